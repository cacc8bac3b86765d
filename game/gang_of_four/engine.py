"""Gang of Four for 3–4 players: deal, card exchange, climbing tricks, last-card duties, penalties.

API for the table (everything below is in this module unless named otherwise).

Seats and direction: seat p+1 is the seat to p's left, the next seat clockwise (as in
every other table). `direction` is -1 (counter-clockwise: the next seat is p-1) in the
first hand and flips every hand; +1 is clockwise.

Phases and actions (`legal_actions()` lists every allowed one; build Plays with `canonical`):
- "exchange" (from hand 2): the previous hand's loser's highest card has already moved to
  the winner at the deal (event "gift"). The winner, `current_player`, gives back any card:
  `GiveBack(card)`.
- "play": `Play(cards, announce=False)` with `cards` in canonical order (weakest first,
  duplicates kept, `canonical(cards)`), or `Pass()` (never when leading).
  Every distinct combination is listed (all gangs and five-card hands); identical codes are
  collapsed. Plays come weakest first, then `Pass()` last: an "Auto" button can cycle them.
  Last card: by default the app announces "one card" (`announce` is always False). With the
  option `announce_by_hand`, a Play that leaves exactly one card is offered twice: with
  `announce=True` (the player said "one card") and with `announce=False` (forgot: 1 penalty
  point and that player may not play their last card this hand; if such a player wins a
  trick, the lead passes to the next seat, event "lead_passed").
  Duties of the seat just before a one-card seat: on a single it may only play its highest
  single if that beats the table (otherwise only Pass); leading, it may only lead combinations
  of two or more cards, or its highest single if it has none. First hand: the holder of the
  multicoloured 1 leads and every legal lead contains M1 (`view.must_lead == "M1"`).
- "round_over": after a hand (not the last), `NextRound()` (game.core.api) deals the next one.
- "over": the game is over, `current_player` is None; `scores()` are penalty totals (lower wins).

`view(seat)` → `GangOfFourView`: player, players, options, phase, current_player,
hand_number (1-based), dealer, direction, hand (canonical, weakest first), counts (cards per
seat), aside_count (16 with three players: the set-aside hand, never seen), top (`Top(player,
cards, kind)` on the pile, None when leading), leader (who leads or led this trick), passed
(seats that passed: since the top was played, or for the whole trick with `pass_final`),
one_card (seats announced at one card), forgot (seats that forgot to announce this hand),
must_lead (a card every lead must contain, or None), played (this hand's plays in order, as
(player, cards): what everybody has seen; the table shows only `top`), known (cards publicly
known to be in each seat's hand: the exchanged cards until played), aside_known (M1 when the
first lead showed it was set aside), exchange (`Exchange(loser, winner, given, returned)` of
this hand, `returned` None until given back; None in the first hand), last_hand (`HandResult`
of the previous hand), totals, target, score_sheet (game.core.match.ScoreSheet; each cell's
note is the penalty arithmetic, e.g. "9 cards × 2 = 18"), and `sample_world(rng)`.

Events from `apply()` (`Event.kind`: data):
- "dealt": hand, dealer, direction, leader (None while the exchange is pending), counts, aside
- "gift": loser, winner, card (the loser's highest card, moved at the deal)
- "exchanged": loser, winner, given, returned (both cards, shown to everybody)
- "played": player, cards, kind, left (cards left in that hand)
- "one_card": player, announced (False: forgot, 1 penalty point)
- "passed": player
- "trick_won": player (all others passed: this player leads anew)
- "lead_passed": player (a seat that may not play its last card), to
- "hand_over": winner, left (cards per seat), points (penalty per seat), totals
- "game_over": totals, winners (seats with the lowest total)
"""

from __future__ import annotations

import dataclasses
import functools
import random
from enum import StrEnum
from typing import ClassVar

from game.core.api import Action, Event, Game, NextRound, Option, State, View, copied_rng
from game.core.i18n import N_, _, language, ngettext
from game.core.match import ScoreSheet
from game.gang_of_four.cards import (
    DECK,
    KIND_NAMES,
    MULTI_ONE,
    RANK,
    Combo,
    _classify,
    beats,
    canonical,
    classify,
    combos,
    penalty,
)
from game.gang_of_four.words import card_name

HAND_SIZE = 16
TARGETS = (20, 50, 100, 150)


