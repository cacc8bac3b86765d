"""The coach: after (or during) a game, the three moves where one seat lost the most.

At each of the seat's decisions the coach sees only that seat's `View` (never the state: what
the person knew then). It samples worlds consistent with the view, applies each candidate move
in the same worlds, plays every world out to the game's horizon with the same play-out seed for
every candidate (common random numbers: the candidates differ by the move, not by the luck) and
values the end as the person understands it (the round's points, the stack's height). The move
the person made is compared with the best candidate.

Noise: the worlds come in two runs with different seeds. The better move is the best other
candidate of the first run; the second run measures it against the move made, so the gap is not
flattered by having chosen the best of many in the same worlds. A mark's `noise` is twice the
standard error of the second run's per-world gaps; a move is marked only when its gap is larger,
and its better move is one of the legal actions at that position (a candidate is always legal).

Each game says how in `game/<game>/coach.py`: `COACH`, a `GameCoach` (subclassed where the
game needs more than the defaults). `game.core.registry.coach(game_id)` finds it.
"""

from __future__ import annotations

import hashlib
import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.api import (
    ROUND_OVER,
    Action,
    Game,
    IllegalAction,
    LoadError,
    OptionError,
    State,
    View,
    decode_action,
)
from game.core.i18n import N_, _, number

MARKS = 3  # how many moves a review lists
WORLDS = 16  # worlds per run (two runs) unless a game says otherwise


@dataclass(frozen=True)
class Mark:
    """One costly move: what the seat played, the better move and what the search says each is worth."""

    index: int  # position in the game's action history of the person's move
    seat: int
    played: Action  # what the person did
    better: Action  # the best move the search found (legal at that position)
    played_value: float  # the search's expected value of the played move, in `unit`
    better_value: float  # the same for the better move, from the same sampled worlds
    noise: float  # the search's own noise for this gap (see the module docstring)
    unit: str  # msgid of the unit, e.g. N_("points")
    reason: str  # one line in player language, already translated
    fewer_is_better: bool = False  # the unit counts what the seat wants fewer of: the values are minus it
    unit_behind: str = ""  # msgid of the unit below zero ("points behind" for "points ahead"), if it has one
    next_turn: bool = False  # the values are a lead by the seat's next turn (Memo), not at the end

    def shown(self, value: float) -> float:
        """A value as a count of the unit (a rack 12 turns from Racko, not -12)."""
        return -value if self.fewer_is_better else value

    @property
    def gap(self) -> float:
        return self.better_value - self.played_value


@dataclass
class Outcome:
    """What the search found for one candidate move at one decision, over all sampled worlds."""

    action: Action
    values: list[float]  # per world, in the coach's unit
    tallies: list[tuple[float, ...]] = field(default_factory=list)  # per world, the game's own facts

    @property
    def value(self) -> float:
        return statistics.fmean(self.values)

    @property
    def tally(self) -> tuple[float, ...]:
        """The mean of each of the game's facts over the worlds (e.g. Wizard: tricks taken)."""
        return tuple(statistics.fmean(col) for col in zip(*self.tallies, strict=True))


@dataclass
class Decision:
    """One of the seat's choices in the history: where, what it saw, what it could do and did."""

    index: int
    view: View
    legal: list[Action]
    played: Action


@dataclass
class Finding:
    """The search's comparison at one decision: the played move's outcome and the best other one's."""

    decision: Decision
    played: Outcome
    better: Outcome
    gap: float
    noise: float
    outcomes: list[Outcome]  # every candidate's, best first
    names: list[str] | None = None  # the seats' names for the reason, when the caller knows them
    seed: int = 0  # the review's seed: a coach's own checks in `mark` draw from it too

    def name(self, seat: int) -> str:
        """A seat's name for the reason ("Anna"), or a neutral word when the names are not known."""
        if self.names and 0 <= seat < len(self.names):
            return self.names[seat]
        return _("seat {n}").format(n=seat + 1)


