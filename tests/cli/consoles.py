"""A Windows console and a redirected stream, simulated for the console tests."""

from __future__ import annotations

import io

NAME = "Ультрамарины — Détachement «Tarsis»"  # Cyrillic is not in cp1252, the rest is


class WindowsRedirect(io.TextIOWrapper):
    """``cmd > out.txt`` on Windows: the ANSI code page, ``\\n`` written as ``\\r\\n``."""

    def __init__(self) -> None:
        super().__init__(io.BytesIO(), encoding="cp1252", newline="\r\n")

    def written(self) -> bytes:
        self.flush()
        buffer = self.buffer
        assert isinstance(buffer, io.BytesIO)
        return buffer.getvalue()
