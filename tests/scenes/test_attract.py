"""Kiosk attract mode (issues 11 and 15): computers play the games in turn while nobody is there;
the kiosk's idle return never stops it; any touch shows the menu at once. Simulated clock: each
`app.step(dt)` is `dt` seconds."""

from __future__ import annotations

import pygame

import main
from scenes.kit.app import ATTRACT_AFTER, IDLE_KIOSK_SECONDS, App
from scenes.screens import attract
from scenes.screens.attract import GAME_SECONDS, is_demo
from scenes.screens.menu import MenuScene
from scenes.screens.shell import shell_scenes
from scenes.settings_store import config_dir, data_dir
from tests.scenes.helpers import post


def kiosk_app(argv: list[str]) -> App:
    for name in ("settings.json", "records.json", "stats.json"):
        (config_dir() / name).unlink(missing_ok=True)
        (data_dir() / name).unlink(missing_ok=True)
    args = main.parse_args(argv)
    app = App(**shell_scenes(), kiosk=args.kiosk, demo=args.demo, first_scene=main.first_scene(args))
    app.reraise = True
    app.settings.animation_speed = "fast"
    return app


def run_for(app: App, seconds: float, dt: float = 1.0) -> None:
    for _ in range(int(seconds / dt)):
        app.step(dt)


def demo_table(app):
    top = app.manager.top
    return top if is_demo(top) else next((s for s in app.manager.stack if is_demo(s)), None)


def test_kiosk_demo_keeps_playing_after_the_idle_time_and_cycles_the_games():
    app = kiosk_app(["--kiosk", "--demo", "--game", "wizard"])
    assert demo_table(app).game_id == "wizard" and app.attract is not None
    seen = []
    for _ in range(int(IDLE_KIOSK_SECONDS + 3 * GAME_SECONDS)):
        app.step(1.0)
        table = demo_table(app)
        assert table is not None and not app.on_menu()  # never back on the menu for good
        if not seen or seen[-1] != table.game_id:
            seen.append(table.game_id)
    table = demo_table(app)
    moves = len(table.state.history)
    run_for(app, 10)
    assert demo_table(app) is not table or len(table.state.history) > moves  # still playing
    assert seen[0] == "wizard" and len(seen) >= 4  # one game after another
    assert seen[1] == "gang_of_four"  # menu order, from the game given


def test_any_touch_returns_to_the_menu_at_once():
    app = kiosk_app(["--kiosk", "--demo", "--game", "racko"])
    run_for(app, 5)
    post(app, pygame.FINGERDOWN, x=0.5, y=0.5, dx=0, dy=0, finger_id=1, touch_id=1, pressure=1.0)
    app.step(1 / 60)
    assert app.on_menu() and app.attract is None
    assert isinstance(app.manager.top, MenuScene)
    run_for(app, 5)
    assert app.on_menu()  # the touch itself chose nothing on the menu


