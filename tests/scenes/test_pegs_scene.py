"""Pegs and Jokers table, headless, driven by real mouse and key events."""

from __future__ import annotations

import dataclasses
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.pegs import board  # noqa: E402
from game.pegs.cards import sort_key  # noqa: E402
from game.pegs.engine import GAME, Discard, Move, SplitRest  # noqa: E402
from scenes.session import Seat, Session, default_seats  # noqa: E402
from scenes.tables.pegs_and_jokers import PegsScene, hand_keys  # noqa: E402
from tests.scenes.helpers import click, drag, frames, key, make_app, settle, start_table  # noqa: E402

START = -1


@pytest.fixture
def app():
    return make_app()


def open_table(app, players=4, seats=None, seed=3, hand=None, pegs=None) -> PegsScene:
    """The table with seat 0 (a person) to move, holding `hand`, pegs placed as `pegs` says.

    `pegs`: {(seat, peg): track number or START}; every other peg waits in start.
    """
    state = GAME.new(players, {}, seed)
    if hand is not None:
        T = board.track_length(players)
        state.pos = [[START] * 5 for _ in range(players)]
        for (seat, k), x in (pegs or {}).items():
            state.pos[seat][k] = x if x != "home" else T
        state.occ = [-1] * T
        for seat in range(players):
            for k, x in enumerate(state.pos[seat]):
                if 0 <= x < T:
                    state.occ[x] = seat * 5 + k
        state.current_player = state.playing_for = 0
        state.hands[0] = sorted(hand, key=sort_key)
        state._legal = None
    session = Session(GAME, seats or default_seats(players), state, autosave=False)
    scene = PegsScene(app, session)
    app.manager.reset(scene)
    frames(app, 2)
    return scene


def card_point(scene, card: str) -> tuple[int, int]:
    """A visible spot of the hand card (the fan overlaps: its left strip)."""
    view = scene.view()
    key_ = hand_keys(view.hand)[view.hand.index(card)]
    r = scene.sprites[("card", key_)].rect
    return (r.x + 24, r.centery)


def peg_point(scene, seat: int, peg: int) -> tuple[int, int]:
    return scene.sprites[("peg", seat, peg)].rect.center


def hole_point(scene, hole: str) -> tuple[int, int]:
    x, y = scene.layout.holes[hole]
    return (round(x), round(y))


def my_action(scene, n_before: int):
    return scene.session.state.history[n_before]


def test_a_click_on_an_ace_lights_the_start_peg_and_a_click_on_the_come_out_hole_takes_it_out(app):
    scene = open_table(app, hand=["AS", "2H", "3D", "4C", "5S", "6H"])
    n = len(scene.state.history)
    click(app, card_point(scene, "AS"))
    assert scene.selected_card() == "AS"
    assert scene.sprites[("peg", 0, 0)].highlight == "target"
    assert scene.sprites[("peg", 0, 1)].highlight == ""  # only the first peg in start may come out
    click(app, peg_point(scene, 0, 0))
    assert set(scene.drag.targets) == {board.track_id(board.come_out(0))}
    click(app, hole_point(scene, "track.8"))
    assert my_action(scene, n) == Move("AS", 0, "track.8")


def test_with_a_peg_out_an_ace_still_brings_the_next_one_out(app):
    scene = open_table(app, hand=["AS", "2H", "3D", "4C", "5S", "6H"], pegs={(0, 0): 20})
    n = len(scene.state.history)
    click(app, card_point(scene, "AS"))
    assert scene.sprites[("peg", 0, 1)].highlight == "target"
    click(app, peg_point(scene, 0, 1))
    click(app, hole_point(scene, "track.8"))
    assert my_action(scene, n) == Move("AS", 1, "track.8")


def test_any_peg_in_start_can_be_dragged_out_and_a_peg_the_card_cannot_move_says_so(app):
    scene = open_table(app, hand=["QH", "2H", "3D", "4C", "5S", "6H"], pegs={(0, 0): "home"})
    n = len(scene.state.history)
    click(app, card_point(scene, "QH"))
    click(app, peg_point(scene, 0, 0))
    assert "cannot move this peg" in scene.toast.message
    drag(app, peg_point(scene, 0, 4), hole_point(scene, "track.8"))
    assert my_action(scene, n) == Move("QH", 1, "track.8")


def test_a_king_also_brings_a_peg_out_by_dragging(app):
    scene = open_table(app, hand=["KD", "2H", "3D", "4C", "5S", "6H"])
    n = len(scene.state.history)
    click(app, card_point(scene, "KD"))
    drag(app, peg_point(scene, 0, 0), hole_point(scene, "track.8"))
    assert my_action(scene, n) == Move("KD", 0, "track.8")


def test_dragging_a_peg_to_its_glowing_hole_moves_it_and_it_walks_there(app):
    scene = open_table(app, hand=["5H", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 10})
    n = len(scene.state.history)
    click(app, card_point(scene, "5H"))
    drag(app, peg_point(scene, 0, 0), hole_point(scene, "track.15"))
    assert my_action(scene, n) == Move("5H", 0, "track.15")
    assert scene.sprites[("peg", 0, 0)].rect.center == pytest.approx(hole_point(scene, "track.15"), abs=2)


