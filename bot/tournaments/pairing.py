"""Who plays whom: single elimination, Swiss (two-player games) and rounds of tables (games of 3-8 seats)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from bot.tournaments.results import Pairing, PlayerId

# -- single elimination ----------------------------------------------------------------------------------------


def bracket_size(players: int) -> int:
    """The smallest power of two that holds every player (the empty places are byes)."""
    size = 1
    while size < players:
        size *= 2
    return size


def bracket_order(size: int) -> list[int]:
    """Seeds (1 = best) in bracket order, so that seeds 1 and 2 can meet only in the final, 1-4 only in the
    semi-finals...: 1 8 4 5 2 7 3 6 for eight."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, total - top)]
    return order


def elimination_first_round(seeded: Sequence[PlayerId]) -> list[Pairing]:
    """The first round of a bracket of ``seeded`` players (best first): seed s meets seed size + 1 - s; the
    places past the last player are byes, so the best seeds get them."""
    if len(set(seeded)) != len(seeded) or len(seeded) < 2:
        raise ValueError("a bracket needs at least two different players")
    order = bracket_order(bracket_size(len(seeded)))
    pairings = []
    for first, second in zip(order[::2], order[1::2], strict=True):
        players = tuple(seeded[seed - 1] for seed in (first, second) if seed <= len(seeded))
        pairings.append(Pairing(players))
    return pairings


def elimination_next_round(winners: Sequence[PlayerId | None]) -> list[Pairing]:
    """The next round from the previous round's winners, in bracket order (None where nobody went on: both
    players of that match forfeited); a winner whose neighbour is None has a bye, and two Nones make an empty
    place (a pairing of nobody) so that the bracket keeps its shape in the rounds after."""
    if len(winners) % 2:
        raise ValueError("a bracket round has an even number of places")
    return [Pairing(tuple(p for p in (first, second) if p is not None))
            for first, second in zip(winners[::2], winners[1::2], strict=True)]


# -- Swiss -----------------------------------------------------------------------------------------------------

# How many steps the search for a round without rematches may take in all (a step: one player's opponent tried).
# Fields of a tournament (at most 64 players) pair in a few hundred steps in practice; the bound only keeps a
# pathological field from blocking the bot. Past it, the round is paired greedily (below).
SWISS_SEARCH_STEPS = 20_000


class _SearchSpent(Exception):
    """The pairing search used up its steps."""


