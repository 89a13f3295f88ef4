"""The tracker's sentences, worded from a :class:`~listbuilder.game.state.Score` in the
reader's language (the window shows them as they are)."""

from __future__ import annotations

from listbuilder.game.army import GameCard
from listbuilder.game.state import CardState, Outcome, Score
from listbuilder.i18n import message
from listbuilder.report.numbers import morale_text


def figures_text(card: GameCard, lang: str) -> str:
    """``BP 15 · VP 8 · morale 2+``; ``BP 2 (all)`` for a card that prints no break point;
    a titan card's VP come when each titan is destroyed."""
    morale = morale_text(card.morale)
    if card.destructibles and not card.rows:
        return message("game.sheet.titan_figures", lang, morale=morale)
    bp = str(card.break_point)
    if not card.break_point:  # broken when every model is lost
        bp = f"{card.breaks_at or 0} ({message('game.sheet.no_bp', lang)})"
    elif card.break_text is not None:  # a structure's, in the book's words
        bp = f"{card.break_point} ({card.break_text.get(lang)})"
    return message("game.sheet.card_figures", lang, bp=bp, vp=card.break_vp, morale=morale)


def card_status(item: CardState, lang: str) -> str:
    """How the card stands: its losses, and once broken the VP conceded and its morale test."""
    card = item.card
    if card.breaks_at is None:
        if not card.boxes:
            return ""
        text = message("game.status.losses_titans", lang, losses=item.losses, models=card.boxes)
    else:
        text = message(
            "game.status.losses", lang, losses=item.losses, models=card.boxes, at=card.breaks_at
        )
    if item.broken_turn is None:
        return text
    parts = [
        text + ".",
        message("game.status.broken", lang, turn=item.broken_turn, vp=card.break_vp),
    ]
    if card.morale is None:
        parts.append(message("game.status.no_morale", lang))
    elif card.morale_tests > 1:
        parts.append(
            message(
                "game.status.morale_each", lang, morale=f"{card.morale}+", count=card.morale_tests
            )
        )
    else:
        parts.append(message("game.status.morale", lang, morale=f"{card.morale}+"))
    return " ".join(parts)


def totals_text(found: Score, lang: str) -> str:
    now = found.now
    return message(
        "game.totals",
        lang,
        turn=now.turn,
        ours=now.total,
        ours_obj=now.objective_vp,
        ours_cards=now.scored,
        theirs=now.opponent_total,
        theirs_obj=now.opponent_objective_vp,
        theirs_cards=now.conceded,
        vp=found.vp_to_win,
    )


def outcome_text(found: Score, lang: str) -> str:
    key = {
        Outcome.PLAYING: "game.outcome.playing",
        Outcome.WON: "game.outcome.won",
        Outcome.LOST: "game.outcome.lost",
        Outcome.DRAW: "game.outcome.draw",
    }[found.outcome]
    text = message(key, lang, vp=found.vp_to_win, turn=found.decided_turn or found.now.turn)
    if found.objectives_over:
        text += " " + message("game.objectives_over", lang, count=found.objectives)
    return text
