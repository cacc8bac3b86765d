"""Tutorials: every script legal in its deal, every pointed zone on the table, played through by
real mouse events, wrong moves refused, finishing remembered (the menu's Learn goes away)."""

from __future__ import annotations

import pygame
import pytest

from game.core.tutorial import available, load, validate
from game.racko import Draw
from scenes.screens import tutorial_play as tp
from scenes.screens.menu import MenuScene
from scenes.screens.tutorial import TutorialEndScene, open_tutorial
from scenes.settings_store import data_dir
from scenes.tutorial_store import is_finished
from tests.scenes.helpers import click, frames, key, make_app

GAMES = available()


def test_there_are_tutorials():
    assert {"zoker_solo"} <= set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_script_is_legal_in_its_deal(game_id):
    assert validate(load(game_id)) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_each_step_says_again_what_it_asks_for_after_a_wrong_move(game_id):
    """A play-tester: "Try the glowing card." answered a wrong bid, slot and button alike. A wrong move
    repeats the step's instruction: its last sentence, or its `ask` where the sentence ends with a
    remark ("A Wizard or a Jester would also be allowed."); `ask` repeats words of the step."""
    remarks = ("would also be allowed", "will have one card left", "runs from", "olisi sallittu",
               "yksi kortti jäljellä", "kulkee")
    for n, step in enumerate(load(game_id).steps, 1):
        for lang in ("en", "fi"):
            asked = step.instruction(lang)
            assert asked and asked[-1] in ".!" and len(asked) <= 140, (n, lang, asked)
            assert not any(r in asked for r in remarks), (n, lang, asked)
            if step.ask:
                assert asked.casefold() in step.say[lang].casefold(), (n, lang, asked)


def test_racko_tutorial_never_has_the_learner_call_racko():
    """Rules (racko.md): "A round ends as soon as a player's ten cards ascend from slot 5 to slot 50
    ("Racko!")"; calling is Bonus Racko's ("the player with an ascending rack chooses when to call").
    A play-tester: step 7 said "you call Racko" in the tutorial's standard game."""
    tut = load("racko")
    assert not tut.options.get("bonus")
    for step in tut.steps:
        for text in (step.say["en"], step.explain["en"], step.say["fi"], step.explain["fi"]):
            assert "call" not in text and "huuda" not in text, text


def test_validator_catches_an_illegal_step():
    tut = load("zoker_solo")
    tut.steps[0], tut.steps[1] = tut.steps[1], tut.steps[0]
    assert any("not legal" in p for p in validate(tut))


def open_app(game_id, lang="en"):
    app = make_app(lang=lang)
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    open_tutorial(app, game_id)
    table = app.manager.top
    tp.settle(app, table)
    return app, table


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pointed_zone_exists(game_id):
    app, table = open_app(game_id)
    for step in table.tutorial.tutorial.steps:
        for name in step.point + [n for g in step.do for n in g[1:]]:
            assert table.zone_rect(name) is not None, name


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("game_id", GAMES)
def test_played_through_by_real_events(game_id, lang):
    app, table = open_app(game_id, lang)
    assert tp.play_through(app, table) == len(table.tutorial.tutorial.steps)
    frames(app, 3)
    assert isinstance(app.manager.top, TutorialEndScene)
    assert is_finished(game_id)


def test_wrong_move_is_refused_with_the_hint():
    app, table = open_app("zoker_solo")
    before = table.state.snapshot()
    # the glowing card is top.1.1 -> bottom.0; drag another fitting card instead
    legal_other = next(a for a in table.state.legal_actions() if a != table.tutorial.cursor.expected()
                       and getattr(a, "src", "").startswith("top"))
    tp.drag(app, table.zone_rect(legal_other.src).center, table.zone_rect(legal_other.dst).center)
    frames(app, 2)
    assert table.state.snapshot() == before
    asks = "Not that: Drag the blue XL1 onto the blue L1 in the bottom row."
    assert table.toast.message == asks  # what the step asks, said again: "Try the glowing card" fit no slot
    assert table.tutorial.cursor.step == 0


