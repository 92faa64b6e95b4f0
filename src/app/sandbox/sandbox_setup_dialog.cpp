#include "sandbox/sandbox_setup_dialog.h"

#include "sandbox/map_file.h"
#include "sandbox/sample_maps.h"
#include "sandbox/sandbox_prompts.h"
#include "warband/warband_file.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace ddm::gui {

SandboxSetupDialog::SandboxSetupDialog(const Warband& own, const QString& ownName, SandboxPrompts& prompts,
                                       QWidget* parent)
    : QDialog(parent)
    , m_own(own)
    , m_prompts(prompts)
    , m_opponentPath(new QLineEdit(this))
    , m_mirror(new QCheckBox(tr("&Mirror match: the opponent plays a copy of my warband"), this))
    , m_maps(new QComboBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("sandboxSetupDialog"));
    setWindowTitle(tr("Open in Sandbox: %1").arg(ownName));
    m_opponentPath->setObjectName(QStringLiteral("opponentPath"));
    m_opponentPath->setReadOnly(true);
    m_opponentPath->setPlaceholderText(tr("a saved warband file"));
    m_mirror->setObjectName(QStringLiteral("mirrorMatch"));
    m_maps->setObjectName(QStringLiteral("mapCombo"));
    m_problem->setObjectName(QStringLiteral("setupProblem"));
    m_problem->setWordWrap(true);
    auto* browse = new QPushButton(tr("&Choose..."), this);
    browse->setObjectName(QStringLiteral("chooseOpponent"));

    for (const SampleMap& sample : sampleMaps())
        m_maps->addItem(sample.name, sample.path);
    m_maps->addItem(tr("Map file..."));

    auto* opponentRow = new QHBoxLayout;
    opponentRow->addWidget(m_opponentPath, 1);
    opponentRow->addWidget(browse);
    auto* form = new QFormLayout(this);
    auto* ownLabel = new QLabel(this);
    ownLabel->setObjectName(QStringLiteral("ownWarband"));
    ownLabel->setTextFormat(Qt::PlainText);
    ownLabel->setText(ownName);
    form->addRow(tr("Your warband:"), ownLabel);
    // A row of a line and a button has no label of its own to take the shortcut: it goes to the line.
    auto* opponentLabel = new QLabel(tr("&Opponent:"), this);
    opponentLabel->setBuddy(m_opponentPath);
    form->addRow(opponentLabel, opponentRow);
    form->addRow(QString(), m_mirror);
    form->addRow(tr("&Map:"), m_maps);
    form->addRow(m_problem);
    form->addRow(m_buttons);

    connect(browse, &QPushButton::clicked, this, &SandboxSetupDialog::browseOpponent);
    connect(m_mirror, &QCheckBox::toggled, this, &SandboxSetupDialog::setMirrorMatch);
    connect(m_maps, &QComboBox::activated, this, &SandboxSetupDialog::mapChosen);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (m_maps->count() > 1)
        mapChosen(0);
    updateOk();
}

bool SandboxSetupDialog::setOpponentFile(const QString& path)
{
    const WarbandReadResult result = WarbandFile::load(path);
    if (!result.ok()) {
        QStringList errors;
        for (const WarbandFileError& error : result.errors)
            errors.append(error.toString());
        showProblem(tr("%1 is not a warband file this app can read:\n%2").arg(QFileInfo(path).fileName(), errors.join(QLatin1Char('\n'))));
        return false;
    }
    m_opponent = result.warband;
    m_opponentPath->setText(QDir::toNativeSeparators(path));
    m_mirror->setChecked(false);
    showProblem({});
    return true;
}

void SandboxSetupDialog::setMirrorMatch(bool mirror)
{
    if (m_mirror->isChecked() != mirror)
        m_mirror->setChecked(mirror); // comes back here through toggled()
    else if (mirror)
        m_opponent = m_own;
    else if (m_opponentPath->text().isEmpty())
        m_opponent.reset();
    updateOk();
}

bool SandboxSetupDialog::setMapFile(const QString& path)
{
    const MapReadResult result = MapFile::load(path);
    if (!result.ok()) {
        showProblem(tr("%1 is not a map this app can read:\n%2").arg(QFileInfo(path).fileName(), MapFile::errorText(result)));
        m_map.reset();
        updateOk();
        return false;
    }
    m_map = result.map;
    int index = m_maps->findData(path);
    if (index < 0) {
        const QString name = result.map.name().isEmpty() ? QFileInfo(path).fileName() : result.map.name();
        m_maps->insertItem(m_maps->count() - 1, name, path);
        index = m_maps->count() - 2;
    }
    m_maps->setCurrentIndex(index);
    m_currentMap = index;
    showProblem({});
    return true;
}

int SandboxSetupDialog::mapCount() const
{
    return m_maps->count() - 1; // the last entry asks for a file
}

std::optional<Warband> SandboxSetupDialog::opponent() const
{
    return m_opponent;
}

std::optional<BattleMap> SandboxSetupDialog::map() const
{
    return m_map;
}

QString SandboxSetupDialog::problem() const
{
    return m_problem->text();
}

void SandboxSetupDialog::browseOpponent()
{
    const QString path = m_prompts.openFileName(tr("Choose the Opponent's Warband"), tr("Warbands (*.json);;All files (*)"));
    if (!path.isEmpty())
        setOpponentFile(path);
}

void SandboxSetupDialog::mapChosen(int index)
{
    const QString path = m_maps->itemData(index).toString();
    if (!path.isEmpty()) {
        setMapFile(path);
        return;
    }
    const QString file = m_prompts.openFileName(tr("Open Map"), tr("Battle maps (*.json);;All files (*)"));
    if (file.isEmpty() || !setMapFile(file))
        m_maps->setCurrentIndex(m_currentMap); // back to the map chosen before
}

void SandboxSetupDialog::showProblem(const QString& problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    updateOk();
}

void SandboxSetupDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_opponent.has_value() && m_map.has_value());
}

} // namespace ddm::gui
