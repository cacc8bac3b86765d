"""Partial redraws of Racko, Zoker Memo and Zoker Kubo leave the same pixels as drawing the whole table.

Each frame of a scripted game with real mouse events (hover, press, drag, drop, the animations
that follow, the computers' turns) is compared with a full redraw of the same moment.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.session import Seat
from tests.scenes.helpers import (
    click,
    drag,
    frame_copy,
    frames,
    make_app,
    post,
    same_pixels,
    settle,
    start_table,
)
from tests.scenes.test_partial_redraw import test_partial_frames_match_a_full_redraw as sweeping_pointer

TABLES = ["racko", "zoker_memo", "zoker_kubo"]


@pytest.mark.parametrize("game_id", TABLES)
def test_a_sweeping_pointer_leaves_the_same_frames(game_id):
    """The benchmark's input (benchmarks/frames.py): pointer sweeps, presses and releases."""
    sweeping_pointer(game_id)


# ---------------------------------------------------------------- every frame of a scripted game


def check_every_frame(app, table) -> dict:
    """From now on each frame the window shows is compared with a full redraw of the table.

    The full redraw goes to a copy and the table's cached layer is put back, so the next frame is
    partial again. Returns counters: frames compared, and how many of them redrew only part.
    """
    counts = {"frames": 0, "partial": 0}
    step = app.step

    def checked(dt, *args, **kwargs):
        step(dt, *args, **kwargs)
        if app.manager.top is not table:
            return
        shown = frame_copy(app.window, "shown")
        counts["partial"] += table.drawn.w * table.drawn.h < 1920 * 1080 // 2
        saved = table._static, table._last_look
        table.invalidate()
        full = frame_copy(app.window, "full")
        table.draw(full)
        table._static, table._last_look = saved
        if 0 < table.toast.left < 0.4:  # a fading toast is redrawn in 12 steps of its fade, not every frame
            for surf in (shown, full):
                surf.fill((0, 0, 0), table.toast_band().inflate(0, 40))  # and its shadow, where it went
        assert same_pixels(shown, full), counts["frames"]
        counts["frames"] += 1

    app.step = checked
    return counts


def move(app, pos, n_frames: int = 2) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, n_frames)


def until(app, done, limit: int = 900) -> None:
    for _ in range(limit):
        if done():
            return
        frames(app)
    raise AssertionError("never came")


def animated_table(game_id, seats, options=None, seed: int = 3):
    app = make_app()
    app.settings.animation_speed = "normal"  # cards glide and flip for many frames
    app.settings.computer_speed = "fast"
    table = start_table(app, game_id, seats, options, seed=seed)
    return app, table, check_every_frame(app, table)


def test_racko_frames_match_a_full_redraw_through_hover_drag_and_drop():
    from scenes.tables.racko import DISCARD_POS, DRAW_POS

    app, table, counts = animated_table("racko", [Seat("Anna"), Seat("Botti", "normal")])
    until(app, lambda: table.my_turn() and table.state.phase == "draw" and not table.busy())
    move(app, table.pile_rect(DISCARD_POS).center)  # the discard lifts under the pointer
    move(app, table.pile_rect(DRAW_POS).center)
    click(app, table.pile_rect(DRAW_POS).center)  # the card glides to the hand
    until(app, lambda: not table.busy())
    drag(app, table.sprites["held"].rect.center, table.slot_rect(0, 4).center, steps=12)  # slots glow
    until(app, lambda: table.state.current_player == 1)
    until(app, lambda: table.my_turn() and not table.busy())  # the computer's turn glides too
    drag(app, table.pile_rect(DISCARD_POS).center, (300, 300), steps=8)  # dropped away: slides back
    settle(app)
    assert counts["frames"] > 100 and counts["partial"] > 80, counts


