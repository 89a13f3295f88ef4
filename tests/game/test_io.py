"""Game files: beside the roster, atomic, and read as hostile input."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.game.army import GameArmy, roster_army
from listbuilder.game.io import GameFileError, dump_game, game_path, load_game, parse_game
from listbuilder.game.state import GameState, set_turn_entry
from listbuilder.game.tracker import GameTracker
from tests.platforms import needs_mkfifo
from tests.rules.builders import company, force, roster


@pytest.fixture(scope="module")
def army(codex: Codex) -> GameArmy:
    return roster_army(roster(force("space_marines", company("tactical_company"))), codex)


def test_the_game_file_sits_beside_the_roster() -> None:
    assert game_path(Path("/x/army.netepic.yaml")) == Path("/x/army.netepic.game.yaml")
    assert game_path(Path("/x/army.ros")) == Path("/x/army.ros.game.yaml")


def test_a_state_reads_back_as_it_was_written() -> None:
    state = set_turn_entry(GameState(), "objectives", 3)
    assert parse_game(dump_game(state)) == state


@pytest.mark.parametrize(
    ("text", "line", "field"),
    [
        ("format: netepic-game/1\nturns:\n  - objectives: -3\n", 3, "turns.0.objectives"),
        ("format: netepic-game/1\nturns: []\n", 2, "turns"),
        ("format: netepic-roster/1\n", 1, "format"),
        ("- just a list\n", 1, None),
    ],
)
def test_a_bad_game_file_is_refused_with_its_line(text: str, line: int, field: str | None) -> None:
    with pytest.raises(GameFileError) as caught:
        parse_game(text, Path("g.game.yaml"))
    assert caught.value.line == line
    assert caught.value.field == field
    assert "g.game.yaml" in caught.value.describe("fr")


def test_aliases_and_deep_nesting_are_refused() -> None:
    bomb = "format: netepic-game/1\na: &a [1, 2]\nb: [*a, *a]\n"
    with pytest.raises(GameFileError):
        parse_game(bomb)
    deep = "format: netepic-game/1\nx: " + "[" * 50 + "]" * 50 + "\n"
    with pytest.raises(GameFileError):
        parse_game(deep)


@needs_mkfifo
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "a.game.yaml"
    os.mkfifo(fifo)
    with pytest.raises(GameFileError):
        load_game(fifo)


def test_every_tick_is_saved_and_comes_back_after_a_crash(tmp_path: Path, army: GameArmy) -> None:
    path = tmp_path / "army.game.yaml"
    tracker = GameTracker.open(army, path)
    assert not path.exists()  # nothing written before the first move
    tracker.set_losses(army.cards[0], 4)
    tracker.set_entry("objectives", 2)
    # the process dies here: a new tracker reads what the last move left
    again = GameTracker.open(army, path)
    assert again.state == tracker.state
    assert again.score.cards[0].losses == 4 and again.score.now.objectives == 2


def test_undo_and_redo_move_between_states_and_save_each(tmp_path: Path, army: GameArmy) -> None:
    path = tmp_path / "army.game.yaml"
    tracker = GameTracker.open(army, path)
    seen: list[int] = []
    tracker.subscribe(lambda: seen.append(tracker.score.cards[0].losses))
    tracker.set_losses(army.cards[0], 15)
    assert tracker.score.cards[0].broken
    tracker.undo()
    assert not tracker.score.cards[0].broken and load_game(path) == GameState()
    tracker.redo()
    assert load_game(path) == tracker.state and tracker.score.cards[0].losses == 15
    assert seen == [15, 0, 15]
    assert not tracker.set_losses(army.cards[0], 15)  # no change, no undo step
    assert tracker.can_undo() and not tracker.can_redo()


def test_a_deferred_save_waits_for_flush(tmp_path: Path, army: GameArmy) -> None:
    path = tmp_path / "army.game.yaml"
    tracker = GameTracker.open(army, path)
    asked: list[bool] = []
    tracker.save_soon = lambda: asked.append(True)
    tracker.set_losses(army.cards[0], 2)
    assert asked == [True] and not path.exists()
    tracker.flush()
    assert load_game(path) == tracker.state


def test_a_game_set_aside_gets_a_stamped_name_beside_it_and_never_overwrites(
    tmp_path: Path,
) -> None:
    from datetime import datetime

    from listbuilder.game.io import archive_game, archive_path

    game_file = game_path(tmp_path / "army.netepic.yaml")
    when = datetime(2026, 11, 28, 15, 30)
    assert archive_path(game_file, when) == tmp_path / "army.netepic.game-2026-11-28-1530.yaml"
    first = set_turn_entry(GameState(), "objectives", 1)
    second = set_turn_entry(GameState(), "objectives", 2)
    kept = [archive_game(first, game_file, when), archive_game(second, game_file, when)]
    assert kept[1] == tmp_path / "army.netepic.game-2026-11-28-1530-2.yaml"
    assert [load_game(path) for path in kept] == [first, second]
    # a roster with no file: the data folder's games, made when first needed
    loose = tmp_path / "games" / "roster.game.yaml"
    assert load_game(archive_game(first, loose, when)) == first
