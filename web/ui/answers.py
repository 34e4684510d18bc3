"""The public pause after a card played at a screen shared by several people, where another
seat may be asked in private to answer it (a veto window, anniversary ruling 3).

The pause is the same after every card, window or not: "Veto" asks which person at the
screen claims the answer and passes them the device; "Go on" lets every person asked let the
card act. The page never knows who was asked: the worker does (game_session `claim`, `go_on`).
"""

from ui.cards_svg import esc
from ui.text import seat_name, t


def _button(label, cmd, extra_class="", arg=None):
    data = f' data-cmd="{esc(cmd)}"' + ("" if arg is None else f' data-arg="{arg}"')
    return f'<button type="button" class="{("btn " + extra_class).strip()}"{data}>{esc(label)}</button>'


def answers_html(player, names, lang="en"):
    """The pause: who played, and the two public buttons."""
    return (
        '<section class="answers" aria-labelledby="answers-title">'
        f'<h2 id="answers-title">{esc(t(lang, "answers_title"))}</h2>'
        f'<p>{esc(t(lang, "answers_text", name=seat_name(names, player)))}</p>'
        f'<div class="buttons">{_button(t(lang, "answers_veto"), "claim_veto")}'
        f'{_button(t(lang, "answers_go_on"), "go_on", "primary")}</div></section>'
    )


def claimants(seats, player):
    """The people at the screen who may claim an answer: every person's seat but the player's."""
    return [seat for seat, info in enumerate(seats or []) if info.get("kind") == "human" and seat != player]


def claim_html(seats, player, names, lang="en"):
    """Which person claims the veto: a button each, and Back to the pause."""
    buttons = "".join(_button(t(lang, "claim_seat", name=seat_name(names, seat)), "claim", arg=seat)
                      for seat in claimants(seats, player))
    return (
        '<section class="answers" aria-labelledby="claim-title">'
        f'<h2 id="claim-title">{esc(t(lang, "claim_title"))}</h2>'
        f'<div class="buttons">{buttons}{_button(t(lang, "claim_back"), "claim_back")}</div></section>'
    )


def nothing_to_answer_html(lang="en"):
    """The claimant's own screen when their seat is not asked: the same way back as an answer."""
    return (
        f'<div class="controls" aria-live="polite"><p class="prompt" id="prompt">{esc(t(lang, "no_veto_now"))}</p>'
        f'<div class="buttons">{_button(t(lang, "veto_done"), "end_claim", "primary")}</div></div>'
    )
