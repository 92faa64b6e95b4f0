// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sandbox_setup_dialog.h"

#include "board/map_library.h"
#include "common/app_settings.h"
#include "common/map_problems_text.h"
#include "sandbox/map_file.h"
#include "sandbox/sandbox_prompts.h"
#include "warband/warband_file.h"

#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace ddm::gui {
namespace {

// The opponent as SettingKey::SandboxOpponent keeps it; the mirror's and a file's are also their
// items' data in the list.
const QString kMirror = QStringLiteral("mirror");
const QString kTabPrefix = QStringLiteral("tab:");   // + the tab's name
const QString kFilePrefix = QStringLiteral("file:"); // + the file's path
// The map list's first entry: the warbands' own maps, Player 1 choosing (102.5).
const QString kWarbandMaps = QStringLiteral("warband-maps");

// A warband read from a file, as the list and the side show it: its title, else the file's name.
QString fileWarbandName(const Warband& warband, const QString& path)
{
    return warband.title.trimmed().isEmpty() ? QFileInfo(path).completeBaseName() : warband.title.trimmed();
}

} // namespace

SandboxSetupDialog::SandboxSetupDialog(const Warband& own, const QString& ownName,
                                       const QList<OpenWarband>& others, const MapLibrary& maps,
                                       AppSettings& settings, SandboxPrompts& prompts, QWidget* parent)
    : QDialog(parent)
    , m_own(own)
    , m_ownName(ownName)
    , m_others(others)
    , m_settings(settings)
    , m_prompts(prompts)
    , m_opponents(new QComboBox(this))
    , m_maps(new QComboBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("sandboxSetupDialog"));
    setWindowTitle(tr("Open in Sandbox: %1").arg(ownName));
    m_opponents->setObjectName(QStringLiteral("opponentCombo"));
    m_opponents->setPlaceholderText(tr("Choose an opponent"));
    m_maps->setObjectName(QStringLiteral("mapCombo"));
    m_problem->setObjectName(QStringLiteral("setupProblem"));
    m_problem->setWordWrap(true);
    auto* browse = new QPushButton(tr("&File..."), this);
    browse->setObjectName(QStringLiteral("chooseOpponent"));
    browse->setToolTip(tr("Choose a saved warband file as the opponent"));

    // The open warbands come first, each told by its place: tabs may share a name ("Untitled warband").
    for (const OpenWarband& other : m_others)
        m_opponents->addItem(other.name);
    m_opponents->addItem(tr("Mirror match: a copy of %1").arg(ownName), kMirror);
    m_maps->addItem(tr("The warbands' maps: Player 1 chooses (rule 102.5)"), kWarbandMaps);
    for (const KnownMap& map : maps.maps()) {
        if (!map.path.isEmpty()) { // an official map has no layout to play on
            m_maps->addItem(map.name, map.path);
            m_playable.append(map);
        }
    }
    m_maps->addItem(tr("Map file..."));
    m_maps->setToolTip(
        withMapProblems(tr("The map to play on: a map you drew, a sample map or a map file"), maps));

    auto* opponentRow = new QHBoxLayout;
    opponentRow->addWidget(m_opponents, 1);
    opponentRow->addWidget(browse);
    auto* form = new QFormLayout(this);
    auto* ownLabel = new QLabel(this);
    ownLabel->setObjectName(QStringLiteral("ownWarband"));
    ownLabel->setTextFormat(Qt::PlainText);
    ownLabel->setText(ownName);
    form->addRow(tr("Your warband:"), ownLabel);
    // A row of a list and a button has no label of its own to take the shortcut: it goes to the list.
    auto* opponentLabel = new QLabel(tr("&Opponent:"), this);
    opponentLabel->setBuddy(m_opponents);
    form->addRow(opponentLabel, opponentRow);
    form->addRow(tr("&Map:"), m_maps);
    form->addRow(m_problem);
    form->addRow(m_buttons);

    connect(browse, &QPushButton::clicked, this, &SandboxSetupDialog::browseOpponent);
    connect(m_opponents, &QComboBox::currentIndexChanged, this, &SandboxSetupDialog::checkWarbandMaps);
    connect(m_maps, &QComboBox::activated, this, &SandboxSetupDialog::mapChosen);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    restoreChoices();
    updateOk();
}

