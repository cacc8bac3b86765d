"""Racko: one test per rule line of rules/racko.md, plus kernels, views and options."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.api import IllegalAction, OptionError
from game.racko import (
    GAME,
    SLOTS,
    CallRacko,
    Discard,
    Draw,
    EndTurn,
    NextRound,
    Place,
    bonus,
    chips,
    is_racko,
    longest_consecutive,
    run_from_start,
)
from game.racko.ai import AGENTS
from game.racko.engine import HIDDEN

ASCENDING = [1, 3, 6, 9, 12, 17, 22, 27, 33, 38]  # not consecutive anywhere
NEAR = [1, 3, 6, 9, 12, 17, 22, 27, 33, 2]  # one card (slot 50) away from ASCENDING


def rigged(players=2, racks=None, draw=None, discard=None, **options):
    """A fresh round with chosen racks and piles, seat 0 to draw."""
    options.setdefault("rounds", 1)
    s = GAME.new(players, options, seed=5)
    if racks is not None:
        s.racks = [list(r) for r in racks]
    if draw is not None:
        s.draw = list(draw)
    if discard is not None:
        s.discard = list(discard)
    s.current_player, s.phase = 0, "draw"
    return s


def spread(start):
    """A scrambled rack that is far from ascending."""
    return [start + k for k in (9, 1, 8, 2, 7, 3, 6, 4, 5, 0)]


def play_turn(s, pile, target):
    s.apply(Draw(pile))
    s.apply(Discard() if target is None else Place(target))


# --------------------------------------------------------------------------- kernels


def test_kernels():
    assert is_racko(ASCENDING) and not is_racko(NEAR) and not is_racko([None] + ASCENDING[1:])
    assert run_from_start([4, 2, 9]) == 1  # slot 5 alone always gives 5 points
    assert run_from_start([3, 5, 8, 7, 9]) == 3
    assert run_from_start([None, 5, 8]) == 0 and run_from_start([2, None, 8]) == 1
    assert longest_consecutive([1, 2, 3, 7, 8, 9, 10, None, 11, 12]) == 4
    assert longest_consecutive(ASCENDING) == 1
    assert [bonus(r) for r in range(1, 9)] == [0, 0, 50, 100, 200, 400, 400, 400]
    assert [chips(r) for r in range(1, 9)] == [1, 1, 2, 3, 5, 8, 13, 21]


# --------------------------------------------------------------------------- material and players


@pytest.mark.parametrize("players,top", [(2, 40), (3, 50), (4, 60)])
def test_cards_in_play_by_player_count(players, top):
    s = GAME.new(players, {}, seed=1)
    cards = [c for r in s.racks for c in r] + s.draw + s.discard
    assert sorted(cards) == list(range(1, top + 1))
    assert all(len(r) == len(SLOTS) == 10 for r in s.racks)
    assert SLOTS == (5, 10, 15, 20, 25, 30, 35, 40, 45, 50)


def test_the_teams_the_setup_shows_are_the_score_sheets_columns():
    """Rule: "2–4 players, or 4 players as 2 teams of 2"; the teams' members share a column."""
    assert GAME.teams(4, {"teams": False}) == () and GAME.teams(3, {"teams": True}) == ()
    teams = GAME.teams(4, {"teams": True})
    team_of = GAME.new(4, {"teams": True}, seed=1).view(0).team_of
    assert sorted(s for t in teams for s in t) == [0, 1, 2, 3] and len(teams) == 2
    assert all(len({team_of[s] for s in t}) == 1 for t in teams) and team_of[0] != team_of[1]


def test_teams_are_four_players():
    assert GAME.new(4, {"teams": True}, seed=1).top == 60
    with pytest.raises(OptionError):
        GAME.new(3, {"teams": True})


# --------------------------------------------------------------------------- deal


def test_deal_one_at_a_time_from_dealers_left_into_slot_50_then_45_down_to_5():
    seed = 11
    s = GAME.new(3, {}, seed=seed)
    deck = list(range(1, 51))
    random.Random(seed).shuffle(deck)
    assert s.dealer == 2 and s.order() == [0, 1, 2]
    dealt = deck[::-1]
    for k, slot_index in enumerate(reversed(range(10))):  # k-th card each
        for j, p in enumerate([0, 1, 2]):
            assert s.racks[p][slot_index] == dealt[3 * k + j]
    assert s.discard == [dealt[30]]  # the next card starts the discard pile, face up
    assert s.draw[-1] == dealt[31] and len(s.draw) == 50 - 31


