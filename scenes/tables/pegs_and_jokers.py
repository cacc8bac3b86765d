"""The Pegs and Jokers table: pick a card, then drag (or click) a glowing peg to a hole that lights up.

The board (from the map, turned so the viewer's side is at the bottom) fills the left of the
table; the two teams, the draw and discard piles, the messages and the viewer's hand fill the
right column. Every target comes from `legal_actions()`: a selected card lights the pegs it can
move, a held peg lights the holes it may reach (home and round the track both, when both are
legal). A 7 moved part of the way leaves the rest for another peg; when no card can move, a
card goes to the discard pile. Moves walk hole by hole; bumped pegs fly back.

The scene, its sprites and input live here; `pegs_hand` (the hand's cards, selecting and
discarding one), `pegs_layout` (the hand's fan, the tutorial's zones) and `pegs_draw` (drawing the
table) are mixins beside it.
"""

from __future__ import annotations

import random

import pygame

from game.core.i18n import N_, _, ngettext
from game.pegs.cards import FORWARD, JOKER, SPLIT_RANK
from game.pegs.engine import Discard, Move, Phase, SplitRest
from scenes.kit import resources as res
from scenes.kit.cards import SNAP, hand_keys, hover_topmost
from scenes.kit.drag import DragController, Held
from scenes.tables.pegs_board import (
    FLIGHT,
    MOUSE_REACH,
    STEP_TIME,
    TOUCH_REACH,
    BoardLayout,
    PegSprite,
    nearest,
    walk,
)
from scenes.tables.pegs_draw import PegsDrawing
from scenes.tables.pegs_hand import PegsHand
from scenes.tables.pegs_layout import PegsLayout
from scenes.tables.pegs_look import PEG_COLOURS
from scenes.tables.table import TableScene
from scenes.text.pegs_text import card_label, face


class PegDrag(DragController):
    """The drag controller, forgiving: holes are ~21 px apart on the 8-player board.

    A click or release lands on the lit hole nearest the pointer within `reach()` (a finger's,
    after a touch press: `touch` is set from the event), not only on the one exactly under it.
    """

    touch = False
    centres: dict[str, tuple[float, float]] = {}

    def reach(self) -> float:
        return TOUCH_REACH if self.touch else MOUSE_REACH

    def _target_at(self, pos, held: Held | None) -> str | None:
        exact = super()._target_at(pos, held)
        if exact is not None:
            return exact
        return nearest(pos, {t: self.centres[t] for t in self.targets if t in self.centres}, self.reach())


