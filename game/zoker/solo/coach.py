"""Zoker Solo's coach: each move valued by the height the hint's solver reaches from the table it leaves.

Every candidate is applied in sampled stock orders; where a deal is then due it is dealt (the
hard player and the hint always deal at once: dealing never loses), and the table is solved: the
value is exact once the stock is empty, otherwise the solver's estimate. Stopping is worth the
tallest stack now. One solver memo serves every candidate of a decision.

The solver's height is what the best line reaches, and a move it prefers often wins only by what
good play does afterwards. A move is marked only when its better move also comes out ahead with a
careless rest of the game (every later move or deal at random, as the easy computer plays) in
sampled stock orders, by more than twice that gap's standard error: the advice then holds for the
best line and for a careless one alike.
"""

from __future__ import annotations

import random
import statistics
import threading

from game.core.api import Action
from game.core.coach import Decision, Finding, GameCoach, Mark, mix, noise, value_texts
from game.core.i18n import N_, _, number
from game.zoker.cards import card_name
from game.zoker.solo.ai import RandomMoverAgent, moves, position, settled_value, solve
from game.zoker.solo.engine import DEAL, Deal, Move, SoloState, SoloView, Stop

WORLDS = 3  # stock orders per run
MOVES = 8  # card and stack moves tried besides the one made, the best by the quick estimate
NODES = 120  # positions the solver may expand per table valued (the hard player's: 1500)
CARELESS_WORLDS = 64  # stock orders for the careless rest of the game (a random game takes ~0.2 ms)
CARELESS_RUN = 2  # the seed stream of that check (the framework's two runs are 0 and 1)


def _stack(place: str) -> int:
    """'bottom.2' -> 3 (stacks are counted from 1 for people)."""
    return int(place.split(".")[1]) + 1


def move_words(view: SoloView, action: Action) -> str:
    """'orange XL3 onto stack 2', 'stack 1 onto stack 3', 'dealing', 'stopping'."""
    if isinstance(action, Deal):
        return _("dealing")
    if isinstance(action, Stop):
        return _("stopping")
    assert isinstance(action, Move)
    if action.src.startswith("top."):
        _top, row, col = action.src.split(".")
        card = view.top[int(row)][int(col)]
        return _("{card} onto stack {n}").format(card=card_name(card), n=_stack(action.dst))
    return _("stack {a} onto stack {b}").format(a=_stack(action.src), b=_stack(action.dst))


class SoloCoach(GameCoach):
    unit = N_("cards in the stack")
    worlds = WORLDS

    def __init__(self, game_id: str, nodes: int = NODES):
        super().__init__(game_id)
        self.nodes = nodes
        self._local = threading.local()  # the decision's solver memo, per reviewing thread

    def candidates(self, view: SoloView, legal: list[Action], played: Action) -> list[Action]:
        """Where a deal is due, dealing (the hard player and the hint always deal: it never loses, and
        the solver's estimates of a table before and after a deal do not compare well); otherwise
        stopping and the moves whose table the solver's quick estimate likes best."""
        if DEAL in legal:
            return [DEAL]
        pos = position(view)
        ranked = sorted(((settled_value(nxt), -i, a) for i, (a, nxt) in enumerate(moves(pos)) if a in legal),
                        reverse=True)
        return [a for _v, _i, a in ranked[:MOVES]] + [a for a in legal if not isinstance(a, Move)]

    def playout(self, world: SoloState, seat: int, rng: random.Random) -> None:
        """Nothing to play: `value` asks the solver about the table the move left."""

    def start(self, world: SoloState, seat: int) -> None:
        return None

    def value(self, world: SoloState, seat: int, start: None) -> float:
        """The solver's height after the move, dealing first whenever a deal is due (as the hard
        player and the hint do: dealing never loses), so that every candidate is solved alike."""
        while DEAL in world.legal_actions():
            world._apply(DEAL)
        if world.is_over():
            return float(world.score())
        return solve(position(world.view(0)), self.nodes, self._local.memo).value

    def compare(self, decision: Decision, seed: int, names: list[str] | None = None) -> Finding | None:
        self._local.memo = {}  # a memo per decision: its search does not depend on the others
        return super().compare(decision, seed, names)

    def careless_gaps(self, decision: Decision, better: Action, seed: int) -> list[float]:
        """Per sampled stock order, the final height after `better` minus after the move played,
        the rest of the game at random (the same random choices for both)."""
        rng = random.Random(mix(seed, decision.index, CARELESS_RUN))
        careless = RandomMoverAgent()
        gaps = []
        for _world in range(CARELESS_WORLDS):
            world_seed, playout_seed = rng.getrandbits(64), rng.getrandbits(64)
            base = decision.view.sample_world(random.Random(world_seed))
            heights = []
            for action in (decision.played, better):
                world = base.clone()
                world._apply(action)
                moves_rng = random.Random(playout_seed)
                while not world.is_over():
                    # the random mover looks only at the legal moves: no view to build
                    world._apply(careless.choose(None, world.legal_actions(), moves_rng))
                heights.append(world.score())
            gaps.append(float(heights[1] - heights[0]))
        return gaps

    def mark(self, finding: Finding) -> Mark | None:
        """Besides the solver's gap beyond its noise, the better move must win with a careless rest
        too: its mean gap there larger than twice its standard error (a sure gain passes)."""
        if finding.gap <= finding.noise:
            return None
        gaps = self.careless_gaps(finding.decision, finding.better.action, finding.seed)
        mean = statistics.fmean(gaps)
        if mean <= noise(gaps):
            return None
        return super().mark(finding)

    def reason(self, finding: Finding) -> str:
        view: SoloView = finding.decision.view
        if isinstance(finding.decision.played, Stop):  # no line after it: the height is exact
            text = _("Stopping ended the game at {played} cards in the stack; "
                     "{better_move} reaches about {better}")
            return text.format(better_move=move_words(view, finding.better.action),
                               played=number(finding.played.value),
                               better=value_texts(finding.played.value, finding.better.value)[1])
        text = _("After {move}, the best line reaches about {played} cards in the stack; "
                 "{better_move} reaches about {better}")
        played, better = value_texts(finding.played.value, finding.better.value)
        return text.format(move=move_words(view, finding.decision.played),
                           better_move=move_words(view, finding.better.action), played=played, better=better)


COACH = SoloCoach("zoker_solo")
