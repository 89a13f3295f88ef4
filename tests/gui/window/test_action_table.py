"""The main window's commands come from one table: each row is an action, in its menu at
its place, on the toolbar when asked, named in both languages and enabled by its state."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from listbuilder import paths
from listbuilder.gui.common import menus_by_action
from listbuilder.gui.window.action_table import ACTIONS, MENUS, PLACED, SUBMENUS
from listbuilder.i18n import message
from tests.gui.helpers import crusade, open_roster

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow


def test_no_two_entries_share_a_place_in_a_menu_or_the_toolbar() -> None:
    rows = [*ACTIONS, *PLACED]
    menus = Counter((row.menu, row.place) for row in rows if row.menu is not None)
    toolbar = Counter(row.toolbar for row in rows if row.toolbar is not None)
    assert [key for key, count in menus.items() if count > 1] == []
    assert [key for key, count in toolbar.items() if count > 1] == []
    assert len({row.name for row in ACTIONS}) == len(ACTIONS)
    assert {row.menu for row in rows} <= {menu.attr for menu in MENUS}


def _held(window: MainWindow, attr: str) -> object:
    """The window's attribute *attr*, dotted (``game_mode.action``) as the table writes it."""
    held: object = window
    for name in attr.split("."):
        held = getattr(held, name)
    return held


def test_every_row_is_an_action_of_the_window_in_its_menu(window: MainWindow) -> None:
    menus = menus_by_action(window)
    for row in ACTIONS:
        action = _held(window, row.attr)
        assert isinstance(action, QAction) and action.objectName() == row.name
        assert action in window.actions()  # its shortcut works anywhere in the window
        assert action.isCheckable() == row.checkable
        if row.menu is not None:
            menu = _held(window, row.menu)
            assert isinstance(menu, QMenu)
            assert action in menu.actions(), row.name
            assert menus[menu.menuAction()] is menu
        if row.toolbar is not None:
            assert action in window.toolbar.actions(), row.name


def _layout(actions: list[QAction]) -> list[str]:
    return ["-" if a.isSeparator() else a.objectName() or a.text() for a in actions]


def test_menus_and_toolbar_lay_rows_out_by_place_with_separators_between_tens(
    window: MainWindow,
) -> None:
    assert _layout(window.file_menu.actions()) == [
        "new", "newWindow", "open", "Open &Recent", "openFromCode", "closeRoster", "-",
        "save", "saveAs", "saveCopy", "-",
        "printRoster", "exportTemplates", "exportRoster", "exportPhone", "sendToPhone",
        "importReport", "dataChanges", "-",
        "addGameData", "compareWith", "-",
        "quit",
    ]  # fmt: skip
    assert _layout(window.edit_menu.actions()) == [
        "&Undo", "&Redo", "-",
        "addCard", "findCard", "-",
        "cutElement", "copyElement", "pasteElement", "copyCode", "-",
        "copyText", "copyMarkdown", "copyBBCode", "-",
        "duplicate", "delete", "moveUp", "moveDown", "renameElement",
    ]  # fmt: skip
    assert _layout(window.toolbar.actions()) == [
        "new", "open", "save", "-", "&Undo", "&Redo", "-",
        "addAlly", "duplicate", "delete", "moveUp", "moveDown", "-", "printRoster",
    ]  # fmt: skip


def test_the_game_and_tools_menus_are_rows_of_the_table_in_the_bar_s_order(
    window: MainWindow,
) -> None:
    menus = menus_by_action(window)
    titles = [menus[a].title() for a in window.menuBar().actions() if a in menus]
    assert titles == [
        "&File", "&Edit", "&Roster", "&View", "&Game", "&Collection", "&Tools", "&Help",
    ]  # fmt: skip
    assert _layout(window.game_mode.menu.actions()) == [
        "gameMode", "-", "newGame", "openGame", "-", "closeCombatOdds",
    ]  # fmt: skip
    assert _layout(window.tools_menu.menu.actions()) == ["checkEventLists"]
    # the View menu: the language submenu, then the dock's switch, placed by the table
    assert _layout(window.view_menu.actions()) == ["&Language", "The Army at a Glance"]
    assert window.view_menu.actions()[1] is window.glance_dock.toggleViewAction()
    assert window.tools_menu.menu.objectName() == "toolsMenu"
    assert window.game_mode.action.shortcut().toString() == "Ctrl+G"
    assert window.game_mode.action.isCheckable()
    assert window.tools_menu.event_desk_action.text() == "Check Lists for an &Event\u2026"
    assert window.game_mode.odds_action.text() == message("odds.menu", "en")


