"""Whose hand the table shows while a computer moves, at a screen shared by two people."""

from __future__ import annotations

from scenes.session import Seat, Session


def _play_until_ben_has_moved(session: Session) -> None:
    """Play (people take their first legal move) until Ben has just moved and a computer is next."""
    state = session.state
    while True:
        p = state.current_player
        seat = session.seats[p]
        if seat.human:
            action = state.legal_actions()[0]
        else:
            action = session.agents[p].choose(state.view(p), state.legal_actions(), session.agent_rngs[p])
        session.apply(action)
        if p == 2 and not session.seats[state.current_player].human:
            return


def test_a_resumed_game_shows_the_last_person_who_moved_while_a_computer_moves():
    """A save is a replay: its moves come back, and with them whose cards were last in view (not the
    first person's, whose hand would show without a curtain)."""
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Ben"), Seat("Robo", "easy")]
    session = Session.start("wizard", seats, seed=3, autosave=False)
    _play_until_ben_has_moved(session)
    assert session.viewer == 2
    resumed = Session.from_json(session.to_json())
    assert resumed.state.current_player == 3 and resumed.viewer == 2


def test_computers_opening_show_the_first_person_whose_turn_comes():
    """Gang of Four rule: "Direction: the first hand is played counter-clockwise". Robo leads, so
    Ben, on Robo's right, is the one whose cards the table holds meanwhile (not Anna, the first seat)."""
    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo", "easy"), Seat("Botti", "easy")]
    session = Session.start("gang_of_four", seats, seed=0, autosave=False)
    assert session.state.current_player == 2 and session.viewer == 1


def test_between_rounds_the_screen_stays_with_the_person_who_holds_it():
    """Zoker Kubo: the round ends when a player runs out of cards, the others still holding theirs,
    and the next round's first player presses on. That seat is no turn: the table kept showing its
    hand face up behind the round's sheet, to whoever held the screen. It stays with its holder."""
    from game.core.api import ROUND_OVER

    seats = [Seat("Anna"), Seat("Ben"), Seat("Botti", "easy")]
    session = Session.start("zoker_kubo", seats, seed=2, autosave=False)
    state = session.state
    while state.phase != ROUND_OVER:
        p = state.current_player
        agent = session.agents[p] or session.game.agents()["easy"]()
        session.apply(agent.choose(state.view(p), state.legal_actions(), session.agent_rngs[p]))
    assert state.current_player == 1 and state.hands[1]  # Ben presses on, his cards still in hand
    session.shown_to = 0  # the curtain last handed the screen to Anna
    assert session.viewer == 0
