"""``python -m render.gallery OUT_DIR``: one PNG of every renderer for sample views of every game.

Views come from the real engines, played with seeded random legal moves (``legal`` + ``apply``): the opening
position, the most crowded moment of the game, and the end; the rules and pictures are each game's declaration
(``bot.games``). Open the folder to see every picture at once; the crowded moment's hand is drawn again in every
palette a player may choose, and its table and hand descriptions (alt text) are written beside it as text.
"""

from __future__ import annotations

import contextlib
import json
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import render
from bot import games
from render.context import LeaderboardRow, RenderContext
from render.describe import description

# Seats to draw for each declared game: its showcase table.
GAMES: dict[str, int] = {declaration.id: declaration.showcase_seats for declaration in games.BUILTIN}
NAMES = ("Alice", "Bérénice", "Chen", "Dmitri", "Esmeralda-Longname", "Fatou", "Gus", "Hélène")
MAX_STEPS = 1500
# How often the biggest legal move is played instead of a random one: fills tables without ending games at once
# (in Mü, always bidding everything makes every hand a tie for Chief).
# Actions always taken when legal, so the samples reach the moments worth drawing (a Gin knock and its showdown).
PREFERRED_ACTIONS = frozenset({"Knock"})
BIG_MOVE_BIAS: dict[str, float] = {"tiles": 0.85, "gin": 0.3, "mu": 0.0}
USUAL_BIG_MOVE_BIAS = 0.6  # every other game
# How often a legal "Pass" is taken: a Mü auction where everyone keeps bidding ends in a tie for Chief every time.
PASS_BIAS: dict[str, float] = {"mu": 0.8}


@dataclass
class Sample:
    label: str
    state: Any


def _action_weight(rules: Any, action: Any) -> int:
    try:
        return len(json.dumps(rules.action_to_json(action)))
    except (TypeError, ValueError):
        return 0


def play(
    rules: Any, players: int, seed: int, max_steps: int = MAX_STEPS, bias: float = 0.6, pass_bias: float = 0.0
) -> Iterator[Any]:
    """States of one game under seeded random legal play; big moves are favoured so tables fill up."""
    rng = random.Random(seed)
    state = rules.new_game(players, rules.options(None, {}), rng)
    yield state
    for _ in range(max_steps):
        seats = rules.to_act(state)
        if not seats:
            return
        seat = rng.choice(list(seats))
        actions = list(rules.legal(state, seat))
        if not actions:
            return
        preferred = [a for a in actions if type(a).__name__ in PREFERRED_ACTIONS]
        passes = [a for a in actions if type(a).__name__ == "Pass"]
        if preferred:
            action = rng.choice(preferred)
        elif passes and rng.random() < pass_bias:
            action = passes[0]
        elif rng.random() < bias:
            action = max(actions, key=lambda a: _action_weight(rules, a))
        else:
            action = rng.choice(actions)
        state, _events = rules.apply(state, seat, action, rng)
        yield state


def _crowdedness(rules: Any, state: Any) -> int:
    try:
        return len(json.dumps(rules.view_to_json(rules.view(state, None))))
    except (TypeError, ValueError, AttributeError):
        return 0


def _liveliness(view: Any) -> int:
    """How much is going on that only some moments show: cards in the current trick, an open claim window."""
    trick = getattr(view, "trick", None) or ()
    return len(trick) + (10 if getattr(view, "claim_window", None) is not None else 0)


def _showdown_states(kind: str, rules: Any, states: list[Any], ctx: RenderContext) -> list[Any]:
    """The first state showing each end-of-hand result (results are the view's ``last_hand`` or ``last_round``)."""
    found: list[Any] = []
    shown: list[Any] = []
    for state in states:
        view = rules.view(state, 0)
        result = getattr(view, "last_hand", None) or getattr(view, "last_round", None)
        if result is None or result in shown:
            continue
        if games.get(kind).renderer.showdown(view, ctx) is not None:
            found.append(state)
            shown.append(result)
    return found


