"""Rules at a glance: each caption fits its box at full size, a clear gap below the cards (a
three-line Finnish caption of Zoker Kubo's touched the cards above it)."""

from __future__ import annotations

import pytest

from game.core.tutorial import pick
from scenes.kit.text_fit import fit
from scenes.registry import SCENES
from scenes.screens.glance import CAPTION_GAP, CAPTION_SIZE, GlanceScene, has_glance
from tests.scenes.helpers import frames, make_app

GAMES = [g for g in SCENES if has_glance(g)]


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("game_id", GAMES)
def test_captions_fit_below_the_cards(game_id, lang):
    app = make_app(lang=lang)
    scene = GlanceScene(app, game_id)
    app.manager.reset(scene)
    frames(app, 1)
    for panel, rect in zip(scene.panels, scene.panel_rects(), strict=True):
        art, box = scene.art_and_caption(rect)
        fitted = fit(pick(panel.get("caption", {})), CAPTION_SIZE, False, box.w, box.h)
        assert fitted.size == CAPTION_SIZE and fitted.height <= box.h, (panel, fitted)
        assert art.bottom + CAPTION_GAP <= box.y and box.bottom <= rect.bottom and art.h >= 150


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_tick_is_read_against_a_cross(game_id):
    """Pegs and Jokers' glance had one green tick (on A, K, Q, J) and nothing it stood against: a
    play-tester could not tell what it meant. A glance that marks a panel shows both marks."""
    app = make_app()
    marks = {panel.get("mark", "") for panel in GlanceScene(app, game_id).panels} - {""}
    assert marks in (set(), {"yes", "no"}), marks
