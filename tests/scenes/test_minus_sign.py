"""Negative scores are written with a real minus sign ("−10", U+2212) wherever players read them,
as the score sheet does: a hyphen ("-10") reads as a dash.

Rules (wizard.md): "Exact bid: 20 + 10 per trick taken. Otherwise −10 for each trick over or under."
"""

from __future__ import annotations

import re

from game.core.i18n import number, set_language
from scenes.registry import SCENES
from scenes.session import Session, default_seats
from scenes.tables import top_bar
from tests.scenes.helpers import frames, make_app, spy_texts

HYPHEN_NUMBER = re.compile(r"(^|[\s(:=·])-\d")


def wizard_with_a_negative_total():
    """A Wizard session whose first seat (the person) is below zero: every seat bids and plays
    its first legal choice until a missed bid has cost the person points."""
    session = Session.start("wizard", default_seats(3, level="easy"), None, seed=3, autosave=False)
    for _ in range(2000):
        view = session.state.view(0)
        if min(view.totals) < 0 and session.state.current_player == 0:
            return session
        session.apply(session.state.legal_actions()[0])
    raise AssertionError("no negative total in 2000 moves")


def test_seat_chips_write_a_negative_score_with_a_minus_sign(monkeypatch):
    app = make_app()
    session = wizard_with_a_negative_total()
    scene = SCENES["wizard"](app, session)
    app.manager.reset(scene)
    frames(app, 2)
    shown = spy_texts(top_bar, monkeypatch, "blit_text")
    app.redraw_all()
    frames(app, 1)
    totals = session.state.view(0).totals
    negative = [t for t in totals if t < 0]
    chip_lines = [t for t in shown if "·" in t]  # "−20 · bid 1, took 0" per seat
    assert chip_lines, shown
    assert not [t for t in chip_lines if HYPHEN_NUMBER.search(t)], chip_lines
    for t in negative:
        assert any(line.startswith(f"\u2212{-t} ") for line in chip_lines), (t, chip_lines)


def test_numbers_players_read_use_a_minus_sign_in_both_languages():
    from scenes.narration.base import signed
    from scenes.screens.score_sheet import sheet_number
    from scenes.text import score_words

    try:
        for lang in ("en", "fi"):
            set_language(lang)
            assert sheet_number(-10) == number(-10) == "\u221210"
            assert signed(-10) == "\u221210" and signed(0) == "0" and signed(12) == "+12"
            assert number(-0.04, 1) == ("0.0" if lang == "en" else "0,0")  # never "−0.0"
            assert number(-1.94, 1) == ("\u22121.9" if lang == "en" else "\u22121,9")
            assert score_words(-3).startswith("\u22123 ")
    finally:
        set_language("en")


def test_a_phone_shows_a_negative_score_with_a_minus_sign():
    from scenes.phones.present import present

    session = wizard_with_a_negative_total()
    page = present(session, 0, 1)
    scores = page["scores"]
    negative = [t for t in session.state.view(0).totals if t < 0]
    assert negative and all(f"\u2212{-t}" in scores["totals"] for t in negative), scores
    assert not [p for row in scores["rows"] for p in row["points"] if str(p).startswith("-")], scores


def test_minus_one_takes_the_singular_as_one_does():
    """Recent games: "Botti won (−1 points)". A count's word follows its size, not its sign."""
    from scenes.text import score_words

    try:
        for lang, words in (("en", ("\u22121 point", "\u22121 card", "\u22122 points")),
                            ("fi", ("\u22121 piste", "\u22121 kortti", "\u22122 pistettä"))):
            set_language(lang)
            assert (score_words(-1), score_words(-1, "cards"), score_words(-2)) == words
    finally:
        set_language("en")
