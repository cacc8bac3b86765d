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


def test_the_text_fades_into_the_panel_where_more_lies_beyond():
    """A line half under the scroll area's bottom edge was cut through its letters: the text fades
    into the panel there while more follows (and at the top once scrolled), and the last lines,
    scrolled to the end, are drawn whole."""
    import pygame

    from game.core.registry import GAMES
    from scenes.kit.ui import PANEL
    from scenes.screens.rules import RulesScene

    app = make_app()
    scene = RulesScene(app, GAMES["pegs_and_jokers"])
    clip = pygame.Rect(scene.panel.x + 70, scene.panel.y + 50, scene.panel.w - 140, scene.view_h)
    surface = pygame.Surface((1920, 1080))

    def edge_rows() -> tuple[set, set]:
        surface.fill((0, 0, 0))
        scene.draw(surface)
        row = lambda y: {tuple(surface.get_at((x, y)))[:3] for x in range(clip.x, clip.right - 30)}  # noqa: E731
        return row(clip.y), row(clip.bottom - 1)

    max_scroll = scene.total - scene.view_h
    assert max_scroll > 200
    for scroll in range(0, 200, 9):  # some of these leave a line across each edge
        scene.scroll = float(scroll)
        top, bottom = edge_rows()
        assert bottom == {PANEL}, scroll
        assert scroll == 0 or top == {PANEL}, scroll
    scene.scroll = float(max_scroll)  # the end: the last line sits at the bottom, not faded
    edge_rows()
    last = [tuple(surface.get_at((x, y)))[:3] for y in range(clip.bottom - 36, clip.bottom - 8)
            for x in range(clip.x, clip.right - 30, 2)]
    assert min(sum(c) for c in last) < 200  # dark ink, as in the lines above


def test_a_bullets_own_paragraph_and_sub_bullets_stand_under_its_text():
    """Seen by a tester: Gang of Four's "*Why:*" showed its asterisks at the left margin, and the
    scoring's sub-bullets stood left of the text of the bullet above them."""
    from scenes.screens.rules import HANG

    make_app()
    text = ("- The duty: play your highest single.\n  *Why:* the next player must not go out.\n"
            "  - 1–7 cards: 1 point")
    lines = layout_markdown(text, WIDTH)
    assert [(t, indent) for t, _size, _bold, indent in lines] == [
        ("• The duty: play your highest single.", 40),
        ("Why: the next player must not go out.", 40 + HANG),
        ("• 1–7 cards: 1 point", 40 + HANG + 12),
    ]
