// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/item_dialog.h"

#include "collection/field_error_display.h"
#include "collection/keyword_list.h"
#include "common/app_session.h"
#include "storage/creature_stats.h"

#include "ui_item_dialog.h"

#include <QPushButton>

#include <algorithm>

namespace ddm::gui {
namespace {

std::optional<Item> findItem(const QList<Item>& items, qint64 id)
{
    const auto found =
        std::find_if(items.cbegin(), items.cend(), [id](const Item& item) { return item.id == id; });
    return found == items.cend() ? std::nullopt : std::optional<Item>(*found);
}

} // namespace

ItemDialog::ItemDialog(AppSession& session, qint64 itemId, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::ItemDialog>())
    , m_session(session)
    , m_itemId(itemId)
{
    m_ui->setupUi(this);
    m_errors = std::make_unique<FieldErrorDisplay>(m_ui->errorLabel);
    const StatColumn& cost = statColumn(&Creature::cost);
    const StatColumn& level = statColumn(&Creature::level);
    m_ui->costSpin->setRange(cost.minimum, cost.maximum);
    m_ui->minLevelSpin->setRange(level.minimum, level.maximum);
    m_ui->maxLevelSpin->setRange(level.minimum, level.maximum);
    m_ui->buttonBox->button(QDialogButtonBox::Save)->setDefault(true);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &ItemDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &ItemDialog::reject);
    const std::pair<const char*, QWidget*> fields[] = {
        {"name", m_ui->nameEdit},
        {"set", m_ui->setEdit},
        {"cost", m_ui->costSpin},
        {"minimum level", m_ui->minLevelSpin},
        {"maximum level", m_ui->maxLevelRow},
        {"keyword", m_ui->keywordsEdit},
    };
    for (const auto& [field, widget] : fields)
        m_errors->addField(QLatin1String(field), widget);

    if (const std::optional<Item> existing =
            itemId > 0 ? findItem(session.items().allItems(), itemId) : std::nullopt) {
        load(*existing);
        setWindowTitle(tr("Edit %1").arg(existing->name));
    } else {
        m_itemId = 0;
        setWindowTitle(tr("New Item"));
        m_ui->minLevelSpin->setValue(1);
    }
}

ItemDialog::~ItemDialog() = default;

void ItemDialog::load(const Item& item)
{
    m_ui->nameEdit->setText(item.name);
    m_ui->setEdit->setText(item.set);
    m_ui->costSpin->setValue(item.cost);
    m_ui->minLevelSpin->setValue(item.minLevel);
    m_ui->maxLevelCheck->setChecked(item.maxLevel.has_value());
    m_ui->maxLevelSpin->setValue(item.maxLevel.value_or(item.minLevel));
    m_ui->keywordsEdit->setText(joinKeywords(item.keywords));
    m_ui->factionChecks->setFactions(item.factions);
    m_ui->unalignedCheck->setChecked(item.alignments.contains(Alignment::Unaligned));
    m_ui->goodCheck->setChecked(item.alignments.contains(Alignment::Good));
    m_ui->evilCheck->setChecked(item.alignments.contains(Alignment::Evil));
    m_ui->powerEditor->setPowers(item.powers);
}

Item ItemDialog::item() const
{
    Item item;
    item.id = m_itemId;
    item.name = m_ui->nameEdit->text().trimmed();
    item.set = m_ui->setEdit->text().trimmed();
    item.cost = m_ui->costSpin->value();
    item.minLevel = m_ui->minLevelSpin->value();
    if (m_ui->maxLevelCheck->isChecked())
        item.maxLevel = m_ui->maxLevelSpin->value();
    item.keywords = splitKeywords(m_ui->keywordsEdit->text());
    item.factions = m_ui->factionChecks->factions();
    const std::pair<QCheckBox*, Alignment> alignments[] = {{m_ui->unalignedCheck, Alignment::Unaligned},
                                                           {m_ui->goodCheck, Alignment::Good},
                                                           {m_ui->evilCheck, Alignment::Evil}};
    for (const auto& [box, alignment] : alignments) {
        if (box->isChecked())
            item.alignments.append(alignment);
    }
    item.powers = m_ui->powerEditor->powers();
    return item;
}

QString ItemDialog::errorText() const
{
    return m_errors->text();
}

void ItemDialog::accept()
{
    m_errors->clear();
    const Item edited = item();
    const EditResult result =
        m_itemId == 0 ? m_session.items().addItem(edited) : m_session.items().updateItem(edited);
    if (!result.ok()) {
        m_errors->show(*result.error);
        return;
    }
    if (m_itemId == 0)
        m_itemId = result.id;
    m_session.notifyCardsChanged();
    emit saved(m_itemId);
    QDialog::accept();
}

} // namespace ddm::gui
