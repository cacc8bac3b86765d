"""The cube view's projection maths, without pygame: known corners, the affine split of a face,
the painter's order at every angle, fitting and hit-testing."""

from __future__ import annotations

import math
import random

import pytest

from scenes.tables.cube_projection import (
    CARD_H,
    CARD_W,
    PITCH_MAX,
    PITCH_MIN,
    Camera,
    affine_steps,
    apply_steps,
    back_to_front,
    card_corners,
    clamp_pitch,
    cube_corners,
    fit_scale,
    inside,
    layer_corners,
    layer_of,
    paint_order,
    place_point,
)


@pytest.mark.parametrize("axis", [0, 1, 2])
@pytest.mark.parametrize("explode", [0.0, 1.0])
def test_every_place_has_its_own_point_and_layers_go_up(axis, explode):
    points = [place_point(i, axis, explode) for i in range(64)]
    assert len(set(points)) == 64
    for i in range(64):
        assert points[i][2] == pytest.approx(layer_corners(layer_of(i, axis), explode=explode)[0][2])
    assert place_point(63, 0, 1.0)[2] > place_point(63, 0, 0.0)[2]  # pulled apart, the top goes up


# The top layer's far left corner (-2, 2, z) seen from the four sides: by hand, the turned
# point is (x, y), (-y, x), (-x, -y), (y, -x); then up = z cos(p) + y' sin(p), depth = z sin(p) - y' cos(p).
@pytest.mark.parametrize(
    ("quarter", "turned"), [(0, (-2.0, 2.0)), (1, (-2.0, -2.0)), (2, (2.0, -2.0)), (3, (2.0, 2.0))]
)
def test_a_known_corner_at_four_angles(quarter, turned):
    pitch = math.radians(30)
    cam = Camera(quarter * math.pi / 2, pitch, 100.0, (500.0, 400.0))
    corner = layer_corners(3)[0]
    assert corner[:2] == (-2.0, 2.0)
    z = corner[2]
    xr, yr = turned
    up, depth = z * math.cos(pitch) + yr * math.sin(pitch), z * math.sin(pitch) - yr * math.cos(pitch)
    want = (500 + 100 * xr, 400 - 100 * up, depth)
    assert cam.project(corner) == pytest.approx(want)


def test_centre_projects_to_the_centre():
    cam = Camera(0.7, 0.4, 50.0, (100.0, 80.0))
    assert cam.project((0.0, 0.0, 0.0)) == pytest.approx((100.0, 80.0, 0.0))


def test_rotation_keeps_lengths():
    cam = Camera(1.1, 0.5)
    for p in cube_corners():
        assert math.dist((0, 0, 0), cam.rotated(p)) == pytest.approx(math.dist((0, 0, 0), p))


def test_looking_down_shows_the_top_layer_higher_and_nearer():
    cam = Camera(0.0, math.radians(30), 40.0, (0.0, 0.0))
    top, bottom = cam.project((0, 0, 1)), cam.project((0, 0, -1))
    assert top[1] < bottom[1] and top[2] > bottom[2]


@pytest.mark.parametrize("yaw", [0.0, 0.6, 2.0, 4.4])
def test_a_flat_card_is_its_sprite_under_the_cameras_matrix(yaw):
    """Every corner of a card lying in its place is the centre plus the flat matrix times the corner's
    offset on the sprite: the face is one affine image of its sprite."""
    cam = Camera(yaw, math.radians(40), 90.0, (300.0, 200.0))
    a, b, c, d = cam.flat_matrix()
    width = 120  # sprite px
    k = CARD_W / width
    cx, cy, _ = cam.project(place_point(21, 0))
    offsets = [(-60, -84), (60, -84), (60, 84), (-60, 84)]  # sprite px from its centre: TL, TR, BR, BL
    assert CARD_H / CARD_W * 60 == pytest.approx(84)
    for (u, v), corner in zip(offsets, cam.quad(card_corners(21, 0)), strict=True):
        assert (cx + (a * u + b * v) * k, cy + (c * u + d * v) * k) == pytest.approx(corner)


def test_affine_steps_rebuild_any_matrix():
    rng = random.Random(4)
    for _ in range(200):
        m = [rng.uniform(-2, 2) for _ in range(4)]
        steps = affine_steps(*m)
        for v in ((1.0, 0.0), (0.0, 1.0), (0.3, -0.7)):
            want = (m[0] * v[0] + m[1] * v[1], m[2] * v[0] + m[3] * v[1])
            assert apply_steps(steps, v) == pytest.approx(want, abs=1e-9)
        assert steps[1] >= abs(steps[2]) >= 0  # the larger stretch first; a mirror has a negative y


