"""Wizard computer players: easy (random play), normal (strength bids, trick heuristic), hard (search)."""

from __future__ import annotations

import random

from game.ai.ismcts import ISMCTS
from game.core.api import Action, State
from game.wizard.cards import JESTER, RANK, SUIT, SUITS, WIZARD, round_score, trick_winner
from game.wizard.engine import ChooseTrump, Play, WizardState, WizardView
from game.wizard.strength import estimate_tricks


def power(card: str, trump: str | None) -> int:
    """How strong a card is in general: Jester < plain by rank < trump by rank < Wizard."""
    if card == WIZARD:
        return 100
    if card == JESTER:
        return 0
    return RANK[card] + (50 if SUIT[card] == trump else 0)


def nearest_bid(target: float, legal: list[Action]) -> Action:
    """The legal bid closest to `target` (ties to the lower bid)."""
    return min(legal, key=lambda a: (abs(a.tricks - target), a.tricks))


def best_trump(hand: list[str], players: int) -> ChooseTrump:
    """The suit that makes this hand strongest."""
    return ChooseTrump(max(SUITS, key=lambda s: (estimate_tricks(hand, s, players), -SUITS.index(s))))


def heuristic_card(cards: list[str], trick: list[str], trump: str | None, want: bool, last: bool) -> str:
    """Normal play: win cheaply when tricks are still needed, otherwise shed the highest safe card."""
    if not trick:
        ranked = sorted(cards, key=lambda c: power(c, trump))
        if want:
            return ranked[-1]
        plain = [c for c in ranked if c != JESTER and SUIT[c] != trump and RANK[c] <= 9]
        return JESTER if JESTER in ranked else (plain[0] if plain else ranked[0])
    n = len(trick)
    winners, losers = [], []
    for c in cards:
        (winners if trick_winner([*trick, c], trump) == n else losers).append(c)
    key = lambda c: power(c, trump)  # noqa: E731
    if want:
        if winners:
            if last:
                return min(winners, key=key)
            strong = [c for c in winners if c == WIZARD or SUIT[c] == trump or RANK[c] >= 12]
            return min(strong or winners, key=key)
        return min(losers, key=key)
    if losers:
        return max(losers, key=key)
    return min(winners, key=key)


def heuristic_action(state: WizardState, legal: list[Action], rng: random.Random) -> Action:
    """The normal player's move in a full state; also the play-out policy of the search."""
    phase = state.phase
    p = state.current_player
    if phase == "play":
        bid = state.bids[p]
        want = bid is None or state.tricks[p] < bid
        cards = [a.card for a in legal]
        last = len(state.trick) == state.players - 1
        return Play(heuristic_card(cards, state.trick, state.trump, want, last))
    if phase == "bid":
        return nearest_bid(estimate_tricks(state.hands[p], state.trump, state.players), legal)
    if phase == "trump":
        return best_trump(state.hands[p], state.players)
    return legal[0]


class EasyAgent:
    """Random legal play; bids the Wizards and kings it holds."""

    def choose(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        if view.phase == "bid":
            naive = sum(1 for c in view.hand if c == WIZARD or RANK[c] == 13)
            return nearest_bid(naive, legal)
        return rng.choice(legal)


class NormalAgent:
    """Bids its hand strength; plays to reach its bid and then to duck."""

    def choose(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        if view.phase == "play":
            bid = view.bids[view.player]
            want = view.tricks[view.player] < bid
            last = len(view.trick) == view.players - 1
            return Play(heuristic_card([a.card for a in legal], view.trick, view.trump, want, last))
        if view.phase == "bid":
            return nearest_bid(estimate_tricks(view.hand, view.trump, view.players), legal)
        if view.phase == "trump":
            return best_trump(view.hand, view.players)
        return legal[0]


class HardAgent:
    """Bids the bid with the best mean score over sampled worlds; plays with the shared ISMCTS."""

    def __init__(self, worlds: int = 12, iterations: int = 100, playout_cards: int = 1000,
                 time_budget: float | None = None):
        self.worlds = worlds
        self.iterations = iterations
        self.playout_cards = playout_cards  # cards played in all play-outs of one move, roughly
        self.search = ISMCTS(iterations=iterations, time_budget=time_budget, rollout_policy=heuristic_action)

    def choose(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == "bid":
            return self.bid(view, legal, rng)
        if view.phase == "trump":
            return best_trump(view.hand, view.players)
        # A fixed amount of play-out work per move: fewer iterations while many cards remain.
        left = sum(view.hand_counts)
        self.search.iterations = max(self.iterations // 5, min(self.iterations, self.playout_cards // left))
        return self.search.choose(view, legal, rng)

    def bid(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        """Try the bids near the hand estimate in the same sampled worlds; keep the best mean score."""
        guess = estimate_tricks(view.hand, view.trump, view.players)
        candidates = [a for a in legal if abs(a.tricks - guess) <= 2.0] or [nearest_bid(guess, legal)]
        if len(candidates) == 1:
            return candidates[0]
        seeds = [rng.getrandbits(32) for _ in range(self.worlds)]
        me = view.player
        best, best_mean = candidates[0], -1e9
        for action in candidates:
            total = 0
            for seed in seeds:
                world = view.sample_world(random.Random(seed))
                world._apply(action)
                finish_round(world, random.Random(seed))
                total += round_score(action.tricks, world.tricks[me])
            mean = total / len(seeds)
            if mean > best_mean:
                best, best_mean = action, mean
        return best


def finish_round(state: State, rng: random.Random) -> None:
    """Play the round out with the normal heuristic for every seat."""
    while state.phase in ("bid", "play", "trump"):
        state._apply(heuristic_action(state, state.legal_actions(), rng))


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent}


def move_times(games: int = 2, seed: int = 1) -> dict[str, list[float]]:
    """Seconds of CPU per hard move (more than one legal action) against two normals, by phase."""
    import time

    from game.wizard.engine import GAME

    hard, normal = HardAgent(), NormalAgent()
    out: dict[str, list[float]] = {"bid": [], "play": []}
    for g in range(games):
        state = GAME.new(3, {}, seed + g)
        rng = random.Random(seed + g)
        while not state.is_over():
            p, legal = state.current_player, state.legal_actions()
            agent = hard if p == g % 3 else normal
            t0 = time.process_time()
            action = agent.choose(state.view(p), legal, rng)
            if agent is hard and len(legal) > 1 and state.phase in out:
                out[state.phase].append(time.process_time() - t0)
            state.apply(action)
    return out


def _quantile(sorted_times: list[float], q: float) -> float:
    return 1000 * sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))]


if __name__ == "__main__":  # python -m game.wizard.ai [games]: the hard player's move times
    import sys

    for phase, times in move_times(int(sys.argv[1]) if len(sys.argv) > 1 else 2).items():
        times.sort()
        print(f"{phase}: {len(times)} moves, median {_quantile(times, 0.5):.0f} ms, "
              f"p99 {_quantile(times, 0.99):.0f} ms, max {1000 * times[-1]:.0f} ms (CPU time)")
