"""A printout from the window that fails half-way leaves the previous PDF as it was."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

OLD = b"%PDF-1.4 the printout of last week\n%%EOF\n"


def _fail_half_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """ReportLab writes half the file, then the disk is full."""
    from reportlab.pdfgen.canvas import Canvas

    def save(self: Canvas) -> None:
        with open(self._filename, "wb") as handle:  # type: ignore[attr-defined]
            handle.write(b"%PDF-1.4 half a printo")
        raise OSError(errno.ENOSPC, "No space left on device", self._filename)  # type: ignore[attr-defined]

    monkeypatch.setattr(Canvas, "save", save)


def _close_and_read(seen: list[str]) -> None:
    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.text() + "\n" + dialog.informativeText())
        dialog.close()

    answer_modal(read_and_close)


@pytest.mark.parametrize("what", ["roster", "templates"])
def test_a_printout_failing_half_way_leaves_the_previous_file(
    what: str,
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("listbuilder.printing.roster_pdf")
    window.start_roster("Printed", 3000, "space_marines")
    add_from_browser(qtbot, window, "adeptus_astartes/tactical_company")
    out = tmp_path / "army.pdf"
    out.write_bytes(OLD)
    _fail_half_way(monkeypatch)
    seen: list[str] = []
    _close_and_read(seen)
    printed = window.print_roster(out) if what == "roster" else window.export_templates(out)
    assert printed is False
    assert out.read_bytes() == OLD
    # no temporary file left (the window's data folder, made by the autosave, may be there)
    assert [p.name for p in tmp_path.iterdir() if p.name != "data"] == ["army.pdf"]
    assert seen and "No space left on device" in seen[0] and str(out) in seen[0]
