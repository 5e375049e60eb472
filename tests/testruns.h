#pragma once
// Run fixtures several tests and benchmarks share (linked with moeplan_core).

#include "calibration.h"
#include "historystore.h"

#include "scenario.h"

#include <QCryptographicHash>
#include <QString>
#include <QVector>

#include <cmath>

namespace testutil {

/// A profile calibrated on `gpu` and `engine` (catalog ids, "any" for every engine) with the
/// datasheet's parameters: the planner's numbers are the model's, provenance "calibrated".
inline moeplan::core::Profile datasheetProfile(const char *gpu, const char *engine)
{
    moeplan::core::Profile p;
    p.gpu = QString::fromLatin1(gpu);
    p.engine = QString::fromLatin1(engine);
    p.provenance = moeplan::Provenance::Calibrated;
    p.params = moeplan::CalibrationParams::datasheet();
    return p;
}

/// A source row for runs stored by a test: the tool "test", its content hash that of `name`
/// (so each name is a distinct file to the store).
inline moeplan::core::SourceInfo sourceNamed(const QString &name)
{
    moeplan::core::SourceInfo s;
    s.fileName = name;
    s.tool = QStringLiteral("test");
    s.contentSha256 = QString::fromLatin1(
        QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex());
    return s;
}

/// 140 runs of the scenario's model, GPU kind and engine on 64 GPUs (another deployment than
/// the scenario's: drawn, not matched), a grid of loads that covers every corner of the
/// frontier chart per GPU, so its legend has no free corner.
inline QVector<moeplan::core::RunRecord> runsAllOverTheChart(const moeplan::Scenario &s)
{
    QVector<moeplan::core::RunRecord> runs;
    for (int i = 0; i < 14; ++i) {
        for (int j = 0; j < 10; ++j) {
            moeplan::core::RunRecord r;
            r.id = 1 + i * 10 + j;
            r.model = QString::fromStdString(s.model);
            r.gpu = QString::fromStdString(s.gpu);
            r.engine = QString::fromStdString(s.engine);
            r.gpus = 64;
            r.topology = QStringLiteral("hgx-ib");
            r.ep = 64;
            r.tpotMedianMs = 1e3 / (15 + 14 * j);
            r.outputTokS = 300 * std::pow(1.8, i);
            runs << r;
        }
    }
    return runs;
}

} // namespace testutil
