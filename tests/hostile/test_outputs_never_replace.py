"""Issue 30: an output never replaces a file that is not of its own kind, never an input of
the same command, and never writes through a link into another file (exit 2, a message)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from listbuilder.editing.export import write_export
from listbuilder.errors import RosterFileError
from listbuilder.files.output_kinds import (
    Content,
    OutputKind,
    kind_refusal,
    same_file,
    sniff_content,
)
from listbuilder.files.writing import WrongKindError, atomic_write_bytes
from tests.hostile.real_process import EXAMPLES, run_cli
from tests.platforms import needs_symlinks

LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
PACK = EXAMPLES / "tournament-pack.yaml"


@pytest.fixture
def mine(tmp_path: Path) -> Path:
    path = tmp_path / "mine.yaml"
    shutil.copyfile(LEGAL, path)
    return path


@pytest.fixture
def theirs(tmp_path: Path) -> Path:
    path = tmp_path / "theirs.yaml"
    shutil.copyfile(EXAMPLES / "alaitoc-illegal.yaml", path)
    return path


def _refused(done: object, path: Path, before: bytes) -> None:
    assert done.returncode == 2, done.stdout + done.stderr  # type: ignore[attr-defined]
    assert path.read_bytes() == before
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_validate_csv_never_writes_over_a_roster_argparse_took_as_out(
    mine: Path, theirs: Path
) -> None:
    before = mine.read_bytes()
    done = run_cli("validate", "--csv", mine, theirs, "--lang", "en")
    _refused(done, mine, before)
    assert "this file holds a NetEpic roster: a CSV table never replaces it" in done.stderr
    assert str(mine) in done.stderr


def test_print_onto_another_roster_is_refused_in_french(mine: Path, theirs: Path) -> None:
    before = theirs.read_bytes()
    done = run_cli("print", mine, "-o", theirs, "--lang", "fr")
    _refused(done, theirs, before)
    assert "ce fichier contient une liste d'armée NetEpic : un PDF ne le remplace jamais" in (
        done.stderr
    )


def test_templates_onto_a_roster_is_refused(theirs: Path) -> None:
    before = theirs.read_bytes()
    done = run_cli("templates", "-o", theirs, "--lang", "en")
    _refused(done, theirs, before)


@pytest.mark.parametrize("fmt", ["markdown", "ros", "rosz", "code", "text"])
def test_export_onto_another_roster_is_refused(fmt: str, mine: Path, theirs: Path) -> None:
    before = theirs.read_bytes()
    done = run_cli("export", mine, "--format", fmt, "-o", theirs, "--lang", "en")
    _refused(done, theirs, before)
    assert "a NetEpic roster" in done.stderr


@pytest.mark.parametrize("source", [LEGAL, PACK, "game", "collection", "rosz", "ros"], ids=str)
@pytest.mark.parametrize("name", ["army.pdf", "summary.csv"])
def test_our_files_under_a_pdf_or_csv_name_are_never_replaced(
    source: Path | str, name: str, mine: Path, tmp_path: Path
) -> None:
    target = tmp_path / name
    if source == "game":
        target.write_text("format: netepic-game/1\nturns: []\n", encoding="utf-8")
    elif source == "collection":
        target.write_text("format: netepic-collection/1\nmodels: {}\n", encoding="utf-8")
    elif source in ("ros", "rosz"):
        done = run_cli("export", mine, "--format", source, "-o", tmp_path / f"x.{source}")
        assert done.returncode == 0, done.stderr
        (tmp_path / f"x.{source}").rename(target)
    else:
        shutil.copyfile(source, target)
    before = target.read_bytes()
    if name.endswith(".pdf"):
        done = run_cli("print", mine, "-o", target, "--lang", "en")
    else:
        done = run_cli("validate", mine, "--csv", target, "--lang", "en")
    _refused(done, target, before)


@needs_symlinks
def test_templates_never_write_through_a_link_into_a_roster(theirs: Path, tmp_path: Path) -> None:
    link = tmp_path / "link.pdf"
    link.symlink_to(theirs)
    before = theirs.read_bytes()
    done = run_cli("templates", "-o", link, "--lang", "en")
    _refused(done, theirs, before)
    assert link.is_symlink()


def test_a_pdf_still_replaces_a_pdf_and_a_csv_a_csv(mine: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "army.pdf"
    csv = tmp_path / "summary.csv"
    for _ in range(2):
        assert run_cli("print", mine, "-o", pdf).returncode == 0
        assert run_cli("validate", mine, "--csv", csv).returncode == 0
    assert pdf.read_bytes().startswith(b"%PDF-")
    assert "mine.yaml" in csv.read_text(encoding="utf-8")


def test_the_output_is_never_an_input_even_by_another_name(mine: Path, tmp_path: Path) -> None:
    other_name = tmp_path / "same.yaml"
    os.link(mine, other_name)
    before = mine.read_bytes()
    done = run_cli("export", mine, "--format", "yaml", "-o", other_name, "--lang", "en")
    _refused(done, mine, before)
    assert "input file" in done.stderr


def test_every_write_path_refuses_below_the_commands(mine: Path, tmp_path: Path) -> None:
    """The rule lives in files/: the window's export and print paths go through it too."""
    before = mine.read_bytes()
    with pytest.raises(WrongKindError):
        atomic_write_bytes(mine, b"%PDF-1.4\n", kind=OutputKind.PDF)
    with pytest.raises(RosterFileError, match="NetEpic roster"):
        write_export(mine, b"# Army\n", "markdown")
    assert mine.read_bytes() == before
    write_export(tmp_path / "new.md", b"# Army\n", "markdown")
    write_export(tmp_path / "new.md", b"# Army again\n", "markdown")


