"""Pegs and Jokers: a 52-card deck (<rank><suit>.png, e.g. AS, 7H, TD, KC), the joker, the back, pegs, boards.

Four-colour suits, each with its own symbol drawn from primitives: black spades, red hearts,
blue diamonds, green clubs. Courts are double-headed portraits (crown, tiara, feathered cap).
Pegs are seen from above, one per seat colour with its own white or dark mark, so the eight
seats stay apart without colour. Boards (one per size) are wood with drilled holes, each side
in its owner's colour, built from the same geometry as the table map (build_scripts/maps/pegs.py).
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from build_scripts.art.common import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    GOLD,
    SS,
    canvas,
    card_back,
    card_surface,
    downscale,
    draw_mark,
    gradient_fill,
    in_each_language,
    load_font,
    mix,
    regular_polygon,
    save_png,
    shadow,
    stroke,
)
from build_scripts.maps import pegs as geometry
from game.pegs.cards import JOKER, card_label
from scenes.tables.pegs_look import JOKER_FILE, MARKS, PEG_COLOURS, RANKS, SUITS, mark_ink

SUIT_FILL = {"S": (30, 30, 38), "H": (212, 36, 46), "D": (34, 104, 206), "C": (18, 120, 58)}
BACK = (128, 28, 40)
SKIN, HAIR = (246, 214, 184), (92, 58, 34)
PEG_SIZE = 96  # px: the largest peg drawn on any board is well under half this
WOOD_LIGHT, WOOD_DARK = (196, 146, 92), (150, 100, 56)

Point = tuple[float, float]


# --------------------------------------------------------------------------- suit symbols


def heart_points(centre: Point, size: float, flip: bool = False) -> list[Point]:
    """A heart `size` tall (point down; up when `flip`)."""
    cx, cy = centre
    pts = []
    for i in range(120):
        t = 2 * math.pi * i / 120
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y + 2.5))  # the curve spans y -12…17: centre it
    k = size / 29
    return [(cx + x * k, cy + (-y if flip else y) * k) for x, y in pts]


def diamond_points(centre: Point, size: float) -> list[Point]:
    """A diamond with gently curved sides."""
    cx, cy = centre
    h, w = size / 2, size * 0.36
    pts = []
    for (x0, y0), (x1, y1) in (((0, -h), (w, 0)), ((w, 0), (0, h)), ((0, h), (-w, 0)), ((-w, 0), (0, -h))):
        for i in range(12):
            t = i / 12
            bend = math.sin(math.pi * t) * size * 0.03  # pulled inwards a little
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            d = math.hypot(x, y) or 1
            pts.append((cx + x - x / d * bend, cy + y - y / d * bend))
    return pts


def stem_points(centre: Point, size: float) -> list[Point]:
    """The flared foot of a spade or club."""
    cx, cy = centre
    top, bottom = cy + size * 0.05, cy + size * 0.5
    pts = [(cx - size * 0.05, top)]
    for i in range(9):
        t = i / 8
        pts.append((cx - size * (0.05 + 0.17 * t ** 2.2), top + (bottom - top) * t))
    pts += [(2 * cx - x, y) for x, y in reversed(pts)]
    return pts


def draw_suit(surface: pygame.Surface, suit: str, centre: Point, size: float, flip: bool = False,
              colour: tuple[int, int, int] | None = None) -> None:
    """One suit symbol `size` tall, centred; `flip` turns it upside down (the lower pips of a card)."""
    colour = colour or SUIT_FILL[suit]
    if flip:
        layer = canvas(round(size * 1.4), round(size * 1.4))
        draw_suit(layer, suit, (layer.get_width() / 2, layer.get_height() / 2), size, colour=colour)
        layer = pygame.transform.rotate(layer, 180)
        surface.blit(layer, layer.get_rect(center=(round(centre[0]), round(centre[1]))))
        return
    cx, cy = centre
    if suit == "H":
        pygame.draw.polygon(surface, colour, heart_points(centre, size))
    elif suit == "D":
        pygame.draw.polygon(surface, colour, diamond_points(centre, size))
    elif suit == "S":
        body = heart_points((cx, cy - size * 0.12), size * 0.8, flip=True)
        pygame.draw.polygon(surface, colour, body)
        pygame.draw.polygon(surface, colour, stem_points((cx, cy), size))
    else:
        r = size * 0.2
        for dx, dy in ((0, -0.24), (-0.23, 0.05), (0.23, 0.05)):
            pygame.draw.circle(surface, colour, (cx + dx * size, cy + dy * size), r)
        pygame.draw.circle(surface, colour, (cx, cy - size * 0.02), r * 0.7)
        pygame.draw.polygon(surface, colour, stem_points((cx, cy), size))


# --------------------------------------------------------------------------- faces

PIP_ROWS = {  # rank → (column, row) with columns -1, 0, 1 and rows 0 (top) … 1 (bottom)
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: ((-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)),
    10: ((-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6),
         (-1, 1), (1, 1)),
}
RANK_LABEL = {"T": "10"}


def corners(surface: pygame.Surface, label: str, suit: str | None, ink) -> None:
    """Rank over a small suit symbol, top left and (turned) bottom right."""
    w, h = surface.get_size()
    font = load_font(round((50 if len(label) == 1 else 44) * SS), bold=True)
    text = font.render(label, True, ink)
    corner = canvas(max(text.get_width(), 40 * SS) + 8 * SS, text.get_height() + 46 * SS)
    corner.blit(text, text.get_rect(midtop=(corner.get_width() / 2, 0)))
    mid = (corner.get_width() / 2, text.get_height() + 20 * SS)
    if suit is None:
        pygame.draw.polygon(corner, ink, star_points(mid, 19 * SS))
    else:
        draw_suit(corner, suit, mid, 34 * SS)
    x = 36 * SS - corner.get_width() / 2
    surface.blit(corner, (round(x), 14 * SS))
    flipped = pygame.transform.rotate(corner, 180)
    surface.blit(flipped, (round(w - x - flipped.get_width()), h - 14 * SS - flipped.get_height()))


def star_points(centre: Point, radius: float, spikes: int = 5) -> list[Point]:
    outer = regular_polygon(centre, radius, spikes)
    inner = regular_polygon(centre, radius * 0.45, spikes, rotation=-90 + 180 / spikes)
    return [p for pair in zip(outer, inner, strict=True) for p in pair]


def pip_face(rank: str, suit: str) -> pygame.Surface:
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS)
    if rank == "A":
        pygame.draw.circle(surface, mix(SUIT_FILL[suit], (255, 255, 255), 0.9), (w / 2, h / 2), 100 * SS)
        pygame.draw.circle(surface, mix(SUIT_FILL[suit], (255, 255, 255), 0.55), (w / 2, h / 2), 100 * SS,
                           2 * SS)
        draw_suit(surface, suit, (w / 2, h / 2), 140 * SS)
    else:
        n = int(RANK_LABEL.get(rank, rank))
        size = (60 if n <= 3 else 56 if n <= 8 else 50) * SS
        x0, x1, y0, y1 = 94 * SS, 206 * SS, 86 * SS, 334 * SS
        for col, row in PIP_ROWS[n]:
            x = (x0 + x1) / 2 + col * (x1 - x0) / 2
            draw_suit(surface, suit, (x, y0 + row * (y1 - y0)), size, flip=row > 0.5)
    corners(surface, RANK_LABEL.get(rank, rank), suit, SUIT_FILL[suit])
    return downscale(surface, (CARD_W, CARD_H))


def headgear(surface: pygame.Surface, rank: str, suit: str, head: Point, r: float) -> None:
    """A crown (K), a tiara (Q) or a feathered cap (J) on a head of radius `r`."""
    hx, hy = head
    gold, gold_dark = GOLD, mix(GOLD, (0, 0, 0), 0.35)
    if rank == "K":
        base = hy - r * 0.7
        pts = [(hx - r * 1.05, base), (hx - r * 1.15, base - r * 1.1), (hx - r * 0.55, base - r * 0.55),
               (hx, base - r * 1.35), (hx + r * 0.55, base - r * 0.55), (hx + r * 1.15, base - r * 1.1),
               (hx + r * 1.05, base)]
        pygame.draw.polygon(surface, gold, pts)
        stroke(surface, pts, gold_dark, r * 0.08)
        for x, y in (pts[1], pts[3], pts[5]):
            pygame.draw.circle(surface, gold, (x, y), r * 0.16)
        pygame.draw.circle(surface, SUIT_FILL[suit], (hx, base - r * 0.35), r * 0.16)
    elif rank == "Q":
        pygame.draw.ellipse(surface, gold, (hx - r * 0.95, hy - r * 1.25, r * 1.9, r * 0.6))
        for k in range(5):
            a = math.radians(200 + 35 * k)
            x, y = hx + r * 0.95 * math.cos(a), hy - r * 0.8 + r * 0.6 * math.sin(a)
            pygame.draw.circle(surface, gold, (x, y), r * 0.17)
        pygame.draw.circle(surface, SUIT_FILL[suit], (hx, hy - r * 1.28), r * 0.2)
    else:
        cap = [(hx - r * 1.1, hy - r * 0.45), (hx - r * 0.9, hy - r * 1.15), (hx + r * 0.2, hy - r * 1.35),
               (hx + r * 1.15, hy - r * 0.9), (hx + r * 1.1, hy - r * 0.45)]
        pygame.draw.polygon(surface, mix(SUIT_FILL[suit], (0, 0, 0), 0.15), cap)
        band = (hx - r * 1.15, hy - r * 0.6, r * 2.3, r * 0.28)
        pygame.draw.rect(surface, gold, band, border_radius=round(r * 0.1))
        feather = [(hx + r * 0.7, hy - r * 1.0), (hx + r * 1.9, hy - r * 2.0), (hx + r * 1.2, hy - r * 0.85)]
        pygame.draw.polygon(surface, mix(GOLD, (255, 255, 255), 0.3), feather)


def half_figure(rank: str, suit: str, w: float, h: float) -> pygame.Surface:
    """The upper half of a court card: bust with headgear, robe in the suit colour, a pip in hand."""
    layer = canvas(round(w), round(h))
    fill = SUIT_FILL[suit]
    robe = mix(fill, (255, 255, 255), 0.12) if suit != "S" else (58, 58, 72)
    head = (w * 0.48, h * 0.42)
    r = h * 0.15
    shoulders = [(w * 0.06, h), (w * 0.08, h * 0.82), (w * 0.16, h * 0.7), (w * 0.32, h * 0.63),
                 (w * 0.64, h * 0.63), (w * 0.8, h * 0.7), (w * 0.88, h * 0.82), (w * 0.9, h)]
    gradient_fill(layer, shoulders, mix(robe, (255, 255, 255), 0.15), mix(robe, (0, 0, 0), 0.1))
    body = canvas(round(w), round(h))  # the robe's pattern, clipped to the robe
    if rank == "K":  # ermine: white fur with black tails over the shoulders
        cape = [(w * 0.08, h * 0.86), (w * 0.16, h * 0.7), (w * 0.32, h * 0.63), (w * 0.64, h * 0.63),
                (w * 0.8, h * 0.7), (w * 0.88, h * 0.86), (w * 0.48, h * 0.8)]
        pygame.draw.polygon(body, (246, 242, 232), cape)
        for x, y in ((0.2, 0.76), (0.3, 0.7), (0.66, 0.7), (0.76, 0.76), (0.4, 0.74), (0.56, 0.74)):
            tail = [(w * x, h * y - h * 0.03), (w * x - h * 0.015, h * y + h * 0.02),
                    (w * x + h * 0.015, h * y + h * 0.02)]
            pygame.draw.polygon(body, (30, 30, 34), tail)
    elif rank == "Q":  # small gold flowers
        for x, y in ((0.18, 0.9), (0.3, 0.78), (0.7, 0.78), (0.8, 0.9), (0.26, 0.96), (0.72, 0.96)):
            for k in range(5):
                a = 2 * math.pi * k / 5
                petal = (w * x + h * 0.018 * math.cos(a), h * y + h * 0.018 * math.sin(a))
                pygame.draw.circle(body, GOLD, petal, h * 0.014)
            pygame.draw.circle(body, (250, 244, 226), (w * x, h * y), h * 0.01)
    else:  # stripes
        for k in range(-2, 12):
            x = w * (0.06 + k * 0.08)
            pygame.draw.line(body, mix(robe, (0, 0, 0), 0.25), (x, h * 0.6), (x + w * 0.05, h),
                             max(1, round(w * 0.02)))
    mask = canvas(round(w), round(h))
    pygame.draw.polygon(mask, (255, 255, 255, 255), shoulders)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(body, (0, 0))
    pygame.draw.rect(layer, GOLD, (w * 0.06, h * 0.93, w * 0.84, h * 0.05))  # the belt where the halves meet
    collar = [(w * 0.32, h * 0.63), (w * 0.48, h * 0.86), (w * 0.64, h * 0.63)]
    pygame.draw.polygon(layer, GOLD, collar)
    pygame.draw.polygon(layer, mix(GOLD, (255, 255, 255), 0.55), [(w * 0.37, h * 0.63), (w * 0.48, h * 0.78),
                                                                   (w * 0.59, h * 0.63)])
    stroke(layer, shoulders[1:-1], mix(robe, (0, 0, 0), 0.4), h * 0.012)
    # what each court holds, on the left: a sceptre, a rose, a halberd
    hx = w * 0.13
    if rank == "K":
        pygame.draw.line(layer, mix(GOLD, (0, 0, 0), 0.2), (hx, h * 0.95), (hx, h * 0.3), round(w * 0.035))
        pygame.draw.circle(layer, GOLD, (hx, h * 0.27), w * 0.05)
        pygame.draw.circle(layer, SUIT_FILL[suit], (hx, h * 0.27), w * 0.022)
    elif rank == "Q":
        pygame.draw.line(layer, (40, 120, 60), (hx, h * 0.95), (hx, h * 0.42), round(w * 0.025))
        pygame.draw.polygon(layer, (40, 120, 60), [(hx, h * 0.62), (hx - w * 0.07, h * 0.56), (hx, h * 0.68)])
        for k in range(6):
            a = 2 * math.pi * k / 6
            petal = (hx + w * 0.03 * math.cos(a), h * 0.38 + w * 0.03 * math.sin(a))
            pygame.draw.circle(layer, (214, 60, 80), petal, w * 0.03)
        pygame.draw.circle(layer, (250, 200, 200), (hx, h * 0.38), w * 0.02)
    else:
        pygame.draw.line(layer, (120, 84, 48), (hx, h * 0.95), (hx, h * 0.18), round(w * 0.025))
        blade = [(hx, h * 0.1), (hx + w * 0.03, h * 0.2), (hx + w * 0.09, h * 0.24), (hx + w * 0.03, h * 0.3),
                 (hx, h * 0.28)]
        pygame.draw.polygon(layer, (200, 204, 212), blade)
        stroke(layer, blade, (110, 114, 124), max(1, w * 0.008))
    if rank == "Q":  # long hair behind the face
        pygame.draw.ellipse(layer, HAIR, (head[0] - r * 1.25, head[1] - r * 1.1, r * 2.5, r * 2.9))
    pygame.draw.rect(layer, SKIN, (head[0] - r * 0.35, head[1] + r * 0.6, r * 0.7, r * 0.7))
    pygame.draw.circle(layer, SKIN, head, r)
    pygame.draw.circle(layer, mix(SKIN, (0, 0, 0), 0.3), head, r, max(1, round(h * 0.01)))
    for dx in (-0.38, 0.38):  # eyes
        pygame.draw.circle(layer, (40, 34, 30), (head[0] + dx * r, head[1] - 0.05 * r), r * 0.1)
    pygame.draw.arc(layer, (170, 70, 60), (head[0] - r * 0.35, head[1] + r * 0.1, r * 0.7, r * 0.5),
                    math.pi * 1.1, math.pi * 1.9, max(1, round(r * 0.08)))
    if rank == "K":  # beard
        beard = [(head[0] - r * 0.85, head[1] + r * 0.2), (head[0], head[1] + r * 1.45),
                 (head[0] + r * 0.85, head[1] + r * 0.2), (head[0] + r * 0.5, head[1] + r * 0.55),
                 (head[0] - r * 0.5, head[1] + r * 0.55)]
        pygame.draw.polygon(layer, mix(HAIR, (255, 255, 255), 0.25), beard)
    headgear(layer, rank, suit, head, r)
    # the suit held up beside the figure, on a gold disc
    disc = (w * 0.86, h * 0.5)
    pygame.draw.circle(layer, (250, 244, 226), disc, h * 0.13)
    pygame.draw.circle(layer, GOLD, disc, h * 0.13, max(1, round(h * 0.015)))
    draw_suit(layer, suit, disc, h * 0.15)
    return layer


def court_face(rank: str, suit: str) -> pygame.Surface:
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS)
    frame = pygame.Rect(70 * SS, 40 * SS, w - 140 * SS, h - 80 * SS)
    pygame.draw.rect(surface, mix(SUIT_FILL[suit], (255, 255, 255), 0.86), frame, border_radius=12 * SS)
    top = half_figure(rank, suit, frame.w, frame.h / 2)
    clip = canvas(frame.w, frame.h)
    clip.blit(top, (0, 0))
    clip.blit(pygame.transform.rotate(top, 180), (0, frame.h / 2))
    surface.blit(clip, frame)
    pygame.draw.line(surface, mix(SUIT_FILL[suit], (255, 255, 255), 0.5), (frame.x + 6 * SS, frame.centery),
                     (frame.right - 6 * SS, frame.centery), 2 * SS)
    pygame.draw.rect(surface, SUIT_FILL[suit], frame, 3 * SS, border_radius=12 * SS)
    corners(surface, rank, suit, SUIT_FILL[suit])
    return downscale(surface, (CARD_W, CARD_H))


def joker_face(word: str) -> pygame.Surface:
    """A jester's hat in the four suit colours with gold bells, over the card's name (JOKER; Finnish
    JOKERI) in capitals."""
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS)
    pygame.draw.circle(surface, (250, 236, 196), (w / 2, h * 0.44), 112 * SS)
    cx, cy, s = w / 2, h * 0.47, 100 * SS
    band = [(cx - s * 0.75, cy + s * 0.35), (cx + s * 0.75, cy + s * 0.35), (cx + s * 0.7, cy + s * 0.6),
            (cx - s * 0.7, cy + s * 0.6)]
    tips = ((cx - s * 1.05, cy - s * 0.35), (cx, cy - s * 1.0), (cx + s * 1.05, cy - s * 0.35))
    foot = cy + s * 0.35
    lobes = (
        [(cx - s * 0.75, foot), tips[0], (cx - s * 0.2, cy - s * 0.2), (cx - s * 0.15, foot)],
        [(cx - s * 0.3, foot), (cx - s * 0.28, cy - s * 0.2), tips[1], (cx + s * 0.28, cy - s * 0.2),
         (cx + s * 0.3, foot)],
        [(cx + s * 0.15, foot), (cx + s * 0.2, cy - s * 0.2), tips[2], (cx + s * 0.75, foot)],
    )
    shadow(surface, [p for lobe in lobes for p in lobe], (0, 6 * SS), 10 * SS, 70)
    for lobe, suit in zip(lobes, ("H", "D", "C"), strict=True):
        gradient_fill(surface, lobe, mix(SUIT_FILL[suit], (255, 255, 255), 0.2), SUIT_FILL[suit])
        stroke(surface, lobe, mix(SUIT_FILL[suit], (0, 0, 0), 0.4), 2 * SS)
    pygame.draw.polygon(surface, SUIT_FILL["S"], band)
    for k in range(4):
        draw_suit(surface, "SHDC"[k], (cx - s * 0.45 + k * s * 0.3, cy + s * 0.48), s * 0.18,
                  colour=(250, 244, 226))
    for x, y in tips:
        pygame.draw.circle(surface, GOLD, (x, y), 15 * SS)
        pygame.draw.circle(surface, mix(GOLD, (0, 0, 0), 0.4), (x, y), 15 * SS, 2 * SS)
        pygame.draw.circle(surface, mix(GOLD, (255, 255, 255), 0.6), (x - 5 * SS, y - 5 * SS), 4 * SS)
    font = load_font(round(44 * SS), bold=True)
    widths = [font.size(letter)[0] + 6 * SS for letter in word]  # each letter its own width: I is narrow
    x, middle = (w - sum(widths)) / 2, (len(word) - 1) / 2
    for k, letter in enumerate(word):  # the word in the suit colours, on a gentle arc
        y = h * 0.735 - abs(k - middle) ** 2 * 2 * SS
        img = font.render(letter, True, SUIT_FILL["SHDC"[k % 4]])
        surface.blit(img, img.get_rect(center=(round(x + widths[k] / 2), round(y))))
        x += widths[k]
    corners(surface, "", None, (120, 40, 150))
    return downscale(surface, (CARD_W, CARD_H))


def pegboard(surface: pygame.Surface) -> None:
    """The back's pattern: rows of drilled holes, as on the board."""
    w, h = surface.get_size()
    step = 30 * SS
    for row in range(h // step + 2):
        for col in range(w // step + 2):
            x = col * step + (step / 2 if row % 2 else 0)
            pygame.draw.circle(surface, mix(BACK, (0, 0, 0), 0.35), (x, row * step), 7 * SS)
            pygame.draw.circle(surface, mix(BACK, (255, 255, 255), 0.12), (x, row * step + 2 * SS), 7 * SS,
                               1 * SS)


# --------------------------------------------------------------------------- pegs


def peg_mark(surface: pygame.Surface, mark: str, centre: Point, r: float, ink) -> None:
    """The seat's mark on top of its peg (dot, ring, plus, bar, triangle, square, diamond, star)."""
    cx, cy = centre
    if mark == "dot":
        pygame.draw.circle(surface, ink, centre, r * 0.55)
    elif mark == "ring":
        pygame.draw.circle(surface, ink, centre, r * 0.75, max(1, round(r * 0.28)))
    elif mark == "plus":
        t = r * 0.32
        pygame.draw.rect(surface, ink, (cx - r * 0.85, cy - t / 2, r * 1.7, t))
        pygame.draw.rect(surface, ink, (cx - t / 2, cy - r * 0.85, t, r * 1.7))
    elif mark == "bar":
        pygame.draw.rect(surface, ink, (cx - r * 0.9, cy - r * 0.22, r * 1.8, r * 0.44))
    elif mark == "triangle":
        pygame.draw.polygon(surface, ink, regular_polygon(centre, r * 0.85, 3))
    elif mark == "square":
        pygame.draw.polygon(surface, ink, regular_polygon(centre, r * 0.8, 4, rotation=-45))
    elif mark == "diamond":
        pygame.draw.polygon(surface, ink, regular_polygon(centre, r * 0.85, 4))
    else:
        pygame.draw.polygon(surface, ink, star_points(centre, r * 0.9))


def peg(seat: int) -> pygame.Surface:
    """A peg seen from above: a shaded ball with a rim, a highlight and the seat's mark."""
    size = PEG_SIZE * SS
    surface = canvas(size, size)
    c = size / 2
    colour = PEG_COLOURS[seat]
    r = size * 0.42
    body = regular_polygon((c, c + size * 0.03), r, 96)
    shadow(surface, body, (0, size * 0.04), max(2, round(size / 24)), 120)
    # a cream ring round the dark rim: a peg stands out on a track of its own colour as on wood
    pygame.draw.circle(surface, (246, 238, 220), (c, c), r + size * 0.07)
    rim = mix(colour, (0, 0, 0), 0.45)
    pygame.draw.circle(surface, rim, (c, c), r)
    light, dark = mix(colour, (255, 255, 255), 0.35), mix(colour, (0, 0, 0), 0.15)
    gradient_fill(surface, regular_polygon((c, c), r * 0.9, 96), light, dark)
    pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.6), (c - r * 0.38, c - r * 0.42), r * 0.16)
    peg_mark(surface, MARKS[seat], (c, c + r * 0.05), r * 0.48, mark_ink(colour))
    return downscale(surface, (PEG_SIZE, PEG_SIZE))


