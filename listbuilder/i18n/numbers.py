"""Numbers as each language writes them, without Qt: the one rule of the window, the findings,
the command line, the exports, Compare and the printouts (the window's
:func:`listbuilder.gui.i18n.format_number` calls this one). English groups thousands with
commas and writes a decimal point ("3,000", "26.7"); French groups them with a narrow
no-break space and writes a decimal comma ("3 000", "26,7"), and puts a no-break space
before "%" ("26,7 %", where English writes "26.7%").

A share of the army (the allies' share against their cap, a force's share in Compare) is
written by :func:`format_share` everywhere: one decimal, or more where the rules kept more to
show an excess (:func:`listbuilder.rules.allies.share_pct`), so "20.0 %" reads the same in
the window, the findings, Compare and the printout."""

from __future__ import annotations

from typing import Any

from listbuilder.i18n.languages import normalize_language

_GROUP = {"en": ",", "fr": "\u202f"}
_DECIMAL = {"en": ".", "fr": ","}
_PERCENT = {"en": "%", "fr": "\u00a0%"}

SHARE_DECIMALS = 1
"""The decimals of a share: one, unless the value holds more (at most :data:`_MAX_DECIMALS`)."""
_MAX_DECIMALS = 6


def format_number(value: float, lang: str, decimals: int | None = None) -> str:
    """*value* with the language's thousands groups; a whole number without decimals unless
    *decimals* asks for them, another with *decimals* (by default one)."""
    if lang not in _GROUP:
        lang = normalize_language(lang)
    if decimals is None and type(value) is int:  # the common case, cheaply: messages are many
        if -1000 < value < 1000:
            return str(value)
        return f"{value:,}".replace(",", _GROUP[lang])
    if decimals is None:
        decimals = 0 if float(value).is_integer() else 1
    text = f"{abs(value):,.{decimals}f}"
    whole, _, fraction = text.partition(".")
    whole = whole.replace(",", _GROUP.get(lang, ","))
    sign = "-" if value < 0 and float(text.replace(",", "")) != 0 else ""
    return sign + whole + (_DECIMAL.get(lang, ".") + fraction if fraction else "")


def held_decimals(value: float) -> int:
    """How many decimals *value* holds as Python shows it (``25.03``: 2), at most six."""
    if float(value).is_integer():
        return 0
    return min(len(repr(float(value)).partition(".")[2]), _MAX_DECIMALS)


def format_share(value: float, lang: str) -> str:
    """A share in percent, without its sign: ``20.0``, ``25.03`` (English), ``20,0`` (French)."""
    return format_number(value, lang, max(SHARE_DECIMALS, held_decimals(value)))


def format_percent(value: float, lang: str, decimals: int | None = None) -> str:
    """``26.7%`` in English, ``26,7 %`` in French; by default with a share's decimals
    (:func:`format_share`)."""
    number = format_share(value, lang) if decimals is None else format_number(value, lang, decimals)
    return number + percent_sign(lang)


def percent_sign(lang: str) -> str:
    """``%`` in English, a no-break space and ``%`` in French."""
    return _PERCENT.get(normalize_language(lang), "%")


NOT_FIGURES = frozenset({"code", "line", "column", "version", "year", "number", "index"})
"""Message parameters that are numbers but no figures (a system error's code, a line in a
file, a format version): written as digits, never grouped."""


def message_value(name: str, value: Any, lang: str) -> Any:
    """A message parameter as the reader's language writes it: an int grouped by thousands,
    a float with the decimals it holds (at least one: a share), anything else as given (a
    bool, an enum and a text keep their own words)."""
    kind = type(value)
    if name in NOT_FIGURES:
        return value
    if kind is int:
        return str(value) if -1000 < value < 1000 else format_number(value, lang)
    if kind is float:
        return format_share(value, lang)
    return value
