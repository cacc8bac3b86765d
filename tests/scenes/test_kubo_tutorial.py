"""Zoker Kubo's tutorial on its table: the zones it points at (hand cards, grid places, places in the
turning cube), where its panel sits, and a claim of the wrong structure refused."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.zoker.kubo.engine import Claim
from scenes.screens import tutorial_play as tp
from scenes.settings_store import data_dir
from scenes.tables.zoker_kubo import CUBE_RECT
from tests.scenes.helpers import make_app


def open_kubo(lang="en"):
    from scenes.screens.tutorial import open_tutorial

    app = make_app(lang=lang)
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    open_tutorial(app, "zoker_kubo")
    table = app.manager.top
    tp.settle(app, table)
    return app, table


def test_cube_zone_follows_the_turned_cube():
    app, table = open_kubo()
    before = table.zone_rect("cube.green_M3")
    assert CUBE_RECT.contains(before)
    tp.press(app, pygame.K_RIGHT)  # the arrow keys turn the cube
    after = table.zone_rect("cube.green_M3")
    assert after.center != before.center and CUBE_RECT.contains(after)
    table.toggle_cube()  # the big cube: the zone follows it there too
    big = table.zone_rect("cube.green_M3")
    assert big.size > after.size and table.cube.rect.contains(big)


def test_zones_of_the_grid_the_hand_and_the_buttons():
    app, table = open_kubo()
    assert table.zone_rect("place.blue_M1") == table.place_rect(4)
    assert table.zone_rect("card.blue_M1") == table.sprites[4].rect  # blue M1 is in the hand
    assert table.zone_rect("end") == next(b.rect for b in table.side.buttons if b.key == "end")
    assert table.zone_rect("draw.1").x > table.zone_rect("draw.0").x  # where the choices will be
    assert table.zone_rect("place.purple_M1") is None and table.zone_rect("nowhere") is None


def test_panel_leaves_the_cube_but_for_end_turn_and_drawing():
    """Step 1 speaks of the cube ("Together you build a cube of four layers") and its panel covered
    the cube, leaving the info panel's "to claim a row you completed…" in sight before claims are
    taught: a step covers the info panel unless it waits for End turn or a draw button there."""
    app, table = open_kubo()
    assert table.tutorial.cursor.current().point == ["card.blue_M1", "place.blue_M1"]
    panel = table.tutorial.panel_rect()
    assert not panel.colliderect(CUBE_RECT) and panel.contains(table.zone_rect("end"))
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])
    assert table.tutorial.mode == "explain"
    assert not table.tutorial.panel_rect().colliderect(CUBE_RECT)  # the cube shows what was placed
    tp.press(app, pygame.K_RETURN)
    while table.tutorial.cursor.current().point != ["end"]:
        assert tp.play_step(app, table)
    # End turn shows: over the cube, no taller than its words (a tester: "mostly empty space")
    panel = table.tutorial.panel_rect()
    assert table.tutorial.mode == "step" and CUBE_RECT.contains(panel) and panel.topleft == CUBE_RECT.topleft
    assert panel.h < CUBE_RECT.h * 3 // 4
    while table.tutorial.cursor.current().point != ["draw.1"]:
        assert tp.play_step(app, table)
    tp.settle(app, table)
    assert CUBE_RECT.contains(table.tutorial.panel_rect())


def test_claiming_the_wrong_structure_is_refused():
    app, table = open_kubo()
    while table.tutorial.cursor.step < 12:  # up to "Claim the orange diagonal first"
        assert tp.play_step(app, table)
    tp.settle(app, table)
    assert table.tutorial.cursor.expected() == Claim(53)
    before = table.state.snapshot()
    tp.click(app, table.zone_rect("place.green_M3").center)  # the Zoker: a legal claim, not this step's
    assert table.state.snapshot() == before
    assert table.toast.message == ("Not that: Claim the orange diagonal first: "
                                   "click the orange L2.")
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])
    assert table.tutorial.mode == "explain" and table.state.owners[53] == 0


def test_a_claim_click_is_not_told_to_press_next():
    """A claim is made on the press; its release must not earn "Press Next to go on"."""
    app, table = open_kubo()
    while table.tutorial.cursor.step < 5:  # up to "Claim your line"
        assert tp.play_step(app, table)
    tp.settle(app, table)
    table.toast.message = ""
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])
    assert table.tutorial.mode == "explain"
    assert table.toast.message != _("Press Next to go on.")


def test_the_row_letters_stand_clear_of_the_first_columns_glow(monkeypatch):
    """A tester: the glow round the place of the blue M1 clipped the row letter "M"."""
    from scenes.tables import zoker_kubo_draw

    app, table = open_kubo()
    inks = []
    real = zoker_kubo_draw.blit_text
    monkeypatch.setattr(zoker_kubo_draw, "blit_text", lambda surface, text, *a, **k: inks.append(
        (text, real(surface, text, *a, **k))) or inks[-1][1])
    table.invalidate()
    table.draw(pygame.Surface((1920, 1080)))
    glow = table.zone_rect("place.blue_M1").inflate(18 + 6, 18 + 6)  # the glow and its dimming's edge
    letters = [ink for text, ink in inks if text in ("S", "M", "L", "XL")]
    assert len(letters) >= 4 and not any(ink.colliderect(glow) for ink in letters)
