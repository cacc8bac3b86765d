"""A real browser (Debian's chromium, driven by Playwright) plays a Wizard seat on a phone-sized screen.

Skipped, saying why, only when /usr/bin/chromium is missing (`.ci/run` installs it)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import shutil
import time
from pathlib import Path

import aiohttp
import pytest

from game.wizard.engine import Bid, Play
from scenes.phones.server import RATE
from tests.phones.helpers import Phone, open_phone, phone_table, seats, sheet_goes_on
from tests.scenes.helpers import DT, make_app

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"  # PHONE_SCREENSHOTS=1 writes here
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(),
                                reason="no system chromium (apt-get install chromium)")
async_api = pytest.importorskip("playwright.async_api", reason="playwright (Python) is not installed")


async def keep_table_running(app, stop: asyncio.Event) -> None:
    """The table's frames, between the browser's awaits (one thread, like the real main loop).

    Like the idle main loop, a frame draws only when something moves (`render=False`): a full
    redraw every frame would hold the one thread the browser's messages also need."""
    while not stop.is_set():
        sheet_goes_on(app)
        app.step(DT, render=False)
        await asyncio.sleep(0.005)


async def answer_turns(phone: Phone, stop: asyncio.Event, rng: random.Random) -> None:
    """Ben's phone (a protocol client): a random legal move whenever it is his turn, never faster than
    a person taps: the server drops what comes over its rate (`RATE`) after one "slow down" a second."""
    answered, sent = None, 0.0
    while not stop.is_set():
        await phone.poll(0.01)
        view = phone.view
        moves = (view or {}).get("actions", [])
        if view and view["your_turn"] and moves and answered != view["v"]:
            await asyncio.sleep(max(0.0, sent + 1.25 / RATE - time.monotonic()))  # within the rate, with room
            if phone.view is not view:  # a newer view came meanwhile: answer that one
                continue
            answered, sent = view["v"], time.monotonic()
            move = rng.choice(moves)["action"]
            await phone.ws.send_str(json.dumps({"type": "act", "v": view["v"], "action": move}))
        await asyncio.sleep(0)


@contextlib.asynccontextmanager
async def browser_page():
    async with async_api.async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            context = await browser.new_context(**PHONE)
            yield context, await context.new_page()
        finally:
            await browser.close()


async def until(predicate, timeout: float = 10.0) -> None:
    for _ in range(int(timeout / 0.005)):
        if predicate():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("timed out")


async def page_until(page, expression: str, timeout: float = 10.0) -> None:
    """Poll `expression` in the page. (Playwright's wait_for_function may fall back to eval, which the
    page's Content-Security-Policy refuses, as it should.)"""
    for _ in range(int(timeout / 0.01)):
        if await page.evaluate(expression):
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"the page never had {expression}")


async def my_turn_on_the_page(page, hub, state, seat: int = 0) -> bool:
    """Wait until the game is over (False) or it is `seat`'s turn and the page shows the newest view."""
    for _ in range(6000):
        if state().is_over():
            return False
        # between rounds the table deals the next one itself (nobody sits at the screen)
        if state().current_player == seat and state().phase in ("bid", "play") and seat in hub.versions:
            shown = await page.evaluate("document.body.dataset.v || ''")  # the page's CSP allows no eval
            # the newest view sent says so too: a move made in a frame's last update (the round
            # sheet's Next) is published by the next frame's
            sent = json.loads(hub.server.views.get(seat) or "{}")
            if shown == str(hub.versions[seat]) and state().current_player == seat and sent.get("your_turn"):
                return True
        await asyncio.sleep(0.005)
    raise AssertionError("the page never showed my turn")


NO_ANSWER = "The table did not answer that move: tap it again."  # page_texts()["no_answer"]


async def for_the_docs(page, shots: Path) -> None:
    """Before a screenshot for docs/: the "did not answer" toast of the lost move gone."""
    if shots == DOCS:
        await page_until(page, "document.querySelector('#toast').hidden")


