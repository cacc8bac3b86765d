"""Pure rules engines for Pelipöytä; never imports pygame."""
