"""The coach (game/core/coach.py): the framework on saves, and per game a blunder from the rules.

Each blunder test quotes the rules line (/work/shared/rules/*.md) that makes the move a mistake.
"""

from __future__ import annotations

import random

import pytest

from game.core.api import LoadError
from game.core.coach import Decision, GameCoach, decisions, review
from game.core.i18n import set_language
from game.core.registry import INFO, agents, coach
from game.wizard.engine import GAME as WIZARD
from game.wizard.engine import Bid, Play

# The games that must have a coach; the others may have one already.
COACHED = ("wizard", "gang_of_four", "racko", "zoker_solo")
COACHED += ("zoker_tiko", "zoker_kubo", "zoker_memo", "pegs_and_jokers")


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def played(game, players, seed, moves, level="easy"):
    """A save of the first `moves` actions of a seeded game, every seat by `level`."""
    state = game.new(players, {}, seed)
    table = agents(game.id)
    seats = [table[level]() for _ in range(players)]
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < moves:
        p = state.current_player
        state.apply(seats[p].choose(state.view(p), state.legal_actions(), rng))
    return state.to_json()


def judge(game_id, state, action):
    """The coach's mark (or None) for `action` by the player to move in `state`."""
    c = coach(game_id)
    seat = state.current_player
    decision = Decision(len(state.history), state.view(seat), state.legal_actions(), action)
    finding = c.compare(decision, seed=0)
    return None if finding is None else c.mark(finding)


@pytest.mark.parametrize("game_id", list(INFO))
def test_a_registered_coach_is_a_game_coach(game_id):
    c = coach(game_id)
    if c is None:
        assert game_id not in COACHED
        return
    assert isinstance(c, GameCoach) and c.game_id == game_id and c.unit


# --------------------------------------------------------------------------- Wizard


def wizard_round(hands, trump):
    """A Wizard round of len(hands[0]) cards, seat 0 to bid first, `trump` (None: no trump)."""
    s = WIZARD.new(len(hands), {}, 0)
    n = len(hands)
    s.hands = [list(h) for h in hands]
    s.trump, s.turned = trump, None
    s.dealer = n - 1
    s.leader = 0
    s.sizes = (len(hands[0]),) + s.sizes[1:]
    s.bids, s.bids_made, s.tricks = [None] * n, 0, [0] * n
    s.phase, s.current_player = "bid", 0
    return s


def test_wizard_bidding_three_with_no_trump_and_no_high_card_is_marked():
    # wizard.md, Scoring: "Exact bid: 20 + 10 per trick taken. Otherwise −10 for each trick over or
    # under." Three low cards without trump take about no trick: bidding 3 throws the 20 away.
    s = wizard_round([["H2", "E3", "D4"], ["H9", "E10", "G7"], ["D11", "G5", "E6"]], None)
    mark = judge("wizard", s, Bid(3))
    assert mark is not None
    assert mark.better in s.legal_actions() and mark.better.tricks < 3
    assert mark.better_value - mark.played_value > mark.noise
    assert mark.unit == "points"
    assert mark.reason.startswith("You bid 3; with no trump this hand is worth about")
    assert mark.reason.endswith(f"bid {mark.better.tricks}.")


def test_wizard_winning_a_trick_not_needed_is_marked():
    # wizard.md, Scoring: "Otherwise −10 for each trick over or under." Seat 0 has made its bid of
    # 1; the 13 of humans wins this trick for nothing, the Jester loses it ("Wizards and Jesters may
    # be played at any time") and keeps the bid exact unless the 13 wins the last trick too.
    s = wizard_round([["H13", "N"], ["H9", "E10"], ["D11", "G5"]], "G")
    s.sizes = (3,) + s.sizes[1:]
    s.bids, s.bids_made, s.tricks = [1, 0, 1], 3, [1, 0, 0]
    s.played = ["D2", "D3", "D4"]
    s.phase, s.leader, s.current_player = "play", 1, 1
    s.apply(Play("H9"))
    s.apply(Play("D11"))
    mark = judge("wizard", s, Play("H13"))
    assert mark is not None and mark.better == Play("N")
    assert mark.reason == ("Playing 13 of humans here won a trick you did not need: you had made your bid; "
                           "a Jester would have lost it.")


# --------------------------------------------------------------------------- the framework on saves


