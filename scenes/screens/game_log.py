"""The game log panel: every action of the match in words, newest at the bottom.

A side panel over the right of the table, opened with L or the top bar's "Log" button and closed
with L, Esc, its Close button or a click on the table. It is modal on purpose: while people read,
the computers wait (the table's turn loop runs only when the table is on top), so the list never
moves under the reader. The table stays visible beside it, and a click on the table closes the
log and is passed on to the table, so it never stands in the way of play.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import INK, MUTED_INK, Button, ButtonGroup, draw_panel
from scenes.narration import game_log
from scenes.narration.base import GameLog

PANEL = pygame.Rect(1920 - 780, 110, 760, 1080 - 130)
LINE_SIZE = 26
LINE_GAP = 10
STEP = 48  # px per arrow key or wheel notch


def log_of(table) -> GameLog:
    """The table's log (kept on the table so lines are narrated once per move)."""
    log = getattr(table, "_game_log", None)
    if log is None or log.session is not table.session:
        log = table._game_log = game_log(table.session)
    return log


class GameLogScene(Scene):
    """The log over the table's right side; scrolls with wheel, drag, arrows, Page Up/Down, Home/End."""

    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.area = pygame.Rect(PANEL.x + 36, PANEL.y + 96, PANEL.w - 72, PANEL.h - 96 - 70)
        self.set_lines(log_of(table).lines(table.viewer))
        self.scroll = self.max_scroll()  # newest at the bottom, in view
        self.dragging: tuple[int, int] | None = None
        self.buttons = ButtonGroup(arrows=False)
        self.buttons.add(
            Button(
                (PANEL.right - 190, PANEL.y + 20, 160, 60),
                _("Close"),
                self.close,
                style="flat",
                key="close",
                size=24,
            )
        )

    def set_lines(self, lines: list[str]) -> None:
        """The lines to show, each as tall as it wraps to."""
        self.lines = lines
        self.tops, self.heights, y = [], [], 0
        for line in self.lines:
            f = fit(line, LINE_SIZE, False, self.area.w, 10_000)
            self.tops.append(y)
            self.heights.append(f.height)
            y += f.height + LINE_GAP
        self.content_h = max(0, y - LINE_GAP)

    def max_scroll(self) -> int:
        return max(0, self.content_h - self.area.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def close(self) -> None:
        self.leave()

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_UP: -STEP,
                pygame.K_DOWN: STEP,
                pygame.K_PAGEUP: -self.area.h + STEP,
                pygame.K_PAGEDOWN: self.area.h - STEP,
                pygame.K_HOME: -self.content_h,
                pygame.K_END: self.content_h,
            }
            if event.key in (pygame.K_l, pygame.K_ESCAPE):
                self.close()
            elif event.key in keys:
                self.scroll_by(keys[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if PANEL.collidepoint(event.pos):
                if self.area.collidepoint(event.pos):
                    self.dragging = (event.pos[1], self.scroll)
            else:  # the table is used beside the log: close it and let the table have the click
                self.close()
                self.table.handle_event(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.scroll_by(STEP if event.button == 5 else -STEP)
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            start_y, start_scroll = self.dragging
            self.scroll = max(0, min(self.max_scroll(), start_scroll - (event.pos[1] - start_y)))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None

    def footer(self) -> str:
        return _("L or Esc closes the log.")

    def draw_line(self, surface, index: int, line: str, box: pygame.Rect) -> None:
        """One line of the log in its box (a replay's log marks where the replay is)."""
        draw_text(surface, line, box, LINE_SIZE, INK, align="left", valign="top")

    def draw(self, surface) -> None:
        draw_panel(surface, PANEL)
        draw_text(
            surface,
            _("Game log"),
            (PANEL.x + 36, PANEL.y + 20, PANEL.w - 260, 60),
            res.LABEL,
            INK,
            True,
            align="left",
        )
        clip = surface.get_clip()
        surface.set_clip(self.area.clip(clip))
        if not self.lines:
            draw_text(surface, _("Nothing has happened yet."), self.area, LINE_SIZE, MUTED_INK, valign="top")
        for i, (top, h, line) in enumerate(zip(self.tops, self.heights, self.lines, strict=True)):
            y = self.area.y + top - self.scroll
            if y < self.area.y or y + h > self.area.bottom:
                continue  # whole lines only: a cut one showed as a sliver of ink under the title
            self.draw_line(surface, i, line, pygame.Rect(self.area.x, y, self.area.w, h))
        surface.set_clip(clip)
        if self.max_scroll():  # where in the log the view is
            track = pygame.Rect(PANEL.right - 24, self.area.y, 8, self.area.h)
            pygame.draw.rect(surface, (226, 218, 204), track, border_radius=4)
            h = max(40, track.h * self.area.h // self.content_h)
            y = track.y + (track.h - h) * self.scroll // self.max_scroll()
            pygame.draw.rect(surface, MUTED_INK, (track.x, y, track.w, h), border_radius=4)
        draw_text(
            surface,
            self.footer(),
            (PANEL.x + 36, PANEL.bottom - 60, PANEL.w - 72, 44),
            22,
            MUTED_INK,
            align="left",
        )
        self.buttons.draw(surface)
