"""The scene stack: push, pop, replace; overlays draw over the scenes below them."""

from __future__ import annotations

import math

import pygame

from scenes.kit.base import Scene

POINTER_PRESSES = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.FINGERDOWN, pygame.FINGERUP)


class SceneManager:
    """Holds the stack; the top scene gets input and updates, visible ones draw."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self.top_age = 0.0  # seconds the top scene has been on top (frames' dt)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.pause()
        self.stack.append(scene)
        self.top_age = 0.0

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        self.top_age = math.inf  # the scene uncovered was in sight all along: armed at once
        if self.top:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.stack:
            self.stack.pop()
        self.stack.append(scene)
        self.top_age = 0.0

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to `scene` alone."""
        self.stack = [scene]
        self.top_age = 0.0

    def arming(self) -> bool:
        """Is the top scene still within its `arm_time` (pointer presses are not taken yet)?"""
        top = self.top
        return top is not None and self.top_age < top.arm_time

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.top:
            if event.type in POINTER_PRESSES and self.arming():
                return
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
        # Scenes under an overlay keep animating (a computer move finishing under a
        # toast), but only the top one reacts to input.
        self.top_age += dt
        for scene in list(self.stack[self._first_visible() :]):
            scene.update(dt)

    def visible(self) -> list[Scene]:
        """The top scene and those below it that show through overlays."""
        return self.stack[self._first_visible() :]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.stack[self._first_visible() :]:
            scene.draw(surface)

    def _first_visible(self) -> int:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                return i
        return 0
