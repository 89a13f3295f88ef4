"""Issue 30, `.ros` reading as the rules say: ruling 19 and 20 for the game system."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml
from listbuilder.roster.io import load_roster
from tests.hostile.real_process import EXAMPLES, run_cli

FORTY_K_NO_ID = """<?xml version="1.0" encoding="UTF-8"?>
<roster id="r1" name="Crusade" battleScribeVersion="2.03"
 gameSystemName="Warhammer 40,000 9th Edition"
 xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <forces>
    <force id="f1" name="Patrol Detachment" entryId="f1-entry" catalogueId="c-40k">
      <selections>
        <selection id="s1" name="Chaos Dreadnought Squadron" entryId="x-1" number="1" type="unit"/>
      </selections>
    </force>
  </forces>
</roster>
"""


def _own_export(codex: Codex) -> str:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    data, _ = roster_xml(roster, codex)
    return data.decode("utf-8")


def test_a_40k_roster_with_no_game_system_id_is_refused_naming_its_system(
    tmp_path: Path,
) -> None:
    path = tmp_path / "crusade.ros"
    path.write_text(FORTY_K_NO_ID, encoding="utf-8")
    done = run_cli("validate", path, "--lang", "en")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Warhammer 40,000 9th Edition" in done.stderr
    assert "no game-system id" in done.stderr
    assert "0 legal, 0 illegal, 1 unreadable" in done.stdout


def test_a_roster_naming_no_system_at_all_says_so(tmp_path: Path, codex: Codex) -> None:
    path = tmp_path / "bare.ros"
    path.write_text(
        FORTY_K_NO_ID.replace(' gameSystemName="Warhammer 40,000 9th Edition"', ""),
        encoding="utf-8",
    )
    with pytest.raises(RosterFileError, match="naming no game system"):
        read_battlescribe_roster(path, codex)
    done = run_cli("summary", path, "--lang", "fr")
    assert done.returncode == 2
    assert "aucun système de jeu" in done.stderr


def test_our_own_export_with_only_the_id_changed_reads_as_netepic(
    tmp_path: Path, codex: Codex
) -> None:
    text = re.sub(r'gameSystemId="[^"]+"', 'gameSystemId="0000-1111-2222-3333"', _own_export(codex))
    path = tmp_path / "renamed.ros"
    path.write_text(text, encoding="utf-8")
    roster, report = read_battlescribe_roster(path, codex)
    assert roster == load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    assert report.of("bsimport.game-system-by-name")
    done = run_cli("validate", path, "--lang", "en")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "another game" not in done.stdout + done.stderr


def test_a_revision_renamed_but_with_our_catalogues_reads_too(tmp_path: Path, codex: Codex) -> None:
    text = re.sub(r'gameSystemId="[^"]+"', 'gameSystemId="9999-aaaa"', _own_export(codex))
    text = re.sub(r'gameSystemName="[^"]+"', 'gameSystemName="NetEpic Gold 2027 beta"', text)
    path = tmp_path / "fork.ros"
    path.write_text(text, encoding="utf-8")
    roster, report = read_battlescribe_roster(path, codex)
    assert roster == load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    assert report.of("bsimport.game-system-by-entries")
    assert "NetEpic Gold 2027 beta" in report.render("en")


def test_a_netepic_roster_of_an_unknown_game_revision_reads(tmp_path: Path, codex: Codex) -> None:
    text = re.sub(r'gameSystemRevision="[^"]+"', 'gameSystemRevision="999"', _own_export(codex))
    path = tmp_path / "rev.ros"
    path.write_text(text, encoding="utf-8")
    roster, report = read_battlescribe_roster(path, codex)
    assert roster == load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    assert not report.of("bsimport.game-system-by-name")


def test_another_game_with_an_unknown_id_is_still_refused_naming_it(
    tmp_path: Path, codex: Codex
) -> None:
    text = FORTY_K_NO_ID.replace("<roster ", '<roster gameSystemId="28ec-711c" ')
    path = tmp_path / "other.ros"
    path.write_text(text, encoding="utf-8")
    done = run_cli("validate", path, "--lang", "en")
    assert done.returncode == 2
    assert "a roster of another game (Warhammer 40,000 9th Edition)" in done.stderr
