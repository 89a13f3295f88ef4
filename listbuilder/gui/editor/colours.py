"""Colours that carry meaning (error, warning, fine, muted), chosen for the current palette.

A fixed dark red is unreadable on a dark system theme, so each meaning has a shade for
light backgrounds and one for dark ones, picked from the lightness of the palette's base
colour. Meaning never rests on colour alone: the views put an icon or a word beside it.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtGui import QColor, QGuiApplication, QPalette


class Tone(Enum):
    ERROR = ("#b71c1c", "#ff8a80")
    WARNING = ("#8a5a00", "#ffcc80")
    OVER = ("#c43e00", "#ffab91")
    GOOD = ("#1b5e20", "#a5d6a7")
    HEADING = ("#37474f", "#cfd8dc")
    MUTED = ("#546e7a", "#b0bec5")
    LINK = ("#1565c0", "#90caf9")


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether the palette draws text on a dark background."""
    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def colour(tone: Tone, palette: QPalette | None = None) -> QColor:
    light, dark = tone.value
    return QColor(dark if is_dark(palette) else light)


def css(tone: Tone, palette: QPalette | None = None) -> str:
    """The colour as ``#rrggbb``, for style sheets and rich text."""
    return colour(tone, palette).name()
