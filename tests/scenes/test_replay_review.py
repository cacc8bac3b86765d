"""The review panel over a replay, with a test double for the coach's search (game.core.coach.review).

The double returns marks at the person's own decisions (a legal better move each), calls
`progress` and honours `cancelled`, so the panel's progress, Cancel, list and Show are tested
without the minute a real search takes.
"""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from game.core import coach
from game.core.coach import Mark
from scenes.replay import Replay
from tests.scenes.helpers import click, frames, key, make_app, settle, spy_rects
from tests.scenes.test_replay import bar_button, check, open_table, played


def fake_review(calls: list, gate: threading.Event | None = None, values=None, units=("points", "")):
    """`values`: per mark its (played, better) values (12 and 31.5 for every mark by default)."""

    def review(data, seat, *, seed=0, progress=None, cancelled=None, budget=None, names=None):
        calls.append((seat, names))
        replay = Replay(data)
        found = []
        for k, move in enumerate(replay.moves):
            legal = replay.state_at(k).legal_actions()
            if move.seat == seat and len(legal) > 1:
                better = next(a for a in legal if a != move.action)
                pv, bv = values[len(found) % len(values)] if values else (12.0, 31.5)
                found.append(Mark(k, seat, move.action, better, pv, bv, 1.0, units[0], f"reason {k}",
                                  unit_behind=units[1]))
        progress(0, len(found))
        while gate is not None and not gate.is_set():
            if cancelled():
                return []
            time.sleep(0.01)
        progress(len(found), len(found))
        return found[:3]

    return review


def bar_text_boxes(app, monkeypatch) -> dict:
    """One frame's texts in the replay bar, each with its box (the text-fit check reset first)."""
    from scenes.kit import text_fit
    from scenes.screens import replay_bar

    drawn = []
    real = replay_bar.draw_text
    monkeypatch.setattr(replay_bar, "draw_text", lambda s, msg, box, *a, **k: drawn.append((msg, box))
                        or real(s, msg, box, *a, **k))
    text_fit.CHECK.reset()
    app.step(1 / 60)
    return {msg: pygame.Rect(box) for msg, box in drawn}


def outlines_drawn(app, monkeypatch) -> list:
    """The colours of the rects the replay draws in one whole frame (the better move's glow is gold)."""
    from scenes.tables import replay_mode

    colours = []
    real = replay_mode.pygame.draw.rect
    monkeypatch.setattr(replay_mode.pygame.draw, "rect",
                        lambda s, c, r, *a, **k: colours.append(c) or real(s, c, r, *a, **k))
    app.redraw_all()
    app.step(1 / 60)
    monkeypatch.setattr(replay_mode.pygame.draw, "rect", real)
    return colours


def wait_done(app, scene) -> None:
    for _ in range(500):
        frames(app, 1)
        if scene.review.done:
            frames(app, 2)
            return
    raise AssertionError("the review never finished")


def reviewed(monkeypatch, game_id: str, **played_as) -> tuple:
    """A replay of a random game with its (fake) review open and done: (app, table, review panel)."""
    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app()
    table = open_table(app, played(game_id, **played_as))
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    wait_done(app, panel)
    return app, table, panel


def open_review_drawn(app, table, monkeypatch) -> tuple:
    """Open Review on `table`, wait for its search and redraw it: (the panel, every
    (message, box, size) the review screen drew)."""
    from scenes.screens import review as review_screen

    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    wait_done(app, panel)
    drawn = []
    real = review_screen.draw_text
    monkeypatch.setattr(review_screen, "draw_text", lambda s, msg, box, size=24, *a, **k:
                        drawn.append((msg, pygame.Rect(box), size)) or real(s, msg, box, size, *a, **k))
    app.redraw_all()
    app.step(1 / 60)
    return panel, drawn


