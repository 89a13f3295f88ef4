"""Tools › Check Lists for an Event… (issue 33, item 3): the organiser's desk, through the
real window: the table of every list, duplicates, opening a list, the refresh when a file
changes, and the reports (the CSV is the command line's, the PDF is read back)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pdfplumber
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from listbuilder.cli.main import main
from listbuilder.editing.event_desk import COLUMNS
from listbuilder.gui.common import menus_by_action
from listbuilder.gui.dialogs.event_desk import EventDesk

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
PACK = EXAMPLES / "tournament-pack.yaml"
LEGAL = "space-marines-with-guard.yaml"


def _lists(tmp_path: Path) -> Path:
    """The example rosters, plus the legal one sent again by another player under another
    name (the same list twice)."""
    folder = tmp_path / "entries"
    folder.mkdir()
    for roster in EXAMPLES.glob("*.yaml"):
        if roster != PACK:  # as written before rosters recorded their data revision
            text = re.sub(r"(?m)^data:\n(?:[ \t].*\n)*", "", roster.read_text(encoding="utf-8"))
            (folder / roster.name).write_text(text, encoding="utf-8")
    text = (folder / LEGAL).read_text(encoding="utf-8")
    text = text.replace("name: Ultramarines at Tarsis", "name: My marines\nplayer: Anne")
    (folder / "anne.yaml").write_text(text, encoding="utf-8")
    return folder


def _open_desk(window: MainWindow) -> EventDesk:
    menus = menus_by_action(window)
    titles = [menus[a].objectName() for a in window.menuBar().actions() if a in menus]
    assert titles.index("toolsMenu") == len(titles) - 2, "Tools comes just before Help"
    tools = next(menu for menu in menus.values() if menu.objectName() == "toolsMenu")
    action = next(a for a in tools.actions() if a.objectName() == "checkEventLists")
    action.trigger()
    desk = window.findChild(EventDesk)
    assert desk is not None and desk.isVisible()
    return desk


def _table(desk: EventDesk) -> dict[str, dict[str, str]]:
    """The table as shown, by file name then column."""
    model = desk.model
    shown: dict[str, dict[str, str]] = {}
    for row in range(model.rowCount()):
        cells = {c: model.data(model.index(row, i)) for i, c in enumerate(COLUMNS)}
        shown[cells["file"]] = cells
    return shown


def _checked(qtbot: QtBot, desk: EventDesk, rows: int) -> None:
    """Wait until *rows* lists are shown and their files followed."""
    qtbot.waitUntil(lambda: not desk.busy and desk.model.rowCount() == rows, timeout=20_000)
    listed = {row.file for row in desk.model.rows if row.status != "unreadable"}
    qtbot.waitUntil(lambda: listed <= set(desk.watcher.files()), timeout=5_000)


@pytest.fixture
def desk(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> EventDesk:
    desk = _open_desk(window)
    assert desk.set_pack(PACK)
    desk.set_sources([_lists(tmp_path)])
    _checked(qtbot, desk, 7)
    return desk


def test_the_table_has_every_list_with_player_army_status_and_duplicates(
    desk: EventDesk,
) -> None:
    shown = _table(desk)
    anne = shown["anne.yaml"]
    assert anne["player"] == "Anne"  # the file's player field
    assert shown["goff-warband.yaml"]["player"] == "goff-warband"  # else the file's name
    assert anne["points"] == "2925"
    assert anne["army"] == "Adeptus Astartes - Standard Space Marines + Imperial Guard Army"
    assert anne["status"] == "legal"
    assert shown["titan-legion.yaml"]["status"] == "illegal (2 errors)"
    assert shown["goff-warband.yaml"]["status"] == "illegal (1 error)"  # Ghazghkull is banned
    assert anne["data"] == "–"  # no data revision recorded in these files
    assert anne["duplicate"] == LEGAL and shown[LEGAL]["duplicate"] == "anne.yaml"
    assert [c["duplicate"] for n, c in shown.items() if n not in ("anne.yaml", LEGAL)] == [""] * 5
    assert "7 lists: 2 legal, 5 illegal, 0 unreadable, 2 duplicates" in desk.summary.text()
    model = desk.model
    row = next(i for i, r in enumerate(model.rows) if r.file.endswith("titan-legion.yaml"))
    tip = model.data(model.index(row, COLUMNS.index("status")), Qt.ItemDataRole.ToolTipRole)
    assert len(tip.splitlines()) == 2  # its two errors
    assert "Titan Legions" in tip


def test_the_csv_is_the_command_lines(
    desk: EventDesk, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = desk.sources[0]
    ours, theirs = tmp_path / "desk.csv", tmp_path / "cli.csv"
    assert desk.export_csv(ours)
    assert main(["validate", folder, "--tournament", str(PACK), "--csv", str(theirs)]) == 1
    capsys.readouterr()
    assert ours.read_bytes() == theirs.read_bytes()
    assert ours.read_text(encoding="utf-8").count("\n") == 8  # the header and 7 lists


def test_the_pdf_reads_back_in_the_windows_language(
    desk: EventDesk, window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    window.set_language("fr")
    _checked(qtbot, desk, 7)
    qtbot.waitUntil(lambda: _table(desk)["anne.yaml"]["status"] == "conforme", timeout=20_000)
    out = tmp_path / "liste.pdf"
    job = desk.export_pdf(out)
    assert job is not None
    job.wait()
    with pdfplumber.open(out) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert "Listes pour Tarsis Open" in text
    assert "Joueur" in text and "Même liste que" in text
    assert "non conforme (2 erreurs)" in text  # the Titan Legion
    assert "Anne" in text and "2925" in text
    assert "7 listes : 2 conformes, 5 non conformes, 0 illisible, 2 en double" in text


def test_a_list_opens_in_the_window(desk: EventDesk, window: MainWindow) -> None:
    row = next(i for i, r in enumerate(desk.model.rows) if r.file.endswith("anne.yaml"))
    assert desk.open_row(row)
    assert window.document is not None
    assert window.document.session.roster.player == "Anne"


def test_the_table_follows_the_folder(desk: EventDesk, qtbot: QtBot) -> None:
    folder = Path(desk.sources[0])
    anne = folder / "anne.yaml"
    text = anne.read_text(encoding="utf-8").replace("points_limit: 3000", "points_limit: 2000")
    anne.write_text(text, encoding="utf-8")  # now over its own limit: illegal
    qtbot.waitUntil(
        lambda: _table(desk)["anne.yaml"]["status"].startswith("illegal"), timeout=20_000
    )
    assert _table(desk)["anne.yaml"]["duplicate"] == ""  # no longer the same list
    shutil.copy(EXAMPLES / "titan-legion.yaml", folder / "late.yaml")  # a list sent late
    _checked(qtbot, desk, 8)
    assert _table(desk)["late.yaml"]["duplicate"] == "titan-legion.yaml"


def test_dropped_files_share_codes_and_battlescribe_rosters(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rosz = tmp_path / "bs.rosz"
    code = tmp_path / "chat.txt"
    source = str(EXAMPLES / LEGAL)
    assert main(["export", source, "--format", "rosz", "-o", str(rosz)]) == 0
    assert main(["export", source, "--format", "code", "-o", str(code)]) == 0
    code.write_text("Here is my list: " + code.read_text(encoding="utf-8"), encoding="utf-8")
    capsys.readouterr()
    desk = _open_desk(window)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in (rosz, code)])
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    desk.dropEvent(drop)
    _checked(qtbot, desk, 2)
    shown = _table(desk)
    assert shown["bs.rosz"]["points"] == shown["chat.txt"]["points"] == "2925"
    assert shown["bs.rosz"]["data"].isdigit()  # BattleScribe's gameSystemRevision
    assert shown["chat.txt"]["data"] == "–"
    assert shown["bs.rosz"]["duplicate"] == "chat.txt"  # the same list, in two formats
    ours, theirs = tmp_path / "desk.csv", tmp_path / "cli.csv"
    assert desk.export_csv(ours)
    assert main(["validate", str(rosz), str(code), "--csv", str(theirs)]) == 0
    capsys.readouterr()
    assert ours.read_bytes() == theirs.read_bytes()
    row = next(i for i, r in enumerate(desk.model.rows) if r.file == str(code))
    desk.open_row(row)  # a share code opens as a new roster, as File › Open does
    assert window.document is not None and window.document.session.path is None
    assert window.document.session.result.figures.points == 2925


def test_a_bad_pack_is_refused_with_a_message(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "pack.yaml"
    bad.write_text("format: netepic-tournament/1\npoints_limit: lots\n", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        "listbuilder.gui.dialogs.event_desk.show_error",
        lambda _parent, exc, **_kw: shown.append(exc.describe()),
    )
    desk = _open_desk(window)
    assert not desk.set_pack(bad)
    assert desk.pack is None
    assert shown and "pack.yaml" in shown[0]


def test_the_menu_entry_speaks_french(make_window: Callable[..., MainWindow]) -> None:
    window = make_window("fr")
    desk = _open_desk(window)
    assert desk.windowTitle() == "Vérifier les listes d'un tournoi"
    assert desk.folder_button.text() == "Choisir le dossier\u2026"


def test_the_table_sorts_by_status_and_opens_the_row_shown(
    desk: EventDesk, window: MainWindow
) -> None:
    status = COLUMNS.index("status")
    desk.table.sortByColumn(status, Qt.SortOrder.DescendingOrder)
    view = desk.table.model()
    shown = [view.index(row, status).data() for row in range(view.rowCount())]
    assert shown[0] == "illegal (3 errors)" and shown[-2:] == ["legal", "legal"]
    desk.table.selectRow(0)
    assert desk.open_button.isEnabled()
    desk.open_button.click()
    assert window.document is not None
    assert window.document.session.result.figures.points in (2675, 1825)  # one with 3 errors


def test_an_edited_pack_is_read_again(desk: EventDesk, qtbot: QtBot, tmp_path: Path) -> None:
    pack = tmp_path / "pack.yaml"
    pack.write_text(PACK.read_text(encoding="utf-8"), encoding="utf-8")
    assert desk.set_pack(pack)
    _checked(qtbot, desk, 7)
    assert _table(desk)["goff-warband.yaml"]["status"] == "illegal (1 error)"
    # the desk follows the pack once its check is shown (a file written before is read then)
    qtbot.waitUntil(lambda: str(pack) in desk.watcher.files(), timeout=20_000)
    text = pack.read_text(encoding="utf-8").replace("deny: [orks/ghazghkull_thraka]", "deny: []")
    pack.write_text(text, encoding="utf-8")  # Ghazghkull allowed after all
    qtbot.waitUntil(lambda: _table(desk)["goff-warband.yaml"]["status"] == "legal", timeout=20_000)


def test_a_closed_desk_follows_no_file_and_catches_up_when_shown_again(
    desk: EventDesk, window: MainWindow, qtbot: QtBot
) -> None:
    qtbot.waitUntil(lambda: bool(desk.watcher.files() and desk.watcher.directories()))
    desk.close()
    assert not desk.watcher.files() and not desk.watcher.directories()
    folder = Path(desk.sources[0])
    shutil.copy(EXAMPLES / "titan-legion.yaml", folder / "late.yaml")
    again = _open_desk(window)
    assert again is desk  # the same desk, with its choices
    _checked(qtbot, desk, 8)
    qtbot.waitUntil(lambda: str(folder / "late.yaml") in desk.watcher.files())


def test_enter_opens_the_selected_list(desk: EventDesk, window: MainWindow, qtbot: QtBot) -> None:
    row = next(i for i, r in enumerate(desk.model.rows) if r.file.endswith("titan-legion.yaml"))
    desk.table.selectRow(desk.sorted.mapFromSource(desk.model.index(row, 0)).row())
    desk.table.setFocus()
    qtbot.keyClick(desk.table, Qt.Key.Key_Return)
    assert window.document is not None
    assert window.document.session.roster.forces[0].list_id == "titan_legions"


def test_a_pack_naming_no_card_says_so(desk: EventDesk, qtbot: QtBot, tmp_path: Path) -> None:
    pack = tmp_path / "typo.yaml"
    text = PACK.read_text(encoding="utf-8").replace("warhound_titan: 1", "warhund_titan: 1")
    pack.write_text(text, encoding="utf-8")
    assert desk.set_pack(pack)
    qtbot.waitUntil(lambda: "warhund_titan" in desk.summary.text(), timeout=20_000)
    assert "in no army list or card" in desk.summary.text()


def test_the_next_desk_starts_with_the_last_pack_and_lists(
    desk: EventDesk, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    folder = desk.sources[0]
    desk.close()
    later = _open_desk(make_window())  # another window, as after a restart
    assert later is not desk
    assert later.pack_path == PACK and later.pack is not None
    assert later.sources == [folder]
    _checked(qtbot, later, 7)
    assert _table(later)["anne.yaml"]["player"] == "Anne"


def test_a_long_check_shows_its_progress_and_can_be_cancelled(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    from listbuilder.editing import event_check

    real = event_check.check_file

    def slow(*args: object, **kwargs: object) -> object:
        time.sleep(0.2)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(event_check, "check_file", slow)
    desk = _open_desk(window)
    desk.set_sources([_lists(tmp_path)])
    qtbot.waitUntil(desk.progress.isVisible, timeout=10_000)
    assert desk.busy and not desk.csv_button.isEnabled()
    assert desk.progress.label.text().startswith("Checking lists")
    desk.progress.cancel_button.click()
    qtbot.waitUntil(lambda: not desk.busy, timeout=10_000)
    assert desk.model.rowCount() == 0  # nothing half-checked is shown
    assert not desk.progress.isVisible()
    monkeypatch.setattr(event_check, "check_file", real)
    desk.refresh()
    _checked(qtbot, desk, 7)


def test_a_report_never_replaces_a_roster(desk: EventDesk, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(
        "listbuilder.gui.dialogs.event_desk.show_error",
        lambda _parent, exc, **_kw: shown.append(exc.describe()),
    )
    roster = Path(desk.sources[0]) / "anne.yaml"
    before = roster.read_bytes()
    assert not desk.export_csv(roster)
    assert desk.export_pdf(roster) is None
    assert roster.read_bytes() == before
    assert len(shown) == 2 and all("anne.yaml" in text for text in shown)


def test_a_pack_chosen_during_a_check_decides_the_table(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    from listbuilder.editing import event_check

    real = event_check.check_file

    def slow(*args: object, **kwargs: object) -> object:
        time.sleep(0.05)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(event_check, "check_file", slow)
    desk = _open_desk(window)
    desk.set_sources([_lists(tmp_path)])  # checked with no pack: the Goffs are legal
    assert desk.busy
    assert desk.set_pack(PACK)  # which bans Ghazghkull
    _checked(qtbot, desk, 7)
    assert _table(desk)["goff-warband.yaml"]["status"] == "illegal (1 error)"


def test_an_edit_keeping_the_files_time_and_size_is_seen(desk: EventDesk, qtbot: QtBot) -> None:
    import os

    anne = Path(desk.sources[0]) / "anne.yaml"
    stat = anne.stat()
    text = anne.read_text(encoding="utf-8").replace("points_limit: 3000", "points_limit: 2000")
    anne.write_text(text, encoding="utf-8")
    os.utime(anne, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # a coarse clock: the same time
    qtbot.waitUntil(
        lambda: _table(desk)["anne.yaml"]["status"].startswith("illegal"), timeout=20_000
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_getting_started_names_the_desk_as_the_menu_does(
    make_window: Callable[..., MainWindow], lang: str
) -> None:
    from listbuilder.gui.dialogs.help_dialogs import GettingStartedDialog

    window = make_window(lang)
    window.getting_started_action.trigger()
    dialog = window.findChild(GettingStartedDialog)
    assert dialog is not None
    text = dialog.page.toPlainText()
    entry = window.tools_menu.event_desk_action.text().replace("&", "")
    menu = window.tools_menu.menu.title().replace("&", "")
    assert f"{menu} › {entry}" in text
    dialog.close()


HOUSE_PACK = """\
format: netepic-tournament/2
name: House Rules Open
points_limit: 3000
cards:
  change:
    adeptus_astartes/tactical_company: {points: 100}
