"""Rounding helpers of the cost module (ruling 7), on plain numbers."""

from __future__ import annotations

import pytest

from listbuilder.rules.costs import ceil_div, round_half_up, split_option


@pytest.mark.parametrize(
    ("value", "expected"),
    [(835, 850), (825, 850), (824, 800), (875, 900), (850, 850), (0, 0), (24, 0), (25, 50)],
)
def test_round_half_up_to_fifty(value: int, expected: int) -> None:
    assert round_half_up(value, 1, 50) == expected


def test_round_half_up_of_a_share_of_the_chassis() -> None:
    # 1,575 points for three bio-titans: 525 each; 525 + 25 = 550 stays 550.
    assert round_half_up(1575 + 25 * 3, 3, 50) == 550
    assert round_half_up(250 + 0 * 2, 2, 50) == 150  # 125 rounds up to 150


def test_ceil_div_and_split_option() -> None:
    assert ceil_div(850, 100) == 9
    assert ceil_div(800, 100) == 8
    assert split_option("arm_weapons.volcano_cannon") == ("arm_weapons", "volcano_cannon")
    assert split_option("nodot") == ("nodot", "")
