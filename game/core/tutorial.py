"""Guided first games: tutorial data (assets/tutorials/<game_id>.json) and its validator.

A tutorial is data, not code: a fixed deal (players, options, seed), the computer seats'
moves in order, and the person's steps. Each step has a sentence, the engine action(s) it
expects (the engine's own action JSON, read with `decode_action`), the table zones to point
at, the gesture that makes it (for autoplay and tests), an explanation shown afterwards and, where
the sentence does not end with it, the instruction alone (`ask`, said again after a wrong move).
Texts carry both languages ({"en": ..., "fi": ...}) because they are data of the tutorial.

The validator replays the whole script on the engine, so a tutorial whose deal or rules
changed fails a test instead of stranding a learner. No pygame here.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

from game.core.api import Action, LoadError, State, decode_action
from game.core.i18n import language
from game.core.registry import GAMES

TUTORIAL_DIR = Path(__file__).resolve().parents[2] / "assets" / "tutorials"
PERSON = 0  # the learner always sits in seat 0


def pick(text, lang: str | None = None):
    """The text (or list of texts) in the interface language, English if that one is missing."""
    if isinstance(text, dict):
        return text.get(lang or language()) or text.get("en") or ""
    return text or ""


@dataclasses.dataclass
class Step:
    say: dict  # {"en": ..., "fi": ...}: what to do now
    expect: list[Action]  # the action(s) the person makes in this step, in order
    point: list[str]  # table zone names to glow (the card, then where it goes)
    do: list[list[str]]  # gestures: ["drag", from_zone, to_zone] or ["click", zone]
    explain: dict  # what just happened and why (the rule it shows)
    parts: list[list[str]] = dataclasses.field(default_factory=list)  # zones per expected action, if given
    ask: dict = dataclasses.field(default_factory=dict)  # the instruction alone, where `say` ends otherwise

    def instruction(self, lang: str | None = None) -> str:
        """What the step asks for, said again after a wrong move: `ask`, else the last sentence of
        `say` (which gives the reason first, then what to do)."""
        return pick(self.ask, lang) or re.split(r"(?<=[.!?])\s+", pick(self.say, lang).strip())[-1]

    def points(self, part: int) -> list[str]:
        """The zones to glow while the step waits for its expected action number `part` (a split 7's
        rest is another peg: the first part's arrow left standing pointed at what was done)."""
        return self.parts[part] if part < len(self.parts) else self.point


@dataclasses.dataclass
class Tutorial:
    game_id: str
    players: int
    options: dict
    seed: int
    script: dict[int, list[Action]]  # seat -> its moves in order (computer seats)
    steps: list[Step]
    title: dict
    learnt: dict  # {"en": [lines], "fi": [lines]}

    def new_state(self) -> State:
        return GAMES[self.game_id].new(self.players, dict(self.options), self.seed)


def path_for(game_id: str) -> Path:
    return TUTORIAL_DIR / f"{game_id}.json"


def available() -> list[str]:
    """Game ids that have a tutorial file."""
    if not TUTORIAL_DIR.is_dir():
        return []
    return sorted(p.stem for p in TUTORIAL_DIR.glob("*.json") if p.stem in GAMES)


def _gestures(raw, point: list[str]) -> list[list[str]]:
    if raw is not None:
        return [list(g) for g in raw]
    if len(point) >= 2:
        return [["drag", point[0], point[1]]]
    return [["click", point[0]]] if point else []


def parse(data: dict) -> Tutorial:
    """A Tutorial from its JSON data; LoadError when the shape is wrong."""
    try:
        game = GAMES[data["game"]]
        types = game.action_types + _common_types()

        def actions(raw) -> list[Action]:
            items = raw if isinstance(raw, list) else [raw]
            return [decode_action(a, types) for a in items]

        steps = []
        for s in data["steps"]:
            # "point": the zones, or one list of them per expected action
            raw = s.get("point", [])
            nested = bool(raw) and all(isinstance(p, list) for p in raw)
            parts = [[str(z) for z in p] for p in raw] if nested else []
            point = list(dict.fromkeys(z for p in parts for z in p)) if nested else [str(z) for z in raw]
            steps.append(Step(say=dict(s["say"]), expect=actions(s["expect"]), point=point,
                              do=_gestures(s.get("do"), point), explain=dict(s.get("explain", {})),
                              parts=parts, ask=dict(s.get("ask", {}))))
        script = {int(seat): actions(moves) for seat, moves in data.get("script", {}).items()}
        return Tutorial(
            game_id=game.id,
            players=int(data["players"]),
            options=dict(data.get("options", {})),
            seed=int(data["seed"]),
            script=script,
            steps=steps,
            title=dict(data.get("title", {})),
            learnt=dict(data.get("learnt", {})),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise LoadError(f"tutorial: {e!r}") from e


def _common_types() -> tuple:
    from game.core.api import NextRound

    return (NextRound,)


def load(game_id: str) -> Tutorial:
    with open(path_for(game_id), encoding="utf-8") as f:
        return parse(json.load(f))


class Cursor:
    """Where a tutorial stands: which step, which expected action, which scripted move per seat."""

    def __init__(self, tutorial: Tutorial):
        self.tutorial = tutorial
        self.step = 0
        self.part = 0  # index into the step's expected actions
        self.scripted = {seat: 0 for seat in tutorial.script}

    @property
    def done(self) -> bool:
        return self.step >= len(self.tutorial.steps)

    def current(self) -> Step | None:
        return None if self.done else self.tutorial.steps[self.step]

    def expected(self) -> Action | None:
        step = self.current()
        return None if step is None else step.expect[self.part]

    def accept(self) -> bool:
        """The expected action was made; True when that finished the step."""
        self.part += 1
        if self.part >= len(self.tutorial.steps[self.step].expect):
            self.step += 1
            self.part = 0
            return True
        return False

    def next_scripted(self, seat: int) -> Action | None:
        moves = self.tutorial.script.get(seat, [])
        k = self.scripted.get(seat, 0)
        return moves[k] if k < len(moves) else None

    def take_scripted(self, seat: int) -> None:
        self.scripted[seat] = self.scripted.get(seat, 0) + 1


def validate(tutorial: Tutorial) -> list[str]:
    """Replay the tutorial on the engine; every problem as a line (empty: it is sound)."""
    problems: list[str] = []
    if not 6 <= len(tutorial.steps) <= 15:
        problems.append(f"{len(tutorial.steps)} steps (want 6 to 15)")
    for i, step in enumerate(tutorial.steps):
        for field in ("say", "explain", "ask") if step.ask else ("say", "explain"):
            for lang in ("en", "fi"):
                if not isinstance(getattr(step, field).get(lang), str) or not getattr(step, field)[lang]:
                    problems.append(f"step {i + 1}: no {field} text in {lang}")
        if not step.expect:
            problems.append(f"step {i + 1}: expects nothing")
        if step.parts and len(step.parts) != len(step.expect):
            problems.append(f"step {i + 1}: {len(step.parts)} lists of zones for {len(step.expect)} actions")
    for lang in ("en", "fi"):
        if not pick(tutorial.learnt, lang) or not pick(tutorial.title, lang):
            problems.append(f"no title or learnt lines in {lang}")
    try:
        state = tutorial.new_state()
    except Exception as e:  # noqa: BLE001 — reported, not raised
        return [*problems, f"cannot deal: {e}"]
    cursor = Cursor(tutorial)
    while not cursor.done:
        if state.is_over():
            problems.append(f"step {cursor.step + 1}: the game is already over")
            break
        seat = state.current_player
        if seat != PERSON:
            action = cursor.next_scripted(seat)
            if action is None:
                problems.append(f"step {cursor.step + 1}: seat {seat} is to move and has no scripted move")
                break
            where = f"scripted move {cursor.scripted.get(seat, 0) + 1} of seat {seat}"
            cursor.take_scripted(seat)
        else:
            action = cursor.expected()
            where = f"step {cursor.step + 1}"
            cursor.accept()
        if not state.is_legal(action) or action not in state.legal_actions():
            problems.append(f"{where}: {action.to_json()} is not legal ({state.explain_illegal(action)})")
            break
        state.apply(action)
    return problems