def test_an_illegal_drop_slides_back_with_a_reason_and_changes_nothing(app):
    scene = open_table(app, hand=["5H", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 10})
    before = scene.state.snapshot()
    click(app, card_point(scene, "5H"))
    drag(app, peg_point(scene, 0, 0), hole_point(scene, "track.14"))
    assert scene.state.snapshot() == before
    assert scene.toast.visible and scene.toast.kind == "error"
    assert scene.toast.message == "5♥ moves a peg exactly 5 holes forward."  # the card's own count
    frames(app, 30)
    assert scene.sprites[("peg", 0, 0)].rect.center == pytest.approx(hole_point(scene, "track.10"), abs=2)


def test_a_peg_needs_a_card_first(app):
    scene = open_table(app, hand=["5H", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 10})
    click(app, peg_point(scene, 0, 0))
    assert "card" in scene.toast.message


def test_home_and_round_the_track_both_glow_when_both_are_legal(app):
    # Peg 0 two holes before its in-spot (track 3): a 5 can go home (home.0.2) or on to track 6.
    scene = open_table(app, hand=["5H", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 1})
    click(app, card_point(scene, "5H"))
    click(app, peg_point(scene, 0, 0))
    assert set(scene.drag.targets) == {"home.0.2", "track.6"}
    n = len(scene.state.history)
    click(app, hole_point(scene, "home.0.2"))
    assert my_action(scene, n) == Move("5H", 0, "home.0.2")


def test_a_seven_split_moves_one_peg_part_way_and_the_rest_with_another(app):
    scene = open_table(app, hand=["7H", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 10, (0, 1): 20})
    n = len(scene.state.history)
    click(app, card_point(scene, "7H"))
    drag(app, peg_point(scene, 0, 0), hole_point(scene, "track.14"))
    assert my_action(scene, n) == Move("7H", 0, "track.14")
    assert scene.state.phase == "split" and scene.view().split_left == 3
    frames(app, 30)
    assert "3 steps" in scene.banner(scene.view())
    assert scene.sprites[("peg", 0, 1)].highlight == "target"
    drag(app, peg_point(scene, 0, 1), hole_point(scene, "track.23"))
    assert my_action(scene, n + 1) == SplitRest(1, "track.23")


def test_a_joker_takes_a_peg_onto_an_opponents_hole_and_bumps_it_to_start(app):
    scene = open_table(app, hand=["X", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 10, (1, 2): 30})
    n = len(scene.state.history)
    click(app, card_point(scene, "X"))
    click(app, peg_point(scene, 0, 0))
    assert "track.30" in scene.drag.targets
    click(app, hole_point(scene, "track.30"))
    assert my_action(scene, n) == Move("X", 0, "track.30")
    assert "back to start" in scene.detail
    # the status line named a joker "the rest of the 7" (both codes are one letter)
    said = scene.say(scene.session.moves[n].events[0])
    assert said == "You play joker." and "rest of the 7" not in said
    assert scene.last_cards[0] == "X"  # the seat's chip shows the joker, not the card before it
    view = scene.view()
    assert view.pegs[1][2] == "start.1.2" or scene.state.history[n + 1:]  # computers may have moved on


def test_an_eight_goes_backward(app):
    scene = open_table(app, hand=["8C", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 20})
    n = len(scene.state.history)
    click(app, card_point(scene, "8C"))
    click(app, peg_point(scene, 0, 0))
    assert "track.12" in scene.drag.targets
    click(app, hole_point(scene, "track.12"))
    assert my_action(scene, n) == Move("8C", 0, "track.12")


def test_when_no_card_can_move_a_card_goes_to_the_discard_pile(app):
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"])
    assert "No card can move" in scene.tip(scene.view())
    n = len(scene.state.history)
    click(app, scene.layout.zones["discard"].center)
    assert "card first" in scene.toast.message
    click(app, card_point(scene, "4C"))
    click(app, scene.layout.zones["discard"].center)
    assert my_action(scene, n) == Discard("4C")


def test_a_card_that_must_be_discarded_can_be_dragged_onto_the_pile(app):
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"])
    n = len(scene.state.history)
    sprite = next(s for s in scene.hand_sprites() if s.rect.collidepoint(card_point(scene, "5S")))
    home = sprite.pos
    drag(app, card_point(scene, "5S"), scene.layout.zones["draw"].center)  # not the discard pile
    assert len(scene.state.history) == n and "discard pile" in scene.toast.message
    settle(app)
    assert sprite.pos == home and scene.selected_card() == "5S"
    drag(app, card_point(scene, "5S"), scene.layout.zones["discard"].center)
    assert my_action(scene, n) == Discard("5S")


def test_a_second_click_on_a_card_that_may_be_discarded_puts_it_back(app):
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"])
    click(app, card_point(scene, "6H"))
    assert scene.selected_card() == "6H"
    click(app, card_point(scene, "6H"))
    assert scene.selected_card() is None


def test_keys_choose_a_card_cycle_its_moves_and_play(app):
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"], pegs={(0, 0): 10, (0, 1): 30})
    n = len(scene.state.history)
    key(app, pygame.K_RIGHT)
    assert scene.selected_card() == "2H"
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    moves = scene.moves_now()
    assert len(moves) == 2 and scene.focus_index == 1
    key(app, pygame.K_RETURN)
    assert my_action(scene, n) == moves[1]