def test_review_lists_three_marks_and_show_jumps_there(monkeypatch):
    calls: list = []
    monkeypatch.setattr(coach, "review", fake_review(calls))
    data = played("wizard", limit=120)
    app = make_app()
    table = open_table(app, data)
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    assert type(panel).__name__ == "ReviewScene"
    wait_done(app, panel)
    assert calls == [(0, ["Anna", "Bot 1", "Bot 2"])]
    assert len(panel.review.marks) == 3 and all(panel.better_names)
    mark = panel.review.marks[1]
    click(app, panel.buttons.by_key("show.1").rect.center)
    # where Anna chose: the table as she saw it (after the move a trick was often taken already)
    assert app.manager.top is table and table.position() == mark.index and table.better is mark
    move, values = table.coach_note()  # the bar's note: the better move, then the values
    assert panel.better_names[1] in move and values.endswith("with it: 32")  # about 31.5: whole numbers
    check(table, data)
    assert [k for k, _colour in table.marks()] == [m.index for m in panel.review.marks]  # on the slider
    click(app, bar_button(table, "review").rect.center)  # a second look: the same review, no new search
    assert len(calls) == 1 and app.manager.top.review.done
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RIGHT)  # one step on, the move made: the note and glow stay
    settle(app)
    assert table.position() == mark.index + 1 and table.better is mark and table.coach_note()[0] == move
    key(app, pygame.K_LEFT)
    settle(app)
    assert table.position() == mark.index and table.coach_note()[0] == move
    key(app, pygame.K_LEFT)
    assert table.better is None and table.coach_note() == ()  # the mark's note belongs to its move


def test_cancel_stops_the_search(monkeypatch):
    gate = threading.Event()
    monkeypatch.setattr(coach, "review", fake_review([], gate))
    app = make_app()
    table = open_table(app, played("wizard", limit=60))
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    frames(app, 3)
    assert not panel.review.done and panel.review.total > 0
    click(app, panel.buttons.by_key("cancel").rect.center)
    panel.review.thread.join(2)
    assert not panel.review.thread.is_alive() and app.manager.top is table
    assert 0 not in table.reviews  # a cancelled review starts afresh


def test_review_from_the_game_over_panel_and_a_tutorial_end(monkeypatch):
    from scenes.screens.tutorial import TutorialEndScene, advance, tutorial_table
    from tests.scenes.helpers import armed, finished_with_game_over, settle

    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app()
    table, over = finished_with_game_over(app)
    armed(app)
    click(app, over.buttons.by_key("review").rect.center)
    panel = app.manager.top
    assert type(panel).__name__ == "ReviewScene" and panel.table.position() == panel.table.last()
    wait_done(app, panel)
    assert panel.review.marks and not panel.guided and panel.title() == "Your costliest moves"
    tutorial = tutorial_table(app, "wizard")
    app.manager.reset(tutorial)
    advance(tutorial, 3, True)
    app.manager.push(TutorialEndScene(app, tutorial))
    end = app.manager.top
    click(app, end.buttons.by_key("review").rect.center)
    panel = app.manager.top
    assert type(panel).__name__ == "ReviewScene" and panel.seat == 0
    assert panel.table.last() == len(tutorial.state.history)
    # the tutorial chose the person's moves: the panel says so instead of "your costliest moves"
    assert panel.guided and panel.title() == "The coach on your first game"
    settle(app)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_lost_ground_is_steps_back_and_the_better_move_is_named_once(monkeypatch, lang):
    """Pegs and Jokers' coach values a move by the ground the team gains over a round, which a peg
    sent back makes negative: the panel said "-18.1 steps expected · better: 87.7 · Better move:
    …" ("parempi" twice in Finnish). Lost ground reads as steps back, the better move is named
    first and its value follows as "with it", and every mark's line is drawn at one size."""
    from game.core.i18n import set_language
    from game.pegs.coach import PegsCoach

    units = PegsCoach.unit, PegsCoach.unit_behind
    monkeypatch.setattr(coach, "review", fake_review([], values=[(-18.1, 87.7), (3.2, 40.5)], units=units))
    try:
        app = make_app(lang=lang)
        table = open_table(app, played("pegs_and_jokers", limit=120, players=4))
        panel, drawn = open_review_drawn(app, table, monkeypatch)
        lines = [(msg, size) for msg, _box, size in drawn if msg in panel.lines]
        assert len(lines) == len(panel.review.marks) == 3
        better, back, forward = {"en": ("better", "18.1 steps back", "87.7 steps forward"),
                                 "fi": ("parempi", "18,1 askelta taaksepäin", "87,7 askelta eteenpäin")}[lang]
        first = lines[0][0]
        assert back in first and forward in first, first
        assert "-" not in first and "−" not in first, first
        assert all(msg.lower().count(better) == 1 for msg, _ in lines), lines
        assert len({size for _, size in lines}) == 1, lines
    finally:
        set_language("en")


