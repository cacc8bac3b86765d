"""A tutorial redraws only what moved, and every frame it shows is the frame a full redraw makes:
the dimming, the glow, the arrow and the panel come back inside each partial frame's clip."""

from __future__ import annotations

import pytest

from scenes.screens import tutorial_play as tp
from tests.scenes.test_partial_redraw_tables import check_every_frame
from tests.scenes.test_tutorial import open_app


@pytest.mark.parametrize("game_id", ["gang_of_four", "pegs_and_jokers"])
def test_a_tutorial_played_through_shows_the_frames_of_a_full_redraw(game_id):
    app, table = open_app(game_id)
    counts = check_every_frame(app, table)
    steps = tp.play_through(app, table)
    assert steps == len(table.tutorial.tutorial.steps)
    assert counts["frames"] > 50 and counts["partial"] > counts["frames"] // 4, counts
