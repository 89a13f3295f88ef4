"""English's "a" or "an" before a number follows how the number is read aloud."""

from __future__ import annotations

import pytest

from listbuilder.i18n import message
from listbuilder.i18n.articles import indefinite_article

AN = [8, 11, 18, 80, 83, 89, 800, 899, 8000, 8999, 11000, 18000, 80000, 800000, 8_000_000]
A = [0, 1, 2, 7, 10, 12, 17, 19, 79, 90, 100, 110, 180, 1000, 1100, 1800, 3000, 9000, 111000]


@pytest.mark.parametrize("number", AN)
def test_numbers_read_with_a_vowel_take_an(number: int) -> None:
    assert indefinite_article(number) == "an"


@pytest.mark.parametrize("number", A)
def test_other_numbers_take_a(number: int) -> None:
    assert indefinite_article(number) == "a"


def test_a_formatted_number_is_read_too() -> None:
    assert indefinite_article("8,999") == "an" and indefinite_article("3,000") == "a"


def test_the_unique_limit_message_says_an_8999_point_game() -> None:
    params = {"count": 3, "allowed": 2, "per": 3000, "card": "Inquisitor"}
    assert "but an 8,999-point game allows 2" in message(
        "finding.unique-limit.limit", "en", base=8999, **params
    )
    assert "but a 6,000-point game allows 2" in message(
        "finding.unique-limit.limit", "en", base=6000, **params
    )
    assert "une partie à 8\u202f999 points" in message(
        "finding.unique-limit.limit", "fr", base=8999, **params
    )
