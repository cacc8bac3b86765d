"""A real browser (Debian's chromium, driven by Playwright) holds a Wizard seat on a phone-sized screen.

Skipped, saying why, only when /usr/bin/chromium is missing (`.ci/run` installs it)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import shutil
from pathlib import Path

import aiohttp
import pytest

from game.wizard.engine import Bid, Play
from tests.phones.helpers import Phone, open_phone, phone_table, seats
from tests.scenes.helpers import frames, make_app

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
    """The table's frames, between the browser's awaits (one thread, like the real main loop)."""
    while not stop.is_set():
        frames(app, 1)
        await asyncio.sleep(0.004)


async def answer_turns(phone: Phone, stop: asyncio.Event, rng: random.Random) -> None:
    """Ben's phone (a protocol client): a random legal move whenever it is his turn."""
    answered = None
    while not stop.is_set():
        await phone.poll(0.01)
        view = phone.view
        moves = [a for a in (view or {}).get("actions", []) if a["action"]["type"] != "NextRound"]
        if view and view["your_turn"] and moves and answered != view["v"]:
            answered = view["v"]
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
    for _ in range(int(timeout / 0.02)):
        if predicate():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("timed out")


def test_a_phone_browser_bids_and_taps_a_card_and_the_table_changes(tmp_path):
    shots = DOCS if os.environ.get("PHONE_SCREENSHOTS") else tmp_path  # test runs leave docs/ alone
    app = make_app()
    app.settings.animation_speed = "instant"
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"), {"rounds": "five"}, seed=3)
    state = lambda: scene.session.state  # noqa: E731 - the table may replace its state object

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
                shots.mkdir(parents=True, exist_ok=True)
                await page.screenshot(path=str(shots / "phone-bid.png"))
                await page.get_by_role("button", name="Bid 1", exact=True).tap()
                await until(lambda: Bid(1) in state().history)
                await until(lambda: state().phase == "play" and state().current_player == 0)
                await page.wait_for_selector("#hand .card.legal")
                card = page.locator("#hand .card.legal").first
                key = await card.get_attribute("data-key")
                await card.tap()  # select: the move appears as the gold button
                await page.wait_for_selector("#actions button.primary")
                await page.wait_for_function("[...document.images].every((i) => i.complete)")
                await page.screenshot(path=str(shots / "phone-play.png"))
                played = len(state().history)
                await card.tap()  # a second tap plays it
                await until(lambda: len(state().history) > played)
                assert state().history[played] == Play(key)
                await page.wait_for_function("document.querySelector('#turn').hidden")
                await page.set_viewport_size({"width": 844, "height": 390})
                await page.evaluate("window.scrollTo(0, 0)")
                await page.wait_for_function("[...document.images].every((i) => i.complete)")
                await page.screenshot(path=str(shots / "phone-landscape.png"))
                stop.set()
                await helper
        finally:
            stop.set()
            await pump

    try:
        asyncio.run(go())
    finally:
        hub.stop()
