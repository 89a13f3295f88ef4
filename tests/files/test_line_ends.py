"""Line ends as Windows makes them: what we read accepts ``\\r\\n`` (a roster saved by
Notepad, a pack sent by e-mail, a share code pasted with its line breaks), and what we write
has ``\\n`` only, the same bytes on every system."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.collection.io import load_collection, save_collection
from listbuilder.collection.model import Collection
from listbuilder.interop.rosters import load_roster_file
from listbuilder.interop.share_code import encode
from listbuilder.roster.io import load_roster, save_roster
from listbuilder.rules.tournament import load_pack

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROSTERS = sorted(p for p in EXAMPLES.glob("*.yaml") if "tournament" not in p.name)


def _crlf(source: Path, into: Path) -> Path:
    data = source.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    target = into / source.name
    target.write_bytes(data)
    return target


@pytest.mark.parametrize("example", ROSTERS, ids=lambda p: p.name)
def test_a_roster_with_windows_line_ends_reads_the_same(example: Path, tmp_path: Path) -> None:
    crlf = _crlf(example, tmp_path)
    assert b"\r\n" in crlf.read_bytes()
    assert load_roster(crlf) == load_roster(example)


def test_notes_keep_their_lines_not_their_carriage_returns(tmp_path: Path) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    roster = roster.model_copy(update={"notes": "first line\nsecond line\n"})
    save_roster(roster, tmp_path / "army.yaml")
    written = (tmp_path / "army.yaml").read_bytes()
    assert b"\r" not in written  # what we write: \n only, on every system
    (tmp_path / "copy").mkdir()
    crlf = _crlf(tmp_path / "army.yaml", tmp_path / "copy")
    assert load_roster(crlf).notes == "first line\nsecond line\n"


def test_a_tournament_pack_with_windows_line_ends_reads_the_same(tmp_path: Path) -> None:
    pack = EXAMPLES / "tournament-pack.yaml"
    assert load_pack(_crlf(pack, tmp_path)) == load_pack(pack)


def test_a_collection_with_windows_line_ends_reads_the_same(tmp_path: Path) -> None:
    original = tmp_path / "mine.yaml"
    save_collection(Collection(name="Shelf", models={"adeptus_astartes/tactical": 6}), original)
    assert b"\r" not in original.read_bytes()
    (tmp_path / "copy").mkdir()
    assert load_collection(_crlf(original, tmp_path / "copy")) == load_collection(original)


def test_a_share_code_pasted_with_windows_line_breaks_reads_the_same(
    tmp_path: Path, codex: object
) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    code = encode(roster)
    broken = "\r\n".join(code[i : i + 40] for i in range(0, len(code), 40))
    chat = tmp_path / "chat.txt"
    chat.write_bytes(f"here is my list:\r\n{broken}\r\nsee you Saturday\r\n".encode())
    loaded = load_roster_file(chat, codex)  # type: ignore[arg-type]
    assert loaded.from_code and loaded.roster == roster
