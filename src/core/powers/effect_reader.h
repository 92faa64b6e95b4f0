// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powers/attack_power.h"
#include "powers/text_cursor.h"

#include <QList>

#include <optional>

namespace ddm {

// Reads the whole of `text` as one outcome of an attack ("10 ongoing poison damage (save ends)",
// "Immobilized (save ends)"), for powers that deal what attacks deal without an attack; none when a
// word is left over, the text says nothing or names an attack's own options.
std::optional<AttackEffects> readWholeOutcome(const QString& text);

// Reads the effects of one outcome of an attack, "15 fire damage AND Slowed (save ends)", up to
// the end of its sentence (which it leaves for the caller): damage parts, ongoing damage,
// conditions and modifiers with their durations, forced movement, the attacker's own move,
// healing and damage, a follow-up attack. "…, 10 fire damage on miss" goes to attack.onMiss.
// Every item it cannot read is appended to attack.leftovers, exactly as printed.
class EffectReader {
public:
    EffectReader(TextCursor& cursor, AttackPower& attack);

    void read(AttackEffects& outcome);

private:
    // An effect a duration can be attached to: ongoing damage, a condition or a modifier. One item
    // of the text can hold several ("-2 to Reflex and Will"): a duration after it covers them all.
    struct EffectRef {
        enum class Kind { Ongoing, Condition, Modifier, AttackerCondition, AttackerModifier, Upgrade };
        Kind kind = Kind::Ongoing;
        qsizetype index = 0;
        int item = 0;
        bool andJoined = false; // a modifier listed after another one with "and" or a comma (takeUntil)
        bool operator==(const EffectRef&) const = default;
    };

    bool takeItem(AttackEffects& outcome);
    bool takeRider(AttackEffects& outcome);
    bool takeUntil(AttackEffects& outcome);
    bool takeOngoing(AttackEffects& outcome);
    bool takeDamage(AttackEffects& outcome);
    bool takeCondition(AttackEffects& outcome);
    bool takeModifier(AttackEffects& outcome);
    bool takeMovement(AttackEffects& outcome);
    bool takeAttackerEffect(AttackEffects& outcome);
    bool takeNearbyEffect(AttackEffects& outcome);
    bool takeAttackRider();
    bool takeFollowUp();
    bool takeFurtherAttack(AttackEffects& outcome);
    bool takeCritical();
    bool takeMissClause();
    bool takeOutcomeSuffix(AttackEffects& outcome);
    bool takeAttackOptions(const QString& inside);
    bool takeOptionPhrase();
    bool startsItem() const;
    bool atOutcomeEnd() const;
    QString takeUnknown();
    void remember(EffectRef::Kind kind, qsizetype index, bool sameItem = false, bool andJoined = false);
    QList<EffectRef> durationTargets(int scopeCount) const;
    void applyDuration(AttackEffects& outcome, const QList<EffectRef>& targets,
                       std::optional<EffectDuration> duration, bool endsWhenDamaged, bool sharedSave,
                       int endsBeyond = 0);

    TextCursor& m_cursor;
    AttackPower& m_attack;
    QList<EffectRef> m_recent;      // duration-capable effects of this outcome, in text order
    QList<EffectRef> m_lastApplied; // what the last rider covered: a second rider right after covers the same
};

} // namespace ddm
