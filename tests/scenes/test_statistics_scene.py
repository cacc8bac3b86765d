"""Statistics with real events: recorded at game over, the personal-best moment, the screen,
and Zoker Solo's honest end lines, info panel, badges and undo after "Continue game"."""

from __future__ import annotations

import pygame

from game.zoker.solo.engine import Move
from scenes.kit.layout import zones
from scenes.kit.text_fit import CHECK
from scenes.screens.game_over import GameOverScene
from scenes.screens.menu import MenuScene
from scenes.screens.statistics import StatisticsScene
from scenes.session import Seat, Session, load_autosave
from scenes.settings_store import data_dir
from scenes.tables import zoker_solo
from scenes.text import score_words
from tests.scenes.helpers import click, drag, frames, key, make_app, rendered, settle, start_table

Z = zones("zoker_solo")


def solo(app, seed=1, name="Anna"):
    scene = start_table(app, "zoker_solo", [Seat(name)], seed=seed)
    settle(app)
    return scene


def end_game(app, scene) -> GameOverScene:
    """Make the first legal move (a game ended before any move counts for nothing), then press
    End game and wait for the game-over panel."""
    move = next(a for a in scene.state.legal_actions() if isinstance(a, Move))
    drag(app, Z[move.src].center, Z[move.dst].center)
    settle(app)
    click(app, scene.top_buttons.by_key("stop").rect.center)
    click(app, app.manager.top.buttons.by_key("yes").rect.center)  # End game asks first
    settle(app)
    frames(app, 3)
    assert isinstance(app.manager.top, GameOverScene)
    return app.manager.top


def chimes(app) -> list[str]:
    played: list[str] = []
    real = app.sounds.play
    app.sounds.play = lambda name: (played.append(name), real(name))
    return played


def test_menu_statistics_shows_a_recorded_game():
    app = make_app()
    scene = solo(app, seed=3)
    over = end_game(app, scene)
    score = scene.state.scores()[0]
    click(app, over.buttons.by_key("menu").rect.center)
    assert isinstance(app.manager.top, MenuScene)
    click(app, app.manager.top.buttons.by_key("stats").rect.center)
    screen = app.manager.top
    assert isinstance(screen, StatisticsScene) and screen.game_id == "zoker_solo"
    rows = screen.rows()
    assert rows[0] == ("row", ["Anna", "1", str(score), f"{score:.1f}", "1"])
    assert ("section", ["Best per deal", "Deal number"]) in rows
    assert ("row", ["Anna", "3", str(score)]) in rows
    CHECK.reset()
    frames(app, 2)
    assert CHECK.checked > 10 and CHECK.overflow == 0
    key(app, pygame.K_RIGHT)  # the next game: nobody has played it
    assert screen.game_id == "zoker_memo" and screen.rows() == []
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MenuScene)


def test_statistics_scroll_with_keys_and_wheel_in_finnish():
    app = make_app(lang="fi")
    for i in range(30):
        app.records.record_game(f"g{i}", "zoker_solo", [("Anna", 5 + i % 7, None)], deal=100 + i)
    app.manager.push(StatisticsScene(app, "zoker_solo"))
    frames(app, 2)
    screen = app.manager.top
    assert screen.max_scroll() > 0 and screen.scroll == 0
    key(app, pygame.K_DOWN)
    assert screen.scroll == 1
    key(app, pygame.K_END)
    assert screen.scroll == screen.max_scroll()
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    frames(app, 2)
    assert screen.scroll == screen.max_scroll() - 3
    key(app, pygame.K_HOME)
    assert screen.scroll == 0
    assert screen.columns()[0][0] == "Pelaaja"
    CHECK.reset()
    frames(app, 2)
    assert CHECK.overflow == 0


