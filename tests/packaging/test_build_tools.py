"""The pieces of the bundle build that run without building: the release archive, the ELF
reader the bundle tests rely on, and the portable build's cache keys."""

from __future__ import annotations

import hashlib
import importlib.util
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

from listbuilder import __version__
from tests.packaging.elf import is_elf, read_links, version_tuple
from tests.platforms import needs_fcntl

ROOT = Path(__file__).resolve().parents[2]
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files")


def load(name: str) -> ModuleType:
    """A module of packaging/ (``import packaging`` finds the PyPI package of that name)."""
    sys.path.insert(0, str(ROOT / "packaging"))  # build.py imports portable.py beside it
    try:
        spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "packaging"))


@linux_only
def test_the_archive_holds_one_folder_and_its_checksum(tmp_path: Path) -> None:
    bundle = tmp_path / "listbuilder"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "listbuilder").write_bytes(b"\x7fELF program")
    (bundle / "listbuilder").chmod(0o755)
    (bundle / "_internal" / "data.txt").write_text("data", encoding="utf-8")
    archive = load("build").write_archive(bundle)
    assert archive == tmp_path / f"listbuilder-{__version__}-linux-x86_64.tar.xz"
    checksum = (tmp_path / f"{archive.name}.sha256").read_text(encoding="utf-8")
    assert checksum == f"{hashlib.sha256(archive.read_bytes()).hexdigest()}  {archive.name}\n"
    if shutil.which("sha256sum"):
        check = subprocess.run(["sha256sum", "-c", checksum.split()[1] + ".sha256"], cwd=tmp_path)
        assert check.returncode == 0
    with tarfile.open(archive) as tar:
        members = {member.name: member for member in tar.getmembers()}
    assert set(members) == {
        "listbuilder",
        "listbuilder/listbuilder",
        "listbuilder/_internal",
        "listbuilder/_internal/data.txt",
    }
    assert members["listbuilder/listbuilder"].mode & 0o111  # still executable
    assert {member.uname for member in members.values()} == {"root"}


@linux_only
def test_the_elf_reader_agrees_with_the_dynamic_loader() -> None:
    executable = Path(sys.executable).resolve()
    library = next(
        (path for path in executable.parent.parent.glob("lib/libpython3*.so*")), executable
    )
    links = read_links(library if is_elf(library) else executable)
    assert any(name.startswith("libc.so") for name in links.needed), links.needed
    glibc = [
        version
        for names in links.versions.values()
        for name in names
        if (version := version_tuple(name, "GLIBC_")) is not None
    ]
    assert glibc and min(glibc) >= (2, 2, 5)
    assert version_tuple("GLIBC_PRIVATE", "GLIBC_") is None
    assert version_tuple("GLIBCXX_3.4.28", "GLIBCXX_") == (3, 4, 28)


def test_a_text_file_is_not_elf(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a program", encoding="utf-8")
    assert not is_elf(path)
    with pytest.raises(ValueError):
        read_links(path)


@needs_fcntl
def test_the_roots_are_keyed_by_what_goes_in(monkeypatch: pytest.MonkeyPatch) -> None:
    portable = load("portable")
    run, build = portable.run_root_key(), portable.build_root_key()
    assert run != build and run == portable.run_root_key()
    monkeypatch.setattr(portable, "BUILD_PACKAGES", (*portable.BUILD_PACKAGES, "libfoo1"))
    assert portable.build_root_key() != build and portable.run_root_key() == run
    monkeypatch.setattr(portable, "RUN_PACKAGES", (*portable.RUN_PACKAGES, "libbar1"))
    assert portable.run_root_key() != run
