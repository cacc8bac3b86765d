"""Projection maths for the Kubo cube view: place ↦ 3-D point ↦ screen point with depth. No pygame.

World axes: x and y span a layer, z points up through the layers. The camera turns
by `yaw` about z and tilts by `pitch` (looking down at positive pitch), then a
gentle perspective makes nearer things a little larger.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

SPACING = 1.0  # distance between neighbouring places
LAYER_GAP = 1.35  # layers further apart than places, so they read as floors
PITCH_MIN, PITCH_MAX = math.radians(5), math.radians(80)
CAMERA_DISTANCE = 13.0  # in place units; smaller is a stronger perspective


@functools.cache
def place_point(i: int, axis: int) -> tuple[float, float, float]:
    """World point of place `i` (0–63, colour*16 + size*4 + shape) when `axis` is the layer axis."""
    c = (i // 16, i // 4 % 4, i % 4)
    a, b = (k for k in range(3) if k != axis)
    # As on the table grid seen from its lower edge: the first row is far, the last near.
    return ((c[b] - 1.5) * SPACING, (1.5 - c[a]) * SPACING, (c[axis] - 1.5) * LAYER_GAP)


def layer_corners(layer: int, margin: float = 0.6) -> list[tuple[float, float, float]]:
    """The four corners of a layer's plane, a little larger than its places."""
    h = 1.5 * SPACING + margin
    z = (layer - 1.5) * LAYER_GAP
    return [(-h, -h, z), (h, -h, z), (h, h, z), (-h, h, z)]


def cube_corners(margin: float = 0.45) -> list[tuple[float, float, float]]:
    """The eight corners of the frame around the whole cube, bottom four first."""
    h = 1.5 * SPACING + margin
    zb, zt = -1.5 * LAYER_GAP - 0.3, 1.5 * LAYER_GAP + 0.3
    return [(x, y, z) for z in (zb, zt) for (x, y) in ((-h, -h), (h, -h), (h, h), (-h, h))]


CUBE_EDGES = ((0, 1), (1, 2), (2, 3), (3, 0), (4, 5), (5, 6), (6, 7), (7, 4), (0, 4), (1, 5), (2, 6), (3, 7))


def clamp_pitch(pitch: float) -> float:
    return max(PITCH_MIN, min(PITCH_MAX, pitch))


@dataclass(frozen=True)
class Camera:
    """Where the cube is seen from and how big it is drawn."""

    yaw: float = math.radians(-30)
    pitch: float = math.radians(28)
    scale: float = 80.0  # pixels per place unit at the cube's centre
    centre: tuple[float, float] = (0.0, 0.0)
    distance: float = CAMERA_DISTANCE

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
        k = self.perspective(z)
        return self.centre[0] + x * k, self.centre[1] - y * k, z

    def perspective(self, depth: float) -> float:
        """Pixels per unit at this depth."""
        return self.scale * self.distance / (self.distance - depth)


def back_to_front(depths: list[float]) -> list[int]:
    """Indices ordered for painting: farthest first; ties keep their order (stable)."""
    return sorted(range(len(depths)), key=lambda i: depths[i])


def layer_of(i: int, axis: int) -> int:
    """The layer (0 bottom … 3 top) of place `i` when `axis` is the layer axis."""
    return (i // 16, i // 4 % 4, i % 4)[axis]


def paint_order(cam: Camera, axis: int) -> list[tuple[str, int]]:
    """Painter's order for the cube: ("plane", layer) and ("place", i), farthest first.

    The camera always looks down (pitch > 0), so everything in a lower layer lies behind
    every higher layer's plane: layers go bottom to top, each plane over the layers below
    it, and within a layer the places go by their projected depth (farthest first).
    """
    depths = [cam.project(place_point(i, axis))[2] for i in range(64)]
    order: list[tuple[str, int]] = []
    for layer in range(4):
        order.append(("plane", layer))
        places = [i for i in range(64) if layer_of(i, axis) == layer]
        order += [("place", i) for i in sorted(places, key=lambda i: (depths[i], i))]
    return order


def fit_scale(width: float, height: float, distance: float = CAMERA_DISTANCE) -> float:
    """The largest scale at which the cube frame fits a width×height view at any yaw and allowed pitch."""
    reach_x = reach_y = 0.0
    for tilt in range(7):
        pitch = PITCH_MIN + (PITCH_MAX - PITCH_MIN) * tilt / 6
        for step in range(24):
            cam = Camera(math.tau * step / 24, pitch, 1.0, (0.0, 0.0), distance)
            for p in cube_corners():
                x, y, _depth = cam.project(p)
                reach_x, reach_y = max(reach_x, abs(x)), max(reach_y, abs(y))
    return min(width / (2 * reach_x), height / (2 * reach_y)) * 0.97