def test_decisions_are_the_seats_choices_among_several_moves():
    data = played(WIZARD, 3, 5, 40)
    expected = []

    def before(state):
        if state.current_player == 1 and len(state.legal_actions()) > 1:
            expected.append(len(state.history))

    WIZARD.load(data, before_move=before)
    assert decisions(data, 1) == expected and expected


def test_a_damaged_save_is_reviewed_up_to_its_first_bad_move():
    data = played(WIZARD, 3, 7, 60)
    whole = decisions(data, 0)
    bad = whole[len(whole) // 2]
    wrong = {"type": "Play", "card": "X99"}
    damaged = {**data, "history": data["history"][:bad] + [wrong] + data["history"][bad:]}
    assert decisions(damaged, 0) == [i for i in whole if i < bad]
    marks = review(damaged, 0, seed=1)
    assert all(m.index < bad for m in marks)
    unfinished = {**data, "history": data["history"][:bad]}
    assert decisions(unfinished, 0) == [i for i in whole if i < bad]


def test_a_save_that_cannot_start_is_refused_with_a_message():
    data = played(WIZARD, 3, 7, 5)
    with pytest.raises(LoadError, match="The save is damaged"):
        decisions({**data, "players": 9}, 0)
    with pytest.raises(LoadError, match="another game"):
        review({**data, "game": "chess"}, 0)


def test_cancelled_stops_the_review_and_keeps_what_was_found():
    data = played(WIZARD, 3, 3, 80)
    seen = []
    marks = review(data, 0, progress=lambda done, total: seen.append((done, total)),
                   cancelled=lambda: len(seen) > 2)
    total = len(decisions(data, 0))
    assert seen[0] == (0, seen[0][1]) and seen[-1][0] == 2 < seen[0][1] <= total
    assert all(m.index <= decisions(data, 0)[1] for m in marks)


def test_a_review_is_deterministic_from_its_seed():
    data = played(WIZARD, 3, 11, 60)
    first = review(data, 0, seed=4)
    assert first, "an easy player's first rounds cost something"
    assert review(data, 0, seed=4) == first
    assert all(m.better_value - m.played_value > m.noise for m in first)
    assert [m.better_value - m.played_value for m in first] == sorted(
        (m.better_value - m.played_value for m in first), reverse=True)


# --------------------------------------------------------------------------- Gang of Four


def gang_last_pair():
    """Three seats: seat 0 holds only a pair of 9s, seat 2 a pair of 8s; seat 1 leads next."""
    from game.gang_of_four.cards import DECK, canonical
    from game.gang_of_four.engine import GAME as GANG

    hands = [["R9", "Y9"], ["G3", "Y3", "R5", "G6", "Y7"], ["G8", "Y8"]]
    s = GANG.new(3, {}, 0)
    s.hands = [list(canonical(h)) for h in hands]
    rest = list(DECK)
    for c in (c for h in hands for c in h):
        rest.remove(c)
    s.aside = list(canonical(rest))
    s.must_lead, s.direction = None, -1
    s.known = [[] for _ in range(3)]
    s.start_trick(1)
    s._legal = None
    return s


def test_gang_of_four_passing_when_a_play_goes_out_is_marked():
    # gang-of-four.md, End of a hand and scoring: "The hand ends the moment someone plays their
    # last card. Others score penalty points by cards left". Passing with the last two cards, a
    # pair that beats the table, lets the next seat go out with its own pair.
    from game.gang_of_four.engine import Pass, Play

    s = gang_last_pair()
    s.apply(Play(("G3", "Y3")))  # seat 1 leads a pair of 3s; seat 0 is next (counter-clockwise)
    assert s.current_player == 0 and Pass() in s.legal_actions()
    mark = judge("gang_of_four", s, Pass())
    assert mark is not None and mark.better.cards == ("Y9", "R9")
    assert mark.played_value < mark.better_value == 0
    assert mark.unit == "penalty points"
    assert mark.reason.startswith("Playing pair of 9s would have taken you out at once")


def test_gang_of_four_never_marks_the_move_the_hint_gave(monkeypatch):
    """A play-tester pressed Hint, then Play, at every turn: the review called one of those moves the
    costliest ("about 0.0 penalty points instead of 0.5"). The coach asks the table's own hint
    (`ai.hint`, seeded by the moves made) and marks no move it gave."""
    from game.gang_of_four import coach as gang_coach
    from game.gang_of_four.engine import Pass, Play

    s = gang_last_pair()
    s.apply(Play(("G3", "Y3")))
    decision = Decision(len(s.history), s.view(0), s.legal_actions(), Pass())
    finding = gang_coach.COACH.compare(decision, 1)
    assert finding is not None and gang_coach.COACH.mark(finding) is not None  # the hint said play
    monkeypatch.setattr(gang_coach, "hint", lambda view, legal, moves_made: Pass())
    assert gang_coach.COACH.mark(finding) is None


def test_gang_of_four_a_pass_that_let_another_go_out_says_how_often():
    # gang-of-four.md: "The hand ends the moment someone plays their last card." Seen by hand: "Passing
    # let Botti go out" while Botti held 8 cards read as if it went out at once; the coach's play-outs
    # say how often that seat went out first, after the pass and after the better play.
    from game.gang_of_four.engine import GAME as GANG
    from game.gang_of_four.engine import Pass

    state = GANG.load(played(GANG, 4, 0, 120))
    mark = judge("gang_of_four", state, Pass())
    assert mark is not None
    assert mark.reason == ("After your pass seat 3 went out first in 71% of the deals the coach tried; "
                           "after your yellow 5, in 25%.")


def test_gang_of_four_a_better_play_reads_as_a_sentence_naming_both_plays():
    # The better combination, the one played and the two values, in one sentence: never "Better
    # green flush, 8 high than multicoloured 1", nor two colons ("... 6s: gang of 4: 1s"). The values
    # rounded as the line under the reason rounds them (a tester read "9.2 … instead of 9.7" over "10 · 9").
    from game.core.coach import value_texts
    from game.gang_of_four.engine import GAME as GANG

    marks = review(played(GANG, 4, 4, 24), 0)
    assert [m.reason for m in marks] == [
        "Your yellow 8 would have been better than your green 6 "
        "(about 3 penalty points this hand instead of 5)."]
    mark = marks[0]
    assert value_texts(mark.shown(mark.played_value), mark.shown(mark.better_value)) == ["5", "3"]


def test_gang_of_four_plays_the_reviewed_seat_out_as_it_played():
    # gang-of-four.md, Beating the table: "Anyone may pass, even holding a playable combination."
    # Any legal move is the seat's own choice, so the coach plays the rest of the hand out with the
    # seat making the heuristic's move only as often as it did in the game (beyond chance): a
    # random player's better move is one that still pays when the rest is played at random.
    from game.core.coach import replay_decisions
    from game.gang_of_four.coach import COACH as GANG_COACH
    from game.gang_of_four.engine import GAME as GANG

    def style(level):
        found, stop = replay_decisions(played(GANG, 4, 3, 10**6, level), 0, GANG_COACH.examines)
        assert stop is None and len(found) > 20
        assert GANG_COACH.for_review(found).own == GANG_COACH.style(found)
        return GANG_COACH.style(found)

    assert style("normal") == 1.0
    assert style("easy") < 0.4
    assert GANG_COACH.own == 1.0  # a review's style stays with that review


def test_gang_of_four_going_out_is_never_marked():
    # gang-of-four.md, End of a hand and scoring: "The hand ends the moment someone plays their
    # last card." Nothing beats going out, so the choosing run finds no better move and the
    # measuring run is not played at all.
    from game.gang_of_four.engine import Pass, Play

    s = gang_last_pair()
    s.apply(Play(("G3", "Y3")))
    c = coach("gang_of_four")
    decision = Decision(len(s.history), s.view(0), s.legal_actions(), Play(("Y9", "R9")))
    assert c.compare(decision, seed=0) is None
    assert c.compare(Decision(decision.index, decision.view, decision.legal, Pass()), seed=0) is not None


# --------------------------------------------------------------------------- Racko


def racko_two_from_a_racko(options: dict, held: int):
    """Two players; seat 0's rack two cards from a Racko, the drawn `held` card in its hand."""
    from game.racko.engine import GAME as RACKO
    from game.racko.engine import Phase as RackoPhase

    s = RACKO.new(2, options, 0)
    mine = [2, 6, 9, 13, 17, 21, 40, 30, 33, 38]
    theirs = [1, 3, 4, 5, 7, 8, 10, 11, 12, 14]
    s.racks = [list(mine), list(theirs)]
    s.known = [[False] * 10 for _ in range(2)]
    s.discard = [15]
    s.draw = [c for c in range(1, 41) if c not in (*mine, *theirs, 15, held)]
    s.held, s.held_from, s.phase, s.current_player = held, "draw", RackoPhase.PLACE, 0
    return s


def test_racko_placing_a_card_that_breaks_the_run_is_marked():
    # racko.md, End of a round and scoring: "A round ends as soon as a player's ten cards ascend
    # from slot 5 to slot 50" and the others score "5 per card of the ascending run that starts at
    # slot 5". The 25 fits slot 35 (between 21 and 30: a Racko); slot 10 breaks the run after 2.
    from game.racko.engine import Place

    s = racko_two_from_a_racko({}, held=25)
    mark = judge("racko", s, Place(10))
    assert mark is not None and mark.better == Place(35)
    assert mark.better_value == 0.0 > mark.played_value  # the Racko needs no more turns
    assert mark.unit == "turns to Racko"
    assert mark.reason == "Slot 35 fits the 25; putting it in slot 10 broke your run."


# --------------------------------------------------------------------------- Zoker Solo


def test_solo_stopping_when_a_card_fits_the_tallest_stack_is_marked():
    # zoker.md, Zoker Solo: "a card from the top three rows onto a bottom-row stack whose top card
    # is compatible with it" and "End: no deal and no move is possible (the player may also stop).
    # Score = the height of the tallest bottom-row stack". Stopping strands the stack one short.
    from game.zoker.cards import COMPATIBLE
    from game.zoker.solo.engine import EMPTY, SoloState, Stop

    tall_top = 0
    card = next(j for j in range(64) if COMPATIBLE[tall_top] >> j & 1)
    rest = [i for i in range(64) if i not in (tall_top, card)]
    bottom = [[*rest[:29], tall_top], rest[29:40], rest[40:51], rest[51:]]
    top = [card] + [EMPTY] * 11
    s = SoloState.from_position(top, bottom, [])
    assert s.score() == 30 and Stop() in s.legal_actions()
    mark = judge("zoker_solo", s, Stop())
    assert mark is not None and mark.better in s.legal_actions()
    assert mark.played_value == 30 and mark.better_value >= 31 and mark.noise == 0
    assert mark.unit == "cards in the stack"
    # stopping has no line after it: its height is exact, not "about 30.0"
    assert mark.reason.startswith("Stopping ended the game at 30 cards in the stack; ")


def test_solo_a_gain_that_needs_the_best_line_afterwards_is_not_marked():
    # zoker.md, Zoker Solo: "End: no deal and no move is possible (the player may also stop).
    # Score = the height of the tallest bottom-row stack". The stock is empty and the tallest stack
    # has 30 cards; the shallow search prefers the card onto stack 1 over stack 4 by about five
    # cards, but played carelessly after either move the game ends at the same height (and so
    # does the best line, solved to the end): no mark.
    import statistics

    from game.zoker.solo.ai import position, solve
    from game.zoker.solo.coach import COACH
    from game.zoker.solo.engine import EMPTY, Move, SoloState

    top = [54, 35, 25, EMPTY, 9, 49, 11, 39, 57, 37, EMPTY, EMPTY]
    bottom = [[58, 50, 18, 53, 52, 20, 16, 17, 21, 5, 6],
              [22, 26, 27, 23, 7, 3, 1, 33, 41, 43, 15, 31, 47, 63, 61, 13, 45, 46, 14, 10, 42, 38, 36, 44,
               60, 62, 30, 29, 28, 12],
              [24, 8, 4, 0, 48, 51, 19], [2, 34, 32, 40, 56, 59, 55]]
    s = SoloState.from_position(top, bottom, [])
    played = Move("top.0.0", "bottom.3")
    decision = Decision(0, s.view(0), s.legal_actions(), played)
    finding = COACH.compare(decision, seed=0)
    assert finding is not None and finding.better.action == Move("top.0.0", "bottom.0")
    assert finding.gap > finding.noise  # the solver's gap alone would mark it
    gaps = COACH.careless_gaps(decision, finding.better.action, 0)
    assert len(gaps) == 64 and statistics.fmean(gaps) == 0
    for action in (played, finding.better.action):
        after = s.clone()
        after._apply(action)
        plan = solve(position(after.view(0)), 20000)
        assert plan.exact and plan.value == 30
    assert COACH.mark(finding) is None

def test_every_reason_ends_as_a_sentence():
    """Reasons are shown one under another: each ends with a full stop, never two."""
    from game.core.coach import full_stop

    assert [full_stop(t) for t in ("Bid 2", "Bid 2.", "Well done!")] == ["Bid 2.", "Bid 2.", "Well done!"]


def test_racko_with_the_turn_limit_first_is_judged_by_the_rounds_points():
    # racko.md, Options: "Turn limit" is a house rule (engine.py: "after this many turns each, the
    # round ends and everyone scores their run"); End of a round: the others score "5 per card of
    # the ascending run that starts at slot 5". The last of ten turns: the rack cannot rack up, so
    # turns to Racko say nothing (the coach praised a game of nothing but discards). Putting the 16
    # in slot 10 cuts the run 2 6 9 13 17 21 40 (35 points) to 2 16 (10 points); slot 20, slot 25
    # or the discard pile keeps all 35 (the first of them in the legal list is named).
    from game.racko.coach import COACH
    from game.racko.engine import Discard, Place

    s = racko_two_from_a_racko({"turn_limit": 10, "rounds": 1}, held=16)
    assert not COACH.by_points(s.view(0))  # ten turns left: time enough to rack up, judged in turns
    s.turns[0] = 9
    assert COACH.by_points(s.view(0))
    mark = judge("racko", s, Place(10))
    assert mark is not None and mark.better == Place(20) and mark.unit == "points"
    assert (mark.played_value, mark.better_value) == (10.0, 35.0) and not mark.fewer_is_better
    assert mark.reason == ("Put the 16 in slot 20 rather than slot 10: about 35 points from this round "
                           "instead of 10 (with the turn limit near, your run scores, or a Racko if one "
                           "comes in time).")
    assert judge("racko", s, Discard()) is None and judge("racko", s, Place(25)) is None
    mark = judge("racko", s, Place(15))  # 2 6 16 13: 15 points
    assert mark and mark.reason.startswith("Put the 16 in slot 20 rather than slot 15: about 35 p")
    s.options = dict(s.options, turn_limit=0)
    assert not COACH.by_points(s.view(0))  # no limit: judged in turns to Racko as ever


def test_racko_points_above_a_runs_most_are_said_to_include_a_racko_in_time():
    """A play-tester read "about 66.6 points instead of 46.9, as the turn limit comes before your
    Racko": a run scores at most 10 × 5 = 50 (racko.md, End of a round: "5 per card of the ascending
    run"), so the sentence contradicted itself. The values are means over played-out worlds, some of
    which rack up in time (75): the words say so, in whole numbers."""
    from game.core.coach import replay_decisions
    from game.core.registry import GAMES
    from game.racko.coach import COACH

    state = GAMES["racko"].new(2, {"rounds": 1, "turn_limit": 10}, 0)
    players, rng = [agents("racko")["normal"]() for _ in range(2)], random.Random(0)
    while not state.is_over():
        p = state.current_player
        state.apply(players[p].choose(state.view(p), state.legal_actions(), rng))
    found, _stop = replay_decisions(state.to_json(), 0, COACH.examines)
    marks = [COACH.mark(f) for d in found if COACH.by_points(d.view)
             for f in [COACH.compare(d, 0, ["Anna", "Botti"])] if f is not None]
    high = [m for m in marks if m is not None and m.better_value > 50]
    assert high, marks
    for m in high:
        assert "comes before your Racko" not in m.reason and "or a Racko if one comes in time" in m.reason
        assert "." not in m.reason.split("about ")[1].split(" points")[0], m.reason  # whole points


def test_expected_values_are_whole_numbers_unless_rounding_makes_them_alike():
    """A tester: "reaches about 27.4", "2.0 cards": children do not read decimals of cards. Whole
    numbers, unless two would look alike; then one decimal each."""
    from game.core.coach import value_texts

    set_language("en")
    assert value_texts(27.4, 30.6) == ["27", "31"]
    assert value_texts(12.0, 31.5) == ["12", "32"]
    assert value_texts(27.4, 27.6) == ["27", "28"]
    assert value_texts(27.2, 27.4) == ["27.2", "27.4"]  # "about 27 … about 27" would say nothing
    assert value_texts(8.9, 9.2) == ["8.9", "9.2"]
    assert value_texts(-3.4, 2.2) == ["\u22123", "2"]
    set_language("fi")
    assert value_texts(8.9, 9.2) == ["8,9", "9,2"]
    set_language("en")
