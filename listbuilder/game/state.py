"""The state of one game and its score (NetEpic Gold §3.1–3.4), as pure data and functions.

The state records what the players tell the tracker, turn by turn: models lost from each
card, titans, priced models and bastions destroyed, objectives held at the End phase, the
VP scored from the opponent's broken cards and the off-board barrage VP handed over. Every
figure shown is worked out from it by :func:`score`, never stored, so a state read back
from a file can never disagree with its totals.

Scoring, in our words:

* a card's VP go to the opponent once, in the turn its losses reach its break point, and
  stay theirs (§3.3); a titan's, a priced model's or a bastion's when it is destroyed;
* objectives are worth 5 VP each to whoever holds them, counted afresh at every End
  phase: the turn's holdings count, never the sum of all turns (§3.2);
* a side wins at the end of the turn its VP reach the total for the game size; when both
  do in the same turn the game is a draw (§3.1).

Edits (:func:`set_losses`, :func:`toggle_destroyed`...) return a new state: the window
keeps each one as an undo step.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from listbuilder.game.army import GameArmy, GameCard
from listbuilder.records import record
from listbuilder.roster.bounds import MAX_CARDS

FORMAT: Final = "netepic-game/1"
OBJECTIVE_VP: Final = 5
"""VP an objective is worth to whoever holds it (§3.2)."""
MAX_TURNS: Final = 50
"""More turns than any game plays: a state file claiming more is refused."""
MAX_BASTIONS: Final = 50
MAX_VP: Final = 10_000
"""Bounds a hand-typed or hostile number well above any real game."""

Count = Annotated[StrictInt, Field(ge=0, le=MAX_VP)]
Key = Annotated[StrictStr, Field(min_length=1, max_length=200)]


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Turn(_Data):
    """What happened in one turn, as entered at its End phase."""

    losses: dict[Key, Annotated[StrictInt, Field(ge=-MAX_VP, le=MAX_VP)]] = Field(
        default_factory=dict, max_length=MAX_CARDS
    )
    """Card path -> models lost from it this turn (a negative count corrects an earlier turn)."""
    destroyed: tuple[Key, ...] = Field(default=(), max_length=MAX_CARDS)
    """Destructibles destroyed this turn: ``<card path>#<index>`` or ``bastion#<index>``."""
    objectives: Count = 0
    """Objectives this army holds at the End phase."""
    opponent_objectives: Count = 0
    scored: Count = 0
    """VP this army scored this turn from the opponent's broken cards and titans."""
    barrages: Count = 0
    """Off-board barrage VP handed to the opponent this turn (§6.8: shots actually fired)."""


class Bastion(_Data):
    """A weapon-armed bastion this army fields (§3.3: VP = cost / 100, rounded up)."""

    name: Annotated[StrictStr, Field(max_length=200)] = ""
    points: Count = 0


class GameState(_Data):
    format: Literal["netepic-game/1"] = FORMAT
    turns: tuple[Turn, ...] = Field(default=(Turn(),), min_length=1, max_length=MAX_TURNS)
    """Turn 1 first; the last one is the turn being played."""
    bastions: tuple[Bastion, ...] = Field(default=(), max_length=MAX_BASTIONS)

    @property
    def turn(self) -> int:
        """The turn being played, from 1."""
        return len(self.turns)


# --- edits ---------------------------------------------------------------------------


def _replace_turn(state: GameState, index: int, turn: Turn) -> GameState:
    turns = list(state.turns)
    turns[index] = turn
    return state.model_copy(update={"turns": tuple(turns)})


def _current(state: GameState) -> tuple[int, Turn]:
    return len(state.turns) - 1, state.turns[-1]


def losses(state: GameState, path: str, upto: int | None = None) -> int:
    """Models lost from the card at *path* by the end of turn *upto* (the last by default)."""
    turns = state.turns if upto is None else state.turns[:upto]
    return max(sum(turn.losses.get(path, 0) for turn in turns), 0)


