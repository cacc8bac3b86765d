"""Games in words, without pygame: card names, sprite paths and sort keys per game.

One module per game (`<game>_text.py`), shared by its table (scenes/tables), its game log
(scenes/narration) and its phone adapter (scenes/phones/adapters), so that the phone server and
the log never load a table. `tests/scenes/test_layers.py` checks that nothing here imports pygame.
"""

from __future__ import annotations

from game.core.i18n import _
from game.core.i18n import sentence as capital  # the first letter in upper case, for labels too

__all__ = ["capital", "join_names"]


def join_names(names: list[str]) -> str:
    """'Anna', 'Anna and Botti', 'Anna, Botti and Kone'."""
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
