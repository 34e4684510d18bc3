"""HTML text of the panels around the maze: players, hand, controls, log, round end, game over,
privacy screen and start screen. Pure functions of the view and the interaction state.

Every clickable thing is a real <button> (keyboard reachable) with `data-*` ids that the
page hands back: data-hand (a hand index), data-target (interaction target id), data-cmd
(a command name such as "confirm", "turn", "discard", "cancel", "next_round").
"""

from ui import cave_panel, forest_panel, interaction, learn, module_picker
from ui.card_data import GAMES, MODULE_ORDER, MODULES, OPTIONS, PLAYERS
from ui.board_svg import placed_pawns
from ui.cards_svg import card_effect, card_svg, card_tools, esc, tool_svg
from ui.text import (card_labels, card_name, describe_action, describe_event, describe_log, goal_name, is_you,
                     joined, on_self, role_word, roles_named, seat_name, t, tool_word, walks_joined, where, why_named,
                     your_role)

LEVELS = (1, 2, 3)
RULESETS = tuple(GAMES)  # the games the start screen offers: the engine's registry, in its order
SPEEDS = ("slow", "normal", "fast", "instant")
SEL = ' selected="selected"'
HIDDEN = ' hidden="hidden"'


def _button(label, cmd=None, target=None, extra_class="", disabled=False, aria=None, attrs=""):
    data = ""
    if cmd:
        data += f' data-cmd="{esc(cmd)}"'
    if target:
        data += f' data-target="{esc(target)}"'
    if aria:
        data += f' aria-label="{esc(aria)}"'
    dis = ' disabled="disabled"' if disabled else ""
    cls = ("btn " + extra_class).strip()
    return f'<button type="button" class="{cls}"{data}{attrs}{dis}>{esc(label)}</button>'


def pan_button(side, arrow, hidden, lang="en"):
    """A pan button; lit, with their count, when lit spots lie out of sight that way."""
    name = t(lang, "pan_" + side)
    if not hidden:
        return _button(arrow, cmd="pan_" + side, aria=name, extra_class="cam")
    aria = t(lang, "spots_that_way", direction=name, n=hidden)
    return _button(f"{arrow}{hidden}", cmd="pan_" + side, aria=aria, extra_class="cam lit")


def players_html(view, names, lang="en", state=None, bots=None, marked=None, inspected=None):
    """The players list, one compact row a seat (issue 45, What to build 2): name, whose turn,
    cards held (or none left), gold, broken tools and cards in front as icons, the role this
    viewer saw it hold (an inspection), its last move of the round in a few words; target buttons.

    `marked` is the last move (an event from the log, with `mark_seat` when it happened at a
    seat: a break, repair, pass, theft...): that seat is outlined (`marked`) and the move told
    in its row; the seat that made it, when another, is outlined too (`acting`), both with the
    move's icon. `inspected` is (seat, role) while the viewer's inspection result is on the
    screen: that row is outlined too.
    """
    state = state or interaction.new_state()
    seat_targets = {}
    for tg in interaction.player_targets(state, view):
        seat_targets.setdefault(tg["seat"], []).append(tg)
    pending = state.get("pending")
    me = view.get("seat")
    seen_roles, last_moves = table_notes(view)
    marked_seat = None if marked is None else marked.get("mark_seat")
    actor = None if marked is None else marked.get("seat")
    icon = "" if marked is None else MARK_ICONS.get(marked.get("type"), "")
    rows = []
    for info in view.get("seats") or []:
        seat = info["seat"]
        name = seat_name(names, seat)
        classes = ["player"]
        turn = view.get("to_move") == seat
        if turn:
            classes.append("to-move")
        if seat == me:
            classes.append("me")
        moved = marked_seat is not None and marked_seat == seat
        acting = marked is not None and actor == seat and not moved
        if moved:
            classes.append("marked")
        if acting:
            classes.append("acting")
        if inspected is not None and inspected[0] == seat:
            classes.append("inspected")
        bits = []
        if moved or acting:
            bits.append(f'<span class="mark-icon" aria-hidden="true">{icon}</span>')
        if turn:  # the arrow is seen, the words are read
            bits.append(f'<span class="turn-mark" aria-hidden="true">▶</span><span class="vh">{esc(t(lang, "now_playing"))}: </span>')
        bits.append(forest_panel.clan_badge_html(info, lang))  # The Lost Mines: the clan's colour, public
        bits.append(f'<span class="pname">{esc(name)}</span>')
        if seat == me and not is_you(name):
            bits.append(f' <span class="you">({esc(t(lang, "you"))})</span>')
        held = (t(lang, "cards_in_hand", n=info["hand_size"]) if info["hand_size"]
                else forest_panel.held_words(view, info, lang) or t(lang, "no_cards"))
        if forest_panel.is_forest_seat(info):
            stat = forest_panel.seat_stats(info, lang, view)
        elif cave_panel.is_cave_seat(info):
            stat = cave_panel.seat_stats(info, lang)
            bits.append(cave_panel.out_badge_html(info, lang))  # the dwarf out, in front of its player
        else:
            stat = _gold_stat(info, lang, gold_cards_in_game(view))
        bits.append(f'<span class="stats">{esc(held + (" · " + stat if stat else ""))}</span>')
        broken = info.get("broken") or []
        if broken:
            # each icon is named ("Broken: pick"), so no words beside it
            icons = "".join(tool_svg(tool, True, t(lang, "broken_tools", tools=tool_word(lang, tool)), size=20) for tool in broken)
            bits.append(f'<span class="broken">{icons}</span>')
        bits.append(_in_front_html(info, lang))
        bits.append(_tokens_html(view, seat, lang))
        if seat in seen_roles and seat != me:
            bits.append(f'<span class="seen-role">{esc(t(lang, "role_seen", role=role_word(lang, seen_roles[seat])))}</span>')
        if moved:
            bits.append(f'<span class="just">{esc(describe_event(lang, marked, names))}</span>')
        elif seat in last_moves:
            words = t(lang, "last_move", move=last_move_words(lang, last_moves[seat], names))
            bits.append(f'<span class="last-move">{esc(words)}</span>')
        buttons = []
        for tg in seat_targets.get(seat, []):
            label = describe_action(lang, tg["action"], names)
            chosen = pending is not None and interaction.action_key(pending) == interaction.action_key(tg["action"])
            buttons.append(_button(label, target=tg["id"], extra_class="target" + (" chosen" if chosen else ""),
                                   attrs=f' aria-pressed="{"true" if chosen else "false"}"'))
        if buttons:
            bits.append(f'<span class="ptargets">{"".join(buttons)}</span>')
        rows.append(f'<li class="{" ".join(classes)}" data-seat="{seat}">{"".join(bits)}</li>')
    return f'<ul class="players" aria-label="{esc(t(lang, "players"))}">{play_order_html(view, lang)}{chests_html(view, lang, names)}{"".join(rows)}</ul>'


