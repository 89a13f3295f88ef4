"""French as the window speaks it (issue 31, item 10): Qt's own file dialog all in French, the
status bar's message on an added card without "ajouté(e)", the book's names in the card view."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def test_the_file_dialog_speaks_french(qtbot: QtBot, window: MainWindow) -> None:
    window.language_actions["fr"].trigger()
    dialog = QFileDialog(window, "Ouvrir")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Voir dans\u00a0:"
    assert labels["fileTypeLabel"] == "Fichiers de &type\u00a0:"
    assert labels["fileNameLabel"] == "&Nom de fichier\u00a0:"
    buttons = {button.text() for button in dialog.findChildren(QPushButton)}
    assert "Annuler" in buttons and "Cancel" not in buttons
    dialog.close()

    window.language_actions["en"].trigger()
    english = QFileDialog(window, "Open")
    english.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(english)
    english.show()
    assert {label.text() for label in english.findChildren(QLabel)} >= {"&Look in:"}
    english.close()


def test_adding_a_card_says_so_in_proper_french(qtbot: QtBot, window: MainWindow) -> None:
    window.language_actions["fr"].trigger()
    window.start_roster("Garde", 3000, "imperial_guard")
    add_from_browser(qtbot, window, "imperial_guard/tactical_infantry_company")
    said = window.status.text()
    assert said.startswith("Carte ajoutée : ") and "(e)" not in said
    window.tree.select_path(window.tree.current_path())
    card_text = window.card_view.text.toPlainText()
    assert "QG de la compagnie tactique" in card_text
    assert "Tactical Company HQ" not in card_text


def test_the_card_view_counts_trench_sections_in_the_plural(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.language_actions["fr"].trigger()
    window.start_roster("Lignes", 3000, "space_marines")
    add_from_browser(qtbot, window, "adeptus_astartes/tactical_company")
    add_from_browser(qtbot, window, "structures/trench")
    window.tree.select_path(ElementPath(0, structure=0))
    card_text = window.card_view.text.toPlainText()
    assert "5 Sections de tranchée" in card_text
    assert "5 Section de tranchée" not in card_text
