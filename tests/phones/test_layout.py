"""Join codes and away offers cover nothing the person at the screen needs (Wizard, 1 person + 2 phones)."""

from __future__ import annotations

import pygame
import pytest

from scenes.phones.attach import phone_panels, phone_slots
from scenes.tables import wizard
from tests.phones.helpers import phone_table, seats
from tests.scenes.helpers import frames, key, make_app, spy_texts


def needed_rects(scene) -> dict[str, pygame.Rect]:
    """What Anna uses at the screen: the bid panel, her hand, her panel, the trump panel, the recent moves."""
    out = {"bid panel": scene.panel_rect, "my panel": wizard.MY_PANEL, "info panel": wizard.INFO_PANEL,
           "since your last move": wizard.RECENT, "sort": wizard.SORT_BUTTON,
           "top bar": pygame.Rect(0, 0, 1920, 96)}
    for k, role in scene.role.items():
        if role == "hand":
            out[f"card {k}"] = scene.sprites[k].rect
    return out


def test_codes_and_offers_leave_the_bid_panel_and_the_hand_free():
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("person", "phone", "phone"), {"rounds": "five"}, seed=3)
    try:
        frames(app, 5)
        assert scene.state.phase == "bid" and scene.state.current_player == 0 and scene.panel_rect
        for away in (3600.0, 0.0):  # the codes, then the offers
            hub.away.away_after = away
            frames(app, 2)
            panels = phone_panels(scene, hub)
            assert sorted(panels) == [1, 2]
            for seat, rect in panels.items():
                assert pygame.Rect(0, 0, 1920, 1080).contains(rect)
                for name, need in needed_rects(scene).items():
                    assert not rect.colliderect(need), (seat, rect, name, need)
            a, b = panels.values()
            assert not a.colliderect(b)
    finally:
        hub.stop()


def test_slots_never_overlap_each_other():
    for n in range(1, 5):
        slots = phone_slots(n)
        for i, a in enumerate(slots):
            assert all(not a.colliderect(b) for b in slots[i + 1:])


def test_kubo_and_pegs_codes_leave_the_board_the_grid_the_piles_and_the_hand_free():
    from scenes.tables import zoker_kubo_layout as zoker_kubo
    from scenes.tables.pegs_board import zones

    pegs = zones("pegs_4")
    needs = {
        "zoker_kubo": {"grid": pygame.Rect(0, 96, zoker_kubo.RIGHT_X - 10, 984),
                       "info panel": zoker_kubo.INFO_PANEL,
                       "hand": pygame.Rect(zoker_kubo.RIGHT_X, zoker_kubo.INFO_PANEL.bottom, 760, 290)},
        "pegs_and_jokers": {k: pegs[k] for k in ("board", "draw", "discard", "status", "hand")},
    }
    for game_id, kinds in (("zoker_kubo", ("person", "phone", "phone")),
                           ("pegs_and_jokers", ("person", "phone", "easy", "easy"))):
        app = make_app()
        scene, hub = phone_table(app, game_id, seats(*kinds), seed=3)
        try:
            for away in (3600.0, 0.0):
                hub.away.away_after = away
                frames(app, 2)
                panels = phone_panels(scene, hub)
                assert panels
                for seat, rect in panels.items():
                    for name, need in needs[game_id].items():
                        assert not rect.colliderect(need), (game_id, seat, rect, name, need)
        finally:
            hub.stop()


def test_racko_codes_leave_the_racks_the_piles_and_the_status_free_and_never_half_cover_the_info():
    from scenes.tables import racko_layout as racko

    for kinds in (("person", "phone"), ("person", "phone", "easy"), ("person", "phone", "phone", "phone")):
        app = make_app()
        scene, hub = phone_table(app, "racko", seats(*kinds), seed=3)
        try:
            needs = {f"rack {s}": scene.panel_rect(s) for s in scene.others()}
            needs |= {"status": racko.LINES_RECT, "my rack": racko.TRAY,
                      "top bar": pygame.Rect(0, 0, 1920, 96)}
            piles = {"draw": racko.DRAW_POS, "discard": racko.DISCARD_POS, "held": racko.HELD_POS}
            for name, pos in piles.items():
                pile = scene.pile_rect(pos)
                needs[name] = pile.inflate(40, 0).union(pile.move(0, 50))  # with its label under it
            for away in (3600.0, 0.0):
                hub.away.away_after = away
                frames(app, 2)
                panels = phone_panels(scene, hub)
                assert len(panels) == len(kinds) - kinds.count("easy") - 1
                for seat, rect in panels.items():
                    assert pygame.Rect(0, 0, 1920, 1080).contains(rect)
                    for name, need in needs.items():
                        assert not rect.colliderect(need), (kinds, seat, rect, name, need)
                    # the info panel is left alone or covered whole: never a panel peeking out
                    info = racko.INFO_PANEL
                    assert not rect.colliderect(info) or rect.contains(info), (kinds, seat, rect)
                    assert all(not rect.colliderect(b) for s, b in panels.items() if s != seat)
        finally:
            hub.stop()


