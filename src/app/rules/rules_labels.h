// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_views.h"

#include <QCoreApplication>
#include <QString>

namespace ddm::gui {

// How the rules browser names documents and entries in one line, in the tree, the breadcrumb and
// lists of links.
class RulesLabels {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::RulesLabels)

public:
    // "611 Cover", "B2 Attack Roll", "Pits"; a rule without a title gets the start of its text:
    // "611.3 To determine cover for a…".
    static QString entry(const RuleEntryView& entry);
    // "D&D Miniatures Game Battle Rules (Starter Set), April 2008"
    static QString document(const RulesDocumentInfo& document);
    // "authoritative", "official", "community", "unofficial", translated.
    static QString authority(DocumentAuthority authority);
    // The first `words` words of `text`, with an ellipsis when there are more.
    static QString excerpt(const QString& text, int words);
};

} // namespace ddm::gui
