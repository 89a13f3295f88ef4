"""The game system is the one source of its numbers: editing game_system.yaml changes the rules."""

from __future__ import annotations

import dataclasses

from listbuilder.codex.codex import Codex
from listbuilder.codex.loader import load_game_system
from listbuilder.codex.models import ListKind
from listbuilder.codex.plain import replace
from listbuilder.printing import templates
from listbuilder.rules.codes import Code
from listbuilder.rules.engine import validate
from tests.rules.builders import codes, force, roster


def _variant(codex: Codex, **changes: object) -> Codex:
    system = replace(codex.game_system, **changes)
    return dataclasses.replace(codex, game_system=system)


def _guard_ally(limit: int):  # type: ignore[no-untyped-def]
    return roster(
        force("space_marines", "tactical_company"),
        force("imperial_guard", "tactical_infantry_company"),
        limit=limit,
    )


def test_imported_lists_leave_the_own_share_to_the_game_system(codex: Codex) -> None:
    marines = codex.army_list("space_marines")
    assert marines is not None and marines.own_share.min_pct is None
    assert codex.min_own_share(marines) == codex.game_system.min_own_share_pct[marines.kind]
    strict = _variant(codex, min_own_share_pct={ListKind.STANDARD: 90, ListKind.CODEX: 95})
    result = validate(_guard_ally(3000), strict)
    assert Code.ALLY_SHARE in codes(result)
    assert result.figures.max_ally_pct == 100 - strict.min_own_share(marines)  # type: ignore[operator]
    assert Code.ALLY_SHARE not in codes(validate(_guard_ally(3000), codex))


def test_max_allies_of_the_game_system_applies_to_lists_that_say_nothing(codex: Codex) -> None:
    marines = codex.army_list("space_marines")
    assert marines is not None
    assert codex.max_ally_lists(marines) == codex.game_system.max_allies
    none_allowed = _variant(codex, max_allies=0)
    assert none_allowed.max_ally_lists(marines) == 0
    assert Code.TOO_MANY_ALLIES in codes(validate(_guard_ally(3000), none_allowed))


def test_template_sizes_come_from_the_game_system() -> None:
    sizes = {t.id: t for t in load_game_system().templates}
    mm = 72 / 25.4
    assert sizes["barrage"].diameter_mm * mm == templates.BARRAGE_DIAMETER  # type: ignore[operator]
    assert sizes["large_flame"].length_mm * mm == templates.LARGE_FLAME_TRIANGLE  # type: ignore[operator]
    assert sizes["minefield"].width_mm * mm == templates.MINEFIELD_SHORT  # type: ignore[operator]
