"""Every command of the main window as one row: adding a command is adding a row.

The window (:class:`~listbuilder.gui.window.window_actions.WindowActions`) reads this table
to make its actions, fill its menus and toolbar, name them in the current language and
enable them. A row's texts are English sources marked with ``QT_TRANSLATE_NOOP`` (with its context
written out: lupdate reads the call, not a helper's), so ``tools/update_translations.py``
finds them, under the context the ``tr()`` that named them used before there was a table
(``WindowActions``, ``ShareCommands``, ``WindowCommands``, ``GameMode``, ``ToolsMenu``): the
translations did not move.

A row's ``attr`` may be dotted (``game_mode.action``): the action or menu is then held by
the window's part that owns its work (the game mode, the tools menu), which the window makes
before the table's actions, and where code and tests have always found it.

Places in a menu or the toolbar are numbers: the rows of a menu are laid out by their
number, and a separator stands where the tens change (``12`` then ``20``). Entries the
table does not make (the recent rosters and language submenus, Undo and Redo, the glance
dock's switch) take their places from :data:`PLACED`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from listbuilder.records import record

if TYPE_CHECKING:

    def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
        """Marks *source* for ``pyside6-lupdate`` under *context*; returns it."""
        ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

KEY = QKeySequence.StandardKey
Shortcut = QKeySequence.StandardKey | str

WINDOW = "WindowActions"
SHARE = "ShareCommands"
WINDOWS = "WindowCommands"
GAME = "GameMode"
TOOLS = "ToolsMenu"


@record(slots=True)
class Menu:
    """A menu of the menu bar, in the bar's order."""

    attr: str
    """The window's attribute holding the menu (dotted: ``game_mode.menu``, its owner's)."""
    title: str
    context: str = WINDOW
    name: str = ""
    """The menu's object name (none for most: tests find menus by their actions)."""
    shows: str | None = None
    """The window's method (dotted) called as the menu is about to show."""


@record(slots=True)
class Placed:
    """An entry the window makes itself, placed in a menu and the toolbar by number."""

    attr: str
    """The window's attribute (dotted: ``undo.undo_action``) holding the action or menu."""
    menu: str
    place: int
    toolbar: int | None = None
    source: tuple[str, str] | None = None
    """The tr context and English text of its toolbar button (fits the toolbar's width)."""


@record(slots=True)
class Action:
    """One command: what the window makes, where it shows, what it says, when it is on."""

    attr: str
    """The window's attribute holding the action (``new_action``; dotted: ``game_mode.action``,
    held by the window's game mode)."""
    name: str
    """The action's object name: tests and the shortcuts dialog find it by it."""
    handler: str
    """The window's method the action calls (dotted: ``browser.add_current``), looked up
    when triggered."""
    text: str | None = None
    """The menu text (English, translated under :attr:`context`); None: from
    :attr:`words`."""
    icon_text: str | None = None
    """The short text of a toolbar button; None: Qt's, made from the menu text."""
    tip: str | None = None
    """The tooltip; None: Qt's, made from the menu text."""
    context: str = WINDOW
    args: tuple[object, ...] = ()
    shortcut: Shortcut | None = None
    icon: str | None = None
    checkable: bool = False
    toggles: bool = False
    """The handler is called with the checked state at every change (``toggled``, also when
    code checks it), not when the action is triggered."""
    menu: str | None = None
    place: int = 0
    toolbar: int | None = None
    enabled: str | None = None
    """The name of a state in :meth:`WindowActions.action_states` that enables it; None:
    always enabled."""
    words: tuple[str, str | None, str | None] | None = None
    """The core catalogue's keys of text, short text and tooltip, for commands worded
    there (the phone page's, the odds'); None: Qt's, made from the text."""