class Phase(StrEnum):
    """Where a Gang of Four hand stands (see the module's docstring). The values are the strings
    saves, views and the tables read."""

    EXCHANGE = "exchange"  # from hand 2: the last hand's winner gives a card back to its loser
    PLAY = "play"  # plays and passes
    ROUND_OVER = "round_over"  # a hand is scored; NextRound deals the next
    OVER = "over"  # the game is over


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Play(Action):
    """Play a combination (cards in canonical order); `announce`: said "one card" (announce-by-hand only)."""

    cards: tuple[str, ...]
    announce: bool = False


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Do not play this turn."""


@dataclasses.dataclass(frozen=True)
class GiveBack(Action):
    """The winner of the previous hand gives this card to the loser."""

    card: str


# --------------------------------------------------------------------------- view


@dataclasses.dataclass(frozen=True)
class Top:
    """The combination on top of the pile and who played it."""

    player: int
    cards: tuple[str, ...]
    kind: str


@dataclasses.dataclass(frozen=True)
class Exchange:
    """This hand's card exchange: the loser's highest card to the winner, one card back."""

    loser: int
    winner: int
    given: str
    returned: str | None


@dataclasses.dataclass(frozen=True)
class HandResult:
    """How a hand ended: who went out, cards left and penalty points per seat."""

    winner: int
    left: tuple[int, ...]
    points: tuple[int, ...]


@dataclasses.dataclass
class GangOfFourView(View):
    """What one seat sees (see the module docstring for every field)."""

    players: int
    options: dict
    phase: Phase
    current_player: int | None
    hand_number: int
    dealer: int
    direction: int
    hand: list[str]
    counts: list[int]
    aside_count: int
    top: Top | None
    leader: int | None
    passed: list[bool]
    one_card: list[bool]
    forgot: list[bool]
    must_lead: str | None
    played: list[tuple[int, tuple[str, ...]]]
    known: list[list[str]]
    aside_known: list[str]
    exchange: Exchange | None
    last_hand: HandResult | None
    totals: list[int]
    target: int
    score_sheet: ScoreSheet

    def sample_world(self, rng: random.Random) -> GangOfFourState:
        """A full state agreeing with this view: unseen cards dealt to the other hands and the aside."""
        return GangOfFourState.sampled(self, rng)


# --------------------------------------------------------------------------- state


class GangOfFourState(State):
    """A whole Gang of Four match."""

    def setup(self) -> None:
        n = self.players
        self.hand_no = 1
        self.dealer = 1 % n  # so seat 0, at the dealer's right, leads when M1 is set aside
        self.direction = -1
        self.totals = [0] * n
        self.log: list[dict] = []  # per hand: winner, left, points, forgot
        self.last: HandResult | None = None
        self.deal()

    # -- hand flow

    def deal(self) -> list[Event]:
        n = self.players
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(n):
            seat = (self.dealer + 1 + i) % n
            self.hands[seat] = list(canonical(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE]))
        self.aside = list(canonical(deck[n * HAND_SIZE:]))
        self.known: list[list[str]] = [[] for _ in range(n)]
        self.aside_known: list[str] = []
        self.top: tuple[int, tuple[str, ...]] | None = None
        self.passed = [False] * n
        self.one_card = [False] * n
        self.forgot = [False] * n
        self.played: list[tuple[int, tuple[str, ...]]] = []
        self.exchange: Exchange | None = None
        self.must_lead: str | None = None
        self._legal: list[Action] | None = None
        events = []
        if self.last is None:
            holder = next((p for p in range(n) if MULTI_ONE in self.hands[p]), None)
            if holder is None:
                self.aside_known = [MULTI_ONE]
                holder = (self.dealer - 1) % n  # the dealer's right
            else:
                self.must_lead = MULTI_ONE
            self.phase, self.current_player, self.leader = Phase.PLAY, holder, holder
        else:
            winner = self.last.winner
            loser = max((p for p in range(n) if p != winner),
                        key=lambda p: (self.last.left[p], self.totals[p], -p))
            card = self.hands[loser][-1]
            self.hands[loser].pop()
            self.hands[winner] = list(canonical([*self.hands[winner], card]))
            self.known[winner].append(card)
            self.exchange = Exchange(loser, winner, card, None)
            self.phase, self.current_player, self.leader = Phase.EXCHANGE, winner, None
            events.append(Event("gift", {"loser": loser, "winner": winner, "card": card}))
        dealt = Event("dealt", {"hand": self.hand_no, "dealer": self.dealer, "direction": self.direction,
                                "leader": self.leader, "counts": [len(h) for h in self.hands],
                                "aside": len(self.aside)})
        return [dealt, *events]

    def next_seat(self, p: int) -> int:
        """The seat after p in this hand's direction, skipping seats out of the trick (pass_final)."""
        n = self.players
        q = (p + self.direction) % n
        if self.options["pass_final"] and self.top is not None:
            while q != self.top[0] and self.passed[q]:
                q = (q + self.direction) % n
        return q

    def start_trick(self, leader: int) -> list[Event]:
        """Clear the pile; the leader leads, or the next seat when the leader may not play its last card."""
        self.top = None
        self.passed = [False] * self.players
        events = []
        while self.blocked(leader):
            to = (leader + self.direction) % self.players
            events.append(Event("lead_passed", {"player": leader, "to": to}))
            leader = to
        self.leader = self.current_player = leader
        return events

    def blocked(self, p: int) -> bool:
        """May p not play their last card? Forgot to announce, unless everybody did (no one could end it)."""
        return self.forgot[p] and not all(self.forgot)

    # -- legality

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
            self._legal_set = frozenset(self._legal)
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == Phase.PLAY:
            p = self.current_player
            hand = self.hands[p]
            top = self._top_combo()
            plays = self.playable(p, top)
            by_hand = self.options["announce_by_hand"]
            out: list[Action] = []
            for c in plays:
                if by_hand and len(hand) - c.size == 1:
                    out += [Play(c.cards, True), Play(c.cards, False)]
                else:
                    out.append(Play(c.cards))
            # The last-card duty leaves no pass when the highest single beats the single on the table.
            duty = top is not None and top.kind == "single" and bool(plays) and self._before_one_card(p)
            return out + ([Pass()] if top is not None and not duty else [])
        if phase == Phase.EXCHANGE:
            return [GiveBack(c) for c in dict.fromkeys(self.hands[self.current_player])]
        if phase == Phase.ROUND_OVER:
            return [NextRound()]
        return []

    def _top_combo(self) -> Combo | None:
        return None if self.top is None else classify(self.top[1])

    def playable(self, p: int, top: Combo | None) -> list[Combo]:
        """The combinations p may play now, after the lead and last-card duties."""
        hand = tuple(self.hands[p])
        if top is None:
            found = list(combos(hand))
            if self.must_lead:
                found = [c for c in found if self.must_lead in c.cards]
        else:
            found = [c for c in combos(hand, top.size) if beats(c, top)]
        if self.blocked(p):
            found = [c for c in found if c.size < len(hand)]
        if self._before_one_card(p) and found:
            highest = hand[-1]
            if top is None:
                single = [c for c in found if c.cards == (highest,)]
                found = [c for c in found if c.size >= 2] or single or found
            elif top.kind == "single":
                found = [c for c in found if c.cards == (highest,)]
        return found

    def duty_card(self) -> str | None:
        """The card the last-card duty makes the current player play now: the highest single, when
        it beats the single on the table (no pass then); None when the duty does not bind."""
        if self.phase != Phase.PLAY or self.top is None or Pass() in self.legal_actions():
            return None
        plays = [a for a in self.legal_actions() if isinstance(a, Play)]
        return plays[0].cards[0] if plays and self._before_one_card(self.current_player) else None

    def _before_one_card(self, p: int) -> bool:
        """Does p play just before a player who holds one card (the last-card duty)?"""
        q = self.next_seat(p)
        return q != p and len(self.hands[q]) == 1

    def is_legal(self, action) -> bool:
        """Agrees with `legal_actions()`, without listing every combination when a direct check will do."""
        if self._legal is not None:
            try:
                return action in self._legal_set
            except TypeError:  # unhashable fields: not an action of this game
                return False
        t, phase = type(action), self.phase
        if t is Play and phase == Phase.PLAY:
            return self._play_allowed(action)
        if t is Pass:
            if phase != Phase.PLAY or self.top is None:
                return False
            return not self._before_one_card(self.current_player) or action in self.legal_actions()
        if t is GiveBack:
            card = action.card
            return phase == Phase.EXCHANGE and type(card) is str and card in self.hands[self.current_player]
        return t is NextRound and phase == Phase.ROUND_OVER

    def _play_allowed(self, action: Play) -> bool:
        cards = action.cards
        if type(cards) is not tuple or any(type(c) is not str for c in cards):
            return False
        if action.announce not in (False, True):
            return False
        combo = _classify(cards)
        if combo is None or canonical(cards) != cards:  # a play lists its cards weakest first
            return False
        p = self.current_player
        hand = self.hands[p]
        if any(cards.count(c) > hand.count(c) for c in cards):
            return False
        top = self._top_combo()
        if (self.must_lead and self.must_lead not in cards) if top is None else not beats(combo, top):
            return False
        if combo.size == len(hand) and self.blocked(p):
            return False
        if self._before_one_card(p):  # the last-card duty: rare, so ask the full list
            return action in self.legal_actions()
        return not action.announce or (self.options["announce_by_hand"] and len(hand) - combo.size == 1)

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        p = self.current_player
        if isinstance(action, GiveBack) and self.phase == Phase.EXCHANGE:
            return _("Give back one card from your hand.")
        if isinstance(action, Pass) and self.phase == Phase.PLAY and self.top is None:
            return _("You lead this trick: play a combination, you cannot pass.")
        if isinstance(action, Pass) and self.duty_card() is not None:
            return _("The next player has one card left: your highest card, the {card}, beats the "
                     "table, so you must play it.").format(card=card_name(self.duty_card()))
        if not isinstance(action, Play) or self.phase != Phase.PLAY:
            if self.phase == Phase.EXCHANGE:
                return _("First give back one card to the player who gave you their highest card.")
            return _("That move is not allowed now.")
        cards = action.cards
        if not isinstance(cards, tuple) or any(not isinstance(c, str) or c not in RANK for c in cards):
            return _("Those are not cards of this game.")
        hand = list(self.hands[p])
        for c in cards:
            if c not in hand:
                return _("Those cards are not all in your hand.")
            hand.remove(c)
        combo = classify(cards)
        if combo is None:
            return _("These cards are not a combination.")
        if cards != combo.cards:
            return _("List the cards weakest first.")
        top = self._top_combo()
        if self.must_lead and self.must_lead not in cards:
            return _("The first lead must include the multicoloured 1.")
        if top is not None and not beats(combo, top):
            message = _("A {kind} does not beat the {top} on the table: play as many cards, higher, "
                        "or a gang.")
            return message.format(kind=_(KIND_NAMES[combo.kind]), top=_(KIND_NAMES[top.kind]))
        if self.blocked(p) and not hand:
            return _("You did not say \u201cone card\u201d: you cannot play your last card this hand.")
        q = self.next_seat(p)
        if len(self.hands[q]) == 1 and q != p:
            if top is None:
                return _("The next player has one card: lead two or more cards if you can, "
                         "else your highest single.")
            return _("The next player has one card: play your highest single if it beats, else pass.")
        if self.options["announce_by_hand"] and not hand[1:] and hand:
            return _("Say \u201cone card\u201d or not: that is part of this play.")
        return _("That move is not allowed now.")

    # -- moves

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        t = type(action)
        if t is Play:
            return self._play(action)
        if t is Pass:
            return self._pass()
        if t is GiveBack:
            return self._give_back(action.card)
        # NextRound
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % self.players
        self.direction = -self.direction
        return self.deal()

    def _play(self, action: Play) -> list[Event]:
        p = self.current_player
        hand = self.hands[p]
        for c in action.cards:
            hand.remove(c)
            if c in self.known[p]:
                self.known[p].remove(c)
        self.must_lead = None
        self.top = (p, action.cards)
        self.played.append((p, action.cards))
        kind = classify(action.cards).kind
        events = [Event("played", {"player": p, "cards": action.cards, "kind": kind, "left": len(hand)})]
        if not hand:
            return events + self.score_hand(p)
        if len(hand) == 1:
            announced = action.announce or not self.options["announce_by_hand"]
            self.one_card[p] = announced
            self.forgot[p] = not announced
            events.append(Event("one_card", {"player": p, "announced": announced}))
        if not self.options["pass_final"]:
            self.passed = [False] * self.players
        q = self.next_seat(p)
        if q == p:  # everybody else is out of this trick
            events.append(Event("trick_won", {"player": p}))
            return events + self.start_trick(p)
        self.current_player = q
        return events

    def _pass(self) -> list[Event]:
        p = self.current_player
        self.passed[p] = True
        events = [Event("passed", {"player": p})]
        q = self.next_seat(p)
        if q == self.top[0]:
            events.append(Event("trick_won", {"player": q}))
            return events + self.start_trick(q)
        self.current_player = q
        return events

    def _give_back(self, card: str) -> list[Event]:
        ex = self.exchange
        self.hands[ex.winner].remove(card)
        if card in self.known[ex.winner]:
            self.known[ex.winner].remove(card)
        self.hands[ex.loser] = list(canonical([*self.hands[ex.loser], card]))
        self.known[ex.loser].append(card)
        self.exchange = dataclasses.replace(ex, returned=card)
        self.phase = Phase.PLAY
        self.start_trick(ex.winner)
        data = {"loser": ex.loser, "winner": ex.winner, "given": ex.given, "returned": card}
        return [Event("exchanged", data)]

    def score_hand(self, winner: int) -> list[Event]:
        left = tuple(len(h) for h in self.hands)
        points = tuple(penalty(k) + (1 if f else 0) for k, f in zip(left, self.forgot, strict=True))
        self.totals = [a + b for a, b in zip(self.totals, points, strict=True)]
        self.log.append({"winner": winner, "left": list(left), "points": list(points),
                         "forgot": list(self.forgot)})
        self.last = HandResult(winner, left, points)
        self.top = None
        events = [Event("hand_over", {"winner": winner, "left": list(left), "points": list(points),
                                      "totals": list(self.totals)})]
        if max(self.totals) > self.options["target"]:
            self.phase, self.current_player = Phase.OVER, None
            return events + [Event("game_over", {"totals": list(self.totals), "winners": self.winners()})]
        self.phase, self.current_player = Phase.ROUND_OVER, winner
        return events

    def winners(self) -> list[int]:
        """The seats with the lowest total (several share the win)."""
        best = min(self.totals)
        return [p for p, t in enumerate(self.totals) if t == best]

    # -- views and scores

    def sheet(self) -> ScoreSheet:
        """The score sheet so far, each cell explained with its penalty arithmetic."""
        sheet = ScoreSheet([_("Player {n}").format(n=i + 1) for i in range(self.players)])
        for h, rec in enumerate(self.log):
            notes = [explain_penalty(k, f) for k, f in zip(rec["left"], rec["forgot"], strict=True)]
            sheet.add(_("Hand {h}").format(h=h + 1), rec["points"], notes)
        return sheet

    def view(self, player: int) -> GangOfFourView:
        top = None if self.top is None else Top(self.top[0], self.top[1], classify(self.top[1]).kind)
        return GangOfFourView(
            player=player,
            players=self.players,
            options=dict(self.options),
            phase=self.phase,
            current_player=self.current_player,
            hand_number=self.hand_no,
            dealer=self.dealer,
            direction=self.direction,
            hand=list(self.hands[player]),
            counts=[len(h) for h in self.hands],
            aside_count=len(self.aside),
            top=top,
            leader=self.leader,
            passed=list(self.passed),
            one_card=list(self.one_card),
            forgot=list(self.forgot),
            must_lead=self.must_lead,
            played=list(self.played),
            known=[list(k) for k in self.known],
            aside_known=list(self.aside_known),
            exchange=self.exchange,
            last_hand=self.last,
            totals=list(self.totals),
            target=self.options["target"],
            score_sheet=self.sheet(),
        )

    def scores(self) -> list[int]:
        """Penalty totals: lower is better."""
        return list(self.totals)

    def arena_stats(self, player: int) -> dict[str, float]:
        """Share of hands this seat went out first, and its mean penalty per hand."""
        hands = len(self.log) or 1
        return {"hands_won": sum(1 for rec in self.log if rec["winner"] == player) / hands,
                "penalty_per_hand": sum(rec["points"][player] for rec in self.log) / hands}

    def snapshot(self) -> dict:
        return {
            "players": self.players,
            "options": dict(self.options),
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "direction": self.direction,
            "phase": self.phase,
            "current": self.current_player,
            "hands": [list(h) for h in self.hands],
            "aside": list(self.aside),
            "known": [list(k) for k in self.known],
            "aside_known": list(self.aside_known),
            "top": None if self.top is None else [self.top[0], list(self.top[1])],
            "leader": self.leader,
            "passed": list(self.passed),
            "one_card": list(self.one_card),
            "forgot": list(self.forgot),
            "must_lead": self.must_lead,
            "played": list(self.played),  # (seat, cards) tuples: equal as data, and JSON lists
            "exchange": None if (x := self.exchange) is None else [x.loser, x.winner, x.given, x.returned],
            "last": None if self.last is None else [self.last.winner, list(self.last.left),
                                                      list(self.last.points)],
            "totals": list(self.totals),
            "log": list(self.log),  # records are never changed once written
            # Only deal() draws from the rng, once per hand: seed and hand_no fix its state (and
            # comparing them is much cheaper than comparing rng.getstate()).
            "seed": self.seed,
        }

    def clone(self) -> GangOfFourState:
        """A fast independent copy: fresh lists, shared immutable tuples and actions."""
        twin = GangOfFourState.__new__(GangOfFourState)
        twin.__dict__.update(self.__dict__)
        twin.options = dict(self.options)
        twin.rng = copied_rng(self.rng)
        twin.history = list(self.history)
        twin.hands = [list(h) for h in self.hands]
        twin.known = [list(k) for k in self.known]
        for name in ("aside", "aside_known", "passed", "one_card", "forgot", "played", "totals"):
            setattr(twin, name, list(getattr(self, name)))
        twin.log = list(self.log)  # records are never changed once written
        twin._legal = None
        return twin

    # -- search support

    @classmethod
    def sampled(cls, view: GangOfFourView, rng: random.Random) -> GangOfFourState:
        """Build a state from `view`: known cards stay where they are known, the rest dealt at random."""
        s = cls.__new__(cls)
        s.game, s.players, s.options, s.seed = GAME, view.players, dict(view.options), 0
        s.rng = random.Random(rng.getrandbits(32))
        s.history = []
        s.hand_no, s.dealer, s.direction = view.hand_number, view.dealer, view.direction
        s.phase, s.current_player, s.leader = view.phase, view.current_player, view.leader
        s.totals, s.log, s.last = list(view.totals), [], view.last_hand
        s.top = None if view.top is None else (view.top.player, view.top.cards)
        s.passed, s.one_card, s.forgot = list(view.passed), list(view.one_card), list(view.forgot)
        s.must_lead, s.played, s.exchange = view.must_lead, list(view.played), view.exchange
        s.known = [list(k) for k in view.known]
        s.aside_known = list(view.aside_known)
        s._legal = None
        me = view.player
        unseen = list(DECK)
        for c in view.hand:
            unseen.remove(c)
        for _p, cards in view.played:
            for c in cards:
                unseen.remove(c)
        hands: list[list[str]] = [list(view.known[p]) if p != me else [] for p in range(view.players)]
        aside = list(view.aside_known)
        for c in [c for h in hands for c in h] + aside:
            unseen.remove(c)
        rng.shuffle(unseen)
        for p in range(view.players):
            if p != me:
                need = view.counts[p] - len(hands[p])
                hands[p] += unseen[:need]
                del unseen[:need]
        aside += unseen
        s.hands = [list(canonical(h)) for h in hands]
        s.hands[me] = list(view.hand)
        s.aside = list(canonical(aside))
        return s


