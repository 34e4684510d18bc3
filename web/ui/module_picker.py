"""The start screen's anniversary modules (issue 47, section 3): a checkbox each, for the
modules the engine has built that fit the chosen game, with its name and one line; a
module that clashes with one ticked, or that the table's player count does not allow,
says why. All from the engine's data baked by build.py (`card_data.MODULES`, `CLASHES`):
no module or game is named here, so a module appears once the engine registers it.
Runs on CPython and MicroPython.
"""

from ui.card_data import CLASHES, MODULE_ORDER, MODULES
from ui.cards_svg import esc
from ui.text import STRINGS, t

CHECKED = ' checked="checked"'
DISABLED = ' disabled="disabled"'
HIDDEN = ' hidden="hidden"'
SELECTED = ' selected="selected"'


def offered(ruleset):
    """The built modules that fit `ruleset`, in the combination table's order."""
    return [name for name in MODULE_ORDER if MODULES[name]["built"] and ruleset in MODULES[name]["games"]]


def chosen(config):
    """The modules ticked that fit the chosen game: what Start sends with `new_game`."""
    ticked = config.get("modules") or []
    return [name for name in offered(config.get("ruleset") or "base") if name in ticked]


def module_name(lang, name):
    return t(lang, "module_" + name)


def clashing(name, ticked):
    """The first of `ticked` that `name` does not combine with, or None."""
    for other in ticked:
        if other != name and sorted([name, other]) in CLASHES:
            return other
    return None


def players_outside(name, players):
    """(fewest, most) when `name` does not allow `players`, else None."""
    limits = MODULES[name]["players"]
    if limits and not limits[0] <= players <= limits[1]:
        return limits
    return None


def clash_reason(lang, first, second):
    """Why two modules do not combine, in a few words; "" when nothing is written for the pair."""
    key = "clash_" + "+".join(sorted([first, second]))
    return t(lang, key) if key in STRINGS["en"] else ""


def problem(config, lang="en"):
    """Why the modules ticked cannot start (a clash, a player count), or None."""
    ticked = chosen(config)
    players = len(config.get("seats") or [])
    for name in ticked:
        limits = players_outside(name, players)
        if limits:
            return t(lang, "module_players_start", name=module_name(lang, name), min=limits[0], max=limits[1])
        other = clashing(name, ticked)
        if other:
            return t(lang, "module_clash_start", first=module_name(lang, name), second=module_name(lang, other))
    return None


def _why(lang, name, ticked, players):
    """(why the box is not free, whether to disable it): a clash with a ticked module, or a
    player count it does not allow. A ticked box is never disabled, so that it can be unticked."""
    other = None if name in ticked else clashing(name, ticked)
    if other:
        reason = clash_reason(lang, name, other)
        words = (t(lang, "module_not_with", name=module_name(lang, other), why=reason) if reason
                 else t(lang, "module_not_with_plain", name=module_name(lang, other)))
        return words, True
    limits = players_outside(name, players)
    if limits:
        return t(lang, "module_players", min=limits[0], max=limits[1], n=players), name not in ticked
    return "", False


def picker_html(config, lang="en"):
    """The modules' fieldset: every built module is drawn, those of other games hidden (not left
    out, so that the screen painted at build time shows them when the game changes, as the
    options do); the fieldset itself is hidden for a game that has none."""
    ruleset = config.get("ruleset") or "base"
    ticked = chosen(config)
    players = len(config.get("seats") or [])
    built = [name for name in MODULE_ORDER if MODULES[name]["built"]]
    if not built:
        return ""
    games = []
    for name in built:
        games += [game for game in MODULES[name]["games"] if game not in games]
    rows = []
    for name in built:
        fits = ruleset in MODULES[name]["games"]
        why, disabled = _why(lang, name, ticked, players) if fits else ("", False)
        line_id, why_id = f"module-{name}-line", f"module-{name}-why"
        described = line_id + (" " + why_id if why else "")
        rows.append(
            f'<div class="module" data-for="{" ".join(MODULES[name]["games"])}"{"" if fits else HIDDEN}>'
            f'<label><input type="checkbox" id="module-{name}" data-field="modules" value="{name}" '
            f'aria-describedby="{described}"'
            f'{CHECKED if name in ticked else ""}{DISABLED if disabled else ""} /> {esc(module_name(lang, name))}</label>'
            f'<small id="{line_id}">{esc(t(lang, "module_line_" + name))}</small>'
            + (f'<small id="{why_id}" class="module-why">{esc(why)}</small>' if why else "")
            + (_options_html(name, config, lang) if name in ticked and fits else "")
            + "</div>")
    return (f'<fieldset class="modules" data-for="{" ".join(games)}"{"" if ruleset in games else HIDDEN}>'
            f'<legend>{esc(t(lang, "modules"))}</legend><small class="modules-help">{esc(t(lang, "modules_help"))}</small>'
            + "".join(rows) + "</fieldset>")


def _options_html(module, config, lang):
    """The options a ticked module brings (card_data.MODULES[...]["options"], the default first)."""
    out = []
    for name, choices in (MODULES[module].get("options") or {}).items():
        chosen_one = config.get(name) if config.get(name) in choices else choices[0]
        menu = "".join(f'<option value="{choice}"{SELECTED if choice == chosen_one else ""}>'
                       f'{esc(t(lang, name + "_" + choice))}</option>' for choice in choices)
        out.append(f'<label class="module-option">{esc(t(lang, name))} '
                   f'<select id="opt-{name.replace("_", "-")}" data-field="{name}">{menu}</select></label>')
    return "".join(out)


def take(value):
    """The modules ticked, from the page's field value (names separated by spaces), keeping
    only modules the engine has built."""
    names = str(value or "").split()
    return [name for name in MODULE_ORDER if MODULES[name]["built"] and name in names]


def in_play_names(view, lang="en"):
    """The modules a view says are in play (`view["modules"]`), named; "" for none."""
    names = [module_name(lang, name) for name in (view or {}).get("modules") or []]
    return ", ".join(names)
