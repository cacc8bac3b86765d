"""The setup a person last started for each game (player count, who sits where, options).

A nicety like the remembered names: read defensively (anything unreadable or no longer allowed
is ignored, the defaults are used; a damaged file is set aside at start and said once) and
written through the one write path, never by a kiosk.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.core.api import OptionError
from game.core.i18n import _
from scenes.kit.safe_files import aside_if_damaged, read_json, write_atomic
from scenes.settings_store import config_dir

KINDS = ("person", "phone", "easy", "normal", "hard")


def _path() -> Path:
    return config_dir() / "setups.json"


def _read(path: Path) -> dict:
    try:
        raw = read_json(path)
    except (OSError, ValueError, RecursionError, MemoryError):
        return {}
    return raw if isinstance(raw, dict) else {}


def check(path: Path | None = None) -> str | None:
    """At start: a file that is not a JSON object is set aside and the person told once (it was
    dropped silently and written over at the next start of a game)."""
    if not aside_if_damaged(path or _path(), lambda data: isinstance(data, dict)):
        return None
    return _("The setups you last started were damaged and have been set aside; each game's setup "
             "starts from its defaults.")


def load_last(game, path: Path | None = None) -> tuple[list[str], dict] | None:
    """(seat kinds, options) last started for `game`, if still allowed; else None."""
    entry = _read(path or _path()).get(game.id)
    if not isinstance(entry, dict):
        return None
    kinds, options = entry.get("kinds"), entry.get("options")
    if not isinstance(kinds, list) or len(kinds) not in game.allowed_players():
        return None
    if not all(isinstance(k, str) and k in KINDS for k in kinds) or not isinstance(options, dict):
        return None
    known = {o.key: o for o in game.options}
    good = {}
    for key, value in options.items():
        if key in known:
            try:
                good[key] = known[key].check(value)
            except OptionError:
                continue
    return kinds, good


def save_last(game_id: str, kinds: list[str], options: dict, path: Path | None = None) -> None:
    """Remember this setup for next time; a read-only folder is not an error."""
    path = path or _path()
    data = _read(path)
    data.pop(game_id, None)  # the file's last entry is the game started last (`last_started`)
    data[game_id] = {"kinds": list(kinds), "options": dict(options)}
    try:
        write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False))
    except OSError:
        pass


def last_started(path: Path | None = None) -> str | None:
    """The id of the game whose setup was started last, if any was."""
    ids = [key for key in _read(path or _path()) if isinstance(key, str)]
    return ids[-1] if ids else None
