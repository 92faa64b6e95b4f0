<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BattleFile</name>
    <message>
        <source>not a sandbox battle file (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>keine Sandbox-Kampfdatei („format“ ist nicht „%1“)</translation>
    </message>
    <message>
        <source>version: %1 is not a version this app reads (1 to %2)</source>
        <translation>version: %1 ist keine Version, die diese App liest (1 bis %2)</translation>
    </message>
    <message>
        <source>seed: expected a whole number from 0 to 4294967295</source>
        <translation>seed: erwartet eine ganze Zahl von 0 bis 4294967295</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>BattleOverlay</name>
    <message numerus="yes">
        <source>%n square(s) of movement</source>
        <translation>
            <numerusform>%n Feld Bewegung</numerusform>
            <numerusform>%n Felder Bewegung</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear line</source>
        <translation>Freie Linie</translation>
    </message>
    <message>
        <source>Line blocked: %1</source>
        <translation>Linie blockiert: %1</translation>
    </message>
    <message>
        <source>Origin square of the attack</source>
        <translation>Ursprungsfeld des Angriffs</translation>
    </message>
    <message>
        <source>In the attack&apos;s area</source>
        <translation>Im Wirkungsbereich des Angriffs</translation>
    </message>
    <message>
        <source>Origin point of the attack</source>
        <translation>Ursprungspunkt des Angriffs</translation>
    </message>
</context>
<context>
    <name>BattleSession</name>
    <message>
        <source>roll initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 bewegt sich</translation>
    </message>
    <message>
        <source>%1 shifts</source>
        <translation>%1 verschiebt sich</translation>
    </message>
    <message>
        <source>%1 charges</source>
        <translation>%1 stürmt an</translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation>%1 greift an</translation>
    </message>
    <message>
        <source>%1 ends its turn</source>
        <translation>%1 beendet seinen Zug</translation>
    </message>
    <message>
        <source>the battle has begun: set-up positions are fixed</source>
        <translation>der Kampf hat begonnen: die Aufstellung steht fest</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1 aufstellen</translation>
    </message>
    <message>
        <source>%1 uses the healing font</source>
        <translation>%1 nutzt die Heilquelle</translation>
    </message>
    <message>
        <source>%1 recharges a power</source>
        <translation>%1 lädt eine Kraft wieder auf</translation>
    </message>
    <message>
        <source>roll for the Wandering Monsters</source>
        <translation>für die Wandernden Monster würfeln</translation>
    </message>
    <message>
        <source>%1 squeezes</source>
        <translation>%1 zwängt sich durch</translation>
    </message>
    <message>
        <source>%1 destroyed %2</source>
        <translation>%1 hat %2 vernichtet</translation>
    </message>
    <message>
        <source>Round %1 begins</source>
        <translation>Runde %1 beginnt</translation>
    </message>
    <message>
        <source>%1 hits %2</source>
        <translation>%1 trifft %2</translation>
    </message>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 setzt %2 ein</translation>
    </message>
    <message>
        <source>champion power %1</source>
        <translation>Champion-Kraft %1</translation>
    </message>
    <message>
        <source>%1 misses %2</source>
        <translation>%1 verfehlt %2</translation>
    </message>
    <message>
        <source>%1&apos;s turn begins</source>
        <translation>Der Zug von %1 beginnt</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>%1 has attacked %2</source>
        <translation>%1 hat %2 angegriffen</translation>
    </message>
    <message>
        <source>Round %1 ends</source>
        <translation>Runde %1 endet</translation>
    </message>
    <message>
        <source>end round %1</source>
        <translation>Runde %1 beenden</translation>
    </message>
    <message>
        <source>Roll for a Wandering Monster&apos;s victory area (rule 707.15.a)</source>
        <translation>Würfle für den Siegbereich eines Wandernden Monsters (Regel 707.15.a)</translation>
    </message>
    <message>
        <source>Set-up is done; the first round begins</source>
        <translation>Der Aufbau ist fertig; die erste Runde beginnt</translation>
    </message>
    <message>
        <source>%1&apos;s turn begins near %2</source>
        <translation>Der Zug von %1 beginnt in der Nähe von %2</translation>
    </message>
    <message>
        <source>%1&apos;s turn ends near %2</source>
        <translation>Der Zug von %1 endet in der Nähe von %2</translation>
    </message>
    <message>
        <source>%1 takes damage</source>
        <translation>%1 erleidet Schaden</translation>
    </message>
    <message>
        <source>%1 moves near %2</source>
        <translation>%1 bewegt sich in die Nähe von %2</translation>
    </message>
    <message>
        <source>%1&apos;s turn ends</source>
        <translation>Der Zug von %1 endet</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Name, or fields like kw:elf cost&lt;=20 f:wild</source>
        <translation>Name oder Felder wie kw:elf cost&lt;=20 f:wild</translation>
    </message>
    <message>
        <source>Example filters</source>
        <translation>Beispielfilter</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Filters used lately</source>
        <translation>Zuletzt verwendete Filter</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Show only the creatures in your collection</source>
        <translation>Nur die Kreaturen aus Ihrer Sammlung anzeigen</translation>
    </message>
    <message>
        <source>Only what I &amp;own</source>
        <translation>&amp;Nur im Besitz</translation>
    </message>
</context>
<context>
    <name>CollectionImportDialog</name>
    <message>
        <source>Import Collection</source>
        <translation>Sammlung importieren</translation>
    </message>
    <message>
        <source>A CSV file with the columns name, set and count, one row per card.</source>
        <translation>Eine CSV-Datei mit den Spalten name, set und count, eine Zeile pro Karte.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Du&amp;rchsuchen…</translation>
    </message>
    <message>
        <source>Cards you own already</source>
        <translation>Karten, die Sie schon besitzen</translation>
    </message>
    <message>
        <source>&amp;Update: the listed cards get the file&apos;s counts, the others keep theirs</source>
        <translation>&amp;Aktualisieren: Die aufgeführten Karten erhalten die Anzahl aus der Datei, die übrigen behalten ihre</translation>
    </message>
    <message>
        <source>&amp;Add: the file&apos;s counts are added to yours (new purchases)</source>
        <translation>&amp;Hinzufügen: Die Anzahlen aus der Datei werden zu Ihren addiert (Neukäufe)</translation>
    </message>
    <message>
        <source>&amp;Replace: the file becomes your whole collection</source>
        <translation>&amp;Ersetzen: Die Datei wird zu Ihrer gesamten Sammlung</translation>
    </message>
</context>
<context>
    <name>CollectionPanel</name>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
</context>
<context>
    <name>ConditionText</name>
    <message>
        <source>Blinded</source>
        <translation>Geblendet</translation>
    </message>
    <message>
        <source>Confused</source>
        <translation>Verwirrt</translation>
    </message>
    <message>
        <source>Dazed</source>
        <translation>Benommen</translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation>Beherrscht</translation>
    </message>
    <message>
        <source>Weakened</source>
        <translation>Geschwächt</translation>
    </message>
    <message>
        <source>Helpless</source>
        <translation>Hilflos</translation>
    </message>
    <message>
        <source>Immobilized</source>
        <translation>Festgehalten</translation>
    </message>
    <message>
        <source>Slowed</source>
        <translation>Verlangsamt</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Betäubt</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Unsichtbar</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Petrified</source>
        <translation>Versteinert</translation>
    </message>
    <message>
        <source>Grants combat advantage</source>
        <translation>Gewährt Kampfvorteil</translation>
    </message>
    <message>
        <source>CA</source>
        <comment>badge: grants combat advantage</comment>
        <translation>KV</translation>
    </message>
</context>
<context>
    <name>CustomCardsManager</name>
    <message>
        <source>Custom Cards</source>
        <translation>Eigene Karten</translation>
    </message>
    <message>
        <source>C&amp;reatures</source>
        <translation>&amp;Kreaturen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>&amp;Items</source>
        <translation>&amp;Gegenstände</translation>
    </message>
    <message>
        <source>C&amp;orrections</source>
        <translation>K&amp;orrekturen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
</context>
<context>
    <name>CustomCreatureDialog</name>
    <message>
        <source>Custom Creature</source>
        <translation>Eigene Kreatur</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>S&amp;et:</source>
        <translation>&amp;Set:</translation>
    </message>
    <message>
        <source>My Set</source>
        <translation>Mein Set</translation>
    </message>
    <message>
        <source>&amp;Keywords:</source>
        <translation>S&amp;chlüsselwörter:</translation>
    </message>
    <message>
        <source>Human, Fighter</source>
        <translation>Human, Fighter</translation>
    </message>
    <message>
        <source>Separate keywords with commas</source>
        <translation>Schlüsselwörter durch Kommas trennen</translation>
    </message>
    <message>
        <source>Factions:</source>
        <translation>Fraktionen:</translation>
    </message>
    <message>
        <source>Ali&amp;gnment:</source>
        <translation>&amp;Gesinnung:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Gr&amp;öße:</translation>
    </message>
    <message>
        <source>Rarit&amp;y:</source>
        <translation>Se&amp;ltenheit:</translation>
    </message>
    <message>
        <source>Collector n&amp;umber:</source>
        <translation>Sa&amp;mmlernummer:</translation>
    </message>
    <message>
        <source>12/60</source>
        <translation>12/60</translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation>&amp;Kosten:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Stu&amp;fe:</translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation>T&amp;P:</translation>
    </message>
    <message>
        <source>&amp;AC:</source>
        <translation>&amp;RK:</translation>
    </message>
    <message>
        <source>&amp;Fortitude:</source>
        <translation>&amp;Zähigkeit:</translation>
    </message>
    <message>
        <source>&amp;Reflex:</source>
        <translation>Refle&amp;x:</translation>
    </message>
    <message>
        <source>&amp;Will:</source>
        <translation>&amp;Wille:</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>&amp;Bewegungsrate:</translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation>Bewegungs&amp;art:</translation>
    </message>
    <message>
        <source>Champion:</source>
        <translation>Champion:</translation>
    </message>
    <message>
        <source>Yes, &amp;rating</source>
        <translation>&amp;Ja, Wert</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Kräfte</translation>
    </message>
</context>
<context>
    <name>Faction</name>
    <message>
        <source>No faction</source>
        <translation>Keine Fraktion</translation>
    </message>
</context>
<context>
    <name>ItemDialog</name>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>S&amp;et:</source>
        <translation>&amp;Set:</translation>
    </message>
    <message>
        <source>DDM Guild 2011</source>
        <translation>DDM Guild 2011</translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation>&amp;Kosten:</translation>
    </message>
    <message>
        <source>Mi&amp;nimum level:</source>
        <translation>&amp;Mindeststufe:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum level:</source>
        <translation>Hö&amp;chststufe:</translation>
    </message>
    <message>
        <source>&amp;Limited to</source>
        <translation>Begrenzt au&amp;f</translation>
    </message>
    <message>
        <source>&amp;Keywords:</source>
        <translation>Schlüssel&amp;wörter:</translation>
    </message>
    <message>
        <source>The creature must have one of these keywords; separate them with commas. Empty: any creature.</source>
        <translation>Die Kreatur muss eines dieser Schlüsselwörter haben; trennen Sie sie durch Kommas. Leer: jede Kreatur.</translation>
    </message>
    <message>
        <source>Factions:</source>
        <translation>Fraktionen:</translation>
    </message>
    <message>
        <source>The creature must belong to one of the checked factions. None checked: any faction.</source>
        <translation>Die Kreatur muss einer der angekreuzten Fraktionen angehören. Keine angekreuzt: jede Fraktion.</translation>
    </message>
    <message>
        <source>Alignments:</source>
        <translation>Gesinnungen:</translation>
    </message>
    <message>
        <source>&amp;Unaligned</source>
        <translation>Unges&amp;innt</translation>
    </message>
    <message>
        <source>&amp;Good</source>
        <translation>&amp;Gut</translation>
    </message>
    <message>
        <source>E&amp;vil</source>
        <translation>&amp;Böse</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Kräfte</translation>
    </message>
</context>
<context>
    <name>ListImport</name>
    <message>
        <source>%1: the list states %2, the card costs %3</source>
        <translation>%1: die Liste nennt %2, die Karte kostet %3</translation>
    </message>
    <message>
        <source>the list names no faction, and no faction has every creature</source>
        <translation>die Liste nennt keine Fraktion, und keine Fraktion hat jede Kreatur</translation>
    </message>
    <message>
        <source>the list names no faction; every creature belongs to %1: choose one</source>
        <translation>die Liste nennt keine Fraktion; jede Kreatur gehört zu %1: eine wählen</translation>
    </message>
    <message>
        <source>the list&apos;s map, %1, is not a map the app knows: draw it in the map editor to choose it</source>
        <translation>die Karte der Liste, %1, ist der App nicht bekannt: im Karteneditor zeichnen, um sie zu wählen</translation>
    </message>
    <message>
        <source>the list states %1 points; its creatures cost %2</source>
        <translation>die Liste nennt %1 Punkte; ihre Kreaturen kosten %2</translation>
    </message>
    <message>
        <source>the list states %1 activations; the warband counts %2</source>
        <translation>die Liste nennt %1 Aktivierungen; die Kriegsschar zählt %2</translation>
    </message>
    <message>
        <source>the list states Champion rating %1; its highest champion&apos;s is %2</source>
        <translation>die Liste nennt Champion-Wert %1; ihr höchster Champion hat %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keinen</translation>
    </message>
</context>
<context>
    <name>MapAreaItem</name>
    <message>
        <source>Start %1</source>
        <translation>Start %1</translation>
    </message>
    <message>
        <source>Victory %1</source>
        <translation>Sieg %1</translation>
    </message>
</context>
<context>
    <name>MapFile</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MapProblems</name>
    <message numerus="yes">
        <source>%n map file(s) could not be read:</source>
        <translation>
            <numerusform>%n Kartendatei konnte nicht gelesen werden:</numerusform>
            <numerusform>%n Kartendateien konnten nicht gelesen werden:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>MissingCopiesDialog</name>
    <message>
        <source>Can I field this?</source>
        <translation>Kann ich das aufstellen?</translation>
    </message>
    <message>
        <source>Show only the cards with copies &amp;missing</source>
        <translation>Nur Karten mit &amp;fehlenden Exemplaren anzeigen</translation>
    </message>
</context>
<context>
    <name>OutcomeMarks</name>
    <message>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Critical hit</source>
        <translation>Kritischer Treffer</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Verfehlt</translation>
    </message>
    <message>
        <source>+%1 HP</source>
        <translation>+%1 TP</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Ausgeschieden</translation>
    </message>
</context>
<context>
    <name>PowerListEditor</name>
    <message>
        <source>&amp;Add Power</source>
        <translation>Kraft &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>Name: what the power does</source>
        <translation>Name: was die Kraft bewirkt</translation>
    </message>
    <message>
        <source>U&amp;ses:</source>
        <translation>Anwen&amp;dungen:</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>How many use boxes the power has</source>
        <translation>Wie viele Anwendungskästchen die Kraft hat</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Warbands:</source>
        <translation>Kriegsbanden:</translation>
    </message>
    <message>
        <source>&amp;Warn about creatures of unknown size (105.2.b)</source>
        <translation>Vor Kreaturen unbekannter &amp;Größe warnen (105.2.b)</translation>
    </message>
    <message>
        <source>Huge creatures need 400 points or more, and larger ones are never legal. A creature whose size neither the D&amp;D Miniatures Database nor its card gives may be one.</source>
        <translation>Riesige Kreaturen brauchen 400 Punkte oder mehr, größere sind nie erlaubt. Eine Kreatur, deren Größe weder die D&amp;D Miniatures Database noch ihre Karte nennt, kann eine sein.</translation>
    </message>
</context>
<context>
    <name>RollQuestion</name>
    <message>
        <source>Roll the pit&apos;s follow-up attack against %1, who falls in</source>
        <translation>Würfle den Folgeangriff der Grube gegen %1, der hineinfällt</translation>
    </message>
    <message>
        <source>Roll the attack: %1 attacks %2 with %3</source>
        <translation>Würfle den Angriff: %1 greift %2 mit %3 an</translation>
    </message>
    <message>
        <source>Roll for concealment: %1&apos;s hit on %2 may still miss</source>
        <translation>Würfle für Tarnung: Der Treffer von %1 auf %2 kann noch fehlgehen</translation>
    </message>
    <message>
        <source>Roll initiative for %1</source>
        <translation>Würfle Initiative für %1</translation>
    </message>
    <message>
        <source>Roll a saving throw for %1, whose turn ends</source>
        <translation>Würfle einen Rettungswurf für %1, dessen Zug endet</translation>
    </message>
    <message>
        <source>Roll for %1: it is Confused as its turn begins</source>
        <translation>Würfle für %1: Es ist verwirrt, während sein Zug beginnt</translation>
    </message>
    <message>
        <source>Roll for %1: it ends its turn on dangerous terrain</source>
        <translation>Würfle für %1: Es beendet seinen Zug in gefährlichem Gelände</translation>
    </message>
    <message>
        <source>Roll for %1</source>
        <translation>Würfle für %1</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (Regel %2)</translation>
    </message>
    <message>
        <source>Roll for concealment: the pit&apos;s follow-up attack on %1 may still miss</source>
        <translation>Würfle für Tarnung: Der Folgeangriff der Grube auf %1 kann noch fehlgehen</translation>
    </message>
    <message>
        <source>Roll for %1&apos;s %2: it would be destroyed</source>
        <translation>Würfle für %2 von %1: Die Kreatur würde zerstört werden</translation>
    </message>
</context>
<context>
    <name>RosterOutput</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The game whose rules are shown and searched</source>
        <translation>Das Spiel, dessen Regeln gezeigt und durchsucht werden</translation>
    </message>
    <message>
        <source>Rule number, term or words (611.3, conceal, cover ranged)</source>
        <translation>Regelnummer, Begriff oder Wörter (611.3, conceal, cover ranged)</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
</context>
<context>
    <name>SandboxActions</name>
    <message>
        <source>&amp;Start Round</source>
        <translation>Runde &amp;starten</translation>
    </message>
    <message>
        <source>Roll initiative and start the next round (rule 302)</source>
        <translation>Initiative würfeln und die nächste Runde beginnen (Regel 302)</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>End the acting creature&apos;s turn (rule 404)</source>
        <translation>Den Zug der handelnden Kreatur beenden (Regel 404)</translation>
    </message>
    <message>
        <source>S&amp;hift</source>
        <translation>&amp;Verschieben</translation>
    </message>
    <message>
        <source>Moves are shifts of one square that provoke no opportunity attacks (rule 412.3)</source>
        <translation>Bewegungen sind Verschiebungen um ein Feld, die keine Gelegenheitsangriffe auslösen (Regel 412.3)</translation>
    </message>
    <message>
        <source>&amp;Roll Dice in the App</source>
        <translation>In der App &amp;würfeln</translation>
    </message>
    <message>
        <source>&amp;Type In Real Dice</source>
        <translation>Echte Würfel &amp;eintippen</translation>
    </message>
    <message>
        <source>&amp;Save Battle...</source>
        <translation>Kampf &amp;speichern...</translation>
    </message>
    <message>
        <source>&amp;Open Battle...</source>
        <translation>Kampf &amp;öffnen...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>Roll for &amp;Wandering Monsters</source>
        <translation>Für Wandernde &amp;Monster würfeln</translation>
    </message>
    <message>
        <source>Before round 1: each Wandering Monster rolls for the victory area it sets up in (rule 707.15.a)</source>
        <translation>Vor Runde 1: Jedes Wandernde Monster würfelt den Siegbereich aus, in dem es aufgestellt wird (Regel 707.15.a)</translation>
    </message>
    <message>
        <source>Use &amp;Healing Font</source>
        <translation>&amp;Heilquelle nutzen</translation>
    </message>
    <message>
        <source>Instead of its attack action, the selected creature heals at the healing font it began its turn next to (rule 1011.2)</source>
        <translation>Statt ihrer Angriffsaktion heilt sich die ausgewählte Kreatur an der Heilquelle, neben der sie ihren Zug begonnen hat (Regel 1011.2)</translation>
    </message>
    <message>
        <source>S&amp;queeze</source>
        <translation>&amp;Quetschen</translation>
    </message>
    <message>
        <source>A Huge creature moves as a 2x2 space at half speed and ends where its whole space fits (rule 412.4)</source>
        <translation>Eine riesige Kreatur bewegt sich als 2x2-Feld mit halber Geschwindigkeit und endet dort, wo ihr ganzer Platz frei ist (Regel 412.4)</translation>
    </message>
    <message>
        <source>End Ro&amp;und</source>
        <translation>R&amp;unde beenden</translation>
    </message>
    <message>
        <source>Every creature that has not activated this round takes its turn doing nothing, as the players could one by one (rule 303)</source>
        <translation>Jede Kreatur, die in dieser Runde noch nicht aktiviert wurde, macht ihren Zug ohne Handlung, wie es die Spieler einzeln könnten (Regel 303)</translation>
    </message>
</context>
<context>
    <name>SandboxPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>New Map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>&amp;Width (squares):</source>
        <translation>&amp;Breite (Felder):</translation>
    </message>
    <message>
        <source>&amp;Height (squares):</source>
        <translation>&amp;Höhe (Felder):</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Opportunity Attacks</source>
        <translation>Gelegenheitsangriffe</translation>
    </message>
    <message>
        <source>%1 may provoke opportunity attacks (rule 612). Which creatures take one?</source>
        <translation>%1 kann Gelegenheitsangriffe auslösen (Regel 612). Welche Kreaturen führen einen aus?</translation>
    </message>
    <message>
        <source>push</source>
        <translation>Stoß</translation>
    </message>
    <message>
        <source>pull</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>slide</source>
        <translation>Verschiebung</translation>
    </message>
    <message>
        <source>Further Attack</source>
        <translation>Weiterer Angriff</translation>
    </message>
    <message>
        <source>%1 makes a further %2 attack. Against whom?</source>
        <translation>%1 führt einen weiteren Angriff mit %2 aus. Gegen wen?</translation>
    </message>
    <message>
        <source>to %1 (via %2)</source>
        <translation>nach %1 (über %2)</translation>
    </message>
    <message>
        <source>Where does the %1 take %2?</source>
        <translation>%1: Wohin wird %2 bewegt?</translation>
    </message>
    <message>
        <source>Choose the Attacks</source>
        <translation>Angriffe wählen</translation>
    </message>
    <message>
        <source>%1&apos;s %2: which attack does it make?</source>
        <translation>%1, %2: Welchen Angriff führt die Kreatur aus?</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Heilung</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 heals %n ally(s) in reach (rule 801.3.c). Which?</source>
        <translation>
            <numerusform>%1, %2: heilt %n Verbündeten in Reichweite (Regel 801.3.c). Welchen?</numerusform>
            <numerusform>%1, %2: heilt %n Verbündete in Reichweite (Regel 801.3.c). Welche?</numerusform>
        </translation>
    </message>
    <message>
        <source>Use a Power</source>
        <translation>Kraft einsetzen</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Never Ask for This Creature</source>
        <translation>Für diese Kreatur nie mehr fragen</translation>
    </message>
    <message>
        <source>Choose the Attack</source>
        <translation>Angriff wählen</translation>
    </message>
    <message>
        <source>%1.
Use %2&apos;s %3?</source>
        <translation>%1.
%3 von %2 einsetzen?</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>teleport</source>
        <translation>Teleport</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>move</source>
        <translation>bewegen</translation>
    </message>
    <message>
        <source>place</source>
        <translation>Platzieren</translation>
    </message>
    <message>
        <source>%1 won initiative. Who takes the first turn?</source>
        <translation>%1 hat die Initiative gewonnen. Wer macht den ersten Zug?</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <translation>%1 beginnt</translation>
    </message>
    <message>
        <source>Set-Up Roll</source>
        <translation>Aufstellungswurf</translation>
    </message>
    <message>
        <source>%1
%2 won the set-up roll. Who is Player 1 and chooses the battle map? Player 2 chooses a start area and sets up first (rule 102.4).</source>
        <translation>%1
%2 hat den Aufstellungswurf gewonnen. Wer ist Spieler 1 und wählt die Kampfkarte? Spieler 2 wählt einen Startbereich und stellt zuerst auf (Regel 102.4).</translation>
    </message>
    <message>
        <source>%1 is Player 1</source>
        <translation>%1 ist Spieler 1</translation>
    </message>
    <message>
        <source>Battle Map</source>
        <translation>Kampfkarte</translation>
    </message>
    <message>
        <source>%1, Player 1, chooses the battle map of either warband (rule 102.5).</source>
        <translation>%1, Spieler 1, wählt die Kampfkarte einer der beiden Kriegsscharen (Regel 102.5).</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s map)</source>
        <translation>%1 (Karte von %2)</translation>
    </message>
    <message>
        <source>Start Area</source>
        <translation>Startbereich</translation>
    </message>
    <message>
        <source>%1, Player 2, chooses a start area and sets up first (rule 102.6).</source>
        <translation>%1, Spieler 2, wählt einen Startbereich und stellt zuerst auf (Regel 102.6).</translation>
    </message>
    <message>
        <source>Start Area A</source>
        <translation>Startbereich A</translation>
    </message>
    <message>
        <source>Start Area B</source>
        <translation>Startbereich B</translation>
    </message>
    <message>
        <source>Choose the Target</source>
        <translation>Ziel wählen</translation>
    </message>
    <message>
        <source>%1 makes a %2 attack. Against whom?</source>
        <translation>%1 führt einen Angriff mit %2 aus. Gegen wen?</translation>
    </message>
    <message>
        <source>Choose the Enemy</source>
        <translation>Feind wählen</translation>
    </message>
    <message>
        <source>%1 uses %2. On which enemy?</source>
        <translation>%1 setzt %2 ein. Gegen welchen Feind?</translation>
    </message>
    <message>
        <source>%1&apos;s %2: which enemy does it choose?</source>
        <translation>%1, %2: Welchen Feind wählt die Kreatur?</translation>
    </message>
    <message>
        <source>Choose the Damage Type</source>
        <translation>Schadensart wählen</translation>
    </message>
    <message>
        <source>%1&apos;s %2: which damage type?</source>
        <translation>%1, %2: Welche Schadensart?</translation>
    </message>
    <message>
        <source>Choose the New Target</source>
        <translation>Neues Ziel wählen</translation>
    </message>
    <message>
        <source>%1&apos;s %2: which creature does the attack turn to?</source>
        <translation>%1, %2: Auf welche Kreatur wird der Angriff umgelenkt?</translation>
    </message>
    <message>
        <source>Choose the Attack to Recharge</source>
        <translation>Aufzuladenden Angriff wählen</translation>
    </message>
    <message>
        <source>%1&apos;s %2: which spent attack comes back?</source>
        <translation>%1, %2: Welcher verbrauchte Angriff wird wieder verfügbar?</translation>
    </message>
