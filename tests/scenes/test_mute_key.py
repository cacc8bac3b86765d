"""M mutes anywhere: it is easily pressed by chance, so the screen says what it did."""

from __future__ import annotations

import pygame

from scenes.screens.menu import MenuScene
from scenes.session import Seat
from tests.scenes.helpers import key, make_app, start_table


def test_m_says_that_the_sound_went_off_and_came_back():
    app = make_app()
    app.manager.reset(MenuScene(app))
    menu = app.manager.top
    key(app, pygame.K_m)
    assert app.settings.muted and menu.toast.message == "Sound off: press M to turn it on again."
    key(app, pygame.K_m)
    assert not app.settings.muted and menu.toast.message == "Sound on."


def test_m_at_a_table_in_finnish():
    app = make_app(lang="fi")
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy")])
    key(app, pygame.K_m)
    assert app.settings.muted and scene.toast.message == "Äänet pois: M tuo ne takaisin."
