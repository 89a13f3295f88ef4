"""Reports of a roster for people: the structured summary and its text renderings.

The figures come from the rules layer (:class:`~listbuilder.rules.figures.ArmyFigures`,
computed once per validation); this package only words them, so the command line, the
window, the printed sheet and every text export say the same thing.
"""
