// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A session over the invented builder catalog, prompts that answer from a script instead of
// showing dialogs, and a workspace over them.

#include "builder/violation_model.h"
#include "warband/warband_editor.h"
#include "warband/warband_prompts.h"
#include "warband/warband_workspace.h"

#include "invented_catalogs.h"
#include "session_fixture.h"

#include <QComboBox>
#include <QList>
#include <QStringList>
#include <QTableView>
#include <QTest>
#include <QTreeView>

#include <functional>
#include <memory>

namespace ddm::test {

class ScriptedPrompts final : public gui::WarbandPrompts {
public:
    struct Script {
        QList<gui::SaveAnswer> answers; // taken in order by askToSave; Cancel when none is left
        QStringList asked;              // the warband names askToSave was asked about
        QStringList errors;             // "title: message" of every error shown
        QString savePath;               // what saveFileName answers
        QString suggestedSavePath;      // what saveFileName was last offered
        QString openPath;               // what openFileName answers
        bool restore = false;           // what askToRestore answers
        bool acceptList = false;        // whether reviewList opens the list's warband as read
        QList<ListImport> listsReviewed; // what reviewList was shown
        // Called with each review (the dialog's arguments, alive only during the call), to show it.
        std::function<void(const ListImport&, const ListRereading&)> onReview;
        QStringList restoreAsked;       // the documents askToRestore was asked about
    };

    explicit ScriptedPrompts(Script& script)
        : m_script(script)
    {
    }

    gui::SaveAnswer askToSave(const QString& warbandName) override
    {
        m_script.asked.append(warbandName);
        return m_script.answers.isEmpty() ? gui::SaveAnswer::Cancel : m_script.answers.takeFirst();
    }
    void showError(const QString& title, const QString& message) override
    {
        m_script.errors.append(title + QStringLiteral(": ") + message);
    }
    QString openFileName(const QString&, const QString&, const QString&) override
    {
        return m_script.openPath;
    }
    bool askToRestore(const QStringList& documents) override
    {
        m_script.restoreAsked = documents;
        return m_script.restore;
    }
    std::optional<Warband> reviewList(const ListImport& imported, const ListRereading& reread) override
    {
        m_script.listsReviewed.append(imported);
        if (m_script.onReview)
            m_script.onReview(imported, reread);
        return m_script.acceptList ? std::optional(imported.warband) : std::nullopt;
    }
    QString saveFileName(const QString&, const QString& suggestion, const QString&) override
    {
        m_script.suggestedSavePath = suggestion;
        return m_script.savePath;
    }

private:
    Script& m_script;
};

// A shown workspace over a fresh session, with scripted prompts. Test classes inherit it and call
// setUpWorkspace() from init() and tearDownWorkspace() from cleanup().
class WorkspaceHarness {
protected:
    void setUpWorkspace()
    {
        m_fixture = std::make_unique<SessionFixture>(builderCatalogPath());
        const QString error = m_fixture->setUp();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        m_workspace = std::make_unique<gui::WarbandWorkspace>(m_fixture->session());
        m_script = {};
        m_workspace->setPrompts(std::make_unique<ScriptedPrompts>(m_script));
        m_workspace->setWindowTitle(QStringLiteral("Warbands[*]"));
        m_workspace->resize(800, 700);
        m_workspace->show();
    }

    void tearDownWorkspace()
    {
        m_workspace.reset();
        m_fixture.reset();
    }

    // A widget of the current warband's editor by objectName.
    template <typename T> T* child(const char* name) const
    {
        T* found = m_workspace->currentWidget()->findChild<T*>(QLatin1String(name));
        if (!found)
            qWarning("no child %s", name);
        return found;
    }
    QAbstractItemModel* entries() const { return child<QTableView>("entryView")->model(); }
    QAbstractItemModel* violations() const { return child<QTreeView>("violationView")->model(); }

    // Steps a combo box with the arrow keys, as a user would, until it shows the item with `text`.
    static void chooseInCombo(QComboBox* combo, const QString& text)
    {
        const int target = combo->findText(text);
        QVERIFY2(target >= 0, qPrintable(text));
        combo->setFocus();
        while (combo->currentIndex() != target)
            QTest::keyClick(combo, combo->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
    }

    // A new warband, set to Wild and a full-size map through the combos.
    gui::WarbandEditor* startWildWarband()
    {
        gui::WarbandEditor* editor = m_workspace->newWarband();
        chooseInCombo(child<QComboBox>("factionCombo"), QStringLiteral("Wild"));
        chooseInCombo(child<QComboBox>("mapCombo"), kFullSizeMapChoice);
        return editor;
    }

    static inline const QString kFullSizeMapChoice =
        QStringLiteral("Sunken Causeway (full size, sample map)");

    std::unique_ptr<SessionFixture> m_fixture;
    std::unique_ptr<gui::WarbandWorkspace> m_workspace;
    ScriptedPrompts::Script m_script;
};

// The rules of the violations listed, without the warnings (the invented catalog has no sizes, so
// every warband with creatures has the unknown-size warning).
inline QStringList rulesIn(const QAbstractItemModel* model)
{
    QStringList rules;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(ViolationModel::SeverityRole).toInt() == int(Severity::Error))
            rules.append(model->index(row, 0).data(ViolationModel::RuleRole).toString());
    }
    return rules;
}

} // namespace ddm::test
