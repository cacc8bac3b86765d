"""The Statistics screen: one table per game, a row per person (and Solo's best per deal, Memo's
games played alone).

Opened from the menu. The rows scroll (mouse wheel, drag, arrow and Page keys) under a header
that stays put; Left/Right or the game buttons switch the game; Esc or Back returns.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext, number
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import MIN_SIZE, draw_text, fit, shared_size
from scenes.kit.ui import INK, MUTED_INK, WHITE, Button, ButtonGroup, draw_felt, draw_panel
from scenes.last_setup import last_started
from scenes.registry import SCENES
from scenes.stats_store import GameStats, display_name

PANEL = pygame.Rect(140, 300, 1640, 606)  # eight rows
HINT = pygame.Rect(PANEL.x, PANEL.bottom + 6, PANEL.w, 34)  # the recent games' hint, clear of the buttons
ROW_H = 64  # a recent game is a row to tap: a finger's height (STYLE)
HEADER_H = 70
PLAYERS_SHARE = 0.5  # the recent games' Players column, of the panel's width
CELL_SIZE = 26  # a recent game's cells; players with levels that need smaller show the names alone
NAME_SIZE = 28
NAME_FLOOR = 22  # the names shrink together no further: a longer name is cut with "…"
TAB_W, TAB_H, TAB_GAP = 400, 64, 16
WHEEL_ROWS = 1  # rows per wheel notch
RECENT_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER)  # choose, open a recent game


def variants(store, game_id: str) -> list[str]:
    """The statistics entries of `game_id`'s variants counted apart (`TableHooks.stat_key`)."""
    keys = {key for games in store.players.values() for key in games if key.startswith(game_id + "/")}
    return sorted(keys, key=lambda k: (len(k), k))  # "alone-16" before "alone-64"


