"""Flat Monte Carlo over sampled worlds with paired play-outs and sequential halving.

Every candidate action is tried in the *same* sampled worlds (common random numbers), so
the comparison between two actions is not drowned by which hidden cards happened to be
dealt: only how the action changes the play-out counts. Sequential halving spends the
budget in rounds, dropping the worse half of the candidates after each, so a lead from a
big hand still gives the few good cards many worlds. This is the determinized
("perfect-information Monte Carlo") search of trick-taking programs, with the play-out
policy standing in for everyone's later moves.

Generic over the engine contract: `sample(view, rng)` deals a world (see game/ai/ismcts.py
for the sampling contract), `playout(state, rng)` plays it to the horizon and
`evaluate(state, player)` scores the result for the searching seat.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from game.ai.ismcts import MAX_DECISION_SECONDS, Evaluate, Playout, Sampler, score_difference
from game.core.api import Action, View


def halving(
    view: View,
    legal: Sequence[Action],
    rng: random.Random,
    *,
    playouts: int,
    sample: Sampler,
    playout: Playout,
    evaluate: Evaluate = score_difference,
    time_budget: float | None = None,
    tiebreak: Callable[[Action], float] | None = None,
) -> Action:
    """The candidate with the best mean result over paired play-outs.

    With `time_budget` None the search plays about `playouts` play-outs in all (at least one
    world per round), so the same rng gives the same action; with a budget each halving
    round gets its share of the remaining time (never more than 1 s in all) instead.
    """
    alive = list(legal)
    if len(alive) == 1:
        return alive[0]
    me = view.player
    totals = dict.fromkeys(alive, 0.0)
    start = time.perf_counter()
    end = None if time_budget is None else start + min(time_budget, MAX_DECISION_SECONDS)
    left = playouts
    while len(alive) > 1:
        rounds = math.ceil(math.log2(len(alive)))
        if end is None:
            worlds = max(1, left // (len(alive) * rounds))
            round_end = None
        else:
            worlds = 1_000_000
            round_end = time.perf_counter() + (end - time.perf_counter()) / rounds
        for done in range(worlds):
            if round_end is not None and done and time.perf_counter() > round_end:
                break
            base = sample(view, rng)
            seed = rng.getrandbits(32)
            for a in alive:
                world = base.clone()
                world._apply(a)
                playout(world, random.Random(seed))
                totals[a] += evaluate(world, me)
        left -= worlds * len(alive)
        # Every survivor has been tried in exactly the same worlds, so totals compare directly.
        ranked = sorted(alive, key=lambda a: (totals[a], tiebreak(a) if tiebreak else 0.0), reverse=True)
        alive = ranked[: (len(alive) + 1) // 2]
    return alive[0]
