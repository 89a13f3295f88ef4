"""Run the test suite under Windows CPython in Wine; ``tools/wine_tests.sh`` is the entry point.

Standard library only (it runs from the host's python3, before any venv). The prefix and its
wheels come from ``packaging/windows/wine.py``; this checkout is made importable in it as an
editable install would, so the tests run against the working tree. Windows-only skips give a
reason starting with ``tests.platforms.WINDOWS_REASON_PREFIX``; they are counted and grouped
from pytest's JUnit report.
"""

from __future__ import annotations

import collections
import contextlib
import os
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree  # our own pytest's report, not outside XML
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

import wine  # noqa: E402

LOCK = ROOT / "requirements" / "test.txt"
# Kept in step with tests/platforms.py (not imported: that needs pytest).
WINDOWS_REASON_PREFIX = "not on Windows: "
# The whole suite takes about 6 minutes on an idle machine; a hang must not last forever.
TIMEOUT = float(os.environ.get("LISTBUILDER_WINE_TESTS_TIMEOUT", "5400"))


def skip_reasons(report: Path) -> tuple[collections.Counter[str], collections.Counter[str]]:
    """Skip reasons with their counts: the Windows-only ones, and the others."""
    windows: collections.Counter[str] = collections.Counter()
    others: collections.Counter[str] = collections.Counter()
    tree = ElementTree.parse(report)
    for skipped in tree.iter("skipped"):
        message = (skipped.get("message") or "").strip()
        if WINDOWS_REASON_PREFIX in message:
            windows[message.split(WINDOWS_REASON_PREFIX, 1)[1]] += 1
        else:
            others[message.removeprefix("Skipped: ") or "(no reason)"] += 1
    return windows, others


def main(argv: list[str]) -> int:
    started = time.monotonic()
    # LISTBUILDER_WINE_PREFIX: a prefix of one's own (the cached one serves one run at a time).
    own = os.environ.get("LISTBUILDER_WINE_PREFIX")
    prefix = wine.make_prefix(Path(own) if own else None, LOCK)
    print(
        f"wine-tests: prefix ready after {time.monotonic() - started:.0f} s: {prefix}", flush=True
    )
    # One suite at a time per prefix: the checkout's .pth and wineserver are the prefix's.
    with wine.exclusive(prefix.with_name(prefix.name + ".run-lock")):
        wine.install_checkout(prefix, ROOT)
        with tempfile.TemporaryDirectory(prefix="wine-tests-") as tmp:
            report = Path(tmp) / "junit.xml"
            command = [wine.PYTHON_EXE, "-m", "pytest", "-p", "no:cacheprovider", "-rfE"]
            command += ["--junitxml", wine.windows_path(report), *argv]
            env = {"QT_QPA_PLATFORM": "offscreen"}
            try:
                result = wine.run(prefix, command, env=env, cwd=ROOT, timeout=TIMEOUT)
            finally:
                wine.stop_wineserver(prefix)
            if report.is_file():
                windows, others = skip_reasons(report)
                total, rest = sum(windows.values()), sum(others.values())
                print(f"wine-tests: {total} tests skipped on Windows only, because:")
                for reason, count in windows.most_common():
                    print(f"wine-tests:   {count:4d}  {reason}")
                print(f"wine-tests: {rest} other skips (not about Windows, or Windows twins):")
                for reason, count in others.most_common():
                    print(f"wine-tests:   {count:4d}  {reason}")
    print(f"wine-tests: {time.monotonic() - started:.0f} s in all; pytest exit {result.returncode}")
    return int(result.returncode)


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(main(sys.argv[1:]))
    sys.exit(130)
