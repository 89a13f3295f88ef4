"""Fuzzing BattleScribe rosters (issue 19): numbers, names and structure of ``.ros``/``.rosz``.

Whatever a file holds, reading it ends in a roster or a located RosterFileError (never
another exception, never a hang), a roster that reads is validated without a crash, and
what we write back as ``.ros`` reads again, its name kept but for what XML cannot hold.
Bounded: a few seconds in the default suite.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.codex.codex import Codex
from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
    read_battlescribe_roster,
)
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml
from listbuilder.report.inert import xml_text
from listbuilder.roster.io import load_roster
from listbuilder.rules.engine import validate

SEEDS = sorted((Path(__file__).resolve().parents[1] / "interop").rglob("*.ros"))
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
NS = "{http://www.battlescribe.net/schema/rosterSchema}"

numbers = st.one_of(
    st.sampled_from(
        [
            "inf",
            "-inf",
            "nan",
            "1e400",
            "-1e400",
            "1000000",
            "1001",
            "1000",
            "-5",
            "0",
            "",
            "1.5",
            "0x10",
            "1_000",
            " 7 ",
            "٣",
            "Infinity",
            "1e-400",
            "9" * 400,
        ]
    ),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.integers(-(10**12), 10**12).map(str),
    st.text(max_size=12),
)
texts = st.text(max_size=60)

FUZZ = settings(
    max_examples=80,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _read(data: bytes, tmp_path: Path, codex: Codex, suffix: str = ".ros") -> None:
    path = tmp_path / f"fuzz{suffix}"
    path.write_bytes(data)
    try:
        roster, _ = read_battlescribe_roster(path, codex)
    except RosterFileError as exc:
        assert exc.file == str(path) and exc.message
        return
    validate(roster, codex)
    xml, _ = roster_xml(roster, codex)
    ET.fromstring(xml)  # what we write is XML anyone can read


@FUZZ
@given(
    seed=st.sampled_from(SEEDS),
    changes=st.lists(
        st.tuples(
            st.sampled_from(["selection", "cost", "costLimit", "force", "roster"]),
            st.integers(0, 50),
            st.sampled_from(["number", "value", "name", "entryId", "typeId"]),
            st.one_of(numbers, texts),
        ),
        min_size=1,
        max_size=5,
    ),
    zipped=st.booleans(),
)
def test_mutated_ros_read_or_fail_cleanly(
    seed: Path,
    changes: list[tuple[str, int, str, str]],
    zipped: bool,
    codex: Codex,
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    root = ET.fromstring(seed.read_bytes())
    for tag, index, attr, value in changes:
        found = [n for n in root.iter() if n.tag in (tag, NS + tag)]
        if found:
            found[index % len(found)].set(attr, xml_text(value))
    data = ET.tostring(root, encoding="utf-8")
    tmp_path = tmp_path_factory.mktemp("ros")
    if zipped:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_LZMA) as archive:
            archive.writestr("fuzz.ros", data)
        _read(buffer.getvalue(), tmp_path, codex, ".rosz")
    else:
        _read(data, tmp_path, codex)


@FUZZ
@given(name=st.text(min_size=1, max_size=80), notes=st.text(max_size=80))
def test_any_name_and_notes_export_to_xml_that_reads_back(
    name: str, notes: str, codex: Codex, tmp_path_factory: pytest.TempPathFactory
) -> None:
    if not name.strip():
        return
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    roster = roster.model_copy(update={"name": name, "notes": notes or None})
    xml, _ = roster_xml(roster, codex)
    path = tmp_path_factory.mktemp("out") / "out.ros"
    path.write_bytes(xml)
    back, _ = read_battlescribe_roster(path, codex)
    assert back.name == xml_text(name)
