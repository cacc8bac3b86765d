"""The Gang of Four table: select cards in your hand and play them on the pile, or pass.

A climbing game, not a trick game: the viewer's 16 cards are fanned at the bottom, weakest
first; clicking a card selects it (it lifts), Play is enabled only for a legal selection and the
line above the hand says why not. Hint cycles through the playable combinations, and the
selected cards can be dragged onto the pile (a press on any selected card holds them all). Keys:
arrows/Tab move the cursor in the hand, Space selects its card, Enter plays the selection (as
the highlighted button: Play, or Play + "One card!") or says why it may not be played. The pile
shows only the combination on top (over a heap of what was played before, dimmed once a trick is
won); the other seats sit left, top and right, with arrows round the table for this hand's
direction. The card exchange flies between the two seats for all to see; a person who won the
last hand chooses the card to give back in a panel.

This module holds the scene, its buttons and input; its other concerns are mixins beside it:
`gang_of_four_layout` (where things sit), `gang_of_four_hand` (sprites, the hand and the
selection), `gang_of_four_exchange` and `gang_of_four_combos` (drawing the table).
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.gang_of_four.ai import hint
from game.gang_of_four.cards import canonical
from game.gang_of_four.engine import GiveBack, Pass, Phase, Play
from scenes.kit import resources as res
from scenes.kit.cards import (
    hover_topmost,
)
from scenes.kit.drag import DragController, Held
from scenes.kit.ui import (
    Button,
    ButtonGroup,
)
from scenes.screens.round_over import show_round_over
from scenes.tables.card_table import CardTableScene
from scenes.tables.gang_of_four_combos import GangOfFourCombos
from scenes.tables.gang_of_four_exchange import GangOfFourExchange
from scenes.tables.gang_of_four_hand import GangOfFourHand
from scenes.tables.gang_of_four_layout import (
    BUTTONS,
    MY_PANEL,
    PHONE_AREAS,
    PILE_DROP,
    SORT_BUTTON,
    GangOfFourLayout,
    code,
)
from scenes.text import score_words
from scenes.text.gang_of_four_text import card_name, describe


class SelectDrag(DragController):
    """DragController whose short press toggles a card (`click`) instead of picking a target."""

    def __init__(self, *args, click, marks, **kwargs):
        super().__init__(*args, **kwargs)
        self.click, self.marks = click, marks

    def _slide_back(self, held) -> None:
        super()._slide_back(held)
        self.marks()  # the selected cards slid back keep their gold frame

    def _release(self, pos) -> None:
        if self.held is not None and not self.dragging:
            held, self.held, self.press_pos = self.held, None, None
            self.targets, self.best = {}, None
            self.click(held)
            return
        super()._release(pos)


class GangOfFourScene(GangOfFourLayout, GangOfFourHand, GangOfFourExchange, GangOfFourCombos, CardTableScene):
    """Gang of Four for 3 or 4 seats, people and computers."""

    game_id = "gang_of_four"
    blurb = N_("Beat the combination on the table or pass; get rid of your cards first. Lowest total wins.")
    default_players = 4
    hides_hands = True
    higher_is_better = False
    stat_note = N_("Best and Average: penalty points; fewer is better.")
    partial_redraw = True  # a frame redraws only what `looks()` reports changed (was ~12 ms in full)
    phone_areas = PHONE_AREAS  # beside the top seat: the side strips held the side seats' card counts

    @classmethod
    def menu_icon(cls):
        return res.scaled(res.localized("cards/gang_of_four/D.png"), (64, 90))  # the tile's

    my_panel = MY_PANEL

    def __init__(self, app, session):
        self.pile_keys: list[str] = []
        self.selected: list[str] = []  # hand keys, in the order clicked
        self.cursor = -1
        self.cursor_shown = False  # its marker shows once the keys move it, not after a click
        self.auto_index = -1  # which of `hint_plays` the last press of Hint showed
        self.hint_plays: list = []
        self.flights = 0
        self.status = ""
        self.buttons = ButtonGroup(arrows=False)
        self.panel = ButtonGroup(arrows=False)
        self.drag = SelectDrag(
            self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion,
            click=self.toggle_held, marks=self.mark_hand,
        )
        super().__init__(app, session)

    # ------------------------------------------------------------------ actions

    def play_selected(self, announce: bool = False) -> None:
        if not self.can_play():
            self._not_now()
            return
        cards = self.selection()
        if not cards:  # Enter on an empty selection: passing has its own key, named where it is allowed
            self.refuse(_("Select the cards to play first, or pass with Pass turn (Backspace).")
                        if Pass() in self.state.legal_actions() else _("Select the cards to play first."))
            return
        action = self.play_for(cards, announce)
        if action is None:
            self.refuse(self.why_not(cards))
            return
        self.act(action)

    def pass_turn(self) -> None:
        if not self.can_play():
            self._not_now()
            return
        self.act(Pass())

    def _not_now(self) -> None:
        if not self.state.is_over():
            self.refuse(_("Wait for your turn."))

    def build_buttons(self, view) -> None:
        """Play, Pass, Auto (and the announcement) in the bottom right; the exchange panel's button."""
        cards = self.selection()
        playable = self.play_for(cards) is not None
        announce = self.announce_due(cards)
        r = BUTTONS
        group = ButtonGroup(arrows=False)
        group.add(
            Button(
                (r.x, r.y, r.w, 80),
                _("Play"),
                self.play_selected,
                # leaving one card under "announce by hand": Play + "One card!" is the one to press
                style="panel" if announce else "primary",
                enabled=playable,
                key="play",
                size=30,
            )
        )
        group.add(
            Button(
                (r.x, r.y + 92, r.w, 76),
                _("Pass turn"),
                self.pass_turn,
                enabled=self.can_play() and view.top is not None and self.state.duty_card() is None,
                key="pass",
                size=28,
            )
        )
        # its own full-width row above the others: a readable label on a touch-sized button (STYLE)
        group.add(Button(SORT_BUTTON, self.sort_label(), self.sort_hand, key="sort", size=26,
                         enabled=bool(self.session.humans)))  # nobody at the screen: no hand shown
        group.add(
            Button(
                (r.x, r.y + 180, r.w, 76),
                _("Hint"),
                self.hint,
                enabled=self.can_play() or self.can_give_back(),
                key="hint",
                size=26,
            )
        )
        if announce:
            group.add(
                Button(
                    (r.x, r.y - 92, r.w, 80),
                    _("Play + \u201cOne card!\u201d"),
                    lambda: self.play_selected(True),
                    style="primary",
                    key="announce",
                    size=24,
                )
            )
        self.buttons = group
        self.panel = ButtonGroup(arrows=False)
        if self.can_give_back():
            p, _lines = self.exchange_layout(view)
            label = (
                _("Give back {card}").format(card=card_name(code(self.selected[0])))
                if self.selected
                else _("Give back")
            )
            w = max(400, res.font(28, True).size(label)[0] + 60)
            self.panel.add(
                Button(
                    (p.centerx - w // 2, p.bottom - 106, w, 80),
                    label,
                    self.give_back,
                    style="primary",
                    enabled=len(self.selected) == 1,
                    key="give",
                    size=28,
                )
            )

    def hint(self) -> None:
        """One button for help (H, A): first what the hard computer player would do, then, press
        after press, every other playable combination, weakest first; in the exchange, the card the
        hard computer player would give back."""
        if self.can_give_back():
            action = self.hint_choice()
            self.select_cards((action.card,))
            self.toast.show(_("Hint: give back {card}.").format(card=card_name(action.card)))
            return
        if not self.can_play():
            self.toast.show(_("Hints are for your turn to play."))
            return
        if self.auto_index < 0 or not self.hint_plays:
            plays = list(dict.fromkeys(a.cards for a in self.state.legal_actions() if isinstance(a, Play)))
            action = self.hint_choice()
            best = None if isinstance(action, Pass) else action.cards
            self.hint_plays = [best, *[p for p in plays if p != best]]
        index = (self.auto_index + 1) % len(self.hint_plays)
        cards = self.hint_plays[index]
        more = len(self.hint_plays) > 1
        if cards is None:
            self.selected = []
            self._place_hand()
            self.toast.show(_("Hint: pass. Press Hint again to see what you could play.") if more
                            else _("Hint: pass. Nothing in your hand beats the table."))
        else:
            self.select_cards(cards)
            what = describe(cards)
            if self.announce_due(cards):  # following the hint with plain Play cost the penalty point
                if index == 0:
                    text = (_("Hint: {what}; it leaves you one card, so press Play + \u201cOne card!\u201d. "
                              "Press Hint again for other plays.") if more else
                            _("Hint: {what}; it leaves you one card, so press Play + \u201cOne card!\u201d."))
                else:
                    text = _("Another play: {what} ({k} of {n}); it leaves you one card, so press Play + "
                             "\u201cOne card!\u201d.")
            elif index == 0:
                text = (_("Hint: {what}. Press Hint again for other plays.") if more
                        else _("Hint: {what}."))
            else:
                text = _("Another play: {what} ({k} of {n}).")
            self.toast.show(text.format(what=what, k=index + 1, n=len(self.hint_plays)))
        self.auto_index = index

    def hint_choice(self):
        """What the hard computer player would do here (the hint's first answer), the same each time:
        it searches the hand's end as the review does (the normal player's rule of thumb said "pass"
        holding a gang, and the review then called that pass the costliest move); ~0.1 s."""
        return hint(self.view(), self.state.legal_actions(), len(self.state.history))

    # ------------------------------------------------------------------ drag, click and keys

    def pick(self, pos) -> Held | None:
        if not (self.can_play() or self.can_give_back()) or self.busy():
            return None
        for sprite in reversed(self.hand_sprites()):
            if sprite.rect.collidepoint(pos):
                if sprite.key in self.selected and self.state.phase == Phase.PLAY:
                    # the whole selection goes with the pointer (the pressed card first: a click
                    # toggles it, and it is the card a drop is measured by)
                    rest = [self.sprites[k] for k in self.selected if k != sprite.key and k in self.sprites]
                    return Held("selection", [sprite, *rest])
                return Held(sprite.key, [sprite])
        return None

    def held_cards(self, held: Held) -> tuple[str, ...]:
        return canonical(code(s.key) for s in held.sprites)

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        if self.state.phase == Phase.EXCHANGE:
            return {"back": self.seat_rect(self.view().exchange.loser)} if len(held.sprites) == 1 else {}
        return {"pile": PILE_DROP} if self.play_for(self.held_cards(held)) is not None else {}

    def drop(self, held: Held, target: str) -> str | None:
        cards = self.held_cards(held)
        if target == "back":
            return self.perform(GiveBack(cards[0]))
        action = self.play_for(cards)
        return self.perform(action) if action is not None else self.why_not(cards)

    def explain(self, held: Held, pos) -> str | None:
        cards = self.held_cards(held)
        if self.state.phase == Phase.EXCHANGE:
            return _("Drop the card on {name}'s place, or select it and press Give back.").format(
                name=self.name_of(self.view().exchange.loser)
            )
        if self.play_for(cards) is None:
            return self.why_not(cards)
        return _("Drop the cards on the pile in the middle of the table.")

    def handle_event(self, event) -> None:
        # Tab moves over the hand while a person here plays; otherwise it reaches the top bar.
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_TAB
            and (self.can_play() or self.can_give_back())
        ):
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return
        super().handle_event(event)

    def handle_table_event(self, event) -> bool:
        if self.panel.handle_event(event) or self.buttons.handle_event(event):
            return True
        active = self.can_play() or self.can_give_back()
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            hover_topmost(self.sprites.values(), self.hand_sprites() if active else [], event.pos)
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not active:
            if any(s.rect.collidepoint(event.pos) for s in self.hand_sprites()) and not self.state.is_over():
                self.refuse(_("Wait for your turn."))
                return True
        if event.type == pygame.KEYDOWN:
            return self.table_key(event)
        return False

    def move_focus(self, step: int) -> None:
        n = len(self.hand_sprites())
        if n:
            self.cursor = (self.cursor + step) % n if self.cursor >= 0 else (0 if step > 0 else n - 1)
            self.cursor_shown = True

    def enter(self) -> None:
        """Enter plays the selection (with "One card!" when that button is the highlighted one) or
        gives the card back; what may not be played is refused with the reason, the selection kept.
        With nothing selected it selects the card under the keyboard's marker."""
        hand = self.hand_sprites()
        if self.can_give_back():
            self.give_back()
        elif not self.selection() and self.cursor_shown and 0 <= self.cursor < len(hand) and self.can_play():
            self.toggle(hand[self.cursor].key)  # nothing chosen yet: Enter takes the card the keys are on
        else:
            self.play_selected(self.announce_due(self.selection()))

    def table_key(self, event) -> bool:
        k = event.key
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.move_focus(-1 if k == pygame.K_LEFT else 1)
            return True
        if k == pygame.K_SPACE:  # Space selects or lets go the card under the cursor
            hand = self.hand_sprites()
            if 0 <= self.cursor < len(hand) and (self.can_play() or self.can_give_back()):
                self.toggle(hand[self.cursor].key)
            elif not (self.can_play() or self.can_give_back()):
                self._not_now()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):  # Enter acts, as the highlighted button does
            self.enter()
            return True
        actions = {
            pygame.K_p: self.play_selected,
            pygame.K_BACKSPACE: self.pass_turn,
            pygame.K_0: self.pass_turn,
            pygame.K_KP0: self.pass_turn,
            pygame.K_a: self.hint,
            pygame.K_o: lambda: self.play_selected(True),
            pygame.K_g: self.give_back,
            pygame.K_s: self.sort_hand,
        }
        if k in actions:
            actions[k]()
            return True
        return False

    # ------------------------------------------------------------------ hand over

    def _show_overlays(self) -> None:
        """After a hand: the score sheet titled with who went out (the base shows the rest)."""
        state = self.state
        if state.phase != Phase.ROUND_OVER or not self.session.people:
            super()._show_overlays()
            return
        winner = self.view().last_hand.winner
        title = self.session.phrase(winner, _("Hand {n}: you went out"), _("Hand {n}: {name} went out"),
                                    n=state.hand_no)  # "Sinä pääsi" read wrong: "you" has its own verb
        show_round_over(self, title=title, next_label=_("Next hand"))

    # ------------------------------------------------------------------ top bar

    def seat_line(self, seat: int) -> str:
        view = self.view()
        return score_words(view.totals[seat])

    def chip_score_text(self, score: int) -> str:
        # a bare "11" beside a name read as the cards it holds (the seat panels count them)
        return score_words(score, "pts")

    def sheet_empty_note(self) -> str:
        return _("No hand has ended yet: each hand's points are written here when it ends.")

    def round_label(self, view) -> str:
        return _("Hand {n} · game to {t}").format(n=view.hand_number, t=view.target)

    def mark_round(self, view) -> str:
        return _("Hand {n}").format(n=view.hand_number)  # every mark is in the same game to 100


