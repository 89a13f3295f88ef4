"""BattleScribe game data at run time: 40K 9th edition and Battlefleet Gothic, cold and warm.

Run: .venv/bin/python benchmarks/bench_game_data.py
Goal (issue 35): the whole 40K 9th edition data (52 catalogues) loads in under 2 s warm,
from the compiled cache. "cold" reads and checks the XML (what ``data add`` and a changed
file cost); "warm" is a load in a fresh process state from the cache written by the add.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import measure, median_ms, print_table

SHARED = Path(__file__).resolve().parents[2] / "shared" / "battlescribe"
GOAL_WARM_MS = 2000.0


def _check_row(registry: object) -> list[str] | None:
    """Checking a 40K Strike Force of 16 units built from the data (the data's constraints)."""
    from listbuilder.systems.battlescribe import registry as reg
    from listbuilder.systems.battlescribe.building import add_entry, add_force, new_roster
    from listbuilder.systems.battlescribe.checks import check_roster

    item = reg.find_added("28ec-711c-d87f-3aeb")
    if item is None:
        return None
    data = reg.load_game_data(item)
    cat = next(c for c in data.catalogues if c.name.endswith("Ultramarines"))
    roster = new_roster(data, "Strike Force", {"points": 2000})
    force = add_force(roster, data, cat.id, "564e-55d5-79bc-a4d7")  # Battalion -3CP
    roots = {entry.name: entry for entry in data.root_entries(cat)}
    units = ["Battle Size", "Game Type", "Detachment Command Cost", "**Chapter Selector**"]
    units += ["Faction Selection", "Captain", "Captain", "Lieutenant", "Hellblaster Squad"]
    units += ["Intercessor Squad"] * 6 + ["Redemptor Dreadnought", "Repulsor", "Aggressor Squad"]
    for name in units:
        add_entry(data, cat, force.selections, roots[name], roster=roster)
    check_ms = median_ms(measure(lambda: check_roster(data, roster), repeat=5))
    return ["40K check", f"{len(units)} selections at the root", "-", "-", f"{check_ms:.0f}", ""]


def main() -> int:
    base = Path(tempfile.mkdtemp(prefix="lb-bench-gamedata-"))
    os.environ["LISTBUILDER_DATA_DIR"] = str(base / "data")
    os.environ["LISTBUILDER_CACHE_DIR"] = str(base / "cache")
    from listbuilder.systems.battlescribe import registry

    rows = []
    for folder in ("wh40k-9e", "battlefleet-gothic"):
        path = SHARED / folder
        if not path.is_dir():
            rows.append([folder, "-", "-", "-", "-", "missing: " + str(path)])
            continue
        item = registry.add_data(path)
        data = registry.load_game_data(item)
        counts = data.counts()

        def cold(item: registry.AddedData = item) -> None:
            registry._LOADED.clear()
            registry.read_folder(item.folder)

        def warm(item: registry.AddedData = item) -> None:
            registry._LOADED.clear()
            registry.load_game_data(item)

        cold_ms = median_ms(measure(cold, repeat=3))
        warm_ms = median_ms(measure(warm, repeat=5))
        verdict = "ok" if warm_ms < GOAL_WARM_MS else "SLOW"
        rows.append(
            [
                folder,
                f"{counts.catalogues} cat, {counts.entries} entries",
                f"{counts.unknown} / {counts.unresolved}",
                f"{cold_ms:.0f}",
                f"{warm_ms:.0f}",
                f"{verdict} (goal warm < {GOAL_WARM_MS:.0f} ms)",
            ]
        )
    check_row = _check_row(registry)
    if check_row is not None:
        rows.append(check_row)
    print(f"load average: {os.getloadavg()[0]:.2f}")
    print_table(
        ["data", "holds", "not understood / unresolved", "cold ms", "warm ms", "goal"], rows
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
