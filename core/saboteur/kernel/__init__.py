"""The rules kernel: what every game of the Saboteur family shares.

A ruleset is a composition of modules (`module.Module`): each brings the handlers of
its action kinds and the rules of its decisions. The game state (`saboteur.game.Game`)
keeps a stack of pending decisions; the seat of the top one is the seat to move.
"""
