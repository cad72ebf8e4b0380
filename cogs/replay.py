"""``/replay game:<id>``: a finished game step by step in one private message (first, back, next, last, and a jump
to the start of any hand or round).

Every step is rebuilt from the game's record and action log (``bot.replay``): the table picture and the events
are what everyone saw at that step; a viewer who played also sees their own hand then. A game whose replay does not
end on exactly the stored final state is refused rather than shown wrong.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

import render
from bot import games, replay, replay_coach
from bot.discord import limits, show_me
from bot.discord.guard import bot_of, guarded, guarded_command
from bot.discord.locale import interaction_prefs
from bot.discord.replies import defer, edit_clicked, reply
from bot.i18n import t
from bot.recent import RecentMap
from bot.refusal import Refusal
from bot.rules import registry
from bot.rules.base import Event, IllegalMove
from bot.texts import event_text
from bot.translator import T, localized_option_names
from render.describe import description

if TYPE_CHECKING:
    from bot.client import RummyBot
    from bot.store import GameRecord

# Events that open a new hand or round, by game: the places /replay can jump to (the start opens the first).
ROUND_START_EVENTS = frozenset({"tiles-round-started", "rummy-deal", "gin-deal", "railroad-round-start",
                                "mu-new-hand"})
MAX_CACHED_GAMES = 8


@dataclass(frozen=True)
class ReplayStep:
    state: Any
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Replay:
    steps: tuple[ReplayStep, ...]
    round_starts: tuple[int, ...]  # step numbers where a hand or round begins
    moves: tuple[replay.Step, ...]  # who did what at each step (the coach view reads them)

    def round_of(self, step: int) -> int:
        return sum(1 for start in self.round_starts if start <= step)


_cache: RecentMap[int, Replay] = RecentMap(MAX_CACHED_GAMES)
_coached: RecentMap[tuple[int, int], tuple[replay_coach.CoachedTurn, ...]] = RecentMap(MAX_CACHED_GAMES)


def _event(data: Any) -> Event:
    return Event(str(data.get("code", "")), dict(data.get("params") or {}), seat=data.get("seat"),
                 private_to=data.get("private_to"))


async def load_replay(bot: RummyBot, game_id: int, guild_id: int) -> tuple[GameRecord, Replay]:
    """The finished game ``game_id`` of this server and its steps (rebuilt once, then kept for a while)."""
    record = await bot.store.load_game(game_id)
    if record is None or record.guild_id != guild_id or record.status != "finished":
        raise Refusal("replay-no-such-game", id=game_id)
    if record.kind not in registry.all_games():
        raise Refusal("replay-not-replayable", id=game_id)
    cached = _cache.get(game_id)
    if cached is not None:
        return record, cached
    log = await bot.store.action_log(game_id)
    try:
        built = await asyncio.to_thread(_build, record, log)
    except (replay.NotReplayable, IllegalMove, KeyError, ValueError, TypeError):
        raise Refusal("replay-not-replayable", id=game_id) from None
    _cache[game_id] = built
    return record, built


def _build(record: GameRecord, log: Sequence[Any]) -> Replay:
    rules = registry.get(record.kind)
    events = {entry.version: tuple(_event(e) for e in entry.events if isinstance(e, dict)) for entry in log}
    moves = tuple(replay.replay(record, log))
    steps = tuple(ReplayStep(step.state, events.get(step.version, ())) for step in moves)
    if not steps or rules.state_to_json(steps[-1].state) != record.state:
        raise replay.NotReplayable(f"game {record.id} does not replay to its stored end")
    starts = tuple(i for i, step in enumerate(steps) if i == 0 or any(e.code in ROUND_START_EVENTS
                                                                      for e in step.events))
    return Replay(steps, starts, moves)


def seat_names(record: GameRecord, locale: str) -> tuple[str, ...]:
    return tuple(seat.name or t(locale, "history-forgotten-player") for seat in record.seats)


async def replay_page(record: GameRecord, built: Replay, step: int, viewer_id: int,
                      locale: str) -> tuple[discord.Embed, discord.File | None, discord.ui.View]:
    step = max(0, min(step, len(built.steps) - 1))
    rules = registry.get(record.kind)
    names = seat_names(record, locale)
    seat = seat_of(record, viewer_id)
    current = built.steps[step]
    public = rules.view(current.state, None)
    lines = [f"**{event_text(rules.status(public), names, locale)}**"]
    lines += [event_text(e, names, locale) for e in current.events if e.private_to is None or e.private_to == seat]
    if seat is not None:
        hand = rules.hand_text(rules.view(current.state, seat))
        lines.append(t(locale, "replay-your-hand", hand=hand or "-"))
    embed = discord.Embed(title=t(locale, "replay-title", id=record.id, game=t(locale, f"game-{record.kind}")),
                          description="\n".join(lines)[: limits.EMBED_DESCRIPTION_CHARS], colour=discord.Colour.dark_teal())
    embed.set_footer(text=t(locale, "replay-step", step=step, steps=len(built.steps) - 1,
                            round=built.round_of(step)))
    renderer = games.get(record.kind).renderer
    context = render.RenderContext(names=names, locale=locale)
    data = await asyncio.to_thread(renderer.table_png, public, context)
    file = discord.File(io.BytesIO(data), filename="replay.png",
                        description=description(renderer.words.table(public, context)))
    embed.set_image(url="attachment://replay.png")
    last = len(built.steps) - 1
    game_id = record.id if record.id is not None else 0
    view = discord.ui.View(timeout=None)
    for target, label, enabled in ((0, "replay-first", step > 0), (step - 1, "replay-back", step > 0),
                                   (step + 1, "replay-next", step < last), (last, "replay-last", step < last)):
        button = ReplayButton(game_id, max(0, min(target, last)), label, t(locale, label))
        button.item.disabled = not enabled
        view.add_item(button)
    if len(built.round_starts) > 1:
        choices = [(str(start), t(locale, "replay-jump-option", round=number + 1, step=start))
                   for number, start in enumerate(built.round_starts[: limits.MENU_OPTIONS])]
        view.add_item(ReplayJump(game_id, t(locale, "replay-jump"), choices))
    view.add_item(CoachButton(game_id, 0, "open", t(locale, "replay-coach")))
    return embed, file, view


async def show_step(interaction: discord.Interaction[RummyBot], locale: str, game_id: int, step: int) -> None:
    """Redraw the replay message the component belongs to at ``step``."""
    bot = bot_of(interaction)
    record, built = await load_replay(bot, game_id, interaction.guild_id or 0)
    embed, file, view = await replay_page(record, built, step, interaction.user.id, locale)
    await edit_clicked(interaction, embed=embed, attachments=[file] if file else [], view=view)


class ReplayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rb:replay:(?P<game>\d+):(?P<step>\d+):(?P<what>[a-z-]+)",
):
    """First, back, next, last: the step to show travels in the custom id, so it works after a restart."""

    def __init__(self, game_id: int, step: int, what: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=label or what, style=discord.ButtonStyle.secondary,
                                           custom_id=f"rb:replay:{game_id}:{step}:{what}"))
        self.game_id, self.step = game_id, step

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> ReplayButton:
        return cls(int(match["game"]), int(match["step"]), match["what"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, lambda i, locale: show_step(i, locale, self.game_id, self.step),
                      acknowledge="update")


class ReplayJump(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"rb:replay-jump:(?P<game>\d+)"):
    """Jump to the start of a hand or round."""

    def __init__(self, game_id: int, placeholder: str = "", choices: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"rb:replay-jump:{game_id}", placeholder=placeholder[: limits.MENU_PLACEHOLDER_CHARS] or None,
            options=[discord.SelectOption(label=label[: limits.OPTION_CHARS], value=value) for value, label in choices]
            or [discord.SelectOption(label="0", value="0")],
        ))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> ReplayJump:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data = cast(dict[str, Any], interaction.data or {})
        values = data.get("values") or ["0"]
        step = int(values[0]) if str(values[0]).isdigit() else 0
        await guarded(interaction, lambda i, locale: show_step(i, locale, self.game_id, step), acknowledge="update")


def seat_of(record: GameRecord, user_id: int) -> int | None:
    return next((s.seat for s in record.seats if s.user_id is not None and s.user_id == user_id), None)


async def coached_turns(record: GameRecord, built: Replay, seat: int) -> tuple[replay_coach.CoachedTurn, ...]:
    """The seat's own turns with the coach's better moves, worked out once in a worker thread, then kept."""
    key = (record.id or 0, seat)
    cached = _coached.get(key)
    if cached is None:
        rules = registry.get(record.kind)
        cached = tuple(await asyncio.to_thread(replay_coach.coach_game, rules, built.moves, seat))
        _coached[key] = cached
    return cached


def coach_summary(turns: Sequence[replay_coach.CoachedTurn], locale: str) -> str:
    summary = replay_coach.summarize(turns)
    lines = [t(locale, "replay-coach-summary", better=summary.better, turns=summary.turns)]
    if summary.deadwood:
        lines.append(t(locale, "replay-coach-summary-deadwood", deadwood=summary.deadwood))
    if summary.knocks or summary.gins:
        lines.append(t(locale, "replay-coach-summary-knocks", knocks=summary.knocks, gins=summary.gins))
    if summary.tiles:
        lines.append(t(locale, "replay-coach-summary-tiles", tiles=summary.tiles))
    if summary.contracts:
        lines.append(t(locale, "replay-coach-summary-contracts", turns=summary.contracts))
    if summary.unanswered:
        lines.append(t(locale, "replay-coach-summary-unanswered", turns=summary.unanswered))
    return "\n".join(lines)


async def coach_page(record: GameRecord, built: Replay, page: int, viewer_id: int,
                     locale: str) -> tuple[discord.Embed, discord.ui.View]:
    """Page ``page`` of the viewer's coach view: one of their turns with the better move, or (last) the summary."""
    seat = seat_of(record, viewer_id)
    if seat is None:
        raise Refusal("replay-coach-not-seated", id=record.id or 0)
    turns = await coached_turns(record, built, seat)
    if not turns:
        raise Refusal("replay-coach-no-turns", id=record.id or 0)
    page = max(0, min(page, len(turns)))
    rules = registry.get(record.kind)
    names = seat_names(record, locale)
    title = t(locale, "replay-coach-title", id=record.id, game=t(locale, f"game-{record.kind}"))
    if page == len(turns):
        description, footer = coach_summary(turns, locale), t(locale, "replay-coach-summary-footer")
    else:
        turn = turns[page]
        hand = rules.hand_text(rules.view(built.steps[turn.actions[0] - 1].state, seat))
        lines = [t(locale, "replay-your-hand", hand=hand or "-")]
        lines += [event_text(e, names, locale) for n in turn.actions for e in built.steps[n].events
                  if e.private_to is None or e.private_to == seat]
        if turn.advice is not None:
            lines.append(f"**{event_text(turn.advice, names, locale)}**")
        else:
            lines.append(t(locale, "replay-coach-nothing" if turn.in_time else "replay-coach-no-answer"))
        description = "\n".join(lines)
        footer = t(locale, "replay-coach-turn", turn=page + 1, turns=len(turns), step=turn.step)
    embed = discord.Embed(title=title, description=description[: limits.EMBED_DESCRIPTION_CHARS], colour=discord.Colour.dark_gold())
    embed.set_footer(text=footer)
    game_id = record.id if record.id is not None else 0
    view = discord.ui.View(timeout=None)
    last = len(turns)
    for target, label, enabled in ((0, "replay-first", page > 0), (page - 1, "replay-back", page > 0),
                                   (page + 1, "replay-next", page < last), (last, "replay-coach-to-summary",
                                                                            page < last)):
        button = CoachButton(game_id, max(0, min(target, last)), label, t(locale, label))
        button.item.disabled = not enabled
        view.add_item(button)
    if page < last and turns[page].better is not None:
        view.add_item(CoachButton(game_id, page, "show", t(locale, "coach-show-button")))
    back_to = turns[min(page, last - 1)].step
    view.add_item(ReplayButton(game_id, back_to, "replay-coach-back", t(locale, "replay-coach-back")))
    better = [(str(number), t(locale, "replay-coach-jump-option", turn=number + 1, step=turn.step))
              for number, turn in enumerate(turns) if turn.advice is not None]
    if better:
        view.add_item(CoachJump(game_id, t(locale, "replay-coach-jump"), better[: limits.MENU_OPTIONS]))
    return embed, view


