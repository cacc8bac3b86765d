"""Wizard for 3–6 players: deal, trump (dealer's choice after a Wizard), bids, tricks, scoring."""

from __future__ import annotations

import dataclasses
import functools
import random
from enum import StrEnum
from typing import ClassVar

from game.core.api import (
    Action,
    DealingRandom,
    Event,
    Game,
    NextRound,
    Option,
    OptionError,
    State,
    View,
    copied_rng,
)
from game.core.i18n import N_, _, language, ngettext, number
from game.core.match import ScoreSheet
from game.wizard.cards import (
    DECK,
    SUIT,
    SUIT_NAMES,
    SUITS,
    WIZARD,
    follow_options,
    led_suit,
    round_score,
    sort_key,
    trick_winner,
)
from game.wizard.strength import estimate_tricks

# Amigo tournament hand sizes by player count (six players: 1 … 10, our interpretation).
AMIGO_SIZES = {
    3: (2, 4, 6, 8, 10, 12, 14, 16, 18, 20),
    4: (1, 3, 5, 7, 9, 11, 12, 13, 14, 15),
    5: (2, 4, 5, 6, 7, 8, 9, 10, 11, 12),
    6: tuple(range(1, 11)),
}
ROUND_MODES = ("standard", "five", "amigo")


def hand_sizes(players: int, mode: str = "standard") -> tuple[int, ...]:
    """Cards dealt to each player in every round of the match."""
    full = len(DECK) // players
    if mode == "five":
        return (full,) * 5
    if mode == "amigo":
        return AMIGO_SIZES[players]
    return tuple(range(1, full + 1))


class Phase(StrEnum):
    """Where a Wizard round stands. The values are the strings saves, views and the tables read."""

    TRUMP = "trump"  # the dealer names trump after turning up a Wizard
    BID = "bid"  # each player bids in turn
    PLAY = "play"  # the tricks
    ROUND_OVER = "round_over"  # the round is scored; NextRound deals the next
    OVER = "over"  # the match is over


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class ChooseTrump(Action):
    """The dealer names trump after turning up a Wizard."""

    suit: str


@dataclasses.dataclass(frozen=True)
class Bid(Action):
    """Bid the number of tricks you will take this round."""

    tricks: int


@dataclasses.dataclass(frozen=True)
class Play(Action):
    """Play a card (code) from your hand to the trick."""

    card: str


# --------------------------------------------------------------------------- view


@dataclasses.dataclass
class WizardView(View):
    """What one seat sees: its hand, the table, visible bids, tricks and the score sheet."""

    players: int
    options: dict
    phase: Phase
    current_player: int | None
    round_no: int  # 1-based
    rounds: int
    dealer: int
    hand: list[str]
    hand_counts: list[int]
    turned: str | None
    trump: str | None
    bids: list[int | None]  # None where the bid is not (yet) visible to this seat
    bids_made: int
    tricks: list[int]
    trick: list[str]  # in play order, from `leader`
    leader: int
    last_trick: tuple | None  # (leader, cards, winner)
    played: list[str]  # every card played this round, in order
    voids: list[str]  # suits each seat has shown it lacks this round
    forbidden_bid: int | None
    score_sheet: ScoreSheet
    totals: list[int]

    def sample_world(self, rng: random.Random) -> WizardState:
        """A full state that agrees with this view: unseen cards dealt to the others, voids kept."""
        return WizardState.sampled(self, rng)


# --------------------------------------------------------------------------- state


