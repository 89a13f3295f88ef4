"""A file that is only a step: a writer that wants a file name (ReportLab) fills it, its
bytes are read back, and it is gone, whatever happened (the print preview's PDF)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path


def written_bytes(write: Callable[[Path], object], suffix: str = ".pdf") -> bytes:
    """What ``write(path)`` wrote to a fresh file in a private temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="listbuilder-"))
    try:
        path = folder / f"scratch{suffix}"
        write(path)
        return path.read_bytes()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
