"""Message catalogue shared by the CLI, the GUI and the printer.

Messages live in YAML files beside this module (``*.yaml``), one file per
area, each mapping a message key to its ``en`` and ``fr`` texts with
``str.format`` placeholders. Core code returns keys and parameters; text is
rendered only at the edge, through :func:`message`.
"""

from __future__ import annotations

import locale
import os
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


def message(key: str, lang: str = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    """Render message *key* in *lang*; an unknown key renders as itself so nothing is lost."""
    texts = catalog().get(key)
    if texts is None:
        return key
    text = texts.get(normalize_language(lang)) or texts.get(DEFAULT_LANGUAGE) or key
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text