def play_order_html(view, lang="en"):
    """Which way play goes round the table, when a card may turn it (the championship's reverse)."""
    order = view.get("championship")
    if not order:
        return ""
    reversed_order = bool(order.get("reversed"))
    arrow = "↺" if reversed_order else "↻"
    words = t(lang, "order_reversed" if reversed_order else "order_clockwise")
    cls = "play-order reversed" if reversed_order else "play-order"
    return f'<li class="{cls}"><span aria-hidden="true">{arrow}</span> {esc(words)}</li>'


def chests_html(view, lang="en", names=None):
    """The treasure chests' table state (view["treasure-chests"]): maps sealed, the chests set
    aside this round, the draw changes waiting for the end of this turn."""
    part = view.get("treasure-chests")
    if not part:
        return ""
    lines = [t(lang, "chests_aside", n=part.get("aside", 0))]
    if part.get("sealed"):
        lines.append(t(lang, "chests_sealed"))
    changes = []
    for change in part.get("draw_changes") or []:
        word = t(lang, "chest_" + str(change[0]))
        if len(change) > 1:
            word += " (" + seat_name(names, change[1]) + ")"
        changes.append(word)
    if changes:
        lines.append(t(lang, "chests_draw_changes", changes=", ".join(changes)))
    return '<li class="chests">' + "<br>".join(esc(line) for line in lines) + "</li>"


def _tokens_html(view, seat, lang):
    """The right-of-way tokens lying in front of `seat`: one for each of its pawns on the maze."""
    cells = [pawn["at"] for pawn in placed_pawns(view) if pawn.get("holder") == seat]
    if not cells:
        return ""
    words = t(lang, "tokens_held", where="; ".join(where(lang, at) for at in cells))
    icons = "".join('<span class="token" aria-hidden="true">◉</span>' for _ in cells)
    return f'<span class="tokens" title="{esc(words)}">{icons}<span class="vh">{esc(words)}</span></span>'


# the moves a seat makes on its turn, told in its row as its last move
ROW_MOVES = ("place", "rockfall", "map", "break", "repair", "pass", "discard_two", "theft", "hands_off", "trap",
             "free", "inspect", "swap_hats", "swap_hands")
# a move's mark on the rows it touches (beside the outline; decorative, the move is told in words)
MARK_ICONS = {"place": "▸", "rockfall": "✖", "map": "◎", "break": "✖", "repair": "✚", "pass": "↷",
              "discard_two": "↷", "theft": "◆", "hands_off": "◇", "trap": "▣", "free": "□", "inspect": "◉",
              "swap_hats": "⇄", "swap_hands": "⇄"}


def table_notes(view):
    """What this viewer knows of each seat this round, from its own log: {seat: the role it
    saw} (its own inspections; forgotten when that seat takes a new role) and {seat: its last
    move}."""
    me = view.get("seat")
    log = view.get("log") or []
    start = len(log)
    while start > 0 and log[start - 1].get("type") != "round_start":
        start -= 1  # back to this round's start only: every tap draws the rows again
    roles, last = {}, {}
    for event in log[max(start - 1, 0):]:
        kind = event.get("type")
        if kind == "inspect" and me is not None and event.get("seat") == me and event.get("role"):
            roles[event.get("target")] = event["role"]
        elif kind == "swap_hats":
            roles.pop(event.get("target"), None)  # its new role is drawn unseen
        if kind in ROW_MOVES and event.get("seat") is not None:
            last[event["seat"]] = event
    return roles, last


def last_move_words(lang, event, names=None):
    """A seat's move in a few words, without the seat's own name (it is in the row)."""
    kind = event.get("type")
    values = {"target": seat_name(names, event.get("target"))}
    if kind == "map":
        values["goal"] = goal_name(lang, event["at"])
    elif kind == "break":
        values["tool"] = tool_word(lang, card_tools(event["card"])[0])
    elif kind == "repair":
        values["tool"] = tool_word(lang, event.get("tool"))
    return t(lang, "last_" + kind + on_self(event), **values)


def gold_cards_in_game(view):
    """Whether the game has gold cards (base; not Saboteur 2, nor the tournament, which pays
    nuggets instead): some left in the pile or held, as the view tells."""
    return bool(view.get("gold_pile")) or any((info.get("gold_cards") or 0) for info in view.get("seats") or [])


def _gold_stat(info, lang, gold_cards=True):
    """What a seat holds, as far as the view tells, with no zero beside another holding: its
    gold cards where the game has any (`gold_cards`; shown even at 0 while its nuggets are
    hidden, the only public fact), and the anniversary modules' nuggets where the view tells
    them (your own seat; every seat once the game is over) and there are some, or where
    nuggets are all the game pays; "no gold" when both are known to be none. Nuggets in
    Saboteur 2, known for your own seat, else only whether there are any. "" when nothing is
    known to show (another seat's nuggets in the tournament)."""
    if "has_gold" not in info:
        cards, nuggets = info.get("gold_cards") or 0, info.get("nuggets")
        parts = []
        if gold_cards and (cards or nuggets is None):
            parts.append(t(lang, "gold_cards", n=cards))
        if nuggets is not None and (nuggets or not gold_cards):
            parts.append(t(lang, "nuggets", n=nuggets))
        if not parts and nuggets is not None:
            return t(lang, "gold_none")
        return t(lang, "gold_and_nuggets", cards=parts[0], nuggets=parts[1]) if len(parts) == 2 else "".join(parts)
    if info.get("nuggets") is not None:
        return t(lang, "nuggets", n=info["nuggets"])
    return t(lang, "has_gold" if info.get("has_gold") else "no_gold")


def _in_front_html(info, lang):
    """The cards lying in front of a seat other than broken tools (told with the tools): theft, trapped."""
    cards = [card for card in info.get("in_front") or [] if card_effect(card) != "break"]
    if not cards:
        return ""
    labels = card_labels(lang)
    words = t(lang, "in_front", cards=", ".join(card_name(lang, card) for card in cards))
    icons = "".join(card_svg(card, False, labels, card_name(lang, card), width=18, css_class="front", decorative=True) for card in cards)
    return f'<span class="in-front">{icons}<span class="vh">{esc(words)}</span></span>'


# Up to five cards (La mine se rebelle's hand) share the desktop's hand column in one row, 55 px
# wide and more; more would be too small to read, and wrap at full size.
ONE_ROW = 5


