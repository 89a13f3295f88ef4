"""Printouts that save paper (issue 31), read back from the PDF: a 3,000-point army's whole
printout on five pages at most (templates apart), the ability reference going on in the
cards' columns, the game-day sheet's cards in two columns with every force heading on the
page of its first card, and no blank bastion rows when the roster lists its bastion."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from reportlab.platypus import Paragraph

from listbuilder.codex.codex import Codex
from listbuilder.game.army import roster_army
from listbuilder.i18n import message
from listbuilder.printing.columns import TwoColumns
from listbuilder.printing.game_day import CardBoxes, game_day
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import load_roster, parse_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
THREE_THOUSAND = ["alaitoc-illegal", "goff-warband", "space-marines-with-guard", "titan-legion"]
"""The examples of a 3,000-point game."""


def _flat(text: str) -> str:
    return " ".join(text.replace("\xa0", " ").split())


def _pages(pdf: Path) -> list[str]:
    """Each page's words, the left half's then the right half's (cards, the reference and the
    game-day sheet's cards stand in two columns)."""
    with pdfplumber.open(pdf) as doc:
        return [
            _flat(
                " ".join(
                    page.crop(box, strict=False).extract_text() or ""
                    for box in (
                        (0, 0, page.width / 2, page.height),
                        (page.width / 2, 0, page.width, page.height),
                    )
                )
            )
            for page in doc.pages
        ]


def _is_template_page(text: str, lang: str) -> bool:
    return _flat(message("print.templates.page_title", lang, page=1, pages=2))[:-5] in text


@pytest.mark.parametrize("name", THREE_THOUSAND)
@pytest.mark.parametrize(("game_day", "paper"), [(False, "a4"), (True, "a4"), (True, "letter")])
def test_a_3000_point_army_prints_on_five_pages_templates_apart(
    tmp_path: Path, codex: Codex, name: str, game_day: bool, paper: str
) -> None:
    """On Letter too (17.6 mm shorter than A4): the Alaitoc army took 6 pages there, its
    roster sheet's chart of the army at a glance alone on a second page."""
    roster = load_roster(EXAMPLES / f"{name}.yaml")
    assert roster.points_limit == 3000
    sections = "roster,cards,abilities" + (",game-day" if game_day else "") + ",templates"
    pdf = render_roster(roster, codex, tmp_path / "army.pdf", sections=sections, paper=paper)
    pages = _pages(pdf)
    templates = [text for text in pages if _is_template_page(text, "en")]
    assert len(templates) == 2
    assert len(pages) - len(templates) <= 5, (name, len(pages))
    # Every card is printed, and the ability reference follows the last card on its page.
    joined = " ".join(pages)
    army = roster_army(roster, codex)
    for card in army.cards:
        assert card.heading.get("en").split(" (")[0] in joined
    title = message("abilities.title", "en")
    (reference,) = [i for i, text in enumerate(pages) if title in text]
    last_card = army.cards[-1].heading.get("en")
    assert last_card in pages[reference] or last_card in pages[reference - 1]


