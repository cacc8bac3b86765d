"""TrickTableScene: a hand at the bottom, the other seats along the top, one card onto a trick.

Shared by the trick games (Wizard, Zoker Tiko): seat layout, hovering and
picking hand cards, drag or click onto the trick, keyboard focus (Left/Right,
Enter), and "wait for your turn". A subclass sets the panel geometry and says
which action plays a hand sprite (`play_action`).

A completed trick stays on the table (`gather`: its winning card lit, the winner named under it and
in the status lines) for `trick_hold` seconds, paced as the computers are, then glides to its winner; a press
during the hold ends it first (`TableScene.handle_event`).

Partial redraws: the seats' panels are drawn once per state into the static
layer (`draw_static`); a frame redraws only around the cards, buttons, the
trick's drop glow and the status lines whose look changed (`looks`).
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.core.api import Action
from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, CardSprite, hover_topmost
from scenes.kit.cover import covered_area
from scenes.kit.drag import DragController, Held
from scenes.kit.ui import CANVAS, GOLD, INK, PANEL, SEAT_COLOURS, WHITE, ButtonGroup, blit_text
from scenes.settings_store import SPEED_FACTOR
from scenes.tables.card_table import CardTableScene

TRICK_HOLD = 2.0  # seconds a completed trick stays at the normal computer speed (0.8 s went unread, 1.6 s
# felt short to two play-testers following a five-seat table)
# the least a round's or game's last trick stays at any computer speed: its sheet covers the table next,
# and at "fast" (1 s) a newcomer barely saw why the round went as it did (a press ends it at once)
LAST_HOLD = TRICK_HOLD


def waiting(sprite: CardSprite) -> bool:
    """A gathered trick card still on show: landing, or waiting out its hold before it glides."""
    return sprite.queued is not None or (sprite.tween is not None and sprite.tween.elapsed < 0)


class TrickTableScene(CardTableScene):
    """Base of the trick-taking tables."""

    seat_y: ClassVar[int]  # top of the other seats' panels
    seat_panel: ClassVar[tuple[int, int]]  # their size
    partial_redraw = True
    status_band: ClassVar[pygame.Rect]  # where the status lines are drawn (over the cards)

    def __init__(self, app, session):
        self.cursor = -1  # keyboard focus in the hand
        self.early_press = False  # a hand card pressed before the person's turn (it picks nothing)
        self.trick_winner = 0  # the seat that took the trick last gathered
        self.side = ButtonGroup(arrows=False)
        self.drag = DragController(self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion)
        super().__init__(app, session)

    # ------------------------------------------------------------------ for subclasses

    def play_action(self, sprite: CardSprite) -> Action:
        """The action that plays this hand card."""
        raise NotImplementedError

    def trick_rect(self) -> pygame.Rect:
        """Where a card is dropped to play it."""
        raise NotImplementedError

    def can_play_now(self) -> bool:
        """May the person at this screen play a card now?"""
        return self.my_turn()

    def hand_waits(self) -> str | None:
        """On the person's turn while no card may be played yet: what comes first, said when a hand
        card is clicked (a click that did nothing looked broken); None where a turn is a card."""
        return None

    def button_groups(self) -> list[ButtonGroup]:
        """Panels of buttons that get input before the cards."""
        return [self.side]

    def table_key(self, event) -> bool:
        """Game-specific keys, tried before the shared ones."""
        return False

    def status_lines(self) -> list[str]:
        """The lines drawn in `status_band` this frame."""
        return []

    def draw_status_lines(self, surface) -> None:
        """`status_lines()` centred in `status_band`, 40 px apart (the first bold), each shrunk or
        cut to the band's width less a margin: a long Finnish reason never runs off the table."""
        band = self.status_band
        toast = self.toast_rect()  # a message over the band: the lines it would cover give way to it
        for k, line in enumerate(self.status_lines()):
            if line and (toast is None or not toast.colliderect((band.x, band.y + 40 * k, band.w, 36))):
                pos = (band.centerx, band.y + 40 * k)
                blit_text(surface, line, pos, 28, WHITE, k == 0, anchor="midtop", max_width=band.w - 120)

    def toast_spots(self) -> tuple[int, ...]:
        """A message goes over the status lines first (they give way to it while it shows): the usual
        band above the hand lay over the sort button and the panels beside the hand."""
        return (self.status_band.y + 34, *super().toast_spots())

    def trick_marks(self, key) -> pygame.Rect | None:
        """What a trick card draws around itself once it has landed (its seat's dot); None if nothing."""
        return None

    # ------------------------------------------------------------------ a completed trick

    def trick_hold(self, last: bool = False) -> float:
        """Seconds a completed trick stays before it is gathered: paced by the computer speed (none at
        instant), not by motion (reduced motion drops the glide, not the time to see who won); the
        `last` trick of a round or game stays at least LAST_HOLD, as its sheet covers the table next."""
        hold = TRICK_HOLD * SPEED_FACTOR[self.app.settings.computer_speed]
        return max(hold, LAST_HOLD) if last else hold

    def gather(self, cards: list[CardSprite], winner: CardSprite | None, seat: int, last=False) -> float:
        """The completed trick stays `trick_hold` once its last card has landed, the `winner` card
        lit, then all of it glides at once to `seat`; returns the seconds until it arrives."""
        m, hold, anchor = self.motion(), self.trick_hold(last), self.seat_anchor(seat)
        landing = max((s.time_left() for s in cards), default=0.0)
        arrival = 0.0
        for sprite in cards:
            arrival = max(arrival, sprite.glide_after(anchor, GLIDE * m, hold + landing - sprite.time_left()))
        if winner is not None and waiting(winner):
            winner.highlight = "best"
        self.trick_winner = seat
        return arrival

    def winner_tag(self) -> tuple[pygame.Rect, str] | None:
        """Under the lit card of a trick on show, the name of who takes it (the status lines said it
        among the other news, away from the card); None once it leaves."""
        lit = next((s for k, s in self.sprites.items() if s.highlight and self.role.get(k) == "flying"), None)
        if lit is None:
            return None
        name = self.session.phrase(self.trick_winner, _("You"), "{name}")
        rect = pygame.Rect(0, 0, min(res.font(24, True).size(name)[0], 240) + 60, 34)
        rect.midtop = (lit.rect.centerx, lit.rect.bottom + 8)  # clear of the status lines under the trick
        return rect, name

    def draw_winner_tag(self, surface) -> None:
        """The `winner_tag`: a pill edged in gold as the card is, the seat's dot and its name."""
        tag = self.winner_tag()
        if tag is not None:
            rect, name = tag
            pygame.draw.rect(surface, PANEL, rect, border_radius=rect.h // 2)
            pygame.draw.rect(surface, GOLD, rect, 3, border_radius=rect.h // 2)
            colour = SEAT_COLOURS[self.trick_winner % len(SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (rect.x + 24, rect.centery), 9)
            blit_text(surface, name, (rect.x + 42, rect.centery), 24, INK, True, anchor="midleft",
                      max_width=rect.w - 60)

    def in_deck(self, sprite: CardSprite) -> bool:
        """A dealt hand card still waiting to glide (until the taken trick is gathered, or its turn in
        the deal): not drawn yet, as it lay face up over the info panel meanwhile."""
        return self.role.get(sprite.key) == "hand" and waiting(sprite)

    def holding(self) -> bool:
        """A completed trick is still on show before it leaves."""
        return any(r == "flying" and waiting(self.sprites[k]) for k, r in self.role.items())

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        for key, sprite in self.sprites.items():  # the winner's light goes out as the trick leaves
            if sprite.highlight and self.role.get(key) == "flying" and not waiting(sprite):
                sprite.highlight = ""

    # ------------------------------------------------------------------ partial redraws

    def slot_glow(self) -> str:
        """The trick's drop glow while a card is held or selected."""
        return "best" if self.drag.best == "trick" else ("target" if self.drag.targets else "")

    def slot_label(self) -> str:
        """The empty trick's word ("Trick"); none while cards of a trick lie there."""
        return ""

    def looks(self) -> dict:
        out = super().looks()
        for k, s in self.sprites.items():  # a moving card lies on top, a landed one has its marks
            rect, look = out[("card", k)]
            marks = self.trick_marks(k)
            out[("card", k)] = (rect if marks is None else rect.union(marks), (*look, s.image, s.moving))
        for g, group in enumerate(self.button_groups()):
            if group is not self.side:  # the side buttons are counted by the base already
                for i, b in enumerate(group.buttons):
                    out[("panel", g, i)] = (b.rect, (b.hover, b.focused, b.pressed, b.enabled, b.label))
        out["slot"] = (self.trick_rect(), self.slot_glow(), self.slot_label())
        out["winner"] = self.winner_tag()
        out["status"] = (self.status_band, tuple(self.status_lines()))
        hand = [s.rect for k, s in self.sprites.items() if self.role.get(k) == "hand"]
        if hand and (self.hand_covered or self.phones is not None and not self.session.humans):
            # the panel over the hand (`draw_cover`): CurtainTurns' or scenes/phones' cover_hand
            out["cover"] = (covered_area(hand, pygame.Rect((0, 0), CANVAS)), None)
        return out

    # ------------------------------------------------------------------ seats

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The viewer's panel bottom left, the others left to right along the top."""
        if seat == self.viewer:
            return self.my_panel
        others = self.others()
        step = 1920 / (len(others) + 1)
        w, h = self.seat_panel
        rect = pygame.Rect(0, self.seat_y, min(w, int(step) - 12), h)  # five others: 320 px apart
        rect.centerx = round(step * (others.index(seat) + 1))
        return rect

    # ------------------------------------------------------------------ drag, click and keys

    def pick(self, pos) -> Held | None:
        if not self.can_play_now() or self.busy():
            return None
        for sprite in reversed(self.hand_sprites()):
            if sprite.rect.collidepoint(pos):
                return Held(str(sprite.key), [sprite])
        return None

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        legal = self.play_action(held.sprites[0]) in self.state.legal_actions()
        return {"trick": self.trick_rect()} if legal else {}

    def drop(self, held: Held, target: str) -> str | None:
        return self.perform(self.play_action(held.sprites[0]))

    def explain(self, held: Held, pos) -> str | None:
        action = self.play_action(held.sprites[0])
        if action not in self.state.legal_actions():
            return self.state.explain_illegal(action)
        return None if pos is None else _("Drop the card on the trick in the middle of the table.")

    def play_card(self, k: int) -> None:
        """Play the k-th hand card (Enter on the focused card, or a number key)."""
        hand = self.hand_sprites()
        if not self.can_play_now():
            if not self.state.is_over():
                self.refuse(_("Wait for your turn."))
            return
        if 0 <= k < len(hand):
            self.act(self.play_action(hand[k]))

    def focus(self, k: int) -> None:
        """Select the k-th hand card, as a click would (then a click or Enter on the trick plays it)."""
        hand = self.hand_sprites()
        self.drag.cancel()
        if not hand or not self.can_play_now():
            return
        self.cursor = k % len(hand)
        held = Held(str(hand[self.cursor].key), [hand[self.cursor]])
        hand[self.cursor].highlight = "selected"
        self.drag.selected = held
        self.drag.targets = self.targets(held)

    def handle_table_event(self, event) -> bool:
        aimed = getattr(event, "aim", None) is not None  # pressed on a card gliding over a button: the card
        if not aimed and any(group.handle_event(event) for group in self.button_groups()):
            return True
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            hover_topmost(self.sprites.values(), self.hand_sprites() if self.my_turn() else [], event.pos)
        if self.drag.handle_event(event):
            return True
        on_hand = hasattr(event, "pos") and any(s.rect.collidepoint(event.pos) for s in self.hand_sprites())
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.early_press = on_hand and not self.can_play_now()  # the computer before you still plays
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            early, self.early_press = self.early_press, False
            if not self.my_turn() and on_hand and not self.state.is_over():
                self.refuse(_("Wait for your turn."))
                return True
            waits = self.hand_waits() if on_hand and self.my_turn() and not self.can_play_now() else None
            if waits:  # your turn, but not for a card yet (Wizard's bid): say what comes first
                self.refuse(waits)
                return True
            if early and self.can_play_now():  # dragged from before the turn came: nothing was picked
                self.refuse(_("You took the card before your turn came: drag it again now."))
                return True
        if event.type == pygame.KEYDOWN:
            return self.table_key(event) or self._hand_key(event)
        return False

    def _hand_key(self, event) -> bool:
        """Left/Right focus a hand card (passing over dimmed ones), Enter or Space plays it; with none
        focused, Enter focuses one (the one at the cursor, else the next that may be played)."""
        enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus(self._next_playable(self.cursor, -1 if event.key == pygame.K_LEFT else 1))
            return True
        if enter and self.drag.selected:
            self.play_card(self.cursor)
            return True
        if enter and self.can_play_now() and self.hand_sprites():
            self.focus(self._next_playable(max(self.cursor, 0) - 1, 1))
            return True
        return False

    def _next_playable(self, k: int, step: int) -> int:
        """The first hand card from k + step on (round the hand) that is not dimmed; k + step if all are."""
        hand = self.hand_sprites()
        start = k + step if k >= 0 else (0 if step > 0 else len(hand) - 1)
        for n in range(len(hand)):
            i = (start + n * step) % len(hand)
            if not hand[i].dimmed:
                return i
        return start
