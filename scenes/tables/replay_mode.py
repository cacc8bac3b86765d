"""Replay mode of a real table: the game's own table class, read-only, over a `ReplaySession`.

`replay_table(app, session)` makes the table class of the game (`SCENES[game]`) with
`ReplayMode` in front of it, so each table draws a replayed position exactly as it drew it in
play (`sync(events)` animates a step forward; a step back or a jump rebuilds without
animation). The mode takes the table's input and turns nothing into a move: no computer
runner, no curtain, no round or game-over panels, no statistics, no save (the session refuses
every move anyway). The table is drawn a little smaller, whole, above the replay bar
(scenes/screens/replay_bar.py); its top bar still opens the log, the score sheet and the rules.

Hidden information: the table shows what the person's seat saw then (`Session.viewer`); only
when the game was played to its end does "Show all hands" open the panel of every seat's hand
(scenes/screens/all_hands.py), where a seat can be chosen to see the table through its eyes.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes.kit.ui import FELT_DARK, GOLD, GOLD_BRIGHT
from scenes.replay import ReplaySession
from scenes.screens.replay_bar import BAR, ReplayBar
from scenes.screens.review import has_coach
from scenes.tables.top_bar import TOP_BAR_H, top_bar_backdrop

SCALE = BAR.y / 1080
TABLE_RECT = pygame.Rect((1920 - round(1920 * SCALE)) // 2, 0, round(1920 * SCALE), BAR.y)
PLAY_MIN = 0.35  # seconds per move when playing, at the fastest computer speed
SPEEDS = (1, 2, 4)  # how many times faster than the computers' pace a replay plays (the bar's button)
_speed = {"chosen": SPEEDS[0]}  # the last one chosen, for this run of the program (as a hand's order)
MARK_COLOUR = (196, 52, 46)
# The tables' own side buttons that only change what is shown (a replay keeps them): the last
# trick, the hand's order, the ranking, the cube and the guide; Hint answers that it is for play.
VIEW_KEYS = frozenset({"last", "sort", "ranking", "cube", "guide", "hint"})


class IdleRunner:
    """Stands in for the computer runner: nobody moves in a replay."""

    thinking = False

    def reset(self) -> None:
        pass

    def poll(self, *_args):
        return None


class ReplayMode:
    """Put in front of a table class (see `replay_table`); `self.session` is a ReplaySession."""

    session: ReplaySession
    replaying = True

    def __init__(self, app, session: ReplaySession):
        self.playing = False
        self.play_wait = 0.0
        self.speed = _speed["chosen"]
        self.reviews: dict = {}  # seat -> its Review (scenes/screens/review.py), while the replay is open
        self.review_marks: list = []  # the shown review's marks, drawn on the slider
        self.better = None  # the better move named at this position (a review's mark), or None
        self._better_text: tuple = ()  # its note's lines (made once: naming a move replays the position)
        self.all_hands = False
        self._instant = False  # a jump's last move is being told: no motion (see `_jump`)
        super().__init__(app, session)
        self.runner = IdleRunner()
        self.first_curtain = False
        self.overlay_pending = False
        self.phone_seats = False
        self._screen: pygame.Surface | None = None
        self._shown: pygame.Surface | None = None  # the table drawn smaller (kept: one surface)
        self._band: pygame.Surface | None = None  # the top bar's band over the whole width
        self._stale = True
        self.bar = ReplayBar(self)
        if session.replay.problem:
            self.toast.show(session.replay.problem, "error", 6.0)

    # ------------------------------------------------------------------ what play mode must not do

    def record_stats(self) -> None:
        """A replay never changes statistics or records."""

    def _show_overlays(self) -> None:
        """No round-over or game-over panel: the position is only shown."""

    def curtain_if_needed(self, first: bool = False) -> None:
        """No curtain: the replay shows the person's own view, or every hand by choice."""

    def computer_thinking(self) -> bool:
        return False

    def my_turn(self) -> bool:
        return False

    def extra_buttons(self):
        return []  # undo, hints, sorting and End game belong to play

    def my_tip(self, *_view) -> str:
        """No "Your turn: ..." under the person's name (Gang of Four, Tiko): nobody moves in a replay."""
        return ""

    def hint(self) -> None:
        if self.can_review():
            self.toast.show(_("Hints are for play; “Review my game” shows what was better at your "
                              "costliest moves."))
        else:
            self.toast.show(_("Hints are for play; a replay shows what happened."))

    def can_review(self) -> bool:
        """A person played, and the game has a coach: Review my game is offered."""
        return any(s.human for s in self.session.seats) and has_coach(self.game_id)

    def open_pause(self) -> None:
        self.close()

    def build_top_bar(self) -> None:
        super().build_top_bar()
        # the bar's Back leaves the replay: the table's Menu, drawn smaller, would be a second one
        g = self.top_buttons
        g.buttons = [b for b in g.buttons if b.key != "menu"]
        self.title_x = 36

    # ------------------------------------------------------------------ the controls (ReplayBar)

    def last(self) -> int:
        return self.session.replay.last

    def position(self) -> int:
        return self.session.position

    def round_starts(self) -> list[int]:
        return self.session.replay.round_starts

    def marks(self) -> list[tuple[int, tuple[int, int, int]]]:
        return [(m.index, MARK_COLOUR) for m in self.review_marks]

    def position_text(self) -> str:
        replay, k = self.session.replay, self.session.position
        if self.better is not None and k == self.better.index:  # the review's "Move 12", not yet made
            text = _("Before move {k} of {n}").format(k=k + 1, n=replay.last)
        else:
            text = _("Move {k} of {n}").format(k=k, n=replay.last)  # the round is the table's (its top bar)
        if self.playing:
            text += " · " + _("Playing")
        return text

    def can_show_hands(self) -> bool:
        """Every hand only after the game: never for a game that did not reach its end."""
        return self.session.replay.over and self.hides_hands and len(self.session.seats) > 1

    def extras(self) -> list[tuple[str, str, object, bool]]:
        out = []
        if self.can_show_hands():
            out.append(("hands", _("Show all hands"), self.toggle_hands, self.all_hands))
        if self.can_review():
            out.append(("review", _("Review my game"), self.open_review, False))
        return out

    def go(self, k: int, animate: bool = False) -> None:
        """Show position k (animated when it is the next move)."""
        self.finish_motion()
        if not self.at_mark(k):
            self.better, self._better_text = None, ()
            self.session.mark_seat = None
        if animate and k == self.session.position + 1:
            self.after_step(self.session.go(k))
        else:
            self._jump(k)
        self.invalidate()
        self.build_top_bar()
        self.bar.layout()

    def _jump(self, k: int) -> None:
        """Show position k at once. The table's lines ("Robo plays 4 of giants.") come from the
        events of a move, so the position before is built silently and the last move told with no
        motion and no sound: the lines tell of this position, never of the one jumped from."""
        self._instant, muted = True, self.app.sounds.muted
        self.app.sounds.muted = True
        try:  # no glide from the position jumped from: a card left gliding there landed a move early
            self.finish_motion()
            self.session.go(max(0, k - 1))
            self.sync(None)
            self._clear_lines()
            if k > 0:
                self.sync(self.session.go(k))
            self.finish_motion()
        finally:
            self._instant, self.app.sounds.muted = False, muted

    def _clear_lines(self) -> None:
        """Forget the lines about the move shown before (tables keep them until a move replaces them;
        `news` names them all: Tiko's "You take the trick…" stayed eleven moves on)."""
        for name in self.news:
            setattr(self, name, "")

    def motion(self) -> float:
        return 0.0 if self._instant else super().motion() / self.speed

    def after_step(self, events) -> None:
        from scenes.tables.table import EVENT_SOUNDS

        for ev in events:
            if ev.kind in EVENT_SOUNDS:
                self.app.sounds.play(EVENT_SOUNDS[ev.kind])
                break
        self.sync(events)

    def step(self, n: int) -> None:
        k = self.session.position + n
        if not 0 <= k <= self.last():
            self.stop_playing()
            self.toast.show(_("This is the end of the game.") if n > 0 else _("This is the deal."))
            return
        self.go(k, animate=n == 1)

    def jump_round(self, n: int) -> None:
        replay, k = self.session.replay, self.session.position
        self.stop_playing()
        self.go(replay.next_round(k) if n > 0 else replay.previous_round(k))

    def seek(self, k: int) -> None:
        self.stop_playing()
        if k != self.session.position:
            self.go(k)

    def toggle_play(self) -> None:
        if self.playing:
            self.stop_playing()
            return
        if self.session.position >= self.last():
            self.go(0)
        self.playing, self.play_wait = True, 0.0
        self.bar.layout()

    def cycle_speed(self) -> None:
        """The bar's 1× / 2× / 4×: faster moves and glides (a whole Memo is some 190 moves); the
        next replay keeps it."""
        self.set_speed(SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)])

    def change_speed(self, step: int) -> None:
        """+ and −: one speed up or down, never round."""
        self.set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, SPEEDS.index(self.speed) + step))])

    def set_speed(self, speed: int) -> None:
        self.speed = _speed["chosen"] = speed
        self.bar.layout()

    def stop_playing(self) -> None:
        if self.playing:
            self.playing = False
            self.bar.layout()

    def toggle_hands(self) -> None:
        if not self.can_show_hands():
            return
        from scenes.screens.all_hands import AllHandsScene

        self.manager.push(AllHandsScene(self.app, self))

    def see_as(self, seat: int | None) -> None:
        """Show the table through `seat`'s eyes (None: as the person saw it then)."""
        self.session.eyes = seat if self.can_show_hands() else None
        self.all_hands = self.session.eyes is not None
        self.go(self.session.position)

    def open_review(self) -> None:
        from scenes.screens.review import open_review

        self.stop_playing()  # the replay waits under the review: "· Playing" under it was untrue
        open_review(self.app, self)

    def show_mark(self, mark) -> None:
        """Jump to where its player chose the reviewed move: the table as they saw it (after the
        move a trick they answered was often taken already), the better move named and ringed. A
        step on plays the move made, the note still there."""
        self.stop_playing()
        if self.session.eyes is not None:  # the reviewed move as its player saw it, not through other eyes
            self.session.eyes, self.all_hands = None, False
        # through its player's eyes on both steps, though the next hand shown then was another person's
        self.better, self.session.mark_seat = mark, mark.seat
        self.go(mark.index)
        self._better_text = self.better_lines()

    def at_mark(self, k: int) -> bool:
        """Is position k the shown mark's: where its player chose, or one step on, after the move
        (the note stays while a person looks at both)?"""
        return self.better is not None and k in (self.better.index, self.better.index + 1)

    def close(self) -> None:
        self.stop_playing()
        if self.manager.top is self:
            self.manager.pop()

    # ------------------------------------------------------------------ the scene

    def open_log(self) -> None:
        from scenes.screens.replay_log import ReplayLogScene

        self.finish_motion()
        self.manager.push(ReplayLogScene(self.app, self))

    def to_table(self, pos) -> tuple[int, int]:
        """A canvas point in the smaller table's own coordinates."""
        return (round((pos[0] - TABLE_RECT.x) / SCALE), round((pos[1] - TABLE_RECT.y) / SCALE))

    def handle_event(self, event) -> None:
        if self.bar.handle_event(event):
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            # Only the table's top bar answers the mouse (log, scores, rules, back): never a move.
            moved = pygame.event.Event(event.type, {**event.dict, "pos": self.to_table(event.pos)})
            if self.top_buttons.handle_event(moved):
                return
            if any(group.handle_event(moved) for group in self.side_buttons()):
                return
            if self.view_input(moved):  # input that only shows (Kubo's cube)
                return
        if event.type == pygame.MOUSEWHEEL:
            self.step(-1 if event.y > 0 else 1)
            return
        if event.type != pygame.KEYDOWN:
            return
        keys = {
            pygame.K_RIGHT: lambda: self.step(1),
            pygame.K_LEFT: lambda: self.step(-1),
            pygame.K_PAGEDOWN: lambda: self.jump_round(1),
            pygame.K_PAGEUP: lambda: self.jump_round(-1),
            pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: lambda: self.seek(self.last()),
            pygame.K_SPACE: self.toggle_play,
            pygame.K_PLUS: lambda: self.change_speed(1),
            pygame.K_KP_PLUS: lambda: self.change_speed(1),
            pygame.K_EQUALS: lambda: self.change_speed(1),  # + without Shift on many keyboards
            pygame.K_MINUS: lambda: self.change_speed(-1),
            pygame.K_KP_MINUS: lambda: self.change_speed(-1),
            pygame.K_ESCAPE: self.close,
            pygame.K_BACKSPACE: self.close,
            pygame.K_l: self.open_log,
            pygame.K_F1: self.open_rules,
            pygame.K_h: self.hint,
        }
        if event.key in keys:
            keys[event.key]()
            return
        self.view_input(event)  # the keys the replay leaves: Kubo's Up/Down, C, X

    def side_buttons(self) -> list:
        """The table's own button groups, those that make a move resting (a replay makes none)."""
        groups = [g for g in (getattr(self, "side", None), getattr(self, "buttons", None)) if g is not None]
        for group in groups:
            for button in group.buttons:
                if button.key not in VIEW_KEYS:
                    button.enabled = False
        return groups

    def update(self, dt: float) -> None:
        self.overlay_pending = False
        super().update(dt)
        self.side_buttons()  # a table may have enabled one again, or built its group anew
        if self.playing and self.manager.top is self and not self.busy():
            self.play_wait += dt
            if self.play_wait >= max(PLAY_MIN, self.app.settings.computer_delay) / self.speed:
                self.play_wait = 0.0
                if self.session.position >= self.last():
                    self.stop_playing()
                else:
                    self.go(self.session.position + 1, animate=True)

    def animating(self) -> bool:
        return self.playing or super().animating() or self.bar.dragging

    def invalidate(self) -> None:
        super().invalidate()
        self._stale = True

    def draw(self, surface) -> None:
        if self._screen is None:
            self._screen = pygame.Surface((1920, 1080)).convert()
        self.side_buttons()
        super().draw(self._screen)
        changed = self.drawn is None or self.drawn.w > 0  # the table's own partial redraw
        if self._shown is None:
            self._shown = pygame.Surface(TABLE_RECT.size).convert()
        if changed or self._stale:
            pygame.transform.smoothscale(self._screen, TABLE_RECT.size, self._shown)
            self._stale = False
        surface.fill(FELT_DARK)
        if self._band is None:  # the top bar's band runs the whole width, as at the table
            self._band = top_bar_backdrop().subsurface(0, 0, 1920, round(TOP_BAR_H * SCALE)).copy()
        surface.blit(self._band, (0, 0))
        surface.blit(self._shown, TABLE_RECT)
        if self.better is not None:
            self.draw_better(surface)
        self.bar.draw(surface)
        self.drawn = None  # the whole canvas: the smaller table, the note and the bar

    def better_lines(self) -> tuple[str, str] | tuple:
        """The coach's note while its mark is shown: the better move, then the two values."""
        from scenes.screens.review import better_name, values_text

        mark = self.better
        if not self.at_mark(self.session.position):
            return ()
        return _("Better move: {move}").format(move=better_name(self, mark)), values_text(self.session, mark)

    def coach_note(self) -> tuple[str, str] | tuple:
        """The shown mark's note for the bar, its two lines (() when no mark is shown)."""
        return self._better_text if self.better is not None else ()

    def draw_better(self, surface) -> None:
        """A glow where the table can show the better move (its zones), scaled like the table; the
        note itself is in the bar."""
        for name in self.better_zones():
            rect = self.zone_rect(name)
            if rect is None:
                continue
            r = pygame.Rect(
                TABLE_RECT.x + round(rect.x * SCALE),
                TABLE_RECT.y + round(rect.y * SCALE),
                round(rect.w * SCALE),
                round(rect.h * SCALE),
            ).inflate(14, 14)
            pygame.draw.rect(surface, GOLD, r, 6, border_radius=14)
            pygame.draw.rect(surface, GOLD_BRIGHT, r.inflate(-8, -8), 2, border_radius=10)

    def better_move(self):
        mark = self.better
        return mark.better if mark is not None and self.at_mark(self.session.position) else None

    def better_zones(self) -> list[str]:
        """The table's zones for the better move of the shown mark (`TableHooks.move_zones`)."""
        mark = self.better
        if not self.at_mark(self.session.position):
            return []
        return self.move_zones(mark.better, self.session.replay.state_at(mark.index).view(mark.seat))


def replay_table(app, session: ReplaySession):
    """The game's own table in replay mode over `session`."""
    from scenes.registry import SCENES

    table_class = SCENES[session.game.id]
    mode = type(f"Replay{table_class.__name__}", (ReplayMode, table_class), {"__module__": __name__})
    return mode(app, session)


def watch(app, session: ReplaySession, play: bool = False) -> None:
    """Open the replay above whatever shows now (Back returns there); `play`: playing from the
    start (Watch again), not still at its first position."""
    table = replay_table(app, session)
    app.manager.push(table)
    if play and table.last() > 0:
        table.toggle_play()
