"""Titan cards print what the card means: each titan with its own weapons, and its saves."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pdfplumber

from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from tests.rules.builders import att, company, force, roster

BATTLEGROUP = {
    "reaver_titan_arm_weapons_1.wrecker": 1,
    "reaver_titan_arm_weapons_1.power_ram": 1,
    "reaver_titan_arm_weapons_2.wrecker": 2,
    "reaver_titan_arm_weapons_3.power_ram": 1,
    "reaver_titan_arm_weapons_3.wrecker": 1,
    "reaver_titan_carapace_weapons_3.quake_cannon": 1,
}
WARLORD = {
    "warlord_titan_arm_weapons.volcano_cannon": 1,
    "warlord_titan_arm_weapons.chain_fist": 1,
    "warlord_titan_carapace_weapons.vortex_missile": 1,
    "warlord_titan_carapace_weapons.gatling_blaster": 1,
}


def _render(tmp_path: Path, codex: Codex, lang: str = "en") -> Path:
    army = roster(
        force(
            "titan_legions",
            company("reaver_titan_battlegroup", att("warlord_titan", WARLORD), options=BATTLEGROUP),
        ),
        limit=None,
    )
    out = tmp_path / "titans.pdf"
    render_roster(army, codex, out, printed=date(2026, 11, 23), sections="cards", lang=lang)
    return out


def _words(path: Path) -> list[dict[str, object]]:
    with pdfplumber.open(path) as pdf:
        return [w for page in pdf.pages for w in page.extract_words()]


def _text(path: Path) -> str:
    with pdfplumber.open(path) as pdf:
        return " ".join(" ".join((p.extract_text() or "").split()) for p in pdf.pages)


def test_no_placeholder_reaches_the_printed_titan_cards(tmp_path: Path, codex: Codex) -> None:
    text = _text(_render(tmp_path, codex))
    for placeholder in ("See Card", "Pick four", "Choose three", "Choose at least", "See hit"):
        assert placeholder not in text
    # one row per titan: three in the battlegroup, one for the Warlord (names wrap in the cell)
    assert [text.count(f"Titan {n}:") for n in (1, 2, 3, 4)] == [2, 1, 1, 0]
    # the saves are said where the data has them, and where to find the rest
    assert "Warlord Titan: 6 void shields" in text
    assert "Reaver Titan: 4 void shields" in text
    assert "saves by hit location, on its hit-location template" in text


def test_each_titan_of_a_battlegroup_has_its_own_weapons_row(tmp_path: Path, codex: Codex) -> None:
    words = _words(_render(tmp_path, codex))
    labels: dict[object, object] = {}
    for w in words:  # the battlegroup is the first card; the Warlord's "1:" comes later
        if w["text"] in ("1:", "2:", "3:") and float(w["x0"]) < 200:  # type: ignore[arg-type]
            labels.setdefault(w["text"], w["top"])
    quake = next(w["top"] for w in words if w["text"] == "Quake")
    doubled = next(w["top"] for w in words if w["text"] == "×")  # 2 × Wrecker on titan 2
    assert labels["1:"] < labels["2:"] <= doubled < labels["3:"] <= quake  # type: ignore[operator]


def test_the_french_titan_card(tmp_path: Path, codex: Codex) -> None:
    text = _text(_render(tmp_path, codex, "fr"))
    assert "Titan 2 :" in text and "6 boucliers énergétiques" in text
    assert "sauvegardes par zone touchée" in text
