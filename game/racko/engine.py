"""Racko as a whole match: deal, draw and replace, Racko, scoring to 500 and every option."""

from __future__ import annotations

import copy
import dataclasses
import random
from enum import StrEnum

from game.core.api import Action, Event, Game, NextRound, Option, OptionError, State, View, copied_rng
from game.core.i18n import N_, _
from game.core.match import ScoreSheet
from game.racko.kernels import SLOTS, bonus, chips, is_racko, longest_consecutive, max_card, run_from_start

TARGET = 500
WIN_POINTS = 75
LIGHTNING_ALONE_POINTS = 100  # Lightning winner when no other rack is full
RUN_POINTS = 5
HIDDEN = 0  # a face-down card in a view (real cards are 1–60)
BOOLS = (False, True)

OPTIONS = (
    Option(
        "rounds", 0, (0, 1, 2, 3, 4, 5, 6, 8, 10), N_("Match length"),
        N_("Until someone reaches 500 points, or a fixed number of rounds: then the best total wins."),
        names=(
            (0, N_("Play to 500")), (1, N_("Single round")), (2, N_("2 rounds")), (3, N_("3 rounds")),
            (4, N_("4 rounds")), (5, N_("5 rounds")), (6, N_("6 rounds")), (8, N_("8 rounds")),
            (10, N_("10 rounds")),
        ),
    ),
    Option(
        "two_player_rule", False, BOOLS, N_("Two-player rule"),
        N_("With two players a Racko also needs three consecutive numbers in adjacent slots."),
        players=(2,),
    ),
    Option(
        "teams", False, BOOLS, N_("Teams"), N_("Four players in two teams of two; partners' points add up."),
        players=(4,),
    ),
    Option(
        "bonus", False, BOOLS, N_("Bonus Racko"),
        N_("Call Racko yourself when your rack ascends; a run of consecutive numbers earns a bonus."),
    ),
    Option(
        "chips", False, BOOLS, N_("Chips scoring"),
        N_("The others pay the winner chips (1, or more for a run); needs a fixed number of rounds."),
    ),
    Option(
        "quick_deal", False, BOOLS, N_("Quick deal"),
        N_("During the deal each player puts each card into any empty slot."),
    ),
    Option(
        "lightning", False, BOOLS, N_("Lightning Racko"),
        N_("No deal: fill your empty slots from the piles; 100 points if no other rack is full."),
    ),
    Option(
        "turn_limit", 0, (0, 10, 20, 30, 50), N_("Turn limit"),
        N_("House rule: after this many turns each, the round ends and everyone scores their run."),
        names=((0, N_("no limit")),),
    ),
)


