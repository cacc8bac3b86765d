"""The Gang of Four table: select cards in your hand and play them on the pile, or pass.

A climbing game, not a trick game: the viewer's 16 cards are fanned at the bottom, weakest
first; clicking a card selects it (it lifts), Play is enabled only for a legal selection and
the line above the hand says why not. Auto cycles through the playable combinations, and the
selected cards can be dragged onto the pile. The pile shows only the combination on top (over
a heap of what was played before); the other seats sit left, top and right, with arrows round
the table for this hand's direction. The card exchange flies between the two seats for all to
see; a person who won the last hand chooses the card to give back in a panel.
"""

from __future__ import annotations

import math
import random

import pygame

from game.core.api import NextRound
from game.core.i18n import N_, _, ngettext
from game.gang_of_four.cards import RANK, beats, canonical, classify
from game.gang_of_four.engine import GiveBack, Pass, Play
from scenes.kit import hand_sort
from scenes.kit import resources as res
from scenes.kit.cards import (
    GLIDE,
    HAND_CARD,
    SNAP,
    TABLE_CARD,
    CardSprite,
    draw_slot,
    hand_keys,
    hover_topmost,
)
from scenes.kit.drag import DragController, Held
from scenes.kit.surface_cache import MB, surface_cache
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import (
    GOLD,
    GOLD_BRIGHT,
    INK,
    MUTED_INK,
    RED,
    SEAT_COLOURS,
    WHITE,
    Button,
    ButtonGroup,
    blit_text,
    draw_panel,
)
from scenes.narration.base import between
from scenes.screens.round_over import RoundOverScene
from scenes.tables.card_table import CardTableScene
from scenes.tables.recent import draw_recent, since_last_move
from scenes.tables.table import EVENT_SOUNDS, points_text
from scenes.text.gang_of_four_text import capital, card_name, colour_key, describe, face