def test_racko_since_your_last_move_gives_way_to_a_code_and_takes_the_info_panels_place(monkeypatch):
    """A play-tester: a phone's code covered "Since your last move" while that phone had not joined.
    The panel then stands where the round's info panel stood (not drawn: it would peek out under it)."""
    from scenes.tables import racko_draw
    from scenes.tables import racko_layout as racko

    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(racko_draw, "draw_since_last", lambda _s, rect, *_rest: drawn.append(rect))
    texts = spy_texts(racko_draw, monkeypatch, "blit_text")
    for kinds in (("person", "easy", "phone"), ("person", "phone"), ("person", "easy")):
        app = make_app()
        scene, hub = phone_table(app, "racko", seats(*kinds), seed=3)
        try:
            frames(app, 2)
            drawn.clear()
            texts.clear()
            scene.draw_static(pygame.Surface((1920, 1080)))  # before anyone moved: no panel, the info stays
            assert not drawn and any(t.startswith("Dealer") for t in texts), kinds
            monkeypatch.setattr(scene, "recent_lines", lambda: [((80, 120, 220), "Botti takes the 12.")])
            texts.clear()
            scene.draw_static(pygame.Surface((1920, 1080)))
            panels = list(phone_panels(scene, hub).values())
            assert len(drawn) == 1, kinds
            assert not any(drawn[0].colliderect(p) for p in panels), (kinds, drawn, panels)
            info_shown = any(t.startswith("Dealer") for t in texts)
            assert info_shown == (drawn[0] == racko.RECENT), (kinds, drawn)
        finally:
            hub.stop()


def test_pegs_pile_counts_stay_readable_beside_a_phone_code():
    """The code's panel covered the right part of "Draw pile: 138": "Draw" and "Disca" peeked out,
    and then the counts were left out altogether. Beside a code they are a line under the piles."""
    from scenes.tables import pegs_draw

    app = make_app()
    scene, hub = phone_table(app, "pegs_and_jokers", seats("person", "phone", "easy", "easy"), seed=3)
    drawn: dict[str, pygame.Rect] = {}
    real = pegs_draw.blit_text

    def spy(surface, text, *args, **kw):
        drawn[text] = rect = real(surface, text, *args, **kw)
        return rect

    def counts() -> dict[str, pygame.Rect]:
        drawn.clear()
        surface = pygame.Surface((1920, 1080))
        scene.draw_static(surface)
        scene.draw_table(surface)
        return {t: r for t, r in drawn.items() if "Draw pile" in t or "Discards" in t}

    pegs_draw.blit_text = spy
    try:
        frames(app, 2)
        panels = phone_panels(scene, hub)
        assert panels  # Ben's code shows, over the place beside the piles
        shown = counts()
        assert any("Draw pile" in t and "Discards" in t for t in shown), shown  # one line
        assert all(r.collidelist(list(panels.values())) < 0 for r in shown.values()), (shown, panels)
        assert all(pygame.Rect(scene.layout.zones["status"]).contains(r) for r in shown.values())
        hub.stop()  # no code any more: the counts go back beside the piles
        shown = counts()
        assert sorted(t.split(":")[0] for t in shown) == ["Discards", "Draw pile"]
    finally:
        pegs_draw.blit_text = real
        hub.stop()


def test_pegs_says_whom_it_waits_for_when_a_phone_is_to_move():
    """Ben's code covers his team's panel, where his turn showed: the lines under the piles say it."""
    from tests.scenes.helpers import settle

    app = make_app()
    scene, hub = phone_table(app, "pegs_and_jokers", seats("person", "phone", "easy", "easy"), seed=3)
    try:
        settle(app)
        assert scene.state.current_player == 1 and not scene.busy()
        assert scene.tip(scene.view()) == "Waiting for Ben."
    finally:
        hub.stop()


def test_gang_of_four_codes_and_offers_leave_every_seat_free_and_offers_stay_touchable():
    """The side strips held the left and right seats' card counts (the "one card" rule needs them)."""
    from scenes.tables import gang_of_four_layout as gof

    app = make_app()
    scene, hub = phone_table(app, "gang_of_four", seats("person", "phone", "phone", "phone"), seed=3)
    try:
        needs = {f"seat {s}": scene.seat_rect(s) for s in range(1, 4)}
        needs |= {"my panel": gof.MY_PANEL, "buttons": gof.BUTTONS, "sort": gof.SORT_BUTTON,
                  "top bar": pygame.Rect(0, 0, 1920, 96),
                  "last play and its dot": gof.LAST_PLAY.inflate(2 * 30, 0)}
        for away in (3600.0, 0.0):
            hub.away.away_after = away
            frames(app, 2)
            panels = phone_panels(scene, hub)
            assert sorted(panels) == [1, 2, 3]
            for seat, rect in panels.items():
                for name, need in needs.items():
                    assert not rect.colliderect(need), (seat, rect, name, need)
                assert all(not rect.colliderect(b) for s, b in panels.items() if s != seat)
        scene.draw(pygame.Surface((1920, 1080)))
        assert len(hub.offer_buttons) == 9
        assert all(b.rect.w >= 64 and b.rect.h >= 64 for b in hub.offer_buttons)  # STYLE: touch targets
        assert all(any(p.contains(b.rect) for p in panels.values()) for b in hub.offer_buttons)
    finally:
        hub.stop()


