<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CardView</name>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/card_view.py" line="308"/>
        <source>%n problem(s) with this card: see the findings list.</source>
        <translation>
            <numerusform>%n problem with this card: see the findings list.</numerusform>
            <numerusform>%n problems with this card: see the findings list.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="126"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="128"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWords</name>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/dialogs/import_words.py" line="14"/>
        <source>%1 was read from BattleScribe; %n note(s) on what was done:</source>
        <translation>
            <numerusform>%1 was read from BattleScribe; %n note on what was done:</numerusform>
            <numerusform>%1 was read from BattleScribe; %n notes on what was done:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionsEditor</name>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="278"/>
        <source>%n chosen</source>
        <translation>
            <numerusform>%n chosen</numerusform>
            <numerusform>%n chosen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="396"/>
        <source>of %n page(s)</source>
        <translation>
            <numerusform>of %n page</numerusform>
            <numerusform>of %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterTreeModel</name>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="704"/>
        <source>%1 with its %n attached card(s): %2 points, %3 VP</source>
        <translation>
            <numerusform>%1 with its %n attached card: %2 points, %3 VP</numerusform>
            <numerusform>%1 with its %n attached cards: %2 points, %3 VP</numerusform>
        </translation>
    </message>
</context>
</TS>
