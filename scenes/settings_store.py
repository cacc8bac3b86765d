"""Player settings, saved as JSON in the per-user folders (platformdirs).

A missing or broken file never stops the program: defaults are used and the
problem is reported once as a message.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import tempfile
from pathlib import Path

import platformdirs

from game.core.i18n import _
from scenes.kit.safe_files import (
    aside_if_damaged,
    in_the_way,
    present,
    read_json,
    remove_leftovers,
    set_aside,
    write_atomic,
)

APP = "pelipoyta"
SPEEDS = ("instant", "fast", "normal", "slow")
SPEED_FACTOR = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}


def config_dir() -> Path:
    return Path(os.environ.get("PELIPOYTA_CONFIG_DIR") or platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    return Path(os.environ.get("PELIPOYTA_DATA_DIR") or platformdirs.user_data_dir(APP))


_kiosk_saves = False  # see kiosk_saves()


def kiosk_saves(on: bool) -> None:
    """A kiosk's visitors save their games in a folder of their own (saves/kiosk): the account's own
    games are neither offered to a visitor nor forgotten with a visitor's."""
    global _kiosk_saves
    _kiosk_saves = on


def saves_dir() -> Path:
    return data_dir() / "saves" / "kiosk" if _kiosk_saves else data_dir() / "saves"


def log_dir() -> Path:
    return Path(os.environ.get("PELIPOYTA_LOG_DIR") or platformdirs.user_log_dir(APP))


def cache_dir() -> Path:
    """Files the program can always make again (the decoded felt); beside the data in tests."""
    if os.environ.get("PELIPOYTA_CACHE_DIR"):
        return Path(os.environ["PELIPOYTA_CACHE_DIR"])
    if os.environ.get("PELIPOYTA_DATA_DIR"):
        return Path(os.environ["PELIPOYTA_DATA_DIR"]) / "cache"
    return Path(platformdirs.user_cache_dir(APP))


def folders() -> list[tuple[str, Path]]:
    """The folders the program keeps its files in, each with what it holds, outermost first."""
    return [("settings", config_dir()), ("data", data_dir()), ("saves", saves_dir())]


def folder_problem() -> str | None:
    """At start: the first folder the program cannot read or write, said in one message (the
    program runs on; whatever it cannot save it does not save). None when all are usable."""
    for kind, folder in folders():
        trouble = _folder_trouble(folder)
        if trouble is not None:
            verb, error = trouble
            return FOLDER_MESSAGES[kind, verb]().format(path=folder, reason=_reason(error))
    return None


def clear_leftovers() -> None:
    """Remove the temporary files of saves a kill interrupted (scenes/kit/safe_files.py)."""
    for _kind, folder in folders():
        remove_leftovers(folder)


