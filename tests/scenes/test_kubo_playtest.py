"""Zoker Kubo defects a play-tester reported, driven headless with real mouse and key events."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.i18n import _, set_language
from game.zoker.cards import DECK
from game.zoker.kubo.engine import Draw, NextRound, Phase, Place, cell, place
from scenes.session import Seat, Session
from tests.scenes.helpers import click, drag, frames, make_app, post, settle, start_table
from tests.scenes.test_kubo_scene import BOTS, fitting


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def table(lang: str = "en", seats=None, seed: int = 3):
    app = make_app(lang=lang)
    scene = start_table(app, "zoker_kubo", seats or [Seat("Anna"), *BOTS], seed=seed)
    settle(app)
    return app, scene


def rig_hand(app, scene, cards: list[int]) -> None:
    """The person (to move, placing) holds exactly these cards; the others go back to the pile."""
    state = scene.state
    state.pile[:0] = [c for c in state.hands[0] if cell(c) not in cards]
    state.hands[0] = [DECK[i] for i in cards]
    for i in cards:
        if DECK[i] in state.pile:
            state.pile.remove(DECK[i])
    scene.sync(None)
    app.redraw_all()
    frames(app, 2)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_draw_choice_is_visible_and_clickable(lang):
    """Draw choices 3 and 4 lay under the Guide and Cube buttons (Opas, Kuutio)."""
    from scenes.tables.zoker_kubo_layout import INFO_PANEL

    app, scene = table(lang)
    state = scene.state
    state.last_placed[0] = 2  # two cards placed last turn: the person may draw until holding five
    rig_hand(app, scene, [cell(state.hands[0][0])])
    state.phase = Phase.DRAW
    scene.sync(None)
    app.redraw_all()
    frames(app, 2)
    assert scene.view().draw_choices == (0, 1, 2, 3, 4)  # the most there can be: a hand holds one card
    buttons = scene.side.buttons
    for n in range(5):
        b = scene.side.by_key(f"draw{n}")
        assert b.rect.w >= 64 and b.rect.h >= 64 and INFO_PANEL.contains(b.rect)
        assert not any(b.rect.colliderect(o.rect) for o in buttons if o is not b), (n, b.rect)
    click(app, scene.side.by_key("draw4").rect.center)
    assert state.history[-1] == Draw(4) and len(state.hands[0]) == 5


def test_the_cards_left_in_hand_stay_put_while_placing():
    """After each placement the hand re-centred: the next card slid from under the pointer. Cards
    stay put while the pointer is near the hand; a later tester saw "L4, a gap, then L2 under L3"
    for the rest of the turn: once the pointer has been away a while, the gaps close."""
    from scenes.tables.zoker_kubo_layout import GAPS_CLOSE

    app, scene = table()
    rig_hand(app, scene, [1, 2, 63])  # blue S2 and S3 fit beside the corners; red XL4 cannot yet
    homes = {i: scene.sprites[i].rect.center for i in (2, 63)}
    drag(app, scene.sprites[1].rect.center, scene.place_rect(1).center)
    assert scene.state.history[-1] == place(DECK[1])
    frames(app, 2)  # a quick second drag, from where blue S3 was
    drag(app, homes[2], scene.place_rect(2).center)
    assert scene.state.history[-1] == place(DECK[2])
    post(app, pygame.MOUSEMOTION, pos=homes[63], rel=(0, 0), buttons=(0, 0, 0))  # back over the hand
    frames(app, round(GAPS_CLOSE * 60 * 2))
    assert scene.sprites[63].rect.center == homes[63]  # still where it was: the pointer is by it
    post(app, pygame.MOUSEMOTION, pos=scene.place_rect(5).center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, round(GAPS_CLOSE * 60) - 6)
    assert scene.sprites[63].rect.center == homes[63]  # not at once
    assert scene.animating()  # the idle loop keeps counting (asleep, it waited for the next input)
    frames(app, 12)
    settle(app)
    assert scene.sprites[63].pos == scene.hand_pos(0, 1)  # the pointer stayed away: the gap closed


@pytest.mark.parametrize(("lang", "line"), [("en", "1 pt · 4 cards"), ("fi", "1 p · 4 korttia")])
def test_the_top_bar_says_one_point_in_the_singular(lang, line):
    """The chip said "1 pts · 3 cards"."""
    _app, scene = table(lang)
    scene.state.round_points[1] = 1
    assert scene.seat_line(1) == line
    scene.state.round_points[1] = 2
    assert scene.seat_line(1).startswith("2 pts" if lang == "en" else "2 p ·")


def test_a_turns_draws_are_told_in_one_log_line():
    """The log said "Botti drew 1 card. Botti drew 1 card." for one turn's draws."""
    from scenes.narration import game_log

    # a fixed policy plays both seats: the first card that fits, else the last choice (the most cards)
    session = Session.start("zoker_kubo", [Seat("Anna", "easy"), Seat("Botti", "easy")], {}, seed=4,
                            autosave=False)
    live = game_log(session)
    merged = 0
    while session.state.phase != Phase.ROUND_OVER:
        actions = session.state.legal_actions()
        session.apply(next((a for a in actions if isinstance(a, Place)), actions[-1]))
        lines = live.lines(0)  # narrated as the game goes, like the log open at the table
        if isinstance(session.moves[-1].action, Draw):
            merged += 1
            k = session.moves[-1].action.count + 1
            assert lines[-1].endswith(f"drew {k} card{'s' * (k != 1)}."), lines[-3:]
    assert merged
    lines = live.lines(0)
    twice = [(a, b) for a, b in zip(lines, lines[1:], strict=False)
             if " drew " in a and " drew " in b and a.split()[0] == b.split()[0]]
    assert not twice, twice
    assert game_log(session).lines(0) == lines  # built again later: the same


