"""Refresh the GUI translation files: extract strings, then compile them.

Run from the repository root::

    .venv/bin/python tools/update_translations.py

It runs, for each language in ``LANGUAGES`` (from ``resources/translations``)::

    pyside6-lupdate <every .py under listbuilder/gui> -ts listbuilder_<lang>.ts -no-obsolete
    pyside6-lrelease listbuilder_<lang>.ts -qm listbuilder_<lang>.qm

and, for English, the same with ``-pluralonly``: ``listbuilder_en.ts`` holds only the
messages with a count (``%n error(s)``), whose singular and plural forms are written there
(``1 error``, ``2 errors``).

``lupdate`` keeps the translations already in the ``.ts`` file and adds the
new source strings as unfinished; translate them with ``pyside6-linguist``
(or in a text editor), then run this script again to compile the ``.qm``.
Commit both files. Core strings (findings, figures) are not here: they live in
``listbuilder/i18n/*.yaml``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("fr",)
PLURAL_ONLY = ("en",)
"""The source language: its file only gives the plural forms of messages with a count."""


def tool(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 in the virtualenv")
    return found


def main() -> int:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "listbuilder" / "gui").rglob("*.py"))
    folder = ROOT / "resources" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    for lang in (*LANGUAGES, *PLURAL_ONLY):
        ts = folder / f"listbuilder_{lang}.ts"
        qm = folder / f"listbuilder_{lang}.qm"
        extra = ["-pluralonly", "-target-language", lang] if lang in PLURAL_ONLY else []
        subprocess.run(
            [tool("pyside6-lupdate"), *sources, "-ts", str(ts), "-no-obsolete", *extra],
            cwd=ROOT,
            check=True,
        )
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True)
    for ts in sorted(folder.glob("qt_extra_*.ts")):
        # Qt's own strings its qtbase catalogue lacks: written by hand, only compiled here
        qm = ts.with_suffix(".qm")
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
