"""`main.py --selftest`: load every asset, draw every scene headless and check that every text fits.

Each entry of `shots(app)` is a `Shot`: a name and a function that puts one or more scenes on
the app's stack (a table with its pause menu above it, say). The selftest draws each shot and
counts the texts in `scenes.kit.text_fit.CHECK`; it prints `N texts checked, M overflow, K shortened`,
lists every overflowing text with the shot it was in, and exits 1 when M > 0 (or a scene raised).
To cover a new screen, append a Shot in `shots` (or in `table_shots` for something on every table).
"""

from __future__ import annotations

import dataclasses
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator

import pygame

from game.core import i18n
from game.core.api import ROUND_OVER
from scenes.kit import resources as res

MID_GAME_MOVES = 40  # random legal moves before a table's "mid-game" picture
MAX_MOVES = 20000  # a whole match played by easy computers stops here at the latest
LONG_TOAST = (
    "This is a long message that must wrap onto more than one line so that it fits the window "
    "and never runs off the edge of the screen, even in Finnish where words are long."
)


@dataclasses.dataclass
class Shot:
    """One picture for the selftest: `build(app)` sets up the scene stack to draw."""

    name: str
    build: Callable[[object], None]


def load_every_asset() -> int:
    count = 0
    try:
        pygame.mixer.init()  # opened by the first sound in play; here every sound is loaded
    except pygame.error:
        pass  # no sound card: the sounds are not checked
    for path in sorted(res.ASSETS.rglob("*")):
        rel = path.relative_to(res.ASSETS).as_posix()
        if path.suffix == ".png":
            res.image(rel)
        elif path.suffix == ".ttf":
            pygame.font.Font(str(path), 20)
        elif path.suffix == ".wav" and pygame.mixer.get_init():
            pygame.mixer.Sound(str(path))
        elif path.suffix == ".tmx":
            from scenes.kit.layout import zones

            zones(path.stem)
        else:
            continue
        count += 1
    return count


# ---------------------------------------------------------------------------- positions


def play_random(session, moves: int, seed: int = 7, stop=None) -> None:
    """Apply up to `moves` random legal actions (stopping early when `stop(state)` is true)."""
    rng = random.Random(seed)
    for _ in range(moves):
        state = session.state
        if state.is_over() or (stop and stop(state)):
            return
        session.apply(rng.choice(state.legal_actions()))


def play_to_end(session, level: str = "easy", stop=None) -> None:
    """Every seat played by the game's `level` computer until the match ends (or `stop`)."""
    factory = session.game.agents()[level]
    agents = [factory() for _ in session.seats]
    rng = random.Random(11)
    for _ in range(MAX_MOVES):
        state = session.state
        if state.is_over() or (stop and stop(state)):
            return
        p = state.current_player
        session.apply(agents[p].choose(state.view(p), state.legal_actions(), rng))


def round_over(state) -> bool:
    return state.phase == ROUND_OVER


# ---------------------------------------------------------------------------- shots


def shots(app) -> list[Shot]:
    """Every scene the selftest draws, in order."""
    from scenes.registry import SCENES
    from scenes.screens.crash import CrashScene
    from scenes.screens.curtain import CurtainScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings import SettingsScene

    def menu_with_toast(app) -> None:
        menu = MenuScene(app)
        menu.toast.show(LONG_TOAST, "error", 5.0)
        app.manager.reset(menu)

    out = [
        Shot("menu", lambda app: app.manager.reset(MenuScene(app))),
        Shot("menu toast", menu_with_toast),
        Shot("settings", lambda app: _stack(app, MenuScene(app), SettingsScene(app))),
        Shot("crash", lambda app: app.manager.reset(CrashScene(app, "RuntimeError: selftest", None))),
        Shot("curtain", lambda app: app.manager.reset(CurtainScene(app, "Annaliisa-Maria",
                                                                   on_menu=lambda: None))),
        Shot("curtain with news", lambda app: app.manager.reset(CurtainScene(
            app, "Annaliisa-Maria", on_menu=lambda: None,
            news=i18n._("{name} forgot to say \u201cone card\u201d: 1 penalty point.").format(
                name="Annaliisa-Maria")))),
    ]
    out += [Shot(f"statistics {g}", lambda app, g=g: _statistics(app, g))
            for g in ("wizard", "zoker_solo", "zoker_memo")]
    out += _dialogs()
    for game_id in SCENES:
        out.extend(table_shots(game_id))
    out += [Shot(f"zoker_kubo big cube{n}", _kubo_big_cube(a)) for n, a in (("", 0.0), (" apart", 1.0))]
    for name, moves in (("", MID_GAME_MOVES), (" full hand", 1)):  # the hand against the top card
        advance = lambda s, n=moves: play_random(s, n, stop=round_over)  # noqa: E731
        out.append(Shot(f"zoker_tiko ranking{name}", _table("zoker_tiko", 3, advance, _open_ranking)))
    out.extend(tutorial_shots())
    out += [Shot(f"recent games {g}", lambda app, g=g: _recent_games(app, g)) for g in ("wizard", "racko")]
    return out


