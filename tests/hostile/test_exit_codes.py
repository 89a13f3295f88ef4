"""Case 14 of issue 9: a crash exits 3 with one line asking for a report, never 1 ("illegal")."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.cli import validate_cmd
from listbuilder.cli.main import main
from listbuilder.cli.options import ExitCode

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"


def _explode(*args: object, **kwargs: object) -> object:
    raise RuntimeError("boom\nsecond line")


def test_uncaught_exception_exits_3_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(validate_cmd, "validate", _explode)
    status = main(["summary", str(LEGAL)])
    err = capsys.readouterr().err
    assert status == ExitCode.INTERNAL == 3
    lines = err.strip().splitlines()
    assert len(lines) == 1
    assert "internal error (RuntimeError: boom second line)" in lines[0]
    assert "report" in lines[0] and "--debug" in lines[0]
    assert "Traceback" not in err


def test_an_uncaught_exception_is_reported_in_the_commands_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(validate_cmd, "validate", _explode)
    assert main(["summary", str(LEGAL), "--lang", "fr"]) == ExitCode.INTERNAL
    line = capsys.readouterr().err.strip()
    assert line.startswith("listbuilder : erreur interne (RuntimeError : boom second line)")
    assert "bogue" in line and "--debug" in line


@pytest.mark.parametrize("where", ["before", "after"])
def test_debug_shows_the_traceback(
    where: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(validate_cmd, "validate", _explode)
    args = ["summary", str(LEGAL)]
    status = main(["--debug", *args] if where == "before" else [*args, "--debug"])
    err = capsys.readouterr().err
    assert status == 3
    assert "Traceback (most recent call last)" in err and "_explode" in err
    assert err.strip().splitlines()[-1].startswith("listbuilder: internal error")


def test_legal_and_illegal_keep_0_and_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(LEGAL)]) == 0
    assert main(["validate", str(EXAMPLES / "alaitoc-illegal.yaml")]) == 1
    capsys.readouterr()


def test_a_crash_while_checking_one_file_still_checks_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = validate_cmd.validate

    def picky(roster, *args, **kwargs):  # type: ignore[no-untyped-def]
        if roster.name == "Crashes":
            raise ZeroDivisionError("division by zero")
        return real(roster, *args, **kwargs)

    monkeypatch.setattr(validate_cmd, "validate", picky)
    text = LEGAL.read_text(encoding="utf-8")
    (tmp_path / "a.yaml").write_text(
        text.replace("Ultramarines at Tarsis", "Crashes"), encoding="utf-8"
    )
    (tmp_path / "b.yaml").write_text(text, encoding="utf-8")
    status = main(["validate", "--lang", "en", str(tmp_path)])
    out, err = capsys.readouterr()
    assert status == 3
    assert "Ultramarines at Tarsis" in out
    assert str(tmp_path / "a.yaml") in err and "internal error" in err


def test_a_crash_on_one_file_is_reported_in_french(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(validate_cmd, "validate", _explode)
    (tmp_path / "a.yaml").write_text(LEGAL.read_text(encoding="utf-8"), encoding="utf-8")
    status = main(["validate", "--lang", "fr", str(tmp_path)])
    err = capsys.readouterr().err
    assert status == 3
    assert "erreur interne (RuntimeError : boom second line)" in err
    assert "c'est un bogue : signalez-le avec ce fichier ; relancez avec --debug" in err
    assert "internal error" not in err and "this is a bug" not in err
