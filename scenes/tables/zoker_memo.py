"""The Zoker Memo table: click two face-down cards; a pair flies to the player's pile, a miss turns back.

Sprites follow the view (`sync`): a table place is a card back until the view
shows its face. The engine keeps a missed pair face up (phase "miss") until a
`Hide()`; this scene gives it `reveal_time` seconds (a setting) before it sends
that Hide, and computer players wait meanwhile because the table is busy.
The grid is laid out in code, not from a Tiled map: its size is a game option
(4×4 up to 8×8, plus places added beside it).
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.zoker.cards import card_name, describe_common, no_pair_reason
from game.zoker.memo.engine import DOWN, Hide, Phase, Reveal
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, TABLE_CARD, draw_slot
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import (
    GOLD_BRIGHT,
    INK,
    MUTED_INK,
    PANEL_EDGE,
    WHITE,
    blit_text,
    draw_panel,
    draw_seat_panel,
    draw_shadow,
)
from scenes.tables.recent import events_since_last, outline, still_moving_reason
from scenes.tables.redraw import DAMAGE_MARGIN
from scenes.tables.table import TableScene
from scenes.tables.zoker_memo_cards import BACK, GRID_AREA, MIN_CARD_W, MemoCard, grid_layout, table_layout
from scenes.text.zoker_text import face

TURN_PANEL = pygame.Rect(1548, 470, 340, 300)  # whose turn it is, what to do, what the last pair meant
SEAT_PANEL = pygame.Rect(24, 108, 400, 960)  # five seats' blocks each hold a name over a whole pile card
DECK_BOX = (1640, 150)
# under the grid, centred on it, a clear gap from the seats' panel and the turn panel: a long Finnish
# line began 11 px from the seats' panel; in this box it wraps or shrinks instead
_STATUS_X = SEAT_PANEL.right + 48
STATUS_RECT = pygame.Rect(_STATUS_X, 1026, 2 * (GRID_AREA.centerx - _STATUS_X), 46)
PILE_CARD = (MIN_CARD_W, MIN_CARD_W * 7 // 5)  # as small as a card may be: five seats share the panel
PILE_TOP = 42  # the pile's top below its block's, under the name (five seats' blocks have no more)
PILE_TOP_ROOMY = 54  # a clear gap under the name where the block has room
PILE_STEP = 52
STALE_CLICK = 0.6  # seconds a click on a miss the clock has just turned back is taken as meant for it
FOCUS_OUTSIDE = 30  # px the keyboard's ring grows round a card whose "changed" outline covers its own
FLIP = 0.24  # seconds for a whole flip (scaled by the motion setting)
PAIR_PAUSE = 0.45  # a found pair stays a moment before it flies
DEAL_STAGGER = 0.04  # STYLE: a deal staggers cards by 40 ms
SOUNDS = {"reveal": "place", "pair": "chime", "refill": "deal", "extra_place": "deal"}


class ZokerMemoScene(TableScene):
    """Zoker Memo for 1–5 players at one screen, people and computers."""

    game_id = "zoker_memo"
    attract_banner = pygame.Rect(1532, 790, 372, 254)  # under the turn panel: its words take two lines
    blurb = N_("Memory: find pairs of cards that share two attributes.")
    default_players = 2
    hides_hands = False  # everything on the table is public
    stat_note = N_("Best and Average: cards won.")
    partial_redraw = True  # places, deck and seat panels are a cached layer; cards redraw where they move

    @classmethod
    def menu_icon(cls):
        return res.scaled(BACK, (64, 90))

    def __init__(self, app, session):
        self.cards: dict[int, MemoCard] = {}  # table place -> sprite
        self.flying: list[MemoCard] = []  # pairs on their way to a pile
        self.miss_left = 0.0
        self.turned_back: tuple[set[int], float] = (set(), 0.0)  # a miss the clock turned, and a grace
        self.cursor = -1  # keyboard focus: a table place
        self.misses: dict[int, int | None] = {}  # `recent_misses()`, once per frame
        self.recorded = False
        self.best_before: int | None = None
        self.grid_places = 16  # the places of the grid; those added beside it follow
        self.card_size, self.spots = grid_layout(4, 4)
        super().__init__(app, session)

    # ------------------------------------------------------------------ layout

    def place_box(self, place: int) -> tuple:
        return (*self.spots[place], *self.card_size)

    def pile_box(self, seat: int, k: int) -> tuple:
        block = self.seat_block(seat)
        top = PILE_TOP_ROOMY if block.h >= PILE_TOP_ROOMY + PILE_CARD[1] + 12 else PILE_TOP
        return (block.x + 20 + k * PILE_STEP, block.y + top, *PILE_CARD)

    def seat_block(self, seat: int) -> pygame.Rect:
        n = self.state.players
        h = SEAT_PANEL.h // n
        return pygame.Rect(SEAT_PANEL.x, SEAT_PANEL.y + seat * h, SEAT_PANEL.w, h - 12)

    def deck_box(self) -> tuple:
        return (*DECK_BOX, *TABLE_CARD)

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: place.N (a table place) and deck."""
        if name == "deck":
            return pygame.Rect(self.deck_box())
        if name == "tutorial_panel":  # over the instruction box, right of the cards as they lie: a
            # 4×4 grid leaves room, and the 380 px column alone wrapped every two or three words
            places = len(self.state.view(self.viewer).places)
            right = max((pygame.Rect(self.place_box(p)).right for p in range(places)), default=1488)
            left = min(1520, max(right + 32, 1240))
            return pygame.Rect(left, 420, 1900 - left, 400)  # messages stand under it (`toast_area`)
        kind, _dot, n = name.partition(".")
        if kind == "place" and n.isdigit() and int(n) < len(self.state.view(self.viewer).places):
            return pygame.Rect(self.place_box(int(n)))
        return None

    def move_zones(self, action, view) -> list[str]:
        """A review's better card to turn up, at its place."""
        from game.zoker.memo.engine import Reveal

        return [f"place.{action.place}"] if isinstance(action, Reveal) else []

    # ------------------------------------------------------------------ view → sprites

    def sync(self, events) -> None:
        """Animate the events, then make every sprite agree with the view."""
        view = self.view()
        self.grid_places = view.rows * view.cols
        was = self.card_size
        self.card_size, self.spots = table_layout(view.rows, view.cols, len(view.places))
        m = self.motion()
        regrid = events is not None and self.card_size != was  # a column added: the cards make room
        if events is None:
            self.cards, self.flying = {}, []
            self.miss_left = self.app.settings.reveal_time if view.phase == Phase.MISS else 0.0
        deal_after = 0.0
        for kind in dict.fromkeys(ev.kind for ev in events or []):
            if kind in SOUNDS:
                self.app.sounds.play(SOUNDS[kind])
        for ev in events or []:
            d = ev.data
            if ev.kind == "miss":
                self.miss_left = self.app.settings.reveal_time + FLIP * m
                a, b = d["cards"]  # whose miss: it stays in sight into the next person's turn
                self.status = self.session.phrase(d["player"], "{reason}", _("{name}: {reason}"),
                                                  reason=no_pair_reason(a, b))
            elif ev.kind == "hide":
                self.miss_left = 0.0
            elif ev.kind == "pair":
                delay = (FLIP + PAIR_PAUSE) * m
                for k, (place, card) in enumerate(zip(d["places"], d["cards"], strict=True)):
                    sprite = self.cards.pop(place, None) or MemoCard(self.place_box(place))
                    if sprite.card != card:
                        sprite.turn(card, FLIP * m)
                    sprite.glide_to(self.pile_box(d["player"], k), GLIDE * m, delay)
                    self.flying.append(sprite)
                deal_after = delay + GLIDE * m
                a, b = d["cards"]
                self.status = self.session.phrase(
                    d["player"],
                    _("You take {a} and {b}: {common}."),
                    _("{name} takes {a} and {b}: {common}."),
                    a=card_name(a),
                    b=card_name(b),
                    common=describe_common(a, b),
                )  # said here and under the pile only: a toast over the cards said it a third time
            elif ev.kind in ("refill", "extra_place"):
                places = d["places"] if ev.kind == "refill" else [d["place"]]
                for k, place in enumerate(places):
                    sprite = self.cards[place] = MemoCard(self.deck_box())
                    sprite.glide_to(self.place_box(place), GLIDE * m, deal_after + DEAL_STAGGER * k * (m > 0))
        # at the end the view shows what was left: it turns face up after the last pair has flown
        over, flips = view.current is None, 0
        for place, shown in enumerate(view.places):
            if shown is None:
                self.cards.pop(place, None)
                continue
            sprite = self.cards.get(place)
            if sprite is None:
                sprite = self.cards[place] = MemoCard(self.place_box(place))
            want = None if shown == DOWN else shown
            if sprite.card != want:
                sprite.turn(want, FLIP * m, (deal_after + DEAL_STAGGER * flips) * over * (m > 0))
                flips += over
            if sprite.move is None:
                sprite.glide_to(self.place_box(place), GLIDE * m if regrid else 0)
        for place in [p for p in self.cards if p >= len(view.places)]:
            del self.cards[place]
        if flips:  # as long as a missed pair shows, a look at what was left before the game-over panel
            self.miss_left = deal_after + DEAL_STAGGER * flips + FLIP * m + self.app.settings.reveal_time
        if view.current is None and not self.recorded:
            self.recorded = True
            self.record_result(view)

    def record_key(self) -> str:
        """Records are kept per table size and variant: their turn counts do not compare."""
        o = self.state.options
        return f"{o['table']}{'e' if o['easy_pairs'] else ''}"

    def record_result(self, view) -> None:
        if self.state.players != 1:
            return
        turns = view.turns[0]
        key, records = self.record_key(), self.app.records
        self.best_before = records.best(self.game_id, f"{key}:{self.state.seed}")
        records.record(self.game_id, f"{key}:{self.state.seed}", turns, higher_is_better=False)
        records.record(self.game_id, key, turns, higher_is_better=False)

    def restart(self, same_seed: bool = True) -> None:
        self.recorded = False
        self.cursor = -1  # a new deal: the ring waits for the arrows
        super().restart(same_seed)

    def recent_misses(self) -> dict[int, int | None]:
        """Places others turned up without a pair since the viewer's last turn: place → who turned it."""
        places: dict[int, int | None] = {}
        finished = lambda m: any(ev.kind in ("miss", "pair") for ev in m.events)  # noqa: E731
        for _seat, ev in events_since_last(self.session, self.viewer, finished):
            if ev.kind == "miss":
                places.update(dict.fromkeys(ev.data["places"], ev.data["player"]))
            elif ev.kind == "pair":
                for place in ev.data["places"]:
                    places.pop(place, None)
        view = self.view()
        return {p: who for p, who in places.items() if p < len(view.places) and view.places[p] is not None}

    def instruction(self) -> str:
        """Whose turn it is and what to do now."""
        view = self.view()
        seat = view.current
        if seat is None:
            left = self.cards_left()
            if left:  # the deck is empty and no two of them make a pair: they can never be taken
                return ngettext("The game is over: the deck is empty, and the last card has no pair.",
                                "The game is over: the deck is empty, and the last {n} cards hold no pair.",
                                left).format(n=left)
            return _("The game is over.")
        if view.phase == Phase.MISS and not self.replaying:  # while the miss shows, a click counts
            if not self.my_turn():  # the person who missed saw "Botti is playing." over their cards
                return _("Not a pair. {name} plays next.").format(name=self.session.seats[seat].name)
            return _("Not a pair. They turn face down in a moment, or at a click.")
        if not self.session.seats[seat].human:
            return _("{name} is playing.").format(name=self.session.seats[seat].name)
        if not self.my_turn():  # a replay (nobody moves there) or a person at a phone: not "wait"
            return self.session.phrase(seat, _("You are playing."), _("{name} is playing."))
        if view.face_up:
            return self.session.phrase(
                seat, _("Your turn: turn up a second card."), _("{name}'s turn: turn up a second card.")
            )
        you, other = _("Your turn: turn up two cards."), _("{name}'s turn: turn up two cards.")
        return self.session.phrase(seat, you, other)

    def turn_note(self) -> str:
        """What the last move means for the turn: a pair lets its finder go again (the status line
        says what the pair shares; the turn panel said only "Botti is playing.")."""
        seat, events = self.view().current, self.session.moves[-1].events if self.session.moves else []
        if seat is None or not any(e.kind == "pair" and e.data["player"] == seat for e in events):
            return ""
        return self.session.phrase(seat, _("A pair: you go again."), _("A pair: {name} goes again."))

    def hint(self) -> None:
        if self.my_turn() and self.busy():
            self.refuse(still_moving_reason())
            return
        super().hint()

    def all_cards(self) -> list[MemoCard]:
        return [*self.cards.values(), *self.flying]

    def toast_area(self) -> pygame.Rect | None:
        """Messages stand under the turn panel, where no card lies (over the grid "Wait for your
        turn." covered the cards), or under a tutorial's panel, which stands over it."""
        if self.tutorial is not None and self.tutorial.mode != "done":
            panel = self.tutorial.panel_rect()
            return pygame.Rect(panel.x, panel.bottom + 16, panel.w, 1060 - panel.bottom - 16)
        top = TURN_PANEL.bottom + 16
        return pygame.Rect(TURN_PANEL.x, top, TURN_PANEL.w, 1060 - top)

    def busy(self) -> bool:
        return self.miss_left > 0 or any(s.moving for s in self.all_cards())

    # ------------------------------------------------------------------ input

    def stacked(self) -> list[int]:
        """The places bottom to top where big tables overlap rows: later rows over earlier ones, and
        a face shown over every back, so the row below never hides the corner of a turned card."""
        return sorted(self.cards, key=lambda place: (self.cards[place].card is not None, place))

    def place_at(self, pos) -> int | None:
        """The table place under `pos`: the card drawn on top there."""
        for place in reversed(self.stacked()):
            if self.cards[place].rect.collidepoint(pos):
                return place
        return None

    def click_place(self, place: int) -> None:
        """A click on a place: reveal it, or turn a shown miss back."""
        if not self.my_turn():
            if not self.state.is_over():
                self.refuse(_("Wait for your turn."))
            return
        for s in self.all_cards():
            s.finish()  # input is never lost: what is still moving completes first
        self.flying = []
        view = self.view()
        if place in self.turned_back[0] and self.tutorial is None:  # a tutorial's step asks for it
            return  # meant to turn the miss back as the clock did: it must not pick a card all have seen
        action = Hide() if view.phase == Phase.MISS and place in view.face_up else Reveal(place)
        reason = self.perform(action)
        if reason:
            self.refuse(reason)

    def handle_table_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            over = self.place_at(event.pos) if self.my_turn() else None
            for place, s in self.cards.items():
                s.hover = place == over and s.card is None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.cursor = -1  # the mouse took over: no ring left behind
            place = self.place_at(event.pos)
            if place is not None:
                self.click_place(place)
                return True
            return self._explain_miss(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _explain_miss(self, pos) -> bool:
        """A click on the deck or an empty place did nothing, silently: say what to turn up instead."""
        if not self.my_turn() or self.state.phase == Phase.MISS:
            return False
        view = self.view()
        if pygame.Rect(self.deck_box()).collidepoint(pos):
            self.toast.show(_("The deck fills the table by itself when no pair is left there: "
                              "turn up cards on the table."))
            return True
        if any(shown is None and pygame.Rect(self.place_box(place)).collidepoint(pos)
               for place, shown in enumerate(view.places) if place < self.grid_places):
            self.toast.show(_("That place is empty: turn up a face-down card."))
            return True
        return False

    def _key(self, event) -> bool:
        """Arrows move the focus over the places, Enter or Space turns the focused card."""
        places = sorted(self.cards)
        if not places:
            return False
        cols = self.view().cols
        steps = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_DOWN: cols, pygame.K_UP: -cols}
        if event.key in steps:
            target = max(0, self.cursor) + steps[event.key] if self.cursor >= 0 else places[0]
            self.cursor = min(places, key=lambda p: (abs(p - target), p))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.cursor in self.cards:
            self.click_place(self.cursor)
            return True
        return False

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        for s in self.all_cards():
            s.update(dt)
        self.flying = [s for s in self.flying if s.moving]
        places, grace = self.turned_back
        self.turned_back = (places, grace - dt) if grace > dt else (set(), 0.0)
        if self.miss_left > 0:
            self.miss_left -= dt
            if self.miss_left <= 0 and self.state.phase == Phase.MISS:
                self.turned_back = (set(self.view().face_up), STALE_CLICK)
                self.perform(Hide())

    def frame_begins(self) -> None:
        # read by looks, the outlines and the turn panel alike; nobody here to have missed them: none
        self.misses = self.recent_misses() if self.session.humans else {}

    def draw_static(self, surface) -> None:
        view = self.view()
        row_step = self.spots[view.cols][1] - self.spots[0][1] if view.rows > 1 else self.card_size[1]
        for place, shown in enumerate(view.places):
            if shown is None and place < self.grid_places:
                slot = pygame.Rect(self.place_box(place))
                slot.h = min(slot.h, round(row_step) - 10)  # overlapping rows: outlines must not cross
                draw_slot(surface, slot)
        self._draw_deck(surface, view)
        self._draw_seats(surface, view)

    def draw_table(self, surface) -> None:
        view = self.view()
        for place in self.stacked():
            self.cards[place].draw(surface, "focus" if place == self.cursor else "")
        for place, seat in self.misses.items():
            if place in self.cards and not self.cards[place].moving:
                outline(surface, self.cards[place].rect, seat)
                if place == self.cursor:  # the outline lies over the focus ring: ring it again, outside
                    ring = self.cards[place].rect.inflate(FOCUS_OUTSIDE, FOCUS_OUTSIDE)
                    pygame.draw.rect(surface, GOLD_BRIGHT, ring, 5, border_radius=20)
        clip = surface.get_clip()  # a partial frame skips the panels it does not touch
        for seat in range(self.state.players):
            if clip.colliderect(self.seat_block(seat).inflate(DAMAGE_MARGIN, DAMAGE_MARGIN)):
                self._draw_pile(surface, view, seat)
        for s in self.flying:
            s.draw(surface)
        if clip.colliderect(TURN_PANEL.inflate(DAMAGE_MARGIN, DAMAGE_MARGIN)):
            self._draw_turn(surface)
        if self.status:
            draw_text(surface, self.status, STATUS_RECT, 26, WHITE, valign="bottom")

    def looks(self) -> dict:
        out = super().looks()
        for place, s in self.cards.items():
            out[("card", place)] = (s.rect, (*s.look(), place == self.cursor, place in self.misses))
        for k, s in enumerate(self.flying):
            out[("flying", k)] = (s.rect, s.look())
        for seat in range(self.state.players):
            out[("pile", seat)] = (self.seat_block(seat), tuple(self.pile_shown(seat)))
        out["turn"] = (TURN_PANEL, (self.instruction(), self.turn_note(), bool(self.misses)))
        out["status"] = (STATUS_RECT, self.status)
        return out

    def _draw_turn(self, surface) -> None:
        """The turn panel: whose turn and what to do, and what the outlines mean."""
        draw_panel(surface, TURN_PANEL, 20)
        inner = TURN_PANEL.inflate(-36, -32)
        head = (*inner.topleft, inner.w, 130)
        ink = draw_text(surface, self.instruction(), head, 28, INK, True, valign="top")
        foot = pygame.Rect(inner.x, inner.bottom - 56, inner.w, 56)
        if note := self.turn_note():
            draw_text(surface, note, (inner.x, ink.bottom + 16, inner.w, foot.y - ink.bottom - 24), 26, INK,
                      valign="top")
        if self.misses:
            text = _("Outlined: cards the others turned up since your turn.")
            draw_text(surface, text, foot, 22, MUTED_INK, valign="bottom")

    def _draw_deck(self, surface, view) -> None:
        r = pygame.Rect(self.deck_box())
        if view.deck:
            for i in range(min(6, (view.deck + 7) // 8)):
                rr = r.move(-2 * i, -2 * i)
                if i == 0:
                    draw_shadow(surface, rr, 12)
                surface.blit(res.scaled(BACK, TABLE_CARD), rr)
        else:
            draw_slot(surface, r, "", _("empty"))
        label = _("Deck: {n}").format(n=view.deck)
        blit_text(surface, label, (r.centerx, r.bottom + 14), 26, WHITE, anchor="midtop")

    def pile_shown(self, seat: int) -> list:
        """The seat's pile as its panel shows it: without the cards still flying there."""
        flying = {s.card for s in self.flying}
        return [c for c in self.view().piles[seat] if c not in flying]

    def _draw_seats(self, surface, view) -> None:
        """Each seat's name, cards taken (always visible) and turns; the pile is drawn as it lands."""
        for seat in range(self.state.players):
            block = self.seat_block(seat)
            name = self.session.seats[seat].label()
            draw_seat_panel(surface, block, seat, name, view.current == seat, top=10)
            x = block.x + 20 + PILE_STEP + PILE_CARD[0] + 24
            y = block.y + 52
            count = len(view.piles[seat])
            cards = ngettext("{n} card", "{n} cards", count).format(n=count)
            blit_text(surface, cards, (x, y), 30, INK, True)
            blit_text(surface, _("Turns: {n}").format(n=view.turns[seat]), (x, y + 42), 24, MUTED_INK)
        if self.state.players == 1:
            self._draw_solo_records(surface, self.seat_block(0))

    def _draw_pile(self, surface, view, seat: int) -> None:
        """The last pair taken, and what it shares, once it has landed."""
        block = self.seat_block(seat)
        pile = self.pile_shown(seat)
        if not pile:  # where the pairs will lie: the panel's left was an unexplained gap
            spot = pygame.Rect(self.pile_box(seat, 0)).union(self.pile_box(seat, 1))
            pygame.draw.rect(surface, PANEL_EDGE, spot, 3, border_radius=10)
            blit_text(surface, _("pairs"), spot.center, 22, MUTED_INK, anchor="center", max_width=spot.w - 12)
        for k, card in enumerate(pile[-2:]):
            r = pygame.Rect(self.pile_box(seat, k))
            draw_shadow(surface, r, 10)
            surface.blit(res.scaled(face(card), r.size), r)
        below = pygame.Rect(self.pile_box(seat, 0)).bottom + 10
        if len(pile) >= 2 and below + 30 < block.bottom:  # room under the pile (up to three seats)
            common = describe_common(pile[-2], pile[-1])
            blit_text(surface, common, (block.x + 24, below), 24, MUTED_INK, max_width=block.w - 48)

    def _draw_solo_records(self, surface, block) -> None:
        key = self.record_key()
        best_deal = self.app.records.best(self.game_id, f"{key}:{self.state.seed}")
        best_all = self.app.records.best(self.game_id, key)
        x, y = block.x + 24, block.y + 260
        lines = [
            _("Fewer turns is better."),
            _("Deal number {seed}").format(seed=self.state.seed),
            _("Best for this deal: {n}").format(n="–" if best_deal is None else best_deal),
            _("Best overall: {n}").format(n="–" if best_all is None else best_all),
        ][: 2 if self.replaying else 4]  # a replay's game may have set today's bests
        for line in lines:
            for part in res.wrap(line, 26, block.w - 48):
                blit_text(surface, part, (x, y), 26, INK)
                y += 38
            y += 8

    # ------------------------------------------------------------------ top bar and end

    def seat_line(self, seat: int) -> str:
        return _("Cards won: {n}").format(n=len(self.view().piles[seat]))  # as Tiko's ("0 korttia voitettu")

    def score_unit(self) -> str:
        return "turns" if self.state.players == 1 else "cards"

    def stat_key(self) -> str:
        """Alone, per table size and variant, as the table's own records: their turns do not compare."""
        return f"{self.game_id}/alone-{self.record_key()}" if self.state.players == 1 else self.game_id

    @classmethod
    def stat_variant_title(cls, key: str) -> str:
        size = key.rpartition("-")[2]
        if size.endswith("e"):
            return _("Alone, {n} cards, easy pairs: turns, fewer is better").format(n=size[:-1])
        return _("Alone, {n} cards: turns, fewer is better").format(n=size)

    def stat_score(self, seat: int) -> int:
        """Alone, the turns taken (the engine's score is minus them: statistics showed "Best −24")."""
        return self.view().turns[seat] if self.state.players == 1 else super().stat_score(seat)

    def stat_higher_is_better(self) -> bool:
        return self.state.players != 1

    def cards_left(self) -> int:
        """Cards still on the table (at the end: the deck is empty and no two of them pair)."""
        return sum(place is not None for place in self.view().places)

    def end_lines(self) -> list[str]:
        view = self.view()
        left = self.cards_left()
        unpaired = [ngettext("The last card had no pair.", "The last {n} cards held no pair.", left).format(
            n=left)] if left else []
        if self.state.players > 1:
            counts = [ngettext("{name}: {n} card won", "{name}: {n} cards won", len(pile)).format(
                name=seat.label(), n=len(pile))
                for seat, pile in zip(self.session.seats, view.piles, strict=True)]
            return super().end_lines() + counts + unpaired
        turns = view.turns[0]
        lines = [_("Turns: {n}").format(n=turns)]
        if self.best_before is None or turns < self.best_before:
            lines.append(_("A new best for this deal!"))
        else:
            lines.append(_("Best for this deal: {n}").format(n=self.best_before))
        return lines + unpaired
