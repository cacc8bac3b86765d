"""Zoker Memo in words: cards turned up (public), pairs found, misses and why, refills."""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.zoker.cards import card_name, describe_common, no_pair_reason
from game.zoker.memo.engine import Hide
from scenes.narration.base import Context
from scenes.session import Move


def narrate(ctx: Context, move: Move) -> list[str]:
    seat = move.seat if move.seat is not None else 0
    lines = []
    if isinstance(move.action, Hide):
        lines.append(
            ctx.say(seat, _("You turned the cards face down."), _("{name} turned the cards face down."))
        )
    for ev in move.events:
        d = ev.data
        if ev.kind == "reveal":
            lines.append(
                ctx.say(
                    d["player"],
                    _("You turned up {card}."),
                    _("{name} turned up {card}."),
                    card=card_name(d["card"]),
                )
            )
        elif ev.kind == "pair":
            a, b = d["cards"]
            lines.append(
                ctx.say(
                    d["player"],
                    _("You found a pair: {a} and {b} ({common})."),
                    _("{name} found a pair: {a} and {b} ({common})."),
                    a=card_name(a),
                    b=card_name(b),
                    common=describe_common(a, b),
                )
            )
        elif ev.kind == "miss":
            a, b = d["cards"]
            lines.append(no_pair_reason(a, b))
        elif ev.kind == "refill":
            k = len(d["places"])
            lines.append(
                ngettext(
                    "{k} new card was dealt to the table.", "{k} new cards were dealt to the table.", k
                ).format(k=k)
            )
        elif ev.kind == "extra_place":
            lines.append(_("No pair was left: a card was added beside the table."))
        elif ev.kind == "game_over":
            lines.append(_("Game over: no pairs are left."))
    return lines
