"""pygame scenes: the table, menus and overlays of Pelipöytä."""
