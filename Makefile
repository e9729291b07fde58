# The two commands of the README: `make run` starts the bot, `make test` runs every check
# (the suite on every core: pytest-xdist, one file's tests together so module fixtures are built once).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: test run lint bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

test: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -n auto --dist loadscope

lint: $(VENV)/.installed
	$(BIN)/ruff check .

bench: $(VENV)/.installed
	for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b; done

run: $(VENV)/.installed
	$(BIN)/python -m bot

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
