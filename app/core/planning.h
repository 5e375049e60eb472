#pragma once
// Planning services shared by the window, the CLI and the tests: which parameters a scenario's
// "calibration" key selects, evaluation to JSON, and the load curves the charts draw.

#include "costmodel.h"
#include "sweep.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace moeplan::core {

struct ParamsChoice
{
    CalibrationParams params;
    Provenance provenance = Provenance::Datasheet;
    QString label; ///< e.g. "datasheet", "ideal (overhead 2 ms)"
    QString error; ///< non-empty when the calibration key names nothing known
    /// Offsets of the calibration (factors on step time and TTFT): the architecture's, and the
    /// engine's for that architecture where the scenario or the profile names one engine; 1
    /// when none.
    double stepFactor = 1.0;
    double ttftFactor = 1.0;
    /// 80% prediction interval of log(measured / predicted) TPOT and TTFT: the profile's when
    /// calibrated or transferred; a wide +-50% (log +-0.405) for datasheet parameters, whose
    /// error nothing has measured; none for "ideal" (a bound, not a prediction).
    double tpotLogLo = -0.405, tpotLogHi = 0.405;
    double ttftLogLo = -0.405, ttftLogHi = 0.405;
    bool hasInterval = true;
    /// Measured runs of the scenario's deployment at other loads that corrected these parameters
    /// (correctForDeployment); 0 when nothing did. The interval is then the corrections' band.
    int correctedByRuns = 0;

    /// The scenario evaluated under these parameters, the architecture offsets applied: the one
    /// way the window, the CLI and the planning services evaluate (the model's evaluate() alone
    /// leaves the calibration's offsets out).
    Result<Evaluation> evaluate(const Catalog &catalog, const Scenario &s) const;
    Result<Evaluation> evaluate(const ResolvedScenario &r) const;
    /// The model's sweepBatch() the same way: every evaluated point with the offsets applied.
    std::vector<SweepPoint> sweepBatch(const ResolvedScenario &r,
                                       std::span<const int> batches) const;

    /// Scales an evaluation by the architecture offsets: step time and its breakdown, TPOT and
    /// TTFT up, speeds down. (evaluate() and sweepBatch() call it; tests use it to check them.)
    void apply(Evaluation &e) const;
};

class ProfileSet;

struct RunRecord;

/// "ideal" -> datasheet peaks, perfect balance, the scenario's overhead_ms; "datasheet" ->
/// typical datasheet fractions; "auto" -> the calibration profile of the scenario's GPU kind and
/// engine from `profiles` (else one transferred from calibrated kinds, else datasheet); any other
/// value names a profile ("h200/trtllm").
ParamsChoice paramsFor(const Scenario &s, const ProfileSet *profiles = nullptr,
                       const Catalog *catalog = nullptr);

/// What the history's measured loads of one deployment move its prediction by
/// (ProfileSet::deploymentCorrections), with the bands such corrections earn.
struct AppliedCorrection
{
    double tpotFactor = 1.0, ttftFactor = 1.0;
    /// The corrected prediction's 80% band (log lo, hi), where the history has one.
    std::optional<std::pair<double, double>> tpotBand, ttftBand;
    int runs = 0; ///< measured runs it comes from
};

/// The correction `profiles` holds for deployment `r` of a scenario with `s`'s workload
/// (engine, precision, ISL, OSL, calibration) and `modelId` and `gpuId` (catalog ids), under
/// parameters `c`; none unless `s` asks for "auto" calibration of one engine and `c` is a
/// calibrated or transferred profile. An aggregated deployment's replicas do not matter.
/// correctForDeployment() and the sizing (recommend()) both take it from here.
std::optional<AppliedCorrection> deploymentCorrection(const ParamsChoice &c, const Scenario &s,
                                                      const QString &modelId, const QString &gpuId,
                                                      const ResolvedScenario &r,
                                                      const ProfileSet &profiles);

/// When the scenario (calibration "auto", one engine) is a deployment `profiles` holds a
/// correction for (ProfileSet::addDeploymentCorrections: the history measured it at other
/// loads), moves `c`'s TPOT and TTFT factors by it, takes the bands of such corrections and
/// says so in the label (docs/model.md, "Deployments measured at other loads").
void correctForDeployment(ParamsChoice &c, const Catalog &catalog, const Scenario &s,
                          const ProfileSet &profiles);

/// How the planner predicts scenario `s`, whether current, pinned, on the frontier or a
/// candidate of the automatic plan: paramsFor() of `s` (a profile's offsets and intervals are
/// per serving mode), corrected where `profiles` holds the history's measured loads of that
/// deployment (correctForDeployment()).
ParamsChoice deploymentParams(const Catalog &catalog, const Scenario &s,
                              const ProfileSet *profiles);