@functools.lru_cache(maxsize=256)
def _explain(left: int, forgot: bool, lang: str) -> str:
    if left == 0:
        text = _("out first: 0")
    else:
        factor = penalty(left) // left
        text = ngettext("{n} card × {f} = {p}", "{n} cards × {f} = {p}", left)
        text = text.format(n=left, f=factor, p=penalty(left))
    if forgot:
        text += " " + _("+1 (no \u201cone card\u201d)")
    return text


def explain_penalty(left: int, forgot: bool = False) -> str:
    """The arithmetic of one score-sheet cell, e.g. "9 cards × 2 = 18"."""
    return _explain(left, forgot, language())


# --------------------------------------------------------------------------- game


class GangOfFourGame(Game):
    """Gang of Four (3–4 players)."""

    id: ClassVar[str] = "gang_of_four"
    name: ClassVar[str] = N_("Gang of Four")
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 4
    rules: ClassVar[str] = "gang_of_four"
    max_actions: ClassVar[int] = 20000
    options: ClassVar[tuple[Option, ...]] = (
        Option("target", 100, TARGETS, N_("Game to"),
               N_("The game ends when someone has more than this many penalty points.")),
        Option("pass_final", False, (False, True), N_("A pass is final"),
               N_("A player who passes sits out the rest of the trick.")),
        Option("announce_by_hand", False, (False, True), N_("Announce one card by hand"),
               N_("Say \u201cone card\u201d yourself: forgetting costs 1 penalty point, "
                  "and you cannot end that hand.")),
    )
    action_types = (Play, Pass, GiveBack, NextRound)

    def state_class(self) -> type[GangOfFourState]:
        return GangOfFourState

    def test_configs(self) -> list[tuple[int, dict]]:
        # Short matches, few configurations: the contract replays whole histories at every step of
        # its first 3 play-outs per configuration. tests/engine/test_gang_of_four.py plays the others.
        return [
            (4, {"target": 20, "pass_final": True}),
            (3, {"target": 20, "announce_by_hand": True, "pass_final": True}),
        ]


GAME = GangOfFourGame()
