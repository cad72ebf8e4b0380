"""Safe interaction replies: answer the first time, follow up afterwards, never raise into the caller.

Every reply fits Discord's 2,000 characters. A first answer that fails with a server error or a rate limit (5xx,
429) is tried once more after the wait Discord asks for (Retry-After), then given as a followup while the
interaction's token lives (15 minutes), then as an edit of the "thinking..." message; if Discord refuses all of
them, an answer that must arrive (the result of a committed move) is kept for the player and put in front of their
next answer, so nobody is left believing a played move was lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import datetime
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import discord

from bot.discord import limits
from bot.recent import RecentMap

log = logging.getLogger(__name__)

# Discord wants a first answer within 3 seconds. Work that usually takes milliseconds (a commit, a hand picture) is
# answered directly, one REST call; only if it is still running after this long is the interaction acknowledged
# first, so a slow moment costs a second call instead of "This interaction failed". The margin left covers the
# acknowledgement's own trip to Discord and an event loop running late under load (bench.scale measured up to
# 1.2 s of loop lag on a starved process, which made a 2 s timer answer after 3 s).
ACKNOWLEDGE_AFTER_SECONDS = 1.5
ELLIPSIS = "…"
# An interaction's token lives 15 minutes: followups and edits of its answer are possible until then.
TOKEN_LIFE = datetime.timedelta(minutes=15)
FIRST_ANSWER_WINDOW = datetime.timedelta(seconds=3)  # a first answer later than this is refused by Discord
UNDELIVERED_KEPT = 1000  # users whose last answer is kept for their next one (the oldest are forgotten first)
# Text owed to the user of the current interaction (a move answer that never got through), sent with the next reply.
_owed: contextvars.ContextVar[str] = contextvars.ContextVar("owed", default="")


def clip(text: str, limit: int = limits.MESSAGE_CHARS) -> str:
    """``text`` cut to ``limit`` characters, visibly."""
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def undelivered(client: Any) -> RecentMap[int, str]:
    """Per user, the answer to their last move that Discord refused to deliver (kept in the running process, for
    the most recent ``UNDELIVERED_KEPT`` users)."""
    store: RecentMap[int, str] | None = getattr(client, "undelivered_answers", None)
    if store is None:
        store = RecentMap(UNDELIVERED_KEPT)
        client.undelivered_answers = store
    return store


def owe_first(interaction: discord.Interaction) -> None:
    """Before answering ``interaction``: anything owed to its user goes in front of the next reply."""
    owed = undelivered(interaction.client).pop(interaction.user.id, "")
    _owed.set(owed)


def answering(interaction: discord.Interaction) -> asyncio.Lock:
    """Held while the interaction's first answer is decided and sent: the late acknowledgement and the answer
    itself never both try to be the first."""
    lock = interaction.extras.get("answering")
    if lock is None:
        lock = interaction.extras["answering"] = asyncio.Lock()
    return lock


@contextlib.asynccontextmanager
async def answered_in_time(interaction: discord.Interaction, kind: str = "private") -> AsyncIterator[None]:
    """Around all the work before an answer (entered before any store read): if no answer is out
    ``ACKNOWLEDGE_AFTER_SECONDS`` after Discord created the interaction (at once if it is older already), acknowledge the interaction as ``kind`` says: "private"
    (a private "thinking..." answer, followed up later), "public" (the same, seen by everyone: a leaderboard) or
    "update" (an update of the message clicked on, whose edit comes later: a player's panel, a page turned)."""
    woke = asyncio.Event()

    async def acknowledge_late() -> None:
        # Discord's 3 seconds run from the interaction's creation, not from when its handler got to run: on a busy
        # process, the event loop takes a second or more between the two (bench.scale at 200 tables: presses whose
        # timer, started in the handler, fired after Discord had given up on them, and were never answered).
        await asyncio.sleep(max(0.0, ACKNOWLEDGE_AFTER_SECONDS - interaction_age(interaction)))
        woke.set()
        async with answering(interaction):
            if interaction.response.is_done():
                return
            try:
                if kind == "update":
                    await interaction.response.defer()
                else:
                    await interaction.response.defer(ephemeral=kind == "private", thinking=True)
            except discord.HTTPException:
                log.warning("could not acknowledge interaction %s", interaction.id, exc_info=True)

    late = asyncio.get_running_loop().create_task(acknowledge_late())
    try:
        yield
    finally:
        if not woke.is_set():
            late.cancel()  # still asleep: nothing was sent; an acknowledgement under way is let finish
        with contextlib.suppress(asyncio.CancelledError):
            await late


def interaction_age(interaction: discord.Interaction) -> float:
    """Seconds since Discord created the interaction (its id's time)."""
    return (discord.utils.utcnow() - interaction.created_at).total_seconds()


def retry_after(error: discord.HTTPException) -> float | None:
    """Seconds to wait before trying a failed request once more (Discord's Retry-After, else at once), or None if
    trying again cannot help (a refusal: 4xx other than a rate limit)."""
    if error.status != 429 and error.status < 500:
        return None
    headers = getattr(error.response, "headers", None) or {}
    try:
        return max(0.0, float(headers.get("Retry-After", 0)))
    except (TypeError, ValueError):
        return 0.0


def token_alive(interaction: discord.Interaction) -> bool:
    """The interaction's token still works: followups and edits of its answer."""
    return discord.utils.utcnow() - interaction.created_at < TOKEN_LIFE


def answerable_after(interaction: discord.Interaction, seconds: float) -> bool:
    """A first answer sent ``seconds`` from now would still be within Discord's three seconds."""
    age = discord.utils.utcnow() - interaction.created_at + datetime.timedelta(seconds=seconds)
    return age < FIRST_ANSWER_WINDOW


async def first_answer(interaction: discord.Interaction, send: Callable[[], Awaitable[object]]) -> None:
    """Send the interaction's first answer with ``send``; a server error or rate limit is tried once more, after
    the wait Discord asks for, if that is still within Discord's three seconds (else the caller follows up at
    once). Raises the last ``discord.HTTPException`` if the answer did not get through."""
    try:
        await send()
    except discord.HTTPException as error:
        wait = retry_after(error)
        if wait is None or interaction.response.is_done() or not answerable_after(interaction, wait):
            raise
        log.info("answer to interaction %s failed (%s); trying once more in %.1f s", interaction.id, error.status,
                 wait)
        await asyncio.sleep(wait)
        await send()


async def reply(interaction: discord.Interaction, content: str | None = None, *, ephemeral: bool = True,
                keep_if_lost: str = "", **kwargs: Any) -> bool:
    async with answering(interaction):
        return await _reply(interaction, content, ephemeral=ephemeral, keep_if_lost=keep_if_lost, **kwargs)


async def _reply(interaction: discord.Interaction, content: str | None, *, ephemeral: bool,
                 keep_if_lost: str, **kwargs: Any) -> bool:
    """Send ``content`` as the interaction's answer (or a followup once answered); True if it was delivered.
    Discord errors are logged: a failed reply must never undo or repeat the action that was already committed.
    ``keep_if_lost``: what the user is told with their next answer if this one cannot be delivered at all."""
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    owed = _owed.get()
    if owed:
        content = f"{owed}\n\n{content or ''}"
        _owed.set("")
    if content is not None:
        content = clip(content)
    file = kwargs.get("file")

    async def answer() -> None:
        if file is not None:
            file.reset()
        await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)

    followed_up = interaction.response.is_done()
    try:
        if not followed_up:
            await first_answer(interaction, answer)
        else:
            await interaction.followup.send(content or "", ephemeral=ephemeral, **kwargs)
        return True
    except discord.HTTPException:
        log.warning("could not reply to interaction %s", interaction.id, exc_info=True)
    if not followed_up and token_alive(interaction):
        try:  # the answer failed twice: a followup still reaches the player while the token lives
            if file is not None:
                file.reset()
            await interaction.followup.send(content or "", ephemeral=ephemeral, **kwargs)
            return True
        except discord.HTTPException:
            log.warning("could not follow up interaction %s either", interaction.id)
    if interaction.response.is_done():
        try:  # the "thinking..." message itself can still be edited into the answer
            edit = {k: v for k, v in kwargs.items() if k in ("embed", "embeds", "view")}
            if file is not None:
                file.reset()
                edit["attachments"] = [file]
            await interaction.edit_original_response(content=content, **edit)
            return True
        except discord.HTTPException:
            log.warning("could not edit the answer of interaction %s either", interaction.id)
    if keep_if_lost:
        undelivered(interaction.client)[interaction.user.id] = clip(keep_if_lost, limits.MESSAGE_CHARS // 2)
    return False


async def edit_clicked(interaction: discord.Interaction, **changes: Any) -> None:
    """Answer a component by editing the message it is on (a page turned, a confirmation carried out), whether or
    not the interaction was already acknowledged as an update of that message."""
    async with answering(interaction):
        if not interaction.response.is_done():
            await interaction.response.edit_message(**changes)
        else:
            await interaction.edit_original_response(**changes)


async def defer(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    """Acknowledge within Discord's 3 seconds before slow work (rendering, the store)."""
    async with answering(interaction):
        if interaction.response.is_done():
            return
        try:
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        except discord.HTTPException:
            log.warning("could not defer interaction %s", interaction.id, exc_info=True)
