"""French and English: the switch, the core strings, the translation files."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder import paths
from tests.gui.helpers import add_from_browser, tree_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"


def test_switching_to_french_translates_gui_and_core_strings(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_roster("Bilingue", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    for _ in range(6):
        add_from_browser(qtbot, window, f"{SM}/rhino_squadron")

    window.language_actions["fr"].trigger()

    assert window.languages.current == "fr"
    assert window.file_menu.title() == "&Fichier"
    assert window.delete_action.text() == "&Supprimer"
    assert window.totals.points.text() == "Points : 1\u202f050 / 3\u202f000 (1\u202f950 restants)"
    # the card's French name too, and its units and weapons in the card view
    assert window.findings.messages()[0].startswith("Compagnie tactique #1 a 6 cartes de soutien")
    assert window.undo.undo_action.text().startswith("&Annuler : Rattacher")
    assert tree_lines(window)[0].startswith(
        "Space Marines (liste standard) \u2014 force principale"
    )
    assert window.browser.model.data(window.browser.model.index(0, 0)).startswith(
        "Cartes de compagnie"
    )
    assert window.settings.language == "fr"
    window.tree.select_path(window.tree.current_path())
    card_text = window.card_view.text.toPlainText()
    assert "Unités" in card_text and "Armes" in card_text and "Mouvement" in card_text
    assert "Escadron Rhino" in card_text and "Défense rapprochée" in card_text
    assert "\nRhino\n" in card_text  # a name French players keep stays English

    # the toolbar's Save is the file verb, not the card view's "Svg" (armour save)
    assert window.save_action.iconText() == "Enregistrer"

    window.language_actions["en"].trigger()
    assert window.file_menu.title() == "&File"
    assert window.findings.messages()[0].startswith("Tactical Company #1 has 6 Support cards")


def test_the_app_starts_in_the_saved_language(make_window: Callable[..., MainWindow]) -> None:
    window = make_window("fr")
    assert window.welcome.new_button.text() == "Nouvelle liste\u2026"
    assert window.windowTitle() == "NetEpic Gold \u2014 Listbuilder"


def test_every_gui_string_has_a_french_translation() -> None:
    folder = paths.resources_dir() / "translations"
    assert (folder / "listbuilder_fr.qm").stat().st_size > 1000
    tree = ET.parse(folder / "listbuilder_fr.ts")
    untranslated = [
        message.findtext("source")
        for message in tree.iter("message")
        if (translation := message.find("translation")) is not None
        and (translation.get("type") in ("unfinished", "vanished", "obsolete"))
    ]
    assert untranslated == []


def test_every_string_of_the_window_is_in_the_french_file(tmp_path: Path) -> None:
    """A string added to the window but never extracted would show in English to French
    players while the file above looks complete: extract again and compare."""
    import shutil
    import subprocess
    import sys

    # Beside the interpreter in a POSIX venv; on Windows a .exe in Scripts (a plain
    # install) or beside python.exe (a venv's Scripts).
    name = "pyside6-lupdate.exe" if sys.platform == "win32" else "pyside6-lupdate"
    folder = Path(sys.executable).parent
    beside = [path for path in (folder / name, folder / "Scripts" / name) if path.exists()]
    found = str(beside[0]) if beside else shutil.which("pyside6-lupdate")
    assert found is not None, "pyside6-lupdate comes with PySide6"
    root = Path(__file__).resolve().parents[2]
    fresh = tmp_path / "listbuilder_fr.ts"
    shutil.copy(paths.resources_dir() / "translations" / "listbuilder_fr.ts", fresh)
    sources = sorted(str(p) for p in (root / "listbuilder" / "gui").rglob("*.py"))
    subprocess.run([found, *sources, "-ts", str(fresh)], check=True, capture_output=True)
    missing = [
        message.findtext("source")
        for message in ET.parse(fresh).iter("message")
        if (translation := message.find("translation")) is not None
        and translation.get("type") == "unfinished"
    ]
    assert missing == [], "run tools/update_translations.py and translate: " + repr(missing)
