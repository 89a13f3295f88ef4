"""One way to open a roster: :meth:`EditSession.open`, whatever the file holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.editing.session import EditSession
from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import (
    write_battlescribe_roster,
)
from listbuilder.interop.rosters import PackNotRoster
from listbuilder.interop.share_code import encode
from listbuilder.roster.io import load_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
YAML = EXAMPLES / "space-marines-with-guard.yaml"


def test_our_yaml_opens_with_its_path_for_saving(codex: Codex) -> None:
    session = EditSession.open(codex, YAML)
    assert session.path == YAML and session.import_report is None and not session.from_code
    assert session.roster == load_roster(YAML) and not session.is_modified


@pytest.mark.parametrize("suffix", [".ros", ".rosz"])
def test_a_battlescribe_roster_opens_untitled_with_its_report(
    suffix: str, codex: Codex, tmp_path: Path
) -> None:
    path = tmp_path / f"army{suffix}"
    write_battlescribe_roster(load_roster(YAML), codex, path)
    session = EditSession.open(codex, path)
    assert session.path is None  # never saved over the .ros
    assert session.import_report is not None
    assert session.roster.forces == load_roster(YAML).forces


def test_a_share_code_opens_untitled(codex: Codex, tmp_path: Path) -> None:
    chat = tmp_path / "chat.txt"
    chat.write_text(f"my army for Saturday: {encode(load_roster(YAML))}\n", encoding="utf-8")
    session = EditSession.open(codex, chat)
    assert session.path is None and session.from_code
    assert session.roster.forces == load_roster(YAML).forces


def test_a_pack_is_skipped_only_when_asked(codex: Codex, tmp_path: Path) -> None:
    pack = tmp_path / "gt.yaml"
    pack.write_text("format: netepic-tournament/1\nname: GT\n", encoding="utf-8")
    with pytest.raises(PackNotRoster):
        EditSession.open(codex, pack, skip_packs=True)
    with pytest.raises(RosterFileError):
        EditSession.open(codex, pack)


def test_errors_name_the_file_as_it_was_given(codex: Codex, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: netepic-roster/1\nname: [\n", encoding="utf-8")
    given = f"{tmp_path}/./broken.yaml"
    with pytest.raises(RosterFileError) as info:
        EditSession.open(codex, given)
    assert info.value.file == given
