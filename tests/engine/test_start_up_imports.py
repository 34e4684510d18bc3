"""Issue 46, "Must hold": a cold visit's engine ready at most 0.7x a stock Pyodide boot. What
`import saboteur` runs is on that path in the page's worker, so it registers base Saboteur
only; every other game and module is registered later, the first time a game names it
(docs/site.md, "What the worker and the pages import at start")."""

import json
import os
import subprocess
import sys

CORE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "core")


def run_fresh(code):
    """`code` in a new interpreter (the modules one test imports would hide another's), its JSON answer."""
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": CORE},
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


LOADED = "json.dumps(sorted(name for name in sys.modules if name.startswith('saboteur')))"


def test_importing_the_engine_loads_base_saboteur_only():
    loaded = run_fresh(f"import json, sys, saboteur; print({LOADED})")
    assert "saboteur.games.base" in loaded
    later = [name for name in loaded if name.startswith(("saboteur.games.saboteur2", "saboteur.games.anniversary."))]
    assert later == ["saboteur.games.anniversary.combinations"]  # the names and clashes, no module's code
    assert "saboteur.bots" not in loaded
    assert "importlib.resources" not in run_fresh("import json, sys, saboteur; print(json.dumps(list(sys.modules)))")


def test_a_game_named_later_is_registered_when_a_game_names_it():
    loaded = run_fresh("import json, sys, saboteur\n"
                       "saboteur.new_game('saboteur2', players=4, seed=1)\n"
                       f"print({LOADED})")
    assert "saboteur.games.saboteur2" in loaded
    assert not [name for name in loaded if name.startswith("saboteur.games.anniversary.") and "combinations" not in name]
    loaded = run_fresh("import json, sys, saboteur\n"
                       "saboteur.new_game('base', players=5, seed=1, modules=['treasure-chests'])\n"
                       f"print({LOADED})")
    assert "saboteur.games.anniversary.treasure_chests" in loaded


def test_the_registry_read_from_outside_lists_every_game_and_module():
    names = run_fresh("import json, saboteur\nfrom saboteur.ruleset import MODULES, OPTIONAL\n"
                      "print(json.dumps([list(MODULES), list(OPTIONAL)]))")
    assert names[0] == ["base", "saboteur2", "lost-mines", "dark-cave"]
    assert "treasure-chests" in names[1] and "sabotaged-dwarf" in names[1]


def test_a_module_not_built_is_refused_by_name_as_before():
    from saboteur import ConfigError, new_game

    try:
        new_game("base", players=4, seed=1, modules=["no-such-module"])
    except ConfigError as error:
        assert "no-such-module" in str(error)
    else:
        raise AssertionError("an unknown module was accepted")