BACK = "cards/gang_of_four/back.png"
HAND_Y = 1080 - 12 - HAND_CARD[1] - 14  # the outer cards of the fan sit 14 px lower; all inside
LIFT = 40  # px a selected card rises out of the fan
HAND_LEFT, HAND_RIGHT = 330, 1596
MAX_STEP = 112
PILE_Y = 352
PILE_STEP = 96
PILE_CENTRE = (960, PILE_Y + TABLE_CARD[1] // 2)
PILE_DROP = pygame.Rect(560, 300, 800, 330)
SEAT_PANEL = (330, 176)
MY_PANEL = pygame.Rect(24, 792, 286, 264)
BUTTONS = pygame.Rect(1616, 792, 280, 264)
SORT_BUTTON = pygame.Rect(BUTTONS.x, BUTTONS.y - 184, BUTTONS.w, 76)  # right of the arrows, over "One card!"
MINI_BACK = (40, 56)
STATUS_Y, SELECT_Y = 600, 650
DEAL_STAGGER = 0.04
TRICK_PAUSE = 0.7  # seconds the winning combination stays before it joins the heap
FLIGHT = 0.7  # seconds an exchanged card takes between two seats (slow enough to follow)
RING = (960, 545, 640, 262)  # centre and radii of the direction arrows round the table
LAST_PLAY = pygame.Rect(960 - 210, PILE_Y - 58, 420, 42)  # the last play's label: between arrows and top seat
RECENT = pygame.Rect(24, 520, 330, 262)  # "Since your last move", under the left seat
SOUNDS = {"dealt": "deal", "played": "place", "gift": "place", "exchanged": "place", "trick_won": "trick",
          "one_card": "chime", "hand_over": "chime"}
EXCHANGE_PANEL = pygame.Rect(420, 296, 1080, 270)  # the height grows with the text
TUTORIAL_PANEL = (1140, 108, 756, 212)  # right of the top seat, above the right one




def code(key: str) -> str:
    return key.split(":")[1]


class SelectDrag(DragController):
    """DragController whose short press toggles a card (`click`) instead of picking a target."""

    def __init__(self, *args, click, **kwargs):
        super().__init__(*args, **kwargs)
        self.click = click

    def _release(self, pos) -> None:
        if self.held is not None and not self.dragging:
            held, self.held, self.press_pos = self.held, None, None
            self.targets, self.best = {}, None
            self.click(held)
            return
        super()._release(pos)


class GangOfFourScene(CardTableScene):
    """Gang of Four for 3 or 4 seats, people and computers."""

    game_id = "gang_of_four"
    blurb = N_("Beat the combination on the table or pass; get rid of your cards first. Lowest total wins.")
    default_players = 4
    hides_hands = True
    higher_is_better = False
    partial_redraw = True  # a frame redraws only what `looks()` reports changed (was ~12 ms in full)

    @classmethod
    def menu_icon(cls):
        return res.scaled(face("D"), (64, 90))

    my_panel = MY_PANEL

    def __init__(self, app, session):
        self.pile_keys: list[str] = []
        self.selected: list[str] = []  # hand keys, in the order clicked
        self.cursor = -1
        self.auto_index = -1  # which of `hint_plays` the last press of Hint showed
        self.hint_plays: list = []
        self.flights = 0
        self.status = ""
        self.buttons = ButtonGroup(arrows=False)
        self.panel = ButtonGroup(arrows=False)
        self.drag = SelectDrag(
            self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion, click=self.toggle_held
        )
        super().__init__(app, session)

    # ------------------------------------------------------------------ seats and places

    def place(self, seat: int) -> str:
        """Where a seat sits: the viewer at the bottom, the others left, top, right (no top with three)."""
        if seat == self.viewer:
            return "bottom"
        k = self.others().index(seat)
        return ("left", "right")[k] if self.state.players == 3 else ("left", "top", "right")[k]

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.place_rect(self.place(seat))

    @staticmethod
    def place_rect(place: str) -> pygame.Rect:
        w, h = SEAT_PANEL
        if place == "bottom":
            return MY_PANEL
        if place == "left":
            return pygame.Rect(24, 330, w, h)
        if place == "right":
            return pygame.Rect(1920 - 24 - w, 330, w, h)
        return pygame.Rect(960 - w // 2, 112, w, h)

    def hand_pos(self, k: int, n: int, lifted: bool = False) -> tuple[float, float]:
        room = HAND_RIGHT - HAND_LEFT - HAND_CARD[0]
        step = min(MAX_STEP, room / max(1, n - 1))
        total = HAND_CARD[0] + (n - 1) * step
        x = (HAND_LEFT + HAND_RIGHT) / 2 - total / 2 + k * step
        off = (k - (n - 1) / 2) / max(1.0, (n - 1) / 2)  # -1 … 1 across the fan
        return (x, HAND_Y + 14 * off * off - (LIFT if lifted else 0))

    def pile_pos(self, k: int, n: int) -> tuple[float, float]:
        left = PILE_CENTRE[0] - (TABLE_CARD[0] + (n - 1) * PILE_STEP) / 2
        return (left + k * PILE_STEP, PILE_Y)

    def heap_pos(self) -> tuple[float, float]:
        return (PILE_CENTRE[0] - TABLE_CARD[0] / 2, PILE_Y)

    # ------------------------------------------------------------------ tutorial zones

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: card.<code> (card.<code>.2: its second copy), play, pass, pile, give,
        seat.<n>, next_round and tutorial_panel."""
        if name == "tutorial_panel":
            return pygame.Rect(TUTORIAL_PANEL)
        if name == "pile":  # where the top combination lies (the drop area is larger), under its label
            return pygame.Rect(600, PILE_Y - 8, 720, TABLE_CARD[1] + 22)
        if name in ("play", "pass"):
            return _button_rect(self.buttons, name)
        if name == "give":  # the exchange panel's button, else where the panel comes
            return _button_rect(self.panel, "give") or pygame.Rect(EXCHANGE_PANEL)
        if name == "next_round":  # the hand-over sheet's button while it is open
            top = self.manager.top
            button = _button_rect(getattr(top, "buttons", None), "next") if top is not self else None
            return button or pygame.Rect(770, 900, 380, 90)
        kind, _dot, arg = name.partition(".")
        if kind == "seat" and arg.isdigit() and int(arg) < self.state.players:
            return self.seat_rect(int(arg))
        if kind == "card" and arg:
            card, _dot, nth = arg.partition(".")
            keys = [k for k in self.shown_keys(self.view()) if k in self.sprites]
            copies = [i for i, k in enumerate(keys) if code(k) == card]
            k = int(nth) - 1 if nth.isdigit() else 0
            if not 0 <= k < len(copies):
                return pygame.Rect(HAND_LEFT, HAND_Y, HAND_RIGHT - HAND_LEFT, HAND_CARD[1])
            i = copies[k]
            rect = pygame.Rect(self.sprites[keys[i]].rect)
            if i + 1 < len(keys):  # the part the next card in the fan leaves uncovered (where a click lands)
                rect.w = max(24, min(rect.w, round(self.sprites[keys[i + 1]].rect.x) - rect.x))
            return rect
        return None

    # ------------------------------------------------------------------ view → sprites

    def view(self):
        """The viewer's view, made once per change (a frame asks for it many times)."""
        state = self.state
        key = (id(state), len(state.history), self.viewer, state.current_player, state.phase)
        if key != getattr(self, "_view_key", None):
            self._view_key, self._view = key, super().view()
        return self._view

    def sync(self, events) -> None:
        view = self.view()
        self.drag.cancel()
        self.auto_index = -1
        if events is None:
            self.rebuild(view)
        else:
            m = self.motion()
            delay = 0.0
            for ev in events:
                delay = self._event(view, ev, m, delay)
            self._sound(events)
        self._settle(view)
        self.build_buttons(view)

    def _sound(self, events) -> None:
        """This game's event names in the shared card sounds (the base knows only the common names)."""
        if any(ev.kind in EVENT_SOUNDS for ev in events):
            return
        sound = next((SOUNDS[ev.kind] for ev in events if ev.kind in SOUNDS), None)
        if sound:
            self.app.sounds.play(sound)

    def _event(self, view, ev, m: float, delay: float) -> float:
        """Animate one event; returns the delay for the next one."""
        d = ev.data
        say = self.session.phrase
        if ev.kind == "dealt":
            self._deal(view, m)
            word = _("counter-clockwise") if d["direction"] < 0 else _("clockwise")
            self.status = _("Hand {n}: play goes {way}.").format(n=d["hand"], way=word)
            return delay + 0.3 * m
        if ev.kind == "gift":
            self._fly(d["card"], d["loser"], d["winner"], m, delay)
            self.status = self.exchange_status(ev)
            return delay + FLIGHT * m
        if ev.kind == "exchanged":
            self._fly(d["returned"], d["winner"], d["loser"], m, delay)
            self.status = self.exchange_status(ev)
            self.selected = []
            return delay + FLIGHT * m
        if ev.kind == "played":
            self._play(view, d, m)
            self.status = ""  # the label over the pile says who played what
            self.selected = []
        elif ev.kind == "passed":
            self.status = ""  # said twice already: the seat's "Passed" badge and "Since your last move"
        elif ev.kind == "one_card":
            if d["announced"]:
                self.status = say(d["player"], _("You: \u201cOne card!\u201d"),
                                  _("{name}: \u201cOne card!\u201d"))
            else:
                self.status = say(d["player"], _("You forgot to say \u201cone card\u201d: 1 penalty point."),
                                  _("{name} forgot to say \u201cone card\u201d: 1 penalty point."))
            self.toast.show(self.status, "info")
        elif ev.kind == "trick_won":
            self._clear_pile(m)
            self.status = say(d["player"], _("Everybody else passed: you lead."),
                              _("Everybody else passed: {name} leads."))
        elif ev.kind == "lead_passed":
            self.status = between(self.session, d["player"], d["to"],
                                  _("You may not play your last card: {other} leads."),
                                  _("{other} may not play their last card: you lead."),
                                  _("{giver} may not play their last card: {taker} leads."))
        elif ev.kind == "hand_over":
            self.status = say(d["winner"], _("You are out of cards and win the hand!"),
                              _("{name} is out of cards and wins the hand!"))
        return delay

    def exchange_line(self, ev) -> str:
        """The card exchange in words, for who gave and who got ('You gave your highest card, red 10, …')."""
        d = ev.data
        say = self.session.phrase
        if ev.kind == "gift":
            card, loser, winner = card_name(d["card"]), d["loser"], d["winner"]
            if self.session.is_you(winner):
                return _("{name} gave you their highest card, {card}: you won the last hand.").format(
                    name=self.name_of(loser), card=card)
            return say(loser, _("You gave your highest card, {card}, to {winner}: they won the last hand."),
                       _("{name} gives their highest card, {card}, to {winner}."),
                       card=card, winner=self.name_of(winner))
        card, loser, winner = card_name(d["returned"]), d["loser"], d["winner"]
        if self.session.is_you(loser):
            return _("{name} gave you {card} back.").format(name=self.name_of(winner), card=card)
        return say(winner, _("You gave {card} back to {loser}."), _("{name} gives {card} back to {loser}."),
                   card=card, loser=self.name_of(loser))

    def exchange_status(self, ev) -> str:
        """The exchange is said once: in "Since your last move" when a person sits here (the exchange
        panel says the gift to its winner), else on the status line (computers only, a demo)."""
        return "" if self.session.seats[self.viewer].human else self.exchange_line(ev)

    def recent_lines(self) -> list[tuple[tuple, str]]:
        """What the others did since the person's last move: plays, passes, the exchange, new leads."""
        out = []
        colour = lambda seat: SEAT_COLOURS[seat % len(SEAT_COLOURS)]  # noqa: E731
        for move in since_last_move(self.session, self.viewer):
            for ev in move.events:
                d = ev.data
                if ev.kind == "played":
                    out.append((colour(d["player"]), self.play_line(d["player"], d["cards"])))
                elif ev.kind == "passed":
                    out.append((colour(d["player"]), self.session.phrase(
                        d["player"], _("You pass."), _("{name} passes."))))
                elif ev.kind == "gift" and self.can_give_back():
                    continue  # the exchange panel says it, with the card
                elif ev.kind in ("gift", "exchanged"):
                    giver = d["loser"] if ev.kind == "gift" else d["winner"]
                    out.append((colour(giver), self.exchange_line(ev)))
        return out

    def play_line(self, seat: int, cards) -> str:
        """'Botti: yellow 3': the same words over the pile and in "Since your last move"."""
        return _("{name}: {what}").format(name=self.name_of(seat), what=describe(cards))

    def name_of(self, seat: int) -> str:
        return self.session.seats[seat].name  # in messages; the chips show the level

    def rebuild(self, view) -> None:
        self.sprites = {k: s for k, s in self.sprites.items() if self.role.get(k) == "flying"}
        self.role = {k: "flying" for k in self.sprites}
        self.pile_keys = []
        self.selected = []

    def _settle(self, view) -> None:
        """Hand and pile sprites agree with the view; hand sprites keep their cards when keys shift."""
        top = list(view.top.cards) if view.top else []
        if [code(k) for k in self.pile_keys] != top:
            for k in self.pile_keys:
                self.sprites.pop(k, None), self.role.pop(k, None)
            self.pile_keys = []
            for i, card in enumerate(top):
                key = f"p:{len(view.played)}:{i}:{card}"
                self.sprites[key] = CardSprite(key, face(card), self.pile_pos(i, len(top)), TABLE_CARD)
                self.role[key] = "pile"
                self.pile_keys.append(key)
        # hand: rename the sprites that are left (two G7s, one played: the other becomes h:G7:1)
        old = sorted((k for k, r in self.role.items() if r == "hand"), key=lambda k: (RANK[code(k)], k))
        by_code: dict[str, list[str]] = {}
        for k in old:
            by_code.setdefault(code(k), []).append(k)
        keys = hand_keys(view.hand)
        kept: dict[str, CardSprite] = {}
        renamed: dict[str, str] = {}
        for key in keys:
            mine = by_code.get(code(key))
            if mine:
                was = mine.pop(0)
                kept[key] = self.sprites.pop(was)
                renamed[was] = key
                self.role.pop(was)
        for k in [k for k, r in self.role.items() if r == "hand"]:
            del self.sprites[k], self.role[k]
        self.selected = [renamed[k] for k in self.selected if k in renamed]
        m = self.motion()
        for i, key in enumerate(self.shown_keys(view)):
            card = code(key)
            sprite = kept.get(key)
            pos = self.hand_pos(i, len(keys), key in self.selected)
            if sprite is None:
                sprite = CardSprite(key, face(card), pos, HAND_CARD)
            elif sprite.tween is None and sprite.pos != pos:
                sprite.glide_to(pos, GLIDE * m)
            sprite.key = key
            self.sprites[key], self.role[key] = sprite, "hand"
            sprite.dragging = False
            sprite.dimmed = False
            sprite.highlight = self.mark(key)
        self.cursor = min(self.cursor, len(keys) - 1)

    def mark(self, key: str) -> str:
        """A hand card's highlight: selected, or the card just received in the exchange."""
        if key in self.selected:
            return "selected"
        view = self.view()
        gift = view.exchange.given if view.exchange and view.phase == "exchange" else None
        return "target" if code(key) == gift and key.endswith(":1") else ""

    def _deal(self, view, m: float) -> None:
        for k in [k for k, r in self.role.items() if r in ("hand", "pile")]:
            del self.sprites[k], self.role[k]
        self.pile_keys, self.selected = [], []
        start = (PILE_CENTRE[0] - HAND_CARD[0] / 2, PILE_Y)
        for i, (key, card) in enumerate(self.shown(view)):
            sprite = self.sprites[key] = CardSprite(key, face(card), start, HAND_CARD)
            self.role[key] = "hand"
            sprite.glide_to(self.hand_pos(i, len(view.hand)), GLIDE * m, DEAL_STAGGER * i * (m > 0))

    def _fly(self, card: str, src: int, dst: int, m: float, delay: float) -> None:
        """A card shown to everybody on its way from one seat to another."""
        self.flights += 1
        key = f"f:{self.flights}"
        sprite = CardSprite(key, face(card), self.seat_anchor(src), TABLE_CARD)
        sprite.glide_to(self.seat_anchor(dst), FLIGHT * m, delay)
        sprite.highlight = "target"
        self.sprites[key], self.role[key] = sprite, "flying"

    def _play(self, view, d: dict, m: float) -> None:
        """The played cards glide onto the pile (from the hand or the seat); the old top joins the heap."""
        self._clear_pile(m, pause=0.0)
        cards, seat = list(d["cards"]), d["player"]
        n = len(cards)
        mine = [k for k, r in self.role.items() if r == "hand"]
        for i, card in enumerate(cards):
            key = f"p:{len(view.played)}:{i}:{card}"
            held = None
            if seat == self.viewer:
                same = [k for k in mine if code(k) == card]
                held = next((k for k in same if k in self.selected), same[-1] if same else None)
            if held is not None:
                mine.remove(held)
                sprite = self.sprites.pop(held)
                self.role.pop(held)
                cx, cy = sprite.rect.center
                sprite.size = TABLE_CARD
                sprite.pos = (cx - TABLE_CARD[0] / 2, cy - TABLE_CARD[1] / 2)
                sprite.key, sprite.highlight, sprite.hover = key, "", False
            else:
                sprite = CardSprite(key, face(card), self.seat_anchor(seat), TABLE_CARD)
            sprite.glide_to(self.pile_pos(i, n), (SNAP if sprite.dragging else GLIDE) * m)
            sprite.dragging = False
            self.sprites[key], self.role[key] = sprite, "pile"
            self.pile_keys.append(key)

    def _clear_pile(self, m: float, pause: float = TRICK_PAUSE) -> None:
        """The top combination squares up onto the heap (after a pause when a trick was won)."""
        for key in self.pile_keys:
            sprite = self.sprites.pop(key)
            self.role.pop(key)
            self.flights += 1
            new = f"f:{self.flights}"
            sprite.key = new
            sprite.glide_to(self.heap_pos(), GLIDE * m, pause * m)
            self.sprites[new], self.role[new] = sprite, "flying"
        self.pile_keys = []

    def hand_sprites(self) -> list[CardSprite]:
        return [self.sprites[k] for k in self.shown_keys(self.view()) if k in self.sprites]

    def shown(self, view) -> list[tuple[str, str]]:
        """(sprite key, card) of the viewer's hand in the chosen order (by rank or by colour)."""
        key = colour_key if hand_sort.mode(self.game_id) == hand_sort.SUIT else RANK.__getitem__
        return hand_sort.shown(view.hand, key)

    def shown_keys(self, view) -> list[str]:
        return [k for k, _card in self.shown(view)]

    def sort_hand(self) -> None:
        """The Sort button and S: by rank or by colour, remembered for this run of the program."""
        hand_sort.toggle(self.game_id)
        self.cursor = -1
        self._place_hand()
        self.build_buttons(self.view())
        self.invalidate()
        by_rank = hand_sort.mode(self.game_id) == hand_sort.RANK
        self.toast.show(_("Your hand is sorted by rank.") if by_rank else _("Your hand is sorted by colour."))

    def sort_label(self) -> str:
        return _("Sort by colour") if hand_sort.mode(self.game_id) == hand_sort.RANK else _("Sort by rank")

    # ------------------------------------------------------------------ selection and legality

    def selection(self) -> tuple[str, ...]:
        return canonical(code(k) for k in self.selected)

    def play_for(self, cards: tuple[str, ...], announce: bool = False) -> Play | None:
        """The legal Play of these cards (with or without the announcement), or None."""
        if not cards or not self.can_play():
            return None
        want = Play(cards, announce)
        legal = self.state.legal_actions()
        if want in legal:
            return want
        plain = Play(cards)
        return plain if not announce and plain in legal else None

    def can_play(self) -> bool:
        return self.my_turn() and self.state.phase == "play"

    def can_give_back(self) -> bool:
        return self.my_turn() and self.state.phase == "exchange"

    def why_not(self, cards: tuple[str, ...]) -> str:
        """Why these cards may not be played now, in the words of the table."""
        view = self.view()
        combo = classify(cards)
        if combo is None:
            return _("These cards are not a combination.")
        if view.must_lead and view.must_lead not in cards:
            return _("The first lead must include the multicoloured 1.")
        if view.top is not None:
            top = classify(view.top.cards)
            if combo.size != top.size and "gang" not in (combo.kind, top.kind):
                return _("Play as many cards as the {top}, or a gang.").format(top=describe(top.cards))
            if not beats(combo, top):
                return _("Your {mine} does not beat the {top}.").format(
                    mine=describe(cards), top=describe(view.top.cards)
                )
        return self.state.explain_illegal(Play(cards))

    def selection_line(self) -> tuple[str, bool]:
        """The line above the hand about the selection: (text, is it playable?)."""
        view = self.view()
        if self.can_give_back():
            return "", True
        if not self.can_play():
            return "", True
        cards = self.selection()
        if not cards:
            if view.top is None:
                if view.must_lead:
                    return _("You lead: select cards that include the multicoloured 1."), True
                return _("You lead: select any combination and press Play."), True
            return _("Beat the {top} or pass.").format(top=describe(view.top.cards)), True
        if self.play_for(cards) is not None:
            return _("{what}: press Play or drag it onto the pile.").format(
                what=capital(describe(cards))
            ), True
        return self.why_not(cards), False

    def toggle(self, key: str) -> None:
        """Select or deselect one hand card (in the exchange only one card is selected)."""
        if key in self.selected:
            self.selected.remove(key)
        elif self.state.phase == "exchange":
            self.selected = [key]
        else:
            self.selected.append(key)
        self.auto_index = -1
        self._place_hand()

    def toggle_held(self, held: Held) -> None:
        if held.sprites:
            keys = [k for k in self.shown_keys(self.view()) if k in self.sprites]
            key = held.sprites[0].key
            self.cursor = keys.index(key) if key in keys else self.cursor
            self.toggle(key)

    def _place_hand(self) -> None:
        """Selected cards rise out of the fan; the others sit in it."""
        keys = [k for k in self.shown_keys(self.view()) if k in self.sprites]
        m = self.motion()
        for i, key in enumerate(keys):
            sprite = self.sprites[key]
            sprite.highlight = self.mark(key)
            pos = self.hand_pos(i, len(keys), key in self.selected)
            if sprite.pos != pos:
                sprite.glide_to(pos, SNAP * m)
        self.build_buttons(self.view())

    def select_cards(self, cards: tuple[str, ...]) -> None:
        """Select exactly these cards (Auto, hint)."""
        keys = hand_keys(self.view().hand)
        chosen: list[str] = []
        for card in cards:
            chosen.append(next(k for k in keys if code(k) == card and k not in chosen))
        self.selected = chosen
        self._place_hand()

    # ------------------------------------------------------------------ actions

    def play_selected(self, announce: bool = False) -> None:
        if not self.can_play():
            self._not_now()
            return
        cards = self.selection()
        if not cards:
            self.refuse(_("Select the cards to play first."))
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

    def give_back(self) -> None:
        if not self.can_give_back():
            self._not_now()
            return
        if len(self.selected) != 1:
            self.refuse(_("Select one card in your hand to give back."))
            return
        self.act(GiveBack(code(self.selected[0])))

    def _not_now(self) -> None:
        if not self.state.is_over():
            self.refuse(_("Wait for your turn."))

    def build_buttons(self, view) -> None:
        """Play, Pass, Auto (and the announcement) in the bottom right; the exchange panel's button."""
        cards = self.selection()
        playable = self.play_for(cards) is not None
        r = BUTTONS
        group = ButtonGroup(arrows=False)
        group.add(
            Button(
                (r.x, r.y, r.w, 80),
                _("Play"),
                self.play_selected,
                style="primary",
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
                enabled=self.can_play() and view.top is not None,
                key="pass",
                size=28,
            )
        )
        # its own full-width row above the others: a readable label on a touch-sized button (STYLE)
        group.add(Button(SORT_BUTTON, self.sort_label(), self.sort_hand, key="sort", size=26))
        group.add(
            Button(
                (r.x, r.y + 180, r.w, 76),
                _("Hint"),
                self.hint,
                enabled=self.can_play(),
                key="hint",
                size=26,
            )
        )
        if self.play_for(cards, announce=True) is not None and view.options.get("announce_by_hand"):
            if Play(cards, True) in self.state.legal_actions():
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

    def exchange_layout(self, view) -> tuple[pygame.Rect, list[tuple[str, int, bool]]]:
        """The exchange panel's rect (tall enough for its text in any language) and its wrapped lines."""
        ex = view.exchange
        paragraphs = [
            (_("You won the last hand: {name} gave you their highest card, {card}.").format(
                name=self.name_of(ex.loser), card=card_name(ex.given)), 28, True),
            (_("Choose any card from your hand to give back to {name}.").format(name=self.name_of(ex.loser)),
             26, False),
        ]
        lines = [(part, size, bold) for text, size, bold in paragraphs
                 for part in res.wrap(text, size, EXCHANGE_PANEL.w - 190, bold)]
        rect = EXCHANGE_PANEL.copy()
        rect.h = max(150, 30 + 38 * len(lines)) + 120
        return rect, lines

    def hint(self) -> None:
        """One button for help (H, A): first what the normal computer player would do, then, press
        after press, every other playable combination, weakest first."""
        if not self.can_play():
            self.toast.show(_("Hints are for your turn to play."))
            return
        if self.auto_index < 0 or not self.hint_plays:
            plays = list(dict.fromkeys(a.cards for a in self.state.legal_actions() if isinstance(a, Play)))
            agent = self.session.game.agents()["normal"]()
            rng = random.Random(len(self.state.history))
            action = agent.choose(self.view(), self.state.legal_actions(), rng)
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
            if index == 0:
                self.toast.show(_("Hint: {what}. Press Hint again for other plays.").format(what=what) if more
                                else _("Hint: {what}.").format(what=what))
            else:
                self.toast.show(_("Another play: {what} ({k} of {n}).").format(
                    what=what, k=index + 1, n=len(self.hint_plays)))
        self.auto_index = index

    # ------------------------------------------------------------------ drag, click and keys

    def pick(self, pos) -> Held | None:
        if not (self.can_play() or self.can_give_back()) or self.busy():
            return None
        for sprite in reversed(self.hand_sprites()):
            if sprite.rect.collidepoint(pos):
                if sprite.key in self.selected and self.state.phase == "play":
                    return Held("selection", [self.sprites[k] for k in self.selected])
                return Held(sprite.key, [sprite])
        return None

    def held_cards(self, held: Held) -> tuple[str, ...]:
        return canonical(code(s.key) for s in held.sprites)

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        if self.state.phase == "exchange":
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
        if self.state.phase == "exchange":
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

    def table_key(self, event) -> bool:
        k = event.key
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.move_focus(-1 if k == pygame.K_LEFT else 1)
            return True
        if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            hand = self.hand_sprites()
            if 0 <= self.cursor < len(hand) and (self.can_play() or self.can_give_back()):
                self.toggle(hand[self.cursor].key)
            elif not (self.can_play() or self.can_give_back()):
                self._not_now()
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
        if state.phase != "round_over" or not self.session.humans:
            super()._show_overlays()
            return
        nxt = next(a for a in state.legal_actions() if isinstance(a, NextRound))
        winner = self.view().last_hand.winner
        title = _("Hand {n}: {name} went out").format(n=state.hand_no, name=self.name_of(winner))
        self.manager.push(
            RoundOverScene(
                self.app, self.score_sheet(), "", lambda: self._next_round(nxt), self.app.back_to_menu,
                title=title, next_label=_("Next hand"),
            )
        )

    # ------------------------------------------------------------------ frame

    def draw_static(self, surface) -> None:
        view = self.view()
        self._draw_direction(surface, view)
        if view.aside_count:
            self._draw_aside(surface, view)
        for seat in self.others():
            self._draw_seat(surface, view, seat)
        self.draw_me(surface, view)

    def draw_table(self, surface) -> None:
        view = self.view()
        glow = "best" if self.drag.best else ("target" if self.drag.targets else "")
        if "pile" in self.drag.targets or not view.played and view.phase == "play":
            target = glow if "pile" in self.drag.targets else ""
            draw_slot(surface, PILE_DROP.inflate(-40, -20), target, "" if view.played else _("Pile"))
        if "back" in self.drag.targets:
            draw_slot(surface, self.drag.targets["back"], glow)
        self._draw_heap(surface, view)
        for key in self.pile_keys:
            if not self.sprites[key].moving:
                self.sprites[key].draw(surface)
        if (
            view.top is not None
            and self.pile_keys
            and not any(self.sprites[k].moving for k in self.pile_keys)
        ):
            line = self.play_line(view.top.player, view.top.cards)
            colour = SEAT_COLOURS[view.top.player % len(SEAT_COLOURS)]
            # between the two upper direction arrows (their heads end near x 720 and 1200)
            rect = draw_text(surface, line, LAST_PLAY, 28, WHITE, True, wrap=False)  # shrinks, one line
            pygame.draw.circle(surface, colour, (rect.x - 18, rect.centery), 10)
        hand = self.hand_sprites()
        for s in hand:
            if not s.dragging:
                s.draw(surface)
        if 0 <= self.cursor < len(hand) and (self.can_play() or self.can_give_back()):
            r = hand[self.cursor].rect
            tip = (r.x + 34, r.y - 14)
            pygame.draw.polygon(
                surface, GOLD_BRIGHT, [(tip[0] - 12, tip[1] - 14), (tip[0] + 12, tip[1] - 14), tip]
            )
        for s in self.sprites.values():
            if s.moving or s.dragging:
                s.draw(surface)
        if self.status:
            blit_text(surface, self.status, (960, STATUS_Y), 28, WHITE, True, anchor="midtop")
        line, ok = self.selection_line()
        if line:
            blit_text(
                surface,
                line,
                (960, SELECT_Y),
                28,
                (210, 240, 215) if ok else (255, 196, 170),
                not ok,
                anchor="midtop",
            )
        if surface.get_clip().colliderect(RECENT):  # a partial frame elsewhere skips the panel's text
            draw_recent(surface, RECENT, self.recent_lines())
        self.buttons.draw(surface)
        if self.can_give_back():
            self._draw_exchange_panel(surface, view)

    def _draw_heap(self, surface, view) -> None:
        """Earlier plays squared up under the top combination: only their edges show."""
        cards = [c for _p, cs in (view.played[:-1] if view.top else view.played) for c in cs][-6:]
        x, y = self.heap_pos()
        for i, card in enumerate(cards):
            angle = ((len(view.played) * 7 + i * 37) % 25) - 12
            img = _tilted(face(card), angle)
            surface.blit(img, img.get_rect(center=(x + TABLE_CARD[0] / 2, y + TABLE_CARD[1] / 2)))

    def _draw_direction(self, surface, view) -> None:
        """Arrows round the table in this hand's direction, and a line saying it changes every hand."""
        cx, cy, rx, ry = RING
        colour = (236, 246, 238)
        for quarter in range(4):
            a0, a1 = 90 * quarter + 22, 90 * quarter + 68
            pts = [
                (cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
                for a in range(a0, a1 + 1, 2)
            ]
            if view.direction < 0:
                pts.reverse()
            pygame.draw.lines(surface, colour, False, pts, 6)
            (x0, y0), (x1, y1) = pts[-3], pts[-1]
            ang = math.atan2(y1 - y0, x1 - x0)
            head = [
                (x1 + 18 * math.cos(ang), y1 + 18 * math.sin(ang)),
                (x1 + 16 * math.cos(ang + 2.4), y1 + 16 * math.sin(ang + 2.4)),
                (x1 + 16 * math.cos(ang - 2.4), y1 + 16 * math.sin(ang - 2.4)),
            ]
            pygame.draw.polygon(surface, colour, head)
        word = _("Counter-clockwise") if view.direction < 0 else _("Clockwise")
        blit_text(surface, f"{'↺' if view.direction < 0 else '↻'} {word}", (40, 116), 30, WHITE, True)
        blit_text(surface, _("The direction changes every hand."), (40, 156), 22, (210, 230, 215))

    def _draw_aside(self, surface, view) -> None:
        """Three players: the fourth hand lies face down where a fourth player would sit."""
        r = self.place_rect("top")
        for k in range(5):
            surface.blit(res.scaled(BACK, (84, 118)), (r.centerx - 42 + 3 * k - 6, r.y + 6 - 2 * k + 8))
        label = ngettext("Set aside: {n} card", "Set aside: {n} cards", view.aside_count).format(
            n=view.aside_count
        )
        blit_text(surface, label, (r.centerx, r.y + 138), 24, WHITE, True, anchor="midtop")
        blit_text(
            surface, _("nobody sees these"), (r.centerx, r.y + 168), 20, (210, 230, 215), anchor="midtop"
        )
        for k, card in enumerate(view.aside_known):  # the multicoloured 1, known to be in there
            spot = (r.centerx + 70 + 70 * k, r.y + 14)
            surface.blit(res.scaled(face(card), (60, 84)), spot)
            blit_text(surface, _("in it"), (spot[0] + 30, spot[1] + 90), 20, (210, 230, 215), anchor="midtop")

    def _badges(self, view, seat: int) -> list[tuple[str, tuple]]:
        out = []
        if view.one_card[seat] and view.counts[seat] == 1:
            out.append((_("One card!"), RED))
        elif view.forgot[seat] and view.counts[seat] == 1:
            out.append((_("Forgot \u201cone card\u201d"), RED))
        if view.passed[seat] and view.phase == "play":
            out.append((_("Passed"), (110, 110, 116)))
        return out

    def _draw_seat(self, surface, view, seat: int) -> None:
        r = self.seat_rect(seat)
        draw_panel(surface, r, 20)
        if view.current_player == seat:
            pygame.draw.rect(surface, GOLD, r.inflate(10, 10), 6, border_radius=24)
        pygame.draw.circle(surface, SEAT_COLOURS[seat % len(SEAT_COLOURS)], (r.x + 26, r.y + 28), 11)
        blit_text(surface, self.name_of(seat), (r.x + 46, r.y + 12), 26, INK, True)
        n = view.counts[seat]
        step = min(14, (r.w - 150 - MINI_BACK[0]) / max(1, n - 1))
        for k in range(n):
            surface.blit(res.scaled(BACK, MINI_BACK), (r.x + 20 + k * step, r.y + 54))
        blit_text(surface, str(n), (r.right - 22, r.y + 50), 44, INK, True, anchor="topright")
        blit_text(
            surface, ngettext("card", "cards", n), (r.right - 22, r.y + 96), 20, MUTED_INK, anchor="topright"
        )
        total = points_text(view.totals[seat])
        blit_text(surface, total, (r.x + 20, r.y + 124), 22, MUTED_INK)
        self._draw_badges(surface, self._badges(view, seat), r)

    def _draw_badges(self, surface, badges, r: pygame.Rect) -> None:
        x = r.right - 16
        for text, colour in reversed(badges):
            img = res.text(text, 22, WHITE, True)
            pill = img.get_rect(topright=(x, r.bottom - 44)).inflate(24, 10)
            pill.right = x
            pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
            x = pill.x - 8

    def draw_my_lines(self, surface, view, r) -> None:
        seat = self.viewer
        n = view.counts[seat]
        blit_text(
            surface, ngettext("{n} card", "{n} cards", n).format(n=n), (r.x + 22, r.y + 56), 26, INK, True
        )
        blit_text(surface, points_text(view.totals[seat]), (r.x + 22, r.y + 92), 22, MUTED_INK)
        tip = self.my_tip(view)
        for k, line in enumerate(res.wrap(tip, 22, r.w - 40)[:4]):
            blit_text(surface, line, (r.x + 22, r.y + 128 + 28 * k), 22, MUTED_INK)
        self._draw_badges(surface, self._badges(view, seat), r)

    def my_tip(self, view) -> str:
        """What to do now, under the person's name; the one who leads cannot pass, so it never says so."""
        seat = self.viewer
        if view.current_player != seat or not self.session.seats[seat].human:
            return ""
        if view.phase == "exchange":
            return _("Give a card back: select it, then Give back.")
        if view.phase != "play":
            return ""
        if view.top is None:
            return _("Your turn to lead: click cards to select them, then Play.")
        return _("Your turn: click cards to select them, then Play, or Pass.")

    def _draw_exchange_panel(self, surface, view) -> None:
        p, lines = self.exchange_layout(view)
        draw_panel(surface, p)
        surface.blit(res.scaled(face(view.exchange.given), (100, 140)), (p.x + 40, p.y + 34))
        y = p.y + 36
        for text, size, bold in lines:
            blit_text(surface, text, (p.x + 170, y), size, INK, bold)
            y += 38
        self.panel.draw(surface)

    def visual_key(self):
        """Selection, cursor, messages and drop glows: any change redraws the whole table."""
        return (tuple(self.selected), self.cursor, self.status, tuple(self.drag.targets), self.drag.best)

    def looks(self) -> dict:
        out = super().looks()
        for k, s in self.sprites.items():  # a card turned over looks different; a moving one lies on top
            rect, look = out[("card", k)]
            out[("card", k)] = (rect, (*look, s.image, s.moving))
        for name, group in (("play", self.buttons), ("panel", self.panel)):
            for i, b in enumerate(group.buttons):
                out[(name, i)] = (b.rect, (b.hover, b.focused, b.pressed, b.enabled, b.label))
        # the last play's label (and its seat dot) shows once the pile's cards have landed
        landed = bool(self.pile_keys) and not any(self.sprites[k].moving for k in self.pile_keys)
        out["last_play"] = (LAST_PLAY.inflate(64, 12), landed)
        return out

    # ------------------------------------------------------------------ top bar

    def seat_line(self, seat: int) -> str:
        view = self.view()
        return points_text(view.totals[seat])

    def round_label(self) -> str:
        view = self.view()
        return _("Hand {n} · game to {t}").format(n=view.hand_number, t=view.target)


def _button_rect(group, key: str) -> pygame.Rect | None:
    button = next((b for b in group.buttons if b.key == key), None) if group is not None else None
    return None if button is None else pygame.Rect(button.rect)


@surface_cache(4 * MB, "gang_of_four tilt")  # bounded: a kiosk cycles the games for days
def _tilted(image: str, angle: int) -> pygame.Surface:
    """A table card turned by a few degrees (cached)."""
    return pygame.transform.rotozoom(res.scaled(image, TABLE_CARD), angle, 1.0)
