"""Kubo's cube in a replay: the keys the replay leaves turn it and pull it apart (Up/Down, C, X),
Left/Right still step the replay, and the big cube's caption says nothing about dropping cards."""

from __future__ import annotations

import pygame

from scenes.tables import zoker_kubo_controls
from tests.scenes.helpers import frames, key, make_app, settle, texts_drawn
from tests.scenes.test_replay import open_table, played


def replay_at(app, k: int = 40):
    table = open_table(app, played("zoker_kubo", limit=200))
    table.seek(k)
    settle(app)
    return table


def test_keys_open_tilt_and_pull_apart_the_cube_in_a_replay():
    app = make_app()
    table = replay_at(app)
    key(app, pygame.K_c)
    assert table.big_cube
    yaw, pitch, _explode = table.cube.angles()
    key(app, pygame.K_UP)
    settle(app)
    assert table.cube.angles()[1] != pitch and table.cube.angles()[0] == yaw
    key(app, pygame.K_x)
    frames(app, 90)  # the layers ease apart
    assert table.cube.angles()[2] == 1.0
    key(app, pygame.K_RIGHT)  # still the replay's: a move on, the cube as it was turned
    assert table.position() == 41 and table.cube.angles()[2] == 1.0


def test_the_big_cubes_caption_in_a_replay_asks_for_no_drop(monkeypatch):
    app = make_app()
    table = replay_at(app)
    key(app, pygame.K_c)
    drawn = texts_drawn(app, zoker_kubo_controls, monkeypatch)
    assert table.big_cube and "Completed structures" in drawn
    assert not any("Drop a card" in text for text in drawn)
    assert any("Up and Down tilt it" in text for text in drawn)
