"""The shared search on a tiny game: it finds the winning move, is reproducible and respects its budget."""

from __future__ import annotations

import dataclasses
import random

from game.ai.ismcts import ISMCTS, ismcts_choose, score_difference, spiteful
from game.core.api import Action, Game, State, View


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Take this many counters from the pile."""

    n: int


@dataclasses.dataclass
class NimView(View):
    """Everything is public; the sample counter proves the search samples once per iteration."""

    pile: int
    mover: int
    samples: list = dataclasses.field(default_factory=list)

    def sample_world(self, rng: random.Random) -> State:
        self.samples.append(rng.random())
        state = NIM.new(2)
        state.pile, state.current_player = self.pile, self.mover
        return state


class NimState(State):
    """Take 1 or 2; whoever takes the last counter wins."""

    def setup(self) -> None:
        self.pile = 5
        self.winner: int | None = None
        self.phase = "take"

    def legal_actions(self) -> list[Action]:
        if self.is_over():
            return []
        return [Take(n) for n in (1, 2) if n <= self.pile]

    def _apply(self, action: Take) -> list:
        self.pile -= action.n
        if self.pile == 0:
            self.winner, self.current_player = self.current_player, None
        else:
            self.current_player = 1 - self.current_player
        return []

    def view(self, player: int) -> NimView:
        return NimView(player, self.pile, self.current_player)

    def scores(self) -> list[int]:
        return [int(self.winner == p) for p in range(2)]

    def snapshot(self) -> dict:
        return {"pile": self.pile, "winner": self.winner, "cp": self.current_player}


class Nim(Game):
    id = "nim"
    min_players = max_players = 2

    def state_class(self):
        return NimState


NIM = Nim()


def test_finds_the_winning_move():
    state = NIM.new(2)  # pile 5: taking 2 leaves 3, a lost pile for the opponent
    action = ismcts_choose(state.view(0), state.legal_actions(), random.Random(1), iterations=300)
    assert action == Take(2)


def test_finishes_when_it_can():
    state = NIM.new(2)
    state.pile = 2
    assert ismcts_choose(state.view(0), state.legal_actions(), random.Random(2), iterations=200) == Take(2)


def test_one_sample_per_iteration_and_reproducible():
    state = NIM.new(2)
    runs = []
    for _ in range(2):
        view = state.view(0)
        root = ISMCTS(iterations=120).search(view, state.legal_actions(), random.Random(9))
        assert len(view.samples) == 120 and root.visits == 120
        runs.append((view.samples, {a: (c.visits, c.total) for a, c in root.children.items()}))
    assert runs[0] == runs[1]


def test_time_budget_stops_early():
    state = NIM.new(2)
    view = state.view(0)
    ISMCTS(iterations=10**7, time_budget=0.05).search(view, state.legal_actions(), random.Random(3))
    assert 0 < len(view.samples) < 10**7


def test_single_legal_action_needs_no_search():
    state = NIM.new(2)
    state.pile = 1
    view = state.view(0)
    assert ismcts_choose(view, state.legal_actions(), random.Random(0)) == Take(1)
    assert view.samples == []


def test_default_reward_is_score_difference():
    state = NIM.new(2)
    state.apply(Take(2))
    state.apply(Take(1))
    state.apply(Take(2))
    assert state.scores() == [1, 0]
    assert score_difference(state, 0) == 1 and score_difference(state, 1) == -1


def test_spiteful_reward_weighs_the_other_seats():
    state = NIM.new(2)
    state.apply(Take(2))
    state.apply(Take(1))
    state.apply(Take(2))
    assert [spiteful(1.0)(state, p) for p in (0, 1)] == [score_difference(state, p) for p in (0, 1)]
    assert [spiteful(0.0)(state, p) for p in (0, 1)] == [1, 0]
    assert [spiteful(0.5)(state, p) for p in (0, 1)] == [1, -0.5]
