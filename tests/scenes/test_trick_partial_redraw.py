"""Wizard and Zoker Tiko redraw only what changed: every partial frame of a scripted game (hover the
hand, bid, play a card, the trick collected, the next round dealt) equals drawing the whole table."""

from __future__ import annotations

import pygame
import pytest

from game.wizard.engine import Bid
from scenes.session import Seat
from scenes.tables.redraw import damage
from tests.scenes import helpers
from tests.scenes.helpers import (
    DT,
    armed,
    click,
    drag,
    frame_copy,
    key,
    make_app,
    post,
    same_pixels,
    start_table,
)


class Checked:
    """Wraps `app.step`: after each partial frame of the table, the window must equal a full redraw."""

    def __init__(self, app, table):
        self.app, self.table, self.step = app, table, app.step
        self.partial = self.compared = 0
        self.small = 0  # partial frames that redrew under a quarter of the table
        app.step = self

    def __call__(self, dt: float) -> None:
        table = self.table
        full_before = table._static is None or table._last_look is None
        last = None if full_before else table._last_look[0]
        self.step(dt)
        if self.app.manager.top is not table or full_before or table._last_look is None:
            return
        self.partial += 1
        area = damage(last, table._last_look[0])
        self.small += area.w * area.h < 1920 * 1080 // 4
        shown = frame_copy(self.app.window, "shown")
        table.invalidate()
        table.draw(self.app.window)
        full = frame_copy(self.app.window, "full")
        for surf in (shown, full):  # a fading toast is redrawn in 12 steps of its fade, not every frame
            surf.fill((0, 0, 0), table.toast_band().inflate(0, 40))  # and its shadow, where it went
        assert same_pixels(shown, full), self.partial
        self.compared += 1


def animated_app():
    app = make_app()
    app.settings.animation_speed = "normal"  # cards in flight: the partial frames have work to do
    app.settings.computer_speed = "fast"
    return app


def run(app, n: int) -> None:
    for _ in range(n):
        app.step(DT)


def wait_for_me(app, table) -> None:
    """Frames one at a time (each is checked against a full redraw) until a person may act."""
    helpers.wait_for_me(app, table, limit=900, step=1)


def sweep_hand(app, table) -> None:
    """The pointer moves across the hand, one card after another (hover lifts them)."""
    for sprite in table.hand_sprites():
        post(app, pygame.MOUSEMOTION, pos=(sprite.rect.x + 12, sprite.rect.centery), rel=(0, 0),
             buttons=(0, 0, 0))
        run(app, 2)
    post(app, pygame.MOUSEMOTION, pos=(960, 300), rel=(0, 0), buttons=(0, 0, 0))
    run(app, 2)


def play_a_card(app, table, by_drag: bool) -> None:
    """A legal card onto the trick: dragged, or clicked and then the trick clicked."""
    legal = table.state.legal_actions()
    sprite = next(s for s in table.hand_sprites() if table.play_action(s) in legal)
    grab = (sprite.rect.x + 12, sprite.rect.centery)
    before = len(table.state.history)
    if by_drag:
        drag(app, grab, table.trick_rect().center)
    else:
        click(app, grab)
        run(app, 6)  # the drop glow on the trick, shown for a few frames
        click(app, table.trick_rect().center)
    assert len(table.state.history) > before


def next_round(app, table) -> None:
    """The round-over sheet's Next button."""
    sheet = app.manager.top
    assert sheet is not table
    armed(app)
    click(app, sheet.buttons.by_key("next").rect.center)


def test_wizard_partial_frames_match_a_full_redraw():
    app = animated_app()
    table = start_table(app, "wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=5)
    check = Checked(app, table)
    plays = rounds = 0
    while rounds < 2:
        wait_for_me(app, table)
        if app.manager.top is not table:
            next_round(app, table)  # the trick was collected and the round scored
            rounds += 1
            continue
        sweep_hand(app, table)
        if table.state.phase == "bid":
            key(app, pygame.K_h)  # the hint's line appears in the bid panel
            legal = [a for a in table.state.legal_actions() if isinstance(a, Bid)]
            click(app, table.panel.by_key(f"bid:{legal[0].tricks}").rect.center)
        elif table.state.phase == "trump":
            click(app, table.panel.by_key("trump:G").rect.center)
        else:
            play_a_card(app, table, by_drag=plays % 2 == 0)
            plays += 1
    run(app, 60)  # the second round's deal and the computers' bids
    assert table.state.round_idx == 2 and plays >= 3
    assert check.compared > 200 and check.small > check.compared // 2


def test_tiko_partial_frames_match_a_full_redraw():
    app = animated_app()
    table = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")],
                        seed=3)
    check = Checked(app, table)
    plays = 0
    while table.state.view(0).deal_no < 2 or plays < 5:
        wait_for_me(app, table)
        assert app.manager.top is table
        sweep_hand(app, table)
        play_a_card(app, table, by_drag=plays % 2 == 0)
        plays += 1
    run(app, 90)  # the last trick of the second deal's first round is collected
    assert check.compared > 200 and check.small > check.compared // 2


@pytest.mark.parametrize("game_id", ["wizard", "zoker_tiko"])
def test_hovering_a_hand_card_redraws_a_small_area(game_id):
    """A frame where only the pointer moved onto a card redraws around it, not the 1920×1080 table."""
    app = make_app()
    table = start_table(app, game_id, [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=3)
    wait_for_me(app, table)
    if game_id == "wizard":  # bid first: the hand can be played (and hovered) after
        click(app, table.panel.buttons[0].rect.center)
        wait_for_me(app, table)
    run(app, 2)
    sprite = table.hand_sprites()[0]
    pos = (sprite.rect.x + 12, sprite.rect.centery)
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    before = table._last_look[0]
    app.step(DT)
    assert sprite.hover
    area = damage(before, table._last_look[0])
    assert 0 < area.w * area.h < 1920 * 1080 // 8


def test_the_panel_over_a_phone_players_hand_follows_its_cards():
    """Nobody at the screen: the panel that covers the hand (scenes/phones) grows and shrinks with the
    hand's cards, and partial frames redraw it whole."""
    from tests.phones.helpers import phone_table, seats, sheet_goes_on

    app = animated_app()
    table, hub = phone_table(app, "wizard", seats("phone", "easy", "easy"), seed=5)
    try:
        check = Checked(app, table)
        for _ in range(900):
            if table.state.round_idx == 2 and not table.busy():
                break
            if table.session.seats[table.state.current_player or 0].phone and not table.busy():
                table.perform(table.state.legal_actions()[0])  # as a phone's action arrives
            sheet_goes_on(app)
            app.step(DT)
        assert table.state.round_idx == 2
        assert "cover" in table.looks() and check.compared > 100
    finally:
        hub.stop()