MENUS: tuple[Menu, ...] = (
    Menu("file_menu", QT_TRANSLATE_NOOP("WindowActions", "&File")),
    Menu("edit_menu", QT_TRANSLATE_NOOP("WindowActions", "&Edit")),
    Menu("roster_menu", QT_TRANSLATE_NOOP("WindowActions", "&Roster")),
    Menu("view_menu", QT_TRANSLATE_NOOP("WindowActions", "&View")),
    Menu("game_mode.menu", QT_TRANSLATE_NOOP("GameMode", "&Game"), GAME,
         shows="game_mode.update_actions"),
    Menu("collection_menu", QT_TRANSLATE_NOOP("ShareCommands", "&Collection"), SHARE),
    Menu("tools_menu.menu", QT_TRANSLATE_NOOP("ToolsMenu", "&Tools"), TOOLS, name="toolsMenu"),
    Menu("help_menu", QT_TRANSLATE_NOOP("WindowActions", "&Help")),
)  # fmt: skip
"""The menu bar's menus, in the usual order of a desktop's: Game after View, Tools before
Help."""

SUBMENUS: tuple[Menu, ...] = (
    Menu("recent_menu", QT_TRANSLATE_NOOP("WindowActions", "Open &Recent")),
    Menu("language_menu", QT_TRANSLATE_NOOP("WindowActions", "&Language")),
)

PLACED: tuple[Placed, ...] = (
    Placed("recent_menu", "file_menu", 13),
    Placed("undo.undo_action", "edit_menu", 10, toolbar=20, source=("UndoActions", "Undo")),
    Placed("undo.redo_action", "edit_menu", 11, toolbar=21, source=("UndoActions", "Redo")),
    Placed("language_menu", "view_menu", 10),
    Placed("glance_dock.view_action", "view_menu", 11),
)

