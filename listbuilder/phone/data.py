"""What the phone page carries: the army with every figure worked out at export, and the
words it shows, in both languages.

The page does no rules arithmetic of its own beyond the tracker's sums: break points, the VP
each card and titan gives, the morale tests and every text about them come from
:mod:`listbuilder.game` here. :func:`score_record` words a :class:`~listbuilder.game.state.Score`
the way the page's own scoring does, so a test compares the two step by step.
"""

from __future__ import annotations

import hashlib
from typing import Any, Final

import orjson

from listbuilder.codex.codex import Codex
from listbuilder.game.army import GameCard, game_army
from listbuilder.game.odds import COVER, MAX_ATTACKERS, MAX_CAF
from listbuilder.game.state import MAX_BASTIONS, MAX_TURNS, MAX_VP, OBJECTIVE_VP, Score
from listbuilder.game.units import UnitLine, army_units
from listbuilder.i18n import LANGUAGES, catalog, message
from listbuilder.i18n.text import Text
from listbuilder.report.game_words import figures_text
from listbuilder.roster.io import roster_to_data
from listbuilder.roster.model import Roster
from listbuilder.rules.context import build_context

FORMAT: Final = 1
MAX_NAME: Final = 2000
"""Characters of a name or note the page shows; a longer one is cut with an ellipsis (a
stranger's 30 MB name would make a page no phone opens)."""
MAX_CODE: Final = 20_000
"""A share code longer than this is left out of the page (it says so)."""
MESSAGES: Final = (
    "game.status.losses",
    "game.status.losses_titans",
    "game.status.broken",
    "game.status.morale",
    "game.status.morale_each",
    "game.status.no_morale",
    "game.totals",
    "game.outcome.playing",
    "game.outcome.won",
    "game.outcome.lost",
    "game.outcome.draw",
    "game.objectives_over",
)
"""The desktop tracker's sentences the page words the same way."""


def _cut(text: str | None) -> str:
    if not text:
        return ""
    return text if len(text) <= MAX_NAME else text[: MAX_NAME - 1] + "\u2026"


def _text(text: Text) -> dict[str, str]:
    return {lang: _cut(value) for lang, value in text.as_dict().items()}


def _both(key: str, **params: Any) -> dict[str, str]:
    return {lang: message(key, lang, **params) for lang in LANGUAGES}


def _unit(line: UnitLine) -> dict[str, Any]:
    return {
        "name": _text(line.name),
        "caf": line.caf,
        "caf_label": line.caf_label,
        "move": line.move,
        "classes": _text(line.classes),
        "save": _text(line.save),
        "weapons": {lang: list(line.weapons[lang]) for lang in LANGUAGES},
        "abilities": {lang: list(line.abilities[lang]) for lang in LANGUAGES},
    }


def _card(card: GameCard, units: tuple[UnitLine, ...], notes: str | None) -> dict[str, Any]:
    return {
        "path": card.path,
        "force": card.force,
        "company": card.company,
        "attached": card.attached,
        "heading": _text(card.heading),
        "name": _text(card.name),
        "type": card.card_type,
        "points": card.points,
        "break_point": card.break_point,
        "breaks_at": card.breaks_at,
        "boxes": card.boxes,
        "break_vp": card.break_vp,
        "victory_points": card.victory_points,
        "morale": card.morale,
        "morale_tests": card.morale_tests,
        "figures": {lang: _cut(figures_text(card, lang)) for lang in LANGUAGES},
        "rows": [{"label": _text(row.label), "models": row.models} for row in card.rows],
        "destructibles": [
            {"label": _text(d.label), "vp": d.victory_points} for d in card.destructibles
        ],
        "units": [_unit(line) for line in units],
        "notes": _cut(notes),
    }


def roster_key(roster: Roster) -> str:
    """The page's storage key: the roster's content (its data, keys sorted), so a page exported
    again from the same roster finds its game, and another roster starts afresh."""
    payload = orjson.dumps(roster_to_data(roster), option=orjson.OPT_SORT_KEYS)
    return hashlib.sha256(payload).hexdigest()[:24]


def words() -> dict[str, dict[str, str]]:
    """Every sentence the page shows, per language: its own (``phone.*``, ``odds.*``) and
    the desktop tracker's."""
    texts = catalog()
    keys = [k for k in texts if k.startswith(("phone.", "odds."))] + list(MESSAGES)
    return {
        lang: {key: texts[key].get(lang) or texts[key]["en"] for key in keys} for lang in LANGUAGES
    }


def phone_data(roster: Roster, codex: Codex, lang: str) -> dict[str, Any]:
    """Everything the page shows and counts with, ready for JSON."""
    from listbuilder.interop.share_code import encode
    from listbuilder.rules.engine import validate

    ctx = build_context(roster, codex)
    army = game_army(ctx)
    units = army_units(ctx)
    notes = {entry.path: entry.element.notes for entry in ctx.entries}
    code = encode(roster)
    result = validate(roster, codex)
    return {
        "format": FORMAT,
        "key": roster_key(roster),
        "lang": lang,
        "army": {
            "name": _cut(roster.name),
            "player": _cut(roster.player),
            "event": _cut(roster.event),
            "notes": _cut(roster.notes),
            "points": army.points,
            "game_size": army.game_size,
            "vp_to_win": army.vp_to_win,
            "objectives": army.objectives,
            "points_per_vp": army.points_per_vp,
            "errors": len(result.errors),
            "code": code if len(code) <= MAX_CODE else None,
        },
        "forces": [
            {"name": _text(name), "role": role}
            for name, role in zip(army.forces, army.roles, strict=True)
        ],
        "cards": [
            _card(card, units.get(card.path, ()), notes.get(card.path)) for card in army.cards
        ],
        "limits": {
            "objective_vp": OBJECTIVE_VP,
            "max_vp": MAX_VP,
            "max_turns": MAX_TURNS,
            "max_bastions": MAX_BASTIONS,
            "max_caf": MAX_CAF,
            "max_attackers": MAX_ATTACKERS,
        },
        "cover": COVER,
        "words": words(),
    }


def score_record(found: Score) -> dict[str, Any]:
    """A score as the page's ``score()`` gives it (the same keys), to compare the two."""
    return {
        "cards": [
            {
                "path": item.card.path,
                "losses": item.losses,
                "broken_turn": item.broken_turn,
                "destroyed": list(item.destroyed),
                "conceded": item.conceded,
            }
            for item in found.cards
        ],
        "bastions": [{"vp": vp, "turn": turn} for _, vp, turn in found.bastions],
        "turns": [
            {
                "turn": t.turn,
                "objectives": t.objectives,
                "opponent_objectives": t.opponent_objectives,
                "conceded": t.conceded,
                "scored": t.scored,
                "total": t.total,
                "opponent_total": t.opponent_total,
            }
            for t in found.turns
        ],
        "outcome": found.outcome.value,
        "decided_turn": found.decided_turn,
        "objectives_over": found.objectives_over,
    }
