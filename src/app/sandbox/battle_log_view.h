// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle_log.h"

#include <QList>
#include <QTextBrowser>
#include <QUrl>

namespace ddm::gui {

// The battle log: every step the engine reports (rolls with their purpose, modifiers, totals
// against defences, damage steps), each with the rule behind it as a ddm://rule/... link, plus
// the refusals of illegal actions. Activating a link emits linkActivated() for the rules browser.
// A theme or language switch writes it again, so old links take the new palette's colour.
class BattleLogView : public QTextBrowser {
    Q_OBJECT

public:
    explicit BattleLogView(QWidget* parent = nullptr);

    // Shows `log`: appends what is new when the log only grew, else starts over (after an undo).
    void showLog(const QList<LogEntry>& log);
    // A refused action or another note that is not part of the battle: shown until the next start over.
    void addRefusal(const QString& message, const QString& rule);
    qsizetype entryCount() const { return m_shown.size(); }

    static QString entryHtml(const LogEntry& entry);
    static QString ruleLink(const QString& rule);

signals:
    void linkActivated(const QUrl& url);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Refusal {
        qsizetype after = 0; // how many log entries were shown before it
        QString message;
        QString rule;
    };
    static QString refusalHtml(const Refusal& refusal);
    void rebuild(); // the whole log again, as laid-out text keeps the colours it was laid out with
    void scrollToEnd();

    QList<LogEntry> m_shown;
    QList<Refusal> m_refusals;
};

} // namespace ddm::gui
