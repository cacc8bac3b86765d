"""The game-over panel: who won, the whole match's score sheet (scrolling), and the ways on."""

from __future__ import annotations

import math

import pygame

from game.core.api import NextRound
from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import GOLD, INK, Button, ButtonGroup, dim, draw_panel
from scenes.replay_store import keep as keep_replay
from scenes.screens.pause import has_rounds
from scenes.screens.score_sheet import SheetView, sheet_height
from scenes.text import score_words

DEMO_PAUSE = 6.0  # seconds the result stays up when only computers play
LINE_H = 54
BEST_H = 64  # a gold band per new personal best
WATCH_H = 96  # the row of Watch again and Review my game above the ways on
ARM_TIME = 0.6  # s: clicks still meant for the table (End turn again and again) press nothing here


def personal_best_lines(table) -> list[str]:
    """'New personal best: 31 points!' for each person whose finished game beat their earlier best
    (the score says what it counts: Memo alone's best is the fewest turns, Solo's a stack)."""
    session, out = table.session, []
    for outcome in table.stats_outcome or []:
        if outcome.new_best:
            seat = next(i for i, s in enumerate(session.seats) if s.human and s.name == outcome.name)
            out.append(
                session.phrase(
                    seat,
                    _("New personal best: {score}!"),
                    _("New personal best for {name}: {score}!"),
                    score=score_words(outcome.score, table.score_unit()),
                )
            )
    return out


def several_deals(table) -> bool:
    """Did this game have more than one deal (a match of one Racko round had one)?"""
    return has_rounds(table) and any(isinstance(a, NextRound) for a in table.state.history)

