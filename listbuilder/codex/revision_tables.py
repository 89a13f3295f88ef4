"""``python -m listbuilder.codex.revision_tables``: write the figures of today's army data
into the checkout's ``codex_data/revisions/`` (run it after a data update, and commit the new
table: the app then lists what the update changes for rosters built before it)."""

from __future__ import annotations

from listbuilder import paths
from listbuilder.codex.data_tables import write_tables
from listbuilder.codex.loader import load_codex_uncached


def main() -> None:
    folder = paths.codex_data_dir()
    written = write_tables(load_codex_uncached(folder), folder)
    for path in written:
        print(f"wrote {path}")
    if not written:
        print("the tables are up to date")


if __name__ == "__main__":
    main()
