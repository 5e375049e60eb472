#pragma once
// A measured deployment diagnosed: the telemetry attached to a run (or given with a scenario)
// and its measured TPOT turned into the four readings of model/diagnosis.h, set beside what
// the model expects for the same deployment, with the verdict, the levers and the findings in
// words (the CLI's `diagnose` and the History page show this; docs/diagnosis.md).

#include "costmodel.h"
#include "diagnosis.h"
#include "storedtelemetry.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace moeplan::core {

struct RunDiagnosis
{
    Diagnosis diagnosis;
    Evaluation expected; ///< the model's evaluation of the deployment
    QString subject;     ///< "run 12 (kimi-k2.5 on h200, ...)" or the scenario's label
    QString provenance;  ///< of the model's parameters ("calibrated", "datasheet", ...)
    std::optional<double> measuredTpotMs;
    std::optional<double> measuredStepMs; ///< the measured TPOT as a decode step
    /// Per reading: the telemetry series (or "measured TPOT") the measured value comes from.
    std::array<QString, kReadingCount> sources;
    /// Per reading: what 100% means ("of 989 TFLOP/s dense BF16", "of the step").
    std::array<QString, kReadingCount> references;
    int gpus = 0;         ///< GPUs the telemetry covers
    QStringList findings; ///< measured-versus-model disagreements and traps, as sentences
    QStringList notes;    ///< from the telemetry files
};

/// The diagnosis of a deployment the model evaluated as `e` on `gpu` at `precision`, from the
/// telemetry `t` (may be empty: the model's readings alone) and a measured TPOT.
RunDiagnosis diagnoseDeployment(const Evaluation &e, const GpuSpec *gpu, const QString &precision,
                                const RunTelemetry &t, std::optional<double> measuredTpotMs);

class ProfileSet;
struct RunRecord;

/// A stored run diagnosed: placed and evaluated as `predict` does (the best profile of
/// `profiles`: calibrated, transferred or datasheet), with its telemetry and its own measured
/// TPOT. Worker counts the run leaves out are settled by the stated runs of its deployment in
/// `sameKind` (the history's runs of its model, GPU kind and engine; StatedWorkers); where
/// they are not, the findings say the model's readings rest on assumed counts. nullopt and
/// `error` set (naming the run) when the model cannot place or evaluate it.
std::optional<RunDiagnosis> diagnoseRun(const Catalog &catalog, const ProfileSet &profiles,
                                        const RunRecord &run, const RunTelemetry &telemetry,
                                        QString *error, const QVector<RunRecord> &sameKind);

/// A stored run as the planner's scenario: its model, GPU kind, precision, lengths, topology,
/// plan (TP, TP replicas, or EP with TP x DP attention; disaggregated workers), engine and load
/// (batch per replica, from its concurrency). `error` says what the run leaves out or what the
/// planner's plans cannot express (then no scenario).
struct RunScenario
{
    std::optional<Scenario> scenario;
    QString error;
};
RunScenario plannerScenarioOfRun(const Catalog &catalog, const RunRecord &run);

/// The measured readings of a diagnosis on the planner's readings chart's four bars, in %
/// (compute, HBM bandwidth, exposed communication, the step no counter accounts for); nullopt
/// where not measured.
std::array<std::optional<double>, kReadingCount> measuredPercents(const RunDiagnosis &d);

QString bindingLabel(Binding b);                       ///< "compute", translated
QString readingLabel(ReadingKind k);                   ///< "Compute utilisation", translated
QString verdictLabel(ReadingVerdict v, ReadingKind k); ///< "rules memory out", translated
QString leverText(Lever l);                            ///< one sentence, translated

/// {"subject", "binding", "likely", "readings": [{"name", "measured", "expected", "unit",
/// "reference", "source", "verdict", "from_model", "disagrees", "spread"}...], "levers",
/// "findings", "notes"}; measured is null when not measured; values in percent.
QJsonObject diagnosisToJson(const RunDiagnosis &d);

/// The report as lines of text for the CLI: the subject, each reading in order, the verdict,
/// the levers and the findings.
QStringList diagnosisLines(const RunDiagnosis &d);

} // namespace moeplan::core
