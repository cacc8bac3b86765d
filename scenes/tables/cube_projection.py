"""Projection maths for the Kubo cube: place ↦ 3-D point ↦ screen point with depth. No pygame.

World axes: x and y span a layer, z points up through the layers. An axonometric camera turns
by `yaw` about z and tilts by `pitch` (looking down at positive pitch) and projects straight
(orthographically), so a card lying flat in its layer becomes a parallelogram: an affine image of
its sprite, which `affine_steps` splits into rotate, scale, rotate (the 2×2 matrix's SVD).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

SPACING = 1.0  # distance between neighbouring places
LAYER_GAP = 1.15  # layers a little further apart than places, so they read as floors
EXPLODE_GAP = 2.0  # added between layers when the cube is pulled fully apart
EXPLODED_PITCH = math.radians(30)  # the steepest tilt at which layers that far apart do not overlap
CARD_W, CARD_H = 0.62, 0.868  # a card lying in its place (the sprites' 5:7)
PITCH_MIN, PITCH_MAX = math.radians(14), math.radians(78)
FRONT_YAW, FRONT_PITCH = math.radians(-16), math.radians(38)  # "Front": the grid's own side, turned a touch


def _coords(i: int) -> tuple[int, int, int]:
    return (i // 16, i // 4 % 4, i % 4)


def layer_of(i: int, axis: int) -> int:
    """The layer (0 bottom … 3 top) of place `i` when `axis` is the layer axis."""
    return _coords(i)[axis]


def layer_z(layer: float, explode: float = 0.0) -> float:
    return (layer - 1.5) * (LAYER_GAP + EXPLODE_GAP * explode)


@functools.cache
def _flat_point(i: int, axis: int) -> tuple[float, float, int]:
    c = _coords(i)
    a, b = (k for k in range(3) if k != axis)
    # As on the table grid seen from its lower edge: the first row is far, the last near.
    return ((c[b] - 1.5) * SPACING, (1.5 - c[a]) * SPACING, c[axis])


def place_point(i: int, axis: int, explode: float = 0.0) -> tuple[float, float, float]:
    """World point of place `i` (0–63, colour*16 + size*4 + shape) when `axis` is the layer axis."""
    x, y, layer = _flat_point(i, axis)
    return (x, y, layer_z(layer, explode))


def card_corners(i: int, axis: int, explode: float = 0.0) -> list[tuple[float, float, float]]:
    """A card lying in place `i`: its top-left, top-right, bottom-right, bottom-left (its top is far)."""
    x, y, z = place_point(i, axis, explode)
    w, h = CARD_W / 2, CARD_H / 2
    return [(x - w, y + h, z), (x + w, y + h, z), (x + w, y - h, z), (x - w, y - h, z)]


def layer_corners(layer: int, margin: float = 0.5, explode: float = 0.0) -> list[tuple[float, float, float]]:
    """The four corners of a layer's glass plane, a little larger than its places."""
    h = 1.5 * SPACING + margin
    z = layer_z(layer, explode)
    return [(-h, h, z), (h, h, z), (h, -h, z), (-h, -h, z)]


def cube_corners(margin: float = 0.5, explode: float = 0.0) -> list[tuple[float, float, float]]:
    """The eight corners of the box around the whole cube, bottom four first."""
    return layer_corners(0, margin, explode) + layer_corners(3, margin, explode)


def pitch_max(explode: float = 0.0) -> float:
    """The steepest tilt allowed: pulled apart, the layers are seen a little more from the side,
    so that each lies clear of the next on the screen."""
    return PITCH_MAX + (EXPLODED_PITCH - PITCH_MAX) * explode


def clamp_pitch(pitch: float, explode: float = 0.0) -> float:
    return max(PITCH_MIN, min(pitch_max(explode), pitch))


@dataclass(frozen=True)
class Camera:
    """Where the cube is seen from and how big it is drawn (pixels per place unit)."""

    yaw: float = FRONT_YAW
    pitch: float = FRONT_PITCH
    scale: float = 80.0
    centre: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        trig = (math.cos(self.yaw), math.sin(self.yaw), math.cos(self.pitch), math.sin(self.pitch))
        object.__setattr__(self, "_trig", trig)  # computed once per camera, used for every point

    def rotated(self, p: tuple[float, float, float]) -> tuple[float, float, float]:
        """Camera coordinates: x right, y up on screen, z towards the viewer (world y points away)."""
        x, y, z = p
        cy, sy, cp, sp = self._trig  # type: ignore[attr-defined]
        x, y = x * cy - y * sy, x * sy + y * cy  # turn about the up axis
        # Tilt: the world's up axis leans away so the top layer shows.
        return x, z * cp + y * sp, z * sp - y * cp

    def project(self, p: tuple[float, float, float]) -> tuple[float, float, float]:
        """(screen x, screen y, depth): larger depth is nearer the viewer (draw it later)."""
        x, y, z = self.rotated(p)
        return self.centre[0] + x * self.scale, self.centre[1] - y * self.scale, z

    def quad(self, corners) -> list[tuple[float, float]]:
        return [self.project(p)[:2] for p in corners]

    def flat_matrix(self) -> tuple[float, float, float, float]:
        """(a, b, c, d): screen pixels (x right, y down) per world unit of a layer's (x, -y).

        A sprite's x runs along world x and its y (down the picture) towards the viewer (world -y),
        so times the sprite's world units per pixel this maps sprite pixels to screen pixels.
        """
        cy, sy, _cp, sp = self._trig  # type: ignore[attr-defined]
        s = self.scale
        return (s * cy, s * sy, -s * sp * sy, s * sp * cy)


