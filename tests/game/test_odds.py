"""Close-combat odds: exact fractions, checked against counts made by hand and against a
plain enumeration of every die."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from listbuilder.game.odds import COVER, Side, combat, several, side_combat, sum_counts


def brute(a_caf: int, d_caf: int, a_dice: int, d_dice: int) -> tuple[Fraction, ...]:
    """Every face of every die, one by one: the slow count the module must agree with."""
    win = lose = tie = 0
    for faces in itertools.product(range(1, 7), repeat=a_dice + d_dice):
        a = sum(faces[:a_dice]) + a_caf
        d = sum(faces[a_dice:]) + d_caf
        win += a > d
        lose += a < d
        tie += a == d
    whole = 6 ** (a_dice + d_dice)
    return Fraction(win, whole), Fraction(lose, whole), Fraction(tie, whole)


def test_equal_caf_two_dice_each_matches_the_hand_count() -> None:
    # a draw: sum over 2..12 of (ways)^2 = 1+4+9+16+25+36+25+16+9+4+1 = 146 of 1296
    odds = combat(0, 0)
    assert odds.draw == Fraction(146, 1296)
    assert odds.attacker == odds.defender == Fraction(1296 - 146, 2 * 1296)


def test_two_dice_sums_are_the_triangle() -> None:
    assert sum_counts(2)[2:13] == (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)
    assert sum(sum_counts(3)) == 216
    assert sum_counts(0) == (1,)


def test_a_caf_lead_of_one_wins_the_hand_count() -> None:
    # +1 against 0: the attacker wins when its dice are at least the defender's, so
    # (1296 + 146) / 2 = 721; a draw when it is one below: 140 (sum of c(s)·c(s+1)).
    odds = combat(1, 0)
    assert odds.attacker == Fraction(721, 1296)
    assert odds.draw == Fraction(140, 1296)
    assert odds.defender == Fraction(1296 - 721 - 140, 1296)


def test_immobilised_rolls_no_dice() -> None:
    # CAF 3 and no dice against 2D6 + 0: wins only on a 2 (1/36), draws on a 3 (2/36)
    odds = side_combat(Side(3, immobilised=True), Side(0))
    assert (odds.attacker, odds.draw, odds.defender) == (
        Fraction(1, 36),
        Fraction(2, 36),
        Fraction(33, 36),
    )
    assert odds.attacker_dice == 0


@pytest.mark.parametrize(
    ("a_caf", "d_caf", "a_dice", "d_dice"),
    [
        (0, 0, 2, 2),
        (2, 0, 2, 2),
        (-1, 6, 3, 2),
        (0, 6, 4, 2),
        (5, 0, 0, 2),
        (0, 0, 2, 0),
        (3, 3, 0, 0),
    ],
)
def test_every_case_agrees_with_a_plain_enumeration(
    a_caf: int, d_caf: int, a_dice: int, d_dice: int
) -> None:
    odds = combat(a_caf, d_caf, a_dice, d_dice)
    assert (odds.attacker, odds.defender, odds.draw) == brute(a_caf, d_caf, a_dice, d_dice)


def test_cover_and_orders_change_the_caf_as_the_tables_say() -> None:
    assert COVER["trench"] == 2 and COVER["bunker"] == 3 and COVER["light-building"] == 1
    assert Side(0, cover="trench").total_caf == 2
    assert Side(0, cover="bunker", falling_back=True).total_caf == 1
    assert Side(2, leader=True, modifier=-1).total_caf == 2
    # a defender in a bunker is worth three more CAF: the same odds as +3 in the open
    assert side_combat(Side(0), Side(0, cover="bunker")) == combat(0, 3)
    assert side_combat(Side(0, falling_back=True), Side(0)) == combat(-2, 0)


def test_the_rulebook_terminators_example_third_ork_rolls_4d6() -> None:
    melee = several([Side(0)] * 3, Side(6))
    assert [c.attacker_dice for c in melee.combats] == [2, 3, 4]
    assert melee.combats[2] == combat(0, 6, 4, 2)
    # the three results cover every case
    assert melee.defender_removed + melee.attackers_removed + melee.engaged == 1
    a = [c.attacker for c in melee.combats]
    assert melee.defender_removed == a[0] + (1 - a[0]) * a[1] + (1 - a[0]) * (1 - a[1]) * a[2]
    d = [c.defender for c in melee.combats]
    assert melee.attackers_removed == d[0] * d[1] * d[2]


def test_a_titan_gives_later_attackers_no_extra_dice() -> None:
    melee = several([Side(0)] * 3, Side(6), titan=True)
    assert [c.attacker_dice for c in melee.combats] == [2, 2, 2]


def test_one_attacker_is_one_combat() -> None:
    melee = several([Side(2)], Side(0))
    assert melee.defender_removed == combat(2, 0).attacker
    assert melee.engaged == combat(2, 0).draw
