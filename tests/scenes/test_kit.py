"""Kit scenes: score sheets and the game-over panel scroll, menu arrows by row, the curtain's
button, toasts that fit the window, and the selftest's count of texts that do not fit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.core.i18n import set_language
from scenes.kit import resources as res
from scenes.kit.text_fit import fit
from scenes.kit.ui import TOAST_MAX_W, Toast
from scenes.screens import curtain as curtain_module
from scenes.screens.curtain import CurtainScene
from scenes.screens.game_over import GameOverScene
from scenes.screens.menu import MenuScene
from scenes.screens.score_sheet import ScoreSheetScene
from scenes.screens.selftest import play_to_end
from scenes.session import Session, default_seats
from tests.scenes.helpers import click, drag, frames, key, make_app, post, rendered, spy_texts

ROOT = Path(__file__).resolve().parents[2]


def wizard_match_over(app):
    """A 20-round Wizard match (3 players) played to the end by easy computers, on the table."""
    from scenes.tables.wizard import WizardScene

    session = Session.start("wizard", default_seats(3), seed=3, autosave=False)
    play_to_end(session)
    assert session.state.is_over() and len(session.state.view(0).score_sheet.rows) == 20
    table = WizardScene(app, session)
    table.first_curtain = False
    app.manager.reset(table)
    frames(app, 2)
    return table


def test_twenty_round_score_sheet_scrolls_to_round_1_and_20():
    app = make_app()
    table = wizard_match_over(app)
    if isinstance(app.manager.top, GameOverScene):
        app.manager.pop()
    click(app, table.top_buttons.by_key("scores").rect.center)
    sheet = app.manager.top
    assert isinstance(sheet, ScoreSheetScene)
    view = sheet.view
    assert view.scrolls() and view.last == 19  # opens on the latest rounds
    key(app, pygame.K_HOME)
    assert view.first == 0
    key(app, pygame.K_PAGEDOWN)
    assert view.first == view.rows_visible - 1
    key(app, pygame.K_END)
    assert view.last == 19
    key(app, pygame.K_UP)
    assert view.last == 18
    for _ in range(10):  # the mouse wheel, up: earlier rounds
        post(app, pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    frames(app, 2)
    assert view.first == 0
    body = view.body
    drag(app, (body.centerx, body.bottom - 10), (body.centerx, body.y + 10))  # drag up: later rounds
    assert view.first > 0
    # the heading and totals stay above the buttons
    for b in sheet.buttons.buttons:
        assert b.rect.top > view.rect.bottom
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is table


def test_game_over_panel_shows_the_whole_match():
    app = make_app()
    table = wizard_match_over(app)
    table._show_overlays()
    frames(app, 1)
    over = app.manager.top
    assert isinstance(over, GameOverScene)
    assert over.view.first == 0  # the match from round 1
    key(app, pygame.K_END)
    assert over.view.last == 19
    key(app, pygame.K_HOME)
    assert over.view.first == 0
    assert all(b.rect.top > over.view.rect.bottom for b in over.buttons.buttons)


def test_menu_arrow_keys_move_by_row():
    app = make_app()
    menu = app.manager.top
    assert isinstance(menu, MenuScene) and menu.cols == 4
    key(app, pygame.K_DOWN)  # nothing focused yet: the first tile
    assert menu.buttons.focus == 0
    key(app, pygame.K_DOWN)
    assert menu.buttons.focus == 4
    key(app, pygame.K_RIGHT)
    assert menu.buttons.focus == 5
    key(app, pygame.K_UP)
    assert menu.buttons.focus == 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)  # stays in its row
    assert menu.buttons.focus == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)  # below the last row: Settings
    assert menu.buttons.buttons[menu.buttons.focus].key == "settings"
    key(app, pygame.K_UP)
    assert menu.buttons.focus == 4
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    setup = app.manager.top
    assert type(setup).__name__ == "SetupScene" and setup.game_id == menu.tiles[5][1]


@pytest.mark.parametrize(("lang", "label"), [("en", "Show Anna's cards"), ("fi", "Anna, näytä korttisi")])
def test_curtain_has_a_show_cards_button(lang, label, monkeypatch):
    app = make_app(lang=lang)
    lifted = []
    curtain = CurtainScene(app, "Anna", lambda: lifted.append(True))
    app.manager.push(curtain)
    frames(app, 1)
    button = curtain.buttons.by_key("show")
    assert button.label == label
    # before the first turn too, so never "to the next one" (it said "Anna laite seuraavalle: Anna")
    said = spy_texts(curtain_module, monkeypatch)
    curtain.draw(app.canvas)
    told = ("Pass the screen to Anna", "Anna laite pelaajalle Anna")
    assert any(line.startswith(told) for line in said), said
    click(app, button.rect.center)
    assert app.manager.top is not curtain and lifted == [True]
    set_language("en")


def test_a_double_click_does_not_lift_a_curtain_just_up():
    """A play-tester double-clicked End turn: the second click lifted the next person's curtain at
    once and showed their hand to the one who had just played. For its first moments a curtain
    takes no press, no Enter and no Space; its Menu and "?" still answer; then a press lifts it."""
    from scenes.screens.curtain import GUARD
    from tests.scenes.helpers import post

    app = make_app()
    lifted, menus = [], []
    curtain = CurtainScene(app, "Anna", lambda: lifted.append(True), on_menu=lambda: menus.append(True))
    app.manager.push(curtain)
    frames(app, 1)
    centre = curtain.buttons.by_key("show").rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # the double-click's second click
        post(app, kind, pos=centre, button=1)
    post(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    frames(app, 1)
    assert app.manager.top is curtain and lifted == [] and curtain.t < GUARD
    menu = curtain.buttons.by_key("menu").rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        post(app, kind, pos=menu, button=1)
    frames(app, 1)
    assert menus == [True] and app.manager.top is curtain
    while curtain.t < 0.9:  # a slow second tap, a second after the move, still lifts nothing
        frames(app, 1)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        post(app, kind, pos=centre, button=1)
    frames(app, 1)
    assert app.manager.top is curtain and lifted == []
    frames(app, round(GUARD * 60))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        post(app, kind, pos=centre, button=1)
    frames(app, 1)
    assert app.manager.top is not curtain and lifted == [True]


def test_a_long_toast_wraps_inside_the_window():
    app = make_app()
    toast = Toast()
    toast.show("A very long message that goes on " * 8, "error")
    rect = toast.draw(app.canvas, (960, 780))
    assert rect is not None and rect.w <= TOAST_MAX_W and app.canvas.get_rect().contains(rect)
    assert rect.h > 80  # more than one line


def test_a_wrapped_toast_balances_its_lines():
    make_app()
    toast = Toast()
    toast.show("The blue L3 needs a card of its own layer beside it, or the card just below it.")
    area = pygame.Rect(0, 0, 760, 400)
    plain = fit(toast.message, res.BODY, True, 760 - 80 - 48, 400)
    _rect, fitted = toast.place(area, area.center)
    widths = [res.font(fitted.size, True).size(line)[0] for line in fitted.lines]
    assert len(fitted.lines) == len(plain.lines) > 1 and fitted.size == plain.size
    assert fitted.width < plain.width and min(widths) > max(widths) / 2  # no lonely last word


@pytest.mark.parametrize("message", [
    "16 in a 4×4 square, up to all 64 cards in 8×8.",  # setup's help in English
    "Vaihdossa Botti antoi sinulle takaisin kortin keltainen 6.",  # the game log in Finnish
])
def test_a_short_last_word_never_stands_alone_on_its_line(message):
    """Seen by hand: "8×8." and a card's "6." alone under a full line, as if left behind; the word
    before it goes down with it, the lines staying as many."""
    make_app()
    words = message.split(" ")
    # the width that leaves the last word alone: the widest line the words before it fill
    width = res.font(24).size(" ".join(words[:-1]))[0]
    plain = [" ".join(words[:-1]), words[-1]]
    lines = res.wrap(message, 24, width)
    assert len(lines) == len(plain) == 2 and lines != plain
    assert lines == [" ".join(words[:-2]), " ".join(words[-2:])]
    assert all(res.font(24).size(line)[0] <= width for line in lines)
    # a longer last word may stand alone
    assert res.wrap("A line. Alone.", 24, res.font(24).size("A line.")[0]) == ["A line.", "Alone."]


@pytest.mark.parametrize("note", ["lupasi 0, otti 1: −10×1 = −10", "bid 2, took 2: 20+2×10 = 40"])
def test_a_sum_is_not_broken_at_its_equals_sign(note):
    """Wizard's five-seat score sheet broke "lupasi 0, otti 1: −10×1" / "= −10"."""
    make_app()
    head, _sep, sums = note.partition(": ")
    width = res.font(18).size(f"{head}: {sums.split(' = ')[0]}")[0]  # room up to the "="
    lines = res.wrap(note, 18, width)
    assert lines == [f"{head}:", sums]


