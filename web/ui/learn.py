"""Learning in the page: the How to play screen (one entry per game, chosen by the ruleset),
what each card does (tooltips), and the banner that explains a role when it is dealt.

The How to play text is written per game and per language here; the short card sentences
and the banner live in ui/text.py, keyed by card family, so every game shares them.
Runs on CPython and MicroPython (no re, no typing).
"""

from ui.cards_svg import card_data, card_effect, card_features, card_kind, card_places, card_svg, card_tools, esc, goal_svg, mine_type
from ui import cave_svg, forest_panel
from ui.card_data import MODULE_ORDER, MODULES
from ui.cards_svg import cave_effect, is_dead_end, table_layout
from ui.text import card_labels, card_name, clan_name, effect_key, t, tool_word, tools_or, your_role

GOAL_BACK = "goal-back"  # a face-down goal in a page's card list (not a card id of the engine)
CHEST_BACK = "chest-back"  # likewise a face-down black card with its treasure chest

# A page: (section id, heading, blocks). A block: ("p", text), ("ul", [texts]),
# ("h", subheading) or ("cards", [card ids]); cards are drawn with the game's own art.
BASE_EN = (
    ("goal", "What you play for", (
        ("p", "Everyone is a dwarf digging a maze of tunnels, from the ladder of the start card toward "
              "three goal cards lying face down. One goal hides the gold; the other two are only stone. "
              "But some dwarves are saboteurs, and they want the digging to fail."),
        ("cards", ("start", GOAL_BACK, "goal-gold", "goal-stone-NE")),
        ("p", "A game has three rounds. Whoever holds the most gold at the end wins; a tie shares the win."),
    )),
    ("roles", "Roles", (
        ("p", "At the start of each round everyone gets a new role, in secret:"),
        ("ul", ("Gold-diggers win the round when a path joins the start to the gold.",
                "Saboteurs win the round when the gold is not reached.")),
        ("p", "There is always one role card more than there are players, so nobody knows how many "
              "saboteurs are at the table: none or one with 3 or 4 players, up to four with 10. "
              "Everyone's role is shown when the round ends."),
    )),
    ("turn", "A turn", (
        ("p", "Players take turns clockwise. On your turn, do one of these:"),
        ("ul", ("lay a path card in the maze;",
                "play an action card: a broken tool or a repair in front of a player, a rockfall or a map;",
                "pass: throw one card away, face down.")),
        ("p", "Then draw a card, as long as the draw pile lasts. Hands start with 6 cards (3 to 5 players), "
              "5 cards (6 or 7 players) or 4 cards (8 to 10 players)."),
    )),
    ("cards", "The cards", (
        ("h", "Path cards"),
        ("p", "A path card goes next to a card already in the maze. Each of its sides must fit the card "
              "beside it, path against path and rock against rock, and the new card must be joined to the "
              "start by an unbroken path. You may turn it upside down before laying it."),
        ("cards", ("tunnel-NESW", "tunnel-NE", "tunnel-EW")),
        ("h", "Dead ends"),
        ("p", "They fit like other path cards, but the path stops at the rock in the middle: "
              "a quiet way to block the road."),
        ("cards", ("dead-NE", "dead-N")),
        ("h", "Broken tools and repairs"),
        ("p", "A broken tool is put in front of another player. While anything is broken in front of you, "
              "you cannot lay path cards; you may still play action cards or pass. Nobody holds the same "
              "broken tool twice."),
        ("p", "A repair removes a broken tool of its kind, in front of anyone, you included. "
              "A repair showing two tools mends one of the two."),
        ("cards", ("break-pick", "break-lantern", "break-cart", "repair-pick", "repair-lantern-cart")),
        ("h", "Rockfall"),
        ("p", "Take one path card out of the maze: to cut a path, or to clear a dead end away. "
              "The start and the goals always stay."),
        ("cards", ("rockfall",)),
        ("h", "Map"),
        ("p", "Look at one face-down goal. Only you learn what it is: tell the others, or do not."),
        ("cards", ("map",)),
    )),
    ("round-end", "End of a round", (
        ("p", "When a path reaches a goal card, the goal is turned face up. Stone: the round goes on, "
              "and the path may continue from it. Gold: the round is over, and the gold-diggers win."),
        ("p", "The round also ends when nobody has a card left: then the saboteurs win, if there are any. "
              "Every role is shown, then the gold is shared."),
    )),
    ("gold", "The gold", (
        ("ul", ("When the gold-diggers win, gold cards worth 1, 2 or 3 nuggets are drawn: one for each "
                "gold-digger, or one for each player, nine at most, if the start screen's option says so.",
                "Whoever reached the gold looks at them, keeps one, and hands the rest to the next "
                "gold-digger counterclockwise, who keeps one, and so on round the table until none are left. "
                "If a saboteur laid the last card, the first gold-digger counterclockwise from them begins.",
                "When the saboteurs win, each of them is paid: 4 nuggets for a lone saboteur, 3 each for "
                "two or three, 2 each for four.",
                "The losing side gets nothing. With no saboteur and no gold reached, nobody is paid.")),
    )),
    ("here", "Playing on this page", (
        ("ul", ("Choose a card in your hand, then a lit spot on the maze or a player; check the preview, "
                "then confirm.",
                "The r key or the Turn button turns a path card; Escape cancels; keys 1 to 9 pick a card.",
                "To see what a card does, point at it, reach it with the Tab key, or press and hold it.",
                "With several people at one screen, pass the device when asked: each hand stays private.")),
    )),
)

