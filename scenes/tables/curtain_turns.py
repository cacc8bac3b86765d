"""People at one screen: the curtain that hides the table's hand until its person is there.

`CurtainTurns` is a part of `TableScene` (scenes/tables/table.py): after each move (and when a
game or round opens) `curtain_if_needed` pushes a `CurtainScene` when the hand the table is about to
show belongs to another person than the last one who saw theirs.
"""

from __future__ import annotations

from game.core.api import ROUND_OVER
from game.core.i18n import N_, _
from scenes.screens.curtain import CurtainScene


class CurtainTurns:
    """Which person last saw their hand (`last_human`; -1: nobody yet), the curtain between them,
    and whether the hand is covered while computers play (`hand_covered`)."""

    last_human: int | None = None
    hand_covered = False
    curtain_due = False  # a curtain waits for the trick the computers ended to be seen (`update`)

    def curtain_if_needed(self, first: bool = False) -> None:
        seat_index = self.state.current_player
        humans = self.session.humans
        was_covered, self.curtain_due = self.hand_covered, False
        self._cover_hand(False)
        if seat_index is None or not self.hides_hands or len(humans) < 2 or self.state.phase == ROUND_OVER:
            return  # the round's sheet is for everyone: the curtain comes with the next deal
        if first:
            self.last_human = -1  # nobody's hand has been shown yet
        title = None
        if not self.session.seats[seat_index].human:
            # computers move next (or open a game or a round): the hand shown meanwhile is the next
            # person's, behind the curtain at once, not the hand of the person who just moved
            seat_index, title = self.session.next_person(seat_index), N_("{name}'s cards")
            if seat_index is None or self._nothing_to_show(seat_index):
                return
            if not self.session.next_person_known(self.state.current_player):
                # the computers may end a trick, whose winner leads: nobody is called to the screen
                # for nothing; the hand is covered while they play and the curtain waits for the turn
                self._cover_hand(True)
                return
        if self.last_human is not None and self.last_human != seat_index:
            if was_covered and self.busy():  # the trick's end stays in sight before the screen is passed
                self._cover_hand(True)
                self.curtain_due = True
                return
            self.manager.push(
                CurtainScene(self.app, self.session.seats[seat_index].name, self._curtain_lifted,
                             on_menu=self._curtain_menu, title=title, on_rules=self.open_rules,
                             news=self.curtain_news())
            )
        self.last_human = self.session.shown_to = seat_index

    def _cover_hand(self, covered: bool) -> None:
        if covered != self.hand_covered:
            self.hand_covered = covered
            self.invalidate()

    def _nothing_to_show(self, seat: int) -> bool:
        """The person's hand is empty (Wizard's last trick of a round, the computers still to play):
        a curtain for them showed nothing, and the round's sheet came after it."""
        hand = getattr(self.state.view(seat), "hand", None)
        return hand is not None and len(hand) == 0

    def _curtain_menu(self) -> None:
        from scenes.screens.pause import ask_quit_to_menu

        ask_quit_to_menu(self.app, self)

    def _curtain_lifted(self) -> None:
        self.sync(None)
        self.invalidate()

    def waiting_line(self) -> str:
        """'Waiting for Ben.' while a person on a phone is to move, else "": the seat's gold ring alone
        is easy to miss, and a phone's code may cover that seat. Nobody is waited for in a replay."""
        seat = self.state.current_player
        if seat is None or self.replaying or not self.session.seats[seat].phone:
            return ""
        return _("Waiting for {name}.").format(name=self.session.seats[seat].name)
