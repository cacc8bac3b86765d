"""A guided first game on the real table (game/core/tutorial.py holds the data and validator).

`TutorialController` sits on a table (`table.tutorial`): it shows the step's sentence in a
panel, glows the zones the step points at (each table's `zone_rect(name)`), dims the rest
a little, accepts only the expected action (anything else: what the step asks, again), plays
the computer seats from the script, and between steps explains what just happened. At the
end `TutorialEndScene` says what was learnt and offers a real game or another go.
"""

from __future__ import annotations

import pygame

from game.core.api import Action
from game.core.i18n import _
from game.core.tutorial import PERSON, Cursor, Tutorial, load, pick
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.confirm import Choice, ConfirmScene
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import GOLD, GOLD_BRIGHT, INK, MUTED_INK, Button, ButtonGroup, dim, draw_panel

PANEL_W, PANEL_H = 820, 230
BODY_SIZE = 30  # the step's sentence (shrinks to fit its box)
NEXT_TOP_W = 200  # the Next button when it sits in the heading row
DIM_ALPHA = 70  # "the rest dimmed a little"
SCRIPT_DELAY = 0.5  # seconds before a scripted computer move, so people can follow it


class ScriptedRunner:
    """Stands in for the table's ComputerRunner: computer seats play the tutorial's script."""

    def __init__(self, controller: TutorialController):
        self.controller = controller
        self.waited = 0.0
        self.thinking = False

    def reset(self) -> None:
        self.waited = 0.0

    def wait(self) -> None:
        """Nothing runs in a thread (tests call it on real runners)."""

    def poll(self, session, delay: float, dt: float, busy: bool) -> Action | None:
        c = self.controller
        seat = session.state.current_player
        if seat is None or seat == PERSON or c.mode != "step" or session.state.is_over():
            self.waited = 0.0
            return None
        self.waited += dt
        if self.waited < max(delay, SCRIPT_DELAY * c.table.motion()) or busy:
            return None
        self.waited = 0.0
        return c.cursor.next_scripted(seat)


