// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/creature.h"

#include <QTextBrowser>
#include <QUrl>

#include <optional>

namespace ddm::gui {

// The stat card of one creature as the printed card reads (StatCardHtml), in the palette's colours.
// Glossary terms are links; clicking one emits linkActivated() (the rules reference will open it)
// instead of navigating.
class CardView : public QTextBrowser {
    Q_OBJECT

public:
    explicit CardView(QWidget* parent = nullptr);

    const std::optional<Creature>& creature() const { return m_creature; }

public slots:
    void showCreature(const ddm::Creature& creature);
    void showNothing();

signals:
    void linkActivated(const QUrl& url);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    std::optional<Creature> m_creature;
};

} // namespace ddm::gui
