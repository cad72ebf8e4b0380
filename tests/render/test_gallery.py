"""``python -m render.gallery OUT_DIR`` writes pictures of every renderer for every game it can run."""

from __future__ import annotations

from pathlib import Path

import pytest

from render import gallery
from tests.render.helpers import decode, engine


def test_the_gallery_writes_boards_and_every_renderer_of_a_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if engine("mu") is None:
        pytest.skip("the Mü engine is not importable yet")
    monkeypatch.setattr(gallery, "GAMES", {"mu": 4})
    logged: list[str] = []
    written = gallery.main([str(tmp_path)], log=logged.append)
    names = {path.name for path in written}
    assert {"leaderboard.png", "final-scores.png"} <= names
    for stage in ("opening", "midgame", "crowded", "end"):
        assert f"mu-{stage}-table.png" in names
        assert f"mu-{stage}-hand.png" in names
    for path in written:
        decode(path.read_bytes())
    assert logged[-1].startswith(f"wrote {len(written)} images")


def test_a_game_whose_engine_is_missing_is_skipped_with_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(gallery, "GAMES", {"nosuchgame": 2})
    monkeypatch.setitem(gallery.render.GAME_RENDERERS, "nosuchgame", "render.games.nosuchgame")
    logged: list[str] = []
    gallery.main([str(tmp_path)], log=logged.append)
    assert any(line.startswith("nosuchgame: skipped") for line in logged)


def test_the_gallery_needs_an_output_folder() -> None:
    with pytest.raises(SystemExit):
        gallery.main([], log=lambda _line: None)
