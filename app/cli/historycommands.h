#pragma once
// moeplan-cli subcommands on the benchmark history: import result files or databases, list runs.
// Exit codes: 0 success, 1 some inputs rejected (import), 2 bad input or usage.

#include <QStringList>

namespace moeplan::cli {

int runImport(const QStringList &args);
int runRuns(const QStringList &args);
int runSync(const QStringList &args);

} // namespace moeplan::cli
