"""Help covers every feature, and Keyboard Shortcuts shows the keys a player presses (issue 31)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from listbuilder.gui.dialogs.help_dialogs import GettingStartedDialog, ShortcutsDialog, pressable

if TYPE_CHECKING:
    from collections.abc import Callable

    from listbuilder.gui.window.main_window import MainWindow

FEATURES = {
    "en": ("Game Mode", "Share Code", "Import from Text", "BattleScribe", "Compare With",
           "Edit Collection", "Add What This Roster Needs", "Rename", "notes", "Print Roster"),
    "fr": ("Mode partie", "code de partage", "Importer depuis un texte", "BattleScribe",
           "Comparer avec", "Modifier la collection", "Ajouter ce dont cette liste a besoin",
           "Renommer", "notes", "Imprimer la liste"),
}  # fmt: skip


def _plain(text: str) -> str:
    return text.replace("&", "").rstrip("…").rstrip(".")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_getting_started_covers_every_feature_by_its_menu_names(
    make_window: Callable[..., MainWindow], lang: str
) -> None:
    window = make_window(lang)
    window.getting_started_action.trigger()
    dialog = window.findChild(GettingStartedDialog)
    assert dialog is not None and dialog.isVisible()
    text = dialog.page.toPlainText()
    for feature in FEATURES[lang]:
        assert feature in text, feature
    # the menu entries it names are the window's own, as they read in this language
    for action in (
        window.compare_action,
        window.open_code_action,
        window.copy_code_action,
        window.collection_action,
        window.needs_action,
        window.rename_action,
    ):
        assert _plain(action.text()) in text, action.text()
    dialog.close()


def test_shortcuts_show_only_keys_a_player_can_press(window: MainWindow) -> None:
    window.shortcuts_action.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None and dialog.isVisible()
    rows = dialog.rows()
    native = QKeySequence.SequenceFormat.NativeText
    undo = window.undo.undo_action
    expected = ", ".join(
        dict.fromkeys(k.toString(native) for k in undo.shortcuts() if pressable(k))
    )
    assert ("Edit", "Undo", expected) in rows
    assert expected.startswith(QKeySequence(QKeySequence.StandardKey.Undo).toString(native))
    for _menu, _command, keys in rows:
        for key in keys.split(", "):
            assert not re.fullmatch(r"F(1[3-9]|2\d|3[0-5])", key), keys
            assert key not in {"Undo", "Redo", "Copy", "Paste", "Cut", "Find", "Open", "Help"}
            assert key  # no empty entry
    dialog.close()


def test_pressable_keys() -> None:
    assert pressable(QKeySequence("Ctrl+Shift+Z")) and pressable(QKeySequence("F2"))
    assert pressable(QKeySequence("Del")) and pressable(QKeySequence("Alt+Backspace"))
    assert not pressable(QKeySequence("F14")) and not pressable(QKeySequence(""))
    assert not pressable(QKeySequence(Qt.Key.Key_Undo))
    assert not pressable(QKeySequence(Qt.Key.Key_Redo))
