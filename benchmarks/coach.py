"""`python -m benchmarks.coach --game wizard [--seed S] [--level easy]`: time one whole review.

Plays one seeded game (the reviewed seat 0 by `--level`, the others by the normal computer),
then reviews seat 0 with `game.core.coach.review`: prints the decisions examined, the seconds
to the first progress past zero and to the end (issue 28: Wizard's 20 rounds for 3 within 60 s,
the first result within 10 s; Solo and Racko within 10 s) and the marks.
"""

from __future__ import annotations

import argparse
import random
import time

from game.core.coach import review
from game.core.registry import GAMES, agents

# The figures are for these tables (Wizard: the full 20 rounds for 3 players).
PLAYERS = {"wizard": 3, "gang_of_four": 4, "racko": 2, "zoker_solo": 1}
PLAYERS.update({"zoker_tiko": 3, "zoker_kubo": 3, "zoker_memo": 2, "pegs_and_jokers": 4})  # tables' default


def play(game_id: str, seed: int, level: str = "easy", players: int | None = None) -> dict:
    """One whole seeded game, seat 0 by `level` and the others by the normal computer: its save."""
    game = GAMES[game_id]
    n = players or PLAYERS.get(game_id, game.min_players)
    table = agents(game_id)
    seats = [table[level]()] + [table["normal"]() for _ in range(n - 1)]
    state = game.new(n, {}, seed)
    rng = random.Random(seed)
    while not state.is_over():
        p = state.current_player
        state.apply(seats[p].choose(state.view(p), state.legal_actions(), rng))
    return state.to_json()


def timed_review(data: dict, seat: int = 0, seed: int = 0) -> dict:
    """The review's figures: decisions, seconds to the first examined decision and to the end (wall
    clock; and the CPU time, which a shared machine does not stretch), marks."""
    first: list[float] = []
    total = [0]
    t0, c0 = time.perf_counter(), time.process_time()

    def progress(done: int, of: int) -> None:
        total[0] = of
        if done == 1:
            first.append(time.perf_counter() - t0)

    marks = review(data, seat, seed=seed, progress=progress)
    return {"decisions": total[0], "first_s": first[0] if first else 0.0,
            "total_s": time.perf_counter() - t0, "cpu_s": time.process_time() - c0, "marks": marks}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.coach", description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="wizard", choices=sorted(GAMES))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="easy", help="who plays the reviewed seat (easy)")
    args = ap.parse_args(argv)
    data = play(args.game, args.seed, args.level)
    figures = timed_review(data)
    print(f"{args.game} seed {args.seed}, seat 0 by {args.level}: {figures['decisions']} decisions, "
          f"first {figures['first_s']:.2f} s, whole review {figures['total_s']:.1f} s "
          f"({figures['cpu_s']:.1f} s CPU)")
    for m in figures["marks"]:
        print(f"  move {m.index}: {m.played} -> {m.better}: {m.played_value:.1f} -> {m.better_value:.1f} "
              f"(noise {m.noise:.1f}) {m.reason}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
