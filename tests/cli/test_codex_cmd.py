from __future__ import annotations

import json

import pytest

from listbuilder.cli.main import main


def _json(capsys: pytest.CaptureFixture[str], *args: str):  # type: ignore[no-untyped-def]
    assert main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def test_codex_lists_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    lists = _json(capsys, "codex", "lists", "--json")
    assert len(lists) == 51
    assert len({entry["id"] for entry in lists}) == 51
    by_id = {entry["id"]: entry for entry in lists}
    sm = by_id["space_marines"]
    assert sm["name"] == "Adeptus Astartes - Standard Space Marines"
    assert (sm["book"], sm["kind"]) == ("adeptus_astartes", "standard")
    assert by_id["dark_angels"]["kind"] == "codex"


def test_codex_cards_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    cards = _json(capsys, "codex", "cards", "--json")
    assert len(cards) >= 1100
    required = {
        "book",
        "id",
        "name",
        "type",
        "free",
        "unique",
        "named_character",
        "points",
        "break_point",
        "victory_points",
        "morale",
        "lists",
    }
    for card in cards:
        assert required <= set(card)
        assert card["id"].isascii() and card["id"] == card["id"].lower()
        assert card["type"] in ("company", "support", "special", "structure")
        assert card["lists"]
    keys = [(c["book"], c["id"]) for c in cards]
    assert len(keys) == len(set(keys))
    tactical = [
        c for c in cards if (c["book"], c["id"]) == ("adeptus_astartes", "tactical_company")
    ]
    assert tactical[0]["points"] == 750 and tactical[0]["morale"] == 2
    assert "space_marines" in tactical[0]["lists"]


def test_codex_cards_filters_by_list_and_book(capsys: pytest.CaptureFixture[str]) -> None:
    cards = _json(capsys, "codex", "cards", "--list", "space_wolves", "--json")
    assert cards and all("space_wolves" in c["lists"] for c in cards)
    orks = _json(capsys, "codex", "cards", "--book", "orks", "--json")
    assert orks and {c["book"] for c in orks} == {"orks"}


def test_codex_show_prints_stats_and_ability_summaries(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codex", "show", "adeptus_astartes/tactical_company"]) == 0
    out = capsys.readouterr().out
    assert "Tactical Company" in out and "750 pts" in out
    assert "Bolters" in out and "Transport" in out
    record = _json(capsys, "codex", "show", "tactical_company", "--json")
    assert record["card"]["composition"][1]["count"] == 3


def test_codex_show_prints_weapon_lines_as_the_book_writes_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["codex", "show", "orks/steam_gargant"]) == 0
    out = capsys.readouterr().out
    assert "Soopa-Blasta Kannon (Penetration Mode) 70cm+D6x10cm 1d6 3+ (-3)" in out
    assert "Big Choppa 25cm 2d6 4+ (-1); in close combat: +D6 CAF, Penetrating (+2)" in out


def test_unknown_card_and_list_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codex", "show", "no_such_card"]) == 2
    assert main(["codex", "cards", "--list", "nope"]) == 2
    assert "unknown" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("card", "weapon"),
    [
        ("titan_legions/imperator_titan", "Imperator Defence Laser 100cm"),
        ("chaos/leviathan", "Leviathan Lascannon Array 75cm"),
        ("squats/cyclops", "Hellfury Cannon 100cm"),
    ],
)
def test_codex_show_prints_the_card_level_weapons(
    capsys: pytest.CaptureFixture[str], card: str, weapon: str
) -> None:
    # Weapons of the card itself, not of a unit: the window and the PDF show them too.
    assert main(["codex", "show", card]) == 0
    out = capsys.readouterr().out
    lines = [line.strip() for line in out.splitlines()]
    assert any(line.startswith(f"- {weapon}") for line in lines), out


def test_codex_show_gives_an_ability_its_parameter(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codex", "show", "tyranids/dominatrix"]) == 0
    assert "* Psychic Save (2+): " in capsys.readouterr().out


@pytest.mark.parametrize(
    ("lang", "header", "legend"), [("en", "Card", "Flags:"), ("fr", "Carte", "Marques :")]
)
def test_codex_cards_text_has_header_and_flag_legend(
    capsys: pytest.CaptureFixture[str], lang: str, header: str, legend: str
) -> None:
    assert main(["codex", "cards", "--book", "adeptus_astartes", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[0] == header
    assert lines[-1].startswith(legend)
    for flag in ("F =", "U =", "N ="):
        assert flag in lines[-1]
    rows = lines[1:-1]
    assert rows and all(row.startswith("adeptus_astartes/") for row in rows)
    # the columns line up under the header: every row's type starts where the header's does
    column = lines[0].index(lines[0].split()[1])
    assert all(row[column - 1] == " " and row[column] != " " for row in rows)


def test_codex_cards_json_stays_a_bare_list(capsys: pytest.CaptureFixture[str]) -> None:
    cards = _json(capsys, "codex", "cards", "--book", "adeptus_astartes", "--json")
    assert isinstance(cards, list) and all(card["book"] == "adeptus_astartes" for card in cards)


def test_codex_show_names_unit_classes_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["codex", "show", "adeptus_astartes/tactical_company", "--lang", "fr"]) == 0
    french = capsys.readouterr().out
    assert "Rhino: Véhicule  25 cm" in french and "Escouade tactique: Infanterie  10 cm" in french
    assert main(["codex", "show", "adeptus_astartes/tactical_company"]) == 0
    assert "Rhino: Vehicle  25 cm" in capsys.readouterr().out


def test_codex_show_labels_its_figures_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    card = "adeptus_astartes/terminator_detachment"
    assert main(["codex", "show", card, "--lang", "fr"]) == 0
    french = capsys.readouterr().out
    assert "PR 3  PV 4  Moral 1+" in french
    assert "Escouade Terminator: Infanterie  10 cm  svg 4+, 6+ fixe  FA +6" in french
    assert main(["codex", "show", card]) == 0
    english = capsys.readouterr().out
    assert "BP 3  VP 4  Morale 1+" in english
    assert "Terminator Squad: Infantry  10 cm  save 4+, 6+ fixed  CAF +6" in english


def test_codex_cards_rows_abbreviate_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["codex", "cards", "--book", "adeptus_astartes", "--lang", "fr"]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if "/tactical_company" in line)
    assert " PR " in row and " PV " in row and " BP " not in row
    assert main(["codex", "cards", "--book", "adeptus_astartes", "--lang", "en"]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if "/tactical_company" in line)
    assert " BP " in row and " VP " in row
