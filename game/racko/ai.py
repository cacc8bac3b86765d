"""Racko computer players: easy (zones, loose), normal (slot targets), hard (expected draws to finish)."""

from __future__ import annotations

import random

from game.core.api import Action
from game.racko.engine import CallRacko, Discard, Draw, EndTurn, NextRound, Phase, Place, RackoView
from game.racko.kernels import SLOTS, bonus, is_racko, longest_consecutive

INF = float("inf")
POWER = 5  # gaps fill side by side: a soft maximum of their waits, not their sum
HARMONIC = [0.0]
for _n in range(1, 64):
    HARMONIC.append(HARMONIC[-1] + 1 / _n)


def zone(card: int, top: int) -> int:
    """The slot index (0 = slot 5) a card belongs to if the numbers were spread evenly."""
    return min(len(SLOTS) - 1, (card - 1) * len(SLOTS) // top)


def placed(rack: tuple, slot: int, card: int) -> tuple:
    i = SLOTS.index(slot)
    return rack[:i] + (card,) + rack[i + 1:]


def card_in_hand(view: RackoView) -> int | None:
    return view.incoming if view.phase == Phase.DEAL else view.held


STUCK_TURNS = 40  # a round this long means racks block each other: shake loose now and then


def pick_simple(view: RackoView, legal: list[Action], rng: random.Random) -> Action | None:
    """The moves with no choice in them, and a random one now and then in a deadlocked round."""
    if len(legal) == 1:
        return legal[0]
    if NextRound() in legal:
        return NextRound()
    if view.turns and view.turns[view.player] > STUCK_TURNS and rng.random() < 0.25:
        return rng.choice(legal)
    return None


# --------------------------------------------------------------------------- easy and normal


def slot_score(rack: tuple, top: int, runs: str) -> float:
    """Cards in their zone count most, then neighbours in order (and runs when they count)."""
    score = 0.0
    for i, card in enumerate(rack):
        if card is None:
            continue
        if zone(card, top) == i:
            score += 3
        if i and rack[i - 1] is not None and rack[i - 1] < card:
            score += 1
    if runs == "needed":  # the two-player rule: a run of three is worth breaking zones for
        score += 4 * min(longest_consecutive(rack), 3)
    elif runs == "bonus":
        score += min(longest_consecutive(rack), 6)
    return score


class NormalAgent:
    """A sound slot-target heuristic: put each card where it raises the rack score most."""

    noise = 0.0  # easy plays the same idea with a shaky hand

    def choose(self, view: RackoView, legal: list[Action], rng: random.Random) -> Action:
        simple = pick_simple(view, legal, rng)
        if simple is not None:
            return simple
        if CallRacko() in legal:
            return CallRacko()
        runs = "needed" if view.options["two_player_rule"] else "bonus" if view.options["bonus"] else ""
        rack, top = view.rack, view.top
        now = slot_score(rack, top, runs)
        if view.phase == Phase.DRAW:
            if Draw("discard") in legal:
                gain = max(slot_score(placed(rack, s, view.discard[-1]), top, runs) for s in SLOTS) - now
                if gain >= 2 and rng.random() >= self.noise:
                    return Draw("discard")
            return Draw("draw")
        card = card_in_hand(view)
        places = [a for a in legal if isinstance(a, Place)]
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        best = max(places, key=lambda a: (slot_score(placed(rack, a.slot, card), top, runs), -a.slot))
        if Discard() in legal and slot_score(placed(rack, best.slot, card), top, runs) <= now:
            return Discard()
        return best


class EasyAgent(NormalAgent):
    """Plausible but loose: the normal idea, with a random move now and then."""

    noise = 0.2


# --------------------------------------------------------------------------- hard


class Planner:
    """Expected draws to finish a rack: keep an ascending chain, fill the gaps from unseen cards.

    A gap of m slots between kept numbers a < b needs m of the k still-available numbers
    between them; drawing them takes about pool × (H(k) − H(k − m)) draws.
    """

    def __init__(self, view: RackoView):
        self.top = view.top
        avail = set(view.unseen()) | set(view.discard) | set(view.draw_pile or ())
        self.pool = max(1, len(avail))
        self.below = [0] * (self.top + 2)  # below[v]: available numbers < v
        for v in range(1, self.top + 2):
            self.below[v] = self.below[v - 1] + (1 if (v - 1) in avail else 0)

    def gap(self, a: int, b: int, m: int) -> float:
        if a >= b:
            return INF
        if m == 0:
            return 0.0
        k = self.below[b] - self.below[a + 1]
        if k < m:
            return INF
        return (self.pool * (HARMONIC[k] - HARMONIC[k - m])) ** POWER

    def ends(self, rack: tuple) -> tuple[list, list, list]:
        """Extended rack (0 … top+1) with best chain costs from the start and to the end."""
        ext = [0, *rack, self.top + 1]
        n = len(ext)
        f = [INF] * n
        f[0] = 0.0
        for j in range(1, n):
            if ext[j] is None:
                continue
            f[j] = min((f[i] + self.gap(ext[i], ext[j], j - i - 1) for i in range(j) if f[i] < INF
                        and ext[i] is not None), default=INF)
        g = [INF] * n
        g[-1] = 0.0
        for i in range(n - 2, -1, -1):
            if ext[i] is None:
                continue
            g[i] = min((self.gap(ext[i], ext[j], j - i - 1) + g[j] for j in range(i + 1, n) if g[j] < INF
                        and ext[j] is not None), default=INF)
        return ext, f, g

    def cost(self, rack: tuple) -> float:
        return self.ends(rack)[1][-1] ** (1 / POWER)

    def costs_with(self, rack: tuple, cards: list[int]) -> dict[int, float]:
        """For each card, the best cost after placing it anywhere (or keeping the rack)."""
        ext, f, g = self.ends(rack)
        n = len(ext)
        skip = []
        for p in range(1, n - 1):
            skip.append(min((f[i] + self.gap(ext[i], ext[j], j - i - 1) + g[j]
                             for i in range(p) if f[i] < INF
                             for j in range(p + 1, n) if g[j] < INF), default=INF))
        out = {}
        for x in cards:
            best = f[-1]
            for p in range(1, n - 1):
                left = min((f[i] + self.gap(ext[i], x, p - i - 1) for i in range(p)
                            if f[i] < INF and ext[i] < x), default=INF)
                if left >= best:
                    continue
                right = min((self.gap(x, ext[j], j - p - 1) + g[j] for j in range(p + 1, n)
                             if g[j] < INF and x < ext[j]), default=INF)
                best = min(best, skip[p - 1], left + right)
            out[x] = best ** (1 / POWER)
        return out


class HardAgent:
    """Minimises the expected draws to a Racko, with the unseen cards as the odds."""

    patience = 12  # Bonus Racko: turns to keep building a run before calling regardless

    def choose(self, view: RackoView, legal: list[Action], rng: random.Random) -> Action:
        simple = pick_simple(view, legal, rng)
        if simple is not None:
            return simple
        rack = view.rack
        if CallRacko() in legal:
            if not self.wait_for_run(view):
                return CallRacko()
            if EndTurn() in legal:
                return EndTurn()
        plan = Planner(view)
        if view.phase == Phase.DRAW:
            return self.choose_pile(view, legal, plan)
        card = card_in_hand(view)
        options = [(self.value(view, plan, rack), Discard())] if Discard() in legal else []
        for a in legal:
            if isinstance(a, Place):
                options.append((self.value(view, plan, placed(rack, a.slot, card)), a))
        return min(options, key=lambda o: o[0])[1]

    def wait_for_run(self, view: RackoView) -> bool:
        """Bonus Racko: hold the call while a longer run is still likely to pay."""
        return view.options["bonus"] and longest_consecutive(view.rack) < 4 \
            and view.turns[view.player] < self.patience

    def value(self, view: RackoView, plan: Planner, rack: tuple) -> float:
        """Expected draws to finish, less what a consecutive run is worth when it counts."""
        if view.options["bonus"] and is_racko(view.rack):  # never break a callable rack
            if not is_racko(rack):
                return INF
            return -bonus(longest_consecutive(rack)) - longest_consecutive(rack)
        cost = plan.cost(rack)
        run = longest_consecutive(rack)
        if view.options["two_player_rule"]:
            cost += (3 - min(3, run)) * plan.pool * 0.5
        if view.options["bonus"]:
            cost -= bonus(run) / 25
        return cost

    def choose_pile(self, view: RackoView, legal: list[Action], plan: Planner) -> Action:
        if Draw("discard") not in legal:
            return Draw("draw")
        rack = view.rack
        top = view.discard[-1]
        take = min(self.value(view, plan, placed(rack, s, top)) for s in SLOTS)
        keep = self.value(view, plan, rack)
        if take >= keep:
            return Draw("draw")
        return Draw("discard") if take < self.draw_expected(view, plan, keep) else Draw("draw")

    def draw_expected(self, view: RackoView, plan: Planner, keep: float) -> float:
        """The rack's expected value after a blind draw placed at best (`keep`: its value now);
        INF when no card can come (nothing unseen)."""
        rack = view.rack
        candidates = [view.draw_pile[-1]] if view.draw_pile else view.unseen()
        if not candidates:
            return INF
        raw = plan.cost(rack)
        best = plan.costs_with(rack, candidates)
        return keep + sum(min(best[c], raw) - raw for c in candidates) / len(candidates)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent}
