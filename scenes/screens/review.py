"""Review my game: the coach's three costliest moves of a person, beside the replay.

Opened over a table in replay mode (from its bar, from the game-over panel through "Review my
game", or from a tutorial's end). `game.core.coach.review` runs in a worker thread (it posts
`event_wait.WAKE` as it goes, so a sleeping loop redraws the progress) with a progress bar and
Cancel; then each mark is listed with its reason, the better move named with the two values in
the coach's unit ("Better move: … · You: about 12 points · with it: 31"), and Show, which
jumps the replay to just after the move, where the played move is on the table and the better one
glows where the table can point at it (`TableHooks.move_zones`). The marks are kept on the table
per seat, so a second look costs nothing, and drawn on the replay slider.
"""

from __future__ import annotations

import threading

import pygame

from game.core.coach import value_texts
from game.core.i18n import _, number
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.event_wait import wake_main_loop
from scenes.kit.text_fit import draw_text, shared_size
from scenes.kit.ui import ACCENT, INK, MUTED_INK, Button, ButtonGroup, dim, draw_panel

PANEL = pygame.Rect(260, 110, 1400, 820)  # with three marks listed
SHORT_H = {"search": 560, "said": 480}  # the panel's height while searching, or with one sentence
ROW_H = 196  # a mark's row of three; one or two marks share the rows' room, up to ROW_H_MOST each
ROW_H_MOST = 294
ROWS_ROOM = 3 * ROW_H
LINE_SIZE = 24  # a mark's line under its reason: the better move and the two values
LINE_BOX = (PANEL.w - 80 - 260, 52)  # its room: a row less its margins and the Show button
REASON_SIZE = 28  # a mark's reason, bold, above its line: two rows at ROW_H, more in a taller row