async def show_coach(interaction: discord.Interaction[RummyBot], locale: str, game_id: int, page: int) -> None:
    bot = bot_of(interaction)
    record, built = await load_replay(bot, game_id, interaction.guild_id or 0)
    if seat_of(record, interaction.user.id) is None:  # before any work: the coach is for those who played
        raise Refusal("replay-coach-not-seated", id=game_id)
    embed, view = await coach_page(record, built, page, interaction.user.id, locale)
    await edit_clicked(interaction, embed=embed, attachments=[], view=view)


async def show_better(interaction: discord.Interaction[RummyBot], locale: str, game_id: int, page: int) -> None:
    """A coach page's "Show me": the better move of that turn drawn, in a private answer of its own."""
    bot = bot_of(interaction)
    record, built = await load_replay(bot, game_id, interaction.guild_id or 0)
    seat = seat_of(record, interaction.user.id)
    if seat is None:
        raise Refusal("replay-coach-not-seated", id=game_id)
    turns = await coached_turns(record, built, seat)
    better = turns[page].better if page < len(turns) else None
    if better is None:
        await reply(interaction, t(locale, "replay-coach-nothing"))
        return
    prefs = await interaction_prefs(interaction)
    file = await show_me.picture(games.get(record.kind).renderer, seat_names(record, locale), better, locale, prefs)
    await reply(interaction, t(locale, "coach-show-answer", title=show_me.show_title(better.event, locale)),
                file=file)


class CoachButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rb:replay-coach:(?P<game>\d+):(?P<page>\d+):(?P<what>[a-z-]+)",
):
    """The coach view of a replay (open it, first, back, next, summary, and a page's "Show me"): the page travels
    in the custom id."""

    def __init__(self, game_id: int, page: int, what: str, label: str = "") -> None:
        style = discord.ButtonStyle.primary if what == "open" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label or what, style=style,
                                           custom_id=f"rb:replay-coach:{game_id}:{page}:{what}"))
        self.game_id, self.page, self.what = game_id, page, what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> CoachButton:
        return cls(int(match["game"]), int(match["page"]), match["what"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.what == "show":
            await guarded(interaction, lambda i, locale: show_better(i, locale, self.game_id, self.page),
                          acknowledge="private")
            return
        await guarded(interaction, lambda i, locale: show_coach(i, locale, self.game_id, self.page),
                      acknowledge="update")


class CoachJump(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"rb:replay-coach-jump:(?P<game>\d+)"):
    """Jump to one of the turns where the coach found a better move."""

    def __init__(self, game_id: int, placeholder: str = "", choices: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"rb:replay-coach-jump:{game_id}", placeholder=placeholder[: limits.MENU_PLACEHOLDER_CHARS] or None,
            options=[discord.SelectOption(label=label[: limits.OPTION_CHARS], value=value) for value, label in choices]
            or [discord.SelectOption(label="0", value="0")],
        ))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> CoachJump:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data = cast(dict[str, Any], interaction.data or {})
        values = data.get("values") or ["0"]
        page = int(values[0]) if str(values[0]).isdigit() else 0
        await guarded(interaction, lambda i, locale: show_coach(i, locale, self.game_id, page), acknowledge="update")


@app_commands.guild_only()
class ReplayCommands(commands.Cog):
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot

    @app_commands.command(name="replay", description=T("cmd-replay"))
    @localized_option_names("game")
    @app_commands.describe(game=T("opt-replay-game"))
    @guarded_command
    async def replay(self, interaction: discord.Interaction[RummyBot], locale: str, game: app_commands.Range[int, 1]) -> None:
        await defer(interaction)
        record, built = await load_replay(self.bot, game, interaction.guild_id or 0)
        embed, file, view = await replay_page(record, built, 0, interaction.user.id, locale)
        await reply(interaction, embed=embed, file=file, view=view)


async def setup(bot: RummyBot) -> None:
    bot.add_dynamic_items(ReplayButton, ReplayJump, CoachButton, CoachJump)
    await bot.add_cog(ReplayCommands(bot))
