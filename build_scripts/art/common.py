"""Drawing helpers shared by every deck: fonts, cards, shapes, text, supersampling and PNG output.

Draw on a surface SS times larger than the target and `downscale()` it once at the end: that is
how every edge gets antialiased. Coordinates passed to the helpers are in the surface's own pixels.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the SDL variables above must be set first)

from game.core.i18n import LANGUAGES, language, set_language  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FONT_DIR = ROOT / "assets" / "fonts"
SYSTEM_FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
SS = 2  # supersampling factor

CARD_W, CARD_H, CARD_RADIUS = 300, 420, 22  # 2x of the 150x210 table card
CARD_FILL = (251, 248, 240)
CARD_BORDER = (196, 188, 172)
INK = (34, 32, 30)
CREAM = (250, 243, 222)
GOLD = (214, 172, 84)
FELT = (22, 92, 58)

Point = tuple[float, float]


def init() -> None:
    """Start pygame headless (fonts and surfaces only; no window)."""
    pygame.init()
    pygame.font.init()


@cache
def font_path(bold: bool = False) -> Path:
    """The bundled DejaVu Sans file, or the system copy when the bundle is not there yet."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    bundled = FONT_DIR / name
    return bundled if bundled.exists() else SYSTEM_FONT_DIR / name


@cache
def load_font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans at `size` pixels (cached)."""
    init()
    return pygame.font.Font(str(font_path(bold)), size)


def corner_rank(font: pygame.font.Font, label: str, ink) -> pygame.Surface:
    """A rank as a card's corner shows it; a 6 or a 9 underlined, since the corner turned upside
    down in the opposite corner shows the one as the other."""
    text = font.render(label, True, ink)
    if label not in ("6", "9"):
        return text
    out = pygame.Surface(text.get_size(), pygame.SRCALPHA)
    out.blit(text, (0, 0))
    w, thick = text.get_width(), max(2, round(font.get_height() / 16))
    pygame.draw.rect(out, ink, (round(w * 0.18), font.get_ascent() + thick, round(w * 0.64), thick))
    return out


def canvas(w: int, h: int) -> pygame.Surface:
    """A transparent surface with per-pixel alpha."""
    return pygame.Surface((w, h), pygame.SRCALPHA, 32)


def downscale(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothscale a supersampled drawing down to its final size (halving steps keep it crisp)."""
    while surface.get_width() >= 2 * size[0] and surface.get_height() >= 2 * size[1]:
        surface = pygame.transform.smoothscale(surface, (surface.get_width() // 2, surface.get_height() // 2))
    if surface.get_size() != size:
        surface = pygame.transform.smoothscale(surface, size)
    return surface


def mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, ...]:
    """Blend colour `a` towards `b` by `t` (0 = a, 1 = b)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def card_surface(w: int, h: int, radius: int, fill: tuple[int, int, int] = CARD_FILL,
                 border: tuple[int, int, int] = CARD_BORDER) -> pygame.Surface:
    """A rounded card with a subtle border, transparent outside, antialiased (a fresh copy to draw on)."""
    return _blank_card(w, h, radius, tuple(fill), tuple(border)).copy()


@cache
def _blank_card(w: int, h: int, radius: int, fill: tuple, border: tuple) -> pygame.Surface:
    """card_surface() without the copy: a deck draws dozens of faces on the same blank card."""
    big = canvas(w * SS, h * SS)
    line = max(2, round(w * SS / 150))
    pygame.draw.rect(big, border, big.get_rect(), border_radius=radius * SS)
    inner = big.get_rect().inflate(-2 * line, -2 * line)
    pygame.draw.rect(big, fill, inner, border_radius=radius * SS - line)
    return downscale(big, (w, h))


def card_mask(w: int, h: int, radius: int) -> pygame.Surface:
    """White inside a rounded card outline, transparent outside (BLEND_RGBA_MULT it to clip a pattern)."""
    mask = canvas(w, h)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    return mask


def card_back(fill: tuple[int, int, int], motif: Callable[[pygame.Surface], None] | None = None,
              size: tuple[int, int] = (CARD_W, CARD_H), radius: int = CARD_RADIUS) -> pygame.Surface:
    """The shared back design of every deck: `fill`, an optional pattern, a gold frame and the mark.

    `motif(surface)` draws the deck's own pattern on the supersampled card (SS times `size`); it is
    clipped to the rounded card. The result is `size` pixels, antialiased.
    """
    w, h = size[0] * SS, size[1] * SS
    surface = card_surface(w, h, radius * SS, fill=fill, border=mix(fill, (0, 0, 0), 0.35))
    if motif is not None:
        motif(surface)
        surface.blit(card_mask(w, h, radius * SS), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    inset = 14 * SS
    frame = rounded_rect_points((w / 2, h / 2), w - 2 * inset, h - 2 * inset, (radius - 8) * SS)
    stroke(surface, frame, GOLD, 3 * SS)
    inner = rounded_rect_points((w / 2, h / 2), w - 2 * inset - 14 * SS, h - 2 * inset - 14 * SS,
                                (radius - 12) * SS)
    stroke(surface, inner, mix(GOLD, fill, 0.55), 1.5 * SS)
    unit = min(w / (CARD_W * SS), h / (CARD_H * SS)) * SS  # keeps the medallion's proportions on other sizes
    panel = rounded_rect_points((w / 2, h / 2 + 4 * unit), 200 * unit, 250 * unit, 28 * unit)
    shadow(surface, panel, (0, 4 * unit), round(8 * unit), 90)
    pygame.draw.polygon(surface, mix(fill, (0, 0, 0), 0.18), panel)
    stroke(surface, panel, mix(GOLD, fill, 0.3), 2 * unit)
    draw_mark(surface, (w / 2, h / 2 - 22 * unit), 66 * unit)
    draw_text(surface, "Pelipöytä", load_font(round(30 * unit), bold=True), CREAM, (w / 2, h / 2 + 82 * unit))
    return downscale(surface, size)


def rounded_rect_points(centre: Point, w: float, h: float, r: float, angle: float = 0.0,
                        steps: int = 8) -> list[Point]:
    """Outline of a rounded rectangle turned by `angle` degrees around its centre."""
    cx, cy = centre
    corners = ((w / 2 - r, h / 2 - r, 0), (-w / 2 + r, h / 2 - r, 90),
               (-w / 2 + r, -h / 2 + r, 180), (w / 2 - r, -h / 2 + r, 270))
    points = []
    for x, y, start in corners:
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            points.append((x + r * math.cos(a), y + r * math.sin(a)))
    return rotate(points, angle, (0, 0), offset=(cx, cy))


def rotate(points: list[Point], angle: float, pivot: Point = (0, 0), offset: Point = (0, 0)) -> list[Point]:
    """Turn `points` by `angle` degrees (clockwise on screen) around `pivot`, then shift by `offset`."""
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    px, py = pivot
    return [(px + (x - px) * c - (y - py) * s + offset[0], py + (x - px) * s + (y - py) * c + offset[1])
            for x, y in points]


def regular_polygon(centre: Point, radius: float, corners: int, rotation: float = -90.0) -> list[Point]:
    """A regular polygon; the first corner points along `rotation` degrees (default: up)."""
    cx, cy = centre
    return [(cx + radius * math.cos(math.radians(rotation + 360 * i / corners)),
             cy + radius * math.sin(math.radians(rotation + 360 * i / corners))) for i in range(corners)]


def drop_points(centre: Point, height: float, round_part: float = 0.62, steps: int = 96) -> list[Point]:
    """A drop pointing up (one corner): a circle with two tangents meeting at the tip."""
    cx, cy = centre
    r = height * round_part / 2
    tip = (cx, cy - height / 2)
    oy = cy + height / 2 - r  # centre of the round part
    d = oy - tip[1]
    phi = math.acos(r / d)  # angle between "up" and the tangent point, seen from the circle's centre
    points = [tip]
    for i in range(steps + 1):
        a = -math.pi / 2 + phi + (2 * math.pi - 2 * phi) * i / steps
        points.append((cx + r * math.cos(a), oy + r * math.sin(a)))
    return points


def lens_points(centre: Point, height: float, width_ratio: float = 0.62, steps: int = 64) -> list[Point]:
    """A lens (two corners, top and bottom) bounded by two circular arcs."""
    cx, cy = centre
    half_h, half_w = height / 2, height * width_ratio / 2
    r = (half_w ** 2 + half_h ** 2) / (2 * half_w)
    span = math.asin(half_h / r)
    points = []
    for side in (1, -1):
        ox = cx - side * (r - half_w)
        for i in range(steps + 1):
            a = -span + 2 * span * i / steps
            points.append((ox + side * r * math.cos(a), cy + side * r * math.sin(a)))
    return points


def shadow(surface: pygame.Surface, points: list[Point], offset: Point, blur: int, alpha: int) -> None:
    """A soft shadow of the shape `points`, shifted by `offset` and blurred over about `blur` pixels."""
    layer = canvas(*surface.get_size())
    pygame.draw.polygon(layer, (0, 0, 0, alpha), [(x + offset[0], y + offset[1]) for x, y in points])
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(layer, (max(1, w // blur), max(1, h // blur)))
    surface.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))


def gradient_fill(surface: pygame.Surface, points: list[Point], top: tuple[int, int, int],
                  bottom: tuple[int, int, int]) -> None:
    """Fill the shape `points` with a vertical gradient from `top` to `bottom` over its height."""
    ys = [y for _, y in points]
    y0, y1 = math.floor(min(ys)), math.ceil(max(ys))
    mask = canvas(*surface.get_size())
    pygame.draw.polygon(mask, (255, 255, 255, 255), points)
    shade = canvas(*surface.get_size())
    shade.fill((255, 255, 255, 255))
    for y in range(max(0, y0), min(surface.get_height(), y1 + 1)):
        t = (y - y0) / max(1, y1 - y0)
        pygame.draw.line(shade, mix(top, bottom, t), (0, y), (surface.get_width(), y))
    mask.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(mask, (0, 0))


def stroke(surface: pygame.Surface, points: list[Point], colour: tuple[int, ...], width: float) -> None:
    """A closed outline with round joins (thick segments plus a disc at every corner)."""
    half = width / 2
    for i, (x0, y0) in enumerate(points):
        x1, y1 = points[(i + 1) % len(points)]
        length = math.hypot(x1 - x0, y1 - y0) or 1
        nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
        pygame.draw.polygon(surface, colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny),
                                              (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
        pygame.draw.circle(surface, colour, (x0, y0), half)


def draw_text(surface: pygame.Surface, text: str, font: pygame.font.Font, colour: tuple[int, ...],
              centre: Point, angle: float = 0.0) -> pygame.Rect:
    """Draw `text` centred on `centre`, optionally turned by `angle` degrees; returns its rect."""
    image = font.render(text, True, colour)
    if angle:
        image = pygame.transform.rotate(image, angle)
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


def draw_mark(surface: pygame.Surface, centre: Point, radius: float,
              ring: tuple[int, int, int] = GOLD) -> None:
    """The Pelipöytä mark: a felt disc in a gold ring holding a fan of three cards."""
    cx, cy = centre
    pygame.draw.circle(surface, ring, (cx, cy), radius)
    pygame.draw.circle(surface, FELT, (cx, cy), radius * 0.9)
    pygame.draw.circle(surface, mix(FELT, (255, 255, 255), 0.08), (cx, cy - radius * 0.05), radius * 0.78)
    w, h = radius * 0.46, radius * 0.64
    card_centre = (cx, cy - radius * 0.04)
    pivot = (cx, cy + radius * 0.62)
    pips = ((196, 48, 52), (38, 72, 160), (232, 154, 32))
    for angle, pip in zip((-30, 30, 0), pips, strict=True):
        body = rotate(rounded_rect_points(card_centre, w, h, w * 0.16), angle, pivot)
        shadow(surface, body, (radius * 0.02, radius * 0.04), max(2, round(radius / 14)), 110)
        pygame.draw.polygon(surface, CARD_FILL, body)
        stroke(surface, body, CARD_BORDER, max(1.0, radius * 0.025))
        pygame.draw.circle(surface, pip, rotate([card_centre], angle, pivot)[0], w * 0.22)


def in_each_language(base: Path) -> Iterator[Path]:
    """The folder for each language's faces, with `_` speaking that language meanwhile: faces whose
    letters are words (Gang of Four's colours, Wizard's wizard and jester) are drawn once per
    language, English in `base`, the others in `base/<language>` (scenes/text `lettered_face`)."""
    was = language()
    try:
        for lang in LANGUAGES:
            set_language(lang)
            yield base if lang == "en" else base / lang
    finally:
        set_language(was)


def save_png(surface: pygame.Surface, path: Path) -> Path:
    """Write `surface` as a PNG (creating folders); returns the path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path
