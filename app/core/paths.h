#pragma once
// Where the planner keeps its files.

#include <QString>

namespace moeplan::core {

/// The history database to use: `override` when not empty (the --db option), else
/// history.sqlite in the platform's app-data folder (QStandardPaths::AppDataLocation).
QString defaultHistoryPath(const QString &override = {});

} // namespace moeplan::core
