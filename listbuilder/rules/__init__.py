"""The NetEpic Gold construction rules: one small pure function per rule, findings as data.

from listbuilder.rules.engine import validate
result = validate(roster, codex)          # findings + derived figures

The package re-exports nothing: importing one rule's module (``rules.costs``) does not
load the whole engine, and the engine, which imports every rule, is not imported back.
"""