def test_a_count_of_turns_left_is_shown_as_a_count_not_its_minus():
    """Racko's coach values a rack as minus its turns to Racko; the panel shows the turns themselves."""
    from scenes.screens.review import values_text

    data = played("racko", seed=7, limit=80, players=2)
    marks = coach.review(data["state"], 0, names=["Anna", "Bot 1"])
    assert marks and all(m.fewer_is_better for m in marks)
    app = make_app()
    table = open_table(app, data)
    for m in marks:
        text = values_text(table.session, m)
        assert "-" not in text and "−" not in text, text
        played_turns, better_turns = m.shown(m.played_value), m.shown(m.better_value)
        assert better_turns < played_turns  # the better move leaves fewer turns


@pytest.mark.parametrize(("game_id", "lang"), [("wizard", "en"), ("pegs_and_jokers", "en"),
                                             ("pegs_and_jokers", "fi")])
def test_the_coachs_note_is_in_the_bar_and_its_values_are_whole(monkeypatch, game_id, lang):
    """Over the table the note hid the seats' names: it is drawn in the replay bar, over the slider,
    the position under it. In one wrapped line a long better move (Pegs and Jokers' bumps, in
    Finnish) cut off the values, the note's point: the values have a row of their own and are
    never shortened; the note has the bar's width, so Pegs' move is whole (in Finnish over both
    rows when it must, see the next test)."""
    from game.core.i18n import set_language
    from scenes.kit import text_fit
    from scenes.screens import replay_bar

    monkeypatch.setattr(coach, "review", fake_review([]))
    try:
        app = make_app(lang=lang)
        players = 4 if game_id == "pegs_and_jokers" else None
        table = open_table(app, played(game_id, limit=120, players=players))
        click(app, bar_button(table, "review").rect.center)
        panel = app.manager.top
        wait_done(app, panel)
        click(app, panel.buttons.by_key("show.1").rect.center)
        boxes = bar_text_boxes(app, monkeypatch)
        move, values = table.coach_note()
        assert move in boxes and values in boxes
        bar = table.bar
        box = bar.note_box()
        room = replay_bar.BAR.union(replay_bar.note_card(box, move, values)[0])  # a long note's card
        assert room.contains(boxes[move]) and room.contains(boxes[values])
        assert boxes[move].bottom <= boxes[values].top  # two rows
        assert not any(values[:40] in cut for cut in text_fit.CHECK.cut), text_fit.CHECK.cut
        assert not any(move[:40] in cut for cut in text_fit.CHECK.cut), text_fit.CHECK.cut
        position = table.position_text()
        assert position in boxes and boxes[position].top >= table.bar.track.bottom  # under the slider
        # the review's "Move 12" is the bar's: a play-tester saw "Move 12" open "Move 11 of 97"
        k = table.better.index + 1  # the mark shown, whose panel heading reads "Move {k}"
        before = {"en": f"Before move {k} of ", "fi": f"Ennen siirtoa {k}/"}[lang]
        assert position.startswith(before), position
        assert text_fit.CHECK.overflow == 0, text_fit.CHECK.examples
    finally:
        set_language("en")


