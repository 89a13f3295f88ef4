"""First start against warm start: the one-folder bundle beside the development install.

Run: .venv/bin/python benchmarks/bench_bundle_start.py [--bundle dist/listbuilder] [--runs 5]
(build the bundle first: python packaging/build.py; uses QT_QPA_PLATFORM=offscreen)

Each start is a fresh process timed from just before it is spawned to the moment its main
window is ready: army books loaded, New and Open answering (the ``ready`` line of
LISTBUILDER_EXIT_WHEN_SHOWN; the window itself paints before the books are loaded, so the
first paint says nothing about them). A *first* start has an empty user cache
folder, as on a fresh install; a *warm* start finds what the previous start left there.
The bundle ships the compiled codex made at build time, so its first start should not parse
the army books' YAML: target first <= 1.2x warm. The venv (an editable install of the
checkout) ships none: its first start compiles the codex, then caches it.
Also listed: ``codex lists --json``, the command line's start.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _table import print_table

ROOT = Path(__file__).resolve().parents[1]


def _start(args: list[str], env: dict[str, str], cwd: Path, *, window: bool) -> float:
    begin = time.time()
    run = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=180)
    if run.returncode != 0:
        raise RuntimeError(f"{args} failed:\n{run.stdout}\n{run.stderr}")
    if not window:
        return time.time() - begin
    moments = dict(line.split(" ", 1) for line in run.stdout.splitlines() if " " in line)
    when = moments.get("ready", moments.get("shown"))  # "shown": a build before "ready"
    if when is None:
        raise RuntimeError(f"{args} showed no window:\n{run.stdout}\n{run.stderr}")
    return float(when) - begin


def measure(program: list[str], runs: int, *, window: bool) -> tuple[list[float], list[float]]:
    """(first starts, warm starts): each first start in a new empty home and cache folder."""
    first: list[float] = []
    warm: list[float] = []
    extra = [] if window else ["codex", "lists", "--json"]
    for _ in range(runs):
        home = Path(tempfile.mkdtemp(prefix="lb-bench-start-"))
        try:
            env = {
                "HOME": str(home),
                "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                "QT_QPA_PLATFORM": "offscreen",
                "LANG": "en_US.UTF-8",
                "LISTBUILDER_EXIT_WHEN_SHOWN": "1",
                # byte-compiled modules as an installed app has them, kept out of the checkout
                "PYTHONPYCACHEPREFIX": str(Path(tempfile.gettempdir()) / "lb-bench-pycache"),
            }
            first.append(_start([*program, *extra], env, home, window=window))
            warm.append(_start([*program, *extra], env, home, window=window))
        finally:
            shutil.rmtree(home, ignore_errors=True)
    return first, warm


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "listbuilder")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    executable = args.bundle / ("listbuilder.exe" if sys.platform == "win32" else "listbuilder")
    programs = {"venv": [sys.executable, "-m", "listbuilder"]}
    if executable.is_file():
        programs["bundle"] = [str(executable)]
    else:
        print(f"no bundle at {args.bundle}: build it with python packaging/build.py\n")
    # warm the OS file cache once, so the first row does not pay for the disk
    for program in programs.values():
        measure(program, 1, window=True)
    rows = []
    for name, program in programs.items():
        for window, what in ((True, "app ready (books loaded)"), (False, "codex lists --json")):
            first, warm = measure(program, args.runs, window=window)
            f, w = statistics.median(first), statistics.median(warm)
            rows.append([name, what, f"{f * 1000:.0f}", f"{w * 1000:.0f}", f"{f / w:.2f}x"])
    print(f"median of {args.runs} runs; first = empty user cache folder (fresh install)")
    print_table(["install", "start", "first ms", "warm ms", "first/warm"], rows)
    if "bundle" in programs:
        size = sum(
            p.stat().st_size for p in args.bundle.rglob("*") if p.is_file() and not p.is_symlink()
        )
        print(f"\nbundle: {args.bundle} ({size / 1e6:.0f} MB); target bundle first/warm <= 1.20x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
