"""Share codes: how long a code is for each example and as a roster grows, and how fast
it is made and read back.

Run: .venv/bin/python benchmarks/bench_share_code.py
Target (issue 23): at most 300 characters for examples/space-marines-with-guard.yaml.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from _table import measure, median_ms, print_table  # noqa: E402
from bench_validate import big_roster  # noqa: E402

from listbuilder.codex.loader import load_codex  # noqa: E402
from listbuilder.editing.session import EditSession  # noqa: E402
from listbuilder.interop.share_code import decode, encode  # noqa: E402
from listbuilder.printing.roster_sheet import QR_MAX_CHARS  # noqa: E402
from listbuilder.roster.io import dump_roster, load_roster  # noqa: E402

EXAMPLES = ROOT / "examples"


def main() -> int:
    codex = load_codex()
    rows = []
    cases = [
        (p.name, load_roster(p)) for p in sorted(EXAMPLES.glob("*.yaml")) if "pack" not in p.name
    ]
    cases += [
        (f"generated, {points:,} pts", big_roster(codex, points)) for points in (5_000, 20_000)
    ]
    for name, roster in cases:
        code = encode(roster)
        points = EditSession(codex, roster).figures.points
        cards = sum(1 + len(c.attached) for f in roster.forces for c in f.companies)
        yaml_bytes = len(dump_roster(roster).encode())
        rows.append(
            [
                name,
                f"{points:,}",
                cards,
                f"{yaml_bytes:,}",
                f"{len(code):,}",
                f"{len(code) / max(cards, 1):.1f}",
                "yes" if len(code) <= QR_MAX_CHARS else "no",
                f"{median_ms(measure(lambda r=roster: encode(r), repeat=7)):.2f}",
                f"{median_ms(measure(lambda c=code: decode(c), repeat=7)):.2f}",
            ]
        )
    print_table(
        [
            "roster",
            "points",
            "cards",
            "YAML bytes",
            "code chars",
            "chars/card",
            "QR",
            "encode ms",
            "decode ms",
        ],
        rows,
    )
    target = len(encode(load_roster(EXAMPLES / "space-marines-with-guard.yaml")))
    print(f"\nspace-marines-with-guard.yaml: {target} characters (target <= 300)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
