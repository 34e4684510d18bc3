"""How to play The Lost Mines (issue 48, section 2; rules/lost-mines.md and books 003, 004), in our
own words, English and French; learn.PAGES shows it for the ruleset "lost-mines". Its sections
have the same ids as the other games' pages. The numbers follow the engine's data
(data/lost-mines.json): 3 steps, 5 from a campfire; hands of 5 (3 to 6 players) or 4 (7 to 9)."""

GOAL_BACK = "goal-back"  # as learn.GOAL_BACK: a face-down mine in a card list (learn imports this module)

EN = (
    ("goal", "What you play for", (
        ("p", "Two clans of dwarves, blue and yellow, set off from their own start cards on the west edge of "
              "the board to reach four face-down mines on the east edge. Three mines hold treasure (gems, "
              "gold, silver); the fourth hides the dragon. Build forest paths toward them, then walk your "
              "dwarf along the paths to find the mines and take their treasures."),
        ("cards", ("start-blue", "start-yellow", GOAL_BACK, "mine-gems", "mine-dragon")),
        ("p", "A game has two rounds (the start screen may set more). Treasures become points when a round "
              "ends; whoever has the most points at the end wins, and equal bests share the win."),
    )),
    ("roles", "Clans and identities", (
        ("p", "Each round everyone is dealt a dwarf card. Its back, the clan's colour, is shown to all: your "
              "dwarf on the board wears it. Its face, your identity, stays secret until the round ends:"),
        ("ul", ("Loyal dwarves share every treasure with their clan.",
                "A selfish dwarf keeps whatever it finds for itself alone.",
                "A saboteur wears its clan's colour but works for the other clan: its finds, and its share, "
                "go there.")),
    )),
    ("turn", "A turn", (
        ("p", "Ten cards are set aside unseen; everyone gets 5 cards (4 from 7 players). On your turn:"),
        ("ul", ("play one card (a path on the board, or an action), or discard one or two cards face down;",
                "then move your dwarf: up to 3 steps along the paths, 5 if it starts on a campfire; you may stop "
                "at once or stay put;",
                "then draw one card after a play, or as many as you discarded, while the pile lasts.")),
        ("p", "A path card goes next to a start, a path card or a found mine, matching every neighbour; it "
              "need not join your own start. A player with no card at the start of their turn sits the round "
              "out."),
    )),
    ("cards", "The cards", (
        ("h", "Paths"),
        ("p", "Paths and dead ends as in the mine, but laid in the forest. Some carry rocks (one dwarf at a "
              "time), a campfire (5 steps from there) or an obstacle that nobody passes until its tool lies "
              "on it: a tree trunk needs an axe, a lake a boat, a ditch a rope."),
        ("cards", ("path-NESW", "dead-N-E-S-W", "rocks-EW", "campfire-NEW", "trunk-EW", "lake-EW", "ditch-NS")),
        ("h", "Tools"),
        ("p", "Lay the tool's token on an obstacle of its kind: from then on it holds one dwarf at a time."),
        ("cards", ("axe", "boat", "rope")),
        ("h", "Information"),
        ("p", "Look in secret at a face-down mine, at a treasure not yet taken, or at another player's dwarf "
              "card, as the card offers."),
        ("cards", ("info-mine-treasure", "info-treasure-dwarf")),
        ("h", "Traps and trolls"),
        ("p", "Lay the token on a side of a path. Whoever crosses a trap, either way, loses a card at random to "
              "the discard. Nobody crosses a troll until its player's next turn, when it goes away."),
        ("cards", ("trap", "troll")),
        ("h", "Thunderstorm"),
        ("p", "Remove a path card with no dwarf on it; never a start or a mine."),
        ("cards", ("thunderstorm",)),
    )),
    ("round-end", "Mines and the end of a round", (
        ("p", "The first dwarf to step onto a face-down mine turns it over and stops there. The dragon: its "
              "player gives back 2 of the points won this round. A treasure mine: a dwarf that ends its move "
              "on it takes one treasure of that type from the row beside the mines, and one more at the end "
              "of each later turn in which it stays."),
        ("p", "The round ends when every treasure is taken, when the pile and every hand are empty, or when "
              "everyone agrees that no mine can be reached any more (one player proposes, the others vote)."),
    )),
    ("gold", "Sharing the treasures", (
        ("ul", ("Every identity is shown. A selfish dwarf scores its own treasures.",
                "Everyone else pools with their clan, a saboteur with the other clan.",
                "Each pool is split evenly among its members; what is left over goes to whoever found the "
                "pool's most valuable treasure (split among equal finders), and what still remains to nobody.",
                "The round-end screen shows each pool, who found what, the split and why.")),
    )),
    ("here", "Playing on this page", (
        ("ul", ("Choose a card, then a lit spot: a space on the board, an obstacle, a side of a path, a mine, "
                "a treasure or a player; check the preview, then confirm.",
                "Then your dwarf and the steps it may take are lit: tap or click each step (or Stop). The "
                "steps left are shown above the hand.",
                "Point at, focus or press and hold a card, a dwarf or a token to learn what it is.",
                "With several people at one screen, pass the device when asked: hands and identities stay "
                "private.")),
    )),
)

