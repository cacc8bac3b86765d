"""Gang of Four cards as codes (G5, Y10, R1, M1, PG, PY, D) and the rule kernels.

`classify(cards) -> Combo | None`, `beats(new, old) -> bool`, `penalty(cards_left) -> int`,
and `combos(hand)`: every distinct combination a hand can play (the legal-play list).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Iterable, Sequence

from game.core.i18n import N_

COLOURS = "GYR"  # green < yellow < red
COLOUR_NAMES = {"G": N_("green"), "Y": N_("yellow"), "R": N_("red"), "M": N_("multicoloured")}
MULTI_ONE, PHOENIX_GREEN, PHOENIX_YELLOW, DRAGON = "M1", "PG", "PY", "D"
DECK: tuple[str, ...] = (
    tuple(f"{c}{n}" for c in COLOURS for n in range(1, 11) for _copy in range(2))
    + (MULTI_ONE, PHOENIX_GREEN, PHOENIX_YELLOW, DRAGON)
)

# Single-card order: number, then colour (M1 is the highest 1); then PG < PY < D above every 10.
RANK: dict[str, int] = {f"{c}{n}": 4 * n + i for i, c in enumerate(COLOURS) for n in range(1, 11)}
RANK.update({MULTI_ONE: 7, PHOENIX_GREEN: 44, PHOENIX_YELLOW: 45, DRAGON: 46})
NUMBER: dict[str, int] = {c: (RANK[c] // 4 if c[0] in "GYRM" else 0) for c in RANK}  # 0: not a number
COLOUR: dict[str, str] = {c: c[0] for c in RANK if c[0] in "GYRM"}  # number cards only

KINDS = ("single", "pair", "triple", "straight", "flush", "full_house", "straight_flush", "gang")
KIND_NAMES = {
    "single": N_("single"),
    "pair": N_("pair"),
    "triple": N_("three of a kind"),
    "straight": N_("straight"),
    "flush": N_("flush"),
    "full_house": N_("full house"),
    "straight_flush": N_("straight flush"),
    "gang": N_("gang"),
}
FIVE_ORDER = {"straight": 0, "flush": 1, "full_house": 2, "straight_flush": 3}


def sort_key(card: str) -> int:
    """Weakest first; identical codes are equal, different codes never are."""
    return RANK[card]


def canonical(cards: Iterable[str]) -> tuple[str, ...]:
    """The cards in the canonical order of a `Play`: weakest first, duplicates kept."""
    return tuple(sorted(cards, key=RANK.__getitem__))


@dataclasses.dataclass(frozen=True)
class Combo:
    """A valid combination: its kind, cards (canonical order) and comparison key within the kind."""

    kind: str
    cards: tuple[str, ...]
    key: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.cards)


def _desc(cards: Sequence[str]) -> tuple[int, ...]:
    return tuple(sorted((RANK[c] for c in cards), reverse=True))


def _one_colour(cards: Sequence[str]) -> bool:
    """All number cards of one colour; the multicoloured 1 counts as any colour."""
    colours = {COLOUR.get(c) for c in cards if c != MULTI_ONE}
    return None not in colours and len(colours) <= 1


@functools.lru_cache(maxsize=65536)
def _classify(cards: tuple[str, ...]) -> Combo | None:
    n = len(cards)
    if n == 0 or any(c not in RANK for c in cards):
        return None
    if n == 1:
        return Combo("single", cards, (RANK[cards[0]],))
    if DRAGON in cards:  # the dragon may only be played alone
        return None
    numbers = [NUMBER[c] for c in cards]
    same = numbers[0] and all(x == numbers[0] for x in numbers)
    if n == 2:
        if same or set(cards) == {PHOENIX_GREEN, PHOENIX_YELLOW}:
            return Combo("pair", cards, _desc(cards))
        return None
    if same and n >= 4:
        if n > 7 or (n == 7 and numbers[0] != 1):
            return None
        return Combo("gang", cards, (n, numbers[0], *_desc(cards)))
    if n == 3:
        return Combo("triple", cards, _desc(cards)) if same else None
    if n != 5:
        return None
    phoenixes = [c for c in cards if c in (PHOENIX_GREEN, PHOENIX_YELLOW)]
    if phoenixes:
        rest = [c for c in cards if c not in phoenixes]
        if len(phoenixes) == 2 and len({NUMBER[c] for c in rest}) == 1:
            return Combo("full_house", cards, _desc(rest) + _desc(phoenixes))
        return None
    ordered = sorted(set(numbers))
    straight = len(ordered) == 5 and ordered[-1] - ordered[0] == 4
    flush = _one_colour(cards)
    if straight and flush:
        return Combo("straight_flush", cards, _desc(cards))
    counts = sorted(((numbers.count(x), x) for x in ordered), reverse=True)
    if [k for k, _x in counts] == [3, 2]:
        triple = [c for c in cards if NUMBER[c] == counts[0][1]]
        pair = [c for c in cards if NUMBER[c] == counts[1][1]]
        return Combo("full_house", cards, _desc(triple) + _desc(pair))
    if flush:
        return Combo("flush", cards, _desc(cards))
    if straight:
        return Combo("straight", cards, _desc(cards))
    return None


def classify(cards: Iterable[str]) -> Combo | None:
    """The combination these cards form (the highest kind when several fit), or None."""
    return _classify(canonical(cards))


def _combo(x: Combo | Iterable[str] | None) -> Combo | None:
    return x if isinstance(x, Combo) or x is None else classify(x)


def beats(new: Combo | Iterable[str], old: Combo | Iterable[str] | None) -> bool:
    """May `new` be played on `old` (None: leading)? Same size and kind (five-card kinds rank), or a gang."""
    a, b = _combo(new), _combo(old)
    if a is None:
        return False
    if b is None:
        return True
    if a.kind == "gang" or b.kind == "gang":
        return a.kind == "gang" and (b.kind != "gang" or a.key > b.key)
    if a.size != b.size:
        return False
    if a.size == 5:
        return (FIVE_ORDER[a.kind], a.key) > (FIVE_ORDER[b.kind], b.key)
    return a.key > b.key


def penalty(cards_left: int) -> int:
    """Penalty points for cards left: 1–7 ×1, 8–10 ×2, 11–13 ×3, 14–15 ×4, 16 ×5."""
    n = cards_left
    factor = 0 if n <= 0 else 1 if n <= 7 else 2 if n <= 10 else 3 if n <= 13 else 4 if n <= 15 else 5
    return factor * n


# --------------------------------------------------------------------------- the legal-play list


def _subsets(cards: Sequence[str], k: int) -> list[tuple[str, ...]]:
    """Distinct k-card multisets of `cards` (canonical order in, canonical order out)."""
    return list(dict.fromkeys(itertools.combinations(cards, k)))


def _by_number(hand: tuple[str, ...]) -> dict[int, list[str]]:
    groups: dict[int, list[str]] = {}
    for c in hand:
        if NUMBER[c]:
            groups.setdefault(NUMBER[c], []).append(c)
    return groups


def _sets(groups: dict[int, list[str]], k: int) -> list[tuple[str, ...]]:
    return [s for x in sorted(groups) if len(groups[x]) >= k for s in _subsets(groups[x], k)]


def _five_card(hand: tuple[str, ...], groups: dict[int, list[str]]) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for low in range(1, 7):  # straights (and straight flushes): one distinct code per number
        options = [list(dict.fromkeys(groups.get(x, ()))) for x in range(low, low + 5)]
        if all(options):
            out.extend(itertools.product(*options))
    for colour in COLOURS:  # flushes (and straight flushes, full houses of one colour)
        suited = [c for c in hand if COLOUR.get(c) in (colour, "M")]
        if len(suited) >= 5:
            out.extend(_subsets(suited, 5))
    pairs = _sets(groups, 2)
    if PHOENIX_GREEN in hand and PHOENIX_YELLOW in hand:
        pairs.append((PHOENIX_GREEN, PHOENIX_YELLOW))
    for triple in _sets(groups, 3):
        out.extend(triple + p for p in pairs if NUMBER[p[0]] != NUMBER[triple[0]])
    return out


@functools.lru_cache(maxsize=4096)
def combos(hand: tuple[str, ...], size: int = 0) -> tuple[Combo, ...]:
    """Every distinct combination in `hand` (canonical), weakest first; `size` > 0: that size and gangs."""
    groups = _by_number(hand)
    raw: list[tuple[str, ...]] = []
    if size in (0, 1):
        raw.extend((c,) for c in dict.fromkeys(hand))
    if size in (0, 2):
        raw.extend(_sets(groups, 2))
        if PHOENIX_GREEN in hand and PHOENIX_YELLOW in hand:
            raw.append((PHOENIX_GREEN, PHOENIX_YELLOW))
    if size in (0, 3):
        raw.extend(_sets(groups, 3))
    if size in (0, 5):
        raw.extend(_five_card(hand, groups))
    for x in sorted(groups):  # gangs may always be played
        for k in range(4, len(groups[x]) + 1):
            raw.extend(_subsets(groups[x], k))
    found = {}
    for cards in raw:
        key = canonical(cards)
        if key not in found:
            combo = _classify(key)
            if combo is not None and (size in (0, combo.size) or combo.kind == "gang"):
                found[key] = combo
    return tuple(sorted(found.values(), key=strength))


def strength(combo: Combo) -> tuple:
    """A total order of combinations, weakest first: by size, then kind, then key; gangs last."""
    gang = combo.kind == "gang"
    return (gang, 0 if gang else combo.size, FIVE_ORDER.get(combo.kind, 0), combo.key)