BASE_FR = (
    ("goal", "Le but du jeu", (
        ("p", "Chacun est un nain qui creuse un labyrinthe de galeries, depuis l'échelle de la carte départ "
              "vers trois cartes arrivée posées face cachée. Une arrivée cache l'or ; les deux autres ne "
              "sont que de la pierre. Mais certains nains sont des saboteurs, qui veulent faire échouer "
              "les fouilles."),
        ("cards", ("start", GOAL_BACK, "goal-gold", "goal-stone-NE")),
        ("p", "Une partie compte trois manches. Celui qui a le plus d'or à la fin gagne ; "
              "en cas d'égalité, la victoire est partagée."),
    )),
    ("roles", "Les rôles", (
        ("p", "Au début de chaque manche, chacun reçoit un nouveau rôle, en secret :"),
        ("ul", ("Les chercheurs d'or gagnent la manche quand un chemin relie le départ à l'or.",
                "Les saboteurs gagnent la manche quand l'or n'est pas atteint.")),
        ("p", "Il y a toujours une carte rôle de plus que de joueurs : personne ne sait combien de "
              "saboteurs sont autour de la table, aucun ou un seul à 3 ou 4 joueurs, jusqu'à quatre à 10. "
              "Les rôles de tous sont montrés à la fin de la manche."),
    )),
    ("turn", "Un tour de jeu", (
        ("p", "On joue chacun son tour, dans le sens des aiguilles d'une montre. À votre tour, faites "
              "l'une de ces choses :"),
        ("ul", ("poser une carte chemin dans le labyrinthe ;",
                "jouer une carte action : un outil cassé ou une réparation devant un joueur, "
                "un éboulement ou un plan ;",
                "passer : jeter une carte, face cachée.")),
        ("p", "Puis piochez une carte, tant que la pioche dure. On commence avec 6 cartes (3 à 5 joueurs), "
              "5 cartes (6 ou 7 joueurs) ou 4 cartes (8 à 10 joueurs)."),
    )),
    ("cards", "Les cartes", (
        ("h", "Cartes chemin"),
        ("p", "Une carte chemin se pose à côté d'une carte déjà dans le labyrinthe. Chacun de ses côtés "
              "doit s'accorder avec la carte voisine, chemin contre chemin et roche contre roche, et la "
              "nouvelle carte doit être reliée au départ par un chemin sans coupure. Vous pouvez la "
              "retourner tête-bêche avant de la poser."),
        ("cards", ("tunnel-NESW", "tunnel-NE", "tunnel-EW")),
        ("h", "Culs-de-sac"),
        ("p", "Ils se posent comme les autres cartes chemin, mais le chemin bute sur la roche au milieu : "
              "une façon discrète de barrer la route."),
        ("cards", ("dead-NE", "dead-N")),
        ("h", "Outils cassés et réparations"),
        ("p", "Un outil cassé se pose devant un autre joueur. Tant qu'un outil est cassé devant vous, vous "
              "ne pouvez pas poser de carte chemin ; vous pouvez encore jouer une carte action ou passer. "
              "Personne n'a deux fois le même outil cassé."),
        ("p", "Une réparation enlève un outil cassé du même genre, devant n'importe qui, vous compris. "
              "Une réparation qui montre deux outils en répare un des deux."),
        ("cards", ("break-pick", "break-lantern", "break-cart", "repair-pick", "repair-lantern-cart")),
        ("h", "Éboulement"),
        ("p", "Retirez une carte chemin du labyrinthe : pour couper un chemin, ou pour ôter un cul-de-sac. "
              "Le départ et les arrivées restent toujours."),
        ("cards", ("rockfall",)),
        ("h", "Plan"),
        ("p", "Regardez une arrivée face cachée. Vous seul savez ce qu'elle cache : dites-le aux autres, "
              "ou non."),
        ("cards", ("map",)),
    )),
    ("round-end", "Fin d'une manche", (
        ("p", "Quand un chemin atteint une carte arrivée, on la retourne. Pierre : la manche continue et le "
              "chemin peut repartir de cette carte. Or : la manche est finie et les chercheurs d'or gagnent."),
        ("p", "La manche finit aussi quand plus personne n'a de carte : les saboteurs gagnent alors, s'il y "
              "en a. Tous les rôles sont montrés, puis l'or est partagé."),
    )),
    ("gold", "L'or", (
        ("ul", ("Quand les chercheurs d'or gagnent, on tire des cartes Or de 1, 2 ou 3 pépites : une par "
                "chercheur d'or, ou une par joueur, neuf au plus, si l'option de l'écran de départ le dit.",
                "Celui qui a atteint l'or les regarde, en garde une et passe les autres au chercheur d'or "
                "suivant dans le sens inverse des aiguilles d'une montre, qui en garde une, et ainsi de suite "
                "autour de la table jusqu'à la dernière. Si un saboteur a posé la dernière carte, c'est le "
                "premier chercheur d'or après lui dans ce sens qui commence.",
                "Quand les saboteurs gagnent, chacun est payé : 4 pépites pour un saboteur seul, 3 chacun "
                "s'ils sont deux ou trois, 2 chacun s'ils sont quatre.",
                "Le camp perdant ne reçoit rien. Sans saboteur et sans or atteint, personne n'est payé.")),
    )),
    ("here", "Jouer sur cette page", (
        ("ul", ("Choisissez une carte de votre main, puis un emplacement en surbrillance ou un joueur ; "
                "vérifiez l'aperçu, puis confirmez.",
                "La touche r ou le bouton Tourner retourne une carte chemin ; Échap annule ; les touches 1 à 9 "
                "choisissent une carte.",
                "Pour savoir ce que fait une carte, pointez-la, atteignez-la avec la touche Tab, ou "
                "appuyez longuement dessus.",
                "À plusieurs devant un même écran, passez l'appareil quand on vous le demande : "
                "chaque main reste secrète.")),
    )),
)

