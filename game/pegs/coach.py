"""The coach for Pegs and Jokers: the moves the normal judgement ranks best (and the one played)
are each tried in the same sampled worlds, the others answer as the normal computer would and the
seat makes its next move from the cards it kept, as the hard computer looks ahead; the value is
the team's position gained (`ai.evaluate`: steps of progress, pegs out and home, less the risk of
being bumped, the opponents' the other way), less what a spent joker, 7 or 8 was still worth. The
reason reads the board: whose peg a move sends back to start, a peg into home or out of start.

A move is marked only when the better move takes a peg into home that the move played did not:
the score counts pegs home, and a peg in home stays there. The other gains a round's look-ahead
sees (a bump, a peg out of start, steps, a card kept) came out better in replays to the end of
the game about half the time, so they are not shown as mistakes (docs/COMPUTER_PLAYERS.md)."""

from __future__ import annotations

import random

from game.core.coach import Decision, Finding, GameCoach, Mark, Outcome
from game.core.i18n import N_, _, ngettext, number, sentence
from game.pegs.ai import after, board_value, canonical, card_cost, evaluate, greedy
from game.pegs.board import steps_to_in_spot, team
from game.pegs.cards import BACK_RANK, JOKER, card_label
from game.pegs.engine import START, Discard, Move, PegsState, PegsView, Phase, SplitRest

CANDIDATES = 5  # the best moves by one move's judgement; the played one is added
WIN_STEPS = 100  # a won game, in steps: more than a peg's whole way round and home
CLEAR = 0.25  # a difference in how often a peg is sent back that the reason names


def rank_key(action) -> tuple:
    """Moves with the same effect (the same rank to the same hole) are one choice."""
    return (action.card[0], action.peg, action.to) if isinstance(action, Move) else (action,)


def finish_split(world: PegsState) -> None:
    """The rest of a split 7 by the normal judgement (as `ai.after` does)."""
    if world.phase == Phase.SPLIT:
        seat = world.current_player
        world._apply(max(world.legal_actions(), key=lambda a: evaluate(after(world, a), seat)))


def cost(action, world: PegsState) -> float:
    return card_cost(action.card, world, world.playing_for) if isinstance(action, (Move, Discard)) else 0.0


def position(world: PegsState, seat: int) -> float:
    """The team's position in steps (`ai.board_value`), a won or lost game counting `WIN_STEPS`
    (the search's own win value would drown every other world)."""
    won = 0 if world.winner is None else WIN_STEPS if world.winner == team(seat) else -WIN_STEPS
    return board_value(world, seat) + won


def team_in_start(world: PegsState, seat: int) -> int:
    return sum(world.pos[s].count(START) for s in range(team(seat), world.players, 2))


def sent_back(before: PegsState, now: PegsState, seat: int) -> list[int]:
    """Opponent seats with more pegs in start in `now` than in `before`."""
    return [s for s in range(now.players) if team(s) != team(seat)
            and now.pos[s].count(START) > before.pos[s].count(START)]


def entered_home(before: PegsState, now: PegsState, colour: int) -> int:
    T = before.T
    return sum(y >= T > x for x, y in zip(before.pos[colour], now.pos[colour], strict=True))


