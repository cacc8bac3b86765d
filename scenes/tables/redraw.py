"""How a table draws a frame: its static layer (felt, top bar backdrop, `draw_static`) made once per
change into one reused surface, and then only the parts whose look changed (`looks`) redrawn."""

from __future__ import annotations

import pygame

from game.core.i18n import ngettext
from scenes.kit.cover import draw_cover
from scenes.kit.ui import draw_felt
from scenes.tables.top_bar import TOP_BAR_H, top_bar_backdrop

DAMAGE_MARGIN = 48  # shadows, lift, tilt and glow reach this far around a card's rect


TOAST_BAND = pygame.Rect(0, 1080 - 380, 1920, 160)  # where messages appear (up to three lines)
TOAST_SPOTS = (TOAST_BAND.centery, 560, 420, TOP_BAR_H + 110)  # tried in turn: never over what it names


class TableFrame:
    """The drawing half of TableScene (a mixin: it uses the scene's hooks, toast and top bar)."""

    _static: pygame.Surface | None = None  # the static layer, None when it must be redrawn
    _layer: pygame.Surface | None = None  # the static layer's pixels, redrawn in place
    _last_look = None  # the last frame's `looks()` and visual key, for partial redraws
    _memo: dict | None = None  # what `once` made while this frame is drawn
    _static_key = None  # `static_key()` when the static layer was drawn

    def invalidate(self) -> None:
        """The static layer must be redrawn (state, language or size changed)."""
        self._static = None
        self._last_look = None

    def toast_band(self) -> pygame.Rect:
        """The band the message is centred in: the table's area, the usual band, else the first spot
        clear of `toast_avoid` (none clear: the one that covers the least of it)."""
        own = self.toast_area()
        if own is not None:
            return own
        if not self.toast.visible:
            return TOAST_BAND
        avoid = self.toast_avoid()
        area = pygame.Rect(0, 0, 1920, 1080)
        least = (float("inf"), TOAST_BAND)  # no spot clear: the one that covers the least
        for y in (*self.toast_spots(), TOAST_BAND.centery):  # the usual band last
            band = TOAST_BAND.copy()
            band.centery = y
            rect, _fitted = self.toast.place(area, band.center)
            covered = sum(w * h for w, h in (rect.clip(r).size for r in avoid))
            if not covered:
                return band
            least = min(least, (covered, band), key=lambda t: t[0])
        return least[1]

    def toast_rect(self) -> pygame.Rect | None:
        """Where the message showing now lies, or None: status lines it would half cover give way."""
        if not self.toast.visible:
            return None
        area = self.toast_area() or pygame.Rect(0, 0, 1920, 1080)
        return self.toast.place(area, self.toast_band().center)[0]

    def looks(self) -> dict:
        """What each moving part looks like now: key -> (rect, appearance). Drives partial redraws."""
        out: dict = {}
        for k, s in getattr(self, "sprites", {}).items():
            out[("card", k)] = (s.rect, (s.hover, s.dragging, s.highlight, s.dimmed))
        buttons = self.top_buttons.buttons + getattr(getattr(self, "side", None), "buttons", [])
        for i, b in enumerate(buttons):
            out[("button", i)] = (b.rect, (b.hover, b.focused, b.pressed, b.enabled, b.label))
        alpha = self.toast.fade()
        band = self.toast_band()
        out["toast"] = (band, (self.toast.message if alpha else "", self.toast.kind, alpha, band.y))
        thinking = (self.state.current_player, self.dots if self.computer_thinking() else -1)
        out["top"] = (pygame.Rect(0, 0, 1920, TOP_BAR_H + 60), thinking)
        return out

    def once(self, name: str, make):
        """`make()`, made once while a frame is drawn (nothing changes meanwhile), else each time."""
        memo = self._memo
        if memo is None:
            return make()
        if name not in memo:
            memo[name] = make()
        return memo[name]

    def draw(self, surface) -> None:
        self._memo = {}
        try:
            self.frame_begins()
            key = self.static_key()
            if key != self._static_key:
                self._static_key = key
                self.invalidate()
            self._draw_frame(surface)
        finally:
            self._memo = None

    def _draw_frame(self, surface) -> None:
        full = self._static is None
        if full:
            # A memo of pixels, not game state: redrawn after every change of the view, into the
            # same 8 MB each time (a new one costs its page faults on every move)
            static = self._layer
            if static is None or static.get_size() != surface.get_size():
                static = self._layer = pygame.Surface(surface.get_size(), 0, surface)  # its format
            draw_felt(static)
            static.blit(top_bar_backdrop(), (0, 0))
            self.draw_static(static)
            self._static = static
        tutorial = self.tutorial.look() if self.tutorial is not None else None
        fixed = (self.visual_key(), tutorial, self.hand_covered)  # a change of any: a whole redraw
        look = (self.looks(), fixed) if self.partial_redraw else None
        partial = (
            look is not None
            and not full
            and self._last_look is not None
            and self._last_look[1] == look[1]
            and self.manager.top is self
        )
        clip = damage(self._last_look[0], look[0]) if partial else surface.get_rect()
        self._last_look = look
        self.drawn = clip.clip(surface.get_rect())  # what this frame redrew (the window scales only it)
        if clip.w == 0:
            return  # nothing changed: the window still shows the last frame
        surface.set_clip(clip)
        surface.blit(self._static, clip, clip)
        self.draw_table(surface)
        if self.tutorial is not None:
            self.tutorial.draw(surface)
        self.draw_top_bar(surface)
        self.toast.draw(surface, self.toast_band().center, self.toast_area())
        if self.hand_covered:  # people at one screen, computers playing: see CurtainTurns
            computers = sum(not s.human for s in self.session.seats)
            draw_cover(surface, self.private_rects(), ngettext("Hidden while the computer plays",
                                                               "Hidden while the computers play", computers))
        if self.phones is not None:
            from scenes.phones.attach import phones_draw

            phones_draw(self, surface)
        surface.set_clip(None)


def damage(last: dict, look: dict) -> pygame.Rect:
    """The area covering every part whose rect or appearance changed (empty if none did)."""
    rects = []
    for key in last.keys() | look.keys():
        old, new = last.get(key), look.get(key)
        if old != new:
            rects.extend(r[0].inflate(DAMAGE_MARGIN, DAMAGE_MARGIN) for r in (old, new) if r is not None)
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
