"""Message catalogue shared by the CLI, the GUI and the printer.

Messages live in YAML files beside this module (``*.yaml``; compiled to JSON in the
user's cache for a fast start), one file per area, each mapping a message key to its
``en`` and ``fr`` texts with ``str.format`` placeholders. Core code returns keys and
parameters; text is rendered only at the edge, through :func:`message`.

A word that follows a number is written ``{count|card|cards}``: the singular or
the plural by the number in ``count`` and the language's CLDR rule (English: 1 is
singular; French: 0 and 1 are; see :mod:`listbuilder.i18n.plural`), so no message says
"1 cards" or "carte(s)". An English article before a number is written
``{base|a/an}``: "a 3,000-point game", "an 8,000-point game"
(:mod:`listbuilder.i18n.articles`). A number given as a parameter is written as the language
writes it (:func:`listbuilder.i18n.numbers.message_value`): thousands grouped, the French
decimal comma.
"""

from __future__ import annotations

import locale
import os
import re
import sys
from collections.abc import Mapping
from functools import cache
from typing import Any

from listbuilder.i18n.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    normalize_language,
    supported_language,
)

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "normalize_language", "supported_language"]


def pick(texts: Mapping[str, str | None], lang: str) -> str | None:
    """The text in *lang* when there is one, else the English text (None if neither): the
    one fallback rule of every localised text (catalogue messages, codex names)."""
    return texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or None


@cache
def catalog() -> dict[str, dict[str, str]]:
    """All messages, merged from every catalogue file; a key defined twice is a bug.

    Read from their compiled form in the user's cache when the YAML files have not
    changed (:mod:`listbuilder.i18n.compiled`), so the first message costs no YAML."""
    from listbuilder.i18n.compiled import load_catalogue

    return load_catalogue()


def system_language() -> str:
    """The user's language, the first the app speaks among the system's preferences, else
    English. The window, the command line and the printouts all follow it (``--lang``
    and the View menu override it)."""
    for candidate in system_languages():
        lang = supported_language(candidate)
        if lang is not None:
            return lang
    return DEFAULT_LANGUAGE


def system_languages() -> list[str]:
    """The user's interface languages, preferred first, as the system states them.

    The environment first (:func:`environment_languages`). Programs started from the
    desktop on Windows and macOS get no such variable: there the system's own preference
    list is read."""
    found = environment_languages() or []
    if found:
        return found
    found.extend(_platform_languages())
    current = locale.getlocale()[0]
    if current:
        found.append(current)
    return found


def environment_languages() -> list[str] | None:
    """The languages the environment states, as gettext reads them: ``LANGUAGE`` unless the
    locale is C, then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; empty for the C locale, None
    when no locale variable is set. The window reads it before Qt's list too, so the window
    and the commands speak alike (Qt alone would honour ``LANGUAGE`` under the C locale)."""
    locale_var = next(
        (value for var in ("LC_ALL", "LC_MESSAGES", "LANG") if (value := os.environ.get(var))),
        None,
    )
    if locale_var is None:
        return None
    if _is_c_locale(locale_var):
        return []
    return [*(part for part in os.environ.get("LANGUAGE", "").split(":") if part), locale_var]


def _is_c_locale(value: str) -> bool:
    return value in ("C", "POSIX") or value.startswith("C.")


def _platform_languages() -> list[str]:
    """The desktop's preferred languages on Windows and macOS (empty elsewhere or on error)."""
    try:
        if sys.platform == "win32":
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined,unused-ignore]
            name = locale.windows_locale.get(int(lcid))
            return [name] if name else []
        if sys.platform == "darwin":
            import plistlib
            from pathlib import Path

            prefs = Path.home() / "Library" / "Preferences" / ".GlobalPreferences.plist"
            with prefs.open("rb") as handle:
                languages = plistlib.load(handle).get("AppleLanguages", [])
            return [str(tag) for tag in languages]
    except Exception:  # a missing or odd preference file only means "not known"
        return []
    return []


_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")
_ARTICLE = re.compile(r"\{(\w+)\|([^{}|/]*)/([^{}|/]*)\}")


def is_singular(number: Any, lang: str) -> bool:
    """Whether *number* takes the singular in *lang* (French: 0 and 1; English: 1 only)."""
    from listbuilder.i18n.plural import is_singular as by_rule

    return by_rule(number, normalize_language(lang))


def plurals(text: str, lang: str, params: dict[str, Any]) -> str:
    """Resolve every ``{count|singular|plural}`` and ``{count|a/an}`` of *text* from *params*."""

    def pick(match: re.Match[str]) -> str:
        name, one, other = match.groups()
        if name not in params:
            return other
        return one if is_singular(params[name], lang) else other

    def article(match: re.Match[str]) -> str:
        from listbuilder.i18n.articles import starts_with_vowel_sound

        name, before_consonant, before_vowel = match.groups()
        vowel = name in params and starts_with_vowel_sound(params[name])
        return before_vowel if vowel else before_consonant

    return _ARTICLE.sub(article, _PLURAL.sub(pick, text))


def message(key: str, lang: str = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    """Render message *key* in *lang*; an unknown key renders as itself so nothing is lost."""
    texts = catalog().get(key)
    if texts is None:
        return key
    lang = normalize_language(lang)
    text = pick(texts, lang) or key
    text = plurals(text, lang if texts.get(lang) else DEFAULT_LANGUAGE, params)
    from listbuilder.i18n.numbers import message_value

    # Numbers are written here, after the plural forms have read them, by the one rule of
    # every channel (listbuilder.i18n.numbers): "3,200" / "3 200", "20.0" / "20,0".
    shown = {name: message_value(name, value, lang) for name, value in params.items()}
    try:
        return text.format(**shown)
    except (KeyError, IndexError, ValueError):
        return text