def samples(kind: str, seed: int = 7) -> tuple[Any, list[Sample], Any | None]:
    """(rules, [opening, half-way, most crowded, liveliest if any, end], the fullest showdown, if any)."""
    rules = games.get(kind).rules
    players = GAMES[kind]
    ctx = RenderContext(NAMES[:players])
    states = list(
        play(
            rules, players, seed, bias=BIG_MOVE_BIAS.get(kind, USUAL_BIG_MOVE_BIAS), pass_bias=PASS_BIAS.get(kind, 0.0)
        )
    )
    crowded = max(states, key=lambda state: _crowdedness(rules, state))
    highlight = max(states, key=lambda state: _liveliness(rules.view(state, None)))
    showdowns = _showdown_states(kind, rules, states, ctx)
    showdown_state = max(showdowns, key=lambda state: _crowdedness(rules, state)) if showdowns else None
    picks = [
        Sample("opening", states[0]),
        Sample("midgame", states[len(states) // 2]),
        Sample("crowded", crowded),
        Sample("end", states[-1]),
    ]
    if _liveliness(rules.view(highlight, None)) > 0:
        picks.insert(3, Sample("action", highlight))
    return rules, picks, showdown_state


def _save(path: Path, data: bytes | None, written: list[Path]) -> None:
    if data is not None:
        path.write_bytes(data)
        written.append(path)


def render_game(kind: str, out: Path, locale: str = "en", seed: int = 7) -> list[Path]:
    written: list[Path] = []
    rules, picks, showdown_state = samples(kind, seed)
    renderer = games.get(kind).renderer
    players = GAMES[kind]
    for sample in picks:
        to_act = rules.to_act(sample.state)
        seat = to_act[0] if to_act else 0
        ctx = RenderContext(NAMES[:players], locale)
        prefix = out / f"{kind}-{sample.label}"
        _save(
            prefix.with_name(prefix.name + "-table.png"),
            renderer.table_png(rules.view(sample.state, None), ctx),
            written,
        )
        _save(
            prefix.with_name(prefix.name + "-hand.png"),
            renderer.hand_png(rules.view(sample.state, seat), ctx),
            written,
        )
    crowded = next((s for s in picks if s.label == "crowded"), picks[-1]).state
    _save_palettes(kind, rules, renderer, crowded, out, locale, written)
    if showdown_state is not None:
        ctx = RenderContext(NAMES[:players], locale)
        _save(
            out / f"{kind}-showdown.png",
            renderer.showdown_png(rules.view(showdown_state, 0), ctx),
            written,
        )
    if kind == "tiles":
        crowded = next((s for s in picks if s.label == "crowded"), picks[-1]).state
        seat = rules.to_act(crowded)[0] if rules.to_act(crowded) else 0
        view = rules.view(crowded, seat)
        _save(
            out / "tiles-turn-in-progress.png",
            renderer.hand_png(replace(view, turn=sample_turn(view).preview()), RenderContext(NAMES[:players], locale)),
            written,
        )
    if kind == "railroad":
        built = sample_build(rules, picks[len(picks) // 2].state)
        _save(
            out / "railroad-melds-in-progress.png",
            renderer.hand_png(built, RenderContext(NAMES[:players], locale)),
            written,
        )
    end_state = picks[-1].state
    outcome = rules.outcome(end_state)
    if outcome is not None:
        _save(
            out / f"{kind}-final-scores.png",
            render.final_scores_png(outcome.scores, outcome.ranking, RenderContext(NAMES[:players], locale)),
            written,
        )
    return written


def sample_turn(view: Any) -> Any:
    """A Tile Rummy turn half built from this view: the rack's best set laid, and a tile added to set #1 (which
    often makes it invalid, so the picture shows both markings)."""
    from bot.rules.base import IllegalMove
    from bot.rules.tiles.builder import start_from_view

    build = start_from_view(view)
    suggested = build.suggested_sets()
    if suggested:
        build = build.new_set(suggested[0])
    if build.opened and build.numbers() and build.rack():
        with contextlib.suppress(IllegalMove):  # a table set before the initial meld
            build = build.add_to(build.numbers()[0], build.rack()[:1])
    return build


BUILD_HAND = "7h 7d JK 5h 6d 7c 2s 9s 10s Qh Kd 3c Ac"  # RailRoad's sample build: a set, a run, no meld, picks
BUILD_TAPS = (("7♥ 7♦ JK", True), ("5♥ 6♦ 7♣ 2♠", True), ("9♠ 10♠ Q♥", True), ("K♦ 3♣", False))


def sample_build(rules: Any, state: Any) -> Any:
    """The view of a RailRoad seat that, after drawing, has built melds by taps (through its panel, as the bot
    sends them): a set with a joker (read as 7), a run whose 2 could be read as 4 or 8 (read as 8), three cards that
    are no meld, and two cards picked."""
    from bot.rules.base import Command
    from bot.rules.cards import parse_cards
    from bot.rules.railroad import PANEL

    seat = state.active
    hands = list(state.hands)
    hands[seat] = tuple(sorted(parse_cards(BUILD_HAND)))
    down = tuple(False if i == seat else d for i, d in enumerate(state.down))
    state = replace(state, phase="play", hands=tuple(hands), down=down, window=None, went_down_this_turn=False)
    draft = None
    for cards, stage in BUILD_TAPS:
        for command in (Command("rr_pick", {"cards": cards}), *([Command("rr_stage", {})] if stage else [])):
            draft = PANEL.tap(state, seat, draft, command).draft
    return PANEL.seat_view(rules.view(state, seat), state, seat, draft)


# The colours a player may choose (``/display``), each drawn on the crowded moment's hand.
LOOKS: tuple[tuple[str, bool], ...] = (("colourblind", False), ("contrast", False), ("default", True))


def _save_palettes(kind: str, rules: Any, renderer: render.Renderer, state: Any, out: Path, locale: str,
                   written: list[Path]) -> None:
    """The crowded moment's hand in every palette, and its description beside it (``.txt``)."""
    seat = rules.to_act(state)[0] if rules.to_act(state) else 0
    view = rules.view(state, seat)
    players = GAMES[kind]
    for palette, four_colour in LOOKS:
        ctx = RenderContext(NAMES[:players], locale, palette=palette, four_colour=four_colour)
        name = f"{kind}-crowded-hand-{palette}{'-four-colour' if four_colour else ''}.png"
        _save(out / name, renderer.hand_png(view, ctx), written)
    ctx = RenderContext(NAMES[:players], locale)
    words = {"table": renderer.words.table(rules.view(state, None), ctx), "hand": renderer.words.hand(view, ctx)}
    for picture, lines in words.items():
        (out / f"{kind}-crowded-{picture}.txt").write_text(description(lines) + "\n", encoding="utf-8")


def render_boards(out: Path, locale: str = "en") -> list[Path]:
    written: list[Path] = []
    rows = [
        LeaderboardRow(rank, name, 31.5 - rank * 1.75, 20 - 2 * rank, 30)
        for rank, name in enumerate(NAMES, 1)
    ]
    _save(out / "leaderboard.png", render.leaderboard_png(rows, RenderContext((), locale)), written)
    _save(
        out / "final-scores.png",
        render.final_scores_png([112, -37, -48, -27], [1, 3, 4, 2], RenderContext(NAMES[:4], locale)),
        written,
    )
    return written


def main(argv: list[str] | None = None, log: Callable[[str], None] = print) -> list[Path]:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        log("usage: python -m render.gallery OUT_DIR [LOCALE]")
        raise SystemExit(2)
    out = Path(args[0])
    locale = args[1] if len(args) > 1 else "en"
    out.mkdir(parents=True, exist_ok=True)
    written = render_boards(out, locale)
    for kind in GAMES:
        try:
            written.extend(render_game(kind, out, locale))
        except Exception as error:  # an engine being rewritten must not hide the other games' pictures
            log(f"{kind}: stopped, {type(error).__name__}: {error}")
    log(f"wrote {len(written)} images to {out}")
    return written


if __name__ == "__main__":
    main()
