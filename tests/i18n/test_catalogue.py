"""The message catalogue is complete in both languages and counts by each language's rule."""

from __future__ import annotations

import re
import string

from listbuilder.i18n import LANGUAGES, catalog

COUNTED = re.compile(
    r"\{(\w+)\} (points|cards|cartes|times|characters|caractères|values|valeurs|levels|"
    r"niveaux|elements|éléments|entries|entrées|bytes|octets|objectives|objectifs)\b(?!-)"
)
"""A placeholder followed by a noun it counts, written without a plural marker."""


def fields(text: str) -> set[str]:
    """The values *text* shows: its placeholders, markers (``{n|one|other}``, ``{n|a/an}``)
    aside, since a language may count a word the other leaves uncounted."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name and "|" not in name}


def markers(text: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(text) if name and "|" in name]


ENTRIES = sorted(catalog().items())


def test_every_message_is_written_in_every_language() -> None:
    missing = [
        (key, lang)
        for key, texts in ENTRIES
        for lang in LANGUAGES
        if not isinstance(texts.get(lang), str) or not texts[lang].strip()
    ]
    assert missing == []


def test_each_language_uses_the_same_placeholders() -> None:
    differ = [key for key, texts in ENTRIES if fields(texts["en"]) != fields(texts["fr"])]
    assert differ == []


def test_plural_markers_have_two_forms_and_articles_are_english() -> None:
    bad = []
    for key, texts in ENTRIES:
        for lang, text in texts.items():
            for marker in markers(text):
                parts = marker.split("|")
                article = len(parts) == 2 and "/" in parts[1]
                if not (len(parts) == 3 or (article and lang == "en")):
                    bad.append((key, lang, marker))
    assert bad == []


def test_every_counted_noun_agrees_with_its_number() -> None:
    unmarked = [
        (key, lang, match.group(0))
        for key, texts in ENTRIES
        for lang, text in texts.items()
        for match in COUNTED.finditer(text)
    ]
    assert unmarked == []


def test_french_never_hedges_a_plural_with_parentheses() -> None:
    hedged = [key for key, texts in ENTRIES if "(s)" in texts["fr"] or "(x)" in texts["fr"]]
    assert hedged == []