def test_selftest_counts_every_text_and_finds_no_overflow():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "main.py", "--selftest", "--lang", "fi"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    summary = [line for line in out.stdout.splitlines() if "texts checked" in line]
    assert len(summary) == 1, out.stdout + out.stderr
    checked = int(summary[0].split()[0])
    assert checked > 1000 and ", 0 overflow" in summary[0], out.stdout
    assert out.returncode == 0


def test_score_sheet_cells_use_a_real_minus_sign():
    """A Wizard round missed by one is "−10" on the sheet, the same sign the log uses, never "-10"."""
    from scenes.screens.score_sheet import sheet_number

    assert [sheet_number(n) for n in (30, 0, -10)] == ["30", "0", "\u221210"]


def test_the_score_sheets_column_headings_share_one_size(monkeypatch):
    """A six-seat sheet in Finnish: "Sinä" fits at 26 px, "Botti (tavallinen)" only smaller; every
    heading is drawn at the smaller size, whole (a short name at a larger size looked like a misprint)."""
    from game.core.match import ScoreSheet
    from scenes.kit import text_fit
    from scenes.screens.score_sheet import HEAD_SIZE, SheetView

    pygame.init()
    names = ["Sinä"] + [f"{n} (tavallinen)" for n in ("Botti", "Robo", "Kone", "Väinö", "Aino")]
    sheet = ScoreSheet(names)
    sheet.add("Kierros 1", [20, 20, -10, 20, 20, 20], ["lupasi 0, otti 0"] * 6)
    drawn = rendered(monkeypatch)
    text_fit.CHECK.reset()
    SheetView(sheet, (0, 0, 1280, 500)).draw(pygame.Surface((1280, 500)))
    pieces = {"Sinä", "Botti", "(tavallinen)", "Botti (tavallinen)"}
    sizes = {size for line, size in drawn if line in pieces}
    assert len(sizes) == 1, drawn
    assert sizes.pop() < HEAD_SIZE  # the long names did need a smaller size
    assert text_fit.CHECK.overflow == 0 and text_fit.CHECK.shortened == 0


