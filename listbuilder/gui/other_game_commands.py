"""The main window's doors to other games: File › Add Game Data…, opening a roster of an
added game, and New Roster offering the added games beside NetEpic Gold.

With no game data added, none of this changes what NetEpic's window does: opening asks
only whether the data folder holds anything, New Roster shows NetEpic's dialog as before,
and a roster of a game whose data is missing is refused by NetEpic's reader (ruling 19).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import show_error
from listbuilder.gui.i18n import fill
from listbuilder.gui.window.window_base import WindowBase

if TYPE_CHECKING:
    from listbuilder.gui.other_game_window import OtherGameWindow
    from listbuilder.systems.battlescribe.gamedata import GameData
    from listbuilder.systems.battlescribe.roster import OtherRoster

KEEP_PATH = (".ros", ".rosz", ".yaml", ".yml")
"""A roster opened from one of these is saved back there; from a share code, Save asks."""


def game_data_added() -> bool:
    """Whether any game data was added (cheap: a folder listing)."""
    return bool(core.game_data.added_system_ids())


class OtherGameCommands(WindowBase):
    """Add Game Data…, and rosters of other games opened in windows of their own."""

    def add_game_data(self) -> None:
        from listbuilder.gui.other_game_data import GameDataDialog

        dialog = GameDataDialog(self)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def open_other_game(self, path: Path) -> bool | None:
        """Open *path* in a window of its game when it is a roster of an added game (True),
        or say why it cannot be read (False); ``None``: NetEpic's reader takes it."""
        if not game_data_added():
            return None
        from listbuilder.gui.other_game_window import open_windows
        from listbuilder.gui.window.window_windows import same_file

        for window in open_windows():  # one file, one window
            if window.document.path is not None and same_file(window.document.path, path):
                window.show()
                window.raise_()
                window.activateWindow()
                self.say(lambda: fill(self.tr("%1 is open in its own window."), str(path)))
                return True
        from listbuilder.gui.work import Job

        job: Job[tuple[OtherRoster, GameData] | None] = Job(
            lambda _job: core.validation.other_game_roster(path)
        )
        try:
            found = job.start().wait(user_input=False)  # the 40K data takes a moment
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot open the roster"))
            return False
        if found is None:
            return None
        roster, data = found
        kept = path if path.suffix.lower() in KEEP_PATH else None
        self.show_other_game(roster, data, kept)
        self.settings.add_recent_file(path)
        self.say(lambda: fill(self.tr("Opened %1 (%2)."), str(path), data.name))
        return True

    def show_other_game(
        self, roster: OtherRoster, data: GameData, path: Path | None
    ) -> OtherGameWindow:
        from listbuilder.gui.other_game_window import show_other_roster

        window = show_other_roster(roster, data, path, self.lang)
        self.languages.language_changed.connect(window.set_language)  # View › Language follows
        return window

    def new_other_game(self) -> bool | None:
        """New Roster with game data added: the game first. ``None``: NetEpic Gold was
        chosen (or no data is added), its own dialog follows; False: cancelled."""
        if not game_data_added():
            return None
        from listbuilder.gui.other_game_new import GameChoiceDialog

        dialog = GameChoiceDialog(core.registry.added_data(), self)
        try:
            if dialog.exec() != GameChoiceDialog.DialogCode.Accepted:
                return False
            if dialog.netepic():
                return None
            roster = dialog.roster()
            data = dialog.data
        finally:
            dialog.deleteLater()
        if roster is None or data is None:
            return False
        window = self.show_other_game(roster, data, None)
        window.document.modified = True  # never saved: closing asks
        window.document.autosave()
        window.update_title()
        return True

    def offer_other_recovery(self) -> int:
        """At start: offer back each roster of another game autosaved by a Listbuilder that
        did not close; returns how many were recovered. One whose game's data is missing
        is kept (said why) until the data is added or the player discards it."""
        from PySide6.QtWidgets import QMessageBox

        from listbuilder.gui.common import plain_box
        from listbuilder.gui.other_game_window import recoverable_autosaves

        recovered = 0
        for file in recoverable_autosaves():
            try:
                found = core.validation.other_game_roster(file)
            except ListBuilderError as exc:
                show_error(self, exc, title=self.tr("Cannot recover the roster"))
                continue
            if found is None:
                file.unlink(missing_ok=True)
                continue
            roster, data = found
            box = plain_box(QMessageBox(self))
            box.setIcon(QMessageBox.Icon.Question)
            box.setWindowTitle(self.tr("Recover unsaved changes?"))
            box.setText(
                fill(
                    self.tr("Listbuilder did not close properly. Recover \u201c%1\u201d (%2)?"),
                    roster.name or self.tr("Untitled"),
                    data.name,
                )
            )
            recover = box.addButton(self.tr("Recover"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
            box.exec()
            if box.clickedButton() is recover:
                window = self.show_other_game(roster, data, None)
                window.document.modified = True  # not saved anywhere yet: Save asks
                window.document.autosave()
                window.update_title()
                recovered += 1
            file.unlink(missing_ok=True)
        return recovered
