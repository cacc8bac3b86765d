"""Information-set Monte Carlo tree search (single observer), generic over the engine contract.

Each iteration samples one world with `view.sample_world(rng)`, walks the one tree
shared by all worlds (only the actions legal in this world are candidates; UCB uses
how often a child was available, after Cowling, Powley & Whitehouse 2012), expands one
action, plays out to a horizon with a policy and backs up every seat's reward.

Sampling contract for `View.sample_world(rng) -> State`:
- the returned state is a full, independent state with the same `current_player` and
  `phase` as the real one and the same legal actions for that player;
- everything the seat has seen is kept: its own hand, cards played, turned-up cards,
  public bids and scores;
- hidden cards are dealt only where they could be: a seat that failed to follow a suit
  (an observed void) receives no card of that suit, and hand sizes match the view;
- it draws only from the given `rng`, so the search is reproducible.

The search calls `State._apply` directly: its actions always come from
`legal_actions()`, and a throwaway world needs neither the legality re-check nor history.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Callable

from game.core.api import ROUND_OVER, Action, State, View

Policy = Callable[[State, list[Action], random.Random], Action]
Evaluate = Callable[[State, int], float]
Sampler = Callable[[View, random.Random], State]
Playout = Callable[[State, random.Random], None]

# A time-budgeted decision never searches longer than this, whatever its budget says.
MAX_DECISION_SECONDS = 1.0
# Set to "1" (the arena's --fixed-iterations does) to make time-budgeted players search a
# fixed number of iterations instead: the same seed then gives the same move on any machine.
FIXED_ENV = "PELIPOYTA_AI_FIXED"


def fixed_iterations() -> bool:
    """True when searches must be reproducible (fixed iteration counts, no clock)."""
    return os.environ.get(FIXED_ENV) == "1"


class Deadline:
    """A per-decision clock: `None` budget means never expired (fixed-iterations mode)."""

    __slots__ = ("end",)

    def __init__(self, budget: float | None):
        self.end = None if budget is None else time.perf_counter() + min(budget, MAX_DECISION_SECONDS)

    def expired(self) -> bool:
        return self.end is not None and time.perf_counter() > self.end


def random_policy(state: State, legal: list[Action], rng: random.Random) -> Action:
    """The default play-out policy: a uniformly random legal action."""
    return rng.choice(legal)


def spiteful(weight: float) -> Evaluate:
    """A reward of the seat's score minus `weight` times the others' mean: 1 is `score_difference`,
    0 ignores the others (no card is spent to spoil their scores)."""

    def evaluate(state: State, player: int) -> float:
        scores = state.scores()
        others = [s for i, s in enumerate(scores) if i != player]
        return scores[player] - (weight * sum(others) / len(others) if others else 0.0)

    return evaluate


# The default reward: the seat's score minus the mean of the other seats' scores.
score_difference = spiteful(1.0)


def end_of_round(state: State) -> bool:
    """The default horizon: the game is over or a round has just been scored."""
    return state.is_over() or state.phase == ROUND_OVER


class Node:
    """One action in the shared tree, with the seat that took it and its statistics."""

    __slots__ = ("action", "player", "children", "visits", "total", "avail")

    def __init__(self, action: Action | None, player: int | None):
        self.action = action
        self.player = player
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class ISMCTS:
    """A reusable searcher; `choose` has the meaning of `ismcts_choose`."""

    def __init__(
        self,
        *,
        iterations: int = 500,
        time_budget: float | None = None,
        rollout_policy: Policy | None = None,
        evaluate: Evaluate | None = None,
        horizon: Callable[[State], bool] | None = None,
        exploration: float = 0.7,
        sampler: Sampler | None = None,
        playout: Playout | None = None,
    ):
        self.iterations = iterations
        self.time_budget = time_budget
        self.rollout_policy = rollout_policy or random_policy
        self.evaluate = evaluate or score_difference
        self.horizon = horizon or end_of_round
        self.exploration = exploration
        self.sampler = sampler  # how to draw a world (default: view.sample_world)
        # A game may play out to the horizon its own faster way (the same moves as the policy).
        self.playout = playout
        self.done = 0  # iterations run by the last search
        self.lo = math.inf
        self.hi = -math.inf

    def choose(self, view: View, legal_actions: list[Action], rng: random.Random) -> Action:
        """The most visited root action after the search; one legal action is returned at once."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        root = self.search(view, legal_actions, rng)
        best = max(legal_actions, key=lambda a: (root.children[a].visits, root.children[a].total)
                   if a in root.children else (-1, 0.0))
        return best

    def search(self, view: View, legal_actions: list[Action], rng: random.Random) -> Node:
        """Run the iterations (or until the time budget, at most 1 s, is spent); return the root."""
        root = Node(None, None)
        self.lo, self.hi = math.inf, -math.inf
        deadline = Deadline(self.time_budget)
        sample = self.sampler or (lambda v, r: v.sample_world(r))
        i = 0
        for i in range(self.iterations):
            if i > 0 and deadline.expired():
                break
            self.iterate(root, sample(view, rng), legal_actions, rng)
        else:
            i = self.iterations
        self.done = i
        return root

    def iterate(self, root: Node, world: State, root_legal: list[Action], rng: random.Random) -> None:
        """One sample: select and expand in `world`, play out, back up."""
        path = [root]
        node = root
        legal = root_legal
        while not self.horizon(world):
            mover = world.current_player
            untried = [a for a in legal if a not in node.children]
            for a in legal:
                if a in node.children:
                    node.children[a].avail += 1
            if untried:
                action = rng.choice(untried)
                child = node.children[action] = Node(action, mover)
                child.avail = 1
                world._apply(action)
                path.append(child)
                break
            node = self.select(node, legal)
            world._apply(node.action)
            path.append(node)
            legal = world.legal_actions()
        if self.playout is not None:
            self.playout(world, rng)
        else:
            while not self.horizon(world):
                world._apply(self.rollout_policy(world, world.legal_actions(), rng))
        rewards = [self.evaluate(world, p) for p in range(world.players)]
        self.lo = min(self.lo, *rewards)
        self.hi = max(self.hi, *rewards)
        for n in path:
            n.visits += 1
            if n.player is not None:
                n.total += rewards[n.player]

    def select(self, node: Node, legal: list[Action]) -> Node:
        """UCB1 over the children available in this world, rewards scaled by their observed range."""
        scale = self.exploration * (self.hi - self.lo if self.hi > self.lo else 1.0)
        best, best_value = None, -math.inf
        for a in legal:
            c = node.children[a]
            value = c.total / c.visits + scale * math.sqrt(math.log(c.avail) / c.visits)
            if value > best_value:
                best, best_value = c, value
        assert best is not None
        return best


def ismcts_choose(
    view: View,
    legal_actions: list[Action],
    rng: random.Random,
    *,
    iterations: int = 500,
    time_budget: float | None = None,
    rollout_policy: Policy | None = None,
    evaluate: Evaluate | None = None,
    horizon: Callable[[State], bool] | None = None,
) -> Action:
    """Search from `view` and return one of `legal_actions`; deterministic for a fixed rng and iterations."""
    search = ISMCTS(
        iterations=iterations,
        time_budget=time_budget,
        rollout_policy=rollout_policy,
        evaluate=evaluate,
        horizon=horizon,
    )
    return search.choose(view, legal_actions, rng)
