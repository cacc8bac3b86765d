"""Table art: the felt (1920x1080), the app icon (PNG and ICO) and small white UI icons."""

from __future__ import annotations

import math
import random
import struct
from pathlib import Path

import pygame

from build_scripts.art.common import (
    FELT,
    SS,
    canvas,
    downscale,
    draw_mark,
    draw_text,
    load_font,
    rounded_rect_points,
    save_png,
    stroke,
)

FELT_SIZE = (1920, 1080)
SEED = 20261130
ICON_SIZE = 256
UI_ICON_SIZE = 96
WHITE = (255, 255, 255)


def noise(rng: random.Random, size: tuple[int, int], amplitude: int) -> pygame.Surface:
    """Grey noise with values 0..amplitude (an 8-bit surface whose palette sets the strength)."""
    data = rng.randbytes(size[0] * size[1])
    grey = pygame.image.frombuffer(data, size, "P")
    grey.set_palette([(v * amplitude // 255,) * 3 for v in range(256)])
    out = pygame.Surface(size, 0, 32)
    out.blit(grey, (0, 0))
    return out


def add_noise(surface: pygame.Surface, layer: pygame.Surface, amplitude: int) -> None:
    """Add a 0..amplitude noise layer and take half of it away again: zero-mean grain."""
    surface.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surface.fill((amplitude // 2,) * 3, special_flags=pygame.BLEND_RGB_SUB)


def vignette(size: tuple[int, int], edge: float) -> pygame.Surface:
    """A greyscale multiplier: white in the middle, `edge` (0..1) of full brightness in the corners."""
    small_w, small_h = size[0] // 20, size[1] // 20
    small = pygame.Surface((small_w, small_h), 0, 32)
    for y in range(small_h):
        for x in range(small_w):
            dx, dy = (x + 0.5) / small_w * 2 - 1, (y + 0.5) / small_h * 2 - 1
            d = min(1.0, math.hypot(dx, dy * 0.9) / math.sqrt(1.81))
            v = round(255 * (1 - (1 - edge) * d ** 2.2))
            small.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(small, size)


def felt() -> pygame.Surface:
    """Deep green felt with a soft mottle, fine fibre grain and a vignette."""
    rng = random.Random(SEED)
    surface = pygame.Surface(FELT_SIZE, 0, 32)
    surface.fill(FELT)
    w, h = FELT_SIZE
    add_noise(surface, pygame.transform.smoothscale(noise(rng, (w // 60, h // 60), 10), FELT_SIZE), 10)
    add_noise(surface, pygame.transform.smoothscale(noise(rng, (w // 8, h // 8), 6), FELT_SIZE), 6)
    add_noise(surface, noise(rng, FELT_SIZE, 7), 7)
    surface.blit(vignette(FELT_SIZE, 0.55), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surface


def app_icon() -> pygame.Surface:
    """The app icon: the Pelipöytä mark on a transparent background."""
    size = ICON_SIZE * SS
    surface = canvas(size, size)
    draw_mark(surface, (size / 2, size / 2), size * 0.48)
    return downscale(surface, (ICON_SIZE, ICON_SIZE))


def ico_bytes(png: bytes, size: int) -> bytes:
    """A Windows .ico holding one PNG image (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


def ui_icon(name: str) -> pygame.Surface:
    """One white UI icon (menu, help, undo, redo, hint, sound, mute) at 96x96."""
    s = UI_ICON_SIZE * SS
    surface = canvas(s, s)
    line = 8 * SS
    c = s / 2
    if name == "menu":
        for dy in (-22, 0, 22):
            pygame.draw.rect(surface, WHITE, (c - 30 * SS, c + (dy - 4) * SS, 60 * SS, line),
                             border_radius=4 * SS)
    elif name == "help":
        stroke(surface, rounded_rect_points((c, c), 80 * SS, 80 * SS, 40 * SS, steps=24), WHITE, 6 * SS)
        draw_text(surface, "?", load_font(56 * SS, bold=True), WHITE, (c, c + 2 * SS))
    elif name in ("undo", "redo"):
        # A clockwise arc over the top; the head sits at its left end and points back along it.
        r, oy, start = 26 * SS, c + 6 * SS, 195
        arc = [(c + r * math.cos(math.radians(a)), oy + r * math.sin(math.radians(a)))
               for a in range(start, start + 256, 5)]
        for (x0, y0), (x1, y1) in zip(arc, arc[1:], strict=False):
            pygame.draw.line(surface, WHITE, (x0, y0), (x1, y1), line)
            pygame.draw.circle(surface, WHITE, (x1, y1), line / 2)
        a = math.radians(start)
        (bx, by), (tx, ty), (nx, ny) = arc[0], (math.sin(a), -math.cos(a)), (math.cos(a), math.sin(a))
        head = [(bx + tx * 18 * SS, by + ty * 18 * SS), (bx + nx * 16 * SS, by + ny * 16 * SS),
                (bx - nx * 16 * SS, by - ny * 16 * SS)]
        pygame.draw.polygon(surface, WHITE, head)
        if name == "redo":
            surface = pygame.transform.flip(surface, True, False)
    elif name == "hint":
        pygame.draw.circle(surface, WHITE, (c, c - 8 * SS), 24 * SS)
        pygame.draw.rect(surface, WHITE, (c - 12 * SS, c + 12 * SS, 24 * SS, 12 * SS))
        pygame.draw.rect(surface, WHITE, (c - 10 * SS, c + 28 * SS, 20 * SS, 6 * SS), border_radius=3 * SS)
    elif name in ("sound", "mute"):
        body = [(c - 34 * SS, c - 12 * SS), (c - 18 * SS, c - 12 * SS), (c + 2 * SS, c - 30 * SS),
                (c + 2 * SS, c + 30 * SS), (c - 18 * SS, c + 12 * SS), (c - 34 * SS, c + 12 * SS)]
        pygame.draw.polygon(surface, WHITE, body)
        if name == "sound":
            for r in (18, 32):
                rect = pygame.Rect(0, 0, 2 * r * SS, 2 * r * SS)
                rect.center = (round(c + 2 * SS), round(c))
                pygame.draw.arc(surface, WHITE, rect, -0.8, 0.8, 6 * SS)
        else:
            for sign in (1, -1):
                start, end = (c + 14 * SS, c - sign * 14 * SS), (c + 38 * SS, c + sign * 14 * SS)
                pygame.draw.line(surface, WHITE, start, end, line)
    return downscale(surface, (UI_ICON_SIZE, UI_ICON_SIZE))


UI_ICONS = ("menu", "help", "undo", "redo", "hint", "sound", "mute")


def build(root: Path) -> list[Path]:
    """Write assets/table/: felt.png, icon.png, icon.ico and icon_<name>.png for the UI."""
    folder = root / "assets" / "table"
    paths = [save_png(felt(), folder / "felt.png"), save_png(app_icon(), folder / "icon.png")]
    ico = folder / "icon.ico"
    ico.write_bytes(ico_bytes(paths[-1].read_bytes(), ICON_SIZE))
    paths.append(ico)
    paths += [save_png(ui_icon(name), folder / f"icon_{name}.png") for name in UI_ICONS]
    return paths