def test_refusal_leaves_the_glowing_cards_visible():
    """Step 2 of Solo glows a third-row card and a bottom stack: the refusal covers neither."""
    app, table = open_app("zoker_solo")
    tp.play_step(app, table)
    assert table.tutorial.cursor.step == 1 and table.tutorial.mode == "step"
    click(app, table.zone_rect("top.0.0").center)  # a card that is not glowing
    click(app, table.zone_rect("bottom.3").center)
    assert table.toast.visible
    drawn = table.toast.draw(app.canvas, table.toast_band().center)
    assert drawn.collidelist(table.tutorial.zones()) < 0


def test_the_click_that_makes_the_move_is_not_refused():
    """Racko's draw pile acts on the press: its release lands in the explanation and must not
    say "Press Next to go on." (seen by hand); a click after that still does."""
    app, table = open_app("racko")
    while table.tutorial.cursor.current().do[0][0] != "click":
        assert tp.play_step(app, table)
    tp.settle(app, table)
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])
    assert table.tutorial.mode == "explain"
    assert not table.toast.visible or table.toast.message != "Press Next to go on."
    click(app, (960, 600))
    assert table.toast.message == "Press Next to go on."


def test_explanation_waits_for_next():
    app, table = open_app("zoker_solo")
    assert table.tutorial.text()[0] == "Step 1 of 8"
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])
    assert table.tutorial.mode == "explain"
    # what the move did, headed "done": the same "Step 1 of 8" read as if the move had not counted
    assert table.tutorial.text()[0] == "Step 1 of 8 done"
    n = len(table.state.history)
    step = table.tutorial.cursor.current()  # the next one: not allowed before Next
    tp.drag(app, table.zone_rect(step.point[0]).center, table.zone_rect(step.point[1]).center)
    assert len(table.state.history) == n
    tp.press(app, pygame.K_RETURN)
    assert table.tutorial.mode == "step"


def test_the_tables_own_help_opens_between_steps():
    """A play-tester: Tiko's Ranking, pressed while a step's explanation waited for Next, said only
    "Press Next to go on."; help opens at any time, and a move there is still refused."""
    from scenes.tables.zoker_tiko import RankingScene

    app, table = open_app("zoker_tiko")
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])
    assert table.tutorial.mode == "explain"
    click(app, table.side.by_key("ranking").rect.center)
    assert isinstance(app.manager.top, RankingScene)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is table and table.tutorial.mode == "explain"
    n = len(table.state.history)
    click(app, table.zone_rect("trick").center)  # the table itself still waits for Next
    assert len(table.state.history) == n and table.toast.message == "Press Next to go on."


def test_menu_shows_learn_in_gold_until_finished_and_quieter_after():
    app = make_app()
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    app.manager.reset(MenuScene(app))
    frames(app, 2)
    menu = app.manager.top
    assert "zoker_solo" in menu.learn and "zoker_solo" not in menu.learned
    click(app, menu.learn_rects["zoker_solo"].center)
    table = app.manager.top
    assert table.tutorial is not None and table.game_id == "zoker_solo"
    tp.settle(app, table)
    tp.play_through(app, table)
    frames(app, 2)
    end = app.manager.top
    assert isinstance(end, TutorialEndScene)
    click(app, end.buttons.buttons[2].rect.center)  # Menu
    menu = app.manager.top
    assert isinstance(menu, MenuScene) and "zoker_solo" in menu.learned
    click(app, menu.learn_rects["zoker_solo"].center)  # the next person at this screen may learn too
    assert app.manager.top.tutorial is not None


