<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BattleFile</name>
    <message>
        <source>not a sandbox battle file (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version: %1 is not a version this app reads (1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed: expected a whole number from 0 to 4294967295</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleOverlay</name>
    <message numerus="yes">
        <source>%n square(s) of movement</source>
        <translation>
            <numerusform>%n square of movement</numerusform>
            <numerusform>%n squares of movement</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line blocked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin square of the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the attack&apos;s area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin point of the attack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleSession</name>
    <message>
        <source>roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shifts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends its turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle has begun: set-up positions are fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses the healing font</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recharges a power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll for the Wandering Monsters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 squeezes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 destroyed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>champion power %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has attacked %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for a Wandering Monster&apos;s victory area (rule 707.15.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up is done; the first round begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn begins near %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn ends near %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves near %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>&amp;Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, or fields like kw:elf cost&lt;=20 f:wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters used lately</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the creatures in your collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what I &amp;own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectionImportDialog</name>
    <message>
        <source>Import Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CSV file with the columns name, set and count, one row per card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards you own already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Update: the listed cards get the file&apos;s counts, the others keep theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add: the file&apos;s counts are added to yours (new purchases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace: the file becomes your whole collection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CollectionPanel</name>
    <message>
        <source>&amp;Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConditionText</name>
    <message>
        <source>Blinded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dazed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weakened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helpless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immobilized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Petrified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grants combat advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA</source>
        <comment>badge: grants combat advantage</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CustomCardsManager</name>
    <message>
        <source>Custom Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;reatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;orrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CustomCreatureDialog</name>
    <message>
        <source>Custom Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;et:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keywords:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human, Fighter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate keywords with commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ali&amp;gnment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rarit&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collector n&amp;umber:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12/60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;AC:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fortitude:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reflex:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Will:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Movement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, &amp;rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Powers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Faction</name>
    <message>
        <source>No faction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ItemDialog</name>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;et:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDM Guild 2011</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mi&amp;nimum level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ma&amp;ximum level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Limited to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keywords:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The creature must have one of these keywords; separate them with commas. Empty: any creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The creature must belong to one of the checked factions. None checked: any faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alignments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unaligned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;vil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Powers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListImport</name>
    <message>
        <source>%1: the list states %2, the card costs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list names no faction, and no faction has every creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list names no faction; every creature belongs to %1: choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list&apos;s map, %1, is not a map the app knows: draw it in the map editor to choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list states %1 points; its creatures cost %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list states %1 activations; the warband counts %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list states Champion rating %1; its highest champion&apos;s is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapAreaItem</name>
    <message>
        <source>Start %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapFile</name>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapProblems</name>
    <message numerus="yes">
        <source>%n map file(s) could not be read:</source>
        <translation>
            <numerusform>%n map file could not be read:</numerusform>
            <numerusform>%n map files could not be read:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissingCopiesDialog</name>
    <message>
        <source>Can I field this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the cards with copies &amp;missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutcomeMarks</name>
    <message>
        <source>Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PowerListEditor</name>
    <message>
        <source>&amp;Add Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Te&amp;xt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: what the power does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;ses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many use boxes the power has</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warbands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Warn about creatures of unknown size (105.2.b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huge creatures need 400 points or more, and larger ones are never legal. A creature whose size neither the D&amp;D Miniatures Database nor its card gives may be one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollQuestion</name>
    <message>
        <source>Roll the pit&apos;s follow-up attack against %1, who falls in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the attack: %1 attacks %2 with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for concealment: %1&apos;s hit on %2 may still miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a saving throw for %1, whose turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for %1: it is Confused as its turn begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for %1: it ends its turn on dangerous terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for concealment: the pit&apos;s follow-up attack on %1 may still miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for %1&apos;s %2: it would be destroyed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterOutput</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>The game whose rules are shown and searched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule number, term or words (611.3, conceal, cover ranged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxActions</name>
    <message>
        <source>&amp;Start Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative and start the next round (rule 302)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the acting creature&apos;s turn (rule 404)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;hift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves are shifts of one square that provoke no opportunity attacks (rule 412.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll Dice in the App</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type In Real Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Battle...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Battle...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for &amp;Wandering Monsters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before round 1: each Wandering Monster rolls for the victory area it sets up in (rule 707.15.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &amp;Healing Font</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of its attack action, the selected creature heals at the healing font it began its turn next to (rule 1011.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;queeze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Huge creature moves as a 2x2 space at half speed and ends where its whole space fits (rule 412.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End Ro&amp;und</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every creature that has not activated this round takes its turn doing nothing, as the players could one by one (rule 303)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width (squares):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height (squares):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opportunity Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may provoke opportunity attacks (rule 612). Which creatures take one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes a further %2 attack. Against whom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1 (via %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where does the %1 take %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: which attack does it make?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 heals %n ally(s) in reach (rule 801.3.c). Which?</source>
        <translation>
            <numerusform>%1&apos;s %2 heals %n ally in reach (rule 801.3.c). Which?</numerusform>
            <numerusform>%1&apos;s %2 heals %n allies in reach (rule 801.3.c). Which?</numerusform>
        </translation>
    </message>
    <message>
        <source>Use a Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never Ask for This Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.
Use %2&apos;s %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teleport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won initiative. Who takes the first turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-Up Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 won the set-up roll. Who is Player 1 and chooses the battle map? Player 2 chooses a start area and sets up first (rule 102.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, Player 1, chooses the battle map of either warband (rule 102.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2&apos;s map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, Player 2, chooses a start area and sets up first (rule 102.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Area A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Area B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes a %2 attack. Against whom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses %2. On which enemy?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: which enemy does it choose?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Damage Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: which damage type?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the New Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: which creature does the attack turn to?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Attack to Recharge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: which spent attack comes back?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxSetup</name>
    <message>
        <source>%1 %2 finds no room in its start area and stays out of the battle (rule 102.6.c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no card in the catalog and stays out of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 starts the battle off the battle map, as its card says; the sandbox cannot bring a creature in during the battle, so it stays out (rule 109.1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedFiltersPanel</name>
    <message>
        <source>&amp;Saved filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a saved filter to apply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the current filter under a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected filter up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected filter down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Assault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncontested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed booster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretDoorItem</name>
    <message>
        <source>Secret door</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupHint</name>
    <message>
        <source>%1 is a Scout: drag it into a free victory area (framed) or keep it in its start area (rule 707.12.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a Wandering Monster: it sets up in the victory area its roll picked (framed, rule 707.15.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a Wandering Monster: roll for its victory area before round 1 (rule 707.15.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts the battle off the battle map, as its card says (rule 109.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up: drag %1 anywhere entirely within start area %2 (rule 102.6.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tends to wander: drag it into start area %2 or within %3 squares of it, as its card says (rule 109.1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupOverlay</name>
    <message>
        <source>Start area %1: side %1 sets up here (rule 102.6.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory area %1 (rule 1000.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A free victory area: %1 may set up here instead of its start area (rule 707.12.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The victory area %1&apos;s Wandering Monster roll picked (rule 707.15.a)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupSequence</name>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up roll: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; a tie, rolled again: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls twice and keeps the higher: its champion has the higher rating (rule 102.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tie goes to the higher Champion rating (rule 102.4.a).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideLabel</name>
    <message>
        <source>Side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (side %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerrainText</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market stall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blood rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacred circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teleporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing font</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slippery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spike stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <source>ongoing %1 %2 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit points: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temporary hit points: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloodied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>%1 is %2; creatures larger than Huge are not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not assigned to a creature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a creature of level %2; %3 is level %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a creature with the keyword %2; %3 has none of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a creature of the faction %2; %3 belongs to none of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a creature that is %2; %3 is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in several sets (%2); name the set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the set the warband names; it is in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;: no card has this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The warband has no creatures; it needs at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No faction is chosen; a warband belongs to one of the four factions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not belong to the %2 faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good creatures (%1) and Evil creatures (%2) cannot be in the same warband.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not legal: %n problem(s)</source>
        <translation>
            <numerusform>Not legal: %n problem</numerusform>
            <numerusform>Not legal: %n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) of unknown size; check that none is Huge or larger.</source>
        <translation>
            <numerusform>%n creature of unknown size; check that it is not Huge or larger.</numerusform>
            <numerusform>%n creatures of unknown size; check that none is Huge or larger.</numerusform>
        </translation>
    </message>
    <message>
        <source>full-size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half-size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size of %1 is not marked; check that it is a %2 map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a map DDM Companion knows; check that it is a %2 map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) is not a format (%1).</source>
        <translation>
            <numerusform>%n point is not a format (%1).</numerusform>
            <numerusform>%n points is not a format (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A sealed-booster warband is built for %n point(s), not %1.</source>
        <translation>
            <numerusform>A sealed-booster warband is built for %n point, not %1.</numerusform>
            <numerusform>A sealed-booster warband is built for %n points, not %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The warband costs %n point(s); the limit is %1.</source>
        <translation>
            <numerusform>The warband costs %n point; the limit is %1.</numerusform>
            <numerusform>The warband costs %n points; the limit is %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is Huge; Huge creatures are not legal at %n point(s).</source>
        <translation>
            <numerusform>%1 is Huge; Huge creatures are not legal at %n point.</numerusform>
            <numerusform>%1 is Huge; Huge creatures are not legal at %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 carries %n item(s); it may carry %2.</source>
        <translation>
            <numerusform>%1 carries %n item; it may carry %2.</numerusform>
            <numerusform>%1 carries %n items; it may carry %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a battle map: a %n-point warband needs a %1 map.</source>
        <translation>
            <numerusform>Choose a battle map: a %n-point warband needs a %1 map.</numerusform>
            <numerusform>Choose a battle map: a %n-point warband needs a %1 map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a %2 map; a %n-point warband needs a %3 map.</source>
        <translation>
            <numerusform>%1 is a %2 map; a %n-point warband needs a %3 map.</numerusform>
            <numerusform>%1 is a %2 map; a %n-point warband needs a %3 map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The warband counts %n creature(s); the limit is %1.</source>
        <translation>
            <numerusform>The warband counts %n creature; the limit is %1.</numerusform>
            <numerusform>The warband counts %n creatures; the limit is %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %n point(s); in this format no creature may cost more than %2.</source>
        <translation>
            <numerusform>%1 costs %n point; in this format no creature may cost more than %2.</numerusform>
            <numerusform>%1 costs %n points; in this format no creature may cost more than %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Unique creature(s) share the name &quot;%1&quot;; a warband may include %2.</source>
        <translation>
            <numerusform>%n Unique creature shares the name &quot;%1&quot;; a warband may include %2.</numerusform>
            <numerusform>%n Unique creatures share the name &quot;%1&quot;; a warband may include %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarbandEdit</name>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n copies of %1</source>
        <translation>
            <numerusform>Add %n copy of %1</numerusform>
            <numerusform>Add %n copies of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n creature(s)</source>
        <translation>
            <numerusform>Add %n creature</numerusform>
            <numerusform>Add %n creatures</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n copies of %1</source>
        <translation>
            <numerusform>Remove %n copy of %1</numerusform>
            <numerusform>Remove %n copies of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n creature(s)</source>
        <translation>
            <numerusform>Remove %n creature</numerusform>
            <numerusform>Remove %n creatures</numerusform>
        </translation>
    </message>
    <message>
        <source>Reorder creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the format to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the faction to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the scenario to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the unassigned items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the battle map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the battle map to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarbandEditor</name>
    <message>
        <source>Warband name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;action:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points used of the format&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creatures counted against the creature limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop creatures here from the catalog; drag rows to reorder them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a copy of the selected creature (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a copy of the selected creature (−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected creatures up (Ctrl+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected creatures down (Ctrl+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Items…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign items to the selected creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected creatures (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate a problem to read its rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: tactics, the opponents you expect, changes to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The warband&apos;s battle map: full size at 200, 500 and 1000 points, half size at 50 and 100 (CRG 101.2–101.6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarbandEntryModel</name>
    <message>
        <source>%1 (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several sets: name one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarbandExport</name>
    <message>
        <source>%1 (unknown card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, cost %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: %1 of %2. Creatures: %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1) %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unassigned items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3, map: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarbandFormat</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WarbandPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The warband &quot;%1&quot; has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDM Companion did not close properly. Unsaved work was kept:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarbandWorkspace</name>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... and %n more problem</numerusform>
            <numerusform>... and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::CardLabels</name>
    <message>
        <source>Borderlands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Underdark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unaligned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gargantuan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colossal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very Rare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;D Miniatures Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your custom card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::CardText</name>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::CatalogTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CR</source>
        <comment>champion rating, column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies in your collection (double-click to edit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The owned count of %1 must be a whole number of 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The owned count of %1 was not saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <comment>collector number, column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collector number within the set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::CreatureText</name>
    <message>
        <source>Borderlands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Underdark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unaligned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fly</source>
        <extracomment>Speed of a flying creature in the catalog table, e.g. &quot;6 fly&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 burrow</source>
        <extracomment>Speed of a burrowing creature in the catalog table, e.g. &quot;4 burrow&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burrow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::PowerListModel</name>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::QueryExamples</name>
    <message>
        <source>Cards with &quot;dragon&quot; in the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names containing the phrase &quot;fire giant&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elves that cost 20 points or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any keyword beginning with &quot;drag&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good creatures of the Civilization faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs 10 to 20 points and is not Unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champions with a champion rating of 3 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fliers, and cards whose powers mention flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither Underdark nor Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large or bigger, with more than 100 hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giants from the Storm King&apos;s Thunder set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-Unique cards with a champion power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast creatures in your collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rare Harbinger miniatures numbered up to 20</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::RulesLink</name>
    <message>
        <source>there is no rule %1; %2 is %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no rule %1 and no rule about %2 was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1 is about %2; %3 is %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1 is about %2, not %3; no rule about %3 was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 is not in this partial document; &quot;%2&quot; was found by its title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on page %2, not page %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 is not in the imported text of this document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no glossary defines %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 is in the 2008 Battle Rules, which are not imported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::SetCardsModel</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <comment>collector number, column title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::SetCompletionModel</name>
    <message>
        <source>%1%</source>
        <comment>percent of a set owned</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n card(s) owned, %3</source>
        <translation>
            <numerusform>%1: %2 of %n card owned, %3</numerusform>
            <numerusform>%1: %2 of %n cards owned, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n copies</source>
        <translation>
            <numerusform>%n copy</numerusform>
            <numerusform>%n copies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::StatCardHtml</name>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &amp;times; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ref</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bloodied %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (custom card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::ViolationModel</name>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::WarbandDocument</name>
    <message>
        <source>Untitled warband</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::WarbandEntryModel</name>
    <message>
        <source>Not legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::BattleLogView</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ongoing damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recharge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concealment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saving throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>champion order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dangerous terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d20: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wandering monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survival</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::BattleTracker</name>
    <message>
        <source>Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points: A %1, B %2 (target %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up: arrange your creatures in your start areas, then Start Round rolls initiative for round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over: Start Round rolls initiative for round %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 is activating, turn %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 acts: move, attack or use a power, then End Turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a creature of %1 to activate, or End Round to let all the rest pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins (rule %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n VP</source>
        <translation>
            <numerusform>%1: %n VP</numerusform>
            <numerusform>%1: %n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::BoardView</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CardView</name>
    <message>
        <source>Select a creature to see its card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CatalogBrowser</name>
    <message>
        <source>No recent filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the filter “%1” as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a good, non-empty filter can be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s)</source>
        <translation>
            <numerusform>%1 of %n creature</numerusform>
            <numerusform>%1 of %n creatures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::CatalogItemDelegate</name>
    <message>
        <source>Civ</source>
        <comment>faction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bor</source>
        <comment>faction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Und</source>
        <comment>faction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild</source>
        <comment>faction</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CollectionImportDialog</name>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CollectionImportReport</name>
    <message>
        <source>Import of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: the file could not be read to its end. Fix the lines below and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: the collection could not be saved (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card(s).</source>
        <translation>
            <numerusform>Imported %n card.</numerusform>
            <numerusform>Imported %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your collection now has %n copies.</source>
        <translation>
            <numerusform>Your collection now has %n copy.</numerusform>
            <numerusform>Your collection now has %n copies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) were left out; the list below gives the reasons.</source>
        <translation>
            <numerusform>%n row was left out; the list below gives the reason.</numerusform>
            <numerusform>%n rows were left out; the list below gives the reasons.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::CollectionPanel</name>
    <message numerus="yes">
        <source>%n copies</source>
        <translation>
            <numerusform>%n copy</numerusform>
            <numerusform>%n copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s) owned, %2.</source>
        <translation>
            <numerusform>%1 of %n creature owned, %2.</numerusform>
            <numerusform>%1 of %n creatures owned, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collection.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collection could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CorrectionDialog</name>
    <message>
        <source>&amp;Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;AC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fortitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reflex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Will</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;peed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked fields replace the catalog&apos;s values wherever the card shows. The catalog itself is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is not in the catalog: only catalog cards are corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hampion rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ali&amp;gnment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rarit&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collector n&amp;umber</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CreaturePanel</name>
    <message>
        <source>melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: +%1 vs. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> - resolve by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No creature selected: click one on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP %1 of %2, AC %3, Fort %4, Ref %5, Will %6, Speed %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, bloodied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve by hand (the sandbox does not run these):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the chosen attack against the aimed targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;harge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing &amp;Font</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of its attack action, heal at the healing font this creature began its turn next to (rule 1011.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> - used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rechar&amp;ge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore a use of the chosen power as its card allows, e.g. &quot;RECHARGE as a move action&quot; (rules 406.2, 703.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, champion power uses %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a special power that takes an action of its own, e.g. &quot;Minor action: Shift 2&quot; (rule 703.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move next to the aimed target and make a basic attack, or the chosen attack when its card allows it on a charge (rule 413.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CsvProblemText</name>
    <message>
        <source>This line is not UTF-8 text, so nothing was read. Save the file as &quot;CSV UTF-8&quot; and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty. It needs the header line name,set,count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header has no column &quot;%1&quot;, so nothing was read. The first line must name the columns name, set and count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quoted field starts here and never ends, so the rest of the file could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The count &quot;%1&quot; is not a whole number from 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card &quot;%1&quot; is in the set &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card is listed on line %1 too: the counts were added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the rows before, the card&apos;s count would be %1, more than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s name is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The count is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The row has %n field(s), more than the header. A name with a comma must be in double quotes.</source>
        <translation>
            <numerusform>The row has %n field, more than the header. A name with a comma must be in double quotes.</numerusform>
            <numerusform>The row has %n fields, more than the header. A name with a comma must be in double quotes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::CustomCardsManager</name>
    <message>
        <source>Applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove your correction of %1? The card will show as printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To correct a catalog card, select it in the catalog and choose Edit &gt; Correct This Card….</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::CustomCreatureDialog</name>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Custom Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::DiceEntryDialog</name>
    <message>
        <source>Enter a d20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.
Enter the d20 you rolled:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::FieldErrorDisplay</name>
    <message>
        <source>This must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This value is outside what a card can have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another card already has this name in this set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog cards cannot be edited, only corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::ItemDialog</name>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Item</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::JumpBox</name>
    <message>
        <source>Nearest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rule number, id, term or ddm:// link:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>611.3, r611, §611, B2, conceal, ddm://rule/611.3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::LinkRouter</name>
    <message>
        <source>No card named “%1” is in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a link this app opens.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::LinkedTextHtml</name>
    <message>
        <source>The link leads to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected reference “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unverified reference “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken reference “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::ListImportDialog</name>
    <message>
        <source>as written; in several sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spelt differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a near name: check it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the version of the stated cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Warband List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open as Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(leave out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the list and the warband differ:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read as creatures:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) found.</source>
        <translation>
            <numerusform>%n creature found.</numerusform>
            <numerusform>%n creatures found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) left out: choose a card for each, or leave it out.</source>
        <translation>
            <numerusform>%n item left out: choose a card for each, or leave it out.</numerusform>
            <numerusform>%n items left out: choose a card for each, or leave it out.</numerusform>
        </translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::MainMenus</name>
    <message>
        <source>About DDM Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy for Forums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain &amp;Text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;BBCode…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PDF Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Plain &amp;Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;BBCode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Collection (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Collection (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to Warband	Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove from Warband	Del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Custom &amp;Creature…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;orrect This Card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Item…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manage Custom Cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only What I &amp;Own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can I &amp;Field This?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About DDM Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import R&amp;ules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jump to Rule…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in &amp;Sandbox...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;DDM Companion %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Warband builder, collection tracker, rules reference and battle sandbox for the D&amp;amp;D Miniatures Game.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or any later version: you may share and change it under its terms. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Card and rule texts belong to their publishers; they are read from your own copies at import time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Si&amp;zes and Rarities…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;List…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::MainWindow</name>
    <message>
        <source>No catalog imported: use File &gt; Import Catalog… or run ddm-tool import-catalog FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The catalog now holds %n creature(s).</source>
        <translation>
            <numerusform>The catalog now holds %n creature.</numerusform>
            <numerusform>The catalog now holds %n creatures.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card catalogs (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n creature(s)</source>
        <translation>
            <numerusform>Imported %n creature</numerusform>
            <numerusform>Imported %n creatures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not imported; the previous catalog is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDM Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n rule document(s)</source>
        <translation>
            <numerusform>Imported %n rule document</numerusform>
            <numerusform>Imported %n rule documents</numerusform>
        </translation>
    </message>
    <message>
        <source>The rule documents in %1 were not imported; the previous rules are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule documents in %1 were imported but cannot be read until the app is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some autosaves do not read and were left in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave %1 was not restored:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox battle, never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox battle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warband %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - DDM Companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Sizes and Rarities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the card catalog first: the sizes and rarities are added to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n creature(s) of %1 have a size</source>
        <translation>
            <numerusform>%n creature of %1 has a size</numerusform>
            <numerusform>%n creatures of %1 have a size</numerusform>
        </translation>
    </message>
    <message>
        <source>Where is the catalog %1?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::MapBrush</name>
    <message>
        <source>Remove areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add start area %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add victory area %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::MapEditor</name>
    <message>
        <source>Untitled map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a map this app can read:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle maps (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle maps (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) [*] - Map Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Sample Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Map &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint &amp;Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Area &amp;A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Area &amp;B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory Area A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory Area B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory Area A&amp;&amp;B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Erase Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag to paint the chosen terrain; right button clears, Shift adds to a square&apos;s terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle: start area of side A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle: start area of side B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle: victory area of side A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle: victory area of side B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle: victory area shared by both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to remove the areas on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the map&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full size (200, 500 and 1000 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half size (50 and 100 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warbands name their map; its size is checked against their format (CRG 101.2–101.6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::MissingCopiesDialog</name>
    <message>
        <source>Can I field %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your collection holds every copy this warband needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n copies are missing from your collection.</source>
        <translation>
            <numerusform>%n copy is missing from your collection.</numerusform>
            <numerusform>%n copies are missing from your collection.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unknown card)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::PreferencesDialog</name>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. The language follows the system&apos;s settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::QueryErrorText</name>
    <message>
        <source>Unknown field “%1”. Did you mean “%2”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown field “%1”. The help button lists the fields with examples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a range: write low..high, as in cost:10..20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” does not compare here: only numbers and sizes take &lt;, &lt;=, &gt; and &gt;=.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a value of this field. Try one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a value of this field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could mean %2: type more letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could mean several values: type more letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing between the parentheses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This “(” is never closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This “)” has no matching “(”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” needs a term on each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“-” must be followed directly by a term or a (group) to leave out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote is never closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter is too complex: use fewer terms or parentheses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At character %1: %2</source>
        <extracomment>The position is counted in characters from 1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::QueryHelpMenu</name>
    <message>
        <source>&lt;p&gt;Words and &quot;phrases&quot; search names. Fields: set: kw: f: a: o: move: size: is: type:, and the numbers cost level hp ac fort ref will speed cr owned with = != &amp;lt; &amp;lt;= &amp;gt; &amp;gt;= or a range (cost:10..20).&lt;/p&gt;&lt;p&gt;Terms next to each other must all match; &lt;b&gt;or&lt;/b&gt; offers a choice, &lt;b&gt;-&lt;/b&gt; leaves out, parentheses group. Ctrl+F comes back here.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::ReplayPanel</name>
    <message numerus="yes">
        <source>live: %n action(s)</source>
        <translation>
            <numerusform>live: %n action</numerusform>
            <numerusform>live: %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>replay: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the live battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesBookmarksMenu</name>
    <message>
        <source>No bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesBrowser</name>
    <message>
        <source>Nothing found for “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove &amp;Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bookmark This Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;D Miniatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle-Axe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the previous entry (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward to the next entry (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text at its usual size (Ctrl+0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a ddm:// link to this entry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesJump</name>
    <message>
        <source>Type a rule number, an id or a ddm:// link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no rule %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is filed under “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a link this app opens (ddm://rule/…, ddm://glossary/…, ddm://quickref/…, ddm://section/… or ddm://card/…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a rule number, an id, a glossary term or a ddm:// link.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesLabels</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authoritative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>official</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>community</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unofficial</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesPageHtml</name>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (glossary of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n glossary entry(s)</source>
        <translation>
            <numerusform>%n glossary entry</numerusform>
            <numerusform>%n glossary entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other entry(s)</source>
        <translation>
            <numerusform>%n other entry</numerusform>
            <numerusform>%n other entries</numerusform>
        </translation>
    </message>
    <message>
        <source>Cited by nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cited by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Used in %n entry(s)</source>
        <translation>
            <numerusform>Used in %n entry</numerusform>
            <numerusform>Used in %n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>In the other documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also looked up as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nearest rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No glossary entry for “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similar terms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries that mention it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is filed under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use File ▸ Import Rules… and choose the folder that holds the rule documents, or run ddm-tool import-rules FOLDER.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a rule number in any spelling (611.3, 611.3a, r611, §611), a term or words to search for. Ctrl+K jumps to a rule from anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::RulesTreeModel</name>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::SandboxSetupDialog</name>
    <message>
        <source>Open in Sandbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your warband:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a warband file this app can read:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a map this app can read:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Opponent&apos;s Warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warbands (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle maps (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a saved warband file as the opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror match: a copy of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (file %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (mirror)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map to play on: a map you drew, a sample map or a map file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The warbands&apos; maps: Player 1 chooses (rule 102.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither warband names a map with a layout to play on: choose the map.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::SandboxWindow</name>
    <message>
        <source>Resolve by hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %1 (rule %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot reach a square next to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox battles (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox battles (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a battle this app can read:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle stops early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 of %2 does not replay: %3 (rule %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: app, seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must roll for its victory area before round 1: use Roll for Wandering Monsters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Wandering Monsters rolled: see the battle log (rule 707.15.a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no target in reach and sight now: click it again in the list to move instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No target of %1 there: click a ringed creature, or click %1 again in the list to move instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unnamed map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle Sandbox: %1[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle Sandbox: %1 (%2)[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep an autosave: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::SavedFiltersPanel</name>
    <message>
        <source>Delete saved filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved filter “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved filters could not be changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::SetCardsDialog</name>
    <message>
        <source>%1: Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n card(s) owned; %2 missing.</source>
        <translation>
            <numerusform>%1 of %n card owned; %2 missing.</numerusform>
            <numerusform>%1 of %n cards owned; %2 missing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ddm::gui::StartPage</name>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a warband, look up a rule, or play a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New warband:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a Warband...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;Rules Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent warbands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card catalog yet, so the builder has no creatures to offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no rule documents yet, so the rules reference is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app ships none of them: their texts belong to their owners. Import your own copies once; they are kept for every later start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Catalog...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The community catalog of creature cards: one JSON file (usually ddm-creatures.json) with every creature&apos;s statistics and powers, shared among DDM players. A folder named ddmdb beside it is read too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Sizes and Rarities...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The D&amp;D Miniatures Database export: a folder of XML files with each figure&apos;s size, rarity and collector number, read into the catalog you imported. Without it, sizes come from the card text where it gives them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import R&amp;ule Documents...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder of rule documents in Markdown: the Comprehensive Rules Guide, the Battle Rules and any others you have. Rules are found by their numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste a Posted List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a warband list from a forum post or a report, then click here (Ctrl+Shift+V)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::TerrainPalette</name>
    <message>
        <source>%1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::WarbandEditor</name>
    <message>
        <source>No creature to add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %n creature(s). %1</source>
        <translation>
            <numerusform>Added %n creature. %1</numerusform>
            <numerusform>Added %n creatures. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items assigned to %1, one per line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n point(s)</source>
        <translation>
            <numerusform>%1 of %n point</numerusform>
            <numerusform>%1 of %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n point(s): %2 over the limit</source>
        <translation>
            <numerusform>%1 of %n point: %2 over the limit</numerusform>
            <numerusform>%1 of %n points: %2 over the limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s)</source>
        <translation>
            <numerusform>%1 of %n creature</numerusform>
            <numerusform>%1 of %n creatures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n creature(s): %2 over the limit</source>
        <translation>
            <numerusform>%1 of %n creature: %2 over the limit</numerusform>
            <numerusform>%1 of %n creatures: %2 over the limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Items assigned to one %1 of the %n copies, one per line:</source>
        <translation>
            <numerusform>Items assigned to one %1 of the %n copies, one per line:</numerusform>
            <numerusform>Items assigned to one %1 of the %n copies, one per line:</numerusform>
        </translation>
    </message>
    <message>
        <source>size not marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, your map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, sample map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, official map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(No map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not a map DDM Companion knows)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::WarbandExportActions</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BBCode for forums (*.bbcode *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export roster as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ddm::gui::WarbandWorkspace</name>
    <message>
        <source>Not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not opened:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: some cards are not in the catalog; they are kept and marked unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save warband as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a faction for &quot;%1&quot; before saving: a warband file names its faction, except in the sealed-booster scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The warband was not saved.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warbands (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep an autosave: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave %1 was not restored:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open warband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warbands (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a warband list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists (*.txt *.md *.bbcode);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than 1 MB: not a warband list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a warband list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported a list of %n creature(s).</source>
        <translation>
            <numerusform>Imported a list of %n creature.</numerusform>
            <numerusform>Imported a list of %n creatures.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds more than a page of text: not a warband list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Warband builder, collection tracker and rules companion for D&amp;D Miniatures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the data directory &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the data directory:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warband files and ddm:// links (ddm://rule/611.3) to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
