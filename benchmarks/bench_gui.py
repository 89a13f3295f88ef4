"""The desktop app: launch time beside a bare PySide6 window, and the cost of one edit on a big
roster.

Run: .venv/bin/python benchmarks/bench_gui.py [--runs 7] [--only launch|edits]
(uses the current Qt platform: set DISPLAY for X11/Xvfb, or QT_QPA_PLATFORM=offscreen)

* Launch: each run is a fresh ``python`` process with byte-compiled modules (as
  installed; ``PYTHONDONTWRITEBYTECODE`` would make every launch compile the
  sources), timed from just before it is spawned to two moments it prints
  (``LISTBUILDER_EXIT_WHEN_SHOWN``): the first paint of its main window, and
  "ready to add a card" (every army book loaded, the editing views built, the
  file given open; on the welcome page, New and Open answer at once and the editing
  views are built just after, when idle). The bare window is ``QApplication`` +
  ``QMainWindow().show()``, ready when painted; ours is ``python -m listbuilder``
  (compiled codex cache warm, as after the first start). Median of ``--runs``
  runs each, interleaved. Targets: first paint <= 1.5x bare, ready <= 2.5x.
* Edits: a 20,000-point roster (Space Marines with a titan, an Imperial Guard
  ally) open in the main window; each edit is applied through the window, the
  rules engine runs, every view refreshes and the window is repainted
  synchronously. The card browser's "would adding this break a rule" marks are
  computed afterwards in slices on the event loop; their total is listed apart, and
  each edit starts from a window at rest (the last one's marks left aside).
* Autosave: on the same roster, from an edit to its autosave written on disk (the delay
  that gathers a burst of edits, then the writing thread: roster and note, atomically),
  and the write alone. Goal: under 1 s from the edit.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import print_table

ROOT = Path(__file__).resolve().parents[1]

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.done)
        return False

    def done(self):
        print(f"shown {time.time():.6f}", flush=True)
        QApplication.quit()

app = QApplication(sys.argv)
window = QMainWindow()
room = app.primaryScreen().availableGeometry().size()  # as listbuilder's first start
window.resize(min(1500, room.width() * 9 // 10), min(900, room.height() * 9 // 10))
watcher = FirstPaint(window)
window.installEventFilter(watcher)
window.show()
app.exec()
"""


CORE_ONLY = """
import time
from listbuilder.codex.loader import load_codex
codex = load_codex()
codex.army_list("space_marines")
print(f"shown {time.time():.6f}", flush=True)
"""


def _launch(args: list[str], env: dict[str, str], cwd: Path = ROOT) -> tuple[float, float, float]:
    """Seconds from spawning *args* (in *cwd*) to its first paint, to its "ready" (the first
    paint when it prints no ready line) and to its editing views built (``settled``, with
    ``LISTBUILDER_EXIT_WHEN_SHOWN=settled``; "ready" when it prints no such line)."""
    start = time.time()
    run = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    moments = {}
    for line in run.stdout.splitlines():
        what, _, when = line.partition(" ")
        if what in ("shown", "ready", "settled"):
            moments[what] = float(when) - start
    if "shown" not in moments:
        raise RuntimeError(f"{args} did not show a window:\n{run.stdout}\n{run.stderr}")
    ready = moments.get("ready", moments["shown"])
    return moments["shown"], ready, moments.get("settled", ready)


def launch_times(
    runs: int, roster_file: Path, hand_file: Path | None = None
) -> dict[str, list[tuple[float, float, float]]]:
    """(first paint, ready, editor built) of each launch, by kind; with *hand_file* (the
    same roster written by hand, :func:`hand_written`), its launches too ("hand")."""
    work = Path(tempfile.mkdtemp(prefix="lb-bench-gui-"))
    env = dict(os.environ)
    env["LISTBUILDER_CACHE_DIR"] = str(work / "cache")
    env["LISTBUILDER_DATA_DIR"] = str(work / "data")
    env["LISTBUILDER_EXIT_WHEN_SHOWN"] = "settled"
    # An installed app runs from byte-compiled modules (pip compiles them at install time).
    # Compile once into a private cache rather than from source at every launch, and keep the
    # checkout free of __pycache__ folders.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    bare = [sys.executable, "-c", BARE]
    ours = [sys.executable, "-m", "listbuilder"]
    core = [sys.executable, "-c", CORE_ONLY]
    kinds = {"bare": bare, "ours": ours, "roster": [*ours, str(roster_file)], "core": core}
    if hand_file is not None:
        kinds["hand"] = [*ours, str(hand_file)]
    _launch(ours, env)  # the first start compiles the codex cache
    _launch(bare, env)  # and warms the OS file cache for Qt
    times: dict[str, list[tuple[float, float, float]]] = {kind: [] for kind in kinds}
    for _ in range(runs):  # interleaved, so the machine's drift hits every kind alike
        for kind, args in kinds.items():
            times[kind].append(_launch(args, env))
    return times


