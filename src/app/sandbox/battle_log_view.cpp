// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/battle_log_view.h"

#include "rules/rules_item_id.h"

#include <QEvent>
#include <QRegularExpression>
#include <QScrollBar>

namespace ddm::gui {

namespace {

QString eventLabel(LogEvent event)
{
    switch (event) {
    case LogEvent::SetUp:
        return BattleLogView::tr("Set-up");
    case LogEvent::RoundStarted:
        return BattleLogView::tr("Round");
    case LogEvent::Initiative:
        return BattleLogView::tr("Initiative");
    case LogEvent::TurnStarted:
        return BattleLogView::tr("Turn");
    case LogEvent::Moved:
        return BattleLogView::tr("Move");
    case LogEvent::Charged:
        return BattleLogView::tr("Charge");
    case LogEvent::OpportunityAttack:
        return BattleLogView::tr("Opportunity attack");
    case LogEvent::Attack:
        return BattleLogView::tr("Attack");
    case LogEvent::Damage:
        return BattleLogView::tr("Damage");
    case LogEvent::ConditionAdded:
        return BattleLogView::tr("Condition");
    case LogEvent::ConditionEnded:
        return BattleLogView::tr("Condition ends");
    case LogEvent::OngoingDamage:
        return BattleLogView::tr("Ongoing damage");
    case LogEvent::SavingThrow:
        return BattleLogView::tr("Saving throw");
    case LogEvent::ForcedMovement:
        return BattleLogView::tr("Forced movement");
    case LogEvent::Terrain:
        return BattleLogView::tr("Terrain");
    case LogEvent::Recharged:
        return BattleLogView::tr("Recharge");
    case LogEvent::PowerUsed:
        return BattleLogView::tr("Power");
    case LogEvent::Eliminated:
        return BattleLogView::tr("Eliminated");
    case LogEvent::VictoryPoints:
        return BattleLogView::tr("Victory points");
    case LogEvent::TurnEnded:
        return BattleLogView::tr("Turn ends");
    case LogEvent::RoundEnded:
        return BattleLogView::tr("Round ends");
    case LogEvent::GameOver:
        return BattleLogView::tr("Game over");
    case LogEvent::Refused:
        return BattleLogView::tr("Not allowed");
    case LogEvent::ByHand:
        return BattleLogView::tr("By hand");
    }
    return {};
}

QString purposeLabel(RollPurpose purpose)
{
    switch (purpose) {
    case RollPurpose::Attack:
        return BattleLogView::tr("attack roll");
    case RollPurpose::Concealment:
        return BattleLogView::tr("concealment");
    case RollPurpose::SavingThrow:
        return BattleLogView::tr("saving throw");
    case RollPurpose::Confusion:
        return BattleLogView::tr("confusion");
    case RollPurpose::Initiative:
        return BattleLogView::tr("initiative");
    case RollPurpose::ChampionOrder:
        return BattleLogView::tr("champion order");
    case RollPurpose::DangerousTerrain:
        return BattleLogView::tr("dangerous terrain");
    case RollPurpose::WanderingMonster:
        return BattleLogView::tr("wandering monster");
    case RollPurpose::Survival:
        return BattleLogView::tr("survival");
    }
    return {};
}

// Rule numbers the engine writes into its sentences ("(302.2)", "413.3.d") become links too.
QString linkRules(const QString& text)
{
    static const QRegularExpression rule(QStringLiteral(R"(\b([1-9]\d{2,3}\.\d+(?:\.[a-z])?)\b)"));
    QString html;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = rule.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        html += text.mid(last, match.capturedStart() - last).toHtmlEscaped();
        html += BattleLogView::ruleLink(match.captured(1));
        last = match.capturedEnd();
    }
    return html + text.mid(last).toHtmlEscaped();
}

} // namespace

BattleLogView::BattleLogView(QWidget* parent) : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("battleLog"));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &BattleLogView::linkActivated);
}

QString BattleLogView::ruleLink(const QString& rule)
{
    const QString url = RulesItemId{RulesItemId::Kind::Rule, rule}.toUrl().toString();
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(url.toHtmlEscaped(), rule.toHtmlEscaped());
}

QString BattleLogView::entryHtml(const LogEntry& entry)
{
    QString html = QStringLiteral("<b>%1:</b> %2").arg(eventLabel(entry.event).toHtmlEscaped(), linkRules(entry.text));
    if (!entry.rule.isEmpty() && !entry.text.contains(entry.rule))
        html += QStringLiteral(" (%1)").arg(tr("rule %1").arg(ruleLink(entry.rule)));
    if (!entry.rolls.isEmpty()) {
        QStringList rolls;
        for (const DieRoll& roll : entry.rolls)
            rolls.append(tr("%1 (%2)").arg(roll.value).arg(purposeLabel(roll.purpose)));
        html += QStringLiteral(" <i>%1</i>").arg(tr("d20: %1").arg(rolls.join(QStringLiteral(", "))).toHtmlEscaped());
    }
    if (entry.event == LogEvent::RoundStarted)
        html = QStringLiteral("<hr/>") + html;
    return html;
}

void BattleLogView::showLog(const QList<LogEntry>& log)
{
    const bool grew = log.size() >= m_shown.size() && std::equal(m_shown.cbegin(), m_shown.cend(), log.cbegin());
    if (!grew) {
        clear();
        m_shown.clear();
        m_refusals.clear();
    }
    for (qsizetype i = m_shown.size(); i < log.size(); ++i)
        append(entryHtml(log.at(i)));
    m_shown = log;
    scrollToEnd();
}

void BattleLogView::addRefusal(const QString& message, const QString& rule)
{
    m_refusals.append({m_shown.size(), message, rule});
    append(refusalHtml(m_refusals.constLast()));
    scrollToEnd();
}

QString BattleLogView::refusalHtml(const Refusal& refusal)
{
    QString html = QStringLiteral("<span style=\"color:#c00000\"><b>%1:</b> %2</span>")
                       .arg(eventLabel(LogEvent::Refused).toHtmlEscaped(), linkRules(refusal.message));
    if (!refusal.rule.isEmpty())
        html += QStringLiteral(" (%1)").arg(tr("rule %1").arg(ruleLink(refusal.rule)));
    return html;
}

void BattleLogView::rebuild()
{
    clear();
    auto refusal = m_refusals.cbegin();
    for (qsizetype i = 0; i <= m_shown.size(); ++i) {
        for (; refusal != m_refusals.cend() && refusal->after == i; ++refusal)
            append(refusalHtml(*refusal));
        if (i < m_shown.size())
            append(entryHtml(m_shown.at(i)));
    }
    scrollToEnd();
}

void BattleLogView::scrollToEnd()
{
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void BattleLogView::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

} // namespace ddm::gui
