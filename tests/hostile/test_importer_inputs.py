"""Case 11 of issue 9: a bad BattleScribe source changes nothing and says what and where."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.errors import ImportSourceError
from listbuilder.interop.battlescribe.catalogue_import import book_files
from listbuilder.interop.battlescribe.catalogue_import.importer import import_battlescribe
from tests.interop.battlescribe.catalogue_import.catalogues import (
    CAT,
    codex_folder,
    write_overlay,
    write_source,
)
from tests.platforms import needs_posix_modes


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture
def imported(tmp_path: Path) -> Path:
    """A codex folder holding the books of a good import."""
    out = codex_folder(tmp_path)
    import_battlescribe(
        write_source(tmp_path / "good"),
        out,
        overlay_dir=write_overlay(tmp_path / "overlay"),
        abilities_file=out / "abilities.yaml",
    )
    # Not the importer's:
    (out / "books" / "hand_made.yaml").write_text("id: hand_made\n", encoding="utf-8")
    return out


def _import_again(tmp_path: Path, out: Path, source: Path) -> ImportSourceError:
    before = _snapshot(out / "books")
    with pytest.raises(ImportSourceError) as info:
        import_battlescribe(
            source,
            out,
            overlay_dir=tmp_path / "overlay",
            abilities_file=out / "abilities.yaml",
        )
    assert _snapshot(out / "books") == before
    assert sorted(p.name for p in out.iterdir()) == ["abilities.yaml", "books", "game_system.yaml"]
    return info.value


@pytest.mark.parametrize("value", ["abc", "nan", "-5.0", "inf", ""])
def test_bad_costs_are_reported_and_nothing_is_written(
    value: str, tmp_path: Path, imported: Path
) -> None:
    bad = CAT.replace(
        'typeId="52f8-db9e-3336-8db6" value="750.0"',
        f'typeId="52f8-db9e-3336-8db6" value="{value}"',
    )
    assert bad != CAT
    source = write_source(tmp_path / "bad", catalogue=bad)
    error = _import_again(tmp_path, imported, source)
    assert error.file is not None and error.file.endswith("Stone Lions.cat")
    assert repr(value) in error.message and "0 or more" in error.message
    assert "nothing was written" in (error.hint or "")


@pytest.mark.parametrize(
    "text",
    [
        "<html><body><p>404 Not Found</p></body></html>",
        "<!DOCTYPE html><html><body>Not found",
        "",
    ],
)
def test_a_catalogue_that_is_not_one_is_refused(text: str, tmp_path: Path, imported: Path) -> None:
    source = write_source(tmp_path / "bad")
    (source / "Zz Downloaded.cat").write_text(text, encoding="utf-8")
    error = _import_again(tmp_path, imported, source)
    assert error.file is not None and error.file.endswith("Zz Downloaded.cat")


def test_a_game_system_that_is_not_one_is_refused(tmp_path: Path, imported: Path) -> None:
    source = write_source(tmp_path / "bad")
    (source / "Mini Epic.gst").write_text(CAT, encoding="utf-8")  # a catalogue, not a system
    error = _import_again(tmp_path, imported, source)
    assert "not a BattleScribe game system" in error.message


def test_a_failure_while_writing_leaves_the_old_books(
    tmp_path: Path, imported: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = _snapshot(imported / "books")
    real = book_files.atomic_write_text
    written: list[Path] = []

    def fail_on_the_second(path: Path, text: str) -> None:
        if written:
            raise OSError(28, "No space left on device", str(path))
        written.append(path)
        real(path, text)

    monkeypatch.setattr(book_files, "atomic_write_text", fail_on_the_second)
    two = CAT.replace('name="Stone Lions"', 'name="Iron Lions"')
    source = write_source(tmp_path / "two")
    (source / "Iron Lions.cat").write_text(two, encoding="utf-8")
    with pytest.raises(OSError):
        import_battlescribe(source, imported, overlay_dir=tmp_path / "overlay")
    assert _snapshot(imported / "books") == before
    assert sorted(p.name for p in imported.iterdir()) == [
        "abilities.yaml",
        "books",
        "game_system.yaml",
    ]


@needs_posix_modes
def test_a_good_import_keeps_other_books_and_the_folder_mode(
    tmp_path: Path, imported: Path
) -> None:
    books = imported / "books"
    books.chmod(0o750)
    import_battlescribe(
        write_source(tmp_path / "again"), imported, overlay_dir=tmp_path / "overlay"
    )
    assert (books / "hand_made.yaml").read_text(encoding="utf-8") == "id: hand_made\n"
    assert books.stat().st_mode & 0o777 == 0o750


def test_cli_exits_2_with_the_catalogue_named(
    tmp_path: Path, imported: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write_source(tmp_path / "bad")
    (source / "Zz Downloaded.cat").write_text("<html/>", encoding="utf-8")
    status = main(["import", "battlescribe", str(source), "--out", str(imported)])
    err = capsys.readouterr().err
    assert status == 2
    assert "Zz Downloaded.cat" in err and "not a BattleScribe catalogue" in err
    assert "Traceback" not in err
