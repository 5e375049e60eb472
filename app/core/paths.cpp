#include "paths.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace moeplan::core {

QString defaultHistoryPath(const QString &override)
{
    if (!override.isEmpty())
        return override;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/history.sqlite");
}

} // namespace moeplan::core

namespace moeplan::core {

void ensureRuntimeDir()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    // What Qt would fall back to, but set explicitly so Qt does not warn on stderr (a headless
    // command's stderr carries exactly one line on error).
    const QString dir =
        QDir::tempPath() + QStringLiteral("/runtime-") + QString::number(::getuid());
    QDir().mkpath(dir);
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
#endif
}

} // namespace moeplan::core
