"""What a server's settings change for the next lobby: where games may be opened, and each game's defaults."""

from __future__ import annotations

from dataclasses import dataclass

from bot.refusal import Refusal
from bot.store import GameDefaults, Store, TableDefaults
from bot.tables.paces import PACES

# Where ``/game new`` opens a table: in the channel it is run in, or in a new thread of that channel.
PLACES = ("channel", "thread")


@dataclass(frozen=True)
class LobbyChoices:
    """What ``/game new`` opens with: the command's own options, else the server's defaults, else the game's."""

    preset: str | None
    target: int | None
    turn_seconds: int | None
    place: str = "channel"
    pace: str | None = None


async def check_channel(store: Store, guild_id: int, channel_id: int, parent_id: int | None = None) -> None:
    """Refuse to open a game outside the server's allowed channels (a thread counts as its parent channel)."""
    allowed = await store.allowed_channels(guild_id)
    if allowed and channel_id not in allowed and (parent_id is None or parent_id not in allowed):
        raise Refusal("channel-not-allowed", channels=", ".join(f"<#{c}>" for c in allowed))


async def lobby_choices(store: Store, guild_id: int, kind: str, preset: str | None, target: int | None,
                        turn_seconds: int | None, place: str | None = None,
                        pace: str | None = None) -> LobbyChoices:
    defaults = (await store.game_defaults(guild_id)).get(kind)
    table_defaults = await store.table_defaults(guild_id)
    chosen_place = place or table_defaults.place or "channel"
    pace = pace or table_defaults.pace
    if defaults is None:
        return LobbyChoices(preset, target, turn_seconds, chosen_place, pace)
    return LobbyChoices(
        preset=preset if preset is not None else defaults.preset,
        target=target if target is not None else defaults.target,
        # A server's default clock is a live one: a slow pace asked for here brings its own.
        turn_seconds=turn_seconds if turn_seconds is not None or pace not in (None, "live") else defaults.turn_seconds,
        place=chosen_place, pace=pace,
    )


async def save_defaults(store: Store, guild_id: int, kind: str, preset: str | None, target: int | None,
                        turn_seconds: int | None) -> GameDefaults:
    """Merge the given defaults into the server's (None keeps what was saved) and save them."""
    before = (await store.game_defaults(guild_id)).get(kind) or GameDefaults(guild_id, kind)
    saved = GameDefaults(
        guild_id, kind, preset if preset is not None else before.preset,
        target if target is not None else before.target,
        turn_seconds if turn_seconds is not None else before.turn_seconds,
    )
    if saved == GameDefaults(guild_id, kind):
        raise Refusal("server-nothing-to-save")
    await store.save_game_defaults(saved)
    return saved


async def save_table_defaults(store: Store, guild_id: int, place: str | None, pace: str | None,
                              clear: bool) -> TableDefaults:
    """Merge a server's new table place and pace into its defaults (None keeps what was saved; ``clear`` goes back
    to tables in the channel, played live) and save them."""
    if place is not None and place not in PLACES:
        raise Refusal("unknown-place", place=place, places=", ".join(PLACES))
    if pace is not None and pace not in PACES:
        raise Refusal("unknown-table-pace", pace=pace, paces=", ".join(PACES))
    if clear:
        saved = TableDefaults(guild_id)
    else:
        if place is None and pace is None:
            raise Refusal("server-nothing-to-save")
        before = await store.table_defaults(guild_id)
        saved = TableDefaults(guild_id, place or before.place, pace or before.pace)
    await store.save_table_defaults(saved)
    return saved


async def clear_defaults(store: Store, guild_id: int, kind: str) -> None:
    await store.save_game_defaults(GameDefaults(guild_id, kind))
