"""The phone page: its size and how long it takes to open on a phone-class CPU.

Run: .venv/bin/python benchmarks/bench_phone.py
Targets (issue 34): at most 300 KB for a 3,000-point army; open in under a second on a
phone-class CPU, measured in headless Chromium at 360×800 with touch and the CPU slowed
4 times (Emulation.setCPUThrottlingRate 4): from navigation to the page built and shown
(the load event, which comes after the page's script has built every view).
Needs the system's Chromium (Debian: apt-get install chromium); without it the open times
are left out.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from _table import measure, median_ms, print_table  # noqa: E402
from bench_validate import big_roster  # noqa: E402

from listbuilder.codex.loader import load_codex  # noqa: E402
from listbuilder.interop.rosters import load_roster_file  # noqa: E402
from listbuilder.phone.page import phone_page  # noqa: E402
from listbuilder.roster.model import Roster  # noqa: E402
from tests.phone.cdp import browser, chromium_path  # noqa: E402

EXAMPLES = ROOT / "examples"
SIZE_TARGET_KB = 300
OPEN_TARGET_MS = 1000
THROTTLE = 4
RUNS = 5


def open_ms(chromium, url: str) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Median of RUNS openings at 360×800, CPU slowed THROTTLE times: (load event, script)."""
    page = chromium.page(360, 800)
    page.send("Emulation.setCPUThrottlingRate", {"rate": THROTTLE})
    loads, scripts = [], []
    for _ in range(RUNS):
        page.navigate(url)
        timing = page.eval(
            "(() => { const n = performance.getEntriesByType('navigation')[0];"
            " return [n.loadEventStart, n.domContentLoadedEventEnd - n.responseEnd]; })()"
        )
        loads.append(timing[0])
        scripts.append(timing[1])
    page.close()
    return statistics.median(loads), statistics.median(scripts)


def main() -> None:
    codex = load_codex()
    rosters: list[tuple[str, Roster]] = [
        (path.stem, load_roster_file(path, codex).roster)
        for path in sorted(EXAMPLES.glob("*.yaml"))
        if "tournament" not in path.name
    ]
    rosters.append(("generated 3,000 pts", big_roster(codex, 3000)))
    rosters.append(("generated 10,000 pts", big_roster(codex, 10000)))
    folder = Path(tempfile.mkdtemp(prefix="bench-phone-"))
    pages = []
    for name, roster in rosters:
        data = phone_page(roster, codex, "en")
        export = median_ms(measure(lambda r=roster: phone_page(r, codex, "en"), repeat=3))
        path = folder / f"{len(pages)}.html"
        path.write_bytes(data)
        pages.append((name, roster, path, len(data), export))
    opened: dict[Path, tuple[float, float]] = {}
    if chromium_path() is not None:
        with browser() as chromium:
            for _, _, path, _, _ in pages:
                opened[path] = open_ms(chromium, path.as_uri())
    rows = []
    for name, roster, path, size, export in pages:
        points = sum(1 for force in roster.forces for _ in force.companies)
        load, script = opened.get(path, (float("nan"), float("nan")))
        kb = size / 1024
        judged = (roster.points_limit or 0) <= 3000  # the target is for 3,000 points
        size_ok = ("yes" if kb <= SIZE_TARGET_KB else "NO") if judged else "-"
        open_ok = "-" if load != load else ("yes" if load < OPEN_TARGET_MS else "NO")
        rows.append(
            [
                name,
                roster.points_limit or "-",
                points,
                f"{kb:.0f}",
                size_ok,
                f"{export:.0f}",
                f"{load:.0f}",
                f"{script:.0f}",
                open_ok,
            ]
        )
    print(
        f"Phone page: size and opening at 360x800, CPU slowed {THROTTLE}x, median of {RUNS} "
        f"(targets: <= {SIZE_TARGET_KB} KB at 3,000 points, open < {OPEN_TARGET_MS} ms)"
    )
    print_table(
        [
            "roster",
            "limit",
            "companies",
            "KB",
            "size ok",
            "export ms",
            "open ms",
            "parse+script ms",
            "open ok",
        ],
        rows,
    )
    if not opened:
        print("(no Chromium here: open times left out)")


if __name__ == "__main__":
    main()
