"""The words around numbers in French (issue 31, item 4): Game mode names the rulebook's
"Phase Finale" (its name for the End phase, not a "final phase" of the game), and a message
with a count agrees with it instead of writing "remarque(s)"."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.gui.helpers import saved_roster

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

RULEBOOK = Path(__file__).resolve().parents[4] / "shared" / "seeds" / "netepic-gold-fr.txt"
POOLED = (
    Path(__file__).resolve().parents[2] / "interop" / "battlescribe" / "roster_exchange" / "rosters"
)


def test_the_rulebook_names_the_end_phase_phase_finale() -> None:
    if not RULEBOOK.exists():
        pytest.skip("the shared rulebook text is not here")
    text = RULEBOOK.read_text(encoding="utf-8")
    assert "En Phase Finale" in text and "chaque Phase Finale" in text


def test_game_mode_says_phase_finale_as_the_rulebook(
    qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    window = make_window("fr")
    assert window.open_path(saved_roster(tmp_path / "army.yaml", "Ultramarines"), ask=False)
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None
    assert view.next_button.text() == "Phase Finale : tour suivant"
    window.game_mode.action.trigger()


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", ("notes on what was done", "note(s)")), ("fr", ("remarques sur", "remarque(s)"))],
)
def test_the_import_report_counts_its_notes_in_words(
    qtbot: QtBot, make_window: Callable[..., MainWindow], lang: str, words: tuple[str, str]
) -> None:
    window = make_window(lang)
    assert window.open_path(POOLED / "space-marines-pooled.ros", ask=False)
    box = window.import_box
    assert box is not None
    agreed, bracketed = words
    assert agreed in box.text() and bracketed not in box.text()
    box.close()


@pytest.mark.parametrize(("lang", "shown"), [("en", "150%"), ("fr", "150\u00a0%")])
def test_the_print_preview_zoom_writes_its_percentage_as_the_language_does(
    qtbot: QtBot, make_window: Callable[..., MainWindow], lang: str, shown: str
) -> None:
    from listbuilder.gui.printout.print_preview import ZOOMS, PrintPreview

    make_window(lang)  # the window's language: its translators and locale
    preview = PrintPreview()
    qtbot.addWidget(preview)
    assert preview.zoom_combo.itemText(ZOOMS.index(150)) == shown
