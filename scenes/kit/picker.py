"""PickerScene: a short list that opens from a button, so every choice is one press away.

(Cycling a seat from a computer at "normal" to "easy" took four presses and passed through a person,
who renamed the other seats.) The list opens under the button, or above it where there is no room
below, its current choice ticked (✓) and focused; a press outside it or Esc closes it with nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import shared_size
from scenes.kit.ui import CHOSEN, CYCLE_ROOM, LABEL_PAD, MIN_HIT, Button, ButtonGroup, dim, draw_panel

ROW, GAP, PAD = 64, 6, 12  # a choice's row (STYLE's smallest touch target), between rows, inside the panel
CANVAS = pygame.Rect(0, 0, 1920, 1080)


class PickerScene(Scene):
    """`choices` are (key, label) pairs, top to bottom; `on_pick(key)` runs after the list closes."""

    opaque = False
    still = True

    def __init__(self, app, anchor: pygame.Rect, choices: list[tuple[str, str]], current: str,
                 on_pick: Callable[[str], None], size: int = res.BODY, room: pygame.Rect = CANVAS):
        super().__init__(app)
        self.current, self.on_pick = current, on_pick
        self.panel = place(anchor, len(choices), room)
        w = self.panel.w - 2 * PAD
        # one size down the list, with room for the tick on every row (a ticked label shrank alone)
        label_box = (w - LABEL_PAD[0] - CYCLE_ROOM, ROW - LABEL_PAD[1])
        size = shared_size(((label, *label_box) for _key, label in choices), size, True)
        self.buttons = ButtonGroup()
        for i, (key, label) in enumerate(choices):
            row = (self.panel.x + PAD, self.panel.y + PAD + i * (ROW + GAP), w, ROW)
            self.buttons.add(Button(row, label, lambda k=key: self.pick(k), style="flat", key=key, size=size,
                                    mark=CHOSEN if key == current else "", align="left"))
        self.buttons.focus_on(current)

    def pick(self, key: str) -> None:
        self.leave()
        self.on_pick(key)

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
        elif event.type == pygame.MOUSEBUTTONDOWN and not self.panel.collidepoint(event.pos):
            self.leave()  # the press closes the list; it does not also press what lies under it

    def draw(self, surface) -> None:
        dim(surface, 60)  # lightly: the list is a panel on a panel, and the screen stays readable
        draw_panel(surface, self.panel, radius=20)
        self.buttons.draw(surface)


def place(anchor: pygame.Rect, rows: int, room: pygame.Rect = CANVAS) -> pygame.Rect:
    """The list's panel, its rows as wide as the button and in line with it: under the button, else
    above it, inside `room` (a screen's buttons the list should leave uncovered lie outside it);
    where neither fits, under it on the canvas."""
    h = 2 * PAD + rows * ROW + (rows - 1) * GAP
    w = max(anchor.w, 2 * MIN_HIT) + 2 * PAD
    below = pygame.Rect(anchor.x - PAD, anchor.bottom + GAP, w, h)
    above = pygame.Rect(anchor.x - PAD, anchor.y - GAP - h, w, h)
    for rect in (below, above):
        if room.top <= rect.top and rect.bottom <= room.bottom:
            return rect.clamp(CANVAS)
    return below.clamp(CANVAS) if below.bottom <= CANVAS.bottom else above.clamp(CANVAS)
