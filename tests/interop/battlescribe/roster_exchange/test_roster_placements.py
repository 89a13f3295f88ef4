"""Issue 30: a card our `.ros` reader would move (a structure under a company or bought as a
company, a company card among the structures...) is kept where the file put it, so that the
round trip YAML -> .ros/.rosz -> read back is as illegal as it left, with the same finding
codes as the YAML roster and its share code."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import (
    write_battlescribe_roster,
)
from listbuilder.interop.share_code import decode, encode
from listbuilder.roster.io import parse_roster
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import validate
from tests.hostile.real_process import run_cli

HEAD = """\
format: netepic-roster/1
name: Misplaced
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
"""
COMPANY = """\
      - card: heavy_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_chimera: 1}
"""

# Every placement the roster format can hold that the rules forbid, written under the
# Imperial Guard force whose first company is legal.
PLACEMENTS = {
    "structure-under-a-company": COMPANY
    + """\
        attached:
          - card: barricade
            notes: by the gate
""",
    "structure-bought-as-a-company": COMPANY
    + """\
      - card: composite_bunker
        notes: bought as a company
        attached:
          - card: leman_russ_squadron
""",
    "structure-as-the-only-company": """\
      - card: barricade
""",
    "company-among-the-structures": COMPANY
    + """\
    structures:
      - card: heavy_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_chimera: 1}
""",
    "support-among-the-structures": COMPANY
    + """\
    structures:
      - card: leman_russ_squadron
""",
    "company-under-a-company": COMPANY
    + """\
        attached:
          - card: heavy_infantry_company
            options: {hq_transport.command_chimera: 1, commissar_transport.command_chimera: 1}
""",
    "support-bought-as-a-company": COMPANY
    + """\
      - card: leman_russ_squadron
""",
    "card-of-another-list-under-a-company": COMPANY
    + """\
        attached:
          - card: adeptus_astartes/land_raider_squadron
""",
    "company-of-another-list": COMPANY
    + """\
      - card: adeptus_astartes/tactical_company
""",
    "structure-of-the-force-under-an-ally-company": COMPANY
    + """\
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: bastion
            options: {turret_weapon.plasma_cannon: 1}
""",
    "six-supports-on-one-company": COMPANY
    + """\
        attached:
"""
    + "          - card: leman_russ_squadron\n" * 6
    + COMPANY,
}


def _codes(roster: object, codex: Codex) -> list[str]:
    return sorted(validate(roster, codex).codes())  # type: ignore[arg-type]


def _shape(roster: Roster, codex: Codex) -> list[tuple[object, ...]]:
    """Where every card stands, by the card it resolves to (``land_raider_squadron`` and
    ``adeptus_astartes/land_raider_squadron`` are one card under a Guard company)."""

    def key(card: str, list_id: str) -> str:
        ref = codex.find_card(card, list_id)
        return ref.key if ref is not None else card

    shape: list[tuple[object, ...]] = []
    for f, force in enumerate(roster.forces):
        for c, company in enumerate(force.companies):
            shape.append((f, "company", c, key(company.card, force.list_id), company.notes))
            for a, card in enumerate(company.attached):
                shape.append((f, "attached", c, a, key(card.card, force.list_id), card.notes))
        for s, held in enumerate(force.structures):
            shape.append((f, "structure", s, key(held.card, force.list_id), held.notes))
    return shape


@pytest.mark.parametrize("name", sorted(PLACEMENTS))
@pytest.mark.parametrize("suffix", [".ros", ".rosz"])
def test_an_illegal_placement_comes_back_as_illegal_as_it_left(
    name: str, suffix: str, codex: Codex, tmp_path: Path
) -> None:
    roster = parse_roster(HEAD + PLACEMENTS[name])
    codes = _codes(roster, codex)
    assert validate(roster, codex).errors, f"{name} is legal: not a reproducer"
    assert _codes(decode(encode(roster)), codex) == codes  # the share code keeps it
    out = tmp_path / f"army{suffix}"
    written = write_battlescribe_roster(roster, codex, out)
    assert not written.notes, written.lines()
    back, report = read_battlescribe_roster(out, codex)
    assert _codes(back, codex) == codes, report.render()
    assert _shape(back, codex) == _shape(roster, codex)
    assert not report.of("bsimport.attached")


def test_the_reproducers_through_the_real_process(tmp_path: Path) -> None:
    """`validate` on the YAML and on its .rosz report the same error, structure-misplaced."""
    for name in ("structure-under-a-company", "structure-bought-as-a-company"):
        source = tmp_path / f"{name}.yaml"
        source.write_text(HEAD + PLACEMENTS[name], encoding="utf-8")
        rosz = tmp_path / f"{name}.rosz"
        done = run_cli("export", source, "--format", "rosz", "-o", rosz)
        assert done.returncode == 0, done.stderr
        for path in (source, rosz):
            checked = run_cli("validate", path, "--lang", "en")
            assert checked.returncode == 1, checked.stdout + checked.stderr
            assert "structure-misplaced" in checked.stdout


def test_a_foreign_structure_at_force_level_still_reads_as_a_structure(
    codex: Codex, tmp_path: Path
) -> None:
    """Without our note, a card's type decides where it stands (ruling 15, ruling 18)."""
    roster = parse_roster(HEAD + COMPANY + "    structures:\n      - card: barricade\n")
    out = tmp_path / "army.ros"
    write_battlescribe_roster(roster, codex, out)
    back, _ = read_battlescribe_roster(out, codex)
    assert back == roster
    assert validate(back, codex).legal
