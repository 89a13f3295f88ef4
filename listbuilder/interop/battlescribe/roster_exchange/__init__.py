"""Run time: reading and writing BattleScribe rosters (``.ros`` XML and ``.rosz`` zip).

Every id comes from the army books, where the catalogue importer kept it.
"""
