// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "legality/checks.h"

#include <algorithm>

namespace ddm {

Violation makeViolation(ViolationCode code, const QString& rule, const QString& message,
                        QStringList arguments, QStringList cards, Severity severity)
{
    Violation violation;
    violation.code = code;
    violation.severity = severity;
    violation.rule = rule;
    violation.message = message;
    violation.cards = std::move(cards);
    violation.arguments = std::move(arguments);
    return violation;
}

QString joinNames(const QStringList& names)
{
    if (names.size() <= 2)
        return names.join(QStringLiteral(" and "));
    // Card names hold commas ("Regdar, Adventurer"): then a longer list is split with semicolons.
    const bool commas = std::any_of(names.cbegin(), names.cend(),
                                    [](const QString& name) { return name.contains(QLatin1Char(',')); });
    const QString separator = commas ? QStringLiteral("; ") : QStringLiteral(", ");
    const QString last = commas ? QStringLiteral("; and ") : QStringLiteral(" and ");
    return names.mid(0, names.size() - 1).join(separator) + last + names.last();
}

QString argumentList(const QStringList& values) { return values.join(QStringLiteral("; ")); }

QString cardRuleReference(const QString& card) { return QStringLiteral("card: ") + card; }

void noteAssumedSize(LegalityReport& report, const WarbandMember& source, const CardRule& rule,
                     const QString& card)
{
    const QString reference = cardRuleReference(source.name());
    const QString kind = cardRuleKindKey(rule.kind);
    auto warning = std::find_if(report.warnings.begin(), report.warnings.end(), [&](const Violation& v) {
        return v.code == ViolationCode::CardRule && v.rule == reference && v.arguments.value(0) == kind;
    });
    if (warning == report.warnings.end()) {
        Violation created;
        created.code = ViolationCode::CardRule;
        created.severity = Severity::Warning;
        created.rule = reference;
        created.cards = {source.name()};
        report.warnings.append(created);
        warning = report.warnings.end() - 1;
    }
    if (!warning->cards.contains(card))
        warning->cards.append(card);
    const QStringList assumed = warning->cards.mid(1);
    warning->arguments = {kind, source.name(), rule.label, argumentList(assumed)};
    const QString size = rule.selector.size ? sizeName(*rule.selector.size) : QString();
    warning->message =
        QStringLiteral("%1 (%2) admits %3 only if %4 %5; the size is unknown, so it is taken to be "
                       "%5: check the card.")
            .arg(source.name(), rule.label, joinNames(assumed),
                 assumed.size() == 1 ? QStringLiteral("it is") : QStringLiteral("they are"), size);
}

} // namespace ddm
