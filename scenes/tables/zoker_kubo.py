"""The Zoker Kubo table: the 4×4 grid of places with layers laid over each other, the hand, and the cube.

Each layer is offset to the right (and a little down) so every lower card's corner
code stays visible. Drag a hand card to its own place: the place glows when the
card may go there, and an illegal drop slides back with the engine's reason.
Completed structures flash along their four cards with their points. The 3-D cube
(scenes/tables/kubo_cube.py) turns with a mouse drag or the arrow keys; C shows it large.
"""

from __future__ import annotations

import math
import statistics
import time

import pygame

from game.core.i18n import N_, _, ngettext
from game.core.tutorial import PERSON
from game.zoker.cards import DECK, SHAPES, SIZES, card_name, sprite_name
from game.zoker.kubo.engine import (
    STRUCTURE_IDS,
    STRUCTURES,
    UNCLAIMED,
    Claim,
    Draw,
    EndTurn,
    Pass,
    Place,
    cell,
    coords,
    dead_places,
    place,
)
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, HAND_CARD, KUBO_CARD, SNAP, CardSprite, draw_slot, hover_topmost
from scenes.kit.drag import DragController, Held
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import (
    GOLD,
    GOLD_BRIGHT,
    INK,
    MUTED_INK,
    RED,
    WHITE,
    Button,
    ButtonGroup,
    blit_text,
    dim,
    draw_panel,
)
from scenes.screens.round_over import show_round_over
from scenes.tables.cube_projection import place_point
from scenes.tables.kubo_cube import CubeView
from scenes.tables.recent import can_act, events_since_last, outline, seat_colour, still_moving_reason
from scenes.tables.table import DAMAGE_MARGIN, TableScene, points_text
from scenes.text.zoker_text import face

GRID_X, GRID_Y = 104, 118
LAYER_DX, LAYER_DY = 44, 8  # each higher layer: right past the lower corner code, and a touch down
PITCH_X = KUBO_CARD[0] + 3 * LAYER_DX + 4
PITCH_Y = KUBO_CARD[1] + 3 * LAYER_DY + 14
RIGHT_X = GRID_X + 4 * PITCH_X + 16
CUBE_RECT = pygame.Rect(RIGHT_X, 110, 1900 - RIGHT_X, 440)
BIG_CUBE_RECT = pygame.Rect(160, 110, 1600, 860)  # its caption goes under it: the cube reaches every edge
CLOSE_RECT = pygame.Rect(BIG_CUBE_RECT.right - 88, BIG_CUBE_RECT.y + 20, 68, 68)
INFO_PANEL = pygame.Rect(RIGHT_X, 562, 1900 - RIGHT_X, 224)
HAND_Y = 806
END_BOX = (INFO_PANEL.x + 20, INFO_PANEL.bottom - 86, 220, 68)
HAND_STEP = 186
FLASH = 1.8  # seconds a completed structure glows
SEAT_ANCHOR = (960, 20)  # where another seat's card comes from (the top bar)
GHOST_ALPHA = 70
STATUS_RECT = pygame.Rect(GRID_X, 1046 - 44, 4 * PITCH_X, 44)  # the last move's line, under the grid
AXIS_NAMES = (
    (N_("blue"), N_("green"), N_("orange"), N_("red")),
    SIZES,
    SHAPES,
)


_ghosts: dict[int, pygame.Surface] = {}


def ghost(i: int) -> pygame.Surface:
    """A faint copy of a card for the reference overlay."""
    if i not in _ghosts:
        img = res.scaled(face(DECK[i]), KUBO_CARD).copy()
        img.set_alpha(GHOST_ALPHA)
        _ghosts[i] = img
    return _ghosts[i]


