#pragma once
// Planning services shared by the window, the CLI and the tests: which parameters a scenario's
// "calibration" key selects, evaluation to JSON, and the load curves the charts draw.

#include "costmodel.h"
#include "sweep.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace moeplan::core {

struct ParamsChoice
{
    CalibrationParams params;
    Provenance provenance = Provenance::Datasheet;
    QString label; ///< e.g. "datasheet", "ideal (overhead 2 ms)"
    QString error; ///< non-empty when the calibration key names nothing known
    /// Architecture offsets of the calibration (factors on step time and TTFT), 1 when none.
    double stepFactor = 1.0;
    double ttftFactor = 1.0;

    /// Scales an evaluation by the architecture offsets: step time and its breakdown, TPOT and
    /// TTFT up, speeds down.
    void apply(Evaluation &e) const;
};

class ProfileSet;

/// "ideal" -> datasheet peaks, perfect balance, the scenario's overhead_ms; "datasheet" ->
/// typical datasheet fractions; "auto" -> the calibration profile of the scenario's GPU kind and
/// engine from `profiles` (else one transferred from calibrated kinds, else datasheet); any other
/// value names a profile ("h200/trtllm").
ParamsChoice paramsFor(const Scenario &s, const ProfileSet *profiles = nullptr,
                       const Catalog *catalog = nullptr);

/// One evaluation as the JSON object `moeplan-cli eval --json` prints.
QJsonObject evaluationToJson(const Evaluation &e, const ParamsChoice &params);

/// The scenario moved to the other topology: hgx-ib <-> nvl72, with the GPU kind's sibling
/// (b300 <-> gb300) when the kind cannot be placed there. Empty error on success.
struct OtherTopology
{
    Scenario scenario;
    QString error;
};
OtherTopology otherTopology(const Catalog &catalog, const Scenario &s);

/// A load curve: the scenario swept over batch. Infeasible (out-of-memory) points are kept with
/// fits == false so charts can show them as such.
struct CurvePoint
{
    int batch = 0;
    double tokensPerSecondPerUser = 0;
    double throughput = 0;       ///< tokens/s, whole deployment
    double throughputPerGpu = 0; ///< tokens/s/GPU
    double tpotMs = 0;
    bool fits = true;
};
struct Curve
{
    QString label; ///< e.g. "GB300 NVL72, EP-72"
    QVector<CurvePoint> points;
    QString error; ///< why there is no curve (e.g. the GPU kind has no NVL72 form)
};

/// Sweeps batch log-spaced over [1, maxBatch] with `points` points.
Curve loadCurve(const Catalog &catalog, const Scenario &s, const ParamsChoice &params,
                int maxBatch = 4096, int points = 200);

/// Empty when the scenario's model, GPU kind and precision are in the catalog; otherwise one
/// translated line naming the unknown id.
QString checkScenarioIds(const Catalog &catalog, const Scenario &s);

/// "B300 HGX+IB, EP-8" style label.
QString scenarioLabel(const Catalog &catalog, const Scenario &s);

} // namespace moeplan::core