FR = (
    ("goal", "Le but du jeu", (
        ("p", "Deux clans de nains, bleu et jaune, partent chacun de sa carte départ, au bord ouest du plateau, "
              "vers quatre mines face cachée au bord est. Trois mines gardent un trésor (pierres précieuses, "
              "or, argent) ; la quatrième cache le dragon. Construisez des chemins de forêt jusqu'à elles, "
              "puis menez votre nain le long des chemins pour découvrir les mines et prendre leurs trésors."),
        ("cards", ("start-blue", "start-yellow", GOAL_BACK, "mine-gems", "mine-dragon")),
        ("p", "Une partie dure deux manches (l'écran de départ peut en prévoir plus). Les trésors deviennent "
              "des points à la fin de chaque manche ; qui a le plus de points à la fin gagne, et les ex aequo "
              "partagent la victoire."),
    )),
    ("roles", "Clans et identités", (
        ("p", "À chaque manche, chacun reçoit une carte nain. Son dos, la couleur du clan, est visible de "
              "tous : votre nain sur le plateau la porte. Sa face, votre identité, reste secrète jusqu'à la "
              "fin de la manche :"),
        ("ul", ("Les nains loyaux partagent chaque trésor avec leur clan.",
                "Un nain égoïste garde pour lui seul ce qu'il trouve.",
                "Un saboteur porte la couleur de son clan mais travaille pour l'autre : ses trouvailles et "
                "sa part y vont.")),
    )),
    ("turn", "Un tour", (
        ("p", "Dix cartes sont écartées sans être vues ; chacun reçoit 5 cartes (4 à partir de 7 joueurs). "
              "À votre tour :"),
        ("ul", ("jouez une carte (un chemin sur le plateau, ou une action), ou défaussez une ou deux cartes "
                "face cachée ;",
                "puis déplacez votre nain : jusqu'à 3 pas le long des chemins, 5 s'il part d'un feu de camp ; "
                "vous pouvez vous arrêter aussitôt ou rester sur place ;",
                "puis piochez une carte après une carte jouée, ou autant que défaussé, tant que la pioche dure.")),
        ("p", "Une carte chemin se pose à côté d'un départ, d'une carte chemin ou d'une mine découverte, en "
              "accord avec tous ses voisins ; elle n'a pas à rejoindre votre départ. Qui n'a plus de carte au "
              "début de son tour ne joue plus de la manche."),
    )),
    ("cards", "Les cartes", (
        ("h", "Chemins"),
        ("p", "Des chemins et des culs-de-sac comme dans la mine, mais posés en forêt. Certains portent des "
              "rochers (un nain à la fois), un feu de camp (5 pas depuis là) ou un obstacle que personne ne "
              "passe tant que son outil n'y est pas : le tronc d'arbre demande une hache, le lac une barque, "
              "le fossé une corde."),
        ("cards", ("path-NESW", "dead-N-E-S-W", "rocks-EW", "campfire-NEW", "trunk-EW", "lake-EW", "ditch-NS")),
        ("h", "Outils"),
        ("p", "Posez le jeton de l'outil sur un obstacle de son type : il tient désormais un nain à la fois."),
        ("cards", ("axe", "boat", "rope")),
        ("h", "Information"),
        ("p", "Regardez en secret une mine face cachée, un trésor pas encore pris, ou la carte nain d'un autre "
              "joueur, selon ce que la carte propose."),
        ("cards", ("info-mine-treasure", "info-treasure-dwarf")),
        ("h", "Pièges et trolls"),
        ("p", "Posez le jeton sur un côté d'un chemin. Qui franchit un piège, dans un sens ou dans l'autre, perd "
              "une carte au hasard. Personne ne franchit un troll avant le prochain tour de son joueur, où il "
              "s'en va."),
        ("cards", ("trap", "troll")),
        ("h", "Orage"),
        ("p", "Retirez une carte chemin sans nain dessus ; jamais un départ ni une mine."),
        ("cards", ("thunderstorm",)),
    )),
    ("round-end", "Les mines et la fin d'une manche", (
        ("p", "Le premier nain qui entre sur une mine face cachée la retourne et s'y arrête. Le dragon : son "
              "joueur rend 2 des points gagnés dans la manche. Une mine à trésor : un nain qui y finit son "
              "déplacement prend un trésor de ce type dans la rangée à côté des mines, et un autre à la fin "
              "de chaque tour suivant où il y reste."),
        ("p", "La manche s'arrête quand tous les trésors sont pris, quand la pioche et toutes les mains sont "
              "vides, ou quand tous conviennent qu'aucune mine ne peut plus être atteinte (un joueur le "
              "propose, les autres votent)."),
    )),
    ("gold", "Le partage des trésors", (
        ("ul", ("Toutes les identités sont montrées. Un nain égoïste compte ses propres trésors.",
                "Les autres mettent en commun avec leur clan, un saboteur avec l'autre clan.",
                "Chaque part est divisée également entre ses membres ; le reste va à qui a trouvé le trésor le "
                "plus précieux de la part (partagé entre ex aequo), et ce qui reste encore à personne.",
                "L'écran de fin de manche montre chaque part, qui a trouvé quoi, le partage et pourquoi.")),
    )),
    ("here", "Jouer sur cette page", (
        ("ul", ("Choisissez une carte, puis un endroit éclairé : une case du plateau, un obstacle, le côté d'un "
                "chemin, une mine, un trésor ou un joueur ; vérifiez l'aperçu, puis confirmez.",
                "Ensuite votre nain et les pas qu'il peut faire s'éclairent : touchez ou cliquez chaque pas "
                "(ou Arrêter). Les pas restants s'affichent au-dessus de la main.",
                "Pointez, atteignez au clavier ou appuyez longuement sur une carte, un nain ou un jeton pour "
                "savoir ce que c'est.",
                "À plusieurs devant un même écran, passez l'appareil quand on vous le demande : mains et "
                "identités restent secrètes.")),
    )),
)