def test_a_note_too_long_for_its_rows_is_a_card_standing_on_the_bar_and_is_never_cut(monkeypatch):
    """In Finnish a split 7 that bumps ("7♠: pelaajan Robo toinen nappula edestä 3 eteenpäin; 4 jää
    toiselle nappulalle – …") is wider than the note's row even at the smallest size, and a peg sent
    back has long values ("Sinä: odotettavissa 24,6 askelta taaksepäin · sillä: 123,0 askelta
    eteenpäin"): those values were cut with "…" under the slider. Such a note is a card as wide as
    the note's box, standing on it over the table, with both texts whole at one size."""
    from game.core.i18n import set_language
    from scenes.kit import text_fit
    from scenes.phones.present import ADAPTERS
    from scenes.screens import replay_bar

    label = ADAPTERS["pegs_and_jokers"].label

    def longest_better(data, seat, *, seed=0, progress=None, cancelled=None, budget=None, names=None):
        replay, found = Replay(data), []
        for k, move in enumerate(replay.moves):
            view, legal = replay.state_at(k).view(seat), replay.state_at(k).legal_actions()
            if move.seat == seat and len(legal) > 1:
                better = max((a for a in legal if a != move.action), key=lambda a: len(label(a, view, names)))
                found.append(Mark(k, seat, move.action, better, -24.6, 123.0, 1.0, "steps forward",
                                  f"reason {k}", unit_behind="steps back"))
        progress(len(found), len(found))
        return [max(found, key=lambda m: len(label(m.better, replay.state_at(m.index).view(seat), names)))]

    monkeypatch.setattr(coach, "review", longest_better)
    try:
        app = make_app(lang="fi")
        table = open_table(app, played("pegs_and_jokers", seed=4, limit=400, players=4))
        click(app, bar_button(table, "review").rect.center)
        panel = app.manager.top
        wait_done(app, panel)
        click(app, panel.buttons.by_key("show.0").rect.center)
        move, values = table.coach_note()
        assert "24,6 askelta taaksepäin" in values and "123,0 askelta eteenpäin" in values
        bar = table.bar
        box = bar.note_box()
        assert res_width(move, True) > replay_bar.note_rows(box)[0].w  # too long for a row
        boxes = bar_text_boxes(app, monkeypatch)
        card, rows = replay_bar.note_card(box, move, values)
        assert card.bottom == box.bottom and card.x == box.x and card.w == box.w and card.top < box.top
        assert card.contains(boxes[move]) and card.contains(boxes[values])
        assert boxes[move].bottom <= boxes[values].top  # the move, then the values
        assert table.position_text() in boxes and boxes[table.position_text()].top >= bar.track.bottom
        for x in (bar.track.x + 20, bar.track.right - 20):  # "Move 24 of 117" was under the knob
            monkeypatch.setattr(bar, "knob_x", lambda x=x: x)
            knob = pygame.Rect(0, 0, 34, 34)
            knob.center = (x, bar.track.centery)
            inks = spy_rects(replay_bar, monkeypatch, "draw_text")
            app.redraw_all()
            app.step(1 / 60)
            assert not knob.colliderect(dict(inks)[table.position_text()]), x
        cut = text_fit.CHECK.cut
        assert not any(move[:40] in text or values[:40] in text for text in cut), cut
        assert text_fit.CHECK.overflow == 0, text_fit.CHECK.examples
    finally:
        set_language("en")


def res_width(text: str, bold: bool, size: int = 16) -> int:
    """`text`'s width at the smallest size the bar may draw it."""
    from scenes.kit import resources as res

    return res.font(size, bold).size(text)[0]


def test_racko_glows_the_better_pile_or_slot(monkeypatch):
    """Issue 28: Show jumps the replay to the move "and the better one glows where the table can
    point at it"; Racko's table named its better pile or slot only in the bar's note."""
    from game.racko.engine import Draw, Place
    from scenes.tables import replay_mode

    app, table, panel = reviewed(monkeypatch, "racko", limit=60, players=2)
    for i, mark in enumerate(panel.review.marks):
        click(app, panel.buttons.by_key(f"show.{i}").rect.center)
        assert table.better is mark
        zones = table.better_zones()
        if isinstance(mark.better, Draw):
            assert zones == [mark.better.pile]
        elif isinstance(mark.better, Place):
            assert zones == [f"slot.{mark.better.slot}"]
        assert zones and replay_mode.GOLD in outlines_drawn(app, monkeypatch)
        click(app, bar_button(table, "review").rect.center)
        panel = app.manager.top


