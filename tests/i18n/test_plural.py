"""Plural categories by each language's CLDR rule (CLDR 46 ``plurals.xml``, its own samples)."""

from __future__ import annotations

import pytest

from listbuilder.i18n import message, plurals
from listbuilder.i18n.plural import RULES, operands, plural_category

# CLDR's sample numbers for each category (integers and decimals as written there).
SAMPLES = {
    "en": {
        "one": [1],
        "other": [0, 2, 3, 16, 100, 1000, 10000, 100000, 1000000, 0.0, 0.5, 1.0, 1.5, 10.0],
    },
    "fr": {
        "one": [0, 1, 0.0, 0.5, 1.0, 1.5],
        "many": [1000000, 2000000, 3000000],
        "other": [2, 3, 17, 100, 1000, 10000, 100000, 2.0, 3.5, 10.0, 1000000.5],
    },
}


@pytest.mark.parametrize(
    ("lang", "category", "number"),
    [
        (lang, category, number)
        for lang, categories in SAMPLES.items()
        for category, numbers in categories.items()
        for number in numbers
    ],
)
def test_cldr_samples_fall_in_their_category(lang: str, category: str, number: float) -> None:
    assert plural_category(number, lang) == category


def test_every_language_of_the_app_has_its_rule() -> None:
    from listbuilder.i18n import LANGUAGES

    assert set(RULES) == set(LANGUAGES)


def test_french_takes_the_singular_for_0_and_1_english_only_for_1() -> None:
    text = "{n} {n|point|points}"
    assert [plurals(text, "fr", {"n": n}) for n in (0, 1, 2)] == [
        "{n} point",
        "{n} point",
        "{n} points",
    ]
    assert [plurals(text, "en", {"n": n}) for n in (0, 1, 2)] == [
        "{n} points",
        "{n} point",
        "{n} points",
    ]


@pytest.mark.parametrize(
    ("text", "lang", "category"),
    [
        ("3,000", "en", "other"),
        ("1", "en", "one"),
        ("1.0", "en", "other"),
        ("1 000 000", "fr", "many"),
        ("1\u202f000\u202f000", "fr", "many"),
        ("1,5", "fr", "one"),
        ("2,5", "fr", "other"),
        ("n/a", "en", "other"),
    ],
)
def test_numbers_already_formatted_for_the_reader_are_read_as_shown(
    text: str, lang: str, category: str
) -> None:
    assert plural_category(text, lang) == category


def test_what_is_no_number_takes_the_plural() -> None:
    assert operands(float("nan"), "en") is None and operands(True, "en") is None
    assert plural_category(float("inf"), "fr") == "other"


def test_catalogue_messages_say_remove_1_point() -> None:
    assert message("finding.fix.remove-points", "en", over=1) == "Remove 1 point."
    assert message("finding.fix.remove-points", "en", over=0) == "Remove 0 points."
    assert message("finding.fix.remove-points", "en", over=25) == "Remove 25 points."
    assert message("finding.fix.remove-points", "fr", over=0) == "Retirez 0 point."
    assert message("finding.fix.remove-points", "fr", over=1) == "Retirez 1 point."
    assert message("finding.fix.remove-points", "fr", over=2) == "Retirez 2 points."
