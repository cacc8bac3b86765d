"""Wizard deck: 52 suit faces (<code>.png, e.g. H7.png), W.png, N.png and back.png, 300x420 px.

The Wizard and the Jester carry their name's initial in the player's language (`card_letter`:
W and J, Finnish V and N), so those two are drawn once per language (`common.in_each_language`).

Each suit has a colour and an emblem, so the suits stay apart without colour: humans a blue
shield, elves a green leaf, dwarves a red gem, giants a golden tower. Lightness differs too.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from build_scripts.art.common import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    CREAM,
    GOLD,
    SS,
    card_back,
    card_surface,
    corner_rank,
    downscale,
    gradient_fill,
    in_each_language,
    lens_points,
    load_font,
    mix,
    regular_polygon,
    rotate,
    save_png,
    shadow,
    stroke,
)
from game.wizard.cards import JESTER, SUITS, WIZARD, card_letter

# Figure and ink colour per suit: dark blue, mid green, mid-dark red, light gold (greyscale apart).
FILL = {"H": (34, 68, 160), "E": (46, 150, 84), "D": (196, 44, 52), "G": (236, 178, 40)}
INK = {"H": (24, 48, 120), "E": (24, 100, 50), "D": (150, 24, 34), "G": (140, 92, 0)}
WIZARD_FILL = (58, 36, 110)
JESTER_FILL = (236, 232, 222)
BACK = (52, 34, 96)

Point = tuple[float, float]


def emblem_points(suit: str, centre: Point, size: float) -> list[Point]:
    """Outline of the suit's emblem, `size` tall, centred."""
    cx, cy = centre
    h, w = size / 2, size * 0.42
    if suit == "H":  # shield: flat top, curved sides to a point
        top = [(cx - w, cy - h), (cx + w, cy - h)]
        side = [(cx + w, cy - h + size * 0.45 * t / 8) for t in range(1, 9)]
        curve = [(cx + w * (1 - t / 12) ** 1.4 * 1.0, cy + h * 0.0 + (h * 0.9 + size * 0.05) * (t / 12))
                 for t in range(1, 13)]
        right = top + side + curve
        left = [(2 * cx - x, y) for x, y in reversed(right[1:-1])]
        return right + [(cx, cy + h)] + left
    if suit == "E":  # leaf: a lens, tilted
        return rotate(lens_points((cx, cy), size, 0.55), 30, (cx, cy))
    if suit == "D":  # gem: cut top, long point
        return [(cx - w * 0.55, cy - h), (cx + w * 0.55, cy - h), (cx + w, cy - h * 0.45),
                (cx, cy + h), (cx - w, cy - h * 0.45)]
    # giants: a tower with battlements
    t = size * 0.16
    pts = [(cx - w, cy + h), (cx - w, cy - h)]
    for k in range(3):
        x0 = cx - w + k * (2 * w) / 2.5
        pts += [(x0 + t * 0.9, cy - h), (x0 + t * 0.9, cy - h + t), (x0 + t * 1.8, cy - h + t),
                (x0 + t * 1.8, cy - h)]
    return [p for p in pts if p[0] <= cx + w] + [(cx + w, cy - h), (cx + w, cy + h)]


