"""The Discord adapter: slash commands, buttons, threads, pings and reminders."""

from .app import AlhambraBot, create_bot
from .settings import BotSettings

__all__ = ["AlhambraBot", "BotSettings", "create_bot"]