def test_enter_on_a_card_shows_its_first_move_then_plays_it(app):
    """The rules screen says "Enter plays"; Enter on a card that can move answered "You may discard
    only when no card can move a peg". It shows the card's first move, and Enter again plays it;
    a card with one move is played at once."""
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"], pegs={(0, 0): 10, (0, 1): 30})
    n = len(scene.state.history)
    key(app, pygame.K_RIGHT)
    assert scene.selected_card() == "2H" and len(scene.moves_now()) == 2
    key(app, pygame.K_RETURN)
    assert len(scene.state.history) == n and scene.focus_index == 0
    assert "Enter again plays" in scene.toast.message and "discard" not in scene.toast.message
    first = scene.moves_now()[0]
    key(app, pygame.K_RETURN)
    assert my_action(scene, n) == first


def test_enter_plays_a_cards_only_move(app):
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"], pegs={(0, 0): 10})
    n = len(scene.state.history)
    key(app, pygame.K_RIGHT)
    (only,) = scene.moves_now()
    key(app, pygame.K_RETURN)
    assert my_action(scene, n) == only


def test_playing_for_a_partner_shows_a_banner(app):
    pegs = {(0, k): "home" for k in range(5)} | {(2, 0): 10}
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"], pegs=pegs)
    scene.state.pos[0] = [scene.state.T + k for k in range(5)]
    scene.state.playing_for = 2
    scene.state._legal = None
    scene.sync(None)
    assert "you play for Robo" in scene.banner(scene.view())
    n = len(scene.state.history)
    click(app, card_point(scene, "2H"))
    drag(app, peg_point(scene, 2, 0), hole_point(scene, "track.12"))
    assert my_action(scene, n) == Move("2H", 0, "track.12")


@pytest.mark.parametrize("players", [4, 8])
def test_computers_play_a_stretch_headless_and_the_view_keeps_up(app, players):
    seats = [Seat(f"Bot{i}", "easy") for i in range(players)]
    scene = open_table(app, players=players, seats=seats, seed=11)
    for _ in range(900):
        frames(app, 1)
        if len(scene.state.history) >= 25 or scene.state.is_over():
            break
    assert len(scene.state.history) >= 25
    frames(app, 60)
    view = scene.view()
    for seat, holes in enumerate(view.pegs):
        for k, hole in enumerate(holes):
            sprite = scene.sprites[("peg", seat, k)]
            if not sprite.moving:
                assert sprite.rect.center == pytest.approx(hole_point(scene, hole), abs=2)
    assert scene.status


def test_the_game_over_panel_names_the_winning_team(app):
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"])
    scene.state.winner, scene.state.current_player, scene.state.phase = 1, None, "over"
    scene.sync(None)
    assert scene.end_lines()[0] == "Botti and Kone win!"


@pytest.mark.parametrize("players", [6, 8])
def test_the_viewer_side_is_at_the_bottom_for_another_seat(app, players):
    seats = [Seat(f"P{i}", None if i == 1 else "easy") for i in range(players)]
    scene = open_table(app, players=players, seats=seats)
    scene.session.state.current_player = 1
    scene.sync(None)
    come_out = hole_point(scene, board.track_id(board.come_out(1)))
    assert come_out[1] > 1000 and abs(come_out[0] - scene.layout.centre[0]) < 80


def test_the_hint_shows_a_card_a_peg_and_a_hole_and_enter_plays_it(app):
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"], pegs={(0, 0): 10, (0, 1): 30})
    n = len(scene.state.history)
    key(app, pygame.K_h)
    assert scene.selected_card() is not None and scene.focus_index >= 0
    hinted = scene.moves_now()[scene.focus_index]
    key(app, pygame.K_RETURN)
    assert my_action(scene, n) == hinted


def test_status_lines_say_what_happened_before_what_to_do(app, monkeypatch):
    """The play, then what it did ("Botti's peg jumps ahead to its in-spot, by its home."), then the
    person's tip; the tip stood between the play and its consequence."""
    from scenes.tables import pegs_draw as module

    scene = open_table(app, hand=["AS", "2H", "3D", "4C", "5S", "6H"])
    scene.status, scene.detail = "Kone plays K\u2663.", "Botti's peg jumps ahead to its in-spot, by its home."
    tip = scene.tip(scene.view())
    assert tip
    drawn = []
    real = module.blit_text

    def spy(surface, text, pos, *args, **kw):
        drawn.append((text, pos[1]))
        return real(surface, text, pos, *args, **kw)

    monkeypatch.setattr(module, "blit_text", spy)
    app.redraw_all()
    frames(app, 1)
    y = {text: top for text, top in drawn}
    tip_top = min(top for text, top in drawn if len(text) > 15 and tip.startswith(text))
    assert y[scene.status] < y[scene.detail] < tip_top


