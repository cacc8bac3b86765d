"""One seat's flood never costs another seat its moves: limits and queue shares are per seat code."""

from __future__ import annotations

import asyncio
import time

import aiohttp

from benchmarks.phone_flood import Loud, moves_of
from scenes.phones.server import BURST, RATE
from tests.phones.helpers import open_phone, phone_table, seats, ws_url
from tests.scenes.helpers import make_app

QUIET, LOUD = 0, 1
MOVES = 8  # the quiet seat's moves to watch


def test_the_quiet_seats_every_move_is_applied_within_a_second_while_the_other_seat_floods():
    app = make_app()
    app.settings.animation_speed = "instant"
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"), seed=2)
    waits: list[float] = []
    reached: list[int] = []  # the seat of every message that got past the server's limits
    receive = hub._receive
    hub.server.on_message = lambda seat, data: (reached.append(seat), receive(seat, data))
    started = time.monotonic()
    flood = {}

    async def go():
        async with aiohttp.ClientSession() as client:
            quiet = await open_phone(app, client, hub, QUIET)
            loud = Loud(client, ws_url(hub, LOUD))
            stop = asyncio.Event()
            attackers = [asyncio.ensure_future(loud.flood(stop))]
            attackers += [asyncio.ensure_future(loud.reconnect_flood(stop)) for _ in range(3)]
            try:
                end, last = time.monotonic() + 60, None
                while len(waits) < MOVES:
                    assert time.monotonic() < end, f"only {len(waits)} quiet moves in a minute"
                    fresh = lambda seen=last: quiet.view["v"] != seen and bool(moves_of(quiet.view))  # noqa: E731
                    assert await quiet.pump(fresh, timeout=30)
                    last = quiet.view["v"]
                    before = len(scene.session.state.history)
                    sent = time.monotonic()
                    await quiet.act(moves_of(quiet.view)[0])
                    applied = await quiet.pump(lambda b=before: len(scene.session.state.history) > b
                                               or bool(quiet.errors), timeout=5)
                    assert applied and not quiet.errors, quiet.errors  # never "slow down" for the quiet one
                    waits.append(time.monotonic() - sent)
            finally:
                stop.set()
                await asyncio.gather(*attackers, return_exceptions=True)
            flood.update(sent=loud.sent, sockets=loud.sockets)

    try:
        asyncio.run(go())
    finally:
        hub.stop()
    assert max(waits) < 1.0, waits
    elapsed = time.monotonic() - started
    allowed = BURST + RATE * elapsed  # per seat code, not per socket: reconnecting gives no fresh allowance
    assert reached.count(LOUD) <= allowed + 4, (reached.count(LOUD), elapsed)
    # it did flood, on many sockets (at least twice its allowance, even on a loaded machine)
    assert flood["sent"] > 2 * allowed and flood["sockets"] > 5, flood


def test_a_full_share_of_one_seat_never_refuses_another_seats_move():
    """The table is slow for a moment (a long frame) while one seat's messages pile up: its own share
    fills and it is told to slow down, but the quiet seat's move still waits in its share and is applied."""
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"), seed=2)
    replies = []
    hub.refuse = lambda seat, reason: replies.append((seat, reason))
    try:
        hub.publish(force=True)
        mover = scene.session.state.current_player
        assert mover in (QUIET, LOUD)
        other = LOUD if mover == QUIET else QUIET
        noise = {"type": "act", "v": hub.versions[other], "action": {"type": "Bid", "tricks": 0}}
        for _ in range(200):  # the other seat's flood, all queued before the next frame
            hub._receive(other, noise)
        move = scene.session.state.legal_actions()[0].to_json()
        hub._receive(mover, {"type": "act", "v": hub.versions[mover], "action": move})
        assert all(seat == other for seat, _ in replies)  # only the flooding seat hears "slow down"
        assert hub.poll() == [(mover, scene.session.state.legal_actions()[0])]
    finally:
        hub.stop()
