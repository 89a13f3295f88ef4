"""A miniature BattleScribe game system and catalogue, written for the importer tests."""

from __future__ import annotations

from pathlib import Path

from listbuilder.files.yamlio import dump_text
from tests.codex.factories import ABILITIES, GAME_SYSTEM

GST = """<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="gs1" name="Mini Epic" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes>
    <costType id="52f8-db9e-3336-8db6" name="pts" defaultCostLimit="-1"/>
    <costType id="points" name=" VP" defaultCostLimit="-1"/>
    <costType id="25ab-cb1a-141e-dc75" name=" Break Point" defaultCostLimit="-1"/>
  </costTypes>
  <categoryEntries>
    <categoryEntry id="704c-e54e-0e5c-2d2f" name="Company Card"/>
    <categoryEntry id="4462-e6f9-41a2-4e47" name="Support Card"/>
    <categoryEntry id="224e-9fab-b2e1-8a4f" name="Special Card"/>
    <categoryEntry id="8e49-5810-e088-7dc4" name="Free Cards"/>
    <categoryEntry id="cat-titan" name="Titan"/>
    <categoryEntry id="cat-lions" name="Stone Lions"/>
  </categoryEntries>
  <sharedSelectionEntries>
    <selectionEntry id="w-volcano" name="Volcano Cannon" type="upgrade">
      <infoLinks><infoLink id="il1" name="Volcano Cannon" targetId="p-volcano" type="profile"/></infoLinks>
      <costs>
        <cost name="pts" typeId="52f8-db9e-3336-8db6" value="100.0"/>
        <cost name=" VP" typeId="points" value="1.0"/>
        <cost name=" Break Point" typeId="25ab-cb1a-141e-dc75" value="0.0"/>
      </costs>
    </selectionEntry>
    <selectionEntry id="w-fist" name="Chain Fist" type="upgrade">
      <costs>
        <cost name="pts" typeId="52f8-db9e-3336-8db6" value="25.0"/>
        <cost name=" VP" typeId="points" value="0.25"/>
      </costs>
    </selectionEntry>
  </sharedSelectionEntries>
  <sharedProfiles>
    <profile id="p-volcano" name="Volcano Cannon" typeName="Imperial Titan Weapons">
      <characteristics>
        <characteristic name="Range">100cm</characteristic>
        <characteristic name="Shooting Profile">1d 2+ (-6)</characteristic>
        <characteristic name="Special Rules">Penetrating (+2)</characteristic>
      </characteristics>
    </profile>
  </sharedProfiles>
  <sharedRules>
    <rule id="r-transport2" name="Transport (2)"><description>someone else's words</description></rule>
    <rule id="r-unique" name="Unique"/>
    <rule id="r-penetrating2" name="Penetrating (+2)"/>
  </sharedRules>
</gameSystem>
"""