def test_a_lit_hole_with_a_peg_in_it_glows_outside_the_peg_edged_in_dark_on_the_yellow_track(app):
    """A joker's target hole glowed under the peg standing in it, gold on the yellow track."""
    from scenes.kit.ui import GOLD
    from scenes.tables.pegs_board import GLOW_EDGE

    hole = board.track_hole(2, 5)  # the partner's side, yellow at a table of four
    scene = open_table(app, hand=["X", "2H", "3D", "4C", "9S", "6H"], pegs={(0, 0): 10, (1, 2): hole})
    click(app, card_point(scene, "X"))
    click(app, peg_point(scene, 0, 0))
    assert f"track.{hole}" in scene.drag.targets
    x, y = hole_point(scene, f"track.{hole}")
    edge = scene.layout.peg_size // 2  # where the peg in the hole ends

    def colour(dy):
        return tuple(app.window.get_at((x, y + dy)))[:3]  # headless: the window is the canvas

    assert colour(edge + 3) == GOLD and colour(edge + 4) == GLOW_EDGE


@pytest.mark.parametrize(("lang", "players", "first"), [("en", 4, None), ("fi", 4, None), ("fi", 8, None),
                                                         ("fi", 4, "Anna-Maria Kettunen")])
def test_the_team_panels_name_every_seat_in_one_size_and_each_computers_level(lang, players, first,
                                                                             monkeypatch):
    """"Robo (normal)" in the name's bold row shrank below "You" beside it; the name stands alone
    and the level moves beside the cards under it ("normal · 5 cards"), or, with four members to a
    team and a line each, after the name alone (the board's seat cards show the cards)."""
    from game.core.i18n import set_language
    from scenes.session import level_name
    from scenes.tables import pegs_draw

    try:
        app = make_app(lang=lang)
        seats = default_seats(players)
        if first:  # a long name shrinks every name in the panels, not its own alone
            seats[0] = dataclasses.replace(seats[0], name=first)
        scene = open_table(app, players=players, seats=seats)
        drawn, inside = [], []  # what the team rows draw (the board's seat cards name them too)
        real, row = pegs_draw.blit_text, scene._draw_team_row
        monkeypatch.setattr(pegs_draw, "blit_text", lambda s, msg, pos, size=24, *a, **k:
                            (inside and drawn.append((msg, size))) or real(s, msg, pos, size, *a, **k))
        monkeypatch.setattr(scene, "_draw_team_row", lambda *a: inside.append(1) or row(*a) or inside.clear())
        app.redraw_all()
        frames(app, 1)
        seats = scene.session.seats
        sizes = {size for msg, size in drawn if msg in {s.name for s in seats}}
        assert len(sizes) == 1, drawn
        level = (lambda seat: level_name(seat.level)) if players >= 6 else (
            lambda seat: level_name(seat.level) + " · ")
        for seat in seats:
            if not seat.human:
                assert any(msg.startswith(level(seat)) for msg, _ in drawn), drawn
        assert not any(msg == seat.label() for msg, _ in drawn for seat in seats if not seat.human)
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "players"), [("en", 4), ("fi", 8)])
def test_a_seats_chip_on_the_board_names_it_at_a_readable_size(lang, players, monkeypatch):
    """The chips once drew "5 cards · 0 home" at 15–17 px under the name (the teams' panel says
    both); a chip now draws only the seat's name, whole and at 20 px or more, beside its last card."""
    from game.core.i18n import set_language
    from scenes.kit import resources as res
    from scenes.kit import text_fit
    from scenes.tables import pegs_draw

    try:
        app = make_app(lang=lang)
        scene = open_table(app, players=players, seats=default_seats(players))
        scene.last_cards.update({s: "KH" for s in range(0, players, 2)})  # half the chips show a card
        drawn, inside = [], []
        real, chip = res.text, scene._draw_chip
        monkeypatch.setattr(res, "text", lambda line, size=28, *a, **k:
                            (inside and drawn.append((line, size))) or real(line, size, *a, **k))
        monkeypatch.setattr(scene, "_draw_chip", lambda *a: inside.append(1) or chip(*a) or inside.clear())
        text_fit.CHECK.reset()
        app.redraw_all()
        frames(app, 1)
        names = sorted(scene.seat_name(s) for s in range(players))
        assert sorted(line for line, _size in drawn) == names, drawn
        assert min(size for _line, size in drawn) >= pegs_draw.CHIP_NAME_SMALLEST
        assert text_fit.CHECK.overflow == 0 and not any("…" in line for line, _size in drawn)
    finally:
        set_language("en")


def test_a_plates_last_card_shows_its_rank_big_enough_to_read(app):
    """The whole face at 36×50 px was six pips and a corner too small to read ("a glitch", a
    play-tester said): the little card on a seat's plate holds the face's corner, rank over suit."""
    scene = open_table(app)
    scene.last_cards[1] = "6H"
    plate = scene.layout.chip_rect(1)
    surface = pygame.Surface((1920, 1080))
    scene.invalidate()
    app.manager.draw(surface)
    card = surface.subsurface(pygame.Rect(plate.right - 42, plate.centery - 25, 36, 50))
    red = pygame.mask.from_threshold(card, (212, 36, 46), (60, 60, 60, 255))
    parts = red.connected_components()
    assert parts, "no red ink on the plate's card"
    tallest = max(part.get_bounding_rects()[0].h for part in parts)
    assert tallest >= 14, tallest  # a "6" 14 px or more tall (the whole face drew its pips 6 px tall)


