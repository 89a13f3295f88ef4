"""The languages the app speaks, and the one rule reading a locale into one of them; apart
from the package so that modules of the package (numbers) need not import it back."""

from __future__ import annotations

LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"


def normalize_language(lang: str | None) -> str:
    return supported_language(lang) or DEFAULT_LANGUAGE


_LANGUAGE_NAMES = {"english": "en", "french": "fr", "français": "fr", "francais": "fr"}
"""Windows spells locales out (``French_France``); these names map to our codes."""


def supported_language(lang: str | None) -> str | None:
    """Our code for a locale or language tag (``fr_FR.UTF-8``, ``fr-CA``, ``French_France``),
    or None when the app does not speak it."""
    if not lang:
        return None
    code = lang.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    code = _LANGUAGE_NAMES.get(code, code)
    return code if code in LANGUAGES else None