</context>
<context>
    <name>SandboxSetup</name>
    <message>
        <source>%1 %2 finds no room in its start area and stays out of the battle (rule 102.6.c).</source>
        <translation>%1 %2 findet im Startbereich keinen Platz und bleibt dem Kampf fern (Regel 102.6.c).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no card in the catalog and stays out of the battle.</source>
        <translation>%1: „%2“ hat keine Karte im Katalog und bleibt dem Kampf fern.</translation>
    </message>
    <message>
        <source>%1: %2 starts the battle off the battle map, as its card says; the sandbox cannot bring a creature in during the battle, so it stays out (rule 109.1).</source>
        <translation>%1: %2 beginnt den Kampf laut Karte außerhalb der Kampfkarte; die Sandbox kann keine Kreatur während des Kampfes hereinbringen, daher bleibt sie draußen (Regel 109.1).</translation>
    </message>
</context>
<context>
    <name>SavedFiltersPanel</name>
    <message>
        <source>&amp;Saved filters</source>
        <translation>Ge&amp;speicherte Filter</translation>
    </message>
    <message>
        <source>Click a saved filter to apply it</source>
        <translation>Klicken Sie auf einen gespeicherten Filter, um ihn anzuwenden</translation>
    </message>
    <message>
        <source>Save the current filter under a name</source>
        <translation>Den aktuellen Filter unter einem Namen speichern</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Move the selected filter up</source>
        <translation>Den ausgewählten Filter nach oben verschieben</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the selected filter down</source>
        <translation>Den ausgewählten Filter nach unten verschieben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Delete the selected filter</source>
        <translation>Den ausgewählten Filter löschen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Assault</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Kopfgeld</translation>
    </message>
    <message>
        <source>Uncontested</source>
        <translation>Unangefochtener Sieg</translation>
    </message>
    <message>
        <source>Sealed booster</source>
        <translation>Sealed-Booster</translation>
    </message>
</context>
<context>
    <name>SecretDoorItem</name>
    <message>
        <source>Secret door</source>
        <translation>Geheimtür</translation>
    </message>
