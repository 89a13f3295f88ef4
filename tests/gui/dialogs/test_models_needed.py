"""Collection › Models Needed… names the cards the collection cannot field as the player
named them, and its lines fit the report window (no sideways scrolling)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication

from listbuilder.collection.io import save_collection
from listbuilder.collection.model import Collection
from listbuilder.gui.dialogs.report_dialog import ReportDialog
from listbuilder.roster.io import dump_roster, parse_roster
from tests.helpers.rosters import NAMED

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


@pytest.mark.parametrize(
    ("lang", "cassius"),
    [
        ("en", "2nd Company (Tactical Company #1) \u203a Cassius (Chaplain)"),
        ("fr", "2nd Company (Compagnie tactique #1) \u203a Cassius (Chaplain)"),
    ],
)
def test_models_needed_names_the_cards_and_fits_its_window(
    lang: str,
    cassius: str,
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
) -> None:
    window = make_window(lang)
    roster = tmp_path / "tarsis.yaml"
    roster.write_text(dump_roster(parse_roster(NAMED)), encoding="utf-8")
    assert window.open_path(roster, ask=False)
    window.collection_path = tmp_path / "mine.yaml"
    collection = Collection(models={"adeptus_astartes/tactical_squad": 1})
    save_collection(collection, window.collection_path)
    window.needs_action.trigger()
    dialogs = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, ReportDialog) and w.isVisible()
    ]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    qtbot.waitExposed(dialog)
    text = dialog.text.toPlainText()
    assert f"  - {cassius}" in text.splitlines()
    assert "forces[" not in text
    assert dialog.text.horizontalScrollBar().maximum() == 0  # every line fits
    dialog.close()
    dialog.deleteLater()
