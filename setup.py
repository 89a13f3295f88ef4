"""Build hook: the wheel carries the compiled codex, so a fresh install starts warm.

Everything else about the package is in pyproject.toml. The compiled codex is written by
``listbuilder.codex.loader.write_bundled_cache`` (the same as the bundle's build step) into
the wheel's ``listbuilder/codex_data/compiled/``; an editable install skips it (it reads
the checkout, and caches in the user's folder on its first start).
"""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithCompiledCodex(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        sys.path.insert(0, str(ROOT))
        try:
            from listbuilder.codex.loader import write_bundled_cache
        finally:
            sys.path.remove(str(ROOT))
        target = Path(self.build_lib) / "listbuilder" / "codex_data"
        for path in write_bundled_cache(ROOT / "codex_data", target):
            print(f"compiled codex: {path}")


setup(cmdclass={"build_py": BuildWithCompiledCodex})
