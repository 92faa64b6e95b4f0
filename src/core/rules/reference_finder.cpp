// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/reference_finder.h"

#include <QRegularExpression>

namespace ddm {
namespace {

const QString kNumber = QStringLiteral(R"(\d{1,4}(?:\.\d{1,3})?(?:\.?[a-z](?![a-z]))?)");

} // namespace

QList<FoundReference> findRuleReferences(QStringView view)
{
    static const QRegularExpression trigger(
        QStringLiteral(R"(\b(?:(see\s+)(?:(rules?|sections?)\s+)?|(rules?|sections?)\s+)(?=\d))"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression number(QStringLiteral("\\G") + kNumber);
    static const QRegularExpression separator(
        QStringLiteral(R"(\G\s*(?:,\s*(?:and|or)?|and|or|to|through|–|—|-)\s*(?=\d))"));
    static const QRegularExpression title(QStringLiteral(R"(\G\.?,?\s*[“"]([^”"]{1,80})[”"])"));
    const QString text = view.toString();
    QList<FoundReference> found;
    QRegularExpressionMatchIterator it = trigger.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString word = match.captured(2).isEmpty() ? match.captured(3) : match.captured(2);
        const LinkKind kind = word.startsWith(QLatin1String("section"), Qt::CaseInsensitive) ? LinkKind::Section
                                                                                             : LinkKind::Rule;
        qsizetype position = match.capturedEnd();
        QList<FoundReference> clause;
        while (true) {
            const QRegularExpressionMatch numeral = number.match(text, position);
            if (!numeral.hasMatch() || numeral.capturedStart() != position)
                break;
            const qsizetype start = clause.isEmpty() ? match.capturedStart() : numeral.capturedStart();
            clause.append({kind, start, numeral.capturedEnd() - start, text.mid(start, numeral.capturedEnd() - start),
                           numeral.captured(0), {}});
            position = numeral.capturedEnd();
            const QRegularExpressionMatch next = separator.match(text, position);
            if (!next.hasMatch() || next.capturedStart() != position)
                break;
            position = next.capturedEnd();
        }
        const QRegularExpressionMatch quoted = title.match(text, position);
        if (quoted.hasMatch() && quoted.capturedStart() == position) {
            for (FoundReference& reference : clause)
                reference.subject = quoted.captured(1).trimmed();
        }
        found += clause;
    }
    return found;
}

QList<FoundReference> findPageReferences(QStringView view)
{
    static const QRegularExpression page(
        QStringLiteral(R"((?:\b[Ss]ee\s+(?:[“"]?([A-Za-z][^,.;()“”"]{0,40}?)[”"]?(?:,|\s+on)\s+)?)?\b(?:pages?|p\.)\s*(\d{1,3})\b)"));
    const QString text = view.toString();
    QList<FoundReference> found;
    QRegularExpressionMatchIterator it = page.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        found.append({LinkKind::Page, match.capturedStart(), match.capturedLength(), match.captured(0), match.captured(2),
                      match.captured(1).trimmed()});
    }
    return found;
}

QList<FoundReference> findTermReferences(QStringView view)
{
    static const QRegularExpression see(QStringLiteral(R"(\bSee\s+([A-Za-z][A-Za-z '’\-]{0,40}?)\s*\.)"));
    const QString text = view.toString();
    QList<FoundReference> found;
    QRegularExpressionMatchIterator it = see.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        found.append({LinkKind::Glossary, match.capturedStart(1), match.capturedLength(1), match.captured(0),
                      match.captured(1).trimmed(), {}});
    }
    return found;
}

} // namespace ddm
