"""Zoker Kubo defects from a third play-test, driven headless with real mouse and key events."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import set_language
from game.zoker.cards import DECK
from game.zoker.kubo.engine import UNCLAIMED, place
from scenes.screens.pause import PauseScene
from scenes.session import Seat
from tests.scenes.helpers import click, drag, frames, key, make_app, post, settle, start_table
from tests.scenes.test_kubo_playtest import rig_hand
from tests.scenes.test_kubo_scene import BOTS

RED_XL4 = 63  # no red card lies on the table at the start: it fits nowhere yet


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def table(options=None, seed: int = 3):
    app = make_app()
    scene = start_table(app, "zoker_kubo", [Seat("Anna"), *BOTS], options, seed=seed)
    settle(app)
    return app, scene


def big_cube(app, scene) -> None:
    click(app, scene.side.by_key("cube").rect.center)
    settle(app)
    assert scene.big_cube


def test_esc_closes_the_big_cube_before_it_opens_the_pause_menu():
    """Esc over the big cube opened the pause menu and left the big view under it."""
    app, scene = table()
    big_cube(app, scene)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene and not scene.big_cube
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, PauseScene)


def test_esc_mid_drag_over_the_big_cube_puts_the_card_back():
    app, scene = table()
    rig_hand(app, scene, [1, RED_XL4])
    big_cube(app, scene)
    sprite = scene.sprites[1]
    home = sprite.pos
    post(app, pygame.MOUSEBUTTONDOWN, pos=sprite.rect.center, button=1)
    frames(app, 1)
    post(app, pygame.MOUSEMOTION, pos=(600, 500), rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 1)
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert not scene.big_cube and scene.drag.held is None and sprite.pos == home


def assert_beside(scene, spot, avoid) -> None:
    """The refusal shows just under or over the place the card was let go on (or clicked), leaving it
    in sight, and over nothing in `avoid`."""
    rect = scene.toast_rect()
    assert rect is not None and scene.toast.kind == "error"
    assert not rect.colliderect(spot), (rect, spot)  # the message may name that place
    assert min(abs(rect.top - spot.bottom), abs(spot.top - rect.bottom)) <= 40, (rect, spot)
    for other in avoid:
        assert not rect.colliderect(other), (rect, other)


def test_a_refused_drop_on_the_grid_is_told_beside_the_drop():
    """The reason showed over the small cube, far from the card let go on the grid."""
    app, scene = table()
    rig_hand(app, scene, [1, RED_XL4])
    drop = scene.place_rect(6).center  # blue M3's place: far from the cube
    drag(app, scene.sprites[RED_XL4].rect.center, drop)
    assert scene.toast.visible and "red XL4" in scene.toast.message
    spot = scene.place_rect(6).unionall([scene.place_rect(j) for j in (22, 38, 54)])  # every layer's
    assert_beside(scene, spot, [scene.side.by_key("end").rect, scene.cube.rect])


@pytest.mark.parametrize("where", [5, 13])  # an upper and a lower place of the big cube
def test_a_refused_drop_on_the_big_cube_leaves_end_turn_and_the_controls_free(where):
    """In the big view the reason lay over End turn."""
    app, scene = table()
    rig_hand(app, scene, [1, RED_XL4])
    big_cube(app, scene)
    spot = scene.cube.place_box(where, scene.state.geo.axis)
    drop = spot.center
    drag(app, scene.sprites[RED_XL4].rect.center, drop)
    assert scene.toast.visible and "red XL4" in scene.toast.message
    controls = [b.rect for b in scene.cube_controls.buttons.buttons] + [scene.cube_controls.slider.rect]
    assert_beside(scene, spot, [scene.side.by_key("end").rect, scene.close_cube.rect, *controls])


def test_messages_over_the_big_cube_never_cover_end_turn():
    """A message not about a drop (a hint, H) lay over End turn in the big view too."""
    app, scene = table()
    rig_hand(app, scene, [1, RED_XL4])
    big_cube(app, scene)
    key(app, pygame.K_h)
    rect = scene.toast_rect()
    assert rect is not None and "blue S2" in scene.toast.message
    controls = [b.rect for b in scene.cube_controls.buttons.buttons] + [scene.cube_controls.slider.rect]
    for other in [*(b.rect for b in scene.side.buttons), scene.close_cube.rect, *controls]:
        assert not rect.colliderect(other), (rect, other)


def completed_row():
    """Sharp eyes: the person completes the blue S row (S1–S4) and has yet to claim it."""
    app, scene = table({"sharp_eyes": True})
    rig_hand(app, scene, [1, 2])
    for i in (1, 2):
        drag(app, scene.sprites[i].rect.center, scene.place_rect(i).center)
        settle(app)
    assert UNCLAIMED in scene.state.owners and scene.state.history[-1] == place(DECK[2])
    return app, scene


def test_a_click_outside_the_structure_to_claim_says_what_to_click():
    """A click on a card in no completed structure only lit its lines, with no word."""
    app, scene = completed_row()
    owners = list(scene.state.owners)
    where = scene.place_rect(12).center  # blue XL1: in no completed structure
    click(app, where)
    assert scene.state.owners == owners  # nothing claimed
    assert scene.toast.visible and scene.toast.kind == "error"
    assert scene.toast.message.startswith("The blue XL1 is in no structure waiting to be claimed")
    assert "click a card of the four in a row" in scene.toast.message
    assert_beside(scene, scene.place_rect(12), [scene.side.by_key("end").rect])
    click(app, scene.place_rect(3).center)  # blue S4: in the row, claimed
    assert scene.state.round_points[0] == 1


def test_a_click_in_the_big_cube_outside_the_structure_is_told_but_a_turn_is_not():
    app, scene = completed_row()
    app.settings.reduced_motion = True  # no fling: the turned cube stands still at once
    big_cube(app, scene)
    axis = scene.state.geo.axis
    where = scene.cube.place_box(12, axis).center
    assert scene.cube.place_at(where, axis) == 12
    drag(app, where, (where[0] + 120, where[1]))  # turning the cube from the card: no message
    assert not scene.toast.visible
    settle(app)
    where = scene.cube.place_box(12, axis).center
    click(app, where)
    assert scene.toast.visible and "blue XL1" in scene.toast.message


@pytest.mark.parametrize(("lang", "words", "wrong"), [("en", "straight down from the blue S1", "beside"),
                                                      ("fi", "suoraan sinisen S1:n alapuolelle", "viereen")])
def test_the_tutorials_first_step_says_where_the_blue_m1_really_goes(lang, words, wrong, monkeypatch):
    """Step 1 said "beside the blue S1", but the blue M1's place is the one under it."""
    from scenes.screens import tutorial as module
    from scenes.screens import tutorial_play as tp
    from scenes.screens.tutorial import open_tutorial
    from scenes.settings_store import data_dir
    from tests.scenes.helpers import texts_drawn

    app = make_app(lang=lang)
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    open_tutorial(app, "zoker_kubo")
    scene = app.manager.top
    tp.settle(app, scene)
    s1, m1 = scene.zone_rect("place.blue_S1"), scene.zone_rect("place.blue_M1")
    assert m1.x == s1.x and m1.top > s1.bottom  # the same column, the next row down
    sentence = next(t for t in texts_drawn(app, module, monkeypatch) if " M1 " in t)
    assert words in sentence and wrong not in sentence