# Saboteur 2 (book 002, "Extension (2 à 12 joueurs)"; rulings in rules/saboteur2.md), told in our words.
SAB2_EN = (
    ("goal", "What you play for", (
        ("p", "The same maze, from the start card toward three face-down goals, one of them gold; but now "
              "from 2 to 12 players, two teams of gold-diggers, doors only one team may pass, and players "
              "who play for themselves. Gold is paid in nuggets."),
        ("cards", ("start", GOAL_BACK, "goal-gold", "goal-stone-NE")),
        ("p", "A game has three rounds. Whoever holds the most nuggets at the end wins. Your nuggets stay "
              "secret until then: the others only see whether you have any."),
    )),
    ("roles", "Roles", (
        ("p", "Fifteen role cards are shuffled each round and one is dealt to each player; the rest lie "
              "aside, face down:"),
        ("ul", ("Blue gold-diggers (4) and green gold-diggers (4): their team wins when a path it may use "
                "reaches the gold. A door of the other colour bars a team's way.",
                "The boss (1) wins with either team of gold-diggers, and passes every door.",
                "The profiteer (1) wins with the gold-diggers and with the saboteurs alike, and passes every door.",
                "Geologists (2) care for crystals, not gold: they are paid for the crystals in the maze.",
                "Saboteurs (3) win when the gold is not reached.")),
        ("p", "A swap hats card can change a role during the round: the role held at the end is the one that counts."),
    )),
    ("turn", "A turn", (
        ("p", "Ten cards are set aside unseen, and everyone gets 6 cards. On your turn, do one of these, "
              "then draw back up while the draw pile lasts:"),
        ("ul", ("lay a path card in the maze;",
                "play an action card;",
                "discard two cards to take away one card lying in front of you (a broken tool, a trap, "
                "even your own theft);",
                "pass: throw 1 to 3 cards away face down, and draw as many.")),
    )),
    ("cards", "The cards", (
        ("h", "Paths, dead ends and the base cards"),
        ("p", "Every path and action card of Saboteur is in play, with the same rules."),
        ("cards", ("tunnel-NESW", "dead-NE", "break-pick", "repair-pick", "rockfall", "map")),
        ("h", "Doors"),
        ("p", "A door is a path like another when it is laid, but a team cannot go through a door of "
              "the other colour to reach the gold."),
        ("cards", ("door-blue-NS", "door-green-EW")),
        ("h", "Ladders"),
        ("p", "Every ladder is joined to the start and to every other ladder. A ladder must touch a card "
              "of the maze, but never a goal."),
        ("cards", ("ladder-NE", "ladder-W")),
        ("h", "Bridges, double curves and mixed cards"),
        ("p", "Two paths on one card that do not meet. When you lay one, at least one of its paths must "
              "be joined to the start."),
        ("cards", ("bridge", "double-curve-NW-SE", "mixed-NS-E")),
        ("h", "Crystals"),
        ("p", "A path with a crystal on it: each crystal in the maze at the end of the round pays the geologists."),
        ("cards", ("crystal-NEW", "crystal-N")),
        ("h", "New action cards"),
        ("ul", ("Theft: lay it in front of yourself; after the payout you take a nugget from a player.",
                "Hands off: takes a theft away from in front of a player.",
                "Trapped: a trapped player may not lay path cards and is paid nothing; free at last takes the trap away.",
                "Inspection: look at a player's role. Swap hats: a player takes a new role from the ones aside. "
                "Swap hands: trade your hand with another player's.")),
        ("cards", ("theft", "hands-off", "trapped", "free-at-last", "inspection", "swap-hats", "swap-hands")),
    )),
    ("round-end", "End of a round", (
        ("p", "The round ends when the gold is reached, or when nobody has a card left. If the gold is "
              "reached, the team of the player who reached it wins if it may use that path; otherwise "
              "the team that may wins. With neither team able to, the boss and the profiteer may win alone."),
        ("p", "If the gold is not reached, the saboteurs win, and the profiteer with them. Every role is "
              "then shown."),
    )),
    ("gold", "The nuggets", (
        ("ul", ("Geologists are paid first: one nugget for each crystal in the maze, shared between two "
                "geologists (rounded down).",
                "The other winners are paid by how many they are: one alone gets 5, two get 4 each, three "
                "get 3, four get 2, five or more get 1. The boss gets one less, the profiteer two less.",
                "A trapped player wins nothing and does not count.",
                "Then each theft lets its holder take a nugget from another player, the last theft laid first.")),
    )),
    ("here", "Playing on this page", (
        ("ul", ("Choose a card in your hand, then a lit spot on the maze or a player; check the preview, "
                "then confirm.",
                "To pass, choose a card and then Pass; tap up to two more cards to throw away with it. With "
                "two cards chosen, the card in front of you that they would take away is offered too.",
                "To see what a card does, point at it, reach it with the Tab key, or press and hold it.",
                "With several people at one screen, pass the device when asked: each hand stays private.")),
    )),
)

