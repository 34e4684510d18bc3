"""Words shown to people, in English and French; a small dict-based i18n.

`t(lang, key, **values)` looks a key up and fills `{name}` fields. Card names, actions and
log events are put in words here too. Runs on CPython and MicroPython (no re, no typing).
"""

from ui import cave_svg
from ui.cards_svg import (FOREST_EFFECTS, OBSTACLE_TOOLS, TREASURE_FILL, card_data, card_effect, card_features, card_kind,
                          card_places, card_tools, CAVE_EFFECTS, cave_effect, goal_rows, last_maze, viewer_seat, mine_type, table_layout, treasure_slot,
                          turned_sides)

LANGUAGES = ("en", "fr")
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}

STRINGS = {
    "en": {
        "app_title": "Saboteur",
        "language": "Language",
        "new_game": "New game",
        "start_game": "Start the game",
        "start_game_help": "with the game and players set up here",
        "quick_game": "Quick game",
        "quick_game_help": "You and three Medium bots, base Saboteur.",
        "resume": "Resume the saved game",
        "players": "Players",
        "add_player": "Add a seat",
        "remove_player": "Remove seat {n}",
        "seat": "Seat {n}",
        "name": "Name",
        "kind": "Who plays",
        "human": "Person",
        "bot": "Bot",
        "level": "Level",
        "level_1": "Easy",
        "level_2": "Medium",
        "level_3": "Hard",
        "levels_help": "Easy and Medium bots play their role openly; Medium weighs every move to work out who is who. "
                       "Hard bots think a few turns ahead, and a Hard saboteur hides until it counts.",
        "options": "Options",
        "gold_draw": "Gold cards for the gold-diggers",
        "gold_draw_per_gold_digger": "One per gold-digger (2024 rules)",
        "gold_draw_per_player": "One per player, at most 9 (2012 rules)",
        # the anniversary edition's modules: a name and one line each (start screen, status, rules)
        "modules": "Anniversary edition",
        "modules_help": "Modules from the 20th-anniversary box, to add to this game.",
        "modules_in_play": "With {names}",
        "module_in_this_game": "in this game",
        "module_not_with": "Not with {name}, ticked here: {why}",
        "module_not_with_plain": "Not with {name}, ticked here.",
        "module_players": "For {min} to {max} players: this table has {n}.",
        "module_players_start": "{name} is for {min} to {max} players.",
        "module_clash_start": "{first} and {second} do not go together: untick one.",
        "clash_sabotaged-dwarf+tournament": "each variant pays the round its own way.",
        "module_championship": "Championship cards",
        "module_line_championship": "Seven special action cards from the world championships: swap goals, veto a card, turn the play order round, and more.",
        "module_greedy-dwarf": "Greedy dwarf",
        "module_line_greedy-dwarf": "A dwarf who digs for no one but itself: it takes four gold cards if it lays the path to the treasure, else nothing.",
        "module_right-of-way": "Right of way",
        "module_line_right-of-way": "Post a dwarf pawn at an open end: whoever builds there pays you a nugget.",
        "module_costume-workshop": "Costume workshop",
        "module_line_costume-workshop": "A postcard in the maze: the first dwarf to join it to the start changes role in secret.",
        "module_underground-party": "Underground party",
        "module_line_underground-party": "A postcard in the maze: joining it to the start gathers every role and deals them out again.",
        "module_new-goals": "New goal cards",
        "module_line_new-goals": "Five goals instead of three, with a spider, a dragon and sacks of nuggets among the stones.",
        "module_treasure-chests": "Treasure chests",
        "module_line_treasure-chests": "Chests lie hidden under black cards in the maze, each with its own surprise for whoever reaches it.",
        "module_sabotaged-dwarf": "Sabotaged dwarf",
        "module_line_sabotaged-dwarf": "When the gold-diggers win, those with a broken tool in front of them get no share.",
        "module_tournament": "Tournament",
        "module_line_tournament": "The championship way to play, 5 to 9 players: nuggets instead of gold cards, greedy dwarves, a tunnel laid halfway.",
        "seed": "Seed",
        "seed_help": "Leave it empty for a fresh deal. The same seed deals the same game; it is shown when the game ends.",
        "seed_was": "This deal's seed was {seed}: enter it on the start screen to play the same deal again.",
        "round_summary_gd": "Round {round}: the gold-diggers won ({name} found the gold).",
        "round_summary_greedy": "Round {round}: the greedy dwarf {name} reached the treasure alone.",
        "round_summary_sab": "Round {round}: the saboteurs won.",
        "rounds_title": "Rounds",
        "bot_speed": "Bot speed",
        "bot_speed_short": "Bots",
        "speed_slow": "Slow",
        "speed_normal": "Normal",
        "speed_fast": "Fast",
        "speed_instant": "Instant",
        "too_few": "Saboteur needs 3 to 10 players.",
        "need_human": "At least one seat must be a person.",
        "default_name": "Player {n}",
        "bot_name": "Bot {n}",
        "round_of": "Round {round} of {rounds}",
        "to_move": "{name} to play",
        "to_move_you": "Your turn to play",
        "now_playing": "playing now",
        "your_turn": "Your turn, {name}",
        "waiting_bot": "{name} is thinking…",
        "hand": "Your hand",
        "hand_of": "Hand of {name}",
        "your_hand": "Your hand",
        "keys_help": "Keys: 1-9 pick a card and go to its first lit spot; arrows move between spots; Enter chooses, Enter again confirms; r turns; Esc cancels.",
        "your_role": "You are a {role}",
        "your_role_boss": "You are the boss",
        "role_gold-digger": "gold-digger",
        "role_saboteur": "saboteur",
        "roles_gold-digger": "the gold-diggers",
        "roles_saboteur": "the saboteurs",
        "cards_in_hand": "{n} cards",
        "cards_in_hand_one": "{n} card",
        "gold_cards": "{n} gold cards",
        "gold_cards_one": "{n} gold card",
        "broken_tools": "Broken: {tools}",
        "no_broken": "Tools fine",
        "no_cards": "no cards left",
        "role_seen": "you saw: {role}",
        "last_move": "last: {move}",
        "last_place": "placed a card",
        "last_rockfall": "removed a card",
        "last_map": "looked at {goal}",
        "last_break": "broke: {tool} → {target}",
        "last_repair": "repaired: {tool} → {target}",
        "last_repair_self": "repaired own {tool}",
        "last_pass": "passed",
        "last_discard_two": "discarded two cards",
        "last_theft": "laid a theft",
        "last_hands_off": "hands off → {target}",
        "last_trap": "trapped {target}",
        "last_free": "freed {target}",
        "last_free_self": "freed themselves",
        "last_inspect": "looked at a role → {target}",
        "last_swap_hats": "new role → {target}",
        "last_swap_hats_self": "took a new role",
        "last_swap_hands": "swapped hands → {target}",
        "draw_pile": "Draw pile: {n}",
        "select_card": "Choose a card from your hand.",
        "choose_spot": "Choose a highlighted spot on the maze.",
        "choose_player": "Choose a player.",
        "choose_card_to_remove": "Choose a maze card to remove.",
        "choose_goal": "Choose a face-down goal to look at.",
        # the anniversary's choices (championship cards, right of way): chosen, previewed, confirmed
        "choose_first_goal": "Choose a face-down goal to take.",
        "choose_second_goal": "Choose the other face-down goal.",
        "choose_swap": "Only you will know: swap the two goals, or put them back as they were?",
        "swap_1": "Swap them",
        "swap_0": "Put them back unswapped",
        "choose_play": "This card has no target: play it, then confirm.",
        "play_card": "Play it",
        "choose_diversion": "Choose where the last path card laid goes (it is outlined).",
        # treasure chests (issue 47, book 002 'Coffres au trésor')
        "chests": "Where the chests lie",
        "chests_fixed": "the book's four places",
        "chests_random": "four random places, none side by side",
        "choose_open_chest": "Treasure chests: choose which chest your path reached opens first.",
        "choose_move_goal": "Goal moved: choose a face-down goal to move one space further (east).",
        "choose_peek": "Peek: choose a player whose role you look at.",
        "choose_pickpocket": "Pickpocket: choose a player to take a card from, at random.",
        "choose_rummage": "Rummage: choose the card to keep among those you see.",
        "choose_pick_three": "Pick of three: choose the card to keep; the others go face down on the discard.",
        "act_open_chest": "Open the chest {where}",
        "act_move_goal": "Move {goal} one space east",
        # new goals reached at once (issue 47, book 002 'Nouvelles cartes Arrivée')
        "choose_goal_order": "Your path reached several goals at once: choose which is turned over first (its effect comes first).",
        "act_goal_order": "Turn over {goal} first",
        "act_peek": "Look at {name}'s role",
        "act_pickpocket": "Take a card from {name}",
        "act_keep_card": "Keep {card}",
        "card_chest": "treasure chest: {name}",
        "card_chest_back": "face-down black card (a treasure chest under it)",
        "card_black": "black card, {path}",
        "chest_gold": "gold", "chest_sealed-maps": "sealed maps", "chest_lost-draw": "lost draw",
        "chest_extra-draw": "extra draw", "chest_goal-moved": "goal moved", "chest_pickpocket": "pickpocket",
        "chest_pick-of-three": "pick of three", "chest_peek": "peek", "chest_rummage": "rummage", "chest_bury": "bury",
        "help_chest_back": "A treasure chest lies under this black card: linking a path to it opens the chest; a map may look at it.",
        "help_black": "Black card: a path card that lay on a chest; it joins the cards around it.",
        "help_chest_gold": "Gold chest: take 1 nugget.",
        "help_chest_sealed-maps": "Sealed maps: from now on no map may look at a face-down goal.",
        "help_chest_lost-draw": "Lost draw: draw one card fewer at the end of this turn.",
        "help_chest_extra-draw": "Extra draw: draw one card more at the end of this turn.",
        "help_chest_goal-moved": "Goal moved: move a face-down goal one space further from the start.",
        "help_chest_pickpocket": "Pickpocket: instead of one card drawn, take a card at random from another player.",
        "help_chest_pick-of-three": "Pick of three: draw 3 at the end of the turn, keep 1, the others face down on the discard.",
        "help_chest_peek": "Peek: look at another player's role card.",
        "help_chest_rummage": "Rummage: shuffle the discard, look at its top 5 and keep 1; draw one fewer.",
        "help_chest_bury": "Bury: the top 5 cards of the draw pile go face down on the discard.",
        "chests_sealed": "Maps sealed: maps may look only at chests.",
        "chests_aside": "Chests set aside: {n}",
        "chests_draw_changes": "At this turn's end: {changes}",
        "ev_chest_opened": "{name} opened a treasure chest {where}: {chest}.",
        "ev_chest_effect": "{name}'s chest. {help}",
        "ev_chest_moved": "{name} moved {goal} one space east.",
        "ev_chest_peek": "{name} looked at {target}'s role.",
        "ev_chest_peek_own": "{name} looked at {target}'s role: {role}.",
        "ev_chest_target": "{name} chose {target}.",
        "ev_rummage": "{name} kept a card from the discard pile.",
        "ev_rummage_own": "{name} kept {card}.",
        "ev_drew_three": "{name} drew 3 cards.",
        "ev_drew_three_own": "{name} drew {cards}.",
        "ev_card_taken": "{name} took a card from {target}.",
        "ev_card_taken_own": "{name} took {card} from {target}.",
        "scout_place_prompt": "Scout: lay a path card (two in a row).",
        "recruit": "Right of way: discard it to place a pawn",
        "choose_pawn_cell": "Choose an empty cell for your pawn.",
        "toll_prompt": "{placer} wants to lay a card on a pawn's cell and cannot pay: pay 1 nugget for them?",
        "choose_keep_discard": "Forgotten treasure: choose the discard to keep (the top one first).",
        "veto_prompt": "{placer} plays: {action}. Veto it, or let it act?",
        "answers_title": "Any veto?",
        "answers_text": "{name} has played a card. Before it acts, anyone at the screen holding a veto may answer it.",
        "answers_veto": "Veto",
        "answers_go_on": "Go on",
        "claim_title": "Who plays the veto? Only that person should look.",
        "claim_seat": "{name}",
        "claim_back": "Back",
        "no_veto_now": "You have nothing to answer now.",
        "veto_done": "Done, pass the device",
        "confirm_hint": "Check the preview, then confirm.",
        "confirm": "Confirm",
        "cancel": "Cancel",
        "turn_card": "Turn 180°",
        "discard": "Pass: discard this card",
        "no_spot": "This card cannot be played now; you may discard it.",
        "log": "What happened",
        "zoom_in": "Zoom in",
        "zoom_out": "Zoom out",
        "fit": "Fit the maze",
        "pan_left": "Pan left",
        "pan_right": "Pan right",
        "pan_up": "Pan up",
        "pan_down": "Pan down",
        "spots_that_way": "{direction}: {n} lit spots that way",
        "spots_that_way_one": "{direction}: {n} lit spot that way",
        "maze": "The maze",
        "privacy_title": "Pass the device to {name}",
        "privacy_body": "Only {name} should look at the screen now.",
        "privacy_ready": "I am {name}: show my hand",
        "round_end": "End of round {round}",
        "gold_found_by": "{name} found the gold.",
        "gold_not_found": "The gold was not reached: the saboteurs win the round.",
        "winners_round_gd": "The gold-diggers win the round.",
        "winners_round_greedy": "{name}, the greedy dwarf, reached the treasure: they alone are paid.",
        "payout_title": "Nuggets of the round",
        "payout_origin": "Where the nuggets came from",
        "gold_and_nuggets": "{cards} · {nuggets}",
        "tokens_held": "Right-of-way tokens: {where}",
        "gold_not_found_no_saboteur": "The gold was not reached, and nobody was a saboteur: nobody wins the round.",
        "route": "The route from the start to the gold is lit up on the maze.",
        "roles_title": "Roles",
        "bots_thought": "What the bots thought",
        "bots_thought_note": "The chance each bot gave each player of being a saboteur, at its last look in the round. The true saboteurs are marked. Below, how that chance moved turn by turn, and the turn that moved it most.",
        "thought_self": "itself",
        "suspicion_of_bot": "How {name}'s suspicion moved",
        "suspicion_ends": "{start}% at the deal, {end}% at the end.",
        "moved_most": "Moved most by: {move} ({before}% to {after}%).",
        "never_moved": "Nothing moved it.",
        "role_after_new_hat": "{role} at the end, after taking a new role",
        "gold_share": "Gold share",
        "keep_gold_title": "{name}, keep one gold card",
        "keep_gold": "Keep a gold card worth {value}",
        "waiting_keeper": "{name} is choosing a gold card.",
        "cards_left": "{n} gold cards left to share",
        "cards_left_one": "{n} gold card left to share",
        "next_round": "Next round",
        "game_over": "Game over",
        "winner_is": "Winner: {names}",
        "winners_are": "Winners: {names}",
        "play_again": "New game",
        "watch_again": "Watch again",
        "save_record": "Save this game to a file",
        "replay_title": "Watching the game again",
        "replay_where": "Step {step} of {steps} · Round {round}",
        "replay_round_end": "end of round {round}",
        "replay_dealt": "The cards of round {round} are dealt.",
        "replay_back": "Back",
        "replay_forward": "Forward",
        "replay_controls": "Replay controls",
        "replay_rounds": "Jump to a round",
        "replay_exit": "Exit the replay",
        "replay_keys": "Keys: ← back, → forward, Home and End: first and last step, Esc: exit.",
        "replay_seats": "Every seat's role and hand",
        "replay_no_cards": "no cards",
        "replay_gold": "gold: {n}",
        "map_result": "You looked at {goal}: {card}.",
        "inspect_result": "You looked at the role of {name}: {role}.",
        "drew_card": "You drew: {card}.",
        "move_result_title": "Your move",
        "done_pass": "Done, pass the device",
        "seen_by_you": "seen by you: {card}",
        "save_bad": "The saved game could not be read ({reason}). It is set aside: you can download it.",
        "illegal": "That is not a legal move.",
        "close": "Close",
        "you": "you",
        "card_start": "start card",
        "card_goal_back": "face-down goal",
        "card_goal-gold": "gold goal",
        "card_goal-stone": "stone goal",
        "card_tunnel": "path {dirs}",
        "card_dead": "dead end {dirs}",
        "card_break": "broken {tools}",
        "card_repair": "repair {tools}",
        "card_rockfall": "rockfall",
        "card_map": "map",
        "turned": "turned",
        "tool_pick": "pick",
        "tool_lantern": "lantern",
        "tool_cart": "cart",
        "or": "or",
        "gold": "Gold",
        "stone": "Stone",
        "seen": "Seen",
        "seen_band": "Seen: {card}",
        "broken_word": "Broken",
        "broken_tool_line": "{tool}",
        "repair_word": "Repair",
        "rockfall_word": "Rockfall",
        "map_word": "Map",
        "act_place": "Place {card}, {where}",
        "act_place_turned": "Place {card}, turned, {where}",
        "act_break": "Break the {tool} of {name}",
        "act_repair": "Repair the {tool} of {name}",
        "act_break_yours": "Break your {tool}",
        "act_repair_yours": "Repair your {tool}",
        "act_rockfall": "Remove the card {where}",
        "act_map": "Look at {goal}",
        "act_goal_swap": "Take {goal} and {other}",
        "act_goal_swap_1": "Take {goal} and {other}, swapped",
        "act_goal_swap_0": "Take {goal} and {other}, put back unswapped",
        "act_no_target": "Play {card}",
        "act_diversion": "Move the last path card laid: {where}",
        "act_diversion_turned": "Move the last path card laid, turned: {where}",
        "act_recruit": "Discard {card}, a pawn: {where}",
        "act_keep_discard": "Keep {card}",
        "act_pay_toll": "Pay 1 nugget",
        "act_decline_toll": "Do not pay",
        "act_veto": "Veto it",
        "act_allow": "Let it act",
        "act_pass": "Discard {card}",
        "act_keep_gold": "Keep gold worth {value}",
        "ev_round_start": "Round {round} starts; {name} plays first.",
        "ev_role": "You are a {role}.",
        "ev_role_boss": "You are the boss.",
        "ev_place": "{name} placed {card}, {where}.",
        "ev_draw": "{name} drew a card.",
        "ev_draw_own": "{name} drew {card}.",
        "ev_goal_revealed": "{goal} is turned up: {card}.",
        "ev_break": "{name} broke the {tool} of {target}.",
        "ev_repair": "{name} repaired the {tool} of {target}.",
        "ev_repair_self": "{name} repaired their own {tool}.",
        "ev_break_yours": "{name} broke your {tool}.",
        "ev_repair_yours": "{name} repaired your {tool}.",
        "ev_rockfall": "{name} removed {card}, {where}.",
        "ev_map": "{name} looked at {goal}.",
        "ev_map_own": "{name} looked at {goal}: {card}.",
        "ev_pass": "{name} passed.",
        "ev_pass_own": "{name} passed, discarding {card}.",
        "ev_round_end_gd": "Round {round} is over: the gold-diggers found the gold.",
        "ev_round_end_sab": "Round {round} is over: the saboteurs win.",
        "ev_round_end_none": "Round {round} is over: the gold was not reached and nobody was a saboteur.",
        "ev_gold_drawn": "{n} gold cards are drawn for the gold-diggers.",
        "ev_gold_drawn_one": "{n} gold card is drawn for the gold-diggers.",
        "ev_keep_gold": "{name} kept a gold card.",
        "ev_keep_gold_own": "{name} kept a gold card worth {value}.",
        "ev_saboteur_paid": "{name} is paid {n} gold cards as a saboteur.",
        "ev_saboteur_paid_one": "{name} is paid {n} gold card as a saboteur.",
        "ev_game_end": "The game is over.",
        "ev_unknown": "{type}",
        "start_screen": "Set up a game",
        "loading": "Loading the game…",
        "bot_level_name": "{name} (bot, {level})",
        # -- how to play, card help, role banner
        "how_to_play": "How to play",
        "learn_to_play": "Learn to play",
        "learn_to_play_more": "short lessons, one rule at a time",
        "rules_back_game": "Back to the game",
        "rules_back_start": "Back to the game setup",
        "help_tunnel": "Path: extends the tunnels from the start; it must fit every card beside it.",
        "help_dead": "Dead end: laid like a path, but its tunnels stop at the rock: good for blocking the way.",
        "help_start": "Start: the ladder where every path begins.",
        # a table with a start per clan (The Lost Mines, ruling 1): a path need not lead back to a start
        "help_path_clans": "Path: goes next to a start, a path card or a found mine and must join a path already placed (not necessarily one from a start); it must fit every card beside it.",
        "help_dead_clans": "Dead end: laid like a path, but its paths stop short without meeting: good for blocking the way.",
        "help_start_clan": "Start of the {clan}: its dwarves set off from here each round; any number of dwarves may stand on it.",
        # The Lost Mines
        "help_rocks": "Rocks: a path that holds one dwarf; while one stands there nobody enters or crosses it.",
        "help_campfire": "Campfire: a dwarf that starts its move here may walk 5 steps instead of 3.",
        "help_obstacle_trunk": "Tree trunk: nobody passes until an axe lies on it; then it holds one dwarf at a time.",
        "help_obstacle_lake": "Lake: nobody passes until a boat lies on it; then it holds one dwarf at a time.",
        "help_obstacle_ditch": "Ditch: nobody passes until a rope lies on it; then it holds one dwarf at a time.",
        "help_mine": "A mine: the first dwarf to step on it turns it over; a dwarf that ends its move on it takes a treasure of its type.",
        "help_mine_dragon": "The dragon: the first dwarf to step on it takes the dragon, and its player gives back 2 points of the round.",
        "help_tool_trunk": "Axe: lay its token on a tree trunk in the forest, so that dwarves can pass it.",
        "help_tool_lake": "Boat: lay its token on a lake in the forest, so that dwarves can cross it.",
        "help_tool_ditch": "Rope: lay its token on a ditch in the forest, so that dwarves can cross it.",
        "help_look_mine_treasure": "Information: look in secret at a face-down mine, or at a treasure not yet taken.",
        "help_look_treasure_dwarf": "Information: look in secret at a treasure not yet taken, or at another player's dwarf card.",
        "help_lay_trap": "Trap: lay its token on a side of a path; every dwarf that crosses it loses a card at random.",
        "help_lay_troll": "Troll: lay its token on a side of a path; nobody crosses it until your next turn.",
        "help_thunderstorm": "Thunderstorm: remove a path card with no dwarf on it (never a start or a mine).",
        "help_goal_back": "Goal, face down: one of the goals hides the gold. Reach it with a path to turn it up; a map lets you peek.",
        "help_goal_gold": "Gold: a path reached the treasure, and the gold-diggers win the round.",
        "help_goal_stone": "Stone: no gold here. The round goes on, and the path may continue from this card.",
        "help_break": "Broken {tool}: put it in front of another player: they cannot lay path cards until it is repaired.",
        "help_repair": "Repair {tool}: takes a broken {tool} away, in front of any player, you included.",
        "help_repair_two": "Repair {tools}: mends one of these two tools, broken in front of any player, you included.",
        "help_rockfall": "Rockfall: remove one path card from the maze (never the start or a goal).",
        "help_map": "Map: look secretly at one face-down goal card.",
        "role_help_saboteur": "You win the round if the gold is not reached. Keep it secret: block the way without being caught.",
        "role_help_gold-digger": "You win the round if someone reaches the gold, whoever lays the last card. Dig toward the goals, and watch who blocks the way.",
        "role_help_ok": "Got it",
        # -- start at once, saves
        "confirm_new": "This will end the saved game (round {round}). Start a new game?",
        "confirm_new_yes": "Start a new game",
        "confirm_new_no": "Keep the saved game",
        "starting": "Starting as soon as the engine is ready…",
        "resuming": "Resuming as soon as the engine is ready…",
        "save_reason_not_json": "the file is damaged",
        "save_reason_not_save": "it is not a Saboteur save",
        "save_reason_version": "it was saved by another version of this page (save version {detail})",
        "save_reason_no_replay": "its moves no longer make a game under the rules",
        "save_reason_seats": "its players do not match its game",
        "load_record": "Watch a saved game…",
        "record_bad": "This file cannot be watched: {reason}.",
        "record_reason_not_json": "it is damaged, or not a game file",
        "record_reason_not_save": "it is not a Saboteur game file",
        "record_reason_version": "it was written by another version of this page (version {detail})",
        "record_reason_no_replay": "its moves do not make a game under the rules",
        "record_reason_seats": "its players do not match its game",
        "record_reason_unfinished": "its game is not finished, and only a finished game can be watched",
        "record_reason_unreadable": "the browser could not read it",
        "save_download": "Download the save that could not be read",
        "save_missing": "The saved game is no longer there.",
        "engine_loading": "The game engine is loading…",
        "engine_failed": "The game engine could not start.",
        "engine_failed_detail": "The game engine could not start ({detail}). Reload the page to try again; if it keeps failing, try another browser.",
        "no_browser": "Sorry, this browser cannot run the game: it lacks {what}. Please open it in an up-to-date Firefox, Chrome, Edge or Safari.",
        "and_word": "and",
        "no_script": "This game runs in your browser and needs JavaScript turned on.",
        # -- reading the table
        "goal_top": "the top goal",
        "goal_middle": "the middle goal",
        "goal_bottom": "the bottom goal",
        "goal_up": "the goal {n} cards up",
        "goal_up_one": "the goal {n} card up",
        "goal_level": "the goal level with the start",
        "goal_down": "the goal {n} cards down",
        "goal_down_one": "the goal {n} card down",
        "goal_is": "{goal}: {card}",
        "spot_start": "on the start",
        "spot_right": "{n} cards right of the start",
        "spot_right_one": "{n} card right of the start",
        "spot_left": "{n} cards left of the start",
        "spot_left_one": "{n} card left of the start",
        "spot_up": "{n} cards above the start",
        "spot_up_one": "{n} card above the start",
        "spot_down": "{n} cards below the start",
        "spot_down_one": "{n} card below the start",
        "spot_and_up": "{spot}, {n} up",
        "spot_and_down": "{spot}, {n} down",
        # a table with an edge (The Lost Mines): spaces by column and row, mines by where they lie
        "space_at": "column {col}, row {row}",
        "mine_north_most": "the north-most mine",
        "mine_south_most": "the south-most mine",
        "mine_middle": "the middle mine",
        "mine_from_north": "the {nth} mine from the north",
        "mine_from_south": "the {nth} mine from the south",
        "nth_2": "second",
        "nth_3": "third",
        "nth_4": "fourth",
        "side_N": "north",
        "side_E": "east",
        "side_S": "south",
        "side_W": "west",
        "clan_blue": "blue clan",
        "clan_yellow": "yellow clan",
        "clan_of": "{clan} clan",
        "start_of_clan": "Start of the {clan}",
        "start_place": "the {clan}'s start",
        # pieces on the table: dwarves on places, tokens on sides and cards
        "piece_dwarf": "{name}'s dwarf, {clan}, {where}",
        "piece_dwarf_plain": "{name}'s dwarf, {where}",
        "piece_troll": "{name}'s troll, {side} side of {where}",
        "piece_trap": "{name}'s trap, {side} side of {where}",
        "piece_axe": "Axe on the tree trunk, {where}",
        "piece_boat": "Boat on the lake, {where}",
        "piece_rope": "Rope over the ditch, {where}",
        "piece_token": "{kind} token, {where}",
        "piece_dwarf_short": "{name}'s dwarf",
        "dwarf_moving": "on the move",
        "piece_side_short": "{token}, {side} side",
        "on_it": "on it: {list}",
        "token_troll": "troll",
        "token_trap": "trap",
        "token_axe": "axe",
        "token_boat": "boat",
        "token_rope": "rope",
        "help_piece_dwarf": "A dwarf, in its clan's colour, with its player's seat number. After each card it walks the paths: up to 3 steps, 5 from a campfire.",
        "help_piece_troll": "Troll: nobody crosses this side, either way, until its player's next turn.",
        "help_piece_trap": "Trap: a dwarf that crosses this side, either way, loses a card at random from its hand, picked by its left neighbour.",
        "help_piece_axe": "Axe token: the tree trunk can be crossed now, by one dwarf at a time.",
        "help_piece_boat": "Boat token: the lake can be crossed now, by one dwarf at a time.",
        "help_piece_rope": "Rope token: the ditch can be crossed now, by one dwarf at a time.",
        "help_piece_token": "A token on the table.",
        # the treasure row beside the mines
        "treasure_row": "Treasures",
        "treasure_gems": "gems",
        "treasure_gold": "gold",
        "treasure_silver": "silver",
        "treasure_short_gems": "gems",
        "treasure_short_gold": "gold",
        "treasure_short_silver": "silver",
        "treasure_slot": "Treasure {n}: {type}",
        "treasure_worth": "worth {value}",
        "treasure_taken": "taken by {name}",
        "help_treasure": "A treasure, face down beside the mines: its back shows its type, its face its value. A dwarf on a found mine of that type takes one.",
        # The Lost Mines: the turn, the move, the choices, the log, the round's end (issue 48)
        "choose_step": "Move your dwarf: tap a lit step ({steps} left), or Stop.",
        "choose_stop": "Your dwarf cannot go further: Stop.",
        "choose_take_treasure": "Choose the treasure to take.",
        "choose_vote": "{proposer} proposes to end the round: can no mine be reached any more? Yes so far: {yes}.",
        "choose_obstacle": "Choose the obstacle for the token.",
        "choose_look": "Choose what to look at.",
        "choose_side": "Choose the side of a path for the token.",
        "act_discard": "Discard {cards} and draw as many",
        "act_tool": "Lay the {tool} on {where}",
        "act_look_mine": "Look at {goal}",
        "act_look_treasure": "Look at {treasure}",
        "act_look_dwarf": "Look at the dwarf card of {name}",
        "act_lay_trap": "Lay a trap on the {side} side of {where}",
        "act_lay_troll": "Lay a troll on the {side} side of {where}",
        "act_thunderstorm": "Thunderstorm on the card at {where}",
        "act_step": "Step to {where}",
        "act_stop": "Stop here",
        "act_take_treasure": "Take {treasure}",
        "act_propose_end": "Propose to end the round (no mine can be reached)",
        "act_vote_1": "Yes, end the round",
        "act_vote_0": "No, play on",
        "treasure_named": "treasure {n} ({type})",
        "treasure_named_value": "treasure {n} ({type}, {value})",
        "ev_walked": "{name} walked {n} steps from {start} to {end}.",
        "ev_walked_one": "{name} walked 1 step from {start} to {end}.",
        "ev_mine_found": "{name} turns over {goal}: {card}.",
        "ev_dragon": "{name} finds the dragon and will give back 2 points of the round.",
        "ev_treasure_taken": "{name} takes treasure {n} ({type}).",
        "ev_treasure_taken_value": "{name} takes treasure {n} ({type}): it is worth {value}.",
        "ev_trap_sprung": "{name} crosses a trap: {by} takes a card from their hand at random.",
        "ev_trap_sprung_empty": "{name} crosses a trap, with no card to lose.",
        "ev_tool_laid": "{name} lays the {tool} on {where}.",
        "ev_looked_mine": "{name} looks at {goal}.",
        "ev_looked_mine_seen": "You look at {goal}: {card}.",
        "ev_looked_treasure": "{name} looks at {treasure}.",
        "ev_looked_treasure_seen": "You look at {treasure}: it is worth {value}.",
        "ev_looked_dwarf": "{name} looks at the dwarf card of {target}.",
        "ev_looked_dwarf_seen": "You look at the dwarf card of {target}: {identity}, {clan}.",
        "ev_lay_trap": "{name} lays a trap on the {side} side of {where}.",
        "ev_lay_troll": "{name} lays a troll on the {side} side of {where}.",
        "ev_troll_left": "{name}'s troll goes away.",
        "ev_thunderstorm": "{name}'s thunderstorm sweeps away the card at {where}.",
        "ev_vote_asked": "{name} proposes to end the round: can no mine be reached any more?",
        "ev_vote_1": "{name} votes yes.",
        "ev_vote_0": "{name} votes no: the round goes on.",
        "ev_discard": "{name} discards {n} cards.",
        "ev_discard_one": "{name} discards {n} card.",
        "ev_round_end_shared": "Round {round} is over: the treasures are shared.",
        # La mine se rebelle: squares, pieces, choices, the log, the score (issue 49)
        "card_cave_group": "{path} (group {group})",
        "card_cave_curve": "path {dirs}",
        "card_cave_tunnel_square": "a tunnel square between the two paths",
        "card_cave_arms": "path {dirs}, a square for each way",
        "card_cave_centre": "path {dirs} with a centre square",
        "card_cave_goal": "goal: {what}",
        "with_abyss": "with an abyss",
        "with_gold": "with a gold vein",
        "with_exit": "with the exit",
        "with_bridge": "(wooden bridge)",
        "with_tunnel": "with a tunnel",
        "cave_goal_exit": "the exit",
        "cave_goal_abyss": "an abyss",
        "cave_goal_ladder": "a ladder",
        "cave_goal_gold": "a gold vein",
        "cave_goal_plain": "a dead end",
        "card_cave_info": "secret information",
        "card_cave_cave_in": "cave-in",
        "card_cave_exchange": "card exchange",
        "card_cave_web": "spider web",
        "card_cave_boots": "boots",
        "card_cave_axe": "axe",
        "card_cave_rat": "rat",
        "card_cave_lindworm": "lindworm",
        "card_cave_goblin": "goblin",
        "label_cave_info": "Secret information",
        "label_cave_goal_exit": "Exit",
        "label_cave_goal_abyss": "Abyss",
        "label_cave_goal_ladder": "Ladder",
        "label_cave_cave_in": "Cave-in",
        "label_cave_exchange": "Exchange",
        "label_cave_web": "Web",
        "label_cave_boots": "Boots",
        "label_cave_axe": "Axe",
        "label_cave_rat": "Rat",
        "label_cave_lindworm": "Lindworm",
        "label_cave_goblin": "Goblin",
        "goal_corner_NW": "the north-west goal",
        "goal_corner_NE": "the north-east goal",
        "goal_corner_SW": "the south-west goal",
        "goal_corner_SE": "the south-east goal",
        "square_side": "the {side} square",
        "square_centre": "the centre square",
        "square_tunnel": "the tunnel square",
        "square_path": "the path {dirs}",
        "square_of": "{square}, {where}",
        "square_start": "the start card",
        "piece_web": "{name}'s web ({n} left, mark {mark}), {side} side of {where}",
        "piece_nugget": "Gold nugget waiting on its vein, {where}",
        "piece_creature": "{name}'s {creature}, {where}",
        "mark_circle": "circle",
        "mark_triangle": "triangle",
        "mark_diamond": "diamond",
        "mark_None": "none",
        "token_web": "web",
        "token_nugget": "gold nugget",
        "token_rat": "rat",
        "token_lindworm": "lindworm",
        "token_goblin": "goblin",
        "the_creature_rat": "the rat",
        "the_creature_lindworm": "the lindworm",
        "the_creature_goblin": "the goblin",
        "a_creature_rat": "a rat",
        "a_creature_lindworm": "a lindworm",
        "a_creature_goblin": "a goblin",
        "it_creature_rat": "it",
        "it_creature_lindworm": "it",
        "it_creature_goblin": "it",
        "help_cave_group_1": "Path, group I: each path is one square; one step crosses it.",
        "help_cave_group_2": "Path, group II: one square for each way out; two steps cross it.",
        "help_cave_group_3": "Path, group III: one square for each way out and one in the centre; three steps cross it.",
        "help_cave_abyss": "Abyss: a creature comes up here when its card is played.",
        "help_cave_ladder": "Ladder: from any ladder square to any other, the start's included, in one step.",
        "help_cave_bridge": "Bridge: a dwarf stepping onto the wooden path loses a card from its hand, picked at random by its left neighbour; the path under it is free.",
        "help_cave_tunnel": "Tunnel: two curves and a tunnel square between them; each step into the tunnel costs a gold nugget.",
        "help_cave_gold": "Gold vein: a nugget waits on it; the dwarf that ends its move there takes it and shows its clan card.",
        "help_cave_goal": "Goal: face down at a corner until a dwarf steps onto it. One of the four is the exit; the others hold an abyss, a ladder or a gold vein.",
        "help_cave_info": "Secret information: look in secret at a face-down goal or at another player's clan card.",
        "help_cave_cave_in": "Cave-in: remove a path card with nobody on it (never the start or a goal).",
        "help_cave_exchange": "Card exchange: swap your whole hand with another player's; they draw one card, you none.",
        "help_cave_web": "Spider web: lay its token on a side of a path; nobody crosses it for two rounds of turns.",
        "help_cave_boots": "Boots: lay them in front of a player (yourself too): their dwarf walks 4 steps instead of 3.",
        "help_cave_axe": "Axe: lay it in front of a player. In front of you, discard it to drive away a creature that attacks you, or to cut a web beside your dwarf.",
        "help_cave_rat": "Rat: bring it up from an abyss and move it up to 3 squares; every dwarf on the square where it stops loses a card at random.",
        "help_cave_lindworm": "Lindworm: bring it up from an abyss and move it up to 4 squares; the dwarves it bites take no step at their next turn.",
        "help_cave_goblin": "Goblin: bring it up from an abyss and move it up to 5 squares; the dwarves it attacks each lose a gold nugget.",
        "help_piece_dwarf_cave": "A dwarf, in the colour of its clan card's back, with its player's seat number. After each card it walks up to 3 squares (4 with boots), carrying its nuggets to the exit.",
        "help_piece_web": "Spider web: no dwarf and no creature crosses this side. Its number says how long it stays: its player turns it from 2 to 1 at their next turn and takes it away at the one after. An axe cuts it sooner.",
        "help_piece_nugget": "A gold nugget on its vein: the dwarf that ends its move here takes it, and shows its clan card for the rest of the game.",
        "help_piece_rat": "Rat: the dwarves it attacks each lose a card at random from their hand. It goes back down at its player's next turn.",
        "help_piece_lindworm": "Lindworm: the dwarves it bites take no step at their next turn. It goes back down at its player's next turn.",
        "help_piece_goblin": "Goblin: the dwarves it attacks each lose a gold nugget. It goes back down at its player's next turn.",
        "choose_creature_step": "Move {the}: tap a lit square ({steps} left), or Stop.",
        "choose_repel": "{The} attacks {victims}: discard an axe lying in front of you to drive {it} away?",
        "choose_summon": "Choose the abyss square the creature comes up on.",
        "choose_vote_exit": "{proposer} proposes to end the game: can nobody reach the exit any more? Yes so far: {yes}.",
        "vote_nobody_yet": "nobody yet",
        "act_vote_1_exit": "Yes, end the game",
        "act_move_to": "Step to {square}",
        "act_summon": "Bring {the} onto {square}",
        "act_look_goal": "Look at {goal}",
        "act_look_clan": "Look at the clan card of {name}",
        "act_cave_in": "Cave-in on the card at {where}",
        "act_exchange": "Exchange hands with {name}",
        "act_lay_web": "Lay the web on the {side} side of {where}",
        "act_equip": "Lay the {card} in front of {name}",
        "act_equip_self": "Lay the {card} in front of you",
        "act_cut_web": "Cut the web on the {side} side of {where} with an axe",
        "act_repel_1": "Discard an axe: drive the creature away",
        "act_repel_0": "Keep the axe: let it attack",
        "act_propose_end_exit": "Propose to end the game (nobody can reach the exit)",
        "ev_moved_square": "{name}'s dwarf steps to {where}.",
        "ev_walked_square": "{name}'s dwarf walks {n} steps to {where}.",
        "ev_creature_walked": "{The} moves {n} steps to {where}.",
        "ev_summoned": "{name} brings {a} up from the abyss at {where}.",
        "ev_creature_moved": "{The} moves to {where}.",
        "ev_attack": "{The} attacks {victims}.",
        "ev_repelled": "{name} discards an axe and drives {the} away.",
        "ev_bitten": "The lindworm bites {name}: no step at their next turn.",
        "ev_robbed": "The goblin takes a gold nugget from {name}.",
        "ev_creature_left": "{The} that {name} brought up goes back down.",
        "ev_web_laid": "{name} lays a web on the {side} side of {where}.",
        "ev_web_turned": "The web on the {side} side of {where} turns to 1.",
        "ev_web_removed": "The web on the {side} side of {where} is gone.",
        "ev_cave_in": "{name} caves in the card at {where}.",
        "ev_exchange": "{name} exchanges hands with {target}.",
        "ev_equip": "{name} lays {card} in front of {target}.",
        "ev_looked_goal": "{name} looks at {goal}.",
        "ev_looked_goal_seen": "You look at {goal}: {card}.",
        "ev_looked_clan": "{name} looks at the clan card of {target}.",
        "ev_gold_vein": "{name} takes the nugget of the gold vein and shows their clan card: {card}.",
        "ev_goal_turned": "{name} turns over {goal}: {card}.",
        "ev_left_mine": "{name} leaves the mine and shows their clan card: {card}.",
        "ev_set_aside": "You see the clan cards set aside: {cards}.",
        "ev_bridge": "{name} crosses a bridge: {by} discards a card from their hand at random.",
        "ev_tunnel": "{name} pays a gold nugget to pass through the tunnel.",
        "ev_vote_asked_exit": "{name} proposes to end the game: can nobody reach the exit any more?",
        "ev_vote_0_exit": "{name} votes no: the game goes on.",
        "ev_game_start": "The game starts; {name} plays first.",
        "clan_card_blue-loyal": "loyal dwarf of the blue clan",
        "clan_card_blue-saboteur": "saboteur of the blue clan, working for the yellow clan",
        "clan_card_yellow-loyal": "loyal dwarf of the yellow clan",
        "clan_card_yellow-saboteur": "saboteur of the yellow clan, working for the blue clan",
        "ev_bridge_nothing": "{name} crosses a bridge, with no card to lose.",
        "ev_rat_card": "The rat takes a card at random from {name}'s hand.",
        "ev_rat_nothing": "The rat finds no card in {name}'s hand.",
        "ev_tunnel_nothing": "{name} passes through the tunnel with no nugget to pay.",
        "ev_goblin_nothing": "The goblin finds no nugget on {name}.",
        "ev_not_repelled": "{name} lets {the} attack.",
        "ev_stood_up": "{name}'s dwarf may walk again.",
        "ev_web_turned_axe": "{name} cuts the web on the {side} side of {where} with an axe: it turns to 1.",
        "ev_web_removed_axe": "{name} cuts away the web on the {side} side of {where} with an axe.",
        "ev_web_removed_cave_in": "The web on the {side} side of {where} falls with the cave-in.",
        "ev_summoned_again": "{name} plays another card of {the}: it moves on from {where}.",
        "ev_gold_vein_plain": "{name} takes the nugget of the gold vein and shows their clan card.",
        "ev_left_mine_plain": "{name} leaves the mine and shows their clan card.",
        "ev_looked_clan_seen_card": "You look at the clan card of {target}: {card}.",
        "nuggets_n": "{n} nuggets",
        "nuggets_n_one": "{n} nugget",
        "seat_out": "left the mine",
        "seat_paralysed": "bitten: no step next turn",
        "seat_works_for": "{role}, for the {clan}",
        "you_work_for": "You are a {role}, working for the {clan}",
        "steps_of_creature": "{the}",
        "cave_over_title": "Who saved the most gold",
        "cave_end_cards": "The end: the pile and every hand are empty.",
        "cave_end_clan_out": "The end: every dwarf working for one clan has left the mine.",
        "cave_end_vote": "The end: everyone agreed that nobody can reach the exit any more.",
        "cave_end_None": "The end of the game.",
        "cave_score_line": "{clan}: {nuggets} × {dwarves} = {score}",
        "cave_nuggets_out": "{n} nuggets carried out",
        "cave_nuggets_out_one": "{n} nugget carried out",
        "cave_dwarves_other": "{n} dwarves of the other clan",
        "cave_dwarves_other_one": "{n} dwarf of the other clan",
        "cave_score_why": "A clan's treasure is the gold its dwarves carried out of the mine (saboteurs carry theirs to the clan they work for), times the number of dwarves in the game working for the other clan.",
        "cave_winner": "The {clan} wins: {names}.",
        "cave_winner_tie": "The {clan} wins the tie, as the first dwarf out worked for it: {names}.",
        "cave_draw": "A draw: nobody left the mine.",
        "cave_roles_title": "Who worked for whom",
        "cave_seat_line": "{name}: {role}, working for the {clan} · {nuggets} · {out}",
        "cave_in_mine": "still in the mine",
        "cave_out": "out",
        "cave_exits": "Out of the mine, in order: {names}",
        "dark_cave_clans_aside": "Clan cards set aside: {cards}",
        "identity_loyal": "loyal dwarf",
        "identity_selfish": "selfish dwarf",
        "identity_saboteur": "saboteur",
        "role_loyal": "loyal dwarf",
        "role_selfish": "selfish dwarf",
        "you_are_identity": "You are a {role} of the {clan}",
        "your_role_loyal": "You are a loyal dwarf",
        "your_role_selfish": "You are a selfish dwarf",
        "ev_role_loyal": "You are a loyal dwarf.",
        "ev_role_selfish": "You are a selfish dwarf.",
        "you_are_a_loyal": "loyal dwarf",
        "you_are_a_selfish": "selfish dwarf",
        "identity_help_loyal": "You share every treasure your clan finds. Build paths toward the mines, walk your dwarf there, and watch who plays against your clan.",
        "identity_help_selfish": "You keep for yourself alone the treasures you find. Race your dwarf to a mine before the others.",
        "identity_help_saboteur": "You wear your clan's colour but work for the other clan: your finds and your share go there. Keep it secret.",
        "escape_help_loyal": "Carry your nuggets out of the mine by the exit, one of the four hidden goals. Your clan's treasure is the gold its dwarves carry out, times the number of dwarves working for the other clan. Watch who plays against your clan.",
        "escape_help_saboteur": "You wear your clan's colour but work for the other clan: the gold you carry out counts for it. Keep it secret.",
        "points": "{n} points",
        "points_one": "{n} point",
        "treasures_held": "{n} treasures",
        "treasures_held_one": "{n} treasure",
        "troll_in_front": "troll card in front",
        "has_dragon": "the dragon",
        "sits_out": "sits out the rest of this round: no cards left and the draw pile is empty",
        "you_sit_out": "You sit out the rest of this round: your hand and the draw pile are empty, so you neither play nor move",
        "found_by": "found by {name}",
        "pool_clan": "The {clan} ({members}):",
        "pool_saboteur": "{name}, saboteur from the {clan}",
        "pool_selfish": "{name}, selfish, alone:",
        "pool_nothing": "no treasure.",
        "pool_found": "{treasures}, {total} in all.",
        "pool_each": "{n} each.",
        "pool_remainder": "{n} left over to {names}, who found the most valuable treasure.",
        "pool_lost": "{n} left over to nobody.",
        "round_ended_cards": "Round {round} ends: the cards have run out.",
        "round_ended_treasures": "Round {round} ends: every treasure has been taken.",
        "round_ended_vote": "Round {round} ends: everyone agreed that no mine can be reached.",
        "sharing_title": "Who shares what",
        "sharing_why": "Selfish dwarves keep their own finds. Everyone else shares with their clan, saboteurs with the other clan; each pool is split evenly, and what is left over goes to whoever found its most valuable treasure.",
        "dragon_paid": "{name} found the dragon and gives back 2 of the points won this round.",
        "round_summary_shared": "Round {round}: the treasures were shared.",
        "points_table": "Points by round",
        "dir_N": "up",
        "dir_S": "down",
        "dir_W": "left",
        "dir_E": "right",
        "and": "and",
        "semicolon": "; ",
        "card_cross": "crossroads",
        "name_role": "{name}: {role}",
        "round_summary_none": "Round {round}: nobody won (the gold was not reached and nobody was a saboteur).",
        "gold_table": "Gold by round",
        "player": "Player",
        "round_n": "Round {round}",
        "total": "Total",
        "advanced": "Advanced",
        # -- Saboteur 2
        "ruleset": "Game",
        "ruleset_base": "Saboteur (3 to 10 players)",
        "ruleset_saboteur2": "Saboteur 2 (2 to 12 players)",
        "ruleset_lost-mines": "The Lost Mines (3 to 9 players)",
        "ruleset_dark-cave": "The Dark Cave (La mine se rebelle, 2 to 8 players)",
        "rounds": "Rounds",
        "rounds_2": "Two rounds (the book)",
        "rounds_3": "Three rounds",
        "rounds_4": "Four rounds",
        "too_few_for": "This game needs {min} to {max} players.",
        "role_gold-digger-blue": "blue gold-digger",
        "role_gold-digger-green": "green gold-digger",
        "role_boss": "boss",
        "role_profiteer": "profiteer",
        "role_geologist": "geologist",
        "roles_gold-digger-blue": "the blue gold-diggers",
        "roles_gold-digger-green": "the green gold-diggers",
        "roles_boss": "the boss",
        "roles_profiteer": "the profiteer",
        "roles_geologist": "the geologists",
        "role_help_gold-digger-blue": "You win with your blue team if a path the blue team may use reaches the gold: green doors bar your way. Dig toward the goals.",
        "role_help_gold-digger-green": "You win with your green team if a path the green team may use reaches the gold: blue doors bar your way. Dig toward the goals.",
        "role_help_boss": "You win whenever a gold-digger team wins, and pass every door, but you are paid a little less.",
        "role_help_profiteer": "You win with the gold-diggers and with the saboteurs alike, but you are paid the least.",
        "role_help_geologist": "You do not care about the gold: at the round's end you are paid one nugget for each crystal in the maze.",
        "card_theft": "theft",
        "card_hands_off": "hands off",
        "card_trap": "trapped",
        "card_free": "free at last",
        "card_inspect": "inspection",
        "card_swap_hats": "swap hats",
        "card_swap_hands": "swap hands",
        "label_spider": "Spider",
        "label_dragon": "Dragon",
        "label_gold-sack-1": "1 nugget",
        "label_gold-sack-2": "2 nuggets",
        "label_any_tool": "any tool",
        "card_goal_spider": "spider goal",
        "card_goal_gold-sack-1": "goal with a sack of 1 nugget",
        "card_goal_gold-sack-2": "goal with a sack of 2 nuggets",
        "card_goal_dragon": "dragon goal",
        "card_postcard": "{name} postcard",
        "card_goal_swap": "goal swap",
        "card_forgotten_treasure": "forgotten treasure",
        "card_veto": "veto",
        "card_reverse": "reverse",
        "card_scout": "scout",
        "card_diversion": "diversion",
        "role_greedy-dwarf": "greedy dwarf",
        "roles_greedy-dwarf": "the greedy dwarf",
        "role_help_greedy-dwarf": "You dig for yourself alone: if you lay the card that reaches the treasure, you take 4 gold cards and nobody else is paid; otherwise you get nothing.",
        "pawn_toll": "dwarf pawn of {name}: a path card laid here pays them a nugget",
        "order_clockwise": "Play goes clockwise",
        "order_reversed": "Play goes counterclockwise (reversed)",
        "last_laid_mark": "last path card laid: a diversion would move it",
        "toll_pending": "waiting for a toll: {card}",
        "postcard_used": "already set off",
        "with_door_blue": "with a blue door",
        "with_door_green": "with a green door",
        "with_ladder": "with a ladder",
        "with_crystal": "with a crystal",
        # The Lost Mines' cards
        "with_rocks": "with rocks (one dwarf at a time)",
        "with_campfire": "with a campfire",
        "with_obstacle_trunk": "with a tree trunk across it",
        "with_obstacle_lake": "with a lake",
        "with_obstacle_ditch": "with a ditch",
        "card_mine": "{type} mine",
        "card_mine_dragon": "dragon mine",
        "card_tool_trunk": "axe",
        "card_tool_lake": "boat",
        "card_tool_ditch": "rope",
        "card_look_mine_treasure": "information: mine or treasure",
        "card_look_treasure_dwarf": "information: treasure or dwarf card",
        "card_lay_trap": "trap",
        "card_lay_troll": "troll",
        "card_thunderstorm": "thunderstorm",
        "label_look_mine_treasure": "Mine or treasure",
        "label_look_treasure_dwarf": "Treasure or dwarf",
        "blue": "Blue",
        "green": "Green",
        "act_pass_cards": "Discard {cards} and draw as many",
        "act_discard_two": "Discard {cards} to take away {card} in front of you",
        "act_theft": "Lay the theft in front of you",
        "act_hands_off": "Take the theft away from {name}",
        "act_trap": "Trap {name}",
        "act_free": "Free {name}",
        "act_inspect": "Look at the role of {name}",
        "act_swap_hats": "{name} takes a new role",
        "act_swap_hands": "Swap hands with {name}",
        "act_steal": "Take a nugget from {name}",
        "ev_pass_count": "{name} passed, discarding {n} cards.",
        "ev_pass_count_one": "{name} passed, discarding {n} card.",
        "ev_discard_two": "{name} discarded {cards} to take away {card}.",
        "ev_discard_two_unseen": "{name} discarded two cards to take away {card}.",
        "ev_theft": "{name} laid a theft in front of themselves.",
        "ev_hands_off": "{name} took the theft away from {target}.",
        "ev_trap": "{name} trapped {target}.",
        "ev_free": "{name} freed {target}.",
        "ev_free_self": "{name} freed themselves.",
        "ev_inspect": "{name} looked at the role of {target}.",
        "ev_inspect_role": "It is: {role}.",
        "ev_swap_hats": "{name} made {target} take a new role.",
        "ev_swap_hats_self": "{name} took a new role.",
        "ev_swap_hats_role": "Your new role: {role}.",
        "ev_swap_hands": "{name} swapped hands with {target}.",
        "ev_new_hand": "Your hand now: {cards}.",
        "ev_steal": "{name} took a nugget from {target}.",
        "ev_round_end_roles": "Round {round} is over: {roles} win.",
        "ev_round_end_nobody": "Round {round} is over: nobody wins.",
        "ev_round_end_greedy": "Round {round} is over: the greedy dwarf reached the treasure alone.",
        "ev_nuggets_gain": "{name} takes {n} nuggets: {why}.",
        "ev_nuggets_gain_one": "{name} takes {n} nugget: {why}.",
        "ev_nuggets_gain_each": "{names} take {n} nuggets each: {why}.",
        "ev_nuggets_gain_each_one": "{names} take {n} nugget each: {why}.",
        "ev_nuggets_gain_all": "Every player takes {n} nuggets: {why}.",
        "ev_nuggets_gain_all_one": "Every player takes {n} nugget: {why}.",
        "ev_nuggets_pay": "{name} pays {n} nuggets: {why}.",
        "ev_nuggets_pay_one": "{name} pays {n} nugget: {why}.",
        "ev_postcard": "{name} joined {card} to the start.",
        "ev_role_swapped": "{name} changed role in secret ({why}).",
        "ev_roles_dealt_again": "Every role is gathered and dealt again ({why}).",
        "ev_new_role": "Your role now: {role}.",
        "ev_greedy_paid": "{name}, the greedy dwarf, takes {n} gold cards alone.",
        "ev_greedy_paid_one": "{name}, the greedy dwarf, takes {n} gold card alone.",
        "ev_greedy_values": "Worth: {values}.",
        "ev_tournament_card": "The tournament card is laid halfway: {card}.",
        "ev_recruit": "{name} posted a dwarf pawn, {where}, and discarded a card face down.",
        "ev_recruit_own": "{name} posted a dwarf pawn, {where}, and discarded {card} face down.",
        "ev_toll_asked": "{name} lays {card} on a dwarf pawn, {where}: a nugget is owed.",
        "ev_toll_paid": "{name} paid a nugget to {target} to build {where}.",
        "ev_toll_paid_self": "{name} built on their own pawn, {where}.",
        "ev_decline_toll": "{name} does not pay the toll.",
        "ev_reverse": "{name} reversed the order of play: now counterclockwise.",
        "ev_reverse_back": "{name} reversed the order of play: clockwise again.",
        "ev_goal_swap": "{name} took {goal} and {other}, and put them back, swapped or not.",
        "ev_goal_swap_done": "{name} swapped {goal} and {other}.",
        "ev_goal_swap_kept": "{name} took {goal} and {other}, and left them in place.",
        "ev_forgotten_treasure": "{name} looks at the top {n} cards of the discard pile, to keep one.",
        "ev_forgotten_treasure_one": "{name} looks at the top card of the discard pile, to keep it.",
        "ev_keep_discard": "{name} kept a card from the discard pile.",
        "ev_keep_discard_own": "{name} kept {card} from the discard pile.",
        "ev_scout": "{name} plays the scout: two path cards follow.",
        "ev_diversion": "{name} moved {card} ({from_where}) to {where}.",
        "ev_veto": "{name} vetoed the {card} of {target}.",
        "in_front": "In front: {cards}",
        "steal_prompt": "Choose a player to take a nugget from.",
        "choose_theft": "Lay it in front of you, then confirm.",
        "nuggets": "{n} nuggets",
        "nuggets_one": "{n} nugget",
        "has_gold": "has gold",
        "no_gold": "no gold yet",
        "gold_none": "no gold",
        "roles_left": "Roles left aside: {n}",
        "thieves": "Thefts to come: {names}",
        "discard_some": "Pass: discard 1 to 3 cards",
        "discard_one_or_two": "Pass: discard 1 or 2 cards",
        "choose_discards": "Tap up to 3 cards to discard (2 cards may instead take away a card in front of you).",
        "choose_discards_two": "Tap a second card to discard it too, or confirm.",
        "discard_two_for": "Discard these two to take away {card}",
        "play_in_front": "Lay it in front of you",
        "winners_round": "Winners of the round: {roles}.",
        "nobody_won": "Nobody won the round.",
        "crystals": "Crystals in the maze: {n}",
        "crystals_one": "Crystals in the maze: {n}",
        "nuggets_this_round": "Nuggets this round",
        "trapped_mark": "trapped",
        "steal_title": "{name}, take a nugget from another player",
        "waiting_thief": "{name} is choosing whom to rob.",
        "thefts_done": "Thefts",
        "round_summary_roles": "Round {round}: {roles} won.",
        "round_summary_nobody": "Round {round}: nobody won.",
        "nugget_table": "Nuggets by round",
        "help_door_blue": "Blue door: a path like another, but green gold-diggers cannot pass it.",
        "help_door_green": "Green door: a path like another, but blue gold-diggers cannot pass it.",
        "help_ladder": "Ladder: joins the start and every other ladder, as if a tunnel ran between them.",
        "help_crystal": "Crystal: a path; at the round's end each crystal in the maze pays the geologists one nugget.",
        "help_apart": "Two paths on one card that do not meet: a bridge or a double curve.",
        "help_theft": "Theft: lay it in front of you; after the payout, take one nugget from a player.",
        "help_hands_off": "Hands off: take a theft away from any player.",
        "help_trap": "Trapped: lay it in front of a player: they may not lay path cards and are paid nothing.",
        "help_free": "Free at last: take a trapped card away from any player, you included.",
        "help_inspect": "Inspection: look at another player's role in secret.",
        "help_swap_hats": "Swap hats: a player (you too) throws their role away and takes a new one.",
        "help_swap_hands": "Swap hands: exchange your whole hand with another player.",
        "help_goal_spider": "Spider: the round ends at once, as if the gold was never reached: the saboteurs win.",
        "help_goal_gold-sack-1": "Sack of gold: a stone, but whoever reaches it takes 1 nugget.",
        "help_goal_gold-sack-2": "Sack of gold: a stone, but whoever reaches it takes 2 nuggets.",
        "help_goal_dragon": "Dragon: a stone, but whoever reaches it pays 1 nugget, if they have one.",
        "help_postcard": "Postcard, face up: a crossroads. The first player to join it to the start sets it off: {effect}",
        "help_postcard_costume-workshop": "they change role in secret with a role not in play.",
        "help_postcard_underground-party": "every role is gathered and dealt again, one each.",
        "help_goal_swap": "Goal swap: take two face-down goals without looking, then swap them or put them back.",
        "help_forgotten_treasure": "Forgotten treasure: instead of drawing, look at the top 5 cards of the discard pile and keep one.",
        "help_veto": "Veto: play it on another player's turn to cancel the card they just played.",
        "help_reverse": "Reverse: the order of play turns round for the rest of the round.",
        "help_scout": "Scout: play it with two path cards, laid one after the other, then draw two.",
        "help_diversion": "Diversion: move the last path card laid to another place where it fits.",
        "help_repair_three": "Master craftsman: mends any one broken tool ({tools}), in front of any player, you included.",
        "help_pawn": "Dwarf pawn (right of way): whoever lays a path card here pays its holder a nugget.",
        # the lesson page (web/ui/lesson.py)
        "lesson_step": "Step {n} of {count}",
        "lesson_hint": "Hint",
        "lesson_hints": "Hints",
        "lesson_next": "Next",
        "lesson_right": "Well done!",
        "lesson_wrong": "That move is allowed, but it is not what this step asks.",
        "lesson_wrong_label": "Not quite.",
        "lesson_refused_label": "Not allowed:",
        "lesson_replying": "The others play…",
        "lesson_guess_q": "Which player is the {role}?",
        "lesson_guess_right": "Yes: {name} is the {role}.",
        "lesson_guess_wrong": "No, {name} is not the {role}. Look again.",
        "lesson_done": "Lesson complete",
        "lesson_done_news": "Lesson complete: {n} stars out of 3.",
        "lesson_done_news_one": "Lesson complete: {n} star out of 3.",
        "lesson_stars": "{n} stars out of 3",
        "lesson_stars_one": "{n} star out of 3",
        "lesson_stars_rule": "Three stars with no wrong move and no hint, two with one of either.",
        "lesson_restart": "Restart the lesson",
        "lesson_restarted": "The lesson starts again.",
        "lesson_next_lesson": "Next lesson",
        "lesson_play_on": "Play on from here",
        "lesson_play_on_note": "Play on opens a full game against bots from this position.",
        "lesson_position": "The position in words",
        "lesson_maze_words": "On the maze: {cards}.",
        "lesson_hand_words": "In your hand: {cards}.",
        "lesson_players_words": "Players: {players}.",
        "lesson_loading": "Loading the lesson…",
        "lesson_failed": "The lesson could not be loaded: {detail}",
    },
    "fr": {
        "app_title": "Saboteur",
        "language": "Langue",
        "new_game": "Nouvelle partie",
        "start_game": "Commencer la partie",
        "start_game_help": "avec le jeu et les joueurs réglés ici",
        "quick_game": "Partie rapide",
        "quick_game_help": "Vous et trois robots de niveau moyen, Saboteur de base.",
        "resume": "Reprendre la partie enregistrée",
        "players": "Joueurs",
        "add_player": "Ajouter une place",
        "remove_player": "Retirer la place {n}",
        "seat": "Place {n}",
        "name": "Nom",
        "kind": "Qui joue",
        "human": "Personne",
        "bot": "Robot",
        "level": "Niveau",
        "level_1": "Facile",
        "level_2": "Moyen",
        "level_3": "Difficile",
        "levels_help": "Les robots Facile et Moyen jouent leur rôle à découvert ; Moyen pèse chaque coup pour deviner qui est qui. "
                       "Les robots Difficile voient quelques tours plus loin, et un saboteur Difficile se cache jusqu'au moment décisif.",
        "options": "Options",
        "gold_draw": "Cartes or pour les chercheurs d'or",
        "gold_draw_per_gold_digger": "Une par chercheur d'or (règles 2024)",
        "gold_draw_per_player": "Une par joueur, 9 au plus (règles 2012)",
        # les modules de l'édition anniversaire : un nom et une ligne chacun (accueil, état, règles)
        "modules": "Édition anniversaire",
        "modules_help": "Des modules de la boîte des 20 ans, à ajouter à cette partie.",
        "modules_in_play": "Avec {names}",
        "module_in_this_game": "dans cette partie",
        "module_not_with": "Pas avec {name}, coché ici : {why}",
        "module_not_with_plain": "Pas avec {name}, coché ici.",
        "module_players": "De {min} à {max} joueurs : cette table en compte {n}.",
        "module_players_start": "{name} se joue de {min} à {max} joueurs.",
        "module_clash_start": "{first} et {second} ne vont pas ensemble : décochez-en un.",
        "clash_sabotaged-dwarf+tournament": "chaque variante paie la manche à sa façon.",
        "module_championship": "Cartes des championnats",
        "module_line_championship": "Sept cartes action spéciales des championnats du monde : échanger des arrivées, opposer un veto, inverser le sens du jeu, et d'autres.",
        "module_greedy-dwarf": "Nain cupide",
        "module_line_greedy-dwarf": "Un nain qui ne creuse que pour lui : quatre cartes or s'il pose le chemin jusqu'au trésor, sinon rien.",
        "module_right-of-way": "Droit de passage",
        "module_line_right-of-way": "Postez un pion nain au bout d'un chemin : qui veut y construire vous paie une pépite.",
        "module_costume-workshop": "Atelier des costumes",
        "module_line_costume-workshop": "Une carte postale dans la mine : le premier nain qui la relie au départ change de rôle en secret.",
        "module_underground-party": "Fête souterraine",
        "module_line_underground-party": "Une carte postale dans la mine : la relier au départ rassemble tous les rôles et les redistribue.",
        "module_new-goals": "Nouvelles cartes arrivée",
        "module_line_new-goals": "Cinq arrivées au lieu de trois, avec une araignée, un dragon et des sacs de pépites parmi les pierres.",
        "module_treasure-chests": "Coffres aux trésors",
        "module_line_treasure-chests": "Des coffres cachés sous des cartes noires dans la mine, chacun avec sa surprise pour qui l'atteint.",
        "module_sabotaged-dwarf": "Nain saboté",
        "module_line_sabotaged-dwarf": "Quand les chercheurs d'or gagnent, ceux qui ont un outil cassé devant eux n'ont aucune part.",
        "module_tournament": "Tournoi",
        "module_line_tournament": "La façon de jouer des championnats, de 5 à 9 joueurs : des pépites au lieu des cartes or, des nains cupides, un tunnel posé à mi-chemin.",
        "seed": "Graine",
        "seed_help": "Laissez vide pour une nouvelle donne. La même graine distribue la même partie ; elle est montrée à la fin.",
        "seed_was": "La graine de cette donne était {seed} : saisissez-la à l'écran de départ pour rejouer la même donne.",
        "round_summary_gd": "Manche {round} : les chercheurs d'or ont gagné ({name} a trouvé l'or).",
        "round_summary_greedy": "Manche {round} : le nain cupide {name} a atteint le trésor seul.",
        "round_summary_sab": "Manche {round} : les saboteurs ont gagné.",
        "rounds_title": "Manches",
        "bot_speed": "Vitesse des robots",
        "bot_speed_short": "Robots",
        "speed_slow": "Lente",
        "speed_normal": "Normale",
        "speed_fast": "Rapide",
        "speed_instant": "Instantanée",
        "too_few": "Saboteur se joue de 3 à 10 joueurs.",
        "need_human": "Au moins une place doit être une personne.",
        "default_name": "Joueur {n}",
        "bot_name": "Robot {n}",
        "round_of": "Manche {round} sur {rounds}",
        "to_move": "À {name} de jouer",
        "to_move_you": "À vous de jouer",
        "now_playing": "joue maintenant",
        "your_turn": "À vous, {name}",
        "waiting_bot": "{name} réfléchit…",
        "hand": "Votre main",
        "hand_of": "Main de {name}",
        "your_hand": "Votre main",
        "keys_help": "Clavier : 1 à 9 prennent une carte et vont à son premier emplacement en surbrillance ; les flèches passent d'un emplacement à l'autre ; Entrée choisit, Entrée encore confirme ; r tourne ; Échap annule.",
        "your_role": "Vous êtes {role}",
        "your_role_boss": "Vous êtes le patron",
        "role_gold-digger": "chercheur d'or",
        "role_saboteur": "saboteur",
        "roles_gold-digger": "les chercheurs d'or",
        "roles_saboteur": "les saboteurs",
        "cards_in_hand": "{n} cartes",
        "cards_in_hand_one": "{n} carte",
        "gold_cards": "{n} cartes Or",
        "gold_cards_one": "{n} carte Or",
        "broken_tools": "Cassé : {tools}",
        "no_broken": "Outils en état",
        "no_cards": "plus de cartes",
        "role_seen": "vu : {role}",
        "last_move": "dernier coup : {move}",
        "last_place": "a posé une carte",
        "last_rockfall": "a retiré une carte",
        "last_map": "a regardé {goal}",
        "last_break": "a cassé : {tool} → {target}",
        "last_repair": "a réparé : {tool} → {target}",
        "last_repair_self": "a réparé son outil : {tool}",
        "last_pass": "a passé",
        "last_discard_two": "a défaussé deux cartes",
        "last_theft": "a posé un vol",
        "last_hands_off": "a retiré le vol → {target}",
        "last_trap": "a piégé {target}",
        "last_free": "a libéré {target}",
        "last_free_self": "a levé son piège",
        "last_inspect": "a regardé un rôle → {target}",
        "last_swap_hats": "nouveau rôle → {target}",
        "last_swap_hats_self": "a pris un nouveau rôle",
        "last_swap_hands": "a échangé sa main → {target}",
        "draw_pile": "Pioche : {n}",
        "select_card": "Choisissez une carte de votre main.",
        "choose_spot": "Choisissez un emplacement en surbrillance.",
        "choose_player": "Choisissez un joueur.",
        "choose_card_to_remove": "Choisissez une carte du labyrinthe à retirer.",
        "choose_goal": "Choisissez une carte arrivée face cachée à regarder.",
        # les choix de l'anniversaire (cartes du championnat, droit de passage) : choisis, vus, confirmés
        "choose_first_goal": "Choisissez une arrivée face cachée à prendre.",
        "choose_second_goal": "Choisissez l'autre arrivée face cachée.",
        "choose_swap": "Vous seul le saurez : échanger les deux arrivées, ou les remettre comme elles étaient ?",
        "swap_1": "Les échanger",
        "swap_0": "Les remettre sans échange",
        "choose_play": "Cette carte ne vise rien : jouez-la, puis confirmez.",
        "play_card": "La jouer",
        "choose_diversion": "Choisissez où va la dernière carte chemin posée (elle est entourée).",
        # coffres au trésor (issue 47, livre 002)
        "chests": "Emplacement des coffres",
        "chests_fixed": "les quatre places du livre",
        "chests_random": "quatre places au hasard, jamais côte à côte",
        "choose_open_chest": "Coffres au trésor : choisissez le coffre atteint qui s'ouvre en premier.",
        "choose_move_goal": "But déplacé : choisissez une carte but face cachée à avancer d'une case (vers l'est).",
        "choose_peek": "Coup d'œil : choisissez le joueur dont vous regardez le rôle.",
        "choose_pickpocket": "Pickpocket : choisissez le joueur à qui prendre une carte au hasard.",
        "choose_rummage": "Fouille : choisissez la carte à garder parmi celles que vous voyez.",
        "choose_pick_three": "Choix parmi trois : choisissez la carte à garder ; les autres vont face cachée sur la défausse.",
        "act_open_chest": "Ouvrir le coffre {where}",
        "act_move_goal": "Avancer {goal} d'une case vers l'est",
        # nouvelles cartes Arrivée atteintes en même temps (issue 47, livre 002)
        "choose_goal_order": "Votre chemin atteint plusieurs cartes Arrivée à la fois : choisissez celle qui est retournée en premier (son effet d'abord).",
        "act_goal_order": "Retourner {goal} en premier",
        "act_peek": "Regarder le rôle de {name}",
        "act_pickpocket": "Prendre une carte à {name}",
        "act_keep_card": "Garder {card}",
        "card_chest": "coffre au trésor : {name}",
        "card_chest_back": "carte noire face cachée (un coffre au trésor dessous)",
        "card_black": "carte noire, {path}",
        "chest_gold": "or", "chest_sealed-maps": "cartes scellées", "chest_lost-draw": "pioche perdue",
        "chest_extra-draw": "pioche en plus", "chest_goal-moved": "but déplacé", "chest_pickpocket": "pickpocket",
        "chest_pick-of-three": "choix parmi trois", "chest_peek": "coup d'œil", "chest_rummage": "fouille",
        "chest_bury": "enfouissement",
        "help_chest_back": "Un coffre au trésor est sous cette carte noire : y relier un chemin l'ouvre ; une carte plan peut le regarder.",
        "help_black": "Carte noire : une carte chemin qui couvrait un coffre ; elle se relie aux cartes autour.",
        "help_chest_gold": "Coffre d'or : prenez 1 pépite.",
        "help_chest_sealed-maps": "Cartes scellées : désormais aucune carte plan ne peut regarder un but face cachée.",
        "help_chest_lost-draw": "Pioche perdue : piochez une carte de moins à la fin de ce tour.",
        "help_chest_extra-draw": "Pioche en plus : piochez une carte de plus à la fin de ce tour.",
        "help_chest_goal-moved": "But déplacé : avancez un but face cachée d'une case en s'éloignant du départ.",
        "help_chest_pickpocket": "Pickpocket : au lieu d'une carte piochée, prenez une carte au hasard à un autre joueur.",
        "help_chest_pick-of-three": "Choix parmi trois : piochez 3 cartes en fin de tour, gardez-en 1, les autres face cachée sur la défausse.",
        "help_chest_peek": "Coup d'œil : regardez la carte rôle d'un autre joueur.",
        "help_chest_rummage": "Fouille : mélangez la défausse, regardez ses 5 premières cartes et gardez-en 1 ; piochez une carte de moins.",
        "help_chest_bury": "Enfouissement : les 5 premières cartes de la pioche vont face cachée sur la défausse.",
        "chests_sealed": "Cartes plan scellées : elles ne peuvent regarder que les coffres.",
        "chests_aside": "Coffres mis de côté : {n}",
        "chests_draw_changes": "À la fin de ce tour : {changes}",
        "ev_chest_opened": "{name} a ouvert un coffre au trésor {where} : {chest}.",
        "ev_chest_effect": "Coffre de {name}. {help}",
        "ev_chest_moved": "{name} a avancé {goal} d'une case vers l'est.",
        "ev_chest_peek": "{name} a regardé le rôle de {target}.",
        "ev_chest_peek_own": "{name} a regardé le rôle de {target} : {role}.",
        "ev_chest_target": "{name} a choisi {target}.",
        "ev_rummage": "{name} a gardé une carte de la défausse.",
        "ev_rummage_own": "{name} a gardé {card}.",
        "ev_drew_three": "{name} a pioché 3 cartes.",
        "ev_drew_three_own": "{name} a pioché {cards}.",
        "ev_card_taken": "{name} a pris une carte à {target}.",
        "ev_card_taken_own": "{name} a pris {card} à {target}.",
        "scout_place_prompt": "Éclaireur : posez une carte chemin (deux à la suite).",
        "recruit": "Droit de passage : la défausser pour poser un pion",
        "choose_pawn_cell": "Choisissez une case vide pour votre pion.",
        "toll_prompt": "{placer} veut poser une carte sur la case d'un pion et ne peut pas payer : payer 1 pépite pour lui ?",
        "choose_keep_discard": "Trésor oublié : choisissez la carte de la défausse à garder (celle du dessus d'abord).",
        "veto_prompt": "{placer} joue : {action}. Opposer votre veto, ou laisser faire ?",
        "answers_title": "Un veto ?",
        "answers_text": "{name} a joué une carte. Avant qu'elle agisse, toute personne à l'écran qui a un veto peut y répondre.",
        "answers_veto": "Veto",
        "answers_go_on": "Continuer",
        "claim_title": "Qui joue le veto ? Seule cette personne doit regarder.",
        "claim_seat": "{name}",
        "claim_back": "Retour",
        "no_veto_now": "Vous n'avez rien à répondre maintenant.",
        "veto_done": "Terminé, passez l'appareil",
        "confirm_hint": "Vérifiez l'aperçu, puis confirmez.",
        "confirm": "Confirmer",
        "cancel": "Annuler",
        "turn_card": "Tourner de 180°",
        "discard": "Passer : défausser cette carte",
        "no_spot": "Cette carte ne peut pas être jouée ; vous pouvez la défausser.",
        "log": "Ce qui s'est passé",
        "zoom_in": "Zoomer",
        "zoom_out": "Dézoomer",
        "fit": "Voir tout le labyrinthe",
        "pan_left": "Vers la gauche",
        "pan_right": "Vers la droite",
        "pan_up": "Vers le haut",
        "pan_down": "Vers le bas",
        "spots_that_way": "{direction} : {n} emplacements en surbrillance par là",
        "spots_that_way_one": "{direction} : {n} emplacement en surbrillance par là",
        "maze": "Le labyrinthe",
        "privacy_title": "Passez l'appareil à {name}",
        "privacy_body": "Seul·e {name} doit regarder l'écran maintenant.",
        "privacy_ready": "Je suis {name} : montrer ma main",
        "round_end": "Fin de la manche {round}",
        "gold_found_by": "{name} a trouvé l'or.",
        "gold_not_found": "L'or n'a pas été atteint : les saboteurs gagnent la manche.",
        "winners_round_gd": "Les chercheurs d'or gagnent la manche.",
        "winners_round_greedy": "{name}, le nain cupide, a atteint le trésor : il est payé seul.",
        "payout_title": "Pépites de la manche",
        "payout_origin": "D'où viennent les pépites",
        "gold_and_nuggets": "{cards} · {nuggets}",
        "tokens_held": "Jetons de droit de passage : {where}",
        "gold_not_found_no_saboteur": "L'or n'a pas été atteint et personne n'était saboteur : personne ne gagne la manche.",
        "route": "Le chemin du départ jusqu'à l'or est éclairé sur le labyrinthe.",
        "roles_title": "Rôles",
        "bots_thought": "Ce que pensaient les robots",
        "bots_thought_note": "La probabilité que chaque robot donnait à chaque joueur d'être saboteur, à son dernier regard de la manche. Les vrais saboteurs sont marqués. Plus bas, comment elle a évolué tour après tour, et le tour qui l'a le plus fait bouger.",
        "thought_self": "lui-même",
        "suspicion_of_bot": "Comment ont évolué les soupçons du robot {name}",
        "suspicion_ends": "{start} % à la donne, {end} % à la fin.",
        "moved_most": "Ce qui les a le plus fait bouger : {move} (de {before} % à {after} %).",
        "never_moved": "Rien ne les a fait bouger.",
        "role_after_new_hat": "{role} à la fin, après avoir pris un nouveau rôle",
        "gold_share": "Partage de l'or",
        "keep_gold_title": "{name}, gardez une carte Or",
        "keep_gold": "Garder une carte Or de {value}",
        "waiting_keeper": "{name} choisit une carte Or.",
        "cards_left": "{n} cartes Or restent à partager",
        "cards_left_one": "{n} carte Or reste à partager",
        "next_round": "Manche suivante",
        "game_over": "Fin de la partie",
        "winner_is": "Gagnant : {names}",
        "winners_are": "Gagnants : {names}",
        "play_again": "Nouvelle partie",
        "watch_again": "Revoir la partie",
        "save_record": "Enregistrer cette partie dans un fichier",
        "replay_title": "La partie rejouée",
        "replay_where": "Étape {step} sur {steps} · Manche {round}",
        "replay_round_end": "fin de la manche {round}",
        "replay_dealt": "Les cartes de la manche {round} sont distribuées.",
        "replay_back": "Reculer",
        "replay_forward": "Avancer",
        "replay_controls": "Commandes de la partie rejouée",
        "replay_rounds": "Aller à une manche",
        "replay_exit": "Quitter la partie rejouée",
        "replay_keys": "Touches : ← reculer, → avancer, Début et Fin : première et dernière étape, Échap : quitter.",
        "replay_seats": "Rôle et main de chaque joueur",
        "replay_no_cards": "aucune carte",
        "replay_gold": "or : {n}",
        "map_result": "Vous avez regardé {goal} : {card}.",
        "inspect_result": "Vous avez regardé le rôle de {name} : {role}.",
        "drew_card": "Vous avez pioché : {card}.",
        "move_result_title": "Votre coup",
        "done_pass": "Terminé, passez l'appareil",
        "seen_by_you": "vue par vous : {card}",
        "save_bad": "La partie enregistrée est illisible ({reason}). Elle est mise de côté : vous pouvez la télécharger.",
        "illegal": "Ce coup n'est pas permis.",
        "close": "Fermer",
        "you": "vous",
        "card_start": "carte départ",
        "card_goal_back": "arrivée face cachée",
        "card_goal-gold": "arrivée or",
        "card_goal-stone": "arrivée pierre",
        "card_tunnel": "chemin vers {dirs}",
        "card_dead": "cul-de-sac vers {dirs}",
        "card_break": "outil cassé ({tools})",
        "card_repair": "réparer {tools}",
        "card_rockfall": "éboulement",
        "card_map": "plan",
        "turned": "tournée",
        "tool_pick": "pioche",
        "tool_lantern": "lampe",
        "tool_cart": "chariot",
        "or": "ou",
        "gold": "Or",
        "stone": "Pierre",
        "seen": "Vu",
        "seen_band": "Vu : {card}",
        "broken_word": "Outil cassé",
        "broken_tool_line": "({tool})",  # the card reads as its name, "outil cassé (pioche)" (axe: label in name)
        "repair_word": "Réparer",
        "rockfall_word": "Éboulement",
        "map_word": "Plan",
        "act_place": "Poser {card}, {where}",
        "act_place_turned": "Poser {card}, à l'envers, {where}",
        "act_break": "Casser : {tool} de {name}",
        "act_repair": "Réparer : {tool} de {name}",
        "act_break_yours": "Casser : votre {tool}",
        "act_repair_yours": "Réparer : votre {tool}",
        "act_rockfall": "Retirer la carte {where}",
        "act_map": "Regarder {goal}",
        "act_goal_swap": "Prendre {goal} et {other}",
        "act_goal_swap_1": "Prendre {goal} et {other}, échangées",
        "act_goal_swap_0": "Prendre {goal} et {other}, remises sans échange",
        "act_no_target": "Jouer {card}",
        "act_diversion": "Déplacer la dernière carte chemin posée : {where}",
        "act_diversion_turned": "Déplacer la dernière carte chemin posée, tournée : {where}",
        "act_recruit": "Défausser {card}, un pion : {where}",
        "act_keep_discard": "Garder {card}",
        "act_pay_toll": "Payer 1 pépite",
        "act_decline_toll": "Ne pas payer",
        "act_veto": "Opposer mon veto",
        "act_allow": "Laisser faire",
        "act_pass": "Défausser {card}",
        "act_keep_gold": "Garder l'or de {value}",
        "ev_round_start": "La manche {round} commence ; {name} joue en premier.",
        "ev_role": "Vous êtes {role}.",
        "ev_role_boss": "Vous êtes le patron.",
        "ev_place": "{name} a posé {card}, {where}.",
        "ev_draw": "{name} a pioché une carte.",
        "ev_draw_own": "{name} a pioché {card}.",
        "ev_goal_revealed": "{goal} est retournée : {card}.",
        "ev_break": "{name} a cassé : {tool} de {target}.",
        "ev_repair": "{name} a réparé : {tool} de {target}.",
        "ev_repair_self": "{name} a réparé son propre outil : {tool}.",
        "ev_break_yours": "{name} a cassé : votre {tool}.",
        "ev_repair_yours": "{name} a réparé : votre {tool}.",
        "ev_rockfall": "{name} a retiré {card}, {where}.",
        "ev_map": "{name} a regardé {goal}.",
        "ev_map_own": "{name} a regardé {goal} : {card}.",
        "ev_pass": "{name} a passé.",
        "ev_pass_own": "{name} a passé en défaussant {card}.",
        "ev_round_end_gd": "La manche {round} est finie : les chercheurs d'or ont trouvé l'or.",
        "ev_round_end_sab": "La manche {round} est finie : les saboteurs gagnent.",
        "ev_round_end_none": "La manche {round} est finie : l'or n'a pas été atteint et personne n'était saboteur.",
        "ev_gold_drawn": "{n} cartes Or sont tirées pour les chercheurs d'or.",
        "ev_gold_drawn_one": "{n} carte Or est tirée pour les chercheurs d'or.",
        "ev_keep_gold": "{name} a gardé une carte Or.",
        "ev_keep_gold_own": "{name} a gardé une carte Or de {value}.",
        "ev_saboteur_paid": "{name} reçoit {n} cartes Or comme saboteur.",
        "ev_saboteur_paid_one": "{name} reçoit {n} carte Or comme saboteur.",
        "ev_game_end": "La partie est finie.",
        "ev_unknown": "{type}",
        "start_screen": "Préparer une partie",
        "loading": "Chargement de la partie…",
        "bot_level_name": "{name} (robot, {level})",
        # -- how to play, card help, role banner
        "how_to_play": "Comment jouer",
        "learn_to_play": "Apprendre à jouer",
        "learn_to_play_more": "de courtes leçons, une règle à la fois",
        "rules_back_game": "Retour à la partie",
        "rules_back_start": "Retour à la préparation",
        "help_tunnel": "Chemin : prolonge les galeries depuis le départ ; il doit s'accorder avec chaque carte voisine.",
        "help_dead": "Cul-de-sac : se pose comme un chemin, mais ses galeries butent sur la roche : de quoi barrer la route.",
        "help_start": "Départ : l'échelle d'où partent tous les chemins.",
        "help_path_clans": "Chemin : se pose à côté d'un départ, d'un chemin ou d'une mine découverte et doit rejoindre un chemin déjà posé (pas forcément relié à un départ) ; il doit s'accorder avec chaque carte voisine.",
        "help_dead_clans": "Cul-de-sac : se pose comme un chemin, mais ses chemins s'arrêtent net sans se rejoindre : de quoi barrer la route.",
        "help_start_clan": "Départ du {clan} : ses nains partent d'ici à chaque manche ; il peut en accueillir autant qu'il faut.",
        "help_rocks": "Rochers : un chemin qui tient un seul nain ; tant qu'il y est, personne n'y entre ni ne le traverse.",
        "help_campfire": "Feu de camp : un nain qui part d'ici peut faire 5 pas au lieu de 3.",
        "help_obstacle_trunk": "Tronc d'arbre : personne ne passe tant qu'une hache n'y est pas posée ; ensuite il tient un nain à la fois.",
        "help_obstacle_lake": "Lac : personne ne passe tant qu'une barque n'y est pas posée ; ensuite il tient un nain à la fois.",
        "help_obstacle_ditch": "Fossé : personne ne passe tant qu'une corde n'y est pas posée ; ensuite il tient un nain à la fois.",
        "help_mine": "Une mine : le premier nain qui y entre la retourne ; un nain qui y finit son déplacement prend un trésor de son type.",
        "help_mine_dragon": "Le dragon : le premier nain qui y entre prend le dragon, et son joueur rend 2 points de la manche.",
        "help_tool_trunk": "Hache : posez son jeton sur un tronc d'arbre de la forêt, pour que les nains le passent.",
        "help_tool_lake": "Barque : posez son jeton sur un lac de la forêt, pour que les nains le traversent.",
        "help_tool_ditch": "Corde : posez son jeton sur un fossé de la forêt, pour que les nains le franchissent.",
        "help_look_mine_treasure": "Information : regardez en secret une mine face cachée, ou un trésor pas encore pris.",
        "help_look_treasure_dwarf": "Information : regardez en secret un trésor pas encore pris, ou la carte nain d'un autre joueur.",
        "help_lay_trap": "Piège : posez son jeton sur un côté d'un chemin ; chaque nain qui le franchit perd une carte au hasard.",
        "help_lay_troll": "Troll : posez son jeton sur un côté d'un chemin ; personne ne le franchit avant votre prochain tour.",
        "help_thunderstorm": "Orage : retirez une carte chemin sans nain dessus (jamais un départ ni une mine).",
        "help_goal_back": "Arrivée face cachée : l'une des arrivées cache l'or. Atteignez-la par un chemin pour la retourner ; un plan permet d'y jeter un œil.",
        "help_goal_gold": "Or : un chemin a atteint le trésor, et les chercheurs d'or gagnent la manche.",
        "help_goal_stone": "Pierre : pas d'or ici. La manche continue, et le chemin peut repartir de cette carte.",
        "help_break": "Outil cassé ({tool}) : à poser devant un autre joueur, qui ne peut plus poser de carte chemin tant que l'outil n'est pas réparé.",
        "help_repair": "Réparation ({tool}) : enlève un outil cassé de ce genre, devant n'importe quel joueur, vous compris.",
        "help_repair_two": "Réparation ({tools}) : répare l'un de ces deux outils, cassé devant n'importe quel joueur, vous compris.",
        "help_rockfall": "Éboulement : retirez une carte chemin du labyrinthe (jamais le départ ni une arrivée).",
        "help_map": "Plan : regardez en secret une carte arrivée face cachée.",
        "role_help_saboteur": "Vous gagnez la manche si l'or n'est pas atteint. Gardez-le secret : barrez la route sans vous faire prendre.",
        "role_help_gold-digger": "Vous gagnez la manche si quelqu'un atteint l'or, peu importe qui pose la dernière carte. Creusez vers les arrivées et surveillez qui barre la route.",
        "role_help_ok": "Compris",
        # -- start at once, saves
        "confirm_new": "Cela mettra fin à la partie enregistrée (manche {round}). Commencer une nouvelle partie ?",
        "confirm_new_yes": "Commencer une nouvelle partie",
        "confirm_new_no": "Garder la partie enregistrée",
        "starting": "La partie commence dès que le moteur est prêt…",
        "resuming": "La partie reprend dès que le moteur est prêt…",
        "save_reason_not_json": "le fichier est abîmé",
        "save_reason_not_save": "ce n'est pas une sauvegarde de Saboteur",
        "save_reason_version": "elle a été enregistrée par une autre version de cette page (version {detail})",
        "save_reason_no_replay": "ses coups ne forment plus une partie selon les règles",
        "save_reason_seats": "ses joueurs ne correspondent pas à sa partie",
        "load_record": "Revoir une partie enregistrée…",
        "record_bad": "Ce fichier ne peut pas être revu : {reason}.",
        "record_reason_not_json": "il est abîmé, ou ce n'est pas un fichier de partie",
        "record_reason_not_save": "ce n'est pas un fichier de partie de Saboteur",
        "record_reason_version": "il a été écrit par une autre version de cette page (version {detail})",
        "record_reason_no_replay": "ses coups ne forment pas une partie selon les règles",
        "record_reason_seats": "ses joueurs ne correspondent pas à sa partie",
        "record_reason_unfinished": "sa partie n'est pas finie, et seule une partie finie peut être revue",
        "record_reason_unreadable": "le navigateur n'a pas pu le lire",
        "save_download": "Télécharger la sauvegarde illisible",
        "save_missing": "La partie enregistrée n'est plus là.",
        "engine_loading": "Le moteur du jeu se charge…",
        "engine_failed": "Le moteur du jeu n'a pas pu démarrer.",
        "engine_failed_detail": "Le moteur du jeu n'a pas pu démarrer ({detail}). Rechargez la page pour réessayer ; si cela échoue encore, essayez un autre navigateur.",
        "no_browser": "Désolé, ce navigateur ne peut pas faire tourner le jeu : il lui manque {what}. Ouvrez-le dans un Firefox, Chrome, Edge ou Safari à jour.",
        "and_word": "et",
        "no_script": "Ce jeu tourne dans votre navigateur et a besoin de JavaScript.",
        # -- reading the table
        "goal_top": "l'arrivée du haut",
        "goal_middle": "l'arrivée du milieu",
        "goal_bottom": "l'arrivée du bas",
        "goal_up": "l'arrivée {n} cartes plus haut",
        "goal_up_one": "l'arrivée {n} carte plus haut",
        "goal_level": "l'arrivée à hauteur du départ",
        "goal_down": "l'arrivée {n} cartes plus bas",
        "goal_down_one": "l'arrivée {n} carte plus bas",
        "goal_is": "{goal} : {card}",
        "spot_start": "sur le départ",
        "spot_right": "{n} cartes à droite du départ",
        "spot_right_one": "{n} carte à droite du départ",
        "spot_left": "{n} cartes à gauche du départ",
        "spot_left_one": "{n} carte à gauche du départ",
        "spot_up": "{n} cartes au-dessus du départ",
        "spot_up_one": "{n} carte au-dessus du départ",
        "spot_down": "{n} cartes sous le départ",
        "spot_down_one": "{n} carte sous le départ",
        "spot_and_up": "{spot}, {n} plus haut",
        "spot_and_down": "{spot}, {n} plus bas",
        "space_at": "colonne {col}, rangée {row}",
        "mine_north_most": "la mine la plus au nord",
        "mine_south_most": "la mine la plus au sud",
        "mine_middle": "la mine du milieu",
        "mine_from_north": "la {nth} mine depuis le nord",
        "mine_from_south": "la {nth} mine depuis le sud",
        "nth_2": "deuxième",
        "nth_3": "troisième",
        "nth_4": "quatrième",
        "side_N": "nord",
        "side_E": "est",
        "side_S": "sud",
        "side_W": "ouest",
        "clan_blue": "clan bleu",
        "clan_yellow": "clan jaune",
        "clan_of": "clan {clan}",
        "start_of_clan": "Départ du {clan}",
        "start_place": "le départ du {clan}",
        "piece_dwarf": "nain de {name}, {clan}, {where}",
        "piece_dwarf_plain": "nain de {name}, {where}",
        "piece_troll": "troll de {name}, côté {side}, {where}",
        "piece_trap": "piège de {name}, côté {side}, {where}",
        "piece_axe": "Hache sur le tronc d'arbre, {where}",
        "piece_boat": "Barque sur le lac, {where}",
        "piece_rope": "Corde sur le fossé, {where}",
        "piece_token": "Jeton {kind}, {where}",
        "piece_dwarf_short": "nain de {name}",
        "dwarf_moving": "en marche",
        "piece_side_short": "{token}, côté {side}",
        "on_it": "dessus : {list}",
        "token_troll": "troll",
        "token_trap": "piège",
        "token_axe": "hache",
        "token_boat": "barque",
        "token_rope": "corde",
        "help_piece_dwarf": "Un nain, à la couleur de son clan, avec le numéro de place de son joueur. Après chaque carte, il suit les chemins : jusqu'à 3 pas, 5 depuis un feu de camp.",
        "help_piece_troll": "Troll : personne ne franchit ce côté, dans un sens ou dans l'autre, avant le prochain tour de son joueur.",
        "help_piece_trap": "Piège : un nain qui franchit ce côté, dans un sens ou dans l'autre, perd une carte de sa main au hasard, tirée par son voisin de gauche.",
        "help_piece_axe": "Jeton hache : le tronc d'arbre se franchit désormais, un nain à la fois.",
        "help_piece_boat": "Jeton barque : le lac se franchit désormais, un nain à la fois.",
        "help_piece_rope": "Jeton corde : le fossé se franchit désormais, un nain à la fois.",
        "help_piece_token": "Un jeton sur la table.",
        "treasure_row": "Trésors",
        "treasure_gems": "pierres précieuses",
        "treasure_gold": "or",
        "treasure_silver": "argent",
        "treasure_short_gems": "gemmes",
        "treasure_short_gold": "or",
        "treasure_short_silver": "argent",
        "treasure_slot": "Trésor {n} : {type}",
        "treasure_worth": "vaut {value}",
        "treasure_taken": "pris par {name}",
        "help_treasure": "Un trésor, face cachée à côté des mines : son dos montre son type, sa face sa valeur. Un nain sur une mine découverte de ce type en prend un.",
        "choose_step": "Déplacez votre nain : touchez un pas éclairé (encore {steps}), ou Arrêter.",
        "choose_stop": "Votre nain ne peut pas aller plus loin : Arrêter.",
        "choose_take_treasure": "Choisissez le trésor à prendre.",
        "choose_vote": "{proposer} propose de finir la manche : plus aucune mine ne peut-elle être atteinte ? Oui pour l'instant : {yes}.",
        "choose_obstacle": "Choisissez l'obstacle pour le jeton.",
        "choose_look": "Choisissez ce que vous regardez.",
        "choose_side": "Choisissez le côté d'un chemin pour le jeton.",
        "act_discard": "Défausser {cards} et en piocher autant",
        "act_tool": "Poser la {tool} sur {where}",
        "act_look_mine": "Regarder {goal}",
        "act_look_treasure": "Regarder le {treasure}",
        "act_look_dwarf": "Regarder la carte nain de {name}",
        "act_lay_trap": "Poser un piège côté {side}, {where}",
        "act_lay_troll": "Poser un troll côté {side}, {where}",
        "act_thunderstorm": "Orage sur la carte en {where}",
        "act_step": "Un pas vers {where}",
        "act_stop": "S'arrêter ici",
        "act_take_treasure": "Prendre le {treasure}",
        "act_propose_end": "Proposer de finir la manche (plus aucune mine n'est atteignable)",
        "act_vote_1": "Oui, finir la manche",
        "act_vote_0": "Non, continuer",
        "treasure_named": "trésor {n} ({type})",
        "treasure_named_value": "trésor {n} ({type}, {value})",
        "ev_walked": "Le nain de {name} a fait {n} pas, de {start} à {end}.",
        "ev_walked_one": "Le nain de {name} a fait 1 pas, de {start} à {end}.",
        "ev_mine_found": "{name} retourne {goal} : {card}.",
        "ev_dragon": "{name} trouve le dragon et rendra 2 points de la manche.",
        "ev_treasure_taken": "{name} prend le trésor {n} ({type}).",
        "ev_treasure_taken_value": "{name} prend le trésor {n} ({type}) : il vaut {value}.",
        "ev_trap_sprung": "{name} franchit un piège : {by} lui prend une carte au hasard.",
        "ev_trap_sprung_empty": "{name} franchit un piège, sans carte à perdre.",
        "ev_tool_laid": "{name} pose la {tool} en {where}.",
        "ev_looked_mine": "{name} regarde {goal}.",
        "ev_looked_mine_seen": "Vous regardez {goal} : {card}.",
        "ev_looked_treasure": "{name} regarde le {treasure}.",
        "ev_looked_treasure_seen": "Vous regardez le {treasure} : il vaut {value}.",
        "ev_looked_dwarf": "{name} regarde la carte nain de {target}.",
        "ev_looked_dwarf_seen": "Vous regardez la carte nain de {target} : {identity}, {clan}.",
        "ev_lay_trap": "{name} pose un piège côté {side}, {where}.",
        "ev_lay_troll": "{name} pose un troll côté {side}, {where}.",
        "ev_troll_left": "Le troll de {name} s'en va.",
        "ev_thunderstorm": "L'orage de {name} emporte la carte en {where}.",
        "ev_vote_asked": "{name} propose de finir la manche : plus aucune mine ne peut-elle être atteinte ?",
        "ev_vote_1": "{name} vote oui.",
        "ev_vote_0": "{name} vote non : la manche continue.",
        "ev_discard": "{name} défausse {n} cartes.",
        "ev_discard_one": "{name} défausse {n} carte.",
        "ev_round_end_shared": "La manche {round} est finie : les trésors sont partagés.",
        # La mine se rebelle : cases, pièces, choix, journal, décompte (issue 49)
        "card_cave_group": "{path} (groupe {group})",
        "card_cave_curve": "chemin vers {dirs}",
        "card_cave_tunnel_square": "une case de tunnel entre les deux chemins",
        "card_cave_arms": "chemin vers {dirs}, une case par direction",
        "card_cave_centre": "chemin vers {dirs} avec une case au centre",
        "card_cave_goal": "arrivée : {what}",
        "with_abyss": "avec un gouffre",
        "with_gold": "avec un filon d'or",
        "with_exit": "avec la sortie",
        "with_bridge": "(pont de bois)",
        "with_tunnel": "avec un tunnel",
        "cave_goal_exit": "la sortie",
        "cave_goal_abyss": "un gouffre",
        "cave_goal_ladder": "une échelle",
        "cave_goal_gold": "un filon d'or",
        "cave_goal_plain": "un cul-de-sac",
        "card_cave_info": "information secrète",
        "card_cave_cave_in": "éboulement",
        "card_cave_exchange": "échange de cartes",
        "card_cave_web": "toile d'araignée",
        "card_cave_boots": "bottes",
        "card_cave_axe": "hache",
        "card_cave_rat": "rat",
        "card_cave_lindworm": "guivre",
        "card_cave_goblin": "gobelin",
        "label_cave_info": "Information secrète",
        "label_cave_goal_exit": "Sortie",
        "label_cave_goal_abyss": "Gouffre",
        "label_cave_goal_ladder": "Échelle",
        "label_cave_cave_in": "Éboulement",
        "label_cave_exchange": "Échange",
        "label_cave_web": "Toile",
        "label_cave_boots": "Bottes",
        "label_cave_axe": "Hache",
        "label_cave_rat": "Rat",
        "label_cave_lindworm": "Guivre",
        "label_cave_goblin": "Gobelin",
        "goal_corner_NW": "l'arrivée nord-ouest",
        "goal_corner_NE": "l'arrivée nord-est",
        "goal_corner_SW": "l'arrivée sud-ouest",
        "goal_corner_SE": "l'arrivée sud-est",
        "square_side": "la case {side}",
        "square_centre": "la case du centre",
        "square_tunnel": "la case du tunnel",
        "square_path": "le chemin vers {dirs}",
        "square_of": "{square}, {where}",
        "square_start": "la carte de départ",
        "piece_web": "toile de {name} (encore {n}, marque {mark}), côté {side} de {where}",
        "piece_nugget": "Pépite d'or sur son filon, {where}",
        "piece_creature": "{creature} de {name}, {where}",
        "mark_circle": "rond",
        "mark_triangle": "triangle",
        "mark_diamond": "losange",
        "mark_None": "aucune",
        "token_web": "toile",
        "token_nugget": "pépite d'or",
        "token_rat": "rat",
        "token_lindworm": "guivre",
        "token_goblin": "gobelin",
        "the_creature_rat": "le rat",
        "the_creature_lindworm": "la guivre",
        "the_creature_goblin": "le gobelin",
        "a_creature_rat": "un rat",
        "a_creature_lindworm": "une guivre",
        "a_creature_goblin": "un gobelin",
        "it_creature_rat": "le",
        "it_creature_lindworm": "la",
        "it_creature_goblin": "le",
        "help_cave_group_1": "Chemin, groupe I : chaque chemin est une case ; un pas le traverse.",
        "help_cave_group_2": "Chemin, groupe II : une case par sortie ; deux pas le traversent.",
        "help_cave_group_3": "Chemin, groupe III : une case par sortie et une au centre ; trois pas le traversent.",
        "help_cave_abyss": "Gouffre : une créature en sort quand sa carte est jouée.",
        "help_cave_ladder": "Échelle : d'une case d'échelle à n'importe quelle autre, celle du départ comprise, en un pas.",
        "help_cave_bridge": "Pont : le nain qui monte sur le chemin de bois perd une carte de sa main, tirée au hasard par son voisin de gauche ; le chemin dessous est libre.",
        "help_cave_tunnel": "Tunnel : deux virages et une case de tunnel entre eux ; chaque pas dans le tunnel coûte une pépite d'or.",
        "help_cave_gold": "Filon d'or : une pépite l'attend ; le nain qui finit son déplacement dessus la prend et montre sa carte de clan.",
        "help_cave_goal": "Arrivée : face cachée à un coin jusqu'à ce qu'un nain y entre. L'une des quatre est la sortie ; les autres ont un gouffre, une échelle ou un filon d'or.",
        "help_cave_info": "Information secrète : regardez en secret une arrivée face cachée ou la carte de clan d'un autre joueur.",
        "help_cave_cave_in": "Éboulement : retirez un chemin où personne ne se tient (jamais le départ ni une arrivée).",
        "help_cave_exchange": "Échange de cartes : échangez toute votre main avec celle d'un autre joueur ; il pioche une carte, vous aucune.",
        "help_cave_web": "Toile d'araignée : posez son jeton sur un côté d'un chemin ; personne ne le franchit pendant deux tours de table.",
        "help_cave_boots": "Bottes : posez-les devant un joueur (vous aussi) : son nain fait 4 pas au lieu de 3.",
        "help_cave_axe": "Hache : posez-la devant un joueur. Devant vous, défaussez-la pour chasser une créature qui vous attaque, ou pour couper une toile à côté de votre nain.",
        "help_cave_rat": "Rat : faites-le sortir d'un gouffre et déplacez-le de 3 cases au plus ; chaque nain de la case où il s'arrête perd une carte au hasard.",
        "help_cave_lindworm": "Guivre : faites-la sortir d'un gouffre et déplacez-la de 4 cases au plus ; les nains qu'elle mord ne font aucun pas à leur prochain tour.",
        "help_cave_goblin": "Gobelin : faites-le sortir d'un gouffre et déplacez-le de 5 cases au plus ; les nains qu'il attaque perdent chacun une pépite d'or.",
        "help_piece_dwarf_cave": "Un nain, à la couleur du dos de sa carte de clan, avec le numéro de place de son joueur. Après chaque carte, il avance de 3 cases au plus (4 avec des bottes), portant ses pépites vers la sortie.",
        "help_piece_web": "Toile d'araignée : aucun nain ni aucune créature ne franchit ce côté. Son chiffre dit combien de temps elle reste : son joueur la tourne de 2 à 1 à son prochain tour et la retire au suivant. Une hache la coupe plus tôt.",
        "help_piece_nugget": "Une pépite d'or sur son filon : le nain qui finit son déplacement ici la prend, et montre sa carte de clan pour le reste de la partie.",
        "help_piece_rat": "Rat : les nains qu'il attaque perdent chacun une carte de leur main, au hasard. Il redescend au prochain tour de son joueur.",
        "help_piece_lindworm": "Guivre : les nains qu'elle mord ne font aucun pas à leur prochain tour. Elle redescend au prochain tour de son joueur.",
        "help_piece_goblin": "Gobelin : les nains qu'il attaque perdent chacun une pépite d'or. Il redescend au prochain tour de son joueur.",
        "choose_creature_step": "Déplacez {the} : touchez une case éclairée (encore {steps}), ou Arrêter.",
        "choose_repel": "{The} attaque {victims} : défausser une hache posée devant vous pour {it} chasser ?",
        "choose_summon": "Choisissez la case de gouffre d'où sort la créature.",
        "choose_vote_exit": "{proposer} propose de finir la partie : plus personne ne peut-il atteindre la sortie ? Oui pour l'instant : {yes}.",
        "vote_nobody_yet": "personne",
        "act_vote_1_exit": "Oui, finir la partie",
        "act_move_to": "Un pas vers {square}",
        "act_summon": "Faire sortir {the} sur {square}",
        "act_look_goal": "Regarder {goal}",
        "act_look_clan": "Regarder la carte de clan de {name}",
        "act_cave_in": "Éboulement sur la carte {where}",
        "act_exchange": "Échanger les mains avec {name}",
        "act_lay_web": "Poser la toile côté {side} de {where}",
        "act_equip": "Poser la carte {card} devant {name}",
        "act_equip_self": "Poser la carte {card} devant vous",
        "act_cut_web": "Couper à la hache la toile côté {side} de {where}",
        "act_repel_1": "Défausser une hache : chasser la créature",
        "act_repel_0": "Garder la hache : laisser attaquer",
        "act_propose_end_exit": "Proposer de finir la partie (plus personne ne peut atteindre la sortie)",
        "ev_moved_square": "Le nain de {name} avance vers {where}.",
        "ev_walked_square": "Le nain de {name} fait {n} pas jusqu'à {where}.",
        "ev_creature_walked": "{The} fait {n} pas jusqu'à {where}.",
        "ev_summoned": "{name} fait sortir {a} du gouffre, {where}.",
        "ev_creature_moved": "{The} va vers {where}.",
        "ev_attack": "{The} attaque {victims}.",
        "ev_repelled": "{name} défausse une hache et repousse {the}.",
        "ev_bitten": "La guivre mord {name} : aucun pas à son prochain tour.",
        "ev_robbed": "Le gobelin prend une pépite d'or à {name}.",
        "ev_creature_left": "{The} que {name} a fait sortir redescend.",
        "ev_web_laid": "{name} pose une toile côté {side} de {where}.",
        "ev_web_turned": "La toile côté {side} de {where} passe à 1.",
        "ev_web_removed": "La toile côté {side} de {where} est retirée.",
        "ev_cave_in": "{name} provoque un éboulement sur la carte {where}.",
        "ev_exchange": "{name} échange sa main avec {target}.",
        "ev_equip": "{name} pose la carte {card} devant {target}.",
        "ev_looked_goal": "{name} regarde {goal}.",
        "ev_looked_goal_seen": "Vous regardez {goal} : {card}.",
        "ev_looked_clan": "{name} regarde la carte de clan de {target}.",
        "ev_gold_vein": "{name} prend la pépite du filon et montre sa carte de clan : {card}.",
        "ev_goal_turned": "{name} retourne {goal} : {card}.",
        "ev_left_mine": "{name} sort de la mine et montre sa carte de clan : {card}.",
        "ev_set_aside": "Vous voyez les cartes de clan mises de côté : {cards}.",
        "ev_bridge": "{name} passe un pont : {by} défausse une carte de sa main au hasard.",
        "ev_tunnel": "{name} paie une pépite d'or pour passer le tunnel.",
        "ev_vote_asked_exit": "{name} propose de finir la partie : plus personne ne peut-il atteindre la sortie ?",
        "ev_vote_0_exit": "{name} vote non : la partie continue.",
        "ev_game_start": "La partie commence ; {name} joue en premier.",
        "clan_card_blue-loyal": "nain loyal du clan bleu",
        "clan_card_blue-saboteur": "saboteur du clan bleu, au service du clan jaune",
        "clan_card_yellow-loyal": "nain loyal du clan jaune",
        "clan_card_yellow-saboteur": "saboteur du clan jaune, au service du clan bleu",
        "ev_bridge_nothing": "{name} passe un pont, sans carte à perdre.",
        "ev_rat_card": "Le rat prend une carte au hasard dans la main de {name}.",
        "ev_rat_nothing": "Le rat ne trouve aucune carte dans la main de {name}.",
        "ev_tunnel_nothing": "{name} passe le tunnel sans pépite à payer.",
        "ev_goblin_nothing": "Le gobelin ne trouve aucune pépite sur {name}.",
        "ev_not_repelled": "{name} laisse {the} attaquer.",
        "ev_stood_up": "Le nain de {name} peut de nouveau marcher.",
        "ev_web_turned_axe": "{name} coupe à la hache la toile côté {side} de {where} : elle passe à 1.",
        "ev_web_removed_axe": "{name} coupe à la hache la toile côté {side} de {where}, qui disparaît.",
        "ev_web_removed_cave_in": "La toile côté {side} de {where} tombe avec l'éboulement.",
        "ev_summoned_again": "{name} joue une autre carte : {the} repart de {where}.",
        "ev_gold_vein_plain": "{name} prend la pépite du filon et montre sa carte de clan.",
        "ev_left_mine_plain": "{name} sort de la mine et montre sa carte de clan.",
        "ev_looked_clan_seen_card": "Vous regardez la carte de clan de {target} : {card}.",
        "nuggets_n": "{n} pépites",
        "nuggets_n_one": "{n} pépite",
        "seat_out": "sorti de la mine",
        "seat_paralysed": "mordu : aucun pas au prochain tour",
        "seat_works_for": "{role}, pour le {clan}",
        "you_work_for": "Vous êtes {role}, au service du {clan}",
        "steps_of_creature": "{the}",
        "cave_over_title": "Qui a sauvé le plus d'or",
        "cave_end_cards": "La fin : la pioche et toutes les mains sont vides.",
        "cave_end_clan_out": "La fin : tous les nains au service d'un clan sont sortis de la mine.",
        "cave_end_vote": "La fin : tous s'accordent à dire que plus personne ne peut atteindre la sortie.",
        "cave_end_None": "La fin de la partie.",
        "cave_score_line": "{clan} : {nuggets} × {dwarves} = {score}",
        "cave_nuggets_out": "{n} pépites sorties",
        "cave_nuggets_out_one": "{n} pépite sortie",
        "cave_dwarves_other": "{n} nains de l'autre clan",
        "cave_dwarves_other_one": "{n} nain de l'autre clan",
        "cave_score_why": "Le trésor d'un clan est l'or que ses nains ont sorti de la mine (les saboteurs portent le leur au clan qu'ils servent), multiplié par le nombre de nains de la partie au service de l'autre clan.",
        "cave_winner": "Le {clan} gagne : {names}.",
        "cave_winner_tie": "Le {clan} gagne l'égalité, car le premier nain sorti le servait : {names}.",
        "cave_draw": "Égalité : personne n'est sorti de la mine.",
        "cave_roles_title": "Qui servait qui",
        "cave_seat_line": "{name} : {role}, au service du {clan} · {nuggets} · {out}",
        "cave_in_mine": "encore dans la mine",
        "cave_out": "sorti",
        "cave_exits": "Sortis de la mine, dans l'ordre : {names}",
        "dark_cave_clans_aside": "Cartes de clan mises de côté : {cards}",
        "identity_loyal": "nain loyal",
        "identity_selfish": "nain égoïste",
        "identity_saboteur": "saboteur",
        "role_loyal": "nain loyal",
        "role_selfish": "nain égoïste",
        "you_are_identity": "Vous êtes {role} du {clan}",
        "your_role_loyal": "Vous êtes un nain loyal",
        "your_role_selfish": "Vous êtes un nain égoïste",
        "ev_role_loyal": "Vous êtes un nain loyal.",
        "ev_role_selfish": "Vous êtes un nain égoïste.",
        "you_are_a_loyal": "un nain loyal",
        "you_are_a_selfish": "un nain égoïste",
        "identity_help_loyal": "Vous partagez chaque trésor que trouve votre clan. Construisez des chemins vers les mines, menez-y votre nain, et surveillez qui joue contre votre clan.",
        "identity_help_selfish": "Vous gardez pour vous seul les trésors que vous trouvez. Menez votre nain à une mine avant les autres.",
        "identity_help_saboteur": "Vous portez la couleur de votre clan mais travaillez pour l'autre : vos trouvailles et votre part y vont. Gardez le secret.",
        "escape_help_loyal": "Sortez vos pépites de la mine par la sortie, l'une des quatre arrivées cachées. Le trésor de votre clan est l'or que ses nains sortent, multiplié par le nombre de nains qui travaillent pour l'autre clan. Surveillez qui joue contre votre clan.",
        "escape_help_saboteur": "Vous portez la couleur de votre clan mais travaillez pour l'autre : l'or que vous sortez compte pour lui. Gardez le secret.",
        "points": "{n} points",
        "points_one": "{n} point",
        "treasures_held": "{n} trésors",
        "treasures_held_one": "{n} trésor",
        "troll_in_front": "carte troll devant lui",
        "has_dragon": "le dragon",
        "sits_out": "ne joue plus de la manche : plus de cartes et la pioche est vide",
        "you_sit_out": "Vous ne jouez plus de la manche : votre main et la pioche sont vides, vous ne posez plus de carte et ne bougez plus",
        "found_by": "trouvé par {name}",
        "pool_clan": "Le {clan} ({members}) :",
        "pool_saboteur": "{name}, saboteur du {clan}",
        "pool_selfish": "{name}, égoïste, seul :",
        "pool_nothing": "aucun trésor.",
        "pool_found": "{treasures}, {total} en tout.",
        "pool_each": "{n} chacun.",
        "pool_remainder": "Reste {n}, à {names}, qui a trouvé le trésor le plus précieux.",
        "pool_lost": "Reste {n}, à personne.",
        "round_ended_cards": "Fin de la manche {round} : les cartes sont épuisées.",
        "round_ended_treasures": "Fin de la manche {round} : tous les trésors ont été pris.",
        "round_ended_vote": "Fin de la manche {round} : tous ont convenu qu'aucune mine ne peut plus être atteinte.",
        "sharing_title": "Qui partage quoi",
        "sharing_why": "Les nains égoïstes gardent leurs trouvailles. Les autres partagent avec leur clan, les saboteurs avec l'autre clan ; chaque part est divisée également, et le reste va à qui a trouvé le trésor le plus précieux.",
        "dragon_paid": "{name} a trouvé le dragon et rend 2 des points gagnés dans cette manche.",
        "round_summary_shared": "Manche {round} : les trésors ont été partagés.",
        "points_table": "Les points manche par manche",
        "dir_N": "le haut",
        "dir_S": "le bas",
        "dir_W": "la gauche",
        "dir_E": "la droite",
        "and": "et",
        "semicolon": " ; ",
        "card_cross": "carrefour",
        "name_role": "{name} : {role}",
        "round_summary_none": "Manche {round} : personne n'a gagné (l'or n'a pas été atteint et personne n'était saboteur).",
        "gold_table": "L'or manche par manche",
        "player": "Joueur",
        "round_n": "Manche {round}",
        "total": "Total",
        "advanced": "Avancé",
        # -- Saboteur 2
        "ruleset": "Jeu",
        "ruleset_base": "Saboteur (3 à 10 joueurs)",
        "ruleset_saboteur2": "Saboteur 2 (2 à 12 joueurs)",
        "ruleset_lost-mines": "La Grande Aventure (3 à 9 joueurs)",
        "ruleset_dark-cave": "La mine se rebelle (2 à 8 joueurs)",
        "rounds": "Manches",
        "rounds_2": "Deux manches (la règle)",
        "rounds_3": "Trois manches",
        "rounds_4": "Quatre manches",
        "too_few_for": "Ce jeu se joue de {min} à {max} joueurs.",
        "role_gold-digger-blue": "chercheur d'or bleu",
        "role_gold-digger-green": "chercheur d'or vert",
        "role_boss": "patron",
        "role_profiteer": "profiteur",
        "role_geologist": "géologue",
        "roles_gold-digger-blue": "les chercheurs d'or bleus",
        "roles_gold-digger-green": "les chercheurs d'or verts",
        "roles_boss": "le patron",
        "roles_profiteer": "le profiteur",
        "roles_geologist": "les géologues",
        "role_help_gold-digger-blue": "Vous gagnez avec l'équipe bleue si un chemin qu'elle peut emprunter atteint l'or : les portes vertes vous barrent la route. Creusez vers les arrivées.",
        "role_help_gold-digger-green": "Vous gagnez avec l'équipe verte si un chemin qu'elle peut emprunter atteint l'or : les portes bleues vous barrent la route. Creusez vers les arrivées.",
        "role_help_boss": "Vous gagnez dès qu'une équipe de chercheurs d'or gagne, et passez toutes les portes, mais vous êtes un peu moins payé.",
        "role_help_profiteer": "Vous gagnez avec les chercheurs d'or comme avec les saboteurs, mais vous êtes le moins payé.",
        "role_help_geologist": "L'or vous importe peu : en fin de manche, vous recevez une pépite par cristal du labyrinthe.",
        "card_theft": "vol",
        "card_hands_off": "bas les pattes",
        "card_trap": "piégé",
        "card_free": "enfin libre",
        "card_inspect": "inspection",
        "card_swap_hats": "échange de chapeaux",
        "card_swap_hands": "échange de mains",
        "label_spider": "Araignée",
        "label_dragon": "Dragon",
        "label_gold-sack-1": "1 pépite",
        "label_gold-sack-2": "2 pépites",
        "label_any_tool": "tout outil",
        "card_goal_spider": "arrivée araignée",
        "card_goal_gold-sack-1": "arrivée avec un sac d'une pépite",
        "card_goal_gold-sack-2": "arrivée avec un sac de deux pépites",
        "card_goal_dragon": "arrivée dragon",
        "card_postcard": "carte postale {name}",
        "card_goal_swap": "échange d'arrivées",
        "card_forgotten_treasure": "trésor oublié",
        "card_veto": "veto",
        "card_reverse": "changement de sens",
        "card_scout": "éclaireur",
        "card_diversion": "diversion",
        "role_greedy-dwarf": "nain cupide",
        "roles_greedy-dwarf": "le nain cupide",
        "role_help_greedy-dwarf": "Vous creusez pour vous seul : si vous posez la carte qui atteint le trésor, vous prenez 4 cartes Or et personne d'autre n'est payé ; sinon, vous n'avez rien.",
        "pawn_toll": "pion nain de {name} : une carte chemin posée ici lui rapporte une pépite",
        "order_clockwise": "On joue dans le sens des aiguilles d'une montre",
        "order_reversed": "On joue dans le sens inverse des aiguilles d'une montre",
        "last_laid_mark": "dernière carte chemin posée : une déviation la déplacerait",
        "toll_pending": "en attente d'un péage : {card}",
        "postcard_used": "déjà déclenchée",
        "with_door_blue": "avec une porte bleue",
        "with_door_green": "avec une porte verte",
        "with_ladder": "avec une échelle",
        "with_crystal": "avec un cristal",
        "with_rocks": "avec des rochers (un nain à la fois)",
        "with_campfire": "avec un feu de camp",
        "with_obstacle_trunk": "barré d'un tronc d'arbre",
        "with_obstacle_lake": "avec un lac",
        "with_obstacle_ditch": "avec un fossé",
        "card_mine": "mine ({type})",
        "card_mine_dragon": "mine du dragon",
        "card_tool_trunk": "hache",
        "card_tool_lake": "barque",
        "card_tool_ditch": "corde",
        "card_look_mine_treasure": "information : mine ou trésor",
        "card_look_treasure_dwarf": "information : trésor ou nain",
        "card_lay_trap": "piège",
        "card_lay_troll": "troll",
        "card_thunderstorm": "orage",
        "label_look_mine_treasure": "Mine ou trésor",
        "label_look_treasure_dwarf": "Trésor ou nain",
        "blue": "Bleue",
        "green": "Verte",
        "act_pass_cards": "Défausser {cards} et en piocher autant",
        "act_discard_two": "Défausser {cards} pour retirer {card} devant vous",
        "act_theft": "Poser le vol devant vous",
        "act_hands_off": "Retirer le vol de {name}",
        "act_trap": "Piéger {name}",
        "act_free": "Libérer {name}",
        "act_inspect": "Regarder le rôle de {name}",
        "act_swap_hats": "{name} prend un nouveau rôle",
        "act_swap_hands": "Échanger sa main avec {name}",
        "act_steal": "Prendre une pépite à {name}",
        "ev_pass_count": "{name} a passé en défaussant {n} cartes.",
        "ev_pass_count_one": "{name} a passé en défaussant {n} carte.",
        "ev_discard_two": "{name} a défaussé {cards} pour retirer {card}.",
        "ev_discard_two_unseen": "{name} a défaussé deux cartes pour retirer {card}.",
        "ev_theft": "{name} a posé un vol devant lui.",
        "ev_hands_off": "{name} a retiré le vol de {target}.",
        "ev_trap": "{name} a piégé {target}.",
        "ev_free": "{name} a libéré {target}.",
        "ev_free_self": "{name} a levé son propre piège.",
        "ev_inspect": "{name} a regardé le rôle de {target}.",
        "ev_inspect_role": "C'est : {role}.",
        "ev_swap_hats": "{name} a fait prendre un nouveau rôle à {target}.",
        "ev_swap_hats_self": "{name} a pris un nouveau rôle.",
        "ev_swap_hats_role": "Votre nouveau rôle : {role}.",
        "ev_swap_hands": "{name} a échangé sa main avec {target}.",
        "ev_new_hand": "Votre main maintenant : {cards}.",
        "ev_steal": "{name} a pris une pépite à {target}.",
        "ev_round_end_roles": "La manche {round} est finie : victoire pour {roles}.",
        "ev_round_end_nobody": "La manche {round} est finie : personne ne gagne.",
        "ev_round_end_greedy": "La manche {round} est finie : le nain cupide a atteint le trésor seul.",
        "ev_nuggets_gain": "{name} prend {n} pépites : {why}.",
        "ev_nuggets_gain_one": "{name} prend {n} pépite : {why}.",
        "ev_nuggets_gain_each": "{names} prennent {n} pépites chacun : {why}.",
        "ev_nuggets_gain_each_one": "{names} prennent {n} pépite chacun : {why}.",
        "ev_nuggets_gain_all": "Chaque joueur prend {n} pépites : {why}.",
        "ev_nuggets_gain_all_one": "Chaque joueur prend {n} pépite : {why}.",
        "ev_nuggets_pay": "{name} paie {n} pépites : {why}.",
        "ev_nuggets_pay_one": "{name} paie {n} pépite : {why}.",
        "ev_postcard": "{name} a relié {card} au départ.",
        "ev_role_swapped": "{name} a changé de rôle en secret ({why}).",
        "ev_roles_dealt_again": "Tous les rôles sont rassemblés et redistribués ({why}).",
        "ev_new_role": "Votre rôle maintenant : {role}.",
        "ev_greedy_paid": "{name}, le nain cupide, prend seul {n} cartes Or.",
        "ev_greedy_paid_one": "{name}, le nain cupide, prend seul {n} carte Or.",
        "ev_greedy_values": "Valeurs : {values}.",
        "ev_tournament_card": "La carte du tournoi est posée à mi-chemin : {card}.",
        "ev_recruit": "{name} a posté un pion nain, {where}, et défaussé une carte face cachée.",
        "ev_recruit_own": "{name} a posté un pion nain, {where}, et défaussé {card} face cachée.",
        "ev_toll_asked": "{name} pose {card} sur un pion nain, {where} : une pépite est due.",
        "ev_toll_paid": "{name} a payé une pépite à {target} pour construire {where}.",
        "ev_toll_paid_self": "{name} a construit sur son propre pion, {where}.",
        "ev_decline_toll": "{name} ne paie pas le péage.",
        "ev_reverse": "{name} a inversé le sens du jeu : on joue maintenant dans le sens inverse des aiguilles d'une montre.",
        "ev_reverse_back": "{name} a inversé le sens du jeu : on joue de nouveau dans le sens des aiguilles d'une montre.",
        "ev_goal_swap": "{name} a pris {goal} et {other}, puis les a reposées, échangées ou non.",
        "ev_goal_swap_done": "{name} a échangé {goal} et {other}.",
        "ev_goal_swap_kept": "{name} a pris {goal} et {other}, puis les a laissées en place.",
        "ev_forgotten_treasure": "{name} regarde les {n} cartes du dessus de la défausse pour en garder une.",
        "ev_forgotten_treasure_one": "{name} regarde la carte du dessus de la défausse pour la garder.",
        "ev_keep_discard": "{name} a gardé une carte de la défausse.",
        "ev_keep_discard_own": "{name} a gardé {card} de la défausse.",
        "ev_scout": "{name} joue l'éclaireur : deux cartes chemin suivent.",
        "ev_diversion": "{name} a déplacé {card} ({from_where}) vers {where}.",
        "ev_veto": "{name} a opposé un veto à la carte {card} de {target}.",
        "in_front": "Devant : {cards}",
        "steal_prompt": "Choisissez à qui prendre une pépite.",
        "choose_theft": "Posez-le devant vous, puis confirmez.",
        "nuggets": "{n} pépites",
        "nuggets_one": "{n} pépite",
        "has_gold": "a de l'or",
        "no_gold": "pas encore d'or",
        "gold_none": "pas d'or",
        "roles_left": "Rôles mis de côté : {n}",
        "thieves": "Vols à venir : {names}",
        "discard_some": "Passer : défausser 1 à 3 cartes",
        "discard_one_or_two": "Passer : défausser 1 ou 2 cartes",
        "choose_discards": "Touchez jusqu'à 3 cartes à défausser (2 cartes peuvent plutôt retirer une carte posée devant vous).",
        "choose_discards_two": "Touchez une seconde carte pour la défausser aussi, ou confirmez.",
        "discard_two_for": "Défausser ces deux-là pour retirer {card}",
        "play_in_front": "La poser devant vous",
        "winners_round": "Gagnants de la manche : {roles}.",
        "nobody_won": "Personne n'a gagné la manche.",
        "crystals": "Cristaux dans le labyrinthe : {n}",
        "crystals_one": "Cristaux dans le labyrinthe : {n}",
        "nuggets_this_round": "Pépites de la manche",
        "trapped_mark": "piégé",
        "steal_title": "{name}, prenez une pépite à un autre joueur",
        "waiting_thief": "{name} choisit qui voler.",
        "thefts_done": "Vols",
        "round_summary_roles": "Manche {round} : victoire pour {roles}.",
        "round_summary_nobody": "Manche {round} : personne n'a gagné.",
        "nugget_table": "Les pépites manche par manche",
        "help_door_blue": "Porte bleue : un chemin comme un autre, mais les chercheurs d'or verts ne peuvent pas la franchir.",
        "help_door_green": "Porte verte : un chemin comme un autre, mais les chercheurs d'or bleus ne peuvent pas la franchir.",
        "help_ladder": "Échelle : relie le départ et toutes les autres échelles, comme si une galerie les joignait.",
        "help_crystal": "Cristal : un chemin ; en fin de manche, chaque cristal du labyrinthe rapporte une pépite aux géologues.",
        "help_apart": "Deux chemins sur une même carte, qui ne se rejoignent pas : un pont ou une double courbe.",
        "help_theft": "Vol : posez-le devant vous ; après la paie, prenez une pépite à un joueur.",
        "help_hands_off": "Bas les pattes : retirez un vol posé devant n'importe quel joueur.",
        "help_trap": "Piégé : posez-le devant un joueur : il ne peut plus poser de chemin et ne sera pas payé.",
        "help_free": "Enfin libre : retirez une carte piégé posée devant n'importe quel joueur, vous compris.",
        "help_inspect": "Inspection : regardez en secret le rôle d'un autre joueur.",
        "help_swap_hats": "Échange de chapeaux : un joueur (vous aussi) jette son rôle et en prend un nouveau.",
        "help_swap_hands": "Échange de mains : échangez toute votre main avec celle d'un autre joueur.",
        "help_goal_spider": "Araignée : la manche s'arrête aussitôt, comme si l'or n'avait pas été atteint : les saboteurs gagnent.",
        "help_goal_gold-sack-1": "Sac d'or : une pierre, mais qui l'atteint prend 1 pépite.",
        "help_goal_gold-sack-2": "Sac d'or : une pierre, mais qui l'atteint prend 2 pépites.",
        "help_goal_dragon": "Dragon : une pierre, mais qui l'atteint paie 1 pépite, s'il en a une.",
        "help_postcard": "Carte postale, face visible : un carrefour. Le premier joueur qui la relie au départ la déclenche : {effect}",
        "help_postcard_costume-workshop": "il change de rôle en secret avec un rôle hors du jeu.",
        "help_postcard_underground-party": "tous les rôles sont rassemblés et redistribués, un chacun.",
        "help_goal_swap": "Échange d'arrivées : prenez deux arrivées face cachée sans les regarder, puis échangez-les ou reposez-les.",
        "help_forgotten_treasure": "Trésor oublié : au lieu de piocher, regardez les 5 cartes du dessus de la défausse et gardez-en une.",
        "help_veto": "Veto : jouez-le pendant le tour d'un autre joueur pour annuler la carte qu'il vient de jouer.",
        "help_reverse": "Changement de sens : le jeu tourne dans l'autre sens jusqu'à la fin de la manche.",
        "help_scout": "Éclaireur : jouez-le avec deux cartes chemin, posées l'une après l'autre, puis piochez-en deux.",
        "help_diversion": "Diversion : déplacez la dernière carte chemin posée vers un autre endroit où elle convient.",
        "help_repair_three": "Maître artisan : répare un outil cassé au choix ({tools}), devant n'importe quel joueur, vous compris.",
        "help_pawn": "Pion nain (droit de passage) : qui pose une carte chemin ici paie une pépite à son propriétaire.",
        # la page d'une leçon (web/ui/lesson.py)
        "lesson_step": "Étape {n} sur {count}",
        "lesson_hint": "Indice",
        "lesson_hints": "Indices",
        "lesson_next": "Suite",
        "lesson_right": "Bravo !",
        "lesson_wrong": "Ce coup est permis, mais ce n'est pas ce que demande cette étape.",
        "lesson_wrong_label": "Pas tout à fait.",
        "lesson_refused_label": "Interdit :",
        "lesson_replying": "Les autres jouent…",
        "lesson_guess_q": "Quel joueur est {role} ?",
        "lesson_guess_right": "Oui : {name} est {role}.",
        "lesson_guess_wrong": "Non, {name} n'est pas {role}. Regardez encore.",
        "lesson_done": "Leçon terminée",
        "lesson_done_news": "Leçon terminée : {n} étoiles sur 3.",
        "lesson_done_news_one": "Leçon terminée : {n} étoile sur 3.",
        "lesson_stars": "{n} étoiles sur 3",
        "lesson_stars_one": "{n} étoile sur 3",
        "lesson_stars_rule": "Trois étoiles sans erreur ni indice, deux avec une erreur ou un indice.",
        "lesson_restart": "Recommencer la leçon",
        "lesson_restarted": "La leçon recommence.",
        "lesson_next_lesson": "Leçon suivante",
        "lesson_play_on": "Continuer la partie",
        "lesson_play_on_note": "Continuer ouvre une partie complète contre des robots, depuis cette position.",
        "lesson_position": "La position en mots",
        "lesson_maze_words": "Dans le labyrinthe : {cards}.",
        "lesson_hand_words": "Dans votre main : {cards}.",
        "lesson_players_words": "Joueurs : {players}.",
        "lesson_loading": "Chargement de la leçon…",
        "lesson_failed": "La leçon n'a pas pu être chargée : {detail}",
    },
}