</context>
<context>
    <name>SetupHint</name>
    <message>
        <source>%1 is a Scout: drag it into a free victory area (framed) or keep it in its start area (rule 707.12.a)</source>
        <translation>%1 ist ein Späher: in einen freien Siegbereich (umrahmt) ziehen oder im Startbereich lassen (Regel 707.12.a)</translation>
    </message>
    <message>
        <source>%1 is a Wandering Monster: it sets up in the victory area its roll picked (framed, rule 707.15.a)</source>
        <translation>%1 ist ein Wanderndes Monster: Es wird im ausgewürfelten Siegbereich aufgestellt (umrahmt, Regel 707.15.a)</translation>
    </message>
    <message>
        <source>%1 is a Wandering Monster: roll for its victory area before round 1 (rule 707.15.a)</source>
        <translation>%1 ist ein Wanderndes Monster: vor Runde 1 den Siegbereich auswürfeln (Regel 707.15.a)</translation>
    </message>
    <message>
        <source>%1 starts the battle off the battle map, as its card says (rule 109.1)</source>
        <translation>%1 beginnt den Kampf laut Kartentext außerhalb der Kampfkarte (Regel 109.1)</translation>
    </message>
    <message>
        <source>Set-up: drag %1 anywhere entirely within start area %2 (rule 102.6.a)</source>
        <translation>Aufstellung: %1 an eine beliebige Stelle ganz innerhalb von Startbereich %2 ziehen (Regel 102.6.a)</translation>
    </message>
    <message>
        <source>%1 tends to wander: drag it into start area %2 or within %3 squares of it, as its card says (rule 109.1)</source>
        <translation>%1 streunt gern: in Startbereich %2 oder bis zu %3 Felder davon entfernt ziehen, wie seine Karte sagt (Regel 109.1)</translation>
    </message>
</context>
<context>
    <name>SetupOverlay</name>
    <message>
        <source>Start area %1: side %1 sets up here (rule 102.6.a)</source>
        <translation>Startbereich %1: Hier stellt sich Seite %1 auf (Regel 102.6.a)</translation>
    </message>
    <message>
        <source>Victory area %1 (rule 1000.4)</source>
        <translation>Siegbereich %1 (Regel 1000.4)</translation>
    </message>
    <message>
        <source>A free victory area: %1 may set up here instead of its start area (rule 707.12.a)</source>
        <translation>Ein freier Siegbereich: %1 darf hier statt im Startbereich aufgestellt werden (Regel 707.12.a)</translation>
    </message>
    <message>
        <source>The victory area %1&apos;s Wandering Monster roll picked (rule 707.15.a)</source>
        <translation>Der für das Wandernde Monster %1 ausgewürfelte Siegbereich (Regel 707.15.a)</translation>
    </message>
</context>
<context>
    <name>SetupSequence</name>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Set-up roll: %1.</source>
        <translation>Aufstellungswurf: %1.</translation>
    </message>
    <message>
        <source>; a tie, rolled again: </source>
        <translation>; Gleichstand, neu gewürfelt: </translation>
    </message>
    <message>
        <source>%1 rolls twice and keeps the higher: its champion has the higher rating (rule 102.3).</source>
        <translation>%1 würfelt zweimal und behält den höheren Wurf: Sein Champion hat den höheren Champion-Wert (Regel 102.3).</translation>
    </message>
    <message>
        <source>The tie goes to the higher Champion rating (rule 102.4.a).</source>
        <translation>Der Gleichstand geht an den höheren Champion-Wert (Regel 102.4.a).</translation>
    </message>
</context>
<context>
    <name>SideLabel</name>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>%1 (side %2)</source>
        <translation>%1 (Seite %2)</translation>
    </message>
