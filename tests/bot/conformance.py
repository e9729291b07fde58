"""Discord's limits over every request the bot makes to SimCord's simulated Discord.

SimCord enforces some of Discord's limits and not others (a command upload with a
106-character description, an autocomplete of 30 choices, an 11 MiB upload all pass it), and
the bot must not lean on the simulator to know Discord's rules. :class:`Conformance` wraps
SimCord's one chokepoint (``simcord.http.router.dispatch``, where both the REST client and the
interaction webhooks end) and checks each payload with :mod:`bot.limits` before SimCord sees
it. A payload Discord would refuse is refused the way Discord refuses it (``400 Invalid Form
Body``, code 50035), so the bot meets the same failure as on a real server, and is recorded:
the autouse fixture of ``tests/bot/conftest.py`` fails the test on anything recorded, even
when the bot caught the refusal and carried on.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from simcord.backend.errors import BackendError
from simcord.http import router

from bot.limits import (
    choices_problems,
    command_problems,
    message_problems,
    modal_problems,
    thread_name_problems,
)

#: Discord's code of a refused form (``Invalid Form Body``).
INVALID_FORM_BODY = 50035
_MESSAGE, _UPDATE, _AUTOCOMPLETE, _MODAL = 4, 7, 8, 9
#: The most commands of one kind (chat input) an application may upload.
MOST_COMMANDS = 100


def _message(json: Any, sizes: list[int]) -> list[str]:
    return message_problems(json if isinstance(json, Mapping) else {}, sizes)


def _callback(json: Any, sizes: list[int]) -> list[str]:
    body = json if isinstance(json, Mapping) else {}
    data = body.get("data") or {}
    kind = body.get("type")
    if kind in (_MESSAGE, _UPDATE):
        return message_problems(data, sizes)
    if kind == _AUTOCOMPLETE:
        return choices_problems(data.get("choices") or [])
    if kind == _MODAL:
        return modal_problems(data)
    return []


def _commands(json: Any, sizes: list[int]) -> list[str]:
    commands = json if isinstance(json, list) else []
    problems = [p for command in commands for p in command_problems(command)]
    if len(commands) > MOST_COMMANDS:
        problems.append(f"{len(commands)} commands (Discord allows {MOST_COMMANDS})")
    return problems


def _thread(json: Any, sizes: list[int]) -> list[str]:
    return thread_name_problems((json or {}).get("name"))


def _channel_edit(json: Any, sizes: list[int]) -> list[str]:
    return thread_name_problems(json["name"]) if isinstance(json, Mapping) and "name" in json \
        else []


#: Which check reads the payload of each request the bot makes.
CHECKS: tuple[tuple[str, re.Pattern, Callable[[Any, list[int]], list[str]]], ...] = tuple(
    (method, re.compile(pattern), check) for method, pattern, check in (
        ("POST", r"^/channels/\d+/messages$", _message),
        ("PATCH", r"^/channels/\d+/messages/\d+$", _message),
        ("POST", r"^/interactions/\d+/[^/]+/callback$", _callback),
        ("POST", r"^/webhooks/\d+/[^/]+$", _message),
        ("PATCH", r"^/webhooks/\d+/[^/]+/messages/[^/]+$", _message),
        ("PUT", r"^/applications/\d+(/guilds/\d+)?/commands$", _commands),
        ("POST", r"^/channels/\d+/threads$", _thread),
        ("POST", r"^/channels/\d+/messages/\d+/threads$", _thread),
        ("PATCH", r"^/channels/\d+$", _channel_edit),
    ))


def upload_size(file: Any) -> int:
    """The bytes of one upload (a ``discord.File``), read without moving its position."""
    fp = getattr(file, "fp", None)
    if fp is None:
        return 0
    if hasattr(fp, "getbuffer"):
        return fp.getbuffer().nbytes
    position = fp.tell()
    fp.seek(0, 2)
    size = fp.tell()
    fp.seek(position)
    return size


def problems_of(method: str, path: str, json: Any, files: list[Any]) -> list[str]:
    """What Discord would refuse in one request."""
    sizes = [upload_size(f) for f in files]
    return [problem for wanted, pattern, check in CHECKS
            if wanted == method and pattern.match(path) for problem in check(json, sizes)]


class Conformance:
    """Installed around SimCord's dispatch for one test: :attr:`refused` lists every request
    Discord would have refused, with its problems."""

    def __init__(self):
        self.refused: list[str] = []
        #: How many requests a check of :data:`CHECKS` read (since the count was reset).
        self.checked = 0
        self._dispatch = router.dispatch

    def install(self, monkeypatch) -> None:
        monkeypatch.setattr(router, "dispatch", self._checked)

    def _checked(self, backend, method: str, path: str, **kwargs: Any) -> Any:
        self.checked += any(wanted == method and pattern.match(path)
                            for wanted, pattern, _ in CHECKS)
        problems = problems_of(method, path, kwargs.get("json"), list(kwargs.get("files") or []))
        if problems:
            self.refused.append(f"{method} {path}: " + "; ".join(problems))
            raise BackendError(400, INVALID_FORM_BODY, "Invalid Form Body: " + "; ".join(problems))
        return self._dispatch(backend, method, path, **kwargs)

    def report(self) -> str:
        return "Discord would refuse what the bot sent:\n" + "\n".join(self.refused)
