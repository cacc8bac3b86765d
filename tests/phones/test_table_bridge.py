"""The table side: codes shown until a phone joins, phone seats never the screen's turn or curtain."""

from __future__ import annotations

import asyncio

import aiohttp
import pygame

from scenes.screens.curtain import CurtainScene
from tests.phones.helpers import open_phone, phone_table, seats
from tests.scenes.helpers import frames, make_app


def test_codes_until_joined_no_curtain_and_no_screen_turn_for_phones(monkeypatch):
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"))
    drawn = []
    def qr(h, seat):
        drawn.append(seat)
        return hub.qr_surface(seat, 264)

    monkeypatch.setattr("scenes.phones.attach.qr_cached", qr)
    try:
        frames(app, 3)
        assert not isinstance(app.manager.top, CurtainScene)  # two people, both on phones: no curtain
        assert not scene.my_turn() and scene.session.humans == []
        assert scene.session.viewer == 2  # never a phone's eyes on the big screen
        scene.invalidate()  # a fresh surface: the whole table, not only what changed (partial redraws)
        scene.draw(pygame.Surface((1920, 1080)))
        assert sorted(set(drawn)) == [0, 1]

        async def join():
            async with aiohttp.ClientSession() as client:
                await open_phone(app, client, hub, 0)
                drawn.clear()
                scene.invalidate()
                scene.draw(pygame.Surface((1920, 1080)))
                assert drawn and set(drawn) == {1}  # Anna has joined: only Ben's code is left
                assert hub.status(0) == "connected"
            for _ in range(100):
                frames(app, 1)
                await asyncio.sleep(0.01)
                if hub.status(0) == "reconnecting":
                    break
            assert hub.status(0) == "reconnecting"

        asyncio.run(join())
    finally:
        hub.stop()