def test_the_ability_reference_goes_on_in_the_cards_columns(tmp_path: Path, codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    pdf = render_roster(roster, codex, tmp_path / "army.pdf", sections="cards,abilities")
    full_title = message("abilities.title", "en")
    title = full_title.split(" ")[0]
    with pdfplumber.open(pdf) as doc:
        (last,) = [doc.pages[i] for i, text in enumerate(_pages(pdf)) if full_title in text]
        words = last.extract_words()
        heading = [w for w in words if w["text"] == title]
        assert heading, "the reference starts on the page of the last cards"
        # in a column: nothing of the reference crosses the page's middle
        middle = last.width / 2
        side = heading[0]["x0"] > middle
        below = [w for w in words if w["top"] > heading[0]["top"] and (w["x0"] > middle) == side]
        assert below and all((w["x1"] > middle) == side for w in below)
        card_words = [w for w in words if w["text"] == "Composition"]
        assert card_words, "cards stand on the same page"


@pytest.mark.parametrize(("lang", "paper"), [("en", "a4"), ("fr", "letter")])
def test_a_force_heading_stands_on_the_page_of_its_first_card(
    tmp_path: Path, codex: Codex, lang: str, paper: str
) -> None:
    """Issue 31: "Imperial Guard Army: ally" at the foot of page 5, its card on page 6."""
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    army = roster_army(roster, codex)
    story = game_day(army, lang, 500)
    (columns,) = [f for f in story if isinstance(f, TwoColumns)]
    for block in columns.blocks:  # a heading is never a block's last flowable
        kinds = [type(f) for f in block]
        assert CardBoxes in kinds or "Bastion" in _flat(getattr(block[0], "text", ""))
        if kinds[0] is Paragraph and CardBoxes in kinds:
            assert kinds.index(CardBoxes) == 1
    pdf = render_roster(roster, codex, tmp_path / "day.pdf", sections="game-day", lang=lang)
    pages = _pages(pdf)
    for force in range(len(army.forces)):
        role = message(f"summary.role.{army.roles[force]}", lang)
        heading = _flat(
            message("game.sheet.force", lang, list=army.forces[force].get(lang), role=role)
        )
        first = next(card for card in army.cards if card.force == force).heading.get(lang)
        (page,) = [text for text in pages if heading in text]
        assert first in page.split(heading, 1)[1], (heading, first)


def test_the_game_day_sheet_of_a_3000_point_army_takes_one_page(
    tmp_path: Path, codex: Codex
) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    pdf = render_roster(roster, codex, tmp_path / "day.pdf", sections="game-day")
    pages = _pages(pdf)
    assert len(pages) == 1
    for card in roster_army(roster, codex).cards:
        assert card.heading.get("en") in pages[0]


WITH_BASTION = """\
format: netepic-roster/1
name: Hold the line
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: heavy_infantry_company
    structures:
      - card: bastion
        name: Fort Ardent
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_blank_bastion_rows_when_the_roster_lists_its_bastion(
    tmp_path: Path, codex: Codex, lang: str
) -> None:
    blank = _flat(message("game.sheet.bastion_row", lang)).split("_")[0].strip()
    heading = _flat(message("game.sheet.bastions", lang))
    listed = render_roster(
        parse_roster(WITH_BASTION), codex, tmp_path / "b.pdf", sections="game-day", lang=lang
    )
    text = " ".join(_pages(listed))
    assert "Fort Ardent" in text
    assert heading not in text and blank + " ____" not in text
    without = parse_roster(WITH_BASTION.split("    structures:")[0])
    other = render_roster(without, codex, tmp_path / "n.pdf", sections="game-day", lang=lang)
    text = " ".join(_pages(other))
    assert heading in text and text.count(blank + " ____") == 2


NAMED = """\
format: netepic-roster/1
name: Named
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        name: Hammer of Tarsis
        attached:
          - card: land_raider_squadron
            name: Iron Wall
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_game_day_sheet_and_the_cards_show_the_players_names(
    tmp_path: Path, codex: Codex, lang: str
) -> None:
    """Issue 31, item 4: a name given with F2 heads its rows on the game-day sheet too."""
    roster = parse_roster(NAMED)
    pdf = render_roster(roster, codex, tmp_path / "n.pdf", sections="cards,game-day", lang=lang)
    pages = _pages(pdf)
    day = [text for text in pages if _flat(message("game.sheet.turns", lang, vp=40)) in text]
    assert day, "the game-day sheet is printed"
    cards = " ".join(text for text in pages if text not in day)
    for name in ("Hammer of Tarsis", "Iron Wall"):
        assert name in day[0], name
        assert name in cards, name


@pytest.mark.parametrize(("lang", "paper"), [("en", "letter"), ("fr", "letter"), ("fr", "a4")])
def test_the_chart_stays_on_the_roster_sheets_page(
    tmp_path: Path, codex: Codex, lang: str, paper: str
) -> None:
    """The army at a glance in two columns: on the sheet's one page, its figures whole."""
    roster = load_roster(EXAMPLES / "alaitoc-illegal.yaml")
    pdf = render_roster(
        roster, codex, tmp_path / "sheet.pdf", sections="roster", paper=paper, lang=lang
    )
    pages = _pages(pdf)
    assert len(pages) == 1, pages[1:]
    text = pages[0]
    assert _flat(message("glance.title", lang)) in text
    assert _flat(message("glance.models", lang, count=90)) in text
    assert "…" not in text.split(_flat(message("glance.title", lang)))[1]
