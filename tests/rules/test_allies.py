"""Allies (§2; rulings 2, 4, 5 and 6) over the real allies tables of the codex."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import ListKind
from listbuilder.codex.plain import replace
from tests.rules.builders import check, codes, company, force, only, points


def codex_with_allies(codex: Codex, list_id: str, **update: object) -> Codex:
    """The real codex with one list's ``allies`` rules changed (for rulings the data avoids)."""
    book = codex.book_of_list(list_id)
    assert book is not None
    lists = [
        replace(army_list, allies=replace(army_list.allies, **update))
        if army_list.id == list_id
        else army_list
        for army_list in book.lists
    ]
    books = {**codex.books, book.id: replace(book, lists=lists)}
    return Codex(game_system=codex.game_system, abilities=codex.abilities, books=books)


def test_space_marines_with_an_imperial_guard_ally(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "space_marines", company("tactical_company", "land_raider_squadron"), "tactical_company"
        ),
        force("imperial_guard", "predator_company"),
    )
    assert result.findings == ()
    assert [f.role for f in result.figures.forces] == ["main", "ally"]
    ally = points(codex, "imperial_guard", "predator_company")
    assert result.figures.ally_points == ally
    assert result.figures.ally_pct == round(ally * 100 / 3000, 1)


def test_codex_army_keeps_75_percent_of_the_points_spent(codex: Codex) -> None:
    main = points(codex, "dark_angels", "tactical_company", "battle_company")
    ally = points(codex, "imperial_guard", "predator_company")
    assert ally * 100 > (main + ally) * 25  # the data makes this a real breach
    army = (
        force("dark_angels", "tactical_company", "battle_company"),
        force("imperial_guard", "predator_company"),
    )
    spent = check(codex, *army, limit=None)
    finding = only(spent, "ally-share")
    assert (finding.path, finding.variant) == ("forces[1]", "spent")
    assert finding.params["min_pct"] == 75 and finding.params["base"] == main + ally
    assert "with no points limit set, the base is the points spent" in finding.message("en")
    # Ruling 2: with a points limit, the limit is the base, and the same ally fits in 25% of it.
    limit = ally * 4
    assert check(codex, *army, limit=limit).findings == ()


def test_standard_army_share_against_the_limit(codex: Codex) -> None:
    result = check(
        codex,
        force("space_marines", "tactical_company"),
        force("imperial_guard", "predator_company"),
        limit=1000,
    )
    finding = only(result, "ally-share")
    assert finding.variant == "limit"
    assert finding.params["max_pct"] == 50 and finding.params["max_points"] == 500
    assert "the base is the points limit" in finding.message("en")


def test_chaos_space_marines_count_astartes_cards_as_their_own(codex: Codex) -> None:
    # §2.3 row 9: Astartes Standard counts in a Chaos Space Marine army's own share…
    result = check(
        codex,
        force("chaos_space_marines", "black_legion_century", "iron_warriors_century"),
        force("space_marines", "tactical_company"),
    )
    assert result.findings == ()
    assert [f.role for f in result.figures.forces] == ["main", "own"]
    assert result.figures.ally_points == 0
    # …but once the Marines are the bigger force they are the main force (ruling 4),
    # and Space Marines never take Chaos as allies.
    flipped = check(
        codex,
        force("chaos_space_marines", "black_legion_century"),
        force("space_marines", "tactical_company", "battle_company"),
    )
    assert only(flipped, "ally-forbidden").path == "forces[0]"
    assert [f.role for f in flipped.figures.forces] == ["ally", "main"]


def test_space_marines_and_chaos_never_ally(codex: Codex) -> None:
    sm_main = check(
        codex, force("space_marines", "tactical_company"), force("chaos", "cultist_army")
    )
    finding = only(sm_main, "ally-forbidden")
    assert (finding.path, finding.variant) == ("forces[1]", "denied")
    chaos_main = check(
        codex, force("chaos", "chaos_renegades"), force("space_marines", "scout_company")
    )
    assert only(chaos_main, "ally-forbidden").variant == "denied"


def test_forbidden_pairs_are_symmetric(codex: Codex) -> None:
    # Ruling 5: if Chaos did not forbid Space Marines, the Marines' own ban would still apply.
    chaos = codex.army_list("chaos")
    assert chaos is not None
    lenient = codex_with_allies(
        codex, "chaos", deny=[s for s in chaos.allies.deny if s.book != "adeptus_astartes"]
    )
    result = check(
        lenient, force("chaos", "chaos_renegades"), force("space_marines", "scout_company")
    )
    finding = only(result, "ally-forbidden")
    assert finding.variant == "denied-back"
    assert "ruling 5" in finding.message("en")
    assert "décision 5" in finding.message("fr")


