"""``python -m bot``: run the bot with the token from ``.env`` on the embedded SQLite store
(or on PostgreSQL when ``DATABASE_URL`` is set).

Whatever keeps the bot from starting (no token, a setting that does not read, a token Discord
refuses, no connection to Discord) ends with one line that says what to do, not a traceback.
"""

from __future__ import annotations

import logging
import sys

import aiohttp
import discord
from pydantic import ValidationError
from pydantic_settings import SettingsError

from .app import create_bot
from .settings import BotSettings

PORTAL = "https://discord.com/developers/applications"


class _NoVoice(logging.Filter):
    """The bot never joins voice: discord.py's warnings about missing voice libraries are
    noise for whoever starts it."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


def main() -> int:
    logging.basicConfig(level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord.client").addFilter(_NoVoice())
    try:
        settings = BotSettings()
    except (ValidationError, SettingsError) as error:
        return _stop(f"A setting in .env (or the environment) does not read: {_first(error)}")
    if settings.discord_token is None or not settings.discord_token.get_secret_value():
        return _stop("No Discord token: set DISCORD_TOKEN in .env (copy .env.example) to the "
                     f"bot token from {PORTAL}, then run `make run` again.")
    bot = create_bot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except discord.LoginFailure:
        return _stop("Discord refused the token: copy the bot token again from "
                     f"{PORTAL} (your application, Bot, Reset Token) into DISCORD_TOKEN in .env.")
    except discord.PrivilegedIntentsRequired:
        return _stop("Discord asks for a privileged intent this bot does not need: update the "
                     "bot to the newest version.")
    except (aiohttp.ClientError, OSError, discord.GatewayNotFound, discord.HTTPException) as error:
        return _stop(f"Cannot reach Discord ({type(error).__name__}): check the internet "
                     "connection (and any proxy or firewall), then run `make run` again.")
    return 0


def _first(error: Exception) -> str:
    if isinstance(error, ValidationError):
        problem = error.errors()[0]
        field = ".".join(str(part) for part in problem["loc"]).upper()
        if not field:  # a check of several settings together (SHARD_COUNT with SHARD_IDS)
            return problem["msg"].removeprefix("Value error, ")
        return f"{field}: {problem['msg']}"
    return " ".join(str(error).split())


def _stop(line: str) -> int:
    print(line, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