SAB2_FR = (
    ("goal", "Le but du jeu", (
        ("p", "Le même labyrinthe, de la carte départ vers trois arrivées face cachée dont une cache l'or ; "
              "mais de 2 à 12 joueurs, avec deux équipes de chercheurs d'or, des portes qu'une seule équipe "
              "peut franchir et des joueurs qui jouent pour eux-mêmes. L'or se paie en pépites."),
        ("cards", ("start", GOAL_BACK, "goal-gold", "goal-stone-NE")),
        ("p", "Une partie compte trois manches. Celui qui a le plus de pépites à la fin gagne. Vos pépites "
              "restent secrètes jusque-là : les autres voient seulement si vous en avez."),
    )),
    ("roles", "Les rôles", (
        ("p", "Quinze cartes rôle sont mélangées à chaque manche, une par joueur ; les autres restent de "
              "côté, face cachée :"),
        ("ul", ("Chercheurs d'or bleus (4) et verts (4) : leur équipe gagne quand un chemin qu'elle peut "
                "emprunter atteint l'or. Une porte de l'autre couleur lui barre la route.",
                "Le patron (1) gagne avec l'une ou l'autre équipe de chercheurs d'or et passe toutes les portes.",
                "Le profiteur (1) gagne avec les chercheurs d'or comme avec les saboteurs, et passe toutes les portes.",
                "Les géologues (2) s'intéressent aux cristaux, pas à l'or : ils sont payés pour les cristaux du labyrinthe.",
                "Les saboteurs (3) gagnent quand l'or n'est pas atteint.")),
        ("p", "Une carte échange de chapeaux peut changer un rôle en cours de manche : c'est le rôle tenu à la fin qui compte."),
    )),
    ("turn", "Un tour de jeu", (
        ("p", "Dix cartes sont mises de côté sans être vues, et chacun reçoit 6 cartes. À votre tour, faites "
              "l'une de ces choses, puis complétez votre main tant que la pioche dure :"),
        ("ul", ("poser une carte chemin dans le labyrinthe ;",
                "jouer une carte action ;",
                "défausser deux cartes pour retirer une carte posée devant vous (un outil cassé, un piège, "
                "même votre propre vol) ;",
                "passer : jeter 1 à 3 cartes face cachée et en piocher autant.")),
    )),
    ("cards", "Les cartes", (
        ("h", "Chemins, culs-de-sac et cartes de base"),
        ("p", "Toutes les cartes chemin et action de Saboteur sont en jeu, avec les mêmes règles."),
        ("cards", ("tunnel-NESW", "dead-NE", "break-pick", "repair-pick", "rockfall", "map")),
        ("h", "Portes"),
        ("p", "Une porte se pose comme un chemin ordinaire, mais une équipe ne peut pas franchir une porte "
              "de l'autre couleur pour atteindre l'or."),
        ("cards", ("door-blue-NS", "door-green-EW")),
        ("h", "Échelles"),
        ("p", "Chaque échelle est reliée au départ et à toutes les autres échelles. Une échelle doit toucher "
              "une carte du labyrinthe, mais jamais une arrivée."),
        ("cards", ("ladder-NE", "ladder-W")),
        ("h", "Ponts, doubles courbes et cartes mixtes"),
        ("p", "Deux chemins sur une même carte, qui ne se rejoignent pas. Quand vous la posez, au moins un "
              "des deux doit être relié au départ."),
        ("cards", ("bridge", "double-curve-NW-SE", "mixed-NS-E")),
        ("h", "Cristaux"),
        ("p", "Un chemin orné d'un cristal : chaque cristal du labyrinthe en fin de manche paie les géologues."),
        ("cards", ("crystal-NEW", "crystal-N")),
        ("h", "Nouvelles cartes action"),
        ("ul", ("Vol : posez-le devant vous ; après la paie, vous prenez une pépite à un joueur.",
                "Bas les pattes : retire un vol posé devant un joueur.",
                "Piégé : un joueur piégé ne peut plus poser de chemin et n'est pas payé ; enfin libre retire le piège.",
                "Inspection : regardez le rôle d'un joueur. Échange de chapeaux : un joueur prend un nouveau "
                "rôle parmi ceux de côté. Échange de mains : échangez votre main avec celle d'un autre joueur.")),
        ("cards", ("theft", "hands-off", "trapped", "free-at-last", "inspection", "swap-hats", "swap-hands")),
    )),
    ("round-end", "Fin d'une manche", (
        ("p", "La manche finit quand l'or est atteint, ou quand plus personne n'a de carte. Si l'or est "
              "atteint, l'équipe du joueur qui l'a atteint gagne si elle peut emprunter ce chemin ; sinon, "
              "c'est l'équipe qui le peut. Si aucune ne le peut, le patron et le profiteur peuvent gagner seuls."),
        ("p", "Si l'or n'est pas atteint, les saboteurs gagnent, et le profiteur avec eux. Tous les rôles "
              "sont alors montrés."),
    )),
    ("gold", "Les pépites", (
        ("ul", ("Les géologues sont payés d'abord : une pépite par cristal du labyrinthe, partagée entre deux "
                "géologues (arrondi vers le bas).",
                "Les autres gagnants sont payés selon leur nombre : seul, 5 ; à deux, 4 chacun ; à trois, 3 ; "
                "à quatre, 2 ; à cinq ou plus, 1. Le patron reçoit une pépite de moins, le profiteur deux de moins.",
                "Un joueur piégé ne gagne rien et ne compte pas.",
                "Puis chaque vol permet à son détenteur de prendre une pépite à un autre joueur, le dernier vol posé d'abord.")),
    )),
    ("here", "Jouer sur cette page", (
        ("ul", ("Choisissez une carte de votre main, puis un emplacement en surbrillance ou un joueur ; "
                "vérifiez l'aperçu, puis confirmez.",
                "Pour passer, choisissez une carte puis Passer ; touchez jusqu'à deux autres cartes à jeter "
                "avec elle. Avec deux cartes choisies, la carte posée devant vous qu'elles retireraient est "
                "proposée aussi.",
                "Pour savoir ce que fait une carte, pointez-la, atteignez-la avec la touche Tab, ou "
                "appuyez longuement dessus.",
                "À plusieurs devant un même écran, passez l'appareil quand on vous le demande : "
                "chaque main reste secrète.")),
    )),
)

