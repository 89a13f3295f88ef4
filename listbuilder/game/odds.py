"""Close-combat odds (NetEpic Gold, Corps à corps), computed exactly by enumerating the dice.

The rulebook's close combat, in our words (French rulebook, "Corps à corps", l. 2411–2490):

* each side rolls 2D6 and adds its CAF (Facteur d'Assaut); the higher score wins and the
  loser is removed with no save of any kind;
* a tie leaves both models engaged, neither removed, and they fight again next turn
  (:data:`DRAW_RULE_SOURCE`; worded in the catalogue as ``odds.draw_rule``);
* an immobilised model (or a regenerating creature that is down) counts its CAF only and
  rolls no dice;
* each combat against the same model after the first gives the attacker one more D6,
  cumulative (the second attacker rolls 3D6, the third 4D6...), except against a titan,
  which models below Knights cannot swarm (l. 2975–2979);
* a structure gives its occupants a CAF bonus (structures' table: light building +1,
  trench and standard building +2, bunkers, emplacements and bastions +3), attackers and
  defenders alike when both are inside (l. 1774–1784);
* a detachment on Fall Back that passes its morale test when charged fights at −2 CAF
  (l. 780–783); so does one that failed a Fear test (first round only), a Terror test, or
  the optional broken-units test (l. 2580–2587, 2626–2646);
* a Combat Leader within 10 cm gives +1 CAF (l. 2443–2444).

Every probability is a :class:`~fractions.Fraction` of the equally likely dice outcomes, so
a test can compare it with a hand count (2D6 against 2D6 at equal CAF: a draw is 146/1296).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from typing import Final

from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_percent
from listbuilder.records import record

COVER: Final[dict[str, int]] = {
    "none": 0,
    "light-building": 1,
    "trench": 2,
    "building": 2,
    "bunker": 3,
    "emplacement": 3,
    "composite-bunker": 3,
    "bastion": 3,
}
"""CAF bonus per structure the model stands in (structures' table, "Protection")."""
FALLING_BACK: Final = -2
"""Fall Back order, failed Fear or Terror test, failed broken-units test (optional)."""
LEADER: Final = 1
MAX_DICE: Final = 40
"""More D6 than any combat rolls: bounds a hostile ``--attackers``."""
MAX_CAF: Final = 100
MAX_ATTACKERS: Final = 30

DRAW_RULE_SOURCE: Final = (
    "Dans le cas où le résultat du corps à corps est une égalité, les deux figurines restent "
    "engagées (aucune n'est éliminée) jusqu'au tour suivant où elles devront à nouveau combattre."
)
"""The rulebook's own sentence (French rulebook, Corps à corps › Résolution, l. 2424–2425)."""


@record(slots=True)
class Side:
    """One model in a close combat, with what changes its score."""

    caf: int
    cover: str = "none"
    falling_back: bool = False
    """On Fall Back (or failed Fear, Terror or broken-units test): −2 CAF."""
    leader: bool = False
    """A Combat Leader within 10 cm: +1 CAF."""
    immobilised: bool = False
    """CAF only, no dice."""
    modifier: int = 0
    """Any other CAF modifier the cards give (an ability, a scenario)."""

    @property
    def total_caf(self) -> int:
        return (
            self.caf
            + COVER[self.cover]
            + (FALLING_BACK if self.falling_back else 0)
            + (LEADER if self.leader else 0)
            + self.modifier
        )

    def dice(self, extra: int = 0) -> int:
        """D6 this side rolls: 2, plus *extra* for a later attacker; none when immobilised."""
        return 0 if self.immobilised else 2 + extra


@record(slots=True)
class Odds:
    """One combat's three results, as exact fractions of the dice outcomes."""

    attacker: Fraction
    defender: Fraction
    draw: Fraction
    attacker_dice: int = 2
    defender_dice: int = 2
    attacker_caf: int = 0
    defender_caf: int = 0


@record(slots=True)
class Melee:
    """Several attackers against one defender, fought in turn until one wins."""

    combats: tuple[Odds, ...]
    defender_removed: Fraction
    """Some attacker wins: the defender is removed (the later attackers do not fight)."""
    attackers_removed: Fraction
    """Every attacker loses."""
    engaged: Fraction
    """No attacker wins, not every one loses: the defender stays engaged with the drawn ones."""


@cache
def sum_counts(dice: int) -> tuple[int, ...]:
    """How many of the 6**dice outcomes give each sum, index = sum (0 dice: sum 0 once)."""
    if not 0 <= dice <= MAX_DICE:
        raise ValueError(f"dice out of range: {dice}")
    counts = [1]
    for _ in range(dice):
        nxt = [0] * (len(counts) + 6)
        for total, ways in enumerate(counts):
            if ways:
                for face in range(1, 7):
                    nxt[total + face] += ways
        counts = nxt
    return tuple(counts)


def combat(
    attacker_caf: int, defender_caf: int, attacker_dice: int = 2, defender_dice: int = 2
) -> Odds:
    """The chances of one combat: each side's dice plus its CAF, the higher wins."""
    a_counts, d_counts = sum_counts(attacker_dice), sum_counts(defender_dice)
    wins = losses = ties = 0
    # cumulative counts of the defender's sums, to count each attacker sum in one step
    below = [0]
    for ways in d_counts:
        below.append(below[-1] + ways)
    d_total = below[-1]
    for a_sum, a_ways in enumerate(a_counts):
        if not a_ways:
            continue
        # the defender's dice sum that ties: d + defender_caf == a_sum + attacker_caf
        tie_sum = a_sum + attacker_caf - defender_caf
        lower = min(max(tie_sum, 0), len(d_counts))
        tie = d_counts[tie_sum] if 0 <= tie_sum < len(d_counts) else 0
        wins += a_ways * below[lower]
        ties += a_ways * tie
        losses += a_ways * (d_total - below[lower] - tie)
    whole = wins + losses + ties
    return Odds(
        Fraction(wins, whole),
        Fraction(losses, whole),
        Fraction(ties, whole),
        attacker_dice,
        defender_dice,
        attacker_caf,
        defender_caf,
    )


def side_combat(attacker: Side, defender: Side, extra_dice: int = 0) -> Odds:
    """One combat between two sides with their modifiers; *extra_dice* for a later attacker."""
    return combat(
        attacker.total_caf, defender.total_caf, attacker.dice(extra_dice), defender.dice()
    )


def several(
    attackers: Sequence[Side], defender: Side, *, titan: bool = False, first_extra: int = 0
) -> Melee:
    """Attackers fight the defender one after the other, the n-th with n−1 extra D6 (none
    against a titan); *first_extra* more when combats were fought before these. The
    defender is removed as soon as one wins; the rest do not fight."""
    if not attackers:
        raise ValueError("no attacker")
    combats = tuple(
        side_combat(side, defender, 0 if titan else first_extra + number)
        for number, side in enumerate(attackers)
    )
    removed = Fraction(0)
    still = Fraction(1)  # no attacker has won so far
    all_lost = Fraction(1)
    for odds in combats:
        removed += still * odds.attacker
        still *= 1 - odds.attacker
        all_lost *= odds.defender
    return Melee(combats, removed, all_lost, still - all_lost)


# --- words -----------------------------------------------------------------------------


def dice_text(dice: int, lang: str) -> str:
    return message("odds.dice", lang, count=dice) if dice else message("odds.no_dice", lang)


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value).replace("-", "\u2212")


