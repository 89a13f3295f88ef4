"""Where the file dialogs start: the folder the player used last, else their Documents."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> Path:
    """The user's Documents folder as the desktop names it (``~/Documents``, ``~/Documents``
    localised, ``C:\\Users\\...\\Documents``); the home folder where there is none."""
    location = QStandardPaths.StandardLocation.DocumentsLocation
    found = QStandardPaths.writableLocation(location)
    if found and Path(found).is_dir():
        return Path(found)
    return Path.home()


def start_folder(last: str) -> Path:
    """The folder a file dialog opens in: *last* (the settings' last folder) while it still
    exists, else Documents, never the folder the app was started from."""
    if last and Path(last).is_dir():
        return Path(last)
    return documents_folder()
