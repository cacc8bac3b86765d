"""What the phone page is given to draw, per game (scenes/phones/present.py and its adapters)."""

from __future__ import annotations

from scenes.phones.present import present
from scenes.session import Session
from tests.phones.helpers import seats


def test_a_racko_rack_names_each_slot_under_its_card():
    """"a rack of 10 slots per player, labelled 5, 10, …, 50 (slot 5 is nearest the player, slot 50
    farthest)": the order matters, so the page writes each slot's label under its card."""
    session = Session.start("racko", seats("phone", "easy"), None, seed=2, autosave=False)
    page = present(session, 0, 1)
    rack, slots = session.state.view(0).rack, range(5, 55, 5)
    assert [c["tag"] for c in page["hand"]] == [c["key"] for c in page["hand"]] == [str(s) for s in slots]
    assert [c["label"] for c in page["hand"]] == [f"Slot {s}: {v}" for s, v in zip(slots, rack, strict=True)]


def test_cards_without_a_caption_carry_none():
    session = Session.start("wizard", seats("phone", "easy", "easy"), None, seed=2, autosave=False)
    assert all("tag" not in c for c in present(session, 0, 1)["hand"])