def test_dark_eldar_refuse_eldar_so_eldar_may_not_take_them(codex: Codex) -> None:
    # The Dark Eldar list forbids Eldar allies; ruling 5 makes it forbid being their ally too.
    result = check(
        codex, force("eldar", "guardian_host", "falcon_host"), force("dark_eldar", "raider_kabal")
    )
    finding = only(result, "ally-forbidden")
    assert finding.variant == "denied-back"
    assert "forbidden pairs are symmetric" in finding.message("en")


def test_a_standard_army_may_not_take_a_codex_list_it_does_not_name(codex: Codex) -> None:
    result = check(
        codex, force("eldar", "guardian_host", "falcon_host"), force("tau", *tau_company(codex))
    )
    assert only(result, "ally-forbidden").variant == "not-allowed"


def tau_company(codex: Codex) -> list[str]:
    return [
        next(
            ref.card.id
            for ref in codex.list_cards("tau")
            if ref.card.type.value == "company"
            and not any(g.min for g in ref.card.options)
            and ref.card.points <= 600
        )
    ]


def test_a_craftworld_may_take_another_craftworld(codex: Codex) -> None:
    # §2.3 rows 10–12: the Eldar codex lists may ally with one another (not a Standard list).
    assert codex.army_list("biel_tan").kind is ListKind.CODEX  # type: ignore[union-attr]
    result = check(
        codex,
        force("alaitoc", "defender_warhost", "guardian_host", "falcon_host"),
        force("biel_tan", "guardian_host"),
    )
    assert result.findings == ()


def test_harlequins_only_as_an_ally(codex: Codex) -> None:
    ally = check(
        codex,
        force("eldar", "defender_warhost", "falcon_host"),
        force("harlequins", "harlequins_harlequin_masque"),
    )
    assert ally.findings == ()
    alone = check(codex, force("harlequins", "harlequins_harlequin_masque"))
    assert only(alone, "main-force-ally-only").path == "forces[0]"


def test_one_ally_list_at_most(codex: Codex) -> None:
    result = check(
        codex,
        force("space_marines", "tactical_company", "battle_company", "devastator_company"),
        force("imperial_guard", "predator_company"),
        force("adeptus_mechanicus", "knight_errant_household"),
        limit=6000,
    )
    finding = only(result, "too-many-allies")
    assert finding.path == "forces[2]"
    assert finding.params["max"] == 1 and finding.params["count"] == 2


KHORNE = force(
    "khorne",
    "world_eaters_century",
    "chaos_space_marine_company",
    "havok_company",
    "bloodthirster",
)


def test_chaos_powers_may_take_any_or_all_of_the_others(codex: Codex) -> None:
    # Ruling 16: the "(or all)" of a god's allies covers the other gods' lists.
    result = check(
        codex,
        KHORNE,
        force("nurgle", "death_guard_century"),
        force("slaanesh", "emperor_s_children_century"),
        limit=8000,
    )
    assert "too-many-allies" not in codes(result)
    assert "ally-forbidden" not in codes(result)


def test_a_chaos_power_takes_one_standard_ally_alone(codex: Codex) -> None:
    # Ruling 16: one Standard list is the god list's only ally…
    alone = check(codex, KHORNE, force("orks", "goff_clan"), limit=8000)
    assert "too-many-allies" not in codes(alone) and "ally-forbidden" not in codes(alone)
    # …never two of them,
    two = check(
        codex,
        KHORNE,
        force("orks", "goff_clan"),
        force("imperial_guard", "predator_company"),
        limit=8000,
    )
    finding = only(two, "too-many-allies")
    assert (finding.path, finding.variant) == ("forces[2]", None)
    assert finding.params["max"] == 1 and finding.params["count"] == 2


def test_a_chaos_power_never_mixes_a_standard_ally_with_a_god_ally(codex: Codex) -> None:
    # …and never beside another god's list, in either order of the roster.
    for allies, standard in (
        ((force("nurgle", "death_guard_century"), force("orks", "goff_clan")), "forces[2]"),
        ((force("orks", "goff_clan"), force("nurgle", "death_guard_century")), "forces[1]"),
    ):
        result = check(codex, KHORNE, *allies, limit=8000)
        finding = only(result, "too-many-allies")
        assert (finding.path, finding.variant) == (standard, "mixed")
        assert "ruling 16" in finding.message("en") and "décision 16" in finding.message("fr")
        assert "Ork" in finding.message("en") and "Nurgle" in finding.message("en")


