<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<!-- Qt's own strings that the qtbase_fr.qm shipped with PySide6 leaves in English (the file
     dialog's labels). Loaded after qtbase_fr; compiled by tools/update_translations.py. -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fichiers de type&#xa0;:</translation>
    </message>
</context>
</TS>
