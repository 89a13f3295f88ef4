"""The editing views of a roster: the card browser, the roster tree, the card view with its
options and notes, the totals, findings and glance panels, and Undo/Redo."""
