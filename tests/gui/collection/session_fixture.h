#pragma once

// A session over a temporary data directory holding the invented catalog of tests/data/collection,
// with throwaway settings, for the collection GUI tests.

#include "common/app_session.h"
#include "storage/catalog_importer.h"

#include "shared_data.h"

#include <QAbstractButton>
#include <QDialog>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <memory>

namespace ddm::test {

class SessionFixture {
public:
    // Returns why the session could not be opened, or an empty string.
    QString setUp()
    {
        if (!m_directory.isValid())
            return QStringLiteral("no temporary directory");
        const CatalogImportResult imported = CatalogImporter::importFile(
            testDataPath(QStringLiteral("collection/catalog.json")), m_directory.path());
        if (!imported.ok())
            return imported.errors.first().toString();
        m_session = std::make_unique<gui::AppSession>(
            std::make_unique<gui::AppSettings>(m_directory.filePath(QStringLiteral("settings.ini"))));
        if (const std::optional<StorageError> error = m_session->open(m_directory.path()))
            return error->toString();
        return {};
    }

    gui::AppSession& session() { return *m_session; }
    QString path(const QString& file) const { return m_directory.filePath(file); }

    // The id of a card as the `card` view has it.
    qint64 cardId(const QString& name, const QString& set) const
    {
        for (const Creature& card : m_session->cards().creaturesNamed(name)) {
            if (card.set == set)
                return card.id;
        }
        return 0;
    }

private:
    QTemporaryDir m_directory; // declared first: removed after the session is closed
    std::unique_ptr<gui::AppSession> m_session;
};

// The open dialog named `name` among `parent`'s children (dialogs are opened with open(), so the
// test goes on while they show; closed ones linger until deleted later). Waits for it to be exposed.
template <typename Dialog = QDialog> Dialog* openDialog(const QWidget& parent, const QString& name)
{
    for (Dialog* dialog : parent.findChildren<Dialog*>(name)) {
        if (dialog->isVisible())
            return QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }
    return nullptr;
}

// Toggles a check box by clicking its box (its middle may be past the end of its text).
inline void toggle(QAbstractButton* box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
}

inline void click(QWidget* root, const char* name)
{
    auto* button = root->findChild<QAbstractButton*>(QLatin1String(name));
    QVERIFY2(button, name);
    QVERIFY2(button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace ddm::test
