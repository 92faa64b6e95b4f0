// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/battle_rules_parser.h"

#include <QRegularExpression>

namespace ddm {
namespace {

constexpr qsizetype kMaxTermLength = 40;
constexpr qsizetype kColumnLookBack = 4;

// "(Condition) See page 33." -> category "condition", text "See page 33."
void takeCategory(GlossaryEntry& entry)
{
    static const QRegularExpression leading(QStringLiteral(R"(^\(([A-Za-z ]+)\)\s*(.*)$)"),
                                            QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = leading.match(entry.text);
    if (match.hasMatch()) {
        entry.category = match.captured(1).toLower();
        entry.text = match.captured(2);
    }
}

// The first five letters of the term's first word, lower case: "immunity" mentions "Immune".
QString stemOf(const QString& headword)
{
    static const QRegularExpression word(QStringLiteral(R"([A-Za-z]{3,})"));
    const QRegularExpressionMatch match = word.match(headword);
    return match.hasMatch() ? match.captured(0).left(5).toLower() : QString();
}

void continueEntry(QList<GlossaryEntry>& entries, const QString& text)
{
    if (entries.isEmpty() || text.isEmpty())
        return;
    const QString lower = text.toLower();
    qsizetype target = entries.size() - 1;
    for (qsizetype i = entries.size() - 1; i >= 0 && i >= entries.size() - kColumnLookBack; --i) {
        const QString stem = stemOf(entries.at(i).headword);
        if (!stem.isEmpty() && lower.contains(stem)) {
            target = i;
            break;
        }
    }
    entries[target].text = appendParagraph(entries.at(target).text, text);
}

} // namespace

QList<GlossaryEntry> BattleRulesGlossary::read(const QList<PagedParagraph>& paragraphs)
{
    static const QRegularExpression term(
        QStringLiteral(R"((?:^|(?<=[.!?)”’"]\s))(\+?[A-Za-z][A-Za-z’'/\-]*(?:\s+\(?[A-Za-z+][A-Za-z’'/()+\-]*\)?){0,5}):\s+(?=\S))"));
    QList<GlossaryEntry> entries;
    for (const PagedParagraph& paged : paragraphs) {
        const QString& text = paged.paragraph.text;
        QList<QRegularExpressionMatch> starts;
        QRegularExpressionMatchIterator it = term.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            if (match.capturedLength(1) <= kMaxTermLength)
                starts.append(match);
        }
        const qsizetype first = starts.isEmpty() ? text.size() : starts.first().capturedStart();
        continueEntry(entries, text.left(first).trimmed());
        for (qsizetype i = 0; i < starts.size(); ++i) {
            const qsizetype from = starts.at(i).capturedEnd();
            const qsizetype to = i + 1 < starts.size() ? starts.at(i + 1).capturedStart() : text.size();
            GlossaryEntry entry;
            entry.headword = collapseSpaces(starts.at(i).captured(1));
            entry.term = entry.headword;
            entry.text = text.mid(from, to - from).trimmed();
            entry.line = paged.paragraph.line;
            entry.page = paged.page;
            takeCategory(entry);
            entries.append(entry);
        }
    }
    return entries;
}

} // namespace ddm