class StatisticsScene(Scene):
    """Per game: games played, won, best and average score, streaks; per deal where kept."""

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.ids = list(SCENES)
        store = app.records
        if game_id is None:  # start at the game played last, else the one with the most recorded play
            game_id = last_started()
        if game_id not in self.ids:
            played = {g: sum(store.stats(n, k).played for k in (g, *variants(store, g))
                             for n in store.people(k)) for g in self.ids}
            game_id = max(self.ids, key=lambda g: (played[g] > 0, played[g]))
        self.game_id = game_id
        self.scroll = 0  # first visible row
        self.drag_from: tuple[int, int] | None = None
        self.recent_view = False  # the list of recent games (replays) instead of the numbers
        self.recent_games: list = []
        self._recent_rows: tuple | None = None  # (the list read, its rows)
        self.message = ""  # why a recent game could not be opened
        self.selected = 0  # the recent game Enter opens (Up/Down move it)
        self.build()

    # ------------------------------------------------------------------ content

    def one_person_game(self) -> bool:
        return SCENES[self.game_id].game().max_players == 1

    def columns(self) -> list[tuple[str, float]]:
        """(heading, share of the width)."""
        if self.one_person_game():
            return [(_("Player"), 0.34), (_("Played"), 0.16), (_("Best"), 0.16), (_("Average"), 0.18),
                    (_("Deals"), 0.16)]  # fmt: skip
        return [(_("Player"), 0.31), (_("Played"), 0.10), (_("Won"), 0.09), (_("Best"), 0.09),
                (_("Average"), 0.13), (_("Streak"), 0.11), (_("Best streak"), 0.17)]  # fmt: skip

    def rows(self) -> list[tuple[str, list[str]]]:
        """("row", "section" or "title", cells) in order: sections head lists with columns of their own
        (Solo's best per deal, Memo's games alone), titles a variant counted in the table's columns
        (Tiko's matches: their games are won or lost, as the table's are)."""
        store = self.app.records
        people = store.people(self.game_id)
        out: list[tuple[str, list[str]]] = [("row", self.cells(key, store.players[key][self.game_id]))
                                            for key in people]
        deals = [(key, d, v) for key in people for d, v in store.players[key][self.game_id].deals.items()]
        if deals:
            out.append(("section", [_("Best per deal"), _("Deal number")]))
            for key, deal, best in sorted(
                deals, key=lambda t: (t[0].casefold(), int(t[1]) if t[1].isdigit() else 0)
            ):
                out.append(("row", [display_name(key), deal, str(best)]))
        for variant in variants(store, self.game_id):
            people = store.people(variant)
            alone = variant.partition("/")[2].startswith("alone")  # `TableHooks.stat_key`
            out.append(("section" if alone else "title", [SCENES[self.game_id].stat_variant_title(variant)]))
            for key in people:
                s = store.players[key][variant]
                if not alone:
                    out.append(("row", self.cells(key, s)))
                    continue
                games = ngettext("{n} game", "{n} games", s.played).format(n=s.played)
                played = _("{games}, average {average}").format(games=games, average=number(s.average, 1))
                out.append(("row", [display_name(key), played, number(s.best)]))
        return out

    def cells(self, key: str, s: GameStats) -> list[str]:
        """A row of the table's columns (`columns`)."""
        if self.one_person_game():
            return [display_name(key), str(s.played), number(s.best), number(s.average, 1), str(len(s.deals))]
        return [display_name(key), str(s.played), str(s.won), number(s.best), number(s.average, 1),
                str(s.streak), str(s.best_streak)]

    def recent_rows(self) -> list[tuple[str, list[str]]]:
        """The recent games of this game, newest first: date, players, result (or what is wrong);
        made once per list read (drawing and scrolling ask for them again and again)."""
        kept = self._recent_rows
        if kept is None or kept[0] is not self.recent_games:
            kept = self._recent_rows = (self.recent_games, self._make_recent_rows())
        return kept[1]

    def _make_recent_rows(self) -> list[tuple[str, list[str]]]:
        out = []
        width, height = int(PANEL.inflate(-60, 0).w * PLAYERS_SHARE) - 16, ROW_H - 12  # as drawn
        for game in self.recent_games:
            if game.problem:
                out.append(("damaged", [game.when, game.problem, ""]))
            else:
                # five or six players with their levels shrank (some rows smaller than others, and
                # hard to read): then the names alone
                players = game.players
                if game.names and fit(players, CELL_SIZE, False, width, height).size < CELL_SIZE:
                    players = game.names
                out.append(("game", [game.when, players, game.result]))
        return out

    def shown_rows(self) -> list[tuple[str, list[str]]]:
        return self.recent_rows() if self.recent_view else self.rows()

    def visible_rows(self) -> int:
        return (PANEL.h - HEADER_H - 20) // ROW_H

    def max_scroll(self) -> int:
        return max(0, len(self.shown_rows()) - self.visible_rows())

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + n))

    # ------------------------------------------------------------------ buttons

    def build(self) -> None:
        self.tabs = ButtonGroup(arrows=False)
        per_row = 4
        x0 = (1920 - (per_row * TAB_W + (per_row - 1) * TAB_GAP)) // 2
        for i, gid in enumerate(self.ids):
            r, c = divmod(i, per_row)
            rect = (x0 + c * (TAB_W + TAB_GAP), 140 + r * (TAB_H + 12), TAB_W, TAB_H)
            style = "primary" if gid == self.game_id else "panel"
            name = _(SCENES[gid].game().name)
            self.tabs.add(
                Button(rect, name, lambda g=gid: self.show(g), style=style, key=f"game.{gid}", size=26)
            )
        label = _("Statistics") if self.recent_view else _("Recent games")
        w = max(320, res.font(res.BODY, True).size(label)[0] + 60)
        self.tabs.add(Button((960 - 20 - w, 960, w, 80), label, self.toggle_recent, key="recent"))
        self.tabs.add(Button((980, 960, 280, 80), _("Back"), self.manager.pop, key="back"))
        if self.recent_view:
            from scenes.replay_store import recent

            self.recent_games = recent(self.game_id)

    def recent_at(self, pos) -> int | None:
        """The recent game under a point of the panel, if any."""
        row = (pos[1] - PANEL.y - HEADER_H) // ROW_H
        if not (PANEL.collidepoint(pos) and pos[1] >= PANEL.y + HEADER_H and row < self.visible_rows()):
            return None
        i = self.scroll + row
        return i if i < len(self.recent_games) else None

    def toggle_recent(self) -> None:
        self.recent_view, self.scroll, self.message = not self.recent_view, 0, ""
        self.build()
        self.tabs.focus = -1

    def open_recent(self, i: int) -> None:
        """Watch a recent game: its own table in replay mode (a damaged file up to its first bad move)."""
        from game.core.api import LoadError
        from scenes.replay import open_replay
        from scenes.replay_store import read
        from scenes.tables.replay_mode import watch

        game = self.recent_games[i]
        try:
            session, _problem = open_replay(read(game.path))
        except (ValueError, LoadError) as e:
            self.message = _("This game cannot be watched. {reason}").format(reason=e)
            return
        self.message = ""
        watch(self.app, session, play=True)

    def show(self, game_id: str) -> None:
        self.game_id, self.scroll, self.message = game_id, 0, ""
        focus = self.tabs.focus
        self.build()
        self.tabs.focus = focus
        for i, b in enumerate(self.tabs.buttons):
            b.focused = i == focus

    def resume(self) -> None:
        self.build()  # the language may have changed

    # ------------------------------------------------------------------ input

    def handle_event(self, event) -> None:
        if self.tabs.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag_from is not None:
            y0, _s0 = self.drag_from
            i = self.recent_at(event.pos) if self.recent_view else None
            if i is not None and abs(event.pos[1] - y0) < ROW_H // 3:  # a click on a recent game, not a drag
                self.drag_from = None
                self.selected = i
                self.open_recent(i)
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_ROWS)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and PANEL.collidepoint(event.pos):
            self.drag_from = (event.pos[1], self.scroll)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.drag_from = None
        elif event.type == pygame.MOUSEMOTION and self.drag_from is not None:
            y0, s0 = self.drag_from
            self.scroll = max(0, min(self.max_scroll(), s0 + (y0 - event.pos[1]) // ROW_H))
        elif event.type == pygame.KEYDOWN:
            page = max(1, self.visible_rows() - 1)
            steps = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -(10**6),
                pygame.K_END: 10**6,
            }
            if event.key == pygame.K_ESCAPE:
                self.manager.pop()
            elif self.recent_view and event.key in RECENT_KEYS:
                self.recent_key(event.key)
            elif event.key in steps:
                self.scroll_by(steps[event.key])
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = self.ids.index(self.game_id) + (1 if event.key == pygame.K_RIGHT else -1)
                self.show(self.ids[i % len(self.ids)])

    def recent_key(self, key: int) -> None:
        if not self.recent_games:
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_recent(self.selected)
            return
        step = 1 if key == pygame.K_DOWN else -1
        self.selected = max(0, min(len(self.recent_games) - 1, self.selected + step))
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + self.visible_rows():
            self.scroll = self.selected - self.visible_rows() + 1

    # ------------------------------------------------------------------ drawing

    def draw_recent(self, surface) -> None:
        """Date, players, result per recent game; a damaged file's row says what is wrong."""
        inner = PANEL.inflate(-60, 0)
        rows = self.recent_rows()
        if not rows:
            msg = _(
                "No games of {game} kept yet. The last 20 games of each kind can be watched here."
            ).format(game=_(SCENES[self.game_id].game().name))
            draw_text(surface, msg, inner.inflate(0, -80), res.LABEL, MUTED_INK)
            return
        shares = (0.2, PLAYERS_SHARE, 0.3)
        xs, x = [], inner.x
        for share in shares:
            xs.append((x, int(inner.w * share)))
            x += int(inner.w * share)
        for (cx, cw), heading in zip(xs, (_("Date"), _("Players"), _("Result")), strict=True):
            draw_text(surface, heading, (cx + 8, PANEL.y + 16, cw - 16, HEADER_H - 20), 28, MUTED_INK, True,
                      align="left")
        y = PANEL.y + HEADER_H
        pygame.draw.line(surface, (200, 190, 170), (inner.x, y - 4), (inner.right, y - 4), 2)
        for n, (kind, cells) in enumerate(rows[self.scroll : self.scroll + self.visible_rows()]):
            i = self.scroll + n
            row = pygame.Rect(inner.x, y, inner.w, ROW_H)
            if i == self.selected:
                pygame.draw.rect(surface, (250, 226, 150), row, border_radius=10)
            elif i % 2:
                pygame.draw.rect(surface, (240, 234, 222), row, border_radius=10)
            if kind == "damaged":  # the message spans players and result
                (dx, dw), (px, _pw), (rx, rw) = xs
                box = (dx + 8, y + 6, dw - 16, ROW_H - 12)
                draw_text(surface, cells[0], box, CELL_SIZE, MUTED_INK, align="left")
                draw_text(surface, cells[1], (px + 8, y + 6, rx + rw - px - 16, ROW_H - 12), CELL_SIZE,
                          MUTED_INK, align="left")
            else:
                for (cx, cw), cell in zip(xs, cells, strict=True):
                    cell_box = (cx + 8, y + 6, cw - 16, ROW_H - 12)
                    draw_text(surface, cell, cell_box, CELL_SIZE, INK, align="left")
            y += ROW_H
        self._draw_scrollbar(surface, len(rows))
        hint = self.message or _("Click a game, or press Enter, to watch it again.")
        draw_text(surface, hint, HINT, 24, WHITE)

    def draw(self, surface) -> None:
        draw_felt(surface)
        title = _("Recent games") if self.recent_view else _("Statistics")
        draw_text(surface, title, (0, 40, 1920, 80), res.TITLE, WHITE, True)
        self.tabs.draw(surface)
        draw_panel(surface, PANEL)
        if self.recent_view:
            self.draw_recent(surface)
            return
        rows = self.rows()
        inner = PANEL.inflate(-60, 0)
        # the table's headings: over its rows, or over a variant's in its columns (Tiko's matches alone);
        # sections alone (Memo alone) name their own columns
        main = bool(rows) and (rows[0][0] == "row" or any(kind == "title" for kind, _cells in rows))
        if main or not rows:  # what Best and Average count in the table's rows
            draw_text(surface, _(SCENES[self.game_id].stat_note), HINT, 24, WHITE)
        if not rows:
            msg = _(
                "No games of {game} recorded yet. Every game a person plays to the end is counted here."
            ).format(game=_(SCENES[self.game_id].game().name))
            draw_text(surface, msg, inner.inflate(0, -80), res.LABEL, MUTED_INK)
            return
        cols = self.columns()
        xs, x = [], inner.x
        for _h, share in cols:
            xs.append((x, int(inner.w * share)))
            x += int(inner.w * share)
        y = PANEL.y + HEADER_H
        if main:  # the headings of the table's rows; sections name their own columns
            for i, (heading, _s) in enumerate(cols):
                cx, cw = xs[i]
                box = (cx + 8, PANEL.y + 16, cw - 16, HEADER_H - 20)
                draw_text(surface, heading, box, 28, MUTED_INK, True, align="left" if i == 0 else "center")
            pygame.draw.line(surface, (200, 190, 170), (inner.x, y - 4), (inner.right, y - 4), 2)
        name_size = self._name_size(rows, len(cols), xs[0][1], inner)
        (nx, nw), (mx, mw), (bx, bw) = self._deal_columns(inner)
        # one size for the section headings (Memo's games alone, by table size) as for the names
        def title_w(cells: list[str]) -> int:  # a named middle column leaves the title the name column
            return (nw if len(cells) > 1 else bx - nx) - 16

        sections = [cells for kind, cells in rows if kind in ("section", "title")]
        section_size = shared_size(((cells[0], title_w(cells), ROW_H) for cells in sections), 30, True)
        for n, (kind, cells) in enumerate(rows[self.scroll : self.scroll + self.visible_rows()]):
            if kind == "title":  # its rows stand under the table's own headings
                draw_text(surface, cells[0], (nx + 8, y, title_w(cells), ROW_H), section_size, INK, True,
                          align="left")
            elif kind == "section":
                # A section's rows have their own columns, under other headings: it names them (the
                # middle one when its cells do not say what they are: "13073", not "1 game, …").
                draw_text(surface, cells[0], (nx + 8, y, title_w(cells), ROW_H), section_size, INK, True,
                          align="left")
                headings = [(_("Best"), bx, bw)] + ([(cells[1], mx, mw)] if len(cells) > 1 else [])
                for text, cx, cw in headings:
                    draw_text(surface, text, (cx + 8, y + 6, cw - 16, ROW_H - 12), 28, MUTED_INK, True)
            else:
                if (self.scroll + n) % 2:
                    pygame.draw.rect(surface, (240, 234, 222), (inner.x, y, inner.w, ROW_H), border_radius=10)
                for i, cell in enumerate(cells):
                    cx, cw = xs[i] if len(cells) == len(cols) else self._deal_columns(inner)[i]
                    box = (cx + 8, y + 6, cw - 16, ROW_H - 12)
                    floor = NAME_FLOOR if i == 0 else MIN_SIZE
                    draw_text(surface, cell, box, name_size if i == 0 else 28, INK, i == 0,
                              align="left" if i == 0 else "center", min_size=floor)
            y += ROW_H
        self._draw_scrollbar(surface, len(rows))

    def _name_size(self, rows: list, columns: int, name_w: int, inner: pygame.Rect) -> int:
        """One size for every name in the table, scrolled out of sight or not: the longest sets it
        (a long name shrunk alone beside "Eero" looked like a misprint), down to NAME_FLOOR; a name
        longer still is cut there (one from an old file made every name a third of its size)."""
        deal_w = self._deal_columns(inner)[0][1]
        return shared_size(((cells[0], (name_w if len(cells) == columns else deal_w) - 16, ROW_H - 12)
                            for kind, cells in rows if kind == "row"), NAME_SIZE, True, min_size=NAME_FLOOR)

    @staticmethod
    def _deal_columns(inner: pygame.Rect) -> list[tuple[int, int]]:
        """Name, deal, best: the three cells of a best-per-deal row."""
        w = inner.w
        return [
            (inner.x, int(w * 0.34)),
            (inner.x + int(w * 0.34), int(w * 0.32)),
            (inner.x + int(w * 0.66), int(w * 0.18)),
        ]

    def _draw_scrollbar(self, surface, total: int) -> None:
        shown = self.visible_rows()
        if total <= shown:
            return
        track = pygame.Rect(PANEL.right - 22, PANEL.y + HEADER_H, 10, shown * ROW_H)
        pygame.draw.rect(surface, (225, 216, 200), track, border_radius=5)
        h = max(30, track.h * shown // total)
        top = track.y + (track.h - h) * self.scroll // max(1, total - shown)
        pygame.draw.rect(surface, (150, 140, 120), (track.x, top, track.w, h), border_radius=5)
