"""The screens around the tables: menu, setup, settings, rules, score sheets, tutorials."""
