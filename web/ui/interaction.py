"""Choosing an action, as a pure state machine over `view["legal_actions"]`.

Select a card from the hand -> its targets (spots, players, maze cards, goals, discard)
come from the legal actions only -> turn it 180 degrees when a turned variant is legal ->
choose a target (the action becomes `pending`, shown as a preview) -> confirm. Anything
that does not match a legal action leaves the state unchanged (the very same dict), so an
illegal click changes nothing. No rule is re-implemented here.

State: {"index": hand index or None, "card": card id or None, "turned": bool,
        "pending": a legal action dict or None,
        "picks": the hand indices picked to discard together (Saboteur 2's pass of 1 to 3 cards,
                 or two cards that take away a card lying in front of you), else None,
        "mode": "recruit" while the selected card is the one discarded to recruit a pawn, else None,
        "goals": the goals a goal swap has taken so far (one or two "at" cells), else None}
Target ids: "at:X,Y" (spot, maze card or goal), "seat:N", "seat:N:TOOL", "discard", "gold:V",
"self" (a theft, laid in front of you), "removes:CARD" (what two discards take away), "steal:N",
"play" (a card with no target: reverse, scout, forgotten treasure), "swap:1" / "swap:0" (a goal
swap's last, private step), "answer:KIND" (a choice asked with no card: a toll, a veto),
"keep:CARD" (the discard kept after a forgotten treasure, the card kept by a chest's rummage or
pick of three). A chest's other choices: which reached chest opens first and which goal moves
("at:X,Y" on the board), whose role to peek at and whom to pickpocket ("seat:N"). Which of the
new goals reached at once turns first: "at:X,Y", the goal on the board.
"""

from ui.table_svg import starts_of

FIELDS = ("kind", "card", "at", "to", "turned", "target", "tool", "value", "cards", "removes")
DECISIONS = ("keep_gold", "steal")  # choices made between rounds, without a card: taken at once
# choices asked in the middle of a turn, chosen and confirmed as a card's target is
ANSWERS = ("keep_discard", "pay_toll", "decline_toll", "veto", "allow",
           "open_chest", "move_goal", "peek", "pickpocket", "rummage", "pick_three",  # these six: treasure chests
           "first_goal",  # new goals: which of the goals reached at once turns first
           "repel",  # La mine se rebelle: an attacked seat discards an axe to push the creature away, or not
           "take_treasure", "vote")  # The Lost Mines: a treasure taken on a found mine, the end-of-round vote
KEEPS = ("keep_discard", "rummage", "pick_three")  # a card kept among those shown to this seat only
NO_TARGET = ("reverse", "scout", "forgotten_treasure")  # cards simply played
PLACINGS = ("place", "diversion")  # a card laid (or moved) on a cell, either way round
# The Lost Mines' move: each step (a lit cell) or stop is sent as soon as it is tapped; the
# engine asks again with the steps left
MOVES = ("step", "stop", "move_to")
# La mine se rebelle: while a dwarf moves, an axe may also cut a web on a side it touches (chosen, confirmed)
MOVE_EXTRAS = ("cut_web",)
SIDE_KINDS = ("lay_trap", "lay_troll", "lay_web", "cut_web")  # a token laid on a side (the action's `tool`: N, E, S or W)
DISCARDS = ("pass_cards", "discard")  # one or more cards discarded together (Saboteur 2, The Lost Mines)


def new_state():
    return {"index": None, "card": None, "turned": False, "pending": None, "picks": None, "mode": None, "goals": None}


def action_key(action):
    """A string that names an action exactly (two equal actions have equal keys)."""
    parts = []
    for name in FIELDS:
        value = action.get(name)
        if name == "turned":
            value = bool(value)
        if name in ("at", "to", "cards") and value is not None:
            value = ",".join(str(part) for part in value)
        parts.append(str(value))
    return "|".join(parts)


def legal(view):
    return (view or {}).get("legal_actions") or []


def is_legal(view, action):
    if not action:
        return False
    key = action_key(action)
    for candidate in legal(view):
        if action_key(candidate) == key:
            return True
    return False


def hand(view):
    return (view or {}).get("hand") or []


def gold_phase(view):
    actions = legal(view)
    return bool(actions) and actions[0].get("kind") == "keep_gold"


