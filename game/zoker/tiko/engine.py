"""Zoker Tiko: a trick game where a card goes over the trick pile if it beats the top card, else under."""

from __future__ import annotations

import copy
import dataclasses
import random
from enum import StrEnum

from game.core.api import Action, DealingRandom, Event, Game, NextRound, Option, State, View, copied_rng
from game.core.i18n import N_, _
from game.core.match import ScoreSheet, column_totals
from game.zoker.cards import BEATS, DECK, Card, beats

HAND_SIZE = 4
DECK_SIZE = len(DECK)
MATCH_LENGTHS = (1, 3, 5)
MATCH_BY = ("cards", "games")  # a match is won by cards won over all games, or by games won


def deals_per_game(players: int) -> int:
    """How many deals of four the deck gives every player; the rest stays undealt."""
    return DECK_SIZE // (HAND_SIZE * players)


def trick_winner(cards) -> int:
    """Index, in play order, of the card on top of the trick: each card goes over the top card it beats."""
    top = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[top]):
            top = i
    return top


def game_winners(won: list[int]) -> list[int]:
    """Seats with the most cards won (a tie shares the win)."""
    best = max(won)
    return [p for p, w in enumerate(won) if w == best]


class Phase(StrEnum):
    """Where a Tiko deal stands. The values are the strings saves, views and the tables read."""

    PLAY = "play"  # the tricks
    ROUND_OVER = "round_over"  # the deal is scored; NextRound deals the next
    OVER = "over"  # the match is over


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Play(Action):
    """Play a hand card (its index in DECK) to the trick."""

    card: int


# --------------------------------------------------------------------------- view


@dataclasses.dataclass
class TikoView(View):
    """One seat's view: its own hand, the open trick, the public counts and the score sheet."""

    players: int
    phase: Phase
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    pile: tuple[Card, ...]  # bottom to top
    top_player: int | None
    leader: int
    dealer: int
    won: tuple[int, ...]  # cards won this game
    played: tuple[Card, ...]  # cards of finished tricks this game (all were shown)
    deck_left: int
    deal_no: int
    deals: int
    game_no: int
    games: int
    match_by: str
    score_sheet: ScoreSheet
    results: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # per game played: (points, cards won)
    scores: tuple[int, ...]

    def sample_world(self, rng: random.Random) -> TikoState:
        """A state with the unseen cards dealt at random to the other hands and the deck."""
        seen = {c.index for c in (*self.hand, *self.played, *(c for _p, c in self.trick))}
        unseen = [i for i in range(DECK_SIZE) if i not in seen]
        unseen.sort(key=lambda _i: rng.random())  # a uniform shuffle, faster than rng.shuffle
        hands = []
        for p in range(self.players):
            if p == self.player:
                hands.append([c.index for c in self.hand])
            else:
                hands.append(sorted(unseen[: self.hand_sizes[p]]))
                del unseen[: self.hand_sizes[p]]
        return TikoState.restore(self, hands, unseen, rng.getrandbits(32))


# --------------------------------------------------------------------------- state