def hand_html(view, state, lang="en", title=None, explained=None, keys=False):
    """The hand as buttons (one per card), the selected one pressed and shown as turned.

    Each card is described by a tooltip (what it does), shown on hover and keyboard focus,
    and for the card at index `explained` (a long press) until the next tap. `keys`: the
    game's keyboard hint (1-9 take a card to its first lit spot: ui/page.py)."""
    labels = card_labels(lang)
    cards = view.get("hand") or []
    mine = interaction.my_turn(view) and not interaction.decision_phase(view) and not interaction.answer_phase(view)
    chosen = interaction.selected(state, view)
    picks = state.get("picks") or []
    items = []
    for index, card in enumerate(cards):
        is_sel = chosen is not None and (state.get("index") == index or index in picks)
        turned = bool(state.get("turned")) and is_sel and not picks
        name = card_name(lang, card, turned)
        usable = mine and interaction.playable(view, card)
        cls = "card-btn" + (" selected" if is_sel else "") + ("" if usable else " unplayable")
        disabled = "" if mine else ' disabled="disabled"'
        if explained == index:
            cls += " explain"
        # a card picked to pass or discard is ticked, so that it reads as picked whether or not it can be played
        mark = '<span class="pick-mark" aria-hidden="true">✓</span>' if is_sel and picks else ""
        items.append(
            f'<button type="button" class="{cls}" data-hand="{index}" aria-pressed="{"true" if is_sel else "false"}" '
            f'aria-label="{esc(name)}" aria-describedby="tip-hand-{index}"{disabled}>'
            f'{card_svg(card, turned, labels, name, decorative=True)}{mark}</button>'
            f'<span class="tip" role="tooltip" id="tip-hand-{index}">{esc(learn.card_help(lang, card))}</span>'
        )
    heading = title or t(lang, "hand")
    # a hand of up to ONE_ROW cards keeps one row on a desktop, its cards narrowed to share it (style.py)
    row = f' one-row" style="--cards: {len(cards)}' if 0 < len(cards) <= ONE_ROW else ""
    # how to play from the keyboard, shown where there is one (style.py), read with the hand anywhere
    hint = f'<small class="kbd-hint keys-help" id="keys-help">{esc(t(lang, "keys_help"))}</small>' if keys else ""
    described = ' aria-describedby="keys-help"' if keys else ""
    return (
        f'<div class="hand" role="group" aria-label="{esc(heading)}"{described}>'
        f'<h2 class="hand-title">{esc(heading)}</h2><div class="hand-cards{row}">{"".join(items)}</div>{hint}</div>'
    )


def controls_html(view, state, lang="en", names=None):
    """The prompt and the buttons: turn 180, discard (pass), confirm, cancel."""
    key = interaction.prompt(state, view)
    if key is None:
        return '<div class="controls" aria-live="polite"></div>'
    parts = [f'<p class="prompt" id="prompt">{esc(t(lang, key, **_prompt_words(view, names, lang)))}</p>']
    pending = state.get("pending")
    if pending is not None:
        parts.append(f'<p class="pending">{esc(describe_action(lang, pending, names))}</p>')
    buttons = [_choice_button(tg, pending, lang, names) for tg in interaction.button_targets(state, view)]
    table_pending = pending is not None and pending in interaction.table_actions(view)  # the end-of-round vote proposed
    if (interaction.answer_phase(view) or table_pending) and pending is not None:
        buttons.append(_button(t(lang, "confirm"), cmd="confirm", extra_class="primary"))
    card = interaction.selected(state, view)
    if card is not None:
        if interaction.can_recruit(state, view):
            buttons.append(_button(t(lang, "recruit"), cmd="recruit"))
        if interaction.can_turn(state, view):
            # the key's hint only where there is a keyboard (style.py shows .kbd-hint for fine pointers)
            buttons.append(f'<button type="button" class="btn" data-cmd="turn" aria-label="{esc(t(lang, "turn_card"))}">'
                           f'{esc(t(lang, "turn_card"))}<span class="kbd-hint" aria-hidden="true"> (r)</span></button>')
        if interaction.can_pick(state, view):
            buttons.append(_button(t(lang, "discard_some" if interaction.discard_limit(view) > 2 else "discard_one_or_two"),
                                   cmd="discard"))
        elif state.get("picks") is None and (pending is None or pending.get("kind") != "pass"):
            buttons.append(_button(t(lang, "discard"), cmd="discard"))
        for tg in interaction.targets(state, view):
            if tg["kind"] == "self":  # a theft is laid in front of its player
                chosen = pending is not None and pending.get("kind") == "theft"
                buttons.append(_button(t(lang, "play_in_front"), target=tg["id"], extra_class="target" + (" chosen" if chosen else ""),
                                       attrs=f' aria-pressed="{"true" if chosen else "false"}"'))
        if pending is not None:
            buttons.append(_button(t(lang, "confirm"), cmd="confirm", extra_class="primary"))
        buttons.append(_button(t(lang, "cancel"), cmd="cancel"))
    return f'<div class="controls" aria-live="polite">{"".join(parts)}<div class="buttons">{"".join(buttons)}</div></div>'


def _prompt_words(view, names, lang):
    """The names a prompt may hold: the seat's, and while a toll or a veto is asked, who
    placed or played and what (from the view's `toll` / `veto`, told to the asked seat only)."""
    words = {"name": seat_name(names, view.get("seat"))}
    words.update(forest_panel.steps_words(view, names))
    words.update(cave_panel.prompt_words(view, names, lang))
    asked = view.get("veto") or view.get("toll")
    if asked:
        words["placer"] = seat_name(names, asked.get("player", asked.get("placer")))
        action = asked.get("action") or {"kind": "place", "card": asked.get("card"), "at": asked.get("at"),
                                         "turned": asked.get("turned")}
        words["action"] = describe_action(lang, action, names)
    return words


def _choice_button(target, pending, lang, names):
    """A choice made with a button (play a card, swap or not, a toll's or a veto's answer, the
    discard to keep): chosen, it is pressed until confirmed."""
    action = target["action"]
    if target["kind"] == "swap":
        label = t(lang, "swap_" + str(target["value"]))

    elif target["kind"] == "play":
        label = t(lang, "play_card")
    else:
        label = describe_action(lang, action, names)
    chosen = pending is not None and interaction.action_key(pending) == interaction.action_key(action)
    beside = " quiet" if action.get("kind") in interaction.TABLE_KINDS else ""  # not the turn's main act
    return _button(label, target=target["id"], extra_class="target choice" + beside + (" chosen" if chosen else ""),
                   attrs=f' aria-pressed="{"true" if chosen else "false"}"')


def log_html(view, names, lang="en", last=40):
    lines = describe_log(lang, view.get("log") or [], names, last)
    items = "".join(f"<li>{esc(line)}</li>" for line in reversed(lines))
    return f'<section class="log" aria-label="{esc(t(lang, "log"))}"><h2>{esc(t(lang, "log"))}</h2><ol reversed="reversed" tabindex="0" aria-label="{esc(t(lang, "log"))}">{items}</ol></section>'