def test_a_card_that_moves_nothing_is_refused_beside_the_hand_and_left_unselected(app, monkeypatch):
    """A 2 with every peg in start was left selected with the tip "Drag a glowing peg to a glowing
    hole" (none glowed), and its refusal lay across the middle of the window, over the board."""
    scene = open_table(app, hand=["AS", "2H", "3D", "4C", "5S", "6H"])
    click(app, card_point(scene, "2H"))
    assert scene.toast.visible and "cannot move any of your pegs" in scene.toast.message
    assert scene.selected_card() is None
    assert not any(s.highlight for s in scene.hand_sprites())
    assert scene.tip(scene.view()) == "Your turn: click a card; the pegs it can move glow."
    toast, _fitted = scene.toast.place(scene.toast_area(), scene.toast_band().center)
    assert not toast.colliderect(scene.layout.zones["board"])
    assert not toast.colliderect(scene.layout.zones["hand"])
    assert_no_status_row_under(app, scene, toast, monkeypatch)
    click(app, card_point(scene, "AS"))  # a card that moves a peg is still chosen as before
    assert scene.selected_card() == "AS"


def assert_no_status_row_under(app, scene, toast, monkeypatch) -> None:
    """The status rows the message would cover give way to it (the tip peeked out half covered).
    The rows are made to fill the zone, as a long play, its detail and a two-row tip do."""
    from scenes.tables import pegs_draw
    from tests.scenes.helpers import spy_rects

    scene.status = "Robo plays the 7 of hearts and moves a peg five holes; " * 2
    scene.detail = "The peg bumps Botti's peg back to its start, and the other moves two. " * 2

    with monkeypatch.context() as m:
        drawn = spy_rects(pegs_draw, m)
        app.redraw_all()
        app.step(1 / 60)
    zone = scene.layout.zones["status"]
    rows = [r for _message, r in drawn if zone.contains(r)]
    assert not any(r.colliderect(toast) for r in rows), (toast, rows)
    # and each line gives way whole: the first row of a two-row tip alone read as cut off
    shown = {message for message, r in drawn if zone.contains(r)}
    tip = scene.tip(scene.view())
    for text, size, bold in ((scene.status, 26, True), (scene.detail, 22, False), (tip, 24, True)):
        rows_of = set(pegs_draw.res.wrap(text, size, zone.w, bold)[:2]) if text else set()
        assert not rows_of & shown or rows_of <= shown, (text, rows_of & shown)


def test_a_message_over_half_a_status_line_hides_the_whole_line(app, monkeypatch):
    """Seen by hand: a refusal over the tip's second row left "Drag a glowing peg to a hole that
    lights up, or" standing alone, a sentence cut off."""
    from scenes.tables import pegs_draw
    from tests.scenes.helpers import spy_rects

    scene = open_table(app, hand=["AS", "2H", "3D", "4C", "5S", "6H"])
    scene.status, scene.detail = "Robo plays the 4 of clubs.", ""
    monkeypatch.setattr(type(scene), "tip", lambda self, view: "Drag a glowing peg to a hole that lights up, "
                        "or click the peg and then the hole; the pegs that can move glow. " * 2)
    zone = scene.layout.zones["status"]
    first = 26 + 6  # the status row, then the tip's two rows at 24
    second_row = pygame.Rect(zone.x, zone.y + first + 30 + 2, zone.w, 20)
    monkeypatch.setattr(type(scene), "toast_rect", lambda self: second_row)
    drawn = spy_rects(pegs_draw, monkeypatch)
    app.redraw_all()
    app.step(1 / 60)
    shown = [message for message, r in drawn if zone.contains(r)]
    assert shown == ["Robo plays the 4 of clubs."], shown


def test_the_others_moves_since_yours_are_listed_numbered_as_their_trails(app, monkeypatch):
    """Only the last computer's move was said ("Kone plays J♠.") though three had moved, pegs were
    bumped and reached home: at the person's turn a panel lists every move since theirs."""
    from tests.scenes.helpers import rendered, settle, wait_for_me

    scene = open_table(app, seats=[Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"),
                                   Seat("Kone", "easy")], seed=5)
    for _ in range(6):  # a few rounds, so that bumps and jokers can happen
        settle(app)
        wait_for_me(app, scene)
        scene.act(scene.state.legal_actions()[0])
    settle(app)
    wait_for_me(app, scene)
    assert scene.shows_recent()
    lines = [text for _colour, text in scene.recent_lines()]
    numbered = [t for t in lines if t[0].isdigit()]
    assert [t.split(".")[0] for t in numbered] == [str(i) for i in range(1, len(numbered) + 1)]
    assert len(numbered) == len(scene.recent_ways()) >= 3  # one per badge on the board
    assert {t.split(". ")[1].split(" ")[0] for t in numbered} <= {"Botti", "Robo", "Kone"}
    spied = rendered(monkeypatch)
    app.redraw_all()
    frames(app, 1)
    drawn = [text for text, _size in spied]
    assert "Since your last move" in drawn
    assert all(any(line.startswith(t) for t in drawn if len(t) > 8) for line in lines[-3:])
    assert scene.status not in drawn  # said in the panel, not once more above it


