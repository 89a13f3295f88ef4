"""Game mode: tick losses, see a card break, enter the turn, undo, and find the game again."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt

from listbuilder.game.io import game_path, load_game
from tests.gui.helpers import saved_roster

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.game_view import GameView
    from listbuilder.gui.window.main_window import MainWindow


def _open_game(window: MainWindow, path: Path) -> GameView:
    assert window.open_path(path, ask=False)
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None and window.stack.currentWidget() is view
    return view


def _click_box(qtbot: QtBot, view: GameView, row: int, box: int) -> None:
    strip = view.rows[row].strip
    assert strip is not None
    centre = strip._rect(box).center()
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(centre))


def test_ticking_to_the_break_point_breaks_the_card_and_saves_the_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    roster_file = saved_roster(tmp_path / "army.yaml", "Ultramarines")
    before = roster_file.read_bytes()
    view = _open_game(window, roster_file)
    card = view.tracker.army.cards[0]
    assert card.breaks_at == 15
    _click_box(qtbot, view, 0, 13)  # 14 losses
    assert not view.tracker.score.cards[0].broken
    assert "14" in view.rows[0].status.text()
    _click_box(qtbot, view, 0, 14)  # the heavy box: 15
    found = view.tracker.score.cards[0]
    assert found.broken and found.losses == 15
    status = view.rows[0].status.text()
    assert "Broken in turn 1" in status and "each of its 4 detachments" in status
    assert f"cards {card.victory_points}" in view.totals.text()
    # saved right after each move is shown: back after a crash
    qtbot.waitUntil(lambda: load_game(game_path(roster_file)) == view.tracker.state)
    # Undo in the window undoes the game's last move, not a roster edit
    window.undo.undo_action.trigger()
    assert view.tracker.score.cards[0].losses == 14
    qtbot.waitUntil(lambda: load_game(game_path(roster_file)).turns[0].losses == {card.path: 14})
    window.undo.redo_action.trigger()
    assert view.tracker.score.cards[0].broken
    # the roster is never changed, nor marked modified
    window.game_mode.action.trigger()
    assert window.game_mode.view is None
    assert roster_file.read_bytes() == before
    assert window.document is not None and not window.document.session.is_modified


def test_turn_entries_and_the_winner(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    view = _open_game(window, saved_roster(tmp_path / "army.yaml", "Small"))
    assert view.tracker.army.vp_to_win == 30 and view.tracker.army.objectives == 6
    view.spins["objectives"].setValue(4)
    view.next_button.click()
    assert view.tracker.state.turn == 2 and view.spins["objectives"].value() == 4
    view.spins["scored"].setValue(10)
    assert view.tracker.score.now.total == 30
    assert view.outcome.text() == "This army has won: 30 VP reached at the end of turn 2."
    assert view.table.rowCount() == 2 and view.table.item(1, 3).text() == "30"


def test_the_game_comes_back_when_the_mode_is_opened_again(
    qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    roster_file = saved_roster(tmp_path / "army.yaml", "Back")
    first = make_window()
    view = _open_game(first, roster_file)
    _click_box(qtbot, view, 0, 4)
    view.bastion_points.setValue(300)
    view.bastion_button.click()
    view.bastion_boxes[0].click()
    qtbot.waitUntil(lambda: load_game(game_path(roster_file)) == view.tracker.state)
    second = make_window("fr")
    again = _open_game(second, roster_file)
    assert again.tracker.score.cards[0].losses == 5
    assert again.tracker.score.now.conceded == 3  # the bastion, 300 points
    assert again.rows[0].status.text().startswith("5 sur 29 perdues")


def test_a_damaged_game_file_is_refused_and_left_alone(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from tests.gui.conftest import answer_modal

    roster_file = saved_roster(tmp_path / "army.yaml", "Damaged")
    bad = game_path(roster_file)
    bad.write_text("format: netepic-game/1\nturns: 3\n", encoding="utf-8")
    assert window.open_path(roster_file, ask=False)
    seen: list[str] = []
    answer_modal(lambda dialog: (seen.append(dialog.text()), dialog.accept()))  # type: ignore[attr-defined]
    window.game_mode.action.trigger()
    assert window.game_mode.view is None and not window.game_mode.action.isChecked()
    assert seen and "army.game.yaml" in seen[0]
    assert bad.read_text(encoding="utf-8") == "format: netepic-game/1\nturns: 3\n"


def test_ticks_on_a_20000_point_roster_reach_their_card(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.roster.io import save_roster
    from listbuilder.roster.model import AttachedCard, Company, Force, Roster

    companies = tuple(
        Company(
            card="tactical_company",
            attached=(AttachedCard(card="land_raider_squadron"), AttachedCard(card="chaplain")),
        )
        for _ in range(20)
    )
    roster = Roster(
        name="Big",
        points_limit=20_000,
        forces=(Force(list_id="space_marines", companies=companies),),
    )
    path = tmp_path / "big.yaml"
    save_roster(roster, path)
    view = _open_game(window, path)
    assert len(view.rows) == 60
    for box in range(10):  # timings belong to the benchmarks, not to the tests
        _click_box(qtbot, view, 30, box)
    assert view.tracker.score.cards[30].losses == 10


def test_game_mode_on_the_largest_roster_keeps_the_window_answering(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Issue 30: 20,000 companies froze the window 24 s; a roster now holds at most 2,000
    cards, and Game mode shows the first ones at once and adds the others a few at a time
    between events. Every card ends up shown, in order, and ticks reach the last one."""
    import time

    from PySide6.QtWidgets import QApplication

    from listbuilder.gui.window.game_view import EAGER_ROWS
    from listbuilder.roster.bounds import MAX_CARDS
    from listbuilder.roster.io import save_roster
    from listbuilder.roster.model import AttachedCard, Company, Force, Roster

    company = Company(card="tactical_company", attached=(AttachedCard(card="chaplain"),))
    roster = Roster(
        name="Largest",
        forces=(Force(list_id="space_marines", companies=(company,) * (MAX_CARDS // 2)),),
    )
    path = tmp_path / "largest.yaml"
    save_roster(roster, path)
    started = time.perf_counter()
    view = _open_game(window, path)
    opened = time.perf_counter() - started
    assert len(view.rows) == EAGER_ROWS and view.filling
    assert opened < 5, f"entering Game mode took {opened:.1f} s"  # 6 s before, 0.6 s idle
    assert view.row_task is not None
    view.row_task.cancel()  # each turn of the loop's work, timed one by one
    turns: list[float] = []
    while view.filling:
        started = time.perf_counter()
        view._more_rows()
        turns.append(time.perf_counter() - started)
        QApplication.processEvents()
    # the budget is 30 ms a turn: the window answers between turns
    assert len(turns) > 1  # how many depends on the machine's speed, not on the code
    assert sorted(turns)[len(turns) // 2] < 0.1
    assert len(view.rows) == MAX_CARDS
    assert [row.card for row in view.rows] == list(view.tracker.army.cards)
    _click_box(qtbot, view, MAX_CARDS - 1, 0)
    assert view.tracker.score.cards[MAX_CARDS - 1].losses == 1
    assert view.rows[-1].status.text() == view.rows[-3].status.text().replace("0 of", "1 of")