</context>
<context>
    <name>TerrainText</name>
    <message>
        <source>Clear</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Market stall</source>
        <translation>Marktstand</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Statue</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Rauch</translation>
    </message>
    <message>
        <source>Blood rock</source>
        <translation>Blutfels</translation>
    </message>
    <message>
        <source>Sacred circle</source>
        <translation>Heiliger Kreis</translation>
    </message>
    <message>
        <source>Teleporter</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation>Gefährlich</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Healing font</source>
        <translation>Heilquelle</translation>
    </message>
    <message>
        <source>Slippery</source>
        <translation>Rutschig</translation>
    </message>
    <message>
        <source>Spike stones</source>
        <translation>Stachelsteine</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Netz</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <source>ongoing %1 %2 damage</source>
        <translation>andauernd %1 %2 Schaden</translation>
    </message>
    <message>
        <source>Hit points: %1 of %2</source>
        <translation>Trefferpunkte: %1 von %2</translation>
    </message>
    <message>
        <source>Temporary hit points: %1</source>
        <translation>Temporäre Trefferpunkte: %1</translation>
    </message>
    <message>
        <source>Bloodied</source>
        <translation>Angeschlagen</translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>%1 is %2; creatures larger than Huge are not legal.</source>
        <translation>%1 hat die Größe %2; Kreaturen, die größer als Riesig sind, sind nicht legal.</translation>
    </message>
    <message>
        <source>%1 is not assigned to a creature.</source>
        <translation>%1 ist keiner Kreatur zugewiesen.</translation>
    </message>
    <message>
        <source>%1 needs a creature of level %2; %3 is level %4.</source>
        <translation>%1 erfordert eine Kreatur der Stufe %2; %3 hat Stufe %4.</translation>
    </message>
    <message>
        <source>%1 needs a creature with the keyword %2; %3 has none of them.</source>
        <translation>%1 erfordert eine Kreatur mit dem Schlüsselwort %2; %3 hat keines davon.</translation>
    </message>
    <message>
        <source>%1 needs a creature of the faction %2; %3 belongs to none of them.</source>
        <translation>%1 erfordert eine Kreatur der Fraktion %2; %3 gehört keiner davon an.</translation>
    </message>
    <message>
        <source>%1 needs a creature that is %2; %3 is %4.</source>
        <translation>%1 erfordert eine Kreatur mit der Gesinnung %2; %3 hat die Gesinnung %4.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in several sets (%2); name the set.</source>
        <translation>„%1“ gibt es in mehreren Sets (%2); geben Sie das Set an.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the set the warband names; it is in %2.</source>
        <translation>„%1“ ist nicht in dem Set, das die Kriegsschar angibt, sondern in %2.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;: no card has this name.</source>
        <translation>Unbekannte Karte „%1“: Keine Karte hat diesen Namen.</translation>
    </message>
    <message>
        <source>The warband has no creatures; it needs at least one.</source>
        <translation>Die Kriegsschar hat keine Kreaturen; sie braucht mindestens eine.</translation>
    </message>
    <message>
        <source>No faction is chosen; a warband belongs to one of the four factions.</source>
        <translation>Keine Fraktion gewählt; eine Kriegsschar gehört zu einer der vier Fraktionen.</translation>
    </message>
    <message>
        <source>%1 does not belong to the %2 faction.</source>
        <translation>%1 gehört nicht zur Fraktion %2.</translation>
    </message>
    <message>
        <source>Good creatures (%1) and Evil creatures (%2) cannot be in the same warband.</source>
        <translation>Gute Kreaturen (%1) und böse Kreaturen (%2) können nicht in derselben Kriegsschar sein.</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal</translation>
    </message>
    <message numerus="yes">
        <source>Not legal: %n problem(s)</source>
        <translation>
            <numerusform>Nicht legal: %n Problem</numerusform>
            <numerusform>Nicht legal: %n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) of unknown size; check that none is Huge or larger.</source>
        <translation>
            <numerusform>%n Kreatur unbekannter Größe; prüfe, dass sie nicht Riesig oder größer ist.</numerusform>
            <numerusform>%n Kreaturen unbekannter Größe; prüfe, dass keine Riesig oder größer ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>full-size</source>
        <translation>Vollformat-</translation>
    </message>
    <message>
        <source>half-size</source>
        <translation>Halbformat-</translation>
    </message>
    <message>
        <source>The size of %1 is not marked; check that it is a %2 map.</source>
        <translation>Die Größe von %1 ist nicht angegeben; prüfe, ob es eine %2Karte ist.</translation>
    </message>
    <message>
        <source>%1 is not a map DDM Companion knows; check that it is a %2 map.</source>
        <translation>%1 ist keine Karte, die DDM Companion kennt; prüfe, ob es eine %2Karte ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) is not a format (%1).</source>
        <translation>
            <numerusform>%n Punkt ist kein Format (%1).</numerusform>
            <numerusform>%n Punkte sind kein Format (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A sealed-booster warband is built for %n point(s), not %1.</source>
        <translation>
            <numerusform>Eine Sealed-Booster-Kriegsschar wird für %n Punkt gebaut, nicht für %1.</numerusform>
            <numerusform>Eine Sealed-Booster-Kriegsschar wird für %n Punkte gebaut, nicht für %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The warband costs %n point(s); the limit is %1.</source>
        <translation>
            <numerusform>Die Kriegsschar kostet %n Punkt; das Limit ist %1.</numerusform>
            <numerusform>Die Kriegsschar kostet %n Punkte; das Limit ist %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is Huge; Huge creatures are not legal at %n point(s).</source>
        <translation>
            <numerusform>%1 ist Riesig; Riesige Kreaturen sind bei %n Punkt nicht legal.</numerusform>
            <numerusform>%1 ist Riesig; Riesige Kreaturen sind bei %n Punkten nicht legal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 carries %n item(s); it may carry %2.</source>
        <translation>
            <numerusform>%1 trägt %n Gegenstand; erlaubt sind %2.</numerusform>
            <numerusform>%1 trägt %n Gegenstände; erlaubt sind %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a battle map: a %n-point warband needs a %1 map.</source>
        <translation>
            <numerusform>Wähle eine Kampfkarte: Eine Kriegsschar mit %n Punkt braucht eine %1Karte.</numerusform>
            <numerusform>Wähle eine Kampfkarte: Eine Kriegsschar mit %n Punkten braucht eine %1Karte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a %2 map; a %n-point warband needs a %3 map.</source>
        <translation>
            <numerusform>%1 ist eine %2Karte; eine Kriegsschar mit %n Punkt braucht eine %3Karte.</numerusform>
            <numerusform>%1 ist eine %2Karte; eine Kriegsschar mit %n Punkten braucht eine %3Karte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The warband counts %n creature(s); the limit is %1.</source>
        <translation>
            <numerusform>Die Kriegsschar zählt %n Kreatur; das Limit ist %1.</numerusform>
            <numerusform>Die Kriegsschar zählt %n Kreaturen; das Limit ist %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %n point(s); in this format no creature may cost more than %2.</source>
        <translation>
            <numerusform>%1 kostet %n Punkt; in diesem Format darf keine Kreatur mehr als %2 kosten.</numerusform>
            <numerusform>%1 kostet %n Punkte; in diesem Format darf keine Kreatur mehr als %2 kosten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Unique creature(s) share the name &quot;%1&quot;; a warband may include %2.</source>
        <translation>
            <numerusform>%n einzigartige Kreatur trägt den Namen „%1“; eine Kriegsschar darf %2 enthalten.</numerusform>
            <numerusform>%n einzigartige Kreaturen tragen den Namen „%1“; eine Kriegsschar darf %2 enthalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarbandEdit</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n copies of %1</source>
        <translation>
            <numerusform>%n Exemplar von %1 hinzufügen</numerusform>
            <numerusform>%n Exemplare von %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n creature(s)</source>
        <translation>
            <numerusform>%n Kreatur hinzufügen</numerusform>
            <numerusform>%n Kreaturen hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n copies of %1</source>
        <translation>
            <numerusform>%n Exemplar von %1 entfernen</numerusform>
            <numerusform>%n Exemplare von %1 entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n creature(s)</source>
        <translation>
            <numerusform>%n Kreatur entfernen</numerusform>
            <numerusform>%n Kreaturen entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Reorder creatures</source>
        <translation>Kreaturen neu anordnen</translation>
    </message>
    <message>
        <source>Change items</source>
        <translation>Gegenstände ändern</translation>
    </message>
    <message>
        <source>Rename the warband</source>
        <translation>Kriegsschar umbenennen</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
    <message>
        <source>Change the format to %1</source>
        <translation>Format auf %1 ändern</translation>
    </message>
    <message>
        <source>Change the faction to %1</source>
        <translation>Fraktion auf %1 ändern</translation>
    </message>
    <message>
        <source>Change the scenario to %1</source>
        <translation>Szenario auf %1 ändern</translation>
    </message>
    <message>
        <source>Change the unassigned items</source>
        <translation>Nicht zugewiesene Gegenstände ändern</translation>
    </message>
    <message>
        <source>Remove the battle map</source>
        <translation>Schlachtkarte entfernen</translation>
    </message>
    <message>
        <source>Change the battle map to %1</source>
        <translation>Schlachtkarte auf %1 ändern</translation>
    </message>
</context>
<context>
    <name>WarbandEditor</name>
    <message>
        <source>Warband name</source>
        <translation>Name der Kriegsschar</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>Forma&amp;t:</translation>
    </message>
    <message>
        <source>F&amp;action:</source>
        <translation>Fra&amp;ktion:</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>S&amp;zenario:</translation>
    </message>
    <message>
        <source>Points used of the format&apos;s limit</source>
        <translation>Verbrauchte Punkte vom Punktelimit des Formats</translation>
    </message>
    <message>
        <source>Creatures counted against the creature limit</source>
        <translation>Kreaturen, die auf das Kreaturenlimit angerechnet werden</translation>
    </message>
    <message>
        <source>Drop creatures here from the catalog; drag rows to reorder them</source>
        <translation>Kreaturen aus dem Katalog hierher ziehen; Zeilen ziehen, um sie neu anzuordnen</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Add a copy of the selected creature (+)</source>
        <translation>Ein Exemplar der ausgewählten Kreatur hinzufügen (+)</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Remove a copy of the selected creature (−)</source>
        <translation>Ein Exemplar der ausgewählten Kreatur entfernen (−)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move the selected creatures up (Ctrl+Up)</source>
        <translation>Die ausgewählten Kreaturen nach oben verschieben (Strg+Hoch)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Move the selected creatures down (Ctrl+Down)</source>
        <translation>Die ausgewählten Kreaturen nach unten verschieben (Strg+Runter)</translation>
    </message>
    <message>
        <source>&amp;Items…</source>
        <translation>&amp;Gegenstände…</translation>
    </message>
    <message>
        <source>Assign items to the selected creature</source>
        <translation>Der ausgewählten Kreatur Gegenstände zuweisen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected creatures (Delete)</source>
        <translation>Die ausgewählten Kreaturen entfernen (Entf)</translation>
    </message>
    <message>
        <source>Activate a problem to read its rule</source>
        <translation>Aktivieren Sie ein Problem, um die zugehörige Regel zu lesen</translation>
    </message>
    <message>
        <source>Notes: tactics, the opponents you expect, changes to try</source>
        <translation>Notizen: Taktik, erwartete Gegner, Änderungen zum Ausprobieren</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <source>The warband&apos;s battle map: full size at 200, 500 and 1000 points, half size at 50 and 100 (CRG 101.2–101.6)</source>
        <translation>Die Schlachtkarte der Kriegsschar: volle Größe bei 200, 500 und 1000 Punkten, halbe Größe bei 50 und 100 (CRG 101.2–101.6)</translation>
    </message>
</context>
<context>
    <name>WarbandEntryModel</name>
    <message>
        <source>%1 (unknown)</source>
        <translation>%1 (unbekannt)</translation>
    </message>
    <message>
        <source>Several sets: name one</source>
        <translation>Mehrere Sets: eines angeben</translation>
    </message>
    <message>
        <source>Not in this set</source>
        <translation>Nicht in diesem Set</translation>
    </message>
    <message>
        <source>Unknown card</source>
        <translation>Unbekannte Karte</translation>
    </message>
</context>
<context>
    <name>WarbandExport</name>
    <message>
        <source>%1 (unknown card)</source>
        <translation>%1 (unbekannte Karte)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, cost %2</source>
        <translation>%1, Kosten %2</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, mit %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Points: %1 of %2. Creatures: %3 of %4.</source>
        <translation>Punkte: %1 von %2. Kreaturen: %3 von %4.</translation>
    </message>
    <message>
        <source>(%1) %2</source>
        <translation>(%1) %2</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Untitled warband</source>
        <translation>Unbenannte Kriegsschar</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Kreaturen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Unassigned items</source>
        <translation>Nicht zugewiesene Gegenstände</translation>
    </message>
    <message>
        <source>Legality</source>
        <translation>Legalität</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation>unbekannte Karte</translation>
    </message>
    <message>
        <source>Stat cards</source>
        <translation>Werte-Karten</translation>
    </message>
    <message>
        <source>%1, %2, %3, map: %4</source>
        <translation>%1, %2, %3, Karte: %4</translation>
    </message>
</context>
<context>
    <name>WarbandFormat</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarbandPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The warband &quot;%1&quot; has changes that are not saved.</source>
        <translation>Die Kriegsschar „%1“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>DDM Companion did not close properly. Unsaved work was kept:</source>
        <translation>DDM Companion wurde nicht ordnungsgemäß beendet. Ungespeicherte Arbeit wurde aufbewahrt:</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
</context>
<context>
    <name>WarbandWorkspace</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... und %n weiteres Problem</numerusform>
            <numerusform>... und %n weitere Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::CardLabels</name>
    <message>
        <source>Borderlands</source>
        <translation>Borderlands</translation>
    </message>
    <message>
        <source>Civilization</source>
        <translation>Civilization</translation>
    </message>
    <message>
        <source>Underdark</source>
        <translation>Underdark</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Unaligned</source>
        <translation>Ungesinnt</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Evil</source>
        <translation>Böse</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Fliegen</translation>
    </message>
    <message>
        <source>Burrow</source>
        <translation>Graben</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation>Winzig</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittelgroß</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Riesig</translation>
    </message>
    <message>
        <source>Gargantuan</source>
        <translation>Gigantisch</translation>
    </message>
    <message>
        <source>Colossal</source>
        <translation>Kolossal</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Häufig</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Ungewöhnlich</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>Sichtbar</translation>
    </message>
    <message>
        <source>Promo</source>
        <translation>Promo</translation>
    </message>
    <message>
        <source>Very Rare</source>
        <translation>Sehr selten</translation>
    </message>
    <message>
        <source>Starter Only</source>
        <translation>Nur im Starter</translation>
    </message>
    <message>
        <source>D&amp;D Miniatures Database</source>
        <translation>D&amp;D Miniatures Database</translation>
    </message>
    <message>
        <source>card text</source>
        <translation>Kartentext</translation>
    </message>
    <message>
        <source>your correction</source>
        <translation>deine Korrektur</translation>
    </message>
    <message>
        <source>your custom card</source>
        <translation>deine eigene Karte</translation>
    </message>
</context>
<context>
    <name>ddm::CardText</name>
    <message>
        <source>Melee</source>
        <translation>Melee</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Ranged</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Basic</translation>
    </message>
</context>
<context>
    <name>ddm::CatalogTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fraktionen</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Gesinnung</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>CR</source>
        <comment>champion rating, column title</comment>
        <translation>CW</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>Champion rating</source>
        <translation>Champion-Wert</translation>
    </message>
    <message>
        <source>Copies in your collection (double-click to edit)</source>
        <translation>Exemplare in Ihrer Sammlung (Doppelklick zum Bearbeiten)</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>Armor class</source>
        <translation>Rüstungsklasse</translation>
    </message>
    <message>
        <source>The owned count of %1 must be a whole number of 0 or more.</source>
        <translation>Die Anzahl im Besitz von %1 muss eine ganze Zahl ab 0 sein.</translation>
    </message>
    <message>
        <source>The owned count of %1 was not saved: %2</source>
        <translation>Die Anzahl im Besitz von %1 wurde nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>collector number, column title</comment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <source>Collector number within the set</source>
        <translation>Sammlernummer im Set</translation>
    </message>
</context>
<context>
    <name>ddm::CreatureText</name>
    <message>
        <source>Borderlands</source>
        <translation>Borderlands</translation>
    </message>
    <message>
        <source>Civilization</source>
        <translation>Civilization</translation>
    </message>
    <message>
        <source>Underdark</source>
        <translation>Underdark</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Evil</source>
        <translation>Böse</translation>
    </message>
    <message>
        <source>Unaligned</source>
        <translation>Ungesinnt</translation>
    </message>
    <message>
        <source>%1 fly</source>
        <extracomment>Speed of a flying creature in the catalog table, e.g. &quot;6 fly&quot;.</extracomment>
        <translation>%1 Fliegen</translation>
    </message>
    <message>
        <source>%1 burrow</source>
        <extracomment>Speed of a burrowing creature in the catalog table, e.g. &quot;4 burrow&quot;.</extracomment>
        <translation>%1 Graben</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Fliegen</translation>
    </message>
    <message>
        <source>Burrow</source>
        <translation>Graben</translation>
    </message>
</context>
<context>
    <name>ddm::PowerListModel</name>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Anwendungen</translation>
    </message>
</context>
<context>
    <name>ddm::QueryExamples</name>
    <message>
        <source>Cards with &quot;dragon&quot; in the name</source>
        <translation>Karten mit „dragon“ im Namen</translation>
    </message>
    <message>
        <source>Names containing the phrase &quot;fire giant&quot;</source>
        <translation>Namen, die die Wortfolge „fire giant“ enthalten</translation>
    </message>
    <message>
        <source>Elves that cost 20 points or less</source>
        <translation>Elfen, die 20 Punkte oder weniger kosten</translation>
    </message>
    <message>
        <source>Any keyword beginning with &quot;drag&quot;</source>
        <translation>Jedes Schlüsselwort, das mit „drag“ beginnt</translation>
    </message>
    <message>
        <source>Good creatures of the Civilization faction</source>
        <translation>Gute Kreaturen der Fraktion Civilization</translation>
    </message>
    <message>
        <source>Costs 10 to 20 points and is not Unique</source>
        <translation>Kostet 10 bis 20 Punkte und ist nicht einzigartig</translation>
    </message>
    <message>
        <source>Champions with a champion rating of 3 or more</source>
        <translation>Champions mit einem Champion-Wert von 3 oder mehr</translation>
    </message>
    <message>
        <source>Fliers, and cards whose powers mention flight</source>
        <translation>Flieger und Karten, deren Kräfte „flight“ erwähnen</translation>
    </message>
    <message>
        <source>Neither Underdark nor Wild</source>
        <translation>Weder Underdark noch Wild</translation>
    </message>
    <message>
        <source>Large or bigger, with more than 100 hit points</source>
        <translation>Groß oder größer, mit mehr als 100 Trefferpunkten</translation>
    </message>
    <message>
        <source>Giants from the Storm King&apos;s Thunder set</source>
        <translation>Riesen aus dem Set Storm King&apos;s Thunder</translation>
    </message>
    <message>
        <source>Non-Unique cards with a champion power</source>
        <translation>Nicht einzigartige Karten mit einer Champion-Kraft</translation>
    </message>
    <message>
        <source>Fast creatures in your collection</source>
        <translation>Schnelle Kreaturen in Ihrer Sammlung</translation>
    </message>
    <message>
        <source>Rare Harbinger miniatures numbered up to 20</source>
        <translation>Seltene Harbinger-Miniaturen mit Nummer bis 20</translation>
    </message>
</context>
<context>
    <name>ddm::RulesLink</name>
    <message>
        <source>there is no rule %1; %2 is %3 (%4)</source>
        <translation>es gibt keine Regel %1; %2 ist %3 (%4)</translation>
    </message>
    <message>
        <source>there is no rule %1</source>
        <translation>es gibt keine Regel %1</translation>
    </message>
    <message>
        <source>there is no rule %1 and no rule about %2 was found</source>
        <translation>es gibt keine Regel %1, und es wurde keine Regel zu %2 gefunden</translation>
    </message>
    <message>
        <source>rule %1 is about %2; %3 is %4 (%5)</source>
        <translation>Regel %1 behandelt %2; %3 ist %4 (%5)</translation>
    </message>
    <message>
        <source>rule %1 is about %2, not %3; no rule about %3 was found</source>
        <translation>Regel %1 behandelt %2, nicht %3; es wurde keine Regel zu %3 gefunden</translation>
    </message>
    <message>
        <source>page %1 is not in this partial document; &quot;%2&quot; was found by its title</source>
        <translation>Seite %1 ist nicht in diesem Teildokument; „%2“ wurde über den Titel gefunden</translation>
    </message>
    <message>
        <source>%1 is on page %2, not page %3</source>
        <translation>%1 steht auf Seite %2, nicht auf Seite %3</translation>
    </message>
    <message>
        <source>page %1 is not in the imported text of this document</source>
        <translation>Seite %1 ist nicht im importierten Text dieses Dokuments</translation>
    </message>
    <message>
        <source>no glossary defines %1</source>
        <translation>kein Glossar definiert %1</translation>
    </message>
    <message>
        <source>page %1 is in the 2008 Battle Rules, which are not imported</source>
        <translation>Seite %1 steht in den Battle Rules von 2008, die nicht importiert sind</translation>
    </message>
</context>
<context>
    <name>ddm::SetCardsModel</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>collector number, column title</comment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Besitz</translation>
    </message>
</context>
<context>
    <name>ddm::SetCompletionModel</name>
    <message>
        <source>%1%</source>
        <comment>percent of a set owned</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n card(s) owned, %3</source>
        <translation>
            <numerusform>%1: %2 von %n Karte im Besitz, %3</numerusform>
            <numerusform>%1: %2 von %n Karten im Besitz, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n copies</source>
        <translation>
            <numerusform>%n Exemplar</numerusform>
            <numerusform>%n Exemplare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::StatCardHtml</name>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Special powers</source>
        <translation>Spezialkräfte</translation>
    </message>
    <message>
        <source>Champion powers</source>
        <translation>Champion-Kräfte</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>%1 &amp;times; %2</source>
        <translation>%1 &amp;times; %2</translation>
    </message>
    <message>
        <source>AC</source>
        <translation>RK</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Zäh</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Refl</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Wille</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>%1 (bloodied %2)</source>
        <translation>%1 (angeschlagen %2)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>%1 (custom card)</source>
        <translation>%1 (eigene Karte)</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Champion rating %1</source>
        <translation>Champion-Wert %1</translation>
    </message>
    <message>
        <source>Champion rating</source>
        <translation>Champion-Wert</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
</context>
<context>
    <name>ddm::ViolationModel</name>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>ddm::WarbandDocument</name>
    <message>
        <source>Untitled warband</source>
        <translation>Unbenannte Kriegsschar</translation>
    </message>
</context>
<context>
    <name>ddm::WarbandEntryModel</name>
    <message>
        <source>Not legal</source>
        <translation>Nicht legal</translation>
    </message>
    <message>
        <source>Breaks %1</source>
        <translation>Verstoß: %1</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
</context>
<context>
    <name>ddm::gui::BattleLogView</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <translation>Gelegenheitsangriff</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Condition ends</source>
        <translation>Zustand endet</translation>
    </message>
    <message>
        <source>Ongoing damage</source>
        <translation>Andauernder Schaden</translation>
    </message>
    <message>
        <source>Saving throw</source>
        <translation>Rettungswurf</translation>
    </message>
    <message>
        <source>Forced movement</source>
        <translation>Erzwungene Bewegung</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Recharge</source>
        <translation>Aufladen</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Turn ends</source>
        <translation>Zug endet</translation>
    </message>
    <message>
        <source>Round ends</source>
        <translation>Runde endet</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>attack roll</source>
        <translation>Angriffswurf</translation>
    </message>
    <message>
        <source>concealment</source>
        <translation>Tarnung</translation>
    </message>
    <message>
        <source>saving throw</source>
        <translation>Rettungswurf</translation>
    </message>
    <message>
        <source>confusion</source>
        <translation>Verwirrung</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>champion order</source>
        <translation>Champion-Reihenfolge</translation>
    </message>
    <message>
        <source>dangerous terrain</source>
        <translation>gefährliches Gelände</translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>d20: %1</source>
        <translation>W20: %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>wandering monster</source>
        <translation>Wanderndes Monster</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>Von Hand</translation>
    </message>
    <message>
        <source>survival</source>
        <translation>Überleben</translation>
    </message>
</context>
<context>
    <name>ddm::gui::BattleTracker</name>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>acting</source>
        <translation>handelt</translation>
    </message>
    <message>
        <source>activated</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Spielende: unentschieden.</translation>
    </message>
    <message>
        <source>Victory points: A %1, B %2 (target %3)</source>
        <translation>Siegpunkte: A %1, B %2 (Ziel %3)</translation>
    </message>
    <message>
        <source>Set-up: arrange your creatures in your start areas, then Start Round rolls initiative for round 1.</source>
        <translation>Aufstellung: Stelle deine Kreaturen in deinen Startbereichen auf, dann würfelt „Runde starten“ die Initiative für Runde 1.</translation>
    </message>
    <message>
        <source>Round %1 is over: Start Round rolls initiative for round %2.</source>
        <translation>Runde %1 ist vorbei: „Runde starten“ würfelt die Initiative für Runde %2.</translation>
    </message>
    <message>
        <source>Round %1: %2 is activating, turn %3 of %4.</source>
        <translation>Runde %1: %2 aktiviert, Zug %3 von %4.</translation>
    </message>
    <message>
        <source>%1 %2 acts: move, attack or use a power, then End Turn.</source>
        <translation>%1 %2 handelt: bewegen, angreifen oder eine Kraft einsetzen, dann „Zug beenden“.</translation>
    </message>
    <message>
        <source>Pick a creature of %1 to activate, or End Round to let all the rest pass.</source>
        <translation>Wähle eine Kreatur von %1 zum Aktivieren, oder „Runde beenden“, um alle übrigen passen zu lassen.</translation>
    </message>
    <message>
        <source>Game over: %1 wins (rule %2).</source>
        <translation>Spielende: %1 gewinnt (Regel %2).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n VP</source>
        <translation>
            <numerusform>%1: %n SP</numerusform>
            <numerusform>%1: %n SP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::BoardView</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>Karte &amp;einpassen</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CardView</name>
    <message>
        <source>Select a creature to see its card.</source>
        <translation>Wählen Sie eine Kreatur aus, um ihre Karte zu sehen.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CatalogBrowser</name>
    <message>
        <source>No recent filters</source>
        <translation>Keine zuletzt verwendeten Filter</translation>
    </message>
    <message>
        <source>Save filter</source>
        <translation>Filter speichern</translation>
    </message>
    <message>
        <source>Save the filter “%1” as:</source>
        <translation>Den Filter „%1“ speichern unter:</translation>
    </message>
    <message>
        <source>Only a good, non-empty filter can be saved.</source>
        <translation>Nur ein gültiger, nicht leerer Filter kann gespeichert werden.</translation>
    </message>
    <message>
        <source>The filter was not saved: %1</source>
        <translation>Der Filter wurde nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s)</source>
        <translation>
            <numerusform>%1 von %n Kreatur</numerusform>
            <numerusform>%1 von %n Kreaturen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::CatalogItemDelegate</name>
    <message>
        <source>Civ</source>
        <comment>faction</comment>
        <translation>Civ</translation>
    </message>
    <message>
        <source>Bor</source>
        <comment>faction</comment>
        <translation>Bor</translation>
    </message>
    <message>
        <source>Und</source>
        <comment>faction</comment>
        <translation>Und</translation>
    </message>
    <message>
        <source>Wild</source>
        <comment>faction</comment>
        <translation>Wild</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CollectionImportDialog</name>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Import Collection</source>
        <translation>Sammlung importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CollectionImportReport</name>
    <message>
        <source>Import of %1</source>
        <translation>Import von %1</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Die Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Nothing was imported: the file could not be read to its end. Fix the lines below and import it again.</source>
        <translation>Es wurde nichts importiert: Die Datei konnte nicht bis zum Ende gelesen werden. Korrigieren Sie die unten aufgeführten Zeilen und importieren Sie die Datei erneut.</translation>
    </message>
    <message>
        <source>Nothing was imported: the collection could not be saved (%1).</source>
        <translation>Es wurde nichts importiert: Die Sammlung konnte nicht gespeichert werden (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card(s).</source>
        <translation>
            <numerusform>%n Karte importiert.</numerusform>
            <numerusform>%n Karten importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your collection now has %n copies.</source>
        <translation>
            <numerusform>Ihre Sammlung umfasst jetzt %n Exemplar.</numerusform>
            <numerusform>Ihre Sammlung umfasst jetzt %n Exemplare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) were left out; the list below gives the reasons.</source>
        <translation>
            <numerusform>%n Zeile wurde ausgelassen; die Liste unten nennt den Grund.</numerusform>
            <numerusform>%n Zeilen wurden ausgelassen; die Liste unten nennt die Gründe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::CollectionPanel</name>
    <message numerus="yes">
        <source>%n copies</source>
        <translation>
            <numerusform>%n Exemplar</numerusform>
            <numerusform>%n Exemplare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s) owned, %2.</source>
        <translation>
            <numerusform>%1 von %n Kreatur im Besitz, %2.</numerusform>
            <numerusform>%1 von %n Kreaturen im Besitz, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Collection</source>
        <translation>Sammlung exportieren</translation>
    </message>
    <message>
        <source>collection.csv</source>
        <translation>sammlung.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The collection could not be saved to %1: %2</source>
        <translation>Die Sammlung konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CorrectionDialog</name>
    <message>
        <source>&amp;Cost</source>
        <translation>&amp;Kosten</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Stufe</translation>
    </message>
    <message>
        <source>&amp;AC</source>
        <translation>&amp;RK</translation>
    </message>
    <message>
        <source>&amp;Fortitude</source>
        <translation>&amp;Zähigkeit</translation>
    </message>
    <message>
        <source>&amp;Reflex</source>
        <translation>Re&amp;flex</translation>
    </message>
    <message>
        <source>&amp;Will</source>
        <translation>&amp;Wille</translation>
    </message>
    <message>
        <source>S&amp;peed</source>
        <translation>&amp;Bewegungsrate</translation>
    </message>
    <message>
        <source>&amp;HP</source>
        <translation>&amp;TP</translation>
    </message>
    <message>
        <source>Catalog: unknown</source>
        <translation>Katalog: unbekannt</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>Katalog: %1</translation>
    </message>
    <message>
        <source>Checked fields replace the catalog&apos;s values wherever the card shows. The catalog itself is not changed.</source>
        <translation>Angekreuzte Felder ersetzen die Werte des Katalogs überall, wo die Karte angezeigt wird. Der Katalog selbst wird nicht verändert.</translation>
    </message>
    <message>
        <source>C&amp;lear Correction</source>
        <translation>Korrektur &amp;löschen</translation>
    </message>
    <message>
        <source>Correct %1 (%2)</source>
        <translation>%1 (%2) korrigieren</translation>
    </message>
    <message>
        <source>Correct a Card</source>
        <translation>Karte korrigieren</translation>
    </message>
    <message>
        <source>This card is not in the catalog: only catalog cards are corrected.</source>
        <translation>Diese Karte ist nicht im Katalog: Nur Katalogkarten können korrigiert werden.</translation>
    </message>
    <message>
        <source>C&amp;hampion rating</source>
        <translation>&amp;Champion-Wert</translation>
    </message>
    <message>
        <source>not a champion</source>
        <translation>kein Champion</translation>
    </message>
    <message>
        <source>&amp;Movement</source>
        <translation>Bewegungs&amp;art</translation>
    </message>
    <message>
        <source>Ali&amp;gnment</source>
        <translation>&amp;Gesinnung</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>Größ&amp;e</translation>
    </message>
    <message>
        <source>Rarit&amp;y</source>
        <translation>Selte&amp;nheit</translation>
    </message>
    <message>
        <source>Collector n&amp;umber</source>
        <translation>Sa&amp;mmlernummer</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CreaturePanel</name>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>close</source>
        <translation>Nah</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>: +%1 vs. %2</source>
        <translation>: +%1 gegen %2</translation>
    </message>
    <message>
        <source> - resolve by hand</source>
        <translation> – von Hand abwickeln</translation>
    </message>
    <message>
        <source>No creature selected: click one on the board.</source>
        <translation>Keine Kreatur gewählt: klicke eine auf dem Spielfeld an.</translation>
    </message>
    <message>
        <source>HP %1 of %2, AC %3, Fort %4, Ref %5, Will %6, Speed %7</source>
        <translation>TP %1 von %2, RK %3, Zäh %4, Ref %5, Wil %6, Bewegung %7</translation>
    </message>
    <message>
        <source>, bloodied</source>
        <translation>, angeschlagen</translation>
    </message>
    <message>
        <source>Resolve by hand (the sandbox does not run these):</source>
        <translation>Von Hand abwickeln (die Sandbox führt diese nicht aus):</translation>
    </message>
    <message>
        <source>&amp;Roll Attack</source>
        <translation>Angriff &amp;würfeln</translation>
    </message>
    <message>
        <source>Make the chosen attack against the aimed targets</source>
        <translation>Den gewählten Angriff gegen die anvisierten Ziele ausführen</translation>
    </message>
    <message>
        <source>C&amp;harge</source>
        <translation>&amp;Sturmangriff</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>Healing &amp;Font</source>
        <translation>&amp;Heilquelle</translation>
    </message>
    <message>
        <source>Instead of its attack action, heal at the healing font this creature began its turn next to (rule 1011.2)</source>
        <translation>Statt der Angriffsaktion an der Heilquelle heilen, neben der diese Kreatur ihren Zug begonnen hat (Regel 1011.2)</translation>
    </message>
    <message>
        <source> - used</source>
        <translation> - verbraucht</translation>
    </message>
    <message>
        <source>Rechar&amp;ge</source>
        <translation>&amp;Aufladen</translation>
    </message>
    <message>
        <source>Restore a use of the chosen power as its card allows, e.g. &quot;RECHARGE as a move action&quot; (rules 406.2, 703.5)</source>
        <translation>Eine Anwendung der gewählten Kraft so wiederherstellen, wie ihre Karte es erlaubt, z. B. „RECHARGE as a move action“ (Regeln 406.2, 703.5)</translation>
    </message>
    <message>
        <source>, champion power uses %1 of %2</source>
        <translation>, Champion-Kraft-Einsätze %1 von %2</translation>
    </message>
    <message>
        <source>&amp;Use Power</source>
        <translation>Kraft &amp;einsetzen</translation>
    </message>
    <message>
        <source>Use a special power that takes an action of its own, e.g. &quot;Minor action: Shift 2&quot; (rule 703.1)</source>
        <translation>Eine Spezialkraft einsetzen, die eine eigene Aktion kostet, z. B. &quot;Minor action: Shift 2&quot; (Regel 703.1)</translation>
    </message>
    <message>
        <source>Move next to the aimed target and make a basic attack, or the chosen attack when its card allows it on a charge (rule 413.3)</source>
        <translation>Neben das anvisierte Ziel ziehen und einen Grundangriff ausführen, oder den gewählten Angriff, wenn seine Karte ihn beim Sturmangriff erlaubt (Regel 413.3)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CsvProblemText</name>
    <message>
        <source>This line is not UTF-8 text, so nothing was read. Save the file as &quot;CSV UTF-8&quot; and import it again.</source>
        <translation>Diese Zeile ist kein UTF-8-Text, daher wurde nichts gelesen. Speichern Sie die Datei als „CSV UTF-8“ und importieren Sie sie erneut.</translation>
    </message>
    <message>
        <source>The file is empty. It needs the header line name,set,count.</source>
        <translation>Die Datei ist leer. Sie braucht die Kopfzeile name,set,count.</translation>
    </message>
    <message>
        <source>The header has no column &quot;%1&quot;, so nothing was read. The first line must name the columns name, set and count.</source>
        <translation>Die Kopfzeile hat keine Spalte „%1“, daher wurde nichts gelesen. Die erste Zeile muss die Spalten name, set und count nennen.</translation>
    </message>
    <message>
        <source>A quoted field starts here and never ends, so the rest of the file could not be read.</source>
        <translation>Hier beginnt ein Feld in Anführungszeichen, das nie endet, daher konnte der Rest der Datei nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The count &quot;%1&quot; is not a whole number from 0 to %2.</source>
        <translation>Die Anzahl „%1“ ist keine ganze Zahl von 0 bis %2.</translation>
    </message>
    <message>
        <source>No card &quot;%1&quot; is in the set &quot;%2&quot;.</source>
        <translation>Im Set „%2“ gibt es keine Karte „%1“.</translation>
    </message>
    <message>
        <source>The card is listed on line %1 too: the counts were added.</source>
        <translation>Die Karte steht auch in Zeile %1: Die Anzahlen wurden addiert.</translation>
    </message>
    <message>
        <source>With the rows before, the card&apos;s count would be %1, more than %2.</source>
        <translation>Mit den vorherigen Zeilen wäre die Anzahl der Karte %1, mehr als %2.</translation>
    </message>
    <message>
        <source>The card&apos;s name is missing.</source>
        <translation>Der Name der Karte fehlt.</translation>
    </message>
    <message>
        <source>The set is missing.</source>
        <translation>Das Set fehlt.</translation>
    </message>
    <message>
        <source>The count is missing.</source>
        <translation>Die Anzahl fehlt.</translation>
    </message>
    <message numerus="yes">
        <source>The row has %n field(s), more than the header. A name with a comma must be in double quotes.</source>
        <translation>
            <numerusform>Die Zeile hat %n Feld, mehr als die Kopfzeile. Ein Name mit Komma muss in doppelten Anführungszeichen stehen.</numerusform>
            <numerusform>Die Zeile hat %n Felder, mehr als die Kopfzeile. Ein Name mit Komma muss in doppelten Anführungszeichen stehen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::CustomCardsManager</name>
    <message>
        <source>Applied</source>
        <translation>Angewendet</translation>
    </message>
    <message>
        <source>Card not in the catalog</source>
        <translation>Karte nicht im Katalog</translation>
    </message>
    <message>
        <source>Remove your correction of %1? The card will show as printed.</source>
        <translation>Ihre Korrektur von %1 entfernen? Die Karte wird dann wie gedruckt angezeigt.</translation>
    </message>
    <message>
        <source>Delete %1? This cannot be undone.</source>
        <translation>%1 löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>%1 could not be deleted: %2</source>
        <translation>%1 konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>To correct a catalog card, select it in the catalog and choose Edit &gt; Correct This Card….</source>
        <translation>Um eine Katalogkarte zu korrigieren, wählen Sie sie im Katalog aus und dann Bearbeiten &gt; Diese Karte korrigieren….</translation>
    </message>