def status_html(view, names, lang="en"):
    seat = view.get("to_move")
    bits = [] if cave_panel.part(view) else [t(lang, "round_of", round=view.get("round"), rounds=view.get("rounds"))]
    if seat is not None:
        bits.append(t(lang, "to_move", name=seat_name(names, seat)))
    bits.append(t(lang, "draw_pile", n=view.get("draw_pile", 0)))
    role = view.get("role")
    if role:
        bits.append(cave_panel.identity_line(view, lang) or forest_panel.identity_line(view, lang) or your_role(lang, role))
    if forest_panel.sitting_out_line(view, lang):
        bits.append(forest_panel.sitting_out_line(view, lang))
    extra = view.get("saboteur2")
    if extra:
        bits.append(t(lang, "roles_left", n=extra.get("roles_left")))
        if extra.get("thieves"):
            bits.append(t(lang, "thieves", names=", ".join(seat_name(names, seat) for seat in extra["thieves"])))
    modules = module_picker.in_play_names(view, lang)
    if modules:  # the anniversary modules in play, as the view names them
        bits.append(t(lang, "modules_in_play", names=modules))
    return f'<p class="status">{esc(" · ".join(bits))}</p>'


def modules_in_play_html(view, lang="en"):
    """The anniversary modules in play, as the view names them ("With Sabotaged dwarf"); "" for none."""
    names = module_picker.in_play_names(view, lang)
    return f'<p class="modules-in-play">{esc(t(lang, "modules_in_play", names=names))}</p>' if names else ""


def _result_for(view, number=None):
    results = view.get("results") or []
    if not results:
        return None
    if number is None:
        return results[-1]
    for result in results:
        if result.get("round") == number:
            return result
    return None


def round_end_html(view, names, lang="en", number=None, can_continue=True, thoughts=None):
    """End of a round: who won, roles revealed, the route to gold, the gold share (base) or the
    nuggets, crystals and thefts (Saboteur 2), what the bots thought."""
    result = _result_for(view, number)
    if result is None:
        return ""
    if cave_panel.part(view):  # one game, no rounds: its end, scored by the book's formula
        parts = [f'<h2 id="round-end-title">{esc(t(lang, "cave_end_" + str(result.get("reason"))))}</h2>',
                 cave_panel.score_html(view, names, lang)]
        if can_continue and view.get("phase") == "over":
            parts.append(_button(t(lang, "game_over"), cmd="show_final", extra_class="primary"))
        return f'<section class="round-end" aria-labelledby="round-end-title">{"".join(parts)}</section>'
    parts = [f'<h2 id="round-end-title">{esc(t(lang, "round_end", round=result["round"]))}</h2>',
             modules_in_play_html(view, lang)]
    if result.get("finder") is not None:
        parts.append(f"<p>{esc(t(lang, 'gold_found_by', name=seat_name(names, result['finder'])))}</p>")
    saboteur2 = isinstance(result.get("winners"), list)  # Saboteur 2 names the winning roles
    if "sharing" in result:  # The Lost Mines: the treasures shared, pool by pool
        parts.append(forest_panel.sharing_html(result, names, lang))
    elif saboteur2:
        winners = result["winners"]
        parts.append(f"<p>{esc(t(lang, 'winners_round', roles=roles_named(lang, winners)) if winners else t(lang, 'nobody_won'))}</p>")
        parts.append(f"<p>{esc(t(lang, 'crystals', n=result.get('crystals', 0)))}</p>")
    elif result.get("winners") == GREEDY:
        parts.append(f"<p>{esc(t(lang, 'winners_round_greedy', name=seat_name(names, result.get('finder'))))}</p>")
    elif result.get("finder") is not None:
        parts.append(f"<p>{esc(t(lang, 'winners_round_gd'))}</p>")
    else:
        key = "gold_not_found" if result.get("winners") == "saboteur" else "gold_not_found_no_saboteur"
        parts.append(f"<p>{esc(t(lang, key))}</p>")
    if result.get("route"):  # the round-end screen draws it on the maze
        parts.append(f'<p class="route-text">{esc(t(lang, "route"))}</p>')
    parts.append(_roles_table(view, result, names, lang, saboteur2))
    parts.append(payout_html(view, result["round"], names, lang))
    if saboteur2:
        parts.append(thefts_html(view, result["round"], names, lang))
    parts.append(bot_thoughts_html(thoughts, result.get("roles"), names, lang, view.get("log")))
    share = view.get("gold_share")
    if share and view.get("phase") == "gold":
        parts.append(gold_choice_html(view, names, lang))
    elif view.get("phase") == "steal":
        parts.append(steal_choice_html(view, names, lang))
    elif can_continue and view.get("phase") == "play":
        parts.append(_button(t(lang, "next_round"), cmd="next_round", extra_class="primary"))
    elif can_continue and view.get("phase") == "over":
        parts.append(_button(t(lang, "game_over"), cmd="show_final", extra_class="primary"))
    return f'<section class="round-end" aria-labelledby="round-end-title">{"".join(parts)}</section>'


def _roles_table(view, result, names, lang, saboteur2):
    """Each seat's role; with what it holds (base: gold cards, nuggets as `_gold_stat` says),
    or the nuggets paid this round and a trap (Saboteur 2)."""
    rows = []
    seats = view.get("seats") or []
    gold_cards = gold_cards_in_game(view)
    trapped = result.get("trapped") or []
    for seat, role in enumerate(result.get("roles") or []):
        if saboteur2:
            paid = (result.get("nuggets") or [])[seat] if seat < len(result.get("nuggets") or []) else 0
            cell = t(lang, "nuggets", n=paid) + (" · " + t(lang, "trapped_mark") if seat in trapped else "")
        elif "sharing" in result:  # The Lost Mines: clan and points won
            cell = forest_panel.result_cell(result, seat, lang)
        else:
            cell = _gold_stat(seats[seat] if seat < len(seats) else {"gold_cards": 0}, lang, gold_cards)
        rows.append(f'<tr><th scope="row">{esc(seat_name(names, seat))}</th><td>{esc(role_word(lang, role))}</td>'
                    f'<td>{esc(cell)}</td></tr>')
    return f'<table class="roles"><caption>{esc(t(lang, "roles_title"))}</caption><tbody>{"".join(rows)}</tbody></table>'


GREEDY = "greedy-dwarf"  # a round's winners when a greedy dwarf completed the path alone
PAY_EVENTS = ("nuggets", "greedy_paid")  # the modules' pay: nuggets won or paid, a greedy dwarf's gold cards


