"""Issue 19: numbers and counts of a stranger's ``.ros``/``.rosz`` are bounded before any work.

Each file is refused by a real ``listbuilder validate`` process with exit 2 and a message
naming the file and the line, within a timeout (a hang or a crash is the risk).
"""

from __future__ import annotations

import io
import os
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange import rosfile

POINTS = "52f8-db9e-3336-8db6"


def _ros(number: str = "1", limit: str = "3000", cost: str = "0") -> bytes:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<roster id="r" name="Test" xmlns="http://www.battlescribe.net/schema/rosterSchema">
<costLimits><costLimit name="pts" typeId="{POINTS}" value="{limit}"/></costLimits>
<forces><force id="f" name="Space Marines" entryId="x" catalogueId="c"><selections>
<selection id="s" name="Tactical Company" entryId="e" number="{number}" type="unit">
<costs><cost name="pts" typeId="{POINTS}" value="{cost}"/></costs></selection>
</selections></force></forces></roster>
""".encode()


def _validate(path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LISTBUILDER_LANG": "en"}
    return subprocess.run(
        [sys.executable, "-m", "listbuilder", "validate", "--lang", "en", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        encoding="utf-8",
    )


HOSTILE = {
    "number-inf": (_ros(number="inf"), 5, "number='inf' is not a finite number"),
    "number-1e400": (_ros(number="1e400"), 5, "number='1e400' is not a finite number"),
    "number-nan": (_ros(number="NaN"), 5, "number='NaN' is not a finite number"),
    "number-minus-inf": (_ros(number="-Infinity"), 5, "number='-Infinity' is not a finite number"),
    "number-million": (_ros(number="1000000"), 5, "number='1000000' is out of bounds"),
    "limit-inf": (_ros(limit="inf"), 3, "value='inf' is not a finite number"),
    "limit-huge": (_ros(limit="1e300"), 3, "value='1e300' is out of bounds"),
    "cost-1e400": (_ros(cost="1e400"), 6, "value='1e400' is not a finite number"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_unbounded_numbers_exit_2_with_the_line(name: str, tmp_path: Path) -> None:
    content, line, words = HOSTILE[name]
    path = tmp_path / f"{name}.ros"
    path.write_bytes(content)
    done = _validate(path)
    assert done.returncode == 2, done.stderr
    assert f"{path}:{line}: refused: {words}" in done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr


def test_a_small_lzma_rosz_of_490000_selections_is_refused_quickly(tmp_path: Path) -> None:
    body = (
        b'<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" name="x">'
        b"<forces><force name='f'><selections>"
        + b"<selection/>" * 490_000
        + b"</selections></force></forces></roster>"
    )
    path = tmp_path / "bomb.rosz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_LZMA) as archive:
        archive.writestr("bomb.ros", body)
    assert path.stat().st_size < 5_000
    done = _validate(path)
    assert done.returncode == 2, done.stderr
    assert str(path) in done.stderr and "refused:" in done.stderr
    assert "split" in done.stderr


def test_selections_times_their_number_are_bounded(tmp_path: Path) -> None:
    inner = "<selections>" + "<selection/>" * 300 + "</selections>"
    sel = f'<selection number="900">{inner}</selection>'
    body = (
        f"<roster name='x'><forces><force name='f'><selections>{sel}</selections>"
        "</force></forces></roster>"
    )
    with pytest.raises(RosterFileError) as caught:
        rosfile.parse_roster_xml(body.encode(), tmp_path / "x.ros")
    assert "too large" in caught.value.describe()


def test_a_roster_within_bounds_is_read(tmp_path: Path) -> None:
    root = rosfile.parse_roster_xml(_ros(number="12", limit="-1"), tmp_path / "ok.ros")
    assert root.get("name") == "Test"


def _rosz_needing(version: int) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("a.ros", _ros())
    data = bytearray(buffer.getvalue())
    central = data.find(b"PK\x01\x02")
    data[central + 6 : central + 8] = struct.pack("<H", version)
    data[4:6] = struct.pack("<H", version)
    return bytes(data)


@pytest.mark.parametrize("version", [64, 70, 255])
def test_a_rosz_needing_a_newer_zip_is_refused(version: int, tmp_path: Path) -> None:
    path = tmp_path / "new.rosz"
    path.write_bytes(_rosz_needing(version))
    done = _validate(path)
    assert done.returncode == 2, done.stderr
    shown = f"{version // 10}.{version % 10}"
    assert f"{path}: refused: the .rosz needs zip version {shown} to unpack" in done.stderr
    assert "internal error" not in done.stderr


def test_the_messages_have_french(tmp_path: Path) -> None:
    with pytest.raises(RosterFileError) as caught:
        rosfile.parse_roster_xml(_ros(number="inf"), tmp_path / "x.ros")
    assert "n'est pas un nombre fini" in caught.value.describe("fr")
    with pytest.raises(RosterFileError) as caught:
        rosfile.unzip_roster(_rosz_needing(70), tmp_path / "x.rosz")
    assert "version 7.0" in caught.value.describe("fr")
