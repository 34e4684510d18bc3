"""How to play La mine se rebelle (issue 49, section 2; rules/dark-cave.md and book 000), in our own
words, English and French; learn.page_sections shows it for the ruleset "dark-cave". Its sections
have the same ids as the other games' pages. Its pictures are the engine's own cards (CARDS)."""

GOAL_BACK = "goal-back"  # as learn.GOAL_BACK: a face-down goal in a card list (learn imports this module)

# The cards shown in each part (the engine's ids, data/dark-cave.json), so How to play draws them.
CARDS = {
    "goal": ("start", GOAL_BACK, "goal-exit"),
    "squares": ("I-cross", "II-cross", "III-cross"),
    "specials": ("I-tunnel-NW-SE", "I-bridge-NS", "III-abyss-NESW", "III-ladder-NES", "II-gold-NEW"),
    "actions": ("I-info", "II-cave-in", "I-exchange", "I-web-circle", "I-boots", "I-axe"),
    "creatures": ("I-rat", "II-lindworm", "II-goblin"),
}

EN = (
    ("goal", "What you play for", (
        ("p", "The mine is flooding. Two clans of dwarves, blue and yellow, each dwarf carrying 3 gold nuggets, "
              "must find the way out. The start card lies in the middle of the play area; at its four corners "
              "lie four face-down goals, and only one of them is the exit. Build paths, walk your dwarf out "
              "with as much gold as you can, and keep the other clan in the dark."),
        ("cards", CARDS["goal"]),
        ("p", "It is one game, not rounds. The clan that saves the most gold, counted as below, wins; every "
              "dwarf working for it wins with it."),
    )),
    ("roles", "Clans and saboteurs", (
        ("p", "Everyone gets a clan card. Its back, the clan's colour, is shown to all: your dwarf wears it. "
              "Its face stays secret: a loyal dwarf works for the clan it wears, a saboteur for the other clan, "
              "and the gold it carries out counts there. With 3 or 4 players everyone wears the same colour "
              "and only the saboteurs work for the other clan."),
        ("p", "A clan card is shown when its dwarf leaves the mine or takes the nugget of a gold vein, and "
              "everyone's at the end."),
    )),
    ("turn", "A turn", (
        ("ul", ("play one card (a path card next to a placed card, or an action), or discard one or two cards "
                "face down;",
                "then move your dwarf: up to 3 steps (4 with boots in front of you), stopping where you like;",
                "then draw one card after a play, or as many as you discarded, while the pile lasts.")),
        ("p", "A path card must fit every neighbour and join at least one path; it need not join the start. "
              "Ladders join each other and the start: from one ladder square to any other is one step. The "
              "pile holds group III cards at the bottom, then II, then I on top: the deeper you go, the slower "
              "the paths. A player with no card at the start of their turn passes and does not move."),
    )),
    ("cards", "The cards", (
        ("h", "Squares and steps"),
        ("p", "Every path card is made of squares, parted by dotted lines; one step moves a dwarf one square. "
              "A group I card has one square per path, a group II card one per way out, a group III card one "
              "per way out and one in the centre: crossing it takes 1, 2 or 3 steps. Any number of dwarves "
              "share a square."),
        ("cards", CARDS["squares"]),
        ("h", "Tunnels, bridges, abysses, ladders, gold veins"),
        ("p", "A tunnel card has two curves and a tunnel square between them: each step into the tunnel costs "
              "a nugget. A wooden bridge crosses the other path: a dwarf stepping onto it loses a card from its "
              "hand, picked at random by its left neighbour. Creatures come up from abysses. A gold vein gets a "
              "nugget when it is laid; the dwarf that ends its move on it takes it and shows its clan card."),
        ("cards", CARDS["specials"]),
        ("h", "Actions"),
        ("p", "Secret information: look at a face-down goal or at another player's clan card. Cave-in: remove "
              "a path card with nobody on it. Card exchange: swap hands with another player. Spider web: lay "
              "its token on a side of a path; nobody crosses it, and its player turns it from 2 to 1 at their "
              "next turn and removes it at the one after. Boots: 4 steps instead of 3. Axe: lying in front of "
              "you, discard it to drive away a creature that attacks you, or to cut a web beside your dwarf."),
        ("cards", CARDS["actions"]),
        ("h", "Creatures"),
        ("p", "Bring the creature up on an abyss square and move it up to 3 (rat), 4 (lindworm) or 5 (goblin) "
              "squares, back and forth, never through a web or onto a face-down goal. On the square where it "
              "stops it attacks every dwarf: the rat takes a card from each at random, the lindworm's bite "
              "keeps each from moving next turn, the goblin takes a nugget from each. One attacked player may "
              "discard an axe to drive it away first. It goes back down at its player's next turn."),
        ("cards", CARDS["creatures"]),
    )),
    ("round-end", "Leaving the mine and the end", (
        ("p", "The first dwarf to step onto a face-down goal turns it to join its path. A dwarf that reaches "
              "the exit square leaves the mine with its nuggets and shows its clan card; its player keeps "
              "playing cards. The first dwarf out may look at the clan cards set aside."),
        ("p", "The game ends when the pile and every hand are empty, when every dwarf working for one clan "
              "has left the mine, or when everyone agrees that nobody can reach the exit any more."),
    )),
    ("gold", "Counting the gold", (
        ("p", "A clan's treasure is the nuggets its dwarves carried out of the mine (a saboteur's count for "
              "the clan it works for), times the number of dwarves in the game working for the other clan. "
              "Example: yellow carried out 4 nuggets and blue has 3 dwarves, 4 × 3 = 12; blue carried out 5 "
              "and yellow has 2 dwarves, 5 × 2 = 10: yellow wins. On a tie, the clan of the first dwarf out "
              "wins."),
    )),
    ("here", "Playing on this page", (
        ("ul", ("Pick a card, then a lit square, side, card, goal or player; check the preview, then confirm.",
                "To move, tap a lit square (or drag your dwarf along them): each step goes at once. Stop ends "
                "the move. A creature moves the same way after its card.",
                "When a creature attacks you with an axe in front of you, the page asks whether to discard it.",
                "Point at, tab to, or long-press any card or piece to learn what it does.",
                "With several people at one screen, pass the device when asked: every hand stays secret.")),
    )),
)

