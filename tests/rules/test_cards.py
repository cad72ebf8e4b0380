"""The shared playing-card core: decks, JSON codes, notation parsing and canonical output."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.rules.base import IllegalMove
from bot.rules.cards import (
    JOKER,
    SUITS,
    Card,
    card,
    decks,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
    pip_value,
    shuffled,
    standard_deck,
)

ALL_CARDS = [*standard_deck(), JOKER]


def test_standard_deck_has_52_distinct_cards_and_54_with_jokers() -> None:
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    with_jokers = standard_deck(jokers=2)
    assert len(with_jokers) == 54 and with_jokers.count(JOKER) == 2


def test_railroad_two_decks_with_jokers_hold_eight_of_each_rank_and_four_jokers() -> None:
    stock = decks(2, jokers_per_deck=2)
    assert len(stock) == 108
    counts = Counter(stock)
    assert counts[JOKER] == 4
    assert counts[card("7H")] == 2
    assert sum(1 for c in stock if c.rank == 2) == 8


def test_compact_json_codes() -> None:
    assert card("QH").code == "QH"
    assert Card(10, "S").code == "10S"
    assert JOKER.code == "JK"
    assert all(Card.from_code(c.code) == c for c in ALL_CARDS)


def test_canonical_text_uses_suit_symbols_and_jk_for_jokers() -> None:
    assert format_card(card("10H")) == "10♥"
    assert format_card(card("QS")) == "Q♠"
    assert format_card(JOKER) == "JK"
    assert format_cards([card("AC"), card("7D")]) == "A♣ 7♦"


def test_cards_sort_by_suit_then_rank_with_jokers_last() -> None:
    hand = [JOKER, card("KD"), card("2S"), card("AS"), card("10H")]
    assert sorted(hand) == [card("AS"), card("2S"), card("10H"), card("KD"), JOKER]


def test_cards_are_hashable_values() -> None:
    assert {card("QH"), Card(12, "H")} == {card("QH")}


def test_parse_english_letters_symbols_and_case() -> None:
    assert parse_cards("10h Qs a♣ 7D") == [card("10H"), card("QS"), card("AC"), card("7D")]


def test_parse_ignores_commas_and_accepts_cards_run_together() -> None:
    assert parse_cards("5h,6h , 7h") == parse_cards("5h6h7h") == [card("5H"), card("6H"), card("7H")]


def test_parse_jokers() -> None:
    assert parse_cards("jk * JK 🃏 joker") == [JOKER] * 5


def test_parse_french_ranks_v_d_r() -> None:
    assert parse_cards("Vs Dh Rd", locale="fr") == [card("JS"), card("QH"), card("KD")]


def test_c_means_clubs_in_english_and_hearts_in_french() -> None:
    assert parse_cards("7c") == [card("7C")]
    assert parse_cards("7c", locale="fr") == [card("7H")]
    assert parse_cards("7c", locale="fr-CA") == [card("7H")]


def test_french_suit_letters_only_in_french() -> None:
    assert parse_cards("10p 10k 10t", locale="fr") == [card("10S"), card("10D"), card("10C")]
    with pytest.raises(IllegalMove) as refused:
        parse_cards("10p")
    assert refused.value.code == "cards-unreadable"


def test_emoji_suits_with_variation_selector() -> None:
    assert parse_cards("Q♥️ 3♠️") == [card("QH"), card("3S")]


def test_unreadable_piece_is_named_with_closest_card() -> None:
    with pytest.raises(IllegalMove) as refused:
        parse_cards("5h 11h")
    assert refused.value.code == "cards-unreadable"
    assert refused.value.params == {"piece": "11h", "suggestion": "10♥"}


def test_unreadable_suit_suggests_same_rank() -> None:
    with pytest.raises(IllegalMove) as refused:
        parse_cards("qx")
    assert str(refused.value.params["suggestion"]).startswith("Q")


def test_empty_text_is_refused() -> None:
    with pytest.raises(IllegalMove) as refused:
        parse_cards(" , ")
    assert refused.value.code == "cards-empty"


def test_parse_card_wants_exactly_one() -> None:
    assert parse_card("kd") == card("KD")
    with pytest.raises(IllegalMove) as refused:
        parse_card("kd qd")
    assert refused.value.code == "cards-not-one"


def test_pip_values() -> None:
    assert [pip_value(card(c)) for c in ("AS", "7H", "10C", "JD", "QS", "KH")] == [1, 7, 10, 10, 10, 10]


def test_shuffle_depends_only_on_the_rng() -> None:
    assert shuffled(standard_deck(), random.Random(5)) == shuffled(standard_deck(), random.Random(5))


@settings(max_examples=60)
@given(st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=12), st.sampled_from(["en", "fr"]))
def test_canonical_output_parses_back_in_every_locale(hand: list[Card], locale: str) -> None:
    assert parse_cards(format_cards(hand), locale) == hand
    assert [Card.from_code(c.code) for c in hand] == hand


def test_every_suit_has_thirteen_cards() -> None:
    assert Counter(c.suit for c in standard_deck()) == dict.fromkeys(SUITS, 13)


def _messages(path: str) -> dict[str, set[str]]:
    import re
    from pathlib import Path

    messages: dict[str, set[str]] = {}
    current = ""
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        start = re.match(r"^([a-z][\w-]*) =", line)
        if start:
            current = start.group(1)
            messages[current] = set()
        if current:
            messages[current] |= set(re.findall(r"\{\s*\$(\w+)", line))
    return messages


@pytest.mark.parametrize("catalog", ["cards", "rummy", "gin"])
def test_english_and_french_catalogs_have_the_same_messages_and_placeholders(catalog: str) -> None:
    english = _messages(f"bot/i18n/locales/en/{catalog}.ftl")
    french = _messages(f"bot/i18n/locales/fr/{catalog}.ftl")
    assert english == french


def test_every_card_and_meld_code_has_a_message() -> None:
    import re
    from pathlib import Path

    from bot.i18n import has

    source = Path("bot/rules/cards.py").read_text(encoding="utf-8") + Path("bot/rules/melds.py").read_text(
        encoding="utf-8")
    codes = set(re.findall(r'"((?:cards|meld)-[a-z-]+)"', source))
    assert len(codes) >= 15
    for locale in ("en", "fr"):
        assert sorted(c for c in codes if not has(locale, f"err-{c}")) == [], locale
