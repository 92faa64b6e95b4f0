// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>

#include <optional>

namespace ddm {

// Reads a power text from left to right. The grammar's small functions each try one phrase at the
// current position; a phrase that matches is consumed (with the spaces after it), one that does
// not leaves the cursor where it was, so the next rule can try. What no rule takes is cut out with
// takeUntil() and reported as a leftover: the parser never skips text.
class TextCursor {
public:
    explicit TextCursor(QString text);

    bool atEnd() const { return m_position >= m_text.size(); }
    qsizetype position() const { return m_position; }
    void setPosition(qsizetype position) { m_position = position; }
    const QString& text() const { return m_text; }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_position); }

    // Consumes the pattern if it matches exactly here (patterns are compiled case-insensitive by
    // pattern()); the match is kept for captured() until the next call.
    bool take(const QRegularExpression& pattern);
    bool lookingAt(const QRegularExpression& pattern) const;
    bool lookingAtFrom(qsizetype position, const QRegularExpression& pattern) const;
    QString captured(int group) const { return m_match.captured(group); }
    QString captured(QStringView name) const { return m_match.captured(name); } // a named group
    int capturedInt(int group) const { return m_match.captured(group).toInt(); }
    bool hasCaptured(int group) const
    {
        return m_match.hasCaptured(group) && !m_match.captured(group).isEmpty();
    }

    // Cuts the text up to (not including) the first match of `stop` at or after the position, or to
    // the end; the result is trimmed.
    QString takeUntil(const QRegularExpression& stop);
    // The balanced "( … )" at the position, without its parentheses; empty optional if none.
    std::optional<QString> takeParenthesised();
    void skipSpaces();

    // A case-insensitive pattern that also eats the spaces after what it matched.
    static QRegularExpression pattern(const QString& regex);

private:
    QString m_text;
    qsizetype m_position = 0;
    QRegularExpressionMatch m_match;
};

} // namespace ddm