def test_finnish_placements_read_alike_in_the_log_and_the_status():
    """ "Asetit kortin oranssi L3." against "Botti asetti: punainen XL3." and "Robo asettaa kortin: …"."""
    set_language("fi")
    assert _("You placed the {card}.").format(card="oranssi L3") == "Asetit kortin: oranssi L3."
    placed = _("{name} placed the {card}.").format(name="Botti", card="punainen XL3")
    assert placed == "Botti asetti kortin: punainen XL3."
    status = _("{name} places {card}.").format(name="Robo", card="punainen L2")
    assert status == "Robo asettaa kortin: punainen L2."


def test_a_computers_points_are_told_in_the_status():
    """A computer's points showed only in its chip: its placing line names them."""
    app, scene = table(seats=[Seat("Anna"), Seat("Botti", "normal")])
    state = scene.state
    state.table[1] = state.table[2] = 0  # blue S2 and S3: blue S4's card would complete the row
    state.table[3] = None
    hand = state.hands[1]
    hand[:] = [DECK[3], DECK[63]]  # red XL4 cannot be placed: blue S4 is all Botti places
    if DECK[3] in state.pile:
        state.pile.remove(DECK[3])
    state.pile.append(DECK[62])  # what Botti draws: red XL3, which cannot be placed either
    scene.sync(None)
    click(app, scene.side.by_key("end").rect.center)
    settle(app)
    assert state.table[3] == 1
    assert scene.status == "Botti places blue S4: +1 for a line.", scene.status


def rest_on(app, pos, seconds: float) -> None:
    """The pointer comes to `pos` and stays: the idle loop then draws only while the table animates."""
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    frames(app, 1)
    idle(app, seconds)


def idle(app, seconds: float) -> None:
    for _frame in range(round(seconds * 60)):
        app.step(1 / 60, render=False)


