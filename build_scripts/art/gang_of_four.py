"""Gang of Four deck: G1…G10, Y1…Y10, R1…R10, M1 (multicoloured 1), PG, PY (phoenixes), D (dragon), back.

Every colour has a letter and an emblem as well as its colour, so the cards read without colour:
green a jade coin (round), yellow a sun (spiky), red a lantern diamond (corners). The letter is
the colour's initial in the player's language (`colour_letter`: G/Y/R, Finnish V/K/P), so the
faces are drawn once per language (`common.in_each_language`). Green is mid,
yellow light, red dark. The multicoloured 1 has all three bands and emblems; the phoenixes and the
dragon are illustrated cards drawn with primitives.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from build_scripts.art.common import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    CREAM,
    GOLD,
    SS,
    Point,
    card_back,
    card_mask,
    card_surface,
    corner_rank,
    downscale,
    drop_points,
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
from game.gang_of_four.words import colour_letter

COLOURS = ("G", "Y", "R")
FILL = {"G": (40, 150, 80), "Y": (246, 196, 40), "R": (196, 36, 44)}
INK = {"G": (20, 96, 48), "Y": (150, 96, 0), "R": (132, 18, 28)}
BACK = (150, 28, 36)
WHITE = (255, 255, 255)
DARK = (30, 28, 26)


# ---------------------------------------------------------------------- emblems


def emblem_points(colour: str, centre: Point, size: float) -> list[Point]:
    """Outline of a colour's emblem `size` across: coin (round), sun (spiky), lantern (diamond)."""
    cx, cy = centre
    if colour == "G":
        return regular_polygon(centre, size / 2, 72)
    if colour == "Y":
        outer = regular_polygon(centre, size / 2, 12)
        inner = regular_polygon(centre, size * 0.34, 12, rotation=-90 + 15)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    h, w = size / 2, size * 0.4
    return [(cx, cy - h), (cx + w, cy), (cx, cy + h), (cx - w, cy)]


def emblem_detail(surface: pygame.Surface, colour: str, centre: Point, size: float) -> None:
    """The coin's square hole, the sun's inner disc, the lantern's cross lines, in a light tone."""
    cx, cy = centre
    light = mix(FILL[colour], WHITE, 0.6)
    width = max(2, round(size / 24))
    if colour == "G":
        pygame.draw.circle(surface, light, centre, size * 0.36, width)
        hole = pygame.Rect(0, 0, size * 0.26, size * 0.26)
        hole.center = (round(cx), round(cy))
        pygame.draw.rect(surface, mix(FILL[colour], WHITE, 0.85), hole)
        pygame.draw.rect(surface, INK[colour], hole, width)
    elif colour == "Y":
        pygame.draw.circle(surface, mix(FILL[colour], WHITE, 0.45), centre, size * 0.26)
        pygame.draw.circle(surface, INK[colour], centre, size * 0.26, width)
    else:
        h, w = size / 2, size * 0.4
        inner = [(cx, cy - h * 0.62), (cx + w * 0.62, cy), (cx, cy + h * 0.62), (cx - w * 0.62, cy)]
        stroke(surface, inner, light, width)


def draw_emblem(
    surface: pygame.Surface, colour: str, centre: Point, size: float, detail: bool = True
) -> None:
    points = emblem_points(colour, centre, size)
    gradient_fill(surface, points, mix(FILL[colour], WHITE, 0.2), mix(FILL[colour], (0, 0, 0), 0.1))
    stroke(surface, points, INK[colour], max(2, size / 36))
    if detail:
        emblem_detail(surface, colour, centre, size)


# ---------------------------------------------------------------------- corners


def corner_block(label: str, ink, marks, letters: dict | None = None, step: float = 56) -> pygame.Surface:
    """The number (or a letter), the colour letter(s) (`letters`: colour → letter; None for none)
    and emblem(s) stacked for one corner."""
    big = load_font(round(54 * SS), bold=True)
    small = load_font(round(26 * SS), bold=True)
    num = corner_rank(big, label, ink)
    step *= SS
    block = pygame.Surface(
        (max(num.get_width(), 48 * SS) + 8 * SS, num.get_height() + step * len(marks)), pygame.SRCALPHA
    )
    cx = block.get_width() / 2
    block.blit(num, num.get_rect(midtop=(cx, 0)))
    y = num.get_height() - 4 * SS
    for colour in marks:
        if letters:
            letter = small.render(letters[colour], True, INK[colour])
            block.blit(letter, letter.get_rect(midtop=(cx, y)))
            draw_emblem(block, colour, (cx, y + step - 16 * SS), 24 * SS, detail=False)
        else:
            draw_emblem(block, colour, (cx, y + 18 * SS), 28 * SS, detail=False)
        y += step
    return block


