"""A roster built under house rules travels with them: the YAML file carries the pack and
reopens under it; a share code and a ``.rosz`` name it (name and hash) and reopen under it
when it is given, or say that it is missing; game mode plays the pack's cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.editing.export import export_bytes, write_export
from listbuilder.editing.session import EditSession
from listbuilder.game.army import roster_army
from listbuilder.interop.share_code import decode
from listbuilder.roster.io import parse_roster
from listbuilder.rules.house_rules import apply_pack
from listbuilder.rules.tournament import TournamentPack, load_pack
from tests.rules.builders import company, force, roster

HOUSE = Path(__file__).resolve().parents[2] / "examples" / "packs" / "house-rules.yaml"
ARMY = roster(
    force("space_marines", company("tactical_company", "purifier_squad", "rhino_squadron")),
    name="Purifiers",
)


@pytest.fixture(scope="module")
def pack() -> TournamentPack:
    return load_pack(HOUSE)


@pytest.fixture(scope="module")
def house(codex: Codex, pack: TournamentPack) -> Codex:
    return apply_pack(codex, pack)


def _points(codex: Codex) -> int:
    tactical = codex.card("adeptus_astartes/tactical_company")
    assert tactical is not None
    return tactical.card.points + 150 + 75


def test_the_yaml_roster_carries_the_pack_and_reopens_under_it(
    codex: Codex, house: Codex, pack: TournamentPack, tmp_path: Path
) -> None:
    data, _ = export_bytes(ARMY, house, "yaml", "en")
    text = data.decode("utf-8")
    assert "\npack:\n" in text and f"hash: {pack.hash}" in text
    assert parse_roster(text).pack is not None
    path = tmp_path / "purifiers.yaml"
    path.write_bytes(data)
    session = EditSession.open(codex, path)  # the shipped codex: the file brings the pack
    assert session.codex.house is not None and session.codex.house.hash == pack.hash
    assert session.result.legal, session.result.codes()
    assert session.result.figures.points == _points(codex)
    assert session.pack_notice is not None and session.pack_notice.key == "pack.notice.reopened"
    # saved again, it keeps the pack
    session.save(tmp_path / "again.yaml")
    assert EditSession.open(codex, tmp_path / "again.yaml").codex.house == session.codex.house


def test_a_changed_pack_inside_the_roster_is_said(
    codex: Codex, house: Codex, tmp_path: Path
) -> None:
    text = export_bytes(ARMY, house, "yaml", "en")[0].decode("utf-8")
    path = tmp_path / "edited.yaml"
    path.write_text(text.replace("points: 150", "points: 100"), encoding="utf-8")
    session = EditSession.open(codex, path)
    assert session.pack_notice is not None and session.pack_notice.key == "pack.notice.changed"
    assert session.result.figures.points == _points(codex) - 50


def test_a_share_code_names_the_pack_and_reopens_under_it(
    codex: Codex, house: Codex, pack: TournamentPack, tmp_path: Path
) -> None:
    code = export_bytes(ARMY, house, "code", "en")[0].decode("ascii").strip()
    read = decode(code)
    assert read.pack is not None and (read.pack.name, read.pack.hash) == (pack.name, pack.hash)
    assert read.pack.content is None  # a chat line carries the name and hash alone
    path = tmp_path / "code.txt"
    path.write_text(f"my list: {code}.", encoding="utf-8")
    under = EditSession.open(house, path, tournament=pack)
    assert under.result.legal and under.result.figures.points == _points(codex)
    assert under.pack_notice is None
    missing = EditSession.open(codex, path)
    assert missing.pack_notice is not None and missing.pack_notice.key == "pack.notice.missing"
    assert "unknown-card" in missing.result.codes()


def test_a_rosz_names_the_pack_and_reopens_under_it(
    codex: Codex, house: Codex, pack: TournamentPack, tmp_path: Path
) -> None:
    data, notes = export_bytes(ARMY, house, "rosz", "en")
    assert notes == []  # the custom card is written like any other
    path = tmp_path / "purifiers.rosz"
    write_export(path, data, "rosz")
    under = EditSession.open(house, path, tournament=pack)
    assert under.roster.pack is not None and under.roster.pack.hash == pack.hash
    assert [c.card for c in under.roster.forces[0].companies[0].attached] == [
        "purifier_squad",
        "rhino_squadron",
    ]
    assert under.result.legal and under.result.figures.points == _points(codex)
    other = EditSession.open(codex, path)
    assert other.pack_notice is not None and other.pack_notice.key == "pack.notice.missing"


def test_game_mode_plays_the_custom_card_and_the_changed_figures(house: Codex) -> None:
    army = roster_army(ARMY, house)
    by_key = {card.key: card for card in army.cards}
    purifiers = by_key["adeptus_astartes/purifier_squad"]
    assert (purifiers.points, purifiers.break_point, purifiers.victory_points) == (150, 2, 2)
    assert purifiers.boxes == 6  # 4 Purifiers and 2 Rhinos
    rhinos = by_key["adeptus_astartes/rhino_squadron"]
    assert (rhinos.points, rhinos.victory_points) == (75, 2)


def test_diff_says_the_house_rules_changed_and_names_the_custom_card(
    codex: Codex, house: Codex, tmp_path: Path
) -> None:
    from listbuilder.report.diff import diff_rosters
    from listbuilder.report.diff_text import render_text

    plain = roster(force("space_marines", company("tactical_company", "rhino_squadron")))
    before_path, after_path = tmp_path / "before.yaml", tmp_path / "after.yaml"
    before_path.write_bytes(export_bytes(plain, codex, "yaml", "en")[0])
    after_path.write_bytes(export_bytes(ARMY, house, "yaml", "en")[0])
    a, b = EditSession.open(codex, before_path), EditSession.open(codex, after_path)
    diff = diff_rosters(a.roster, a.figures, b.roster, b.figures, b.codex)
    text = render_text(diff, "before.yaml", "after.yaml", "en")
    assert "House rules were (none), now Tarsis Campaign [" in text
    assert "Purifier Squad" in text
    assert diff.delta.points == 150 + 25


COMPANY_PACK = """\
format: netepic-tournament/2
name: Odd cards
cards:
  add:
    - id: deathwatch_company
      book: adeptus_astartes
      name: Deathwatch Company
      type: company
      points: 600
      break_point: 6
      victory_points: 6
      morale: 2
      composition:
        - name: Kill teams
          count: 3
          units: [{unit: veteran_marine_squad, count: 3}]
      options:
        - id: extra
          name: Extra
          max: 1
          choices:
            - id: land_raider
              name: Land Raider
              points: 100
              units: [{unit: land_raider, count: 1}]
"""


def test_a_custom_company_with_options_round_trips_through_a_rosz(
    codex: Codex, tmp_path: Path
) -> None:
    from listbuilder.rules.tournament import parse_pack

    pack = parse_pack(COMPANY_PACK)
    derived = apply_pack(codex, pack)
    army = roster(
        force(
            "space_wolves",
            company("deathwatch_company", options={"extra.land_raider": 1}),
        )
    )
    data, notes = export_bytes(army, derived, "rosz", "en")
    assert notes == []
    path = tmp_path / "dw.rosz"
    write_export(path, data, "rosz")
    back = EditSession.open(derived, path, tournament=pack)
    assert back.roster.forces[0].companies[0].options == {"extra.land_raider": 1}
    assert back.result.figures.points == 700 and back.result.legal
