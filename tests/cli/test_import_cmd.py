"""``listbuilder import``: its importer loads only when the command runs (issue 24: every
command builds the parser, and ``validate`` of a folder must not pay for the importer)."""

from __future__ import annotations

import subprocess
import sys

IMPORTER = "listbuilder.interop.battlescribe.catalogue_import.importer"


def test_building_the_parser_does_not_load_the_catalogue_importer() -> None:
    code = (
        "import sys\n"
        "from listbuilder.cli.main import build_parser\n"
        "parser = build_parser()\n"
        "args = parser.parse_args(['import', 'battlescribe', 'somewhere'])\n"
        f"print({IMPORTER!r} in sys.modules, args.func.__name__)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        encoding="utf-8",
    )
    assert done.stdout.split() == ["False", "cmd_battlescribe"]
