"""Wizard table driven by real mouse events, headless: bids, trump choice, plays, a whole round."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.wizard.engine import Bid, ChooseTrump, NextRound, Play
from scenes.screens.game_over import GameOverScene
from scenes.session import Seat
from scenes.text.wizard_text import bid_line
from tests.scenes.helpers import (
    click,
    drag,
    frames,
    key,
    make_app,
    rendered,
    settle,
    spy_texts,
    start_table,
    wait_for_me,
)
from tests.scenes.test_monkey import monkey

SEATS = [Seat("Anna"), Seat("Botti", "normal"), Seat("Robo", "easy")]


def blit_texts_drawn(app, module, monkeypatch) -> list[str]:
    """Every one-line text `module` draws (blit_text) in one full redraw."""
    drawn = spy_texts(module, monkeypatch, "blit_text")
    app.redraw_all()
    frames(app, 1)
    return drawn


def table(options=None, seed: int = 5, seats=None, lang: str = "en"):
    app = make_app(lang=lang)
    scene = start_table(app, "wizard", seats or SEATS, options, seed=seed)
    settle(app)
    return app, scene


def grab_point(sprite) -> tuple[int, int]:
    """A point of the card that is not covered by its right-hand neighbour in the fan."""
    r = sprite.rect
    return (r.x + 12, r.centery)


def play_my_card(app, scene, by_drag: bool) -> Play:
    legal = scene.state.legal_actions()
    view = scene.view()
    k = next(i for i, c in enumerate(view.hand) if Play(c) in legal)
    sprite = scene.hand_sprites()[k]
    target = scene.trick_rect().center
    if by_drag:
        drag(app, grab_point(sprite), target)
    else:
        click(app, grab_point(sprite))
        click(app, target)
    return Play(view.hand[k])


def play_round(app, scene, bid: int) -> None:
    """Bid with the panel and play every card of the round with the mouse; stop at the round's end."""
    start = scene.state.round_idx
    n = 0
    while scene.state.round_idx == start and not scene.state.is_over():
        wait_for_me(app, scene)
        if app.manager.top is not scene:
            return  # the round-over sheet
        state = scene.state
        before = len(state.history)
        if state.phase == "bid":
            b = min(bid, len(state.hands[0]))
            if Bid(b) not in state.legal_actions():
                b = state.legal_actions()[0].tricks
            click(app, scene.panel.by_key(f"bid:{b}").rect.center)
            assert state.history[before] == Bid(b)
        elif state.phase == "trump":
            click(app, scene.panel.by_key("trump:E").rect.center)
            assert state.history[before] == ChooseTrump("E")
        else:
            action = play_my_card(app, scene, by_drag=n % 2 == 0)
            assert state.history[before] == action
            n += 1
        settle(app)


def test_bid_and_play_a_whole_three_player_round_with_the_mouse():
    app, scene = table()
    for _ in range(2):  # rounds 1 and 2
        play_round(app, scene, bid=1)
        settle(app)
        sheet = app.manager.top
        assert sheet is not scene and scene.state.phase == "round_over"
        before = len(scene.state.history)
        click(app, sheet.buttons.by_key("next").rect.center)
        settle(app)
        assert NextRound() in scene.state.history[before:before + 1]
    state = scene.state
    assert state.round_idx == 2 and len(state.log) == 2
    assert all(sum(rec["taken"]) == r + 1 for r, rec in enumerate(state.log))
    assert state.view(0).score_sheet.totals() == state.scores()


def test_a_long_round_with_a_fanned_hand():
    app, scene = table({"rounds": "five"}, seed=8)
    wait_for_me(app, scene)
    hand = scene.hand_sprites()
    assert len(hand) == 20 and all(0 <= s.rect.x and s.rect.right <= 1480 for s in hand)
    # at table size, each card shows 48 px or more beside the next: "13" read "1:" at 47 px of hand size
    from scenes.kit.cards import TABLE_CARD

    xs = sorted(s.rect.x for s in hand)
    gaps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    assert all(s.size == TABLE_CARD for s in hand) and min(gaps) >= 48
    play_round(app, scene, bid=6)
    assert scene.state.phase == "round_over" and sum(scene.state.tricks) == 20


