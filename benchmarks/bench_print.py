"""Printing: a 5,000-point army in full (roster, cards, abilities, templates), the
templates sheet alone, and big printouts.

Run: .venv/bin/python benchmarks/bench_print.py [--sizes 250,500,1000,2000] [--before REV]
Target (issue #5): the full army under 1.5 s.

Scaling (issues #9 and #24): rosters of N Tactical Companies, each with a Land Raider
Squadron (2N army cards of only 2 kinds, from the real books), printed in a fresh process
each: in full (every default section), the roster sheet alone and the army cards alone.
Time and peak memory must grow linearly with N (the per-company columns stay flat), and
2,000 companies print in full in under 10 s and under 200 MB (issue #24). The peak RSS is
the process's; the tracemalloc peak (Python's own allocations while printing) is measured
in a separate run, as tracing slows everything down.

``--before REV`` measures the same printouts with the code of git revision REV too (the
package, its data and ``pyproject.toml``, exported to a temporary folder), one after the
other in the same sitting, so the two columns can be compared.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import measure, median_ms, print_table

from listbuilder.codex.loader import load_codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
from listbuilder.rules.engine import validate

ROOT = Path(__file__).resolve().parents[1]

ARMY = """\
format: netepic-roster/1
name: Benchmark 5000
points_limit: 5000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - {card: land_raider_squadron}
          - {card: devastator_detachment}
          - {card: warlord_titan, options: {warlord_titan_arm_weapons.volcano_cannon: 1,
              warlord_titan_arm_weapons.chain_fist: 1,
              warlord_titan_carapace_weapons.vortex_missile: 1,
              warlord_titan_carapace_weapons.gatling_blaster: 1}}
      - card: tactical_company
        attached:
          - {card: assault_detachment}
          - {card: scout_detachment}
          - {card: marine_bike_squad}
          - {card: chaplain}
      - card: assault_company
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_rhino: 1}
"""

SECTIONS = {"full": None, "sheet": "roster", "cards": "cards"}
"""What each scaling run prints: every default section, the roster sheet, the army cards."""

SCALING = """
import resource, sys, tempfile, time, tracemalloc
from pathlib import Path
from listbuilder.codex.loader import load_codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
from listbuilder.rules.engine import validate
n, sections, trace = int(sys.argv[1]), sys.argv[2] or None, sys.argv[3] == "1"
from listbuilder.roster.model import AttachedCard, Company, Force, Roster
# built, not read: a file of 2,000 companies (4,000 cards) passes the 2,000-card bound every
# roster read keeps (issue 30); the printout of a roster held in memory has no such bound
company = Company(card="tactical_company", attached=(AttachedCard(card="land_raider_squadron"),))
roster = Roster(name="Big", forces=(Force(list_id="space_marines", companies=(company,) * n),))
codex = load_codex()
result = validate(roster, codex)  # the window and the CLI hand their validation over
out = Path(tempfile.mkdtemp()) / "big.pdf"
render_roster(parse_roster("format: netepic-roster/1\\nforces: []\\n"), codex, out)  # imports
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
if trace:
    tracemalloc.start()
