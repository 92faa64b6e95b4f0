// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/creature_panel.h"

#include "combat/hit_points.h"
#include "engine/creature_rules.h"
#include "engine/healing_font.h"
#include "models/stat_card_html.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMouseEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace ddm::gui {

namespace {

QString kindLabel(AttackKind kind)
{
    switch (kind) {
    case AttackKind::Melee:
        return CreaturePanel::tr("melee");
    case AttackKind::Ranged:
        return CreaturePanel::tr("ranged");
    case AttackKind::Close:
        return CreaturePanel::tr("close");
    case AttackKind::Area:
        return CreaturePanel::tr("area");
    }
    return {};
}

QString attackLine(const AttackPower& power)
{
    QString line = CreaturePanel::tr("%1. %2 (%3)").arg(power.index).arg(power.name, kindLabel(power.kind));
    if (!power.automaticHit) {
        QString defence = defenceName(power.defence);
        if (power.alternativeDefence) // "+11 vs. AC OR +11 vs. Fortitude": the lower of the two
            defence = CreaturePanel::tr("%1 or %2").arg(defence, defenceName(*power.alternativeDefence));
        line += CreaturePanel::tr(": +%1 vs. %2").arg(power.bonus).arg(defence);
    }
    if (!power.understood())
        line += CreaturePanel::tr(" - resolve by hand");
    return line;
}

} // namespace

CreaturePanel::CreaturePanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_stats(new QLabel(this))
    , m_attacks(new QListWidget(this))
    , m_byHand(new QTextBrowser(this))
    , m_roll(new QPushButton(this))
    , m_charge(new QPushButton(this))
    , m_recharge(new QPushButton(this))
    , m_font(new QPushButton(this))
    , m_endTurn(new QPushButton(this))
    , m_usePower(new QToolButton(this))
{
    setObjectName(QStringLiteral("creaturePanel"));
    m_attacks->setObjectName(QStringLiteral("attackList"));
    m_byHand->setObjectName(QStringLiteral("byHandPowers"));
    m_roll->setObjectName(QStringLiteral("rollButton"));
    m_charge->setObjectName(QStringLiteral("chargeButton"));
    m_recharge->setObjectName(QStringLiteral("rechargeButton"));
    m_font->setObjectName(QStringLiteral("healingFontButton"));
    m_endTurn->setObjectName(QStringLiteral("endTurnButton"));
    m_usePower->setObjectName(QStringLiteral("usePowerButton"));
    m_usePower->setPopupMode(QToolButton::InstantPopup);
    m_usePower->setMenu(new QMenu(m_usePower));
    connect(m_usePower->menu(), &QMenu::triggered, this,
            [this](QAction* action) { emit usePowerRequested(action->data().toString()); });
    m_title->setWordWrap(true);
    m_stats->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_roll);
    buttons->addWidget(m_charge);
    buttons->addWidget(m_recharge);
    buttons->addWidget(m_font);
    buttons->addWidget(m_usePower);
    buttons->addWidget(m_endTurn);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_stats);
    layout->addWidget(m_attacks, 2);
    layout->addLayout(buttons);
    layout->addWidget(m_byHand, 1);
    m_attacks->viewport()->installEventFilter(this);
    m_byHand->setOpenLinks(false);
    connect(m_byHand, &QTextBrowser::anchorClicked, this, &CreaturePanel::linkActivated);
    connect(m_attacks, &QListWidget::currentRowChanged, this, [this] {
        updateRecharge();
        emit attackChosen(currentAttack());
    });
    connect(m_recharge, &QPushButton::clicked, this, &CreaturePanel::rechargeRequested);
    connect(m_roll, &QPushButton::clicked, this, &CreaturePanel::rollRequested);
    connect(m_charge, &QPushButton::clicked, this, &CreaturePanel::chargeRequested);
    connect(m_font, &QPushButton::clicked, this, &CreaturePanel::healingFontRequested);
    connect(m_endTurn, &QPushButton::clicked, this, &CreaturePanel::endTurnRequested);
    retranslateUi();
    setAimReady(false, false);
    m_recharge->setEnabled(false);
}

int CreaturePanel::currentAttack() const
{
    const QListWidgetItem* item = m_attacks->currentItem();
    return item ? item->data(Qt::UserRole).toInt() : 0;
}

void CreaturePanel::setCurrentAttack(int attack)
{
    for (int row = 0; row < m_attacks->count(); ++row) {
        if (m_attacks->item(row)->data(Qt::UserRole).toInt() == attack) {
            m_attacks->setCurrentRow(row);
            return;
        }
    }
    m_attacks->setCurrentRow(-1);
}

void CreaturePanel::setAimReady(bool ready, bool chargeReady)
{
    m_roll->setEnabled(ready);
    m_charge->setEnabled(chargeReady);
}

