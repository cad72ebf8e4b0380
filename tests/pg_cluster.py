"""A throwaway PostgreSQL cluster on a Unix socket in a temporary folder, for tests and benchmarks.

Debian installs the server without running it; ``initdb`` and ``pg_ctl`` come from ``pg_config --bindir`` (or
``/usr/lib/postgresql/<version>/bin``). PostgreSQL refuses to run as root, so as root the cluster belongs to the
``postgres`` system user. Nothing listens on TCP.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SERVER_USER = "postgres"


class Unavailable(RuntimeError):
    """No PostgreSQL server binaries here (or they cannot run); the message says what is missing."""


def server_bindir() -> Path:
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        found = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False).stdout.strip()
        if found:
            candidates.append(Path(found))
    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name), reverse=True)
    for bindir in candidates:
        if (bindir / "initdb").is_file() and (bindir / "pg_ctl").is_file():
            return bindir
    raise Unavailable("no PostgreSQL server here: neither `pg_config --bindir` nor /usr/lib/postgresql/*/bin has "
                      "initdb and pg_ctl (Debian: apt-get install postgresql)")


def _as_server_user(command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    try:
        pwd.getpwnam(SERVER_USER)
    except KeyError:
        raise Unavailable(f"running as root, and there is no {SERVER_USER!r} user to run PostgreSQL as") from None
    return ["runuser", "-u", SERVER_USER, "--", *command]


def _run(command: list[str]) -> None:
    done = subprocess.run(_as_server_user(command), capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise Unavailable(f"{Path(command[0]).name} failed ({done.returncode}): {(done.stderr or done.stdout)[-800:]}")


@contextmanager
def throwaway_cluster(*, durable: bool = False) -> Iterator[str]:
    """Start a fresh cluster, yield the URL of its ``postgres`` database, then stop it and delete its folder.

    ``durable=False`` turns off fsync (tests: nothing needs to survive a power cut); benchmarks keep it on."""
    bindir = server_bindir()
    folder = Path(tempfile.mkdtemp(prefix="rummy-pg-"))
    try:
        if os.geteuid() == 0:
            shutil.chown(folder, SERVER_USER, SERVER_USER)
        data = folder / "data"
        _run([str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
              "--locale=C", *([] if durable else ["--no-sync"])])
        options = f"-k {folder} -c listen_addresses='' -c max_connections=100"
        if not durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        _run([str(bindir / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"), "-o", options, "-w",
              "start"])
        try:
            yield f"postgresql://postgres@/postgres?host={folder}"
        finally:
            _run([str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"])
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def database_url(server_url: str, name: str) -> str:
    """The URL of database ``name`` on the server of ``server_url`` (a URL of the forms used here)."""
    head, _, query = server_url.partition("?")
    base = head.rsplit("/", 1)[0]
    return f"{base}/{name}" + (f"?{query}" if query else "")