def test_idle_kiosk_menu_starts_the_attract_loop_with_touch_to_play(monkeypatch):
    app = kiosk_app(["--kiosk"])
    drawn = []
    real = attract.Attract.draw
    monkeypatch.setattr(attract.Attract, "draw", lambda self, s: drawn.append(1) or real(self, s))
    run_for(app, ATTRACT_AFTER - 2)
    assert app.on_menu() and app.attract is None
    run_for(app, 4)
    assert app.attract is not None and demo_table(app) is not None and drawn
    assert app.sleep_ms() > 0 and app.animating()  # the loop keeps drawing while the games play
    post(app, pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.step(1 / 60)
    assert app.on_menu() and app.attract is None
    run_for(app, ATTRACT_AFTER - 5)
    assert app.attract is None  # the menu waits its full time again


def test_attract_never_starts_outside_a_kiosk():
    app = kiosk_app([])
    run_for(app, ATTRACT_AFTER + IDLE_KIOSK_SECONDS + 5, dt=5.0)
    assert app.on_menu() and app.attract is None


def test_menu_sleeps_only_until_the_attract_loop_is_due():
    app = kiosk_app(["--kiosk"])
    app.idle = ATTRACT_AFTER - 1.5
    assert app.sleep_ms() == 1500


def test_the_last_games_table_is_freed_when_the_next_game_starts_even_in_a_reference_cycle():
    import gc
    import weakref

    app = kiosk_app(["--kiosk", "--demo", "--game", "racko"])
    run_for(app, 2)
    table = demo_table(app)
    table.cycle = table  # as sprites and callbacks do: only a full collection would free it
    gone = weakref.ref(table)
    del table
    gc.disable()  # no automatic collection may help: attract's next game frees it itself
    try:
        app.attract.next_game()
        assert gone() is None
    finally:
        gc.enable()


def test_touch_to_play_leaves_the_play_in_the_middle_of_the_table_in_sight():
    """Over the middle, the banner hid Wizard's trick, Racko's piles and Gang of Four's pile: the
    very play the loop is there to show."""
    from scenes.tables import gang_of_four_layout as gof
    from scenes.tables import racko_layout as racko

    app = kiosk_app(["--kiosk"])
    middle = {"gang_of_four pile": gof.PILE_DROP,
              "racko piles": pygame.Rect(racko.DRAW_POS, (racko.HELD_POS[0] + 150 - racko.DRAW_POS[0], 250))}
    for game_id in ("wizard", "zoker_tiko"):
        middle[f"{game_id} trick"] = attract.demo_table(app, game_id, 1).zone_rect("trick")
    for name, rect in middle.items():
        assert not attract.BANNER.colliderect(rect), name
    assert pygame.Rect(0, 0, 1920, 1080).contains(attract.BANNER)


def test_a_short_idle_time_still_lets_the_attract_loop_start():
    """Seen by a tester: with --idle-minutes 1 the idle return (60 s) came first on the menu every time
    and set the clock back, so the attract loop (60 s) never began."""
    app = kiosk_app(["--kiosk", "--idle-minutes", "1"])
    app.kiosk_idle = 60.0
    run_for(app, 3 * ATTRACT_AFTER)
    assert app.attract is not None and demo_table(app) is not None


def test_the_banner_leaves_the_zoker_games_play_in_sight():
    """Seen by a tester: "Touch to play" covered Solo's stacks, Memo's last row and Kubo's lowest
    places, the very play it shows; it goes right of them (over Kubo's computer hand)."""
    for game_id in ("zoker_solo", "zoker_memo", "zoker_kubo"):
        app = kiosk_app(["--kiosk", "--demo", "--game", game_id])
        run_for(app, 20.0, 0.25)
        table, loop = demo_table(app), app.attract
        assert table is not None and table.game_id == game_id == loop.game_id
        banner = loop.banner()
        hand = {id(s) for s in getattr(table, "hand_sprites", list)()}
        played = [s.rect for s in getattr(table, "sprites", {}).values() if id(s) not in hand]
        if game_id == "zoker_memo":  # its places are drawn, not sprites
            from scenes.tables.zoker_memo import STATUS_RECT, TURN_PANEL
            from scenes.tables.zoker_memo_cards import GRID_AREA

            played = [GRID_AREA, STATUS_RECT, TURN_PANEL]
        if game_id == "zoker_kubo":  # its places and the last move's line
            from scenes.tables.zoker_kubo_layout import STATUS_RECT

            played = [table.place_rect(i) for i in range(64)] + [STATUS_RECT]
        assert played, game_id
        assert not any(banner.colliderect(r) for r in played), (game_id, banner)
        assert pygame.Rect(0, 0, 1920, 1080).contains(banner)


def test_the_racko_banner_leaves_both_racks_the_piles_and_the_status_in_sight():
    """A tester: over the bottom rack, "Touch to play" hid four of its ten cards, the one the status
    line told of among them."""
    from scenes.tables import racko_layout as racko

    app = kiosk_app(["--kiosk", "--demo", "--game", "racko"])
    run_for(app, 20.0, 0.25)
    table, loop = demo_table(app), app.attract
    assert table is not None and table.game_id == "racko"
    banner = loop.banner()
    kept = [s.rect for s in table.sprites.values()] + [racko.TRAY, racko.LINES_RECT]
    kept += [table.pile_rect(pos) for pos in (racko.DRAW_POS, racko.DISCARD_POS, racko.HELD_POS)]
    assert not any(banner.colliderect(r) for r in kept), banner
    assert pygame.Rect(0, 0, 1920, 1080).contains(banner)


def test_the_racko_demo_draws_no_recent_panel_under_its_banner(monkeypatch):
    """A second tester: at 1280×720 the "So far" panel peeked out above "Touch to play": the
    computers' demo listed their moves for nobody; the status lines tell the latest."""
    from scenes.tables import racko_draw

    app = kiosk_app(["--kiosk", "--demo", "--game", "racko"])
    run_for(app, 20.0, 0.25)
    for _ in range(200):  # until the other computer has moved since the bottom seat's last move
        table = demo_table(app)
        if table.recent_lines():
            break
        run_for(app, 0.25, 0.25)
    drawn = []
    monkeypatch.setattr(racko_draw, "draw_since_last", lambda *a, **k: drawn.append(a))
    table.invalidate()
    table.draw(pygame.Surface((1920, 1080)))
    assert table.recent_lines() and not drawn


def test_solo_in_the_attract_loop_says_a_touch_plays(monkeypatch):
    """Seen by a tester: the kiosk's Solo said "stop it with Esc", but any touch ends the loop."""
    from scenes.tables import zoker_solo

    app = kiosk_app(["--kiosk", "--demo", "--game", "zoker_solo"])
    run_for(app, 2.0, 0.25)
    table = demo_table(app)
    assert table is not None and app.attract is not None
    drawn = []
    real = zoker_solo.draw_text
    monkeypatch.setattr(zoker_solo, "draw_text",
                        lambda surface, text, *a, **k: (drawn.append(text), real(surface, text, *a, **k)))
    app.redraw_all()
    app.step(0.25)
    assert any("touch the screen to play" in t for t in drawn), drawn