def affine_steps(a: float, b: float, c: float, d: float) -> tuple[float, float, float, float]:
    """M = [[a, b], [c, d]] (y down) as pygame steps: (rotate°, scale x, scale y, rotate°).

    M = R(φ)·diag(sx, sy)·R(θ) (closed-form SVD); pygame turns counter-clockwise on the screen,
    the opposite of R in y-down coordinates, so the angles come back negated and in degrees.
    A negative scale y is a mirror image (the determinant is negative).
    """
    e, f, g, h = (a + d) / 2, (a - d) / 2, (c + b) / 2, (c - b) / 2
    q, r = math.hypot(e, h), math.hypot(f, g)
    a1, a2 = math.atan2(g, f), math.atan2(h, e)
    theta, phi = (a2 - a1) / 2, (a2 + a1) / 2
    return -math.degrees(theta), q + r, q - r, -math.degrees(phi)


def apply_steps(steps: tuple[float, float, float, float], v: tuple[float, float]) -> tuple[float, float]:
    """What the steps do to a vector in y-down screen coordinates (for checking them)."""
    first, sx, sy, second = steps

    def turn(deg, p):
        t = -math.radians(deg)
        return (p[0] * math.cos(t) - p[1] * math.sin(t), p[0] * math.sin(t) + p[1] * math.cos(t))

    x, y = turn(first, v)
    return turn(second, (x * sx, y * sy))


def paint_order(cam: Camera, axis: int, explode: float = 0.0) -> list[tuple[str, int]]:
    """Painter's order for the cube: ("plane", layer) and ("place", i), farthest first.

    The camera always looks down (pitch > 0), so everything in a lower layer lies behind
    every higher layer's plane: layers go bottom to top, each plane over the layers below
    it, and within a layer the places go by their projected depth (farthest first).
    """
    order: list[tuple[str, int]] = []
    for layer in range(4):
        order.append(("plane", layer))
        places = [i for i in range(64) if layer_of(i, axis) == layer]
        depth = {i: cam.project(place_point(i, axis, explode))[2] for i in places}
        order += [("place", i) for i in sorted(places, key=lambda i: (depth[i], i))]
    return order


def back_to_front(depths: list[float]) -> list[int]:
    """Indices ordered for painting: farthest first; ties keep their order (stable)."""
    return sorted(range(len(depths)), key=lambda i: depths[i])


def fit_scale(width: float, height: float, explode: float = 0.0) -> float:
    """The largest scale at which the cube's box fits a width×height view at any yaw and pitch
    (so turning and tilting never zoom: only pulling the layers apart does).

    Turning about z, a corner of the square box reaches half its diagonal sideways; tilted, the box
    reaches up and down by its half height times cos(pitch) plus that half diagonal times sin(pitch),
    which is largest at atan(half diagonal / half height) (or at the end of the allowed tilt nearest it).
    """
    corner = layer_corners(3, explode=explode)[0]
    half_diagonal, half_height = math.hypot(corner[0], corner[1]), corner[2]
    steepest = clamp_pitch(math.atan2(half_diagonal, half_height), explode)
    pitches = (PITCH_MIN, pitch_max(explode), steepest)
    reach_y = max(half_height * math.cos(p) + half_diagonal * math.sin(p) for p in pitches)
    return min(width / (2 * half_diagonal), height / (2 * reach_y)) * 0.98


def inside(point: tuple[float, float], quad: list[tuple[float, float]]) -> bool:
    """Is `point` inside the convex polygon `quad` (either winding)?"""
    px, py = point
    sign = 0
    for (x0, y0), (x1, y1) in zip(quad, quad[1:] + quad[:1], strict=True):
        cross = (x1 - x0) * (py - y0) - (y1 - y0) * (px - x0)
        if cross:
            s = 1 if cross > 0 else -1
            if sign and s != sign:
                return False
            sign = s
    return True