def lose_the_first_move(hub, seat: int) -> list:
    """The server drops `seat`'s first move, as in a flood past its rate; the list holds it once gone."""
    lost: list = []
    deliver = hub.server.on_message

    def maybe(s: int, data: dict) -> None:
        if s == seat and data.get("type") == "act" and not lost:
            lost.append(data)
            return
        deliver(s, data)

    hub.server.on_message = maybe
    return lost


def test_a_phone_browser_plays_a_whole_wizard_game_by_tapping(tmp_path):
    """Anna's seat in a real browser, Ben's on a protocol client, Cleo a computer: five rounds to the end.

    "A Wizard game with two phone seats and one computer plays to the end in a test (one phone driven by
    the real browser, one by the protocol client)" (issue 14). Anna bids with the bid buttons and plays
    each card the way a person does: a tap selects it, a second tap plays it. Her first bid is lost
    on the way: the page must say so and take the tap again, not wait for an answer for ever."""
    shots = DOCS if os.environ.get("PHONE_SCREENSHOTS") else tmp_path  # test runs leave docs/ alone
    app = make_app()
    app.settings.animation_speed = "instant"
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"), {"rounds": "five"}, seed=3)
    state = lambda: scene.session.state  # noqa: E731 - the table may replace its state object
    taps = {"bids": 0, "cards": 0}

    async def go():
        stop = asyncio.Event()
        pump = asyncio.create_task(keep_table_running(app, stop))
        try:
            async with aiohttp.ClientSession() as client, browser_page() as (context, page):
                ben = await open_phone(app, client, hub, 1)
                helper = asyncio.create_task(answer_turns(ben, stop, random.Random(2)))
                await page.goto(hub.join_url(0))
                await page.wait_for_selector("#turn:not([hidden])")
                assert await page.locator("#status").inner_text() != ""
                # whose phone it is, whole, above the game's name
                assert await page.locator("#who").inner_text() == "Anna"
                who = "document.querySelector('#who')"
                assert await page.evaluate(f"{who}.scrollWidth <= {who}.clientWidth")
                assert await page.locator("#gamename").inner_text() == "Wizard"
                shots.mkdir(parents=True, exist_ok=True)
                await page_until(page, "[...document.images].every((i) => i.complete)")
                await page.screenshot(path=str(shots / "phone-bid.png"))
                lost = lose_the_first_move(hub, seat=0)
                while await my_turn_on_the_page(page, hub, state):
                    played = len(state().history)
                    if state().phase == "bid":
                        bids = page.locator("#actions button")
                        label = await bids.nth(taps["bids"] % await bids.count()).inner_text()
                        await bids.filter(has_text=label).first.tap()
                        if not taps["bids"]:  # lost on the way: the page says so and lets Anna tap again
                            toast = f"document.querySelector('#toast').textContent === {NO_ANSWER!r}"
                            freed = "!document.querySelector('#actions button').disabled"
                            await page_until(page, f"{toast} && {freed}")
                            assert lost and len(state().history) == played
                            await bids.filter(has_text=label).first.tap()
                        await until(lambda n=played: len(state().history) > n)
                        assert state().history[played] == Bid(int(label.split()[-1]))
                        taps["bids"] += 1
                        continue
                    shown = json.loads(hub.server.views[0])  # what the page shows: its first legal card
                    legal = {k for move in shown["actions"] for k in move["cards"]}
                    key = next(c["key"] for c in shown["hand"] if c["key"] in legal)
                    card = page.locator("#hand .card.legal").first
                    await card.tap(force=True)  # select (a real touch, without waiting for "stable")
                    if taps["cards"] == 0:
                        await page.wait_for_selector("#actions button.primary")
                        await page_until(page, "[...document.images].every((i) => i.complete)")
                        await for_the_docs(page, shots)
                        await page.screenshot(path=str(shots / "phone-play.png"))
                    await card.tap(force=True)  # a second tap plays it
                    await until(lambda n=played: len(state().history) > n)
                    assert state().history[played] == Play(key)
                    taps["cards"] += 1
                    if taps["cards"] == 1:
                        await page_until(page, "document.querySelector('#turn').hidden")
                        await page.set_viewport_size({"width": 844, "height": 390})
                        await page.evaluate("window.scrollTo(0, 0)")
                        await page_until(page, "[...document.images].every((i) => i.complete)")
                        await for_the_docs(page, shots)
                        await page.screenshot(path=str(shots / "phone-landscape.png"))
                        await page.set_viewport_size(PHONE["viewport"])
                # the end reaches the page: "Game over." and the score sheet open (the sheet may be open
                # since an earlier round's end: waiting for it alone raced the computers' last cards)
                await page_until(page, "document.querySelector('#status').textContent == 'Game over.'", 30.0)
                assert await page.evaluate("document.querySelector('#scorebox').open")
                await page.evaluate("window.scrollTo(0, 0)")
                await page.screenshot(path=str(shots / "phone-over.png"))
                stop.set()
                await helper
        finally:
            stop.set()
            await pump

    try:
        asyncio.run(go())
    finally:
        hub.stop()
    assert state().is_over()
    assert taps == {"bids": 5, "cards": 100}  # five rounds of twenty cards, every one tapped on the page
    assert {m.seat for m in scene.session.moves} >= {0, 1, 2}


