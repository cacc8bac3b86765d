"""Pegs and Jokers on the 8-player board by touch: holes ~21 px apart, fingers ~64 px wide.

Real FINGERDOWN/FINGERUP events go through the app, which maps them to mouse events with
touch=True (scenes/kit/app.py).
"""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.pegs.engine import Move, SplitRest  # noqa: E402
from scenes.session import Seat  # noqa: E402
from tests.scenes.helpers import click, frames, make_app, settle  # noqa: E402
from tests.scenes.test_pegs_scene import card_point, hole_point, my_action, open_table, peg_point  # noqa: E402

HAND = ["5H", "2H", "3D", "4C", "9S", "6H"]


@pytest.fixture
def app():
    return make_app()


def tap(app, pos, n_frames: int = 2) -> None:
    """A finger down and up at canvas point `pos`."""
    ww, wh = app.window.get_size()
    assert app.to_canvas((ww / 2, wh / 2)) == (960, 540)  # the window is the canvas here
    x, y = pos[0] / ww, pos[1] / wh
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=x, y=y, dx=0, dy=0, touch_id=1, finger_id=1, pressure=1))
    frames(app, n_frames)


def beside(point, away, by: float = 16):
    """A point `by` px from `point`, on the side away from `away`: a finger off the hole, not on another."""
    dx, dy = point[0] - away[0], point[1] - away[1]
    n = math.hypot(dx, dy) or 1.0
    return (round(point[0] + dx / n * by), round(point[1] + dy / n * by))


def test_the_8_player_holes_are_far_closer_than_a_finger(app):
    scene = open_table(app, players=8, hand=HAND)
    a, b = hole_point(scene, "track.20"), hole_point(scene, "track.21")
    assert math.dist(a, b) < 30


def test_a_finger_on_an_unmovable_peg_takes_the_movable_one_beside_it_and_a_tap_near_a_lit_hole_plays(app):
    # Peg 0 on 20 cannot move 5 (it would pass peg 1 on 21); the finger lands on peg 0.
    scene = open_table(app, players=8, hand=HAND, pegs={(0, 0): 20, (0, 1): 21})
    n = len(scene.state.history)
    tap(app, card_point(scene, "5H"))
    assert scene.selected_card() == "5H"
    tap(app, peg_point(scene, 0, 0))
    assert scene.drag.selected is not None and scene.drag.selected.sprites[0].peg == 1
    assert set(scene.drag.targets) == {"track.26"}
    lit = hole_point(scene, "track.26")
    off = beside(lit, scene.layout.holes["track.25"])
    assert scene.layout.hole_at(off) != "track.26"  # not on the hole itself
    tap(app, off)
    assert my_action(scene, n) == Move("5H", 1, "track.26")


def test_a_mouse_click_on_another_peg_does_not_take_the_movable_one_beside_it(app):
    scene = open_table(app, players=8, hand=HAND, pegs={(0, 0): 20, (0, 1): 21})
    click(app, card_point(scene, "5H"))
    click(app, peg_point(scene, 0, 0))
    assert scene.drag.selected is None


def test_a_mouse_click_near_a_small_peg_and_near_a_lit_hole_plays(app):
    """A tester on the 8-player board: "a click 19 px from a peg's centre, or 17 px from a glowing
    hole, does nothing" (pegs 19 px, holes 21 px apart). A mouse's target is 64 px across too."""
    scene = open_table(app, players=8, hand=HAND, pegs={(0, 1): 21})
    n = len(scene.state.history)
    click(app, card_point(scene, "5H"))
    peg = peg_point(scene, 0, 1)
    off = beside(peg, hole_point(scene, "track.22"), by=19)
    assert scene.layout.hole_at(off) != "track.21" and not any(
        s.rect.inflate(8, 8).collidepoint(off) for s in scene.peg_sprites())
    click(app, off)
    assert scene.drag.selected is not None and scene.drag.selected.sprites[0].peg == 1
    lit = hole_point(scene, "track.26")
    click(app, beside(lit, scene.layout.holes["track.25"], by=17))
    assert my_action(scene, n) == Move("5H", 1, "track.26")


def play_a_turn_by_touch(app, scene) -> None:
    """Seat 0's whole turn by fingers only: a card, a press beside the peg, a tap beside its hole."""
    state = scene.state
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    assert moves, "the test position has a peg move"
    action = moves[0]
    tap(app, card_point(scene, action.card))
    assert scene.selected_card() == action.card
    peg = scene.sprites[("peg", state.playing_for, action.peg)].rect.center
    tap(app, (peg[0] + 15, peg[1] + 8))  # the finger lands off the peg
    assert scene.drag.selected is not None
    targets = set(scene.drag.targets)
    held = scene.drag.selected.sprites[0].peg
    assert targets == {a.to for a in state.legal_actions() if isinstance(a, Move)
                       and a.card == action.card and a.peg == held}
    to = sorted(targets)[0]
    point = hole_point(scene, to)
    tap(app, (point[0] + 12, point[1] - 9))  # and off the hole
    while state.phase == "split" and state.current_player == 0:  # a 7's rest, by touch too
        rest = next(a for a in state.legal_actions() if isinstance(a, SplitRest))
        p = scene.sprites[("peg", state.playing_for, rest.peg)].rect.center
        tap(app, (p[0] + 6, p[1] - 6))
        tap(app, hole_point(scene, rest.to))


def test_a_whole_8_player_round_by_touch(app):
    seats = [Seat("You", None)] + [Seat(f"Bot{i}", "easy") for i in range(1, 8)]
    scene = open_table(app, players=8, seats=seats, hand=["KH", "5H", "3D", "4C", "9S", "6H"],
                       pegs={(0, 0): 30, (1, 0): 40})
    n = len(scene.state.history)
    play_a_turn_by_touch(app, scene)
    assert len(scene.state.history) > n and scene.state.current_player != 0
    settle(app)
    for _ in range(600):  # the seven computers play their turns
        if scene.state.current_player == 0 and not scene.busy():
            break
        frames(app, 1)
    assert scene.state.current_player == 0
    n = len(scene.state.history)
    play_a_turn_by_touch(app, scene)
    assert len(scene.state.history) > n and scene.state.current_player != 0
