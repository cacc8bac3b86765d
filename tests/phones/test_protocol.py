"""The phone protocol on 127.0.0.1: join, views, actions applied on the headless table, and every
kind of bad input refused with a clear reply and the state unchanged."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from game.wizard.engine import Bid
from scenes.phones.server import BURST, MAX_MESSAGE
from tests.phones.helpers import open_phone, ws_url


def run(coro):
    return asyncio.run(coro)


def test_join_view_and_a_legal_bid_is_applied_on_the_table(table):
    app, scene, hub = table

    async def go():
        async with aiohttp.ClientSession() as client:
            async with client.get(hub.join_url(0)) as page:
                assert page.status == 200
                assert "script-src 'self'" in page.headers["Content-Security-Policy"]
                assert page.headers["Referrer-Policy"] == "no-referrer"
                assert "/p/phone.js" in await page.text()
            phone = await open_phone(app, client, hub, 0)
            view = phone.view
            assert view["your_turn"] and view["seat"] == 0 and view["name"] == "Anna"
            assert view["view"]["hand"] == scene.state.view(0).hand  # the same view(seat) the computers get
            assert [a["label"] for a in view["actions"]] == ["Bid 0", "Bid 1"]
            assert view["hand"][0]["img"].startswith("/c/wizard/")
            await phone.act(Bid(1).to_json())
            await phone.next_view()
            assert scene.state.history == [Bid(1)]
            assert scene.state.view(0).bids[0] == 1
            assert not phone.view["your_turn"] and phone.view["actions"] == []
            assert hub.status(0) == "connected" and hub.status(1) == "waiting"

    run(go())


def test_unknown_code_gets_no_page_and_no_socket(table):
    app, scene, hub = table
    before = scene.state.snapshot()

    async def go():
        async with aiohttp.ClientSession() as client:
            async with client.get(hub.join_url(0)[:-4] + "AAAA") as page:
                assert page.status == 404 and page.content_type == "text/html"
                text = await page.text()  # said on a page dressed as the phone's, not in bare text
                assert '<p class="notice" role="alert">This code is not valid' in text
                assert '<html lang="en">' in text and 'href="/p/phone.css"' in text
                assert "phone.js" not in text  # no socket is opened for a code that opens nothing
            async with client.get(hub.join_url(0).split("/j/")[0] + "/favicon.ico") as icon:
                assert icon.status == 200 and icon.content_type == "image/png"
                assert (await icon.read())[:8] == b"\x89PNG\r\n\x1a\n"
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(ws_url(hub, 0)[:-4] + "AAAA")
            assert refused.value.status == 403
            base = hub.join_url(0).split("/j/")[0]
            for path in ("/", "/c/../../main.py", "/c/wizard/../../../main.py",
                         "/c/gang_of_four/../../main.py", "/p/index.html", "/ws/"):
                async with client.get(base + path) as r:
                    assert r.status == 404, path
            for path in ("/c/wizard/E7.png", "/c/gang_of_four/fi/G5.png"):  # a language's faces too
                async with client.get(base + path) as r:
                    assert r.status == 200 and r.content_type == "image/png", path
            async with client.post(hub.join_url(0), data=b"x" * 5000) as r:
                assert r.status in (405, 413)

    run(go())
    assert scene.state.snapshot() == before


def test_another_host_name_is_refused(table):
    """A page on another site that rebinds its name to this address reaches nothing."""
    app, scene, hub = table

    async def go():
        async with aiohttp.ClientSession() as client:
            async with client.get(hub.join_url(0), headers={"Host": "evil.example"}) as r:
                assert r.status == 421
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await client.ws_connect(ws_url(hub, 0), headers={"Origin": "http://evil.example"})

    run(go())


def test_another_seats_turn_and_a_stale_view_are_refused(table):
    app, scene, hub = table
    before = scene.state.snapshot()

    async def go():
        async with aiohttp.ClientSession() as client:
            anna = await open_phone(app, client, hub, 0)
            ben = await open_phone(app, client, hub, 1)
            assert ben.view["actions"] == []
            await ben.act(Bid(0).to_json())  # Anna is to bid, not Ben: a phone acts only for its own seat
            assert (await ben.next_error())["message"] == "It is not your turn."
            await anna.act(Bid(0).to_json(), v=anna.view["v"] - 1)
            assert "look again" in (await anna.next_error())["message"]
            await anna.act(Bid(7).to_json())
            assert "Bid from 0 to 1" in (await anna.next_error())["message"]

    run(go())
    assert scene.state.snapshot() == before


@pytest.mark.parametrize(
    "raw",
    [
        "{not json",
        "[]",
        '{"no": "type"}',
        '{"type": "shout"}',
        '{"type": "act", "v": 1, "action": {"type": "Teleport"}}',
        '{"type": "act", "v": 1, "action": {"type": "Bid", "tricks": "many"}}',
        '{"type": "act", "v": 1, "action": {"type": "Bid", "tricks": 0, "extra": 1}}',
        '{"type": "act", "v": 1, "action": [' * 1500 + "]" * 1500 + "}",
    ],
)
def test_malformed_messages_get_an_error_and_change_nothing(table, raw):
    app, scene, hub = table
    before = scene.state.snapshot()

    async def go():
        async with aiohttp.ClientSession() as client:
            phone = await open_phone(app, client, hub, 0)
            await phone.ws.send_str(raw)
            error = await phone.next_error()
            assert error["type"] == "error" and error["message"]
            await phone.ws.send_bytes(b"\x00\x01")
            assert (await phone.next_error())["code"] == "bad_message"

    run(go())
    assert scene.state.snapshot() == before


def test_oversized_messages_are_refused_and_the_phone_can_rejoin(table):
    app, scene, hub = table
    before = scene.state.snapshot()

    async def go():
        async with aiohttp.ClientSession() as client:
            phone = await open_phone(app, client, hub, 0)
            pad = "x" * MAX_MESSAGE
            padded = json.dumps({"type": "act", "v": phone.view["v"], "action": Bid(0).to_json(), "pad": pad})
            await phone.ws.send_str(padded)  # over the message limit: refused, the socket stays
            assert (await phone.next_error())["code"] == "too_big"
            await phone.ws.send_str("x" * 1_000_000)  # 1 MB: the socket is closed with 1009 before it is read
            assert await phone.pump(lambda: phone.closed is not None)
            assert phone.closed == 1009
            again = await open_phone(app, client, hub, 0)  # the same code rejoins and gets the current view
            assert again.view["your_turn"] and again.view["view"]["bids"] == [None, None, None]

    run(go())
    assert scene.state.snapshot() == before


def test_a_flood_of_a_thousand_messages_a_second_is_throttled_and_changes_nothing(table):
    app, scene, hub = table
    before = scene.state.snapshot()
    reached = []
    original = hub._receive
    hub.server.on_message = lambda seat, data: (reached.append(seat), original(seat, data))

    async def go():
        async with aiohttp.ClientSession() as client:
            anna = await open_phone(app, client, hub, 0)
            ben = await open_phone(app, client, hub, 1)
            message = json.dumps({"type": "act", "v": ben.view["v"], "action": Bid(0).to_json()})
            for _ in range(1000):  # Ben floods (it is not his turn)
                await ben.ws.send_str(message)
            await ben.pump(lambda: ben.closed is not None, timeout=5)
            assert ben.closed == 1008  # a socket that keeps flooding is closed
            assert any(e["code"] == "too_fast" for e in ben.errors)
            assert len(reached) <= BURST + 8  # the main loop saw a handful, not a thousand
            assert all(e["message"] == "It is not your turn." for e in ben.errors if e["code"] == "refused")
            assert scene.state.snapshot() == before
            await anna.act(Bid(0).to_json())  # the table still answers the others
            await anna.next_view()
            assert scene.state.history == [Bid(0)]

    run(go())


def test_the_newest_connection_has_the_seat_and_stop_ends_the_codes(table):
    app, scene, hub = table

    async def go():
        async with aiohttp.ClientSession() as client:
            first = await open_phone(app, client, hub, 0)
            second = await open_phone(app, client, hub, 0)
            assert await first.pump(lambda: first.closed is not None)
            assert first.closed == 4000
            assert second.view["seat"] == 0 and hub.connected(0)
            url = hub.join_url(0)
            hub.stop()
            assert await second.pump(lambda: second.closed is not None)
            with pytest.raises(aiohttp.ClientConnectionError):
                async with client.get(url):
                    pass

    run(go())


def test_qr_code_and_address(table):
    app, scene, hub = table
    surface = hub.qr_surface(0, 264)
    assert surface.get_size() == (264, 264)
    assert surface.get_at((0, 0))[:3] == (255, 255, 255)  # the quiet zone
    assert hub.join_url(0).startswith("http://127.0.0.1:") and 31 ** len(hub.tokens[0]) >= 2 ** 128
    assert hub.tokens[0] != hub.tokens[1]


def test_a_typed_address_has_no_look_alikes_and_any_case_opens_it(table):
    app, scene, hub = table
    codes = "".join(hub.tokens.values())
    assert not set(codes) & set("0oO1lIi_-") and codes == codes.lower()

    async def go():
        async with aiohttp.ClientSession() as client:
            # caps lock, or an eager keyboard
            typed = hub.join_url(0).replace(hub.tokens[0], hub.tokens[0].upper())
            async with client.get(typed) as response:
                return response.status

    assert run(go()) == 200