def test_only_a_god_list_takes_several_allies(codex: Codex) -> None:
    # Ruling 16: every other main force keeps one ally list, Chaos ones included.
    for main in (
        force("chaos_space_marines", "black_legion_century", "iron_warriors_century"),
        force("chaos", "chaos_renegades", "beastmen_horde", "cultist_army"),
    ):
        result = check(
            codex,
            main,
            force("nurgle", "death_guard_century"),
            force("slaanesh", "emperor_s_children_century"),
            limit=10000,
        )
        finding = only(result, "too-many-allies")
        assert finding.params["max"] == 1 and finding.path == "forces[2]"


def test_tyranids_take_no_ally(codex: Codex) -> None:
    result = check(
        codex, force("tyranids", "dominatrix", "hive_tyrant_brood"), force("orks", "goff_clan")
    )
    assert codes(result) == ["too-many-allies"]
    finding = result.findings[0]
    assert finding.variant == "none"
    assert "Tyranid" in finding.message("en") and "takes no allies" in finding.message("en")


def test_main_force_is_the_biggest_and_the_first_on_a_tie(codex: Codex) -> None:
    bigger_second = check(
        codex,
        force("space_marines", "scout_company"),
        force("imperial_guard", "predator_company", "vindicator_company"),
    )
    assert [f.role for f in bigger_second.figures.forces] == ["ally", "main"]
    sm, ig = (
        points(codex, "space_marines", "tactical_company"),
        points(codex, "imperial_guard", "predator_company"),
    )
    tie = check(
        codex,
        force("imperial_guard", *(["predator_company"] * sm)),
        force("space_marines", *(["tactical_company"] * ig)),
        limit=None,
    )
    assert [f.role for f in tie.figures.forces] == ["main", "ally"]


def test_own_share_lists_are_not_allies(codex: Codex) -> None:
    # Sisters of Battle count the Frateris Militia in their own share.
    result = check(
        codex,
        force("sisters_of_battle", "sisters_of_battle_company", "seraphim_company"),
        force("frateris_militia", "frateris_militia", "support_company"),
    )
    assert result.findings == ()
    assert [f.role for f in result.figures.forces] == ["main", "own"]


def test_an_empty_allow_list_means_any_standard_list(codex: Codex) -> None:
    open_guard = codex_with_allies(codex, "imperial_guard", allow=[])
    fine = check(
        open_guard,
        force("imperial_guard", "predator_company", "vindicator_company"),
        force("orks", "goff_clan"),
    )
    assert fine.findings == ()
    refused = check(
        open_guard,
        force("imperial_guard", "predator_company", "vindicator_company"),
        force("dark_eldar", "raider_kabal"),
    )
    assert only(refused, "ally-forbidden").variant == "not-standard"


def test_forces_of_one_list_count_together_for_the_main_force_and_the_share(codex: Codex) -> None:
    # Ruling 10: two Space Marine forces of 1,000 points each are one 2,000-point list, so the
    # 1,500 points of Imperial Guard are the ally: 42.9% of a 3,500-point Standard army.
    assert points(codex, "space_marines", "devastator_company") == 1000
    assert points(codex, "space_marines", "terminator_company") == 1000
    guard = ("stormtrooper_company", "gorgon_tactical_company")
    assert points(codex, "imperial_guard", *guard) == 1500
    for order in ((0, 1, 2), (2, 0, 1)):
        forces = [
            force("space_marines", "devastator_company"),
            force("space_marines", "terminator_company"),
            force("imperial_guard", *guard),
        ]
        result = check(codex, *(forces[i] for i in order), limit=3500)
        assert result.legal, [f.message("en") for f in result.errors]
        assert codes(result) == ["same-list-forces"]
        roles = {f.list_id + str(i): f.role for i, f in enumerate(result.figures.forces)}
        assert sorted(roles.values()) == ["ally", "main", "main"]
        assert result.figures.ally_points == 1500
        assert result.figures.ally_pct == 42.9
        split = only(result, "same-list-forces")
        assert split.severity.value == "warning"
        assert "ruling 10" in split.message("en") and "Merge" in split.message("en")


def test_an_ally_split_over_forces_is_counted_whole_against_its_share(codex: Codex) -> None:
    # Ruling 10 works both ways: the Guard's two forces make the main list, and the Marines'
    # two forces are one ally whose whole points count against its 50% share.
    result = check(
        codex,
        force("imperial_guard", "stormtrooper_company", "gorgon_tactical_company"),
        force("imperial_guard", "hellbore_company"),
        force("space_marines", "devastator_company"),
        force("space_marines", "terminator_company", "scout_company"),
        limit=4500,
    )
    # Guard 850 + 650 + 1,000 = 2,500 against Marines 1,000 + 1,000 + 450 = 2,450.
    assert [f.role for f in result.figures.forces] == ["main", "main", "ally", "ally"]
    finding = only(result, "ally-share")
    assert (finding.params["ally_points"], finding.params["max_points"]) == (2450, 2250)
    assert finding.path == "forces[2]"


