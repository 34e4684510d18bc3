"""La mine se rebelle drawn and named from view data (issue 49, section 2 "The page"; rules/dark-cave.md,
ruling "Squares"): cards square by square with dotted lines, a tunnel card as two curves and a
tunnel square (never a crossroads), bridges, abysses, gold veins and the exit; pieces on squares
and sides; the four corner goals each named by its corner; every choice from the legal actions
(squares, sides, seats, goals, cards, the axe's answer); the end scored by the book's formula. The
hand-made view (dark_cave_view.py) uses card ids unlike the engine's: the page reads data only."""

import pytest
import saboteur
from dark_cave_view import CARDS, NAMES, dark_cave_view
from ui import board_svg, cards_svg, cave_svg, interaction, learn, panel, pieces_svg
from ui.cards_svg import esc
from ui.text import card_name, describe_action, describe_event, goal_name, t
from ui_helpers import parse

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def forget_the_table():
    """The page remembers the last view's table (cards_svg.remember_view): reset after each test."""
    yield
    cards_svg._goal_rows[:] = []
    cards_svg._layout[0] = cards_svg.BASE_LAYOUT
    cards_svg._treasures[:] = []
    cards_svg._maze[:] = []


def _groups(root, cls):
    return [g for g in root.iter(SVG + "g") if cls in (g.get("class") or "").split()]


def _draw(view=None, lang="en", targets=()):
    view = view or dark_cave_view()
    return parse(board_svg.board_svg(view, list(targets), None, lang, names=NAMES))


def _dotted(svg):
    return svg.count('stroke-dasharray="2 2.5"')


def test_each_group_draws_its_squares_parted_by_dotted_lines():
    """Ruling "Squares": group I one square a path (no dotted line), group II a square an arm
    (a dotted ray into each gap between arms), group III arms and a dotted centre square."""
    cards_svg.remember_cards(CARDS)
    assert _dotted(cave_svg.card_drawing("c1-cross")) == 0
    assert _dotted(cave_svg.card_drawing("c2-straight")) == 2  # one line across the middle, in two rays
    assert _dotted(cave_svg.card_drawing("c2-T")) == 3
    assert _dotted(cave_svg.card_drawing("c3-cross")) == 1  # the centre square's dotted edge
    # every place a point of its own, so pieces never stand on another square
    for card in ("c2-T", "c3-cross", "c3-bridge", "c1-tunnel", "c1-bridge", "c2-bridge"):
        points = [cave_svg.place_point(card, i) for i in range(len(CARDS[card]["places"]))]
        assert len(set(points)) == len(points), card


def test_a_tunnel_card_is_two_curves_and_a_tunnel_square_never_a_crossroads():
    """Issue 49: "Today the page draws a tunnel double curve as a crossroads"."""
    cards_svg.remember_cards(CARDS)
    assert [cave_svg.place_role("c1-tunnel", i) for i in range(3)] == ["through", "through", "tunnel"]
    drawing = cave_svg.card_drawing("c1-tunnel")
    assert drawing.count("<path d=\"M ") >= 3 and _dotted(drawing) == 1  # two curves, the tunnel square
    for lang in ("en", "fr"):
        name = card_name(lang, "c1-tunnel")
        assert t(lang, "card_cross") not in name and t(lang, "card_cave_tunnel_square") in name
    assert card_name("en", "c1-tunnel") == (
        "path up and left; path down and right; a tunnel square between the two paths (group I)")


def test_features_are_drawn_where_they_lie_and_named():
    """Issue 49 s.2: ladders, bridges (the wooden path over the other), tunnels, abysses, gold veins, the exit."""
    cards_svg.remember_cards(CARDS)
    assert "#0b0806" in cave_svg.card_drawing("c3-abyss")  # the abyss's dark mouth
    assert cave_svg.WOOD in cave_svg.card_drawing("c1-bridge")
    assert "#bfe8ff" in cave_svg.card_drawing("goal-exit-x")  # daylight at the exit
    assert card_name("en", "goal-exit-x") == "goal: the exit"
    assert card_name("fr", "c2-gold").startswith("chemin vers le haut, la gauche et la droite, une case par direction avec un filon")
    assert "(wooden bridge)" in card_name("en", "c3-bridge") and card_name("en", "c3-bridge").count("wooden") == 1


