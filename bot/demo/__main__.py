"""``python -m bot.demo``: start the demo and print the pages to open; Ctrl+C stops it.

The database is a temporary file, deleted when the demo stops: every run builds a new in-memory Discord (new
server, channel and message ids), so a game saved by an earlier run would point at messages that no longer exist.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
import tempfile
from pathlib import Path

import simcord

from bot.demo.world import CHANNEL_NAME, DEFAULT_GAME, PERSON_NAME, SERVER_NAME, demo_world
from bot.i18n import t
from bot.rules import registry

BANNER = """\
The bot is running against SimCord, an in-memory Discord on this computer: nothing goes online.
Server "{server}", channel #{channel}, you as {person}, and a {game} lobby. Open in your browser:

  the channel (play here):   {channel_url}
  your DMs with the bot:     {dm_url}

Click "Add AI" to fill seats with computer players, then "Start", then "My hand" for your moves.
Type / in the message box for every command (/game rules, /hand, /leaderboard ...); "Cancel" the lobby and
/game new game:rummy (or gin, railroad, mu, tiles) plays another game.
Both addresses work only on this computer and carry a secret: keep them to yourself.
Ctrl+C stops the demo."""


async def serve(game: str, port: int, dm_port: int) -> int:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    with tempfile.TemporaryDirectory(prefix="rummy-demo-") as directory:
        async with demo_world(Path(directory) / "demo.sqlite3", game=game, port=port, dm_port=dm_port) as world:
            print(BANNER.format(server=SERVER_NAME, channel=CHANNEL_NAME, person=PERSON_NAME,
                                game=t("en", f"game-{game}"),
                                channel_url=world.channel_url, dm_url=world.dm_url), flush=True)
            # The page's own "close session" button ends the demo too.
            closed = loop.create_task(world.channel_preview.wait_closed())
            stopping = loop.create_task(stop.wait())
            await asyncio.wait((closed, stopping), return_when=asyncio.FIRST_COMPLETED)
            for waiting in (closed, stopping):
                waiting.cancel()
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.remove_signal_handler(signum)  # a second Ctrl+C interrupts a stop that hangs
            print("\nStopping the demo...", flush=True)
    print("Demo stopped.", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.demo",
                                     description="Play the real bot in a browser, without a Discord token.")
    parser.add_argument("--game", choices=sorted(registry.BUILTIN_GAMES), default=DEFAULT_GAME,
                        help=f"the game of the lobby open at the start (default: {DEFAULT_GAME})")
    parser.add_argument("--port", type=int, default=0,
                        help="loopback port of the channel page (default: a free one)")
    parser.add_argument("--dm-port", type=int, default=0,
                        help="loopback port of the DM page (default: a free one)")
    parser.add_argument("--screenshot", type=Path, metavar="PNG",
                        help="instead: play the opening of a game, photograph the channel page with headless "
                             "Chromium into PNG, and stop")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if args.screenshot is not None:
        from bot.demo.screenshot import ScreenshotError, take_screenshot

        try:
            return asyncio.run(take_screenshot(args.screenshot))
        except ScreenshotError as error:
            print(error, file=sys.stderr)
            return 1
    try:
        return asyncio.run(serve(args.game, args.port, args.dm_port))
    except simcord.SetupError as error:  # a port already in use, a missing part of simcord[preview]
        print(f"The demo could not start: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
