"""Wizard in words: rounds, trump, bids (as the bid rules let this seat see them), cards, tricks, scores."""

from __future__ import annotations

from game.core.api import NextRound
from game.core.i18n import _, ngettext
from game.wizard.cards import SUIT_NAMES
from game.wizard.engine import Bid, Play
from scenes.narration.base import Context, points_line
from scenes.session import Move
from scenes.text.wizard_text import card_name


def round_header(ctx: Context, number: int) -> str:
    sizes = getattr(ctx.session.state, "sizes", ())
    n = sizes[number - 1] if 0 < number <= len(sizes) else number
    return ngettext("Round {r} ({n} card each).", "Round {r} ({n} cards each).", n).format(r=number, n=n)


def _round_moves(ctx: Context) -> list[Move]:
    """This round's moves up to and including this one, oldest first."""
    out = [ctx.moves[ctx.index]]
    for m in ctx.earlier():
        if isinstance(m.action, NextRound):
            break
        out.append(m)
    return out[::-1]


def _bids(ctx: Context) -> str:
    bids = [(m.seat, m.action.tricks) for m in _round_moves(ctx) if isinstance(m.action, Bid)]
    return ", ".join(_("{name} {points}").format(name=ctx.name(s), points=b) for s, b in bids)


def _bid_visible(ctx: Context, seat: int) -> bool:
    """Open bids are public; hidden and secret bids only to the bidder (until revealed below)."""
    o = ctx.options
    return seat == ctx.viewer or not (o.get("hidden_bids") or o.get("secret_bids"))


def narrate(ctx: Context, move: Move) -> list[str]:
    lines = [round_header(ctx, 1)] if ctx.index == 0 else []
    for ev in move.events:
        d = ev.data
        if ev.kind == "deal":
            lines.append(round_header(ctx, d["round"]))
        elif ev.kind == "trump":
            suit = _(SUIT_NAMES[d["suit"]])
            lines.append(
                ctx.say(
                    d["player"],
                    _("You chose {suit} as trump."),
                    _("{name} chose {suit} as trump."),
                    suit=suit,
                )
            )
        elif ev.kind == "bid":
            p, n = d["player"], d["tricks"]
            if _bid_visible(ctx, p):
                lines.append(
                    ctx.say(
                        p,
                        ngettext("You bid {n} trick.", "You bid {n} tricks.", n),
                        ngettext("{name} bid {n} trick.", "{name} bid {n} tricks.", n),
                        n=n,
                    )
                )
            else:
                lines.append(ctx.say(p, _("You have bid."), _("{name} has bid.")))
            bids_in = sum(isinstance(m.action, Bid) for m in _round_moves(ctx)) == ctx.players
            if bids_in and ctx.options.get("hidden_bids") and not ctx.options.get("secret_bids"):
                lines.append(_("All bids are in: {bids}.").format(bids=_bids(ctx)))
        elif ev.kind == "play":
            lines.append(
                ctx.say(
                    d["player"],
                    _("You played {card}."),
                    _("{name} played {card}."),
                    card=card_name(d["card"]),
                )
            )
        elif ev.kind == "trick":
            trick = [m for m in _round_moves(ctx) if isinstance(m.action, Play)][-ctx.players :]
            card = next((m.action.card for m in trick if m.seat == d["winner"]), None)
            if card is None:
                lines.append(ctx.say(d["winner"], _("You took the trick."), _("{name} took the trick.")))
            else:
                lines.append(
                    ctx.say(
                        d["winner"],
                        _("You took the trick with {card}."),
                        _("{name} took the trick with {card}."),
                        card=card_name(card),
                    )
                )
        elif ev.kind == "round_scored":
            if ctx.options.get("secret_bids"):
                lines.append(_("The bids were: {bids}.").format(bids=_bids(ctx)))
            lines.append(_("Round scored: {points}.").format(points=points_line(ctx, d["points"])))
    return lines
