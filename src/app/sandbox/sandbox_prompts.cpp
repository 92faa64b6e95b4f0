// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sandbox_prompts.h"

#include "sandbox/dice_entry_dialog.h"
#include "sandbox/side_label.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ddm::gui {

namespace {

// The translation context of the prompts.
class PromptText {
    Q_DECLARE_TR_FUNCTIONS(SandboxPrompts)
};

// The engine names forced movement in English ("push"); the question shows the reader's word.
QString forcedMovementWord(const QString& movement)
{
    if (movement == QLatin1String("push"))
        return PromptText::tr("push");
    if (movement == QLatin1String("pull"))
        return PromptText::tr("pull");
    if (movement == QLatin1String("slide"))
        return PromptText::tr("slide");
    if (movement == QLatin1String("shift"))
        return PromptText::tr("shift");
    if (movement == QLatin1String("teleport"))
        return PromptText::tr("teleport");
    if (movement == QLatin1String("move"))
        return PromptText::tr("move");
    if (movement == QLatin1String("place"))
        return PromptText::tr("place");
    return movement;
}

// One of `items` picked from a list: its index; nullopt when cancelled.
std::optional<qsizetype> pickItem(QWidget* parent, const QString& title, const QString& question, const QStringList& items)
{
    bool ok = false;
    const QString chosen = QInputDialog::getItem(parent, title, question, items, 0, false, &ok);
    if (!ok)
        return std::nullopt;
    return items.indexOf(chosen);
}

} // namespace