def test_the_start_draws_its_ladder_once():
    """rules/dark-cave.md, fixed cards: the start carries a ladder; its place has both the
    `start` and `ladder` features, drawn as one ladder, not two laid on each other."""
    cards_svg.remember_cards(CARDS)
    assert cave_svg.card_drawing("c-start").count(cards_svg._ladder()) == 1


def test_the_four_corner_goals_are_each_named_by_their_corner():
    """Issue 49 s.2: "the four corner goals each named by its corner ... never 'top goal' twice"."""
    view = dark_cave_view()
    root = _draw(view)
    for lang in ("en", "fr"):
        names = {goal_name(lang, at) for at in ([-4, -4], [4, -4], [-4, 4], [4, 4])}
        assert len(names) == 4
    assert goal_name("en", [4, -4]) == "the north-east goal" and goal_name("fr", [-4, 4]) == "l'arrivée sud-ouest"
    labels = [g.get("aria-label") for g in _groups(root, "goal")]
    assert len(labels) == 3 and all("goal" in label for label in labels)
    area = _groups(root, "play-area")
    assert len(area) == 1 and area[0].get("aria-hidden") == "true"


def test_pieces_stand_on_their_squares_and_say_who_and_where():
    """Issue 49 s.2: dwarves in clan colours and creatures on their squares; webs on sides with
    their count (2/1) and mark; the nugget waiting on its vein."""
    view = dark_cave_view()
    root = _draw(view)
    dwarves = _groups(root, "dwarf")
    assert len(dwarves) == 4  # the fifth left the mine: no piece
    ana, bo = [g for g in dwarves if g.get("aria-label").startswith(("Ana", "Bo'"))]
    assert ana.get("transform") != bo.get("transform")  # one card, two squares
    creature = _groups(root, "creature")[0]
    assert creature.get("aria-label") == "Bo's rat, 1 card left of the start"
    webs = _groups(root, "web")
    assert [w.get("aria-label") for w in webs if "piece" in (w.get("class") or "")] == [
        "Di's web (2 left, mark circle), south side of the start card",
        "Ed's web (1 left, mark triangle), east side of 1 card right of the start"]
    assert len(_groups(root, "nugget")) == 1


def test_moves_go_by_lit_squares_sent_at_once_and_an_axe_on_a_web_is_confirmed():
    """Issue 49 s.2: moving a dwarf along lit squares (move_to carries cell + place), a Stop button;
    cut_web chosen then confirmed."""
    legal = [{"kind": "move_to", "at": [1, 0], "value": 0}, {"kind": "move_to", "at": [2, 0], "value": 2},
             {"kind": "stop"}, {"kind": "cut_web", "at": [1, 0], "tool": "E"}]
    view = dark_cave_view(legal=legal, phase="move", moving="dwarf", steps_left=2)
    state = interaction.new_state()
    assert interaction.move_phase(view)
    targets = interaction.board_targets(state, view)
    assert sorted(tg["id"] for tg in targets) == ["side:1,0,E", "sq:1,0,0", "sq:2,0,2"]
    assert interaction.at_once(legal[0]) and not interaction.at_once(legal[3])
    assert interaction.prompt(state, view) == "choose_step"
    chosen = interaction.choose(state, view, "side:1,0,E")
    assert interaction.confirm(chosen, view)[1] == legal[3]
    root = _draw(view, targets=targets)
    squares = [g for g in _groups(root, "square")]
    assert len(squares) == 2 and all("move" in g.get("class") for g in squares)
    assert squares[0].get("aria-label") == "Step to the north square, 1 card right of the start"
    assert describe_action("fr", legal[1], NAMES) == "Un pas vers la case du tunnel, 2 cartes à droite du départ"
    assert _groups(root, "moving")  # the dwarf on the move is ringed
    words = panel._prompt_words(view, NAMES, "en")
    assert t("en", interaction.prompt(state, view), **words) == "Move your dwarf: tap a lit step (2 left), or Stop."


