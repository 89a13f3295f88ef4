from __future__ import annotations

import os
from pathlib import Path

import pytest

from listbuilder.codex.loader import load_codex, load_codex_uncached
from listbuilder.errors import CodexError
from listbuilder.files.yamlio import dump_text
from tests.codex.factories import make_book, write_codex


def test_small_codex_loads_with_indexes(tmp_path: Path) -> None:
    codex = load_codex_uncached(write_codex(tmp_path))
    assert not codex.errors
    army_list = codex.army_list("testbook_list")
    assert army_list is not None and army_list.kind == "standard"
    names = [ref.card.name for ref in codex.list_cards("testbook_list")]
    assert names == ["Infantry Company", "Tank Support"]
    ref = codex.find_card("tank_support", "testbook_list")
    assert ref is not None and codex.lists_of_card(ref) == ["testbook_list"]
    assert codex.unit("testbook", "tank").abilities[0].param == "2"  # type: ignore[union-attr]


def _only_error(folder: Path) -> CodexError:
    codex = load_codex_uncached(folder)
    assert len(codex.errors) == 1, [e.describe() for e in codex.errors]
    return codex.errors[0]


def test_bad_yaml_names_file_and_line_and_other_books_still_load(tmp_path: Path) -> None:
    folder = write_codex(tmp_path, [make_book("good"), make_book("bad")])
    bad = folder / "books" / "bad.yaml"
    lines = bad.read_text(encoding="utf-8").splitlines()
    lines[5] = lines[5] + " : : ["
    bad.write_text("\n".join(lines), encoding="utf-8")
    error = _only_error(folder)
    assert error.file == str(bad)
    assert error.line is not None and 5 <= error.line <= 8
    codex = load_codex_uncached(folder)
    assert list(codex.books) == ["good"]


def test_wrong_type_names_line_and_field(tmp_path: Path) -> None:
    book = make_book()
    book["cards"][1]["points"] = "lots"
    folder = write_codex(tmp_path, [book])
    error = _only_error(folder)
    assert error.field == "cards.1.points"
    text = (folder / "books" / "testbook.yaml").read_text(encoding="utf-8").splitlines()
    assert error.line is not None and "points: lots" in text[error.line - 1]
    assert "testbook.yaml" in error.describe()


def test_unknown_ability_key_is_an_error_with_its_line(tmp_path: Path) -> None:
    book = make_book()
    book["units"][0]["abilities"] = ["elite", "flying_monkeys"]
    folder = write_codex(tmp_path, [book])
    error = _only_error(folder)
    assert "flying_monkeys" in error.message
    assert error.field == "units.0.abilities.1"
    text = (folder / "books" / "testbook.yaml").read_text(encoding="utf-8").splitlines()
    assert error.line is not None and "flying_monkeys" in text[error.line - 1]


def test_duplicate_card_id_is_an_error(tmp_path: Path) -> None:
    book = make_book()
    book["cards"].append(dict(book["cards"][0]))
    error = _only_error(write_codex(tmp_path, [book]))
    assert "duplicate card id" in error.message
    assert error.field == "cards"


def test_unknown_unit_in_composition_is_an_error(tmp_path: Path) -> None:
    book = make_book()
    book["cards"][1]["composition"][0]["units"][0]["unit"] = "ghost"
    error = _only_error(write_codex(tmp_path, [book]))
    assert "ghost" in error.message and error.field is not None


def test_missing_game_system_raises(tmp_path: Path) -> None:
    folder = write_codex(tmp_path)
    (folder / "game_system.yaml").unlink()
    with pytest.raises(CodexError, match="missing codex file"):
        load_codex_uncached(folder)


def test_cache_is_used_then_rebuilt_when_stale_or_corrupt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(cache))
    folder = write_codex(tmp_path / "codex")
    first = load_codex(folder)
    files = list(cache.glob("codex-*.json"))
    assert len(files) == 1
    second = load_codex(folder)
    assert second.books["testbook"] == first.books["testbook"]
    # a corrupt cache file is rebuilt silently
    files[0].write_bytes(b"not a compiled codex")
    third = load_codex(folder)
    assert third.army_list("testbook_list") is not None
    # a changed book gives a new key, and the old cache file goes away
    book = make_book()
    book["cards"][0]["points"] = 550
    (folder / "books" / "testbook.yaml").write_text(dump_text(book), encoding="utf-8")
    fourth = load_codex(folder)
    assert fourth.books["testbook"].cards[0].points == 550
    assert len(list(cache.glob("codex-*.json"))) == 1
    assert os.path.exists(next(cache.glob("codex-*.json")))


def test_bundled_codex_loads_every_book(codex) -> None:  # type: ignore[no-untyped-def]
    # the 14 army books and the game-wide structures book (ruling 18)
    assert len(codex.books) == 15
    assert [b.id for b in codex.books.values() if b.game_wide] == ["structures"]
    assert sum(len(b.cards) for b in codex.books.values()) >= 1100
    assert sum(len(b.lists) for b in codex.books.values()) == 51


def test_a_compiled_codex_shipped_beside_the_data_is_a_warm_first_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.codex import loader

    cache = tmp_path / "cache"
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(cache))
    folder = write_codex(tmp_path / "codex")
    written = loader.write_bundled_cache(folder, folder)  # as the build does, into the data
    assert [path.parent for path in written] == [folder / loader.COMPILED_DIR]

    def no_yaml(_: Path) -> None:
        raise AssertionError("the YAML was parsed although a compiled codex is shipped")

    with monkeypatch.context() as patch:
        patch.setattr(loader, "load_codex_uncached", no_yaml)
        shipped = load_codex(folder)
    assert shipped.army_list("testbook_list") is not None
    assert not cache.exists()  # nothing to write on a first start
    # a changed book makes the shipped compiled codex stale: the YAML is read again
    book = make_book()
    book["cards"][0]["points"] = 550
    (folder / "books" / "testbook.yaml").write_text(dump_text(book), encoding="utf-8")
    assert load_codex(folder).books["testbook"].cards[0].points == 550
    assert len(list(cache.glob("codex-*"))) == 1


def test_a_warm_start_without_a_shipped_codex_reads_the_cache_and_makes_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A checkout ships no compiled codex: that is looked up, not tried and failed (an
    error's words would load the message catalogue on the way to the welcome page)."""
    from listbuilder.codex import compiled

    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "cache"))
    folder = write_codex(tmp_path / "codex")
    load_codex(folder)  # the first start compiles the cache
    made: list[object] = []
    real_init = CodexError.__init__

    def counted(self: CodexError, *args: object, **kwargs: object) -> None:
        made.append(self)
        real_init(self, *args, **kwargs)  # type: ignore[arg-type]

    read: list[Path] = []
    real_read = compiled.read_compiled_codex

    def reading(path: Path, **kwargs: object) -> object:
        read.append(Path(path))
        return real_read(path, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(CodexError, "__init__", counted)
    monkeypatch.setattr("listbuilder.codex.loader.read_compiled_codex", reading)
    assert load_codex(folder).army_list("testbook_list") is not None
    assert made == []
    assert [path.parent for path in read] == [tmp_path / "cache"]


def test_building_the_compiled_codex_refuses_broken_books(tmp_path: Path) -> None:
    from listbuilder.codex import loader

    folder = write_codex(tmp_path / "codex")
    (folder / "books" / "broken.yaml").write_text("id: [unclosed\n", encoding="utf-8")
    with pytest.raises(CodexError, match="do not load"):
        loader.write_bundled_cache(folder, tmp_path / "out")
    assert not (tmp_path / "out" / loader.COMPILED_DIR).exists()
