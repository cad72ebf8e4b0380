"""The README's picture of the demo: a game in progress, photographed by headless Chromium.

``python -m bot.demo --screenshot docs/images/demo.png`` builds the demo's world, plays the opening of a Tile
Rummy game as a person would (computer players seated with the lobby's buttons, Start, two turns of /draw while
the computer players put sets down), and has Chromium load the channel page, focused on the table message, and
write a PNG, reduced to a palette so that the repository stays small.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from pathlib import Path
from typing import Any

from PIL import Image

from bot.demo.world import DemoWorld, demo_world
from bot.i18n import t

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")
# The game shown (its /draw ends a turn), how many computer players join it, and a fixed seed so that the
# picture changes only when the bot's look does.
SCREENSHOT_GAME = "tiles"
COMPUTER_PLAYERS = 3
SEED = 7
LOCALE = "en"
# Turns you play (drawing a tile) before the picture, so that the computer players have put sets down.
MY_TURNS = 2
CHROMIUM_SECONDS = 60
WINDOW_SIZE = (1100, 1000)
PALETTE_COLOURS = 128


class ScreenshotError(RuntimeError):
    """Chromium is missing or failed; the message says what to do."""


def find_chromium() -> str:
    for name in CHROMIUM_NAMES:
        if found := shutil.which(name):
            return found
    raise ScreenshotError("headless Chromium is needed: install it (Debian: apt-get install -y chromium)")


def _controls(message: Any) -> list[Any]:
    """Buttons and menus of a message seen by an actor (discord.py objects or raw dicts), action rows and
    Components V2 containers and sections opened."""
    found: list[Any] = []
    pending = list(message.components)
    while pending:
        item = pending.pop(0)
        children = _field(item, "components") if isinstance(item, dict) else getattr(item, "children", None)
        accessory = _field(item, "accessory")
        if children:
            pending.extend(children)
        if accessory is not None:
            pending.append(accessory)
        if not children and accessory is None:
            found.append(item)
    return found


def _field(control: Any, name: str) -> Any:
    return control.get(name) if isinstance(control, dict) else getattr(control, name, None)


def _newest_with(world: DemoWorld, label: str) -> Any:
    for message in reversed(world.channel.history(viewer=world.member)):
        if any(_field(control, "label") == label for control in _controls(message)):
            return message
    raise ScreenshotError(f"no message of the channel has a {label!r} button")


async def click(world: DemoWorld, message: Any, label: str) -> Any:
    async with world.clock.turn:  # the demo's clock is running: take turns with it
        return await world.member.click(message, label=label)


async def play_opening(world: DemoWorld) -> None:
    """Computer players join, the game starts, and you draw until the computer players have put sets on the
    table; the page is then focused on the table message."""
    add_ai, start = t(LOCALE, "lobby-button-addbot"), t(LOCALE, "lobby-button-start")
    for _ in range(COMPUTER_PLAYERS):
        choose = await click(world, _newest_with(world, add_ai), add_ai)
        await click(world, choose.response, t(LOCALE, "level-medium"))
    await click(world, _newest_with(world, start), start)
    for _ in range(MY_TURNS):
        await world.until_persons_turn()
        async with world.clock.turn:
            await world.member.slash(world.channel, "draw")
    await world.until_persons_turn()
    async with world.clock.turn:
        await world.channel_preview.show(_newest_with(world, t(LOCALE, "button-my-hand")))


async def photograph(url: str, path: Path) -> None:
    """Chromium loads ``url`` and its picture is written to ``path`` as a small palette PNG."""
    width, height = WINDOW_SIZE
    with tempfile.TemporaryDirectory(prefix="rummy-demo-chromium-") as profile:
        shot = Path(profile) / "page.png"
        process = await asyncio.create_subprocess_exec(
            find_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
            "--hide-scrollbars", "--virtual-time-budget=8000", f"--window-size={width},{height}",
            f"--screenshot={shot}", url,
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
        try:
            _, errors = await asyncio.wait_for(process.communicate(), CHROMIUM_SECONDS)
        except TimeoutError:
            process.kill()
            await process.wait()
            raise ScreenshotError(f"Chromium did not finish within {CHROMIUM_SECONDS} s") from None
        if process.returncode != 0 or not shot.is_file():
            raise ScreenshotError(
                f"Chromium failed ({process.returncode}): {errors.decode(errors='replace')[-800:]}")
        shrink(shot, path)


def shrink(source: Path, target: Path) -> None:
    """A palette PNG: the page is flat colours, so this keeps it readable at a fraction of the size."""
    with Image.open(source) as image:
        reduced = image.convert("RGB").quantize(PALETTE_COLOURS, method=Image.Quantize.MEDIANCUT)
    target.parent.mkdir(parents=True, exist_ok=True)
    reduced.save(target, optimize=True)


async def take_screenshot(path: Path) -> int:
    with tempfile.TemporaryDirectory(prefix="rummy-demo-") as directory:
        async with demo_world(Path(directory) / "demo.sqlite3", game=SCREENSHOT_GAME, rng_seed=SEED) as world:
            await play_opening(world)
            await photograph(world.channel_url, path)
    return 0
