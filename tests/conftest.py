"""Fixtures shared by the test packages: the throwaway PostgreSQL server.

The server is started once per session, only by the tests that ask for it (the store suite's
PostgreSQL half, the bot's several-processes tests). When it cannot be started those tests
fail with the reason (tests/pg_server.py): they are never skipped.
"""

from __future__ import annotations

import pytest

from tests.pg_server import ServerUnavailable, throwaway_server


@pytest.fixture(scope="session")
def pg_server():
    """A throwaway PostgreSQL server for the whole session (the DSN of its ``postgres``
    database); the tests that need it fail, never skip, when it cannot be started."""
    try:
        with throwaway_server() as server:
            yield server
    except ServerUnavailable as error:
        pytest.fail(f"these tests need a PostgreSQL server: {error}", pytrace=False)
