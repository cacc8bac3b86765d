"""Racko rule kernels: a rack runs from slot 5 to slot 50, `None` marks an empty slot."""

from __future__ import annotations

from collections.abc import Sequence

SLOTS = (5, 10, 15, 20, 25, 30, 35, 40, 45, 50)
BONUS = {3: 50, 4: 100, 5: 200}  # 6 or more consecutive: BONUS_MAX
BONUS_MAX = 400

Rack = Sequence[int | None]


def is_racko(rack: Rack) -> bool:
    """All ten slots filled and strictly ascending from slot 5 to slot 50."""
    return len(rack) == len(SLOTS) and run_from_start(rack) == len(SLOTS)


def run_from_start(rack: Rack) -> int:
    """Cards in the ascending run from slot 5 (an empty slot ends it; empty slot 5 gives 0)."""
    run = 0
    prev = 0
    for card in rack:
        if card is None or card <= prev:
            break
        run += 1
        prev = card
    return run


def longest_consecutive(rack: Rack) -> int:
    """Longest run of consecutive numbers (n, n+1, …) in adjacent slots."""
    best = cur = 0
    prev = None
    for card in rack:
        if card is None:
            cur = 0
        elif prev is not None and card == prev + 1:
            cur += 1
        else:
            cur = 1
        prev = card
        best = max(best, cur)
    return best


def bonus(run: int) -> int:
    """Bonus Racko extra points for the caller's longest consecutive run."""
    if run >= 6:
        return BONUS_MAX
    return BONUS.get(run, 0)


def chips(run: int) -> int:
    """Chips each other player pays the winner: 1 plain, then 2, 3, 5, 8, 13 … for runs of 3, 4, 5, …"""
    a, b = 1, 1  # Fibonacci: a plain win (run < 3) pays fib(2) = 1
    for _ in range(max(run, 2) - 2):
        a, b = b, a + b
    return b


def max_card(players: int) -> int:
    """Highest card in play: 40 for two players, 50 for three, 60 for four."""
    return {2: 40, 3: 50}.get(players, 60)
