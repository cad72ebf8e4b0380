"""What a phone shows of every game: ``python -m bot.demo.phone_shots OUTDIR`` (``make phone-shots``).

For each game, in English (and the games of ``FRENCH_GAMES`` in French too), the demo's world is built, computer
players fill the lobby through its buttons, the game starts and runs until it is your turn; then headless
Chromium, its window as wide as a phone (``PHONE_WIDTH`` CSS px, drawn at ``SCALE`` device pixels per px like a
phone's screen), photographs three messages, each cropped to the message:

- ``<game>-<locale>-table.png``: the table message in the channel;
- ``<game>-<locale>-panel.png``: your private panel ("My hand": the ephemeral reply, its picture and controls);
- ``<game>-<locale>-dm.png``: the hand DM the bot sent you when your turn began (the DM page).

Then you resign and the computer players finish the game: ``<game>-<locale>-showdown.png`` is the last end-of-hand
picture posted in the channel (card games) and ``<game>-<locale>-final.png`` the table message with the final scores.

Tile Rummy adds ``tiles-<locale>-turn.png`` and ``-turn-built.png``: the panel while a turn is built by taps (the
tiles of a set picked by their buttons, then put in a new set, the turn ready to end); the
card games ``<game>-<locale>-later.png`` and ``-table-later.png``: the panel and the table at your next move
after the panel's first button (drawn: the discard and meld menus; Mü: further in the auction, or the tricks).
Chromium is driven through its DevTools protocol (a WebSocket, with aiohttp), so that the window has a phone's
width and each picture is cut to its message. Needs the ``demo`` extra and Chromium (Debian: ``chromium``).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import logging
import re
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qsl

import aiohttp

from bot import games as declarations
from bot.demo.screenshot import ScreenshotError, _controls, _field, _newest_with, click, find_chromium
from bot.demo.world import DemoWorld, demo_world
from bot.i18n import t
from bot.rules import registry

PHONE_WIDTH = 400  # CSS px: a phone held upright
PHONE_HEIGHT = 3000  # tall enough for any one message, which is then cut out
SCALE = 2  # device pixels per CSS px, like a phone's screen
SEED = 5
# Seats at each game's table, you included: a full-looking table (the declared showcase) that still reaches your
# turn quickly.
MOST_SEATS = 4
FRENCH_GAMES = ("tiles", "mu")
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--hide-scrollbars", "--remote-debugging-port=0")
PLAY_OUT_SECONDS = 600  # the longest wait for the computer players to finish a game you resigned
SETTLE_SECONDS = 30  # the longest wait for a page to show its messages and pictures
DEVTOOLS = re.compile(r"DevTools listening on (ws://\S+)")


@dataclass(frozen=True)
class Shot:
    game: str
    locale: str
    what: str  # table, panel, dm, turn, turn-built, later, table-later, showdown, final
    path: Path
    width: int  # CSS px, as the page laid the message out
    height: int
    text: str = ""  # what the message said then: its content and text displays
    pictures: tuple[bytes, ...] = field(default=(), repr=False)  # and its pictures


class Camera(Protocol):
    async def photograph(self, url: str, path: Path, selector: str) -> tuple[int, int]: ...


class Browser:
    """One headless Chromium, a page at a phone's width, spoken to through the DevTools protocol."""

    def __init__(self, session: aiohttp.ClientSession, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.session = session
        self.socket = socket
        self.sequence = 0

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.sequence += 1
        sent = self.sequence
        await self.socket.send_json({"id": sent, "method": method, "params": params})
        while True:
            message = await asyncio.wait_for(self.socket.receive(), SETTLE_SECONDS)
            if message.type != aiohttp.WSMsgType.TEXT:
                raise ScreenshotError(f"Chromium closed its DevTools connection during {method}")
            data = json.loads(message.data)
            if data.get("id") == sent:
                if "error" in data:
                    raise ScreenshotError(f"Chromium refused {method}: {data['error']}")
                result: dict[str, Any] = data.get("result", {})
                return result

    async def evaluate(self, expression: str) -> Any:
        found = await self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in found:
            raise ScreenshotError(f"the page's script failed: {found['exceptionDetails']}")
        return found.get("result", {}).get("value")

    async def photograph(self, url: str, path: Path, selector: str) -> tuple[int, int]:
        """Load ``url`` at a phone's width and write the element ``selector`` (the focused message) to ``path``;
        its size in CSS px."""
        await self.call("Page.navigate", url="about:blank")
        await self.call("Page.navigate", url=url)
        deadline = time.monotonic() + SETTLE_SECONDS
        rect = None
        while time.monotonic() < deadline:
            await asyncio.sleep(0.5)
            rect = await self.evaluate(_MEASURE % json.dumps(selector))
            if rect and rect["ready"] and rect["width"] <= PHONE_WIDTH:
                break
        if not rect:
            raise ScreenshotError(f"the page at a phone's width shows no {selector!r}")
        if rect["width"] > PHONE_WIDTH:
            raise ScreenshotError(f"the page laid out {selector!r} {rect['width']} px wide, not a phone's width")
        await asyncio.sleep(0.5)  # the last layout pass after the pictures
        rect = await self.evaluate(_MEASURE % json.dumps(selector))
        shot = await self.call("Page.captureScreenshot", format="png", clip={
            "x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"], "scale": 1})
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(shot["data"]))
        return round(rect["width"]), round(rect["height"])


