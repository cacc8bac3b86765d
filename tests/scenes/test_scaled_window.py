"""A 3840×2160 window scales only the part of the canvas a table redrew, and shows what scaling
the whole canvas shows (scenes/kit/app.py `scale_exactly`)."""

from __future__ import annotations

import random

import pygame

from benchmarks.frames import _scripted_events
from scenes.kit.app import CANVAS, scale_exactly
from scenes.session import Seat
from tests.scenes.helpers import make_app, start_table

UHD = (3840, 2160)


def _speckled_canvas(seed: int) -> pygame.Surface:
    """A backing surface (the canvas and one spare column and row) full of sharp edges."""
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    backing = pygame.Surface((CANVAS[0] + 1, CANVAS[1] + 1))
    rng = random.Random(seed)
    for _ in range(300):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        spot = (rng.randrange(1920), rng.randrange(1080), rng.randrange(1, 300), rng.randrange(1, 200))
        backing.fill(colour, spot)
    return backing


def test_scaling_in_pieces_gives_what_scaling_everything_gives():
    backing = _speckled_canvas(3)
    whole = pygame.Surface(UHD, 0, backing)
    scale_exactly(backing, pygame.Rect((0, 0), CANVAS), 2, whole, (0, 0))
    pieces = pygame.Surface(UHD, 0, backing)
    for x in range(0, 1920, 137):  # uneven pieces, the last ones at the canvas's right and bottom edges
        for y in range(0, 1080, 91):
            drawn = scale_exactly(backing, pygame.Rect(x, y, 137, 91), 2, pieces, (0, 0))
            assert drawn.w <= 2 * 138 and drawn.h <= 2 * 92
    assert pygame.image.tobytes(pieces, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_scaling_a_piece_changes_only_the_window_pixels_it_blends_into():
    backing = _speckled_canvas(5)
    window = pygame.Surface(UHD, 0, backing)
    scale_exactly(backing, pygame.Rect((0, 0), CANVAS), 2, window, (0, 0))
    before = window.copy()
    backing.fill((1, 2, 3), (500, 300, 40, 30))
    drawn = scale_exactly(backing, pygame.Rect(500, 300, 40, 30), 2, window, (0, 0))
    assert drawn == pygame.Rect(998, 598, 82, 62)  # one source pixel before: it blends into the changed ones
    outside = window.copy()
    outside.blit(before, drawn, drawn)
    assert pygame.image.tobytes(outside, "RGB") == pygame.image.tobytes(before, "RGB")


def test_a_table_in_a_4k_window_scales_only_what_it_redrew():
    app = make_app()
    app.settings.animation_speed = "normal"  # cards in flight: partial frames have work to do
    app.window = pygame.display.set_mode(UHD)
    seats = [Seat("Anna"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    table = start_table(app, "gang_of_four", seats, seed=3)
    shown_rects = []
    real_update = pygame.display.update
    pygame.display.update = lambda rect=None: shown_rects.append(rect) or real_update(rect)
    try:
        rng = random.Random(1)
        for f in range(120):
            for ev in _scripted_events(rng, f):
                ev.pos = (ev.pos[0] * 2, ev.pos[1] * 2)  # window pixels
                pygame.event.post(ev)
            app.step(1 / 60)
            if app.manager.top is not table:
                app.manager.reset(table)
    finally:
        pygame.display.update = real_update
    small = [r for r in shown_rects if r is not None and r.w * r.h < UHD[0] * UHD[1] // 4]
    assert len(small) > 30  # most frames showed a small part of the window
    whole = pygame.Surface(UHD, 0, app.window)
    scale_exactly(app._backing, app.canvas.get_rect(), 2, whole, (0, 0))
    assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(whole, "RGB")
    pygame.display.set_mode(CANVAS)


def test_a_tutorial_plays_through_by_input_in_a_scaled_window():
    """`--tutorial zoker_solo --autoplay --fullscreen` completed 0 steps: its clicks went to canvas
    points as if they were window points."""
    from scenes.screens.tutorial import tutorial_table
    from scenes.screens.tutorial_play import autoplay

    app = make_app()
    app.window = pygame.display.set_mode((1000, 700))  # letterboxed and scaled
    app.manager.push(tutorial_table(app, "zoker_solo", remember=False))
    assert autoplay(app, "zoker_solo") == 0


def test_a_laptop_screen_opens_the_window_maximised():
    """Seen by a tester: on a 1280×720 screen the window took 85% of it, so the small print was
    about 10 px; a small screen now opens it maximised (a large one keeps a window with room)."""
    from scenes.kit.app import window_plan

    assert window_plan(1366, 768) == ((1160, 652), True)
    assert window_plan(1280, 720) == ((1088, 612), True)
    assert window_plan(1920, 1080) == ((1632, 918), False)
    assert window_plan(3840, 2160)[1] is False