"""


def test_house_rules_change_the_desks_figures_as_the_command_lines(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 33 item 2 (another branch) adds packs that change a card's points: the desk must
    apply them as ``validate --tournament`` does (``editing.event_check.event_codex``)."""
    from listbuilder.errors import TournamentPackError
    from listbuilder.rules.tournament import load_pack

    pack = tmp_path / "house.yaml"
    pack.write_text(HOUSE_PACK, encoding="utf-8")
    try:
        load_pack(pack)
    except TournamentPackError:
        pytest.skip("packs netepic-tournament/2 (house rules) are not in this build yet")
    folder = _lists(tmp_path)
    desk = _open_desk(window)
    assert desk.set_pack(pack)
    desk.set_sources([folder])
    _checked(qtbot, desk, 7)
    ours, theirs = tmp_path / "desk.csv", tmp_path / "cli.csv"
    assert desk.export_csv(ours)
    main(["validate", str(folder), "--tournament", str(pack), "--csv", str(theirs)])
    capsys.readouterr()
    assert ours.read_bytes() == theirs.read_bytes(), "event_codex must apply the house rules"
    assert _table(desk)["anne.yaml"]["points"] != "2925"  # two Tactical Companies, cheaper


def test_a_bug_while_checking_is_said_and_the_desk_goes_on(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.gui.dialogs import event_desk

    def broken(*_args: object, **_kwargs: object) -> object:
        raise RuntimeError("boom")

    shown: list[str] = []
    real = event_desk.desk_rows
    monkeypatch.setattr(event_desk, "desk_rows", broken)
    monkeypatch.setattr(
        event_desk, "show_error", lambda _parent, exc, **_kw: shown.append(exc.describe())
    )
    desk = _open_desk(window)
    desk.set_sources([_lists(tmp_path)])
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert "RuntimeError" in shown[0] and "boom" in shown[0]
    assert not desk.busy
    monkeypatch.setattr(event_desk, "desk_rows", real)
    desk.refresh()
    _checked(qtbot, desk, 7)
