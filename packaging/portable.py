"""The portable Linux bundle: built inside a Debian 11 (bullseye) root, so it needs glibc 2.31.

A bundle needs the glibc of the system it was built on or newer; built on Debian 12 it asked
for glibc 2.36 and did not start on Ubuntu 22.04, Mint 21 or Debian 11. ``build.py
--portable`` therefore runs the ordinary build inside a bullseye root made by
``debootstrap``, with a CPython built there from Debian's source package (bullseye's own
Python is 3.9, older than the app needs) and the wheels of ``requirements/portable.txt``: the
package lock resolved for manylinux 2.31, which holds the last Qt built for glibc 2.28.

Roots are cached under ``$LISTBUILDER_BUILD_CACHE`` (``/var/cache/listbuilder-build``),
each named by a hash of everything that goes into it, so a warm build only copies the
sources in and runs PyInstaller; from nothing, the roots are made first. Needs root (chroot,
mount), ``debootstrap`` (installed with apt-get when missing) and Debian's archive.
``python3 packaging/portable.py --prepare`` only makes the roots (stdlib only, no venv):
``.ci/run`` starts it beside the test suite, which leaves the second core idle.

The *run* root is a bare bullseye with only what PyInstaller leaves to the system (glibc,
the GL stack): the bundle's smoke tests run there (tests/packaging/test_portable.py). The
*build* root is a copy of it with the compiler, the headers and the libraries Qt links.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements" / "portable.txt"
SUITE = "bullseye"
CACHE = Path(os.environ.get("LISTBUILDER_BUILD_CACHE", "/var/cache/listbuilder-build"))

# CPython's source as Debian ships it (bookworm's python3.11; bullseye has 3.9 only).
PYTHON_VERSION = "3.11.2"
PYTHON_TARBALL = "python3.11_3.11.2.orig.tar.gz"
PYTHON_POOL = "pool/main/p/python3.11"
PYTHON_SHA256 = "2411c74bda5bbcfcddaf4531f66d1adc73f247f529aee981b029513aefdbf849"
PYTHON_PREFIX = "/opt/python"
# No PGO/LTO (minutes for a few per cent); shared libpython for PyInstaller; no test modules.
PYTHON_CONFIGURE = (
    f"--prefix={PYTHON_PREFIX}",
    "--enable-shared",
    f"LDFLAGS=-Wl,-rpath,{PYTHON_PREFIX}/lib",
    "--disable-test-modules",
    "--with-ensurepip=install",
)
PYTHON_MODULES = ("ssl", "zlib", "bz2", "lzma", "sqlite3", "ctypes", "_ctypes", "readline")
VENV = "/opt/listbuilder-venv"

# What a bare desktop provides and PyInstaller therefore does not bundle (its exclude list:
# glibc and the GL stack); with these, the run root is the oldest system the bundle targets.
RUN_PACKAGES = ("libgl1", "libegl1")
# The compiler and headers for CPython's modules, binutils for PyInstaller and strip, and
# the libraries Qt's wheels link, which PyInstaller copies into the bundle.
BUILD_PACKAGES = (
    "gcc",
    "make",
    "libc6-dev",
    "binutils",
    "xz-utils",
    "libssl-dev",
    "zlib1g-dev",
    "libbz2-dev",
    "liblzma-dev",
    "libsqlite3-dev",
    "libffi-dev",
    "libreadline-dev",
    "libfontconfig1",
    "libfreetype6",
    "libglib2.0-0",
    "libdbus-1-3",
    "libx11-6",
    "libx11-xcb1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-shm0",
    "libxcb-sync1",
    "libxcb-util1",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
    "libzstd1",
)
# Bump to rebuild every root after a change of how they are made.
RECIPE = 1


def log(message: str) -> None:
    print(f"portable: {message}", flush=True)


def debian_mirror() -> str:
    """The Debian archive this machine's apt uses ($LISTBUILDER_DEBIAN_MIRROR wins)."""
    override = os.environ.get("LISTBUILDER_DEBIAN_MIRROR")
    if override:
        return override.rstrip("/")
    sources = [Path("/etc/apt/sources.list"), *sorted(Path("/etc/apt/sources.list.d").glob("*"))]
    for path in sources:
        if not path.is_file() or path.suffix not in (".list", ".sources"):
            continue
        text = path.read_text()
        for url in re.findall(r"(?:^deb\s+(?:\[[^]]*\]\s+)?|^URIs:\s*)(\S+)", text, re.M):
            if url.startswith("http") and "security" not in url:
                return str(url).rstrip("/")
    return "http://deb.debian.org/debian"


