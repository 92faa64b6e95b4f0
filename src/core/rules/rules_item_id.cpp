// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_item_id.h"

#include "rules/document_kind.h"

#include <array>

namespace ddm {
namespace {

constexpr std::array kKindNames{"rule", "glossary", "quickref", "section"};

std::optional<RulesItemId::Kind> kindFromName(const QString& name)
{
    for (std::size_t i = 0; i < kKindNames.size(); ++i) {
        if (name == QLatin1String(kKindNames.at(i)))
            return RulesItemId::Kind(i);
    }
    return std::nullopt;
}

QString kindName(RulesItemId::Kind kind)
{
    return QString::fromLatin1(kKindNames.at(std::size_t(kind)));
}

const QString kScheme = QStringLiteral("ddm");

} // namespace

QString RulesItemId::toString() const
{
    return kindName(kind) + QLatin1Char(':') + key;
}

QUrl RulesItemId::toUrl() const
{
    // Glossary terms are one path segment (a "/" in "hp/hit points" is encoded); other keys keep
    // their slashes as path separators ("terrain/forest").
    const QByteArray path = kind == Kind::Glossary ? QUrl::toPercentEncoding(key) : QUrl::toPercentEncoding(key, "/");
    return QUrl(kScheme + QStringLiteral("://") + kindName(kind) + QLatin1Char('/') + QString::fromLatin1(path),
                QUrl::StrictMode);
}

std::optional<RulesItemId> RulesItemId::fromString(const QString& id)
{
    const qsizetype colon = id.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return std::nullopt;
    const std::optional<Kind> kind = kindFromName(id.left(colon).trimmed().toLower());
    const QString key = id.mid(colon + 1).trimmed();
    if (!kind || key.isEmpty())
        return std::nullopt;
    return RulesItemId{*kind, key};
}

std::optional<RulesItemId> RulesItemId::fromUrl(const QUrl& url)
{
    if (!url.isValid() || url.scheme() != kScheme)
        return std::nullopt;
    const std::optional<Kind> kind = kindFromName(url.host().toLower());
    QString path = url.path(QUrl::FullyEncoded);
    if (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    const QString key = QUrl::fromPercentEncoding(path.toUtf8());
    if (!kind || key.isEmpty())
        return std::nullopt;
    return RulesItemId{*kind, key};
}

RulesItemId RulesItemId::ofEntry(RulesDocumentKind document, const QString& entryKey)
{
    switch (document) {
    case RulesDocumentKind::ComprehensiveRules:
        return {Kind::Rule, entryKey};
    case RulesDocumentKind::QuickReference:
        return {Kind::QuickRef, entryKey};
    default:
        break;
    }
    return {Kind::Section, QString::fromLatin1(documentKindInfo(document).key) + QLatin1Char('/') + entryKey};
}

} // namespace ddm
