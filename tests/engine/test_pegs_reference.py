"""Pegs and Jokers' fast legal moves against a slow reading of the rules, on random positions.

The reference below follows ../shared/rules/pegs-and-jokers.md with hole names and whole-board
copies: it shares no code with the engine's move generation (no forward kernel, no prebuilt
tables, no shortcuts for split sevens), so a speed-up that bends a rule shows up here. Positions
are drawn at random (pegs anywhere on the track, in start or anywhere in home, random hands), not
only the ones random play reaches; and every state of whole seeded random games, where the board
each move leaves is checked too.
"""

from __future__ import annotations

import random

import pytest

from game.pegs import GAME, board
from game.pegs.board import PEGS, come_out, in_spot, team, track_length
from game.pegs.cards import deck
from game.pegs.engine import START, Discard, Phase

# "A: 1 forward; K, Q, J: 10 forward; 2, 3, 4, 5, 6, 9, 10: that many forward; 7: 7 forward"
COUNT = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9, "T": 10, "J": 10, "Q": 10, "K": 10}


def bump(holes: dict, arriving: int, hole: str, visited: set) -> bool:
    """Make room on track `hole` for a peg of colour `arriving`; False if the move is illegal.

    "Landing on an opponent's peg sends it back to its start. Landing on a partner's peg sends it
    to its in-spot; if a peg of that partner's colour is already there the move is illegal;
    another peg there is bumped in turn by the same rule" (a chain that comes back round to a
    hole it already filled is illegal [our interpretation]).
    """
    occupant = holes.pop(hole, None)
    if occupant is None:
        return True
    seat = occupant[0]
    if seat == arriving:
        return False
    if team(seat) != team(arriving):
        return True  # back to its start
    spot = board.track_id(in_spot(seat))
    if spot in visited:
        return False
    visited.add(spot)
    if not bump(holes, seat, spot, visited):
        return False
    holes[spot] = occupant
    return True


def go(holes: dict, colour: int, peg: int, path: list[str]) -> dict | None:
    """The board (hole → (seat, peg)) after the peg moves along `path`, or None if illegal:
    "a peg never passes or lands on a peg of its own colour"."""
    after = {h: sk for h, sk in holes.items() if sk != (colour, peg)}
    if any(after.get(h, (None,))[0] == colour for h in path):
        return None
    end = path[-1]
    if end.startswith("track.") and not bump(after, colour, end, {end}):
        return None
    after[end] = (colour, peg)
    return after


def forward_paths(colour: int, hole: str, steps: int, players: int) -> list[list[str]]:
    """Holes passed and landed on going `steps` forward from `hole`: into home when the move passes
    the in-spot and the rest fits, and on round the track."""
    kind, _seat, i = board.parse_hole(hole)
    if kind == "start":
        return []
    if kind == "home":  # "inside home, pegs move on by exact forward counts"
        return [[board.home_id(colour, h) for h in range(i + 1, i + steps + 1)]] if i + steps < PEGS else []
    T = track_length(players)
    track = [board.track_id((i + s) % T) for s in range(1, steps + 1)]
    to_spot = (in_spot(colour) - i) % T
    if to_spot < steps <= to_spot + PEGS:
        return [track[:to_spot] + [board.home_id(colour, h) for h in range(steps - to_spot)], track]
    return [track]


def card_moves(holes: dict, pegs: dict, colour: int, card: str, players: int) -> set:
    """(peg, to) for one card; `pegs`: peg → hole id (start.c.k for a peg in start)."""
    T = track_length(players)
    out = set()
    # pegs in start are alike: only the first one waiting is named
    waiting = min((k for k, h in pegs.items() if h.startswith("start.")), default=None)
    rank = card[0]
    for k, here in pegs.items():
        kind, _s, i = board.parse_hole(here)
        if kind == "start" and k != waiting:
            continue
        if card == "X":  # onto a track hole where another player's peg stands, from the track or start
            if kind != "home":
                for h, (seat, _p) in holes.items():
                    if h.startswith("track.") and seat != colour and go(holes, colour, k, [h]) is not None:
                        out.add((k, h))
            continue
        if kind == "start":
            if rank in "AKQJ":
                h = board.track_id(come_out(colour))
                if go(holes, colour, k, [h]) is not None:
                    out.add((k, h))
            continue
        if rank == "8":  # one peg on the track 8 holes backward
            if kind == "track":
                path = [board.track_id((i - s) % T) for s in range(1, 9)]
                if go(holes, colour, k, path) is not None:
                    out.add((k, path[-1]))
            continue
        for path in forward_paths(colour, here, COUNT[rank], players):
            if go(holes, colour, k, path) is not None:
                out.add((k, path[-1]))
        if rank == "7":  # or split between two pegs, both forward
            for first in range(1, 7):
                for path in forward_paths(colour, here, first, players):
                    after = go(holes, colour, k, path)
                    if after is not None and can_finish(after, colour, k, 7 - first, players):
                        out.add((k, path[-1]))
    return out


