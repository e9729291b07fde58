"""``python -m bot``: run the bot with the token from ``.env`` on the embedded SQLite store."""

from __future__ import annotations

import logging
import sys

from .app import create_bot
from .settings import BotSettings


def main() -> int:
    logging.basicConfig(level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = BotSettings()
    if settings.discord_token is None or not settings.discord_token.get_secret_value():
        print(
            "No Discord token: set DISCORD_TOKEN in .env (copy .env.example) to the bot token "
            "from https://discord.com/developers/applications, then run `make run` again.",
            file=sys.stderr,
        )
        return 2
    bot = create_bot(settings)
    bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
