"""Game mode keeps every game (issue 31, item 1): on a roster with no file it lives with the
autosave and follows the roster to its file; quitting asks; a new game keeps the old one;
a finished game offers no next turn; an illegal roster is said first."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from listbuilder.game.io import game_path, load_game
from listbuilder.game.state import GameState
from listbuilder.interop.share_code import encode
from listbuilder.roster.io import load_roster
from tests.gui.conftest import answer_modal
from tests.gui.helpers import saved_roster

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.game_view import GameView
    from listbuilder.gui.window.main_window import MainWindow


def _code(tmp_path: Path, name: str = "From a friend") -> str:
    return encode(load_roster(saved_roster(tmp_path / "friend.yaml", name)))


def _click_box(qtbot: QtBot, view: GameView, row: int, box: int) -> None:
    strip = view.rows[row].strip
    assert strip is not None
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(strip._rect(box).center()))


def _game_on(window: MainWindow) -> GameView:
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None and window.stack.currentWidget() is view
    return view


def _click(role: QMessageBox.ButtonRole) -> Callable[[QWidget], None]:
    def handler(modal: QWidget) -> None:
        assert isinstance(modal, QMessageBox)
        seen.append(f"{modal.text()}\n{modal.informativeText()}")
        button = next(b for b in modal.buttons() if modal.buttonRole(b) is role)
        button.click()

    seen: list[str] = []
    handler.seen = seen  # type: ignore[attr-defined]
    return handler


def test_a_game_on_a_share_code_follows_the_roster_to_its_file_and_comes_back(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    assert window.open_from_code(_code(tmp_path))
    assert window.document is not None and window.document.session.path is None
    view = _game_on(window)
    autosaver = window.autosaver
    assert autosaver is not None
    assert "kept with the autosave" in view.file_note.text()
    _click_box(qtbot, view, 0, 6)  # 7 losses
    # kept with the autosave within a second of the move, the roster beside it
    qtbot.waitUntil(
        lambda: (
            autosaver.game_file.exists()
            and load_game(autosaver.game_file).turns[0].losses == view.tracker.state.turns[0].losses
            and autosaver.note_file.exists()
        ),
        timeout=1000,
    )
    ticked = view.tracker.state
    target = tmp_path / "mine.netepic.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save()  # Save As: the roster has no file
    assert load_game(game_path(target)) == ticked
    note = view.file_note.text()
    assert "Save the roster to keep this game" not in note and game_path(target).name in note
    assert not autosaver.game_file.exists()  # the autosave gave way to the roster's file
    _click_box(qtbot, view, 0, 7)  # one more: saved beside the roster now
    qtbot.waitUntil(lambda: load_game(game_path(target)) == view.tracker.state, timeout=1000)
    window.close()  # saved: nothing to ask
    assert not window.isVisible()

    again = make_window()
    assert again.open_path(target, ask=False)
    view = _game_on(again)
    assert view.tracker.score.cards[0].losses == 8
    assert view.rows[0].strip is not None and view.rows[0].strip.losses == 8


def test_the_game_of_a_roster_with_no_file_outlives_leaving_the_mode(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.open_from_code(_code(tmp_path))
    view = _game_on(window)
    _click_box(qtbot, view, 0, 2)
    window.game_mode.action.trigger()  # off
    assert window.game_mode.view is None
    view = _game_on(window)  # GameMode.enter no longer fixes the path once
    assert view.tracker.score.cards[0].losses == 3


def test_quitting_with_an_unsaved_game_asks(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.open_from_code(_code(tmp_path))
    assert window.document is not None
    view = _game_on(window)
    _click_box(qtbot, view, 0, 0)
    cancel = _click(QMessageBox.ButtonRole.RejectRole)
    answer_modal(cancel)
    window.close()
    assert window.isVisible()  # Cancel: still open, the game still on
    assert "game" in cancel.seen[0] and "lost" in cancel.seen[0]  # type: ignore[attr-defined]
    assert window.game_mode.view is view
    # opening another roster asks too
    other = saved_roster(tmp_path / "other.yaml", "Other")
    answer_modal(_click(QMessageBox.ButtonRole.RejectRole))
    assert not window.open_path(other)
    assert window.game_mode.view is view
    # Discard: the game goes, with its autosave
    autosaver = window.autosaver
    assert autosaver is not None
    qtbot.waitUntil(autosaver.game_file.exists, timeout=1000)
    answer_modal(_click(QMessageBox.ButtonRole.DestructiveRole))
    assert window.open_path(other)
    assert window.game_mode.view is None and not autosaver.game_file.exists()


def test_a_game_on_a_saved_roster_asks_nothing_when_quitting(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    roster = saved_roster(tmp_path / "army.yaml", "Saved")
    assert window.open_path(roster, ask=False)
    view = _game_on(window)
    _click_box(qtbot, view, 0, 0)
    assert not window.game_mode.unsaved_game()
    qtbot.waitUntil(lambda: load_game(game_path(roster)) == view.tracker.state, timeout=1000)


def test_a_new_game_keeps_the_old_one_in_a_file_that_opens_again(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    roster = saved_roster(tmp_path / "army.yaml", "Saved")
    assert window.open_path(roster, ask=False)
    view = _game_on(window)
    _click_box(qtbot, view, 0, 4)
    old = view.tracker.state
    start = _click(QMessageBox.ButtonRole.AcceptRole)
    answer_modal(start)
    assert window.game_mode.new_game()
    assert "new game" in start.seen[0]  # type: ignore[attr-defined]
    view = window.game_mode.view
    assert view is not None and view.tracker.state == GameState()
    assert load_game(game_path(roster)) == GameState()
    kept = [p for p in tmp_path.glob("army.game-*.yaml")]
    assert len(kept) == 1 and load_game(kept[0]) == old
    assert str(kept[0]) in window.statusBar().currentMessage()
    # Game > Open Game...: the old game back, the new one (empty) not worth a file
    assert window.game_mode.open_game(kept[0])
    view = window.game_mode.view
    assert view is not None and view.tracker.score.cards[0].losses == 5
    assert load_game(game_path(roster)) == old
    assert len(list(tmp_path.glob("army.game-*.yaml"))) == 1
    # Cancel leaves the game as it is
    answer_modal(_click(QMessageBox.ButtonRole.RejectRole))
    assert not window.game_mode.new_game()
    assert window.game_mode.view is not None
    assert window.game_mode.view.tracker.state == old


def test_a_finished_game_says_so_and_offers_no_next_turn(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.open_path(saved_roster(tmp_path / "army.yaml", "Small"), ask=False)
    view = _game_on(window)
    assert view.next_button.isEnabled()
    view.spins["scored"].setValue(view.tracker.army.vp_to_win)
    assert not view.next_button.isEnabled()
    assert "game is over" in view.turn_label.text()
    assert "has won" in view.outcome.text()
    window.undo.undo_action.trigger()  # taken back: the game goes on
    assert view.next_button.isEnabled() and "over" not in view.turn_label.text()


def test_game_mode_on_an_illegal_roster_says_so_first(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.roster.edits import SetPointsLimit
    from listbuilder.roster.io import save_roster

    path = tmp_path / "over.yaml"
    roster = load_roster(saved_roster(path, "Over the limit"))
    save_roster(SetPointsLimit(points_limit=500).apply(roster), path)
    assert window.open_path(path, ask=False)
    assert window.document is not None and not window.document.session.result.legal
    view = _game_on(window)
    assert view.illegal.isVisible() and "rules" in view.illegal_text.text()
    assert "500" in view.illegal_text.text()  # the finding itself: over the points limit
    assert view.play_anyway.hasFocus()
    view.back_to_roster.click()  # the answer "no": back to the roster
    assert window.game_mode.view is None and not window.game_mode.action.isChecked()
    assert window.tree.hasFocus()
    view = _game_on(window)
    qtbot.keyClick(view.play_anyway, Qt.Key.Key_Space)  # "play anyway", by keyboard
    assert not view.illegal.isVisible() and window.game_mode.view is view
    strip = view.rows[0].strip
    assert strip is not None and strip.hasFocus()
    # a legal roster is not questioned
    assert window.open_path(saved_roster(tmp_path / "fine.yaml", "Fine"), ask=False)
    assert not _game_on(window).illegal.isVisible()


def test_the_new_words_are_french_in_french(
    qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window("fr")
    assert window.open_from_code(_code(tmp_path))
    view = _game_on(window)
    assert "enregistrement automatique" in view.file_note.text()
    assert window.game_mode.new_action.text() == "Nouvelle partie..."
    assert window.game_mode.open_action.text() == "Ouvrir une partie..."
    view.spins["scored"].setValue(view.tracker.army.vp_to_win)
    assert view.turn_label.text() == "Tour 1 \u2014 la partie est terminée."


def test_save_as_takes_the_game_along_and_keeps_the_one_already_there(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.game.io import save_game

    roster = saved_roster(tmp_path / "army.yaml", "Saved")
    assert window.open_path(roster, ask=False)
    view = _game_on(window)
    _click_box(qtbot, view, 0, 1)
    played = view.tracker.state
    window.game_mode.action.trigger()  # the mode off: the game is beside army.yaml
    qtbot.waitUntil(lambda: load_game(game_path(roster)) == played, timeout=1000)
    target = tmp_path / "copy.netepic.yaml"
    other = GameState(turns=(played.turns[0].model_copy(update={"objectives": 2}),))
    save_game(other, game_path(target))  # another game already has that name
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_as()
    assert load_game(game_path(target)) == played
    assert load_game(game_path(roster)) == played  # the old file's game stays too
    kept = list(tmp_path.glob("copy.netepic.game-*.yaml"))
    assert len(kept) == 1 and load_game(kept[0]) == other


def test_new_game_from_the_menu_turns_the_mode_on(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.open_from_code(_code(tmp_path))
    assert not window.game_mode.action.isChecked()
    window.game_mode.menu.aboutToShow.emit()
    assert window.game_mode.new_action.isEnabled()
    window.game_mode.new_action.trigger()  # no game yet: nothing to ask
    assert window.game_mode.view is not None
    assert window.game_mode.view.tracker.state == GameState()


def test_recovery_brings_the_game_of_a_roster_with_no_file_back(
    qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    import json

    from listbuilder.gui.window.app import after_start

    window = make_window()
    assert window.open_from_code(_code(tmp_path, "Crashed mid-game"))
    view = _game_on(window)
    _click_box(qtbot, view, 0, 3)
    played = view.tracker.state
    autosaver = window.autosaver
    assert autosaver is not None
    qtbot.waitUntil(
        lambda: autosaver.note_file.exists() and load_game(autosaver.game_file) == played,
        timeout=1000,
    )
    note = json.loads(autosaver.note_file.read_text(encoding="utf-8"))
    note["pid"] = 2**22 + 7919  # the process died
    autosaver.note_file.write_text(json.dumps(note), encoding="utf-8")
    crashed = autosaver.game_file
    autosaver.session = "next-session"  # keep the crashed files where they are

    fresh = make_window()
    answer_modal(lambda box: box.buttons()[0].click())  # "Recover"
    after_start(fresh, opened=False)
    assert fresh.document is not None and fresh.document.session.roster.name == "Crashed mid-game"
    assert "came back" in fresh.statusBar().currentMessage()
    assert not crashed.exists()  # taken over by the new window's autosave
    assert fresh.autosaver is not None and load_game(fresh.autosaver.game_file) == played
    view = _game_on(fresh)
    assert view.tracker.state == played and view.tracker.score.cards[0].losses == 4


def test_save_in_the_quit_question_keeps_the_game_beside_the_new_file(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = make_window()
    assert window.open_from_code(_code(tmp_path))
    view = _game_on(window)
    _click_box(qtbot, view, 0, 9)
    played = view.tracker.state
    target = tmp_path / "kept.netepic.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    answer_modal(_click(QMessageBox.ButtonRole.AcceptRole))  # Save
    window.close()
    assert not window.isVisible()
    assert load_game(game_path(target)) == played
    assert window.autosaver is not None and not window.autosaver.game_file.exists()
