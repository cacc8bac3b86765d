"""What the phone page is given to draw, per game (scenes/phones/present.py and its adapters)."""

from __future__ import annotations

import pytest

from scenes.phones.present import present
from scenes.session import Session
from tests.phones.helpers import seats


def test_a_racko_rack_names_each_slot_under_its_card():
    """"a rack of 10 slots per player, labelled 5, 10, …, 50 (slot 5 is nearest the player, slot 50
    farthest)": the order matters, so the page writes each slot's label under its card."""
    session = Session.start("racko", seats("phone", "easy"), None, seed=2, autosave=False)
    page = present(session, 0, 1)
    rack, slots = session.state.view(0).rack, range(5, 55, 5)
    assert [c["tag"] for c in page["hand"]] == [c["key"] for c in page["hand"]] == [str(s) for s in slots]
    assert [c["label"] for c in page["hand"]] == [f"Slot {s}: {v}" for s, v in zip(slots, rack, strict=True)]


def test_racko_discard_names_the_card_in_both_languages():
    from game.core.i18n import set_language
    from game.racko.engine import Draw

    session = Session.start("racko", seats("phone", "easy"), None, seed=2, autosave=False)
    session.state.current_player = 0
    session.state.apply(Draw("draw"))
    held = session.state.view(0).held
    try:
        for lang, want in (("en", f"Discard the {held}"), ("fi", f"Laita {held} poistopakkaan")):
            set_language(lang)
            labels = [a["label"] for a in present(session, 0, 1)["actions"]]
            assert want in labels, (lang, labels)
    finally:
        set_language("en")


def test_cards_without_a_caption_carry_none():
    session = Session.start("wizard", seats("phone", "easy", "easy"), None, seed=2, autosave=False)
    assert all("tag" not in c for c in present(session, 0, 1)["hand"])


def pegs_position(hand: list[str], mine: dict[int, int], theirs: dict[tuple[int, int], int]):
    """A four-seat Pegs and Jokers game, Anna (seat 0, a phone) to play `hand`, her pegs `mine`
    (peg → track hole, counted round) and others' `theirs` ((seat, peg) → track hole) out, the rest
    in start."""
    session = Session.start("pegs_and_jokers", seats("phone", "easy", "easy", "easy"), None, seed=4,
                            autosave=False)
    s = session.state
    s.pos = [[-1] * 5 for _ in range(4)]
    s.occ = [-1] * s.T
    for (seat, k), x in {**{(0, k): x for k, x in mine.items()}, **theirs}.items():
        s.pos[seat][k] = x % s.T
        s.occ[x % s.T] = seat * 5 + k
    s.current_player = s.playing_for = 0
    s.hands[0] = hand
    s._legal = None
    return session


def test_a_pegs_move_names_the_peg_by_its_place_and_says_what_it_does():
    """The pegs on the board carry no numbers and the holes none either: a move names the peg by its
    place from the front (nearest its home) and says how far it goes, into which home hole, and whom
    it sends away ("Landing on an opponent's peg sends it back to its start")."""
    from game.pegs.board import in_spot

    spot = in_spot(0)
    session = pegs_position(["5H", "3D", "2S", "7C", "8S", "X"], {0: spot - 3, 1: spot - 12},
                            {(1, 0): spot - 10, (2, 0): spot - 20})
    labels = [a["label"] for a in present(session, 0, 1)["actions"]]
    assert len(labels) == len(set(labels))
    for want in ("3♦: your front peg 3 forward",
                 "5♥: your front peg into home 2", "5♥: your front peg 5 forward",
                 "5♥: your second peg from the front 5 forward",
                 "2♠: your second peg from the front 2 forward — Robo's front peg goes back to start",
                 "7♣: your second peg from the front 3 forward; 4 left for another peg",
                 "7♣: your front peg into home 4", "7♣: your front peg into home 2; 2 left for another peg",
                 "8♠: your front peg 8 back",
                 "joker: your front peg jumps onto Robo's front peg",
                 "joker: a peg from start jumps onto Kone's front peg — it goes to its in-spot"):
        assert want in labels, (want, labels)
    assert not [label for label in labels if "hole" in label]


def test_every_pegs_move_on_a_phone_has_words_of_its_own_through_a_whole_game():
    """A phone chooses a move by its label: in every position of a whole game, in English and in
    Finnish, no two moves read alike."""
    import random

    from game.core.i18n import set_language

    try:
        for lang in ("en", "fi"):
            set_language(lang)
            session = Session.start("pegs_and_jokers", seats("phone", "easy", "easy", "easy"), None, seed=6,
                                    autosave=False)
            state, rng, turns = session.state, random.Random(6), 0
            while not state.is_over():
                labels = [a["label"] for a in present(session, state.current_player, 1)["actions"]]
                assert len(labels) == len(set(labels)) == len(state.legal_actions()), labels
                state.apply(rng.choice(state.legal_actions()))
                turns += 1
            assert turns > 500
    finally:
        set_language("en")


