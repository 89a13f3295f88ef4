"""Sharing from the window: BattleScribe rosters opened (with the import report), File > Export
in every format, and the roster copied to the clipboard as text, Markdown or BBCode."""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from listbuilder.roster.io import load_roster
from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser, tree_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"
POOLED = (
    Path(__file__).resolve().parents[2] / "interop" / "battlescribe" / "roster_exchange" / "rosters"
)
EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "titan-legion.yaml"


def test_a_rosz_opens_as_an_untitled_roster_with_the_import_report(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.open_path(POOLED / "space-marines-pooled.ros", ask=False)
    document = window.document
    assert document is not None
    assert (
        document.session.path is None
    )  # saving asks for a YAML name: the .ros is never overwritten
    assert not document.session.is_modified  # the .ros holds it: clean until edited (issue 19)
    assert document.session.roster.forces[0].companies[1].attached[-1].card == "warhound_titan"
    lines = tree_lines(window)
    assert any("Warhound Titan" in line for line in lines)
    box = window.import_box
    assert box is not None and box.isVisible()
    assert "Land Raider Squadron attached to company 1" in box.detailedText()
    assert "Imported" in window.status.text()
    box.close()


def test_an_imported_roster_asks_nothing_until_edited_and_keeps_its_report(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19: after a .rosz every later Open asked "Save changes?" with no edit made, and
    the import report was gone once its box was closed."""
    from PySide6.QtWidgets import QApplication

    assert window.open_path(POOLED / "space-marines-pooled.ros", ask=False)
    assert window.import_box is not None
    window.import_box.close()
    assert window.import_report_action in window.file_menu.actions()
    assert window.import_report_action.isEnabled()
    window.import_report_action.trigger()  # the report again, after its box was closed
    box = window.import_box
    assert box is not None and box.isVisible()
    assert "Land Raider Squadron attached to company 1" in box.detailedText()
    box.close()
    window.set_language("fr")
    window.import_report_action.trigger()  # in the language of the window now
    assert window.import_box is not None and window.import_box is not box
    assert "BattleScribe" in window.import_box.windowTitle()
    assert window.import_box.detailedText() != box.detailedText()
    window.import_box.close()
    window.set_language("en")

    asked: list[str] = []

    def record(dialog: QWidget) -> None:
        asked.append(dialog.windowTitle())
        dialog.close()

    answer_modal(record, attempts=10)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    window.open_dialog()  # no edit made: no "Save changes?"
    assert QApplication.activeModalWidget() is None and asked == []
    assert not window.isWindowModified()
    window.rename("Edited after the import")
    assert window.document is not None and window.document.session.is_modified
    assert window.import_report_action.isEnabled()  # the roster open is still the import
    window.set_document(None)
    assert not window.import_report_action.isEnabled()


def test_opening_a_broken_rosz_shows_the_error(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "broken.rosz"
    broken.write_bytes(b"PK\x03\x04 not a zip")
    shown: list[str] = []
    monkeypatch.setattr(
        "listbuilder.gui.window.window_files.show_error",
        lambda parent, exc, title: shown.append(exc.describe()),
    )
    assert not window.open_path(broken, ask=False)
    assert shown and "broken.rosz" in shown[0]
    assert window.document is None


def test_the_open_dialog_offers_battlescribe_rosters(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []

    def fake(*args: object, **kwargs: object) -> tuple[str, str]:
        seen.append(str(args[3]))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake)
    window.open_dialog()
    assert "*.ros " in seen[0] + " " and "*.rosz" in seen[0]


@pytest.mark.parametrize("fmt", ["text", "markdown", "bbcode", "ros", "rosz", "yaml"])
def test_file_export_writes_every_format(
    qtbot: QtBot,
    window: MainWindow,
    codex: Codex,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fmt: str,
) -> None:
    assert window.open_path(EXAMPLE, ask=False)
    assert window.export_action.isEnabled()
    target = tmp_path / f"out-{fmt}"
    filters = window.export_filters()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), filters[fmt]))
    assert window.export_dialog()
    written = next(tmp_path.glob("out-*"))
    roster = load_roster(EXAMPLE)
    if fmt == "rosz":
        assert written.suffix == ".rosz"
        with zipfile.ZipFile(written) as archive:
            assert len(archive.namelist()) == 1
    if fmt in ("ros", "rosz"):
        assert read_battlescribe_roster(written, codex)[0] == roster
    elif fmt == "yaml":
        assert load_roster(written) == roster
    else:
        text = written.read_text(encoding="utf-8")
        assert "Legio Ignatum" in text and "Quake Cannon x2" in text
    assert "exported" in window.status.text()


def test_copy_as_text_markdown_and_bbcode(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("fr")
    window.start_roster("Copie", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    clipboard = QGuiApplication.clipboard()
    window.copy_text_action.trigger()
    assert clipboard.text().startswith("Copie\n=====")
    assert "Taille de la partie : 3\u202f000 points" in clipboard.text()
    window.copy_markdown_action.trigger()
    assert clipboard.text().startswith("# Copie")
    window.copy_bbcode_action.trigger()
    assert clipboard.text().startswith("[size=150][b]Copie[/b][/size]")
    assert "Verdict" in clipboard.text()
    # The menu names are French too.
    assert window.copy_markdown_action.text() == "Copier en &Markdown"
    assert "Liste copiée en BBCode." in window.status.text()


def test_without_a_roster_there_is_nothing_to_export(window: MainWindow) -> None:
    window.set_document(None)
    window.update_state()
    assert not window.export_action.isEnabled()
    assert not window.copy_text_action.isEnabled()
    assert window.copy_as("text") == ""


def test_export_failure_is_reported(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.open_path(EXAMPLE, ask=False)
    shown: list[str] = []
    monkeypatch.setattr(
        "listbuilder.gui.window.window_files.show_error",
        lambda parent, exc, title: shown.append(exc.describe()),
    )
    folder = tmp_path / "a-folder.rosz"
    folder.mkdir()
    assert not window.export_roster(folder, "rosz")
    assert shown and "a-folder.rosz" in shown[0]
