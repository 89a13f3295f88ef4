"""Issue 20 item 13: profiles and rules in a stranger's ``.ros``/``.rosz`` are skipped by the
reader, and what they can cost is bounded: too many of them, nested too deep, or text too
large for the file caps are refused with a message naming the file; the rest is read and
left out of the roster."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange import rosfile
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml
from listbuilder.roster.io import load_roster
from tests.interop.battlescribe.roster_exchange.exchange import EXAMPLES, shipped_codex

MARINES = next(p for p in EXAMPLES if p.name == "space-marines-with-guard.yaml")
CARD = 'type="unit">'
"""What opens a card's selection in our export: its rules and profiles come right after."""


def _with(info: str) -> bytes:
    """Our export of a real roster with *info* put in every card's selection."""
    data, _ = roster_xml(load_roster(MARINES), shipped_codex())
    text = data.decode()
    assert CARD in text
    return text.replace(CARD, CARD + info).encode()


PROFILE = (
    '<profile id="p" name="P" typeId="8550-7363-7647-120f"><characteristics>'
    '<characteristic name="Move" typeId="bebf-5a70-33c4-fe7f">10cm</characteristic>'
    "</characteristics></profile>"
)


def test_many_profiles_are_refused_by_a_real_process_with_the_limit(tmp_path: Path) -> None:
    body = _with("<profiles>" + PROFILE * 9_000 + "</profiles>")
    path = tmp_path / "many.rosz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("many.ros", body)
    assert path.stat().st_size < 100_000
    done = subprocess.run(
        [sys.executable, "-m", "listbuilder", "validate", "--lang", "en", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "LISTBUILDER_LANG": "en"},
        encoding="utf-8",
    )
    assert done.returncode == 2, done.stderr
    assert str(path) in done.stderr
    assert "refused: the roster is too large" in done.stderr
    assert f"{rosfile.MAX_ELEMENTS:,} elements" in done.stderr
    assert "Traceback" not in done.stderr


def test_profiles_nested_too_deep_are_refused(tmp_path: Path) -> None:
    deep = "<profile>" * (rosfile.MAX_DEPTH + 5) + "</profile>" * (rosfile.MAX_DEPTH + 5)
    with pytest.raises(RosterFileError) as caught:
        rosfile.parse_roster_xml(_with(f"<profiles>{deep}</profiles>"), tmp_path / "deep.ros")
    assert "nested too deeply" in caught.value.describe()


def test_a_rule_larger_than_the_roster_cap_is_refused_unpacked_or_not(tmp_path: Path) -> None:
    huge = "x" * (rosfile.MAX_ROS_BYTES + 1024)
    body = _with(f'<rules><rule id="r" name="R"><description>{huge}</description></rule></rules>')
    packed = tmp_path / "huge.rosz"
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("huge.ros", body)
    assert packed.stat().st_size < 1_000_000
    with pytest.raises(RosterFileError) as caught:
        rosfile.read_roster_element(packed)
    assert "the roster inside is too large" in caught.value.describe()
    plain = tmp_path / "huge.ros"
    plain.write_bytes(body)
    with pytest.raises(RosterFileError) as caught:
        rosfile.read_roster_element(plain)
    assert "too large" in caught.value.describe()


def test_large_rules_and_odd_profiles_within_the_caps_are_read_and_left_out(
    tmp_path: Path,
) -> None:
    words = "a long rule " * 50_000  # 600 KB of description, in each of the file's cards
    info = (
        f'<rules><rule id="r" name="R"><description>{words}</description></rule></rules>'
        '<profiles><profile id="p" name="P" typeId="unknown-type">'
        "<characteristics><characteristic>no name, no type</characteristic></characteristics>"
        "<selections><selection name='Tactical Company' entryId='121d-2845-ec5f-0982' "
        "number='5' type='unit'/></selections></profile></profiles>"
    )
    path = tmp_path / "odd.rosz"
    rosfile.write_roster_bytes(path, _with(info))
    back, report = read_battlescribe_roster(path, shipped_codex())
    assert back == load_roster(MARINES)
    assert not report.of("bsimport.card-unknown")