class Phase(StrEnum):
    """Where a Racko turn stands. The values are the strings saves, views and the tables read."""

    DEAL = "deal"  # quick deal: each player puts each dealt card into an empty slot
    DRAW = "draw"  # take the top card of the draw or the discard pile
    PLACE = "place"  # put the drawn card into a slot or discard it
    CALL = "call"  # Bonus Racko: the rack ascends; call Racko or end the turn
    ROUND_OVER = "round_over"  # the round is scored; NextRound deals the next
    OVER = "over"  # the match is over


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Take the top card of the "draw" or the "discard" pile."""

    pile: str


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """Put the card in hand (or being dealt) into the slot labelled 5…50."""

    slot: int


@dataclasses.dataclass(frozen=True)
class Discard(Action):
    """Discard the card just taken from the draw pile."""


@dataclasses.dataclass(frozen=True)
class CallRacko(Action):
    """Bonus Racko: call Racko with an ascending rack."""


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    """Bonus Racko: end the turn without calling."""


# --------------------------------------------------------------------------- view


@dataclasses.dataclass
class RackoView(View):
    """What one seat sees: its own rack, public cards, counts, the score sheet."""

    players: int = 2
    phase: Phase = Phase.DRAW
    current_player: int | None = None
    round_no: int = 1
    dealer: int = 0
    top: int = 40
    options: dict = dataclasses.field(default_factory=dict)
    racks: tuple = ()  # per seat, slot 5 first: None empty, HIDDEN face down, else the number
    held: int | None = None  # the card this seat has taken and must place
    held_from: str | None = None
    incoming: int | None = None  # quick deal: the card this seat must place now
    discard: tuple = ()  # bottom first; the whole pile is public
    draw_count: int = 0
    draw_pile: tuple | None = None  # after a refill the draw pile's order is public (top last)
    turns: tuple = ()
    can_call: bool = False
    score_sheet: ScoreSheet = dataclasses.field(default_factory=lambda: ScoreSheet([]))
    totals: tuple = ()  # per score-sheet column
    team_of: tuple = ()  # column of each seat
    last_round: dict | None = None  # the round just scored, with every rack revealed
    winners: tuple = ()  # columns that won the match

    @property
    def rack(self) -> tuple:
        return self.racks[self.player]

    def unseen(self) -> list[int]:
        """Numbers this seat has not seen where they are now, lowest first."""
        seen = set(self.discard) | set(self.draw_pile or ())
        for rack in self.racks:
            seen.update(c for c in rack if c)
        if self.held is not None:
            seen.add(self.held)
        if self.incoming is not None:
            seen.add(self.incoming)
        return [c for c in range(1, self.top + 1) if c not in seen]

    def sample_world(self, rng: random.Random) -> RackoState:
        """A full state agreeing with this view: the unseen cards dealt at random to the face-down
        slots, the cards being dealt or held that this seat has not seen, and the draw pile."""
        return RackoState.sampled(self, rng)


# --------------------------------------------------------------------------- state


def column(player: int, teams: bool) -> int:
    """A seat's score-sheet column: with teams, partners sit across and share one (seat % 2)."""
    return player % 2 if teams else player


