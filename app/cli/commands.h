#pragma once
// moeplan-cli subcommands. Each returns the process exit code: 0 success, 1 partial failure
// (where a command defines it), 2 bad input or usage (one line on stderr).

#include <QStringList>

class QCommandLineParser;

namespace moeplan::core {
class ProfileSet;
}

namespace moeplan::cli {

int runEval(const QStringList &args);
int runSweep(const QStringList &args);

/// The calibration profiles of the --db option (left empty without it); false with `error` set
/// when the database is missing or unreadable.
bool profilesFromDb(const QCommandLineParser &p, core::ProfileSet &set, QString &error);

/// The top-level usage text.
QString usage();

} // namespace moeplan::cli