def set_losses(state: GameState, card: GameCard, total: int) -> GameState:
    """The card has now lost *total* models (kept between 0 and its loss boxes). A rise is
    lost in the turn being played; a fall corrects that turn's count."""
    ceiling = max(card.boxes, card.break_point)
    total = min(max(total, 0), ceiling)
    change = total - losses(state, card.path)
    if not change:
        return state
    index, turn = _current(state)
    counts = dict(turn.losses)
    counts[card.path] = counts.get(card.path, 0) + change
    if not counts[card.path]:
        del counts[card.path]
    return _replace_turn(state, index, turn.model_copy(update={"losses": counts}))


def destructible_key(card: GameCard, index: int) -> str:
    return f"{card.path}#{index}"


def bastion_key(index: int) -> str:
    return f"bastion#{index}"


def destroyed_in(state: GameState, key: str) -> int | None:
    """The turn (from 1) *key* was destroyed in, or None while it stands."""
    for number, turn in enumerate(state.turns, start=1):
        if key in turn.destroyed:
            return number
    return None


def toggle_destroyed(state: GameState, key: str) -> GameState:
    """Mark a titan, priced model or bastion destroyed this turn, or standing again."""
    for index, turn in enumerate(state.turns):
        if key in turn.destroyed:
            kept = tuple(k for k in turn.destroyed if k != key)
            return _replace_turn(state, index, turn.model_copy(update={"destroyed": kept}))
    index, turn = _current(state)
    return _replace_turn(
        state, index, turn.model_copy(update={"destroyed": (*turn.destroyed, key)})
    )


def set_turn_entry(state: GameState, field: str, value: int, turn: int | None = None) -> GameState:
    """Set ``objectives``, ``opponent_objectives``, ``scored`` or ``barrages`` of a turn
    (the one being played by default); out-of-range values are clamped."""
    if field not in ("objectives", "opponent_objectives", "scored", "barrages"):
        raise ValueError(field)
    index = len(state.turns) - 1 if turn is None else turn - 1
    value = min(max(value, 0), MAX_VP)
    return _replace_turn(state, index, state.turns[index].model_copy(update={field: value}))


def next_turn(state: GameState) -> GameState:
    """Close the End phase: a new turn starts, objectives held as they were (control stays
    until the opponent takes an objective back, §3.2)."""
    if state.turn >= MAX_TURNS:
        return state
    last = state.turns[-1]
    fresh = Turn(objectives=last.objectives, opponent_objectives=last.opponent_objectives)
    return state.model_copy(update={"turns": (*state.turns, fresh)})


def previous_turn(state: GameState) -> GameState:
    """Drop the turn being played when nothing was entered in it beyond the carried holdings."""
    if state.turn <= 1:
        return state
    last, before = state.turns[-1], state.turns[-2]
    carried = Turn(objectives=before.objectives, opponent_objectives=before.opponent_objectives)
    if last != carried:
        return state
    return state.model_copy(update={"turns": state.turns[:-1]})


def add_bastion(state: GameState, name: str, points: int) -> GameState:
    if len(state.bastions) >= MAX_BASTIONS:
        return state
    bastion = Bastion(name=name[:200], points=min(max(points, 0), MAX_VP))
    return state.model_copy(update={"bastions": (*state.bastions, bastion)})


# --- score ---------------------------------------------------------------------------