CAT = """<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="c1" name="Stone Lions" revision="3" gameSystemId="gs1" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <sharedProfiles>
    <profile id="p-squad" name="Lion Squad" typeName="Unit"><characteristics>
      <characteristic name="Type">Infantry</characteristic>
      <characteristic name="Move">10cm</characteristic>
      <characteristic name="Save">5+</characteristic>
      <characteristic name="CAF">+2</characteristic>
      <characteristic name="Weapons">Bolters : 50cm, 1d 5+ (0)</characteristic>
      <characteristic name="Morale">2+</characteristic>
      <characteristic name="Special Rules"/>
    </characteristics></profile>
    <profile id="p-rhino" name="Rhino" typeName="Unit"><characteristics>
      <characteristic name="Type">Vehicle</characteristic>
      <characteristic name="Move">25cm</characteristic>
      <characteristic name="Save">4+</characteristic>
      <characteristic name="CAF">+0</characteristic>
      <characteristic name="Weapons">Point Defence (1)</characteristic>
      <characteristic name="Morale">2+</characteristic>
    </characteristics></profile>
    <profile id="p-titan" name="Warlord Titan" typeName="Unit"><characteristics>
      <characteristic name="Type">Titan</characteristic>
      <characteristic name="Move">15cm</characteristic>
      <characteristic name="Save">See Card</characteristic>
      <characteristic name="CAF">+14</characteristic>
      <characteristic name="Weapons">Pick four from list
Gizmo : wobbly beams of doom</characteristic>
      <characteristic name="Morale">N/A</characteristic>
    </characteristics></profile>
    <profile id="p-hero" name="Lord Leonis" typeName="Unit"><characteristics>
      <characteristic name="Type">Infantry</characteristic>
      <characteristic name="Move">10cm</characteristic>
      <characteristic name="Save">4+, 6+ Fixed</characteristic>
      <characteristic name="CAF">+6</characteristic>
      <characteristic name="Weapons">Close Combat Only</characteristic>
      <characteristic name="Morale">N/A</characteristic>
    </characteristics></profile>
  </sharedProfiles>
  <forceEntries>
    <forceEntry id="f1" name="Stone Lions - Standard"/>
    <forceEntry id="f2" name="Stone Lions - Vanguard"/>
  </forceEntries>
  <selectionEntries>
    <selectionEntry id="card-company" name="Lion Company" type="unit">
      <categoryLinks>
        <categoryLink id="l1" name="New CategoryLink" targetId="704c-e54e-0e5c-2d2f" primary="true"/>
        <categoryLink id="l2" name="Stone Lions" targetId="cat-lions" primary="false"/>
      </categoryLinks>
      <selectionEntries>
        <selectionEntry id="e-det" name="Lion Detachment" type="unit">
          <constraints>
            <constraint field="selections" scope="parent" value="3.0" id="c1" type="min"/>
            <constraint field="selections" scope="parent" value="3.0" id="c2" type="max"/>
          </constraints>
          <selectionEntries>
            <selectionEntry id="e-squad" name="Lion Squad" type="model">
              <constraints>
                <constraint field="selections" scope="parent" value="6.0" id="c3" type="min"/>
                <constraint field="selections" scope="parent" value="6.0" id="c4" type="max"/>
              </constraints>
              <infoLinks><infoLink id="i1" name="Lion Squad" targetId="p-squad" type="profile"/></infoLinks>
            </selectionEntry>
            <selectionEntry id="e-rhino" name="Rhinos" type="model">
              <constraints>
                <constraint field="selections" scope="parent" value="3.0" id="c5" type="min"/>
                <constraint field="selections" scope="parent" value="3.0" id="c6" type="max"/>
              </constraints>
              <infoLinks>
                <infoLink id="i2" name="Rhino" targetId="p-rhino" type="profile"/>
                <infoLink id="i3" name="Transport (2)" targetId="r-transport2" type="rule"/>
              </infoLinks>
            </selectionEntry>
          </selectionEntries>
        </selectionEntry>
      </selectionEntries>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-hq" name="HQ Transport">
          <constraints>
            <constraint field="selections" scope="parent" value="1.0" id="c7" type="min"/>
            <constraint field="selections" scope="parent" value="1.0" id="c8" type="max"/>
          </constraints>
          <selectionEntries>
            <selectionEntry id="e-cr" name="Command Rhino" type="model">
              <infoLinks><infoLink id="i4" name="Rhino" targetId="p-rhino" type="profile"/></infoLinks>
            </selectionEntry>
            <selectionEntry id="e-walk" name="On Foot" type="upgrade"/>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <costs>
        <cost name="pts" typeId="52f8-db9e-3336-8db6" value="750.0"/>
        <cost name=" VP" typeId="points" value="8.0"/>
        <cost name=" Break Point" typeId="25ab-cb1a-141e-dc75" value="15.0"/>
      </costs>
    </selectionEntry>
    <selectionEntry id="card-titan" name="Warlord Titan" type="unit">
      <infoLinks><infoLink id="i5" name="Warlord Titan" targetId="p-titan" type="profile"/></infoLinks>
      <categoryLinks>
        <categoryLink id="l3" name="Support Cards" targetId="4462-e6f9-41a2-4e47" primary="true"/>
        <categoryLink id="l4" name="Titan" targetId="cat-titan" primary="false"/>
      </categoryLinks>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-arms" name="Arm Weapons">
          <constraints>
            <constraint field="selections" scope="parent" value="2.0" id="c9" type="min"/>
            <constraint field="selections" scope="parent" value="2.0" id="c10" type="max"/>
          </constraints>
          <entryLinks>
            <entryLink id="el1" name="Volcano Cannon" targetId="w-volcano" type="selectionEntry">
              <constraints><constraint field="selections" scope="parent" value="4.0" id="c11" type="max"/></constraints>
            </entryLink>
            <entryLink id="el2" name="Chain Fist" targetId="w-fist" type="selectionEntry"/>
          </entryLinks>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <costs>
        <cost name="pts" typeId="52f8-db9e-3336-8db6" value="500.0"/>
        <cost name=" VP" typeId="points" value="5.0"/>
        <cost name=" Break Point" typeId="25ab-cb1a-141e-dc75" value="0.0"/>
      </costs>
    </selectionEntry>
    <selectionEntry id="card-hero" name="Lord Leonis" type="model">
      <infoLinks>
        <infoLink id="i6" name="Lord Leonis" targetId="p-hero" type="profile"/>
        <infoLink id="i7" name="Unique" targetId="r-unique" type="rule"/>
      </infoLinks>
      <categoryLinks>
        <categoryLink id="l5" name="Free Cards" targetId="8e49-5810-e088-7dc4" primary="true"/>
        <categoryLink id="l6" name="Stone Lions" targetId="cat-lions" primary="false"/>
      </categoryLinks>
      <costs>
        <cost name="pts" typeId="52f8-db9e-3336-8db6" value="0.0"/>
        <cost name=" VP" typeId="points" value="2.0"/>
        <cost name=" Break Point" typeId="25ab-cb1a-141e-dc75" value="0.0"/>
      </costs>
    </selectionEntry>
  </selectionEntries>
</catalogue>
"""

