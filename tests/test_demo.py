"""``make demo``: the real bot in a browser page served on loopback by SimCord's preview.

A scripted person drives the page through the HTTP endpoints the page's own script uses (``/api/pages``,
``/api/state``, ``/api/commands``, ``/api/action``): no browser is needed.
"""

from __future__ import annotations

import ast
import logging
import os
import queue
import re
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp
import pytest

from bot.demo.world import demo_world
from bot.i18n import t
from bot.rules import registry

ROOT = Path(__file__).resolve().parents[1]
URL = re.compile(r"http://127\.0\.0\.1:(\d+)/#[\w-]+")
START_SECONDS = 60


class Page:
    """One browser page of the preview, spoken to as the page's script does."""

    def __init__(self, session: aiohttp.ClientSession, url: str) -> None:
        parts = urlsplit(url)
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self.capability = parts.fragment
        self.session = session
        self.context = ""
        self.sequence = 0
        self.state: dict[str, Any] = {}

    def headers(self) -> dict[str, str]:
        found = {"X-Simcord-Capability": self.capability}
        if self.context:
            found["X-Simcord-Context"] = self.context
        return found

    async def open(self) -> None:
        async with self.session.post(f"{self.origin}/api/pages", json={}, headers=self.headers()) as response:
            assert response.status == 200
            self.state = await response.json()
        self.context = self.state["context"]["id"]

    async def reload(self) -> None:
        async with self.session.get(f"{self.origin}/api/state", headers=self.headers()) as response:
            assert response.status == 200
            self.state = await response.json()

    async def act(self, kind: str, **fields: Any) -> dict[str, Any]:
        for _attempt in range(2):
            await self.reload()
            self.sequence += 1
            body = {"protocol_version": 3, "sequence": self.sequence, "request_id": secrets.token_hex(8),
                    "generation": self.state["context"]["generation"], "bot_generation": self.state["botGeneration"],
                    "published_revision": self.state["publishedRevision"], "kind": kind, **fields}
            async with self.session.post(f"{self.origin}/api/action", json=body, headers=self.headers()) as response:
                assert response.status == 200
                result: dict[str, Any] = await response.json()
            expected = result.get("expectedSequence")
            if not (result["rejected"] and isinstance(expected, int) and expected != self.sequence):
                break
            # The page counts actions itself: one it did not receive (a loaded machine) puts us out of step once.
            self.sequence = expected - 1
        assert not result["rejected"], result
        assert result["settlement"] == "settled", result
        await self.reload()
        return result

    async def command(self, invocation: str, **options: str) -> None:
        """Type ``/invocation`` with options in the message box and send it."""
        async with self.session.get(f"{self.origin}/api/commands", headers=self.headers()) as response:
            catalog = await response.json()
        [entry] = [e for e in catalog["entries"] if e["invocation"] == invocation]
        await self.act("run_command", command_id=entry["commandId"], path=entry["path"], options=options,
                       schema_fingerprint=entry["schemaFingerprint"])

    async def click(self, label: str) -> None:
        """Click the newest button labelled ``label`` that the page shows."""
        message_id, control_key = self.newest_control(label)
        await self.act("click", target_id=message_id, control_key=control_key)

    def newest_control(self, label: str) -> tuple[str, str]:
        for message_id in reversed(self.state["timeline"]):
            for control in controls(self.state["messages"][message_id]["components"]):
                if control.get("label") == label and control.get("control_key") and not control.get("disabled"):
                    return message_id, control["control_key"]
        raise AssertionError(f"the page shows no {label!r} button")

    def texts(self) -> str:
        """Every text the page shows: message contents, embeds and text displays."""
        found: list[str] = []
        for message_id in self.state["timeline"]:
            message = self.state["messages"][message_id]
            found.append(message.get("content") or "")
            for embed in message.get("embeds", []):
                found += [embed.get("title") or "", embed.get("description") or ""]
                found += [f"{field['name']} {field['value']}" for field in embed.get("fields", [])]
            found += [c["content"] for c in controls(message["components"]) if isinstance(c.get("content"), str)]
        return "\n".join(found)


def controls(components: list[Any]) -> Iterator[dict[str, Any]]:
    """Every component of a message, rows and containers (Components V2) opened."""
    for component in components:
        if not isinstance(component, dict):
            continue
        yield component
        yield from controls(component.get("components") or [])
        for child in ("accessory", "component"):
            if isinstance(component.get(child), dict):
                yield from controls([component[child]])