@pytest.mark.parametrize("game_id", ["zoker_solo", "zoker_memo"])
def test_the_better_move_is_named_as_advice_not_as_a_past_move(monkeypatch, game_id):
    """Solo and Memo named the better move with the log's line: "Better move: You placed orange
    M4 on stack 2." reads as a move made; and Memo's "You turned up green M3" names a card the
    person could not see then. They are named as advice, Memo's by its place, and ringed on the
    table as Wizard's and Racko's are (issue 28: "the better one glows where the table can point")."""
    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app()
    table = open_table(app, played(game_id, limit=60, players=1 if game_id == "zoker_solo" else 2))
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    wait_done(app, panel)
    assert panel.review.marks
    for i, _mark in enumerate(panel.review.marks):
        click(app, panel.buttons.by_key(f"show.{i}").rect.center)
        note = table.coach_note()[0]
        assert note.startswith("Better move: ") and not note.startswith("Better move: You ")
        if game_id == "zoker_memo":
            assert "row " in note or "extra place" in note or "face down" in note
        from game.zoker.memo.engine import Reveal
        from game.zoker.solo.engine import Move

        if isinstance(_mark.better, Move):  # glowing as Solo's hint does
            assert table.glowing_hint() == f"{_mark.better.src}>{_mark.better.dst}"
        elif isinstance(_mark.better, Reveal):  # and the better move is ringed on the table
            zones = table.better_zones()
            assert zones and all(table.zone_rect(z) is not None for z in zones)
        click(app, bar_button(table, "review").rect.center)
        panel = app.manager.top


def test_solos_better_move_glows_under_the_stacks_height_badges(monkeypatch):
    """A play-tester: the review's gold frame on stacks 2 and 3 covered their height badges ("2",
    "1"), which lie over H's hint. The better move now glows as the hint does, under the badges."""
    from game.zoker.solo.engine import Move
    from scenes.kit.ui import GOLD, GOLD_BRIGHT

    app, table, panel = reviewed(monkeypatch, "zoker_solo", limit=60, players=1)
    moves = [i for i, m in enumerate(panel.review.marks) if isinstance(m.better, Move)]
    assert moves
    click(app, panel.buttons.by_key(f"show.{moves[0]}").rect.center)
    drawn = []
    rect, circle = pygame.draw.rect, pygame.draw.circle
    monkeypatch.setattr(pygame.draw, "rect", lambda s, c, r, *a, **k: drawn.append(("rect", tuple(c)))
                        or rect(s, c, r, *a, **k))
    monkeypatch.setattr(pygame.draw, "circle", lambda s, c, at, radius, *a, **k: drawn.append(
        ("circle", radius)) or circle(s, c, at, radius, *a, **k))
    canvas = pygame.Surface((1920, 1080))
    table.draw_table(canvas)  # the table's own frame: the glow, then the badges over it
    gold = [i for i, d in enumerate(drawn) if d[0] == "rect" and d[1][:3] in (GOLD[:3], GOLD_BRIGHT[:3])]
    badges = [i for i, d in enumerate(drawn) if d == ("circle", 26)]
    assert gold and badges and max(gold) < min(badges), drawn
    drawn.clear()
    table.draw_better(canvas)  # and nothing framed over the scaled table
    assert drawn == []


def test_show_takes_the_table_back_to_the_reviewed_players_eyes(monkeypatch):
    """After Show all hands → See as Bot 1, Show of a reviewed move still showed the table through
    Bot 1's eyes (in Racko its rack big, the person's face down, the better slot on the wrong rack)."""
    monkeypatch.setattr(coach, "review", fake_review([]))
    data = played("wizard", limit=10_000)
    app = make_app()
    table = open_table(app, data)
    assert table.can_show_hands()
    table.see_as(1)
    assert table.viewer == 1
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    wait_done(app, panel)
    mark = panel.review.marks[0]
    click(app, panel.buttons.by_key("show.0").rect.center)
    assert app.manager.top is table and table.better is mark
    assert table.viewer == mark.seat == 0 and not table.all_hands
    check(table, data)


@pytest.mark.parametrize("game_id", ["pegs_and_jokers", "gang_of_four", "zoker_tiko", "zoker_kubo"])
def test_the_better_move_glows_on_every_card_table(monkeypatch, game_id):
    """Issue 28: "the better one glows where the table can point at it". Pegs and Jokers, Gang of
    Four, Tiko and Kubo named it only in the bar: each now rings its card (while the hand shown
    holds it: a better card played with the move made is gone from it) and, for pegs and Kubo,
    the holes or the cube's place."""
    from scenes.tables import replay_mode

    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app()
    players = 4 if game_id == "pegs_and_jokers" else None
    table = open_table(app, played(game_id, limit=90, players=players))
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    wait_done(app, panel)
    assert panel.review.marks
    pointed = 0
    for i, mark in enumerate(panel.review.marks):
        click(app, panel.buttons.by_key(f"show.{i}").rect.center)
        assert table.better is mark
        zones = table.better_zones()
        pointed += bool(zones)
        assert all(table.zone_rect(z) is not None for z in zones), zones
        assert outlines_drawn(app, monkeypatch).count(replay_mode.GOLD) >= len(zones)
        click(app, bar_button(table, "review").rect.center)
        panel = app.manager.top
    assert pointed, "the table pointed at none of the better moves"


