"""Partial redraws (Gang of Four, Solo, Pegs) leave the same pixels as drawing the whole table."""

from __future__ import annotations

import random

import pygame
import pytest

from benchmarks.frames import _scripted_events
from scenes.registry import SCENES
from scenes.session import Seat
from scenes.tables.redraw import damage
from tests.scenes.helpers import frame_copy, make_app, same_pixels, start_table


@pytest.mark.parametrize("game_id", ["gang_of_four", "zoker_solo", "pegs_and_jokers"])
def test_partial_frames_match_a_full_redraw(game_id):
    cls = SCENES[game_id]
    assert cls.partial_redraw
    app = make_app()
    app.settings.animation_speed = "normal"  # cards in flight: the partial frames have work to do
    app.settings.computer_speed = "fast"
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "easy") for i in range(1, cls.default_players)]
    table = start_table(app, game_id, seats, seed=3)
    rng = random.Random(1)
    partial = compared = 0
    for f in range(240):
        for ev in _scripted_events(rng, f):
            pygame.event.post(ev)
        full_before = table._static is None
        app.step(1 / 60)
        partial += not full_before
        if app.manager.top is not table:
            app.manager.reset(table)
        if f % 10 == 9 and app.manager.top is table:
            compared += 1
            shown = frame_copy(app.window, "shown")
            table.invalidate()
            table.draw(app.window)
            full = frame_copy(app.window, "full")
            for surf in (shown, full):  # a fading toast is redrawn in 12 steps of its fade, not every frame
                surf.fill((0, 0, 0), table.toast_band().inflate(0, 40))  # and its shadow, where it went
            assert same_pixels(shown, full), f
    assert partial > 100 and compared > 20


def test_gang_of_four_partial_frame_draws_little():
    """A frame where only the pointer moved redraws a small area, not the 1920×1080 table."""
    app = make_app()
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)]
    table = start_table(app, "gang_of_four", seats, seed=3)
    for _ in range(600):
        if not table.animating():
            break
        app.step(1 / 60)
    hand = table.hand_sprites()
    pos = hand[-1].rect.center  # the topmost card of the fan
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    before = table._last_look[0]
    app.step(1 / 60)
    area = damage(before, table._last_look[0])
    assert 0 < area.w * area.h < 1920 * 1080 // 4


def test_a_toast_that_fades_away_leaves_no_trace():
    """Its last faint step is redrawn away even when a frame's dt runs it down just short of zero."""
    app = make_app()
    table = start_table(app, "gang_of_four", [Seat("Anna")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)])
    for _ in range(600):
        if not table.animating():
            break
        app.step(1 / 60)
    table.toast.show("A message that fades away", seconds=0.05)
    app.step(0.02)  # drawn faint: 0.03 s left
    app.step(0.025)  # fainter still: 0.005 s left
    assert table.toast.visible and table.toast.fade() == 1
    app.step(0.01)  # gone
    assert table.toast.fade() == 0
    shown = frame_copy(app.window, "shown")
    table.invalidate()
    table.draw(app.window)
    assert same_pixels(shown, app.window)


def test_same_pixels_sees_one_changed_pixel_and_not_the_unused_byte():
    """The frame checks' comparison: one pixel of another colour is a difference, the fourth byte is not."""
    make_app()
    a = pygame.Surface((1920, 1080), 0, pygame.display.get_surface())
    a.fill((10, 20, 30))
    b = a.copy()
    assert same_pixels(a, b)
    b.set_at((1919, 1079), (10, 20, 31))
    assert not same_pixels(a, b)
    b.set_at((1919, 1079), (10, 20, 30))
    view = b.get_view("1")  # raw bytes, four per pixel: put something in the unused one
    view.write(b"\x1e\x14\x0a\x7f", 0)
    del view
    assert b.get_at((0, 0))[:3] == (10, 20, 30) and same_pixels(a, b)
