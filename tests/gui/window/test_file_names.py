"""The file name the window suggests for a roster: one that Windows, macOS and Linux take."""

from __future__ import annotations

from pathlib import PurePosixPath, PureWindowsPath

import pytest

from listbuilder.files.windows import STEM_BYTES, file_stem


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("Ultramarines at Tarsis", "Ultramarines_at_Tarsis"),
        ("Détachement «Tarsis»", "Détachement_Tarsis"),
        (r'C:\Users\Ann\..\army: "1/2" <final>?*|', "CUsersAnnarmy_12_final"),
        ("../../etc/passwd", "etcpasswd"),
        ("...", "roster"),
        ("", "roster"),
    ],
)
def test_a_roster_name_becomes_one_plain_file_name(name: str, stem: str) -> None:
    assert file_stem(name) == stem
    for flavour in (PureWindowsPath, PurePosixPath):
        path = flavour(f"{file_stem(name)}.netepic.yaml")
        assert path.parts == (path.name,)  # no folder, no drive, no root


@pytest.mark.parametrize("device", ["CON", "con", "Nul", "AUX", "PRN", "COM1", "lpt9"])
def test_windows_device_names_are_never_suggested(device: str) -> None:
    """``CON.netepic.yaml`` is the console on Windows, whatever the extension."""
    assert PureWindowsPath(f"{device}.netepic.yaml").is_reserved()
    suggested = PureWindowsPath(f"{file_stem(device)}.netepic.yaml")
    assert not suggested.is_reserved()
    assert file_stem(device).startswith(device)


@pytest.mark.parametrize("letter", ["a", "é", "中", "\U00020000"])  # 1 to 4 bytes in UTF-8
def test_a_long_name_is_cut_to_a_length_every_file_system_takes(letter: str) -> None:
    stem = file_stem(letter * 1000)
    assert 0 < len(stem.encode("utf-8")) <= STEM_BYTES
    assert set(stem) == {letter}  # cut between characters, never inside one
    assert len(f"{stem}.netepic.yaml".encode()) <= 255
