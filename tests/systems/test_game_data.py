"""BattleScribe game data at run time: the boundary, the reader, the cache, ``listbuilder data``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.systems import system_for_battlescribe, systems
from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.errors import GameDataError
from listbuilder.systems.battlescribe.model import Entry
from listbuilder.systems.battlescribe.reader import read_catalogue
from listbuilder.systems.netepic import NETEPIC_GAME_SYSTEM_ID
from tests.conftest import SHARED, needs_shared
from tests.systems import samples


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user data folder and cache of this test's own."""
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(tmp_path / "user-data"))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "user-cache"))
    return tmp_path / "user-data"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


# --- the boundary ---------------------------------------------------------------------


def test_netepic_is_the_built_in_system_and_claims_its_own_rosters(data_dir: Path) -> None:
    assert systems()[0].key == "netepic-gold"
    assert system_for_battlescribe(NETEPIC_GAME_SYSTEM_ID, "") is systems()[0]
    assert system_for_battlescribe("some-other-id", "NetEpic  gold") is systems()[0]
    assert system_for_battlescribe(samples.GST_ID, "Skirmish") is None  # ruling 19 stands


def test_an_added_game_system_is_claimed_by_the_battlescribe_system(
    data_dir: Path, tmp_path: Path
) -> None:
    registry.add_data(samples.write_game(tmp_path / "skirmish"))
    found = system_for_battlescribe(samples.GST_ID, "Skirmish")
    assert found is not None and found.key == "battlescribe"


# --- the reader -------------------------------------------------------------------------


def test_the_reader_reads_entries_links_constraints_and_folds_modifier_groups(
    tmp_path: Path,
) -> None:
    folder = samples.write_game(tmp_path / "skirmish")
    cat = read_catalogue(folder / "Blue Army.cat")
    assert (cat.id, cat.name, cat.revision, cat.library) == (samples.CAT_ID, "Blue Army", 5, False)
    assert [link.target_id for link in cat.links] == [samples.LIB_ID]
    assert [e.kind for e in cat.entries] == ["link", "link"]
    squad = next(e for e in cat.shared_entries if e.id == samples.SQUAD)
    assert squad.type == "unit" and squad.costs == {samples.PTS: 0.0, samples.PL: 3.0}
    assert [e.kind for e in squad.entries] == ["entry", "link"]  # entries first, then links
    troopers = squad.entries[1]
    assert [(c.type, c.value, c.scope) for c in troopers.constraints] == [
        ("min", 5.0, "parent"),
        ("max", 10.0, "parent"),
    ]
    (modifier,) = squad.modifiers  # from the modifier group, its condition as an "and" group
    assert (modifier.type, modifier.field, modifier.value) == ("increment", samples.PL, "3.0")
    assert modifier.conditions == []
    (group,) = modifier.groups
    assert group.type == "and" and group.conditions[0].child_id == samples.TROOPER
    assert group.conditions[0].include_child_selections is True
    assert cat.unknown == {}


def test_what_the_reader_does_not_understand_is_counted(tmp_path: Path) -> None:
    odd = samples.CAT.replace('<modifier type="increment"', '<modifier type="multiply"').replace(
        "<sharedSelectionEntries>", "<gadgets><gadget/></gadgets><sharedSelectionEntries>"
    )
    folder = samples.write_game(tmp_path / "skirmish", cat=odd)
    cat = read_catalogue(folder / "Blue Army.cat")
    assert cat.unknown == {"<gadgets> in <catalogue>": 1, "modifier type=multiply": 1}


@pytest.mark.parametrize(
    ("change", "words", "line"),
    [
        (('value="10" percentValue', 'value="ten" percentValue'), "value='ten'", -1),
        (("<catalogueLinks>", "<catalogueLinks><broken>"), "not valid XML", None),
        (("", ""), "", None),
    ],
)
def test_bad_data_is_refused_with_the_file_the_line_and_the_fix(
    tmp_path: Path, change: tuple[str, str], words: str, line: int | None
) -> None:
    old, new = change
    if not old:  # a DTD with an entity: refused before any parse
        text = samples.CAT.replace(
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
            '<?xml version="1.0"?><!DOCTYPE catalogue [<!ENTITY a "aaaa">]>',
        )
        words = "DOCTYPE"
        line = 1
    else:
        text = samples.CAT.replace(old, new, 1)
        if line == -1:  # the line of the element holding the bad value
            line = text[: text.index('value="ten"')].count("\n") + 1
    folder = samples.write_game(tmp_path / "skirmish", cat=text)
    with pytest.raises(GameDataError) as caught:
        read_catalogue(folder / "Blue Army.cat")
    error = caught.value
    assert error.file is not None and error.file.endswith("Blue Army.cat")
    assert words in error.message
    if line is not None:
        assert error.line == line
    else:
        assert error.line is not None
    assert error.hint


