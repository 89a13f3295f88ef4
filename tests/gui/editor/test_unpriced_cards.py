"""A card with no known cost is not offered in the browser (the Iron Hands Clan Veterans)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.roster.edits import AddCompany

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def test_the_browser_leaves_out_a_card_without_cost(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Iron Hands", 3000, "iron_hands")
    assert window.apply(AddCompany(force=0, card="iron_hands_clan_company"))
    keys = {ref.key for ref in window.browser.model.cards()}
    assert "adeptus_astartes/iron_hands_clan_devastator_detachment" in keys
    assert "adeptus_astartes/iron_hands_clan_veteran_devastator_detachment" not in keys
    assert not window.browser.select_card(
        "adeptus_astartes/iron_hands_clan_veteran_devastator_detachment"
    )
