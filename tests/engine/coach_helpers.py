"""Shared helpers for the per-game coach tests: one decision searched, and a short real game."""

from __future__ import annotations

import random

from game.core.api import Action, State
from game.core.coach import Decision, GameCoach, Mark, replay_decisions, review_decisions
from game.core.registry import agents, get


def mark_at(coach: GameCoach, state: State, played: Action, seed: int = 1,
            names: list[str] | None = None) -> Mark | None:
    """The coach's mark (or None) for `played` at `state`, as seen by the seat to move."""
    seat = state.current_player
    decision = Decision(0, state.view(seat), state.legal_actions(), played)
    finding = coach.compare(decision, seed, names)
    return None if finding is None else coach.mark(finding)


def played_game(game_id: str, players: int, seed: int, options: dict | None = None) -> dict:
    """A save of a whole game: seat 0 by the easy computer, the others by the normal one."""
    state = get(game_id).new(players, options or {}, seed)
    levels = agents(game_id)
    seats = [levels["easy"]()] + [levels["normal"]() for _ in range(players - 1)]
    rng = random.Random(seed)
    while not state.is_over():
        p = state.current_player
        state.apply(seats[p].choose(state.view(p), state.legal_actions(), rng))
    return state.to_json()


def first_marks(coach: GameCoach, data: dict, decisions: int, seed: int) -> list[Mark]:
    """The review of seat 0's first `decisions` decisions (a whole review is the benchmark's)."""
    found, stop = replay_decisions(data, 0, coach.examines)
    assert stop is None
    return review_decisions(coach, found[:decisions], seed=seed)