OVERLAY = """book: stone_lions
name: {en: Stone Lions, fr: Lions de Pierre}
race: imperial
lists:
  - source: "Stone Lions - Standard"
    id: stone_lions
    kind: standard
    cards:
      include: [{all: true}]
  - source: "Stone Lions - Vanguard"
    id: lion_vanguard
    kind: codex
    own_share: {min_pct: 75, lists: [stone_lions]}
    allies:
      max_lists: 1
      allow: [{kind: standard}]
      deny: [{race: chaos}]
    cards:
      include: [{tag: stone_lions}]
card_fixes:
  lord_leonis:
    type: special
    named_character: true
    reason: "A free hero card; the source loses whether it is support or special"
"""


def write_source(folder: Path, *, catalogue: str = CAT) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Mini Epic.gst").write_text(GST, encoding="utf-8")
    (folder / "Stone Lions.cat").write_text(catalogue, encoding="utf-8")
    return folder


def write_overlay(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "stone_lions.yaml").write_text(OVERLAY, encoding="utf-8")
    return folder


def codex_folder(tmp_path: Path) -> Path:
    out = tmp_path / "codex"
    out.mkdir()
    abilities = {"abilities": dict(ABILITIES["abilities"])}
    for key in ("unique", "penetrating"):
        abilities["abilities"][key] = {
            "name": {"en": key.title()},
            "summary": {"en": f"{key} summary"},
        }
    (out / "abilities.yaml").write_text(dump_text(abilities), encoding="utf-8")
    (out / "game_system.yaml").write_text(dump_text(GAME_SYSTEM), encoding="utf-8")
    return out
