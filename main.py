"""Pelipöytä: a card table for families. Run `python main.py --help` for the options."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# SIGTERM (a shop's shutdown) ends the program instead of becoming a window-close that a kiosk ignores;
# every move is already saved.
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")


# Every option: flag -> (kind, help); kind "flag" (on or off), "int", "str", or a tuple of its choices
# (None: the game ids, known once the registry is imported). argparse is built from this table for
# --help and every error; a valid command line is read without it (`_quick_parse`), as argparse and
# the gettext and locale modules it loads cost ~5 ms of a start-up.
MAX_SEED = 999_999_999  # deals are numbered 1–999,999; a longer number did not fit its label
OPTIONS: dict[str, tuple] = {
    "--fullscreen": ("flag", "start in fullscreen (F11 toggles)"),
    "--kiosk": (
        "flag",
        "unattended mode: fullscreen that visitors cannot leave, no Quit, language and sound for the "
        "visit only (nothing saved), back to the menu and its own settings when idle (Ctrl+Alt+Q exits)",
    ),
    "--idle-minutes": ("int", "with --kiosk: minutes without a touch before the menu comes back (1–60, "
                       "default 3)", "N"),
    "--lang": (("en", "fi"), "language of the interface for this run (Settings keeps the saved one)"),
    "--game": (None, "open this game's setup screen directly"),
    "--seed": ("int", "deal number: the same seed gives the same deal"),
    "--demo": ("flag", "computers play every seat of --game (Zoker Solo without it)"),
    "--tutorial": ("str", "open this game's guided first game", "GAME_ID"),
    "--autoplay": ("flag", "with --tutorial: play it from step 1 by input events, keeping no progress"),
    "--frames": ("int", "run N frames and exit 0 (smoke test)", "N"),
    "--selftest": ("flag", "draw every scene headless, count texts that do not fit; exit 1 if any"),
}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The options; --help, an unknown option or a bad value: argparse's message, and exit 2."""
    from game.core.registry import GAMES

    argv = sys.argv[1:] if argv is None else list(argv)
    choices = {flag: tuple(sorted(GAMES)) if spec[0] is None else spec[0] for flag, spec in OPTIONS.items()}
    args = _quick_parse(argv, choices)
    if args is None or _problem(args):
        ap = _argparser(choices)
        args = ap.parse_args(argv)
        problem = _problem(args)
        if problem:
            ap.error(problem)
    if args.demo and not args.game:
        args.game = "zoker_solo"
    return args


def dest(flag: str) -> str:
    """The attribute argparse gives an option ("--idle-minutes" → idle_minutes)."""
    return flag[2:].replace("-", "_")


def _quick_parse(argv: list[str], choices: dict) -> argparse.Namespace | None:
    """The options of a command line of whole option names each with a valid value (what argparse
    would give), or None for anything else: argparse then reads it and says what is wrong."""
    from types import SimpleNamespace

    values = {dest(flag): False if spec[0] == "flag" else None for flag, spec in OPTIONS.items()}
    words = iter(argv)
    for word in words:
        spec = OPTIONS.get(word)
        if spec is None:
            return None  # -h, a short or =-joined form, an abbreviation, a stray word or a typo
        kind = choices[word]
        if kind == "flag":
            values[dest(word)] = True
            continue
        value = next(words, None)
        if value is None or value.startswith("-"):
            return None
        if kind == "int":
            if not value.isdecimal() or not value.isascii():
                return None
            values[dest(word)] = int(value)
        elif kind == "str" or value in kind:
            values[dest(word)] = value
        else:
            return None
    return SimpleNamespace(**values)


def _argparser(choices: dict) -> argparse.ArgumentParser:
    import argparse

    ap = argparse.ArgumentParser(prog="pelipoyta", description="Pelipöytä — a card table for families.")
    for flag, (_, help_text, *metavar) in OPTIONS.items():
        kind = choices[flag]
        if kind == "flag":
            ap.add_argument(flag, action="store_true", help=help_text)
        elif kind in ("int", "str"):
            ap.add_argument(
                flag,
                type=int if kind == "int" else str,
                metavar=metavar[0] if metavar else None,
                help=help_text,
            )
        else:
            ap.add_argument(flag, choices=kind, help=help_text)
    return ap


def _problem(args) -> str | None:
    """What is wrong with options that each parsed (argparse reports it), or None."""
    if args.tutorial:
        from game.core.tutorial import available

        if args.tutorial not in available():
            return f"no tutorial for {args.tutorial}; there are: {', '.join(available())}"
    if args.autoplay and not args.tutorial:
        return "--autoplay needs --tutorial"
    if args.tutorial and (args.game or args.demo):  # it would open the tutorial alone, saying nothing
        return "--tutorial opens its own table: leave out --game and --demo"
    if args.frames is not None and args.frames < 0:
        return "--frames must be 0 or more"
    if args.idle_minutes is not None and not args.kiosk:
        return "--idle-minutes is for a kiosk: add --kiosk"
    if args.idle_minutes is not None and not 1 <= args.idle_minutes <= 60:
        return "--idle-minutes must be 1 to 60"
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:  # the table shows it as "Deal number N"
        return f"--seed must be a deal number from 0 to {MAX_SEED:,}"
    return None


def first_scene(args):
    """None for the menu, or what opens above it: a tutorial, a game's setup or (demo) its table."""
    from scenes.registry import SCENES

    def make(app):
        if getattr(args, "tutorial", None):
            from scenes.screens.tutorial import tutorial_start, tutorial_table

            if getattr(args, "autoplay", False):  # CI: from step 1, kept progress left alone
                app.home()
                return tutorial_table(app, args.tutorial, remember=False)
            first = tutorial_start(app, args.tutorial)  # as from the menu: its table comes over it
            if not app.manager.stack:
                app.home()  # the question whether to go on stands over the menu too
            return first
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
    from scenes.kit.one_copy import claim, say_already_open
    from scenes.settings_store import data_dir

    held = claim(data_dir())  # a kiosk too: it saves the game in progress, as always
    if held is None:
        say_already_open(args.lang)
        return 1
    try:
        return play(args)
    finally:
        held.release()


def play(args: argparse.Namespace) -> int:
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(
        **shell_scenes(),  # the menu, the crash screen and the attract loop: kit never imports screens
        fullscreen=args.fullscreen or None,
        lang=args.lang,
        kiosk=args.kiosk,
        kiosk_idle=None if args.idle_minutes is None else 60.0 * args.idle_minutes,
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
