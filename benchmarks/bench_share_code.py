"""Share codes, comparisons and collections: how long a code is for each example and as a
roster grows, how fast it is made and read back, ``diff`` of two 20,000-point rosters and
``needs`` with a 2,000-unit collection.

Run: .venv/bin/python benchmarks/bench_share_code.py
Targets (issue 23): at most 300 characters for examples/space-marines-with-guard.yaml; code
out and in at 20,000 points, the diff and the needs each under 50 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from _table import measure, median_ms, print_table  # noqa: E402
from bench_validate import big_roster  # noqa: E402

from listbuilder.codex.codex import Codex  # noqa: E402
from listbuilder.codex.loader import load_codex  # noqa: E402
from listbuilder.collection.model import Collection  # noqa: E402
from listbuilder.collection.needs import roster_needs  # noqa: E402
from listbuilder.editing.session import EditSession  # noqa: E402
from listbuilder.interop.share_code import decode, encode  # noqa: E402
from listbuilder.printing.roster_sheet import QR_MAX_CHARS  # noqa: E402
from listbuilder.report.diff import diff_rosters  # noqa: E402
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
    print(f"\nspace-marines-with-guard.yaml: {target} characters (target <= 300)\n")
    print_table(["at 20,000 points", "median ms", "target ms", "met"], big_cases(codex))
    return 0


def big_cases(codex: Codex) -> list[list[object]]:
    """Code out and in, diff and needs on 20,000 points, each a whole core call."""
    a = big_roster(codex, 20_000)
    forces = a.forces
    first = forces[0].companies
    moved = first[1].model_copy(update={"attached": first[1].attached + first[0].attached})
    b = a.model_copy(
        update={
            "forces": (
                forces[0].model_copy(
                    update={
                        "companies": (
                            first[0].model_copy(update={"attached": ()}),
                            moved,
                            *first[2:-1],
                        )
                    }
                ),
                *forces[1:],
            )
        }
    )
    code = encode(a)
    units = [f"{book.id}/{unit.id}" for book in codex.books.values() for unit in book.units]
    models = {key: n % 7 for n, key in enumerate((units * 3)[:2_000])}
    models.update({f"other/unit_{n}": 1 for n in range(2_000 - len(models))})
    collection = Collection(models=models)
    assert len(collection.models) == 2_000

    def compare() -> None:
        sa, sb = EditSession(codex, a), EditSession(codex, b)
        diff_rosters(sa.roster, sa.figures, sb.roster, sb.figures)

    rows = []
    for name, call in [
        ("share code out", lambda: encode(a)),
        ("share code in", lambda: decode(code)),
        ("diff of two rosters (validated)", compare),
        ("needs, 2,000-unit collection", lambda: roster_needs(a, codex, collection)),
    ]:
        ms = median_ms(measure(call, repeat=7, warmup=1))
        rows.append([name, f"{ms:.1f}", 50, "yes" if ms < 50 else "NO"])
    return rows


if __name__ == "__main__":
    raise SystemExit(main())
