// SPDX-FileCopyrightText: 2026 DDM Companion developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/sandbox_window.h"

#include "common/autosave_keeper.h"
#include "common/view_layout.h"
#include "combat/seeded_dice.h"
#include "engine/wandering_monsters.h"
#include "sandbox/battle_board.h"
#include "sandbox/battle_file.h"
#include "sandbox/battle_log_view.h"
#include "sandbox/battle_session.h"
#include "sandbox/battle_tracker.h"
#include "sandbox/board_scene.h"
#include "sandbox/board_view.h"
#include "sandbox/creature_panel.h"
#include "sandbox/move_paths.h"
#include "sandbox/replay_panel.h"
#include "sandbox/sandbox_actions.h"
#include "sandbox/sandbox_prompts.h"
#include "sandbox/sandbox_setup_sequence.h"
#include "sandbox/sandbox_setup_dialog.h"
#include "sandbox/setup_hint.h"
#include "sandbox/terrain_palette.h"
#include "warband/warband_resolver.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace ddm::gui {

SandboxWindow::SandboxWindow(const BattleSetup& setup, const CardLookup& cards, QWidget* parent, std::optional<quint32> seed)
    : QMainWindow(parent)
    , m_cards(cards)
    , m_session(new BattleSession(setup, seed.value_or(QRandomGenerator::global()->generate()), this))
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(this))
    , m_board(new BattleBoard(m_scene, this))
    , m_log(new BattleLogView(this))
    , m_tracker(new BattleTracker(this))
    , m_panel(new CreaturePanel(this))
    , m_replayPanel(new ReplayPanel(this))
    , m_actions(std::make_unique<SandboxActions>(this))
    , m_prompts(std::make_unique<SandboxPrompts>(this))
{
    setObjectName(QStringLiteral("sandboxWindow"));
    m_session->setPrompts(m_prompts.get());
    m_view->setScene(m_scene);
    setCentralWidget(m_view);
    createDocks();
    createMenus();
    connectBoard();
    auto* seedLabel = new QLabel(this);
    seedLabel->setObjectName(QStringLiteral("seedLabel"));
    statusBar()->addPermanentWidget(seedLabel);
    retranslateUi();
    refresh();
    resize(1200, 800);
    m_view->fitMap();
}

SandboxWindow::~SandboxWindow()
{
    // The undo stack, destroyed with the session after this window's members, says it is clean again.
    m_session->undoStack()->disconnect(this);
}

SandboxWindow* SandboxWindow::open(const Warband& own, const QString& ownName,
                                   const QList<OpenWarband>& others, const MapLibrary& maps,
                                   AppSettings& settings, const CardLookup& cards, QWidget* parent)
{
    SandboxPrompts prompts(parent);
    SandboxSetupDialog dialog(own, ownName, others, maps, settings, prompts, parent);
    if (dialog.exec() != QDialog::Accepted || !dialog.opponent())
        return nullptr;
    const SetupRequest request{
        {WarbandResolver::resolve(own, cards), WarbandResolver::resolve(*dialog.opponent(), cards)},
        {ownName, dialog.opponentName()},
        dialog.map(),
        dialog.warbandMaps()};
    SeededDice dice(QRandomGenerator::global()->generate());
    const std::optional<SandboxSetup> built = runSetupSequence(request, prompts, dice);
    if (!built)
        return nullptr;
    auto* window = new SandboxWindow(built->setup, cards, parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    ViewLayout::keep(window, kLayoutScope, settings);
    window->reportSetupProblems(built->problems);
    window->show();
    return window;
}

SandboxWindow* SandboxWindow::restore(const Autosave& autosave, AppSettings& settings,
                                      const CardLookup& cards, QString* problem, QWidget* parent)
{
    const BattleFileResult read = BattleFile::read(autosave.content, cards);
    if (!read.ok()) {
        *problem = read.errors.join(QLatin1Char('\n'));
        return nullptr;
    }
    auto* window = new SandboxWindow(read.battle.setup, cards, parent, read.battle.seed);
    window->setAttribute(Qt::WA_DeleteOnClose);
    ViewLayout::keep(window, kLayoutScope, settings);
    window->loadBattle(read.battle);
    // Unsaved, whatever its undo stack holds (a battle of placements alone holds nothing): no undo
    // makes it match a file it never was.
    window->m_session->undoStack()->resetClean();
    window->m_filePath = autosave.originalPath;
    window->updateWindowTitle();
    window->show();
    return window;
}

void SandboxWindow::keepAutosave(const AutosaveFolder& folder, const QString& slot)
{
    auto* keeper = new AutosaveKeeper(
        folder, slot.isEmpty() ? AutosaveFolder::newSlot(kBattleAutosave) : slot,
        [this]() -> std::optional<Autosave> {
            if (m_session->undoStack()->isClean())
                return std::nullopt;
            const Battle& battle = m_session->battle();
            return Autosave{{},
                            kBattleAutosave,
                            m_filePath,
                            BattleFile::write({battle.setup(), battle.history(), m_session->seed(),
                                               m_session->diceMode()})};
        },
        this);
    connect(m_session, &BattleSession::changed, keeper, &AutosaveKeeper::scheduleWrite);
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, keeper, &AutosaveKeeper::scheduleWrite);
    connect(keeper, &AutosaveKeeper::failed, this, [this](const QString& problem) {
        statusBar()->showMessage(tr("Cannot keep an autosave: %1").arg(problem));
    });
}