def test_links_resolve_through_library_catalogues_and_the_game_system(tmp_path: Path) -> None:
    data, _ = registry.read_folder(samples.write_game(tmp_path / "skirmish"))
    blue = data.catalogue(samples.CAT_ID)
    assert blue is not None
    squad = data.resolve(blue, blue.entries[1])
    assert isinstance(squad, Entry) and squad.name == "Squad"
    trooper = data.resolve(blue, squad.entries[1])
    assert trooper is not None and trooper.name == "Trooper"  # from the library
    assert data.lookup(blue, samples.HQ) is not None  # a category of the game system
    assert data.unresolved_links() == []
    assert [cat.name for cat in data.playable()] == ["Blue Army"]


# --- listbuilder data add / list / remove / check ------------------------------------------


def test_data_add_list_and_remove(
    capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path
) -> None:
    folder = samples.write_game(tmp_path / "skirmish")
    status, out, _ = run(capsys, "data", "add", str(folder), "--lang", "en")
    assert status == 0
    assert "Added Skirmish (id sk-gst-0001, revision 3): 2 catalogues" in out
    copy = data_dir / "game-data" / samples.GST_ID
    assert sorted(p.name for p in copy.iterdir()) == [
        "Blue Army.cat",
        "Blue Library.cat",
        "Skirmish.gst",
        "listbuilder-data.json",
    ]
    status, out, _ = run(capsys, "data", "list", "--json")
    (record,) = json.loads(out)
    assert (record["id"], record["name"], record["revision"]) == (samples.GST_ID, "Skirmish", 3)
    assert (record["catalogues"], record["unknown"], record["unresolved"]) == (2, 0, 0)
    assert (
        record["entries"] == 7
    )  # 2 root links, Captain, Squad, Sword, the link to Trooper, Trooper
    status, out, _ = run(capsys, "data", "list", "--lang", "fr")
    assert "Skirmish" in out and "sk-gst-0001" in out and "révision" in out
    status, out, _ = run(capsys, "data", "remove", "skirmish", "--lang", "en")
    assert status == 0 and "Removed Skirmish" in out
    assert not copy.exists()
    status, out, _ = run(capsys, "data", "list", "--lang", "en")
    assert "No game data added" in out


def test_the_copy_survives_the_original_folder(
    capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path
) -> None:
    folder = samples.write_game(tmp_path / "skirmish")
    assert run(capsys, "data", "add", str(folder))[0] == 0
    for path in folder.iterdir():
        path.unlink()
    status, out, _ = run(capsys, "data", "check", samples.GST_ID, "--json")
    assert status == 0 and json.loads(out)["catalogues"] == 2


@pytest.mark.parametrize(
    ("arrange", "words"),
    [
        (lambda f: (f / "Skirmish.gst").unlink(), "no game system file"),
        (lambda f: (f / "Other.gst").write_text(samples.GST, encoding="utf-8"), "2 game system"),
        (
            lambda f: (f / "Blue Army.cat").write_text(
                samples.CAT.replace(f'gameSystemId="{samples.GST_ID}"', 'gameSystemId="x"'),
                encoding="utf-8",
            ),
            "another game system",
        ),
    ],
)
def test_bad_data_folders_exit_2_and_add_nothing(
    capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path, arrange: object, words: str
) -> None:
    folder = samples.write_game(tmp_path / "skirmish")
    arrange(folder)  # type: ignore[operator]
    status, _, err = run(capsys, "data", "add", str(folder), "--lang", "en")
    assert status == 2 and words in err and "GameDataError" in err
    assert registry.added_data() == []


