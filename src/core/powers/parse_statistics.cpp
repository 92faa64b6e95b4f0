#include "powers/parse_statistics.h"

#include "powers/card_profile.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace ddm {

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
    for (const Creature& creature : creatures) {
        const CardProfile profile = parseCard(creature);
        for (const PowerReading& reading : profile.readings) {
            const bool understood = reading.understood();
            switch (reading.type) {
            case PowerType::Attack:
                ++statistics.attackPowers;
                statistics.attacksUnderstood += understood ? 1 : 0;
                break;
            case PowerType::Ability:
                ++statistics.abilityPowers;
                statistics.abilitiesUnderstood += understood ? 1 : 0;
                break;
            case PowerType::Special:
                ++statistics.specialPowers;
                statistics.specialsUnderstood += understood ? 1 : 0;
                continue; // specials are mostly rules text for the players: their leftovers would drown the
                          // rest
            case PowerType::Champion:
                continue;
            }
            for (const QString& leftover : reading.leftovers)
                ++counts[leftoverShape(leftover)];
        }
    }
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        statistics.leftovers.append({it.key(), it.value()});
    std::sort(statistics.leftovers.begin(), statistics.leftovers.end(),
              [](const LeftoverCount& a, const LeftoverCount& b) {
                  return a.count != b.count ? a.count > b.count : a.fragment < b.fragment;
              });
    return statistics;
}

} // namespace ddm
