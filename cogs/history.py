"""``/history``: this server's finished games, newest first, paged with buttons that edit the same message."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import limits
from bot.discord.guard import bot_of, guarded, guarded_command
from bot.discord.replies import edit_clicked, reply
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules import registry
from bot.translator import T, localized_option_names
from cogs.game import game_autocomplete

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.store import MatchSeat, MatchSummary, Store

PAGE_SIZE = 5


def seat_name(seat: MatchSeat, locale: str) -> str:
    if seat.user_id is None and not seat.name:
        return t(locale, "history-forgotten-player")
    if seat.is_ai:
        return t(locale, "history-computer-player", name=seat.name)
    return seat.name


def length_text(match: MatchSummary, locale: str) -> str:
    if match.started_at is None:
        return t(locale, "history-length-unknown")
    minutes = max(0, round((match.finished_at - match.started_at) / 60))
    if minutes < 60:
        return t(locale, "history-length-minutes", minutes=minutes)
    return t(locale, "history-length-hours", hours=minutes // 60, minutes=f"{minutes % 60:02d}")


def match_text(match: MatchSummary, locale: str) -> str:
    players = " · ".join(
        t(locale, "history-seat", rank=seat.rank, name=seat_name(seat, locale), score=seat.score)
        for seat in match.seats
    )
    header = t(locale, "history-match", id=match.id, game=t(locale, f"game-{match.kind}"),
               date=f"<t:{int(match.finished_at)}:f>", length=length_text(match, locale))
    return f"{header}\n{players}"


async def history_page(store: Store, guild_id: int, kind: str | None, member_id: int | None, member_name: str,
                       page: int, locale: str) -> tuple[discord.Embed, discord.ui.View]:
    """One page of the history (the last page if ``page`` is past it) and its paging buttons."""
    matches, total = await store.finished_games(guild_id, kind, member_id, PAGE_SIZE, page * PAGE_SIZE)
    pages = max(1, -(-total // PAGE_SIZE))
    if page >= pages:
        page = pages - 1
        matches, total = await store.finished_games(guild_id, kind, member_id, PAGE_SIZE, page * PAGE_SIZE)
    title = t(locale, "history-title")
    if kind is not None:
        title = t(locale, "history-title-game", game=t(locale, f"game-{kind}"))
    if member_id is not None:
        title = f"{title} · {member_name}"
    if matches:
        description = "\n\n".join([*(match_text(m, locale) for m in matches),
                                     t(locale, "history-replay-hint", id=matches[0].id)])
    else:
        description = t(locale, "history-empty")
    embed = discord.Embed(title=title[: limits.EMBED_TITLE_CHARS], description=description[: limits.EMBED_DESCRIPTION_CHARS], colour=discord.Colour.dark_teal())
    embed.set_footer(text=t(locale, "history-page", page=page + 1, pages=pages, total=total))
    view = discord.ui.View(timeout=None)
    for target, label, enabled in ((page - 1, "history-previous", page > 0),
                                   (page + 1, "history-next", page + 1 < pages)):
        button = HistoryPageButton(max(0, target), kind, member_id, t(locale, label))
        button.item.disabled = not enabled
        view.add_item(button)
    return embed, view


class HistoryPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rb:hist:(?P<page>\d+):(?P<kind>[a-z]*):(?P<member>\d*)",
):
    """Previous / Next: redraws the same (ephemeral) message; the filters travel in the custom id."""

    def __init__(self, page: int, kind: str | None, member_id: int | None, label: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label or str(page + 1), style=discord.ButtonStyle.secondary,
            custom_id=f"rb:hist:{page}:{kind or ''}:{member_id or ''}",
        ))
        self.page, self.kind, self.member_id = page, kind, member_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> HistoryPageButton:
        return cls(int(match["page"]), match["kind"] or None, int(match["member"]) if match["member"] else None)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run, acknowledge="update")

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        name = ""
        if self.member_id is not None and interaction.guild is not None:
            member = interaction.guild.get_member(self.member_id)
            name = member.display_name if member is not None else ""
        embed, view = await history_page(bot_of(interaction).store, interaction.guild_id or 0, self.kind,
                                         self.member_id, name, self.page, locale)
        await edit_clicked(interaction, embed=embed, view=view)


@app_commands.guild_only()
class HistoryCommands(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="history", description=T("cmd-history"))
    @localized_option_names("game", "member")
    @app_commands.describe(game=T("opt-game"), member=T("opt-history-member"))
    @app_commands.autocomplete(game=game_autocomplete)
    @guarded_command
    async def history(self, interaction: discord.Interaction[RummyBot], locale: str, game: str | None = None,
                      member: discord.Member | None = None) -> None:
        if game is not None and game not in registry.all_games():
            raise Refusal("unknown-game", game=game)
        embed, view = await history_page(self.bot.store, interaction.guild_id or 0, game,
                                         member.id if member else None,
                                         member.display_name if member else "", 0, locale)
        await reply(interaction, embed=embed, view=view)


async def setup(bot: RummyBot) -> None:
    bot.add_dynamic_items(HistoryPageButton)
    await bot.add_cog(HistoryCommands(bot))