def pick_language(languages):
    """The first supported language among the browser's (e.g. navigator.languages)."""
    if isinstance(languages, str):
        languages = [languages]
    for code in languages or []:
        base = str(code).lower().split("-")[0]
        if base in STRINGS:
            return base
    return "en"


def t(lang, key, **values):
    """The text for `key` in `lang` (English when missing), with `{name}` fields filled."""
    table = STRINGS.get(lang) or STRINGS["en"]
    # a count of one takes the singular, and in French a count of zero too ("0 carte Or")
    if (values.get("n") == 1 or (values.get("n") == 0 and lang == "fr")) and key + "_one" in table:
        key += "_one"
    template = table.get(key)
    if template is None:
        template = STRINGS["en"].get(key, key)
    if not values:
        return template
    out = template
    for name in values:
        value = str(values[name])
        if lang == "fr" and value[:1].lower() in ELIDING:
            out = out.replace(" de {" + name + "}", " d'{" + name + "}")  # "lampe d'Ada", not "lampe de Ada"
        out = out.replace("{" + name + "}", value)
    if lang == "fr":  # "de le départ" is "du départ", "à le" is "au"
        out = out.replace(" de le ", " du ").replace(" à le ", " au ")
    return out


ELIDING = "aeiouyàâäéèêëîïôöùûü"  # "de" before a word starting with one of these is "d'" in French


