"""Performance figures: `python -m benchmarks` (start-up, frame times, engine and AI speed)."""
