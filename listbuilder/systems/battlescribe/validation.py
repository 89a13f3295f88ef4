"""Checking a roster of another game: its data's constraints, then the chosen rule pack.

:func:`other_game_roster` tells whether a file is a BattleScribe roster of a game whose
data was added (ruling 20) and reads it; NetEpic Gold's rosters and rosters of games not
added return ``None``, so NetEpic's reader takes them as before (and refuses the second
kind, naming the game system: ruling 19). With no game data added, nothing is read twice:
NetEpic's path costs exactly what it did.
"""

from __future__ import annotations

from pathlib import Path

from listbuilder.files.sniff import (
    CODE_CAP,
    SHARE_CODE_MARK,
    RosterFormat,
    may_be_other_game,
    roster_format,
)
from listbuilder.i18n import message
from listbuilder.records import field, record
from listbuilder.rules.codes import Severity
from listbuilder.systems.battlescribe.checks import check_roster, make_context
from listbuilder.systems.battlescribe.findings import BsFinding
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.roster import OtherRoster


@record
class OtherFigures:
    """What ``validate`` shows of a roster of another game (NetEpic's figure names)."""

    points: int | float
    points_limit: int | float | None
    power_level: int | float | None = None
    victory_points: None = None
    """Another game has no NetEpic victory points: ``null`` in ``--json``."""


