"""Zoker Solo hint solver and computer players; they see only the table, never the stock order.

Between two deals the game is fully visible and deterministic, so the solver searches the
move sequences over the visible cards (bounded, with a transposition table) and scores
every reachable position with `evaluate`. With the stock empty an exhaustive search is
exact: its best value is the best reachable final score.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from game.core.api import Action
from game.zoker.cards import COMPATIBLE
from game.zoker.solo import (
    COLS,
    DEAL,
    DEAL_SIZE,
    EMPTY,
    STACK_MOVES,
    STOP,
    TOP_MOVES,
    TOP_SLOTS,
    Deal,
    SoloView,
    Stop,
)

SEARCH_NODES = 4000  # positions the solver may visit per search

# evaluate() weights, in points of "tallest stack" (tuned with the arena, see the report).
W_TALLEST = 10.0
W_CARDS_DOWN = 3.0  # a card in the bottom row can still join the tallest stack
W_EMPTY_BOTTOM = 4.0  # an empty bottom place takes any card
W_LINK = 1.5  # per live card (unseen or upper) that fits a stack top, up to LINK_CAP
LINK_CAP = 4
W_DEAD = 6.0  # a stack top nothing can ever go onto
W_MERGE = 2.0  # two stack tops that could merge
W_DEALABLE = 5.0  # enough empty upper places to deal


class Pos(NamedTuple):
    """The visible table: upper cards, stack tops, stack heights, unseen cards (bitmask), stock size."""

    top: tuple[int, ...]
    tops: tuple[int, ...]
    heights: tuple[int, ...]
    unseen: int
    stock: int


def position(view: SoloView) -> Pos:
    """The solver's compact form of a view."""
    top = tuple(EMPTY if c is None else c.index for row in view.top for c in row)
    unseen = 0
    for c in view.unseen():
        unseen |= 1 << c.index
    return Pos(
        top,
        tuple(s[-1].index if s else EMPTY for s in view.bottom),
        tuple(len(s) for s in view.bottom),
        unseen,
        view.stock_count,
    )


def moves(pos: Pos) -> list[tuple[Action, Pos]]:
    """Every card or stack move and the position after it (no deals: the stock is hidden)."""
    out = []
    top, tops, heights = pos.top, pos.tops, pos.heights
    for i, card in enumerate(top):
        if card == EMPTY:
            continue
        mask = COMPATIBLE[card]
        new_top = top[:i] + (EMPTY,) + top[i + 1 :]
        tried_empty = False
        for c in range(COLS):
            t = tops[c]
            if t == EMPTY:
                if tried_empty:  # empty bottom places are interchangeable
                    continue
                tried_empty = True
            elif not mask >> t & 1:
                continue
            out.append(
                (
                    TOP_MOVES[i][c],
                    pos._replace(
                        top=new_top,
                        tops=tops[:c] + (card,) + tops[c + 1 :],
                        heights=heights[:c] + (heights[c] + 1,) + heights[c + 1 :],
                    ),
                )
            )
    for s in range(COLS):
        if tops[s] == EMPTY:
            continue
        mask = COMPATIBLE[tops[s]]
        for d in range(COLS):
            if d != s and tops[d] != EMPTY and mask >> tops[d] & 1:
                t, h = list(tops), list(heights)
                t[d], h[d] = tops[s], heights[s] + heights[d]
                t[s], h[s] = EMPTY, 0
                out.append((STACK_MOVES[s][d], pos._replace(tops=tuple(t), heights=tuple(h))))
    return out


def evaluate(pos: Pos) -> float:
    """Heuristic worth of a position, in tallest-stack points; exact when nothing can be dealt."""
    live = pos.unseen
    for c in pos.top:
        if c != EMPTY:
            live |= 1 << c
    value = W_TALLEST * max(pos.heights) + W_CARDS_DOWN * sum(pos.heights)
    tops = pos.tops
    for i, t in enumerate(tops):
        if t == EMPTY:
            value += W_EMPTY_BOTTOM
            continue
        links = (COMPATIBLE[t] & live).bit_count()
        value += W_LINK * min(links, LINK_CAP)
        mergeable = False
        for j, u in enumerate(tops):
            if j != i and u != EMPTY and COMPATIBLE[t] >> u & 1:
                mergeable = True
                value += W_MERGE / 2
        if not links and not mergeable:
            value -= W_DEAD
    if pos.stock and pos.top.count(EMPTY) >= DEAL_SIZE:
        value += W_DEALABLE
    return value


