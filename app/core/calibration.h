#pragma once
// Calibration: fit the cost model's free parameters to measured runs, per GPU kind and engine,
// predict runs with a provenance and an 80% prediction interval, and measure the error honestly
// (grouped k-fold and leave-one-GPU-kind-out cross-validation). docs/model.md and
// docs/accuracy.md describe the method and its figures.

#include "costmodel.h"
#include "historystore.h"

#include <QHash>
#include <QMap>
#include <QString>
#include <QVector>

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace moeplan::core {

/// The parameters calibration fits; each maps to a CalibrationParams member with bounds.
enum class FitParam
{
    HbmEfficiency,
    ComputeEfficiency,
    NvlinkEfficiency,
    NetworkEfficiency,
    StepOverheadMs,
    LayerOverheadUs,
    SequenceOverheadUs,
    CommOverlap,
    ExpertImbalance,
    PrefillEfficiency,
    PrefillOverheadMs,
    QueueFactor,
    AggPrefillShare,
    NvlinkLatencyUs,
    NetworkLatencyUs,
    EpLatencyUs,
    MoeEfficiency,
    MoeLayerOverheadUs,
    LowPrecisionGain,
    DpPrefillStall,
    PrefillChunkTokens,
    PrefillQueue,
    KvTransferExposed,
    DisaggQueueFactor,
    PoolPrefillEfficiency,
    DisaggOverheadMs,
    WeightOnlyEfficiency,
    PromptStallMs,
    Count
};
constexpr int kFitParamCount = static_cast<int>(FitParam::Count);

struct FitParamInfo
{
    const char *key; ///< JSON key, e.g. "hbm_efficiency"
    double CalibrationParams::*member;
    double lower;
    double upper;
    const char *unit;
    /// Human name, translatable in context "FitParam" (e.g. "HBM bandwidth achieved").
    const char *label;
};
const FitParamInfo &fitParamInfo(FitParam p);

/// A measured run placed in the model.
struct Observation
{
    qint64 runId = 0;
    QString id; ///< label for messages (run id or CSV id)
    QString gpu;
    QString engine;
    QString model;
    QString serving;
    QString group; ///< the deployment without its load (deploymentGroup)
    /// The deployment whose loads share a correction and a cross-validation fold: `group` with an
    /// aggregated deployment's replicas taken as load (deploymentGroup's `replicasAsLoad`).
    /// Empty in observations built by hand: `group` is then the deployment.
    QString deployment;
    ResolvedScenario resolved;
    double tpotMs = 0;         ///< measured, 0 = absent
    double ttftMs = 0;         ///< measured, 0 = absent
    bool batchAssumed = false; ///< the batch per worker had to be assumed
    /// What the run leaves out that the model needs (e.g. "decode workers"): the run is
    /// underdetermined; placed with one worker of each kind, kept out of fitting, and predicted
    /// over the values the history makes plausible.
    QStringList missing;
    double concurrency = 0; ///< the client's concurrency, whole deployment (0 = unknown)
    /// The stated tensor-parallel size could not be one (it does not divide the attention
    /// heads): read as the world size of data-parallel attention with expert parallelism.
    bool deploymentReread = false;
    /// The run left out its worker counts and the history settled them: this many fully stated
    /// runs of the same deployment all ran the counts it is placed with (StatedWorkers). 0 when
    /// the run stated them (or stays underdetermined).
    int workersSettledBy = 0;
    /// Model-and-precision correction (log factor) applied to predictions; set by
    /// fitProfiles()/predict() from the ProfileSet's offsets (architecture, engine build, and
    /// the engine's for the architecture).
    double tpotOffset = 0;
    double ttftOffset = 0;

    QString modelKey() const;       ///< "model|precision"
    QString engineModelKey() const; ///< "model|precision|engine"
    /// "model|precision|engine|gpu" for an aggregated run; empty for a disaggregated one.
    QString kindModelKey() const;
    /// "engine|version" when the run names its engine's build, else empty.
    QString versionKey() const;
    QString engineVersion; ///< the engine's build as the run states it (may be empty)
};

struct Placement
{
    std::optional<Observation> obs;
    QString reason; ///< why the run cannot be placed
    QString group;  ///< the reason without what is particular to the run, for counting runs
};

/// Resolves a run's deployment against the catalog.
Placement placeRun(const Catalog &catalog, const RunRecord &run);

/// The worker counts the history's disaggregated runs state, per deployment without its load
/// and workers (model, GPU kind, engine, serving mode, precision, both plans, ISL, OSL). A run
/// that leaves out its worker counts is *settled* when every stated run of its deployment ran
/// the same count on each side the run leaves out: it is placed with those counts, fitted and
/// predicted as a stated run, and says so (docs/model.md, "Underdetermined runs"). Runs of one
/// deployment at different loads rarely change their workers; several counts leave it
/// underdetermined.
class StatedWorkers
{
public:
    void add(const Observation &o); ///< counts only fully stated disaggregated runs
    void add(const std::vector<Observation> &obs);
    /// Re-places `placed` (the placement of `run`) with the counts its deployment's stated runs
    /// all ran, when the history settles them; returns whether it did.
    bool settle(const Catalog &catalog, const RunRecord &run, Placement &placed) const;

private:
    /// (prefill workers, decode workers) -> how many stated runs ran them, per deployment.
    QHash<QString, QMap<std::pair<int, int>, int>> m_counts;
};

/// Places every run (placeRun), then settles the underdetermined ones the others settle.
std::vector<Placement> placeRuns(const Catalog &catalog, const QVector<RunRecord> &runs);

/// A deployment without its load, as Observation::group spells it: model and GPU kind (catalog
/// ids), engine, serving mode ("agg" or "disagg"), precision as stated, the decode and prefill
/// plans, ISL, OSL and the decode workers (replicas when aggregated). With `replicasAsLoad`, an
/// aggregated deployment's replicas are written "*": they are load, as the batch is (each replica
/// runs the deployment), and the corrections of its measured loads (Observation::deployment)
/// hold at any number of them, as Size It needs.
QString deploymentGroup(const QString &model, const QString &gpu, const QString &engine,
                        const QString &serving, const QString &precision, const ResolvedScenario &r,
                        int isl, int osl, bool replicasAsLoad = false);

enum class ParamStatus
{
    Fitted,
    Prior
};

struct ParamEstimate
{
    double value = 0;
    double stdError = 0; ///< 0 for a prior kept as is
    ParamStatus status = ParamStatus::Prior;
    QString note; ///< why a prior was kept
};

struct RunFlag
{
    qint64 runId = 0;
    QString id;
    QString reason;
};

struct Profile
{
    QString gpu;
    QString engine; ///< "any" for a profile pooled over engines
    Provenance provenance = Provenance::Datasheet;
    QString transferredFrom; ///< e.g. "h200/trtllm" for a transferred profile
    CalibrationParams params;
    std::array<ParamEstimate, kFitParamCount> estimates{};
    QVector<qint64> runIds; ///< runs used by the fit
    QVector<RunFlag> flags; ///< runs left out of the fit, with the reason
    /// False for a profile read back from a store that kept only the count of its flags (before
    /// 2026-12-05): `flags` is then empty whatever the fit flagged.
    bool flagsKnown = true;
    int runCount = 0;
    double tpotMedianApe = 0; ///< in-sample, fraction
    double ttftMedianApe = 0;
    /// 80% prediction interval of log(measured / predicted): the split-conformal band of the
    /// inner cross-validation's held-out errors (docs/model.md, "Provenance and intervals").
    double tpotLogLo = -0.25, tpotLogHi = 0.25;
    double ttftLogLo = -0.5, ttftLogHi = 0.5;
    /// The TTFT interval of disaggregated runs (lo, hi), where the profile's inner
    /// cross-validation held out >= 8 of them: their TTFT has terms aggregated runs lack. Else
    /// the interval above serves both modes.
    std::optional<std::pair<double, double>> disaggTtftLog;
    /// The TPOT interval of disaggregated runs (lo, hi), from the held-out disaggregated runs
    /// alone, where >= 8 of them (docs/accuracy.md: the shared one held too many of them).
    std::optional<std::pair<double, double>> disaggTpotLog;
    /// The held-out disaggregated runs each band above comes from (a band of 8 runs is their
    /// extremes; 0: not known), and the profile it was borrowed from where this one had too few
    /// of its own (empty: its own).
    int disaggTpotRuns = 0, disaggTtftRuns = 0;
    QString disaggTpotFrom, disaggTtftFrom;
    struct Interval
    {
        double tpotLo, tpotHi, ttftLo, ttftHi;
    };
    /// The 80% interval (log factors) for a run or scenario served `disaggregated` or not.
    Interval interval(bool disaggregated) const
    {
        Interval i{tpotLogLo, tpotLogHi, ttftLogLo, ttftLogHi};
        if (disaggregated && disaggTtftLog)
            std::tie(i.ttftLo, i.ttftHi) = *disaggTtftLog;
        if (disaggregated && disaggTpotLog)
            std::tie(i.tpotLo, i.tpotHi) = *disaggTpotLog;
        return i;
    }
    QString fittedAt;
    QStringList notes; ///< degenerate data, parameters kept at priors, ...

    QString name() const { return gpu + QLatin1Char('/') + engine; }
};

struct FitOptions
{
    double ttftWeight = 0.7;     ///< weight of TTFT residuals against TPOT residuals
    double priorWeight = 0.05;   ///< pull towards the datasheet priors, per parameter
    int minRunsPerParameter = 6; ///< runs that must exercise a parameter before it is fitted
    bool flagOutliers = true;
    int robustRounds = 1; ///< reweighted (Cauchy) refits after the outlier pass
    int maxIterations = 60;
    bool intervalsByInnerCv = true; ///< prediction intervals from an inner grouped 3-fold CV
    /// ... whose folds are the GPU kinds instead (for profiles that transfer to other kinds)
    bool intervalsByKind = false;
    /// Terms taken out (for ablations): these parameters are held at the value that leaves
    /// their term out (CalibrationParams' own defaults) and not fitted. Bit j = FitParam j.
    std::uint64_t without = 0;
};

/// Fits one profile to the observations (all of one GPU kind, one engine or pooled).
/// `start`, when given, is where the search starts (the priors stay the datasheet's).
Profile fitProfile(const std::vector<const Observation *> &obs, const QString &gpu,
                   const QString &engine, const FitOptions &options,
                   const CalibrationParams *start = nullptr);

struct ModelOffset
{
    double tpotLog = 0; ///< log factor on predicted TPOT, shrunk towards 0 by run count
    double ttftLog = 0;
    int runs = 0;
};

/// How far measured underdetermined runs fell outside the span of their plausible deployments
/// (log factors, >= 0): each end of such a run's interval is widened by these, so that it holds
/// as many of them as an interval should (their 93rd percentiles below and above).
struct SpanWidening
{
    double tpotBelow = 0;
    double tpotAbove = 0;
    double ttftBelow = 0;
    double ttftAbove = 0;
    int runs = 0; ///< the underdetermined runs measured
};

class ProfileSet
{
public:
    QVector<Profile> profiles;
    /// Per model and precision ("model|precision"): what the GPU-kind profiles leave
    /// systematically off for that architecture (kernel efficiency of its shapes), fitted on all
    /// GPU kinds together so it transfers to new hardware.
    QMap<QString, ModelOffset> modelOffsets;
    /// Per engine build ("engine|version"): what the profiles leave off for runs of that build
    /// after the architecture offsets (one build of an engine can be much faster than the next
    /// for the same deployment), fitted on all GPU kinds together. Applies to runs that name
    /// their build; a scenario without one is predicted for the history's builds at large.
    QMap<QString, ModelOffset> versionOffsets;
    /// Per model, precision and engine ("model|precision|engine"): what is left once the
    /// architecture's and the engine build's offsets are in (the engine's own kernels for that
    /// architecture, e.g. its MLA or MXFP4 paths), fitted on all GPU kinds together like them.
    QMap<QString, ModelOffset> engineModelOffsets;
    /// Per model, precision, engine and GPU kind ("model|precision|engine|gpu"), aggregated runs
    /// only, TPOT only: what is left of that engine's decode step for that architecture on that
    /// kind once the three offsets above are in (docs/model.md, "Engines per architecture on
    /// one kind").
    /// Fitted on the kind's own runs, so it never transfers to another kind.
    QMap<QString, ModelOffset> kindModelOffsets;
    /// Sets `o`'s offsets from the four above that apply to it (architecture, engine build,
    /// engine for the architecture, and that on its GPU kind).
    void applyOffsets(Observation &o) const;
    /// The per-architecture corrections a prediction on profile `p` carries for aggregated
    /// serving, one per "model|precision" the fit has an offset for: the architecture's times
    /// p's engine's for it (architectures that engine ran; every architecture, and no engine
    /// part, for a profile pooled over engines) times the one on p's GPU kind (none for a
    /// transferred profile). Engine-build offsets are left out: they follow a run's build.
    /// Sorted by key.
    QVector<std::pair<QString, ModelOffset>> offsetsOn(const Profile &p) const;
    /// Measured TPOT and TTFT (ms) by deployment and load ("group|batch", and "group|batch|build"
    /// for runs that name their engine's build): a prediction for a deployment, load and build
    /// that was measured returns the measurement (provenance measured).
    QHash<QString, std::pair<double, double>> measured;
    /// Per GPU kind: the most GPUs a disaggregated deployment with stated worker counts used in
    /// the history (key "" = over all kinds): the budget within which an underdetermined run's
    /// worker counts are searched.
    QMap<QString, int> disaggGpus;
    /// The budget for `gpu`: its own, else over all kinds, else 72 (one NVL72 rack).
    int disaggGpuBudget(const QString &gpu) const;
    /// The plans the history's fully stated runs used ("TPxDPxMoE-TPxEP", "prefill/decode" when
    /// disaggregated), sorted, per "model|gpu|engine|serving", per "model|gpu|*|serving" and per
    /// "model|*|*|serving": what a run whose stated plan cannot hold the weights is tried with.
    QMap<QString, QStringList> statedPlans;
    /// The plans for the run's model, GPU kind, engine and serving mode; else for any engine;
    /// else on any kind (each is checked against the kind's memory when used).
    QStringList statedPlansFor(const Observation &o) const;
    /// Per GPU kind with enough underdetermined runs (key "" = over all kinds).
    QMap<QString, SpanWidening> spanWidening;
    /// The widening for `gpu`: its own, else over all kinds, else none.
    SpanWidening spanWideningFor(const QString &gpu) const;

    /// Records the observations' measurements for predict().
    void addMeasured(const std::vector<Observation> &obs);

    /// What the model leaves off for one deployment measured at other loads: the median log
    /// error (measured / predicted) of its measured runs under this set.
    struct DeploymentCorrection
    {
        double tpotLog = 0, ttftLog = 0;
        int tpotRuns = 0, ttftRuns = 0;
        /// The deployment corrected, as its runs were placed: the serving mode, the decode pool
        /// (aggregated: the replica), the prefill workers' shape (disaggregated) and the
        /// lengths. The sizing searches such deployments without reading the key back.
        Serving serving = Serving::Aggregated;
        WorkerGroup decode;
        Parallelism prefillShape;
        int isl = 0, osl = 0;
        /// The entry of every build ("group"); false for one build's ("group|build").
        bool anyBuild = true;
    };
    /// By deployment ("group", and "group|build" for runs that name their engine's build): a
    /// prediction for a deployment the history measured at other loads is moved by its
    /// correction (docs/model.md, "Deployments measured at other loads").
    QHash<QString, DeploymentCorrection> deploymentCorrections;
    /// The 80% band (log 10% and 90% points) of a corrected prediction's error, per serving
    /// mode (0 aggregated, 1 disaggregated): from leaving each load of the history's deployments
    /// measured at two or more loads out of its deployment's correction. Unset below 20 such
    /// loads; corrected predictions then keep their profile's band.
    std::optional<std::pair<double, double>> correctedTpotBand[2], correctedTtftBand[2];
    /// The same per GPU kind ([TPOT, TTFT][mode]), where the kind's own such loads in that mode
    /// number at least 30: how far a load falls from its deployment's other loads differs
    /// between kinds (the sample's GB200 loads scatter more than the pooled band says).
    QHash<QString, std::pair<double, double>> correctedBandOnKind[2][2];
    /// The band of a corrected TPOT (`ttft` false) or TTFT prediction in `mode` on `gpu`: the
    /// kind's own where set, else the mode's.
    std::optional<std::pair<double, double>> correctedBand(bool ttft, int mode,
                                                           const QString &gpu) const;
    /// Records, for predict(), each fully stated deployment's correction under this set's
    /// profiles and offsets (set them first), and the bands above. The fit computes the bands
    /// over the whole history and stores them with the profiles; callers that correct with a
    /// part of the history (the planner: one model and GPU kind) keep them (`keepBands`).
    void addDeploymentCorrections(const Catalog &catalog, const std::vector<Observation> &obs,
                                  bool keepBands = false);

    /// The profile for a GPU kind and engine: exact, else the kind pooled over engines.
    const Profile *find(const QString &gpu, const QString &engine) const;
    /// The calibrated profile nearest to `gpu` by datasheet ratios (same engine first).
    const Profile *nearest(const Catalog &catalog, const QString &gpu, const QString &engine) const;
};

/// Progress of a long calibration step: `done` of `total` units (profile fits). Called from the
/// calling thread and from pool threads, possibly concurrently: it must be thread-safe and cheap.
/// `done` may arrive out of order across threads.
using CalibrationProgress = std::function<void(int done, int total)>;

/// One profile per (GPU kind, engine) with runs, and one per GPU kind pooled over engines.
/// With `cancel` set, returns at the next profile (the set is then incomplete).
ProfileSet fitProfiles(const std::vector<Observation> &obs, const FitOptions &options,
                       const std::atomic_bool *cancel = nullptr,
                       const CalibrationProgress &progress = {});

struct Prediction
{
    bool ok = false;
    QString reason;
    double tpotMs = 0, ttftMs = 0;
    double tpotLoMs = 0, tpotHiMs = 0; ///< 80%
    double ttftLoMs = 0, ttftHiMs = 0;
    Provenance provenance = Provenance::Datasheet;
    QString provenanceText; ///< "calibrated", "transferred from h200/trtllm", "datasheet"
    const Profile *profile = nullptr;
    /// Underdetermined run: the prediction is the median over the plausible values of what it
    /// leaves out, and the interval spans them all (`reason` says which and how many).
    bool underdetermined = false;
    int plausibleDeployments = 0;
    /// Moved by the model's error on its deployment's other measured loads.
    bool corrected = false;
};

/// Predicts an observation's TPOT and TTFT with the best profile available.
Prediction predict(const Catalog &catalog, const ProfileSet &profiles, const Observation &obs);

/// What would correct a prediction for a load nobody measured on `gpu` that was transferred
/// from other kinds and not corrected: "no profile of mi300x's own: one measured load of this
/// deployment would correct the others" (`predict`'s provenance column; the planner says the
/// same). Empty for any other prediction, and for a measured run set beside the model, which is
/// such a load itself.
QString measureToCorrect(const Prediction &p, const QString &gpu);

/// The loads of `run`'s deployment in `history`, of any engine build: all that checking `run`
/// reads (a check over them alone does not copy the rest of the history; the History page
/// checks on each selection).
std::vector<Observation> loadsOfDeployment(const Observation &run,
                                           const std::vector<Observation> &history);

/// A measured run set beside the model (the History page's Model tab): the model's prediction
/// for it, and that prediction moved by the model's error on the same deployment's other
/// measured loads, as predict() moves a load the history did not measure. The run's own load,
/// and its repeats at that load, are left out of the correction.
struct LoadCheck
{
    Prediction model;     ///< the profiles and offsets alone: no measurement, no correction
    Prediction corrected; ///< ok only where other loads of the deployment were measured
    int otherTpotLoads = 0, otherTtftLoads = 0; ///< the measured runs each correction is over
};
/// `history`: placed runs that may hold the same deployment at other loads (the run itself may be
/// among them). The corrected prediction's band is the one `profiles` holds for corrections
/// (ProfileSet::correctedTpotBand: fitted over the whole history), else the profile's. The
/// predictions' `profile` is null.
LoadCheck checkLoad(const Catalog &catalog, const ProfileSet &profiles, const Observation &run,
                    const std::vector<Observation> &history);

/// checkLoad() for many runs beside one history (every run of a history, the History page's
/// marks): the model's error on each of the history's runs is computed once, the first time a
/// run of its deployment is checked, so checking all L loads of a deployment costs L
/// predictions, not L². Not for use from two threads at once.
class LoadChecker
{
public:
    /// `profiles` and `history` as for checkLoad(); both are copied.
    LoadChecker(const Catalog &catalog, const ProfileSet &profiles,
                std::vector<Observation> history);
    LoadCheck check(const Observation &run) const;

private:
    struct Residual
    {
        std::size_t index = 0; ///< in m_history
        std::optional<double> tpot, ttft;
    };
    const std::vector<Residual> &residualsOf(const QString &deployment) const;

    const Catalog *m_catalog;
    ProfileSet m_set; ///< the profiles without measurements or corrections
    std::vector<Observation> m_history;
    QHash<QString, std::vector<std::size_t>> m_byDeployment;   ///< any-build key -> history runs
    mutable QHash<QString, std::vector<Residual>> m_residuals; ///< computed when first asked
};
/// Whether a log error (measured / predicted) lies beyond an 80% log band (lo <= 0 <= hi) by more
/// than twice the band's own width on that side (three times as far from the point as the band's
/// end): a measurement that disagrees with the prediction, not one of the one-in-five that fall
/// just outside. On the sample, 1-4% of runs corrected by their deployment's other loads do
/// (docs/accuracy.md, "Runs that disagree with their deployment").
inline bool farOutsideBand(double logError, double lo, double hi)
{
    return logError > 3 * hi || logError < 3 * lo;
}

/// Errors of predictions against measurements, as a table by a grouping.
struct ErrorRow
{
    QString group;
    int tpotCount = 0;
    double tpotMedianApe = 0, tpotP90Ape = 0, tpotCoverage = 0;
    int ttftCount = 0;
    double ttftMedianApe = 0, ttftP90Ape = 0, ttftCoverage = 0;
    /// Median width of the 80% intervals, as hi / lo (1 = a point).
    double tpotMedianWidth = 0, ttftMedianWidth = 0;
};

struct HeldOut
{
    const Observation *obs = nullptr;
    Prediction prediction;
};

struct ValidationReport
{
    QString method;   ///< e.g. "5-fold grouped cross-validation"
    ErrorRow overall; ///< fully stated runs (the tables by group too)
    QVector<ErrorRow> byGpu, byEngine, byModel, byMode;
    /// Runs that leave out what the model needs (worker counts): flagged, predicted over the
    /// plausible values, scored on whether their interval holds the measurement.
    ErrorRow underdetermined;
    int predicted = 0;
    int unplaced = 0;
    std::vector<HeldOut> heldOut;
};

/// Grouped k-fold cross-validation: all load points of a deployment fall in one fold.
/// `progress` counts 1000 units per fold.
ValidationReport crossValidate(const Catalog &catalog, const std::vector<Observation> &obs,
                               int folds, const FitOptions &options,
                               const std::atomic_bool *cancel = nullptr,
                               const CalibrationProgress &progress = {});
/// Each GPU kind predicted from profiles fitted on the other kinds only (transferred).
ValidationReport leaveOneGpuOut(const Catalog &catalog, const std::vector<Observation> &obs,
                                const FitOptions &options,
                                const std::atomic_bool *cancel = nullptr);
/// The error table of given predictions (no fitting).
ValidationReport summarize(std::vector<HeldOut> heldOut, const QString &method);

/// Profiles to and from the store's JSON form.
StoredProfile toStored(const Profile &p);
std::optional<Profile> fromStored(const StoredProfile &s, QString *error = nullptr);
/// A whole set: its profiles plus one entry named "model-offsets" holding the architecture
/// offsets.
QVector<StoredProfile> toStoredSet(const ProfileSet &set);
ProfileSet fromStoredSet(const QVector<StoredProfile> &stored, QString *error = nullptr);
inline constexpr char kModelOffsetsProfile[] = "model-offsets";

/// One held-out prediction as a flat value (no pointers into the runs it came from): what a
/// predicted-vs-measured plot shows.
struct HeldOutPoint
{
    qint64 runId = 0;
    QString id; ///< run label (run id or CSV id)
    QString gpu;
    QString engine;
    QString model;
    QString serving;
    double measuredTpotMs = 0; ///< 0 = absent (or not comparable: batch per worker assumed)
    double measuredTtftMs = 0; ///< 0 = absent
    bool ok = false;           ///< false: the model could not predict the run
    double tpotMs = 0, tpotLoMs = 0, tpotHiMs = 0; ///< prediction and its 80% interval
    double ttftMs = 0, ttftLoMs = 0, ttftHiMs = 0;
    QString provenance; ///< "calibrated", "transferred from ...", "datasheet"
};
QVector<HeldOutPoint> flattenHeldOut(const std::vector<HeldOut> &heldOut);

/// Cross-validated errors stored with the profiles they describe (entry "validation" of a
/// stored set), so a page opened later shows them without refitting.
struct StoredValidation
{
    ValidationReport report; ///< its heldOut is empty; the flat points are `heldOut`
    QVector<HeldOutPoint> heldOut;
    QString at; ///< when it was measured (ISO 8601 UTC)
};
inline constexpr char kValidationProfile[] = "validation";
StoredProfile toStoredValidation(const ValidationReport &report,
                                 const QVector<HeldOutPoint> &heldOut);
/// The validation entry of a stored set, if it has one (and it reads).
std::optional<StoredValidation> validationFromStored(const QVector<StoredProfile> &stored);

enum class RecalibrationStage
{
    ReadingRuns,
    Fitting,
    CrossValidating,
    Saving
};

/// Optional parts of a recalibration: cross-validation before storing, cancellation, progress.
struct RecalibrationControl
{
    int folds = 0; ///< grouped k-fold cross-validation of the same runs (>= 2); 0 = none
    /// When set: checked between and inside the steps; once set, nothing is stored.
    const std::atomic_bool *cancel = nullptr;
    /// Stage and percent of the whole (0..100); called from the calling thread and from pool
    /// threads, possibly concurrently and out of order (see CalibrationProgress).
    std::function<void(RecalibrationStage stage, int percent)> progress;
};

struct Recalibration
{
    int runs = 0;           ///< runs placed in the model
    int unplaced = 0;       ///< runs the model cannot place (unknown model or GPU kind, no load...)
    QStringList fitted;     ///< names of the profiles written
    QString error;          ///< empty on success
    bool cancelled = false; ///< stopped by RecalibrationControl::cancel: nothing was stored
    ProfileSet profiles;    ///< the set stored (empty unless stored)
    /// With folds: the cross-validated error table. Its heldOut is empty (those pointers would
    /// outlive the runs); the flat copy is `heldOut`.
    std::optional<ValidationReport> validation;
    QVector<HeldOutPoint> heldOut;
};

/// Fits every profile on the runs of `store` (optionally cross-validating them) and replaces its
/// stored profiles (what an import calls so the profiles its runs affect are refitted, and what
/// the window's refit runs in the background).
Recalibration recalibrate(HistoryStore &store, const Catalog &catalog,
                          const FitOptions &options = {}, const RecalibrationControl &control = {});

} // namespace moeplan::core