@pytest.mark.parametrize(
    ("head", "content"),
    [
        (b"", Content.EMPTY),
        (b"%PDF-1.7\n", Content.PDF),
        (b"format: netepic-roster/1\nname: x\n", Content.ROSTER),
        (b"# notes\nformat: 'netepic-tournament/1'\n", Content.PACK),
        (b"format: netepic-game/1\n", Content.GAME),
        (b"format: netepic-collection/1\n", Content.COLLECTION),
        (b'<?xml version="1.0"?>\n<roster id="1">', Content.ROS),
        (b"hey, take my list NEG1:4fj3K9 ok?", Content.CODE),
        (b"file,legal\nx.yaml,yes\n", Content.TEXT),
        ('<?xml version="1.0"?><roster id="1">'.encode("utf-16"), Content.ROS),
        ('<?xml version="1.0"?><roster id="1">'.encode("utf-16-le"), Content.ROS),
        ('<?xml version="1.0"?><roster id="1">'.encode("utf-16-be"), Content.ROS),
        ("format: netepic-roster/1\n".encode("utf-16"), Content.ROSTER),
        (b"A\x00\x01\x00\x02\x00\x03\x00", Content.OTHER),
        (b"\x89PNG\r\n\x1a\n\x00\x00", Content.OTHER),
        (b"PK\x03\x04" + b"\x00" * 22 + b"\x08\x00\x00\x00army.ros", Content.ROSZ),
        (b"PK\x03\x04" + b"\x00" * 22 + b"\x09\x00\x00\x00word.docx", Content.OTHER),
    ],
)
def test_the_content_decides_the_kind(head: bytes, content: Content) -> None:
    assert sniff_content(head) is content


def test_a_missing_file_may_be_written(tmp_path: Path) -> None:
    assert kind_refusal(tmp_path / "new.pdf", OutputKind.PDF) is None
    assert not same_file(tmp_path / "a", tmp_path / "b")


def test_sniffing_never_fails_on_any_bytes() -> None:
    """2,000 seeded inputs: random bytes, and our own heads cut and flipped."""
    import random

    rng = random.Random(30)
    seeds = [b"%PDF-1.7\n", b"format: netepic-roster/1\n", b"PK\x03\x04", b"<roster ", b"NEG1:a"]
    for _ in range(2_000):
        head = rng.choice(seeds) if rng.random() < 0.5 else b""
        head += bytes(rng.randrange(256) for _ in range(rng.randrange(64)))
        if head and rng.random() < 0.3:
            at = rng.randrange(len(head))
            head = head[:at] + bytes([head[at] ^ 0xFF]) + head[at + 1 :]
        assert isinstance(sniff_content(head), Content)


def test_the_import_report_never_replaces_a_roster_and_is_checked_before_the_work(
    mine: Path, tmp_path: Path
) -> None:
    before = mine.read_bytes()
    out = tmp_path / "books"
    done = run_cli("import", "battlescribe", tmp_path, "--report", mine, "--out", out)
    _refused(done, mine, before)
    assert "never replaces it" in done.stderr
    assert not out.exists()
