"""The Racko table: take a card from a pile, drag it onto a rack slot or the discard pile.

Sprites follow the view (`sync`): the viewer's rack along the bottom on a wooden tray
(slot 5 left, slot 50 right), the other racks as card backs along the top, the draw
pile, the discard pile and the card in hand in the middle. Each event glides its card:
pile → hand → slot, and the replaced card slot → discard pile. At round end every rack
is revealed with the run that scored outlined in gold.

The scene, its sprites and input live here; `racko_layout` (where racks, slots and piles sit) and
`racko_draw` (drawing the table) are mixins beside it.
"""

from __future__ import annotations

import functools
import random

import pygame

from game.core.i18n import N_, _, number
from game.racko import SLOTS, CallRacko, Discard, Draw, EndTurn, Place
from game.racko.ai import NormalAgent
from game.racko.engine import Phase
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, TABLE_CARD, CardSprite
from scenes.kit.drag import DragController, Held
from scenes.kit.ui import (
    Button,
    ButtonGroup,
)
from scenes.screens.round_over import show_round_over
from scenes.tables.racko_draw import RackoDrawing
from scenes.tables.racko_layout import (
    DEAL_STAGGER,
    DISCARD_POS,
    DRAW_POS,
    HELD_POS,
    RackoLayout,
    face,
)
from scenes.tables.recent import events_since_last, seat_colour
from scenes.tables.table import TableScene


