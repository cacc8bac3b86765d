"""The engine contract, checked by seeded random play-outs of every registered game.

PELI_CONTRACT_GAMES sets play-outs per game (default 200; 10000 for soak runs).
Every step: only legal actions are applied, illegal ones raise IllegalAction and
change nothing, clone() equals the original and is independent of it (it stays as
it was when the original moves on), views and scores are well formed.
Game.load(to_json()) is checked at every step of the first
play-outs of each configuration (every step up to FULL_JSON_STEPS, then every
FULL_JSON_STRIDE-th: a load replays the whole history, and Pegs and Jokers runs a
thousand moves) and at sampled steps (and the end) of the rest.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.api import Action, IllegalAction, View
from game.core.registry import GAMES

PLAYOUTS = int(os.environ.get("PELI_CONTRACT_GAMES", "200"))
FULL_JSON_PLAYOUTS = 3
PARTS = 4
FULL_JSON_STEPS, FULL_JSON_STRIDE = 150, 25
ROOT = Path(__file__).resolve().parents[2]


@dataclasses.dataclass(frozen=True)
class _Bogus(Action):
    """An action no game knows."""

    x: int = 0


def _check_illegal(state, action, before: dict | None = None) -> None:
    """`action` raises IllegalAction with a message and changes nothing (`before`: the state's
    snapshot, when the caller has it)."""
    before = state.snapshot() if before is None else before
    hist = len(state.history)
    try:  # not pytest.raises: this runs twice a step, and its bookkeeping was a tenth of Pegs' play-outs
        state.apply(action)
    except IllegalAction as err:
        assert str(err), "an illegal action needs a message"
    else:
        raise AssertionError(f"{action!r} was applied: it is not legal")
    assert state.snapshot() == before and len(state.history) == hist


def playout(game, players: int, options: dict, seed: int, full_json: bool) -> int:
    state = game.new(players, options, seed)
    rng = random.Random(seed)
    json_steps = set() if full_json else {rng.randrange(40) for _ in range(3)}
    seen: list[Action] = []
    step = 0
    now = state.snapshot()  # the state's snapshot, made once per step (`==` between states compares them)
    while not state.is_over():
        legal = state.legal_actions()
        assert legal, f"{game.id}: no legal action but the game is not over"
        assert state.current_player in range(players)
        assert all(state.is_legal(a) for a in legal)
        _check_illegal(state, _Bogus(), now)
        # the latest of the last 20 moves that is not legal now (most often the move just made)
        stale = next((a for a in reversed(seen[-20:]) if a not in legal), None)
        if stale is not None:
            _check_illegal(state, stale, now)
        if step % 7 == 0:
            for p in range(players):
                v = state.view(p)
                assert isinstance(v, View) and v.player == p
        twin = state.clone()
        assert type(twin) is type(state) and twin.snapshot() == now  # twin == state
        if step in json_steps or full_json and (step < FULL_JSON_STEPS or step % FULL_JSON_STRIDE == 0):
            data = json.loads(json.dumps(state.to_json()))
            assert game.load(data) == state
        action = rng.choice(legal)
        before = now
        state.apply(action)
        now = state.snapshot()
        assert twin.snapshot() == before, f"{game.id}: the clone changed with its original"
        seen.append(action)
        step += 1
        assert step <= game.max_actions, f"{game.id}: no end after {step} actions"
    assert state.legal_actions() == []
    scores = state.scores()
    assert len(scores) == players and all(isinstance(s, int) for s in scores)
    data = json.loads(json.dumps(state.to_json()))
    assert game.load(data) == state
    json.dumps(state.snapshot())
    return step


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_playouts(game_id, part):
    """Play-out `i` of every `PARTS`-th (a game's play-outs in parts, so parallel workers share them)."""
    game = GAMES[game_id]
    configs = game.test_configs()
    for i in range(part, PLAYOUTS, PARTS):
        players, options = configs[i % len(configs)]
        playout(game, players, options, seed=i, full_json=i < FULL_JSON_PLAYOUTS * len(configs))


_FINGERPRINT = """
import hashlib, json, random, sys
from game.core.registry import GAMES
out = {}
for gid, game in sorted(GAMES.items()):
    for players, options in game.test_configs()[:4]:
        s = game.new(players, options, 7)
        rng = random.Random(7)
        while not s.is_over():
            s.apply(rng.choice(s.legal_actions()))
        blob = json.dumps(s.snapshot(), sort_keys=True)
        out[f"{gid}/{players}/{sorted(options.items())}"] = hashlib.sha256(blob.encode()).hexdigest()
print(json.dumps(out, sort_keys=True))
"""


def test_same_seed_same_game_under_any_hash_seed():
    prints = []
    for hash_seed in ("1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        res = subprocess.run(
            [sys.executable, "-c", _FINGERPRINT],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        prints.append(res.stdout)
    assert prints[0] == prints[1]
    assert json.loads(prints[0]) or not GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_corrupt_saves_are_refused(game_id):
    from game.core.api import LoadError

    game = GAMES[game_id]
    players, options = game.test_configs()[0]
    state = game.new(players, options, 3)
    state.apply(state.legal_actions()[0])
    good = state.to_json()
    bad_saves = [
        None,
        {},
        dict(good, game="nope"),
        dict(good, format=999),
        dict(good, players=99),
        dict(good, options={"no_such_option": 1}),
        dict(good, history=[{"type": "Nope"}]),
        dict(good, history=good["history"] * 3 + [{"type": good["history"][0]["type"]}]),
    ]
    for bad in bad_saves:
        with pytest.raises(LoadError):
            game.load(bad)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_teams_are_disjoint_seats_of_the_game(game_id):
    """`Game.teams` (setup shows it): each team two or more seats in order, no seat in two teams."""
    game = GAMES[game_id]
    for players, options in game.test_configs():
        teams = game.teams(players, game.resolve_options(players, options))
        seats = [s for team in teams for s in team]
        assert len(seats) == len(set(seats)) and all(0 <= s < players for s in seats)
        assert all(len(team) >= 2 and list(team) == sorted(team) for team in teams)