def test_every_marks_reason_is_drawn_at_one_size(monkeypatch):
    """Seen by hand in Finnish (Zoker Tiko): a three-line reason shrank alone and stood smaller than
    the two-line reason above it, as if misprinted; the reasons share one size, as the lines do."""
    import dataclasses

    from scenes.kit.text_fit import fit

    long = "Sininen XL3 meni alle, kun päällimmäisenä oli vihreä XL3; punainen M3 olisi mennyt päälle " \
           "ja voittanut tikin 100 prosentissa valmentajan kokeilemista jaoista, kun taas oranssi L2 " \
           "ei olisi."
    reasons = ["A short reason.", long, "Another short reason."]
    search = fake_review([])

    def review(*args, **kw):  # the double's three marks, each with its own reason
        return [dataclasses.replace(m, reason=r) for m, r in zip(search(*args, **kw), reasons, strict=True)]

    monkeypatch.setattr(coach, "review", review)
    app = make_app()
    table = open_table(app, played("zoker_tiko", limit=60))
    panel, drawn = open_review_drawn(app, table, monkeypatch)
    # the size each is seen at: what the fitter made of the size asked for, in its box
    sizes = {msg: fit(msg, size, True, box.w, box.h).size for msg, box, size in drawn if msg in reasons}
    assert len(sizes) == len(panel.review.marks) == 3 and len(set(sizes.values())) == 1, sizes
    assert not any(fit(msg, sizes[msg], True, box.w, box.h).shortened
                   for msg, box, _size in drawn if msg in reasons)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_each_mark_names_its_round_as_the_top_bar_does(monkeypatch, lang):
    """Seen by hand: "Move 652" alone left a player counting; a game with rounds heads each mark
    with the round as its table's top bar names it ("Move 652 · Round 20 of 20")."""
    from game.core.i18n import _
    from game.wizard.engine import NextRound

    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app(lang=lang)
    data = played("wizard", limit=120)
    table = open_table(app, data)
    panel, drawn = open_review_drawn(app, table, monkeypatch)
    heads = [msg for msg, _box, _size in drawn if msg.startswith(_("Move {k}").format(k=""))]
    history = table.session.replay.moves
    rounds = [1 + sum(isinstance(m.action, NextRound) for m in history[:mark.index])
              for mark in panel.review.marks]
    assert len(set(rounds)) > 1, rounds  # the double's marks are in more than one round
    assert heads == [_("Move {k}").format(k=mark.index + 1) + " · " + _("Round {r} of {n}").format(r=r, n=20)
                     for mark, r in zip(panel.review.marks, rounds, strict=True)], heads


def test_a_lead_of_exactly_one_reads_with_its_decimal():
    """A tester saw "You: likely to end 1 pairs behind · with it: 1 pairs ahead" beside "2.0 pairs"."""
    from game.core.coach import Mark
    from scenes.screens.review import values_text
    from scenes.session import Seat, Session

    session = Session.start("zoker_memo", [Seat("Anna"), Seat("Botti", "easy")], seed=1, autosave=False)
    mark = Mark(0, 0, None, None, -1.0, 1.0, 0.0, "pairs ahead", "", unit_behind="pairs behind")
    assert values_text(session, mark) == "You: likely to end 1.0 pairs behind · with it: 1.0 pairs ahead"


def test_tikos_values_say_they_count_one_deal():
    """A play-tester read "You: 4 cards expected" beside "Cards won: 28": the coach counts the cards
    won by the end of this deal, and the line says so."""
    from game.core.coach import Mark
    from game.core.i18n import set_language
    from game.zoker.tiko.coach import COACH
    from scenes.screens.review import values_text
    from scenes.session import Seat, Session

    session = Session.start("zoker_tiko", [Seat("Anna"), Seat("Botti", "easy"), Seat("Bot", "easy")], seed=1,
                            autosave=False)
    mark = Mark(0, 0, None, None, 4.0, 7.0, 0.0, COACH.unit, "")
    assert values_text(session, mark) == "You: about 4 cards from this deal · with it: 7"
    set_language("fi")
    try:
        assert values_text(session, mark) == "Sinä: noin 4 korttia tästä jaosta · sillä siirrolla: 7"
    finally:
        set_language("en")


