"""Gang of Four computer players: easy (loose random play), normal (shedding heuristic), hard (search)."""

from __future__ import annotations

import random
from typing import Any

from game.ai.ismcts import ISMCTS, score_difference
from game.core.api import Action, State
from game.gang_of_four.cards import NUMBER, PHOENIX_GREEN, PHOENIX_YELLOW, RANK, _classify
from game.gang_of_four.engine import GangOfFourState, GangOfFourView, GiveBack, Pass, Phase, Play

CONTROL = RANK["G10"]  # tens, phoenixes and the dragon win tricks: keep them for later


def give_back(hand: list[str]) -> GiveBack:
    """The lowest card that belongs to no pair or set (else the lowest card)."""
    numbers = [NUMBER[c] for c in hand]
    lone = [c for c, x in zip(hand, numbers, strict=True) if x and numbers.count(x) == 1]
    return GiveBack((lone or hand)[0])


def remove(hand: list[str], cards: tuple[str, ...]) -> tuple[str, ...]:
    """The hand without `cards` (one copy each), still in canonical order."""
    left = list(hand)
    for c in cards:
        left.remove(c)
    return tuple(left)


def play_cost(cards: tuple[str, ...], held: dict[int, int], endgame: bool) -> float:
    """What a play spends: its top card, broken sets and gangs, control cards; more cards shed is better.

    `held`: how many cards of each number the hand holds.
    """
    gang = _classify(cards).kind == "gang"
    cost = RANK[cards[-1]] - 4.0 * len(cards)
    if gang and not endgame:
        cost += 60
    used: dict[int, int] = {}
    for c in cards:
        x = NUMBER[c]
        if x:
            used[x] = used.get(x, 0) + 1
    for x, k in used.items():
        if not gang and held[x] >= 4:
            cost += 40  # breaks a gang
        elif k < held[x]:
            cost += 6  # breaks a pair or set
    if not endgame:
        cost += 10 * sum(1 for c in cards if RANK[c] >= CONTROL)
        if cards == (PHOENIX_GREEN, PHOENIX_YELLOW):
            cost += 10
    return cost


def ranked_plays(hand: list[str], legal: list[Action], counts: list[int], me: int) -> list[tuple[float, Any]]:
    """The plays among `legal` with their heuristic cost, cheapest first (going out costs least)."""
    danger = min((k for p, k in enumerate(counts) if p != me), default=16) <= 3
    endgame = len(hand) <= 6 or danger
    held: dict[int, int] = {}
    for c in hand:
        held[NUMBER[c]] = held.get(NUMBER[c], 0) + 1
    announced = {a.cards for a in legal if type(a) is Play and a.announce}
    out = []
    for a in legal:
        if type(a) is not Play:
            continue
        rest = len(hand) - len(a.cards)
        if rest == 0:
            cost = -1000.0
        else:
            cost = play_cost(a.cards, held, endgame)
            if rest <= 5 and _classify(remove(hand, a.cards)) is not None:
                cost -= 100  # what is left goes out in one play
        if not a.announce and a.cards in announced:
            cost += 1  # always say "one card"
        out.append((cost, a))
    out.sort(key=lambda t: t[0])
    return out


def heuristic(hand: list[str], legal: list[Action], leading: bool, counts: list[int], me: int,
              top_player: int | None, plays: list[tuple[float, Any]] | None = None) -> Action:
    """The normal choice: shed cheaply, keep control cards and gangs, pass when only dear plays beat.

    `plays`: `ranked_plays(hand, legal, counts, me)` when the caller has it already.
    """
    if type(legal[0]) is GiveBack:
        return give_back(hand)
    if plays is None:
        plays = ranked_plays(hand, legal, counts, me)
    if not plays:
        return legal[-1]
    cost, best = plays[0]
    if leading or cost < 0:
        return best
    others = [k for p, k in enumerate(counts) if p != me]
    danger = min(others) <= 3
    if danger and top_player is not None and counts[top_player] <= 3:
        return best  # the one close to out must not lead again
    limit = 30 if len(hand) > 8 else 45
    return best if cost <= limit or danger else Pass()


def heuristic_action(state: State, legal: list[Action], rng: random.Random) -> Action:
    """The normal player's move in a full state; also the play-out policy of the search."""
    if len(legal) == 1:
        return legal[0]
    p = state.current_player
    top = state.top
    ranked = getattr(state, "ranked", None)
    return heuristic(state.hands[p], legal, top is None, [len(h) for h in state.hands], p,
                     None if top is None else top[0], ranked() if ranked else None)


