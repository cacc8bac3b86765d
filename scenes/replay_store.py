"""Recent games: every finished (or given-up) game kept as a replay file, the last `KEEP` per game.

`replays/<game>/<uid>.json` in the per-user data folder, one file per game played (the
session's id, so a game shown again is never kept twice), written through
`safe_files.write_atomic`. A file holds the save (`State.to_json()`, itself a replay), the seats
with their levels (so the replay shows who played), when it ended and each seat's result.
Nothing is written in a kiosk or for a tutorial. Reading is defensive: a file that cannot be
read is listed with a message and never stops the list (`RecentGame.problem`).
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import re
from pathlib import Path

from game.core.i18n import _, language, ngettext, number
from scenes.kit.safe_files import present, read_json, write_atomic
from scenes.session import Seat
from scenes.settings_store import data_dir
from scenes.text import UNITS, score_words

KEEP = 20  # replay files kept per game (the oldest go first)
FORMAT = 1
FILE_LIMIT = 4_000_000  # bytes: a bigger file is not a replay this program wrote
_UID = re.compile(r"[0-9a-f]{32}")


def folder(game_id: str) -> Path:
    return data_dir() / "replays" / game_id


def file_name(uid: str) -> str:
    """A safe file name for a session id (an id read from a save could hold anything)."""
    return f"{uid}.json" if _UID.fullmatch(uid) else hashlib.sha1(uid.encode()).hexdigest()[:32] + ".json"


def record(table, given_up: bool = False) -> dict:
    """What a replay file holds for the game at `table`: finished, or `given_up` (no winners)."""
    session = table.session
    n = len(session.seats)
    scores = [table.stat_score(i) for i in range(n)]
    higher = table.stat_higher_is_better()
    best = max(scores) if higher else min(scores)
    data = {
        "format": FORMAT,
        "uid": session.uid,
        "finished": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "seats": [{"name": s.name, "level": s.level} for s in session.seats],
        "scores": scores,
        "winners": [i for i in range(n) if scores[i] == best] if n > 1 and not given_up else [],
        "unit": table.score_unit(),
        "state": session.state.to_json(),
    }
    if given_up:
        data["given_up"] = True
    return data


def keeps(app, table, given_up: bool = False) -> bool:
    """Would `keep` write this game? Not in a kiosk or a tutorial; a finished game unless nothing
    was played; a game given up once a person at the table has made a move."""
    session = table.session
    if app.kiosk or table.tutorial is not None:
        return False
    if given_up:
        return kept_if_given_up(session)
    return session.state.is_over() and not table.played_nothing()


def kept_if_given_up(session) -> bool:
    """Is a game given up worth keeping: has a person at the table made a move?"""
    return any(m.seat is not None and session.seats[m.seat].human for m in session.moves)


def keep(app, table, given_up: bool = False) -> Path | None:
    """Keep the game at `table` as a replay (once per game id), finished or `given_up`; the file,
    or None when nothing was written (`keeps` says no, already kept, a folder we cannot write)."""
    session = table.session
    if not keeps(app, table, given_up):
        return None
    path = folder(session.game.id) / file_name(session.uid)
    if present(path):
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(record(table, given_up)))
    except OSError:
        return None  # the start message has said the data folder cannot be written
    prune(session.game.id)
    return path


def prune(game_id: str) -> None:
    """Remove the oldest files beyond `KEEP` (by the time each was written)."""
    try:
        files = sorted(folder(game_id).glob("*.json"), key=_mtime, reverse=True)
        for old in files[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


@dataclasses.dataclass
class RecentGame:
    """One line of the recent games list: when, who, the result; `problem` for a damaged file."""

    path: Path
    when: str = ""
    players: str = ""  # with the computers' levels: "Anna, Botti (normal)"
    names: str = ""  # the names alone, where the levels would not fit
    result: str = ""
    problem: str | None = None


def recent(game_id: str) -> list[RecentGame]:
    """The kept games of this kind, newest first."""
    try:
        files = sorted(folder(game_id).glob("*.json"), key=_mtime, reverse=True)
    except OSError:
        return []
    return [describe(path) for path in files[:KEEP]]


def read(path: Path) -> dict:
    """The file's data; ValueError with a readable reason when it is not a replay."""
    try:
        if path.stat().st_size > FILE_LIMIT:
            raise ValueError(_("The file is too big to be a replay."))
        data = read_json(path)
    except (OSError, UnicodeDecodeError, RecursionError, json.JSONDecodeError) as e:
        raise ValueError(_("The file cannot be read.")) from e
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise ValueError(_("The file is not a replay."))
    return data


def describe(path: Path) -> RecentGame:
    try:
        data = read(path)
    except ValueError as e:
        return RecentGame(path, when=_when(_mtime(path)), problem=str(e))
    seats = _seats(data.get("seats"))
    line = RecentGame(path, when=_when(data.get("finished")), players=", ".join(s.label() for s in seats),
                      names=", ".join(s.name for s in seats))
    if data.get("given_up") is True:
        history = data["state"].get("history")
        moves = len(history) if isinstance(history, list) else 0
        line.result = ngettext("Given up after {n} move", "Given up after {n} moves", moves).format(
            n=number(moves))
    else:
        line.result = _result(seats, data.get("scores"), data.get("winners"), data.get("unit"))
    return line


def _seats(raw) -> list[Seat]:
    from scenes.replay import seats_from

    count = len(raw) if isinstance(raw, list) else 0
    return seats_from(raw, min(count, 8))


def _result(seats: list[Seat], scores, winners, unit) -> str:
    """"Robo won (27 cards)", "9 cards in the stack"; a file kept before scores had units (or a
    damaged one) gives the bare number."""
    if not (isinstance(scores, list) and len(scores) == len(seats) and all(type(s) is int for s in scores)):
        return ""
    known = unit in UNITS
    if len(seats) == 1:
        return score_words(scores[0], unit) if known else _("Score: {score}").format(score=number(scores[0]))
    if not (
        isinstance(winners, list) and winners and all(type(w) is int and 0 <= w < len(seats) for w in winners)
    ):
        return ""
    names = ", ".join(seats[w].name for w in winners)
    best = scores[winners[0]]
    if len(winners) == 1:
        score = score_words(best, unit) if known else number(best)
        return _("{name} won ({score})").format(name=names, score=score)
    return _("Shared win: {names}").format(names=names)


def _when(value) -> str:
    """A date and time as people write them here: "2026-12-02 14:35" / "2.12.2026 14.35"."""
    try:
        if isinstance(value, str):
            moment = datetime.datetime.fromisoformat(value).astimezone()
        elif isinstance(value, (int, float)) and value > 0:
            moment = datetime.datetime.fromtimestamp(value).astimezone()
        else:
            return ""
    except (ValueError, OverflowError, OSError):
        return ""
    if language() == "fi":
        return f"{moment.day}.{moment.month}.{moment.year} {moment.hour}.{moment.minute:02d}"
    return moment.strftime("%Y-%m-%d %H:%M")