def test_nobody_rearranges_a_rack():
    s = GAME.new(2, {}, seed=2)
    before = list(s.racks[0])
    assert all(isinstance(a, Draw) for a in s.legal_actions())
    s.apply(Draw("draw"))
    card = s.held
    s.apply(Place(25))
    after = list(s.racks[0])
    assert after[4] == card and [c for i, c in enumerate(after) if i != 4] == [
        c for i, c in enumerate(before) if i != 4
    ]


def test_play_starts_left_of_the_dealer_and_the_deal_rotates():
    s = GAME.new(3, {"rounds": 2}, seed=3)
    assert (s.dealer, s.current_player) == (2, 0)
    s._end_round(None)
    s.apply(NextRound())
    assert (s.dealer, s.current_player) == (0, 1)


# --------------------------------------------------------------------------- a turn


def test_discard_pile_card_must_replace_a_rack_card():
    s = rigged(racks=[spread(1), spread(21)], draw=[39, 40], discard=[31])
    s.apply(Draw("discard"))
    assert Discard() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="must go into your rack"):
        s.apply(Discard())
    old = s.racks[0][3]
    s.apply(Place(20))
    assert s.racks[0][3] == 31 and s.discard == [old]


def test_draw_pile_card_replaces_or_is_discarded():
    s = rigged(racks=[spread(1), spread(21)], draw=[38, 39, 40], discard=[31])
    s.apply(Draw("draw"))
    assert Discard() in s.legal_actions() and len(s.legal_actions()) == 11
    s.apply(Discard())
    assert s.discard == [31, 40] and s.current_player == 1
    s.apply(Draw("draw"))
    old = s.racks[1][9]
    s.apply(Place(50))
    assert s.racks[1][9] == 39 and s.discard[-1] == old


def test_take_a_card_first():
    s = rigged(racks=[spread(1), spread(21)])
    with pytest.raises(IllegalAction, match="Take a card first"):
        s.apply(Place(5))


def test_empty_draw_pile_turns_the_discard_pile_over_unshuffled():
    s = rigged(racks=[spread(1), spread(21)], draw=[40], discard=[31, 32, 33])
    play_turn(s, "draw", None)  # 40 is the last card: discarded on top
    assert s.discard == [] and s.draw == [40, 33, 32, 31]  # 31 was at the bottom: now on top
    v = s.view(1)
    assert v.draw_pile == (40, 33, 32, 31) and v.draw_count == 4
    assert Draw("discard") not in s.legal_actions()  # play goes on with an empty discard pile


# --------------------------------------------------------------------------- end of round and scoring


def test_round_ends_at_once_when_a_rack_ascends_winner_75_others_5_per_run_card():
    other = [4, 8, 11, 2, 30, 31, 32, 33, 34, 35]  # run of 3 from slot 5
    s = rigged(racks=[NEAR, other], draw=[39, 38], discard=[40])
    play_turn(s, "draw", 50)
    assert s.phase == "over" and s.results[-1]["points"] == [75, 15]
    assert s.scores() == [75, 15]


def test_slot_5_alone_gives_5():
    other = [30, 8, 11, 2, 10, 31, 32, 33, 34, 35]
    s = rigged(racks=[NEAR, other], draw=[39, 38], discard=[40])
    play_turn(s, "draw", 50)
    assert s.results[-1]["points"] == [75, 5]


def test_match_to_500_and_the_tie_rule():
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[40], rounds=0)
    s.totals = [430, 499]
    play_turn(s, "draw", 50)  # 505 against 504: both pass 500, the higher wins
    assert s.phase == "over" and s.winners == [0]
    s = rigged(racks=[NEAR, [5, 1, 2, 3, 4, 6, 7, 8, 10, 11]], draw=[39, 38], discard=[40], rounds=0)
    s.totals = [430, 500]
    play_turn(s, "draw", 50)  # 505 each: an exact tie plays another round
    assert s.phase == "round_over" and s.legal_actions() == [NextRound()]
    s.apply(NextRound())
    assert s.round_no == 2 and s.phase == "draw"


def test_below_500_plays_another_round():
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[40], rounds=0)
    play_turn(s, "draw", 50)
    assert s.phase == "round_over" and not s.is_over()


