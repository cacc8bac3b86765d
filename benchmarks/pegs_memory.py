"""`python -m benchmarks.pegs_memory [--games N]`: how much of a Pegs and Jokers legal list's time is
memory rather than work.

Plays N seeded random games (the engine benchmark's player), keeps a copy of every state where a
plain hand (no 7, 8 or joker) can move a peg, and times building the legal list (best of 5 passes)
on one of those states over and over (its move table entries stay in the CPU's caches), on 200 of
them in turn, and on all of them (each reads other entries of tables that by then hold megabytes).
The work is the same for each list; the difference is waiting for memory. Also prints how much
the engine holds after the first half of those games (traced by tracemalloc from the first game).
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc

from benchmarks.engine import bench_config
from game.core.registry import GAMES
from game.pegs.engine import JOKER, Discard, PegsState, Phase


def plain_states(games: int) -> tuple[list[PegsState], float]:
    """States with a plain hand that can move a peg, from the last half of `games` random games
    (the first half fills the move tables as a long run does); the MB the engine held after the first half."""
    game = GAMES["pegs_and_jokers"]
    players, options = bench_config(game)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    held = 0.0
    kept = []
    for seed in range(games):
        if seed == games // 2:  # the tables as the first half left them (the copies kept are not counted)
            held = (tracemalloc.get_traced_memory()[0] - base) / 1e6
            tracemalloc.stop()
        state = game.new(players, options, seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            hand = state.hands[state.current_player]
            if (seed >= games // 2 and state.phase is Phase.PLAY and type(legal[0]) is not Discard
                    and not any(card[0] in "78" or card == JOKER for card in hand)):
                kept.append(state.clone())
            state.apply(legal[int(rng.random() * len(legal))])
    return kept, held


def per_list(states: list[PegsState], passes: int = 5) -> float:
    """Best µs per legal list over `passes` passes through `states`."""
    best = float("inf")
    build = PegsState._compute_legal
    for _ in range(passes):
        t0 = time.perf_counter()
        for state in states:
            build(state)
        best = min(best, (time.perf_counter() - t0) / len(states))
    return best * 1e6


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.pegs_memory", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="random games to play (default 300)")
    args = ap.parse_args(argv)
    states, held = plain_states(args.games)
    n = len(states)
    print(f"pegs_and_jokers: {n:,} states with a plain hand from games {args.games // 2}–{args.games - 1}; "
          f"the engine held {held:.1f} MB after {args.games // 2} games")
    print("  µs per legal list (best of 5 passes)")
    for label, group in (("one state, again and again", states[:1] * n),
                         ("200 states in turn", states[:200] * (n // 200)),
                         (f"all {n:,} states", states)):
        print(f"  {label:<28}{per_list(group):>6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