/// Records in `profiles` the correction of each deployment `runs` measured, keeping the fit's
/// bands (ProfileSet::addDeploymentCorrections): what the window's planner does with the runs of
/// its scenario's model and GPU kind before correctForDeployment(), and `moeplan-cli eval`,
/// `sweep`, `chart` and `report` with --db, so both give the same numbers.
void addHistoryCorrections(ProfileSet &profiles, const Catalog &catalog,
                           const QVector<RunRecord> &runs);

/// Sequences per replica (disaggregated: per decode worker, as resolve() takes it).
int batchOf(const Scenario &s);

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
    /// The 80% prediction band: TPOT at the interval's ends moves per-user speed and
    /// throughput together (same concurrency). Equal to the point when there is no interval.
    double perUserLo = 0, perUserHi = 0;
    double throughputLo = 0, throughputHi = 0;
    int plan = 0; ///< index into Curve::plans (frontier curves mix plans)
};
struct Curve
{
    QString label; ///< e.g. "GB300 NVL72, EP-72"
    QVector<CurvePoint> points;
    QString error;     ///< why there is no curve (e.g. the GPU kind has no NVL72 form)
    QStringList plans; ///< labels of the plans the points come from
};

/// Sweeps batch log-spaced over [1, maxBatch] with `points` points: sequences per replica, or
/// for disaggregated serving per decode worker (the decode pool's batch; the prefill pool and
/// the worker counts stay as they are). CurvePoint::batch is that per-worker batch.
Curve loadCurve(const Catalog &catalog, const Scenario &s, const ParamsChoice &params,
                int maxBatch = 4096, int points = 200);

/// The plans the planner compares at the scenario's GPU count and topology: EP over all GPUs
/// with data-parallel attention, TP over all GPUs (one replica; within an NVLink domain) and
/// TP-8 replicas, all aggregated. Each keeps the scenario's concurrency (sequences in flight,
/// whole deployment; disaggregated: in the decode pool). A disaggregated scenario comes first,
/// its pools unchanged, and the aggregated plans follow on the same GPUs (the planner invents
/// no other pools), so the frontier answers "would these GPUs do better aggregated?". Only
/// plans that resolve are returned.
QVector<Scenario> candidatePlans(const Catalog &catalog, const Scenario &s);

/// The candidate plan with the highest aggregate throughput at the scenario's concurrency that
/// fits in memory (at equal concurrency that is also the best per-user speed); the scenario
/// unchanged when no candidate evaluates. For a disaggregated scenario the answer is its own
/// pools or an aggregated plan (the automatic plan of the planner is aggregated only). Each
/// candidate is predicted as the planner predicts it when chosen (deploymentParams()): with its
/// serving mode's parameters, and corrected where the history measured that deployment, so a
/// plan measured slower than the model says loses to one that is not.
Scenario bestPlan(const Catalog &catalog, const Scenario &s, const ProfileSet *profiles);

/// The upper-left frontier across candidatePlans(): for every throughput, the best per-user
/// speed any plan reaches (fitting points only), ordered by ascending throughput. Curve::plans
/// names each plan with planLabel(); beside a disaggregated scenario's pools the aggregated
/// plans are named as such ("EP-24 aggregated"), so a frontier point from an aggregated plan
/// never passes for the pools. Each plan is predicted as the planner predicts it when chosen:
/// paramsFor() of that plan (a profile's offsets and intervals are per serving mode), corrected
/// where the history measured that deployment at other loads (correctForDeployment), so the
/// frontier holds the scenario's own curve.
Curve frontierAcrossPlans(const Catalog &catalog, const Scenario &s, const ProfileSet *profiles,
                          int maxBatch = 4096, int points = 200);

/// The rule for changing a deployment's GPU count, the one the GPU slider
/// (PlannerDocument::setGpus()) and `moeplan-cli sweep --gpus` apply: the scenario at about
/// `gpus` GPUs (taken within 1..kMaxGpus).
/// - Disaggregated: the prefill pool stays; the decode pool gets the nearest whole number of
///   workers of its shape (at least one) to the GPUs left; gpus becomes the pools' sum.
/// - Aggregated with more than one replica (gpus / the replica's ranks > 1): the replica keeps
///   its shape (TP, EP, DP width) and the replica count changes, the nearest to gpus / ranks
///   (at least one); gpus becomes replicas x ranks.
/// - One replica: gpus exactly, the plan widened (EP and TP span all GPUs; TP replicas add
///   copies of their TP, or take the widest TP that divides the count).
Scenario withGpuCount(const Scenario &s, int gpus);

/// GPU counts in 1..576 the scenario's plan and topology can use (resolve() accepts them),
/// ascending, and which withGpuCount() keeps exactly: for several replicas every multiple of
/// the replica's size; disaggregated, the prefill pool's GPUs plus every whole number of decode
/// workers.
QVector<int> usableGpuCounts(const Catalog &catalog, const Scenario &s);