def test_frames_match_a_full_redraw_while_refusals_show_beside_the_pointer():
    """The message's band follows the pointer: partial frames must still equal full ones."""
    from tests.scenes.test_partial_redraw_tables import animated_table, until

    app, scene, counts = animated_table("zoker_kubo", [Seat("Anna"), *BOTS])
    until(app, lambda: scene.my_turn() and not scene.busy())
    rig_hand(app, scene, [1, RED_XL4])
    drag(app, scene.sprites[RED_XL4].rect.center, scene.place_rect(6).center, steps=8)
    frames(app, 30)
    key(app, pygame.K_c)
    drag(app, scene.sprites[RED_XL4].rect.center, scene.cube.place_box(5, scene.state.geo.axis).center)
    until(app, lambda: not scene.toast.visible, 400)  # faded out where it was
    key(app, pygame.K_ESCAPE)
    frames(app, 10)
    assert not scene.big_cube and counts["frames"] > 100 and counts["partial"] > 60, counts


def test_a_refused_drop_does_not_say_wait_while_the_card_slides_back():
    """After a refused drop the tip said "Wait a moment: the last move is still being shown." while the
    person's own card slid back: no move was being shown, and a press would have counted anyway."""
    from scenes.tables.recent import still_moving_reason

    app = make_app()
    app.settings.animation_speed = "normal"
    scene = start_table(app, "zoker_kubo", [Seat("Anna"), Seat("Botti", "easy")], seed=1)
    settle(app)
    sprite = next(iter(scene.sprites.values()))
    sprite.glide_to((sprite.pos[0] + 40, sprite.pos[1]), 5.0)  # as a card sliding back
    assert scene.busy() and scene.my_turn()
    tip = scene._instruction(scene.view())
    assert not scene.placements()  # in this deal no card of Anna's fits yet: the line says so
    assert tip == "None of your cards fits now: end your turn." != still_moving_reason()
