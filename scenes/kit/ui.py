"""Shared look (STYLE.md): felt, panels, buttons with focus, toasts."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from scenes.kit import resources as res
from scenes.kit.surface_cache import MB, surface_cache
from scenes.kit.text_fit import draw_text, fit, note_free_text

CANVAS = (1920, 1080)
FELT = (20, 86, 54)
FELT_DARK = (12, 58, 36)
PANEL = (250, 246, 236)
PANEL_EDGE = (214, 204, 186)
INK = (28, 28, 32)
MUTED_INK = (96, 92, 86)
WHITE = (255, 255, 255)
GOLD = (246, 198, 70)
GOLD_BRIGHT = (255, 226, 120)
RED = (196, 52, 46)
ACCENT = (40, 110, 170)
SHADOW = (0, 0, 0, 90)
SEAT_COLOURS = [
    (226, 88, 70),
    (70, 140, 226),
    (240, 190, 60),
    (120, 200, 110),
    (190, 110, 220),
    (90, 200, 200),
]
MIN_HIT = 64  # STYLE: touch targets at least 64×64


def draw_felt(surface: pygame.Surface) -> None:
    """The felt table background."""
    try:
        surface.blit(res.image("table/felt.png"), (0, 0))
    except (FileNotFoundError, pygame.error):
        surface.fill(FELT)


def draw_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = 16, offset: int = 8, alpha=70,
    covered: bool = False,
) -> None:
    """A soft shadow under `rect`. `covered`: the caller paints `rect` opaque next, with corners
    of `radius`, so the shadow is blended only around it (a panel's blend was most of its cost)."""
    shadow = _shadow_surface(rect.size, radius, alpha)
    at = pygame.Rect(rect.x - 12 + offset // 2, rect.y - 12 + offset, *shadow.get_size())
    hole = rect.inflate(-2 * radius, 0).clip(at) if covered else pygame.Rect(0, 0, 0, 0)
    if not hole.w or not hole.h:
        surface.blit(shadow, at)
        return
    for piece in (
        pygame.Rect(at.x, at.y, at.w, hole.y - at.y),  # above the hole, then below, left, right
        pygame.Rect(at.x, hole.bottom, at.w, at.bottom - hole.bottom),
        pygame.Rect(at.x, hole.y, hole.x - at.x, hole.h),
        pygame.Rect(hole.right, hole.y, at.right - hole.right, hole.h),
    ):
        if piece.w > 0 and piece.h > 0:
            surface.blit(shadow, piece, piece.move(-at.x, -at.y))


@surface_cache(8 * MB, "shadow")  # panels come in many sizes (~250 kB each); the largest ones are alone
def _shadow_surface(size, radius, alpha) -> pygame.Surface:
    w, h = size
    s = pygame.Surface((w + 24, h + 24), pygame.SRCALPHA)
    for i in range(6):
        a = int(alpha * (i + 1) / 21)
        pygame.draw.rect(
            s,
            (0, 0, 0, a),
            (12 - 6 + i, 12 - 6 + i, w + 12 - 2 * i, h + 12 - 2 * i),
            border_radius=radius + 6 - i,
        )
    return s


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 24) -> None:
    """A warm off-white card with rounded corners and a soft shadow."""
    draw_shadow(surface, rect, radius, covered=True)
    pygame.draw.rect(surface, PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, PANEL_EDGE, rect, width=2, border_radius=radius)


VEIL_ROWS = 64  # dim() blits one strip this tall down the surface


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (under an overlay). The veil is a strip blitted down the
    surface (the same pixels): a whole-canvas veil kept 8 MB per alpha for the program's life."""
    width, height = surface.get_size()
    veil = _veil((width, min(height, VEIL_ROWS)), alpha)
    for y in range(0, height, VEIL_ROWS):
        surface.blit(veil, (0, y))


_veil_cache: dict = {}


def _veil(size, alpha):
    if (size, alpha) not in _veil_cache:
        v = pygame.Surface(size, pygame.SRCALPHA)
        v.fill((0, 0, 0, alpha))
        _veil_cache[(size, alpha)] = v
    return _veil_cache[(size, alpha)]


def blit_text(
    surface, message: str, pos, size=res.BODY, colour=WHITE, bold=False, anchor="topleft", max_width=None
) -> pygame.Rect:
    """Draw cached text anchored at `pos` (any pygame.Rect anchor name).

    With `max_width` the line shrinks (then is cut with an ellipsis) to stay that wide; without
    it, the text is only counted: the selftest reports it if it leaves the surface.
    """
    if max_width is not None:
        f = res.font(size, bold)
        w, h = f.size(message)
        if w > max_width:
            box = pygame.Rect((0, 0), (max_width, h))
            setattr(box, anchor, pos)
            align = "left" if "left" in anchor else "right" if "right" in anchor else "center"
            return draw_text(surface, message, box, size, colour, bold, align, wrap=False)
    img = res.text(message, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    note_free_text(surface, message, rect)
    return rect


LABEL_PAD = (24, 8)  # a button's label box is its rect less this (width, height)
CYCLES, OPENS, CHOSEN = "↻", "▾", "✓"  # a button's mark: see `Button`
CYCLE_ROOM = 34  # px at the right of a button with a mark, for the mark


class Button:
    """A big rounded button: mouse, touch and keyboard (when focused)."""

    def __init__(
        self,
        rect,
        label: str,
        on_click: Callable[[], None],
        *,
        style: str = "panel",
        enabled: bool = True,
        size: int = res.BODY,
        key: str = "",
        mark: str = "",
        align: str = "center",
    ):
        self.rect = pygame.Rect(rect)
        self.rect.w = max(self.rect.w, MIN_HIT)
        self.rect.h = max(self.rect.h, MIN_HIT)
        self.label = label
        self.on_click = on_click
        self.style = style  # "panel" (on felt), "primary", "flat" (on a panel)
        self.enabled = enabled
        self.shown = True  # False: not drawn (a resting button that would float over nothing)
        self.size = size
        self.key = key  # a stable name for tests and focus
        # a sign at the right, for a choice: CYCLES (a press shows the next one; a plain label did
        # not say so), OPENS (a press opens the list of them, `kit.picker`), CHOSEN (in that list)
        self.mark = mark
        self.align = align  # "left" in a list of choices, whose labels then line up
        self.hover = False
        self.focused = False
        self.pressed = False

    def handle_event(self, event) -> bool:
        """True if the event was used by this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if self.style == "primary":
            # resting, grey on grey as any other button that cannot be pressed: white on blue-grey
            # read as the liveliest button on the table (Gang of Four's Play before a selection)
            base, ink = (ACCENT, WHITE) if self.enabled else ((214, 218, 222), MUTED_INK)
        elif self.style == "flat":
            base, ink = (
                ((236, 228, 212) if self.enabled else (230, 226, 220)),
                (INK if self.enabled else MUTED_INK),
            )
        else:
            base, ink = (
                ((250, 246, 236) if self.enabled else (170, 176, 170)),
                (INK if self.enabled else MUTED_INK),
            )
        if self.hover and self.enabled:  # a flat one lies on a light panel: lighter, it looked disabled
            base = tuple(max(0, c - 18) if self.style == "flat" else min(255, c + 14) for c in base)
        lift = 0 if self.pressed else 3
        if self.style != "flat":
            edge = tuple(int(c * 0.62) for c in base)
            pygame.draw.rect(surface, edge, r.move(0, 4), border_radius=18)
        body = r.move(0, -lift + 3)
        pygame.draw.rect(surface, base, body, border_radius=18)
        if self.focused:
            pygame.draw.rect(surface, GOLD, body.inflate(8, 8), width=4, border_radius=22)
        box = body.inflate(-LABEL_PAD[0], -LABEL_PAD[1])
        if self.mark and self.enabled:
            box.w -= CYCLE_ROOM
            mark = res.text(self.mark, 28, ACCENT, True)
            surface.blit(mark, mark.get_rect(center=(box.right + CYCLE_ROOM // 2, body.centery)))
        draw_text(surface, self.label, box, self.size, ink, bold=True, align=self.align)


class ButtonGroup:
    """Buttons with keyboard focus: Tab/arrows move, Enter/Space press.

    `keep`: the group this one replaces (a screen rebuilds its buttons after a press): its focused
    button's key is focused again here, so Enter on "+" can be pressed again."""

    def __init__(self, buttons: list[Button] | None = None, arrows: bool = True,
                 keep: ButtonGroup | None = None):
        self.buttons: list[Button] = []
        self.focus = -1
        self.arrows = arrows  # tables keep the arrow keys for the cards
        self.wanted = keep.focused_key() if isinstance(keep, ButtonGroup) else ""
        for button in buttons or []:
            self.add(button)

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        if self.wanted and button.key == self.wanted:
            button.focused, self.focus = True, len(self.buttons) - 1
        return button

    def focused_key(self) -> str:
        """The key of the focused button ("" when none has the focus)."""
        if 0 <= self.focus < len(self.buttons) and self.buttons[self.focus].focused:
            return self.buttons[self.focus].key
        return ""

    def by_key(self, key: str) -> Button:
        for b in self.buttons:
            if b.key == key:
                return b
        raise KeyError(key)

    def handle_event(self, event) -> bool:
        for i, b in enumerate(self.buttons):
            if b.handle_event(event):
                if event.type == pygame.MOUSEBUTTONDOWN and self.focused_key():
                    self._focus(i)  # a keyboard's ring follows a press: left behind, it named another button
                return True
        if event.type == pygame.KEYDOWN and self.buttons:
            if not self.arrows and event.key != pygame.K_TAB and self.focus < 0:
                return False
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT):
                step = -1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1
                self._move(step)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self._move(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus >= 0:
                self.buttons[self.focus].activate()
                return True
        return False

    def focus_on(self, key: str) -> None:
        """Give the keyboard focus to the button `key` (Enter/Space then press it)."""
        for i, b in enumerate(self.buttons):
            b.focused = b.key == key
            if b.focused:
                self.focus = i

    def _move(self, step: int) -> None:
        n = len(self.buttons)
        for _i in range(n):
            self.focus = (self.focus + step) % n
            if self.buttons[self.focus].enabled:
                break
        self._focus(self.focus)

    def _focus(self, index: int) -> None:
        self.focus = index
        for i, b in enumerate(self.buttons):
            b.focused = i == index

    def draw(self, surface) -> None:
        for b in self.buttons:
            if b.shown:
                b.draw(surface)


class FocusRing:
    """Several button groups that Tab (Shift+Tab back) walks as one ring, and Enter/Space presses
    the focused button of: a table whose buttons lie in more than one group (the top bar, its side
    buttons, a big view's controls) so that the keyboard reaches every one of them.

    `groups` is called for the groups as they are now: a table rebuilds its buttons after a move,
    and the ring finds the focused button again by its key."""

    def __init__(self, groups: Callable[[], list[ButtonGroup]]):
        self.groups = groups
        self.key = ""  # the focused button's key, kept across a rebuild of its group

    def buttons(self) -> list[tuple[ButtonGroup, int, Button]]:
        return [(g, i, b) for g in self.groups() for i, b in enumerate(g.buttons)]

    def focused(self) -> Button | None:
        for _g, _i, b in self.buttons():
            if b.focused and b.enabled:
                return b
        return None

    def handle_event(self, event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            b = self.focused()
            if b is not None:
                b.activate()
                return True
        return False

    def move(self, step: int) -> None:
        items = self.buttons()
        if not items:
            return
        now = next((k for k, (_g, _i, b) in enumerate(items) if b.focused), None)
        if now is None:  # its group was rebuilt: the button with the same key, else the start
            now = next((k for k, (_g, _i, b) in enumerate(items) if self.key and b.key == self.key), None)
        k = (-1 if step > 0 else 0) if now is None else now
        for _n in range(len(items)):
            k = (k + step) % len(items)
            if items[k][2].enabled:
                break
        self.focus(items[k][2])

    def focus(self, button: Button | None) -> None:
        """Focus `button` (None: no button), in its group too (its arrows and Enter follow it)."""
        self.key = button.key if button is not None else ""
        for g in self.groups():
            g.focus = -1
            for i, b in enumerate(g.buttons):
                b.focused = b is button
                if b is button:
                    g.focus = i


TOAST_MAX_W = 1600  # a long message wraps (at most three lines) instead of leaving the window
TOAST_LINES = 3
FADE_S, FADE_STEPS = 0.4, 12  # a toast fades out over its last 0.4 s, in 12 steps


def draw_tag(surface, text: str, topright) -> int:
    """A seat's role ("dealer", "leads") in a small grey pill at `topright`; returns the width it takes."""
    img = res.text(text, 20, WHITE, True)
    pill = img.get_rect().inflate(20, 8)
    pill.topright = topright
    pygame.draw.rect(surface, MUTED_INK, pill, border_radius=pill.h // 2)
    surface.blit(img, img.get_rect(center=pill.center))
    return pill.w + 10


def draw_seat_panel(surface, rect: pygame.Rect, seat: int, name: str, turn: bool, top: int = 12,
                    name_width: int | None = None, tag: str = "", size: int = 26) -> None:
    """A seat's panel at a card table: the frame, a gold ring on its turn, its colour dot, its name
    at `size` or smaller to fit (and a `tag` pill right of it)."""
    draw_panel(surface, rect, 20)
    if turn:
        pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 5, border_radius=24)
    pygame.draw.circle(surface, SEAT_COLOURS[seat % len(SEAT_COLOURS)], (rect.x + 26, rect.y + top + 16), 10)
    room = (rect.w - 66 if name_width is None else name_width) - (
        draw_tag(surface, tag, (rect.right - 16, rect.y + top + 2)) if tag else 0)
    blit_text(surface, name, (rect.x + 46, rect.y + top), size, INK, True, max_width=room)


@lru_cache(maxsize=256)
def _balanced(message: str, width: int, height: int):
    """The toast's lines fitted to `width`, then as narrow as the same lines at the same size go:
    no last line of one lonely word (cached: a toast is placed every frame it shows)."""
    fitted = fit(message, res.BODY, True, width, height)
    if len(fitted.lines) < 2 or not fitted.fits:
        return fitted
    lo, hi, best = fitted.width // len(fitted.lines), fitted.width, fitted
    while lo < hi:
        mid = (lo + hi) // 2
        trial = fit(message, res.BODY, True, mid, height)
        if trial.fits and trial.size == fitted.size and len(trial.lines) == len(fitted.lines):
            hi, best = mid, trial
        else:
            lo = mid + 1
    return best


def take_startup_message(app, toast: Toast) -> None:
    """Show the start-up message (a damaged file set aside) once, on the first screen a person
    sees: the menu, or setup when `--game` opens it above a menu that never gets a frame."""
    if app.startup_message:
        toast.show(app.startup_message, "error", 6.0)
        app.startup_message = ""


class Toast:
    """A short message that fades after a few seconds (STYLE: 3 s); long ones wrap."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0
        self.kind = "info"

    def show(self, message: str, kind: str = "info", seconds: float = 3.0) -> None:
        self.message, self.kind, self.left = message, kind, seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def clear(self) -> None:
        self.left = 0.0

    @property
    def visible(self) -> bool:
        return self.left > 0 and bool(self.message)

    def fade(self) -> int:
        """Opacity in steps, 0 (gone) to FADE_STEPS: drawn exactly so, so a partial redraw that
        compares it frame by frame never leaves a faint last step on the screen."""
        return math.ceil(min(1.0, self.left / FADE_S) * FADE_STEPS) if self.visible else 0

    def place(self, area: pygame.Rect, center):
        """(rect, fitted text) of the message centred at `center`, wrapped and kept inside `area`."""
        width = min(TOAST_MAX_W, area.w - 80) - 48
        line_h = res.font(res.BODY, True).get_linesize() * 1.15
        height = int(res.font(res.BODY, True).get_height() + line_h * (TOAST_LINES - 1))
        fitted = _balanced(self.message, width, height)
        rect = pygame.Rect(0, 0, fitted.width + 48, fitted.height + 24)
        rect.center = center
        rect.clamp_ip(area)
        return rect, fitted

    def draw(self, surface, center, area: pygame.Rect | None = None) -> pygame.Rect | None:
        """Draw the message centred at `center`, wrapped to `area` (None: the window); returns its rect."""
        if not self.visible:
            return None
        rect, fitted = self.place(area or surface.get_rect(), center)
        colour = (160, 46, 40) if self.kind == "error" else PANEL
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*colour, 240), s.get_rect(), border_radius=min(rect.h // 2, 32))
        ink = WHITE if self.kind != "info" else INK
        draw_text(s, self.message, (24, 12, fitted.width, fitted.height), res.BODY, ink, True)
        s.set_alpha(255 * self.fade() // FADE_STEPS)
        surface.blit(s, rect)
        return rect