// The opponent and map of the last set-up, where they are still there: a tab of that name, a file
// that still reads. Otherwise the first other open warband and the first sample map.
void SandboxSetupDialog::restoreChoices()
{
    const QString opponent = m_settings.string(SettingKey::SandboxOpponent);
    int index = -1;
    if (opponent.startsWith(kTabPrefix)) {
        const auto tab = std::find_if(m_others.cbegin(), m_others.cend(), [&](const OpenWarband& other) {
            return other.name == opponent.mid(kTabPrefix.size());
        });
        index = tab == m_others.cend() ? -1 : int(tab - m_others.cbegin());
    } else if (opponent.startsWith(kFilePrefix)) {
        const QString path = opponent.mid(kFilePrefix.size());
        if (QFileInfo::exists(path) && setOpponentFile(path))
            index = m_opponents->currentIndex();
    } else {
        index = m_opponents->findData(opponent); // the mirror match
    }
    if (index < 0 && !m_others.isEmpty())
        index = 0;
    showProblem({});
    m_opponents->setCurrentIndex(index);

    const std::array<std::optional<BattleMap>, 2> warbandMaps = this->warbandMaps();
    if (warbandMaps[0] || warbandMaps[1]) {
        mapChosen(0);
        return;
    }
    const QString map = m_settings.string(SettingKey::SandboxMap);
    if (map.isEmpty() || !QFileInfo::exists(map) || !setMapFile(map)) {
        showProblem({});
        if (mapCount() > 0)
            mapChosen(1);
        else
            mapChosen(0);
    }
}

void SandboxSetupDialog::accept()
{
    const std::optional<qsizetype> tab = tabIndex();
    m_settings.setValue(SettingKey::SandboxOpponent, tab ? QString(kTabPrefix + m_others.at(*tab).name)
                                                         : m_opponents->currentData().toString());
    if (m_map)
        m_settings.setValue(SettingKey::SandboxMap, m_maps->itemData(m_currentMap));
    QDialog::accept();
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
    m_files.insert(path, result.warband);
    const QString key = kFilePrefix + path;
    if (m_opponents->findData(key) < 0) {
        m_opponents->addItem(
            tr("%1 (file %2)").arg(fileWarbandName(result.warband, path), QFileInfo(path).fileName()), key);
        m_opponents->setItemData(m_opponents->count() - 1, QDir::toNativeSeparators(path), Qt::ToolTipRole);
    }
    m_opponents->setCurrentIndex(m_opponents->findData(key));
    showProblem({});
    return true;
}

std::optional<qsizetype> SandboxSetupDialog::tabIndex() const
{
    const int index = m_opponents->currentIndex();
    if (index < 0 || index >= m_others.size())
        return std::nullopt;
    return index;
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
    return m_maps->count() - 2; // the first entry is the warbands' maps, the last asks for a file
}

std::optional<Warband> SandboxSetupDialog::opponent() const
{
    const QString key = m_opponents->currentData().toString();
    if (key == kMirror)
        return m_own;
    if (key.startsWith(kFilePrefix))
        return m_files.value(key.mid(kFilePrefix.size()));
    if (const std::optional<qsizetype> tab = tabIndex())
        return m_others.at(*tab).warband;
    return std::nullopt;
}

QString SandboxSetupDialog::opponentName() const
{
    const QString key = m_opponents->currentData().toString();
    if (key == kMirror)
        return tr("%1 (mirror)").arg(m_ownName);
    if (const std::optional<qsizetype> tab = tabIndex())
        return m_others.at(*tab).name;
    const std::optional<Warband> warband = opponent();
    return warband ? fileWarbandName(*warband, key.mid(kFilePrefix.size())) : QString();
}

std::optional<BattleMap> SandboxSetupDialog::map() const
{
    return m_map;
}

std::array<std::optional<BattleMap>, 2> SandboxSetupDialog::warbandMaps() const
{
    const auto layoutOf = [this](const QString& name) -> std::optional<BattleMap> {
        const auto known = std::find_if(m_playable.cbegin(), m_playable.cend(), [&name](const KnownMap& map) {
            return map.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0;
        });
        if (name.trimmed().isEmpty() || known == m_playable.cend())
            return std::nullopt;
        const MapReadResult read = MapFile::load(known->path);
        return read.ok() ? std::optional(read.map) : std::nullopt;
    };
    const std::optional<Warband> opponent = this->opponent();
    return {layoutOf(m_own.map), opponent ? layoutOf(opponent->map) : std::nullopt};
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
    if (path == kWarbandMaps) {
        m_map.reset();
        m_maps->setCurrentIndex(index);
        m_currentMap = index;
        checkWarbandMaps();
        return;
    }
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

void SandboxSetupDialog::checkWarbandMaps()
{
    if (m_map) {
        updateOk();
        return;
    }
    const std::array<std::optional<BattleMap>, 2> maps = warbandMaps();
    showProblem(!opponent() || maps[0] || maps[1]
                    ? QString()
                    : tr("Neither warband names a map with a layout to play on: choose the map."));
}

void SandboxSetupDialog::updateOk()
{
    // The warbands' maps count only while they are the choice shown.
    const bool warbandMapsChosen = m_maps->currentData().toString() == kWarbandMaps;
    const bool haveMap =
        m_map || (warbandMapsChosen &&
                  std::ranges::any_of(warbandMaps(), [](const auto& map) { return map.has_value(); }));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(opponent().has_value() && haveMap);
}

} // namespace ddm::gui