class Outcome(StrEnum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"
    DRAW = "draw"


@record(slots=True)
class CardState:
    card: GameCard
    losses: int
    broken_turn: int | None
    """The turn the card broke in (its VP conceded then), None while it holds."""
    destroyed: tuple[int | None, ...]
    """Per destructible, the turn it was destroyed in."""

    @property
    def broken(self) -> bool:
        return self.broken_turn is not None

    @property
    def conceded(self) -> int:
        """VP the opponent has from this card."""
        vp = self.card.break_vp if self.broken else 0
        return vp + sum(
            d.victory_points
            for d, turn in zip(self.card.destructibles, self.destroyed, strict=True)
            if turn is not None
        )


@record(slots=True)
class TurnScore:
    """Both sides' VP at the end of one turn."""

    turn: int
    objectives: int
    opponent_objectives: int
    conceded: int
    """VP the opponent has from this army's broken cards, destroyed titans and bastions and
    barrages, added up over the turns so far."""
    scored: int
    """VP this army has from the opponent's cards, added up over the turns so far."""

    @property
    def objective_vp(self) -> int:
        return OBJECTIVE_VP * self.objectives

    @property
    def opponent_objective_vp(self) -> int:
        return OBJECTIVE_VP * self.opponent_objectives

    @property
    def total(self) -> int:
        """This army's VP: this turn's objectives (recounted) plus the opponent's cards."""
        return self.objective_vp + self.scored

    @property
    def opponent_total(self) -> int:
        return self.opponent_objective_vp + self.conceded


@record(slots=True)
class Score:
    vp_to_win: int
    objectives: int
    cards: tuple[CardState, ...]
    bastions: tuple[tuple[Bastion, int, int | None], ...]
    """Each bastion with its VP and the turn it fell in."""
    turns: tuple[TurnScore, ...]
    outcome: Outcome
    decided_turn: int | None
    """The turn at whose end the game was won, lost or drawn."""

    @property
    def now(self) -> TurnScore:
        return self.turns[-1]

    @property
    def objectives_over(self) -> bool:
        """More objectives entered than the table holds (8, or 6 in a small battle)."""
        return any(t.objectives + t.opponent_objectives > self.objectives for t in self.turns)


def card_state(state: GameState, card: GameCard) -> CardState:
    broken: int | None = None
    threshold = card.breaks_at
    if threshold is not None:
        for number in range(1, state.turn + 1):
            if losses(state, card.path, number) >= threshold:
                broken = number
                break
    destroyed = tuple(
        destroyed_in(state, destructible_key(card, i)) for i in range(len(card.destructibles))
    )
    return CardState(card, losses(state, card.path), broken, destroyed)


def outcome(turns: tuple[TurnScore, ...], vp_to_win: int) -> tuple[Outcome, int | None]:
    """§3.1: the first turn either side reaches the total decides; both at once is a draw."""
    for turn in turns:
        ours, theirs = turn.total >= vp_to_win, turn.opponent_total >= vp_to_win
        if ours and theirs:
            return Outcome.DRAW, turn.turn
        if ours:
            return Outcome.WON, turn.turn
        if theirs:
            return Outcome.LOST, turn.turn
    return Outcome.PLAYING, None


def score(army: GameArmy, state: GameState) -> Score:
    """Every figure of the game: per card, per bastion, per turn, and who has won."""
    cards = tuple(card_state(state, card) for card in army.cards)
    bastions = tuple(
        (bastion, army.bastion_vp(bastion.points), destroyed_in(state, bastion_key(i)))
        for i, bastion in enumerate(state.bastions)
    )
    turns: list[TurnScore] = []
    scored = 0
    for number, turn in enumerate(state.turns, start=1):
        scored += turn.scored
        conceded = sum(turn.barrages for turn in state.turns[:number])
        for item in cards:
            if item.broken_turn is not None and item.broken_turn <= number:
                conceded += item.card.break_vp
            conceded += sum(
                d.victory_points
                for d, when in zip(item.card.destructibles, item.destroyed, strict=True)
                if when is not None and when <= number
            )
        conceded += sum(vp for _, vp, when in bastions if when is not None and when <= number)
        turns.append(TurnScore(number, turn.objectives, turn.opponent_objectives, conceded, scored))
    result, decided = outcome(tuple(turns), army.vp_to_win)
    return Score(army.vp_to_win, army.objectives, cards, bastions, tuple(turns), result, decided)