class TutorialController:
    """Drives one tutorial on one table scene."""

    def __init__(self, table, tutorial: Tutorial, remember: bool = True):
        self.table = table
        self.tutorial = tutorial
        # whether progress and finishing are kept: not in a kiosk, where the next visitor starts
        # afresh, nor in --autoplay, which must leave the person's own progress as it was
        self.remember = remember and not table.app.kiosk
        self.cursor = Cursor(tutorial)
        self.mode = "step"  # "step": waiting for the move; "explain": after it; "done"
        self.pending: tuple[str, int] | None = None
        self.refusals = 0
        self.pressed = False  # a mouse press began during the explanation
        self._shade_key: tuple | None = None  # the dimming layer, made once per set of glowing places
        self._shade: pygame.Surface | None = None
        self.next_button = ButtonGroup(arrows=False)
        self.explained = None  # the step whose explanation shows (mode "explain")
        table.tutorial = self
        table.runner = ScriptedRunner(self)
        table.hint = self.hint  # H and the Hint button repeat the step, not the computer's advice
        table.build_top_bar()

    # ------------------------------------------------------------------ rules of acceptance

    def check(self, action: Action) -> str | None:
        """Called by TableScene.perform before applying: None lets it through, else the reason."""
        state = self.table.state
        seat = state.current_player
        if seat is not None and seat != PERSON:
            if action == self.cursor.next_scripted(seat):
                self.pending = ("script", seat)
                return None
            return _("Wait: the computer is moving.")
        if self.mode == "explain":
            return _("Press Next to go on.")
        if self.mode == "done" or action != self.cursor.expected():
            self.refusals += 1
            return self.try_message()
        self.pending = ("person", PERSON)
        return None

    def try_message(self) -> str:
        """After a move the step did not ask for: what it asks for, again ("Try the glowing card."
        was wrong for a bid, a slot or a button)."""
        step = self.cursor.current()
        if step is None:
            return _("The tutorial is over: choose what to do next.")
        return _("Not that: {instruction}").format(instruction=step.instruction())

    def check_ahead(self, actions: list[Action]) -> str | None:
        """Before a gesture that makes several moves (Racko's drag from the discard pile: take it,
        then place it): None when those of them this step still expects are the ones it expects,
        else the reason. Asked first, so a wrong gesture makes none of its moves."""
        step = self.cursor.current()
        if self.mode != "step" or step is None or self.table.state.current_player != PERSON:
            return None  # `check` answers, move by move
        ahead = list(step.expect[self.cursor.part:self.cursor.part + len(actions)])
        if ahead != actions[:len(ahead)]:
            self.refusals += 1
            return self.try_message()
        return None

    def after_change(self) -> None:
        """The action let through by `check` was applied."""
        kind, seat = self.pending or ("", 0)
        self.pending = None
        if kind == "script":
            self.cursor.take_scripted(seat)
        elif kind == "person" and self.cursor.accept():
            self.keep_progress()
            self.mode = "explain"
            self.explained = self.tutorial.steps[self.cursor.step - 1]
            self.pressed = False
            self.build_next()

    def hint(self) -> None:
        step = self.cursor.current()
        if self.mode == "step" and step is not None:
            self.table.toast.show(pick(step.say))
        elif self.mode == "explain":
            self.table.toast.show(_("Press Next to go on."))

    def reset(self) -> None:
        """The deal started again (Restart): so does the tutorial."""
        self.cursor = Cursor(self.tutorial)
        self.mode = "step"
        self.pending = None
        self.keep_progress()

    def kept_step(self) -> int:
        """The steps made that opening this tutorial again offers to go on from (0: none)."""
        return self.cursor.step if self.remember and not self.cursor.done else 0

    def keep_progress(self) -> None:
        """Remember the steps made, so that opening the tutorial again offers to go on from here
        (finishing forgets it)."""
        from scenes.tutorial_store import save_progress

        if self.remember and not self.cursor.done:
            save_progress(self.tutorial.game_id, self.cursor.step)

    def next(self) -> None:
        """Leave the explanation: the next step, or the end."""
        if self.mode != "explain":
            return
        if self.cursor.done:
            self.mode = "done"
            from scenes.tutorial_store import mark_finished

            if self.remember:  # a kiosk offers "Learn" to every visitor
                mark_finished(self.tutorial.game_id)
            self.table.manager.push(TutorialEndScene(self.table.app, self.table))
        else:
            self.mode = "step"
        self.table.invalidate()

    def build_next(self) -> None:
        label = _("Finish") if self.cursor.done else _("Next")
        self.next_button = ButtonGroup(arrows=False)
        _body, box = self.explain_layout()
        self.next_button.add(Button(box, label, self.next, style="primary", key="next"))

    def explain_layout(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The explanation's text box and the Next button's: under the text in a narrow panel;
        else up in the heading row, the text under it at the panel's whole width, in every step
        alike (beside the text a long explanation shrank below reading size, and a Next that moved
        between steps had to be looked for)."""
        r = self.panel_rect()
        inner = r.inflate(-56, -40)
        if self.narrow():
            return (pygame.Rect(inner.x, inner.y + 40, inner.w, inner.h - 140),
                    pygame.Rect(r.x + 28, r.bottom - 100, r.w - 56, 76))
        button = pygame.Rect(r.right - 28 - NEXT_TOP_W, r.y + 16, NEXT_TOP_W, 64)
        below = button.bottom + 8
        return pygame.Rect(inner.x, below, inner.w, inner.bottom - below), button

    def narrow(self) -> bool:
        """A tall panel beside the table: the Next button goes under the text."""
        return self.panel_rect().w < 640

    # ------------------------------------------------------------------ input

    def handle_event(self, event) -> bool:
        """Input the tutorial takes before the table (the Next button; no table play meanwhile)."""
        if self.mode != "explain":
            return False
        if self.next_button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.next()
            return True
        side = getattr(self.table, "side", None)  # the table's own buttons (Ranking, Last trick, Sort)
        if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and side is not None
                and any(b.rect.collidepoint(event.pos) for b in side.buttons)):
            return False  # help stays at hand between steps; a move there is refused by `check`
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and event.pos[1] > 100:
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and event.pos[1] > 100:
            if self.pressed:  # not the release of the press that made the move (a pile acts on press)
                self.table.toast.show(_("Press Next to go on."))
            self.pressed = False
            return True
        return event.type == pygame.MOUSEMOTION and event.pos[1] > 100

    # ------------------------------------------------------------------ drawing

    def zones(self) -> list[pygame.Rect]:
        step = self.cursor.current() if self.mode == "step" else None
        if step is None or self.table.state.current_player != PERSON:
            return []
        rects = [self.table.zone_rect(name) for name in step.points(self.cursor.part)]
        return [pygame.Rect(r) for r in rects if r is not None]

    def panel_rect(self) -> pygame.Rect:
        """The table's own place for it (zone "tutorial_panel"), else top centre or another corner
        that does not cover what the step points at."""
        own = self.table.zone_rect("tutorial_panel")
        if own is not None:
            return pygame.Rect(own)
        spots = [
            pygame.Rect((1920 - PANEL_W) // 2, 112, PANEL_W, PANEL_H),
            pygame.Rect((1920 - PANEL_W) // 2, 1080 - PANEL_H - 24, PANEL_W, PANEL_H),
            pygame.Rect(24, 112, PANEL_W, PANEL_H),
            pygame.Rect(1920 - PANEL_W - 24, 112, PANEL_W, PANEL_H),
            pygame.Rect(24, 1080 - PANEL_H - 24, PANEL_W, PANEL_H),
            pygame.Rect(1920 - PANEL_W - 24, 1080 - PANEL_H - 24, PANEL_W, PANEL_H),
        ]
        steps = self.tutorial.steps
        near = [k for k in (self.cursor.step - 1, self.cursor.step) if 0 <= k < len(steps)]
        names = [n for k in near for n in steps[k].point]
        pointed = [self.table.zone_rect(n) for n in names]  # the step's zones and the one just made
        pointed = [pygame.Rect(r).inflate(40, 40) for r in pointed if r is not None]
        for spot in spots:
            if not any(spot.colliderect(r) for r in pointed):
                return spot
        return spots[0]

    def snug(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect`, its top kept, no taller than a step's words need: over Kubo's cube a short step's
        panel was mostly empty space over the cube."""
        if self.mode != "step":
            return rect
        need = 40 + 40 + fit(self.text()[1], BODY_SIZE, False, rect.w - 56, rect.h).height + 28
        return pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, max(need, 180)))

    def text(self) -> tuple[str, str]:
        """(heading, sentence) for the panel now."""
        total = len(self.tutorial.steps)
        if self.mode == "explain":  # the step's move is made: "done", or the same heading read as if
            # the move had not counted (play-testers, twice)
            heading = _("Step {n} of {total} done").format(n=self.cursor.step, total=total)
            return heading, pick(self.explained.explain)
        step = self.cursor.current()
        if step is None:
            return "", ""
        heading = _("Step {n} of {total}").format(n=self.cursor.step + 1, total=total)
        if self.table.state.current_player != PERSON:
            return heading, " ".join((_("Watch the computer's move."), *self.last_computer_move()))
        return heading, pick(step.say)

    def last_computer_move(self) -> list[str]:
        """The computers' latest move in the log's words ("Botti played red S4: it went on top."), so
        the panel tells what just happened while the cards still fly (two lines at most: it is small).
        The table's own log narrates each move once, though the panel asks every frame."""
        from scenes.screens.game_log import log_of

        moves = self.table.session.moves
        if not moves or moves[-1].seat in (None, PERSON):
            return []
        return log_of(self.table).last(self.table.viewer)[-2:]

    def look(self) -> tuple:
        """Everything `draw` shows, so the table redraws all of itself when it changes (and only
        where its own parts moved otherwise: the dimming, glow and panel are redrawn inside that clip)."""
        if self.mode == "done":
            return ("done",)
        buttons = tuple((tuple(b.rect), b.hover, b.focused, b.pressed, b.enabled, b.label)
                        for b in self.next_button.buttons) if self.mode == "explain" else ()
        return (self.mode, self.cursor.step, tuple(map(tuple, self.zones())), tuple(self.panel_rect()),
                self.text(), buttons)

    def draw(self, surface) -> None:
        if self.mode == "done":
            return
        rects = self.zones()
        if rects:
            self._dim_except(surface, rects)
            for r in rects:
                glow = pygame.Rect(r).inflate(18, 18)
                pygame.draw.rect(surface, GOLD_BRIGHT, glow, 6, border_radius=18)
            if len(rects) >= 2:
                draw_arrow(surface, pygame.Rect(rects[0]), pygame.Rect(rects[-1]))
        self.draw_panel(surface)

    def draw_panel(self, surface) -> None:
        """The panel alone: the step or its explanation (a round-over sheet draws it over itself too)."""
        panel = self.panel_rect()
        draw_panel(surface, panel, 22)
        pygame.draw.rect(surface, GOLD, panel, 4, border_radius=22)
        heading, sentence = self.text()
        inner = panel.inflate(-56, -40)
        body = pygame.Rect(inner.x, inner.y + 40, inner.w, inner.h - 40)
        head_box = pygame.Rect(inner.x, inner.y, inner.w, 34)
        if self.mode == "explain":
            body, button = self.explain_layout()
            if button.colliderect(head_box):  # Next up in the heading row
                head_box.w = button.x - 12 - head_box.x
        draw_text(surface, heading, head_box, 24, MUTED_INK, True, "left", wrap=False)
        draw_text(surface, sentence, body, BODY_SIZE, INK, False, "left", "top")
        if self.mode == "explain":
            self.next_button.draw(surface)

    def _dim_except(self, surface, rects: list[pygame.Rect]) -> None:
        key = (surface.get_size(), tuple(tuple(pygame.Rect(r)) for r in rects))
        if self._shade_key != key:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, DIM_ALPHA))
            for r in rects:
                # rounded like the glow inside it (18 px round at 9 px out): square corners showed
                # bright bits of the table beyond the gold ring
                pygame.draw.rect(shade, (0, 0, 0, 0), pygame.Rect(r).inflate(24, 24), border_radius=21)
            shade.fill((0, 0, 0, 0), pygame.Rect(0, 0, 1920, 100))  # the top bar stays bright
            self._shade_key, self._shade = key, shade
        surface.blit(self._shade, (0, 0))