def test_a_creature_moves_by_its_own_prompt_and_the_axe_answers_by_buttons():
    """Issue 49 s.2: "Moving ... a creature"; "the attack and the axe's answer (repel) ... as choices"."""
    view = dark_cave_view(legal=[{"kind": "move_to", "at": [-1, 0], "value": 0}, {"kind": "stop"}], phase="creature",
                          moving="rat", steps_left=3)
    state = interaction.new_state()
    words = panel._prompt_words(view, NAMES, "en")
    assert t("en", interaction.prompt(state, view), **words) == "Move the rat: tap a lit square (3 left), or Stop."
    assert pieces_svg.moving_seat(view) is None  # the dwarf is not the one moving
    repel = [{"kind": "repel", "value": 1}, {"kind": "repel", "value": 0}]
    attack = {"creature": "goblin", "at": [1, 0], "place": 4, "victims": [0, 1], "asked": 0}
    view = dark_cave_view(legal=repel, phase="repel", attack=attack)
    buttons = interaction.button_targets(state, view)
    assert [b["id"] for b in buttons] == ["repel:1", "repel:0"]
    words = panel._prompt_words(view, NAMES, "fr")
    assert t("fr", interaction.prompt(state, view), **words) == (
        "Le gobelin attaque Ana et Bo : défausser une hache posée devant vous pour le chasser ?")
    chosen = interaction.choose(state, view, "repel:1")
    assert interaction.confirm(chosen, view)[1] == repel[0]


def test_every_action_card_goes_through_choose_preview_confirm():
    """Issue 49 s.2: a goal or clan card to look at, a card to cave in, a seat to exchange with, a
    side for a web, a seat for boots or an axe (yourself too), an abyss square for a creature."""
    legal = [{"kind": "look_goal", "card": "a-info", "at": [-4, 4]},
             {"kind": "look_clan", "card": "a-info", "target": 2},
             {"kind": "cave_in", "card": "a-cave", "at": [2, 0]},
             {"kind": "exchange", "card": "a-swap", "target": 3},
             {"kind": "lay_web", "card": "a-web", "at": [1, 0], "tool": "S"},
             {"kind": "equip", "card": "a-axe", "target": 0},
             {"kind": "equip", "card": "a-axe", "target": 1},
             {"kind": "summon", "card": "a-rat", "at": [-1, 0], "value": 3}]
    view = dark_cave_view(legal=legal)
    view["hand"] = ["a-info", "a-cave", "a-swap", "a-web", "a-axe", "a-rat"]
    expected = {"a-info": ({"at:-4,4": "goal"}, {"seat:2": "player"}),
                "a-cave": ({"at:2,0": "maze_card"},), "a-swap": ({"seat:3": "player"},),
                "a-web": ({"side:1,0,S": "side"},), "a-axe": ({"seat:0": "player", "seat:1": "player"},),
                "a-rat": ({"sq:-1,0,3": "square"},)}
    for index, card in enumerate(view["hand"]):
        state = interaction.select_card(interaction.new_state(), view, index)
        found = {tg["id"]: tg["kind"] for tg in interaction.targets(state, view)}
        want = {}
        for part in expected[card]:
            want.update(part)
        assert found == want, card
        first = sorted(found)[0]
        chosen = interaction.choose(state, view, first)
        assert chosen["pending"] is not None and interaction.confirm(chosen, view)[1] == chosen["pending"]
        assert interaction.prompt(state, view) != "no_spot"
    cards_svg.remember_view(view)
    assert describe_action("en", legal[5], NAMES) == "Lay the axe in front of you"
    assert describe_action("fr", legal[6], NAMES) == "Poser la carte hache devant Bo"
    assert describe_action("en", legal[7], NAMES) == "Bring the rat onto the centre square, 1 card left of the start"
    root = _draw(view, targets=[interaction.target_of(legal[7])])
    assert len(_groups(root, "square")) == 1


def test_the_players_list_tells_nuggets_and_who_left_the_mine():
    """Issue 49 s.2: nuggets on each seat's dwarf card; dwarves that left shown as out; cards in front."""
    view = dark_cave_view()
    html = panel.players_html(view, NAMES, "en", interaction.new_state())
    root = parse("<div>" + html + "</div>")
    rows = {li.get("data-seat"): "".join(li.itertext()) for li in root.iter("li") if li.get("data-seat")}
    assert "3 nuggets" in rows["0"] and "4 nuggets" in rows["3"]
    assert "left the mine" in rows["4"] and "saboteur, for the yellow clan" in rows["4"]
    assert "bitten" in rows["3"]
    assert html.count('class="out-badge"') == 1
    assert "axe" in rows["0"]  # the card lying in front, named


