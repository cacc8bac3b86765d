"""A phone that stays away: the table offers the seat to a computer or to the screen (real clicks).

"the game never waits forever — after a set time a disconnected phone seat can be taken over by a
computer player or by the screen (with the curtain), chosen on the table." (issue 14)
"""

from __future__ import annotations

import asyncio

import aiohttp
import pygame

from scenes.kit.event_wait import WAKE
from scenes.kit.text_fit import fit
from scenes.kit.ui import LABEL_PAD
from scenes.phones.attach import phone_panels
from scenes.screens.curtain import CurtainScene
from scenes.session import load_autosave
from tests.phones.helpers import open_phone, phone_table, seats
from tests.scenes.helpers import click, frames, make_app


def offer(app, scene, hub, seat: int, choice: str) -> pygame.Rect:
    """Draw the table once (the offer's buttons live where they are drawn) and find the button."""
    scene.draw(pygame.Surface((1920, 1080)))
    button = next(b for b in hub.offer_buttons if b.key == f"phone.{seat}.{choice}")
    return button.rect


def away_table(kinds, seed=3):
    app = make_app()
    app.settings.animation_speed = "instant"
    scene, hub = phone_table(app, "wizard", seats(*kinds), {"rounds": "five"}, seed=seed)
    scene.session.autosave_enabled = True  # Continue must bring the new seat back
    return app, scene, hub


def test_no_offer_before_the_time_and_wait_brings_the_code_back():
    app, scene, hub = away_table(("person", "phone", "easy"))
    try:
        hub.away.away_after = 3600.0
        frames(app, 3)
        scene.draw(pygame.Surface((1920, 1080)))
        assert not hub.offer_buttons  # the phone has not been away long enough: its code shows
        hub.away.away_after = 0.0
        frames(app, 2)
        click(app, offer(app, scene, hub, 1, "wait").center)
        hub.away.away_after = 3600.0  # "Wait" starts a new period
        frames(app, 2)
        scene.draw(pygame.Surface((1920, 1080)))
        assert not hub.offer_buttons and scene.session.seats[1].phone
    finally:
        hub.stop()


def test_the_offer_shows_on_an_idle_table_without_a_touch():
    """The idle loop wakes by itself every few seconds and draws only when woken by an event: the
    away clock running out must wake it, or the offer waits for someone to move the mouse."""
    app, scene, hub = away_table(("person", "phone", "easy"))
    try:
        frames(app, 3)
        pygame.event.clear()
        hub.away.away_after = 0.0
        app.step(0.0, render=False)  # a frame after a sleep that ran out, as App.run does
        woke = pygame.event.get()
        assert any(e.type == WAKE for e in woke)
        drawn = []
        app.render = lambda: drawn.append(True)
        app.step(0.0, woke, render=True)  # App.run: a frame with events is drawn
        assert drawn and [b.key for b in hub.offer_buttons] == ["phone.1.computer", "phone.1.screen",
                                                                "phone.1.wait"]
    finally:
        hub.stop()


async def ben_goes_away(app, client, hub) -> None:
    """Ben's phone joins, then its page closes: the seat is "reconnecting"."""
    phone = await open_phone(app, client, hub, 1)
    await phone.ws.close()
    for _ in range(200):
        frames(app, 1)
        await asyncio.sleep(0.005)
        if hub.status(1) == "reconnecting":
            return


def test_let_a_computer_play_takes_the_seat_for_the_rest_of_the_game_and_continue_keeps_it():
    app, scene, hub = away_table(("person", "phone", "phone"))
    url = hub.join_url(1)

    async def phone_told():
        async with aiohttp.ClientSession() as client:
            await ben_goes_away(app, client, hub)
            hub.away.away_after = 0.0
            frames(app, 2)
            click(app, offer(app, scene, hub, 1, "computer").center)
            hub.away.away_after = 3600.0
            # Ben's code no longer opens the seat (Cleo's phone is still served)
            async with client.get(url) as response:
                return response.status, await response.text()

    try:
        status = asyncio.run(phone_told())
    finally:
        hub.stop()
    ben = scene.session.seats[1]
    assert (ben.name, ben.level, ben.phone) == ("Ben", "normal", False)
    assert scene.session.agents[1] is not None
    # the page opened again says why, not "scan the code on the table again" (there is none)
    assert status[0] == 410
    assert '<p class="notice" role="alert">A computer plays this seat now.</p>' in status[1]
    assert hub.seats == [2]
    saved, problem = load_autosave("wizard")
    assert problem is None and saved.seats[1].level == "normal" and not saved.seats[1].phone
    # the computer now plays Ben's turns: Anna bids, then Ben's bid comes from the table itself
    scene.perform(scene.state.legal_actions()[0])
    for _ in range(300):
        frames(app, 1)
        if scene.state.bids[1] is not None:
            break
    assert scene.state.bids[1] is not None, (scene.state.current_player, type(app.manager.top))


def test_a_phone_that_is_there_when_its_seat_is_taken_is_told_why():
    app, scene, hub = away_table(("person", "phone", "phone"))

    async def go():
        async with aiohttp.ClientSession() as client:
            phone = await open_phone(app, client, hub, 1)
            hub.away.since[1] = -1e9  # as if away for long (the table asked, then the phone came back)
            hub.away.update = lambda h: None
            frames(app, 2)
            click(app, offer(app, scene, hub, 1, "screen").center)
            error = await phone.next_error()
            assert await phone.pump(lambda: phone.closed is not None)
            return error, phone.closed

    try:
        error, closed = asyncio.run(go())
    finally:
        hub.stop()
    assert error["code"] == "taken" and "big screen" in error["message"]
    assert closed == 4001


