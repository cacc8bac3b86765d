"""Card tables (Wizard, Gang of Four, Pegs and Jokers), headless with real events: hands inside the
window, sorting, the bid hint, the exchange in words, refusals that say why, the moves since yours."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.api import NextRound  # noqa: E402
from game.core.i18n import set_language  # noqa: E402
from game.gang_of_four.cards import RANK  # noqa: E402
from game.pegs.engine import Move  # noqa: E402
from game.wizard.engine import Bid  # noqa: E402
from scenes.kit import hand_sort  # noqa: E402
from scenes.kit import resources as res  # noqa: E402
from scenes.session import Seat  # noqa: E402
from scenes.text.gang_of_four_text import colour_key  # noqa: E402
from scenes.text.pegs_text import suit_key  # noqa: E402
from scenes.text.wizard_text import rank_key  # noqa: E402
from tests.scenes.helpers import click, frames, key, make_app, settle, start_table, wait_for_me  # noqa: E402
from tests.scenes.test_gang_of_four_scene import play_out_hand  # noqa: E402
from tests.scenes.test_pegs_scene import card_point, hole_point, open_table, peg_point  # noqa: E402

WINDOW = pygame.Rect(0, 0, 1920, 1080)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def plain_order():
    hand_sort.forget()
    yield
    hand_sort.forget()


def codes(scene) -> list[str]:
    return [s.key.split(":")[1] for s in scene.hand_sprites()]


def assert_inside(sprites) -> None:
    for s in sprites:
        glow_and_shadow = s.rect.inflate(10, 10).union(s.rect.move(0, 6))
        assert WINDOW.contains(glow_and_shadow), (s.key, s.rect)


# ---------------------------------------------------------------- hands inside, sorting


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_gang_of_four_sixteen_cards_fit_and_sort_by_colour_with_the_button_and_s(lang):
    app = make_app(lang=lang)
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    scene = start_table(app, "gang_of_four", seats, seed=1)
    settle(app)
    assert len(scene.view().hand) == 16
    assert_inside(scene.hand_sprites())
    hand = codes(scene)
    assert hand == sorted(hand, key=RANK.__getitem__)
    click(app, scene.buttons.by_key("sort").rect.center)
    settle(app)
    assert codes(scene) == sorted(hand, key=colour_key) != hand
    assert_inside(scene.hand_sprites())
    xs = [s.rect.x for s in scene.hand_sprites()]
    assert xs == sorted(xs)  # the sprites lie in the new order, left to right
    key(app, pygame.K_s)
    settle(app)
    assert codes(scene) == hand


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("game_id", ["wizard", "gang_of_four"])
def test_sort_buttons_are_touch_sized_with_a_readable_label(game_id, lang):
    """STYLE: hit targets at least 64×64, labels at the 26 px of the other table buttons, never
    shrunk and on one line (both labels, by suit/colour and by rank: the Finnish "Järjestä arvon
    mukaan" broke in two), clear of the hand."""
    from scenes.kit.text_fit import fit

    app = make_app(lang=lang)
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    scene = start_table(app, game_id, seats, seed=7)
    settle(app)
    group = scene.side if game_id == "wizard" else scene.buttons
    for _ in range(2):
        button = group.by_key("sort")
        assert button.rect.w >= 64 and button.rect.h >= 64 and button.size >= 26
        body = button.rect.inflate(-24, -8)
        fitted = fit(button.label, button.size, True, body.w, body.h)
        assert fitted.size == button.size and len(fitted.lines) == 1, button.label
        assert button.rect.collidelist([s.rect for s in scene.hand_sprites()]) < 0
        assert not any(button.rect.colliderect(b.rect) for b in group.buttons if b is not button)
        click(app, button.rect.center)
        settle(app)
        group = scene.side if game_id == "wizard" else scene.buttons
    set_language("en")


def test_the_sort_order_is_remembered_for_the_next_table():
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    scene = start_table(app, "wizard", seats, seed=7)
    settle(app)
    key(app, pygame.K_s)
    assert hand_sort.mode("wizard", hand_sort.SUIT) == hand_sort.RANK
    again = start_table(app, "wizard", seats, seed=8)
    settle(app)
    assert again.sort_label() == "Sort by suit"
    assert codes(again) == sorted(again.view().hand, key=rank_key)
    assert scene is not again


def test_wizard_sort_button_reorders_and_hint_focuses_the_card_it_names():
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    scene = start_table(app, "wizard", seats, seed=3)
    sort = scene.side.by_key("sort")
    # round 1: nothing to sort, and the resting button is not drawn (a tester saw it float over nothing)
    assert len(scene.view().hand) == 1 and not sort.enabled and not sort.shown
    drawn = []
    real = type(sort).draw
    type(sort).draw = lambda b, surface: (drawn.append(b.key), real(b, surface))
    try:
        scene.side.draw(pygame.Surface((1920, 1080)))
    finally:
        type(sort).draw = real
    assert "sort" not in drawn and drawn
    for _ in range(400):  # play on to a round with several cards
        ready = scene.my_turn() and not scene.busy()
        if ready and scene.state.round_idx >= 3 and scene.state.phase == "play":
            break
        if scene.my_turn() and not scene.busy():
            scene.act(scene.state.legal_actions()[0])
        elif app.manager.top is not scene:
            app.manager.top.buttons.by_key("next").activate()  # the round-over sheet
        frames(app, 3)
    assert len(scene.view().hand) >= 3 and sort.enabled and sort.shown
    before = codes(scene)
    click(app, scene.side.by_key("sort").rect.center)
    settle(app)
    after = codes(scene)
    assert sorted(after) == sorted(before) and after == sorted(before, key=rank_key)
    assert_inside(scene.hand_sprites())
    key(app, pygame.K_h)
    selected = [s for s in scene.hand_sprites() if s.highlight == "selected"]
    assert len(selected) == 1 and scene.toast.message.startswith("Hint: play ")


def test_pegs_hand_fits_and_sorts_by_suit():
    app = make_app()
    scene = open_table(app, hand=["AS", "3H", "5C", "KD", "7S", "X"])
    assert_inside(scene.hand_sprites())
    assert codes_pegs(scene) == ["AS", "3H", "5C", "7S", "KD", "X"]
    before = {b.key: b.rect for b in scene.top_buttons.buttons}, scene.top_bar_layout()[0][2]
    click(app, scene.top_buttons.by_key("sort").rect.center)
    frames(app, 30)
    # a play-tester: "Sort by rank" is narrower than "Sort by suit", and every chip moved 10 px
    assert ({b.key: b.rect for b in scene.top_buttons.buttons}, scene.top_bar_layout()[0][2]) == before
    assert scene.top_buttons.by_key("sort").label == "Sort by rank"  # it was "Sort by suit"
    assert codes_pegs(scene) == sorted(["AS", "3H", "5C", "KD", "7S", "X"], key=suit_key)
    assert codes_pegs(scene) == ["AS", "7S", "3H", "KD", "5C", "X"]
    xs = [s.rect.x for s in scene.hand_sprites()]
    assert xs == sorted(xs)
    assert_inside(scene.hand_sprites())
    # a click on the leftmost card selects that card (the ace of spades), whatever the order
    click(app, card_point_at(scene, 0))
    assert scene.selected_card() == "AS"
    click(app, card_point_at(scene, 3))  # (the 7 moves no peg out of start: it is not selected)
    assert scene.selected_card() == "KD"


def codes_pegs(scene) -> list[str]:
    return [s.image.rsplit("/", 1)[1][:-4] for s in scene.hand_sprites()]


def card_point_at(scene, k: int) -> tuple[int, int]:
    r = scene.hand_sprites()[k].rect
    return (r.x + 24, r.centery)


# ---------------------------------------------------------------- explanations


def test_wizard_bid_hint_names_the_hard_players_bid_with_a_reason():
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    scene = start_table(app, "wizard", seats, seed=11)
    for _ in range(400):
        ready = scene.my_turn() and not scene.busy()
        if ready and scene.state.phase == "bid" and len(scene.view().hand) >= 2:
            break
        if scene.my_turn() and not scene.busy():
            scene.act(scene.state.legal_actions()[0])
        elif app.manager.top is not scene:
            app.manager.top.buttons.by_key("next").activate()  # the round-over sheet
        frames(app, 3)
    assert scene.state.phase == "bid"
    assert any("Press Hint" in line for line in scene.panel_lines)
    click(app, scene.side.by_key("hint").rect.center)
    msg = scene.hint_line
    assert msg.startswith("Hint: bid ") and ("about" in msg or "unlikely" in msg) and "trick" in msg
    assert msg in scene.panel_lines and msg != scene.toast.message  # said once, in the bid panel
    focused = [b for b in scene.panel.buttons if b.focused]
    assert len(focused) == 1 and msg.startswith(f"Hint: bid {focused[0].label} ")
    n = len(scene.state.history)
    key(app, pygame.K_RETURN)  # Enter takes the suggested bid
    assert scene.state.history[n] == Bid(int(focused[0].label))
    assert scene.hint_line == ""


def test_wizard_bid_hint_never_contradicts_the_suggested_bid():
    from scenes.text.wizard_text import bid_hint

    hand, trump = ["D8"], None  # one middling card: the strength count says 0 tricks
    worthless = "With no Wizards and no high cards, your hand is unlikely to take a trick"
    assert bid_hint(hand, trump, 3, 0) == f"Hint: bid 0 tricks. {worthless}."
    took = f"Hint: bid 1 trick. {worthless}, but in trial deals a bid of 1 scored best."
    assert bid_hint(hand, trump, 3, 1) == took
    assert "(2 low trumps)" in bid_hint(["D3", "D8"], "D", 3, 2)  # not "no high cards"
    # one card is "your best card", and "besides trumps" only beside trumps held (seen by hand)
    one = bid_hint(["D13", "E3"], "G", 3, 1)
    assert "Your best card, a high card, is worth" in one and "besides" not in one
    # a tester: "Your best card (1 low trump) is unlikely to take a trick" read as a count
    assert "Your best card, a low trump, is unlikely to take a trick" in bid_hint(["D3", "E8"], "D", 3, 0)


def test_wizard_trump_panel_has_no_unexplained_13(monkeypatch):
    app = make_app()
    scene = start_table(app, "wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=2)
    settle(app)
    assert scene.view().trump is not None
    asked: list[str] = []
    real = res.scaled
    monkeypatch.setattr(res, "scaled", lambda path, size: asked.append(path) or real(path, size))
    scene._draw_info(pygame.Surface((1920, 1080)), scene.view())
    assert not any(p.endswith("13.png") for p in asked)  # only the turned-up card, no stray 13


def test_gang_of_four_says_who_gave_which_card_in_the_exchange():
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    for seed in range(1, 80):
        scene = start_table(app, "gang_of_four", seats, seed=seed)
        if play_out_hand(scene.state, 1):
            break
    scene.sync(None)
    loser = scene.state.view(0).last_hand  # hand 1 over: the worst hand gives to Botti
    scene.perform(NextRound())
    gift = next(ev for ev in scene.session.moves[-1].events if ev.kind == "gift")
    text = scene.exchange_line(gift)
    if gift.data["loser"] == 0:
        assert text.startswith("You gave your highest card, ") and "to Botti" in text
        assert not (scene.toast.visible and scene.toast.message == text)  # said once: in the panel
    else:
        assert "gives their highest card" in text
    assert loser is not None
    lines = [t for _c, t in scene.recent_lines()]
    assert text in lines


def test_gang_of_four_exchange_when_you_lose_most_is_told_to_you():
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    for seed in range(1, 200):
        scene = start_table(app, "gang_of_four", seats, seed=seed)
        if play_out_hand(scene.state, 1):
            state = scene.state
            scene.perform(NextRound())
            gift = next(ev for ev in scene.session.moves[-1].events if ev.kind == "gift")
            if gift.data["loser"] == 0:
                break
    else:
        pytest.skip("no deal where the person gives")
    card = gift.data["card"]
    told = [t for _c, t in scene.recent_lines() if t.startswith("You gave your highest card")]
    assert len(told) == 1 and not scene.status  # once, in "Since your last move"
    assert card[0].lower() in "gyrm" and "Botti" in told[0]
    assert state is scene.state


def test_gang_of_four_hint_and_suggest_are_one_button():
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    scene = start_table(app, "gang_of_four", seats, seed=4)
    wait_for_me(app, scene)
    keys = [b.key for b in scene.buttons.buttons]
    assert "hint" in keys and "auto" not in keys and "sort" in keys


def test_gang_of_four_pass_is_passaa_on_the_button_and_in_the_rules():
    app = make_app(lang="fi")
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    scene = start_table(app, "gang_of_four", seats, seed=4)
    assert scene.buttons.by_key("pass").label == "Passaa"
    rules = (ROOT / "assets/rules/gang_of_four.fi.md").read_text(encoding="utf-8")
    assert "passa" in rules and "ohita" not in rules.lower()


def test_pegs_click_on_an_unlit_hole_says_why():
    app = make_app()
    scene = open_table(app, hand=["5H", "9C", "3S", "TD", "6C"], pegs={(0, 0): 10})
    click(app, hole_point(scene, "track.30"))
    assert scene.toast.message == "Choose a card first: click one in your hand."
    click(app, card_point(scene, "5H"))
    assert scene.selected_card() == "5H"
    click(app, hole_point(scene, "track.30"))
    assert "glow" in scene.toast.message
    click(app, peg_point(scene, 0, 0))
    assert scene.drag.selected is not None
    n = len(scene.state.history)
    click(app, hole_point(scene, "track.12"))
    assert scene.toast.message == ("That peg cannot move there with this card: "
                                   "it goes exactly 5 holes forward.")
    assert len(scene.state.history) == n and scene.drag.selected is not None  # still chosen: try again
    click(app, hole_point(scene, "track.15"))
    assert scene.state.history[n] == Move("5H", 0, "track.15")


def test_pegs_h_while_pegs_move_ends_the_walk_and_hints():
    """H while the pegs walked said "Wait until the pegs have stopped moving". STYLE: "input is never lost
    during an animation (it queues or completes the animation first)"."""
    app = make_app()
    app.settings.animation_speed = "normal"
    scene = open_table(app, hand=["5H", "9C", "3S", "TD", "6C"], pegs={(0, 0): 10})
    n = len(scene.state.history)
    scene.act(Move("5H", 0, "track.15"))
    for _ in range(400):  # the computers move; catch a frame where pegs walk and it is the person's turn
        frames(app, 1)
        if scene.busy() and scene.my_turn():
            break
    else:
        pytest.skip("no frame with the person to move while pegs walk")
    assert scene.tip(scene.view()).startswith("Your turn")  # while they walk too: a press completes them
    key(app, pygame.K_h, n_frames=1)
    assert not scene.busy() and scene.toast.message.startswith("Hint:"), scene.toast.message
    assert len(scene.state.history) > n


def test_pegs_moves_since_your_last_move_are_numbered_and_gone_after_yours():
    app = make_app()
    scene = open_table(app, hand=["5H", "9C", "3S", "TD", "6C"], pegs={(0, 0): 10})
    scene.act(Move("5H", 0, "track.15"))
    assert scene.recent_ways() == []
    wait_for_me(app, scene)
    ways = scene.recent_ways()
    moves = [ev for m in scene.session.moves if m.seat != 0 for ev in m.events if ev.kind == "move"]
    assert len(ways) == len(moves) >= 1
    assert [w[0] for w in ways] == [ev.data["seat"] for ev in moves]
    legal = scene.state.legal_actions()
    scene.act(legal[0])
    assert scene.recent_ways() == []


def test_cards_played_since_your_last_move_are_listed_then_cleared():
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    scene = start_table(app, "gang_of_four", seats, seed=4)
    wait_for_me(app, scene)
    lines = [t for _c, t in scene.recent_lines()]
    others = [m for m in scene.session.moves if m.seat not in (None, 0)]
    assert len(lines) >= len(others) > 0 or scene.state.current_player == 0 and not others
    scene.act(scene.state.legal_actions()[0])
    assert scene.recent_lines() == []
    wait_for_me(app, scene)
    assert scene.recent_lines()


@pytest.mark.parametrize("game_id", ["wizard", "zoker_tiko"])
def test_hint_rests_when_only_computers_play(game_id):
    """A demo of computers alone showed a live Hint that could only answer "Hints are for your
    turn": with no one at the screen to hint for, it is greyed; with a person it works."""
    app = make_app()
    demo = start_table(app, game_id, [Seat("Robo", "easy"), Seat("Botti", "easy"), Seat("Kone", "easy")])
    assert not demo.side.by_key("hint").enabled
    app = make_app()
    played = start_table(app, game_id, [Seat("Anna"), Seat("Botti", "easy"), Seat("Kone", "easy")])
    assert played.side.by_key("hint").enabled


@pytest.mark.parametrize("game_id", ["wizard", "zoker_tiko", "gang_of_four"])
def test_the_other_seats_panels_never_overlap_at_any_player_count(game_id):
    """Six at Wizard put five panels of 330 px in steps of 320: each covered its neighbour's edge.
    The panels narrow to leave a gap, and their names still fit (the selftest checks every text)."""
    from game.core.registry import GAMES

    app = make_app()
    for players in GAMES[game_id].allowed_players():
        scene = start_table(app, game_id, [Seat("Anna")] + [Seat(f"Botti {i}", "normal") for i in
                                                             range(1, players)])
        panels = [scene.seat_rect(seat) for seat in scene.others()] + [scene.seat_rect(scene.viewer)]
        for i, a in enumerate(panels):
            assert WINDOW.contains(a), (players, a)
            for b in panels[i + 1:]:
                assert not a.colliderect(b.inflate(8, 8)), (players, a, b)
