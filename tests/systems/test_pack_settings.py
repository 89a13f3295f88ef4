"""What the player sets for a pack is kept in the roster's notes: it round-trips through
``.ros``/``.rosz`` and share codes, and ``validate --rules`` reads it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.exports import decode_code, encode_code
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.packs.settings import (
    parse_line,
    read_settings,
    refer,
    set_roster_choice,
    set_unit_choice,
    with_line,
)
from listbuilder.systems.battlescribe.roster import (
    OtherRoster,
    Selection,
    read_other_roster,
    write_other_roster,
)
from listbuilder.systems.battlescribe.validation import check_other_roster
from tests.conftest import SHARED, needs_shared
from tests.systems.army40k import BRACKET_1, Army

WH40K = SHARED / "battlescribe" / "wh40k-9e"


def test_the_line_keeps_the_player_s_own_notes() -> None:
    notes = "Painted in blue.\nlistbuilder: deploy=reserves; ld=7\nBring dice."
    assert parse_line(notes) == {"deploy": "reserves", "ld": "7"}
    changed = with_line(notes, {"deploy": "table", "squadron": "Alpha; Beta"})
    assert changed.splitlines() == [
        "Painted in blue.",
        "Bring dice.",
        "listbuilder: deploy=table; squadron=Alpha, Beta",
    ]
    assert with_line(changed, {}) == "Painted in blue.\nBring dice."


def test_a_unit_named_by_another_is_named_by_its_ref() -> None:
    roster = OtherRoster("r", "R", "g", "G")
    from listbuilder.systems.battlescribe.roster import Force

    units = [Selection(f"s{i}", f"Unit {i}", f"e{i}") for i in range(3)]
    roster.forces.append(Force("f", "F", "fe", "c", selections=units))
    refer(roster, None, "warlord", units[2])
    refer(roster, units[0], "transport", units[1])
    set_unit_choice(units[0], "deploy", "reserves")
    assert parse_line(units[2].notes) == {"ref": "u1"}
    assert parse_line(units[1].notes) == {"ref": "u2"}
    settings = read_settings(roster)
    assert settings.roster["warlord"] == "s2"
    assert settings.unit("s0") == {"transport": "s1", "deploy": "reserves"}
    assert settings.deployment("s0") == "reserves" and settings.deployment("s1") == "table"
    refer(roster, None, "warlord", None)
    assert "warlord" not in read_settings(roster).roster


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameData]:
    if not WH40K.is_dir():
        pytest.skip(f"{WH40K} is not present")
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("wh40k-settings")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        yield registry.load_game_data(registry.add_data(WH40K))


def _army(data: GameData) -> Army:
    """Bracket 1 with Inceptors in reserves (MH-10) and a Rhino brought by a Tactical Squad."""
    army = Army(data, *BRACKET_1, "Inceptor Squad", "Tactical Squad", "Rhino")
    set_unit_choice(army.unit("Inceptor Squad"), "deploy", "reserves")
    refer(army.roster, army.unit("Tactical Squad"), "transport", army.unit("Rhino"))
    set_roster_choice(army.roster, "stratagem", "Hero of the Chapter")
    return army


def _said(roster: OtherRoster, data: GameData) -> list[tuple[str, str]]:
    result = check_other_roster(roster, data, "mac-hammer")
    return [(f.code, f.path) for f in result.findings if f.code.startswith("mh-")]


@needs_shared
@pytest.mark.parametrize("name", ["army.ros", "army.rosz"])
def test_choices_round_trip_through_a_saved_roster(
    data: GameData, tmp_path: Path, name: str
) -> None:
    army = _army(data)
    expected = [("mh-10", army.path("Inceptor Squad"))]
    assert _said(army.roster, data) == expected
    write_other_roster(army.roster, tmp_path / name)
    back = read_other_roster(tmp_path / name)
    assert _said(back, data) == expected
    settings = read_settings(back)
    captain = next(s for s in back.forces[0].selections if s.name == "Captain")
    assert settings.roster["warlord"] == captain.id
    assert settings.roster["stratagem"] == "Hero of the Chapter"


@needs_shared
def test_choices_round_trip_through_a_share_code(data: GameData) -> None:
    army = _army(data)
    back = decode_code(encode_code(army.roster))
    assert _said(back, data) == [("mh-10", army.path("Inceptor Squad"))]
    rhino = next(s for s in back.forces[0].selections if s.name == "Rhino")
    tactical = next(s for s in back.forces[0].selections if s.name == "Tactical Squad")
    assert read_settings(back).unit(tactical.id)["transport"] == rhino.id


@needs_shared
def test_validate_rules_mac_hammer_reads_the_choices(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    army = _army(data)
    saved = tmp_path / "army.rosz"
    write_other_roster(army.roster, saved)
    status = main(["validate", str(saved), "--rules", "mac-hammer", "--json"])
    record = json.loads(capsys.readouterr().out)[0]
    pack = [f for f in record["findings"] if f["code"].startswith("mh-")]
    assert status == 1 and record["legal"] is False
    assert [(f["code"], f["severity"], f["path"]) for f in pack] == [
        ("mh-10", "error", army.path("Inceptor Squad"))
    ]
    assert "Inceptor Squad" in pack[0]["message"] and "reserves" in pack[0]["message"]
    code = tmp_path / "army.txt"
    code.write_text("Our list: " + encode_code(army.roster) + "\n", encoding="utf-8")
    main(["validate", str(code), "--rules", "mac-hammer", "--json", "--lang", "fr"])
    record = json.loads(capsys.readouterr().out)[0]
    (french,) = [f for f in record["findings"] if f["code"] == "mh-10"]
    assert "réserve" in french["message"]


@needs_shared
def test_validate_uses_the_pack_the_roster_names(
    data: GameData, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    army = _army(data)
    saved = tmp_path / "plain.ros"
    write_other_roster(army.roster, saved)
    main(["validate", str(saved), "--json"])
    record = json.loads(capsys.readouterr().out)[0]
    assert record["system"]["rules"] is None
    assert not [f for f in record["findings"] if f["code"].startswith("mh-")]
    set_roster_choice(army.roster, "rules", "mac-hammer")
    write_other_roster(army.roster, saved)
    main(["validate", str(saved), "--json"])
    record = json.loads(capsys.readouterr().out)[0]
    assert record["system"]["rules"] == "mac-hammer"
    assert [f["code"] for f in record["findings"] if f["code"].startswith("mh-")] == ["mh-10"]
    main(["validate", str(saved), "--rules", "only-war", "--json"])  # whatever the file says
    record = json.loads(capsys.readouterr().out)[0]
    assert record["system"]["rules"] == "only-war"
    assert not [f for f in record["findings"] if f["code"].startswith("mh-")]


@needs_shared
def test_a_rule_reads_choices_given_as_a_plain_mapping(data: GameData) -> None:
    from listbuilder.systems.battlescribe.checks import make_context
    from listbuilder.systems.battlescribe.packs.api import PackContext, run_pack
    from listbuilder.systems.battlescribe.packs.mac_hammer import PACK

    army = Army(data, *BRACKET_1, "Inceptor Squad")
    refer(army.roster, None, "warlord", None)
    ctx, _ = make_context(data, army.roster)
    captain = army.unit("Captain").id
    inceptors = army.unit("Inceptor Squad").id
    given = {"warlord": captain, "units": {inceptors: {"deploy": "reserves"}}}
    found = run_pack(PACK, PackContext(data, army.roster, ctx, given))
    assert [(f.code, f.path) for f in found] == [("mh-10", army.path("Inceptor Squad"))]
