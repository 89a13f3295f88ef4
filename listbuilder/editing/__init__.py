"""Editing a roster, without Qt: the session (history, validation, selection) and the verbs.

The window and the command line are thin layers over :class:`~listbuilder.editing.session.
EditSession`; everything an edit means (which operation, where the selection goes, what it
would change) is decided here and tested without a display.
"""
