"""Plural categories by each language's CLDR rule, for the catalogue's ``{n|one|other}``.

The rules are those of CLDR's ``plurals.xml`` (version 46) for the languages the app
speaks, written as code: English says "1 point" but "0 points" and "1.0 points"; French
says "0 point", "1 point", "1,5 point" and "2 points" (and "1 000 000 de points", the
``many`` category, which takes the plural form here). Babel carries the same rules for
every language, but it weighs 33 MB installed and costs 0.1-0.2 s to import and load a
locale; the app speaks two languages, so their rules live here, checked against CLDR's own
sample numbers by the tests. A language added to ``LANGUAGES`` needs its rule here.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import Any

from listbuilder.records import record

_SPACES = str.maketrans("", "", " \u00a0\u202f\u2009")
"""Group separators a formatted number may hold (French groups thousands with spaces)."""


@record(slots=True)
class Operands:
    """CLDR's plural operands: the absolute value, its integer digits, and how many fraction
    digits are shown (``1.0`` shows one, so English says "1.0 points")."""

    n: Decimal
    i: int
    v: int


def operands(number: Any, lang: str) -> Operands | None:
    """The operands of *number* as the reader sees it (an int, a float, or a numeral already
    formatted in *lang*, such as ``"3,000"`` or ``"1 234,5"``); None if it is no number."""
    value: Decimal | None = None
    if isinstance(number, bool):
        return None
    if isinstance(number, int):
        value = Decimal(number)
    elif isinstance(number, float):
        value = Decimal(repr(number))  # as Python shows it: 1.0 keeps its decimal
    elif isinstance(number, (str, Decimal)):
        value = _parse(str(number), lang)
    if value is None or not value.is_finite():
        return None
    value = abs(value)
    exponent = value.as_tuple().exponent
    shown = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return Operands(value, int(value), shown)


def _parse(text: str, lang: str) -> Decimal | None:
    text = text.strip().translate(_SPACES)
    text = text.replace(",", ".") if lang == "fr" else text.replace(",", "")
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def _english(op: Operands) -> str:
    return "one" if op.i == 1 and op.v == 0 else "other"


def _french(op: Operands) -> str:
    if op.i in (0, 1):
        return "one"
    if op.v == 0 and op.i != 0 and op.i % 1_000_000 == 0:
        return "many"
    return "other"


RULES: dict[str, Callable[[Operands], str]] = {"en": _english, "fr": _french}
"""Each language's CLDR rule: operands to category (``one``, ``many``, ``other``)."""


def plural_category(number: Any, lang: str) -> str:
    """The CLDR category of *number* in *lang* (``other`` for what is no number)."""
    op = operands(number, lang)
    if op is None:
        return "other"
    return RULES.get(lang, _english)(op)


def is_singular(number: Any, lang: str) -> bool:
    """Whether a word counted by *number* takes its singular form in *lang*."""
    return plural_category(number, lang) == "one"
