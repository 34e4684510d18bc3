"""What the maze shows of a choice under way, drawn through board_svg's own targets and
preview from the view's data (no rule here):

- a goal swap: the goals already taken stay lit, the first one ringed;
- a diversion: the lit spots show the card it moves (the one at `championship.last_laid`,
  which the board frames), and once a spot is chosen that card has left its old cell;
- a recruit: once a cell is chosen, a pawn of yours stands there (the view's right-of-way pawns);
- a toll asked of this seat: its cell outlined (the board draws the waiting card from `toll`);
- a veto asked of this seat: the card played on its cell (a path card), the cell outlined;
- a chest's goal moved: once a goal is chosen, it lies one cell east (ruling 12), that cell outlined.

`board_parts(state, view)` -> (view, targets, pending, outlined cell or None) for board_svg.
"""

from ui import interaction


def _copy(view):
    out = dict(view)
    out["maze"] = list(view.get("maze") or [])
    return out


def _laid_at(view, at):
    for item in view.get("maze") or []:
        if list(item["at"]) == list(at):
            return item
    return None


def board_parts(state, view):
    targets = interaction.board_targets(state, view)
    pending = state.get("pending")
    outlined = None
    shown = view
    goals = state.get("goals") or []
    if goals:
        card = state.get("card")
        marks = [{"id": "at:%d,%d" % (at[0], at[1]), "kind": "goal", "at": at,
                  "action": {"kind": "goal_swap", "card": card, "at": at, "to": goals[-1]}} for at in goals]
        targets = marks + targets
        pending = marks[0]["action"]
    moved = (view.get("championship") or {}).get("last_laid")
    if moved is not None and interaction.card_kind(view, state.get("card")) == "diversion" and state.get("mode") is None:
        laid = _laid_at(view, moved)
        if laid is not None:
            targets = [dict(tg, action=dict(tg["action"], card=laid["card"])) if tg["action"].get("kind") == "diversion" else tg
                       for tg in targets]
            if pending is not None and pending.get("kind") == "diversion":
                pending = dict(pending, card=laid["card"])
                shown = _copy(view)
                shown["maze"] = [item for item in shown["maze"] if list(item["at"]) != list(moved)]
    if pending is not None and pending.get("kind") == "recruit":
        shown = _with_pawn(view, pending["at"])
    if pending is not None and pending.get("kind") == "move_goal":
        shown, outlined = _goal_moved(view, pending["at"])
    waiting = view.get("toll") or (view.get("veto") or {}).get("action")
    if waiting and interaction.answer_phase(view) and waiting.get("at") is not None:
        outlined = waiting["at"]
        if waiting.get("kind") == "place" and _laid_at(view, waiting["at"]) is None:
            shown = _copy(shown)
            shown["maze"].append({"at": waiting["at"], "card": waiting["card"], "turned": bool(waiting.get("turned"))})
    return shown, targets, pending, outlined


def _with_pawn(view, at):
    """The view with one of the pawns still to be recruited standing at `at`, this seat's."""
    part = view.get("right-of-way")
    if not part:
        return view
    pawns = list(part.get("pawns") or [])
    for index, pawn in enumerate(pawns):
        if pawn == "ready":
            pawns[index] = {"at": list(at), "holder": view.get("seat")}
            break
    out = dict(view)
    out["right-of-way"] = dict(part, pawns=pawns)
    return out


def _goal_moved(view, at):
    """The view with the face-down goal at `at` one cell east (ruling 12: the chest moves it
    so), and that cell to outline."""
    east = [at[0] + 1, at[1]]
    out = dict(view)
    out["goals"] = [dict(goal, at=east) if list(goal["at"]) == list(at) else goal for goal in view.get("goals") or []]
    return out, east
