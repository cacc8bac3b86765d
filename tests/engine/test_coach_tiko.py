"""The Zoker Tiko coach: a wasted strong card is marked, with the cheaper card that did as well."""

from __future__ import annotations

import random
import re

import pytest

from game.core.i18n import set_language
from game.zoker.cards import DECK, Card, beats
from game.zoker.tiko.coach import COACH
from game.zoker.tiko.engine import GAME, Phase, Play
from tests.engine.coach_helpers import first_marks, mark_at, played_game

RED_XL4, BLUE_M2, BLUE_L1, GREEN_S1 = Card(3, 3, 3), Card(0, 1, 1), Card(0, 2, 0), Card(1, 0, 0)


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def last_tricks() -> object:
    """The last deal of a two-player game, two tricks left: the other seat led blue M2 and holds
    green S1; seat 0 holds red XL4 and blue L1. Every other card has been played, so seat 0 knows
    the other hand (it is what is left)."""
    s = GAME.new(2, {}, 0)
    mine, theirs = sorted([RED_XL4.index, BLUE_L1.index]), [GREEN_S1.index]
    s.deal_no, s.deck = s.deals, []
    s.hands = [mine, theirs]
    s.trick, s.pile, s.top_player = [(1, BLUE_M2.index)], [BLUE_M2.index], 1
    s.leader, s.current_player, s.phase = 1, 0, Phase.PLAY
    s.played = [c for c in range(64) if c not in (*mine, *theirs, BLUE_M2.index)]
    s.won = [30, 30]
    return s


def test_the_position_is_as_the_rules_say():
    # Rules: "Each following player plays any card: it goes on top of the trick pile if it is
    # stronger than the current top card, otherwise under the pile. Whoever played the top card
    # when all have played wins the trick, takes its cards, and leads the next trick".
    assert beats(RED_XL4, BLUE_M2) and beats(BLUE_L1, BLUE_M2)  # both take this trick
    assert beats(GREEN_S1, BLUE_L1) and beats(RED_XL4, GREEN_S1)  # only red XL4 takes the next


def test_wasting_the_strong_card_is_marked_with_the_cheaper_one_that_takes_the_trick_too():
    s = last_tricks()
    mark = mark_at(COACH, s, Play(RED_XL4.index))
    assert mark is not None and mark.better == Play(BLUE_L1.index)
    assert mark.better in s.legal_actions()
    assert (mark.played_value, mark.better_value) == (2.0, 4.0)  # the cards won by the end of the deal
    assert mark.gap > mark.noise
    assert mark.reason.startswith("Blue L1 does as well") and "red XL4" in mark.reason


def test_the_good_card_is_not_marked():
    assert mark_at(COACH, last_tricks(), Play(BLUE_L1.index)) is None


def test_a_review_is_the_same_for_the_same_seed():
    data = played_game("zoker_tiko", 3, seed=4)
    first = first_marks(COACH, data, 12, seed=9)
    assert first == first_marks(COACH, data, 12, seed=9)
    assert first and all(m.gap > m.noise and m.unit == "cards from this deal" for m in first)
    assert all(DECK[m.better.card] != DECK[m.played.card] for m in first)


def test_a_reason_starts_with_a_capital_and_writes_numbers_as_the_language_does():
    """Seen by hand: "blue L1 does as well ..." (a small letter) and "6.1 korttia" in Finnish."""
    from game.core.coach import review

    state = GAME.new(3, {}, 3)
    rng = random.Random(3)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    try:
        for lang in ("en", "fi"):
            set_language(lang)
            reasons = [m.reason for m in review(state.to_json(), 0)]
            assert reasons and all(r[0].isupper() for r in reasons), reasons
            if lang == "fi":
                assert not any(re.search(r"\d\.\d", r) for r in reasons), reasons
    finally:
        set_language("en")


def test_a_sure_thing_is_said_in_words_not_as_100_percent():
    """A play-tester: "won the trick in 100% of the deals the coach tried" read like a machine's."""
    from game.core.coach import Decision, Finding, Outcome

    s = GAME.new(2, {}, 0)
    seat = s.current_player
    assert not s.pile  # seat leads the first trick
    view, legal = s.view(seat), s.legal_actions()
    played, better = legal[0], legal[1]
    other = 1 - seat
    lost = tuple(float(p == other) for p in range(2))  # the other seat took it in every world
    won = tuple(float(p == seat) for p in range(2))
    mine = Outcome(played, [1.0, 1.0], [lost, lost])
    alt = Outcome(better, [3.0, 3.0], [won, won])
    finding = Finding(Decision(0, view, legal, played), mine, alt, 2.0, 0.1, [alt, mine], ["Anna", "Botti"])
    try:
        said = {"en": ("in every deal the coach tried", "would have won it every time"),
                "fi": ("jokaisessa valmentajan kokeilemassa jaossa", "voittanut sen joka kerta")}
        for lang, words in said.items():
            set_language(lang)
            reason = COACH.reason(finding)
            assert all(w in reason for w in words) and "100" not in reason, reason
    finally:
        set_language("en")
