"""The real BattleScribe data set, when ../shared is present beside the project."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
import yaml

from listbuilder import paths
from listbuilder.codex.ids import slug
from listbuilder.interop.battlescribe.catalogue_import.importer import import_battlescribe
from tests.conftest import BATTLESCRIBE_DIR, needs_shared

pytestmark = needs_shared

NS = "{http://www.battlescribe.net/schema/catalogueSchema}"


@pytest.fixture(scope="module")
def fresh_import(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("codex")
    report = import_battlescribe(
        BATTLESCRIBE_DIR,
        out,
        overlay_dir=paths.codex_data_dir() / "overlay",
        abilities_file=paths.codex_data_dir() / "abilities.yaml",
    )
    return report, out


def _source_costs() -> dict[tuple[str, str], dict[str, float]]:  # keyed by entry id
    """Points, VP and BP of every card, read straight from the XML for comparison."""
    found: dict[tuple[str, str], dict[str, float]] = {}
    for path in sorted(BATTLESCRIBE_DIR.glob("*.cat")):
        root = ET.parse(path).getroot()
        for entry in root.find(f"{NS}selectionEntries"):  # type: ignore[union-attr]
            costs = {
                c.get("typeId"): float(c.get("value", 0))
                for c in entry.iter(f"{NS}cost")
                if c in list(entry.find(f"{NS}costs") or [])
            }
            found[(slug(path.stem), entry.get("id", ""))] = costs
    return found


def test_committed_books_are_what_the_importer_writes(fresh_import) -> None:  # type: ignore[no-untyped-def]
    _, out = fresh_import
    for path in sorted((out / "books").glob("*.yaml")):
        committed = paths.codex_data_dir() / "books" / path.name
        assert committed.read_bytes() == path.read_bytes(), f"{path.name} is out of date"


def test_counts_types_lists_and_weapon_parsing(fresh_import, codex) -> None:  # type: ignore[no-untyped-def]
    report, _ = fresh_import
    cards = list(codex.cards())
    assert len(codex.books) == 15  # the importer's 14 and the hand-written structures book
    assert len(cards) >= 1100
    assert len(list(codex.army_lists())) == 51
    assert report.weapon_parse_ratio >= 0.90
    # the report names each distinct line kept as text, and only those
    kept = report.raw_weapon_lines
    assert "Bombs : 2-10SB, D3 additonal (see Special Rules), (-1)" in kept
    assert not any(line.startswith("Kustom Kannon :") for line in kept)
    assert len(kept) < 0.1 * len(report.weapon_lines)
    rendered = report.render()
    assert "weapon lines kept as text" in rendered and "% structured" in rendered
    for ref in cards:
        assert ref.card.type in ("company", "support", "special", "structure")
        assert codex.lists_of_card(ref), f"{ref.key} belongs to no list"
    for _, army_list in codex.army_lists():
        assert army_list.kind in ("standard", "codex", "ally_only", "special")
        assert army_list.allies is not None
        assert codex.list_cards(army_list.id), army_list.id


def test_points_bp_and_vp_match_the_source_except_documented_fixes(codex) -> None:  # type: ignore[no-untyped-def]
    fixes: dict[tuple[str, str], set[str]] = {}
    for path in (paths.codex_data_dir() / "overlay").glob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for card_id, fix in (data.get("card_fixes") or {}).items():
            assert fix.get("reason"), f"{path.name}: {card_id} fix has no reason"
            fixes[(data["book"], card_id)] = set(fix)
    source = _source_costs()
    checked = 0
    mismatches: list[str] = []
    for ref in codex.cards():
        if ref.book.game_wide:  # the structure cards: hand-written, no BattleScribe source
            continue
        costs = source[(ref.book.id, ref.card.source_id)]
        fixed = fixes.get((ref.book.id, ref.card.id), set())
        expected = {
            "points": costs.get("52f8-db9e-3336-8db6", 0),
            "victory_points": costs.get("points"),
            "break_point": costs.get("25ab-cb1a-141e-dc75"),
        }
        for field, value in expected.items():
            if field in fixed:
                continue
            actual = getattr(ref.card, field)
            if actual != value:
                mismatches.append(f"{ref.key}.{field}: {actual} != source {value}")
            checked += 1
    assert not mismatches, mismatches
    assert checked > 3000


def test_curated_facts_of_the_overlay(codex) -> None:  # type: ignore[no-untyped-def]
    def card(key: str):  # type: ignore[no-untyped-def]
        ref = codex.card(key)
        assert ref is not None, key
        return ref.card

    assert card("eldar/avatar").type == "special" and card("eldar/avatar").free
    assert card("orks/ghazghkull_thraka").named_character
    assert card("chaos/fulgrim_primarch_of_the_emperor_s_children").unique
    assert card("tau/hammerhead_cadre").victory_points == 5
    dark_angels = {r.card.name for r in codex.list_cards("dark_angels")}
    assert not any(name.startswith("Space Wolves") for name in dark_angels)
    assert "Tactical Company" in dark_angels
    yarrick = codex.card("imperial_guard/commissar_yarrick")
    assert codex.lists_of_card(yarrick) == ["imperial_guard"]
    assert codex.army_list("tyranids").allies.max_lists == 0


def test_import_command_writes_a_whole_codex_folder(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from listbuilder.cli.main import main
    from listbuilder.codex.loader import load_codex_uncached

    out = tmp_path / "codex"
    assert main(["import", "battlescribe", str(BATTLESCRIBE_DIR), "--out", str(out)]) == 0
    first = {p.name: p.read_bytes() for p in (out / "books").glob("*.yaml")}
    assert len(first) == 14
    assert main(["import", "battlescribe", str(BATTLESCRIBE_DIR), "--out", str(out)]) == 0
    assert {p.name: p.read_bytes() for p in (out / "books").glob("*.yaml")} == first
    codex = load_codex_uncached(out)
    assert not codex.errors and len(list(codex.army_lists())) == 51