class RackoScene(RackoLayout, RackoDrawing, TableScene):
    """Racko for 2–4 players or two teams, people and computers at one screen."""

    game_id = "racko"
    news = ("status", "detail")
    # right of the drawn card, where "Since your last move" stands for a person: over the bottom
    # rack it hid the very cards the status line was telling of
    attract_banner = pygame.Rect(1190, 440, 700, 150)
    blurb = N_("Get your ten cards in ascending order, slot 5 to slot 50, before anyone else.")
    default_players = 2
    hides_hands = True
    partial_redraw = True  # piles, racks' panels and tray are a cached layer; cards redraw where they move

    @classmethod
    def menu_icon(cls):
        return res.scaled("cards/racko/37.png", (64, 90))

    def __init__(self, app, session):
        self.sprites: dict[str, CardSprite] = {}
        self.status = ""
        self.detail = ""
        self.status_for: tuple[int, int] | None = None  # (state, moves) the status lines tell about
        self.reviewed = False  # a person has looked at the revealed racks of the finished round
        self.drag = DragController(self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion)
        self.buttons = ButtonGroup(arrows=False)
        self.glows: dict[str, tuple[pygame.Rect, str]] = {}  # lit empty slots (no card to light)
        self.cursor: str | None = None  # the keyboard's place: "draw", "discard" or a slot ("5" … "50")
        super().__init__(app, session)

    def view(self):
        """The viewer's view, with the seats' (or teams') names as the score sheet's columns."""
        view = super().view()
        seats = self.session.seats
        if view.options["teams"]:
            view.score_sheet.columns = [f"{seats[t].label()} + {seats[t + 2].label()}" for t in range(2)]
        else:
            view.score_sheet.columns = [seat.label() for seat in seats]
        return view

    # ------------------------------------------------------------------ view → sprites

    def deal_line(self, view, n: int) -> str:
        """A round's first line: a quick deal has not dealt the racks yet, each player fills them;
        Lightning Racko deals none."""
        if view.phase == Phase.DEAL:
            return _("Round {n}: the quick deal begins.").format(n=n)
        if self.state.options["lightning"]:
            return _("Round {n}: no deal, every card is in the draw pile.").format(n=n)
        return _("Round {n}: the cards are dealt.").format(n=n)

    def sync(self, events) -> None:
        """Make the sprites agree with the view, then glide the cards the events moved."""
        self.drag.cancel()
        view = self.view()
        old_held = self.sprites.get("held")
        held_from = old_held.rect.center if old_held else self.pile_rect(HELD_POS).center
        self.rebuild(view)
        here = (id(self.state), len(self.state.history))
        if events is None and here != self.status_for:  # opened, Undo or Redo: the lines told of another
            self.status = self.detail = ""
            if not self.state.history:  # a fresh deal says so
                self.status = self.deal_line(view, view.round_no)
            elif self.session.moves:  # a game opened again: its last move, as it was told when made
                for ev in self.session.moves[-1].events:
                    self.tell(ev, view)
        self.status_for = here
        if view.phase not in (Phase.ROUND_OVER, Phase.OVER):
            self.reviewed = False
        m = self.motion()
        if events:
            self.detail = ""  # a refill is told with the move that made it, not with every move after
        for ev in events or []:
            d = ev.data
            if ev.kind == "round":
                self._deal(view, m)
            elif ev.kind == "draw":
                start = self.pile_rect(DRAW_POS if d["pile"] == "draw" else DISCARD_POS).center
                self._glide("held", start, m)
            elif ev.kind == "place":
                key = f"r{d['player']}.{SLOTS.index(d['slot'])}"
                self._glide(key, held_from, m)
                if d["replaced"] is not None:
                    self._glide("discard", self.slot_rect(d["player"], SLOTS.index(d["slot"])).center, m)
            elif ev.kind == "discard":
                self._glide("discard", held_from, m)
            self.tell(ev, view)
        self.build_buttons()

    def tell(self, ev, view) -> None:
        """The status lines for one event of a move (the log's words)."""
        if ev.kind == "round":
            self.status = self.deal_line(view, ev.data["round"])
            self.detail = ""
        elif ev.kind == "refill":
            self.detail = _("The draw pile ran out: the discard pile is turned over.")
        elif ev.kind == "round_over" and ev.data["winner"] is None:
            self.status = _("The turn limit ends the round.")
        elif line := self.move_line(ev):
            self.status = line

    def move_line(self, ev) -> str:
        """A player's draw, place, discard or Racko! in words ("Botti puts the 31 into slot 35 and
        discards 12."); "" for any other event."""
        d = ev.data
        say = functools.partial(self.session.phrase, d.get("player", 0))  # "You draw" / "Anna draws"
        if ev.kind == "draw":
            if d["card"] is None:
                return say(_("You draw from the draw pile."), _("{name} draws from the draw pile."))
            return say(_("You take {card} from the discard pile."),
                       _("{name} takes {card} from the discard pile."), card=d["card"])
        if ev.kind == "place":
            # a card taken from the discard pile is public (the rack shows it face up): name it,
            # as the log does; one from the draw pile stays "a card"
            if d["card"] is not None and d["replaced"] is not None:
                return say(_("You put the {card} into slot {slot} and discard {old}."),
                           _("{name} puts the {card} into slot {slot} and discards {old}."),
                           card=d["card"], slot=d["slot"], old=d["replaced"])
            if d["card"] is not None:
                return say(_("You put the {card} into slot {slot}."),
                           _("{name} puts the {card} into slot {slot}."), card=d["card"], slot=d["slot"])
            if d["replaced"] is not None:
                return say(_("You put a card into slot {slot} and discard {card}."),
                           _("{name} puts a card into slot {slot} and discards {card}."),
                           slot=d["slot"], card=d["replaced"])
            return say(_("You put a card into slot {slot}."), _("{name} puts a card into slot {slot}."),
                       slot=d["slot"])
        if ev.kind == "discard":
            return say(_("You discard {card}."), _("{name} discards {card}."), card=d["card"])
        if ev.kind == "racko":
            return say(_("Racko! You win the round."), _("Racko! {name} wins the round."))
        return ""

    def recent_lines(self) -> list[tuple[tuple, str]]:
        """Each other player's turn since the person's last move, one line each (what they placed and
        discarded, or discarded at once): the status lines tell only the latest. A new round clears it,
        and the quick deal's placements are no turns."""
        out = []
        for _seat, ev in events_since_last(self.session, self.viewer):
            d = ev.data
            if ev.kind == "round":
                out = []
            elif ev.kind == "discard" or (ev.kind == "place" and d["replaced"] is not None):
                out.append((seat_colour(d["player"]), self.move_line(ev)))
        return out

    def rebuild(self, view) -> None:
        """Every card sprite at its home, as the view shows it."""
        self.sprites = {}
        for seat in range(view.players):
            for i, card in enumerate(view.racks[seat]):
                if card is None:
                    continue
                rect = self.slot_rect(seat, i)
                self.sprites[f"r{seat}.{i}"] = CardSprite(f"r{seat}.{i}", face(card), rect.topleft, rect.size)
        if view.discard:
            self.sprites["discard"] = CardSprite("discard", face(view.discard[-1]), DISCARD_POS, TABLE_CARD)
        in_hand = {Phase.PLACE: view.held, Phase.DEAL: view.incoming}.get(view.phase)
        if view.phase in (Phase.PLACE, Phase.DEAL):
            self.sprites["held"] = CardSprite("held", face(in_hand), HELD_POS, TABLE_CARD)

    def _glide(self, key: str, start_centre, m: float, delay: float = 0.0) -> None:
        sprite = self.sprites.get(key)
        if sprite is None or m <= 0:
            return
        home = sprite.pos
        sprite.pos = (start_centre[0] - sprite.size[0] / 2, start_centre[1] - sprite.size[1] / 2)
        sprite.glide_to(home, GLIDE * m, delay)

    def _deal(self, view, m: float) -> None:
        start = self.pile_rect(DRAW_POS).center
        order = [(view.dealer + 1 + k) % view.players for k in range(view.players)]
        n = 0
        for i in reversed(range(len(SLOTS))):  # slot 50 first, as the rules deal
            for seat in order:
                self._glide(f"r{seat}.{i}", start, m, DEAL_STAGGER * n * m)
                n += 1

    def busy(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    # ------------------------------------------------------------------ buttons

    def build_buttons(self) -> None:
        g = ButtonGroup(arrows=False)
        legal = self.state.legal_actions() if self.my_turn() else []
        x, y = HELD_POS[0] + TABLE_CARD[0] + 60, HELD_POS[1] + 10
        if CallRacko() in legal:
            g.add(Button((x, y, 240, 84), _("Racko!"), self.call_racko, style="primary", key="racko",
                         size=36))
        if EndTurn() in legal:
            g.add(Button((x, y + 100, 240, 76), _("End turn"), lambda: self.act(EndTurn()), key="end_turn"))
        if self.state.phase in (Phase.ROUND_OVER, Phase.OVER) and self.session.humans and not self.reviewed:
            label = _("Score sheet") if self.state.phase == Phase.ROUND_OVER else _("Final result")
            g.add(Button((x, y, 300, 84), label, self.continue_, style="primary", key="continue"))
        for key in ("racko", "continue"):  # the blue button answers Enter (Tab walks the top bar)
            if any(b.key == key for b in g.buttons):
                g.focus_on(key)
                break
        self.buttons = g

    def call_racko(self) -> None:
        self.act(CallRacko())

    def continue_(self) -> None:
        self.reviewed = True
        self.build_buttons()
        self.overlay_pending = True

    def _show_overlays(self) -> None:
        """The revealed racks stay on the table until a person asks for the score sheet.

        The round-over sheet repeats how the round ended and offers the menu (Esc too).
        """
        if self.state.phase in (Phase.ROUND_OVER, Phase.OVER) and self.session.humans and not self.reviewed:
            return
        if self.state.phase == Phase.ROUND_OVER and show_round_over(self, self.round_end_note()):
            return
        super()._show_overlays()

    def round_end_note(self) -> str:
        """How the round ended, for the round-over sheet."""
        last = self.view().last_round or {}
        winner = last.get("winner")
        if winner is None:
            return _("The turn limit ends the round.")
        you, other = _("Racko! You win the round."), _("Racko! {name} wins the round.")
        return self.session.phrase(winner, you, other)

    def recent_changes(self) -> tuple[dict[tuple[int, int], int], int | None]:
        """Since the viewer's last move: the slots others changed ((seat, slot index) → seat) and
        who discarded the card now on top of the discard pile (None if nobody did meanwhile)."""
        slots: dict[tuple[int, int], int] = {}
        discarder = None
        for _seat, ev in events_since_last(self.session, self.viewer):
            d = ev.data
            if ev.kind == "round":
                slots, discarder = {}, None
            elif ev.kind == "place" and d["player"] != self.viewer:
                slots[(d["player"], SLOTS.index(d["slot"]))] = d["player"]
                discarder = d["player"] if d["replaced"] is not None else discarder
            elif ev.kind == "discard":
                discarder = d["player"]
            elif ev.kind == "draw" and d["pile"] == "discard":
                discarder = None  # the discard was taken: the pile's top is older
        return slots, discarder

    def update(self, dt: float) -> None:
        if self.state.phase == Phase.ROUND_OVER and self.session.humans and not self.reviewed:
            self.toast.update(dt)  # the next round waits until a person has seen the racks
            self.update_table(dt)
            return
        super().update(dt)

    # ------------------------------------------------------------------ drag and drop

    def holding(self) -> bool:
        return self.my_turn() and self.state.phase in (Phase.PLACE, Phase.DEAL)

    def pick(self, pos) -> Held | None:
        if not self.my_turn() or self.busy():
            return None
        phase = self.state.phase
        key = "held" if phase in (Phase.PLACE, Phase.DEAL) else "discard" if phase == Phase.DRAW else ""
        sprite = self.sprites.get(key)
        if sprite is not None and sprite.rect.collidepoint(pos):
            taking = key == "discard" and self.tutorial is not None
            reason = self.tutorial.check_ahead([Draw("discard")]) if taking else None
            if reason:  # a step that asks for the draw pile: the discard was taken in hand without a word
                self.refuse(reason)
                return None
            return Held(key, [sprite])
        return None

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        legal = self.state.legal_actions()
        if held.source == "discard":  # taking the discard: it must go into the rack
            if Draw("discard") not in legal:
                return {}
            probe = self.state.clone()
            probe.apply(Draw("discard"))
            legal = probe.legal_actions()
        slots = [a.slot for a in legal if isinstance(a, Place)]
        out = {str(s): self.slot_rect(self.viewer, SLOTS.index(s)) for s in slots}
        if Discard() in legal:
            out["discard"] = self.pile_rect(DISCARD_POS)
        return out

    def drop(self, held: Held, target: str) -> str | None:
        move = Discard() if target == "discard" else Place(int(target))
        return self.perform_all([Draw("discard"), move] if held.source == "discard" else [move])

    def explain(self, held: Held, pos) -> str | None:
        if pos is None:
            return _("That card cannot go anywhere now.")
        if held.source == "discard":
            return _("A card from the discard pile must go into one of your rack's slots.")
        if self.state.phase == Phase.DEAL:
            return _("Drop the card on an empty slot of your rack.")
        if Discard() in self.state.legal_actions():
            return _("Drop the card on a slot of your rack, or on the discard pile.")
        return _("Drop the card on a glowing slot of your rack.")

    def wait_reason(self) -> str:
        """What a click or key that cannot act now says: between rounds the racks wait for the sheet."""
        if self.state.phase == Phase.ROUND_OVER:
            return _("The round is over: press Score sheet.")
        if self.state.phase == Phase.OVER:
            return _("The game is over: press Final result.")
        return _("Wait for your turn.")

    def hint(self) -> None:
        if not self.my_turn() or self.state.phase not in (Phase.DRAW, Phase.PLACE, Phase.DEAL):
            self.refuse(self.wait_reason())
            return
        action = NormalAgent().choose(self.view(), self.state.legal_actions(), random.Random(0))
        if action == Draw("discard") and self.drag.selected is not None:  # the discard is in hand already
            after = self.state.clone()
            after.apply(action)
            action = NormalAgent().choose(after.view(self.viewer), after.legal_actions(), random.Random(0))
        if isinstance(action, Draw):
            text = _("Hint: take the discard.") if action.pile == "discard" else _("Hint: draw a new card.")
        elif isinstance(action, Place):
            text = _("Hint: put it into slot {slot}.").format(slot=action.slot)
        elif isinstance(action, CallRacko):
            text = _("Hint: call Racko!")
        else:
            text = _("Hint: discard it.")
        self.toast.show(text)

    def handle_table_event(self, event) -> bool:
        if self.buttons.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            for key, s in self.sprites.items():
                s.hover = s.rect.collidepoint(event.pos) and self._pickable(key)
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.cursor = None  # the mouse took over: no bright place left behind
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._arrow_key(event) or self._key(event)
        return False

    # ------------------------------------------------------------------ the keyboard's place

    def cursor_places(self) -> list[str]:
        """Where the keyboard's place may stand now, in its order: the piles to take from (draw pile
        first), or the slots 5 … 50 for the card in hand and then the discard pile."""
        if not self.my_turn() or self.drag.active:
            return []
        legal = self.state.legal_actions()
        if self.state.phase == Phase.DRAW:
            return [name for name in ("draw", "discard") if Draw(name) in legal]
        if self.state.phase in (Phase.PLACE, Phase.DEAL):
            return [str(a.slot) for a in legal if isinstance(a, Place)] + ["discard"] * (Discard() in legal)
        return []

    def focused_place(self) -> str | None:
        """The keyboard's place as it stands now (None: the keys have not been used): after a move
        it is the first place of the new choice (the draw pile, or slot 5 for the card in hand)."""
        if self.cursor is None:
            return None
        places = self.cursor_places()
        if self.cursor in places:
            return self.cursor
        return places[0] if places else None

    def cursor_action(self, place: str):
        if self.state.phase == Phase.DRAW:
            return Draw(place)
        return Discard() if place == "discard" else Place(int(place))

    def _arrow_key(self, event) -> bool:
        """Left/Right (Up/Down) move the keyboard's place along the piles or the rack; Enter or Space
        takes from that pile or puts the card there (the first press shows where the place is)."""
        steps = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1}
        enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.key not in steps and not enter:
            return False
        places = self.cursor_places()
        if not places:  # not this player's turn, or a button's moment (Racko!, End turn, the sheet)
            self.refuse(self.state.explain_illegal(None) if self.my_turn() else self.wait_reason())
            return True
        now = self.focused_place()
        if now is None:
            self.cursor = places[0]
        elif enter:
            self.cursor = now
            self.act(self.cursor_action(now))
        else:
            self.cursor = places[(places.index(now) + steps[event.key]) % len(places)]
        return True

    def _pickable(self, key: str) -> bool:
        if not self.my_turn():
            return False
        phase = self.state.phase
        held = key == "held" and phase in (Phase.PLACE, Phase.DEAL)
        return held or (key == "discard" and phase == Phase.DRAW)

    def _click(self, pos) -> bool:
        """Clicks without a drag: the draw pile draws; a glowing slot or the discard pile takes the card."""
        if not self.my_turn():
            if self.pile_rect(DRAW_POS).collidepoint(pos):
                self.refuse(self.wait_reason())
                return True
            return False
        phase = self.state.phase
        on_rack = any(self.slot_rect(self.viewer, i).collidepoint(pos) for i in range(len(SLOTS)))
        if phase == Phase.DRAW and self.pile_rect(DRAW_POS).collidepoint(pos):
            self.act(Draw("draw"))
            return True
        if phase == Phase.DRAW and on_rack:  # not a dead click: say what comes first
            self.refuse(self.state.explain_illegal(Place(SLOTS[0])))
            return True
        if phase in (Phase.PLACE, Phase.DEAL):
            held = Held("held", [self.sprites["held"]]) if "held" in self.sprites else None
            for target, rect in (self.targets(held) if held else {}).items():
                if rect.collidepoint(pos):
                    self.act(Discard() if target == "discard" else Place(int(target)))
                    return True
            if on_rack:
                self.refuse(self.explain(held, pos) if held else _("Wait for your turn."))
                return True
        return False

    def _key(self, event) -> bool:
        """D draws, T takes the discard, 1–9 and 0 place into slots 5–50, X discards, R calls Racko."""
        keys = {pygame.K_d: Draw("draw"), pygame.K_t: Draw("discard"), pygame.K_x: Discard(),
                pygame.K_r: CallRacko(), pygame.K_e: EndTurn()}
        digits = {pygame.K_1 + k: Place(SLOTS[k]) for k in range(9)} | {pygame.K_0: Place(50)}
        action = keys.get(event.key) or digits.get(event.key)
        if action is None:
            return False
        if not self.my_turn():
            self.refuse(self.wait_reason())
            return True
        self.act(action)
        return True

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)

    def frame_begins(self) -> None:
        self.light()  # before the base compares looks: a glow that changed is redrawn this frame

    def light(self) -> None:
        """Gold on what may be picked up and where the card may go (cards lit, empty slots in `glows`)."""
        glow = self.drag.targets or (self.targets(Held("held", [])) if self.holding() else {})
        pickable = [key for key in ("held", "discard") if self._pickable(key) and not self.drag.active]
        lights = dict.fromkeys(pickable, "target")
        self.glows = {}
        place = self.focused_place()  # the keyboard's place is lit as a drag's nearest target is
        for tid, rect in glow.items():
            key = "discard" if tid == "discard" else f"r{self.viewer}.{SLOTS.index(int(tid))}"
            light = "best" if self.drag.best == tid or place == tid else "target"
            if key in self.sprites:
                lights[key] = light
            else:
                self.glows[tid] = (rect, light)
        if place is not None and self.state.phase == Phase.DRAW:
            if place == "discard" and "discard" in self.sprites:
                lights["discard"] = "best"
            else:
                self.glows[place] = (self.pile_rect(DRAW_POS if place == "draw" else DISCARD_POS), "best")
        for key, s in self.sprites.items():
            if s.highlight != "selected":
                s.highlight = lights.get(key, "")

    # ------------------------------------------------------------------ top bar and end

    def seat_line(self, seat: int) -> str:
        view = self.view()
        return number(view.totals[view.team_of[seat]])

    def round_label(self, view) -> str:
        return _("Round {n}").format(n=view.round_no)

    def end_lines(self) -> list[str]:
        view = self.view()
        names = [view.score_sheet.columns[c] for c in view.winners]
        if len(names) == 1 and not self.state.options.get("teams"):  # a column is a seat
            return [self.session.phrase(view.winners[0], _("You win!"), _("{name} wins!"))]
        if len(names) == 1:
            return [_("{name} wins!").format(name=names[0])]
        return [_("Shared win: {names}").format(names=", ".join(names))]
