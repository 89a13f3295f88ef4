# ruff: noqa: E501
"""A tiny BattleScribe game written for the tests: what each check needs, nothing more.

"Skirmish" has points (pts) and Power Level (PL) costs, HQ and Troops categories, a
"Patrol" force (1-2 HQ, at least 2 Troops) and a "Blue Army" catalogue that takes a
Captain (HQ, 50 pts, at most 1 per roster) and Squads (Troops, 5 to 10 Troopers at 10 pts
each) through a library catalogue holding the Trooper and a shared rule.
"""

from __future__ import annotations

from pathlib import Path

GST_ID = "sk-gst-0001"
CAT_ID = "sk-cat-blue"
LIB_ID = "sk-cat-lib"
PTS = "sk-pts"
PL = "sk-pl"
HQ = "sk-hq"
TROOPS = "sk-troops"
PATROL = "sk-patrol"
CAPTAIN = "sk-captain"
SQUAD = "sk-squad"
TROOPER = "sk-trooper"
SERGEANT_SWORD = "sk-sword"
UNIT_TYPE = "sk-unit-type"

GST = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<gameSystem id="{GST_ID}" name="Skirmish" revision="3" battleScribeVersion="2.03"
    xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <publications><publication id="p1" name="Core"/></publications>
  <costTypes>
    <costType id="{PTS}" name="pts" defaultCostLimit="500"/>
    <costType id="{PL}" name=" PL" defaultCostLimit="-1"/>
  </costTypes>
  <profileTypes>
    <profileType id="{UNIT_TYPE}" name="Unit">
      <characteristicTypes>
        <characteristicType id="sk-m" name="M"/>
        <characteristicType id="sk-w" name="W"/>
      </characteristicTypes>
    </profileType>
  </profileTypes>
  <categoryEntries>
    <categoryEntry id="{HQ}" name="HQ" hidden="false"/>
    <categoryEntry id="{TROOPS}" name="Troops" hidden="false"/>
  </categoryEntries>
  <forceEntries>
    <forceEntry id="{PATROL}" name="Patrol" hidden="false">
      <categoryLinks>
        <categoryLink id="sk-patrol-hq" name="HQ" hidden="false" targetId="{HQ}" primary="false">
          <constraints>
            <constraint field="selections" scope="parent" value="1" percentValue="false" shared="false" includeChildSelections="false" includeChildForces="false" id="sk-hq-min" type="min"/>
            <constraint field="selections" scope="parent" value="2" percentValue="false" shared="false" includeChildSelections="false" includeChildForces="false" id="sk-hq-max" type="max"/>
          </constraints>
        </categoryLink>
        <categoryLink id="sk-patrol-troops" name="Troops" hidden="false" targetId="{TROOPS}" primary="false">
          <constraints>
            <constraint field="selections" scope="parent" value="2" percentValue="false" shared="false" includeChildSelections="false" includeChildForces="false" id="sk-troops-min" type="min"/>
          </constraints>
        </categoryLink>
      </categoryLinks>
    </forceEntry>
  </forceEntries>
</gameSystem>
"""

LIB = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<catalogue id="{LIB_ID}" name="Blue Library" revision="1" battleScribeVersion="2.03" library="true"
    gameSystemId="{GST_ID}" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <sharedSelectionEntries>
    <selectionEntry id="{TROOPER}" name="Trooper" hidden="false" collective="false" import="true" type="model">
      <profiles>
        <profile id="sk-trooper-profile" name="Trooper" hidden="false" typeId="{UNIT_TYPE}" typeName="Unit">
          <characteristics>
            <characteristic name="M" typeId="sk-m">6"</characteristic>
            <characteristic name="W" typeId="sk-w">1</characteristic>
          </characteristics>
        </profile>
      </profiles>
      <costs>
        <cost name="pts" typeId="{PTS}" value="10.0"/>
        <cost name=" PL" typeId="{PL}" value="0.0"/>
      </costs>
    </selectionEntry>
  </sharedSelectionEntries>
  <sharedRules>
    <rule id="sk-rule-brave" name="Brave" hidden="false"><description>Never runs.</description></rule>
  </sharedRules>
</catalogue>
"""

