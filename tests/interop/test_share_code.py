"""Share codes: exact round trips, chat mangling, and strangers' codes held at the door."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from hypothesis import given, settings

from listbuilder.errors import RosterFileError
from listbuilder.interop import share_code
from listbuilder.interop.share_code import PREFIX, decode, encode, find_code
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster
from tests.roster.strategies import rosters

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE_ROSTERS = sorted(p for p in EXAMPLES.glob("*.yaml") if "tournament" not in p.name)
TARGET = EXAMPLES / "space-marines-with-guard.yaml"


def packed(payload: bytes, *, check: bytes | None = None, zdict: bytes | None = None) -> str:
    """A code built by hand around *payload* (JSON bytes), for the hostile cases."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=zdict or share_code._ZDICT)
    body = (check if check is not None else zlib.crc32(payload).to_bytes(4, "big")) + (
        deflate.compress(payload) + deflate.flush()
    )
    body += bytes(-len(body) % 8)
    blocks = (body[i : i + 8] for i in range(0, len(body), 8))
    return PREFIX + "".join(share_code._block_digits(block) for block in blocks)


def refused(text: str) -> RosterFileError:
    with pytest.raises(RosterFileError) as info:
        decode(text, file="chat.txt")
    assert info.value.file == "chat.txt" and info.value.hint
    return info.value


# --- round trips ------------------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLE_ROSTERS, ids=lambda p: p.stem)
def test_every_example_comes_back_exactly(path: Path) -> None:
    roster = load_roster(path)
    code = encode(roster)
    assert re.fullmatch(r"NEG1:[0-9A-Za-z]+", code)
    assert decode(code) == roster


@settings(max_examples=150, deadline=None)
@given(roster=rosters())
def test_any_roster_comes_back_exactly(roster: Roster) -> None:
    assert decode(encode(roster)) == roster


def test_the_example_army_fits_in_300_characters() -> None:
    assert len(encode(load_roster(TARGET))) <= 300


def test_names_and_notes_travel_with_the_code() -> None:
    roster = Roster(
        name="Ultramarines <2nd> « Tarsis »",
        notes="line one\nline two\t\u202etext",
        forces=(
            Force(
                list_id="space_marines",
                notes="main",
                companies=(
                    Company(
                        card="tactical_company",
                        notes="2nd Company",
                        attached=(AttachedCard(card="chaplain", notes="Cassius"),),
                    ),
                ),
            ),
        ),
    )
    assert decode(encode(roster)) == roster


# --- what chats do to a code ------------------------------------------------------


def test_a_code_survives_wrapping_quotes_and_surrounding_words() -> None:
    roster = load_roster(TARGET)
    code = encode(roster)
    wrapped = "\n".join(code[i : i + 37] for i in range(0, len(code), 37))
    for text in (
        f"Here is my list: {code}. See you Saturday!",
        f"my list:\n{wrapped}\ncheers",
        "> " + "\n> ".join(code[i : i + 50] for i in range(0, len(code), 50)),
        f"{code}Thanks",  # words glued to the end
        f"  {code}  \r\n",
        f"(code: {code})",
    ):
        assert decode(text) == roster, text


def test_find_code_says_where_the_code_starts() -> None:
    assert find_code("no code here") is None
    assert find_code("list: NEG1:abc") == 6


# --- strangers' codes -------------------------------------------------------------


def test_a_code_from_a_future_version_asks_for_an_update() -> None:
    error = refused("NEG2:" + encode(load_roster(TARGET))[5:])
    assert "newer listbuilder" in error.message


