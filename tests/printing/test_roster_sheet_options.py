"""The roster sheet lists each card's chosen options under its name: a Warlord's four weapons,
a battlegroup's titans one line each, a Guard company's transports with whose they are.
Read back from the PDF: the words, and where they stand (in the card column, under the name,
above the next row)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
from tests.printing.pdf_text import columns_text

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

WARLORD = """\
format: netepic-roster/1
name: Tarsis
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: warlord_titan
            options:
              warlord_titan_arm_weapons.volcano_cannon: 1
              warlord_titan_arm_weapons.chain_fist: 1
              warlord_titan_carapace_weapons.vortex_missile: 1
              warlord_titan_carapace_weapons.gatling_blaster: 1
          - card: rhino_squadron
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
        options: {hq_transport.command_rhino: 1, commissar_transport.command_rhino: 1}
"""

Line = tuple[float, float, float, str]
"""A printed line: top, left and right edges, text."""


def _lines(path: Path) -> list[Line]:
    with pdfplumber.open(path) as pdf:
        words = pdf.pages[0].extract_words(keep_blank_chars=False, x_tolerance=1.5)
    rows: dict[int, list[dict[str, object]]] = {}
    for word in words:
        rows.setdefault(round(float(word["top"])), []).append(word)  # type: ignore[arg-type]
    lines = []
    for top, row in sorted(rows.items()):
        row.sort(key=lambda w: float(w["x0"]))  # type: ignore[arg-type]
        lines.append(
            (
                float(top),
                float(row[0]["x0"]),  # type: ignore[arg-type]
                float(row[-1]["x1"]),  # type: ignore[arg-type]
                " ".join(str(w["text"]) for w in row),
            )
        )
    return lines


def _render(tmp_path: Path, codex: Codex, text: str, lang: str) -> list[Line]:
    out = tmp_path / f"sheet-{lang}.pdf"
    roster = parse_roster(text)
    render_roster(roster, codex, out, lang=lang, sections="roster", printed=date(2026, 11, 26))
    return _lines(out)


def _line(lines: list[Line], start: str) -> int:
    return next(i for i, line in enumerate(lines) if line[3].startswith(start))


@pytest.mark.parametrize(
    ("lang", "titan", "weapons"),
    [
        ("en", "Warlord Titan", "Volcano Cannon, Chain Fist, Vortex Missile, Gatling Blaster"),
        ("fr", "Titan Warlord", "Canon Volcano, Poing tronçonneur, Missile Vortex, Canon Gatling"),
    ],
)
def test_a_warlords_four_weapons_are_listed_under_it(
    lang: str, titan: str, weapons: str, tmp_path: Path, codex: Codex
) -> None:
    lines = _render(tmp_path, codex, WARLORD, lang)
    name = _line(lines, titan)
    below = lines[name + 1]
    assert below[3] == weapons
    assert below[1] > lines[name][1]  # set in under the name
    assert below[0] > lines[name][0]  # below it...
    assert lines[name + 2][0] > below[0]  # ...and above the next card
    assert below[2] < _type_column(tmp_path / f"sheet-{lang}.pdf")  # in its column


def _type_column(path: Path) -> float:
    """Where the Type column starts (its heading reads "Type" in both languages)."""
    with pdfplumber.open(path) as pdf:
        return min(float(w["x0"]) for w in pdf.pages[0].extract_words() if w["text"] == "Type")


@pytest.mark.parametrize(
    ("lang", "lines_wanted"),
    [
        ("en", ["Tactical Company HQ: Command Rhino", "Company Commissar: Command Rhino"]),
        (
            "fr",
            [
                "QG de la compagnie tactique : Rhino de commandement",
                "Commissaire de compagnie : Rhino de commandement",
            ],
        ),
    ],
)
def test_the_guard_companys_transports_say_whose(
    lang: str, lines_wanted: list[str], tmp_path: Path, codex: Codex
) -> None:
    lines = _render(tmp_path, codex, WARLORD, lang)
    texts = [" ".join(line[3].replace("\u00a0", " ").split()) for line in lines]
    starts = ("Tactical Infantry", "Compagnie d'inf")
    company = next(i for i, t in enumerate(texts) if t.startswith(starts))
    # the figures stand level with the name; the options follow, one line per owner
    assert texts[company + 1] == lines_wanted[0]
    assert texts[company + 2] == lines_wanted[1]


def test_a_battlegroups_titans_are_a_line_each(tmp_path: Path, codex: Codex) -> None:
    text = (EXAMPLES / "titan-legion.yaml").read_text(encoding="utf-8")
    lines = _render(tmp_path, codex, text, "en")
    texts = [line[3] for line in lines]
    group = texts.index(next(t for t in texts if t.startswith("Warlord Titan Battlegroup #1")))
    assert texts[group + 1 : group + 4] == [
        "#1: Volcano Cannon, Chain Fist, Vortex Missile, Gatling Blaster",
        "#2: Quake Cannon x2",
        "#3: Gatling Blaster, Power Fist",
    ]
    assert texts.count("Plasma Blastgun, Vulcan Mega-Bolter") == 3  # under each Warhound


@pytest.mark.parametrize(
    ("lang", "wanted"),
    [
        (
            "en",
            [
                "Command Rhino (Tactical Company HQ): 1 Command Rhino",
                "Command Rhino (Company Commissar): 1 Command Rhino",
            ],
        ),
        (
            "fr",
            [
                "Rhino de commandement (QG de la compagnie tactique) : 1 Rhino de commandement",
                "Rhino de commandement (Commissaire de compagnie) : 1 Rhino de commandement",
            ],
        ),
    ],
)
def test_the_army_card_says_whose_transport_is_whose(
    lang: str, wanted: list[str], tmp_path: Path, codex: Codex
) -> None:
    out = tmp_path / "cards.pdf"
    render_roster(
        parse_roster(WARLORD), codex, out, lang=lang, sections="cards", printed=date(2026, 11, 26)
    )
    texts = [" ".join(line.replace("\u00a0", " ").split()) for line in _all_lines(out)]
    start = next(i for i, t in enumerate(texts) if t.startswith(wanted[0][:13]))
    # a long French owner's name may wrap the line: read the lines that follow as one text
    joined = " ".join(texts[start : start + 4])
    assert joined.startswith(wanted[0])
    assert wanted[1] in joined[len(wanted[0]) :]


def _all_lines(path: Path) -> list[str]:
    return [line for column in columns_text(path) for line in column.splitlines()]