def test_illegal_cards_are_dimmed_and_a_drag_of_one_is_refused():
    for seed in range(1, 80):
        app, scene = table({"rounds": "five"}, seed=seed)
        play_round_until_follow(app, scene)
        dimmed = [s for s in scene.hand_sprites() if s.dimmed]
        if dimmed:
            break
    else:
        raise AssertionError("no position with a card that must not be played")
    legal = scene.state.legal_actions()
    assert all((Play(s.key.split(":")[1]) in legal) != s.dimmed for s in scene.hand_sprites())
    before = len(scene.state.history)
    drag(app, grab_point(dimmed[0]), scene.trick_rect().center)
    settle(app)
    assert len(scene.state.history) == before
    assert "follow" in scene.toast.message
    # the reason lies over the status lines (they make way), not over the sort button or the trump panel
    from scenes.tables.wizard import INFO_PANEL, SORT_BUTTON

    toast = scene.toast_rect()
    # a tester saw it butting against the sort button: a margin of its own
    assert toast is not None and toast.collidelist([SORT_BUTTON.inflate(20, 20), INFO_PANEL]) < 0, toast
    assert toast.colliderect(scene.status_band)


def play_round_until_follow(app, scene) -> None:
    """Bid, then let play go on until Anna must follow a trick already led."""
    for _ in range(30):
        wait_for_me(app, scene)
        state = scene.state
        if state.phase == "bid":
            click(app, scene.panel.by_key(f"bid:{state.legal_actions()[0].tricks}").rect.center)
        elif state.phase == "play" and state.trick:
            return
        elif state.phase == "play":
            play_my_card(app, scene, by_drag=True)
        settle(app)


def test_plus_minus_one_disables_the_forbidden_bid_and_says_why():
    seats = [Seat("Botti", "normal"), Seat("Robo", "normal"), Seat("Anna")]  # Anna bids last
    app = make_app()
    scene = start_table(app, "wizard", seats, {"plus_minus_one": True, "rounds": "five"}, seed=3)
    for _ in range(200):
        if scene.my_turn() and scene.state.phase == "bid":
            break
        frames(app, 3)
    view = scene.view()
    assert view.forbidden_bid is not None
    button = scene.panel.by_key(f"bid:{view.forbidden_bid}")
    assert not button.enabled and any("not allowed" in line for line in scene.panel_lines)
    click(app, button.rect.center)
    assert scene.state.phase == "bid" and scene.state.bids[2] is None


def test_trump_choice_panel_after_a_wizard_is_turned():
    app, scene = table()
    state = scene.state
    state.turned, state.trump, state.phase, state.dealer, state.current_player = "W", None, "trump", 0, 0
    state.leader = 1
    scene.sync(None)
    frames(app, 2)
    assert [b.key for b in scene.panel.buttons] == ["trump:H", "trump:E", "trump:D", "trump:G"]
    click(app, scene.panel.by_key("trump:G").rect.center)
    assert state.trump == "G" and state.phase == "bid"


def test_last_trick_review_and_the_trick_goes_to_its_winner():
    app, scene = table({"rounds": "five"}, seed=4)
    play_round_until_follow(app, scene)
    before = scene.state.tricks[:]
    play_my_card(app, scene, by_drag=True)
    frames(app, 1)
    flying = [s for k, s in scene.sprites.items() if k.startswith("f:")]
    for _ in range(200):
        if scene.state.tricks != before:
            break
        frames(app, 3)
    settle(app)
    winner = scene.state.last_trick[2]
    assert flying or scene.state.tricks[winner] == before[winner] + 1
    click(app, scene.side.by_key("last").rect.center)
    review = app.manager.top
    assert type(review).__name__ == "LastTrickScene"
    click(app, review.buttons.by_key("close").rect.center)
    assert app.manager.top is scene


