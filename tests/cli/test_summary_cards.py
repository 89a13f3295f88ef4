"""``listbuilder summary``: the break-point and VP table per card, and ``cards`` in its JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import element_path
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
TITANS = EXAMPLES / "titan-legion.yaml"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    status = main(list(args))
    return status, capsys.readouterr().out


def test_json_cards_one_record_per_card_in_roster_order(
    capsys: pytest.CaptureFixture[str], codex: Codex
) -> None:
    roster = load_roster(LEGAL)
    status, out = run(capsys, "summary", str(LEGAL), "--json", "--lang", "en")
    data = json.loads(out)
    assert status == 0
    paths = [
        element_path(f, c, a)
        for f, force in enumerate(roster.forces)
        for c, company in enumerate(force.companies)
        for a in (None, *range(len(company.attached)))
    ]
    assert [card["path"] for card in data["cards"]] == paths
    for record in data["cards"]:
        assert {"path", "name", "break_point", "victory_points", "models"} <= record.keys()
    first = data["cards"][0]
    ref = codex.find_card(roster.forces[0].companies[0].card, roster.forces[0].list_id)
    assert ref is not None
    assert first["name"] == ref.card.names.get("en")
    assert first["models"] == sum(
        d.count * sum(u.count for u in d.units) for d in ref.card.composition
    )
    assert first["break_point"] == ref.card.break_point
    # the fields that were there stay as they were
    figures = validate(roster, codex).figures.to_dict("en")
    assert {key: data[key] for key in figures} == figures


def test_json_cards_of_titans_count_the_titans_and_their_own_vp(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out = run(capsys, "summary", str(TITANS), "--json")
    group = json.loads(out)["cards"][0]
    assert group["models"] == 3 and group["breaks_at"] is None
    assert sum(group["destroyed_vp"]) == group["victory_points"]


@pytest.mark.parametrize(
    ("lang", "title", "head"),
    [
        ("en", "Break points and VP per card", ["Card", "Models", "BP", "VP", "Morale"]),
        ("fr", "Points de rupture et PV par carte", ["Carte", "Figurines", "PR", "PV", "Moral"]),
    ],
)
def test_text_summary_ends_with_the_card_table(
    capsys: pytest.CaptureFixture[str], lang: str, title: str, head: list[str]
) -> None:
    status, out = run(capsys, "summary", str(LEGAL), "--lang", lang)
    _, json_out = run(capsys, "summary", str(LEGAL), "--json", "--lang", lang)
    cards = json.loads(json_out)["cards"]
    assert status == 0
    table = out.split(title + "\n", 1)[1].splitlines()
    assert table[0].split() == head
    assert len(table) == 1 + len(cards)
    for line, card in zip(table[1:], cards, strict=True):
        name = card["company"] if card["path"].count(".") == 1 else card["name"]
        assert line.strip().startswith(name)
        cells = line[len(line.split(name, 1)[0]) + len(name) :].split()
        bp = str(card["break_point"]) if card["break_point"] else "\u2013"  # none: a dash
        assert cells[:3] == [str(card["models"]), bp, str(card["victory_points"])]


def test_validating_a_folder_leaves_game_files_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "army.yaml").write_text(LEGAL.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "army.game.yaml").write_text("format: netepic-game/1\n", encoding="utf-8")
    status, out = run(capsys, "validate", str(tmp_path), "--json")
    assert status == 0
    assert [Path(item["file"]).name for item in json.loads(out)] == ["army.yaml"]