def decision_phase(view):
    """True while this seat decides between rounds (a gold card to keep, a player to rob)."""
    actions = legal(view)
    return bool(actions) and actions[0].get("kind") in DECISIONS


def move_phase(view):
    """True while this seat moves its dwarf (The Lost Mines): lit steps and Stop, each sent at once."""
    actions = legal(view)
    return (bool(actions) and all(a.get("kind") in MOVES + MOVE_EXTRAS for a in actions)
            and any(a.get("kind") in MOVES for a in actions))


def at_once(action):
    """True for an action sent as soon as it is chosen (a step, stop)."""
    return action.get("kind") in MOVES


def answer_phase(view):
    """True while this seat answers a choice asked in the middle of a turn (a toll, a veto, the
    discard kept after a forgotten treasure): its targets are buttons, chosen then confirmed."""
    actions = legal(view)
    return bool(actions) and actions[0].get("kind") in ANSWERS


def my_turn(view):
    return bool(legal(view))


def card_actions(view, card):
    """The legal actions that use `card` (its pass included, alone or, in Saboteur 2, as the one card passed)."""
    return [a for a in legal(view) if a.get("card") == card or a.get("cards") == [card]]


def playable(view, card):
    """True when `card` has a legal use other than being discarded."""
    for a in legal(view):
        if a.get("card") == card and a.get("kind") not in ("pass", "recruit"):
            return True
    return False


TABLE_KINDS = ("propose_end",)  # a turn's actions that use no card (the clan games' end vote)


def table_actions(view):
    """The actions of this turn that use no card: proposing the end vote (the clan games)."""
    return [a for a in legal(view) if a.get("kind") in TABLE_KINDS]


def card_kind(view, card):
    """The kind of action `card` is played for now ("place", "break", ...), or "pass" if none."""
    for a in legal(view):
        if a.get("card") == card and a.get("kind") not in ("pass", "recruit"):
            return a["kind"]
    return "pass"



def _copy(state, **changes):
    out = dict(state)
    for name in changes:
        out[name] = changes[name]
    return out


def select_card(state, view, index):
    """Select the hand card at `index`; selecting it again deselects. Illegal -> unchanged."""
    cards = hand(view)
    if not isinstance(index, int) or index < 0 or index >= len(cards) or answer_phase(view):
        return state  # an answer (a toll, a veto, the discard kept) is given by its buttons, not a hand card
    if state.get("picks") is not None:
        return _pick(state, view, index)
    card = cards[index]
    if not card_actions(view, card):
        return state
    if state.get("index") == index:
        return new_state()
    places = [a for a in legal(view) if a.get("card") == card and a.get("kind") in PLACINGS]
    turned = False
    if places and not [a for a in places if not a.get("turned")]:
        turned = True
    return dict(new_state(), index=index, card=card, turned=turned)


def _picked_ids(view, picks):
    cards = hand(view)
    return sorted(cards[i] for i in picks)


def _pass_of(view, picks):
    """The legal pass of exactly the picked cards, or None."""
    ids = _picked_ids(view, picks)
    for a in legal(view):
        if a.get("kind") in DISCARDS and sorted(a["cards"]) == ids:
            return a
    return None


def _pick(state, view, index):
    """Add a card to the cards picked to discard, or take it out; a pick no legal move allows is refused."""
    picks = [i for i in state["picks"] if i != index]
    if len(picks) == len(state["picks"]):
        picks.append(index)
    if not picks:
        return new_state()
    pending = _pass_of(view, picks)
    if pending is None and not _two_for(view, picks):
        return state
    return _copy(state, picks=picks, pending=pending, index=picks[0], card=hand(view)[picks[0]])


def _two_for(view, picks):
    """The legal discards of exactly these two picked cards, each taking one card away."""
    if len(picks) != 2:
        return []
    ids = _picked_ids(view, picks)
    return [a for a in legal(view) if a.get("kind") == "discard_two" and list(a["cards"]) == ids]


def selected(state, view):
    """The selected card id if the selection still fits the view, else None."""
    index = state.get("index")
    cards = hand(view)
    if index is None or index >= len(cards) or cards[index] != state.get("card"):
        return None
    if not card_actions(view, state["card"]):
        return None
    return state["card"]


