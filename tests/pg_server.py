"""A throwaway PostgreSQL server for the tests and benchmarks: started in a temporary folder,
stopped and deleted afterwards. Nothing has to be set up beforehand but the server binaries
(Debian: ``apt-get install postgresql``, in ``/usr/lib/postgresql/<major>/bin``; elsewhere
set ``PG_BIN`` to the folder holding ``initdb`` and ``pg_ctl``).

    with throwaway_server() as server:           # "postgresql://postgres@/postgres?host=..."
        dsn = create_database(server, "alhambra_test")

PostgreSQL refuses to run as root: as root the server runs as the user ``postgres``
(``runuser``), otherwise as the current user. It listens on a unix socket in its own folder
only (no TCP port to collide with anyone's), with ``fsync`` on, as in production. When no
server can be started, :class:`ServerUnavailable` says why and what to do: the tests that
need PostgreSQL fail with that message instead of being skipped.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import glob
import os
import pwd
import random
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import asyncpg

HOW_TO = ("install PostgreSQL's server (Debian: `apt-get install postgresql`) or set PG_BIN "
          "to the folder holding initdb and pg_ctl")


class ServerUnavailable(RuntimeError):
    """No PostgreSQL server could be started for the tests (the message says why)."""


def find_binaries() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``: ``PG_BIN``, Debian's newest
    ``/usr/lib/postgresql/*/bin``, or wherever ``initdb`` is on the PATH."""
    candidates = []
    if os.environ.get("PG_BIN"):
        candidates.append(Path(os.environ["PG_BIN"]))
    debian = sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                    key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit()
                    else 0, reverse=True)
    candidates += [Path(p) for p in debian]
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(Path(on_path).parent)
    for folder in candidates:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    raise ServerUnavailable(f"no PostgreSQL server binaries (initdb, pg_ctl) found: {HOW_TO}")


def _runner() -> tuple[list[str], int | None]:
    """The command prefix that runs the server's tools, and the uid to own its folder."""
    if os.geteuid() != 0:
        return [], None
    try:
        postgres = pwd.getpwnam("postgres")
    except KeyError:
        raise ServerUnavailable(
            "running as root, but PostgreSQL refuses to run as root and there is no user "
            f"'postgres' to run it as: {HOW_TO} (it creates that user)") from None
    runuser = shutil.which("runuser")
    if runuser is None:
        raise ServerUnavailable("running as root without `runuser` to start PostgreSQL as "
                                "the user 'postgres'")
    return [runuser, "-u", "postgres", "--"], postgres.pw_uid


def _run(command: list[str], what: str, log: Path | None = None) -> None:
    done = subprocess.run(command, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip()
        if log is not None and log.exists():
            detail += "\n" + log.read_text(errors="replace")[-2000:]
        raise ServerUnavailable(f"{what} failed (exit {done.returncode}): {detail}")


@contextlib.contextmanager
def throwaway_server(*, settings: dict[str, str] | None = None) -> Iterator[str]:
    """Start a fresh cluster; yield the DSN of its ``postgres`` database; stop and delete
    it at the end. ``settings`` are extra server settings (``-c name=value``)."""
    binaries = find_binaries()
    prefix, owner = _runner()
    # A short path: a unix socket's path may not be longer than about 100 bytes.
    root = Path(tempfile.mkdtemp(prefix="alhambra-pg-", dir="/tmp"))
    started = False
    try:
        if owner is not None:
            os.chown(root, owner, -1)
        data, log = root / "data", root / "server.log"
        _run([*prefix, str(binaries / "initdb"), "-D", str(data), "-A", "trust",
              "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"],
             "initdb")
        port = random.randrange(20_000, 60_000)
        options = {"listen_addresses": "''", "unix_socket_directories": str(root),
                   "port": str(port), "fsync": "on", "max_connections": "200",
                   **(settings or {})}
        flags = " ".join(f"-c {name}={value}" for name, value in options.items())
        _run([*prefix, str(binaries / "pg_ctl"), "-D", str(data), "-l", str(log), "-w",
              "-t", "60", "-o", flags, "start"], "starting PostgreSQL", log)
        started = True
        yield f"postgresql://postgres@/postgres?host={root}&port={port}"
    finally:
        if started:
            subprocess.run([*prefix, str(binaries / "pg_ctl"), "-D", str(root / "data"),
                            "-m", "immediate", "-w", "stop"],
                           capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
        shutil.rmtree(root, ignore_errors=True)


def create_database(server_dsn: str, name: str) -> str:
    """Create the database ``name`` on the server; its DSN."""

    async def create() -> None:
        conn = await asyncpg.connect(server_dsn)
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()

    # In a thread of its own: the caller may be inside an event loop (an async fixture).
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, create()).result()
    return server_dsn.replace("/postgres?", f"/{name}?", 1)
