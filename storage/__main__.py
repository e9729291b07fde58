"""Check a game database, or rebuild its ratings, from the command line.

    python -m storage check [--replay] [--all] [PATH | URL]
    python -m storage rebuild-ratings [PATH | URL]

``check`` exits with status 1 when a game has problems. ``rebuild-ratings`` recomputes
every finished game's results and every rating from the action logs (the numbers the bot
computed as the games finished; games finished before the records existed are rated too,
first) and prints how many games are rated.

Without an argument the database is the bot's (``DATABASE_URL``, else ``DATABASE_PATH``,
from the environment or ``.env``); an argument is a SQLite file or a ``postgresql://`` URL.
Without ``--all`` only lobby and running games are checked; ``--replay`` replays every log
against its snapshot.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from .settings import POSTGRES_SCHEMES, StorageSettings, open_store


async def _check(settings: StorageSettings, replay: bool, every: bool) -> int:
    async with await open_store(settings) as store:
        problems = await store.check_all(statuses=None if every else ("lobby", "running"),
                                         full_replay=replay)
    for problem in problems:
        print(problem)
    print(f"{len({p.game_id for p in problems})} game(s) with problems", file=sys.stderr)
    return 1 if problems else 0


async def _rebuild(settings: StorageSettings) -> int:
    async with await open_store(settings) as store:
        rated = await store.rebuild_ratings()
    print(f"{rated} game(s) rated")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m storage")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="report games whose stored data is inconsistent")
    check.add_argument("database", nargs="?",
                       help="a SQLite file or a postgresql:// URL (default: the bot's)")
    check.add_argument("--replay", action="store_true", help="replay every log")
    check.add_argument("--all", action="store_true", help="finished and abandoned games too")
    rebuild = commands.add_parser(
        "rebuild-ratings", help="recompute every result and rating from the action logs")
    rebuild.add_argument("database", nargs="?",
                         help="a SQLite file or a postgresql:// URL (default: the bot's)")
    args = parser.parse_args(argv)
    settings = StorageSettings()
    if args.database and args.database.startswith(POSTGRES_SCHEMES):
        settings = settings.model_copy(update={"database_url": args.database})
    elif args.database:
        settings = settings.model_copy(update={"database_url": None,
                                               "database_path": Path(args.database)})
    if args.command == "rebuild-ratings":
        return asyncio.run(_rebuild(settings))
    return asyncio.run(_check(settings, args.replay, args.all))


if __name__ == "__main__":
    sys.exit(main())