class GameCoach:
    """How one game is reviewed. The defaults: every legal move is a candidate, worlds from
    `view.sample_world`, play-out with the game's normal computer for every seat to the end of the
    round, value = the seat's score gained from the decision to the horizon."""

    unit = N_("points")
    fewer_is_better = False  # the unit counts something bad (turns left, penalties): values are minus it
    unit_behind = ""  # a lead's unit below zero: "1.9 points behind", never "-1.9 points ahead"
    next_turn = False  # the value is the lead by the seat's next turn, not at the horizon's end
    worlds = WORLDS

    def __init__(self, game_id: str):
        self.game_id = game_id
        self._policy = None

    # -- what to look at

    def examines(self, view: View, legal: list[Action]) -> bool:
        """Whether this decision is worth a search (a forced or trivial choice is not)."""
        return len(legal) > 1

    def may_mark(self, decision: Decision) -> bool:
        """False when no search of this decision could give a mark (a review then skips it; the
        search itself, `compare`, still looks at every decision it is given)."""
        return True

    def candidates(self, view: View, legal: list[Action], played: Action) -> list[Action]:
        """The moves to compare; the played move is added by the caller if missing."""
        return list(legal)

    def world_count(self, view: View, candidates: list[Action]) -> int:
        """Worlds per run for this decision."""
        return self.worlds

    def for_review(self, found: list[Decision]) -> GameCoach:
        """The coach for one review of these decisions (a game may learn from them how the seat
        plays, e.g. for its play-outs); the default is this coach unchanged."""
        return self

    # -- how to value a move

    def sample(self, view: View, rng: random.Random) -> State:
        return view.sample_world(rng)

    def horizon(self, world: State) -> bool:
        return world.is_over() or world.phase == ROUND_OVER

    def playout(self, world: State, seat: int, rng: random.Random) -> object:
        """Play `world` to the horizon, every seat by the game's normal computer; return any notes
        of the way for `tally` (default: none)."""
        if self._policy is None:
            from game.core.registry import agents

            self._policy = agents(self.game_id)["normal"]()
        policy = self._policy
        while not self.horizon(world):
            p = world.current_player
            world._apply(policy.choose(world.view(p), world.legal_actions(), rng))

    def start(self, world: State, seat: int) -> object:
        """Whatever `value` needs to remember of the world before the move (default: the seat's score)."""
        return world.scores()[seat]

    def value(self, world: State, seat: int, start: object) -> float:
        """The seat's result at the horizon, as the person understands it (default: points gained)."""
        return float(world.scores()[seat] - start)

    def tally(self, world: State, seat: int, start: object, notes: object) -> tuple[float, ...] | None:
        """Optional facts of one play-out for the reason (Wizard: tricks taken, this trick won)."""
        return None

    def evaluate(self, view: View, candidates: list[Action], seed: int, worlds: int) -> list[Outcome]:
        """Each candidate's outcome over `worlds` sampled worlds, common random numbers."""
        seat = view.player
        outcomes = [Outcome(a, []) for a in candidates]
        rng = random.Random(seed)
        for _world in range(worlds):
            world_seed, playout_seed = rng.getrandbits(64), rng.getrandbits(64)
            base = self.sample(view, random.Random(world_seed))
            start = self.start(base, seat)
            for out in outcomes:
                world = base.clone()
                world._apply(out.action)
                notes = self.playout(world, seat, random.Random(playout_seed))
                out.values.append(self.value(world, seat, start))
                t = self.tally(world, seat, start, notes)
                if t is not None:
                    out.tallies.append(t)
        return outcomes

    # -- what to say

    def unit_for(self, decision: Decision) -> str:
        return self.unit

    def reason(self, finding: Finding) -> str:
        """One line in player language, from what the search found (translated)."""
        raise NotImplementedError(f"{type(self).__name__} must say why a move cost")

    # -- the comparison

    def compare(self, decision: Decision, seed: int, names: list[str] | None = None) -> Finding | None:
        """The search at one decision: the played move against the best candidate, or None when the
        played move is the best found."""
        view, played = decision.view, decision.played
        cands = self.candidates(view, decision.legal, played)
        if played not in cands:
            cands.append(played)
        cands = [a for a in cands if a in decision.legal]  # a better move must be legal there
        if len(cands) < 2:
            return None
        n = self.world_count(view, cands)
        choose, measure = (self.evaluate(view, cands, mix(seed, decision.index, run), n) for run in (0, 1))
        # The better move is chosen in one run and measured in the other: choosing the best of many
        # candidates in the same worlds would flatter it by their luck.
        others = [o for o in choose if o.action != played]
        first = max(others, key=lambda o: (o.value, -cands.index(o.action)))
        mine = next(o for o in measure if o.action == played)
        best = next(o for o in measure if o.action == first.action)
        outcomes = sorted(measure, key=lambda o: (-o.value, cands.index(o.action)))
        diffs = [b - p for b, p in zip(best.values, mine.values, strict=True)]
        gap = statistics.fmean(diffs)
        if gap <= 0:
            return None
        return Finding(decision, mine, best, gap, noise(diffs), outcomes, names, seed)

    def mark(self, finding: Finding) -> Mark | None:
        """A mark for a finding whose gap is larger than its noise."""
        if finding.gap <= finding.noise:
            return None
        d = finding.decision
        return Mark(d.index, d.view.player, d.played, finding.better.action, finding.played.value,
                    finding.better.value, finding.noise, self.unit_for(d), full_stop(self.reason(finding)),
                    self.fewer_is_better, self.unit_behind, self.next_turn)


