"""The cube view's projection maths, without pygame."""

from __future__ import annotations

import math

import pytest

from scenes.cube_projection import (
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
