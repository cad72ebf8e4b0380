"""Tournaments the bot runs itself: sign-up on one message, a check-in call per round, each match a table in its
own thread (``bot.discord.threads.open_table_in_thread``), results read from the finished games, the tournament
message edited as rounds end, the winner announced and recorded.

Everything is in the tournament's row (``TournamentRecord.state``): the players, the seeds, every round with its
matches, their tables and results, the check-in deadline; the runner keeps nothing else, so after a restart it
goes on from the store. One task (``TournamentRunner``) sleeps until the next deadline (a start, a check-in) or,
while matches are being played, a few seconds, and wakes early on any change (a sign-up, a check-in, a cancel).
The formats are ``bot.tournaments`` (pure functions); docs/tournaments.md states their rules.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

import render
from bot import ratings
from bot.discord import limits
from bot.discord.guard import bot_of, guarded
from bot.discord.replies import reply
from bot.discord.threads import open_table_in_thread, server_locale
from bot.i18n import t
from bot.refusal import Refusal
from bot.rules import registry
from bot.store import TournamentRecord
from bot.tournaments import progress
from bot.tournaments.results import MatchResult, Pairing, forfeit_result, from_game_ranks, half_points
from bot.wakeable import WakeableSleep

if TYPE_CHECKING:
    from bot.client import RummyBot

log = logging.getLogger(__name__)

CHECK_IN_SECONDS = 300.0  # how long the players of a round have to say they are here
POLL_SECONDS = 10.0  # while matches are played, how often their tables are looked at
MAX_SLEEP = 3600.0
LINES_SHOWN = 16


@dataclass(frozen=True)
class Member:
    """A player as ``open_table_in_thread`` needs a host: an id, a display name, a mention."""

    id: int
    display_name: str

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


def runner_of(bot: discord.Client) -> TournamentRunner:
    """The bot's tournament runner (the tournaments cog starts it)."""
    cog = getattr(bot, "get_cog", lambda name: None)("TournamentCommands")
    runner = getattr(cog, "runner", None)
    if not isinstance(runner, TournamentRunner):
        raise RuntimeError("the tournaments cog is not loaded")
    return runner


class TournamentButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                       template=r"rb:tour:(?P<tournament>\d+):(?P<what>join|leave|here-\d+)"):
    """Sign up, leave (on the tournament message) and check in for a round (on the round's call)."""

    def __init__(self, tournament_id: int, what: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label or what, style=style,
                                           custom_id=f"rb:tour:{tournament_id}:{what}"))
        self.tournament_id = tournament_id
        self.what = what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: Any) -> TournamentButton:
        button: Any = item
        return cls(int(match["tournament"]), match["what"], button.label or "", button.style)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(interaction, self._run)

    async def _run(self, interaction: discord.Interaction[RummyBot], locale: str) -> None:
        runner = runner_of(bot_of(interaction))
        if self.what.startswith("here-"):
            await runner.check_in(self.tournament_id, int(self.what.removeprefix("here-")), interaction.user)
            await reply(interaction, t(locale, "tournament-checked-in"))
            return
        tournament = await runner.sign_up(self.tournament_id, interaction.user, joining=self.what == "join")
        game = t(locale, f"game-{tournament.kind}")
        await reply(interaction, t(locale, "tournament-signed-up" if self.what == "join" else "tournament-left",
                                   game=game, id=self.tournament_id))


def two_player_game(kind: str) -> bool:
    rules = registry.get(kind)
    return rules.min_players <= 2 <= rules.max_players


def formats_for(kind: str) -> list[str]:
    """The formats a game can be played in: elimination and Swiss heads-up, rounds of tables at 3 or more."""
    rules = registry.get(kind)
    found = ["elimination", "swiss"] if two_player_game(kind) else []
    if rules.max_players >= 3:
        found.append("tables")
    return found


def player_names(tournament: TournamentRecord) -> dict[int, str]:
    return {int(p["id"]): str(p["name"]) for p in tournament.state.get("players", [])}


def format_of(tournament: TournamentRecord) -> progress.Format:
    rules = registry.get(tournament.kind)
    options = tournament.state.get("options", {})
    seeds = tuple(int(p) for p in tournament.state.get("seeds", []))
    two = tournament.format != "tables"
    return progress.Format(
        name=tournament.format, seeds=seeds,
        swiss_rounds=progress.swiss_rounds(len(seeds), int(options.get("rounds") or 0) or None),
        table_size=2 if two else int(options.get("table_size") or max(3, rules.min_players)),
        fewest_seats=2 if two else max(3, rules.min_players), most_seats=2 if two else rules.max_players,
    )