def test_badges_of_moves_ending_in_one_hole_stand_side_by_side(app, monkeypatch):
    """Botti's move 1 ended where Kone's move 3 did: badge 3 covered badge 1, so the panel's line 1
    had no number on the board."""
    from scenes.tables import pegs_draw

    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"])
    ways = [(1, ("track.8", "track.9", "track.10", "track.12")), (2, ("track.20", "track.21")),
            (3, ("track.10", "track.11", "track.12"))]
    numbers = []
    real = pegs_draw.blit_text
    monkeypatch.setattr(pegs_draw, "blit_text", lambda s, text, pos, *a, **k: numbers.append((text, pos))
                        or real(s, text, pos, *a, **k))
    scene._draw_badges(pygame.Surface((1920, 1080)), ways)
    spots = dict(numbers)
    assert set(spots) == {"1", "2", "3"} and spots["1"] != spots["3"]
    assert abs(spots["1"][0] - spots["3"][0]) >= 24  # apart by more than a badge's radius twice over


def test_a_move_line_passes_under_the_name_plates(app, monkeypatch):
    """A play-tester saw a joker's line drawn across Robo's name plate: the plates stay on top."""
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"])
    plate = scene.layout.chip_rect(2)
    holes = scene.layout.holes

    def across(a, b):  # how near the straight line a–b passes the plate's centre, if a and b are either side
        (ax, ay), (bx, by), (cx, cy) = holes[a], holes[b], plate.center
        if not (ax < plate.left and bx > plate.right):
            return 1e9
        t = (cx - ax) / (bx - ax)
        return abs(ay + t * (by - ay) - cy)

    way = min(((a, b) for a in holes for b in holes), key=lambda ab: across(*ab))
    assert across(*way) < plate.h / 4
    inside = plate.inflate(-40, -16)

    def plate_pixels(ways):
        monkeypatch.setattr(scene, "recent_ways", lambda: ways)
        surface = pygame.Surface((1920, 1080))
        scene.invalidate()
        scene.draw(surface)
        return pygame.image.tobytes(surface.subsurface(inside), "RGB")

    assert plate_pixels([(1, way)]) == plate_pixels([])


def test_a_hole_whose_peg_the_move_takes_is_marked_as_a_sight(app, monkeypatch):
    """A play-tester read Botti's glowing peg (the 5's bump target) as a peg they could move: a
    target hole with a peg in it gets the sight's notches; an empty one and your own pegs do not."""
    from scenes.tables import pegs_draw

    scene = open_table(app, hand=["5H", "9D", "2C", "7S", "3D"], pegs={(0, 0): 3, (1, 0): 8})
    scene.card_index = list(scene.view().hand).index("5H")
    scene.focus_index = 0
    frames(app, 2)
    assert {a.to for a in scene.moves_now() if a.peg == 0} == {"home.0.4", "track.8"}
    marked = {}
    real = pegs_draw.draw_glow
    monkeypatch.setattr(pegs_draw, "draw_glow", lambda surface, centre, radius, bright, aim=False: (
        marked.__setitem__(centre, aim), real(surface, centre, radius, bright, aim)))
    scene.invalidate()
    scene.draw(pygame.Surface((1920, 1080)))
    holes = scene.layout.holes
    assert marked == {holes["track.8"]: True, holes["home.0.4"]: False}


def test_eight_players_see_what_the_seven_others_did(app, monkeypatch):
    """With eight players the teams' panel left the status zone no room: "Since your last move" was
    never drawn, though seven moves come between two of yours. One line per member gives it room."""
    from scenes.tables import recent
    from tests.scenes.helpers import wait_for_me

    scene = open_table(app, players=8)
    key(app, pygame.K_h, n_frames=2)
    key(app, pygame.K_RETURN, n_frames=2)
    wait_for_me(app, scene)
    drawn = []
    real = recent.draw_recent
    monkeypatch.setattr(recent, "draw_recent", lambda surface, rect, lines, *a: (
        drawn.append((rect, lines)) or real(surface, rect, lines, *a)))
    app.redraw_all()
    frames(app, 1)
    recent = scene.recent_lines()
    assert len(recent) >= 3
    (rect, lines), = drawn
    assert lines == recent and rect.h >= 56 + 32 * 3, "a title and three lines at least"
    zones = scene.layout.zones
    assert not rect.colliderect(zones["hand"]) and rect.bottom <= zones["status"].bottom
    teams = pygame.Rect(zones["teams"])
    assert teams.bottom < zones["draw"].y, "the teams' panel ends above the piles"


@pytest.mark.parametrize(("lang", "players"), [("fi", 6), ("en", 8)])
def test_a_chip_too_narrow_for_its_line_shows_its_own_pegs_home(lang, players):
    """With six players in Finnish the chips, too narrow for "⌂ 1/5", showed the team's total under every
    member ("Sinä 2" beside one peg home of her own)."""
    from game.core.i18n import set_language

    try:
        app = make_app(lang=lang)
        scene = open_table(app, players=players, hand=["5H"], pegs={(0, 0): "home", (2, 1): "home"})
        names, lines, _rects = scene.top_bar_layout()[0]
        view = scene.view()
        own = [view.home_count(s) for s in range(players)]
        assert own[0] == own[2] == 1 and scene.state.scores()[0] == 2
        assert lines in ([scene.seat_line(s) for s in range(players)], [f"⌂ {n}" for n in own]), lines
    finally:
        set_language("en")


