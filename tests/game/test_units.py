"""The models of each card with their stat lines, as the odds dialog and the phone page need."""

from __future__ import annotations

from pathlib import Path

from listbuilder.game.units import army_units
from listbuilder.interop.rosters import load_roster_file
from listbuilder.rules.context import build_context

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"


def test_each_card_lists_its_units_with_caf_weapons_and_abilities_in_both_languages(
    codex,  # type: ignore[no-untyped-def]
) -> None:
    ctx = build_context(load_roster_file(EXAMPLE, codex).roster, codex)
    units = army_units(ctx)
    assert set(units) == {entry.path for entry in ctx.entries}
    company = units["forces[0].companies[0]"]
    tactical = next(
        line
        for line in company
        if line.key.endswith("tactical_squad") or "Tactical" in line.name.en
    )
    assert tactical.caf == 2 and tactical.caf_label == "+2"
    assert tactical.name.get("fr") == "Escouade tactique"
    assert any(w.startswith("Bolters") for w in tactical.weapons["en"])
    hq = company[0]
    assert "Elite" in hq.abilities["en"] and "Élite" in hq.abilities["fr"]
