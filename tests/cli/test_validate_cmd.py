"""``listbuilder validate`` and ``listbuilder summary``, run in-process on the example rosters."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.roster.io import load_roster
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
ILLEGAL = EXAMPLES / "alaitoc-illegal.yaml"
PACK = EXAMPLES / "tournament-pack.yaml"
ROSTERS = sorted(p for p in EXAMPLES.glob("*.yaml") if p != PACK)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any]:
    status, out, _ = run(capsys, "validate", "--json", "--lang", "en", *args)
    return status, json.loads(out)


def test_legal_roster_exits_0_with_a_report_and_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", str(LEGAL), "--lang", "en")
    assert status == 0
    assert f"{LEGAL}: Ultramarines at Tarsis" in out
    assert "No problem found." in out
    assert "Summary" in out and "1 file(s): 1 legal, 0 illegal, 0 unreadable." in out


def test_illegal_roster_exits_1_and_lists_codes_and_paths(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "validate", str(ILLEGAL), "--lang", "en")
    assert status == 1
    assert "error support-limit [forces[0].companies[0].attached[5]]:" in out
    assert "error ally-forbidden [forces[1]]:" in out
    assert "illegal" in out


def test_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    status, data = run_json(capsys, str(LEGAL), str(ILLEGAL))
    assert status == 1
    assert [set(item) for item in data] == [
        {"file", "legal", "points", "victory_points", "findings"}
    ] * 2
    legal, illegal = data
    assert (legal["file"], legal["legal"], legal["findings"]) == (str(LEGAL), True, [])
    assert isinstance(legal["points"], int) and isinstance(legal["victory_points"], int)
    assert illegal["legal"] is False
    first = illegal["findings"][0]
    assert set(first) == {"code", "severity", "message", "path"}
    assert (first["code"], first["severity"], first["path"]) == (
        "support-limit",
        "error",
        "forces[0].companies[0].attached[5]",
    )


def test_unreadable_file_exits_2_names_file_and_line_and_others_are_checked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        "format: netepic-roster/1\nforces:\n  - list: orks\n   companies: []\n", encoding="utf-8"
    )
    status, out, err = run(capsys, "validate", "--json", str(broken), str(LEGAL))
    assert status == 2
    assert f"{broken}:4" in err
    data = json.loads(out)
    assert [item["file"] for item in data] == [str(broken), str(LEGAL)]
    assert data[0]["legal"] is False and data[0]["points"] is None
    assert data[1]["legal"] is True


def test_missing_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "validate", str(tmp_path / "nope.yaml"), "--lang", "en")
    assert status == 2
    assert "no such file" in err
    assert "unreadable" in out


def test_french_messages(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", str(ILLEGAL), "--lang", "fr")
    assert status == 1
    assert "erreur support-limit" in out
    assert "cartes de soutien" in out
    assert "Récapitulatif" in out and "non conforme" in out


def test_a_folder_checks_every_roster_and_writes_csv(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "event"
    shutil.copytree(EXAMPLES, folder, ignore=shutil.ignore_patterns("*.md"))
    out_csv = tmp_path / "summary.csv"
    status, out, err = run(capsys, "validate", str(folder), "--csv", str(out_csv), "--lang", "en")
    assert status == 1
    assert f"{len(ROSTERS)} file(s):" in out
    assert "tournament-pack" not in out  # packs in the folder are not rosters
    rows = list(csv.DictReader(out_csv.open(encoding="utf-8")))
    assert sorted(Path(row["file"]).name for row in rows) == [p.name for p in ROSTERS]
    by_name = {Path(row["file"]).name: row for row in rows}
    assert by_name["alaitoc-illegal.yaml"]["status"] == "illegal"
    assert "support-limit" in by_name["alaitoc-illegal.yaml"]["codes"]
    assert by_name["space-marines-with-guard.yaml"]["legal"] == "true"
    assert str(out_csv) in err


def test_empty_folder_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(capsys, "validate", str(tmp_path), "--lang", "en")
    assert status == 2
    assert "no roster file" in err


def test_tournament_pack_adds_its_own_codes(capsys: pytest.CaptureFixture[str]) -> None:
    status, data = run_json(capsys, "--tournament", str(PACK), *map(str, ROSTERS))
    assert status == 1
    codes = {Path(item["file"]).name: {f["code"] for f in item["findings"]} for item in data}
    assert "tournament-list-banned" in codes["titan-legion.yaml"]
    assert "tournament-card-cap" in codes["titan-legion.yaml"]
    assert "tournament-card-banned" in codes["goff-warband.yaml"]
    assert {"tournament-game-size", "tournament-points-limit"} <= codes["khorne-and-nurgle.yaml"]
    assert not any(
        code.startswith("tournament-") for code in codes["space-marines-with-guard.yaml"]
    )


def test_bad_tournament_pack_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pack = tmp_path / "pack.yaml"
    pack.write_text("format: netepic-tournament/1\ncard_caps: {x: many}\n", encoding="utf-8")
    status, _, err = run(capsys, "validate", "--tournament", str(pack), str(LEGAL))
    assert status == 2
    assert f"{pack}:2" in err


def test_summary_prints_the_derived_figures(
    capsys: pytest.CaptureFixture[str], codex: Codex
) -> None:
    path = EXAMPLES / "titan-legion.yaml"
    titans = validate(load_roster(path), codex).figures.forces[0].companies[0].card.titans
    status, out, _ = run(capsys, "summary", str(path), "--lang", "en")
    assert status == 0
    assert "Warlord Titan Battlegroup #1:" in out
    assert "titan cost, rounded: " + " + ".join(map(str, titans)) in out
    assert "Unique cards: 0 of 1 allowed (1 left)" in out
    assert "To win: 40 VP; objectives: 8" in out
    assert "Elite re-roll tokens:" in out


def test_summary_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "summary", str(LEGAL), "--json", "--lang", "fr")
    data = json.loads(out)
    assert status == 0 and data["legal"] is True
    assert data["forces"][0]["role"] == "main" and data["forces"][1]["role"] == "ally"
    assert data["forces"][0]["list_name"] == "Space Marines (liste standard)"
    assert data["points"] == sum(force["points"] for force in data["forces"])


def test_summary_of_an_unreadable_file_exits_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: no format\n", encoding="utf-8")
    status, _, err = run(capsys, "summary", str(bad))
    assert status == 2
    assert f"{bad}:1" in err