class RackoState(State):
    """A Racko match: rounds until 500 (or a set number), with the chosen options."""

    def setup(self) -> None:
        self.top = max_card(self.players)
        self.round_no = 0
        self.dealer = self.players - 1
        self.totals = [0] * self.players
        self.results: list[dict] = []
        self.winners: list[int] = []
        self._start_round()

    # -- helpers

    def team(self, player: int) -> int:
        """Score-sheet column of a seat: its team, or the seat itself."""
        return column(player, self.options["teams"])

    def column_totals(self) -> list[int]:
        if not self.options["teams"]:
            return list(self.totals)
        return [self.totals[0] + self.totals[2], self.totals[1] + self.totals[3]]

    def wins(self, player: int) -> bool:
        """Does this rack end the round (ascending, and a run of 3 under the two-player rule)?"""
        rack = self.racks[player]
        if not is_racko(rack):
            return False
        return not self.options["two_player_rule"] or longest_consecutive(rack) >= 3

    def order(self) -> list[int]:
        """Seats clockwise from the dealer's left."""
        return [(self.dealer + 1 + i) % self.players for i in range(self.players)]

    # -- rounds

    def _start_round(self) -> list[Event]:
        self.round_no += 1
        if self.round_no > 1:
            self.dealer = (self.dealer + 1) % self.players
        deck = list(range(1, self.top + 1))
        self.rng.shuffle(deck)
        self.draw = deck  # top card last
        self.discard: list[int] = []
        self.draw_known = False
        self.racks: list[list[int | None]] = [[None] * len(SLOTS) for _ in range(self.players)]
        self.known = [[False] * len(SLOTS) for _ in range(self.players)]
        self.held: int | None = None
        self.held_from: str | None = None
        self.turns = [0] * self.players
        self.deal_queue: list[list[int]] = []
        first = self.order()[0]
        events = [Event("round", {"round": self.round_no, "dealer": self.dealer})]
        if self.options["lightning"]:
            self.current_player, self.phase = first, Phase.DRAW
        elif self.options["quick_deal"]:
            self.deal_queue = [[p, self.draw.pop()] for _ in SLOTS for p in self.order()]
            self.current_player, self.phase = first, Phase.DEAL
        else:
            for i in reversed(range(len(SLOTS))):  # first card into slot 50, tenth into slot 5
                for p in self.order():
                    self.racks[p][i] = self.draw.pop()
            events += self._finish_deal()
        return events

    def _finish_deal(self) -> list[Event]:
        self.discard.append(self.draw.pop())
        self.current_player, self.phase = self.order()[0], Phase.DRAW
        events = [Event("dealt", {"discard": self.discard[-1]})]
        if not self.options["bonus"]:
            for p in self.order():
                if self.wins(p):
                    return events + self._end_round(p)
        return events

    def _round_points(self, winner: int | None) -> dict:
        racks = [list(r) for r in self.racks]
        runs = [run_from_start(r) for r in racks]
        result = {
            "round": self.round_no, "winner": winner, "runs": runs, "racks": racks,
            "turns": list(self.turns), "longest": 0, "bonus": 0, "chips": 0, "other_full": False,
        }
        points = [RUN_POINTS * r for r in runs]
        if winner is None:
            if self.options["chips"]:
                points = [0] * self.players
        elif self.options["chips"]:
            result["longest"] = longest_consecutive(racks[winner])
            result["chips"] = pay = chips(result["longest"])
            payers = [p for p in range(self.players) if self.team(p) != self.team(winner)]
            points = [-pay if p in payers else 0 for p in range(self.players)]
            points[winner] = pay * len(payers)
        elif self.options["lightning"]:
            result["other_full"] = any(None not in r for p, r in enumerate(racks) if p != winner)
            points[winner] = WIN_POINTS if result["other_full"] else LIGHTNING_ALONE_POINTS
        else:
            points[winner] = WIN_POINTS
            if self.options["bonus"]:
                result["longest"] = longest_consecutive(racks[winner])
                result["bonus"] = bonus(result["longest"])
                points[winner] += result["bonus"]
        result["points"] = points
        return result

    def _end_round(self, winner: int | None) -> list[Event]:
        result = self._round_points(winner)
        self.results.append(result)
        self.totals = [t + p for t, p in zip(self.totals, result["points"], strict=True)]
        self.held = self.held_from = None
        cols = self.column_totals()
        best = max(cols)
        leaders = [c for c, t in enumerate(cols) if t == best]
        if self.options["rounds"]:  # after the agreed rounds equal leaders share the win
            finished = self.round_no >= self.options["rounds"]
        else:  # an exact tie at the top plays another round
            finished = best >= TARGET and len(leaders) == 1
        if finished:
            self.winners = leaders
            self.current_player, self.phase = None, Phase.OVER
        else:
            self.current_player, self.phase = (self.dealer + 2) % self.players, Phase.ROUND_OVER
        return [Event("round_over", {"winner": winner, "points": list(result["points"])})]

    # -- turns

    def _end_turn(self, player: int) -> list[Event]:
        self.turns[player] += 1
        if self.wins(player):
            if self.options["bonus"]:
                self.phase = Phase.CALL
                return []
            return [Event("racko", {"player": player})] + self._end_round(player)
        return self._pass_turn()

    def _pass_turn(self) -> list[Event]:
        events = []
        if not self.draw:  # turn the discard pile over, unshuffled
            self.draw, self.discard = self.discard[::-1], []
            self.draw_known = True
            events.append(Event("refill", {"count": len(self.draw)}))
        nxt = (self.current_player + 1) % self.players
        limit = self.options["turn_limit"]
        if limit and self.turns[nxt] >= limit:
            return events + self._end_round(None)
        self.current_player, self.phase = nxt, Phase.DRAW
        return events

    # -- contract

    def legal_actions(self) -> list[Action]:
        phase, p = self.phase, self.current_player
        if phase == Phase.OVER:
            return []
        if phase == Phase.ROUND_OVER:
            return [NextRound()]
        if phase == Phase.CALL:
            return [CallRacko(), EndTurn()]
        rack = self.racks[p]
        if phase == Phase.DEAL:
            return [Place(s) for s, c in zip(SLOTS, rack, strict=True) if c is None]
        if phase == Phase.DRAW:
            acts: list[Action] = [Draw("draw")]
            if self.discard:
                acts.append(Draw("discard"))
            if self.options["bonus"] and self.wins(p):
                acts.append(CallRacko())
            return acts
        # place
        if self.options["lightning"] and None in rack:
            acts = [Place(s) for s, c in zip(SLOTS, rack, strict=True) if c is None]
        else:
            acts = [Place(s) for s in SLOTS]
        if self.held_from == "draw":
            acts.append(Discard())
        return acts

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        if self.phase == Phase.ROUND_OVER:
            return _("The round is over: start the next round.")
        if self.phase == Phase.CALL:
            return _("Call Racko or end your turn.")
        if self.phase == Phase.DRAW and isinstance(action, (Place, Discard)):
            if not self.discard:  # Lightning Racko's start: nobody has discarded yet
                return _("Take a card from the draw pile first.")
            return _("Take a card first, from the draw pile or the discard pile.")
        if self.phase == Phase.DRAW and action == Draw("discard") and not self.discard:
            return _("The discard pile is still empty: take a card from the draw pile.")
        if self.phase == Phase.PLACE and isinstance(action, Draw):
            return _("You already have a card: put it into your rack or discard it.")
        if self.phase == Phase.PLACE and isinstance(action, Discard):
            return _("A card taken from the discard pile must go into your rack.")
        if self.phase == Phase.DEAL and isinstance(action, Place):
            return _("That slot is already filled.")
        if self.phase == Phase.PLACE and isinstance(action, Place) and action.slot in SLOTS:
            return _("In Lightning Racko a card goes into an empty slot until your rack is full.")
        if isinstance(action, CallRacko):
            return _("Racko can be called only with an ascending rack, at the start or end of your turn.")
        return _("That move is not allowed now.")

    def _apply(self, action: Action) -> list[Event]:
        p = self.current_player
        if isinstance(action, NextRound):
            return self._start_round()
        if isinstance(action, CallRacko):
            return [Event("racko", {"player": p})] + self._end_round(p)
        if isinstance(action, EndTurn):
            return self._pass_turn()
        if isinstance(action, Draw):
            pile = self.draw if action.pile == "draw" else self.discard
            self.held, self.held_from, self.phase = pile.pop(), action.pile, Phase.PLACE
            shown = self.held if action.pile == "discard" else None
            return [Event("draw", {"player": p, "pile": action.pile, "card": shown})]
        i = SLOTS.index(action.slot) if isinstance(action, Place) else -1
        if self.phase == Phase.DEAL:
            _who, card = self.deal_queue.pop(0)
            self.racks[p][i] = card
            events = [Event("place", {"player": p, "slot": action.slot, "card": None, "replaced": None})]
            if self.deal_queue:
                self.current_player = self.deal_queue[0][0]
                return events
            return events + self._finish_deal()
        card, self.held = self.held, None
        if isinstance(action, Discard):
            self.discard.append(card)
            return [Event("discard", {"player": p, "card": card})] + self._end_turn(p)
        old = self.racks[p][i]
        self.racks[p][i] = card
        self.known[p][i] = self.held_from == "discard"
        if old is not None:
            self.discard.append(old)
        shown = card if self.known[p][i] else None
        events = [Event("place", {"player": p, "slot": action.slot, "card": shown, "replaced": old})]
        return events + self._end_turn(p)

    def view(self, player: int) -> RackoView:
        reveal = self.phase in (Phase.ROUND_OVER, Phase.OVER)
        racks = []
        for q, rack in enumerate(self.racks):
            if q == player or reveal:
                racks.append(tuple(rack))
            else:
                racks.append(tuple(
                    c if c is None or self.known[q][i] else HIDDEN for i, c in enumerate(rack)
                ))
        mine = player == self.current_player
        incoming = self.deal_queue[0][1] if self.phase == Phase.DEAL and mine else None
        return RackoView(
            player=player,
            players=self.players,
            phase=self.phase,
            current_player=self.current_player,
            round_no=self.round_no,
            dealer=self.dealer,
            top=self.top,
            options=dict(self.options),
            racks=tuple(racks),
            held=self.held if mine else (self.held if self.held_from == "discard" else None),
            held_from=self.held_from,
            incoming=incoming,
            discard=tuple(self.discard),
            draw_count=len(self.draw),
            draw_pile=tuple(self.draw) if self.draw_known else None,
            turns=tuple(self.turns),
            can_call=mine and CallRacko() in self.legal_actions(),
            score_sheet=self.score_sheet(),
            totals=tuple(self.column_totals()),
            team_of=tuple(self.team(q) for q in range(self.players)),
            last_round=self.results[-1] if reveal and self.results else None,
            winners=tuple(self.winners),
        )

    def score_sheet(self) -> ScoreSheet:
        """Rounds so far, per player or team, each with its arithmetic in words."""
        teams = self.options["teams"]
        if teams:
            columns = [_("Team {n}").format(n=t + 1) for t in range(2)]
        else:
            columns = [_("Player {n}").format(n=p + 1) for p in range(self.players)]
        sheet = ScoreSheet(columns)
        for res in self.results:
            notes = [self.explain_points(res, p) for p in range(self.players)]
            points = list(res["points"])
            if teams:
                notes = [" + ".join(notes[q] for q in (t, t + 2)) for t in range(2)]
                points = [points[t] + points[t + 2] for t in range(2)]
            label = _("Round {n}").format(n=res["round"])
            if res["winner"] is None:
                label = _("Round {n} (turn limit)").format(n=res["round"])
            sheet.add(label, points, notes)
        return sheet

    def explain_points(self, res: dict, p: int) -> str:
        """One seat's points for one round, as arithmetic a player can check."""
        pts = res["points"][p]
        if self.options["chips"]:
            if res["winner"] is None:
                return _("no chips")
            if p == res["winner"]:
                return _("Racko! Each other pays {chips}").format(chips=res["chips"])
            return _("pays {chips}").format(chips=-pts) if pts else _("partner won")
        if p != res["winner"]:
            return _("5 × {run} = {points}").format(run=res["runs"][p], points=pts)
        if res["bonus"]:
            return _("Racko! 75 + {bonus} for a run of {run}").format(bonus=res["bonus"], run=res["longest"])
        if self.options["lightning"] and not res["other_full"]:
            return _("Racko! 100, no other rack full")
        return _("Racko! 75")

    def scores(self) -> list[int]:
        cols = self.column_totals()
        return [cols[self.team(p)] for p in range(self.players)]

    def snapshot(self) -> dict:
        return {
            "players": self.players, "options": dict(self.options), "phase": self.phase,
            "current": self.current_player, "round": self.round_no, "dealer": self.dealer,
            "racks": [list(r) for r in self.racks], "known": [list(k) for k in self.known],
            "draw": list(self.draw), "discard": list(self.discard), "draw_known": self.draw_known,
            "held": self.held, "held_from": self.held_from, "turns": list(self.turns),
            "deal_queue": [list(d) for d in self.deal_queue], "totals": list(self.totals),
            "results": list(self.results), "winners": list(self.winners), "rng": self.rng_snapshot(),
        }

    def clone(self) -> RackoState:
        """A fast independent copy: actions are frozen, so the history is copied shallowly."""
        twin = copy.copy(self)
        twin.rng = copied_rng(self.rng)
        twin.history = list(self.history)
        twin.options = dict(self.options)
        twin.results = [dict(r) for r in self.results]  # finished rounds are never changed
        for name in ("totals", "winners", "draw", "discard", "turns"):
            setattr(twin, name, list(getattr(self, name)))
        for name in ("racks", "known", "deal_queue"):
            setattr(twin, name, [list(x) for x in getattr(self, name)])
        return twin

    @classmethod
    def sampled(cls, view: RackoView, rng: random.Random) -> RackoState:
        """See `RackoView.sample_world`. Totals are the view's per column (a team's on its first
        seat); the finished rounds' sheet is not rebuilt (a world is played to its round's end)."""
        s = cls.__new__(cls)
        n, teams = view.players, view.options["teams"]
        s.game, s.players, s.options, s.seed = GAME, n, dict(view.options), 0
        s.rng, s.history = random.Random(rng.getrandbits(32)), []
        s.top, s.round_no, s.dealer = view.top, view.round_no, view.dealer
        s.totals = [view.totals[column(q, teams)] if column(q, teams) == q else 0 for q in range(n)]
        s.results, s.winners = [], list(view.winners)
        pool = view.unseen()
        rng.shuffle(pool)
        s.racks = [[pool.pop() if c == HIDDEN else c for c in rack] for rack in view.racks]
        s.known = [[q != view.player and c not in (None, HIDDEN) for c in rack]
                   for q, rack in enumerate(view.racks)]
        s.phase, s.current_player = view.phase, view.current_player
        s.held, s.held_from = view.held, view.held_from
        if s.held is None and view.phase == Phase.PLACE:  # another seat holds a card from the draw pile
            s.held = pool.pop()
        s.deal_queue = []
        if view.phase == Phase.DEAL:  # the rest of a quick deal, in its order: seats clockwise, slot by slot
            order = [(s.dealer + 1 + i) % n for i in range(n)]
            left = sum(c is None for rack in s.racks for c in rack)
            seats = [q for _ in SLOTS for q in order][len(SLOTS) * n - left:]
            s.deal_queue = [[q, pool.pop()] for q in seats]
            if view.incoming is not None:
                pool.append(s.deal_queue[0][1])
                s.deal_queue[0][1] = view.incoming
        s.discard, s.turns = list(view.discard), list(view.turns)
        s.draw_known = view.draw_pile is not None
        s.draw = list(view.draw_pile) if s.draw_known else pool
        return s

    def arena_stats(self, player: int) -> dict:
        """Rounds won and mean own turns needed in the rounds this seat won by Racko."""
        won = [r["turns"][player] for r in self.results if r["winner"] == player]
        stats = {"rounds_won": len(won)}
        if won:
            stats["turns_to_racko"] = sum(won) / len(won)
        return stats