</context>
<context>
    <name>ddm::gui::CustomCreatureDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>New Custom Creature</source>
        <translation>Neue eigene Kreatur</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>ddm::gui::DiceEntryDialog</name>
    <message>
        <source>Enter a d20</source>
        <translation>W20 eingeben</translation>
    </message>
    <message>
        <source>%1.
Enter the d20 you rolled:</source>
        <translation>%1.
Gib den gewürfelten W20 ein:</translation>
    </message>
</context>
<context>
    <name>ddm::gui::FieldErrorDisplay</name>
    <message>
        <source>This must not be empty.</source>
        <translation>Dieses Feld darf nicht leer sein.</translation>
    </message>
    <message>
        <source>This value is outside what a card can have.</source>
        <translation>Dieser Wert liegt außerhalb dessen, was eine Karte haben kann.</translation>
    </message>
    <message>
        <source>Choose at least one faction.</source>
        <translation>Wählen Sie mindestens eine Fraktion.</translation>
    </message>
    <message>
        <source>Another card already has this name in this set.</source>
        <translation>Eine andere Karte in diesem Set hat bereits diesen Namen.</translation>
    </message>
    <message>
        <source>The card no longer exists.</source>
        <translation>Die Karte existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Catalog cards cannot be edited, only corrected.</source>
        <translation>Katalogkarten können nicht bearbeitet, nur korrigiert werden.</translation>
    </message>
    <message>
        <source>The change could not be saved: %1</source>
        <translation>Die Änderung konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>ddm::gui::ItemDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>New Item</source>
        <translation>Neuer Gegenstand</translation>
    </message>
</context>
<context>
    <name>ddm::gui::JumpBox</name>
    <message>
        <source>Nearest: %1</source>
        <translation>Nächstgelegen: %1</translation>
    </message>
    <message>
        <source>Jump to Rule</source>
        <translation>Zu Regel springen</translation>
    </message>
    <message>
        <source>&amp;Rule number, id, term or ddm:// link:</source>
        <translation>&amp;Regelnummer, ID, Begriff oder ddm://-Link:</translation>
    </message>
    <message>
        <source>611.3, r611, §611, B2, conceal, ddm://rule/611.3</source>
        <translation>611.3, r611, §611, B2, conceal, ddm://rule/611.3</translation>
    </message>
