#pragma once

#include "engine/battle_log.h"

#include <QList>
#include <QTextBrowser>
#include <QUrl>

namespace ddm::gui {

// The battle log: every step the engine reports (rolls with their purpose, modifiers, totals
// against defences, damage steps), each with the rule behind it as a ddm://rule/... link, plus
// the refusals of illegal actions. Activating a link emits linkActivated() for the rules browser.
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

private:
    QList<LogEntry> m_shown;
};

} // namespace ddm::gui
