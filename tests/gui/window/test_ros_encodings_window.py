"""Issue 30 in the window: a `.ros` declaring an encoding we cannot read is refused by Open
and by Compare with a message (no exception escapes); a multi-byte one is read."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

BODY = (
    '<?xml version="1.0" encoding="{encoding}"?>\n'
    '<roster id="r1" name="{name}" gameSystemId="b6ca-ebfc-974f-eaae" '
    'xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces/></roster>\n'
)


def _read_the_error(seen: list[str]) -> None:
    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.text() + "\n" + dialog.informativeText())
        dialog.close()

    answer_modal(read_and_close)


def test_open_and_compare_refuse_an_unknown_encoding_with_a_message(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "unknown.ros"
    path.write_bytes(BODY.format(encoding="x-unknown", name="x").encode("ascii"))
    seen: list[str] = []
    _read_the_error(seen)
    assert window.open_path(path, ask=False) is False
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert "x-unknown" in seen[0]
    window.start_roster("Mine", 3000, "space_marines")
    add_from_browser(qtbot, window, "adeptus_astartes/tactical_company")
    _read_the_error(seen)
    assert window.compare_with(path) is None
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    assert "x-unknown" in seen[1]


def test_open_and_compare_read_a_shift_jis_roster(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    name = "ウルトラマリーン第2中隊"
    path = tmp_path / "japanese.ros"
    path.write_bytes(BODY.format(encoding="Shift_JIS", name=name).encode("shift_jis"))
    window.start_roster("Mine", 3000, "space_marines")
    add_from_browser(qtbot, window, "adeptus_astartes/tactical_company")
    text = window.compare_with(path)
    assert text is not None and "before 750 pts" in text and "after 0 pts" in text
    answer_modal(lambda dialog: dialog.close())  # the import report, if any
    assert window.open_path(path, ask=False) is True
    assert window.document is not None and window.document.session.roster.name == name