def test_menu_learn_pill_by_keyboard():
    """Tab from a tile reaches its Learn pill (a focus ring), Enter opens that game's tutorial;
    the pills are laid out before the first frame is drawn (draw never changes state)."""
    app = make_app()
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    menu = MenuScene(app)
    app.manager.reset(menu)
    assert "racko" in menu.learn_rects  # before any draw
    i = next(i for i, (_b, g) in enumerate(menu.tiles) if g == "racko")
    key(app, pygame.K_RIGHT)  # the first tile, then by rows and columns to Racko's
    for k in [pygame.K_DOWN] * (i // menu.cols) + [pygame.K_RIGHT] * (i % menu.cols):
        key(app, k)
    assert menu.focused_game() == "racko" and menu.learn_focus is None
    key(app, pygame.K_TAB)
    assert menu.learn_focus == "racko"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back onto the tile
    assert menu.learn_focus is None and menu.focused_game() == "racko"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    table = app.manager.top
    assert table.tutorial is not None and table.game_id == "racko"


def test_menu_l_opens_the_focused_tiles_tutorial():
    app = make_app()
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    app.manager.reset(MenuScene(app))
    key(app, pygame.K_RIGHT)  # the first tile
    game = app.manager.top.focused_game()
    key(app, pygame.K_l)
    assert app.manager.top.tutorial is not None and app.manager.top.game_id == game


def test_damaged_progress_file_counts_as_none(tmp_path, monkeypatch):
    from scenes import tutorial_store

    monkeypatch.setattr(tutorial_store, "data_dir", lambda: tmp_path)
    (tmp_path / "tutorials.json").write_text("{not json")
    assert tutorial_store.finished() == set()
    (tmp_path / "tutorials.json").write_text('{"finished": [1, "racko", null]}')
    assert tutorial_store.finished() == {"racko"}
    tutorial_store.mark_finished("zoker_solo")
    assert tutorial_store.finished() == {"racko", "zoker_solo"}


def test_pause_menu_offers_the_tutorial():
    from scenes.screens.pause import PauseScene
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app()
    table = start_table(app, "zoker_solo", [Seat("You")])
    table.open_pause()
    pause = app.manager.top
    assert isinstance(pause, PauseScene)
    button = next(b for b in pause.buttons.buttons if b.key == "tutorial")
    click(app, button.rect.center)
    assert app.manager.top.tutorial is not None


def test_command_line_opens_the_tutorial():
    from main import first_scene, parse_args

    args = parse_args(["--tutorial", "zoker_solo"])
    app = make_app(first_scene=first_scene(args))
    frames(app, 2)
    assert app.manager.top.tutorial is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_at_a_glance_from_setup_and_pause(game_id):
    from scenes.screens.glance import GlanceScene
    from scenes.screens.setup import SetupScene
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app()
    app.manager.reset(MenuScene(app))
    app.manager.push(SetupScene(app, game_id))
    frames(app, 2)
    button = next(b for b in app.manager.top.buttons.buttons if b.key == "glance")
    click(app, button.rect.center)
    glance = app.manager.top
    assert isinstance(glance, GlanceScene) and glance.panels
    tp.press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, SetupScene)

    players = load(game_id).players
    table = start_table(app, game_id, [Seat("You")] + [Seat("Botti", "easy")] * (players - 1))
    table.open_pause()
    frames(app, 1)
    button = next(b for b in app.manager.top.buttons.buttons if b.key == "glance")
    click(app, button.rect.center)
    assert isinstance(app.manager.top, GlanceScene)
    learn = next(b for b in app.manager.top.buttons.buttons if b.key == "learn")
    click(app, learn.rect.center)
    assert app.manager.top.tutorial is not None


def test_hint_repeats_the_step():
    from game.core.tutorial import pick

    app, table = open_app("zoker_solo")
    tp.press(app, pygame.K_h)
    assert table.toast.message == pick(table.tutorial.cursor.current().say)


def test_restart_starts_the_tutorial_again():
    app, table = open_app("zoker_solo")
    tp.play_step(app, table)
    assert table.tutorial.cursor.step == 1
    table.restart()
    assert table.tutorial.cursor.step == 0 and table.state.history == []
    assert tp.play_through(app, table) == len(table.tutorial.tutorial.steps)


def _play_until(app, table, step: int) -> None:
    """Make the tutorial's steps by real events until `step` (0-based) waits for its move."""
    while table.tutorial.cursor.step < step:
        assert tp.play_step(app, table)
    tp.settle(app, table)


def test_gang_of_four_second_copy_zone_is_the_other_card():
    """Two green 5s: card.G5 and card.G5.2 point at different cards, each clickable at its centre."""
    app, table = open_app("gang_of_four")
    _play_until(app, table, 2)  # the full house: two green 5s and three 9s
    first, second = table.zone_rect("card.G5"), table.zone_rect("card.G5.2")
    assert first != second and not first.colliderect(second)
    tp.click(app, second.center)
    greens = [k for k, card in table.shown(table.view()) if card == "G5"]
    assert table.selected == [greens[1]]


