"""The main menu: one tile per playable game (only games that have a table scene)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes import resources as res
from scenes.base import Scene
from scenes.registry import SCENES
from scenes.session import autosave_path
from scenes.ui import (
    GOLD,
    INK,
    MUTED_INK,
    WHITE,
    Button,
    ButtonGroup,
    Toast,
    blit_text,
    draw_felt,
    draw_panel,
)

TILE_W, TILE_H, GAP = 400, 290, 36


class MenuScene(Scene):
    """Pick a game; Settings; Quit (not on a kiosk)."""

    still = True

    def __init__(self, app):
        super().__init__(app)
        self.toast = Toast()
        if app.startup_message:
            self.toast.show(app.startup_message, "error", 6.0)
            app.startup_message = ""
        self.build()

    def build(self) -> None:
        self.buttons = ButtonGroup()
        self.tiles: list[tuple[Button, type]] = []
        ids = list(SCENES)
        cols = min(4, max(1, len(ids)))
        width = cols * TILE_W + (cols - 1) * GAP
        x0 = (1920 - width) // 2
        for i, gid in enumerate(ids):
            r, c = divmod(i, cols)
            rect = pygame.Rect(x0 + c * (TILE_W + GAP), 270 + r * (TILE_H + GAP), TILE_W, TILE_H)
            btn = self.buttons.add(Button(rect, "", lambda g=gid: self.open_game(g), style="flat", key=gid))
            self.tiles.append((btn, SCENES[gid]))
        bottom = 960
        row = [("settings", _("Settings"), self.open_settings)]
        if not self.app.kiosk:
            row.append(("quit", _("Quit"), self.quit))
        w, gap = 280, 40
        x = 960 - (len(row) * w + (len(row) - 1) * gap) // 2  # centred, with or without Quit
        for i, (key, label, fn) in enumerate(row):
            self.buttons.add(Button((x + i * (w + gap), bottom, w, 80), label, fn, key=key))

    def resume(self) -> None:
        self.build()

    def open_game(self, game_id: str) -> None:
        from scenes.setup import SetupScene

        self.manager.push(SetupScene(self.app, game_id))

    def open_settings(self) -> None:
        from scenes.settings import SettingsScene

        self.manager.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def handle_event(self, event) -> None:
        self.buttons.handle_event(event)

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface) -> None:
        draw_felt(surface)
        title = res.text("Pelipöytä", 96, WHITE, True)
        surface.blit(title, title.get_rect(center=(960, 130)))
        sub = res.text(_("Choose a game"), res.LABEL, (220, 235, 225))
        surface.blit(sub, sub.get_rect(center=(960, 215)))
        for btn, scene_cls in self.tiles:
            self._draw_tile(surface, btn, scene_cls)
        for b in self.buttons.buttons[len(self.tiles) :]:
            b.draw(surface)
        self.toast.draw(surface, (960, 900))

    def _draw_tile(self, surface, btn: Button, scene_cls) -> None:
        rect = btn.rect.move(0, -6 if btn.hover else 0)
        draw_panel(surface, rect, 22)
        if btn.focused or btn.hover:
            pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 4, border_radius=26)
        game = scene_cls.game()
        icon = scene_cls.menu_icon()
        if icon is not None:
            surface.blit(icon, icon.get_rect(topright=(rect.right - 20, rect.y + 20)))
        room = rect.w - 56 - (icon.get_width() + 12 if icon is not None else 0)
        size = next((s for s in (res.LABEL, 32, 28) if res.font(s, True).size(_(game.name))[0] <= room), 26)
        name = res.text(_(game.name), size, INK, True)
        surface.blit(name, name.get_rect(midleft=(rect.x + 28, rect.y + 48)))
        blit_text(surface, game.players_text(), (rect.x + 28, rect.y + 78), 24, MUTED_INK)
        y = rect.y + 120
        size, step = 24, 31
        lines = res.wrap(_(scene_cls.blurb), size, rect.w - 56)
        if len(lines) > 4:  # a long translation: smaller type rather than a cut sentence
            size, step = 21, 26
            lines = res.wrap(_(scene_cls.blurb), size, rect.w - 56)
        for line in lines[:5]:
            surface.blit(res.text(line, size, INK), (rect.x + 28, y))
            y += step
        if autosave_path(game.id).exists():
            badge = res.text(_("Game in progress"), 22, WHITE, True)
            br = badge.get_rect(bottomright=(rect.right - 24, rect.bottom - 14)).inflate(20, 8)
            pygame.draw.rect(surface, (40, 110, 170), br, border_radius=br.h // 2)
            surface.blit(badge, badge.get_rect(center=br.center))