def test_the_game_mode_switch_follows_every_change_of_its_check(
    window: MainWindow, codex: Codex
) -> None:
    """A toggle row's handler hears ``toggled``: code that unchecks the switch (a new
    roster, the page's Back button) leaves the mode as the player's Ctrl+G does."""
    assert not window.game_mode.new_action.isEnabled()  # no roster: no game
    open_roster(window, crusade())
    assert window.game_mode.new_action.isEnabled()
    window.game_mode.action.trigger()
    assert window.game_mode.view is not None
    assert window.stack.currentWidget() is window.game_mode.view
    window.game_mode.action.setChecked(False)  # not triggered: toggled only
    assert window.game_mode.view is None
    assert window.stack.currentWidget() is window.editor.widget
    window.game_mode.action.setChecked(True)
    assert window.game_mode.view is not None
    window.game_mode.action.setChecked(False)


def test_every_handler_and_state_of_the_table_exists(window: MainWindow) -> None:
    states = window.action_states()
    for row in ACTIONS:
        owner: object = window
        for name in row.handler.split("."):
            if name == "browser":  # made with the first roster
                break
            owner = getattr(owner, name)
        assert name == "browser" or callable(owner), row.handler
        assert row.enabled is None or row.enabled in states, row.enabled
    for menu in MENUS:
        if menu.shows is not None:
            assert callable(_held(window, menu.shows)), menu.shows


def test_rows_read_in_french_from_their_context(window: MainWindow) -> None:
    window.set_language("fr")
    try:
        for row in ACTIONS:
            action = window.table_action(row)
            if row.text is not None:
                assert action.text() == QCoreApplication.translate(row.context, row.text)
        assert window.new_action.text() == "&Nouvelle liste\u2026"
        assert window.close_roster_action.text() != "&Close Roster"  # WindowCommands' words
        assert window.copy_code_action.text() != "Copy as Share &Code"  # ShareCommands'
        assert window.game_mode.menu.title() == "&Partie"  # GameMode's
        assert window.game_mode.new_action.text() == "Nouvelle partie..."
        assert window.game_mode.odds_action.text() == message("odds.menu", "fr")  # catalogue's
        assert window.tools_menu.menu.title() == "&Outils"  # ToolsMenu's
        assert window.tools_menu.event_desk_action.toolTip() == (
            "V\u00e9rifier les listes re\u00e7ues pour un tournoi selon son r\u00e8glement, "
            "et imprimer le rapport"
        )
    finally:
        window.set_language("en")


def test_every_text_of_the_table_is_translated_under_the_context_its_row_names() -> None:
    """A row's ``context`` is the one its ``QT_TRANSLATE_NOOP`` markers wrote: the window
    looks the French up there."""
    ts = paths.resources_dir() / "translations" / "listbuilder_fr.ts"
    french = {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(ts).iter("context")
        for message in context.iter("message")
        if message.findtext("translation")
    }
    wanted = {
        (row.context, text)
        for row in ACTIONS
        for text in (row.text, row.icon_text, row.tip)
        if text is not None
    }
    wanted |= {(menu.context, menu.title) for menu in (*MENUS, *SUBMENUS)}
    assert {"GameMode", "ToolsMenu"} <= {context for context, _ in wanted}
    assert len(wanted) > 100
    assert sorted(wanted - french) == []
