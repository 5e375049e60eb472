#include "paths.h"

#include <QStandardPaths>

namespace moeplan::core {

QString defaultHistoryPath(const QString &override)
{
    if (!override.isEmpty())
        return override;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/history.sqlite");
}

} // namespace moeplan::core
