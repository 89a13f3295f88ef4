"""A refused save reads entirely in the reader's language, the system's reason included."""

from __future__ import annotations

import errno
import os
import re
import tempfile
from pathlib import Path

import pytest

from listbuilder.errors import RosterFileError
from listbuilder.files.oserrors import os_reason
from listbuilder.roster.io import load_roster, save_roster
from listbuilder.roster.model import Roster

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"

ENGLISH = re.compile(
    r"\b(the|is|not|file|folder|cannot|save|here|no such|denied|permission|read-only|"
    r"directory|space|left|device|loop|symbolic|link|system|error)\b",
    re.IGNORECASE,
)


@pytest.fixture
def roster() -> Roster:
    return load_roster(EXAMPLE)


def _refuse_temporary_files(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    """A folder that refuses new files: as root, chmod does not stop anyone."""

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(code, os.strerror(code), str(kwargs.get("dir", "")))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)


def _refuse_rename(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    def refuse(src: str, dst: str) -> None:
        raise OSError(code, os.strerror(code), dst)

    monkeypatch.setattr(os, "replace", refuse)


CASES = {
    "a folder in place of the file": lambda tmp, mp: (tmp / "army.yaml").mkdir(),
    "a read-only file": lambda tmp, mp: _read_only(tmp / "army.yaml"),
    "a read-only folder": lambda tmp, mp: _refuse_temporary_files(mp, errno.EACCES),
    "a missing folder under a file": lambda tmp, mp: None,
    "a full disk": lambda tmp, mp: _refuse_rename(mp, errno.ENOSPC),
    "a read-only disk": lambda tmp, mp: _refuse_rename(mp, errno.EROFS),
    "an odd system error": lambda tmp, mp: _refuse_rename(mp, errno.ENOLCK),
}


def _read_only(path: Path) -> None:
    path.write_text("format: netepic-roster/1\n", encoding="utf-8")
    os.chmod(path, 0o444)


@pytest.mark.parametrize("case", list(CASES))
def test_a_french_refusal_reads_entirely_in_french(
    case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, roster: Roster
) -> None:
    CASES[case](tmp_path, monkeypatch)
    target = tmp_path / "army.yaml"
    if case == "a missing folder under a file":
        (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
        target = tmp_path / "notes.txt" / "club" / "army.yaml"
    with pytest.raises(RosterFileError) as info:
        save_roster(roster, target)
    french = f"{info.value.text('fr')} ({info.value.hint_text('fr')})"
    assert not ENGLISH.findall(french), french
    english = f"{info.value.message} ({info.value.hint})"
    assert ENGLISH.findall(english), english  # the same refusal in English is English


def test_english_keeps_the_systems_own_words() -> None:
    exc = OSError(errno.ENOSPC, "No space left on device (as this system says it)")
    assert os_reason(exc).render("en") == "No space left on device (as this system says it)"
    assert os_reason(exc).render("fr") == "le disque est plein"
    assert os_reason(OSError("no number at all")).render("en") == "no number at all"
