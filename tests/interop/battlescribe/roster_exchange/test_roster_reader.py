"""Reading BattleScribe rosters: files shaped the way BattleScribe writes them, and hostile ones.

The three files in ``rosters/`` were made for these tests with the real NetEpic ids: force-level
(pooled) supports, weapons reached through entry links, option groups, a battlegroup whose
titans each carry their own weapons, and a Big Mob of three different Gargants.
"""

from __future__ import annotations

import io
import zipfile
from functools import cache
from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.codex.loader import load_codex
from listbuilder.codex.models import CardType
from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange.attach import Slot, assign_companies
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml
from listbuilder.roster.model import Company, Force, Roster
from listbuilder.rules.engine import validate

ROSTERS = Path(__file__).parent / "rosters"


@cache
def _codex() -> Codex:
    return load_codex()


def _cards(company):  # type: ignore[no-untyped-def]
    return [card.card for card in company.attached]


def test_pooled_supports_are_attached_by_ruling_15_in_file_order() -> None:
    roster, report = read_battlescribe_roster(ROSTERS / "space-marines-pooled.ros", _codex())
    assert roster.name == "Pooled supports" and roster.points_limit == 3000
    (force,) = roster.forces
    assert force.list_id == "space_marines"
    first, second = force.companies
    assert first.card == second.card == "tactical_company"
    # Seven supports in the file: the first five fill the first company, the rest the second;
    # one Special card each.
    assert _cards(first) == [
        "land_raider_squadron",
        "rhino_squadron",
        "predator_squadron",
        "land_raider_squadron",
        "land_raider_squadron",
        "chaplain",
    ]
    assert _cards(second) == ["rhino_squadron", "predator_squadron", "warhound_titan"]
    warhound = second.attached[-1]
    assert warhound.options == {
        "warhound_titan_weapons.plasma_blastgun": 1,
        "warhound_titan_weapons.inferno_gun": 1,
    }
    attached = report.of("bsimport.attached")
    assert len(attached) == 9
    assert attached[0].path == "forces[0].companies[0].attached[0]"
    assert "Land Raider Squadron" in attached[0].text("en")
    french = attached[0].text("fr")
    assert "rattachée à la compagnie 1" in french
    card = _codex().card("adeptus_astartes/land_raider_squadron")
    assert card is not None and card.card.display_name("fr") in french  # names in French too
    assert not report.of("bsimport.card-unknown")


def test_battlegroup_titans_keep_their_own_weapons_and_rounding_is_reported() -> None:
    roster, report = read_battlescribe_roster(ROSTERS / "titan-legion-battlegroup.ros", _codex())
    (company,) = roster.forces[0].companies
    assert company.card == "reaver_titan_battlegroup"
    assert company.options == {
        "reaver_titan_carapace_weapons_1.vortex_missile": 1,
        "reaver_titan_arm_weapons_1.volcano_cannon": 1,
        "reaver_titan_arm_weapons_1.gatling_blaster": 1,
        "reaver_titan_arm_weapons_2.quake_cannon": 2,
        "reaver_titan_arm_weapons_3.laser_blaster": 1,
        "reaver_titan_arm_weapons_3.power_fist": 1,
    }
    assert _cards(company) == ["warhound_titan"]
    (gap,) = report.of("bsimport.cost-differs")
    # BattleScribe adds the weapons up; NetEpic rounds each titan to 50 points (ruling 7).
    assert (gap.params["theirs"], gap.params["ours"]) == (1475, 1500)


def test_big_mob_gargants_each_choose_their_own_weapons() -> None:
    roster, _ = read_battlescribe_roster(ROSTERS / "orks-big-mob.ros", _codex())
    (company,) = roster.forces[0].companies
    (mob,) = company.attached
    assert mob.card == "gargant_big_mob"
    assert mob.options["gargants_1.great_gargant"] == 1
    assert mob.options["gargants_2.slasha_gargant"] == 1
    assert mob.options["gargants_3.great_gargant"] == 1
    assert mob.options["slasha_gargant_arm_weapons_2.deth_kannon"] == 1
    assert mob.options["great_gargant_great_gargant_arm_weapons_3.gatling_kannon"] == 2
    assert mob.options["great_gargant_great_gargant_arm_weapons_1.ripper_fist"] == 1


@pytest.mark.parametrize("name", sorted(p.name for p in ROSTERS.glob("*.ros")))
def test_what_we_read_from_battlescribe_we_write_back_the_same(name: str, tmp_path: Path) -> None:
    codex = _codex()
    roster, _ = read_battlescribe_roster(ROSTERS / name, codex)
    data, _ = roster_xml(roster, codex)
    (tmp_path / "again.ros").write_bytes(data)
    again, _ = read_battlescribe_roster(tmp_path / "again.ros", codex)
    assert again == roster


def _ros(body: str, force_entry: str = "8ee2-6192-0042-e72b") -> bytes:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<roster id="r" name="Test" gameSystemId="b6ca-ebfc-974f-eaae" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <forces>
    <force id="f" name="Whatever Marines" entryId="{force_entry}" catalogueId="0d18-39a5-d423-b431">
      <selections>{body}</selections>
    </force>
  </forces>
