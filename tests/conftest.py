"""Headless pygame and throwaway per-user folders for every test."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_tmp = tempfile.mkdtemp(prefix="pelipoyta-tests-")
for _var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
    os.environ[_var] = _tmp