void SandboxWindow::setPrompts(std::unique_ptr<SandboxPrompts> prompts)
{
    m_prompts = std::move(prompts);
    m_session->setPrompts(m_prompts.get());
}

void SandboxWindow::reportSetupProblems(const QStringList& problems)
{
    for (const QString& problem : problems)
        m_log->addRefusal(problem, QString());
}

void SandboxWindow::createDocks()
{
    const auto addDock = [this](QWidget* widget, const QString& name, Qt::DockWidgetArea area) {
        auto* dock = new QDockWidget(this);
        dock->setObjectName(name);
        dock->setWidget(widget);
        addDockWidget(area, dock);
        return dock;
    };
    addDock(m_panel, QStringLiteral("creatureDock"), Qt::LeftDockWidgetArea);
    QDockWidget* tracker = addDock(m_tracker, QStringLiteral("trackerDock"), Qt::RightDockWidgetArea);
    QDockWidget* legend = addDock(new TerrainPalette(TerrainPalette::Mode::Legend, this), QStringLiteral("legendDock"),
                                  Qt::RightDockWidgetArea);
    tabifyDockWidget(tracker, legend);
    tracker->raise();
    addDock(m_log, QStringLiteral("logDock"), Qt::BottomDockWidgetArea);
    addDock(m_replayPanel, QStringLiteral("replayDock"), Qt::BottomDockWidgetArea);
}

