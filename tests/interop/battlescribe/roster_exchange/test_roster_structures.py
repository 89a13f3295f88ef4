"""Structure cards (ruling 18) out to BattleScribe and back: yaml -> rosz -> yaml exactly."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
    read_battlescribe_roster,
)
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import (
    roster_xml,
    write_battlescribe_roster,
)
from listbuilder.interop.share_code import decode, encode
from listbuilder.roster.io import dump_roster, parse_roster
from tests.conftest import needs_shared

NS = "{http://www.battlescribe.net/schema/rosterSchema}"
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
        options: {turret_weapon.plasma_cannon: 1}
        notes: on the ridge
      - card: barricade
  - list: space_marines
    companies:
      - card: tactical_company
    structures:
      - card: composite_bunker
        notes: by the bridge
"""


def test_structures_survive_yaml_rosz_yaml(codex: Codex, tmp_path: Path) -> None:
    roster = parse_roster(TEXT)
    out = tmp_path / "army.rosz"
    written = write_battlescribe_roster(roster, codex, out)
    assert not written.notes, written.lines()
    back, report = read_battlescribe_roster(out, codex)
    assert back == roster
    assert dump_roster(back) == dump_roster(roster)
    assert not report.of("bsimport.attached") and not report.of("bsimport.cost-differs")


def test_a_structure_is_a_costed_selection_beside_the_companies(codex: Codex) -> None:
    data, _ = roster_xml(parse_roster(TEXT), codex)
    root = ET.fromstring(data)
    guard = root.find(f"{NS}forces/{NS}force")
    assert guard is not None
    names = [s.get("name") for s in guard.findall(f"{NS}selections/{NS}selection")]
    assert names == ["Heavy Infantry Company", "Bastion", "Barricade"]
    bastion = guard.findall(f"{NS}selections/{NS}selection")[1]
    assert bastion.get("entryId") == "listbuilder-structure-bastion"
    assert bastion.get("customName") == "Fort Ardent"
    [weapon] = bastion.findall(f"{NS}selections/{NS}selection")
    assert weapon.get("name") == "Plasma Cannon"

    def points(element: ET.Element) -> float:
        return sum(
            float(c.get("value", "0"))
            for c in element.findall(f"{NS}costs/{NS}cost")
            if c.get("typeId") == "52f8-db9e-3336-8db6"
        )

    # 100 for the bastion, twice the Plasma Cannon's 100 for the turret (§6.7)
    assert (points(bastion), points(weapon)) == (100.0, 200.0)
    roster_total = points(root)
    assert roster_total == sum(points(s) for s in root.iter(f"{NS}selection"))


@needs_shared
def test_a_roster_with_structures_stays_schema_valid(codex: Codex) -> None:
    from tests.interop.battlescribe.roster_exchange.exchange import roster_schema

    data, _ = roster_xml(parse_roster(TEXT), codex)
    errors = list(roster_schema().iter_errors(data.decode("utf-8")))
    assert not errors, errors[0]


def test_structures_travel_in_a_share_code(codex: Codex) -> None:
    roster = parse_roster(TEXT)
    code = encode(roster)
    assert decode(code) == roster
    assert decode(code).forces[0].structures[0].options == {"turret_weapon.plasma_cannon": 1}