class PegsScene(PegsHand, PegsLayout, PegsDrawing, TableScene):
    """Pegs and Jokers for 4, 6 or 8 seats in two teams, people and computers."""

    game_id = "pegs_and_jokers"
    news = ("status", "detail")
    blurb = N_("Race your pegs round the board and home, with your partners; jokers jump, eights go back.")
    default_players = 4
    hides_hands = True
    stat_note = N_("Best and Average: your team's pegs home, and 10 more for a win.")
    # phone codes over the team panels and the pile counts (the top bar's chips count pegs home too);
    # the board, the piles, the status and the hand stay free
    phone_areas = (pygame.Rect(1536, 108, 360, 432), pygame.Rect(1160, 108, 360, 244))
    partial_redraw = True
    screenshot_moves = 40

    @classmethod
    def menu_icon(cls):
        return res.scaled(face("X"), (64, 90))

    def __init__(self, app, session):
        self.sprites: dict = {}
        self.layout: BoardLayout | None = None
        self.card_index: int | None = None  # the selected hand card
        self.key_card: int | None = None  # where Left and Right stopped, also at a card that cannot move
        # a hand card pressed while it may be discarded: [sprite, press point, home, was selected, moved]
        self.card_drag: list | None = None
        self.focus_index = -1  # keyboard: which of the selected card's moves is shown
        self.dropped: tuple[int, int] | None = None  # the peg just dropped on its hole (snaps, no walk)
        self.status = ""
        self.detail = ""
        self.last_cards: dict[int, str] = {}  # the card each seat played last
        self.trails: dict[int, tuple] = {}  # mover -> ((colour seat, holes), …): its last move, faintly
        self.drag = PegDrag(self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion)
        super().__init__(app, session)

    # ------------------------------------------------------------------ view → sprites

    def seat_name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def sync(self, events) -> None:
        view = self.view()
        self.drag.cancel()
        if self.card_drag is not None:  # the table changed under a held card: it takes its new place
            self.card_drag[0].dragging = False
            self.card_drag = None
        if self.layout is None or self.layout.viewer != self.viewer or self.layout.players != view.players:
            self.layout = BoardLayout(view.players, self.viewer)
            self.sprites = {}
        m = self.motion() if events else 0.0
        old = {k: s.pos for k, s in self.sprites.items() if k[0] == "peg"}
        self._place_pegs(view)
        self._place_hand(view, m)
        if events:
            self._animate(view, events, m, old)
        else:  # resumed, undone or jumped to: each seat's last card and way, from the last moves
            self.last_cards, self.trails = {}, {}
            for move in self.session.moves[-3 * view.players:]:  # everyone's turn, a split 7's both parts
                for ev in move.events:
                    if ev.kind == "move":
                        d = ev.data
                        self._remember(ev, walk(view.players, d["seat"], d["from"], d["to"], d["steps"]))
                    elif ev.kind == "discard":
                        self._remember(ev)
        self.dropped = None
        # after any move the selection goes: the card is played, and at one screen the next hand
        # may be another person's, whose card at that place nobody chose
        if events or not self.my_turn() or view.phase == Phase.SPLIT or (
                self.card_index is not None and self.card_index >= len(view.hand)):
            self.card_index = self.key_card = None
        self.focus_index = -1
        self._light()

    def _place_pegs(self, view) -> None:
        lay = self.layout
        for seat, holes in enumerate(view.pegs):
            for k, hole in enumerate(holes):
                key = ("peg", seat, k)
                sprite = self.sprites.get(key)
                if sprite is None:
                    sprite = self.sprites[key] = PegSprite(seat, k, lay.peg_pos(hole), lay.peg_size)
                sprite.hole = hole
                sprite.finish()
                sprite.pos = lay.peg_pos(hole)
                sprite.dragging = False

    def _animate(self, view, events, m: float, old: dict) -> None:
        """Walk the moved peg hole by hole from where it was, then fly the bumped pegs; say what happened."""
        lay = self.layout
        arrive = 0.0
        lines: list[str] = []
        for ev in events:
            d = ev.data
            if ev.kind == "move":
                sprite = self.sprites[("peg", d["seat"], d["peg"])]
                sprite.pos = old.get(sprite.key, sprite.pos)
                path = walk(view.players, d["seat"], d["from"], d["to"], d["steps"])
                if self.dropped == (d["seat"], d["peg"]):  # dropped there by hand: it snaps into the hole
                    sprite.fly(lay.peg_pos(d["to"]), SNAP * m)
                    arrive = SNAP * m
                elif d["steps"] == 0:
                    sprite.fly(lay.peg_pos(d["to"]), FLIGHT * m)
                    arrive = FLIGHT * m
                else:
                    sprite.walk([lay.peg_pos(h) for h in path], STEP_TIME * m)
                    arrive = STEP_TIME * m * len(path)
                self._remember(ev, path)
                lines = [self.say(ev)]
            elif ev.kind == "bump":
                sprite = self.sprites[("peg", d["seat"], d["peg"])]
                sprite.pos = lay.peg_pos(d["from"])
                sprite.fly(lay.peg_pos(d["to"]), FLIGHT * 1.4 * m, arrive)
                lines.append(self.say(ev))
            elif ev.kind == "discard":
                self._remember(ev)
                lines = [self.say(ev)]
            elif ev.kind in ("home", "split", "for_partner", "refill"):
                lines.append(self.say(ev))
        if lines:
            self.status, self.detail = lines[0], " ".join(lines[1:])

    def _remember(self, ev, path: list | None = None) -> None:
        """A move's way (`path`, its holes) for the trails and its card for the player's chip; a
        discard's card."""
        d = ev.data
        if ev.kind == "discard":
            self.last_cards[d["player"]] = d["card"]
            return
        # re-inserted last, so the newest is drawn brightest; the rest of a split 7 adds its way
        rest = d["card"] == SPLIT_RANK  # the rest of a split 7 names only the rank
        earlier = self.trails.pop(d["player"], ()) if rest else ()
        self.trails.pop(d["player"], None)
        self.trails[d["player"]] = (*earlier, (d["seat"], (d["from"], *path)))
        if not rest:
            self.last_cards[d["player"]] = d["card"]

    def is_you(self, seat: int) -> bool:
        """The one person at this screen (messages then say "you")."""
        return self.session.seats[seat].human and len(self.session.humans) == 1

    def say(self, ev) -> str:
        """One line about an event, in the second person for the one person here."""
        d, seats = ev.data, self.session.seats
        seat = d.get("player", d.get("seat", 0))
        you = self.is_you(seat)
        name = seats[seat].name
        if ev.kind == "move":
            card = card_label(d["card"])
            if d["card"] == SPLIT_RANK:  # a 7's second part
                return _("You move the rest of the 7.") if you else \
                    _("{name} moves the rest of the 7.").format(name=name)
            if d["seat"] != d["player"]:
                partner = seats[d["seat"]].name
                return (_("You play {card} for {partner}.") if you else
                        _("{name} plays {card} for {partner}.")).format(name=name, card=card, partner=partner)
            if d["from"].startswith("start."):  # "Kone plays K♣." did not say a peg came out
                return (_("You bring a peg out with {card}.") if you else
                        _("{name} brings a peg out with {card}.")).format(name=name, card=card)
            return (_("You play {card}.") if you else _("{name} plays {card}.")).format(name=name, card=card)
        if ev.kind == "bump":
            if d["to"].startswith("start."):
                return _("Your peg goes back to start.") if you else \
                    _("{name}'s peg goes back to start.").format(name=name)
            # "in-spot" alone meant nothing to a family that had not read the rules
            return _("Your peg jumps ahead to its in-spot, by its home.") if you else \
                _("{name}'s peg jumps ahead to its in-spot, by its home.").format(name=name)
        if ev.kind == "home":
            return _("A peg of yours is home.") if you else _("{name}'s peg is home.").format(name=name)
        if ev.kind == "discard":
            card = card_label(d["card"])
            return (_("You cannot move and discard {card}.") if you else
                    _("{name} cannot move and discards {card}.")).format(name=name, card=card)
        if ev.kind == "split":
            if you:
                text = ngettext("You split the 7: {n} step left for another peg.",
                                "You split the 7: {n} steps left for another peg.", d["left"])
            else:
                text = ngettext("{name} splits the 7: {n} step left for another peg.",
                                "{name} splits the 7: {n} steps left for another peg.", d["left"])
            return text.format(name=name, n=d["left"])
        if ev.kind == "for_partner":
            partner = seats[d["partner"]].name
            return (_("You now play for {partner}.") if you else
                    _("{name} now plays for {partner}.")).format(name=name, partner=partner)
        return _("The discards are shuffled into a new draw pile.")

    # ------------------------------------------------------------------ what may be done now

    def legal(self) -> list:
        return self.state.legal_actions() if self.my_turn() else []

    def selected_card(self) -> str | None:
        hand = self.view().hand
        return hand[self.card_index] if self.card_index is not None and self.card_index < len(hand) else None

    def moves_now(self) -> list:
        """The peg moves open to the person here with the selected card (the split's rest needs no card)."""
        legal = self.legal()
        if self.state.phase == Phase.SPLIT:
            return [a for a in legal if isinstance(a, SplitRest)]
        card = self.selected_card()
        return [a for a in legal if isinstance(a, Move) and a.card == card]

    def only_discards(self) -> bool:
        legal = self.legal()
        return bool(legal) and not any(isinstance(a, Move) and a.card != JOKER for a in legal) and any(
            isinstance(a, Discard) for a in legal)

    def _light(self) -> None:
        """Glow on the pegs the selected card can move; dim the cards that cannot move anything."""
        view = self.view()
        moves = self.moves_now()
        movable = {a.peg for a in moves}
        colour = view.playing_for
        focus = moves[self.focus_index] if 0 <= self.focus_index < len(moves) else None
        for key, s in self.sprites.items():
            if key[0] == "peg":
                held = self.drag.active is not None and s in self.drag.active.sprites
                if held:
                    continue
                s.highlight = ("selected" if focus is not None and focus.peg == s.peg else "target") \
                    if s.seat == colour and s.peg in movable and not self.state.is_over() else ""
        legal = self.legal()
        usable = {a.card for a in legal if isinstance(a, (Move, Discard))}
        for i, key in enumerate(hand_keys(view.hand)):
            sprite = self.sprites.get(("card", key))
            if sprite is None:
                continue
            sprite.highlight = "selected" if i == self.card_index else ""
            sprite.dimmed = self.my_turn() and (view.phase == Phase.SPLIT or view.hand[i] not in usable)

    # ------------------------------------------------------------------ drag, click and keys

    def peg_sprites(self) -> list[PegSprite]:
        return [s for k, s in self.sprites.items() if k[0] == "peg"]

    def busy(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    def pick(self, pos) -> Held | None:
        """The peg pressed, else the movable peg nearest to the pointer (within its reach)."""
        if not self.my_turn() or self.busy():
            return None
        movable = {a.peg for a in self.moves_now()}
        colour = self.view().playing_for
        mine = [s for s in self.peg_sprites() if s.seat == colour]
        waiting = next((s for s in mine if s.peg in movable and s.hole.startswith("start.")), None)
        for s in reversed(mine):
            if s.rect.inflate(8, 8).collidepoint(pos):
                if s.peg in movable:
                    return Held(f"peg.{s.peg}", [s])
                if waiting is not None and s.hole.startswith("start."):  # pegs in start are alike
                    return Held(f"peg.{waiting.peg}", [waiting])
                if not self.drag.touch:
                    return None  # the mouse pointed at this very peg (a finger covers its neighbours)
        # Pegs in start are alike: any of them stands for the one that may come out.
        spots = {}
        for s in mine:
            if waiting is not None and s.hole.startswith("start."):
                spots[s] = (waiting, s.rect.center)
            elif s.peg in movable:
                spots[s] = (s, s.rect.center)
        near = nearest(pos, {s: c for s, (_p, c) in spots.items()}, self.drag.reach())
        chosen = spots[near][0] if near is not None else None
        if chosen is not None:
            return Held(f"peg.{chosen.peg}", [chosen])
        return None

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        peg = held.sprites[0].peg
        self.drag.centres = self.layout.holes
        return {a.to: self.layout.hole_rect(a.to) for a in self.moves_now() if a.peg == peg}

    def action_for(self, peg: int, hole: str):
        for a in self.moves_now():
            if a.peg == peg and a.to == hole:
                return a
        return None

    def drop(self, held: Held, target: str) -> str | None:
        action = self.action_for(held.sprites[0].peg, target)
        if action is None:
            return _("That move is not allowed now.")
        self.dropped = (held.sprites[0].seat, held.sprites[0].peg)
        reason = self.perform(action)
        if reason:
            self.dropped = None
        return reason

    def explain(self, held: Held, pos) -> str | None:
        if pos is None:
            return None
        hole = self.layout.hole_at(pos)
        peg = held.sprites[0].peg
        if hole is None or hole == held.sprites[0].hole:
            return _("Drop the peg on a glowing hole.")
        if self.state.phase == Phase.SPLIT:
            return self.state.explain_illegal(SplitRest(peg, hole))
        return self.state.explain_illegal(Move(self.selected_card() or "", peg, hole))

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.my_turn():
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)  # Tab cycles the moves, not the buttons
            return
        super().handle_event(event)

    def handle_table_event(self, event) -> bool:
        if self.card_drag is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return self._card_drag_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.drag.touch = bool(getattr(event, "touch", False))
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            hover_topmost(self.sprites.values(), self.hand_sprites() if self.my_turn() else [], event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            if self._press(event.pos):
                return True
        if self.drag.handle_event(event):
            if self.drag.held is None and self.drag.selected is None:
                self._light()
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def unlit_reason(self, pos) -> str | None:
        """Why a click on a hole that does not glow does nothing (None: not such a click)."""
        hole = self.layout.hole_at(pos)
        if hole is None or hole in self.drag.targets or self.state.is_over():
            return None
        if self.drag._target_at(pos, None) is not None or self.pick(pos) is not None:
            return None  # near a lit hole or a movable peg: the drag controller takes it
        if any(s.rect.inflate(8, 8).collidepoint(pos) for s in self.peg_sprites()):
            return None  # a click on a peg: picking it is the drag controller's business
        if not self.my_turn():
            return _("Wait for your turn.")
        if self.busy():
            return _("Wait until the pegs have stopped moving.")
        held = self.drag.selected
        if held is None:
            if self.state.phase == Phase.PLAY and self.selected_card() is None:
                return _("Choose a card first: click one in your hand.")
            if any(a.to == hole for a in self.moves_now()):
                return _("Click the glowing peg first, then this hole.")
            return _("No peg can move to that hole now: the pegs that can move glow.")
        peg = held.sprites[0]
        if self.state.phase == Phase.SPLIT:
            return self.state.explain_illegal(SplitRest(peg.peg, hole))
        card = self.selected_card() or ""
        if peg.hole.startswith("start."):
            return _("That peg cannot move there with this card: out of start it goes to the glowing hole.")
        if card == JOKER:
            return _("A joker takes a peg only to a glowing hole, where another player's peg stands.")
        if card[:1] == "8":
            return _("That peg cannot move there with this card: an 8 goes exactly 8 holes back.")
        if card[:1] == "7":
            return _("That peg cannot move there with this card: a 7 goes up to 7 holes forward, "
                     "never past a peg of its own colour.")
        n = FORWARD.get(card[:1], 0)
        text = ngettext("That peg cannot move there with this card: it goes exactly {n} hole forward.",
                        "That peg cannot move there with this card: it goes exactly {n} holes forward.", n)
        return text.format(n=n)

    def _press(self, pos) -> bool:
        """Clicks on the hand and the discard pile (pegs and holes go to the drag controller)."""
        reason = self.unlit_reason(pos)
        if reason:
            self.refuse(reason)
            return True
        order = self.hand_order()
        for k, s in reversed(list(enumerate(self.hand_sprites()))):
            i = order[k]
            if s.rect.collidepoint(pos):
                if not self.my_turn():
                    if not self.state.is_over():
                        self.refuse(_("Wait for your turn."))
                    return True
                if self.state.phase == Phase.SPLIT:
                    left = self.view().split_left
                    text = ngettext("Finish the 7 first: move another peg {n} step.",
                                    "Finish the 7 first: move another peg {n} steps.", left)
                    self.refuse(text.format(n=left))
                    return True
                card = self.view().hand[i]
                reason = self.tutorial_card_reason(card)
                if reason:
                    self.refuse(reason)
                    return True
                if Discard(card) in self.legal():  # it may be dragged onto the discard pile too
                    self.card_drag = [s, pos, s.pos, i == self.card_index, False]
                    if i != self.card_index:
                        self.select_card(i)
                    return True
                self.select_card(None if i == self.card_index else i)
                return True
        if self.layout.zones["discard"].collidepoint(pos) and self.my_turn():
            if self.discard_selected():
                return True
            if self.only_discards():
                self.refuse(_("Drag a card onto the discard pile, or click the card first."))
                return True
        if self.my_turn() and self.drag.selected is None and self.selected_card() is None \
                and self.state.phase == Phase.PLAY:
            colour = self.view().playing_for
            if any(s.seat == colour and s.rect.collidepoint(pos) for s in self.peg_sprites()):
                self.refuse(_("Choose a card first: click one in your hand."))
                return True
        card = self.selected_card()
        if card is not None and self.drag.selected is None and self.pick(pos) is None and not self.busy():
            colour = self.view().playing_for
            if any(s.seat == colour and s.rect.collidepoint(pos) for s in self.peg_sprites()):
                self.refuse(_("{card} cannot move this peg now.").format(card=card_label(card)))
                return True
        return False

    def tutorial_card_reason(self, card: str) -> str | None:
        """A tutorial's step asks for one card: a click on another says so (what the step asks, again),
        as a wrong move would (choosing a card makes no move, so the tutorial's `check` never saw it)."""
        from game.core.tutorial import PERSON

        tutorial = self.tutorial
        if tutorial is None or tutorial.mode != "step" or self.state.current_player != PERSON:
            return None
        wanted = getattr(tutorial.cursor.expected(), "card", None)
        if wanted is None or card == wanted:
            return None
        tutorial.refusals += 1
        return tutorial.try_message()

    def cycle(self, step: int) -> None:
        """Keyboard: show the next legal move of the selected card (peg and hole)."""
        moves = self.moves_now()
        if not moves:
            if self.state.phase == Phase.PLAY and self.card_index is None and self.view().hand:
                self.select_card(self.hand_order()[0])
            return
        self.focus_index = (self.focus_index + step) % len(moves) if self.focus_index >= 0 else 0
        self._light()

    def _key(self, event) -> bool:
        if event.key == pygame.K_s:
            self.sort_hand()
            return True
        if event.key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
                             pygame.K_KP_ENTER, pygame.K_SPACE):
            return False
        if not self.my_turn():
            if not self.state.is_over():
                self.refuse(_("Wait for your turn."))
            return True
        n = len(self.view().hand)
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.state.phase == Phase.PLAY and n:
            step = -1 if event.key == pygame.K_LEFT else 1
            order = self.hand_order()  # Left and Right follow the cards as they lie
            # from the selected card, else from where the keys last stopped: a card that cannot move
            # is not kept selected, and Right began at the first card again, for ever
            here = self.card_index if self.card_index is not None else self.key_card
            at = order.index(here) if here in order else -1 if step > 0 else 0
            self.key_card = order[(at + step) % n]
            self.select_card(self.key_card)
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self.cycle(-1 if event.key == pygame.K_UP else 1)
        else:
            moves = self.moves_now()
            if 0 <= self.focus_index < len(moves):
                self.act(moves[self.focus_index])
            elif len(moves) == 1:
                self.act(moves[0])
            elif moves:  # the card has several moves: show the first, the next Enter plays it
                self.cycle(1)
                self.toast.show(_("Enter again plays the bright hole's move; Tab shows another."))
            elif not self.discard_selected():
                self.refuse(_("Choose a move first: Left and Right pick a card, Tab its moves."))
        return True

    def hint(self) -> None:
        if not self.my_turn():
            self.toast.show(_("Hints are for your turn."))
            return
        agent = self.session.game.agents()["normal"]()
        action = agent.choose(self.view(), self.state.legal_actions(), random.Random(len(self.state.history)))
        if isinstance(action, Discard):
            self.select_card(self.view().hand.index(action.card))
            self.toast.show(_("Hint: discard {card}.").format(card=card_label(action.card)))
            return
        if isinstance(action, Move):
            self.card_index = self.view().hand.index(action.card)
        self.focus_index = self.moves_now().index(action)
        self._light()
        self.toast.show(_("Hint: the glowing peg to the bright hole."))

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)

    # ------------------------------------------------------------------ top bar and end

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return PEG_COLOURS[seat]

    def seat_line(self, seat: int) -> str:
        return f"⌂ {self.view().home_count(seat)}/5"  # a house and a count: short enough for eight seats

    def chip_score_text(self, score: int) -> str:
        return f"⌂ {score}"  # a bare "0" under a name said nothing

    def chip_scores(self) -> list[int]:
        """Each seat's own pegs home, as its line says: chips too narrow for "⌂ 1/5" showed the team's
        total under every member (the teams' panels and the end give the teams' counts)."""
        view = self.view()
        return [view.home_count(seat) for seat in range(view.players)]

    def end_lines(self) -> list[str]:
        view = self.view()
        if view.winner is None:
            return [_("The game ended without a winner.")]
        return [_("{team} win!").format(team=self.team_title(view.winner)),
                _("Pegs home: {a} to {b}").format(a=self._team_home(view, view.winner),
                                                  b=self._team_home(view, 1 - view.winner))]

    def _team_home(self, view, team: int) -> int:
        return sum(view.home_count(s) for s in self.team_seats(team))