def test_the_end_is_scored_by_the_books_formula_with_every_role():
    """Rules ruling 15 and the book's worked example: yellow 4 x 3 = 12 beats blue 5 x 2 = 10."""
    view = dark_cave_view(phase="over")
    view["results"] = [{"round": 1, "reason": "clan_out", "nuggets": {"yellow": 4, "blue": 5},
                        "multiplier": {"yellow": 3, "blue": 2}, "treasure": {"yellow": 12, "blue": 10},
                        "winner": "yellow", "tie_break": False,
                        "roles": ["loyal", "loyal", "saboteur", "loyal", "saboteur"],
                        "works_for": ["blue", "yellow", "yellow", "yellow", "yellow"], "exits": [4]}]
    view["winners"] = [1, 2, 3, 4]
    for lang, line, verdict in (("en", "Yellow clan: 4 nuggets carried out × 3 dwarves of the other clan = 12",
                                 "The yellow clan wins: Bo, Cy, Di and Ed."),
                                ("fr", "Clan jaune : 4 pépites sorties × 3 nains de l'autre clan = 12",
                                 "Le clan jaune gagne : Bo, Cy, Di et Ed.")):
        html = panel.game_over_html(view, NAMES, lang)
        root = parse("<div>" + html + "</div>")
        scores = ["".join(li.itertext()) for ul in root.iter("ul") if ul.get("class") == "cave-score" for li in ul]
        assert scores[0] == line and len(scores) == 2
        # the winning clan's line alone names the winners, once (no "Winners: ..." before it)
        assert [p.text for p in root.iter("p") if p.get("class") == "winners"] == [verdict]
        assert html.replace("&#39;", "'").count(verdict) == 1 and t(lang, "winners_are", names="")[:6] not in html
        roles = [li for ul in root.iter("ul") if ul.get("class") == "cave-roles" for li in ul]
        assert len(roles) == 5
        end = panel.round_end_html(view, NAMES, lang, 1)
        assert esc(t(lang, "cave_end_clan_out")) in end and "show_final" in end
        assert esc(verdict) in end  # the end's own screen says it too, before the game-over screen


def test_a_tie_won_by_the_first_dwarf_out_names_why_and_the_winners_once():
    """Rules ruling 15 (a tie goes to the clan of the first dwarf out); the game-over screen's
    clan line names the winners, with no "Winners:" line repeating them (issue 49's page)."""
    view = dark_cave_view(phase="over")
    view["results"] = [{"round": 1, "reason": "cards", "nuggets": {"yellow": 2, "blue": 3},
                        "multiplier": {"yellow": 3, "blue": 2}, "treasure": {"yellow": 6, "blue": 6},
                        "winner": "blue", "tie_break": True,
                        "roles": ["loyal", "loyal", "saboteur", "loyal", "saboteur"],
                        "works_for": ["blue", "yellow", "yellow", "yellow", "blue"], "exits": [0, 1]}]
    view["winners"] = [0, 4]
    for lang, verdict in (("en", "The blue clan wins the tie, as the first dwarf out worked for it: Ana and Ed."),
                          ("fr", "Le clan bleu gagne l'égalité, car le premier nain sorti le servait : Ana et Ed.")):
        root = parse("<div>" + panel.game_over_html(view, NAMES, lang) + "</div>")
        assert [p.text for p in root.iter("p") if p.get("class") in ("winners", "cave-verdict")] == [verdict]


def test_the_engines_own_game_is_named_and_drawn_from_its_data():
    """The page reads the engine's views: every card of a dealt game has a name and a drawing, every
    legal action and log line has words (no key left unfilled)."""
    game = saboteur.new_game("dark-cave", players=5, seed=2)
    for _ in range(40):
        view = game.view(game.to_move)
        board_svg.board_svg(view, [], None, "fr", names=NAMES + ["Flo"])
        for action in view["legal_actions"]:
            words = describe_action("fr", action, NAMES)
            assert "{" not in words and words != action["kind"], action
        game.apply(view["legal_actions"][-1])
    for card in view["cards"]:
        for lang in ("en", "fr"):
            assert "{" not in card_name(lang, card) and not learn.card_help(lang, card).startswith("help_")
    for event in view["log"]:
        line = describe_event("en", event, NAMES)
        assert line is None or ("{" not in line and "ev_" not in line), event


