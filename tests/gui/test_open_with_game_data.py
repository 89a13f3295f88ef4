"""With game data added, NetEpic's rosters open as before: the other games' reader is not
asked about a file that cannot be theirs (issue 35: the first paint and ready goals hold
with game data added)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder.roster.io import save_roster
from listbuilder.systems.battlescribe import registry
from tests.systems import samples

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow


def test_a_netepic_roster_opens_without_the_other_games_reader(
    make_window: Callable[..., MainWindow],
    data_dir: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "cache"))
    registry.add_data(samples.write_game(tmp_path / "skirmish"))
    window = make_window()
    asked: list[Path] = []
    original = window.open_other_game

    def spy(path: Path) -> bool | None:
        asked.append(path)
        return original(path)

    monkeypatch.setattr(window, "open_other_game", spy)
    from listbuilder.roster.model import Roster

    netepic = tmp_path / "army.yaml"
    save_roster(Roster(name="Army", points_limit=3000), netepic)
    assert window.open_path(netepic, ask=False)
    assert window.document is not None and window.document.session.roster.name == "Army"
    assert asked == []  # never read as another game's
