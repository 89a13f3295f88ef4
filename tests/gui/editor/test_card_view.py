"""The card view's weapon table says what the book's weapon lines say."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex


def _card_text(qtbot: QtBot, codex: Codex, key: str, lang: str = "en") -> str:
    from listbuilder.gui.editor.card_view import CardView

    view = CardView(codex)
    qtbot.addWidget(view)
    view.set_language(lang)
    ref = codex.card(key)
    assert ref is not None, key
    view.show_codex_card(ref)
    return view.text.toPlainText()


def test_per_die_to_hit_rolled_ranges_and_close_combat_bonus(qtbot, codex) -> None:  # type: ignore[no-untyped-def]
    avengers = _card_text(qtbot, codex, "eldar/dire_avengers")
    assert "4+/5+/6+" in avengers
    gargant = _card_text(qtbot, codex, "orks/steam_gargant")
    assert "70 cm + D6x10 cm" in gargant
    assert "in close combat: +D6 CAF, Penetrating (+2)" in gargant
    bubonis = _card_text(qtbot, codex, "chaos/bubonis_titan_of_the_festering_death_legion")
    assert "2\u00d7 8 BP" in bubonis


def test_a_weapon_kept_as_text_gets_its_own_row(qtbot, codex) -> None:  # type: ignore[no-untyped-def]
    text = _card_text(qtbot, codex, "orks/blasta_bomma")
    assert "Bombs" in text and "2-10SB, D3 additonal (see Special Rules), (-1)" in text


def test_each_profile_of_a_weapon_gets_a_row(qtbot, codex) -> None:  # type: ignore[no-untyped-def]
    text = _card_text(qtbot, codex, "adeptus_mechanicus/imperator_titan")
    assert "Plasma Annihilator (Energized Mode)" in text
    assert "Plasma Annihilator (Overcharged Mode)" in text and "150 cm" in text


def test_close_combat_bonus_names_abilities_in_the_reader_language(qtbot, codex) -> None:  # type: ignore[no-untyped-def]
    gargant = _card_text(qtbot, codex, "orks/steam_gargant", "fr")
    assert "au corps à corps : +D6 CAF, Pénétration (+2)" in gargant


def test_unit_classes_and_headings_read_in_the_window_language(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    """The card view says "Infanterie", "Véhicule", "Super-lourd" in French, with French
    headings, and the same class words as the army cards and ``codex show``."""
    from listbuilder.codex.display import unit_class_text

    window = make_window("fr")
    view = window.card_view
    ref = window.codex.card("adeptus_astartes/tactical_company")
    assert ref is not None
    view.show_codex_card(ref)
    text = view.text.toPlainText()
    assert "Unités" in text and "Armes" in text and "Composition" in text
    assert "Infanterie" in text and "Véhicule" in text
    assert "infantry" not in text and "Infantry" not in text and "vehicle" not in text
    assert "QG de la compagnie" in text and "Détachement tactique" in text
    baneblade = window.codex.card("imperial_guard/baneblade")
    assert baneblade is not None
    view.show_codex_card(baneblade)
    assert "Super-lourd, Véhicule" in view.text.toPlainText()
    terminators = window.codex.card("adeptus_astartes/terminator_detachment")
    assert terminators is not None
    view.show_codex_card(terminators)
    assert "4+, 6+ fixe" in view.text.toPlainText()
    rhino = window.codex.unit("adeptus_astartes", "rhino")
    assert rhino is not None and unit_class_text(rhino, "fr") == "Véhicule"
    window.language_actions["en"].trigger()
    view.show_codex_card(ref)
    english = view.text.toPlainText()
    assert "Units" in english and "Weapons" in english
    assert "Infantry" in english and "Vehicle" in english and "Infanterie" not in english