class EasyAgent:
    """Plays a random combination; passes only now and then."""

    def choose(self, view: GangOfFourView, legal: list[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if type(a) is not Pass]
        if plays and (len(plays) == len(legal) or rng.random() < 0.85):
            return rng.choice(plays)
        return rng.choice(legal)


class NormalAgent:
    """Sheds low cards and combinations first, keeps gangs and high cards for control."""

    def choose(self, view: GangOfFourView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        top = view.top
        return heuristic(view.hand, legal, top is None, view.counts, view.player,
                         None if top is None else top.player)


class _Shortlisted(GangOfFourState):
    """A sampled world whose legal actions are the heuristic's best few: the search looks at sound moves."""

    width = 6

    def legal_actions(self) -> list[Action]:
        legal = super().legal_actions()
        if len(legal) <= self.width + 1 or self.phase != Phase.PLAY:
            return legal
        keep = [a for _cost, a in self.ranked()[: self.width]]
        return keep + [a for a in legal if type(a) is Pass]

    def ranked(self) -> list[tuple[float, Any]]:
        """`ranked_plays` for the player to move, computed once per position."""
        cache = self.__dict__.get("_ranked")
        if cache is None or cache[0] is not self._legal:
            super().legal_actions()
            p = self.current_player
            cache = self._ranked = (self._legal, ranked_plays(self.hands[p], self._legal,
                                                              [len(h) for h in self.hands], p))
        return cache[1]


class _Worlds:
    """Samples worlds from a view as `_Shortlisted` states (the search only calls `sample_world`)."""

    def __init__(self, view: GangOfFourView):
        self.view = view

    def sample_world(self, rng: random.Random) -> State:
        world = self.view.sample_world(rng)
        world.__class__ = _Shortlisted
        return world


def _reward(state: State, player: int) -> float:
    """Lower penalty is better: the other seats' mean total minus this seat's."""
    return -score_difference(state, player)


class HardAgent:
    """ISMCTS over sampled hands among the heuristic's shortlist; heuristic play-outs to the hand's end."""

    def __init__(self, iterations: int = 60, width: int = 6):
        self.width = width
        self.search = ISMCTS(iterations=iterations, rollout_policy=heuristic_action, evaluate=_reward)

    def choose(self, view: GangOfFourView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase != Phase.PLAY:
            return NormalAgent().choose(view, legal, rng)
        p = view.player
        ranked = ranked_plays(view.hand, legal, view.counts, p)
        if ranked and ranked[0][0] < -500:
            return ranked[0][1]  # going out
        candidates = [a for _c, a in ranked[: self.width]] + [a for a in legal if type(a) is Pass]
        if len(candidates) == 1:
            return candidates[0]
        return self.search.choose(_Worlds(view), candidates, rng)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent}


def hint(view: GangOfFourView, legal: list[Action], moves_made: int) -> Action:
    """The table's Hint: the hard player's move, seeded by the moves made so that it is the same
    at each press, and the coach knows it (a move the hint gave is never called costly)."""
    return HardAgent().choose(view, legal, random.Random(moves_made))


def move_times(games: int = 2, seed: int = 1) -> list[float]:
    """Seconds of CPU per hard move (more than one legal action) against three normals."""
    import time

    from game.gang_of_four.engine import GAME

    hard, normal = HardAgent(), NormalAgent()
    out: list[float] = []
    for g in range(games):
        state = GAME.new(4, {}, seed + g)
        rng = random.Random(seed + g)
        while not state.is_over():
            p, legal = state.current_player, state.legal_actions()
            agent = hard if p == g % 4 else normal
            t0 = time.process_time()
            action = agent.choose(state.view(p), legal, rng)
            if agent is hard and len(legal) > 1:
                out.append(time.process_time() - t0)
            state.apply(action)
    return out


if __name__ == "__main__":  # python -m game.gang_of_four.ai [games]: the hard player's move times
    import sys

    times = sorted(move_times(int(sys.argv[1]) if len(sys.argv) > 1 else 2))
    q = lambda f: 1000 * times[min(len(times) - 1, int(f * len(times)))]  # noqa: E731
    print(f"{len(times)} moves, median {q(0.5):.0f} ms, p99 {q(0.99):.0f} ms, "
          f"max {1000 * times[-1]:.0f} ms (CPU time)")
