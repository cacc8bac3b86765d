"""Fixtures the phone tests share."""

from __future__ import annotations

import pytest

from tests.phones.helpers import phone_table, seats
from tests.scenes.helpers import make_app


@pytest.fixture
def table():
    """A Wizard table with two phone seats and an easy computer, its hub stopped afterwards."""
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"))
    yield app, scene, hub
    hub.stop()
