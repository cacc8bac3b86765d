"""The game log beside a replay: the whole game in words, following the replay's position.

The same panel as in play (game_log.py), with three differences: it lists every move of the
recorded game (the lines after the position in muted ink), the move the position has just made
is marked and kept in view as the replay steps, and a click on a line jumps the replay to just
after that move. The replay bar stays usable beside it: clicks outside the panel go to the
table without closing the log, and Left/Right step the replay.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, MUTED_INK
from scenes.narration import game_log
from scenes.replay import ReplaySession
from scenes.screens.game_log import LINE_SIZE, PANEL, GameLogScene

CLICK_SLOP = 10  # px a press may move and still be a click on a line
CURRENT = (250, 226, 150)


def whole_log(table) -> tuple[list[str], list[int]]:
    """Every line of the recorded game for the table's viewer, and the move each line is about."""
    replay = table.session.replay
    full = getattr(table, "_whole_game", None)
    if full is None:
        full = table._whole_game = ReplaySession(replay, table.session.seats)
        full.go(replay.last)
        table._whole_log = game_log(full)
    full.eyes = table.viewer
    lines = table._whole_log.lines(table.viewer)
    owners = [k for k, entry in enumerate(table._whole_log.entries) for _line in entry]
    return lines, owners


class ReplayLogScene(GameLogScene):
    """The log of a replay; `table` is a table in replay mode."""

    def __init__(self, app, table):
        super().__init__(app, table)
        lines, self.owners = whole_log(table)
        self.set_lines(lines)
        self.pressed_at: tuple[int, int] | None = None
        self.shown_position = -1
        self.follow(centre=True)

    def current_lines(self) -> list[int]:
        k = self.table.position() - 1
        return [i for i, owner in enumerate(self.owners) if owner == k]

    def follow(self, centre: bool = False) -> None:
        """Keep the current move's lines in view (centred when they were out of it, or `centre`)."""
        self.shown_position = self.table.position()
        now = self.current_lines()
        if not now:
            self.scroll = 0 if self.table.position() == 0 else self.scroll
            return
        top = self.tops[now[0]]
        bottom = self.tops[now[-1]] + self.heights[now[-1]]
        if centre or top < self.scroll or bottom > self.scroll + self.area.h:
            self.scroll_by(top - self.area.h // 2 - self.scroll)

    def line_at(self, pos) -> int | None:
        y = pos[1] - self.area.y + self.scroll
        for i, (top, h) in enumerate(zip(self.tops, self.heights, strict=True)):
            if top <= y <= top + h + 4:
                return i
        return None

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.table.step(1 if event.key == pygame.K_RIGHT else -1)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.table.toggle_play()
            return
        mouse = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if mouse and not PANEL.collidepoint(event.pos) and self.dragging is None:
            self.table.handle_event(event)  # the replay bar beside the log: the log stays and follows
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.area.collidepoint(event.pos):
            self.pressed_at = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed_at is not None:
            start, self.pressed_at = self.pressed_at, None
            if abs(event.pos[1] - start[1]) <= CLICK_SLOP and self.area.collidepoint(event.pos):
                line = self.line_at(event.pos)
                if line is not None:
                    self.table.seek(self.owners[line] + 1)
        super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.table.position() != self.shown_position:
            self.follow()

    def footer(self) -> str:
        return _("Click a line to go there · L or Esc closes the log.")

    def draw_line(self, surface, index: int, line: str, box: pygame.Rect) -> None:
        owner = self.owners[index] if index < len(self.owners) else 0
        k = self.table.position() - 1
        if owner == k:
            pygame.draw.rect(surface, CURRENT, box.inflate(16, 8), border_radius=8)
        ink = INK if owner <= k else MUTED_INK
        draw_text(surface, line, box, LINE_SIZE, ink, align="left", valign="top")