# --- a 20,000-point roster -----------------------------------------------------------


def big_roster() -> object:
    """Space Marines (tactical companies with full support, a Reaver titan) and an Imperial
    Guard ally, about 20,000 points."""
    from listbuilder.roster.model import AttachedCard, Company, Force, Roster

    supports = (
        "land_raider_squadron",
        "devastator_detachment",
        "predator_squadron",
        "whirlwind_battery",
        "rhino_squadron",
    )
    marine = Company(
        card="tactical_company",
        attached=(*(AttachedCard(card=card) for card in supports), AttachedCard(card="chaplain")),
    )
    titan = AttachedCard(
        card="reaver_titan",
        options={
            "reaver_titan_arm_weapons.power_fist": 1,
            "reaver_titan_arm_weapons.trident": 1,
            "reaver_titan_carapace_weapons.doomburner": 1,
        },
    )
    titan_company = Company(card="tactical_company", attached=(titan,))
    guard = Company(
        card="tactical_infantry_company",
        options={"hq_transport.command_chimera": 1, "commissar_transport.command_chimera": 1},
        attached=(AttachedCard(card="leman_russ_squadron"),) * 3,
    )
    return Roster(
        name="Grand crusade",
        points_limit=20000,
        forces=(
            Force(list_id="space_marines", companies=(*(marine,) * 8, titan_company)),
            Force(
                list_id="imperial_guard",
                companies=(*(guard,) * 3, guard.model_copy(update={"attached": ()})),
            ),
        ),
    )


EditRows = list[tuple[str, list[float], list[float], list[float]]]
"""Per edit: seconds until Qt painted what changed (its queued repaint), with a forced
repaint of the whole window, and the GUI thread's CPU seconds until painted (what an idle
machine would show: the wall-clock times grow with a loaded machine's other processes)."""


