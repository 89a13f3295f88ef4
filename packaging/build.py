"""Build the one-folder bundle: ``python packaging/build.py [--dist DIR]`` makes DIR/listbuilder/.

``--portable`` (Linux, as root) builds the same bundle inside a Debian 11 root, so it runs
on glibc 2.31 and newer (packaging/portable.py); ``--archive`` also writes
DIR/listbuilder-<version>-linux-x86_64.tar.xz and its ``.sha256``.

``--windows`` (on Linux, as root) builds the Windows bundle under Wine
(packaging/windows/bundle.py): DIR/listbuilder/listbuilder.exe and listbuilder-cli.exe; with
``--archive``, DIR/listbuilder-<version>-windows-x86_64.zip and
DIR/listbuilder-<version>-windows-x86_64-setup.exe (NSIS), each with its ``.sha256``. On
Windows itself, ``--archive`` writes the same two files from a plain build.

Needs the project installed with its ``package`` extra (``pip install -e '.[package]'``).
The bundle is made by PyInstaller from ``packaging/listbuilder.spec``; its executable
``listbuilder`` (``listbuilder.exe`` and the console twin ``listbuilder-cli.exe`` on
Windows) is the app and the command line, and runs from any folder on a machine without
Python. The compiled codex is made here, at build time, and shipped inside, so the first
start of the bundle is as quick as any later one.
"""

from __future__ import annotations

import argparse
import hashlib
import lzma
import os
import platform
import shutil
import subprocess
import sys
import tarfile
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


def is_elf(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def strip_binaries(bundle: Path) -> int:
    """``strip --strip-unneeded`` the shared libraries (about a quarter of Qt's size is
    symbols); returns the bytes saved. The executable is left alone: in a one-folder
    bundle its archive is appended after the ELF, where strip would cut it off."""
    strip = shutil.which("strip")
    if strip is None or not sys.platform.startswith("linux"):
        return 0
    before = folder_size(bundle)
    libraries = [
        path
        for path in sorted(bundle.rglob("*"))
        if path.is_file()
        and not path.is_symlink()
        and path != bundle / executable_name()
        and is_elf(path)
    ]
    for start in range(0, len(libraries), 200):
        subprocess.run(
            [strip, "--strip-unneeded", *map(str, libraries[start : start + 200])], check=True
        )
    return before - folder_size(bundle)


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    if system.startswith("linux"):
        system = "linux"
    return f"{system}-{platform.machine().lower().replace('amd64', 'x86_64')}"


def write_archive(bundle: Path) -> Path:
    """The release archive beside the bundle (listbuilder-<version>-<system>-<machine>.tar.xz,
    a listbuilder/ folder inside) and its sha256 in sha256sum's format."""
    from listbuilder import __version__

    archive = bundle.parent / f"listbuilder-{__version__}-{platform_tag()}.tar.xz"

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    partial = archive.with_name(archive.name + ".partial")
    # The x86 branch filter before LZMA2 makes machine code about 6 % smaller, and faster.
    filters = [{"id": lzma.FILTER_X86}, {"id": lzma.FILTER_LZMA2, "preset": 9}]
    with (
        lzma.open(partial, "wb", filters=filters) as packed,
        tarfile.open(fileobj=packed, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        tar.add(bundle, arcname=bundle.name, filter=owned_by_root)
    partial.replace(archive)
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    checksum = archive.with_name(archive.name + ".sha256")
    checksum.write_text(f"{digest}  {archive.name}\n")
    return archive


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
    parser.add_argument(
        "--portable",
        action="store_true",
        help="Linux: build inside a Debian 11 root, for glibc 2.31 and newer (needs root)",
    )
    parser.add_argument(
        "--windows",
        action="store_true",
        help="Linux: build the Windows bundle and installer under Wine (needs root)",
    )
    parser.add_argument(
        "--archive",
        action="store_true",
        help="also write DIST/listbuilder-<version>-<system>-<machine>.tar.xz and .sha256",
    )
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    if (dist / "listbuilder").exists():
        shutil.rmtree(dist / "listbuilder")
    start = time.perf_counter()
    windows = args.windows or sys.platform == "win32"
    if args.windows:
        if not sys.platform.startswith("linux"):
            raise SystemExit("--windows builds the Windows bundle under Wine: run it on Linux")
        sys.path.insert(0, str(Path(__file__).resolve().parent / "windows"))
        import bundle as windows_bundle

        work = args.work.resolve()
        if args.work == parser.get_default("work"):
            work = work.with_name("pyinstaller-windows")
        bundle = windows_bundle.build(dist, work, clean=args.clean)
    elif args.portable:
        if not sys.platform.startswith("linux"):
            raise SystemExit("--portable builds the Linux bundle: run it on Linux")
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import signal

        from portable import build_portable

        # A killed build still unmounts what it mounted in the root (finally clauses).
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
        bundle = build_portable(dist, ["--clean"] if args.clean else [])
    else:
        bundle = build(dist, args.work.resolve(), clean=args.clean)
        saved = strip_binaries(bundle)
        if saved:
            print(f"stripped {saved / 1e6:.0f} MB of symbols")
        if sys.platform.startswith("linux"):
            add_desktop_files(bundle)
        if sys.platform == "win32":
            sys.path.insert(0, str(Path(__file__).resolve().parent / "windows"))
            import bundle as windows_bundle

            windows_bundle.build_launcher(bundle / "listbuilder-cli.exe")
    seconds = time.perf_counter() - start
    size = folder_size(bundle) / 1e6
    name = "listbuilder.exe" if windows else executable_name()
    print(f"built {bundle / name} in {seconds:.0f} s ({size:.0f} MB)")
    if args.archive and windows:
        start = time.perf_counter()
        archives = windows_bundle.write_archives(bundle)
        seconds = time.perf_counter() - start
        for archive in archives:
            print(f"archived {archive} ({archive.stat().st_size / 1e6:.0f} MB)")
        print(f"archives written in {seconds:.0f} s")
    elif args.archive:
        start = time.perf_counter()
        archive = write_archive(bundle)
        seconds = time.perf_counter() - start
        print(f"archived {archive} in {seconds:.0f} s ({archive.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
