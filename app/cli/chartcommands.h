#pragma once
// moeplan-cli chart and report: charts and the one-page summary of a scenario file, rendered
// offscreen by the window's own chart code. They need a QApplication (main() creates one).

#include <QStringList>

namespace moeplan::cli {

/// moeplan-cli chart --scenario FILE --kind frontier|breakdown|scaling --out FILE.png|.svg|.pdf
int runChart(const QStringList &args);
/// moeplan-cli report --scenario FILE --out FILE.pdf
int runReport(const QStringList &args);

/// Whether `command` renders charts (and so needs a QApplication rather than a core one).
bool commandNeedsGui(const char *command);

} // namespace moeplan::cli
