"""Drag and drop (and its click alternative) for cards, after arcade's card-drag recipe.

Press on a card: the scene's `pick(pos)` names what is held (sprites + source);
`targets(held)` lists the legal drop places, which glow while dragging; release
over one calls `drop(held, target_id)`, which returns None when the move was
made or a reason, in which case the cards slide back. Cards with no legal place
say why (`explain`) as soon as they are dragged, and again where they are let go.
A short press without movement is a click: it selects the cards, and a click on
a glowing target drops them there; a second click on cards with one place to go
plays them there (as a phone's second tap does).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from scenes.kit.cards import SLIDE_BACK, CardSprite

CLICK_DISTANCE = 12  # px on the canvas: less movement than this is a click


@dataclasses.dataclass
class Held:
    """What the pointer holds: the source and its sprites with their home positions."""

    source: str
    sprites: list[CardSprite]
    homes: list[tuple[float, float]] = dataclasses.field(default_factory=list)
    grab: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        if not self.homes:
            self.homes = [s.pos for s in self.sprites]


class DragController:
    """Turns mouse (and touch) presses, moves and releases into drops and clicks."""

    def __init__(
        self,
        pick: Callable[[tuple[int, int]], Held | None],
        targets: Callable[[Held], dict[str, pygame.Rect]],
        drop: Callable[[Held, str], str | None],
        explain: Callable[[Held, tuple[int, int] | None], str | None],
        refuse: Callable[[str], None],
        motion: Callable[[], float] = lambda: 1.0,
    ):
        self.pick, self.targets_for, self.drop, self.refuse = pick, targets, drop, refuse
        self.explain = explain
        self.motion = motion
        self.held: Held | None = None
        self.selected: Held | None = None
        self.targets: dict[str, pygame.Rect] = {}
        self.best: str | None = None
        self.press_pos: tuple[int, int] | None = None
        self.dragging = False
        self.again = False  # the press is on the card already selected

    @property
    def active(self) -> Held | None:
        return self.held or self.selected

    def cancel(self) -> None:
        for h in (self.held, self.selected):
            if h:
                for s in h.sprites:
                    s.dragging = False
                    s.highlight = ""
        self.held = self.selected = None
        self.targets, self.best, self.dragging = {}, None, False

    def let_go(self) -> None:
        """The pointer's release will not reach us (a panel opened over the table mid-drag): the
        held cards slide back to their places; a card selected by a click stays selected."""
        held, self.held, self.press_pos = self.held, None, None
        if held is None:
            return
        if self.dragging:
            self._slide_back(held)
        self.dragging = False
        if self.selected is None:
            self.targets, self.best = {}, None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos, getattr(event, "aim", None))
        if event.type == pygame.MOUSEMOTION and self.held is not None:
            self._move(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press_pos is not None:
            self._release(event.pos)
            return True
        return False

    def _press(self, pos, aim=None) -> bool:
        """`aim`: where the card pressed lies now, when it glided away from under the pointer (the
        table completed its glide first); the card is picked there, the drag follows `pos`."""
        if self.selected is not None:
            target = self._target_at(pos, None)
            if target is not None:
                held, self.selected = self.selected, None
                self._finish(held, target)
                self.press_pos = None
                return True
        held = self.pick(pos if aim is None else aim)
        if held is None:
            if self.selected is not None:
                self.cancel()
                return True
            return False
        self.again = self.selected is not None and held.source == self.selected.source
        if self.selected is not None:
            self.cancel()
        held.grab = pos
        self.held = held
        self.press_pos = pos
        self.dragging = False
        self.targets = self.targets_for(held)
        return True

    def _move(self, pos) -> None:
        held = self.held
        if held is None or self.press_pos is None:
            return
        dx, dy = pos[0] - held.grab[0], pos[1] - held.grab[1]
        if not self.dragging and abs(dx) + abs(dy) >= CLICK_DISTANCE:
            self.dragging = True
            if not self.targets:  # nowhere to go: say why now, and again beside the drop
                reason = self.explain(held, None)
                if reason:
                    self.refuse(reason)
        if self.dragging:
            for s, home in zip(held.sprites, held.homes, strict=True):
                s.tween = None
                s.dragging = True
                s.pos = (home[0] + dx, home[1] + dy)
            self.best = self._target_at(pos, held)

    def _release(self, pos) -> None:
        held, self.held, self.press_pos = self.held, None, None
        if held is None:
            return
        if not self.dragging:  # a click: select, and show where it may go
            if self.again and len(self.targets) == 1:  # a second click plays it where it can only go
                self._finish(held, next(iter(self.targets)))
                return
            for s in held.sprites:
                s.highlight = "selected"
            self.selected = held
            self.best = None
            if not self.targets:
                self.cancel()
                reason = self.explain(held, None)
                if reason:
                    self.refuse(reason)
            return
        self.dragging = False
        target = self._target_at(pos, held)
        if target is None:
            self._slide_back(held)
            self.targets, self.best = {}, None
            reason = self.explain(held, pos)
            if reason:
                self.refuse(reason)
            return
        self._finish(held, target)

    def _finish(self, held: Held, target: str) -> None:
        for s in held.sprites:
            s.dragging = False
            s.highlight = ""
        self.targets, self.best = {}, None
        reason = self.drop(held, target)
        if reason:
            self._slide_back(held)
            self.refuse(reason)

    def _slide_back(self, held: Held) -> None:
        for s, home in zip(held.sprites, held.homes, strict=True):
            s.dragging = False
            s.highlight = ""
            s.hover = False  # lifted when it was picked up; the pointer is elsewhere now
            s.glide_to(home, SLIDE_BACK * self.motion())

    def _target_at(self, pos, held: Held | None) -> str | None:
        """The legal target under the pointer, else the one the held card overlaps most."""
        for tid, rect in self.targets.items():
            if rect.collidepoint(pos):
                return tid
        if held is None or not held.sprites:
            return None
        card = held.sprites[0].rect
        best, area = None, 0
        for tid, rect in self.targets.items():
            clip = card.clip(rect)
            if clip.w * clip.h > area:
                best, area = tid, clip.w * clip.h
        return best if area > card.w * card.h * 0.25 else None