def test_the_clear_button_says_it_clears_the_selection_in_finnish():
    """"Tyhjennä" ("empty it") beside a Racko rack read as emptying a slot."""
    from game.core.i18n import set_language
    from scenes.phones.present import page_texts

    set_language("fi")
    try:
        assert page_texts()["clear"] == "Poista valinta"
    finally:
        set_language("en")


def test_only_a_phone_whose_pegs_are_all_home_is_told_whose_pegs_it_moves():
    """"A player whose five pegs are all home plays their cards for the next partner to their left
    who still has pegs out". Seen by a tester: Ben's phone said "You move: Anna's pegs" on Anna's turn."""
    session = pegs_position(["5H"], {0: 10}, {})
    rows = {row[0]: row[1] for row in present(session, 1, 1)["info"]}
    assert "You move" not in rows  # Ben's own pegs are all in start: he moves them
    s = session.state
    s.pos[2] = [s.T + h for h in range(5)]  # Cleo (Anna's partner) has every peg home
    rows = {row[0]: row[1] for row in present(session, 2, 1)["info"]}
    assert rows["You move"] == "Anna's pegs"
    assert "You move" not in {row[0] for row in present(session, 0, 1)["info"]}


def test_a_racko_card_from_the_discard_pile_is_not_offered_back():
    """"From the discard pile: it must replace one rack card" (rules): the phone's prompt
    said "Tap the slot for your card, or discard it." with no way to discard it."""
    import random

    from game.racko.engine import Draw

    session = Session.start("racko", seats("phone", "easy"), None, seed=2, autosave=False)
    state, rng = session.state, random.Random(1)
    while not (state.current_player == 0 and Draw("discard") in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    state.apply(Draw("discard"))
    page = present(session, 0, 1)
    assert page["status"] == "Tap the slot for your card: a card from the discard pile stays in your rack."
    assert not any("Discard" in a["label"] for a in page["actions"])
    state.apply(rng.choice(state.legal_actions()))  # placed; round on to a draw from the draw pile
    while not (state.current_player == 0 and Draw("draw") in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    state.apply(Draw("draw"))
    assert present(session, 0, 1)["status"] == "Tap the slot for your card, or discard it."


def test_a_gang_of_four_first_lead_says_the_multicoloured_1_goes_with_it():
    """"First hand: the holder of the multicoloured 1 leads, and the lead must contain it". Seen by a
    tester: a tap on the green 3 gave only "These cards make no move now."; the phone said it nowhere."""
    session = Session.start("gang_of_four", seats("phone", "easy", "easy", "easy"), None, seed=2,
                            autosave=False)
    state = session.state
    first = state.current_player
    session.seats[first].phone, session.seats[first].level = True, None
    assert state.view(first).must_lead == "M1"
    assert present(session, first, 1)["status"] == (
        "Your lead: tap cards that include the multicoloured 1, then Play.")


@pytest.mark.parametrize("game_id", ["wizard", "zoker_tiko"])
def test_between_tricks_a_phone_shows_the_last_trick_and_who_took_it(game_id):
    """Seen by a tester: the phone jumped from a full trick to an empty "Trick" box; the other cards
    and who took them never showed there. "The trick winner leads the next trick" (rules)."""
    import random

    options = {"rounds": "five"} if game_id == "wizard" else None
    session = Session.start(game_id, seats("phone", "easy", "easy"), options, seed=3, autosave=False)
    state, rng = session.state, random.Random(2)
    played = 0
    while played < 3:  # three whole tricks, checked after each
        trick = len(state.trick)
        state.apply(rng.choice(state.legal_actions()))
        if trick == state.players - 1 and state.phase == "play":
            page = present(session, 0, 1)
            last = [t for t in page["table"] if t["title"].startswith("Last trick: ")]
            winner = state.current_player
            assert last and last[0]["title"] == f"Last trick: {session.seats[winner].name} took it"
            assert len(last[0]["cards"]) == state.players
            played += 1
    state.apply(rng.choice(state.legal_actions()))  # the next trick begun: only it shows
    assert [t["title"] for t in present(session, 0, 1)["table"]][:1] == ["Trick"]
    assert not any(t["title"].startswith("Last trick") for t in present(session, 0, 1)["table"])


def test_a_wizard_bid_not_made_yet_reads_as_the_table_says_it():
    """Seen by a tester: the phone said "bid ?" where the table said "bid –" (not made yet)."""
    session = Session.start("wizard", seats("phone", "easy", "easy"), {"rounds": "five"}, seed=2,
                            autosave=False)
    state = session.state
    while state.phase != "bid":
        state.apply(state.legal_actions()[0])
    rows = dict(map(tuple, present(session, 0, 1)["info"]))
    assert rows["Anna"] == "bid –, tricks 0"