void SandboxWindow::createMenus()
{
    QAction* undo = m_session->undoStack()->createUndoAction(this);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_session->undoStack()->createRedoAction(this);
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcut(QKeySequence::Redo);

    QMenu* battle = menuBar()->addMenu(QString());
    battle->addActions({m_actions->openBattle, m_actions->saveBattle});
    battle->addSeparator();
    battle->addAction(m_actions->close);
    QMenu* play = menuBar()->addMenu(QString());
    play->addActions({m_actions->rollWanderers, m_actions->startRound, m_actions->healingFont,
                      m_actions->endTurn, m_actions->endRound, m_actions->shiftMode, m_actions->squeezeMode,
                      undo, redo});
    play->addSeparator();
    play->addActions(m_actions->dice->actions());
    QMenu* view = menuBar()->addMenu(QString());
    view->addActions({m_view->zoomInAction(), m_view->zoomOutAction(), m_view->fitAction()});
    // A closed dock stays closed in the next sandbox (the layout is kept): here it comes back.
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        view->addAction(dock->toggleViewAction());

    QToolBar* bar = addToolBar(QString());
    bar->setObjectName(QStringLiteral("sandboxToolBar"));
    bar->addActions({m_actions->rollWanderers, m_actions->startRound, m_actions->healingFont,
                     m_actions->endTurn, m_actions->endRound, m_actions->shiftMode, m_actions->squeezeMode,
                     undo, redo});
    bar->addSeparator();
    bar->addActions(m_actions->dice->actions());
    bar->addSeparator();
    bar->addActions({m_view->zoomInAction(), m_view->zoomOutAction(), m_view->fitAction()});

    connect(m_actions->startRound, &QAction::triggered, this, &SandboxWindow::startRound);
    connect(m_actions->rollWanderers, &QAction::triggered, this, &SandboxWindow::rollWanderingMonsters);
    connect(m_actions->healingFont, &QAction::triggered, this, &SandboxWindow::useHealingFont);
    connect(m_actions->endTurn, &QAction::triggered, this, &SandboxWindow::endTurn);
    connect(m_actions->endRound, &QAction::triggered, this, &SandboxWindow::endRound);
    connect(m_actions->moveKinds, &QActionGroup::triggered, this, [this] {
        m_board->setMoveKind(m_actions->shiftMode->isChecked()     ? MoveKind::Shift
                             : m_actions->squeezeMode->isChecked() ? MoveKind::Squeeze
                                                                   : MoveKind::Move);
    });
    connect(m_actions->appDice, &QAction::triggered, this, [this] {
        m_session->setDiceMode(DiceMode::App);
        updateSeedLabel();
    });
    connect(m_actions->typedDice, &QAction::triggered, this, [this] {
        m_session->setDiceMode(DiceMode::Typed);
        updateSeedLabel();
    });
    connect(m_actions->saveBattle, &QAction::triggered, this, [this] { saveBattle(); });
    connect(m_actions->openBattle, &QAction::triggered, this, [this] { openBattle(); });
    connect(m_actions->close, &QAction::triggered, this, &QWidget::close);
}

void SandboxWindow::connectBoard()
{
    connect(m_session, &BattleSession::changed, this, &SandboxWindow::refresh);
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, this, &SandboxWindow::updateWindowTitle);
    connect(m_session, &BattleSession::actionRefused, this, &SandboxWindow::refused);
    connect(m_board, &BattleBoard::selectionChanged, this, [this](const QString& id) {
        m_panel->show(m_session->battle(), id);
        updateCommands();
        showSetupHint(id);
    });
    connect(m_board, &BattleBoard::aimChanged, this,
            [this] { m_panel->setAimReady(m_board->attackAimed(), m_board->aimedTargets().size() == 1); });
    connect(m_board, &BattleBoard::moveRequested, this, &SandboxWindow::perform);
    connect(m_board, &BattleBoard::setupMoveRequested, this, [this](const QString& id, Square topLeft) {
        const PositionCheck check = m_session->moveInSetup(id, topLeft);
        if (!check.ok())
            refused({ActionErrorKind::Illegal, check.message, check.rule});
    });
    connect(m_panel, &CreaturePanel::attackChosen, this, [this](int attack) {
        m_board->setAttack(attack);
        if (m_board->attackHasNoTarget())
            statusBar()->showMessage(
                tr("%1 has no target in reach and sight now: click it again in the list to move "
                   "instead")
                    .arg(chosenAttackName()));
        else
            statusBar()->clearMessage();
    });
    connect(m_board, &BattleBoard::notATarget, this, [this] {
        statusBar()->showMessage(tr("No target of %1 there: click a ringed creature, or click %1 again in "
                                    "the list to move instead")
                                     .arg(chosenAttackName()));
    });
    connect(m_panel, &CreaturePanel::linkActivated, this, &SandboxWindow::linkActivated);
    connect(m_panel, &CreaturePanel::rollRequested, this, &SandboxWindow::rollAttack);
    connect(m_panel, &CreaturePanel::chargeRequested, this, &SandboxWindow::charge);
    connect(m_panel, &CreaturePanel::rechargeRequested, this, &SandboxWindow::recharge);
    connect(m_panel, &CreaturePanel::healingFontRequested, this, &SandboxWindow::useHealingFont);
    connect(m_panel, &CreaturePanel::endTurnRequested, this, &SandboxWindow::endTurn);
    connect(m_panel, &CreaturePanel::usePowerRequested, this, &SandboxWindow::usePower);
    connect(m_tracker, &BattleTracker::creatureActivated, m_board, &BattleBoard::select);
    connect(m_log, &BattleLogView::linkActivated, this, &SandboxWindow::linkActivated);
    connect(m_replayPanel, &ReplayPanel::positionChanged, this, &SandboxWindow::showReplayPosition);
}

