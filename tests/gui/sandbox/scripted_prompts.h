// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Prompts that answer from a script instead of showing dialogs, and record what they were asked.

#include "sandbox/sandbox_prompts.h"

#include <QList>
#include <QSize>
#include <QStringList>

namespace ddm::test {

struct PromptScript {
    QList<gui::UnsavedAnswer> saveAnswers; // taken in order; Cancel when none is left
    QStringList errors;                    // "title: message" of every error shown
    QString openPath;
    QString savePath;
    QString saveSuggestion; // what the last save dialog proposed
    std::optional<QSize> mapSize;
    QList<int> d20s;                       // typed-in dice, taken in order; cancelled when none is left
    QStringList d20Questions;              // what each askD20 asked for
    std::optional<int> setupPlayer1;       // the warband that is Player 1; none: the roll's winner
    QStringList setupRollQuestions;        // the roll each chooseSetupPlayer1 was told
    std::optional<int> setupMap;           // the warband whose map Player 1 takes; none: cancelled
    QStringList setupMapQuestions;         // "Own: Goblin Market / Other: Sunken Causeway"
    std::optional<Side> startArea;         // the start area Player 2 takes; none: cancelled
    QStringList startAreaQuestions;        // the Player 2 each chooseStartArea asked
    std::optional<Side> firstSide;         // none: the winner goes first
    QStringList reactions;                 // the ids chooseReactions answers (those offered)
    QStringList reactionQuestions;         // the movers chooseReactions was asked about
    QList<qsizetype> forcedPaths;          // the path index each forced movement takes; cancelled when none is left
    QStringList forcedQuestions;           // "push B1 Test Brute: [6,4] [6,3]": what was offered
    QList<qsizetype> targets; // the candidate each chooseTarget takes; cancelled when none is left
    QStringList
        targetQuestions; // "A1 Test Ogre, Club: B1 Test Brute, B2 Test Brute"; "use: A1 …" for a power
    QList<qsizetype> madeAttacks;          // the attack "Make 2 attacks" makes; cancelled when none is left
    QStringList madeQuestions;             // "A1 Test Flurry, Flurry: Jab, Hook"
    QList<QList<qsizetype>> healedAllies;  // the allies each limited healing heals; cancelled when none is left
    QStringList healedQuestions;           // "A1 Test Priest, Prayer heals 1: A2 …, A3 …"
    QList<gui::ResponseChoice>
        responses;                 // each optional power's answer, in order; declined when none is left
    QStringList responseQuestions; // "A1 Test Axeman, Cleave: A1 Test Axeman destroyed B1 Test Brute"
};

class ScriptedPrompts final : public gui::SandboxPrompts {
public:
    explicit ScriptedPrompts(PromptScript& script) : m_script(script) {}

    gui::UnsavedAnswer askToSave(const QString&) override
    {
        return m_script.saveAnswers.isEmpty() ? gui::UnsavedAnswer::Cancel : m_script.saveAnswers.takeFirst();
    }
    void showError(const QString& title, const QString& message) override
    {
        m_script.errors.append(title + QStringLiteral(": ") + message);
    }
    QString openFileName(const QString&, const QString&) override { return m_script.openPath; }
    QString saveFileName(const QString&, const QString& suggestion, const QString&) override
    {
        m_script.saveSuggestion = suggestion;
        return m_script.savePath;
    }
    std::optional<QSize> newMapSize() override { return m_script.mapSize; }
    std::optional<int> askD20(const QString& what) override
    {
        m_script.d20Questions.append(what);
        if (m_script.d20s.isEmpty())
            return std::nullopt;
        return m_script.d20s.takeFirst();
    }
    std::optional<int> chooseSetupPlayer1(const QString& roll, int winner,
                                          const std::array<QString, 2>&) override
    {
        m_script.setupRollQuestions.append(roll);
        return m_script.setupPlayer1.value_or(winner);
    }
    std::optional<int> chooseSetupMap(const QString& player1, const std::array<QString, 2>& names,
                                      const std::array<QString, 2>& maps) override
    {
        m_script.setupMapQuestions.append(
            QStringLiteral("%1 chooses: %2: %3 / %4: %5").arg(player1, names[0], maps[0], names[1], maps[1]));
        return m_script.setupMap;
    }
    std::optional<Side> chooseStartArea(const QString& player2) override
    {
        m_script.startAreaQuestions.append(player2);
        return m_script.startArea;
    }
    Side chooseFirstSide(Side winner, const BattleSetup&) override
    {
        return m_script.firstSide.value_or(winner);
    }
    QStringList chooseReactions(const QString& mover, const QList<gui::ReactionChoice>& candidates) override
    {
        m_script.reactionQuestions.append(mover);
        QStringList chosen;
        for (const gui::ReactionChoice& candidate : candidates) {
            if (m_script.reactions.contains(candidate.id))
                chosen.append(candidate.id);
        }
        return chosen;
    }