def test_computers_alone_finish_the_last_round_and_finnish_monkey():
    seats = [Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    app, scene = table({"rounds": "amigo"}, seed=2, seats=seats, lang="fi")
    state = scene.state
    while state.round_idx < len(state.sizes) - 1 or state.phase == "round_over":  # skip to the last round
        state.apply(state.legal_actions()[0])
    scene.sync(None)
    for _ in range(3000):
        if isinstance(app.manager.top, GameOverScene):
            break
        frames(app, 2)
    assert state.is_over() and len(state.log) == 10
    app2, scene2 = table(seed=6, lang="fi")
    monkey(app2, 6, 400)  # tests/scenes/test_monkey.py runs the long monkey on every table
    assert scene2.state.history
    pygame.event.clear()


def test_the_round_over_sheet_has_a_way_to_the_menu_and_esc_takes_it():
    """Seen by hand: between rounds only "Next round" was offered and Esc did nothing."""
    from scenes.screens.menu import MenuScene

    app, scene = table()
    play_round(app, scene, bid=1)
    settle(app)
    sheet = app.manager.top
    assert sheet is not scene and scene.state.phase == "round_over"
    assert sheet.buttons.by_key("menu") and sheet.buttons.by_key("next").style == "primary"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MenuScene)


def test_the_info_panels_buttons_stand_out_from_it():
    """Last trick and Hint sit on the off-white info panel: the panel's own colour hid their edges."""
    from scenes.tables.wizard import INFO_PANEL

    app, scene = table()
    for key_name in ("last", "hint"):
        button = scene.side.by_key(key_name)
        assert INFO_PANEL.contains(button.rect) and button.style == "flat"


def test_the_bid_total_says_how_many_tricks_were_bid_of_how_many(monkeypatch):
    """Round 1 has one trick: 'Bids in all: 0', 'Tricks this round: 1' ('Bids 1 for 2 tricks', 'Tricks
    bid: 2 of 1' and '0 tricks bid, 1 to take' were misread)."""
    from scenes.tables import wizard_draw as module

    app, scene = table()
    wait_for_me(app, scene)
    click(app, scene.panel.by_key("bid:0").rect.center)
    for _ in range(200):
        if scene.state.phase == "play" and all(b is not None for b in scene.view().bids):
            break
        frames(app, 3)
    drawn = blit_texts_drawn(app, module, monkeypatch)
    total = sum(scene.view().bids)
    assert f"Bids in all: {total}" in drawn and "Tricks this round: 1" in drawn, drawn
    assert "Tricks still to play: 1" in drawn, drawn


def test_no_empty_trick_frame_peeks_out_above_the_bid_panel(monkeypatch):
    from scenes.tables import wizard

    app, scene = table()
    wait_for_me(app, scene)
    assert scene.state.phase == "bid" and scene.panel_rect is not None
    slots: list = []
    real = wizard.draw_slot

    def spy(surface, rect, *args, **kw):
        slots.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kw)

    monkeypatch.setattr(wizard, "draw_slot", spy)
    app.redraw_all()
    frames(app, 1)
    assert not any(r.colliderect(scene.trick_rect()) for r in slots)
    bid = next(a for a in scene.state.legal_actions() if isinstance(a, Bid))
    click(app, scene.panel.by_key(f"bid:{bid.tricks}").rect.center)
    settle(app)
    wait_for_me(app, scene)
    assert scene.state.phase == "play" and scene.panel_rect is None
    app.redraw_all()
    frames(app, 1)
    assert any(r.colliderect(scene.trick_rect()) for r in slots)  # the trick's place, once bids are in


def test_the_trump_hint_shows_in_the_panel_not_in_a_toast_over_the_sort_button():
    app, scene = table(lang="fi")
    state = scene.state
    state.turned, state.trump, state.phase, state.dealer, state.current_player = "W", None, "trump", 0, 0
    state.leader = 1
    scene.sync(None)
    frames(app, 2)
    key(app, pygame.K_h)
    assert not scene.toast.visible
    assert len(scene.panel_lines) == 2 and scene.panel_lines[1].startswith("Vihje")
    hinted = scene.panel.buttons[scene.panel.focus]
    assert hinted.focused and hinted.key.startswith("trump:")
    key(app, pygame.K_RETURN)
    assert state.trump == hinted.key.split(":")[1] and state.phase == "bid"


