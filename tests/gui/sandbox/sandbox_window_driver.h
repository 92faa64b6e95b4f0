// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A sandbox window driven as a player drives it: clicks and drags on the board's squares, typed-in
// initiative, Roll Attack; the prompts answer from a script. Test classes derive from it.

#include "engine/battle.h"
#include "sandbox/battle_session.h"
#include "sandbox/board_scene.h"
#include "sandbox/board_view.h"
#include "sandbox/sandbox_window.h"

#include "sandbox_fixture.h"
#include "scripted_prompts.h"

#include <QAction>
#include <QPushButton>
#include <QTest>

#include <memory>

namespace ddm::test {

class SandboxWindowDriver {
protected:
    // Seed 7, the scripted prompts; shown, as a player sees it.
    void openWindow(const BattleSetup& setup)
    {
        m_window = std::make_unique<gui::SandboxWindow>(setup, m_cards, nullptr, 7u);
        m_window->setPrompts(std::make_unique<ScriptedPrompts>(m_script));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void click(Square square)
    {
        const QPoint at = m_window->view()->mapFromScene(gui::BoardScene::squareCentre(square));
        QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at);
    }

    void drag(Square from, Square to)
    {
        QWidget* viewport = m_window->view()->viewport();
        const auto at = [this](Square square) {
            return m_window->view()->mapFromScene(gui::BoardScene::squareCentre(square));
        };
        QTest::mousePress(viewport, Qt::LeftButton, {}, at(from));
        QTest::mouseMove(viewport, at(to));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(to));
    }

    // Round 1 with typed-in initiative d20s for sides A and B.
    void startRound(int a, int b)
    {
        m_window->findChild<QAction*>(QStringLiteral("typedDiceAction"))->trigger();
        m_script.d20s = {a, b};
        m_window->findChild<QAction*>(QStringLiteral("startRoundAction"))->trigger();
        QCOMPARE(battle().state().phase, BattlePhase::Activations);
    }

    QPushButton* rollButton() const
    {
        return m_window->findChild<QPushButton*>(QStringLiteral("rollButton"));
    }
    void pressRoll() { QTest::mouseClick(rollButton(), Qt::LeftButton); }
    const Battle& battle() const { return m_window->session()->battle(); }

    InMemoryCardLookup m_cards = inventedCards();
    std::unique_ptr<gui::SandboxWindow> m_window;
    PromptScript m_script;
};

} // namespace ddm::test
