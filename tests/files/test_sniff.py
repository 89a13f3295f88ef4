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


@pytest.mark.parametrize(
    ("name", "body", "expected"),
    [
        ("army.yaml", "format: netepic-roster/1\nname: Army\n", False),
        ("army.yaml", "# notes\nformat: 'listbuilder-game-roster/1'\n", True),
        ("army.yml", "format: listbuilder-game-roster/1\n", True),
        ("army.yaml", "format: netepic-roster/1\nnotes: BSR1:abc\n", False),  # ours, quoting
        ("chat.txt", "here is my list: BSR1:eJxLz8xPAQ==\n", True),
        ("chat.txt", "here is my list: NE1:abc\n", False),
        ("army.ros", "not even XML", True),  # the BattleScribe reader words it
        ("army.rosz", "", True),
    ],
)
def test_a_roster_of_another_game_is_told_by_its_name_and_first_bytes(
    tmp_path: Path, name: str, body: str, expected: bool
) -> None:
    from listbuilder.files.sniff import may_be_other_game

    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    assert may_be_other_game(path) is expected


def test_a_game_roster_in_utf_16_and_a_missing_file(tmp_path: Path) -> None:
    from listbuilder.files.sniff import may_be_other_game

    path = tmp_path / "army.yaml"
    path.write_bytes("format: listbuilder-game-roster/1\n".encode("utf-16"))
    assert may_be_other_game(path)
    assert may_be_other_game(tmp_path / "gone.yaml")  # the reader says it is missing
