"""Property-based: any roster survives a YAML round trip, exactly."""

from __future__ import annotations

from hypothesis import given, settings

from listbuilder.roster.io import dump_roster, parse_roster
from listbuilder.roster.model import Roster
from tests.roster.strategies import rosters


@settings(max_examples=200, deadline=None)
@given(roster=rosters())
def test_yaml_round_trip_is_exact(roster: Roster) -> None:
    text = dump_roster(roster)
    loaded = parse_roster(text)
    assert loaded == roster
    assert dump_roster(loaded) == text


@settings(max_examples=100, deadline=None)
@given(roster=rosters())
def test_the_quick_layout_of_autosaves_reads_back_to_the_same_roster(roster: Roster) -> None:
    assert parse_roster(dump_roster(roster, quick=True)) == roster