def match_result(match: dict[str, Any]) -> MatchResult | None:
    result = match.get("result")
    if result is None:
        return None
    return MatchResult(tuple(match["players"]), tuple(result["ranks"]), frozenset(result.get("forfeited", ())))


def results_so_far(tournament: TournamentRecord) -> list[list[MatchResult]]:
    """Every round whose matches all have a result."""
    done = []
    for played in tournament.state.get("rounds", []):
        results = [match_result(match) for match in played["matches"]]
        if any(result is None for result in results):
            break
        done.append([result for result in results if result is not None])
    return done


class TournamentRunner:
    def __init__(self, bot: RummyBot) -> None:
        self.bot = bot
        self._task: asyncio.Task[None] | None = None
        self._sleep = WakeableSleep()
        self._woken = False
        self._lock = asyncio.Lock()

    def clock(self) -> float:
        return self.bot.tables.clock()

    # -- the task ----------------------------------------------------------------------------------------------

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def wake(self) -> None:
        self._woken = True
        self._sleep.wake()

    async def _run(self) -> None:
        try:
            await self.bot.wait_until_ready()  # the open tables are restored first: matches are opened among them
        except RuntimeError:
            return  # a bot that never logs in (tests of the command tree) runs no tournaments
        retry = 1.0
        while True:
            self._woken = False
            try:
                wake_at = await self.step()
                retry = 1.0
            except Exception:
                log.exception("tournament runner failed; retrying in %.0f s", retry)
                wake_at, retry = self.clock() + retry, min(retry * 2, 60.0)
            if self._woken:
                continue
            delay = max(0.0, min(MAX_SLEEP, (wake_at if wake_at is not None else self.clock() + MAX_SLEEP)
                                 - self.clock()))
            await self._sleep.sleep(delay)

    async def step(self) -> float | None:
        """Move every open tournament on as far as it can go now; the time to look again."""
        wake_at: float | None = None
        for tournament in await self.bot.store.open_tournaments(self.bot.served_shards()):
            async with self._lock:
                fresh = await self.bot.store.tournament(tournament.id or 0)
                if fresh is None or fresh.status not in ("signup", "running"):
                    continue
                when = await self._advance(fresh)
            if when is not None:
                wake_at = when if wake_at is None else min(wake_at, when)
        return wake_at

    # -- sign-up -----------------------------------------------------------------------------------------------

    async def create(self, tournament: TournamentRecord, channel: discord.abc.Messageable) -> TournamentRecord:
        await self.bot.store.create_tournament(tournament)
        locale = await self.locale_of(tournament)
        embed, file = await self.message(tournament, locale)
        message = await channel.send(embed=embed, view=self.signup_view(tournament, locale),
                                     files=[file] if file else [])
        tournament.message_id = message.id
        await self.bot.store.save_tournament(tournament)
        self.wake()
        return tournament

    def signup_view(self, tournament: TournamentRecord, locale: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(TournamentButton(tournament.id or 0, "join", t(locale, "tournament-sign-up"),
                                       discord.ButtonStyle.success))
        view.add_item(TournamentButton(tournament.id or 0, "leave", t(locale, "tournament-leave")))
        return view

    async def sign_up(self, tournament_id: int, user: discord.abc.User, joining: bool) -> TournamentRecord:
        async with self._lock:
            tournament = await self._open(tournament_id)
            if tournament.status != "signup":
                raise Refusal("tournament-started")
            players = tournament.state.setdefault("players", [])
            listed = any(int(p["id"]) == user.id for p in players)
            if joining:
                if listed:
                    raise Refusal("tournament-already-signed-up")
                if len(players) >= tournament.size:
                    raise Refusal("tournament-full", size=tournament.size)
                players.append({"id": user.id, "name": user.display_name})
            else:
                if not listed:
                    raise Refusal("tournament-not-signed-up")
                tournament.state["players"] = [p for p in players if int(p["id"]) != user.id]
            await self.bot.store.save_tournament(tournament)
            await self._edit_message(tournament, keep_buttons=True)
        self.wake()  # a full tournament starts at once
        return tournament

    async def start_now(self, tournament_id: int, by: discord.abc.User, may_manage: bool) -> None:
        async with self._lock:
            tournament = await self._open(tournament_id)
            self._check_organiser(tournament, by, may_manage)
            if tournament.status != "signup":
                raise Refusal("tournament-started")
            tournament.starts_at = min(tournament.starts_at, self.clock())
            await self.bot.store.save_tournament(tournament)
        self.wake()

    async def cancel(self, tournament_id: int, by: discord.abc.User, may_manage: bool) -> TournamentRecord:
        async with self._lock:
            tournament = await self._open(tournament_id)
            self._check_organiser(tournament, by, may_manage)
            for played in tournament.state.get("rounds", []):
                for match in played["matches"]:
                    table = self.bot.tables.by_id(match.get("game") or 0)
                    if match.get("result") is None and table is not None and table.status in ("lobby", "running"):
                        with contextlib.suppress(Refusal):
                            await self.bot.tables.lobby.cancel(table, tournament.organiser_id, may_manage=True)
            tournament.status = "cancelled"
            await self.bot.store.save_tournament(tournament)
            await self._edit_message(tournament)
        return tournament

    async def check_in(self, tournament_id: int, round_number: int, user: discord.abc.User) -> None:
        async with self._lock:
            tournament = await self._open(tournament_id)
            rounds = tournament.state.get("rounds", [])
            if tournament.status != "running" or len(rounds) != round_number:
                raise Refusal("tournament-check-in-closed")
            current = rounds[-1]
            call = current.get("check_in")
            players = {p for match in current["matches"] for p in match["players"]}
            if call is None or call.get("closed"):
                raise Refusal("tournament-check-in-closed")
            if user.id not in players:
                raise Refusal("tournament-not-in-round")
            if user.id not in call["here"]:
                call["here"].append(user.id)
                await self.bot.store.save_tournament(tournament)
        self.wake()

    def _check_organiser(self, tournament: TournamentRecord, by: discord.abc.User, may_manage: bool) -> None:
        if by.id != tournament.organiser_id and not may_manage:
            raise Refusal("tournament-organiser-only")

    async def _open(self, tournament_id: int) -> TournamentRecord:
        tournament = await self.bot.store.tournament(tournament_id)
        if tournament is None or tournament.status not in ("signup", "running"):
            raise Refusal("tournament-not-open")
        return tournament

    # -- moving on ---------------------------------------------------------------------------------------------

    async def _advance(self, tournament: TournamentRecord) -> float | None:
        now = self.clock()
        if tournament.status == "signup":
            full = len(tournament.state.get("players", [])) >= tournament.size
            if not full and now < tournament.starts_at:
                return tournament.starts_at
            await self._begin(tournament)
            if tournament.status != "running":
                return None
        rounds = tournament.state.setdefault("rounds", [])
        current = rounds[-1]
        call = current.get("check_in")
        if call is not None and not call.get("closed"):
            everyone = {p for match in current["matches"] for p in match["players"]}
            if not everyone <= set(call["here"]) and now < call["deadline"]:
                return float(call["deadline"])
            call["closed"] = True
            await self._open_matches(tournament, current, set(call["here"]))
            await self.bot.store.save_tournament(tournament)
        if not await self._collect(tournament, current):
            return now + POLL_SECONDS
        await self._next(tournament)
        return now if tournament.status == "running" else None

    async def _begin(self, tournament: TournamentRecord) -> None:
        players = tournament.state.get("players", [])
        fewest = 2 if tournament.format != "tables" else max(3, registry.get(tournament.kind).min_players)
        if len(players) < fewest:
            tournament.status = "cancelled"
            tournament.state["why"] = "too-few"
            await self.bot.store.save_tournament(tournament)
            await self._edit_message(tournament)
            return
        ids = [int(p["id"]) for p in players]
        rated = await self.bot.store.ratings(tournament.guild_id, tournament.kind, ids)
        order = sorted(range(len(ids)), key=lambda i: (
            -(ratings.conservative(rated[ids[i]]) if ids[i] in rated else 0.0), i))
        tournament.state["seeds"] = [ids[i] for i in order]
        tournament.status = "running"
        await self._new_round(tournament, progress.first_round(format_of(tournament)))

    async def _new_round(self, tournament: TournamentRecord, pairings: list[Pairing]) -> None:
        matches = []
        for pairing in pairings:
            match: dict[str, Any] = {"players": list(pairing.players), "game": None, "result": None}
            if len(pairing.players) <= 1:  # a bye, or an empty place of the bracket
                match["result"] = {"ranks": [1] * len(pairing.players), "forfeited": []}
            matches.append(match)
        number = len(tournament.state.setdefault("rounds", [])) + 1
        deadline = self.clock() + CHECK_IN_SECONDS
        call: dict[str, Any] = {"deadline": deadline, "here": [], "closed": False}
        tournament.state["rounds"].append({"matches": matches, "check_in": call})
        await self.bot.store.save_tournament(tournament)
        await self._edit_message(tournament)
        players = [p for match in matches if match["result"] is None for p in match["players"]]
        if not players:
            call["closed"] = True
            return
        channel = await self._channel(tournament)
        locale = await self.locale_of(tournament)
        view = discord.ui.View(timeout=None)
        view.add_item(TournamentButton(tournament.id or 0, f"here-{number}", t(locale, "tournament-here"),
                                       discord.ButtonStyle.success))
        await channel.send(
            t(locale, "tournament-round-call", number=number, game=t(locale, f"game-{tournament.kind}"),
              id=tournament.id or 0, players=" ".join(f"<@{p}>" for p in players),
              deadline=f"<t:{int(deadline)}:R>"),
            view=view, allowed_mentions=discord.AllowedMentions(users=True),
        )

    async def _open_matches(self, tournament: TournamentRecord, current: dict[str, Any], here: set[int]) -> None:
        """Each match of the round: a forfeit for those who did not check in, a table in its own thread for the
        others (computer players fill a table the game cannot play with so few)."""
        names = player_names(tournament)
        rules = registry.get(tournament.kind)
        options = tournament.state.get("options", {})
        channel = await self._channel(tournament)
        locale = await self.locale_of(tournament)
        for match in current["matches"]:
            if match["result"] is not None:
                continue
            present = [p for p in match["players"] if p in here]
            absent = [p for p in match["players"] if p not in here]
            if len(present) < 2:
                match["result"] = _forfeit_json(forfeit_result(match["players"], absent))
                continue
            host = Member(present[0], names.get(present[0], str(present[0])))
            if not isinstance(channel, discord.TextChannel):
                raise RuntimeError("a tournament's channel must be a text channel to open threads")
            table = await open_table_in_thread(
                self.bot, channel, kind=tournament.kind, host=host,  # type: ignore[arg-type]
                preset=options.get("preset"), overrides=options.get("overrides") or None,
                turn_seconds=options.get("turn_seconds"))
            for player in present[1:]:
                await self.bot.tables.lobby.join(table, player, names.get(player, str(player)))
            for _ in range(rules.min_players - len(present)):
                await self.bot.tables.lobby.add_ai(table, present[0], "medium", may_manage=True)
            await self.bot.tables.lobby.start(table, present[0], may_manage=True)
            match["game"], match["absent"] = table.id, absent
            thread = self.bot.get_channel(table.channel_id)
            if isinstance(thread, discord.abc.Messageable):
                with contextlib.suppress(discord.HTTPException):
                    await thread.send(t(locale, "tournament-match-open", game=t(locale, f"game-{tournament.kind}"),
                                        id=tournament.id or 0, number=len(tournament.state["rounds"]),
                                        players=" ".join(f"<@{p}>" for p in present)),
                                      allowed_mentions=discord.AllowedMentions(users=True))

    async def _collect(self, tournament: TournamentRecord, current: dict[str, Any]) -> bool:
        """Read the results of the round's finished tables; True when every match has its result."""
        changed = False
        for match in current["matches"]:
            if match["result"] is not None or match.get("game") is None:
                continue
            record = await self.bot.store.load_game(match["game"])
            if record is None or record.status in ("lobby", "running"):
                continue
            absent = match.get("absent", [])
            seat_of = {seat.user_id: seat.seat for seat in record.seats if seat.user_id is not None}
            if record.status == "finished":
                ranks = await self.bot.store.game_ranks(match["game"])
                worst = max(ranks.values(), default=1) + 1
                game_ranks = [ranks.get(seat_of[p], worst) if p in seat_of else worst for p in match["players"]]
            else:  # cancelled: nobody won it
                game_ranks = [1] * len(match["players"])
            match["result"] = _forfeit_json(from_game_ranks(match["players"], game_ranks, absent))
            changed = True
        if changed:
            await self.bot.store.save_tournament(tournament)
            await self._edit_message(tournament)
        return all(match["result"] is not None for match in current["matches"])

    async def _next(self, tournament: TournamentRecord) -> None:
        fmt = format_of(tournament)
        done = results_so_far(tournament)
        pairings = progress.next_round(fmt, done)
        if pairings is not None:
            await self._new_round(tournament, pairings)
            return
        tournament.status = "finished"
        tournament.winner_id = progress.champion(fmt, done)
        await self.bot.store.save_tournament(tournament)
        await self._edit_message(tournament)
        channel = await self._channel(tournament)
        locale = await self.locale_of(tournament)
        game = t(locale, f"game-{tournament.kind}")
        text = (t(locale, "tournament-won", game=game, id=tournament.id or 0, winner=f"<@{tournament.winner_id}>")
                if tournament.winner_id is not None else t(locale, "tournament-no-winner", game=game,
                                                           id=tournament.id or 0))
        await channel.send(text, allowed_mentions=discord.AllowedMentions(users=True))

    # -- what players see --------------------------------------------------------------------------------------

    async def locale_of(self, tournament: TournamentRecord) -> str:
        guild = self.bot.get_guild(tournament.guild_id)
        if guild is None:
            return "en"
        return await server_locale(self.bot, guild)

    async def _channel(self, tournament: TournamentRecord) -> Any:
        channel = self.bot.get_channel(tournament.channel_id)
        return channel if channel is not None else await self.bot.fetch_channel(tournament.channel_id)

    async def _edit_message(self, tournament: TournamentRecord, keep_buttons: bool = False) -> None:
        if tournament.message_id is None:
            return
        locale = await self.locale_of(tournament)
        embed, file = await self.message(tournament, locale)
        channel = await self._channel(tournament)
        view = self.signup_view(tournament, locale) if keep_buttons and tournament.status == "signup" else None
        try:
            await channel.get_partial_message(tournament.message_id).edit(
                embed=embed, attachments=[file] if file else [], view=view)
        except discord.HTTPException:
            log.warning("could not edit the message of tournament %s", tournament.id)

    async def message(self, tournament: TournamentRecord, locale: str) -> tuple[discord.Embed, discord.File | None]:
        """The tournament's embed (its state and standings as text) and its rounds as a picture."""
        game = t(locale, f"game-{tournament.kind}")
        title = t(locale, "tournament-title", game=game, id=tournament.id or 0,
                  format=t(locale, f"tournament-format-{tournament.format}"))
        forgotten = t(locale, "history-forgotten-player")  # a player who asked to be forgotten (forget-me)
        names = {player: name or forgotten for player, name in player_names(tournament).items()}
        lines = [t(locale, f"tournament-status-{tournament.status}", size=tournament.size,
                   count=len(names), start=f"<t:{int(tournament.starts_at)}:R>",
                   winner=f"<@{tournament.winner_id}>" if tournament.winner_id else "-")]
        if tournament.status == "signup" or not tournament.state.get("rounds"):
            lines += [f"• {discord.utils.escape_markdown(name)}" for name in names.values()]
        else:
            fmt = format_of(tournament)
            for standing in progress.standings(fmt, results_so_far(tournament))[:LINES_SHOWN]:
                lines.append(t(locale, "tournament-standing", rank=standing.rank,
                               name=discord.utils.escape_markdown(names.get(standing.player, "?")),
                               points=_points_text(standing.points), wins=standing.wins))
        embed = discord.Embed(title=title, description="\n".join(lines)[: limits.EMBED_DESCRIPTION_CHARS], colour=discord.Colour.gold())
        rounds = tournament.state.get("rounds", [])
        if not rounds:
            return embed, None
        pictures = [render.BracketRound(t(locale, "tournament-round-name", number=i + 1),
                                        tuple(_bracket_match(match, names) for match in played["matches"]
                                              if match["players"]))
                    for i, played in enumerate(rounds)]
        short = t(locale, "tournament-picture-title", game=game, id=tournament.id or 0)
        data = await asyncio.to_thread(render.bracket_png, pictures,
                                       render.RenderContext(names=(), locale=locale, title=short))
        embed.set_image(url="attachment://tournament.png")
        return embed, discord.File(io.BytesIO(data), filename="tournament.png")


def _forfeit_json(result: MatchResult) -> dict[str, Any]:
    return {"ranks": list(result.ranks), "forfeited": sorted(result.forfeited)}


def _points_text(half: int) -> str:
    return f"{half // 2}½" if half % 2 and half > 1 else ("½" if half == 1 else str(half // 2))


def _bracket_match(match: dict[str, Any], names: dict[int, str]) -> render.BracketMatch:
    result = match_result(match)
    winners = result.winners() if result is not None and len(result.players) > 1 else ()
    seats = []
    for player in match["players"]:
        points = "" if result is None else _points_text(half_points(result, player))
        seats.append(render.BracketSeat(names.get(player, "?"), points, went_on=player in winners
                                        and len(winners) == 1))
    return render.BracketMatch(tuple(seats))


__all__ = ["TournamentButton", "TournamentRecord", "TournamentRunner", "formats_for", "runner_of"]
