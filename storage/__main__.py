"""Check a game database from the command line (exit status 1 when a game has problems).

    python -m storage check [--replay] [--all] [PATH]

PATH defaults to ``DATABASE_PATH`` (environment or ``.env``). Without ``--all`` only lobby
and running games are checked; ``--replay`` replays every log against its snapshot.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from .settings import StorageSettings
from .sqlite import SqliteStore


async def _check(path: str, replay: bool, every: bool) -> int:
    async with await SqliteStore.open(path) as store:
        problems = await store.check_all(statuses=None if every else ("lobby", "running"),
                                         full_replay=replay)
    for problem in problems:
        print(problem)
    print(f"{len({p.game_id for p in problems})} game(s) with problems", file=sys.stderr)
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m storage")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="report games whose stored data is inconsistent")
    check.add_argument("path", nargs="?", help="the SQLite file (default: DATABASE_PATH)")
    check.add_argument("--replay", action="store_true", help="replay every log")
    check.add_argument("--all", action="store_true", help="finished and abandoned games too")
    args = parser.parse_args(argv)
    path = args.path or str(StorageSettings().database_path)
    return asyncio.run(_check(path, args.replay, args.all))


if __name__ == "__main__":
    sys.exit(main())