def test_single_round_and_fixed_rounds():
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[40], rounds=1)
    play_turn(s, "draw", 50)
    assert s.is_over() and s.winners == [0]
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[40], rounds=3)
    play_turn(s, "draw", 50)
    assert s.phase == "round_over"


def test_score_sheet_explains_the_points():
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[40], rounds=2)
    play_turn(s, "draw", 50)
    row = s.view(1).score_sheet.rows[0]
    assert row.points == [75, 5] and row.notes == ["Racko! 75", "5 × 1 = 5"]


# --------------------------------------------------------------------------- options


def test_two_player_rule_needs_three_consecutive():
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[37], two_player_rule=True)
    play_turn(s, "draw", 50)
    assert s.phase == "draw" and s.current_player == 1  # ascending, but no run of three
    run3 = [1, 3, 6, 9, 12, 17, 22, 23, 24, 2]
    s = rigged(racks=[run3, spread(21)], draw=[39, 38], discard=[37], two_player_rule=True)
    play_turn(s, "draw", 50)
    assert s.is_over() and s.results[-1]["winner"] == 0


def test_two_player_rule_only_for_two():
    with pytest.raises(OptionError):
        GAME.new(3, {"two_player_rule": True})


def test_teams_add_members_scores_and_first_team_to_500_wins():
    r = [spread(1), [2, 5, 9, 1, 3, 4, 6, 7, 8, 10], [3, 5, 9, 1, 2, 4, 6, 7, 8, 10], spread(30)]
    r[0] = [11, 13, 16, 19, 22, 27, 32, 37, 43, 12]
    s = rigged(4, racks=r, draw=[60, 59], discard=[58], teams=True, rounds=0)
    s.totals = [200, 0, 250, 0]
    play_turn(s, "draw", 50)
    assert s.results[-1]["points"] == [75, 15, 15, 5]
    assert s.scores() == [540, 20, 540, 20] and s.winners == [0]
    assert s.view(0).score_sheet.columns == ["Team 1", "Team 2"]
    assert s.view(0).score_sheet.rows[0].points == [90, 20]


def test_bonus_racko_is_called_and_scores_the_longest_run():
    run4 = [1, 3, 6, 9, 12, 20, 21, 22, 23, 2]
    s = rigged(racks=[run4, spread(21)], draw=[39, 40], discard=[38], bonus=True)
    play_turn(s, "draw", 50)  # ascending now, but the round does not end by itself
    assert s.phase == "call" and s.legal_actions() == [CallRacko(), EndTurn()]
    s.apply(EndTurn())
    play_turn(s, "draw", None)
    assert CallRacko() in s.legal_actions()  # or at the start of one's turn
    s.apply(CallRacko())
    assert s.results[-1]["points"] == [175, 5] and s.results[-1]["bonus"] == 100
    assert s.view(0).score_sheet.rows[0].notes[0] == "Racko! 75 + 100 for a run of 4"


@pytest.mark.parametrize("run,points", [(2, 75), (3, 125), (4, 175), (5, 275), (6, 475), (8, 475)])
def test_bonus_values(run, points):
    rack = [1, 3, 6, 9, 12, 14, 16, 18, 21, 25]
    rack[: run] = list(range(1, run + 1))
    s = rigged(racks=[rack, spread(21)], bonus=True)
    s.apply(CallRacko())
    assert s.results[-1]["points"][0] == points


def test_no_racko_call_without_an_ascending_rack():
    s = rigged(racks=[NEAR, spread(21)], bonus=True)
    assert CallRacko() not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply(CallRacko())


def test_chips_others_pay_the_winner_over_a_set_number_of_rounds():
    run3 = [1, 3, 6, 9, 12, 20, 21, 22, 33, 2]
    s = rigged(3, racks=[run3, spread(11), spread(31)], draw=[50, 49], discard=[48], chips=True, rounds=2)
    play_turn(s, "draw", 50)
    assert s.results[-1]["points"] == [4, -2, -2] and s.phase == "round_over"
    assert s.view(1).score_sheet.rows[0].notes[1] == "pays 2"
    with pytest.raises(OptionError):
        GAME.new(2, {"chips": True, "rounds": 0})


