"""The one place where an ``OSError`` becomes our located, translated error.

The operating system words its errors in English (``exc.strerror``), and those words
are what the command line has always shown: they stay the English text. Every other
language gets the catalogue's wording of the error number (``error.os.*``), so a
French refusal reads entirely in French.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import TypeVar

from listbuilder.errors import ListBuilderError
from listbuilder.i18n import DEFAULT_LANGUAGE, catalog, normalize_language
from listbuilder.i18n.text import Msg

E = TypeVar("E", bound=ListBuilderError)

_KEYS = {
    errno.ENOENT: "error.os.missing",
    errno.EACCES: "error.os.forbidden",
    errno.EPERM: "error.os.not_permitted",
    errno.EISDIR: "error.os.folder",
    errno.ENOTDIR: "error.os.not_a_folder",
    errno.EROFS: "error.os.read_only_disk",
    errno.ENOSPC: "error.os.disk_full",
    errno.EDQUOT: "error.os.quota",
    errno.ELOOP: "error.os.loop",
    errno.ENAMETOOLONG: "error.os.name_too_long",
    errno.EEXIST: "error.os.exists",
    errno.EIO: "error.os.io",
    errno.EBUSY: "error.os.busy",
    errno.EINVAL: "error.os.invalid",
    errno.EMFILE: "error.os.too_many_open",
    errno.EXDEV: "error.os.other_disk",
    errno.ETXTBSY: "error.os.busy",
}


class OsReason(Msg):
    """Why the system refused, as a message: the system's own words in English, the
    catalogue's in any other language."""

    __slots__ = ("english",)

    def __init__(self, key: str, english: str, /, **params: object) -> None:
        super().__init__(key, **params)
        self.english = english

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        if normalize_language(lang) == DEFAULT_LANGUAGE:
            return self.english
        return super().render(lang)


def os_reason(exc: OSError) -> Msg:
    """Why *exc* happened, worded for the reader (see the module notes)."""
    reason = getattr(exc, "reason", None)
    if isinstance(reason, Msg):  # our own refusals (a folder, a read-only file) carry theirs
        return reason
    english = exc.strerror or str(exc)
    key = _KEYS.get(exc.errno or 0)
    if key is None or key not in catalog():
        code = errno.errorcode.get(exc.errno or 0, str(exc.errno))
        return OsReason("error.os.other", english, code=code)
    return OsReason(key, english)


def read_error(exc: OSError, path: str | Path, error: type[E]) -> E:
    """*error* for a read that the system refused (a missing file has its own fix)."""
    if isinstance(exc, FileNotFoundError):
        return error(Msg("error.read.missing"), file=path, hint=Msg("error.read.missing.hint"))
    return error(Msg("error.read.failed", reason=os_reason(exc)), file=path)


def write_error(
    exc: OSError,
    path: str | Path,
    error: type[E],
    *,
    key: str = "error.write.failed",
    hint: Msg | None = None,
) -> E:
    """*error* for a write the system refused: message *key* worded with ``{reason}``."""
    return error(Msg(key, reason=os_reason(exc)), file=path, hint=hint)