</context>
<context>
    <name>ddm::gui::LinkRouter</name>
    <message>
        <source>No card named “%1” is in the catalog.</source>
        <translation>Im Katalog gibt es keine Karte namens „%1“.</translation>
    </message>
    <message>
        <source>“%1” is not a link this app opens.</source>
        <translation>„%1“ ist kein Link, den diese App öffnet.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::LinkedTextHtml</name>
    <message>
        <source>The link leads to %1.</source>
        <translation>Der Link führt zu %1.</translation>
    </message>
    <message>
        <source>Corrected reference “%1”: %2.</source>
        <translation>Korrigierter Verweis „%1“: %2.</translation>
    </message>
    <message>
        <source>Unverified reference “%1”: %2.</source>
        <translation>Unbestätigter Verweis „%1“: %2.</translation>
    </message>
    <message>
        <source>Broken reference “%1”: %2.</source>
        <translation>Ungültiger Verweis „%1“: %2.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::ListImportDialog</name>
    <message>
        <source>as written; in several sets</source>
        <translation>wie geschrieben; in mehreren Sets</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>wie geschrieben</translation>
    </message>
    <message>
        <source>spelt differently</source>
        <translation>anders geschrieben</translation>
    </message>
    <message>
        <source>a near name: check it</source>
        <translation>ein ähnlicher Name: bitte prüfen</translation>
    </message>
    <message>
        <source>the version of the stated cost</source>
        <translation>die Fassung mit den angegebenen Kosten</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Import a Warband List</source>
        <translation>Kriegsschar-Liste importieren</translation>
    </message>
    <message>
        <source>As written</source>
        <translation>Wie geschrieben</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>&amp;Open as Warband</source>
        <translation>Als Kriegsschar ö&amp;ffnen</translation>
    </message>
    <message>
        <source>(leave out)</source>
        <translation>(weglassen)</translation>
    </message>
    <message>
        <source>Where the list and the warband differ:
%1</source>
        <translation>Wo Liste und Kriegsschar voneinander abweichen:
%1</translation>
    </message>
    <message>
        <source>Not read as creatures:
%1</source>
        <translation>Nicht als Kreaturen gelesen:
%1</translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) found.</source>
        <translation>
            <numerusform>%n Kreatur gefunden.</numerusform>
            <numerusform>%n Kreaturen gefunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) left out: choose a card for each, or leave it out.</source>
        <translation>
            <numerusform>%n Eintrag weggelassen: Wähle eine Karte dafür oder lass ihn weg.</numerusform>
            <numerusform>%n Einträge weggelassen: Wähle jeweils eine Karte oder lass sie weg.</numerusform>
        </translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation>(weggelassen)</translation>
    </message>
</context>
<context>
    <name>ddm::gui::MainMenus</name>
    <message>
        <source>About DDM Companion</source>
        <translation>Über DDM Companion</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Copy for Forums</source>
        <translation>Für &amp;Foren kopieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New Warband</source>
        <translation>&amp;Neue Kriegsschar</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Plain &amp;Text…</source>
        <translation>Reiner &amp;Text…</translation>
    </message>
    <message>
        <source>&amp;BBCode…</source>
        <translation>&amp;BBCode…</translation>
    </message>
    <message>
        <source>&amp;Markdown…</source>
        <translation>&amp;Markdown…</translation>
    </message>
    <message>
        <source>&amp;PDF Roster…</source>
        <translation>&amp;PDF-Aufstellung…</translation>
    </message>
    <message>
        <source>As Plain &amp;Text</source>
        <translation>Als reiner &amp;Text</translation>
    </message>
    <message>
        <source>As &amp;BBCode</source>
        <translation>Als &amp;BBCode</translation>
    </message>
    <message>
        <source>As &amp;Markdown</source>
        <translation>Als &amp;Markdown</translation>
    </message>
    <message>
        <source>&amp;Print Roster…</source>
        <translation>Aufstellung &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Close Warband</source>
        <translation>Kriegsschar s&amp;chließen</translation>
    </message>
    <message>
        <source>Import &amp;Catalog…</source>
        <translation>&amp;Katalog importieren…</translation>
    </message>
    <message>
        <source>&amp;Import Collection (CSV)…</source>
        <translation>Sammlung &amp;importieren (CSV)…</translation>
    </message>
    <message>
        <source>E&amp;xport Collection (CSV)…</source>
        <translation>Sammlung e&amp;xportieren (CSV)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Find in Catalog</source>
        <translation>Im Katalog &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Add to Warband	Enter</source>
        <translation>Zur Kriegsschar &amp;hinzufügen	Eingabe</translation>
    </message>
    <message>
        <source>&amp;Remove from Warband	Del</source>
        <translation>Aus der Kriegsschar en&amp;tfernen	Entf</translation>
    </message>
    <message>
        <source>New Custom &amp;Creature…</source>
        <translation>Neue eigene &amp;Kreatur…</translation>
    </message>
    <message>
        <source>C&amp;orrect This Card…</source>
        <translation>Diese Karte k&amp;orrigieren…</translation>
    </message>
    <message>
        <source>New &amp;Item…</source>
        <translation>Neuer &amp;Gegenstand…</translation>
    </message>
    <message>
        <source>&amp;Manage Custom Cards…</source>
        <translation>Eigene Karten &amp;verwalten…</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Only What I &amp;Own</source>
        <translation>Nur im &amp;Besitz</translation>
    </message>
    <message>
        <source>Can I &amp;Field This?</source>
        <translation>Kann ich das &amp;aufstellen?</translation>
    </message>
    <message>
        <source>&amp;About DDM Companion</source>
        <translation>&amp;Über DDM Companion</translation>
    </message>
    <message>
        <source>&amp;Filter Examples</source>
        <translation>&amp;Filterbeispiele</translation>
    </message>
    <message>
        <source>Import R&amp;ules…</source>
        <translation>&amp;Regeln importieren…</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>Regel&amp;referenz</translation>
    </message>
    <message>
        <source>&amp;Jump to Rule…</source>
        <translation>Zu Regel &amp;springen…</translation>
    </message>
    <message>
        <source>Open in &amp;Sandbox...</source>
        <translation>Im &amp;Sandkasten öffnen...</translation>
    </message>
    <message>
        <source>&amp;Map Editor</source>
        <translation>&amp;Karteneditor</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;DDM Companion %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Warband builder, collection tracker, rules reference and battle sandbox for the D&amp;amp;D Miniatures Game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or any later version: you may share and change it under its terms. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Card and rule texts belong to their publishers; they are read from your own copies at import time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;DDM Companion %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Kriegsschar-Editor, Sammlungsverwaltung, Regelreferenz und Kampf-Sandbox für das D&amp;amp;D Miniatures Game.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder jeder späteren Version: Sie dürfen sie nach deren Bedingungen weitergeben und verändern. Sie kommt ohne jede Gewährleistung.&lt;/p&gt;&lt;p&gt;Karten- und Regeltexte gehören ihren Verlagen; sie werden beim Import aus Ihren eigenen Exemplaren gelesen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Import Si&amp;zes and Rarities…</source>
        <translation>Grö&amp;ßen und Seltenheiten importieren…</translation>
    </message>
    <message>
        <source>Import &amp;List…</source>
        <translation>&amp;Liste importieren…</translation>
    </message>
    <message>
        <source>&amp;Paste List</source>
        <translation>Liste &amp;einfügen</translation>
    </message>
</context>
<context>
    <name>ddm::gui::MainWindow</name>
    <message>
        <source>No catalog imported: use File &gt; Import Catalog… or run ddm-tool import-catalog FILE.</source>
        <translation>Kein Katalog importiert: Wählen Sie Datei &gt; Katalog importieren… oder führen Sie ddm-tool import-catalog DATEI aus.</translation>
    </message>
    <message numerus="yes">
        <source>The catalog now holds %n creature(s).</source>
        <translation>
            <numerusform>Der Katalog enthält jetzt %n Kreatur.</numerusform>
            <numerusform>Der Katalog enthält jetzt %n Kreaturen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation>Katalog importieren</translation>
    </message>
    <message>
        <source>Card catalogs (*.json);;All files (*)</source>
        <translation>Kartenkataloge (*.json);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n creature(s)</source>
        <translation>
            <numerusform>%n Kreatur importiert</numerusform>
            <numerusform>%n Kreaturen importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not imported; the previous catalog is unchanged.</source>
        <translation>%1 wurde nicht importiert; der bisherige Katalog bleibt unverändert.</translation>
    </message>
    <message>
        <source>DDM Companion</source>
        <translation>DDM Companion</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Stat Card</source>
        <translation>Werte-Karte</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Import Rules</source>
        <translation>Regeln importieren</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n rule document(s)</source>
        <translation>
            <numerusform>%n Regeldokument importiert</numerusform>
            <numerusform>%n Regeldokumente importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>The rule documents in %1 were not imported; the previous rules are unchanged.</source>
        <translation>Die Regeldokumente in %1 wurden nicht importiert; die bisherigen Regeln bleiben unverändert.</translation>
    </message>
    <message>
        <source>The rule documents in %1 were imported but cannot be read until the app is restarted.</source>
        <translation>Die Regeldokumente in %1 wurden importiert, können aber erst nach einem Neustart der App gelesen werden.</translation>
    </message>
    <message>
        <source>Rules Reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <source>Some autosaves do not read and were left in %1: %2</source>
        <translation>Einige automatische Sicherungen sind nicht lesbar und blieben in %1: %2</translation>
    </message>
    <message>
        <source>Cannot restore battle</source>
        <translation>Kampf kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>The autosave %1 was not restored:
%2</source>
        <translation>Die automatische Sicherung %1 wurde nicht wiederhergestellt:
%2</translation>
    </message>
    <message>
        <source>Sandbox battle, never saved</source>
        <translation>Sandbox-Kampf, nie gespeichert</translation>
    </message>
    <message>
        <source>Sandbox battle %1</source>
        <translation>Sandbox-Kampf %1</translation>
    </message>
    <message>
        <source>Warband %1</source>
        <translation>Kriegsschar %1</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>%1[*] - DDM Companion</source>
        <translation>%1[*] – DDM Companion</translation>
    </message>
    <message>
        <source>Import Sizes and Rarities</source>
        <translation>Größen und Seltenheiten importieren</translation>
    </message>
    <message>
        <source>Import the card catalog first: the sizes and rarities are added to it.</source>
        <translation>Importieren Sie zuerst den Kartenkatalog: Größen und Seltenheiten werden ihm hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) of %1 have a size</source>
        <translation>
            <numerusform>%n von %1 Kreaturen hat eine Größe</numerusform>
            <numerusform>%n von %1 Kreaturen haben eine Größe</numerusform>
        </translation>
    </message>
    <message>
        <source>Where is the catalog %1?</source>
        <translation>Wo ist der Katalog %1?</translation>
    </message>
</context>
<context>
    <name>ddm::gui::MapBrush</name>
    <message>
        <source>Remove areas</source>
        <translation>Bereiche entfernen</translation>
    </message>
    <message>
        <source>Clear terrain</source>
        <translation>Gelände entfernen</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Add start area %1</source>
        <translation>Startbereich %1 hinzufügen</translation>
    </message>
    <message>
        <source>Add victory area %1</source>
        <translation>Siegbereich %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>ddm::gui::MapEditor</name>
    <message>
        <source>Untitled map</source>
        <translation>Unbenannte Karte</translation>
    </message>
    <message>
        <source>Cannot open map</source>
        <translation>Karte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 is not a map this app can read:
%2</source>
        <translation>%1 ist keine Karte, die diese App lesen kann:
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>Battle maps (*.json);;All files (*)</source>
        <translation>Kampfkarten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>map</source>
        <translation>karte</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>Karte speichern</translation>
    </message>
    <message>
        <source>Battle maps (*.json)</source>
        <translation>Kampfkarten (*.json)</translation>
    </message>
    <message>
        <source>Cannot save map</source>
        <translation>Karte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 (%2) [*] - Map Editor</source>
        <translation>%1 (%2) [*] – Karteneditor</translation>
    </message>
    <message>
        <source>Rename map</source>
        <translation>Karte umbenennen</translation>
    </message>
    <message>
        <source>&amp;New Map...</source>
        <translation>&amp;Neue Karte...</translation>
    </message>
    <message>
        <source>&amp;Open Map...</source>
        <translation>Karte ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Sample Map</source>
        <translation>&amp;Beispielkarte öffnen</translation>
    </message>
    <message>
        <source>&amp;Save Map</source>
        <translation>Karte &amp;speichern</translation>
    </message>
    <message>
        <source>Save Map &amp;As...</source>
        <translation>Karte speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Paint &amp;Terrain</source>
        <translation>&amp;Gelände malen</translation>
    </message>
    <message>
        <source>Start Area &amp;A</source>
        <translation>Startbereich &amp;A</translation>
    </message>
    <message>
        <source>Start Area &amp;B</source>
        <translation>Startbereich &amp;B</translation>
    </message>
    <message>
        <source>Victory Area A</source>
        <translation>Siegbereich A</translation>
    </message>
    <message>
        <source>Victory Area B</source>
        <translation>Siegbereich B</translation>
    </message>
    <message>
        <source>Victory Area A&amp;&amp;B</source>
        <translation>Siegbereich A&amp;&amp;B</translation>
    </message>
    <message>
        <source>&amp;Erase Areas</source>
        <translation>Bereiche &amp;löschen</translation>
    </message>
    <message>
        <source>Click or drag to paint the chosen terrain; right button clears, Shift adds to a square&apos;s terrain</source>
        <translation>Klicken oder ziehen, um das gewählte Gelände zu malen; die rechte Taste entfernt es, Umschalt fügt es dem Gelände eines Feldes hinzu</translation>
    </message>
    <message>
        <source>Drag a rectangle: start area of side A</source>
        <translation>Ein Rechteck ziehen: Startbereich von Seite A</translation>
    </message>
    <message>
        <source>Drag a rectangle: start area of side B</source>
        <translation>Ein Rechteck ziehen: Startbereich von Seite B</translation>
    </message>
    <message>
        <source>Drag a rectangle: victory area of side A</source>
        <translation>Ein Rechteck ziehen: Siegbereich von Seite A</translation>
    </message>
    <message>
        <source>Drag a rectangle: victory area of side B</source>
        <translation>Ein Rechteck ziehen: Siegbereich von Seite B</translation>
    </message>
    <message>
        <source>Drag a rectangle: victory area shared by both sides</source>
        <translation>Ein Rechteck ziehen: Siegbereich beider Seiten</translation>
    </message>
    <message>
        <source>Click a square to remove the areas on it</source>
        <translation>Ein Feld anklicken, um seine Bereiche zu entfernen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Kartenname</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Mark the map&apos;s size</source>
        <translation>Kartengröße angeben</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Gr&amp;öße:</translation>
    </message>
    <message>
        <source>Not marked</source>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <source>Full size (200, 500 and 1000 points)</source>
        <translation>Volle Größe (200, 500 und 1000 Punkte)</translation>
    </message>
    <message>
        <source>Half size (50 and 100 points)</source>
        <translation>Halbe Größe (50 und 100 Punkte)</translation>
    </message>
    <message>
        <source>Warbands name their map; its size is checked against their format (CRG 101.2–101.6)</source>
        <translation>Kriegsscharen nennen ihre Karte; ihre Größe wird gegen das Format geprüft (CRG 101.2–101.6)</translation>
    </message>