def test_a_truncated_code_is_refused() -> None:
    code = encode(load_roster(TARGET))
    assert "cut short" in refused(code[: len(code) // 2]).message
    assert "cut short" in refused("NEG1:").message


def test_a_changed_character_is_caught_by_the_checksum() -> None:
    code = encode(load_roster(TARGET))
    index = len(code) // 2
    swapped = "B" if code[index] != "B" else "C"
    error = refused(code[:index] + swapped + code[index + 1 :])
    assert "damaged" in error.message


def test_a_code_that_inflates_to_gigabytes_stops_at_the_limit() -> None:
    bomb = packed(b" " * 50_000_000)  # about 50 KB of code for 50 MB of spaces
    error = refused(bomb)
    assert "unpacks to more than" in error.message


def test_a_code_longer_than_the_limit_is_refused_before_it_is_decoded() -> None:
    assert "longer than" in refused(PREFIX + "0" * (share_code.MAX_CODE_CHARS + 11)).message


@pytest.mark.parametrize(
    "payload",
    [b"[1, 2]", b"not json", b'{"forces": [{"list": 3}]}', b'{"name": "x", "extra": 1}'],
    ids=["not-a-mapping", "not-json", "bad-field", "unknown-key"],
)
def test_a_well_formed_code_of_bad_data_is_a_located_roster_error(payload: bytes) -> None:
    refused(packed(payload))


def test_a_code_with_a_wrong_checksum_is_refused() -> None:
    assert "damaged" in refused(packed(b'{"name": "x"}', check=b"\0\0\0\0")).message


def test_the_version_1_dictionary_never_changes() -> None:
    """Codes already pasted in chats must keep decoding: version 1 is frozen."""
    digest = hashlib.sha256(share_code._ZDICT).hexdigest()
    assert digest == "97b4951d7a704892e9594d528c4efa744bef3b395c728e82ae74c02f39d38eba"


# --- everywhere a roster is read -------------------------------------------------


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "listbuilder", *args],
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )


def test_export_prints_a_code_that_validate_summary_and_export_read_back(tmp_path: Path) -> None:
    done = _run("export", str(TARGET), "--format", "code")
    assert done.returncode == 0, done.stderr
    code = done.stdout.strip()
    assert code.startswith(PREFIX) and "\n" not in code
    chat = tmp_path / "chat.txt"
    chat.write_text(f"my list for Saturday:\n{code}.\nbring dice", encoding="utf-8")
    assert _run("validate", str(chat)).returncode == 0
    summary = _run("summary", str(chat))
    assert summary.returncode == 0 and "Ultramarines at Tarsis" in summary.stdout
    back = _run("export", str(chat), "--format", "yaml")
    assert back.returncode == 0
    # the same file, recording the army data it was written with (issue 33)
    assert "\ndata:\n  system_revision: 7\n" in back.stdout
    without_data = re.sub(r"\ndata:\n(?:  .*\n)+", "\n", back.stdout)
    assert without_data == TARGET.read_text(encoding="utf-8")


def test_a_yaml_roster_quoting_a_code_in_its_notes_stays_a_yaml_roster(tmp_path: Path) -> None:
    code = encode(Roster(name="other"))
    path = tmp_path / "quoting.yaml"
    path.write_text(f"format: netepic-roster/1\nname: Mine\nnotes: '{code}'\n", encoding="utf-8")
    from listbuilder.codex.loader import load_codex
    from listbuilder.interop.rosters import load_roster_file

    loaded = load_roster_file(path, load_codex())
    assert loaded.roster.name == "Mine" and loaded.savable


def test_a_damaged_code_file_exits_2_with_the_file_named(tmp_path: Path) -> None:
    chat = tmp_path / "chat.txt"
    chat.write_text("NEG9:abcdef", encoding="utf-8")
    done = _run("validate", str(chat))
    assert done.returncode == 2
    assert str(chat) in done.stderr and "newer listbuilder" in done.stderr


# --- issue 33: codes carry the army data they were built with -----------------------------


def test_a_code_carries_the_data_record_and_codes_without_it_still_read() -> None:
    from listbuilder.roster.model import DataRecord

    roster = load_roster(TARGET)
    old_code = encode(roster)  # no record, as every code made before
    assert decode(old_code).data is None
    record = DataRecord(system_revision=7, books={"adeptus_astartes": 9, "imperial_guard": 9})
    code = encode(roster.model_copy(update={"data": record}))
    assert code.startswith(PREFIX)  # the same version: the record is an optional key
    back = decode(f"my list: {code}.")
    assert back == roster and back.data == record