    std::optional<qsizetype> chooseTarget(const QString& user, const QString& power, gui::TargetPrompt prompt,
                                          const QStringList& candidates) override
    {
        m_script.targetQuestions.append(
            QStringLiteral("%1%2, %3: %4")
                .arg(prompt == gui::TargetPrompt::FurtherAttack ? QString() : QStringLiteral("use: "), user,
                     power, candidates.join(QStringLiteral(", "))));
        if (m_script.targets.isEmpty())
            return std::nullopt;
        return m_script.targets.takeFirst();
    }
    std::optional<qsizetype> chooseMadeAttack(const QString& attacker, const QString& power,
                                              const QStringList& names, bool recharged) override
    {
        m_script.madeQuestions.append(QStringLiteral("%1, %2: %3%4")
                                          .arg(attacker, power, names.join(QStringLiteral(", ")),
                                               recharged ? QStringLiteral(" [recharge]") : QString()));
        if (m_script.madeAttacks.isEmpty())
            return std::nullopt;
        return m_script.madeAttacks.takeFirst();
    }
    std::optional<QList<qsizetype>> chooseHealedAllies(const QString& healer, const QString& power, int count,
                                                       const QStringList& allies) override
    {
        m_script.healedQuestions.append(
            QStringLiteral("%1, %2 heals %3: %4").arg(healer, power).arg(count).arg(allies.join(QStringLiteral(", "))));
        if (m_script.healedAllies.isEmpty())
            return std::nullopt;
        return m_script.healedAllies.takeFirst();
    }
    std::optional<qsizetype> chooseForcedPath(const QString& mover, const QString& movement,
                                              const QList<QList<Square>>& paths) override
    {
        QStringList ends;
        for (const QList<Square>& path : paths)
            ends.append(squareText(path.constLast()));
        m_script.forcedQuestions.append(QStringLiteral("%1 %2: %3").arg(movement, mover, ends.join(QLatin1Char(' '))));
        if (m_script.forcedPaths.isEmpty())
            return std::nullopt;
        return m_script.forcedPaths.takeFirst();
    }

    gui::ResponseChoice askResponse(const QString& creature, const QString& power, const QString&,
                                    const QString& moment, const QStringList& options,
                                    gui::ResponsePick pick) override
    {
        QString question = QStringLiteral("%1, %2: %3").arg(creature, power, moment);
        if (!options.isEmpty())
            question += QStringLiteral(" (%1)").arg(options.join(QStringLiteral(", ")));
        if (pick != gui::ResponsePick::Attack)
            question += pick == gui::ResponsePick::Enemy          ? QStringLiteral(" [enemy]")
                        : pick == gui::ResponsePick::RedirectedTo ? QStringLiteral(" [new target]")
                                                                  : QStringLiteral(" [damage type]");
        m_script.responseQuestions.append(question);
        return m_script.responses.isEmpty() ? gui::ResponseChoice{} : m_script.responses.takeFirst();
    }

private:
    PromptScript& m_script;
};

} // namespace ddm::test
