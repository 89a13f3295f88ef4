"""Structure cards in roster files: ``forces[i].structures`` (ruling 18), read and written."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.errors import RosterFileError
from listbuilder.roster.io import dump_roster, load_roster, parse_roster, save_roster
from listbuilder.roster.model import ElementPath, StructureCard, entry_at, parse_path

TEXT = """\
format: netepic-roster/1
name: Hold the line
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: heavy_infantry_company
    structures:
      - card: bastion
        name: Fort Ardent
        options: {turret_weapon.volcano_cannon: 1}
        notes: on the ridge
      - card: barricade
"""


def test_structures_read_and_write_back_the_same_bytes(tmp_path: Path) -> None:
    roster = parse_roster(TEXT)
    [bastion, barricade] = roster.forces[0].structures
    assert bastion == StructureCard(
        card="bastion",
        name="Fort Ardent",
        options={"turret_weapon.volcano_cannon": 1},
        notes="on the ridge",
    )
    assert barricade.card == "barricade" and not barricade.options
    assert dump_roster(roster) == TEXT
    save_roster(roster, tmp_path / "army.yaml")
    assert load_roster(tmp_path / "army.yaml") == roster


def test_a_force_without_structures_writes_no_key() -> None:
    text = TEXT.split("    structures:")[0]
    assert "structures" not in dump_roster(parse_roster(text))


def test_paths_name_a_structure_card_and_its_options() -> None:
    roster = parse_roster(TEXT)
    path = parse_path("forces[0].structures[1]")
    assert path == ElementPath(0, structure=1)
    assert str(path) == "forces[0].structures[1]"
    assert entry_at(roster, path) == roster.forces[0].structures[1]
    option = parse_path("forces[0].structures[0].options[turret_weapon.volcano_cannon]")
    assert option.structure == 0 and option.option == "turret_weapon.volcano_cannon"
    assert entry_at(roster, ElementPath(0, structure=5)) is None


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        ("      - card: bastion\n        turret: volcano\n", "card, options, notes"),
        ("      - card: bastion\n        options: {turret_weapon.volcano_cannon: -1}\n", "0"),
        ("      - name: no card\n", "card"),
        ("      - card: 12\n", "text"),
    ],
)
def test_a_damaged_structure_entry_is_refused_with_its_place(entry: str, words: str) -> None:
    text = TEXT.split("    structures:")[0] + "    structures:\n" + entry
    with pytest.raises(RosterFileError) as raised:
        parse_roster(text)
    error = raised.value
    assert error.field is not None and error.field.startswith("forces[0].structures[0]")
    assert words in f"{error.message} {error.hint}"


def test_the_pydantic_free_reading_takes_structures_as_the_schema_does() -> None:
    import yaml

    from listbuilder.roster import schema
    from listbuilder.roster.fastpath import plain_roster
    from tests.roster.mutations import ODD_VALUES, data_places, same_as_schema, set_at

    data = yaml.safe_load(TEXT)
    fast = plain_roster(data)
    assert fast is not None and fast == schema.check(data)
    assert fast.forces[0].structures[0].name == "Fort Ardent"
    for place in data_places(data):
        if "structures" in place:
            for value in ODD_VALUES:
                same_as_schema(set_at(data, place, value))
