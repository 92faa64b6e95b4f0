// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rules_link.h"

#include <array>

namespace ddm {
namespace {

constexpr std::array kKinds{"rule", "section", "page", "glossary", "term"};
constexpr std::array kStatuses{"ok", "corrected", "unverified", "broken"};
constexpr std::array kProblems{"", "no-such-rule", "subject-mismatch", "no-such-page", "no-such-term", "no-such-document"};

template <typename Enum, std::size_t N>
Enum fromName(const std::array<const char*, N>& names, const QString& name)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (name == QLatin1String(names.at(i)))
            return Enum(i);
    }
    return Enum(0);
}

} // namespace

QString linkKindName(LinkKind kind)
{
    return QString::fromLatin1(kKinds.at(std::size_t(kind)));
}

QString linkStatusName(LinkStatus status)
{
    return QString::fromLatin1(kStatuses.at(std::size_t(status)));
}

QString linkProblemName(LinkProblem problem)
{
    return QString::fromLatin1(kProblems.at(std::size_t(problem)));
}

LinkKind linkKindFromName(const QString& name)
{
    return fromName<LinkKind>(kKinds, name);
}

LinkStatus linkStatusFromName(const QString& name)
{
    return fromName<LinkStatus>(kStatuses, name);
}

LinkProblem linkProblemFromName(const QString& name)
{
    return fromName<LinkProblem>(kProblems, name);
}

} // namespace ddm
