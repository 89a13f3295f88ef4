"""Rosters: the document model, YAML files, edits and the undo history.

from listbuilder.roster.io import load_roster, save_roster
from listbuilder.roster.history import History
from listbuilder.roster.edits import AttachCard

The package re-exports nothing: reading :mod:`listbuilder.roster.model` does not load the
files' readers, and :mod:`listbuilder.roster.schema` (which imports the model) is not
imported back through the package.
"""
