"""Printing: a 5,000-point army in full (roster, cards, abilities, templates), and the
templates sheet alone.

Run: .venv/bin/python benchmarks/bench_print.py
Target (issue #5): the full army under 1.5 s.
"""

from __future__ import annotations

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


def main() -> int:
    codex = load_codex()
    roster = parse_roster(ARMY)
    points = validate(roster, codex).figures.points
    out_dir = Path(tempfile.mkdtemp(prefix="lb-bench-print-"))
    army = measure(lambda: render_roster(roster, codex, out_dir / "army.pdf"), repeat=5,
                   warmup=1)
    rows: list[list[object]] = [
        [f"full army printout ({points} points, all sections)", f"{median_ms(army):.0f}",
         "< 1500"],
    ]
    try:
        from listbuilder.printing.templates import render_templates
    except ImportError:
        rows.append(["templates sheet", "n/a", ""])
    else:
        tpl = measure(lambda: render_templates(out_dir / "templates.pdf"), repeat=5, warmup=1)
        rows.append(["templates sheet", f"{median_ms(tpl):.0f}", ""])
    print_table(["measure", "median ms", "target ms"], rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