def test_new_personal_best_is_shown_once_and_only_when_true():
    app = make_app()
    app.records.record_game("earlier", "zoker_solo", [("Anna", 0, None)])  # an earlier best of 0
    scene = solo(app, seed=4)
    played = chimes(app)
    over = end_game(app, scene)
    score = scene.state.scores()[0]
    assert over.bests == [f"New personal best: {score_words(score, 'stack')}!"]  # "9 cards in the stack"
    assert played.count("chime") >= 2  # the game-over chime and the personal-best chime
    # Replay the same deal and end it the same way: the same score is no new best.
    click(app, over.buttons.by_key("replay").rect.center)
    settle(app)
    over = end_game(app, scene)
    assert over.bests == []
    assert app.records.stats("Anna", "zoker_solo").played == 3


def test_a_finished_game_shown_twice_is_counted_once():
    app = make_app()
    app.records.record_game("earlier", "zoker_solo", [("Anna", 0, None)])
    scene = solo(app, seed=4)
    data = scene.session.to_json()
    end_game(app, scene)
    finished = scene.session.to_json()
    assert finished["uid"] == data["uid"]
    again = Session.from_json(finished)  # the same finished game, opened again
    from scenes.registry import SCENES

    app.manager.reset(SCENES["zoker_solo"](app, again))
    settle(app)
    frames(app, 3)
    assert isinstance(app.manager.top, GameOverScene) and app.manager.top.bests == []
    assert app.records.stats("Anna", "zoker_solo").played == 2


def test_computers_are_not_recorded():
    app = make_app()
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy")], seed=2)
    state = scene.state
    import random

    rng = random.Random(1)
    while not state.is_over():
        scene.perform(rng.choice(state.legal_actions()))
    settle(app)
    frames(app, 3)
    assert app.records.stats("Anna", "zoker_tiko").played == 1
    assert app.records.stats("Botti", "zoker_tiko") is None


def test_solo_end_game_early_claims_no_best_that_is_not_one():
    app = make_app()
    app.records.record_game("earlier", "zoker_solo", [("Anna", 10, None)], deal=6)
    scene = solo(app, seed=6)
    over = end_game(app, scene)
    assert scene.state.scores()[0] < 10
    assert "A new best for this deal!" not in over.lines
    assert "Best for this deal: 10" in over.lines and over.bests == []
    # A deal never played before: a first result, not "a new best".
    app2 = make_app()
    over2 = end_game(app2, solo(app2, seed=7))
    assert "A new best for this deal!" not in over2.lines
    assert "Your first result for this deal." in over2.lines and over2.bests == []


def top_move(state):
    return next((a for a in state.legal_actions() if isinstance(a, Move) and a.src.startswith("top")), None)


def test_solo_undo_works_after_continue_game():
    from scenes.screens.setup import SetupScene

    app = make_app()
    (data_dir() / "saves" / "zoker_solo.json").unlink(missing_ok=True)
    seed = next(s for s in range(1, 200) if top_move(Session.start("zoker_solo", [Seat("A")], seed=s).state))
    session = Session.start("zoker_solo", [Seat("Anna")], seed=seed)  # with the autosave
    from scenes.registry import SCENES

    scene = SCENES["zoker_solo"](app, session)
    app.manager.reset(scene)
    settle(app)
    states = [scene.state.snapshot()]
    for _ in range(2):
        move = top_move(scene.state)
        if move is None:
            break
        drag(app, Z[move.src].center, Z[move.dst].center)
        settle(app)
        states.append(scene.state.snapshot())
    assert len(states) >= 2
    restored, problem = load_autosave("zoker_solo")
    assert problem is None and restored.can_undo()
    app.manager.reset(MenuScene(app))
    app.manager.push(SetupScene(app, "zoker_solo"))
    frames(app, 2)
    click(app, app.manager.top.buttons.by_key("continue").rect.center)
    settle(app)
    table = app.manager.top
    assert table.state.snapshot() == states[-1]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.state.snapshot() == states[-2]
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert table.state.snapshot() == states[-1]


