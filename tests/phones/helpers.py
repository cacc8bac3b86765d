"""Phone tests: a headless table with phone seats, and a WebSocket client that pumps the app's frames."""

from __future__ import annotations

import asyncio
import json
import time

import aiohttp

from scenes.phones import PhoneHub, attach_phones
from scenes.registry import SCENES
from scenes.session import Seat, Session
from tests.scenes.helpers import frames


def seats(*kinds: str) -> list[Seat]:
    """'phone', 'person' or a computer level, one per seat."""
    out = []
    for i, kind in enumerate(kinds):
        if kind in ("phone", "person"):
            seat = Seat(["Anna", "Ben", "Cleo", "Dani"][i % 4])
            seat.phone = kind == "phone"
        else:
            seat = Seat(["Botti", "Robo", "Kone"][i % 3], kind)
        out.append(seat)
    return out


def phone_table(app, game_id: str, table_seats: list[Seat], options: dict | None = None, seed: int = 1,
                **limits):
    """A table whose phone seats are served on 127.0.0.1 (a free port); returns (scene, hub)."""
    session = Session.start(game_id, table_seats, options, seed=seed, autosave=False)
    scene = SCENES[game_id](app, session)
    hub = attach_phones(scene, PhoneHub(host="127.0.0.1", port=0, **limits))
    app.manager.reset(scene)
    frames(app, 2)
    return scene, hub


def sheet_goes_on(app) -> None:
    """A round's sheet that counts down by itself (only phones play) runs out at once: its ten
    seconds of frames would cost a long test many times over (test_round_end checks the count)."""
    from scenes.screens.round_over import RoundOverScene

    top = app.manager.top
    if isinstance(top, RoundOverScene) and top.left is not None:
        top.left = min(top.left, 1e-6)


def ws_url(hub: PhoneHub, seat: int) -> str:
    return hub.join_url(seat).replace("http://", "ws://").replace("/j/", "/ws/")


class Phone:
    """One phone's socket; every wait runs the app's frames so the table answers."""

    def __init__(self, app, ws: aiohttp.ClientWebSocketResponse):
        self.app, self.ws = app, ws
        self.view: dict | None = None
        self.errors: list[dict] = []
        self.closed: int | None = None
        self._reading: asyncio.Future | None = None

    async def pump(self, until=lambda: False, timeout: float = 20.0) -> bool:  # generous: CI may be busy
        """Run frames and read messages until `until()` (True) or the timeout (False)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if until():
                return True
            frames(self.app, 1)
            await self.poll(0.005)
        return until()

    async def poll(self, timeout: float) -> None:
        """Take the next message if one arrives within `timeout` seconds.

        One read stays pending across calls: a receive() that times out marks the socket closed
        abnormally (1006) in aiohttp, which would hide the server's own close code."""
        if self._reading is None:
            self._reading = asyncio.ensure_future(self.ws.receive())
        done, _ = await asyncio.wait({self._reading}, timeout=timeout)
        if done:
            msg, self._reading = self._reading.result(), None
            self.take(msg)

    def take(self, msg) -> None:
        if msg.type == aiohttp.WSMsgType.TEXT:
            data = json.loads(msg.data)
            if data["type"] == "view":
                self.view = data
            else:
                self.errors.append(data)
        elif msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            # the server's own code travels in its CLOSE frame; the socket's code may say 1006
            # when the connection ends right after it
            self.closed = msg.data if msg.type == aiohttp.WSMsgType.CLOSE else self.ws.close_code

    async def next_view(self, timeout: float = 5.0) -> dict:
        old = self.view["v"] if self.view else None
        assert await self.pump(lambda: self.view is not None and self.view["v"] != old, timeout)
        return self.view

    async def next_error(self, timeout: float = 5.0) -> dict:
        n = len(self.errors)
        assert await self.pump(lambda: len(self.errors) > n, timeout), "no error reply"
        return self.errors[-1]

    async def act(self, action: dict, v: int | None = None) -> None:
        version = self.view["v"] if v is None else v
        await self.ws.send_str(json.dumps({"type": "act", "v": version, "action": action}))


async def open_phone(app, client: aiohttp.ClientSession, hub: PhoneHub, seat: int) -> Phone:
    phone = Phone(app, await client.ws_connect(ws_url(hub, seat)))
    await phone.pump(lambda: phone.view is not None)
    return phone
