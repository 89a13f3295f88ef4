"""Writing a whole set of generated army books at once, so a failed import changes nothing."""

from __future__ import annotations

from pathlib import Path

from listbuilder.files.folders import replace_folder
from listbuilder.files.writing import atomic_write_text


def write_books(folder: Path, texts: dict[str, str]) -> list[Path]:
    """Replace the books in *folder* all at once: every new file or none of them.

    Other files of the old folder are carried over (:func:`replace_folder`)."""

    def fill(staging: Path) -> None:
        for name, text in texts.items():
            atomic_write_text(staging / name, text)

    replace_folder(folder, fill, keep=lambda name: name not in texts)
    return [folder / name for name in texts]
