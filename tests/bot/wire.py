"""Interactions the way the wire delivers them, beyond what SimCord's actors do one at a time.

SimCord's ``member.click`` / ``member.select`` send one interaction and wait until the bot has
settled, so two taps can never overlap. Discord does not wait: several ``INTERACTION_CREATE``
events may arrive before the bot answered the first. :func:`at_once` emits a batch of them and
only then lets the bot run, so the real handlers race each other through discord.py's real
dispatch. :func:`forged` sends a component interaction that Discord itself would not send (a
custom id that is not on the message, a value that is not an option): what a modified client
or a future bug could deliver.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from simcord.backend import serializers
from simcord.interactions import base_payload
from simcord.results import InteractionResult

COMPONENT = 3  # InteractionType.MESSAGE_COMPONENT
BUTTON, STRING_SELECT = 2, 3


@dataclass
class Tap:
    """One component interaction: ``actor`` uses ``custom_id`` on ``message``."""

    actor: Any
    message: Any
    custom_id: str
    values: list[str] | None = None
    #: The channel the interaction claims to come from (default: the message's).
    channel_id: int | None = None


def _stored(env, message):
    channel_id = message.channel_id if hasattr(message, "channel_id") and not hasattr(
        message, "channel") else message.channel.id
    return env.backend.get_message(channel_id, message.id)


def emit(env, tap: Tap):
    """Deliver one tap without waiting for the bot (see :func:`at_once`)."""
    stored = _stored(env, tap.message)
    data: dict[str, Any] = {"custom_id": tap.custom_id,
                            "component_type": BUTTON if tap.values is None else STRING_SELECT}
    if tap.values is not None:
        data["values"] = list(tap.values)
    guild = getattr(tap.actor, "guild", None)
    record, payload = base_payload(
        env.backend, type=COMPONENT, channel_id=tap.channel_id or stored.channel_id,
        guild_id=guild.id if guild is not None else None, user_id=tap.actor.id, data=data)
    message = dict(serializers.message_payload(env.backend, stored))
    if not _offers(message, tap.custom_id):  # a forged payload claims the component is there
        message["components"] = [*message.get("components", []), _row(tap)]
    payload["message"] = message
    record.source_message_id = stored.id
    env.backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)


def _offers(message: dict, custom_id: str) -> bool:
    return any(component.get("custom_id") == custom_id
               for row in message.get("components", [])
               for component in row.get("components", []))


def _row(tap: Tap) -> dict:
    if tap.values is None:
        component = {"type": BUTTON, "style": 1, "label": "forged", "custom_id": tap.custom_id}
    else:
        component = {"type": STRING_SELECT, "custom_id": tap.custom_id, "min_values": 1,
                     "max_values": max(1, len(tap.values)),
                     "options": [{"label": str(v)[:100], "value": str(v)[:100]}
                                 for v in tap.values]}
    return {"type": 1, "components": [component]}


async def at_once(env, taps: list[Tap], *, timeout: float | None = None
                  ) -> list[InteractionResult]:
    """Deliver every tap before the bot answers any of them, then let it settle (within
    ``timeout`` real seconds; SimCord's default otherwise)."""
    results = [emit(env, tap) for tap in taps]
    await env.settle(timeout=timeout)
    return results


async def forged(env, tap: Tap) -> InteractionResult:
    """One interaction exactly as given, whether or not the message offers it."""
    return (await at_once(env, [tap]))[0]


def custom_id_of(message, label: str | None = None, what: str | None = None) -> str:
    """The custom id of the button labelled ``label`` (or the select for ``what``)."""
    for row in message.components:
        row = row if isinstance(row, dict) else row.to_dict()
        for component in row["components"]:
            if label is not None and component.get("label") == label:
                return component["custom_id"]
            if what is not None and component["type"] == 3 and \
                    component["custom_id"].split(":")[3] == what:
                return component["custom_id"]
    raise AssertionError(f"no component {label or what!r} on the message")