def sync(state, view):
    """The state, cleared when the view no longer supports it (e.g. after a move)."""
    if state.get("picks") is not None:
        fits = state.get("pending") is None or is_legal(view, state["pending"])
        return state if fits and max(state["picks"]) < len(hand(view)) and selected(state, view) else new_state()
    if state.get("index") is None:
        return state if state.get("pending") is None or is_legal(view, state["pending"]) else new_state()
    if selected(state, view) is None:
        return new_state()
    if state.get("pending") is not None and not is_legal(view, state["pending"]):
        return _copy(state, pending=None, goals=None)
    return state


def can_turn(state, view):
    """True when the selected card may be placed in the other orientation somewhere."""
    card = selected(state, view)
    if card is None:
        return False
    other = not state.get("turned")
    for a in legal(view):
        if a.get("card") == card and a.get("kind") in PLACINGS and bool(a.get("turned")) == other:
            return True
    return False


def turn(state, view):
    """Turn the selected card 180 degrees (keeping a chosen spot if it still fits)."""
    if not can_turn(state, view):
        return state
    turned = not state.get("turned")
    pending = state.get("pending")
    if pending is not None and pending.get("kind") in PLACINGS:
        same = None
        for a in legal(view):
            if (a.get("kind") == pending.get("kind") and a.get("card") == pending.get("card")
                    and a.get("at") == pending.get("at") and bool(a.get("turned")) == turned):
                same = a
        pending = same
    return _copy(state, turned=turned, pending=pending)


def _at_id(at):
    return "at:" + str(at[0]) + "," + str(at[1])


def target_of(action):
    """The target (dict) through which `action` is chosen."""
    kind = action.get("kind")
    if kind in PLACINGS:
        return {"id": _at_id(action["at"]), "kind": "spot", "at": action["at"], "action": action}
    if kind == "recruit":  # the pawn's cell; the card is discarded face down
        return {"id": _at_id(action["at"]), "kind": "cell", "at": action["at"], "action": action}
    if kind in NO_TARGET:
        return {"id": "play", "kind": "play", "action": action}
    if kind == "goal_swap":
        return {"id": "swap:" + str(action["value"]), "kind": "swap", "value": action["value"], "action": action}
    if kind in KEEPS:
        return {"id": "keep:" + action["card"], "kind": "keep", "card": action["card"], "action": action}
    if kind in ("open_chest", "move_goal", "first_goal"):  # a face-down chest or goal, on the board
        return {"id": _at_id(action["at"]), "kind": "goal", "at": action["at"], "action": action}
    if kind in ("peek", "pickpocket"):
        return {"id": "seat:" + str(action["target"]), "kind": "player", "seat": action["target"], "action": action}
    # The Lost Mines' choices (before ANSWERS: a vote and a treasure are told apart by their value)
    if kind == "step":
        return {"id": _at_id(action["at"]), "kind": "step", "at": action["at"], "action": action}
    if kind in ("move_to", "summon"):  # La mine se rebelle: a square (place `value` of the card at `at`)
        return {"id": _square_id(action["at"], action["value"]), "kind": "square", "at": action["at"],
                "place": action["value"], "action": action}
    if kind == "repel":
        return {"id": "repel:" + str(action["value"]), "kind": "answer", "action": action}
    if kind == "look_goal":
        return {"id": _at_id(action["at"]), "kind": "goal", "at": action["at"], "action": action}
    if kind == "cave_in":
        return {"id": _at_id(action["at"]), "kind": "maze_card", "at": action["at"], "action": action}
    if kind in ("stop", "propose_end"):
        return {"id": kind, "kind": "answer", "action": action}
    if kind == "vote":
        return {"id": "vote:" + str(action["value"]), "kind": "answer", "action": action}
    if kind in ("take_treasure", "look_treasure"):  # a treasure of the row, by its slot
        return {"id": "treasure:" + str(action["value"]), "kind": "treasure", "value": action["value"], "action": action}
    if kind in SIDE_KINDS:
        return {"id": "side:" + str(action["at"][0]) + "," + str(action["at"][1]) + "," + str(action["tool"]),
                "kind": "side", "at": action["at"], "side": action["tool"], "action": action}
    if kind == "tool":  # a tool token onto an obstacle card
        return {"id": _at_id(action["at"]), "kind": "token", "at": action["at"], "action": action}
    if kind == "thunderstorm":
        return {"id": _at_id(action["at"]), "kind": "maze_card", "at": action["at"], "action": action}
    if kind == "look_mine":
        return {"id": _at_id(action["at"]), "kind": "goal", "at": action["at"], "action": action}
    if kind == "look_dwarf":
        return {"id": "seat:" + str(action["target"]), "kind": "player", "seat": action["target"], "action": action}
    if kind in ANSWERS:
        return {"id": "answer:" + kind, "kind": "answer", "action": action}
    if kind == "rockfall":
        return {"id": _at_id(action["at"]), "kind": "maze_card", "at": action["at"], "action": action}
    if kind == "map":
        return {"id": _at_id(action["at"]), "kind": "goal", "at": action["at"], "action": action}
    if kind == "break":
        return {"id": "seat:" + str(action["target"]), "kind": "player", "seat": action["target"], "action": action}
    if kind == "repair":
        return {"id": "seat:" + str(action["target"]) + ":" + str(action["tool"]), "kind": "player_tool",
                "seat": action["target"], "tool": action["tool"], "action": action}
    if kind in ("pass",) + DISCARDS:
        return {"id": "discard", "kind": "discard", "action": action}
    if kind == "keep_gold":
        return {"id": "gold:" + str(action["value"]), "kind": "gold", "value": action["value"], "action": action}
    if kind == "discard_two":
        return {"id": "removes:" + action["removes"], "kind": "in_front", "removes": action["removes"], "action": action}
    if kind == "theft":
        return {"id": "self", "kind": "self", "action": action}
    if kind == "steal":
        return {"id": "steal:" + str(action["target"]), "kind": "steal", "seat": action["target"], "action": action}
    if action.get("target") is not None:  # Saboteur 2's cards aimed at a seat
        return {"id": "seat:" + str(action["target"]), "kind": "player", "seat": action["target"], "action": action}
    return {"id": "?", "kind": "unknown", "action": action}


