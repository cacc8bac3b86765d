"""A table's frame asks the engine for the viewer's view once, however many parts draw from it."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import GAMES
from scenes.registry import SCENES
from scenes.session import Seat
from tests.scenes.helpers import frames, make_app, settle, start_table


@pytest.mark.parametrize("game_id", sorted(SCENES))
def test_a_whole_redraw_makes_the_viewers_view_once(game_id):
    app = make_app()
    game = GAMES[game_id]
    players = min(max(3, game.min_players), game.max_players)
    seats = [Seat("Anna")] + [Seat(f"Botti {i}", "easy") for i in range(1, players)]
    table = start_table(app, game_id, seats)
    settle(app)
    state = table.state
    made = []
    view = state.view

    def counted(player):
        made.append(player)
        return view(player)

    state.view = counted
    try:
        table.invalidate()
        table.draw(pygame.Surface((1920, 1080)))
        assert made.count(table.viewer) == 1, made
        made.clear()
        table.view()
        table.view()
        assert len(made) == 2  # outside a frame the view is made anew: the state may have changed
    finally:
        del state.view
    frames(app, 1)