# The focused message, scrolled into the window, and whether its pictures have loaded.
_MEASURE = """(() => {
  const element = document.querySelector(%s);
  if (!element) return null;
  element.scrollIntoView({block: "start"});
  const box = element.getBoundingClientRect();
  const images = [...element.querySelectorAll("img")];
  return {x: box.left, y: box.top, width: box.width, height: box.height,
          ready: images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)};
})()"""


@contextlib.asynccontextmanager
async def browser() -> AsyncIterator[Browser]:
    with tempfile.TemporaryDirectory(prefix="rummy-phone-chromium-") as profile:
        process = await asyncio.create_subprocess_exec(
            find_chromium(), *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
            f"--window-size={PHONE_WIDTH},{PHONE_HEIGHT}", "about:blank",
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
        try:
            endpoint = await _devtools_endpoint(process)
            origin = endpoint.split("/devtools/")[0].replace("ws://", "http://")
            async with aiohttp.ClientSession() as session:
                async with session.get(f"{origin}/json/list") as response:
                    pages = [p for p in await response.json() if p.get("type") == "page"]
                if not pages:
                    raise ScreenshotError("Chromium opened no page")
                async with session.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0) as socket:
                    page = Browser(session, socket)
                    await page.call("Page.enable")
                    await page.call("Emulation.setDeviceMetricsOverride", width=PHONE_WIDTH, height=PHONE_HEIGHT,
                                    deviceScaleFactor=SCALE, mobile=True)
                    yield page
        finally:
            if process.returncode is None:
                process.terminate()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(process.wait(), 10)
            if process.returncode is None:
                process.kill()
                await process.wait()


async def _devtools_endpoint(process: asyncio.subprocess.Process) -> str:
    assert process.stderr is not None
    printed: list[str] = []
    deadline = time.monotonic() + SETTLE_SECONDS
    while time.monotonic() < deadline:
        try:
            line = await asyncio.wait_for(process.stderr.readline(), max(0.1, deadline - time.monotonic()))
        except TimeoutError:
            break
        if not line:
            break
        text = line.decode(errors="replace")
        printed.append(text)
        if found := DEVTOOLS.search(text):
            # Chromium keeps writing to stderr: drain it so that it never blocks on a full pipe (the task is kept
            # until it ends, when Chromium exits; an unreferenced task could be collected midway).
            drain = asyncio.get_running_loop().create_task(_drain(process.stderr))
            _DRAINS.add(drain)
            drain.add_done_callback(_DRAINS.discard)
            return found.group(1)
    raise ScreenshotError("Chromium did not open its DevTools port: " + "".join(printed)[-800:])


_DRAINS: set[asyncio.Task[None]] = set()


async def _drain(stream: asyncio.StreamReader) -> None:
    """Read and drop what Chromium prints until it closes its stderr."""
    while await stream.read(1 << 16):
        continue


