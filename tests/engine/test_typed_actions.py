"""A move's fields must have their declared JSON types before it reaches the rules (issue 25, item 1)."""

from __future__ import annotations

import dataclasses
import random
import types
import typing

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.api import INT_LIMIT, Action, LoadError, decode_action
from game.core.registry import GAMES, INFO

# One value of each JSON type a phone or a damaged save could send instead of the right one.
WRONG = {
    "float": 8.0,
    "bool": True,
    "null": None,
    "string": "8",
    "list": [1.5, None],
    "object": {"a": 1},
    "huge int": 10**30,
}


def examples(game_id: str) -> dict[type[Action], tuple[object, Action]]:
    """A legal example of every action type the game's random play-outs reach, with its state."""
    game = GAMES[game_id]
    found: dict[type[Action], tuple[object, Action]] = {}
    rng = random.Random(5)
    configs = game.test_configs()
    for n in range(40):  # some kinds are rare (Wizard's ChooseTrump needs a turned-up Wizard)
        players, options = configs[n % len(configs)]
        state = game.new(players, options, seed=rng.randrange(10**6))
        while not state.is_over() and len(found) < len(game.action_types):
            legal = state.legal_actions()
            for action in legal:
                found.setdefault(type(action), (state.clone(), action))
            state.apply(rng.choice(legal))
        if len(found) == len(game.action_types):
            break
    return found


def fits(value: object, hint: object) -> bool:
    """Is `value` a well-typed JSON value for `hint`? (The test's own reading of the types.)"""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return any(fits(value, h) for h in typing.get_args(hint))
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return type(value) is int and abs(value) < INT_LIMIT
    if hint is str:
        return type(value) is str
    if hint is type(None):
        return value is None
    if typing.get_origin(hint) is tuple:
        (element, _dots) = typing.get_args(hint)
        return type(value) is list and all(fits(v, element) for v in value)
    raise AssertionError(f"unexpected field type {hint!r}")


CASES = [
    (game_id, cls, field.name, kind)
    for game_id in INFO
    for cls in GAMES[game_id].action_types
    for field in dataclasses.fields(cls)
    for kind in WRONG
]


def test_every_game_declares_a_type_for_every_field():
    for game_id in INFO:
        for cls in GAMES[game_id].action_types:
            hints = typing.get_type_hints(cls)
            for field in dataclasses.fields(cls):
                assert field.name in hints, f"{game_id} {cls.__name__}.{field.name} has no type"


@pytest.fixture(scope="module")
def legal_examples():
    return {game_id: examples(game_id) for game_id in INFO}


def test_the_random_play_outs_reach_every_action_type_with_fields(legal_examples):
    for game_id in INFO:
        missing = [
            cls.__name__
            for cls in GAMES[game_id].action_types
            if dataclasses.fields(cls) and cls not in legal_examples[game_id]
        ]
        assert not missing, f"{game_id}: no example of {missing}"


@pytest.mark.parametrize("game_id,cls,name,kind", CASES, ids=lambda v: getattr(v, "__name__", str(v)))
def test_a_wrongly_typed_field_is_refused_and_changes_nothing(legal_examples, game_id, cls, name, kind):
    game = GAMES[game_id]
    state, action = legal_examples[game_id][cls]
    hint = typing.get_type_hints(cls)[name]
    value = WRONG[kind]
    if fits(value, hint):
        pytest.skip(f"{kind} is the right type for {name}")
    before = state.snapshot()
    data = action.to_json()
    data[name] = value
    with pytest.raises(LoadError):
        decode_action(data, game.action_types)
    assert state.snapshot() == before
    assert decode_action(action.to_json(), game.action_types) == action  # the right types still pass


def test_the_reported_tiko_crash_is_a_refusal_with_a_reason():
    # Issue 25's reproduction: "card": 8.0 passed legality (8.0 == 8) and raised TypeError in apply.
    game = GAMES["zoker_tiko"]
    state = game.new(3, None, 3)
    data = state.legal_actions()[0].to_json()
    data["card"] = float(data["card"])
    with pytest.raises(LoadError, match="card"):
        decode_action(data, game.action_types)


def test_extra_or_missing_fields_and_odd_kinds_are_refused():
    game = GAMES["racko"]
    for bad in (
        {"type": "Place"},
        {"type": "Place", "slot": 5, "extra": 1},
        {"type": ["Place"], "slot": 5},
        {"type": None},
    ):
        with pytest.raises(LoadError):
            decode_action(bad, game.action_types)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=8,
)


FIELDS = sorted({(game_id, cls.__name__, name) for game_id, cls, name, _kind in CASES})
RIGHT = {int: 0, str: "x", bool: False}


@settings(max_examples=300, deadline=None)
@given(value=JSON, which=st.integers(min_value=0, max_value=10**6))
def test_any_json_in_a_field_is_refused_or_decoded_to_its_declared_type(value, which):
    game_id, cls_name, name = FIELDS[which % len(FIELDS)]
    game = GAMES[game_id]
    cls = next(c for c in game.action_types if c.__name__ == cls_name)
    hints = typing.get_type_hints(cls)
    data = {"type": cls_name, **{f.name: RIGHT.get(hints[f.name], []) for f in dataclasses.fields(cls)}}
    data[name] = value
    try:
        action = decode_action(data, game.action_types)
    except LoadError:
        assert not fits(value, hints[name])
        return
    assert fits(value, hints[name])
    assert getattr(action, name) == (tuple(value) if isinstance(value, list) else value)