def digest(*parts: object) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:16]


def run_root_key() -> str:
    return digest(RECIPE, SUITE, RUN_PACKAGES)


def build_root_key() -> str:
    return digest(RECIPE, run_root_key(), BUILD_PACKAGES, PYTHON_SHA256, PYTHON_CONFIGURE)


def mounts_under(path: Path) -> list[str]:
    """Mount points at or below *path* (a root must never be deleted with /proc inside)."""
    prefix = str(path.resolve())
    found = []
    for line in Path("/proc/self/mounts").read_text().splitlines():
        point = line.split()[1].replace("\\040", " ")
        if point == prefix or point.startswith(prefix + "/"):
            found.append(point)
    return found


def remove_tree(path: Path) -> None:
    """Delete a (partial) root; unmounts what a killed run left mounted inside it first."""
    if not path.exists():
        return
    for point in sorted(mounts_under(path), key=len, reverse=True):
        subprocess.run(["umount", "-l", point], check=False)
    left = mounts_under(path)
    if left:
        raise SystemExit(f"portable: will not delete {path}: still mounted {left}")
    shutil.rmtree(path)


@contextlib.contextmanager
def mounted(root: Path) -> Iterator[None]:
    """/proc (the bootloader finds itself through /proc/self/exe) and /dev/shm in *root*,
    unmounted again even when the command inside fails."""
    done: list[Path] = []
    try:
        for kind, target in (("proc", root / "proc"), ("tmpfs", root / "dev" / "shm")):
            target.mkdir(parents=True, exist_ok=True)
            if str(target.resolve()) in mounts_under(target):
                continue
            subprocess.run(["mount", "-t", kind, kind, str(target)], check=True)
            done.append(target)
        yield
    finally:
        for target in reversed(done):
            subprocess.run(["umount", "-l", str(target)], check=False)


@contextlib.contextmanager
def exclusive() -> Iterator[None]:
    """One portable build at a time on this machine: they share the roots' /src and /tmp."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with (CACHE / "lock").open("w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            log(f"waiting for another portable build ({CACHE / 'lock'})")
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def chroot(
    root: Path, script: str, *, env: dict[str, str] | None = None, capture: bool = False
) -> subprocess.CompletedProcess[str]:
    """Run a shell *script* inside *root* with a clean environment; raises when it fails."""
    clean = {
        "PATH": f"{VENV}/bin:{PYTHON_PREFIX}/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "HOME": "/root",
        "LANG": "C.UTF-8",
        "DEBIAN_FRONTEND": "noninteractive",
        **(env or {}),
    }
    command = ["chroot", str(root), "/usr/bin/env", "-i"]
    command += [f"{key}={value}" for key, value in clean.items()]
    command += ["/bin/sh", "-ec", script]
    with mounted(root):
        return subprocess.run(command, check=True, text=True, capture_output=capture)


def ensure_debootstrap() -> None:
    if os.geteuid() != 0:
        raise SystemExit("portable: the bullseye root needs root (debootstrap, chroot, mount)")
    if shutil.which("debootstrap"):
        return
    log("installing debootstrap")
    wait = ["-o", "DPkg::Lock::Timeout=600"]  # .ci/run's tests may be installing tools too
    subprocess.run(["apt-get", *wait, "update", "-q"], check=True)
    subprocess.run(["apt-get", *wait, "install", "-y", "-q", "debootstrap"], check=True)


def share_network(root: Path) -> None:
    """The host's name resolution, for apt inside the root."""
    for name in ("resolv.conf", "hosts"):
        source = Path("/etc") / name
        if source.is_file():
            target = root / "etc" / name
            if target.is_symlink():
                target.unlink()
            shutil.copyfile(source, target)


