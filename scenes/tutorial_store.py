"""Which tutorials this person has finished, and where they left the others (tutorials.json in the
per-user data folder).

Read defensively: anything unreadable counts as "none finished, none begun"; a damaged file is
set aside (kept beside, as the other stores keep theirs) before the next write, and a file that
cannot be read now (permissions) is never written over. A failed write is ignored (the menu just
keeps offering "Learn", a tutorial left midway starts from its first step).
"""

from __future__ import annotations

import json

from game.core.i18n import _
from scenes.kit.safe_files import last_set_aside, present, read_json, set_aside, write_atomic
from scenes.settings_store import data_dir

FILE = "tutorials.json"


def _read() -> tuple[set[str], dict[str, int]]:
    data = _data()
    if not isinstance(data, dict):
        return set(), {}
    done, begun = data.get("finished"), data.get("progress")
    done = {g for g in done if isinstance(g, str)} if isinstance(done, list) else set()
    begun = {g: n for g, n in begun.items() if type(n) is int and n > 0} if isinstance(begun, dict) else {}
    return done, begun


def _data() -> dict | None:
    """The file's JSON object; None when it cannot be read now, or it was damaged (then set aside)."""
    path = data_dir() / FILE
    try:
        data = read_json(path)
    except OSError:
        return None
    except (ValueError, RecursionError, MemoryError):
        data = None
    if not isinstance(data, dict):
        set_aside(path)
        return None
    return data


def check() -> str | None:
    """At start: a damaged file is set aside and the person told once (in words, with its new name)."""
    path = data_dir() / FILE
    if not present(path):
        return None
    if _data() is not None or present(path):
        return None  # whole, or unreadable now (kept where it is); else it was just set aside
    kept = last_set_aside(path)
    return _("Your record of finished tutorials was damaged. It was kept as {file}; the tutorials "
             "are offered as new.").format(file=kept.name if kept else FILE)


def _write(done: set[str], begun: dict[str, int]) -> None:
    path = data_dir() / FILE
    try:  # the one write path; one that cannot be read now keeps what it holds
        write_atomic(path, json.dumps({"finished": sorted(done), "progress": begun}), keep_unreadable=True)
    except OSError:
        pass


def finished() -> set[str]:
    return _read()[0]


def is_finished(game_id: str) -> bool:
    return game_id in finished()


def mark_finished(game_id: str) -> None:
    done, begun = _read()
    begun.pop(game_id, None)
    _write(done | {game_id}, begun)


def progress(game_id: str) -> int:
    """The steps made when this tutorial was last left midway (0: none, or it was finished)."""
    return _read()[1].get(game_id, 0)


def save_progress(game_id: str, steps: int) -> None:
    """Keep the steps made so far (0 forgets them: the tutorial was started over)."""
    done, begun = _read()
    if begun.get(game_id, 0) == steps:
        return
    if steps > 0:
        begun[game_id] = steps
    else:
        begun.pop(game_id, None)
    _write(done, begun)
