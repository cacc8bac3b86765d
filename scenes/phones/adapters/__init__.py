"""One phone adapter per game that hides hands (`<game>.py`, each an `ADAPTER`), named by the game's
`Tile.phone` in scenes/registry.py; the shared pieces are in `base.py`."""
