"""The roster format is decided in one place: by name between BattleScribe and text, then
by content."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.files.sniff import (
    RosterFormat,
    is_zipped,
    looks_like_pack_or_game,
    looks_like_yaml_roster,
    roster_format,
)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("army.yaml", RosterFormat.TEXT),
        ("army.YML", RosterFormat.TEXT),
        ("chat.txt", RosterFormat.TEXT),
        ("army.ros", RosterFormat.BATTLESCRIBE),
        ("ARMY.ROSZ", RosterFormat.BATTLESCRIBE),
    ],
)
def test_the_name_chooses_the_reader(name: str, expected: RosterFormat) -> None:
    assert roster_format(Path(name)) is expected


def test_a_zip_is_known_by_its_content_whatever_its_name() -> None:
    assert is_zipped(b"PK\x03\x04...", "army.ros")
    assert not is_zipped(b"\xef\xbb\xbf <roster/>", "army.rosz")  # an XML named .rosz
    assert is_zipped(b"garbage", "army.rosz")  # damaged: the zip reader says why
    assert not is_zipped(b"garbage", "army.ros")


def test_texts_are_told_apart_by_their_format_line() -> None:
    roster = "format: netepic-roster/1\nname: x\nnotes: 'NE1:abc'\n"
    pack = "format: 'netepic-tournament/1'\nname: GT\n"
    assert looks_like_yaml_roster(roster) and not looks_like_pack_or_game(roster)
    assert looks_like_pack_or_game(pack) and not looks_like_yaml_roster(pack)
    assert not looks_like_yaml_roster("here is my army: NE1:abc")
