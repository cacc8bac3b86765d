"""Shown when something breaks: says so plainly, whether the game was saved, where the log is, and
goes back to the menu. The App closes the scenes it replaces (a table's phone server stops)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, MUTED_INK, Button, ButtonGroup, draw_felt, draw_panel
from scenes.session import Session


def game_saved(scenes) -> bool | None:
    """Is the game the crash interrupted on disk (Continue brings it back)? None: no game was open."""
    sessions = [s.session for s in scenes if isinstance(getattr(s, "session", None), Session)]
    if not sessions:
        return None
    return any(session.saved() for session in sessions)


class CrashScene(Scene):
    """An error screen with the log location and a way back."""

    still = True

    def __init__(self, app, details: str, log_path: Path | None, replaced=()):
        super().__init__(app)
        self.details = details.strip().splitlines()[-1][:140] if details.strip() else ""
        self.log_path = log_path
        self.saved = game_saved(replaced)
        self.buttons = ButtonGroup(
            [Button((760, 700, 400, 84), _("Back to menu"), app.home, style="primary", key="menu")]
        )

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.home()

    def draw(self, surface) -> None:
        draw_felt(surface)
        panel = pygame.Rect(360, 220, 1200, 600)
        draw_panel(surface, panel)
        x, w = panel.x + 60, panel.w - 120
        draw_text(surface, _("Something went wrong"), (x, panel.y + 40, w, 70), res.TITLE, INK, True, "left")
        lines = []
        if self.saved is True:
            lines.append(_("Your game was saved after the last move and can be continued from the menu."))
        elif self.saved is False:
            lines.append(_("The game on the table had not been saved, so it cannot be continued."))
        if self.log_path:
            lines.append(_("A report was written to: {path}").format(path=self.log_path))
        body = draw_text(
            surface, "\n".join(lines), (x, panel.y + 130, w, 220), res.BODY, INK, False, "left", "top"
        )
        if self.details:
            draw_text(
                surface, self.details, (x, body.bottom + 16, w, 90), 22, MUTED_INK, False, "left", "top"
            )
        self.buttons.draw(surface)
