"""The army data a roster was built with, and what changed for its cards (issue 33)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from listbuilder import paths
from listbuilder.codex.codex import Codex
from listbuilder.codex.plain import replace as plain_replace
from listbuilder.editing.export import export_bytes
from listbuilder.roster import revisions
from listbuilder.roster.io import dump_roster, load_roster, parse_roster
from listbuilder.roster.model import DataRecord, Roster
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def changed_codex(codex: Codex, book_id: str, card_id: str, **change: Any) -> Codex:
    """*codex* with one card of one book changed (a simulated data update)."""
    book = codex.books[book_id]
    cards = [plain_replace(card, **change) if card.id == card_id else card for card in book.cards]
    books = {**codex.books, book_id: plain_replace(book, cards=cards)}
    return Codex(game_system=codex.game_system, abilities=codex.abilities, books=books)


def without_choice(codex: Codex, book_id: str, card_id: str, group_id: str, choice: str) -> Any:
    card = codex.card(f"{book_id}/{card_id}")
    assert card is not None
    groups = [
        plain_replace(group, choices=[c for c in group.choices if c.id != choice])
        if group.id == group_id
        else group
        for group in card.card.options
    ]
    return groups


def test_a_saved_roster_records_the_data_of_the_books_it_uses(codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    assert roster.data is None  # an older file loads without it
    text, _ = export_bytes(roster, codex, "yaml", "en")
    again = parse_roster(text.decode("utf-8"))
    assert again.data == DataRecord(
        system_revision=7, books={"adeptus_astartes": 9, "imperial_guard": 9}
    )
    assert "\ndata:\n  system_revision: 7\n  books:\n    adeptus_astartes: 9\n" in text.decode()
    assert revisions.data_record(again) == {
        "system_revision": 7,
        "books": {"adeptus_astartes": 9, "imperial_guard": 9},
    }
    assert revisions.revision_mismatch(again, codex) == []
    assert revisions.data_changes(again, codex) == []
    assert "data-revision" not in validate(again, codex).codes()
    # written again, the same bytes
    assert dump_roster(again) == text.decode("utf-8")


def test_a_roster_built_with_other_revisions_gets_a_warning_naming_them(codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    old = replace(
        roster,
        data=DataRecord(system_revision=6, books={"adeptus_astartes": 8, "imperial_guard": 9}),
    )
    mismatches = revisions.revision_mismatch(old, codex)
    assert [(m.book, m.recorded, m.current) for m in mismatches] == [
        (None, 6, 7),
        ("adeptus_astartes", 8, 9),
    ]
    result = validate(old, codex)
    found = [f for f in result.findings if f.code == "data-revision"]
    assert len(found) == 1
    finding = found[0].to_dict("en")
    assert finding["severity"] == "warning" and finding["path"] == "data"
    assert "game system revision 6 (today 7)" in finding["message"]
    assert "Adeptus Astartes revision 8 (today 9)" in finding["message"]
    assert "Imperial Guard" not in finding["message"]
    assert "révision 8 (aujourd'hui 9)" in found[0].message("fr")
    assert result.legal == validate(roster, codex).legal  # a warning only


def test_opened_after_a_data_change_it_lists_exactly_those_changes(
    codex: Codex, tmp_path: Path
) -> None:
    """The issue's "done when": saved today, opened after a simulated data change (one
    card's points changed, one option removed), exactly those changes are listed."""
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    saved = tmp_path / "legio.yaml"
    saved.write_bytes(export_bytes(roster, codex, "yaml", "en")[0])
    reopened = load_roster(saved)
    assert reopened.data is not None and reopened.data.books == {"titan_legions": 3}

    warhound = codex.card("titan_legions/warhound_titan")
    warlord = codex.card("titan_legions/warlord_titan_battlegroup")
    assert warhound is not None and warlord is not None
    changed = changed_codex(
        codex, "titan_legions", "warhound_titan", points=warhound.card.points + 25
    )
    groups = without_choice(
        changed,
        "titan_legions",
        "warlord_titan_battlegroup",
        "warlord_titan_arm_weapons_1",
        "chain_fist",
    )
    changed = changed_codex(changed, "titan_legions", "warlord_titan_battlegroup", options=groups)

    changes = revisions.data_changes(reopened, changed)
    assert [(c.kind, c.card, c.before, c.after) for c in changes] == [
        (
            "option_gone",
            "warlord_titan_battlegroup",
            "warlord_titan_arm_weapons_1.chain_fist",
            None,
        ),
        ("points", "warhound_titan", warhound.card.points, warhound.card.points + 25),
    ]
    # the same revision numbers: no warning, yet the figures are compared
    assert revisions.revision_mismatch(reopened, changed) == []


def test_a_revision_with_no_figures_kept_says_so(codex: Codex, tmp_path: Path) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    old = replace(roster, data=DataRecord(system_revision=7, books={"titan_legions": 1}))
    changes = revisions.data_changes(old, codex, folders=[tmp_path])
    assert [(c.kind, c.book, c.before) for c in changes] == [("no_figures", "titan_legions", 1)]