class WizardState(State):
    """A whole Wizard match."""

    def setup(self) -> None:
        self.sizes = hand_sizes(self.players, self.options["rounds"])
        self.round_idx = 0
        self.dealer = self.players - 1  # so seat 0 bids and leads first
        self.totals = [0] * self.players
        self.log: list[dict] = []  # per scored round: bids, taken, points
        self.last_trick: tuple | None = None
        self.deal()

    # -- round flow

    def deal(self) -> None:
        n, size = self.players, self.sizes[self.round_idx]
        deck = list(DECK)
        self.rng.shuffle(deck)
        first = (self.dealer + 1) % n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(n):
            self.hands[(first + i) % n] = sorted(deck[i * size:(i + 1) * size], key=sort_key)
        self.stock = deck[n * size:]
        self.turned = self.stock.pop(0) if self.stock else None
        self.trump = SUIT[self.turned] if self.turned else None
        self.bids: list[int | None] = [None] * n
        self.bids_made = 0
        self.tricks = [0] * n
        self.trick: list[str] = []
        self.leader = first
        self.played: list[str] = []
        self.voids = [""] * n
        self.last_trick = None
        if self.turned == WIZARD:
            self.phase, self.current_player = Phase.TRUMP, self.dealer
        else:
            self.phase, self.current_player = Phase.BID, first

    @property
    def round_size(self) -> int:
        return self.sizes[self.round_idx]

    def forbidden_bid(self) -> int | None:
        """Under plus-minus one, the bid the last bidder may not make (it would make the total fit)."""
        last_bid = self.phase == Phase.BID and self.bids_made == self.players - 1
        if not (self.options["plus_minus_one"] and last_bid):
            return None
        rest = self.round_size - sum(b for b in self.bids if b is not None)
        return rest if rest >= 0 else None

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == Phase.PLAY:
            return [Play(c) for c in follow_options(self.hands[self.current_player], self.trick)]
        if phase == Phase.BID:
            no = self.forbidden_bid()
            return [Bid(b) for b in range(self.round_size + 1) if b != no]
        if phase == Phase.TRUMP:
            return [ChooseTrump(s) for s in SUITS]
        if phase == Phase.ROUND_OVER:
            return [NextRound()]
        return []

    def is_legal(self, action) -> bool:
        t, phase = type(action), self.phase
        if t is Play and phase == Phase.PLAY:
            return action.card in follow_options(self.hands[self.current_player], self.trick)
        if t is Bid and phase == Phase.BID:
            return type(action.tricks) is int and 0 <= action.tricks <= self.round_size \
                and action.tricks != self.forbidden_bid()
        if t is ChooseTrump and phase == Phase.TRUMP:
            return action.suit in SUITS and len(action.suit) == 1
        return t is NextRound and phase == Phase.ROUND_OVER

    def order_known(self, moves: int) -> bool:
        # trump named, then the bids, the dealer's last: the player after the dealer leads
        if self.phase == Phase.TRUMP:
            moves -= 1 + self.players
        elif self.phase == Phase.BID:
            moves -= self.players - self.bids_made
        elif self.phase != Phase.PLAY:
            return True
        return len(self.trick) + moves < self.players

    def clone(self) -> WizardState:
        """A fast independent copy: fresh lists, shared immutable actions and tuples."""
        twin = WizardState.__new__(WizardState)
        twin.__dict__.update(self.__dict__)
        twin.options = dict(self.options)
        twin.rng = copied_rng(self.rng)
        twin.history = list(self.history)
        twin.hands = [list(h) for h in self.hands]
        for name in ("totals", "stock", "bids", "tricks", "trick", "played", "voids"):
            setattr(twin, name, list(getattr(self, name)))
        twin.log = [{k: list(v) for k, v in rec.items()} for rec in self.log]
        return twin

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        if isinstance(action, Play) and self.phase == Phase.PLAY:
            hand = self.hands[self.current_player]
            if action.card not in hand:
                return _("That card is not in your hand.")
            led = led_suit(self.trick)
            if led is not None:
                return _(
                    "You must follow {suit}: you have some. Wizards and Jesters may always be played."
                ).format(suit=_(SUIT_NAMES[led]))
        if isinstance(action, Bid) and self.phase == Phase.BID:
            no = self.forbidden_bid()
            if action.tricks == no:
                return ngettext(
                    "You cannot bid {n}: the bids would add up to the {r} trick of this round.",
                    "You cannot bid {n}: the bids would add up to the {r} tricks of this round.",
                    self.round_size,
                ).format(n=no, r=self.round_size)
            return ngettext("Bid from 0 to {r} trick.", "Bid from 0 to {r} tricks.", self.round_size).format(
                r=self.round_size
            )
        return _("That move is not allowed now.")

    def _apply(self, action: Action) -> list[Event]:
        p = self.current_player
        n = self.players
        if type(action) is Play:
            card = action.card
            hand = self.hands[p]
            led = led_suit(self.trick)
            if led is not None and SUIT[card] is not None and SUIT[card] != led and led not in self.voids[p]:
                self.voids[p] += led
            hand.remove(card)
            self.trick.append(card)
            self.played.append(card)
            if len(self.trick) < n:
                self.current_player = (p + 1) % n
                return [Event("play", {"player": p, "card": card})]
            winner = (self.leader + trick_winner(self.trick, self.trump)) % n
            self.tricks[winner] += 1
            self.last_trick = (self.leader, tuple(self.trick), winner)
            self.trick = []
            self.leader = self.current_player = winner
            events = [Event("play", {"player": p, "card": card}), Event("trick", {"winner": winner})]
            if not self.hands[winner]:
                events += self.score_round()
            return events
        if type(action) is Bid:
            self.bids[p] = action.tricks
            self.bids_made += 1
            if self.bids_made == n:
                self.phase, self.current_player = Phase.PLAY, self.leader
            else:
                self.current_player = (p + 1) % n
            return [Event("bid", {"player": p, "tricks": action.tricks})]
        if type(action) is ChooseTrump:
            self.trump = action.suit
            self.phase, self.current_player = Phase.BID, (self.dealer + 1) % n
            return [Event("trump", {"player": p, "suit": action.suit})]
        # NextRound
        self.round_idx += 1
        self.dealer = (self.dealer + 1) % n
        self.deal()
        return [Event("deal", {"round": self.round_idx + 1, "dealer": self.dealer})]

    def score_round(self) -> list[Event]:
        points = [round_score(b, t) for b, t in zip(self.bids, self.tricks, strict=True)]
        self.totals = [a + b for a, b in zip(self.totals, points, strict=True)]
        self.log.append({"bids": list(self.bids), "taken": list(self.tricks), "points": points})
        if self.round_idx + 1 == len(self.sizes):
            self.phase, self.current_player = Phase.OVER, None
            return [Event("round_scored", {"points": points}), Event("game_over", {"scores": self.totals})]
        self.phase, self.current_player = Phase.ROUND_OVER, (self.dealer + 1) % self.players
        return [Event("round_scored", {"points": points})]

    # -- views

    def visible_bids(self, player: int) -> list[int | None]:
        """Open bids are public; hidden bids show once all are in; secret bids when the round is scored."""
        if self.phase in (Phase.ROUND_OVER, Phase.OVER):
            return list(self.bids)
        if self.options["secret_bids"] or (self.options["hidden_bids"] and self.bids_made < self.players):
            return [b if i == player else None for i, b in enumerate(self.bids)]
        return list(self.bids)

    def sheet(self) -> ScoreSheet:
        """The score sheet so far, each cell explained with its arithmetic."""
        sheet = ScoreSheet([_("Player {n}").format(n=i + 1) for i in range(self.players)])
        for r, rec in enumerate(self.log):
            notes = [explain_score(b, t) for b, t in zip(rec["bids"], rec["taken"], strict=True)]
            cards = self.sizes[r]
            label = ngettext("Round {r} · {cards} card", "Round {r} · {cards} cards", cards)
            label = label.format(r=r + 1, cards=cards)
            sheet.add(label, rec["points"], notes)
        return sheet

    def view(self, player: int) -> WizardView:
        return WizardView(
            player=player,
            players=self.players,
            options=dict(self.options),
            phase=self.phase,
            current_player=self.current_player,
            round_no=self.round_idx + 1,
            rounds=len(self.sizes),
            dealer=self.dealer,
            hand=list(self.hands[player]),
            hand_counts=[len(h) for h in self.hands],
            turned=self.turned,
            trump=self.trump,
            bids=self.visible_bids(player),
            bids_made=self.bids_made,
            tricks=list(self.tricks),
            trick=list(self.trick),
            leader=self.leader,
            last_trick=self.last_trick,
            played=list(self.played),
            voids=list(self.voids),
            forbidden_bid=self.forbidden_bid(),
            score_sheet=self.sheet(),
            totals=list(self.totals),
        )

    def scores(self) -> list[int]:
        return list(self.totals)

    def arena_stats(self, player: int) -> dict[str, float]:
        """Exact-bid rate and mean points per round for the arena."""
        rounds = len(self.log) or 1
        exact = sum(1 for rec in self.log if rec["bids"][player] == rec["taken"][player])
        return {"exact_bid_rate": exact / rounds}

    def snapshot(self) -> dict:
        return {
            "players": self.players,
            "options": dict(self.options),
            "round": self.round_idx,
            "dealer": self.dealer,
            "phase": self.phase,
            "current": self.current_player,
            "hands": [list(h) for h in self.hands],
            "stock": list(self.stock),
            "turned": self.turned,
            "trump": self.trump,
            "bids": list(self.bids),
            "bids_made": self.bids_made,
            "tricks": list(self.tricks),
            "trick": list(self.trick),
            "leader": self.leader,
            "last_trick": None if self.last_trick is None else [self.last_trick[0], list(self.last_trick[1]),
                                                               self.last_trick[2]],
            "played": list(self.played),
            "voids": list(self.voids),
            "totals": list(self.totals),
            "log": [dict(rec) for rec in self.log],
            "rng": self.rng_snapshot(),
        }

    # -- search support

    @classmethod
    def sampled(cls, view: WizardView, rng: random.Random) -> WizardState:
        """Build a state from `view` with the hidden cards dealt at random, respecting voids."""
        s = cls.__new__(cls)
        s.game, s.players, s.options, s.seed = GAME, view.players, dict(view.options), 0
        s.rng = DealingRandom(rng.getrandbits(32))
        s.history = []
        s.sizes = hand_sizes(view.players, view.options["rounds"])
        s.round_idx, s.dealer = view.round_no - 1, view.dealer
        s.totals, s.log = list(view.totals), []
        s.phase, s.current_player = view.phase, view.current_player
        s.turned, s.trump = view.turned, view.trump
        s.tricks, s.trick, s.leader = list(view.tricks), list(view.trick), view.leader
        s.last_trick, s.played, s.voids = view.last_trick, list(view.played), list(view.voids)
        s.bids_made = view.bids_made
        me = view.player
        seen = list(view.hand) + list(view.played) + ([view.turned] if view.turned else [])
        unseen = list(DECK)
        for c in seen:
            unseen.remove(c)
        rng.shuffle(unseen)
        needs = [0 if i == me else view.hand_counts[i] for i in range(view.players)]
        s.hands = deal_with_voids(unseen, needs, view.voids, rng)
        s.hands[me] = list(view.hand)
        for h in s.hands:
            h.sort(key=sort_key)
        s.stock = unseen  # what is left over stays undealt
        bids = list(view.bids)
        order = [(view.dealer + 1 + k) % view.players for k in range(view.bids_made)]
        for i in order:
            if bids[i] is None:  # a bid this seat cannot see: guess it from the sampled hand
                bids[i] = min(s.round_size, round(estimate_tricks(s.hands[i], s.trump, s.players)))
        s.bids = bids
        return s


