"""Pegs and Jokers computer players: easy (loose), normal (team heuristic), hard (a round of lookahead).

All three judge a position for a whole team (`evaluate`): progress of every peg, pegs out of
start and home, minus the risk that opponents standing behind a peg bump it, and a peg parked
on its own in-spot in front of its own colour as a block. Sending a partner's peg to its
in-spot counts as the progress it is; bumping an opponent as the opponent's loss. Normal and
hard never choose a move that hurts the team while another does not (`team_safe`).
"""

from __future__ import annotations

import random

from game.core.api import Action
from game.pegs.board import PEGS, come_out, team
from game.pegs.cards import BACK_RANK, JOKER, OUT_RANKS, SPLIT_RANK
from game.pegs.engine import START, Discard, Move, PegsState, PegsView, Phase

OUT = 10  # a peg out of start
HOME = 14  # a peg safe at home (on top of its full progress)
REACH = 10  # the longest forward card
THREAT = 0.09  # chance an opponent standing 1–10 holes behind bumps a peg before it moves on
EXIT_THREAT = 0.3  # chance an opponent with pegs in start comes out onto its come-out hole soon
BACK = 8
PARKED = 4  # per peg of the same colour stuck right behind a peg parked on its in-spot
WIN = 10_000


def peg_values(state: PegsState, seat: int, holder: list[int], exits: list[tuple[int, int]]) -> float:
    """What seat's five pegs are worth: out of start, steps made, home (deeper is better), less risk.

    `holder[t]`: the team of the peg on track hole t, or −1; `exits`: (come-out hole, team) of
    every seat that still has pegs in start.
    """
    T, pos = state.T, state.pos[seat]
    spot = state.spots[seat]
    full = T - 5  # come-out hole to in-spot
    foe = 1 - team(seat)
    total = 0.0
    for x in pos:
        if x == START:
            continue
        if x >= T:
            total += OUT + full + HOME + 2 * (x - T)
            continue
        d = spot - x
        if d < 0:
            d += T
        value = OUT + full - d
        if d == 0:
            # Parked on its own in-spot: it blocks this colour's way home, worst for the pegs
            # of its colour just behind it, which could otherwise go in.
            value -= 3 + PARKED * sum(1 for y in pos if 0 <= y < T and 0 < (x - y) % T <= 6)
        if x >= REACH:
            behind = holder[x - REACH:x].count(foe)
        else:
            behind = holder[:x].count(foe) + holder[x - REACH:].count(foe)
        danger = THREAT * behind
        if holder[x + BACK - T] == foe:  # an 8 backward (the index wraps below zero)
            danger += THREAT
        for hole, t in exits:
            if hole == x and t == foe:
                danger += EXIT_THREAT  # an opponent may come out onto it
        total += value * (1.0 - min(0.6, danger))
    return total


def evaluate(state: PegsState, seat: int) -> float:
    """The position for seat's team: its pegs minus the opponents' (per seat), a win above all."""
    if state.winner is not None:
        return WIN if state.winner == team(seat) else -WIN
    return board_value(state, seat)


