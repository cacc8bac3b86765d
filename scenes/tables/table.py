"""TableScene: what every game table shares.

The top bar (`top_bar.py`: menu, game and round, scores, help), paced computer turns off the UI thread, the
curtain between people at one screen, round and game-over panels, undo/redo (Ctrl+Z / Ctrl+Y) where the game
allows it, hint (H), and one path for applying an action with a readable refusal. A game's scene subclasses
it and provides the hooks of `TableHooks`, the written contract of a table (an example: `zoker_solo.py`).
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.core.api import ROUND_OVER, Action, Event, Game, IllegalAction, NextRound
from game.core.i18n import N_, _, number
from game.core.registry import GAMES
from scenes.kit.base import Scene
from scenes.kit.cards import press_through
from scenes.kit.drag import DragController
from scenes.kit.ui import (
    SEAT_COLOURS,
    ButtonGroup,
    Toast,
)
from scenes.screens.game_over import GameOverScene
from scenes.screens.round_over import show_round_over
from scenes.session import Session, StateLost, local_name
from scenes.tables.computer import ComputerRunner
from scenes.tables.curtain_turns import CurtainTurns
from scenes.tables.redraw import TOAST_SPOTS, TableFrame
from scenes.tables.top_bar import TopBar

EVENT_SOUNDS = {
    "deal": "deal",
    "move": "place",
    "place": "place",
    "play": "place",
    "trick": "trick",
    "score": "chime",
    "round_over": "chime",
    "game_over": "chime",
    "shuffle": "shuffle",
}


class TableHooks(Scene):
    """The contract of a game table: the hooks a game's scene provides, each with a default.

    A table sets the class attributes below and implements at least `sync` and `draw_table` (most also
    `draw_static`, `handle_table_event`, `zone_rect` and `hint`); the rest is optional. `TableScene` does
    everything else (top bar, computers, curtain, round and game-over panels, undo, partial redraws).
    Three more a table may extend, calling `super()`: `looks()` (its moving parts, for partial redraws),
    `view()` (the viewer's view, made once per frame) and `finish_motion()` (what a press completes at
    once: Kubo's glow of a round's last points). Base classes for kinds of table:
    `card_table.CardTableScene` (sprites with roles, seat panels) and `trick_table.TrickTableScene`.
    """

    game_id: ClassVar[str] = ""
    blurb: ClassVar[str] = ""  # English msgid for the menu tile
    default_players: ClassVar[int] = 2
    hides_hands: ClassVar[bool] = True  # people at one screen need the curtain
    partial_redraw: ClassVar[bool] = False  # redraw only what `looks()` reports changed
    higher_is_better: ClassVar[bool] = True
    stat_note: ClassVar[str] = N_("Best and Average: points.")  # English msgid: what the statistics count
    records_per_deal: ClassVar[bool] = False  # statistics keep a best per deal (seed) too
    news: ClassVar[tuple[str, ...]] = ("status",)  # lines about the last moves, emptied for a new game
    # where a kiosk's "Touch to play" stands (scenes/screens/attract.py); None: over the bottom hand
    attract_banner: ClassVar[pygame.Rect | None] = None
    tutorial = None  # a scenes.screens.tutorial.TutorialController while this table plays a tutorial

    @classmethod
    def game(cls) -> Game:
        """The engine this table plays (from `game_id`; not meant to be overridden)."""
        return GAMES[cls.game_id]

    @classmethod
    def menu_icon(cls) -> pygame.Surface | None:
        """The game's picture on its menu tile (the same image as its `Tile.icon`, 64×90)."""
        return None

    # ------------------------------------------------------------------ must: the view on the table

    def sync(self, events: list[Event] | None) -> None:
        """Rebuild sprites from `self.view()` and animate `events`, what the last action did
        (None: no animation: the first frame, a language change, an undo). Called after every change."""

    def build_controls(self) -> None:
        """Make the table's own buttons that `sync` does not (an info panel's Hint, Solo's Deal),
        their labels in the current language: once built, and again after a language change."""

    def draw_static(self, surface: pygame.Surface) -> None:
        """Paint what changes only with the state (places, seat panels) into the cached layer
        under the top bar; redrawn after every change, an overlay or a window change."""

    def static_key(self):
        """What `draw_static` shows that changes between states (Tiko's tally while a trick is on show)."""

    def frame_begins(self) -> None:
        """Work out once what many parts of a frame read (Kubo's recent places, Racko's glows), before
        `looks()` compares the frame with the last; `once(name, make)` keeps a value for the frame."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Paint what moves or glows (cards, highlights, status lines) over the static layer, every
        frame; with `partial_redraw` only inside the clip, so all of it must be reported by `looks()`."""

    def visual_key(self):
        """Anything else drawn by `draw_table` that can change between state changes; a change redraws all."""
        return None

    # ------------------------------------------------------------------ input and motion

    def handle_table_event(self, event) -> bool:
        """Input for the play area (mouse, touch as mouse, keys) after the top bar, the tutorial
        and the phones' offers had theirs; True if used. Moves go through `self.perform(action)`."""
        return False

    def update_table(self, dt: float) -> None:
        """Advance the table's animations by `dt` seconds (every frame, also while overlays show)."""

    def busy(self) -> bool:
        """True while something is still moving: computer turns, the curtain and the round-over
        panel wait for it; a press or key first completes it (`handle_event`)."""
        return False

    def table_animating(self) -> bool:
        """A table's own timers that run without input (a flash, a hint being searched): while true
        the loop keeps drawing frames instead of sleeping until the next event."""
        return False

    # ------------------------------------------------------------------ may: help, the top bar, the end

    def curtain_news(self) -> str:
        """A line for the curtain between two people at one screen: what the one who just moved
        must not miss before the screen is passed (Gang of Four: a forgotten "one card"); "" for none."""
        return ""

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """The rect of a named zone (`card.<code>`, `pile`, `tutorial_panel`, …): tutorials glow,
        point and click at zones by name (docs/ARCHITECTURE.md, "Tutorials"); None if unknown."""
        return None

    def hint(self) -> None:
        """Show a hint (H, the top bar's Hint): glow a good move and say why; by default there is none."""
        self.toast.show(_("This game has no hints."))

    def private_rects(self) -> list[pygame.Rect]:
        """Where the viewer's own cards lie face up: covered while only phones and computers play (the
        viewer is then a computer). By default the hand's sprites (`hand_sprites()`)."""
        hand = getattr(self, "hand_sprites", None)
        return [s.rect for s in hand()] if hand is not None else []

    def extra_buttons(self) -> list[tuple[str, str, object, bool]]:
        """The game's own top-bar buttons (Solo's Undo, Pegs' Sort): (key, label, callback, enabled);
        `label` may be a tuple of the labels the button takes in turn, the first shown now: the button
        is as wide as the widest, so nothing beside it moves when it changes."""
        return []

    def seat_line(self, seat: int) -> str:
        """The key numbers under a seat's name (score by default)."""
        return number(self.session.state.scores()[seat])

    def chip_scores(self) -> list[int]:
        """The scores the top bar's chips show: the state's; a table may hold a change back until
        the move that made it has been seen (Wizard's last trick of a round)."""
        return self.session.state.scores()

    def chip_score_text(self, score: int) -> str:
        """A chip's score alone, when its line has given way to narrow chips: the number."""
        return number(score)

    def round_label(self, view) -> str:
        """The top bar's round of `view` ("Round 3 of 10"); empty for a game without rounds."""
        return ""

    def mark_round(self, view) -> str:
        """The round as a coach's mark names it: the round label without what holds all game."""
        return self.round_label(view)

    def sheet_empty_note(self) -> str:
        """What the score sheet says before its first row (a game whose rows are not rounds says its own)."""
        return _("No round has ended yet: each round's points are written here when it ends.")

    def seat_cards(self, seat: int) -> int | None:
        """The seat's hand size, a badge on its top-bar chip; None where seat panels say it."""
        return None

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The seat's colour in the top bar (a game with its own seat colours overrides it)."""
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def end_title(self) -> str:
        """The game-over panel's title ("Game over"; Tiko's match of several games: "Match over")."""
        return _("Game over")

    def end_lines(self) -> list[str]:
        """The game-over panel's lines above its score sheet: who won, and how."""
        scores = self.session.state.scores()
        best = max(scores) if self.higher_is_better else min(scores)
        winners = [self.session.seats[i].label() for i, s in enumerate(scores) if s == best]
        if len(self.session.seats) == 1:
            return [_("Score: {score}").format(score=number(scores[0]))]
        if len(winners) == 1:
            return [self.session.phrase(scores.index(best), _("You win!"), _("{name} wins!"))]
        return [_("Shared win: {names}").format(names=", ".join(winners))]

    def end_sheet(self):
        """The score sheet the game-over panel shows under `end_lines` (None: the lines say it all)."""
        return self.score_sheet()

    def stat_key(self) -> str:
        """The statistics entry a finished game is counted under: the game's id, or a variant's own,
        "<game id>/<variant>" (Tiko's matches; Memo alone, its variant "alone-…": one person's turns)."""
        return self.game_id

    @classmethod
    def stat_variant_title(cls, key: str) -> str:
        """The Statistics screen's heading for a variant's entry (`stat_key`)."""
        return key

    def stat_score(self, seat: int) -> int:
        """The score statistics keep for `seat` (a game whose score means something else overrides it)."""
        return self.session.state.scores()[seat]

    def stat_higher_is_better(self) -> bool:
        """Whether statistics count a higher `stat_score` as better (default: `higher_is_better`)."""
        return self.higher_is_better

    def score_unit(self) -> str:
        """What `stat_score` counts, one of `scenes.text.UNITS` ("points" by default): Recent
        games writes a score in words ("Robo won (27 cards)") after a game is kept."""
        return "points"

    def move_zones(self, action: Action, view) -> list[str]:
        """The zones (`zone_rect` names) where `action` is made from `view`, for a replay's review to
        glow the better move on the table (scenes/tables/replay_mode.py); [] when it cannot point
        or glows it itself, under its own labels, from `better_move()` (Solo)."""
        return []

    def better_move(self) -> Action | None:
        """A review's better move shown now (replay mode's); None at the table."""
        return None

    def view_input(self, event) -> bool:
        """Input that only changes what is shown, never a move, for a replay to pass on (mouse points
        in table coordinates, and the keys a replay does not take; Kubo turns its cube); whether it
        was used. By default there is none."""
        return False

    # ------------------------------------------------------------------ may: where messages go

    def toast_area(self) -> pygame.Rect | None:
        """A table's own place for messages (wrapped to fit in it); None: a band across the window."""
        return None

    def toast_spots(self) -> tuple[int, ...]:
        """The heights a message's centre is tried at, in turn, until it covers nothing of `toast_avoid`."""
        return TOAST_SPOTS

    def toast_avoid(self) -> list[pygame.Rect]:
        """What a message must not cover: the glowing cards (a hint's, a selection's), the
        tutorial's zones and its panel. A table whose hints glow places rather than cards adds them."""
        sprites = getattr(self, "sprites", None)  # Memo's cards are not CardSprites in a dict
        rects = [s.rect for s in sprites.values() if s.highlight] if isinstance(sprites, dict) else []
        if self.tutorial is not None and self.tutorial.mode != "done":
            rects += [*self.tutorial.zones(), self.tutorial.panel_rect()]  # H repeats the panel's step
        return [pygame.Rect(r).inflate(24, 24) for r in rects]


