"""Issue 30: the encodings a `.ros` may declare are read, or refused with exit 2 and a clear
message (never an internal error, exit 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange.rosfile import zip_roster
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from tests.hostile.real_process import run_cli

NAME = "ウルトラマリーン第2中隊"
BODY = (
    '<roster id="r1" name="{name}" battleScribeVersion="2.03" gameSystemId="b6ca-ebfc-974f-eaae"'
    ' gameSystemName="NetEpic Gold" xmlns="http://www.battlescribe.net/schema/rosterSchema">'
    "<forces/></roster>\n"
)


def roster_bytes(declared: str | None, codec: str, name: str = NAME) -> bytes:
    head = f'<?xml version="1.0" encoding="{declared}"?>\n' if declared else ""
    return (head + BODY.format(name=name)).encode(codec)


READABLE = [
    ("Shift_JIS", "shift_jis", NAME),
    ("EUC-JP", "euc_jp", NAME),
    ("GB2312", "gb2312", "超级战队"),
    ("Big5", "big5", "超級戰隊"),
    ("UTF-16", "utf-16", NAME),  # with a byte-order mark
    ("UTF-16", "utf-16-le", NAME),  # without one
    (None, "utf-16-be", NAME),  # no declaration, no mark
    ("UTF-16", "utf-16", "Noël ウルトラ"),
    ("ISO-8859-1", "latin-1", "Noël à Tarsis"),
    ("latin-1", "latin-1", "Noël à Tarsis"),
    ("windows-1252", "cp1252", "Noël – Tarsis"),
    ("UTF-8", "utf-8-sig", NAME),
    ("us-ascii", "ascii", "Tarsis"),
]


@pytest.mark.parametrize(("declared", "codec", "name"), READABLE, ids=lambda v: str(v))
@pytest.mark.parametrize("zipped", [False, True], ids=["ros", "rosz"])
def test_a_declared_encoding_python_reads_is_read(
    declared: str | None, codec: str, name: str, zipped: bool, codex: Codex, tmp_path: Path
) -> None:
    data = roster_bytes(declared, codec, name)
    path = tmp_path / ("army.rosz" if zipped else "army.ros")
    path.write_bytes(zip_roster(data, "army.ros") if zipped else data)
    roster, _ = read_battlescribe_roster(path, codex)
    assert roster.name == name


REFUSED = [
    (b'<?xml version="1.0" encoding="x-unknown"?>' + BODY.format(name="x").encode(), "x-unknown"),
    (b'<?xml version="1.0" encoding="base64"?>' + BODY.format(name="x").encode(), "base64"),
    (
        b'<?xml version="1.0" encoding="unicode_escape"?>' + BODY.format(name="x").encode(),
        "unicode_escape",
    ),
    (roster_bytes("Shift_JIS", "shift_jis").replace(b'id="r1"', b'id="\x81\xff"'), "Shift_JIS"),
    (roster_bytes("UTF-16", "utf-8"), "not valid XML"),  # declared, not written
    (roster_bytes("UTF-8", "utf-32"), "not valid XML"),
]


@pytest.mark.parametrize(("data", "words"), REFUSED, ids=lambda v: str(v)[:24])
def test_an_encoding_we_cannot_read_is_refused_with_exit_2(
    data: bytes, words: str, tmp_path: Path, codex: Codex
) -> None:
    path = tmp_path / "army.ros"
    path.write_bytes(data)
    with pytest.raises(RosterFileError, match=words):
        read_battlescribe_roster(path, codex)


@pytest.mark.parametrize("command", [["validate"], ["summary"], ["print", "-o", "{out}"]])
def test_the_reproducers_through_the_real_process(command: list[str], tmp_path: Path) -> None:
    out = tmp_path / "army.pdf"
    args = [a.replace("{out}", str(out)) for a in command]
    unknown = tmp_path / "unknown.ros"
    unknown.write_bytes(REFUSED[0][0])
    done = run_cli(*args, unknown, "--lang", "en")
    assert done.returncode == 2, done.stderr
    assert "declares the encoding 'x-unknown'" in done.stderr
    assert "internal error" not in done.stderr
    assert not out.exists()
    japanese = tmp_path / "japanese.ros"
    japanese.write_bytes(roster_bytes("Shift_JIS", "shift_jis"))
    done = run_cli(*args, japanese, "--lang", "fr")
    assert done.returncode in (0, 1), done.stderr  # read: an empty army is illegal
    assert "erreur interne" not in done.stderr


def test_every_encoding_name_python_knows_is_read_or_refused_in_words(
    tmp_path: Path, codex: Codex
) -> None:
    """Each codec name and alias declared by a roster: read, or a RosterFileError (exit 2);
    never another exception (exit 3)."""
    import encodings.aliases

    names = sorted(set(encodings.aliases.aliases) | set(encodings.aliases.aliases.values()))
    names += ["x-unknown", "UTF-7", "utf-32", "EBCDIC-US", "cp037", "", " ", "utf-8\x00"]
    path = tmp_path / "army.ros"
    outcomes = {"read": 0, "refused": 0}
    for name in names:
        path.write_bytes(
            b'<?xml version="1.0" encoding="'
            + name.encode("ascii", "replace")
            + b'"?>\n'
            + BODY.format(name="Tarsis").encode("ascii")
        )
        try:
            roster, _ = read_battlescribe_roster(path, codex)
        except RosterFileError:
            outcomes["refused"] += 1
            continue
        assert roster.name == "Tarsis", name
        outcomes["read"] += 1
    assert outcomes["read"] > 100 and outcomes["refused"] > 10, outcomes
