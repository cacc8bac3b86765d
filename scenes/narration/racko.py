"""Racko in words: draws (a card drawn face down is never named), slots, discards, Racko!

The engine's events already hide what others may not see: a card taken from the draw pile is
None in them, so it is never named here, not even for the one who drew it (the rack shows it).
"""

from __future__ import annotations

from game.core.i18n import _
from game.racko import EndTurn
from scenes.narration.base import Context, points_line
from scenes.session import Move


def _place(ctx: Context, d: dict) -> str:
    p, card, old = d["player"], d["card"], d["replaced"]
    if card is None and old is None:
        if ctx.session.state.options.get("quick_deal") and _dealing(ctx):
            return ctx.say(
                p,
                _("You put a dealt card into slot {slot}."),
                _("{name} put a dealt card into slot {slot}."),
                slot=d["slot"],
            )
        return ctx.say(
            p,
            _("You put the card into slot {slot}."),
            _("{name} put the card into slot {slot}."),
            slot=d["slot"],
        )
    if card is None:
        return ctx.say(
            p,
            _("You put the card into slot {slot} and discarded {old}."),
            _("{name} put the card into slot {slot} and discarded {old}."),
            slot=d["slot"],
            old=old,
        )
    if old is None:
        return ctx.say(
            p,
            _("You put {card} into slot {slot}."),
            _("{name} put {card} into slot {slot}."),
            slot=d["slot"],
            card=card,
        )
    return ctx.say(
        p,
        _("You put {card} into slot {slot} and discarded {old}."),
        _("{name} put {card} into slot {slot} and discarded {old}."),
        slot=d["slot"],
        card=card,
        old=old,
    )


def _dealing(ctx: Context) -> bool:
    """Was this place a dealt card (quick deal), not a card taken on a turn? No draw since the round began."""
    for m in ctx.earlier():
        kinds = {e.kind for e in m.events}
        if "draw" in kinds:
            return False
        if "round" in kinds:
            return True
    return True


def narrate(ctx: Context, move: Move) -> list[str]:
    seat = move.seat if move.seat is not None else 0
    lines = []
    if isinstance(move.action, EndTurn):
        lines.append(ctx.say(seat, _("You did not call Racko."), _("{name} did not call Racko.")))
    for ev in move.events:
        d = ev.data
        if ev.kind == "round":
            lines.append(
                ctx.say(d["dealer"], _("Round {n}: you deal."), _("Round {n}: {name} deals."), n=d["round"])
            )
        elif ev.kind == "dealt":
            lines.append(_("The discard pile starts with {card}.").format(card=d["discard"]))
        elif ev.kind == "draw":
            if d["pile"] == "discard":
                lines.append(
                    ctx.say(
                        d["player"],
                        _("You took {card} from the discard pile."),
                        _("{name} took {card} from the discard pile."),
                        card=d["card"],
                    )
                )
            else:
                lines.append(
                    ctx.say(
                        d["player"], _("You drew from the draw pile."), _("{name} drew from the draw pile.")
                    )
                )
        elif ev.kind == "place":
            lines.append(_place(ctx, d))
        elif ev.kind == "discard":
            lines.append(
                ctx.say(
                    d["player"], _("You discarded {card}."), _("{name} discarded {card}."), card=d["card"]
                )
            )
        elif ev.kind == "racko":
            lines.append(
                ctx.say(d["player"], _("Racko! You won the round."), _("Racko! {name} won the round."))
            )
        elif ev.kind == "refill":
            lines.append(_("The discard pile was turned over as the new draw pile."))
        elif ev.kind == "round_over":
            if d["winner"] is None:
                lines.append(_("Round over: the turn limit was reached."))
            lines.append(_("Points this round: {points}.").format(points=points_line(ctx, d["points"])))
    return lines
