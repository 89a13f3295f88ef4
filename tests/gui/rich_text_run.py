"""Run by test_rich_text.py in a process of its own: the window meets a roster whose
name, notes and file name are markup loading ``/dev/zero`` (a crash aborts the process).

It opens the roster, shows every message box that names it (Save changes? on closing,
an error box naming the file, the recovery box of an autosave), the card view, the
tooltips and the recent-files menu, each laid out and painted, then exits 0.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip

MARKUP = '<img src="/dev/zero"><b>x</b>'


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()
    for widget in app.allWidgets():
        if widget.isVisible():
            widget.grab()  # lays out and paints: rich text would load its image here


def show_modal_then_close(app: QApplication, seen: list[str]) -> None:
    def poll(left: int = 100) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            modal.grab()
            seen.append(modal.text() + "\n" + modal.informativeText())
            cancel = modal.button(QMessageBox.StandardButton.Cancel)
            if cancel is not None:
                cancel.click()
            else:
                modal.reject()
        elif left:
            QTimer.singleShot(20, lambda: poll(left - 1))

    QTimer.singleShot(0, poll)


def main(folder: Path) -> int:
    from listbuilder.gui.window.app import after_start, build_window
    from listbuilder.roster.io import load_roster, save_roster

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    legal = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"
    roster = load_roster(legal).model_copy(update={"name": MARKUP, "notes": MARKUP})
    path = folder / f"{MARKUP.replace('/', '_')}.yaml"
    save_roster(roster, path)
    # an autosave of the same roster, left by a dead process: offered at the next start
    autosaves = Path(os.environ["LISTBUILDER_DATA_DIR"]) / "autosave"
    autosaves.mkdir(parents=True, exist_ok=True)
    save_roster(roster, autosaves / "s1.yaml")
    note = {"source": None, "saved_at": time.time() - 60, "pid": 2**22 + 7919, "name": MARKUP}
    (autosaves / "s1.json").write_text(json.dumps(note), encoding="utf-8")

    window = build_window(language="en")
    window.show()
    seen: list[str] = []
    show_modal_then_close(app, seen)
    after_start(window, opened=False)  # the recovery box: cancelled
    settle(app)
    assert window.open_path(path, ask=False)
    settle(app)
    window.rename(MARKUP + " renamed")  # undo text, title, status
    window.fill_recent_menu()
    settle(app)
    for action in window.recent_menu.actions():
        QToolTip.showText(QPoint(10, 10), action.toolTip(), window)
        settle(app)
    for widget in app.allWidgets():
        if widget.toolTip():
            QToolTip.showText(QPoint(10, 10), widget.toolTip(), widget)
            settle(app)
    for view_name in ("tree", "view"):
        for owner in app.allWidgets():
            view = getattr(owner, view_name, None)
            model = getattr(view, "model", lambda: None)()
            if model is None or not hasattr(model, "rowCount"):
                continue
            for row in range(min(model.rowCount(), 20)):
                text = model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
                if text:
                    QToolTip.showText(QPoint(10, 10), str(text), window)
                    settle(app)
    bad = folder / f"{MARKUP.replace('/', '_')}-bad.yaml"
    bad.write_text("format: netepic-roster/1\nname: x\nforces: []\nforces: []\n", encoding="utf-8")
    show_modal_then_close(app, seen)
    window.open_path(bad, ask=False)  # an error box naming the file
    settle(app)
    show_modal_then_close(app, seen)
    window.close()  # Save changes? naming the roster: cancelled
    settle(app)
    print(f"boxes: {len(seen)}")
    for text in seen:
        print(text.replace("\n", " | "))
    window.set_document(None)
    window.close()
    return 0


if __name__ == "__main__":
    sys.stdout.reconfigure(encoding="utf-8")  # type: ignore[union-attr]  # cp1252 on Windows
    raise SystemExit(main(Path(sys.argv[1])))
