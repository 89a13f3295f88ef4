"""House rules (``netepic-tournament/2``): a pack changes figures, adds cards, turns rules off
and allows lists and ally pairs, by deriving a codex."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.errors import TournamentPackError
from listbuilder.rules.engine import validate
from listbuilder.rules.house_rules import apply_pack
from listbuilder.rules.tournament import load_pack, parse_pack
from tests.rules.builders import company, force, roster

HOUSE = Path(__file__).resolve().parents[2] / "examples" / "packs" / "house-rules.yaml"

CUSTOM = """\
format: netepic-tournament/2
name: Club night
cards:
  change:
    adeptus_astartes/rhino_squadron: {points: 80}
  add:
    - id: purifier_squad
      book: adeptus_astartes
      lists: [space_marines]
      name: Purifier Squad
      name_fr: Escouade de Purificateurs
      type: support
      points: 150
      break_point: 2
      victory_points: 2
      morale: 2
      composition:
        - name: Purifiers
          units: [{unit: purifier, count: 4}]
      units:
        - id: purifier
          name: Purifier
          unit_class: [infantry]
          move_cm: 10
          save: 5
          caf: 4
          weapons: [{name: Psycannons, range_cm: 50, attack_dice: 1, to_hit: 4, save_mod: -1}]
"""


def test_the_example_pack_changes_the_codex_and_leaves_the_shipped_one_alone(
    codex: Codex,
) -> None:
    pack = load_pack(HOUSE)
    derived = apply_pack(codex, pack)
    rhino = "adeptus_astartes/rhino_squadron"
    assert derived.card(rhino).card.points == 75  # type: ignore[union-attr]
    assert derived.card(rhino).card.victory_points == 2  # type: ignore[union-attr]
    assert codex.card(rhino).card.points == 50  # type: ignore[union-attr]
    custom = derived.card("adeptus_astartes/purifier_squad")
    assert custom is not None and codex.card("adeptus_astartes/purifier_squad") is None
    assert derived.lists_of_card(custom) == ["space_marines", "dark_angels"]
    assert derived.unit("adeptus_astartes", "purifier") is not None
    assert derived.house is not None and derived.house.hash == pack.hash
    assert derived.house.name == "Tarsis Campaign"


def test_a_custom_card_is_bought_and_costed_like_any_other(codex: Codex) -> None:
    derived = apply_pack(codex, parse_pack(CUSTOM))
    army = roster(
        force("space_marines", company("tactical_company", "purifier_squad", "rhino_squadron"))
    )
    plain = validate(army, codex)
    assert "unknown-card" in plain.codes() or "card-not-in-list" in plain.codes()
    result = validate(army, derived)
    assert result.legal, result.codes()
    tactical = codex.card("adeptus_astartes/tactical_company").card.points  # type: ignore[union-attr]
    assert result.figures.points == tactical + 150 + 80


def test_the_hash_follows_the_content_not_the_layout() -> None:
    same = parse_pack("# a comment\n" + CUSTOM.replace("{points: 80}", "\n      points: 80"))
    assert same.hash == parse_pack(CUSTOM).hash
    assert parse_pack(CUSTOM.replace("points: 80", "points: 85")).hash != same.hash
    assert len(same.hash) == 12


def test_a_rule_turned_off_gives_no_finding_of_its_code(codex: Codex) -> None:
    army = roster(force("harlequins", "harlequins_harlequin_masque"))
    assert "main-force-ally-only" in validate(army, codex).codes()
    text = (
        "format: netepic-tournament/2\nrules:\n  off:\n"
        '    main-force-ally-only: "Harlequin campaign"\n'
    )
    derived = apply_pack(codex, parse_pack(text))
    assert "main-force-ally-only" not in validate(army, derived).codes()
    assert derived.house is not None
    assert derived.house.rules_off == (("main-force-ally-only", "Harlequin campaign"),)


def test_a_list_may_lead_and_an_ally_pair_be_allowed(codex: Codex) -> None:
    pack = load_pack(HOUSE)
    derived = apply_pack(codex, pack)
    lead = roster(force("harlequins", "harlequins_harlequin_masque"))
    assert "main-force-ally-only" not in validate(lead, derived).codes()
    pair = roster(
        force("space_marines", "tactical_company", "tactical_company"),
        force("biel_tan", "guardian_host"),
    )
    before = validate(pair, codex).codes()
    assert "ally-forbidden" in before
    assert "ally-forbidden" not in validate(pair, derived).codes()


def test_format_1_packs_still_load_and_may_not_hold_house_rules() -> None:
    assert parse_pack("format: netepic-tournament/1\nname: Old\n").name == "Old"
    with pytest.raises(TournamentPackError, match="netepic-tournament/2"):
        parse_pack(CUSTOM.replace("tournament/2", "tournament/1"))


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (("{points: 80}", "{points: -1}"), "cards.change", "greater than or equal"),
        (
            ("adeptus_astartes/rhino_squadron", "adeptus_astartes/nothing"),
            "cards.change",
            "nothing",
        ),
        (("book: adeptus_astartes", "book: nowhere"), "cards.add.0.book", "nowhere"),
        (("id: purifier_squad", "id: rhino_squadron"), "cards.add.0.id", "already"),
        (("{unit: purifier,", "{unit: ghost,"), "cards.add.0", "ghost"),
        (("lists: [space_marines]", "lists: [marines]"), "cards.add.0.lists.0", "marines"),
    ],
)
def test_a_bad_pack_is_refused_with_its_place(
    codex: Codex, tmp_path: Path, change: tuple[str, str], field: str, words: str
) -> None:
    path = tmp_path / "pack.yaml"
    path.write_text(CUSTOM.replace(*change), encoding="utf-8")
    with pytest.raises(TournamentPackError) as caught:
        apply_pack(codex, load_pack(path))
    error = caught.value
    assert error.file == str(path) and error.line is not None
    assert (error.field or "").startswith(field)
    assert words in error.describe()


def test_an_unknown_finding_code_is_refused(codex: Codex) -> None:
    text = "format: netepic-tournament/2\nrules:\n  off:\n    no-such-rule: because\n"
    with pytest.raises(TournamentPackError, match="no-such-rule"):
        apply_pack(codex, parse_pack(text))


def test_a_bare_card_id_changes_that_card_in_every_book(codex: Codex) -> None:
    text = "format: netepic-tournament/2\ncards:\n  change:\n    warhound_titan: {points: 300}\n"
    derived = apply_pack(codex, parse_pack(text))
    books = [ref for ref in codex.cards() if ref.card.id == "warhound_titan"]
    assert len(books) > 1
    for ref in books:
        assert derived.card(ref.key).card.points == 300  # type: ignore[union-attr]
    assert derived.house is not None and len(derived.house.changed) == len(books)


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ("  lead: [harlequins, jesters]\n", "rules.lead.1"),
        ("  allies:\n    marines: [biel_tan]\n", "rules.allies.marines"),
        ("  allies:\n    space_marines: [biel_tan, eldar_x]\n", "rules.allies.space_marines.1"),
    ],
)
def test_an_unknown_list_in_the_rules_is_refused_with_its_place(
    codex: Codex, rules: str, field: str
) -> None:
    text = "format: netepic-tournament/2\nrules:\n" + rules
    with pytest.raises(TournamentPackError) as caught:
        apply_pack(codex, parse_pack(text, "pack.yaml"))
    assert caught.value.field == field and caught.value.line is not None
