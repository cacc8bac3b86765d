"""Table layouts written as Tiled maps (TMX), one module per game."""
