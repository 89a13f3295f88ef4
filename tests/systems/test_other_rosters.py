# ruff: noqa: E501
"""Rosters of other games (ruling 20): read, checked by their data's constraints and packs."""

from __future__ import annotations

import json
import shutil
import types
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.rules.codes import Severity
from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.checks import check_roster
from listbuilder.systems.battlescribe.findings import BsFinding
from listbuilder.systems.battlescribe.packs import PACK_MODULES, load_pack, pack_names
from listbuilder.systems.battlescribe.packs.api import Pack, PackContext, rule
from listbuilder.systems.battlescribe.roster import read_other_roster
from tests.systems import samples

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture()
def added(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Skirmish added to a user data folder of this test's own; returns a folder for rosters."""
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(tmp_path / "user-data"))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "user-cache"))
    registry.add_data(samples.write_game(tmp_path / "skirmish"))
    folder = tmp_path / "rosters"
    folder.mkdir()
    return folder


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def findings_of(path: Path) -> list[tuple[str, str, str]]:
    item = registry.find_added(samples.GST_ID)
    assert item is not None
    result = check_roster(registry.load_game_data(item), read_other_roster(path))
    return [(f.code, f.path, f.message("en")) for f in result.findings]


def test_a_legal_roster_has_no_finding_and_its_totals_follow_the_data(added: Path) -> None:
    path = write(added, "legal.ros", samples.roster(samples.LEGAL))
    item = registry.find_added(samples.GST_ID)
    assert item is not None
    result = check_roster(registry.load_game_data(item), read_other_roster(path))
    assert result.findings == [] and result.legal
    # 50 + 5 x 10 + 10 x 10 + 5 pts; the squad of ten costs 3 PL more (a modifier group)
    assert result.totals == {samples.PTS: 205.0, samples.PL: 12.0}


def test_each_kind_of_constraint_is_said_as_battlescribe_says_it(added: Path) -> None:
    bad = samples.captain("c1") + samples.captain("c2") + samples.squad("s1", 4, sword=True)
    path = write(added, "bad.ros", samples.roster(bad, limit=100))
    assert findings_of(path) == [
        ("bs-min", "forces[0]", "Troops: at least 2 (1 now)"),  # a force's category
        ("bs-max", "forces[0].selections[1]", "Captain: at most 1 (2 now)"),  # roster scope
        ("bs-min", "forces[0].selections[2]", "Trooper: at least 5 (4 now)"),  # in its unit
        ("bs-limit", "", "145 pts is over the roster's limit of 100 pts"),
    ]


def test_too_many_models_and_a_second_sword(added: Path) -> None:
    squad = samples.squad("s1", 11, sword=True)
    squad = squad.replace(
        "</selections>",
        samples.selection("x", "Sword", samples.SERGEANT_SWORD, kind="upgrade") + "</selections>",
        1,
    )
    path = write(
        added, "big.ros", samples.roster(samples.captain("c1") + squad + samples.squad("s2", 5))
    )
    codes = findings_of(path)
    assert (
        "bs-max",
        "forces[0].selections[1].selections[0]",
        "Trooper: at most 10 (11 now)",
    ) in codes
    assert ("bs-max", "forces[0].selections[1].selections[2]", "Sword: at most 1 (2 now)") in codes


def test_an_entry_the_data_lacks_is_an_error_never_dropped(added: Path) -> None:
    ghost = samples.selection("g", "Ghost", "sk-nothing", kind="unit")
    path = write(added, "ghost.ros", samples.roster(samples.LEGAL + ghost))
    assert findings_of(path)[-1][:2] == ("bs-unknown-entry", "forces[0].selections[3]")


