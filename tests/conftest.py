"""Headless pygame and throwaway per-user folders for every test."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_tmp = tempfile.mkdtemp(prefix="pelipoyta-tests-")
for _var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
    os.environ[_var] = _tmp


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches to Finnish must not change the language of the tests after it."""
    yield
    from game.core import i18n

    i18n.set_language("en")
