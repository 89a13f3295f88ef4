"""What the desktop sees of the app: its icon, its desktop id, its starting language."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from listbuilder.gui import i18n as gui_i18n
from listbuilder.gui.window.app import APP_ID, app_icon, set_identity

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow


def test_the_app_has_its_icon_and_desktop_id(qapp: QApplication) -> None:
    icon = app_icon()
    assert not icon.isNull()
    for size in (16, 32, 48, 256):
        pixmap = icon.pixmap(QSize(size, size))
        assert pixmap.width() == size and not pixmap.toImage().isNull()
    old_name, old_icon = qapp.desktopFileName(), qapp.windowIcon()
    try:
        set_identity(qapp)
        assert qapp.desktopFileName() == APP_ID
        assert not qapp.windowIcon().isNull()
        assert qapp.applicationDisplayName() == "Listbuilder"
    finally:
        qapp.setDesktopFileName(old_name)
        qapp.setWindowIcon(old_icon)


@pytest.mark.parametrize(
    ("ui_languages", "expected"),
    [
        (["fr-FR", "en-US"], "fr"),
        (["de-DE", "fr-CA"], "fr"),
        (["en-GB", "fr-FR"], "en"),
        (["de-DE"], "en"),
        (["C"], "en"),
        ([], "en"),
    ],
)
def test_the_interface_follows_the_systems_languages(
    qapp: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    ui_languages: list[str],
    expected: str,
) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):  # a desktop launch: Qt's list
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(gui_i18n, "_system_ui_languages", lambda: ui_languages)
    languages = gui_i18n.Languages()
    try:
        assert languages.set_language(None) == expected
        assert languages.set_language("") == expected
        assert languages.set_language("en") == "en"  # a chosen language wins
    finally:
        gui_i18n.install_translators("en")


def test_save_as_suggests_the_roster_extension_the_desktop_knows(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QFileDialog

    asked: list[str] = []
    chosen = tmp_path / "Ultramarines"  # typed without an extension

    def dialog(*args: object, **_: object) -> tuple[str, str]:
        asked.append(str(args[2]))
        return str(chosen), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))
    window.start_roster("Ultramarines at Tarsis", 3000, "space_marines")
    window.save_as_action.trigger()
    assert Path(asked[0]).name.endswith(".netepic.yaml")
    saved = tmp_path / "Ultramarines.netepic.yaml"
    assert saved.read_text(encoding="utf-8").startswith("format: netepic-roster/")
    assert window.document is not None and window.document.session.path == saved