GLOW_OUT = 16  # a zone's gold ring reaches 12 px beyond it: an arrow starts and ends just outside


def draw_arrow(surface, start: pygame.Rect, end: pygame.Rect) -> None:
    """A gold arrow from one zone's ring to the other's, its tip at the ring: drawn to the middle,
    its head lay on the card's number, and on a yellow card a yellow head was lost. Between zones one
    above the other it runs from the middle of one's facing edge to the other's: aimed at the centre,
    a slanting arrow's head lay at a corner, on the neighbouring card's number (Racko's slots)."""
    c0, c1 = pygame.Vector2(start.center), pygame.Vector2(end.center)
    if c0 == c1:
        return
    d = (c1 - c0).normalize()
    a, tip = c0 + d * _ring_distance(start, d), c1 - d * _ring_distance(end, d)
    if start.bottom <= end.top or end.bottom <= start.top:  # one above the other: edge middle to edge middle
        down = 1 if start.bottom <= end.top else -1
        a = pygame.Vector2(start.centerx, start.centery + down * (start.h / 2 + GLOW_OUT))
        tip = pygame.Vector2(end.centerx, end.centery - down * (end.h / 2 + GLOW_OUT))
        d = (tip - a).normalize() if tip != a else d
    if (tip - a).dot(d) < 74:  # a 26 px head and less than 48 of shaft: the rings show the way themselves
        return
    b = tip - d * 26
    pygame.draw.line(surface, INK, a, b, 14)
    pygame.draw.line(surface, GOLD_BRIGHT, a, b, 8)
    side = pygame.Vector2(-d.y, d.x)
    head = [tip, b - d * 14 + side * 22, b - d * 14 - side * 22]
    pygame.draw.polygon(surface, INK, [p + d * 3 for p in head])
    pygame.draw.polygon(surface, GOLD_BRIGHT, head)