def pay_lines(view, number, names, lang="en"):
    """What the modules paid in round `number`, from the log, in words: nuggets from a goal,
    a toll, the right of way's first nugget or the tournament's payout; the greedy dwarf's cards.
    Gains of the same amount for the same reason, one after the other, make one line (the
    right of way's nugget to every player, the tournament's 2 to each gold-digger)."""
    events, inside = [], False
    for event in view.get("log") or []:
        kind = event.get("type")
        if kind == "round_start":
            inside = event.get("round") == number
        elif kind in PAY_EVENTS and (event.get("round") == number if "round" in event else inside):
            events.append(event)
    lines = []
    for group in _same_gains(events):
        event = group[0]
        if len(group) == 1:
            lines.append(describe_event(lang, event, names))
            continue
        seats = [e["seat"] for e in group]
        why = why_named(lang, event.get("why"))
        if len(seats) == len(view.get("seats") or []):
            lines.append(t(lang, "ev_nuggets_gain_all", n=event["amount"], why=why))
        else:
            lines.append(t(lang, "ev_nuggets_gain_each", n=event["amount"], why=why,
                           names=joined(lang, [seat_name(names, seat) for seat in seats])))
    return lines


def _same_gains(events):
    """`events` in runs: nuggets gained, one after the other, of one amount for one reason by
    different seats make a run; every other event is a run of its own."""
    runs = []
    for event in events:
        last = runs[-1][-1] if runs else None
        if (last is not None and event.get("type") == last.get("type") == "nuggets" and (event.get("amount") or 0) > 0
                and (event.get("amount"), event.get("why")) == (last.get("amount"), last.get("why"))
                and event.get("seat") not in [e.get("seat") for e in runs[-1]]):
            runs[-1].append(event)
        else:
            runs.append([event])
    return runs


def payout_html(view, number, names, lang="en"):
    lines = pay_lines(view, number, names, lang)
    if not lines:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return f'<h3>{esc(t(lang, "payout_title"))}</h3><ul class="payout">{items}</ul>'


def thefts_html(view, number, names, lang="en"):
    """The nuggets taken after round `number`'s payout, read from the log."""
    lines, after = [], False
    for event in view.get("log") or []:
        if event.get("type") == "round_end":
            after = event.get("round") == number
        elif event.get("type") == "round_start":
            after = False
        elif after and event.get("type") == "steal":
            lines.append(describe_event(lang, event, names))
    if not lines:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return f'<h3>{esc(t(lang, "thefts_done"))}</h3><ul class="thefts">{items}</ul>'


def steal_choice_html(view, names, lang="en"):
    """A thief's choice after the payout: whom to take a nugget from (buttons), or who is choosing."""
    thief = view.get("to_move")
    if interaction.decision_phase(view) and view.get("seat") == thief:
        buttons = "".join(_button(describe_action(lang, a, names), target=interaction.target_of(a)["id"], extra_class="gold")
                          for a in interaction.legal(view))
        return (f'<div class="gold-share"><h3>{esc(t(lang, "steal_title", name=seat_name(names, thief)))}</h3>'
                f'<div class="buttons">{buttons}</div></div>')
    return f'<div class="gold-share"><p>{esc(t(lang, "waiting_thief", name=seat_name(names, thief)))}</p></div>'


def bot_thoughts_html(thoughts, roles, names, lang="en", log=None):
    """A teaching aid at the end of a round: each bot's P(saboteur) for every player, and
    how it moved through the round with the turn that moved it most (read from `log`)."""
    if not thoughts or not roles:
        return ""
    swapped = _new_roles_in_round(log or [])
    heads = "".join(
        f'<th scope="col">{esc(seat_name(names, seat) + _role_note(lang, role, seat in swapped))}</th>'
        for seat, role in enumerate(roles)
    )
    rows = []
    stories = []
    for bot in sorted(thoughts, key=int):
        beliefs = (thoughts[bot] or {}).get("roles") or {}
        cells = []
        for seat in range(len(roles)):
            p = beliefs.get(str(seat), beliefs.get(seat))
            if seat == int(bot):
                cells.append(f"<td>{esc(t(lang, 'thought_self'))}</td>")
            elif p is None:
                cells.append("<td>?</td>")
            else:
                cells.append(f"<td>{int(round(float(p) * 100))}%</td>")
        rows.append(f'<tr><th scope="row">{esc(seat_name(names, int(bot)))}</th>{"".join(cells)}</tr>')
        stories.append(_suspicion_story_html(int(bot), (thoughts[bot] or {}).get("story"), roles, names, lang, log or [], swapped))
    return (f'<details class="bot-thoughts"><summary>{esc(t(lang, "bots_thought"))}</summary>'
            f'<p>{esc(t(lang, "bots_thought_note"))}</p>'
            f'<div class="scroll-x"><table><thead><tr><td></td>{heads}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
            f'{"".join(stories)}</details>')


def _new_roles_in_round(log):
    """The seats that took a new role (Saboteur 2's swap hats) in the log's last round: their
    role at the end is not the one the bots were suspecting before it."""
    starts = [index for index, event in enumerate(log) if event.get("type") == "round_start"]
    return {event.get("target") for event in log[starts[-1] if starts else 0:] if event.get("type") == "swap_hats"}


def _role_note(lang, role, swapped):
    """ " (Saboteur)" after a saboteur's name; for a seat that took a new role, which role it ended with."""
    if swapped:
        return " (" + t(lang, "role_after_new_hat", role=role_word(lang, role)) + ")"
    return " (" + role_word(lang, role) + ")" if role == "saboteur" else ""


def _suspicion_story_html(bot, story, roles, names, lang, log, swapped=frozenset()):
    """One bot's suspicion of each other seat through the round: a line, and the turn that moved it most."""
    if not story:
        return ""
    items = []
    for seat in range(len(roles)):
        entry = story.get(str(seat))
        if seat == bot or not entry or not entry.get("path"):
            continue
        path = entry["path"]
        who = seat_name(names, seat) + _role_note(lang, roles[seat], seat in swapped)
        why = t(lang, "never_moved")
        most = entry.get("most")
        event = log[most["log"]] if most and isinstance(most.get("log"), int) and 0 <= most["log"] < len(log) else None
        described = describe_event(lang, event, names) if event else None
        if described:
            why = t(lang, "moved_most", move=described.rstrip("."), before=most["before"], after=most["after"])
        items.append(f'<li><span class="who">{esc(who)}</span>{_sparkline(path, (most or {}).get("turn"))}'
                     f'<span class="ends">{esc(t(lang, "suspicion_ends", start=path[0], end=path[-1]))}</span>'
                     f'<span class="why">{esc(why)}</span></li>')
    if not items:
        return ""
    title = t(lang, "suspicion_of_bot", name=seat_name(names, bot))
    return f'<h3 class="story-title">{esc(title)}</h3><ul class="suspicion">{"".join(items)}</ul>'