def _open_ranking(app, table) -> None:
    table.open_ranking()


def _recent_games(app, game_id: str) -> None:
    """Statistics → Recent games, with the games the game-over shots kept and one damaged file."""
    from scenes.replay_store import folder
    from scenes.screens.menu import MenuScene
    from scenes.screens.statistics import StatisticsScene

    folder(game_id).mkdir(parents=True, exist_ok=True)
    (folder(game_id) / "damaged.json").write_text("{ not a replay")
    stats = StatisticsScene(app, game_id)
    _stack(app, MenuScene(app), stats)
    stats.toggle_recent()


def _kubo_big_cube(apart: float):
    """Zoker Kubo mid-game with its big cube open (its list, controls and caption), layers `apart`."""

    def show(app, table) -> None:
        table.toggle_cube()
        table.cube.set_explode(apart)

    return _table("zoker_kubo", 3, lambda s: play_random(s, MID_GAME_MOVES, stop=round_over), show)


def tutorial_shots() -> Iterator[Shot]:
    """Every tutorial sentence: each step waiting for its move, each explanation, the end, the pause."""
    from game.core.tutorial import available, load
    from scenes.registry import SCENES
    from scenes.screens.menu import MenuScene
    from scenes.screens.tutorial import TutorialEndScene, advance, tutorial_table

    def at(game_id: str, k: int, explain: bool, end: bool = False, pause: bool = False):
        def build(app) -> None:
            table = tutorial_table(app, game_id)
            _stack(app, MenuScene(app), table)
            advance(table, k, explain)
            if end:
                app.manager.push(TutorialEndScene(app, table))
            if pause:
                table.open_pause()

        return build

    for game_id in available():
        n = len(load(game_id).steps)
        for k in range(n):
            yield Shot(f"{game_id} tutorial step {k + 1}", at(game_id, k, False))
            yield Shot(f"{game_id} tutorial step {k + 1} explained", at(game_id, k + 1, True))
        yield Shot(f"{game_id} tutorial end", at(game_id, n, True, end=True))
        yield Shot(f"{game_id} tutorial pause", at(game_id, 1, False, pause=True))
        left = f"{game_id} tutorial left midway"
        yield Shot(left, lambda app, g=game_id, k=n - 1: go_on_question(app, g, k))
    from scenes.screens.glance import GlanceScene, has_glance

    for game_id in SCENES:
        if has_glance(game_id):
            name = f"{game_id} rules at a glance"
            yield Shot(name, lambda app, g=game_id: app.manager.reset(GlanceScene(app, g)))


def go_on_question(app, game_id: str, steps: int) -> None:
    """Opening a tutorial left after `steps` steps: go on or start over (the longest step numbers)."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.tutorial import open_tutorial
    from scenes.tutorial_store import save_progress

    app.manager.reset(MenuScene(app))
    save_progress(game_id, steps)
    open_tutorial(app, game_id)


def _ask_end(app, table) -> None:
    """The pause menu's End game question over the table."""
    from scenes.screens.pause import PauseScene, ask_end_game

    app.manager.push(PauseScene(app, table))
    ask_end_game(app, table)


def _dialogs() -> list[Shot]:
    """Questions and the name entry, with the longest texts they get."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.name_entry import NameEntryScene
    from scenes.screens.setup import SetupScene

    def saved_game_question(app) -> None:
        from scenes.session import Seat, Session, autosave_path

        session = Session.start("wizard", [Seat("Anna"), Seat("Botti", "hard"), Seat("Robo", "hard")], seed=1)
        play_random(session, MID_GAME_MOVES, stop=round_over)
        setup = SetupScene(app, "wizard")
        _stack(app, MenuScene(app), setup)
        setup.start()  # a saved game of this kind: it asks
        autosave_path("wizard").unlink(missing_ok=True)

    def name_entry(app) -> None:
        setup = SetupScene(app, "racko")
        _stack(app, MenuScene(app), setup, NameEntryScene(app, "Name of player 1", "Annaliisa-Maria", print))

    def seat_kinds(app) -> None:  # eight seats: the last one's list opens above it
        setup = SetupScene(app, "pegs_and_jokers")
        _stack(app, MenuScene(app), setup)
        while len(setup.seats) < 8:
            setup.change_players(1)
        setup.pick_kind(7)

    return [Shot("start over a saved game?", saved_game_question), Shot("name entry", name_entry),
            Shot("a seat's kinds", seat_kinds)]


def _statistics(app, game_id: str) -> None:
    """The Statistics screen with a table long enough to scroll and a long name."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.statistics import StatisticsScene

    if not app.records.people("wizard"):
        for i in range(12):
            people = [("Anna-Maria Kettunen-Virtanen", 90 + i, i % 3 == 0), ("Eero", 80 + 2 * i, i % 3 != 0)]
            app.records.record_game(f"selftest-w{i}", "wizard", people)
            app.records.record_game(f"selftest-s{i}", "zoker_solo", [("Anna", 10 + i, None)], deal=1000 + i)
            long_name = people[0][0]
            app.records.record_game(f"selftest-m{i}", "zoker_memo", [(long_name, 6 + i, i % 2 == 0)])
            for key in ("zoker_memo/alone-16", "zoker_memo/alone-64e"):  # Memo alone: sections of their own
                app.records.record_game(f"selftest-{key}{i}", key, [(long_name, 20 + i, None)], False)
    _stack(app, MenuScene(app), StatisticsScene(app, game_id))