def test_a_cards_lines_wait_for_a_resting_pointer_and_never_cross_its_face(monkeypatch):
    """Right after a drop the lines of the card under the pointer crossed its face, with outlines."""
    from scenes.tables import zoker_kubo_draw

    app, scene = table()
    calls = []
    real = zoker_kubo_draw.pattern_line
    monkeypatch.setattr(zoker_kubo_draw, "pattern_line", lambda *a, **k: calls.append(a) or real(*a, **k))
    i = fitting(scene)[0]
    drag(app, scene.sprites[i].rect.center, scene.place_rect(i).center)
    settle(app)
    frames(app, 40)
    assert not calls  # the pointer stayed where it dropped the card: nothing shows
    face = scene.place_rect(i).inflate(-6, -6)
    before = app.window.subsurface(face).copy()
    rest_on(app, scene.place_rect(i).center, 0.2)
    assert not calls  # not yet: the pointer passed by
    idle(app, 0.3)
    assert calls  # rested: its lines show
    after = pygame.image.tobytes(app.window.subsurface(face), "RGB")
    # behind the card: its face unchanged (but for 2 levels: a scaled face's alpha is 253, not 255)
    assert max(abs(a - b) for a, b in zip(after, pygame.image.tobytes(before, "RGB"), strict=True)) <= 3


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_structure_list_draws_every_row_at_one_size(lang, monkeypatch):
    """Finnish: "Lävistäjä: sininen S3 – punainen XL3" came out smaller than the other rows, its
    owner "Botti (tavallinen) · +2" crowding it."""
    from game.zoker.kubo.engine import STRUCTURES
    from scenes.kit import resources as res
    from scenes.tables.zoker_kubo_controls import describe

    app, scene = table(lang, seats=[Seat("Anna"), Seat("Botti", "normal"), Seat("Robo", "easy")])
    state = scene.state
    kinds = {"line": 3, "diagonal": 3, "zoker": 1}  # how many of each, completed by the three seats in turn
    of_kind = {kind: [k for k, s in enumerate(STRUCTURES) if s.kind == kind] for kind in kinds}
    done = [k for kind, n in kinds.items() for k in of_kind[kind][:n]]
    for n, k in enumerate(done):
        state.owners[k] = n % 3
        for i in STRUCTURES[k].ids:
            state.table[i] = n % 3
    scene.sync(None)
    click(app, scene.side.by_key("cube").rect.center)
    assert scene.big_cube
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = res.text
    monkeypatch.setattr(res, "text", lambda line, size=res.BODY, *a, **k: drawn.append((line, size)) or real(
        line, size, *a, **k))
    app.redraw_all()
    frames(app, 1)
    rows = {describe(k) for k in done}
    sizes = {size for line, size in drawn if line in rows or " · +" in line}
    assert len(sizes) == 1 and len([line for line, _s in drawn if line in rows]) == len(done), (sizes, drawn)
    owners = [line for line, _s in drawn if " · +" in line]
    assert len(owners) == len(done) and not any("…" in line for line in owners)


def test_overlapping_hand_cards_hide_the_whole_corner_index_below():
    """Overlapped hand cards showed slivers of the covered card's bottom index ("ꞁ", "t5")."""
    from scenes.kit.cards import HAND_CARD
    from scenes.tables.zoker_kubo_layout import HAND_COVER

    app, scene = table()
    for n in (5, 6, 9, 14):
        xs = [scene.hand_pos(k, n)[0] for k in range(n)]
        steps = {round(b - a, 3) for a, b in itertools.pairwise(xs)}
        assert all(step <= HAND_CARD[0] - HAND_COVER for step in steps), (n, steps)
    xs = [scene.hand_pos(k, 4)[0] for k in range(4)]
    assert xs[1] - xs[0] >= HAND_CARD[0]  # with room, side by side as before


def test_every_card_of_a_big_hand_shows_its_whole_code():
    """With 14 cards in one row each showed 45 px, and XL1 and XL2 both read "XL": from 12 cards the
    hand lies in two rows, and up to 22 cards no card covers another's top-left code, on the canvas."""
    from scenes.kit.cards import HAND_CARD
    from scenes.tables.zoker_kubo_layout import INFO_PANEL

    app, scene = table()
    for n in range(1, 23):
        cards = [pygame.Rect(scene.hand_pos(k, n), HAND_CARD) for k in range(n)]
        for k, card in enumerate(cards):  # later cards are drawn over earlier ones
            code = pygame.Rect(card.topleft, (58, 50))
            assert code.collidelist(cards[k + 1:]) == -1, (n, k)
            assert card.top > INFO_PANEL.bottom and card.bottom <= 1080, (n, k, card)


def test_a_new_rounds_opening_draw_is_in_the_log():
    """After "Round 2 begins." the log went straight to a placement: the first turn's draw was lost."""
    from scenes.narration import game_log

    session = Session.start("zoker_kubo", [Seat("Anna", "easy"), Seat("Botti", "easy")], {"rounds": 2},
                            seed=4, autosave=False)
    while session.state.phase != Phase.ROUND_OVER:
        actions = session.state.legal_actions()
        session.apply(next((a for a in actions if isinstance(a, Place)), actions[-1]))
    session.apply(NextRound())
    assert [ev.kind for ev in session.moves[-1].events] == ["deal", "draw"]
    lines = game_log(session).lines(0)
    start = lines.index("Round 2 begins.")
    opener = session.state.turn_player
    assert lines[start + 1] == f"{session.seats[opener].name} drew 1 card.", lines[start:]