def _ring_distance(rect: pygame.Rect, d: pygame.Vector2) -> float:
    """How far from `rect`'s centre, going along `d`, its ring is passed."""
    half_w, half_h = rect.w / 2 + GLOW_OUT, rect.h / 2 + GLOW_OUT
    return min(half_w / abs(d.x) if d.x else float("inf"), half_h / abs(d.y) if d.y else float("inf"))


# ---------------------------------------------------------------------- opening and ending


def tutorial_table(app, game_id: str, steps: int = 0, remember: bool = True):
    """A new table for `game_id` playing its tutorial (not autosaved, computers scripted), its
    first `steps` steps already made (going on where it was left); `remember`: keep its progress
    and finishing (`TutorialController.remember`)."""
    from scenes.registry import SCENES
    from scenes.session import Seat, Session, default_seats

    tut = load(game_id)
    seats = [Seat(_("You"))] + default_seats(tut.players, humans=0, level="easy")[: tut.players - 1]
    session = Session.start(game_id, seats, tut.options, seed=tut.seed, autosave=False)
    table = SCENES[game_id](app, session)
    TutorialController(table, tut, remember)
    if 0 < steps < len(tut.steps):
        sounds, muted = app.sounds, app.sounds.muted
        sounds.muted = True  # the steps already made come back at once, not as a burst of card sounds
        try:
            advance(table, steps)
        finally:
            sounds.muted = muted
    table.invalidate()
    return table


