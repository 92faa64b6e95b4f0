// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/custom_creature_dialog.h"

#include "catalog/card_labels.h"
#include "collection/enum_combo.h"
#include "collection/field_error_display.h"
#include "collection/keyword_list.h"
#include "common/app_session.h"
#include "storage/creature_stats.h"

#include "ui_custom_creature_dialog.h"

#include <QPushButton>

namespace ddm::gui {

CustomCreatureDialog::CustomCreatureDialog(AppSession& session, qint64 cardId, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CustomCreatureDialog>())
    , m_session(session)
    , m_cardId(cardId)
{
    m_ui->setupUi(this);
    m_errors = std::make_unique<FieldErrorDisplay>(m_ui->errorLabel);
    setUpFields();
    registerErrorFields();
    if (const std::optional<Creature> existing =
            cardId < 0 ? session.cards().creature(cardId) : std::nullopt) {
        load(*existing);
        setWindowTitle(tr("Edit %1").arg(existing->name));
    } else {
        m_cardId = 0;
        setWindowTitle(tr("New Custom Creature"));
        m_ui->levelSpin->setValue(1);
    }
}

CustomCreatureDialog::~CustomCreatureDialog() = default;

void CustomCreatureDialog::setUpFields()
{
    // The bounds the repository checks, so a spin box cannot hold a value it would refuse.
    const auto bound = [](QSpinBox* spin, int Creature::*member) {
        const StatColumn& stat = statColumn(member);
        spin->setRange(stat.minimum, stat.maximum);
    };
    bound(m_ui->costSpin, &Creature::cost);
    bound(m_ui->levelSpin, &Creature::level);
    bound(m_ui->hpSpin, &Creature::hp);
    bound(m_ui->acSpin, &Creature::ac);
    bound(m_ui->fortSpin, &Creature::fort);
    bound(m_ui->refSpin, &Creature::ref);
    bound(m_ui->willSpin, &Creature::will);
    bound(m_ui->speedSpin, &Creature::speed);
    m_ui->championSpin->setRange(0, kMaxChampionRating);
    fillEnumCombo(m_ui->alignmentCombo, kAllAlignments, alignmentLabel);
    fillEnumCombo(m_ui->movementCombo, kAllMovementModes, movementLabel);
    fillEnumCombo(m_ui->sizeCombo, kAllSizes, sizeLabel, tr("Unknown"));
    fillEnumCombo(m_ui->rarityCombo, kAllRarities, rarityLabel, tr("Unknown"));
    m_ui->buttonBox->button(QDialogButtonBox::Save)->setDefault(true);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &CustomCreatureDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &CustomCreatureDialog::reject);
}

void CustomCreatureDialog::registerErrorFields()
{
    const std::pair<const char*, QWidget*> fields[] = {
        {"name", m_ui->nameEdit},
        {"set", m_ui->setEdit},
        {"keyword", m_ui->keywordsEdit},
        {"factions", m_ui->factionChecks},
        {"cost", m_ui->costSpin},
        {"level", m_ui->levelSpin},
        {"hp", m_ui->hpSpin},
        {"ac", m_ui->acSpin},
        {"fort", m_ui->fortSpin},
        {"ref", m_ui->refSpin},
        {"will", m_ui->willSpin},
        {"speed", m_ui->speedSpin},
        {"champion rating", m_ui->championRow},
    };
    for (const auto& [field, widget] : fields)
        m_errors->addField(QLatin1String(field), widget);
    // Powers sit in their own box, not in a form: their errors show below the dialog's fields.
}

void CustomCreatureDialog::load(const Creature& creature)
{
    m_ui->nameEdit->setText(creature.name);
    m_ui->setEdit->setText(creature.set);
    m_ui->keywordsEdit->setText(joinKeywords(creature.keywords));
    m_ui->factionChecks->setFactions(creature.factions);
    setEnumComboValue(m_ui->alignmentCombo, std::optional(creature.alignment));
    setEnumComboValue(m_ui->sizeCombo, creature.size);
    setEnumComboValue(m_ui->rarityCombo, creature.rarity);
    m_ui->collectorEdit->setText(creature.collectorNumber);
    m_ui->costSpin->setValue(creature.cost);
    m_ui->levelSpin->setValue(creature.level);
    m_ui->hpSpin->setValue(creature.hp);
    m_ui->acSpin->setValue(creature.ac);
    m_ui->fortSpin->setValue(creature.fort);
    m_ui->refSpin->setValue(creature.ref);
    m_ui->willSpin->setValue(creature.will);
    m_ui->speedSpin->setValue(creature.speed);
    setEnumComboValue(m_ui->movementCombo, std::optional(creature.movement));
    m_ui->championCheck->setChecked(creature.championRating.has_value());
    m_ui->championSpin->setValue(creature.championRating.value_or(0));
    m_ui->powerEditor->setPowers(creature.powers);
}

Creature CustomCreatureDialog::creature() const
{
    Creature creature;
    creature.id = m_cardId;
    creature.origin = CardOrigin::Custom;
    creature.name = m_ui->nameEdit->text().trimmed();
    creature.set = m_ui->setEdit->text().trimmed();
    creature.keywords = splitKeywords(m_ui->keywordsEdit->text());
    creature.factions = m_ui->factionChecks->factions();
    creature.alignment = enumComboValue<Alignment>(m_ui->alignmentCombo).value_or(Alignment::Unaligned);
    creature.size = enumComboValue<CreatureSize>(m_ui->sizeCombo);
    creature.rarity = enumComboValue<Rarity>(m_ui->rarityCombo);
    creature.collectorNumber = m_ui->collectorEdit->text().trimmed();
    creature.cost = m_ui->costSpin->value();
    creature.level = m_ui->levelSpin->value();
    creature.hp = m_ui->hpSpin->value();
    creature.ac = m_ui->acSpin->value();
    creature.fort = m_ui->fortSpin->value();
    creature.ref = m_ui->refSpin->value();
    creature.will = m_ui->willSpin->value();
    creature.speed = m_ui->speedSpin->value();
    creature.movement = enumComboValue<MovementMode>(m_ui->movementCombo).value_or(MovementMode::Normal);
    if (m_ui->championCheck->isChecked())
        creature.championRating = m_ui->championSpin->value();
    creature.powers = m_ui->powerEditor->powers();
    return creature;
}

QString CustomCreatureDialog::errorText() const
{
    return m_errors->text();
}

void CustomCreatureDialog::accept()
{
    m_errors->clear();
    const Creature card = creature();
    const EditResult result = m_cardId == 0 ? m_session.customCards().addCustomCreature(card)
                                            : m_session.customCards().updateCustomCreature(card);
    if (!result.ok()) {
        m_errors->show(*result.error);
        return;
    }
    m_cardId = result.id;
    m_session.notifyCardsChanged();
    emit saved(m_cardId);
    QDialog::accept();
}

} // namespace ddm::gui