def test_memos_values_say_by_your_next_turn_as_its_reason_does():
    """A play-tester: Memo's reason said "by your next turn 0.4 … 0.9 pairs behind" and the line
    under it "likely to end 0.9 pairs behind": its coach counts pairs up to the seat's next turn."""
    from game.core.i18n import set_language
    from game.zoker.memo.coach import COACH
    from scenes.screens.review import values_text
    from scenes.session import Seat, Session

    data = played("zoker_memo", seed=3, limit=24, players=2)
    marks = coach.review(data["state"], 0, names=["Anna", "Bot 1"])
    assert marks and all(m.next_turn for m in marks) and COACH.next_turn
    session = Session.start("zoker_memo", [Seat("Anna"), Seat("Botti", "easy")], seed=1, autosave=False)
    assert values_text(session, marks[0]).startswith("By your next turn you win ")
    set_language("fi")
    try:
        assert values_text(session, marks[0]).startswith("Seuraavaan vuoroosi mennessä saat ")
    finally:
        set_language("en")


def test_one_long_reason_keeps_its_size_in_a_panel_as_tall_as_its_row(monkeypatch):
    """A play-tester: Memo's one mark had its long reason shrunk to a small print in two rows, under
    it a panel mostly empty. One or two marks get taller rows, and the panel is as tall as they are."""
    from scenes.kit.text_fit import fit
    from scenes.screens.review import PANEL, REASON_SIZE

    long = ("On average you are 0.4 pairs behind the others by your next turn after the card at row 3, "
            "column 3, and 0.9 pairs behind the others after the one at row 1, column 3.")

    def one(data, seat, *, progress=None, **_k):
        progress(1, 1)
        replay = Replay(data)
        k = next(k for k, m in enumerate(replay.moves)
                 if m.seat == seat and len(replay.state_at(k).legal_actions()) > 1)
        legal = replay.state_at(k).legal_actions()
        better = next(a for a in legal if a != replay.moves[k].action)
        return [Mark(k, seat, replay.moves[k].action, better, -0.9, -0.4, 0.1, "pairs ahead", long,
                     unit_behind="pairs behind")]

    monkeypatch.setattr(coach, "review", one)
    app = make_app()
    table = open_table(app, played("zoker_memo", limit=40, players=2))
    panel, drawn = open_review_drawn(app, table, monkeypatch)
    (box, size), = [(box, size) for msg, box, size in drawn if msg == long]
    assert size == REASON_SIZE and not fit(long, size, True, box.w, box.h).shortened
    p = panel.panel()
    assert p.h < PANEL.h and p.centery == PANEL.centery
    assert all(p.contains(b.rect) for b in panel.buttons.buttons)
    assert all(p.contains(box) for _m, box, _s in drawn)


def test_the_panel_fits_what_it_says(monkeypatch):
    """A panel made for three marks stood mostly empty around one sentence ("well played!") or the
    search's progress: those get a shorter panel, the marks the tall one; buttons stay inside."""
    from scenes.screens.review import PANEL

    gate = threading.Event()
    monkeypatch.setattr(coach, "review", fake_review([], gate=gate))
    app = make_app()
    table = open_table(app, played("wizard", limit=120))
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    frames(app, 2)
    searching = panel.panel()
    assert searching.h < PANEL.h and searching.contains(panel.buttons.by_key("cancel").rect)
    gate.set()
    wait_done(app, panel)
    assert panel.panel() == PANEL and PANEL.contains(panel.buttons.by_key("close").rect)
    key(app, pygame.K_ESCAPE)
    table.reviews.clear()
    monkeypatch.setattr(coach, "review", lambda data, seat, **k: (k["progress"](0, 1), [])[-1])
    click(app, bar_button(table, "review").rect.center)
    panel = app.manager.top
    wait_done(app, panel)
    said = panel.panel()
    assert said.h < searching.h and said.contains(panel.buttons.by_key("close").rect)


