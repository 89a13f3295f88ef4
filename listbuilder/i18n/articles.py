"""English's indefinite article before a number: "a 3000-point game", "an 8000-point game".

The article follows the sound the number is read with, not its first digit: "an" before
eight, eleven, eighteen and eighty, which start each group of three digits as it is read
aloud (8, 11, 18, 80-89, 800-899, 8,000, 11,000, 18,000, 80,000, 800,000...). A number is
read by its groups of thousands ("eleven thousand"), not as "eleven hundred" for 1,100.
"""

from __future__ import annotations

from typing import Any

from listbuilder.i18n.plural import operands


def starts_with_vowel_sound(number: Any) -> bool:
    """Whether *number*, read aloud in English, starts with a vowel sound."""
    op = operands(number, "en")
    if op is None or op.i == 0:
        return False  # "zero", or a word we cannot read: the common "a"
    digits = str(op.i)
    lead = int(digits[: len(digits) % 3 or 3])  # the first group of three, as read aloud
    return lead in (11, 18) or str(lead).startswith("8")


def indefinite_article(number: Any) -> str:
    """``a`` or ``an`` before *number* (an English message's ``{name|a/an}``)."""
    return "an" if starts_with_vowel_sound(number) else "a"