async def test_a_person_plays_a_game_in_the_page(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    async with demo_world(tmp_path / "demo.sqlite3", game=None, rng_seed=7) as world, \
            aiohttp.ClientSession() as session:
        page = Page(session, world.channel_url)
        await page.open()
        dms = Page(session, world.dm_url)
        await dms.open()  # before the game: what arrives later must show without reopening the page
        await page.command("game new", game="tiles")
        assert world.table().status == "lobby"

        for _ in range(2):
            await page.click(t("en", "lobby-button-addbot"))
            await page.click(t("en", "level-easy"))
        await page.click(t("en", "lobby-button-start"))
        table = world.table()
        assert table.status == "running"
        assert len(table.seats) == 3

        await world.until_persons_turn()  # the computer players move (the test does not wait for the wall clock)
        seat = table.seat_of(world.member.id)
        assert seat is not None
        await page.click(t("en", "button-my-hand"))
        assert table.rules.hand_text(table.view(seat)) in page.texts(), "the private panel shows the hand"
        before = table.version
        await page.click(t("en", "ctl-tiles-draw"))
        assert table.version > before, "the move was played"
        assert table.rules.hand_text(table.view(seat)) in page.texts(), "the panel shows the hand after the draw"

        shown, revision = page.texts(), page.state["publishedRevision"]
        await world.until_persons_turn()  # now the computer players must move
        await page.reload()
        assert page.state["publishedRevision"] > revision, "the open page is told that the table changed"
        assert page.texts() != shown, "the computer players' moves show on the open page"

        await dms.reload()
        assert "Your hand:" in dms.texts(), "the DM page shows the hand the bot sent"
        # The person plays in the channel: their turn comes back on the panel they have, not by a new DM.
        await page.reload()
        assert table.rules.hand_text(table.view(seat)) in page.texts() and "Your turn." in page.texts()
    errors = [r.getMessage() for r in caplog.records
              if r.levelno >= logging.ERROR and r.name.startswith(("bot", "cogs"))]
    assert errors == []


@pytest.mark.parametrize("game", list(registry.BUILTIN_GAMES))
async def test_every_game_plays_in_the_page(tmp_path: Path, game: str) -> None:
    async with demo_world(tmp_path / "demo.sqlite3", game=None, rng_seed=3) as world, \
            aiohttp.ClientSession() as session:
        page = Page(session, world.channel_url)
        await page.open()
        await page.command("game new", game=game)
        for _ in range(max(world.table().rules.min_players - 1, 1)):
            await page.click(t("en", "lobby-button-addbot"))
            await page.click(t("en", "level-easy"))
        await page.click(t("en", "lobby-button-start"))
        table = world.table()
        await world.until_persons_turn()
        # A RailRoad claim window runs on a short clock that a loaded machine can outlast between two clicks:
        # the move is played on the person's own turn.
        while table.status == "running" and table.in_claim_window():
            await world.clock.step(1)
            await world.until_persons_turn()
        seat = table.seat_of(world.member.id)
        assert seat is not None
        await page.click(t("en", "button-my-hand"))
        assert table.rules.hand_text(table.view(seat)) in page.texts()
        panel = page.state["messages"][page.state["timeline"][-1]]
        [first, *_] = [c for c in controls(panel["components"]) if c.get("type") == 2 and not c.get("disabled")]
        before = table.version
        await page.act("click", target_id=panel["id"], control_key=first["control_key"])
        assert table.version > before, f"{first['label']!r} played no move"
        assert page.state["diagnostics"] == [], "the page shows everything the bot sent"


async def test_the_pages_answer_on_loopback_only_with_their_secret_and_close_with_the_demo(tmp_path: Path) -> None:
    async with demo_world(tmp_path / "demo.sqlite3") as world, aiohttp.ClientSession() as session:
        ports = []
        for url in (world.channel_url, world.dm_url):
            origin = url.split("#")[0]
            assert origin.startswith("http://127.0.0.1:")
            ports.append(int(urlsplit(url).port or 0))
            async with session.get(origin) as response:
                assert response.status == 200
                assert "<html" in (await response.text()).lower()
            async with session.get(f"{origin}api/state") as response:
                assert response.status == 401, "no state without the secret of the URL"
    assert not any(port_is_open(port) for port in ports)


def port_is_open(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def test_make_demo_prints_its_pages_serves_them_and_stops_on_ctrl_c() -> None:
    process = subprocess.Popen([sys.executable, "-m", "bot.demo"], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    lines: queue.Queue[str] = queue.Queue()

    def read_lines() -> None:
        for line in process.stdout or ():
            lines.put(line)

    reader = threading.Thread(target=read_lines, daemon=True)
    reader.start()
    output: list[str] = []
    try:
        ports: list[int] = []
        deadline = time.monotonic() + START_SECONDS
        while len(ports) < 2:
            try:
                line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError("the demo printed no pages:\n" + "".join(output)) from None
            output.append(line)
            ports.extend(int(port) for port in URL.findall(line))
        for port in ports:
            assert port_is_open(port)
        process.send_signal(signal.SIGINT)  # what Ctrl+C does
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        reader.join(timeout=5)
    while not lines.empty():
        output.append(lines.get())
    printed = "".join(output)
    assert process.returncode == 0, printed
    assert "Demo stopped." in printed
    assert "Traceback" not in printed and "ERROR" not in printed, printed
    assert not any(port_is_open(port) for port in ports)


def test_nothing_in_the_bot_imports_the_demo_or_simcord() -> None:
    offenders = []
    for folder in ("bot", "cogs", "render"):
        for path in (ROOT / folder).rglob("*.py"):
            if "demo" in path.relative_to(ROOT).parts:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
                if any(name == "simcord" or name.startswith(("simcord.", "bot.demo")) for name in names):
                    offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