class ZokerKuboScene(TableScene):
    """Zoker Kubo for 2–5 seats, people and computers."""

    game_id = "zoker_kubo"
    blurb = N_("Build the card cube together: complete lines, diagonals and the Zoker.")
    default_players = 3
    hides_hands = True
    partial_redraw = True  # the grid is a cached layer; hand, cube, flashes, panel redraw where they change
    # phone codes over the small 3D cube (an aid; the grid, the hand and the info panel stay free)
    phone_areas = (pygame.Rect(CUBE_RECT.x, CUBE_RECT.y, CUBE_RECT.w // 2 - 8, CUBE_RECT.h),
                   pygame.Rect(CUBE_RECT.centerx + 8, CUBE_RECT.y, CUBE_RECT.w // 2 - 8, CUBE_RECT.h))

    @classmethod
    def menu_icon(cls):
        return res.scaled("cards/zoker/blue_S1.png", (64, 90))

    def __init__(self, app, session):
        self.sprites: dict[int, CardSprite] = {}  # hand cards and cards flying to the grid, by place id
        self.flying: set[int] = set()
        self.flashes: list[list] = []  # [structure, seconds left, points]
        self.guide = False
        self.big_cube = False
        self.cube = CubeView(CUBE_RECT)
        self.close_cube = Button(CLOSE_RECT, "×", self.toggle_cube, key="close_cube", size=40)
        self.status = ""
        self.recent: dict[int, int | None] = {}  # `recent_places()`, once per frame
        self.drag = DragController(self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion)
        super().__init__(app, session)
        self.build_side()

    def view(self):
        view = super().view()
        view.score_sheet.columns = [seat.label() for seat in self.session.seats]
        return view

    # ------------------------------------------------------------------ layout

    def grid_pos(self, i: int) -> tuple[int, int]:
        """Top-left of place `i` at its own layer's offset."""
        axis = self.state.geo.axis
        c = coords(i)
        a, b = (k for k in range(3) if k != axis)
        layer = c[axis]
        return (GRID_X + c[b] * PITCH_X + layer * LAYER_DX, GRID_Y + c[a] * PITCH_Y + layer * LAYER_DY)

    def place_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.grid_pos(i), KUBO_CARD)

    def hand_pos(self, k: int, n: int) -> tuple[float, float]:
        width = INFO_PANEL.w
        step = HAND_STEP if n <= 1 else min(HAND_STEP, (width - HAND_CARD[0]) / (n - 1))
        total = HAND_CARD[0] + step * (n - 1)
        return (RIGHT_X + (width - total) / 2 + k * step, HAND_Y)

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: card.<sprite> (a hand card, like card.blue_S2), place.<sprite> (its place on
        the grid), cube.<sprite> (that place in the 3-D cube, wherever the cube is turned), cube,
        end (End turn), draw.N (draw N more) and tutorial_panel."""
        if name == "tutorial_panel":
            return self._tutorial_panel()
        if name == "cube":
            return self.cube.rect.copy()
        if name == "end":
            return pygame.Rect(END_BOX)
        if name.startswith("draw.") and name[5:].isdigit():  # where that choice is (or will be) shown
            return pygame.Rect(self._draw_box(int(name[5:])))
        kind, _dot, stem = name.partition(".")
        i = next((cell(c) for c in DECK if sprite_name(c) == stem), None)
        if i is None:
            return None
        if kind == "place":
            return self.place_rect(i)
        if kind == "cube":
            x, y, depth = self.cube.camera().project(place_point(i, self.state.geo.axis))
            k = self.cube.camera().perspective(depth)
            w = max(40, round(0.7 * k))
            h = round(w * 1.4)
            return pygame.Rect(round(self.cube.rect.x + x - w / 2), round(self.cube.rect.y + y - h / 2), w, h)
        if kind == "card":
            sprite = self.sprites.get(i)
            if sprite is not None and i not in self.flying:
                return pygame.Rect(sprite.rect)
            n = max(1, len(self.view().hand))  # not in the hand (yet): the whole hand row
            x0 = self.hand_pos(0, n)[0]
            width = round(self.hand_pos(n - 1, n)[0] - x0) + HAND_CARD[0]
            return pygame.Rect(round(x0), HAND_Y, width, HAND_CARD[1])
        return None

    def toast_area(self) -> pygame.Rect | None:
        """Over the small cube, so a message never hides the grid, the hand or End turn (a tutorial's
        panel may sit there: then the usual band, clear of its zones)."""
        if self.big_cube or self.tutorial is not None:
            return None
        return CUBE_RECT.inflate(-24, -24)

    def _tutorial_panel(self) -> pygame.Rect:
        """Over the small cube while a step waits for the person's move; over the info panel (its
        End turn is not needed then) during an explanation, the computers' moves or a step that points
        into the cube, so the cube shows what the sentence is about."""
        c = self.tutorial
        step = c.cursor.current() if c.mode == "step" and self.state.current_player == PERSON else None
        if step is not None and not any(z.startswith("cube") for z in step.point):
            return CUBE_RECT.copy()
        return pygame.Rect(INFO_PANEL.x, INFO_PANEL.y - 6, INFO_PANEL.w, INFO_PANEL.h + 12)

    def _draw_box(self, n: int) -> tuple[int, int, int, int]:
        """The button for drawing n more cards."""
        return (END_BOX[0] + n * 122, END_BOX[1], 110, 68)

    def build_side(self) -> None:
        view = self.view()
        g = ButtonGroup(arrows=False)
        y = INFO_PANEL.bottom - 86
        mine = self.my_turn()
        if view.phase == "draw" and mine:
            for n in view.draw_choices:
                box, draw = self._draw_box(n), lambda n=n: self.act(Draw(n))
                g.add(Button(box, str(n), draw, style="primary", key=f"draw{n}"))
        else:
            label = _("Pass") if view.phase == "steal" else _("End turn")
            act = Pass() if view.phase == "steal" else EndTurn()
            g.add(
                Button(
                    END_BOX,
                    label,
                    lambda a=act: self.act(a),
                    style="primary",
                    key="end",
                    enabled=mine and view.phase in ("place", "steal"),
                )
            )
        right = INFO_PANEL.right - 20
        g.add(Button((right - 150, y, 150, 68), _("Cube"), self.toggle_cube, style="flat", key="cube"))
        g.add(Button((right - 316, y, 150, 68), _("Guide"), self.toggle_guide, style="flat", key="guide"))
        self.side = g

    # ------------------------------------------------------------------ view → sprites

    def sync(self, events) -> None:
        view = self.view()
        self.drag.cancel()
        m = self.motion()
        if events is None:
            self.flying.clear()
            self.sprites = {}
        for ev in events or []:
            d = ev.data
            if ev.kind == "place":
                self._fly(d["player"], cell(d["card"]), m)
                self.status = self.session.phrase(
                    d["player"], _("You place {card}."), _("{name} places {card}."), card=card_name(d["card"])
                )
            elif ev.kind == "score":
                self.flashes.append([d["structure"], FLASH, d["points"]])
                you, other = ((_("You steal {points}!"), _("{name} steals {points}!")) if d.get("stolen")
                              else (_("You score {points}!"), _("{name} scores {points}!")))
                self.status = self.session.phrase(d["player"], you, other,
                                                  points=points_text(d["points"]))
            elif ev.kind == "lost":
                self.status = _("Nobody claimed it: the structure is lost.")
            elif ev.kind == "round_over":
                self.status = self.round_end_reason(view)
            elif ev.kind == "deal":
                self.flying.clear()
                self.sprites = {}
                self.flashes = []
                self.status = _("Round {n} begins.").format(n=d["round"])
        hand = [cell(c) for c in view.hand]
        for i in [i for i in self.sprites if i not in hand and i not in self.flying]:
            del self.sprites[i]
        for k, i in enumerate(hand):
            pos = self.hand_pos(k, len(hand))
            sprite = self.sprites.get(i)
            if sprite is None:
                self.sprites[i] = CardSprite(i, face(DECK[i]), pos, HAND_CARD)
            elif sprite.tween is None and sprite.pos != pos:
                sprite.glide_to(pos, GLIDE * m)
            self.sprites[i].dragging, self.sprites[i].highlight = False, ""
        self.build_side()

    def round_end_reason(self, view) -> str:
        """Why the round just ended, as the rules say it (the mover is the last move's seat)."""
        seat = self.session.moves[-1].seat if self.session.moves else None
        if any(STRUCTURES[k].kind == "zoker" and o is not None for k, o in enumerate(view.owners)):
            return _("The Zoker is complete: the round is over.")
        if seat is not None and view.hand_counts[seat] == 0:
            you = _("Your hand is empty: the round is over.")
            other = _("{name}'s hand is empty: the round is over.")
            return self.session.phrase(seat, you, other)
        if all(view.table[i] is not None for i in view.geometry.top):
            return _("The top layer is full: the round is over.")
        return _("The pile is empty and nobody could place a card: the round is over.")

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

    def _fly(self, seat: int, i: int, m: float) -> None:
        """The placed card glides from the hand (or from the top bar) to its place."""
        sprite = self.sprites.get(i)
        if sprite is None:
            sprite = self.sprites[i] = CardSprite(i, face(DECK[i]), SEAT_ANCHOR, KUBO_CARD)
        else:
            cx, cy = sprite.rect.center
            sprite.size = KUBO_CARD
            sprite.pos = (cx - KUBO_CARD[0] / 2, cy - KUBO_CARD[1] / 2)
        duration = (SNAP if sprite.dragging else GLIDE) * m
        sprite.dragging, sprite.highlight, sprite.hover = False, "", False
        sprite.glide_to(self.grid_pos(i), duration)
        self.flying.add(i)

    def busy(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    def table_animating(self) -> bool:
        return bool(self.flashes)

    def hand_sprites(self) -> list[CardSprite]:
        return [self.sprites[cell(c)] for c in self.view().hand if cell(c) in self.sprites]

    # ------------------------------------------------------------------ actions

    def toggle_cube(self) -> None:
        self.big_cube = not self.big_cube
        self.cube.rect = BIG_CUBE_RECT.copy() if self.big_cube else CUBE_RECT.copy()
        self.invalidate()

    def toggle_guide(self) -> None:
        self.guide = not self.guide
        self.invalidate()

    def pick(self, pos) -> Held | None:
        if not self.my_turn() or self.big_cube or self.view().phase != "place":
            return None
        for sprite in reversed(self.hand_sprites()):
            if sprite.rect.collidepoint(pos):
                return Held(str(sprite.key), [sprite])
        return None

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        i = int(held.source)
        return {str(i): self.place_rect(i)} if self.state.is_legal(place(DECK[i])) else {}

    def drop(self, held: Held, target: str) -> str | None:
        return self.perform(place(DECK[int(held.source)]))

    def explain(self, held: Held, pos) -> str | None:
        card = DECK[int(held.source)]
        if not self.state.is_legal(place(card)):
            return self.state.explain_illegal(place(card))
        if pos is not None and CUBE_RECT.collidepoint(pos):
            return None
        return _("The {card} has one place of its own: the one lit in gold.").format(card=card_name(card))

    def claim_at(self, pos) -> bool:
        """Sharp eyes: a click on a card of a completed, unclaimed structure claims it."""
        view = self.view()
        if not self.my_turn() or UNCLAIMED not in view.owners:
            return False
        for i in range(64):
            if view.table[i] is not None and self.place_rect(i).collidepoint(pos):
                for k in (k for k, o in enumerate(view.owners) if o == UNCLAIMED):
                    if i in STRUCTURE_IDS[k]:
                        self.act(Claim(k))
                        return True
        return False

    def hint(self) -> None:
        if not self.my_turn():
            self.refuse(_("Wait for your turn."))
            return
        if self.busy():
            self.refuse(still_moving_reason())
            return
        fits = [a for a in self.state.legal_actions() if isinstance(a, Place)]
        if not fits:
            self.toast.show(_("None of your cards fits now: end your turn."))
            return
        i = cell(fits[0].card)
        sprite = self.sprites.get(i)
        if sprite is not None:
            self.drag.cancel()
            sprite.highlight = "selected"
            held = Held(str(i), [sprite])
            self.drag.selected, self.drag.targets = held, self.targets(held)
        self.toast.show(_("Hint: the {card} fits.").format(card=card_name(fits[0].card)))

    def handle_table_event(self, event) -> bool:
        if self.big_cube and event.type != pygame.KEYDOWN:  # the big cube covers the table, owns the pointer
            if not self.close_cube.handle_event(event):
                self.cube.handle_event(event)
            return True
        if self.side.handle_event(event):
            return True
        if self.cube.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            hover_topmost(self.sprites.values(), self.hand_sprites() if self.my_turn() else [], event.pos)
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.big_cube:
            return self.claim_at(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        """Arrows turn the cube; C: big cube; G: guide; E: end turn; 1–6: pick a card, Enter: place it."""
        if self.cube.key(event.key):
            return True
        if event.key == pygame.K_c:
            self.toggle_cube()
            return True
        if event.key == pygame.K_g:
            self.toggle_guide()
            return True
        view = self.view()
        if not self.my_turn():
            return False
        if view.phase == "draw" and pygame.K_0 <= event.key <= pygame.K_5:
            self.act(Draw(event.key - pygame.K_0))
            return True
        if event.key == pygame.K_e:
            self.act(Pass() if view.phase == "steal" else EndTurn())
            return True
        if pygame.K_1 <= event.key <= pygame.K_6:
            hand = self.hand_sprites()
            k = event.key - pygame.K_1
            if k < len(hand):
                self.drag.cancel()
                held = Held(str(hand[k].key), [hand[k]])
                hand[k].highlight = "selected"
                self.drag.selected, self.drag.targets = held, self.targets(held)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.drag.selected:
            self.act(place(DECK[int(self.drag.selected.source)]))
            return True
        return False

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)
        landed = [i for i in self.flying if not self.sprites[i].moving]
        for i in landed:
            self.flying.discard(i)
            del self.sprites[i]
        if landed:
            self.invalidate()
        for f in self.flashes:
            f[1] -= dt
        self.flashes = [f for f in self.flashes if f[1] > 0]

    def draw_static(self, surface) -> None:
        view = self.view()
        dead = set(dead_places(view.table, view.geometry))
        self._draw_axes(surface, view)
        for i in self._paint_order(view):
            rect = self.place_rect(i)
            layer = coords(i)[view.geometry.axis]
            if view.table[i] is not None and i not in self.flying:
                surface.blit(res.scaled(face(DECK[i]), KUBO_CARD), rect)
            elif i in dead:
                self._draw_dead(surface, rect)
            elif self.guide:
                surface.blit(ghost(i), rect)
            elif layer == 0:
                draw_slot(surface, rect)
        for i, seat in self.recent_places().items():
            outline(surface, self.place_rect(i), seat, 12)

    def _paint_order(self, view) -> list[int]:
        """Bottom layer first, so higher cards lie over lower ones."""
        axis = view.geometry.axis
        return sorted(range(64), key=lambda i: (coords(i)[axis], i))

    def _draw_axes(self, surface, view) -> None:
        axis = view.geometry.axis
        a, b = (k for k in range(3) if k != axis)
        for r in range(4):
            name = _(AXIS_NAMES[a][r]) if a == 0 else AXIS_NAMES[a][r]
            y = GRID_Y + r * PITCH_Y + KUBO_CARD[1] // 2
            pos = (GRID_X - 10, y)
            blit_text(surface, name, pos, 22, WHITE, True, anchor="midright", max_width=GRID_X - 16)
        for c in range(4):
            name = _(AXIS_NAMES[b][c]) if b == 0 else AXIS_NAMES[b][c]
            x = GRID_X + c * PITCH_X + (KUBO_CARD[0] + 3 * LAYER_DX) // 2
            pos = (x, GRID_Y + 4 * PITCH_Y - 6)
            blit_text(surface, name, pos, 24, WHITE, True, anchor="midtop", max_width=PITCH_X - 10)

    def _draw_dead(self, surface, rect: pygame.Rect) -> None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (60, 0, 0, 110), veil.get_rect(), border_radius=12)
        pygame.draw.rect(veil, (*RED, 220), veil.get_rect(), 3, border_radius=12)
        surface.blit(veil, rect)
        mark = pygame.Rect(rect.x + 6, rect.y + 10, LAYER_DX - 12, LAYER_DX - 12)
        pygame.draw.line(surface, RED, mark.topleft, mark.bottomright, 5)
        pygame.draw.line(surface, RED, mark.bottomleft, mark.topright, 5)

    def info_lines(self, view) -> list[str]:
        """The panel under the cube: what to do, the pile and the person's points, what outlines mean."""
        seat = view.current_player
        lines = [self._instruction(view)]
        pile = ngettext("{n} card in the pile", "{n} cards in the pile", view.pile_count).format(
            n=view.pile_count
        )
        mine = view.round_points[self.viewer]
        lines.append(pile + " · " + _("your points this round: {n}").format(n=mine))
        if seat is not None and view.phase == "draw" and self.my_turn():
            lines.append(_("How many more cards do you draw?"))
        elif self.recent:
            lines.append(_("Outlined: cards the others placed since your move."))
        return lines

    def _draw_info(self, surface, view) -> None:
        r = INFO_PANEL
        draw_panel(surface, r, 20)
        y = r.y + 18
        for k, line in enumerate(self.info_lines(view)):  # above the buttons, shrinking, never under them
            box = pygame.Rect(r.x + 20, y, r.w - 40, 70 if k == 0 else 34)
            colour = INK if k == 0 else MUTED_INK
            ink = draw_text(surface, line, box, 26, colour, k == 0, "left", "top", min_size=18)
            y = ink.bottom + 6

    def _instruction(self, view) -> str:
        seat = view.current_player
        if seat is None:
            return _("The match is over.")
        name = self.session.seats[seat].label()
        if not self.my_turn():
            return _("{name} is playing.").format(name=name)
        if not can_act(self):
            return still_moving_reason()
        if view.phase == "steal":
            return _("Steal: click a completed structure nobody claimed, or pass.")
        if view.phase == "draw":
            return _("You placed two or more cards: you may draw up to five.")
        if view.sharp_eyes and UNCLAIMED in view.owners:
            return _("You completed something! Click one of its cards to claim it.")
        return _("Drag a card to its place, then end your turn.")

    def draw(self, surface) -> None:
        self.recent = self.recent_places()  # read by looks, the info panel and the cube alike
        super().draw(surface)

    def draw_table(self, surface) -> None:
        view = self.view()
        clip = surface.get_clip()  # a partial frame skips the panels it does not touch
        if clip.colliderect(INFO_PANEL.inflate(DAMAGE_MARGIN, DAMAGE_MARGIN)):
            self._draw_info(surface, view)
        for tid in self.drag.targets:
            glow = "best" if self.drag.best == tid else "target"
            draw_slot(surface, self.place_rect(int(tid)), glow)
        self._draw_flashes(surface)
        self.side.draw(surface)
        if self.big_cube:
            dim(surface)
            self._draw_cube(surface, view)
            blit_text(
                surface,
                _("Drag or use the arrow keys to turn the cube. C closes it."),
                (BIG_CUBE_RECT.centerx, BIG_CUBE_RECT.bottom + 20),
                26,
                WHITE,
                anchor="midtop",
                max_width=BIG_CUBE_RECT.w,
            )
            self.close_cube.draw(surface)
            return
        if clip.colliderect(self.cube.rect):
            self._draw_cube(surface, view)
        for i in sorted(self.flying, key=lambda i: coords(i)[view.geometry.axis]):
            self.sprites[i].draw(surface)
        for s in self.hand_sprites():
            if not s.dragging:
                s.draw(surface)
        for s in self.sprites.values():
            if s.dragging:
                s.draw(surface)
        if self.status:
            blit_text(surface, self.status, STATUS_RECT.midbottom, 28, WHITE, True, anchor="midbottom",
                      max_width=STATUS_RECT.w)

    def looks(self) -> dict:
        out = super().looks()
        for i in self.sprites:  # a landing card goes into the cached grid
            rect, look = out[("card", i)]
            out[("card", i)] = (rect, (*look, i in self.flying))
        for tid in self.drag.targets:
            out[("glow", tid)] = (self.place_rect(int(tid)), self.drag.best == tid)
        for n, flash in enumerate(self.flashes):
            hidden, bright, area, _label, label_rect = self._flash_parts(flash)
            out[("flash", n)] = (area, (hidden, bright))
            out[("flash_label", n)] = (label_rect, hidden)
        cube = self.cube
        out["cube"] = (cube.rect, (round(cube.yaw, 4), round(cube.pitch, 4), self._flash_ids()))
        out["close"] = (CLOSE_RECT, (self.big_cube, self.close_cube.hover, self.close_cube.focused))
        out["info"] = (INFO_PANEL, tuple(self.info_lines(self.view())))
        out["status"] = (STATUS_RECT, self.status)
        return out

    def _draw_cube(self, surface, view) -> None:
        dead = set(dead_places(view.table, view.geometry))
        self.cube.draw(surface, view, dead, self._flash_ids(), self._recent_colours())

    def _recent_colours(self) -> dict[int, tuple[int, int, int]]:
        return {i: seat_colour(seat) for i, seat in self.recent.items()}

    def _flash_ids(self) -> tuple:
        return tuple(sorted({f[0] for f in self.flashes}))

    def _flash_parts(self, flash) -> tuple:
        """(hidden, bright, area of its places, label image, label rect) of a completed structure's flash."""
        k, left, pts = flash
        ids = STRUCTURE_IDS[k]
        hidden = any(i in self.flying for i in ids)  # it glows once its last card has landed
        bright = 0.5 + 0.5 * math.sin(left * 10) > 0.5
        area = self.place_rect(ids[0]).unionall([self.place_rect(i) for i in ids[1:]]).inflate(12, 12)
        label = "+" + str(pts) + (" Zoker!" if STRUCTURES[k].kind == "zoker" else "")
        img = res.text(label, 48, GOLD_BRIGHT, True)
        end = self.place_rect(ids[-1])
        label_rect = img.get_rect(midbottom=(end.centerx, end.y - 4 - round(20 * (FLASH - left))))
        return hidden, bright, area, img, label_rect

    def _draw_flashes(self, surface) -> None:
        for flash in self.flashes:
            hidden, bright, _area, img, label_rect = self._flash_parts(flash)
            if hidden:
                continue
            ids = STRUCTURE_IDS[flash[0]]
            for i in ids:
                colour = GOLD_BRIGHT if bright else GOLD
                pygame.draw.rect(surface, colour, self.place_rect(i).inflate(8, 8), 5, border_radius=14)
            a, b = self.place_rect(ids[0]).center, self.place_rect(ids[-1]).center
            pygame.draw.line(surface, GOLD_BRIGHT, a, b, 6)
            surface.blit(img, label_rect)

    # ------------------------------------------------------------------ top bar

    def _show_overlays(self) -> None:
        """The round-over sheet says why the round ended and offers the menu."""
        if self.state.phase == "round_over" and not self.state.is_over():
            if show_round_over(self, self.round_end_reason(self.view())):
                return
        super()._show_overlays()

    def seat_line(self, seat: int) -> str:
        view = self.view()
        n = view.hand_counts[seat]
        return _("{score} · {cards}").format(
            score=view.totals[seat], cards=ngettext("{n} card", "{n} cards", n).format(n=n)
        )

    def round_label(self) -> str:
        return _("Round {n}").format(n=self.view().round)


def benchmark_frames(n: int = 300) -> dict:
    """Cube view frame times (ms) while it turns every frame over a late-round table, headless.

    Both views (the table's panel and the big cube) turn for `n` frames each. Wall-clock
    percentiles, and the same for this thread's CPU time, which a busy machine disturbs less.
    """
    import random

    from game.zoker.kubo.ai import AGENTS
    from game.zoker.kubo.engine import GAME

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    state = GAME.new(3, {"rounds": 1, "target": 0}, seed=5)
    agents = [AGENTS["easy"]() for _ in range(3)]
    rng = random.Random(5)
    while state.phase != "round_over" and sum(v is not None for v in state.table) < 36:
        p = state.current_player
        state.apply(agents[p].choose(state.view(p), state.legal_actions(), rng))
    view = state.view(0)
    dead = set(dead_places(view.table, view.geometry))
    canvas = pygame.Surface((1920, 1080))
    out: dict = {"cards": sum(v is not None for v in view.table)}
    for name, rect in (("panel", CUBE_RECT), ("big", BIG_CUBE_RECT)):
        cube = CubeView(rect)
        cube.draw(canvas, view, dead)  # warm-up: scaled sprites are made once
        wall, cpu = [], []
        for _f in range(n):
            cube.turn(0.02, 0.002)
            t0, c0 = time.perf_counter(), time.thread_time()
            cube.draw(canvas, view, dead)
            wall.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        wall.sort()
        cpu.sort()
        out[name] = {
            "frames": n,
            "p50_ms": statistics.median(wall),
            "p95_ms": wall[int(n * 0.95)],
            "cpu_p95_ms": cpu[int(n * 0.95)],
        }
    return out
