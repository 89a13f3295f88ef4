"""Case 9 of issue 9: saves keep links, permissions and read-only files; a kill never tears one."""

from __future__ import annotations

import os
import random
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from listbuilder.errors import RosterFileError
from listbuilder.roster.io import ReadOnlyRosterError, dump_roster, load_roster, save_roster
from listbuilder.roster.model import Roster
from tests.platforms import needs_posix_modes, needs_symlinks

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"


@pytest.fixture
def roster() -> Roster:
    return load_roster(LEGAL)


@pytest.fixture
def renamed(roster: Roster) -> Roster:
    return roster.model_copy(update={"name": "Saved again"})


@needs_symlinks
def test_save_through_a_symlink_updates_its_target(
    tmp_path: Path, roster: Roster, renamed: Roster
) -> None:
    real = tmp_path / "synced" / "army.yaml"
    real.parent.mkdir()
    save_roster(roster, real)
    link = tmp_path / "army.yaml"
    link.symlink_to(real)
    save_roster(renamed, link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_roster(real).name == "Saved again"
    assert not [p for p in real.parent.iterdir() if p.name != "army.yaml"]  # no temp left


@needs_symlinks
def test_save_through_a_dangling_symlink_creates_the_target(tmp_path: Path, roster: Roster) -> None:
    link = tmp_path / "army.yaml"
    link.symlink_to(tmp_path / "new.yaml")
    save_roster(roster, link)
    assert link.is_symlink() and load_roster(tmp_path / "new.yaml") == roster


@needs_posix_modes
@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664])
def test_save_keeps_the_permissions(
    mode: int, tmp_path: Path, roster: Roster, renamed: Roster
) -> None:
    path = tmp_path / "army.yaml"
    save_roster(roster, path)
    os.chmod(path, mode)
    save_roster(renamed, path)
    assert stat.S_IMODE(path.stat().st_mode) == mode
    assert load_roster(path).name == "Saved again"


def test_save_keeps_hard_links_sharing_the_content(
    tmp_path: Path, roster: Roster, renamed: Roster
) -> None:
    path = tmp_path / "army.yaml"
    save_roster(roster, path)
    other = tmp_path / "copy-for-the-club.yaml"
    os.link(path, other)
    inode = path.stat().st_ino
    save_roster(renamed, path)
    assert path.stat().st_ino == inode and path.stat().st_nlink == 2
    assert load_roster(other).name == "Saved again"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["army.yaml", "copy-for-the-club.yaml"]


def test_read_only_file_is_refused_and_left_alone(
    tmp_path: Path, roster: Roster, renamed: Roster
) -> None:
    path = tmp_path / "army.yaml"
    save_roster(roster, path)
    os.chmod(path, 0o444)
    before = path.read_bytes()
    with pytest.raises(ReadOnlyRosterError) as info:
        save_roster(renamed, path)
    assert info.value.file == str(path) and "read-only" in info.value.message
    assert info.value.hint and "Save As" in info.value.hint
    assert path.read_bytes() == before and stat.S_IMODE(path.stat().st_mode) == 0o444


@needs_symlinks
def test_folders_and_loops_are_refused(tmp_path: Path, roster: Roster) -> None:
    (tmp_path / "folder.yaml").mkdir()
    loop = tmp_path / "loop.yaml"
    loop.symlink_to(tmp_path / "loop2.yaml")
    (tmp_path / "loop2.yaml").symlink_to(loop)
    for target, words in ((tmp_path / "folder.yaml", "folder"), (loop, "loop")):
        with pytest.raises(RosterFileError) as info:
            save_roster(roster, target)
        assert words in info.value.describe()


CHILD = """
import sys
from pathlib import Path
from listbuilder.roster.io import load_roster, save_roster
path = Path(sys.argv[1])
first = load_roster(sys.argv[2])
second = first.model_copy(update={"name": "x" * 200_000})
print("ready", flush=True)
while True:
    save_roster(first, path)
    save_roster(second, path)
"""


def test_kill_during_save_leaves_the_old_or_the_new_roster(tmp_path: Path, roster: Roster) -> None:
    path = tmp_path / "army.yaml"
    save_roster(roster, path)
    versions = {dump_roster(roster), dump_roster(roster.model_copy(update={"name": "x" * 200_000}))}
    rng = random.Random(9)
    for _ in range(3):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(LEGAL)],
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.05, 0.3))
        child.kill()  # SIGKILL on POSIX, TerminateProcess on Windows: no handler runs
        child.wait(timeout=30)
        assert path.read_text(encoding="utf-8") in versions
        load_roster(path)
