"""Zoker deck: 64 faces (<colour>_<code>.png, e.g. orange_XL3.png) and back.png, 300x420 px."""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from build_scripts.art.common import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    SS,
    canvas,
    card_back,
    card_surface,
    downscale,
    drop_points,
    gradient_fill,
    lens_points,
    load_font,
    mix,
    regular_polygon,
    save_png,
    shadow,
    stroke,
)
from game.zoker.cards import COLOUR_IDS, DECK, Card, sprite_name

# Figure colour per colour id; lightness differs (blue dark, red mid-dark, green mid, orange light)
# so the colours stay apart in greyscale and for colour-blind players (grey levels about 59, 104, 133, 186).
FILL = {"blue": (30, 58, 140), "green": (60, 176, 102), "orange": (250, 182, 52), "red": (220, 54, 56)}
# Darker "ink" of each colour for the corner code: at least 4.5:1 contrast on the card.
INK = {"blue": (22, 44, 110), "green": (22, 98, 48), "orange": (158, 84, 0), "red": (160, 26, 34)}
# Height of the figure per size S, M, L, XL, as a share of the largest (XL) figure.
SIZE_SCALE = (0.36, 0.56, 0.78, 1.0)
XL_HEIGHT = 212  # px at the final 300x420 size
# How far the pale disc behind the figure fades to white: less for light orange, so all look alike.
HALO_FADE = {"blue": 0.89, "green": 0.87, "orange": 0.8, "red": 0.88}
BACK = (44, 52, 104)


def figure_points(shape: int, centre: tuple[float, float], height: float) -> list[tuple[float, float]]:
    """Outline of a figure with 1-4 corners (drop, lens, triangle, square) of the given height."""
    cx, cy = centre
    if shape == 0:
        return drop_points(centre, height)
    if shape == 1:
        return lens_points(centre, height)
    if shape == 2:
        # Equilateral triangle, point up, a little shorter so its wide base clears the corner index;
        # its centroid sits low, so centre the bounding box instead.
        height *= 0.94
        r = height / 1.5
        return regular_polygon((cx, cy + height / 2 - r / 2), r, 3)
    side = height * 0.76  # a square looks heavier than the others at the same height
    return regular_polygon(centre, side / math.sqrt(2), 4, rotation=-45)


def corner(card: Card, colour: str) -> pygame.Surface:
    """The corner index at the supersampled size: the code (e.g. "XL3") over 1-4 colour dots."""
    font = load_font(46 * SS, bold=True)
    surface = canvas(CARD_W * SS // 2, CARD_H * SS // 4)
    x, y = 24 * SS, 16 * SS
    image = font.render(card.code, True, INK[colour])
    surface.blit(image, (x, y))
    r = 10 * SS
    dots_y = y + image.get_height() + r + 4 * SS
    for i in range(card.colour + 1):
        centre = (x + r + 1 * SS + i * (2 * r + 4 * SS), dots_y)
        pygame.draw.circle(surface, INK[colour], centre, r)
        pygame.draw.circle(surface, FILL[colour], centre, r - 2.5 * SS)
    return surface


def face(card: Card) -> pygame.Surface:
    """The face of one card at 300x420."""
    colour = COLOUR_IDS[card.colour]
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS)
    centre = (w / 2, h / 2)
    # A pale disc the size of an XL figure: a fixed yardstick that makes S, M, L and XL easy to tell.
    halo = mix(FILL[colour], (255, 255, 255), HALO_FADE[colour])
    pygame.draw.circle(surface, halo, centre, XL_HEIGHT * SS * 0.56)
    height = XL_HEIGHT * SS * SIZE_SCALE[card.size]
    points = figure_points(card.shape, centre, height)
    shadow(surface, points, (0, 5 * SS), 6 * SS, 70)
    light, dark = mix(FILL[colour], (255, 255, 255), 0.22), mix(FILL[colour], (0, 0, 0), 0.12)
    gradient_fill(surface, points, light, dark)
    stroke(surface, points, INK[colour], 3 * SS)
    index = corner(card, colour)
    surface.blit(index, (0, 0))
    surface.blit(pygame.transform.rotate(index, 180), (w - index.get_width(), h - index.get_height()))
    return downscale(surface, (CARD_W, CARD_H))


def lattice(surface: pygame.Surface) -> None:
    """The back's pattern: a fine lattice of the four figures, a shade lighter than the back."""
    motif = mix(BACK, (255, 255, 255), 0.09)
    step = 38 * SS
    for row in range(surface.get_height() // step + 2):
        for col in range(surface.get_width() // step + 2):
            x = col * step + (step / 2 if row % 2 else 0)
            pygame.draw.polygon(surface, motif, figure_points((row + col) % 4, (x, row * step), 16 * SS))


def back() -> pygame.Surface:
    """The one back design: indigo with the lattice of figures, framed around the Pelipöytä mark."""
    return card_back(BACK, lattice)


def build(root: Path) -> list[Path]:
    """Draw every face and the back under root/assets/cards/zoker/; returns the paths written."""
    folder = root / "assets" / "cards" / "zoker"
    paths = [save_png(face(card), folder / f"{sprite_name(card)}.png") for card in DECK]
    paths.append(save_png(back(), folder / "back.png"))
    return paths

