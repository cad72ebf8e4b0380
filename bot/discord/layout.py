"""The table as one Components V2 message: a header (whose turn, the deadline as a Discord relative time), the table
picture in a media gallery, the seats as text with display names, then the buttons every player shares.

Built from the table alone; the presenter decides when to post or edit it. Text that a phone reads better than a
picture (names, scores, cards held) is here, not drawn in the image.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import limits
from bot.discord.hands import in_language
from bot.discord.items import ActionButton, HandButton, RematchButton, lobby_buttons
from bot.discord.panels import STYLES, control_label
from bot.i18n import t
from bot.rules.base import Control, Event, SeatSummary
from bot.tables import is_slow
from bot.texts import event_text

if TYPE_CHECKING:
    from bot.tables import Table

TABLE_IMAGE = "table.png"
RECENT_SHOWN = 3
# The events by which a game names its winner on points. A seat whose player resigned ranks after the others
# whatever its points (the computer finished its game), so such a line would contradict the final ranking.
GAME_WON_EVENTS = frozenset({"gin-game-over", "rummy-game-over", "mu-game-won", "railroad-game-over",
                             "tiles-match-won"})
TEXT_LIMIT = limits.LAYOUT_TEXT_CHARS - 200  # the table message's own text, a margin under Discord's 4,000
COLOURS = {"lobby": discord.Colour.blurple(), "running": discord.Colour.dark_green(),
           "finished": discord.Colour.gold(), "cancelled": discord.Colour.dark_grey()}


def shared_window_controls(table: Table) -> list[Control]:
    """During a claim window, the buttons every awaited seat has alike (Claim, Pass) go on the public message that
    mentions the claimants, so a claim takes one click before the short clock runs out. Only buttons identical for
    all of them qualify: those reveal nothing about anyone's hand."""
    waiting = table.to_act()
    if not waiting or not table.in_claim_window():
        return []
    per_seat = [[c for c in table.controls(seat) if not c.choices] for seat in waiting]
    return [c for c in per_seat[0] if all(c in others for others in per_seat[1:])][:4]


def seat_lines(table: Table, locale: str, view: Any = None) -> str:
    """One short line per seat (a phone shows about 40 characters): number, display name, computer level, cards
    (or tiles) held, score once anyone has scored, and who is to act."""
    waiting = set(table.to_act())
    summaries = table.rules.seat_summary(view) if view is not None else ()
    facts = [summaries[seat.seat] if seat.seat < len(summaries) else SeatSummary() for seat in table.seats]
    outcome = table.rules.outcome(table.state) if table.state is not None else None
    if outcome is not None:
        # The game is over: a seat's points are its final score, as the results above list it (Gin adds its
        # bonuses only at the end, so the running points would not match).
        facts = [replace(known, score=outcome.scores[seat.seat]) for seat, known in zip(table.seats, facts, strict=True)]
    scored = any(f.score for f in facts)
    lines = []
    for seat, known in zip(table.seats, facts, strict=True):
        who = f"**{discord.utils.escape_markdown(seat.name)}**"
        if seat.ai_level is not None:
            who = f"🤖 {who} " + t(locale, "seat-ai-short", level=t(locale, f"level-{seat.ai_level}"))
        parts = [who]
        if known.tiles is not None:
            parts.append(t(locale, "seat-held-tiles", count=known.tiles))
        elif known.cards is not None:
            parts.append(t(locale, "seat-held", count=known.cards))
        if scored and known.score is not None:
            parts.append(t(locale, "seat-score", score=known.score))
        line = f"{seat.seat + 1}. " + " · ".join(parts)
        if seat.seat in waiting:
            line += " ◀ " + t(locale, "seat-to-act")
        lines.append(line)
    return "\n".join(lines) or "-"


def results_text(table: Table, locale: str) -> str:
    """The final ranking, best first: the scores are text, the picture stays the table's."""
    outcome = table.rules.outcome(table.state) if table.state is not None else None
    if outcome is None:
        return ""
    ranking = table.final_ranking(outcome)
    order = sorted(range(len(table.seats)), key=lambda s: (ranking[s], -outcome.scores[s]))
    lines = [t(locale, "results-title", game=t(locale, f"game-{table.kind}"))]
    for s in order:
        line = t(locale, "result-line", rank=ranking[s], name=discord.utils.escape_markdown(table.names[s]),
                 score=outcome.scores[s])
        lines.append(line + (" · " + t(locale, "result-resigned") if s in table.resigned else ""))
    return "\n".join(lines)


