"""Game day: what a roster's cards are worth in play, and the state of one game.

:mod:`listbuilder.game.army` reads a roster once for play (loss boxes, break points, VP,
morale); :mod:`listbuilder.game.state` holds what happened in a game and scores it
(NetEpic Gold §3.1–3.4). Qt-free: the printer, the command line and the window all read it.
"""