# --------------------------------------------------------------------------- boards


def wood(surface: pygame.Surface, points: list[Point]) -> None:
    """A wooden board in the shape `points`: warm gradient and soft grain lines, clipped to the shape."""
    gradient_fill(surface, points, WOOD_LIGHT, WOOD_DARK)
    grain = canvas(*surface.get_size())
    w, h = surface.get_size()
    for k in range(0, h, 9 * SS):
        wave = [(x, k + math.sin(x / (140 * SS) + k * 0.37) * 6 * SS) for x in range(0, w + 40 * SS, 40 * SS)]
        pygame.draw.lines(grain, (120, 76, 36, 34 if (k // (9 * SS)) % 3 else 60), False, wave, 2 * SS)
    mask = canvas(w, h)
    pygame.draw.polygon(mask, (255, 255, 255, 255), points)
    grain.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(grain, (0, 0))


def hole(surface: pygame.Surface, centre: Point, r: float) -> None:
    """A drilled hole: dark, with a light lower lip."""
    cx, cy = centre
    pygame.draw.circle(surface, (236, 200, 150), (cx, cy + r * 0.18), r * 1.08)
    pygame.draw.circle(surface, (60, 34, 16), (cx, cy), r)
    pygame.draw.circle(surface, (30, 16, 8), (cx, cy - r * 0.12), r * 0.8)


def board(players: int) -> pygame.Surface:
    """The board for `players` sides, seat 0 at the bottom, covering `geometry.board_rect()` of the canvas."""
    ox, oy, bw, bh = geometry.board_rect(players)
    w, h = bw * SS, bh * SS
    surface = canvas(w, h)

    def at(p: Point) -> Point:
        return ((p[0] - ox) * SS, (p[1] - oy) * SS)

    outline = [at(p) for p in geometry.outline(players)]
    shadow(surface, outline, (0, 10 * SS), 14 * SS, 150)
    pygame.draw.polygon(surface, (88, 54, 26), outline)
    inner = [at(p) for p in geometry.outline(players, inset=geometry.RIM)]
    wood(surface, inner)
    pitch = geometry.pitch(players) * SS
    for seat in range(players):
        colour = PEG_COLOURS[seat]
        band = [at(p) for p in geometry.side_band(players, seat)]
        layer = canvas(w, h)
        pygame.draw.polygon(layer, (*colour, 150), band)
        surface.blit(layer, (0, 0))
        stroke(surface, band, mix(colour, (0, 0, 0), 0.3), 1.5 * SS)
        home = [at(p) for p in geometry.home_centres(players, seat)]
        lane = [at(geometry.track_centre(players, seat, geometry.IN_SPOT)), *home]
        pygame.draw.lines(surface, mix(colour, (0, 0, 0), 0.2), False, lane, round(pitch * 0.86))
        for p in lane:
            pygame.draw.circle(surface, mix(colour, (0, 0, 0), 0.2), p, pitch * 0.43)
        for p in lane[1:]:
            pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.25), p, pitch * 0.38)
        start = [at(p) for p in geometry.start_centres(players, seat)]
        centre = (sum(x for x, _ in start) / 5, sum(y for _, y in start) / 5)
        pad = regular_polygon(centre, pitch * 1.55, 48)
        pygame.draw.polygon(surface, mix(colour, (0, 0, 0), 0.2), pad)
        inner_pad = regular_polygon(centre, pitch * 1.42, 48)
        pygame.draw.polygon(surface, mix(colour, (255, 255, 255), 0.25), inner_pad)
        come_out = at(geometry.track_centre(players, seat, geometry.COME_OUT))
        pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.55), come_out, pitch * 0.46)
        pygame.draw.circle(surface, mix(colour, (0, 0, 0), 0.35), come_out, pitch * 0.46, round(SS * 1.5))
    r = geometry.hole_radius(players) * SS
    for seat in range(players):
        for k in range(geometry.SIDE):
            hole(surface, at(geometry.track_centre(players, seat, k)), r)
        for p in (*geometry.home_centres(players, seat), *geometry.start_centres(players, seat)):
            hole(surface, at(p), r)
    if players > 4:  # the middle is free of name plates: the Pelipöytä mark, inlaid
        draw_mark(surface, at(geometry.CENTRE), 74 * SS)
    stroke(surface, outline, (70, 40, 18), 2 * SS)
    return downscale(surface, (bw, bh))


def build(root: Path) -> list[Path]:
    """Draw the deck under assets/cards/pegs/, pegs under assets/pegs/ and boards under assets/boards/."""
    folder = root / "assets" / "cards" / "pegs"
    paths = []
    for suit in SUITS:
        for rank in RANKS:
            image = court_face(rank, suit) if rank in "JQK" else pip_face(rank, suit)
            paths.append(save_png(image, folder / f"{rank}{suit}.png"))
    for lettered in in_each_language(folder):
        paths.append(save_png(joker_face(card_label(JOKER).upper()), lettered / JOKER_FILE))
    paths.append(save_png(card_back(BACK, pegboard), folder / "back.png"))
    seats = range(len(PEG_COLOURS))
    paths += [save_png(peg(seat), root / "assets" / "pegs" / f"peg_{seat}.png") for seat in seats]
    paths += [save_png(board(n), root / "assets" / "boards" / f"pegs_{n}.png") for n in geometry.SIZES]
    return paths

