"""PanelOverlay: a panel over the dimmed table with a Close button (Esc, Enter or its own key)."""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.core.i18n import _
from scenes.kit.base import Scene
from scenes.kit.ui import Button, ButtonGroup, dim, draw_panel


class PanelOverlay(Scene):
    """Subclasses set PANEL (and CLOSE_KEY) and draw their content in `draw_content`."""

    opaque = False
    PANEL: ClassVar[pygame.Rect]
    CLOSE_KEY: ClassVar[int | None] = None  # the key that opened it also closes it

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        p = self.PANEL
        self.buttons = ButtonGroup(
            [
                Button(
                    (p.right - 260, p.bottom - 110, 220, 80),
                    _("Close"),
                    self.close,
                    style="primary",
                    key="close",
                )
            ]
        )

    def close(self) -> None:
        self.manager.pop()

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, self.CLOSE_KEY):
            self.close()

    def draw_content(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """What the panel shows."""

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, self.PANEL)
        self.draw_content(surface, self.PANEL)
        self.buttons.draw(surface)