def is_you(name):
    """True when a seat's name is the word "you" itself (as lessons name the learner): the
    page then says "your pick", "Your hand", and no "(you)" after it."""
    return str(name).strip().lower() in [STRINGS[code]["you"] for code in STRINGS]


def your_role(lang, role, key="your_role"):
    """ "You are a saboteur", but "You are the boss": a role's own wording where it has one."""
    table = STRINGS.get(lang) or STRINGS["en"]
    own = key + "_" + str(role)
    return table[own] if own in table else t(lang, key, role=role_word(lang, role))


CHEST_EFFECTS = ("gold", "sealed-maps", "lost-draw", "extra-draw", "goal-moved", "pickpocket", "pick-of-three",
                 "peek", "rummage", "bury")


def card_labels(lang):
    """Words drawn on cards (see cards_svg.DEFAULT_LABELS)."""
    labels = {
        "broken": t(lang, "broken_word"),
        "broken_tool": t(lang, "broken_tool_line"),
        "repair": t(lang, "repair_word"),
        "rockfall": t(lang, "rockfall_word"),
        "map": t(lang, "map_word"),
        "pick": t(lang, "tool_pick"),
        "lantern": t(lang, "tool_lantern"),
        "cart": t(lang, "tool_cart"),
        "or": t(lang, "or"),
        "start": t(lang, "card_start"),
        "gold": t(lang, "gold"),
        "stone": t(lang, "stone"),
        "seen": t(lang, "seen"),
        "blue": t(lang, "blue"),
        "green": t(lang, "green"),
    }
    for effect in ("theft", "hands_off", "trap", "free", "inspect", "swap_hats", "swap_hands",
                   "goal_swap", "forgotten_treasure", "veto", "reverse", "scout", "diversion"):
        name = t(lang, "card_" + effect)
        labels[effect] = name[:1].upper() + name[1:]
    for effect in ("spider", "dragon", "gold-sack-1", "gold-sack-2", "any_tool"):
        labels[effect] = t(lang, "label_" + effect)
    for effect in CHEST_EFFECTS:  # a chest shows its effect's name
        name = t(lang, "chest_" + effect)
        labels["chest_" + effect] = name[:1].upper() + name[1:]
    for module in ("costume-workshop", "underground-party"):  # a postcard shows its module's name
        labels[module] = t(lang, "module_" + module)
    for effect in FOREST_EFFECTS:  # The Lost Mines' action cards
        key = "label_" + effect_key(effect)
        name = t(lang, key if key in STRINGS["en"] else "card_" + effect_key(effect))
        labels[effect] = name[:1].upper() + name[1:]
    for obstacle in OBSTACLE_TOOLS:
        name = t(lang, "card_tool_" + obstacle)
        labels["tool_" + obstacle] = name[:1].upper() + name[1:]
    for effect in CAVE_EFFECTS:  # La mine se rebelle's action cards
        labels["cave_" + effect] = t(lang, "label_cave_" + effect)
    for effect in ("exit", "abyss", "ladder"):  # and what its goals hold, on a goal seen ("Seen: Exit"); gold is "gold"
        labels[effect] = t(lang, "label_cave_goal_" + effect)
    for kind in TREASURE_FILL:  # the short word fits a card's width
        labels["treasure_" + kind] = t(lang, "treasure_short_" + kind)
    return labels


