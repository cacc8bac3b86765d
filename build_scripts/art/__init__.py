"""Art modules for make_assets.py: one per deck or asset family, each with `build(root) -> list[Path]`."""
