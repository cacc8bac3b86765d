"""Every word a setup screen shows for an option's value is Finnish in Finnish (Tiko's "cards")."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import registry  # noqa: E402
from game.core.i18n import set_language  # noqa: E402
from scenes.screens.setup import value_label  # noqa: E402

SAME_IN_FINNISH = {"Amigo"}  # a name (Wizard's Amigo variant)


def test_string_option_values_are_translated():
    untranslated = []
    for game in registry.GAMES.values():
        for opt in game.options:
            for value in opt.choices:
                if not isinstance(value, str) and opt.value_name(value) is None:
                    continue  # numbers and on/off show as themselves or via _("on")
                set_language("en")
                english = value_label(value, opt)
                set_language("fi")
                finnish = value_label(value, opt)
                if finnish == english and english not in SAME_IN_FINNISH:
                    untranslated.append((game.id, opt.key, value))
    set_language("en")
    assert untranslated == []