def test_play_here_on_the_screen_makes_a_person_at_the_screen_with_the_curtain():
    app, scene, hub = away_table(("person", "phone", "easy"))
    try:
        hub.away.away_after = 0.0
        frames(app, 3)
        panels = phone_panels(scene, hub)
        assert 1 in panels
        click(app, offer(app, scene, hub, 1, "screen").center)
        ben = scene.session.seats[1]
        assert ben.human and not ben.phone and ben.at_screen
        assert scene.session.humans == [0, 1]
        assert scene.session.shown_to == scene.last_human == 0  # Anna holds the screen until Ben's turn
        assert not hub.running  # no phone seats left: the server and its codes end
        saved, _ = load_autosave("wizard")
        assert saved.seats[1].at_screen
        # Anna bids at the screen; Ben's turn brings the curtain (two people, one screen)
        scene.perform(scene.state.legal_actions()[0])
        for _ in range(60):
            frames(app, 1)
            if isinstance(app.manager.top, CurtainScene):
                break
        assert isinstance(app.manager.top, CurtainScene)
        assert scene.state.current_player == 1
    finally:
        hub.stop()


def test_moves_from_phones_keep_a_kiosk_from_its_idle_return():
    """Everybody plays on a phone and nobody touches the screen: the kiosk's idle clock (touches
    only) would have sent the table back to the menu mid-game."""
    from game.wizard.engine import Bid
    from scenes.kit.app import IDLE_KIOSK_SECONDS

    app, scene, hub = away_table(("phone", "phone", "easy"))
    app.kiosk = True

    async def bid():
        async with aiohttp.ClientSession() as client:
            phone = await open_phone(app, client, hub, 0)
            app.idle = IDLE_KIOSK_SECONDS - 1
            await phone.act(Bid(1).to_json())
            await phone.next_view()

    try:
        asyncio.run(bid())
        assert scene.state.history[0] == Bid(1)
        assert app.idle < 5
        frames(app, 2)
        assert app.manager.top is scene
    finally:
        hub.stop()


def test_the_finnish_offer_names_the_seat_once():
    """"Pelaajan {name}" gave "Pelaajan Pelaaja 2 puhelin" for the default names of phone seats."""
    from game.core.i18n import set_language
    from scenes.phones.takeover import offer_texts

    set_language("fi")
    try:
        assert offer_texts("Pelaaja 2")[0] == "Pelaaja 2: puhelin on poissa."
    finally:
        set_language("en")


def test_the_offer_buttons_share_one_text_size():
    """"Play here on the screen" wrapped and shrank alone beside its two neighbours."""
    app, scene, hub = away_table(("person", "phone", "phone"))
    try:
        hub.away.away_after = 0.0
        frames(app, 2)
        assert len(hub.offer_buttons) == 6 and len({b.size for b in hub.offer_buttons}) == 1
        for b in hub.offer_buttons:  # each label fits at that size: none is drawn smaller than the rest
            box = b.rect.inflate(-LABEL_PAD[0], -LABEL_PAD[1])
            assert fit(b.label, b.size, True, box.w, box.h).size == b.size, b.label
    finally:
        hub.stop()


def test_the_reconnecting_chip_holds_its_words_at_full_size_in_finnish():
    """In a 64 px chip "Pelaaja 2: puhelin yhdistää uudelleen…" shrank to the panel's edges."""
    from game.core.i18n import _, set_language
    from scenes.phones.attach import CHIP_H, SIDE_AREAS

    make_app()  # fonts
    set_language("fi")
    try:
        text = _("{name}: phone reconnecting…").format(name="Pelaaja 2")
        box = pygame.Rect(0, 0, SIDE_AREAS[0].w, CHIP_H).inflate(-20, -8)  # as draw_phone_codes draws it
        assert fit(text, 24, False, box.w, box.h).size == 24
    finally:
        set_language("en")


def test_after_wait_a_phone_that_has_gone_gets_its_code_back(monkeypatch):
    """Seen by a tester: once a phone had joined, its code never came back; after "Wait" a closed
    tab or a dead phone could rejoin only by someone remembering the address."""
    from scenes.phones import attach

    app, scene, hub = away_table(("person", "phone", "easy"))
    titles = []
    real = attach.draw_code
    monkeypatch.setattr(attach, "draw_code", lambda surface, hub, seat, title, box: (
        titles.append((seat, title, box.h)), real(surface, hub, seat, title, box)))

    async def gone():
        async with aiohttp.ClientSession() as client:
            await ben_goes_away(app, client, hub)

    try:
        asyncio.run(gone())
        titles.clear()
        scene.invalidate()  # a whole frame
        scene.draw(pygame.Surface((1920, 1080)))
        assert titles == []  # at first only the small "reconnecting…" chip: a phone asleep comes back
        hub.away.away_after = 0.0
        frames(app, 2)
        click(app, offer(app, scene, hub, 1, "wait").center)
        hub.away.away_after = 3600.0
        frames(app, 2)
        titles.clear()
        scene.invalidate()
        scene.draw(pygame.Surface((1920, 1080)))
        assert hub.status(1) == "reconnecting" and titles
        assert titles[0][:2] == (1, "Ben: scan again to rejoin") and titles[0][2] > attach.CHIP_H
    finally:
        hub.stop()