# One entry per game, chosen by the view's ruleset (the engine's ruleset names).
PAGES = {"base": {"en": BASE_EN, "fr": BASE_FR}, "saboteur2": {"en": SAB2_EN, "fr": SAB2_FR}}


def page_sections(ruleset, lang):
    if ruleset == "lost-mines":
        from ui import forest_rules  # here: only its How to play reads it, not the first screen (docs/site.md)

        pages = {"en": forest_rules.EN, "fr": forest_rules.FR}
    elif ruleset == "dark-cave":
        from ui import cave_rules  # as forest_rules: read by How to play only

        pages = {"en": cave_rules.EN, "fr": cave_rules.FR}
    else:
        pages = PAGES.get(ruleset) or PAGES["base"]
    return pages.get(lang) or pages["en"]


def card_help(lang, card_id):
    """What a card does, in one sentence ("Map: look secretly at one face-down goal card."),
    from its data: a path card by its first feature, else by its shape."""
    if card_id == GOAL_BACK:
        return t(lang, "help_goal_back")
    if card_id == CHEST_BACK:
        return t(lang, "help_chest_back")
    kind = card_kind(card_id)
    if kind == "black":
        return t(lang, "help_black")
    if kind == "chest":
        return t(lang, "help_chest_" + str(card_effect(card_id)))
    if kind in ("path", "goal") and cave_svg.squared(card_id):  # a card of squares (La mine se rebelle)
        return _cave_help(lang, card_id)
    if cave_effect(card_id):
        return t(lang, "help_cave_" + cave_effect(card_id))
    if kind == "goal":
        if mine_type(card_id):
            return t(lang, "help_mine")
        if "dragon" in card_features(card_id):
            return t(lang, "help_mine_dragon")
        if card_data(card_id).get("treasure"):
            return t(lang, "help_goal_gold")
        effect = card_effect(card_id)
        return t(lang, "help_goal_" + effect) if effect else t(lang, "help_goal_stone")
    if kind == "postcard":
        return t(lang, "help_postcard", effect=t(lang, "help_postcard_" + str(card_effect(card_id))))
    clans = {start.get("card"): start.get("clan") for start in table_layout().get("starts") or [] if start.get("clan")}
    if kind == "start":
        return t(lang, "help_start_clan", clan=clan_name(lang, clans[card_id])) if card_id in clans else t(lang, "help_start")
    if kind == "path":
        for feature in card_features(card_id):
            return t(lang, "help_" + feature.replace(":", "_"))
        if is_dead_end(card_id):
            return t(lang, "help_dead_clans" if clans else "help_dead")
        if len([sides for sides, _ in card_places(card_id) if len(sides) > 1]) > 1:
            return t(lang, "help_apart")
        return t(lang, "help_path_clans" if clans else "help_tunnel")
    effect = card_effect(card_id)
    if effect in ("break", "repair"):
        tools = [tool_word(lang, tool) for tool in card_tools(card_id)]
        if len(tools) == 3:
            return t(lang, "help_repair_three", tools=tools_or(lang, card_tools(card_id)))
        if len(tools) == 2:
            return t(lang, "help_repair_two", tools=(" " + t(lang, "or") + " ").join(tools))
        return t(lang, "help_" + effect, tool=tools[0])
    if effect == "tool" and card_tools(card_id):  # The Lost Mines: a token for an obstacle
        return t(lang, "help_tool_" + card_tools(card_id)[0])
    if effect:
        return t(lang, "help_" + effect_key(effect))
    return card_name(lang, card_id)


