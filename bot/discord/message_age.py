"""Messages that stay editable for a whole game, however long it lasts: table messages and private panels.

Discord puts edits of messages older than one hour under a separate, much stricter quota, and answers error 30046
("Maximum number of edits to messages older than 1 hour reached") once it is spent. A slow game edits its table
message for days, so the presenter never edits a table message that is about to turn an hour old: it posts the
table again (and deletes the old message) instead, and does the same on a 30046 answer, so the table is never lost.
"""

from __future__ import annotations

import datetime

import discord

OLD_MESSAGE_EDITS_EXHAUSTED = 30046  # Discord's code for the quota of edits to messages older than an hour
# A table message this old is posted again rather than edited: a margin before the hour, for the edit to land.
REPOST_AFTER = datetime.timedelta(minutes=50)
# Discord lets an interaction's answer (an ephemeral panel) be edited for 15 minutes; an older one is never edited:
# its news goes by DM, and a player coming back gets a fresh panel from "My hand".
PANEL_EDITABLE = datetime.timedelta(minutes=14)


def too_old_to_edit(message_id: int, now: datetime.datetime | None = None) -> bool:
    """The message (known by its id, which carries its creation time) is near or past one hour old."""
    created = discord.utils.snowflake_time(message_id)
    return (now or discord.utils.utcnow()) - created >= REPOST_AFTER


def panel_editable(interaction: discord.Interaction) -> bool:
    """The interaction's answer (a private panel) may still be edited with its token."""
    return discord.utils.utcnow() - interaction.created_at <= PANEL_EDITABLE


def is_old_message_refusal(error: discord.HTTPException) -> bool:
    """Discord refused an edit because the quota of edits to messages older than an hour is spent."""
    return error.code == OLD_MESSAGE_EDITS_EXHAUSTED