def joined(lang, words):
    """ "a", "a and b", "a, b and c" """
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + " " + t(lang, "and") + " " + words[-1]


def directions(lang, sides):
    """Where a card's paths go, as a person sees it: up and down before left and right."""
    return joined(lang, [t(lang, "dir_" + side) for side in "NSWE" if side in sides])


def tool_word(lang, tool):
    return t(lang, "tool_" + tool)


def card_name(lang, card_id, turned=False):
    """A card in words, from its data: "path up and right", "dead end up and left",
    "crossroads", "broken pick", "repair pick or cart", "path up and down with a blue door;
    dead end left". A turned path card is named by where its paths go once turned.
    """
    kind = card_kind(card_id)
    if kind == "start":
        return t(lang, "card_start")
    if kind in ("path", "goal") and cave_svg.squared(card_id):
        return _cave_card_name(lang, card_id, turned)
    if cave_effect(card_id):
        return t(lang, "card_cave_" + cave_effect(card_id))
    if kind == "goal":
        if mine_type(card_id):
            return t(lang, "card_mine", type=t(lang, "treasure_" + mine_type(card_id)))
        if "dragon" in card_features(card_id):  # The Lost Mines' fourth mine
            return t(lang, "card_mine_dragon")
        if card_data(card_id).get("treasure"):
            return t(lang, "card_goal-gold")
        effect = card_effect(card_id)
        return t(lang, "card_goal_" + effect) if effect else t(lang, "card_goal-stone")
    if kind == "postcard":
        return t(lang, "card_postcard", name=t(lang, "module_" + str(card_effect(card_id))))
    if kind == "path":
        return _path_name(lang, card_places(card_id, turned))
    if kind == "black":
        return t(lang, "card_black", path=_path_name(lang, card_places(card_id, turned)))
    if kind == "chest":
        return t(lang, "card_chest", name=t(lang, "chest_" + str(card_effect(card_id))))
    effect = card_effect(card_id)
    if effect in ("break", "repair"):
        return t(lang, "card_" + effect, tools=tools_or(lang, card_tools(card_id)))
    if effect == "tool" and card_tools(card_id):  # The Lost Mines: a token for an obstacle
        return t(lang, "card_tool_" + card_tools(card_id)[0])
    if effect:
        return t(lang, "card_" + effect_key(effect))
    return str(card_id)


