"""``listbuilder export ROSTER --format FMT [-o OUT]``: the contract."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from listbuilder.roster.io import load_roster, parse_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROSTER = EXAMPLES / "space-marines-with-guard.yaml"
HAND_MADE = (
    Path(__file__).resolve().parents[1] / "interop" / "battlescribe" / "roster_exchange" / "rosters"
)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("fmt", ["text", "markdown", "bbcode"])
def test_text_formats_go_to_standard_output(capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    status, out, _ = run(capsys, "export", str(ROSTER), "--format", fmt, "--lang", "en")
    assert status == 0
    assert "Ultramarines at Tarsis" in out and "Tactical Company" in out


def test_yaml_and_ros_to_standard_output_read_back(
    capsys: pytest.CaptureFixture[str], codex: Codex, tmp_path: Path
) -> None:
    status, out, _ = run(capsys, "export", str(ROSTER), "--format", "yaml")
    assert status == 0 and parse_roster(out) == load_roster(ROSTER)
    status, out, _ = run(capsys, "export", str(ROSTER), "--format", "ros")
    assert status == 0 and out.startswith("<?xml")
    (tmp_path / "a.ros").write_text(out, encoding="utf-8")
    assert read_battlescribe_roster(tmp_path / "a.ros", codex)[0] == load_roster(ROSTER)


def test_rosz_needs_an_output_file(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "export", str(ROSTER), "--format", "rosz")
    assert status == 2 and out == "" and "-o" in err


def test_rosz_round_trip_through_the_command(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rosz = tmp_path / "army.rosz"
    assert run(capsys, "export", str(ROSTER), "--format", "rosz", "-o", str(rosz))[0] == 0
    with zipfile.ZipFile(rosz) as archive:
        assert archive.namelist() == ["army.ros"]
    back = tmp_path / "back.yaml"
    assert run(capsys, "export", str(rosz), "--format", "yaml", "-o", str(back))[0] == 0
    assert load_roster(back) == load_roster(ROSTER)


def test_a_battlescribe_roster_exports_to_text_in_french(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(
        capsys,
        "export",
        str(HAND_MADE / "space-marines-pooled.ros"),
        "--format",
        "text",
        "--lang",
        "fr",
    )
    assert status == 0
    assert "Taille de la partie : 3\u202f000 points" in out and "Verdict : non conforme" in out
    assert "rattachée à la compagnie 1" in err  # the import report


def test_unreadable_roster_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.ros"
    bad.write_text("<roster", encoding="utf-8")
    status, out, err = run(capsys, "export", str(bad), "--format", "text")
    assert status == 2 and out == "" and "bad.ros" in err
    status, _, err = run(capsys, "export", str(tmp_path / "absent.yaml"), "--format", "yaml")
    assert status == 2 and "absent.yaml" in err


def test_unwritable_output_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = tmp_path / "a-folder"
    folder.mkdir()
    status, _, err = run(capsys, "export", str(ROSTER), "--format", "markdown", "-o", str(folder))
    assert status == 2 and "a-folder" in err


def test_export_never_overwrites_its_roster(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    roster = tmp_path / "army.yaml"
    roster.write_bytes(ROSTER.read_bytes())
    status, _, err = run(capsys, "export", str(roster), "--format", "yaml", "-o", str(roster))
    assert status == 2 and "overwrite" in err
    assert roster.read_bytes() == ROSTER.read_bytes()