def test_arrow_keys_move_between_lit_squares_of_different_cards():
    """Issue 49 s.2: "keyboard as in the other games": arrows go from a lit square to the nearest lit
    one that way, as from a lit spot."""
    ids = ["sq:1,0,0", "sq:2,0,2", "at:0,1"]
    assert interaction.nearest_target(ids, "sq:1,0,0", "ArrowRight") == "sq:2,0,2"
    assert interaction.nearest_target(ids, "sq:2,0,2", "ArrowLeft") == "sq:1,0,0"
    assert interaction.nearest_target(ids, "sq:1,0,0", "ArrowDown") == "at:0,1"


def test_what_a_secret_look_showed_stays_in_the_move_result():
    """Issue 49 s.2 (a goal or a clan card to look at): the goal or the clan card seen, told to the
    looker only, is shown in the move's result box, as a map's goal is."""
    cards_svg.remember_view(dark_cave_view())
    goal = {"type": "looked", "seat": 0, "card": "a-info", "at": [4, 4], "goal": "goal-exit-x"}
    clan = {"type": "looked", "seat": 0, "card": "a-info", "target": 4, "role": "saboteur", "clan": "blue"}
    html = panel.move_result_html([goal, clan], NAMES, "en")
    assert "You look at the south-east goal: the exit." in html
    assert "You look at the clan card of Ed: saboteur of the blue clan, working for the yellow clan." in html
    assert panel.move_result_html([dict(goal, goal=None)], NAMES, "en").count("result-row") == 0


def test_the_creature_on_the_move_is_ringed_for_its_player_only():
    """Issue 49 s.2: "Moving ... a creature by tapping (and dragging, as LM)": the drag starts on the
    piece on the move, so the creature being moved is that piece, in its player's view only."""
    view = dark_cave_view(seat=1, legal=[{"kind": "stop"}], phase="creature", moving="rat", steps_left=3)
    view["to_move"] = 1
    moving = [g for g in _groups(_draw(view), "moving")]
    assert len(moving) == 1 and "rat" in moving[0].get("class")
    view = dark_cave_view(seat=0, phase="creature", moving="rat", steps_left=3)
    view["to_move"] = 1
    assert _groups(_draw(view), "moving") == []


def test_the_table_as_it_ended_is_rebuilt_with_goals_turned_and_cards_caved_in():
    """Watch again (docs/ui.md): a game's end rebuilt from its log keeps the goals dwarves turned
    and loses the cards a cave-in removed (La mine se rebelle's own events)."""
    log = [{"type": "round_start", "round": 1, "first": 0},
           {"type": "place", "seat": 0, "card": "c1-cross", "at": [1, 0], "turned": False},
           {"type": "place", "seat": 1, "card": "c2-T", "at": [2, 0], "turned": True},
           {"type": "cave_in", "seat": 2, "card": "a-cave", "at": [2, 0], "removed": "c2-T"},
           {"type": "goal_turned", "seat": 0, "at": [4, -4], "card": "goal-exit-x"},
           {"type": "game_over", "reason": "cards"}]
    rebuilt = board_svg.round_view(log, 1, {}, None, dark_cave_view()["layout"])
    assert [(item["at"], item["card"]) for item in rebuilt["maze"]] == [
        ([0, 0], "c-start"), ([1, 0], "c1-cross"), ([4, -4], "goal-exit-x")]


def test_a_goal_seen_says_what_it_holds_and_roles_watched_again_have_words():
    """A goal looked at shows its face under a band naming it ("Seen: Exit", never "Stone"); the
    replay's roles (the engine's clan-card names) read as words."""
    view = dark_cave_view()
    view["goals"][0] = {"at": [-4, -4], "face_up": False, "seen_by_you": True, "card": "goal-exit-x"}
    CARDS["goal-exit-x"]["effect"] = "exit"
    try:
        for lang, band in (("en", "Seen: Exit"), ("fr", "Vu : Sortie")):
            svg = board_svg.board_svg(view, [], None, lang, names=NAMES)
            assert band in svg and "Stone" not in svg and "Pierre" not in svg
    finally:
        del CARDS["goal-exit-x"]["effect"]
    from ui.text import role_word
    assert role_word("en", "yellow-saboteur") == "saboteur of the yellow clan, working for the blue clan"
    assert role_word("fr", "saboteur") == "saboteur"