def value_texts(*values: float) -> list[str]:
    """Expected values as people read them ("about 27 cards", not 27.4): whole numbers, unless
    rounding would make two of them look alike; then one decimal each."""
    whole = [round(v) for v in values]
    return [number(v, 0 if len(set(whole)) == len(whole) else 1) for v in values]


def lead(value: float, ahead: str, behind: str, level: str | None = None) -> str:
    """A lead over the others in words, its number always positive: `ahead` or `behind` (translated,
    with {n}) as the value is above or below zero, `level` ("level with the others" unless given)
    when it rounds to 0."""
    n = number(abs(value), 1)
    if not n.strip("0.,"):
        return _("level with the others") if level is None else level
    return (ahead if value > 0 else behind).format(n=n)


def full_stop(text: str) -> str:
    """A reason is shown as a sentence: it ends with a full stop (unless it ends with its own mark)."""
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def noise(diffs: list[float]) -> float:
    """A mean gap's noise: twice its standard error (0 for a single sample)."""
    return 2 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0


def mix(seed: int, index: int, run: int) -> int:
    """A seed per (review seed, decision, run): a decision's search does not depend on the others."""
    digest = hashlib.blake2b(f"{seed}:{index}:{run}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


# --------------------------------------------------------------------------- the save


def _game(data: dict) -> Game:
    from game.core.registry import get

    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise LoadError(_("The save is not readable."))
    try:
        return get(data["game"])
    except KeyError:
        raise LoadError(_("The save is for another game.")) from None


def replay_decisions(data: dict, seat: int, keep: Callable[[View, list[Action]], bool] | None = None
                     ) -> tuple[list[Decision], str | None]:
    """The seat's decisions with more than one legal action (and `keep`'s approval), replaying the
    save move by move; a damaged or partial save gives the decisions up to its first bad move and
    the reason it stopped there (None when every move replayed)."""
    game = _game(data)
    history = data.get("history")
    if not isinstance(history, list):
        raise LoadError(_("The save is not readable."))
    try:
        state = game.new(data["players"], data["options"], data["seed"])
    except (OptionError, KeyError, TypeError, ValueError) as e:
        raise LoadError(_("The save is damaged: {reason}").format(reason=e)) from e
    out: list[Decision] = []
    for index, raw in enumerate(history):
        try:
            action = decode_action(raw, game.action_types)
            legal = state.legal_actions()
            if state.current_player == seat and len(legal) > 1 and action in legal:
                view = state.view(seat)
                if keep is None or keep(view, legal):
                    out.append(Decision(index, view, legal, action))
            state.apply(action)
        except (LoadError, IllegalAction, KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            return out, str(e)
    return out, None


def decisions(data: dict, seat: int) -> list[int]:
    """History indices where `seat` chose among more than one legal action."""
    return [d.index for d in replay_decisions(data, seat)[0]]


def review(data: dict, seat: int, *, seed: int = 0, progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None, budget: float | None = None,
           names: list[str] | None = None) -> list[Mark]:
    """The three moves where `seat` lost most, worst first.

    `data` is a save (`State.to_json()`), possibly of an unfinished or damaged game (reviewed up to
    its first bad move). `progress(done, total)` is called from the calling thread as decisions are
    examined; `cancelled()` returning True stops early with what was found so far; `budget` (seconds)
    stops the same way when spent. Deterministic from `seed` when neither stops it. `names` (the
    seats' names, optional) lets a reason name the other players.
    """
    from game.core.registry import coach

    game = _game(data)
    coach_ = coach(game.id)
    if coach_ is None:
        raise KeyError(f"{game.id} has no coach")
    found, _stop = replay_decisions(data, seat, coach_.examines)
    return review_decisions(coach_, found, seed=seed, progress=progress, cancelled=cancelled, budget=budget,
                            names=names)


def review_decisions(coach_: GameCoach, found: list[Decision], *, seed: int = 0,
                     progress: Callable[[int, int], None] | None = None,
                     cancelled: Callable[[], bool] | None = None, budget: float | None = None,
                     names: list[str] | None = None) -> list[Mark]:
    """`review` over decisions already replayed."""
    end = None if budget is None else time.perf_counter() + budget
    coach_ = coach_.for_review(found)
    total = len(found)
    if progress is not None:
        progress(0, total)
    marks: list[Mark] = []
    for done, decision in enumerate(found, 1):
        if (cancelled is not None and cancelled()) or (end is not None and time.perf_counter() > end):
            break
        finding = coach_.compare(decision, seed, names) if coach_.may_mark(decision) else None
        if finding is not None:
            mark = coach_.mark(finding)
            if mark is not None:
                marks.append(mark)
        if progress is not None:
            progress(done, total)
    marks.sort(key=lambda m: (-m.gap, m.index))
    return marks[:MARKS]
