"""The app as a player runs it, driven by a script, for the crash test (a real process that
the test kills with SIGKILL).

``python -m tests.gui.crash_driver edit ROSTER``: start the app on ROSTER, rename the roster
through its name box, add a card through the card browser and move it up, print
``edited`` and keep running until killed.

``python -m tests.gui.crash_driver game CODE``: start the app, open the share code CODE (a
roster with no file), turn Game mode on, tick the first card's first three loss boxes with
the keyboard, print ``ticked`` and keep running until killed.

``python -m tests.gui.crash_driver recover``: start the app, answer "Recover" to the
recovery question, print the recovered roster (and its game, if any) as JSON on one line,
with what each Ctrl+Z then says and leaves (the undo history kept with the autosave), and
quit.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

NEW_NAME = "Renamed just before the crash"
CARD = "adeptus_astartes/rhino_squadron"


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QCoreApplication, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    from listbuilder.gui.window.app import Launch, _qt_app, window_shell
    from listbuilder.roster.io import roster_to_data

    mode = argv[0]
    app = _qt_app([])
    window = window_shell(language="en")
    files = [Path(argv[1])] if mode == "edit" else []
    GAME_TICKS = 3
    launch = Launch(window, files)

    def edit() -> None:
        edit_box = window.header.name_edit
        edit_box.setFocus()
        edit_box.selectAll()
        QTest.keyClicks(edit_box, NEW_NAME)
        QTest.keyClick(edit_box, Qt.Key.Key_Return)
        assert window.browser.select_card(CARD)
        window.browser.add_current()
        window.move_up_action.trigger()
        print("edited", flush=True)

    def play() -> None:
        assert window.open_from_code(argv[1])
        window.game_mode.action.trigger()
        view = window.game_mode.view
        assert view is not None
        strip = view.rows[0].strip
        assert strip is not None
        strip.setFocus()
        for _ in range(GAME_TICKS):
            QTest.keyClick(strip, Qt.Key.Key_Space)
        print("ticked", flush=True)

    def answer_recovery(left: int = 500) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            recover = next(
                button
                for button in modal.buttons()
                if modal.buttonRole(button) is QMessageBox.ButtonRole.AcceptRole
            )
            QTimer.singleShot(0, recover.click)
            QTimer.singleShot(100, report)
        elif left:
            QTimer.singleShot(20, lambda: answer_recovery(left - 1))
        else:
            print(json.dumps({"recovered": None}), flush=True)
            QCoreApplication.exit(1)

    def report() -> None:
        document = window.document
        if document is None:
            QTimer.singleShot(50, report)
            return
        game = window.game_mode.state()
        recovered = roster_to_data(document.session.roster)
        undone = []
        undo = window.undo.undo_action
        while undo.isEnabled() and len(undone) < 50:  # Edit > Undo (Ctrl+Z)
            label = undo.text()
            undo.trigger()
            undone.append(
                {"label": label, "roster": roster_to_data(window.document.session.roster)}
            )
        print(
            json.dumps(
                {
                    "recovered": recovered,
                    "path": str(document.session.path),
                    "modified": document.session.is_modified,
                    "game": game.model_dump(mode="json") if game is not None else None,
                    "undone": undone,
                }
            ),
            flush=True,
        )
        window.set_document(None)  # nothing left to ask about: quit at once
        QCoreApplication.quit()

    if mode == "edit":
        launch.ready.connect(lambda: QTimer.singleShot(0, edit))
    elif mode == "game":
        launch.ready.connect(lambda: QTimer.singleShot(0, play))
    else:
        launch.ready.connect(lambda: QTimer.singleShot(0, answer_recovery))
    launch.start()
    status = app.exec()
    launch.wait()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
