# Pelipöytä: `make play` opens the table, `make test` runs every test headless.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test selftest tutorials lint assets locale icons build bundle-smoke bench clean

$(BIN)/.runtime: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -r requirements.txt
	touch $@

$(BIN)/.dev: $(BIN)/.runtime requirements-dev.txt
	$(BIN)/python -m pip install -q -r requirements-dev.txt
	touch $@

play: $(BIN)/.runtime
	$(BIN)/python main.py

# Bytecode is written even where the environment says not to (PYTHONDONTWRITEBYTECODE): the other
# workers and every program a test starts then import without compiling again (a twentieth of the run).
# Three workers on two cores: while one waits (a browser, a program it started, a timed idle loop)
# the other two keep both cores busy.
test: $(BIN)/.dev
	$(BIN)/ruff check .
	$(HEADLESS) PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n 3 --dist worksteal

# Draws every scene in English and in Finnish; fails when any text does not fit its box.
selftest: $(BIN)/.runtime
	$(HEADLESS) $(BIN)/python main.py --selftest --lang en
	$(HEADLESS) $(BIN)/python main.py --selftest --lang fi

# Plays every tutorial through by input events, in English and in Finnish.
tutorials: $(BIN)/.runtime
	for f in assets/tutorials/*.json; do g=$$(basename $$f .json); \
	  $(HEADLESS) $(BIN)/python main.py --tutorial $$g --autoplay --lang en || exit 1; \
	  $(HEADLESS) $(BIN)/python main.py --tutorial $$g --autoplay --lang fi || exit 1; \
	done

lint: $(BIN)/.dev
	$(BIN)/ruff check .

assets: $(BIN)/.dev
	$(HEADLESS) $(BIN)/python build_scripts/make_assets.py
	$(BIN)/python build_scripts/make_locale.py

locale: $(BIN)/.dev
	$(BIN)/python build_scripts/make_locale.py

icons: $(BIN)/.dev
	$(HEADLESS) $(BIN)/python build_scripts/make_icons.py

# dist/pelipoyta/ and the release file (Linux: dist/pelipoyta-VERSION-linux-x86_64.tar.gz)
build: $(BIN)/.dev
	$(BIN)/python build_scripts/build.py

bundle-smoke: build
	$(HEADLESS) $(BIN)/python build_scripts/build.py --smoke-only

bench: $(BIN)/.dev
	$(HEADLESS) $(BIN)/python -m benchmarks

clean:
	rm -rf build dist