def test_a_tie_between_lists_goes_to_the_list_of_the_first_force(codex: Codex) -> None:
    # 450 + 450 Marines against 900 Guard: a tie of lists, and the roster's first force is a
    # Marine force, so the Marines are the main list even though the Guard force is bigger.
    assert points(codex, "imperial_guard", "mole_company") == 900
    result = check(
        codex,
        force("space_marines", "scout_company"),
        force("imperial_guard", "mole_company"),
        force("space_marines", "marine_bike_company"),
        limit=None,
    )
    assert [f.role for f in result.figures.forces] == ["main", "ally", "main"]
    guard_first = check(
        codex,
        force("imperial_guard", "mole_company"),
        force("space_marines", "scout_company"),
        force("space_marines", "marine_bike_company"),
        limit=None,
    )
    assert [f.role for f in guard_first.figures.forces] == ["main", "ally", "ally"]


def test_the_ally_share_message_states_the_ally_maximum(codex: Codex) -> None:
    # Ruling 11: only the ally's side is a limit; the message says what the ally may take.
    result = check(
        codex,
        force("space_marines", "tactical_company"),
        force("imperial_guard", "predator_company"),
        limit=1000,
    )
    text = only(result, "ally-share").message("en")
    assert "may take at most 50% of it (500 points)" in text
    assert "keeps at least" not in text and "ruling" in text
    assert "peut en prendre au plus 50\u00a0%" in only(result, "ally-share").message("fr")


def test_spending_less_than_the_limit_never_breaks_the_share(codex: Codex) -> None:
    # Ruling 11: with a 3,000-point limit, a 750-point main force and a 600-point ally is legal
    # (the ally is 20% of the limit) though the main side is far from half the limit.
    result = check(
        codex,
        force("space_marines", "tactical_company"),
        force("imperial_guard", "predator_company"),
        limit=3000,
    )
    assert result.findings == ()


def test_tyranids_never_join_an_army_as_its_ally(codex: Codex) -> None:
    result = check(codex, force("orks", "goff_clan", "goff_clan"), force("tyranids", "harridan"))
    finding = only(result, "ally-forbidden")
    assert (finding.path, finding.variant) == ("forces[1]", "isolated")
    text = finding.message("en")
    assert "never takes allies and never joins another army" in text
    assert "allies table" not in text
    assert text.endswith("Remove the Tyranid Swarm force.")
    assert "ne rejoint jamais" in finding.message("fr")
    # The ally is forbidden outright: its own missing Dominatrix is beside the point.
    assert "required-card" not in codes(result)
    # Alone, the same swarm still needs its Dominatrix.
    assert "required-card" in codes(check(codex, force("tyranids", "harridan")))


def test_the_new_roster_dialog_gives_the_tyranid_reason(codex: Codex) -> None:
    from listbuilder.gui.dialogs.new_roster_dialog import ally_reasons

    reasons = ally_reasons(codex, "en", "orks")
    assert "never joins another army" in reasons["tyranids"]


def test_a_share_just_over_its_limit_never_reads_as_the_limit(codex: Codex) -> None:
    # Issue 20: "25.0 % ... at most 25 %" hid the excess; the share shows enough decimals and
    # the message says by how many points the allies are over.
    ally = points(codex, "imperial_guard", "predator_company")
    main = points(codex, "dark_angels", "tactical_company", "battle_company")
    limit = 4 * ally - 1  # the allies are 25.0x % of it, one point over their 25 %
    assert main + ally <= limit and round(ally * 100 / limit, 1) == 25.0
    result = check(
        codex,
        force("dark_angels", "tactical_company", "battle_company"),
        force("imperial_guard", "predator_company"),
        limit=limit,
    )
    finding = only(result, "ally-share")
    over = ally - limit * 25 // 100
    assert finding.params["pct"] > 25 and result.figures.ally_pct > 25
    english, french = finding.message("en"), finding.message("fr")
    shown = f"{finding.params['pct']}%"
    assert shown != "25.0%" and f"{shown} of the {limit:,}-point limit" in english
    point = "point" if over == 1 else "points"
    assert f"so they are {over} {point} over" in english
    assert f"soit {over} {point} de trop" in french
    assert f"Remove {over} {point} from the allies" in english


def test_share_pct_takes_the_decimals_the_excess_needs() -> None:
    from listbuilder.rules.allies import share_pct

    assert share_pct(1001, 4000, 25) == 25.02  # one decimal would read 25.0
    assert share_pct(1_000_001, 4_000_000, 25) == 25.00002
    assert share_pct(1000, 4000, 25) == 25.0  # at the limit: no excess to show
    assert share_pct(999, 4000, 25) == 25.0  # under it: one decimal, as before
    assert share_pct(1, 3) == 33.3 and share_pct(5, 0) == 0.0
