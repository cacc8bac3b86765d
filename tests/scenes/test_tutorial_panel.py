"""The tutorial panel keeps its explanation readable: a long one in a short panel gets the Next
button up in the heading row instead of shrinking beside it (Zoker Tiko's step 2 fell to 20 px)."""

from __future__ import annotations

import pygame
import pytest

from scenes.kit import text_fit
from scenes.screens import tutorial as tutorial_module
from scenes.screens import tutorial_play as tp
from scenes.screens.tutorial import BODY_SIZE, tutorial_table
from tests.scenes.helpers import click, frames, make_app


def _explained_size(app, table, monkeypatch) -> int:
    sizes = []

    def spy(surface, message, box, size=24, *args, **kw):
        b = pygame.Rect(box)
        if size == BODY_SIZE:
            sizes.append(text_fit.fit(message, size, False, b.w, b.h).size)
        return text_fit.draw_text(surface, message, box, size, *args, **kw)

    monkeypatch.setattr(tutorial_module, "draw_text", spy)
    app.redraw_all()
    frames(app, 1)
    monkeypatch.undo()
    return sizes[-1]


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_tiko_step_two_explanation_stays_readable_and_next_works(lang, monkeypatch):
    app = make_app(lang=lang)
    table = tutorial_table(app, "zoker_tiko")
    app.manager.reset(table)
    for _ in range(2):  # steps 1 and 2 by real input
        tp.settle(app, table)
        for gesture in table.tutorial.cursor.current().do:
            tp.do_gesture(app, table, gesture)
        assert table.tutorial.mode == "explain"
        if table.tutorial.cursor.step < 2:
            tp.press(app, pygame.K_RETURN)
    assert _explained_size(app, table, monkeypatch) >= 26
    body, button = table.tutorial.explain_layout()
    assert not body.colliderect(button) and table.tutorial.panel_rect().contains(button)
    assert button.w >= 64 and button.h >= 64  # STYLE: touch targets
    click(app, table.tutorial.next_button.by_key("next").rect.center)
    assert table.tutorial.mode == "step" and table.tutorial.cursor.step == 2


def test_undo_and_redo_are_shown_off_in_a_tutorial_and_live_at_a_real_table():
    """No dead controls: Undo would be refused in the tutorial, so it is drawn disabled there."""
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app()
    table = tutorial_table(app, "zoker_solo")
    app.manager.reset(table)
    tp.settle(app, table)
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])  # a move: the session could undo it
    assert table.session.can_undo()
    undo = table.top_buttons.by_key("undo")
    assert not undo.enabled and not table.top_buttons.by_key("redo").enabled
    n = len(table.state.history)
    click(app, undo.rect.center)
    assert len(table.state.history) == n

    real = start_table(make_app(), "zoker_solo", [Seat("Anna")])
    move = next(a for a in real.state.legal_actions() if a != real.state.legal_actions()[-1])
    real.act(move)
    frames(real.app, 2)
    assert real.top_buttons.by_key("undo").enabled


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_what_was_learnt_keeps_full_size_in_every_game(lang, monkeypatch):
    """The end panel gives a line that needs two rows two rows (Pegs' joker line shrank to ~20 px)."""
    from game.core.tutorial import available
    from scenes.screens.tutorial import TutorialEndScene, pick

    app = make_app(lang=lang)
    for game_id in available():
        table = tutorial_table(app, game_id)
        app.manager.reset(table)
        end = TutorialEndScene(app, table)
        app.manager.push(end)
        frames(app, 1)
        sizes: dict[str, int] = {}

        def spy(surface, message, box, size=24, *args, sizes=sizes, **kw):
            b = pygame.Rect(box)
            sizes[message] = text_fit.fit(message, size, False, b.w, b.h).size
            return text_fit.draw_text(surface, message, box, size, *args, **kw)

        monkeypatch.setattr(tutorial_module, "draw_text", spy)
        app.redraw_all()
        frames(app, 1)
        monkeypatch.undo()
        for line in pick(table.tutorial.tutorial.learnt):
            assert sizes[line] == BODY_SIZE, (game_id, line, sizes[line])


def test_the_dimming_leaves_a_rounded_hole_around_a_glowing_place():
    app = make_app()
    table = tutorial_table(app, "wizard")
    app.manager.reset(table)
    tp.settle(app, table)
    controller = table.tutorial
    rects = controller.zones()
    assert rects
    controller._dim_except(pygame.Surface((1920, 1080)), rects)
    hole = pygame.Rect(rects[0]).inflate(24, 24)
    shade = controller._shade
    assert shade.get_at(hole.center).a == 0  # the place itself is bright
    assert shade.get_at(hole.topleft).a == tutorial_module.DIM_ALPHA  # its corner is not
    assert shade.get_at((hole.centerx, hole.top)).a == 0  # the edge between the corners is


def test_a_round_over_sheet_in_a_tutorial_stands_beside_the_step_it_asks_for(monkeypatch):
    """Wizard's step "… Click Next round." lay under the round-over sheet, unread."""
    from scenes.screens.round_over import RoundOverScene

    app = make_app()
    table = tutorial_table(app, "wizard")
    app.manager.reset(table)
    for _ in range(40):
        tp.settle(app, table)
        if isinstance(app.manager.top, RoundOverScene):
            break
        if table.tutorial.mode == "explain":
            tp.press(app, pygame.K_RETURN)
            continue
        for gesture in table.tutorial.cursor.current().do:
            tp.do_gesture(app, table, gesture)
    sheet = app.manager.top
    assert isinstance(sheet, RoundOverScene)
    assert not sheet.panel.colliderect(table.tutorial.panel_rect())
    from tests.scenes.helpers import spy_texts

    drawn = spy_texts(tutorial_module, monkeypatch)
    app.redraw_all()
    frames(app, 1)
    assert table.tutorial.text()[1] in drawn and "Next round" in table.tutorial.text()[1]
    click(app, sheet.buttons.by_key("next").rect.center)
    assert app.manager.top is table and table.tutorial.mode == "explain"