def test_solo_info_panel_is_drawn_and_fits(monkeypatch):
    drawn: list[str] = []
    real = zoker_solo.draw_text
    monkeypatch.setattr(
        zoker_solo,
        "draw_text",
        lambda surface, msg, box, *a, **k: (drawn.append(msg), real(surface, msg, box, *a, **k))[1],
    )
    for lang, words in (
        ("en", ("Tallest stack", "Deal number 9", "Best overall: –")),
        ("fi", ("Jako numero 9",)),
    ):
        drawn.clear()
        app = make_app(lang=lang)
        app.records.record_game("x", "zoker_solo", [("Anna", 17, None)], deal=9)
        CHECK.reset()
        scene = solo(app, seed=9)
        scene.invalidate()
        frames(app, 2)
        for word in words[:2]:
            assert word in drawn
        if lang == "en":
            assert "Best for this deal: 17" in drawn and "Best overall: 17" in drawn
        assert CHECK.overflow == 0


def test_solo_height_badge_stays_above_a_landing_card():
    app = make_app()
    seed = next(s for s in range(1, 200) if top_move(Session.start("zoker_solo", [Seat("A")], seed=s).state))
    scene = solo(app, seed=seed)
    move = top_move(scene.state)
    drag(app, Z[move.src].center, Z[move.dst].center)
    settle(app)
    c = int(move.dst[-1])
    n = len(scene.state.view(0).bottom[c])
    sprite = scene.sprites[scene.state.view(0).bottom[c][-1]]
    r = Z[move.dst]
    centre = (r.right - 6, r.y - (min(n, zoker_solo.STACK_VISIBLE) - 1) * zoker_solo.STACK_STEP + 6)
    sprite.glide_to(sprite.pos, 5.0)  # a card that is still landing, right under the badge
    sprite.pos = (sprite.pos[0] + 1, sprite.pos[1])
    assert sprite.moving
    scene.invalidate()
    frames(app, 1)
    badge = app.window.get_at((centre[0] - 16, centre[1] + 14))[:3]
    assert badge in ((250, 246, 236), zoker_solo.GOLD)


def test_a_damaged_statistics_file_is_told_once_at_the_menu():
    from scenes.settings_store import data_dir as folder

    make_app()  # clears the files earlier tests left
    path = folder() / "stats.json"
    path.write_text('{"zoker_memo": 5}', encoding="utf-8")
    (folder() / "stats.damaged.json").unlink(missing_ok=True)
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), lang="en")
    app.reraise = True
    frames(app, 2)
    menu = app.manager.top
    assert menu.toast.visible and "stats.damaged.json" in menu.toast.message
    assert (folder() / "stats.damaged.json").read_text(encoding="utf-8") == '{"zoker_memo": 5}'
    app.manager.push(StatisticsScene(app))
    frames(app, 1)
    app.manager.pop()
    menu2 = MenuScene(app)
    assert not menu2.toast.visible  # told once
    (folder() / "stats.damaged.json").unlink()


def test_the_best_per_deal_number_stands_under_its_own_heading(monkeypatch):
    """Solo's per-deal best sits under the main table's Average column, so its section names it; the
    deal under Played/Best read as a misplaced column: the section names it too."""
    from scenes.screens import statistics

    boxes: dict[str, list[tuple]] = {}
    real = statistics.draw_text
    monkeypatch.setattr(
        statistics,
        "draw_text",
        lambda surface, msg, box, *a, **k: (boxes.setdefault(msg, []).append(tuple(box)),
                                             real(surface, msg, box, *a, **k))[1],
    )
    app = make_app(lang="fi")
    app.records.record_game("g", "zoker_solo", [("Anna", 23, None)], deal=13073)
    app.manager.push(StatisticsScene(app, "zoker_solo"))
    CHECK.reset()
    frames(app, 2)
    assert ("row", ["Anna", "13073", "23"]) in app.manager.top.rows()
    deal_heading, deal = boxes["Jaon numero"][-1], boxes["13073"][-1]
    assert (deal_heading[0], deal_heading[2]) == (deal[0], deal[2]) and deal_heading[1] < deal[1]
    best_heading = sorted({b for b in boxes["Paras"] if b[1] > boxes["Pelaaja"][0][1]})  # below the header
    number = boxes["23"][-1]
    assert len(best_heading) == 1 and best_heading[0][0] == number[0] and best_heading[0][2] == number[2]
    assert best_heading[0][1] < number[1]
    assert CHECK.overflow == 0


