// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/edit_result.h"

#include <QCoreApplication>
#include <QHash>
#include <QPointer>
#include <QString>

class QFormLayout;
class QLabel;
class QWidget;

namespace ddm::gui {

// Shows why a repository refused an edit right below the field at fault: the field's row in its
// QFormLayout gets an error line under it, and the field gets the focus. Errors not about a known
// field go to a general label. Messages are translated from the error's code; the repository's
// English text is only kept for database failures, which have no better wording.
class FieldErrorDisplay {
    Q_DECLARE_TR_FUNCTIONS(ddm::gui::FieldErrorDisplay)

public:
    // `general` shows errors that name no known field (it is hidden while there is none).
    explicit FieldErrorDisplay(QLabel* general);
    ~FieldErrorDisplay();
    FieldErrorDisplay(const FieldErrorDisplay&) = delete;
    FieldErrorDisplay& operator=(const FieldErrorDisplay&) = delete;

    // `row` is the field widget of a QFormLayout row (or the widget holding several, like the
    // faction boxes); `field` is EditError::field as the repositories name it ("cost", "factions").
    void addField(const QString& field, QWidget* row);

    void show(const EditError& error);
    void clear();
    // The error on display, for tests and screen readers; empty when none.
    QString text() const;

    static QString message(const EditError& error);

private:
    QLabel* m_general;
    QPointer<QLabel> m_fieldLabel; // moves from row to row
    QPointer<QFormLayout> m_form;  // the form it is in, if any
    QHash<QString, QPointer<QWidget>> m_rows;
};

} // namespace ddm::gui