# --------------------------------------------------------------------------- game


class RackoGame(Game):
    """Racko for 2–4 players or two teams, with every option of the rules page."""

    id = "racko"
    name = N_("Racko")
    min_players = 2
    max_players = 4
    options = OPTIONS
    action_types = (Draw, Place, Discard, CallRacko, EndTurn, NextRound)
    rules = "racko"

    def check_options(self, players: int, options: dict) -> None:
        if options["two_player_rule"] and players != 2:
            raise OptionError(_("The two-player rule is only for two players."))
        if options["teams"] and players != 4:
            raise OptionError(_("Teams need four players."))
        if options["chips"] and not options["rounds"]:
            raise OptionError(_("Chips scoring needs a fixed number of rounds: "
                                "choose one under Match length."))
        on = self.labels_on(options, ("quick_deal", "bonus", "chips"))
        if options["lightning"] and on:
            raise OptionError(_("Lightning Racko has its own deal and scoring: turn off {options}.").format(
                options=on))

    def state_class(self) -> type[State]:
        return RackoState

    def teams(self, players: int, options: dict) -> tuple[tuple[int, ...], ...]:
        """With the teams option, the seats that share a score-sheet column (0 and 2, 1 and 3)."""
        if not options.get("teams") or players != 4:
            return ()
        return tuple(tuple(s for s in range(players) if column(s, True) == t) for t in (0, 1))

    def test_configs(self) -> list[tuple[int, dict]]:
        short = {"rounds": 1, "turn_limit": 10}  # random play hardly ever racks up: cap the rounds
        return [
            (2, dict(short, rounds=2)),
            (3, dict(short, quick_deal=True)),
            (4, dict(short, lightning=True)),
            (2, dict(short, two_player_rule=True, bonus=True)),
            (4, dict(short, teams=True, chips=True)),
            (3, dict(short, bonus=True, chips=True, rounds=2)),
            (2, dict(short, lightning=True, two_player_rule=True)),
            (4, dict(short, teams=True, quick_deal=True, bonus=True)),
        ]


GAME = RackoGame()