@pytest.mark.parametrize("yaw", [0.0, 1.0, 2.5, -2.0])
def test_a_lying_card_needs_one_rotation_and_one_scale(yaw):
    cam = Camera(yaw, math.radians(35), 1.0)
    first, sx, sy, second = affine_steps(*cam.flat_matrix())
    assert second == pytest.approx(0.0, abs=1e-9)
    assert (sx, sy) == pytest.approx((1.0, math.sin(math.radians(35))))
    assert first == pytest.approx(math.degrees(yaw))  # pygame turns the face by the yaw


def test_back_to_front_paints_far_first():
    assert back_to_front([0.5, -2.0, 1.0, -2.0]) == [1, 3, 0, 2]


def test_pitch_is_clamped():
    assert clamp_pitch(-1.0) == PITCH_MIN and clamp_pitch(3.0) == PITCH_MAX


@pytest.mark.parametrize("pitch", [PITCH_MIN, 0.7, 1.0, PITCH_MAX])
@pytest.mark.parametrize("explode", [0.0, 1.0])
def test_fit_scale_keeps_the_box_inside_at_any_yaw_and_pitch(pitch, explode):
    w, h = 760, 440
    scale = fit_scale(w, h, explode)
    for k in range(72):
        cam = Camera(math.tau * k / 72 + 0.01, pitch, scale, (w / 2, h / 2))
        for p in cube_corners(explode=explode):
            x, y, _d = cam.project(p)
            assert 0 <= x <= w and 0 <= y <= h


def test_inside_a_parallelogram():
    quad = [(0, 0), (10, 2), (12, 8), (2, 6)]
    assert inside((6, 4), quad) and inside((6, 4), quad[::-1])
    assert not inside((11, 1), quad) and not inside((-1, 3), quad)


def _depth_at(cam: Camera, point, z: float) -> float:
    """Depth of the point of the plane at height z that is seen at screen `point`."""
    up = (cam.centre[1] - point[1]) / cam.scale
    return (z - up * math.cos(cam.pitch)) / math.sin(cam.pitch)


def _shared_point(qa, qb):
    """A screen point inside both quads (sampled), or None."""
    x0, x1 = (max(min(p[0] for p in qa), min(p[0] for p in qb)),
              min(max(p[0] for p in qa), max(p[0] for p in qb)))
    y0, y1 = (max(min(p[1] for p in qa), min(p[1] for p in qb)),
              min(max(p[1] for p in qa), max(p[1] for p in qb)))
    if x0 >= x1 or y0 >= y1:
        return None
    for s in range(1, 8):
        for t in range(1, 8):
            p = (x0 + (x1 - x0) * s / 8, y0 + (y1 - y0) * t / 8)
            if inside(p, qa) and inside(p, qb):
                return p
    return None


@pytest.mark.parametrize("quarter", [0, 1, 2, 3])
@pytest.mark.parametrize("pitch", [PITCH_MIN, math.radians(40), PITCH_MAX])
@pytest.mark.parametrize("explode", [0.0, 1.0])
def test_paint_order_is_back_to_front_at_every_angle(quarter, pitch, explode):
    """Wherever two cards overlap on the screen, the one painted later is the nearer there; cards of
    one layer never overlap; each layer's glass comes after the layers below it."""
    yaw = math.radians(-16) + quarter * math.pi / 2
    cam = Camera(yaw, pitch, 80.0, (800.0, 465.0))
    axis = 0
    order = paint_order(cam, axis, explode)
    places = [i for kind, i in order if kind == "place"]
    assert sorted(places) == list(range(64))
    for k, (kind, layer) in enumerate(order):
        if kind == "plane":
            assert all(layer_of(i, axis) < layer for kd, i in order[:k] if kd == "place")
            assert all(layer_of(i, axis) >= layer for kd, i in order[k:] if kd == "place")
    quads = {i: cam.quad(card_corners(i, axis, explode)) for i in places}
    overlaps = 0
    for n, a in enumerate(places):
        for b in places[n + 1 :]:
            p = _shared_point(quads[a], quads[b])
            if p is None:
                continue
            assert layer_of(a, axis) != layer_of(b, axis), (a, b)
            overlaps += 1
            za, zb = place_point(a, axis, explode)[2], place_point(b, axis, explode)[2]
            assert _depth_at(cam, p, zb) > _depth_at(cam, p, za), (a, b)  # b is painted over a
    if pitch > PITCH_MIN and not explode:
        assert overlaps > 20  # seen from above, together, the layers do cover each other