def _sparkline(path, marked=None, width=96, height=22):
    """P(saboteur) in percent through the round, as a small line (0% at the foot, 100% at the
    top), with a dot where the turn that moved it most (`marked`, an index into `path`) lands."""
    if len(path) == 1:
        path = [path[0], path[0]]
    step = width / (len(path) - 1)

    def point(i):
        return round(i * step, 1), round(height - height * path[i] / 100, 1)

    points = " ".join("%s,%s" % point(i) for i in range(len(path)))
    dot = ""
    if isinstance(marked, int) and 0 < marked < len(path):
        dot = '<circle cx="%s" cy="%s" r="2.5"/>' % point(marked)
    return (f'<svg class="spark" viewBox="-3 -3 {width + 6} {height + 6}" width="{width + 6}" height="{height + 6}" aria-hidden="true">'
            f'<line x1="0" y1="{height / 2}" x2="{width}" y2="{height / 2}" class="half"/>'
            f'<polyline points="{points}"/>{dot}</svg>')


def gold_choice_html(view, names, lang="en"):
    share = view.get("gold_share") or {}
    keeper = share.get("keeper")
    parts = [f'<h3>{esc(t(lang, "gold_share"))}</h3>',
             f"<p>{esc(t(lang, 'cards_left', n=share.get('cards', 0)))}</p>"]
    if interaction.gold_phase(view) and view.get("seat") == keeper:
        parts.append(f"<p>{esc(t(lang, 'keep_gold_title', name=seat_name(names, keeper)))}</p>")
        buttons = [
            _button(t(lang, "keep_gold", value=a["value"]), target="gold:" + str(a["value"]), extra_class="gold")
            for a in interaction.legal(view)
        ]
        parts.append(f'<div class="buttons">{"".join(buttons)}</div>')
    else:
        parts.append(f"<p>{esc(t(lang, 'waiting_keeper', name=seat_name(names, keeper)))}</p>")
    return f'<div class="gold-share">{"".join(parts)}</div>'


def round_summary(lang, result, names):
    """One line per round for the game-over screen, told by the round's winners (None: nobody)."""
    winners = result.get("winners")
    if "sharing" in result:  # The Lost Mines: points shared, no winning side
        return t(lang, "round_summary_shared", round=result["round"])
    if isinstance(winners, list):  # Saboteur 2: the winning roles
        if not winners:
            return t(lang, "round_summary_nobody", round=result["round"])
        return t(lang, "round_summary_roles", round=result["round"], roles=roles_named(lang, winners))
    if winners == GREEDY:
        return t(lang, "round_summary_greedy", round=result["round"], name=seat_name(names, result["finder"]))
    if winners == "gold-digger":
        return t(lang, "round_summary_gd", round=result["round"], name=seat_name(names, result["finder"]))
    if winners == "saboteur":
        return t(lang, "round_summary_sab", round=result["round"])
    return t(lang, "round_summary_none", round=result["round"])