def test_removing_what_was_never_added_exits_2(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    status, _, err = run(capsys, "data", "remove", "Chess")
    assert status == 2 and "Chess" in err


# --- the compiled cache ---------------------------------------------------------------


def test_a_second_load_comes_from_the_cache_and_a_changed_file_is_read_again(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    item = registry.add_data(samples.write_game(tmp_path / "skirmish"))
    registry._LOADED.clear()

    def no_xml(folder: Path) -> object:
        raise AssertionError("read the XML although the cache is fresh")

    with monkeypatch.context() as patch:
        patch.setattr(registry, "read_folder", no_xml)
        data = registry.load_game_data(item)
    assert data.name == "Skirmish" and len(data.catalogues) == 2
    registry._LOADED.clear()
    gst = item.folder / "Skirmish.gst"
    gst.write_text(samples.GST.replace('revision="3"', 'revision="4"'), encoding="utf-8")
    assert registry.load_game_data(item).revision == 4


def test_a_damaged_cache_costs_only_the_xml(data_dir: Path, tmp_path: Path) -> None:
    item = registry.add_data(samples.write_game(tmp_path / "skirmish"))
    registry._LOADED.clear()
    cache = registry._cache_path(item.id)
    cache.write_bytes(cache.read_bytes()[:100])
    assert registry.load_game_data(item).name == "Skirmish"


def test_the_cache_gives_back_the_very_values_the_xml_gave(tmp_path: Path) -> None:
    """The data's classes are records, equal by value: the compiled form, decoded without
    their ``__init__``, must give every field back, with defaults made anew per object."""
    from listbuilder.systems.battlescribe.compiled import read_compiled, write_compiled

    data, _ = registry.read_folder(samples.write_game(tmp_path / "skirmish"))
    path = tmp_path / "compiled.json"
    write_compiled(path, data.catalogues, "key")
    back = read_compiled(path, "key")
    assert back == data.catalogues
    assert back is not data.catalogues and back[0] is not data.catalogues[0]
    entries = [entry for cat in back for entry in cat.shared_entries + cat.entries]
    assert any(not entry.profiles for entry in entries)
    empty = [entry.profiles for entry in entries if not entry.profiles]
    assert len({id(profiles) for profiles in empty}) == len(empty)  # no list shared


@pytest.mark.parametrize("shape", [[], ["id-only"], "not a list", [["too", "many"] * 40]], ids=str)
def test_a_cache_of_the_wrong_shape_is_refused(tmp_path: Path, shape: object) -> None:
    from listbuilder.systems.battlescribe.compiled import (
        FORMAT,
        CompiledDataError,
        read_compiled,
    )

    path = tmp_path / "compiled.json"
    document = {"format": FORMAT, "key": "key", "catalogues": [shape]}
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CompiledDataError):
        read_compiled(path, "key")


# --- the shared data sets ---------------------------------------------------------------


@needs_shared
@pytest.mark.parametrize(
    ("folder", "catalogues", "unresolved"),
    [("wh40k-9e", 52, 0), ("battlefleet-gothic", 13, 13)],
)
def test_both_shared_data_sets_load_fully(folder: str, catalogues: int, unresolved: int) -> None:
    path = SHARED / "battlescribe" / folder
    if not path.is_dir():
        pytest.skip(f"{path} is not present")
    data, _ = registry.read_folder(path)
    counts = data.counts()
    assert counts.catalogues == catalogues
    assert counts.unknown == 0, dict(data.unknown())
    # BFG: Imperial Heresy Era.cat links to 13 entries that no catalogue of the data set holds
    assert counts.unresolved == unresolved
    assert counts.entries > 1000 and counts.forces > 0 and counts.constraints > 1000


# --- files from strangers ------------------------------------------------------------------


def test_deep_nesting_and_oversized_files_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.files.reading import SizeCap
    from listbuilder.systems.battlescribe import xmlsafe

    deep = samples.CAT.replace("<catalogueLinks>", "<a>" * 70 + "</a>" * 70 + "<catalogueLinks>")
    folder = samples.write_game(tmp_path / "deep", cat=deep)
    with pytest.raises(GameDataError, match="nested more than 64"):
        read_catalogue(folder / "Blue Army.cat")
    folder = samples.write_game(tmp_path / "big")
    small = SizeCap(1024, "gamedata.too_large_file", "gamedata.too_large_file.hint")
    monkeypatch.setattr(xmlsafe, "DATA_CAP", small)
    with pytest.raises(GameDataError, match="too large") as caught:
        read_catalogue(folder / "Blue Army.cat")
    assert caught.value.file is not None and caught.value.file.endswith("Blue Army.cat")


def test_a_catalogue_is_read_in_the_encoding_it_declares(tmp_path: Path) -> None:
    latin = samples.CAT.replace('encoding="UTF-8"', 'encoding="ISO-8859-15"').replace(
        'name="Blue Army"', 'name="Armée bleue"'
    )
    folder = samples.write_game(tmp_path / "latin")
    (folder / "Blue Army.cat").write_bytes(latin.encode("iso-8859-15"))
    assert read_catalogue(folder / "Blue Army.cat").name == "Armée bleue"
    (folder / "Blue Army.cat").write_bytes(
        latin.replace("ISO-8859-15", "x-unknown").encode("iso-8859-15")
    )
    with pytest.raises(GameDataError, match="x-unknown"):
        read_catalogue(folder / "Blue Army.cat")


def test_zipped_gstz_and_catz_files_are_read_and_kept_unpacked(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import zipfile

    folder = samples.write_game(tmp_path / "zipped")
    for name in ("Skirmish.gst", "Blue Army.cat"):
        with zipfile.ZipFile(folder / (name + "z"), "w", zipfile.ZIP_DEFLATED) as archive:
            archive.write(folder / name, name)
        (folder / name).unlink()
    status, out, _ = run(capsys, "data", "add", str(folder / "Skirmish.gstz"), "--lang", "en")
    assert status == 0 and "2 catalogues" in out
    copy = data_dir / "game-data" / samples.GST_ID
    assert (copy / "Skirmish.gst").read_bytes().startswith(b"<?xml")
    assert (copy / "Blue Army.cat").is_file()
    with zipfile.ZipFile(folder / "Blue Army.catz", "a") as archive:
        archive.writestr("second.cat", "<x/>")
    status, _, err = run(capsys, "data", "add", str(folder), "--lang", "en")
    assert status == 2 and "Blue Army.catz" in err and "holds 2" in err
