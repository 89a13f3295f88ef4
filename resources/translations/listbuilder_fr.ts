<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AllyDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="263"/>
        <source>Add an ally force</source>
        <translation>Ajouter une force alliée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="271"/>
        <source>Lists marked with a warning may not ally with your main force; you can still add them, and the findings will say why.</source>
        <translation>Les listes marquées d&apos;un avertissement ne peuvent pas s&apos;allier à votre force principale ; vous pouvez tout de même les ajouter, et les constats diront pourquoi.</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="360"/>
        <source>Search cards (name, type, tag)</source>
        <translation>Chercher une carte (nom, type, mot-clé)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="369"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="370"/>
        <source>Add the selected card (Enter or double-click)</source>
        <translation>Ajouter la carte choisie (Entrée ou double-clic)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="533"/>
        <source>No roster open.</source>
        <translation>Aucune liste ouverte.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="539"/>
        <source>&lt;b&gt;Cards of %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cartes de %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="541"/>
        <source>Support and Special cards need a company: add a Company card first.</source>
        <translation>Les cartes de soutien et spéciales demandent une compagnie : ajoutez d&apos;abord une carte de compagnie.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="544"/>
        <source>Support and Special cards go to &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Les cartes de soutien et spéciales vont à &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="572"/>
        <source>No card of this force matches “%1”.</source>
        <translation>Aucune carte de cette force ne correspond à « %1 ».</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="361"/>
        <source>Only what this roster can take now</source>
        <translation>Seulement ce que cette liste peut prendre maintenant</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_browser.py" line="364"/>
        <source>Hide the cards this roster could not take where they would go: no free slot, a Unique card already taken, not allowed to this list</source>
        <translation>Masquer les cartes que cette liste ne pourrait pas prendre là où elles iraient : aucun emplacement libre, carte unique déjà prise, carte interdite à cette liste</translation>
    </message>
</context>
<context>
    <name>CardBrowserModel</name>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="152"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="152"/>
        <source>BP</source>
        <translation>PR</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="152"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="155"/>
        <source>Points of the card, before options</source>
        <translation>Points de la carte, sans les options</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="157"/>
        <source>Break point</source>
        <translation>Point de rupture</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="156"/>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="152"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="219"/>
        <source>Company cards</source>
        <translation>Cartes de compagnie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="220"/>
        <source>Support cards</source>
        <translation>Cartes de soutien</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="221"/>
        <source>Special cards</source>
        <translation>Cartes spéciales</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="222"/>
        <source>Structure cards</source>
        <translation>Cartes de structure</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="259"/>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="261"/>
        <source>Free</source>
        <translation>Gratuite</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="288"/>
        <source>Titan: the points shown are for the chassis; add its weapons.</source>
        <translation>Titan : les points indiqués sont ceux du châssis ; ajoutez ses armes.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="290"/>
        <source>Adding it would give:</source>
        <translation>L&apos;ajouter donnerait :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_model.py" line="293"/>
        <source>Double-click or press Enter to add it.</source>
        <translation>Double-cliquez ou appuyez sur Entrée pour l&apos;ajouter.</translation>
    </message>
</context>
<context>
    <name>CardRow</name>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="205"/>
        <source>%1 destroyed (%2)</source>
        <translation>%1 détruit (%2)</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="199"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="203"/>
        <source>Select a card in the roster or in the card browser to see it here.</source>
        <translation>Choisissez une carte dans la liste ou dans le catalogue pour la voir ici.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="293"/>
        <source>Titan</source>
        <translation>Titan</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="295"/>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="297"/>
        <source>Named character</source>
        <translation>Personnage nommé</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="299"/>
        <source>Free</source>
        <translation>Gratuite</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="301"/>
        <source>Tunneller</source>
        <translation>Foreuse</translation>
    </message>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/card_view.py" line="308"/>
        <source>%n problem(s) with this card: see the findings list.</source>
        <translation>
            <numerusform>%n problème sur cette carte : voir les constats.</numerusform>
            <numerusform>%n problèmes sur cette carte : voir les constats.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="319"/>
        <source>Card abilities</source>
        <translation>Capacités de la carte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="338"/>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="344"/>
        <source>%1 + weapons</source>
        <translation>%1 + armes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="365"/>
        <source>transport</source>
        <translation>transport</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="390"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="395"/>
        <source>Composition</source>
        <translation>Composition</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="422"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="423"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="424"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="425"/>
        <source>Save</source>
        <translation>Svg</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="426"/>
        <source>CAF</source>
        <translation>FA</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="427"/>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="429"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="483"/>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="484"/>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="485"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="486"/>
        <source>To hit</source>
        <translation>Pour toucher</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="487"/>
        <source>Save mod.</source>
        <translation>Mod. svg</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="488"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="491"/>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/card_view.py" line="529"/>
        <source>close combat</source>
        <translation>corps à corps</translation>
    </message>
