"""A hand card dragged onto the maze, for the game's page and the lessons' (DOM: runs in
the page only). A press on a card becomes a drag once it moves a few pixels: a ghost of
the card follows the pointer, and a drop on a lit spot ([data-target]) chooses it; a
press that does not move stays a tap, which the click handles."""

from pyscript import document, window

START_PX = 8  # how far a press moves before it is a drag, not a tap
NO_CLICK_MS = 300  # a drop back on the card is followed by a click on it, which is no tap


class CardDrag:
    def __init__(self, card, event):
        self.index = int(card.getAttribute("data-hand"))
        self.x, self.y = event.clientX, event.clientY
        self.art = card.querySelector("svg")
        self.ghost = None

    def move(self, event, select):
        """Follow the pointer; `select(index)` is called once, when the press turns into a drag."""
        if self.ghost is None:
            if abs(event.clientX - self.x) + abs(event.clientY - self.y) < START_PX:
                return
            select(self.index)  # selecting lights up where the card may go
            ghost = document.createElement("div")
            ghost.className = "drag-ghost"
            ghost.setAttribute("aria-hidden", "true")
            if self.art is not None:
                ghost.innerHTML = self.art.outerHTML
            document.body.appendChild(ghost)
            self.ghost = ghost
        self.ghost.style.left = str(event.clientX - 30) + "px"
        self.ghost.style.top = str(event.clientY - 45) + "px"

    def drop(self, event):
        """The target id dropped on (None: no spot there, or no drag at all), and until when
        (performance.now() ms) a click is not a tap."""
        if self.ghost is None:
            return None, 0
        self.ghost.remove()
        under = document.elementFromPoint(event.clientX, event.clientY)
        spot = under.closest("[data-target]") if under is not None else None
        target = str(spot.getAttribute("data-target")) if spot is not None else None
        return target, window.performance.now() + NO_CLICK_MS