def test_a_withdrawn_card_is_listed(codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    stamped = revisions.with_data(roster, codex)
    book = codex.books["titan_legions"]
    gone = Codex(
        game_system=codex.game_system,
        abilities=codex.abilities,
        books={
            **codex.books,
            "titan_legions": plain_replace(
                book, cards=[card for card in book.cards if card.id != "warhound_titan"]
            ),
        },
    )
    changes = revisions.data_changes(stamped, gone)
    assert [(c.kind, c.card) for c in changes] == [("card_withdrawn", "warhound_titan")]


def test_the_shipped_tables_are_todays_figures_and_small(codex: Codex, tmp_path: Path) -> None:
    """One table per book revision in codex_data/revisions/, each a few KB; when the data
    changes, ``python -m listbuilder.codex.revision_tables`` writes the new revision's table."""
    folder = paths.bundled_codex_data_dir()
    written = revisions.write_tables(codex, tmp_path, today="2000-01-01")
    assert written, "no book records a revision"
    sizes = []
    for fresh in written:
        shipped = folder / revisions.REVISIONS_DIR / fresh.name
        assert shipped.is_file(), f"run python -m listbuilder.codex.revision_tables ({fresh.name})"
        table = json.loads(shipped.read_text(encoding="utf-8"))
        table_now = json.loads(fresh.read_text(encoding="utf-8"))
        assert table["cards"] == table_now["cards"], f"{shipped.name} is stale"
        sizes.append(shipped.stat().st_size)
    assert max(sizes) < 20_000 and sum(sizes) / len(sizes) < 8_000
    dates = revisions.data_dates(codex)
    assert all(item.date for item in dates if item.revision is not None)


def test_a_damaged_table_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / revisions.REVISIONS_DIR / "x-1.json"
    path.parent.mkdir()
    for text in ("{", "[]", '{"format": "listbuilder-data-figures/1", "cards": {"a": 1}}'):
        path.write_text(text, encoding="utf-8")
        assert revisions.read_table(path) is None


@pytest.mark.parametrize(
    "data",
    [
        "data:\n  system_revision: -1\n  books: {}\n",
        "data:\n  system_revision: 7\n  books:\n    aa: seven\n",
        "data:\n  system_revision: 7\n  bookz: {}\n",
        "data:\n  system_revision: 99999999999\n  books: {}\n",
        "data:\n  system_revision: 7\n  books:\n" + "".join(f"    b{i}: 1\n" for i in range(201)),
    ],
)
def test_a_bad_data_record_is_refused_with_its_place(data: str) -> None:
    from listbuilder.errors import RosterFileError

    text = f"format: netepic-roster/1\nname: x\n{data}forces: []\n"
    with pytest.raises(RosterFileError) as caught:
        parse_roster(text, file="army.yaml")
    assert caught.value.line is not None and caught.value.line >= 3
    assert (caught.value.field or "").startswith("data")
    assert caught.value.hint is not None  # what to do about it


def test_old_rosters_have_no_record() -> None:
    assert revisions.data_record(Roster()) is None


def test_both_readings_of_a_file_give_the_same_record() -> None:
    """The fast path and the schema read ``data:`` alike (equality leaves it out)."""
    from listbuilder.roster import schema
    from listbuilder.roster.fastpath import plain_roster

    data = {
        "format": "netepic-roster/1",
        "name": "x",
        "data": {"system_revision": 7, "books": {"eldar": 8}},
        "forces": [],
    }
    fast = plain_roster(data)
    assert fast is not None and fast.data == DataRecord(system_revision=7, books={"eldar": 8})
    assert schema.check(data).data == fast.data
    assert plain_roster({**data, "data": {"books": {"eldar": "8"}}}) is None


def test_validate_json_gives_each_files_data_as_recorded(
    capsys: pytest.CaptureFixture[str], codex: Codex, tmp_path: Path
) -> None:
    from listbuilder.cli.main import main

    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    (tmp_path / "old.yaml").write_bytes((EXAMPLES / "space-marines-with-guard.yaml").read_bytes())
    dated = replace(roster, data=DataRecord(system_revision=6, books={"adeptus_astartes": 8}))
    (tmp_path / "new.yaml").write_text(dump_roster(dated), encoding="utf-8")
    main(["validate", str(tmp_path), "--json", "--lang", "fr"])
    records = {Path(item["file"]).name: item for item in json.loads(capsys.readouterr().out)}
    assert "data" not in records["old.yaml"]
    assert records["new.yaml"]["data"] == {
        "system_revision": 6,
        "books": {"adeptus_astartes": 8},
    }
    found = [f for f in records["new.yaml"]["findings"] if f["code"] == "data-revision"]
    assert [f["severity"] for f in found] == ["warning"]
    assert "révision 6 (aujourd'hui 7)" in found[0]["message"]
    assert not [f for f in records["old.yaml"]["findings"] if f["code"] == "data-revision"]


def test_saving_records_todays_data_in_the_open_roster_too(codex: Codex, tmp_path: Path) -> None:
    """The file and the roster being edited agree: the warning goes with the save, and the
    save is no edit (nothing to undo, not modified)."""
    from listbuilder.editing.session import EditSession

    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    old = replace(roster, data=DataRecord(system_revision=6, books={"titan_legions": 2}))
    session = EditSession(codex, old)
    assert "data-revision" in session.result.codes()
    events: list[object] = []
    session.subscribe(events.append)
    session.save(tmp_path / "legio.yaml")
    assert session.roster.data == DataRecord(system_revision=7, books={"titan_legions": 3})
    assert load_roster(tmp_path / "legio.yaml").data == session.roster.data
    assert "data-revision" not in session.result.codes()
    assert not session.is_modified and not session.history.can_undo
    assert len(events) == 1  # the findings told once