CAVE_SPECIALS = ("tunnel", "bridge", "abyss", "ladder", "gold")  # a path card's help says its special first


def _cave_help(lang, card_id):
    """A card of squares: a goal; a path by its special (tunnel, bridge, abyss, ladder, gold vein),
    else a dead end, else by its group (how many steps cross it)."""
    if card_kind(card_id) == "goal":
        return t(lang, "help_cave_goal")
    features = card_features(card_id)
    for feature in CAVE_SPECIALS:
        if feature in features:
            return t(lang, "help_cave_" + feature)
    if is_dead_end(card_id):
        return t(lang, "help_dead")
    return t(lang, "help_cave_group_" + str(card_data(card_id).get("group", 1)))


def _figure(card_id, lang, labels):
    if card_id == GOAL_BACK:
        name = t(lang, "card_goal_back")
        art = goal_svg(None, labels, name)
    else:
        name = card_name(lang, card_id)
        art = card_svg(card_id, False, labels, name)
    return f'<li><figure class="rule-card">{art}<figcaption>{esc(name)}</figcaption></figure></li>'


def rules_html(ruleset, lang="en", back_key="rules_back_game", in_play=()):
    """The How to play screen for a game: its sections, drawn with the game's own cards, then
    the anniversary modules that fit the game (`in_play`: those of the game shown, marked)."""
    labels = card_labels(lang)
    back = (f'<button type="button" class="btn primary" data-cmd="close_rules">'
            f'{esc(t(lang, back_key))}</button>')
    parts = ['<section class="rules" aria-labelledby="rules-title">',
             f'<h2 id="rules-title" tabindex="-1">{esc(t(lang, "how_to_play"))}</h2>', back]
    for key, heading, blocks in page_sections(ruleset, lang):
        parts.append(f'<section class="rules-part" data-section="{key}" aria-labelledby="rules-{key}">'
                     f'<h3 id="rules-{key}">{esc(heading)}</h3>{_blocks_html(blocks, lang, labels)}</section>')
    parts.append(modules_rules_html(ruleset, lang, in_play))
    parts.append(back.replace("btn primary", "btn"))
    parts.append("</section>")
    return "".join(parts)


