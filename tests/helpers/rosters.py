"""Rosters written out for tests in more than one folder."""

from __future__ import annotations

MARINES_AND_GUARD = """\
format: netepic-roster/1
name: Tarsis
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: warhound_titan_squadron
            options:
              warhound_titan_1.warhound_titan: 1
              warhound_titan_warhound_titan_weapons_1.plasma_blastgun: 1
              warhound_titan_warhound_titan_weapons_1.inferno_gun: 1
              warhound_titan_2.warhound_titan: 1
              warhound_titan_warhound_titan_weapons_2.quake_cannon: 2
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
        options: {hq_transport.command_rhino: 1, commissar_transport.command_rhino: 1}
"""
"""A Space Marine titan squadron whose two Warhounds are armed apart, and a Guard company
whose HQ and Commissar each take a Command Rhino: options that name their owners."""


NAMED = """\
format: netepic-roster/1
name: Tarsis
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        name: 2nd Company
        attached:
          - card: chaplain
            name: Cassius
          - card: warhound_titan
            options:
              warhound_titan_weapons.plasma_blastgun: 1
              warhound_titan_weapons.inferno_gun: 1
"""
