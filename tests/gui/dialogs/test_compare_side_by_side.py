"""File > Compare With... shows the two rosters side by side in the players' words (issue 31)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from listbuilder.gui.dialogs.compare_dialog import CompareDialog
from listbuilder.roster.io import dump_roster, load_roster, parse_roster

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "space-marines-with-guard.yaml"


def _changed(tmp_path: Path) -> Path:
    """The example with its first company named by the player, the Chaplain moved to the
    second company, the Commissar's Chimera swapped for a Rhino and a lower points limit."""
    text = EXAMPLE.read_text(encoding="utf-8")
    text = text.replace(
        "      - card: tactical_company\n        attached:\n"
        "          - card: land_raider_squadron\n          - card: chaplain\n",
        "      - card: tactical_company\n        name: Second Company\n        attached:\n"
        "          - card: land_raider_squadron\n",
    ).replace(
        "          - card: rhino_squadron\n",
        "          - card: rhino_squadron\n          - card: chaplain\n",
    )
    text = text.replace(
        "commissar_transport.command_chimera: 1", "commissar_transport.command_rhino: 1"
    )
    roster = parse_roster(text).model_copy(update={"points_limit": 2500})
    path = tmp_path / "other.yaml"
    path.write_text(dump_roster(roster), encoding="utf-8")
    return path


def _dialog() -> CompareDialog:
    dialogs = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, CompareDialog) and w.isVisible()
    ]
    assert dialogs, "the comparison is shown"
    return dialogs[-1]


def test_compare_shows_before_and_after_by_name_without_paths_or_arrows(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert load_roster(EXAMPLE).name
    other = _changed(tmp_path)
    assert window.open_path(EXAMPLE, ask=False)
    text = window.compare_with(other)
    assert text is not None
    dialog = _dialog()
    dialog.resize(1000, 700)  # a 1024 px screen
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.columnCount() == 2
    headers = [item.text() for i in range(2) if (item := table.horizontalHeaderItem(i))]
    assert headers == ["Before: Ultramarines at Tarsis", "After: Ultramarines at Tarsis"]
    rows = dialog.cells()
    shown = "\n".join(" | ".join(row) for row in rows)
    for wrong in ("forces[", "companies[", "->", "path"):
        assert wrong not in shown and wrong not in text
    # each change: its title across both columns, then before | after
    pairs = {rows[i][0]: rows[i + 1] for i in range(len(rows) - 1) if len(rows[i]) == 1}
    assert pairs["The army"] == ["Points limit: 3,000", "Points limit: 2,500"]
    assert pairs["Chaplain"] == [
        "In Tactical Company #1",
        "Moved to Tactical Company #2",
    ]
    assert pairs["Tactical Company #1"] == ["Name: (none)", "Name: Second Company"]
    assert pairs["Tactical Infantry Company #1"] == [
        "Options: Command Chimera (Company Commissar)",
        "Options: Command Rhino (Company Commissar)",
    ]
    whole = pairs["Whole army"]
    assert window.document is not None
    points = window.document.session.result.figures.points
    assert whole[0].startswith(f"{points:,} pts, ") and whole[1].startswith(f"{points:,} pts, ")
    # the text wraps: nothing scrolls sideways at 1024 px
    assert table.horizontalScrollBar().maximum() == 0
    assert "Chaplain moved from Tactical Company #1 to Tactical Company #2" in text
    assert "Points limit was 3,000, now 2,500" in text
    dialog.close()


def test_compare_speaks_french(
    qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    other = _changed(tmp_path)
    window = make_window("fr")
    assert window.open_path(EXAMPLE, ask=False)
    text = window.compare_with(other)
    assert text is not None and "Comparaison" in text and "->" not in text
    rows = _dialog().cells()
    assert ["Limite de points : 3\u202f000", "Limite de points : 2\u202f500"] in rows
    header = _dialog().table.horizontalHeaderItem(0)
    assert header is not None and header.text() == "Avant : Ultramarines at Tarsis"
    _dialog().close()
