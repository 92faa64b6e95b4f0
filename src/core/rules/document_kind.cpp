// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/document_kind.h"

#include <QRegularExpression>

#include <array>

namespace ddm {
namespace {

constexpr std::array kKinds{
    DocumentKindInfo{RulesDocumentKind::ComprehensiveRules, "crg", RulesGame::Ddm,
                     DocumentAuthority::Authoritative, "D&D Miniatures Game Comprehensive Rules Guide"},
    DocumentKindInfo{RulesDocumentKind::BattleRules2008, "battle-rules-2008", RulesGame::Ddm,
                     DocumentAuthority::Official, "D&D Miniatures Game Battle Rules (Starter Set)"},
    DocumentKindInfo{RulesDocumentKind::GuildRules2011, "guild-2011", RulesGame::Ddm,
                     DocumentAuthority::Community, "DDM Guild Battle Rules 2011"},
    DocumentKindInfo{RulesDocumentKind::QuickReference, "quickref", RulesGame::Ddm,
                     DocumentAuthority::Unofficial, "D&D Miniatures Quick Reference and Glossary"},
    DocumentKindInfo{RulesDocumentKind::BattleAxe, "battle-axe", RulesGame::BattleAxe,
                     DocumentAuthority::Authoritative, "Battle-Axe Rulebook"},
};

bool contains(const QString& text, const QRegularExpression& pattern)
{
    return pattern.match(text).hasMatch();
}

// Letters only, lower case: the starter's extracted text spaces its headings ("BATT L E R U LE S").
QString squeezed(const QString& text)
{
    QString result;
    result.reserve(text.size());
    for (const QChar c : text) {
        if (c.isLetter())
            result.append(c.toLower());
    }
    return result;
}

bool isComprehensiveRules(const QString& text)
{
    static const QRegularExpression numbered(QStringLiteral(R"((?m)^[#*\s]*100\.1\.\s)"));
    return text.contains(QLatin1String("Comprehensive Rules Guide"), Qt::CaseInsensitive) && contains(text, numbered);
}

bool isQuickReference(const QString& text)
{
    static const QRegularExpression round(QStringLiteral(R"((?m)^\s*-?\s*R0\.\s)"));
    static const QRegularExpression damage(QStringLiteral(R"((?m)^\s*-?\s*D1\.\s)"));
    return contains(text, round) && contains(text, damage);
}

bool isGuildRules(const QString& text)
{
    return text.contains(QLatin1String("DDM Guild")) && text.contains(QLatin1String("Battle Rules"));
}

bool isBattleAxe(const QString& text)
{
    return text.contains(QLatin1String("Battle-Axe"), Qt::CaseInsensitive)
           && text.contains(QLatin1String("hero"), Qt::CaseInsensitive);
}

bool isBattleRules2008(const QString& letters)
{
    return letters.contains(QLatin1String("quickstart")) && letters.contains(QLatin1String("battlerules"))
           && letters.contains(QLatin1String("glossary"));
}

} // namespace

const DocumentKindInfo& documentKindInfo(RulesDocumentKind kind)
{
    for (const DocumentKindInfo& info : kKinds) {
        if (info.kind == kind)
            return info;
    }
    return kKinds.front();
}

std::optional<RulesDocumentKind> documentKindFromKey(const QString& key)
{
    for (const DocumentKindInfo& info : kKinds) {
        if (key == QLatin1String(info.key))
            return info.kind;
    }
    return std::nullopt;
}

QString documentAuthorityName(DocumentAuthority authority)
{
    switch (authority) {
    case DocumentAuthority::Authoritative:
        return QStringLiteral("authoritative");
    case DocumentAuthority::Official:
        return QStringLiteral("official");
    case DocumentAuthority::Community:
        return QStringLiteral("community");
    case DocumentAuthority::Unofficial:
        break;
    }
    return QStringLiteral("unofficial");
}

QString rulesGameName(RulesGame game)
{
    return game == RulesGame::BattleAxe ? QStringLiteral("battle-axe") : QStringLiteral("ddm");
}

std::optional<RulesGame> rulesGameFromName(const QString& name)
{
    if (name.compare(QLatin1String("ddm"), Qt::CaseInsensitive) == 0)
        return RulesGame::Ddm;
    if (name.compare(QLatin1String("battle-axe"), Qt::CaseInsensitive) == 0)
        return RulesGame::BattleAxe;
    return std::nullopt;
}

std::optional<RulesDocumentKind> recogniseDocument(const QString& text)
{
    const QString letters = squeezed(text);
    const std::array<std::pair<RulesDocumentKind, bool>, 5> tests{{
        {RulesDocumentKind::ComprehensiveRules, isComprehensiveRules(text)},
        {RulesDocumentKind::QuickReference, isQuickReference(text)},
        {RulesDocumentKind::GuildRules2011, isGuildRules(text)},
        {RulesDocumentKind::BattleAxe, isBattleAxe(text)},
        {RulesDocumentKind::BattleRules2008, isBattleRules2008(letters)},
    }};
    std::optional<RulesDocumentKind> found;
    for (const auto& [kind, matches] : tests) {
        if (!matches)
            continue;
        if (found) // two signatures at once: not a document we can tell apart
            return std::nullopt;
        found = kind;
    }
    return found;
}

} // namespace ddm
