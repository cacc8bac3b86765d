"""Replays: the real table in replay mode, stepped by real key, wheel and mouse events.

Every game: the table shows the engine's position (its view for the viewer) at every step, back
and forth across a round boundary; the slider and a click on a log line jump; every hand only
after the game; a replay changes no statistics and writes no save; damaged files; the recent
games list keeps 20; a monkey on the replay scene; the review panel with a test double.
"""

from __future__ import annotations

import dataclasses
import json
import random
import uuid

import pygame
import pytest

from game.core.api import NextRound
from game.core.registry import GAMES
from scenes.registry import SCENES
from scenes.replay import Replay, open_replay
from scenes.tables.replay_mode import TABLE_RECT, replay_table
from tests.scenes.helpers import click, drag, frames, key, make_app, post, settle

LIMIT = 500  # moves played for a replay (enough for a round boundary in games with rounds)


def played(game_id: str, seed: int = 3, limit: int = LIMIT, players: int | None = None) -> dict:
    """A game played by random legal moves (to its end, or `limit` moves) as a replay file's data."""
    game = GAMES[game_id]
    n = players or (3 if 3 in game.allowed_players() else game.allowed_players()[0])
    state = game.new(n, {}, seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < limit:
        state.apply(rng.choice(state.legal_actions()))
    seats = [{"name": "Anna", "level": None}] + [{"name": f"Bot {i}", "level": "easy"} for i in range(1, n)]
    return {"state": state.to_json(), "seats": seats, "uid": uuid.uuid4().hex}


def open_table(app, data: dict):
    session, _problem = open_replay(data)
    table = replay_table(app, session)
    app.manager.push(table)
    frames(app, 2)
    return table


def engine_view(data: dict, k: int, viewer: int):
    game = GAMES[data["state"]["game"]]
    state = game.load(dict(data["state"], history=data["state"]["history"][:k]))
    return state, state.view(viewer)


def seen(view) -> dict:
    """A view's fields, the score sheet by its rows (tables put the seats' names over its columns)."""
    fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}
    sheet = fields.pop("score_sheet", None)
    return {**fields, "sheet": getattr(sheet, "rows", sheet)}


def check(table, data: dict) -> None:
    """The table shows exactly the engine's position after `position` moves, as its viewer sees it."""
    k = table.position()
    state, view = engine_view(data, k, table.viewer)
    assert table.session.state.snapshot() == state.snapshot()
    assert seen(table.view()) == seen(view)
    assert len(table.session.moves) == k


def bar_button(table, name: str):
    return table.bar.buttons.by_key(name)


