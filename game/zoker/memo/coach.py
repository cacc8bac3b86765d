"""The coach for Zoker Memo: a memory game is about remembering, so each card the seat could turn
up is valued by the pairs a perfect memory of every card turned up so far takes in the rest of
this turn, less the pairs the others take, remembering as well, before the seat's next turn (the
cards nobody has seen are dealt at random in each world); the reason says what the seat had seen
and where."""

from __future__ import annotations

import random

from game.core.coach import Finding, GameCoach, lead
from game.core.i18n import N_, _, ngettext, number, sentence
from game.zoker.cards import card_name
from game.zoker.memo.engine import Hide, MemoState, MemoView, Phase, Reveal, is_pair


def known_places(view: MemoView) -> dict:
    """Every card on the table that has been turned up, by place (the two of a miss too)."""
    known = view.known()
    if view.phase == Phase.MISS:
        known.update((p, view.places[p]) for p in view.face_up)
    return known


def place_name(view: MemoView, place: int) -> str:
    """"row 2, column 3", or an extra place beside the grid by its number."""
    size = view.rows * view.cols
    if place < size:
        return _("row {r}, column {c}").format(r=place // view.cols + 1, c=place % view.cols + 1)
    return _("extra place {n}").format(n=place - size + 1)


def turns_ago(view: MemoView, place: int) -> int:
    """How many turns ago the card now at `place` was last turned up: the misses since its try
    (reveals come in tries of two; a miss ends a turn)."""
    seen = view.seen
    last = max(i for i, (p, _c) in enumerate(seen) if p == place)
    misses = 0
    for t in range(last - last % 2, len(seen) - 1, 2):
        misses += not view.is_pair(seen[t][1], seen[t + 1][1])
    return misses


def first_card(view: MemoView):
    """The card already face up in this try, or None for the try's first card."""
    return view.places[view.face_up[0]] if view.phase == Phase.REVEAL and view.face_up else None


class PerfectMemory:
    """The rest of one seat's turn in a world, remembering every card turned up (never a peek)."""

    def __init__(self, world: MemoState, rng: random.Random):
        self.world, self.rng = world, rng
        self.known = {p: c for p, c in world.seen if world.places[p] == c}

    def reveal(self) -> Reveal:
        w = self.world
        down = [i for i, c in enumerate(w.places) if c is not None and i not in w.face_up]
        known = [q for q in down if self.known.get(q) == w.places[q]]
        if w.face_up:
            first = w.places[w.face_up[0]]
            match = next((q for q in known if is_pair(first, self.known[q], w.easy)), None)
            if match is not None:
                return Reveal(match)
        else:
            for i, q in enumerate(known):
                if any(is_pair(self.known[q], self.known[r], w.easy) for r in known[i + 1:]):
                    return Reveal(q)
        unknown = [q for q in down if q not in known]
        return Reveal(self.rng.choice(unknown) if unknown else down[0])

    def play_turn(self, seat: int) -> None:
        """The rest of `seat`'s turn (a miss still showing is turned face down first)."""
        w = self.world
        if w.phase == Phase.MISS and w.current_player == seat:
            w._apply(Hide())
        while w.phase == Phase.REVEAL and w.current_player == seat:
            action = self.reveal()
            w._apply(action)
            self.known[action.place] = w.places[action.place]

    def play_round(self, seat: int) -> None:
        """The rest of `seat`'s turn, then every other seat's turn until `seat` is to move again."""
        w = self.world
        self.play_turn(seat)
        while w.current_player is not None and w.current_player != seat:
            self.play_turn(w.current_player)


class MemoCoach(GameCoach):
    # the pairs won by the seat's next turn less the others': a gain, not a standing (a play-tester
    # read "1.3 pairs behind" as the score while three pairs ahead)
    unit = N_("more pairs than the others")
    unit_behind = N_("fewer pairs than the others")
    next_turn = True
    worlds = 32

    def examines(self, view: MemoView, legal: list) -> bool:
        return view.phase in (Phase.REVEAL, Phase.MISS) and len(legal) > 1

    def candidates(self, view: MemoView, legal: list, played) -> list:
        """The known places that make a pair (with the card face up, or with another known card),
        one other known place and one place nobody has seen (such places are all alike to a
        memory): the played one stands for its kind. Turning a miss face down is no choice of card."""
        if isinstance(played, Hide):
            return [played]
        known = known_places(view)
        first = first_card(view)
        open_ = [a.place for a in legal if isinstance(a, Reveal)]
        if first is not None:
            pairs = [p for p in open_ if p in known and view.is_pair(first, known[p])]
        else:
            pairs = [p for p in open_ if p in known
                     and any(q != p and view.is_pair(known[p], c) for q, c in known.items())]
        chosen = list(pairs)
        others = [p for p in open_ if p in known and p not in pairs]
        for kind in (others, [p for p in open_ if p not in known]):
            if kind and played.place not in kind:
                chosen.append(kind[0])
        return [Reveal(p) for p in chosen]

    def start(self, world: MemoState, seat: int) -> list[int]:
        return [len(pile) for pile in world.piles]

    def playout(self, world: MemoState, seat: int, rng: random.Random) -> None:
        PerfectMemory(world, rng).play_round(seat)

    def value(self, world: MemoState, seat: int, start: list[int]) -> float:
        """The seat's pairs in the rest of its turn less the pairs the others take before its next
        turn: a known pair left on the table, or a card shown to the others, is theirs to take."""
        gained = [(len(pile) - was) / 2 for pile, was in zip(world.piles, start, strict=True)]
        return gained[seat] - (sum(gained) - gained[seat])

    def reason(self, finding: Finding) -> str:
        return sentence(self.words(finding))

    def words(self, finding: Finding) -> str:
        """The reason, before its first letter is made a capital."""
        view = finding.decision.view
        played, better = finding.played.action.place, finding.better.action.place
        known = known_places(view)
        first = first_card(view)
        names = {"pv": number(finding.played.value, 1), "bv": number(finding.better.value, 1),
                 "there": place_name(view, better), "here": place_name(view, played)}
        if first is not None and better in known and view.is_pair(first, known[better]):
            k = turns_ago(view, better)
            return ngettext("{first} pairs with {card}: you had seen it last turn, at {there}.",
                            "{first} pairs with {card}: you had seen it {k} turns ago, at {there}.", k
                            ).format(first=card_name(first), card=card_name(known[better]), k=k, **names)
        if first is None and better in known:
            mate = next((q for q in known if q != better and view.is_pair(known[better], known[q])), None)
            if mate is not None:
                return _("You knew a pair: {a} at {there} and {b} at {place}.").format(
                    a=card_name(known[better]), b=card_name(known[mate]), place=place_name(view, mate),
                    **names)
        if first is not None and played in known:
            return _("You had seen that {card} at {here} does not pair with {first}; a card nobody has "
                     "seen might have.").format(
                card=card_name(known[played]), first=card_name(first), **names)
        if played in known and better not in known:
            return _("{card} at {here} has no pair you know of: a card nobody has seen, such as the one "
                     "at {there}, gives more chances.").format(
                card=card_name(known[played]), **names)
        pairs = (_("{n} more pairs than the others"), _("{n} fewer pairs than the others"),
                 _("as many pairs as the others"))
        return _("On average you win {bv} by your next turn after the card at {there}, {pv} after the one "
                 "at {here}.").format(**names | {"bv": lead(finding.better.value, *pairs),
                                                 "pv": lead(finding.played.value, *pairs)})


COACH = MemoCoach("zoker_memo")
