"""Smoke test of the one-folder bundle, run as a player would: from an empty folder, with a
fresh home, and no Python of ours on the path.

Selected with ``-m bundle`` once a bundle is built (``.ci/run`` does both)::

    python packaging/build.py --dist build/dist
    LISTBUILDER_BUNDLE=build/dist/listbuilder python -m pytest -m bundle tests/packaging

Skipped when ``LISTBUILDER_BUNDLE`` is unset: building takes minutes.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder import __version__

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = os.environ.get("LISTBUILDER_BUNDLE")

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(
        not BUNDLE,
        reason="no bundle to test: build one (python packaging/build.py) and set "
        "LISTBUILDER_BUNDLE to its folder",
    ),
]


@pytest.fixture(scope="module")
def bundle() -> Path:
    assert BUNDLE is not None
    folder = Path(BUNDLE).resolve()
    name = "listbuilder.exe" if sys.platform == "win32" else "listbuilder"
    assert (folder / name).is_file(), f"{folder} holds no {name}"
    return folder


@pytest.fixture
def player(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """An empty working folder with the examples copied in, and a fresh home."""
    work = tmp_path / "work"
    work.mkdir()
    shutil.copytree(ROOT / "examples", work / "examples")
    home = tmp_path / "home"
    home.mkdir()
    env = {
        "HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "LANG": "en_US.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }
    if sys.platform == "win32":  # where platformdirs puts settings, cache and autosaves
        env = {
            **os.environ,
            "USERPROFILE": str(home),
            "APPDATA": str(home / "AppData" / "Roaming"),
            "LOCALAPPDATA": str(home / "AppData" / "Local"),
        }
    return work, env


def run(
    bundle: Path, player: tuple[Path, dict[str, str]], *args: str, **env: str
) -> subprocess.CompletedProcess[str]:
    work, base = player
    return subprocess.run(
        [str(bundle / "listbuilder"), *args],
        cwd=work,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )


def test_version_names_the_data(bundle: Path, player: tuple[Path, dict[str, str]]) -> None:
    result = run(bundle, player, "--version")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"listbuilder {__version__}"
    assert "BattleScribe game system NetEpic Gold" in lines[1]
    assert "army books (14):" in lines
    # the first start used the compiled codex shipped inside: nothing was cached at home
    home = Path(player[1]["HOME"])
    assert not list(home.rglob("codex-*")), list(home.rglob("*"))


def test_codex_lists_every_army_list(bundle: Path, player: tuple[Path, dict[str, str]]) -> None:
    result = run(bundle, player, "codex", "lists", "--json")
    assert result.returncode == 0, result.stderr
    lists = json.loads(result.stdout)
    assert len(lists) == 51


def test_validate_the_examples(bundle: Path, player: tuple[Path, dict[str, str]]) -> None:
    result = run(bundle, player, "validate", "examples")
    assert result.returncode == 1, result.stderr  # two of the examples are illegal
    assert "alaitoc-illegal.yaml" in result.stdout and "illegal" in result.stdout
    assert "unknown command" not in result.stderr


def test_print_in_french_and_the_templates(
    bundle: Path, player: tuple[Path, dict[str, str]]
) -> None:
    import pdfplumber

    work = player[0]
    result = run(
        bundle,
        player,
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
    result = run(bundle, player, "templates", "-o", "templates.pdf")
    assert result.returncode == 0, result.stderr
    with pdfplumber.open(work / "templates.pdf") as pdf:
        assert len(pdf.pages) >= 1


def test_the_app_paints_its_window(bundle: Path, player: tuple[Path, dict[str, str]]) -> None:
    result = run(bundle, player, LISTBUILDER_EXIT_WHEN_SHOWN="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("shown "), (result.stdout, result.stderr)


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="Windows and macOS always have a display"
)
def test_no_display_gets_a_plain_message(bundle: Path, player: tuple[Path, dict[str, str]]) -> None:
    work, env = player
    bare = {key: value for key, value in env.items() if key != "QT_QPA_PLATFORM"}
    result = subprocess.run(
        [str(bundle / "listbuilder")],
        cwd=work,
        env=bare,
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert result.returncode == 1
    assert "no graphical display" in result.stderr
    assert "Traceback" not in result.stderr


PDFIUM = {"win32": "pdfium.dll", "darwin": "libpdfium.dylib"}.get(sys.platform, "libpdfium.so")


def test_the_bundle_carries_its_data(bundle: Path) -> None:
    found = {path.name for path in bundle.rglob("*") if path.is_file()}
    for name in (
        "adeptus_astartes.yaml",
        "game_system.yaml",
        "abilities.yaml",
        "DejaVuSans.ttf",
        "listbuilder_fr.qm",
        "qtbase_fr.qm",
        "qt_extra_fr.qm",  # Qt strings its qtbase_fr leaves in English (file dialog)
        "undo.svg",
        "core.yaml",
        PDFIUM,  # the print preview's pages (loaded by name, kept by the spec)
    ):
        assert name in found, name
    assert [path for path in found if path.startswith("codex-")], "no compiled codex"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktops")
def test_the_bundle_adds_itself_to_the_desktop_menu(bundle: Path, tmp_path: Path) -> None:
    share = tmp_path / "share"
    result = subprocess.run(
        [str(bundle / "linux" / "install.sh"), "--prefix", str(share)],
        env={"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stderr
    entry = (share / "applications" / "org.netepic.listbuilder.desktop").read_text("utf-8")
    assert f"Exec={bundle / 'listbuilder'} %f" in entry.splitlines()
    assert (
        share / "icons" / "hicolor" / "256x256" / "apps" / "org.netepic.listbuilder.png"
    ).is_file()