class PegsCoach(GameCoach):
    unit = N_("steps forward")  # the team's ground gained over a round, less the card's worth
    unit_behind = N_("steps back")  # lost ground (a peg sent to start): never "-18 steps forward"

    def world_count(self, view: PegsView, candidates: list) -> int:
        """Worlds per run (two runs): each plays a round of greedy answers, longer at a bigger table."""
        return {4: 12, 6: 8}.get(view.players, 6)

    def examines(self, view: PegsView, legal: list) -> bool:
        return view.phase in (Phase.PLAY, Phase.SPLIT) and len(canonical(legal)) > 1

    def candidates(self, view: PegsView, legal: list, played) -> list:
        """The best few by the normal player's one-move judgement (the board is public, so one
        sampled world ranks them as any would), the played move standing for its twins."""
        mine = rank_key(played)
        moves = [played if rank_key(a) == mine else a for a in canonical(legal)]
        base = view.sample_world(random.Random(0))
        seat = view.player
        ranked = sorted(moves, key=lambda a: -(evaluate(after(base, a), seat) - cost(a, base)))
        return ranked[:CANDIDATES]

    def start(self, world: PegsState, seat: int) -> float:
        return position(world, seat)

    def playout(self, world: PegsState, seat: int, rng: random.Random) -> int:
        """The others answer with the normal player's move until the seat moves again from the cards
        it kept; returns how many pegs of the seat's team were sent to start by the answers."""
        finish_split(world)
        waiting = team_in_start(world, seat)
        lost = 0
        for _turn in range(world.players):
            if world.is_over():
                break
            mover = world.current_player
            if mover == seat:
                lost = max(0, team_in_start(world, seat) - waiting)
            world._apply(greedy(world, canonical(world.legal_actions())))
            finish_split(world)
            if mover == seat:
                break
        return lost

    def value(self, world: PegsState, seat: int, start: float) -> float:
        return position(world, seat) - start

    def tally(self, world: PegsState, seat: int, start: float, lost: int) -> tuple[float, ...]:
        return (float(lost > 0),)

    def evaluate(self, view: PegsView, candidates: list, seed: int, worlds: int) -> list[Outcome]:
        """The framework's worlds and play-outs, less what each move's card was still worth."""
        outcomes = super().evaluate(view, candidates, seed, worlds)
        base = view.sample_world(random.Random(seed))
        for out in outcomes:
            spent = cost(out.action, base)
            out.values = [v - spent for v in out.values]
        return outcomes

    def may_mark(self, decision: Decision) -> bool:
        """Only a better move that takes a peg home is marked (`mark`): a decision none of whose
        candidates takes more pegs home than the move played is not searched."""
        view, played = decision.view, decision.played
        base = view.sample_world(random.Random(0))  # the board is public: any world will do
        colour = base.playing_for
        home = entered_home(base, after(base, played), colour)
        return any(entered_home(base, after(base, a), colour) > home
                   for a in self.candidates(view, decision.legal, played))

    def mark(self, finding: Finding) -> Mark | None:
        """A mark only for a better move that takes a peg into home where the move played did not
        (and a gap larger than the noise)."""
        return super().mark(finding) if takes_home(finding) else None

    # -- what to say

    def reason(self, finding: Finding) -> str:
        return sentence(self.words(finding))

    def words(self, finding: Finding) -> str:
        """The reason, before its first letter is made a capital."""
        view = finding.decision.view
        seat = view.player
        played, better = finding.played.action, finding.better.action
        base = view.sample_world(random.Random(0))  # the board is public: any world reads it alike
        after_played, after_better = after(base, played), after(base, better)
        names = {"played": describe(base, played), "better": describe(base, better),
                 "Better": card_words(better), "pv": number(finding.played.value, 1),
                 "bv": number(finding.better.value, 1)}  # one decimal, as the values line under it
        hit = [s for s in sent_back(base, after_better, seat) if s not in sent_back(base, after_played, seat)]
        if hit:
            return _("{Better} would have sent a peg of {name} back to start; you played {played}.").format(
                name=finding.name(hit[0]), **names)
        colour = base.playing_for
        if entered_home(base, after_better, colour) > entered_home(base, after_played, colour):
            return _("{Better} would have taken a peg into home; you played {played}.").format(**names)
        if team_in_start(after_better, seat) < team_in_start(after_played, seat):
            return _("{Better} would have brought a peg out of start; you played {played}.").format(**names)
        if isinstance(better, Move) and better.card[0] == BACK_RANK:
            x, y = base.pos[colour][better.peg], after_better.pos[colour][better.peg]
            way, now = (steps_to_in_spot(colour, p, base.players) for p in (x, y))
            if 0 <= x < base.T and now < way:  # backward past the come-out hole: nearly home
                return _("{Better} backward would have cut that peg's way home from {a} to {b} steps; "
                         "you played {played}.").format(a=way, b=now, **names)
        spent = cost(played, base) - cost(better, base)
        if spent > 0 and spent >= finding.gap / 2:
            return _("You played {played}: {card} is worth keeping for when it matters, and {better} did "
                     "as well without it.").format(card=card_words(played), **names)
        danger_p, danger_b = finding.played.tally[0], finding.better.tally[0]
        if danger_p - danger_b >= CLEAR:
            return _("After {played} the others sent a peg of your team back to start in {p}% of the deals "
                     "the coach tried; after {better}, in {b}%.").format(
                p=round(100 * danger_p), b=round(100 * danger_b), **names)
        return _("Over a round of turns {better} gains your team {bv} steps, {played} {pv}.").format(**names)


def takes_home(finding: Finding) -> bool:
    """Does the better move take more pegs of the colour played for into home than the move played?"""
    base = finding.decision.view.sample_world(random.Random(0))  # the board is public: any world will do
    colour = base.playing_for
    return (entered_home(base, after(base, finding.better.action), colour)
            > entered_home(base, after(base, finding.played.action), colour))


def card_words(action) -> str:
    """The card of a move as the reason names it: "9♥", "the joker", "the rest of the 7"."""
    if isinstance(action, SplitRest):
        return _("the rest of the 7")
    return _("the joker") if action.card == JOKER else card_label(action.card)


def describe(base: PegsState, action) -> str:
    """A move in words: its card and the peg it moves ("9♥ with the peg 12 steps from your in-spot")."""
    card = card_words(action)
    if isinstance(action, Discard):
        return _("{card} to the discards").format(card=card)
    colour = base.playing_for
    x = base.pos[colour][action.peg]
    if x == START:
        return _("{card} to bring a peg out of start").format(card=card)
    if action.to.startswith("home."):
        return _("{card} to take a peg into home").format(card=card)
    if x >= base.T:
        return _("{card} inside your home").format(card=card)
    n = steps_to_in_spot(colour, x, base.players)
    if n == 0:
        return _("{card} with the peg on your in-spot").format(card=card)
    return ngettext("{card} with the peg {n} step from your in-spot",
                    "{card} with the peg {n} steps from your in-spot", n).format(card=card, n=n)


COACH = PegsCoach("pegs_and_jokers")
