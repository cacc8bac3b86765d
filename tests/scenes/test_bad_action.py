"""A bug in the rules costs one move, never the table: the move is refused, logged, undone."""

from __future__ import annotations

import pytest

from scenes.session import Seat
from scenes.settings_store import log_dir
from tests.scenes.helpers import frames, make_app, settle, start_table


def crash_logs() -> set:
    return set(log_dir().glob("crash-*.log")) if log_dir().exists() else set()


@pytest.mark.parametrize(
    "game_id, seats",
    [
        ("racko", [Seat("Anna"), Seat("Botti", "easy")]),  # rebuilt by replaying the history
        ("zoker_solo", [Seat("Anna")]),  # undoable: put back from the copy taken for undo
    ],
)
def test_an_apply_that_raises_is_refused_logged_and_leaves_the_state_as_it_was(
    monkeypatch, game_id, seats
):
    app = make_app()
    app.reraise = False  # as a player runs it: a bug must not end the table
    scene = start_table(app, game_id, seats)
    settle(app)
    for action in scene.state.legal_actions()[:1]:
        assert scene.perform(action) is None  # one good move first: a history to keep
    settle(app)
    state_class = type(scene.state)
    real_apply = state_class.apply
    before, moves, logs = scene.state.snapshot(), len(scene.session.moves), crash_logs()
    undo_depth = len(scene.session.undo_stack)

    action = scene.state.legal_actions()[0]

    def broken_apply(state, move):
        if move != action:
            return real_apply(state, move)  # the moves before it replay as they did
        state.history.append(move)  # half done, as a real bug would leave it
        state.current_player = None
        raise TypeError("unsupported operand type(s) for +: 'int' and 'float'")

    monkeypatch.setattr(state_class, "apply", broken_apply)
    reason = scene.perform(action)
    assert reason and "could not be made" in reason and "Nothing changed" in reason
    assert scene.toast.message == reason and scene.toast.kind == "error"
    new_logs = crash_logs() - logs
    assert len(new_logs) == 1 and "unsupported operand" in new_logs.pop().read_text(encoding="utf-8")
    assert scene.state.snapshot() == before and len(scene.session.moves) == moves
    assert len(scene.session.undo_stack) == undo_depth  # no undo step for a move that never happened

    assert scene.perform(action) == reason  # the same bug again: refused again, no second log
    assert len(crash_logs() - logs) == 1

    monkeypatch.setattr(state_class, "apply", real_apply)
    frames(app, 5)
    assert app.manager.top is scene  # no crash screen: the table plays on
    assert scene.perform(action) is None and len(scene.session.moves) == moves + 1


def test_tests_still_see_the_bug(monkeypatch):
    """With `reraise` (every scene test) the error surfaces, after the state is put back."""
    app = make_app()
    scene = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "easy")])
    before = scene.state.snapshot()

    def broken_apply(state, action):
        raise ValueError("bug")

    monkeypatch.setattr(type(scene.state), "apply", broken_apply)
    with pytest.raises(ValueError):
        scene.perform(scene.state.legal_actions()[0])
    assert scene.state.snapshot() == before


def test_a_phone_move_that_breaks_the_rules_is_refused_to_the_phone_and_the_table_plays_on(monkeypatch):
    import asyncio

    import aiohttp

    from scenes.screens.crash import CrashScene
    from tests.phones.helpers import open_phone, phone_table, seats

    app = make_app()
    app.reraise = False
    scene, hub = phone_table(app, "wizard", seats("phone", "easy", "easy"))
    state_class = type(scene.state)
    real_apply = state_class.apply
    first = scene.state.legal_actions()[0]

    def broken_apply(state, move):
        if move == first and not state.history:
            raise TypeError("list indices must be integers or slices, not float")
        return real_apply(state, move)

    monkeypatch.setattr(state_class, "apply", broken_apply)
    before = scene.state.snapshot()

    async def go():
        async with aiohttp.ClientSession() as client:
            phone = await open_phone(app, client, hub, 0)
            await phone.act(first.to_json())
            error = await phone.next_error()
            assert "could not be made" in error["message"] and "/" not in error["message"]  # no path
            assert scene.state.snapshot() == before
            assert not isinstance(app.manager.top, CrashScene) and hub.running
            monkeypatch.setattr(state_class, "apply", real_apply)
            await phone.pump(lambda: phone.view["v"] == hub.versions[0], 5)  # the view after the refusal
            await phone.act(first.to_json())
            assert await phone.pump(lambda: scene.state.history == [first]), phone.errors

    try:
        asyncio.run(go())
    finally:
        hub.stop()
