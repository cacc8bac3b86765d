"""A panel over cards nobody at the screen may see: one per group of touching cards, inside the canvas."""

from __future__ import annotations

import pygame

from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, draw_panel

COVER_PAD = 16  # a cover reaches this far past the cards it hides
COVER_MARGIN = 8  # and keeps this far inside the canvas: its frame never runs off the edge
WORDS_W = 440  # the panel with the words is at least this wide (over one card they broke into four lines)


def cover_boxes(rects: list[pygame.Rect], inside: pygame.Rect) -> list[pygame.Rect]:
    """Panels over `rects`, one per group of touching cards (a card drawn in the middle of the
    table is covered where it lies, not by a panel spanning the table), largest first, each
    kept `inside`."""
    boxes: list[pygame.Rect] = []
    for rect in rects:
        box = rect.inflate(2 * COVER_PAD, 2 * COVER_PAD)
        while (hit := box.collidelist(boxes)) >= 0:
            box = box.union(boxes.pop(hit))
        boxes.append(box)
    boxes.sort(key=lambda b: -b.w * b.h)
    if boxes and boxes[0].w < WORDS_W:
        boxes[0] = boxes[0].inflate(WORDS_W - boxes[0].w, 0).clamp(inside)
    return [b.clip(inside) for b in boxes]


def covered_area(rects: list[pygame.Rect], canvas: pygame.Rect) -> pygame.Rect | None:
    """What `draw_cover` paints over `rects` on `canvas`, as one rect (for a partial redraw's looks)."""
    boxes = cover_boxes(rects, canvas.inflate(-2 * COVER_MARGIN, -2 * COVER_MARGIN))
    return boxes[0].unionall(boxes[1:]) if boxes else None


def draw_cover(surface: pygame.Surface, rects: list[pygame.Rect], words: str) -> None:
    """Cover `rects`; `words` on the largest panel (a lone card apart is only covered)."""
    inside = surface.get_rect().inflate(-2 * COVER_MARGIN, -2 * COVER_MARGIN)
    for i, box in enumerate(cover_boxes(rects, inside)):
        draw_panel(surface, box)
        if i == 0:
            draw_text(surface, words, box.inflate(-24, -12), 36, INK, True)
