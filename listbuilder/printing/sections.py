"""The parts of a roster printout, in print order, without loading ReportLab.

One default for every front end: ``listbuilder print`` without ``--sections`` and the
window's print dialog both start from :data:`DEFAULT_SECTIONS` (everything, templates
included: a player printing an army for a game needs the templates as much as the cards),
except the game-day sheet, asked for on the day of a game.
"""

from __future__ import annotations

SECTIONS = ("roster", "cards", "abilities", "game-day", "templates")
DEFAULT_SECTIONS = ("roster", "cards", "abilities", "templates")
