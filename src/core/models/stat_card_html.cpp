// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stat_card_html.h"

#include "catalog/card_labels.h"

#include "models/card_text_html.h"
#include "models/creature_text.h"
#include "models/glossary_terms.h"

#include <array>

namespace ddm {
namespace {

// The order the printed card lists its powers in; within a group, card order.
constexpr std::array kPowerGroups{PowerType::Attack, PowerType::Ability, PowerType::Special,
                                  PowerType::Champion};

constexpr qsizetype kMaxLabelLength = 48;
constexpr qsizetype kMaxLabelWords = 6;
constexpr int kMaxDrawnUseBoxes = 6;

QString groupHeading(PowerType type)
{
    switch (type) {
    case PowerType::Attack:
        return StatCardHtml::tr("Attacks");
    case PowerType::Ability:
        return StatCardHtml::tr("Abilities");
    case PowerType::Special:
        return StatCardHtml::tr("Special powers");
    case PowerType::Champion:
        return StatCardHtml::tr("Champion powers");
    }
    return {};
}

QString typeLabel(PowerType type)
{
    switch (type) {
    case PowerType::Attack:
        return StatCardHtml::tr("Attack");
    case PowerType::Ability:
        return StatCardHtml::tr("Ability");
    case PowerType::Special:
        return StatCardHtml::tr("Special");
    case PowerType::Champion:
        return StatCardHtml::tr("Champion");
    }
    return {};
}

// "☐☐" for a power usable twice; a long row of boxes reads worse than a count.
QString useBoxes(const Power& power)
{
    if (!power.useLimit || *power.useLimit <= 0)
        return {};
    const QString box = QStringLiteral("&#x2610;");
    if (*power.useLimit > kMaxDrawnUseBoxes)
        return StatCardHtml::tr("%1 &times; %2").arg(box).arg(*power.useLimit) + QLatin1Char(' ');
    return box.repeated(*power.useLimit) + QLatin1Char(' ');
}

} // namespace

// Most powers read "Name: what it does"; the name is set in bold. A colon far into a sentence
// ("Use when an enemy misses an ally with an attack: ...") is not a name.
QString StatCardHtml::powerHtml(const Power& power, bool linkTerms)
{
    const QString& text = power.text;
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const QStringView label = colon > 0 ? QStringView(text).left(colon) : QStringView();
    const bool named = !label.isEmpty() && label.size() <= kMaxLabelLength &&
                       label.split(u' ', Qt::SkipEmptyParts).size() <= kMaxLabelWords &&
                       !label.contains(u'.') && !label.contains(u';');
    if (!named)
        return useBoxes(power) + cardTextToHtml(text, linkTerms);
    return useBoxes(power) + QStringLiteral("<b>%1:</b>").arg(cardTextToHtml(label, linkTerms)) +
           cardTextToHtml(QStringView(text).mid(colon + 1), linkTerms);
}

namespace {

QString keywordsHtml(const Creature& creature, bool linkTerms)
{
    QStringList keywords;
    for (const QString& keyword : creature.keywords)
        keywords.append(cardTextToHtml(keyword, linkTerms));
    return keywords.join(QStringLiteral(", "));
}

QString speedHtml(const Creature& creature, bool linkTerms)
{
    const QString mode = movementText(creature.movement);
    if (mode.isEmpty())
        return QString::number(creature.speed);
    const QString term =
        creature.movement == MovementMode::Flight ? QStringLiteral("Flight") : QStringLiteral("Burrow");
    const QString shown = linkTerms
                              ? QStringLiteral("<a href=\"%1\">%2</a>")
                                    .arg(glossaryUrl(term).toString(QUrl::FullyEncoded), mode.toHtmlEscaped())
                              : mode.toHtmlEscaped();
    return QStringLiteral("%1 %2").arg(creature.speed).arg(shown);
}

QString labelled(const QString& label, const QString& valueHtml)
{
    return QStringLiteral("<b>%1</b>&nbsp;%2").arg(label.toHtmlEscaped(), valueHtml);
}

QStringList statParts(const Creature& creature, bool linkTerms)
{
    return {labelled(StatCardHtml::tr("AC"), QString::number(creature.ac)),
            labelled(StatCardHtml::tr("Fort"), QString::number(creature.fort)),
            labelled(StatCardHtml::tr("Ref"), QString::number(creature.ref)),
            labelled(StatCardHtml::tr("Will"), QString::number(creature.will)),
            labelled(StatCardHtml::tr("Speed"), speedHtml(creature, linkTerms)),
            // CRG: a creature is bloodied at half its hit points.
            labelled(StatCardHtml::tr("HP"),
                     StatCardHtml::tr("%1 (bloodied %2)").arg(creature.hp).arg(creature.hp / 2))};
}

QString footerHtml(const Creature& creature)
{
    QStringList parts{labelled(StatCardHtml::tr("Cost"), QString::number(creature.cost)),
                      factionsText(creature.factions).toHtmlEscaped(),
                      alignmentText(creature.alignment).toHtmlEscaped()};
    QString set = creature.set.toHtmlEscaped();
    if (creature.origin == CardOrigin::Custom)
        set = StatCardHtml::tr("%1 (custom card)").arg(set);
    // What collectors track, with where the size came from: the board and 105.2.b depend on it.
    QStringList collector{set};
    if (!creature.collectorNumber.isEmpty())
        collector.append(StatCardHtml::tr("No. %1").arg(creature.collectorNumber.toHtmlEscaped()));
    if (creature.rarity)
        collector.append(rarityLabel(*creature.rarity).toHtmlEscaped());
    const QString size =
        creature.size
            ? (creature.sizeSource ? StatCardHtml::tr("%1 (%2)").arg(sizeLabel(*creature.size),
                                                                     factSourceLabel(*creature.sizeSource))
                                   : sizeLabel(*creature.size))
            : StatCardHtml::tr("unknown");
    collector.append(labelled(StatCardHtml::tr("Size"), size.toHtmlEscaped()));
    return parts.join(QStringLiteral(" &middot; ")) + QStringLiteral("<br/>") +
           collector.join(QStringLiteral(" &middot; "));
}

QString fullCard(const Creature& creature, bool linkTerms)
{
    const QStringList stats = statParts(creature, linkTerms);
    QString html = QStringLiteral("<h2>%1</h2>").arg(creature.name.toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b>").arg(StatCardHtml::tr("Level %1").arg(creature.level));
    if (!creature.keywords.isEmpty())
        html += QStringLiteral(" &middot; ") + keywordsHtml(creature, linkTerms);
    html += QStringLiteral("</p><table cellspacing=\"0\" cellpadding=\"3\"><tr><td>%1</td><td>%2</td>"
                           "<td>%3</td><td>%4</td></tr><tr><td colspan=\"2\">%5</td><td colspan=\"2\">%6</td>"
                           "</tr></table>")
                .arg(stats.at(0), stats.at(1), stats.at(2), stats.at(3), stats.at(4), stats.at(5));
    for (PowerType type : kPowerGroups) {
        QString group;
        for (const Power& power : creature.powers) {
            if (power.type == type)
                group += QStringLiteral("<p>%1</p>").arg(StatCardHtml::powerHtml(power, linkTerms));
        }
        if (type == PowerType::Champion && creature.championRating) {
            html += QStringLiteral("<h3>%1</h3>")
                        .arg(StatCardHtml::tr("Champion rating %1").arg(*creature.championRating));
            if (!group.isEmpty())
                html += QStringLiteral("<p><i>%1</i></p>").arg(groupHeading(type).toHtmlEscaped());
        } else if (!group.isEmpty()) {
            html += QStringLiteral("<h3>%1</h3>").arg(groupHeading(type).toHtmlEscaped());
        }
        html += group;
    }
    return html + QStringLiteral("<hr/><p>%1</p>").arg(footerHtml(creature));
}

QString compactCard(const Creature& creature, bool linkTerms)
{
    QString html = QStringLiteral("<div style=\"font-size:small\"><p><b>%1</b> &middot; %2")
                       .arg(creature.name.toHtmlEscaped(), StatCardHtml::tr("Level %1").arg(creature.level));
    if (!creature.keywords.isEmpty())
        html += QStringLiteral(" &middot; ") + keywordsHtml(creature, linkTerms);
    html += QStringLiteral("<br/>") + statParts(creature, linkTerms).join(QStringLiteral(" &middot; "));
    if (creature.championRating)
        html += QStringLiteral("<br/>") +
                labelled(StatCardHtml::tr("Champion rating"), QString::number(*creature.championRating));
    html += QStringLiteral("</p>");
    for (PowerType type : kPowerGroups) {
        for (const Power& power : creature.powers) {
            if (power.type == type)
                html += QStringLiteral("<p><i>%1</i> %2</p>")
                            .arg(typeLabel(type).toHtmlEscaped(), StatCardHtml::powerHtml(power, linkTerms));
        }
    }
    return html + QStringLiteral("<p>%1</p></div>").arg(footerHtml(creature));
}

} // namespace

QString StatCardHtml::render(const Creature& creature, const StatCardOptions& options)
{
    return options.compact ? compactCard(creature, options.linkTerms) : fullCard(creature, options.linkTerms);
}

} // namespace ddm
