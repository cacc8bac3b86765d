"""Card sprites: an image that glides, lifts on hover and casts a soft shadow."""

from __future__ import annotations

import pygame

from scenes.kit import resources as res
from scenes.kit.anim import Tween
from scenes.kit.ui import GOLD, GOLD_BRIGHT, draw_shadow

TABLE_CARD = (150, 210)
HAND_CARD = (170, 238)
KUBO_CARD = (120, 168)
HOVER_LIFT = 8
GLIDE = 0.28  # seconds, STYLE: 200–350 ms
SNAP = 0.15
SLIDE_BACK = 0.25


class CardSprite:
    """One card on the table; `key` names what it shows (e.g. a card code)."""

    def __init__(self, key, image: str, pos, size=TABLE_CARD):
        self.key = key
        self.image = image  # path under assets/
        self.size = tuple(size)
        self.pos = (float(pos[0]), float(pos[1]))
        self.tween: Tween | None = None
        self.queued: tuple | None = None  # (pos, duration, delay): the glide that starts when this one ends
        self.hover = False
        self.dragging = False
        self.dimmed = False
        self.highlight = ""  # "", "target", "best", "selected"

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.pos[0]), round(self.pos[1]), *self.size)

    @property
    def moving(self) -> bool:
        return self.tween is not None and not self.tween.done

    def glide_to(self, pos, duration: float, delay: float = 0.0) -> None:
        """Move to `pos` over `duration` seconds (0 = at once)."""
        self.queued = None
        if duration <= 0 and delay <= 0:
            self.pos, self.tween = (float(pos[0]), float(pos[1])), None
            return
        self.tween = Tween(self.pos, pos, duration, delay)

    def update(self, dt: float) -> None:
        if self.tween:
            self.tween.update(dt)
            self.pos = self.tween.value  # type: ignore[assignment]
            if self.tween.done:
                self.tween = None
                if self.queued:
                    self.glide_to(*self.queued)

    def glide_after(self, pos, duration: float, delay: float = 0.0) -> float:
        """Glide to `pos` once the current glide has arrived (a trick's last card lands before the
        trick is collected); returns the seconds until it gets there."""
        left = self.time_left()
        if not left:
            self.glide_to(pos, duration, delay)
        else:
            self.queued = (pos, duration, delay)
        return left + duration + delay

    def time_left(self) -> float:
        """Seconds until the current glide arrives (0 when still)."""
        return self.tween.duration - self.tween.elapsed if self.moving else 0.0

    def finish(self) -> None:
        if self.queued:
            pos, self.queued = self.queued[0], None
            self.pos, self.tween = (float(pos[0]), float(pos[1])), None
        elif self.tween:
            self.tween.finish()
            self.pos = self.tween.value  # type: ignore[assignment]
            self.tween = None

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        lifted = self.dragging or (self.hover and not self.dimmed)
        if lifted:
            rect = rect.move(0, -HOVER_LIFT)
        draw_shadow(surface, rect, radius=12, offset=14 if lifted else 6, alpha=110 if lifted else 70)
        img = res.scaled(self.image, self.size)
        if self.dragging:
            img = pygame.transform.rotozoom(img, -3, 1.0)  # a slight tilt while held
            surface.blit(img, img.get_rect(center=rect.center))
        else:
            surface.blit(img, rect)
        if self.dimmed:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 20, 20, 120), veil.get_rect(), border_radius=12)
            surface.blit(veil, rect)
        if self.highlight:
            colour = GOLD_BRIGHT if self.highlight in ("best", "selected") else GOLD
            width = 7 if self.highlight in ("best", "selected") else 4
            pygame.draw.rect(surface, colour, rect.inflate(10, 10), width, border_radius=16)


def press_through(event, sprites, finish):
    """`finish()` completes every glide before the press `event` counts; pressed on a card seen
    gliding (`sprites`: a dict of them, drawn in order), the event returned carries `aim`, the same
    point of that card where it has landed: picks look there, a drag still follows the pointer."""
    pos = getattr(event, "pos", None)  # a key has none
    shown = sprites.values() if isinstance(sprites, dict) and pos is not None else ()
    hits = [s for s in shown if s.moving and s.tween.elapsed >= 0 and s.rect.collidepoint(pos)]
    hit, before = (hits[-1], hits[-1].rect.topleft) if hits else (None, None)
    finish()
    if hit is None:
        return event
    aim = (pos[0] + hit.rect.x - before[0], pos[1] + hit.rect.y - before[1])
    return pygame.event.Event(event.type, {**event.dict, "aim": aim})


def hover_topmost(every, candidates, pos) -> None:
    """Lift the topmost of `candidates` under `pos`; every other sprite rests."""
    over = next((s for s in reversed(candidates) if s.rect.collidepoint(pos)), None)
    for s in every:
        s.hover = s is over


_slot_cache: dict = {}


def _slot_surface(size, highlight: str) -> pygame.Surface:
    key = (size, highlight)
    if key not in _slot_cache:
        colour = {"": (255, 255, 255, 60), "target": (*GOLD, 200), "best": (*GOLD_BRIGHT, 255)}[highlight]
        s = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
        inner = s.get_rect().inflate(-8, -8)
        if highlight:
            pygame.draw.rect(s, (*GOLD, 50 if highlight == "target" else 90), inner, border_radius=14)
        pygame.draw.rect(s, colour, inner, 3 if not highlight else 5, border_radius=14)
        _slot_cache[key] = s
    return _slot_cache[key]


def draw_slot(surface: pygame.Surface, rect: pygame.Rect, highlight: str = "", label: str = "") -> None:
    """An empty place on the felt: a faint rounded outline (gold when it is a target)."""
    surface.blit(_slot_surface(rect.size, highlight), rect.inflate(8, 8))
    if label:
        img = res.text(label, 22, (220, 235, 225))
        surface.blit(img, img.get_rect(center=rect.center))


def hand_keys(hand: list[str]) -> list[str]:
    """Unique sprite keys for a hand in which the same card can come twice ("h:G5:1", "h:G5:2")."""
    seen: dict[str, int] = {}
    keys = []
    for c in hand:
        seen[c] = seen.get(c, 0) + 1
        keys.append(f"h:{c}:{seen[c]}")
    return keys


def draw_backs(
    surface: pygame.Surface, back: str, size: tuple[int, int], n: int, topleft, width: int, most_step: int
) -> None:
    """`n` small card backs overlapping in a row from `topleft` within `width` (a seat's hand count),
    at most `most_step` apart."""
    step = min(most_step, (width - size[0]) / max(1, n - 1))
    image = res.scaled(back, size)
    x, y = topleft
    for k in range(n):
        surface.blit(image, (x + k * step, y))