def _stack(app, *scenes) -> None:
    app.manager.reset(scenes[0])
    for scene in scenes[1:]:
        app.manager.push(scene)


def _setup(game_id: str, players: int):
    def build(app) -> None:
        from scenes.screens.menu import MenuScene
        from scenes.screens.setup import SetupScene
        from scenes.session import default_seats

        scene = SetupScene(app, game_id)
        scene.seats = default_seats(players, humans=1)
        scene.build()
        _stack(app, MenuScene(app), scene)

    return build


def _table(game_id: str, players: int, advance, overlay=None):
    """A table after `advance(session)`, with `overlay(app, table)` pushed above it."""

    def build(app) -> None:
        from scenes.registry import SCENES
        from scenes.session import Session, default_seats

        session = Session.start(game_id, default_seats(players), seed=1, autosave=False)
        advance(session)
        table = SCENES[game_id](app, session)
        table.first_curtain = False
        table.overlay_pending = False
        table.finish_motion()
        app.manager.reset(table)
        if overlay is not None:
            overlay(app, table)

    return build


def table_shots(game_id: str) -> Iterator[Shot]:
    """Setup for every player count, rules, and the table mid-game, paused, scores, round and game over."""
    from scenes.registry import SCENES
    from scenes.screens.pause import PauseScene
    from scenes.screens.rules import RulesScene

    cls = SCENES[game_id]
    game = cls.game()
    default = max(game.min_players, min(game.max_players, cls.default_players))
    counts = game.allowed_players()
    for n in counts:
        yield Shot(f"{game_id} setup {n}p", _setup(game_id, n))
    yield Shot(f"{game_id} rules", lambda app: app.manager.reset(RulesScene(app, game)))

    def mid(session) -> None:
        play_random(session, MID_GAME_MOVES, stop=round_over)

    for n in counts:
        yield Shot(f"{game_id} table {n}p", _table(game_id, n, mid))
    yield Shot(
        f"{game_id} pause",
        _table(game_id, default, mid, lambda app, t: app.manager.push(PauseScene(app, t))),
    )
    if cls.hides_hands:  # people at one screen, computers ending a trick: the hand's cover
        cover = _table(game_id, default, mid, lambda app, t: t._cover_hand(True))
        yield Shot(f"{game_id} hand covered", cover)
    yield Shot(f"{game_id} scores", _table(game_id, default, mid, lambda app, t: t.open_scores()))
    yield Shot(f"{game_id} log", _table(game_id, default, mid, lambda app, t: t.open_log()))
    yield Shot(
        f"{game_id} end game?",
        _table(game_id, default, mid, lambda app, t: _ask_end(app, t)),
    )
    yield Shot(
        f"{game_id} round over",
        _table(
            game_id, default, lambda s: play_to_end(s, stop=round_over), lambda app, t: t._show_overlays()
        ),
    )
    yield Shot(
        f"{game_id} game over", _table(game_id, default, play_to_end, lambda app, t: t._show_overlays())
    )
    if max(counts) != default:
        yield Shot(
            f"{game_id} game over {max(counts)}p",
            _table(game_id, max(counts), play_to_end, lambda app, t: t._show_overlays()),
        )
    yield from replay_shots(game_id, default)