# The rows in the order the window makes them (the order of its actions, as the keyboard
# shortcuts dialog lists those in no menu). Under ``fmt: off``: a row reads as a line of a
# table, its texts last.
# fmt: off
ACTIONS: tuple[Action, ...] = (
    # --- WindowActions ---
    Action("new_action", "new", "new_roster", shortcut=KEY.New, icon="new",
           menu="file_menu", place=10, toolbar=10,
           text=QT_TRANSLATE_NOOP("WindowActions", "&New Roster\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "New")),
    Action("open_action", "open", "open_dialog", shortcut=KEY.Open, icon="open",
           menu="file_menu", place=12, toolbar=11,
           text=QT_TRANSLATE_NOOP("WindowActions", "&Open\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Open")),
    Action("save_action", "save", "save", shortcut=KEY.Save, icon="save",
           menu="file_menu", place=20, toolbar=12, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Save"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Save")),
    Action("save_as_action", "saveAs", "save_as", shortcut=KEY.SaveAs,
           menu="file_menu", place=21, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "Save &As\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Save As")),
    Action("save_copy_action", "saveCopy", "save_copy",
           menu="file_menu", place=22, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "Save a Cop&y\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Save a Copy"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "Write the roster to another file; this window goes on with its "
                                 "own file")),
    Action("print_action", "printRoster", "print_roster", shortcut=KEY.Print, icon="print",
           menu="file_menu", place=30, toolbar=40, enabled="roster_idle",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Print Roster to PDF\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Print")),
    Action("templates_action", "exportTemplates", "export_templates",
           menu="file_menu", place=31, enabled="idle",
           text=QT_TRANSLATE_NOOP("WindowActions", "Export &Templates to PDF\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Templates")),
    Action("export_action", "exportRoster", "export_dialog", shortcut="Ctrl+E",
           menu="file_menu", place=32, enabled="roster_idle",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Export Roster\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Export"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "Write the roster for BattleScribe, a forum, Discord or as YAML")),
    Action("export_phone_action", "exportPhone", "export_phone_dialog",
           menu="file_menu", place=33, enabled="roster_idle",
           words=("phone.menu", "phone.menu_short", "phone.menu_tip")),
    Action("send_phone_action", "sendToPhone", "send_to_phone",
           menu="file_menu", place=34, enabled="roster",
           words=("phone.send_menu", "phone.send_short", "phone.send_tip")),
    Action("import_report_action", "importReport", "show_import_report",
           menu="file_menu", place=35, enabled="import_report",
           text=QT_TRANSLATE_NOOP("WindowActions", "BattleScribe &Import Report\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Import Report"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "What the import of this BattleScribe roster did with each "
                                 "entry")),
    Action("data_changes_action", "dataChanges", "show_data_changes",
           menu="file_menu", place=36, enabled="data_record",
           text=QT_TRANSLATE_NOOP("WindowActions", "Changes in the Army &Data\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Data Changes"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "What changed for this roster's cards since the army data it was "
                                 "built with")),
    Action("copy_text_action", "copyText", "copy_as", args=("text",),
           menu="edit_menu", place=40, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "Copy as &Text"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Copy as Text"),
           tip=QT_TRANSLATE_NOOP("WindowActions", "Copy the roster as plain text for a forum")),
    Action("copy_markdown_action", "copyMarkdown", "copy_as", args=("markdown",),
           shortcut="Ctrl+Shift+C", menu="edit_menu", place=41, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "Copy as &Markdown"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Copy as Markdown"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "Copy the roster as Markdown for Discord or Reddit")),
    Action("copy_bbcode_action", "copyBBCode", "copy_as", args=("bbcode",),
           menu="edit_menu", place=42, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "Copy as &BBCode"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Copy as BBCode"),
           tip=QT_TRANSLATE_NOOP("WindowActions", "Copy the roster as BBCode for a phpBB forum")),
    Action("game_data_action", "addGameData", "add_game_data", menu="file_menu", place=40,
           text=QT_TRANSLATE_NOOP("WindowActions", "Add &Game Data\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Game Data")),
    Action("quit_action", "quit", "close", shortcut=KEY.Quit, menu="file_menu", place=50,
           text=QT_TRANSLATE_NOOP("WindowActions", "&Quit"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Quit")),
    Action("delete_action", "delete", "delete_selected", shortcut=KEY.Delete, icon="delete",
           menu="edit_menu", place=51, toolbar=32, enabled="selection",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Delete"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Delete"),
           tip=QT_TRANSLATE_NOOP("WindowActions", "Delete the selected card or force (Del)")),
    Action("duplicate_action", "duplicate", "duplicate_selected", shortcut="Ctrl+D",
           icon="duplicate", menu="edit_menu", place=50, toolbar=31, enabled="element",
           text=QT_TRANSLATE_NOOP("WindowActions", "D&uplicate"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Duplicate"),
           tip=QT_TRANSLATE_NOOP("WindowActions", "Duplicate the selected card (Ctrl+D)")),
    Action("copy_action", "copyElement", "copy_selected", shortcut=KEY.Copy,
           menu="edit_menu", place=31, enabled="element",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Copy"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Copy"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "Copy the selected company or card, with its options and cards "
                                 "(Ctrl+C)")),
    Action("cut_action", "cutElement", "cut_selected", shortcut=KEY.Cut,
           menu="edit_menu", place=30, enabled="element",
           text=QT_TRANSLATE_NOOP("WindowActions", "Cu&t"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Cut")),
    Action("paste_action", "pasteElement", "paste", shortcut=KEY.Paste,
           menu="edit_menu", place=32, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Paste"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Paste"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "Paste the copied company or card into the selected force or "
                                 "company (Ctrl+V)")),
    Action("duplicate_force_action", "duplicateForce", "duplicate_force",
           menu="roster_menu", place=11, enabled="selection",
           text=QT_TRANSLATE_NOOP("WindowActions", "Duplicate &Force"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Duplicate Force")),
    Action("rename_action", "renameElement", "rename_selected", shortcut="F2",
           menu="edit_menu", place=54, enabled="selection",
           text=QT_TRANSLATE_NOOP("WindowActions", "Re&name\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Rename"),
           tip=QT_TRANSLATE_NOOP("WindowActions",
                                 "Give the selected force, company or card a name of your own "
                                 "(F2)")),
    Action("move_up_action", "moveUp", "move_selected", args=(-1,), shortcut="Ctrl+Up",
           icon="up", menu="edit_menu", place=52, toolbar=33, enabled="card_up",
           text=QT_TRANSLATE_NOOP("WindowActions", "Move &Up"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Up"),
           tip=QT_TRANSLATE_NOOP("WindowActions", "Move the selected card up (Ctrl+Up)")),
    Action("move_down_action", "moveDown", "move_selected", args=(1,), shortcut="Ctrl+Down",
           icon="down", menu="edit_menu", place=53, toolbar=34, enabled="card_down",
           text=QT_TRANSLATE_NOOP("WindowActions", "Move Do&wn"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Down"),
           tip=QT_TRANSLATE_NOOP("WindowActions", "Move the selected card down (Ctrl+Down)")),
    Action("add_card_action", "addCard", "browser.add_current", icon="add",
           menu="edit_menu", place=20, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Add Selected Card"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Add")),
    Action("find_action", "findCard", "focus_search", shortcut=KEY.Find,
           menu="edit_menu", place=21, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Find Card\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Find")),
    Action("add_ally_action", "addAlly", "add_ally", icon="ally",
           menu="roster_menu", place=10, toolbar=30, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "Add A&lly Force\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Add Ally"),
           tip=QT_TRANSLATE_NOOP("WindowActions", "Add an allied force from another army list")),
    Action("remove_force_action", "removeForce", "remove_force",
           menu="roster_menu", place=12, enabled="selection",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Remove Force"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Remove Force")),
    Action("house_rules_action", "houseRules", "choose_house_rules",
           menu="roster_menu", place=20, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowActions", "&House Rules\u2026"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "House Rules")),
    Action("drop_house_rules_action", "dropHouseRules", "drop_house_rules",
           menu="roster_menu", place=21, enabled="house_rules",
           text=QT_TRANSLATE_NOOP("WindowActions", "&Drop House Rules"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Drop House Rules")),
    Action("about_action", "about", "about", menu="help_menu", place=20,
           text=QT_TRANSLATE_NOOP("WindowActions", "&About Listbuilder"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "About")),
    Action("getting_started_action", "gettingStarted", "show_getting_started",
           shortcut=KEY.HelpContents, menu="help_menu", place=10,
           text=QT_TRANSLATE_NOOP("WindowActions", "&Getting Started"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Getting Started")),
    Action("shortcuts_action", "keyboardShortcuts", "show_shortcuts",
           menu="help_menu", place=11,
           text=QT_TRANSLATE_NOOP("WindowActions", "&Keyboard Shortcuts"),
           icon_text=QT_TRANSLATE_NOOP("WindowActions", "Keyboard Shortcuts")),
    # --- ShareCommands: share codes, comparing, the collection ---
    Action("open_code_action", "openFromCode", "import_from_text", context=SHARE,
           shortcut="Ctrl+Shift+V", menu="file_menu", place=14,
           text=QT_TRANSLATE_NOOP("ShareCommands", "&Import from Text\u2026"),
           tip=QT_TRANSLATE_NOOP("ShareCommands",
                                 "Paste a share code, or a forum post holding one, and open its "
                                 "roster (Ctrl+V on the start page opens the clipboard's at "
                                 "once)")),
    Action("copy_code_action", "copyCode", "copy_as_code", context=SHARE,
           shortcut="Ctrl+Alt+C", menu="edit_menu", place=33, enabled="roster",
           text=QT_TRANSLATE_NOOP("ShareCommands", "Copy as Share &Code"),
           tip=QT_TRANSLATE_NOOP("ShareCommands",
                                 "Copy the whole roster as one line to paste in a chat")),
    Action("compare_action", "compareWith", "compare_dialog", context=SHARE,
           menu="file_menu", place=41, enabled="roster",
           text=QT_TRANSLATE_NOOP("ShareCommands", "Co&mpare With\u2026")),
    Action("collection_action", "editCollection", "edit_collection", context=SHARE,
           menu="collection_menu", place=20,
           text=QT_TRANSLATE_NOOP("ShareCommands", "&Edit Collection\u2026")),
    Action("choose_collection_action", "chooseCollection", "choose_collection", context=SHARE,
           menu="collection_menu", place=21,
           text=QT_TRANSLATE_NOOP("ShareCommands", "&Choose Collection File\u2026")),
    Action("needs_action", "modelsNeeded", "models_needed", context=SHARE,
           menu="collection_menu", place=10, enabled="roster",
           text=QT_TRANSLATE_NOOP("ShareCommands", "&Models Needed\u2026"),
           tip=QT_TRANSLATE_NOOP("ShareCommands",
                                 "The models this roster fields, and what your collection lacks")),
    Action("collection_marks_action", "markCollection", "refresh_collection_marks",
           context=SHARE, checkable=True, menu="collection_menu", place=11,
           text=QT_TRANSLATE_NOOP("ShareCommands", "Mark Cards My Collection &Cannot Field")),
    # --- WindowCommands: windows and closing ---
    Action("close_roster_action", "closeRoster", "close_roster", context=WINDOWS,
           shortcut="Ctrl+W", menu="file_menu", place=15, enabled="roster",
           text=QT_TRANSLATE_NOOP("WindowCommands", "&Close Roster"),
           icon_text=QT_TRANSLATE_NOOP("WindowCommands", "Close Roster"),
           tip=QT_TRANSLATE_NOOP("WindowCommands",
                                 "Close this roster and go back to the start page (Ctrl+W)")),
    Action("new_window_action", "newWindow", "new_window", context=WINDOWS,
           shortcut="Ctrl+Shift+N", menu="file_menu", place=11,
           text=QT_TRANSLATE_NOOP("WindowCommands", "New &Window"),
           icon_text=QT_TRANSLATE_NOOP("WindowCommands", "New Window"),
           tip=QT_TRANSLATE_NOOP("WindowCommands",
                                 "Open another window, to work on two rosters at once "
                                 "(Ctrl+Shift+N)")),
    # --- GameMode: the Game menu (made last: the mode's switch was the window's last action) ---
    Action("game_mode.action", "gameMode", "game_mode.switch", context=GAME, shortcut="Ctrl+G",
           checkable=True, toggles=True, menu="game_mode.menu", place=10,
           text=QT_TRANSLATE_NOOP("GameMode", "Game Mode: Track a Game on This Roster")),
    Action("game_mode.new_action", "newGame", "game_mode.new_game", context=GAME,
           menu="game_mode.menu", place=20, enabled="roster",
           text=QT_TRANSLATE_NOOP("GameMode", "New Game...")),
    Action("game_mode.open_action", "openGame", "game_mode.open_game_dialog", context=GAME,
           menu="game_mode.menu", place=21, enabled="roster",
           text=QT_TRANSLATE_NOOP("GameMode", "Open Game...")),
    Action("game_mode.odds_action", "closeCombatOdds", "game_mode.show_odds", context=GAME,
           menu="game_mode.menu", place=30, words=("odds.menu", None, None)),
    # --- ToolsMenu: work beside the open roster ---
    Action("tools_menu.event_desk_action", "checkEventLists", "tools_menu.show_event_desk",
           context=TOOLS, menu="tools_menu.menu", place=10,
           text=QT_TRANSLATE_NOOP("ToolsMenu", "Check Lists for an &Event\u2026"),
           tip=QT_TRANSLATE_NOOP("ToolsMenu",
                                 "Check the lists sent to a tournament against its pack, and "
                                 "print the report")),
)
# fmt: on