def make_run_root(target: Path) -> None:
    debs = CACHE / "debs"
    debs.mkdir(parents=True, exist_ok=True)
    log(f"debootstrap {SUITE} into {target}")
    subprocess.run(
        [
            "debootstrap",
            "--variant=minbase",
            f"--include={','.join(RUN_PACKAGES)}",
            f"--cache-dir={debs}",
            SUITE,
            str(target),
            debian_mirror(),
        ],
        check=True,
    )
    share_network(target)
    chroot(target, "apt-get clean")


def python_tarball() -> Path:
    """Debian's CPython source, downloaded once and checked against its hash."""
    path = CACHE / "src" / PYTHON_TARBALL
    if path.is_file() and hashlib.sha256(path.read_bytes()).hexdigest() == PYTHON_SHA256:
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    url = f"{debian_mirror()}/{PYTHON_POOL}/{PYTHON_TARBALL}"
    log(f"downloading {url}")
    partial = path.with_suffix(".partial")
    subprocess.run(["curl", "-fsSL", "--retry", "3", "-o", str(partial), url], check=True)
    if hashlib.sha256(partial.read_bytes()).hexdigest() != PYTHON_SHA256:
        partial.unlink()
        raise SystemExit(f"portable: {url} does not have the expected sha256")
    partial.rename(path)
    return path


def make_build_root(target: Path, run_root: Path) -> None:
    log(f"build root {target}: {SUITE} with a compiler and CPython {PYTHON_VERSION}")
    start = time.perf_counter()
    subprocess.run(["cp", "-a", str(run_root), str(target)], check=True)
    packages = " ".join(BUILD_PACKAGES)
    chroot(
        target,
        "apt-get update -q && apt-get install -y -q --no-install-recommends "
        f"{packages} && apt-get clean",
    )
    log(f"compiler and libraries installed in {time.perf_counter() - start:.0f} s")
    start = time.perf_counter()
    shutil.copyfile(python_tarball(), target / "usr" / "src" / PYTHON_TARBALL)
    jobs = os.cpu_count() or 2
    configure = " ".join(PYTHON_CONFIGURE)
    imports = ", ".join(PYTHON_MODULES)
    chroot(
        target,
        f"cd /usr/src && tar xzf {PYTHON_TARBALL} && cd Python-{PYTHON_VERSION}\n"
        f"./configure -q {configure}\n"
        f"make -s -j{jobs}\n"
        "make -s install >/dev/null\n"
        f"cd / && rm -rf /usr/src/Python-{PYTHON_VERSION} /usr/src/{PYTHON_TARBALL}\n"
        f"{PYTHON_PREFIX}/bin/python3 -c 'import {imports}'\n"
        f"{PYTHON_PREFIX}/bin/python3 -m venv {VENV}\n",
    )
    log(f"CPython {PYTHON_VERSION} built in {time.perf_counter() - start:.0f} s")


def cached_root(kind: str, key: str, make: Callable[[Path], None]) -> Path:
    """CACHE/roots/<kind>-<key>, made by *make(target)* unless a finished one is there."""
    roots = CACHE / "roots"
    final = roots / f"{kind}-{key}"
    if (final / ".listbuilder-root").is_file():
        return final
    roots.mkdir(parents=True, exist_ok=True)
    partial = roots / f"{kind}-{key}.partial"
    remove_tree(partial)
    start = time.perf_counter()
    try:
        make(partial)
    except BaseException:
        remove_tree(partial)
        raise
    (partial / ".listbuilder-root").write_text(f"{kind} {key}\n")
    remove_tree(final)
    partial.rename(final)
    log(f"{kind} root made in {time.perf_counter() - start:.0f} s")
    for old in roots.glob(f"{kind}-*"):  # earlier recipes' roots: gigabytes nobody uses
        if old != final and not old.name.endswith(".partial"):
            remove_tree(old)
    return final