def test_score_sheet_round_labels_break_alike_at_their_dot():
    """Seen by hand: "Kierros 1 · 1 kortti" on one line above "Kierros 2 · 2 / korttia" broken
    anywhere; when one label needs two lines, every label breaks at its " · "."""
    from game.core.match import ScoreSheet
    from scenes.screens.score_sheet import SheetView

    pygame.init()
    sheet = ScoreSheet(["A", "B", "C", "D", "E", "F"])  # six seats: the labels' column stays narrow
    for r in (1, 2, 12):
        sheet.add(f"Kierros {r} · {r} {'kortti' if r == 1 else 'korttia'}", [0] * 6)
    view = SheetView(sheet, (0, 0, 1280, 600))
    _x0, _col_w, label_w = view._columns()
    labels, size = view.row_labels(label_w)
    assert labels == ["Kierros 1\n1 kortti", "Kierros 2\n2 korttia", "Kierros 12\n12 korttia"]
    assert fit(labels[2], size, False, label_w - 16, view.row_h - 8).size == size
    assert view.row_labels(600)[0][0] == "Kierros 1 · 1 kortti"  # room for all on one line: kept


def test_with_few_columns_a_long_round_label_keeps_one_line():
    """Seen by hand: Racko's "Round 1 (turn limit)" wrapped in a 200 px column beside two wide ones."""
    from game.core.match import ScoreSheet
    from scenes.screens.score_sheet import SheetView

    pygame.init()
    sheet = ScoreSheet(["You", "Botti (normal)"])
    sheet.add("Round 1 (turn limit)", [15, 40])
    view = SheetView(sheet, (0, 0, 1280, 600))
    _x0, col_w, label_w = view._columns()
    labels, _size = view.row_labels(label_w)
    assert labels == ["Round 1 (turn limit)"] and col_w >= label_w
    assert not fit(labels[0], view.row_labels(label_w)[1], False, label_w - 16, view.row_h - 8).shortened


