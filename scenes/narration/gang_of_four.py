"""Gang of Four in words: the exchange (public by the rules), combinations, passes, last-card calls,
who won each hand and the penalty points."""

from __future__ import annotations

from game.core.i18n import _, join_names
from scenes.narration.base import Context, between
from scenes.session import Move
from scenes.text.gang_of_four_text import card_name, describe


def narrate(ctx: Context, move: Move) -> list[str]:
    lines = []
    for ev in move.events:
        d = ev.data
        if ev.kind == "dealt":
            lines.append(_("Hand {n} is dealt.").format(n=d["hand"]))
        elif ev.kind == "gift":
            lines.append(
                between(
                    ctx.session,
                    d["loser"],
                    d["winner"],
                    _("You gave your highest card, {card}, to {other} in the exchange."),
                    _("{other} gave their highest card, {card}, to you in the exchange."),
                    _("{giver} gave their highest card, {card}, to {taker} in the exchange."),
                    card=card_name(d["card"]),
                )
            )
        elif ev.kind == "exchanged":
            lines.append(
                between(
                    ctx.session,
                    d["winner"],
                    d["loser"],
                    _("You gave {card} back to {other} in the exchange."),
                    _("{other} gave {card} back to you in the exchange."),
                    _("{giver} gave {card} back to {taker} in the exchange."),
                    card=card_name(d["returned"]),
                )
            )
        elif ev.kind == "played":
            lines.append(
                ctx.say(
                    d["player"],
                    _("You played {combo}."),
                    _("{name} played {combo}."),
                    combo=describe(d["cards"]),
                )
            )
        elif ev.kind == "passed":
            lines.append(ctx.say(d["player"], _("You passed."), _("{name} passed.")))
        elif ev.kind == "one_card":
            if d["announced"]:
                lines.append(
                    ctx.say(
                        d["player"],
                        _("You said \u201cone card\u201d."),
                        _("{name} said \u201cone card\u201d."),
                    )
                )
            else:
                lines.append(
                    ctx.say(
                        d["player"],
                        _("You forgot to say \u201cone card\u201d: 1 penalty point."),
                        _("{name} forgot to say \u201cone card\u201d: 1 penalty point."),
                    )
                )
        elif ev.kind == "trick_won":
            lines.append(
                ctx.say(
                    d["player"],
                    _("Everybody else passed: you lead."),
                    _("Everybody else passed: {name} leads."),
                )
            )
        elif ev.kind == "lead_passed":
            lines.append(
                ctx.say(
                    d["player"],
                    _("You may not play your last card: the lead passes on."),
                    _("{name} may not play their last card: the lead passes on."),
                )
            )
        elif ev.kind == "hand_over":
            lines.append(
                ctx.say(
                    d["winner"],
                    _("You ran out of cards and won the hand."),
                    _("{name} ran out of cards and won the hand."),
                )
            )
            pts = ", ".join(
                _("{name} {points}").format(name=ctx.name(i), points=p) for i, p in enumerate(d["points"])
            )
            lines.append(_("Penalty points: {points}.").format(points=pts))
        elif ev.kind == "game_over":
            winners = d["winners"]
            if len(winners) == 1:
                lines.append(ctx.say(winners[0], _("You won the game."), _("{name} won the game.")))
            else:
                lines.append(
                    _("Shared win: {names}.").format(names=join_names([ctx.name(w) for w in winners]))
                )
    return lines
