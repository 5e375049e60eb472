#pragma once
// moeplan-cli subcommands. Each returns the process exit code: 0 success, 1 partial failure
// (where a command defines it), 2 bad input or usage (one line on stderr).

#include <QStringList>

namespace moeplan::cli {

int runEval(const QStringList &args);
int runSweep(const QStringList &args);
int runCatalog(const QStringList &args);

/// The top-level usage text.
QString usage();

} // namespace moeplan::cli
