"""The Kubo cube on its table, driven by real mouse and key events: drops onto the projected places,
turning by hand (with a fling), Front, pulling the layers apart, lit structures, reduced motion,
and partial frames that equal full ones while all of that moves."""

from __future__ import annotations

import math

import pygame
import pytest

from game.zoker.cards import DECK, sprite_name
from game.zoker.kubo.engine import STRUCTURE_IDS, STRUCTURES_AT, Place, cell, place
from scenes.session import Seat
from scenes.tables.cube_projection import EXPLODED_PITCH, FRONT_PITCH, FRONT_YAW, inside, paint_order
from scenes.tables.kubo_cube import DASHES, owner_dashes
from scenes.tables.zoker_kubo import BIG_CUBE_RECT, CUBE_RECT, FLASH
from tests.scenes.helpers import click, drag, frames, key, make_app, post, settle, start_table
from tests.scenes.test_partial_redraw_tables import animated_table

BOTS = [Seat("Botti", "normal"), Seat("Robo", "easy")]


def big_table(seed: int = 3):
    app = make_app()
    scene = start_table(app, "zoker_kubo", [Seat("Anna"), *BOTS], seed=seed)
    settle(app)
    key(app, pygame.K_c)
    assert scene.big_cube and scene.cube.rect == BIG_CUBE_RECT
    return app, scene


def fitting(scene) -> list[int]:
    return [cell(a.card) for a in scene.state.legal_actions() if isinstance(a, Place)]


def centre(quad) -> tuple[int, int]:
    return (round(sum(p[0] for p in quad) / 4), round(sum(p[1] for p in quad) / 4))


def test_a_drop_on_a_glowing_place_in_the_big_cube_places_the_card():
    app, scene = big_table()
    i = fitting(scene)[0]
    assert i in scene.cube_look().playable  # it glows in the cube
    quad = scene.cube.place_quad(i, scene.state.geo.axis)
    drag(app, scene.sprites[i].rect.center, centre(quad))
    assert scene.state.history[-1] == place(DECK[i])
    settle(app)
    assert scene.state.table[i] == 0 and scene.cube_look().table[i] == 0  # landed, drawn in the cube


def test_the_drop_hits_the_parallelogram_not_its_box():
    app, scene = big_table()
    scene.cube.yaw = math.radians(45)  # turned: the box's corners lie outside the card
    frames(app, 2)
    i = fitting(scene)[0]
    axis = scene.state.geo.axis
    quad, box = scene.cube.place_quad(i, axis), scene.cube.place_box(i, axis)
    corners = (box.topleft, box.topright, box.bottomleft, box.bottomright)
    corner = next(p for p in corners if not inside(p, quad))
    home = scene.sprites[i].pos
    drag(app, scene.sprites[i].rect.center, corner)
    assert not any(isinstance(a, Place) for a in scene.state.history)
    assert "one place of its own" in scene.toast.message
    settle(app)
    assert scene.sprites[i].pos == home


def test_an_illegal_drop_on_the_cube_says_why():
    app, scene = big_table()
    i = next(cell(c) for c in scene.view().hand if cell(c) not in fitting(scene))
    quad = scene.cube.place_quad(i, scene.state.geo.axis)
    drag(app, scene.sprites[i].rect.center, centre(quad))
    assert not any(isinstance(a, Place) for a in scene.state.history)
    assert scene.toast.message == scene.state.explain_illegal(place(DECK[i]))


def test_click_a_card_then_its_place_in_the_cube():
    app, scene = big_table()
    i = fitting(scene)[0]
    click(app, scene.sprites[i].rect.center)
    click(app, centre(scene.cube.place_quad(i, scene.state.geo.axis)))
    assert scene.state.history[-1] == place(DECK[i])


def test_drag_turning_changes_the_angle_and_the_drawn_order():
    app, scene = big_table()
    axis = scene.state.geo.axis
    frames(app, 2)
    yaw, pitch, order = scene.cube.yaw, scene.cube.pitch, list(scene.cube.drawn_order)
    assert order == [i for kind, i in paint_order(scene.cube.camera(), axis) if kind == "place"]
    stage = scene.cube.stage().move(BIG_CUBE_RECT.topleft)
    drag(app, (stage.centerx - 200, stage.centery), (stage.centerx + 200, stage.centery - 60), steps=10)
    settle(app)
    assert scene.cube.yaw != yaw and scene.cube.pitch != pitch
    assert scene.cube.drawn_order != order  # the nearest cards of a layer are now others
    now = paint_order(scene.cube.camera(), axis)
    assert scene.cube.drawn_order == [i for kind, i in now if kind == "place"]
    assert not any(isinstance(a, Place) for a in scene.state.history)  # turning places nothing


