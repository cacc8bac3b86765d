"""Zoker Kubo in words: draws (counts only, a turn's in one line), cards placed, structures claimed,
stolen or lost, and why each round ended."""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.zoker.cards import card_name
from game.zoker.kubo.engine import STRUCTURES, Draw, Pass, Phase, structure_name
from scenes.narration.base import Context, points_line
from scenes.session import Move


def narrate(ctx: Context, move: Move) -> list[str]:
    seat, action = move.seat if move.seat is not None else 0, move.action
    lines = []
    if isinstance(action, Draw):  # with the card drawn as the turn began: one line for the turn's draws
        earlier = ctx.earlier()[:1]
        k = action.count + sum(ev.data["count"] for m in earlier for ev in m.events
                               if ev.kind == "draw" and ev.data["player"] == seat)
        lines.append(drew(ctx, seat, k))
    if isinstance(action, Pass):
        lines.append(ctx.say(seat, _("You passed."), _("{name} passed.")))
    for ev in move.events:
        d = ev.data
        if ev.kind == "draw" and not isinstance(action, Draw) and not choice_follows(ctx):
            lines.append(drew(ctx, d["player"], d["count"]))
        elif ev.kind == "place":  # the status's pattern, "Anna asettaa kortin: …", in Finnish
            lines.append(
                ctx.say(
                    d["player"],
                    _("You placed the {card}."),
                    _("{name} placed the {card}."),
                    card=card_name(d["card"]),
                )
            )
        elif ev.kind == "score":
            pts = d["points"]
            what = structure_name(d["structure"])
            if d["stolen"]:
                you = ngettext("You stole {what} for {n} point.", "You stole {what} for {n} points.", pts)
                other = ngettext(
                    "{name} stole {what} for {n} point.", "{name} stole {what} for {n} points.", pts
                )
            else:
                you = ngettext("You claimed {what} for {n} point.", "You claimed {what} for {n} points.", pts)
                other = ngettext(
                    "{name} claimed {what} for {n} point.", "{name} claimed {what} for {n} points.", pts
                )
            lines.append(ctx.say(d["player"], you, other, what=what, n=pts))
        elif ev.kind == "lost":
            kind = STRUCTURES[d["structure"]].kind
            lines.append(
                {
                    "line": _("Nobody claimed the line: it is lost."),
                    "diagonal": _("Nobody claimed the diagonal: it is lost."),
                }.get(kind, _("Nobody claimed the Zoker: it is lost."))
            )
        elif ev.kind == "end_turn":
            lines.append(ctx.say(d["player"], _("You ended your turn."), _("{name} ended the turn.")))
        elif ev.kind == "round_over":
            why = d.get("reason")
            if why == "zoker":
                lines.append(_("Round over: the Zoker was claimed."))
            elif why == "hand":
                lines.append(
                    ctx.say(
                        d["player"],
                        _("Round over: your hand is empty."),
                        _("Round over: {name}'s hand is empty."),
                    )
                )
            elif why == "full":
                lines.append(_("Round over: the top layer is full."))
            else:
                lines.append(_("Round over: a whole round went by with no card placed."))
            lines.append(_("Points this round: {points}.").format(points=points_line(ctx, d["points"])))
            if d["match_over"]:
                lines.append(_("The match is over."))
        elif ev.kind == "deal":
            lines.append(_("Round {n} begins.").format(n=d["round"]))
    return lines


def drew(ctx: Context, seat: int, k: int) -> str:
    if not k:
        return ctx.say(seat, _("You drew no cards."), _("{name} drew no cards."))
    you, other = (ngettext("You drew {k} card.", "You drew {k} cards.", k),
                  ngettext("{name} drew {k} card.", "{name} drew {k} cards.", k))
    return ctx.say(seat, you, other, k=k)


def choice_follows(ctx: Context) -> bool:
    """Whether the seat whose turn began in this move chooses next how many more cards to draw: its
    first card is then told with that choice. The next move says so; for the latest, the state does."""
    later = ctx.moves[ctx.index + 1 : ctx.index + 2]
    if later:
        return isinstance(later[0].action, Draw)
    state = getattr(ctx.session, "state", None)
    return state is not None and len(state.history) == ctx.index + 1 and state.phase == Phase.DRAW
