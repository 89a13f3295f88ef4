"""Validation speed: one 3,000-point and one 20,000-point roster, and 1,000 rosters from the CLI.

Run: .venv/bin/python benchmarks/bench_validate.py
Targets (issue: rosters and validator): a 20,000-point roster validated in under 2 ms (findings
and derived figures); 1,000 roster files checked by ``listbuilder validate`` in under 5 s
(a whole process: start-up, warm codex cache, reading, checking, JSON output).
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from _table import measure, median_ms, print_table  # noqa: E402

from listbuilder.codex.codex import Codex  # noqa: E402
from listbuilder.codex.loader import load_codex  # noqa: E402
from listbuilder.roster.io import load_roster, save_roster  # noqa: E402
from listbuilder.roster.model import AttachedCard, Company, Force, Roster  # noqa: E402
from listbuilder.rules.engine import validate  # noqa: E402

EXAMPLES = ROOT / "examples"
SUPPORTS = ("land_raider_squadron", "predator_squadron", "whirlwind_battery", "rhino_squadron")
WARHOUND = {"warhound_titan_weapons.plasma_blastgun": 1, "warhound_titan_weapons.inferno_gun": 1}


def big_roster(codex: Codex, limit: int) -> Roster:
    """A legal Space Marine army of nearly *limit* points: full companies, titans included."""
    companies: list[Company] = []
    total = 0
    specials = itertools.cycle(["chaplain", "librarian", "warhound_titan", "techmarine"])
    while True:
        special = next(specials)
        options = WARHOUND if special == "warhound_titan" else {}
        company = Company(
            card="tactical_company",
            attached=(
                *(AttachedCard(card=card) for card in SUPPORTS),
                AttachedCard(card="tactical_detachment"),
                AttachedCard(card=special, options=options),
            ),
        )
        cost = validate(
            Roster(forces=(Force(list_id="space_marines", companies=(company,)),)), codex
        )
        if total + cost.figures.points > limit:
            break
        companies.append(company)
        total += cost.figures.points
    roster = Roster(
        name="Big",
        points_limit=limit,
        forces=(Force(list_id="space_marines", companies=tuple(companies)),),
    )
    result = validate(roster, codex)
    assert result.legal, [f.message() for f in result.findings]
    return roster


def cli_run(folder: Path, env: dict[str, str]) -> None:
    subprocess.run(
        [sys.executable, "-m", "listbuilder", "validate", str(folder), "--json"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,
    )


@dataclass
class ValidateTimes:
    small_label: str
    small: list[float]
    big_label: str
    big: list[float]
    """Seconds to validate the 20,000-point roster, in process."""
    cli: list[float]
    """Seconds of ``listbuilder validate`` on 1,000 roster files, a whole process."""


def validate_times(repeat: int = 301, cli_repeat: int = 3) -> ValidateTimes:
    work = Path(tempfile.mkdtemp(prefix="lb-bench-validate-"))
    env = {**os.environ, "LISTBUILDER_CACHE_DIR": str(work / "cache")}
    saved = os.environ.get("LISTBUILDER_CACHE_DIR")
    os.environ["LISTBUILDER_CACHE_DIR"] = env["LISTBUILDER_CACHE_DIR"]
    try:
        codex = load_codex()
        small = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
        big = big_roster(codex, 20000)
        small_result, big_result = validate(small, codex), validate(big, codex)
        small_times = measure(lambda: validate(small, codex), repeat=repeat, warmup=20)
        big_times = measure(lambda: validate(big, codex), repeat=repeat, warmup=20)

        folder = work / "rosters"
        folder.mkdir()
        examples = [p for p in sorted(EXAMPLES.glob("*.yaml")) if "tournament" not in p.name]
        rosters = [load_roster(p) for p in examples]
        for index in range(1000):
            save_roster(rosters[index % len(rosters)], folder / f"roster-{index:04d}.yaml")
        cli_run(folder, env)  # warms the codex cache
        cli_times = measure(lambda: cli_run(folder, env), repeat=cli_repeat)
        cards = sum(1 + len(c.attached) for f in big.forces for c in f.companies)
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if saved is None:
            os.environ.pop("LISTBUILDER_CACHE_DIR", None)
        else:
            os.environ["LISTBUILDER_CACHE_DIR"] = saved
    return ValidateTimes(
        f"validate {small_result.figures.points}-pt roster ({small.name})",
        small_times,
        f"validate {big_result.figures.points}-pt roster ({cards} cards)",
        big_times,
        cli_times,
    )


def main() -> int:
    times = validate_times()
    small_times, big_times, cli_times = times.small, times.big, times.cli
    print_table(
        ["measure", "median (ms)", "target (ms)", "ok"],
        [
            [
                times.small_label,
                f"{median_ms(small_times):.3f}",
                "",
                "",
            ],
            [
                times.big_label,
                f"{median_ms(big_times):.3f}",
                "< 2",
                "yes" if median_ms(big_times) < 2 else "NO",
            ],
            [
                "listbuilder validate: 1,000 roster files",
                f"{median_ms(cli_times):.0f}",
                "< 5000",
                "yes" if median_ms(cli_times) < 5000 else "NO",
            ],
        ],
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
