"""The roster printout, read back from the PDF: text, cards and page geometry."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import parse_sections, render_roster
from listbuilder.roster.io import parse_roster
from listbuilder.rules.engine import validate
from tests.printing.pdf_text import columns_text

ROSTER = """\
format: netepic-roster/1
name: Ultramarines at Tarsis
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: land_raider_squadron
          - card: devastator_detachment
      - card: assault_company
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_rhino: 1}
"""

MM = 72 / 25.4


def _render(tmp_path: Path, codex, text: str = ROSTER, **kwargs):  # type: ignore[no-untyped-def]
    out = tmp_path / "army.pdf"
    render_roster(parse_roster(text), codex, out, printed=date(2026, 11, 22), **kwargs)
    return out


def _pages_text(path: Path) -> list[str]:
    with pdfplumber.open(path) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


def test_roster_sheet_shows_cards_figures_and_verdict(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    out = _render(tmp_path, codex, sections="roster", source_name="tarsis.yaml")
    text = _pages_text(out)[0]
    figures = validate(parse_roster(ROSTER), codex).figures
    assert "Ultramarines at Tarsis" in text
    assert "tarsis.yaml" in text and "2026-11-22" in text
    assert "LEGAL" in text
    for name in ("Tactical Company", "Land Raider Squadron", "Tactical Infantry Company"):
        assert name in text
    assert f"Points: {figures.points:,} / 3,000" in text  # thousands grouped (issue 31)
    assert f"To win: {figures.vp_to_win} VP, {figures.objectives} objectives" in text


def test_army_cards_carry_names_points_and_stat_lines(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    out = _render(tmp_path, codex, sections="cards")
    text = "\n".join(columns_text(out))
    tactical = codex.card("adeptus_astartes/tactical_company").card
    assert "Tactical Company" in text and str(tactical.points) in text
    flat = " ".join(text.split())
    assert "Bolters 50cm 1d6 5+ (0)" in flat
    assert "Lascannons 75cm 2d6 5+ (-2)" in flat
    assert "Attached to Tactical Company #1" in text
    # one header band per formation: 2 SM companies + 2 attached + 1 IG company
    with pdfplumber.open(out) as pdf:
        bands = []
        for page in pdf.pages:
            for rect in page.rects:
                fill = rect.get("non_stroking_color")
                if rect["fill"] and fill and len(fill) == 3 and fill[0] < 0.25:
                    bands.append(rect)
                    assert rect["x0"] >= 0 and rect["x1"] <= page.width
                    assert rect["top"] >= 0 and rect["bottom"] <= page.height
    titles = [t for t in re.findall(r"(?m)^(.*(?:Company|Squadron|Detachment))$", text)]
    assert len(titles) >= 5


def test_a_card_never_splits_across_pages(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    companies = "\n".join("      - card: tactical_company" for _ in range(7))
    roster = (
        f"format: netepic-roster/1\nname: Big\nforces:\n  - list: space_marines\n"
        f"    companies:\n{companies}\n"
    )
    out = _render(tmp_path, codex, text=roster, sections="cards")
    for page_text in columns_text(out):
        # every card that starts on a page ends on it: its last unit row is there too
        assert page_text.count("Tactical Company") == page_text.count("Bolters 50cm")


def test_ability_reference_lists_only_used_abilities(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    out = _render(tmp_path, codex, sections="abilities")
    text = "\n".join(_pages_text(out))
    assert "Special abilities of this army" in text
    assert "Transport" in text and "Headquarters (HQ)" in text
    assert codex.ability("transport").summary.en.split()[0] in text
    assert "Tunneler" not in text and "Daemonic" not in text


def test_french_printout_and_embedded_fonts(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    out = _render(tmp_path, codex, lang="fr", sections="roster,cards")
    text = "\n".join(columns_text(out))
    assert "Rattachée à" in text and "Rupture" in text and "Moral" in text
    assert "LÉGALE" in text
    raw = out.read_bytes()
    assert b"/FontFile2" in raw and b"DejaVu" in raw
    with pdfplumber.open(out) as pdf:
        fonts = {char["fontname"].split("+")[-1] for page in pdf.pages for char in page.chars}
    assert fonts and all(name.startswith("DejaVu") for name in fonts), fonts
    assert b"Helvetica" not in raw


def test_the_6cm_calibration_mark_is_on_the_first_page_only(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    """Without templates, the mark and the advice are on page 1, at exact scale (issue 31:
    on every page they took the foot of each)."""
    out = _render(tmp_path, codex, sections="roster,cards,abilities")
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) >= 2
        for page in pdf.pages:
            segments = [(abs(e["x1"] - e["x0"]), abs(e["bottom"] - e["top"])) for e in page.edges]
            horizontal = [w for w, h in segments if h < 0.5 and abs(w - 60 * MM) < 0.2 * MM]
            vertical = [h for w, h in segments if w < 0.5 and abs(h - 60 * MM) < 0.2 * MM]
            advice = "Print at 100" in (page.extract_text() or "")
            first = page.page_number == 1
            assert bool(horizontal and vertical) == first, f"page {page.page_number}"
            assert advice == first, f"page {page.page_number}"


def test_illegal_roster_prints_its_findings(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    supports = "\n".join("          - card: land_raider_squadron" for _ in range(6))
    roster = (
        "format: netepic-roster/1\nname: Too many\npoints_limit: 1000\nforces:\n"
        "  - list: space_marines\n    companies:\n      - card: tactical_company\n"
        f"        attached:\n{supports}\n"
    )
    text = _pages_text(_render(tmp_path, codex, text=roster, sections="roster"))[0]
    assert "NOT LEGAL" in text
    assert "support-limit" in text and "points-limit" in text


def test_sections_are_checked() -> None:
    assert parse_sections("cards, roster") == ("roster", "cards")
    with pytest.raises(ValueError, match="bogus"):
        parse_sections("cards,bogus")


def test_print_command_writes_the_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    roster = tmp_path / "army.yaml"
    roster.write_text(ROSTER, encoding="utf-8")
    out = tmp_path / "out.pdf"
    assert (
        main(["print", str(roster), "-o", str(out), "--lang", "en", "--sections", "roster,cards"])
        == 0
    )
    assert out.exists() and out.read_bytes().startswith(b"%PDF")
    assert main(["print", str(roster), "-o", str(out), "--sections", "nope"]) == 2
    assert main(["print", str(tmp_path / "missing.yaml"), "-o", str(out)]) == 2
    assert "missing.yaml" in capsys.readouterr().err


def test_army_cards_name_unit_classes_and_headings_in_the_printout_language(
    tmp_path: Path,
    codex,  # type: ignore[no-untyped-def]
) -> None:
    """The class column and the headings of the army cards speak the roster's language,
    with the same class words as the window ("Infanterie", "Véhicule")."""
    (tmp_path / "fr").mkdir()
    (tmp_path / "en").mkdir()
    french = "\n".join(columns_text(_render(tmp_path / "fr", codex, lang="fr", sections="cards")))
    for word in ("Classe", "Composition et pertes", "Unité", "Infanterie", "Véhicule"):
        assert word in french, word
    assert "Infantry" not in french and "Vehicle" not in french and "vehicle" not in french
    # the detachments too, as the window names them
    assert "QG de la compagnie" in french and "3 × Détachement tactique" in french
    # the units named in the abilities line are French too
    assert "Capacités — Escouade du QG de la compagnie" in french.replace("\n", " ")
    english = "\n".join(columns_text(_render(tmp_path / "en", codex, lang="en", sections="cards")))
    for word in ("Class", "Composition and losses", "Infantry", "Vehicle"):
        assert word in english, word
    assert "Infanterie" not in english


def test_the_callers_result_is_printed_unless_printing_changed_the_roster(
    tmp_path: Path, codex: Codex
) -> None:
    """The command line and the window hand their session's result over; a roster whose
    texts had to be cut for print is validated again, so the sheet matches what is printed."""
    import dataclasses

    roster = parse_roster(ROSTER)
    real = validate(roster, codex)
    marked = dataclasses.replace(real, figures=dataclasses.replace(real.figures, points=987654))
    out = tmp_path / "given.pdf"
    render_roster(roster, codex, out, sections="roster", result=marked)
    assert "987,654" in "".join(_pages_text(out))
    long_name = roster.model_copy(update={"name": "Ultramarines " * 10})
    render_roster(long_name, codex, out, sections="roster", result=marked, problems=[])
    text = "".join(_pages_text(out))
    assert "987,654" not in text and f"{real.figures.points:,}" in text


def test_french_class_words_and_loss_labels_keep_to_their_place(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    """A French class word stays inside its column (not "Infanterie10cm"), and a long
    French detachment name never runs into its loss boxes."""
    out = _render(tmp_path, codex, lang="fr", sections="cards")
    box = 3.0 * MM
    with pdfplumber.open(out) as pdf:
        for page in pdf.pages:
            words = [w["text"] for w in page.extract_words(x_tolerance=1)]
            assert not [w for w in words if re.match(r"(Infanterie|Véhicule)\d", w)], words
            boxes = [
                r
                for r in page.rects
                if abs(r["width"] - box) < 0.5 and abs(r["height"] - box) < 0.5
            ]
            for char in page.chars:
                for r in boxes:
                    inside_x = char["x0"] < r["x1"] - 0.2 and char["x1"] > r["x0"] + 0.2
                    inside_y = char["top"] < r["bottom"] - 0.2 and char["bottom"] > r["top"] + 0.2
                    assert not (inside_x and inside_y), (char["text"], r["x0"], r["top"])
    assert "Section d'infanterie tactique 1" in "\n".join(columns_text(out))


def test_on_page_counts_every_page_and_can_stop_the_printout(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    """The window's progress and Cancel: *on_page* hears 0 first, then each page finished
    (the templates' too); an exception it raises ends the printout there."""
    heard: list[int] = []
    path = _render(tmp_path, codex, on_page=heard.append)
    with pdfplumber.open(path) as pdf:
        pages = len(pdf.pages)
    assert heard[0] == 0 and heard[-1] == pages
    assert [n for n in heard if n] == list(range(1, pages + 1))

    class Stop(Exception):
        pass

    def stop_at_two(done: int) -> None:
        if done == 2:
            raise Stop

    with pytest.raises(Stop):
        _render(tmp_path, codex, on_page=stop_at_two)