def test_gang_of_four_the_empty_piles_ring_is_its_outline(monkeypatch):
    """A play-tester: the tutorial's gold ring round the empty pile stood inside the pile's own
    outline, which reached 25 px lower: two frames, misaligned. The ring is the outline's."""
    from scenes.tables import gang_of_four_combos

    app, table = open_app("gang_of_four")
    slots = []
    real = gang_of_four_combos.draw_slot
    monkeypatch.setattr(gang_of_four_combos, "draw_slot", lambda surface, rect, *a, **k:
                        slots.append(pygame.Rect(rect)) or real(surface, rect, *a, **k))
    table.invalidate()
    app.manager.draw(pygame.Surface((1920, 1080)))
    assert table.view().top is None and "pile" in table.tutorial.cursor.current().point
    assert table.zone_rect("pile") in slots


def test_gang_of_four_last_card_duty_in_the_tutorial():
    """Rules: "The player who plays immediately before a one-card player: when singles are on the
    table they must play their highest single if it beats the table (else pass)." The tutorial's
    left player has nothing else to play."""
    from game.gang_of_four.engine import Play

    app, table = open_app("gang_of_four")
    _play_until(app, table, 6)  # the person, on one card, passes on three 7s
    tp.do_gesture(app, table, table.tutorial.cursor.current().do[0])
    tp.press(app, pygame.K_RETURN)
    state = table.state
    while state.current_player != 1:
        frames(app, 1)
    assert state.view(1).counts[0] == 1 and state.top[1] in (("G1",), ("Y1",))
    assert state.legal_actions() == [Play(("PY",))]


def test_gang_of_four_hand_over_waits_for_the_explanation():
    """The dragon ends the hand: its explanation (and Next) shows before the hand-over sheet."""
    from scenes.screens.round_over import RoundOverScene

    app, table = open_app("gang_of_four")
    _play_until(app, table, 7)
    for gesture in table.tutorial.cursor.current().do:
        tp.do_gesture(app, table, gesture)
    frames(app, 30)
    assert table.state.phase == "round_over" and table.tutorial.mode == "explain"
    assert app.manager.top is table
    tp.press(app, pygame.K_RETURN)
    frames(app, 3)
    assert isinstance(app.manager.top, RoundOverScene)


class BlitLog(pygame.Surface):
    """A canvas that notes where each picture goes (the glance's cards)."""

    def __init__(self, size):
        super().__init__(size)
        self.rects: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kw):
        w, h = source.get_size()
        if abs(w * 7 - h * 5) <= 7:  # a card's 5:7 (the panel's shadow and the felt are not)
            self.rects.append(pygame.Rect(pygame.Rect(dest).topleft if len(dest) == 4 else dest, (w, h)))
        return super().blit(source, dest, *args, **kw)


@pytest.mark.parametrize("game_id", ["racko", "gang_of_four", "zoker_kubo", "wizard", "zoker_solo",
                                     "zoker_memo", "zoker_tiko", "pegs_and_jokers"])
def test_a_glance_row_shows_at_least_half_of_each_card_and_its_mark_beside_them(game_id, monkeypatch):
    """Seen by hand: Racko's ten ascending cards overlapped until only a sliver of each showed, their
    numbers a jumble ("1122333340") under the check mark; a row that long stands smaller, side
    by side, the mark clear of the cards."""
    from scenes.screens import glance as glance_screen
    from scenes.screens.glance import GlanceScene

    app = make_app()
    scene = GlanceScene(app, game_id)
    marks = []
    real_circle = glance_screen.pygame.draw.circle
    monkeypatch.setattr(glance_screen.pygame.draw, "circle",
                        lambda s, c, centre, r, *a, **k: marks.append(pygame.Rect(0, 0, 2 * r, 2 * r).move(
                            centre[0] - r, centre[1] - r)) or real_circle(s, c, centre, r, *a, **k))
    for panel, rect in zip(scene.panels, scene.panel_rects(), strict=True):
        canvas, marks[:] = BlitLog((1920, 1080)), []
        scene._draw_panel(canvas, panel, rect)
        cards = canvas.rects
        assert len(cards) == len(panel["cards"])
        for a, b in zip(cards, cards[1:], strict=False):
            assert b.x - a.x >= a.w / 2, (game_id, panel["cards"], a, b)  # at least half of each shows
        assert all(rect.contains(c) for c in cards)
        assert not any(m.colliderect(c) for m in marks for c in cards), (game_id, panel["cards"], marks)


