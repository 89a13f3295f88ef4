"""Writes the caches the app keeps beside the compiled codex (the message catalogue's).

A cache only saves time: whatever stops it being written (a read-only or missing cache
folder, a full disk) costs nothing but a debug line in the log.
"""

from __future__ import annotations

import logging

from listbuilder.files.writing import atomic_write_bytes
from listbuilder.i18n import compiled

log = logging.getLogger(__name__)


def save_message_cache() -> None:
    """Write the message catalogue compiled from its YAML files, if it was parsed from
    them in this process, and remove the ones compiled from other versions."""
    found = compiled.pending()
    if found is None:
        return
    path, data = found
    try:
        for old in path.parent.glob("messages-*.json"):
            if old != path and old.is_file() and not old.is_symlink():
                old.unlink(missing_ok=True)
        atomic_write_bytes(path, data)
    except Exception as exc:  # a cache that cannot be written only costs speed
        log.debug("message cache not written: %s", exc)
