// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/card_facts_join.h"

#include "catalog/card_text_size.h"
#include "catalog/text_matching.h"

#include <QHash>
#include <QRegularExpression>

#include <limits>

namespace ddm {
namespace {

// Set names the catalog and the database spell differently even once folded (facts, not text).
constexpr std::pair<const char*, const char*> kSetAliases[] = {
    {"starter2008", "2008starterset"},
    {"playershandbookheroes1", "playershandbookheroesseries1"},
    {"playershandbookheroes2", "playershandbookheroesseries2"},
};

QString setKey(const QString& set)
{
    const QString folded = foldedForMatching(set);
    for (const auto& [catalog, database] : kSetAliases) {
        if (folded == QLatin1String(catalog))
            return QString::fromLatin1(database);
    }
    return folded;
}

const QRegularExpression& trailingParenthesis()
{
    static const QRegularExpression pattern(QStringLiteral("^(.*\\S)\\s*\\(([^()]*)\\)$"));
    return pattern;
}

// The catalog tells apart cards of one name by their set in parentheses: "Death Knight (Dungeons Of
// Dread)" is the Death Knight of that set.
QString withoutOwnSet(const QString& name, const QString& set)
{
    const QRegularExpressionMatch match = trailingParenthesis().match(name);
    if (match.hasMatch() && setKey(match.captured(2)) == setKey(set))
        return match.captured(1);
    return name;
}

// A name without its qualifiers: a trailing "(Young)" and a leading size word.
QString qualifierFreeKey(const QString& name)
{
    QString core = name;
    const QRegularExpressionMatch match = trailingParenthesis().match(core);
    if (match.hasMatch())
        core = match.captured(1);
    const qsizetype space = core.indexOf(QLatin1Char(' '));
    if (space > 0 && parseSize(core.left(space)))
        core = core.mid(space + 1);
    return foldedForMatching(core);
}

QString sizeText(std::optional<CreatureSize> size)
{
    return size ? sizeName(*size) : QStringLiteral("unknown size");
}

struct Found {
    const DdmdbFigure* figure = nullptr;
    FigureMatch match = FigureMatch::Exact;
    int distance = 0;
    const DdmdbFigure* alsoMatched = nullptr; // a second figure with other facts, when one matched
};

class FigureIndex {
public:
    explicit FigureIndex(const QList<DdmdbFigure>& figures)
    {
        for (const DdmdbFigure& figure : figures) {
            const QString set = setKey(figure.release);
            m_exact[figure.name + QLatin1Char('\n') + figure.release].append(&figure);
            m_normalised[foldedForMatching(figure.name) + QLatin1Char('\n') + set].append(&figure);
            m_bySet[set].append(&figure);
            m_byName[foldedForMatching(figure.name)].append(&figure);
        }
    }

    Found find(const Creature& creature) const
    {
        const QString set = setKey(creature.set);
        if (Found found =
                first(m_exact.value(creature.name + QLatin1Char('\n') + creature.set), FigureMatch::Exact);
            found.figure)
            return found;
        const QString name = foldedForMatching(withoutOwnSet(creature.name, creature.set));
        if (Found found = first(m_normalised.value(name + QLatin1Char('\n') + set), FigureMatch::Normalised);
            found.figure)
            return found;
        const QList<const DdmdbFigure*> inSet = m_bySet.value(set);
        if (Found found = bySpelling(name, inSet); found.figure)
            return found;
        return byQualifier(withoutOwnSet(creature.name, creature.set), inSet);
    }

    QList<const DdmdbFigure*> named(const Creature& creature) const
    {
        return m_byName.value(foldedForMatching(withoutOwnSet(creature.name, creature.set)));
    }

private:
    static Found first(const QList<const DdmdbFigure*>& candidates, FigureMatch match)
    {
        Found found;
        if (candidates.isEmpty())
            return found;
        found.figure = candidates.first();
        found.match = match;
        for (const DdmdbFigure* other : candidates) {
            if (other->size != found.figure->size || other->rarity != found.figure->rarity)
                found.alsoMatched = other;
        }
        return found;
    }

    static Found bySpelling(const QString& name, const QList<const DdmdbFigure*>& inSet)
    {
        Found found;
        int best = std::numeric_limits<int>::max();
        int runnerUp = best;
        for (const DdmdbFigure* figure : inSet) {
            const int distance = editDistance(name, foldedForMatching(figure->name));
            if (distance < best) {
                runnerUp = best;
                best = distance;
                found.figure = figure;
            } else {
                runnerUp = std::min(runnerUp, distance);
            }
        }
        if (!found.figure || best > kNearSpellingDistance || runnerUp < best + kSpellingMargin)
            return {};
        found.match = FigureMatch::Spelling;
        found.distance = best;
        return found;
    }

