"""One table per game, and the base classes they share."""