QString SandboxWindow::chosenAttackName() const
{
    const Combatant* attacker = m_session->battle().combatant(m_board->selected());
    const AttackPower* power = attacker ? attacker->attack(m_board->attack()) : nullptr;
    return power ? power->name : QString();
}

void SandboxWindow::refresh()
{
    const Battle& battle = m_session->battle();
    m_replay.reset();
    m_replayPanel->setActionCount(int(battle.history().size()));
    m_board->setInteractive(true);
    m_board->show(battle);
    m_log->showLog(battle.log());
    m_tracker->show(battle);
    m_panel->show(battle, m_board->selected());
    m_panel->setAimReady(m_board->attackAimed(), m_board->aimedTargets().size() == 1);
    updateCommands();
    updateSeedLabel();
}

void SandboxWindow::updateCommands()
{
    const Battle& battle = m_session->battle();
    const BattleState& state = battle.state();
    m_actions->startRound->setEnabled(state.phase == BattlePhase::BetweenRounds);
    m_actions->rollWanderers->setEnabled(m_session->inSetup() && !unrolledWanderingMonsters(battle.setup()).isEmpty());
    m_actions->healingFont->setEnabled(battle.canUseHealingFont(m_board->selected()));
    m_actions->endTurn->setEnabled(state.turn.has_value());
    m_actions->endRound->setEnabled(state.phase == BattlePhase::Activations);
    // Only Huge creatures squeeze (412.4.a); another creature selected moves normally again.
    const Combatant* selected = battle.combatant(m_board->selected());
    const bool huge = selected && selected->span == 3;
    m_actions->squeezeMode->setEnabled(huge);
    if (!huge && m_actions->squeezeMode->isChecked()) {
        m_actions->squeezeMode->setChecked(false);
        m_board->setMoveKind(MoveKind::Move);
    }
}

void SandboxWindow::showSetupHint(const QString& id)
{
    if (!m_session->inSetup())
        return;
    if (const QString hint = setupHint(m_session->setup(), id); !hint.isEmpty())
        statusBar()->showMessage(hint);
}

void SandboxWindow::showReplayPosition(int position)
{
    const Battle& live = m_session->battle();
    if (position >= live.history().size()) {
        refresh();
        return;
    }
    m_replay = Battle::replay(live.setup(), live.history().mid(0, position)).battle;
    m_board->setInteractive(false);
    m_board->show(*m_replay);
    m_log->showLog(m_replay->log());
    m_tracker->show(*m_replay);
    for (QAction* action : {m_actions->startRound, m_actions->rollWanderers, m_actions->healingFont,
                            m_actions->endTurn, m_actions->endRound, m_actions->squeezeMode})
        action->setEnabled(false);
}

bool SandboxWindow::perform(const Action& action)
{
    if (m_session->perform(action) != PerformStatus::Done)
        return false;
    statusBar()->clearMessage();
    return true;
}

void SandboxWindow::refused(const ActionError& error)
{
    const QString message = error.kind == ActionErrorKind::ByHand ? tr("Resolve by hand: %1").arg(error.message) : error.message;
    m_log->addRefusal(message, error.rule);
    statusBar()->showMessage(error.rule.isEmpty() ? tr("Not allowed: %1").arg(message)
                                                  : tr("Not allowed: %1 (rule %2)").arg(message, error.rule));
}