def deal_with_voids(
    cards: list[str], needs: list[int], voids: list[str], rng: random.Random
) -> list[list[str]]:
    """Give seat i `needs[i]` of `cards` (removed from the list), none of a suit in `voids[i]`.

    Most constrained seats first; if that greedy deal gets stuck, retry, then match exactly.
    """
    order = sorted(range(len(needs)), key=lambda i: (-len(voids[i]), i))
    for _attempt in range(8):
        pool = list(cards)
        hands: list[list[str]] = [[] for _ in needs]
        ok = True
        for i in order:
            fits = [k for k, c in enumerate(pool) if SUIT[c] is None or SUIT[c] not in voids[i]]
            if len(fits) < needs[i]:
                ok = False
                break
            take = set(fits[: needs[i]])
            hands[i] = [pool[k] for k in sorted(take)]
            pool = [c for k, c in enumerate(pool) if k not in take]
        if ok:
            cards[:] = pool
            return hands
        rng.shuffle(cards)
    return _match(cards, needs, voids)


def _match(cards: list[str], needs: list[int], voids: list[str]) -> list[list[str]]:
    """Exact assignment by augmenting paths (always succeeds for a deal that really happened)."""
    slots = [i for i, k in enumerate(needs) for _ in range(k)]
    owner: dict[int, int] = {}  # card index -> slot

    def fits(slot: int, k: int) -> bool:
        s = SUIT[cards[k]]
        return s is None or s not in voids[slots[slot]]

    def augment(slot: int, seen: set[int]) -> bool:
        for k in range(len(cards)):
            if k in seen or not fits(slot, k):
                continue
            seen.add(k)
            if k not in owner or augment(owner[k], seen):
                owner[k] = slot
                return True
        return False

    for slot in range(len(slots)):
        if not augment(slot, set()):
            raise ValueError("no deal agrees with the observed voids")
    hands: list[list[str]] = [[] for _ in needs]
    for k in sorted(owner):
        hands[slots[owner[k]]].append(cards[k])
    cards[:] = [c for k, c in enumerate(cards) if k not in owner]
    return hands