ROMAN = {1: "I", 2: "II", 3: "III"}
CAVE_GOALS = ("exit", "abyss", "ladder", "gold")  # what a goal of La mine se rebelle holds, by its features


def goal_holds(lang, card_id):
    """What a goal card of squares holds ("the exit", "a gold vein"): a line that already names the
    goal says this, not "the north-west goal: goal: the exit"."""
    features = [f for place in card_data(card_id).get("places") or [] for f in place.get("features") or []]
    held = [f for f in CAVE_GOALS if f in features]
    return t(lang, "cave_goal_" + (held[0] if held else "plain"))


def _cave_card_name(lang, card_id, turned=False):
    """A card of squares in words, path by path (a tunnel between two curves is named as such, never a
    crossroads), then its group: "path up and left; path down and right; a tunnel square between the
    two paths (group I)". A goal by what it holds: "goal: the exit"."""
    data = card_data(card_id)
    places = data.get("places") or []
    features = [f for place in places for f in place.get("features") or []]
    if data.get("kind") == "goal":
        return t(lang, "card_cave_goal", what=goal_holds(lang, card_id))
    roles = [cave_svg.place_role(card_id, i) for i in range(len(places))]
    links = {i: [] for i in range(len(places))}
    for a, b in data.get("links") or []:
        links[a].append(b)
        links[b].append(a)

    def sides_of(indices):
        sides = "".join(s for s in "NESW" if [i for i in indices if s in (places[i].get("sides") or "")])
        return turned_sides(sides) if turned else sides

    def with_features(words, indices):
        shown = []
        for feature in [f for i in indices for f in places[i].get("features") or []]:
            if feature not in shown and feature not in ("start", "tunnel") and ("with_" + feature) in STRINGS["en"]:
                shown.append(feature)
                words += " " + t(lang, "with_" + feature)
        return words

    parts, done, stubs = [], [], ""
    for i, role in enumerate(roles):
        if i in done or role == "tunnel":
            continue
        if role == "stub":
            stubs += sides_of([i])
            done.append(i)
            continue
        if role == "through":
            parts.append(with_features(t(lang, "card_cave_curve", dirs=directions(lang, sides_of([i]))), [i]))
            done.append(i)
            continue
        group, todo = [], [i]  # arms and their centre
        while todo:
            j = todo.pop()
            if j not in group and roles[j] in ("arm", "hub"):
                group.append(j)
                todo += links[j]
        done += group
        key = "card_cave_centre" if [j for j in group if roles[j] == "hub"] else "card_cave_arms"
        parts.append(with_features(t(lang, key, dirs=directions(lang, sides_of(group))), group))
    if "tunnel" in roles:
        parts.append(t(lang, "card_cave_tunnel_square"))
    if stubs:
        parts.append(t(lang, "card_dead", dirs=directions(lang, stubs)))
    name = t(lang, "semicolon").join(parts)
    group = ROMAN.get(data.get("group"))
    return t(lang, "card_cave_group", path=name, group=group) if group else name


