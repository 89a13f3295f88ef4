"""Numbers as each language writes them, without Qt: for the printouts, the command line and
the exports (the window's :func:`listbuilder.gui.i18n.format_number` gives the same through
QLocale). English groups thousands with commas and writes a decimal point ("3,000",
"26.7"); French groups them with a narrow no-break space and writes a decimal comma
("3 000", "26,7"), and puts a no-break space before "%" ("26,7 %", where English writes
"26.7%")."""

from __future__ import annotations

from listbuilder.i18n import normalize_language

_GROUP = {"en": ",", "fr": "\u202f"}
_DECIMAL = {"en": ".", "fr": ","}
_PERCENT = {"en": "%", "fr": "\u00a0%"}


def format_number(value: float, lang: str, decimals: int | None = None) -> str:
    """*value* with the language's thousands groups; a whole number without decimals unless
    *decimals* asks for them, another with *decimals* (by default one)."""
    lang = normalize_language(lang)
    if decimals is None:
        decimals = 0 if float(value).is_integer() else 1
    text = f"{abs(value):,.{decimals}f}"
    whole, _, fraction = text.partition(".")
    whole = whole.replace(",", _GROUP.get(lang, ","))
    sign = "-" if value < 0 and float(text.replace(",", "")) != 0 else ""
    return sign + whole + (_DECIMAL.get(lang, ".") + fraction if fraction else "")


def format_percent(value: float, lang: str, decimals: int | None = None) -> str:
    """``26.7%`` in English, ``26,7 %`` in French (see :func:`format_number`)."""
    return format_number(value, lang, decimals) + _PERCENT.get(normalize_language(lang), "%")