def row_height(marks: int) -> int:
    """A mark's row: three share the panel's room; one or two rows are taller, so a long reason
    (Memo's) keeps its size instead of shrinking into two rows beside empty space."""
    return min(ROW_H_MOST, ROWS_ROOM // max(1, marks))


def reason_box(marks: int) -> tuple[int, int]:
    return (LINE_BOX[0], row_height(marks) - 120)  # under the heading, above the line


def has_coach(game_id: str) -> bool:
    """Whether the game has a coach (game/<game>/coach.py) to review with."""
    from game.core.registry import coach

    try:
        return coach(game_id) is not None
    except (ImportError, KeyError):
        return False


def solo_move_name(view, action) -> str | None:
    """A Solo move as advice ("Place orange M4 on stack 2"), not as the log's "You placed …"."""
    from game.zoker.cards import card_name
    from game.zoker.solo.engine import Deal, Move, Stop

    if isinstance(action, Deal):
        return _("Deal from the stock")
    if isinstance(action, Stop):
        return _("End the game")
    if not isinstance(action, Move):
        return None
    b = int(action.dst.split(".")[1]) + 1  # stacks are counted from 1 for people
    if action.src.startswith("top."):
        _top, row, col = action.src.split(".")
        return _("Place {card} on stack {n}").format(card=card_name(view.top[int(row)][int(col)]), n=b)
    return _("Move stack {a} onto stack {b}").format(a=int(action.src.split(".")[1]) + 1, b=b)


def memo_move_name(view, action) -> str | None:
    """A Memo reveal by its place: the log's "You turned up green M3" would name a card the
    person could not see then."""
    from game.zoker.memo.coach import place_name
    from game.zoker.memo.engine import Hide, Reveal

    if isinstance(action, Reveal):
        return _("Turn up the card at {place}").format(place=place_name(view, action.place))
    if isinstance(action, Hide):
        return _("Turn the cards face down")
    return None


MOVE_NAMES = {"zoker_solo": solo_move_name, "zoker_memo": memo_move_name}  # games without a phone adapter


def better_name(table, mark) -> str:
    """The better move in words: the phone adapter's label where the game has one, else its own
    advice words, else the log's line."""
    from scenes.phones.present import ADAPTERS

    state = table.session.replay.state_at(mark.index)
    if table.game_id in ADAPTERS:
        names = [seat.name for seat in table.session.seats]
        return ADAPTERS[table.game_id].label(mark.better, state.view(mark.seat), names)
    namer = MOVE_NAMES.get(table.game_id)
    named = namer(state.view(mark.seat), mark.better) if namer else None
    if named:
        return named
    from scenes.narration import NARRATORS
    from scenes.narration.base import Context
    from scenes.replay import ReplaySession
    from scenes.session import Move

    # The log's sentence for the move not made: narrated over a session whose moves end with it.
    events = state.clone().apply(mark.better)
    what_if = ReplaySession(table.session.replay, table.session.seats)
    what_if.moves = [*table.session.replay.moves[: mark.index], Move(mark.seat, mark.better, tuple(events))]
    return " ".join(NARRATORS[table.game_id](Context(what_if, mark.index, mark.seat), what_if.moves[-1]))


def values_text(session, mark) -> str:
    """"You: about 12 points · with it: 31" (the seat's name for another person), "it" the
    better move named just before; a lead says on which side each value is: "You: likely to end
    1.9 points behind · with it: 0.5 points ahead"."""
    values = mark.shown(mark.played_value), mark.shown(mark.better_value)
    if mark.unit_behind:  # one decimal always: "1 pairs behind" read wrong, "1.0 pairs behind" does not
        texts = [number(abs(v), 1) for v in values]
        played, better = (
            f"{t} {_(mark.unit_behind if v < 0 and t.strip('0.,') else mark.unit)}"
            for v, t in zip(values, texts, strict=True)
        )
        if mark.next_turn:  # Memo's gain by the seat's next turn, not a standing
            you, other = (_("By your next turn you win {played} · with it: {better}"),
                          _("By their next turn {name} wins {played} · with it: {better}"))
        else:
            you, other = (_("You: likely to end {played} · with it: {better}"),
                          _("{name}: likely to end {played} · with it: {better}"))
        return session.phrase(mark.seat, you, other, played=played, better=better)
    played, better = value_texts(*values)
    return session.phrase(
        mark.seat,
        _("You: about {played} {unit} · with it: {better}"),
        _("{name}: about {played} {unit} · with it: {better}"),
        played=played,
        unit=_(mark.unit),
        better=better,
    )


class Review:
    """One review running in a worker thread: `done`, `fraction`, `marks`, `error`."""

    def __init__(self, data: dict, seat: int, names: list[str]):
        self.done_steps, self.total = 0, 0
        self.marks: list = []
        self.error: str | None = None
        self.done = False
        self.cancel_flag = threading.Event()
        self.thread = threading.Thread(target=self.work, args=(data, seat, names), name="review", daemon=True)
        self.thread.start()

    @classmethod
    def shown(cls, marks: list, done_steps: int = 0, total: int = 0, done: bool = True) -> Review:
        """A review whose search is already over (or stands at `done_steps` of `total`), to draw it
        without searching (the selftest's pictures)."""
        review = cls.__new__(cls)
        review.done_steps, review.total, review.marks = done_steps, total, list(marks)
        review.error, review.done, review.cancel_flag = None, done, threading.Event()
        return review

    @property
    def fraction(self) -> float:
        return self.done_steps / self.total if self.total else 0.0

    def progress(self, done: int, total: int) -> None:
        self.done_steps, self.total = done, total
        wake_main_loop()

    def work(self, data: dict, seat: int, names: list[str]) -> None:
        from game.core.coach import review

        try:
            self.marks = review(
                data, seat, progress=self.progress, cancelled=self.cancel_flag.is_set, names=names
            )
        except Exception as e:  # noqa: BLE001 — a review that fails says so; the replay goes on
            self.error = str(e) or type(e).__name__
        self.done = True
        wake_main_loop()

    def cancel(self) -> None:
        self.cancel_flag.set()


class ReviewScene(Scene):
    """The review of one person's moves over a replay table."""

    opaque = False

    def __init__(self, app, table, seat: int, guided: bool = False):
        super().__init__(app)
        self.table, self.seat = table, seat
        self.guided = guided  # a tutorial's game: the tutorial chose the person's moves
        self.review = table.reviews.get(seat)
        if self.review is None:
            session = table.session
            data = session.replay.final.to_json()
            self.review = table.reviews[seat] = Review(data, seat, [s.name for s in session.seats])
        self.shown_done = None
        self.build()

    # ------------------------------------------------------------------ buttons

    def build(self) -> None:
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        p = self.panel()
        r = self.review
        if not r.done:
            self.buttons.add(
                Button(
                    (p.centerx - 150, p.bottom - 120, 300, 80),
                    _("Cancel"),
                    self.cancel,
                    style="flat",
                    key="cancel",
                )
            )
        else:
            for i, mark in enumerate(r.marks):
                y = p.y + 130 + i * row_height(len(r.marks))
                self.buttons.add(
                    Button(
                        (p.right - 60 - 200, y + 20, 200, 72),
                        _("Show"),
                        lambda m=mark: self.show(m),
                        style="primary",
                        key=f"show.{i}",
                        size=26,
                    )
                )
            self.buttons.add(
                Button(
                    (p.centerx - 150, p.bottom - 110, 300, 80),
                    _("Close"),
                    self.close,
                    style="flat",
                    key="close",
                )
            )
        self.shown_done = r.done
        if r.done:
            self.table.review_marks = list(r.marks)
            self.better_names = [better_name(self.table, m) for m in r.marks]
            session = self.table.session
            self.lines = [_("Better move: {move}").format(move=name) + " · " + values_text(session, m)
                          for name, m in zip(self.better_names, r.marks, strict=True)]
            self.heads = [mark_head(self.table, m) for m in r.marks]
            # one size for every mark's line: a longer line shrunk alone looked like a misprint
            self.line_size = shared_size(((line, *LINE_BOX) for line in self.lines), LINE_SIZE)
            # and for every reason above them: a long one shrunk alone stood smaller than its neighbour
            box = reason_box(len(r.marks))
            self.reason_size = shared_size(((m.reason, *box) for m in r.marks), REASON_SIZE, True)

    def relabel(self) -> None:
        self.build()

    def panel(self) -> pygame.Rect:
        """The panel: tall for the marks, shorter around the search's progress or one sentence
        (no mark, an error), which a panel made for three marks left looking empty."""
        r = self.review
        if r.done and r.marks and not r.error:  # as tall as its rows
            marks = PANEL.copy()
            marks.h -= ROWS_ROOM - row_height(len(r.marks)) * len(r.marks)
            marks.centery = PANEL.centery
            return marks
        short = PANEL.copy()
        short.h = SHORT_H["said" if r.done else "search"]
        short.centery = PANEL.centery
        return short

    def cancel(self) -> None:
        self.review.cancel()
        self.table.reviews.pop(self.seat, None)  # a cancelled review starts afresh next time
        self.close()

    def close(self) -> None:
        self.leave()

    def show(self, mark) -> None:
        self.close()
        self.table.show_mark(mark)

    # ------------------------------------------------------------------ the scene

    def animating(self) -> bool:
        return not self.review.done

    def update(self, dt: float) -> None:
        if self.review.done != self.shown_done:
            self.build()

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            if self.review.done:
                self.close()
            else:
                self.cancel()

    def title(self) -> str:
        if self.guided:
            return _("The coach on your first game")
        session = self.table.session
        return session.phrase(self.seat, _("Your costliest moves"), _("{name}'s costliest moves"))

    def draw(self, surface) -> None:
        dim(surface, 120)
        p = self.panel()
        draw_panel(surface, p)
        if self.guided:  # the coach does not blame a newcomer for the moves the tutorial asked for
            draw_text(surface, self.title(), (p.x + 60, p.y + 18, p.w - 120, 58), res.TITLE, INK, True)
            note = _(
                "The tutorial chose your moves to show the rules; the coach says what it would try instead."
            )
            draw_text(surface, note, (p.x + 60, p.y + 76, p.w - 120, 38), 24, MUTED_INK)
        else:
            draw_text(surface, self.title(), (p.x + 60, p.y + 30, p.w - 120, 70), res.TITLE, INK, True)
        r = self.review
        if not self.shown_done:  # as built: the search may end between update and draw
            self.draw_progress(surface)
        elif r.error:
            msg = _("The review could not be made: {reason}").format(reason=r.error)
            draw_text(surface, msg, (p.x + 60, p.y + 140, p.w - 120, 200), res.LABEL, INK)
        elif not r.marks:
            if self.guided:
                msg = _("The coach agrees with every move the tutorial showed you.")
            else:
                msg = _("The coach found no move that clearly cost you: well played!")
            draw_text(surface, msg, (p.x + 60, p.y + 140, p.w - 120, 200), res.LABEL, INK)
        else:
            for i, mark in enumerate(r.marks):
                self.draw_mark(surface, i, mark)
        self.buttons.draw(surface)

    def draw_progress(self, surface) -> None:
        p = self.panel()
        r = self.review
        draw_text(
            surface,
            _("The coach is looking at each of your moves…"),
            (p.x + 60, p.y + 160, p.w - 120, 60),
            res.LABEL,
            MUTED_INK,
        )
        bar = pygame.Rect(p.x + 160, p.y + 260, p.w - 320, 36)
        pygame.draw.rect(surface, (226, 218, 204), bar, border_radius=18)
        done = bar.copy()
        done.w = max(36, int(bar.w * r.fraction)) if r.total else 36
        pygame.draw.rect(surface, ACCENT, done, border_radius=18)
        if r.total:
            count = _("{done} of {total} moves").format(done=r.done_steps, total=r.total)
            draw_text(surface, count, (p.x + 60, bar.bottom + 24, p.w - 120, 50), res.BODY, INK)

    def draw_mark(self, surface, i: int, mark) -> None:
        p = self.panel()
        n = len(self.review.marks)
        row = pygame.Rect(p.x + 40, p.y + 120 + i * row_height(n), p.w - 80, row_height(n) - 16)
        pygame.draw.rect(surface, (243, 236, 222), row, border_radius=16)
        box = reason_box(n)
        draw_text(surface, self.heads[i], (row.x + 24, row.y + 10, box[0], 36), 24, MUTED_INK, True,
                  align="left")
        ink = draw_text(
            surface,
            mark.reason,
            (row.x + 24, row.y + 44, *box),
            self.reason_size,
            INK,
            True,
            align="left",
            valign="top",
        )
        # right under the reason it explains (a row is as tall as the longest reason may need: at
        # its foot, under a short reason, the line stood apart across an empty band)
        line_y = min(row.bottom - 58, ink.bottom + 14)
        draw_text(surface, self.lines[i], (row.x + 24, line_y, *LINE_BOX), self.line_size, INK,
                  align="left", valign="top")


def mark_head(table, mark) -> str:
    """A mark's heading: its move, and the round it was in when the game has rounds, which a
    player finds again more easily than a move's number."""
    head = _("Move {k}").format(k=mark.index + 1)
    replay = table.session.replay
    if len(replay.round_starts) < 2:
        return head
    rnd = table.mark_round(replay.state_at(mark.index).view(mark.seat))
    return f"{head} · {rnd}" if rnd else head


def open_review(app, table, seat: int | None = None, guided: bool = False) -> None:
    """Review a person's game over the replay `table`: the one person, else the person chosen
    (`guided`: a tutorial's game, whose moves the tutorial chose)."""
    people = [i for i, s in enumerate(table.session.seats) if s.human]
    if not people:
        return
    if seat is None and len(people) > 1:
        app.manager.push(ChooseSeatScene(app, table, people))
        return
    app.manager.push(ReviewScene(app, table, people[0] if seat is None else seat, guided))


class ChooseSeatScene(Scene):
    """Whose game to review, when several people played."""

    opaque = False
    still = True

    def __init__(self, app, table, people: list[int]):
        super().__init__(app)
        self.table, self.people = table, people
        self.build()

    def build(self) -> None:
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        n = len(self.people)
        h = 150 + n * 96 + 110
        self.panel = pygame.Rect(560, (1080 - h) // 2, 800, h)
        for k, seat in enumerate(self.people):
            name = self.table.session.seats[seat].name
            self.buttons.add(
                Button(
                    (self.panel.x + 80, self.panel.y + 130 + k * 96, 640, 80),
                    name,
                    lambda s=seat: self.pick(s),
                    style="flat",
                    key=f"seat.{seat}",
                )
            )
        self.buttons.add(
            Button(
                (self.panel.centerx - 140, self.panel.bottom - 100, 280, 76),
                _("Close"),
                self.close,
                style="flat",
                key="close",
            )
        )

    def relabel(self) -> None:
        self.build()

    def pick(self, seat: int) -> None:
        self.close()
        self.app.manager.push(ReviewScene(self.app, self.table, seat))

    def close(self) -> None:
        self.leave()

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, surface) -> None:
        dim(surface, 120)
        draw_panel(surface, self.panel)
        draw_text(
            surface,
            _("Whose game?"),
            (self.panel.x + 40, self.panel.y + 30, self.panel.w - 80, 70),
            res.TITLE,
            INK,
            True,
        )
        self.buttons.draw(surface)