FR = (
    ("goal", "Le but", (
        ("p", "La mine est inondée. Deux clans de nains, bleu et jaune, chaque nain portant 3 pépites d'or, "
              "doivent trouver la sortie. La carte départ est au milieu de la zone de jeu ; à ses quatre coins "
              "sont posées quatre arrivées faces cachées, dont une seule est la sortie. Construisez des "
              "chemins, sortez votre nain avec le plus d'or possible, et laissez l'autre clan dans le noir."),
        ("cards", CARDS["goal"]),
        ("p", "C'est une seule partie, sans manches. Le clan qui sauve le plus d'or, compté comme ci-dessous, "
              "gagne ; tous les nains à son service gagnent avec lui."),
    )),
    ("roles", "Clans et saboteurs", (
        ("p", "Chacun reçoit une carte de clan. Son dos, la couleur du clan, est vu de tous : votre nain la "
              "porte. Sa face reste secrète : un nain loyal sert le clan qu'il porte, un saboteur l'autre clan, "
              "et l'or qu'il sort compte pour celui-ci. À 3 ou 4 joueurs, tous portent la même couleur et seuls "
              "les saboteurs servent l'autre clan."),
        ("p", "Une carte de clan est montrée quand son nain sort de la mine ou prend la pépite d'un filon, et "
              "toutes à la fin."),
    )),
    ("turn", "Un tour", (
        ("ul", ("jouez une carte (un chemin à côté d'une carte posée, ou une action), ou défaussez une ou deux "
                "cartes face cachée ;",
                "puis déplacez votre nain : jusqu'à 3 pas (4 avec des bottes devant vous), en vous arrêtant où "
                "vous voulez ;",
                "puis piochez une carte après avoir joué, ou autant que de cartes défaussées, tant qu'il en reste.")),
        ("p", "Un chemin doit s'accorder à chaque voisin et rejoindre au moins un chemin ; il n'a pas besoin "
              "de rejoindre le départ. Les échelles se relient entre elles et au départ : d'une case d'échelle "
              "à une autre, c'est un pas. La pioche a le groupe III en dessous, puis II, puis I dessus : plus "
              "on s'enfonce, plus les chemins sont lents. Un joueur sans carte au début de son tour passe et "
              "ne bouge pas."),
    )),
    ("cards", "Les cartes", (
        ("h", "Cases et pas"),
        ("p", "Chaque chemin est fait de cases, séparées par des pointillés ; un pas avance un nain d'une case. "
              "Une carte du groupe I a une case par chemin, du groupe II une par sortie, du groupe III une par "
              "sortie et une au centre : la traverser prend 1, 2 ou 3 pas. Plusieurs nains peuvent partager "
              "une case."),
        ("cards", CARDS["squares"]),
        ("h", "Tunnels, ponts, gouffres, échelles, filons"),
        ("p", "Une carte tunnel a deux virages et une case de tunnel entre eux : chaque pas dans le tunnel "
              "coûte une pépite. Un pont de bois passe au-dessus de l'autre chemin : le nain qui y monte perd "
              "une carte de sa main, tirée au hasard par son voisin de gauche. Les créatures sortent des "
              "gouffres. Un filon reçoit une pépite quand il est posé ; le nain qui finit son déplacement "
              "dessus la prend et montre sa carte de clan."),
        ("cards", CARDS["specials"]),
        ("h", "Actions"),
        ("p", "Information secrète : regardez une arrivée face cachée ou la carte de clan d'un autre joueur. "
              "Éboulement : retirez un chemin où personne ne se tient. Échange de cartes : échangez votre main "
              "avec celle d'un autre joueur. Toile d'araignée : posez son jeton sur un côté d'un chemin ; "
              "personne ne le franchit, et son joueur la tourne de 2 à 1 à son prochain tour puis la retire "
              "au suivant. Bottes : 4 pas au lieu de 3. Hache : posée devant vous, défaussez-la pour chasser "
              "une créature qui vous attaque, ou pour couper une toile à côté de votre nain."),
        ("cards", CARDS["actions"]),
        ("h", "Créatures"),
        ("p", "Faites sortir la créature sur une case de gouffre et déplacez-la de 3 (rat), 4 (guivre) ou "
              "5 (gobelin) cases au plus, en avant et en arrière, jamais à travers une toile ni sur une "
              "arrivée face cachée. Sur la case où elle s'arrête, elle attaque chaque nain : le rat prend à "
              "chacun une carte au hasard, la morsure de la guivre empêche chacun de bouger au prochain tour, "
              "le gobelin prend une pépite à chacun. Un joueur attaqué peut d'abord défausser une hache pour "
              "la chasser. Elle redescend au prochain tour de son joueur."),
        ("cards", CARDS["creatures"]),
    )),
    ("round-end", "Sortir de la mine et la fin", (
        ("p", "Le premier nain qui marche sur une arrivée face cachée la retourne pour qu'elle rejoigne son "
              "chemin. Un nain qui atteint la case de la sortie quitte la mine avec ses pépites et montre sa "
              "carte de clan ; son joueur continue de jouer des cartes. Le premier nain sorti peut regarder "
              "les cartes de clan mises de côté."),
        ("p", "La partie finit quand la pioche et toutes les mains sont vides, quand tous les nains au service "
              "d'un clan sont sortis, ou quand tous s'accordent à dire que plus personne ne peut atteindre la "
              "sortie."),
    )),
    ("gold", "Compter l'or", (
        ("p", "Le trésor d'un clan est le nombre de pépites que ses nains ont sorties de la mine (celles d'un "
              "saboteur comptent pour le clan qu'il sert), multiplié par le nombre de nains de la partie au "
              "service de l'autre clan. Exemple : le jaune a sorti 4 pépites et le bleu a 3 nains, 4 × 3 = 12 ; "
              "le bleu a sorti 5 pépites et le jaune a 2 nains, 5 × 2 = 10 : le jaune gagne. En cas d'égalité, "
              "le clan du premier nain sorti gagne."),
    )),
    ("here", "Jouer sur cette page", (
        ("ul", ("Choisissez une carte, puis une case, un côté, une carte, une arrivée ou un joueur en "
                "surbrillance ; vérifiez l'aperçu, puis confirmez.",
                "Pour avancer, touchez une case éclairée (ou faites glisser votre nain dessus) : chaque pas "
                "part aussitôt. Arrêter finit le déplacement. Une créature se déplace de même après sa carte.",
                "Quand une créature vous attaque et qu'une hache est posée devant vous, la page demande s'il "
                "faut la défausser.",
                "Pointez, atteignez avec Tab ou appuyez longuement sur une carte ou une pièce pour savoir ce "
                "qu'elle fait.",
                "À plusieurs devant un même écran, passez l'appareil quand on vous le demande : chaque main "
                "reste secrète.")),
    )),
)
