"""Every benchmark figure in one sitting, beside its goal and its anchor: a watch for
regressions on a shared, loaded machine.

Run: .venv/bin/python benchmarks/run_all.py [--quick] [--skip launch,print,...]
(uses the current Qt platform: QT_QPA_PLATFORM=offscreen without a display)

Wall-clock times swing with the machine's load, so each figure is also given as a ratio to
an anchor measured side by side in the same run: the start of a bare PySide6
``QMainWindow`` for the window's figures, and the standard library's parse of the
BattleScribe XML for the rest (a slower machine slows both alike). The figures come from the
benchmark scripts' own functions; a benchmark that is missing or fails gives a row that says
so, and the others still run. The machine's load average is printed before and after.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import print_table

BARE = "bare window"
XML = "XML parse"


@dataclass(frozen=True)
class Figure:
    name: str
    ms: float | None
    """The figure in milliseconds; None when it could not be measured."""
    anchor: str = ""
    """The anchor this figure is compared with (:data:`BARE` or :data:`XML`)."""
    limit: float | None = None
    """The goal: at most this many milliseconds."""
    ratio: float | None = None
    """The goal: at most this many times the anchor."""
    note: str = ""
    met: bool | None = None
    """Whether a goal that is more than a number was met (*wanted* says what it is)."""
    wanted: str = ""

    def goal(self) -> str:
        if self.limit is not None:
            return f"<= {self.limit:g} ms"
        if self.ratio is not None:
            return f"<= {self.ratio:g}x {self.anchor}"
        return self.wanted

    def is_met(self, anchors: dict[str, float]) -> bool | None:
        if self.ms is None:
            return None
        if self.limit is not None:
            return self.ms <= self.limit
        anchor = anchors.get(self.anchor)
        if self.ratio is not None and anchor:
            return self.ms / anchor <= self.ratio
        return self.met


@dataclass
class Run:
    quick: bool
    anchors: dict[str, float]
    """Anchor name to milliseconds, measured in this run."""


def _median_ms(times: list[float]) -> float:
    return statistics.median(times) * 1000


# --- the benchmarks, each through its script's functions ------------------------------


def codex_load(run: Run) -> Iterator[Figure]:
    from bench_codex_load import load_times

    times = load_times(repeat=5 if run.quick else 15)
    if "xml" in times:
        run.anchors[XML] = _median_ms(times["xml"])
    warm = _median_ms(times["warm"])
    yield Figure("codex warm load (compiled cache)", warm, XML, ratio=0.2)
    yield Figure("codex cold load (YAML, no cache)", _median_ms(times["cold"]), XML, limit=2000)
    yield Figure(
        "codex cold load, new process (imports too)",
        _median_ms(times["cold_process"]),
        XML,
        note="a first start without any cache",
    )


def launch(run: Run) -> Iterator[Figure]:
    from bench_gui import roster_launch_times

    launches = roster_launch_times(3 if run.quick else 7)

    def median(kind: str, moment: int) -> float:
        return statistics.median(times[moment] for times in launches[kind]) * 1000

    run.anchors[BARE] = median("bare", 0)
    yield Figure("bare QMainWindow, first paint (anchor)", run.anchors[BARE], BARE)
    yield Figure("first paint, welcome page", median("ours", 0), BARE, ratio=1.5)
    yield Figure("ready to add a card, welcome page", median("ours", 1), BARE, ratio=2.5)
    yield Figure("ready with a 20,000-pt roster", median("roster", 1), BARE, ratio=2.5)
    yield Figure(
        "ready with a 20,000-pt roster written by hand",
        median("hand", 1),
        BARE,
        ratio=2.5,
        note="PyYAML safe_dump of the same data, every mapping's keys reversed",
    )
    yield Figure(
        "editor built too, welcome page",
        median("ours", 2),
        BARE,
        note="idle preparation after ready: a click on New before it waits for the rest",
    )


def bundle(run: Run) -> Iterator[Figure]:
    import bench_bundle_start

    folder = Path(__file__).resolve().parents[1] / "dist" / "listbuilder"
    if not folder.is_dir():
        yield Figure("bundle first start", None, note="no bundle: python packaging/build.py")
        return
    program = [str(folder / "listbuilder")]
    first, warm = bench_bundle_start.measure(program, 3 if run.quick else 5, window=True)
    ratio = statistics.median(first) / statistics.median(warm)
    yield Figure(
        "bundle first start",
        statistics.median(first) * 1000,
        BARE,
        note=f"{ratio:.2f}x the warm start",
        met=ratio <= 1.2,
        wanted="<= 1.2x warm start",
    )


def validation(run: Run) -> Iterator[Figure]:
    from bench_validate import validate_times

    times = validate_times(repeat=51 if run.quick else 301, cli_repeat=1 if run.quick else 3)
    big = _median_ms(times.big)
    yield Figure("validate a 20,000-pt roster", big, XML, limit=2)
    cli = _median_ms(times.cli)
    yield Figure("listbuilder validate, 1,000 YAML files", cli, XML, limit=5000)


def rosz(run: Run) -> Iterator[Figure]:
    from bench_battlescribe import rosz_times

    times = rosz_times(repeat=7 if run.quick else 21, cli_repeat=1 if run.quick else 3)
    write, read = _median_ms(times.write), _median_ms(times.read)
    yield Figure(".rosz out, 20,000 pts", write, XML, limit=50)
    yield Figure(".rosz in, 20,000 pts", read, XML, limit=50)
    cli = _median_ms(times.cli)
    yield Figure("listbuilder validate, 1,000 .rosz files", cli, XML, limit=5000)


def share_code(run: Run) -> Iterator[Figure]:
    from bench_share_code import big_cases

    from listbuilder.codex.loader import load_codex

    for name, ms, limit, _met in big_cases(load_codex()):
        yield Figure(f"{name}, 20,000 pts", float(str(ms)), XML, limit=float(str(limit)))


def printing(run: Run) -> Iterator[Figure]:
    from bench_print import army_times, scaling_rows

    points, times = army_times(repeat=3 if run.quick else 5)
    army = _median_ms(times)
    yield Figure(f"PDF of a {points:,}-pt army", army, XML, limit=1500)
    row = scaling_rows([2000])[0]  # label, CPU s, CPU ms/company, peak MB, ...
    cpu, peak = float(str(row[1])) * 1000, float(str(row[3]))
    yield Figure(
        "PDF of 2,000 companies (CPU time)",
        cpu,
        XML,
        note=f"peak {peak:.0f} MB",
        met=cpu < 10_000 and peak < 200,
        wanted="< 10 s and < 200 MB",
    )


def game(run: Run) -> Iterator[Figure]:
    from bench_game import print_times, tick_times

    tick = _median_ms(tick_times(5 if run.quick else 15))
    yield Figure("game mode: tick a loss, 20,000 pts", tick, BARE, limit=16)
    sheet = _median_ms(print_times(3 if run.quick else 5))
    yield Figure("game-day sheet, 5,000 pts", sheet, XML)


def edits(run: Run) -> Iterator[Figure]:
    from bench_gui import edit_times

    rows, marks, _points, _cards = edit_times(3 if run.quick else 10)
    for name, queued, forced, cpu in rows:
        if queued:
            value = _median_ms(queued)
            forced_ms = _median_ms(forced)
            yield Figure(
                f"edit, 20,000 pts: {name}",
                value,
                BARE,
                limit=16,
                note=f"CPU {_median_ms(cpu):.1f} ms; forced full repaint {forced_ms:.1f} ms",
            )
    yield Figure("browser marks after an edit, in all (time-sliced)", marks * 1000, BARE)


def actions(run: Run) -> Iterator[Figure]:
    from bench_gui import player_action_times

    rows, _points = player_action_times(2 if run.quick else 5)
    for name, blocked, cpu, done in rows:
        on_20000 = "open a" not in name  # the goal is for actions on 20,000 points
        yield Figure(
            f"longest freeze: {name}",
            max(blocked) * 1000,
            BARE,
            limit=100 if on_20000 else None,
            note=f"CPU {max(cpu) * 1000:.0f} ms; done in {_median_ms(done):.0f} ms (median)",
        )


def print_gui(run: Run) -> Iterator[Figure]:
    from bench_print_gui import print_times

    rows, _points, _pages = print_times(2 if run.quick else 5)
    for name, blocked, cpu, done in rows:
        on_worker = "GUI thread" not in name and "first" not in name
        yield Figure(
            f"longest freeze: {name}",
            max(blocked) * 1000,
            BARE,
            limit=100 if on_worker else None,
            note=f"CPU {max(cpu) * 1000:.0f} ms; done in {_median_ms(done):.0f} ms (median)",
        )


def desk(run: Run) -> Iterator[Figure]:
    from bench_desk import desk_times

    rows, _total, _duplicates = desk_times(100 if run.quick else 500, 1 if run.quick else 2)
    for name, blocked, cpu, done in rows:
        yield Figure(
            f"longest freeze, desk: {name}",
            max(blocked) * 1000,
            BARE,
            limit=100,
            note=f"CPU {max(cpu) * 1000:.0f} ms; done in {_median_ms(done):.0f} ms (median)",
        )


def autosave(run: Run) -> Iterator[Figure]:
    from bench_gui import autosave_times

    delays, _writes, _points = autosave_times(5 if run.quick else 15)
    delay = _median_ms(delays)
    yield Figure("edit to autosave on disk, 20,000 pts", delay, BARE, limit=1000)


BENCHMARKS: dict[str, Callable[[Run], Iterator[Figure]]] = {
    # the anchors first: every later figure is compared with them
    "codex": codex_load,
    "launch": launch,
    "bundle": bundle,
    "validate": validation,
    "rosz": rosz,
    "share": share_code,
    "print": printing,
    "game": game,
    "edits": edits,
    "actions": actions,
    "print_gui": print_gui,
    "desk": desk,
    "autosave": autosave,
}


def collect(run: Run, names: list[str]) -> list[Figure]:
    """Every figure of the benchmarks *names*; one row saying why for a benchmark that is
    missing or fails."""
    figures: list[Figure] = []
    for name in names:
        print(f"... {name}", file=sys.stderr, flush=True)
        try:
            figures.extend(BENCHMARKS[name](run))
        except ImportError as error:
            figures.append(Figure(f"({name})", None, note=f"missing: {error}"))
        except Exception as error:  # a failing benchmark must not hide the others
            traceback.print_exc(file=sys.stderr)
            figures.append(Figure(f"({name})", None, note=f"failed: {type(error).__name__}"))
        gc.collect()
    return figures


def table(run: Run, figures: list[Figure]) -> tuple[list[str], list[list[str]]]:
    """One row per figure: its value, its ratio to its anchor, its goal and whether it is
    met."""
    rows = []
    for figure in figures:
        anchor = run.anchors.get(figure.anchor)
        measured = figure.ms is not None
        ratio = f"{figure.ms / anchor:.2f}x {figure.anchor}" if measured and anchor else ""
        met = {None: "", True: "yes", False: "NO"}[figure.is_met(run.anchors)]
        value = f"{figure.ms:.1f}" if figure.ms is not None else "-"
        rows.append([figure.name, value, ratio, figure.goal(), met, figure.note])
    return ["figure", "ms", "vs anchor", "goal", "met", "note"], rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a rough check)")
    parser.add_argument(
        "--skip",
        default="",
        help=f"benchmarks to leave out, comma-separated: {','.join(BENCHMARKS)}",
    )
    parser.add_argument("--only", default="", help="the benchmarks to run, comma-separated")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else "")
    skip = {name.strip() for name in args.skip.split(",") if name.strip()}
    only = [name.strip() for name in args.only.split(",") if name.strip()]
    unknown = (skip | set(only)) - set(BENCHMARKS)
    if unknown:
        parser.error(f"unknown benchmarks: {', '.join(sorted(unknown))}")
    names = [name for name in (only or BENCHMARKS) if name not in skip]
    load_before = os.getloadavg()
    run = Run(args.quick, {})
    figures = collect(run, names)
    load_after = os.getloadavg()
    print(f"Load average before: {_load(load_before)}; after: {_load(load_after)}")
    print(
        f"on {os.cpu_count()} CPUs; anchors in this run: "
        + (", ".join(f"{name} {ms:.1f} ms" for name, ms in run.anchors.items()) or "none")
    )
    print_table(*table(run, figures))
    return 0


def _load(load: tuple[float, float, float]) -> str:
    return " ".join(f"{value:.2f}" for value in load)


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    # PySide6 can crash while the interpreter tears down its wrappers; skip that teardown.
    os._exit(status)
