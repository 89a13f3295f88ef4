"""Core errors carry a catalogue key: English words unchanged, French at the edge."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from listbuilder.codex.loader import load_codex, load_codex_uncached
from listbuilder.errors import (
    CodexError,
    EditError,
    ListBuilderError,
    OutputPathError,
    PrintError,
    RosterFileError,
    TournamentPackError,
)
from listbuilder.files.outputs import check_output
from listbuilder.i18n import catalog
from listbuilder.i18n.text import Msg
from listbuilder.interop.battlescribe.roster_exchange.rosfile import read_roster_element
from listbuilder.printing.page import normalize_paper
from listbuilder.printing.roster_pdf import parse_sections
from listbuilder.roster.edits import AttachCard, Batch, SetPointsLimit
from listbuilder.roster.io import load_roster, parse_roster
from listbuilder.roster.model import Roster
from listbuilder.rules.tournament import parse_pack
from tests.codex.factories import make_book, write_codex


def _error(call: object) -> ListBuilderError:
    with pytest.raises(ListBuilderError) as info:
        call()  # type: ignore[operator]
    return info.value


def test_a_missing_roster_reads_in_english_and_in_french(tmp_path: Path) -> None:
    path = tmp_path / "absent.yaml"
    error = _error(lambda: load_roster(path))
    assert isinstance(error, RosterFileError)
    assert error.message == "no such file" and error.hint == "check the path"
    assert str(error) == f"{path}: no such file (check the path)"
    assert error.describe("fr") == f"{path}: ce fichier n'existe pas (vérifiez le chemin)"


def test_a_parse_error_renders_in_french_with_its_place(tmp_path: Path) -> None:
    text = "format: netepic-roster/1\nname: X\nforces:\n  - list: a\n    colour: red\n"
    error = _error(lambda: parse_roster(text, file="army.yaml"))
    assert error.message == "unknown key 'colour'"
    assert error.hint == "keys allowed here: list, notes, companies; check the spelling"
    assert error.text("fr") == "clé inconnue 'colour'"
    assert error.where("fr") == "army.yaml:5, champ 'forces[0].colour'"
    assert error.where() == "army.yaml:5, field 'forces[0].colour'"
    assert "vérifiez l'orthographe" in (error.hint_text("fr") or "")


def test_more_problems_count_in_both_languages() -> None:
    text = "format: netepic-roster/1\nname: X\nforces:\n  - list: a\n    a: 1\n    b: 2\n    c: 3\n"
    error = _error(lambda: parse_roster(text, file="army.yaml"))
    assert error.hint is not None and error.hint.endswith("; 2 more problem(s) in this file")
    assert (error.hint_text("fr") or "").endswith(" ; 2 autres problèmes dans ce fichier")


def test_yaml_errors_and_format_errors_are_translated() -> None:
    dup = _error(lambda: parse_roster("format: netepic-roster/1\nname: a\nname: b\n", "r.yaml"))
    assert dup.message == "duplicate key 'name' (first on line 2, again on line 3)"
    assert dup.text("fr") == "clé 'name' en double (ligne 2, puis ligne 3)"
    newer = _error(lambda: parse_roster("format: netepic-roster/9\nname: a\n", "r.yaml"))
    assert newer.message == (
        "roster format 'netepic-roster/9' is not supported by this version "
        "(it reads 'netepic-roster/1')"
    )
    assert newer.text("fr").startswith("le format de liste 'netepic-roster/9'")
    bad = _error(lambda: parse_roster("format: netepic-roster/1\nname: [\n", "r.yaml"))
    assert bad.message.startswith("not valid YAML: ")
    assert bad.text("fr").startswith("YAML invalide : ")


def test_battlescribe_refusals_and_output_paths_are_translated(tmp_path: Path) -> None:
    ros = tmp_path / "army.ros"
    ros.write_text("<catalogue/>", encoding="utf-8")
    refusal = _error(lambda: read_roster_element(ros))
    assert refusal.message == "this is not a BattleScribe roster (its root element is <catalogue>)"
    assert refusal.text("fr").startswith("ce n'est pas une liste BattleScribe")
    folder = _error(lambda: check_output(tmp_path))
    assert isinstance(folder, OutputPathError)
    assert folder.message == "this is a folder, not a file"
    assert folder.text("fr") == "c'est un dossier, pas un fichier"


def test_plain_text_errors_still_work() -> None:
    error = ListBuilderError("plain words", file="f.yaml", hint="a fix")
    assert error.text("fr") == "plain words" and error.describe() == "f.yaml: plain words (a fix)"


def test_every_error_key_is_in_both_languages() -> None:
    keys = [key for key in catalog() if key.startswith("error.")]
    assert len(keys) > 50
    for key in keys:
        assert catalog()[key].get("en") and catalog()[key].get("fr"), key
    assert Msg("error.read.folder", what=Msg("error.what.roster_file")).render("fr") == (
        "c'est un dossier, pas un fichier de liste d'armée"
    )


def test_import_source_refusals_are_translated(tmp_path: Path) -> None:
    from xml.etree.ElementTree import Element

    from listbuilder.interop.battlescribe.catalogue_import.source import check_root

    error = _error(lambda: check_root(Element("html"), tmp_path / "x.gst", "gameSystem"))
    assert error.message == "not a BattleScribe game system (.gst): its root element is <html>"
    assert error.hint == "download the data files again; nothing was written"
    assert error.text("fr") == (
        "ce n'est pas un système de jeu (.gst) BattleScribe : son élément racine est <html>"
    )


# --- every message, and the codex, tournament, edit and print families -----------------

_FIELD = re.compile(r"\{(\w+)\}")


def test_every_message_has_both_languages_and_the_same_placeholders() -> None:
    """A French text naming another parameter than the English one would show a raw
    ``{name}`` or lose a figure; plural selectors (``{count|a|b}``) may differ."""
    for key, texts in catalog().items():
        assert texts.get("en") and texts.get("fr"), key
        assert set(_FIELD.findall(texts["en"])) == set(_FIELD.findall(texts["fr"])), key


def test_the_english_model_texts_are_pydantics_own_words() -> None:
    """The English words of a codex or pack value error stay as the command line showed them."""
    from pydantic_core import PydanticKnownError

    samples: dict[str, dict[str, object]] = {
        "missing": {},
        "extra_forbidden": {},
        "int_type": {},
        "int_parsing": {},
        "bool_type": {},
        "string_type": {},
        "dict_type": {},
        "greater_than": {"gt": 0},
        "greater_than_equal": {"ge": 1},
        "literal_error": {"expected": "'a' or 'b'"},
        "string_pattern_mismatch": {"pattern": "^[a-z]+$"},
    }
    for kind, ctx in samples.items():
        known = PydanticKnownError(kind, ctx or None)  # type: ignore[arg-type]
        params = {name: str(value) for name, value in ctx.items()}
        assert Msg(f"error.model.{kind}", **params).render("en") == known.message(), kind


def _codex_error(tmp_path: Path, book: dict[str, object]) -> ListBuilderError:
    codex = load_codex_uncached(write_codex(tmp_path, [book]))
    assert len(codex.errors) == 1, [e.describe() for e in codex.errors]
    return codex.errors[0]


def test_codex_errors_read_in_french(tmp_path: Path) -> None:
    book = make_book()
    book["units"][0]["abilities"] = ["elite", "flying_monkeys"]  # type: ignore[index]
    unknown = _codex_error(tmp_path / "a", book)
    assert unknown.message == "unknown ability key 'flying_monkeys'"
    assert unknown.hint == "add it to abilities.yaml or fix the key"
    assert unknown.text("fr") == "capacité inconnue : clé 'flying_monkeys'"
    assert unknown.hint_text("fr") == "ajoutez-la à abilities.yaml ou corrigez la clé"

    book = make_book()
    book["cards"].append(dict(book["cards"][0]))  # type: ignore[attr-defined,index]
    duplicate = _codex_error(tmp_path / "b", book)
    assert duplicate.message == "Value error, duplicate card id 'infantry_company' (card #3)"
    assert duplicate.text("fr") == "identifiant de carte 'infantry_company' en double (carte n° 3)"

    book = make_book()
    book["cards"][1]["points"] = "lots"  # type: ignore[index]
    wrong = _codex_error(tmp_path / "c", book)
    assert wrong.message.startswith("Input should be a valid integer")
    assert wrong.text("fr").startswith("il faut ici un nombre entier")
    assert "champ 'cards.1.points'" in wrong.describe("fr")


def test_codex_errors_stay_french_through_the_compiled_cache(tmp_path: Path) -> None:
    book = make_book()
    book["cards"][1]["composition"][0]["units"][0]["unit"] = "ghost"  # type: ignore[index]
    folder = write_codex(tmp_path, [book, make_book("other")])
    first = load_codex(folder)  # from the YAML files, and writes the cache
    second = load_codex(folder)  # from the compiled cache
    assert [e.describe("fr") for e in second.errors] == [e.describe("fr") for e in first.errors]
    assert second.errors[0].text("fr") == "unité inconnue 'ghost'"
    assert second.errors[0].message == "unknown unit 'ghost'"


def test_a_missing_codex_file_reads_in_french(tmp_path: Path) -> None:
    folder = write_codex(tmp_path)
    (folder / "abilities.yaml").unlink()
    error = _error(lambda: load_codex_uncached(folder))
    assert isinstance(error, CodexError)
    assert (
        error.describe()
        == f"{folder / 'abilities.yaml'}: missing codex file (reinstall listbuilder)"
    )
    assert error.describe("fr").endswith(": fichier du codex manquant (réinstallez listbuilder)")


def test_tournament_pack_errors_read_in_french() -> None:
    not_pack = _error(lambda: parse_pack("name: Open\n", "pack.yaml"))
    assert isinstance(not_pack, TournamentPackError)
    assert not_pack.message == "not a tournament pack"
    assert not_pack.hint == "a pack starts with 'format: netepic-tournament/1'"
    assert not_pack.describe("fr") == (
        "pack.yaml:1: ce n'est pas un pack de tournoi "
        "(un pack commence par 'format: netepic-tournament/1')"
    )
    text = "format: netepic-tournament/1\ncolour: red\n"
    extra = _error(lambda: parse_pack(text, "pack.yaml"))
    assert extra.message == "Extra inputs are not permitted"
    assert extra.hint == (
        "keys allowed: format, name, points_limit, lists, cards, allies, card_caps"
    )
    assert extra.text("fr") == "clé inconnue : elle n'est pas permise ici"
    assert (extra.hint_text("fr") or "").startswith("clés permises : format, name")


def test_edit_errors_read_in_french() -> None:
    roster = Roster(name="Army", points_limit=3000)
    limit = _error(lambda: SetPointsLimit(points_limit=0).apply(roster))
    assert isinstance(limit, EditError)
    assert limit.message == "the points limit must be more than 0"
    assert limit.text("fr") == "la limite de points doit dépasser 0"
    missing = _error(lambda: AttachCard(force=1, company=0, card="x").apply(roster))
    assert missing.message == "the roster has no force #2"
    assert missing.text("fr") == "la liste n'a pas de force n° 2"
    assert (
        _error(lambda: Batch(operations=())).text("fr") == "un lot demande au moins une opération"
    )


def test_print_errors_read_in_french() -> None:
    paper = _error(lambda: normalize_paper("a7"))
    assert isinstance(paper, PrintError) and isinstance(paper, ValueError)
    assert paper.describe() == "unknown paper size 'a7' (use one of: a4, letter)"
    assert paper.describe("fr") == (
        "format de papier inconnu 'a7' (utilisez l'un de ceux-ci : a4, letter)"
    )
    one = _error(lambda: parse_sections("roster,maps"))
    assert one.message == "unknown section(s) maps"
    assert one.text("fr") == "section inconnue maps"
    two = _error(lambda: parse_sections("maps,dice"))
    assert two.text("fr") == "sections inconnues maps, dice"


def test_the_command_line_speaks_the_language_asked_for(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from listbuilder.cli.main import main

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    roster = tmp_path / "army.yaml"
    roster.write_text("format: netepic-roster/1\nname: X\n", encoding="utf-8")
    out = tmp_path / "army.pdf"
    assert main(["print", str(roster), "-o", str(out), "--sections", "maps"]) == 2
    assert "unknown section(s) maps (use some of: " in capsys.readouterr().err
    assert main(["print", str(roster), "-o", str(out), "--sections", "maps", "--lang", "fr"]) == 2
    assert "section inconnue maps (choisissez parmi : " in capsys.readouterr().err
    pack = tmp_path / "pack.yaml"
    pack.write_text("name: Open\n", encoding="utf-8")
    args = ["validate", "--tournament", str(pack), str(roster)]
    assert main(args) == 2
    assert "not a tournament pack" in capsys.readouterr().err
    assert main([*args, "--lang", "fr"]) == 2
    assert "ce n'est pas un pack de tournoi" in capsys.readouterr().err
    assert main(["summary", str(tmp_path / "absent.yaml"), "--lang=fr"]) == 2
    assert "ce fichier n'existe pas (vérifiez le chemin)" in capsys.readouterr().err


def test_battlescribe_data_errors_read_in_french(tmp_path: Path) -> None:
    from xml.etree.ElementTree import fromstring

    from listbuilder.interop.battlescribe.catalogue_import.importer import import_battlescribe
    from listbuilder.interop.battlescribe.catalogue_import.source import costs

    node = fromstring(
        '<entry name="Tank" id="e1"><costs><cost typeId="pts" value="x"/></costs></entry>'
    )
    bad = _error(lambda: costs(node))
    assert bad.message == "the pts cost of 'Tank' (id e1) is 'x', not a number of 0 or more"
    assert bad.text("fr").startswith("le coût pts de 'Tank' (id e1) vaut 'x'")
    empty = _error(lambda: import_battlescribe(tmp_path, tmp_path / "out"))
    assert empty.message == "no .gst game system file"
    assert empty.describe("fr").endswith(
        "aucun fichier de système de jeu .gst "
        "(indiquez le dossier qui contient les fichiers .gst et .cat)"
    )


def test_a_validator_message_keeps_pydantics_english_and_reads_in_french() -> None:
    from pydantic import ValidationError

    from listbuilder.files.yamlio import model_problem
    from listbuilder.i18n.text import render
    from listbuilder.interop.battlescribe.catalogue_import.overlay import CardSelector

    with pytest.raises(ValidationError) as info:
        CardSelector.model_validate({})
    first = info.value.errors()[0]
    problem = model_problem(first)
    assert render(problem, "en") == first["msg"]
    assert render(problem, "en") == "Value error, a card selector needs at least one key"
    assert render(problem, "fr") == "un sélecteur de cartes demande au moins une clé"


def test_a_broken_army_book_is_a_warning_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from listbuilder.cli.main import main

    book = make_book("broken")
    book["cards"][1]["composition"][0]["units"][0]["unit"] = "ghost"  # type: ignore[index]
    monkeypatch.setenv("LISTBUILDER_CODEX_DIR", str(write_codex(tmp_path, [make_book(), book])))
    assert main(["codex", "lists", "--lang", "fr"]) == 0
    assert "warning: " in (err := capsys.readouterr().err) and "unité inconnue 'ghost'" in err
    assert main(["codex", "lists"]) == 0
    assert "unknown unit 'ghost'" in capsys.readouterr().err


def test_a_misspelt_structures_key_is_named_in_both_languages() -> None:
    text = "format: netepic-roster/1\nname: X\nforces:\n  - list: a\n    structure: []\n"
    error = _error(lambda: parse_roster(text, file="army.yaml"))
    assert error.message == "unknown key 'structure'"
    assert error.hint == "did you mean 'structures'? check the spelling"
    assert "vouliez-vous écrire 'structures'" in (error.hint_text("fr") or "")
