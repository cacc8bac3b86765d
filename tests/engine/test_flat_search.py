"""The flat paired search (game/ai/flat.py): shared worlds for every candidate, halving, budget, same seed."""

from __future__ import annotations

import dataclasses
import random
import time

from game.ai.flat import halving
from game.ai.ismcts import MAX_DECISION_SECONDS


@dataclasses.dataclass(frozen=True)
class Pick:
    """Choose option k."""

    k: int


class Luck:
    """A world whose hidden luck moves every option's result by the same large amount."""

    def __init__(self, luck: float):
        self.luck = luck
        self.picked: int | None = None

    def clone(self) -> Luck:
        twin = Luck(self.luck)
        twin.picked = self.picked
        return twin

    def _apply(self, action: Pick) -> None:
        self.picked = action.k


@dataclasses.dataclass
class LuckView:
    """Seat 0's view; counts the worlds dealt."""

    player: int = 0
    dealt: int = 0


def deal(view: LuckView, rng: random.Random) -> Luck:
    view.dealt += 1
    return Luck(rng.uniform(-100, 100))


def run(world: Luck, rng: random.Random) -> None:
    """The play-out adds a little noise of its own, drawn from the seed shared by the candidates."""
    world.luck += rng.uniform(-0.5, 0.5)


def result(world: Luck, player: int) -> float:
    return world.luck + world.picked  # option k is worth k more, whatever the luck


def test_paired_worlds_find_the_best_option_despite_large_luck():
    # Luck of ±100 against a 1-point gap: only identical worlds for every option can see the gap.
    options = [Pick(k) for k in range(8)]
    for seed in range(20):
        assert halving(LuckView(), options, random.Random(seed), playouts=40, sample=deal, playout=run,
                       evaluate=result) == Pick(7)


def test_halving_spends_about_its_budget_and_deals_one_world_per_round_step():
    view = LuckView()
    calls = []

    def counted(world, rng):
        calls.append(world.picked)

    halving(view, [Pick(k) for k in range(8)], random.Random(1), playouts=240, sample=deal, playout=counted,
            evaluate=result)
    # 8 options, 3 rounds: 10 worlds x 8, then 20 x 4, then 40 x 2 = 240 play-outs.
    assert len(calls) == 240
    assert view.dealt == 10 + 20 + 40  # one world per step, shared by every surviving option


def test_same_rng_same_choice_and_one_option_is_returned_at_once():
    noisy = [Pick(k % 2) for k in range(2)]
    view = LuckView()
    assert halving(view, [Pick(3)], random.Random(1), playouts=100, sample=deal, playout=run) == Pick(3)
    assert view.dealt == 0
    picks = {halving(LuckView(), noisy, random.Random(9), playouts=10, sample=deal, playout=run,
                     evaluate=result) for _ in range(3)}
    assert len(picks) == 1


def test_ties_go_to_the_tiebreak():
    def flat(world, player):
        return 0.0

    got = halving(LuckView(), [Pick(k) for k in range(5)], random.Random(2), playouts=50, sample=deal,
                  playout=run, evaluate=flat, tiebreak=lambda a: -abs(a.k - 3))
    assert got == Pick(3)


def test_a_time_budget_is_kept():
    def slow(world, rng):
        time.sleep(0.002)

    t0 = time.perf_counter()
    halving(LuckView(), [Pick(k) for k in range(6)], random.Random(1), playouts=10**9, sample=deal,
            playout=slow, evaluate=result, time_budget=0.1)
    assert time.perf_counter() - t0 < MAX_DECISION_SECONDS  # 0.1 s asked; slack for a busy machine
