"""Printing: a 5,000-point army in full (roster, cards, abilities, templates), and the
templates sheet alone.

Run: .venv/bin/python benchmarks/bench_print.py [--sizes 250,500,1000,2000]
Target (issue #5): the full army under 1.5 s.

Scaling (issue #9): rosters of N Tactical Companies, each with a Land Raider
Squadron, printed in full, each in a fresh process: CPU time and peak memory
must grow linearly with N (the per-company columns stay flat).
"""

from __future__ import annotations

import argparse
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


SCALING = """
import resource, sys, tempfile, time
from pathlib import Path
from listbuilder.codex.loader import load_codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
n = int(sys.argv[1])
lines = ["format: netepic-roster/1", "name: Big", "forces:", "  - list: space_marines",
         "    companies:"]
for _ in range(n):
    lines += ["      - card: tactical_company", "        attached:",
              "          - {card: land_raider_squadron}"]
roster = parse_roster("\\n".join(lines) + "\\n")
codex = load_codex()
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.process_time()
render_roster(roster, codex, Path(tempfile.mkdtemp()) / "big.pdf")
cpu = time.process_time() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(cpu, peak / 1024, (peak - base) / 1024)
"""


def scaling_rows(sizes: list[int]) -> list[list[object]]:
    rows: list[list[object]] = []
    for n in sizes:
        done = subprocess.run(
            [sys.executable, "-c", SCALING, str(n)], capture_output=True, text=True, check=True
        )
        cpu, peak, grown = (float(x) for x in done.stdout.split())
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
    sizes = [int(size) for size in args.sizes.split(",") if size.strip()]
    print_table(
        ["roster", "CPU s", "CPU ms/company", "peak MB", "KB/company (above start)"],
        scaling_rows(sizes),
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