void SandboxWindow::startRound()
{
    if (m_session->inSetup()) {
        if (const QStringList unrolled = unrolledWanderingMonsters(m_session->setup()); !unrolled.isEmpty()) {
            refused({ActionErrorKind::Illegal,
                     tr("%1 must roll for its victory area before round 1: use Roll for Wandering Monsters")
                         .arg(unrolled.join(QStringLiteral(", "))),
                     QStringLiteral("707.15.a")});
            return;
        }
    }
    Action action;
    action.kind = ActionKind::Initiative;
    perform(action);
}

void SandboxWindow::rollWanderingMonsters()
{
    if (m_session->rollWanderingMonsters() == PerformStatus::Done)
        statusBar()->showMessage(tr("The Wandering Monsters rolled: see the battle log (rule 707.15.a)"));
}

void SandboxWindow::useHealingFont()
{
    const QString actor = m_board->selected();
    if (actor.isEmpty())
        return;
    Action action;
    action.kind = ActionKind::HealingFont;
    action.actor = actor;
    perform(action);
}

void SandboxWindow::recharge()
{
    Action action;
    action.kind = ActionKind::Recharge;
    action.actor = m_board->selected();
    action.attack = m_panel->currentAttack();
    if (!action.actor.isEmpty() && action.attack > 0)
        perform(action);
}

void SandboxWindow::usePower(const QString& power)
{
    Action action;
    action.kind = ActionKind::Use;
    action.actor = m_board->selected();
    action.use = power;
    if (!action.actor.isEmpty())
        perform(action);
}

void SandboxWindow::endTurn()
{
    const BattleState& state = m_session->battle().state();
    Action action;
    action.kind = ActionKind::End;
    action.actor = state.turn ? state.turn->creature : m_board->selected();
    if (!action.actor.isEmpty())
        perform(action);
}

void SandboxWindow::endRound()
{
    if (m_session->passRound() == PerformStatus::Done)
        statusBar()->clearMessage();
}

void SandboxWindow::rollAttack()
{
    Action action;
    action.kind = ActionKind::Attack;
    action.actor = m_board->selected();
    action.attack = m_board->attack();
    action.targets = m_board->aimedTargets();
    action.origin = m_board->aimedOrigin();
    if (const std::optional<TemplateAim>& laid = m_board->aimedTemplate()) {
        action.origin = Square{laid->origin.x, laid->origin.y}; // a grid point, as Action reads it
        action.toward = laid->toward;
        action.direction = laid->direction;
    }
    if (action.actor.isEmpty() || action.attack == 0)
        return;
    if (perform(action))
        leaveAttackMode();
}

void SandboxWindow::leaveAttackMode()
{
    m_board->clearAim();
    m_panel->setCurrentAttack(0); // the board shades the moves left, if any
}

void SandboxWindow::charge()
{
    if (m_board->aimedTargets().size() != 1)
        return;
    const QString actor = m_board->selected();
    const QString target = m_board->aimedTargets().constFirst();
    const std::optional<QList<Square>> path = chargePath(m_session->battle(), actor, target);
    if (!path) {
        refused({ActionErrorKind::Illegal, tr("%1 cannot reach a square next to %2").arg(actor, target), QStringLiteral("413.3")});
        return;
    }
    Action action;
    action.kind = ActionKind::Charge;
    action.actor = actor;
    action.path = *path;
    action.targets = {target};
    // The attack picked, when its card lets a charge make it (Jump Kick); the melee basic attack otherwise.
    const Combatant* charger = m_session->battle().combatant(actor);
    const AttackPower* picked = charger ? charger->attack(m_panel->currentAttack()) : nullptr;
    if (picked && picked->madeOnCharge())
        action.attack = picked->index;
    if (perform(action))
        leaveAttackMode();
}

bool SandboxWindow::saveBattle(const QString& path)
{
    QString target = path;
    if (target.isEmpty())
        target =
            m_prompts->saveFileName(tr("Save Battle"), m_filePath.isEmpty() ? tr("battle.json") : m_filePath,
                                    tr("Sandbox battles (*.json)"));
    if (target.isEmpty())
        return false;
    const Battle& battle = m_session->battle();
    const QString error = BattleFile::save({battle.setup(), battle.history(), m_session->seed(), m_session->diceMode()}, target);
    if (!error.isEmpty()) {
        m_prompts->showError(tr("Cannot save battle"), error);
        return false;
    }
    m_session->undoStack()->setClean();
    m_filePath = target;
    updateWindowTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(target).fileName()), 4000);
    return true;
}

