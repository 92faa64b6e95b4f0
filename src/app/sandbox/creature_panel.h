// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle.h"

#include <QSet>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QToolButton;
class QTextBrowser;
class QUrl;

namespace ddm::gui {

// The selected creature: its card's numbers, its attacks to choose from (attack mode, while it may act;
// a click on the chosen attack leaves it), and the powers the engine cannot run, shown as the card
// prints them to resolve by hand. The buttons roll the aimed
// attack, charge the aimed target, recharge the chosen power when it is spent (its card says how:
// the engine judges), heal at a healing font (shown on maps that have one), or end the creature's
// turn.
class CreaturePanel : public QWidget {
    Q_OBJECT

public:
    explicit CreaturePanel(QWidget* parent = nullptr);

    // `id` empty: nothing selected.
    void show(const Battle& battle, const QString& id);
    // Whether the aimed attack can be rolled: targets or an origin are chosen.
    void setAimReady(bool ready, bool chargeReady);
    int currentAttack() const; // 1-based; 0 for none
    void setCurrentAttack(int attack);
    QListWidget* attackList() const { return m_attacks; }

signals:
    void attackChosen(int attack); // 0: attack mode left
    void rollRequested();
    void chargeRequested();
    void rechargeRequested();
    void healingFontRequested();
    void endTurnRequested();
    void usePowerRequested(const QString& power); // a special power used as an action (703.1.b-d)
    void linkActivated(const QUrl& url);          // a glossary term in a power resolved by hand

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void updateRecharge();

    QLabel* m_title;
    QLabel* m_stats;
    QListWidget* m_attacks;
    QTextBrowser* m_byHand;
    QPushButton* m_roll;
    QPushButton* m_charge;
    QPushButton* m_recharge;
    QPushButton* m_font;
    QPushButton* m_endTurn;
    QToolButton* m_usePower; // its menu lists the powers the creature uses as actions
    QString m_id;
    QSet<int> m_spentRechargeable; // attacks with a recharge whose uses are marked off
};

} // namespace ddm::gui