CAT = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<catalogue id="{CAT_ID}" name="Blue Army" revision="5" battleScribeVersion="2.03" library="false"
    gameSystemId="{GST_ID}" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <catalogueLinks>
    <catalogueLink id="sk-link-lib" name="Blue Library" targetId="{LIB_ID}" type="catalogue" importRootEntries="true"/>
  </catalogueLinks>
  <entryLinks>
    <entryLink id="sk-root-captain" name="Captain" hidden="false" collective="false" import="true" targetId="{CAPTAIN}" type="selectionEntry"/>
    <entryLink id="sk-root-squad" name="Squad" hidden="false" collective="false" import="true" targetId="{SQUAD}" type="selectionEntry"/>
  </entryLinks>
  <sharedSelectionEntries>
    <selectionEntry id="{CAPTAIN}" name="Captain" hidden="false" collective="false" import="true" type="model">
      <constraints>
        <constraint field="selections" scope="roster" value="1" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="true" id="sk-captain-max" type="max"/>
      </constraints>
      <categoryLinks>
        <categoryLink id="sk-captain-hq" name="HQ" hidden="false" targetId="{HQ}" primary="true"/>
      </categoryLinks>
      <infoLinks>
        <infoLink id="sk-captain-brave" name="Brave" hidden="false" targetId="sk-rule-brave" type="rule"/>
      </infoLinks>
      <costs>
        <cost name="pts" typeId="{PTS}" value="50.0"/>
        <cost name=" PL" typeId="{PL}" value="3.0"/>
      </costs>
    </selectionEntry>
    <selectionEntry id="{SQUAD}" name="Squad" hidden="false" collective="false" import="true" type="unit">
      <categoryLinks>
        <categoryLink id="sk-squad-troops" name="Troops" hidden="false" targetId="{TROOPS}" primary="true"/>
      </categoryLinks>
      <entryLinks>
        <entryLink id="sk-squad-troopers" name="Trooper" hidden="false" collective="false" import="true" targetId="{TROOPER}" type="selectionEntry">
          <constraints>
            <constraint field="selections" scope="parent" value="5" percentValue="false" shared="false" includeChildSelections="false" includeChildForces="false" id="sk-troopers-min" type="min"/>
            <constraint field="selections" scope="parent" value="10" percentValue="false" shared="false" includeChildSelections="false" includeChildForces="false" id="sk-troopers-max" type="max"/>
          </constraints>
        </entryLink>
      </entryLinks>
      <selectionEntries>
        <selectionEntry id="{SERGEANT_SWORD}" name="Sword" hidden="false" collective="false" import="true" type="upgrade">
          <constraints>
            <constraint field="selections" scope="parent" value="1" percentValue="false" shared="true" includeChildSelections="false" includeChildForces="false" id="sk-sword-max" type="max"/>
          </constraints>
          <costs>
            <cost name="pts" typeId="{PTS}" value="5.0"/>
          </costs>
        </selectionEntry>
      </selectionEntries>
      <modifierGroups>
        <modifierGroup>
          <conditions>
            <condition field="selections" scope="{SQUAD}" value="10" percentValue="false" shared="true" includeChildSelections="true" includeChildForces="false" childId="{TROOPER}" type="atLeast"/>
          </conditions>
          <modifiers>
            <modifier type="increment" field="{PL}" value="3.0"/>
          </modifiers>
        </modifierGroup>
      </modifierGroups>
      <costs>
        <cost name="pts" typeId="{PTS}" value="0.0"/>
        <cost name=" PL" typeId="{PL}" value="3.0"/>
      </costs>
    </selectionEntry>
  </sharedSelectionEntries>
</catalogue>
"""


def write_game(folder: Path, *, gst: str = GST, cat: str = CAT, lib: str = LIB) -> Path:
    """The Skirmish data in *folder* (made if needed); returns *folder*."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Skirmish.gst").write_text(gst, encoding="utf-8")
    (folder / "Blue Army.cat").write_text(cat, encoding="utf-8")
    (folder / "Blue Library.cat").write_text(lib, encoding="utf-8")
    return folder


def selection(
    sel_id: str,
    name: str,
    entry_id: str,
    *,
    number: int = 1,
    kind: str = "unit",
    inner: str = "",
    categories: str = "",
    group: str = "",
) -> str:
    """A roster ``<selection>`` as BattleScribe writes it."""
    group_attr = f' entryGroupId="{group}"' if group else ""
    cats = f"<categories>{categories}</categories>" if categories else ""
    kids = f"<selections>{inner}</selections>" if inner else ""
    return (
        f'<selection id="{sel_id}" name="{name}" entryId="{entry_id}"{group_attr} number="{number}" type="{kind}">'
        f"{kids}{cats}</selection>"
    )


def squad(sel_id: str, troopers: int, *, sword: bool = False) -> str:
    inner = selection(
        f"{sel_id}-t", "Trooper", f"sk-squad-troopers::{TROOPER}", number=troopers, kind="model"
    )
    if sword:
        inner += selection(f"{sel_id}-s", "Sword", SERGEANT_SWORD, kind="upgrade")
    troops = f'<category id="{sel_id}-c" name="Troops" entryId="{TROOPS}" primary="true"/>'
    return selection(sel_id, "Squad", f"sk-root-squad::{SQUAD}", inner=inner, categories=troops)


def captain(sel_id: str) -> str:
    hq = f'<category id="{sel_id}-c" name="HQ" entryId="{HQ}" primary="true"/>'
    return selection(sel_id, "Captain", f"sk-root-captain::{CAPTAIN}", kind="model", categories=hq)


def roster(
    selections: str, *, limit: int = 500, system: str = GST_ID, name: str = "Blue Patrol"
) -> str:
    """A Skirmish roster holding one Patrol of the Blue Army with *selections*."""
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r1" name="{name}" battleScribeVersion="2.03" gameSystemId="{system}" gameSystemName="Skirmish" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costs><cost name="pts" typeId="{PTS}" value="0"/></costs>
  <costLimits><costLimit name="pts" typeId="{PTS}" value="{limit}"/></costLimits>
  <forces>
    <force id="f1" name="Patrol" entryId="{PATROL}" catalogueId="{CAT_ID}" catalogueRevision="5" catalogueName="Blue Army">
      <selections>{selections}</selections>
    </force>
  </forces>
</roster>
"""


LEGAL = captain("c1") + squad("s1", 5) + squad("s2", 10, sword=True)
"""Captain 50 + 5 Troopers 50 + 10 Troopers 100 + Sword 5 = 205 pts; PL 3 + 3 + (3 + 3) = 12
(a squad of 10 costs 3 PL more)."""
