"""Launch: the window paints first, the army books load after it, and nothing asked for
meanwhile is lost; the splitters come back where the player left them."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from listbuilder.errors import CodexError
from listbuilder.gui.window.app import Launch, run_app, window_shell
from listbuilder.gui.window.settings import Settings
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from tests.gui.conftest import answer_modal
from tests.gui.helpers import drag_handle, run_app_once, saved_roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow


class SlowBooks:
    """A loader that holds the army books back until the test lets them through."""

    def __init__(self, codex: Codex) -> None:
        self.codex = codex
        self.gate = threading.Event()
        self.calls = 0

    def __call__(self) -> Codex:
        self.calls += 1
        assert self.gate.wait(30), "the test never let the books through"
        return self.codex


@pytest.fixture
def launching(
    qtbot: QtBot, codex: Codex, data_dir: Path
) -> Iterator[Callable[..., tuple[MainWindow, Launch, SlowBooks]]]:
    """Start the app's window with held-back books; shown (painted) when returned."""
    started: list[tuple[MainWindow, Launch, SlowBooks]] = []

    def start(files: tuple[Path, ...] = ()) -> tuple[MainWindow, Launch, SlowBooks]:
        books = SlowBooks(codex)
        window = window_shell(language="en")
        launch = Launch(window, files, load=books)
        with qtbot.waitSignal(launch.shown, timeout=10_000):
            launch.start()
        started.append((window, launch, books))
        return window, launch, books

    yield start
    for window, launch, books in started:
        books.gate.set()
        launch.wait()
        window.set_document(None)
        window.close()
        window.deleteLater()


def test_the_window_paints_before_the_army_books_load(
    qtbot: QtBot, launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]]
) -> None:
    window, launch, books = launching()
    assert window.isVisible() and not window.books_loaded and not launch.is_ready
    assert window.stack.currentWidget() is window.welcome
    assert window.welcome.loading.isVisible()
    assert window.welcome.loading.text() == "Loading army books\u2026"
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    assert books.calls == 1
    assert window.books_loaded and launch.is_ready
    assert not window.welcome.loading.isVisible()
    assert window.stack.currentWidget() is window.welcome
    # the editing views are built just after "ready", when the event loop is idle
    qtbot.waitUntil(lambda: window._editor is not None, timeout=10_000)
    assert window.stack.currentWidget() is window.welcome


def test_a_roster_started_right_after_ready_gets_the_editor_the_idle_preparation_had_left(
    qtbot: QtBot, launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]]
) -> None:
    window, launch, books = launching()
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    window.start_roster("Right away", 3000, "space_marines")  # before the idle turns end
    assert window.stack.currentWidget() is window.editor.widget
    with qtbot.waitSignal(launch.settled, timeout=10_000):
        pass  # the rest of the preparation finds the editor built and keeps it
    assert window.stack.currentWidget() is window.editor.widget
    assert window.header.name_edit.text() == "Right away"


def test_the_loading_state_speaks_french(qtbot: QtBot, data_dir: Path) -> None:
    window = window_shell(language="fr")
    qtbot.addWidget(window)
    window.welcome.set_loading(True)
    assert window.welcome.loading.text() == "Chargement des livres d'arm\u00e9e\u2026"
    assert not window.when_loaded(window.new_roster)
    assert window.status.text() == "Chargement des livres d'arm\u00e9e\u2026"
    window._when_loaded = None  # never loaded here: nothing is left waiting
    QGuiApplication.restoreOverrideCursor()


def test_new_roster_asked_while_loading_opens_once_the_books_are_there(
    qtbot: QtBot, launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]]
) -> None:
    from listbuilder.gui.dialogs.new_roster_dialog import NewRosterDialog

    window, launch, books = launching()
    window.welcome.new_button.click()  # no dialog without the books, and no crash
    assert "Loading army books" in window.status.text()
    seen: list[QWidget] = []

    def cancel(dialog: QWidget) -> None:
        seen.append(dialog)
        dialog.close()

    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    answer_modal(cancel)
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert isinstance(seen[0], NewRosterDialog)
    assert window.status.text() == ""


