"""``listbuilder diff``: option changes are worded by name and owner in text and Markdown,
while ``--json`` keeps its id fields and adds the names beside them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.cli.options import ExitCode

GUARD = """\
format: netepic-roster/1
name: Tarsis
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
        options: {{hq_transport.command_rhino: 1, commissar_transport.{commissar}: 1}}
"""


@pytest.fixture
def rosters(tmp_path: Path) -> tuple[str, str]:
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text(GUARD.format(commissar="command_rhino"), encoding="utf-8")
    b.write_text(GUARD.format(commissar="command_chimera"), encoding="utf-8")
    return str(a), str(b)


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_option_changes_name_the_option_and_its_owner(
    capsys: pytest.CaptureFixture[str], rosters: tuple[str, str], fmt: str
) -> None:
    status = main(["diff", *rosters, "--format", fmt, "--lang", "en"])
    out = capsys.readouterr().out
    assert status == ExitCode.DIFFERENT
    assert "Command Rhino (Company Commissar) removed" in out
    assert "Command Chimera (Company Commissar) added" in out
    assert "->" not in out and "forces[" not in out
    assert "commissar_transport." not in out


def test_json_keeps_the_ids_and_adds_the_names(
    capsys: pytest.CaptureFixture[str], rosters: tuple[str, str]
) -> None:
    main(["diff", *rosters, "--format", "json", "--lang", "fr"])
    (change,) = json.loads(capsys.readouterr().out)["changes"]
    assert change["field"] == "options"
    assert change["before"] == {
        "hq_transport.command_rhino": 1,
        "commissar_transport.command_rhino": 1,
    }
    assert change["option_names"]["commissar_transport.command_chimera"] == (
        "Chimera de commandement (Commissaire de compagnie)"
    )
    assert "Commissaire de compagnie" in change["text"]
