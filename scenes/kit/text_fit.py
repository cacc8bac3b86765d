"""One path for drawing text inside a box: wrap, then shrink, then ellipsis; never outside.

Every label, button, toast, panel and table cell draws through `draw_text` (or `blit_text`
in `scenes/kit/ui.py`, which calls it). Each call is counted in `CHECK`, so `main.py --selftest`
can report how many texts it drew and how many did not fit their box.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import pygame

from scenes.kit import resources as res

ELLIPSIS = "…"
MIN_SIZE = 16  # STYLE: nothing smaller than this is readable at arm's length
LINE_GAP = 1.15  # line height as a multiple of the font's own height


@dataclasses.dataclass
class TextCheck:
    """Counts of texts drawn since the last `reset`: all, outside their box, shortened with an ellipsis."""

    checked: int = 0
    overflow: int = 0
    shortened: int = 0
    examples: list = dataclasses.field(default_factory=list)
    cut: list = dataclasses.field(default_factory=list)  # texts shortened with an ellipsis

    def reset(self) -> None:
        self.checked = self.overflow = self.shortened = 0
        self.examples.clear()
        self.cut.clear()

    def note(self, message: str, fitted: bool, shortened: bool, where: str = "") -> None:
        self.checked += 1
        self.shortened += shortened
        if shortened and len(self.cut) < 50:
            self.cut.append(f"{message[:60]!r} {where}".strip())
        if not fitted:
            self.overflow += 1
            if len(self.examples) < 50:
                self.examples.append(f"{message[:60]!r} {where}".strip())


CHECK = TextCheck()


@dataclasses.dataclass(frozen=True)
class Fitted:
    """Lines of text at one size that fit a box (or were cut to fit)."""

    lines: tuple[str, ...]
    size: int
    line_h: int
    width: int
    height: int
    shortened: bool
    fits: bool


def _ellipsize(f: pygame.font.Font, line: str, width: int) -> str:
    if f.size(line)[0] <= width:
        return line
    while line and f.size(line + ELLIPSIS)[0] > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS if line else ELLIPSIS


@lru_cache(maxsize=4096)
def fit(
    message: str, size: int, bold: bool, width: int, height: int, min_size: int = MIN_SIZE, wrap: bool = True
) -> Fitted:
    """The largest size from `size` down to `min_size` at which `message` fits `width`×`height`."""
    min_size = min(min_size, size)
    s = size
    while True:
        f = res.font(s, bold)
        line_h = int(f.get_linesize() * (LINE_GAP if wrap else 1.0))
        lines = res.wrap(message, s, width, bold) if wrap else message.split("\n")
        w = max((f.size(line)[0] for line in lines), default=0)
        h = f.get_height() + line_h * (len(lines) - 1)
        if (w <= width and h <= height) or s <= min_size:
            break
        s = max(min_size, s - max(1, s // 12))
    shortened = False
    if w > width or h > height:  # still too big at the smallest size: cut lines, then ellipsis
        room = max(1, (height - f.get_height()) // line_h + 1) if height >= f.get_height() else 1
        if len(lines) > room:
            lines = lines[:room]
            lines[-1] = lines[-1] + " " + ELLIPSIS
            shortened = True
        cut = [_ellipsize(f, line, width) for line in lines]
        shortened = shortened or cut != lines
        lines = cut
        w = max(f.size(line)[0] for line in lines)
        h = f.get_height() + line_h * (len(lines) - 1)
    return Fitted(tuple(lines), s, line_h, w, h, shortened, w <= width and h <= height)


def shared_size(boxes, size: int, bold: bool = False, min_size: int = MIN_SIZE, wrap: bool = True) -> int:
    """One size for texts of a kind shown side by side (names in a row, headings, a list's lines):
    the largest that every `(message, width, height)` fits at, so none shrinks alone (a long one
    drawn smaller than its neighbours looks like a misprint); `size` when there are none."""
    sizes = (fit(message, size, bold, max(1, w), max(1, h), min_size, wrap).size for message, w, h in boxes)
    return min(sizes, default=size)


def draw_text(
    surface: pygame.Surface,
    message: str,
    box,
    size: int = res.BODY,
    colour=(255, 255, 255),
    bold: bool = False,
    align: str = "center",
    valign: str = "center",
    min_size: int = MIN_SIZE,
    wrap: bool = True,
) -> pygame.Rect:
    """Draw `message` fitted into `box` (wrapped, shrunk, cut); returns the rect of the ink."""
    box = pygame.Rect(box)
    fitted = fit(message, size, bold, max(1, box.w), max(1, box.h), min_size, wrap)
    CHECK.note(message, fitted.fits, fitted.shortened, f"in {tuple(box)}")
    if valign == "top":
        y = box.y
    elif valign == "bottom":
        y = box.bottom - fitted.height
    else:
        y = box.y + (box.h - fitted.height) // 2
    out = pygame.Rect(box.x, y, 0, 0)
    for line in fitted.lines:
        img = res.text(line, fitted.size, colour, bold)
        if align == "left":
            rect = img.get_rect(topleft=(box.x, y))
        elif align == "right":
            rect = img.get_rect(topright=(box.right, y))
        else:
            rect = img.get_rect(midtop=(box.centerx, y))
        surface.blit(img, rect)
        out = rect if out.size == (0, 0) else out.union(rect)
        y += fitted.line_h
    return out


def note_free_text(surface: pygame.Surface, message: str, rect: pygame.Rect) -> None:
    """Count a text drawn without a box: it must at least stay inside the surface (or its clip)."""
    area = surface.get_clip() if surface.get_clip().size != surface.get_size() else surface.get_rect()
    CHECK.note(message, area.contains(rect) or rect.w == 0, False, f"at {tuple(rect)}")