class TableScene(TableFrame, TopBar, CurtainTurns, TableHooks):
    """Base of every game's table: all that a game's scene does not provide itself (see TableHooks)."""

    replaying = False  # True in replay mode (replay_mode.py): words that tell how to move are left out
    drag: DragController | None = None  # the pointer's cards, at the tables that drag them

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.runner = ComputerRunner()
        self.toast = Toast()
        self.status = ""
        self.overlay_pending = False
        self.top_buttons = ButtonGroup()
        self.stats_outcome = None  # what the finished game did to the people's statistics
        self.build_top_bar()
        self.sync(None)
        self.overlay_pending = True
        self.first_curtain = True  # shown on the first update, once this scene is on the stack
        self.phones = None  # the PhoneHub serving phone seats (scenes/phones), from the first frame
        self.phone_seats = any(s.phone for s in session.seats)  # seats never change at a table
        self.clock = 0.0
        self.dots = 0

    # ------------------------------------------------------------------ for subclasses

    def animating(self) -> bool:
        """Anything that moves without input; otherwise the loop sleeps until the next event."""
        return (
            self.busy()
            or self.toast.visible
            or self.overlay_pending
            or self.first_curtain
            or bool(self.session.problems)
            or self.runner.thinking
            or (self.computer_thinking() and not self.state.is_over())
            or self.table_animating()
        )

    def unsaved_warning(self) -> str:
        if self.session.autosave_enabled and self.session.save_failed and not self.state.is_over():
            return _("This game could not be saved. If you close now, it is lost.")
        return ""

    def record_stats(self) -> None:
        """Count a finished game in the statistics, once (scenes/stats_store.py); a game ended
        before any move counts for nothing (no game played, no best)."""
        from scenes.stats_store import record_table

        if self.stats_outcome is None and self.state.is_over():
            self.stats_outcome = [] if self.played_nothing() else record_table(self.app.records, self) or []

    def played_nothing(self) -> bool:
        """The game ended by choice (Solo's End game) before anybody made a move."""
        quits = self.session.game.quit_actions
        return bool(quits) and all(isinstance(a, quits) for a in self.state.history)

    # ------------------------------------------------------------------ helpers

    @property
    def state(self):
        return self.session.state

    @property
    def viewer(self) -> int:
        return self.session.viewer

    def view(self):
        """The viewer's view (made once while a frame is drawn: a frame asks for it many times)."""
        return self.once("view", lambda: self.state.view(self.viewer))

    def phone_covers(self, rect: pygame.Rect) -> bool:
        """Does a phone seat's code, chip or offer (scenes/phones) lie over part of `rect` now?"""
        if self.phones is None or not self.phones.running:
            return False
        from scenes.phones.attach import phone_panels

        return any(rect.colliderect(panel) for panel in phone_panels(self, self.phones).values())

    def motion(self) -> float:
        return self.app.settings.motion

    def my_turn(self) -> bool:
        """Is a person at this screen to move now (and nothing pending)?"""
        seat = self.session.seat_to_move
        return seat is not None and seat.at_screen and not self.hand_covered

    def perform_all(self, actions: list[Action]) -> str | None:
        """The moves of one gesture (Racko's drag from the discard pile: take it, then place it), in
        turn; a tutorial is asked about them all first, so a gesture it refuses makes none of them."""
        if self.tutorial is not None and len(actions) > 1:
            reason = self.tutorial.check_ahead(actions)
            if reason:
                self.app.sounds.play("error")
                return reason
        for action in actions:
            reason = self.perform(action)
            if reason:
                return reason
        return None

    def perform(self, action: Action) -> str | None:
        """Apply `action`; None on success, else the reason (the state is unchanged)."""
        if self.tutorial is not None:
            reason = self.tutorial.check(action)
            if reason:
                self.app.sounds.play("error")
                return reason
        try:
            events = self.session.apply(action)
        except IllegalAction as e:
            self.app.sounds.play("error")
            return str(e)
        except StateLost:
            raise  # nothing to go on from: the crash screen (the save holds the last good move)
        except Exception as e:  # noqa: BLE001 — a bug in the rules costs this move, not the table
            if self.app.reraise:
                raise
            return self.survive(e)
        self.after_change(events)
        return None

    def survive(self, error: Exception) -> str:
        """An action failed inside the rules: the session has put the state back; log the error,
        show the table as it is and say so. The reason goes back to whoever moved (a phone too, so
        it names no path on this computer)."""
        self.app.write_crash_log(error)
        reason = _("That move could not be made: something went wrong. Nothing changed.")
        self.runner.reset()
        self.sync(None)
        self.invalidate()
        self.build_top_bar()
        self.refuse(reason)
        return reason

    def finish_motion(self) -> None:
        """Complete every glide at once, so a person's input is never lost to an animation."""
        sprites = getattr(self, "sprites", None)
        if isinstance(sprites, dict):
            for sprite in sprites.values():
                sprite.finish()

    def act(self, action: Action) -> None:
        """A person's click or key: finish what moves, apply the action, or say why not."""
        self.finish_motion()
        reason = self.perform(action)
        if reason:
            self.refuse(reason)

    def refuse(self, reason: str) -> None:
        self.toast.show(reason, "error")
        self.app.sounds.play("error")

    def after_change(self, events: list[Event] | None) -> None:
        mover = self.session.moves[-1].seat if self.session.moves else None
        person_moved = mover is not None and self.session.seats[mover].at_screen
        if person_moved or self.my_turn():
            # a hint, tip or refusal spoke of the turn before ("Hint: play …" once played; a refusal
            # over the next instruction, read as if about it)
            self.toast.clear()
        for ev in events or []:
            if ev.kind in EVENT_SOUNDS:
                self.app.sounds.play(EVENT_SOUNDS[ev.kind])
                break
        self.runner.reset()
        if self.tutorial is not None:
            self.tutorial.after_change()
        if self.state.is_over():
            self.record_stats()  # before sync, so a table's end lines can read the outcome
        self.sync(events)
        self.invalidate()
        self.build_top_bar()
        self.overlay_pending = True
        self.curtain_if_needed()

    def pause(self) -> None:
        """A panel opened over the table (pause menu, rules, curtain…): a card held mid-drag goes
        back, since the button's release goes to the panel."""
        if self.drag is not None:
            self.drag.let_go()

    def resume(self) -> None:
        self.invalidate()  # the language or the window may have changed under an overlay
        self.build_top_bar()

    def relabel(self) -> None:
        """The language changed (Settings over the table): every button and label is built again
        from the view now, not at the next move; the lines about the last moves, written in the old
        language, go (the log and "Since your last move" tell them again in the new one)."""
        for name in self.news:
            setattr(self, name, "")
        for seat in self.session.seats:  # the default "You" in the new language ("Sinä")
            seat.name = local_name(seat.name)
        self.sync(None)
        self.build_controls()
        self.resume()

    def restart(self, same_seed: bool = True) -> None:
        if self.tutorial is not None:
            same_seed = True
            self.tutorial.reset()
        self.session.restart(same_seed)
        for name in self.news:  # the old game's last move is no news in the new one
            setattr(self, name, "")
        self.stats_outcome = None
        self.runner.reset()
        self.last_human = None
        self.sync(None)
        self.invalidate()
        self.build_top_bar()
        self.overlay_pending = True
        self.curtain_if_needed(first=True)

    def can_undo(self) -> bool:
        """Undo (and Redo) buttons are live only when they would act: never in a tutorial."""
        return self.tutorial is None and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.tutorial is None and self.session.can_redo()

    def undo(self) -> None:
        if self.tutorial is not None:
            self.toast.show(_("Undo is off during the tutorial."))
            return
        if self.session.undo():
            if not self.state.is_over():
                self.stats_outcome = None  # finishing again may only raise a best (stats_store)
            self.runner.reset()
            self.sync(None)
            self.invalidate()
            self.build_top_bar()
        else:
            self.toast.show(_("Nothing to undo."))

    def redo(self) -> None:
        if self.session.redo():
            self.sync(None)
            self.invalidate()
            self.build_top_bar()
        else:
            self.toast.show(_("Nothing to redo."))

    # ------------------------------------------------------------------ overlays

    def _show_overlays(self) -> None:
        """Round and game-over panels, once animations have finished."""
        state = self.state
        if state.is_over():
            self.record_stats()
            self.manager.push(GameOverScene(self.app, self))
        elif state.phase == ROUND_OVER:
            nxt = [a for a in state.legal_actions() if isinstance(a, NextRound)]
            if not nxt:
                return
            if not show_round_over(self):  # with Menu (and Esc): never a dead end between rounds
                self.perform(nxt[0])  # computers alone (a demo): straight on

    def _next_round(self, action: Action) -> None:
        self.manager.pop()
        self.last_human = -1  # everyone saw the sheet: the new hands wait behind the curtain
        reason = self.perform(action)
        if reason:
            self.refuse(reason)

    # ------------------------------------------------------------------ scene interface

    def handle_event(self, event) -> None:
        down = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)  # not the wheel
        if (down or event.type == pygame.KEYDOWN) and self.busy():
            # STYLE: input is never lost during an animation: a press completes it, then counts (a card
            # picked while a computer's card still glides, H for a hint)
            event = press_through(event, getattr(self, "sprites", None), self.finish_motion)
        if self.top_buttons.handle_event(event):
            return
        if self.phones is not None:
            from scenes.phones.attach import phones_event

            if phones_event(self, event):  # an away phone's offer: computer, screen or wait
                return
        if self.tutorial is not None and self.tutorial.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return
            if ctrl and event.key in (pygame.K_z, pygame.K_y) and not self.session.game.undoable:
                self.toast.show(_("This game has no undo: a move, once made, stands."))  # not a dead key
                return
            if ctrl and event.key == pygame.K_z:
                (self.redo if event.mod & pygame.KMOD_SHIFT else self.undo)()
                return
            if ctrl and event.key == pygame.K_y:
                self.redo()
                return
            if event.key == pygame.K_h and not ctrl:
                self.hint()
                return
            if event.key == pygame.K_l and not ctrl:
                self.open_log()
                return
            if event.key in (pygame.K_F1, pygame.K_QUESTION):
                self.open_rules()
                return
        self.handle_table_event(event)

    def close(self) -> None:
        """The table is left (back to the menu): phone codes end with it."""
        if self.phones is not None:
            self.phones.stop()

    def update(self, dt: float) -> None:
        if self.phones is None and self.phone_seats:
            from scenes.phones import PhoneHub, attach_phones

            attach_phones(self, PhoneHub(port=self.app.settings.phone_port))  # 0: any free port
        if self.session.problems:  # e.g. the disk is full: said once, play goes on
            self.toast.show(self.session.problems.pop(0), "error", 6.0)
        self.toast.update(dt)
        self.clock += dt
        self.dots = int(self.clock * 3) % 3
        self.update_table(dt)
        if self.manager.top is not self:
            return
        if self.first_curtain:
            self.first_curtain = False
            self.curtain_if_needed(first=True)
            return
        busy = self.busy()
        if self.curtain_due and not busy:
            self.curtain_if_needed()
            if self.manager.top is not self:
                return
        # A tutorial's explanation stays readable (and its Next reachable) before a round-over panel.
        explaining = self.tutorial is not None and self.tutorial.mode == "explain"
        if self.overlay_pending and not busy and not explaining:
            self.overlay_pending = False
            self._show_overlays()
            if self.manager.top is not self:
                return
        action = self.runner.poll(self.session, self.app.settings.computer_delay, dt, busy)
        if action is not None:
            self.perform(action)
        if self.phones is not None:
            from scenes.phones.attach import phones_update

            phones_update(self)
