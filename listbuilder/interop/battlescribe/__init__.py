"""BattleScribe interop, in two halves that share no code: ``catalogue_import`` (build
time) and ``roster_exchange`` (run time)."""