UnsavedAnswer SandboxPrompts::askToSave(const QString& documentName)
{
    const auto answer = QMessageBox::question(
        m_parent, PromptText::tr("Unsaved changes"),
        PromptText::tr("%1 has unsaved changes. Save them?").arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return UnsavedAnswer::Save;
    return answer == QMessageBox::Discard ? UnsavedAnswer::Discard : UnsavedAnswer::Cancel;
}

bool settleUnsaved(SandboxPrompts& prompts, const QString& documentName, const std::function<bool()>& save)
{
    switch (prompts.askToSave(documentName)) {
    case UnsavedAnswer::Save:
        return save();
    case UnsavedAnswer::Discard:
        return true;
    case UnsavedAnswer::Cancel:
        break;
    }
    return false;
}

void SandboxPrompts::showError(const QString& title, const QString& message)
{
    QMessageBox::warning(m_parent, title, message);
}

QString SandboxPrompts::openFileName(const QString& caption, const QString& filter)
{
    return QFileDialog::getOpenFileName(m_parent, caption, QString(), filter);
}

QString SandboxPrompts::saveFileName(const QString& caption, const QString& suggestion, const QString& filter)
{
    return QFileDialog::getSaveFileName(m_parent, caption, suggestion, filter);
}

std::optional<QSize> SandboxPrompts::newMapSize()
{
    QDialog dialog(m_parent);
    dialog.setWindowTitle(PromptText::tr("New Map"));
    auto* width = new QSpinBox(&dialog);
    auto* height = new QSpinBox(&dialog);
    // Official maps are 30 x 22 squares (half-size ones about 22 x 15); the reader takes up to 100.
    width->setRange(2, 100);
    height->setRange(2, 100);
    width->setValue(30);
    height->setValue(22);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto* layout = new QFormLayout(&dialog);
    layout->addRow(PromptText::tr("&Width (squares):"), width);
    layout->addRow(PromptText::tr("&Height (squares):"), height);
    layout->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return QSize(width->value(), height->value());
}

std::optional<int> SandboxPrompts::askD20(const QString& what)
{
    DiceEntryDialog dialog(what, m_parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.value();
}

std::optional<int> SandboxPrompts::chooseSetupPlayer1(const QString& roll, int winner,
                                                      const std::array<QString, 2>& names)
{
    QMessageBox box(QMessageBox::Question, PromptText::tr("Set-Up Roll"),
                    PromptText::tr("%1\n%2 won the set-up roll. Who is Player 1 and chooses the battle map? "
                                   "Player 2 chooses a start area and sets up first (rule 102.4).")
                        .arg(roll, names[winner]),
                    QMessageBox::NoButton, m_parent);
    const std::array<QAbstractButton*, 2> buttons{
        box.addButton(PromptText::tr("%1 is Player 1").arg(names[0]), QMessageBox::AcceptRole),
        box.addButton(PromptText::tr("%1 is Player 1").arg(names[1]), QMessageBox::AcceptRole)};
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(qobject_cast<QPushButton*>(buttons[winner]));
    box.exec();
    const auto chosen = std::find(buttons.cbegin(), buttons.cend(), box.clickedButton());
    if (chosen == buttons.cend())
        return std::nullopt;
    return int(chosen - buttons.cbegin());
}

std::optional<int> SandboxPrompts::chooseSetupMap(const QString& player1, const std::array<QString, 2>& names,
                                                  const std::array<QString, 2>& maps)
{
    QMessageBox box(
        QMessageBox::Question, PromptText::tr("Battle Map"),
        PromptText::tr("%1, Player 1, chooses the battle map of either warband (rule 102.5).").arg(player1),
        QMessageBox::NoButton, m_parent);
    const std::array<QAbstractButton*, 2> buttons{
        box.addButton(PromptText::tr("%1 (%2's map)").arg(maps[0], names[0]), QMessageBox::AcceptRole),
        box.addButton(PromptText::tr("%1 (%2's map)").arg(maps[1], names[1]), QMessageBox::AcceptRole)};
    box.addButton(QMessageBox::Cancel);
    box.exec();
    const auto chosen = std::find(buttons.cbegin(), buttons.cend(), box.clickedButton());
    if (chosen == buttons.cend())
        return std::nullopt;
    return int(chosen - buttons.cbegin());
}

std::optional<Side> SandboxPrompts::chooseStartArea(const QString& player2)
{
    QMessageBox box(
        QMessageBox::Question, PromptText::tr("Start Area"),
        PromptText::tr("%1, Player 2, chooses a start area and sets up first (rule 102.6).").arg(player2),
        QMessageBox::NoButton, m_parent);
    QAbstractButton* areaA = box.addButton(PromptText::tr("Start Area A"), QMessageBox::AcceptRole);
    QAbstractButton* areaB = box.addButton(PromptText::tr("Start Area B"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == areaA)
        return Side::A;
    if (box.clickedButton() == areaB)
        return Side::B;
    return std::nullopt;
}

Side SandboxPrompts::chooseFirstSide(Side winner, const BattleSetup& setup)
{
    QMessageBox box(
        QMessageBox::Question, PromptText::tr("Initiative"),
        PromptText::tr("%1 won initiative. Who takes the first turn?").arg(sideLabel(setup, winner)),
        QMessageBox::NoButton, m_parent);
    QAbstractButton* own =
        box.addButton(PromptText::tr("%1 goes first").arg(sideLabel(setup, winner)), QMessageBox::AcceptRole);
    box.addButton(PromptText::tr("%1 goes first").arg(sideLabel(setup, opponentOf(winner))),
                  QMessageBox::RejectRole);
    box.exec();
    return box.clickedButton() == own ? winner : opponentOf(winner);
}

ResponseChoice SandboxPrompts::askResponse(const QString& creature, const QString& power, const QString& text,
                                           const QString& moment, const QStringList& options,
                                           ResponsePick pick)
{
    QMessageBox box(QMessageBox::Question, PromptText::tr("Use a Power"),
                    PromptText::tr("%1.\nUse %2's %3?").arg(moment, creature, power), QMessageBox::NoButton,
                    m_parent);
    box.setInformativeText(text);
    QAbstractButton* use = box.addButton(PromptText::tr("Use %1").arg(power), QMessageBox::AcceptRole);
    box.addButton(PromptText::tr("Not Now"), QMessageBox::RejectRole);
    QAbstractButton* never =
        box.addButton(PromptText::tr("Never Ask for This Creature"), QMessageBox::DestructiveRole);
    box.exec();
    if (box.clickedButton() == never)
        return {ResponseAnswer::NeverAsk};
    if (box.clickedButton() != use)
        return {ResponseAnswer::Decline};
    if (options.isEmpty())
        return {ResponseAnswer::Use};
    const auto [title, question] = [&]() -> std::pair<QString, QString> {
        switch (pick) {
        case ResponsePick::Attack:
            return {PromptText::tr("Choose the Attack"),
                    PromptText::tr("%1's %2: which attack does it make?")};
        case ResponsePick::Enemy:
            return {PromptText::tr("Choose the Enemy"),
                    PromptText::tr("%1's %2: which enemy does it choose?")};
        case ResponsePick::DamageType:
            return {PromptText::tr("Choose the Damage Type"), PromptText::tr("%1's %2: which damage type?")};
        case ResponsePick::RedirectedTo:
            return {PromptText::tr("Choose the New Target"),
                    PromptText::tr("%1's %2: which creature does the attack turn to?")};
        }
        return {};
    }();
    const std::optional<qsizetype> picked = pickItem(m_parent, title, question.arg(creature, power), options);
    return picked ? ResponseChoice{ResponseAnswer::Use, *picked} : ResponseChoice{ResponseAnswer::Decline};
}

std::optional<qsizetype> SandboxPrompts::chooseTarget(const QString& user, const QString& power,
                                                      TargetPrompt prompt, const QStringList& candidates)
{
    switch (prompt) {
    case TargetPrompt::FurtherAttack:
        return pickItem(m_parent, PromptText::tr("Further Attack"),
                        PromptText::tr("%1 makes a further %2 attack. Against whom?").arg(user, power),
                        candidates);
    case TargetPrompt::PowerAttack:
        return pickItem(m_parent, PromptText::tr("Choose the Target"),
                        PromptText::tr("%1 makes a %2 attack. Against whom?").arg(user, power), candidates);
    case TargetPrompt::PowerEffect:
        break;
    }
    return pickItem(m_parent, PromptText::tr("Choose the Enemy"),
                    PromptText::tr("%1 uses %2. On which enemy?").arg(user, power), candidates);
}

std::optional<qsizetype> SandboxPrompts::chooseMadeAttack(const QString& attacker, const QString& power,
                                                          const QStringList& names, bool recharged)
{
    if (recharged)
        return pickItem(m_parent, PromptText::tr("Choose the Attack to Recharge"),
                        PromptText::tr("%1's %2: which spent attack comes back?").arg(attacker, power),
                        names);
    return pickItem(m_parent, PromptText::tr("Choose the Attacks"),
                    PromptText::tr("%1's %2: which attack does it make?").arg(attacker, power), names);
}

std::optional<QList<qsizetype>> SandboxPrompts::chooseHealedAllies(const QString& healer, const QString& power, int count,
                                                                   const QStringList& allies)
{
    QDialog dialog(m_parent);
    dialog.setWindowTitle(PromptText::tr("Healing"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(PromptText::tr("%1's %2 heals %n ally(s) in reach (rule 801.3.c). Which?", nullptr, count)
                                     .arg(healer, power),
                                 &dialog));
    QList<QCheckBox*> boxes;
    for (const QString& ally : allies) {
        auto* box = new QCheckBox(ally, &dialog);
        layout->addWidget(box);
        boxes.append(box);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    layout->addWidget(buttons);
    QPushButton* ok = buttons->button(QDialogButtonBox::Ok);
    const auto checkedCount = [&boxes] {
        return std::count_if(boxes.cbegin(), boxes.cend(), [](const QCheckBox* box) { return box->isChecked(); });
    };
    for (QCheckBox* box : boxes)
        QObject::connect(box, &QCheckBox::toggled, &dialog, [&] { ok->setEnabled(checkedCount() == count); });
    ok->setEnabled(false);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    QList<qsizetype> chosen;
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        if (boxes.at(i)->isChecked())
            chosen.append(i);
    }
    return chosen;
}

std::optional<qsizetype> SandboxPrompts::chooseForcedPath(const QString& mover, const QString& movement,
                                                         const QList<QList<Square>>& paths)
{
    QStringList items;
    for (const QList<Square>& path : paths) {
        QStringList steps;
        for (const Square square : path)
            steps.append(squareText(square));
        // A one-square path (a teleport's destination, a 1-square shift) needs no "via".
        items.append(path.size() == 1
                         ? PromptText::tr("to %1").arg(squareText(path.constLast()))
                         : PromptText::tr("to %1 (via %2)")
                               .arg(squareText(path.constLast()), steps.join(QStringLiteral(" → "))));
    }
    return pickItem(m_parent, PromptText::tr("Movement"),
                    PromptText::tr("Where does the %1 take %2?").arg(forcedMovementWord(movement), mover),
                    items);
}

QStringList SandboxPrompts::chooseReactions(const QString& mover, const QList<ReactionChoice>& candidates)
{
    QDialog dialog(m_parent);
    dialog.setWindowTitle(PromptText::tr("Opportunity Attacks"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(
        PromptText::tr("%1 may provoke opportunity attacks (rule 612). Which creatures take one?").arg(mover), &dialog));
    QList<QCheckBox*> boxes;
    for (const ReactionChoice& candidate : candidates) {
        auto* box = new QCheckBox(candidate.label, &dialog);
        box->setChecked(true);
        layout->addWidget(box);
        boxes.append(box);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok, &dialog);
    layout->addWidget(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    dialog.exec();
    QStringList chosen;
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        if (boxes.at(i)->isChecked())
            chosen.append(candidates.at(i).id);
    }
    return chosen;
}

} // namespace ddm::gui
