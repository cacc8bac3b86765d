"""Statistics and records, kept as JSON in the per-user data folder (`stats.json`).

Per person name and game: games played and won, best and average score, the current and the
best winning streak; for games with deals worth replaying (Zoker Solo) the best per deal.
Beside them, table-wide bests under free keys (`best` / `record`, used by Memo's solo records).

Only people are recorded, never computer seats: a computer's name ("Botti") is shared by every
level and every game, so its numbers would mix an easy and a hard player and crowd the table
the family reads. A finished game is recorded once: each game carries an id (`Session.uid`) and
the store remembers the last ids it recorded.

A damaged file never stops play and is never silently overwritten: it is renamed
`stats.damaged.json` (what can still be read is written at once to a new file) and `problem` says
so once. Writes are atomic (a temporary file, then `os.replace`). An old `records.json` (bests
only) is read once and its bests carried over; it is left in place untouched.
"""

from __future__ import annotations

import dataclasses
import json
import re
from functools import lru_cache
from pathlib import Path

from game.core import i18n
from game.core.i18n import _
from scenes.kit.safe_files import in_the_way, present, read_json, set_aside, write_atomic
from scenes.settings_store import data_dir

VERSION = 2
FILE = "stats.json"
LEGACY_FILE = "records.json"
MAX_RECORDED = 500  # ids of finished games remembered, so none is counted twice
MAX_NAME = 60
YOU = "You"  # the default name of the one person at the screen, stored untranslated
PLAYER_N = "Player {n}"  # the default names of several people at one screen


@lru_cache(maxsize=4)
def translations(msgid: str) -> frozenset[str]:
    """`msgid` in every language (a game started in Finnish names its person 'Sinä')."""
    import gettext  # here: the first frame needs none of it

    names = {msgid}
    for lang in i18n.LANGUAGES:
        t = gettext.translation(i18n.DOMAIN, localedir=str(i18n.LOCALE_DIR), languages=[lang], fallback=True)
        names.add(t.gettext(msgid))
    return frozenset(names)


def _you_names() -> frozenset[str]:
    return translations(YOU)


def player_number(name: str) -> int | None:
    """n, if `name` is the default "Player n" in any language."""
    for form in translations(PLAYER_N):
        head, _n, tail = form.partition("{n}")
        if match := re.fullmatch(re.escape(head) + r"(\d+)" + re.escape(tail), name):
            return int(match[1])
    return None


def person_key(name: str) -> str:
    """The key a person's numbers are kept under: a default name ("You", "Player 2") is one person
    in every language, kept in English."""
    name = " ".join(str(name).split())[:MAX_NAME]
    if name in _you_names():
        return YOU
    n = player_number(name)
    return name if n is None else PLAYER_N.format(n=n)


def display_name(key: str) -> str:
    """A key as this language shows it (a default name translated, any other as it is)."""
    if key == YOU:
        return _(YOU)
    n = player_number(key)
    return _(PLAYER_N).format(n=n) if n is not None and key == PLAYER_N.format(n=n) else key


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclasses.dataclass
class GameStats:
    """One person's numbers for one game."""

    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0  # sum of the scores, for the average
    streak: int = 0  # wins in a row, up to the last game
    best_streak: int = 0
    deals: dict[str, int] = dataclasses.field(default_factory=dict)  # deal (seed) -> best score

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, raw) -> tuple[GameStats, bool]:
        """(stats, clean): anything of the wrong type is dropped and `clean` is False."""
        s = cls()
        if not isinstance(raw, dict):
            return s, False
        clean = True
        for name in ("played", "won", "total", "streak", "best_streak"):
            value = raw.get(name, 0)
            if _is_int(value) and (value >= 0 or name == "total"):
                setattr(s, name, value)
            else:
                clean = False
        best = raw.get("best")
        if best is None or _is_int(best):
            s.best = best
        else:
            clean = False
        deals = raw.get("deals", {})
        if isinstance(deals, dict):
            for k, v in deals.items():
                if _is_int(v):
                    s.deals[str(k)] = v
                else:
                    clean = False
        else:
            clean = False
        if s.won > s.played:
            s.won, clean = s.played, False
        return s, clean


@dataclasses.dataclass(frozen=True)
class Outcome:
    """What one person's finished game did to their numbers (for the game-over panel)."""

    name: str  # as shown at the table
    score: int
    won: bool | None  # None: a game for one person, where nobody wins or loses
    previous_best: int | None
    new_best: bool  # beat an earlier best (a first game is never "a new personal best")
    deal_before: int | None = None
    new_deal_best: bool = False