def test_racko_quick_deal_frames_match_while_empty_slots_glow_under_a_drag():
    seats = [Seat("Anna"), Seat("Botti", "normal")]
    app, table, counts = animated_table("racko", seats, {"quick_deal": True})
    until(app, lambda: table.my_turn() and table.state.phase == "deal" and not table.busy())
    start = table.sprites["held"].rect.center
    drag(app, start, table.slot_rect(0, 9).center, steps=20)  # over the empty slots: each one brightens
    settle(app)
    assert table.state.racks[0][9] is not None
    assert counts["frames"] > 30 and counts["partial"] > 20, counts


def test_memo_frames_match_a_full_redraw_through_hover_flips_and_pairs():
    from tests.scenes.test_memo_scene import pairs

    app, table, counts = animated_table("zoker_memo", [Seat("Anna"), Seat("Botti", "normal")])
    for _turn in range(3):
        until(app, lambda: table.my_turn() and not table.busy())
        a, b = pairs(table.state, want=_turn != 1)  # a pair flies to the pile; a miss flips back
        move(app, table.cards[a].rect.center)  # a face-down card lifts under the pointer
        click(app, table.cards[a].rect.center)
        click(app, table.cards[b].rect.center)
        settle(app)
    post(app, pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)  # the keyboard focus
    frames(app, 3)
    assert counts["frames"] > 100 and counts["partial"] > 80, counts


def test_kubo_frames_match_a_full_redraw_through_drag_drop_cube_and_flashes():
    from game.zoker.kubo.engine import STRUCTURE_IDS, Place, cell
    from scenes.tables.zoker_kubo import CUBE_RECT

    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    app, table, counts = animated_table("zoker_kubo", seats)
    for _turn in range(2):
        until(app, lambda: table.my_turn() and not table.busy())
        fits = [cell(a.card) for a in table.state.legal_actions() if isinstance(a, Place)]
        for s in table.hand_sprites():  # each hand card lifts under the pointer
            move(app, s.rect.center, 1)
        if fits:
            drag(app, table.sprites[fits[0]].rect.center, table.place_rect(fits[0]).center, steps=10)
            until(app, lambda: not table.busy())
        drag(app, CUBE_RECT.center, (CUBE_RECT.centerx + 160, CUBE_RECT.centery - 40), steps=8)  # it turns
        click(app, table.side.by_key("end").rect.center)
    table.flashes.append([0, 1.8, 3, STRUCTURE_IDS[0][-1]])  # a completed structure's glow and rising points
    frames(app, 40)
    post(app, pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="", scancode=0)  # the big cube
    frames(app, 2)
    drag(app, (900, 500), (1100, 450), steps=6)
    click(app, table.close_cube.rect.center)
    assert counts["frames"] > 100 and counts["partial"] > 80, counts


def test_kubo_frames_match_while_a_held_card_marks_the_places_it_would_kill():
    from tests.scenes.test_kubo_scene import doomed_setup

    app, table, counts = animated_table("zoker_kubo", [Seat("Anna"), Seat("Botti", "easy")])
    until(app, lambda: table.my_turn() and not table.busy())
    i = doomed_setup(app, table)
    start = table.sprites[i].rect.center
    drag(app, start, (start[0] - 400, 300), steps=10)  # over the grid, then let go: it slides back
    until(app, lambda: not table.busy())
    click(app, table.sprites[i].rect.center)  # selected by a click: marked too
    click(app, (40, 1000))
    assert table.doomed() == () and counts["frames"] > 20 and counts["partial"] > 10, counts


def test_gang_of_four_frames_match_while_the_keyboard_cursor_rides_a_card_up_and_down():
    """Seen by hand: the cursor's gold triangle over a card left a trail of lines when the card
    was lowered again, the triangle lying outside the card's own rect."""
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    app, table, counts = animated_table("gang_of_four", seats)
    until(app, lambda: table.my_turn() and table.state.phase == "play" and not table.busy())
    right, space = pygame.K_RIGHT, pygame.K_SPACE
    for key in (right, right, space, space, right, space):
        post(app, pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        frames(app, 12)  # the card glides up (selected) or down (put back), the triangle with it
    assert table.cursor_marker() is not None and counts["frames"] > 60, counts
