// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

namespace ddm::gui {

// The filter bar's help: the example queries with what each finds; choosing one puts it in the
// filter box.
class QueryHelpMenu : public QMenu {
    Q_OBJECT

public:
    explicit QueryHelpMenu(QWidget* parent = nullptr);

    // A short summary of the language for the filter box's tooltip.
    static QString syntaxSummary();

signals:
    void exampleChosen(const QString& query);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
};

} // namespace ddm::gui