/// Single-user speed and aggregate throughput against GPU count for one topology.
struct ScalingPoint
{
    int gpus = 0;
    bool ok = false;           ///< evaluated (false: the plan cannot use this count)
    bool fits = true;          ///< fits in memory at the scenario's load
    double singleUserTokS = 0; ///< tokens/s for one user (batch 1 per replica)
    double singleUserTpotMs = 0;
    double throughput = 0; ///< tokens/s at the scenario's load per GPU
    double throughputPerGpu = 0;
};
struct ScalingCurve
{
    QString label; ///< e.g. "B300 HGX+IB, EP", "B300 HGX+IB, EP-8 replicas", "..., D Nx EP-16"
    Topology topology = Topology::HgxIb;
    QVector<ScalingPoint> points;
    QString error;
};
struct Scaling
{
    ScalingCurve current; ///< the scenario's topology
    ScalingCurve other;   ///< the other topology (sibling GPU kind where needed)
    /// The overhead wall: per-user speed with every cost but the fixed per-step overhead gone
    /// (tokens/s), and the overhead per step it comes from (ms).
    double overheadWallTokS = 0;
    double overheadMs = 0;
    /// Smallest GPU count from which NVL72's single-user speed stays ahead of HGX+IB by more
    /// than 2%; 0 when it never does.
    int nvl72AheadFrom = 0;
};

/// GPU counts of the scaling chart: 8 .. 576.
QVector<int> scalingGpuCounts();

/// The scaling view of a scenario, on both topologies: its plan moved to each GPU count of
/// scalingGpuCounts() as withGpuCount() (the GPU slider) moves it, at the scenario's sequences
/// in flight per GPU. One replica widens; several replicas add copies of their shape (counts
/// that are not whole replicas are not ok). Disaggregated serving scales the decode pool: the
/// prefill pool stays, the decode workers keep their shape and batch, and the points are the
/// deployments nearest to those counts (prefill GPUs + whole decode workers) and the
/// scenario's own. Single-user speed is then one decode worker's, flat by construction: more
/// decode workers add throughput, not speed.
Scaling scaling(const Catalog &catalog, const Scenario &s, const ProfileSet *profiles);

/// A measured run drawn over the load curves.
struct MeasuredPoint
{
    qint64 runId = 0;
    double throughput = 0; ///< output tokens/s, whole deployment
    /// NaN where the run does not state its GPUs (a disaggregated run without worker counts).
    double throughputPerGpu = 0;
    double tokensPerSecondPerUser = 0; ///< 1000 / TPOT
    double tpotMs = 0;
    /// The run states no throughput: it is derived from its concurrency, TTFT and TPOT
    /// (Little's law for a closed loop: concurrency x OSL / (TTFT + (OSL - 1) x TPOT)).
    bool derivedThroughput = false;
    bool sameDeployment = false; ///< same GPU count, topology and plan (or pools) as the scenario
    QString label;               ///< one line describing the run, for tooltips
    // The run's deployment, to compare with the scenario's.
    int gpus = 0, tp = 1, ep = 1;
    int isl = 0, osl = 0; ///< 0 where the run does not state them
    bool aggregated = true;
    Topology topology = Topology::HgxIb;
    WorkerPlan prefill, decode; ///< disaggregated runs: their pools as stated (batch 0)
};

/// The runs of the scenario's model and GPU kind with a measured TPOT and an output throughput,
/// stated or derived from the run's concurrency and TTFT (the engine too, unless the
/// scenario's engine is "any"); they depend on those three keys only, so callers may keep them
/// while other keys change.
QVector<MeasuredPoint> collectMeasured(const Catalog &catalog, const Scenario &s,
                                       const QVector<RunRecord> &runs);
/// Marks the points of the scenario's deployment at its sequence lengths (aggregated: GPUs,
/// topology and plan; disaggregated: topology and both pools, as "Open in Planner" lays the
/// run out; ISL and OSL where the run states them) and keeps at most `limit`, those first.
QVector<MeasuredPoint> matchDeployment(QVector<MeasuredPoint> points, const Scenario &s,
                                       int limit = 5000);
/// collectMeasured() then matchDeployment().
QVector<MeasuredPoint> measuredPoints(const Catalog &catalog, const Scenario &s,
                                      const QVector<RunRecord> &runs, int limit = 5000);

/// Empty when the scenario's model, GPU kind and precision are in the catalog; otherwise one
/// translated line naming the unknown id.
QString checkScenarioIds(const Catalog &catalog, const Scenario &s);

/// One worker's ranks: "TP-8", "EP-8", "EP-16 (TP-2 attn)", "TP-2 DP-2 EP-2" (MoE TP beside EP).
QString parallelismLabel(const Parallelism &p);
/// "EP-8", "TP-8", "4x TP-8" (aggregated: the plan keys; an EP plan's replicas are not named);
/// disaggregated: both pools, workers x shape, "P 1x EP-8 (TP-2 attn) + D 2x EP-16".
QString planLabel(const Scenario &s);
/// "B300 HGX+IB, EP-8" style label.
QString scenarioLabel(const Catalog &catalog, const Scenario &s);

} // namespace moeplan::core
