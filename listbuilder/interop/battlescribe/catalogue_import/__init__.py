"""Build time: BattleScribe ``.gst``/``.cat`` catalogues turned into our YAML army books.

Run by ``listbuilder import battlescribe`` when the data is refreshed; the app never
imports this package while a user builds a list.
"""
