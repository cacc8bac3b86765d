"""Scene: the unit the manager stacks. `draw` never changes state (Tuxemon's rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """One screen or overlay. Overlays set `opaque = False` to show the scene below."""

    opaque = True

    def __init__(self, app: App):
        self.app = app

    @property
    def manager(self):
        return self.app.manager

    def resume(self) -> None:
        """Became the top scene again (an overlay above it closed)."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (positions already in canvas coordinates)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto the 1920×1080 canvas; must not change any state."""