bool SandboxWindow::openBattle(const QString& path)
{
    if (!maybeSave())
        return false;
    QString source = path;
    if (source.isEmpty())
        source = m_prompts->openFileName(tr("Open Battle"), tr("Sandbox battles (*.json);;All files (*)"));
    if (source.isEmpty())
        return false;
    const BattleFileResult result = BattleFile::load(source, m_cards);
    if (!result.ok()) {
        m_prompts->showError(tr("Cannot open battle"), tr("%1 is not a battle this app can read:\n%2")
                                                            .arg(QFileInfo(source).fileName(), result.errors.join(QLatin1Char('\n'))));
        return false;
    }
    loadBattle(result.battle);
    m_session->undoStack()->setClean(); // as the file has it
    m_filePath = source;
    updateWindowTitle(); // the loaded battle's map and file
    return true;
}

void SandboxWindow::loadBattle(const SavedBattle& battle)
{
    m_session->setDiceMode(battle.diceMode);
    (battle.diceMode == DiceMode::Typed ? m_actions->typedDice : m_actions->appDice)->setChecked(true);
    const std::optional<ActionError> error = m_session->load(battle.setup, battle.actions, battle.seed);
    m_view->fitMap();
    if (error) {
        m_prompts->showError(tr("Battle stops early"), tr("Action %1 of %2 does not replay: %3 (rule %4)")
                                                           .arg(m_session->battle().history().size() + 1)
                                                           .arg(battle.actions.size())
                                                           .arg(error->message, error->rule));
    }
}

void SandboxWindow::updateSeedLabel()
{
    auto* label = findChild<QLabel*>(QStringLiteral("seedLabel"));
    label->setText(m_session->diceMode() == DiceMode::App ? tr("Dice: app, seed %1").arg(m_session->seed())
                                                          : tr("Dice: typed in"));
}

void SandboxWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void SandboxWindow::updateWindowTitle()
{
    const QString map = mapLabel();
    setWindowTitle(m_filePath.isEmpty()
                       ? tr("Battle Sandbox: %1[*]").arg(map)
                       : tr("Battle Sandbox: %1 (%2)[*]").arg(map, QFileInfo(m_filePath).fileName()));
    setWindowModified(!m_session->undoStack()->isClean());
}

QString SandboxWindow::mapLabel() const
{
    const QString& name = m_session->setup().map.name();
    return name.isEmpty() ? tr("unnamed map") : name;
}

void SandboxWindow::closeEvent(QCloseEvent* event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

bool SandboxWindow::maybeSave()
{
    return m_session->undoStack()->isClean() ||
           settleUnsaved(*m_prompts, tr("The battle on %1").arg(mapLabel()), [this] { return saveBattle(); });
}

void SandboxWindow::retranslateUi()
{
    updateWindowTitle();
    m_actions->retranslate();
    const QList<QAction*> menus = menuBar()->actions();
    menus.at(0)->setText(tr("&Battle"));
    menus.at(1)->setText(tr("&Play"));
    menus.at(2)->setText(tr("&View"));
    findChild<QToolBar*>(QStringLiteral("sandboxToolBar"))->setWindowTitle(tr("Battle"));
    findChild<QDockWidget*>(QStringLiteral("creatureDock"))->setWindowTitle(tr("Creature"));
    findChild<QDockWidget*>(QStringLiteral("trackerDock"))->setWindowTitle(tr("Initiative"));
    findChild<QDockWidget*>(QStringLiteral("legendDock"))->setWindowTitle(tr("Terrain"));
    findChild<QDockWidget*>(QStringLiteral("logDock"))->setWindowTitle(tr("Battle Log"));
    findChild<QDockWidget*>(QStringLiteral("replayDock"))->setWindowTitle(tr("Replay"));
    updateSeedLabel();
}

} // namespace ddm::gui
