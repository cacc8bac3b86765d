"""Pelipöytä: a card table for families. Run `python main.py --help` for the options."""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# SIGTERM (a shop's shutdown) ends the program instead of becoming a window-close that a kiosk ignores;
# every move is already saved.
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    from game.core.registry import GAMES

    ap = argparse.ArgumentParser(prog="pelipoyta", description="Pelipöytä — a card table for families.")
    ap.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    ap.add_argument(
        "--kiosk",
        action="store_true",
        help=(
            "unattended mode: fullscreen that visitors cannot leave, no Quit, language and sound for the "
            "visit only (nothing saved), back to the menu and its own settings when idle (Ctrl+Alt+Q exits)"
        ),
    )
    ap.add_argument("--lang", choices=("en", "fi"), help="language of the interface")
    ap.add_argument("--game", choices=sorted(GAMES), help="open this game's setup screen directly")
    ap.add_argument("--seed", type=int, help="deal number: the same seed gives the same deal")
    ap.add_argument("--demo", action="store_true", help="computers play every seat (with --game)")
    ap.add_argument("--tutorial", metavar="GAME_ID", help="open this game's guided first game")
    ap.add_argument("--autoplay", action="store_true", help="with --tutorial: play it by input events")
    ap.add_argument("--frames", type=int, metavar="N", help="run N frames and exit 0 (smoke test)")
    ap.add_argument(
        "--selftest",
        action="store_true",
        help="draw every scene headless, count texts that do not fit; exit 1 if any",
    )
    args = ap.parse_args(argv)
    if args.tutorial:
        from game.core.tutorial import available

        if args.tutorial not in available():
            ap.error(f"no tutorial for {args.tutorial}; there are: {', '.join(available())}")
    if args.autoplay and not args.tutorial:
        ap.error("--autoplay needs --tutorial")
    if args.frames is not None and args.frames < 0:
        ap.error("--frames must be 0 or more")
    if args.demo and not args.game:
        args.game = "zoker_solo"
    return args


def first_scene(args):
    """None for the menu, or what opens above it: a tutorial, a game's setup or (demo) its table."""
    from scenes.registry import SCENES

    def make(app):
        if getattr(args, "tutorial", None):
            from scenes.screens.tutorial import tutorial_table

            app.home()
            return tutorial_table(app, args.tutorial)
        if not args.game:
            return None
        if args.game not in SCENES:
            from game.core.i18n import _

            app.startup_message = _("This game has no table yet; choose another.")
            return None
        app.home()
        if args.demo:
            from scenes.session import Session, default_seats

            cls = SCENES[args.game]
            game = cls.game()
            players = max(game.min_players, min(game.max_players, cls.default_players))
            seats = default_seats(players, humans=0)
            return cls(app, Session.start(args.game, seats, seed=args.seed, autosave=False))
        from scenes.screens.setup import SetupScene

        return SetupScene(app, args.game)

    return make


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.selftest:
        from scenes.screens.selftest import run

        return run(args.lang)
    if args.autoplay:
        import tempfile

        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        tmp = tempfile.mkdtemp(prefix="pelipoyta-autoplay-")
        for var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
            os.environ[var] = tmp  # never touch the player's own settings, saves or progress
    if args.frames is not None and "DISPLAY" not in os.environ and "WAYLAND_DISPLAY" not in os.environ:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(
        **shell_scenes(),  # the menu, the crash screen and the attract loop: kit never imports screens
        fullscreen=args.fullscreen or None,
        lang=args.lang,
        kiosk=args.kiosk,
        demo=args.demo,
        first_scene=first_scene(args),
    )
    app.seed = args.seed
    if args.autoplay:
        from scenes.screens.tutorial_play import autoplay

        app.settings.animation_speed = "fast"
        app.settings.computer_speed = "instant"
        return autoplay(app, args.tutorial)
    return app.run(frames=args.frames)


if __name__ == "__main__":
    sys.exit(main())
