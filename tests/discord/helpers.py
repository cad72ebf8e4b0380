"""What a user sees, read back from SimCord: the table message, DMs, the hand line."""

from __future__ import annotations

import re
from typing import Any

HAND_LINE = re.compile(r"`([^`]*)`")


def table_message(world: Any, game_id: int | None = None) -> Any:
    """The newest bot message of the channel that shows a table (its header names the game: "· #<id>")."""
    for message in reversed(world.channel.history()):
        text = table_text(message)
        if re.search(r"· (#|n° )\d+", text) and (game_id is None or re.search(rf"(#|n° ){game_id}\b", text)):
            return message
    raise AssertionError("no table message in the channel")


def _walk(components: Any) -> list[Any]:
    """Every component of a message or response, nested ones included (containers, rows, sections)."""
    found = []
    for component in components or []:
        found.append(component)
        for name in ("children", "components"):
            nested = component.get(name) if isinstance(component, dict) else getattr(component, name, None)
            if isinstance(nested, list):
                found.extend(_walk(nested))
        accessory = component.get("accessory") if isinstance(component, dict) else getattr(component, "accessory", None)
        if accessory is not None:
            found.extend(_walk([accessory]))
    return found


def table_text(message: Any) -> str:
    """All the text a V2 message shows (its text displays), in order."""
    texts = []
    for component in _walk(message.components):
        content = component.get("content") if isinstance(component, dict) else getattr(component, "content", None)
        if isinstance(content, str):
            texts.append(content)
    return "\n".join(texts)


def seats_text(message: Any) -> str:
    """The seats list of a table message."""
    text = table_text(message)
    return text[text.find("**Players**") if "**Players**" in text else 0:]


def dms(member: Any) -> list[Any]:
    return member.user.dm_channel.history()


def hand_from(text: str) -> list[str]:
    """The cards of the last `...` span of a hand message."""
    found = HAND_LINE.findall(text)
    assert found, f"no hand in {text!r}"
    return found[-1].split()


def _children(message: Any) -> list[Any]:
    """Interactive components of a channel message or an interaction response, however deeply nested."""
    return [c for c in _walk(message.components) if _field(c, "custom_id") or _field(c, "options")]


def _field(child: Any, name: str) -> Any:
    return child.get(name) if isinstance(child, dict) else getattr(child, name, None)


def button_labels(message: Any) -> list[str]:
    return [label for child in _children(message) if (label := _field(child, "label"))]


def custom_ids(message: Any) -> list[str]:
    return [cid for child in _children(message) if (cid := _field(child, "custom_id"))]


def select_options(message: Any) -> list[str]:
    """The cards (or other choices) the message's controls offer to pick: card buttons, then menus' options."""
    return choice_values(message)


async def open_race(world: Any, *players: Any, preset: str = "short") -> Any:
    """Alice opens a Race table, the others join with the button, Alice starts it; returns the table."""
    await world.alice.slash(world.channel, "game new", game="race", preset=preset)
    lobby = table_message(world)
    for player in players:
        await player.click(lobby, label="Join")
    await world.alice.click(table_message(world), label="Start")
    table = world.table()
    assert table is not None and table.status == "running"
    return table


async def open_game(world: Any, kind: str, *players: Any, ai: int = 0, **options: Any) -> Any:
    """Alice opens a ``kind`` table, ``players`` join by command, ``ai`` computer seats are added, Alice starts."""
    await world.alice.slash(world.channel, "game new", game=kind, **options)
    for player in players:
        await player.slash(world.channel, "game join")
    for _ in range(ai):
        await world.alice.slash(world.channel, "game addbot", level="easy")
    await world.alice.slash(world.channel, "game start")
    table = world.table()
    assert table is not None and table.status == "running"
    return table


async def until_turn_of(world: Any, member: Any, *, steps: int = 40) -> None:
    """Let computer players move (time passes) until it is ``member``'s turn."""
    table = world.table()
    for _ in range(steps):
        if table.seat_of(member.id) in table.to_act():
            return
        await world.env.advance_time(2)
    raise AssertionError("never became this member's turn")


def claim_call(world: Any) -> Any:
    """The message that calls the claimants of the open claim window, with its shared buttons (Claim, Pass)."""
    for message in reversed(world.channel.history()):
        if any(":claim:" in custom_id or ":pass:" in custom_id for custom_id in custom_ids(message)):
            return message
    raise AssertionError("no claim window is called in the channel")


def hand_of(world: Any, member: Any) -> list[str]:
    """``member``'s cards now (a player at the table sees them on their panel, edited in place, not in a new DM)."""
    table = world.table()
    return table.rules.hand_text(table.view(table.seat_of(member.id))).split()


def _card_button_value(child: Any) -> str | None:
    """The card (or tile) a card button plays: the one argument of its custom_id that its label shows (in the
    game's notation, or as a French player reads it)."""
    from urllib.parse import parse_qsl

    from bot.rules.mu.cards import cards_in_language
    from bot.texts import readable_suits

    custom_id = _field(child, "custom_id") or ""
    if not custom_id.startswith("rb:act:"):
        return None
    label = _field(child, "label") or ""
    for name, value in parse_qsl(custom_id.split(":", 5)[5], keep_blank_values=True):
        if name != "_slot" and value and label in (value, readable_suits(value), cards_in_language(value, "fr")):
            return value
    return None


def choice_values(message: Any, command: str | None = None) -> list[str]:
    """The cards (or other choices) a panel offers, for ``command`` or any, in the order shown: its card buttons,
    then its menus' options."""
    values: list[str] = []
    for child in _children(message):
        custom_id = _field(child, "custom_id") or ""
        if command is not None and f":{command}:" not in custom_id + ":":
            continue
        if _field(child, "options"):
            values += [o["value"] if isinstance(o, dict) else o.value for o in _field(child, "options") or []]
        elif (value := _card_button_value(child)) is not None:
            values.append(value)
    return values


async def choose(actor: Any, message: Any, command: str | None, value: str) -> Any:
    """``actor`` picks ``value`` (for ``command``, or any) on a panel: taps its card button, or picks it in a menu."""
    for child in _children(message):
        custom_id = _field(child, "custom_id") or ""
        if (command is None or f":{command}:" in custom_id + ":") and _card_button_value(child) == value:
            return await actor.click(message, custom_id=custom_id)
    for child in _children(message):
        custom_id = _field(child, "custom_id") or ""
        options = [o["value"] if isinstance(o, dict) else o.value for o in _field(child, "options") or []]
        if custom_id.startswith("rb:sel:") and (command is None or f":{command}:" in custom_id + ":") and value in options:
            return await actor.select(message, [value], custom_id=custom_id)
    raise AssertionError(f"no control offers {value!r} for {command!r}")
