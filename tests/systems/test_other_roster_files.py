# ruff: noqa: E501
"""Rosters of other games saved as ``.ros``/``.rosz``: valid BattleScribe 2.03, read back exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.systems.battlescribe.roster import (
    read_other_roster,
    roster_to_xml,
    write_other_roster,
)
from tests.conftest import BATTLESCRIBE_SCHEMA, needs_shared
from tests.systems import samples

PROFILE = (
    '<rules><rule id="r-brave" name="Brave" hidden="false"><description>Never runs &amp; "stays"</description></rule></rules>'
    '<profiles><profile id="p-cap" name="Captain" hidden="false" typeId="sk-unit-type" typeName="Unit">'
    '<characteristics><characteristic name="M" typeId="sk-m">6"</characteristic>'
    '<characteristic name="W" typeId="sk-w">5</characteristic></characteristics></profile></profiles>'
)


def rich_roster() -> str:
    captain = samples.captain("c1").replace(
        'type="model">',
        'type="model" customName="Old Bill"><customNotes>Élu, 1er</customNotes>' + PROFILE,
        1,
    )
    text = samples.roster(captain + samples.squad("s1", 5, sword=True) + samples.squad("s2", 7))
    nested = (
        '<forces><force id="f2" name="Patrol" entryId="sk-patrol" catalogueId="sk-cat-blue" '
        'catalogueName="Blue Army"><selections/></force></forces>'
    )
    text = text.replace("</selections>\n    </force>", "</selections>" + nested + "\n    </force>")
    return text.replace(
        "</forces>\n</roster>", "</forces>\n  <customNotes>Game day</customNotes>\n</roster>"
    )


def test_a_roster_is_state_edited_in_place_yet_compared_by_value(tmp_path: Path) -> None:
    """The roster's classes are plain classes (the window edits them in place) that keep the
    dataclasses' comparison by value, which the round trips and the window rely on."""
    import copy

    from listbuilder.systems.battlescribe.roster import Selection

    source = tmp_path / "in.ros"
    source.write_text(rich_roster(), encoding="utf-8")
    roster, twin = read_other_roster(source), read_other_roster(source)
    assert roster == twin and roster is not twin
    snapshot = copy.deepcopy(roster)  # the window's Undo keeps such copies
    assert snapshot == roster
    twin.forces[0].selections[1].selections[0].number += 1  # deep in the tree
    assert roster != twin and snapshot == roster
    roster.forces[0].forces[0].notes = "changed"
    assert snapshot != roster and snapshot.forces[0].forces[0].notes == ""
    with pytest.raises(TypeError):
        hash(roster.forces[0].selections[0])
    with pytest.raises(AttributeError):
        roster.forces[0].selections[0].nmae = "a misspelt field"  # type: ignore[attr-defined]
    one, other = Selection("a", "A", "e"), Selection("a", "A", "e")
    assert one == other and one.selections is not other.selections  # no list shared
    one.selections.append(Selection("b", "B", "f"))
    assert one != other and other.selections == []
    assert roster.forces[0] != roster.forces[0].selections[0]
    assert "Selection(" in repr(one) and "name='A'" in repr(one)


@pytest.mark.parametrize("suffix", [".ros", ".rosz"])
def test_a_roster_is_saved_and_read_back_exactly(tmp_path: Path, suffix: str) -> None:
    source = tmp_path / "in.ros"
    source.write_text(rich_roster(), encoding="utf-8")
    roster = read_other_roster(source)
    assert roster.forces[0].forces[0].name == "Patrol" and roster.notes == "Game day"
    captain = roster.forces[0].selections[0]
    assert captain.custom_name == "Old Bill" and captain.notes == "Élu, 1er"
    assert captain.profiles[0].characteristics == [["M", "sk-m", '6"'], ["W", "sk-w", "5"]]
    assert captain.rules[0].description == 'Never runs & "stays"'
    target = tmp_path / f"out{suffix}"
    write_other_roster(roster, target)
    assert read_other_roster(target) == roster
    again = tmp_path / f"again{suffix}"
    write_other_roster(read_other_roster(target), again)
    assert read_other_roster(again) == roster


@needs_shared
def test_what_is_written_is_valid_against_the_battlescribe_schema(tmp_path: Path) -> None:
    import xmlschema

    source = tmp_path / "in.ros"
    source.write_text(rich_roster(), encoding="utf-8")
    schema = xmlschema.XMLSchema(str(BATTLESCRIBE_SCHEMA))
    errors = list(schema.iter_errors(roster_to_xml(read_other_roster(source)).decode("utf-8")))
    assert errors == []