def test_racko_a_drag_from_the_discard_pile_to_the_wrong_slot_takes_nothing():
    """Step 1 (take the 7 from the discard pile into slot 5), dropped on slot 50: the card was taken
    anyway, while the step still pointed at the discard pile, now empty."""
    app, table = open_app("racko")
    before = table.state.snapshot()
    tp.drag(app, table.zone_rect("discard").center, table.zone_rect("slot.50").center)
    tp.settle(app, table)
    assert table.state.snapshot() == before and table.tutorial.cursor.part == 0
    assert table.toast.message.endswith("Not that: The 7 on the discard pile is low: drag it to slot 5.")
    assert tp.play_through(app, table) == len(table.tutorial.tutorial.steps)  # the right drag still works


def test_racko_a_click_on_the_discard_when_the_step_asks_to_draw_says_so():
    """A play-tester: at "Draw again" a click on the discard pile took its 34 in hand without a word,
    and the next click on the draw pile only put it back."""
    app, table = open_app("racko")
    assert tp.play_step(app, table)
    tp.press(app, pygame.K_RETURN)
    tp.settle(app, table)
    assert table.tutorial.cursor.expected() == Draw("draw")
    before = table.state.snapshot()
    click(app, table.zone_rect("discard").center)
    assert table.state.snapshot() == before and table.drag.selected is None and table.drag.held is None
    assert table.toast.message.endswith("Not that: Now click the draw pile to take a new card.")
    click(app, table.zone_rect("draw").center)  # one click draws, as the step asks
    assert table.state.history[-1] == Draw("draw")


def test_solos_ring_round_a_stack_goes_round_its_height_badge(monkeypatch):
    """A play-tester: the tutorial's gold ring round a bottom stack cut its gold "2" badge in two."""
    from scenes.tables import zoker_solo

    app, table = open_app("zoker_solo")
    assert tp.play_step(app, table)
    tp.press(app, pygame.K_RETURN)
    tp.settle(app, table)
    badges = []
    real = zoker_solo.ZokerSoloScene._badge
    monkeypatch.setattr(zoker_solo.ZokerSoloScene, "_badge", lambda self, surface, centre, *a:
                        badges.append(centre) or real(self, surface, centre, *a))
    table.invalidate()
    app.manager.draw(pygame.Surface((1920, 1080)))
    rings = [pygame.Rect(r).inflate(18, 18) for r in table.tutorial.zones()]
    near = [(c, ring) for c in badges for ring in rings if ring.inflate(12, 12).collidepoint(c)]
    badge = pygame.Rect(0, 0, 52, 52)  # the badge's circle, radius 26
    assert near and all(ring.inflate(-12, -12).contains(badge.move(c[0] - 26, c[1] - 26)) for c, ring in near)


def test_solos_deal_step_lights_the_deal_button_it_asks_for():
    """A tester: at "Click the stock to deal" the Deal button lay dimmed, grey on blue, as if it
    could not be pressed. The step lights Deal (the stock deals too)."""
    app, table = open_app("zoker_solo")
    while type(table.tutorial.cursor.current().expect[0]).__name__ != "Deal":
        assert tp.play_step(app, table)
    button = table.side.by_key("deal")
    assert button.enabled and table.tutorial.zones() == [button.rect]
    assert "Deal" in table.tutorial.text()[1]


def test_pegs_split_seven_points_at_the_other_peg_once_the_first_part_is_made():
    """A play-tester: after the first peg of a split 7 went home, the arrow still pointed from it to
    home and the whole hand glowed, while the step waited for the other peg's one hole."""
    app, table = open_app("pegs_and_jokers")
    c = table.tutorial
    while len(c.cursor.current().expect) < 2:
        assert tp.play_step(app, table)
    tp.settle(app, table)
    step = c.cursor.current()
    first = [table.zone_rect(n) for n in ("track.0", "card.7H", "home.0.2")]
    assert c.zones() == first
    for gesture in step.do[:2]:  # the 7, and its first part
        tp.do_gesture(app, table, gesture)
    tp.settle(app, table)
    assert c.cursor.part == 1 and c.mode == "step"
    assert c.zones() == [table.zone_rect("track.8"), table.zone_rect("track.9")]
    tp.do_gesture(app, table, step.do[2])
    assert c.mode == "explain"
