"""The 3-D Kubo cube drawn from the card sprites: translucent layers, cards facing the viewer, lines.

The maths is in scenes/tables/cube_projection.py; this module only paints. A frame is
cached until the camera, the table or a flash changes, so a still cube costs a blit.
"""

from __future__ import annotations

import functools
import math

import pygame
from pygame import gfxdraw

from game.zoker.cards import DECK, sprite_name
from game.zoker.kubo.engine import NOBODY, STRUCTURE_IDS, STRUCTURES, UNCLAIMED, KuboView
from scenes.kit import resources as res
from scenes.kit.cards import HAND_CARD, KUBO_CARD
from scenes.kit.surface_cache import MB, surface_cache
from scenes.kit.ui import GOLD_BRIGHT, RED, SEAT_COLOURS
from scenes.tables.cube_projection import (
    CUBE_EDGES,
    Camera,
    clamp_pitch,
    cube_corners,
    fit_scale,
    layer_corners,
    paint_order,
    place_point,
)

CARD_W = 0.52  # a card's width in place units
SMALL_CARD_W = 0.7  # in a small view the faces need a little more room to be read
SMALL_VIEW = 1000  # px wide
CARD_ASPECT = 1.4
SIZE_STEP = 3  # billboard widths are rounded to this many px, so few scaled copies exist
DRAG_SPEED = 0.008  # radians per pixel of mouse drag
KEY_STEP = math.radians(10)
LAYER_TINTS = {  # by orientation: the layer colours when layers are colours, else a neutral ladder
    0: [(70, 120, 220), (70, 180, 110), (240, 170, 60), (220, 70, 60)],
    1: [(210, 225, 235)] * 4,
    2: [(210, 225, 235)] * 4,
}
BACKDROP = (8, 38, 24)
DOT = (120, 140, 128)  # an empty live place
CORNER = 24


@functools.lru_cache(maxsize=16)
def _fit(w: int, h: int) -> float:
    return fit_scale(w, h)


def face(card) -> str:
    return f"cards/zoker/{sprite_name(card)}.png"


# 64 cards at every width the camera gives them was unbounded (tens of MB over days of kiosk);
# 12 MB holds one frame's 64 faces even at hand size (170×238).
@surface_cache(12 * MB, "kubo billboards")
def billboard(index: int, width: int) -> pygame.Surface:
    """The card's sprite at `width` px, scaled once per width step (while the budget keeps it)."""
    size = (width, round(width * CARD_ASPECT))
    source = res.scaled(face(DECK[index]), KUBO_CARD if width <= KUBO_CARD[0] else HAND_CARD)
    return pygame.transform.smoothscale(source, size)