async def open_game(world: DemoWorld, game: str, locale: str) -> None:
    """Your language and the server's, a lobby filled with computer players by its buttons, started, and the
    clock run until the game waits for you (not in a RailRoad claim window, which would close under you)."""
    if locale != "en":
        async with world.clock.turn:
            await world.member.slash(world.channel, "language server", language=locale)
            await world.member.slash(world.channel, "language me", language=locale)
    async with world.clock.turn:
        await world.member.slash(world.channel, "game new", game=game)
    add_ai, start = t(locale, "lobby-button-addbot"), t(locale, "lobby-button-start")
    for _ in range(min(declarations.get(game).showcase_seats, MOST_SEATS) - 1):
        choose = await click(world, _newest_with(world, add_ai), add_ai)
        await click(world, choose.response, t(locale, "level-medium"))
    await click(world, _newest_with(world, start), start)
    table = world.table()
    await world.until_persons_turn()
    while table.status == "running" and table.in_claim_window():
        await world.clock.step(1)
        await world.until_persons_turn()
    if table.status != "running":
        raise ScreenshotError(f"{game}: the game ended before your turn")


async def shoot_game(page: Camera, game: str, locale: str, out: Path, database: Path) -> list[Shot]:
    shots: list[Shot] = []
    focused = "#message-list .message-surface, .message-surface"

    async def take(what: str, preview: Any, message: Any) -> None:
        """Focus ``preview`` on ``message`` (a message, or an interaction's answer) and photograph it."""
        async with world.clock.turn:
            await preview.show(message)
        path = out / f"{game}-{locale}-{what}.png"
        width, height = await page.photograph(preview.url, path, focused)
        shown = message.response if hasattr(message, "response") else message
        pictures = tuple([await attachment.read() for attachment in shown.attachments])
        shots.append(Shot(game, locale, what, path, width, height, shown_text(shown), pictures))

    async with demo_world(database, game=None, rng_seed=SEED, page_size=(PHONE_WIDTH, 900)) as world:
        await open_game(world, game, locale)
        my_hand = t(locale, "button-my-hand")
        table_message = _newest_with(world, my_hand)
        await take("table", world.channel_preview, table_message)
        panel = await click(world, table_message, my_hand)
        await take("panel", world.channel_preview, panel)
        dm = newest_dm(world)
        if dm is not None:
            await take("dm", world.dm_preview, dm)
        if game == "tiles":
            await build_a_turn(world, panel.response, lambda what, shown: take(what, world.channel_preview, shown))
        elif await play_on(world, panel.response):
            await take("table-later", world.channel_preview, _newest_with(world, my_hand))
            await take("later", world.channel_preview, await click(world, _newest_with(world, my_hand), my_hand))
        if await play_out(world):
            showdown = newest_showdown(world)
            if showdown is not None:
                await take("showdown", world.channel_preview, showdown)
            await take("final", world.channel_preview, _newest_with(world, t(locale, "button-rematch")))
    return shots


async def play_out(world: DemoWorld, longest_seconds: int = 3600) -> bool:
    """You resign and the computer players finish the game at once; True once it has ended."""
    table = world.table()
    if table.status != "running":
        return False
    # The computers play the rest at once, inside the answer to the command: far longer than the live demo lets
    # SimCord wait for the bot to settle (it keeps its page quick); this tool only waits.
    settle, world.env.settle_timeout = world.env.settle_timeout, PLAY_OUT_SECONDS
    try:
        async with world.clock.turn:
            await world.member.slash(world.channel, "game resign")
    finally:
        world.env.settle_timeout = settle
    for _ in range(longest_seconds):
        if table.status != "running":
            return True
        await world.clock.step(1)
    return table.status != "running"


def newest_showdown(world: DemoWorld) -> Any:
    """The newest end-of-hand picture posted in the channel (a message of its own: one picture, no controls)."""
    for message in reversed(world.channel.history()):
        if message.attachments and not _controls(message) and not message.content:
            return message
    return None


async def play_on(world: DemoWorld, panel: Any) -> bool:
    """Card games: tap the panel's first button (draw, take, pass) and run the game to your next move, so that
    the panel shows the rest of a turn (discard and meld menus) or the next phase; False if the game ended."""
    first = next((c for c in _controls(panel) if _field(c, "label") and not _field(c, "disabled")
                  and _field(c, "custom_id")), None)
    if first is None:
        return False
    async with world.clock.turn:
        await world.member.click(panel, custom_id=_field(first, "custom_id"))
    table = world.table()
    await world.until_persons_turn()
    while table.status == "running" and table.in_claim_window():
        await world.clock.step(1)
        await world.until_persons_turn()
    return table.status == "running"


