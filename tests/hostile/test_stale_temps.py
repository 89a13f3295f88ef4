"""Issue 30: a kill -9 during a print left a hidden `.army.pdf.*.tmp` beside the output every
time. Our temporary files carry their owner (pid and start time) in their name; the next
write to the folder removes the stale ones of ours, and nothing else."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from listbuilder.files.owners import TEMP_MARK, sweep_stale_temps, temp_prefix, this_process
from listbuilder.files.writing import atomic_write_bytes
from listbuilder.roster.io import dump_roster, load_roster
from tests.hostile.real_process import EXAMPLES, ROOT, run_cli

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")


def _big_roster(path: Path) -> Path:
    """A roster whose printout takes long enough to be killed half-way."""
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    forces = tuple(roster.forces) * 12
    path.write_text(dump_roster(roster.model_copy(update={"forces": forces})), encoding="utf-8")
    return path


def _temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_a_print_killed_with_sigkill_leaves_a_temp_the_next_write_removes(
    tmp_path: Path,
) -> None:
    roster = _big_roster(tmp_path / "big.yaml")
    out = tmp_path / "army.pdf"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-m", "listbuilder", "print", str(roster), "-o", str(out)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while not _temps(tmp_path) and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.002)
    child.send_signal(signal.SIGKILL)
    child.wait()
    left = _temps(tmp_path)
    if not left:
        pytest.skip("the print ended before it could be killed")
    assert [p.name.startswith(".army.pdf" + TEMP_MARK) for p in left] == [True]
    assert not out.exists()
    stranger = tmp_path / ".army.pdf.k3j4abcd.tmp"  # someone else's, by its name
    stranger.write_bytes(b"not ours")
    done = run_cli("templates", "-o", tmp_path / "templates.pdf")
    assert done.returncode == 0, done.stderr
    assert _temps(tmp_path) == [stranger]


def test_only_stale_temps_of_ours_go(tmp_path: Path) -> None:
    pid, started = this_process()
    running = tmp_path / f"{temp_prefix('army.pdf')}abc123.tmp"  # this live process's
    reused = tmp_path / f".army.pdf{TEMP_MARK}{pid}-{started}0-abc123.tmp"  # same id, later
    dead = tmp_path / f".army.pdf{TEMP_MARK}{2**22 + 7919}-{started}-abc123.tmp"
    foreign = tmp_path / ".army.pdf.abc123.tmp"
    lookalike = tmp_path / f"army.pdf{TEMP_MARK}{2**22 + 7919}--x.tmp"  # not hidden: not ours
    for path in (running, reused, dead, foreign, lookalike):
        path.write_bytes(b"x")
    removed = sweep_stale_temps(tmp_path)
    expected = {dead} | ({reused} if started else set())
    assert set(removed) == expected
    assert {p for p in (running, reused, dead, foreign, lookalike) if p.exists()} == {
        running,
        foreign,
        lookalike,
    } | ({reused} if not started else set())


def test_a_temp_beside_a_hard_linked_file_is_kept(tmp_path: Path) -> None:
    """It may be the only complete copy if its owner died rewriting that file in place."""
    target = tmp_path / "army.yaml"
    target.write_bytes(b"old")
    os.link(target, tmp_path / "other-name.yaml")
    dead = tmp_path / f".army.yaml{TEMP_MARK}{2**22 + 7919}--abc123.tmp"
    dead.write_bytes(b"new")
    assert sweep_stale_temps(tmp_path) == []
    atomic_write_bytes(tmp_path / "unrelated.pdf", b"%PDF-")
    assert dead.exists()


def test_a_long_file_name_still_gets_its_temporary_file(tmp_path: Path) -> None:
    name = "é" * 110 + ".pdf"  # 224 bytes: with the mark, past the file system's 255
    atomic_write_bytes(tmp_path / name, b"%PDF-1.4\n")
    atomic_write_bytes(tmp_path / name, b"%PDF-1.4 again\n")
    assert (tmp_path / name).read_bytes() == b"%PDF-1.4 again\n"
    assert [p.name for p in tmp_path.iterdir()] == [name]
