"""Wizard computer players: easy (random play), normal (strength bids, trick heuristic), hard (search)."""

from __future__ import annotations

import math
import random

from game.ai.ismcts import ISMCTS, Deadline, fixed_iterations, spiteful
from game.core.api import Action
from game.wizard.cards import (
    JESTER,
    RANK,
    SUIT,
    SUITS,
    WIZARD,
    follow_options,
    led_suit,
    round_score,
    trick_winner,
)
from game.wizard.engine import ChooseTrump, Phase, Play, WizardState, WizardView
from game.wizard.strength import estimate_tricks

TIME_BUDGET = 0.25  # seconds of search per hard decision at the table (capped at 1 s)
BID_SIGMA = 1.0  # how far (in tricks) a bid may stray from the hand estimate, roughly
# Fixed mode (arena, tests): worlds per bid, and the play search's size (see play_iterations).
BID_WORLDS = 40
MIN_BID_WORLDS = 12  # a timed bid plays at least hard_v1's worlds, whatever the clock says
HINT_CARDS = 480  # the bid hint's trial deals × cards in hand: about 60 ms on the table's thread
WORLD_CANDIDATES = 4  # consistent deals drawn per bid world, one kept by its bid likelihood
PER_LEGAL, MIN_ITERATIONS, MAX_ITERATIONS, PLAYOUT_CARDS = 8, 20, 150, 3000
# How much of the others' mean score the hard's play search subtracts from a seat's own (see HardAgent).
STANDARD_SPITE, PLUS_MINUS_ONE_SPITE = 0.8, 0.5


def power(card: str, trump: str | None) -> int:
    """How strong a card is in general: Jester < plain by rank < trump by rank < Wizard."""
    if card == WIZARD:
        return 100
    if card == JESTER:
        return 0
    return RANK[card] + (50 if SUIT[card] == trump else 0)