def test_a_covered_shadow_leaves_the_same_pixels_as_a_whole_one_under_an_opaque_panel():
    """draw_shadow(covered=True) skips the blend under the panel's own rect; what is seen must not
    change: panels partly off the surface, corner radii 0–24, every offset a table uses."""
    import random

    from scenes.kit.ui import draw_shadow

    make_app()
    rng = random.Random(3)
    for _ in range(60):
        under = pygame.Surface((600, 400)).convert()
        for _ in range(20):
            under.fill((rng.randrange(256),) * 3, (rng.randrange(600), rng.randrange(400), 90, 90))
        whole, covered = under.copy(), under.copy()
        rect = pygame.Rect(rng.randrange(-50, 550), rng.randrange(-50, 350), rng.randrange(1, 300),
                           rng.randrange(1, 300))
        radius, offset = rng.choice([0, 10, 12, 24]), rng.choice([0, 6, 8, 14])
        draw_shadow(whole, rect, radius, offset, 110)
        draw_shadow(covered, rect, radius, offset, 110, covered=True)
        for surface in (whole, covered):
            pygame.draw.rect(surface, (240, 230, 210), rect, border_radius=radius)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(covered, "RGB"), (rect, radius)
    hole = pygame.Surface((300, 200)).convert()
    hole.fill((0, 128, 0))
    draw_shadow(hole, pygame.Rect(50, 50, 200, 100), 12, covered=True)
    assert hole.get_at((150, 100))[:3] == (0, 128, 0)  # nothing blended where the panel goes


def test_a_click_just_after_the_game_over_panel_came_presses_nothing():
    """Seen by hand (Kubo): clicking End turn again and again, the click after the last turn
    pressed the game-over panel's Play again, which lies over End turn, and the result was gone."""
    from scenes.screens.game_over import ARM_TIME
    from tests.scenes.helpers import armed, click, finished_with_game_over, make_app

    app = make_app()
    table, over = finished_with_game_over(app)
    assert app.animating()  # the loop stays awake while the panel arms: its time runs in frames
    click(app, over.buttons.by_key("again").rect.center)
    assert app.manager.top is over and table.state.is_over()
    armed(app)
    assert app.manager.top_age >= ARM_TIME
    click(app, over.buttons.by_key("again").rect.center)
    assert app.manager.top is table and not table.state.is_over()  # a new game


def test_esc_on_the_game_over_panel_goes_to_the_menu():
    """Seen by hand: Esc on Zoker Solo's "Game over" did nothing, with no word why."""
    from scenes.screens.game_over import GameOverScene
    from scenes.screens.menu import MenuScene
    from scenes.session import Seat
    from tests.scenes.helpers import key, make_app, start_table

    app = make_app()
    table = start_table(app, "zoker_solo", [Seat("Anna")])
    while not table.state.is_over():
        table.session.apply(table.state.legal_actions()[-1])
    app.manager.push(GameOverScene(app, table))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MenuScene)


def test_score_sheet_headings_put_computers_levels_on_their_own_line_when_crowded():
    """Seen by hand (Finnish, four seats): "Botti (tavallinen)Robo (tavallinen)Kone (tavallinen)",
    each heading on one line, ran into the next."""
    from game.core.match import ScoreSheet
    from scenes.screens.score_sheet import HEAD_GAP, SheetView

    pygame.init()
    names = ["Anna", "Botti (tavallinen)", "Robo (tavallinen)", "Kone (tavallinen)"]
    view = SheetView(ScoreSheet(names), (0, 0, 1280, 600))
    _x0, col_w, _label_w = view._columns()
    heads, size = view.column_heads(col_w)
    assert heads == ["Anna", "Botti\n(tavallinen)", "Robo\n(tavallinen)", "Kone\n(tavallinen)"]
    assert all(fit(h, size, True, col_w - HEAD_GAP, 52).size == size for h in heads) and size >= 20
    assert SheetView(ScoreSheet(["You", "Botti (normal)"]), (0, 0, 1280, 600)).column_heads(500)[0] == [
        "You", "Botti (normal)"]  # room enough: one line


