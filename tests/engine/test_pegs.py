"""Pegs and Jokers rules, one test per line of the rules page, plus views, sampling and saves."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core.api import IllegalAction, OptionError
from game.core.i18n import set_language
from game.pegs import GAME, board
from game.pegs.board import come_out, in_spot, track_hole
from game.pegs.cards import deck
from game.pegs.engine import START, Discard, Move, SplitRest


@pytest.fixture(autouse=True)
def english():
    """Messages are checked in English, whatever language an earlier test left behind."""
    set_language("en")


def rig(pegs: dict, hand: list[str], players: int = 4, player: int = 0, seed: int = 0):
    """A state with seat `player` to move holding `hand`, and pegs placed by `pegs`.

    `pegs` maps (seat, peg) to a hole id; every other peg waits in start.
    """
    s = GAME.new(players, {}, seed)
    T = s.T
    s.pos = [[START] * 5 for _ in range(players)]
    for (seat, k), hole in pegs.items():
        kind, _seat, i = board.parse_hole(hole)
        s.pos[seat][k] = i if kind == "track" else T + i
    s.occ = [-1] * T
    for seat in range(players):
        for k, x in enumerate(s.pos[seat]):
            if 0 <= x < T:
                s.occ[x] = seat * 5 + k
    # Keep the cards conserved: put the old hands back in the draw pile and take `hand` from it.
    for h in s.hands:
        s.draw += h
    s.hands = [[] for _ in range(players)]
    for c in hand:
        s.draw.remove(c)
    s.hands[player] = list(hand)
    for q in range(players):
        if q != player:
            s.hands[q] = [s.draw.pop() for _ in range(5)]
    s.current_player, s.phase = player, "play"
    s.playing_for = s.colour_for(player)
    s._legal = None
    return s


def t(n: int) -> str:
    return f"track.{n}"


def moves_of(s, card=None, peg=None) -> set[tuple]:
    """(card, peg, to) of the legal moves, optionally for one card and/or peg."""
    return {(a.card, a.peg, a.to) for a in s.legal_actions() if isinstance(a, Move)
            and (card is None or a.card == card) and (peg is None or a.peg == peg)}


def dests(s, card, peg=0) -> set[str]:
    return {to for _c, _p, to in moves_of(s, card, peg)}


def hole(s, seat, k) -> str:
    return s.hole_name(seat, k)


# --------------------------------------------------------------------------- players, teams, cards


def test_player_counts_are_4_6_or_8():
    assert GAME.allowed_players() == (4, 6, 8)
    for bad in (3, 5, 7, 9):
        with pytest.raises(OptionError):
            GAME.new(bad)


def test_partners_sit_alternately():
    v = GAME.new(6, {}, 1).view(0)
    assert v.teams == (0, 1, 0, 1, 0, 1)
    assert board.partners(1, 8) == [3, 5, 7]


@pytest.mark.parametrize("players", [4, 6, 8])
def test_the_teams_the_setup_shows_are_the_engines(players):
    """Rule: "4, 6 or 8 players in two teams; partners sit alternately (seat 0, 2, 4, 6 vs 1, 3, 5, 7)"."""
    teams = GAME.teams(players, {})
    assert teams == (tuple(range(0, players, 2)), tuple(range(1, players, 2)))
    seen = GAME.new(players, {}, 2).view(0).teams  # the engine's own team of each seat
    assert all(len({seen[s] for s in team}) == 1 for team in teams) and seen[0] != seen[1]


@pytest.mark.parametrize("players,decks,jokers", [(4, 3, 6), (6, 3, 6), (8, 4, 8)])
def test_three_decks_and_six_jokers_or_four_and_eight(players, decks, jokers):
    cards = Counter(deck(players))
    assert cards["X"] == jokers and len(cards) == 53
    assert all(cards[c] == decks for c in cards if c != "X")
    s = GAME.new(players, {}, 2)
    held = [c for h in s.hands for c in h]
    assert Counter(held + s.draw + s.discards) == cards


def test_dealer_is_random_and_deals_five_each_the_rest_is_the_draw_pile():
    dealers = {GAME.new(4, {}, seed).dealer for seed in range(20)}
    assert len(dealers) > 1
    s = GAME.new(4, {}, 3)
    first = (s.dealer + 1) % 4
    assert s.current_player == first
    # Everybody got 5; the first player has already drawn up to six.
    assert [len(h) for h in s.hands] == [6 if p == first else 5 for p in range(4)]
    assert len(s.draw) == len(deck(4)) - 21


def test_an_exhausted_draw_pile_is_refilled_by_shuffling_the_discards():
    s = rig({(0, 0): t(20)}, ["5S", "2H", "3H", "4H", "6H"])
    s.hands[0].remove("6H")
    s.discards, s.draw = s.draw, []
    s.apply(Move("5S", 0, t(25)))
    assert len(s.hands[1]) == 6  # seat 1 drew from the refilled pile
    assert s.discards == [] and len(s.draw) > 100


# --------------------------------------------------------------------------- board


@pytest.mark.parametrize("players", [4, 6, 8])
def test_board_numbers(players):
    T = board.track_length(players)
    assert T == 18 * players
    for seat in range(players):
        assert come_out(seat) == track_hole(seat, 8) == 18 * seat + 8
        assert in_spot(seat) == track_hole(seat, 3) == 18 * seat + 3
        assert board.steps_to_in_spot(seat, come_out(seat), players) == T - 5
    holes = board.all_holes(players)
    assert len(holes) == len(set(holes)) == T + 10 * players
    for h in ("track.37", "home.2.4", "start.2.1"):
        assert h in holes
    assert board.parse_hole("home.2.4") == ("home", 2, 4)
    assert board.parse_hole("start.2.1") == ("start", 2, 1)
    assert board.parse_hole("track.37") == ("track", -1, 37)


def test_a_new_peg_leaves_start_on_its_come_out_hole_and_enters_home_after_the_loop():
    s = rig({}, ["AS", "2H", "3H", "4H", "5H", "6H"])
    assert dests(s, "AS") == {t(come_out(0))}
    # T − 5 steps after the come-out hole the peg stands on its in-spot; one more enters home.
    s2 = rig({(0, 0): t(in_spot(0) - 1)}, ["2H", "3H", "4H", "5H", "6H", "9H"])
    assert "home.0.0" in dests(s2, "2H")


def test_start_pegs_are_alike_the_first_one_waiting_leaves():
    s = rig({(0, 0): t(30)}, ["KS", "2H", "3H", "4H", "5H", "6H"])
    assert {p for _c, p, to in moves_of(s, "KS") if to == t(8)} == {1}
    s.apply(Move("KS", 1, t(8)))
    assert hole(s, 0, 1) == t(8) and hole(s, 0, 2) == "start.0.2"


# --------------------------------------------------------------------------- the cards


def test_ace_leaves_start_or_moves_one():
    s = rig({(0, 0): t(30)}, ["AS", "2H"])
    assert dests(s, "AS", 0) == {t(31)}
    assert dests(s, "AS", 1) == {t(8)}


@pytest.mark.parametrize("card", ["KS", "QH", "JD"])
def test_king_queen_jack_leave_start_or_move_ten(card):
    s = rig({(0, 0): t(30)}, [card, "2H"])
    assert dests(s, card, 0) == {t(40)}
    assert dests(s, card, 1) == {t(8)}


@pytest.mark.parametrize("card,steps", [("2S", 2), ("3S", 3), ("4S", 4), ("5S", 5), ("6S", 6), ("9S", 9),
                                        ("TS", 10)])
def test_number_cards_move_that_many_forward_and_never_leave_start(card, steps):
    s = rig({(0, 0): t(30)}, [card])
    assert dests(s, card, 0) == {t(30 + steps)}
    assert dests(s, card, 1) == set()


def test_seven_moves_seven_with_one_peg():
    s = rig({(0, 0): t(30)}, ["7S"])
    assert dests(s, "7S", 0) == {t(37)}
    s.apply(Move("7S", 0, t(37)))
    assert s.current_player == 1


def test_seven_split_between_two_pegs_forward():
    s = rig({(0, 0): t(30), (0, 1): t(50)}, ["7S", "2H"])
    assert dests(s, "7S", 0) == {t(30 + k) for k in range(1, 8)}
    s.apply(Move("7S", 0, t(34)))
    assert s.phase == "split" and s.split_left == 3 and s.current_player == 0
    assert set(s.legal_actions()) == {SplitRest(1, t(53))}
    with pytest.raises(IllegalAction, match="Finish the 7"):
        s.apply(SplitRest(0, t(37)))
    ev = s.apply(SplitRest(1, t(53)))
    assert hole(s, 0, 0) == t(34) and hole(s, 0, 1) == t(53)
    assert s.current_player == 1 and s.phase == "play" and ev[0].kind == "move"
    assert s.last_move[2] == ((0, 0, t(30), t(34)), (0, 1, t(50), t(53)))


def test_seven_split_only_when_another_peg_can_take_the_rest():
    # Peg 1 is right behind peg 0: it can move at most 1 before it would pass peg 0's new hole... and
    # only one peg on the track means no split at all.
    s = rig({(0, 0): t(30)}, ["7S"])
    assert dests(s, "7S", 0) == {t(37)}
    s = rig({(0, 0): t(30), (0, 1): t(28)}, ["7S"])
    # Splits 30→31..36 leave 6..1 steps for peg 1 at 28, which may not pass peg 0.
    firsts = dests(s, "7S", 0)
    assert t(37) in firsts
    for k in range(1, 7):
        rest = 7 - k
        assert (t(30 + k) in firsts) == (28 + rest < 30 + k)


def test_seven_split_bumps_and_counts_for_a_partner():
    # Seat 0 has all pegs home and plays for seat 2; both parts move seat 2's pegs.
    pegs = {(0, k): f"home.0.{k}" for k in range(5)}
    pegs.update({(2, 0): t(10), (2, 1): t(60), (1, 0): t(13)})
    s = rig(pegs, ["7S"])
    assert s.playing_for == 2
    s.apply(Move("7S", 0, t(13)))  # 3 steps, onto the opponent
    assert hole(s, 1, 0) == "start.1.0"
    s.apply(SplitRest(1, t(64)))
    assert hole(s, 2, 1) == t(64)


def test_eight_moves_eight_backward_on_the_track_only():
    s = rig({(0, 0): t(30), (0, 1): "home.0.1", (0, 2): t(5)}, ["8S"])
    assert dests(s, "8S", 0) == {t(22)}
    assert dests(s, "8S", 1) == set()  # nothing moves backward in home
    assert dests(s, "8S", 2) == {t(69)}  # wraps round the loop
    assert dests(s, "8S", 3) == set()  # not from start


def test_eight_backward_past_the_in_spot_stays_on_the_track():
    s = rig({(0, 0): t(in_spot(0) + 2)}, ["8S"])
    assert dests(s, "8S", 0) == {t(in_spot(0) + 2 - 8 + 72)}


def test_backing_up_from_the_come_out_hole_shortens_the_way_home():
    s = rig({(0, 0): t(come_out(0))}, ["8S"])
    s.apply(Move("8S", 0, t(0)))
    s2 = rig({(0, 0): t(0)}, ["5S"])
    assert dests(s2, "5S") == {t(5), "home.0.1"}


def test_joker_jumps_onto_another_players_peg_from_track_or_start():
    s = rig({(0, 0): t(30), (1, 0): t(50), (2, 0): t(60), (3, 0): "home.3.0", (1, 1): "start.1.1"}, ["X"])
    assert dests(s, "X", 0) == {t(50), t(60)}
    assert dests(s, "X", 1) == {t(50), t(60)}  # the first peg waiting in start
    s.apply(Move("X", 1, t(50)))
    assert hole(s, 0, 1) == t(50) and hole(s, 1, 0) == "start.1.0"


def test_joker_never_targets_start_or_home_pegs_nor_moves_a_home_peg():
    s = rig({(0, 0): "home.0.0", (1, 0): "home.1.0"}, ["X"])
    assert dests(s, "X", 0) == set()
    assert dests(s, "X", 1) == set()


def test_joker_is_never_compulsory():
    s = rig({(1, 0): t(50)}, ["X", "2S"])
    acts = s.legal_actions()
    assert Discard("X") in acts and Discard("2S") in acts
    assert Move("X", 0, t(50)) in acts


# --------------------------------------------------------------------------- counts and own pegs


def test_the_full_count_must_be_used_in_home():
    s = rig({(0, 0): "home.0.2"}, ["3S", "2S", "AS"])
    assert dests(s, "3S") == set()
    assert dests(s, "2S") == {"home.0.4"}
    assert dests(s, "AS") == {"home.0.3"}


def test_never_pass_or_land_on_an_own_peg_on_the_track():
    s = rig({(0, 0): t(30), (0, 1): t(33)}, ["3S", "5S", "2S"])
    assert dests(s, "3S", 0) == set() and dests(s, "5S", 0) == set()
    assert dests(s, "2S", 0) == {t(32)}
    with pytest.raises(IllegalAction, match="own colour"):
        s.apply(Move("5S", 0, t(35)))


def test_never_pass_or_land_on_an_own_peg_in_home():
    s = rig({(0, 0): t(in_spot(0) - 1), (0, 1): "home.0.1"}, ["3S", "2S", "4S"])
    assert "home.0.1" not in dests(s, "3S", 0) and "home.0.2" not in dests(s, "4S", 0)
    assert "home.0.0" in dests(s, "2S", 0)


def test_other_pegs_may_be_passed():
    s = rig({(0, 0): t(30), (1, 0): t(31), (2, 0): t(32)}, ["5S"])
    assert dests(s, "5S", 0) == {t(35)}


# --------------------------------------------------------------------------- bumps


def test_landing_on_an_opponent_sends_it_to_its_start():
    s = rig({(0, 0): t(30), (1, 3): t(35)}, ["5S"])
    ev = s.apply(Move("5S", 0, t(35)))
    assert hole(s, 1, 3) == "start.1.3" and hole(s, 0, 0) == t(35)
    assert [e.kind for e in ev][:2] == ["move", "bump"]
    assert ev[1].data == {"seat": 1, "peg": 3, "from": t(35), "to": "start.1.3"}


def test_landing_on_a_partner_sends_it_to_its_in_spot():
    s = rig({(0, 0): t(30), (2, 1): t(35)}, ["5S"])
    s.apply(Move("5S", 0, t(35)))
    assert hole(s, 2, 1) == t(in_spot(2))


def test_partner_bump_is_illegal_if_a_peg_of_that_colour_is_on_its_in_spot():
    s = rig({(0, 0): t(30), (2, 1): t(35), (2, 2): t(in_spot(2))}, ["5S"])
    assert dests(s, "5S", 0) == set()


def test_partner_peg_already_on_its_in_spot_cannot_be_landed_on():
    s = rig({(0, 0): t(in_spot(2) - 5), (2, 1): t(in_spot(2))}, ["5S"])
    assert dests(s, "5S", 0) == set()


def test_a_peg_on_the_partners_in_spot_is_bumped_in_turn_as_one_chain():
    # 4 players: seat 0 lands on seat 2's peg; seat 2's in-spot holds an opponent (to start).
    s = rig({(0, 0): t(30), (2, 1): t(35), (1, 0): t(in_spot(2))}, ["5S"])
    ev = s.apply(Move("5S", 0, t(35)))
    assert hole(s, 2, 1) == t(in_spot(2)) and hole(s, 1, 0) == "start.1.0"
    assert [e.kind for e in ev][:3] == ["move", "bump", "bump"]
    # 6 players: seat 0 → seat 2's peg → seat 2's in-spot holds seat 4 → seat 4's in-spot.
    s = rig({(0, 0): t(90), (2, 1): t(95), (4, 0): t(in_spot(2))}, ["5S"], players=6)
    s.apply(Move("5S", 0, t(95)))
    assert hole(s, 2, 1) == t(in_spot(2)) and hole(s, 4, 0) == t(in_spot(4))


def test_the_whole_chain_is_illegal_if_any_link_fails():
    s = rig({(0, 0): t(90), (2, 1): t(95), (4, 0): t(in_spot(2)), (4, 1): t(in_spot(4))}, ["5S"], players=6)
    assert dests(s, "5S", 0) == set()
    before = s.snapshot()
    with pytest.raises(IllegalAction):
        s.apply(Move("5S", 0, t(95)))
    assert s.snapshot() == before


def test_own_peg_on_the_partners_in_spot_goes_to_own_in_spot():
    s = rig({(0, 0): t(30), (2, 1): t(35), (0, 1): t(in_spot(2))}, ["5S"])
    s.apply(Move("5S", 0, t(35)))
    assert hole(s, 2, 1) == t(in_spot(2)) and hole(s, 0, 1) == t(in_spot(0))


def test_leaving_start_onto_an_opponent_bumps_it():
    s = rig({(1, 2): t(come_out(0))}, ["AS"])
    s.apply(Move("AS", 0, t(come_out(0))))
    assert hole(s, 1, 2) == "start.1.2"


# --------------------------------------------------------------------------- home


def test_home_entry_or_round_the_track_is_the_players_choice():
    s = rig({(0, 0): t(in_spot(0) - 2)}, ["5S"])
    assert dests(s, "5S") == {"home.0.2", t(in_spot(0) + 3)}
    s.apply(Move("5S", 0, "home.0.2"))
    assert hole(s, 0, 0) == "home.0.2"


def test_when_the_count_does_not_fit_the_peg_goes_on_round_the_track():
    s = rig({(0, 0): t(in_spot(0) - 1)}, ["9S"])
    assert dests(s, "9S") == {t(in_spot(0) + 8)}


def test_from_the_in_spot_a_peg_enters_home():
    s = rig({(0, 0): t(in_spot(0))}, ["AS", "5S"])
    assert dests(s, "AS", 0) == {"home.0.0", t(in_spot(0) + 1)}
    assert "home.0.4" in dests(s, "5S", 0)


def test_pegs_move_on_inside_home_by_exact_counts():
    s = rig({(0, 0): "home.0.0", (0, 1): "home.0.3"}, ["2S", "3S", "4S", "AS"])
    assert dests(s, "2S", 0) == {"home.0.2"}
    assert dests(s, "3S", 0) == set()  # would land on own peg
    assert dests(s, "4S", 0) == set()  # would pass it
    assert dests(s, "AS", 1) == {"home.0.4"}


def test_no_home_entry_across_an_own_peg_on_the_in_spot():
    s = rig({(0, 0): t(in_spot(0) - 2), (0, 1): t(in_spot(0))}, ["4S"])
    assert dests(s, "4S", 0) == set()


# --------------------------------------------------------------------------- a turn


def test_draw_to_six_play_one_and_the_turn_passes_left():
    s = rig({(0, 0): t(30)}, ["5S", "2H", "3H", "4H", "6H", "9H"])
    s.apply(Move("5S", 0, t(35)))
    assert len(s.hands[0]) == 5 and s.discards[-1] == "5S"
    assert s.current_player == 1 and len(s.hands[1]) == 6


def test_a_card_that_can_move_must_be_played():
    s = rig({(0, 0): t(30)}, ["5S", "2H"])
    assert not any(isinstance(a, Discard) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="must play a card"):
        s.apply(Discard("2H"))


def test_when_no_card_can_move_discard_one_and_draw_a_replacement():
    s = rig({}, ["2S", "3H", "4D", "5C", "6S", "9H"])
    assert set(s.legal_actions()) == {Discard(c) for c in ["2S", "3H", "4D", "5C", "6S", "9H"]}
    top = s.draw[-1]
    ev = s.apply(Discard("4D"))
    assert s.discards[-1] == "4D" and top in s.hands[0] and len(s.hands[0]) == 6
    assert s.current_player == 1 and [e.kind for e in ev][:2] == ["discard", "draw"]


def test_a_player_with_all_five_home_plays_for_the_next_partner_still_out():
    pegs = {(0, k): f"home.0.{k}" for k in range(5)}
    pegs.update({(2, k): f"home.2.{k}" for k in range(5)})
    pegs[(4, 0)] = t(40)
    s = rig(pegs, ["5S"], players=8)
    assert s.playing_for == 4 and s.view(0).playing_for == 4
    s.apply(Move("5S", 0, t(45)))
    assert hole(s, 4, 0) == t(45)


def test_the_game_ends_when_one_team_has_every_peg_home():
    pegs = {(0, k): f"home.0.{k}" for k in range(5)}
    pegs.update({(2, k): f"home.2.{k + 1}" for k in range(4)})
    pegs[(2, 4)] = t(in_spot(2))
    pegs[(1, 0)] = "home.1.4"
    s = rig(pegs, ["AS"])
    assert s.playing_for == 2
    ev = s.apply(Move("AS", 4, "home.2.0"))
    assert s.is_over() and s.winner == 0 and s.legal_actions() == []
    assert ev[-1].kind == "game_over"
    assert s.scores() == [20, 1, 20, 1]
    assert s.arena_stats(0) == {"win": 1.0, "pegs_home": 5.0}
    assert s.arena_stats(1)["win"] == 0.0


# --------------------------------------------------------------------------- views, sampling, saves


def test_view_shows_own_hand_counts_pegs_and_piles():
    s = GAME.new(6, {}, 4)
    p = s.current_player
    v = s.view((p + 1) % 6)
    assert v.hand == s.hands[(p + 1) % 6] and v.hand_counts[p] == 6
    assert v.pegs[3] == tuple(f"start.3.{k}" for k in range(5))
    assert v.draw_count == len(s.draw) and v.discard_top is None
    assert v.current_player == p and v.playing_for == p


def _play(s, steps, seed):
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("players", [4, 6, 8])
def test_sampled_worlds_never_contradict_the_view(players):
    s = GAME.new(players, {}, 9)
    rng = random.Random(1)
    for step in range(6):
        _play(s, 37, step)
        if s.is_over():
            break
        for seat in range(players):
            v = s.view(seat)
            w = v.sample_world(rng)
            assert w.view(seat) == v
            assert w.legal_actions() == s.legal_actions() if seat == s.current_player else True
            assert Counter(c for h in w.hands for c in h) + Counter(w.draw) + Counter(w.discards) \
                == Counter(deck(players))


@pytest.mark.parametrize("players", [6, 8])
def test_random_games_end_and_keep_every_card_and_peg(players):
    s = GAME.new(players, {}, players)
    rng = random.Random(players)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
        assert len(s.hands[0]) + sum(len(h) for h in s.hands[1:]) + len(s.draw) + len(s.discards) \
            == len(deck(players))
        on_track = [s.occ[x] for x in range(s.T) if s.occ[x] != -1]
        assert len(on_track) == sum(1 for p in s.pos for x in p if 0 <= x < s.T)
    assert s.winner in (0, 1)
    winners = [p for p in range(players) if p % 2 == s.winner]
    assert all(s.all_home(p) for p in winners)
    scores = s.scores()
    assert min(scores[p] for p in winners) > max(scores[p] for p in range(players) if p % 2 != s.winner)
    assert GAME.load(json.loads(json.dumps(s.to_json()))) == s


def test_a_split_survives_a_save():
    s = rig({(0, 0): t(30), (0, 1): t(50)}, ["7S", "2H"])
    s.apply(Move("7S", 0, t(34)))
    data = json.loads(json.dumps(s.to_json()))
    assert data["history"] == [{"type": "Move", "card": "7S", "peg": 0, "to": t(34)}]


# --------------------------------------------------------------------------- why a move is refused
# explain_illegal names the card's own rule (a play-tester's K dropped on a wrong hole out of start
# was told about counts and passing pegs).


@pytest.mark.parametrize("card", ["KS", "QH", "JD", "AC"])
def test_out_of_start_a_face_card_or_ace_goes_only_to_the_come_out_hole(card):
    """Rules: "| K, Q, J | leave start to the come-out hole, or 10 forward |" and
    "| A | leave start to the come-out hole, or 1 forward |"."""
    s = rig({}, [card])
    wrong = Move(card, 0, t(come_out(0) + 3))
    assert not s.is_legal(wrong)
    label = ("10" if card[0] == "T" else card[0]) + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[card[1]]
    assert s.explain_illegal(wrong) == f"Out of start, {label} brings a peg only onto its come-out hole."


def test_a_number_card_from_start_is_told_which_cards_bring_pegs_out():
    """Rules: "| 2, 3, 4, 5, 6, 9, 10 | that many forward |" (the joker: "from the track or from start")."""
    s = rig({}, ["5S"])
    assert s.explain_illegal(Move("5S", 0, t(come_out(0)))) == \
        "Only an ace, a king, a queen, a jack or a joker brings a peg out of start."


def test_a_wrong_count_names_the_cards_count():
    """Rules: "| K, Q, J | … or 10 forward |", "| 2, 3, 4, 5, 6, 9, 10 | that many forward |",
    "| 8 | 8 **backward** |", "| 7 | 7 forward with one peg, or split between two pegs |"."""
    s = rig({(0, 0): t(30)}, ["KS", "5S", "8S", "7S"])
    assert s.explain_illegal(Move("KS", 0, t(33))) == "K♠ moves a peg exactly 10 holes forward."
    assert s.explain_illegal(Move("5S", 0, t(33))) == "5♠ moves a peg exactly 5 holes forward."
    assert s.explain_illegal(Move("8S", 0, t(33))) == "An 8 moves a peg exactly 8 holes backward."
    assert s.explain_illegal(Move("7S", 0, t(40))) == \
        "A 7 moves a peg 7 holes forward, or part of the way with the rest for another peg."


def test_the_right_count_refused_says_what_blocks_it():
    """Rules: "Pegs never pass or land on a peg of their own colour" and "if a peg of that
    partner's colour is already there the move is illegal"."""
    s = rig({(0, 0): t(30), (0, 1): t(33)}, ["5S"])
    own = "A peg never passes or lands on a peg of its own colour."
    assert s.explain_illegal(Move("5S", 0, t(35))) == own
    s = rig({(0, 0): t(30), (2, 1): t(35), (2, 2): t(in_spot(2))}, ["5S"])
    assert s.explain_illegal(Move("5S", 0, t(35))) == \
        "Your partner's peg there has nowhere to go: a peg of its colour is on its in-spot."
    s = rig({(0, 1): t(come_out(0))}, ["KS"])  # an own peg on the come-out hole
    assert s.explain_illegal(Move("KS", 0, t(come_out(0)))) == own