def test_quick_deal_each_card_into_any_empty_slot():
    s = GAME.new(2, {"quick_deal": True}, seed=4)
    assert s.phase == "deal" and s.current_player == 0 and len(s.legal_actions()) == 10
    first = s.view(0).incoming
    assert s.view(1).incoming is None  # nobody sees another's incoming card
    s.apply(Place(25))
    assert s.racks[0][4] == first and s.current_player == 1
    s.apply(Place(25))
    assert Place(25) not in s.legal_actions()
    with pytest.raises(IllegalAction, match="already filled"):
        s.apply(Place(25))
    while s.phase == "deal":
        s.apply(s.legal_actions()[0])
    assert s.phase == "draw" and len(s.discard) == 1 and None not in s.racks[0] + s.racks[1]


@pytest.mark.parametrize("ascending,winner", [((0, 1), 0), ((1,), 1)])
def test_quick_deal_ascending_racks_first_from_the_dealers_left_wins(ascending, winner):
    s = GAME.new(2, {"quick_deal": True, "rounds": 1}, seed=4)
    for p in ascending:  # this seat receives its cards lowest first
        mine = iter(sorted(c for q, c in s.deal_queue if q == p))
        s.deal_queue = [[q, next(mine) if q == p else c] for q, c in s.deal_queue]
    while s.phase == "deal":
        s.apply(s.legal_actions()[0])  # the lowest empty slot
    assert s.is_over() and s.results[-1]["winner"] == winner and s.results[-1]["points"][winner] == 75


def test_lightning_no_deal_fill_empty_slots_then_replace():
    s = GAME.new(2, {"lightning": True, "rounds": 1}, seed=6)
    assert s.top == 40 and len(s.draw) == 40 and s.discard == []
    assert all(c is None for r in s.racks for c in r)
    assert s.legal_actions() == [Draw("draw")]  # no discard pile until someone discards
    s.apply(Draw("draw"))
    s.apply(Place(30))
    s.apply(Draw("draw"))
    s.apply(Discard())
    s.apply(Draw("discard"))
    legal = s.legal_actions()
    assert Discard() not in legal and Place(30) not in legal and len(legal) == 9
    with pytest.raises(IllegalAction, match="empty slot"):
        s.apply(Place(30))
    s.apply(Place(5))
    s.racks[1] = list(range(1, 11))
    s.racks[1][0] = 20
    s.current_player, s.phase = 1, "draw"
    s.apply(Draw("draw"))
    assert len(s.legal_actions()) == 11  # a full rack: normal turns


def test_lightning_scores_100_alone_75_with_another_full_rack():
    near = [1, 3, 6, 9, 12, 17, 22, 27, 33, None]
    s = rigged(racks=[near, [None, 5, 8] + [None] * 7], draw=[39, 40], discard=[], lightning=True)
    play_turn(s, "draw", 50)
    assert s.results[-1]["points"] == [100, 0]  # an empty slot 5 gives 0
    s = rigged(racks=[near, [2, 5, 8, 4, 30, 31, 32, 34, 35, 36]], draw=[39, 40], lightning=True)
    play_turn(s, "draw", 50)
    assert s.results[-1]["points"] == [75, 15]
    assert s.view(0).score_sheet.rows[0].notes[0] == "Racko! 75"


def test_lightning_run_stops_at_an_empty_slot():
    near = [1, 3, 6, 9, 12, 17, 22, 27, 33, None]
    s = rigged(racks=[near, [2, 5, None, 30, 31] + [None] * 5], draw=[39, 40], lightning=True)
    play_turn(s, "draw", 50)
    assert s.results[-1]["points"] == [100, 10]


def test_lightning_excludes_other_deals_and_scorings():
    for extra in ({"quick_deal": True}, {"bonus": True}, {"chips": True, "rounds": 2}):
        with pytest.raises(OptionError):
            GAME.new(2, dict(extra, lightning=True))


def test_turn_limit_ends_the_round_with_runs_only():
    s = rigged(racks=[spread(1), spread(21)], draw=list(range(35, 41)), discard=[34], turn_limit=10)
    s.turns = [9, 9]
    play_turn(s, "draw", None)
    play_turn(s, "draw", None)
    assert s.is_over() and s.results[-1]["winner"] is None and s.results[-1]["points"] == [5, 5]


# --------------------------------------------------------------------------- views


