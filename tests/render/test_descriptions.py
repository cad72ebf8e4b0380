"""The words of every picture: within Discord's limit, naming every tile or card the picture shows and none that
its viewer may not see, in English and French, along random games of the five kinds."""

from __future__ import annotations

import random

import pytest

from bot import games
from bot.rules.cards import format_card
from render import LeaderboardRow, RenderContext
from render.describe import DESCRIPTION_LIMIT, ELLIPSIS, description, text_table
from render.describe.boards import leaderboard
from tests.describing import hand_shows, named, table_shows

GAMES = ["tiles", "rummy", "gin", "railroad", "mu"]
PLAYERS = {"tiles": 3, "rummy": 3, "gin": 2, "railroad": 3, "mu": 4}
NAMES = ("Ann", "Bérénice", "Chen", "Dmitri")


def positions(game: str, seed: int, steps: int = 400):  # type: ignore[no-untyped-def]
    """Every state of a random game (at most ``steps`` moves)."""
    declaration = games.get(game)
    rules = declaration.rules
    rng = random.Random(seed)
    state = rules.new_game(PLAYERS[game], rules.options(None, {}), rng)
    yield state
    for _ in range(steps):
        if rules.is_over(state):
            return
        seat = rules.to_act(state)[0]
        state, _events = rules.apply(state, seat, rng.choice(list(rules.legal(state, seat))), rng)
        yield state


@pytest.mark.parametrize("game", GAMES)
def test_every_description_names_what_its_picture_shows_and_nothing_hidden(game: str) -> None:
    declaration = games.get(game)
    rules, words = declaration.rules, declaration.renderer.words
    context = RenderContext(names=NAMES[: PLAYERS[game]])
    checked = clipped = 0
    for state in positions(game, seed=11):
        public = rules.view(state, None)
        table = description(words.table(public, context))
        assert 0 < len(table) <= DESCRIPTION_LIMIT
        shown = table_shows(game, public)
        if table.endswith(ELLIPSIS):
            clipped += 1
        else:
            assert shown <= named(game, table), table
        # Nothing beyond the public view: every tile or card named is on the table for everyone to see.
        assert named(game, table) <= shown, table
        for seat in range(PLAYERS[game]):
            view = rules.view(state, seat)
            hand = description(words.hand(view, context))
            must, may = hand_shows(game, view)
            assert len(hand) <= DESCRIPTION_LIMIT
            if not hand.endswith(ELLIPSIS):
                assert must <= named(game, hand), hand
            assert named(game, hand) <= must | may, hand
        showdown = words.showdown(public, context)
        if showdown is not None:
            assert len(description(showdown)) <= DESCRIPTION_LIMIT
        checked += 1
    assert checked > 20 and clipped < checked / 2


def test_a_showdown_names_every_revealed_hand() -> None:
    declaration = games.get("rummy")
    rules, words = declaration.rules, declaration.renderer.words
    context = RenderContext(names=NAMES[:3])
    for state in positions("rummy", seed=3, steps=2000):
        public = rules.view(state, None)
        lines = words.showdown(public, context)
        if lines is not None and public.last_hand is not None:
            revealed = {format_card(c) for cards in public.last_hand.revealed for c in cards}
            assert revealed <= named("rummy", description(lines))
            return
    pytest.fail("no hand ended")


def test_words_are_in_the_readers_language() -> None:
    declaration = games.get("rummy")
    rules, words = declaration.rules, declaration.renderer.words
    state = next(s for s in positions("rummy", seed=2) if rules.view(s, None).discard_top is not None)
    french = description(words.table(rules.view(state, None), RenderContext(names=NAMES[:3], locale="fr")))
    hand = description(words.hand(rules.view(state, 0), RenderContext(names=NAMES[:3], locale="fr")))
    assert "Défausse" in french and " de " in hand and " of " not in hand
    assert any(suit in hand for suit in ("pique", "cœur", "carreau", "trèfle"))


def test_a_long_description_is_cut_between_lines_within_the_limit() -> None:
    lines = [f"Set {n}: red {n}, blue {n}, black {n}, orange {n}" for n in range(1, 60)]
    text = description(lines)
    assert len(text) <= DESCRIPTION_LIMIT and text.endswith(ELLIPSIS)
    assert "Set 1: red 1" in text and text.count(".") >= 10
    assert text_table(lines).count("\n") == len(lines) - 1