def corners(surface: pygame.Surface, label: str, ink, marks, **kw) -> None:
    """The corner block top left and, turned, bottom right."""
    w, h = surface.get_size()
    block = corner_block(label, ink, marks, **kw)
    surface.blit(block, (14 * SS, 12 * SS))
    flipped = pygame.transform.rotate(block, 180)
    surface.blit(flipped, (w - 14 * SS - flipped.get_width(), h - 12 * SS - flipped.get_height()))


# ---------------------------------------------------------------------- number cards


def number_face(colour: str, number: int, letters: dict) -> pygame.Surface:
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS)
    tint = pygame.Rect(0, 0, w - 96 * SS, h - 60 * SS)
    tint.center = (w // 2 + 18 * SS, h // 2)
    pygame.draw.rect(surface, mix(FILL[colour], WHITE, 0.84), tint, border_radius=18 * SS)
    pygame.draw.rect(surface, mix(FILL[colour], WHITE, 0.55), tint, 3 * SS, border_radius=18 * SS)
    centre = (w / 2 + 12 * SS, h / 2)
    size = 180 * SS
    shadow(surface, emblem_points(colour, (centre[0], centre[1] + 8 * SS), size), (0, 0), 12 * SS, 70)
    draw_emblem(surface, colour, centre, size, detail=False)
    inner = {"G": 0.36, "Y": 0.3, "R": 0.3}[colour]
    pygame.draw.circle(
        surface, mix(FILL[colour], WHITE, 0.85 if colour != "Y" else 0.7), centre, size * inner
    )
    pygame.draw.circle(surface, INK[colour], centre, size * inner, 3 * SS)
    font = load_font(round((84 if number < 10 else 70) * SS), bold=True)
    num = font.render(str(number), True, INK[colour])
    surface.blit(num, num.get_rect(center=(round(centre[0]), round(centre[1] + 2 * SS))))
    corners(surface, str(number), INK[colour], [colour], letters=letters)
    return downscale(surface, (CARD_W, CARD_H))


def multicoloured_one(letters: dict) -> pygame.Surface:
    """The multicoloured 1: three diagonal bands and all three emblems round a big 1."""
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS)
    bands = canvas_like(surface)
    band = w * 0.5
    for k, colour in enumerate(COLOURS * 3):
        x = -w * 0.6 + k * band
        pygame.draw.polygon(
            bands,
            mix(FILL[colour], WHITE, 0.7),
            [(x, h), (x + band, h), (x + band + h * 0.5, 0), (x + h * 0.5, 0)],
        )
    bands.blit(card_mask(w, h, CARD_RADIUS * SS), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    inset = pygame.Rect(0, 0, w - 96 * SS, h - 60 * SS)
    inset.center = (w // 2 + 18 * SS, h // 2)
    clip = card_mask(*inset.size, 18 * SS)
    piece = bands.subsurface(inset).copy()
    piece.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(piece, inset)
    pygame.draw.rect(surface, GOLD, inset, 3 * SS, border_radius=18 * SS)
    centre = (w / 2 + 6 * SS, h / 2)
    radius = 78 * SS
    wheel = regular_polygon(centre, radius, 72)
    shadow(surface, wheel, (0, 8 * SS), 12 * SS, 80)
    for k, colour in enumerate(COLOURS):  # a wheel of three sectors, each with its emblem
        a0 = -150 + 120 * k
        sector = [centre] + [
            (
                centre[0] + radius * math.cos(math.radians(a0 + i * 5)),
                centre[1] + radius * math.sin(math.radians(a0 + i * 5)),
            )
            for i in range(25)
        ]
        gradient_fill(surface, sector, mix(FILL[colour], WHITE, 0.7), mix(FILL[colour], WHITE, 0.45))
        mid = math.radians(a0 + 60)
        spot = (centre[0] + radius * 0.62 * math.cos(mid), centre[1] + radius * 0.62 * math.sin(mid))
        draw_emblem(surface, colour, spot, 38 * SS, detail=False)
    for k in range(3):
        a = math.radians(-150 + 120 * k)
        pygame.draw.line(
            surface,
            WHITE,
            centre,
            (centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)),
            3 * SS,
        )
    stroke(surface, wheel, GOLD, 5 * SS)
    disc = regular_polygon(centre, 38 * SS, 72)
    gradient_fill(surface, disc, (255, 250, 236), (240, 226, 196))
    stroke(surface, disc, GOLD, 4 * SS)
    num = load_font(round(60 * SS), bold=True).render("1", True, DARK)
    surface.blit(num, num.get_rect(center=(round(centre[0]), round(centre[1] + 2 * SS))))
    corners(surface, "1", DARK, list(COLOURS), letters=letters, step=48)
    return downscale(surface, (CARD_W, CARD_H))


def canvas_like(surface: pygame.Surface) -> pygame.Surface:
    return pygame.Surface(surface.get_size(), pygame.SRCALPHA, 32)


# ---------------------------------------------------------------------- illustrated cards


def illustrated_card(top, bottom, edge) -> pygame.Surface:
    """A card filled with a vertical gradient inside a gold frame (supersampled size)."""
    w, h = CARD_W * SS, CARD_H * SS
    surface = card_surface(w, h, CARD_RADIUS * SS, fill=top, border=edge)
    body = [(0, 0), (w, 0), (w, h), (0, h)]
    gradient_fill(surface, body, top, bottom)
    surface.blit(card_mask(w, h, CARD_RADIUS * SS), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    frame = pygame.Rect(0, 0, w - 24 * SS, h - 24 * SS)
    frame.center = (w // 2, h // 2)
    pygame.draw.rect(surface, GOLD, frame, 3 * SS, border_radius=(CARD_RADIUS - 8) * SS)
    pygame.draw.rect(surface, edge, surface.get_rect(), 2 * SS, border_radius=CARD_RADIUS * SS)
    return surface


def feather(
    surface, base: Point, length: float, angle: float, fill, edge, width: float = 0.34, eye=None
) -> None:
    """One lens-shaped feather from `base`, pointing along `angle` degrees (0 = up)."""
    pts = lens_points((base[0], base[1] - length / 2), length, width)
    pts = rotate(pts, angle, base)
    pygame.draw.polygon(surface, fill, pts)
    stroke(surface, pts, edge, max(2, length / 60))
    tip = rotate([(base[0], base[1] - length * 0.78)], angle, base)[0]
    spine = rotate([(base[0], base[1] - length * 0.1)], angle, base)[0]
    pygame.draw.line(surface, edge, spine, tip, max(2, round(length / 80)))
    if eye is not None:
        c = rotate([(base[0], base[1] - length * 0.72)], angle, base)[0]
        pygame.draw.circle(surface, eye, c, length * 0.07)
        pygame.draw.circle(surface, edge, c, length * 0.07, max(2, round(length / 90)))


def phoenix_face(colour: str, letters: dict) -> pygame.Surface:
    """A phoenix rising: fanned wings, a crested head and three long tail plumes with eyes."""
    if colour == "G":
        top, bottom, body, wing, edge = (18, 84, 56), (8, 46, 30), (64, 176, 96), (150, 214, 120), (8, 50, 28)
    else:
        top, bottom, body, wing, edge = (
            (255, 236, 170),
            (246, 196, 80),
            (250, 186, 30),
            (255, 226, 110),
            (140, 80, 0),
        )
    surface = illustrated_card(top, bottom, mix(edge, (0, 0, 0), 0.3))
    w, h = surface.get_size()
    cx, cy = w / 2 + 10 * SS, h / 2 - 24 * SS
    u = SS
    # sun halo behind the bird
    for k, t in enumerate((0.0, 0.35, 0.6)):
        pygame.draw.circle(
            surface, mix(GOLD, top, 0.45 + t * 0.9 - k * 0.05), (cx, cy - 20 * u), (96 - 22 * k) * u
        )
    # tail plumes (behind)
    hip = (cx, cy + 40 * u)
    for angle, length in ((158, 140), (180, 162), (202, 140)):
        feather(surface, hip, length * u, angle, wing, edge, 0.3, eye=FILL["R"])
    # wings: two fans of feathers
    for side in (-1, 1):
        shoulder = (cx + side * 14 * u, cy - 6 * u)
        for k in range(5):
            angle = side * (28 + 17 * k)
            length = (120 - 12 * k) * u
            feather(surface, shoulder, length, angle, mix(wing, body, k * 0.18), edge, 0.36)
    # body and neck
    torso = rotate(lens_points((cx, cy + 8 * u), 100 * u, 0.62), 0, (cx, cy))
    shadow(surface, torso, (0, 6 * u), 8 * u, 80)
    gradient_fill(surface, torso, mix(body, WHITE, 0.25), mix(body, (0, 0, 0), 0.1))
    stroke(surface, torso, edge, 3 * u)
    head = (cx, cy - 56 * u)
    for angle in (-28, 0, 28):  # crest
        plume = rotate(drop_points((head[0], head[1] - 34 * u), 36 * u), angle, head)
        pygame.draw.polygon(surface, FILL["R"], plume)
        stroke(surface, plume, edge, 2 * u)
    pygame.draw.circle(surface, mix(body, WHITE, 0.2), head, 24 * u)
    pygame.draw.circle(surface, edge, head, 24 * u, 3 * u)
    beak = [
        (head[0] + 18 * u, head[1] - 8 * u),
        (head[0] + 46 * u, head[1] + 4 * u),
        (head[0] + 18 * u, head[1] + 10 * u),
    ]
    pygame.draw.polygon(surface, (255, 150, 30), beak)
    stroke(surface, beak, edge, 2 * u)
    pygame.draw.circle(surface, WHITE, (head[0] + 6 * u, head[1] - 4 * u), 8 * u)
    pygame.draw.circle(surface, DARK, (head[0] + 8 * u, head[1] - 4 * u), 4.5 * u)
    ink = CREAM if colour == "G" else INK["Y"]
    corners(surface, letters[colour], ink, [colour])
    return downscale(surface, (CARD_W, CARD_H))


def dragon_face(letters: dict) -> pygame.Surface:
    """A red dragon coiling round a golden pearl: scaled body, spines, horns, whiskers."""
    red, dark = (214, 40, 40), (92, 10, 16)
    surface = illustrated_card((250, 226, 170), (236, 186, 110), (120, 20, 24))
    w, h = surface.get_size()
    u = SS
    cx = w / 2 + 10 * u
    # a sine-wave body from the tail (bottom) up to the head (top)
    path = []
    for i in range(80):
        t = i / 79
        y = h * 0.86 - t * h * 0.56
        x = cx + math.sin(t * math.pi * 2.2) * 62 * u * (1 - 0.3 * t)
        path.append((x, y, (10 + 26 * t) * u))
    # spines along the body (behind it)
    for i in range(6, 76, 6):
        x, y, r = path[i]
        nx, ny = path[i + 1][0] - x, path[i + 1][1] - y
        n = math.hypot(nx, ny) or 1
        px, py = -ny / n, nx / n  # the left-hand normal
        spike = [
            (x + px * r * 0.6, y + py * r * 0.6),
            (x + px * (r + 16 * u) - nx / n * 6 * u, y + py * (r + 16 * u) - ny / n * 6 * u),
            (x + nx / n * 12 * u + px * r * 0.6, y + ny / n * 12 * u + py * r * 0.6),
        ]
        pygame.draw.polygon(surface, GOLD, spike)
        stroke(surface, spike, dark, 2 * u)
    for x, y, r in path:
        pygame.draw.circle(surface, dark, (x, y + 3 * u), r + 3 * u)
    for i, (x, y, r) in enumerate(path):
        pygame.draw.circle(surface, mix(red, (255, 120, 90), 0.25 if i % 8 < 4 else 0.0), (x, y), r)
    for i in range(4, 78, 5):  # scales
        x, y, r = path[i]
        pygame.draw.arc(
            surface, dark, pygame.Rect(x - r * 0.6, y - r * 0.5, r * 1.2, r * 1.0), 3.5, 5.9, 2 * u
        )
    # belly line in gold
    pygame.draw.lines(surface, GOLD, False, [(x + r * 0.55, y) for x, y, r in path[::4]], 3 * u)
    hx, hy, hr = path[-1]
    head = (hx, hy - 16 * u)
    mane = [
        p
        for pair in zip(
            regular_polygon(head, 62 * u, 14), regular_polygon(head, 40 * u, 14, -90 + 180 / 14), strict=True
        )
        for p in pair
    ]
    pygame.draw.polygon(surface, (250, 150, 40), mane)
    stroke(surface, mane, dark, 2 * u)
    for side in (-1, 1):  # antlers sweeping back
        antler = [
            (head[0] + side * 14 * u, head[1] - 30 * u),
            (head[0] + side * 30 * u, head[1] - 70 * u),
            (head[0] + side * 52 * u, head[1] - 84 * u),
            (head[0] + side * 38 * u, head[1] - 64 * u),
            (head[0] + side * 56 * u, head[1] - 58 * u),
            (head[0] + side * 30 * u, head[1] - 50 * u),
            (head[0] + side * 26 * u, head[1] - 26 * u),
        ]
        pygame.draw.polygon(surface, GOLD, antler)
        stroke(surface, antler, dark, 2 * u)
    skull = [
        (head[0] - 40 * u, head[1] - 30 * u),
        (head[0] - 16 * u, head[1] - 40 * u),
        (head[0] + 16 * u, head[1] - 40 * u),
        (head[0] + 40 * u, head[1] - 30 * u),
        (head[0] + 34 * u, head[1] + 6 * u),
        (head[0] + 26 * u, head[1] + 40 * u),
        (head[0] - 26 * u, head[1] + 40 * u),
        (head[0] - 34 * u, head[1] + 6 * u),
    ]
    shadow(surface, skull, (0, 6 * u), 8 * u, 90)
    gradient_fill(surface, skull, (240, 80, 64), (176, 26, 30))
    stroke(surface, skull, dark, 3 * u)
    mouth = [
        (head[0] - 22 * u, head[1] + 22 * u),
        (head[0] + 22 * u, head[1] + 22 * u),
        (head[0] + 16 * u, head[1] + 38 * u),
        (head[0] - 16 * u, head[1] + 38 * u),
    ]
    pygame.draw.polygon(surface, (90, 6, 14), mouth)
    for k in range(4):  # teeth
        x = head[0] - 16 * u + k * 10.6 * u
        pygame.draw.polygon(
            surface,
            WHITE,
            [(x, head[1] + 22 * u), (x + 7 * u, head[1] + 22 * u), (x + 3.5 * u, head[1] + 30 * u)],
        )
    for side in (-1, 1):  # brows, slanted eyes, nostrils, curling whiskers
        brow = [
            (head[0] + side * 6 * u, head[1] - 22 * u),
            (head[0] + side * 34 * u, head[1] - 30 * u),
            (head[0] + side * 32 * u, head[1] - 22 * u),
        ]
        pygame.draw.polygon(surface, GOLD, brow)
        eye = [
            (head[0] + side * 8 * u, head[1] - 14 * u),
            (head[0] + side * 30 * u, head[1] - 20 * u),
            (head[0] + side * 26 * u, head[1] - 6 * u),
        ]
        pygame.draw.polygon(surface, (255, 240, 130), eye)
        stroke(surface, eye, dark, 2 * u)
        pygame.draw.circle(surface, DARK, (head[0] + side * 21 * u, head[1] - 13 * u), 4 * u)
        pygame.draw.circle(surface, dark, (head[0] + side * 9 * u, head[1] + 12 * u), 4 * u)
        whisker = [
            (head[0] + side * (28 + 6 * k + 10 * math.sin(k * 0.9)) * u, head[1] + (14 + 13 * k) * u)
            for k in range(6)
        ]
        pygame.draw.lines(surface, GOLD, False, whisker, 4 * u)
        pygame.draw.lines(surface, dark, False, whisker, 1 * u)
    # the flaming pearl
    pearl = (cx - 70 * u, h * 0.22)
    for k, r in enumerate((30, 22)):
        flame = rotate(drop_points((pearl[0], pearl[1] - r * 0.5 * u), r * 2.4 * u), -20, pearl)
        pygame.draw.polygon(surface, mix((255, 140, 30), (255, 220, 80), k), flame)
    pygame.draw.circle(surface, (255, 246, 220), pearl, 16 * u)
    pygame.draw.circle(surface, GOLD, pearl, 16 * u, 3 * u)
    corners(surface, letters["R"], INK["R"], ["R"])  # the red dragon
    return downscale(surface, (CARD_W, CARD_H))


# ---------------------------------------------------------------------- back


def coins(surface: pygame.Surface) -> None:
    """A lattice of small gold coins on red lacquer."""
    w, h = surface.get_size()
    for row in range(13):
        for col in range(8):
            x = (col + 0.5 * (row % 2)) * w / 7
            y = (row + 0.5) * h / 12
            pygame.draw.circle(surface, mix(BACK, GOLD, 0.32), (x, y), w / 34)
            hole = pygame.Rect(0, 0, w / 50, w / 50)
            hole.center = (round(x), round(y))
            pygame.draw.rect(surface, BACK, hole)


def build(root: Path) -> list[Path]:
    """Draw every face (once per language: their letters differ) and the back under
    root/assets/cards/gang_of_four/; returns the paths written."""
    base = root / "assets" / "cards" / "gang_of_four"
    paths = []
    for folder in in_each_language(base):
        letters = {c: colour_letter(c) for c in COLOURS}
        for c in COLOURS:
            paths += [save_png(number_face(c, n, letters), folder / f"{c}{n}.png") for n in range(1, 11)]
        paths.append(save_png(multicoloured_one(letters), folder / "M1.png"))
        paths.append(save_png(phoenix_face("G", letters), folder / "PG.png"))
        paths.append(save_png(phoenix_face("Y", letters), folder / "PY.png"))
        paths.append(save_png(dragon_face(letters), folder / "D.png"))
    paths.append(save_png(card_back(BACK, coins), base / "back.png"))
    return paths
