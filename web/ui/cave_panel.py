"""La mine se rebelle's words on the panel (issue 49, section 2), drawn from the view's data: a
seat's nuggets, whether its dwarf left the mine or was bitten, whom it works for once revealed;
the prompt's steps, creature and victims; the game's end scored by the book's formula. panel.py
calls these where the view carries the game's fields (a seat's `out`, the view's `dark_cave`)."""

from ui.cards_svg import esc
from ui.forest_panel import identity_with_article
from ui.text import clan_name, creature_words, joined, role_word, seat_name, t


def part(view):
    """The game's own part of the view (steps left, the creature moving, the attack, the vote)."""
    return (view or {}).get("dark_cave") or {}


def is_cave_seat(info):
    """True for a seat whose dwarf may leave the mine (its `out` flag) and carries nuggets."""
    return "out" in (info or {}) and "nuggets" in (info or {})


def seat_stats(info, lang):
    """ "3 nuggets · left the mine · loyal dwarf, for the blue clan" (what the view tells of the seat)."""
    bits = [t(lang, "nuggets_n", n=info.get("nuggets", 0))]
    if info.get("out"):
        bits.append(t(lang, "seat_out"))
    if info.get("paralysed"):
        bits.append(t(lang, "seat_paralysed"))
    if info.get("role") and info.get("works_for"):
        bits.append(t(lang, "seat_works_for", role=role_word(lang, info["role"]), clan=clan_name(lang, info["works_for"])))
    return " · ".join(bits)


def out_badge_html(info, lang):
    """A dwarf that left the mine stands in front of its player: an exit mark beside the row's badge."""
    if not info.get("out"):
        return ""
    name = t(lang, "seat_out")
    return (f'<svg class="out-badge" viewBox="-10 -12 20 22" width="18" height="20" role="img" aria-label="{esc(name)}">'
            f'<title>{esc(name)}</title>'
            '<path d="M -8 9 L -8 -3 A 8 8 0 0 1 8 -3 L 8 9 Z" fill="#bfe8ff" stroke="#1d1410" stroke-width="1.3"/>'
            '<path d="M -4 3 L 4 3 M 1 0 L 4 3 L 1 6" fill="none" stroke="#1f6f3a" stroke-width="2"/></svg>')


def identity_line(view, lang):
    """ "You are a loyal dwarf, working for the blue clan" (the seat's own role; None for a view without one)."""
    role = (view or {}).get("role")
    seat = (view or {}).get("seat")
    seats = (view or {}).get("seats") or []
    works_for = seats[seat].get("works_for") if isinstance(seat, int) and 0 <= seat < len(seats) else None
    if not role or not works_for:
        return None
    return t(lang, "you_work_for", role=identity_with_article(lang, role), clan=clan_name(lang, works_for))


def prompt_words(view, names, lang):
    """The names a prompt may hold: the creature moving or attacking, its victims, the steps left."""
    game = part(view)
    attack = game.get("attack") or {}
    creature = attack.get("creature") or game.get("moving")
    words = {}
    if game.get("steps_left") is not None:
        words["steps"] = game["steps_left"]
    if creature:
        words.update(creature_words(lang, creature))
    if attack:
        words["victims"] = joined(lang, [seat_name(names, seat) for seat in attack.get("victims") or []])
    vote = game.get("vote") or {}
    if vote:
        words["proposer"] = seat_name(names, vote.get("by"))
        words["yes"] = joined(lang, [seat_name(names, seat) for seat in vote.get("yes") or []]) or t(lang, "vote_nobody_yet")
    return words


def _per_clan(result, key):
    value = result.get(key)
    return value if isinstance(value, dict) else {}


def verdict(view, names, lang):
    """ "The blue clan wins: Ana and Bo." (the clan, why on a tie, and the seats that won with it),
    or the draw; None before the game's end."""
    results = (view or {}).get("results") or []
    if not results:
        return None
    result = results[-1]
    winner = result.get("winner")
    if winner is None:
        return t(lang, "cave_draw")
    return t(lang, "cave_winner_tie" if result.get("tie_break") else "cave_winner", clan=clan_name(lang, winner),
             names=joined(lang, [seat_name(names, seat) for seat in view.get("winners") or []]))


def won_by_a_clan(view):
    """True once a clan has won: its verdict line names the winners, so it is said alone."""
    results = (view or {}).get("results") or []
    return bool(results) and results[-1].get("winner") is not None


def score_html(view, names, lang, with_verdict=True):
    """The game's end: each clan's gold carried out times the other clan's dwarves, the winner and
    why (unless the screen says it above), who worked for whom, the order the dwarves left (the
    view's `results`)."""
    results = (view or {}).get("results") or []
    if not results:
        return ""
    result = results[-1]
    treasure = _per_clan(result, "treasure")
    nuggets = _per_clan(result, "nuggets")
    multiplier = _per_clan(result, "multiplier")
    lines = []
    for clan in sorted(treasure, key=lambda c: -treasure[c]):
        lines.append(t(lang, "cave_score_line", clan=_capital(clan_name(lang, clan)),
                       nuggets=t(lang, "cave_nuggets_out", n=nuggets.get(clan, 0)),
                       dwarves=t(lang, "cave_dwarves_other", n=multiplier.get(clan, 0)), score=treasure[clan]))
    parts = [f'<h3>{esc(t(lang, "cave_over_title"))}</h3>']
    if with_verdict:
        parts.append(f'<p class="cave-verdict">{esc(verdict(view, names, lang))}</p>')
    parts += ['<ul class="cave-score">' + "".join(f"<li>{esc(line)}</li>" for line in lines) + "</ul>",
              f'<p class="sharing-why">{esc(t(lang, "cave_score_why"))}</p>']
    parts.append(_roles_html(view, result, names, lang))
    exits = part(view).get("exits") or result.get("exits") or []
    if exits:
        parts.append(f'<p>{esc(t(lang, "cave_exits", names=joined(lang, [seat_name(names, s) for s in exits])))}</p>')
    return "".join(parts)


def _roles_html(view, result, names, lang):
    """Every seat's role and clan once the game is over, with its nuggets and whether it got out."""
    roles = result.get("roles") or []
    works = result.get("works_for") or []
    rows = []
    for info in (view or {}).get("seats") or []:
        seat = info["seat"]
        role = roles[seat] if seat < len(roles) else info.get("role")
        clan = works[seat] if seat < len(works) else info.get("works_for")
        if isinstance(role, dict):  # {"role", "works_for"}
            role, clan = role.get("role"), role.get("works_for") or clan
        rows.append(t(lang, "cave_seat_line", name=seat_name(names, seat), role=role_word(lang, role),
                      clan=clan_name(lang, clan), nuggets=t(lang, "nuggets_n", n=info.get("nuggets", 0)),
                      out=t(lang, "cave_out" if info.get("out") else "cave_in_mine")))
    return (f'<h3>{esc(t(lang, "cave_roles_title"))}</h3><ul class="cave-roles">'
            + "".join(f"<li>{esc(row)}</li>" for row in rows) + "</ul>")


def _capital(words):
    return words[:1].upper() + words[1:]

