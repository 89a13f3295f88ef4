"""Roster files: the YAML contract, exact round trips, atomic saves, clear errors."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from listbuilder.errors import RosterFileError
from listbuilder.roster.io import dump_roster, load_roster, parse_roster, save_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

CONTRACT = """\
format: netepic-roster/1
name: Ultramarines at Tarsis
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        options: {x.y: 1}
        attached:
          - card: warhound_titan
            options:
              warhound_titan_weapons.plasma_blastgun: 1
              warhound_titan_weapons.inferno_gun: 1
          - card: land_raider_squadron
"""

ORKS = (
    "format: netepic-roster/1\nforces:\n  - list: orks\n    companies:\n      - card: goff_clan\n"
)


def test_contract_layout_loads_and_saves_identically() -> None:
    roster = parse_roster(CONTRACT)
    assert roster.name == "Ultramarines at Tarsis"
    assert roster.points_limit == 3000
    first = roster.forces[0]
    assert first.list_id == "space_marines"
    assert first.companies[0].attached[0].options == {
        "warhound_titan_weapons.plasma_blastgun": 1,
        "warhound_titan_weapons.inferno_gun": 1,
    }
    assert dump_roster(roster) == CONTRACT


EXAMPLE_ROSTERS = [p for p in sorted(EXAMPLES.glob("*.yaml")) if "tournament" not in p.name]


@pytest.mark.parametrize("path", EXAMPLE_ROSTERS, ids=lambda p: p.name)
def test_example_rosters_round_trip_byte_for_byte(path: Path, tmp_path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    copy = tmp_path / path.name
    save_roster(load_roster(path), copy)
    assert copy.read_text(encoding="utf-8") == text


def test_cards_missing_from_the_codex_are_kept(tmp_path: Path) -> None:
    text = CONTRACT.replace("land_raider_squadron", "retired_card_from_an_old_codex")
    source = tmp_path / "old.yaml"
    source.write_text(text, encoding="utf-8")
    target = tmp_path / "saved.yaml"
    save_roster(load_roster(source), target)
    assert target.read_text(encoding="utf-8") == text


def test_notes_everywhere_and_multiline() -> None:
    roster = Roster(
        name="Notes",
        notes="Line one\nLine two: with a colon\n",
        forces=(
            Force(
                list_id="orks",
                notes="the ally",
                companies=(
                    Company(
                        card="goff_clan",
                        notes="left flank",
                        attached=(AttachedCard(card="mekboy", notes="x"),),
                    ),
                ),
            ),
        ),
    )
    text = dump_roster(roster)
    assert "notes: |\n  Line one\n" in text
    assert parse_roster(text) == roster
    assert dump_roster(parse_roster(text)) == text


def test_save_is_atomic_and_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "army.yaml"
    target.write_text("old content\n", encoding="utf-8")
    roster = parse_roster(CONTRACT)

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(RosterFileError) as caught:
        save_roster(roster, target)
    assert "No space left on device" in caught.value.describe()
    assert target.read_text(encoding="utf-8") == "old content\n"
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]
    monkeypatch.undo()
    save_roster(roster, target)
    assert target.read_text(encoding="utf-8") == CONTRACT
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]


@pytest.mark.parametrize(
    ("text", "line", "field", "words"),
    [
        ("format: netepic-roster/1\nname: [oops\n", 3, None, "not valid YAML"),
        ("name: Orks\nforces: []\n", 1, None, "add 'format: netepic-roster/1'"),
        ("format: netepic-roster/9\n", 1, "format", "update listbuilder"),
        ("format: netepic-tournament/1\n", 1, "format", "not a roster format"),
        ("format: netepic-roster/1\npoints_limit: lots\n", 2, "points_limit", "whole number"),
        ("format: netepic-roster/1\npoints_limit: 0\n", 2, "points_limit", "more than 0"),
        (
            ORKS + "        optoins: {}\n",
            6,
            "forces[0].companies[0].optoins",
            "keys allowed here: card, options, notes, attached",
        ),
        (
            ORKS + "        options: {a.b: -1}\n",
            6,
            "forces[0].companies[0].options[a.b]",
            "0 or more",
        ),
        (
            "format: netepic-roster/1\nforces:\n  - companies: []\n",
            3,
            "forces[0].list",
            "missing key 'list'",
        ),
        ("format: netepic-roster/1\nname: 2024\n", 2, "name", "quotes"),
        ("- just\n- a list\n", 1, None, "mapping"),
        ("", 1, None, "empty"),
    ],
)
def test_malformed_rosters_name_file_line_and_fix(
    tmp_path: Path, text: str, line: int, field: str | None, words: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    error = caught.value
    assert error.file == str(path)
    assert error.line == line
    assert error.field == field
    assert words in error.describe()
    assert f"{path}:{line}" in error.describe()


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(RosterFileError, match="no such file"):
        load_roster(tmp_path / "missing.yaml")
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"format: netepic-roster/1\nname: \xff\xfe\n")
    with pytest.raises(RosterFileError) as caught:
        load_roster(binary)
    assert caught.value.line == 2 and "UTF-8" in caught.value.describe()
    with pytest.raises(RosterFileError, match="folder"):
        load_roster(tmp_path)
