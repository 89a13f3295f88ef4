"""A whole folder of files replaced at once, so a failure half-way changes nothing."""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import uuid
from collections.abc import Callable
from pathlib import Path


def replace_folder(
    folder: Path, fill: Callable[[Path], None], *, keep: Callable[[str], bool]
) -> None:
    """Give *folder* new content all at once: *fill* writes it into a new folder beside it,
    which then takes the old one's place; files of the old folder whose name *keep*
    accepts are carried over first. A failure before the swap leaves the old folder as
    it was (and the new one is removed). Raises ``OSError``."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}-new-", dir=folder.parent))
    backup: Path | None = None
    try:
        umask = os.umask(0)
        os.umask(umask)
        mode = stat.S_IMODE(folder.stat().st_mode) if folder.is_dir() else 0o777 & ~umask
        os.chmod(staging, mode)
        if folder.is_dir():
            for old in folder.iterdir():
                if keep(old.name) and old.is_file():
                    shutil.copy2(old, staging / old.name)
        fill(staging)
        if folder.exists():
            backup = folder.with_name(f".{folder.name}-old-{uuid.uuid4().hex[:8]}")
            os.rename(folder, backup)
        os.rename(staging, folder)
    except BaseException:
        if backup is not None and not folder.exists():
            os.rename(backup, folder)
            backup = None
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if backup is not None:
        shutil.rmtree(backup, ignore_errors=True)
