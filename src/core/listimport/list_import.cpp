// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "listimport/list_import.h"

#include "catalog/text_matching.h"
#include "legality/legality_checker.h"
#include "warband/warband_format.h"
#include "warband/warband_resolver.h"

#include <QCoreApplication>

#include <algorithm>

namespace ddm {
namespace {

// A name one or two letters off is taken only when it is clearly the one meant: longer names may be
// further off, and the next nearest name must be further still.
int nearDistanceAllowed(const QString& folded)
{
    return folded.size() >= 12 ? 2 : folded.size() >= 5 ? 1 : 0;
}

// The folded name without a plural ending ("Kobold Miners"), when it has one.
QStringList singularForms(const QString& folded)
{
    QStringList forms;
    if (folded.endsWith(QLatin1String("ies")))
        forms.append(folded.chopped(3) + QLatin1Char('y'));
    if (folded.endsWith(QLatin1String("es")))
        forms.append(folded.chopped(2));
    if (folded.endsWith(QLatin1Char('s')))
        forms.append(folded.chopped(1));
    return forms;
}

// The cost of one copy the item states, read the ways players write it: "(8/16)" each then total;
// "x3 (24)" the total or, as often, the cost of one: both are offered, total first.
QList<int> statedEachCosts(int count, const QList<int>& costs)
{
    if (costs.isEmpty())
        return {};
    if (costs.size() >= 2)
        return {costs.first()};
    const int stated = costs.first();
    if (count > 1 && stated % count == 0)
        return {stated / count, stated};
    return {stated};
}

int nearestFormatAtLeast(int points)
{
    const QList<WarbandFormat> formats = warbandFormats();
    for (const WarbandFormat& format : formats) {
        if (format.points >= points)
            return format.points;
    }
    return formats.last().points;
}

} // namespace

QString CardChoice::text() const
{
    if (set.isEmpty() && !cost)
        return name;
    return QStringLiteral("%1 (%2)").arg(name, cost ? QStringLiteral("%1, %2").arg(set).arg(*cost) : set);
}

QList<WarbandEntry> entriesOf(const QList<ListLine>& lines)
{
    QList<WarbandEntry> entries;
    for (const ListLine& line : lines) {
        if (line.name.isEmpty())
            continue;
        for (int copy = 0; copy < line.count; ++copy)
            entries.append({line.name, line.set, line.items});
    }
    return entries;
}

QString nameMatchKey(NameMatch match)
{
    switch (match) {
    case NameMatch::Exact:
        return QStringLiteral("exact");
    case NameMatch::Normalised:
        return QStringLiteral("normalised");
    case NameMatch::Near:
        return QStringLiteral("near");
    case NameMatch::Cost:
        return QStringLiteral("cost");
    case NameMatch::Unresolved:
        break;
    }
    return QStringLiteral("unresolved");
}

ListImporter::ListImporter(const QList<Creature>& catalog)
    : m_lookup(catalog)
{
    for (const Creature& card : catalog) {
        m_byKey[cardNameKey(card.name)].append(card);
        m_byFolded[foldedForMatching(card.name)].append(card);
    }
}

ListImporter::Candidates ListImporter::candidatesFor(const QString& name) const
{
    if (const auto exact = m_byKey.constFind(cardNameKey(name)); exact != m_byKey.cend())
        return {*exact, NameMatch::Exact, {}};
    const QString folded = foldedForMatching(name);
    if (folded.isEmpty())
        return {};
    for (const QString& form : QStringList{folded} + singularForms(folded)) {
        if (const auto found = m_byFolded.constFind(form); found != m_byFolded.cend())
            return {*found, NameMatch::Normalised, {}};
    }
    const int allowed = nearDistanceAllowed(folded);
    if (allowed == 0)
        return {};
    if (const auto cached = m_nearCache.constFind(folded); cached != m_nearCache.cend())
        return *cached;
    Candidates& result = m_nearCache[folded];
    int best = allowed + 1;
    int second = allowed + 2;
    QString bestKey;
    QStringList near;
    for (auto it = m_byFolded.cbegin(); it != m_byFolded.cend(); ++it) {
        if (std::abs(it.key().size() - folded.size()) > allowed + 1)
            continue;
        const int distance = editDistance(folded, it.key());
        if (distance <= allowed + 1)
            near.append(it->first().name);
        if (distance < best) {
            second = best;
            best = distance;
            bestKey = it.key();
        } else if (distance < second) {
            second = distance;
        }
    }
    if (best > allowed || second <= best) {
        Candidates none;
        std::sort(near.begin(), near.end());
        none.nearNames = near;
        return result = none;
    }
    return result = {m_byFolded.value(bestKey), NameMatch::Near, {}};
}

ListLine ListImporter::resolve(const ListItem& item) const
{
    ListLine line;
    line.text = item.text;
    line.count = item.count;
    line.items = item.items;
    line.statedCosts = item.costs;
    Candidates found = candidatesFor(item.name);
    // A bracket that is no set may be part of the name ("Orc (Chieftain)").
    if (!item.bracket.isEmpty()) {
        QList<Creature> inSet;
        std::copy_if(found.cards.cbegin(), found.cards.cend(), std::back_inserter(inSet),
                     [&](const Creature& card) {
                         return foldedForMatching(card.set) == foldedForMatching(item.bracket);
                     });
        if (!inSet.isEmpty())
            found.cards = inSet;
        else if (const Candidates whole =
                     candidatesFor(QStringLiteral("%1 (%2)").arg(item.name, item.bracket));
                 !whole.cards.isEmpty())
            found = whole;
    }
    if (found.cards.isEmpty()) {
        for (const QString& name : std::as_const(found.nearNames))
            line.alternatives.append({name, {}, {}});
        return line;
    }
    line.match = found.match;
    QList<Creature> chosen = found.cards;
    if (chosen.size() > 1) {
        for (int each : statedEachCosts(item.count, item.costs)) {
            QList<Creature> costing;
            std::copy_if(chosen.cbegin(), chosen.cend(), std::back_inserter(costing),
                         [each](const Creature& card) { return card.cost == each; });
            if (!costing.isEmpty()) {
                chosen = costing;
                if (chosen.size() == 1 && line.match == NameMatch::Exact)
                    line.match = NameMatch::Cost;
                break;
            }
        }
    }
    const Creature& card = chosen.first();
    line.name = card.name;
    // The set only where the name alone does not say which card it is.
    line.set = m_byKey.value(cardNameKey(card.name)).size() > 1 ? card.set : QString();
    line.doubtful = chosen.size() > 1;
    for (const Creature& other : found.cards) {
        if (!(other.name == card.name && other.set == card.set))
            line.alternatives.append({other.name, other.set, other.cost});
    }
    return line;
}

ListImport ListImporter::read(const QString& text, const ListImportOptions& options) const
{
    const ListText list = parseListText(
        text, [this](const QString& folded) { return m_byFolded.contains(folded); }, options.mapNames);
    ListImport result;
    result.stated = list.facts;
    result.ignored = list.ignored;
    result.warband.title = list.facts.title;
    result.warband.scenario = list.facts.scenario.value_or(Scenario::Assault);
    result.warband.items = list.unassignedItems;
    result.warband.notes = list.notes;
    QList<ListLine> lines;
    for (const ListItem& item : list.items) {
        ListLine line = resolve(item);
        // Text with neither a card's name, a count nor a cost is the post's prose, not a creature.
        if (line.name.isEmpty() && !item.countGiven && item.costs.isEmpty() && line.alternatives.isEmpty())
            result.ignored.append(item.text);
        else
            lines.append(line);
    }
    return withLines(result, lines, options);
}

ListImport ListImporter::withLines(ListImport import, const QList<ListLine>& lines,
                                   const ListImportOptions& options) const
{
    import.lines = lines;
    import.unresolved.clear();
    import.differences.clear();
    const StatedFacts& stated = import.stated;
    Warband& warband = import.warband;
    int statedSum = 0;
    std::optional<Factions> shared;
    std::optional<int> highestRating;
    QList<ListLine> built; // the lines a card answers
    for (const ListLine& line : lines) {
        if (line.name.isEmpty()) {
            import.unresolved.append(line.text);
            continue;
        }
        const QList<Creature> cards = m_byKey.value(cardNameKey(line.name));
        const auto card = std::find_if(cards.cbegin(), cards.cend(), [&line](const Creature& each) {
            return line.set.isEmpty() || each.set == line.set;
        });
        if (card == cards.cend()) { // a choice no card answers: the catalog changed under the review
            import.unresolved.append(line.text);
            continue;
        }
        built.append(line);
        statedSum += card->cost * line.count;
        shared = shared ? *shared & card->factions : card->factions;
        if (card->championRating && (!highestRating || *card->championRating > *highestRating))
            highestRating = card->championRating;
        const QList<int> each = statedEachCosts(line.count, line.statedCosts);
        if (!each.isEmpty() && !each.contains(card->cost))
            import.differences.append(
                QCoreApplication::translate("ListImport", "%1: the list states %2, the card costs %3")
                    .arg(line.text.trimmed())
                    .arg(line.statedCosts.first())
                    .arg(card->cost));
    }

    warband.creatures = entriesOf(built);
    // A stated format that is none ("of 20") counts for nothing.
    const std::optional<int> format =
        stated.format && warbandFormat(*stated.format) ? stated.format : std::nullopt;
    const QList<int>& statedPoints = stated.allPoints;
    const int largestStated =
        statedPoints.isEmpty() ? 0 : *std::max_element(statedPoints.cbegin(), statedPoints.cend());
    warband.points =
        options.points.value_or(format.value_or(nearestFormatAtLeast(std::max(largestStated, statedSum))));
    warband.faction = options.faction ? options.faction : stated.faction;
    if (!warband.faction && shared) {
        const QList<Faction> factions = allFactions();
        QList<Faction> common;
        std::copy_if(factions.cbegin(), factions.cend(), std::back_inserter(common),
                     [&shared](Faction faction) { return shared->testFlag(faction); });
        if (common.size() == 1)
            warband.faction = common.first();
        else
            import.differences.append(
                common.isEmpty()
                    ? QCoreApplication::translate(
                          "ListImport", "the list names no faction, and no faction has every creature")
                    : QCoreApplication::translate("ListImport",
                                                  "the list names no faction; every creature belongs to %1: "
                                                  "choose one")
                          .arg(factionNames(*shared).join(QStringLiteral(", "))));
    }
    warband.map.clear();
    if (!stated.map.isEmpty()) {
        const auto known =
            std::find_if(options.mapNames.cbegin(), options.mapNames.cend(), [&](const QString& name) {
                return name.compare(stated.map, Qt::CaseInsensitive) == 0;
            });
        if (known != options.mapNames.cend())
            warband.map = *known;
        else
            import.differences.append(
                QCoreApplication::translate(
                    "ListImport",
                    "the list's map, %1, is not a map the app knows: draw it in the map editor to choose it")
                    .arg(stated.map));
    }

    // What the post states against what was built, after card rules (Cohort and the like).
    const LegalityReport report = LegalityChecker().check(WarbandResolver::resolve(warband, m_lookup));
    // A post may state its format and its total ("200 pts" above, "Total 194 pts" below): one of
    // them matching is enough.
    if (stated.points && !statedPoints.contains(report.points))
        import.differences.append(
            QCoreApplication::translate("ListImport", "the list states %1 points; its creatures cost %2")
                .arg(*stated.points)
                .arg(report.points));
    if (stated.activations && *stated.activations != report.creatureCount)
        import.differences.append(
            QCoreApplication::translate("ListImport", "the list states %1 activations; the warband counts %2")
                .arg(*stated.activations)
                .arg(report.creatureCount));
    if (stated.championRating && stated.championRating != highestRating)
        import.differences.append(
            QCoreApplication::translate("ListImport",
                                        "the list states Champion rating %1; its highest champion's is %2")
                .arg(*stated.championRating)
                .arg(highestRating ? QString::number(*highestRating)
                                   : QCoreApplication::translate("ListImport", "none")));
    return import;
}

} // namespace ddm
