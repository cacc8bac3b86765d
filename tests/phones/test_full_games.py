"""Whole games with phone seats, driven by protocol clients; the computers play on the table."""

from __future__ import annotations

import asyncio
import random
import time

import aiohttp
import pytest

from tests.phones.helpers import Phone, open_phone, phone_table, seats, sheet_goes_on
from tests.scenes.helpers import frames, make_app

FAST = {"rate": 10_000, "burst": 10_000}  # the flood test checks the limit; here phones answer at once


async def play_to_the_end(app, scene, phones: list[Phone], rng: random.Random, limit: float = 240.0,
                          smart: bool = False) -> None:
    """Each phone answers its turn with a legal move from its list until the game is over: a random
    one, or (`smart`, for long games) the one an easy computer would choose in that seat."""
    agent = scene.session.game.agents()["easy"]() if smart else None
    sent: dict[int, int] = {}
    end = time.monotonic() + limit
    while not scene.session.state.is_over():
        assert time.monotonic() < end, "the game did not finish"
        sheet_goes_on(app)
        frames(app, 1)
        for phone in phones:
            await phone.poll(0.001)
            view = phone.view
            moves = (view or {}).get("actions", [])  # the table deals the next round, never a phone
            if view and view["your_turn"] and moves and sent.get(view["seat"]) != view["v"]:
                hand = [c["key"] for c in view["hand"]]
                for m in moves:  # the page can make every move: a label, and cards that are in the hand
                    assert m["label"] and all(hand.count(k) >= m["cards"].count(k) for k in m["cards"]), m
                sent[view["seat"]] = view["v"]
                choice = rng.choice(moves)["action"]
                if agent is not None:
                    state = scene.session.state
                    wanted = agent.choose(state.view(view["seat"]), state.legal_actions(), rng).to_json()
                    choice = next((m["action"] for m in moves if m["action"] == wanted), choice)
                await phone.act(choice)
        errors = [e for p in phones for e in p.errors]
        assert not errors, errors


@pytest.mark.parametrize(
    "game_id, kinds, options",
    [
        ("wizard", ("phone", "phone", "easy"), {"rounds": "five"}),
        ("gang_of_four", ("phone", "easy", "easy"), {"target": 20}),
        ("racko", ("phone", "easy"), {"rounds": 1, "turn_limit": 20}),
        ("zoker_tiko", ("phone", "easy", "phone"), None),
        ("zoker_kubo", ("phone", "easy"), {"rounds": 1, "sharp_eyes": True}),
        ("pegs_and_jokers", ("phone", "easy", "easy", "easy"), None),
    ],
)
def test_a_game_with_phone_seats_plays_to_the_end(game_id, kinds, options):
    app = make_app()
    app.settings.animation_speed = "instant"  # the computers wait for glides; none here
    if game_id == "pegs_and_jokers":  # some 2,000 moves: the table plays them without drawing each frame
        app.render = lambda: None
    scene, hub = phone_table(app, game_id, seats(*kinds), options, seed=3, **FAST)
    phone_seats = [i for i, k in enumerate(kinds) if k == "phone"]

    async def go():
        async with aiohttp.ClientSession() as client:
            phones = [await open_phone(app, client, hub, s) for s in phone_seats]
            await play_to_the_end(app, scene, phones, random.Random(5), smart=game_id == "pegs_and_jokers")
            for phone in phones:  # the final view reaches every phone
                await phone.pump(lambda p=phone: p.view["over"])
                assert phone.view["status"] == "Game over."

    try:
        asyncio.run(go())
    finally:
        hub.stop()
    state = scene.session.state
    assert state.is_over()
    movers = {m.seat for m in scene.session.moves}
    assert set(phone_seats) <= movers  # the phones really played