def replay_shots(game_id: str, players: int) -> Iterator[Shot]:
    """A whole match in replay mode: mid-game, its log, every hand, and the review panel (its
    progress and its three marks, from the person's own decisions, with the longest reasons)."""
    from game.core.coach import Mark
    from scenes.replay import from_session
    from scenes.screens.all_hands import AllHandsScene
    from scenes.screens.review import Review, ReviewScene, has_coach
    from scenes.tables.replay_mode import replay_table

    played = []  # the match, played once for all of these shots

    def build(then=None):
        def run(app) -> None:
            from scenes.session import Session, default_seats

            if not played:
                played.append(Session.start(game_id, default_seats(players), seed=1, autosave=False))
                play_to_end(played[0])
            table = replay_table(app, from_session(played[0]))
            table.go(table.last() // 2)
            table.finish_motion()
            app.manager.reset(table)
            if then is not None:
                then(app, table)

        return run

    def marks(table) -> list:
        replay, out = table.session.replay, []
        for k, move in enumerate(replay.moves):
            legal = replay.state_at(k).legal_actions()
            if move.seat == 0 and len(legal) > 1 and len(out) < 3:
                better = next(a for a in legal if a != move.action)
                out.append(Mark(k, 0, move.action, better, 12.0, 31.5, 2.0, "points", LONG_TOAST))
        return out

    def review(done: bool, guided: bool = False):
        def show(app, table) -> None:
            found = marks(table)
            table.reviews[0] = Review.shown(found if done else [], 7, 20, done)
            app.manager.push(ReviewScene(app, table, 0, guided))

        return show

    def show_mark(app, table) -> None:
        """The bar's note for the mark with the longest better move, with long values (lost ground)."""
        from scenes.screens.review import better_name

        longest = max(marks(table), key=lambda m: len(better_name(table, m)))
        table.show_mark(dataclasses.replace(longest, played_value=-124.6, better_value=123.0,
                                            unit="steps forward", unit_behind="steps back"))

    yield Shot(f"{game_id} replay", build())
    yield Shot(f"{game_id} replay log", build(lambda app, t: t.open_log()))
    yield Shot(f"{game_id} replay every hand",
               build(lambda app, t: app.manager.push(AllHandsScene(app, t)) if t.can_show_hands() else None))
    if has_coach(game_id):
        yield Shot(f"{game_id} review running", build(review(False)))
        yield Shot(f"{game_id} review", build(review(True)))
        yield Shot(f"{game_id} review after the tutorial", build(review(True, guided=True)))
        yield Shot(f"{game_id} replay at a mark", build(show_mark))


# ---------------------------------------------------------------------------- run


class Uncounted:
    """Texts rendered with `res.text` outside `draw_text`/`blit_text`: drawn, but never checked."""

    def __init__(self) -> None:
        self.by_place: dict[str, int] = {}
        self.render = res.text

    def __enter__(self) -> Uncounted:
        def text(*args, **kwargs):
            caller = sys._getframe(1).f_code
            if caller.co_name not in ("draw_text", "blit_text"):
                place = f"{os.path.relpath(caller.co_filename)}:{caller.co_name}"
                self.by_place[place] = self.by_place.get(place, 0) + 1
            return self.render(*args, **kwargs)

        res.text = text
        return self

    def __exit__(self, *exc) -> None:
        res.text = self.render


def run(lang: str | None = None, verbose: bool = False) -> int:
    """Draw every shot; print the counts and every overflow; 0 when every text fits."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tmp = tempfile.mkdtemp(prefix="pelipoyta-selftest-")
    for var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
        os.environ[var] = tmp  # never touch the player's own settings or saves
    from scenes.kit.app import App
    from scenes.kit.text_fit import CHECK
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), lang=lang)
    app.reraise = True
    assets = load_every_asset()
    checked = overflow = shortened = 0
    problems: list[str] = []
    cut: list[str] = []  # shortened with an ellipsis: fits, but worth a look
    started = time.monotonic()
    all_shots = shots(app)
    with Uncounted() as uncounted:
        for shot in all_shots:
            t0 = time.monotonic()
            try:
                shot.build(app)
                CHECK.reset()
                app.manager.draw(app.canvas)
            except Exception as exc:  # noqa: BLE001 — report every broken scene, then fail
                problems.append(f"{shot.name}: raised {type(exc).__name__}: {exc}")
                continue
            checked += CHECK.checked
            overflow += CHECK.overflow
            shortened += CHECK.shortened
            problems.extend(f"{shot.name}: {example}" for example in CHECK.examples)
            cut.extend(f"{shot.name}: {example}" for example in CHECK.cut)
            if verbose:
                print(f"{shot.name}: {CHECK.checked} texts, {time.monotonic() - t0:.2f} s")
    pygame.quit()
    for line in cut:
        print(f"  shortened: {line}")
    for line in problems:
        print(f"  {line}")
    for place, n in sorted(uncounted.by_place.items()):
        print(f"  not checked (drawn without a box): {place} ({n}x)")
    print(
        f"selftest: {assets} assets, {len(all_shots)} scenes in {time.monotonic() - started:.0f} s "
        f"(language {lang or 'from settings'})"
    )
    print(f"{checked} texts checked, {overflow} overflow, {shortened} shortened")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1] if len(sys.argv) > 1 else None, verbose=True))
