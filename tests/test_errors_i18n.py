"""Core errors carry a catalogue key: English words unchanged, French at the edge."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.cli.outputs import check_output
from listbuilder.errors import ListBuilderError, OutputPathError, RosterFileError
from listbuilder.i18n import catalog
from listbuilder.i18n.text import Msg
from listbuilder.interop.battlescribe.rosfile import read_roster_element
from listbuilder.roster.io import load_roster, parse_roster


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

    from listbuilder.interop.battlescribe.source import check_root

    error = _error(lambda: check_root(Element("html"), tmp_path / "x.gst", "gameSystem"))
    assert error.message == "not a BattleScribe game system (.gst): its root element is <html>"
    assert error.hint == "download the data files again; nothing was written"
    assert error.text("fr") == (
        "ce n'est pas un système de jeu (.gst) BattleScribe : son élément racine est <html>"
    )
