"""Zoker Tiko computer players: easy (random), normal (strength and trick position), hard (ISMCTS)."""

from __future__ import annotations

import random

from game.ai.ismcts import ismcts_choose
from game.core.api import Action, RandomAgent
from game.zoker.cards import BEATS, DECK
from game.zoker.tiko.engine import Phase, Play, TikoState, TikoView

# How many of the other 63 cards each card beats: its strength against an unknown card.
STRENGTH: tuple[int, ...] = tuple(BEATS[c.index].bit_count() for c in DECK)

HARD_ITERATIONS = 300  # p50 well under 300 ms a move; beats normal by about 6 cards a game


def heuristic_card(hand: list[int], top: int | None, last: bool) -> int:
    """Lead the strongest card; to take the trick play the strongest card that beats the top card,
    or when last the cheapest one that does; if none does, throw away the weakest card.
    Cards are DECK indices."""
    if top is None:
        return max(hand, key=STRENGTH.__getitem__)
    winners = [c for c in hand if BEATS[c] >> top & 1]
    if not winners:
        return min(hand, key=STRENGTH.__getitem__)
    if last:
        return min(winners, key=STRENGTH.__getitem__)
    return max(winners, key=STRENGTH.__getitem__)


class NormalAgent:
    """Plays by card strength and its place in the trick."""

    def choose(self, view: TikoView, legal_actions: list[Action], rng: random.Random) -> Action:
        if view.phase != Phase.PLAY:
            return legal_actions[0]
        top = view.pile[-1].index if view.pile else None
        last = len(view.trick) == view.players - 1
        return Play(heuristic_card([c.index for c in view.hand], top, last))


def heuristic_policy(state: TikoState, legal: list[Action], rng: random.Random) -> Action:
    """The normal player's choice inside a sampled world, as the search's play-out policy."""
    if state.phase != Phase.PLAY:
        return legal[0]
    top = state.pile[-1] if state.pile else None
    last = len(state.trick) == state.players - 1
    return Play(heuristic_card(state.hands[state.current_player], top, last))


def cards_difference(state: TikoState, player: int) -> float:
    """Cards the seat won this game minus the mean of the other seats."""
    others = sum(state.won) - state.won[player]
    return state.won[player] - others / (state.players - 1)


class HardAgent:
    """Information-set MCTS to the end of the current deal, with the normal player as play-out policy."""

    def __init__(self, iterations: int = HARD_ITERATIONS):
        self.iterations = iterations

    def choose(self, view: TikoView, legal_actions: list[Action], rng: random.Random) -> Action:
        if view.phase != Phase.PLAY or len(legal_actions) == 1:
            return legal_actions[0]
        deal = view.deal_no

        def horizon(state: TikoState) -> bool:
            return state.phase != Phase.PLAY or state.deal_no != deal

        return ismcts_choose(
            view,
            legal_actions,
            rng,
            iterations=self.iterations,
            rollout_policy=heuristic_policy,
            evaluate=cards_difference,
            horizon=horizon,
        )


AGENTS = {"easy": RandomAgent, "normal": NormalAgent, "hard": HardAgent}
