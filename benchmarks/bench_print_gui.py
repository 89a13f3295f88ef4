"""Printing and exporting a 20,000-point roster from the window: the longest time the event
loop was blocked (a 5 ms watchdog timer, ``_watchdog.py``) and the time until done.

Run: .venv/bin/python benchmarks/bench_print_gui.py [--repeat 3]
(QT_QPA_PLATFORM=offscreen without a display)

"freeze" is wall-clock time, which grows with the machine's load; "its CPU" is the GUI
thread's own CPU time in that stretch (the freeze of an idle machine). The printout is
written on the worker thread (``listbuilder.gui.work``); the row "on the GUI
thread" renders the same printout the old way, from the event loop, for comparison. The first
print also loads ReportLab. The heap is frozen once the window is ready, as the app does,
and the app's modules load from byte code, as installed (``_installed.py``).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import print_table
from bench_gui import PlayerRows, big_roster, player_table


def print_times(repeat: int) -> tuple[PlayerRows, int, int]:
    """Per action, the longest freezes and times until done; the roster's points and the
    printout's pages."""
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from _installed import byte_compiled

    byte_compiled()  # the printing modules load from byte code, as installed
    from _watchdog import run_action
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.printout.print_dialog import PrintDialog
    from listbuilder.gui.window.app import build_window
    from listbuilder.roster.model import Roster

    _app = QApplication.instance() or QApplication([sys.argv[0]])
    codex = load_codex()
    window = build_window(codex, language="en")
    window.resize(1500, 900)
    window.show()
    gc.freeze()  # as the app does once ready: the army books are never collected
    roster = big_roster()
    assert isinstance(roster, Roster)
    window.set_document(RosterDocument(codex, roster))
    document = window.document
    assert document is not None
    folder = Path(tempfile.mkdtemp(prefix="lb-bench-print-"))
    out = folder / "army.pdf"
    rows: PlayerRows = []

    def record(
        name: str,
        action: Callable[[], object],
        times: int = repeat,
        finished: Callable[[], bool] = lambda: True,
        after: Callable[[], object] = lambda: None,
    ) -> None:
        blocked: list[float] = []
        cpu: list[float] = []
        done: list[float] = []
        for _ in range(times):
            timing = run_action(action, finished)
            blocked.append(timing.blocked)
            cpu.append(timing.blocked_cpu)
            done.append(timing.done)
            after()
        rows.append((name, blocked, cpu, done))

    record("print 20,000 points, first (loads ReportLab)", lambda: window.print_roster(out), 1)
    record("print 20,000 points", lambda: window.print_roster(out))

    def on_the_gui_thread() -> None:
        from listbuilder.printing.roster_pdf import render_roster

        render_roster(
            document.session.roster, codex, folder / "old.pdf", result=document.session.result
        )

    record("the same print on the GUI thread (before)", on_the_gui_thread)
    for fmt, suffix in (("rosz", "rosz"), ("markdown", "md"), ("text", "txt")):
        target = folder / f"army.{suffix}"
        record(f"export {fmt}", lambda fmt=fmt, target=target: window.export_roster(target, fmt))

    dialogs: list[PrintDialog] = []

    def open_preview() -> None:
        dialog = PrintDialog(
            sections=window.print_sections, render=window._roster_printout(document), parent=window
        )
        dialog.show()
        dialogs.append(dialog)

    def preview_shown() -> bool:
        preview = dialogs[-1].preview if dialogs else None
        return preview is not None and not preview.busy and preview.shown_image() is not None

    record(
        "open the print preview (until page 1 is shown)",
        open_preview,
        finished=preview_shown,
        after=lambda: dialogs[-1].done(0),
    )

    import pdfplumber

    with pdfplumber.open(out) as pdf:
        pages = len(pdf.pages)
    points = document.session.result.figures.points
    window.set_document(None)
    window.close()
    return rows, points, pages


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="repeats of each action")
    args = parser.parse_args()
    rows, points, pages = print_times(args.repeat)
    load = os.getloadavg()
    print(
        f"The window on a {points:,}-point roster ({pages} printed pages), {args.repeat} repeats; "
        f"load average {load[0]:.2f}"
    )
    print_table(*player_table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
