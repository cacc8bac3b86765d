"""Racko deck: faces 1.png … 60.png and back.png, 300x420 px.

The number is large in the middle; a colour band runs from blue (low) through green and yellow to
red (high), and the small number in the band sits further right the higher it is, so a rack reads
at a glance. A value bar at the foot gives a cue that needs no colour.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from build_scripts.art.common import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    INK,
    SS,
    card_back,
    card_mask,
    card_surface,
    downscale,
    load_font,
    mix,
    save_png,
)

TOP = 60  # highest card of the full deck
STOPS = (  # value → band colour, distinct in lightness as well as hue
    (1, (40, 70, 170)),
    (12, (30, 140, 170)),
    (24, (50, 150, 70)),
    (36, (225, 190, 40)),
    (48, (235, 120, 40)),
    (60, (190, 40, 50)),
)
BACK = (28, 60, 92)
BAND_H = 96  # at 1x of the 300x420 sprite


def band_colour(value: int) -> tuple[int, ...]:
    """The band colour for a value, blended between the stops."""
    for (v0, c0), (v1, c1) in zip(STOPS, STOPS[1:], strict=False):
        if value <= v1:
            return mix(c0, c1, (value - v0) / (v1 - v0))
    return STOPS[-1][1]


def ink_on(colour: tuple[int, ...]) -> tuple[int, int, int]:
    """Black or white text, whichever contrasts with `colour`."""
    r, g, b = colour[:3]
    return (20, 20, 24) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


def face(value: int) -> pygame.Surface:
    """One face, drawn supersampled and scaled down once."""
    w, h = CARD_W * SS, CARD_H * SS
    card = card_surface(w, h, CARD_RADIUS * SS)
    colour = band_colour(value)
    band = pygame.Rect(0, 0, w, BAND_H * SS)
    layer = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    pygame.draw.rect(layer, colour, band)
    pygame.draw.rect(layer, colour, (0, h - 26 * SS, w, 26 * SS))
    layer.blit(card_mask(w, h, CARD_RADIUS * SS), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    card.blit(layer, (0, 0))
    small = load_font(64 * SS, bold=True).render(str(value), True, ink_on(colour))
    margin = 22 * SS
    x = margin + (w - 2 * margin - small.get_width()) * (value - 1) / (TOP - 1)
    card.blit(small, (round(x), band.centery - small.get_height() // 2))
    big = load_font(176 * SS, bold=True).render(str(value), True, INK)
    card.blit(big, big.get_rect(center=(w // 2, (band.bottom + h - 40 * SS) // 2)))
    bar = pygame.Rect(24 * SS, h - 58 * SS, w - 48 * SS, 16 * SS)
    pygame.draw.rect(card, mix(INK, (255, 255, 255), 0.8), bar, border_radius=8 * SS)
    filled = bar.copy()
    filled.width = max(bar.height, round(bar.width * value / TOP))
    pygame.draw.rect(card, mix(colour, INK, 0.2), filled, border_radius=8 * SS)
    return downscale(card, (CARD_W, CARD_H))


def stripes(surface: pygame.Surface) -> None:
    """The back's pattern: diagonal stripes in the band colours, low to high."""
    w, h = surface.get_size()
    step = w // 8
    for i in range(-h // step, w // step + 2):
        colour = mix(band_colour(1 + (i * 7) % TOP), BACK, 0.55)
        x = i * step
        pygame.draw.polygon(surface, colour, [(x, 0), (x + step // 2, 0), (x + step // 2 + h, h), (x + h, h)])


def build(root: Path) -> list[Path]:
    """Draw every face and the back under root/assets/cards/racko/; returns the paths written."""
    folder = root / "assets" / "cards" / "racko"
    paths = [save_png(face(v), folder / f"{v}.png") for v in range(1, TOP + 1)]
    paths.append(save_png(card_back(BACK, stripes), folder / "back.png"))
    return paths
