"""A French-speaking server plays a whole game and never meets an English sentence."""

from __future__ import annotations

from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot.i18n import LOCALES_DIR
from tests.discord.helpers import button_labels, dms, hand_of, table_message, table_text


def english_only_fragments() -> set[str]:
    """Literal pieces of English messages that the French catalog does not share (long enough to be telling)."""
    def fragments(locale: str) -> set[str]:
        found: set[str] = set()
        for path in Path(LOCALES_DIR / locale).glob("*.ftl"):
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, fluent_ast.Message) and entry.value is not None:
                    for element in entry.value.elements:
                        if isinstance(element, fluent_ast.TextElement):
                            for line in element.value.splitlines():
                                if len(line.strip()) >= 12:
                                    found.add(line.strip())
        return found

    return fragments("en") - fragments("fr")


def seen_texts(result) -> list[str]:  # type: ignore[no-untyped-def]
    texts = []
    for message in [result.response, *result.followups]:
        if message is None:
            continue
        texts.append(message.content or "")
        texts += [str(e.to_dict()) for e in message.embeds]
        texts += [*button_labels(message), table_text(message)]
    return texts


def channel_texts(world) -> list[str]:  # type: ignore[no-untyped-def]
    texts = []
    for message in world.channel.history(viewer=world.alice):
        texts.append(message.content or "")
        texts += [str(e.to_dict()) for e in message.embeds]
        texts += [*button_labels(message), table_text(message)]
    return texts


async def test_a_french_server_plays_a_whole_game_in_french(world):
    await world.env.bot.store.set_guild_locale(world.guild.id, "fr")
    seen: list[str] = []
    for member in (world.alice, world.bob):
        seen += seen_texts(await member.slash(world.channel, "language me", language="fr"))
    seen += seen_texts(await world.alice.slash(world.channel, "game new", game="race", preset="short"))
    seen += seen_texts(await world.bob.click(table_message(world), label="Rejoindre"))
    seen += seen_texts(await world.alice.click(table_message(world), label="Lancer"))
    seen += seen_texts(await world.alice.click(table_message(world), label="Mon jeu"))
    seen += seen_texts(await world.bob.slash(world.channel, "draw"))  # not Bob's turn
    table = world.table()
    while table.status == "running":
        member = world.alice if table.to_act() == (0,) else world.bob
        card = hand_of(world, member)[0]
        seen += seen_texts(await member.slash(world.channel, "play", move=card))
    seen += seen_texts(await world.alice.slash(world.channel, "leaderboard", game="race"))
    seen += seen_texts(await world.alice.slash(world.channel, "stats"))
    seen += seen_texts(await world.alice.slash(world.channel, "game rules", game="race"))
    seen += [m.content for m in dms(world.alice)] + channel_texts(world)

    everything = "\n".join(seen)
    assert "Votre jeu" in everything and "Partie terminée" in everything
    leaks = sorted(fragment for fragment in english_only_fragments() if fragment in everything)
    assert leaks == []


async def test_a_french_lobby_names_its_computer_players_and_levels_in_french(world):
    await world.env.bot.store.set_guild_locale(world.guild.id, "fr")
    await world.alice.slash(world.channel, "language me", language="fr")
    await world.alice.slash(world.channel, "game new", game="rummy")
    await world.alice.slash(world.channel, "game addbot", level="medium")
    text = table_text(table_message(world))
    assert "IA 1" in text and "AI 1" not in text, text
    assert "medium" not in text and "moyen" in text, text
    assert "Préréglage : `" in text, text
