"""Which tutorials this person has finished (tutorials.json in the per-user data folder).

Read defensively: anything unreadable counts as "none finished" and is overwritten by the
next finish; a failed write is ignored (the menu just keeps offering "Learn").
"""

from __future__ import annotations

import json

from scenes.kit.safe_files import write_atomic
from scenes.settings_store import data_dir

FILE = "tutorials.json"


def finished() -> set[str]:
    try:
        with open(data_dir() / FILE, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError, RecursionError):
        return set()
    done = data.get("finished") if isinstance(data, dict) else None
    return {g for g in done if isinstance(g, str)} if isinstance(done, list) else set()


def is_finished(game_id: str) -> bool:
    return game_id in finished()


def mark_finished(game_id: str) -> None:
    done = finished() | {game_id}
    try:
        write_atomic(data_dir() / FILE, json.dumps({"finished": sorted(done)}))  # the one write path
    except OSError:
        pass