@pytest.mark.parametrize("game_id", ["racko", "zoker_kubo", "pegs_and_jokers", "wizard", "gang_of_four",
                                     "zoker_tiko"])
def test_with_only_phones_and_computers_no_hand_shows_face_up(game_id, monkeypatch):
    """Seen by a tester: Anna on a phone against Botti, and Racko's screen showed "Botti's rack" face up
    (the cover knew only the card tables' hands)."""
    app = make_app()
    players = {"gang_of_four": 4, "pegs_and_jokers": 4, "wizard": 3}.get(game_id, 2)
    scene, hub = phone_table(app, game_id, seats("phone", *["normal"] * (players - 1)))
    frames(app, 10)
    panels = covers(app, scene, monkeypatch)
    private = scene.private_rects()
    assert private and all(any(p.contains(r) for p in panels) for r in private), (private, panels)
    assert all(app.canvas.get_rect().contains(p) for p in panels), panels  # no frame runs off the canvas


def covers(app, scene, monkeypatch) -> list[pygame.Rect]:
    """The panels one whole redraw of `scene` draws (covers, codes, chips)."""
    from scenes.kit import cover
    from scenes.phones import attach

    panels = []
    for module in (attach, cover):
        real = module.draw_panel
        monkeypatch.setattr(module, "draw_panel", lambda surface, box, *a, real=real, **k: (
            panels.append(pygame.Rect(box)), real(surface, box, *a, **k)))
    app.redraw_all()
    frames(app, 1)
    return panels


def test_a_card_drawn_by_a_phone_is_covered_where_it_lies(monkeypatch):
    """Seen by a tester: Anna on a phone took the draw pile's card, and one cover spanned from the
    bottom rack to the held card, hiding the piles, the status and Botti's turn after it."""
    from game.racko.engine import Draw
    from scenes.tables import racko_layout

    app = make_app()
    scene, hub = phone_table(app, "racko", seats("phone", "normal"))
    try:
        frames(app, 10)
        assert scene.state.current_player == 0 and Draw("draw") in scene.state.legal_actions()
        assert scene.perform(Draw("draw")) is None
        scene.finish_motion()
        frames(app, 5)
        held = scene.sprites["held"].rect
        panels = covers(app, scene, monkeypatch)
        assert any(p.contains(held) for p in panels)
        for name, need in {"draw pile": scene.pile_rect(racko_layout.DRAW_POS),
                           "discard pile": scene.pile_rect(racko_layout.DISCARD_POS),
                           "status": racko_layout.LINES_RECT, "info panel": racko_layout.INFO_PANEL}.items():
            assert not any(p.colliderect(need) for p in panels), (name, need, panels)
    finally:
        hub.stop()


@pytest.mark.parametrize("game_id", ["wizard", "gang_of_four", "pegs_and_jokers"])
def test_sort_rests_while_no_hand_is_shown(game_id):
    """Seen by a tester: with only phones and computers, Sort still sorted the covered hand and said
    "Your hand is sorted by rank."."""
    from scenes.kit.hand_sort import mode

    app = make_app()
    players = {"gang_of_four": 4, "pegs_and_jokers": 4}.get(game_id, 3)
    scene, hub = phone_table(app, game_id, seats("phone", *["normal"] * (players - 1)))
    try:
        frames(app, 10)
        before = mode(game_id)
        key(app, pygame.K_s)
        assert mode(game_id) == before and not scene.toast.message
        if game_id == "pegs_and_jokers":  # a top-bar button
            assert [enabled for k, _l, _f, enabled in scene.extra_buttons() if k == "sort"] == [False]
        else:
            group = scene.side if game_id == "wizard" else scene.buttons
            assert not group.by_key("sort").enabled
    finally:
        hub.stop()


def test_a_status_that_changes_while_the_codes_are_drawn_draws_what_was_measured():
    """A flood test caught it: a phone's status changed on the server's thread between measuring
    its panel (a reconnecting chip, 84 px) and drawing it (a code): a QR code of −64 px raised."""
    from itertools import cycle

    from scenes.phones.attach import draw_phone_codes

    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"), seed=2)
    try:
        flips = cycle(["reconnecting", "waiting"])
        hub.status = lambda seat: next(flips)
        for _ in range(4):
            draw_phone_codes(pygame.Surface((1920, 1080)), scene, hub)
    finally:
        hub.stop()
