// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/battle.h"
#include "sandbox/battle_overlay.h"
#include "sandbox/board_scene.h"
#include "sandbox/outcome_marks.h"
#include "sandbox/setup_overlay.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>

namespace ddm::gui {

class TokenItem;

// A battle on the board: one token per creature in play, and the player's pointer turned into
// requests. Click a creature to select it (while it may move, its reachable squares are shaded by
// cost); click a square or drag the token to move, shift or squeeze it there; before the first
// action, the same sets up its start position, with the start and victory areas shaded and the
// victory areas the selected creature may take framed. Attack mode lasts while the creature may act:
// the valid targets are ringed; clicking one aims at it (the ring thickens and the line of sight and
// cover lines are drawn); area attacks aim at an origin square; a line or cone is laid toward the
// clicked square and its squares shaded, with the cover lines from its origin point to the last
// creature it attacks (611.5). The round's latest hits, misses, damage and eliminations are marked
// over the creatures (OutcomeMarks). The board never changes the battle itself: the window sends the
// requests to the session.
class BattleBoard : public QObject {
    Q_OBJECT

public:
    explicit BattleBoard(BoardScene* scene, QObject* parent = nullptr);
    ~BattleBoard() override;

    // Shows `battle` (the live one, or a replay's), which must stay alive until the next show().
    void show(const Battle& battle);
    void setInteractive(bool interactive); // false while a replay is shown

    QString selected() const { return m_selected; }
    void select(const QString& id);
    // Attack mode with the selected creature's attack (1-based); 0 leaves it.
    void setAttack(int attack);
    int attack() const { return m_attack; }
    // Whether the chosen attack has no creature it could target now (a line, cone or area attack
    // always has squares to aim at).
    bool attackHasNoTarget() const;
    const QStringList& aimedTargets() const { return m_aimed; }
    std::optional<Square> aimedOrigin() const { return m_origin; }
    const std::optional<TemplateAim>& aimedTemplate() const { return m_template; } // lines and cones
    // Whether the chosen attack can be rolled at the aim: an area's origin, or targets it can reach
    // now (a target aimed only for a charge is not one).
    bool attackAimed() const;
    void clearAim();
    // How a click or drag moves the selected creature: a Move, a Shift (412.3) or a squeeze (412.4).
    // A squeeze shades the 3x3 spaces it can end in.
    void setMoveKind(MoveKind kind);
    MoveKind moveKind() const { return m_moveKind; }

    TokenItem* token(const QString& id) const { return m_tokens.value(id); }
    int tokenCount() const { return int(m_tokens.size()); }
    const BattleOverlay& overlay() const { return m_overlay; }
    const SetupOverlay& setupOverlay() const { return m_setupOverlay; }
    const OutcomeMarks& outcomeMarks() const { return m_outcomeMarks; }
    QString creatureAt(Square square) const;

signals:
    void selectionChanged(const QString& id);
    void moveRequested(const ddm::Action& action);
    void setupMoveRequested(const QString& id, ddm::Square topLeft);
    void aimChanged();
    void notATarget(ddm::Square square); // in attack mode, a click on a square that takes no aim

private:
    void pressed(Square square, Qt::MouseButton button);
    void released(Square square, Qt::MouseButton button);
    void requestMove(Square topLeft);
    bool aimAt(Square square); // false when the square is neither a target nor an origin
    bool chargeable(const AttackPower& power, const QString& target) const; // an enemy a charge reaches
    bool aimTemplateAt(Square square);
    void updateTokens();
    void updateOverlay();
    void showAimLines();

    QPointer<BoardScene> m_scene; // null once the scene is gone, with the tokens it deleted
    BattleOverlay m_overlay;
    SetupOverlay m_setupOverlay;
    OutcomeMarks m_outcomeMarks;
    const Battle* m_battle = nullptr;
    QHash<QString, TokenItem*> m_tokens;
    bool m_interactive = true;
    QString m_selected;
    int m_attack = 0;
    QStringList m_aimed;
    std::optional<Square> m_origin;
    std::optional<TemplateAim> m_template;
    Square m_templateClick; // the square the template was laid toward
    MoveKind m_moveKind = MoveKind::Move;
    std::optional<Square> m_pressSquare;
    QString m_pressCreature;
};

} // namespace ddm::gui