class CubeView:
    """A rotatable picture of the cube inside `rect`."""

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.yaw = math.radians(-28)
        self.pitch = math.radians(30)
        self.dragging_from: tuple[int, int] | None = None
        self._key = None
        self._frame: pygame.Surface | None = None
        self._sheet: pygame.Surface | None = None

    def camera(self) -> Camera:
        w, h = self.rect.size
        return Camera(self.yaw, self.pitch, _fit(w, h), (w / 2, h / 2))

    def turn(self, dyaw: float, dpitch: float) -> None:
        self.yaw = (self.yaw + dyaw) % math.tau
        self.pitch = clamp_pitch(self.pitch + dpitch)

    def handle_event(self, event) -> bool:
        """Drag inside the view turns the cube; True if the event was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging_from = event.pos
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging_from is not None:
            dx, dy = event.pos[0] - self.dragging_from[0], event.pos[1] - self.dragging_from[1]
            self.dragging_from = event.pos
            self.turn(-dx * DRAG_SPEED, dy * DRAG_SPEED)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging_from is not None:
            self.dragging_from = None
            return True
        return False

    def key(self, key: int) -> bool:
        """Arrow keys turn the cube."""
        turns = {
            pygame.K_LEFT: (KEY_STEP, 0.0),
            pygame.K_RIGHT: (-KEY_STEP, 0.0),
            pygame.K_UP: (0.0, KEY_STEP),
            pygame.K_DOWN: (0.0, -KEY_STEP),
        }
        if key not in turns:
            return False
        self.turn(*turns[key])
        return True

    def draw(
        self, surface: pygame.Surface, view: KuboView, dead: set[int], flash: tuple = (), recent=None
    ) -> None:
        """Paint the cube into `rect` of `surface`; an unchanged picture is a single blit.

        `recent` maps places to an outline colour: the cards others placed since the person's last move.
        """
        recent = recent or {}
        key = (
            self.rect.size,
            round(self.yaw, 4),
            round(self.pitch, 4),
            view.table,
            view.owners,
            frozenset(dead),
            flash,
            tuple(sorted(recent.items())),
        )
        if key == self._key and self._frame is not None:
            surface.blit(self._frame, self.rect)
            return
        area = surface.subsurface(self.rect.clip(surface.get_rect()))
        self.render(area, view, dead, flash, recent)
        # Keep a copy only once the picture holds still for a second frame: turning frames never pay for it.
        self._frame = area.copy() if key == self._key else None
        self._key = key

    def render(
        self, out: pygame.Surface, view: KuboView, dead: set[int], flash: tuple = (), recent=None
    ) -> None:
        """One frame onto `out`: backdrop, frame, layers and places back to front, completed lines."""
        recent = recent or {}
        w, h = out.get_size()
        _rounded_fill(out, BACKDROP, CORNER)
        cam = self.camera()
        axis = view.orientation
        tints = LAYER_TINTS[axis]
        # The frame behind everything, on a translucent sheet blended over the backdrop where it is.
        if self._sheet is None or self._sheet.get_size() != (w, h):
            self._sheet = pygame.Surface((w, h), pygame.SRCALPHA)
        sheet = self._sheet
        planes = [[cam.project(p)[:2] for p in layer_corners(layer)] for layer in range(4)]
        corners = [cam.project(p)[:2] for p in cube_corners()]
        xs = [p[0] for p in corners]
        ys = [p[1] for p in corners]
        box = pygame.Rect(min(xs) - 4, min(ys) - 4, max(xs) - min(xs) + 8, max(ys) - min(ys) + 8).clip(
            sheet.get_rect()
        )
        sheet.fill((0, 0, 0, 0), box)
        for a, b in CUBE_EDGES:
            pygame.draw.line(sheet, (255, 255, 255, 70), corners[a], corners[b], 2)
        out.blit(sheet, box, box)
        projected = [cam.project(place_point(i, axis)) for i in range(64)]
        card_w = SMALL_CARD_W if w < SMALL_VIEW else CARD_W
        # Painter's order: each layer's tinted plane veils the layers below it, then its own cards.
        for kind, i in paint_order(cam, axis):
            if kind == "plane":
                pts = [(round(x), round(y)) for x, y in planes[i]]
                gfxdraw.filled_polygon(out, pts, (*tints[i], 46))
                gfxdraw.aapolygon(out, pts, (*tints[i], 150))
                continue
            x, y, depth = projected[i]
            k = cam.perspective(depth)
            if view.table[i] is not None:
                width = max(SIZE_STEP, round(card_w * k / SIZE_STEP) * SIZE_STEP)
                img = billboard(i, width)
                rect = img.get_rect(center=(round(x), round(y)))
                out.blit(img, rect)
                if i in recent:
                    pygame.draw.rect(out, recent[i], rect.inflate(6, 6), 3, border_radius=6)
            elif i in dead:
                r = max(3, round(0.12 * k))
                pygame.draw.line(out, RED, (x - r, y - r), (x + r, y + r), 3)
                pygame.draw.line(out, RED, (x - r, y + r), (x + r, y - r), 3)
            else:
                pygame.draw.circle(out, DOT, (round(x), round(y)), max(2, round(0.05 * k)))
        for s, owner in enumerate(view.owners):
            if owner is None or owner == UNCLAIMED:  # sharp eyes: unclaimed lines are for people to spot
                continue
            pts = [projected[i][:2] for i in STRUCTURE_IDS[s]]
            lit = s in flash
            colour = GOLD_BRIGHT if lit else _owner_colour(owner)
            width = 7 if lit else (4 if STRUCTURES[s].kind != "line" else 3)
            pygame.draw.line(out, colour, pts[0], pts[-1], width)
            for p in (pts[0], pts[-1]):
                pygame.draw.circle(out, colour, (round(p[0]), round(p[1])), width)


def _rounded_fill(out: pygame.Surface, colour, r: int) -> None:
    """An opaque rounded rectangle over the whole surface (fills are much faster than draw.rect's corners)."""
    rect = out.get_rect()
    out.fill(colour, rect.inflate(0, -2 * r))
    out.fill(colour, rect.inflate(-2 * r, 0))
    for x, y in ((r, r), (rect.w - r - 1, r), (r, rect.h - r - 1), (rect.w - r - 1, rect.h - r - 1)):
        pygame.draw.circle(out, colour, (x, y), r)


def _owner_colour(owner: int) -> tuple[int, int, int]:
    if owner == NOBODY:
        return (150, 150, 150)
    return SEAT_COLOURS[owner % len(SEAT_COLOURS)]
