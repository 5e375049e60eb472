#pragma once
// moeplan-cli calibrate / predict / validate / check.

#include <QStringList>

namespace moeplan::cli {

int runCalibrate(const QStringList &args);
int runPredict(const QStringList &args);
int runValidate(const QStringList &args);
int runCheck(const QStringList &args);

} // namespace moeplan::cli
