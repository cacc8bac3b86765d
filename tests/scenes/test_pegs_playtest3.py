"""Pegs and Jokers play-test 3: the tutorial says what the rules say (a joker brings a peg out of
start too; the rules' own terms), its sentences keep full size, a wrong hand card is answered
with what the step asks, and a wrong drop out of start gives the card's own reason.
Real mouse events through the app."""

from __future__ import annotations

import pygame
import pytest

from game.core.tutorial import load
from scenes.kit import text_fit
from scenes.screens import tutorial as tutorial_module
from scenes.screens import tutorial_play as tp
from scenes.screens.tutorial import BODY_SIZE, TutorialEndScene, tutorial_table
from tests.scenes.helpers import frames, make_app

GAME = "pegs_and_jokers"


def open_tutorial_table(lang: str = "en"):
    app = make_app(lang=lang)
    table = tutorial_table(app, GAME, remember=False)
    app.manager.reset(table)
    tp.settle(app, table)
    return app, table


def test_the_tutorial_says_a_joker_brings_a_peg_out_too_in_the_rules_terms():
    """Rules: "| joker | move one of your pegs (from the track or from start) onto a track hole that
    holds another player's peg |"; the holes are the **come-out** hole and the **in-spot**."""
    tut = load(GAME)
    for lang in ("en", "fi"):
        texts = [s.say[lang] for s in tut.steps] + [s.explain[lang] for s in tut.steps] + tut.learnt[lang]
        joined = " ".join(texts)
        assert "Only an A" not in joined and "Vain A" not in joined
        if lang == "en":
            assert "joker" in tut.steps[0].say["en"]
            assert any("joker" in line and "from start" in line for line in tut.learnt["en"])
            for wrong in ("home entrance", "home's entrance", "back peg", "front peg"):
                assert wrong not in joined, wrong
            assert "in-spot" in tut.steps[3].say["en"] and "in-spot" in joined
            assert "jokeri" not in joined
        else:
            assert "jokeri" in tut.steps[0].say["fi"].lower()
            for wrong in ("sisäänkäyn", "lähtöpes", "lähtöreik", "takimmai", "etummai"):
                assert wrong not in joined, wrong


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_sentence_and_what_was_learnt_keep_full_size(lang, monkeypatch):
    """Played through by real events to the end panel (with its Review button, as a person sees
    it): no step's sentence or explanation, nor a learnt line, shrinks to fit (step 6's
    explanation fell to 22 px, the joker line of the summary to 26)."""
    app, table = open_tutorial_table(lang)
    sizes: dict[str, int] = {}
    real = tutorial_module.draw_text

    def spy(surface, message, box, size=24, *args, **kw):
        if size == BODY_SIZE:
            b = pygame.Rect(box)
            sizes[message] = text_fit.fit(message, size, False, b.w, b.h).size
        return real(surface, message, box, size, *args, **kw)

    monkeypatch.setattr(tutorial_module, "draw_text", spy)
    tut = table.tutorial.tutorial
    for _step in tut.steps:
        tp.settle(app, table)
        app.redraw_all()
        frames(app, 1)
        for gesture in table.tutorial.cursor.current().do:
            tp.do_gesture(app, table, gesture)
        assert table.tutorial.mode == "explain"
        app.redraw_all()
        frames(app, 1)
        tp.press(app, pygame.K_RETURN)
    frames(app, 3)
    assert isinstance(app.manager.top, TutorialEndScene) and app.manager.top.reviewable
    app.redraw_all()
    frames(app, 1)
    for step in tut.steps:
        for text in (step.say[lang], step.explain[lang]):
            assert sizes[text] == BODY_SIZE, (text, sizes[text])
    for line in tut.learnt[lang]:
        assert sizes[line] == BODY_SIZE, (line, sizes[line])


def test_a_click_on_another_hand_card_says_what_the_step_asks():
    """Step 2 asks for the 8; a click on the 5♦ selects nothing and says so (as Memo's tutorial)."""
    app, table = open_tutorial_table()
    tp.play_step(app, table)
    tp.press(app, pygame.K_RETURN)
    tp.settle(app, table)
    assert table.tutorial.cursor.step == 1 and table.tutorial.mode == "step"
    assert "5D" in table.view().hand and table.tutorial.cursor.expected().card == "8S"
    before = table.state.snapshot()
    tp.click(app, table.zone_rect("card.5D").center)
    assert table.toast.visible and table.toast.message == ("Not that: Click the 8 "
                                                           "and drag your peg back to the glowing hole.")
    assert table.selected_card() is None
    assert table.state.snapshot() == before
    tp.click(app, table.zone_rect("card.8S").center)  # the glowing card is taken as before
    assert table.selected_card() == "8S"
    assert table.tutorial.cursor.step == 1


def test_a_peg_out_of_start_dropped_on_another_hole_is_told_about_the_come_out_hole():
    """Rules: "| K, Q, J | leave start to the come-out hole, or 10 forward |": the play-tester's
    wrong drop was told "the whole count must be used, and a peg never passes…"."""
    app, table = open_tutorial_table()
    tp.click(app, table.zone_rect("card.JS").center)
    assert table.selected_card() == "JS"
    before = table.state.snapshot()
    tp.drag(app, table.zone_rect("start.0.0").center, table.zone_rect("track.12").center)
    assert table.state.snapshot() == before
    assert table.toast.message == "Out of start, J♠ brings a peg only onto its come-out hole."