def _folder_trouble(folder: Path) -> tuple[str, OSError] | None:
    """("read" or "write", the error) if `folder` cannot be listed or written to."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        return "write", e
    try:
        os.listdir(folder)
    except OSError as e:
        return "read", e
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass  # gone again at once: only asks whether a file can be made here
    except OSError as e:
        return "write", e
    return None


def _reason(error: OSError) -> str:
    if error.errno in (errno.EACCES, errno.EPERM):
        return _("permission denied")
    if error.errno == errno.EROFS:
        return _("the disk is read-only")
    if error.errno == errno.ENOSPC:
        return _("the disk is full")
    if error.errno in (errno.EEXIST, errno.ENOTDIR):
        return _("a file stands where the folder should be")
    return error.strerror or str(error)


FOLDER_MESSAGES = {  # whole sentences, so that each translates naturally
    ("settings", "read"): lambda: _(
        "Pelipöytä cannot read its settings folder {path}: {reason}. "
        "Settings are not saved until this is fixed."
    ),
    ("settings", "write"): lambda: _(
        "Pelipöytä cannot write to its settings folder {path}: {reason}. "
        "Settings are not saved until this is fixed."
    ),
    ("data", "read"): lambda: _(
        "Pelipöytä cannot read its data folder {path}: {reason}. Games are not saved until this is fixed."
    ),
    ("data", "write"): lambda: _(
        "Pelipöytä cannot write to its data folder {path}: {reason}. Games are not saved until this is fixed."
    ),
    ("saves", "read"): lambda: _(
        "Pelipöytä cannot read its saves folder {path}: {reason}. Games are not saved until this is fixed."
    ),
    ("saves", "write"): lambda: _(
        "Pelipöytä cannot write to its saves folder {path}: {reason}. "
        "Games are not saved until this is fixed."
    ),
}


PHONE_PORT = 47615  # fixed and high, so a phone's bookmark keeps working; a free one if taken
PHONE_PORTS = (PHONE_PORT, 47616, 8080, 0)  # the choices in Settings; 0 = any free port


def valid_port(value: object) -> bool:
    """0 (any free port) or an unprivileged TCP port; true/false are not ports."""
    return isinstance(value, int) and not isinstance(value, bool) and (value == 0 or 1024 <= value <= 65535)


REVEAL_RANGE = (0.5, 10.0)  # seconds; anything else in a settings file is a damaged value
LANGUAGES = ("en", "fi")


@dataclasses.dataclass
class Settings:
    """What the settings screen changes."""

    language: str = "en"
    fullscreen: bool = False
    volume: float = 0.6
    muted: bool = False
    animation_speed: str = "normal"  # one of SPEEDS
    reduced_motion: bool = False
    computer_speed: str = "normal"  # pacing of computer turns, one of SPEEDS
    reveal_time: float = 3.0  # seconds a Memo miss stays visible (a computer's too: time to see it)
    phone_port: int = PHONE_PORT  # where phones join (scenes/phones); 0 = any free port

    @property
    def motion(self) -> float:
        """Multiplier for animation durations (0 = no glides)."""
        return 0.0 if self.reduced_motion else SPEED_FACTOR[self.animation_speed]

    @property
    def computer_delay(self) -> float:
        """Seconds between computer actions (STYLE: 0.7 s by default)."""
        return 0.7 * SPEED_FACTOR[self.computer_speed]


def _write_json(path: Path, data: dict) -> None:
    """The one write path; a file there that cannot be read now is kept, never written over."""
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False), keep_unreadable=True)


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """(settings, problem): defaults plus a message if the file is broken."""
    path = path or config_dir() / "settings.json"
    if in_the_way(path):
        return Settings(), "settings_blocked"
    if not present(path):
        return Settings(), None
    try:
        raw = read_json(path)
        if not isinstance(raw, dict):
            raise ValueError("not an object")
    except OSError:  # no permission: the file may be whole, kept where it is (and not written over)
        return Settings(), "settings_unreadable"
    except (ValueError, RecursionError, MemoryError):
        set_aside(path)  # kept for whoever wants to look; the next save writes a good one
        return Settings(), "settings_broken"
    s = Settings()
    problem = None
    for f in dataclasses.fields(Settings):
        if f.name in raw:
            value = raw[f.name]
            default = getattr(s, f.name)
            ok = isinstance(value, type(default)) or (isinstance(default, float) and isinstance(value, int))
            if f.name in ("animation_speed", "computer_speed") and value not in SPEEDS:
                ok = False
            if ok and isinstance(value, bool) != isinstance(default, bool):
                ok = False  # true is not a number of seconds
            if f.name == "volume" and ok and not 0 <= value <= 1:  # NaN fails both comparisons too
                ok = False
            if f.name == "reveal_time" and ok and not REVEAL_RANGE[0] <= value <= REVEAL_RANGE[1]:
                ok = False  # Infinity, NaN or −1 would stop a Memo game for good
            if f.name == "language" and ok and value not in LANGUAGES:
                ok = False
            if f.name == "phone_port" and not valid_port(value):
                ok = False
            if ok:
                setattr(s, f.name, type(default)(value))
            else:
                problem = "settings_broken"
    if problem:
        set_aside(path)  # the values that were good are kept, and saved with the next change
    return s, problem


def saved_language() -> str:
    """The saved language, read without touching the file (a damaged one is left to the program
    that is running); English when there is none."""
    try:
        raw = read_json(config_dir() / "settings.json")
    except (OSError, ValueError, RecursionError, MemoryError):
        return Settings.language
    lang = raw.get("language") if isinstance(raw, dict) else None
    return lang if lang in LANGUAGES else Settings.language


def save_settings(settings: Settings, path: Path | None = None) -> None:
    _write_json(path or config_dir() / "settings.json", dataclasses.asdict(settings))


NAME_LIMIT = 16  # characters: a name fits a badge, a curtain and a message


def clean_name(name: object) -> str:
    """A name as it may be shown: a string, one line, no surrounding spaces, at most NAME_LIMIT long."""
    if not isinstance(name, str):
        return ""
    return " ".join(name.split())[:NAME_LIMIT].strip()


def load_names(path: Path | None = None) -> dict[int, str]:
    """People's names by seat index, as last typed on a setup screen; anything unreadable is skipped."""
    path = path or config_dir() / "names.json"
    try:
        raw = read_json(path)
    except (OSError, ValueError, RecursionError):
        return {}
    seats = raw.get("seats") if isinstance(raw, dict) else None
    if not isinstance(seats, dict):
        return {}
    names = {}
    for key, value in seats.items():
        name = clean_name(value)
        if isinstance(key, str) and key.isdigit() and int(key) < 16 and name:
            names[int(key)] = name
    return names


def check_names(path: Path | None = None) -> str | None:
    """At start: a damaged names file is set aside and the person told once (the names that could
    be read are lost with it only from the setup screen; the file itself is kept)."""
    def whole(raw) -> bool:
        seats = raw["seats"]
        return isinstance(seats, dict) and all(
            k.isdigit() and int(k) < 16 and isinstance(v, str) for k, v in seats.items())

    if not aside_if_damaged(path or config_dir() / "names.json", whole):
        return None
    return _("The saved player names were damaged and have been set aside; type the names again.")


def save_names(names: dict[int, str], path: Path | None = None) -> None:
    """Remember the names; a read-only folder is not an error (names are a nicety)."""
    try:
        _write_json(
            path or config_dir() / "names.json", {"seats": {str(k): v for k, v in sorted(names.items())}}
        )
    except OSError:
        pass

