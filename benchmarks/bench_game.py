"""Game day: a loss ticked in the window's game mode on a 20,000-point roster, and the
game-day sheet of a 5,000-point army.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_game.py
Targets (issue 22): a tick shows within one frame (<= 16 ms, the tracker updated and the
window repainted); the game-day section of a 5,000-point army prints in under 1 s.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from _table import measure, median_ms, print_table  # noqa: E402
from bench_validate import big_roster  # noqa: E402


def tick_times(repeat: int) -> list[float]:
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.window.app import build_window
    from listbuilder.roster.io import save_roster

    app = QApplication.instance() or QApplication([sys.argv[0]])
    codex = load_codex()
    window = build_window(codex, language="en")
    window.resize(1500, 900)
    window.show()
    path = Path(tempfile.mkdtemp(prefix="lb-bench-game-")) / "big.yaml"
    save_roster(big_roster(codex, 20_000), path)
    assert window.open_path(path, ask=False)
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None
    for _ in range(5):
        app.processEvents()
    row = next(r for r in view.rows if r.strip is not None and r.strip.boxes >= repeat)
    strip = row.strip
    times = []
    for box in range(repeat):
        centre = QPoint(strip._rect(box).center())
        start = time.perf_counter()
        for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
            event = QMouseEvent(
                kind,
                centre,
                strip.mapToGlobal(centre),
                Qt.MouseButton.LeftButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            )
            QApplication.sendEvent(strip, event)
        app.processEvents()  # Qt paints what changed, as the next frame would
        times.append(time.perf_counter() - start)
    return times


def print_times(repeat: int) -> list[float]:
    from listbuilder.codex.loader import load_codex
    from listbuilder.printing.roster_pdf import render_roster

    codex = load_codex()
    roster = big_roster(codex, 5_000)
    out = Path(tempfile.mkdtemp(prefix="lb-bench-gameday-")) / "game.pdf"
    render_roster(roster, codex, out, sections="game-day")  # fonts and ReportLab loaded once
    return measure(lambda: render_roster(roster, codex, out, sections="game-day"), repeat=repeat)


def main() -> int:
    ticks = tick_times(10)
    prints = print_times(5)
    tick, sheet = median_ms(ticks), median_ms(prints)
    print_table(
        ["what", "median ms", "max ms", "target ms", "met"],
        [
            ["tick a loss, 20,000 pts", f"{tick:.1f}", f"{max(ticks) * 1000:.1f}", 16, tick <= 16],
            [
                "game-day sheet, 5,000 pts",
                f"{sheet:.0f}",
                f"{max(prints) * 1000:.0f}",
                1000,
                sheet < 1000,
            ],
        ],
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