def open_tutorial(app, game_id: str, resume: bool | None = None) -> None:
    """Start `game_id`'s tutorial above the menu; when it was left midway, first ask whether to go
    on from there or start over (`resume` answers it)."""
    app.manager.push(tutorial_start(app, game_id, resume))


def tutorial_start(app, game_id: str, resume: bool | None = None) -> Scene:
    """What opening `game_id`'s tutorial pushes: when it was left midway and `resume` does not say,
    the question (over what shows now), else its table (over the menu: `app.home()` is done)."""
    from scenes.tutorial_store import progress, save_progress

    made = 0 if app.kiosk else progress(game_id)
    total = len(load(game_id).steps)
    if not 0 < made < total:
        made = 0
    if made and resume is None:
        text = _("Last time you stopped after step {n} of {total}.").format(n=made, total=total)
        return ConfirmScene(
            app, _("Go on with the tutorial?"), text,
            [Choice("over", _("Start over"), lambda: open_tutorial(app, game_id, False)),
             Choice("cancel", _("Cancel")),
             Choice("go_on", _("Go on from step {n}").format(n=made + 1),
                    lambda: open_tutorial(app, game_id, True))],
            default="go_on", cancel="cancel")
    if made and not resume:
        save_progress(game_id, 0)  # started over: not offered again until a step is made
    app.home()
    return tutorial_table(app, game_id, made if resume else 0)


