"""The app's preferences: language, recent files, window layout.

Stored in an INI file in the user's data folder (``paths.data_dir()``), so tests
that point ``LISTBUILDER_DATA_DIR`` at a temporary folder never touch the
player's real settings.

On Windows too, deliberately, rather than in the registry (QSettings' native format
there): the file sits beside the recent files and autosaves in
``%LOCALAPPDATA%\\listbuilder\\listbuilder``, so one folder holds everything the app keeps
(the uninstaller leaves it, a player can copy or delete it), the same code and tests run on
every system, and nothing is left in the registry to clean.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from listbuilder import paths

MAX_RECENT = 8


class Settings:
    """Typed access to the preferences; every setter writes through at once."""

    def __init__(self, file: Path | None = None) -> None:
        self.file = file or paths.data_dir() / "settings.ini"
        self._qsettings = QSettings(str(self.file), QSettings.Format.IniFormat)

    # --- language ---------------------------------------------------------------

    @property
    def language(self) -> str:
        """``en``, ``fr``, or ``""`` to follow the system language."""
        value = self._qsettings.value("ui/language", "")
        return value if isinstance(value, str) else ""

    @language.setter
    def language(self, value: str) -> None:
        self._qsettings.setValue("ui/language", value)
        self._qsettings.sync()

    # --- recent files -----------------------------------------------------------

    def recent_files(self) -> list[Path]:
        value = self._qsettings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return []
        return [Path(str(item)) for item in value if item][:MAX_RECENT]

    def add_recent_file(self, path: Path) -> None:
        path = path.resolve()
        current = self.recent_files()
        files = ([path] + [p for p in current if p != path])[:MAX_RECENT]
        if files != current:  # already first (recorded as the app started): nothing to write
            self._set_recent(files)

    def recent_state(self) -> tuple[list[Path], str]:
        """The recent files and the last folder, for :meth:`restore_recent_state`."""
        return self.recent_files(), self.last_folder()

    def restore_recent_state(self, state: tuple[list[Path], str]) -> None:
        """Put back the recent files and the last folder :meth:`recent_state` gave."""
        files, folder = state
        if folder:
            self._qsettings.setValue("files/last_folder", folder)
        else:
            self._qsettings.remove("files/last_folder")
        self._set_recent(files)

    def remove_recent_file(self, path: Path) -> None:
        self._set_recent([p for p in self.recent_files() if p != path])

    def clear_recent_files(self) -> None:
        self._set_recent([])

    def _set_recent(self, files: list[Path]) -> None:
        self._qsettings.setValue("files/recent", [str(p) for p in files])
        self._qsettings.sync()

    def last_folder(self) -> str:
        value = self._qsettings.value("files/last_folder", "")
        return value if isinstance(value, str) else ""

    def set_last_folder(self, folder: Path) -> None:
        self._qsettings.setValue("files/last_folder", str(folder))

    # --- printing ---------------------------------------------------------------

    @property
    def open_after_printing(self) -> bool:
        """Open a printout in the desktop's PDF viewer once written (the print dialog's box)."""
        value = self._qsettings.value("print/open_after", True)
        return value not in (False, "false", "0", 0)

    @open_after_printing.setter
    def open_after_printing(self, value: bool) -> None:
        self._qsettings.setValue("print/open_after", bool(value))

    @property
    def print_language(self) -> str:
        """The language last chosen for a printout; ``""``: none yet (the window's)."""
        value = self._qsettings.value("print/language", "")
        return value if isinstance(value, str) else ""

    @print_language.setter
    def print_language(self, value: str) -> None:
        self._qsettings.setValue("print/language", value)

    @property
    def print_paper(self) -> str:
        """The paper last chosen (``a4`` or ``letter``); ``""``: none yet."""
        value = self._qsettings.value("print/paper", "")
        return value if value in ("a4", "letter") else ""

    @print_paper.setter
    def print_paper(self, value: str) -> None:
        self._qsettings.setValue("print/paper", value)

    @property
    def print_sections(self) -> tuple[str, ...] | None:
        """The parts last ticked in the print dialog (known names only); None: none yet."""
        value = self._qsettings.value("print/sections")
        if value is None:
            return None
        if isinstance(value, str):  # an INI list of one, or an empty one
            value = [value] if value else []
        if not isinstance(value, list):
            return None
        return tuple(str(item) for item in value if item)

    @print_sections.setter
    def print_sections(self, value: tuple[str, ...]) -> None:
        self._qsettings.setValue("print/sections", list(value))

    # --- the tournament desk ----------------------------------------------------

    @property
    def desk_pack(self) -> str:
        """The tournament pack the desk checked against last; ``""``: none."""
        value = self._qsettings.value("desk/pack", "")
        return value if isinstance(value, str) else ""

    @desk_pack.setter
    def desk_pack(self, value: str) -> None:
        self._qsettings.setValue("desk/pack", value)

    @property
    def desk_sources(self) -> list[str]:
        """The folder (or files) the desk checked last."""
        value = self._qsettings.value("desk/sources", [])
        if isinstance(value, str):  # an INI list of one, or an empty one
            value = [value] if value else []
        return [str(item) for item in value if item] if isinstance(value, list) else []

    @desk_sources.setter
    def desk_sources(self, value: list[str]) -> None:
        self._qsettings.setValue("desk/sources", list(value))

    # --- the card browser -------------------------------------------------------

    @property
    def only_takeable_cards(self) -> bool:
        """The browser shows only the cards the roster can take now."""
        value = self._qsettings.value("browser/only_takeable", False)
        return value in (True, "true", "1", 1)

    @only_takeable_cards.setter
    def only_takeable_cards(self, value: bool) -> None:
        self._qsettings.setValue("browser/only_takeable", bool(value))
        self._qsettings.sync()

    # --- window layout ----------------------------------------------------------

    screen = ""
    """The screen the layout is for, as its free area (``1366x768``): the window's size and
    its splitters are kept for each screen size, so a laptop's small screen and a desk's
    large one each get the layout the player left there. Empty: one layout for all."""

    def window_state(self, key: str) -> QByteArray | None:
        """The layout saved as *key* for :attr:`screen`, or else the one saved before
        layouts were kept per screen."""
        keys = [f"window/{self.screen}/{key}"] if self.screen else []
        for name in [*keys, f"window/{key}"]:
            value = self._qsettings.value(name)
            if isinstance(value, QByteArray):
                return value
        return None

    def set_window_state(self, key: str, value: QByteArray) -> None:
        where = f"window/{self.screen}/{key}" if self.screen else f"window/{key}"
        self._qsettings.setValue(where, value)

    def sync(self) -> None:
        self._qsettings.sync()


def screen_key(width: int, height: int) -> str:
    """The name of a screen size among the settings' layouts: ``1366x768``."""
    return f"{width}x{height}"
