// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_document.h"

#include <QString>
#include <QStringView>

#include <compare>
#include <optional>

namespace ddm {

// A Comprehensive Rules Guide number: chapter "6", section "611", rule "611.3", sub-rule "611.3.a".
// The level follows from the number alone (chapters are 0–99, sections 100 and up), never from how a
// document happens to format its headings.
class RuleNumber {
public:
    // Reads any common spelling: "611.3", "611.3.a", "611.3a", "611.3.A", "611.3.", "r611", "R 611",
    // "§611", "rule 611.3", "section 611". Anything else is no rule number.
    static std::optional<RuleNumber> parse(QStringView text);

    QString toString() const; // the CRG's own spelling: "611.3.a"
    EntryKind level() const;  // Chapter, Section, Rule or SubRule
    std::optional<RuleNumber> parent() const;
    int chapter() const { return m_major < 100 ? m_major : m_major / 100; }
    int major() const { return m_major; }       // 6 or 611
    int rule() const { return m_rule; }         // 3 in 611.3; 0 when none
    QChar letter() const { return m_letter; }   // 'a' in 611.3.a; null when none
    // A distance for "did you mean": how far apart two numbers are at the first level they differ.
    int distanceTo(const RuleNumber& other) const;

    bool operator==(const RuleNumber&) const = default;
    std::strong_ordering operator<=>(const RuleNumber& other) const;

private:
    int m_major = 0;
    int m_rule = 0;
    QChar m_letter;
};

} // namespace ddm
