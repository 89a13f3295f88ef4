"""Launch to first paint and to "ready to add a card", beside a bare PySide6 window (issue 24).

Run: .venv/bin/python benchmarks/bench_startup.py [--runs 9] [--against OTHER_CHECKOUT]
(uses the current Qt platform: set DISPLAY for X11/Xvfb, or QT_QPA_PLATFORM=offscreen)

Each launch is a fresh ``python`` process (byte-compiled modules, warm codex and message
caches, as after the first start), timed from just before it is spawned to the moments
it prints (``LISTBUILDER_EXIT_WHEN_SHOWN``): its first paint and "ready" (army books loaded;
with a file given, the editing views built and the file open; on the welcome page, New and
Open answering at once, the editing views being built just after, when idle), and a third
moment, "editor built" (``settled``): the editing views built too, which on the welcome page
comes after the idle preparation (a click on New before it waits for what is left) and with
a file is "ready" itself. Three kinds, interleaved run by run so a machine's drift hits them
alike: the bare ``QMainWindow``, listbuilder on its welcome page, listbuilder opening a
20,000-point roster as the app writes it and the same roster written by hand (PyYAML's
``safe_dump``, keys in another order). Medians, with the ratio to the bare window's
median. Goal: ready <= 2.5x bare for each.

``--against DIR`` launches another checkout of listbuilder (another commit) in the same
rounds, with the same interpreter, so a before/after comparison is measured side by side
under the same machine load. The machine's load average is printed with the table.

``--game-data`` adds the two listbuilder kinds again with the 40K 9th edition and
Battlefleet Gothic data of ``../shared/battlescribe`` added (``listbuilder data add`` into
their own ``LISTBUILDER_DATA_DIR``), in the same rounds (issue 35: the first paint and ready
goals still hold with game data added). Each launch's CPU time (user + system, the whole
process until it exits after "editor built") is measured too: on a loaded machine it
moves less than the wall clock.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import print_table
from bench_gui import BARE, _launch, roster_files

ROOT = Path(__file__).resolve().parents[1]
GAME_DATA = ROOT.parent / "shared" / "battlescribe"

Moments = list[tuple[float, float, float]]
CPU: dict[str, list[float]] = {}
"""CPU seconds (user + system) of each launch, by kind."""


def _timed(name: str, args: list[str], env: dict[str, str], cwd: Path) -> tuple[float, ...]:
    """:func:`_launch`, with the launched process's CPU time kept in :data:`CPU`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    moments = _launch(args, env, cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    spent = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    CPU.setdefault(name, []).append(spent)
    return moments


def _add_game_data(env: dict[str, str]) -> None:
    """``listbuilder data add`` of the shared 40K and BFG data into *env*'s data folder."""
    for folder in ("wh40k-9e", "battlefleet-gothic"):
        path = GAME_DATA / folder
        if not path.is_dir():
            raise SystemExit(f"--game-data: {path} is not present")
        subprocess.run(
            [sys.executable, "-m", "listbuilder", "data", "add", str(path)],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
        )


def _environment(work: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["LISTBUILDER_CACHE_DIR"] = str(work / "cache")
    env["LISTBUILDER_DATA_DIR"] = str(work / "data")
    env["LISTBUILDER_EXIT_WHEN_SHOWN"] = "settled"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    return env


def startup_times(
    runs: int,
    roster_files: tuple[Path, Path],
    against: Path | None,
    game_data: bool = False,
) -> dict[str, Moments]:
    """(first paint, ready, editor built) of each launch, by kind; each checkout has its own
    caches (and, with *game_data*, the kinds with game data added their own data folder).
    *roster_files*: the roster as the app writes it, and written by hand."""
    roster_file, hand_file = roster_files
    checkouts = {"": ROOT} | ({"before ": against} if against is not None else {})
    work = Path(tempfile.mkdtemp(prefix="lb-bench-start-"))
    envs = {label: _environment(work / (label.strip() or "after")) for label in checkouts}
    ours = [sys.executable, "-m", "listbuilder"]
    kinds: list[tuple[str, Path | None, list[str], dict[str, str]]] = [
        ("bare", None, [sys.executable, "-c", BARE], envs[""])
    ]
    for label, checkout in checkouts.items():
        kinds.append((f"{label}welcome", checkout, ours, envs[label]))
        kinds.append((f"{label}roster", checkout, [*ours, str(roster_file)], envs[label]))
        kinds.append((f"{label}hand", checkout, [*ours, str(hand_file)], envs[label]))
    if game_data:
        env = _environment(work / "game-data")
        _add_game_data(env)
        kinds.append(("welcome+data", ROOT, ours, env))
        kinds.append(("roster+data", ROOT, [*ours, str(roster_file)], env))
    for _, checkout, args, env in kinds:  # the first start compiles the caches
        _launch(args, env, checkout or ROOT)
    times: dict[str, Moments] = {name: [] for name, *_ in kinds}
    for _ in range(runs):
        for name, checkout, args, env in kinds:
            moments = _timed(name, args, env, checkout or ROOT)
            times[name].append((moments[0], moments[1], moments[2]))
    return times


def startup_table(times: dict[str, Moments]) -> tuple[list[str], list[list[str]]]:
    def median_ms(kind: str, moment: int) -> float:
        return statistics.median(pair[moment] for pair in times[kind]) * 1000

    bare = median_ms("bare", 0)
    labels = {
        "bare": "bare PySide6 QMainWindow",
        "welcome": "listbuilder (welcome page)",
        "roster": "listbuilder FILE (20,000-pt roster)",
        "hand": "listbuilder FILE (same, written by hand)",
        "welcome+data": "listbuilder (welcome page), 40K + BFG data added",
        "roster+data": "listbuilder FILE (20,000-pt roster), 40K + BFG data added",
    }
    rows = []
    for kind in times:
        label = kind.removeprefix("before ")
        name = labels[label] + (" [before]" if kind.startswith("before ") else "")
        paint, ready, settled = median_ms(kind, 0), median_ms(kind, 1), median_ms(kind, 2)
        goal = "" if kind == "bare" else "<= 2.5x"
        rows.append(
            [
                name,
                f"{paint:.0f}",
                f"{paint / bare:.2f}x",
                f"{ready:.0f}",
                f"{ready / bare:.2f}x",
                goal,
                f"{settled:.0f}",
                f"{settled / bare:.2f}x",
                f"{statistics.median(CPU[kind]) * 1000:.0f}" if CPU.get(kind) else "-",
            ]
        )
    headers = ["launch", "first paint ms", "vs bare", "ready ms", "vs bare", "goal (ready)"]
    return [*headers, "editor built ms", "vs bare", "CPU ms"], rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="launches of each kind (median)")
    parser.add_argument("--against", type=Path, help="another checkout, launched alongside")
    parser.add_argument(
        "--game-data",
        action="store_true",
        help="also launch with the shared 40K and BFG data added (issue 35)",
    )
    args = parser.parse_args()
    files = roster_files(Path(tempfile.mkdtemp(prefix="lb-bench-roster-")))
    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "?")
    print(f"Qt platform: {platform}; {args.runs} launches of each kind, interleaved, medians")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    times = startup_times(args.runs, files, args.against, args.game_data)
    print_table(*startup_table(times))
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    os._exit(status)