def test_a_file_named_on_the_command_line_opens_after_the_books_load(
    qtbot: QtBot,
    launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]],
    tmp_path: Path,
    data_dir: Path,
) -> None:
    path = saved_roster(tmp_path / "shell.yaml", "From the shell")
    window, launch, books = launching((path,))
    assert window.document is None  # not read yet: the books are not there
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    assert window.document is not None and window.document.session.path == path
    assert window.header.name_edit.text() == "From the shell"
    assert window.stack.currentWidget() is window.editor.widget
    assert "shell.yaml" in (data_dir / "settings.ini").read_text(encoding="utf-8")


def test_a_roster_named_at_start_is_recorded_while_the_books_load(
    qtbot: QtBot,
    launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]],
    tmp_path: Path,
    data_dir: Path,
) -> None:
    """The recent files are written to disk while the books load (the disk's wait overlaps
    the loading), not between the books and the roster shown."""
    path = saved_roster(tmp_path / "shell.yaml", "From the shell")
    window, launch, books = launching((path,))
    assert window.document is None  # the books are not there yet
    assert "shell.yaml" in (data_dir / "settings.ini").read_text(encoding="utf-8")
    assert window.settings.recent_files()[0] == path.resolve()
    note = _open_note(window)
    assert json.loads(note.read_text(encoding="utf-8"))["file"] == str(path.resolve())
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    assert window.document is not None and window.document.session.path == path
    assert window.settings.recent_files() == [path.resolve()]
    assert window.settings.last_folder() == str(tmp_path.resolve())
    assert json.loads(note.read_text(encoding="utf-8"))["file"] == str(path.resolve())
    assert window.close_roster()
    assert not note.exists()


def _open_note(window: MainWindow) -> Path:
    from listbuilder.gui.window.window_windows import open_note_file, open_notes_dir

    autosaver = window.autosaver
    assert autosaver is not None
    return open_note_file(open_notes_dir(autosaver.folder), autosaver.session)


@pytest.mark.parametrize("gone", [False, True])
def test_a_roster_named_at_start_that_cannot_be_opened_leaves_the_recent_files_as_they_were(
    qtbot: QtBot,
    launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]],
    tmp_path: Path,
    gone: bool,
) -> None:
    settings = Settings()
    older = saved_roster(tmp_path / "older.yaml", "Older")
    named = tmp_path / "named" / "broken.yaml"
    named.parent.mkdir()
    named.write_text("format: netepic-roster/1\nforces: 3\n", encoding="utf-8")
    settings.add_recent_file(named)  # opened before, damaged since (or gone)
    settings.add_recent_file(older)
    settings.set_last_folder(older.parent)
    before = settings.recent_files()
    if gone:
        named.unlink()
    window, launch, books = launching((named,))
    answer_modal(lambda box: box.close())  # the error said, the start page stays
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    assert window.document is None
    assert not _open_note(window).exists()  # noted as the app started, then taken back
    kept = [p for p in before if p != named.resolve()] if gone else before
    assert Settings().recent_files() == kept
    assert Settings().last_folder() == str(older.parent)


def test_a_roster_named_at_start_leaves_the_recent_rosters_unsummarized(
    qtbot: QtBot,
    launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]],
    tmp_path: Path,
) -> None:
    """The start page is replaced at once: what its recent rosters hold is not worked out on
    the worker thread meanwhile (it would compete with opening the roster)."""
    Settings().add_recent_file(saved_roster(tmp_path / "recent.yaml", "Recent"))
    path = saved_roster(tmp_path / "shell.yaml", "From the shell")
    window, launch, books = launching((path,))
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    assert window.document is not None and window._recent is None


@pytest.mark.parametrize("named", [False, True])
def test_the_start_page_summarizes_its_recent_rosters_once_the_books_are_there(
    qtbot: QtBot,
    launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]],
    tmp_path: Path,
    named: bool,
) -> None:
    """On the start page, and when the roster named at start cannot be opened."""
    Settings().add_recent_file(saved_roster(tmp_path / "recent.yaml", "Recent"))
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: netepic-roster/1\nforces: 3\n", encoding="utf-8")
    window, launch, books = launching((broken,) if named else ())
    if named:
        answer_modal(lambda box: box.close())  # the error said, the start page stays
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    assert window.document is None and window._recent is not None
    recent = window._recent
    qtbot.waitUntil(lambda: bool(recent.latest), timeout=10_000)
    assert [Path(s.path).name for s in recent.latest] == ["recent.yaml"]


