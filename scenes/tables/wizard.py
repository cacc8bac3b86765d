"""The Wizard table: bid with the panel, then drag (or click) a hand card onto the trick.

Sprites follow the view (`sync`): the viewer's hand fanned at the bottom (cards that
may not be played are dimmed), the trick in the middle in play order, the other seats
along the top with their card counts, bids and tricks. The turned-up card and the
trump suit sit on the right with the "Last trick" button. A finished trick stays with its winning
card lit and then glides to its winner (the round's last one too, before its score sheet:
trick_table `gather`). Bids and the dealer's trump choice are panels
of big buttons; under plus-minus one the forbidden bid is disabled and explained.
"""

from __future__ import annotations

import random

import pygame

from game.core.i18n import N_, _, ngettext, number
from game.wizard.ai import HardAgent, best_trump, hint_worlds
from game.wizard.cards import SUIT_NAMES, SUITS, sort_key
from game.wizard.engine import Bid, ChooseTrump, Phase, Play
from scenes.kit import hand_sort
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, HAND_CARD, SNAP, TABLE_CARD, CardSprite, draw_slot, hand_keys
from scenes.kit.text_fit import fit
from scenes.kit.ui import (
    SEAT_COLOURS,
    Button,
    ButtonGroup,
    draw_panel,
)
from scenes.tables.recent import draw_since_last
from scenes.tables.redraw import TOAST_BAND
from scenes.tables.trick_table import TrickTableScene
from scenes.tables.wizard_draw import (
    ICON_GAP,
    INFO_PANEL,
    TURNED_SIZE,
    LastTrickScene,
    SuitButton,
    WizardDraw,
    draw_with_icon,
)
from scenes.text.wizard_text import bid_hint, bid_line, card_name, face, rank_key, trump_name

TRICK_TOP = 400
TRICK_STEP = 170  # trick cards side by side, in play order
HAND_Y = 808
HAND_LEFT, HAND_RIGHT = 390, 1460  # the fan stays between the two bottom panels
HAND_GAP = 14
BIG_HAND = 15  # cards dealt: more than this, and the hand is drawn at table size (see hand_card)
FAN_DROP = 20  # px the outer cards of the fan sit lower than the middle ones
DIGIT_KEYS = {**{pygame.K_0 + n: n for n in range(10)},  # the keypad's keys are not in order: by name
              **{getattr(pygame, f"K_KP{n}"): n for n in range(10)}}
SEAT_Y = 160
SEAT_PANEL = (330, 190)
MY_PANEL = pygame.Rect(24, 800, 340, 250)
STATUS_Y = 660
STATUS_BAND = pygame.Rect(0, STATUS_Y, 1920, 80)  # the status and reason lines
SORT_BUTTON = pygame.Rect(HAND_LEFT, 724, 300, 76)  # above the left end of the hand
RECENT = pygame.Rect(24, 380, 400, SORT_BUTTON.y - 12 - 380)  # "Since your last move": above Sort
DEAL_STAGGER = 0.04
PANEL_TITLE, PANEL_LINE = 30, 26  # text sizes in the bid and trump panels
PANEL_SMALLER = ((28, 23), (26, 21), (24, 19))  # and smaller, while a two-row panel would reach the seats
BID_PITCH = 88  # px from one bid button to the next (80 wide, 80 high), across and down
PANEL_MAX_W = 1000  # the bid and trump panels at their widest: clear of "Since your last move" and the
# info panel; a longer line (the hint, a long Finnish title) wraps inside the panel


def find_button(group: ButtonGroup | None, key: str) -> Button | None:
    return next((b for b in group.buttons if b.key == key), None) if group is not None else None