def gold_table_html(view, names, lang="en"):
    """Gold per seat and round (told once the game is over), and the total; the most gold
    first, the winners starred."""
    winners = view.get("winners") or []
    totals = view.get("gold_totals") or [0] * len(view.get("seats") or [])
    results = view.get("results") or []
    heads = "".join(f'<th scope="col">{esc(t(lang, "round_n", round=result["round"]))}</th>' for result in results)
    rows = []
    for seat in sorted(range(len(totals)), key=lambda seat: -totals[seat]):
        won = seat in winners
        star = ' <span class="star" aria-hidden="true">★</span>' if won else ""  # the winners line names them
        cells = "".join(f"<td>{'–' if result.get('gold') is None else result['gold'][seat]}</td>" for result in results)
        rows.append(f'<tr class="{"winner" if won else "seat"}"><th scope="row">{esc(seat_name(names, seat))}{star}</th>'
                    f'{cells}<td class="total">{totals[seat]}</td></tr>')
    caption = t(lang, "points_table" if view.get("lost_mines")
                else "nugget_table" if view.get("saboteur2") or not gold_cards_in_game(view) else "gold_table")
    # a screen narrower than a phone's scrolls the table in its box, which keys reach too
    return (f'<div class="scroll-x" tabindex="0" role="region" aria-label="{esc(caption)}">'
            f'<table class="totals"><caption>{esc(caption)}</caption>'
            f'<thead><tr><th scope="col">{esc(t(lang, "player"))}</th>{heads}<th scope="col">{esc(t(lang, "total"))}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def game_over_html(view, names, lang="en", seed=None):
    winners = view.get("winners") or []
    who = ", ".join(seat_name(names, seat) for seat in winners)
    key = "winner_is" if len(winners) == 1 else "winners_are"
    clan_won = cave_panel.won_by_a_clan(view)
    if clan_won:  # La mine se rebelle: the winning clan's line names its seats, said once
        winners_line = cave_panel.verdict(view, names, lang)
    else:
        winners_line = t(lang, key, names=who) if winners else ""
    rounds = []
    for result in [] if cave_panel.part(view) else view.get("results") or []:
        roles = ", ".join(t(lang, "name_role", name=seat_name(names, seat),
                            role=role_word(lang, role) + forest_panel.clan_after(result, seat, lang))
                          for seat, role in enumerate(result.get("roles") or []))
        paid = pay_lines(view, result["round"], names, lang)
        origin = ""
        if paid:  # results[].gold already sums every module's pay: say where the nuggets came from
            items = "".join(f"<li>{esc(line)}</li>" for line in paid)
            origin = (f'<details class="payout"><summary>{esc(t(lang, "payout_origin"))}</summary>'
                      f'<ul>{items}</ul></details>')
        rounds.append(f"<li>{esc(round_summary(lang, result, names))} <small>{esc(roles)}</small>{origin}</li>")
    if cave_panel.part(view):  # one game, no rounds: why it ended and the score by the book's formula, told here only
        result = _result_for(view, None) or {}
        body = (f'<p class="cave-reason">{esc(t(lang, "cave_end_" + str(result.get("reason"))))}</p>'
                + cave_panel.score_html(view, names, lang, with_verdict=not clan_won))
    else:
        body = (f'{gold_table_html(view, names, lang)}'
                f'<h3>{esc(t(lang, "rounds_title"))}</h3><ul class="rounds">{"".join(rounds)}</ul>')
    return (
        f'<section class="game-over" aria-labelledby="game-over-title"><h2 id="game-over-title">{esc(t(lang, "game_over"))}</h2>'
        f'<p class="winners">{esc(winners_line)}</p>{modules_in_play_html(view, lang)}'
        f'{body}'
        + (f'<p class="seed">{esc(t(lang, "seed_was", seed=seed))}</p>' if seed is not None else "")
        # watch it again, or keep it as a file (docs/ui.md "Watching a game again")
        + f'<p class="after-game">{_button(t(lang, "play_again"), cmd="new_game", extra_class="primary")}'
        f'{_button(t(lang, "watch_again"), cmd="watch_again")}{_button(t(lang, "save_record"), cmd="save_record")}</p>'
        + "</section>"
    )


def privacy_html(name, lang="en"):
    return (
        f'<section class="privacy" aria-labelledby="privacy-title"><h2 id="privacy-title">{esc(t(lang, "privacy_title", name=name))}</h2>'
        f"<p>{esc(t(lang, 'privacy_body', name=name))}</p>"
        + _button(t(lang, "privacy_ready", name=name), cmd="reveal", extra_class="primary") + "</section>"
    )


def chest_result(event):
    """Whether a treasure chests event of a person's move earns a result box: a chest opened
    (its effect), a peek's role, the card a rummage, pick of three or pickpocket gave, the three
    drawn, a map's look at a chest: what the hand alone does not say."""
    kind = event.get("type")
    if kind == "map":
        return bool(event.get("chest"))
    if kind == "chest_effect":
        return bool(event.get("role"))
    return kind == "chest_opened" or (kind in ("rummage", "pick_three", "card_taken") and bool(event.get("card"))) or (
        kind == "drew_three" and bool(event.get("cards")))


def move_result_html(events, names, lang="en", hot_seat=False):
    """What a person's own move showed them (`events`: their log entries since the move): a
    map's goal, an inspection's role; in hot-seat also the move and the card drawn, with the
    button that hands the device on. Alone at the screen, only what the hand does not show."""
    labels = card_labels(lang)
    rows = []

    def row(text, card=None):
        art = card_svg(card, False, labels, card_name(lang, card), width=60) if card else ""
        rows.append(f'<div class="result-row">{art}<p>{esc(text)}</p></div>')

    for event in walks_joined(events):  # a walk in one row
        kind = event.get("type")
        if kind == "map" and event.get("goal"):
            row(t(lang, "map_result", goal=goal_name(lang, event["at"]), card=card_name(lang, event["goal"])), event["goal"])
        elif kind == "inspect" and event.get("role"):
            row(t(lang, "inspect_result", name=seat_name(names, event.get("target")), role=role_word(lang, event["role"])))
        elif kind in ("role_swapped", "roles_dealt_again") and event.get("role"):  # a postcard's new role, told in secret
            row(describe_event(lang, event, names))
        elif forest_panel.seen_in_secret(event):  # The Lost Mines: what an information card showed
            row(describe_event(lang, event, names), event.get("mine") or event.get("goal"))
        elif chest_result(event):  # a chest opened, or what a chest or a map on a chest told this seat
            shown = event.get("chest") if kind in ("chest_opened", "map") else event.get("card")
            row(describe_event(lang, event, names) if kind != "map" else
                t(lang, "map_result", goal=where(lang, event["at"]), card=card_name(lang, event["chest"])), shown)
        elif not hot_seat:
            continue
        elif kind == "draw" and event.get("card"):
            row(t(lang, "drew_card", card=card_name(lang, event["card"])), event["card"])
        elif kind not in ("draw", "map", "inspect", "role_swapped", "roles_dealt_again"):
            said = describe_event(lang, event, names)
            if said:
                row(said)
    if not rows:
        return ""
    title = f'<h2 class="result-title">{esc(t(lang, "move_result_title"))}</h2>' if hot_seat else ""
    button = (_button(t(lang, "done_pass"), cmd="close_result", extra_class="primary") if hot_seat
              else _button(t(lang, "close"), cmd="close_result"))
    return f'<div class="map-result move-result" role="status">{title}{"".join(rows)}{button}</div>'


def default_seats(count=4, lang="en"):
    seats = [{"name": t(lang, "default_name", n=1), "kind": "human", "level": 1}]
    for n in range(1, count):
        seats.append({"name": t(lang, "bot_name", n=n), "kind": "bot", "level": 1})
    return seats


def start_html(config, lang="en", has_save=False, message=None, waiting=None, confirm_round=None):
    """The start screen: first what starts a game (Resume, Quick game, Start, Learn to play),
    then the setup that Start uses: the game, its seats (name, person or bot, a bot's level),
    the anniversary modules that fit the game (ui/module_picker.py), its options, the bot speed when there are bots, the seed under an "Advanced" fold.

    With a save, Resume comes first and is the primary button. `waiting` ("start" or "resume")
    labels the button clicked while the engine loads; `confirm_round` puts the question
    "end the saved game?" in place of the Start button."""
    seats = config.get("seats") or default_seats(4, lang)
    ruleset = config.get("ruleset") or "base"
    least, most = PLAYERS[ruleset]
    go = []  # what starts a game, above the fold on any screen: the setup comes beside or below
    if message:
        go.append(f'<p class="message" role="alert">{esc(message)}</p>')
    if has_save:
        go.append(_button(t(lang, "resuming" if waiting == "resume" else "resume"), cmd="resume",
                          extra_class="primary"))
    go.append(_button(t(lang, "starting" if waiting == "quick_game" else "quick_game"), cmd="quick_game",
                      extra_class="quick", attrs=' aria-describedby="quick-help"'))
    go.append(f'<small id="quick-help" class="quick-help">{esc(t(lang, "quick_game_help"))}</small>')
    if confirm_round is not None:
        go.append(confirm_new_html(confirm_round, lang))
    else:
        go.append(_button(t(lang, "starting" if waiting in ("start", "start_over") else "start_game"),
                          cmd="start", extra_class="" if has_save else "primary",
                          attrs=' aria-describedby="start-help"'))
        go.append(f'<small id="start-help" class="quick-help">{esc(t(lang, "start_game_help"))}</small>')
    # the lessons (docs/lessons.md section 5), beside the game in the built site
    go.append(f'<p class="learn-link"><a class="btn" href="lessons/index.html?lang={lang}">{esc(t(lang, "learn_to_play"))}</a>'
              f' <small>{esc(t(lang, "learn_to_play_more"))}</small></p>')
    parts = [f'<h2 id="setup-title">{esc(t(lang, "start_screen"))}</h2>']
    games = "".join(f'<option value="{name}"{SEL if name == ruleset else ""}>{esc(t(lang, "ruleset_" + name))}</option>'
                    for name in RULESETS)
    parts.append(f'<label class="ruleset">{esc(t(lang, "ruleset"))} '
                 f'<select id="opt-ruleset" data-field="ruleset">{games}</select></label>')
    rows = []
    for i, seat in enumerate(seats):
        n = i + 1
        human_sel = ' selected="selected"' if seat.get("kind") == "human" else ""
        bot_sel = ' selected="selected"' if seat.get("kind") != "human" else ""
        levels = "".join(
            f'<option value="{lv}"{SEL if seat.get("level", 1) == lv else ""}>{esc(t(lang, "level_" + str(lv)))}</option>'
            for lv in LEVELS
        )
        # A level means something for a bot only; a person's is hidden, not left out, so that the
        # start screen drawn at build time can show it at once when a seat becomes a bot.
        hidden = ' hidden="hidden"' if seat.get("kind") == "human" else ""
        level = (f'<label class="level"{hidden}>{esc(t(lang, "level"))} '
                 f'<select data-field="level" data-seat="{i}" aria-describedby="levels-help">{levels}</select></label>')
        remove = ""
        if len(seats) > least:
            remove = _button("✕", cmd="remove_seat", aria=t(lang, "remove_player", n=n), attrs=f' data-seat="{i}"')
        rows.append(
            f'<fieldset class="seat-row" data-seat="{i}"><legend>{esc(t(lang, "seat", n=n))}</legend>'
            f'<label>{esc(t(lang, "name"))} <input type="text" data-field="name" data-seat="{i}" maxlength="20" value="{esc(seat.get("name", ""))}" /></label> '
            f'<label>{esc(t(lang, "kind"))} <select data-field="kind" data-seat="{i}">'
            f'<option value="human"{human_sel}>{esc(t(lang, "human"))}</option>'
            f'<option value="bot"{bot_sel}>{esc(t(lang, "bot"))}</option></select></label> '
            f"{level}{remove}</fieldset>"
        )
    parts.append(f'<div class="seats">{"".join(rows)}</div>')
    bots = [seat for seat in seats if seat.get("kind") != "human"]
    # what the levels mean, where the levels are chosen (issue 14); hidden, not left out, as a level is
    parts.append(f'<small id="levels-help" class="levels-help"{"" if bots else HIDDEN}>{esc(t(lang, "levels_help"))}</small>')
    if len(seats) < most:
        parts.append(_button(t(lang, "add_player"), cmd="add_seat"))
    parts.append(module_picker.picker_html(config, lang))
    seed = config.get("seed", "")
    # the seed replays a deal: folded away unless opened or typed
    fold = ' open="open"' if seed or config.get("advanced") else ""
    parts.append(
        f'<fieldset class="options"><legend>{esc(t(lang, "options"))}</legend>'
        + options_html(config, lang)
        + (speed_select_html(config.get("speed", "normal"), lang, "opt-speed") if bots else "")
        + f'<details class="advanced"{fold}><summary data-cmd="advanced">{esc(t(lang, "advanced"))}</summary>'
        f'<label>{esc(t(lang, "seed"))} <input type="text" id="opt-seed" data-field="seed" inputmode="numeric" '
        f'value="{esc(seed)}" aria-describedby="seed-help" /></label>'
        f'<small id="seed-help">{esc(t(lang, "seed_help"))}</small></details>'
        + "</fieldset>"
    )
    return (f'<section class="start"><div class="start-go">{"".join(go)}</div>'
            f'<div class="start-setup" role="group" aria-labelledby="setup-title">{"".join(parts)}</div></section>')


def game_options(config):
    """The options to start the chosen game with: those its ruleset has (card_data.OPTIONS), as chosen."""
    choices = dict(OPTIONS[config.get("ruleset") or "base"])
    for module in module_picker.chosen(config):  # and those of the modules ticked (treasure chests: where they lie)
        choices.update(MODULES[module].get("options") or {})
    return {name: config.get(name) if config.get(name) in choices[name] else choices[name][0] for name in choices}


def all_options():
    """Every game's and module's options: name -> its choices (the default first), in the start screen's order."""
    out = {}
    for game in RULESETS:
        for name in OPTIONS[game]:
            out.setdefault(name, OPTIONS[game][name])
    for module in MODULE_ORDER:
        for name, choices in (MODULES[module].get("options") or {}).items():
            out.setdefault(name, choices)
    return out


def options_html(config, lang="en"):
    """Each game's own options, from the rulesets' data: shown while that game is chosen; hidden,
    not left out, so that the screen painted at build time can show them when the game changes."""
    ruleset = config.get("ruleset") or "base"
    out = []
    for name, choices in all_options().items():
        games = [game for game in RULESETS if name in OPTIONS[game]]
        if not games:  # a module's option: offered under the module, while it is ticked (module_picker)
            continue
        chosen = config.get(name) if config.get(name) in choices else choices[0]
        menu = "".join(f'<option value="{choice}"{SEL if choice == chosen else ""}>{esc(t(lang, name + "_" + choice))}</option>'
                       for choice in choices)
        out.append(f'<label data-for="{" ".join(games)}"{"" if ruleset in games else HIDDEN}>{esc(t(lang, name))} '
                   f'<select id="opt-{name.replace("_", "-")}" data-field="{name}">{menu}</select></label>')
    return "".join(out)


def speed_select_html(speed, lang="en", element_id="speed"):
    options = "".join(
        f'<option value="{s}"{SEL if s == speed else ""}>{esc(t(lang, "speed_" + s))}</option>' for s in SPEEDS
    )
    # a phone's header shows the short word (style.py): the menu is never a bare "Normal"
    return (f'<label><span class="label-text">{esc(t(lang, "bot_speed"))}</span>'
            f'<span class="label-short" aria-hidden="true">{esc(t(lang, "bot_speed_short"))}</span> '
            f'<select id="{element_id}" data-field="speed">{options}</select></label>')


def check_config(config, lang="en"):
    """An error message for a start-screen config, or None when it can start."""
    seats = config.get("seats") or []
    least, most = PLAYERS[config.get("ruleset") or "base"]
    if not least <= len(seats) <= most:
        return t(lang, "too_few_for", min=least, max=most)
    if not [s for s in seats if s.get("kind") == "human"]:
        return t(lang, "need_human")
    return module_picker.problem(config, lang)


def confirm_new_html(round_number, lang="en"):
    """Starting over a saved game asks first; keeping the save is the primary (safe) answer."""
    return (
        f'<div class="confirm-new" id="confirm-new" role="alertdialog" aria-labelledby="confirm-new-q">'
        f'<p id="confirm-new-q">{esc(t(lang, "confirm_new", round=round_number))}</p><div class="buttons">'
        + _button(t(lang, "confirm_new_no"), cmd="keep_save", extra_class="primary")
        + _button(t(lang, "confirm_new_yes"), cmd="start_over")
        + "</div></div>"
    )


def set_aside_html(lang="en"):
    """The way to get a save that could not be read (set aside in the worker's storage)."""
    return f'<p class="set-aside">{_button(t(lang, "save_download"), cmd="export_save")}</p>'
