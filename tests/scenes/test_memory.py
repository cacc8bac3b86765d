"""Memory stays flat over days of kiosk (scenes/kit/memory.py) and a scaled window reuses one surface."""

from __future__ import annotations

import os
import sys

import pygame
import pytest

from scenes.kit import memory
from scenes.kit.app import App
from scenes.screens.shell import shell_scenes


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt: Linux only")
def test_big_blocks_are_kept_apart_on_linux():
    assert memory.keep_big_blocks_apart() is True


def test_a_window_of_another_size_gets_the_canvas_scaled_into_one_kept_surface():
    app = App(**shell_scenes(), fullscreen=False)
    app.reraise = True
    app.window = pygame.display.set_mode((1280, 720))
    app.step(1 / 60, render=True)
    kept = app._scaled
    app.step(1 / 60, render=True)
    assert kept is app._scaled and kept.get_size() == (1280, 720)
    assert app.window.get_at((640, 360)) != (0, 0, 0)  # the scaled canvas, not the black bars
    app.window = pygame.display.set_mode((1000, 700))  # letterboxed: bars above and below
    app.step(1 / 60, render=True)
    assert app._scaled.get_size() == (1000, 562) and app.window.get_at((500, 10)) == (0, 0, 0)


def resident_mb() -> float:
    return int(open("/proc/self/statm").read().split()[1]) * 4096 / 2**20


@pytest.mark.skipif(memory._glibc() is None, reason="glibc's malloc_trim: Linux with glibc only")
def test_a_released_table_gives_back_the_free_holes_in_the_middle_of_the_heap():
    # Like the surface caches once they are full: many blocks under the mmap threshold freed while
    # a block after them stays, so the free space is a hole in the heap, not its top.
    import ctypes

    libc = memory._glibc()
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    memory.keep_big_blocks_apart()
    start = resident_mb()
    blocks = [libc.malloc(100_000) for _ in range(400)]  # 40 MB in the heap
    for b in blocks:
        ctypes.memset(b, 1, 100_000)  # resident
    pin = libc.malloc(1000)  # a live block after them: the heap's top cannot shrink past it
    for b in blocks:
        libc.free(b)
    before = resident_mb()
    memory.released()
    after = resident_mb()
    libc.free(pin)
    # Judged against the start, not the peak: under load glibc may already have reused part of
    # the hole for other threads' blocks before released() runs; what matters is where it ends.
    assert after - start < 10, f"{start:.1f} MB, then {before:.1f} MB -> {after:.1f} MB"


def test_the_pegs_board_is_not_kept_once_the_image_cache_has_let_it_go():
    # The image cache is bounded by bytes; a second, unbounded cache holding the same surface kept
    # the 4 MB board alive after its eviction, outside every budget (the soak's second-round growth).
    import gc
    import weakref

    from scenes.kit import resources as res
    from scenes.tables import pegs_board

    board = weakref.ref(pegs_board._turned_board(4, 0))
    assert board() is not None
    res.image.cache_clear()  # as when newer pictures push it out
    gc.collect()
    assert board() is None


def test_dimming_the_canvas_draws_the_same_veil_without_keeping_a_canvas_sized_one():
    # A whole-canvas veil was 8 MB kept for the program's life, made whenever a game first ended:
    # in the soak's first round or any later one.
    from scenes.kit import ui

    canvas = pygame.Surface((1920, 1080))
    for x in range(0, 1920, 40):
        pygame.draw.line(canvas, (x % 256, 200, 255 - x % 256), (x, 0), (1919 - x, 1079), 9)
    expected = canvas.copy()
    veil = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 150))
    expected.blit(veil, (0, 0))
    ui._veil_cache.clear()
    ui.dim(canvas)
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(expected, "RGB")
    kept = sum(v.get_pitch() * v.get_height() for v in ui._veil_cache.values())
    assert 0 < kept <= 2**20


def test_kubo_faces_stay_within_their_budget_at_every_size_and_angle_the_camera_gives():
    from scenes.tables import kubo_cube, kubo_faces

    kubo_faces.flat_face.cache_clear()
    for width in range(32, 133, 2 * kubo_cube.SIZE_STEP):  # a kiosk turning the cube for days
        for yaw in range(0, 720, 37):
            for index in range(0, 64, 5):
                assert kubo_faces.flat_face(index, width, yaw, 76).get_width() >= width * 0.9
    assert kubo_faces.flat_face.cache_info().nbytes <= 12 * 2**20


def test_under_x11_the_window_is_drawn_without_gl_and_a_persons_hint_wins(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    assert memory.plain_x11_framebuffer()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")  # set by the person: kept
    assert not memory.plain_x11_framebuffer()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "1"
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION")
    for driver in ("wayland", "dummy"):  # SDL has no plain framebuffer on Wayland
        monkeypatch.setenv("SDL_VIDEODRIVER", driver)
        assert not memory.plain_x11_framebuffer()
    assert "SDL_FRAMEBUFFER_ACCELERATION" not in os.environ


def test_a_face_is_kept_at_the_size_drawn_only():
    from scenes.kit import resources as res

    res.image.cache_clear()
    res.scaled.cache_clear()
    face = res.scaled("cards/wizard/W.png", (64, 90))
    assert face.get_size() == (64, 90)
    assert ("cards/wizard/W.png",) not in res.image.entries  # the 300×420 original is not kept
    felt = res.image("table/felt.png")
    assert res.scaled("table/felt.png", felt.get_size()) is felt  # at its own size: the kept one


def test_leaving_a_table_frees_what_the_caches_kept_for_it():
    from scenes.kit import resources as res
    from scenes.session import Seat
    from tests.scenes.helpers import frames, make_app, start_table

    app = make_app()
    start_table(app, "wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Bertta", "easy")])
    frames(app, 5)
    assert any(key[0].startswith("cards/wizard/") for key in res.scaled.entries)
    app.home()
    assert not any(key[0].startswith("cards/wizard/") for key in res.scaled.entries)
    frames(app, 2)  # the menu draws what it needs again
    assert res.text.entries
