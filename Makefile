# Two commands do all the set-up: `make run` and `make test`; `make demo` plays the bot in a browser, no token.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_DEV := $(VENV)/.installed-dev
STAMP_DEMO := $(VENV)/.installed-demo

.PHONY: run demo demo-screenshot phone-shots test lint typecheck pytest gallery bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_DEV): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@ $(STAMP_RUN)

$(STAMP_DEMO): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[demo]'
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(BIN)/python -m bot

demo: $(STAMP_DEMO)
	$(BIN)/python -m bot.demo

# Redraws the README's picture of the demo (needs headless Chromium: apt-get install -y chromium).
demo-screenshot: $(STAMP_DEMO)
	$(BIN)/python -m bot.demo --screenshot docs/images/demo.png

# Every game's table and private panel as a phone shows them, into /tmp/phone-shots (needs headless Chromium).
PHONE_SHOTS ?= /tmp/phone-shots
phone-shots: $(STAMP_DEMO)
	$(BIN)/python -m bot.demo.phone_shots $(PHONE_SHOTS)

lint: $(STAMP_DEV)
	$(BIN)/ruff check .

typecheck: $(STAMP_DEV)
	$(BIN)/mypy bot/rules

pytest: $(STAMP_DEV)
	$(BIN)/python -m pytest -n 2 --dist loadfile

test: lint typecheck pytest

gallery: $(STAMP_DEV)
	$(BIN)/python -m render.gallery gallery

bench: $(STAMP_DEV)
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