def _square_id(at, place):
    return "sq:" + str(at[0]) + "," + str(at[1]) + "," + str(place)


def _swap_goals(state, view, card):
    """A goal swap's steps: every goal of a legal pair, then the goals paired with the one
    taken, then (both taken) swap them or not; each step from the legal actions only."""
    swaps = [a for a in legal(view) if a.get("card") == card and a.get("kind") == "goal_swap"]
    taken = state.get("goals") or []
    if len(taken) == 2:
        pair = sorted(taken)
        return [target_of(a) for a in swaps if sorted([list(a["at"]), list(a["to"])]) == pair]
    out, seen = [], []
    for a in swaps:
        for at, other in ((list(a["at"]), list(a["to"])), (list(a["to"]), list(a["at"]))):
            if taken and other != taken[0]:
                continue
            if at not in seen and at not in taken:
                seen.append(at)
                out.append({"id": _at_id(at), "kind": "goal", "at": at, "action": a})
    return out


def targets(state, view):
    """Every target the selected card may be aimed at now (gold choices in the gold phase)."""
    if decision_phase(view) or answer_phase(view) or move_phase(view):
        return [target_of(a) for a in legal(view)]
    if state.get("picks") is not None:
        pending = _pass_of(view, state["picks"])
        return [target_of(a) for a in _two_for(view, state["picks"]) + ([pending] if pending else [])]
    card = selected(state, view)
    if card is None:  # no card picked: what the turn offers on the board without one (an axe cutting a web)
        return [target_of(a) for a in legal(view) if a.get("kind") in MOVE_EXTRAS]
    if state.get("mode") == "recruit":
        return [target_of(a) for a in legal(view) if a.get("card") == card and a.get("kind") == "recruit"]
    turned = bool(state.get("turned"))
    out = []
    for a in legal(view):
        if a.get("card") != card or a.get("kind") in ("recruit", "goal_swap"):
            continue
        if a.get("kind") in PLACINGS and bool(a.get("turned")) != turned:
            continue
        out.append(target_of(a))
    return out + _swap_goals(state, view, card)


def board_targets(state, view):
    return [tg for tg in targets(state, view)
            if tg["kind"] in ("spot", "maze_card", "goal", "cell", "step", "side", "token", "square")]