class WizardScene(WizardDraw, TrickTableScene):
    """Wizard for 3–6 seats, people and computers."""

    my_panel = MY_PANEL
    seat_y = SEAT_Y
    seat_panel = SEAT_PANEL
    status_band = STATUS_BAND
    game_id = "wizard"
    news = ("status", "reason")
    blurb = N_("Bid the exact number of tricks you will take; Wizards win, Jesters lose.")
    default_players = 3
    hides_hands = True
    phone_areas = (pygame.Rect(1548, 108, 360, 642),)  # phone codes go right: "Since your last move" is left

    @classmethod
    def menu_icon(cls):
        return res.scaled(res.localized("cards/wizard/W.png"), (64, 90))  # the tile's

    def __init__(self, app, session):
        self.sprites: dict[str, CardSprite] = {}
        self.role: dict[str, str] = {}  # key -> "hand", "trick" or "flying"
        self.trick_keys: list[str] = []
        self.trick_seats: list[int] = []  # who played each trick card, in play order
        self.flights = 0
        self.status = ""
        self.reason = ""
        self.cursor = -1
        self.panel = ButtonGroup()
        self.panel_rect: pygame.Rect | None = None
        self.panel_lines: list[str] = []
        self.panel_boxes: list[tuple] = []  # (line, rect in the panel, size, bold): the lines wrapped
        self.hint_line = ""  # the bid hint, shown in the bid panel until the bid is made
        self.panel_suit: str | None = None  # the trump whose emblem follows the bid panel's title
        super().__init__(app, session)
        self.build_controls()
        self._rest_sort()

    def build_controls(self) -> None:
        """The info panel's Last trick and Hint, and Sort over the hand."""
        r = INFO_PANEL
        self.side = ButtonGroup(
            [
                # on the info panel: "flat" (the "panel" style is the panel's own colour)
                Button((r.x + 16, r.bottom - 86, 240, 66), _("Last trick"), self.open_last_trick, key="last",
                       style="flat", size=24),
                Button((r.x + 268, r.bottom - 86, 128, 66), _("Hint"), self.hint, key="hint", style="flat",
                       size=24, enabled=bool(self.session.humans)),  # computers alone: no one to hint
                Button(SORT_BUTTON, self.sort_label(), self.sort_hand, key="sort", size=26),
            ],
            arrows=False,
        )

    # ------------------------------------------------------------------ layout

    def trick_pos(self, k: int) -> tuple[float, float]:
        n = self.state.players
        left = 960 - (TABLE_CARD[0] + (n - 1) * TRICK_STEP) / 2
        return (left + k * TRICK_STEP, TRICK_TOP)

    def trick_rect(self) -> pygame.Rect:
        n = self.state.players
        width = TABLE_CARD[0] + (n - 1) * TRICK_STEP
        return pygame.Rect(round(self.trick_pos(0)[0]), TRICK_TOP, width, TABLE_CARD[1]).inflate(40, 40)

    def hand_card(self) -> tuple[int, int]:
        """The hand's card size for this round: table size from 16 cards dealt on, so that in a
        fan of up to 20 each card's two-digit corner ("13") shows whole beside the next card."""
        view = self.view()
        dealt = (len(view.played) + sum(view.hand_counts)) // view.players
        return HAND_CARD if dealt <= BIG_HAND else TABLE_CARD

    def hand_pos(self, k: int, n: int) -> tuple[float, float]:
        card = self.hand_card()
        room = HAND_RIGHT - HAND_LEFT - card[0]
        step = min(card[0] + HAND_GAP, room / max(1, n - 1))
        total = card[0] + (n - 1) * step
        x = 925 - total / 2 + k * step
        off = (k - (n - 1) / 2) / max(1.0, (n - 1) / 2)  # -1 … 1 across the fan
        return (x, HAND_Y + FAN_DROP * off * off)

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: card.<code> (a hand card), trick, bid.<n>, trump, next_round, tutorial_panel."""
        if name == "tutorial_panel":  # right of the trick, between the top seats and the info panel
            return pygame.Rect(1440, 372, 456, 372)
        if name == "trick":
            return self.trick_rect()
        if name == "trump":
            return pygame.Rect(INFO_PANEL.x + 20, INFO_PANEL.y + 20, *TURNED_SIZE)
        if name == "next_round":  # the round-over sheet's button while it is open
            top = self.manager.top
            button = find_button(getattr(top, "buttons", None), "next") if top is not self else None
            return pygame.Rect(button.rect) if button is not None else pygame.Rect(770, 900, 380, 90)
        kind, _dot, arg = name.partition(".")
        if kind == "bid" and arg.isdigit():
            button = find_button(self.panel, f"bid:{arg}")
            return pygame.Rect(button.rect if button is not None else self.panel_rect or (600, 480, 720, 190))
        if kind == "card" and arg:
            for key, card in self.shown(self.view()):
                if card == arg and key in self.sprites:
                    return pygame.Rect(self.sprites[key].rect)
            return pygame.Rect(HAND_LEFT, HAND_Y, HAND_RIGHT - HAND_LEFT, self.hand_card()[1])
        return None

    def move_zones(self, action, view) -> list[str]:
        """A review's better card, where it lies in the hand shown (a better bid is named in the panel)."""
        if isinstance(action, Play) and any(card == action.card for _key, card in self.shown(self.view())):
            return [f"card.{action.card}"]
        return []

    # ------------------------------------------------------------------ view → sprites

    def sync(self, events) -> None:
        view = self.view()
        self.drag.cancel()
        if events is None:
            self.rebuild(view)
        else:
            m = self.motion()
            after = 0.0
            ends = any(ev.kind == "round_scored" for ev in events)  # this trick was the round's last
            for ev in events:
                d = ev.data
                if ev.kind == "play":
                    self._play(d, m)
                elif ev.kind == "trick":
                    after = self._collect(d, ends)
                elif ev.kind == "deal":
                    self._deal(view, after, m)
                    line = ngettext("Round {r}: {n} card each.", "Round {r}: {n} cards each.", len(view.hand))
                    self.status = line.format(r=view.round_no, n=len(view.hand))
                    self.reason = ""
                elif ev.kind == "bid":
                    p, shown = d["player"], view.bids[d["player"]]
                    self.status = (self.session.phrase(p, _("You bid {n}."), _("{name} bids {n}."), n=shown)
                                   if shown is not None
                                   else self.session.phrase(p, _("You have bid."), _("{name} has bid.")))
                    self.reason = ""
                elif ev.kind == "trump":
                    self.status = self.session.phrase(d["player"], _("You choose {suit} as trump."),
                                                      _("{name} chooses {suit} as trump."),
                                                      suit=_(SUIT_NAMES[d["suit"]]))
                    self.reason = ""
                elif ev.kind == "round_scored" and not any(e.kind == "trick" for e in events):
                    self.reason = _("Round scored: see the score sheet.")  # else who took the last trick
        if events:
            self.hint_line = ""
        self._rest_sort()
        self._settle(view)
        self.build_panel(view)

    def rebuild(self, view) -> None:
        self.sprites = {k: s for k, s in self.sprites.items() if self.role.get(k) == "flying"}
        self.role = {k: "flying" for k in self.sprites}
        self.trick_keys, self.trick_seats = [], []
        self._settle(view)

    def _settle(self, view) -> None:
        """Hand and trick sprites agree with the view; illegal hand cards are dimmed."""
        if len(self.trick_keys) != len(view.trick):
            for k in self.trick_keys:
                self.sprites.pop(k, None), self.role.pop(k, None)
            self.trick_keys = []
            self.trick_seats = [(view.leader + i) % view.players for i in range(len(view.trick))]
            for i, card in enumerate(view.trick):
                key = f"t:{i}"
                self.sprites[key] = CardSprite(key, face(card), self.trick_pos(i), TABLE_CARD)
                self.role[key] = "trick"
                self.trick_keys.append(key)
        keys = hand_keys(view.hand)
        for k in [k for k, r in self.role.items() if r == "hand" and k not in keys]:
            del self.sprites[k], self.role[k]
        m = self.motion()
        legal = set()
        if self.my_turn() and view.phase == Phase.PLAY:
            legal = {a.card for a in self.state.legal_actions() if isinstance(a, Play)}
        for i, (key, card) in enumerate(self.shown(view)):
            pos = self.hand_pos(i, len(keys))
            sprite = self.sprites.get(key)
            if sprite is None:
                sprite = self.sprites[key] = CardSprite(key, face(card), pos, self.hand_card())
                self.role[key] = "hand"
            elif sprite.tween is None and sprite.pos != pos:
                sprite.glide_to(pos, GLIDE * m)
            sprite.dragging, sprite.highlight = False, ""
            sprite.dimmed = bool(legal) and card not in legal
        self.cursor = min(self.cursor, len(keys) - 1)

    def _play(self, d: dict, m: float) -> None:
        card, seat = d["card"], d["player"]
        key = f"t:{len(self.trick_keys)}"
        mine = [k for k, r in self.role.items() if r == "hand" and k.split(":")[1] == card]
        if seat == self.viewer and mine:
            held = next((k for k in mine if self.sprites[k].dragging or self.sprites[k].highlight), mine[-1])
            sprite = self.sprites.pop(held)
            self.role.pop(held)
            cx, cy = sprite.rect.center
            sprite.size = TABLE_CARD
            sprite.pos = (cx - TABLE_CARD[0] / 2, cy - TABLE_CARD[1] / 2)
            sprite.key = key
        else:
            sprite = CardSprite(key, face(card), self.seat_anchor(seat), TABLE_CARD)
        self.sprites[key] = sprite
        self.role[key] = "trick"
        self.trick_keys.append(key)
        self.trick_seats.append(seat)
        sprite.glide_to(self.trick_pos(len(self.trick_keys) - 1), (SNAP if sprite.dragging else GLIDE) * m)
        sprite.dragging = False
        self.status = self.session.phrase(seat, _("You play {card}."), _("{name} plays {card}."),
                                          card=card_name(card))
        self.reason = ""

    def _collect(self, d: dict, last: bool = False) -> float:
        """The finished trick stays, its winning card lit, then glides to its winner (`gather`; the
        round's `last` trick stays even at instant speed); returns when it arrives."""
        cards = [self.sprites[k] for k in self.trick_keys]
        won = self.trick_seats.index(d["winner"]) if d["winner"] in self.trick_seats else None
        arrival = self.gather(cards, None if won is None else cards[won], d["winner"], last)
        for key, sprite in zip(self.trick_keys, cards, strict=True):
            del self.sprites[key], self.role[key]
            self.flights += 1
            sprite.key = f"f:{self.flights}"
            self.sprites[sprite.key], self.role[sprite.key] = sprite, "flying"
        self.trick_keys, self.trick_seats = [], []
        self.reason = self.session.phrase(d["winner"], _("You take the trick."), _("{name} takes the trick."))
        return arrival

    def _deal(self, view, delay: float, m: float) -> None:
        for k in [k for k, r in self.role.items() if r == "hand"]:
            del self.sprites[k], self.role[k]
        keys = hand_keys(view.hand)
        start = (INFO_PANEL.x + 20, INFO_PANEL.y + 20)
        for i, (key, card) in enumerate(self.shown(view)):
            sprite = self.sprites[key] = CardSprite(key, face(card), start, self.hand_card())
            self.role[key] = "hand"
            sprite.glide_to(self.hand_pos(i, len(keys)), GLIDE * m, delay + DEAL_STAGGER * i * (m > 0))

    def hand_sprites(self) -> list[CardSprite]:
        return [self.sprites[k] for k, _card in self.shown(self.view()) if k in self.sprites]

    def shown(self, view) -> list[tuple[str, str]]:
        """(sprite key, card) of the viewer's hand in the chosen order (by suit or by rank)."""
        key = sort_key if self.sort_mode() == hand_sort.SUIT else rank_key
        return hand_sort.shown(view.hand, key)

    def sort_hand(self) -> None:
        """The Sort button and S: by suit or by rank, remembered for this run of the program."""
        if not self.session.humans:
            return  # no hand is shown to sort
        hand_sort.toggle(self.game_id, hand_sort.SUIT)
        self.drag.cancel()
        self.cursor = -1
        self._settle(self.view())
        self.side.by_key("sort").label = self.sort_label()
        self.invalidate()
        by_rank = self.sort_mode() == hand_sort.RANK
        self.toast.show(_("Your hand is sorted by rank.") if by_rank else _("Your hand is sorted by suit."))

    def _rest_sort(self) -> None:
        """The sort button rests while the hand holds one card (it has no order to choose; it is not
        drawn then, as it floated over nothing in the first round) and while nobody sits at the
        screen (no hand is shown)."""
        if self.side.buttons:  # the side buttons are built after the first sync
            sort, cards = self.side.by_key("sort"), len(self.view().hand)
            sort.enabled, sort.shown = cards > 1 and bool(self.session.humans), cards > 1

    def sort_mode(self) -> str:
        return hand_sort.mode(self.game_id, hand_sort.SUIT)  # Wizard's own order is by suit

    def sort_label(self) -> str:
        return _("Sort by suit") if self.sort_mode() == hand_sort.RANK else _("Sort by rank")

    def play_action(self, sprite: CardSprite) -> Play:
        return Play(sprite.key.split(":")[1])

    def can_play_now(self) -> bool:
        return self.my_turn() and self.state.phase == Phase.PLAY

    def toast_avoid(self) -> list[pygame.Rect]:
        """Never over the bid or trump panel while it asks, nor against the Sort button (a
        refusal lay touching it)."""
        panel = [self.panel_rect.inflate(0, 16)] if self.panel_rect is not None else []
        sort = [b.rect.inflate(24, 24) for b in self.side.buttons if b.key == "sort" and b.shown]
        return super().toast_avoid() + panel + sort

    def toast_spots(self) -> tuple[int, ...]:
        """While the bid or trump panel asks, a message goes just above it when that leaves the
        others' panels free (below, it lay over the hand and the sort button)."""
        spots = super().toast_spots()
        if self.panel_rect is None:  # over the status lines, as the trick tables put it, clear of Sort
            rect, _fitted = self.toast.place(pygame.Rect(0, 0, 1920, 1080), (TOAST_BAND.centerx, 0))
            return (SORT_BUTTON.y - 14 - rect.h // 2, *spots)
        y = self.panel_rect.top - 48
        rect, _fitted = self.toast.place(pygame.Rect(0, 0, 1920, 1080), (TOAST_BAND.centerx, y))
        return (y, *spots) if rect.collidelist(list(map(self.seat_rect, self.others()))) < 0 else spots

    def hand_waits(self) -> str | None:
        return {Phase.BID: _("Bid first: choose in the panel how many tricks you will take."),
                Phase.TRUMP: _("Choose the trump suit in the panel first.")}.get(self.state.phase)

    def button_groups(self) -> list[ButtonGroup]:
        return [self.panel, self.side]

    def table_key(self, event) -> bool:
        """T shows the last trick (L is the game log on every table), S sorts the hand, and while
        you bid a digit bids that many tricks."""
        digit = DIGIT_KEYS.get(event.key)
        if digit is not None and self.my_turn() and self.view().phase == Phase.BID:
            self.act(Bid(digit))  # one the round does not allow is refused in words, as its button
            return True
        if event.key == pygame.K_t:
            self.open_last_trick()
            return True
        if event.key == pygame.K_s:
            self.sort_hand()
            return True
        return False

    # ------------------------------------------------------------------ bid and trump panels

    def build_panel(self, view) -> None:
        """The bidding or trump-choice panel while a person here must bid or choose."""
        self.panel = ButtonGroup()
        self.panel_rect, self.panel_lines, self.panel_boxes, self.panel_suit = None, [], [], None
        if not self.my_turn() or view.phase not in (Phase.BID, Phase.TRUMP):
            return
        if view.phase == Phase.TRUMP:
            self.panel_lines = [_("You turned up a Wizard: choose the trump suit.")]
            if self.hint_line:
                self.panel_lines.append(self.hint_line)
            rect = pygame.Rect(0, 0, self._panel_width(980), 0)
            top = self._lay_lines(rect.w, 1080)
            rect.h = top + 120 + 40
            rect.center = (960, 575)
            self.panel_rect = rect
            x0 = rect.centerx - 490
            for i, s in enumerate(SUITS):  # each with its emblem: which picture is which suit
                choose = lambda s=s: self.act(ChooseTrump(s))  # noqa: E731
                box = (x0 + 40 + i * 230, rect.y + top, 210, 120)
                self.panel.add(SuitButton(box, s, choose, style="flat", key=f"trump:{s}"))
            return
        r = len(view.hand)
        legal = {a.tricks for a in self.state.legal_actions() if isinstance(a, Bid)}
        per_row = min(r + 1, 11)
        rows = (r + 1 + per_row - 1) // per_row
        self.panel_lines = [_("How many tricks will you take? Trump: {trump}.").format(
            trump=trump_name(view))]
        self.panel_suit = view.trump  # its emblem after the title
        if view.forbidden_bid is not None:
            why = _("Plus-minus one: {n} is not allowed, the bids would add up to {r}.")
            self.panel_lines.append(why.format(n=view.forbidden_bid, r=r))
        self.panel_lines.append(self.hint_line or _("Not sure? Press Hint (H) for a suggested bid."))
        width = self._panel_width(max(720, 40 + per_row * BID_PITCH))
        room = SORT_BUTTON.y - 12 - (SEAT_Y + SEAT_PANEL[1] + 8) - (rows * BID_PITCH + 16)  # seats to Sort
        top = self._lay_lines(width, room)  # the buttons, under the (wrapped) lines
        rect = pygame.Rect(0, 0, width, top + rows * BID_PITCH + 16)
        # two rows (15 cards and more) reached over the sort button: the panel rises clear of it,
        # and 11 buttons at BID_PITCH leave "Since your last move" and the trump panel free
        rect.center = (960, min(575, SORT_BUTTON.y - 12 - rect.h // 2))
        self.panel_rect = rect
        x0 = rect.centerx - (per_row * BID_PITCH - 8) / 2
        for b in range(r + 1):
            row, col = divmod(b, per_row)
            box = (x0 + col * BID_PITCH, rect.y + top + row * BID_PITCH, BID_PITCH - 8, 80)
            self.panel.add(Button(box, str(b), lambda b=b: self.act(Bid(b)), style="flat", enabled=b in legal,
                                  key=f"bid:{b}"))

    def _panel_width(self, minimum: int) -> int:
        """Wide enough for the buttons and, up to PANEL_MAX_W, for the panel's lines other than the hint
        (Finnish runs longer): a long hint widened the panel over "Since your last move"; it wraps."""
        lines = [line for line in self.panel_lines if line != self.hint_line]
        widths = [res.font(PANEL_TITLE if k == 0 else PANEL_LINE, k == 0).size(line)[0] + self._icon_room(k)
                  for k, line in enumerate(lines)]
        widest = max(widths, default=0)
        return max(minimum, min(PANEL_MAX_W, widest + 80))

    def _lay_lines(self, width: int, room: int) -> int:
        """Place the panel's lines one under another, each wrapped to the panel's width less its
        margins (`panel_boxes`, relative to the panel's top left), smaller while they need more than
        `room` px; returns where the buttons start."""
        for title, body in ((PANEL_TITLE, PANEL_LINE), *PANEL_SMALLER):
            y, self.panel_boxes = 22, []
            for k, line in enumerate(self.panel_lines):
                size, bold = (title, True) if k == 0 else (body, False)
                w = width - 80 - self._icon_room(k)
                h = fit(line, size, bold, w, 1000).height
                self.panel_boxes.append((line, pygame.Rect(40, y, w, h), size, bold))
                y += h + 6
            if y + 12 <= room:
                break
        return y + 12

    def _icon_room(self, k: int) -> int:
        """Room the k-th panel line leaves on its right for the trump's emblem (the title's)."""
        return PANEL_TITLE + ICON_GAP if k == 0 and self.panel_suit else 0

    # ------------------------------------------------------------------ drag and drop

    def hint(self) -> None:
        view = self.view()
        if self.my_turn() and view.phase == Phase.BID:
            self.bid_hint()
            return
        if self.my_turn() and view.phase == Phase.TRUMP:
            suit = best_trump(view.hand, view.players).suit
            self.hint_line = _("Hint: choose {suit}; your hand is strongest with it.").format(
                suit=_(SUIT_NAMES[suit]))
            self.focus_panel(f"trump:{suit}")  # in the panel, as the bid's: a toast covered the sort button
            return
        if not self.my_turn() or view.phase != Phase.PLAY:
            self.toast.show(_("Hints are for your turn."))
            return
        card = self.play_hint(view)
        self.focus([c for _k, c in self.shown(view)].index(card))
        self.toast.show(_("Hint: play {card}.").format(card=card_name(card)))

    def play_hint(self, view) -> str:
        """The card the coach values most here, by the same play-outs as "Review my game" (a quick
        rule of thumb named cards the review then called costly); tens of ms on the table thread."""
        from game.wizard.coach import COACH  # on first use: the table opens without it

        legal = [a for a in self.state.legal_actions() if isinstance(a, Play)]
        if len(legal) == 1:
            return legal[0].card
        outcomes = COACH.evaluate(view, legal, len(self.state.history), COACH.world_count(view, legal))
        return max(outcomes, key=lambda o: o.value).action.card

    def bid_hint(self) -> None:
        """The hard computer player's bid for this hand, with its reason, in the bid panel."""
        view = self.view()
        legal = [a for a in self.state.legal_actions() if isinstance(a, Bid)]
        # A fixed search, smaller as rounds grow: the hint runs on the table thread and answers at once.
        hard = HardAgent(worlds=hint_worlds(len(view.hand)))
        bid = hard.choose(view, legal, random.Random(len(self.state.history))).tricks
        self.hint_line = bid_hint(view.hand, view.trump, view.players, bid, view.forbidden_bid)
        self.focus_panel(f"bid:{bid}")  # the line replaces the panel's "Not sure?": no toast over the table

    def focus_panel(self, key: str) -> None:
        """Rebuild the panel with the hint's line and give the hinted button the focus."""
        self.build_panel(self.view())
        self.panel.focus_on(key)

    def open_last_trick(self) -> None:
        if self.view().last_trick is None:
            self.toast.show(_("No trick has been played in this round yet."))
            return
        self.manager.push(LastTrickScene(self.app, self))

    # ------------------------------------------------------------------ frame

    def draw_static(self, surface) -> None:
        view = self.view()
        for seat in self.others():
            self._draw_seat(surface, view, seat)
        self.draw_me(surface, view)
        self._draw_info(surface, view)
        draw_since_last(surface, RECENT, self)

    def slot_label(self) -> str:
        # none while a taken trick still lies there, waiting to fly ("Trick" showed between its cards)
        return "" if self.trick_keys or "flying" in self.role.values() else _("Trick")

    def draw_table(self, surface) -> None:
        view = self.view()
        if self.trick_keys or self.panel_rect is None:  # an empty frame would peek out above the bid panel
            draw_slot(surface, self.trick_rect().inflate(-20, -20), self.slot_glow(), self.slot_label())
        self.side.draw(surface)
        for i, key in enumerate(self.trick_keys):
            sprite = self.sprites[key]
            if not sprite.moving:
                sprite.draw(surface)
                seat = (view.leader + i) % view.players
                colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
                pygame.draw.circle(surface, colour, self.trick_marks(key).center, 10)
        for s in self.hand_sprites():
            if not s.dragging and not self.in_deck(s):
                s.draw(surface)
        for s in self.sprites.values():
            if (s.moving or s.dragging) and not self.in_deck(s):
                s.draw(surface)
        self.draw_winner_tag(surface)
        self.draw_status_lines(surface)
        if self.panel_rect is not None:
            draw_panel(surface, self.panel_rect)
            for k, (line, box, size, bold) in enumerate(self.panel_boxes):
                suit = self.panel_suit if k == 0 else None
                draw_with_icon(surface, line, box.move(self.panel_rect.topleft), size, bold, suit)
            self.panel.draw(surface)

    def chip_scores(self) -> list[int]:
        """While the round's last trick is still on show, the totals before the round: the chips gave
        its result away before the trick was seen."""
        scores = self.state.scores()
        rows = self.view().score_sheet.rows
        if self.state.phase in (Phase.ROUND_OVER, Phase.OVER) and self.busy() and rows:
            return [total - points for total, points in zip(scores, rows[-1].points, strict=True)]
        return scores

    def static_key(self):
        return tuple(self.chip_scores())  # the trick has gone: the chips show the round's totals

    def status_lines(self) -> list[str]:
        """The status and the reason; a line the bid or trump panel covers gives way to it whole
        (its words peeked out from under the panel; the seats and "Since your last move" say them)."""
        lines, band, panel = [self.status, self.reason], self.status_band, self.panel_rect
        if panel is None:
            return lines
        return ["" if panel.colliderect((band.x, band.y + 40 * k, band.w, 36)) else line
                for k, line in enumerate(lines)]

    def trick_marks(self, key) -> pygame.Rect | None:
        """The seat's dot under a trick card."""
        if key not in self.trick_keys:
            return None
        r = self.sprites[key].rect
        return pygame.Rect(r.centerx - 10, r.bottom + 12, 20, 20)

    def looks(self) -> dict:
        out = super().looks()
        if self.panel_rect is not None:  # the bid panel's lines change with the hint
            out["bid_panel"] = (self.panel_rect, tuple(self.panel_lines))
        return out

    def seat_line(self, seat: int) -> str:
        # the chip's total waits for the round's last trick as the score does (`chip_scores`)
        return f"{number(self.chip_scores()[seat])} · {bid_line(self.view(), seat)}"

    def round_label(self, view) -> str:
        return _("Round {r} of {n}").format(r=view.round_no, n=view.rounds)
