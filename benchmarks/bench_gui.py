"""The desktop app: launch time beside a bare PySide6 window, and the cost of one edit on a big
roster.

Run: .venv/bin/python benchmarks/bench_gui.py [--runs 7]
(uses the current Qt platform: set DISPLAY for X11/Xvfb, or QT_QPA_PLATFORM=offscreen)

* Launch: each run is a fresh ``python`` process, timed from just before it is
  spawned to the first paint of its main window, with byte-compiled modules (as
  installed; ``PYTHONDONTWRITEBYTECODE`` would make every launch compile the
  sources). The bare window is
  ``QApplication`` + ``QMainWindow().show()``; ours is ``python -m listbuilder``
  with every army book loaded (compiled codex cache warm, as after the first
  start). Median of ``--runs`` runs each, interleaved. Target: ours <= 1.5x bare.
* Edits: a 20,000-point roster (Space Marines with a titan, an Imperial Guard
  ally) open in the main window; each edit is applied through the window, the
  rules engine runs, every view refreshes and the window is repainted
  synchronously. The card browser's "would adding this break a rule" marks are
  computed afterwards in slices on the event loop; their total is listed apart.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
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
window.resize(1500, 900)
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


def _launch(args: list[str], env: dict[str, str]) -> float:
    start = time.time()
    run = subprocess.run(
        args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    for line in run.stdout.splitlines():
        if line.startswith("shown "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"{args} did not show a window:\n{run.stdout}\n{run.stderr}")


def launch_times(runs: int, roster_file: Path) -> dict[str, list[float]]:
    work = Path(tempfile.mkdtemp(prefix="lb-bench-gui-"))
    env = dict(os.environ)
    env["LISTBUILDER_CACHE_DIR"] = str(work / "cache")
    env["LISTBUILDER_DATA_DIR"] = str(work / "data")
    env["LISTBUILDER_EXIT_WHEN_SHOWN"] = "1"
    # An installed app runs from byte-compiled modules (pip compiles them at install time).
    # Compile once into a private cache rather than from source at every launch, and keep the
    # checkout free of __pycache__ folders.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    bare = [sys.executable, "-c", BARE]
    ours = [sys.executable, "-m", "listbuilder"]
    with_roster = [*ours, str(roster_file)]
    _launch(ours, env)  # the first start compiles the codex cache
    _launch(bare, env)  # and warms the OS file cache for Qt
    core = [sys.executable, "-c", CORE_ONLY]
    times: dict[str, list[float]] = {"bare": [], "ours": [], "roster": [], "core": []}
    for _ in range(runs):
        times["bare"].append(_launch(bare, env))
        times["ours"].append(_launch(ours, env))
        times["roster"].append(_launch(with_roster, env))
        times["core"].append(_launch(core, env))
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


def edit_times(repeat: int) -> tuple[list[tuple[str, list[float]]], float, int, int]:
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.app import build_window
    from listbuilder.gui.document import RosterDocument
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
    window.show()
    roster = big_roster()
    assert isinstance(roster, Roster)
    window.set_document(RosterDocument(codex, roster))
    for _ in range(5):
        app.processEvents()
    window.browser.checker.run_to_end()
    document = window.document
    assert document is not None
    points = document.result.figures.points
    cards = sum(1 + len(c.attached) for f in document.roster.forces for c in f.companies)

    def timed(action: object) -> float:
        start = time.perf_counter()
        assert callable(action)
        action()
        window.repaint()  # paint every visible widget now, as the next frame would
        app.processEvents()
        return time.perf_counter() - start

    def op(operation: Operation) -> object:
        return lambda: window.apply(operation)

    titan_option = "reaver_titan_arm_weapons.power_fist"
    cases: list[tuple[str, list[tuple[object, object]]]] = [
        (
            "attach a card (+ undo)",
            [(op(AttachCard(force=0, company=3, card="hunter_squadron")), document.undo)],
        ),
        (
            "set a titan weapon (+ undo)",
            [
                (
                    op(SetOptionCount(0, 8, 0, titan_option, 2)),
                    document.undo,
                )
            ],
        ),
        (
            "move a card to another company (+ undo)",
            [(op(MoveAttached(force=0, company=1, attached=0, to_company=2)), document.undo)],
        ),
        (
            "delete a card (+ undo)",
            [(op(DetachCard(force=1, company=2, attached=2)), document.undo)],
        ),
    ]
    rows: list[tuple[str, list[float]]] = []
    undo_times: list[float] = []
    window.tree.select_path(ElementPath(0, 8, 0))
    for name, steps in cases:
        times: list[float] = []
        for _ in range(repeat):
            for do, undo in steps:
                times.append(timed(do))
                undo_times.append(timed(undo))
        rows.append((name, times))
    rows.append(("undo", undo_times))
    window.tree.select_path(ElementPath(0, 3))
    start = time.perf_counter()
    window.apply(AttachCard(force=0, company=3, card="hunter_squadron"))
    window.browser.checker.run_to_end()
    marks = time.perf_counter() - start
    window.set_document(None)
    window.close()
    return rows, marks, points, cards


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="launches of each kind (median)")
    parser.add_argument("--edits", type=int, default=15, help="repeats of each edit")
    args = parser.parse_args()

    from listbuilder.roster.io import save_roster
    from listbuilder.roster.model import Roster

    roster = big_roster()
    assert isinstance(roster, Roster)
    roster_file = Path(tempfile.mkdtemp(prefix="lb-bench-roster-")) / "big.yaml"
    save_roster(roster, roster_file)

    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "?")
    print(f"Qt platform: {platform}; {args.runs} launches of each kind, medians")
    launches = launch_times(args.runs, roster_file)
    bare = statistics.median(launches["bare"]) * 1000
    ours = statistics.median(launches["ours"]) * 1000
    opened = statistics.median(launches["roster"]) * 1000
    core = statistics.median(launches["core"]) * 1000
    print_table(
        ["launch to shown window", "median ms", "min ms", "vs bare", "target"],
        [
            [
                "bare PySide6 QMainWindow",
                f"{bare:.0f}",
                f"{min(launches['bare']) * 1000:.0f}",
                "1.00x",
                "",
            ],
            [
                "listbuilder, all army books loaded",
                f"{ours:.0f}",
                f"{min(launches['ours']) * 1000:.0f}",
                f"{ours / bare:.2f}x",
                "<= 1.5x",
            ],
            [
                "listbuilder FILE (20,000-pt roster)",
                f"{opened:.0f}",
                f"{min(launches['roster']) * 1000:.0f}",
                f"{opened / bare:.2f}x",
                "",
            ],
            [
                "(core alone: python + load all books, no Qt)",
                f"{core:.0f}",
                f"{min(launches['core']) * 1000:.0f}",
                f"{core / bare:.2f}x",
                "",
            ],
        ],
    )
    print()
    rows, marks, points, cards = edit_times(args.edits)
    print(f"Edits on a {points:,}-point roster ({cards} cards): revalidate + refresh + repaint")
    print_table(
        ["edit", "median ms", "max ms", "target"],
        [
            [name, f"{statistics.median(t) * 1000:.1f}", f"{max(t) * 1000:.1f}", "< 50"]
            for name, t in rows
        ]
        + [["browser marks, all cards (async slices)", f"{marks * 1000:.1f}", "", "< 300"]],
    )
    return 0


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    # PySide6 6.12 can crash while the interpreter tears down its wrappers; skip that teardown.
    os._exit(status)