</context>
<context>
    <name>ddm::gui::MissingCopiesDialog</name>
    <message>
        <source>Can I field %1?</source>
        <translation>Kann ich %1 aufstellen?</translation>
    </message>
    <message>
        <source>Your collection holds every copy this warband needs.</source>
        <translation>Ihre Sammlung enthält alle Exemplare, die diese Kriegsschar braucht.</translation>
    </message>
    <message numerus="yes">
        <source>%n copies are missing from your collection.</source>
        <translation>
            <numerusform>In Ihrer Sammlung fehlt %n Exemplar.</numerusform>
            <numerusform>In Ihrer Sammlung fehlen %n Exemplare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Im Besitz</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <source>%1 (unknown card)</source>
        <translation>%1 (unbekannte Karte)</translation>
    </message>
</context>
<context>
    <name>ddm::gui::PreferencesDialog</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>%1. The language follows the system&apos;s settings.</source>
        <translation>%1. Die Sprache richtet sich nach den Systemeinstellungen.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::QueryErrorText</name>
    <message>
        <source>Unknown field “%1”. Did you mean “%2”?</source>
        <translation>Unbekanntes Feld „%1“. Meinten Sie „%2“?</translation>
    </message>
    <message>
        <source>Unknown field “%1”. The help button lists the fields with examples.</source>
        <translation>Unbekanntes Feld „%1“. Die Hilfe-Schaltfläche listet die Felder mit Beispielen auf.</translation>
    </message>
    <message>
        <source>“%1” needs a value.</source>
        <translation>„%1“ braucht einen Wert.</translation>
    </message>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation>„%1“ ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>“%1” is not a range: write low..high, as in cost:10..20.</source>
        <translation>„%1“ ist kein Bereich: Schreiben Sie von..bis, etwa cost:10..20.</translation>
    </message>
    <message>
        <source>“%1” does not compare here: only numbers and sizes take &lt;, &lt;=, &gt; and &gt;=.</source>
        <translation>„%1“ vergleicht hier nicht: Nur Zahlen und Größen erlauben &lt;, &lt;=, &gt; und &gt;=.</translation>
    </message>
    <message>
        <source>“%1” is not a value of this field. Try one of: %2.</source>
        <translation>„%1“ ist kein Wert dieses Feldes. Versuchen Sie einen von: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a value of this field.</source>
        <translation>„%1“ ist kein Wert dieses Feldes.</translation>
    </message>
    <message>
        <source>“%1” could mean %2: type more letters.</source>
        <translation>„%1“ könnte %2 bedeuten: Tippen Sie weitere Buchstaben.</translation>
    </message>
    <message>
        <source>“%1” could mean several values: type more letters.</source>
        <translation>„%1“ könnte mehrere Werte bedeuten: Tippen Sie weitere Buchstaben.</translation>
    </message>
    <message>
        <source>There is nothing between the parentheses.</source>
        <translation>Zwischen den Klammern steht nichts.</translation>
    </message>
    <message>
        <source>This “(” is never closed.</source>
        <translation>Diese „(“ wird nie geschlossen.</translation>
    </message>
    <message>
        <source>This “)” has no matching “(”.</source>
        <translation>Zu dieser „)“ gibt es keine passende „(“.</translation>
    </message>
    <message>
        <source>“%1” needs a term on each side.</source>
        <translation>„%1“ braucht auf beiden Seiten einen Suchbegriff.</translation>
    </message>
    <message>
        <source>“-” must be followed directly by a term or a (group) to leave out.</source>
        <translation>Auf „-“ muss direkt ein Suchbegriff oder eine (Gruppe) folgen, die ausgeschlossen werden soll.</translation>
    </message>
    <message>
        <source>The quote is never closed.</source>
        <translation>Das Anführungszeichen wird nie geschlossen.</translation>
    </message>
    <message>
        <source>The filter is too complex: use fewer terms or parentheses.</source>
        <translation>Der Filter ist zu komplex: Verwenden Sie weniger Suchbegriffe oder Klammern.</translation>
    </message>
    <message>
        <source>At character %1: %2</source>
        <extracomment>The position is counted in characters from 1.</extracomment>
        <translation>Bei Zeichen %1: %2</translation>
    </message>
</context>
<context>
    <name>ddm::gui::QueryHelpMenu</name>
    <message>
        <source>&lt;p&gt;Words and &quot;phrases&quot; search names. Fields: set: kw: f: a: o: move: size: is: type:, and the numbers cost level hp ac fort ref will speed cr owned with = != &amp;lt; &amp;lt;= &amp;gt; &amp;gt;= or a range (cost:10..20).&lt;/p&gt;&lt;p&gt;Terms next to each other must all match; &lt;b&gt;or&lt;/b&gt; offers a choice, &lt;b&gt;-&lt;/b&gt; leaves out, parentheses group. Ctrl+F comes back here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wörter und &quot;Wortfolgen&quot; durchsuchen die Namen. Felder: set: kw: f: a: o: move: size: is: type:, und die Zahlen cost level hp ac fort ref will speed cr owned mit = != &amp;lt; &amp;lt;= &amp;gt; &amp;gt;= oder einem Bereich (cost:10..20).&lt;/p&gt;&lt;p&gt;Nebeneinanderstehende Begriffe müssen alle zutreffen; &lt;b&gt;or&lt;/b&gt; bietet eine Auswahl, &lt;b&gt;-&lt;/b&gt; schließt aus, Klammern gruppieren. Strg+F führt hierher zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Example filters</source>
        <translation>Beispielfilter</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ddm::gui::ReplayPanel</name>
    <message numerus="yes">
        <source>live: %n action(s)</source>
        <translation>
            <numerusform>live: %n Aktion</numerusform>
            <numerusform>live: %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>replay: %1 of %2</source>
        <translation>Wiedergabe: %1 von %2</translation>
    </message>
    <message>
        <source>To the set-up</source>
        <translation>Zur Aufstellung</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Eine Aktion zurück</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Eine Aktion vor</translation>
    </message>
    <message>
        <source>To the live battle</source>
        <translation>Zum laufenden Kampf</translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesBookmarksMenu</name>
    <message>
        <source>No bookmarks</source>
        <translation>Keine Lesezeichen</translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesBrowser</name>
    <message>
        <source>Nothing found for “%1”</source>
        <translation>Nichts gefunden für „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove &amp;Bookmark</source>
        <translation>Lese&amp;zeichen entfernen</translation>
    </message>
    <message>
        <source>&amp;Bookmark This Entry</source>
        <translation>Diesen Eintrag als Lese&amp;zeichen</translation>
    </message>
    <message>
        <source>D&amp;D Miniatures</source>
        <translation>D&amp;D Miniatures</translation>
    </message>
    <message>
        <source>Battle-Axe</source>
        <translation>Battle-Axe</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the previous entry (Alt+Left)</source>
        <translation>Zurück zum vorigen Eintrag (Alt+Links)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Forward to the next entry (Alt+Right)</source>
        <translation>Vor zum nächsten Eintrag (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <translation>Größerer Text (Strg++)</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Kleinerer Text (Strg+-)</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>Normale Größe</translation>
    </message>
    <message>
        <source>Text at its usual size (Ctrl+0)</source>
        <translation>Text in normaler Größe (Strg+0)</translation>
    </message>
    <message>
        <source>Copy Link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Copy a ddm:// link to this entry</source>
        <translation>Einen ddm://-Link auf diesen Eintrag kopieren</translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesJump</name>
    <message>
        <source>Type a rule number, an id or a ddm:// link.</source>
        <translation>Gib eine Regelnummer, eine ID oder einen ddm://-Link ein.</translation>
    </message>
    <message>
        <source>There is no rule %1.</source>
        <translation>Es gibt keine Regel %1.</translation>
    </message>
    <message>
        <source>Nothing is filed under “%1”.</source>
        <translation>Unter „%1“ ist nichts verzeichnet.</translation>
    </message>
    <message>
        <source>“%1” is not a link this app opens (ddm://rule/…, ddm://glossary/…, ddm://quickref/…, ddm://section/… or ddm://card/…).</source>
        <translation>„%1“ ist kein Link, den diese App öffnet (ddm://rule/…, ddm://glossary/…, ddm://quickref/…, ddm://section/… oder ddm://card/…).</translation>
    </message>
    <message>
        <source>“%1” is not a rule number, an id, a glossary term or a ddm:// link.</source>
        <translation>„%1“ ist weder Regelnummer noch ID, Glossarbegriff oder ddm://-Link.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesLabels</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>authoritative</source>
        <translation>maßgeblich</translation>
    </message>
    <message>
        <source>official</source>
        <translation>offiziell</translation>
    </message>
    <message>
        <source>community</source>
        <translation>Community</translation>
    </message>
    <message>
        <source>unofficial</source>
        <translation>inoffiziell</translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesPageHtml</name>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Beispiel:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>Sub-rules</source>
        <translation>Unterregeln</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>%1 (glossary of %2)</source>
        <translation>%1 (Glossar von %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n Regel</numerusform>
            <numerusform>%n Regeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n glossary entry(s)</source>
        <translation>
            <numerusform>%n Glossareintrag</numerusform>
            <numerusform>%n Glossareinträgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other entry(s)</source>
        <translation>
            <numerusform>%n weiteren Eintrag</numerusform>
            <numerusform>%n weiteren Einträgen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cited by nothing</source>
        <translation>Von nichts zitiert</translation>
    </message>
    <message>
        <source>Cited by %1</source>
        <translation>Zitiert von %1</translation>
    </message>
    <message numerus="yes">
        <source>Used in %n entry(s)</source>
        <translation>
            <numerusform>Verwendet in %n Eintrag</numerusform>
            <numerusform>Verwendet in %n Einträgen</numerusform>
        </translation>
    </message>
    <message>
        <source>In the other documents</source>
        <translation>In den anderen Dokumenten</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>Also looked up as: %1</source>
        <translation>Auch zu finden als: %1</translation>
    </message>
    <message>
        <source>No rule %1</source>
        <translation>Keine Regel %1</translation>
    </message>
    <message>
        <source>The nearest rules:</source>
        <translation>Die nächstgelegenen Regeln:</translation>
    </message>
    <message>
        <source>No glossary entry for “%1”</source>
        <translation>Kein Glossareintrag für „%1“</translation>
    </message>
    <message>
        <source>Similar terms:</source>
        <translation>Ähnliche Begriffe:</translation>
    </message>
    <message>
        <source>Entries that mention it:</source>
        <translation>Einträge, die ihn erwähnen:</translation>
    </message>
    <message>
        <source>Nothing is filed under %1</source>
        <translation>Unter %1 ist nichts verzeichnet</translation>
    </message>
    <message>
        <source>No rules imported</source>
        <translation>Keine Regeln importiert</translation>
    </message>
    <message>
        <source>Use File ▸ Import Rules… and choose the folder that holds the rule documents, or run ddm-tool import-rules FOLDER.</source>
        <translation>Wähle Datei ▸ Regeln importieren… und den Ordner mit den Regeldokumenten, oder führe ddm-tool import-rules ORDNER aus.</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <source>Type a rule number in any spelling (611.3, 611.3a, r611, §611), a term or words to search for. Ctrl+K jumps to a rule from anywhere.</source>
        <translation>Gib eine Regelnummer in beliebiger Schreibweise (611.3, 611.3a, r611, §611), einen Begriff oder Suchwörter ein. Strg+K springt von überall zu einer Regel.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesTreeModel</name>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
</context>
<context>
    <name>ddm::gui::SandboxSetupDialog</name>
    <message>
        <source>Open in Sandbox: %1</source>
        <translation>In der Sandbox öffnen: %1</translation>
    </message>
    <message>
        <source>Map file...</source>
        <translation>Kartendatei...</translation>
    </message>
    <message>
        <source>Your warband:</source>
        <translation>Deine Kriegsschar:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <source>%1 is not a warband file this app can read:
%2</source>
        <translation>%1 ist keine Kriegsschar-Datei, die diese App lesen kann:
%2</translation>
    </message>
    <message>
        <source>%1 is not a map this app can read:
%2</source>
        <translation>%1 ist keine Karte, die diese App lesen kann:
%2</translation>
    </message>
    <message>
        <source>Choose the Opponent&apos;s Warband</source>
        <translation>Kriegsschar des Gegners wählen</translation>
    </message>
    <message>
        <source>Warbands (*.json);;All files (*)</source>
        <translation>Kriegsscharen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>Battle maps (*.json);;All files (*)</source>
        <translation>Kampfkarten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose an opponent</source>
        <translation>Gegner wählen</translation>
    </message>
    <message>
        <source>&amp;File...</source>
        <translation>&amp;Datei...</translation>
    </message>
    <message>
        <source>Choose a saved warband file as the opponent</source>
        <translation>Eine gespeicherte Kriegsschar-Datei als Gegner wählen</translation>
    </message>
    <message>
        <source>Mirror match: a copy of %1</source>
        <translation>Spiegelmatch: eine Kopie von %1</translation>
    </message>
    <message>
        <source>%1 (file %2)</source>
        <translation>%1 (Datei %2)</translation>
    </message>
    <message>
        <source>%1 (mirror)</source>
        <translation>%1 (Spiegel)</translation>
    </message>
    <message>
        <source>The map to play on: a map you drew, a sample map or a map file</source>
        <translation>Die Karte für den Kampf: eine selbst gezeichnete Karte, eine Beispielkarte oder eine Kartendatei</translation>
    </message>
    <message>
        <source>The warbands&apos; maps: Player 1 chooses (rule 102.5)</source>
        <translation>Die Karten der Kriegsscharen: Spieler 1 wählt (Regel 102.5)</translation>
    </message>
    <message>
        <source>Neither warband names a map with a layout to play on: choose the map.</source>
        <translation>Keine der Kriegsscharen nennt eine Karte mit Spielfeld: Wähle die Karte.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::SandboxWindow</name>
    <message>
        <source>Resolve by hand: %1</source>
        <translation>Von Hand abwickeln: %1</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>Not allowed: %1 (rule %2)</source>
        <translation>Nicht erlaubt: %1 (Regel %2)</translation>
    </message>
    <message>
        <source>%1 cannot reach a square next to %2</source>
        <translation>%1 kann kein Feld neben %2 erreichen</translation>
    </message>
    <message>
        <source>Save Battle</source>
        <translation>Kampf speichern</translation>
    </message>
    <message>
        <source>battle.json</source>
        <translation>kampf.json</translation>
    </message>
    <message>
        <source>Sandbox battles (*.json)</source>
        <translation>Sandbox-Kämpfe (*.json)</translation>
    </message>
    <message>
        <source>Cannot save battle</source>
        <translation>Kampf kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open Battle</source>
        <translation>Kampf öffnen</translation>
    </message>
    <message>
        <source>Sandbox battles (*.json);;All files (*)</source>
        <translation>Sandbox-Kämpfe (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open battle</source>
        <translation>Kampf kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 is not a battle this app can read:
%2</source>
        <translation>%1 ist kein Kampf, den diese App lesen kann:
%2</translation>
    </message>
    <message>
        <source>Battle stops early</source>
        <translation>Kampf endet vorzeitig</translation>
    </message>
    <message>
        <source>Action %1 of %2 does not replay: %3 (rule %4)</source>
        <translation>Aktion %1 von %2 lässt sich nicht wiederholen: %3 (Regel %4)</translation>
    </message>
    <message>
        <source>Dice: app, seed %1</source>
        <translation>Würfel: App, Startwert %1</translation>
    </message>
    <message>
        <source>Dice: typed in</source>
        <translation>Würfel: eingetippt</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Kampf</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Battle Log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>%1 must roll for its victory area before round 1: use Roll for Wandering Monsters</source>
        <translation>%1 muss vor Runde 1 den Siegbereich auswürfeln: „Für Wandernde Monster würfeln“ verwenden</translation>
    </message>
    <message>
        <source>The Wandering Monsters rolled: see the battle log (rule 707.15.a)</source>
        <translation>Die Wandernden Monster haben gewürfelt: siehe Kampfprotokoll (Regel 707.15.a)</translation>
    </message>
    <message>
        <source>%1 has no target in reach and sight now: click it again in the list to move instead</source>
        <translation>%1 hat jetzt kein Ziel in Reichweite und Sicht: Klicken Sie es in der Liste erneut an, um stattdessen zu bewegen</translation>
    </message>
    <message>
        <source>No target of %1 there: click a ringed creature, or click %1 again in the list to move instead</source>
        <translation>Dort ist kein Ziel für %1: Klicken Sie eine umkreiste Kreatur an oder klicken Sie %1 in der Liste erneut an, um stattdessen zu bewegen</translation>
    </message>
    <message>
        <source>unnamed map</source>
        <translation>unbenannte Karte</translation>
    </message>
    <message>
        <source>Battle Sandbox: %1[*]</source>
        <translation>Kampf-Sandbox: %1[*]</translation>
    </message>
    <message>
        <source>Battle Sandbox: %1 (%2)[*]</source>
        <translation>Kampf-Sandbox: %1 (%2)[*]</translation>
    </message>
    <message>
        <source>The battle on %1</source>
        <translation>Der Kampf auf %1</translation>
    </message>
    <message>
        <source>Cannot keep an autosave: %1</source>
        <translation>Automatische Sicherung nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>ddm::gui::SavedFiltersPanel</name>
    <message>
        <source>Delete saved filter</source>
        <translation>Gespeicherten Filter löschen</translation>
    </message>
    <message>
        <source>Delete the saved filter “%1”?</source>
        <translation>Den gespeicherten Filter „%1“ löschen?</translation>
    </message>
    <message>
        <source>Saved filters</source>
        <translation>Gespeicherte Filter</translation>
    </message>
    <message>
        <source>The saved filters could not be changed: %1</source>
        <translation>Die gespeicherten Filter konnten nicht geändert werden: %1</translation>
    </message>
</context>
<context>
    <name>ddm::gui::SetCardsDialog</name>
    <message>
        <source>%1: Cards</source>
        <translation>%1: Karten</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n card(s) owned; %2 missing.</source>
        <translation>
            <numerusform>%1 von %n Karte im Besitz; %2 fehlen.</numerusform>
            <numerusform>%1 von %n Karten im Besitz; %2 fehlen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::StartPage</name>
    <message>
        <source>%1 - %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Build a warband, look up a rule, or play a battle</source>
        <translation>Eine Kriegsschar bauen, eine Regel nachschlagen oder einen Kampf spielen</translation>
    </message>
    <message>
        <source>New warband:</source>
        <translation>Neue Kriegsschar:</translation>
    </message>
    <message>
        <source>&amp;Open a Warband...</source>
        <translation>Kriegsschar &amp;öffnen...</translation>
    </message>
    <message>
        <source>Open the &amp;Rules Reference</source>
        <translation>&amp;Regelreferenz öffnen</translation>
    </message>
    <message>
        <source>Recent warbands:</source>
        <translation>Zuletzt geöffnete Kriegsscharen:</translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation>Bevor Sie beginnen</translation>
    </message>
    <message>
        <source>There is no card catalog yet, so the builder has no creatures to offer.</source>
        <translation>Es gibt noch keinen Kartenkatalog, daher kann der Editor keine Kreaturen anbieten.</translation>
    </message>
    <message>
        <source>There are no rule documents yet, so the rules reference is empty.</source>
        <translation>Es gibt noch keine Regeldokumente, daher ist die Regelreferenz leer.</translation>
    </message>
    <message>
        <source>The app ships none of them: their texts belong to their owners. Import your own copies once; they are kept for every later start.</source>
        <translation>Die App liefert nichts davon mit: Die Texte gehören ihren Eigentümern. Importieren Sie einmal Ihre eigenen Exemplare; sie bleiben für jeden späteren Start erhalten.</translation>
    </message>
    <message>
        <source>Import &amp;Catalog...</source>
        <translation>&amp;Katalog importieren...</translation>
    </message>
    <message>
        <source>The community catalog of creature cards: one JSON file (usually ddm-creatures.json) with every creature&apos;s statistics and powers, shared among DDM players. A folder named ddmdb beside it is read too.</source>
        <translation>Der Kreaturenkatalog der Community: eine JSON-Datei (meist ddm-creatures.json) mit den Werten und Kräften jeder Kreatur, unter DDM-Spielern weitergegeben. Ein Ordner namens ddmdb daneben wird mitgelesen.</translation>
    </message>
    <message>
        <source>Import &amp;Sizes and Rarities...</source>
        <translation>&amp;Größen und Seltenheiten importieren...</translation>
    </message>
    <message>
        <source>The D&amp;D Miniatures Database export: a folder of XML files with each figure&apos;s size, rarity and collector number, read into the catalog you imported. Without it, sizes come from the card text where it gives them.</source>
        <translation>Der Export der D&amp;D Miniatures Database: ein Ordner mit XML-Dateien mit Größe, Seltenheit und Sammlernummer jeder Figur, eingelesen in den importierten Katalog. Ohne ihn stammen Größen aus dem Kartentext, wo er sie nennt.</translation>
    </message>
    <message>
        <source>Import R&amp;ule Documents...</source>
        <translation>Regel&amp;dokumente importieren...</translation>
    </message>
    <message>
        <source>A folder of rule documents in Markdown: the Comprehensive Rules Guide, the Battle Rules and any others you have. Rules are found by their numbers.</source>
        <translation>Ein Ordner mit Regeldokumenten in Markdown: der Comprehensive Rules Guide, die Battle Rules und alle weiteren, die Sie haben. Regeln werden über ihre Nummern gefunden.</translation>
    </message>
    <message>
        <source>&amp;Paste a Posted List</source>
        <translation>Gepostete Liste &amp;einfügen</translation>
    </message>
    <message>
        <source>Copy a warband list from a forum post or a report, then click here (Ctrl+Shift+V)</source>
        <translation>Kopiere eine Kriegsschar-Liste aus einem Forenbeitrag oder Bericht und klicke dann hier (Strg+Umschalt+V)</translation>
    </message>
</context>
<context>
    <name>ddm::gui::TerrainPalette</name>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>ddm::gui::WarbandEditor</name>
    <message>
        <source>No creature to add.</source>
        <translation>Keine Kreatur zum Hinzufügen.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n creature(s). %1</source>
        <translation>
            <numerusform>%n Kreatur hinzugefügt. %1</numerusform>
            <numerusform>%n Kreaturen hinzugefügt. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Items assigned to %1, one per line:</source>
        <translation>Gegenstände für %1, einer pro Zeile:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n point(s)</source>
        <translation>
            <numerusform>%1 von %n Punkt</numerusform>
            <numerusform>%1 von %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n point(s): %2 over the limit</source>
        <translation>
            <numerusform>%1 von %n Punkt: %2 über dem Limit</numerusform>
            <numerusform>%1 von %n Punkten: %2 über dem Limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s)</source>
        <translation>
            <numerusform>%1 von %n Kreatur</numerusform>
            <numerusform>%1 von %n Kreaturen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s): %2 over the limit</source>
        <translation>
            <numerusform>%1 von %n Kreatur: %2 über dem Limit</numerusform>
            <numerusform>%1 von %n Kreaturen: %2 über dem Limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Items assigned to one %1 of the %n copies, one per line:</source>
        <translation>
            <numerusform>Gegenstände für ein %1 von %n Exemplar, einer pro Zeile:</numerusform>
            <numerusform>Gegenstände für ein %1 der %n Exemplare, einer pro Zeile:</numerusform>
        </translation>
    </message>
    <message>
        <source>size not marked</source>
        <translation>Größe nicht angegeben</translation>
    </message>
    <message>
        <source>full size</source>
        <translation>volle Größe</translation>
    </message>
    <message>
        <source>half size</source>
        <translation>halbe Größe</translation>
    </message>
    <message>
        <source>%1 (%2, your map)</source>
        <translation>%1 (%2, deine Karte)</translation>
    </message>
    <message>
        <source>%1 (%2, sample map)</source>
        <translation>%1 (%2, Beispielkarte)</translation>
    </message>
    <message>
        <source>%1 (%2, official map)</source>
        <translation>%1 (%2, offizielle Karte)</translation>
    </message>
    <message>
        <source>(No map)</source>
        <translation>(Keine Karte)</translation>
    </message>
    <message>
        <source>%1 (not a map DDM Companion knows)</source>
        <translation>%1 (keine Karte, die DDM Companion kennt)</translation>
    </message>
</context>
<context>
    <name>ddm::gui::WarbandExportActions</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>BBCode for forums (*.bbcode *.txt)</source>
        <translation>BBCode für Foren (*.bbcode *.txt)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>Export warband</source>
        <translation>Kriegsschar exportieren</translation>
    </message>
    <message>
        <source>Cannot export warband</source>
        <translation>Kriegsschar kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>%1 nach %2 exportiert.</translation>
    </message>
    <message>
        <source>Export roster as PDF</source>
        <translation>Aufstellung als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard.</source>
        <translation>%1 in die Zwischenablage kopiert.</translation>
    </message>
</context>
<context>
    <name>ddm::gui::WarbandWorkspace</name>
    <message>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Cannot open warband</source>
        <translation>Kriegsschar kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 was not opened:
%2</source>
        <translation>%1 wurde nicht geöffnet:
%2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Opened %1: some cards are not in the catalog; they are kept and marked unknown.</source>
        <translation>%1 geöffnet: Einige Karten sind nicht im Katalog; sie bleiben erhalten und werden als unbekannt markiert.</translation>
    </message>
    <message>
        <source>Save warband as</source>
        <translation>Kriegsschar speichern unter</translation>
    </message>
    <message>
        <source>Cannot save warband</source>
        <translation>Kriegsschar kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Choose a faction for &quot;%1&quot; before saving: a warband file names its faction, except in the sealed-booster scenario.</source>
        <translation>Wählen Sie vor dem Speichern eine Fraktion für „%1“: Eine Kriegsschar-Datei nennt ihre Fraktion, außer im Sealed-Booster-Szenario.</translation>
    </message>
    <message>
        <source>Save warband</source>
        <translation>Kriegsschar speichern</translation>
    </message>
    <message>
        <source>The warband was not saved.
%1</source>
        <translation>Die Kriegsschar wurde nicht gespeichert.
%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Warbands (*.json)</source>
        <translation>Kriegsscharen (*.json)</translation>
    </message>
    <message>
        <source>Cannot keep an autosave: %1</source>
        <translation>Automatische Sicherung nicht möglich: %1</translation>
    </message>
    <message>
        <source>Cannot restore warband</source>
        <translation>Kriegsschar kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>The autosave %1 was not restored:
%2</source>
        <translation>Die automatische Sicherung %1 wurde nicht wiederhergestellt:
%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open warband</source>
        <translation>Kriegsschar öffnen</translation>
    </message>
    <message>
        <source>Warbands (*.json);;All files (*)</source>
        <translation>Kriegsscharen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import a warband list</source>
        <translation>Kriegsschar-Liste importieren</translation>
    </message>
    <message>
        <source>Lists (*.txt *.md *.bbcode);;All files (*)</source>
        <translation>Listen (*.txt *.md *.bbcode);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot import list</source>
        <translation>Liste kann nicht importiert werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than 1 MB: not a warband list.</source>
        <translation>%1 ist größer als 1 MB: keine Kriegsschar-Liste.</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a warband list.</source>
        <translation>Die Zwischenablage enthält keinen Text, der als Kriegsschar-Liste gelesen werden kann.</translation>
    </message>
    <message numerus="yes">
        <source>Imported a list of %n creature(s).</source>
        <translation>
            <numerusform>Eine Liste mit %n Kreatur importiert.</numerusform>
            <numerusform>Eine Liste mit %n Kreaturen importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds more than a page of text: not a warband list.</source>
        <translation>Die Zwischenablage enthält mehr als eine Seite Text: keine Kriegsschar-Liste.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Warband builder, collection tracker and rules companion for D&amp;D Miniatures.</source>
        <translation>Kriegsschar-Editor, Sammlungsverwaltung und Regelbegleiter für D&amp;D Miniatures.</translation>
    </message>
    <message>
        <source>Use the data directory &lt;dir&gt;.</source>
        <translation>Das Datenverzeichnis &lt;dir&gt; verwenden.</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>Ein Bild des Hauptfensters in &lt;file&gt; speichern und beenden.</translation>
    </message>
    <message>
        <source>Cannot open the data directory:
%1</source>
        <translation>Das Datenverzeichnis kann nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <source>Warband files and ddm:// links (ddm://rule/611.3) to open.</source>
        <translation>Zu öffnende Kriegsscharen-Dateien und ddm://-Links (ddm://rule/611.3).</translation>
    </message>
</context>
</TS>