def edit_times(repeat: int) -> tuple[EditRows, float, int, int]:
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from _watchdog import until_painted_cpu
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.window.app import build_window
    from listbuilder.roster.edits import (
        AttachCard,
        DetachCard,
        MoveAttached,
        Operation,
        SetOptionCount,
    )
    from listbuilder.roster.model import ElementPath, Roster

    app = QApplication.instance() or QApplication([sys.argv[0]])
    codex = load_codex()
    window = build_window(codex, language="en")
    window.resize(1500, 900)  # the size the figures have always been taken at
    window.show()
    gc.freeze()  # as the app does once ready
    roster = big_roster()
    assert isinstance(roster, Roster)
    window.set_document(RosterDocument(codex, roster))
    for _ in range(5):
        app.processEvents()
    window.browser.checker.run_to_end()
    document = window.document
    assert document is not None
    points = document.session.result.figures.points
    cards = sum(1 + len(c.attached) for f in document.session.roster.forces for c in f.companies)

    def settled(timed: Callable[[object], float]) -> Callable[[object], float]:
        """Each edit starts from a window at rest: the card browser's marks of the last edit
        are left aside and what they queued is painted (their slices and repaints are not the
        next edit's frame; their total is the marks row)."""

        def run(action: object) -> float:
            window.browser.checker.stop()
            until_painted_cpu(lambda: None)
            return timed(action)

        return run

    def forced(action: object) -> float:
        start = time.perf_counter()
        assert callable(action)
        action()
        window.repaint()  # paint every visible widget now, whether it changed or not
        app.processEvents()
        return time.perf_counter() - start

    cpu: list[float] = []

    def queued(action: object) -> float:
        assert callable(action)
        wall, used = until_painted_cpu(action)
        cpu.append(used)
        return wall

    def op(operation: Operation) -> object:
        return lambda: window.apply(operation)

    titan_option = "reaver_titan_arm_weapons.power_fist"
    cases: list[tuple[str, list[tuple[object, object]]]] = [
        (
            "attach a card (+ undo)",
            [(op(AttachCard(force=0, company=3, card="hunter_squadron")), document.session.undo)],
        ),
        (
            "set a titan weapon (+ undo)",
            [
                (
                    op(SetOptionCount(0, 8, 0, titan_option, 2)),
                    document.session.undo,
                )
            ],
        ),
        (
            "move a card to another company (+ undo)",
            [
                (
                    op(MoveAttached(force=0, company=1, attached=0, to_company=2)),
                    document.session.undo,
                )
            ],
        ),
        (
            "delete a card (+ undo)",
            [(op(DetachCard(force=1, company=2, attached=2)), document.session.undo)],
        ),
    ]
    rows: EditRows = []
    undo_times: tuple[list[float], list[float], list[float]] = ([], [], [])
    window.tree.select_path(ElementPath(0, 8, 0))
    for name, steps in cases:
        times: tuple[list[float], list[float], list[float]] = ([], [], [])
        for _ in range(repeat):
            for do, undo in steps:
                for column, timed in enumerate((settled(queued), settled(forced))):
                    times[column].append(timed(do))
                    if column == 0:
                        times[2].append(cpu.pop())
                    undo_times[column].append(timed(undo))
                    if column == 0:
                        undo_times[2].append(cpu.pop())
        rows.append((name, *times))
    rows.append(("undo", *undo_times))
    # the card browser's own repaint: every visible cell in every role a view paints
    viewport = window.browser.view.viewport()
    paints: list[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        viewport.repaint()
        paints.append(time.perf_counter() - start)
    rows.append(("repaint the card browser (visible cards)", [], paints, []))
    window.tree.select_path(ElementPath(0, 3))
    start = time.perf_counter()
    window.apply(AttachCard(force=0, company=3, card="hunter_squadron"))
    window.browser.checker.run_to_end()
    marks = time.perf_counter() - start
    window.set_document(None)
    window.close()
    return rows, marks, points, cards


def scaled_roster(times: int) -> object:
    """:func:`big_roster` with every force's companies *times* over (100,000 points at 5)."""
    from listbuilder.roster.model import Roster

    roster = big_roster()
    assert isinstance(roster, Roster)
    forces = tuple(
        force.model_copy(update={"companies": force.companies * times}) for force in roster.forces
    )
    return roster.model_copy(update={"forces": forces, "points_limit": roster.points_limit * times})


PlayerRows = list[tuple[str, list[float], list[float], list[float]]]
"""Per action: the longest freezes, the most CPU time spent in one and the times until done
(seconds), one per repeat."""


def player_action_times(repeat: int) -> tuple[PlayerRows, int]:
    """The player's actions on the 20,000-point roster, each started from the event loop with
    a watchdog timer measuring the longest freeze (see ``_watchdog.py``); done when the card
    browser's marks are all computed and the repaint queued for them is painted."""
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from _watchdog import run_action
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.window.app import build_window
    from listbuilder.roster.edits import AttachCard
    from listbuilder.roster.io import save_roster
    from listbuilder.roster.model import ElementPath, Roster

    _app = QApplication.instance() or QApplication([sys.argv[0]])
    codex = load_codex()
    window = build_window(codex, language="en")
    window.resize(1500, 900)
    window.show()
    gc.freeze()  # as the app does once ready: the army books are never collected
    roster = big_roster()
    assert isinstance(roster, Roster)
    window.set_document(RosterDocument(codex, roster))
    browser = window.browser
    document = window.document
    assert document is not None
    points = document.session.result.figures.points

    def marked() -> bool:
        return not browser.checker.busy

    rows: PlayerRows = []

    def record(name: str, steps: list[object], until: Callable[[], bool] = marked) -> None:
        blocked: list[float] = []
        cpu: list[float] = []
        done: list[float] = []
        for _ in range(repeat):
            for step in steps:
                assert callable(step)
                timing = run_action(step, until)
                blocked.append(timing.blocked)
                cpu.append(timing.blocked_cpu)
                done.append(timing.done)
        rows.append((name, blocked, cpu, done))

    run_action(lambda: window.tree.select_path(ElementPath(0, 3)), marked)
    record(
        "select a card in the other force (and back)",
        [
            lambda: window.tree.select_path(ElementPath(1, 0)),
            lambda: window.tree.select_path(ElementPath(0, 3)),
        ],
    )
    record(
        "switch the language (to French and back)",
        [lambda: window.set_language("fr"), lambda: window.set_language("en")],
    )

    def key(letter: str) -> object:
        return lambda: QTest.keyClick(browser.search, letter)

    backspace = lambda: QTest.keyClick(browser.search, Qt.Key.Key_Backspace)  # noqa: E731
    record(
        "search the browser (a key typed, one erased)",
        [*(key(letter) for letter in "land"), *(backspace,) * 4],
    )
    record(
        "an edit: attach a card (+ undo), marks included",
        [
            lambda: window.apply(AttachCard(force=0, company=3, card="hunter_squadron")),
            lambda: document.session.undo(),
        ],
    )
    folder = Path(tempfile.mkdtemp(prefix="lb-bench-open-"))
    for times, label in ((5, "100,000"), (25, "500,000")):
        path = folder / f"roster-{times}.yaml"
        big = scaled_roster(times)
        assert isinstance(big, Roster)
        save_roster(big, path)
        record(  # done once every row of the tree is in (a big roster fills in slices)
            f"open a {label}-point roster",
            [lambda path=path: window.open_path(path, ask=False)],
            lambda: marked() and not window.tree_model.filling,
        )
    window.set_document(None)
    window.close()
    return rows, points


def player_table(rows: PlayerRows) -> tuple[list[str], list[list[str]]]:
    """Per action: the longest freeze (median and worst of the repeats) and the time until
    done; the goal is no freeze over 100 ms."""
    table = []
    for name, blocked, cpu, done in rows:
        worst, worst_cpu = max(blocked) * 1000, max(cpu) * 1000
        table.append(
            [
                name,
                f"{statistics.median(blocked) * 1000:.1f}",
                f"{worst:.1f}",
                f"{worst_cpu:.1f}",
                f"{statistics.median(done) * 1000:.1f}",
                "<= 100",
                "yes" if worst <= 100 else "NO",
                "yes" if worst_cpu <= 100 else "NO",
            ]
        )
    headers = [
        "action",
        "freeze median ms",
        "freeze max ms",
        "its CPU max ms",
        "done median ms",
        "goal",
        "met",
        "met (CPU)",
    ]
    return headers, table


def autosave_times(repeat: int) -> tuple[list[float], list[float], int]:
    """Seconds from each edit to its autosave on disk, and of each write alone."""
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.window import autosave
    from listbuilder.gui.window.app import build_window
    from listbuilder.roster.edits import SetName
    from listbuilder.roster.model import Roster

    app = QApplication.instance() or QApplication([sys.argv[0]])
    codex = load_codex()
    window = build_window(codex, language="en")
    window.show()
    roster = big_roster()
    assert isinstance(roster, Roster)
    window.set_document(RosterDocument(codex, roster))
    autosaver = window.autosaver
    document = window.document
    assert autosaver is not None and document is not None
    writes: list[float] = []
    write = autosave._Writer.write

    def timed_write(self: autosave._Writer, snapshot: autosave._Snapshot) -> bool:
        start = time.perf_counter()
        try:
            return write(self, snapshot)
        finally:
            writes.append(time.perf_counter() - start)

    autosave._Writer.write = timed_write  # type: ignore[method-assign]
    delays: list[float] = []
    done: list[bool] = []
    autosaver.written.connect(done.append)
    for number in range(repeat):
        done.clear()
        start = time.perf_counter()
        window.apply(SetName(name=f"Grand crusade {number}"))
        while not done:
            app.processEvents()
            time.sleep(0.001)
        delays.append(time.perf_counter() - start)
    autosave._Writer.write = write  # type: ignore[method-assign]
    points = document.session.result.figures.points
    window.set_document(None)
    window.close()
    return delays, writes, points


def launch_table(
    launches: dict[str, list[tuple[float, float, float]]],
) -> tuple[list[str], list[list[str]]]:
    """Medians to the first paint and to "ready to add a card", and their ratio to the bare
    window's first paint."""

    def median_ms(kind: str, moment: int) -> float:
        return statistics.median(times[moment] for times in launches[kind]) * 1000

    bare = median_ms("bare", 0)

    def row(label: str, kind: str, targets: str) -> list[str]:
        paint, ready = median_ms(kind, 0), median_ms(kind, 1)
        cells = [label, f"{paint:.0f}", f"{paint / bare:.2f}x", f"{ready:.0f}"]
        return [*cells, f"{ready / bare:.2f}x", targets]

    core = median_ms("core", 1)
    core_row = ["(core alone: python + load all books, no Qt)", "", ""]
    return (
        ["launch", "first paint ms", "vs bare", "ready ms", "vs bare", "target paint / ready"],
        [
            row("bare PySide6 QMainWindow", "bare", ""),
            row("listbuilder (welcome page, all army books)", "ours", "<= 1.5x / <= 2.5x"),
            row("listbuilder FILE (20,000-pt roster)", "roster", "ready <= 2.5x"),
            *(
                [row("listbuilder FILE (same, written by hand)", "hand", "ready <= 2.5x")]
                if "hand" in launches
                else []
            ),
            [*core_row, f"{core:.0f}", f"{core / bare:.2f}x", ""],
        ],
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="launches of each kind (median)")
    parser.add_argument("--edits", type=int, default=15, help="repeats of each edit")
    parser.add_argument(
        "--only",
        choices=("launch", "edits", "autosave", "actions"),
        help="run one part of the benchmark (default: all)",
    )
    parser.add_argument("--actions", type=int, default=5, help="repeats of each player action")
    args = parser.parse_args()
    if args.only in (None, "launch"):
        launch_part(args.runs)
    if args.only is None:
        print()
    if args.only in (None, "edits"):
        edits_part(args.edits)
    if args.only is None:
        print()
    if args.only in (None, "autosave"):
        autosave_part(args.edits)
    if args.only is None:
        print()
    if args.only in (None, "actions"):
        actions_part(args.actions)
    return 0


def roster_files(folder: Path) -> tuple[Path, Path]:
    """The 20,000-point roster (:func:`big_roster`) in *folder* twice: as the app writes it,
    and as written by hand (:func:`hand_written`)."""
    from listbuilder.roster.io import save_roster
    from listbuilder.roster.model import Roster

    roster = big_roster()
    assert isinstance(roster, Roster)
    app_file, hand_file = folder / "big.yaml", folder / "big-by-hand.yaml"
    save_roster(roster, app_file)
    hand_file.write_text(hand_written(roster), encoding="utf-8")
    return app_file, hand_file


def hand_written(roster: object) -> str:
    """*roster* as a person or another tool might write it: PyYAML's ``safe_dump`` of the
    same data, the keys of every mapping in reverse order (``format`` last), sequences
    not indented, option counts one per line."""
    import yaml

    from listbuilder.roster.io import roster_to_data
    from listbuilder.roster.model import Roster

    assert isinstance(roster, Roster)

    def reverse(value: object) -> object:
        if isinstance(value, dict):
            return {key: reverse(value[key]) for key in reversed(list(value))}
        if isinstance(value, list):
            return [reverse(item) for item in value]
        return value

    text: str = yaml.safe_dump(reverse(roster_to_data(roster)), sort_keys=False)
    return text


def roster_launch_times(runs: int) -> dict[str, list[tuple[float, float, float]]]:
    """:func:`launch_times`, the roster launches opening the 20,000-point roster, as the app
    writes it ("roster") and as written by hand ("hand")."""
    roster_file, hand_file = roster_files(Path(tempfile.mkdtemp(prefix="lb-bench-roster-")))
    return launch_times(runs, roster_file, hand_file)


def launch_part(runs: int) -> None:
    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "?")
    print(f"Qt platform: {platform}; {runs} launches of each kind, medians")
    print_table(*launch_table(roster_launch_times(runs)))


