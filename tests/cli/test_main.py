"""What the first argument starts: the app, a command, or a clear refusal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from listbuilder import __version__
from listbuilder.cli import main as cli_main
from listbuilder.cli.main import build_parser, command_modules, command_names, main
from listbuilder.cli.version import data_origin
from listbuilder.codex.codex import Codex
from listbuilder.codex.plain import replace

CLI = Path(cli_main.__file__).parent


@pytest.fixture
def app_runs(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Replace the app by a recorder: each start appends its arguments."""
    started: list[list[str]] = []

    def fake(args: list[str]) -> int:
        started.append(list(args))
        return 0

    monkeypatch.setattr(cli_main, "_run_app", fake)
    return started


def test_every_command_module_is_registered() -> None:
    on_disk = {path.stem for path in CLI.glob("*_cmd.py")}
    registered = {module.__name__.rsplit(".", 1)[1] for module in command_modules()}
    assert on_disk == registered


def test_a_missing_command_module_is_an_error_not_a_missing_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import listbuilder.cli

    monkeypatch.delattr(listbuilder.cli, "print_cmd", raising=False)
    monkeypatch.setitem(sys.modules, "listbuilder.cli.print_cmd", None)
    with pytest.raises(ImportError):
        build_parser()


def test_command_names_cover_every_sub_command() -> None:
    names = command_names(build_parser())
    assert {"codex", "import", "validate", "summary", "print", "templates", "help"} <= set(names)


@pytest.mark.parametrize(
    ("typed", "meant"), [("valdiate", "validate"), ("codx", "codex"), ("templtes", "templates")]
)
def test_a_mistyped_command_names_the_closest_and_never_starts_the_app(
    typed: str,
    meant: str,
    app_runs: list[list[str]],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert main([typed, "examples/"]) == 2
    err = capsys.readouterr().err
    assert "unknown command" in err and f"'{typed}'" in err and f"'{meant}'" in err
    assert app_runs == []


def test_an_unknown_word_lists_the_commands(
    app_runs: list[list[str]],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["missing-army.yaml"]) == 2
    err = capsys.readouterr().err
    assert "commande inconnue" in err and "validate" in err and "codex" in err
    assert app_runs == []


def test_an_existing_file_starts_the_app_with_every_argument(
    app_runs: list[list[str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roster = tmp_path / "army.yaml"
    roster.write_text("format: netepic-roster/1\n", encoding="utf-8")
    plain = tmp_path / "army"  # no suffix: still a file, not a command
    plain.write_text("format: netepic-roster/1\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main([str(roster), "-style", "fusion"]) == 0
    assert main(["army"]) == 0
    assert main([]) == 0
    assert app_runs == [[str(roster), "-style", "fusion"], ["army"], []]


def test_a_command_wins_over_a_file_of_the_same_name(
    app_runs: list[list[str]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    (tmp_path / "codex").write_text("not a roster", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["codex", "lists"]) == 0
    assert "space_marines" in capsys.readouterr().out
    assert app_runs == []


def test_help_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["help"]) == 0
    assert "validate" in capsys.readouterr().out
    assert main(["help", "templates"]) == 0
    assert "--paper" in capsys.readouterr().out
    assert main(["help", "valdate"]) == 2
    assert "'validate'" in capsys.readouterr().err


def test_version_names_the_program_and_the_data_revisions(
    capsys: pytest.CaptureFixture[str], codex: Codex
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"listbuilder {__version__}"
    assert out[1].startswith("army data: BattleScribe game system NetEpic Gold (")
    book = codex.books["adeptus_astartes"]
    assert book.source is not None and book.source.revision is not None
    assert f"  adeptus_astartes: Adeptus Astartes.cat, revision {book.source.revision}" in out
    army_books = [b for b in codex.books.values() if not b.game_wide]
    assert f"army books ({len(army_books)}):" in out
    # ruling 18's structures book is not a BattleScribe catalogue: listed apart
    assert out[-2:] == ["books for every army list (1):", "  structures: from the rulebook"]


def test_version_degrades_when_books_record_no_source(codex: Codex) -> None:
    book = replace(codex.books["orks"], source=None)
    bare = Codex(game_system=codex.game_system, abilities=codex.abilities, books={"orks": book})
    lines = data_origin(bare)
    assert lines == [
        "army data: BattleScribe origin not recorded",
        "army books (1):",
        "  orks: no source recorded",
    ]


def test_version_answers_with_unreadable_army_data(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LISTBUILDER_CODEX_DIR", str(tmp_path / "nowhere"))
    with pytest.raises(SystemExit):
        main(["--version"])
    out = capsys.readouterr().out
    assert out.startswith(f"listbuilder {__version__}\narmy data: cannot be read")
