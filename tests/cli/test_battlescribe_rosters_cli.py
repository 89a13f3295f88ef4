"""``validate``, ``summary`` and ``print`` take BattleScribe rosters wherever they take ours."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import write_battlescribe_roster
from listbuilder.roster.io import load_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HAND_MADE = (
    Path(__file__).resolve().parents[1] / "interop" / "battlescribe" / "roster_exchange" / "rosters"
)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def rosz_folder(tmp_path: Path, codex: Codex) -> Path:
    """Every example roster as ``.rosz``, as an organiser receives them, plus one ``.ros``."""
    folder = tmp_path / "entries"
    for example in sorted(EXAMPLES.glob("*.yaml")):
        if "tournament" in example.name:
            continue
        write_battlescribe_roster(load_roster(example), codex, folder / f"{example.stem}.rosz")
    (folder / "pooled.ros").write_bytes((HAND_MADE / "space-marines-pooled.ros").read_bytes())
    return folder


def test_a_folder_of_rosz_is_checked_like_a_folder_of_yaml(
    capsys: pytest.CaptureFixture[str], rosz_folder: Path
) -> None:
    status, out, _ = run(capsys, "validate", "--json", "--lang", "en", str(rosz_folder))
    records = json.loads(out)
    by_name = {Path(r["file"]).name: r for r in records}
    assert set(by_name) == {
        "alaitoc-illegal.rosz",
        "goff-warband.rosz",
        "khorne-and-nurgle.rosz",
        "space-marines-with-guard.rosz",
        "titan-legion.rosz",
        "tyranid-illegal.rosz",
        "pooled.ros",
    }
    assert by_name["space-marines-with-guard.rosz"]["legal"] is True
    assert by_name["alaitoc-illegal.rosz"]["legal"] is False
    codes = {f["code"] for f in by_name["alaitoc-illegal.rosz"]["findings"]}
    assert "support-limit" in codes  # the attachment survived the trip
    assert by_name["titan-legion.rosz"]["points"] == 2900
    # The organiser sees where ruling 15 put the pooled cards of a BattleScribe file.
    assert any("attached to company 2" in note for note in by_name["pooled.ros"]["import_notes"])
    assert by_name["titan-legion.rosz"]["import_notes"] == []
    assert status == 1


def test_validate_reads_yaml_and_rosz_the_same(
    capsys: pytest.CaptureFixture[str], rosz_folder: Path
) -> None:
    yaml_file = EXAMPLES / "alaitoc-illegal.yaml"
    _, out_yaml, _ = run(capsys, "validate", "--json", "--lang", "fr", str(yaml_file))
    _, out_rosz, _ = run(
        capsys, "validate", "--json", "--lang", "fr", str(rosz_folder / "alaitoc-illegal.rosz")
    )
    (from_yaml,), (from_rosz,) = json.loads(out_yaml), json.loads(out_rosz)
    from_yaml.pop("file"), from_rosz.pop("file")
    assert from_rosz.pop("import_notes") == []  # our own file: every attachment was kept
    assert from_yaml == from_rosz


def test_summary_of_a_ros_prints_figures_and_the_import_report(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(
        capsys, "summary", "--lang", "en", str(HAND_MADE / "titan-legion-battlegroup.ros")
    )
    assert status == 0
    assert "Reaver Titan Battlegroup" in out
    assert "BattleScribe counts 1,475 points, listbuilder 1,500" in err
    assert "attached to company 1" in err


def test_unreadable_rosz_exits_2_naming_the_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.rosz"
    broken.write_bytes(b"PK\x03\x04garbage")
    status, _, err = run(capsys, "summary", str(broken))
    assert status == 2
    assert "broken.rosz" in err and "rosz" in err


def test_print_accepts_a_rosz(capsys: pytest.CaptureFixture[str], rosz_folder: Path) -> None:
    out_pdf = rosz_folder.parent / "army.pdf"
    status, _, _ = run(
        capsys,
        "print",
        str(rosz_folder / "titan-legion.rosz"),
        "-o",
        str(out_pdf),
        "--sections",
        "roster",
        "--lang",
        "en",
    )
    assert status == 0
    assert out_pdf.read_bytes().startswith(b"%PDF")


def test_text_validate_prints_the_import_report_on_stderr(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The README's promise: the report goes to standard error, the findings to standard output.
    status, out, err = run(
        capsys, "validate", "--lang", "en", str(HAND_MADE / "space-marines-pooled.ros")
    )
    assert status in (0, 1)
    assert "attached to company 2" in err and "attached to company 2" not in out


def test_the_report_compares_the_file_s_total_with_ours(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, codex: Codex
) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    path = tmp_path / "army.ros"
    write_battlescribe_roster(roster, codex, path)
    _, _, err = run(capsys, "validate", "--lang", "en", str(path))
    assert "roster total" not in err  # our own file agrees with us
    text = path.read_text(encoding="utf-8")
    root_cost = '<cost name="pts" typeId="52f8-db9e-3336-8db6" value="'
    start = text.index(root_cost) + len(root_cost)
    end = text.index('"', start)
    ours = round(float(text[start:end]))
    path.write_text(text[:start] + "1234.0" + text[end:], encoding="utf-8")
    _, _, err = run(capsys, "validate", "--lang", "en", str(path))
    assert f"the file's own roster total is 1,234 points, listbuilder counts {ours:,}" in err
