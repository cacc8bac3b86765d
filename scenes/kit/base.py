"""Scene: the unit the manager stacks. `draw` never changes state (Tuxemon's rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.kit.app import App


class Scene:
    """One screen or overlay. Overlays set `opaque = False` to show the scene below."""

    opaque = True
    still = False  # True: nothing moves by itself but the scene's toast (the loop may sleep)
    # The canvas area the last `draw` changed (empty: none), for a window that scales the canvas;
    # None: maybe all of it. A scene that redraws only part of the canvas sets it in `draw`.
    drawn: pygame.Rect | None = None
    # Seconds after it comes to the top during which it takes no pointer press: an overlay a move
    # brings up (a round's or a game's end) must not take the next click of a person still
    # clicking at the table (its buttons may lie where the table's were).
    arm_time = 0.0

    def __init__(self, app: App):
        self.app = app

    @property
    def manager(self):
        return self.app.manager

    def leave(self) -> None:
        """Take this scene off the stack if it is the top one (a second press or a late click does
        nothing): how an overlay closes itself."""
        if self.manager.top is self:
            self.manager.pop()

    def resume(self) -> None:
        """Became the top scene again (an overlay above it closed)."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (positions already in canvas coordinates)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def animating(self) -> bool:
        """Does anything move or count down without input (a tween, a timer, a toast, a computer)?

        The loop sleeps until the next input while no visible scene animates; a scene that is not
        marked `still` (and does not override this) is assumed to animate, as before.
        """
        if not self.still:
            return True
        toast = getattr(self, "toast", None)
        return bool(toast is not None and toast.visible)

    def unsaved_warning(self) -> str:
        """What closing the window now would lose, in words ("" for nothing): asked before it closes."""
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto the 1920×1080 canvas; must not change any state."""
