// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "powers/text_cursor.h"

#include <algorithm>
#include <utility>

namespace ddm {
namespace {

// The game's numbers have at most three digits; a longer run of digits is not one of them (and
// would not fit an int).
bool hasOverlongNumber(const QRegularExpressionMatch& match)
{
    for (int group = 1; group <= match.lastCapturedIndex(); ++group) {
        const QString captured = match.captured(group);
        if (captured.size() > 6 &&
            std::all_of(captured.cbegin(), captured.cend(), [](QChar c) { return c.isDigit(); }))
            return true;
    }
    return false;
}

} // namespace

TextCursor::TextCursor(QString text)
    : m_text(std::move(text))
{
    skipSpaces();
}

QRegularExpression TextCursor::pattern(const QString& regex)
{
    return QRegularExpression(QStringLiteral("(?:%1)\\s*").arg(regex),
                              QRegularExpression::CaseInsensitiveOption);
}

bool TextCursor::take(const QRegularExpression& pattern)
{
    QRegularExpressionMatch match = pattern.match(m_text, m_position, QRegularExpression::NormalMatch,
                                                  QRegularExpression::AnchorAtOffsetMatchOption);
    if (!match.hasMatch() || hasOverlongNumber(match))
        return false;
    m_match = match;
    m_position = match.capturedEnd(0);
    return true;
}

bool TextCursor::lookingAt(const QRegularExpression& pattern) const
{
    return lookingAtFrom(m_position, pattern);
}

bool TextCursor::lookingAtFrom(qsizetype position, const QRegularExpression& pattern) const
{
    return pattern
        .match(m_text, position, QRegularExpression::NormalMatch,
               QRegularExpression::AnchorAtOffsetMatchOption)
        .hasMatch();
}

QString TextCursor::takeUntil(const QRegularExpression& stop)
{
    const QRegularExpressionMatch match = stop.match(m_text, m_position);
    const qsizetype end = match.hasMatch() ? match.capturedStart(0) : m_text.size();
    const QString taken = m_text.mid(m_position, end - m_position).trimmed();
    m_position = end;
    return taken;
}

std::optional<QString> TextCursor::takeParenthesised()
{
    if (peek() != QLatin1Char('(') && peek() != QLatin1Char('['))
        return std::nullopt;
    const QChar open = peek();
    const QChar close = open == QLatin1Char('(') ? QLatin1Char(')') : QLatin1Char(']');
    int depth = 0;
    for (qsizetype i = m_position; i < m_text.size(); ++i) {
        if (m_text.at(i) == open) {
            ++depth;
        } else if (m_text.at(i) == close && --depth == 0) {
            const QString inside = m_text.mid(m_position + 1, i - m_position - 1).trimmed();
            m_position = i + 1;
            skipSpaces();
            return inside;
        }
    }
    return std::nullopt; // unbalanced: the caller reports the rest as a leftover
}

void TextCursor::skipSpaces()
{
    while (m_position < m_text.size() && m_text.at(m_position).isSpace())
        ++m_position;
}

} // namespace ddm
