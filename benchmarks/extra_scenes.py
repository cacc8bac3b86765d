"""Scenes besides the game tables whose frame time is measured: name -> factory(app)."""

from __future__ import annotations

SCENES: dict = {}