def emblem_detail(surface: pygame.Surface, suit: str, centre: Point, size: float, colour) -> None:
    """The emblem's inner line (leaf rib, gem facet, shield band, tower door) in a light tone."""
    cx, cy = centre
    light = mix(colour, (255, 255, 255), 0.55)
    width = max(2, round(size / 28))
    if suit == "E":
        a, b = rotate([(cx, cy - size * 0.42), (cx, cy + size * 0.42)], 30, (cx, cy))
        pygame.draw.line(surface, light, a, b, width)
    elif suit == "D":
        h, w = size / 2, size * 0.42
        pygame.draw.lines(surface, light, False, [(cx - w, cy - h * 0.45), (cx - w * 0.3, cy - h * 0.45),
                                                  (cx, cy + h * 0.9), (cx + w * 0.3, cy - h * 0.45),
                                                  (cx + w, cy - h * 0.45)], width)
    elif suit == "H":
        pygame.draw.line(surface, light, (cx, cy - size * 0.42), (cx, cy + size * 0.38), width * 2)
        pygame.draw.line(surface, light, (cx - size * 0.33, cy - size * 0.12),
                         (cx + size * 0.33, cy - size * 0.12), width * 2)
    else:
        door = pygame.Rect(0, 0, size * 0.24, size * 0.34)
        door.midbottom = (round(cx), round(cy + size / 2))
        pygame.draw.rect(surface, light, door, border_top_left_radius=door.w // 2,
                         border_top_right_radius=door.w // 2)


def draw_emblem(surface: pygame.Surface, suit: str, centre: Point, size: float) -> None:
    colour = FILL[suit]
    points = emblem_points(suit, centre, size)
    gradient_fill(surface, points, mix(colour, (255, 255, 255), 0.18), mix(colour, (0, 0, 0), 0.12))
    stroke(surface, points, INK[suit], max(2, size / 40))
    emblem_detail(surface, suit, centre, size, colour)


def star_points(centre: Point, radius: float, spikes: int = 5) -> list[Point]:
    outer = regular_polygon(centre, radius, spikes)
    inner = regular_polygon(centre, radius * 0.45, spikes, rotation=-90 + 180 / spikes)
    return [p for pair in zip(outer, inner, strict=True) for p in pair]


def jester_hat(centre: Point, size: float) -> list[Point]:
    """Three drooping points over a band."""
    cx, cy = centre
    w, h = size * 0.5, size * 0.5
    return [(cx - w * 0.7, cy + h * 0.6), (cx - w * 1.05, cy - h * 0.1), (cx - w * 0.35, cy - h * 0.45),
            (cx, cy - h), (cx + w * 0.35, cy - h * 0.45), (cx + w * 1.05, cy - h * 0.1),
            (cx + w * 0.7, cy + h * 0.6)]


def corners(surface: pygame.Surface, label: str, ink, mark) -> None:
    """Rank (or the Wizard's, the Jester's letter) top left and, turned, bottom right, each with a
    small mark under it."""
    w, h = surface.get_size()
    f = load_font(round(58 * SS), bold=True)
    text = corner_rank(f, label, ink)
    corner = pygame.Surface((text.get_width() + 10 * SS, text.get_height() + 50 * SS), pygame.SRCALPHA)
    corner.blit(text, text.get_rect(midtop=(corner.get_width() / 2, 0)))
    mark(corner, (corner.get_width() / 2, text.get_height() + 20 * SS), 34 * SS)
    surface.blit(corner, (20 * SS, 16 * SS))
    flipped = pygame.transform.rotate(corner, 180)
    surface.blit(flipped, (w - 20 * SS - flipped.get_width(), h - 16 * SS - flipped.get_height()))


def suit_face(suit: str, rank: int) -> pygame.Surface:
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS)
    tint = pygame.Rect(0, 0, w - 60 * SS, h - 60 * SS)
    tint.center = (w // 2, h // 2)
    pygame.draw.rect(surface, mix(FILL[suit], (255, 255, 255), 0.86), tint, border_radius=18 * SS)
    centre = (w / 2, h / 2 + 10 * SS)
    shadow(surface, emblem_points(suit, (centre[0], centre[1] + 6 * SS), 170 * SS), (0, 0), 12 * SS, 70)
    draw_emblem(surface, suit, centre, 170 * SS)
    big = load_font(round(64 * SS), bold=True)
    num = big.render(str(rank), True, (255, 255, 255) if suit != "G" else INK[suit])
    surface.blit(num, num.get_rect(center=(round(centre[0]), round(centre[1] - 4 * SS))))
    corners(surface, str(rank), INK[suit], lambda s, c, size: draw_emblem(s, suit, c, size))
    return downscale(surface, (CARD_W, CARD_H))


def wizard_face(letter: str) -> pygame.Surface:
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS, fill=WIZARD_FILL, border=mix(WIZARD_FILL, (0, 0, 0), 0.4))
    small = ((0.25, 0.3, 10), (0.78, 0.22, 7), (0.2, 0.75, 6), (0.8, 0.7, 9), (0.5, 0.9, 5))
    for i, (x, y, r) in enumerate(small):
        colour = mix(GOLD, WIZARD_FILL, 0.3 + 0.1 * (i % 2))
        pygame.draw.polygon(surface, colour, star_points((x * w, y * h), r * SS))
    star = star_points((w / 2, h / 2), 110 * SS)
    shadow(surface, star, (0, 8 * SS), 12 * SS, 110)
    gradient_fill(surface, star, mix(GOLD, (255, 255, 255), 0.35), GOLD)
    stroke(surface, star, mix(GOLD, (0, 0, 0), 0.35), 3 * SS)
    corners(surface, letter, CREAM, lambda s, c, size: pygame.draw.polygon(s, GOLD, star_points(c, size / 2)))
    return downscale(surface, (CARD_W, CARD_H))


def jester_face(letter: str) -> pygame.Surface:
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS, fill=JESTER_FILL)
    # diagonal harlequin diamonds in pale grey: the Jester looks empty, as it is worth nothing
    for row in range(-1, 9):
        for col in range(-1, 6):
            if (row + col) % 2 == 0:
                cx, cy = (col + 0.5) * w / 5, (row + 0.5) * h / 8
                pygame.draw.polygon(surface, (222, 216, 204), regular_polygon((cx, cy), w / 10, 4))
    hat = jester_hat((w / 2, h / 2), 200 * SS)
    shadow(surface, hat, (0, 8 * SS), 12 * SS, 90)
    gradient_fill(surface, hat, (150, 150, 150), (96, 96, 100))
    stroke(surface, hat, (60, 60, 64), 3 * SS)
    for x, y in (hat[1], hat[3], hat[5]):
        pygame.draw.circle(surface, GOLD, (x, y), 16 * SS)
        pygame.draw.circle(surface, mix(GOLD, (0, 0, 0), 0.35), (x, y), 16 * SS, 2 * SS)
    corners(surface, letter, (60, 60, 64),
            lambda s, c, size: pygame.draw.polygon(s, (96, 96, 100), jester_hat(c, size)))
    return downscale(surface, (CARD_W, CARD_H))


def sparkle(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    for row in range(12):
        for col in range(8):
            x = (col + 0.5 + 0.5 * (row % 2)) * w / 8
            y = (row + 0.5) * h / 12
            pygame.draw.polygon(surface, mix(BACK, GOLD, 0.25), star_points((x, y), w / 40))


def build(root: Path) -> list[Path]:
    """Draw every face and the back under root/assets/cards/wizard/; returns the paths written."""
    folder = root / "assets" / "cards" / "wizard"
    paths = [save_png(suit_face(s, r), folder / f"{s}{r}.png") for s in SUITS for r in range(1, 14)]
    for lettered in in_each_language(folder):
        paths.append(save_png(wizard_face(card_letter(WIZARD)), lettered / f"{WIZARD}.png"))
        paths.append(save_png(jester_face(card_letter(JESTER)), lettered / f"{JESTER}.png"))
    paths.append(save_png(card_back(BACK, sparkle), folder / "back.png"))
    return paths
