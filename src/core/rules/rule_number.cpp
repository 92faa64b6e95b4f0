// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rule_number.h"

#include <QRegularExpression>

#include <cstdlib>

namespace ddm {

std::optional<RuleNumber> RuleNumber::parse(QStringView text)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*(?:(?:rules?|sections?|r|§)\s*)?(\d{1,4})(?:\.(\d{1,3}))?(?:\.?([a-z]))?\.?\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(text.toString());
    if (!match.hasMatch())
        return std::nullopt;
    RuleNumber number;
    number.m_major = match.capturedView(1).toInt();
    const bool hasRule = match.capturedLength(2) > 0;
    const bool hasLetter = match.capturedLength(3) > 0;
    if (hasRule) {
        number.m_rule = match.capturedView(2).toInt();
        if (number.m_rule == 0)
            return std::nullopt; // rules count from 1
    }
    if (hasLetter) {
        if (!hasRule)
            return std::nullopt; // "611a" is no spelling of anything
        number.m_letter = match.capturedView(3).at(0).toLower();
    }
    if ((hasRule || hasLetter) && number.m_major < 100)
        return std::nullopt; // chapters have sections, not rules
    return number;
}

QString RuleNumber::toString() const
{
    QString text = QString::number(m_major);
    if (m_rule > 0)
        text += QLatin1Char('.') + QString::number(m_rule);
    if (!m_letter.isNull())
        text += QLatin1Char('.') + m_letter;
    return text;
}

EntryKind RuleNumber::level() const
{
    if (!m_letter.isNull())
        return EntryKind::SubRule;
    if (m_rule > 0)
        return EntryKind::Rule;
    return m_major < 100 ? EntryKind::Chapter : EntryKind::Section;
}

std::optional<RuleNumber> RuleNumber::parent() const
{
    RuleNumber parent = *this;
    if (!m_letter.isNull()) {
        parent.m_letter = QChar();
    } else if (m_rule > 0) {
        parent.m_rule = 0;
    } else if (m_major >= 100) {
        parent.m_major = m_major / 100;
    } else {
        return std::nullopt;
    }
    return parent;
}

int RuleNumber::distanceTo(const RuleNumber& other) const
{
    if (chapter() != other.chapter())
        return 100000 + std::abs(chapter() - other.chapter());
    if (m_major != other.m_major)
        return 10000 + std::abs(m_major - other.m_major);
    if (m_rule != other.m_rule)
        return 100 + std::abs(m_rule - other.m_rule);
    return std::abs(int(m_letter.unicode()) - int(other.m_letter.unicode()));
}

std::strong_ordering RuleNumber::operator<=>(const RuleNumber& other) const
{
    // Sections sort inside their chapter: 6 < 600 < 611 < 611.3 < 611.3.a < 7.
    if (const auto order = chapter() <=> other.chapter(); order != 0)
        return order;
    const int major = m_major < 100 ? -1 : m_major;
    const int otherMajor = other.m_major < 100 ? -1 : other.m_major;
    if (const auto order = major <=> otherMajor; order != 0)
        return order;
    if (const auto order = m_rule <=> other.m_rule; order != 0)
        return order;
    return m_letter.unicode() <=> other.m_letter.unicode();
}

} // namespace ddm