def square_name(lang, card_id, place, turned=False):
    """One square of a card: "the north square", "the centre square", "the tunnel square", "the path up and left"."""
    places = card_data(card_id).get("places") or []
    if not isinstance(place, int) or not 0 <= place < len(places):
        return ""
    role = cave_svg.place_role(card_id, place)
    sides = places[place].get("sides") or ""
    if turned:
        sides = turned_sides(sides)
    if role == "tunnel":
        return t(lang, "square_tunnel")
    if role == "hub":
        return t(lang, "square_centre")
    if len(sides) == 1:
        return t(lang, "square_side", side=side_name(lang, sides))
    return t(lang, "square_path", dirs=directions(lang, sides))


def effect_key(effect):
    """An effect as a text key's tail ("look:mine+treasure" -> "look_mine_treasure")."""
    return str(effect).replace(":", "_").replace("+", "_")


def tools_or(lang, tools):
    """ "pick", "pick or cart", "pick, lantern or cart" """
    words = [tool_word(lang, tool) for tool in tools]
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + " " + t(lang, "or") + " " + words[-1]


def _path_name(lang, places):
    """Plain stubs are told together ("dead end up and left"); every other path on its own."""
    stubs = "".join(sides for sides, features in places if len(sides) == 1 and not features)
    parts = []
    for sides, features in places:
        if len(sides) == 1 and not features:
            continue
        if len(sides) == 4 and not features:
            words = t(lang, "card_cross")
        else:
            words = t(lang, "card_tunnel" if len(sides) > 1 or "ladder" in features else "card_dead",
                      dirs=directions(lang, sides))
        for feature in features:
            words += " " + t(lang, "with_" + feature.replace(":", "_"))
        parts.append(words)
    if stubs:
        parts.append(t(lang, "card_dead", dirs=directions(lang, stubs)))
    return t(lang, "semicolon").join(parts)