class TutorialEndScene(Scene):
    """What was learnt; Play a real game (setup with defaults), Again, or the menu."""

    opaque = False
    still = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.game_id = table.tutorial.tutorial.game_id
        self.build()

    def build(self) -> None:
        self.panel = pygame.Rect(260, 150, 1400, 780)  # wide: a learnt line keeps 30 px on one or two rows
        p = self.panel
        self.buttons = ButtonGroup()
        w = (p.w - 160) // 3
        items = [
            ("play", _("Play a real game"), self.play, "primary"),
            ("again", _("Again"), self.again, "flat"),
            ("menu", _("Menu"), self.app.home, "flat"),
        ]
        for i, (key, label, fn, style) in enumerate(items):
            box = (p.x + 50 + i * (w + 30), p.bottom - 130, w, 84)
            self.buttons.add(Button(box, label, fn, style=style, key=key))
        from scenes.screens.review import has_coach

        self.reviewable = has_coach(self.game_id) and bool(self.table.session.state.history)
        if self.reviewable:  # a newcomer meets the coach on the game just played
            box = (p.centerx - 340, p.bottom - 130 - 100, 680, 80)
            label = _("Review your first game")
            self.buttons.add(Button(box, label, self.review, style="flat", key="review"))

    def relabel(self) -> None:
        self.build()

    def play(self) -> None:
        from scenes.screens.setup import SetupScene

        self.app.home()
        self.app.manager.push(SetupScene(self.app, self.game_id))

    def again(self) -> None:
        open_tutorial(self.app, self.game_id, resume=False)

    def review(self) -> None:
        """The tutorial game as a replay at its last move, with the coach's review of the person's moves."""
        from scenes.replay import from_session
        from scenes.screens.review import open_review
        from scenes.tables.replay_mode import replay_table

        replay = replay_table(self.app, from_session(self.table.session))
        replay.go(replay.last())
        self.manager.push(replay)
        open_review(self.app, replay, seat=0, guided=True)  # the person is seat 0 in every tutorial

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.home()

    def draw(self, surface) -> None:
        dim(surface)
        p = self.panel
        draw_panel(surface, p)
        draw_text(surface, _("Well done!"), (p.x + 50, p.y + 40, p.w - 100, 80), res.TITLE, INK, True)
        draw_text(surface, _("You have learnt:"), (p.x + 50, p.y + 130, p.w - 100, 44), res.LABEL, MUTED_INK)
        lines = pick(self.table.tutorial.tutorial.learnt) or []
        top, bottom = p.y + 190, p.bottom - (260 if self.reviewable else 160)
        # each line gets the height it needs at full size plus an equal share of what is left, so a
        # line that needs two rows gets them instead of shrinking onto one (when all can fit)
        need = [fit(line, BODY_SIZE, False, p.w - 160, 1080).height + 12 for line in lines]
        spare = (bottom - top - sum(need)) // max(1, len(lines))
        if spare < 0:
            need, spare = [(bottom - top) // max(1, len(lines))] * len(lines), 0
        y = top
        for line, h in zip(lines, need, strict=True):
            pygame.draw.circle(surface, GOLD, (p.x + 70, y + 22), 10)
            box = (p.x + 100, y, p.w - 160, h + spare - 10)
            draw_text(surface, line, box, BODY_SIZE, INK, False, "left", "top")
            y += h + spare
        self.buttons.draw(surface)


def advance(table, steps: int, explain: bool = False) -> None:
    """Make the first `steps` steps at once (no input, no animation), for the selftest's shots:
    then wait at the next step, or (`explain`) show the explanation of the last one made."""
    c = table.tutorial
    while c.cursor.step < steps and not c.cursor.done:
        seat = table.state.current_player
        if seat is not None and seat != PERSON:
            table.perform(c.cursor.next_scripted(seat))
            continue
        c.mode = "step"
        table.perform(c.cursor.expected())
    while not explain and not c.cursor.done and table.state.current_player not in (None, PERSON):
        c.mode = "step"
        table.perform(c.cursor.next_scripted(table.state.current_player))
    if not explain:
        c.mode = "step"
    table.finish_motion()
    table.sync(None)  # every card where the view says: a queued glide (Tiko's next deal) left some behind