def test_a_refused_peg_sliding_back_keeps_the_panel_and_the_tip(app):
    """While a refused peg slid back the "Since your last move" panel vanished and the yellow tip gave
    way to an old line ("Eero plays A♥.")."""
    from tests.scenes.helpers import settle, wait_for_me

    app.settings.animation_speed = "normal"
    scene = open_table(app, hand=["5H", "9C", "3S", "TD", "6C"], pegs={(0, 0): 10})
    scene.act(Move("5H", 0, "track.15"))
    settle(app)
    wait_for_me(app, scene)
    assert scene.recent_shown()
    peg = next(s for s in scene.peg_sprites() if s.seat == 0 and s.peg == 0)
    click(app, card_point(scene, scene.view().hand[0]))  # a card chosen, then its peg dropped wrongly
    drag(app, peg.rect.center, hole_point(scene, "track.1"), n_frames=1)
    assert scene.busy() and scene.toast.kind == "error"
    assert scene.recent_shown() and scene.tip(scene.view())


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_eight_players_one_line_rows_keep_every_level_whole_at_one_size(lang, monkeypatch):
    """Seen in a real window: "Mörkö tavallin…" cut, and "Väinö tavallinen" smaller than "Robo
    tavallinen", each level shrunk alone beside its name."""
    from game.core.i18n import set_language
    from scenes.session import level_name
    from scenes.tables import pegs_draw

    try:
        app = make_app(lang=lang)
        names = ["Anna", "Botti", "Robo", "Kone", "Väinö", "Aino", "Eero", "Mörkö"]
        seats = [Seat(names[0])] + [Seat(n, "normal") for n in names[1:]]
        open_table(app, players=8, seats=seats)
        drawn = []
        real = pegs_draw.blit_text
        monkeypatch.setattr(pegs_draw, "blit_text", lambda s, msg, pos, size=24, *a, **k:
                            drawn.append((msg, size, k.get("max_width"))) or real(s, msg, pos, size, *a, **k))
        app.redraw_all()
        frames(app, 1)
        levels = [(size, width) for msg, size, width in drawn if msg == level_name("normal")]
        assert len(levels) in (0, 7), levels  # every computer's level, or none
        assert len({size for size, _w in levels}) <= 1 and all(w is None for _s, w in levels)
    finally:
        set_language("en")


def test_eight_narrow_chips_keep_the_house_beside_each_count():
    """Seen by hand: with eight seats the English chips under the title showed a bare "0" each."""
    app = make_app()
    names = ["Anna", "Botti", "Robo", "Kone", "Aino", "Eero", "Sini", "Veli"]
    seats = [Seat("Anna")] + [Seat(name, "easy") for name in names[1:]]
    scene = start_table(app, "pegs_and_jokers", seats, None, seed=1)
    settle(app)
    chips, _rnd, _box = scene.top_bar_layout()
    assert not scene.chips_squeezed(chips)  # the title gave way rather than the names
    assert all(line.startswith("⌂ ") for line in chips[1]), chips[1]


