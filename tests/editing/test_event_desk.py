"""The tournament desk's table without the window: the data revision a file records, the same
list sent twice, unreadable files, and the organiser's PDF read back (issue 33, item 3)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

import pdfplumber
import pytest

from listbuilder.editing.event_check import check_all, csv_text, expand
from listbuilder.editing.event_desk import canonical, desk_pdf, desk_rows, recorded_data
from listbuilder.roster.io import dump_roster, load_roster
from listbuilder.rules.tournament import load_pack

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
PACK = EXAMPLES / "tournament-pack.yaml"


@pytest.mark.parametrize(
    ("text", "revision"),
    [
        ("format: netepic-roster/1\nname: x\ndata:\n  system_revision: 7\n  books: {a: 2}\n", "7"),
        ("data:\n  books:\n    a: 2\n  system_revision: 12\nforces: []\n", "12"),
        ("format: netepic-roster/1\ndata: {system_revision: 8, books: {a: 1}}\n", "8"),
        ("format: netepic-roster/1\nname: x\nforces: []\n", None),
        ("format: netepic-roster/1\nnotes: 'system_revision: 9'\n", None),  # not the record
        ("format: netepic-roster/1\ndata:\n  books: {a: 1}\nsystem_revision: 4\n", None),
    ],
)  # fmt: skip
def test_the_data_revision_is_read_from_the_roster_file(
    tmp_path: Path, text: str, revision: str | None
) -> None:
    path = tmp_path / "list.yaml"
    path.write_text(text, encoding="utf-8")
    assert recorded_data(str(path)) == revision


def test_a_battlescribe_roster_gives_its_game_system_revision(tmp_path: Path) -> None:
    xml = '<?xml version="1.0"?>\n<roster id="r" gameSystemId="g" gameSystemRevision="7">'
    ros = tmp_path / "list.ros"
    ros.write_text(xml + "</roster>", encoding="utf-8")
    assert recorded_data(str(ros)) == "7"
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("list.ros", xml.replace('"7"', '"11"') + "</roster>")
    rosz = tmp_path / "list.rosz"
    rosz.write_bytes(packed.getvalue())
    assert recorded_data(str(rosz)) == "11"


@pytest.mark.parametrize("content", [b"PK\x03\x04 not a zip", b"", b"\xff\xfe\x00garbage"])
def test_a_damaged_or_missing_file_records_no_revision(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.rosz"
    path.write_bytes(content)
    assert recorded_data(str(path)) is None
    assert recorded_data(str(tmp_path / "missing.yaml")) is None


def test_the_same_list_under_other_names_is_the_same_list() -> None:
    roster = load_roster(LEGAL)
    renamed = roster.model_copy(
        update={"name": "Mine", "player": "Anne", "event": "GT", "notes": "hello"}
    )
    assert canonical(renamed) == canonical(roster)
    bigger = roster.model_copy(update={"points_limit": 4000})
    assert canonical(bigger) != canonical(roster)
    fewer = roster.model_copy(update={"forces": roster.forces[:1]})
    assert canonical(fewer) != canonical(roster)


def test_rows_name_players_duplicates_and_unreadable_files(codex: Codex, tmp_path: Path) -> None:
    roster = load_roster(LEGAL)
    (tmp_path / "a.yaml").write_text(dump_roster(roster), encoding="utf-8")
    other = roster.model_copy(update={"player": "Bea", "name": "Copy"})
    (tmp_path / "b.yaml").write_text(dump_roster(other), encoding="utf-8")
    (tmp_path / "c.yaml").write_text("format: netepic-roster/1\nforces: [\n", encoding="utf-8")
    files, problems = expand([str(tmp_path)], "en")
    checked = problems + check_all(files, codex, load_pack(PACK))
    rows = {Path(row.file).name: row for row in desk_rows(checked, "en")}
    assert rows["a.yaml"].player == "a" and rows["b.yaml"].player == "Bea"
    assert rows["a.yaml"].same_as == (str(tmp_path / "b.yaml"),)
    assert rows["b.yaml"].same_as_text() == "a.yaml"
    bad = rows["c.yaml"]
    assert bad.status == "unreadable" and bad.points is None and bad.same_as == ()
    assert len(bad.problems) == 1 and "c.yaml" in bad.problems[0]
    assert bad.status_text("fr") == "illisible"
    assert rows["a.yaml"].problems == ()
    assert "unreadable" in csv_text(checked)


def test_the_pdf_reads_back_in_english(codex: Codex) -> None:
    files, problems = expand([str(EXAMPLES)], "en")
    checked = problems + check_all(files, codex, load_pack(PACK))
    rows = desk_rows(checked, "en")
    with pdfplumber.open(io.BytesIO(desk_pdf(rows, pack_name="Tarsis Open", lang="en"))) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert "Lists for Tarsis Open" in text and "Pack: Tarsis Open" in text
    assert "6 lists: 1 legal, 5 illegal, 0 unreadable, 0 duplicates" in text
    assert "Player" in text and "Same list as" in text
    assert "illegal (3 errors)" in text and "tyranid-illegal.yaml" in text
    # then each refused list with its errors, for the organiser to tell its player
    assert "What keeps each list from being legal" in text
    assert "goff-warband (goff-warband.yaml): illegal (1 error)" in text
    assert "• Ghazghkull Thraka is banned at Tarsis Open." in text
    with pdfplumber.open(io.BytesIO(desk_pdf(rows, pack_name=None, lang="en"))) as pdf:
        text = pdf.pages[0].extract_text() or ""
    assert "Lists checked" in text and "No tournament pack" in text


def test_the_pdf_of_many_lists_runs_over_pages_with_its_header(codex: Codex) -> None:
    files, problems = expand([str(EXAMPLES)], "en")
    rows = desk_rows(problems + check_all(files, codex, None), "en") * 40
    with pdfplumber.open(io.BytesIO(desk_pdf(rows, pack_name="X", lang="fr"))) as pdf:
        texts = [page.extract_text() or "" for page in pdf.pages]
    table = [text for text in texts if "Tyranid Swarm + Orks 1825" in text]  # a row
    assert len(table) > 2
    assert all("Joueur" in text for text in table)  # the header on every page of the table
    assert sum(text.count("Fichier") for text in texts) == len(table)


@pytest.mark.parametrize(("paper", "width"), [("a4", 842), ("letter", 792)])
def test_the_pdf_is_landscape_on_the_paper_asked(codex: Codex, paper: str, width: int) -> None:
    files, problems = expand([str(EXAMPLES)], "en")
    rows = desk_rows(problems + check_all(files, codex, None), "en")
    with pdfplumber.open(io.BytesIO(desk_pdf(rows, pack_name=None, lang="en", paper=paper))) as pdf:
        page = pdf.pages[0]
        assert round(page.width) == width and page.width > page.height
        assert "space-marines-with-guard.yaml" in (page.extract_text() or "")  # not cut off
