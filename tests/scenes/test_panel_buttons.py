"""Buttons on a panel are drawn in a colour of their own: the "panel" style is the panel's own
off-white (meant for felt), so Back, Rules and At a glance on the setup panel looked like bare words."""

from __future__ import annotations

import contextlib

import pygame
import pytest

from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.session import autosave_path
from tests.scenes.helpers import frames, make_app, saved_game


@pytest.mark.parametrize("saved", [False, True])
def test_setup_buttons_stand_out_from_their_panel(saved):
    app = make_app()
    autosave_path("gang_of_four").unlink(missing_ok=True)
    # with a saved game Start steps back from primary: it must stay visible too
    with saved_game("gang_of_four") if saved else contextlib.nullcontext():
        scene = SetupScene(app, "gang_of_four")
        app.manager.push(scene)
        frames(app, 1)
        on_panel = [b for b in scene.buttons.buttons if scene.panel.contains(b.rect)]
    assert {b.key for b in on_panel} >= {"back", "rules", "glance", "start"}
    assert all(b.style in ("flat", "primary") for b in on_panel), [(b.key, b.style) for b in on_panel]


def test_settings_back_stands_out_from_its_panel():
    app = make_app()
    scene = SettingsScene(app)
    app.manager.push(scene)
    frames(app, 1)
    assert scene.buttons.by_key("back").style == "flat"


def test_setup_bottom_buttons_keep_gaps_with_a_saved_game():
    """With a saved game, Continue sat flush against At a glance."""
    app = make_app()
    with saved_game("gang_of_four"):
        scene = SetupScene(app, "gang_of_four")
        app.manager.push(scene)
        frames(app, 1)
        keys = ("back", "rules", "glance", "continue", "start")
        row = sorted((b.rect for b in scene.buttons.buttons if b.key in keys), key=lambda r: r.x)
    assert len(row) == 5
    for a, b in zip(row, row[1:], strict=False):
        assert b.x - a.right >= 20, (a, b)


def test_a_primary_button_that_cannot_be_pressed_looks_at_rest_and_stays_readable():
    """A play-tester: Gang of Four's Play, white on blue-grey while nothing could be played, looked the
    liveliest button on the table. At rest it is grey on grey like the others, its words 4.5:1."""
    from scenes.kit.ui import ACCENT, MUTED_INK, Button

    def luminance(colour) -> float:
        channels = [c / 255 for c in colour[:3]]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    make_app()  # fonts
    surface = pygame.Surface((400, 120))
    button = Button((20, 20, 300, 80), "Play", lambda: None, style="primary", enabled=False)
    button.draw(surface)
    base = surface.get_at((40, 60))[:3]
    assert base != ACCENT[:3] and max(base) - min(base) < 16  # grey, not blue
    light, dark = sorted((luminance(base), luminance(MUTED_INK)), reverse=True)
    assert (light + 0.05) / (dark + 0.05) >= 4.5
