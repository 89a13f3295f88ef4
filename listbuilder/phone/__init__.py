"""The phone page: one self-contained HTML file with the army, a game tracker and the
close-combat odds (``listbuilder export ROSTER --format phone``, File › Export for Phone…).

:mod:`listbuilder.phone.data` gathers the figures the page shows, worked out here by the
same code as the desktop (:mod:`listbuilder.game`); :mod:`listbuilder.phone.page` puts them
with ``page.html``, ``page.css`` and ``page.js`` (package data) into one file.
"""
