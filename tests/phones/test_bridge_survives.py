"""The phone path into the table survives anything: a move that raises, or a message of a shape
nobody planned for, is refused to that phone; the table goes on with the state as it was."""

from __future__ import annotations

import asyncio

import aiohttp

from scenes.settings_store import log_dir
from tests.phones.helpers import open_phone, phone_table, seats
from tests.scenes.helpers import make_app


def test_a_move_that_raises_is_refused_to_that_phone_and_the_game_goes_on(monkeypatch):
    app = make_app()  # reraise: any exception that escaped the bridge would fail this test
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"))
    before = scene.session.state.snapshot()
    seat = scene.session.state.current_player
    perform = scene.perform
    calls = []

    def broken(action):
        calls.append(action)
        if len(calls) == 1:
            scene.session.state.bids[seat] = 0  # half changed, then a bug (history is appended last)
            raise RuntimeError("a bug in apply")
        return perform(action)

    monkeypatch.setattr(scene, "perform", broken)
    logs_before = set(log_dir().glob("crash-*.log")) if log_dir().exists() else set()

    async def go():
        async with aiohttp.ClientSession() as client:
            phone = await open_phone(app, client, hub, seat)
            move = phone.view["actions"][0]["action"]
            await phone.act(move)
            error = await phone.next_error()
            assert error["code"] == "refused" and "could not make this move" in error["message"]
            assert scene.session.state.snapshot() == before  # rebuilt from the moves that were applied
            await phone.pump(lambda: phone.view["v"] > 0 and phone.view["your_turn"], timeout=5)
            await phone.act(move, v=hub.versions[seat])  # the same move again: now it goes through
            assert await phone.pump(lambda: len(scene.session.state.history) == 1 or len(phone.errors) > 1)
            assert len(phone.errors) == 1, phone.errors

    try:
        asyncio.run(go())
    finally:
        hub.stop()
    assert set(log_dir().glob("crash-*.log")) - logs_before  # the bug is written down


def test_messages_of_any_shape_reach_the_table_and_are_refused():
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"))
    replies = []
    hub.refuse = lambda seat, reason: replies.append((seat, reason))
    before = scene.session.state.snapshot()
    seat = scene.session.state.current_player
    v = hub.versions[seat]
    shapes = [None, [], "act", 7, {"v": True, "action": {"type": "Bid", "tricks": 0}},
              {"v": v, "action": None}, {"v": v, "action": []}, {"v": v, "action": {"type": ["Bid"]}},
              {"v": v, "action": {"type": "Bid", "tricks": {"a": 1}}}, {"v": [v]}]
    try:
        for data in shapes:
            hub._receive(seat, data)
            assert hub.poll() == []
    finally:
        hub.stop()
    assert len(replies) == len(shapes) and all(reason for _, reason in replies), replies
    assert scene.session.state.snapshot() == before