def board_value(state: PegsState, seat: int) -> float:
    """`evaluate` without the win: the pegs alone, also for a finished game."""
    mine = team(seat)
    holder = [-1 if o < 0 else (o // PEGS) & 1 for o in state.occ]
    exits = [(come_out(s), team(s)) for s in range(state.players) if START in state.pos[s]]
    score = 0.0
    for s in range(state.players):
        v = peg_values(state, s, holder, exits)
        score += v if team(s) == mine else -v
    return score


def card_cost(card: str, state: PegsState, colour: int) -> float:
    """What playing `card` gives up: jokers, 7s and 8s are worth keeping for when they matter."""
    r = card[0]
    if r == JOKER:
        return 18.0
    if r == SPLIT_RANK:
        return 3.0
    if r == BACK_RANK:
        return 3.0
    if r in OUT_RANKS and START in state.pos[colour]:
        return 2.0
    return 0.0


def after(state: PegsState, action: Action) -> PegsState:
    """A copy of `state` with `action` applied; a split 7 finished with its best second part."""
    s = state.clone()
    s._apply(action)
    if s.phase == Phase.SPLIT:
        seat = s.current_player
        best = max(s.legal_actions(), key=lambda a: evaluate(after(s, a), seat))
        s._apply(best)
    return s


def bumps_partner(state: PegsState, action: Action, result: PegsState) -> bool:
    """Does `action` move a peg of the team other than the colour played for (a partner bump)?"""
    c = state.playing_for
    return any(result.pos[q] != state.pos[q] for q in range(team(c), state.players, 2) if q != c)


def lands_on_partner(state: PegsState, action: Move) -> bool:
    """Does the move land on a track hole holding a peg of the team but not of the colour played for?"""
    y = state._parse_to(state.playing_for, action.to)
    if y is None or y >= state.T or state.occ[y] < 0:
        return action.card[0] == SPLIT_RANK  # a split's second part may still land on one
    q = state.occ[y] // PEGS
    return q != state.playing_for and team(q) == team(state.playing_for)


def team_safe(state: PegsState, legal: list[Action]) -> list[Action]:
    """The moves that do not hurt the team, when there are any: a partner's peg is bumped only
    if that leaves the team no worse (or nothing else is legal), and a joker is never discarded
    while another card may go (the partner may need it to finish)."""
    seat = state.current_player
    here = evaluate(state, seat)
    out = []
    for a in legal:
        if isinstance(a, Discard):
            if a.card == JOKER and any(isinstance(b, Discard) and b.card != JOKER for b in legal):
                continue
        elif isinstance(a, Move) and lands_on_partner(state, a):
            s = after(state, a)
            if bumps_partner(state, a, s) and evaluate(s, seat) < here:
                continue
        out.append(a)
    return out or legal


def greedy(state: PegsState, legal: list[Action]) -> Action:
    """The normal player's choice in a full state: best team position after the move, less card cost."""
    seat = state.current_player
    if len(legal) == 1:
        return legal[0]
    moves = [a for a in legal if not isinstance(a, Discard)]
    discards = [a for a in legal if isinstance(a, Discard)]
    best, best_value = None, -1e18
    colour = state.playing_for
    for a in moves:
        cost = card_cost(a.card, state, colour) if isinstance(a, Move) else 0.0
        value = evaluate(after(state, a), seat) - cost
        if value > best_value:
            best, best_value = a, value
    if discards:
        baseline = evaluate(state, seat)
        if best is None or best_value < baseline:  # a joker that does not help: keep it
            return min(discards, key=lambda a: (card_cost(a.card, state, colour), a.card))
    return best


def canonical(legal: list[Action]) -> list[Action]:
    """One action per distinct effect: cards of the same rank move alike."""
    seen, out = set(), []
    for a in legal:
        key = (a.card[0], a.peg, a.to) if isinstance(a, Move) else a
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


class EasyAgent:
    """Mostly random, but takes a peg out or bumps an opponent half of the time it can."""

    def choose(self, view: PegsView, legal: list[Action], rng: random.Random) -> Action:
        mine = team(view.player)
        occupied = {h for seat, holes in enumerate(view.pegs) if team(seat) != mine for h in holes}
        keen = [a for a in legal if isinstance(a, Move) and a.card != JOKER
                and (a.to in occupied or view.pegs[view.playing_for][a.peg].startswith("start."))]
        if keen and rng.random() < 0.5:
            return rng.choice(keen)
        return rng.choice(legal)


class NormalAgent:
    """One move ahead: the best position for the team after the move, keeping valuable cards."""

    def choose(self, view: PegsView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        world = view.sample_world(rng)
        return greedy(world, team_safe(world, canonical(legal)))


class HardAgent:
    """Determinised lookahead over the hidden hands, one whole round deep.

    The best few moves by the normal judgement are each played in the same sampled worlds
    (the unseen cards dealt at random to the other hands and the draw pile; a world agrees
    with everything this seat has seen). In each world the other players then answer with
    the normal player's move from their sampled hands until it is this seat's turn again,
    and this seat plays its best next move from the cards it kept: so a move is judged by
    the round it leads to and by what the remaining hand can still do. The mean team
    position over the worlds decides; the same worlds serve every candidate, so their
    luck cancels out. When this seat's own pegs are home the engine has it play for its
    partner, and the same judgement, counting the partner's pegs as the team's, steers it.
    """

    def __init__(self, worlds: int | None = None, candidates: int = 5):
        self.worlds, self.candidates = worlds, candidates

    def n_worlds(self, players: int) -> int:
        if self.worlds is not None:
            return self.worlds
        return {4: 8, 6: 5, 8: 4}.get(players, 4)

    def choose(self, view: PegsView, legal: list[Action], rng: random.Random) -> Action:
        legal = canonical(legal)
        if len(legal) == 1:
            return legal[0]
        base = view.sample_world(rng)
        legal = team_safe(base, legal)
        if len(legal) == 1:
            return legal[0]
        seat = view.player
        colour = base.playing_for
        here = evaluate(base, seat)
        ranked = []
        for a in legal:
            if isinstance(a, Discard):
                value = here - card_cost(a.card, base, colour) - 0.5
            else:
                value = evaluate(after(base, a), seat) - (card_cost(a.card, base, colour)
                                                          if isinstance(a, Move) else 0)
            ranked.append((value, a))
        ranked.sort(key=lambda va: -va[0])
        top = [a for v, a in ranked[: self.candidates] if v > ranked[0][0] - 60]
        if len(top) == 1:
            return top[0]
        seeds = [rng.getrandbits(32) for _ in range(self.n_worlds(view.players))]
        worlds = [view.sample_world(random.Random(sd)) for sd in seeds]
        best, best_mean = top[0], -1e18
        for a in top:
            total = 0.0
            for w in worlds:
                total += self.play_round(after(w, a), seat)
            mean = total / len(worlds) - (card_cost(a.card, base, colour)
                                          if isinstance(a, (Move, Discard)) else 0)
            if mean > best_mean:
                best, best_mean = a, mean
        return best

    def play_round(self, s: PegsState, seat: int) -> float:
        """The others answer until seat's next turn, then seat plays its best kept card; the team's value."""
        for _ in range(s.players):
            if s.is_over():
                break
            mover = s.current_player
            s = after(s, greedy(s, canonical(s.legal_actions())))
            if mover == seat:
                break
        return evaluate(s, seat)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent}


def move_times(games: int = 2, players: int = 4, seed: int = 1) -> list[float]:
    """CPU seconds per hard move (more than one legal action) by the even seats against normal players."""
    import time

    from game.pegs.engine import GAME

    hard, normal = HardAgent(), NormalAgent()
    out: list[float] = []
    for g in range(games):
        state = GAME.new(players, {}, seed + g)
        rng = random.Random(seed + g)
        while not state.is_over():
            p, legal = state.current_player, state.legal_actions()
            agent = hard if p % 2 == 0 else normal
            t0 = time.process_time()
            action = agent.choose(state.view(p), legal, rng)
            if agent is hard and len(legal) > 1:
                out.append(time.process_time() - t0)
            state.apply(action)
    return sorted(out)


if __name__ == "__main__":  # python -m game.pegs.ai [games] [players]: the hard player's move times
    import sys

    times = move_times(*(int(a) for a in sys.argv[1:3]))
    print(f"{len(times)} moves, median {1000 * times[len(times) // 2]:.0f} ms, "
          f"p99 {1000 * times[min(len(times) - 1, int(0.99 * len(times)))]:.0f} ms, "
          f"max {1000 * times[-1]:.0f} ms (CPU time)")
