"""Headless pygame and throwaway per-user folders for every test."""

import gc
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


@pytest.fixture(autouse=True)
def _nothing_remembered_after_each_test():
    """Names typed and games saved in one test must not be the next test's (the setup shows both)."""
    yield
    names = os.path.join(_tmp, "names.json")
    if os.path.exists(names):
        os.unlink(names)
    from scenes.settings_store import kiosk_saves

    kiosk_saves(False)  # a kiosk's App keeps its visitors' saves apart until another App is made
    for saves in (os.path.join(_tmp, "saves"), os.path.join(_tmp, "saves", "kiosk")):
        try:
            for name in os.listdir(saves) if os.path.isdir(saves) else []:
                if name.endswith(".json"):
                    os.unlink(os.path.join(saves, name))
        except OSError:  # a test left the folder unreadable: its own check, not this one
            pass


# The longest tests (pytest --durations) start first: with `-n 3` the workers then finish
# together instead of one waiting while the other runs a long test it drew last.
LONG_FIRST = (
    "tests/phones/test_browser.py",
    "tests/engine/test_contract.py::test_random_playouts[pegs_and_jokers",
    "tests/release/test_soak.py",
    "tests/scenes/test_kit.py::test_selftest",
    "tests/phones/test_limits.py",
    "tests/phones/test_fairness.py",
    "tests/engine/test_contract.py::test_random_playouts[wizard",
    "tests/scenes/test_tutorial_partial_redraw.py",
    "tests/engine/test_contract.py::test_random_playouts[gang_of_four",
    "tests/scenes/test_idle_loop.py",
    "tests/engine/test_pegs_ai.py",
    "tests/scenes/test_attract.py",
    "tests/engine/test_contract.py",
)


def pytest_collection_modifyitems(items) -> None:
    def rank(item) -> int:
        starts = (k for k, prefix in enumerate(LONG_FIRST) if item.nodeid.startswith(prefix))
        return next(starts, len(LONG_FIRST))

    items.sort(key=rank)  # stable: the rest keep their order


def pytest_collection_finish(session) -> None:
    """Every object alive after collection (the test modules, pytest's items) moves to the
    permanent generation: full collections (the app's `memory.released()` when a table goes, and
    Python's own) then walk only what the tests made, not the whole collected suite."""
    gc.collect()
    gc.freeze()