def test_since_your_last_move_tells_the_new_round_and_the_bids_made_before_yours():
    """Seen by hand: bidding in round 2, the panel listed only round 1's cards and trick, while
    the others' bids of round 2 were in the log alone."""
    app, scene = table()
    play_round(app, scene, bid=1)
    settle(app)
    click(app, app.manager.top.buttons.by_key("next").rect.center)
    settle(app)
    wait_for_me(app, scene)
    view = scene.view()
    assert view.phase == "bid" and view.round_no == 2
    texts = [text for _colour, text in scene.recent_lines()]
    assert "Round 2 is dealt." in texts
    others = [s for s in range(1, 3) if view.bids[s] is not None]
    assert others  # this seed has someone bid before Anna
    for s in others:
        assert f"{SEATS[s].name} bids {view.bids[s]}." in texts
    first = f"{SEATS[others[0]].name} bids {view.bids[others[0]]}."
    assert texts.index("Round 2 is dealt.") < texts.index(first)


def test_since_your_last_move_says_who_took_the_trick_your_own_card_completed():
    """Seen by hand: when Anna's card ended a trick, her next turn's list began with the cards
    played after it and never said who had taken that trick."""
    from scenes.tables.recent import own_last_move

    app, scene = table()
    for _ in range(80):
        wait_for_me(app, scene)
        if app.manager.top is not scene:  # the round's sheet
            click(app, app.manager.top.buttons.by_key("next").rect.center)
            continue
        state = scene.state
        mine = own_last_move(scene.session, 0)
        tricks = [ev for ev in mine.events if ev.kind == "trick"] if mine else []
        if tricks:
            w = tricks[0].data["winner"]
            took = "You take the trick." if w == 0 else f"{SEATS[w].name} takes the trick."
            assert scene.recent_lines()[0][1] == took
            return
        if state.phase == "bid":
            click(app, scene.panel.by_key(f"bid:{state.legal_actions()[0].tricks}").rect.center)
        elif state.phase == "trump":
            click(app, scene.panel.by_key("trump:E").rect.center)
        else:
            play_my_card(app, scene, by_drag=False)
        settle(app)
    raise AssertionError("Anna's card never ended a trick")


def test_the_dealers_pill_in_my_panel_leaves_my_bid_line_its_size(monkeypatch):
    """Seen by hand: beside the "jakaja" pill my "lupaus –, tikit 0" shrank below the other
    panels' lines; the pill now sits in the panel's bottom corner."""
    app, scene = table(lang="fi")
    scene.state.dealer = 0  # Anna deals (the view reads it)
    scene._view_key = None
    drawn = rendered(monkeypatch)
    app.redraw_all()
    frames(app, 1)
    mine = bid_line(scene.view(), 0)
    assert (mine, 28) in drawn and ("jakaja", 20) in drawn, drawn


def test_a_two_row_bid_panel_leaves_the_sort_button_and_the_panels_free():
    """Fifteen cards and more need two rows of bids: the panel reached down over the sort button
    ("Järjestä arvoittain" peeked out under it) and the rows over "Since your last move"."""
    from scenes.tables import wizard

    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    for options in ({"rounds": "five"}, {"rounds": "five", "plus_minus_one": True}):
        app, scene = table(options, seed=8, seats=seats, lang="fi")
        wait_for_me(app, scene)
        view = scene.view()
        assert view.phase == "bid" and len(view.hand) == 15 and scene.panel_rect is not None
        panel = scene.panel_rect
        keep = {"sort": wizard.SORT_BUTTON, "since your last move": wizard.RECENT, "info": wizard.INFO_PANEL}
        keep |= {f"seat {s}": scene.seat_rect(s) for s in range(1, 4)}
        for name, rect in keep.items():
            assert not panel.colliderect(rect), (options, name, panel, rect)
        buttons = [b.rect for b in scene.panel.buttons]
        assert len(buttons) == 16 and all(panel.contains(b) and b.w >= 64 and b.h >= 64 for b in buttons)
        assert len({b.y for b in buttons}) == 2


