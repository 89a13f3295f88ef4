"""Tiny codex data built in code, for tests that are not about the real army books."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from listbuilder.files.yamlio import dump_text

GAME_SYSTEM: dict[str, Any] = {
    "id": "test_system",
    "name": {"en": "Test"},
    "card_types": [
        {"type": "company", "name": {"en": "Company"}},
        {"type": "support", "name": {"en": "Support"}, "per_company": 5},
        {"type": "special", "name": {"en": "Special"}, "per_company": 1},
    ],
    "min_own_share_pct": {"standard": 50, "codex": 75},
}

ABILITIES: dict[str, Any] = {
    "abilities": {
        "transport": {
            "name": {"en": "Transport", "fr": "Transport"},
            "param": "capacity",
            "summary": {"en": "Carries stands.", "fr": "Transporte des socles."},
        },
        "elite": {
            "name": {"en": "Elite", "fr": "Élite"},
            "summary": {"en": "Chooses its foes.", "fr": "Choisit ses adversaires."},
        },
    }
}


def make_book(book_id: str = "testbook", **overrides: Any) -> dict[str, Any]:
    book: dict[str, Any] = {
        "id": book_id,
        "name": {"en": "Test Book"},
        "race": "imperial",
        "lists": [
            {
                "id": f"{book_id}_list",
                "name": "Test List",
                "kind": "standard",
                "race": "imperial",
                "own_share": {"min_pct": 50},
                "allies": {"max_lists": 1},
                "cards": ["infantry_company", "tank_support"],
            }
        ],
        "cards": [
            {
                "id": "infantry_company",
                "name": "Infantry Company",
                "type": "company",
                "points": 500,
                "victory_points": 5,
                "break_point": 10,
                "morale": 3,
                "composition": [
                    {"name": "HQ", "units": [{"unit": "trooper", "count": 2}]},
                    {"name": "Platoon", "count": 3, "units": [{"unit": "trooper", "count": 6}]},
                ],
            },
            {
                "id": "tank_support",
                "name": "Tank Support",
                "type": "support",
                "points": 200,
                "victory_points": 2,
                "break_point": 2,
                "composition": [{"name": "Tanks", "units": [{"unit": "tank", "count": 3}]}],
            },
        ],
        "units": [
            {
                "id": "trooper",
                "name": "Trooper",
                "unit_class": ["infantry"],
                "move_cm": 10,
                "caf": 0,
                "abilities": ["elite"],
            },
            {
                "id": "tank",
                "name": "Tank",
                "unit_class": ["vehicle"],
                "move_cm": 20,
                "save": 4,
                "caf": 1,
                "abilities": ["transport(2)"],
            },
        ],
    }
    book.update(overrides)
    return book


def write_codex(folder: Path, books: list[dict[str, Any]] | None = None) -> Path:
    (folder / "books").mkdir(parents=True, exist_ok=True)
    (folder / "game_system.yaml").write_text(dump_text(GAME_SYSTEM), encoding="utf-8")
    (folder / "abilities.yaml").write_text(dump_text(ABILITIES), encoding="utf-8")
    for book in books if books is not None else [make_book()]:
        (folder / "books" / f"{book['id']}.yaml").write_text(dump_text(book), encoding="utf-8")
    return folder
