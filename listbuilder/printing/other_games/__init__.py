"""Printouts of rosters of other games (ruling 20): a roster sheet, a card per unit from its
profiles, and the rule packs' pages (Mac Hammer 40K, Only War, Battlefleet Gothic).

Printing sits above ``systems`` (it reads rosters bound to their data), so nothing here is
imported by NetEpic's printouts, which stay as they are.
"""
