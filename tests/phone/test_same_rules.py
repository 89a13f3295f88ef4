"""The page's tracker and odds against listbuilder.game, in a real browser: one scripted game
(ticks, a break, a correction, titans, bastions, objectives, turns, a draw) runs through both
and gives the same state and the same score at every step; the odds agree on a grid."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from listbuilder.game import state as game
from listbuilder.game.army import GameArmy, roster_army
from listbuilder.game.odds import Side, combat, several
from listbuilder.game.state import GameState, score
from listbuilder.interop.rosters import load_roster_file
from listbuilder.phone.data import phone_data, score_record
from listbuilder.phone.page import render_page
from tests.conftest import needs_chromium
from tests.phone.cdp import Page, browser

pytestmark = needs_chromium

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"
COMPANY = "forces[0].companies[0]"
RAIDERS = "forces[0].companies[0].attached[0]"
WARHOUND = "forces[0].companies[1].attached[1]"

SCRIPT: list[tuple[Any, ...]] = [
    ("losses", COMPANY, 5),
    ("losses", COMPANY, 15),  # the heavy box: broken in turn 1, 8 VP to the opponent
    ("losses", COMPANY, 14),  # a correction: it holds again
    ("losses", COMPANY, 99),  # clamped to its 29 models
    ("losses", RAIDERS, 2),
    ("destroyed", f"{WARHOUND}#0"),
    ("entry", "objectives", 3, None),
    ("entry", "opponent_objectives", 2, None),
    ("entry", "scored", 6, None),
    ("entry", "barrages", 1, None),
    ("entry", "barrages", -4, None),  # clamped to 0
    ("next",),
    ("previous",),  # nothing entered in turn 2 yet: it goes
    ("next",),
    ("destroyed", f"{WARHOUND}#0"),  # standing again: taken out of turn 1
    ("bastion", "Fort <b>", 250),
    ("destroyed", "bastion#0"),
    ("entry", "objectives", 12, None),  # more than the table holds
    ("entry", "objectives", 4, None),
    ("entry", "scored", 3, 1),  # a correction of turn 1
    ("previous",),  # turn 2 has entries: it stays
    ("losses", RAIDERS, 0),  # given back in turn 2: broken in turn 1 all the same (3 VP)
    ("next",),
    ("entry", "objectives", 3, None),
    ("entry", "opponent_objectives", 5, None),
    ("entry", "barrages", 1, None),
    ("losses", COMPANY, 15),  # broken in turn 3 this time
    ("destroyed", f"{WARHOUND}#0"),  # theirs: 25 + 8 + 3 + 3 + 3 + 1 = 43: lost
    ("entry", "scored", 22, None),  # ours in the same turn: 15 + 3 + 22 = 40: a draw
]


@pytest.fixture(scope="module")
def army(codex) -> GameArmy:  # type: ignore[no-untyped-def]
    return roster_army(load_roster_file(EXAMPLE, codex).roster, codex)


@pytest.fixture(scope="module")
def page(codex, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:  # type: ignore[no-untyped-def]
    roster = load_roster_file(EXAMPLE, codex).roster
    path = tmp_path_factory.mktemp("phone") / "army.html"
    path.write_bytes(render_page(phone_data(roster, codex, "en")))
    with browser() as chromium:
        tab = chromium.page(360, 800)
        tab.navigate(path.as_uri())
        yield tab


def python_step(army: GameArmy, state: GameState, step: tuple[Any, ...]) -> GameState:
    kind = step[0]
    if kind == "losses":
        card = army.card(step[1])
        assert card is not None
        return game.set_losses(state, card, step[2])
    if kind == "destroyed":
        return game.toggle_destroyed(state, step[1])
    if kind == "entry":
        return game.set_turn_entry(state, step[1], step[2], step[3])
    if kind == "next":
        return game.next_turn(state)
    if kind == "previous":
        return game.previous_turn(state)
    if kind == "bastion":
        return game.add_bastion(state, step[1], step[2])
    raise AssertionError(kind)


JS_STEP = """
((state, step) => {
  const R = window.listbuilderPhone.rules;
  const card = (path) => window.listbuilderPhone.data.cards.find((c) => c.path === path);
  switch (step[0]) {
    case "losses": return R.setLosses(state, card(step[1]), step[2]);
    case "destroyed": return R.toggleDestroyed(state, step[1]);
    case "entry": return R.setTurnEntry(state, step[1], step[2], step[3]);
    case "next": return R.nextTurn(state);
    case "previous": return R.previousTurn(state);
    case "bastion": return R.addBastion(state, step[1], step[2]);
  }
  throw new Error(step[0]);
})
"""


def test_one_scripted_game_gives_the_same_state_and_score_at_every_step(
    army: GameArmy, page: Page
) -> None:
    state = GameState()
    js_state = page.eval("window.listbuilderPhone.rules.newState()")
    assert js_state == state.model_dump(mode="json")
    outcomes = []
    for number, step in enumerate(SCRIPT, start=1):
        state = python_step(army, state, step)
        js_state = page.eval(f"{JS_STEP}({json.dumps(js_state)}, {json.dumps(step)})")
        assert js_state == state.model_dump(mode="json"), (number, step)
        expected = score_record(score(army, state))
        found = page.eval(
            "window.listbuilderPhone.rules.score(window.listbuilderPhone.data, "
            f"{json.dumps(js_state)})"
        )
        assert found == expected, (number, step)
        outcomes.append(expected["outcome"])
    # the game was lost at the opponent's 40 VP, then drawn when ours came in the same turn
    assert outcomes[-2:] == ["lost", "draw"]
    assert outcomes[0] == "playing" and "won" in outcomes  # 12 objectives: 60 VP for a while
    final = score(army, state)
    assert final.decided_turn == 3
    assert final.now.total == 40 and final.now.opponent_total == 43
    assert not final.objectives_over


GRID = [
    (a, d, ad, dd)
    for a in (-2, 0, 3)
    for d in (0, 2, 6)
    for ad, dd in ((2, 2), (3, 2), (4, 2), (0, 2), (2, 0), (0, 0))
]


def test_the_pages_odds_are_the_modules_on_a_grid(page: Page) -> None:
    found = page.eval(
        "(" + json.dumps(GRID) + ").map((g) => window.listbuilderPhone.odds.combat(...g))"
    )
    for (a, d, ad, dd), js in zip(GRID, found, strict=True):
        odds = combat(a, d, ad, dd)
        expected = {
            key: f"{value.numerator}/{value.denominator}"
            for key, value in (
                ("attacker", odds.attacker),
                ("defender", odds.defender),
                ("draw", odds.draw),
            )
        }
        assert js == expected, (a, d, ad, dd)


@pytest.mark.parametrize(
    ("attackers", "defender", "titan"),
    [
        ([{"caf": 0}] * 3, {"caf": 6}, False),
        ([{"caf": 0}] * 3, {"caf": 6}, True),
        (
            [{"caf": -1, "falling_back": True}, {"caf": 2, "leader": True}],
            {"caf": 2, "cover": "bunker"},
            False,
        ),
        ([{"caf": 3, "immobilised": True}], {"caf": 0, "cover": "trench"}, False),
    ],
)
def test_several_attackers_agree_too(
    page: Page, attackers: list[dict[str, Any]], defender: dict[str, Any], titan: bool
) -> None:
    js = page.eval(
        f"window.listbuilderPhone.odds.several({json.dumps(attackers)}, {json.dumps(defender)}, "
        f"{json.dumps(titan)}, 0)"
    )
    melee = several([Side(**a) for a in attackers], Side(**defender), titan=titan)

    def text(value: Any) -> str:
        return f"{value.numerator}/{value.denominator}"

    assert js["defender_removed"] == text(melee.defender_removed)
    assert js["attackers_removed"] == text(melee.attackers_removed)
    assert js["engaged"] == text(melee.engaged)
    assert [c["attacker_dice"] for c in js["combats"]] == [c.attacker_dice for c in melee.combats]
