"""Build the one-folder bundle: ``python packaging/build.py [--dist DIR]`` makes DIR/listbuilder/.

Needs the project installed with its ``package`` extra (``pip install -e '.[package]'``).
The bundle is made by PyInstaller from ``packaging/listbuilder.spec``; its executable
``listbuilder`` (``listbuilder.exe`` and the console twin ``listbuilder-cli.exe`` on
Windows) is the app and the command line, and runs from any folder on a machine without
Python. The compiled codex is made here, at build time, and shipped inside, so the first
start of the bundle is as quick as any later one.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "listbuilder.spec"


def executable_name() -> str:
    return "listbuilder.exe" if sys.platform == "win32" else "listbuilder"


def folder_size(folder: Path) -> int:
    """Bytes on disk; links (PyInstaller links a few Qt libraries) count once."""
    return sum(
        path.stat().st_size
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def write_compiled_codex(target: Path) -> list[Path]:
    """The compiled codex of the bundled army books, written into *target*."""
    from listbuilder.codex.loader import write_bundled_cache

    return write_bundled_cache(ROOT / "codex_data", target)


def build(dist: Path, work: Path, *, clean: bool = False) -> Path:
    """Run PyInstaller; returns the bundle's folder (``dist/listbuilder``)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(
            "PyInstaller is missing: install the project with its package extra, "
            "pip install -e '.[package]'"
        ) from None
    with tempfile.TemporaryDirectory(prefix="listbuilder-compiled-") as compiled:
        written = write_compiled_codex(Path(compiled))
        print(f"compiled codex: {', '.join(path.name for path in written)}")
        env = {**os.environ, "LISTBUILDER_COMPILED_CODEX_DIR": compiled}
        command = [
            sys.executable,
            "-m",
            "PyInstaller",
            str(SPEC),
            "--noconfirm",
            "--log-level=WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
        ]
        if clean:
            command.append("--clean")
        subprocess.run(command, check=True, cwd=ROOT, env=env)
    bundle = dist / "listbuilder"
    executable = bundle / executable_name()
    if not executable.is_file():
        raise SystemExit(f"the build made no {executable}")
    return bundle


def add_desktop_files(bundle: Path) -> None:
    """Linux: the desktop entry, MIME type, metainfo, icons and install.sh, in bundle/linux/."""
    linux = bundle / "linux"
    (linux / "icons").mkdir(parents=True, exist_ok=True)
    for path in sorted((ROOT / "packaging" / "linux").iterdir()):
        if path.is_file():
            shutil.copy2(path, linux / path.name)  # copy2 keeps install.sh executable
    for path in sorted((ROOT / "resources" / "icons" / "app").glob("listbuilder*")):
        if path.suffix in (".svg", ".png"):
            shutil.copy2(path, linux / "icons" / path.name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--dist", type=Path, default=ROOT / "dist", help="where DIST/listbuilder/ goes (dist/)"
    )
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="PyInstaller's work folder (build/pyinstaller/)",
    )
    parser.add_argument("--clean", action="store_true", help="rebuild from nothing")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    if (dist / "listbuilder").exists():
        shutil.rmtree(dist / "listbuilder")
    start = time.perf_counter()
    bundle = build(dist, args.work.resolve(), clean=args.clean)
    if sys.platform.startswith("linux"):
        add_desktop_files(bundle)
    seconds = time.perf_counter() - start
    size = folder_size(bundle) / 1e6
    print(f"built {bundle / executable_name()} in {seconds:.0f} s ({size:.0f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