def can_finish(holes: dict, colour: int, first: int, rest: int, players: int) -> bool:
    for (seat, q) in set(holes.values()):
        if seat == colour and q != first:
            here = next(h for h, sk in holes.items() if sk == (seat, q))
            if any(go(holes, colour, q, p) is not None for p in forward_paths(colour, here, rest, players)):
                return True
    return False


def reference_legal(where: dict, colour: int, hand: list[str], players: int) -> set:
    """Every legal action as (card, peg, to) or ("discard", card): where[(seat, peg)] is a hole id."""
    holes = {h: sk for sk, h in where.items() if not h.startswith("start.")}
    pegs = {k: where[(colour, k)] for k in range(PEGS)}
    moves = {(card, k, to) for card in set(hand) for k, to in card_moves(holes, pegs, colour, card, players)}
    # "If any card in hand can move a peg you must play one (a joker is never compulsory)."
    if any(card != "X" for card, _k, _to in moves):
        return moves
    return moves | {("discard", card) for card in hand}


def random_position(rng: random.Random, players: int):
    """A state with random pegs (distinct holes, anywhere) and a random six-card hand to move."""
    T = track_length(players)
    s = GAME.new(players, {}, rng.randrange(10**6))
    free_track = list(range(T))
    rng.shuffle(free_track)
    s.pos = []
    for _seat in range(players):
        home = rng.sample(range(PEGS), PEGS)
        seat_pos = []
        for _k in range(PEGS):
            r = rng.random()
            if r < 0.25:
                seat_pos.append(START)
            elif r < 0.45:
                seat_pos.append(T + home.pop())
            else:
                seat_pos.append(free_track.pop())
        s.pos.append(seat_pos)
    s.occ = [-1] * T
    for seat, seat_pos in enumerate(s.pos):
        for k, x in enumerate(seat_pos):
            if 0 <= x < T:
                s.occ[x] = seat * PEGS + k
    cards = deck(players)
    rng.shuffle(cards)
    player = rng.randrange(players)
    s.hands = [[] for _ in range(players)]
    s.hands[player] = [cards.pop() for _ in range(6)]
    s.current_player, s.phase = player, Phase.PLAY
    s.playing_for = s.colour_for(player)
    s._legal = None
    return s


def engine_legal(s) -> set:
    return {("discard", a.card) if isinstance(a, Discard) else (a.card, a.peg, a.to)
            for a in s.legal_actions()}


@pytest.mark.parametrize("players", [4, 6, 8])
def test_legal_moves_agree_with_the_rules_on_random_positions(players):
    rng = random.Random(players)
    for _ in range(400):
        s = random_position(rng, players)
        where = {(seat, k): s.hole_name(seat, k) for seat in range(players) for k in range(PEGS)}
        want = reference_legal(where, s.playing_for, s.hands[s.current_player], players)
        assert engine_legal(s) == want, (where, s.hands[s.current_player], s.playing_for)


def test_crowded_boards_with_partner_chains_agree_with_the_rules():
    """Many pegs on the track and on the in-spots, where bump chains and split sevens are most tangled."""
    rng = random.Random(7)
    for _ in range(300):
        s = random_position(rng, 4)
        for seat in range(4):  # park some pegs on in-spots, where partner chains run
            spot = in_spot(seat)
            if s.occ[spot] == -1 and rng.random() < 0.7:
                owner = rng.choice([seat, (seat + 2) % 4])
                k = next((q for q in range(PEGS) if not 0 <= s.pos[owner][q] < s.T), None)
                if k is None:
                    continue
                s.pos[owner][k] = spot
                s.occ[spot] = owner * PEGS + k
        s.hands[s.current_player][:2] = ["7H", "X"]
        s.playing_for = s.colour_for(s.current_player)
        s._legal = None
        where = {(seat, k): s.hole_name(seat, k) for seat in range(4) for k in range(PEGS)}
        want = reference_legal(where, s.playing_for, s.hands[s.current_player], 4)
        assert engine_legal(s) == want, (where, s.hands[s.current_player], s.playing_for)


def cluster(s, rng: random.Random, players: int) -> None:
    """Move two to four pegs of the colour to play, and maybe a partner's, into free holes within
    ten of one place (often just before its in-spot), where a split 7's two parts get in each
    other's way."""
    T = track_length(players)
    c = s.playing_for
    start = in_spot(c) - rng.randrange(12) if rng.random() < 0.6 else rng.randrange(T)
    window = [(start + i) % T for i in range(10)]
    movers = [(c, k) for k in rng.sample(range(PEGS), rng.randint(2, 4))]
    if rng.random() < 0.5:
        movers.append(((c + 2) % players, rng.randrange(PEGS)))
    for seat, k in movers:
        free = [x for x in window if s.occ[x] == -1]
        if not free:
            break
        x = rng.choice(free)
        old = s.pos[seat][k]
        if 0 <= old < T:
            s.occ[old] = -1
        s.pos[seat][k] = x
        s.occ[x] = seat * PEGS + k
    s.playing_for = s.colour_for(s.current_player)
    s._legal = None