def test_two_people_in_turn_the_move_made_on_a_press_keeps_the_curtain_up(app):
    """Leo and Mummo sit side by side, so Mummo moves right after Leo. The click on the hole makes
    Leo's move on the press; its release came after the curtain was up and lifted it at once, showing
    Mummo's hand with a card selected where Leo's had been. The curtain stays until a press on it,
    and Mummo's hand comes with nothing selected."""
    from scenes.screens.curtain import CurtainScene

    seats = [Seat("Leo"), Seat("Mummo"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    scene = open_table(app, seats=seats, hand=["AS", "2H", "3D", "4C", "5S"])
    assert isinstance(app.manager.top, CurtainScene) and app.manager.top.name == "Leo"
    click(app, (960, 540))
    click(app, card_point(scene, "AS"))
    click(app, peg_point(scene, 0, 0))
    click(app, hole_point(scene, "track.8"))
    frames(app, 30)
    curtain = app.manager.top
    assert scene.state.current_player == 1
    assert isinstance(curtain, CurtainScene) and curtain.name == "Mummo"
    click(app, (960, 540))
    assert app.manager.top is scene and scene.viewer == 1
    assert scene.selected_card() is None


def test_computers_between_two_people_play_behind_the_next_persons_curtain(app):
    """Seen by hand: Mummo's hand stayed face up for three seconds while the computers after her
    played, as Leo came to the screen. The curtain now hands the screen to the next person as soon
    as a person has moved; the computers play once it is lifted, with that person's cards in view,
    and their turn then comes with no second curtain."""
    from scenes.screens.curtain import CurtainScene

    seats = [Seat("Leo"), Seat("Botti", "easy"), Seat("Mummo"), Seat("Robo", "easy")]
    scene = open_table(app, seats=seats, hand=["AS", "2H", "3D", "4C", "5S"])
    click(app, (960, 540))  # Leo's curtain
    n = len(scene.state.history)
    scene.act(Move("AS", 0, "track.8"))
    frames(app, 30)
    curtain = app.manager.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Mummo" and curtain.title == "{name}'s cards"
    assert scene.state.current_player == 1 and len(scene.state.history) == n + 1  # Botti waits
    click(app, (960, 540))
    assert app.manager.top is scene and scene.viewer == 2
    for _ in range(600):
        frames(app, 1)
        if scene.state.current_player != 1 and not scene.busy():
            break
    assert scene.state.current_player == 2 and app.manager.top is scene and scene.viewer == 2


@pytest.mark.parametrize("players", [4, 6, 8])
def test_no_name_plate_covers_a_peg_in_start_from_any_side(players):
    """Seen by hand: with Mummo at the bottom (the board turned), Leo's and Robo's plates lay over
    their own pegs in start; the map kept them clear only on the board as seat 0 sees it. No plate
    covers a hole or another plate, whoever sits at the bottom."""
    from scenes.tables.pegs_board import BoardLayout

    for viewer in range(players):
        lay = BoardLayout(players, viewer)
        plates = [lay.chip_rect(seat) for seat in range(players)]
        for seat, plate in enumerate(plates):
            for hole, (x, y) in lay.holes.items():  # a peg in any hole: start, track or home
                peg = pygame.Rect(0, 0, lay.peg_size, lay.peg_size)
                peg.center = (round(x), round(y))
                assert not plate.colliderect(peg), (viewer, seat, hole)
            assert plate.collidelist(plates[seat + 1:]) == -1, (viewer, seat)


def test_a_resumed_table_shows_each_players_last_card_and_way(app):
    """A play-tester: after Continue game the small last-played cards on the name plates were gone
    until each player played again. A table opened on a game in progress reads them (and the
    faint trails of each player's last move) from the moves so far."""
    seats = [Seat(n, "easy") for n in ("Anna", "Botti", "Kone", "Robo")]
    scene = open_table(app, seats=seats)
    for _ in range(400):
        if len(scene.session.moves) >= 30 and not scene.busy():
            break
        frames(app, 5)
    played, ways = dict(scene.last_cards), dict(scene.trails)
    assert len(played) == 4 and len(ways) == 4
    resumed = PegsScene(app, scene.session)
    app.manager.reset(resumed)
    frames(app, 1)
    assert resumed.last_cards == played and resumed.trails == ways


def test_since_your_last_move_ends_a_clear_gap_above_the_hand(app, monkeypatch):
    """A play-tester at 1280×720: the panel's foot sat a few pixels from the fan's raised middle
    cards (at 1080p it reached 2 px into them). It ends 12 px above a card lifted under the pointer."""
    from scenes.kit.cards import HOVER_LIFT
    from scenes.tables import pegs_draw

    seats = [Seat("Anna")] + [Seat(n, "easy") for n in ("Botti", "Kone", "Robo")]
    scene = open_table(app, seats=seats)
    for _ in range(3):  # Anna's moves, so the others' come after them
        for _ in range(400):
            if scene.my_turn() and not scene.busy():
                break
            frames(app, 5)
        scene.act(scene.state.legal_actions()[0])
    for _ in range(400):
        if scene.my_turn() and not scene.busy():
            break
        frames(app, 5)
    rooms = []
    real = pegs_draw.draw_since_last
    monkeypatch.setattr(pegs_draw, "draw_since_last",
                        lambda surface, room, *a: rooms.append(pygame.Rect(room)) or real(surface, room, *a))
    app.redraw_all()
    frames(app, 1)
    assert rooms, "no panel drawn"
    cards = [s.rect for k, s in scene.sprites.items() if k[0] == "card"]
    assert cards and all(room.bottom + 12 <= card.top - HOVER_LIFT for room in rooms for card in cards)


def test_the_selected_card_lies_over_its_neighbours(app, monkeypatch):
    """A tester: the selected card's gold edge lay partly under the next card."""
    from scenes.kit.cards import CardSprite

    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "9D"], pegs={(0, 0): 10})
    click(app, card_point(scene, "3D"))
    assert scene.selected_card() == "3D"
    order = []
    real = CardSprite.draw
    monkeypatch.setattr(CardSprite, "draw", lambda s, surface, *a, **k: (
        order.append(s), real(s, surface, *a, **k)))
    scene.invalidate()
    scene.draw(pygame.Surface((1920, 1080)))
    hand = [s for s in order if s in scene.hand_sprites()]
    assert hand[-1].highlight == "selected" and len(hand) == 6


def test_right_walks_past_a_card_that_cannot_move(app):
    """A tester: Right picked the first card, which could not move and was let go, so the next Right
    picked it again, for ever; the later cards were out of the keyboard's reach."""
    scene = open_table(app, hand=["2H", "3D", "4C", "5S", "6H", "KD"])  # every peg in start: only K moves
    order = scene.hand_order()
    seen = []
    for _ in range(len(order)):
        key(app, pygame.K_RIGHT)
        seen.append(scene.key_card)
    assert seen == order  # each card in turn
    assert scene.selected_card() == "KD"  # the one that can move stays selected
