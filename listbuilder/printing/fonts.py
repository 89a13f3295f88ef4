"""The DejaVu fonts every printed PDF uses.

ReportLab's built-in Helvetica is not embedded and only covers Latin-1 through a
guessed encoding, so French text (``é``, ``à``, ``«  »``, ``’``) and symbols
such as ``×`` could print wrongly on some viewers. We register the TrueType
DejaVu fonts shipped in ``resources/fonts``: ReportLab always embeds (a subset
of) a TrueType font, so the PDF looks the same everywhere.
"""

from __future__ import annotations

import threading
from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from listbuilder.paths import fonts_dir

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
ITALIC = "DejaVuSans-Oblique"
CONDENSED = "DejaVuSansCondensed"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold"

#: ReportLab font name → file name in ``resources/fonts``.
FONT_FILES: dict[str, str] = {
    REGULAR: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    ITALIC: "DejaVuSans-Oblique.ttf",
    CONDENSED: "DejaVuSansCondensed.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}

_lock = threading.Lock()


def register_fonts(folder: Path | None = None) -> None:
    """Register the DejaVu fonts with ReportLab once; later calls do nothing.

    Every printing entry point calls this first, so callers never need to
    remember it. The family mapping lets ``<b>``/``<i>`` in Paragraph markup
    pick the right face (there is no bold-oblique file: bold stands in).
    """
    with _lock:
        registered = set(pdfmetrics.getRegisteredFontNames())
        if registered.issuperset(FONT_FILES):
            return
        base = folder if folder is not None else fonts_dir()
        for name, filename in FONT_FILES.items():
            if name not in registered:
                path = base / filename
                if not path.is_file():
                    raise FileNotFoundError(f"bundled font missing: {path}")
                pdfmetrics.registerFont(TTFont(name, str(path)))
        for family, normal, bold in (
            (REGULAR, REGULAR, BOLD),
            (CONDENSED, CONDENSED, CONDENSED_BOLD),
        ):
            addMapping(family, 0, 0, normal)
            addMapping(family, 1, 0, bold)
            addMapping(family, 0, 1, ITALIC if family == REGULAR else normal)
            addMapping(family, 1, 1, bold)