def edits_part(repeat: int) -> None:
    rows, marks, points, cards = edit_times(repeat)
    print(
        f"Edits on a {points:,}-point roster ({cards} cards): revalidate + refresh, then the "
        "repaint Qt queued (what changed) and, apart, a forced repaint of the whole window"
    )
    print_table(
        [
            "edit",
            "painted median ms",
            "max ms",
            "its CPU median ms",
            "forced full repaint median ms",
            "max ms",
            "target",
        ],
        [
            [
                name,
                *(_ms(queued) if queued else ["", ""]),
                f"{statistics.median(cpu) * 1000:.1f}" if cpu else "",
                *_ms(forced),
                "<= 16",
            ]
            for name, queued, forced, cpu in rows
        ]
        + [
            [
                "browser marks, all cards (async slices)",
                f"{marks * 1000:.1f}",
                *([""] * 4),
                "< 300",
            ]
        ],
    )


def autosave_part(repeat: int) -> None:
    delays, writes, points = autosave_times(repeat)
    print(f"Autosave of a {points:,}-point roster, {repeat} edits")
    print_table(
        ["autosave", "median ms", "max ms", "target"],
        [
            ["edit -> autosave on disk", *_ms(delays), "< 1000"],
            ["write alone (writing thread)", *_ms(writes), ""],
        ],
    )


def actions_part(repeat: int) -> None:
    rows, points = player_action_times(repeat)
    print(
        f"The player's actions on a {points:,}-point roster, {repeat} repeats: the longest "
        "freeze of the event loop (5 ms watchdog timer), the most CPU time the GUI thread "
        "spent in one stretch (the freeze of an idle machine), the time until done and painted"
    )
    print_table(*player_table(rows))


def _ms(times: list[float]) -> list[str]:
    return [f"{statistics.median(times) * 1000:.1f}", f"{max(times) * 1000:.1f}"]


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    # PySide6 6.12 can crash while the interpreter tears down its wrappers; skip that teardown.
    os._exit(status)
