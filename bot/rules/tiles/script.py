"""The ``/play`` turn script: parsing it into statements and writing statements back as text.

Statements are separated by ``;``, new lines or ``|`` (as in ``/meld``):

- ``r5 r6 r7``          a new set (tiles from the rack, or harvested from the table this turn)
- ``#3 + r8``           add tiles to set 3
- ``#3 = r3 r4 r5 r6``  set 3's new content (``#3 =`` alone empties it: its tiles must go elsewhere)
- ``#2 - b9``           take tiles out of set 2 to use elsewhere in the same script

Sets are numbered as on the table; new sets made by the script continue the numbering, in script order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from bot.rules.base import Problem
from bot.rules.tiles.notation import parse_tokens

Op = Literal["new", "add", "remove", "set"]
_OPS: dict[str, Op] = {"+": "add", "-": "remove", "=": "set"}
_SET_STATEMENT = re.compile(r"^#\s*(\d+)\s*([+\-=])(.*)$", re.DOTALL)
_STATEMENT_SPLIT = re.compile(r"[;\n|]+")


@dataclass(frozen=True)
class Statement:
    op: Op
    set_number: int  # 0 for a new set
    tokens: tuple[str, ...]  # canonical tokens: "r5", "j", "j=r7"

    def text(self) -> str:
        body = " ".join(self.tokens)
        if self.op == "new":
            return body
        symbol = {"add": "+", "remove": "-", "set": "="}[self.op]
        return f"#{self.set_number} {symbol} {body}".rstrip()


def parse_script(source: str) -> tuple[tuple[Statement, ...], list[Problem]]:
    """Statements of a script and every piece that could not be understood."""
    statements: list[Statement] = []
    problems: list[Problem] = []
    for raw in _STATEMENT_SPLIT.split(source):
        piece = raw.strip()
        if not piece:
            continue
        match = _SET_STATEMENT.match(piece)
        if match:
            op = _OPS[match.group(2)]
            tokens, unknown = parse_tokens(match.group(3))
            number = int(match.group(1))
        else:
            op = "new"
            tokens, unknown = parse_tokens(piece)
            number = 0
        if unknown:
            problems.append(Problem("tiles-script-not-understood", {"text": " ".join(unknown), "statement": piece}))
            continue
        if not tokens and op != "set":
            problems.append(Problem("tiles-script-no-tiles", {"statement": piece}))
            continue
        statements.append(Statement(op, number, tuple(tokens)))
    if not statements and not problems:
        problems.append(Problem("tiles-script-empty"))
    return tuple(statements), problems


def script_text(statements: tuple[Statement, ...]) -> str:
    return "; ".join(s.text() for s in statements)
