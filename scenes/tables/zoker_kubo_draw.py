"""Zoker Kubo drawn: the grid of places with its axes and dead places, the small or big turning cube,
the info panel and instruction, the flashes of finished structures, and `looks()` for partial redraws."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext, number
from game.zoker.cards import DECK, card_name
from game.zoker.kubo.engine import (
    STRUCTURE_IDS,
    STRUCTURES,
    Phase,
    Place,
    cell,
    coords,
    dead_places,
)
from scenes.kit import resources as res
from scenes.kit.cards import KUBO_CARD, draw_slot
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import (
    GOLD,
    GOLD_BRIGHT,
    INK,
    MUTED_INK,
    RED,
    WHITE,
    blit_text,
    draw_panel,
    draw_shadow,
)
from scenes.tables.kubo_cube import DASHES, HEADER_H, mix, pattern_line
from scenes.tables.recent import outline
from scenes.tables.redraw import DAMAGE_MARGIN
from scenes.tables.top_bar import TOP_BAR_H
from scenes.tables.zoker_kubo_layout import (
    BIG_CUBE_RECT,
    CLOSE_RECT,
    CUBE_RECT,
    END_BOX,
    FLASH,
    GRID_X,
    GRID_Y,
    INFO_PANEL,
    LAYER_DX,
    PITCH_X,
    PITCH_Y,
    STATUS_RECT,
    axis_label,
    ghost,
    grid_axes,
)
from scenes.text.zoker_text import face

WARNING_INK = (166, 36, 30)  # the red of dead places, dark enough to read on the panel
INFO_MIN = 22  # the info panel's lines that say what to do are never smaller while legends can go
GAP = 6  # between the info panel's lines
DEAD_FILL = (46, 22, 18, 255)  # a dead place: a dark hole the card below disappears under


class KuboDrawing:
    """Drawing the table: the grid and its axes, the cube, the info panel, flashes of what was claimed."""

    def draw_static(self, surface) -> None:
        view = self.view()
        dead = set(dead_places(view.table, view.geometry))
        self._draw_axes(surface, view)
        ringed = self._draw_threads(surface, view)
        for i in self._paint_order(view):
            rect = self.place_rect(i)
            layer = coords(i)[view.geometry.axis]
            if view.table[i] is not None and i not in self.flying:
                surface.blit(res.scaled(face(DECK[i]), KUBO_CARD), rect)
                if i in ringed:  # around the card, under the higher cards that lie over it
                    colour, grow, width = ringed[i]
                    pygame.draw.rect(surface, colour, rect.inflate(grow, grow), width, border_radius=14)
            elif i in dead:
                self._draw_dead(surface, rect)
            elif self.guide:
                surface.blit(ghost(i), rect)
            elif layer == 0:
                draw_slot(surface, rect)
        for i, seat in self.recent_places().items():
            outline(surface, self.place_rect(i), seat, 12)
        self.cube.paint_backdrop(surface)  # cached here: a turning frame paints only the cube on it

    def _paint_order(self, view) -> list[int]:
        """Bottom layer first, so higher cards lie over lower ones."""
        axis = view.geometry.axis
        return sorted(range(64), key=lambda i: (coords(i)[axis], i))

    def _draw_axes(self, surface, view) -> None:
        a, b = grid_axes(view.geometry.axis)
        for r in range(4):
            name = axis_label(a, r)
            y = GRID_Y + r * PITCH_Y + KUBO_CARD[1] // 2
            pos = (GRID_X - 20, y)  # clear of a tutorial's or hint's glow round the first column (9 px out)
            blit_text(surface, name, pos, 22, WHITE, True, anchor="midright", max_width=GRID_X - 26)
        for c in range(4):
            name = axis_label(b, c)
            x = GRID_X + c * PITCH_X + KUBO_CARD[0] // 2  # under the slot (higher layers lie right of it)
            pos = (x, GRID_Y + 4 * PITCH_Y - 6)
            blit_text(surface, name, pos, 24, WHITE, True, anchor="midtop", max_width=PITCH_X - 10)

    def _draw_dead(self, surface, rect: pygame.Rect, coming: bool = False) -> None:
        """A dead place's red veil and cross; `coming`: fainter, for a place the held card would kill."""
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        # a dead place lies over the card below it as a card would, so the cross is not read as
        # striking out that card: dark and opaque; a coming one is a faint preview
        pygame.draw.rect(veil, (60, 0, 0, 50) if coming else DEAD_FILL, veil.get_rect(), border_radius=12)
        pygame.draw.rect(veil, (*RED, 220), veil.get_rect(), 3, border_radius=12)
        mark = pygame.Rect(6, 10, LAYER_DX - 12, LAYER_DX - 12)
        ink = (*RED, 150 if coming else 255)
        pygame.draw.line(veil, ink, mark.topleft, mark.bottomright, 3 if coming else 5)
        pygame.draw.line(veil, ink, mark.bottomleft, mark.topright, 3 if coming else 5)
        surface.blit(veil, rect)

    def doomed(self) -> tuple[int, ...]:
        """The places the card held now would kill: the empty ones below its place, not dead yet
        ("A card can never be put under a card already played")."""
        return self.once("doomed", self._doomed)

    def _doomed(self) -> tuple[int, ...]:
        held = self.drag.active
        if held is None or not self.drag.targets:
            return ()
        view = self.view()
        dead = dead_places(view.table, view.geometry)
        below = view.geometry.below[int(held.source)]
        return tuple(j for j in below if view.table[j] is None and j not in dead)

    def _doomed_line(self, view) -> str:
        """What placing the held card costs: the places it kills, and the person's own cards among them."""
        doomed = self.doomed()
        if not doomed:
            return ""
        line = ngettext("Placing it kills {n} place below it (red): its card can never be played.",
                        "Placing it kills {n} places below it (red): their cards can never be played.",
                        len(doomed)).format(n=len(doomed))
        mine = [card_name(card) for card in view.hand if cell(card) in doomed]
        if mine:
            line += " " + ngettext("Your {cards} would then stay in your hand: a point off at the end.",
                                   "Your {cards} would then stay in your hand: a point off each at the end.",
                                   len(mine)).format(cards=", ".join(mine))
        return line

    def info_lines(self, view) -> list[str]:
        """The panel under the cube: what to do, the pile and the person's points, then the legends
        of what the grid shows (`info_legends`)."""
        seat = view.current_player
        lines = [self._instruction(view)]
        warning = self._doomed_line(view)
        if warning:  # while a card is held: what placing it costs, instead of the pile and the legends
            return [*lines, warning]
        pile = ngettext("{n} card in the pile", "{n} cards in the pile", view.pile_count).format(
            n=view.pile_count
        )
        if not self.top_bar_layout()[1]:  # the round's number gave way to the chips up there: said here
            pile = f"{self.round_label(view)} · {pile}"
        if self.session.humans:
            # a round just scored: its points with the hand's penalty, as the top bar counts them
            # (the engine has already set the next round's to 0)
            ended = view.phase == Phase.ROUND_OVER and view.results
            mine = view.results[-1].points[self.viewer] if ended else view.round_points[self.viewer]
            lines.append(pile + " · " + _("your points this round: {n}").format(n=number(mine)))
        else:  # computers alone: nobody here has points; their chips in the top bar do
            lines.append(pile)
        if seat is not None and view.phase == Phase.DRAW and self.my_turn():
            lines.append(_("How many more cards do you draw?"))  # alone: it asks, just above its buttons
            return lines
        return lines + self.info_legends(view)

    def info_legends(self, view) -> list[str]:
        """What the marks on the grid mean, the rules' first: the last lines of `info_lines`."""
        legends = []
        if dead_places(view.table, view.geometry):  # while there is one
            legends.append(self.dead_legend())
        if self.recent:
            legends.append(_("Outlined: cards the others placed since your move."))
        return legends

    @staticmethod
    def dead_legend() -> str:
        return _("Red cross: a dead place; its card can never be played.")

    def info_layout(self, view) -> list[tuple[str, pygame.Rect, int]]:
        """(line, box, size) of each line the panel shows. The lines that say what to do share the
        largest size at which they fit, down to INFO_MIN; the legends take the room left at that size
        or smaller, down to 18, and the last of them are left out when none is left (four lines at
        one size came out at 19 px, the instruction too). The red cross's legend is never left out
        while the panel can hold it: the lines above it shrink for it, below INFO_MIN if they must."""
        r = INFO_PANEL
        room = pygame.Rect(r.x + 20, r.y + 18, r.w - 40, END_BOX[1] - 8 - (r.y + 18))  # above the buttons
        lines, legends = self.info_lines(view), self.info_legends(view)
        if not legends or lines[-len(legends):] != legends:  # none shown (the draw question, a held card)
            legends = []
        main = lines[:len(lines) - len(legends)]

        def heights(group: list[str], size: int, first: bool) -> list[int]:
            return [fit(line, size, first and k == 0, room.w, 1080, size).height
                    for k, line in enumerate(group)]

        def fits(group: list[str], size: int, first: bool, height: int) -> bool:
            hs = heights(group, size, first)
            return sum(hs) + GAP * (len(hs) - 1) <= height

        # the red cross's legend stays while there is a dead place: what to do gives way to it
        kept = legends[:1] if legends and legends[0] == self.dead_legend() else []

        def room_for(s: int, least: int) -> bool:  # what to do at s, the kept legend at `least` or more
            left = room.h - sum(heights(main, s, True)) - GAP * len(main)
            return fits(main, s, True, room.h) and (not kept or fits(kept, least, False, left))

        # a legend readable beside the rest first (a pile line on two rows left it 18 px), else at 18
        size = next((s for least in (INFO_MIN, 18) for s in range(26, least - 1, -1) if room_for(s, least)),
                    None)
        if size is None:
            size = next((s for s in range(26, INFO_MIN - 1, -1) if fits(main, s, True, room.h)), None)
        if size is None:  # even the lines that say what to do need less: all at one smaller size
            size = next((s for s in range(INFO_MIN - 1, 17, -1) if fits(main, s, True, room.h)), 18)
            legends = []
        out, y = [], room.y
        for line, h in zip(main, heights(main, size, True), strict=True):
            if y + h > room.bottom:  # no room left even at the smallest size: leave it out
                break
            out.append((line, pygame.Rect(room.x, y, room.w, h), size))
            y += h + GAP
        while legends:
            left = room.bottom - y
            small = next((s for s in range(size, 17, -1) if fits(legends, s, False, left)), None)
            if small is not None:
                for line, h in zip(legends, heights(legends, small, False), strict=True):
                    out.append((line, pygame.Rect(room.x, y, room.w, h), small))
                    y += h + GAP
                break
            legends = legends[:-1]
        return out

    def _draw_info(self, surface, view) -> None:
        draw_panel(surface, INFO_PANEL, 20)
        warning = self._doomed_line(view)
        for k, (line, box, size) in enumerate(self.info_layout(view)):
            colour = INK if k == 0 else WARNING_INK if line == warning else MUTED_INK
            draw_text(surface, line, box, size, colour, k == 0, "left", "top", min_size=size)

    @staticmethod
    def hand_is_dead(view) -> bool:
        """Does every card in the hand belong under a card already played (never placeable)?"""
        dead = set(dead_places(view.table, view.geometry))
        return bool(view.hand) and all(cell(c) in dead for c in view.hand)

    def placements(self) -> list[Place]:
        """The cards the player to move may place now, as the engine allows them (the hint's first)."""
        return self.once("placements",
                         lambda: [a for a in self.state.legal_actions() if isinstance(a, Place)])

    def _instruction(self, view) -> str:
        seat = view.current_player
        if seat is None:
            return _("The match is over.")
        name = self.session.seats[seat].label()
        if not self.my_turn():  # a replay is never anyone's turn: the person is "you" there too
            waiting = self.waiting_line()
            if waiting:
                return waiting
            if self.session.is_you(seat):
                return _("You are playing.")
            return _("{name} is playing.").format(name=name)
        if view.phase == Phase.STEAL:  # also while cards still glide: a press completes them and counts
            return _("Steal: click a completed structure nobody claimed, or pass.")
        if view.phase == Phase.DRAW:
            return _("You placed two or more cards: you may fill your hand up to five.")
        if view.sharp_eyes:  # the same words whether or not something waits: noticing is the game
            return _("Drag a card to its place; to claim a row you completed, click one of its cards.")
        if self.hand_is_dead(view):
            return _("None of your cards can be placed any more: end your turn.")
        if not self.placements():  # their places wait for a card beside or below: only ending is left
            return _("None of your cards fits now: end your turn.")
        return _("Drag a card to its place, then end your turn.")

    def draw_table(self, surface) -> None:
        view = self.view()
        clip = surface.get_clip()  # a partial frame skips the panels it does not touch
        if clip.colliderect(INFO_PANEL.inflate(DAMAGE_MARGIN, DAMAGE_MARGIN)):
            self._draw_info(surface, view)
            self.side.draw(surface)  # its buttons lie on the panel
        if self.big_cube:
            if clip.colliderect(CUBE_RECT.inflate(DAMAGE_MARGIN, DAMAGE_MARGIN)):  # its shadow too
                self.structure_list.draw(surface, view, self.owner_names(),
                                         placing=not self.replaying)
            if clip.colliderect(self.cube.rect):
                self.cube.draw(surface, self.cube_look(), backdrop=False)
            if clip.colliderect(self._controls_band()):  # a turning frame repaints only the stage
                self.cube_controls.draw(surface)
            self.close_cube.draw(surface)
            for flash in self.flashes:  # the points rise over the cube, where the structure pulses
                hidden, _level, _area, img, label_rect = self._flash_parts(flash)
                if not hidden:
                    self._blit_flash_label(surface, img, label_rect)
            if self.status:
                box = self._big_status_box()
                draw_text(surface, self.status, box, 26, WHITE, True, "left", "center", 18, wrap=False)
        else:
            for j in self.doomed():
                self._draw_dead(surface, self.place_rect(j), coming=True)
            for tid in self.drag.targets:
                glow = "best" if self.drag.best == tid else "target"
                draw_slot(surface, self.place_rect(int(tid)), glow)
            self._draw_flashes(surface)
            if clip.colliderect(self.cube.rect):
                self.cube.draw(surface, self.cube_look(), backdrop=False)
            if self.status:
                blit_text(surface, self.status, STATUS_RECT.midbottom, 28, WHITE, True, anchor="midbottom",
                          max_width=STATUS_RECT.w)
        for i in sorted(self.flying, key=lambda i: coords(i)[view.geometry.axis]):
            self.sprites[i].draw(surface)
        for s in self.hand_sprites():
            if not s.dragging:
                s.draw(surface)
        for s in self.sprites.values():
            if s.dragging:
                held = self._held_over_cube()
                if held is None:
                    s.draw(surface)
                else:  # small and above the pointer, so the glowing place under it stays in sight
                    draw_shadow(surface, held, radius=10, offset=10, alpha=110)
                    surface.blit(res.scaled(s.image, held.size), held)
                    pygame.draw.rect(surface, GOLD_BRIGHT, held.inflate(6, 6), 3, border_radius=10)

    def owner_names(self) -> list[tuple[str, str]]:
        """Each seat by label and by plain name, for the list of completed structures."""
        return [(seat.label(), seat.name) for seat in self.session.seats]

    def _held_over_cube(self) -> pygame.Rect | None:
        """Where a card dragged over the big cube is drawn (None when it is drawn as it is)."""
        if not (self.big_cube and self.drag.dragging):
            return None
        if not self.cube.stage().move(self.cube.rect.topleft).collidepoint(self.pointer):
            return None
        w, h = KUBO_CARD[0] * 4 // 5, KUBO_CARD[1] * 4 // 5
        return pygame.Rect(self.pointer[0] - w // 2, self.pointer[1] - h - 22, w, h)

    def _controls_band(self) -> pygame.Rect:
        r = self.cube.rect
        return pygame.Rect(r.x, r.bottom - self.cube.controls_h, r.w, self.cube.controls_h)

    def _big_status_box(self) -> pygame.Rect:
        r = BIG_CUBE_RECT
        return pygame.Rect(r.x + 24, r.y + 8, CLOSE_RECT.x - r.x - 40, HEADER_H)

    def _draw_threads(self, surface, view) -> dict:
        """What pointing at a card (once the pointer rests) shows on the grid, drawn before the cards
        so that no line or mark crosses a card's face: the structures lit, a bold thread; the lines
        traced (a card in nothing completed), a thin dashed one (empty places stay plain).
        Returns, per card of them, its ring (colour, growth, width), drawn once the card is."""
        lit, traced = ((), ()) if self.big_cube else self.shown  # the big cube hides the grid
        ringed = {}
        for k in traced:
            rects = [self.place_rect(i) for i in STRUCTURE_IDS[k]]
            pattern_line(surface, (15, 20, 18), rects[0].center, rects[-1].center, 6)
            pattern_line(surface, GOLD, rects[0].center, rects[-1].center, 3, DASHES[2])
            ringed.update((i, (GOLD, 6, 2)) for i in STRUCTURE_IDS[k] if view.table[i] is not None)
        for k in lit:
            rects = [self.place_rect(i) for i in STRUCTURE_IDS[k]]
            pygame.draw.line(surface, (15, 20, 18), rects[0].center, rects[-1].center, 9)
            pygame.draw.line(surface, GOLD_BRIGHT, rects[0].center, rects[-1].center, 5)
            ringed.update(dict.fromkeys(STRUCTURE_IDS[k], (GOLD_BRIGHT, 8, 4)))
        return ringed

    def looks(self) -> dict:
        out = super().looks()
        for i in self.sprites:  # a landing card goes into the cached grid
            rect, look = out[("card", i)]
            out[("card", i)] = (rect, (*look, i in self.flying))
        if not self.big_cube:
            for tid in self.drag.targets:
                out[("glow", tid)] = (self.place_rect(int(tid)), self.drag.best == tid)
            doomed = [self.place_rect(j) for j in self.doomed()]
            area = doomed[0].unionall(doomed[1:]) if doomed else pygame.Rect(0, 0, 0, 0)
            out["doomed"] = (area, len(doomed))
            for n, flash in enumerate(self.flashes):
                hidden, level, area, _label, label_rect = self._flash_parts(flash)
                out[("flash", n)] = (area, (hidden, level))
                out[("flash_label", n)] = (label_rect, hidden)
            out["status"] = (STATUS_RECT, self.status)
        else:
            out["list"] = (CUBE_RECT, self.structure_list.look(self.view().owners, self.owner_names()))
            out["controls"] = (self._controls_band(), self.cube_controls.look())
            out["status"] = (self._big_status_box(), self.status)
            for n, flash in enumerate(self.flashes):
                hidden, _level, _area, _label, label_rect = self._flash_parts(flash)
                out[("flash_label", n)] = (label_rect, hidden)
        out["cube"] = (self.cube.stage().move(self.cube.rect.topleft), self.cube.look(self.cube_look()))
        held = self._held_over_cube()
        out["held"] = (held.inflate(40, 40) if held else pygame.Rect(0, 0, 0, 0), held is not None)
        out["close"] = (CLOSE_RECT, (self.big_cube, self.close_cube.hover, self.close_cube.focused))
        out["info"] = (INFO_PANEL, tuple(self.info_lines(self.view())))
        return out

    def _flash_parts(self, flash) -> tuple:
        """(hidden, brightness 0–8, area of its places, label image, label rect) of a completed
        structure's flash: one pulse, as in the cube."""
        k, left, pts, anchor = flash
        ids = STRUCTURE_IDS[k]
        hidden = any(i in self.flying for i in ids)  # it glows once its last card has landed
        level = dict(self.pulse_levels()).get(k, 0)
        area = self.place_rect(ids[0]).unionall([self.place_rect(i) for i in ids[1:]]).inflate(12, 12)
        label = "+" + str(pts) + (" Zoker!" if STRUCTURES[k].kind == "zoker" else "")
        img = res.text(label, 48, GOLD_BRIGHT, True)
        if self.big_cube:  # over the structure's card highest in the cube
            axis = self.state.geo.axis
            end = min((self.cube.place_box(i, axis) for i in ids), key=lambda r: r.y)
            label_rect = img.get_rect(midbottom=(end.centerx, end.y - 4)).inflate(24, 4)
        else:  # on the card that completed it, rising: over the card above it, it named another
            end = self.place_rect(anchor)
            label_rect = img.get_rect(center=end.center).inflate(24, 4)
        if not self.app.settings.reduced_motion:
            label_rect.y -= round(20 * (FLASH - left))
        # a structure ending in the top row rose into the top bar, over the seats' chips: it stays
        # below it, on its own dark pill, legible over the cards it then covers
        label_rect.top = max(label_rect.top, TOP_BAR_H + 6)
        return hidden, level, area, img, label_rect

    @staticmethod
    def _blit_flash_label(surface, img, rect: pygame.Rect) -> None:
        pill = pygame.Surface(rect.size, pygame.SRCALPHA)  # over a face: dark enough to read
        pygame.draw.rect(pill, (0, 0, 0, 215), pill.get_rect(), border_radius=rect.h // 2)
        surface.blit(pill, rect)
        surface.blit(img, img.get_rect(center=rect.center))

    def flash_outlines(self, ids) -> list[pygame.Rect]:
        """The gold outlines of a completed structure's places: cards overlapping in one cell (a
        column's layers) share one round them all, never drawn across a face lying on another."""
        outlines: list[pygame.Rect] = []
        for i in ids:
            rect = self.place_rect(i).inflate(8, 8)
            near = rect.collidelist(outlines)
            if near < 0:
                outlines.append(rect)
            else:
                outlines[near] = outlines[near].union(rect)
        return outlines

    def _draw_flashes(self, surface) -> None:
        for flash in self.flashes:
            hidden, level, _area, img, label_rect = self._flash_parts(flash)
            if hidden:
                continue
            ids = STRUCTURE_IDS[flash[0]]
            colour, width = mix(GOLD, GOLD_BRIGHT, level / 8), 4 + level // 3
            for rect in self.flash_outlines(ids):
                pygame.draw.rect(surface, colour, rect, width, border_radius=14)
            for i, j in zip(ids, ids[1:], strict=False):  # the row's thread between its cards, not over them
                one, two = self.place_rect(i), self.place_rect(j)
                if one.colliderect(two):  # a column's layers overlap in one cell: their outlines say it
                    continue
                out_of_one = one.clipline(one.center, two.center)[1]
                into_two = two.clipline(one.center, two.center)[0]
                pygame.draw.line(surface, GOLD_BRIGHT, out_of_one, into_two, 6)
            self._blit_flash_label(surface, img, label_rect)