def test_validate_a_mixed_folder_each_by_its_own_rules(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(added, "blue.ros", samples.roster(samples.LEGAL))
    write(added, "bad.ros", samples.roster(samples.captain("c1"), limit=10))
    shutil.copy(EXAMPLES / "goff-warband.yaml", added / "goff-warband.yaml")
    status, out, _ = run(capsys, "validate", str(added), "--json")
    records = {Path(r["file"]).name: r for r in json.loads(out)}
    assert status == 1  # one illegal roster; exit codes as they were
    assert records["blue.ros"]["legal"] is True and records["blue.ros"]["points"] == 205
    assert records["blue.ros"]["system"]["name"] == "Skirmish"
    assert {f["code"] for f in records["bad.ros"]["findings"]} == {"bs-min", "bs-limit"}
    netepic = records["goff-warband.yaml"]
    assert "system" not in netepic and isinstance(netepic["victory_points"], int)
    for record in records.values():
        assert set(record) >= {"file", "legal", "points", "victory_points", "findings"}
        for finding in record["findings"]:
            assert set(finding) == {"code", "severity", "message", "path"}


def test_text_report_in_french(added: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(added, "bad.ros", samples.roster(samples.captain("c1")))
    status, out, _ = run(capsys, "validate", str(path), "--lang", "fr")
    assert status == 1
    assert "Troops : au moins 2 (0 actuellement)" in out
    assert "(Skirmish) : non conforme" in out


def test_without_the_data_ruling_19_still_refuses_the_roster(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(tmp_path / "empty"))
    path = write(tmp_path, "blue.ros", samples.roster(samples.LEGAL))
    status, _, err = run(capsys, "validate", str(path))
    assert status == 2 and "Skirmish" in err


def test_a_roster_of_a_game_not_added_is_refused_even_when_another_is(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = samples.roster(samples.LEGAL, system="other-game").replace("Skirmish", "Chess")
    status, _, err = run(capsys, "validate", str(write(added, "chess.rosz.ros", text)))
    assert status == 2 and "Chess" in err


def test_the_three_packs_are_named_and_an_unknown_one_is_a_usage_error(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert pack_names() == ["mac-hammer", "only-war", "bfg"]
    for name in pack_names():
        assert load_pack(name).id == name
    path = write(added, "blue.ros", samples.roster(samples.LEGAL))
    status, out, _ = run(capsys, "validate", str(path), "--rules", "bfg", "--json")
    assert status == 0 and json.loads(out)[0]["system"]["rules"] == "bfg"
    with pytest.raises(SystemExit) as caught:
        main(["validate", str(path), "--rules", "chess"])
    assert caught.value.code == 2


def test_a_pack_rule_is_a_function_with_its_id_and_source(
    added: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    @rule("SK-1", "test text, line 1")
    def at_most_one_squad(ctx: PackContext) -> list[BsFinding]:
        squads = [u for u in ctx.units() if u.selection and u.selection.name == "Squad"]
        return [
            ctx.finding(
                "sk-1",
                unit.path,
                "finding.bs-max",
                name="Squad",
                limit=1,
                count=len(squads),
                unit="",
            )
            for unit in squads[1:]
        ]

    module = types.ModuleType("sk_pack")
    module.PACK = Pack(
        "sk", "Skirmish rules", "Règles Skirmish", ("Skirmish",), (at_most_one_squad,)
    )  # type: ignore[attr-defined]
    monkeypatch.setitem(__import__("sys").modules, "sk_pack", module)
    monkeypatch.setattr(
        "listbuilder.systems.battlescribe.packs.PACK_MODULES", {**PACK_MODULES, "sk": "sk_pack"}
    )
    from listbuilder.systems.battlescribe.validation import check_other_roster

    path = write(added, "blue.ros", samples.roster(samples.LEGAL))
    item = registry.find_added(samples.GST_ID)
    assert item is not None
    result = check_other_roster(read_other_roster(path), registry.load_game_data(item), "sk")
    (finding,) = result.findings
    assert (finding.code, finding.rule, finding.source) == ("sk-1", "SK-1", "test text, line 1")
    assert finding.path == "forces[0].selections[2]" and finding.severity is Severity.ERROR
    assert not result.legal


def test_summary_gives_the_figures_and_netepic_only_commands_say_which_read_it(
    added: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(added, "blue.ros", samples.roster(samples.LEGAL))
    status, out, _ = run(capsys, "summary", str(path), "--json")
    record = json.loads(out)
    assert status == 0 and (record["points"], record["power_level"]) == (205, 12)
    assert record["system"]["id"] == samples.GST_ID
    status, _, err = run(capsys, "needs", str(path), "--lang", "en")
    assert (
        status == 2 and "Skirmish" in err and "validate, summary, export and print read it" in err
    )


def test_a_link_s_modifier_changes_its_target_s_constraint(added: Path, tmp_path: Path) -> None:
    link = '<entryLink id="sk-root-captain" name="Captain" hidden="false" collective="false" import="true" targetId="sk-captain" type="selectionEntry"/>'
    assert link in samples.CAT
    two = link.replace(
        "/>",
        '><modifiers><modifier type="set" field="sk-captain-max" value="2"/></modifiers></entryLink>',
    )
    registry.add_data(
        samples.write_game(tmp_path / "skirmish2", cat=samples.CAT.replace(link, two))
    )
    registry._LOADED.clear()
    captains = samples.captain("c1") + samples.captain("c2") + samples.captain("c3")
    path = write(added, "captains.ros", samples.roster(captains + samples.LEGAL))
    said = [f[2] for f in findings_of(path) if f[0] == "bs-max"]
    assert said == ["HQ: at most 2 (4 now)", "Captain: at most 2 (4 now)"]  # not "at most 1"


def test_a_category_modifier_changes_what_a_unit_counts_as(added: Path, tmp_path: Path) -> None:
    group = "<modifierGroups>"
    assert samples.CAT.count(group) == 1
    as_hq = (
        '<modifiers><modifier type="add" field="category" value="sk-hq"><conditions>'
        '<condition field="selections" scope="sk-squad" value="10" percentValue="false" shared="true" '
        'includeChildSelections="true" includeChildForces="false" childId="sk-trooper" type="atLeast"/>'
        "</conditions></modifier></modifiers>"
    )
    cat = samples.CAT.replace(group, as_hq + group)
    registry.add_data(samples.write_game(tmp_path / "skirmish3", cat=cat))
    registry._LOADED.clear()
    big = write(added, "big.ros", samples.roster(samples.squad("s1", 10) + samples.squad("s2", 5)))
    assert [f[2] for f in findings_of(big)] == []  # the squad of ten is an HQ choice too
    small = write(
        added, "small.ros", samples.roster(samples.squad("s1", 9) + samples.squad("s2", 5))
    )
    assert [f[2] for f in findings_of(small)] == ["HQ: at least 1 (0 now)"]


def test_a_pack_leaves_netepic_rosters_to_netepic_s_rules_and_says_so(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(added, "blue.ros", samples.roster(samples.LEGAL))
    shutil.copy(EXAMPLES / "goff-warband.yaml", added / "goff-warband.yaml")
    status, out, err = run(capsys, "validate", str(added), "--rules", "only-war", "--json")
    records = {Path(r["file"]).name: r for r in json.loads(out)}
    assert records["blue.ros"]["system"]["rules"] == "only-war"
    # the pack's rules apply to the other game's roster: Only War wants one Warlord (40K-4)
    assert [f["code"] for f in records["blue.ros"]["findings"] if f["severity"] == "error"] == [
        "40k-4"
    ]
    assert status == 1  # that one error, and the NetEpic roster legal under its own rules
    assert "goff-warband.yaml" in err and "only-war is for other games" in err
    assert records["goff-warband.yaml"]["legal"] is True


def test_a_percent_constraint_is_a_share_of_the_scope_s_total(added: Path, tmp_path: Path) -> None:
    old = '<constraint field="selections" scope="roster" value="1" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="true" id="sk-captain-max" type="max"/>'
    assert old in samples.CAT
    share = '<constraint field="sk-pts" scope="roster" value="30" percentValue="true" shared="true" includeChildSelections="true" includeChildForces="true" id="sk-captain-share" type="max"/>'
    registry.add_data(
        samples.write_game(tmp_path / "skirmish4", cat=samples.CAT.replace(old, old + share))
    )
    registry._LOADED.clear()
    legal = write(added, "legal.ros", samples.roster(samples.LEGAL))  # 50 of 205 pts: 24%
    assert findings_of(legal) == []
    heavy = samples.captain("c1") + samples.squad("s1", 5) + samples.squad("s2", 5)
    path = write(added, "heavy.ros", samples.roster(heavy))  # 50 of 150 pts: 33%
    assert [f[2] for f in findings_of(path)] == ["Captain: at most 30% (33.33 now)"]


def test_a_pack_rule_reads_costs_roles_keywords_profiles_and_models(added: Path) -> None:
    from listbuilder.systems.battlescribe.checks import make_context

    path = write(added, "blue.ros", samples.roster(samples.LEGAL))
    item = registry.find_added(samples.GST_ID)
    assert item is not None
    data = registry.load_game_data(item)
    roster = read_other_roster(path)
    check, _ = make_context(data, roster)
    ctx = PackContext(data, roster, check)
    captain, small, big = ctx.units()
    assert [ctx.cost(unit, "pts") for unit in (captain, small, big)] == [50.0, 50.0, 105.0]
    assert ctx.cost(big, "PL") == 6.0  # the squad of ten costs 3 PL more
    assert (ctx.primary_category(captain), ctx.categories(big)) == ("HQ", ["Troops"])
    assert [ctx.models(unit) for unit in (captain, small, big)] == [1, 5, 10]
    assert ctx.profiles(small, "Unit") == [("Trooper", {"M": '6"', "W": "1"})]
    assert ctx.cost_type_id("Power Level", "PL") == samples.PL
