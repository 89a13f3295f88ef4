"""BattleScribe rosters and text exports: a 20,000-point roster out and back in, and
``listbuilder validate`` on a folder of 1,000 ``.rosz`` files.

Run: .venv/bin/python benchmarks/bench_battlescribe.py
Targets (issue: share lists): export and import of a 20,000-point roster under 50 ms each;
``validate`` on 1,000 ``.rosz`` files under 5 s (a whole process: start-up, warm codex cache,
unzipping, reading, checking, JSON output).
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from _table import measure, median_ms, print_table  # noqa: E402
from bench_validate import big_roster  # noqa: E402
from bench_validate import cli_run as validate_process  # noqa: E402

from listbuilder.codex.loader import load_codex  # noqa: E402
from listbuilder.interop.battlescribe.roster_exchange.rosfile import parse_roster_xml  # noqa: E402
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (  # noqa: E402
    RosterReader,
    read_battlescribe_roster,
)
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import (  # noqa: E402
    roster_xml,
    write_battlescribe_roster,
)
from listbuilder.report.exports import export_text  # noqa: E402
from listbuilder.roster.io import load_roster  # noqa: E402

EXAMPLES = ROOT / "examples"


def cli_run(folder: Path, env: dict[str, str]) -> float:
    """One ``validate`` process; returns its CPU time (user + system) in seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    validate_process(folder, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def ok(value: float, target: float) -> str:
    return "yes" if value < target else "NO"


@dataclass
class RoszTimes:
    cards: int
    xml_kib: int
    rosz_kib: float
    write: list[float]
    """Seconds to export the 20,000-point roster as ``.rosz``."""
    read: list[float]
    parse: list[float]
    text: list[float]
    cli: list[float]
    """Wall-clock seconds of ``listbuilder validate`` on 1,000 ``.rosz`` files."""
    cli_cpu: list[float]


def rosz_times(repeat: int = 21, cli_repeat: int = 3) -> RoszTimes:
    work = Path(tempfile.mkdtemp(prefix="lb-bench-bs-"))
    env = {**os.environ, "LISTBUILDER_CACHE_DIR": str(work / "cache")}
    saved = os.environ.get("LISTBUILDER_CACHE_DIR")
    os.environ["LISTBUILDER_CACHE_DIR"] = env["LISTBUILDER_CACHE_DIR"]
    try:
        codex = load_codex()
        big = big_roster(codex, 20000)
        cards = sum(1 + len(c.attached) for f in big.forces for c in f.companies)
        rosz = work / "big.rosz"
        write_times = measure(lambda: write_battlescribe_roster(big, codex, rosz), repeat=repeat)
        xml, _ = roster_xml(big, codex)
        read_times = measure(lambda: read_battlescribe_roster(rosz, codex), repeat=repeat, warmup=1)
        back, _ = read_battlescribe_roster(rosz, codex)
        assert back == big, "the round trip lost something"
        parse_times = measure(
            lambda: RosterReader(codex, "x").read(parse_roster_xml(xml, "x")), repeat=repeat
        )
        text_times = measure(lambda: export_text(big, codex, "markdown", "en"), repeat=repeat)

        folder = work / "rosters"
        folder.mkdir()
        examples = [p for p in sorted(EXAMPLES.glob("*.yaml")) if "tournament" not in p.name]
        rosters = [load_roster(p) for p in examples]
        for index in range(1000):
            write_battlescribe_roster(
                rosters[index % len(rosters)], codex, folder / f"roster-{index:04d}.rosz"
            )
        cli_run(folder, env)  # warms the codex cache
        cpu: list[float] = []
        cli_times = measure(lambda: cpu.append(cli_run(folder, env)), repeat=cli_repeat)
        rosz_kib = rosz.stat().st_size / 1024
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if saved is None:
            os.environ.pop("LISTBUILDER_CACHE_DIR", None)
        else:
            os.environ["LISTBUILDER_CACHE_DIR"] = saved
    return RoszTimes(
        cards,
        len(xml) // 1024,
        rosz_kib,
        write_times,
        read_times,
        parse_times,
        text_times,
        cli_times,
        cpu,
    )


def main() -> int:
    times = rosz_times()
    cards, write_times, read_times = times.cards, times.write, times.read
    parse_times, text_times, cli_times = times.parse, times.text, times.cli
    cpu_ms = statistics.median(times.cli_cpu) * 1000
    xml_kib = times.xml_kib
    rows = [
        [
            f"export .rosz, 20,000-pt roster ({cards} cards, {xml_kib} KiB XML, "
            f"{times.rosz_kib:.1f} KiB .rosz)",
            f"{median_ms(write_times):.1f}",
            "< 50",
            ok(median_ms(write_times), 50),
        ],
        [
            "import .rosz, same roster (unzip, parse, map, ruling 15)",
            f"{median_ms(read_times):.1f}",
            "< 50",
            ok(median_ms(read_times), 50),
        ],
        ["  of which mapping the parsed XML", f"{median_ms(parse_times):.1f}", "", ""],
        [
            "Markdown export, same roster (validation included)",
            f"{median_ms(text_times):.1f}",
            "",
            "",
        ],
        [
            "listbuilder validate: 1,000 .rosz files (wall clock)",
            f"{median_ms(cli_times):.0f}",
            "< 5000",
            ok(median_ms(cli_times), 5000),
        ],
        [
            "  the same, CPU time of the process (user + system)",
            f"{cpu_ms:.0f}",
            "< 5000",
            ok(cpu_ms, 5000),
        ],
    ]
    print_table(["measure", "median (ms)", "target (ms)", "ok"], rows)
    load = os.getloadavg()[0]
    print(f"\nload average {load:.1f} on {os.cpu_count()} CPUs: wall clock grows with load")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
