"""Codex loading: all army books cold (no cache) and warm (cache), beside a stdlib XML parse.

Run: .venv/bin/python benchmarks/bench_codex_load.py
Targets (issue #2): warm load at least 5x faster than parsing the BattleScribe XML with the
standard library; cold load under 2 s.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import measure, median_ms, print_table

from listbuilder import paths
from listbuilder.codex.loader import load_codex

BATTLESCRIBE = Path(__file__).resolve().parents[2] / "shared" / "battlescribe" / "netepic-gold"


_FIRST_START = """
import os, sys, tempfile, time
os.environ["LISTBUILDER_CACHE_DIR"] = tempfile.mkdtemp(prefix="lb-bench-first-")
start = time.perf_counter()
from listbuilder.codex.loader import load_codex
codex = load_codex()
print(time.perf_counter() - start, len(codex.books), len(codex.errors))
"""


def first_start_times(repeat: int = 3) -> list[float]:
    """Seconds of a cold load in a new process, its imports included (pydantic, PyYAML, the
    schema): what a first start without any cache costs, which ``cold`` (the same process
    over and over) does not show."""
    import subprocess

    root = str(Path(__file__).resolve().parents[1])
    times = []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", _FIRST_START],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONPATH": root},
        )
        seconds, books, errors = done.stdout.split()
        if int(errors) or not int(books):
            raise RuntimeError(f"the codex loaded with {errors} errors and {books} books")
        times.append(float(seconds))
    return times


def load_times(repeat: int = 15) -> dict[str, list[float]]:
    """Seconds of each load: ``cold`` (YAML, no cache), ``cold_process`` (the same in a new
    process), ``warm`` (cache), ``warm_index`` (warm and the first look-up), and ``xml``, the
    anchor: the stdlib parse of the BattleScribe files (absent when they are not here)."""
    cache = Path(tempfile.mkdtemp(prefix="lb-bench-cache-"))
    saved = os.environ.get("LISTBUILDER_CACHE_DIR")
    os.environ["LISTBUILDER_CACHE_DIR"] = str(cache)
    folder = paths.codex_data_dir()

    def cold() -> None:
        shutil.rmtree(cache, ignore_errors=True)
        load_codex(folder)  # parses every YAML book, validates, writes the cache

    def warm() -> None:
        load_codex(folder)

    def warm_and_index() -> None:
        codex = load_codex(folder)
        codex.army_list("space_marines")  # first look-up builds the index

    try:
        times = {"cold": measure(cold, repeat=3), "cold_process": first_start_times()}
        load_codex(folder)
        times["warm"] = measure(warm, repeat=repeat, warmup=2)
        times["warm_index"] = measure(warm_and_index, repeat=repeat, warmup=2)
        if BATTLESCRIBE.is_dir():
            files = sorted(BATTLESCRIBE.glob("*.gst")) + sorted(BATTLESCRIBE.glob("*.cat"))

            def parse_xml() -> None:
                for path in files:
                    ET.parse(path)

            times["xml"] = measure(parse_xml, repeat=max(repeat // 2, 3), warmup=1)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
        if saved is None:
            os.environ.pop("LISTBUILDER_CACHE_DIR", None)
        else:
            os.environ["LISTBUILDER_CACHE_DIR"] = saved
    return times


def main() -> int:
    times = load_times()
    rows: list[list[object]] = [
        ["codex cold (YAML, no cache)", f"{median_ms(times['cold']):.1f}", "< 2000"],
        ["codex cold, new process", f"{median_ms(times['cold_process']):.1f}", ""],
        ["codex warm (cache)", f"{median_ms(times['warm']):.1f}", ""],
        ["codex warm + look-up index", f"{median_ms(times['warm_index']):.1f}", ""],
    ]
    if "xml" in times:
        xml_ms = median_ms(times["xml"])
        rows.append(["stdlib XML parse of the .gst/.cat", f"{xml_ms:.1f}", ""])
        ratio = xml_ms / median_ms(times["warm"])
        rows.append(["XML parse / warm load", f"{ratio:.1f}x", ">= 5x"])
    print_table(["measure", "median ms", "target"], rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
