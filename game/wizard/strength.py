"""Hand-strength estimate: expected tricks of a hand, used by bids and by world sampling."""

from __future__ import annotations

from game.wizard.cards import JESTER, RANK, SUIT, WIZARD

# Chance that a plain (non-trump) card of this rank wins a trick, with trump and without.
_PLAIN = {13: 0.55, 12: 0.3, 11: 0.12, 10: 0.04}
_PLAIN_NO_TRUMP = {13: 0.7, 12: 0.45, 11: 0.22, 10: 0.1, 9: 0.03}


def estimate_tricks(hand: list[str], trump: str | None, players: int) -> float:
    """Sum of per-card win chances: Wizards nearly sure, high trumps likely, high plain cards maybe."""
    crowd = (3 / players) ** 0.5  # more opponents, more Wizards and trumps against each card
    trumps = sum(1 for c in hand if trump is not None and SUIT[c] == trump)
    total = 0.0
    for c in hand:
        if c == WIZARD:
            total += 0.95
        elif c == JESTER:
            continue
        elif SUIT[c] == trump:
            # long trump suits win with their small cards too
            total += min(1.0, max(0.0, (RANK[c] - 7) / 6.5) + 0.08 * max(0, trumps - 2)) * crowd ** 0.5
        else:
            table = _PLAIN if trump is not None else _PLAIN_NO_TRUMP
            total += table.get(RANK[c], 0.0) * crowd
    # Middle cards win some tricks too once others have shed their highs (calibrated on bot play).
    return total + 0.45 * len(hand) / players
