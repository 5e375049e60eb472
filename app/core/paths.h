#pragma once
// Where the planner keeps its files.

#include <QString>

namespace moeplan::core {

/// The history database to use: `override` when not empty (the --db option), else
/// history.sqlite in the platform's app-data folder (QStandardPaths::AppDataLocation).
QString defaultHistoryPath(const QString &override = {});

/// Headless runs (offscreen rendering) without XDG_RUNTIME_DIR: points it at a private
/// directory under the temp folder, as Qt would, so Qt prints no warning. Call before the
/// application object exists.
void ensureRuntimeDir();

} // namespace moeplan::core
