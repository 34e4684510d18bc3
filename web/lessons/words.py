"""What the lesson pages say that no lesson writes itself: the rules' refusals in the
reader's words (by the engine's refusal code, see kernel/handlers.py `Refusal`), and the
answer to a move the rules allow but the step did not ask for."""

# A side of the card, as each sentence needs it ("{side}": yours; "{beside}": the neighbour).
SIDES = {
    "en": {"north": "top", "east": "right", "south": "bottom", "west": "left"},
    "fr": {"north": "du haut", "east": "droit", "south": "du bas", "west": "gauche"},
}
BESIDE = {
    "en": {"north": "above", "east": "to the right", "south": "below", "west": "to the left"},
    "fr": {"north": "du dessus", "east": "de droite", "south": "du dessous", "west": "de gauche"},
}

REFUSALS = {
    "en": {
        "has_broken_tool": "You have a broken tool in front of you: nobody can dig with a broken tool. Get it repaired first.",
        "trapped": "You are trapped: a trapped player cannot place path cards until someone frees them.",
        "turn_is_no_choice": "This card looks the same both ways round: there is nothing to turn.",
        "off_board": "That space is off the board.",
        "space_taken": "A card already lies there: path cards go on empty spaces.",
        "not_beside_linked_path": "That space does not touch a path that leads back to the start card. A new card must extend the tunnel from the start.",
        "mismatch_card": "It does not fit: its {side} side has a tunnel, but the card {beside} has rock there.",
        "mismatch_neighbour": "It does not fit: the card {beside} has a tunnel on that side, but your card's {side} side is rock.",
        "misfit": "It does not fit here: none of its tunnels meets a tunnel that leads back to the start.",
        "no_link": "A ladder must touch a card of the maze and no goal; any other card must join a tunnel from the start.",
        "no_such_seat": "There is no such player.",
        "aimed_at_self": "This card is played on another player, never on yourself.",
        "already_broken": "That player already has this tool broken: the same tool cannot break twice.",
        "tool_not_named": "This card does not mend that tool.",
        "nothing_to_mend": "That player has no broken tool of this kind to mend.",
        "not_removable": "Rockfall removes a path card: not the start card, and not a goal card.",
        "no_hidden_goal": "The map looks at a goal card that is still face down.",
        "theft_there": "A theft card already lies in front of you.",
        "no_theft": "No theft card lies in front of that player.",
        "already_trapped": "That player is already trapped.",
        "not_trapped": "That player is not trapped.",
        "other": "Choose another player, not yourself.",
        "no_roles_left": "No role card is left to draw.",
        # the anniversary modules' conditions (book 002; rules/anniversary.md)
        "same_goal": "A goal swap takes two different goal cards.",
        "not_face_down_goal": "A goal swap takes two goal cards that still lie face down.",
        "not_yes_or_no": "Say whether the two goals are swapped: yes or no.",
        "empty_discard": "The forgotten treasure looks through the discard pile, and it is empty.",
        "no_two_placements": "The scout needs two path cards from your hand that can be placed one after the other.",
        "no_diversion": "The diversion moves the last path card placed to another space where it fits; it cannot go there.",
        "lay_refused": "Nobody paid the toll for that right-of-way pawn's space this turn: no path card goes there now.",
        "nothing_to_remove": "Rockfall removes a path card or a black card: not the start, a goal or a postcard.",
        "nothing_to_look_at": "The map looks at a face-down goal or a face-down chest (after sealed maps, a chest only).",
        "rule": "The rules do not allow that move.",
        # The Lost Mines (issue 48)
        "nothing_beside": "That space touches no start, path card, found mine or face-up goal: a path card goes next to one.",
        "no_such_obstacle": "This tool's token goes on an obstacle of its own kind.",
        "tool_there": "That obstacle has its tool already.",
        "not_a_face_down_mine": "This looks at a mine or a goal that is still face down.",
        "no_such_treasure": "There is no treasure there to look at or take.",
        "no_such_side": "Choose a side of a path card.",
        "no_path_end": "A token goes on a path between two cards, or on a path's open end.",
        "token_there": "That side holds a token already.",
        "not_a_path_card": "Only a path card can be removed (by a thunderstorm or a cave-in): not a start, a mine or a goal.",
        "someone_there": "A dwarf or a creature stands on that card: a cave-in removes only a card nobody stands on.",
        "boots_there": "That player already has boots in front of them: one pair each.",
        "no_such_spot": "A creature comes up on an abyss square of a face-up card; once out, it moves on from where it stands.",
        "web_there": "That side holds a web already.",
        "dwarf_there": "A dwarf stands on that card: a thunderstorm only takes a card with no dwarf on it.",
    },
    "fr": {
        "has_broken_tool": "Vous avez un outil cassé devant vous : on ne creuse pas avec un outil cassé. Faites-le réparer d'abord.",
        "trapped": "Vous êtes pris au piège : on ne pose plus de chemin tant que personne ne vous a libéré.",
        "turn_is_no_choice": "Cette carte est la même dans les deux sens : inutile de la tourner.",
        "off_board": "Cette case est hors du plateau.",
        "space_taken": "Une carte est déjà là : un chemin se pose sur une case vide.",
        "not_beside_linked_path": "Cette case ne touche aucun tunnel relié à la carte de départ. Une nouvelle carte prolonge le tunnel qui part du départ.",
        "mismatch_card": "Elle ne s'emboîte pas : son côté {side} a un tunnel, mais la carte {beside} a de la roche de ce côté.",
        "mismatch_neighbour": "Elle ne s'emboîte pas : la carte {beside} a un tunnel de ce côté, mais le côté {side} de votre carte est de la roche.",
        "misfit": "Elle ne va pas ici : aucun de ses tunnels ne rejoint un tunnel relié au départ.",
        "no_link": "Une échelle touche une carte du labyrinthe et aucune carte arrivée ; toute autre carte doit rejoindre un tunnel du départ.",
        "no_such_seat": "Ce joueur n'existe pas.",
        "aimed_at_self": "Cette carte se joue sur un autre joueur, jamais sur vous-même.",
        "already_broken": "Ce joueur a déjà cet outil cassé : un même outil ne casse pas deux fois.",
        "tool_not_named": "Cette carte ne répare pas cet outil.",
        "nothing_to_mend": "Ce joueur n'a pas d'outil de ce genre à réparer.",
        "not_removable": "L'éboulement retire une carte chemin : ni la carte de départ, ni une carte arrivée.",
        "no_hidden_goal": "Le plan sert à regarder une carte arrivée encore face cachée.",
        "theft_there": "Une carte vol est déjà posée devant vous.",
        "no_theft": "Aucune carte vol n'est posée devant ce joueur.",
        "already_trapped": "Ce joueur est déjà pris au piège.",
        "not_trapped": "Ce joueur n'est pas pris au piège.",
        "other": "Choisissez un autre joueur que vous.",
        "no_roles_left": "Il ne reste aucune carte rôle à tirer.",
        # les conditions des modules de l'édition anniversaire (livre 002)
        "same_goal": "L'échange d'arrivées prend deux cartes arrivée différentes.",
        "not_face_down_goal": "L'échange d'arrivées prend deux cartes arrivée encore face cachée.",
        "not_yes_or_no": "Dites si les deux arrivées sont échangées : oui ou non.",
        "empty_discard": "Le trésor oublié se cherche dans la défausse, et elle est vide.",
        "no_two_placements": "L'éclaireur demande deux cartes chemin de votre main qui se posent l'une après l'autre.",
        "no_diversion": "La diversion déplace la dernière carte chemin posée vers une autre case où elle s'emboîte ; elle ne peut pas aller là.",
        "lay_refused": "Personne n'a payé le péage de la case de ce pion du droit de passage ce tour-ci : aucune carte chemin n'y va pour l'instant.",
        "nothing_to_remove": "L'éboulement retire une carte chemin ou une carte noire : ni le départ, ni une arrivée, ni une carte postale.",
        "nothing_to_look_at": "Le plan regarde une carte arrivée ou un coffre face cachée (après les cartes scellées, un coffre seulement).",
        "rule": "Les règles n'autorisent pas ce coup.",
        "nothing_beside": "Cette case ne touche aucun départ, aucune carte chemin, aucune mine découverte ni aucune arrivée face visible : une carte chemin se pose à côté de l'un d'eux.",
        "no_such_obstacle": "Le jeton de cet outil se pose sur un obstacle de son type.",
        "tool_there": "Cet obstacle a déjà son outil.",
        "not_a_face_down_mine": "Cette carte regarde une mine ou une arrivée encore face cachée.",
        "no_such_treasure": "Il n'y a pas de trésor à regarder ou à prendre ici.",
        "no_such_side": "Choisissez un côté d'une carte chemin.",
        "no_path_end": "Un jeton se pose sur un chemin entre deux cartes, ou au bout ouvert d'un chemin.",
        "token_there": "Ce côté porte déjà un jeton.",
        "not_a_path_card": "Seule une carte chemin peut être retirée (par l'orage ou un éboulement) : ni un départ, ni une mine, ni une arrivée.",
        "someone_there": "Un nain ou une créature se tient sur cette carte : un éboulement ne retire qu'une carte où personne ne se tient.",
        "boots_there": "Ce joueur a déjà des bottes devant lui : une paire chacun.",
        "no_such_spot": "Une créature sort sur une case de gouffre d'une carte face visible ; une fois sortie, elle repart d'où elle se tient.",
        "web_there": "Ce côté porte déjà une toile.",
        "dwarf_there": "Un nain est sur cette carte : l'orage ne prend qu'une carte sans nain.",
    },
}