def clock_text(seconds: int, locale: str) -> str:
    """A clock as people say it: "24 h", "2 h 30 min", "15 min", "45 s"."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours and minutes:
        return t(locale, "clock-hours-minutes", hours=hours, minutes=minutes)
    if hours:
        return t(locale, "clock-hours", hours=hours)
    if minutes:
        return t(locale, "clock-minutes", minutes=minutes)
    return t(locale, "clock-seconds", seconds=secs)


def recent_events(table: Table) -> list[Event]:
    """The last few public events; at the end of a game, the ranking's winner replaces a points winner who
    resigned."""
    recent = list(table.recent_events[-RECENT_SHOWN:])
    outcome = table.rules.outcome(table.state) if table.status == "finished" and table.state is not None else None
    if outcome is None or not table.resigned:
        return recent
    ranking = table.final_ranking(outcome)
    first = min(range(len(table.seats)), key=lambda s: (ranking[s], -outcome.scores[s]))
    kept: list[Event] = []
    for event in recent:
        winner = event.params.get("winner_seat", event.seat)
        if event.code in GAME_WON_EVENTS and isinstance(winner, int) and winner != first:
            kept.append(Event("game-won-resigned", {"winner_seat": first, "resigned_seat": winner}))
        else:
            kept.append(event)
    return kept


def settings_line(table: Table, locale: str) -> str:
    parts = [t(locale, "settings-line", preset=table.preset or "-", seconds=table.settings.turn_seconds,
               pace=t(locale, f"pace-{table.settings.ai_pace}"))]
    if is_slow(table.settings.pace):
        pace = t(locale, "settings-table-pace", pace=t(locale, f"pace-short-{table.settings.pace}"),
                 turn=clock_text(table.settings.turn_seconds, locale))
        if table.game.claim_window is not None:  # (RailRoad's out-of-turn claims)
            pace += " · " + t(locale, "settings-claim-clock", claim=clock_text(table.settings.claim_seconds, locale))
        parts.append(pace)
    rated_when = table.game.rated_when
    if rated_when is not None and rated_when.option in table.rules_options:  # e.g. Tile Rummy's assists
        option = rated_when.option
        parts.append(t(locale, f"settings-{option}", **{option: str(table.rules_options[option])}))
    if table.settings.coach:
        parts.append(t(locale, "settings-coach"))
    for name, value in table.record.options.get("overrides", {}).items():
        parts.append(f"`{name} = {value}`")
    return "\n".join(parts)


def claim_window_view(table: Table, locale: str, window_id: int) -> discord.ui.View:
    """The buttons of the message that calls the claimants: the claim window's shared answers and "My hand"."""
    view = discord.ui.View(timeout=None)
    for control in shared_window_controls(table):
        view.add_item(ActionButton(table.id, window_id, control.command, control.args,
                                   control_label(control, locale)[: limits.BUTTON_LABEL_CHARS],
                                   STYLES.get(control.style, discord.ButtonStyle.secondary), shared=True))
    view.add_item(HandButton(table.id, t(locale, "button-my-hand")))
    return view


def _row(items: Sequence[discord.ui.Item[Any]]) -> discord.ui.ActionRow[Any]:
    row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
    for item in items:
        row.add_item(item)
    return row


def table_layout(table: Table, locale: str, *, has_image: bool, deadline: float | None,
                 image_description: str | None = None, window_id: int | None = None) -> discord.ui.LayoutView:
    """The whole table message for the table as it is now; ``image_description``: the picture's alt text; during a
    claim window (``window_id``), with the window's shared buttons (Claim, Pass) and when it closes, so that a window
    costs one edit of this message."""
    game_name = t(locale, f"game-{table.kind}")
    layout = discord.ui.LayoutView(timeout=None)
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=COLOURS.get(table.status))
    header = [t(locale, "table-header", game=game_name, id=table.id)]
    rows: list[discord.ui.ActionRow[Any]] = []
    view = table.view(None) if table.state is not None else None
    recent = [in_language(table, event_text(e, table.names, locale), locale) for e in recent_events(table)]
    if table.status == "lobby":
        rules = table.rules
        header.append(t(locale, "lobby-description", min=rules.min_players, max=rules.max_players,
                        count=len(table.seats)))
        buttons = lobby_buttons(table, locale)
        rows = [_row(buttons[:5]), _row(buttons[5:])] if len(buttons) > 5 else [_row(buttons)]
    elif table.status == "running":
        header.append("**" + event_text(table.rules.status(view), table.names, locale) + "**")
        window = window_id is not None and table.in_claim_window()
        if deadline is not None:
            header.append(t(locale, "table-claims-close" if window else "table-deadline",
                            when=f"<t:{int(deadline)}:R>"))
        if window and window_id is not None:
            rows = [_row(list(claim_window_view(table, locale, window_id).children))]
        else:
            rows = [_row([HandButton(table.id, t(locale, "button-my-hand"))])]
    else:
        header.append("**" + t(locale, "table-finished" if table.status == "finished" else "table-cancelled") + "**")
        if table.status == "finished":
            header.append(results_text(table, locale))
            rows = [_row([RematchButton(table.id, t(locale, "button-rematch"))])]
    container.add_item(discord.ui.TextDisplay("\n".join(header)[:TEXT_LIMIT // 2]))
    if has_image:
        container.add_item(discord.ui.MediaGallery(
            discord.MediaGalleryItem(f"attachment://{TABLE_IMAGE}", description=image_description or None)))
    if recent and table.status != "lobby":
        container.add_item(discord.ui.TextDisplay("\n".join(recent)[:TEXT_LIMIT // 4]))
    container.add_item(discord.ui.Separator())
    seats_text = f"**{t(locale, 'lobby-players')}**\n" + seat_lines(table, locale, view)
    if table.status == "lobby":
        seats_text += f"\n\n**{t(locale, 'lobby-settings')}**\n" + settings_line(table, locale)
    container.add_item(discord.ui.TextDisplay(seats_text[:TEXT_LIMIT // 4]))
    for row in rows:
        container.add_item(row)
    layout.add_item(container)
    return layout