def test_a_recent_roster_chosen_while_loading_opens_after(
    qtbot: QtBot, launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]], tmp_path: Path
) -> None:
    from listbuilder.gui.window.settings import Settings

    path = saved_roster(tmp_path / "recent.yaml", "Recent")
    Settings().add_recent_file(path)
    window, _launch, books = launching()
    [button] = window.welcome.recent_buttons
    button.click()
    assert window.document is None
    books.gate.set()
    qtbot.waitUntil(lambda: window.document is not None, timeout=10_000)
    assert window.document is not None and window.document.session.path == path.resolve()


def test_army_books_that_cannot_load_are_reported_and_the_app_ends(
    qtbot: QtBot, data_dir: Path
) -> None:
    def broken() -> Codex:
        raise CodexError("the file must hold a mapping", file=Path("game_system.yaml"), line=1)

    seen: list[str] = []

    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.windowTitle() + "|" + dialog.informativeText())
        dialog.close()

    answer_modal(read_and_close, attempts=250)
    assert run_app([], load=broken) == 2
    assert seen and seen[0].startswith("Listbuilder cannot start|")
    assert "game_system.yaml:1" in seen[0]


def test_army_books_that_cannot_load_are_reported_in_french_on_the_command_line(
    qtbot: QtBot, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken() -> Codex:
        raise CodexError(Msg("error.codex.not_mapping"), file=Path("game_system.yaml"), line=1)

    Settings().language = "fr"
    answer_modal(lambda dialog: dialog.close(), attempts=250)
    assert run_app([], load=broken) == 2
    err = capsys.readouterr().err
    assert "listbuilder ne peut pas démarrer (CodexError) : game_system.yaml:1" in err
    assert message("error.codex.not_mapping", "fr") in err


def test_a_bug_while_loading_is_raised_to_the_command_line(data_dir: Path) -> None:
    def buggy() -> Codex:
        raise ZeroDivisionError("a bug")

    with pytest.raises(ZeroDivisionError):
        run_app([], load=buggy)


PROBE = """
import sys
import listbuilder.gui.window.app as app

HEAVY = ("pydantic", "yaml", "reportlab", "listbuilder.codex.models",
         "listbuilder.roster.model", "listbuilder.rules.engine", "listbuilder.gui.editor.panels",
         "pypdfium2", "listbuilder.gui.printout.print_preview", "listbuilder.gui.work")
painted = app.Launch._first_paint

def probe(self):
    if self._loading is None:
        print("language:", self.window.lang, flush=True)
        print("loaded at first paint:", [m for m in HEAVY if m in sys.modules], flush=True)
    painted(self)

app.Launch._first_paint = probe
sys.exit(app.run_app([]))
"""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_first_paint_imports_neither_the_books_nor_the_core(
    data_dir: Path, language: str
) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    run = run_app_once("-c", PROBE)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert f"language: {language}" in lines
    assert "loaded at first paint: []" in lines
    moments = [line.split()[0] for line in lines if line.startswith(("shown ", "ready "))]
    assert moments == ["shown", "ready"]


@pytest.mark.parametrize("with_file", [False, True])
def test_benchmarks_can_wait_until_the_editor_is_built_after_ready(
    tmp_path: Path, data_dir: Path, with_file: bool
) -> None:
    """On the welcome page the editing views are built after "ready", when idle; the
    start-up benchmark times that moment too (``settled``)."""
    files = [str(saved_roster(tmp_path / "army.yaml", "Army"))] if with_file else []
    run = run_app_once("-m", "listbuilder", *files, exit_when="settled")
    assert run.returncode == 0, run.stderr
    moments = [line.split() for line in run.stdout.splitlines()]
    assert [what for what, _ in moments] == ["shown", "ready", "settled"]
    times = [float(when) for _, when in moments]
    assert times == sorted(times)


# --- splitters ------------------------------------------------------------------------


def test_moved_splitters_come_back_after_closing_and_reopening(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    first = make_window()
    first.resize(1400, 900)  # the same size both times (the offscreen screen is smaller)
    first.start_roster("Layout", 3000, "space_marines")
    main, middle = first.editor.splitter, first.editor.middle_splitter
    qtbot.waitUntil(lambda: main.width() > 1000)
    defaults = (main.sizes(), middle.sizes())
    main.setSizes([250, 900, 350])
    middle.setSizes([300, 460])
    moved = (main.sizes(), middle.sizes())
    assert moved != defaults
    first.set_document(None)
    assert first.close()

    second = make_window()
    second.resize(1400, 900)
    second.start_roster("Layout", 3000, "space_marines")

    def as_left() -> None:  # once the editor is laid out in the restored window geometry
        again = (second.editor.splitter.sizes(), second.editor.middle_splitter.sizes())
        for sizes, wanted in zip(again, moved, strict=True):
            assert sizes == pytest.approx(wanted, abs=3)

    qtbot.waitUntil(as_left, timeout=5_000)


def test_unusable_splitter_settings_fall_back_to_the_defaults(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    from PySide6.QtCore import QByteArray

    first = make_window()
    first.resize(1400, 900)
    first.start_roster("Layout", 3000, "space_marines")
    qtbot.waitUntil(lambda: first.editor.splitter.width() > 1000)
    defaults = (first.editor.splitter.sizes(), first.editor.middle_splitter.sizes())
    first.set_document(None)
    assert first.close()
    first.settings.set_window_state("splitter", QByteArray(b"\x00\xffnot a splitter"))
    first.settings.set_window_state("findings_splitter", QByteArray(b"garbage"))
    first.settings.sync()

    second = make_window()
    second.resize(1400, 900)
    second.start_roster("Layout", 3000, "space_marines")

    def as_default() -> None:
        again = (second.editor.splitter.sizes(), second.editor.middle_splitter.sizes())
        assert again == defaults

    qtbot.waitUntil(as_default, timeout=5_000)


def test_the_card_views_split_is_kept_across_cards_and_restarts(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    from listbuilder.roster.model import ElementPath
    from tests.gui.helpers import add_from_browser

    first = make_window()
    first.resize(1400, 900)
    first.start_roster("Layout", 6000, "space_marines")
    add_from_browser(qtbot, first, "adeptus_astartes/tactical_company")
    add_from_browser(qtbot, first, "adeptus_astartes/warlord_titan")
    add_from_browser(qtbot, first, "structures/bastion")
    add_from_browser(qtbot, first, "structures/trench")
    split = first.card_view.splitter
    first.tree.select_path(ElementPath(0, structure=0))  # the bastion: a card with options
    qtbot.waitUntil(lambda: split.height() > 500 and min(split.sizes()) > 0)
    fitted = split.sizes()
    drag_handle(split, -120)  # more room for the options
    moved = split.sizes()
    assert moved[1] > fitted[1] + 80

    # other cards, with options of other heights or none, leave the split as it is
    for path in (ElementPath(0, 0, 0), ElementPath(0, structure=1), ElementPath(0, 0)):
        first.tree.select_path(path)
    first.tree.select_path(ElementPath(0, structure=0))

    def kept() -> None:  # once the options are laid out again
        assert split.sizes() == pytest.approx(moved, abs=3)

    qtbot.waitUntil(kept, timeout=5_000)
    first.set_document(None)
    assert first.close()

    second = make_window()
    second.resize(1400, 900)
    second.start_roster("Layout", 6000, "space_marines")
    add_from_browser(qtbot, second, "structures/bastion")

    def as_left() -> None:
        assert second.card_view.splitter.sizes() == pytest.approx(moved, abs=3)

    qtbot.waitUntil(as_left, timeout=5_000)


def test_started_on_a_roster_asking_for_10_18_models_the_window_reaches_ready(
    qtbot: QtBot,
    launching: Callable[..., tuple[MainWindow, Launch, SlowBooks]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 30: started on such a file, the window showed a blank card view and never
    reached "ready" (so the autosave recovery was skipped). The file is refused at Open,
    with its place, and the start goes on."""
    from listbuilder.gui.window import window_files

    shown: list[str] = []
    monkeypatch.setattr(
        window_files, "show_error", lambda _parent, exc, title: shown.append(exc.describe())
    )
    path = tmp_path / "huge.yaml"
    path.write_text(
        "format: netepic-roster/1\nname: Huge\nforces:\n  - list: space_marines\n"
        "    companies:\n      - card: tactical_company\n"
        f"        options: {{transport.rhino: {10**18}}}\n",
        encoding="utf-8",
    )
    window, launch, books = launching((path,))
    with qtbot.waitSignal(launch.ready, timeout=10_000):
        books.gate.set()
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert launch.is_ready and window.document is None
    assert "huge.yaml:7" in shown[0] and "at most 1,000" in shown[0]