def test_landscape_moves_stand_beside_a_racko_rack_never_over_it():
    """On a phone held sideways (844×390) the moves stuck to the bottom under the rack covered half
    of it while the player chose a slot; they now stand in the right column, under the piles."""
    from game.racko.engine import Draw

    app = make_app()
    app.settings.animation_speed = "instant"
    scene, hub = phone_table(app, "racko", seats("phone", "easy"), seed=2)
    state = scene.session.state
    if state.current_player != 0:
        state.current_player = 0  # Anna to move, as a fresh deal may not have it
    scene.perform(Draw("draw"))

    async def go():
        stop = asyncio.Event()
        pump = asyncio.create_task(keep_table_running(app, stop))
        try:
            async with browser_page() as (context, page):
                await page.set_viewport_size({"width": 844, "height": 390})
                await page.goto(hub.join_url(0))
                await page_until(page, "document.querySelectorAll('#hand .card').length === 10")
                await page.locator("#hand .card").nth(4).tap(force=True)
                await page.wait_for_selector("#actions button.primary")
                return await page.evaluate("""(() => {
                    const r = (e) => e.getBoundingClientRect();
                    const bar = r(document.querySelector('#actions'));
                    const hits = [...document.querySelectorAll('#hand .card')].filter((c) => {
                        const b = r(c);
                        return b.left < bar.right && bar.left < b.right
                            && b.top < bar.bottom && bar.top < b.bottom;
                    });
                    const gold = r(document.querySelector('#actions button.primary'));
                    return [hits.length, gold.bottom <= innerHeight];
                })()""")
        finally:
            stop.set()
            await pump

    try:
        covered, gold_in_sight = asyncio.run(go())
    finally:
        hub.stop()
    assert covered == 0 and gold_in_sight


def test_the_scores_fit_a_narrow_phone_in_finnish():
    """Seen by a tester: on a 390 px phone the score table ran 449 px wide in Finnish and the third
    player's column was out of sight ("Robo (normaali)"); it must fit, every column in view."""
    from game.core.i18n import set_language

    app = make_app(lang="fi")
    app.settings.animation_speed = "instant"
    scene, hub = phone_table(app, "wizard", seats("phone", "normal", "normal", "normal", "normal", "normal"),
                             {"rounds": "five"}, seed=2)

    async def go():
        stop = asyncio.Event()
        pump = asyncio.create_task(keep_table_running(app, stop))
        try:
            async with browser_page() as (context, page):
                await page.goto(hub.join_url(0))
                await page_until(page, "document.querySelectorAll('#scores th').length > 0")
                await page.locator("#scoretitle").tap()  # unfold the scores, as a player would
                return await page.evaluate("""(() => {
                    const box = document.querySelector('#scores');
                    return [box.scrollWidth, box.clientWidth, document.querySelectorAll('#scores th').length];
                })()""")
        finally:
            stop.set()
            await pump

    try:
        wide, room, heads = asyncio.run(go())
    finally:
        hub.stop()
        set_language("en")
    assert heads == 7 and wide <= room, (wide, room)