def test_a_wide_screen_zooms_to_lit_squares_smaller_than_a_card_only():
    """Issue 49 s.2 (touch targets >= 44 px; a desktop as a phone): while a move's steps to squares
    smaller than a card are lit, the maze's room makes them as large as on a phone; whole-card
    targets, a creature's abysses and every other game's spots leave the wide screen's fit as it was."""
    view = dark_cave_view()
    small = [interaction.target_of({"kind": "move_to", "at": [1, 0], "value": 0})]  # a square of a group III card
    whole = [interaction.target_of({"kind": "move_to", "at": [0, 0], "value": 0})]  # the start: one square
    room = (640, 575)
    full = board_svg.fit_viewbox(view, whole)
    assert board_svg.fit_viewbox(view, whole, room=room) == full
    box = board_svg.fit_viewbox(view, small, room=room)
    assert box != full and room[0] / box[2] * pieces_svg.SQUARE_TARGET >= 44  # a square 44 px and more
    abyss = [interaction.target_of({"kind": "summon", "card": "a-rat", "at": [1, 0], "value": 4})]
    assert board_svg.fit_viewbox(view, abyss, room=room) == board_svg.fit_viewbox(view, abyss)  # abysses: all in sight


def test_the_role_dealt_is_explained_as_this_games_aim_not_the_lost_mines():
    """Book 000 'But du jeu' and rules/dark-cave.md ruling 15: the banner at the game's start
    tells a loyal dwarf to carry its nuggets out by the exit (the score: gold carried out times
    the other clan's dwarves), not The Lost Mines' "build paths toward the mines"."""
    from test_app import check_html, make_app, run

    app = make_app()
    run(app.boot())
    app.config["ruleset"] = "dark-cave"
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}] + [
        {"name": "Bot " + str(i), "kind": "bot", "level": 1} for i in range(1, 5)]
    app.config["seed"] = "3"
    run(app.command("start"))
    role = app.view["role"]
    html = check_html(app).replace("&#39;", "'")
    assert 'class="role-banner role-' + role in html
    assert t("en", "escape_help_" + role) in html and t("en", "identity_help_" + role) not in html
    for lang in ("en", "fr"):
        words = learn.role_banner_html("loyal", lang, "blue", escape=True)
        assert esc(t(lang, "escape_help_loyal")) in words


def test_the_end_vote_is_offered_beside_the_turn_not_as_its_main_act():
    """Book 000 'Fin de la partie' (book 003 alike): ending by agreement is a rare choice beside
    the turn; its button is outlined ("quiet") so a new player takes a card as the turn's act."""
    import re

    for ruleset in ("dark-cave", "lost-mines"):
        game = saboteur.new_game(ruleset, players=4, seed=1)
        view = game.view(game.to_move)
        propose = next(a for a in view["legal_actions"] if a["kind"] == "propose_end")
        html = panel.controls_html(view, interaction.new_state(), "en", NAMES)
        buttons = re.findall(r'<button type="button" class="([^"]*)"[^>]*>([^<]*)</button>', html)
        label = esc(describe_action("en", propose, NAMES))
        assert [classes.split() for classes, text in buttons if text == label] == [["btn", "target", "choice", "quiet"]], ruleset
        assert not [text for classes, text in buttons if "quiet" in classes.split() and text != label]


def _play_to_the_end(app, seed):
    """The person's turns by a random legal action (bots play themselves) to the game's end."""
    import random

    from test_app import run

    rng = random.Random(seed)
    for _ in range(3000):
        if app.screen == "game-over" or (app.game or {}).get("phase") == "over":
            return
        if app.bots_to_move():
            run(app.run_bots())
            continue
        run(app.act(rng.choice(app.view["legal_actions"])))
    raise AssertionError("the game did not end")


def test_the_end_is_told_once_on_one_screen_with_the_table_as_it_ended():
    """Issue 49 s.2 (polish, weak point 2): one game has no round to close: its end goes straight to
    the game over, which tells why it ended, the score by the book's formula once, the table as it
    ended and what comes next (play again, watch again, save); never a round-end screen first."""
    from test_app import check_html, make_app, run

    app = make_app()
    run(app.boot())
    app.config["ruleset"] = "dark-cave"
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}, {"name": "Bot 1", "kind": "bot", "level": 1}]
    app.config["seed"] = "5"
    app.speed = "instant"
    run(app.command("start"))
    _play_to_the_end(app, 5)
    assert app.screen == "game-over"
    html = check_html(app)
    reason = app.view["results"][-1]["reason"]
    assert esc(t("en", "cave_end_" + str(reason))) in html
    assert html.count('class="cave-score"') == 1 and html.count(esc(t("en", "cave_over_title"))) == 1
    assert html.count(" class=\"maze\" viewBox") == 1  # the table as it ended
    assert 'data-cmd="watch_again"' in html and 'data-cmd="show_final"' not in html