def test_the_recent_games_hint_keeps_clear_of_the_panel_and_the_buttons():
    """Seen by hand: the line under the list touched the buttons below it."""
    from scenes.screens import statistics

    scene = statistics.StatisticsScene(make_app())
    hint, panel = statistics.HINT, statistics.PANEL
    assert hint.top > panel.bottom
    below = [b for b in scene.tabs.buttons if b.rect.top > panel.y]
    assert below and all(hint.bottom + 8 <= b.rect.top for b in below)
    assert scene.visible_rows() == 8
    assert statistics.ROW_H >= 64  # a recent game is opened by a tap on its row (STYLE: 64 px targets)


def wizard_statistics_drawn(app, monkeypatch) -> list[tuple[str, int]]:
    """(text, size) of each text one whole frame of Wizard's statistics draws (CHECK counts them)."""
    app.manager.reset(MenuScene(app))
    app.manager.push(StatisticsScene(app, "wizard"))
    drawn = rendered(monkeypatch)
    CHECK.reset()
    app.redraw_all()
    frames(app, 1)
    return drawn


def test_every_name_in_the_table_is_drawn_at_one_size(monkeypatch):
    """"Anna-Maria Kettunen-Virtanen" once shrank to about 20 px alone beside "Eero" at 28; the
    names column is wide enough for it at 26, and every name shares the size the longest needs."""
    app = make_app(lang="fi")
    for i in range(3):
        app.records.record_game(f"w{i}", "wizard", [("Anna-Maria Kettunen-Virtanen", 90 + i, i == 0),
                                                    ("Eero", 80 + i, i != 0)])
    drawn = wizard_statistics_drawn(app, monkeypatch)
    sizes = {size for line, size in drawn if line in ("Anna-Maria Kettunen-Virtanen", "Eero")}
    assert len(sizes) == 1, drawn
    assert sizes.pop() >= 24
    assert CHECK.shortened == 0 and CHECK.overflow == 0


def test_a_name_too_long_for_the_column_is_cut_and_leaves_the_others_their_size(monkeypatch):
    """Seen by a tester: one 60-letter name from an old file drew every name at a third of its size."""
    app = make_app()
    long = "Maximiliana Alexandra Konstantinopolitanus-Wahlberg of Espoo"
    app.records.record_game("x1", "wizard", [(long, 90, True), ("Eero", 80, False)])
    drawn = wizard_statistics_drawn(app, monkeypatch)
    eero = [size for line, size in drawn if line == "Eero"]
    cut = [(line, size) for line, size in drawn if line.startswith("Maximiliana") and line.endswith("…")]
    assert eero and eero[0] >= 22 and cut and cut[0][1] == eero[0] and CHECK.overflow == 0


def test_solo_end_game_says_undo_takes_it_back_and_it_does():
    """The question said the game "cannot be played on" while the game-over panel offers Undo."""
    app = make_app()
    scene = solo(app, seed=6)
    move = next(a for a in scene.state.legal_actions() if isinstance(a, Move))
    drag(app, Z[move.src].center, Z[move.dst].center)
    settle(app)
    click(app, scene.top_buttons.by_key("stop").rect.center)
    assert app.manager.top.text.endswith("as it stands (Undo takes the ending back).")
    click(app, app.manager.top.buttons.by_key("yes").rect.center)
    settle(app)
    frames(app, 3)
    over = app.manager.top
    assert isinstance(over, GameOverScene) and over.can_undo()
    over.undo()
    settle(app)
    assert not scene.state.is_over() and app.manager.top is scene


