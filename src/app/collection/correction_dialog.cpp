// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collection/correction_dialog.h"

#include "catalog/card_labels.h"
#include "collection/enum_combo.h"
#include "collection/field_error_display.h"
#include "common/app_session.h"
#include "storage/creature_stats.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ddm::gui {
namespace {

QString statLabel(const QString& column)
{
    if (column == QLatin1String("cost"))
        return CorrectionDialog::tr("&Cost");
    if (column == QLatin1String("level"))
        return CorrectionDialog::tr("&Level");
    if (column == QLatin1String("ac"))
        return CorrectionDialog::tr("&AC");
    if (column == QLatin1String("fort"))
        return CorrectionDialog::tr("&Fortitude");
    if (column == QLatin1String("ref"))
        return CorrectionDialog::tr("&Reflex");
    if (column == QLatin1String("will"))
        return CorrectionDialog::tr("&Will");
    if (column == QLatin1String("speed"))
        return CorrectionDialog::tr("S&peed");
    return CorrectionDialog::tr("&HP");
}

QString catalogText(const QString& value)
{
    return value.isEmpty() ? CorrectionDialog::tr("Catalog: unknown")
                           : CorrectionDialog::tr("Catalog: %1").arg(value);
}

template <typename Enum> QString enumText(const std::optional<Enum>& value, QString (*label)(Enum))
{
    return value ? label(*value) : QString();
}

QSpinBox* spinBox(int minimum, int maximum, int value)
{
    auto* spin = new QSpinBox;
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    return spin;
}

template <typename Enum, std::size_t N>
QComboBox* enumCombo(const Enum (&values)[N], QString (*label)(Enum), std::optional<Enum> value)
{
    auto* combo = new QComboBox;
    fillEnumCombo(combo, values, label);
    setEnumComboValue(combo, value);
    return combo;
}

} // namespace

CorrectionDialog::CorrectionDialog(AppSession& session, qint64 catalogCardId, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("correctionDialog"));
    if (const std::optional<Creature> card =
            catalogCardId > 0 ? session.cards().creature(catalogCardId) : std::nullopt)
        m_card = *card;
    m_catalog = session.corrections().catalogValues(m_card.name, m_card.set).value_or(CreatureCorrection{});
    m_current = session.corrections().correction(m_card.name, m_card.set).value_or(CreatureCorrection{});
    m_kept.factions = m_current.factions;

    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Checked fields replace the catalog's values wherever the card shows. "
                                "The catalog itself is not changed."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* grid = new QGridLayout;
    layout->addLayout(grid);
    buildRows(grid);
    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    layout->addWidget(m_errorLabel);
    m_errors = std::make_unique<FieldErrorDisplay>(m_errorLabel);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    QPushButton* clear = buttons->addButton(tr("C&lear Correction"), QDialogButtonBox::ResetRole);
    clear->setObjectName(QStringLiteral("clearCorrectionButton"));
    connect(clear, &QPushButton::clicked, this, &CorrectionDialog::clearCorrection);
    connect(buttons, &QDialogButtonBox::accepted, this, &CorrectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CorrectionDialog::reject);
    layout->addWidget(buttons);

    if (hasCard()) {
        setWindowTitle(tr("Correct %1 (%2)").arg(m_card.name, m_card.set));
    } else {
        setWindowTitle(tr("Correct a Card"));
        m_errorLabel->setText(tr("This card is not in the catalog: only catalog cards are corrected."));
        m_errorLabel->show();
        buttons->button(QDialogButtonBox::Save)->setEnabled(false);
    }
}

CorrectionDialog::~CorrectionDialog() = default;