</context>
<context>
    <name>CollectionDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="48"/>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="57"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="57"/>
        <source>Army book</source>
        <translation>Livre d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="57"/>
        <source>Owned</source>
        <translation>Possédées</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="66"/>
        <source>Search a unit or an army book</source>
        <translation>Chercher une unité ou un livre d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="80"/>
        <source>Saved in %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="114"/>
        <source>&amp;Add What This Roster Needs</source>
        <translation>&amp;Ajouter ce dont cette liste a besoin</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="118"/>
        <source>Own at least as many of each model as the open roster fields</source>
        <translation>Posséder au moins autant de chaque figurine que la liste ouverte en aligne</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/collection_dialog.py" line="175"/>
        <source>Cannot save the collection</source>
        <translation>Impossible d&apos;enregistrer la collection</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/compare_dialog.py" line="33"/>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/compare_dialog.py" line="60"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="122"/>
        <source>No company of this force has a free Special slot for %1: add a company first.</source>
        <translation>Aucune compagnie de cette force n’a d’emplacement Spécial libre pour %1 : ajoutez d’abord une compagnie.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="134"/>
        <source>Added %1.</source>
        <translation>Carte ajoutée : %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="181"/>
        <source>Delete %1 (%2 pts) and every card attached to it?</source>
        <translation>Supprimer %1 (%2 pts) et toutes les cartes qui lui sont rattachées ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="184"/>
        <source>Delete Company</source>
        <translation>Supprimer la compagnie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="184"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="194"/>
        <source>Undo brings it back.</source>
        <translation>Annuler la rétablit.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="259"/>
        <source>%1 will become the main force.</source>
        <translation>%1 deviendra la force principale.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="260"/>
        <source>Remove the %1 force (%2 pts) and all its cards?</source>
        <translation>Retirer la force %1 (%2 pts) et toutes ses cartes ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="262"/>
        <source>Remove Force</source>
        <translation>Retirer la force</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="262"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="274"/>
        <source>Removed the %1 force (%2 pts).</source>
        <translation>Force %1 retirée (%2 pts).</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="276"/>
        <source>%1 is now the main force.</source>
        <translation>%1 est désormais la force principale.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="350"/>
        <source>Copied %1.</source>
        <translation>%1 copié.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="369"/>
        <source>Nothing to paste: copy a company or a card first.</source>
        <translation>Rien à coller : copiez d&apos;abord une compagnie ou une carte.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="380"/>
        <source>Cannot paste</source>
        <translation>Impossible de coller</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="68"/>
        <source>House Rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="70"/>
        <source>Tournament packs (%1);;All files (*)</source>
        <translation>Packs de tournoi (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_edits.py" line="84"/>
        <source>Cannot use the pack</source>
        <translation>Impossible d’utiliser le pack</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../listbuilder/gui/common.py" line="156"/>
        <source>Listbuilder</source>
        <translation>Listbuilder</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/common.py" line="161"/>
        <source>Where: %1</source>
        <translation>Où : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/common.py" line="164"/>
        <source>Fix: %1</source>
        <translation>Correction : %1</translation>
    </message>
</context>
<context>
    <name>EventDesk</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="424"/>
        <source>Check Lists for an Event</source>
        <translation>Vérifier les listes d&apos;un tournoi</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="425"/>
        <source>Tournament pack:</source>
        <translation>Règlement du tournoi :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="426"/>
        <source>Lists:</source>
        <translation>Listes :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="427"/>
        <source>Choose Pack…</source>
        <translation>Choisir le règlement…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="428"/>
        <source>No Pack</source>
        <translation>Sans règlement</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="429"/>
        <source>Check against the game&apos;s own rules only</source>
        <translation>Vérifier selon les seules règles du jeu</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="430"/>
        <source>Choose Folder…</source>
        <translation>Choisir le dossier…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="432"/>
        <source>The folder of lists sent in; you can also drop files on this window</source>
        <translation>Le dossier des listes reçues ; vous pouvez aussi déposer des fichiers sur cette fenêtre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="434"/>
        <source>Open List</source>
        <translation>Ouvrir la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="435"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="436"/>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="441"/>
        <source>none: the game&apos;s own rules only</source>
        <translation>aucun : les seules règles du jeu</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="444"/>
        <source>choose a folder, or drop lists here</source>
        <translation>choisissez un dossier, ou déposez des listes ici</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="448"/>
        <source>%1 files dropped</source>
        <translation>%1 fichiers déposés</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="470"/>
        <source>Choose the Tournament Pack</source>
        <translation>Choisir le règlement du tournoi</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="472"/>
        <source>Tournament packs (*.yaml *.yml)</source>
        <translation>Règlements de tournoi (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="485"/>
        <source>Cannot read the tournament pack</source>
        <translation>Impossible de lire le règlement du tournoi</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="498"/>
        <source>Choose the Folder of Lists</source>
        <translation>Choisir le dossier des listes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="555"/>
        <source>Checking lists… %1 of %2</source>
        <translation>Vérification des listes… %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="659"/>
        <source>Export the Report as CSV</source>
        <translation>Exporter le rapport en CSV</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="661"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="674"/>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="696"/>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="722"/>
        <source>Cannot write the report</source>
        <translation>Impossible d&apos;écrire le rapport</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="676"/>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="726"/>
        <source>Report written to %1.</source>
        <translation>Rapport écrit dans %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="685"/>
        <source>Export the Report as PDF</source>
        <translation>Exporter le rapport en PDF</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="687"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/event_desk.py" line="711"/>
        <source>Writing the report…</source>
        <translation>Écriture du rapport…</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="274"/>
        <source>Changes in the Army Data</source>
        <translation>Changements des données d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="650"/>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="654"/>
        <source>%1 was changed by another window or program since you opened or saved it here.</source>
        <translation>%1 a été modifié par une autre fenêtre ou un autre programme depuis que vous l’avez ouvert ou enregistré ici.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="660"/>
        <source>Overwrite it with this roster, losing those changes, or save elsewhere?</source>
        <translation>L’écraser avec cette liste, en perdant ces modifications, ou enregistrer ailleurs ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="663"/>
        <source>Overwrite</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="154"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="155"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="156"/>
        <source>Save the changes to “%1”?</source>
        <translation>Enregistrer les modifications de « %1 » ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="164"/>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>Vos modifications seront perdues si vous ne les enregistrez pas.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="214"/>
        <source>Open Roster</source>
        <translation>Ouvrir une liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="216"/>
        <source>Rosters (%1);;All files (*)</source>
        <translation>Listes (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="314"/>
        <source>Cannot open the roster</source>
        <translation>Impossible d&apos;ouvrir la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="241"/>
        <location filename="../../listbuilder/gui/window/window_files.py" line="333"/>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="337"/>
        <source>Imported %1 from BattleScribe.</source>
        <translation>%1 importé depuis BattleScribe.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="363"/>
        <source>BattleScribe Import</source>
        <translation>Import BattleScribe</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="381"/>
        <source>Plain text for forums (*.txt)</source>
        <translation>Texte brut pour les forums (*.txt)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="382"/>
        <source>Markdown for Discord and Reddit (*.md)</source>
        <translation>Markdown pour Discord et Reddit (*.md)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="383"/>
        <source>BBCode for phpBB forums (*.txt)</source>
        <translation>BBCode pour les forums phpBB (*.txt)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="384"/>
        <source>BattleScribe roster (*.rosz)</source>
        <translation>Liste BattleScribe (*.rosz)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="385"/>
        <source>BattleScribe roster, uncompressed (*.ros)</source>
        <translation>Liste BattleScribe, non compressée (*.ros)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="386"/>
        <source>Listbuilder roster (*.yaml)</source>
        <translation>Liste Listbuilder (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="397"/>
        <source>Export Roster</source>
        <translation>Exporter la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="471"/>
        <source>Exporting to %1…</source>
        <translation>Export vers %1…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="476"/>
        <location filename="../../listbuilder/gui/window/window_files.py" line="904"/>
        <source>Cancelled: %1 was left as it was.</source>
        <translation>Annulé : %1 est resté tel quel.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="482"/>
        <source>Roster exported to %1.</source>
        <translation>Liste exportée dans %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="486"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="487"/>
        <source>Some cards could not be written in this format:</source>
        <translation>Certaines cartes n&apos;ont pas pu être écrites dans ce format :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="505"/>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="506"/>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="507"/>
        <source>BBCode</source>
        <translation>BBCode</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="509"/>
        <source>Roster copied as %1.</source>
        <translation>Liste copiée en %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="528"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="532"/>
        <source>Clear the List</source>
        <translation>Effacer cette liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="565"/>
        <source>Save Roster As</source>
        <translation>Enregistrer la liste sous</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="567"/>
        <location filename="../../listbuilder/gui/window/window_files.py" line="596"/>
        <source>Rosters (%1)</source>
        <translation>Listes (%1)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="594"/>
        <source>Save a Copy</source>
        <translation>Enregistrer une copie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="615"/>
        <source>Cannot save the copy</source>
        <translation>Impossible d&apos;enregistrer la copie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="618"/>
        <source>Copy saved to %1.</source>
        <translation>Copie enregistrée dans %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="637"/>
        <location filename="../../listbuilder/gui/window/window_files.py" line="680"/>
        <source>Cannot save the roster</source>
        <translation>Impossible d&apos;enregistrer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="641"/>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="681"/>
        <source>%1 is read-only, so it was not changed.</source>
        <translation>%1 est en lecture seule : il n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="682"/>
        <source>Save the roster under another name?</source>
        <translation>Enregistrer la liste sous un autre nom ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="664"/>
        <location filename="../../listbuilder/gui/window/window_files.py" line="684"/>
        <source>Save As...</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="699"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="829"/>
        <source>Print Roster to PDF</source>
        <translation>Imprimer la liste en PDF</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="843"/>
        <source>Printing… page %1 of %2</source>
        <translation>Impression… page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="844"/>
        <source>Printing… page %1</source>
        <translation>Impression… page %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="846"/>
        <source>Cannot print</source>
        <translation>Impossible d&apos;imprimer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="848"/>
        <source>Roster written to %1.</source>
        <translation>Liste écrite dans %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="850"/>
        <source>Printed with changes: %1</source>
        <translation>Imprimé avec des changements : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="866"/>
        <source>Export Templates to PDF</source>
        <translation>Exporter les gabarits en PDF</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="479"/>
        <location filename="../../listbuilder/gui/window/window_files.py" line="877"/>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="875"/>
        <source>Writing the templates…</source>
        <translation>Écriture des gabarits…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="879"/>
        <source>Templates written to %1.</source>
        <translation>Gabarits écrits dans %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="887"/>
        <source>No PDF viewer could open %1.</source>
        <translation>Aucune visionneuse PDF n’a pu ouvrir %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="936"/>
        <source>About Listbuilder</source>
        <translation>À propos de Listbuilder</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="947"/>
        <source>&lt;b&gt;Listbuilder %1&lt;/b&gt;&lt;p&gt;An army list builder for NetEpic Gold: build, check and print your army.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Listbuilder %1&lt;/b&gt;&lt;p&gt;Un constructeur de listes d&apos;armée pour NetEpic Gold : composez, vérifiez et imprimez votre armée.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_files.py" line="160"/>
        <source>The game tracked on this roster will be lost if you don&apos;t save the roster.</source>
        <translation>La partie suivie avec cette liste sera perdue si vous n’enregistrez pas la liste.</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="111"/>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="116"/>
        <source>Legal</source>
        <translation>Conforme</translation>
    </message>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="126"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="128"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="129"/>
        <source>Illegal</source>
        <translation>Non conforme</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="129"/>
        <source>Legal, with warnings</source>
        <translation>Conforme, avec des avertissements</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="140"/>
        <source>the roster</source>
        <translation>la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/findings_panel.py" line="144"/>
        <source>%1 (%2) at %3</source>
        <translation>%1 (%2) à %3</translation>
    </message>
</context>
<context>
    <name>GameChoiceDialog</name>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="58"/>
        <source>New Roster</source>
        <translation>Nouvelle liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="62"/>
        <source>NetEpic Gold</source>
        <translation>NetEpic Gold</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="65"/>
        <source>%1 (revision %2)</source>
        <translation>%1 (révision %2)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="80"/>
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="81"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="82"/>
        <source>Catalogue:</source>
        <translation>Catalogue :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="83"/>
        <source>Force:</source>
        <translation>Force :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="84"/>
        <source>Points limit:</source>
        <translation>Limite de points :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_new.py" line="125"/>
        <location filename="../../listbuilder/gui/other_game_new.py" line="162"/>
        <source>New roster</source>
        <translation>Nouvelle liste</translation>
    </message>
</context>
<context>
    <name>GameDataDialog</name>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="46"/>
        <source>Game Data</source>
        <translation>Données de jeu</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="51"/>
        <source>Other games are built from their BattleScribe data: add a folder holding a game system (.gst) and its catalogues (.cat). A copy is kept, so the folder may change or go.</source>
        <translation>Les autres jeux se construisent à partir de leurs données BattleScribe : ajoutez un dossier contenant un système de jeu (.gst) et ses catalogues (.cat). Une copie est gardée : le dossier peut ensuite changer ou disparaître.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="60"/>
        <source>Game system</source>
        <translation>Système de jeu</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="60"/>
        <source>Revision</source>
        <translation>Révision</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="60"/>
        <source>Catalogues</source>
        <translation>Catalogues</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="60"/>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="70"/>
        <source>&amp;Add Folder…</source>
        <translation>&amp;Ajouter un dossier…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="73"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="100"/>
        <source>%1 (id %2)</source>
        <translation>%1 (id %2)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="118"/>
        <source>Add Game Data</source>
        <translation>Ajouter des données de jeu</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="126"/>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="137"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="146"/>
        <source>Added %1 (revision %2): %3 catalogues, %4 entries.</source>
        <translation>%1 ajouté (révision %2) : %3 catalogues, %4 entrées.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="161"/>
        <source>Where: %1</source>
        <translation>Où : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="164"/>
        <source>Fix: %1</source>
        <translation>Correction : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_data.py" line="178"/>
        <source>Removed %1.</source>
        <translation>%1 retiré.</translation>
    </message>
</context>
<context>
    <name>GameMode</name>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="117"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="356"/>
        <source>Game Mode: Track a Game on This Roster</source>
        <translation>Mode partie : suivre une partie avec cette liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="311"/>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="405"/>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="412"/>
        <source>Game Mode</source>
        <translation>Mode partie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="359"/>
        <source>New Game...</source>
        <translation>Nouvelle partie...</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="362"/>
        <source>Open Game...</source>
        <translation>Ouvrir une partie...</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="333"/>
        <source>This roster has no file yet: the game is kept with the autosave until you save it.</source>
        <translation>Cette liste n’a pas encore de fichier : la partie est gardée avec l’enregistrement automatique jusqu’à ce que vous l’enregistriez.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="416"/>
        <source>The current game is kept in a file of its own: Game &gt; Open Game... brings it back.</source>
        <translation>La partie en cours est gardée dans un fichier à part : Partie &gt; Ouvrir une partie... la rouvre.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="420"/>
        <source>Start Over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="447"/>
        <source>Start a new game on this roster?</source>
        <translation>Commencer une nouvelle partie avec cette liste ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="454"/>
        <source>The last game was kept in %1.</source>
        <translation>La partie précédente a été gardée dans %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="474"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="476"/>
        <source>Games (*.game*.yaml);;All files (*)</source>
        <translation>Parties (*.game*.yaml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="488"/>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="493"/>
        <source>Play on the game in %1?</source>
        <translation>Reprendre la partie de %1 ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_mode.py" line="219"/>
        <source>The game played on this roster came back too: Game &gt; Game Mode shows it.</source>
        <translation>La partie jouée avec cette liste est revenue aussi : Partie &gt; Mode partie l’affiche.</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="458"/>
        <source>Objectives held by this army</source>
        <translation>Objectifs tenus par cette armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="459"/>
        <source>Objectives held by the opponent</source>
        <translation>Objectifs tenus par l’adversaire</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="460"/>
        <source>VP from the opponent&apos;s broken cards, this turn</source>
        <translation>PV des cartes adverses démoralisées, ce tour</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="461"/>
        <source>Off-board barrage VP handed over, this turn</source>
        <translation>PV de barrages hors table cédés, ce tour</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="465"/>
        <source>End Phase: Next Turn</source>
        <translation>Phase Finale : tour suivant</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="466"/>
        <source>Take Back Empty Turn</source>
        <translation>Annuler le tour vide</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="467"/>
        <location filename="../../listbuilder/gui/window/game_view.py" line="497"/>
        <source>Bastion</source>
        <translation>Bastion</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="468"/>
        <source> pts</source>
        <translation> pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="469"/>
        <source>Add Bastion</source>
        <translation>Ajouter un bastion</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="472"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="473"/>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="474"/>
        <source>Card VP</source>
        <translation>PV des cartes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="475"/>
        <source>This army</source>
        <translation>Cette armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="476"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="479"/>
        <source>This army / opponent</source>
        <translation>Cette armée / adversaire</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="452"/>
        <source>Save the roster to keep this game: until then it lives in this window.</source>
        <translation>Enregistrez la liste pour garder cette partie : d’ici là, elle ne vit que dans cette fenêtre.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="442"/>
        <source>The game is saved at each move in %1</source>
        <translation>La partie est enregistrée à chaque saisie dans %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="514"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="541"/>
        <source>%1 (%2 pts) destroyed (%3)</source>
        <translation>%1 (%2 pts) détruit (%3)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="415"/>
        <source>This roster breaks the army list&apos;s rules: an opponent or an organiser may not accept it. Play a game with it anyway?</source>
        <translation>Cette liste enfreint les règles de la liste d’armée : un adversaire ou un organisateur peut la refuser. Jouer une partie avec elle malgré tout ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="446"/>
        <source>This roster has no file yet: the game is kept with the autosave, and saved beside the roster once you save it.</source>
        <translation>Cette liste n’a pas encore de fichier : la partie est gardée avec l’enregistrement automatique, puis enregistrée à côté de la liste dès que vous l’enregistrez.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="485"/>
        <source>Play Anyway</source>
        <translation>Jouer malgré tout</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="486"/>
        <source>Back to the Roster</source>
        <translation>Retour à la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/game_view.py" line="511"/>
        <source>Turn %1 — the game is over.</source>
        <translation>Tour %1 — la partie est terminée.</translation>
    </message>
</context>
<context>
    <name>GettingStartedDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/help_dialogs.py" line="48"/>
        <source>Getting Started</source>
        <translation>Premiers pas</translation>
    </message>
</context>
<context>
    <name>GlanceDock</name>
    <message>
        <location filename="../../listbuilder/gui/editor/glance_panel.py" line="225"/>
        <location filename="../../listbuilder/gui/editor/glance_panel.py" line="226"/>
        <source>The Army at a Glance</source>
        <translation>L’armée en un coup d’œil</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="105"/>
        <source>Import from Text</source>
        <translation>Importer depuis un texte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="108"/>
        <source>Paste a share code (it starts with NEG1:), or the whole forum post or chat message that holds one.</source>
        <translation>Collez un code de partage (il commence par NEG1:), ou tout le message de forum ou de discussion qui en contient un.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="112"/>
        <source>Paste the text here</source>
        <translation>Collez le texte ici</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="113"/>
        <source>&amp;Paste from Clipboard</source>
        <translation>&amp;Coller depuis le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="114"/>
        <source>The share code on the clipboard is filled in.</source>
        <translation>Le code de partage du presse-papiers est déjà collé.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="116"/>
        <source>&amp;Open Roster</source>
        <translation>&amp;Ouvrir la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="136"/>
        <source>No text yet.</source>
        <translation>Pas encore de texte.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="151"/>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="196"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="153"/>
        <source>%1/%2 points</source>
        <translation>%1/%2 points</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="155"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="156"/>
        <location filename="../../listbuilder/gui/dialogs/import_dialog.py" line="197"/>
        <source>Found “%1”: %2, %3.</source>
        <translation>Trouvé « %1 » : %2, %3.</translation>
    </message>
</context>
<context>
    <name>ImportWords</name>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/dialogs/import_words.py" line="14"/>
        <source>%1 was read from BattleScribe; %n note(s) on what was done:</source>
        <translation>
            <numerusform>%1 a été lu depuis BattleScribe ; %n remarque sur ce qui a été fait :</numerusform>
            <numerusform>%1 a été lu depuis BattleScribe ; %n remarques sur ce qui a été fait :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JobProgress</name>
    <message>
        <location filename="../../listbuilder/gui/job_progress.py" line="48"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/job_progress.py" line="49"/>
        <source>Stop; the file keeps what it held before</source>
        <translation>Arrêter ; le fichier garde ce qu’il contenait</translation>
    </message>
</context>
<context>
    <name>ListPicker</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="57"/>
        <source>Filter army lists</source>
        <translation>Filtrer les listes d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="62"/>
        <source>Army list</source>
        <translation>Liste d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="62"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="297"/>
        <source>Undone: %1.</source>
        <translation>Annulé : %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="299"/>
        <source>Redone: %1.</source>
        <translation>Rétabli : %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="300"/>
        <source>Done: %1.</source>
        <translation>Fait : %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="343"/>
        <source>NetEpic Gold — Listbuilder</source>
        <translation>NetEpic Gold — Listbuilder</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="353"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="356"/>
        <source>%1/%2 pts</source>
        <translation>%1/%2 pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="358"/>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="359"/>
        <source>Listbuilder</source>
        <translation>Listbuilder</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="431"/>
        <source>Your notes: they print with the roster and go in every export</source>
        <translation>Vos notes : elles s&apos;impriment avec la liste et figurent dans chaque export</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="434"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="444"/>
        <source>Notes on the roster</source>
        <translation>Notes sur la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/main_window.py" line="447"/>
        <source>Notes on %1</source>
        <translation>Notes sur %1</translation>
    </message>
</context>
<context>
    <name>NewRosterDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="180"/>
        <source>New roster</source>
        <translation>Nouvelle liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="182"/>
        <source>My army</source>
        <translation>Mon armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="193"/>
        <source>Pick a usual size or type any number of points</source>
        <translation>Choisissez une taille habituelle ou tapez n&apos;importe quel nombre de points</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="204"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="205"/>
        <source>Points &amp;limit:</source>
        <translation>&amp;Limite de points :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="213"/>
        <source>Army list of the main force:</source>
        <translation>Liste d&apos;armée de la force principale :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/new_roster_dialog.py" line="244"/>
        <source>%1: %2 list</source>
        <translation>%1 : liste %2</translation>
    </message>
</context>
<context>
    <name>OptionsEditor</name>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="193"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="278"/>
        <source>%n chosen</source>
        <translation>
            <numerusform>%n choisi</numerusform>
            <numerusform>%n choisis</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="301"/>
        <source>at least %1</source>
        <translation>au moins %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="302"/>
        <source>any number</source>
        <translation>nombre libre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="304"/>
        <source>choose %1</source>
        <translation>en choisir %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="306"/>
        <source>up to %1</source>
        <translation>jusqu&apos;à %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="307"/>
        <source>%1 to %2</source>
        <translation>de %1 à %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="312"/>
        <source>+%1 pts</source>
        <translation>+%1 pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="314"/>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="316"/>
        <source>BP +%1</source>
        <translation>PR +%1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="324"/>
        <source>Victory points: +%1</source>
        <translation>Points de victoire : +%1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="391"/>
        <source>Chassis: %1 pts; each titan&apos;s cost is rounded to the nearest %2 pts.</source>
        <translation>Châssis : %1 pts ; le coût de chaque titan est arrondi aux %2 pts les plus proches.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="399"/>
        <source>Titan #%1: &lt;b&gt;%2 pts&lt;/b&gt;</source>
        <translation>Titan n° %1 : &lt;b&gt;%2 pts&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="403"/>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="424"/>
        <source>Card total: &lt;b&gt;%1 pts&lt;/b&gt;, %2 VP</source>
        <translation>Total de la carte : &lt;b&gt;%1 pts&lt;/b&gt;, %2 PV</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/options_editor.py" line="418"/>
        <source>Structure: %1 pts plus its turret weapon, a plasma weapon at double cost; VP: cost ÷ 100, rounded up, with no rounding to 50 (ruling 18).</source>
        <translation>Structure : %1 pts plus son arme sur tourelle, une arme à plasma pour le double ; PV : coût ÷ 100, arrondi au supérieur, sans arrondi à 50 (décision 18).</translation>
    </message>
</context>
<context>
    <name>OtherGameCommands</name>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="59"/>
        <source>%1 is open in its own window.</source>
        <translation>%1 est ouvert dans sa propre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="69"/>
        <source>Cannot open the roster</source>
        <translation>Impossible d’ouvrir la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="77"/>
        <source>Opened %1 (%2).</source>
        <translation>%1 ouvert (%2).</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="128"/>
        <source>Cannot recover the roster</source>
        <translation>Impossible de récupérer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="136"/>
        <source>Recover unsaved changes?</source>
        <translation>Récupérer les modifications non enregistrées ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="139"/>
        <source>Listbuilder did not close properly. Recover “%1” (%2)?</source>
        <translation>Listbuilder ne s’est pas fermé correctement. Récupérer « %1 » (%2) ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="140"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="144"/>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_commands.py" line="145"/>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>OtherGameWindow</name>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="452"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="453"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="454"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="455"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="456"/>
        <source>&amp;Close Roster</source>
        <translation>&amp;Fermer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="457"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="458"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="459"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="460"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="461"/>
        <source>&amp;Roster</source>
        <translation>&amp;Liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="462"/>
        <source>Copy as &amp;Text</source>
        <translation>Copier en &amp;texte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="463"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Copier en &amp;Markdown</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="464"/>
        <source>Copy Share C&amp;ode</source>
        <translation>Copier le c&amp;ode de partage</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="465"/>
        <source>&amp;Export Roster…</source>
        <translation>&amp;Exporter la liste…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="466"/>
        <source>&amp;Print Roster to PDF…</source>
        <translation>&amp;Imprimer la liste en PDF…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="467"/>
        <source>Add &amp;Force…</source>
        <translation>Ajouter une &amp;force…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="472"/>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="473"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="474"/>
        <source>Roster:</source>
        <translation>Liste :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="475"/>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="476"/>
        <source>&amp;Add to the Force</source>
        <translation>&amp;Ajouter à la force</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="477"/>
        <source>Number:</source>
        <translation>Nombre :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="478"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="479"/>
        <source>Keep the Notes</source>
        <translation>Garder les notes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="480"/>
        <source>Take one more of the selected option</source>
        <translation>Prendre un de plus de l’option choisie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="481"/>
        <source>Take one fewer of the selected option</source>
        <translation>Prendre un de moins de l’option choisie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="482"/>
        <source>May be added</source>
        <translation>Peut être ajouté</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="482"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="483"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="483"/>
        <source>Taken</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="495"/>
        <source>Only War (40K 8th edition)</source>
        <translation>Only War (40K 8e édition)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="499"/>
        <source>The data&apos;s own constraints</source>
        <translation>Les contraintes des données seules</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="543"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="543"/>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="557"/>
        <location filename="../../listbuilder/gui/other_game_window.py" line="705"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="595"/>
        <source>Legal</source>
        <translation>Conforme</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="595"/>
        <source>Illegal</source>
        <translation>Non conforme</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="596"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="603"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="604"/>
        <source>not saved</source>
        <translation>non enregistrée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="685"/>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="807"/>
        <source>Rules: %1</source>
        <translation>Règles : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="819"/>
        <source>Cannot do that: %1</source>
        <translation>Impossible : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="848"/>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1297"/>
        <source>Added %1.</source>
        <translation>%1 ajouté.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="900"/>
        <source>One more %1.</source>
        <translation>Un %1 de plus.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="900"/>
        <source>One fewer %1.</source>
        <translation>Un %1 de moins.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="935"/>
        <source>%1 now %2.</source>
        <translation>%1 : désormais %2.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="951"/>
        <source>Renamed %1.</source>
        <translation>%1 renommé.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="974"/>
        <source>Notes of %1 kept.</source>
        <translation>Notes de %1 gardées.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="988"/>
        <source>Roster renamed %1.</source>
        <translation>Liste renommée %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="999"/>
        <source>Rules: %1.</source>
        <translation>Règles : %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1170"/>
        <source>Deleted %1.</source>
        <translation>%1 supprimé.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1182"/>
        <source>Copied to the clipboard.</source>
        <translation>Copié dans le presse-papiers.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1187"/>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1188"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1189"/>
        <source>Share code (*.txt)</source>
        <translation>Code de partage (*.txt)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1193"/>
        <source>Export Roster</source>
        <translation>Exporter la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1205"/>
        <source>Print Roster to PDF</source>
        <translation>Imprimer la liste en PDF</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1205"/>
        <source>PDF (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1226"/>
        <source>Cannot print the roster</source>
        <translation>Impossible d&apos;imprimer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1229"/>
        <source>Printed to %1.</source>
        <translation>Imprimée dans %1.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1236"/>
        <source>Cannot export the roster</source>
        <translation>Impossible d’exporter la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1244"/>
        <source>Exported %1.</source>
        <translation>%1 exporté.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1251"/>
        <source>Add Force</source>
        <translation>Ajouter une force</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1275"/>
        <source>Catalogue:</source>
        <translation>Catalogue :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1276"/>
        <source>Force:</source>
        <translation>Force :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1312"/>
        <source>Copied %1.</source>
        <translation>%1 copié.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1331"/>
        <source>Pasted %1.</source>
        <translation>%1 collé.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1362"/>
        <source>Save Roster</source>
        <translation>Enregistrer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1372"/>
        <source>Cannot save the roster</source>
        <translation>Impossible d’enregistrer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1241"/>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1377"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1381"/>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1397"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1398"/>
        <source>Save the changes to “%1”?</source>
        <translation>Enregistrer les modifications de « %1 » ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="468"/>
        <source>&amp;Pack Choices and Composition</source>
        <translation>Choix du &amp;pack et composition</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="469"/>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1133"/>
        <source>Pack choice of %1 set.</source>
        <translation>Choix du pack de %1 fait.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_window.py" line="1153"/>
        <source>Roster&apos;s pack choice set.</source>
        <translation>Choix du pack de la liste fait.</translation>
    </message>
</context>
<context>
    <name>PackPanel</name>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="278"/>
        <source>&amp;Game size:</source>
        <translation>&amp;Taille de partie :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="279"/>
        <source>&amp;Warlord:</source>
        <translation>&amp;Seigneur de guerre :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="280"/>
        <source>Pre-game &amp;stratagem:</source>
        <translation>S&amp;tratagème d’avant-partie :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="281"/>
        <source>&amp;Opponent&apos;s Power Level:</source>
        <translation>Puissance de l’&amp;adversaire :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="282"/>
        <source>Power Level tie:</source>
        <translation>Égalité de Puissance :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="286"/>
        <source>Roster&apos;s pack choices</source>
        <translation>Choix du pack pour la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="287"/>
        <source>the roster&apos;s points</source>
        <translation>les points de la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="289"/>
        <source>The agreed game size sets the bracket (0: the roster&apos;s points)</source>
        <translation>La taille de partie convenue fixe la tranche (0 : les points de la liste)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="291"/>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="443"/>
        <source>not known</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="292"/>
        <source>This player divided the table</source>
        <translation>Ce joueur a partagé la table</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="293"/>
        <source>At most one codex stratagem</source>
        <translation>Au plus un stratagème de codex</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="294"/>
        <source>Figure</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="294"/>
        <source>Used</source>
        <translation>Utilisé</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="294"/>
        <source>Allowed</source>
        <translation>Permis</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="296"/>
        <source>Choose a rule pack (Rules:) to set its choices and see its figures.</source>
        <translation>Choisissez un pack de règles (Règles :) pour faire ses choix et voir ses valeurs.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="323"/>
        <source>None chosen</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="340"/>
        <source>Beyond what the pack allows</source>
        <translation>Au-delà de ce que le pack permet</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="371"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="373"/>
        <source>%1 pts declared</source>
        <translation>%1 pts annoncés</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="375"/>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="377"/>
        <source>Bracket</source>
        <translation>Tranche</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="378"/>
        <source>Roles</source>
        <translation>Rôles</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="381"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="384"/>
        <source>Datasheets (by last keyword)</source>
        <translation>Fiches (par dernier mot-clé)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="388"/>
        <source>%1, reuse unlocked</source>
        <translation>%1, réutilisation débloquée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="390"/>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="501"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="393"/>
        <source>Detachments</source>
        <translation>Détachements</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="396"/>
        <source>no shared faction keyword</source>
        <translation>aucun mot-clé de faction commun</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="397"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="405"/>
        <source>Assigned transports</source>
        <translation>Transports assignés</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="408"/>
        <source>Off the table</source>
        <translation>Hors de la table</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="411"/>
        <source>Units in reserves</source>
        <translation>Unités en réserve</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="417"/>
        <source>Largest reserve unit (pts)</source>
        <translation>Plus grosse unité en réserve (pts)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="426"/>
        <source>Reinforcements and reserves (pts)</source>
        <translation>Renforts et réserves (pts)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="437"/>
        <source>Power Level</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="442"/>
        <source>Opponent&apos;s Power Level</source>
        <translation>Puissance de l’adversaire</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="448"/>
        <source>this army</source>
        <translation>cette armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="449"/>
        <source>the opponent</source>
        <translation>l’adversaire</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="451"/>
        <source>Outsider</source>
        <translation>Outsider</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="452"/>
        <source>Command re-rolls</source>
        <translation>Relances de commandement</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="453"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="454"/>
        <source>Models</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="455"/>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="458"/>
        <source>Under-strength units</source>
        <translation>Unités en sous-effectif</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="465"/>
        <source>Characters of 10 W or more</source>
        <translation>Personnages de 10 PV ou plus</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="477"/>
        <source>Squadron %1 (%2)</source>
        <translation>Escadron %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="479"/>
        <source>Ships alone</source>
        <translation>Vaisseaux isolés</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="486"/>
        <source>highest Ld %1</source>
        <translation>meilleur Cd %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="492"/>
        <source>Ld %1</source>
        <translation>Cd %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="494"/>
        <source>Ld not rolled</source>
        <translation>Cd non tiré</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="497"/>
        <source>%1 structure, crippled at %2</source>
        <translation>structure %1, désemparé à %2</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="503"/>
        <source>Ships by type</source>
        <translation>Vaisseaux par type</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="504"/>
        <source>Total structure</source>
        <translation>Structure totale</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="132"/>
        <source>On the roster sheet and the cards</source>
        <translation>Sur la feuille de liste et les cartes</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="134"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="135"/>
        <source>&amp;Event:</source>
        <translation>&amp;Événement :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="59"/>
        <source>Print Roster to PDF</source>
        <translation>Imprimer la liste en PDF</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="59"/>
        <source>Export Templates to PDF</source>
        <translation>Exporter les gabarits en PDF</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="113"/>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="116"/>
        <source>Roster sheet</source>
        <translation>Feuille de liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="117"/>
        <source>Army cards</source>
        <translation>Cartes d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="118"/>
        <source>Ability reference</source>
        <translation>Référence des capacités</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="119"/>
        <source>Game-day sheet (losses, VP, turns)</source>
        <translation>Feuille de partie (pertes, PV, tours)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="120"/>
        <source>Gaming templates (to scale)</source>
        <translation>Gabarits de jeu (à l&apos;échelle)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="142"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="145"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="145"/>
        <source>US Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="155"/>
        <source>Language of the printout</source>
        <translation>Langue de l’impression</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="105"/>
        <source>Open the PDF after writing it</source>
        <translation>Ouvrir le PDF une fois écrit</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="107"/>
        <source>In the PDF viewer of your desktop</source>
        <translation>Dans la visionneuse PDF de votre bureau</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_dialog.py" line="230"/>
        <source>Nothing to print: tick a part to print.</source>
        <translation>Rien à imprimer : cochez une partie à imprimer.</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="179"/>
        <source>First page (Home)</source>
        <translation>Première page (Début)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="180"/>
        <source>Previous page (Page Up)</source>
        <translation>Page précédente (Page préc.)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="181"/>
        <source>Next page (Page Down)</source>
        <translation>Page suivante (Page suiv.)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="182"/>
        <source>Last page (End)</source>
        <translation>Dernière page (Fin)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="183"/>
        <source>Fit page</source>
        <translation>Page entière</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="183"/>
        <source>Fit width</source>
        <translation>Pleine largeur</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="190"/>
        <source>Zoom (Ctrl+wheel, Ctrl++ and Ctrl+-)</source>
        <translation>Zoom (Ctrl+molette, Ctrl++ et Ctrl+-)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="214"/>
        <source>Laying out the pages…</source>
        <translation>Mise en page…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="273"/>
        <source>No preview: %1</source>
        <translation>Pas d’aperçu : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/printout/print_preview.py" line="396"/>
        <source>of %n page(s)</source>
        <translation>
            <numerusform>sur %n page</numerusform>
            <numerusform>sur %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/report_dialog.py" line="22"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
</context>
<context>
    <name>RosterHeader</name>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="87"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="88"/>
        <source>Points &amp;limit:</source>
        <translation>&amp;Limite de points :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="89"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="90"/>
        <source>Name of the army</source>
        <translation>Nom de l&apos;armée</translation>
    </message>
</context>
<context>
    <name>RosterTreeModel</name>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="144"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="145"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="146"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="147"/>
        <source>BP</source>
        <translation>PR</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="150"/>
        <source>Points, with the chosen options</source>
        <translation>Points, options comprises</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="151"/>
        <source>Victory points the enemy scores for destroying or breaking it</source>
        <translation>Points de victoire que l&apos;ennemi marque en la détruisant ou en la brisant</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="152"/>
        <source>Break point</source>
        <translation>Point de rupture</translation>
    </message>
    <message numerus="yes">
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="704"/>
        <source>%1 with its %n attached card(s): %2 points, %3 VP</source>
        <translation>
            <numerusform>%1 avec sa carte rattachée : %2 points, %3 PV</numerusform>
            <numerusform>%1 avec ses %n cartes rattachées : %2 points, %3 PV</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="718"/>
        <source>Break point: %1</source>
        <translation>Point de rupture : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="720"/>
        <source>A structure card: it uses no slot of any company (ruling 18).</source>
        <translation>Une carte de structure : elle n’occupe aucun emplacement de compagnie (décision 18).</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="726"/>
        <source>A card below has a problem; see the findings.</source>
        <translation>Une carte en dessous pose problème ; voir les constats.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/tree_model.py" line="729"/>
        <source>Your collection cannot field this card (Collection &gt; Models Needed).</source>
        <translation>Votre collection ne permet pas d&apos;aligner cette carte (Collection &gt; Figurines nécessaires).</translation>
    </message>
</context>
<context>
    <name>ShareCommands</name>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="66"/>
        <source>Share code copied (%1 characters).</source>
        <translation>Code de partage copié (%1 caractères).</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="82"/>
        <source>Cannot read the share code</source>
        <translation>Impossible de lire le code de partage</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="121"/>
        <source>Roster read from a share code.</source>
        <translation>Liste lue depuis un code de partage.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="133"/>
        <source>Compare With</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="135"/>
        <source>Rosters (*.yaml *.yml *.ros *.rosz *.txt);;All files (*)</source>
        <translation>Listes (*.yaml *.yml *.ros *.rosz *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="152"/>
        <source>Cannot compare</source>
        <translation>Comparaison impossible</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="190"/>
        <source>Cannot read the collection</source>
        <translation>Impossible de lire la collection</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="217"/>
        <source>Choose a Collection</source>
        <translation>Choisir une collection</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="219"/>
        <source>Collections (*.yaml *.yml);;All files (*)</source>
        <translation>Collections (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_share.py" line="235"/>
        <source>Models Needed</source>
        <translation>Figurines nécessaires</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="119"/>
        <source>&amp;Collection</source>
        <translation>&amp;Collection</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="319"/>
        <source>Copy as Share &amp;Code</source>
        <translation>Copier comme &amp;code de partage</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="324"/>
        <source>Co&amp;mpare With…</source>
        <translation>Co&amp;mparer avec…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="333"/>
        <source>&amp;Models Needed…</source>
        <translation>&amp;Figurines nécessaires…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="338"/>
        <source>Mark Cards My Collection &amp;Cannot Field</source>
        <translation>Marquer les cartes que ma collection ne peut pas &amp;aligner</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="327"/>
        <source>&amp;Edit Collection…</source>
        <translation>&amp;Modifier la collection…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="330"/>
        <source>&amp;Choose Collection File…</source>
        <translation>&amp;Choisir le fichier de collection…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="320"/>
        <source>Copy the whole roster as one line to paste in a chat</source>
        <translation>Copier toute la liste en une ligne à coller dans une discussion</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="334"/>
        <source>The models this roster fields, and what your collection lacks</source>
        <translation>Les figurines que cette liste aligne, et ce qui manque à votre collection</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="312"/>
        <source>&amp;Import from Text…</source>
        <translation>&amp;Importer depuis un texte…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="313"/>
        <source>Paste a share code, or a forum post holding one, and open its roster (Ctrl+V on the start page opens the clipboard&apos;s at once)</source>
        <translation>Collez un code de partage, ou un message de forum qui en contient un, et ouvrez sa liste (Ctrl+V sur la page d&apos;accueil ouvre aussitôt celui du presse-papiers)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../listbuilder/gui/dialogs/help_dialogs.py" line="127"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/help_dialogs.py" line="128"/>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/help_dialogs.py" line="133"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/help_dialogs.py" line="133"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/dialogs/help_dialogs.py" line="133"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="388"/>
        <source>Listbuilder cannot start</source>
        <translation>Listbuilder ne peut pas démarrer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="452"/>
        <source>Some army books could not be loaded</source>
        <translation>Certains livres d&apos;armée n&apos;ont pas pu être chargés</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="453"/>
        <source>These army books are left out:</source>
        <translation>Ces livres d&apos;armée sont laissés de côté :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="461"/>
        <source>Some autosaves could not be read: %1</source>
        <translation>Certaines sauvegardes automatiques sont illisibles : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="469"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="472"/>
        <source>Recover unsaved changes?</source>
        <translation>Récupérer les modifications non enregistrées ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="475"/>
        <source>Listbuilder did not close properly. Recover “%1”, autosaved at %2?</source>
        <translation>Listbuilder ne s&apos;est pas fermé correctement. Récupérer « %1 », enregistrée automatiquement le %2 ?</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="487"/>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/app.py" line="490"/>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="120"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="368"/>
        <source>Check Lists for an &amp;Event…</source>
        <translation>Vérifier les listes d&apos;un &amp;tournoi…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="369"/>
        <source>Check the lists sent to a tournament against its pack, and print the report</source>
        <translation>Vérifier les listes reçues pour un tournoi selon son règlement, et imprimer le rapport</translation>
    </message>
</context>
<context>
    <name>TotalsBar</name>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="189"/>
        <source>Army totals</source>
        <translation>Totaux de l’armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="191"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="192"/>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="193"/>
        <source>Break points</source>
        <translation>Points de rupture</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="194"/>
        <source>Elite re-rolls</source>
        <translation>Relances d’élite</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="195"/>
        <source>Allies</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="196"/>
        <source>Unique cards</source>
        <translation>Cartes uniques</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="197"/>
        <source>Victory points to win</source>
        <translation>Points de victoire pour gagner</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="201"/>
        <source>Main force</source>
        <translation>Force principale</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="207"/>
        <source>No roster open</source>
        <translation>Aucune liste ouverte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="231"/>
        <source>Re-roll tokens for the game: one for each Elite model in the army, allies included (§6.9 and the Elite ability).</source>
        <translation>Jetons de relance pour la partie : un par figurine d&apos;élite de l&apos;armée, alliés compris (§6.9 et la capacité Élite).</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="238"/>
        <source>the points limit, %1</source>
        <translation>la limite de points, %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="240"/>
        <source>the points spent, %1, as no limit is set</source>
        <translation>les points dépensés, %1, faute de limite</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="243"/>
        <source>Unique cards in the whole army, allies included: %1 taken, %2 allowed. A game allows one per full %3 points of its size (here %4) (§1.2; rulings 2 and 3).</source>
        <translation>Cartes uniques de toute l&apos;armée, alliés compris : prises %1, permises %2. Une partie en permet une par tranche complète de %3 points de sa taille (ici %4) (§1.2 ; décisions 2 et 3).</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="256"/>
        <source>Main force: %1</source>
        <translation>Force principale : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="259"/>
        <source>The main force changed: %1 is now the main force.</source>
        <translation>La force principale a changé : %1 est désormais la force principale.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/totals_bar.py" line="264"/>
        <source>The force the others ally with; its list sets the army&apos;s rules.</source>
        <translation>La force à laquelle les autres s&apos;allient ; sa liste fixe les règles de l&apos;armée.</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="71"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="72"/>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="74"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="75"/>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="77"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="78"/>
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="80"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="81"/>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="82"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/editor/undo.py" line="83"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
</context>
<context>
    <name>UnitChoicesBox</name>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="134"/>
        <source>&amp;Deployment:</source>
        <translation>&amp;Déploiement :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="135"/>
        <source>Assigned &amp;transport:</source>
        <translation>&amp;Transport assigné :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="136"/>
        <source>Starts &amp;embarked in:</source>
        <translation>&amp;Embarqué au départ dans :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="137"/>
        <source>Acco&amp;mpanies:</source>
        <translation>Acco&amp;mpagne :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="138"/>
        <source>Objectives:</source>
        <translation>Objectifs :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="139"/>
        <source>S&amp;quadron:</source>
        <translation>Es&amp;cadron :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="140"/>
        <source>&amp;Leadership:</source>
        <translation>&amp;Commandement :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="144"/>
        <source>Never holds objectives</source>
        <translation>Ne tient jamais d’objectif</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="145"/>
        <source>Ships of one squadron share its name; empty: alone</source>
        <translation>Les vaisseaux d’un escadron partagent son nom ; vide : seul</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="149"/>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="150"/>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="151"/>
        <source>Strategic reserves</source>
        <translation>Réserves stratégiques</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="157"/>
        <source>Not rolled yet</source>
        <translation>Pas encore tiré</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="159"/>
        <source>novice</source>
        <translation>novice</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="160"/>
        <source>experienced</source>
        <translation>confirmé</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="161"/>
        <source>veteran</source>
        <translation>vétéran</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="162"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="165"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="189"/>
        <source>Pack choices of %1</source>
        <translation>Choix du pack pour %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/other_game_choices.py" line="193"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../listbuilder/gui/window/welcome.py" line="84"/>
        <source>Listbuilder</source>
        <translation>Listbuilder</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/welcome.py" line="85"/>
        <source>Army lists for NetEpic Gold, checked as you build them.</source>
        <translation>Des listes d&apos;armée pour NetEpic Gold, vérifiées pendant que vous les composez.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/welcome.py" line="86"/>
        <source>New Roster…</source>
        <translation>Nouvelle liste…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/welcome.py" line="87"/>
        <source>Open a Roster…</source>
        <translation>Ouvrir une liste…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/welcome.py" line="88"/>
        <source>Recent rosters:</source>
        <translation>Listes récentes :</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/welcome.py" line="89"/>
        <source>Loading army books…</source>
        <translation>Chargement des livres d&apos;armée…</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="197"/>
        <source>Changes in the Army &amp;Data…</source>
        <translation>Changements des &amp;données d&apos;armée…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="198"/>
        <source>Data Changes</source>
        <translation>Changements des données</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="199"/>
        <source>What changed for this roster&apos;s cards since the army data it was built with</source>
        <translation>Ce qui a changé pour les cartes de cette liste depuis les données d&apos;armée avec lesquelles elle a été construite</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="190"/>
        <source>BattleScribe &amp;Import Report…</source>
        <translation>&amp;Rapport d’import BattleScribe…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="191"/>
        <source>Import Report</source>
        <translation>Rapport d’import</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="192"/>
        <source>What the import of this BattleScribe roster did with each entry</source>
        <translation>Ce que l’import de cette liste BattleScribe a fait de chaque entrée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="113"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="114"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="115"/>
        <source>&amp;Roster</source>
        <translation>&amp;Liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="116"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="121"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="127"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="128"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="147"/>
        <source>&amp;New Roster…</source>
        <translation>&amp;Nouvelle liste…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="148"/>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="151"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="152"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="155"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="156"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="159"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="160"/>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="163"/>
        <source>Save a Cop&amp;y…</source>
        <translation>Enregistrer une cop&amp;ie…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="164"/>
        <source>Save a Copy</source>
        <translation>Enregistrer une copie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="170"/>
        <source>&amp;Print Roster to PDF…</source>
        <translation>&amp;Imprimer la liste en PDF…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="171"/>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="174"/>
        <source>Export &amp;Templates to PDF…</source>
        <translation>Exporter les &amp;gabarits en PDF…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="175"/>
        <source>Templates</source>
        <translation>Gabarits</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="178"/>
        <source>&amp;Export Roster…</source>
        <translation>&amp;Exporter la liste…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="179"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="204"/>
        <source>Copy as &amp;Text</source>
        <translation>Copier en &amp;texte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="205"/>
        <source>Copy as Text</source>
        <translation>Copier en texte</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="209"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Copier en &amp;Markdown</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="210"/>
        <source>Copy as Markdown</source>
        <translation>Copier en Markdown</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="215"/>
        <source>Copy as &amp;BBCode</source>
        <translation>Copier en &amp;BBCode</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="216"/>
        <source>Copy as BBCode</source>
        <translation>Copier en BBCode</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="222"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="223"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="226"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="227"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="258"/>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="259"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="231"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="232"/>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="265"/>
        <source>Move &amp;Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="266"/>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="270"/>
        <source>Move Do&amp;wn</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="271"/>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="275"/>
        <source>&amp;Add Selected Card</source>
        <translation>&amp;Ajouter la carte choisie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="276"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="279"/>
        <source>&amp;Find Card…</source>
        <translation>&amp;Chercher une carte…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="280"/>
        <source>Find</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="283"/>
        <source>Add A&amp;lly Force…</source>
        <translation>Ajouter une force a&amp;lliée…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="284"/>
        <source>Add Ally</source>
        <translation>Ajouter un allié</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="288"/>
        <source>&amp;Remove Force</source>
        <translation>&amp;Retirer la force</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="289"/>
        <source>Remove Force</source>
        <translation>Retirer la force</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="299"/>
        <source>&amp;About Listbuilder</source>
        <translation>&amp;À propos de Listbuilder</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="300"/>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="303"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Premiers pas</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="304"/>
        <source>Getting Started</source>
        <translation>Premiers pas</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="307"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="308"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="228"/>
        <source>Delete the selected card or force (Del)</source>
        <translation>Supprimer la carte ou la force choisie (Suppr)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="165"/>
        <source>Write the roster to another file; this window goes on with its own file</source>
        <translation>Écrire la liste dans un autre fichier ; cette fenêtre garde le sien</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="260"/>
        <source>Give the selected force, company or card a name of your own (F2)</source>
        <translation>Donner votre propre nom à la force, la compagnie ou la carte sélectionnée (F2)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="233"/>
        <source>Duplicate the selected card (Ctrl+D)</source>
        <translation>Dupliquer la carte choisie (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="267"/>
        <source>Move the selected card up (Ctrl+Up)</source>
        <translation>Monter la carte choisie (Ctrl+Haut)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="272"/>
        <source>Move the selected card down (Ctrl+Down)</source>
        <translation>Descendre la carte choisie (Ctrl+Bas)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="285"/>
        <source>Add an allied force from another army list</source>
        <translation>Ajouter une force alliée d&apos;une autre liste d&apos;armée</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="180"/>
        <source>Write the roster for BattleScribe, a forum, Discord or as YAML</source>
        <translation>Écrire la liste pour BattleScribe, un forum, Discord ou en YAML</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="206"/>
        <source>Copy the roster as plain text for a forum</source>
        <translation>Copier la liste en texte brut pour un forum</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="211"/>
        <source>Copy the roster as Markdown for Discord or Reddit</source>
        <translation>Copier la liste en Markdown pour Discord ou Reddit</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="217"/>
        <source>Copy the roster as BBCode for a phpBB forum</source>
        <translation>Copier la liste en BBCode pour un forum phpBB</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_actions.py" line="231"/>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_actions.py" line="312"/>
        <source>Move to Company</source>
        <translation>Déplacer vers la compagnie</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="236"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="237"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="243"/>
        <source>Cu&amp;t</source>
        <translation>Cou&amp;per</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="244"/>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="247"/>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="248"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="254"/>
        <source>Duplicate &amp;Force</source>
        <translation>Dupliquer la &amp;force</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="255"/>
        <source>Duplicate Force</source>
        <translation>Dupliquer la force</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="238"/>
        <source>Copy the selected company or card, with its options and cards (Ctrl+C)</source>
        <translation>Copier la compagnie ou la carte sélectionnée, avec ses options et ses cartes (Ctrl+C)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="249"/>
        <source>Paste the copied company or card into the selected force or company (Ctrl+V)</source>
        <translation>Coller la compagnie ou la carte copiée dans la force ou la compagnie sélectionnée (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="292"/>
        <source>&amp;House Rules…</source>
        <translation>Règles &amp;maison…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="293"/>
        <source>House Rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="296"/>
        <source>&amp;Drop House Rules</source>
        <translation>Aban&amp;donner les règles maison</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="297"/>
        <source>Drop House Rules</source>
        <translation>Abandonner les règles maison</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="219"/>
        <source>Add &amp;Game Data…</source>
        <translation>Ajouter des &amp;données de jeu…</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="220"/>
        <source>Game Data</source>
        <translation>Données de jeu</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="342"/>
        <source>&amp;Close Roster</source>
        <translation>&amp;Fermer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="343"/>
        <source>Close Roster</source>
        <translation>Fermer la liste</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="344"/>
        <source>Close this roster and go back to the start page (Ctrl+W)</source>
        <translation>Fermer cette liste et revenir à la page d&apos;accueil (Ctrl+W)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="348"/>
        <source>New &amp;Window</source>
        <translation>Nouvelle fe&amp;nêtre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="349"/>
        <source>New Window</source>
        <translation>Nouvelle fenêtre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/action_table.py" line="350"/>
        <source>Open another window, to work on two rosters at once (Ctrl+Shift+N)</source>
        <translation>Ouvrir une autre fenêtre, pour travailler sur deux listes à la fois (Ctrl+Maj+N)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="78"/>
        <source>Roster closed.</source>
        <translation>Liste fermée.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="135"/>
        <source>%1 is already open in another window.</source>
        <translation>%1 est déjà ouvert dans une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="134"/>
        <source>%1 is open in this window.</source>
        <translation>%1 est ouvert dans cette fenêtre.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="210"/>
        <source>Roster Open Elsewhere</source>
        <translation>Liste ouverte ailleurs</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="211"/>
        <source>%1 is already open in another Listbuilder window.</source>
        <translation>%1 est déjà ouvert dans une autre fenêtre de Listbuilder.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="215"/>
        <source>%1. Editing it in two windows would lose one window&apos;s changes. A read-only copy opens as a new roster: saving it asks for another name.</source>
        <translation>%1. La modifier dans deux fenêtres ferait perdre les changements de l&apos;une d&apos;elles. Une copie en lecture seule s&apos;ouvre comme une nouvelle liste : l&apos;enregistrer demande un autre nom.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="223"/>
        <source>Open Anyway (Read-Only Copy)</source>
        <translation>Ouvrir quand même (copie en lecture seule)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="283"/>
        <source>Missing file</source>
        <translation>Fichier introuvable</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="285"/>
        <source>Cannot be read</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="293"/>
        <source>%1/%2 pts</source>
        <translation>%1/%2 pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="295"/>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="297"/>
        <source>legal</source>
        <translation>légale</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="299"/>
        <source>illegal (1 error)</source>
        <translation>illégale (1 erreur)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="301"/>
        <source>illegal (%1 errors)</source>
        <translation>illégale (%1 erreurs)</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="302"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="173"/>
        <source>Opened a read-only copy of %1.</source>
        <translation>Copie en lecture seule de %1 ouverte.</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="360"/>
        <source>Process %1</source>
        <translation>Processus %1</translation>
    </message>
    <message>
        <location filename="../../listbuilder/gui/window/window_windows.py" line="168"/>
        <source>Cannot open the roster</source>
        <translation>Impossible d&apos;ouvrir la liste</translation>
    </message>
</context>
</TS>
