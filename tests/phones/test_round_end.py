"""Between two rounds with phones at the table: the table deals the next round, the phones show the scores."""

from __future__ import annotations

import math
import random

from scenes.phones.present import present
from scenes.screens import round_over
from scenes.screens.round_over import RoundOverScene
from tests.phones.helpers import phone_table, seats
from tests.scenes.helpers import DT, frames, make_app, settle


def to_round_end(app, scene) -> None:
    """Random legal moves through the table's own `perform` until the first round is scored."""
    rng = random.Random(2)
    while scene.state.phase != "round_over":
        assert scene.perform(rng.choice(scene.state.legal_actions())) is None
    settle(app)


ON_ITS_OWN = 3.0  # the sheet's count here (ten seconds of frames cost the suite seconds)


def sheet_at_round_end(monkeypatch, kinds):
    """A Wizard table of `kinds` (phones served) at its first round's sheet: (app, scene, hub, sheet)."""
    monkeypatch.setattr(round_over, "ON_ITS_OWN", ON_ITS_OWN)
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats(*kinds), {"rounds": "five"}, seed=3)
    to_round_end(app, scene)
    return app, scene, hub, app.manager.top


def test_with_only_phones_the_sheet_shows_then_deals_by_itself(monkeypatch):
    """Seen by a tester: with only phones and computers, Wizard's phone offered "Next round" and the
    table went on by itself two seconds later, with no round's scores anywhere."""
    app, scene, hub, sheet = sheet_at_round_end(monkeypatch, ("phone", "easy", "easy"))
    try:
        assert isinstance(sheet, RoundOverScene) and sheet.left is not None
        assert sheet.animating()  # the loop must not sleep through the count
        frames(app, int(1.5 / DT))
        assert app.manager.top is sheet and scene.state.phase == "round_over"
        assert 0 < sheet.left < ON_ITS_OWN - 1.4
        assert sheet.buttons.by_key("next").label == f"Next round ({math.ceil(sheet.left)})"
        frames(app, int((ON_ITS_OWN - 1.5) / DT) + 5)
        assert app.manager.top is scene and scene.state.phase != "round_over"
    finally:
        hub.stop()


def test_the_sheet_waits_for_a_person_at_the_screen(monkeypatch):
    app, scene, hub, sheet = sheet_at_round_end(monkeypatch, ("person", "phone", "easy"))
    try:
        assert isinstance(sheet, RoundOverScene) and sheet.left is None
        frames(app, int((ON_ITS_OWN + 1) / DT))
        assert app.manager.top is sheet and scene.state.phase == "round_over"
    finally:
        hub.stop()


def test_computers_alone_go_straight_on():
    """A demo (no person anywhere) shows no sheet between rounds."""
    from scenes.registry import SCENES
    from scenes.session import Session

    app = make_app()
    session = Session.start("wizard", seats("easy", "easy", "easy"), {"rounds": "five"}, seed=3,
                            autosave=False)
    scene = SCENES["wizard"](app, session)
    app.manager.reset(scene)
    to_round_end(app, scene)
    assert app.manager.top is scene and scene.state.phase != "round_over"


def test_a_phone_between_rounds_is_shown_the_scores_and_offered_no_move():
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("phone", "easy", "easy"), {"rounds": "five"}, seed=3)
    try:
        rng = random.Random(2)
        while scene.state.phase != "round_over":
            scene.session.apply(rng.choice(scene.state.legal_actions()))
        scene.state.current_player = 0  # even when the round's last trick was this phone's
        page = present(scene.session, 0, 1)
        assert page["actions"] == [] and not page["your_turn"] and page["round_over"]
        assert page["status"] == "Round over: the scores are below. The next round starts on the table."
        action, reason = hub._check(0, {"v": hub.versions.get(0), "action": {"type": "NextRound"}})
        assert action is None and reason == "The next round starts on the table."
    finally:
        hub.stop()
