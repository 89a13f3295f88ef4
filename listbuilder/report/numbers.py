"""How a figure reads wherever it is shown: the window, the command line, the printouts and
every text export. One rule, here only.

A break point of 0 is no break point: the books print none for titans, barrages, characters
and the like (the codex stores 0), and such a card breaks only when its last model is lost.
It reads as :data:`NONE`, in a card's row, a company's or a force's total and the army's.
Every other figure reads as its number, a real 0 included (a free card's 0 points, 0 VP).
"""

from __future__ import annotations

from collections.abc import Callable

NONE = "\u2013"
"""What a table shows for a figure the card does not have (an en dash)."""


def break_point_text(value: int, number: Callable[[int], str] = str) -> str:
    """*value* written by *number* (the window groups thousands by locale), or :data:`NONE`
    when it is 0: no break point."""
    return number(value) if value else NONE


def morale_text(morale: int | None) -> str:
    """``4+`` as the books print it, or :data:`NONE` for a card without a morale value."""
    return f"{morale}+" if morale is not None else NONE
