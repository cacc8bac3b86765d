"""The Zoker Tiko table: drag a hand card onto the trick; it goes on top if it beats the top card, else under.

Sprites follow the view (`sync`): the viewer's hand at the bottom, the trick pile
in the middle (bottom card left, top card right and in front), the other seats
along the top. Each play glides its card into the pile with the comparison
explained in a line; a finished trick stays with its top card lit and then glides to its
winner (trick_table `gather`). A ranking panel explains why one card beats another, with the cycle.
"""

from __future__ import annotations

import pygame

from game.core.api import ROUND_OVER
from game.core.i18n import N_, _, ngettext
from game.zoker.cards import DECK, Card, against, beats, card_name, explain_beats, sprite_name
from game.zoker.tiko.ai import heuristic_card
from game.zoker.tiko.engine import HAND_SIZE, Play
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, HAND_CARD, SNAP, TABLE_CARD, CardSprite, draw_slot
from scenes.kit.overlay import PanelOverlay
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import (
    GOLD,
    INK,
    MUTED_INK,
    SEAT_COLOURS,
    Button,
    ButtonGroup,
    blit_text,
    draw_panel,
    draw_shadow,
    draw_tag,
)
from scenes.narration.zoker_tiko import play_line
from scenes.screens.round_over import show_round_over
from scenes.tables.recent import (
    draw_since_last,
    events_since_last,
    outline,
    own_last_move,
    since_last_move,
)
from scenes.tables.redraw import DAMAGE_MARGIN
from scenes.tables.trick_table import TrickTableScene
from scenes.text import capital
from scenes.text.zoker_text import face

BACK = "cards/zoker/back.png"
PILE_TOP = 372  # y of the trick pile
PILE_STEP = 60  # how much of each card under the top one shows
HAND_Y = 826
HAND_GAP = 26
SEAT_Y = 150  # the other seats' panels along the top
SEAT_PANEL = (330, 186)
MINI_BACK = (44, 62)
WON_SIZE = 26  # "Cards won: 3" in every seat panel, the person's too
MY_PANEL = pygame.Rect(36, 830, 330, 210)
INFO_PANEL = pygame.Rect(1484, 830, 400, 210)
DECK_POS = (INFO_PANEL.x + 24, INFO_PANEL.y + 20)
DECK_CARD = (64, 90)
RECENT = pygame.Rect(1496, 356, 400, 270)  # "Since your last move": right of the trick, over the status
STATUS_Y = 640
STATUS_BAND = pygame.Rect(0, STATUS_Y, 1920, 120)  # three lines: who played, why, who took the trick
END_WIDTH = 980  # the game-over panel's text width
DEAL_STAGGER = 0.04  # STYLE: a deal staggers cards by 40 ms
CYCLE = (Card(2, 0, 0), Card(1, 3, 0), Card(1, 1, 3))  # orange S1 > green XL1 > green M4 > orange S1


def outline_beside(surface: pygame.Surface, rect: pygame.Rect, seat: int, cover: pygame.Rect | None) -> None:
    """A pile card's 'since your move' outline, left of the card over it (`cover`): the outline
    stands 5 px out of its card, so above, below and round that card's corners a sliver showed."""
    clip = surface.get_clip()
    if cover is not None:
        surface.set_clip(clip.clip(pygame.Rect(0, 0, cover.x, surface.get_height())))
    outline(surface, rect, seat, dot_left=True)
    surface.set_clip(clip)