def shown_text(message: Any) -> str:
    """A message's content and the text displays of its layout, one per line."""
    texts = [message.content or ""]
    texts += [content for item in _controls(message) if isinstance(content := _field(item, "content"), str)]
    return "\n".join(text for text in texts if text)


def newest_dm(world: DemoWorld) -> Any:
    """The newest message the bot sent you by DM that carries a picture (your hand), or None."""
    for message in reversed(world.member.user.dm_channel.history(viewer=world.member.user)):
        if message.attachments:
            return message
    return None


async def build_a_turn(world: DemoWorld, panel: Any, take: Callable[[str, Any], Awaitable[None]]) -> None:
    """Tile Rummy: the panel photographed (``take``) as a turn is built by taps: ``turn``, the tiles of the first set
    the rack can make picked by their buttons (or its first three tiles), and ``turn-built``, those tiles put in a
    new set, the turn ready to end (nothing if the panel offers no tile buttons)."""
    buttons = [c for c in _controls(panel) if ":tile_pick:" in (_field(c, "custom_id") or "") and _field(c, "label")]
    offered = {_argument(c, "tiles"): _field(c, "custom_id") for c in buttons}
    first_set = next((_argument(c, "set") for c in _controls(panel) if ":tile_lay:" in (_field(c, "custom_id") or "")
                      and not _field(c, "options")), "")
    in_set = [token.partition("=")[0] for token in first_set.split()]  # (a joker as it is on the rack: "j")
    wanted = [tile for tile in in_set if tile in offered][:3] or list(offered)[:3]
    for tile in wanted:
        current = next((c for c in _controls(panel) if _argument(c, "tiles") == tile
                        and ":tile_pick:" in (_field(c, "custom_id") or "")), None)
        if current is None:
            return
        async with world.clock.turn:
            picked = await world.member.click(panel, custom_id=_field(current, "custom_id"))
        panel = picked.response if picked.response is not None else panel
    if not wanted:
        return
    await take("turn", panel)
    put = next((c for c in _controls(panel) if ":tile_put:" in (_field(c, "custom_id") or "") and (
        _argument(c, "to") == "new" or "new" in [_field(o, "value") for o in _field(c, "options") or []])), None)
    if put is not None:
        async with world.clock.turn:
            if _field(put, "options"):
                built = await world.member.select(panel, ["new"], custom_id=_field(put, "custom_id"))
            else:
                built = await world.member.click(panel, custom_id=_field(put, "custom_id"))
        await take("turn-built", built.response if built.response is not None else panel)


def _argument(control: Any, name: str) -> str:
    """One argument of a move button's custom_id (``tiles`` of a tile button, ``set`` of a Lay button)."""
    custom_id = str(_field(control, "custom_id") or "")
    if not custom_id.startswith("rb:act:"):
        return ""
    return dict(parse_qsl(custom_id.split(":", 5)[5])).get(name, "")


async def take_all(out: Path, games: Sequence[str], french: Sequence[str]) -> list[Shot]:
    shots: list[Shot] = []
    async with browser() as page:
        with tempfile.TemporaryDirectory(prefix="rummy-phone-") as directory:
            for game, locale in [(game, "en") for game in games] + [(game, "fr") for game in french]:
                database = Path(directory) / f"{game}-{locale}.sqlite3"
                shots += await shoot_game(page, game, locale, out, database)
                print(f"{game} ({locale}): " + ", ".join(
                    f"{shot.what} {shot.width}x{shot.height}" for shot in shots if shot.game == game
                    and shot.locale == locale), flush=True)
    return shots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.demo.phone_shots",
                                     description="Photograph every game's table and private panel at a phone's "
                                                 "width, in the demo's world, with headless Chromium.")
    parser.add_argument("out", type=Path, help="folder for the PNG files")
    parser.add_argument("--game", action="append", choices=sorted(registry.BUILTIN_GAMES),
                        help="only this game (repeatable; default: all five)")
    parser.add_argument("--french", action="append", choices=sorted(registry.BUILTIN_GAMES),
                        help=f"also in French (repeatable; default: {', '.join(FRENCH_GAMES)})")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    games = args.game or list(registry.BUILTIN_GAMES)
    french = args.french if args.french is not None else [g for g in FRENCH_GAMES if g in games]
    try:
        shots = asyncio.run(take_all(args.out, games, french))
    except ScreenshotError as error:
        print(error, file=sys.stderr)
        return 1
    print(f"{len(shots)} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