def where(lang, at):
    """A space of the maze as a person finds it: on a table with an edge, by its column and row
    from the north-west corner; else counted in cards from the (one) start card."""
    layout = table_layout()
    board = layout.get("board")
    if board:
        return t(lang, "space_at", col=at[0] - board["x"][0] + 1, row=at[1] - board["y"][0] + 1)
    origin = (layout.get("starts") or [{"at": [0, 0]}])[0]["at"]
    x, y = at[0] - origin[0], at[1] - origin[1]
    if x > 0:
        spot = t(lang, "spot_right", n=x)
    elif x < 0:
        spot = t(lang, "spot_left", n=-x)
    elif y < 0:
        return t(lang, "spot_up", n=-y)
    elif y > 0:
        return t(lang, "spot_down", n=y)
    else:
        return t(lang, "spot_start")
    if y < 0:
        return t(lang, "spot_and_up", spot=spot, n=-y)
    if y > 0:
        return t(lang, "spot_and_down", spot=spot, n=y)
    return spot


def goal_name(lang, at):
    """A goal by where it lies as seen on the table: the top, middle or bottom one of three;
    of more goals (new goal cards: five), by how many cards above or below the start it lies;
    on a table with an edge, a mine by its place among the others from north to south; at a
    corner of a play area (La mine se rebelle), by its corner: "the north-west goal"."""
    area = table_layout().get("area")
    if area and at[0] in area["x"] and at[1] in area["y"]:
        return t(lang, "goal_corner_" + ("N" if at[1] == area["y"][0] else "S") + ("W" if at[0] == area["x"][0] else "E"))
    if table_layout().get("board"):
        return _mine_name(lang, at)
    if len(goal_rows()) > 3:
        y = at[1]
        if y == 0:
            return t(lang, "goal_level")
        return t(lang, "goal_up", n=-y) if y < 0 else t(lang, "goal_down", n=y)
    key = "goal_top" if at[1] < 0 else "goal_bottom" if at[1] > 0 else "goal_middle"
    return t(lang, key)


def _mine_name(lang, at):
    """"the north-most mine", "the second mine from the north", ... counted among the face-down
    cells' rows, from the nearer edge of the row of them."""
    rows = sorted(set(goal_rows()))
    if at[1] not in rows:
        return where(lang, at)
    rank, count = rows.index(at[1]), len(rows)
    if count % 2 == 1 and rank == count // 2 and count > 1:
        return t(lang, "mine_middle")
    if rank == 0:
        return t(lang, "mine_north_most")
    if rank == count - 1:
        return t(lang, "mine_south_most")
    if rank < count / 2:
        return t(lang, "mine_from_north", nth=t(lang, "nth_" + str(rank + 1)))
    return t(lang, "mine_from_south", nth=t(lang, "nth_" + str(count - rank)))


def clan_name(lang, clan):
    """A clan by its colour's name ("blue clan"); a clan text.py has no word for, by its own name."""
    key = "clan_" + str(clan)
    if key in STRINGS["en"]:
        return t(lang, key)
    return t(lang, "clan_of", clan=clan)


def side_name(lang, side):
    return t(lang, "side_" + str(side))


def _sentence(line):
    """A line that starts with a goal's name ("the top goal ...") starts with a capital."""
    return line[:1].upper() + line[1:]


def seat_name(names, seat):
    if names and seat is not None and 0 <= seat < len(names):
        return names[seat]
    return "#" + str(seat)


def describe_action(lang, action, names=None):
    """An action (from legal_actions) in words; also the accessible name of its button."""
    kind = action.get("kind")
    if kind == "place":
        key = "act_place_turned" if action.get("turned") else "act_place"
        return t(lang, key, card=card_name(lang, action["card"], action.get("turned")), where=where(lang, action["at"]))
    if kind == "break":
        target = seat_name(names, action["target"])
        return t(lang, "act_break_yours" if is_you(target) else "act_break",
                 tool=tool_word(lang, card_tools(action["card"])[0]), name=target)
    if kind == "repair":
        target = seat_name(names, action["target"])
        return t(lang, "act_repair_yours" if is_you(target) else "act_repair", tool=tool_word(lang, action["tool"]),
                 name=target)
    if kind == "rockfall":
        return t(lang, "act_rockfall", where=where(lang, action["at"]))
    if kind == "map":
        return t(lang, "act_map", goal=goal_name(lang, action["at"]))
    if kind == "goal_swap":
        value = action.get("value")
        return t(lang, "act_goal_swap" + ("" if value is None else "_" + str(value)),
                 goal=goal_name(lang, action["at"]), other=goal_name(lang, action["to"]))
    if kind in ("reverse", "scout", "forgotten_treasure"):
        return t(lang, "act_no_target", card=card_name(lang, action["card"]))
    if kind == "diversion":
        return t(lang, "act_diversion_turned" if action.get("turned") else "act_diversion", where=where(lang, action["at"]))
    if kind == "recruit":
        return t(lang, "act_recruit", card=card_name(lang, action["card"]), where=where(lang, action["at"]))
    if kind == "keep_discard":
        return t(lang, "act_keep_discard", card=card_name(lang, action["card"]))
    if kind in ("rummage", "pick_three"):
        return t(lang, "act_keep_card", card=card_name(lang, action["card"]))
    if kind == "open_chest":
        return t(lang, "act_open_chest", where=where(lang, action["at"]))
    if kind == "move_goal":
        return t(lang, "act_move_goal", goal=goal_name(lang, action["at"]))
    if kind == "first_goal":
        return t(lang, "act_goal_order", goal=goal_name(lang, action["at"]))
    if kind in ("peek", "pickpocket"):
        return t(lang, "act_" + kind, name=seat_name(names, action.get("target")))
    if kind in ("pay_toll", "decline_toll", "veto", "allow"):
        return t(lang, "act_" + kind)
    if kind == "pass":
        return t(lang, "act_pass", card=card_name(lang, action["card"]))
    if kind == "keep_gold":
        return t(lang, "act_keep_gold", value=action["value"])
    if kind == "pass_cards":
        return t(lang, "act_pass_cards", cards=cards_named(lang, action["cards"]))
    line = _cave_action(lang, kind, action, names)
    if line is None:
        line = _forest_action(lang, kind, action, names)
    if line is not None:
        return line
    if kind == "discard_two":
        return t(lang, "act_discard_two", cards=cards_named(lang, action["cards"]),
                 card=card_name(lang, action["removes"]))
    if kind in SEAT_ACTIONS:
        return t(lang, "act_" + kind, name=seat_name(names, action.get("target")))
    return str(kind)


# Saboteur 2's actions aimed at a seat (theft lies in front of its player; steal takes no card)
SEAT_ACTIONS = ("theft", "hands_off", "trap", "free", "inspect", "swap_hats", "swap_hands", "steal")
SELF_WORDED = ("repair", "free", "swap_hats")  # moves a seat may aim at itself: "freed themselves", not "Bo freed Bo"


def on_self(event):
    """The key suffix of a move aimed at its own seat ("_self"), where the words differ."""
    target = event.get("target")
    return "_self" if event.get("type") in SELF_WORDED and target is not None and target == event.get("seat") else ""


def cards_named(lang, cards):
    return joined(lang, [card_name(lang, card) for card in cards])


def role_word(lang, role):
    """A role in words; a clan card by the engine's role name ("yellow-saboteur", La mine se rebelle) by its words."""
    if "role_" + str(role) not in STRINGS["en"] and "clan_card_" + str(role) in STRINGS["en"]:
        return t(lang, "clan_card_" + str(role))
    return t(lang, "role_" + str(role))


def roles_named(lang, roles):
    """The roles that won a round, as a team: "blue gold-diggers and the boss"."""
    return joined(lang, [t(lang, "roles_" + str(role)) for role in roles])


def describe_event(lang, event, names=None):
    """One log entry (from view["log"]) in words, or None for entries not worth a line."""
    kind = event.get("type")
    name = seat_name(names, event.get("seat"))
    if kind == "round_start":
        key = "ev_game_start" if table_layout().get("area") else "ev_round_start"  # one game, no rounds: La mine se rebelle
        return t(lang, key, round=event["round"], name=seat_name(names, event["first"]))
    if kind == "role":
        if event.get("role"):
            return your_role(lang, event["role"], "ev_role")
        return None
    if kind == "place":
        return t(lang, "ev_place", name=name, card=card_name(lang, event["card"], event.get("turned")),
                 where=where(lang, event["at"]))
    if kind == "draw":
        if event.get("card"):
            return t(lang, "ev_draw_own", name=name, card=card_name(lang, event["card"]))
        return None
    if kind == "goal_revealed":
        return _sentence(t(lang, "ev_goal_revealed", goal=goal_name(lang, event["at"]), card=card_name(lang, event["card"])))
    if kind == "break":
        target = seat_name(names, event["target"])
        return t(lang, "ev_break_yours" if is_you(target) else "ev_break", name=name,
                 tool=tool_word(lang, card_tools(event["card"])[0]), target=target)
    if kind == "repair":
        target = seat_name(names, event["target"])
        key = "ev_repair_yours" if is_you(target) else "ev_repair" + on_self(event)
        return t(lang, key, name=name, tool=tool_word(lang, event["tool"]), target=target)
    if kind == "rockfall":
        return t(lang, "ev_rockfall", name=name, card=card_name(lang, event.get("removed", "")), where=where(lang, event["at"]))
    if kind == "map":
        if event.get("goal"):
            return t(lang, "ev_map_own", name=name, goal=goal_name(lang, event["at"]), card=card_name(lang, event["goal"]))
        return t(lang, "ev_map", name=name, goal=goal_name(lang, event["at"]))
    if kind == "pass":
        if event.get("card"):
            return t(lang, "ev_pass_own", name=name, card=card_name(lang, event["card"]))
        if event.get("cards"):
            return t(lang, "ev_pass_own", name=name, card=cards_named(lang, event["cards"]))
        if event.get("count") is not None:
            return t(lang, "ev_pass_count", name=name, n=event["count"])
        return t(lang, "ev_pass", name=name)
    if kind == "discard_two":
        if not event.get("cards"):  # face down: only the player is told which two (Saboteur 2 ruling 14)
            return t(lang, "ev_discard_two_unseen", name=name, card=card_name(lang, event["removes"]))
        return t(lang, "ev_discard_two", name=name, cards=cards_named(lang, event["cards"]),
                 card=card_name(lang, event["removes"]))
    if kind in SEAT_ACTIONS:
        line = t(lang, "ev_" + kind + on_self(event), name=name, target=seat_name(names, event.get("target")))
        if event.get("role"):  # what an inspection showed, or the new role after swap hats
            line += " " + t(lang, "ev_" + kind + "_role", role=role_word(lang, event["role"]))
        if event.get("hand") is not None:
            line += " " + t(lang, "ev_new_hand", cards=cards_named(lang, event["hand"]))
        return line
    if kind == "round_end" and "sharing" in event:  # The Lost Mines: shared, not won
        return t(lang, "ev_round_end_shared", round=event["round"])
    if kind == "round_end":
        winners = event.get("winners")
        if isinstance(winners, list):  # Saboteur 2: the roles that won
            if not winners:
                return t(lang, "ev_round_end_nobody", round=event["round"])
            return t(lang, "ev_round_end_roles", round=event["round"], roles=roles_named(lang, winners))
        key = {"gold-digger": "ev_round_end_gd", "saboteur": "ev_round_end_sab",
               "greedy-dwarf": "ev_round_end_greedy"}.get(winners, "ev_round_end_none")
        return t(lang, key, round=event["round"])
    if kind == "gold_drawn":
        return t(lang, "ev_gold_drawn", n=event["count"])
    if kind == "keep_gold":
        if event.get("value") is not None:
            return t(lang, "ev_keep_gold_own", name=name, value=event["value"])
        return t(lang, "ev_keep_gold", name=name)
    if kind == "saboteur_paid":
        return t(lang, "ev_saboteur_paid", name=name, n=event["cards"])
    if kind == "game_end":
        return t(lang, "ev_game_end")
    if kind == "clan_revealed":  # La mine se rebelle: told by the gold vein's or the exit's own line
        return None
    line = _module_event(lang, event, kind, name, names)
    if line is None:
        line = _cave_event(lang, event, kind, name, names)
    if line is None:
        line = _forest_event(lang, event, kind, name, names)
    return line if line is not None else t(lang, "ev_unknown", type=kind)


