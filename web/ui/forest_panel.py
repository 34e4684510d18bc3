"""The Lost Mines' words and marks on the panel (issue 48, section 2), drawn from the view's data:
a seat's clan badge (its dwarf in the clan's colour, with the seat's number, as on the board),
points and treasures; the seat's own identity; the dwarf's steps left; the round's sharing, pool
by pool, with who found what and why the remainder went where. panel.py calls these where the
view carries the game's fields (a seat's `vp`, a result's `sharing`)."""

from ui.cards_svg import esc
from ui.table_svg import clan_colour
from ui.text import STRINGS, clan_name, joined, seat_name, t


def seen_in_secret(event):
    """True for a look (an information card) whose result the engine told this seat: a mine's
    card, a treasure's value, a dwarf card's identity (The Lost Mines' `looked` event); a goal, a
    clan card's front and back (La mine se rebelle's)."""
    return event.get("type") == "looked" and bool(event.get("mine") or event.get("treasure") or event.get("identity")
                                                  or event.get("goal") or (event.get("role") and event.get("clan")))


def is_forest_seat(info):
    """True for a seat of a game scored in victory points with clans (The Lost Mines)."""
    return "vp" in (info or {})


def clan_badge_html(info, lang):
    """A small dwarf in the seat's clan colour with its seat number: the same mark as its figure on the board."""
    clan = info.get("clan")
    if not clan:
        return ""
    seat = info.get("seat", 0)
    name = clan_name(lang, clan)
    return (f'<svg class="clan-badge" viewBox="-9 -30 18 31" width="14" height="24" role="img" aria-label="{esc(name)}">'
            f'<title>{esc(name)}</title>'
            f'<path d="M -8 0 L -6 -14 Q 0 -17 6 -14 L 8 0 Z" fill="{clan_colour(clan)}" stroke="#1d1410"/>'
            f'<circle cx="0" cy="-18" r="4.5" fill="#f1c9a0" stroke="#1d1410"/>'
            f'<path d="M -5 -20 L 0 -29 L 5 -20 Z" fill="{clan_colour(clan)}" stroke="#1d1410"/>'
            f'<text x="0" y="-4" font-size="8" font-weight="bold" text-anchor="middle" font-family="sans-serif" '
            f'fill="#1d1410">{seat + 1}</text></svg>')


def seat_stats(info, lang, view=None):
    """ "5 points · 1 treasure" (+ "troll card in front", "the dragon")."""
    bits = [t(lang, "points", n=info.get("vp", 0)), t(lang, "treasures_held", n=info.get("treasures", 0))]
    if info.get("troll_card"):
        bits.append(t(lang, "troll_in_front"))
    if ((view or {}).get("lost_mines") or {}).get("dragon") == info.get("seat"):
        bits.append(t(lang, "has_dragon"))
    return " · ".join(bits)


def identity_line(view, lang):
    """ "You are a loyal dwarf of the blue clan" (the seat's own identity only; None for others)."""
    role, clan = view.get("role"), view.get("clan")
    if not role or not clan:
        return None
    return t(lang, "you_are_identity", role=identity_with_article(lang, role), clan=clan_name(lang, clan))


def identity_with_article(lang, role):
    """An identity as "You are ..." says it: English puts "a" in the sentence; French says "un nain
    loyal" but "saboteur" bare, as base's "Vous êtes saboteur"."""
    key = "you_are_a_" + str(role)
    table = STRINGS.get(lang) or STRINGS["en"]
    return table[key] if key in table else t(lang, "identity_" + str(role))


def steps_words(view, names=None):
    """The prompt's words: the steps left while a dwarf moves, who proposed the vote and who said yes."""
    part = view.get("lost_mines") or {}
    vote = part.get("vote") or {}
    return {"steps": part.get("steps_left") if part.get("steps_left") is not None else 0,
            "proposer": seat_name(names, vote.get("by")),
            "yes": ", ".join(seat_name(names, seat) for seat in vote.get("yes") or []) or "-"}


def _treasure_words(lang, item, names):
    """ "gems 4 (found by Ana)" """
    words = t(lang, "treasure_" + str(item.get("type"))) + " " + str(item.get("value"))
    finder = item.get("finder")
    if finder is not None:
        words += " (" + t(lang, "found_by", name=seat_name(names, finder)) + ")"
    return words


def pool_line(lang, pool, names):
    """One pool of the round's sharing in words: who, what was found, the split, the remainder and why."""
    members = joined(lang, [seat_name(names, seat) for seat in pool.get("members") or []])
    if pool.get("clan"):
        head = t(lang, "pool_clan", clan=clan_name(lang, pool["clan"]), members=members)
    else:
        head = t(lang, "pool_selfish", name=members)
    treasures = pool.get("treasures") or []
    if not treasures:
        return head + " " + t(lang, "pool_nothing")
    line = head + " " + t(lang, "pool_found", treasures=joined(lang, [_treasure_words(lang, x, names) for x in treasures]),
                          total=pool.get("total", 0))
    if len(pool.get("members") or []) > 1:
        line += " " + t(lang, "pool_each", n=pool.get("each", 0))
    left = pool.get("total", 0) - pool.get("each", 0) * len(pool.get("members") or [])
    if left:
        takers = pool.get("remainder_to") or []
        if takers:
            line += " " + t(lang, "pool_remainder", n=left, names=joined(lang, [seat_name(names, s) for s in takers]))
            given = pool.get("remainder_each", 0) * len(takers)
            if given < left:
                line += " " + t(lang, "pool_lost", n=left - given)
        else:
            line += " " + t(lang, "pool_lost", n=left)
    return line


def sharing_html(result, names, lang):
    """The round's end for The Lost Mines: why it ended, each pool, the dragon."""
    parts = [f'<p>{esc(t(lang, "round_ended_" + str(result.get("reason")), round=result.get("round")))}</p>',
             f'<h3>{esc(t(lang, "sharing_title"))}</h3>',
             '<ul class="sharing">']
    parts += [f"<li>{esc(pool_line(lang, pool, names))}</li>" for pool in result.get("sharing") or []]
    parts.append("</ul>")
    parts.append(f'<p class="sharing-why">{esc(t(lang, "sharing_why"))}</p>')
    if result.get("dragon") is not None:
        parts.append(f'<p>{esc(t(lang, "dragon_paid", name=seat_name(names, result["dragon"])))}</p>')
    return "".join(parts)


def result_cell(result, seat, lang):
    """A seat's line in the round's roles table: its clan, and the points it won this round."""
    clans = result.get("clans") or []
    won = (result.get("vp") or [])[seat] if seat < len(result.get("vp") or []) else 0
    clan = clan_name(lang, clans[seat]) if seat < len(clans) else ""
    return clan + " · " + t(lang, "points", n=won)
