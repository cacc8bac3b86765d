"""The cube view's projection maths, without pygame."""

from __future__ import annotations

import math

import pytest

from scenes.tables.cube_projection import (
    PITCH_MAX,
    PITCH_MIN,
    Camera,
    back_to_front,
    clamp_pitch,
    cube_corners,
    fit_scale,
    layer_corners,
    place_point,
)


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_every_place_has_its_own_point_and_layers_go_up(axis):
    points = [place_point(i, axis) for i in range(64)]
    assert len(set(points)) == 64
    for i in range(64):
        layer = (i // 16, i // 4 % 4, i % 4)[axis]
        assert points[i][2] == pytest.approx(layer_corners(layer)[0][2])


def test_centre_projects_to_the_centre():
    cam = Camera(0.7, 0.4, 50.0, (100.0, 80.0))
    x, y, depth = cam.project((0.0, 0.0, 0.0))
    assert (x, y, depth) == pytest.approx((100.0, 80.0, 0.0))


def test_rotation_keeps_lengths():
    cam = Camera(1.1, 0.5)
    for p in cube_corners():
        assert math.dist((0, 0, 0), cam.rotated(p)) == pytest.approx(math.dist((0, 0, 0), p))


def test_looking_down_shows_the_top_layer_higher_and_nearer():
    cam = Camera(0.0, math.radians(30), 40.0, (0.0, 0.0))
    top, bottom = cam.project((0, 0, 1)), cam.project((0, 0, -1))
    assert top[1] < bottom[1] and top[2] > bottom[2]


def test_nearer_is_larger():
    cam = Camera()
    assert cam.perspective(1.0) > cam.perspective(0.0) > cam.perspective(-1.0)


def test_yaw_quarter_turn_swaps_axes():
    cam = Camera(math.pi / 2, 0.0, 1.0, (0.0, 0.0), distance=1e9)
    x, _y, _d = cam.project((0.0, 1.0, 0.0))
    assert x == pytest.approx(-1.0)


def test_back_to_front_paints_far_first():
    assert back_to_front([0.5, -2.0, 1.0, -2.0]) == [1, 3, 0, 2]


def test_pitch_is_clamped():
    assert clamp_pitch(-1.0) == PITCH_MIN and clamp_pitch(3.0) == PITCH_MAX


@pytest.mark.parametrize("pitch", [PITCH_MIN, 0.5, PITCH_MAX])
def test_fit_scale_keeps_the_frame_inside_at_any_yaw(pitch):
    w, h = 760, 440
    scale = fit_scale(w, h)
    for k in range(36):
        cam = Camera(math.tau * k / 36 + 0.01, pitch, scale, (w / 2, h / 2))
        for p in cube_corners():
            x, y, _d = cam.project(p)
            assert 0 <= x <= w and 0 <= y <= h


def _billboard(cam, i, axis, card_w):
    """The screen rect (x0, y0, x1, y1) of place i's card at this camera."""
    x, y, depth = cam.project(place_point(i, axis))
    w = card_w * cam.perspective(depth)
    return (x - w / 2, y - 0.7 * w, x + w / 2, y + 0.7 * w), depth


@pytest.mark.parametrize("quarter", [0, 1, 2, 3])
@pytest.mark.parametrize("pitch", [PITCH_MIN, math.radians(30), math.radians(55), PITCH_MAX])
def test_paint_order_is_back_to_front_at_four_rotations(quarter, pitch):
    """Every card is painted after each card it covers: the painted order agrees with the depths."""
    from scenes.tables.cube_projection import layer_of, paint_order

    yaw = math.radians(-28) + quarter * math.pi / 2
    cam = Camera(yaw, pitch, 80.0, (800.0, 465.0))
    for axis in (0, 1, 2):
        order = paint_order(cam, axis)
        places = [i for kind, i in order if kind == "place"]
        assert sorted(places) == list(range(64))
        # Each layer's plane comes after every card of the layers below it and before its own.
        for k, (kind, layer) in enumerate(order):
            if kind == "plane":
                assert all(layer_of(i, axis) < layer for kd, i in order[:k] if kd == "place")
                assert all(layer_of(i, axis) >= layer for kd, i in order[k:] if kd == "place")
        for card_w in (0.52, 0.7):
            boxes = {i: _billboard(cam, i, axis, card_w) for i in places}
            for a_pos, a in enumerate(places):
                (ax0, ay0, ax1, ay1), da = boxes[a]
                for b in places[a_pos + 1 :]:
                    (bx0, by0, bx1, by1), db = boxes[b]
                    if ax0 < bx1 and bx0 < ax1 and ay0 < by1 and by0 < ay1:  # b is painted over a
                        assert db > da, (a, b, da, db)


def test_higher_layers_veil_the_cards_below_them_in_the_picture():
    """Rendered: a top-layer card shows its own colours; a bottom-layer card is seen through the
    three translucent layers above it (planes are painted over the layers below them)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.zoker.kubo.engine import GAME
    from scenes.tables.kubo_cube import CARD_W, CubeView, billboard

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    state = GAME.new(2, {"rounds": 1, "target": 0}, seed=1)
    axis = state.geo.axis
    inner = [i for i in range(64) if all(1 <= c <= 2 for k, c in enumerate(_coords(i)) if k != axis)]
    top = next(i for i in inner if _coords(i)[axis] == 3)
    bottom = next(i for i in inner if _coords(i)[axis] == 0)
    table = [None] * 64
    table[top] = table[bottom] = 0
    view = state.view(0)
    view.table = tuple(table)

    def shift(i, cube, out) -> int:
        cam = cube.camera()
        x, y, depth = cam.project(place_point(i, axis))
        width = max(3, round(CARD_W * cam.perspective(depth) / 3) * 3)
        img = billboard(i, width)
        px, py = round(x) - width // 2 + 6, round(y) - round(width * 0.7) + img.get_height() // 2
        want = img.get_at((6, img.get_height() // 2))  # the card's plain paper at its left edge
        got = out.get_at((px, py))
        return sum(abs(want[c] - got[c]) for c in range(3))

    for quarter in range(4):
        cube = CubeView(pygame.Rect(0, 0, 1600, 930))
        cube.yaw, cube.pitch = math.radians(-28) + quarter * math.pi / 2, math.radians(60)
        out = pygame.Surface((1600, 930))
        cube.render(out, view, set())
        assert shift(top, cube, out) < 12
        assert shift(bottom, cube, out) > 40


def _coords(i):
    return (i // 16, i // 4 % 4, i % 4)