@pytest.mark.parametrize("game_id", list(SCENES))
def test_step_back_and_forth_across_a_round_boundary(game_id):
    data = played(game_id)
    app = make_app()
    table = open_table(app, data)
    replay = table.session.replay
    boundary = next((s for s in replay.round_starts if s > 0), min(8, replay.last // 2))
    if len(replay.round_starts) > 1:  # after NextRound, or a move that began a part (Tiko's deal)
        move = replay.moves[boundary - 1]
        parts = [e for e in move.events if e.kind in replay.game.part_events]
        assert isinstance(move.action, NextRound) or parts
        assert replay.is_round_over(boundary - 1) or parts
    start = max(0, boundary - 3)
    table.seek(start)
    check(table, data)
    for _ in range(6):  # forward by the arrow key, over the boundary, each step animated
        before = table.position()
        key(app, pygame.K_RIGHT)
        settle(app)
        assert table.position() == min(replay.last, before + 1)
        check(table, data)
    for _ in range(3):  # back by the wheel
        before = table.position()
        post(app, pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0, touch=False)
        frames(app, 2)
        assert table.position() == max(0, before - 1)
        check(table, data)
    for _ in range(3):  # back by the bar's button, then forward by its other button
        before = table.position()
        click(app, bar_button(table, "step_back").rect.center)
        assert table.position() == max(0, before - 1)
        check(table, data)
    click(app, bar_button(table, "step_forward").rect.center)
    settle(app)
    check(table, data)
    expected = replay.next_round(table.position())
    key(app, pygame.K_PAGEDOWN)  # a round on: the next round's first position (or the end)
    assert table.position() == expected
    check(table, data)
    key(app, pygame.K_PAGEUP)
    check(table, data)
    key(app, pygame.K_LEFT, n_frames=3)
    check(table, data)


def test_slider_and_log_line_jump():
    data = played("wizard", limit=200)
    app = make_app()
    table = open_table(app, data)
    track = table.bar.track
    x = track.x + track.w * 3 // 5
    click(app, (x, track.centery))
    assert table.position() == table.bar.position_at(x)
    check(table, data)
    drag(app, (x, track.centery), (track.x + track.w // 5, track.centery))  # drag the knob back
    assert table.position() == table.bar.position_at(track.x + track.w // 5)
    check(table, data)
    key(app, pygame.K_l)
    log = app.manager.top
    assert type(log).__name__ == "ReplayLogScene"
    assert len(log.lines) > table.position()  # the whole game, not only up to here
    i = next(i for i, owner in enumerate(log.owners) if owner > table.position() + 3)
    log.scroll_by(log.tops[i] - log.scroll)
    pos = (log.area.x + 40, log.area.y + log.tops[i] - log.scroll + 4)
    click(app, pos)
    assert table.position() == log.owners[i] + 1
    check(table, data)
    key(app, pygame.K_RIGHT)  # the log stays open and follows the replay
    assert app.manager.top is log and table.position() == log.owners[i] + 2
    assert log.current_lines() and all(log.owners[j] == table.position() - 1 for j in log.current_lines())


def test_every_hand_only_after_the_game():
    whole = played("wizard", limit=10_000)
    assert Replay(whole["state"]).over
    app = make_app()
    table = open_table(app, whole)
    assert "hands" in [b.key for b in table.bar.buttons.buttons]
    table.seek(40)
    own = table.view()
    click(app, bar_button(table, "hands").rect.center)
    panel = app.manager.top
    assert type(panel).__name__ == "AllHandsScene"
    click(app, panel.buttons.by_key("eyes.1").rect.center)
    assert table.viewer == 1 and seen(table.view()) == seen(engine_view(whole, 40, 1)[1])
    assert seen(table.view()) != seen(own)
    # a game that did not reach its end never shows another seat's cards
    cut = dict(whole, state=dict(whole["state"], history=whole["state"]["history"][:60]))
    partial = open_table(app, cut)
    assert "hands" not in [b.key for b in partial.bar.buttons.buttons]
    partial.toggle_hands()
    partial.see_as(1)
    assert app.manager.top is partial and partial.viewer == 0


def test_a_replay_changes_no_statistics_and_writes_no_save(monkeypatch):
    from scenes.session import autosave_path
    from scenes.tables import replay_mode

    monkeypatch.setattr(replay_mode, "PLAY_MIN", 0.0)  # play at the computers' (instant) speed

    app = make_app()
    app.settings.reduced_motion = True  # no glides: the whole game plays in a few hundred frames
    autosave_path("zoker_tiko").unlink(missing_ok=True)  # another test's game in progress
    before = json.dumps(app.records.to_json(), sort_keys=True)
    data = played("zoker_tiko", limit=10_000)
    table = open_table(app, data)
    key(app, pygame.K_END)
    key(app, pygame.K_SPACE)  # play from the deal to the end
    for _ in range(3000):
        frames(app, 1)
        if not table.playing:
            break
    assert table.position() == table.last()
    settle(app)
    assert app.manager.top is table  # no game-over panel, no round-over panel
    assert json.dumps(app.records.to_json(), sort_keys=True) == before
    assert not autosave_path("zoker_tiko").exists()
    assert table.perform(table.session.state.legal_actions()[0] if table.session.state.legal_actions()
                         else NextRound()) is not None


def test_a_damaged_file_plays_to_its_first_bad_move():
    data = played("gang_of_four", limit=80)
    data["state"]["history"][30] = {"type": "Play", "cards": "nonsense"}
    app = make_app()
    table = open_table(app, data)
    assert table.last() == 30
    assert "30" in table.toast.message and table.toast.kind == "error"
    key(app, pygame.K_END)
    check(table, dict(data, state=dict(data["state"], history=data["state"]["history"][:30])))


def test_recent_games_keep_twenty_and_read_damaged_files_defensively():
    from scenes import replay_store
    from scenes.screens.statistics import StatisticsScene
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app()
    folder = replay_store.folder("zoker_tiko")
    for old in folder.glob("*.json") if folder.exists() else []:
        old.unlink()
    table = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy")])
    rng = random.Random(2)
    while not table.state.is_over():
        table.session.state.apply(rng.choice(table.state.legal_actions()))
    written = []
    for _ in range(22):
        table.session.uid = uuid.uuid4().hex
        written.append(replay_store.keep(app, table))
        assert replay_store.keep(app, table) is None  # once per game id
    files = sorted(folder.glob("*.json"))
    assert len(files) == replay_store.KEEP
    assert {p.name for p in written[-20:]} == {p.name for p in files}
    app.kiosk = True
    table.session.uid = uuid.uuid4().hex
    assert replay_store.keep(app, table) is None  # a kiosk keeps nothing
    app.kiosk = False
    written[-1].write_text("{ not json")
    listed = replay_store.recent("zoker_tiko")
    assert len(listed) == 20 and sum(1 for g in listed if g.problem) == 1
    good = next(g for g in listed if not g.problem)
    assert "Anna" in good.players and "Botti (easy)" in good.players and good.when
    stats = StatisticsScene(app, "zoker_tiko")
    app.manager.push(stats)
    click(app, stats.tabs.by_key("recent").rect.center)
    assert stats.recent_view and len(stats.recent_rows()) == 20
    damaged = next(i for i, g in enumerate(stats.recent_games) if g.problem)
    stats.open_recent(damaged)
    assert app.manager.top is stats and stats.message
    stats.selected = next(i for i, g in enumerate(stats.recent_games) if not g.problem)
    key(app, pygame.K_RETURN)
    assert type(app.manager.top).__name__.startswith("Replay")
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is stats


def test_watch_again_from_the_game_over_panel():
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app()
    table = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy")])
    rng = random.Random(5)
    while not table.state.is_over():
        table.act(rng.choice(table.state.legal_actions()))
        settle(app)
    settle(app)
    over = app.manager.top
    assert type(over).__name__ == "GameOverScene"
    click(app, over.buttons.by_key("watch").rect.center)
    replay = app.manager.top
    assert replay.position() == 0 and replay.last() == len(table.state.history)
    assert replay.playing  # Watch again plays from the deal (a tester found it waiting at move 0)
    key(app, pygame.K_RIGHT)
    settle(app)
    assert replay.position() == 1
    # the top bar's band runs the whole width (it stopped where the smaller table does)
    screen, side = pygame.display.get_surface(), TABLE_RECT.x // 2
    band, felt = screen.get_at((side, TABLE_RECT.y + 10)), screen.get_at((side, TABLE_RECT.y + 200))
    assert sum(band[:3]) < sum(felt[:3]) * 0.8, (band, felt)
    click(app, bar_button(replay, "back").rect.center)
    assert app.manager.top is over


def test_the_speed_button_plays_two_and_four_times_faster():
    """Seen by a tester: a replay moved every 2.5 s, so Memo's 188 moves took eight minutes."""
    app = make_app()
    table = open_table(app, played("racko", limit=300, players=3))

    def frames_for(moves: int) -> int:
        table.seek(0)
        table.toggle_play()
        for n in range(1, 2000):
            frames(app, 1)
            if table.position() >= moves:
                table.stop_playing()
                return n
        raise AssertionError("the replay did not play")

    one = frames_for(6)
    button = bar_button(table, "speed")
    assert button.label == "1×"
    click(app, button.rect.center)
    assert bar_button(table, "speed").label == "2×"
    click(app, bar_button(table, "speed").rect.center)
    assert bar_button(table, "speed").label == "4×" and frames_for(6) < one / 2.5
    click(app, bar_button(table, "speed").rect.center)
    assert bar_button(table, "speed").label == "1×"
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)  # + stops at the fastest
    assert table.speed == 4
    key(app, pygame.K_MINUS)
    assert table.speed == 2
    again = open_table(app, played("racko", limit=300, players=3))
    assert again.speed == 2  # the next replay plays as fast as the last was set
    again.set_speed(1)


def test_monkey_on_the_replay_scene():
    data = played("racko", limit=300, players=3)
    app = make_app()
    table = open_table(app, data)
    rng = random.Random(11)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
            pygame.K_SPACE, pygame.K_TAB, pygame.K_RETURN, pygame.K_l, pygame.K_h]
    home = app.manager.stack[0]
    for _ in range(250):
        if table not in app.manager.stack:  # Back (Esc, its buttons) left the replay: open it again
            app.manager.reset(home)
            app.manager.push(table)
        r = rng.random()
        if app.manager.top is not table and rng.random() < 0.3:
            key(app, pygame.K_ESCAPE, n_frames=1)
        elif r < 0.4:
            key(app, rng.choice(keys), n_frames=1)
        elif r < 0.8:
            pos = (rng.randrange(1920), rng.randrange(1080))
            click(app, pos, n_frames=1)
        else:
            post(app, pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0,
                 precise_y=1.0, touch=False)
            frames(app, 1)
        assert 0 <= table.position() <= table.last()
    app.manager.reset(table)
    frames(app, 2)
    check(table, data)


def test_the_table_is_drawn_whole_above_the_bar():
    data = played("pegs_and_jokers", limit=100, players=4)
    app = make_app()
    table = open_table(app, data)
    app.render()
    assert TABLE_RECT.bottom <= table.bar.buttons.by_key("step_back").rect.top
    frames(app, 1)


def test_every_hand_shows_each_face_whole_where_the_row_has_room():
    """Racko's ten cards fit side by side in a row (a covered face hides its number); a long hand
    overlaps, but stays in its row."""
    state = GAMES["racko"].new(2, {"rounds": 1, "turn_limit": 10}, 7)
    rng = random.Random(7)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    seats = [{"name": "Anna", "level": None}, {"name": "Bot 1", "level": "easy"}]
    app = make_app()
    table = open_table(app, {"state": state.to_json(), "seats": seats, "uid": uuid.uuid4().hex})
    key(app, pygame.K_END)
    click(app, bar_button(table, "hands").rect.center)
    panel = app.manager.top
    assert type(panel).__name__ == "AllHandsScene"
    frames(app, 1)
    for row in panel.rows():
        box = panel.card_box(row)
        faces = panel.card_rects(10, box)
        assert all(a.right < b.left for a, b in zip(faces, faces[1:], strict=False)), faces
        assert all(box.contains(f) for f in faces) and faces[0].h >= 100
        eyes = next(b for b in panel.buttons.buttons if b.key.startswith("eyes.") and row.contains(b.rect))
        assert not eyes.rect.colliderect(faces[-1]) and eyes.rect.right < row.right
        many = panel.card_rects(20, box)
        assert all(box.contains(f) for f in many) and many[0].w >= 64


def on_canvas(rect) -> tuple[int, int]:
    """A table point's place on the replay's canvas (the table is drawn smaller)."""
    from scenes.tables.replay_mode import SCALE

    return (TABLE_RECT.x + round(rect.centerx * SCALE), TABLE_RECT.y + round(rect.centery * SCALE))


def test_the_tables_side_buttons_show_things_or_rest():
    """A side button drawn on a replay does what it says (the last trick, Hint's answer, pointing at
    Review my game when there is one) or rests (Solo's Deal): none is a live-looking button that
    does nothing."""
    data = played("wizard", limit=10_000)
    app = make_app()
    table = open_table(app, data)
    table.seek(60)
    frames(app, 1)
    last = table.side.by_key("last")
    assert last.enabled
    click(app, on_canvas(last.rect))
    assert type(app.manager.top).__name__ == "LastTrickScene"
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is table
    click(app, on_canvas(table.side.by_key("hint").rect))
    assert "Review my game" in table.toast.message  # where a replay answers "what was better?"
    watched = played("wizard", limit=10_000)
    watched["seats"][0]["level"] = "easy"  # computers alone: nobody's game to review
    only_computers = open_table(app, watched)
    key(app, pygame.K_h)
    assert "a replay shows what happened" in only_computers.toast.message
    solo = open_table(app, played("zoker_solo", seed=4, limit=10_000))
    frames(app, 1)
    assert solo.side.buttons and not any(b.enabled for b in solo.side.buttons)
    gang = open_table(app, played("gang_of_four", limit=200))
    frames(app, 1)
    sort = gang.buttons.by_key("sort")
    before = sort.label
    click(app, on_canvas(sort.rect))
    assert gang.buttons.by_key("sort").label != before  # the hand's order is the viewer's own
    assert not any(b.enabled for b in gang.buttons.buttons if b.key in ("play", "pass"))


def test_no_your_turn_tip_on_a_replay():
    """Gang of Four and Tiko say "Your turn: ..." under the person's name in play; a replay does not."""
    app = make_app()
    for game_id in ("gang_of_four", "zoker_tiko"):
        table = open_table(app, played(game_id, limit=200))
        k = next(k for k in range(1, 200) if table.session.replay.state_at(k).current_player == 0)
        table.seek(k)
        frames(app, 1)
        assert table.my_tip(*([table.view()] if game_id == "gang_of_four" else [])) == "", game_id


def test_kubo_cube_turns_and_closes_on_a_replay():
    """The big cube over a replay answers its controls and a drag (what is shown), not only in play."""
    app = make_app()
    table = open_table(app, played("zoker_kubo", limit=10_000, players=2))
    key(app, pygame.K_END)
    click(app, on_canvas(table.side.by_key("cube").rect))
    assert table.big_cube
    cube = table.cube
    before = cube.angles()
    centre = on_canvas(cube.stage().move(cube.rect.topleft))
    drag(app, centre, (centre[0] + 120, centre[1] + 30))
    assert cube.angles() != before
    click(app, on_canvas(table.cube_controls.buttons.by_key("front").rect))
    settle(app)
    click(app, on_canvas(table.close_cube.rect))
    assert not table.big_cube and app.manager.top is table


def test_recent_games_write_a_negative_result_with_a_real_minus(monkeypatch):
    """Seen by hand: Wizard's recent games read "Robo won (-100)" with a hyphen, where every other
    score has a real minus sign ("−100")."""
    from scenes import replay_store
    from scenes.screens.statistics import StatisticsScene
    from scenes.session import Seat
    from tests.scenes.helpers import start_table, texts_drawn

    app = make_app()
    folder = replay_store.folder("wizard")
    for old in folder.glob("*.json") if folder.exists() else []:
        old.unlink()
    table = start_table(app, "wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")])
    rng = random.Random(4)
    while not table.state.is_over():
        table.session.state.apply(rng.choice(table.state.legal_actions()))
    assert max(table.state.scores()) < 0  # random bids: everyone ends below zero
    assert replay_store.keep(app, table) is not None
    stats = StatisticsScene(app, "wizard")
    app.manager.push(stats)
    click(app, stats.tabs.by_key("recent").rect.center)
    from scenes.screens import statistics

    drawn = texts_drawn(app, statistics, monkeypatch)
    results = [t for t in drawn if " won (" in t]
    assert results and all("\u2212" in t and "-" not in t for t in results), results


@pytest.mark.parametrize("game_id, seats, lang, words", [
    ("zoker_tiko", 3, "en", r"^\w+ won \(\d+ cards?\)$"),
    ("zoker_tiko", 3, "fi", r"^Voittaja: \w+ \(\d+ korttia?\)$"),
    ("zoker_solo", 1, "en", r"^\d+ cards? in the stack$"),
    ("zoker_solo", 1, "fi", r"^\d+ korttia? pinossa$"),
])
def test_recent_games_write_a_score_with_its_unit(game_id, seats, lang, words):
    """Seen by hand: Recent games read "Robo won (27)" and "Score: 9" (27 what?); a file kept
    before scores had units still reads as it did."""
    import re

    from scenes import replay_store
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app(lang=lang)
    folder = replay_store.folder(game_id)
    for old in folder.glob("*.json") if folder.exists() else []:
        old.unlink()
    people = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")][:seats]
    table = start_table(app, game_id, people)
    rng = random.Random(4)
    while not table.state.is_over():
        table.session.state.apply(rng.choice(table.state.legal_actions()))
    path = replay_store.keep(app, table)
    result = replay_store.recent(game_id)[0].result
    assert re.match(words, result), result
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["unit"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not re.search(r"\d \w", replay_store.recent(game_id)[0].result)  # the bare number


def test_one_back_button_leaves_the_replay():
    """The table's top bar kept its Back beside the bar's: two buttons that did the same, and the
    top bar's, drawn smaller with the table, is below a finger's 64 px (STYLE)."""
    app = make_app()
    table = open_table(app, played("wizard", limit=40))
    labels = [b.label for b in table.top_buttons.buttons + table.bar.buttons.buttons]
    assert labels.count("Back") == 1 and bar_button(table, "back").rect.h >= 64
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is not table


@pytest.mark.parametrize("players", [3, 5, 6])
def test_recent_games_name_six_players_without_their_levels_rather_than_shrink_them(players):
    """Seen by hand: six Wizard players with "(normal)" each fell to about 9 px in their column; five
    still shrank, a size smaller than the rows around them."""
    from scenes import replay_store
    from scenes.screens.statistics import StatisticsScene
    from scenes.session import Seat
    from tests.scenes.helpers import start_table

    app = make_app()
    folder = replay_store.folder("wizard")
    for old in folder.glob("*.json") if folder.exists() else []:
        old.unlink()
    others = [Seat(n, "normal") for n in ("Botti", "Robo", "Kone", "Väinö", "Aino")]
    seats = [Seat("Anna"), *others[:players - 1]]
    table = start_table(app, "wizard", seats, {"rounds": "five"})
    rng = random.Random(4)
    while not table.state.is_over():
        table.session.state.apply(rng.choice(table.state.legal_actions()))
    assert replay_store.keep(app, table) is not None
    stats = StatisticsScene(app, "wizard")
    app.manager.push(stats)
    click(app, stats.tabs.by_key("recent").rect.center)
    shown = stats.recent_rows()[0][1][1]
    labels = ", ".join(s.label() for s in seats)
    assert shown == (labels if players == 3 else ", ".join(s.name for s in seats))


def _at_rest(table) -> dict:
    """Where each of the table's sprites lies (keyed by sprite), once nothing moves."""
    sprites = getattr(table, "sprites", None)
    return {k: tuple(s.rect) for k, s in sprites.items()} if isinstance(sprites, dict) else {}


@pytest.mark.parametrize("game_id", list(SCENES))
def test_a_step_back_shows_the_cards_where_that_position_has_them(game_id):
    """Seen by hand in Zoker Solo: a step back left a card where it lay a move earlier (a glide begun
    for the position before was finished in place of the one shown)."""
    data = played(game_id, limit=40)
    app = make_app()
    app.settings.animation_speed = "normal"
    table = open_table(app, data)
    table.seek(6)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        settle(app)
    key(app, pygame.K_LEFT)
    settle(app)
    k = table.position()
    fresh = open_table(make_app(), data)
    fresh.seek(k)
    settle(fresh.app)
    assert _at_rest(table) == _at_rest(fresh)


@pytest.mark.parametrize("game_id", ["zoker_solo", "zoker_memo"])
def test_a_replay_shows_no_bests_that_the_game_itself_may_have_set(monkeypatch, game_id):
    """Seen by a tester: a Solo replay said "Best for this deal: 3" at move 0, before the game it
    shows reached 3 (the best was the one that game set). The table in play shows the bests."""
    from scenes.tables import zoker_memo, zoker_solo
    from tests.scenes.helpers import spy_texts

    module, texts = (zoker_solo, "draw_text") if game_id == "zoker_solo" else (zoker_memo, "blit_text")
    app = make_app()
    table = open_table(app, played(game_id, players=1, limit=30))
    drawn = spy_texts(module, monkeypatch, texts)
    app.redraw_all()
    frames(app, 1)
    assert any(t.startswith("Deal number") for t in drawn)
    assert not any(t.startswith(("Best for this deal", "Best overall")) for t in drawn)
    table.replaying = False  # the same table in play
    drawn.clear()
    app.redraw_all()
    frames(app, 1)
    assert any(t.startswith("Best for this deal") for t in drawn)


def test_page_down_in_a_tiko_replay_goes_deal_by_deal():
    """Seen by hand: Page Down in a one-game Tiko replay went from the start straight to the end;
    a Tiko game is several deals ("After all four hand cards are played, deal four new cards each
    ... 2 players: 8 deals", rules/zoker.md), and a replay steps by them as by other games' rounds."""
    from game.zoker.tiko.engine import deals_per_game

    data = played("zoker_tiko", players=2, limit=10_000)
    app = make_app()
    table = open_table(app, data)
    deals = deals_per_game(2)
    starts = table.round_starts()
    assert len(starts) == deals == 8
    table.seek(0)
    seen = []
    for _ in range(deals):
        key(app, pygame.K_PAGEDOWN)
        seen.append(table.position())
    assert seen == [*starts[1:], table.last()]
    for k in starts[1:]:  # each part begins with the move whose trick emptied the hands
        assert any(e.kind == "deal" for e in table.session.replay.moves[k - 1].events)
    key(app, pygame.K_PAGEUP)
    assert table.position() == starts[-1]


def test_enter_on_the_game_over_panel_plays_again():
    """A play-tester's keyboard: no button had the focus, and the first Tab went to Menu; the blue
    Play again is the panel's answer to Enter, ringed from the start."""
    from tests.scenes.helpers import finished_with_game_over, key

    app = make_app()
    table, panel = finished_with_game_over(app)
    assert panel.buttons.focused_key() == "again" and panel.buttons.by_key("again").focused
    key(app, pygame.K_RETURN)
    assert app.manager.top is table and not table.state.is_over()  # the table deals a new game
