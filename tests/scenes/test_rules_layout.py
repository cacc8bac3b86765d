"""The rules screen wraps every line to the room it is drawn in, so no line is shrunk to fit
(a bullet's second line stood 28 px further right than it was wrapped for, and came out smaller)."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from scenes.kit import resources as res
from scenes.registry import SCENES
from scenes.screens.rules import layout_markdown, rules_text
from tests.scenes.helpers import make_app

WIDTH = 1400 - 140  # the rules panel's text width (RulesScene)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_rules_line_fits_its_box_at_its_own_size(lang):
    make_app(lang=lang)
    set_language(lang)
    for game_id, scene in SCENES.items():
        for text, size, bold, indent in layout_markdown(rules_text(scene.game(), lang), WIDTH):
            if text:
                w = res.font(size, bold).size(text)[0]
                assert w <= WIDTH - indent, (game_id, text)