wall, cpu = time.perf_counter(), time.process_time()
render_roster(roster, codex, out, sections=sections, result=result)
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
traced = tracemalloc.get_traced_memory()[1] if trace else 0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(wall, cpu, peak / 1024, (peak - base) / 1024, traced / 2**20, out.stat().st_size)
"""


def run_one(code_dir: Path, n: int, sections: str | None, trace: bool) -> list[float]:
    """(wall s, CPU s, peak RSS MB, RSS growth MB, tracemalloc peak MB, PDF bytes)."""
    env = {**os.environ, "PYTHONPATH": str(code_dir)}
    env.pop("LISTBUILDER_CODEX_DIR", None)
    done = subprocess.run(
        [sys.executable, "-c", SCALING, str(n), sections or "", "1" if trace else "0"],
        capture_output=True,
        text=True,
        check=True,
        cwd=code_dir,
        env=env,
    )
    return [float(x) for x in done.stdout.split()]


def export_revision(rev: str) -> Path:
    """The code of *rev* in a temporary folder, for measuring it beside the working tree's."""
    folder = Path(tempfile.mkdtemp(prefix="lb-bench-print-before-"))
    archive = subprocess.run(
        [
            "git",
            "-C",
            str(ROOT),
            "archive",
            rev,
            "pyproject.toml",
            "listbuilder",
            "codex_data",
            "resources",
        ],
        capture_output=True,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


def scaling_rows(sizes: list[int]) -> list[list[object]]:
    """Full printouts with the working tree's code: label, CPU s, CPU ms/company, peak RSS
    MB, KB/company above the start (the columns ``run_all.py`` reads)."""
    rows: list[list[object]] = []
    for n in sizes:
        _, cpu, peak, grown, _, _ = run_one(ROOT, n, None, False)
        rows.append(
            [
                f"{n} companies ({2 * n} cards)",
                f"{cpu:.1f}",
                f"{cpu / n * 1000:.1f}",
                f"{peak:.0f}",
                f"{grown / n * 1024:.0f}",
            ]
        )
    return rows


def detail_rows(codes: list[tuple[str, Path]], sizes: list[int]) -> list[list[object]]:
    """Each size printed in full, as a roster sheet alone and as army cards alone, by
    each code (before and now), one after the other."""
    rows: list[list[object]] = []
    for n in sizes:
        for part, sections in SECTIONS.items():
            for label, code_dir in codes:
                wall, cpu, peak, grown, _, size = run_one(code_dir, n, sections, False)
                rows.append(
                    [
                        f"{n} companies ({2 * n} cards)",
                        part,
                        label,
                        f"{wall:.2f}",
                        f"{cpu:.2f}",
                        f"{cpu / n * 1000:.2f}",
                        f"{peak:.0f}",
                        f"{grown / n * 1024:.0f}",
                        f"{size / 2**20:.1f}",
                    ]
                )
    return rows


def trace_rows(codes: list[tuple[str, Path]], n: int) -> list[list[object]]:
    rows: list[list[object]] = []
    for label, code_dir in codes:
        _, _, peak, _, traced, _ = run_one(code_dir, n, None, True)
        rows.append([f"{n} companies, full", label, f"{traced:.0f}", f"{peak:.0f}"])
    return rows


def army_times(repeat: int = 5) -> tuple[int, list[float]]:
    """The points of the 5,000-point army and the seconds of each full printout of it."""
    codex = load_codex()
    roster = parse_roster(ARMY)
    points = validate(roster, codex).figures.points
    out = Path(tempfile.mkdtemp(prefix="lb-bench-print-")) / "army.pdf"
    return points, measure(lambda: render_roster(roster, codex, out), repeat=repeat, warmup=1)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="250,500,1000,2000", help="companies, comma-separated")
    parser.add_argument("--before", help="a git revision to measure beside the working tree")
    parser.add_argument("--no-trace", action="store_true", help="skip the tracemalloc run")
    args = parser.parse_args()
    points, army = army_times()
    out_dir = Path(tempfile.mkdtemp(prefix="lb-bench-print-"))
    rows: list[list[object]] = [
        [f"full army printout ({points} points, all sections)", f"{median_ms(army):.0f}", "< 1500"],
    ]
    try:
        from listbuilder.printing.templates import render_templates
    except ImportError:
        rows.append(["templates sheet", "n/a", ""])
    else:
        tpl = measure(lambda: render_templates(out_dir / "templates.pdf"), repeat=5, warmup=1)
        rows.append(["templates sheet", f"{median_ms(tpl):.0f}", ""])
    print_table(["measure", "median ms", "target ms"], rows)
    print()
    codes = [("now", ROOT)]
    if args.before:
        codes.insert(0, (f"before ({args.before})", export_revision(args.before)))
    sizes = [int(size) for size in args.sizes.split(",") if size.strip()]
    print("Full: < 10 s and < 200 MB at 2,000 companies (issue #24).")
    print_table(
        [
            "roster",
            "printed",
            "code",
            "wall s",
            "CPU s",
            "CPU ms/company",
            "peak RSS MB",
            "KB/company (above start)",
            "PDF MB",
        ],
        detail_rows(codes, sizes),
    )
    if not args.no_trace and sizes:
        print()
        print_table(
            ["roster", "code", "tracemalloc peak MB", "peak RSS MB"],
            trace_rows(codes, max(sizes)),
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
