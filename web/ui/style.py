"""The page's stylesheet (put into a <style> by ui/page.py). Dark mine, light text, AA contrast;
one column below 800px wide, the log beside the maze from 1200px, and nothing wider than the
screen at 360px."""

CSS = """
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #1d1410; color: #f3ead8;
  font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
#app { max-width: 1280px; margin: 0 auto; padding: 8px; overflow-x: hidden; }
h1 { font-size: 1.6rem; margin: .3em 0; }
h2 { font-size: 1.15rem; margin: .4em 0; }
h3 { font-size: 1rem; margin: .4em 0; }
.btn, select, input { font: inherit; color: #1d1410; background: #f3ead8; border: 2px solid #f3ead8;
  border-radius: 6px; padding: .35em .7em; min-height: 40px; }
.btn { cursor: pointer; }
/* a long option (the gold draw's) stays inside a phone's width: fieldsets would grow to fit it */
select { max-width: 100%; min-width: 0; }
fieldset, label { min-width: 0; }
.btn.primary { background: #ffd25a; border-color: #ffd25a; font-weight: 600; }
.btn:disabled { opacity: .6; cursor: default; }
.btn.target { background: #c9ecff; border-color: #c9ecff; }
.btn.target.chosen, .btn.target[aria-pressed="true"] { background: #ffffff; border-color: #ffd25a; box-shadow: 0 0 0 3px #ffd25a; }
/* a choice beside the turn, not the turn (asking the end vote): outlined, so the card stays the main act */
.btn.target.quiet:not(.chosen):not([aria-pressed="true"]) { background: transparent; color: #c9ecff; }
.btn.gold { background: #ffd25a; border-color: #ffd25a; }
:focus-visible { outline: 3px solid #7fd3ff; outline-offset: 2px; }
header.top { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; margin-bottom: 6px; }
header.top .brand { font-weight: 700; font-size: 1.3rem; margin: 0 auto 0 0; }
header.top label { display: inline-flex; gap: 4px; align-items: center; }
header.top select { min-height: 44px; padding: .2em .4em; }  /* a finger's reach */
/* A phone keeps the header to two rows, so the board shows: the menus' names are read, not shown */
@media (max-width: 600px) {
  header.top { gap: 6px; }
  header.top .brand { font-size: 1.1rem; }
  header.top .label-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  header.top select, header.top button { min-height: 44px; padding: .2em .35em; font-size: .9rem; }
  header.top .label-short { display: block; font-size: .7rem; line-height: 1; }
  header.top label:has(.label-short) { flex-direction: column; align-items: flex-start; gap: 1px; }  /* the word above: no wider */
}
.label-short { display: none; }
.status { margin: 0 0 6px; font-weight: 600; }
.message { background: #ffd25a; color: #1d1410; padding: .4em .7em; border-radius: 6px; }
.waiting { font-style: italic; margin: .3em 0; }
/* read by screen readers, not shown */
.vh { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.board { display: grid; gap: 8px 12px; grid-template-columns: minmax(0, 1fr) minmax(260px, 340px);
  grid-template-areas: "status status" "maze play" "maze players" "log log"; align-items: start; }
.board > .status, .board > .message { grid-column: 1 / -1; }
.board > .play { grid-area: play; min-width: 0; }
/* under the hand, the prompt, buttons and waiting line in a box of reserved height (a prompt of two
   lines and two rows of buttons), so that choosing a card moves neither the hand nor, mostly, the
   maze below it on a phone */
.play .turn { min-height: 8.6em; }
.board > .maze-wrap { grid-area: maze; }
.board > .players { grid-area: players; }
.board > .log { grid-area: log; }
.maze-wrap { position: relative; min-width: 0; }
svg.maze { display: block; width: 100%; height: auto; min-height: 220px; max-height: min(72vh, 680px); background: #2b1d12;
  border-radius: 8px; touch-action: none; user-select: none; }
.camera { display: flex; flex-wrap: wrap; gap: 4px; justify-content: flex-end; margin-bottom: 4px; }
.camera .btn { min-height: 44px; min-width: 44px; padding: 0 .4em; background: #f3ead8; }
/* A table taller than wide (board_svg.is_tall) on a wide screen: the maze takes the window's height
   and its camera buttons stand in a column beside it, so its cards are drawn larger */
@media (min-width: 801px) {
  .maze-wrap.tall { display: flex; align-items: flex-start; gap: 4px; }
  .maze-wrap.tall .camera { order: 2; flex-direction: column; flex-wrap: nowrap; margin: 0; }
  .maze-wrap.tall svg.maze { flex: 1 1 auto; min-width: 0; max-height: calc(100vh - 104px); }
}
/* lit spots out of sight that way: the lit spots' own blue */
.camera .btn.lit { background: #c9ecff; border-color: #7fd3ff; font-weight: 700; }
g.target { cursor: pointer; }
g.target:focus { outline: none; }
g.target:hover .hl { stroke-width: 4; stroke-dasharray: none; }
/* Keyboard focus on a lit spot: a thick dashed white ring outside the card, unlike a chosen
   spot's solid yellow frame (both stand out from the dark maze by far more than 3:1). */
g.target .ring { stroke: none; }
g.target:focus .ring { stroke: #ffffff; stroke-width: 4; stroke-dasharray: 9 5; }
.controls .prompt { margin: .2em 0; font-weight: 600; }
.controls .pending { margin: .2em 0; color: #ffe7a3; }
.buttons { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0; }
.hand-title { font-size: 1rem; }
.hand-cards { display: flex; flex-wrap: wrap; gap: 6px; }
/* a desktop's hand column holds four cards: a hand of up to five (panel.ONE_ROW) narrows them to keep one row */
@media (min-width: 801px) {
  .hand-cards.one-row .card-btn { width: calc((100% - (var(--cards) - 1) * 6px) / var(--cards)); max-width: 70px; }
}
.drag-ghost { position: fixed; width: 60px; height: 90px; pointer-events: none; opacity: .85; z-index: 50; }
.drag-ghost svg { width: 100%; height: 100%; }
.card-btn { padding: 2px; border: 3px solid transparent; border-radius: 8px; background: #3a2818; cursor: pointer;
  width: 70px; transition: transform .12s; }
.card-btn svg { display: block; width: 100%; height: auto; }
.card-btn.selected { border-color: #ffd25a; transform: translateY(-6px); }
.card-btn.unplayable { border-style: dashed; border-color: #8c7a66; }
/* a picked card (to pass or to discard two) looks picked even when it cannot be played: solid gold, raised, ticked */
.card-btn.selected.unplayable { border-style: solid; border-color: #ffd25a; }
.card-btn { position: relative; }
.card-btn .pick-mark { position: absolute; top: -8px; right: -8px; width: 24px; height: 24px; border-radius: 50%;
  background: #ffd25a; color: #1d1410; font-weight: 700; line-height: 24px; text-align: center; }
.card-btn:disabled { cursor: default; }
/* One compact row a seat (name, cards, gold, icons; then the seen role and the last move), so
   that twelve seats, the hand and the maze fit 1280x800 */
.players { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 2px; }  /* a long last move is cut, never widens the list */
.player { display: flex; flex-wrap: wrap; align-items: center; gap: 0 6px; padding: 1px 6px; min-height: 24px;
  border-left: 4px solid #5c4530; background: #2b1d12; border-radius: 4px; font-size: .88rem; line-height: 1.3; }
.player.to-move { border-left-color: #ffd25a; }
.player .turn-mark { color: #ffd25a; }
.player .pname { font-weight: 600; }
.player .stats { color: #e4d6bd; }
.player .broken, .player .in-front { display: inline-flex; align-items: center; gap: 2px; }
.player .broken svg { display: block; background: #f3ead8; border-radius: 4px; }
.player .in-front svg { display: block; }
.player .seen-role { color: #ffd25a; font-weight: 600; }
.player .tokens { color: #d9a441; }
.play-order { margin: 0 0 4px; font-size: 0.9em; }
.play-order.reversed { color: #ffb07a; font-weight: 600; }
ul.payout { margin: 4px 0; padding-left: 1.2em; }
.player .last-move { flex-basis: 100%; font-size: .8rem; color: #d8c8ad; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
.player .ptargets { display: flex; flex-wrap: wrap; gap: 4px; margin: 2px 0; flex-basis: 100%; }
/* The last move: the seat it happened at outlined and the move told; the seat that made it
   outlined too; both with the move's icon. */
.player.marked, .player.acting { border-left-color: #7fd3ff; box-shadow: inset 0 0 0 2px #7fd3ff; }
.player .mark-icon { color: #7fd3ff; font-weight: 700; }
.player .just { flex-basis: 100%; font-size: .8rem; color: #c9ecff; }
/* the seat whose role the viewer's inspection just showed, while its result is on the screen */
.player.inspected { border-left-color: #ffd25a; box-shadow: inset 0 0 0 2px #ffd25a; }
.log ol { max-height: 12em; overflow-y: auto; margin: 0; padding: 4px 4px 4px 2em; background: #2b1d12; border-radius: 6px; font-size: .92rem; }
.map-result { background: #f3ead8; color: #1d1410; padding: .4em .7em; border-radius: 6px; }
.map-result svg { float: left; margin: 0 .6em .3em 0; }
.map-result .btn { border-color: #1d1410; }
.map-result::after, .map-result .result-row::after { content: ""; display: block; clear: both; }
.map-result .result-title { margin: .1em 0 .3em; }
.map-result .result-row p { margin: .3em 0; }
/* "(r)" only where a keyboard is likely: not on touch screens */
.kbd-hint { display: none; }
@media (hover: hover) and (pointer: fine) { .kbd-hint { display: inline; } }
@media (hover: hover) and (pointer: fine) { .keys-help.kbd-hint { display: block; } }
/* a window as narrow as a phone keeps its height for the hand and the maze together */
@media (max-width: 600px) { .keys-help.kbd-hint { display: none; } }
.keys-help { color: #e4d6bd; margin-top: 4px; }
/* The start screen: what starts a game first (above the fold on a phone too), the setup beside it
   on a wide screen, below it on a narrow one */
.start { display: grid; gap: 8px 24px; max-width: 1080px; grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 801px) { .start { grid-template-columns: minmax(240px, 300px) minmax(0, 760px); } }
.start-go { display: grid; gap: 4px; padding-top: 8px; }
.start-go .btn { min-height: 48px; font-size: 1.05rem; }
.start-go .quick-help { color: #e4d6bd; margin: 0 0 8px; }
.btn.quick { background: #ffe7a3; border-color: #ffd25a; font-weight: 600; }
.start-setup { min-width: 0; }
.options label[hidden] { display: none; }
.seats { display: grid; gap: 6px; }
.seat-row { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; border: 1px solid #5c4530; border-radius: 6px; }
.seat-row label, .options label { display: inline-flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.seat-row label[hidden] { display: none; }
.seat-row input { width: 11em; max-width: 100%; }
.options { display: grid; gap: 8px; border: 1px solid #5c4530; border-radius: 6px; margin: 8px 0; }
.options small { color: #e4d6bd; }
.levels-help { display: block; color: #e4d6bd; margin: 4px 0; }
/* the anniversary modules (ui/module_picker.py): a box a module, its whole label a 44 px target */
.modules { display: grid; gap: 4px; border: 1px solid #5c4530; border-radius: 6px; margin: 8px 0; }
.modules[hidden], .module[hidden] { display: none; }
.modules small { display: block; color: #e4d6bd; }
.module label { display: flex; align-items: center; gap: 8px; min-height: 44px; font-weight: 600; cursor: pointer; }
.module input { width: 22px; height: 22px; margin: 0; flex: none; }
.module label:has(input:disabled) { cursor: not-allowed; }
.module small { margin-left: 30px; }
.module .module-why { color: #ffd25a; }
.rules-module .in-play { color: #ffd25a; font-size: .8em; font-weight: 500; }
.levels-help[hidden] { display: none; }
.learn-link { margin: 4px 0; }
.learn-link a.btn { display: inline-flex; align-items: center; text-decoration: none; min-height: 48px; }
.learn-link small { display: block; color: #e4d6bd; margin-top: 2px; }
.privacy { text-align: center; padding: 3em 1em; }
/* the anniversary's choices: buttons a finger reaches (44 px); the public pause after a card (ui/answers.py) */
.controls .btn.choice, .controls [data-cmd=recruit], .answers .btn { min-height: 44px; min-width: 44px; }
.answers { text-align: center; padding: 2em 1em; }
.answers .buttons { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.round-end-screen { display: grid; gap: 10px; }
.round-end-screen > * { min-width: 0; }  /* a wide table scrolls in its box; it never widens the screen */
/* one game's end (La mine se rebelle): its score beside the table as it ended, on a wide screen */
@media (min-width: 1000px) {
  .round-end-screen.beside { grid-template-columns: minmax(300px, 460px) minmax(0, 1fr); align-items: start; }
  .round-end-screen.beside svg.maze { max-height: calc(100vh - 90px); }
}
.scroll-x { overflow-x: auto; max-width: 100%; }
.round-end table { border-collapse: collapse; }
.round-end th, .round-end td { padding: 2px 10px; text-align: left; border-bottom: 1px solid #5c4530; }
.round-end caption { text-align: left; font-weight: 600; }
/* On a phone the round-end tables take narrower cells and the bots' table a smaller font: five seats fit in English,
   four in French; a wider table scrolls in its box */
@media (max-width: 600px) { .round-end th, .round-end td { padding: 2px 4px; } .bot-thoughts table { font-size: .85rem; } }
.bot-thoughts .story-title { font-size: 1em; margin: 12px 0 4px; }
.bot-thoughts ul.suspicion { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.bot-thoughts ul.suspicion li { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; }
.bot-thoughts .who { font-weight: 600; min-width: 9em; }
.bot-thoughts .why { flex-basis: 100%; opacity: .85; }
.bot-thoughts svg.spark polyline { fill: none; stroke: #f0c060; stroke-width: 1.5; }
.bot-thoughts svg.spark .half { stroke: #5c4530; stroke-dasharray: 2 2; }
.bot-thoughts svg.spark circle { fill: #ff8a5c; }
.game-over .winners { font-size: 1.3rem; font-weight: 700; color: #ffd25a; }
.game-over table { border-collapse: collapse; margin: 6px 0; }
.game-over caption { text-align: left; font-weight: 600; }
.game-over th, .game-over td { padding: 3px 12px; text-align: right; border-bottom: 1px solid #5c4530; }
.game-over th[scope="row"], .game-over thead th:first-child { text-align: left; }
.game-over tr.winner th, .game-over tr.winner td { color: #ffd25a; font-weight: 700; }
/* On a phone the round columns take narrow cells, so that Total stays in sight (a longer table scrolls in its box). */
@media (max-width: 600px) { .game-over table { font-size: .9rem; } .game-over th, .game-over td { padding: 3px 4px; } }
.after-game { display: flex; flex-wrap: wrap; gap: 8px; }
/* Watching a game again (ui/replay.py): controls of 44 px, every seat's hand in small cards */
.replay .btn, .file-btn { min-height: 44px; min-width: 44px; }
.replay-controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 6px 0; }
.replay-moves, .replay-rounds { display: inline-flex; flex-wrap: wrap; gap: 6px; }
.replay-rounds .btn[aria-pressed="true"] { background: #ffd25a; border-color: #ffd25a; font-weight: 600; }
.replay-where { font-weight: 600; margin: .2em 0; }
.replay-lines { margin: .2em 0; padding-left: 1.2em; min-height: 2.8em; }
.replay-table { display: grid; gap: 8px 12px; grid-template-columns: minmax(0, 1fr) minmax(260px, 420px); align-items: start; }
.replay-seats ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.replay-seat { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; padding: 2px 6px;
  border: 1px solid #5c4530; border-radius: 6px; }
.replay-seat.acted { border-color: #ffd25a; }
.replay-seat .pname { font-weight: 600; }
.replay-seat .prole, .replay-seat .pgold { color: #e4d6bd; }
.replay-hand { display: flex; flex-wrap: wrap; gap: 2px; flex-basis: 100%; }
.file-btn { display: inline-flex; align-items: center; position: relative; }
.file-btn:focus-within { outline: 3px solid #7fd3ff; outline-offset: 2px; }
.file-input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
@media (max-width: 800px) { .replay-table { grid-template-columns: minmax(0, 1fr); } }
.advanced summary { cursor: pointer; min-height: 32px; }
.advanced label { margin: 4px 0; }
.advanced small { display: block; }
/* A move just made (data-fresh on #app for the one redraw that shows it): the card settles
   into place and its outline pulses, so a bot's move is seen happening. */
#app[data-fresh="1"] .maze .arrived { animation: sab-arrive .45s ease-out; transform-box: fill-box;
  transform-origin: center; }
#app[data-fresh="1"] .maze .last { animation: sab-pulse .9s ease-out; }
#app[data-fresh="1"] .player.marked, #app[data-fresh="1"] .player.acting { animation: sab-seat .9s ease-out; }
/* the card played, flying from its seat's row to its place (page.py; not with reduced motion) */
.fly-card { position: fixed; z-index: 40; pointer-events: none; margin: 0; animation: sab-fly .5s ease-in-out both; }
@keyframes sab-fly { from { transform: translate(var(--dx), var(--dy)) scale(.6); } to { transform: none; } }
.fly-card svg { display: block; width: 100%; height: 100%; }
@keyframes sab-arrive { from { opacity: 0; transform: scale(1.3); } to { opacity: 1; transform: none; } }
@keyframes sab-pulse { from { stroke-width: 9px; } to { stroke-width: 2px; } }
@keyframes sab-seat { from { background: #2f6d8c; } to { background: #2b1d12; } }
@media (prefers-reduced-motion: reduce) {
  #app[data-fresh="1"] .maze .arrived, #app[data-fresh="1"] .maze .last,
  #app[data-fresh="1"] .player.marked, #app[data-fresh="1"] .player.acting { animation: none; }
  .fly-card { display: none; }
}
/* Wide screens: the log beside the maze, newest first, so the last moves need no scrolling. */
@media (min-width: 1200px) {
  .board { grid-template-columns: minmax(0, 1fr) 300px 290px; grid-template-rows: auto auto 1fr;
    grid-template-areas: "status status status" "maze play players" "maze log players"; }
  /* with a card for a player chosen, rows grow buttons: the list then scrolls in its own box */
  .board > .players { align-self: start; max-height: calc(100vh - 104px); overflow-y: auto; }
  .board > .log ol { max-height: max(8em, calc(100vh - 540px)); }
}
@media (max-width: 800px) {
  .board { grid-template-columns: minmax(0, 1fr); grid-template-areas: "status" "play" "maze" "players" "log"; }
  svg.maze { max-height: 60vh; }
  /* a phone: the status in smaller type, so that the hand, the prompt and the maze fit one
     screen once scrolled to the hand (page.py) */
  .status { font-size: .85rem; font-weight: 500; }
  .controls .prompt, .controls .pending { font-size: .9rem; }
  .card-btn { width: calc((100vw - 52px) / 6); max-width: 70px; }
}
/* How to play, what a card does, the role banner */
.rules { max-width: 760px; }
.rules h3 { font-size: 1.1rem; margin-top: 1em; border-bottom: 1px solid #5c4530; }
.rules h4 { margin: .8em 0 .2em; }
.rule-cards { list-style: none; margin: .4em 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
.rule-card { margin: 0; width: 76px; text-align: center; font-size: .8rem; }
.rule-card svg { display: block; width: 60px; height: 90px; margin: 0 auto 2px; }
.hand-cards { position: relative; }
.card-btn { -webkit-touch-callout: none; user-select: none; }
.tip { display: none; position: absolute; z-index: 20; background: #f3ead8; color: #1d1410; padding: .35em .6em;
  border-radius: 6px; box-shadow: 0 2px 8px rgba(0, 0, 0, .5); font-size: .9rem; font-weight: normal; }
.hand-cards .tip { left: 0; right: 0; top: calc(100% + 4px); pointer-events: none; }
/* with a mouse, a card's tip opens above the hand: under it lie the prompt and its buttons,
   which a tip left under the pointer would cover (issue 45, fault 9) */
@media (hover: hover) and (pointer: fine) { .hand-cards .tip { top: auto; bottom: calc(100% + 4px); } }
.card-btn:focus-visible + .tip, .card-btn.explain + .tip { display: block; }
.card-btn.explain { border-color: #7fd3ff; }
@media (hover: hover) { .card-btn:hover + .tip { display: block; } }
.maze-tip { display: block; max-width: min(18em, 100%); pointer-events: none; }
.maze-tip[hidden] { display: none; }
.maze-tip strong { display: block; }
svg.maze g.cell:focus-visible, svg.maze g.goal:focus-visible, svg.maze g.pawn:focus-visible,
svg.maze g.piece:focus-visible, svg.maze g.treasure:focus-visible { outline: 3px solid #7fd3ff; outline-offset: 1px; }
/* the role banner floats over the foot of the board, so that it pushes neither the hand nor the maze
   out of a phone's screen */
.role-banner { position: fixed; z-index: 30; left: 8px; right: 8px; bottom: 8px; max-width: 720px; margin: 0 auto;
  box-shadow: 0 4px 16px rgba(0, 0, 0, .6); background: #f3ead8; color: #1d1410; border-left: 8px solid #1f6f3a;
  border-radius: 6px; padding: .4em .8em; }
.role-banner.role-saboteur { border-left-color: #b3261e; }
.role-banner h2 { margin: .2em 0; }
.role-banner p { margin: .2em 0 .4em; }
"""

