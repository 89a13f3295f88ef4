"""Issue 30 in the window: a save, an export or a printout never replaces a file of another
kind (a roster, a pack), nor writes through a link into one; the file is left as it was."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser
from tests.platforms import needs_symlinks

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _read_the_error(seen: list[str]) -> None:
    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.text() + "\n" + dialog.informativeText())
        dialog.close()

    answer_modal(read_and_close)


def _attempts(window: MainWindow) -> dict[str, Callable[[Path], bool]]:
    return {
        "print": window.print_roster,
        "templates": window.export_templates,
        "markdown": lambda path: window.export_roster(path, "markdown"),
        "rosz": lambda path: window.export_roster(path, "rosz"),
        "save-copy": window.save_copy,
    }


@pytest.mark.parametrize("what", ["print", "templates", "markdown", "rosz", "save-copy"])
@pytest.mark.parametrize("victim", ["roster", "pack", pytest.param("link", marks=needs_symlinks)])
def test_the_window_never_replaces_a_file_of_another_kind(
    what: str, victim: str, qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    if what == "save-copy" and victim != "pack":
        pytest.skip("a roster may replace a roster (the file dialog asked)")
    pytest.importorskip("listbuilder.printing.roster_pdf")
    window.start_roster("Printed", 3000, "space_marines")
    add_from_browser(qtbot, window, "adeptus_astartes/tactical_company")
    source = EXAMPLES / ("tournament-pack.yaml" if victim == "pack" else "alaitoc-illegal.yaml")
    kept = tmp_path / f"{victim}.yaml"
    shutil.copyfile(source, kept)
    before = kept.read_bytes()
    out = kept
    if victim == "link":
        out = tmp_path / "link.pdf"
        out.symlink_to(kept)
    seen: list[str] = []
    _read_the_error(seen)
    assert _attempts(window)[what](out) is False
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert kept.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert str(out) in seen[0] or str(kept) in seen[0]
    assert "never replaces it" in seen[0]