def button_targets(state, view):
    """Targets shown as buttons under the prompt: play a card, swap or not, a toll's or a
    veto's answer, the discard to keep."""
    out = [tg for tg in targets(state, view) if tg["kind"] in ("play", "swap", "answer", "keep", "treasure")]
    if selected(state, view) is None and not answer_phase(view) and not move_phase(view):
        out += [target_of(a) for a in table_actions(view)]  # no card picked: what the turn offers without one
    return out


def can_recruit(state, view):
    """True when the selected card may be discarded to put a right-of-way pawn on the maze."""
    card = selected(state, view)
    if card is None or state.get("mode") == "recruit" or state.get("picks") is not None:
        return False
    return any(a.get("card") == card and a.get("kind") == "recruit" for a in legal(view))


def recruit(state, view):
    """Discard the selected card to recruit: its targets become the cells a pawn may take."""
    if not can_recruit(state, view):
        return state
    return _copy(state, mode="recruit", pending=None, goals=None)


def player_targets(state, view):
    """Targets shown at a seat in the players list (what two discards take away: at your own)."""
    out = []
    for tg in targets(state, view):
        if tg["kind"] == "in_front":
            tg = dict(tg, seat=view.get("seat"))
        if tg["kind"] in ("player", "player_tool", "in_front"):
            out.append(tg)
    return out


def choose(state, view, target_id):
    """Aim the selected card at a target: the matching legal action becomes pending."""
    for tg in targets(state, view) + ([target_of(a) for a in table_actions(view)] if selected(state, view) is None else []):
        if tg["id"] == target_id:
            if tg["action"].get("kind") == "goal_swap" and tg["kind"] == "goal":  # a goal taken, not yet the choice
                return _copy(state, goals=(state.get("goals") or []) + [tg["at"]], pending=None)
            return _copy(state, pending=tg["action"])
    return state


def confirm(state, view):
    """(new state, the action to send) when the pending action is legal; else (state, None)."""
    pending = state.get("pending")
    if pending is None or not is_legal(view, pending):
        return state, None
    return new_state(), pending


def cancel(state):
    """One step back: the target chosen, the goals of a swap, the recruiting, then the card."""
    if state.get("pending") is not None and state.get("picks") is None:
        return _copy(state, pending=None, goals=None if state.get("goals") and len(state["goals"]) < 2 else state.get("goals"))
    if state.get("goals"):
        return _copy(state, goals=state["goals"][:-1] or None)
    if state.get("mode") is not None:
        return _copy(state, mode=None)
    return new_state()


def discard_limit(view):
    """How many cards one discard may hold (Saboteur 2's pass 3, The Lost Mines' and La mine se rebelle's 2),
    from the legal actions."""
    return max([len(a["cards"]) for a in legal(view) if a.get("kind") in DISCARDS] or [3])


def can_pick(state, view):
    """True when the selected card may start a pick of cards to discard (Saboteur 2's pass)."""
    card = selected(state, view)
    return state.get("picks") is None and card is not None and _pass_of(view, [state["index"]]) is not None


def discard(state, view):
    """Choose to pass with the selected card (pending until confirmed); in Saboteur 2, start
    picking the cards to discard with it."""
    if can_pick(state, view):
        return _copy(state, picks=[state["index"]], pending=_pass_of(view, [state["index"]]))
    return choose(state, view, "discard")


