"""An army card is never left alone on a page when it fits with the card before it
(issue #21): the last two cards share the last page, read back from the PDF."""

from __future__ import annotations

from pathlib import Path

from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
from tests.printing.pdf_cards import cards_by_page

# This army's eleven cards used to print six, four, then the Guard company alone.
ARMY = """\
format: netepic-roster/1
name: Benchmark 5000
points_limit: 5000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - {card: land_raider_squadron}
          - {card: devastator_detachment}
          - {card: warlord_titan, options: {warlord_titan_arm_weapons.volcano_cannon: 1,
              warlord_titan_arm_weapons.chain_fist: 1,
              warlord_titan_carapace_weapons.vortex_missile: 1,
              warlord_titan_carapace_weapons.gatling_blaster: 1}}
      - card: tactical_company
        attached:
          - {card: assault_detachment}
          - {card: scout_detachment}
          - {card: marine_bike_squad}
          - {card: chaplain}
      - card: assault_company
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_rhino: 1}
"""


def _pages(tmp_path: Path, codex: Codex, text: str, paper: str = "a4") -> list[list[str]]:
    out = tmp_path / f"{paper}.pdf"
    render_roster(parse_roster(text), codex, out, sections="cards", paper=paper)
    return cards_by_page(out)


def test_the_last_card_shares_its_page_with_the_one_before(tmp_path: Path, codex: Codex) -> None:
    for paper in ("a4", "letter"):
        pages = _pages(tmp_path, codex, ARMY, paper)
        assert all(len(page) >= 2 for page in pages), (paper, [len(p) for p in pages])
        titles = [card.splitlines()[0] for page in pages for card in page]
        assert len(titles) == 11  # every card, once, in roster order
        assert titles[0] == "Tactical Company #1" and titles[-1] == "Tactical Infantry Company #1"
        assert titles[-2] == "Assault Company #3"
        assert pages[-1][-1].startswith("Tactical Infantry Company #1")


def test_a_card_stays_alone_when_moving_the_one_before_would_leave_another(
    tmp_path: Path, codex: Codex
) -> None:
    # Each of these companies is taller than half a column: one card a column, so the
    # third is alone whatever happens; moving the second would only leave the first alone.
    notes = " ".join(["Deploy", "behind", "the", "ridge"] * 60)
    company = (
        "      - card: tactical_infantry_company\n"
        "        options: {hq_transport.command_chimera: 1, commissar_transport.command_rhino: 1}\n"
        f"        notes: {notes}\n"
    )
    text = (
        "format: netepic-roster/1\nname: Notes\nforces:\n  - list: imperial_guard\n"
        f"    companies:\n{company * 3}"
    )
    pages = _pages(tmp_path, codex, text)
    assert [len(page) for page in pages] == [2, 1]
