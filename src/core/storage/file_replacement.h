#pragma once

#include <QString>
#include <QTemporaryFile>

#include <optional>

namespace ddm {

// Writes a new version of a file beside it and puts it in place in one step, so a reader never sees
// half a file and a failure leaves the old file as it was, byte for byte. The importers build a whole
// database in temporaryPath() (no journal, no syncing needed) and commit() when everything succeeded;
// a replacement destroyed before commit() removes its temporary file.
class FileReplacement {
public:
    // `pattern` names the temporary file, e.g. "catalog-import-XXXXXX.sqlite".
    FileReplacement(const QString& targetPath, const QString& pattern);

    // Creates the directory and the temporary file; an error names them and why.
    std::optional<QString> open();
    QString temporaryPath() const { return m_temporaryPath; }
    // Makes the written file durable, then renames it over the target (POSIX rename() replaces an
    // existing target atomically; QFile::rename refuses to overwrite).
    std::optional<QString> commit();

private:
    QString m_target;
    QTemporaryFile m_temporary;
    QString m_temporaryPath;
};

} // namespace ddm