def modules_rules_html(ruleset, lang="en", in_play=()):
    """A short part per anniversary module that fits `ruleset` (card_data.MODULES, every module
    of the book's table, built or not), those in play first and marked so."""
    from ui import module_rules  # here: only How to play reads it, not the first screen or a lesson (docs/site.md)

    fitting = [name for name in MODULE_ORDER if ruleset in MODULES[name]["games"]]
    if not fitting:
        return ""
    rules = module_rules.RULES.get(lang) or module_rules.RULES["en"]
    ordered = [name for name in fitting if name in in_play] + [name for name in fitting if name not in in_play]
    body = [f'<p>{esc(module_rules.INTRO.get(lang) or module_rules.INTRO["en"])}</p>']
    for name in ordered:
        mark = f' <small class="in-play">{esc(t(lang, "module_in_this_game"))}</small>' if name in in_play else ""
        body.append(f'<div class="rules-module" data-module="{name}"><h4 id="rules-module-{name}">'
                    f'{esc(t(lang, "module_" + name))}{mark}</h4>{_blocks_html(rules[name], lang, None)}</div>')
    return (f'<section class="rules-part" data-section="modules" aria-labelledby="rules-modules">'
            f'<h3 id="rules-modules">{esc(t(lang, "modules"))}</h3>{"".join(body)}</section>')


