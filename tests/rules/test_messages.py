"""Every finding renders in English and French from the catalogue, naming cards and rules."""

from __future__ import annotations

import re
import string
from pathlib import Path

from listbuilder.codex.codex import Codex
from listbuilder.i18n import catalog
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import DataRecord, Force, entry_at, parse_path
from listbuilder.rules.engine import validate
from listbuilder.rules.findings import CODES, Finding
from listbuilder.rules.tournament import TournamentPack
from tests.rules.builders import att, company, force, roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
RULES_SOURCE = Path(__file__).resolve().parents[2] / "listbuilder" / "rules"


def fields(text: str) -> set[str]:
    """Placeholders of *text*; a plural marker ``{count|card|cards}`` counts as ``count``."""
    return {name.split("|")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


def everything_wrong(codex: Codex) -> list[Finding]:
    army = roster(
        force(
            "space_marines",
            company("tactical_company", *["land_raider_squadron"] * 6, "chaplain", "librarian"),
            company("tactical_company", att("warhound_titan", {"warhound_titan_weapons.nope": 1})),
            company("chaplain"),
            company("tactikal_company", "battle_company", "light_off_board_barrage"),
            company("tactical_company", "legion_of_the_damned"),
            company("tactical_company", "legion_of_the_damned"),
        ),
        force("chaos", company("cultist_army", "land_raider_squadron")),
        force("orks", company("goff_clan", "ghazghkull_thraka")),
        force("orks", company("goff_clan", "ghazghkull_thraka")),
        Force(list_id="nowhere"),
        force(
            "imperial_guard",
            company("mole_company", "leman_russ_squadron", "tactical_infantry_platoon"),
        ),
        force("saim_hann", company("guardian_host", "avatar", "saim_hann_wild_riders")),
        force("tyranids", "hive_tyrant_brood"),
        limit=2000,
    )
    event = TournamentPack.model_validate(
        {
            "name": "Tarsis Open",
            "points_limit": 1000,
            "lists": {"deny": ["chaos"], "allow": ["space_marines", "chaos"]},
            "cards": {"deny": ["chaplain"], "allow": ["tactical_company"]},
            "allies": False,
            "card_caps": {"land_raider_squadron": 1},
        }
    )
    found = list(validate(army, codex, tournament=event).findings)
    found += validate(roster(force("harlequins", "harlequins_harlequin_masque")), codex).findings
    # A forbidden ally's own list rules go unsaid; a Tyranid main force still needs its Dominatrix.
    found += validate(roster(force("tyranids", "hive_tyrant_brood")), codex).findings
    found += validate(roster(), codex).findings
    unpriced = company("iron_hands_clan_company", "iron_hands_clan_veteran_devastator_detachment")
    found += validate(roster(force("iron_hands", unpriced)), codex).findings
    alone = company("guardian_host", "peregrine_option")  # no Command Falcon to replace
    found += validate(roster(force("eldar", alone)), codex).findings
    # a structure card under a company, a Support card among the structures (ruling 18)
    misplaced = force(
        "space_marines", company("tactical_company", "trench"), structures=("chaplain",)
    )
    found += validate(roster(misplaced), codex).findings
    # written with other army data (issue 33)
    dated = roster(force("eldar", alone)).model_copy(
        update={"data": DataRecord(system_revision=6, books={"eldar": 1, "gone_book": 2})}
    )
    found += validate(dated, codex).findings
    return found


def test_every_code_and_variant_has_both_languages_with_the_same_fields() -> None:
    messages = catalog()
    for code in CODES:
        keys = [k for k in messages if k == f"finding.{code}" or k.startswith(f"finding.{code}.")]
        assert keys, code
    variants = set(
        re.findall(
            r'variant="([a-z-]+)"',
            "".join(p.read_text(encoding="utf-8") for p in RULES_SOURCE.glob("*.py")),
        )
    )
    for variant in variants:
        assert any(k.endswith(f".{variant}") for k in messages), variant
    for key, texts in messages.items():
        if key.startswith(("finding.", "summary.", "roster.edit.")):
            assert texts.get("en") and texts.get("fr"), key
            assert fields(texts["en"]) == fields(texts["fr"]), key


def test_findings_render_without_gaps_and_name_cards(codex: Codex) -> None:
    findings = everything_wrong(codex)
    produced = {f.code for f in findings}
    missing = set(CODES) - produced
    assert missing == set(), missing
    for finding in findings:
        assert finding.message_key in catalog(), finding.message_key
        if finding.fix is not None:
            assert finding.fix.key in catalog(), finding.fix.key
        for lang in ("en", "fr"):
            text = finding.message(lang)
            assert "{" not in text and "}" not in text, text
        assert finding.message("en") != finding.message("fr")
        assert finding.to_dict("fr")["code"] == finding.code


def test_french_messages_use_french_names_and_accents(codex: Codex) -> None:
    findings = everything_wrong(codex)
    ally = next(f for f in findings if f.code == "ally-forbidden")
    assert "ne peut jamais s'allier" in ally.message("fr")
    assert "Space Marines (liste standard)" in ally.message("fr")
    character = next(f for f in findings if f.code == "character-repeated")
    assert "personnage particulier déjà présent" in character.message("fr")


def test_paths_name_real_elements(codex: Codex) -> None:
    for path in sorted(EXAMPLES.glob("*-illegal.yaml")):
        army = load_roster(path)
        for finding in validate(army, codex).findings:
            assert entry_at(army, parse_path(finding.path)) is not None, finding.path


def test_counts_take_the_singular_or_the_plural(codex: Codex) -> None:
    # "1 Unique cards" was the audit's example: one Unique card in a 2,000-point game.
    one = validate(
        roster(force("orks", company("goff_clan", "ghazghkull_thraka")), limit=2000), codex
    )
    text = next(f for f in one.findings if f.code == "unique-limit")
    assert text.message("en").startswith("1 Unique card, but a 2,000-point game allows 0")
    assert text.message("fr").startswith("1 carte unique, mais")
    two = validate(
        roster(
            force(
                "orks",
                company("goff_clan", "ghazghkull_thraka"),
                company("goff_clan", "da_dreadmob"),
            ),
            limit=3000,
        ),
        codex,
    )
    text = next(f for f in two.findings if f.code == "unique-limit")
    assert text.message("en").startswith("2 Unique cards, but")
    assert text.message("fr").startswith("2 cartes uniques, mais")
    for key, texts in catalog().items():
        if key.startswith("finding."):
            for lang_text in texts.values():
                assert "(s)" not in lang_text, key


def test_plural_markers_follow_each_language() -> None:
    from listbuilder.i18n import message

    assert message("sheet.warnings", "en", count=1) == "1 warning"
    assert message("sheet.warnings", "en", count=0) == "0 warnings"
    assert message("sheet.warnings", "fr", count=0) == "0 avertissement"
    assert message("sheet.warnings", "fr", count=3) == "3 avertissements"
