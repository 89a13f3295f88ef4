"""Message catalogue shared by the CLI, the GUI and the printer.

Messages live in YAML files beside this module (``*.yaml``), one file per
area, each mapping a message key to its ``en`` and ``fr`` texts with
``str.format`` placeholders. Core code returns keys and parameters; text is
rendered only at the edge, through :func:`message`.

A word that follows a number is written ``{count|card|cards}``: the singular or
the plural by the number in ``count`` and the language's rule (English: 1 is
singular; French: 0 and 1 are), so no message says "1 cards" or "carte(s)".
"""

from __future__ import annotations

import locale
import os
import re
from functools import cache
from importlib import resources
from typing import Any

import yaml

LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"


@cache
def catalog() -> dict[str, dict[str, str]]:
    """All messages, merged from every catalogue file; a key defined twice is a bug."""
    merged: dict[str, dict[str, str]] = {}
    folder = resources.files(__name__)
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".yaml"):
            continue
        data = yaml.load(entry.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader) or {}
        for key, texts in data.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} defined twice ({entry.name})")
            merged[key] = texts
    return merged


def normalize_language(lang: str | None) -> str:
    if not lang:
        return DEFAULT_LANGUAGE
    code = lang.replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def system_language() -> str:
    """The user's language from the environment, falling back to English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return normalize_language(value)
    loc = locale.getlocale()[0]
    return normalize_language(loc)


_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")


def is_singular(number: Any, lang: str) -> bool:
    """Whether *number* takes the singular in *lang* (French: 0 and 1; English: 1 only)."""
    try:
        value = abs(float(number))
    except (TypeError, ValueError):
        return False
    return value < 2 if normalize_language(lang) == "fr" else value == 1


def plurals(text: str, lang: str, params: dict[str, Any]) -> str:
    """Resolve every ``{count|singular|plural}`` of *text* from *params*."""

    def pick(match: re.Match[str]) -> str:
        name, one, other = match.groups()
        if name not in params:
            return other
        return one if is_singular(params[name], lang) else other

    return _PLURAL.sub(pick, text)


def message(key: str, lang: str = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    """Render message *key* in *lang*; an unknown key renders as itself so nothing is lost."""
    texts = catalog().get(key)
    if texts is None:
        return key
    lang = normalize_language(lang)
    text = texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or key
    text = plurals(text, lang if texts.get(lang) else DEFAULT_LANGUAGE, params)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text
