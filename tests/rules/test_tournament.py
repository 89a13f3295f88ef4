"""Tournament packs: an event's own limits, with ``tournament-`` codes."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.rules.engine import validate
from listbuilder.rules.tournament import (
    TournamentPack,
    TournamentPackError,
    load_pack,
    parse_pack,
    unknown_names,
)
from tests.rules.builders import att, company, force, roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
WARHOUND = {"warhound_titan_weapons.plasma_blastgun": 1, "warhound_titan_weapons.inferno_gun": 1}


def pack(**data: object) -> TournamentPack:
    return TournamentPack.model_validate({"name": "Tarsis Open", **data})


def codes_of(codex: Codex, army: object, event: TournamentPack) -> list[tuple[str, str]]:
    result = validate(army, codex, tournament=event)  # type: ignore[arg-type]
    return [(f.code, f.path) for f in result.findings]


def test_example_pack_loads_and_names_only_real_lists_and_cards(codex: Codex) -> None:
    event = load_pack(EXAMPLES / "tournament-pack.yaml")
    assert event.points_limit == 3000
    assert unknown_names(event, codex) == []


def test_banned_and_not_allowed_lists(codex: Codex) -> None:
    army = roster(
        force("space_marines", "tactical_company"), force("imperial_guard", "predator_company")
    )
    assert codes_of(codex, army, pack(lists={"deny": ["imperial_guard"]})) == [
        ("tournament-list-banned", "forces[1]")
    ]
    assert codes_of(codex, army, pack(lists={"allow": ["space_marines"]})) == [
        ("tournament-list-not-allowed", "forces[1]")
    ]


def test_banned_card_by_id_or_book_id(codex: Codex) -> None:
    army = roster(force("orks", company("goff_clan", "ghazghkull_thraka")))
    for name in ("ghazghkull_thraka", "orks/ghazghkull_thraka"):
        assert codes_of(codex, army, pack(cards={"deny": [name]})) == [
            ("tournament-card-banned", "forces[0].companies[0].attached[0]")
        ]
    assert codes_of(codex, army, pack(cards={"allow": ["goff_clan"]})) == [
        ("tournament-card-not-allowed", "forces[0].companies[0].attached[0]")
    ]


def test_no_allies_at_this_event(codex: Codex) -> None:
    army = roster(
        force("space_marines", "tactical_company"), force("imperial_guard", "predator_company")
    )
    result = validate(army, codex, tournament=pack(allies=False))
    assert [(f.code, f.path) for f in result.findings] == [
        ("tournament-ally-forbidden", "forces[1]")
    ]
    assert "Tarsis Open" in result.findings[0].message("en")


def test_card_cap(codex: Codex) -> None:
    army = roster(
        force(
            "space_marines",
            company("tactical_company", att("warhound_titan", WARHOUND), att("rhino_squadron")),
            company("tactical_company", att("warhound_titan", WARHOUND)),
        ),
    )
    assert codes_of(codex, army, pack(card_caps={"warhound_titan": 1})) == [
        ("tournament-card-cap", "forces[0].companies[1].attached[0]")
    ]


def test_event_points_limit_and_game_size(codex: Codex) -> None:
    army = roster(force("orks", "goff_clan", "evil_sunz_clan", "deathskull_clan"), limit=4000)
    found = codes_of(codex, army, pack(points_limit=1000))
    assert found == [
        ("tournament-game-size", "points_limit"),
        ("tournament-points-limit", "points_limit"),
    ]
    # A roster without a limit is played at the event's size: the core rule reports the excess.
    unset = roster(force("orks", "goff_clan", "evil_sunz_clan"), limit=None)
    result = validate(unset, codex, tournament=pack(points_limit=1000))
    assert [f.code for f in result.findings] == ["points-limit"]
    assert result.figures.base == 1000


def test_bad_pack_names_the_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "pack.yaml"
    bad.write_text("format: netepic-tournament/1\nname: X\nallies: maybe\n", encoding="utf-8")
    with pytest.raises(TournamentPackError) as caught:
        load_pack(bad)
    assert caught.value.line == 3
    assert str(bad) in caught.value.describe()
    with pytest.raises(TournamentPackError):
        parse_pack("format: netepic-roster/1\n")