class ZokerTikoScene(TrickTableScene):
    """Zoker Tiko for 2–5 seats, people and computers."""

    my_panel = MY_PANEL
    seat_y = SEAT_Y
    seat_panel = SEAT_PANEL
    status_band = STATUS_BAND
    game_id = "zoker_tiko"
    news = ("status", "reason", "taken")
    blurb = N_("Trick game: a card goes over the top card if it is stronger, else under the pile.")
    default_players = 3
    hides_hands = True
    stat_note = N_("Best and Average: cards won in one game; a match is counted apart below.")
    screenshot_moves = 5  # the README's picture: two cards on the trick, the person third to play

    @classmethod
    def menu_icon(cls):
        return res.scaled("cards/zoker/red_XL4.png", (64, 90))

    def __init__(self, app, session):
        self.sprites: dict[int, CardSprite] = {}  # DECK index -> sprite
        self.role: dict[int, str] = {}  # DECK index -> "hand", "pile" or "flying"
        self.pile_order: list[int] = []  # the pile as this scene shows it, bottom first
        self.leaving: list[int] = []  # the last trick taken, bottom first, while it stays and leaves
        self.status = ""  # who played what, and where it went
        self.reason = ""  # why: the comparison with the top card
        self.taken = ""  # who took the last trick
        self.cursor = -1  # keyboard focus in the hand
        super().__init__(app, session)
        self.build_controls()

    def build_controls(self) -> None:
        """Ranking and Hint on the info panel."""
        self.side = ButtonGroup(arrows=False)
        side = [("ranking", _("Ranking"), self.open_ranking), ("hint", _("Hint"), self.hint)]
        for (key, label, fn), (x, w) in zip(side, ((20, 214), (244, 136)), strict=True):
            rect = (INFO_PANEL.x + x, INFO_PANEL.y + 124, w, 66)
            on = key != "hint" or bool(self.session.humans)  # computers alone: no one to hint
            self.side.add(Button(rect, label, fn, style="flat", size=24, key=key, enabled=on))

    # ------------------------------------------------------------------ layout

    def pile_origin(self) -> float:
        width = TABLE_CARD[0] + (self.state.players - 1) * PILE_STEP
        return 960 - width / 2

    def pile_pos(self, k: int) -> tuple[float, float]:
        return (self.pile_origin() + k * PILE_STEP, PILE_TOP)

    def trick_rect(self) -> pygame.Rect:
        width = TABLE_CARD[0] + (self.state.players - 1) * PILE_STEP
        return pygame.Rect(round(self.pile_origin()), PILE_TOP, width, TABLE_CARD[1]).inflate(60, 60)

    def hand_pos(self, k: int, n: int) -> tuple[float, float]:
        total = n * HAND_CARD[0] + (n - 1) * HAND_GAP
        return (960 - total / 2 + k * (HAND_CARD[0] + HAND_GAP), HAND_Y)

    def move_zones(self, action, view) -> list[str]:
        """A review's better card, where the hand shown still holds it."""
        if isinstance(action, Play) and any(c.index == action.card for c in self.view().hand):
            return [f"card.{sprite_name(DECK[action.card])}"]
        return []

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: trick, card.<colour>_<code> (a card in the viewer's hand, like card.red_M3)."""
        if name == "trick":
            return self.trick_rect()
        if name == "tutorial_panel":  # left of the trick, under the other seats, above the status lines
            return pygame.Rect(36, 346, 748, 286)  # roomy: step 2 explains a whole trick
        kind, _dot, stem = name.partition(".")
        hand = self.view().hand
        if kind == "card" and stem in {sprite_name(c) for c in DECK}:
            for k, card in enumerate(hand):
                if sprite_name(card) == stem:
                    return pygame.Rect(self.hand_pos(k, len(hand)), HAND_CARD)
            # a card of a later deal: the whole hand row
            return pygame.Rect(self.hand_pos(0, 4), (4 * HAND_CARD[0] + 3 * HAND_GAP, HAND_CARD[1]))
        return None

    # ------------------------------------------------------------------ view → sprites

    def sync(self, events) -> None:
        """Animate the events, then make every sprite agree with the view."""
        view = self.view()
        self.drag.cancel()
        if events is None:
            self.rebuild(view)
            return
        m = self.motion()
        after = 0.0  # when the cards on the table have finished moving
        last = any(ev.kind == "game_over" for ev in events)  # this trick ended the game
        for ev in events:
            d = ev.data
            if ev.kind == "play":
                self._play(d, m)
            elif ev.kind == "trick":
                after = self._collect(d, last)
            elif ev.kind == "deal" and d["deal"] > 1:
                self._deal(view, after, m)
            elif ev.kind == "next_game":
                self.rebuild(view)
                self.status = _("Game {n} begins.").format(n=d["game"])
                self.reason = self.taken = ""
            elif ev.kind == "game_over":
                self.taken = _("The deck cannot give everyone four cards: the game is over.")
        self._settle(view)

    def rebuild(self, view) -> None:
        """Sprites exactly as the view says, without animation."""
        self.sprites, self.role = {}, {}
        self.pile_order = [c.index for c in view.pile]
        for k, card in enumerate(view.pile):
            self.sprites[card.index] = CardSprite(card.index, face(card), self.pile_pos(k), TABLE_CARD)
            self.role[card.index] = "pile"
        self._settle(view)

    def _settle(self, view) -> None:
        """Hand sprites in their slots; any disagreement with the view is rebuilt."""
        if self.pile_order != [c.index for c in view.pile]:
            self.rebuild_pile(view)
        hand = [c.index for c in view.hand]
        for idx in [i for i, r in self.role.items() if r == "hand" and i not in hand]:
            del self.sprites[idx], self.role[idx]
        m = self.motion()
        for k, card in enumerate(view.hand):
            pos = self.hand_pos(k, len(hand))
            sprite = self.sprites.get(card.index)
            if sprite is None or self.role.get(card.index) != "hand":
                sprite = self.sprites[card.index] = CardSprite(card.index, face(card), pos, HAND_CARD)
                self.role[card.index] = "hand"
            elif sprite.tween is None and sprite.pos != pos:
                sprite.glide_to(pos, GLIDE * m)
            sprite.dragging, sprite.highlight = False, ""
        self.cursor = min(self.cursor, len(hand) - 1)

    def rebuild_pile(self, view) -> None:
        for idx in [i for i, r in self.role.items() if r == "pile"]:
            del self.sprites[idx], self.role[idx]
        self.pile_order = [c.index for c in view.pile]
        for k, card in enumerate(view.pile):
            self.sprites[card.index] = CardSprite(card.index, face(card), self.pile_pos(k), TABLE_CARD)
            self.role[card.index] = "pile"

    def _play(self, d: dict, m: float) -> None:
        card, seat, idx = d["card"], d["player"], d["card"].index
        sprite = self.sprites.get(idx)
        if sprite is None:  # another seat's card comes from its panel
            sprite = self.sprites[idx] = CardSprite(idx, face(card), self.seat_anchor(seat), TABLE_CARD)
        elif sprite.size != TABLE_CARD:  # from the hand: shrink to a table card around its centre
            cx, cy = sprite.rect.center
            sprite.size = TABLE_CARD
            sprite.pos = (cx - TABLE_CARD[0] / 2, cy - TABLE_CARD[1] / 2)
        self.role[idx] = "pile"
        if d["place"] == "under":
            self.pile_order.insert(0, idx)
        else:
            if d["place"] == "lead":
                self.pile_order, self.leaving = [], []
            self.pile_order.append(idx)
        for k, i in enumerate(self.pile_order):
            self.sprites[i].glide_to(self.pile_pos(k), (SNAP if i == idx and sprite.dragging else GLIDE) * m)
            self.sprites[i].dragging = False
        where = {
            "lead": (_("You lead {card}."), _("{name} leads {card}.")),
            "top": (_("You play {card}: it goes on top."), _("{name} plays {card}: it goes on top.")),
            "under": (_("You play {card}: it goes under the pile."),
                      _("{name} plays {card}: it goes under the pile.")),
        }[d["place"]]
        self.status = self.session.phrase(seat, *where, card=card_name(card))
        if d["place"] == "lead":
            self.taken = ""
        self.reason = capital(explain_beats(card, d["over"])) + "." if d["over"] is not None else ""

    def _collect(self, d: dict, last: bool = False) -> float:
        """The finished trick stays, its top card lit, then glides to its winner (`gather`; the game's
        `last` trick stays even at instant speed); returns when it arrives."""
        cards = [self.sprites[i] for i in self.pile_order]
        arrival = self.gather(cards, self.sprites.get(d["top"].index), d["winner"], last)
        for i in self.pile_order:
            self.role[i] = "flying"
        self.leaving, self.pile_order = self.pile_order, []
        self.taken = self.session.phrase(
            d["winner"], _("You take the trick with {card}."), _("{name} takes the trick with {card}."),
            card=card_name(d["top"]),
        )
        return arrival

    def _deal(self, view, delay: float, m: float) -> None:
        n = len(view.hand)
        for k, card in enumerate(view.hand):
            sprite = self.sprites[card.index] = CardSprite(card.index, face(card), DECK_POS, HAND_CARD)
            self.role[card.index] = "hand"
            sprite.glide_to(self.hand_pos(k, n), GLIDE * m, delay + DEAL_STAGGER * k * (m > 0))

    def hand_sprites(self) -> list[CardSprite]:
        return [self.sprites[c.index] for c in self.view().hand if c.index in self.sprites]

    def play_action(self, sprite: CardSprite) -> Play:
        return Play(sprite.key)

    def table_key(self, event) -> bool:
        """R opens the ranking panel; 1–5 play that hand card at once."""
        if event.key == pygame.K_r:
            self.open_ranking()
            return True
        if pygame.K_1 <= event.key <= pygame.K_5:
            self.play_card(event.key - pygame.K_1)
            return True
        return False

    def _show_overlays(self) -> None:
        """Between the games of a match: "Game 1 over" and "Next game", as its sheet's rows say;
        "Round over" and "Next round" named something Tiko does not have."""
        view = self.view()
        if self.state.phase == ROUND_OVER and not self.state.is_over():
            title = _("Game {n} over").format(n=view.game_no + 1)
            if show_round_over(self, title=title, next_label=_("Next game")):
                return
        super()._show_overlays()

    def handle_table_event(self, event) -> bool:
        if super().handle_table_event(event):
            return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.can_play_now()
                and self.drag.selected is None and self.trick_rect().collidepoint(event.pos)):
            # a click on the trick with no card chosen did nothing at all: say how a card is played
            self.toast.show(_("First choose a card in your hand: drag it onto the trick, or click it "
                              "and then the trick."))
            return True
        return False

    # ------------------------------------------------------------------ drag and drop

    def hint(self) -> None:
        view = self.view()
        if not self.my_turn() or not view.hand:
            self.refuse(_("Wait for your turn."))
            return
        top = view.pile[-1].index if view.pile else None
        card = DECK[heuristic_card([c.index for c in view.hand], top, len(view.trick) == view.players - 1)]
        self.focus([c.index for c in view.hand].index(card.index))
        self.toast.show(_("Hint: play {card}.").format(card=card_name(card)))

    def slot_label(self) -> str:
        return "" if self.pile_order or "flying" in self.role.values() else _("Trick")

    def recent_plays(self) -> dict[int, Card]:
        """Each other seat's card in this trick played since the viewer's last play: seat → card
        (a card of a trick already taken would look as if played to this one)."""
        played: dict[int, Card] = {}
        for _seat, ev in events_since_last(self.session, self.viewer):
            if ev.kind == "play":
                if ev.data["place"] == "lead":
                    played = {}
                played[ev.data["player"]] = ev.data["card"]
        return played

    def recent_lines(self) -> list[tuple[tuple, str]]:
        """The log's lines since the person's last play (its status lines told only the latest): the
        cards played over or under, and who took each trick, also one the person's own card ended."""
        mine = own_last_move(self.session, self.viewer)
        events = [ev for ev in mine.events if ev.kind == "trick"] if mine else []
        events += [ev for m in since_last_move(self.session, self.viewer) for ev in m.events]
        # an earlier game's moves are no news in this one
        starts = [k for k, ev in enumerate(events) if ev.kind == "next_game"]
        events = events[starts[-1] + 1 :] if starts else events
        lines = [(ev.data.get("player", ev.data.get("winner")), play_line(self.session, ev)) for ev in events]
        return [(SEAT_COLOURS[seat % len(SEAT_COLOURS)], line) for seat, line in lines if line]

    def open_ranking(self) -> None:
        self.manager.push(RankingScene(self.app, self))

    # ------------------------------------------------------------------ frame

    def draw_static(self, surface) -> None:
        view = self.view()
        for seat in self.others():
            self._draw_seat(surface, view, seat)
        self._draw_info(surface, view)
        draw_since_last(surface, RECENT, self)

    def draw_table(self, surface) -> None:
        view = self.view()
        trick = self.trick_rect()
        draw_slot(surface, trick.inflate(-40, -40), self.slot_glow(), self.slot_label())
        if surface.get_clip().colliderect(MY_PANEL.inflate(DAMAGE_MARGIN, DAMAGE_MARGIN)):
            self.draw_me(surface, view)  # its own `looks` entry (the tip), not the static layer
        self.side.draw(surface)
        recent = {card.index: seat for seat, card in self.recent_plays().items()}
        shown = [i for i in self.pile_order if not self.sprites[i].moving]  # a flying card is last
        for k, i in enumerate(shown):
            self.sprites[i].draw(surface)
            if i in recent:
                # the dot on the left corner: the next card of the pile covers the right one
                cover = self.sprites[shown[k + 1]].rect if k + 1 < len(shown) else None
                outline_beside(surface, self.sprites[i].rect, recent[i], cover)
        self._draw_pile_marks(surface, view)
        for s in self.hand_sprites():
            if not s.dragging and not self.in_deck(s):
                s.draw(surface)
        for s in self.moving_in_order():
            s.draw(surface)
        self.draw_winner_tag(surface)
        self.draw_status_lines(surface)

    def moving_in_order(self) -> list[CardSprite]:
        """The cards in motion, a trick's (staying, leaving, or sliding under the pile) stacked as the
        pile is, then the others (a card held last)."""
        stack = {i: k for k, i in enumerate(self.leaving + self.pile_order)}
        moving = [s for s in self.sprites.values() if (s.moving or s.dragging) and not self.in_deck(s)]
        return sorted(moving, key=lambda s: (s.dragging, stack.get(s.key, len(stack))))

    def looks(self) -> dict:
        out = super().looks()
        out["me"] = (MY_PANEL, self.my_tip())
        return out

    def _draw_pile_marks(self, surface, view) -> None:
        """Who played each pile card (seat colour under it) and a gold edge round the top card."""
        if not view.pile or [c.index for c in view.pile] != self.pile_order:
            return
        played_by = {c.index: p for p, c in view.trick}
        for k, idx in enumerate(self.pile_order):
            x, y = self.pile_pos(k)
            colour = SEAT_COLOURS[played_by[idx] % len(SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (round(x) + PILE_STEP // 2, y + TABLE_CARD[1] + 20), 10)
        top = self.sprites[self.pile_order[-1]]
        if not top.moving:
            pygame.draw.rect(surface, GOLD, top.rect.inflate(10, 10), 4, border_radius=16)

    def status_lines(self) -> list[str]:
        """Who played what and why; while a card is held, where it would go."""
        held = self.drag.active
        pile = self.view().pile if held is not None else None
        if pile:
            card, top = DECK[int(held.source)], pile[-1]
            where = _("{card} would go on top.") if beats(card, top) else _("{card} would go under.")
            return [capital(where.format(card=card_name(card))), capital(explain_beats(card, top)) + "."]
        lines = [self.status, self.reason, self.taken]
        used = max((k + 1 for k, line in enumerate(lines) if line), default=0)
        stepping = self.tutorial is not None and self.tutorial.mode == "step"  # its panel says what to do
        if self.my_turn() and not self.busy() and used < len(lines) and not stepping:
            # what to do, in the big lines too, under what happened: the panel's small print went unread
            lines[used] = self.my_tip()
        return lines

    def _draw_seat(self, surface, view, seat: int) -> None:
        """Name, hand backs, "leads" beside them and the cards won. Its last card is not repeated here:
        the pile shows it full size, outlined in the seat's colour (a 60 px copy here was unreadable)."""
        r = self.draw_seat_plate(surface, seat)
        for k in range(view.hand_sizes[seat]):
            pos = (r.x + 20 + k * 30, r.y + 58)
            surface.blit(res.scaled(BACK, MINI_BACK), pos)
        if view.leader == seat and view.trick:  # in a pill, as Wizard's dealer: beside a full hand's backs
            draw_tag(surface, _("leads"), (r.right - 20, r.y + 72))
        line = self.won_line(seat)
        blit_text(surface, line, (r.x + 20, r.y + 130), WON_SIZE, INK, True, max_width=r.w - 40)

    def mark_round(self, view) -> str:
        """A coach's mark names its deal ("Deal 2 of 8"), and its game in a match of several."""
        deal = _("Deal {k} of {n}").format(k=view.deal_no, n=view.deals)
        return deal if view.games == 1 else f"{_('Game {n}').format(n=view.game_no + 1)} · {deal}"

    def won_line(self, seat: int) -> str:
        """A seat's tally, the same in its panel and its chip: "Cards won: 3" (Finnish "Voitetut
        kortit: 3"; "3 korttia voitettu" read stiffly). A trick on show counts once it has gone to
        its winner (the tally rose while the trick still lay there)."""
        won = self.view().won[seat]
        if seat == self.trick_winner and self.holding():
            won -= len(self.leaving)
        return _("Cards won: {n}").format(n=won)

    def static_key(self):
        """The panels and chips count a taken trick once it has gone, and a deal once it is dealt;
        a press that ends the show at once must redraw them too (the game's end panel came up
        over a panel still without the last trick)."""
        return self.holding(), self.deal_waiting()

    def deal_waiting(self) -> bool:
        """The next deal is made but none of its cards has left the deck yet (the taken trick still
        lies there or glides away)."""
        hand = self.hand_sprites()
        return bool(hand) and all(self.in_deck(s) for s in hand)

    def deck_shown(self, view) -> tuple[int, int]:
        """(deal number, cards in the deck) as the info panel says them: a deal waiting for the last
        trick to leave is not counted yet ("Deal 2 of 5" showed under the first deal's last trick)."""
        if self.deal_waiting():
            return view.deal_no - 1, view.deck_left + HAND_SIZE * len(self.session.seats)
        return view.deal_no, view.deck_left

    def my_tag(self, view) -> str:
        return _("leads") if view.leader == self.viewer and view.trick else ""  # as on the others' panels

    def draw_my_lines(self, surface, view, r) -> None:
        blit_text(surface, self.won_line(self.viewer), (r.x + 24, r.y + 62), WON_SIZE, INK, True,
                  max_width=r.w - 48)
        tip = self.my_tip()
        if tip:
            draw_text(surface, tip, pygame.Rect(r.x + 24, r.y + 106, r.w - 48, r.h - 120), 24, MUTED_INK,
                      valign="top")

    def my_tip(self) -> str:
        """Under the person's name on their turn: what to do; on a phone player's turn, whom the
        table waits for."""
        seat = self.viewer
        if self.state.current_player != seat or not self.session.seats[seat].human:
            return self.waiting_line()
        # while cards glide too: a press completes them
        return _("Your turn: drag a card onto the trick, or click it twice.")

    def _draw_info(self, surface, view) -> None:
        r = INFO_PANEL
        draw_panel(surface, r, 20)
        deck, (deal_no, deck_left) = pygame.Rect(DECK_POS, DECK_CARD), self.deck_shown(view)
        if deck_left:
            draw_shadow(surface, deck, 10)
            surface.blit(res.scaled(BACK, deck.size), deck)
        x = deck.right + 24
        # in the last deal the rest stays undealt (rules/zoker.md): "Deck: 4" looked like cards to come
        left = _("Undealt: {n}") if deal_no >= view.deals else _("Deck: {n}")
        blit_text(surface, left.format(n=deck_left), (x, r.y + 24), 26, INK, True)
        blit_text(surface, _("Deal {k} of {n}").format(k=deal_no, n=view.deals), (x, r.y + 64), 24, INK)
        if view.games > 1:
            line = _("Game {k} of {n}").format(k=view.game_no + 1, n=view.games)
            blit_text(surface, line, (x, r.y + 94), 24, INK)

    # ------------------------------------------------------------------ top bar and end

    def seat_line(self, seat: int) -> str:
        return self.won_line(seat)  # won, not held: "0 cards" beside a full hand reads wrong

    def sheet_empty_note(self) -> str:
        return _("No game has ended yet: each game's result is written here when it ends.")

    def end_sheet(self):
        """A single game's sheet is one row equal to its total: the end lines' counts say it once."""
        return super().end_sheet() if self.view().games > 1 else None

    def end_lines(self) -> list[str]:
        view = self.view()
        if view.games > 1:
            return super().end_lines()
        won = []  # one line a seat, most cards first: a single line of every count does not fit the panel
        for i in sorted(range(len(view.won)), key=lambda i: -view.won[i]):  # a sentence ("Anna: 12
            n = view.won[i]  # korttia voitettu" read stiffly)
            won.append(self.session.phrase(i, ngettext("You won {n} card.", "You won {n} cards.", n),
                                           ngettext("{name} won {n} card.", "{name} won {n} cards.", n), n=n))
        best = max(view.won)
        seats = self.session.seats
        names = [s.name for s in seats]
        # winners by name alone ("(tavallinen)" wrapped onto a line of its own), unless two share it
        winners = [s.name if names.count(s.name) == 1 else s.label() for i, s in enumerate(seats)
                   if view.won[i] == best]
        shared = [_("Shared win: {names}").format(names=", ".join(winners))] if len(winners) > 1 else []
        # A shared win of many long names is wrapped to the game-over panel's width.
        lines = shared or super().end_lines()
        head = [part for line in lines for part in res.wrap(line, res.LABEL, END_WIDTH, True)]
        return head + won

    def score_unit(self) -> str:
        return "games" if self.state.match_by == "games" else "cards"

    def end_title(self) -> str:
        return _("Match over") if self.state.games > 1 else super().end_title()

    def stat_key(self) -> str:
        """A match counted apart, per length and by what wins it: a match of three's 57 cards was
        "a new personal best" beside one game's 27, for a player who came last."""
        games = self.state.games
        return self.game_id if games == 1 else f"{self.game_id}/match-{games}-{self.state.match_by}"

    @classmethod
    def stat_variant_title(cls, key: str) -> str:
        _match, games, by = key.rpartition("/")[2].split("-")
        title = _("Match of {n} games: cards won") if by == "cards" else _("Match of {n} games: games won")
        return title.format(n=games)


class RankingScene(PanelOverlay):
    """Why one card beats another: the three rules, the cycle, and the hand against the top card."""

    PANEL = pygame.Rect(200, 70, 1520, 950)
    SMALL = (96, 134)
    CLOSE_KEY = pygame.K_r

    def draw_content(self, surface, p) -> None:
        x, y = p.x + 60, p.y + 40
        blit_text(surface, _("Which card is stronger?"), (x, y), res.TITLE, INK, True)
        y += 80
        # the majority first, as zoker.md ranks them: "colour counts most" read first was taken for the
        # rule, and "green M4 beats orange S1" under it for a mistake
        rules = [  # an order on a line of its own: a wrap inside "1 < 2 < 3" read badly
            _("A card stronger in more attributes than it is weaker wins."),
            _("One attribute stronger, one weaker, one equal: the more important of the two decides."),
            _("The more important attribute: colour, then size, then shape."),
            _("Colour: blue < green < orange < red (1 to 4 dots)."),
            _("Size: S < M < L < XL."),
            _("Shape: 1 < 2 < 3 < 4 corners."),
        ]
        indent = res.font(28).size("• ")[0]  # a bullet's later lines stand under its text
        for rule in rules:
            blit_text(surface, "•", (x, y), 28, INK)
            for line in res.wrap(rule, 28, p.w - 120 - indent):
                blit_text(surface, line, (x + indent, y), 28, INK)
                y += 38
        y += 16
        blit_text(surface, _("The order goes round in a circle:"), (x, y), 30, INK, True)
        y += 50
        y = self._draw_cycle(surface, x, y)
        view = self.table.view()
        if view.pile and view.hand:
            y += 20
            top = view.pile[-1]
            title = _("Your cards against the top card, {card}:").format(card=card_name(top))
            blit_text(surface, title, (x, y), 30, INK, True)
            y += 48
            lines = []
            for card in view.hand:
                where = _("on top") if beats(card, top) else _("under")
                lines.append(f"{card_name(card)} → {where}: {against(card, top)}")  # the names said once
            # beside the Close button, down to the panel's foot, one size for all (a full hand of long
            # reasons ran past the button)
            close = self.buttons.by_key("close").rect
            box = pygame.Rect(x + 20, y, close.x - 24 - (x + 20), p.bottom - 24 - y)
            draw_text(surface, "\n".join(lines), box, 26, INK, align="left", valign="top", min_size=18)

    def _draw_cycle(self, surface, x: int, y: int) -> int:
        """Three cards, each beating the next, with the reason under each arrow."""
        w, h = self.SMALL
        for k, card in enumerate(CYCLE):
            r = pygame.Rect(x + k * 300, y, w, h)
            surface.blit(res.scaled(face(card), self.SMALL), r)
            blit_text(surface, "→" if k < 2 else "↺", (r.right + 100, r.centery), 48, MUTED_INK, True,
                      anchor="center")
        y += h + 16
        for k in range(3):
            line = capital(explain_beats(CYCLE[k], CYCLE[(k + 1) % 3])) + "."
            blit_text(surface, line, (x, y), 26, INK)
            y += 36
        return y
