"""File › Export for Phone…: the window writes the same page as ``export --format phone``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QFileDialog

from listbuilder.phone.page import MARKER

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "titan-legion.yaml"


def test_export_for_phone_writes_the_page_in_the_windows_language(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window("fr")
    window.set_document(None)
    window.update_state()
    assert not window.export_phone_action.isEnabled()
    assert window.open_path(EXAMPLE, ask=False)
    window.update_state()
    assert window.export_phone_action.isEnabled()
    assert window.export_phone_action.text() == "Exporter pour le &téléphone…"
    assert window.export_phone_action in window.file_menu.actions()
    asked: list[str] = []

    def save_name(*args: object, **_: object) -> tuple[str, str]:
        asked.append(str(args[2]))
        return str(tmp_path / "army"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    assert window.export_phone_dialog()
    assert asked[0].endswith(".html")
    page = (tmp_path / "army.html").read_bytes()
    assert MARKER in page and b'<html lang="fr">' in page
    assert "Legio Ignatum" in page.decode("utf-8")
    window.languages.set_language("en")
    assert window.export_phone_action.text() == "Export for &Phone…"
