"""Safe interaction replies: answer the first time, follow up afterwards, never raise into the caller."""

from __future__ import annotations

import logging
from typing import Any

import discord

log = logging.getLogger(__name__)


async def reply(interaction: discord.Interaction, content: str | None = None, *, ephemeral: bool = True,
                **kwargs: Any) -> None:
    """Send ``content`` as the interaction's answer (or a followup once answered). Discord errors are logged:
    a failed reply must never undo or repeat the action that was already committed."""
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    try:
        if not interaction.response.is_done():
            await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)
        else:
            await interaction.followup.send(content or "", ephemeral=ephemeral, **kwargs)
    except discord.HTTPException:
        log.warning("could not reply to interaction %s", interaction.id, exc_info=True)


async def defer(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    """Acknowledge within Discord's 3 seconds before slow work (rendering, the store)."""
    if not interaction.response.is_done():
        try:
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        except discord.HTTPException:
            log.warning("could not defer interaction %s", interaction.id, exc_info=True)