def test_statistics_open_at_the_game_started_last():
    """From the menu the statistics always opened at Zoker Solo, not at the game just played."""
    from scenes.last_setup import last_started, save_last

    app = make_app()
    assert last_started() is None
    save_last("racko", ["person", "easy"], {})
    save_last("wizard", ["person", "easy", "easy"], {})
    save_last("racko", ["person", "normal"], {})  # started again: now the last one
    assert last_started() == "racko"
    app.manager.reset(MenuScene(app))
    frames(app, 2)
    click(app, app.manager.top.buttons.by_key("stats").rect.center)
    screen = app.manager.top
    assert isinstance(screen, StatisticsScene) and screen.game_id == "racko"


def test_each_games_statistics_say_what_best_and_average_count(monkeypatch):
    """A tester saw "Best 8, Average 8.0" for Zoker Memo with no word of what they count (cards won;
    alone, turns)."""
    from game.pegs.engine import WIN_BONUS
    from scenes.registry import SCENES
    from scenes.screens import statistics
    from scenes.screens.statistics import StatisticsScene
    from tests.scenes.helpers import spy_texts

    app = make_app()
    notes = {}
    for game_id in SCENES:
        scene = StatisticsScene(app, game_id)
        app.manager.push(scene)
        drawn = spy_texts(statistics, monkeypatch)
        app.redraw_all()
        frames(app, 1)
        notes[game_id] = [t for t in drawn if t.startswith("Best and Average: ")]
        app.manager.pop()
    assert all(len(n) == 1 for n in notes.values()), notes
    assert notes["zoker_memo"] == ["Best and Average: cards won."]
    assert "fewer is better" in notes["gang_of_four"][0]
    assert f"{WIN_BONUS} more for a win" in notes["pegs_and_jokers"][0]


def test_memo_played_only_alone_shows_its_own_section_without_the_tables_headings(monkeypatch):
    """Seen by hand: after one Memo game alone, the statistics showed the table's headings (Played,
    Won, … Streak) over nothing, the alone game's best under "Streak", and "Best and Average: cards
    won." under a section that counts turns. Only the section is shown, with its own headings."""
    from scenes.screens import statistics
    from tests.scenes.helpers import spy_texts

    app = make_app()
    app.records.record_game("alone-1", "zoker_memo/alone-16", [("You", 14, None)], higher_is_better=False)
    scene = StatisticsScene(app, "zoker_memo")
    app.manager.push(scene)
    assert [kind for kind, _cells in scene.rows()] == ["section", "row"]
    drawn = spy_texts(statistics, monkeypatch)
    app.redraw_all()
    frames(app, 1)
    assert "Alone, 16 cards: turns, fewer is better" in drawn and "Best" in drawn and "14" in drawn
    assert not {"Player", "Played", "Won", "Streak", "Best streak"} & set(drawn)
    assert not [t for t in drawn if t.startswith("Best and Average")]


def test_a_variant_in_the_tables_columns_has_their_headings_when_it_stands_alone(monkeypatch):
    """Seen by a tester: with only Tiko matches recorded, the match's row ("You 1 0 74 74.0 0 0")
    stood under no headings at all; they came back once a single game was recorded."""
    from scenes.screens import statistics
    from tests.scenes.helpers import spy_texts

    app = make_app()
    app.records.record_game("a-match", "zoker_tiko/match-3-cards", [("You", 74, False)])
    app.manager.push(StatisticsScene(app, "zoker_tiko"))
    drawn = spy_texts(statistics, monkeypatch)
    app.redraw_all()
    frames(app, 1)
    assert "Match of 3 games: cards won" in drawn
    assert {"Player", "Played", "Won", "Best", "Average", "Streak", "Best streak"} <= set(drawn)
