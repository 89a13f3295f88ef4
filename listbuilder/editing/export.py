"""A roster in any format we share it in: the one place the CLI's ``export`` and the window's
File > Export turn a roster into bytes and write them."""

from __future__ import annotations

from pathlib import Path

from listbuilder.codex.codex import Codex
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import ValidationResult

EXPORT_FORMATS = ("text", "markdown", "bbcode", "ros", "rosz", "yaml", "code", "phone")
SUFFIXES = {
    "text": ".txt",
    "markdown": ".md",
    "bbcode": ".txt",
    "ros": ".ros",
    "rosz": ".rosz",
    "yaml": ".yaml",
    "code": ".txt",
    "phone": ".html",
}
"""The usual file name ending of each format."""


def export_bytes(
    roster: Roster,
    codex: Codex,
    fmt: str,
    lang: str,
    result: ValidationResult | None = None,
) -> tuple[bytes, list[str]]:
    """*roster* in *fmt* (``rosz``: the ``.ros`` to zip) and what could not be carried over.

    Under house rules (a codex derived from a pack) the roster carries the pack's record,
    so it reopens under it (a share code: its name and hash)."""
    if codex.house is not None:
        from listbuilder.rules.pack_record import stamped

        roster = stamped(roster, codex.house)
    if fmt in ("ros", "rosz"):
        from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml

        xml, report = roster_xml(roster, codex)
        return xml, report.lines(lang)
    if fmt in ("code", "yaml"):  # they record the army data they are written with
        from listbuilder.roster.revisions import with_data

        roster = with_data(roster, codex)
    if fmt == "code":
        from listbuilder.interop.share_code import encode

        return (encode(roster) + "\n").encode("ascii"), []
    if fmt == "phone":
        from listbuilder.phone.page import phone_page

        return phone_page(roster, codex, lang), []
    if fmt == "yaml":
        from listbuilder.roster.io import dump_roster

        return dump_roster(roster).encode("utf-8"), []
    from listbuilder.report.exports import export_text

    return export_text(roster, codex, fmt, lang, result).encode("utf-8"), []


def write_export(path: Path, data: bytes, fmt: str) -> None:
    """Write *data* atomically (``rosz`` zips it); failures are RosterFileErrors."""
    from listbuilder.files.output_kinds import EXPORT_KINDS
    from listbuilder.interop.battlescribe.roster_exchange.rosfile import write_roster_bytes

    write_roster_bytes(path, data, zipped=fmt == "rosz", kind=EXPORT_KINDS[fmt])
