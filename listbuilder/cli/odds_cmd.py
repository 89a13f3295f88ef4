"""``listbuilder odds ATTACKER_CAF DEFENDER_CAF [--json]``: the chances of a close combat.

Exact, by enumerating the dice (:mod:`listbuilder.game.odds`). Each side has its cover
(the structures' table), Fall Back (−2), a Combat Leader (+1), immobilised (CAF only, no
dice) and any other modifier. ``--attackers N`` (and ``--also CAF`` for attackers with
another CAF) fights several attackers in turn against the one defender, each after the
first with one more D6 (none with ``--titan``). ``--json`` prints ``attacker``,
``defender`` and ``draw`` (floats: the dice totals before the draw rule) and the draw rule.
Exit 0, or 2 for a wrong argument.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode, add_lang_option

COVERS = (
    "none",
    "light-building",
    "trench",
    "building",
    "bunker",
    "emplacement",
    "composite-bunker",
    "bastion",
)
"""The same as :data:`listbuilder.game.odds.COVER` (kept here so the parser builds without
importing the core)."""
LIMIT = 100
MAX_ATTACKERS = 30
"""As :data:`listbuilder.game.odds.MAX_ATTACKERS`."""


def _caf(text: str) -> int:
    try:
        value = int(text.replace("\u2212", "-"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not -LIMIT <= value <= LIMIT:
        raise argparse.ArgumentTypeError(f"{value} is out of range (-{LIMIT} to {LIMIT})")
    return value


def _bounded(low: int, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is out of range ({low} to {high})")
        return value

    return parse


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "odds",
        help="the exact chances of a close combat (2D6 + CAF each, with the rules' modifiers)",
        description="The chances that the attacker wins, the defender wins, or it is a draw, "
        "computed exactly by enumerating the dice. Each side rolls 2D6 and adds its CAF; "
        "options add the rulebook's modifiers. Several attackers (--attackers, --also) fight "
        "the defender one after the other, each after the first rolling one more D6. A "
        "negative CAF is written as it is: listbuilder odds -1 2. Exit status: 0, or 2 for a "
        "wrong argument.",
    )
    parser.add_argument("attacker", type=_caf, metavar="ATTACKER_CAF", help="attacker's CAF")
    parser.add_argument("defender", type=_caf, metavar="DEFENDER_CAF", help="defender's CAF")
    for side in ("attacker", "defender"):
        parser.add_argument(
            f"--{side}-cover",
            choices=COVERS,
            default="none",
            help=f"the structure the {side} stands in: light-building +1, trench and building "
            "+2, bunker, emplacement, composite-bunker and bastion +3 (default none)",
        )
        parser.add_argument(
            f"--{side}-falling-back",
            action="store_true",
            help=f"the {side} is on Fall Back (or failed a Fear or Terror test): -2 CAF",
        )
        parser.add_argument(
            f"--{side}-leader",
            action="store_true",
            help=f"a Combat Leader is within 10 cm of the {side}: +1 CAF",
        )
        parser.add_argument(
            f"--{side}-immobilised",
            action="store_true",
            help=f"the {side} is immobilised: its CAF only, no dice",
        )
        parser.add_argument(
            f"--{side}-modifier",
            type=_caf,
            default=0,
            metavar="N",
            help=f"any other CAF modifier of the {side} (an ability, a scenario)",
        )
    parser.add_argument(
        "--attackers",
        type=_bounded(1, MAX_ATTACKERS),
        default=1,
        metavar="N",
        help="N attackers with ATTACKER_CAF fight the defender in turn, the second with 3D6, "
        "the third with 4D6... (default 1)",
    )
    parser.add_argument(
        "--also",
        type=_caf,
        action="append",
        default=[],
        metavar="CAF",
        help="one more attacker, with this CAF and the attacker's other modifiers, after "
        "the others (repeat for each)",
    )
    parser.add_argument(
        "--extra-dice",
        type=_bounded(0, MAX_ATTACKERS),
        default=0,
        metavar="K",
        help="the (first) attacker already rolls K extra D6: K combats against the same "
        "defender were fought before",
    )
    parser.add_argument(
        "--titan",
        action="store_true",
        help="the defender is a titan: models below Knights roll no extra dice",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(parser, "text")
    parser.set_defaults(func=cmd_odds)


def cmd_odds(args: argparse.Namespace) -> int:
    def side(caf: int, name: str) -> core.odds.Side:
        return core.odds.Side(
            caf=caf,
            cover=getattr(args, f"{name}_cover"),
            falling_back=getattr(args, f"{name}_falling_back"),
            leader=getattr(args, f"{name}_leader"),
            immobilised=getattr(args, f"{name}_immobilised"),
            modifier=getattr(args, f"{name}_modifier"),
        )

    cafs = [args.attacker] * args.attackers + list(args.also)
    if len(cafs) > MAX_ATTACKERS:
        print(core.i18n.message("odds.too_many", args.lang, count=MAX_ATTACKERS), file=sys.stderr)
        return ExitCode.UNREADABLE
    melee = core.odds.several(
        [side(caf, "attacker") for caf in cafs],
        side(args.defender, "defender"),
        titan=args.titan,
        first_extra=args.extra_dice,
    )
    if not args.json:
        sys.stdout.write(core.odds.melee_text(melee, args.lang, titan=args.titan))
        return ExitCode.OK

    def exact(value: Any) -> str:
        return f"{value.numerator}/{value.denominator}"

    combats = [
        {
            "attacker": float(odds.attacker),
            "defender": float(odds.defender),
            "draw": float(odds.draw),
            "exact": {
                "attacker": exact(odds.attacker),
                "defender": exact(odds.defender),
                "draw": exact(odds.draw),
            },
            "attacker_caf": odds.attacker_caf,
            "defender_caf": odds.defender_caf,
            "attacker_dice": odds.attacker_dice,
            "defender_dice": odds.defender_dice,
        }
        for odds in melee.combats
    ]
    if len(combats) == 1:
        top = combats[0]
        data: dict[str, Any] = {key: top[key] for key in ("attacker", "defender", "draw")}
        data["exact"] = top["exact"]
    else:
        data = {
            "attacker": float(melee.defender_removed),
            "defender": float(melee.attackers_removed),
            "draw": float(melee.engaged),
            "exact": {
                "attacker": exact(melee.defender_removed),
                "defender": exact(melee.attackers_removed),
                "draw": exact(melee.engaged),
            },
        }
    data["combats"] = combats
    data["draw_rule"] = core.i18n.message("odds.draw_rule", args.lang)
    data["draw_rule_source"] = {
        "text": core.odds.DRAW_RULE_SOURCE,
        "where": "NetEpic Gold rulebook (French), Corps à corps › Résolution",
    }
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    return ExitCode.OK
