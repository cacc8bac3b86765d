"""Memory stays flat over days of kiosk (scenes/kit/memory.py) and a scaled window reuses one surface."""

from __future__ import annotations

import sys

import pygame
import pytest

from scenes.kit import memory
from scenes.kit.app import App


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt: Linux only")
def test_big_blocks_are_kept_apart_on_linux():
    assert memory.keep_big_blocks_apart() is True


def test_a_window_of_another_size_gets_the_canvas_scaled_into_one_kept_surface():
    app = App(fullscreen=False)
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