def test_a_gang_of_four_mark_names_its_hand_only(monkeypatch):
    """Seen by hand: every Gang of Four mark repeated "· Hand 5 · game to 20"; the game's target is
    the same for all of them, so a mark names its hand ("Move 257 · Hand 5")."""
    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app()
    data = played("gang_of_four", limit=400)
    table = open_table(app, data)
    assert len(table.session.replay.round_starts) > 1  # more than one hand: marks name theirs
    panel, drawn = open_review_drawn(app, table, monkeypatch)
    heads = [msg for msg, _box, _size in drawn if msg.startswith("Move ")]
    assert heads and all(" · Hand " in h and "game to" not in h for h in heads), heads


def test_a_tiko_mark_names_its_deal(monkeypatch):
    """A Tiko game is several deals (rules/zoker.md: "2 players: 8 deals"): a mark names the deal it
    was in as the info panel does ("Move 14 · Deal 2 of 8")."""
    from game.core.i18n import _

    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app()
    data = played("zoker_tiko", limit=10_000, players=2)
    table = open_table(app, data)
    panel, drawn = open_review_drawn(app, table, monkeypatch)
    heads = [msg for msg, _box, _size in drawn if msg.startswith("Move ")]
    replay = table.session.replay
    expected = [_("Move {k}").format(k=m.index + 1) + " · "
                + _("Deal {k} of {n}").format(k=replay.state_at(m.index).view(m.seat).deal_no, n=8)
                for m in panel.review.marks]
    assert heads == expected and len(set(heads)) == len(heads)


def test_show_keeps_the_reviewed_players_cards_when_another_person_moved_next():
    """Two people at one screen: Show of Leo's pass jumped to the moment after it, which the table
    showed through the eyes of Mummo, next to play: Leo's hand and the better card were out of sight.
    At the mark (where Leo chose, and one step on) the table is Leo's; a step further is as it was then."""
    data = played("gang_of_four", limit=10_000)
    data["seats"][0]["name"] = "Leo"
    data["seats"][2] = {"name": "Mummo", "level": None}
    replay = Replay(data["state"])
    k = next(k for k, m in enumerate(replay.moves)
             if m.seat == 0 and replay.state_at(k + 1).current_player == 2 and k + 2 < len(replay.moves))
    legal = replay.state_at(k).legal_actions()
    better = next(a for a in legal if a != replay.moves[k].action)
    mark = Mark(k, 0, replay.moves[k].action, better, 12.0, 31.5, 1.0, "points", "reason", unit_behind="")
    app = make_app()
    table = open_table(app, data)
    table.show_mark(mark)
    assert table.session.position == k and table.viewer == 0 and table.better is mark
    check(table, data)
    key(app, pygame.K_RIGHT)
    assert table.session.position == k + 1 and table.state.current_player == 2
    assert table.viewer == 0 and table.better is mark
    key(app, pygame.K_RIGHT)
    assert table.session.position == k + 2 and table.better is None and table.session.mark_seat is None


def test_review_stops_the_replay_playing_under_it(monkeypatch):
    """A play-tester: "Move 6 of 9 · Playing" stood under the review's dialog, though nothing moved."""
    monkeypatch.setattr(coach, "review", fake_review([]))
    app = make_app()
    table = open_table(app, played("wizard", limit=60))
    table.toggle_play()
    assert table.playing
    click(app, bar_button(table, "review").rect.center)
    assert not table.playing and "Playing" not in table.position_text()


def test_a_marks_line_stands_right_under_its_short_reason(monkeypatch):
    """A play-tester: under a one-line reason the "Better move" line stood at the row's foot, an empty
    band between them; it follows the reason it explains."""
    app, table, _panel = reviewed(monkeypatch, "wizard")
    panel, drawn = open_review_drawn(app, table, monkeypatch)
    reasons = [box for msg, box, _size in drawn if msg in {m.reason for m in panel.review.marks}]
    lines = [box for msg, box, _size in drawn if msg in panel.lines]
    assert len(reasons) == len(lines) == len(panel.review.marks) > 1
    for reason, under in zip(reasons, lines, strict=True):  # drawn row by row: a reason, then its line
        assert 0 < under.top - reason.top <= panel.reason_size * 2, (reason, under)  # one line of reason
