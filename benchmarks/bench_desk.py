"""The tournament desk (Tools › Check Lists for an Event…) on the examples folder and on the
examples plus 500 generated lists: the longest time the window's event loop was blocked (a
5 ms watchdog timer, ``_watchdog.py``) and the time until the table was shown.

Run: .venv/bin/python benchmarks/bench_desk.py [--lists 500] [--repeat 2]
(QT_QPA_PLATFORM=offscreen without a display)

"freeze" is wall-clock time, which grows with the machine's load; "its CPU" is the GUI
thread's own CPU time in that stretch (the freeze of an idle machine). The lists are checked
on the worker thread (``listbuilder.gui.work``); the goal is no freeze over 100 ms.
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import print_table
from bench_gui import PlayerRows, player_table

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
PACK = EXAMPLES / "tournament-pack.yaml"


def generated_lists(folder: Path, count: int) -> int:
    """The example rosters copied into *folder*, then *count* lists made from them: each
    example sent by another player at another game size, one in ten sent twice."""
    from listbuilder.roster.io import dump_roster, load_roster

    examples = sorted(p for p in EXAMPLES.glob("*.yaml") if p != PACK)
    for path in examples:
        shutil.copy(path, folder)
    rosters = [load_roster(path) for path in examples]
    for number in range(count):
        base = rosters[number % len(rosters)]
        size = number - 1 if number % 10 == 9 else number  # the list just before, sent again
        limit = 2000 + 5 * size
        roster = base.model_copy(update={"player": f"Player {number:03}", "points_limit": limit})
        if number % 10 == 9:
            forces = rosters[(number - 1) % len(rosters)].forces
            roster = roster.model_copy(update={"forces": forces})
        text = dump_roster(roster)
        (folder / f"list-{number:03}.yaml").write_text(text, encoding="utf-8")
    return len(examples) + count


def desk_times(lists: int, repeat: int) -> tuple[PlayerRows, int, int]:
    """Per action, the longest freezes and times until done; the lists checked and the
    duplicates found."""
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from _installed import byte_compiled

    byte_compiled()
    from _watchdog import run_action
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.dialogs.event_desk import EventDesk
    from listbuilder.gui.window.app import build_window

    _app = QApplication.instance() or QApplication([sys.argv[0]])
    codex = load_codex()
    window = build_window(codex, language="en")
    window.resize(1500, 900)
    window.show()
    gc.freeze()  # as the app does once ready
    root = Path(tempfile.mkdtemp(prefix="lb-bench-desk-"))
    many = root / "entries"
    many.mkdir()
    total = generated_lists(many, lists)
    desk = window.tools_menu.show_event_desk()
    assert isinstance(desk, EventDesk)
    desk.set_pack(PACK)
    rows: PlayerRows = []

    def shown(count: int) -> Callable[[], bool]:
        return lambda: not desk.busy and desk.model.rowCount() == count

    def record(
        name: str,
        action: Callable[[], object],
        finished: Callable[[], bool],
        times: int = repeat,
        before: Callable[[], object] = lambda: None,
    ) -> None:
        blocked: list[float] = []
        cpu: list[float] = []
        done: list[float] = []
        for _ in range(times):
            before()
            timing = run_action(action, finished)
            blocked.append(timing.blocked)
            cpu.append(timing.blocked_cpu)
            done.append(timing.done)
        rows.append((name, blocked, cpu, done))

    def afresh() -> None:
        desk._kept.clear()  # every list read and checked again
        desk.sources = []
        desk.model.set_rows([], [], desk.lang)

    record(
        "check the examples folder (6 lists)",
        lambda: desk.set_sources([EXAMPLES]),
        shown(6),
        before=afresh,
    )
    record(
        f"check the examples and {lists} generated lists",
        lambda: desk.set_sources([many]),
        shown(total),
        before=afresh,
    )
    late = many / "list-000.yaml"

    def touch() -> None:
        late.write_text(late.read_text(encoding="utf-8") + "\n", encoding="utf-8")

    stamps: list[int] = []

    def refreshed() -> bool:
        return not desk.busy and desk._kept[str(late)].stamp[0] == late.stat().st_mtime_ns

    record(
        "a list changes on disk: the table refreshes (the rest kept)",
        touch,
        refreshed,
        before=lambda: stamps.append(late.stat().st_mtime_ns),
    )
    record(
        "switch the language (the table in French and back)",
        lambda: window.set_language("fr" if window.lang == "en" else "en"),
        shown(total),
        times=2 * repeat,
    )
    out = root / "report.pdf"
    jobs: list[object] = []

    def export() -> None:
        jobs.append(desk.export_pdf(out))

    record(
        f"export the report of {total} lists as PDF",
        export,
        lambda: not desk.progress.isVisible() and out.exists() and bool(jobs) and jobs[-1].done,  # type: ignore[attr-defined]
        before=lambda: out.unlink(missing_ok=True),
    )
    duplicates = sum(1 for row in desk.rows if row.same_as)
    desk.close()
    window.set_document(None)
    window.close()
    shutil.rmtree(root, ignore_errors=True)
    return rows, total, duplicates


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--lists", type=int, default=500, help="generated lists")
    parser.add_argument("--repeat", type=int, default=2, help="repeats of each action")
    args = parser.parse_args()
    rows, total, duplicates = desk_times(args.lists, args.repeat)
    load = os.getloadavg()
    print(
        f"The tournament desk on {total} lists ({duplicates} in duplicate pairs), against "
        f"{PACK.name}, {args.repeat} repeats; load average {load[0]:.2f}"
    )
    print_table(*player_table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
