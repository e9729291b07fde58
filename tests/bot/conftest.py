"""The real bot against SimCord's simulated Discord, on a real SQLite file, and every request
it makes held to Discord's own limits (:mod:`tests.bot.conformance`)."""

import traceback

import pytest

from bot import BotSettings, create_bot
from tests.bot.conformance import Conformance


@pytest.fixture
def bot_settings(tmp_path):
    return BotSettings(
        _env_file=None,
        database_url=None,  # the bot's tests use SQLite whatever the environment says
        database_path=tmp_path / "games.sqlite3",
        database_synchronous="NORMAL",
        discord_token=None,
    )


@pytest.fixture
async def make_bot(bot_settings):
    """A factory of fresh bots on the same database (a restart starts a new process)."""
    bots = []

    def make():
        bot = create_bot(bot_settings)
        bots.append(bot)
        return bot

    yield make
    for bot in bots:  # SimCord detaches a bot without closing it: close its database
        if bot.store is not None:
            await bot.store.close()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()


@pytest.fixture(scope="session", autouse=True)
def discord_limits_checked():
    """Discord's limits over every request of every bot of the session: installed before any
    fixture builds a bot (a module's shared game too)."""
    with pytest.MonkeyPatch.context() as patch:
        conformance = Conformance()
        conformance.install(patch)
        yield conformance


@pytest.fixture(autouse=True)
def discord_limits(discord_limits_checked):
    """Every payload a bot sends is checked against Discord's limits: one that Discord would
    refuse is refused, and fails the test however the bot took the refusal (what a module's
    shared fixture sent fails the first test that uses it)."""
    conformance = discord_limits_checked
    report = conformance.report() if conformance.refused else ""
    conformance.refused.clear()
    assert not report, report
    yield conformance
    report = conformance.report() if conformance.refused else ""
    conformance.refused.clear()
    assert not report, report


@pytest.fixture(autouse=True)
def no_logged_errors(caplog):
    """A callback's exception is only logged by discord.py: make it fail the test."""
    yield
    errors = [r for r in caplog.get_records("call") if r.levelname in ("ERROR", "CRITICAL")]
    assert not errors, "\n".join(_told(r) for r in errors)


def _told(record) -> str:
    """The logged message with its traceback, so a failure says what went wrong."""
    if record.exc_info and not record.exc_text:
        record.exc_text = "".join(traceback.format_exception(*record.exc_info))
    return record.getMessage() + (f"\n{record.exc_text}" if record.exc_text else "")
