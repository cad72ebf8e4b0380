"""Component plumbing that players cannot see directly: custom ids survive a restart with their meaning."""

import discord

from bot.discord.items import ActionSelect


async def test_a_multiple_choice_select_rebuilds_itself_from_its_custom_id():
    original = ActionSelect(7, 3, "bid", "cards", {}, "Show cards", [("r1", "r1"), ("b2", "b2"), ("g3", "g3")], 2)
    assert original.item.max_values == 2
    rebuilt = await ActionSelect.from_custom_id(
        None, original.item, ActionSelect.__discord_ui_compiled_template__.fullmatch(original.item.custom_id)  # type: ignore[arg-type]
    )
    assert (rebuilt.game_id, rebuilt.stamp.value, rebuilt.command, rebuilt.arg) == (7, 3, "bid", "cards")
    assert rebuilt.item.max_values == 2 and [o.value for o in rebuilt.item.options] == ["r1", "b2", "g3"]
    assert isinstance(rebuilt.item, discord.ui.Select)
