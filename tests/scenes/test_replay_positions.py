"""`scenes.replay.Replay` without pygame: every position equals the save replayed to there."""

from __future__ import annotations

import random

import pytest

from game.core.api import NextRound
from game.core.registry import GAMES
from scenes.replay import Replay, ReplaySession, seats_from


def history(game_id: str, seed: int = 2, limit: int = 300) -> dict:
    game = GAMES[game_id]
    state = game.new(game.allowed_players()[0] if game_id != "wizard" else 3, {}, seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < limit:
        state.apply(rng.choice(state.legal_actions()))
    return state.to_json()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_position_is_the_save_replayed_to_there(game_id):
    data = history(game_id)
    replay = Replay(data, every=7)
    assert replay.last == len(data["history"]) and replay.problem is None
    game = GAMES[game_id]
    for k in sorted({0, 1, 6, 7, 8, replay.last // 2, replay.last - 1, replay.last}):
        expected = game.load(dict(data, history=data["history"][:k]))
        assert replay.state_at(k).snapshot() == expected.snapshot()
    starts = [k + 1 for k, m in enumerate(replay.moves)  # after NextRound, or a part's beginning
              if isinstance(m.action, NextRound) or any(e.kind in game.part_events for e in m.events)]
    assert replay.round_starts == [0, *starts]
    session = ReplaySession(replay, seats_from([], game.new(data["players"], data["options"], 0).players))
    for k in (3, 4, 2, replay.last, 0):  # forward by one, back, a jump: the same positions
        events = session.go(k)
        assert session.state.snapshot() == replay.state_at(k).snapshot()
        assert (events is not None) == (k == 4)
        assert session.moves == replay.moves[:k]


def test_a_damaged_history_stops_at_its_first_bad_move():
    data = history("racko")
    data["history"][12] = {"type": "Draw", "source": 99}
    replay = Replay(data)
    assert replay.last == 12 and "12" in replay.problem
    assert Replay(dict(data, history="nonsense")).last == 0
    assert Replay(dict(data, history="nonsense")).problem


def test_seats_from_anything():
    seats = seats_from([{"name": "Anna", "level": None}, {"name": 5, "level": "godlike"}, "x"], 3)
    assert [s.name for s in seats] == ["Anna", "Player 2", "Player 3"]
    assert all(s.level is None for s in seats)
    assert seats_from([{"name": "Botti", "level": "hard"}], 1)[0].label() == "Botti (hard)"
