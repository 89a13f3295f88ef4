"""A roster built under house rules opens in the window under them, and Game mode plays the
pack's custom card with its own figures."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder.editing.export import export_bytes
from listbuilder.rules.house_rules import apply_pack
from listbuilder.rules.tournament import load_pack
from tests.rules.builders import company, force, roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

HOUSE = Path(__file__).resolve().parents[3] / "examples" / "packs" / "house-rules.yaml"


def test_a_roster_under_house_rules_plays_its_custom_card_in_game_mode(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    pack = load_pack(HOUSE)
    army = roster(
        force("space_marines", company("tactical_company", "purifier_squad", "rhino_squadron")),
        name="Purifiers",
    )
    path = tmp_path / "purifiers.yaml"
    path.write_bytes(export_bytes(army, apply_pack(window.codex, pack), "yaml", "en")[0])
    assert window.open_path(path, ask=False)
    document = window.document
    assert document is not None and document.session.codex.house is not None
    assert document.session.codex.house.hash == pack.hash
    result = document.session.result
    assert result.legal, result.codes()
    tactical = window.codex.card("adeptus_astartes/tactical_company")
    assert tactical is not None
    assert result.figures.points == tactical.card.points + 150 + 75
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None
    by_key = {card.key: card for card in view.tracker.army.cards}
    purifiers = by_key["adeptus_astartes/purifier_squad"]
    assert (purifiers.break_point, purifiers.victory_points, purifiers.boxes) == (2, 2, 6)
    row = next(row for row in view.rows if row.card.key == purifiers.key)
    assert row.strip is not None
    window.game_mode.action.trigger()
    assert window.game_mode.view is None


def test_the_browser_and_card_view_follow_the_roster_house_rules(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    pack = load_pack(HOUSE)
    army = roster(force("space_marines", company("tactical_company")), name="Marines")
    under = tmp_path / "under.yaml"
    under.write_bytes(export_bytes(army, apply_pack(window.books, pack), "yaml", "en")[0])
    plain = tmp_path / "plain.yaml"
    plain.write_bytes(export_bytes(army, window.books, "yaml", "en")[0])

    def offered() -> dict[str, int]:
        browser = window.editor.browser
        return {ref.key: ref.card.points for ref in browser.model.cards()}

    assert window.open_path(under, ask=False)
    assert window.codex.house is not None and window.codex.house.hash == pack.hash
    assert f"Tarsis Campaign [{pack.hash}]" in window.status.text()  # opened under its pack
    cards = offered()
    assert cards["adeptus_astartes/purifier_squad"] == 150
    assert cards["adeptus_astartes/rhino_squadron"] == 75
    assert window.add_card("adeptus_astartes/purifier_squad")
    document = window.document
    assert document is not None and document.session.result.legal
    # another roster, with no pack, opens under the books as shipped
    assert window.open_path(plain, ask=False)
    assert window.codex.house is None
    cards = offered()
    assert "adeptus_astartes/purifier_squad" not in cards
    assert cards["adeptus_astartes/rhino_squadron"] == 50


def test_roster_house_rules_puts_the_roster_under_a_pack_and_undo_takes_it_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    army = roster(force("space_marines", company("tactical_company", "rhino_squadron")))
    path = tmp_path / "army.yaml"
    path.write_bytes(export_bytes(army, window.books, "yaml", "en")[0])
    assert window.open_path(path, ask=False)
    document = window.document
    assert document is not None
    before = document.session.result.figures.points
    assert not window.drop_house_rules_action.isEnabled()
    assert window.use_house_rules(HOUSE)
    assert document.session.codex.house is not None and document.session.is_modified
    assert document.session.result.figures.points == before + 25  # Rhinos at 75
    offered = {ref.key for ref in window.editor.browser.model.cards()}
    assert "adeptus_astartes/purifier_squad" in offered
    window.update_state()
    assert window.drop_house_rules_action.isEnabled()
    # saved, the file keeps the pack and reopens under it
    document.save(path)
    assert "\npack:\n" in path.read_text(encoding="utf-8")
    # undo: the books as shipped again
    window.undo.undo_action.trigger()
    assert document.session.codex.house is None
    assert document.session.result.figures.points == before
    offered = {ref.key for ref in window.editor.browser.model.cards()}
    assert "adeptus_astartes/purifier_squad" not in offered


def test_a_bad_pack_is_refused_with_its_place_in_the_window(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "army.yaml"
    army = roster(force("space_marines", company("tactical_company")))
    path.write_bytes(export_bytes(army, window.books, "yaml", "en")[0])
    assert window.open_path(path, ask=False)
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: netepic-tournament/2\nrules:\n  off: {nothing: x}\n", "utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        "listbuilder.gui.window.window_edits.show_error",
        lambda _parent, exc, title="": shown.append(exc.describe()),
    )
    assert not window.use_house_rules(bad)
    assert shown and f"{bad}:3" in shown[0] and "nothing" in shown[0]
    assert window.document is not None and window.document.session.codex.house is None


def test_the_start_page_sums_up_a_roster_under_its_house_rules(
    window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.gui.window.recent_rosters import LEGAL, summarize

    army = roster(
        force("space_marines", company("tactical_company", "purifier_squad", "rhino_squadron"))
    )
    path = tmp_path / "purifiers.yaml"
    path.write_bytes(
        export_bytes(army, apply_pack(window.books, load_pack(HOUSE)), "yaml", "en")[0]
    )
    summary = summarize(path, window.books)
    tactical = window.books.card("adeptus_astartes/tactical_company")
    assert tactical is not None
    assert summary.state == LEGAL and summary.points == tactical.card.points + 150 + 75
