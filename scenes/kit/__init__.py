"""The kit every scene is built from: app, scene manager, widgets, drag, cards, motion, overlays."""
