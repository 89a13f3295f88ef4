"""The game-day sheet read back from the PDF: loss boxes, the break-point mark, VP to win."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from listbuilder.codex.codex import Codex
from listbuilder.game.army import roster_army
from listbuilder.i18n import message
from listbuilder.printing.game_day import BP_LINE
from listbuilder.printing.roster_pdf import parse_sections, render_roster
from listbuilder.printing.sections import DEFAULT_SECTIONS
from listbuilder.roster.io import load_roster, parse_roster
from listbuilder.roster.model import Roster
from tests.printing.pdf_text import card_boxes, flat

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _render(codex: Codex, roster: Roster, out: Path, lang: str, paper: str) -> Path:
    return render_roster(roster, codex, out, sections="game-day", lang=lang, paper=paper)


@pytest.mark.parametrize(("lang", "paper"), [("en", "a4"), ("fr", "letter")])
def test_each_card_has_a_box_per_model_and_its_break_point_box_marked(
    tmp_path: Path, codex: Codex, lang: str, paper: str
) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    army = roster_army(roster, codex)
    pdf = _render(codex, roster, tmp_path / "day.pdf", lang, paper)
    for card, boxes in zip(army.cards, card_boxes(pdf, army, lang), strict=True):
        assert len(boxes) == card.models, card.name.get("en")
        heavy = [i for i, box in enumerate(boxes) if box["linewidth"] > BP_LINE - 0.1]
        if card.breaks_at is None:
            assert heavy == []
        else:
            assert heavy == [card.breaks_at - 1], card.name.get("en")
    tactical = army.cards[0]
    assert tactical.break_point == 15 and tactical.models == 29  # HQ 2, then 9 + 9 + 9
    with pdfplumber.open(pdf) as doc:
        text = flat(" ".join(page.extract_text() or "" for page in doc.pages))
        first = doc.pages[0]
        marks = [
            w for w in first.extract_words() if w["text"] == message("game.sheet.bp_mark", lang)
        ]
    to_win = flat(message("game.sheet.turns", lang, vp=army.vp_to_win))
    assert army.vp_to_win == 40 and to_win in text
    assert text.count("Total / 40") == 2  # both sides' columns
    assert message("game.sheet.this_army", lang) in text
    assert message("game.sheet.opponent", lang) in text
    assert flat(message("game.sheet.company_tests", lang, count=4)) in text
    assert marks, "the break-point box is flagged in words too, not only by its weight"


def test_titans_show_their_vp_on_destruction(tmp_path: Path, codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    army = roster_army(roster, codex)
    pdf = _render(codex, roster, tmp_path / "titans.pdf", "en", "a4")
    groups = card_boxes(pdf, army, "en")
    battlegroup = army.cards[0]
    assert len(groups[0]) == battlegroup.models == 3
    with pdfplumber.open(pdf) as doc:
        text = doc.pages[0].extract_text() or ""
    for item in battlegroup.destructibles:
        assert f"{item.victory_points} VP" in text
    assert message("game.sheet.bastions", "en") in flat(text)


SMALL = """\
format: netepic-roster/1
name: Small battle
points_limit: 2000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
"""


def test_a_small_battle_sheet_counts_six_objectives(tmp_path: Path, codex: Codex) -> None:
    pdf = _render(codex, parse_roster(SMALL), tmp_path / "small.pdf", "en", "a4")
    with pdfplumber.open(pdf) as doc:
        text = flat(doc.pages[0].extract_text() or "")
    assert "VP to win: 35" in text and "objectives: 6" in text
    assert text.count("(of 6)") == 2


def test_game_day_is_offered_but_not_printed_by_default() -> None:
    assert "game-day" not in DEFAULT_SECTIONS
    assert parse_sections(None) == DEFAULT_SECTIONS
    assert parse_sections("game-day,roster") == ("roster", "game-day")


def test_a_5000_point_army_prints_every_card_on_its_game_day_sheet(
    tmp_path: Path, codex: Codex
) -> None:
    companies = "".join(
        "      - card: tactical_company\n        attached:\n"
        "          - card: land_raider_squadron\n          - card: chaplain\n"
        for _ in range(5)
    )
    roster = parse_roster(
        "format: netepic-roster/1\nname: Big\npoints_limit: 5000\nforces:\n"
        f"  - list: space_marines\n    companies:\n{companies}"
    )
    out = _render(codex, roster, tmp_path / "big.pdf", "en", "a4")  # timed by the benchmarks
    with pdfplumber.open(out) as pdf:
        text = "".join(page.extract_text() or "" for page in pdf.pages)
    assert all(f"Tactical Company #{n}" in text for n in range(1, 6))


GUARD_CHIMERAS = """\
format: netepic-roster/1
name: Tarsis
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_chimera: 1}
"""


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["Command Chimera (Tactical Company HQ)", "Command Chimera (Company Commissar)"]),
        (
            "fr",
            [
                "Chimera de commandement (QG de la compagnie tactique)",
                "Chimera de commandement (Commissaire de compagnie)",
            ],
        ),
    ],
)
def test_the_hq_and_the_commissar_chimeras_are_two_rows_named_by_owner(
    tmp_path: Path, codex: Codex, lang: str, expected: list[str]
) -> None:
    pdf = _render(codex, parse_roster(GUARD_CHIMERAS), tmp_path / "day.pdf", lang, "a4")
    with pdfplumber.open(pdf) as doc:
        text = flat(" ".join(page.extract_text() or "" for page in doc.pages))
    for label in expected:
        assert label in text
