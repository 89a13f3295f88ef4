"""Every file the app reads or writes goes through this package.

``reading``   a stranger's file: regular files only, size caps (:func:`read_regular_bytes`)
``yamlio``    YAML within depth, size and alias limits, every failure located
``sniff``     which roster format a file holds (our YAML, BattleScribe ``.ros`` or ``.rosz``)
``writing``   atomic replacement: through symbolic links, keeping the mode, flushed to disk
``saving``    the same, with failures already raised as our worded errors (commands, window)
``folders``   a whole folder of files replaced at once (the importer's army books)
``scratch``   a file that is only a step, read back and removed (the print preview's PDF)
``oserrors``  the one place where an ``OSError`` becomes our located, translated error
"""