@record
class OtherResult:
    """A roster of another game, checked: NetEpic's result's shape (``legal``, ``figures``,
    ``findings``, ``errors``, ``warnings``, ``codes()``)."""

    roster: OtherRoster
    data: GameData
    findings: tuple[BsFinding, ...]
    figures: OtherFigures
    pack: str | None = None
    totals: dict[str, float] = field(default_factory=dict)

    @property
    def legal(self) -> bool:
        return not any(f.severity is Severity.ERROR for f in self.findings)

    @property
    def errors(self) -> list[BsFinding]:
        return [f for f in self.findings if f.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[BsFinding]:
        return [f for f in self.findings if f.severity is Severity.WARNING]

    def codes(self) -> list[str]:
        return [f.code for f in self.findings]

    def system_record(self) -> dict[str, object]:
        return {
            "id": self.data.id,
            "name": self.data.name,
            "revision": self.data.revision,
            "rules": self.pack,
        }

    def render_text(self, lang: str, file: str) -> str:
        """The heading and the findings, as NetEpic's ``validate`` report writes them."""
        status = message("summary.legal" if self.legal else "summary.illegal", lang)
        lines = [
            message(
                "gamedata.validate.heading",
                lang,
                file=file,
                name=self.roster.name,
                points=_whole(self.figures.points),
                system=self.data.name,
                status=status,
            )
        ]
        if not self.findings:
            lines.append("  " + message("summary.no-findings", lang))
        for finding in self.findings:
            severity = message(f"summary.severity.{finding.severity.value}", lang)
            where = f" [{finding.path}]" if finding.path else ""
            lines.append(f"  {severity} {finding.code}{where}: {finding.message(lang)}")
        return "\n".join(lines) + "\n\n"


def _whole(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 2)


def other_game_roster(path: str | Path) -> tuple[OtherRoster, GameData] | None:
    """The roster and its game's data when *path* is a BattleScribe roster (or a text
    holding a ``BSR1:`` share code) of a game whose data was added; ``None`` for anything
    NetEpic's reader takes (or refuses: ruling 19)."""
    from listbuilder.systems import system_for_battlescribe
    from listbuilder.systems.battlescribe.registry import added_data, load_game_data

    if roster_format(path) is not RosterFormat.BATTLESCRIBE:
        return _from_code(path)
    added = added_data()
    if not added:
        return None
    from listbuilder.systems.battlescribe.roster import battlescribe_system_id, read_other_roster

    system_id = battlescribe_system_id(path)
    if not system_id:
        return None
    item = next((item for item in added if item.id == system_id), None)
    if item is None:
        return None
    claimed = system_for_battlescribe(system_id, "")
    if claimed is None or claimed.key != "battlescribe":
        return None
    roster = read_other_roster(path)
    if roster.game_system_id != item.id:
        return None
    return roster, load_game_data(item)


_CODE_CAP = CODE_CAP
"""A text holding a share code is read up to this size (larger: NetEpic's reader words it)."""


def _from_code(path: str | Path) -> tuple[OtherRoster, GameData] | None:
    """A text file holding a ``BSR1:`` code (our YAML rosters are never looked into)."""
    source = Path(path)
    if not may_be_other_game(source):
        return None  # NetEpic's: not read a second time
    if source.suffix.lower() in (".yaml", ".yml"):
        return _from_yaml(source)
    try:
        if not source.is_file() or source.stat().st_size > _CODE_CAP:
            return None
        raw = source.read_bytes()
    except OSError:
        return None
    if SHARE_CODE_MARK not in raw:
        return None
    from listbuilder.errors import RosterFileError
    from listbuilder.i18n.text import Msg
    from listbuilder.systems.battlescribe.exports import decode_code
    from listbuilder.systems.battlescribe.registry import find_added, load_game_data

    roster = decode_code(raw.decode("utf-8", "replace"), file=source)
    item = find_added(roster.game_system_id)
    if item is None:
        raise RosterFileError(
            Msg("gamedata.code.no_data", system=roster.game_system_name or roster.game_system_id),
            file=source,
            hint=Msg("error.ros.other_game.hint"),
        )
    return roster, load_game_data(item)


def _from_yaml(source: Path) -> tuple[OtherRoster, GameData] | None:
    """Our YAML roster of another game (``format: listbuilder-game-roster/1``)."""
    from listbuilder.errors import RosterFileError
    from listbuilder.i18n.text import Msg
    from listbuilder.roster.io import read_roster_text

    try:
        text = read_roster_text(source)
    except RosterFileError:
        return None  # NetEpic's reader words it, as before
    from listbuilder.systems.battlescribe.yamlroster import looks_like_game_roster, roster_from_yaml

    if not looks_like_game_roster(text):
        return None
    from listbuilder.systems.battlescribe.registry import find_added, load_game_data

    roster = roster_from_yaml(text, source)
    item = find_added(roster.game_system_id)
    if item is None:
        raise RosterFileError(
            Msg("error.ros.other_game", system=roster.game_system_name or roster.game_system_id),
            file=source,
            hint=Msg("error.ros.other_game.hint"),
        )
    return roster, load_game_data(item)


def check_other_roster(
    roster: OtherRoster, data: GameData, pack_name: str | None = None
) -> OtherResult:
    """The data's findings and, with *pack_name* (else the pack the roster names), the pack's."""
    if not pack_name:  # --rules first, whatever the file says; then the roster's own choice
        from listbuilder.systems.battlescribe.packs.settings import chosen_pack

        pack_name = roster.rules or chosen_pack(roster) or None
    result = check_roster(data, roster)
    findings = list(result.findings)
    if pack_name is not None:
        from listbuilder.systems.battlescribe.packs import load_pack
        from listbuilder.systems.battlescribe.packs.api import PackContext, apply_pack

        pack = load_pack(pack_name)
        ctx, _ = make_context(data, roster)
        pack_ctx = PackContext(data, roster, ctx)  # the choices: its notes' lines
        findings = apply_pack(pack, pack_ctx, findings)
    points_id = _cost_id(data, "pts", "points", "point")
    power_id = _cost_id(data, "PL", "power", "powerlevel")
    points = result.totals.get(points_id, 0.0) if points_id else 0.0
    limit = roster.cost_limits.get(points_id, -1.0) if points_id else -1.0
    power = result.totals.get(power_id) if power_id else None
    figures = OtherFigures(
        points=_whole(points),
        points_limit=_whole(limit) if limit >= 0 else None,
        power_level=_whole(power) if power is not None else None,
    )
    return OtherResult(roster, data, tuple(findings), figures, pack_name, result.totals)


def _cost_id(data: GameData, *names: str) -> str | None:
    wanted = {name.replace(" ", "").casefold() for name in names}
    for cost in data.system.cost_types:
        if cost.name.replace(" ", "").casefold() in wanted:
            return cost.id
    return None
