"""Zoker Memo's grid: where its places lie at each table size, and its card sprite, which glides
and flips between back and face."""

from __future__ import annotations

import pygame

from scenes.kit import resources as res
from scenes.kit.anim import Tween, ease_in_out
from scenes.kit.cards import TABLE_CARD
from scenes.kit.ui import GOLD, GOLD_BRIGHT, draw_shadow
from scenes.text.zoker_text import face

BACK = "cards/zoker/back.png"
GRID_AREA = pygame.Rect(450, 112, 1070, 920)
GAP = 18
MIN_CARD_W = 96  # STYLE: never smaller than 96 px wide (big tables overlap rows instead)


def grid_layout(rows: int, cols: int) -> tuple[tuple[int, int], list[tuple[float, float]]]:
    """Card size and the top-left of every grid place, centred in the play area."""
    area = GRID_AREA
    fit_w = (area.w - (cols - 1) * GAP) / cols
    fit_h = (area.h - (rows - 1) * GAP) / rows
    w = max(MIN_CARD_W, int(min(TABLE_CARD[0], fit_w, fit_h * 5 / 7)))
    h = w * 7 // 5
    step_y = min(h + GAP, (area.h - h) / (rows - 1)) if rows > 1 else 0
    total_w = cols * w + (cols - 1) * GAP
    total_h = h + (rows - 1) * step_y
    x0, y0 = area.centerx - total_w / 2, area.centery - total_h / 2
    return (w, h), [(x0 + c * (w + GAP), y0 + r * step_y) for r in range(rows) for c in range(cols)]


def table_layout(rows: int, cols: int, places: int) -> tuple[tuple[int, int], list[tuple[float, float]]]:
    """Card size and the top-left of each of `places` places: the rows × cols grid, then the places
    added beside it when no pair is left (new columns right of it, top to bottom), laid out as one
    wider grid in the play area: a column added past it stood over the deck and the turn panel."""
    grid = rows * cols
    wide = cols - (-max(0, places - grid) // rows)  # the grid's columns and the added ones
    size, spots = grid_layout(rows, wide)
    kept = [spots[(p // cols) * wide + p % cols] for p in range(grid)]
    return size, kept + [spots[(k % rows) * wide + cols + k // rows] for k in range(places - grid)]


class MemoCard:
    """A card on the Memo table: glides (position and size) and flips between back and face."""

    def __init__(self, box, card=None):
        self.box = tuple(float(v) for v in box)  # x, y, w, h
        self.card = card  # the face shown, None for the back
        self.old_image = self.image
        self.move: Tween | None = None
        self.flip: Tween | None = None
        self.hover = False

    @property
    def image(self) -> str:
        return BACK if self.card is None else face(self.card)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(*(round(v) for v in self.box))

    @property
    def moving(self) -> bool:
        return self.move is not None or self.flip is not None

    def glide_to(self, box, duration: float, delay: float = 0.0) -> None:
        if duration <= 0 and delay <= 0:
            self.box, self.move = tuple(float(v) for v in box), None
        else:
            self.move = Tween(self.box, box, duration, delay)

    def turn(self, card, duration: float, delay: float = 0.0) -> None:
        """Show `card` (None: the back), flipping over `duration` seconds."""
        self.old_image = self.image
        self.card = card
        self.flip = Tween((0.0,), (1.0,), duration, delay, ease_in_out) if duration > 0 else None

    def update(self, dt: float) -> None:
        if self.move:
            self.move.update(dt)
            self.box = self.move.value
            if self.move.done:
                self.move = None
        if self.flip:
            self.flip.update(dt)
            if self.flip.done:
                self.flip = None

    def finish(self) -> None:
        self.update(1e9)

    def look(self) -> tuple:
        """What the card shows now, beside its rect (partial redraws compare it)."""
        return (self.image, self.old_image, self.flip.value[0] if self.flip else None, self.hover)

    def draw(self, surface: pygame.Surface, highlight: str = "") -> None:
        rect = self.rect.move(0, -8 if self.hover else 0)
        image, squeeze = self.image, 1.0
        if self.flip:
            p = self.flip.value[0]
            image, squeeze = (self.old_image, 1 - 2 * p) if p < 0.5 else (self.image, 2 * p - 1)
        w = max(1, round(rect.w * squeeze))
        body = pygame.Rect(0, 0, w, rect.h)
        body.center = rect.center
        draw_shadow(surface, body, radius=12, offset=12 if self.hover else 6, alpha=80)
        img = res.scaled(image, rect.size)
        surface.blit(img if w == rect.w else pygame.transform.smoothscale(img, body.size), body)
        if highlight:
            colour = GOLD_BRIGHT if highlight == "focus" else GOLD
            pygame.draw.rect(surface, colour, rect.inflate(10, 10), 5, border_radius=16)