def prompt(state, view):
    """The key (text.py) of the hint to show now, or None when it is not this seat's turn."""
    if not my_turn(view):
        return None
    if decision_phase(view):
        return "keep_gold_title" if gold_phase(view) else "steal_prompt"
    if move_phase(view):
        if state.get("pending") is not None:
            return "confirm_hint"
        moving = ((view or {}).get("dark_cave") or {}).get("moving")
        if moving not in (None, "dwarf"):  # a creature summoned: its own prompt
            return "choose_creature_step" if [a for a in legal(view) if a.get("kind") == "move_to"] else "choose_stop"
        return "choose_step" if [a for a in legal(view) if a.get("kind") in ("step", "move_to")] else "choose_stop"
    if answer_phase(view):
        if state.get("pending") is not None:
            return "confirm_hint"
        kind = legal(view)[0]["kind"]
        if kind == "first_goal":  # new goals reached at once ("choose_first_goal" is a goal swap's first goal)
            return "choose_goal_order"
        if kind == "vote" and (view or {}).get("dark_cave"):  # the game ends, not a round
            return "choose_vote_exit"
        if kind in ("take_treasure", "vote", "repel"):
            return "choose_" + kind
        if kind in ("open_chest", "move_goal", "peek", "pickpocket", "rummage", "pick_three"):
            return "choose_" + kind
        return {"keep_discard": "choose_keep_discard", "veto": "veto_prompt", "allow": "veto_prompt"}.get(kind, "toll_prompt")
    card = selected(state, view)
    if card is None:
        return "scout_place_prompt" if (view or {}).get("phase") == "scout_place" else "select_card"
    if state.get("picks") is not None:
        return "choose_discards" if discard_limit(view) > 2 else "choose_discards_two"
    if state.get("pending") is not None:
        return "confirm_hint"
    if state.get("mode") == "recruit":
        return "choose_pawn_cell"
    goals = state.get("goals") or []
    if goals:
        return "choose_swap" if len(goals) == 2 else "choose_second_goal"
    kind = card_kind(view, card)
    return {
        "place": "choose_spot",
        "break": "choose_player",
        "repair": "choose_player",
        "rockfall": "choose_card_to_remove",
        "map": "choose_goal",
        "theft": "choose_theft",
        "goal_swap": "choose_first_goal",
        "diversion": "choose_diversion",
        "reverse": "choose_play",
        "scout": "choose_play",
        "forgotten_treasure": "choose_play",
        "tool": "choose_obstacle",
        "look_mine": "choose_look",
        "look_treasure": "choose_look",
        "look_dwarf": "choose_look",
        "lay_trap": "choose_side",
        "lay_troll": "choose_side",
        "thunderstorm": "choose_card_to_remove",
        "look_goal": "choose_look",
        "look_clan": "choose_look",
        "cave_in": "choose_card_to_remove",
        "exchange": "choose_player",
        "lay_web": "choose_side",
        "equip": "choose_player",
        "summon": "choose_summon",
    }.get(kind, "choose_player" if kind in SEAT_KINDS else "no_spot")


SEAT_KINDS = ("hands_off", "trap", "free", "inspect", "swap_hats", "swap_hands")


def first_aim(state, view):
    """The target a keyboard goes to once a card is picked (its id), so that the card's spot is
    at most three keys away (pick, Enter to choose, Enter to confirm): a lit spot on the maze
    (the nearest to a start), else a seat, else any target but the discard; None if none."""
    found = [tg for tg in targets(state, view) if tg["kind"] not in ("discard", "swap")]
    if not found:
        return None
    spots = [tg for tg in found if tg.get("at") is not None]
    if spots:
        starts = [start["at"] for start in starts_of(view)] or [[0, 0]]

        def nearness(tg):  # cards from the nearest start, then west to east, north to south
            x, y = tg["at"][0], tg["at"][1]
            return min(abs(x - sx) + abs(y - sy) for sx, sy in starts), x, y

        return min(spots, key=nearness)["id"]
    return found[0]["id"]


STEPS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def _at_of(target_id):
    parts = target_id[3:].split(",")  # "at:X,Y" or a square's "sq:X,Y,PLACE"
    return int(parts[0]), int(parts[1])


def _on_board(target_id):
    return target_id.startswith("at:") or target_id.startswith("sq:")


def nearest_target(target_ids, current, key):
    """The lit spot ("at:X,Y" id) an arrow key moves to from `current`: the nearest one on that
    side, straight lines first (a step aside counts as two ahead); None when there is none."""
    if key not in STEPS or not _on_board(current):
        return None
    dx, dy = STEPS[key]
    x0, y0 = _at_of(current)
    best, best_score = None, None
    for target_id in target_ids:
        if not _on_board(target_id):
            continue
        x, y = _at_of(target_id)
        ahead = (x - x0) * dx + (y - y0) * dy
        aside = abs((x - x0) * dy + (y - y0) * dx)
        if ahead <= 0:
            continue
        score = ahead + 2 * aside
        if best_score is None or score < best_score:
            best, best_score = target_id, score
    return best