# The other way round, the card would fit: said after the refusal.
TURN_IT = {"en": "Turned around, it would fit.", "fr": "Retournée, elle irait."}

NOT_THE_GOAL = {
    "en": "The rules allow that, but it is not what this step asks. Read the step again, or ask for a hint.",
    "fr": "Les règles le permettent, mais ce n'est pas ce que demande cette étape. Relisez-la, ou demandez un indice.",
}

WRONG_GUESS = {
    "en": "Not quite. Look again at what each player did.",
    "fr": "Pas tout à fait. Regardez encore ce que chacun a joué.",
}


def refusal_text(refusal) -> dict:
    """The refusal (the engine's `Refusal`, or a plain str) in each language. A plain str
    (a decision's refusal) has the general words; a named condition with no words of its own
    raises KeyError, so a lesson that meets a new condition fails to bake."""
    code = getattr(refusal, "code", "rule")
    facts = getattr(refusal, "facts", {})
    if code == "mismatch":
        code = "mismatch_" + facts["path_on"]
    texts = {}
    for lang, table in REFUSALS.items():
        if code not in table:
            raise KeyError(f"the refusal {code!r} ({refusal}) has no words in {lang!r}: add them to lessons/words.py REFUSALS")
        words = table[code]
        if "side" in facts:
            words = words.format(side=SIDES[lang][facts["side"]], beside=BESIDE[lang][facts["side"]])
        texts[lang] = words
    return texts
