"""Pegs and Jokers computer players: sensible team play in set positions, determinism, legality."""

from __future__ import annotations

import random

from game.pegs.ai import EasyAgent, HardAgent, NormalAgent, evaluate
from game.pegs.board import come_out, in_spot
from game.pegs.engine import GAME, Discard, Move
from tests.engine.test_pegs import rig, t


def choose(agent, s, seed=0):
    return agent.choose(s.view(s.current_player), s.legal_actions(), random.Random(seed))


def test_bumps_an_opponent_about_to_go_home():
    s = rig({(0, 0): t(in_spot(1) - 6), (0, 1): t(40), (1, 0): t(in_spot(1) - 1)}, ["5S", "4H"])
    for agent in (NormalAgent(), HardAgent()):
        assert choose(agent, s) == Move("5S", 0, t(in_spot(1) - 1))


def test_takes_a_peg_out_of_start():
    s = rig({(0, 0): t(40)}, ["KS", "2H"])
    assert choose(NormalAgent(), s) == Move("KS", 1, t(come_out(0)))


def test_sends_a_partner_peg_forward_to_its_in_spot():
    # Seat 2's peg just came out (come-out hole 44); landing on it sends it to its in-spot.
    s = rig({(0, 0): t(40), (0, 1): t(10), (2, 0): t(come_out(2))}, ["4S", "3H"])
    assert choose(NormalAgent(), s) == Move("4S", 0, t(come_out(2)))


def test_keeps_the_joker_for_when_it_matters():
    # The joker could only hop a few holes onto an opponent peg that has just come out.
    pegs = {(0, k): t(20 + 10 * k) for k in range(5)}
    pegs[(1, 0)] = t(come_out(1) + 1)
    s = rig(pegs, ["X", "5S"])
    assert choose(NormalAgent(), s).card == "5S"


def test_discards_the_least_useful_card():
    s = rig({}, ["X", "2S", "3S", "4S", "5S", "6S"])
    action = choose(NormalAgent(), s)
    assert isinstance(action, Discard) and action.card != "X"


def test_goes_home_rather_than_round_again():
    s = rig({(0, 0): t(in_spot(0) - 2)}, ["5S"])
    assert choose(NormalAgent(), s) == Move("5S", 0, "home.0.2")


def test_team_evaluation_is_symmetric_between_partners():
    s = GAME.new(4, {}, 3)
    for _ in range(40):
        s.apply(random.Random(len(s.history)).choice(s.legal_actions()))
    assert evaluate(s, 0) == evaluate(s, 2) == -evaluate(s, 1) == -evaluate(s, 3)


def test_every_level_plays_only_legal_moves_and_hard_is_deterministic():
    for level, agent in (("easy", EasyAgent()), ("normal", NormalAgent()), ("hard", HardAgent())):
        s = GAME.new(4, {}, 5)
        for step in range(60):
            if s.is_over():
                break
            legal = s.legal_actions()
            a = choose(agent, s, step)
            assert a in legal, level
            if level == "hard":
                assert choose(HardAgent(), s, step) == a
            s.apply(a)


# --------------------------------------------------------------------------- a partner worth having
# Rules (../shared/rules/pegs-and-jokers.md): "Landing on a partner's peg sends it to its in-spot";
# "Partner-aware play: bumping an opponent and sending a partner's peg to its in-spot are both
# good; blocking your partner's home is bad."


def test_never_bumps_a_partner_peg_onto_its_in_spot_in_front_of_its_partner_going_home():
    # Seat 2 (the partner; in-spot 39) has a peg on 38, one step from the in-spot, and one on 36.
    # Seat 0's 5 from 33 would land on 38 and send that peg one hole on to the in-spot, in front
    # of the peg on 36, which then cannot go home past it ("Pegs never pass or land on a peg of
    # their own colour"). Moving the other peg 5 is as much progress and hurts nobody.
    assert in_spot(2) == 39
    s = rig({(0, 0): t(33), (0, 1): t(10), (2, 0): t(38), (2, 1): t(36)}, ["5S"])
    assert Move("5S", 0, t(38)) in s.legal_actions()
    for agent in (NormalAgent(), HardAgent()):
        for seed in range(3):
            assert choose(agent, s, seed) == Move("5S", 1, t(15))


def test_bumps_a_partner_peg_only_when_forced_to_hurt():
    # The same position with no other peg free to move: the bump is the only legal move.
    s = rig({(0, 0): t(33), (2, 0): t(38), (2, 1): t(36)}, ["5S"])
    assert [a for a in s.legal_actions() if isinstance(a, Move)] == [Move("5S", 0, t(38))]
    for agent in (NormalAgent(), HardAgent()):
        assert choose(agent, s) == Move("5S", 0, t(38))


def test_still_sends_a_partner_peg_that_just_came_out_to_its_in_spot():
    # "sending a partner's peg to its in-spot [is] good": from its come-out hole it skips a lap.
    s = rig({(0, 0): t(40), (0, 1): t(10), (2, 0): t(come_out(2))}, ["4S", "3H"])
    assert choose(HardAgent(), s) == Move("4S", 0, t(come_out(2)))


def partner_needs_a_joker():
    # Seat 0's pegs are all home, so it plays for seat 2 ("A player whose five pegs are all home
    # plays their cards for the next partner"). Seat 2's last peg waits in start: only an A, K,
    # Q, J or a joker ("move one of your pegs (from the track or from start) onto a track hole
    # that holds another player's peg") brings it out; seat 0 holds numbers and a joker.
    pegs = {(0, k): f"home.0.{k}" for k in range(5)}
    pegs.update({(2, k): f"home.2.{k}" for k in range(1, 5)})
    pegs[(1, 0)] = t(60)
    return rig(pegs, ["X", "2S", "3S", "4S", "5S", "6S"])


def test_never_discards_the_joker_its_partner_needs_to_finish():
    s = partner_needs_a_joker()
    assert s.playing_for == 2
    legal = s.legal_actions()
    assert Discard("X") in legal and Move("X", 0, t(60)) in legal  # "a joker is never compulsory"
    for agent in (NormalAgent(), HardAgent()):
        for seed in range(3):
            assert choose(agent, s, seed) != Discard("X")


def test_keeps_its_only_joker_when_discarding_for_a_partner():
    # The same, but no opponent peg is on the track: nothing can move, and a number goes.
    s = partner_needs_a_joker()
    s.pos[1][0], s.occ[60], s._legal = -1, -1, None
    assert all(isinstance(a, Discard) for a in s.legal_actions())
    for agent in (NormalAgent(), HardAgent()):
        action = choose(agent, s)
        assert isinstance(action, Discard) and action.card != "X"
