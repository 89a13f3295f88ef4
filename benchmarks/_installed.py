"""In-process benchmarks run from byte-compiled modules, as the installed app does.

pip compiles every module at install time, and the bundle ships them compiled; a checkout
run with ``PYTHONDONTWRITEBYTECODE`` (as on the shared machine) compiles each module of the
app from source when it is first imported. For a module first imported on the worker thread
(the printing modules, at the first print) ``compile()`` holds the interpreter lock for up to
60-90 ms at a stretch (``army_cards.py``, ``roster_edits.py``, load 7), a freeze of the window
the installed app never has. So the app's modules are compiled once into a private cache,
as ``bench_gui.py`` does for its launches; the checkout stays free of ``__pycache__``.
"""

from __future__ import annotations

import compileall
import sys
import tempfile
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "listbuilder"


def byte_compiled() -> None:
    """Import the app's modules from byte code from now on (compiled here if need be)."""
    sys.pycache_prefix = str(Path(tempfile.gettempdir()) / "lb-bench-pycache")
    sys.dont_write_bytecode = False
    compileall.compile_dir(PACKAGE, quiet=1)
