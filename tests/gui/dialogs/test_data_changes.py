"""Opening a roster built with other army data says what changed for its cards (issue 33)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder import paths
from listbuilder.codex import data_tables
from listbuilder.editing.export import export_bytes
from listbuilder.roster import revisions
from listbuilder.roster.io import load_roster

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def older_figures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The figures of titan_legions revision 3 as a roster's file knew them: the Warhound
    25 points cheaper, and the Warlord's arm with a weapon since withdrawn."""
    shipped = paths.bundled_codex_data_dir() / revisions.REVISIONS_DIR / "titan_legions-3.json"
    table = json.loads(shipped.read_text(encoding="utf-8"))
    table["cards"]["warhound_titan"][0] -= 25
    table["cards"]["warlord_titan_battlegroup"][3]["warlord_titan_arm_weapons_1"] += " old_gun"
    folder = tmp_path / "older"
    (folder / revisions.REVISIONS_DIR).mkdir(parents=True)
    (folder / revisions.REVISIONS_DIR / shipped.name).write_text(
        json.dumps(table), encoding="utf-8"
    )
    monkeypatch.setattr(data_tables, "table_folders", lambda: [folder])
    return folder


def test_opening_it_shows_the_changes_and_the_file_menu_shows_them_again(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    older_figures(tmp_path, monkeypatch)
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    saved = tmp_path / "legio.yaml"
    saved.write_bytes(export_bytes(roster, window.codex, "yaml", "en")[0])
    assert window.open_path(saved, ask=False)
    box = window.data_box
    assert box is not None and box.isVisible()
    lines = box.informativeText().split("\n")
    assert lines == [
        "\u2022 Warlord Titan Battlegroup: option old gun withdrawn",
        "\u2022 Warhound Titan: 100 points, now 125",
    ]
    assert "Titan Legions r3" in box.detailedText()
    box.close()
    assert window.data_changes_action.isEnabled()
    window.data_changes_action.trigger()
    again = window.data_box
    assert again is not None and again is not box and again.isVisible()
    assert again.informativeText().split("\n") == lines
    again.close()


def test_a_roster_with_todays_figures_opens_without_a_notice(
    window: MainWindow, tmp_path: Path
) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    saved = tmp_path / "legio.yaml"
    saved.write_bytes(export_bytes(roster, window.codex, "yaml", "en")[0])
    assert window.open_path(saved, ask=False)
    assert window.data_box is None
    assert window.data_changes_action.isEnabled()
    window.data_changes_action.trigger()
    box = window.data_box
    assert box is not None and "Nothing changed" in box.text()
    box.close()
    # an older file records nothing: the entry is off
    assert window.open_path(EXAMPLES / "titan-legion.yaml", ask=False)
    assert not window.data_changes_action.isEnabled()


def test_a_share_code_from_other_figures_says_so_when_read(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    older_figures(tmp_path, monkeypatch)
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    code = export_bytes(roster, window.codex, "code", "en")[0].decode("ascii")
    assert window.open_from_code(code)
    box = window.data_box
    assert box is not None and box.isVisible()
    assert "Warhound Titan: 100 points, now 125" in box.informativeText()
    box.close()


def test_the_notice_speaks_french(
    make_window: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    older_figures(tmp_path, monkeypatch)
    window = make_window("fr")  # type: ignore[operator]
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    saved = tmp_path / "legio.yaml"
    saved.write_bytes(export_bytes(roster, window.codex, "yaml", "fr")[0])
    assert window.open_path(saved, ask=False)
    box = window.data_box
    assert box is not None
    assert "Titan Warhound : 100 points, désormais 125" in box.informativeText()
    assert "Changements" in box.windowTitle() or "Changes" in box.windowTitle()
    box.close()


def test_about_shows_the_datas_revisions_and_dates(window: MainWindow) -> None:
    text = window.about_text()
    assert "Army data: NetEpic Gold game system, revision 7" in text
    dated = revisions.find_table("titan_legions", 3)
    assert dated is not None
    assert f"Titan Legions: revision 3, {dated['date']}" in text
    assert "Structures: from the rulebook (no revision)" in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_getting_started_names_the_entry_as_the_menu_reads(make_window: object, lang: str) -> None:
    from listbuilder.gui.dialogs.help_dialogs import GettingStartedDialog

    window = make_window(lang)  # type: ignore[operator]
    window.getting_started_action.trigger()
    dialog = window.findChild(GettingStartedDialog)
    assert dialog is not None
    entry = window.data_changes_action.text().replace("&", "")
    assert entry in dialog.page.toPlainText()
    dialog.close()


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Built with other army data: Titan Legions revision 2 (today 3)."),
        ("fr", "Construite avec d'autres données d'armée : Légions Titaniques révision 2"),
    ],
)
def test_the_import_box_says_a_code_comes_from_other_data(
    qtbot: object, window: MainWindow, lang: str, words: str
) -> None:
    from dataclasses import replace

    from listbuilder.gui.dialogs.import_dialog import ImportDialog
    from listbuilder.interop.share_code import encode
    from listbuilder.roster.model import DataRecord

    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    old = replace(roster, data=DataRecord(system_revision=7, books={"titan_legions": 2}))
    dialog = ImportDialog(window.codex, lang, window)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.text_box.setPlainText(encode(old))
    assert dialog.read_box() == roster
    assert words in dialog.found.text()
    today = revisions.with_data(roster, window.codex)
    dialog.text_box.setPlainText(encode(today))
    assert dialog.read_box() is not None
    assert "army data" not in dialog.found.text() and "données" not in dialog.found.text()
