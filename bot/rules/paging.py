"""Menu choices paged past ``MENU_CHOICES`` (the most one menu offers), in pages a player can name: by colour
or by suit.

A menu with up to ``MENU_CHOICES`` choices is one page (``Control.choices`` never holds more). Longer lists are cut between groups (a Tile Rummy rack by colour, a
RailRoad hand by suit), whole groups packed onto a page while they fit; a group longer than a page is split into
numbered parts. The panel shows one page's select and a button per other page; a multi-select keeps the choices
made on other pages (``TurnBuilder.select(..., among=page.choices)``, ``MeldBuilder.toggle``).

Choice values must be unique in a select: ``unique_values`` gives a second copy of a card its own value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.rules.base import MENU_CHOICES
from bot.rules.drafts import COPY_MARK, plain_value


@dataclass(frozen=True)
class Page:
    groups: tuple[str, ...]  # the groups on this page, in order ("r", "b"; "♠")
    choices: tuple[str, ...]
    part: int = 0  # 1, 2, ... when one group is split over pages; 0 for whole groups

    def holds(self, choice: str) -> bool:
        return choice in self.choices


def pages(choices: Sequence[str], group_of: Callable[[str], str], limit: int = MENU_CHOICES) -> tuple[Page, ...]:
    """The choices in pages of at most ``limit``, in their order, cut between groups when more than one page is
    needed. Groups are taken in the order of their first choice."""
    order = list(dict.fromkeys(group_of(c) for c in choices))
    if len(choices) <= limit:
        return (Page(tuple(order), tuple(choices)),)
    by_group = {g: [c for c in choices if group_of(c) == g] for g in order}
    found: list[Page] = []
    groups: list[str] = []
    current: list[str] = []
    for group in order:
        members = by_group[group]
        if len(members) > limit:
            if current:
                found.append(Page(tuple(groups), tuple(current)))
                groups, current = [], []
            for part, first in enumerate(range(0, len(members), limit), 1):
                found.append(Page((group,), tuple(members[first : first + limit]), part))
            continue
        if len(current) + len(members) > limit:
            found.append(Page(tuple(groups), tuple(current)))
            groups, current = [], []
        groups.append(group)
        current.extend(members)
    if current:
        found.append(Page(tuple(groups), tuple(current)))
    return tuple(found)


def page_of(found: Sequence[Page], choice: str) -> int:
    """The index of the page holding ``choice`` (0 when none does)."""
    return next((i for i, page in enumerate(found) if page.holds(choice)), 0)


def tile_group(tile: str) -> str:
    """A Tile Rummy tile's page group: its colour letter; jokers form their own group ``j``."""
    return tile[:1]


def card_group(card: str) -> str:
    """A playing card's page group: its suit symbol (``10♥`` -> ``♥``); jokers (``JK``) form their own group."""
    value = plain_value(card)
    return value[-1] if value and not value[-1].isalnum() else value


def unique_values(texts: Sequence[str]) -> tuple[str, ...]:
    """One select value per item: a repeated text gets ``~2``, ``~3``... (``7♥``, ``7♥~2``)."""
    seen: Counter[str] = Counter()
    values: list[str] = []
    for text in texts:
        seen[text] += 1
        values.append(text if seen[text] == 1 else f"{text}{COPY_MARK}{seen[text]}")
    return tuple(values)


PAGE_MARK = "»"  # a pick menu's option that turns the page: "» 2/3"


def select_values(source: str, *, joined: Callable[[str], bool] = lambda word: False) -> list[str]:
    """Select values as a multi-select sends them, joined by spaces: ``» 2/3`` (and each word ``joined`` says
    starts a two-word value, as Tile Rummy's ``#3 r8``) is one value."""
    words = source.split()
    values: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if (word == PAGE_MARK or joined(word)) and index + 1 < len(words):
            values.append(f"{word} {words[index + 1]}")
            index += 2
            continue
        values.append(word)
        index += 1
    return values


def picked_and_page_turn(source: str, *, joined: Callable[[str], bool] = lambda word: False) -> tuple[list[str], bool]:
    """The values picked in a pick menu's answer, and whether its page-turning option was among them."""
    values = select_values(source, joined=joined)
    picked = [value for value in values if not value.startswith(PAGE_MARK)]
    return picked, len(picked) < len(values)
