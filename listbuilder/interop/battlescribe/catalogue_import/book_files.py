"""Writing a whole set of generated army books at once, so a failed import changes nothing."""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import uuid
from pathlib import Path

from listbuilder.files.writing import atomic_write_text


def write_books(folder: Path, texts: dict[str, str]) -> list[Path]:
    """Replace the books in *folder* all at once: every new file or none of them.

    The books are written into a new folder beside it, which then takes the old
    one's place; other files of the old folder are carried over. A failure before
    the swap leaves the old books untouched.
    """
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
                if old.name not in texts and old.is_file():
                    shutil.copy2(old, staging / old.name)
        for name, text in texts.items():
            atomic_write_text(staging / name, text)
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
    return [folder / name for name in texts]
