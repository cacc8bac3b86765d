"""The card that ends a trick lands on the trick before the winner collects it (Wizard, Tiko):
the collecting glide waits for the card's own glide instead of replacing it; and the status lines
under the trick stay in their band."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from scenes.kit.cards import GLIDE, CardSprite  # noqa: E402
from scenes.session import Seat  # noqa: E402
from tests.scenes.helpers import make_app, settle, start_table  # noqa: E402

STEP = 0.02


def run(sprite: CardSprite, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        sprite.update(STEP)


def test_glide_after_waits_for_the_current_glide():
    sprite = CardSprite("c", "cards/wizard/back.png", (0, 0))
    sprite.glide_to((100, 0), 0.2)
    assert sprite.glide_after((100, 500), 0.2, 0.5) == pytest.approx(0.9)
    run(sprite, 0.3)
    assert sprite.pos == pytest.approx((100, 0))  # arrived, waiting
    assert sprite.moving
    run(sprite, 0.7)
    assert sprite.pos == pytest.approx((100, 500)) and not sprite.moving


def test_finish_ends_at_the_queued_place():
    sprite = CardSprite("c", "cards/wizard/back.png", (0, 0))
    sprite.glide_to((100, 0), 0.2)
    sprite.glide_after((100, 500), 0.2, 0.5)
    sprite.finish()
    assert sprite.pos == (100, 500) and not sprite.moving


def wizard_table():
    """A settled Wizard table: Anna and two easy computers."""
    app = make_app()
    scene = start_table(app, "wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=3)
    settle(app)
    app.settings.computer_speed = "normal"  # a completed trick stays as long as computers are paced
    return scene


def test_wizard_last_card_of_a_trick_reaches_the_trick():
    scene = wizard_table()
    card = scene.view().hand[0]
    scene._play({"card": card, "player": 1}, 1.0)
    arrival = scene._collect({"winner": 0})
    (sprite,) = [s for k, s in scene.sprites.items() if scene.role.get(k) == "flying"]
    run(sprite, GLIDE + 0.1)
    assert sprite.pos == pytest.approx(scene.trick_pos(0))
    assert arrival > 2 * GLIDE  # the next deal waits for both glides and the pause


def test_tiko_last_card_of_a_trick_reaches_the_pile():
    app = make_app()
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy")], seed=3)
    settle(app)
    app.settings.computer_speed = "normal"  # the trick stays before it is collected
    card = scene.view().hand[0]
    scene.pile_order = []
    scene._play({"card": card, "player": 1, "place": "lead", "over": None}, 1.0)
    scene._collect({"winner": 0, "top": card})
    sprite = scene.sprites[card.index]
    run(sprite, GLIDE + 0.1)
    assert sprite.pos == pytest.approx(scene.pile_pos(0))


def test_wizard_trick_leaves_together():
    scene = wizard_table()
    card = scene.view().hand[0]
    scene._play({"card": card, "player": 1}, 1.0)
    run(scene.sprites["t:0"], GLIDE)  # the first card has landed
    scene._play({"card": card, "player": 2}, 1.0)
    scene._collect({"winner": 0})
    flying = [s for k, s in scene.sprites.items() if scene.role.get(k) == "flying"]
    assert len(flying) == 2
    lefts = [s.glide_after(*s.queued) if s.queued else s.time_left() for s in flying]
    assert max(lefts) - min(lefts) < 1e-6  # both arrive at the winner together


@pytest.mark.parametrize("game_id", ["wizard", "zoker_tiko"])
def test_a_long_status_line_stays_in_its_band(game_id):
    """Wizard drew its status lines at their natural width: a long line (a Finnish reason) ran off
    the table. Both trick tables shrink, then cut, each line to the status band."""
    from scenes.kit import text_fit

    app = make_app()
    table = start_table(app, game_id, [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")])
    settle(app)
    long = " ".join(["Tämä on hyvin pitkä rivi, joka ei mahdu pöydälle."] * 8)
    table.status_lines = lambda: [long, long]
    text_fit.CHECK.reset()
    app.redraw_all()
    app.step(1 / 60)
    assert text_fit.CHECK.overflow == 0, text_fit.CHECK.examples
    assert sum(long[:30] in cut for cut in text_fit.CHECK.cut) == 2  # both lines drawn, shortened