@functools.lru_cache(maxsize=1024)
def _explain(bid: int, taken: int, lang: str) -> str:
    if bid == taken:
        return _("bid {b}, took {t}: 20+{t}×10 = {p}").format(b=bid, t=taken, p=round_score(bid, taken))
    return _("bid {b}, took {t}: −10×{d} = {p}").format(
        b=bid, t=taken, d=abs(bid - taken), p=number(round_score(bid, taken))
    )


def explain_score(bid: int, taken: int) -> str:
    """The arithmetic of one score-sheet cell, for the player to check."""
    return _explain(bid, taken, language())


# --------------------------------------------------------------------------- game


class WizardGame(Game):
    """Wizard (3–6 players)."""

    id: ClassVar[str] = "wizard"
    name: ClassVar[str] = N_("Wizard")
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 6
    rules: ClassVar[str] = "wizard"
    max_actions: ClassVar[int] = 5000
    options: ClassVar[tuple[Option, ...]] = (
        Option("hidden_bids", False, (False, True), N_("Simultaneous bids"),
               N_("Everybody bids at the same time, without seeing the others' bids; all bids are then "
                  "shown together.")),
        Option("plus_minus_one", False, (False, True), N_("Plus-minus one"),
               N_("The bids may not add up to the number of tricks: the last bidder is restricted.")),
        Option("secret_bids", False, (False, True), N_("Secret bids"),
               N_("Nobody sees the others' bids until the round is scored: only your own bid is shown.")),
        Option("rounds", "standard", ROUND_MODES, N_("Rounds"),
               N_("Standard: {standard} rounds, one more card each round. Five: 5 rounds of all the "
                  "cards, no trump. Amigo: 10 rounds, the hands growing faster (the short tournament game)."),
               names=(("standard", N_("Standard")), ("five", N_("Five")), ("amigo", N_("Amigo")))),
    )
    action_types = (ChooseTrump, Bid, Play, NextRound)

    def state_class(self) -> type[WizardState]:
        return WizardState

    def option_help(self, option: Option, players: int) -> str:
        """The rounds' help names how many rounds each choice plays at this count."""
        text = super().option_help(option, players)
        if option.key == "rounds":
            return text.format(standard=len(hand_sizes(players)))
        return text

    def check_options(self, players: int, options: dict) -> None:
        on = self.labels_on(options, ("hidden_bids", "secret_bids"))
        if options["plus_minus_one"] and on:
            raise OptionError(_("Plus-minus one needs open bids: turn off {options}.").format(options=on))

    def test_configs(self) -> list[tuple[int, dict]]:
        # Every option, short matches: the contract replays whole histories, and a standard
        # 3-player match is 710 moves (tests/engine/test_wizard.py plays standard matches).
        return [
            (3, {"rounds": "five", "plus_minus_one": True}),
            (6, {"rounds": "five", "hidden_bids": True, "secret_bids": True}),
            (4, {"rounds": "amigo"}),
        ]


GAME = WizardGame()
