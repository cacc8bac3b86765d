"""Zoker Solo hint solver and computer players; they see only the table, never the stock order.

Between two deals the game is fully visible and deterministic, so the solver searches the
move sequences over the visible cards (bounded, with a transposition table). A line ends
where the player can deal (dealing never loses a move, so the players always deal at once;
`evaluate` estimates such a position) or where the game is over. With the stock empty an
exhaustive search is exact: its value is the best reachable final score.
"""

from __future__ import annotations

import random
import threading
from typing import NamedTuple

from game.core.api import Action
from game.zoker.cards import COMPATIBLE
from game.zoker.solo.engine import (
    COLS,
    DEAL,
    DEAL_SIZE,
    EMPTY,
    STACK_MOVES,
    STOP,
    TOP_MOVES,
    SoloView,
    Stop,
)

SEARCH_NODES = 1500  # positions the solver may expand per decision of the hard player
HINT_NODES = 3000  # a hint is asked for now and then, so it may search longer

# Dealing never loses anything (every move stays available and new cards add options), so the
# players deal as soon as they may, and a position that can deal ends a search line. The
# weights below estimate such a position's final score (tuned with the arena, see the report).
W_OTHER_STACKS = 0.3  # per card in a bottom stack other than the tallest: it may join it later
W_EMPTY_BOTTOM = 1.5  # an empty bottom place takes any card
W_LINK = 0.2  # per live card (unseen or upper) that fits a stack top, up to LINK_CAP per top
LINK_CAP = 4
W_DEAD = 3.4  # a stack top that nothing can ever go onto and that fits no other top
W_MERGE = 1.5  # per pair of stack tops that could merge
W_SPARE_EMPTY = 0.25  # per empty upper place beyond the four a deal needs
W_STOCK = 0.35  # per stock card still to come


class Pos(NamedTuple):
    """The visible table: upper cards (and as a bitmask), stack tops and heights, unseen cards, stock size."""

    top: tuple[int, ...]
    upper: int
    tops: tuple[int, ...]
    heights: tuple[int, ...]
    unseen: int
    stock: int


_new_pos = tuple.__new__  # Pos(...) without NamedTuple's keyword handling: moves() makes many


def position(view: SoloView) -> Pos:
    """The solver's compact form of a view."""
    top = tuple(EMPTY if c is None else c.index for row in view.top for c in row)
    upper = unseen = 0
    for c in top:
        if c != EMPTY:
            upper |= 1 << c
    for c in view.unseen():
        unseen |= 1 << c.index
    tops = tuple(s[-1].index if s else EMPTY for s in view.bottom)
    return Pos(top, upper, tops, tuple(len(s) for s in view.bottom), unseen, view.stock_count)


def can_deal(pos: Pos) -> bool:
    return pos.stock > 0 and pos.top.count(EMPTY) >= DEAL_SIZE


