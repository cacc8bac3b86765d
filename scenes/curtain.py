"""Hides the table between two people's turns at one screen."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes import resources as res
from scenes.base import Scene
from scenes.ui import GOLD, WHITE, draw_felt


class CurtainScene(Scene):
    """ "Anna's turn — press to show your cards"; any press or key lifts it."""

    def __init__(self, app, name: str, on_lift=None):
        super().__init__(app)
        self.name = name
        self.on_lift = on_lift
        self.t = 0.0

    def handle_event(self, event) -> None:
        lift = event.type == pygame.MOUSEBUTTONUP or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        )
        if lift:
            self.manager.pop()
            if self.on_lift:
                self.on_lift()

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        draw_felt(surface)
        cx = surface.get_width() // 2
        title = res.text(_("{name}'s turn").format(name=self.name), res.BANNER, WHITE, True)
        surface.blit(title, title.get_rect(center=(cx, 460)))
        pulse = 200 + int(55 * abs(((self.t * 0.8) % 2) - 1))
        hint = res.text(
            _("Pass the screen to {name}, then press to show your cards.").format(name=self.name),
            res.LABEL,
            (pulse, pulse, pulse),
        )
        surface.blit(hint, hint.get_rect(center=(cx, 580)))
        pygame.draw.line(surface, GOLD, (cx - 240, 520), (cx + 240, 520), 3)
