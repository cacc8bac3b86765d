"""The score sheet overlay: rounds down, players across, the arithmetic under each number."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.core.match import ScoreSheet
from scenes import resources as res
from scenes.base import Scene
from scenes.ui import INK, MUTED_INK, Button, ButtonGroup, dim, draw_panel

ROW_H = 64


def draw_sheet(surface: pygame.Surface, sheet: ScoreSheet, rect: pygame.Rect, max_rows: int = 10) -> None:
    """Columns of points with notes, then totals, inside `rect`."""
    cols = len(sheet.columns)
    label_w = 170
    col_w = (rect.w - label_w) // max(1, cols)
    y = rect.y
    for i, name in enumerate(sheet.columns):
        img = res.text(name, 26, INK, True)
        surface.blit(img, img.get_rect(midtop=(rect.x + label_w + col_w * i + col_w // 2, y)))
    y += 44
    pygame.draw.line(surface, MUTED_INK, (rect.x, y), (rect.right, y), 2)
    rows = sheet.rows[-max_rows:]
    for row in rows:
        y += 8
        surface.blit(res.text(row.label, 24, MUTED_INK), (rect.x + 8, y + 6))
        for i, pts in enumerate(row.points):
            cx = rect.x + label_w + col_w * i + col_w // 2
            img = res.text(f"{pts:+d}" if pts < 0 else str(pts), 28, INK, True)
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            if i < len(row.notes) and row.notes[i]:
                note = res.text(row.notes[i][:34], 18, MUTED_INK)
                surface.blit(note, note.get_rect(midtop=(cx, y + 34)))
        y += ROW_H - 8
    pygame.draw.line(surface, INK, (rect.x, y + 4), (rect.right, y + 4), 3)
    surface.blit(res.text(_("Total"), 28, INK, True), (rect.x + 8, y + 16))
    for i, total in enumerate(sheet.totals()):
        img = res.text(str(total), 32, INK, True)
        surface.blit(img, img.get_rect(midtop=(rect.x + label_w + col_w * i + col_w // 2, y + 14)))


class ScoreSheetScene(Scene):
    """An overlay with the sheet and one or two buttons."""

    opaque = False
    still = True

    def __init__(self, app, sheet: ScoreSheet, title: str, actions=None):
        super().__init__(app)
        self.sheet, self.title = sheet, title
        self.panel = pygame.Rect(310, 90, 1300, 900)
        self.buttons = ButtonGroup()
        actions = actions or [(_("Close"), self.manager.pop, "close")]
        x = self.panel.centerx - (len(actions) * 340 - 20) // 2
        for i, (label, fn, key) in enumerate(actions):
            self.buttons.add(
                Button(
                    (x + i * 340, self.panel.bottom - 115, 320, 80),
                    label,
                    fn,
                    style="primary" if i == len(actions) - 1 else "flat",
                    key=key,
                )
            )

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and self.buttons.buttons[0].key == "close"
        ):
            self.manager.pop()

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        t = res.text(self.title, res.TITLE, INK, True)
        surface.blit(t, t.get_rect(midtop=(self.panel.centerx, self.panel.y + 40)))
        draw_sheet(
            surface, self.sheet, pygame.Rect(self.panel.x + 70, self.panel.y + 140, self.panel.w - 140, 600)
        )
        self.buttons.draw(surface)