def run_root() -> Path:
    """The bare bullseye root the smoke tests run the bundle in (made once, then cached)."""
    ensure_debootstrap()
    return cached_root("run", run_root_key(), make_run_root)


def build_root() -> Path:
    run = run_root()
    return cached_root("build", build_root_key(), lambda target: make_build_root(target, run))


def download_wheels(folder: Path) -> None:
    """The lock's wheels for manylinux <= 2.31, fetched by the host's pip (its index and
    certificates) and installed inside the root with --no-index: hashes are checked twice."""
    platforms = [f"manylinux_2_{minor}_x86_64" for minor in range(31, 16, -1)]
    platforms += ["manylinux2014_x86_64", "manylinux2010_x86_64", "manylinux1_x86_64"]
    command = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--require-hashes"]
    command += ["--only-binary=:all:", "--python-version", "3.11", "--implementation", "cp"]
    for platform in platforms:
        command += ["--platform", platform]
    command += ["-r", str(LOCK), "-d", str(folder)]
    subprocess.run(command, check=True)


def install_lock(root: Path) -> None:
    """The locked wheels in the root's venv, unless exactly this lock is installed already."""
    marker = root / VENV.lstrip("/") / "listbuilder-lock.sha256"
    lock_hash = hashlib.sha256(LOCK.read_bytes()).hexdigest()
    if marker.is_file() and marker.read_text().strip() == lock_hash:
        return
    wheels = CACHE / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    download_wheels(wheels)
    inside = root / "tmp" / "listbuilder-wheels"
    remove_tree(inside)
    shutil.copytree(wheels, inside)
    shutil.copyfile(LOCK, inside / "portable.txt")
    chroot(
        root,
        "pip install -q --no-index --find-links /tmp/listbuilder-wheels --require-hashes "
        "-r /tmp/listbuilder-wheels/portable.txt && rm -rf /tmp/listbuilder-wheels",
    )
    marker.write_text(lock_hash + "\n")


SOURCES = ("listbuilder", "codex_data", "resources", "packaging", "pyproject.toml")


def copy_sources(root: Path) -> None:
    """The checkout's files the build reads, fresh each time, into /src."""
    target = root / "src"
    remove_tree(target)
    target.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".mypy_cache")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=ignore)
        else:
            shutil.copy2(source, target / name)


def build_portable(dist: Path, extra: Sequence[str] = ()) -> Path:
    """dist/listbuilder/, built in the bullseye root by the ordinary build.py."""
    with exclusive():
        return _build_portable(dist, extra)


def _build_portable(dist: Path, extra: Sequence[str]) -> Path:
    root = build_root()
    install_lock(root)
    copy_sources(root)
    out = root / "tmp" / "listbuilder-dist"
    remove_tree(out)
    chroot(
        root,
        "cd /src && python packaging/build.py --dist /tmp/listbuilder-dist "
        f"--work /var/tmp/listbuilder-pyinstaller {' '.join(extra)}",
        env={"PYTHONPATH": "/src"},
    )
    bundle = dist / "listbuilder"
    remove_tree(bundle)
    dist.mkdir(parents=True, exist_ok=True)
    shutil.move(out / "listbuilder", bundle)
    remove_tree(out)
    remove_tree(root / "src")
    return bundle


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="The bullseye roots of the portable build.")
    parser.add_argument("--prepare", action="store_true", help="make (or find) both roots")
    args = parser.parse_args(argv)
    # A killed run still unmounts what it mounted (the finally clauses run on SystemExit).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.prepare:
        start = time.perf_counter()
        with exclusive():
            log(f"run root {run_root()}")
            log(f"build root {build_root()} (ready in {time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