def moves(pos: Pos) -> list[tuple[Action, Pos]]:
    """Every card or stack move and the position after it (empty bottom places count once)."""
    out = []
    top, upper, tops, heights, unseen, stock = pos
    empty_col = tops.index(EMPTY) if EMPTY in tops else -1
    for c in range(COLS):
        t = tops[c]
        if t == EMPTY:
            if c != empty_col:  # empty bottom places are interchangeable
                continue
            fits = upper
        else:
            fits = COMPATIBLE[t] & upper
        while fits:
            low = fits & -fits
            card = low.bit_length() - 1
            fits ^= low
            i = top.index(card)
            out.append(
                (
                    TOP_MOVES[i][c],
                    _new_pos(
                        Pos,
                        (
                            top[:i] + (EMPTY,) + top[i + 1 :],
                            upper ^ low,
                            tops[:c] + (card,) + tops[c + 1 :],
                            heights[:c] + (heights[c] + 1,) + heights[c + 1 :],
                            unseen,
                            stock,
                        ),
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
                after = _new_pos(Pos, (top, upper, tuple(t), tuple(h), unseen, stock))
                out.append((STACK_MOVES[s][d], after))
    return out


def evaluate(pos: Pos) -> float:
    """Estimated final score of a position from which play goes on."""
    top, upper, tops, heights, unseen, stock = pos
    live = unseen | upper
    tallest = max(heights)
    value = tallest + W_OTHER_STACKS * (sum(heights) - tallest) + W_STOCK * stock
    value += W_SPARE_EMPTY * max(0, top.count(EMPTY) - DEAL_SIZE)
    top_mask = 0
    for t in tops:
        if t != EMPTY:
            top_mask |= 1 << t
    for t in tops:
        if t == EMPTY:
            value += W_EMPTY_BOTTOM
            continue
        fits = COMPATIBLE[t]
        links = (fits & live).bit_count()
        merges = (fits & top_mask).bit_count()
        value += W_LINK * min(links, LINK_CAP) + W_MERGE / 2 * merges
        if not links and not merges:
            value -= W_DEAD
    return value


class Plan(NamedTuple):
    value: float  # the best final score reachable (exact) or its estimate
    action: Action | None  # the first move towards it; DEAL when dealing; None when the game is over
    exact: bool  # True when the value is the true best final score (nothing estimated on the way)


def _key(p: Pos) -> tuple:
    """What decides a position's value: which upper places hold a card, and the order of the
    bottom places, do not matter, so transpositions and mirror images share one entry."""
    return p.upper, tuple(sorted(zip(p.tops, p.heights, strict=True))), p.unseen, p.stock


def ceiling(p: Pos) -> float:
    """No final score can beat this: all cards on the table in one stack (the stock is not counted,
    so it is a bound only when the stock is empty)."""
    return float(sum(p.heights) + p.upper.bit_count()) if p.stock == 0 else float("inf")


def solve(pos: Pos, budget: int = SEARCH_NODES, memo: dict | None = None) -> Plan:
    """Best play between deals: a depth-first search over the visible moves, transpositions merged.

    A line ends where the player can deal (value estimated by `evaluate`) or where no move is
    left (the game is over: the value is the tallest stack). Past `budget` expanded positions
    the rest is estimated too. `memo` may carry results over from an earlier search.
    """
    memo = {} if memo is None else memo
    left = budget

    def search(p: Pos) -> tuple[float, bool]:
        """(value, exact) of `p`."""
        nonlocal left
        key = _key(p)
        hit = memo.get(key)
        if hit is not None:
            return hit
        if can_deal(p):
            result = (evaluate(p), False)
        else:
            children = moves(p)
            if not children:
                result = (float(max(p.heights)), True)
            elif left <= 0:
                return evaluate(p), False  # not memoised: a later search may expand it
            else:
                left -= 1
                best, exact = -1.0, True
                for _action, nxt in children:
                    value, sub_exact = search(nxt)
                    exact = exact and sub_exact
                    best = max(best, value)
                    if exact and best == ceiling(p):
                        break
                result = (best, exact)
        memo[key] = result
        return result

    if can_deal(pos):
        return Plan(evaluate(pos), DEAL, False)
    best_value, best_action, exact = float(max(pos.heights)), None, True
    for action, nxt in moves(pos):
        value, sub_exact = search(nxt)
        exact = exact and sub_exact
        if best_action is None or value > best_value:
            best_value, best_action = value, action
        if exact and best_value == ceiling(pos):
            break
    return Plan(best_value, best_action, exact)


class Hinter:
    """The hints of one table: successive hints between two deals share one search memo.

    Like the hard player's: a position's entry depends only on the table and the unseen cards,
    so what one hint found still holds for the next, which then searches further instead of
    again. New cards (a deal) or a new budget start a fresh search. Hints run in the table's
    worker thread, so a lock keeps two of them from sharing the memo at once.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._stretch: tuple | None = None
        self.agent: SolverAgent | None = None

    def __call__(self, state) -> Action | None:
        """A legal move for the player: the solver's (best reachable score when exact), or None when over."""
        legal = state.legal_actions()
        if not legal:
            return None
        view = state.view(0)
        # The unseen cards and the stock size tell one stretch between deals from the next.
        stretch = (frozenset(c.index for c in view.unseen()), view.stock_count, HINT_NODES)
        with self._lock:
            if self.agent is None or self._stretch != stretch:
                self.agent, self._stretch = SolverAgent(HINT_NODES), stretch
            return self.agent.choose(view, legal, random.Random(0))


def hint(state) -> Action | None:
    """One hint from a fresh search (a table keeps a `Hinter` to carry its memo over)."""
    return Hinter()(state)


def settled_value(pos: Pos) -> float:
    """The final score if the game is over in `pos`, else its estimate."""
    if not can_deal(pos) and not moves(pos):
        return float(max(pos.heights))
    return evaluate(pos)


def _legal_or_best(action: Action | None, pos: Pos, legal: list[Action]) -> Action:
    """`action` if legal, else the move whose result is worth most, else stop (nothing else is left)."""
    if action is not None and action in legal:
        return action
    scored = [(settled_value(nxt), -i, a) for i, (a, nxt) in enumerate(moves(pos)) if a in legal]
    return max(scored)[2] if scored else STOP


class RandomMoverAgent:
    """Easy: any move or deal at random (never stops early)."""

    def choose(self, view: SoloView, legal_actions: list[Action], rng: random.Random) -> Action:
        playable = [a for a in legal_actions if not isinstance(a, Stop)]
        return rng.choice(playable or legal_actions)


class GreedyAgent:
    """Normal: deals when it may, else the single move whose result `evaluate` likes most."""

    def choose(self, view: SoloView, legal_actions: list[Action], rng: random.Random) -> Action:
        if DEAL in legal_actions:
            return DEAL
        return _legal_or_best(None, position(view), legal_actions)


class SolverAgent:
    """Hard: deals when it may, else the first move of the solver's best line.

    The search results are kept until the next deal, so one search mostly serves a whole
    stretch of moves between two deals.
    """

    def __init__(self, budget: int = SEARCH_NODES):
        self.budget = budget
        self._memo: dict = {}

    def choose(self, view: SoloView, legal_actions: list[Action], rng: random.Random) -> Action:
        if DEAL in legal_actions:
            self._memo.clear()
            return DEAL
        pos = position(view)
        return _legal_or_best(solve(pos, self.budget, self._memo).action, pos, legal_actions)


AGENTS = {"easy": RandomMoverAgent, "normal": GreedyAgent, "hard": SolverAgent}
