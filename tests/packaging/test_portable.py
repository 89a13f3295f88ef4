"""The portable Linux bundle where it must run: the oldest system it targets.

``build.py --portable`` builds in a Debian 11 root, so the bundle should need nothing newer
than Debian 11's glibc (2.31) and libstdc++ (GCC 10), and carry every library its kept Qt
plugins link, but for what PyInstaller leaves to the system. These tests read every ELF file
of the bundle, then run the smoke steps inside a bare bullseye root (packaging/portable.py's
run root: glibc, libstdc++ and the GL stack, nothing else).

Selected with ``-m bundle`` once a bundle is built (``.ci/run`` does both)::

    python packaging/build.py --portable --dist build/dist
    LISTBUILDER_BUNDLE=build/dist/listbuilder python -m pytest -m bundle tests/packaging

The chroot tests need root; they make (then reuse) the bullseye root when it is missing.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from listbuilder import __version__
from tests.packaging.elf import is_elf, read_links, version_tuple

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = os.environ.get("LISTBUILDER_BUNDLE")
OLDEST = {"GLIBC_": (2, 31), "GLIBCXX_": (3, 4, 28), "CXXABI_": (1, 3, 12)}
# What PyInstaller leaves to the system (its exclude list) and spec leaves to it on purpose:
# glibc's libraries, libstdc++ and libgcc, and the graphics stack (GL, EGL, DRM, xcb, Wayland).
SYSTEM_PREFIXES = (
    "libc.so",
    "libm.so",
    "libdl.so",
    "libpthread.so",
    "librt.so",
    "libresolv.so",
    "libutil.so",
    "ld-linux",
    "libstdc++.so",
    "libgcc_s.so",
    "libGL.so",
    "libEGL.so",
    "libOpenGL.so",
    "libGLX.so",
    "libdrm.so",
    "libxcb.so",
    "libwayland-client.so",
    "libwayland-cursor.so",
    "libwayland-egl.so",
)

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
    pytest.mark.skipif(
        not BUNDLE,
        reason="no bundle to test: build one (python packaging/build.py --portable) and set "
        "LISTBUILDER_BUNDLE to its folder",
    ),
]


@pytest.fixture(scope="module")
def bundle() -> Path:
    assert BUNDLE is not None
    folder = Path(BUNDLE).resolve()
    assert (folder / "listbuilder").is_file(), f"{folder} holds no listbuilder"
    return folder


def elf_files(bundle: Path) -> list[Path]:
    return [
        path
        for path in sorted(bundle.rglob("*"))
        if path.is_file() and not path.is_symlink() and is_elf(path)
    ]


def test_no_binary_needs_a_glibc_newer_than_debian_11(bundle: Path) -> None:
    files = elf_files(bundle)
    assert len(files) > 50, files  # Qt, PySide6, Python's extensions, libpython
    too_new = []
    for path in files:
        for library, names in read_links(path).versions.items():
            for name in names:
                for prefix, oldest in OLDEST.items():
                    version = version_tuple(name, prefix)
                    if version is not None and version > oldest:
                        too_new.append(f"{path.relative_to(bundle)}: {name} ({library})")
    assert not too_new, "\n".join(too_new)


def test_every_kept_qt_plugin_finds_its_libraries(bundle: Path) -> None:
    shipped = {path.name for path in bundle.rglob("*") if path.is_file()}
    plugins = [path for path in elf_files(bundle) if "plugins" in path.parts]
    kinds = {path.parent.name for path in plugins}
    assert {"platforms", "imageformats", "iconengines"} <= kinds, kinds
    names = {path.name for path in plugins}
    assert {"libqxcb.so", "libqoffscreen.so", "libqsvg.so", "libqsvgicon.so"} <= names
    assert names & {"libqwayland.so", "libqwayland-egl.so"}, names  # one plugin since Qt 6.10
    assert "libqpdf.so" not in names and "libqgtk3.so" not in names  # dropped with Qt PDF, GTK
    missing = []
    todo = list(plugins)
    seen: set[Path] = set()
    while todo:  # the plugins' libraries, and theirs in turn
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        for name in read_links(path).needed:
            if name.startswith(SYSTEM_PREFIXES):
                continue
            if name not in shipped:
                missing.append(f"{path.relative_to(bundle)} needs {name}")
                continue
            todo.extend(found for found in bundle.rglob(name) if found.is_file())
    assert not missing, "\n".join(missing)


def test_unused_qt_libraries_are_left_out(bundle: Path) -> None:
    shipped = {path.name for path in bundle.rglob("*.so*")}
    for name in ("libQt6Core.so.6", "libQt6Widgets.so.6", "libQt6Svg.so.6", "libicudata.so.73"):
        assert name in shipped, name
    for name in ("libQt6Quick.so.6", "libQt6Pdf.so.6", "libQt6Qml.so.6", "libstdc++.so.6"):
        assert name not in shipped, name


def test_the_preview_library_is_kept_and_the_unused_codecs_left_out(bundle: Path) -> None:
    """PDFium (the print preview) is loaded by name, so only the spec's keep-list brings it;
    Pillow's AVIF and WebP codecs made room for it."""
    shipped = {path.name for path in bundle.rglob("*.so*")}
    assert "libpdfium.so" in shipped
    assert not [name for name in shipped if name.startswith(("libavif", "_avif", "_webp"))]