class GameOverScene(Scene):
    """Winner, final sheet, and the ways on: play again, replay this deal, menu."""

    opaque = False
    arm_time = ARM_TIME

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.lines = table.end_lines()
        self.bests = personal_best_lines(table)
        self.sheet = table.end_sheet()
        keep_replay(app, table)  # every finished game is kept as a replay (recent games), once
        self.watch = self.can_watch()
        extra = WATCH_H if self.watch else 0  # the row of Watch again and Review my game
        if self.sheet is not None:  # the whole match: as tall as it needs, up to the window; then it scrolls
            head = 120 + LINE_H * len(self.lines) + BEST_H * len(self.bests)
            h = min(1000, head + sheet_height(self.sheet, 1400 - 120) + 140 + extra)
            self.panel = pygame.Rect(260, (1080 - h) // 2, 1400, h)
        else:
            h = 300 + LINE_H * len(self.lines) + BEST_H * len(self.bests) + extra
            self.panel = pygame.Rect(410, (1080 - h) // 2, 1100, h)
        p = self.panel
        top = p.y + 120 + LINE_H * len(self.lines) + BEST_H * len(self.bests)
        self.view = (
            SheetView(self.sheet, (p.x + 60, top, p.w - 120, p.bottom - 140 - extra - top), at_end=False)
            if self.sheet is not None
            else None
        )
        self.buttons = ButtonGroup()
        items = [
            ("menu", _("Menu"), app.home),
            # a game of several deals starts again from its first (a later deal may differ with the play)
            ("replay", _("Same first deal") if several_deals(table) else _("Replay this deal"), self.replay),
            ("again", _("Play again"), self.again),
        ]
        w = (p.w - 120 - 2 * 40) // 3
        for i, (key, label, fn) in enumerate(items):
            self.buttons.add(
                Button(
                    (p.x + 60 + i * (w + 40), p.bottom - 115, w, 80),
                    label,
                    fn,
                    style="primary" if key == "again" else "flat",
                    key=key,
                )
            )
        if self.watch:
            from scenes.screens.review import has_coach

            ways = [("watch", _("Watch again"), self.watch_again)]
            if has_coach(table.game_id):
                ways.append(("review", _("Review my game"), self.review))
            w2 = (p.w - 120 - 40 * (len(ways) - 1)) // len(ways)
            for i, (key, label, fn) in enumerate(ways):
                box = (p.x + 60 + i * (w2 + 40), p.bottom - 115 - WATCH_H, w2, 72)
                self.buttons.add(Button(box, label, fn, style="flat", key=key, size=28))
        self.buttons.focus_on("again")  # Enter plays again, as the blue button says
        self.title_box = (p.x + 60, p.y + 30, p.w - 120, 80)
        if self.can_undo():  # the table's own Undo lies under the dimming: the panel offers it
            w = max(160, res.font(26, True).size(_("Undo"))[0] + 48)
            self.buttons.add(
                Button(
                    (p.right - 30 - w, p.y + 30, w, 68),
                    _("Undo"),
                    self.undo,
                    style="flat",
                    key="undo",
                    size=26,
                )
            )
            self.title_box = (p.x + 60 + w, p.y + 30, p.w - 120 - 2 * w, 80)  # still centred
        if self.bests:
            app.sounds.play("chime")  # the moment of a new personal best

    def can_undo(self) -> bool:
        """A game with undo (Solo), a person at the table and no tutorial: the last move can be taken back."""
        table = self.table
        return table.can_undo() and not self.demo()

    def can_watch(self) -> bool:
        """A person's finished game (not a demo, not a tutorial) can be watched again and reviewed."""
        return (not self.demo() and self.table.tutorial is None and self.table.state.is_over()
                and not self.table.played_nothing())  # a game ended before any move has nothing to show

    def watch_again(self) -> None:
        """The game's own table in replay mode, from the deal; Back returns to this panel."""
        from scenes.replay import from_session
        from scenes.tables.replay_mode import watch

        watch(self.app, from_session(self.table.session), play=True)

    def review(self) -> None:
        """The replay at the end, with the coach's review over it."""
        from scenes.replay import from_session
        from scenes.screens.review import open_review
        from scenes.tables.replay_mode import replay_table

        replay = replay_table(self.app, from_session(self.table.session))
        replay.go(replay.last())
        self.manager.push(replay)
        open_review(self.app, replay)

    def undo(self) -> None:
        self.manager.pop()
        self.table.undo()

    def replay(self) -> None:
        self.manager.pop()
        self.table.restart(same_seed=True)

    def again(self) -> None:
        self.manager.pop()
        self.table.restart(same_seed=False)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.home()  # as the round-over sheet's Esc: the finished game is kept, nothing is lost
            return
        if self.view is not None and event.type == pygame.KEYDOWN and self.view.handle_event(event):
            return
        if self.buttons.handle_event(event):
            return
        if self.view is not None:
            self.view.handle_event(event)

    def demo(self) -> bool:
        """Only computers play (attract mode): no person here or on a phone."""
        return not any(seat.human for seat in self.table.session.seats)

    def animating(self) -> bool:
        return self.demo()  # a demo counts down to the next game

    def update(self, dt: float) -> None:
        # Computers only (a demo or a kiosk's attract mode): start the next game by itself.
        if self.demo():
            self.idle = getattr(self, "idle", 0.0) + dt
            if self.idle > DEMO_PAUSE:
                self.again()
                return
            # the next game comes by itself: its button counts down to it
            left = math.ceil(DEMO_PAUSE - self.idle)
            self.buttons.by_key("again").label = _("Next game ({n})").format(n=left)

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        p = self.panel
        draw_text(surface, self.table.end_title(), self.title_box, res.TITLE, INK, True)
        y = p.y + 115
        for line in self.lines:
            draw_text(surface, line, (p.x + 60, y, p.w - 120, LINE_H - 4), res.LABEL, INK, True)
            y += LINE_H
        for line in self.bests:
            band = pygame.Rect(p.x + 120, y + 4, p.w - 240, BEST_H - 8)
            pygame.draw.rect(surface, GOLD, band, border_radius=band.h // 2)
            draw_text(surface, line, band.inflate(-32, -6), res.LABEL, INK, True)
            y += BEST_H
        if self.view is not None:
            self.view.draw(surface)
        self.buttons.draw(surface)
