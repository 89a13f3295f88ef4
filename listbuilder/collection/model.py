"""The collection file (YAML, ``format: netepic-collection/1``): models owned per unit.

``models`` maps ``<book>/<unit id>`` (as the army books name units) to how many the player
owns. Counts are bounded: a stranger's file with a negative or absurd count is refused
with its line, like any roster file.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

FORMAT: Final = "netepic-collection/1"
MAX_COUNT: Final = 100_000
"""More models of one unit than anyone owns: a larger count is a typing slip or hostile."""
MAX_UNITS: Final = 20_000

Count = Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
UnitKey = Annotated[StrictStr, Field(min_length=3, max_length=200, pattern=r"^[^/\s]+/[^/\s]+$")]


class Collection(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["netepic-collection/1"] = FORMAT
    name: StrictStr = ""
    notes: StrictStr | None = None
    models: Annotated[dict[UnitKey, Count], Field(max_length=MAX_UNITS)] = {}

    def owned(self, key: str) -> int:
        return self.models.get(key, 0)

    def with_count(self, key: str, count: int) -> Collection:
        """A copy owning *count* models of *key* (0 leaves the unit out)."""
        models = dict(self.models)
        if count > 0:
            models[key] = count
        else:
            models.pop(key, None)
        return self.model_copy(update={"models": dict(sorted(models.items()))})