def test_every_log_line_of_real_games_is_words_with_creatures_named_as_french_says_them():
    """Issue 49 s.2 "Log: every event in words" (polish, weak point 3): games played to the end by
    the engine, every seat's log read in both languages: no line is an event's type ("clan_revealed")
    or an engine id ("yellow-loyal"), a goal already named is not called "goal" again ("the
    north-west goal: goal: the exit"), and French gives each creature its own gender ("la guivre",
    "le rat"), never "la créature (rat)"."""
    import random
    import re

    from ui.cards_svg import remember_view

    seen = set()
    for players, seed in ((3, 0), (6, 1), (8, 2)):
        game = saboteur.new_game("dark-cave", players=players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        names = ["P" + str(seat) for seat in range(players)]
        for seat in range(players):
            view = game.view(seat)
            remember_view(view)
            for event in view["log"]:
                seen.add(event["type"])
                for lang in ("en", "fr"):
                    line = describe_event(lang, event, names)
                    if line is None:
                        continue
                    assert line != event["type"] and not re.search(r"\b[a-z]+_[a-z_]+\b|[a-z]+-(loyal|saboteur)", line), line
                    assert "goal: goal:" not in line and ": arrivée :" not in line, line
                    assert "créature (" not in line, line
    assert {"clan_revealed", "summoned", "attack"} <= seen
    for kind, the in (("lindworm", "La guivre"), ("rat", "Le rat"), ("goblin", "Le gobelin")):
        line = describe_event("fr", {"type": "attack", "creature": kind, "victims": [1]}, NAMES)
        assert line.startswith(the + " attaque "), line


def test_the_play_area_takes_a_wide_screens_height_so_cards_are_at_least_44_px():
    """Issue 49 s.2 (polish, weak point 1; touch targets at least 44 px): the play area's portrait
    square of cards is taller than wide, so on a wide screen the maze takes the window's height (its
    camera in a column beside it: style.py `.maze-wrap.tall`) and a thin margin inside the area's edge:
    at 1280 x 800 (the maze 1280 - 300 - 290 - 3 gaps - the camera's 52 px wide, 800 - 104 px tall) a
    card is 44 px wide and more, at every table size."""
    from test_app import check_html, make_app, run

    for players in (2, 5, 8):
        view = saboteur.new_game("dark-cave", players=players, seed=3).view(0)
        assert board_svg.is_tall(view)
        x, y, w, h = board_svg.fit_viewbox(view)
        assert min((1280 - 16 - 300 - 290 - 24 - 52) / w, (800 - 104) / h) * cards_svg.CARD_W >= 44, players
    app = make_app()
    run(app.boot())
    app.config["ruleset"] = "dark-cave"
    app.config["seats"] = [{"name": "Ana", "kind": "human", "level": 1}, {"name": "Bot 1", "kind": "bot", "level": 1}]
    run(app.command("start"))
    assert '<section class="maze-wrap tall"' in check_html(app)
    assert not board_svg.is_tall(saboteur.new_game("base", players=4, seed=3).view(0))  # a row of cards stays as it was


def test_a_walk_and_a_creatures_run_read_as_one_line_ending_on_the_last_square():
    """Issue 49 s.2 "Log" (polish: a lindworm's four steps were four lines): a dwarf's steps in a row,
    and a creature's, are one line with their count, naming the square the last step reached (not the
    first's); one step keeps its own words."""
    cards_svg.remember_view(dark_cave_view())
    log = [{"type": "moved", "seat": 0, "from": [0, 0], "from_place": 0, "to": [1, 0], "place": 0},
           {"type": "moved", "seat": 0, "from": [1, 0], "from_place": 0, "to": [1, 0], "place": 4},
           {"type": "creature_moved", "seat": 1, "creature": "lindworm", "from": [1, 0], "from_place": 4, "to": [0, 0], "place": 0},
           {"type": "creature_moved", "seat": 1, "creature": "lindworm", "from": [0, 0], "from_place": 0, "to": [-1, 0], "place": 0},
           {"type": "moved", "seat": 1, "from": [0, 0], "from_place": 0, "to": [-1, 0], "place": 0}]
    from ui.text import describe_log, square_at
    for lang in ("en", "fr"):
        lines = describe_log(lang, log, NAMES)
        assert lines == [t(lang, "ev_walked_square", name="Ana", n=2, where=square_at(lang, [1, 0], 4)),
                         describe_event(lang, {"type": "creature_moved", "creature": "lindworm", "to": [-1, 0], "place": 0, "steps": 2}),
                         t(lang, "ev_moved_square", name="Bo", where=square_at(lang, [-1, 0], 0))]
    assert describe_log("fr", log, NAMES)[1].startswith("La guivre fait 2 pas jusqu")


def test_the_end_vote_says_the_game_ends_and_names_who_said_yes():
    """Book 000 'Fin de la partie' (polish: the end vote): the buttons end the game, not "the round",
    and the question says who said yes so far in words ("nobody yet", never "-")."""
    import re

    game = saboteur.new_game("dark-cave", players=3, seed=1)
    game.apply(next(a for a in game.view(game.to_move)["legal_actions"] if a["kind"] == "propose_end"))
    view = game.view(game.to_move)
    cards_svg.remember_view(view)
    for lang in ("en", "fr"):
        html = panel.controls_html(view, interaction.new_state(), lang, NAMES).replace("&#39;", "'")
        words = [w.strip() for w in re.sub(r"<[^>]+>", "|", html).split("|") if w.strip()]
        assert t(lang, "act_vote_1_exit") in words and t(lang, "act_vote_1") not in words
        assert t(lang, "vote_nobody_yet") in html and ": -." not in html


def test_a_phone_with_nothing_lit_shows_the_cards_in_play_not_the_whole_empty_area():
    """Issue 49 s.2 (polish: the table at 360 px): the area's nine rows of portrait cards on a phone's
    maze (344 x 384 CSS px, style.py's 60vh) drew cards 26 px wide; between the person's own choices
    the maze shows the cards and pieces in play, 44 px and more, the corners reached by panning; lit
    spots keep their own window, and a wide screen still shows the whole area."""
    game = saboteur.new_game("dark-cave", players=5, seed=3)
    view = game.view(game.to_move)
    cards_svg.remember_view(view)
    phone = (344, 320)  # page._maze_px at 360 x 640
    x, y, w, h = board_svg.fit_viewbox(view, [], screen=phone)
    assert min(344 / w, 384 / h) * cards_svg.CARD_W >= 44
    assert x <= 0 <= x + w - cards_svg.CARD_W and y <= 0 <= y + h - cards_svg.CARD_H  # the start in sight
    assert board_svg.fit_viewbox(view, []) != [x, y, w, h]  # the wide screen: the whole area
    state = interaction.select_card(interaction.new_state(), view, next(
        i for i, card in enumerate(view["hand"]) if [a for a in view["legal_actions"] if a.get("card") == card and a.get("at")]))
    targets = interaction.board_targets(state, view)
    assert board_svg.fit_viewbox(view, targets, screen=phone) != [x, y, w, h]  # lit spots: their own window


def test_a_hand_of_five_keeps_one_row_on_a_desktop_and_six_wrap_at_full_size():
    """Session 35's leftover: at 1280x800 La mine se rebelle's 5-card hand wrapped onto two lines
    (the desktop's hand column holds four 70 px cards). A hand of up to five marks its count for
    style.py to narrow its cards into one row on a desktop; six and more (base) wrap as before."""
    from ui import style

    view = dark_cave_view()
    view["hand"] = view["hand"] + ["c1-cross"]  # five, as dealt in La mine se rebelle
    hand = parse(panel.hand_html(view, interaction.new_state(), "en")).find(".//div[@class='hand-cards one-row']")
    assert hand is not None and hand.get("style") == "--cards: 5" and len(hand.findall("button")) == 5
    view["hand"] = view["hand"] + ["a-rat"]
    assert 'class="hand-cards"' in panel.hand_html(view, interaction.new_state(), "en")
    # narrowed on a desktop only: a phone's rule already fits six a row
    assert "@media (min-width: 801px) {\n  .hand-cards.one-row .card-btn { width: calc((100% - (var(--cards) - 1) * 6px)" in style.CSS
