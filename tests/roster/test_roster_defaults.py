"""A card starts with the free choices its required groups need, and nothing else."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.codex.schema import Card, OptionChoice, OptionGroup
from listbuilder.roster.defaults import default_options


def card(*groups: OptionGroup) -> Card:
    return Card(id="c", name="C", type="company", points=100, options=list(groups))


def choice(id: str, points: int = 0, max: int | None = None) -> OptionChoice:
    return OptionChoice(id=id, name=id.title(), points=points, max=max)


def test_a_required_free_choice_is_taken_and_the_rest_left_alone() -> None:
    transports = OptionGroup(
        id="hq", name="HQ", min=1, max=1, choices=[choice("rhino", max=1), choice("chimera")]
    )
    optional = OptionGroup(id="extra", name="Extra", min=0, choices=[choice("free")])
    weapons = OptionGroup(
        id="arms", name="Arms", min=2, max=2, choices=[choice("gun", 50), choice("axe", 25)]
    )
    sub = OptionGroup(id="sub", name="Sub", min=1, when="hq.rhino", choices=[choice("x")])
    assert default_options(card(transports, optional, weapons, sub)) == {"hq.rhino": 1}


def test_a_minimum_is_spread_over_free_choices_and_never_half_filled() -> None:
    pair = OptionGroup(id="g", name="G", min=2, choices=[choice("a", max=1), choice("b", max=1)])
    assert default_options(card(pair)) == {"g.a": 1, "g.b": 1}
    short = OptionGroup(id="s", name="S", min=2, choices=[choice("a", max=1), choice("b", 10)])
    assert default_options(card(short)) == {}


def test_the_guard_company_starts_with_its_transports(codex: Codex) -> None:
    ref = codex.find_card("tactical_infantry_company", "imperial_guard")
    assert ref is not None
    assert default_options(ref.card) == {
        "hq_transport.command_rhino": 1,
        "commissar_transport.command_rhino": 1,
    }
    titan = codex.find_card("warlord_titan", "space_marines")
    assert titan is not None and default_options(titan.card) == {}