def test_the_bid_total_counts_the_rounds_tricks_in_the_middle_of_a_trick_too(monkeypatch):
    """'13 of 19' tricks while a trick was on the table, 'of 20' between tricks: the cards
    played to the open trick were counted nowhere."""
    from scenes.tables import wizard_draw as module

    app, scene = table()
    wait_for_me(app, scene)
    click(app, scene.panel.by_key("bid:0").rect.center)
    wait_for_me(app, scene)  # the person leads round 1's one trick
    assert scene.perform(next(a for a in scene.state.legal_actions() if isinstance(a, Play))) is None
    view = scene.view()
    assert view.trick and not view.hand, "the trick is open, the hand empty"
    drawn = blit_texts_drawn(app, module, monkeypatch)
    assert f"Tricks this round: {view.round_no}" in drawn, drawn  # Standard: round n deals n
    assert "Tricks still to play: 1" in drawn, drawn  # the open trick is still being played


def test_the_play_hint_names_the_card_the_review_values_most():
    """A rule-of-thumb hint named cards that "Review my game" then marked as costly."""
    from game.wizard.cards import card_name
    from game.wizard.coach import COACH

    app, scene = table(seed=7)
    for _ in range(3000):
        if app.manager.top is not scene:  # the round's sheet: on to the next round
            key(app, pygame.K_RETURN, n_frames=1)
            continue
        view = scene.view()
        legal = scene.state.legal_actions()
        if scene.my_turn() and not scene.busy() and view.phase == "play" and len(legal) > 2:
            break
        if scene.my_turn() and not scene.busy():
            scene.perform(legal[0])
        frames(app, 1)
    view = scene.view()
    assert view.phase == "play" and scene.my_turn()
    hinted = scene.play_hint(view)
    outcomes = COACH.evaluate(view, legal, len(scene.state.history), COACH.world_count(view, legal))
    best = max(o.value for o in outcomes)
    assert Play(hinted) in legal and next(o.value for o in outcomes if o.action == Play(hinted)) == best
    key(app, pygame.K_h)
    assert scene.toast.message == f"Hint: play {card_name(hinted)}."


def test_the_empty_tricks_word_waits_until_the_taken_trick_has_flown():
    """"Trick" showed between the cards of a full trick while they waited to fly to the winner."""
    app, scene = table()
    app.settings.animation_speed = "normal"
    for _ in range(3000):
        if "flying" in scene.role.values():
            break
        if app.manager.top is not scene:
            key(app, pygame.K_RETURN, n_frames=1)
            continue
        if scene.my_turn() and not scene.busy():
            scene.perform(scene.state.legal_actions()[0])
        frames(app, 1)
    assert "flying" in scene.role.values() and not scene.trick_keys
    assert scene.slot_label() == ""
    for _ in range(600):
        if "flying" not in scene.role.values():
            break
        frames(app, 1)
    assert scene.slot_label() == ("Trick" if not scene.trick_keys else "")