def hint_worlds(hand_size: int) -> int:
    """Trial deals for the bid hint: many in short rounds, where 12 were noise (`benchmarks.wizard_hint`)."""
    return max(MIN_BID_WORLDS, HINT_CARDS // max(1, hand_size))


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
    if phase == Phase.PLAY:
        bid = state.bids[p]
        want = bid is None or state.tricks[p] < bid
        cards = [a.card for a in legal]
        last = len(state.trick) == state.players - 1
        return Play(heuristic_card(cards, state.trick, state.trump, want, last))
    if phase == Phase.BID:
        return nearest_bid(estimate_tricks(state.hands[p], state.trump, state.players), legal)
    if phase == Phase.TRUMP:
        return best_trump(state.hands[p], state.players)
    return legal[0]


def heuristic_playout(state: WizardState, rng: random.Random) -> None:
    """Play the round out as `heuristic_action` would for every seat, fast: no action objects or
    events for the cards that do not end a trick. It draws no random for the cards, so the same
    world always plays out the same way."""
    n = state.players
    play, before_play = Phase.PLAY, (Phase.BID, Phase.TRUMP)  # looked up once: enum members are slow to reach
    while True:
        phase = state.phase
        if phase != play:
            if phase not in before_play:
                return
            state._apply(heuristic_action(state, state.legal_actions(), rng))
            continue
        p = state.current_player
        hand, trick, bid = state.hands[p], state.trick, state.bids[p]
        want = bid is None or state.tricks[p] < bid
        card = heuristic_card(follow_options(hand, trick), trick, state.trump, want, len(trick) == n - 1)
        if len(trick) == n - 1:  # ends a trick (maybe the round): the engine's own bookkeeping
            state._apply(Play(card))
            continue
        led = led_suit(trick)
        if led is not None and SUIT[card] is not None and SUIT[card] != led and led not in state.voids[p]:
            state.voids[p] += led
        hand.remove(card)
        trick.append(card)
        state.played.append(card)
        state.current_player = (p + 1) % n


def shed_card(cards: list[str], trick: list[str], trump: str | None) -> str:
    """The bid is met: lose the trick, dumping the most dangerous card that surely loses.

    Jesters are kept for the end (they lose anywhere); if every card wins, win with the
    strongest so it cannot win a later trick.
    """
    key = lambda c: power(c, trump)  # noqa: E731
    if not trick:
        plain = sorted((c for c in cards if c not in (JESTER, WIZARD)), key=key)
        return plain[0] if plain else min(cards, key=key)
    n = len(trick)
    losers = [c for c in cards if trick_winner([*trick, c], trump) != n]
    safe = [c for c in losers if c != JESTER]
    if safe:
        return max(safe, key=key)
    if losers:
        return losers[0]
    return max(cards, key=key)


def cards_played_by(view: WizardView) -> list[list[str]]:
    """Who played which card this round, rebuilt from the play order and the trick winners."""
    n = view.players
    out: list[list[str]] = [[] for _ in range(n)]
    leader = (view.dealer + 1) % n
    played = view.played
    for start in range(0, len(played), n):
        trick = played[start:start + n]
        for k, c in enumerate(trick):
            out[(leader + k) % n].append(c)
        if len(trick) == n:
            leader = (leader + trick_winner(trick, view.trump)) % n
    return out


def bid_likelihood(world: WizardState, view: WizardView, by_seat: list[list[str]]) -> float:
    """How well the sampled hands explain the bids seen: the normal trick estimate as the mean."""
    logl = 0.0
    for i, b in enumerate(view.bids):
        if i == view.player or b is None:
            continue
        est = estimate_tricks(world.hands[i] + by_seat[i], world.trump, view.players)
        logl -= (est - b) ** 2 / (2 * BID_SIGMA * BID_SIGMA)
    return math.exp(logl)


def sample_weighted(view: WizardView, rng: random.Random, candidates: int = 4) -> WizardState:
    """A world dealt consistently with the voids, chosen among `candidates` by its bid likelihood."""
    if candidates <= 1 or not any(b is not None for i, b in enumerate(view.bids) if i != view.player):
        return view.sample_world(rng)
    by_seat = cards_played_by(view)
    worlds = [view.sample_world(rng) for _ in range(candidates)]
    weights = [bid_likelihood(w, view, by_seat) for w in worlds]
    total = sum(weights)
    if total <= 0:
        return worlds[0]
    x = rng.random() * total
    for w, weight in zip(worlds, weights, strict=True):
        x -= weight
        if x <= 0:
            return w
    return worlds[-1]


class EasyAgent:
    """Random legal play; bids the Wizards and kings it holds."""

    def choose(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        if view.phase == Phase.BID:
            naive = sum(1 for c in view.hand if c == WIZARD or RANK[c] == 13)
            return nearest_bid(naive, legal)
        return rng.choice(legal)


class NormalAgent:
    """Bids its hand strength; plays to reach its bid and then to duck."""

    def choose(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        if view.phase == Phase.PLAY:
            bid = view.bids[view.player]
            want = view.tricks[view.player] < bid
            last = len(view.trick) == view.players - 1
            return Play(heuristic_card([a.card for a in legal], view.trick, view.trump, want, last))
        if view.phase == Phase.BID:
            return nearest_bid(estimate_tricks(view.hand, view.trump, view.players), legal)
        if view.phase == Phase.TRUMP:
            return best_trump(view.hand, view.players)
        return legal[0]


def play_iterations(legal: int, cards_left: int, most: int = 150) -> int:
    """Fixed-mode search size for a card play: never less than hard_v1's (100 iterations, about
    1,000 play-out cards in all, at least 20), raised to `PER_LEGAL` per legal card (at most
    `most` iterations and `PLAYOUT_CARDS` play-out cards): a lead from a big hand gets more."""
    left = max(1, cards_left)
    v1 = max(MIN_ITERATIONS, min(100, 1000 // left))
    return max(v1, min(most, PER_LEGAL * legal, PLAYOUT_CARDS // left))


class HardAgent:
    """The menu's hard: searches sampled worlds that agree with everything it has seen.

    Bid: each bid within two tricks of the hand estimate is played out (the normal heuristic for
    every seat) in the same worlds, each world kept among `WORLD_CANDIDATES` consistent deals by
    how well it explains the bids already made; the best mean round score wins.
    Trump: the suit that makes its hand strongest.
    Card: once its bid is met, a card that surely loses the trick is shed by rule (`shed_card`);
    otherwise the shared ISMCTS over bid-weighted worlds, searching more where there are more
    legal cards (`play_iterations`), each seat valuing a play-out at its round score minus
    `spite` times the others' mean: less than the whole mean, so that hards at one table spoil
    fewer of each other's bids, and less again under plus-minus one, where some bid fails every
    round anyway.

    At the table each decision searches for `TIME_BUDGET`; with explicit counts or the arena's
    --fixed-iterations it searches a fixed amount, so the same seed gives the same move.
    """

    def __init__(self, worlds: int | None = None, iterations: int | None = None,
                 time_budget: float | None | str = "auto",
                 spite: tuple[float, float] = (STANDARD_SPITE, PLUS_MINUS_ONE_SPITE)):
        if time_budget == "auto":
            fixed = worlds is not None or iterations is not None or fixed_iterations()
            time_budget = None if fixed else TIME_BUDGET
        self.time_budget = time_budget
        self.worlds = worlds or BID_WORLDS
        self.iterations = iterations or MAX_ITERATIONS
        self.evaluate = tuple(spiteful(w) for w in spite)  # (standard bidding, plus-minus one)
        cap = self.iterations if time_budget is None else 1_000_000
        self.search = ISMCTS(iterations=cap, time_budget=time_budget, rollout_policy=heuristic_action,
                             playout=heuristic_playout, sampler=sample_weighted)

    def choose(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == Phase.BID:
            return self.bid(view, legal, rng)
        if view.phase == Phase.TRUMP:
            return best_trump(view.hand, view.players)
        return self.play(view, legal, rng)

    def play(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        me, trick = view.player, view.trick
        bid = view.bids[me]
        if trick and bid is not None and view.tricks[me] >= bid:
            cards = [a.card for a in legal]
            # A card that does not win the trick so far never will: later cards only beat the winner.
            if any(trick_winner([*trick, c], view.trump) != len(trick) for c in cards):
                return Play(shed_card(cards, trick, view.trump))
        self.search.evaluate = self.evaluate[bool(view.options.get("plus_minus_one"))]
        if self.time_budget is None:
            self.search.iterations = play_iterations(len(legal), sum(view.hand_counts), self.iterations)
        return self.search.choose(view, legal, rng)

    def bid(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        """Play each bid near the estimate out in the same bid-weighted worlds; keep the best mean score."""
        guess = estimate_tricks(view.hand, view.trump, view.players)
        candidates = [a for a in legal if abs(a.tricks - guess) <= 2.0] or [nearest_bid(guess, legal)]
        if len(candidates) == 1:
            return candidates[0]
        deadline = Deadline(self.time_budget)
        me = view.player
        totals = dict.fromkeys(candidates, 0.0)
        done = 0
        limit = self.worlds if self.time_budget is None else 100_000
        while done < limit and not (done >= MIN_BID_WORLDS and deadline.expired()):
            seed = rng.getrandbits(32)
            base = sample_weighted(view, random.Random(seed), WORLD_CANDIDATES)
            for action in candidates:
                world = base.clone()
                world._apply(action)
                heuristic_playout(world, random.Random(seed))
                totals[action] += round_score(action.tricks, world.tricks[me])
            done += 1
        return max(candidates, key=lambda a: (totals[a], -abs(a.tricks - guess)))


class HardV1Agent:
    """The first hard player, kept unchanged as the arena's baseline (`hard_v1`) to measure the hard against.

    Bids the bid with the best mean score over sampled worlds; plays with the shared ISMCTS."""

    def __init__(self, worlds: int = 12, iterations: int = 100, playout_cards: int = 1000,
                 time_budget: float | None = None):
        self.worlds = worlds
        self.iterations = iterations
        self.playout_cards = playout_cards  # cards played in all play-outs of one move, roughly
        self.search = ISMCTS(iterations=iterations, time_budget=time_budget, rollout_policy=heuristic_action,
                             playout=heuristic_playout)

    def choose(self, view: WizardView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == Phase.BID:
            return self.bid(view, legal, rng)
        if view.phase == Phase.TRUMP:
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
                heuristic_playout(world, random.Random(seed))
                total += round_score(action.tricks, world.tricks[me])
            mean = total / len(seeds)
            if mean > best_mean:
                best, best_mean = action, mean
        return best


# The menu offers scenes.session.LEVELS; hard_v1 is the arena's frozen baseline
# (docs/COMPUTER_PLAYERS.md has the hard's measurement against it).
AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent, "hard_v1": HardV1Agent}


def move_times(games: int = 2, seed: int = 1) -> dict[str, list[float]]:
    """Seconds per timed hard move (more than one legal action) against two normals, by phase:
    wall clock (what the table waits) and CPU time."""
    import time

    from game.wizard.engine import GAME

    hard, normal = HardAgent(), NormalAgent()
    out: dict[str, list[float]] = {"bid wall": [], "play wall": [], "bid CPU": [], "play CPU": []}
    for g in range(games):
        state = GAME.new(3, {}, seed + g)
        rng = random.Random(seed + g)
        while not state.is_over():
            p, legal = state.current_player, state.legal_actions()
            agent = hard if p == g % 3 else normal
            t0, c0 = time.perf_counter(), time.process_time()
            action = agent.choose(state.view(p), legal, rng)
            if agent is hard and len(legal) > 1 and state.phase in (Phase.BID, Phase.PLAY):
                out[f"{state.phase} wall"].append(time.perf_counter() - t0)
                out[f"{state.phase} CPU"].append(time.process_time() - c0)
            state.apply(action)
    return out


def _quantile(sorted_times: list[float], q: float) -> float:
    return 1000 * sorted_times[min(len(sorted_times) - 1, int(q * len(sorted_times)))]


if __name__ == "__main__":  # python -m game.wizard.ai [games]: the (timed) hard player's move times
    import sys

    for phase, times in move_times(int(sys.argv[1]) if len(sys.argv) > 1 else 2).items():
        times.sort()
        print(f"{phase}: {len(times)} moves, median {_quantile(times, 0.5):.0f} ms, "
              f"p99 {_quantile(times, 0.99):.0f} ms, max {1000 * times[-1]:.0f} ms")