void CorrectionDialog::buildRows(QGridLayout* grid)
{
    for (const StatColumn& stat : kStatColumns) {
        const QString key = QString::fromLatin1(stat.column);
        const std::optional<int> catalog = m_catalog.*stat.correction;
        const std::optional<int> current = m_current.*stat.correction;
        auto* spin = spinBox(stat.minimum, stat.maximum, current.value_or(catalog.value_or(0)));
        addRow(grid, key, statLabel(key), spin, catalog ? QString::number(*catalog) : QString(),
               current.has_value(),
               [spin, member = stat.correction](CreatureCorrection& correction, bool on) {
                   correction.*member = on ? std::optional<int>(spin->value()) : std::nullopt;
               });
    }
    auto* champion = spinBox(0, kMaxChampionRating,
                             m_current.championRating.value_or(m_catalog.championRating.value_or(0)));
    addRow(grid, QStringLiteral("champion"), tr("C&hampion rating"), champion,
           m_catalog.championRating ? QString::number(*m_catalog.championRating) : tr("not a champion"),
           m_current.championRating.has_value(), [champion](CreatureCorrection& correction, bool on) {
               correction.championRating = on ? std::optional<int>(champion->value()) : std::nullopt;
           });
    auto* movement = enumCombo(kAllMovementModes, movementLabel,
                               m_current.movement ? m_current.movement : m_catalog.movement);
    addRow(grid, QStringLiteral("movement"), tr("&Movement"), movement,
           enumText(m_catalog.movement, movementLabel), m_current.movement.has_value(),
           [movement](CreatureCorrection& correction, bool on) {
               correction.movement = on ? enumComboValue<MovementMode>(movement) : std::nullopt;
           });
    auto* alignment = enumCombo(kAllAlignments, alignmentLabel,
                                m_current.alignment ? m_current.alignment : m_catalog.alignment);
    addRow(grid, QStringLiteral("alignment"), tr("Ali&gnment"), alignment,
           enumText(m_catalog.alignment, alignmentLabel), m_current.alignment.has_value(),
           [alignment](CreatureCorrection& correction, bool on) {
               correction.alignment = on ? enumComboValue<Alignment>(alignment) : std::nullopt;
           });
    auto* size = enumCombo(kAllSizes, sizeLabel, m_current.size ? m_current.size : m_catalog.size);
    addRow(grid, QStringLiteral("size"), tr("Si&ze"), size, enumText(m_catalog.size, sizeLabel),
           m_current.size.has_value(), [size](CreatureCorrection& correction, bool on) {
               correction.size = on ? enumComboValue<CreatureSize>(size) : std::nullopt;
           });
    auto* rarity =
        enumCombo(kAllRarities, rarityLabel, m_current.rarity ? m_current.rarity : m_catalog.rarity);
    addRow(grid, QStringLiteral("rarity"), tr("Rarit&y"), rarity, enumText(m_catalog.rarity, rarityLabel),
           m_current.rarity.has_value(), [rarity](CreatureCorrection& correction, bool on) {
               correction.rarity = on ? enumComboValue<Rarity>(rarity) : std::nullopt;
           });
    auto* collector =
        new QLineEdit(m_current.collectorNumber.value_or(m_catalog.collectorNumber.value_or(QString())));
    collector->setObjectName(QStringLiteral("collectorEdit"));
    addRow(grid, QStringLiteral("collector"), tr("Collector n&umber"), collector,
           m_catalog.collectorNumber.value_or(QString()), m_current.collectorNumber.has_value(),
           [collector](CreatureCorrection& correction, bool on) {
               correction.collectorNumber =
                   on ? std::optional<QString>(collector->text().trimmed()) : std::nullopt;
           });
}

void CorrectionDialog::addRow(QGridLayout* grid, const QString& key, const QString& label, QWidget* editor,
                              const QString& catalogValue, bool corrected,
                              std::function<void(CreatureCorrection&, bool)> write)
{
    const int row = grid->rowCount();
    auto* check = new QCheckBox(label, this);
    check->setObjectName(key + QStringLiteral("Check"));
    check->setChecked(corrected);
    if (editor->objectName().isEmpty()) {
        const bool isSpin = qobject_cast<QSpinBox*>(editor) != nullptr;
        editor->setObjectName(key + (isSpin ? QStringLiteral("Spin") : QStringLiteral("Combo")));
    }
    editor->setParent(this);
    editor->setEnabled(corrected);
    editor->setAccessibleName(check->text().remove(u'&'));
    auto* catalog = new QLabel(catalogText(catalogValue), this);
    catalog->setObjectName(key + QStringLiteral("CatalogLabel"));
    connect(check, &QCheckBox::toggled, editor, &QWidget::setEnabled);
    grid->addWidget(check, row, 0);
    grid->addWidget(editor, row, 1);
    grid->addWidget(catalog, row, 2);
    m_rows.append({check, editor, std::move(write)});
}

CreatureCorrection CorrectionDialog::correction() const
{
    CreatureCorrection correction = m_kept;
    for (const Row& row : m_rows)
        row.write(correction, row.check->isChecked());
    return correction;
}

QString CorrectionDialog::errorText() const
{
    return m_errors->text();
}

void CorrectionDialog::clearCorrection()
{
    for (const Row& row : m_rows)
        row.check->setChecked(false);
    m_kept = {};
}

void CorrectionDialog::accept()
{
    if (!hasCard())
        return;
    m_errors->clear();
    const EditResult result = m_session.corrections().setCorrection(m_card.name, m_card.set, correction());
    if (!result.ok()) {
        m_errors->show(*result.error);
        return;
    }
    m_session.notifyCardsChanged();
    emit saved();
    QDialog::accept();
}

} // namespace ddm::gui
