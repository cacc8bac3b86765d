"""`python -m benchmarks.coach_honesty --game wizard --games N [--first S]`: is the better move better?

Issue 28's honesty check. Each seeded game is played with seat 0 by the easy computer and the
others by the normal one, every move's random choices drawn from a generator seeded by (game seed,
move number), so a game replayed from any point meets the same seeds for the rest. Seat 0 is
reviewed; for each mark the game is replayed from the marked position twice, once with the move
played and once with the coach's better move, the rest by the same agents with the same seeds, to
the end of that round (Solo: of the game), with `--rests` sets of seeds for the moves after it
(the first is the game's own; both moves meet the same sets). The better move counts as better
when seat 0's mean gain over the sets is larger: more points (Gang of Four: fewer penalty points;
Solo: a taller stack). Prints how many marks were better, equal and worse, the share better with
its 95% Wilson interval, and the share among the marks whose replays differ.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import random
import time

from game.core.api import ROUND_OVER, Action, Game, State
from game.core.arena import parse_option
from game.core.coach import Mark, review
from game.core.registry import GAMES, agents

PLAYERS = {"wizard": 3, "gang_of_four": 4, "racko": 2, "zoker_solo": 1}
PLAYERS.update({"zoker_tiko": 3, "zoker_kubo": 3, "zoker_memo": 2, "pegs_and_jokers": 4})  # tables' default
LOWER_IS_BETTER = {"gang_of_four"}  # penalty points
REVIEWED = 0


def move_rng(seed: int, index: int, rest: int = 0) -> random.Random:
    """The random choices of the move at history `index` in game `seed`: the same in every replay.
    `rest` > 0 draws another set of choices for the moves after a replayed one (0: the game's own)."""
    digest = hashlib.blake2b(f"{seed}:{index}:{rest}".encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def seats(game_id: str, players: int) -> list:
    table = agents(game_id)
    return [table["easy"]()] + [table["normal"]() for _ in range(players - 1)]


def finish(state: State, seed: int, agents_: list, stop, rest: int = 0) -> State:
    """Play on with `agents_` until `stop(state)`, each move's randomness from `move_rng`."""
    while not stop(state):
        p = state.current_player
        rng = move_rng(seed, len(state.history), rest)
        state.apply(agents_[p].choose(state.view(p), state.legal_actions(), rng))
    return state


def play(game: Game, seed: int, options: dict | None = None) -> dict:
    n = PLAYERS.get(game.id, game.min_players)
    state = finish(game.new(n, options or {}, seed), seed, seats(game.id, n), State.is_over)
    return state.to_json()


def outcome(game: Game, data: dict, seed: int, index: int, action: Action, rests: int) -> float:
    """Seat 0's mean gain from the position before history `index` to the end of that round (Solo:
    the game) playing `action`, over `rests` sets of seeds for the moves after it (the first: the
    game's own)."""
    start = game.load({**data, "history": data["history"][:index]})
    before = start.scores()[REVIEWED]
    whole_game = game.id == "zoker_solo"
    stop = State.is_over if whole_game else (lambda s: s.is_over() or s.phase == ROUND_OVER)
    total = 0.0
    for rest in range(rests):
        state = start.clone()
        state.apply(action)
        finish(state, seed, seats(game.id, state.players), stop, rest)
        total += state.scores()[REVIEWED] - before
    mean = total / rests
    return -mean if game.id in LOWER_IS_BETTER else mean


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def judge(game: Game, seed: int, rests: int, options: dict | None = None) -> list[tuple[Mark, float, float]]:
    """The marks of one game's review with seat 0's replayed gain for the played and the better move."""
    data = play(game, seed, options)
    marks = review(data, REVIEWED, seed=seed)
    return [(m, outcome(game, data, seed, m.index, m.played, rests),
             outcome(game, data, seed, m.index, m.better, rests)) for m in marks]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.coach_honesty",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="wizard", choices=sorted(PLAYERS))
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0, help="first seed")
    ap.add_argument("--rests", type=int, default=4,
                    help="seed sets for the moves after the replayed one, the same for both moves (4)")
    ap.add_argument("--option", action="append", default=[],
                    help="key=value (JSON value) for the games, e.g. turn_limit=10")
    ap.add_argument("--verbose", action="store_true", help="print every mark")
    args = ap.parse_args(argv)
    options = dict(parse_option(o) for o in args.option)
    game = GAMES[args.game]
    better = equal = worse = 0
    t0 = time.perf_counter()
    for seed in range(args.first, args.first + args.games):
        for mark, played, moved in judge(game, seed, args.rests, options):
            if moved > played:
                better += 1
            elif moved == played:
                equal += 1
            else:
                worse += 1
            if args.verbose:
                print(f"seed {seed} move {mark.index}: {mark.played} {played:+.1f} / "
                      f"{mark.better} {moved:+.1f}  (coach {mark.played_value:.1f} -> "
                      f"{mark.better_value:.1f} ± {mark.noise:.1f})")
    n = better + equal + worse
    lo, hi = wilson(better, n)
    decided = better + worse
    dlo, dhi = wilson(better, decided)
    print(f"{args.game}: {args.games} games (seeds {args.first}–{args.first + args.games - 1}), {n} marks, "
          f"{args.rests} seed sets each: better {better}, equal {equal}, worse {worse}; "
          f"better in {100 * better / max(1, n):.0f}% of the marks "
          f"(95% interval {100 * lo:.0f}–{100 * hi:.0f}%), in {100 * better / max(1, decided):.0f}% "
          f"of those that differ ({100 * dlo:.0f}–{100 * dhi:.0f}%); "
          f"{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
