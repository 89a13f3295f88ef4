"""The Windows bundle, built on Linux: ``python packaging/build.py --windows [--archive]``.

PyInstaller does not cross-compile, so it runs where the bundle will: in Windows CPython
under Wine (``wine.py``: a cached prefix with python.org's embeddable CPython and the
``win_amd64`` wheels of ``requirements/package.txt``, PyInstaller among them, all pinned by
hash). The codex is compiled first on the Linux side, as the Linux build does; the console
twin ``listbuilder-cli.exe`` is a tiny launcher built with mingw-w64 (``cli_launcher.c``).
``--archive`` adds the zip and the NSIS installer (``installer.nsi``, Debian's makensis),
each with its ``.sha256``.

Nothing from Wine ships: the prefix's stand-in DLLs live in its system32, which PyInstaller
leaves to the system, and tests/packaging/test_windows_bundle.py compares every DLL and PYD
of the bundle with its original in a wheel or in the embeddable CPython.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SPEC = ROOT / "packaging" / "listbuilder.spec"
LOCK = ROOT / "requirements" / "package.txt"
LAUNCHER = HERE / "cli_launcher.c"
INSTALLER = HERE / "installer.nsi"
ICON = ROOT / "resources" / "icons" / "app" / "listbuilder.ico"
PLATFORM = "windows-x86_64"
COMPILERS = ("x86_64-w64-mingw32-gcc", "gcc")


def log(message: str) -> None:
    print(f"windows: {message}", flush=True)


def _wine():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(HERE))
    import wine

    return wine


def prepare() -> Path:
    """The host tools (apt-get when missing) and the cached prefix for the package lock."""
    wine = _wine()
    wine.ensure_host_tools(nsis=True)
    return Path(wine.make_prefix(None, LOCK))


def build_launcher(target: Path) -> Path:
    """listbuilder-cli.exe from cli_launcher.c (mingw-w64 on Linux, MinGW's gcc on Windows)."""
    compiler = next((found for name in COMPILERS if (found := shutil.which(name))), None)
    if compiler is None:
        raise SystemExit(
            "windows: no C compiler for the console launcher: install mingw-w64 "
            "(apt-get install gcc-mingw-w64-x86-64-win32)"
        )
    command = [compiler, "-O2", "-s", "-municode", "-Wall", "-o", str(target), str(LAUNCHER)]
    subprocess.run(command, check=True)
    return target


def build(dist: Path, work: Path, *, clean: bool = False) -> Path:
    """The bundle in *dist*/listbuilder, built by PyInstaller under Wine."""
    started = time.perf_counter()
    prefix = prepare()
    log(f"prefix ready in {time.perf_counter() - started:.0f} s")
    wine = _wine()
    sys.path.insert(0, str(ROOT / "packaging"))
    from build import write_compiled_codex

    dist.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="listbuilder-compiled-") as compiled:
        written = write_compiled_codex(Path(compiled))
        log(f"compiled codex: {', '.join(path.name for path in written)}")
        command = [wine.PYTHON_EXE, "-m", "PyInstaller", wine.windows_path(SPEC)]
        command += ["--noconfirm", "--log-level=WARN"]
        command += ["--distpath", wine.windows_path(dist), "--workpath", wine.windows_path(work)]
        if clean:
            command.append("--clean")
        env = {
            "LISTBUILDER_COMPILED_CODEX_DIR": wine.windows_path(Path(compiled)),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        pyinstaller_started = time.perf_counter()
        result = wine.run(prefix, command, env=env, cwd=ROOT, timeout=3600)
        if result.returncode != 0:
            raise SystemExit(f"windows: PyInstaller failed under Wine ({result.returncode})")
        log(f"PyInstaller took {time.perf_counter() - pyinstaller_started:.0f} s")
    bundle = dist / "listbuilder"
    if not (bundle / "listbuilder.exe").is_file():
        raise SystemExit(f"windows: the build made no {bundle / 'listbuilder.exe'}")
    build_launcher(bundle / "listbuilder-cli.exe")
    return bundle


def sha256_file(path: Path) -> Path:
    """*path*.sha256 in sha256sum's format (``sha256sum -c`` checks it)."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    checksum = path.with_name(path.name + ".sha256")
    checksum.write_text(f"{digest.hexdigest()}  {path.name}\n", encoding="utf-8")
    return checksum


def write_zip(bundle: Path, version: str) -> Path:
    """listbuilder-<version>-windows-x86_64.zip, a listbuilder\\ folder inside (deflate, which
    Windows' Explorer opens)."""
    archive = bundle.parent / f"listbuilder-{version}-{PLATFORM}.zip"
    partial = archive.with_name(archive.name + ".partial")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as packed:
        for path in sorted(bundle.rglob("*")):
            name = path.relative_to(bundle.parent).as_posix()
            if path.is_dir():
                continue
            packed.write(path, name)
    partial.replace(archive)
    sha256_file(archive)
    return archive


def installer_command(bundle: Path, setup: Path, version: str) -> list[str]:
    """makensis' command for listbuilder-<version>-windows-x86_64-setup.exe (installer.nsi)."""
    makensis = shutil.which("makensis")
    if makensis is None:
        raise SystemExit("windows: makensis is missing: apt-get install nsis")
    return [
        makensis,
        "-V2",
        "-NOCD",
        f"-DVERSION={version}",
        f"-DBUNDLE={bundle}",
        f"-DOUTFILE={setup}",
        f"-DICON={ICON}",
        str(INSTALLER),
    ]


def write_archives(bundle: Path) -> list[Path]:
    """The zip and the installer, each with its .sha256. makensis (LZMA, one core) runs
    while the zip is written (zlib, the other core)."""
    from listbuilder import __version__

    setup = bundle.parent / f"listbuilder-{__version__}-{PLATFORM}-setup.exe"
    setup.unlink(missing_ok=True)
    started = time.perf_counter()
    makensis = subprocess.Popen(
        installer_command(bundle, setup, __version__), env={**os.environ, "LC_ALL": "C.UTF-8"}
    )
    try:
        archive = write_zip(bundle, __version__)
        log(f"zip written in {time.perf_counter() - started:.0f} s")
    finally:
        status = makensis.wait()
    if status != 0 or not setup.is_file():
        raise SystemExit(f"windows: makensis failed ({status})")
    log(f"installer written in {time.perf_counter() - started:.0f} s")
    sha256_file(setup)
    return [archive, setup]