def swiss_round(ranked: Sequence[PlayerId], scores: Mapping[PlayerId, int],
                played: Collection[frozenset[PlayerId]], had_bye: Collection[PlayerId]) -> list[Pairing]:
    """One Swiss round. ``ranked`` is the players in standings order (best first); ``scores`` their half points;
    ``played`` the pairs who already met; ``had_bye`` who already had a bye.

    With an odd number of players, the lowest-ranked player without a bye gets it (everyone having had one, the
    lowest-ranked). The others are paired top down, each with the nearest player below in the standings whom
    they have not met, backtracking so that nobody meets anyone twice while any pairing allows it; if none does,
    the fewest rematches are played, still nearest first."""
    players = list(ranked)
    if len(set(players)) != len(players):
        raise ValueError("each player is ranked once")
    met = {pair for pair in played if len(pair) == 2}
    byes = [p for p in reversed(players) if p not in had_bye] or list(reversed(players))
    if len(players) % 2 == 0:
        candidates: list[PlayerId | None] = [None]
    else:
        candidates = list(byes)
    # A bye candidate is only as good as the pairing of the others: the lowest-ranked one whose remaining
    # players can be paired without a rematch; else, with the fewest rematches.
    best: tuple[int, PlayerId | None, list[tuple[PlayerId, PlayerId]]] | None = None
    steps = [SWISS_SEARCH_STEPS]
    try:
        for bye in candidates:
            rest = [p for p in players if p != bye]
            for allowed in range(len(rest) // 2 + 1):
                if best is not None and allowed >= best[0]:
                    break
                pairs = _pair(tuple(rest), met, scores, allowed, {}, steps)
                if pairs is not None:
                    best = (allowed, bye, pairs)
                    break
            if best is not None and best[0] == 0:
                break
    except _SearchSpent:
        if best is None:  # nothing found in time: the first bye candidate, the others paired greedily
            bye = candidates[0]
            best = (0, bye, _pair_greedily([p for p in players if p != bye], met, scores))
    assert best is not None  # with every rematch allowed, any even set of players pairs
    _, bye, pairs = best
    pairings = [Pairing(pair) for pair in pairs]
    if bye is not None:
        pairings.append(Pairing((bye,)))
    return pairings


def _pair(rest: tuple[PlayerId, ...], met: Collection[frozenset[PlayerId]], scores: Mapping[PlayerId, int],
          rematches: int, failed: dict[tuple[tuple[PlayerId, ...], int], bool], steps: list[int]
          ) -> list[tuple[PlayerId, PlayerId]] | None:
    """Pairs of ``rest`` (in standings order), each top player with the nearest possible one, with at most
    ``rematches`` pairs that already met; None if impossible. ``failed`` remembers sets already found unpairable;
    ``steps`` holds the steps left, and the search stops (``_SearchSpent``) when none are."""
    if not rest:
        return []
    if failed.get((rest, rematches)):
        return None
    steps[0] -= 1
    if steps[0] < 0:
        raise _SearchSpent
    top, others = rest[0], rest[1:]
    # Same score first, then the nearest scores: the standings order already sorts by score.
    order = sorted(range(len(others)), key=lambda i: (abs(scores.get(others[i], 0) - scores.get(top, 0)), i))
    for index in order:
        opponent = others[index]
        again = frozenset((top, opponent)) in met
        if again and rematches == 0:
            continue
        remaining = others[:index] + others[index + 1:]
        found = _pair(remaining, met, scores, rematches - again, failed, steps)
        if found is not None:
            return [(top, opponent), *found]
    failed[(rest, rematches)] = True
    return None


def _pair_greedily(rest: Sequence[PlayerId], met: Collection[frozenset[PlayerId]],
                   scores: Mapping[PlayerId, int]) -> list[tuple[PlayerId, PlayerId]]:
    """From the top, each player with the nearest player below not met yet, else the nearest (no backtracking)."""
    left = list(rest)
    pairs = []
    while left:
        top = left.pop(0)
        order = sorted(range(len(left)), key=lambda i: (frozenset((top, left[i])) in met,
                                                        abs(scores.get(left[i], 0) - scores.get(top, 0)), i))
        pairs.append((top, left.pop(order[0])))
    return pairs


# -- rounds of tables ------------------------------------------------------------------------------------------


def table_sizes(players: int, preferred: int, smallest: int, largest: int) -> list[int]:
    """How ``players`` sit at tables of about ``preferred`` seats, every table between ``smallest`` and
    ``largest`` seats and no two tables more than one seat apart (bigger tables first)."""
    if players < smallest:
        raise ValueError(f"{players} players cannot fill a table of {smallest}")
    tables = max(1, round(players / preferred))
    while players / tables > largest:
        tables += 1
    while tables > 1 and players // tables < smallest:
        tables -= 1
    if players // tables < smallest or -(-players // tables) > largest:
        raise ValueError(f"{players} players cannot sit at tables of {smallest} to {largest}")
    base, extra = divmod(players, tables)
    return [base + 1] * extra + [base] * (tables - extra)


def seat_tables(ranked: Sequence[PlayerId], preferred: int, smallest: int, largest: int) -> list[Pairing]:
    """Players (best first) dealt to tables like cards, in a snake (1 2 3 3 2 1 ...), so that every table gets
    players of every level and the best meet as late as possible."""
    sizes = table_sizes(len(ranked), preferred, smallest, largest)
    seats: list[list[PlayerId]] = [[] for _ in sizes]
    table, step = 0, 1
    for player in ranked:
        while len(seats[table]) >= sizes[table]:
            table, step = _snake(table, step, len(sizes))
        seats[table].append(player)
        table, step = _snake(table, step, len(sizes))
    return [Pairing(tuple(players)) for players in seats]


def _snake(table: int, step: int, tables: int) -> tuple[int, int]:
    following = table + step
    if 0 <= following < tables:
        return following, step
    return table, -step  # the turn: the same table again, then back the other way