@pytest.mark.parametrize("length", [60, 90, 110, 130, 200, 400])
def test_the_arrow_points_from_the_card_to_its_place_or_is_left_out(length):
    """Seen by hand: between a peg and the hole beside it the arrow was a stubby wedge turned
    inside out (its two 60 px insets crossed). A play-tester: its head lay on the number of the
    slot it pointed at, and on a yellow card the yellow head was lost: it ends at the gold ring."""
    from scenes.screens.tutorial import draw_arrow

    surface = pygame.Surface((800, 100))
    surface.fill((0, 0, 0))
    card, place = pygame.Rect(0, 20, 40, 60), pygame.Rect(0, 20, 40, 60)
    card.centerx, place.centerx = 50, 50 + length
    draw_arrow(surface, card, place)
    lit = [x for x in range(800) if surface.get_at((x, 50))[:3] != (0, 0, 0)]
    rings = card.inflate(24, 24), place.inflate(24, 24)  # each zone's ring reaches 12 px out
    if lit:  # from outside the card's ring to outside the place's, its shaft running forward
        assert rings[0].right < lit[0] < lit[-1] < rings[1].left and lit[-1] - lit[0] >= 48
    else:
        assert rings[1].left - rings[0].right < 90  # left out only where the rings nearly touch


def test_memos_tutorial_panel_takes_the_room_right_of_the_cards():
    """A play-tester: Memo's tutorial box was a 380 px column that wrapped every two or three words,
    beside empty felt right of a 4×4 grid. It reaches from the cards to the edge, over no card, and
    messages stand under it."""
    app = make_app(lang="fi")
    table = tutorial_table(app, "zoker_memo")
    app.manager.reset(table)
    tp.settle(app, table)
    panel = table.tutorial.panel_rect()
    places = [pygame.Rect(table.place_box(p)) for p in range(len(table.view().places))]
    assert panel.w >= 480 and panel.collidelist(places) < 0
    assert not panel.colliderect(table.zone_rect("deck"))
    # its refusals stand under it, not across the cards (seen by hand: "Ei tuota: …" over row two)
    area = table.toast_area()
    assert area is not None and area.top > panel.bottom and area.collidelist(places) < 0


def test_an_arrow_down_to_a_slot_ends_over_its_middle_not_by_its_neighbour():
    """Two play-testers: Racko's "drag it to slot 5" arrow came in slanting and its head lay at the
    slot's top corner, on the next slot's number (31), as if it meant that one. Between zones one
    above the other the arrow runs from the middle of one's facing edge to the other's."""
    from scenes.screens.tutorial import GLOW_OUT, draw_arrow

    surface = pygame.Surface((1920, 1080))
    surface.fill((0, 0, 0))
    discard, slot = pygame.Rect(755, 410, 150, 210), pygame.Rect(150, 800, 160, 210)
    draw_arrow(surface, discard, slot)
    lit = [(y, x) for y in range(1080) for x in range(0, 1920, 2) if surface.get_at((x, y))[:3] != (0, 0, 0)]
    head = [x for y, x in lit if y >= slot.top - GLOW_OUT - 2]  # at the slot's ring
    assert head and slot.left + 10 < min(head) and max(head) < slot.right - 10  # over this slot
    assert max(y for y, _x in lit) < slot.top  # none of it on the slot's own number
    neighbour = slot.move(slot.w + 20, 0)
    assert not any(neighbour.collidepoint(x, y) for y, x in lit)  # nothing over the next slot's number


def test_while_the_computers_move_the_panel_tells_their_latest_move():
    """Seen by hand: "Watch the computer's move." stood alone while a whole trick was played and
    taken in a second or two; the next step then spoke of a card the player never saw."""
    from scenes.narration import NARRATORS, Context

    app = make_app()
    table = tutorial_table(app, "zoker_tiko")
    app.manager.reset(table)
    tp.settle(app, table)
    for gesture in table.tutorial.cursor.current().do:
        tp.do_gesture(app, table, gesture)
    tp.press(app, pygame.K_RETURN)  # on from the explanation: the computers play
    told = []
    for _ in range(400):
        frames(app, 1)
        session = table.session
        if table.state.current_player == 0:
            break
        last = session.moves[-1]
        if last.seat not in (None, 0):
            lines = NARRATORS["zoker_tiko"](Context(session, len(session.moves) - 1, 0), last)
            told.append((table.tutorial.text()[1], lines[-1]))
    assert told and all(text.startswith("Watch the computer's move. ") and text.endswith(line)
                        for text, line in told)


@pytest.mark.parametrize("game_id", ["wizard", "zoker_tiko", "racko"])
def test_h_in_a_tutorial_repeats_the_step_clear_of_its_panel(game_id):
    """Seen by hand: H's message repeating the step ran into the tutorial's own panel."""
    app = make_app()
    table = tutorial_table(app, game_id)
    app.manager.reset(table)
    tp.settle(app, table)
    tp.press(app, pygame.K_h)
    frames(app, 1)
    assert table.toast.visible
    assert not table.toast_rect().colliderect(table.tutorial.panel_rect())
