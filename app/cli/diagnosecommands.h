#pragma once
// moeplan-cli diagnose.

#include <QStringList>

namespace moeplan::cli {

int runDiagnose(const QStringList &args);

} // namespace moeplan::cli