    static Found byQualifier(const QString& name, const QList<const DdmdbFigure*>& inSet)
    {
        const QString key = qualifierFreeKey(name);
        Found found;
        for (const DdmdbFigure* figure : inSet) {
            if (qualifierFreeKey(figure->name) != key)
                continue;
            if (found.figure)
                return {}; // two figures fit: too uncertain to take either
            found.figure = figure;
            found.match = FigureMatch::Qualifier;
        }
        return found;
    }

    QHash<QString, QList<const DdmdbFigure*>> m_exact;
    QHash<QString, QList<const DdmdbFigure*>> m_normalised;
    QHash<QString, QList<const DdmdbFigure*>> m_bySet;
    QHash<QString, QList<const DdmdbFigure*>> m_byName;
};

void takeFigure(Creature& creature, const Found& found, CardFactsReport& report)
{
    const DdmdbFigure& figure = *found.figure;
    ++report.matched[static_cast<int>(found.match)];
    if (figure.size) {
        creature.size = figure.size;
        creature.sizeSource = FactSource::Database;
    }
    creature.rarity = figure.rarity;
    creature.collectorNumber = figure.number ? QString::number(*figure.number) : QString();
    if (found.match == FigureMatch::Spelling || found.match == FigureMatch::Qualifier)
        report.nearMatches.append({creature.name, creature.set, figure.name, found.match, found.distance});
    if (found.alsoMatched)
        report.conflicts.append(
            {creature.name, creature.set, QStringLiteral("figure"),
             QStringLiteral("%1 (line %2)").arg(figure.name).arg(figure.line),
             QStringLiteral("%1 (line %2)").arg(found.alsoMatched->name).arg(found.alsoMatched->line)});
}

// `stated` is sizeStatedByCard(creature), read once per creature by the caller.
void takeCardTextSize(Creature& creature, std::optional<CreatureSize> stated, CardFactsReport& report)
{
    if (!stated)
        return;
    if (!creature.size) {
        creature.size = stated;
        creature.sizeSource = FactSource::CardText;
    } else if (*creature.size != *stated) {
        report.conflicts.append({creature.name, creature.set, QStringLiteral("size"),
                                 QStringLiteral("%1 (database)").arg(sizeName(*creature.size)),
                                 QStringLiteral("%1 (card text)").arg(sizeName(*stated))});
    }
}

OtherSetName otherSetName(const Creature& creature, const QList<const DdmdbFigure*>& figures)
{
    OtherSetName entry{creature.name, creature.set, {}};
    for (const DdmdbFigure* figure : figures)
        entry.figures.append(QStringLiteral("%1: %2").arg(figure->release, sizeText(figure->size)));
    return entry;
}

} // namespace

QString figureMatchName(FigureMatch match)
{
    switch (match) {
    case FigureMatch::Exact:
        return QStringLiteral("exact");
    case FigureMatch::Normalised:
        return QStringLiteral("normalised");
    case FigureMatch::Spelling:
        return QStringLiteral("spelling");
    case FigureMatch::Qualifier:
        return QStringLiteral("qualifier");
    }
    return {};
}

CardFactsReport joinCardFacts(QList<Creature>& creatures, const QList<DdmdbFigure>& figures)
{
    CardFactsReport report;
    report.creatures = int(creatures.size());
    report.figures = int(figures.size());
    const FigureIndex index(figures);
    QHash<QString, qsizetype> setRows;
    for (Creature& creature : creatures) {
        Found found = index.find(creature);
        const std::optional<CreatureSize> stated = sizeStatedByCard(creature);
        if (found.match == FigureMatch::Qualifier && found.figure && found.figure->size && stated &&
            *stated != *found.figure->size) {
            // A match made by dropping a size word the figure contradicts is no match.
            report.conflicts.append(
                {creature.name, creature.set, QStringLiteral("figure"),
                 QStringLiteral("%1 (card text)").arg(sizeName(*stated)),
                 QStringLiteral("%1: %2").arg(found.figure->name, sizeName(*found.figure->size))});
            found = {};
        }
        if (found.figure)
            takeFigure(creature, found, report);
        else if (const QList<const DdmdbFigure*> named = index.named(creature); !named.isEmpty())
            report.otherSetNames.append(otherSetName(creature, named));
        takeCardTextSize(creature, stated, report);
        if (creature.sizeSource == FactSource::Database)
            ++report.sizedFromDatabase;
        else if (creature.sizeSource == FactSource::CardText)
            ++report.sizedFromCardText;

        auto row = setRows.constFind(creature.set);
        if (row == setRows.constEnd()) {
            row = setRows.insert(creature.set, report.sets.size());
            report.sets.append({creature.set, 0, 0, 0});
        }
        SetCoverage& coverage = report.sets[*row];
        ++coverage.creatures;
        coverage.inDatabase += found.figure ? 1 : 0;
        coverage.sized += creature.size ? 1 : 0;
    }
    return report;
}

} // namespace ddm
