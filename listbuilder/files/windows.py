"""What Windows does differently with file names and paths, as plain functions that every
system can run (tests apply Windows' rules anywhere by setting :data:`WINDOWS`)."""

from __future__ import annotations

import ntpath
import os
import re
from pathlib import Path

from listbuilder.i18n.text import Msg

WINDOWS = os.name == "nt"
"""Whether Windows' rules apply; a module flag so that tests can apply them anywhere."""

DEVICES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789\u00b9\u00b2\u00b3"]
)
"""Names Windows keeps for devices, whatever the extension: ``CON.netepic.yaml`` is the
console there, not a file."""
_NOT_IN_NAMES = frozenset('<>:"|?*/\\') | frozenset(chr(code) for code in range(32))
_MAX_PATH = 260
_TEMPORARY_EXTRA = 20
"""What the temporary file's name adds to the target's (``.`` + ``.XXXXXXXX.tmp``)."""


def windows_name_problem(name: str) -> Msg | None:
    """Why Windows cannot hold a file called *name*, or None.

    ``CON``, ``aux.yaml`` or ``com1.pdf`` open a device instead of a file; ``army.`` and
    ``army `` lose their last dot or space and become another file; ``:`` writes into a
    hidden stream of another file."""
    bad = sorted({char for char in name if char in _NOT_IN_NAMES})
    if bad:
        shown = " ".join(repr(char)[1:-1] for char in bad)
        return Msg("error.refuse.name_chars", chars=shown)
    if name != name.rstrip(". "):
        return Msg("error.refuse.name_trailing")
    if is_device_name(name):
        return Msg("error.refuse.name_device", device=_device(name))
    return None


def _device(name: str) -> str:
    return name.split(".")[0].rstrip(" ").upper()


def is_device_name(name: str) -> bool:
    """Whether Windows opens a device for *name* (``CON``, ``nul.yaml``, ``COM1.txt``)."""
    return _device(name) in DEVICES


def extended_length(absolute: str) -> str:
    """*absolute* (a Windows path) in the ``\\\\?\\`` form that passes ``MAX_PATH``; such
    a path is taken as it is by Windows, so it is normalised first (``/`` to ``\\``)."""
    if absolute.startswith("\\\\?\\"):
        return absolute
    normal = ntpath.normpath(absolute)
    if normal.startswith("\\\\"):  # \\server\share\... -> \\?\UNC\server\share\...
        return "\\\\?\\UNC\\" + normal[2:]
    return "\\\\?\\" + normal


def windows_path(path: Path) -> Path:
    """*path* as Windows can open it: its ``\\\\?\\`` form when it (or the temporary
    file beside it) is longer than ``MAX_PATH``; itself anywhere else."""
    if not WINDOWS:
        return path
    absolute = os.path.abspath(path)
    if len(absolute) + _TEMPORARY_EXTRA < _MAX_PATH:
        return path
    return Path(extended_length(absolute))


STEM_BYTES = 100
"""A suggested name's length in UTF-8 bytes, far below the 255 that file systems allow."""


def file_stem(name: str) -> str:
    """A file name for a roster's name (``Ultramarines at Tarsis`` -> ``Ultramarines_at_...``)
    that every system takes: no separator nor any character Windows refuses (``<>:"/\\|?*``),
    no device name, not too long."""
    stem = re.sub(r"[^\w\- ]+", "", name).strip().replace(" ", "_")
    stem = stem.encode("utf-8")[:STEM_BYTES].decode("utf-8", errors="ignore")
    if is_device_name(stem):  # CON.netepic.yaml is the console on Windows, not a file
        stem += "_"
    return stem or "roster"