def test_size_targets_and_the_release_archive(bundle: Path) -> None:
    """At most 150 MB unpacked and 50 MB as the archive (when build.py --archive made one)."""
    size = sum(
        path.stat().st_size
        for path in bundle.rglob("*")
        if path.is_file() and not path.is_symlink()
    )
    assert size <= 150e6, f"{size / 1e6:.0f} MB unpacked"
    archive = bundle.parent / f"listbuilder-{__version__}-linux-x86_64.tar.xz"
    if not archive.exists():
        pytest.skip(f"no {archive.name} beside the bundle")
    assert archive.stat().st_size <= 50e6, f"{archive.stat().st_size / 1e6:.0f} MB archived"
    checksum = archive.with_name(archive.name + ".sha256").read_text(encoding="utf-8")
    assert checksum == f"{hashlib.sha256(archive.read_bytes()).hexdigest()}  {archive.name}\n"
    with tarfile.open(archive) as tar:
        names = tar.getnames()
    assert "listbuilder/listbuilder" in names and all(
        name == "listbuilder" or name.startswith("listbuilder/") for name in names
    )


# --- inside a bare Debian 11 ----------------------------------------------------------------


def load_portable() -> ModuleType:
    """packaging/portable.py (``import packaging`` would find the PyPI package of that name)."""
    spec = importlib.util.spec_from_file_location(
        "listbuilder_portable", ROOT / "packaging" / "portable.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bullseye(bundle: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The bare bullseye root with a copy of the bundle in /opt/listbuilder and the examples in
    /home/player/work (removed again afterwards)."""
    if os.geteuid() != 0 or not shutil.which("chroot"):
        pytest.skip("a chroot needs root")
    portable = load_portable()
    root: Path = portable.run_root()
    for folder in ("opt/listbuilder", "home/player"):
        portable.remove_tree(root / folder)
    shutil.copytree(bundle, root / "opt" / "listbuilder", symlinks=True)
    shutil.copytree(ROOT / "examples", root / "home" / "player" / "work" / "examples")
    try:
        yield root
    finally:
        for folder in ("opt/listbuilder", "home/player"):
            portable.remove_tree(root / folder)


def inside(root: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """The bundle run as a player would, from the work folder with a fresh home."""
    portable = load_portable()
    home = root / "home" / "player" / "home"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    variables = {
        "HOME": "/home/player/home",
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        **env,
    }
    command = ["chroot", str(root), "/usr/bin/env", "-i"]
    command += [f"{key}={value}" for key, value in variables.items()]
    command += ["/bin/sh", "-c", 'cd /home/player/work && exec /opt/listbuilder/listbuilder "$@"']
    command += ["listbuilder", *args]
    with portable.mounted(root):
        return subprocess.run(
            command, capture_output=True, text=True, timeout=180, encoding="utf-8"
        )


def test_the_root_is_debian_11(bullseye: Path) -> None:
    release = (bullseye / "etc" / "os-release").read_text(encoding="utf-8")
    assert 'VERSION_ID="11"' in release
    assert not (bullseye / "opt" / "python").exists()  # no Python of ours in there


def test_smoke_steps_in_debian_11(bullseye: Path) -> None:
    import pdfplumber

    work = bullseye / "home" / "player" / "work"
    result = inside(bullseye, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == f"listbuilder {__version__}"

    result = inside(bullseye, "codex", "lists", "--json")
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)) == 51

    result = inside(bullseye, "validate", "examples")
    assert result.returncode == 1, result.stderr  # two of the examples are illegal
    assert "alaitoc-illegal.yaml" in result.stdout

    result = inside(
        bullseye,
        "print",
        "examples/space-marines-with-guard.yaml",
        "-o",
        "army.pdf",
        "--lang",
        "fr",
    )
    assert result.returncode == 0, result.stderr
    with pdfplumber.open(work / "army.pdf") as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert "Imprimé le" in text and "force principale" in text, text[:500]

    result = inside(bullseye, "templates", "-o", "templates.pdf")
    assert result.returncode == 0, result.stderr
    with pdfplumber.open(work / "templates.pdf") as pdf:
        assert len(pdf.pages) >= 1

    result = inside(
        bullseye,
        "export",
        "examples/space-marines-with-guard.yaml",
        "--format",
        "rosz",
        "-o",
        "army.rosz",
    )
    assert result.returncode == 0, result.stderr
    assert (work / "army.rosz").read_bytes()[:2] == b"PK"  # a zipped BattleScribe roster


def test_the_app_paints_its_window_in_debian_11(bullseye: Path) -> None:
    result = inside(bullseye, LISTBUILDER_EXIT_WHEN_SHOWN="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("shown "), (result.stdout, result.stderr)
