// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/parse_statistics.h"

#include "powers/card_profile.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace ddm {
namespace {

QList<LeftoverCount> mostCommonFirst(const QHash<QString, int>& counts)
{
    QList<LeftoverCount> sorted;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        sorted.append({it.key(), it.value()});
    std::sort(sorted.begin(), sorted.end(), [](const LeftoverCount& a, const LeftoverCount& b) {
        return a.count != b.count ? a.count > b.count : a.fragment < b.fragment;
    });
    return sorted;
}

} // namespace

QString leftoverShape(const QString& fragment)
{
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QString shape = fragment;
    return shape.replace(number, QStringLiteral("N"));
}

ParseStatistics collectParseStatistics(const QList<Creature>& creatures)
{
    ParseStatistics statistics;
    QHash<QString, int> counts;
    QHash<QString, int> specialCounts;
    for (const Creature& creature : creatures) {
        const CardProfile profile = parseCard(creature);
        bool everyPowerRuns = true;
        for (const PowerReading& reading : profile.readings) {
            const bool understood = reading.understood();
            everyPowerRuns = everyPowerRuns && understood;
            switch (reading.type) {
            case PowerType::Attack:
                statistics.attacks.count(understood);
                break;
            case PowerType::Ability:
                statistics.abilities.count(understood);
                break;
            case PowerType::Special:
                statistics.specials.count(understood);
                // Specials are mostly rules text for the players: their leftovers get a list of their own.
                for (const QString& leftover : reading.leftovers)
                    ++specialCounts[leftoverShape(leftover)];
                continue;
            case PowerType::Champion:
                statistics.champions.count(understood);
                continue;
            }
            for (const QString& leftover : reading.leftovers)
                ++counts[leftoverShape(leftover)];
        }
        statistics.creatures.count(everyPowerRuns);
    }
    statistics.leftovers = mostCommonFirst(counts);
    statistics.specialLeftovers = mostCommonFirst(specialCounts);
    return statistics;
}

} // namespace ddm