def odds_lines(odds: Odds, lang: str) -> list[str]:
    """The three results of one combat, a line each, as percentages and exact fractions."""
    return [
        message(
            "odds.line",
            lang,
            what=message(key, lang),
            pct=format_percent(float(p) * 100, lang, 1),
            exact=f"{p.numerator}/{p.denominator}",
        )
        for key, p in (
            ("odds.attacker_wins", odds.attacker),
            ("odds.defender_wins", odds.defender),
            ("odds.draw", odds.draw),
        )
    ]


def melee_text(melee: Melee, lang: str, *, titan: bool = False) -> str:
    """The whole answer in *lang*: each combat, the sequence's results, then the draw rule."""
    lines = [message("odds.title", lang)]
    several_ = len(melee.combats) > 1
    for number, odds in enumerate(melee.combats, start=1):
        side = (
            message("odds.attacker_n", lang, n=number)
            if several_
            else message("odds.attacker", lang)
        )
        lines.append(
            message(
                "odds.side",
                lang,
                side=side,
                caf=signed(odds.attacker_caf),
                dice=dice_text(odds.attacker_dice, lang),
            )
        )
        if number == 1:
            lines.append(
                message(
                    "odds.side",
                    lang,
                    side=message("odds.defender", lang),
                    caf=signed(odds.defender_caf),
                    dice=dice_text(odds.defender_dice, lang),
                )
            )
        lines += ["  " + line for line in odds_lines(odds, lang)]
    if several_:
        key = "odds.several_titan" if titan else "odds.several"
        lines.append(message(key, lang, count=len(melee.combats)))
        for key, p in (
            ("odds.removed", melee.defender_removed),
            ("odds.all_lost", melee.attackers_removed),
            ("odds.engaged", melee.engaged),
        ):
            lines.append(
                "  "
                + message(
                    "odds.line",
                    lang,
                    what=message(key, lang),
                    pct=format_percent(float(p) * 100, lang, 1),
                    exact=f"{p.numerator}/{p.denominator}",
                )
            )
    lines.append(message("odds.draw_rule", lang))
    return "\n".join(lines) + "\n"
