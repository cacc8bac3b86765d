"""Zoker Kubo's coach says on which side of the others a move leaves the person: "1.9 points
behind", never "-1.9 points ahead", in its reason and in the review's values, in both languages.

Rules (zoker.md, Kubo): "each card left in your hand costs a point at the end of the round"; the
coach's value is the round's result ahead of the others' mean (docs/ARCHITECTURE.md, "The coach").
"""

from __future__ import annotations

import pytest

from game.core import coach
from game.core.coach import Decision, Finding, Outcome
from game.core.i18n import set_language
from game.zoker.kubo.coach import COACH
from scenes.replay import Replay
from scenes.screens import review as review_screen
from tests.scenes.helpers import click, frames, make_app, spy_texts
from tests.scenes.test_replay import bar_button, open_table, played

BEHIND, AHEAD = -1.9, 0.6  # the played move's and the better move's mean lead over the others


def kubo_marks(data, seat, *, seed=0, progress=None, cancelled=None, budget=None, names=None):
    """The real Kubo coach's marks (reason, unit) for search values that a test chooses: at the
    person's decisions, the played move ends the round 1.9 points behind, the better 0.6 ahead.
    Only marks with the coach's general reason (the average lead) are kept."""
    replay = Replay(data)
    found = []
    for k, move in enumerate(replay.moves):
        state = replay.state_at(k)
        view, legal = state.view(seat), state.legal_actions()
        if move.seat != seat or not COACH.examines(view, legal):
            continue
        choices = [a for a in COACH.candidates(view, legal, move.action) if a != move.action]
        if not choices:
            continue
        played, better = Outcome(move.action, [BEHIND], [(2.0,)]), Outcome(choices[0], [AHEAD], [(2.0,)])
        finding = Finding(Decision(k, view, legal, move.action), played, better, AHEAD - BEHIND, 0.1,
                          [better, played], names)
        mark = COACH.mark(finding)
        if mark is not None and mark.reason.startswith(("On average", "Keskimäärin")):
            found.append(mark)
    progress(len(found), len(found))
    return found[:3]


@pytest.mark.parametrize(("lang", "behind", "ahead", "in_reason"), [
    ("en", "1.9 points behind", "0.6 points ahead", "1.9 points behind the others"),
    ("fi", "1,9 pistettä jäljessä", "0,6 pistettä edellä", "1,9 pistettä muiden jäljessä"),
])
def test_a_lead_below_zero_reads_behind(lang, behind, ahead, in_reason, monkeypatch):
    monkeypatch.setattr(coach, "review", kubo_marks)
    app = make_app(lang=lang)
    try:
        table = open_table(app, played("zoker_kubo", limit=160))
        shown = spy_texts(review_screen, monkeypatch)
        click(app, bar_button(table, "review").rect.center)
        panel = app.manager.top
        for _ in range(200):
            frames(app, 1)
            if panel.review.done:
                break
        frames(app, 2)
        assert panel.review.marks, panel.review.error or "no Kubo decision with the general reason"
        text = " ".join(shown)
        reason = panel.review.marks[0].reason
        assert in_reason in reason and reason in text
        assert f"{behind} " in text and ahead in text  # the values: "You: likely to end 1.9 points behind"
        for bad in ("-1.9", "\u22121.9", "-1,9", "\u22121,9"):
            assert bad not in text, (bad, text)
        click(app, panel.buttons.by_key("show.0").rect.center)
        note = " ".join(table.coach_note())  # the replay bar's note
        assert behind in note and ahead in note, note
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "level"), [("en", "level with the others"),
                                             ("fi", "tasoissa muiden kanssa")])
def test_the_reason_words_each_side(lang, level):
    try:
        set_language(lang)
        assert COACH.standing(-1.94).endswith(("behind the others", "muiden jäljessä"))
        assert COACH.standing(1.94).endswith(("ahead of the others", "muiden edellä"))
        assert COACH.standing(-0.04) == level  # rounds to 0.0: neither ahead nor behind
    finally:
        set_language("en")


def test_the_replay_says_you_are_playing_on_the_persons_turn(monkeypatch):
    """Seen by hand: a Kubo replay said "You is playing." (Finnish "Sinä pelaa.") on the person's
    turn: a replay is nobody's turn to move, and the line named the person like a computer."""
    import pygame

    from scenes.tables import zoker_kubo_draw
    from tests.scenes.helpers import key, texts_drawn

    data = played("zoker_kubo", players=2, limit=120)
    data["seats"][0]["name"] = "You"
    app = make_app()
    table = open_table(app, data)
    seen_you = seen_other = False
    for _ in range(40):
        key(app, pygame.K_RIGHT)
        drawn = texts_drawn(app, zoker_kubo_draw, monkeypatch)
        seat = table.view().current_player
        if seat == 0:
            assert "You are playing." in drawn and "You is playing." not in drawn
            seen_you = True
        elif seat == 1:
            assert any(t.startswith("Bot 1") and t.endswith("is playing.") for t in drawn), drawn
            seen_other = True
    assert seen_you and seen_other
