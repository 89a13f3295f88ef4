"""GUI tests: offscreen Qt, a fresh data folder per test, the real army books."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow


@pytest.fixture(autouse=True, scope="session")
def _clipboard_handed_over() -> Iterator[None]:
    """The test session ends as the app does: a copied fragment is left as plain text (a
    rich copy destroyed with the application at exit crashed the process)."""
    yield
    if QApplication.instance() is not None:
        from listbuilder.gui.window.window_edits import hand_over_clipboard

        hand_over_clipboard()


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def make_window(qtbot: QtBot, codex: Codex, data_dir: Path) -> Iterator[Callable[..., MainWindow]]:
    """Build main windows (English unless told); closed without prompts at the end."""
    from listbuilder.gui.window.app import build_window

    windows: list[MainWindow] = []

    def make(language: str = "en") -> MainWindow:
        window = build_window(codex, language=language)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    # closed here rather than by qtbot.addWidget, which closes before fixtures are torn down
    for window in windows:
        window.set_document(None)  # nothing unsaved: closing must not ask
        window.close()
        window.deleteLater()
    if any(window.languages.current != "en" for window in windows):
        from listbuilder.gui.i18n import install_translators

        install_translators("en")  # translators are app-wide: the next test starts in English


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()


def answer_modal(handler: Callable[[QWidget], Any], *, attempts: int = 50) -> None:
    """Run *handler* on the next modal dialog once it is shown (dialogs block in exec())."""

    def poll(left: int = attempts) -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible():
            handler(modal)
        elif left > 0:
            QTimer.singleShot(20, lambda: poll(left - 1))

    QTimer.singleShot(0, poll)
