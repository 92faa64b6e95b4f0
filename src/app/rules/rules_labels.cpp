// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_labels.h"

#include <QStringList>

namespace ddm::gui {
namespace {
constexpr int kUntitledWords = 6;
}

QString RulesLabels::entry(const RuleEntryView& entry)
{
    const QString name = entry.title.isEmpty() ? excerpt(entry.text, kUntitledWords) : entry.title;
    const QString label = QStringList{entry.number, name}.join(QLatin1Char(' ')).trimmed();
    return label.isEmpty() ? entry.key : label;
}

QString RulesLabels::document(const RulesDocumentInfo& document)
{
    return document.date.isEmpty() ? document.title : tr("%1, %2").arg(document.title, document.date);
}

QString RulesLabels::authority(DocumentAuthority authority)
{
    switch (authority) {
    case DocumentAuthority::Authoritative:
        return tr("authoritative");
    case DocumentAuthority::Official:
        return tr("official");
    case DocumentAuthority::Community:
        return tr("community");
    case DocumentAuthority::Unofficial:
        return tr("unofficial");
    }
    return {};
}

QString RulesLabels::excerpt(const QString& text, int words)
{
    const QStringList all = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (all.size() <= words)
        return all.join(QLatin1Char(' '));
    return all.mid(0, words).join(QLatin1Char(' ')) + QStringLiteral("…");
}

} // namespace ddm::gui
