// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/rules_views.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ddm::gui {

// A text of the rule documents as HTML for the reading pane.
struct LinkedHtml {
    QString html;      // <p> paragraphs
    QStringList notes; // HTML of each flagged reference's note, in the order of their markers
};

// Turns a rule's or a glossary entry's text and its links into HTML: paragraphs, every reference
// and term an anchor to its ddm:// target, and every flagged reference (corrected, unverified,
// broken) marked with a numbered note saying what was wrong with it, so a judge is never sent to
// another rule silently. Everything that comes from the documents is escaped.
class LinkedTextHtml {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::LinkedTextHtml)

public:
    // `firstNote` numbers the first marker: a page numbers its notes across several texts.
    static LinkedHtml render(const QString& text, const QList<RulesLinkView>& links, int firstNote = 1);
    // Plain text as escaped paragraphs.
    static QString paragraphs(const QString& text);
    // <a href="url">label</a>, both escaped.
    static QString anchor(const RulesItemId& item, const QString& label);
    // The notes as a list under a text; empty when there are none.
    static QString noteList(const QStringList& notes, int firstNote);

private:
    static QString escaped(const QString& text); // HTML-escaped, line breaks kept
    static QString note(const RulesLinkView& link);
};

} // namespace ddm::gui
