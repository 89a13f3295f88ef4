"""Rule packs over BattleScribe game data (see packs/README in docs/game-systems.md)."""
