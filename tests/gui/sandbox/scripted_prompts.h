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
    std::optional<QSize> mapSize;
    QList<int> d20s;                       // typed-in dice, taken in order; cancelled when none is left
    QStringList d20Questions;              // what each askD20 asked for
    std::optional<Side> firstSide;         // none: the winner goes first
    QStringList reactions;                 // the ids chooseReactions answers (those offered)
    QStringList reactionQuestions;         // the movers chooseReactions was asked about
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
    QString saveFileName(const QString&, const QString&, const QString&) override { return m_script.savePath; }
    std::optional<QSize> newMapSize() override { return m_script.mapSize; }
    std::optional<int> askD20(const QString& what) override
    {
        m_script.d20Questions.append(what);
        if (m_script.d20s.isEmpty())
            return std::nullopt;
        return m_script.d20s.takeFirst();
    }
    Side chooseFirstSide(Side winner) override { return m_script.firstSide.value_or(winner); }
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

private:
    PromptScript& m_script;
};

} // namespace ddm::test