</roster>""".encode()


def test_unknown_ids_fall_back_to_names_and_unknown_cards_are_kept(tmp_path: Path) -> None:
    body = """
      <selection id="a" name="Tactical Company" entryId="no-such-id" number="1" type="unit"/>
      <selection id="b" name="Mystery Engine" entryId="nope" number="1" type="unit"/>"""
    path = tmp_path / "odd.ros"
    path.write_bytes(_ros(body, force_entry="not-a-force"))
    roster, report = read_battlescribe_roster(path, _codex())
    # The force's name is unknown too: the catalogue's only list of that name wins, else
    # the list is kept as unknown (the validator reports it).
    (force,) = roster.forces
    company = force.companies[0]
    assert company.card.endswith("tactical_company") or company.card == "tactical_company"
    assert [c.card for c in company.attached] == ["mystery_engine"]
    keys = [note.key for note in report.notes]
    assert "bsimport.card-unknown" in keys
    assert "bsimport.card-by-name" in keys or "bsimport.list-unknown" in keys


def test_a_force_without_company_keeps_its_cards_and_reports_no_company(tmp_path: Path) -> None:
    # Ruling 12: no placeholder company is made up; the cards stay as the file has them and
    # the validator says what is wrong (no-company), not that some invented card is unknown.
    body = (
        '<selection id="a" name="Rhino Squadron" entryId="3fa4-d12d-4d06-80ad" number="2"'
        ' type="unit"/>'
    )
    path = tmp_path / "nocompany.ros"
    path.write_bytes(_ros(body))
    codex = _codex()
    roster, report = read_battlescribe_roster(path, codex)
    (force,) = roster.forces
    assert [(c.card, c.attached) for c in force.companies] == [
        ("rhino_squadron", ()),
        ("rhino_squadron", ()),
    ]
    assert report.of("bsimport.no-company") and not report.of("bsimport.attached")
    assert "company 1" not in report.render() and "placeholder" not in report.render()
    result = validate(roster, codex)
    assert "no-company" in [f.code for f in result.findings]
    assert "unknown-card" not in [f.code for f in result.findings]
    ref = codex.find_card("rhino_squadron", force.list_id)
    assert ref is not None and result.figures.points == 2 * ref.card.points


def test_a_roster_without_company_comes_back_as_it_left(tmp_path: Path) -> None:
    codex = _codex()
    roster = Roster(
        name="No company",
        forces=(Force(list_id="imperial_guard", companies=(Company(card="leman_russ_squadron"),)),),
    )
    data, _ = roster_xml(roster, codex)
    path = tmp_path / "nocompany.ros"
    path.write_bytes(data)
    again, _ = read_battlescribe_roster(path, codex)
    assert again.forces == roster.forces


# --- hostile files ----------------------------------------------------------------------


def _zip(entries: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (_zip({"a.ros": _ros(""), "b.ros": _ros("")}), "exactly one"),
        (_zip({"../evil.ros": _ros("")}), "plain file name"),
        (_zip({"dir/evil.ros": _ros("")}), "plain file name"),
        (_zip({}), "exactly one"),
        (b"PK\x03\x04 this is no zip", "not a valid .rosz"),
        (b"<roster", "not valid XML"),
        (b"<catalogue id='x' name='y'/>", "not a BattleScribe roster"),
        (
            b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><roster>&a;</roster>',
            "refused",
        ),
        (
            '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE r [<!ENTITY a "aa">]><roster>&a;'
            "</roster>".encode("utf-16"),
            "refused",
        ),
        (b"<roster>" + b"<forces>" * 200 + b"</forces>" * 200 + b"</roster>", "nested too deeply"),
    ],
)
def test_hostile_files_are_refused_with_the_file_named(
    content: bytes, words: str, tmp_path: Path
) -> None:
    path = tmp_path / "hostile.rosz"
    path.write_bytes(content)
    with pytest.raises(RosterFileError) as caught:
        read_battlescribe_roster(path, _codex())
    assert words in caught.value.describe()
    assert str(path) in caught.value.describe()


def test_a_zip_bomb_is_refused_before_it_is_unpacked(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from listbuilder.interop.battlescribe.roster_exchange import rosfile

    monkeypatch.setattr(rosfile, "MAX_ROS_BYTES", 10_000)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("big.ros", b"<roster>" + b" " * 1_000_000 + b"</roster>")
    path = tmp_path / "bomb.rosz"
    path.write_bytes(buffer.getvalue())
    assert path.stat().st_size < 10_000
    with pytest.raises(RosterFileError, match="too large"):
        read_battlescribe_roster(path, _codex())


def test_missing_file_is_a_roster_file_error(tmp_path: Path) -> None:
    with pytest.raises(RosterFileError, match="no such file"):
        read_battlescribe_roster(tmp_path / "absent.ros", _codex())


# --- ruling 15 ----------------------------------------------------------------------------

_LIMITS = {CardType.SUPPORT: 5, CardType.SPECIAL: 1}.get


def test_first_fit_in_file_order() -> None:
    cards = [Slot(CardType.SUPPORT)] * 7 + [Slot(CardType.SPECIAL)] * 2
    assert assign_companies(2, cards, _LIMITS, 1) == [0, 0, 0, 0, 0, 1, 1, 0, 1]


def test_backtracks_when_first_fit_would_break_a_limit() -> None:
    # A Free Special first in the file would take company 0's Free slot; the Free Support
    # after it can only go where a Free slot is left, and so can the second Free Special.
    cards = [
        Slot(CardType.SPECIAL, free=True),
        Slot(CardType.SPECIAL),
        Slot(CardType.SUPPORT, free=True),
    ]
    result = assign_companies(2, cards, _LIMITS, 1)
    specials = [result[0], result[1]]
    assert sorted(specials) == [0, 1]
    assert result[2] != result[0]  # one Free card per company


def test_when_nothing_fits_the_excess_goes_to_the_emptiest_company() -> None:
    cards = [Slot(CardType.SPECIAL)] * 3
    assert assign_companies(2, cards, _LIMITS, 1) == [0, 1, 0]


def test_pinned_cards_stay_where_their_note_says() -> None:
    cards = [Slot(CardType.SUPPORT)] * 3
    assert assign_companies(3, cards, _LIMITS, 1, pinned=[2, None, 2]) == [2, 0, 2]
