"""Setup's option rows are as tall as their help needs while they fit, so few options keep their
help at full size (Wizard's three-line "Rounds" help was squeezed to a dot-sized font)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import _
from scenes.kit import text_fit
from scenes.screens import setup as setup_screen
from scenes.screens.setup import HELP_SIZE, SetupScene
from tests.scenes.helpers import frames, make_app


def _help_sizes(app, scene, monkeypatch) -> dict[str, int]:
    sizes = {}

    def spy(surface, message, box, size=24, *args, **kw):
        b = pygame.Rect(box)
        if size == HELP_SIZE:
            sizes[message] = text_fit.fit(message, size, False, b.w, b.h).size
        return text_fit.draw_text(surface, message, box, size, *args, **kw)

    monkeypatch.setattr(setup_screen, "draw_text", spy)
    app.redraw_all()
    frames(app, 1)
    return sizes


CASES = [("en", "wizard", HELP_SIZE), ("fi", "wizard", HELP_SIZE),
         ("en", "racko", HELP_SIZE), ("fi", "racko", 18)]


@pytest.mark.parametrize(("lang", "game_id", "smallest"), CASES)
def test_option_help_keeps_its_size_and_rows_do_not_overlap(lang, game_id, smallest, monkeypatch):
    app = make_app(lang=lang)
    scene = SetupScene(app, game_id)
    app.manager.push(scene)
    frames(app, 1)
    sizes = _help_sizes(app, scene, monkeypatch)
    helps = [_(o.help) for o in scene.offered_options() if o.help]
    assert helps and all(sizes[h] >= smallest for h in helps), sizes
    buttons = [b.rect for b in scene.buttons.buttons if b.key.startswith("option.")]
    for a, b in zip(buttons, buttons[1:], strict=False):
        assert a.bottom <= b.top
    assert buttons[-1].bottom <= scene.buttons.by_key("back").rect.top
