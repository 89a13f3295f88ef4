"""Issue 9 in the app: hostile roster files open to a message box, never a crash."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.gui.conftest import answer_modal
from tests.platforms import needs_mkfifo

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow

HEAD = "format: netepic-roster/1\nname: Hostile\n"
HOSTILE = {
    "deep": (HEAD + "notes: " + "[" * 30_000 + "]" * 30_000, "nested more than"),
    "date": (HEAD + "notes: 2024-02-30\n", "not a valid !!timestamp value"),
    "alias": (HEAD + "forces: &f []\nnotes: *f\n", "alias (*f) is not allowed"),
    "duplicate": (
        HEAD + "forces: []\nforces: []\n",
        "duplicate key 'forces' (first on line 3",
    ),
    "binary": ("\x00\x01\xff" * 50, "not UTF-8"),
}


def _open_and_read(window: MainWindow, path: Path) -> list[str]:
    """Open *path* (it must fail) and return the text of each message box shown."""
    seen: list[str] = []

    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.text() + "\n" + dialog.informativeText())
        dialog.close()

    answer_modal(read_and_close)
    assert window.open_path(path, ask=False) is False
    return seen


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_roster_opens_to_a_message_box(
    case: str, window: MainWindow, tmp_path: Path
) -> None:
    text, expected = HOSTILE[case]
    path = tmp_path / f"{case}.yaml"
    if case == "binary":
        path.write_bytes(text.encode("latin-1"))
    else:
        path.write_text(text, encoding="utf-8")
    seen = _open_and_read(window, path)
    assert window.document is None
    assert len(seen) == 1 and expected in seen[0]
    assert str(path) in seen[0]


@needs_mkfifo
def test_a_fifo_is_refused_without_blocking(window: MainWindow, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    seen: list[str] = []
    answer_modal(lambda dialog: (seen.append(dialog.text()), dialog.close()))  # type: ignore[attr-defined]
    assert window.open_path(fifo, ask=False) is False
    assert seen and "special file" in seen[0]


def test_saving_a_read_only_file_offers_save_as(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    original = tmp_path / "locked.yaml"
    window.start_roster("Locked", 3000, "space_marines")
    assert window._save_to(original)
    os.chmod(original, 0o444)
    before = original.read_bytes()
    window.rename("Renamed")
    other = tmp_path / "elsewhere.yaml"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(other), ""))
    )
    seen: list[str] = []

    def press_save_as(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.text())
        buttons = [b for b in dialog.buttons() if "Save As" in b.text()]
        buttons[0].click()

    answer_modal(press_save_as)
    assert window.save() is True
    assert seen and "read-only" in seen[0] and str(original) in seen[0]
    assert original.read_bytes() == before
    assert other.exists() and window.document is not None and window.document.session.path == other


def test_the_french_window_shows_roster_errors_in_french(
    window: MainWindow, tmp_path: Path
) -> None:
    window.language_actions["fr"].trigger()
    path = tmp_path / "empty.yaml"
    path.write_text("", encoding="utf-8")
    seen = _open_and_read(window, path)
    assert len(seen) == 1
    assert "le fichier est vide" in seen[0]
    assert "commencez-le par" in seen[0] and str(path) in seen[0]
    assert "the file is empty" not in seen[0]


def test_the_app_tells_when_the_codex_cannot_load(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.gui.window.app import run_app
    from tests.codex.factories import write_codex

    codex = write_codex(tmp_path / "codex")
    (codex / "game_system.yaml").write_bytes(b"id: caf\xe9\n")
    monkeypatch.setenv("LISTBUILDER_CODEX_DIR", str(codex))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "cache"))
    seen: list[str] = []

    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.informativeText())
        dialog.close()

    answer_modal(read_and_close)
    assert run_app([]) == 2
    assert seen and "game_system.yaml:1" in seen[0]


def test_printing_a_hostile_roster_says_what_changed(window: MainWindow, tmp_path: Path) -> None:
    window.start_roster("中文 " + "x" * 300, 3000, "space_marines")
    assert window.print_roster(tmp_path / "out.pdf")
    status = window.status.text()
    assert "Printed with changes" in status and "U+4E2D" in status and "cut to" in status