def test_the_leaderboard_is_described_row_by_row() -> None:
    rows = [LeaderboardRow(1, "Ann", 1123.4, 5, 8), LeaderboardRow(2, "Bob", 990.0, 1, 4)]
    text = description(leaderboard(rows, RenderContext(names=(), locale="en")))
    assert "1. Ann, 1,123 points, 5 wins in 8 games" in text and "2. Bob, 990 points, 1 win in 4 games" in text


def test_a_run_is_said_short_and_a_run_with_a_joker_tile_by_tile() -> None:
    from bot.rules.cards import Card
    from render.describe import words

    assert words.tile_run("en", ["r4", "r5", "r6", "r7"]) == "red 4 to 7"
    assert words.tile_run("fr", ["b11", "b12", "b13"]) == "11 à 13 bleu"
    assert words.tile_run("en", ["r4", "j", "r6"]) is None
    assert words.tile_run("en", ["r4", "b5", "r6"]) is None
    assert words.card_run("en", [Card(10, "D"), Card(11, "D"), Card(12, "D"), Card(13, "D")]) == (
        "10 to king of diamonds")
    assert words.card_run("fr", [Card(12, "S"), Card(13, "S"), Card(1, "S")]) == "dame à as de pique"
    assert words.card_run("en", [Card(5, "H"), Card(7, "H"), Card(8, "H")]) is None
    assert named("tiles", "Set 1, run: red 4 to 7.") == {"r4", "r5", "r6", "r7"}
    assert named("rummy", "Meld 2 (Ann): queen to ace of spades.") == {"Q♠", "K♠", "A♠"}


def crowded_railroad_tables(seeds: range, players: int = 8):  # type: ignore[no-untyped-def]
    """The public views of random 8-player RailRoad games whose words said in full would not fit the alt text."""
    from render.describe import fits

    rules = games.get("railroad").rules
    for seed in seeds:
        rng = random.Random(seed)
        state = rules.new_game(players, rules.options(None, {}), rng)
        for _ in range(3000):
            if rules.is_over(state):
                break
            view = rules.view(state, None)
            if not fits(railroad_words_in_full(view, RenderContext(names=CROWD[:players]))):
                yield view
            seat = rules.to_act(state)[0]
            state, _events = rules.apply(state, seat, rng.choice(list(rules.legal(state, seat))), rng)


CROWD = ("Ann", "Bérénice", "Chen", "Dmitri", "Esperanza", "Fatoumata", "Guðrún", "Hiroshi")


def railroad_words_in_full(view, context):  # type: ignore[no-untyped-def]
    from render.describe.railroad import _table

    return _table(view, context, crowded=False)


def test_a_crowded_railroad_table_names_every_public_card_within_the_limit_uncut() -> None:
    words = games.get("railroad").renderer.words
    crowded = 0
    for view in crowded_railroad_tables(range(4)):
        text = description(words.table(view, RenderContext(names=CROWD)))
        assert len(text) <= DESCRIPTION_LIMIT and not text.endswith(ELLIPSIS), text
        assert named("railroad", text) == table_shows("railroad", view), text
        crowded += 1
    assert crowded > 50  # random 8-player games crowd their tables far past the limit, often


def test_a_set_is_said_short_its_suits_grouped() -> None:
    from bot.rules.cards import Card
    from render.describe import cards

    context = RenderContext(names=NAMES[:2])
    seven = [Card(7, "H"), Card(7, "H"), Card(7, "S"), Card(0, "")]
    line = cards.meld(context, 2, 1, seven, ["", "", "", "7"])
    assert line == "Meld 2 (Bérénice): 4 7s: hearts ×2, spades, joker as 7"
    assert named("railroad", line) == {"7♥", "7♠", "JK"}
    french = cards.meld(RenderContext(names=NAMES[:2], locale="fr"), 2, 1, seven[:3])
    assert french == "Combinaison 2 (Bérénice) : 3 × 7 : cœur ×2, pique"