class StatsStore:
    """The statistics file: read once, written atomically after every finished game."""

    def __init__(self, path: Path | None = None, legacy_path: Path | None = None, visit_only: bool = False):
        """`visit_only`: a kiosk's, counted in memory for one visit; no file is read or written (a
        visitor's typed name would stay for every later visitor to read)."""
        self.path = Path(path) if path else data_dir() / FILE
        self.legacy_path = Path(legacy_path) if legacy_path else self.path.with_name(LEGACY_FILE)
        self.players: dict[str, dict[str, GameStats]] = {}
        self.bests: dict[str, dict[str, int]] = {}
        self.recorded: list[str] = []
        self.problem: str | None = None  # a message for the person, shown once
        self.writable = not visit_only  # False too when a damaged file could not be set aside
        if not visit_only:
            self._load()

    # ------------------------------------------------------------------ reading the file

    def _load(self) -> None:
        if in_the_way(self.path):
            self.writable = False
            self.problem = _("Your statistics cannot be saved: {path} is a folder, not a file; games are "
                             "not counted until it is moved away.").format(path=self.path)
            return
        if present(self.path):
            raw, ok = self._read(self.path)
            if ok is None:  # no permission: the file may be whole
                self.writable = False  # so nothing is written over it, and it stays where it is
                self.problem = _("Your statistics cannot be read now (check the folder's permissions); "
                                 "games are not counted until they can.")
                return
            clean = ok and self._take(raw)
            if not clean:
                if not self._set_aside(self.path):
                    self.writable = False  # it could not be moved: write nothing over it
                else:
                    self._keep_what_was_read()
            return
        if present(self.legacy_path) and self.legacy_path != self.path:
            raw, ok = self._read(self.legacy_path)
            if not (ok and isinstance(raw, dict) and self._take_legacy(raw)):
                if self._set_aside(self.legacy_path):
                    self._keep_what_was_read()
                return
            self.save()  # carried over once; records.json itself is never written again

    def _keep_what_was_read(self) -> None:
        """What could be read of a file just set aside is written at once: held only until the next
        finished game, it was gone at the next start (the message had said it was kept)."""
        if self.players or self.bests or self.recorded:
            self.save()

    @staticmethod
    def _read(path: Path):
        """(data, True), or (None, False) for damaged text, or (None, None) when it cannot be read."""
        try:
            return read_json(path), True
        except OSError:
            return None, None
        except (ValueError, RecursionError, MemoryError):
            return None, False  # truncated, not UTF-8, nested too deep

    def _take(self, raw) -> bool:
        """Take what is valid from a version-2 file; False if anything was not."""
        if not isinstance(raw, dict) or raw.get("version") != VERSION:
            return False
        clean = True
        players = raw.get("players", {})
        if not isinstance(players, dict):
            players, clean = {}, False
        for name, games in players.items():
            if not isinstance(games, dict):
                clean = False
                continue
            for game_id, entry in games.items():
                stats, ok = GameStats.from_json(entry)
                clean = clean and ok
                key = person_key(name)
                if str(game_id) in self.players.get(key, {}):
                    key = str(name)  # "Pelaaja 2" beside "Player 2", from before both were one: kept apart
                self.players.setdefault(key, {})[str(game_id)] = stats
        clean = self._take_bests(raw.get("bests", {})) and clean
        recorded = raw.get("recorded", [])
        if isinstance(recorded, list) and all(isinstance(u, str) for u in recorded):
            self.recorded = recorded[-MAX_RECORDED:]
        else:
            clean = False
        return clean

    def _take_bests(self, bests) -> bool:
        if not isinstance(bests, dict):
            return False
        clean = True
        for game_id, table in bests.items():
            if not isinstance(table, dict):
                clean = False
                continue
            for key, value in table.items():
                if _is_int(value):
                    self.bests.setdefault(str(game_id), {})[str(key)] = value
                else:
                    clean = False
        return clean

    def _take_legacy(self, raw) -> bool:
        """The old records.json ({game: {key: best}}): table-wide bests. The old program knew one
        person only ('You'), so Solo's bests become that person's too and survive the move."""
        clean = self._take_bests(raw)
        solo = self.bests.get("zoker_solo", {})
        if solo:
            stats = self.players.setdefault(YOU, {}).setdefault("zoker_solo", GameStats())
            stats.best = solo.get("overall")
            stats.deals = {k: v for k, v in solo.items() if k != "overall"}
        return clean

    def _set_aside(self, path: Path) -> bool:
        """Keep a damaged file beside the new one and say so (once); False if it could not be moved."""
        target = set_aside(path)
        moved = target is not None
        target = target or path
        if self.players or self.bests:
            said = _("Your statistics file was damaged. It was kept as {file}; what could be read was kept.")
        else:  # cut short or garbage: nothing of it could be read
            said = _("Your statistics file was damaged and nothing in it could be read; it was kept as "
                     "{file}, and the statistics start afresh.")
        self.problem = said.format(file=target.name)
        return moved

    # ------------------------------------------------------------------ writing

    def to_json(self) -> dict:
        return {
            "version": VERSION,
            "players": {
                name: {g: s.to_json() for g, s in games.items()} for name, games in self.players.items()
            },
            "bests": self.bests,
            "recorded": self.recorded[-MAX_RECORDED:],
        }

    def save(self) -> bool:
        """Write atomically; False (and nothing half-written) if the disk refuses."""
        if not self.writable:
            return False
        try:
            write_atomic(self.path, json.dumps(self.to_json(), indent=1, ensure_ascii=False))  # the one path
            return True
        except OSError:
            return False  # statistics are a nicety; play goes on (nothing half-written is left)

    # ------------------------------------------------------------------ reading numbers

    def stats(self, name: str, game_id: str) -> GameStats | None:
        return self.players.get(person_key(name), {}).get(game_id)

    def people(self, game_id: str) -> list[str]:
        """Keys of the people with numbers for `game_id`, most games first."""
        found = [(n, g[game_id]) for n, g in self.players.items() if game_id in g]
        return [n for n, _s in sorted(found, key=lambda t: (-t[1].played, t[0].casefold()))]

    def deal_best(self, name: str, game_id: str, deal) -> int | None:
        s = self.stats(name, game_id)
        return None if s is None else s.deals.get(str(deal))

    # ------------------------------------------------------------------ recording

    def record_game(
        self,
        uid: str,
        game_id: str,
        results: list[tuple[str, int, bool | None]],
        higher_is_better: bool = True,
        deal=None,
    ) -> list[Outcome] | None:
        """Count one finished game for each (name, score, won) of a person; `deal` (a seed) keeps a
        best per deal as well. A game already counted (`uid`: shown again, or finished again after
        an undo) only raises bests; it is not played twice. None if nothing at all changed."""
        again = uid in self.recorded
        better = (lambda a, b: a > b) if higher_is_better else (lambda a, b: a < b)
        out, changed = [], not again
        for name, score, won in results:
            s = self.players.setdefault(person_key(name), {}).setdefault(game_id, GameStats())
            previous = s.best
            if not again:
                s.played += 1
                s.total += score
                if won is not None:
                    s.won += bool(won)
                    s.streak = s.streak + 1 if won else 0
                    s.best_streak = max(s.best_streak, s.streak)
            new_best = previous is not None and better(score, previous)
            if previous is None or new_best:
                s.best, changed = score, True
            deal_before, new_deal = None, False
            if deal is not None:
                deal_before = s.deals.get(str(deal))
                new_deal = deal_before is not None and better(score, deal_before)
                if deal_before is None or new_deal:
                    s.deals[str(deal)], changed = score, True
            out.append(Outcome(name, score, won, previous, new_best, deal_before, new_deal))
        if not again:
            self.recorded = [*self.recorded, uid][-MAX_RECORDED:]
        if not changed:
            return None
        self.save()
        return out

    # ------------------------------------------------------------------ table-wide bests (old API)

    def best(self, game_id: str, key: str = "overall") -> int | None:
        return self.bests.get(game_id, {}).get(str(key))

    def record(self, game_id: str, key: str, score: int, higher_is_better: bool = True) -> bool:
        """Store `score` under `key` if it beats the record there; True if it did (or was the first)."""
        old = self.best(game_id, key)
        better = old is None or (score > old if higher_is_better else score < old)
        if better:
            self.bests.setdefault(game_id, {})[str(key)] = score
            self.save()
        return better


def record_table(store: StatsStore, table) -> list[Outcome] | None:
    """Count the finished game at `table` (a TableScene) for its people; None if already counted."""
    session, state = table.session, table.session.state
    humans = [i for i, seat in enumerate(session.seats) if seat.human]  # people here and on phones
    if not humans or not state.is_over():
        return None
    higher = table.stat_higher_is_better()
    scores = [table.stat_score(i) for i in range(len(session.seats))]
    single = len(session.seats) == 1
    best = max(scores) if higher else min(scores)
    results = [(session.seats[i].name, scores[i], None if single else scores[i] == best) for i in humans]
    deal = state.seed if table.records_per_deal else None
    return store.record_game(session.uid, table.stat_key(), results, higher, deal)
