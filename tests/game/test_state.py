"""The game's score, rule by rule (NetEpic Gold §3.1–3.4)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from listbuilder.codex.codex import Codex
from listbuilder.game.army import GameArmy, roster_army
from listbuilder.game.state import (
    MAX_TURNS,
    GameState,
    Outcome,
    add_bastion,
    bastion_key,
    destructible_key,
    next_turn,
    previous_turn,
    score,
    set_losses,
    set_turn_entry,
    toggle_destroyed,
)
from tests.rules.builders import company, force, roster


@pytest.fixture(scope="module")
def army(codex: Codex) -> GameArmy:
    """3,000 points: 40 VP to win, 8 objectives; a tactical company (BP 15, 8 VP) with
    Land Raiders (BP 2) and a Warlord Titan."""
    return roster_army(
        roster(
            force("space_marines", company("tactical_company", "land_raider_squadron")),
            force("space_marines", company("warlord_titan")),
            limit=3000,
        ),
        codex,
    )


def test_a_card_breaks_exactly_at_its_break_point(army: GameArmy) -> None:
    tactical = army.cards[0]
    state = set_losses(GameState(), tactical, 14)
    assert not score(army, state).cards[0].broken
    assert score(army, state).now.conceded == 0
    state = set_losses(state, tactical, 15)
    found = score(army, state).cards[0]
    assert found.broken and found.broken_turn == 1
    assert score(army, state).now.conceded == tactical.victory_points
    # more losses never score the card twice (§3.3: once, then kept)
    state = set_losses(state, tactical, 29)
    assert score(army, state).now.conceded == tactical.victory_points


def test_losses_stay_between_none_and_the_models(army: GameArmy) -> None:
    raiders = army.cards[1]
    state = set_losses(GameState(), raiders, 99)
    assert score(army, state).cards[1].losses == 3
    assert score(army, set_losses(state, raiders, -4)).cards[1].losses == 0


def test_a_card_broken_in_turn_two_concedes_from_turn_two(army: GameArmy) -> None:
    raiders = army.cards[1]
    state = set_losses(GameState(), raiders, 1)
    state = set_losses(next_turn(state), raiders, 2)
    turns = score(army, state).turns
    assert [t.conceded for t in turns] == [0, raiders.victory_points]
    assert score(army, state).cards[1].broken_turn == 2
    # correcting the count back below the break point takes the VP back
    assert score(army, set_losses(state, raiders, 1)).now.conceded == 0


def test_a_titan_gives_its_vp_when_destroyed(army: GameArmy) -> None:
    titan = army.cards[2]
    key = destructible_key(titan, 0)
    state = toggle_destroyed(GameState(), key)
    assert score(army, state).now.conceded == titan.destructibles[0].victory_points > 0
    assert score(army, state).cards[2].destroyed == (1,)
    assert score(army, toggle_destroyed(state, key)).now.conceded == 0  # standing again


def test_a_bastion_gives_its_cost_over_100_rounded_up_when_it_falls(army: GameArmy) -> None:
    state = add_bastion(GameState(), "Bastion", 275)
    assert score(army, state).bastions[0][1:] == (3, None)
    state = toggle_destroyed(next_turn(state), bastion_key(0))
    found = score(army, state)
    assert found.bastions[0][2] == 2
    assert [t.conceded for t in found.turns] == [0, 3]


def test_objectives_are_recounted_each_turn_not_added_up(army: GameArmy) -> None:
    state = set_turn_entry(GameState(), "objectives", 3)
    state = set_turn_entry(state, "opponent_objectives", 2)
    state = next_turn(state)  # holdings carry over until taken back
    assert score(army, state).now.objectives == 3
    state = set_turn_entry(state, "objectives", 1)
    turns = score(army, state).turns
    assert [t.objective_vp for t in turns] == [15, 5]
    assert turns[-1].total == 5  # not 15 + 5
    assert [t.opponent_total for t in turns] == [10, 10]


def test_vp_from_the_opponents_broken_cards_are_added_up(army: GameArmy) -> None:
    state = set_turn_entry(GameState(), "scored", 8)
    state = set_turn_entry(next_turn(state), "scored", 3)
    assert [t.scored for t in score(army, state).turns] == [8, 11]


def test_off_board_barrages_fired_give_vp_to_the_opponent(army: GameArmy) -> None:
    state = set_turn_entry(GameState(), "barrages", 2)
    assert score(army, next_turn(state)).now.conceded == 2


def test_a_side_wins_on_reaching_the_vp_to_win(army: GameArmy) -> None:
    assert army.vp_to_win == 40
    state = set_turn_entry(GameState(), "objectives", 4)  # 20 VP
    state = set_turn_entry(state, "scored", 19)
    assert score(army, state).outcome is Outcome.PLAYING
    state = set_turn_entry(state, "scored", 20)  # 40: reached counts as won
    found = score(army, state)
    assert (found.outcome, found.decided_turn) == (Outcome.WON, 1)


def test_the_opponent_wins_with_our_conceded_vp(army: GameArmy) -> None:
    state = set_turn_entry(GameState(), "opponent_objectives", 8)  # 40 VP
    assert score(army, state).outcome is Outcome.LOST


def test_both_sides_reaching_the_total_in_the_same_turn_is_a_draw(army: GameArmy) -> None:
    state = next_turn(GameState())
    state = set_turn_entry(state, "objectives", 4)
    state = set_turn_entry(state, "opponent_objectives", 4)
    state = set_turn_entry(state, "scored", 20)
    state = set_losses(state, army.cards[0], 15)  # 8 VP conceded
    state = toggle_destroyed(state, destructible_key(army.cards[2], 0))  # titan VP
    conceded = army.cards[0].victory_points + army.cards[2].victory_points
    state = set_turn_entry(state, "barrages", 20 - conceded)
    found = score(army, state)
    assert found.now.opponent_total == 40
    assert found.now.total >= 40 and found.now.opponent_total >= 40
    assert (found.outcome, found.decided_turn) == (Outcome.DRAW, 2)


def test_the_first_turn_to_reach_the_total_decides(army: GameArmy) -> None:
    state = set_turn_entry(GameState(), "objectives", 8)  # 40 in turn 1
    state = set_turn_entry(next_turn(state), "opponent_objectives", 8)
    found = score(army, state)
    assert (found.outcome, found.decided_turn) == (Outcome.WON, 1)


def test_small_battles_have_six_objectives(codex: Codex) -> None:
    small = roster_army(roster(force("space_marines", "tactical_company"), limit=2000), codex)
    state = set_turn_entry(GameState(), "objectives", 4)
    assert not score(small, state).objectives_over
    state = set_turn_entry(state, "opponent_objectives", 3)
    assert score(small, state).objectives == 6 and score(small, state).objectives_over


def test_turns_are_bounded_and_an_empty_turn_can_be_taken_back(army: GameArmy) -> None:
    state = GameState()
    for _ in range(MAX_TURNS + 3):
        state = next_turn(state)
    assert state.turn == MAX_TURNS
    one = set_turn_entry(GameState(), "objectives", 2)
    assert previous_turn(next_turn(one)) == one
    busy = set_turn_entry(next_turn(one), "scored", 1)
    assert previous_turn(busy) == busy


def test_a_state_refuses_what_no_game_holds() -> None:
    with pytest.raises(ValidationError):
        GameState.model_validate({"turns": []})
    with pytest.raises(ValidationError):
        GameState.model_validate({"turns": [{"objectives": -1}]})
    with pytest.raises(ValidationError):
        GameState.model_validate({"turns": [{}] * (MAX_TURNS + 1)})
    with pytest.raises(ValidationError):
        GameState.model_validate({"turns": [{"surprise": 1}]})
