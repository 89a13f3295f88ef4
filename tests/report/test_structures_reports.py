"""Structure cards (ruling 18) in the reports: diff, models needed, the glance, text exports
and summary --json's card table."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.collection.model import Collection
from listbuilder.collection.needs import roster_needs
from listbuilder.game.army import game_army
from listbuilder.report.diff import diff_rosters
from listbuilder.report.diff_text import render_text
from listbuilder.report.exports import export_text
from listbuilder.report.game_table import card_records
from listbuilder.report.glance import glance
from listbuilder.roster.io import parse_roster
from listbuilder.rules.context import build_context
from listbuilder.rules.engine import validate

TEXT = """\
format: netepic-roster/1
name: Hold the line
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: heavy_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_chimera: 1}
    structures:
      - card: bastion
        name: Fort Ardent
        options: {turret_weapon.volcano_cannon: 1}
        notes: on the ridge
      - card: barricade
"""


def test_diff_sees_structures_added_removed_and_rearmed(codex: Codex) -> None:
    a = parse_roster(TEXT)
    b = parse_roster(
        TEXT.replace("turret_weapon.volcano_cannon", "turret_weapon.doomburner").replace(
            "      - card: barricade\n", "      - card: trench\n"
        )
    )
    found = diff_rosters(a, validate(a, codex).figures, b, validate(b, codex).figures)
    seen = {(c.kind, c.card, c.field, c.path_a, c.path_b) for c in found.changes}
    assert seen == {
        ("changed", "bastion", "options", "forces[0].structures[0]", "forces[0].structures[0]"),
        ("removed", "barricade", None, "forces[0].structures[1]", None),
        ("added", "trench", None, None, "forces[0].structures[1]"),
    }
    assert found.delta.points == -25  # Doomburner 75 for a Volcano Cannon 100
    text = render_text(found, "a.yaml", "b.yaml", "en")
    assert "Removed Barricade from Imperial Guard Army" in text
    assert "forces[0]" not in text
    back = diff_rosters(b, validate(b, codex).figures, a, validate(a, codex).figures)
    assert {c.kind for c in back.changes} == {"changed", "added", "removed"}


def test_models_needed_count_structures_and_name_them(codex: Codex) -> None:
    roster = parse_roster(TEXT)
    needs = roster_needs(roster, codex, Collection())
    units = {unit.key: unit.needed for unit in needs.units}
    assert units["structures/barricade_section"] == 20 and units["structures/bastion"] == 1
    assert needs.name_of("forces[0].structures[0]", "en") == "Fort Ardent (Bastion)"
    assert "forces[0].structures[1]" in needs.short_cards


def test_the_glance_has_a_structure_bar_only_when_there_are_structures(codex: Codex) -> None:
    roster = parse_roster(TEXT)
    ctx = build_context(roster, codex)
    figures = validate(roster, codex).figures
    bars = glance(figures, game_army(ctx), "en").by_type
    assert [bar.label for bar in bars][-1] == "Structure"
    assert sum(bar.value for bar in bars) == figures.points
    plain = parse_roster(TEXT.split("    structures:")[0])
    bare = glance(validate(plain, codex).figures, game_army(build_context(plain, codex)), "en")
    assert "Structure" not in [bar.label for bar in bare.by_type]


def test_text_exports_and_the_card_table_carry_structures(codex: Codex) -> None:
    roster = parse_roster(TEXT)
    text = export_text(roster, codex, "text", "en")
    assert "Structures (no slot used)" in text
    assert (
        "  - Fort Ardent (Bastion): 200 pts, 2 VP, breaks when it loses the bastion\n"
        "      Volcano Cannon"
    ) in text
    assert "    on the ridge" in text
    assert "Barricade: 150 pts, 2 VP, breaks when it loses 50 cm of barricade" in text
    assert "BP the" not in text and "ruling" not in text
    markdown = export_text(roster, codex, "markdown", "fr")
    assert "**Structures (aucun emplacement occupé)**" in markdown
    assert "- Barricade : 150 pts, 2 PV, rompt quand il perd 50 cm de barricade" in markdown
    records = card_records(game_army(build_context(roster, codex)), "en")
    bastion, barricade = records[-2:]
    assert bastion["path"] == "forces[0].structures[0]" and bastion["type"] == "structure"
    assert (barricade["break_point"], barricade["breaks_at"], barricade["models"]) == (10, 10, 20)
    assert barricade["break_text"] == "50 cm of barricade"