def place_name(lang, at):
    """A cell by name: a face-down mine or goal among the others, a clan's start, else where it lies."""
    for start in table_layout().get("starts") or []:
        if start.get("clan") and list(start["at"]) == list(at):
            return t(lang, "start_place", clan=t(lang, "clan_" + start["clan"]))
    if [1 for row in goal_rows() if row == at[1]] and table_layout().get("board") and at[0] == table_layout()["board"]["x"][1]:
        return goal_name(lang, at)
    return where(lang, at)


def treasure_named(lang, slot):
    """ "treasure 3 (gold)", with its value when this seat may know it (the last view's row)."""
    item = treasure_slot(slot)
    kind = t(lang, "treasure_" + str(item.get("type"))) if item.get("type") else "?"
    if item.get("value") is not None:
        return t(lang, "treasure_named_value", n=slot + 1, type=kind, value=item["value"])
    return t(lang, "treasure_named", n=slot + 1, type=kind)


def _maze_item(at):
    """(card id, turned) of the card the last view showed at `at`, or (None, False)."""
    for item in last_maze():
        if list(item["at"]) == list(at):
            return item["card"], bool(item.get("turned"))
    return None, False


def cell_name(lang, at):
    """A card's cell for a sentence that names a side or a card on it: "the start card", else as place_name says."""
    for start in table_layout().get("starts") or []:
        if list(start["at"]) == list(at):
            return t(lang, "square_start")
    return place_name(lang, at)


def square_at(lang, at, place):
    """A square in words: "the north square of 2 cards right of the start", or the cell alone when
    its card has one square (or is not known)."""
    card, turned = _maze_item(at)
    places = card_data(card).get("places") or [] if card else []
    if card_kind(card) == "start" and len(places) < 2:
        return t(lang, "square_start")
    cell = place_name(lang, at)
    if len(places) < 2:
        return cell
    return t(lang, "square_of", square=square_name(lang, card, place, turned), where=cell)


def _creature_word(lang, kind):
    return t(lang, "token_" + str(kind))


def creature_words(lang, kind):
    """A creature's words for a line: bare ("rat"), with its article ("the rat", "la guivre", "a rat",
    "une guivre": French names have their own gender), capitalised to start a sentence, and its
    pronoun ("it", "la")."""
    word = _creature_word(lang, kind)
    the = t(lang, "the_creature_" + str(kind)) if "the_creature_" + str(kind) in STRINGS["en"] else word
    a = t(lang, "a_creature_" + str(kind)) if "a_creature_" + str(kind) in STRINGS["en"] else word
    it = t(lang, "it_creature_" + str(kind)) if "it_creature_" + str(kind) in STRINGS["en"] else t(lang, "it_creature_rat")
    return {"creature": word, "the": the, "The": _sentence(the), "a": a, "it": it}


def _cave_action(lang, kind, action, names):
    """La mine se rebelle's actions in words, or None for another kind."""
    if kind == "move_to":
        return t(lang, "act_move_to", square=square_at(lang, action["at"], action.get("value")))
    if kind == "summon":
        return t(lang, "act_summon", **creature_words(lang, cave_effect(action.get("card"))),
                 square=square_at(lang, action["at"], action.get("value")))
    if kind == "look_goal":
        return t(lang, "act_look_goal", goal=goal_name(lang, action["at"]))
    if kind in ("look_clan", "exchange"):
        return t(lang, "act_" + kind, name=seat_name(names, action.get("target")))
    if kind == "cave_in":
        return t(lang, "act_cave_in", where=cell_name(lang, action["at"]))
    if kind in ("lay_web", "cut_web"):
        return t(lang, "act_" + kind, side=side_name(lang, action.get("tool")), where=cell_name(lang, action["at"]))
    if kind == "equip":
        target = seat_name(names, action.get("target"))
        own = action.get("target") == viewer_seat() or is_you(target)
        return t(lang, "act_equip_self" if own else "act_equip", card=card_name(lang, action.get("card")), name=target)
    if kind == "repel":
        return t(lang, "act_repel_" + str(action.get("value")))
    if kind == "propose_end" and table_layout().get("area"):  # the game, not a round, ends
        return t(lang, "act_propose_end_exit")
    if kind == "vote" and action.get("value") == 1 and table_layout().get("area"):
        return t(lang, "act_vote_1_exit")
    return None


def _where_to(lang, to):
    """Where a step went: a cell [x, y], or {"at", "place"} / [x, y, place] for a square."""
    if isinstance(to, dict):
        return square_at(lang, to.get("at"), to.get("place"))
    if isinstance(to, (list, tuple)) and len(to) == 3:
        return square_at(lang, [to[0], to[1]], to[2])
    return place_name(lang, to)


def _cave_event(lang, event, kind, name, names):
    """La mine se rebelle's log lines, saying only what the event carries, or None for another kind."""
    creature = creature_words(lang, event.get("creature"))
    if kind == "moved" and ("place" in event or isinstance(event.get("to"), dict) or len(event.get("to") or []) == 3):
        to = event.get("to")
        if "place" in event:
            to = {"at": to, "place": event["place"]}
        if event.get("steps", 1) > 1:  # a walk joined by walks_joined
            return t(lang, "ev_walked_square", name=name, n=event["steps"], where=_where_to(lang, to))
        return t(lang, "ev_moved_square", name=name, where=_where_to(lang, to))
    if kind == "summoned":
        return t(lang, "ev_summoned_again" if event.get("moved_on") else "ev_summoned", name=name, **creature,
                 where=square_at(lang, event["at"], event.get("place")))
    if kind == "creature_moved":
        to = event.get("to")
        if "place" in event:
            to = {"at": to if to is not None else event.get("at"), "place": event["place"]}
        if event.get("steps", 1) > 1:
            return t(lang, "ev_creature_walked", **creature, n=event["steps"], where=_where_to(lang, to))
        return t(lang, "ev_creature_moved", **creature, where=_where_to(lang, to))
    if kind == "attack":
        victims = joined(lang, [seat_name(names, seat) for seat in event.get("victims") or []])
        return t(lang, "ev_attack", **creature, victims=victims)
    if kind == "repelled":
        return t(lang, "ev_repelled", name=name, **creature)
    if kind == "bitten":
        return t(lang, "ev_bitten", name=name)
    if kind == "stood_up":
        return t(lang, "ev_stood_up", name=name)
    if kind == "not_repelled":
        return t(lang, "ev_not_repelled", name=name, **creature)
    if kind == "lost_card":  # a bridge crossed, or a rat's attack; the card: to nobody
        cause = "bridge" if event.get("cause") == "bridge" else "rat"
        if cause == "bridge":
            return t(lang, "ev_bridge" if event.get("took") else "ev_bridge_nothing", name=name, by=seat_name(names, event.get("by")))
        return t(lang, "ev_rat_card" if event.get("took") else "ev_rat_nothing", name=name)
    if kind == "nugget_lost":  # a tunnel's toll, or a goblin's attack
        if event.get("cause") == "tunnel":
            return t(lang, "ev_tunnel" if event.get("paid") else "ev_tunnel_nothing", name=name)
        return t(lang, "ev_robbed" if event.get("paid") else "ev_goblin_nothing", name=name)
    if kind == "creature_left":
        return t(lang, "ev_creature_left", name=name, **creature)
    if kind in ("web_turned", "web_removed") and event.get("why") in ("axe", "cave_in"):
        return t(lang, "ev_" + kind + "_" + event["why"], name=name, side=side_name(lang, event.get("side")),
                 where=cell_name(lang, event["at"]))
    if kind in ("web_laid", "web_turned", "web_removed"):
        return t(lang, "ev_" + kind, name=name, side=side_name(lang, event.get("side")), where=cell_name(lang, event["at"]))
    if kind == "cave_in":
        return t(lang, "ev_cave_in", name=name, where=cell_name(lang, event["at"]))
    if kind == "exchange":
        return t(lang, "ev_exchange", name=name, target=seat_name(names, event.get("target")))
    if kind == "equip":
        return t(lang, "ev_equip", name=name, card=card_name(lang, event.get("card")),
                 target=seat_name(names, event.get("target")))
    if kind == "looked" and event.get("at") is not None and not event.get("mine") and table_layout().get("area"):
        if event.get("goal"):
            return _sentence(t(lang, "ev_looked_goal_seen", goal=goal_name(lang, event["at"]), card=goal_holds(lang, event["goal"])))
        return t(lang, "ev_looked_goal", name=name, goal=goal_name(lang, event["at"]))
    if kind == "looked" and event.get("target") is not None and table_layout().get("area"):
        target = seat_name(names, event.get("target"))
        if event.get("role") and event.get("clan"):  # told to the looker only: the card's front and back
            return t(lang, "ev_looked_clan_seen_card", target=target,
                     card=t(lang, "clan_card_" + str(event["clan"]) + "-" + str(event["role"])))
        return t(lang, "ev_looked_clan", name=name, target=target)
    if kind in ("gold_vein", "left_mine"):  # the clan card shown: its words by the engine's role name
        key = "clan_card_" + str(event.get("role"))
        if key in STRINGS["en"]:
            return t(lang, "ev_" + kind, name=name, card=t(lang, key))
        return t(lang, "ev_" + kind + "_plain", name=name)
    if kind == "goal_turned":
        return t(lang, "ev_goal_turned", name=name, goal=goal_name(lang, event["at"]), card=goal_holds(lang, event["card"]))
    if kind == "set_aside":
        if not event.get("clans"):  # the others only learn that the first dwarf out looked
            return None
        return t(lang, "ev_set_aside", cards=joined(lang, [clan_card_words(lang, card) for card in event["clans"]]))
    if kind == "vote_asked" and table_layout().get("area"):  # the game ends, not a round
        return t(lang, "ev_vote_asked_exit", name=name)
    if kind == "vote" and event.get("value") == 0 and table_layout().get("area"):
        return t(lang, "ev_vote_0_exit", name=name)
    return None


def clan_card_words(lang, role):
    """A clan card by the engine's role name ("blue-saboteur"): "saboteur of the blue clan, working for the yellow clan"."""
    key = "clan_card_" + str(role)
    return t(lang, key) if key in STRINGS["en"] else str(role)


def _forest_action(lang, kind, action, names):
    """The Lost Mines' actions in words, or None for another kind."""
    if kind == "discard" and action.get("cards"):
        return t(lang, "act_discard", cards=cards_named(lang, action["cards"]))
    if kind == "tool":
        return t(lang, "act_tool", tool=card_name(lang, action["card"]), where=where(lang, action["at"]))
    if kind == "look_mine":
        return t(lang, "act_look_mine", goal=goal_name(lang, action["at"]))
    if kind in ("look_treasure", "take_treasure"):
        return t(lang, "act_" + kind, treasure=treasure_named(lang, action["value"]))
    if kind == "look_dwarf":
        return t(lang, "act_look_dwarf", name=seat_name(names, action.get("target")))
    if kind in ("lay_trap", "lay_troll"):
        return t(lang, "act_" + kind, side=side_name(lang, action.get("tool")), where=where(lang, action["at"]))
    if kind == "thunderstorm":
        return t(lang, "act_thunderstorm", where=where(lang, action["at"]))
    if kind == "step":
        return t(lang, "act_step", where=place_name(lang, action["at"]))
    if kind in ("stop", "propose_end"):
        return t(lang, "act_" + kind)
    if kind == "vote":
        return t(lang, "act_vote_" + str(action.get("value")))
    return None


def _forest_event(lang, event, kind, name, names):
    """The Lost Mines' log lines, saying only what the event carries (a value, a mine or an
    identity only in the lines of the seat the engine told), or None for another kind."""
    if kind == "moved":  # a walk: describe_log joins its steps into one event
        return t(lang, "ev_walked", name=name, n=event.get("steps", 1), start=place_name(lang, event["from"]),
                 end=place_name(lang, event["to"]))
    if kind == "mine_found":
        return _sentence(t(lang, "ev_mine_found", name=name, goal=goal_name(lang, event["at"]), card=card_name(lang, event["card"])))
    if kind == "dragon":
        return t(lang, "ev_dragon", name=name)
    if kind == "treasure_taken":
        words = {"name": name, "n": event.get("slot", 0) + 1, "type": t(lang, "treasure_" + str(event.get("treasure")))}
        if event.get("value") is not None:
            return t(lang, "ev_treasure_taken_value", value=event["value"], **words)
        return t(lang, "ev_treasure_taken", **words)
    if kind == "trap_sprung":
        if event.get("took"):
            return t(lang, "ev_trap_sprung", name=name, by=seat_name(names, event.get("by")))
        return t(lang, "ev_trap_sprung_empty", name=name)
    if kind == "tool_laid":
        return t(lang, "ev_tool_laid", name=name, tool=card_name(lang, event["card"]), where=where(lang, event["at"]))
    if kind == "looked":
        return _looked(lang, event, name, names)
    if kind in ("lay_trap", "lay_troll"):
        return t(lang, "ev_" + kind, name=name, side=side_name(lang, event.get("side")), where=where(lang, event["at"]))
    if kind == "troll_left":
        return t(lang, "ev_troll_left", name=name)
    if kind == "thunderstorm":
        return t(lang, "ev_thunderstorm", name=name, where=where(lang, event["at"]))
    if kind == "vote_asked":
        return t(lang, "ev_vote_asked", name=name)
    if kind == "vote":
        return t(lang, "ev_vote_" + str(event.get("value")), name=name)
    if kind == "discard" and event.get("count") is not None:
        return t(lang, "ev_discard", name=name, n=event["count"])
    if kind == "game_over":
        return t(lang, "ev_game_end")
    return None


def _looked(lang, event, name, names):
    """An information card: what was looked at; what was seen, in the looker's own line only."""
    if event.get("at") is not None:
        if event.get("mine"):
            return _sentence(t(lang, "ev_looked_mine_seen", goal=goal_name(lang, event["at"]), card=card_name(lang, event["mine"])))
        return t(lang, "ev_looked_mine", name=name, goal=goal_name(lang, event["at"]))
    if event.get("slot") is not None:
        seen = event.get("treasure") or {}
        kind = t(lang, "treasure_" + str(seen.get("type"))) if seen.get("type") else "?"
        treasure = t(lang, "treasure_named", n=event["slot"] + 1, type=kind) if seen else treasure_named(lang, event["slot"])
        if seen.get("value") is not None:
            return t(lang, "ev_looked_treasure_seen", treasure=treasure, value=seen["value"])
        return t(lang, "ev_looked_treasure", name=name, treasure=treasure)
    target = seat_name(names, event.get("target"))
    if event.get("identity"):
        return t(lang, "ev_looked_dwarf_seen", target=target, identity=t(lang, "identity_" + str(event["identity"])),
                 clan=clan_name(lang, event.get("clan")))
    return t(lang, "ev_looked_dwarf", name=name, target=target)


def why_named(lang, why):
    """What moved nuggets or roles, as an event names it: a card by its name, else a module."""
    if card_kind(why):
        return card_name(lang, why)
    return t(lang, "module_" + str(why))


def _module_event(lang, event, kind, name, names):
    """The anniversary modules' events in words (issue 47), each saying only what it carries:
    a card discarded face down, a goal swap's outcome or a new role only in the view of the
    seat that may know it."""
    if kind == "nuggets":
        amount = event.get("amount") or 0
        return t(lang, "ev_nuggets_gain" if amount >= 0 else "ev_nuggets_pay", name=name, n=abs(amount),
                 why=why_named(lang, event.get("why")))
    if kind == "postcard":
        return t(lang, "ev_postcard", name=name, card=card_name(lang, event["card"]))
    if kind in ("role_swapped", "roles_dealt_again"):
        line = t(lang, "ev_" + kind, name=name, why=why_named(lang, event.get("why")))
        if event.get("role"):
            line += " " + t(lang, "ev_new_role", role=role_word(lang, event["role"]))
        return line
    if kind == "greedy_paid":
        line = t(lang, "ev_greedy_paid", name=name, n=event.get("cards", 0))
        if event.get("values"):
            line += " " + t(lang, "ev_greedy_values", values=", ".join(str(v) for v in event["values"]))
        return line
    if kind == "tournament_card":
        return t(lang, "ev_tournament_card", card=card_name(lang, event["card"], event.get("turned")))
    if kind == "recruit":
        if event.get("card"):
            return t(lang, "ev_recruit_own", name=name, where=where(lang, event["at"]), card=card_name(lang, event["card"]))
        return t(lang, "ev_recruit", name=name, where=where(lang, event["at"]))
    if kind == "toll_asked":
        return t(lang, "ev_toll_asked", name=name, card=card_name(lang, event["card"], event.get("turned")),
                 where=where(lang, event["at"]))
    if kind == "toll_paid":
        key = "ev_toll_paid_self" if event.get("to") == event.get("seat") else "ev_toll_paid"
        return t(lang, key, name=name, target=seat_name(names, event.get("to")), where=where(lang, event["at"]))
    if kind == "decline_toll":
        return t(lang, "ev_decline_toll", name=name)
    if kind == "reverse":
        return t(lang, "ev_reverse_back" if event.get("clockwise") else "ev_reverse", name=name)
    if kind == "goal_swap":
        key = {True: "ev_goal_swap_done", False: "ev_goal_swap_kept"}.get(event.get("swapped"), "ev_goal_swap")
        return t(lang, key, name=name, goal=goal_name(lang, event["at"]), other=goal_name(lang, event["to"]))
    if kind == "forgotten_treasure":
        return t(lang, "ev_forgotten_treasure", name=name, n=event.get("looked", 0))
    if kind == "keep_discard":
        if event.get("card"):
            return t(lang, "ev_keep_discard_own", name=name, card=card_name(lang, event["card"]))
        return t(lang, "ev_keep_discard", name=name)
    if kind == "scout":
        return t(lang, "ev_scout", name=name)
    if kind == "diversion":
        return t(lang, "ev_diversion", name=name, card=card_name(lang, event["moved"], event.get("turned")),
                 from_where=where(lang, event["from"]), where=where(lang, event["at"]))
    if kind == "veto":
        return t(lang, "ev_veto", name=name, card=card_name(lang, event["vetoed"]), target=seat_name(names, event.get("target")))
    return _chest_event(lang, event, names, name)


def chest_word(lang, chest):
    """A chest by its effect alone ("bury"), where the sentence already says it is a chest."""
    return t(lang, "chest_" + str(card_effect(chest)))


def _chest_event(lang, event, names, name):
    """The treasure chests' events (issue 47): each says only what it carries to this viewer."""
    kind = event.get("type")
    if kind == "chest_opened":
        return t(lang, "ev_chest_opened", name=name, where=where(lang, event["at"]), chest=chest_word(lang, event["chest"]))
    if kind == "chest_effect":
        target = seat_name(names, event.get("target"))
        if event.get("to") is not None and event.get("at") is not None:
            return t(lang, "ev_chest_moved", name=name, goal=goal_name(lang, event["at"]))
        if event.get("role"):
            return t(lang, "ev_chest_peek_own", name=name, target=target, role=role_word(lang, event["role"]))
        if event.get("target") is not None:
            key = "ev_chest_peek" if card_effect(event["chest"]) == "peek" else "ev_chest_target"
            return t(lang, key, name=name, target=target)
        return t(lang, "ev_chest_effect", name=name, help=t(lang, "help_chest_" + str(card_effect(event["chest"]))))
    if kind in ("rummage", "pick_three"):
        if event.get("card"):
            return t(lang, "ev_rummage_own", name=name, card=card_name(lang, event["card"]))
        return t(lang, "ev_rummage", name=name)
    if kind == "drew_three":
        if event.get("cards"):
            return t(lang, "ev_drew_three_own", name=name, cards=cards_named(lang, event["cards"]))
        return t(lang, "ev_drew_three", name=name)
    if kind == "card_taken":
        target = seat_name(names, event.get("from"))
        if event.get("card"):
            return t(lang, "ev_card_taken_own", name=name, card=card_name(lang, event["card"]), target=target)
        return t(lang, "ev_card_taken", name=name, target=target)
    return None


def walks_joined(log):
    """The log with each walk's steps (a seat's `moved` events one after another, each from where
    the last ended; a creature's `creature_moved` alike) joined into one event, its `steps` summed
    and ending where the last step did (its square too): a walk reads as one line."""
    out = []
    for event in log:
        last = out[-1] if out else None
        kind = event.get("type")
        if (kind in ("moved", "creature_moved") and last is not None and last.get("type") == kind
                and last.get("seat") == event.get("seat") and last.get("creature") == event.get("creature")
                and list(last.get("to") or []) == list(event.get("from") or [])):
            walk = dict(last)
            walk["to"], walk["steps"] = event["to"], last.get("steps", 1) + event.get("steps", 1)
            if "place" in event:
                walk["place"] = event["place"]
            out[-1] = walk
        else:
            out.append(event)
    return out


def describe_log(lang, log, names=None, last=None):
    """The log as lines of words, oldest first (the `last` lines only when given)."""
    lines = []
    for event in walks_joined(log):
        line = describe_event(lang, event, names)
        if line:
            lines.append(line)
    if last is not None and len(lines) > last:
        lines = lines[len(lines) - last:]
    return lines
