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