def test_views_hide_opponents_numbers_but_not_what_came_from_the_discard_pile():
    s = rigged(racks=[spread(1), spread(21)], draw=[39, 40], discard=[31])
    s.apply(Draw("discard"))
    s.apply(Place(20))
    v = s.view(1)
    assert v.racks[1] == tuple(spread(21))
    assert v.racks[0][3] == 31 and all(c == HIDDEN for i, c in enumerate(v.racks[0]) if i != 3)
    s.apply(Draw("draw"))
    assert s.view(0).held is None and s.view(1).held == 40
    s.apply(Discard())
    s.apply(Draw("draw"))
    s.apply(Place(20))  # a draw-pile card replaces the known 31: hidden again
    assert s.view(1).racks[0][3] == HIDDEN


def test_all_racks_revealed_at_round_end():
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[40], rounds=2)
    play_turn(s, "draw", 50)
    v = s.view(1)
    assert v.racks[0] == tuple(ASCENDING) and v.last_round["winner"] == 0


# --------------------------------------------------------------------------- computer players


def bots(state, levels, rng):
    agents = [AGENTS[lv]() for lv in levels]
    steps = 0
    while not state.is_over():
        p = state.current_player
        state.apply(agents[p].choose(state.view(p), state.legal_actions(), rng))
        steps += 1
        assert steps < 20_000
    return state


def test_bots_play_a_match_to_500():
    s = bots(GAME.new(2, {}, seed=1), ["normal", "hard"], random.Random(1))
    assert max(s.scores()) >= 500 and len(s.winners) == 1


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_finish_every_option(level):
    rng = random.Random(2)
    for players, options in GAME.test_configs():
        options = dict(options, turn_limit=0)
        bots(GAME.new(players, options, seed=3), [level] * players, rng)


def test_arena_stats_turns_to_racko():
    s = rigged(racks=[NEAR, spread(21)], draw=[39, 38], discard=[40])
    s.turns = [6, 6]
    play_turn(s, "draw", 50)
    assert s.arena_stats(0) == {"rounds_won": 1, "turns_to_racko": 7}
    assert s.arena_stats(1) == {"rounds_won": 0}


def test_the_turn_limit_help_reads_as_a_sentence():
    """Seen by hand on the setup screen: "after this many turns each the round ends" read as one
    run-on clause; the comma closes "each"."""
    from game.racko.engine import OPTIONS

    help_text = next(o.help for o in OPTIONS if o.key == "turn_limit")
    assert "after this many turns each, the round ends" in help_text


def test_lightning_refusals_never_offer_the_discard_pile_before_anyone_discards():
    """Rules (Lightning Racko): "All cards start as the draw pile; there is no discard pile until someone
    discards." A refusal at the start said "…from the draw pile or the discard pile"."""
    s = GAME.new(2, {"lightning": True, "rounds": 1}, seed=6)
    assert not s.discard and not s.is_legal(Draw("discard"))
    assert s.explain_illegal(Draw("discard")).startswith("The discard pile is still empty")
    assert s.explain_illegal(Place(5)) == "Take a card from the draw pile first."
    s.apply(Draw("draw"))
    s.apply(Discard())
    assert s.explain_illegal(Place(5)) == "Take a card first, from the draw pile or the discard pile."


@pytest.mark.parametrize("players,options", [
    (2, {}), (3, {"quick_deal": True}), (3, {"lightning": True}), (4, {"teams": True, "turn_limit": 20}),
])
def test_sampled_worlds_never_contradict_the_view(players, options):
    """The coach plays sampled worlds out (a turn limit's rounds are judged by their points): every
    world holds each number once and shows the seat exactly what the seat saw, with the same moves."""
    s = GAME.new(players, dict(options, rounds=2), 4)
    rng = random.Random(4)
    checked = 0
    for step in range(600):  # random play racks up only by chance: a refill happens on the way
        if s.is_over():
            break
        if step % 5 == 0 and s.phase in ("deal", "draw", "place"):
            for p in {s.current_player, (s.current_player + 1) % players}:
                v = s.view(p)
                w = v.sample_world(random.Random(step))
                cards = [c for rack in w.racks for c in rack if c is not None] + w.discard + w.draw
                cards += [c for _q, c in w.deal_queue] + ([w.held] if w.held is not None else [])
                assert sorted(cards) == list(range(1, s.top + 1))
                assert dataclasses.replace(w.view(p), score_sheet=v.score_sheet) == v  # sheet not rebuilt
                if p == s.current_player:
                    assert w.legal_actions() == s.legal_actions()
                checked += 1
        s.apply(rng.choice(s.legal_actions()))
    assert checked > 20
