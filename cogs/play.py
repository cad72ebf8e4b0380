"""Move commands shared by every game: each becomes a ``Command`` that the channel's game parses and applies.

A command a game does not have is refused by that game's rules with a clear reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.guard import guarded_command
from bot.discord.moves import perform
from bot.rules.base import Command, IllegalMove
from bot.translator import T, localized_option_names

if TYPE_CHECKING:
    from bot.client import RummyBot

SOURCE_CHOICES = [
    app_commands.Choice(name=T("choice-stock"), value="stock"),
    app_commands.Choice(name=T("choice-discard"), value="discard"),
]


async def run_move(interaction: discord.Interaction[RummyBot], locale: str, name: str, **args: str | None) -> None:
    """A typed move goes down the same path as a tap, for the channel's table."""
    await perform(interaction, locale, 0, None, Command(name, {k: v for k, v in args.items() if v is not None}))


@app_commands.guild_only()
class PlayCommands(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="draw", description=T("cmd-draw"))
    @localized_option_names("source")
    @app_commands.describe(source=T("opt-source"))
    @app_commands.choices(source=SOURCE_CHOICES)
    @guarded_command
    async def draw(self, interaction: discord.Interaction[RummyBot], locale: str, source: str = "stock") -> None:
        await run_move(interaction, locale, "draw", source=source)

    @app_commands.command(name="discard", description=T("cmd-discard"))
    @localized_option_names("card")
    @app_commands.describe(card=T("opt-card"))
    @guarded_command
    async def discard(self, interaction: discord.Interaction[RummyBot], locale: str, card: str) -> None:
        await run_move(interaction, locale, "discard", card=card)

    @app_commands.command(name="meld", description=T("cmd-meld"))
    @localized_option_names("cards")
    @app_commands.describe(cards=T("opt-cards-melds"))
    @guarded_command
    async def meld(self, interaction: discord.Interaction[RummyBot], locale: str, cards: str) -> None:
        await run_move(interaction, locale, "meld", cards=cards)

    @app_commands.command(name="layoff", description=T("cmd-layoff"))
    @localized_option_names("cards", "meld")
    @app_commands.describe(cards=T("opt-cards"), meld=T("opt-meld"))
    @guarded_command
    async def layoff(self, interaction: discord.Interaction[RummyBot], locale: str, cards: str, meld: app_commands.Range[int, 1, 99]) -> None:
        await run_move(interaction, locale, "layoff", cards=cards, meld=str(meld))

    @app_commands.command(name="claim", description=T("cmd-claim"))
    @localized_option_names("hmg")
    @app_commands.describe(hmg=T("opt-hmg"))
    @guarded_command
    async def claim(self, interaction: discord.Interaction[RummyBot], locale: str, hmg: bool = False) -> None:
        await run_move(interaction, locale, "claim", hmg="true" if hmg else "false")

    @app_commands.command(name="knock", description=T("cmd-knock"))
    @localized_option_names("card", "melds")
    @app_commands.describe(card=T("opt-card"), melds=T("opt-knock-melds"))
    @guarded_command
    async def knock(self, interaction: discord.Interaction[RummyBot], locale: str, card: str, melds: str | None = None) -> None:
        await run_move(interaction, locale, "knock", card=card, melds=melds)

    @app_commands.command(name="play", description=T("cmd-play"))
    @localized_option_names("move")
    @app_commands.describe(move=T("opt-move"))
    @guarded_command
    async def play(self, interaction: discord.Interaction[RummyBot], locale: str, move: str) -> None:
        await run_move(interaction, locale, "play", move=move)

    @app_commands.command(name="bid", description=T("cmd-bid"))
    @localized_option_names("cards")
    @app_commands.describe(cards=T("opt-cards"))
    @guarded_command
    async def bid(self, interaction: discord.Interaction[RummyBot], locale: str, cards: str) -> None:
        await run_move(interaction, locale, "bid", cards=cards)

    @app_commands.command(name="pass", description=T("cmd-pass"))
    @guarded_command
    async def pass_(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        await run_move(interaction, locale, "pass")

    @app_commands.command(name="deal", description=T("cmd-deal"))
    @guarded_command
    async def deal(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        await run_move(interaction, locale, "deal")

    @app_commands.command(name="trump", description=T("cmd-trump"))
    @localized_option_names("choice")
    @app_commands.describe(choice=T("opt-trump"))
    @guarded_command
    async def trump(self, interaction: discord.Interaction[RummyBot], locale: str, choice: str) -> None:
        await run_move(interaction, locale, "trump", choice=choice)

    @app_commands.command(name="partner", description=T("cmd-partner"))
    @localized_option_names("member")
    @app_commands.describe(member=T("opt-member"))
    @guarded_command
    async def partner(self, interaction: discord.Interaction[RummyBot], locale: str, member: discord.Member) -> None:
        # The rules core knows seats, not Discord members: a member outside the table is refused here, by name.
        table = self.bot.tables.get(interaction.channel_id or 0)
        seat = table.seat_of(member.id) if table is not None else None
        if table is not None and seat is None:
            raise IllegalMove("partner-not-seated", name=member.display_name)
        await perform(interaction, locale, 0, None, Command("partner", {"member": str(seat)}))

async def setup(bot: RummyBot) -> None:
    await bot.add_cog(PlayCommands(bot))