class TikoState(State):
    """A whole match of Tiko games. Cards are held as DECK indices; the view gives Cards."""

    def setup(self) -> None:
        self.games = self.options["games"]
        self.match_by = self.options["match_by"]
        self.deals = deals_per_game(self.players)
        self.results: list[tuple[tuple[int, ...], tuple[int, ...]]] = []  # per game: (points, cards won)
        self.game_no = 0
        self.dealer = self.players - 1
        self._start_game()

    @classmethod
    def restore(cls, view: TikoView, hands: list[list[int]], deck: list[int], seed: int) -> TikoState:
        """A state with `view`'s public facts and the given hidden cards (for search)."""
        s = cls.__new__(cls)
        s.game, s.players, s.seed = GAME, view.players, seed
        s.options = {"games": view.games, "match_by": view.match_by}
        s.rng = DealingRandom(seed)
        s.history = []
        s.games, s.match_by, s.deals = view.games, view.match_by, view.deals
        s.results = list(view.results)
        s.game_no, s.dealer, s.deal_no = view.game_no, view.dealer, view.deal_no
        s.phase, s.current_player, s.leader = view.phase, view.current_player, view.leader
        s.hands, s.deck = hands, deck
        s.trick = [(p, c.index) for p, c in view.trick]
        s.pile, s.top_player = [c.index for c in view.pile], view.top_player
        s.won, s.played = list(view.won), [c.index for c in view.played]
        return s

    def _start_game(self) -> list[Event]:
        self.deck = list(range(DECK_SIZE))
        self.rng.shuffle(self.deck)
        self.hands: list[list[int]] = [[] for _p in range(self.players)]
        self.won = [0] * self.players
        self.played: list[int] = []
        self.trick: list[tuple[int, int]] = []  # (seat, card)
        self.pile: list[int] = []  # bottom to top
        self.top_player: int | None = None
        self.deal_no = 0
        self.leader = (self.dealer + 1) % self.players
        self.phase = Phase.PLAY
        self.current_player = self.leader
        return [self._deal()]

    def _deal(self) -> Event:
        """Four cards to every seat, one at a time from the leader round the table."""
        for _i in range(HAND_SIZE):
            for k in range(self.players):
                self.hands[(self.leader + k) % self.players].append(self.deck.pop())
        for hand in self.hands:
            hand.sort()
        self.deal_no += 1
        return Event("deal", {"deal": self.deal_no, "deals": self.deals, "leader": self.leader})

    # -- rules

    def legal_actions(self) -> list[Action]:
        if self.phase == Phase.PLAY:
            return [Play(c) for c in self.hands[self.current_player]]
        if self.phase == Phase.ROUND_OVER:
            return [NextRound()]
        return []

    def is_legal(self, action) -> bool:
        if isinstance(action, Play):
            return self.phase == Phase.PLAY and action.card in self.hands[self.current_player]
        return isinstance(action, NextRound) and self.phase == Phase.ROUND_OVER

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        if isinstance(action, Play) and self.phase == Phase.ROUND_OVER:
            return _("This game is over: deal the next one first.")
        if isinstance(action, Play):
            return _("You do not hold that card.")
        if isinstance(action, NextRound):
            return _("The game is still going on.")
        return _("That move is not allowed now.")

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, NextRound):
            self.game_no += 1
            self.dealer = (self.dealer + 1) % self.players
            return [Event("next_game", {"game": self.game_no + 1}), *self._start_game()]
        return self._play(action.card)

    def _play(self, card: int) -> list[Event]:
        p = self.current_player
        self.hands[p].remove(card)
        # over: the top card this one met (None for the lead)
        data = {"player": p, "card": DECK[card], "place": "lead", "over": None}
        if self.pile:
            top = self.pile[-1]
            data["over"] = DECK[top]
            if BEATS[card] >> top & 1:
                self.pile.append(card)
                self.top_player = p
                data["place"] = "top"
            else:
                self.pile.insert(0, card)
                data["place"] = "under"
        else:
            self.pile.append(card)
            self.top_player = p
        self.trick.append((p, card))
        events = [Event("play", data)]
        if len(self.trick) < self.players:
            self.current_player = (p + 1) % self.players
            return events
        return events + self._close_trick()

    def _close_trick(self) -> list[Event]:
        winner = self.top_player
        cards = [c for _p, c in self.trick]
        self.won[winner] += len(cards)
        self.played.extend(cards)
        top = DECK[self.pile[-1]]
        self.trick, self.pile, self.top_player = [], [], None
        self.leader = self.current_player = winner
        events = [Event("trick", {"winner": winner, "cards": [DECK[c] for c in cards], "top": top})]
        if self.hands[winner]:
            return events
        if self.deal_no < self.deals:
            return events + [self._deal()]
        return events + self._end_game()

    def _end_game(self) -> list[Event]:
        winners = game_winners(self.won)
        if self.match_by == "cards":
            points = list(self.won)
        else:
            points = [int(p in winners) for p in range(self.players)]
        self.results.append((tuple(points), tuple(self.won)))
        events = [Event("game_over", {"won": list(self.won), "winners": winners, "undealt": len(self.deck)})]
        if self.game_no + 1 < self.games:
            self.phase = Phase.ROUND_OVER
            self.current_player = (self.dealer + 2) % self.players  # the next game's leader
        else:
            self.phase = Phase.OVER
            self.current_player = None
            events.append(Event("match_over", {"winners": game_winners(self.totals())}))
        return events

    def order_known(self, moves: int) -> bool:
        return self.phase != Phase.PLAY or len(self.trick) + moves < self.players

    def clone(self) -> TikoState:
        """A fast copy: cards and actions are immutable, so only the containers are copied."""
        s = copy.copy(self)
        s.rng = copied_rng(self.rng)
        s.options = dict(self.options)
        s.history = list(self.history)
        s.hands = [list(h) for h in self.hands]
        s.deck, s.trick, s.pile = list(self.deck), list(self.trick), list(self.pile)
        s.won, s.played = list(self.won), list(self.played)
        s.results = list(self.results)
        return s

    # -- reading

    def totals(self) -> list[int]:
        """The points of the games played."""
        return column_totals((points for points, _won in self.results), self.players)

    def score_sheet(self) -> ScoreSheet:
        """The games played as score sheet rows, in the language of now."""
        sheet = ScoreSheet([_("Player {n}").format(n=p + 1) for p in range(self.players)])
        for g, (points, won) in enumerate(self.results):
            # the cards won go under a game's 1 or 0; counted by cards, the points already are them
            notes = [_("{n} cards").format(n=w) for w in won] if self.match_by == "games" else None
            sheet.add(_("Game {n}").format(n=g + 1), list(points), notes)
        return sheet

    def scores(self) -> list[int]:
        totals = self.totals()
        if self.phase == Phase.PLAY and self.match_by == "cards":
            return [t + w for t, w in zip(totals, self.won, strict=True)]
        return totals

    def arena_stats(self, player: int) -> dict[str, float]:
        """Share of the match win (ties share), for the arena."""
        winners = game_winners(self.scores())
        return {"win": 1 / len(winners) if player in winners else 0.0}

    def view(self, player: int) -> TikoView:
        return TikoView(
            player=player,
            players=self.players,
            phase=self.phase,
            current_player=self.current_player,
            hand=tuple(DECK[c] for c in self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple((p, DECK[c]) for p, c in self.trick),
            pile=tuple(DECK[c] for c in self.pile),
            top_player=self.top_player,
            leader=self.leader,
            dealer=self.dealer,
            won=tuple(self.won),
            played=tuple(DECK[c] for c in self.played),
            deck_left=len(self.deck),
            deal_no=self.deal_no,
            deals=self.deals,
            game_no=self.game_no,
            games=self.games,
            match_by=self.match_by,
            score_sheet=self.score_sheet(),
            results=tuple(self.results),
            scores=tuple(self.scores()),
        )

    def snapshot(self) -> dict:
        return {
            "phase": self.phase,
            "current_player": self.current_player,
            "game_no": self.game_no,
            "dealer": self.dealer,
            "deal_no": self.deal_no,
            "leader": self.leader,
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "trick": [list(t) for t in self.trick],
            "pile": list(self.pile),
            "top_player": self.top_player,
            "won": list(self.won),
            "played": list(self.played),
            "results": [[list(points), list(won)] for points, won in self.results],
            "rng": self.rng_snapshot(),
        }


# --------------------------------------------------------------------------- game


class TikoGame(Game):
    """Zoker Tiko for 2–5 players, one game or a match of several."""

    id = "zoker_tiko"
    name = N_("Zoker Tiko")
    min_players = 2
    max_players = 5
    part_events = frozenset({"deal"})  # a replay steps deal by deal: a game is 3 to 8 deals
    options = (
        Option("games", 1, MATCH_LENGTHS, N_("Games in the match"), N_("Play several games as a match.")),
        Option(
            "match_by",
            "cards",
            MATCH_BY,
            N_("Match won by"),
            N_("Count the cards won over all games, or the games won."),
            names=(("cards", N_("cards won")), ("games", N_("games won"))),
            # one game: its cards decide it either way
            needs=(("games", tuple(g for g in MATCH_LENGTHS if g > 1)),),
        ),
    )
    action_types = (Play, NextRound)
    rules = "zoker_tiko"
    max_actions = 400

    def state_class(self) -> type[State]:
        return TikoState

    def test_configs(self) -> list[tuple[int, dict]]:
        return [(p, {}) for p in range(2, 6)] + [(3, {"games": 3, "match_by": "games"}), (2, {"games": 3})]


GAME = TikoGame()