def reference_rest(where: dict, colour: int, first: int, rest: int, players: int) -> set:
    """The second part of a split 7 as (peg, to): another peg of the colour moves `rest` forward."""
    holes = {h: sk for sk, h in where.items() if not h.startswith("start.")}
    out = set()
    for k in range(PEGS):
        if k != first:
            for path in forward_paths(colour, where[(colour, k)], rest, players):
                if go(holes, colour, k, path) is not None:
                    out.add((k, path[-1]))
    return out


@pytest.mark.parametrize("players", [4, 6, 8])
def test_split_sevens_among_close_pegs_agree_with_the_rules(players):
    """Split 7s where the colour's pegs stand close together: both the first parts and, after each
    first part, the second parts."""
    rng = random.Random(70 + players)
    for _ in range(150):
        s = random_position(rng, players)
        s.hands[s.current_player][:1] = ["7H"]
        cluster(s, rng, players)
        c = s.playing_for
        where = {(seat, k): s.hole_name(seat, k) for seat in range(players) for k in range(PEGS)}
        want = reference_legal(where, c, s.hands[s.current_player], players)
        assert engine_legal(s) == want, (where, s.hands[s.current_player], c)
        for action in s.legal_actions():
            if getattr(action, "card", None) != "7H":
                continue
            twin = s.clone()
            twin.apply(action)
            if twin.phase != Phase.SPLIT:
                continue
            after = {(seat, k): twin.hole_name(seat, k) for seat in range(players) for k in range(PEGS)}
            got = {(a.peg, a.to) for a in twin.legal_actions()}
            assert got == reference_rest(after, c, action.peg, twin.split_left, players), (where, action)


def reference_after(where: dict, colour: int, action, split_left: int, players: int) -> dict:
    """The board (hole → (seat, peg), pegs in start left out) after a legal action, by the reading
    above: the path the card's count takes to the action's hole, and its bumps."""
    holes = {h: sk for sk, h in where.items() if not h.startswith("start.")}
    if isinstance(action, Discard):
        return holes
    here = where[(colour, action.peg)]
    card = getattr(action, "card", "7")
    T = track_length(players)
    if card == "X" or here.startswith("start."):  # a joker's jump, or out of start onto the come-out hole
        paths = [[action.to]]
    elif card[0] == "8":
        i = board.parse_hole(here)[2]
        paths = [[board.track_id((i - s) % T) for s in range(1, 9)]]
    else:
        # "7: 7 forward with one peg, or split between two pegs (both forward, e.g. 4 + 3)"
        counts = [split_left] if split_left else [COUNT[card[0]], *(range(1, 7) if card[0] == "7" else ())]
        paths = [p for n in counts for p in forward_paths(colour, here, n, players)]
    path = next(p for p in paths if p[-1] == action.to)
    after = go(holes, colour, action.peg, path)
    assert after is not None, (where, action)
    return after


def engine_board(s) -> dict:
    return {s.hole_name(seat, k): (seat, k) for seat in range(s.players) for k in range(PEGS)
            if s.pos[seat][k] != START}


@pytest.mark.parametrize("players, games", [(4, 5), (6, 3), (8, 2)])
def test_every_state_of_random_games_agrees_with_the_rules(players, games):
    """The positions play reaches, split 7s' second parts and discards included: at every state of
    whole seeded random games the legal moves are the reference's, and the move played leaves the
    board the reference's path and bumps leave."""
    states = 0
    for seed in range(games):
        s = GAME.new(players, {}, seed)
        rng = random.Random(seed)
        while not s.is_over():
            c = s.playing_for
            where = {(seat, k): s.hole_name(seat, k) for seat in range(players) for k in range(PEGS)}
            if s.phase == Phase.SPLIT:
                want = reference_rest(where, c, s.split_peg, s.split_left, players)
                got = {(a.peg, a.to) for a in s.legal_actions()}
            else:
                want = reference_legal(where, c, s.hands[s.current_player], players)
                got = engine_legal(s)
            assert got == want, (seed, where, s.hands[s.current_player], c, s.phase)
            legal = s.legal_actions()
            action = legal[rng.randrange(len(legal))]
            after = reference_after(where, c, action, s.split_left, players)
            s.apply(action)
            assert engine_board(s) == after, (seed, where, action)
            states += 1
    assert states > 1000 * games  # whole games: a few hundred turns each player
