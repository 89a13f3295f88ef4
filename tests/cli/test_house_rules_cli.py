"""House rules from the command line: ``validate``, ``codex cards``, ``print`` and ``export``
with ``--tournament`` show the codex as a ``netepic-tournament/2`` pack changes it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pdfplumber
import pytest

from listbuilder.cli.main import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HOUSE = EXAMPLES / "packs" / "house-rules.yaml"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"

ROSTER = """\
format: netepic-roster/1
name: Purifiers
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: purifier_squad
          - card: rhino_squadron
"""


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any]:
    status, out, _ = run(capsys, *args, "--json", "--lang", "en")
    return status, json.loads(out)


@pytest.fixture
def purifiers(tmp_path: Path) -> Path:
    path = tmp_path / "purifiers.yaml"
    path.write_text(ROSTER, encoding="utf-8")
    return path


def test_validate_gives_the_points_as_the_pack_changes_them(
    capsys: pytest.CaptureFixture[str], purifiers: Path
) -> None:
    _, plain = run_json(capsys, "validate", str(LEGAL))
    _, house = run_json(capsys, "validate", str(LEGAL), "--tournament", str(HOUSE))
    assert house[0]["points"] == plain[0]["points"] + 25  # a Rhino Squadron at 75, not 50
    assert house[0]["victory_points"] == plain[0]["victory_points"] + 1
    status, custom = run_json(capsys, "validate", str(purifiers), "--tournament", str(HOUSE))
    assert status == 0 and custom[0]["legal"], custom[0]["findings"]
    _, cards = run_json(capsys, "codex", "cards", "--list", "space_marines")
    tactical = next(c for c in cards if c["id"] == "tactical_company")["points"]
    assert custom[0]["points"] == tactical + 150 + 75
    status, without = run_json(capsys, "validate", str(purifiers))
    assert status == 1 and not without[0]["legal"]


def test_codex_cards_shows_the_codex_as_the_pack_changes_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("codex", "cards", "--list", "space_marines", "--tournament", str(HOUSE))
    status, cards = run_json(capsys, *args)
    assert status == 0
    by_id = {card["id"]: card for card in cards}
    assert by_id["rhino_squadron"]["points"] == 75
    assert by_id["chaplain"]["break_point"] == 1
    assert by_id["purifier_squad"]["points"] == 150
    assert by_id["purifier_squad"]["lists"] == ["space_marines", "dark_angels"]
    status, out, _ = run(capsys, "codex", "show", "purifier_squad", "--tournament", str(HOUSE))
    assert status == 0 and "Psycannons" in out


def test_a_bad_pack_exits_2_naming_file_and_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "format: netepic-tournament/2\ncards:\n  change:\n    orks/nobody: {points: 5}\n",
        encoding="utf-8",
    )
    for args in (
        ("validate", str(LEGAL), "--tournament", str(bad)),
        ("codex", "cards", "--tournament", str(bad)),
        ("print", str(LEGAL), "-o", str(tmp_path / "x.pdf"), "--tournament", str(bad)),
    ):
        status, _, err = run(capsys, *args, "--lang", "en")
        assert status == 2, args
        assert f"{bad}:4" in err and "orks/nobody" in err


def test_the_roster_sheet_names_the_pack_and_prints_why_a_rule_is_off(
    capsys: pytest.CaptureFixture[str], purifiers: Path, tmp_path: Path
) -> None:
    out = tmp_path / "army.pdf"
    args = ("print", str(purifiers), "-o", str(out), "--sections", "roster,cards")
    status, _, _ = run(capsys, *args, "--tournament", str(HOUSE), "--lang", "en")
    assert status == 0
    with pdfplumber.open(out) as pdf:
        pages = [page.extract_text() or "" for page in pdf.pages]
    text = "\n".join(pages)
    from listbuilder.rules.tournament import load_pack

    label = f"Tarsis Campaign [{load_pack(HOUSE).hash}]"
    assert all(label in page for page in pages)  # every page names the pack
    assert "Rule turned off: barrage-no-observer. Campaign rule" in text
    assert "Purifier Squad" in text and "Psycannons" in text  # its card, with its weapons


def test_exports_carry_the_pack_figures(
    capsys: pytest.CaptureFixture[str], purifiers: Path
) -> None:
    status, out, _ = run(
        capsys,
        "export",
        str(purifiers),
        "--format",
        "markdown",
        "--tournament",
        str(HOUSE),
        "--lang",
        "en",
    )
    assert status == 0
    assert "Purifier Squad" in out
    assert "Tarsis Campaign" in out


def test_a_hostile_pack_is_refused_before_any_work(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    deep = tmp_path / "deep.yaml"
    deep.write_text("format: netepic-tournament/2\nname: " + "[" * 200 + "]" * 200 + "\n", "utf-8")
    huge = tmp_path / "huge.yaml"
    huge.write_bytes(b"format: netepic-tournament/2\n#" + b"x" * 5_000_000 + b"\n")
    for bad in (deep, huge):
        status, _, err = run(
            capsys, "validate", str(LEGAL), "--tournament", str(bad), "--lang", "en"
        )
        assert status == 2 and str(bad) in err


def test_a_roster_carrying_a_bad_pack_is_unreadable_naming_the_place(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad-pack.yaml"
    path.write_text(
        ROSTER + "pack:\n  name: Bad\n  hash: 0123456789ab\n  content:\n"
        "    format: netepic-tournament/2\n    cards:\n      change:\n"
        "        orks/nobody: {points: 5}\n",
        encoding="utf-8",
    )
    status, _, err = run(capsys, "validate", str(path), "--lang", "en")
    assert status == 2
    assert "pack.content.cards.change" in err and "orks/nobody" in err


def test_needs_counts_the_custom_card_units_of_a_roster_under_house_rules(
    capsys: pytest.CaptureFixture[str], purifiers: Path, tmp_path: Path
) -> None:
    built = tmp_path / "built.yaml"
    status, _, _ = run(
        capsys,
        "export",
        str(purifiers),
        "--format",
        "yaml",
        "-o",
        str(built),
        "--tournament",
        str(HOUSE),
    )
    assert status == 0
    status, out, _ = run(capsys, "needs", str(built), "--json", "--lang", "en")
    units = {unit["unit"]: unit["needed"] for unit in json.loads(out)["units"]}
    assert units["adeptus_astartes/purifier"] == 4
