"""The player's and the event's name (``print --player/--event``, kept in the roster file)
go through .ros and .rosz: as lines at the end of the roster's notes, the one place a
BattleScribe roster keeps free text, and come back as they were, the file schema-valid."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.editing.export import export_bytes, write_export
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
    read_battlescribe_roster,
    split_who_notes,
    who_notes,
)
from listbuilder.roster.io import dump_roster, parse_roster
from tests.conftest import needs_shared
from tests.interop.battlescribe.roster_exchange.exchange import (
    assert_valid_for_battlescribe,
)

ROSTER = """\
format: netepic-roster/1
name: Ultramarines at Tarsis
points_limit: 3000
notes: |-
  Bring the objective markers
  listbuilder: player "not this one: the player's own line"
player: Anne "the Hammer" Dubois
event: Tarsis GT
forces:
  - list: space_marines
    companies:
      - card: tactical_company
"""


@pytest.mark.parametrize("fmt", ["ros", "rosz"])
def test_player_and_event_come_back_from_battlescribe(
    codex: Codex, tmp_path: Path, fmt: str
) -> None:
    roster = parse_roster(ROSTER)
    data, _ = export_bytes(roster, codex, fmt, "en")
    out = tmp_path / f"army.{fmt}"
    write_export(out, data, fmt)
    xml = zipfile.ZipFile(out).read(zipfile.ZipFile(out).namelist()[0]) if fmt == "rosz" else data
    text = xml.decode("utf-8")
    assert "listbuilder: player" in text and "Tarsis GT" in text
    back, _ = read_battlescribe_roster(out, codex)
    assert back.player == 'Anne "the Hammer" Dubois' and back.event == "Tarsis GT"
    assert back.notes == roster.notes  # the player's own look-alike line is kept as notes
    assert dump_roster(back) == dump_roster(roster)


@needs_shared
def test_the_file_with_player_and_event_is_valid_for_battlescribe(codex: Codex) -> None:
    data, _ = export_bytes(parse_roster(ROSTER), codex, "ros", "en")
    assert_valid_for_battlescribe(data)


@pytest.mark.parametrize(
    ("notes", "player", "event"),
    [
        (None, "Anne", None),
        (None, None, "Tarsis GT"),
        ("Two\nlines", "Line\nbreak", 'Quote " and \\ back'),
        ("", "Anne", "GT"),
        (None, None, None),
    ],
)
def test_the_notes_lines_read_back_what_they_wrote(
    notes: str | None, player: str | None, event: str | None
) -> None:
    kept, found = split_who_notes(who_notes(notes, player, event))
    assert kept == (notes or None)
    assert found.get("player") == player and found.get("event") == event


def test_a_line_that_does_not_parse_stays_in_the_notes() -> None:
    text = 'Plans\nlistbuilder: player "unclosed'
    assert split_who_notes(text) == (text, {})
