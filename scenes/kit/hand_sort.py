"""Hand sorting for the card tables: by rank or by colour/suit, chosen with a button or S.

The choice is remembered per game for this run of the program (not saved): a family that
likes its hand by colour keeps it so from one game to the next, and a new start is plain.
Sorting changes only the order on screen; the rules never see it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scenes.kit.cards import hand_keys

RANK, SUIT = "rank", "suit"
_chosen: dict[str, str] = {}  # game id -> mode, for this run of the program


def mode(game_id: str, default: str = RANK) -> str:
    return _chosen.get(game_id, default)


def toggle(game_id: str, default: str = RANK) -> str:
    """Switch between the two orders; returns the new one."""
    _chosen[game_id] = SUIT if mode(game_id, default) == RANK else RANK
    return _chosen[game_id]


def forget() -> None:
    """Back to each game's own order (tests)."""
    _chosen.clear()


def order(hand: Sequence[str], key: Callable[[str], object]) -> list[int]:
    """Indices of `hand` in display order (stable: equal cards keep their order)."""
    return sorted(range(len(hand)), key=lambda i: (key(hand[i]), i))


def shown(hand: Sequence[str], key: Callable[[str], object]) -> list[tuple[str, str]]:
    """(sprite key, card) of `hand` in display order; sprite keys as `cards.hand_keys` names them."""
    keys = hand_keys(list(hand))
    return [(keys[i], hand[i]) for i in order(hand, key)]
