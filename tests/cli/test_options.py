"""The options and exit statuses every command shares, defined once in ``cli/options.py``."""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

import pytest

from listbuilder.cli import main as cli_main
from listbuilder.cli.main import build_parser, main
from listbuilder.cli.options import ExitCode
from listbuilder.i18n import LANGUAGES

CLI = Path(cli_main.__file__).parent
ROOT = Path(__file__).resolve().parents[2]
LEGAL = ROOT / "examples" / "goff-warband.yaml"
ILLEGAL = ROOT / "examples" / "tyranid-illegal.yaml"

COMMANDS_WITH_LANG = {
    ("codex", "lists"),
    ("codex", "cards"),
    ("codex", "show"),
    ("validate",),
    ("summary",),
    ("print",),
    ("templates",),
    ("export",),
    ("diff",),
    ("needs",),
}


def _leaf_parsers(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> dict[tuple[str, ...], argparse.ArgumentParser]:
    """Every command's own parser, by its words (``("codex", "show")``)."""
    found: dict[tuple[str, ...], argparse.ArgumentParser] = {}
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        return {path: parser}
    for name, sub in subs[0].choices.items():
        found.update(_leaf_parsers(sub, (*path, name)))
    return found


def _lang_action(parser: argparse.ArgumentParser) -> argparse.Action | None:
    return next((a for a in parser._actions if "--lang" in a.option_strings), None)


def _system_speaks(monkeypatch: pytest.MonkeyPatch, locale_name: str) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", locale_name)


@pytest.mark.parametrize(("locale_name", "expected"), [("fr_FR.UTF-8", "fr"), ("en_GB", "en")])
def test_every_command_offers_the_same_languages_and_starts_in_the_systems(
    monkeypatch: pytest.MonkeyPatch, locale_name: str, expected: str
) -> None:
    _system_speaks(monkeypatch, locale_name)
    leaves = _leaf_parsers(build_parser())
    with_lang = {path for path, parser in leaves.items() if _lang_action(parser) is not None}
    assert with_lang >= COMMANDS_WITH_LANG  # a new command may take it too, the same way
    for path in with_lang:
        action = _lang_action(leaves[path])
        assert action is not None
        assert tuple(action.choices or ()) == LANGUAGES, path
        assert action.default == expected, path


def test_codex_follows_the_system_language_like_the_other_commands(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _system_speaks(monkeypatch, "fr_FR.UTF-8")
    assert main(["codex", "cards", "--book", "adeptus_astartes"]) == ExitCode.OK
    assert "Marques :" in capsys.readouterr().out


def test_a_language_the_catalogue_lacks_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["codex", "lists", "--lang", "de"])
    assert stop.value.code == ExitCode.USAGE
    assert "invalid choice" in capsys.readouterr().err


def test_the_statuses_keep_their_documented_numbers() -> None:
    assert (ExitCode.OK, ExitCode.LEGAL, ExitCode.ILLEGAL) == (0, 0, 1)
    assert (ExitCode.UNREADABLE, ExitCode.USAGE, ExitCode.INTERNAL) == (2, 2, 3)
    assert ExitCode.INTERRUPTED == 130


def test_no_command_returns_a_bare_number() -> None:
    """Every status is spelled through ``ExitCode``, so a status has one definition."""
    bare: list[str] = []
    for path in sorted(CLI.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            value = node.value if isinstance(node, ast.Return) else None
            if isinstance(value, ast.Constant) and type(value.value) is int:
                bare.append(f"{path.name}:{node.lineno}")
    assert bare == []


def _unreadable_commands(missing: Path, out: Path) -> list[list[str]]:
    return [
        ["validate", str(missing)],
        ["summary", str(missing)],
        ["print", str(missing), "-o", str(out / "out.pdf")],
        ["export", str(missing), "--format", "text"],
        ["templates", "-o", str(out / "no-such-folder" / "t.pdf")],
        ["codex", "show", "no_such_card"],
        ["codex", "cards", "--list", "no_such_list"],
        ["codex", "cards", "--book", "no_such_book"],
        ["import", "battlescribe", str(missing)],
    ]


def test_every_command_reports_an_unreadable_input_with_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.yaml"
    for args in _unreadable_commands(missing, tmp_path):
        assert main(args) == ExitCode.UNREADABLE, args
        assert capsys.readouterr().err.strip(), args


@pytest.mark.parametrize("command", ["validate", "summary"])
def test_a_file_that_is_no_roster_is_unreadable_not_illegal(tmp_path: Path, command: str) -> None:
    garbage = tmp_path / "garbage.yaml"
    garbage.write_text("{ this: is: not yaml", encoding="utf-8")
    assert main([command, str(garbage)]) == ExitCode.UNREADABLE


def test_legal_and_illegal_rosters_keep_statuses_0_and_1() -> None:
    assert main(["validate", str(LEGAL)]) == ExitCode.LEGAL
    assert main(["validate", str(ILLEGAL)]) == ExitCode.ILLEGAL
    assert main(["validate", str(LEGAL), str(ILLEGAL)]) == ExitCode.ILLEGAL


def test_an_unreadable_file_outweighs_an_illegal_one(tmp_path: Path) -> None:
    missing = tmp_path / "missing.yaml"
    assert main(["validate", str(ILLEGAL), str(missing)]) == ExitCode.UNREADABLE


def test_an_error_line_follows_the_system_language_when_no_lang_is_given(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _system_speaks(monkeypatch, "fr_FR.UTF-8")
    assert main(["codex", "show", "no_such_card"]) == ExitCode.UNREADABLE
    assert "carte inconnue" in capsys.readouterr().err
