"""What a server owner grants when inviting the bot: the OAuth2 scopes and the permissions the
bot uses, named once here. The README's invite link carries :func:`permissions`' integer (a
test keeps the two equal); no privileged intent is needed.

- ``view_channel``: see the channel where a table is opened, and the table's thread;
- ``send_messages``: the line in that channel announcing a new table;
- ``create_public_threads``: each table's thread (and a new one when a moderator deletes it);
- ``send_messages_in_threads``: the lobby, the posts after each turn, reminders, votes; it
  also lets the bot reopen a table's thread that Discord archived after a quiet week;
- ``embed_links``: the lobby, the turn posts and the votes are embeds;
- ``attach_files``: the pictures (the overview after each turn, the scoring table);
- ``read_message_history``: the bot edits its lobby and vote messages long after posting
  them.

Players are mentioned by user only (never @everyone or a role), which needs no permission;
answers to a tap or a command are interaction responses, which need none either.
"""

from __future__ import annotations

import discord

#: The OAuth2 scopes: the bot user, and its slash commands.
SCOPES = ("bot", "applications.commands")
#: The permissions the bot uses: ``discord.Permissions`` flag -> its name in Discord's invite
#: dialog.
PERMISSIONS = {
    "view_channel": "View Channels",
    "send_messages": "Send Messages",
    "create_public_threads": "Create Public Threads",
    "send_messages_in_threads": "Send Messages in Threads",
    "embed_links": "Embed Links",
    "attach_files": "Attach Files",
    "read_message_history": "Read Message History",
}


def permissions() -> discord.Permissions:
    return discord.Permissions(**dict.fromkeys(PERMISSIONS, True))


def invite_url(client_id: int) -> str:
    """The link that adds the bot of the application ``client_id`` to a server."""
    return discord.utils.oauth_url(client_id, permissions=permissions(), scopes=SCOPES)