def final_value(pos: Pos) -> float:
    """Value of a position where play may stop: its score when nothing can ever be dealt again."""
    if pos.stock == 0:
        return float(max(pos.heights))
    return evaluate(pos)


class Plan(NamedTuple):
    value: float
    actions: tuple[Action, ...]  # the moves to the best position found, then DEAL if it can deal
    exhaustive: bool  # the search saw every reachable position


def solve(pos: Pos, budget: int = SEARCH_NODES) -> Plan:
    """Best position reachable by moves alone (depth first, transpositions merged, `budget` nodes)."""
    seen: set[Pos] = set()
    best_value = final_value(pos)
    best_path: tuple[Action, ...] = ()
    stack: list[tuple[Pos, tuple[Action, ...]]] = [(pos, ())]
    nodes = 0
    while stack:
        current, path = stack.pop()
        nodes += 1
        if nodes > budget:
            return _plan(best_value, best_path, pos, False)
        for action, nxt in moves(current):
            if nxt in seen:
                continue
            seen.add(nxt)
            value = final_value(nxt)
            step = path + (action,)
            if value > best_value:
                best_value, best_path = value, step
            stack.append((nxt, step))
    return _plan(best_value, best_path, pos, True)


def _plan(value: float, path: tuple[Action, ...], start: Pos, exhaustive: bool) -> Plan:
    return Plan(value, path, exhaustive)


def can_deal(pos: Pos) -> bool:
    return pos.stock > 0 and pos.top.count(EMPTY) >= DEAL_SIZE


def hint(state) -> Action | None:
    """A legal move for the player: from the solver when it finds one, else the heuristic's choice."""
    legal = state.legal_actions()
    if not legal:
        return None
    return SolverAgent().choose(state.view(0), legal, random.Random(0))


def _fallback(pos: Pos, legal: list[Action]) -> Action:
    """No move improves the position: deal if allowed, else the best-scoring move, else stop."""
    if DEAL in legal:
        return DEAL
    scored = [(evaluate(nxt), i, a) for i, (a, nxt) in enumerate(moves(pos)) if a in legal]
    if scored:
        return max(scored)[2]
    return STOP


class RandomMoverAgent:
    """Easy: any move or deal at random (never stops early)."""

    def choose(self, view: SoloView, legal_actions: list[Action], rng: random.Random) -> Action:
        playable = [a for a in legal_actions if not isinstance(a, Stop)]
        return rng.choice(playable or legal_actions)


class GreedyAgent:
    """Normal: the single move that most improves `evaluate`; deals when no move helps."""

    def choose(self, view: SoloView, legal_actions: list[Action], rng: random.Random) -> Action:
        pos = position(view)
        here = final_value(pos)
        best = None
        for i, (action, nxt) in enumerate(moves(pos)):
            value = final_value(nxt)
            if value > here and (best is None or (value, -i) > best[:2]):
                best = (value, -i, action)
        if best is not None:
            return best[2]
        return _fallback(pos, legal_actions)


class SolverAgent:
    """Hard: follows the solver's best sequence of moves between deals."""

    def __init__(self, budget: int = SEARCH_NODES):
        self.budget = budget
        self._plan: list[Action] = []
        self._expect: Pos | None = None

    def choose(self, view: SoloView, legal_actions: list[Action], rng: random.Random) -> Action:
        pos = position(view)
        if pos != self._expect or not self._plan:
            self._plan = list(solve(pos, self.budget).actions)
        if self._plan and self._plan[0] in legal_actions:
            action = self._plan.pop(0)
            self._expect = dict(moves(pos)).get(action)
            return action
        self._plan, self._expect = [], None
        return _fallback(pos, legal_actions)


AGENTS = {"easy": RandomMoverAgent, "normal": GreedyAgent, "hard": SolverAgent}

__all__ = ["AGENTS", "Deal", "Pos", "hint", "solve", "evaluate", "position", "TOP_SLOTS"]