@pytest.mark.parametrize("size", [(120, 168), (201, 281), (299, 419)])
def test_a_scaled_card_hides_the_card_under_it(size):
    """Shrunk by smoothscale, an opaque card came out with alpha 253: the corner letters of the card
    under an overlapped hand showed through it."""
    make_app()
    face = "cards/wizard/D1.png"  # a white middle: the filter's loss made it (253, 253, 253)
    card = res.scaled(face, size)
    full = res.image(face)
    assert full.get_at((150, 210)) == card.get_at((size[0] // 2, size[1] // 2)) == (255, 255, 255, 255)
    inside = pygame.Rect(0, 0, size[0] - 20, size[1] - 20)
    inside.center = (size[0] // 2, size[1] // 2)
    assert all(card.get_at((x, y)).a == 255 for x in range(inside.left, inside.right, 3)
               for y in range(inside.top, inside.bottom, 3))
    assert card.get_at((0, 0)).a == 0  # its rounded corner stays clear
    under = pygame.Surface(size)
    under.fill((0, 0, 0))
    under.blit(card, (0, 0))
    assert under.get_at((size[0] // 2, size[1] // 2)) == (255, 255, 255, 255)


def test_a_hovered_flat_button_does_not_look_disabled():
    """Game over's "Review my game" under the pointer turned paler, nearly the panel's own colour."""
    from scenes.kit.ui import Button

    make_app()
    surface = pygame.Surface((400, 200))
    button = Button((50, 50, 300, 72), "Review my game", lambda: None, style="flat")
    looks = []
    for hover in (False, True):
        surface.fill((250, 246, 236))  # the panel
        button.hover = hover
        button.draw(surface)
        looks.append(sum(surface.get_at((60, 90))[:3]))
    assert looks[1] < looks[0] < 3 * 250


def test_a_pixel_copy_that_cannot_be_written_or_cleaned_up_raises_nothing(tmp_path, monkeypatch):
    """With the data folder unreadable, the copy's cleanup raised a second PermissionError: nine
    tracebacks from background threads in the terminal."""
    from pathlib import Path

    def refuse(*_args, **_kw):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "mkdir", refuse)
    monkeypatch.setattr(Path, "unlink", refuse)
    res._write_copy(tmp_path / "cards" / "blue_L1-300x420-1", b"\0" * 16, "-bgra")  # returns quietly


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_a_question_panel_is_as_tall_as_its_text(lang):
    """Seen by hand: "Quit to menu?" with its one line floated in a panel sized for five; the panel
    now wraps its text, and a long text still gets the whole height and fits inside."""
    from scenes.kit.confirm import PANEL, panel_for

    make_app(lang=lang)
    set_language(lang)
    short = panel_for("This game is not saved.")
    long = panel_for("The game ends here: it is not saved and cannot be continued. " * 4)
    assert short.h < PANEL.h - 100 and long.h == PANEL.h
    assert short.centery == long.centery == PANEL.centery
    text = fit("The game ends here: it is not saved and cannot be continued. " * 4, res.LABEL, False,
               long.w - 120, long.h - 270)
    assert not text.shortened


@pytest.mark.parametrize("game_id, label", [("wizard", "Same first deal"),
                                            ("zoker_memo", "Replay this deal")])
def test_the_game_over_panel_names_which_deal_starts_again(game_id, label):
    """Seen by hand: "Replay this deal" after five hands of Gang of Four did not say which; a game
    of several deals starts again from its first, a game of one deal replays it."""
    from tests.scenes.helpers import finished_with_game_over

    app = make_app()
    _table, panel = finished_with_game_over(app, game_id)
    assert panel.buttons.by_key("replay").label == label


def test_a_match_of_one_round_replays_this_deal():
    """Seen by a tester: a Racko game of one round offered "Same first deal" (it had only one)."""
    import random

    from scenes.screens.game_over import GameOverScene
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app()
    table = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "easy")], {"rounds": 1, "turn_limit": 20})
    rng = random.Random(1)
    while not table.state.is_over():
        table.session.apply(rng.choice(table.state.legal_actions()))
    app.manager.push(GameOverScene(app, table))
    assert app.manager.top.buttons.by_key("replay").label == "Replay this deal"


def test_a_cover_over_one_card_is_wide_enough_for_its_words():
    """Seen by a tester: over a last card the cover's words broke into four lines, touching its edges."""
    import pygame

    from scenes.kit.cover import WORDS_W, cover_boxes

    inside = pygame.Rect(8, 8, 1904, 1064)
    card = pygame.Rect(885, 860, 150, 210)
    boxes = cover_boxes([card], inside)
    assert len(boxes) == 1 and boxes[0].w == WORDS_W and boxes[0].contains(card.clip(inside))
    assert inside.contains(boxes[0])
    at_edge = cover_boxes([pygame.Rect(0, 860, 150, 210)], inside)[0]  # moved in, never off the canvas
    assert at_edge.w == WORDS_W and inside.contains(at_edge)
    rack = [pygame.Rect(200 + 160 * i, 800, 150, 210) for i in range(10)]
    held = pygame.Rect(1010, 410, 150, 210)
    big, lone = cover_boxes([*rack, held], inside)
    assert lone.w == 150 + 32  # a lone card apart is covered at its own size
