"""``python -m render.gallery OUT_DIR`` writes pictures of every renderer for every game it can run."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import games
from render import gallery
from tests.render.helpers import decode


def test_the_gallery_writes_boards_and_every_renderer_of_a_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(gallery, "GAMES", {"mu": 4})
    logged: list[str] = []
    written = gallery.main([str(tmp_path)], log=logged.append)
    names = {path.name for path in written}
    assert {"leaderboard.png", "final-scores.png"} <= names
    for stage in ("opening", "midgame", "crowded", "end"):
        assert f"mu-{stage}-table.png" in names
        assert f"mu-{stage}-hand.png" in names
    assert {"mu-crowded-hand-colourblind.png", "mu-crowded-hand-contrast.png"} <= names
    assert (tmp_path / "mu-crowded-table.txt").read_text().startswith("Mü: hand ")
    for path in written:
        decode(path.read_bytes())
    assert logged[-1].startswith(f"wrote {len(written)} images")


def test_the_gallery_draws_every_declared_game() -> None:
    assert list(gallery.GAMES) == [declaration.id for declaration in games.BUILTIN]


def test_the_gallery_needs_an_output_folder() -> None:
    with pytest.raises(SystemExit):
        gallery.main([], log=lambda _line: None)
