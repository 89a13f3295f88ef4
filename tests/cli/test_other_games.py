"""Ruling 19: a roster of another game is refused as unreadable (exit 2), its game named; it
never becomes an empty or partial NetEpic army, a 0-point printout or an empty export."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster

# A roster of another game, with a unit whose name is also a NetEpic card's (a Chaos one).
OTHER_GAME = """<?xml version="1.0" encoding="UTF-8"?>
<roster id="r1" name="Crusade" battleScribeVersion="2.03" gameSystemId="28ec-711c-d87f-3aeb"
 gameSystemName="Warhammer 40,000 9th Edition" gameSystemRevision="220"
 xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costs><cost name="pts" typeId="points" value="120.0"/></costs>
  <forces>
    <force id="f1" name="Patrol Detachment" entryId="f1-entry" catalogueId="c-40k"
     catalogueRevision="1" catalogueName="Chaos - Chaos Space Marines">
      <selections>
        <selection id="s1" name="Chaos Dreadnought Squadron" entryId="x-1" number="1" type="unit">
          <costs><cost name="pts" typeId="points" value="120.0"/></costs>
        </selection>
      </selections>
    </force>
  </forces>
</roster>
"""


@pytest.fixture
def other_game(tmp_path: Path) -> Path:
    path = tmp_path / "crusade.ros"
    path.write_text(OTHER_GAME, encoding="utf-8")
    return path


def test_reading_another_game_s_roster_is_refused_with_its_name(
    other_game: Path, codex: Codex
) -> None:
    with pytest.raises(RosterFileError) as raised:
        read_battlescribe_roster(other_game, codex)
    assert "Warhammer 40,000 9th Edition" in str(raised.value)


@pytest.mark.parametrize(
    "command",
    [
        ["validate"],
        ["validate", "--json"],
        ["summary"],
        ["export", "--format", "markdown"],
        ["print", "-o", "{out}"],
    ],
)
def test_every_command_refuses_it_with_exit_2(
    command: list[str], other_game: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_pdf = tmp_path / "army.pdf"
    args = [a.replace("{out}", str(out_pdf)) for a in command]
    status = main([*args, str(other_game), "--lang", "en"])
    out, err = capsys.readouterr()
    assert status == 2
    assert "Warhammer 40,000 9th Edition" in out + err
    assert not out_pdf.exists()
    assert "Chaos Dreadnought" not in out


def test_a_french_reader_is_told_in_french(
    other_game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", str(other_game), "--lang", "fr"]) == 2
    _, err = capsys.readouterr()
    assert "une liste d'un autre jeu (Warhammer 40,000 9th Edition)" in err