def test_a_card_clicked_while_you_bid_says_to_bid_first():
    """wizard.md, Bidding: "Starting left of the dealer, each player bids 0 … r tricks." Seen by hand: a
    hand card clicked while bidding lifted and did nothing; it says what comes first."""
    app = make_app()
    table = start_table(app, "wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=1)
    wait_for_me(app, table)
    assert table.state.phase == "bid" and table.state.current_player == 0
    click(app, table.hand_sprites()[0].rect.center)
    assert table.toast.visible and "Bid first" in table.toast.message
    assert table.state.phase == "bid" and not table.session.moves  # nothing was played


@pytest.mark.parametrize("players", [3, 6])
def test_a_message_while_you_bid_stands_clear_of_the_bid_panel_the_hand_and_the_seats(players):
    """Seen by hand: "Bid first: …" lay over the bid panel's bottom edge (and, one spot lower, over
    the sort button and the hand); a message while the panel asks goes between it and the seats."""
    app = make_app(lang="fi")
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    table = start_table(app, "wizard", seats, seed=1)
    wait_for_me(app, table)
    click(app, table.hand_sprites()[0].rect.center)
    toast = table.toast_rect()
    assert toast is not None and table.panel_rect is not None
    covered = [table.panel_rect, table.side.by_key("sort").rect, *(s.rect for s in table.hand_sprites()),
               *map(table.seat_rect, table.others())]
    assert not any(toast.colliderect(r) for r in covered)


def test_the_last_tricks_names_stay_in_their_own_columns(monkeypatch):
    """Six players in Finnish: "Robo (tavallinen)Kone (tavallinen)Väinö…" ran into each other under
    the last trick's cards. Each name keeps to its card's column, every one at one size."""
    from scenes.tables import wizard_draw

    seats = [Seat("Anna")] + [Seat(n, "normal") for n in ("Robo", "Kone", "Väinö", "Aino", "Botti")]
    app, scene = table({"rounds": "five"}, seed=4, seats=seats, lang="fi")
    state = scene.state
    while state.last_trick is None:
        state.apply(state.legal_actions()[0])
    scene.sync(None)
    scene.open_last_trick()
    labels = {s.label() for s in seats}
    inks = []
    for name in ("blit_text", "draw_text"):
        real = getattr(wizard_draw, name)

        def spy(surface, message, *a, _real=real, **k):
            ink = _real(surface, message, *a, **k)
            if message in labels:
                inks.append((message, pygame.Rect(ink), a[1] if len(a) > 1 else None))
            return ink
        monkeypatch.setattr(wizard_draw, name, spy)
    app.redraw_all()
    frames(app, 1)
    assert len(inks) == 6, inks
    for (_m, a, _s), (_n, b, _t) in itertools.combinations(inks, 2):
        assert not a.inflate(4, 0).colliderect(b), inks
    assert len({size for _m, _r, size in inks}) == 1, inks


def test_a_digit_bids_that_many_tricks_and_a_forbidden_one_is_refused_in_words():
    """A play-tester: number keys did nothing while bidding. Rules: "each player bids how many
    tricks they will take: from 0 up to the number of cards in hand"; with Plus-minus one "the bids
    may not add up to the number of tricks in the round"."""
    from tests.scenes.helpers import key

    seats = [Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Anna")]  # Anna bids last
    app, scene = table({"plus_minus_one": True}, seed=4, seats=seats)
    wait_for_me(app, scene)
    state = scene.state
    assert state.phase == "bid" and state.current_player == 2
    legal = {a.tricks for a in state.legal_actions() if isinstance(a, Bid)}
    forbidden = next(n for n in range(10) if n not in legal)
    key(app, pygame.K_0 + forbidden)
    assert state.phase == "bid" and state.current_player == 2  # nothing bid
    assert scene.toast.message and scene.toast.kind == "error", "refused without a word"
    bid = min(legal)
    key(app, getattr(pygame, f"K_KP{bid}"))
    assert state.bids[2] == bid


def test_no_curtain_for_a_person_with_no_cards_left_in_the_round():
    """A play-tester, two people and two computers, round 1 (one card each): after the second
    person's last card a curtain "Anna's cards" came, lifted onto an empty hand, and then the
    round's sheet. A person with nothing in hand gets no curtain; the next deal's does come."""
    from scenes.screens.curtain import CurtainScene
    from tests.scenes.helpers import key

    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Ville"), Seat("Kone", "easy")]
    app, scene = table(seats=seats)
    state, curtains = scene.state, []
    for _ in range(2000):
        top = app.manager.top
        if isinstance(top, CurtainScene):
            person = next(i for i, s in enumerate(seats) if s.name == top.name)
            curtains.append((top.name, len(state.view(person).hand), state.round_idx))
            key(app, pygame.K_SPACE)
        elif state.round_idx >= 1 and state.phase == "bid":
            break
        elif top is scene and scene.my_turn() and not scene.busy():
            scene.act(state.legal_actions()[0])
        else:
            frames(app, 3)
            if top is not scene and not isinstance(top, CurtainScene):
                key(app, pygame.K_RETURN)  # the round's sheet: on to the next deal
    assert state.round_idx >= 1
    assert curtains and all(cards > 0 for _name, cards, _round in curtains), curtains
    assert any(r == 1 for _n, _c, r in curtains)  # the next deal's curtain still comes