void CreaturePanel::show(const Battle& battle, const QString& id)
{
    const bool sameCreature = id == m_id;
    const int attack = currentAttack();
    m_id = id;
    const Combatant* combatant = battle.combatant(id);
    const CreatureState* state = battle.state().creature(id);
    const QSignalBlocker blocker(m_attacks);
    m_attacks->clear();
    m_byHand->clear();
    m_spentRechargeable.clear();
    m_font->setVisible(hasHealingFont(battle.setup().map));
    m_font->setEnabled(battle.canUseHealingFont(id));
    if (!combatant || !state) {
        m_title->setText(tr("No creature selected: click one on the board."));
        m_stats->clear();
        m_endTurn->setEnabled(false);
        m_recharge->setEnabled(false);
        m_usePower->setVisible(false);
        return;
    }
    m_title->setText(QStringLiteral("%1 %2").arg(id, combatant->card.name));
    // Current values (209.3, 803.5): with the bonuses and penalties effects give it now.
    QString stats = tr("HP %1 of %2, AC %3, Fort %4, Ref %5, Will %6, Speed %7")
                        .arg(state->hitPoints.current)
                        .arg(state->hitPoints.starting)
                        .arg(currentDefence(*combatant, *state, Defence::AC))
                        .arg(currentDefence(*combatant, *state, Defence::Fortitude))
                        .arg(currentDefence(*combatant, *state, Defence::Reflex))
                        .arg(currentDefence(*combatant, *state, Defence::Will))
                        .arg(currentSpeedOf(*combatant, *state).speed);
    if (isBloodied(state->hitPoints))
        stats += tr(", bloodied");
    if (const std::optional<int> rating = combatant->card.championRating)
        stats += tr(", champion power uses %1 of %2").arg(state->championUses).arg(*rating);
    m_stats->setText(stats);
    for (const AttackPower& power : combatant->profile.attacks) {
        const int spent = state->usesSpent.value(power.index);
        QString line = attackLine(power);
        if (power.useLimit && spent >= *power.useLimit)
            line += tr(" - used");
        if (power.recharge && spent > 0)
            m_spentRechargeable.insert(power.index);
        auto* item = new QListWidgetItem(line, m_attacks);
        item->setData(Qt::UserRole, power.index);
        item->setToolTip(power.text);
        if (!power.understood())
            item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
    }
    // A creature that may not act now has no attack to choose: its attacks are there to read.
    const bool mayAct = battle.canAct(id);
    for (int row = 0; row < m_attacks->count(); ++row) {
        if (!mayAct)
            m_attacks->item(row)->setFlags(Qt::ItemIsEnabled);
    }
    if (sameCreature && mayAct)
        setCurrentAttack(attack);
    updateRecharge();
    // Every power the engine does not run, attacks among them, once each, as the card prints it.
    QStringList byHand;
    for (const Power& power : combatant->profile.byHand)
        byHand.append(QStringLiteral("<p>%1</p>").arg(StatCardHtml::powerHtml(power)));
    if (!byHand.isEmpty())
        m_byHand->setHtml(QStringLiteral("<p><i>%1</i></p>").arg(tr("Resolve by hand (the sandbox does not run these):").toHtmlEscaped())
                          + byHand.join(QString()));
    const BattleState& battleState = battle.state();
    m_usePower->menu()->clear();
    for (const ActivatedPower& power : combatant->profile.abilities.activated) {
        QAction* use = m_usePower->menu()->addAction(power.name);
        use->setData(power.name);
        use->setToolTip(combatant->card.powerNamed(power.name) ? combatant->card.powerNamed(power.name)->text
                                                               : QString());
    }
    m_usePower->setVisible(!combatant->profile.abilities.activated.isEmpty());
    m_usePower->setEnabled(battle.canAct(id) || (battleState.turn && battleState.turn->creature == id));
    // Ending a turn that has not started passes the creature's activation (404).
    m_endTurn->setEnabled(battle.canAct(id) || (battleState.turn && battleState.turn->creature == id));
}

bool CreaturePanel::eventFilter(QObject* watched, QEvent* event)
{
    // A click on the chosen attack takes it back: the board leaves attack mode (and shades the
    // creature's moves again).
    if (watched == m_attacks->viewport() && event->type() == QEvent::MouseButtonPress) {
        const auto* press = static_cast<QMouseEvent*>(event);
        const QListWidgetItem* item = m_attacks->itemAt(press->position().toPoint());
        if (press->button() == Qt::LeftButton && item && item == m_attacks->currentItem()) {
            m_attacks->setCurrentRow(-1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CreaturePanel::updateRecharge()
{
    m_recharge->setEnabled(m_spentRechargeable.contains(currentAttack()));
}

void CreaturePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CreaturePanel::retranslateUi()
{
    m_roll->setText(tr("&Roll Attack"));
    m_roll->setToolTip(tr("Make the chosen attack against the aimed targets"));
    m_charge->setText(tr("C&harge"));
    m_charge->setToolTip(
        tr("Move next to the aimed target and make a basic attack, or the chosen attack when its "
           "card allows it on a charge (rule 413.3)"));
    m_recharge->setText(tr("Rechar&ge"));
    m_recharge->setToolTip(tr("Restore a use of the chosen power as its card allows, e.g. \"RECHARGE as a move action\" "
                              "(rules 406.2, 703.5)"));
    m_font->setText(tr("Healing &Font"));
    m_font->setToolTip(tr("Instead of its attack action, heal at the healing font this creature began its turn next to "
                          "(rule 1011.2)"));
    m_endTurn->setText(tr("&End Turn"));
    m_usePower->setText(tr("&Use Power"));
    m_usePower->setToolTip(
        tr("Use a special power that takes an action of its own, e.g. \"Minor action: Shift 2\" "
           "(rule 703.1)"));
}

} // namespace ddm::gui