def _blocks_html(blocks, lang, labels):
    body = []
    for block in blocks:
        kind = block[0]
        if kind == "p":
            body.append(f"<p>{esc(block[1])}</p>")
        elif kind == "h":
            body.append(f"<h4>{esc(block[1])}</h4>")
        elif kind == "ul":
            body.append("<ul>" + "".join(f"<li>{esc(item)}</li>" for item in block[1]) + "</ul>")
        else:
            body.append('<ul class="rule-cards">' + "".join(_figure(card, lang, labels) for card in block[1])
                        + "</ul>")
    return "".join(body)


def role_banner_html(role, lang="en", clan=None, escape=False):
    """The explanation of the role just dealt, with a button that puts it away; with a `clan`
    (the clan games: the view's `clan`), the identity within that clan; `escape` (La mine se
    rebelle: the view has its part) tells the aim of carrying gold out, not of finding treasure."""
    title = your_role(lang, role)
    help_key = "role_help_" + role
    if clan:
        title = forest_panel.identity_line({"role": role, "clan": clan}, lang)
        help_key = ("escape_help_" if escape else "identity_help_") + role
    return (
        f'<section class="role-banner role-{esc(role)}" aria-labelledby="role-banner-title">'
        f'<h2 id="role-banner-title">{esc(title)}</h2>'
        f'<p>{esc(t(lang, help_key))}</p>'
        f'<button type="button" class="btn primary" data-cmd="dismiss_role">{esc(t(lang, "role_help_ok"))}</button>'
        "</section>"
    )


ACTION_KINDS = ("place", "break", "repair", "rockfall", "map", "pass", "discard_two", "theft", "hands_off", "trap", "free",
                "inspect", "swap_hats", "swap_hands")


def acted_this_round(view):
    """True once the view's seat has played a card in the round under way (read from the log)."""
    seat = view.get("seat")
    for event in reversed(view.get("log") or []):
        if event.get("type") == "round_start":
            return False
        if event.get("seat") == seat and event.get("type") in ACTION_KINDS:
            return True
    return False


ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def next_card(cells, at, key):
    """The maze card an arrow key moves to from `at`: the nearest one that way, the straightest
    first; None at the edge. `cells` are (x, y) pairs."""
    dx, dy = ARROWS[key]
    best = None
    for cell in cells:
        along = (cell[0] - at[0]) * dx + (cell[1] - at[1]) * dy
        if along <= 0:
            continue
        across = abs((cell[0] - at[0]) * dy) + abs((cell[1] - at[1]) * dx)
        score = (along + across, across)
        if best is None or score < best[0]:
            best = (score, (cell[0], cell[1]))
    return None if best is None else best[1]
