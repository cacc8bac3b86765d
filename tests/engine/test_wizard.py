"""Wizard rules, one test per line of /work/shared/rules/wizard.md, plus views and world sampling."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core.api import IllegalAction, OptionError
from game.core.i18n import set_language
from game.wizard import DECK, GAME, round_score, trick_winner
from game.wizard.engine import Bid, ChooseTrump, NextRound, Play, WizardState, hand_sizes


@pytest.fixture(autouse=True)
def english():
    """Messages are checked in English, whatever language an earlier test left behind."""
    set_language("en")


def rig(hands, trump="H", dealer=None, bids=None, options=None):
    """A 1st-round-like state with chosen hands, trump and (optionally) all bids made."""
    n = len(hands)
    s = GAME.new(n, options or {}, 0)
    s.hands = [list(h) for h in hands]
    s.trump, s.turned = trump, None
    s.dealer = n - 1 if dealer is None else dealer
    s.leader = (s.dealer + 1) % n
    s.sizes = (len(hands[0]),) + s.sizes[1:]
    s.bids, s.bids_made, s.tricks = [None] * n, 0, [0] * n
    s.phase, s.current_player = "bid", s.leader
    for b in bids or []:
        s.apply(Bid(b))
    return s


def play_all(s, cards):
    for c in cards:
        s.apply(Play(c))


# --------------------------------------------------------------------------- cards and rounds


def test_deck_has_four_suits_of_13_four_wizards_four_jesters():
    assert len(DECK) == 60
    counts = Counter(c[0] for c in DECK)
    assert counts == {"H": 13, "E": 13, "D": 13, "G": 13, "W": 4, "N": 4}
    assert {c for c in DECK if c[0] == "G"} == {f"G{r}" for r in range(1, 14)}


@pytest.mark.parametrize("players,rounds", [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_round_count_is_60_over_players(players, rounds):
    assert len(hand_sizes(players)) == rounds
    assert GAME.new(players).view(0).rounds == rounds


@pytest.mark.parametrize(("players", "rounds"), [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_rounds_help_names_the_rounds_each_choice_plays(players, rounds):
    """Setup's "Rounds" help said neither that Five plays five rounds nor how many a standard match
    plays at this count: a family looking for a short game could not tell."""
    option = next(o for o in GAME.options if o.key == "rounds")
    text = GAME.option_help(option, players)
    assert text.startswith(f"Standard: {rounds} rounds,") and "{" not in text
    assert "5 rounds" in text and "10 rounds" in text
    assert len(hand_sizes(players, "five")) == 5 and len(hand_sizes(players, "amigo")) == 10
    other = next(o for o in GAME.options if o.key == "hidden_bids")
    assert GAME.option_help(other, players).startswith("Everybody bids at the same time")


def test_round_r_deals_r_cards_and_the_deal_passes_left():
    s = GAME.new(4, {}, 5)
    dealers = []
    for r in range(1, 4):
        assert s.round_size == r and all(len(h) == r for h in s.hands)
        dealers.append(s.dealer)
        rnd = random.Random(r)
        while s.phase != "round_over":
            s.apply(rnd.choice(s.legal_actions()))
        s.apply(NextRound())
    assert dealers == [3, 0, 1]


def test_no_card_is_lost_or_duplicated_in_a_deal():
    s = GAME.new(5, {}, 11)
    for _ in range(6):
        s.round_idx += 1
        s.deal()
        cards = [c for h in s.hands for c in h] + s.stock + ([s.turned] if s.turned else [])
        assert Counter(cards) == Counter(DECK)


# --------------------------------------------------------------------------- trump


def _deal_with_turned(card, players=3):
    """Find a seed whose first deal turns up a card of the wanted kind."""
    for seed in range(500):
        s = GAME.new(players, {}, seed)
        if (s.turned or "")[:1] == card[:1]:
            return s
    raise AssertionError(card)


def test_turned_suit_card_makes_trump():
    s = _deal_with_turned("E")
    assert s.trump == "E" and s.phase == "bid"


def test_turned_jester_means_no_trump():
    s = _deal_with_turned("N")
    assert s.trump is None and s.phase == "bid"


def test_turned_wizard_lets_the_dealer_choose_a_suit_without_no_trump():
    s = _deal_with_turned("W")
    assert s.phase == "trump" and s.current_player == s.dealer
    assert s.legal_actions() == [ChooseTrump(x) for x in "HEDG"]
    s.apply(ChooseTrump("G"))
    assert s.trump == "G" and s.phase == "bid" and s.current_player == (s.dealer + 1) % 3


def test_last_round_deals_every_card_and_has_no_trump():
    s = GAME.new(3, {}, 2)
    s.round_idx = len(s.sizes) - 1
    s.deal()
    assert all(len(h) == 20 for h in s.hands) and s.turned is None and s.trump is None


# --------------------------------------------------------------------------- bidding


def test_bids_start_left_of_dealer_from_0_to_r_any_total():
    s = GAME.new(3, {}, 4)
    while s.phase != "bid":
        s.apply(s.legal_actions()[0])
    assert s.current_player == (s.dealer + 1) % 3
    assert s.legal_actions() == [Bid(0), Bid(1)]
    s.apply(Bid(1))
    s.apply(Bid(0))
    assert Bid(0) in s.legal_actions()  # total 1 = tricks: allowed by default
    with pytest.raises(IllegalAction):
        s.apply(Bid(2))


# --------------------------------------------------------------------------- play


def test_left_of_dealer_leads_and_the_winner_leads_next():
    s = rig([["H2", "E5"], ["H9", "E1"], ["H3", "E2"]], trump=None, bids=[0, 0, 0])
    assert s.current_player == 0
    play_all(s, ["H2", "H9", "H3"])
    assert s.tricks == [0, 1, 0] and s.current_player == 1


def test_wizards_and_jesters_may_be_played_any_time():
    s = rig([["H2"], ["W", "H5"], ["N", "H7"]], trump="E", bids=[0, 0, 0])
    s.apply(Play("H2"))
    assert Play("W") in s.legal_actions()
    s.apply(Play("W"))
    assert Play("N") in s.legal_actions()


def test_must_follow_the_led_suit_if_able():
    s = rig([["H2"], ["H5", "E9", "W"], ["E1", "D3"]], trump="E", bids=[0, 0, 0])
    s.apply(Play("H2"))
    assert sorted(a.card for a in s.legal_actions()) == ["H5", "W"]
    with pytest.raises(IllegalAction, match="follow"):
        s.apply(Play("E9"))
    s.apply(Play("H5"))
    assert sorted(a.card for a in s.legal_actions()) == ["D3", "E1"]  # void: anything


def test_jester_lead_lets_the_next_card_set_the_suit():
    s = rig([["N"], ["D4", "H9"], ["D8", "H1"]], trump=None, bids=[0, 0, 0])
    s.apply(Play("N"))
    s.apply(Play("D4"))
    assert [a.card for a in s.legal_actions()] == ["D8"]


def test_jester_after_jester_still_leaves_the_suit_open():
    s = rig([["N"], ["N", "H9"], ["E8", "H1"], ["E2", "H3"]], trump=None, bids=[0, 0, 0, 0])
    s.apply(Play("N"))
    s.apply(Play("N"))
    assert sorted(a.card for a in s.legal_actions()) == ["E8", "H1"]
    s.apply(Play("E8"))
    assert [a.card for a in s.legal_actions()] == ["E2"]


def test_wizard_lead_means_no_suit_to_follow():
    s = rig([["W"], ["H5", "E9"], ["E1", "D3"]], trump="E", bids=[0, 0, 0])
    s.apply(Play("W"))
    assert sorted(a.card for a in s.legal_actions()) == ["E9", "H5"]


def test_winner_first_wizard():
    assert trick_winner(["H13", "W", "W"], "H") == 1
    assert trick_winner(["N", "W", "E13"], None) == 1


def test_winner_highest_trump():
    assert trick_winner(["H13", "E2", "E9", "H12"], "E") == 2


def test_winner_highest_of_led_suit_without_trump_played():
    assert trick_winner(["D5", "H13", "D11"], "E") == 2
    assert trick_winner(["N", "D5", "D11"], None) == 2


def test_winner_of_jesters_only_is_the_first_jester():
    assert trick_winner(["N", "N", "N"], "H") == 0


def test_trick_winner_is_counted_in_the_state():
    s = rig([["N"], ["N"], ["N"]], trump="H", bids=[1, 0, 0])
    play_all(s, ["N", "N", "N"])
    assert s.tricks == [1, 0, 0]


# --------------------------------------------------------------------------- scoring


@pytest.mark.parametrize("bid,taken,points", [(0, 0, 20), (2, 2, 40), (5, 5, 70), (1, 3, -20), (3, 0, -30)])
def test_round_score(bid, taken, points):
    assert round_score(bid, taken) == points


def test_round_is_scored_into_totals_and_sheet_with_arithmetic():
    s = rig([["H13"], ["H2"], ["H3"]], trump="E", bids=[1, 1, 0])
    play_all(s, ["H13", "H2", "H3"])
    assert s.phase == "round_over" and s.scores() == [30, -10, 20]
    sheet = s.view(1).score_sheet
    assert sheet.totals() == [30, -10, 20]
    assert sheet.rows[0].notes[0] == "bid 1, took 1: 20+1×10 = 30"
    assert sheet.rows[0].notes[1] == "bid 1, took 0: \u221210×1 = \u221210"
    # Rules, Setup: "round r deals r cards to each player": round 1 says "1 card", in the singular.
    assert sheet.rows[0].label == "Round 1 · 1 card"
    set_language("fi")
    try:
        assert s.view(1).score_sheet.rows[0].label == "Kierros 1 · 1 kortti"
    finally:
        set_language("en")


def test_highest_total_after_last_round_wins():
    s = GAME.new(3, {"rounds": "five"}, 8)
    rnd = random.Random(8)
    while not s.is_over():
        s.apply(rnd.choice(s.legal_actions()))
    assert s.scores() == [sum(r["points"][p] for r in s.log) for p in range(3)]
    assert len(s.log) == 5 and s.legal_actions() == []


# --------------------------------------------------------------------------- options


def test_hidden_bids_are_shown_together():
    s = rig([["H13"], ["H2"], ["H3"]], options={"hidden_bids": True})
    s.apply(Bid(1))
    assert s.view(1).bids == [None, None, None] and s.view(0).bids == [1, None, None]
    s.apply(Bid(0))
    s.apply(Bid(0))
    assert s.view(2).bids == [1, 0, 0]


def test_plus_minus_one_restricts_the_last_bidder():
    s = rig([["H13", "E1"], ["H2", "E2"], ["H3", "E3"]], options={"plus_minus_one": True})
    s.apply(Bid(1))
    s.apply(Bid(0))
    assert s.view(2).forbidden_bid == 1
    assert s.legal_actions() == [Bid(0), Bid(2)]
    with pytest.raises(IllegalAction, match="add up"):
        s.apply(Bid(1))


def test_round_one_messages_say_trick_in_the_singular():
    # Rules: "round r deals r cards to each player": round 1 has one trick to bid on.
    s = rig([["H13"], ["H2"], ["H3"]], options={"plus_minus_one": True})
    assert s.explain_illegal(Bid(2)) == "Bid from 0 to 1 trick."
    s.apply(Bid(1))
    s.apply(Bid(0))
    message = s.explain_illegal(Bid(0))
    assert message == "You cannot bid 0: the bids would add up to the 1 trick of this round."


def test_plus_minus_one_with_overbid_total_forbids_nothing():
    s = rig([["H13"], ["H2"], ["H3"]], options={"plus_minus_one": True})
    s.apply(Bid(1))
    s.apply(Bid(1))
    assert s.legal_actions() == [Bid(0), Bid(1)]


@pytest.mark.parametrize("other", ["hidden_bids", "secret_bids"])
def test_plus_minus_one_cannot_combine_with_hidden_bids(other):
    with pytest.raises(OptionError):
        GAME.new(3, {"plus_minus_one": True, other: True})


def test_secret_bids_stay_hidden_until_the_round_is_scored():
    s = rig([["H13"], ["H2"], ["H3"]], options={"secret_bids": True}, bids=[1, 0, 0])
    assert s.view(1).bids == [None, 0, None]
    play_all(s, ["H13", "H2", "H3"])
    assert s.view(1).bids == [1, 0, 0]


def test_five_rounds_deal_every_card_without_trump():
    s = GAME.new(4, {"rounds": "five"}, 3)
    assert hand_sizes(4, "five") == (15,) * 5 and s.view(0).rounds == 5
    assert all(len(h) == 15 for h in s.hands) and s.trump is None


@pytest.mark.parametrize(
    "players,sizes",
    [
        (3, (2, 4, 6, 8, 10, 12, 14, 16, 18, 20)),
        (4, (1, 3, 5, 7, 9, 11, 12, 13, 14, 15)),
        (5, (2, 4, 5, 6, 7, 8, 9, 10, 11, 12)),
        (6, tuple(range(1, 11))),
    ],
)
def test_amigo_hand_sizes(players, sizes):
    assert hand_sizes(players, "amigo") == sizes
    assert all(len(h) == sizes[0] for h in GAME.new(players, {"rounds": "amigo"}).hands)


def test_unknown_option_value_is_refused():
    with pytest.raises(OptionError):
        GAME.new(3, {"rounds": "seven"})


# --------------------------------------------------------------------------- views, saves, search


def test_view_hides_other_hands():
    s = GAME.new(4, {}, 1)
    v = s.view(2)
    assert v.hand == s.hands[2] and v.hand_counts == [1, 1, 1, 1]
    assert not hasattr(v, "hands")


def test_standard_matches_round_trip_through_json():
    for players in (3, 5):
        s = GAME.new(players, {}, players)
        rnd = random.Random(players)
        while not s.is_over():
            s.apply(rnd.choice(s.legal_actions()))
        assert GAME.load(json.loads(json.dumps(s.to_json()))) == s
        assert s.clone() == s


def test_void_is_recorded_when_a_player_cannot_follow():
    s = rig([["H2"], ["E9"], ["H3"]], trump=None, bids=[0, 0, 0])
    play_all(s, ["H2", "E9"])
    assert s.voids == ["", "H", ""]


def check_world(view, world: WizardState) -> None:
    """A sampled world must agree with everything the seat has seen."""
    me = view.player
    assert world.hands[me] == view.hand
    assert [len(h) for h in world.hands] == view.hand_counts
    assert world.trick == view.trick and world.played == view.played and world.trump == view.trump
    assert world.current_player == view.current_player and world.phase == view.phase
    for i, h in enumerate(world.hands):
        assert not any(c[0] in view.voids[i] for c in h if c[0] in "HEDG"), (i, h, view.voids[i])
    for i, b in enumerate(view.bids):
        if b is not None:
            assert world.bids[i] == b
    cards = [c for h in world.hands for c in h] + world.stock + world.played
    cards += [world.turned] if world.turned else []
    assert Counter(cards) == Counter(DECK)


@pytest.mark.parametrize("options", [{}, {"secret_bids": True, "hidden_bids": True}])
def test_hard_bot_sampled_worlds_never_contradict_its_view(monkeypatch, options):
    original = WizardState.sampled.__func__
    checked = []

    def checking(cls, view, rng):
        world = original(cls, view, rng)
        check_world(view, world)
        checked.append(1)
        return world

    monkeypatch.setattr(WizardState, "sampled", classmethod(checking))
    hard = GAME.agents()["hard"]
    agent = hard(worlds=4, iterations=12)
    s = GAME.new(3, dict(options, rounds="amigo"), 21)
    rnd = random.Random(0)
    while s.round_idx < 3 and not s.is_over():
        p = s.current_player
        s.apply(agent.choose(s.view(p), s.legal_actions(), rnd))
    assert len(checked) > 100


def test_sampled_worlds_respect_many_voids():
    rnd = random.Random(3)
    for seed in range(30):
        s = GAME.new(3, {"rounds": "five"}, seed)
        while not s.is_over() and len(s.played) < 30:
            s.apply(rnd.choice(s.legal_actions()))
        if s.is_over() or s.phase != "play":
            continue
        v = s.view(s.current_player)
        for _ in range(5):
            check_world(v, v.sample_world(rnd))


def test_arena_stats_exact_bid_rate():
    s = rig([["H13"], ["H2"], ["H3"]], trump="E", bids=[1, 1, 0])
    play_all(s, ["H13", "H2", "H3"])
    assert [s.arena_stats(p)["exact_bid_rate"] for p in range(3)] == [1.0, 0.0, 1.0]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_play_legal_moves(level):
    agent = GAME.agents()[level]()
    s = GAME.new(3, {"rounds": "amigo"}, 2)
    rnd = random.Random(1)
    if level == "hard":
        agent = type(agent)(worlds=4, iterations=16)
    while s.round_idx < 3 and not s.is_over():
        legal = s.legal_actions()
        action = agent.choose(s.view(s.current_player), legal, rnd)
        assert action in legal
        s.apply(action)


def test_the_order_is_known_until_a_move_may_end_a_trick():
    """"The player left of the dealer leads; the trick winner leads the next trick." The bids go round
    to the dealer and the player after the dealer leads, so the turn follows the seats until a move
    may end a trick."""
    from game.wizard.engine import GAME as WIZARD

    state = WIZARD.new(3, {"rounds": "five"}, 4)
    while state.phase != "bid":
        state.apply(state.legal_actions()[0])
    assert state.bids_made == 0 and state.order_known(3 + 2) and not state.order_known(3 + 3)
    while state.phase == "bid":
        state.apply(state.legal_actions()[0])
    assert state.order_known(2) and not state.order_known(3)
    state.apply(state.legal_actions()[0])
    assert state.order_known(1) and not state.order_known(2)
