"""The menu's game tiles: each blurb stays readable and keeps clear of the Learn pill, in both languages."""

from __future__ import annotations

import pygame
import pytest

from scenes.kit import text_fit
from scenes.screens import menu as menu_module
from scenes.screens.menu import BLURB_GAP, PILL_SLIM, MenuScene
from scenes.settings_store import data_dir
from tests.scenes.helpers import frames, make_app, rendered


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_blurbs_keep_a_clear_gap_above_the_learn_pill(lang, monkeypatch):
    app = make_app(lang=lang)
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    menu = MenuScene(app)
    app.manager.reset(menu)
    drawn = []  # (message, ink rect, fitted size) of every text the menu draws

    def spy(surface, message, box, size=24, colour=(255, 255, 255), bold=False, align="center",
            valign="center", min_size=text_fit.MIN_SIZE, wrap=True):
        box = pygame.Rect(box)
        fitted = text_fit.fit(message, size, bold, max(1, box.w), max(1, box.h), min_size, wrap)
        ink = text_fit.draw_text(surface, message, box, size, colour, bold, align, valign, min_size, wrap)
        drawn.append((message, ink, fitted.size))
        return ink

    monkeypatch.setattr(menu_module, "draw_text", spy)
    menu.dirty = True
    app.redraw_all()
    frames(app, 2)
    assert len(menu.learn_rects) == len(menu.tiles)  # every tile shows its pill on a first start
    from game.core.i18n import _
    from scenes.registry import TILES

    for btn, gid in menu.tiles:
        blurb = _(TILES[gid].blurb)
        message, ink, size = next(d for d in drawn if d[0] == blurb)
        pill_top = menu.learn_rects[gid].y + PILL_SLIM // 2  # the pill as drawn
        assert ink.bottom <= pill_top - BLURB_GAP, (gid, ink, pill_top)
        assert btn.rect.contains(ink)
        assert size >= 20, (gid, size)  # readable, not squeezed to the minimum


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_game_in_progress_tab_keeps_clear_of_the_learn_pill_and_the_name(lang, monkeypatch):
    from tests.scenes.helpers import saved_game

    app = make_app(lang=lang)
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    with saved_game("wizard"):  # other tests may have left saves of other games: each tab is checked
        menu = MenuScene(app)
        app.manager.reset(menu)
        tabs = {}  # tile rect -> its tab
        real = menu_module.badge_rect

        def spy(tile, label):
            tabs[tuple(tile)] = real(tile, label)
            return tabs[tuple(tile)]

        monkeypatch.setattr(menu_module, "badge_rect", spy)
        menu.dirty = True
        app.redraw_all()
        frames(app, 2)
    wizard = next(b.rect for b, gid in menu.tiles if gid == "wizard")
    assert tuple(wizard) in tabs and "wizard" in menu.learn_rects
    for btn, gid in menu.tiles:
        tile = btn.rect
        if tuple(tile) not in tabs:
            continue
        tab = tabs[tuple(tile)]
        name_box = pygame.Rect(tile.x + 28, tile.y + 24, tile.w - 56, 48)
        assert not tab.colliderect(menu.learn_rects.get(gid, pygame.Rect(0, 0, 0, 0))), gid
        assert not tab.colliderect(name_box), gid
        assert tile.left < tab.centerx < tile.right and tab.top < tile.top < tab.bottom  # on the edge
        assert tab.collidelist([b.rect for b, g in menu.tiles if g != gid]) < 0, gid


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_tiles_name_is_drawn_at_one_size_and_whole(lang, monkeypatch):
    """"Pegs and Jokers" fits beside its icon only below the label size; it was drawn smaller than
    the other seven names. Every name now shares that one size."""
    from game.core.i18n import _
    from game.core.registry import INFO
    app = make_app(lang=lang)
    menu = MenuScene(app)
    app.manager.reset(menu)
    drawn = rendered(monkeypatch)
    text_fit.CHECK.reset()
    menu.dirty = True
    app.redraw_all()
    frames(app, 1)
    names = {_(INFO[gid].name) for _btn, gid in menu.tiles}
    sizes = {size for line, size in drawn if line in names}
    assert len(names) == 8 and {line for line, _size in drawn} >= names  # each whole on one line
    assert len(sizes) == 1, drawn
    assert sizes.pop() >= menu_module.NAME_SMALLEST
    assert text_fit.CHECK.shortened == 0 and text_fit.CHECK.overflow == 0


@pytest.mark.parametrize(("lang", "folder"), [("en", ""), ("fi", "fi/")])
def test_the_tiles_show_the_faces_of_the_language(lang, folder, monkeypatch):
    """Seen by hand: in Finnish the Gang of Four tile's dragon carried the English "R" while the
    cards at its table carry Finnish letters; a face drawn per language is the tile's too."""
    app = make_app(lang=lang)
    menu = MenuScene(app)
    app.manager.reset(menu)
    asked = []
    real = menu_module.res.scaled
    monkeypatch.setattr(menu_module.res, "scaled", lambda path, size: asked.append(path) or real(path, size))
    menu.dirty = True
    app.redraw_all()
    frames(app, 2)
    assert {f"cards/gang_of_four/{folder}D.png", f"cards/wizard/{folder}W.png", f"cards/pegs/{folder}X.png"} \
        <= set(asked), asked
    assert "cards/racko/37.png" in asked  # a face without words is one drawing for every language


def test_pointing_at_a_learn_pill_rings_the_pill_not_the_tile():
    """Seen by hand: over the pill the whole tile lifted and ringed, so it was unclear whether a
    click would open the game or its tutorial."""
    from tests.scenes.helpers import post

    app = make_app()
    menu = app.manager.top
    gid, pill = next(iter(menu.learn_rects.items()))
    post(app, pygame.MOUSEMOTION, pos=pill.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 1)
    assert menu.learn_hover == gid
    tile = next(b for b, g in menu.tiles if g == gid)
    post(app, pygame.MOUSEMOTION, pos=(tile.rect.centerx, tile.rect.y + 30), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 1)
    assert menu.learn_hover is None


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_tiles_blurb_is_drawn_at_one_size(lang, monkeypatch):
    """Four tiles' blurbs were drawn smaller than the others' (each shrunk alone to its box): the menu
    looked uneven. One size for all, at which each still fits its box."""
    from game.core.i18n import _
    from scenes.screens.menu import TILES, blurb_box

    app = make_app(lang=lang)
    frames(app, 1)
    menu = app.manager.top
    sizes = {}
    real = menu_module.draw_text

    def spy(surface, message, box, size=28, *a, **k):
        sizes[message] = size
        return real(surface, message, box, size, *a, **k)

    monkeypatch.setattr(menu_module, "draw_text", spy)
    app.redraw_all()
    frames(app, 1)
    blurbs = {_(TILES[gid].blurb): (btn, gid) for btn, gid in menu.tiles}
    assert len({sizes[b] for b in blurbs}) == 1 and sizes[next(iter(blurbs))] >= 18
    for text, (btn, gid) in blurbs.items():
        box = blurb_box(btn.rect, gid in menu.learn)
        fitted = text_fit.fit(text, sizes[text], False, box.w, box.h, 18)
        assert fitted.size == sizes[text], text  # not shrunk further inside its box
