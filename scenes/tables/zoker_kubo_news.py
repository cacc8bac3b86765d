"""What the Kubo table tells of the moves: why a round ended, where a row's points rise from, and
which places the others filled since the person's last move.

`KuboNews` is a part of `ZokerKuboScene` (scenes/tables/zoker_kubo.py); it reads its session and view.
"""

from __future__ import annotations

from game.core.i18n import _
from game.zoker.kubo.engine import STRUCTURE_IDS, cell
from scenes.tables.recent import events_since_last


class KuboNews:
    """Read from the session's moves and their events; draws nothing."""

    def completing_place(self, structure: int) -> int:
        """The place of the structure's card placed last: its points rise from there (a claim or a
        steal, with sharp eyes, is a move of its own, after the placing)."""
        ids = STRUCTURE_IDS[structure]
        for move in reversed(self.session.moves):
            for ev in move.events:
                if ev.kind == "place" and cell(ev.data["card"]) in ids:
                    return cell(ev.data["card"])
        return ids[-1]

    def round_end_reason(self, view) -> str:
        """Why the round just ended, as the engine's `round_over` event says it: the seat whose turn it
        was (the last move's seat was a claim or a steal, with sharp eyes, not the one who emptied a hand)."""
        ended = next((ev.data for move in reversed(self.session.moves) for ev in move.events
                      if ev.kind == "round_over"), {})
        why, seat = ended.get("reason"), ended.get("player")
        if why == "zoker":
            return _("The Zoker is complete: the round is over.")
        if why == "hand" and seat is not None:
            you = _("Your hand is empty: the round is over.")
            other = _("{name}'s hand is empty: the round is over.")
            return self.session.phrase(seat, you, other)
        if why == "full":
            return _("The top layer is full: the round is over.")
        return _("The pile is empty and a whole round went by with no card placed: the round is over.")

    def recent_places(self) -> dict[int, int | None]:
        """Places filled by others since the viewer's last move (this round only): place → who."""
        placed: dict[int, int | None] = {}
        for _seat, ev in events_since_last(self.session, self.viewer):
            if ev.kind == "deal":
                placed.clear()
            elif ev.kind == "place":
                placed[cell(ev.data["card"])] = ev.data["player"]
        table = self.view().table
        return {i: p for i, p in placed.items() if table[i] is not None and i not in self.flying}