def fling(app, scene, reduced: bool) -> tuple[float, float]:
    """A quick drag released in motion: (yaw at the release, yaw a few frames later)."""
    app.settings.reduced_motion = reduced
    stage = scene.cube.stage().move(scene.cube.rect.topleft)
    x, y = stage.center
    post(app, pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    frames(app, 1)
    for k in range(1, 6):
        post(app, pygame.MOUSEMOTION, pos=(x + 40 * k, y), rel=(40, 0), buttons=(1, 0, 0))
        frames(app, 1)
    post(app, pygame.MOUSEBUTTONUP, pos=(x + 200, y), button=1)
    frames(app, 1)
    released = scene.cube.yaw
    frames(app, 10)
    return released, scene.cube.yaw


def test_a_fling_keeps_turning_and_slows_down():
    app, scene = big_table()
    released, later = fling(app, scene, reduced=False)
    assert later != released
    frames(app, 600)
    assert not any(scene.cube.spin)  # friction stops it


def test_with_reduced_motion_a_fling_stops_where_it_is_let_go():
    app, scene = big_table()
    released, later = fling(app, scene, reduced=True)
    assert later == released


def test_front_and_a_double_click_turn_it_back():
    app, scene = big_table()
    key(app, pygame.K_LEFT)
    frames(app, 30)
    assert scene.cube.yaw != pytest.approx(FRONT_YAW % math.tau)
    click(app, scene.cube_controls.buttons.by_key("front").rect.center)
    frames(app, 60)
    assert (scene.cube.yaw, scene.cube.pitch) == pytest.approx((FRONT_YAW % math.tau, FRONT_PITCH))
    click(app, scene.cube_controls.buttons.by_key("turn_right").rect.center)
    click(app, scene.cube_controls.buttons.by_key("tilt_up").rect.center)
    frames(app, 60)
    assert scene.cube.yaw != pytest.approx(FRONT_YAW % math.tau) and scene.cube.pitch > FRONT_PITCH
    stage = scene.cube.stage().move(BIG_CUBE_RECT.topleft)
    spot = (stage.x + 40, stage.bottom - 40)  # an empty corner of the stage
    click(app, spot)
    click(app, spot)
    frames(app, 60)
    assert (scene.cube.yaw, scene.cube.pitch) == pytest.approx((FRONT_YAW % math.tau, FRONT_PITCH))


def test_x_and_the_slider_pull_the_layers_apart_and_back():
    app, scene = big_table()
    axis = scene.state.geo.axis
    before = [scene.cube.place_box(i, axis).centery for i in (0, 63)]
    key(app, pygame.K_x)
    frames(app, 60)
    assert scene.cube.explode == 1.0 and scene.cube.pitch <= EXPLODED_PITCH + 1e-9
    after = [scene.cube.place_box(i, axis).centery for i in (0, 63)]
    assert abs(after[0] - after[1]) > abs(before[0] - before[1])  # the layers lie further apart
    slider = scene.cube_controls.slider
    click(app, (slider.track().x, slider.rect.centery))
    assert scene.cube.explode == 0.0
    drag(app, (slider.track().x, slider.rect.centery), (slider.track().centerx, slider.rect.centery))
    assert scene.cube.explode == pytest.approx(0.5, abs=0.02)


def test_the_small_cube_pulls_apart_with_x_too():
    app = make_app()
    scene = start_table(app, "zoker_kubo", [Seat("Anna"), *BOTS], seed=3)
    settle(app)
    key(app, pygame.K_x)
    frames(app, 60)
    assert scene.cube.rect == CUBE_RECT and scene.cube.explode == 1.0


def test_pointing_at_a_card_lights_its_lines_in_the_cube_and_on_the_grid():
    app, scene = big_table()
    key(app, pygame.K_c)  # back to the grid
    view = scene.view()
    i = next(i for i in range(64) if view.table[i] is not None)
    post(app, pygame.MOUSEMOTION, pos=scene.place_rect(i).move(2, 2).topleft, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 30)  # once the pointer has rested on it (REST)
    lit, traced = scene.lit_structures(), scene.traced_lines()
    assert lit + traced and all(k in STRUCTURES_AT[scene.hover_place] for k in lit + traced)
    look = scene.cube_look()
    assert (look.lit, look.traced) == (lit, traced) == scene.shown  # cube and grid


def test_hovering_a_completed_structure_in_the_list_lights_it():
    app, scene = big_table()
    k = 0
    for i in STRUCTURE_IDS[k]:
        scene.state.table[i] = 1
    scene.state.owners[k] = 1
    frames(app, 2)
    rows = scene.structure_list.rows(scene.view().owners)
    assert [r[0] for r in rows] == [k]
    post(app, pygame.MOUSEMOTION, pos=rows[0][1].center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 2)
    assert scene.cube_look().lit == (k,)


def test_a_completed_structure_pulses_once_and_holds_still_with_reduced_motion():
    app, scene = big_table()
    scene.flashes.append([5, FLASH, 1, STRUCTURE_IDS[5][-1]])
    levels = []
    for _ in range(int(FLASH * 60) - 2):
        levels.append(dict(scene.pulse_levels())[5])
        frames(app, 1)
    peak = levels.index(max(levels))
    assert max(levels) == 8 and 0 < peak < len(levels) - 1
    assert levels[:peak] == sorted(levels[:peak]) and levels[peak:] == sorted(levels[peak:], reverse=True)
    app.settings.reduced_motion = True
    scene.flashes = [[5, FLASH, 1, STRUCTURE_IDS[5][-1]]]
    assert dict(scene.pulse_levels())[5] == 8


def test_owners_and_highlights_differ_by_pattern_as_well_as_colour():
    patterns = [owner_dashes(seat) for seat in range(5)] + [owner_dashes(-1)]  # five seats and nobody
    assert len(set(patterns)) == len(patterns)
    assert DASHES[1] != (1, 0)  # a playable place's edge is dashed, a lit one's solid


def test_frames_match_a_full_redraw_while_the_big_cube_turns_flings_and_pulls_apart():
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    app, table, counts = animated_table("zoker_kubo", seats)
    settle(app)
    post(app, pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="", scancode=0)
    frames(app, 2)
    fling(app, table, reduced=False)
    post(app, pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="", scancode=0)
    frames(app, 30)
    fits = fitting(table)
    if fits:
        quad = table.cube.place_quad(fits[0], table.state.geo.axis)
        drag(app, table.sprites[fits[0]].rect.center, centre(quad), steps=8)
        settle(app)
    rows = table.structure_list.rows(table.view().owners)
    post(app, pygame.MOUSEMOTION, pos=(rows[0][1].center if rows else CUBE_RECT.center), rel=(0, 0),
         buttons=(0, 0, 0))
    frames(app, 3)
    assert counts["frames"] > 40, counts


def test_the_tutorials_cube_zones_follow_a_dragged_and_pulled_apart_cube():
    app, scene = big_table()
    axis = scene.state.geo.axis
    i = 37
    name = "cube." + sprite_name(DECK[i])
    before = scene.zone_rect(name)
    stage = scene.cube.stage().move(BIG_CUBE_RECT.topleft)
    drag(app, (stage.centerx - 150, stage.centery), (stage.centerx + 150, stage.centery + 40), steps=8)
    key(app, pygame.K_x)
    settle(app)
    after = scene.zone_rect(name)
    assert after.center != before.center
    assert after.collidepoint(centre(scene.cube.place_quad(i, axis))) and BIG_CUBE_RECT.contains(after)


def test_points_rise_over_the_big_cube_where_the_structure_pulses():
    app, scene = big_table()
    scene.flashes.append([0, FLASH, 1, STRUCTURE_IDS[0][-1]])
    frames(app, 3)
    label = scene.looks()[("flash_label", 0)][0]
    assert BIG_CUBE_RECT.colliderect(label)
    boxes = [scene.cube.place_box(i, scene.state.geo.axis) for i in STRUCTURE_IDS[0]]
    assert label.bottom <= min(b.y for b in boxes)


def test_the_benchmark_times_whole_table_frames_over_a_full_cube():
    from benchmarks.kubo_cube import table_frames

    out = table_frames(3)
    assert out["table_small"]["frames"] == 3 and out["table_big"]["cpu_p95_ms"] > 0


def test_while_turning_each_face_is_near_its_angle_and_few_are_made_anew_per_step():
    from scenes.tables.kubo_faces import MOTION_STEPS, motion_angle

    for q in range(-40, 40):
        shown = [motion_angle(q, i) for i in range(64)]
        assert all(abs(s - q) <= MOTION_STEPS // 2 for s in shown)
        changed = sum(a != b for a, b in zip(shown, [motion_angle(q + 1, i) for i in range(64)], strict=True))
        assert changed <= 64 // MOTION_STEPS + 1  # a half-degree turn makes about a twelfth anew


def test_the_cube_is_drawn_exact_once_it_stops_turning():
    app, scene = big_table()
    stage = scene.cube.stage().move(BIG_CUBE_RECT.topleft)
    post(app, pygame.MOUSEBUTTONDOWN, pos=stage.center, button=1)
    frames(app, 1)
    post(app, pygame.MOUSEMOTION, pos=(stage.centerx + 30, stage.centery), rel=(30, 0), buttons=(1, 0, 0))
    frames(app, 1)
    assert scene.cube.turning
    post(app, pygame.MOUSEBUTTONUP, pos=(stage.centerx + 30, stage.centery), button=1)
    frames(app, 240)
    assert not scene.cube.turning and not scene.cube.moving()


def tab_to(app, scene, wanted: str, limit: int = 40) -> None:
    """Press Tab until the button with key `wanted` has the focus (a person walking the buttons)."""
    for _ in range(limit):
        key(app, pygame.K_TAB)
        if scene.focus_ring.key == wanted:
            return
    raise AssertionError(f"Tab never reached {wanted}")


def test_tab_and_enter_reach_the_big_cube_turn_buttons():
    # STYLE.md: "Everything works with the mouse, with touch (hit targets ≥ 64×64), and with the
    # keyboard (arrows/Tab to move focus, Enter/Space to act …)".
    app, scene = big_table()
    controls = scene.cube_controls.buttons
    seen = set()
    for _ in range(30):  # one ring: the top bar, the side buttons, the cube's turn buttons, close
        key(app, pygame.K_TAB)
        seen.add(scene.focus_ring.key)
        focused = [b for b in controls.buttons + [scene.close_cube] if b.focused]
        assert len(focused) <= 1
    assert {"turn_left", "turn_right", "tilt_up", "tilt_down", "front", "close_cube", "menu", "end"} <= seen
    tab_to(app, scene, "turn_left")
    assert controls.by_key("turn_left").focused
    yaw = scene.cube.yaw
    key(app, pygame.K_RETURN)
    for _ in range(60):
        frames(app, 1)
    assert scene.cube.yaw != yaw and scene.big_cube  # turned, the cube still big
    tab_to(app, scene, "close_cube")
    key(app, pygame.K_SPACE)
    assert not scene.big_cube


def test_a_card_picked_by_number_is_placed_by_enter_even_after_tab():
    app, scene = big_table()
    tab_to(app, scene, "front")
    fits = fitting(scene)
    hand = scene.hand_sprites()
    k = next(n for n, s in enumerate(hand) if s.key in fits)
    key(app, pygame.K_1 + k)
    key(app, pygame.K_RETURN)
    assert scene.state.history[-1] == place(DECK[hand[k].key])


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_big_cubes_caption_keeps_its_size_under_the_whole_list(lang):
    """Seen by hand: in Finnish the caption under the completed structures ("Käännä kuutiota
    vetämällä; …") needed two lines in a box of one and a half, and shrank to a print too small to
    read at a small window, with the panel half empty above it. Both captions stand at 22 px, under
    the list's last row when the list is full."""
    from game.core.i18n import _
    from scenes.kit.text_fit import fit
    from scenes.tables.zoker_kubo_controls import StructureList

    make_app(lang=lang)
    panel = StructureList(CUBE_RECT)
    box = panel.caption_box()
    for caption in ("Drag to turn it, double-click for the front. Drop a card on its gold place.",
                    "Drag to turn it (Up and Down tilt it); double-click for the front."):
        assert fit(_(caption), 22, False, box.w, box.h, 16).size == 22, _(caption)
    rows = panel.rows([0] * len(STRUCTURE_IDS))
    assert rows and rows[-1][1].bottom <= box.y
