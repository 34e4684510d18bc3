"""How to play's words for the anniversary modules (book 002, rules/anniversary.md), in our own
words: a short section per module, in English and French, as learn.py's blocks ("p", "ul").
Which modules a game's page shows comes from the engine's data (`card_data.MODULES`); their
names from ui/text.py. Runs on CPython and MicroPython.
"""

INTRO = {
    "en": "The 20th-anniversary box adds these modules to the game. Tick the ones you want on the start screen, "
          "alone or together: it says which ones do not go together and how many players a module needs. "
          "A module not offered there is not playable here yet.",
    "fr": "La boîte des 20 ans ajoute ces modules au jeu. Cochez ceux que vous voulez sur l'écran d'accueil, "
          "seuls ou ensemble : il dit lesquels ne vont pas ensemble et combien de joueurs un module demande. "
          "Un module qui n'y est pas proposé ne se joue pas encore ici.",
}

RULES = {
    "en": {
        "championship": (
            ("p", "Seven special action cards, one from each world championship from 2017 to 2023, are shuffled "
                  "into the draw pile and played like other action cards:"),
            ("ul", ("Goal swap: pick up two face-down goals without looking, and put them back swapped or not. "
                    "The others see which two you took, not what you did.",
                    "Forgotten treasure: instead of drawing, look at the top five cards of the discard pile and keep one.",
                    "Veto: played during someone else's turn, just after they play a path or action card. That card "
                    "does nothing and goes to the discard with the veto; they draw, then you draw.",
                    "Reverse: play goes the other way round for the rest of the round (in base Saboteur the gold "
                    "cards are passed the other way too).",
                    "Master craftsman: a repair showing all three tools; it mends any one broken tool.",
                    "Scout: play it with two path cards, laid one after the other; draw two cards at the end of the turn.",
                    "Diversion: move the path card laid last to another place in the maze where it fits.")),
        ),
        "greedy-dwarf": (
            ("p", "Base Saboteur only. One gold-digger role is replaced by the greedy dwarf. It wins the round only "
                  "if it lays, itself, the card that joins the start to the treasure: then it alone is paid, with "
                  "four gold cards, and nobody else gets anything. Otherwise it gets nothing."),
            ("p", "The greedy dwarf is not a gold-digger: gold cards are drawn for the gold-diggers only."),
        ),
        "right-of-way": (
            ("p", "Two dwarf pawns wait beside the maze, and everyone starts the game with one nugget. On your "
                  "turn, instead of playing a card, you may recruit a pawn: discard a card face down, stand the "
                  "pawn on the open end of a path and keep its token. You do not draw."),
            ("p", "Nobody may lay a path card on that spot until they pay one nugget to the token's holder; the "
                  "pawn then leaves for the rest of the round. Each pawn is recruited at most once a round, and "
                  "nuggets count as gold at the end."),
        ),
        "costume-workshop": (
            ("p", "A postcard lies in the maze from the deal: a crossing that the cards beside it must fit, and "
                  "that a rockfall cannot remove. The first dwarf whose card joins it to the start changes role at "
                  "once, in secret: in base Saboteur, with the role set aside at the deal; in Saboteur 2, by taking "
                  "the top role of those not dealt and putting their own underneath."),
        ),
        "underground-party": (
            ("p", "A postcard lies in the maze from the deal. The first dwarf whose card joins it to the start "
                  "gathers everyone's role unseen, shuffles them and deals them out again, one each. Cards in front "
                  "of the players stay where they are, and the round goes on with the new roles."),
        ),
        "new-goals": (
            ("p", "Eight goal cards replace the usual three. Each round five lie face down in a column: the "
                  "treasure and four of the others, drawn at random. Turning one over affects the player who "
                  "reached it:"),
            ("ul", ("Treasure: the gold-diggers win the round, as usual.",
                    "Giant spider: the round ends at once, and the saboteurs win.",
                    "Gold sack: take one or two nuggets, as the card shows.",
                    "Dragon: give up one nugget, if you have one.",
                    "Stone: nothing happens, and the path may go on from it.")),
            ("p", "A card that reaches two goals at once lets its player choose which is turned over first; "
                  "if that one ends the round, the other has no effect."),
        ),
        "treasure-chests": (
            ("p", "Four chests lie face down in the maze from the deal, each under a black path card. When a path "
                  "first joins a black card to the start, the card is turned over and its player opens the chest "
                  "beneath it."),
            ("p", "A chest may give a nugget, change the cards you draw this turn, let you look at another dwarf's "
                  "role or take a card from their hand, move a goal one step further away, bury five cards of the "
                  "draw pile, or stop maps from looking at goals. A map may look at a chest instead of a goal, and "
                  "a rockfall may remove a face-down black card with its chest."),
        ),
        "sabotaged-dwarf": (
            ("p", "A variant for base Saboteur, good with few players. When the gold-diggers win, a gold-digger "
                  "with a broken tool in front of them gets no share of the gold."),
            ("p", "The gold cards are still drawn, one for each gold-digger, and passed round as usual, skipping "
                  "those dwarves, so someone may keep more than one. If every gold-digger has a broken tool, "
                  "nobody is paid."),
        ),
        "tournament": (
            ("p", "How the official tournaments play base Saboteur, for 5 to 9 players. Nuggets replace the gold "
                  "cards, and one or two greedy dwarves join the roles; every role card is dealt. Before the deal a "
                  "tunnel card is drawn at random and laid face up halfway between the start and the middle goal."),
            ("ul", ("Gold-diggers win: 3 nuggets to the one who reached the treasure, 2 to each other gold-digger.",
                    "A greedy dwarf reaches the treasure itself: 4 nuggets to it, nothing to anyone else.",
                    "Saboteurs win: 3 nuggets each (4 to the lone saboteur of a game of five).")),
        ),
    },
    "fr": {
        "championship": (
            ("p", "Sept cartes action spéciales, une par championnat du monde de 2017 à 2023, sont mêlées à la "
                  "pioche et se jouent comme les autres cartes action :"),
            ("ul", ("Échange d'arrivées : prenez deux arrivées face cachée sans les regarder, et reposez-les "
                    "échangées ou non. Les autres voient lesquelles vous avez prises, pas ce que vous en avez fait.",
                    "Trésor oublié : au lieu de piocher, regardez les cinq cartes du dessus de la défausse et gardez-en une.",
                    "Veto : se joue pendant le tour d'un autre, juste après qu'il a posé une carte chemin ou action. "
                    "Cette carte reste sans effet et part à la défausse avec le veto ; il pioche, puis vous piochez.",
                    "Changement de sens : le jeu tourne dans l'autre sens jusqu'à la fin de la manche (dans Saboteur, "
                    "les cartes or passent aussi dans l'autre sens).",
                    "Maître artisan : une réparation aux trois outils ; elle répare un outil cassé, quel qu'il soit.",
                    "Éclaireur : jouez-le avec deux cartes chemin, posées l'une après l'autre ; piochez deux cartes "
                    "en fin de tour.",
                    "Diversion : déplacez la dernière carte chemin posée vers un autre endroit du labyrinthe où elle convient.")),
        ),
        "greedy-dwarf": (
            ("p", "Saboteur seulement. Un rôle de chercheur d'or est remplacé par le nain cupide. Il ne gagne la "
                  "manche que s'il pose lui-même la carte qui relie le départ au trésor : il est alors seul payé, "
                  "de quatre cartes or, et personne d'autre ne reçoit rien. Sinon, il n'a rien."),
            ("p", "Le nain cupide n'est pas un chercheur d'or : les cartes or sont tirées pour les seuls chercheurs d'or."),
        ),
        "right-of-way": (
            ("p", "Deux pions nains attendent à côté du labyrinthe, et chacun commence la partie avec une pépite. "
                  "À votre tour, au lieu de jouer une carte, vous pouvez recruter un pion : défaussez une carte face "
                  "cachée, posez le pion au bout libre d'un chemin et gardez son jeton. Vous ne piochez pas."),
            ("p", "Personne ne peut poser de carte chemin à cet endroit sans payer une pépite à qui tient le jeton ; "
                  "le pion part alors jusqu'à la fin de la manche. Chaque pion se recrute une fois par manche au "
                  "plus, et les pépites comptent comme de l'or à la fin."),
        ),
        "costume-workshop": (
            ("p", "Une carte postale est posée dans le labyrinthe dès la donne : un carrefour auquel les cartes "
                  "voisines doivent s'ajuster, et qu'un éboulement ne peut pas retirer. Le premier nain dont la "
                  "carte la relie au départ change aussitôt de rôle, en secret : dans Saboteur, avec le rôle écarté "
                  "à la donne ; dans Saboteur 2, en prenant le premier des rôles non distribués et en glissant le "
                  "sien dessous."),
        ),
        "underground-party": (
            ("p", "Une carte postale est posée dans le labyrinthe dès la donne. Le premier nain dont la carte la "
                  "relie au départ ramasse les rôles de tous sans les regarder, les mélange et les redistribue, un "
                  "chacun. Les cartes posées devant les joueurs restent en place, et la manche continue avec les "
                  "nouveaux rôles."),
        ),
        "new-goals": (
            ("p", "Huit cartes arrivée remplacent les trois habituelles. À chaque manche, cinq sont posées face "
                  "cachée en colonne : le trésor et quatre des autres, tirées au hasard. En retourner une touche le "
                  "joueur qui l'a atteinte :"),
            ("ul", ("Trésor : les chercheurs d'or gagnent la manche, comme d'habitude.",
                    "Araignée géante : la manche s'arrête aussitôt, et les saboteurs gagnent.",
                    "Sac d'or : prenez une ou deux pépites, comme l'indique la carte.",
                    "Dragon : cédez une pépite, si vous en avez une.",
                    "Pierre : rien ne se passe, et le chemin peut continuer depuis elle.")),
            ("p", "Une carte qui atteint deux arrivées à la fois laisse son joueur choisir celle qui est retournée "
                  "en premier ; si elle met fin à la manche, l'autre reste sans effet."),
        ),
        "treasure-chests": (
            ("p", "Quatre coffres sont cachés dans le labyrinthe dès la donne, chacun sous une carte chemin noire. "
                  "Quand un chemin relie pour la première fois une carte noire au départ, elle est retournée et son "
                  "joueur ouvre le coffre qu'elle couvrait."),
            ("p", "Un coffre peut donner une pépite, changer les cartes piochées ce tour-ci, faire voir le rôle d'un "
                  "autre nain ou prendre une carte de sa main, éloigner une arrivée d'un pas, enterrer cinq cartes "
                  "de la pioche, ou interdire aux plans de regarder les arrivées. Un plan peut regarder un coffre au "
                  "lieu d'une arrivée, et un éboulement peut retirer une carte noire face cachée avec son coffre."),
        ),
        "sabotaged-dwarf": (
            ("p", "Une variante de Saboteur, bonne à peu de joueurs. Quand les chercheurs d'or gagnent, un chercheur "
                  "d'or qui a un outil cassé devant lui n'a aucune part de l'or."),
            ("p", "Les cartes or sont quand même tirées, une par chercheur d'or, et passées comme d'habitude en "
                  "sautant ces nains : quelqu'un peut donc en garder plus d'une. Si tous les chercheurs d'or ont un "
                  "outil cassé, personne n'est payé."),
        ),
        "tournament": (
            ("p", "La façon dont les tournois officiels jouent à Saboteur, de 5 à 9 joueurs. Des pépites remplacent "
                  "les cartes or, et un ou deux nains cupides rejoignent les rôles ; toutes les cartes rôle sont "
                  "distribuées. Avant la donne, une carte tunnel est tirée au hasard et posée face visible à "
                  "mi-chemin entre le départ et l'arrivée du milieu."),
            ("ul", ("Les chercheurs d'or gagnent : 3 pépites à qui a atteint le trésor, 2 à chaque autre chercheur d'or.",
                    "Un nain cupide atteint lui-même le trésor : 4 pépites pour lui, rien pour les autres.",
                    "Les saboteurs gagnent : 3 pépites chacun (4 pour le saboteur seul d'une partie à cinq).")),
        ),
    },
}