# The lesson page's own rules (added to CSS on lesson pages only, by web/lessons/page_build.py):
# the text and the hand beside the maze, one column on a phone; feedback on a light ground.
LESSON_CSS = """
#lesson { max-width: 1100px; margin: 0 auto; padding: 8px; overflow-x: hidden; }
.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
html[lang="en"] .loading [lang="fr"], html[lang="fr"] .loading [lang="en"] { display: none; }
.lesson-picture img, .lesson-picture svg { display: block; max-width: 100%; height: auto; }
.lesson-board { display: grid; gap: 8px 14px; grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
  grid-template-areas: "side maze" "side players" "words words"; align-items: start; }
.lesson-side { grid-area: side; min-width: 0; }
.lesson-board > .maze-wrap { grid-area: maze; }
.lesson-board > .players { grid-area: players; }
.lesson-board > .position-words { grid-area: words; }
.lesson-text p { margin: .3em 0 .6em; font-size: 1.05rem; }
.lesson-progress { color: #e4d6bd; }
.hints ol { margin: .3em 0; padding-left: 1.4em; color: #c9ecff; }
.question { font-weight: 600; }
.lesson-feedback .feedback, .lesson-feedback .caption { margin: .4em 0; padding: .35em .7em; border-radius: 6px;
  background: #f3ead8; color: #1d1410; border-left: 6px solid #8c7a66; }
.lesson-feedback .feedback.right { border-left-color: #1f6f3a; font-weight: 600; }
.lesson-feedback .feedback.wrong { border-left-color: #b36b00; }
.lesson-feedback .feedback.refused { border-left-color: #b3261e; }
.lesson-feedback .caption.waiting { background: none; color: #f3ead8; border-left-color: transparent; font-style: italic; }
.lesson-end .stars { font-size: 2.4rem; letter-spacing: .15em; color: #ffd25a; margin: .2em 0; }
.lesson-end a.btn { display: inline-flex; align-items: center; text-decoration: none; }
.position-words summary { cursor: pointer; min-height: 32px; }
.position-words ul { margin: .3em 0; padding-left: 1.4em; }
@media (max-width: 800px) {
  .lesson-board { grid-template-columns: minmax(0, 1fr); grid-template-areas: "side" "maze" "players" "words"; }
}
/* in a frame the viewport is the frame, which embed.js and wp-embed make as tall as the page: a maze
   sized by vh would grow at each resize (issue 45); 384px is 60vh of lesson_page.py's framed room */
html[data-framed="1"] #lesson svg.maze { max-height: 384px; }
#lesson .camera .btn { min-height: 44px; min-width: 44px; }
@media (prefers-reduced-motion: reduce) {
  #lesson .card-btn { transition: none; }
}
"""
