// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "builder/warband_edit.h"

#include <QUndoCommand>

namespace ddm {
class WarbandDocument;
}

namespace ddm::gui {

// One warband edit on the undo stack: redo() applies it to the document, undo() reverts it.
// Consecutive typing in the title or the notes merges into one command.
class WarbandUndoCommand : public QUndoCommand {
public:
    WarbandUndoCommand(WarbandDocument* document, WarbandEdit edit);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    WarbandDocument* m_document;
    WarbandEdit m_edit;
};

} // namespace ddm::gui
