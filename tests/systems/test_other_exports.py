"""Exports of rosters of other games: text, Markdown, .rosz and share codes carrying the system."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.exports import decode_code, encode_code
from listbuilder.systems.battlescribe.roster import every_selection, read_other_roster
from tests.systems import samples


@pytest.fixture()
def legal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(tmp_path / "user-data"))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "user-cache"))
    registry.add_data(samples.write_game(tmp_path / "skirmish"))
    path = tmp_path / "legal.ros"
    path.write_text(samples.roster(samples.LEGAL), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_markdown_lists_forces_units_roles_and_costs_from_the_data(
    legal: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "export", str(legal), "-f", "markdown", "--lang", "en")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "# Blue Patrol"
    assert lines[1] == "*Skirmish, revision 3* · 205 pts / 500 · 12 PL"
    assert "## Patrol — Blue Army" in lines
    assert "- **Squad** (Troops — 105 pts, 6 PL)" in lines  # ten troopers and a sword
    assert "  - 10× Trooper" in lines


def test_text_in_french(legal: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "export", str(legal), "-f", "text", "--lang", "fr")
    assert status == 0 and "Skirmish, révision 3: 205 pts / 500, 12 PL" in out
    assert "== Patrol (Blue Army) ==" in out


def test_a_share_code_carries_the_system_and_comes_back_through_validate_and_rosz(
    legal: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "export", str(legal), "-f", "code")
    code = out.strip()
    assert status == 0 and code.startswith("BSR1:") and code[5:].isalnum()
    back = decode_code(f"my list:\n{code[:40]}\n{code[40:]}.\nthanks")  # a chat broke it
    assert (back.game_system_id, back.game_system_revision) == (samples.GST_ID, 3)
    original = read_other_roster(legal)
    assert [s.entry_id for s in back.forces[0].selections] == [
        s.entry_id for s in original.forces[0].selections
    ]
    chat = tmp_path / "chat.txt"
    chat.write_text(f"Here it is: {code} see you", encoding="utf-8")
    status, out, _ = run(capsys, "validate", str(chat), "--json")
    assert status == 0 and '"points": 205' in out
    status, _, _ = run(capsys, "export", str(chat), "-f", "rosz", "-o", str(tmp_path / "b.rosz"))
    assert status == 0
    again = read_other_roster(tmp_path / "b.rosz")
    assert encode_code(again) == encode_code(back)


def test_a_damaged_code_or_one_without_its_data_exits_2(
    legal: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code = encode_code(read_other_roster(legal))
    chat = tmp_path / "chat.txt"
    chat.write_text(code[:-12], encoding="utf-8")
    status, _, err = run(capsys, "validate", str(chat))
    assert status == 2 and "share code" in err
    chat.write_text(code, encoding="utf-8")
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(tmp_path / "nothing-added"))
    status, _, err = run(capsys, "validate", str(chat))
    assert status == 2 and "Skirmish" in err


def test_netepic_only_formats_are_refused_for_other_games(
    legal: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run(capsys, "export", str(legal), "-f", "bbcode", "--lang", "en")
    assert status == 2 and "for NetEpic Gold rosters" in err


def test_a_code_asking_for_too_much_is_refused(tmp_path: Path) -> None:

    selection: list[object] = ["x", 1, "unit", "X", "", "", "", []]
    for _ in range(40):  # forty levels deep
        selection = ["x", 1, "unit", "X", "", "", "", [selection]]
    document = {
        "system": [samples.GST_ID, "Skirmish", 3],
        "name": "deep",
        "notes": "",
        "limits": [],
        "forces": [["f", "c", "F", "C", 0, "", "", [selection], []]],
    }
    raw = zlib.compress(json.dumps(document).encode(), 9)
    code = "BSR1:" + base64.b32encode(raw).decode().rstrip("=")
    from listbuilder.errors import RosterFileError

    with pytest.raises(RosterFileError, match="not a readable share code"):
        decode_code(code, file=tmp_path / "chat.txt")


def test_our_yaml_keeps_the_pack_and_the_player_s_settings(
    legal: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "export", str(legal), "-f", "yaml")
    assert status == 0 and out.startswith("format: listbuilder-game-roster/1\n")
    text = out.replace(
        "name: Blue Patrol\n", "name: Blue Patrol\nrules: bfg\nsettings:\n  warlord: c1\n", 1
    )
    mine = tmp_path / "blue.yaml"
    mine.write_text(text, encoding="utf-8")
    status, out, _ = run(capsys, "validate", str(mine), "--json")
    (record,) = json.loads(out)
    assert status == 0 and record["points"] == 205 and record["system"]["rules"] == "bfg"
    from listbuilder.systems.battlescribe.yamlroster import roster_from_yaml, roster_to_yaml

    roster = roster_from_yaml(text, mine)
    assert roster.settings == {"warlord": "c1"} and roster.rules == "bfg"
    assert roster_from_yaml(roster_to_yaml(roster), mine) == roster
    status, out, _ = run(capsys, "validate", str(mine), "--rules", "only-war", "--json")
    assert json.loads(out)[0]["system"]["rules"] == "only-war"  # whatever the file says


@pytest.mark.parametrize(
    ("change", "field"),
    [(("rules: bfg", "rules: chess"), "rules"), (("number: 10", "number: ten"), "number")],
)
def test_a_wrong_yaml_roster_names_the_field_and_line(
    legal: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    change: tuple[str, str],
    field: str,
) -> None:
    status, out, _ = run(capsys, "export", str(legal), "-f", "yaml")
    text = out.replace("name: Blue Patrol\n", "name: Blue Patrol\nrules: bfg\n", 1)
    mine = tmp_path / "bad.yaml"
    mine.write_text(text.replace(*change), encoding="utf-8")
    status, _, err = run(capsys, "validate", str(mine), "--lang", "en")
    assert status == 2 and field in err and "bad.yaml:" in err


def test_a_share_code_keeps_the_pack_and_the_settings(legal: Path, tmp_path: Path) -> None:
    """The pack and the choices live in the notes' lines, which the code carries; a unit
    named by a choice is named by its ref, so it is the same unit under its new id."""
    roster = read_other_roster(legal)
    roster.rules = "mac-hammer"
    roster.settings = {"warlord": "c1", "game-size": 1000, "units": {"s1": {"deploy": "reserves"}}}
    assert "rules=mac-hammer" in roster.notes and "warlord=u1" in roster.notes
    back = decode_code(encode_code(roster))
    assert back.rules == "mac-hammer"
    by_id = {s.id: s for s in every_selection(back)}
    settings = back.settings
    assert settings["game-size"] == "1000"
    warlord = by_id[str(settings["warlord"])]
    assert warlord.name == next(s for s in every_selection(roster) if s.id == "c1").name
    units = settings["units"]
    assert isinstance(units, dict)
    (reserve,) = [by_id[k] for k, v in units.items() if v.get("deploy") == "reserves"]
    assert reserve.name == next(s for s in every_selection(roster) if s.id == "s1").name


def test_an_older_share_code_s_settings_are_read_into_the_notes(legal: Path) -> None:
    """Codes written before the notes held every choice carry ``settings`` beside them."""
    roster = read_other_roster(legal)
    document = json.loads(
        zlib.decompress(base64.b32decode(_padded(encode_code(roster)[5:]))).decode()
    )
    document["rules"] = "bfg"
    document["settings"] = {"opponent-pl": 30, "odd": [1], "units": {"nobody": {"ld": 7}}}
    raw = zlib.compress(json.dumps(document).encode(), 9)
    back = decode_code("BSR1:" + base64.b32encode(raw).decode().rstrip("="))
    assert back.rules == "bfg" and back.settings == {"opponent-pl": "30"}
    assert back.notes.endswith("listbuilder: rules=bfg; opponent-pl=30")


def _padded(body: str) -> str:
    return body + "=" * (-len(body) % 8)


def test_text_and_markdown_show_the_player_s_notes_not_the_choices_line(legal: Path) -> None:
    from listbuilder.systems.battlescribe.exports import export_other
    from listbuilder.systems.battlescribe.registry import find_added, load_game_data

    roster = read_other_roster(legal)
    roster.notes = "Blue army, painted"
    roster.rules = "bfg"
    assert roster.notes == "Blue army, painted\nlistbuilder: rules=bfg"
    item = find_added(roster.game_system_id)
    assert item is not None
    data = load_game_data(item)
    for fmt in ("text", "markdown"):
        lines = export_other(roster, data, fmt, "en").decode("utf-8").splitlines()
        assert "Blue army, painted" in lines
        assert not [line for line in lines if "listbuilder:" in line]


def test_an_older_yaml_roster_s_settings_for_its_units_are_read_into_their_notes(
    legal: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Selection ids of our YAML are given in order on reading (``lb-00001``...): an older
    file's ``settings`` named units by them; a unit it names is named by its ref now."""
    from listbuilder.systems.battlescribe.yamlroster import roster_from_yaml, roster_to_yaml

    status, out, _ = run(capsys, "export", str(legal), "-f", "yaml")
    assert status == 0
    plain = roster_from_yaml(out, tmp_path / "plain.yaml")
    captain = next(s for s in every_selection(plain) if s.name == "Captain")
    squad = next(s for s in every_selection(plain) if s.name == "Squad")
    text = out.replace(
        "name: Blue Patrol\n",
        "name: Blue Patrol\nrules: mac-hammer\nsettings:\n"
        f"  warlord: {captain.id}\n  units:\n    {squad.id}: {{deploy: reserves}}\n",
        1,
    )
    roster = roster_from_yaml(text, tmp_path / "old.yaml")
    settings = roster.settings
    assert settings["warlord"] == captain.id
    assert settings["units"] == {captain.id: {"ref": "u1"}, squad.id: {"deploy": "reserves"}}
    assert "settings:" not in roster_to_yaml(roster)  # written once, in the notes
    assert roster_from_yaml(roster_to_yaml(roster), tmp_path / "new.yaml") == roster
