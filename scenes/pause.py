"""The pause overlay (Esc): resume, rules, settings, restart, quit to menu."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes import resources as res
from scenes.base import Scene
from scenes.text_fit import draw_text
from scenes.ui import INK, Button, ButtonGroup, dim, draw_panel


class PauseScene(Scene):
    """A transparent overlay above a table."""

    opaque = False
    still = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.panel = pygame.Rect(660, 200, 600, 680)
        x, w = self.panel.x + 70, self.panel.w - 140
        items = [
            ("resume", _("Resume"), self.manager.pop),
            ("rules", _("Rules"), self.open_rules),
            ("settings", _("Settings"), self.open_settings),
            ("restart", _("Restart this deal"), self.restart),
            ("menu", _("Quit to menu"), self.quit_to_menu),
        ]
        self.buttons = ButtonGroup()
        for i, (key, label, fn) in enumerate(items):
            style = "primary" if key == "resume" else "flat"
            self.buttons.add(
                Button((x, self.panel.y + 150 + i * 100, w, 80), label, fn, style=style, key=key)
            )

    def open_rules(self) -> None:
        from scenes.rules import RulesScene

        self.manager.push(RulesScene(self.app, self.table.session.game))

    def open_settings(self) -> None:
        from scenes.settings import SettingsScene

        self.manager.push(SettingsScene(self.app))

    def restart(self) -> None:
        self.manager.pop()
        self.table.restart()

    def quit_to_menu(self) -> None:
        self.app.back_to_menu()  # the game stays saved and can be continued

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.manager.pop()

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        p = self.panel
        draw_text(surface, _("Paused"), (p.x + 40, p.y + 40, p.w - 80, 80), res.TITLE, INK, True)
        self.buttons.draw(surface)
