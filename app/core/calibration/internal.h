#pragma once
// What the calibration's files share (internal to calibration): the translation context, the
// fitted parameters' table, order statistics, one observation predicted with parameters or a
// profile, folds and intervals, and cancellation.

#include "calibration.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <optional>
#include <utility>
#include <vector>

namespace moeplan::core {

/// The translation context of the calibration's messages: Calibration::tr("...").
struct Calibration
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::Calibration)
};

} // namespace moeplan::core

namespace moeplan::core::calib {

// Bounds keep the physics: an efficiency above the datasheet, a negative overhead or an overlap
// over 100% would let the fit memorise the sample instead of transferring to new hardware.
extern const FitParamInfo kParams[kFitParamCount];

/// Whether the cost model reads parameter `p` for a run served as `s`: the aggregated step's
/// prompt chunks, prompt stall and opening burst are not read for disaggregated runs, the
/// prefill pool's terms not for aggregated ones. A parameter that is not read moves none of
/// that run's predictions, so the fit skips those evaluations (tst_calibration checks the
/// lists against the model).
bool readFor(FitParam p, Serving s);

double median(std::vector<double> v);

double quantile(std::vector<double> v, double q);

/// Quantile q of values with weights (the smallest value whose cumulative weight reaches q of
/// the total).
double weightedQuantile(std::vector<std::pair<double, double>> v, double q);
/// The q-quantile of weighted (value, weight) pairs at the plotting positions C_i / (W + W/n)
/// (cumulative weight through the i-th smallest over the total plus one mean weight; i / (n+1)
/// with equal weights), interpolated between them: a new exchangeable value falls below the
/// i-th smallest with probability i / (n+1), so the band [q(0.1), q(0.9)] holds 80% of new
/// runs on average, however few the held-out ones.
double plottingQuantile(std::vector<std::pair<double, double>> v, double q);

/// The split-conformal 80% band of held-out (value, weight) errors: the ceil((n+1)·0.9)-th
/// smallest and its mirror, the floor((n+1)·0.1)-th (at least the smallest), as shares k/n of
/// the total weight. n is Kish's effective number (sum w)^2 / sum w^2, the count itself when the
/// weights are equal, smaller when they are not (kind-balanced weights carry less information).
std::pair<double, double> conformalBand(std::vector<std::pair<double, double>> v);

struct Predicted
{
    bool ok = false;
    double tpotMs = 0;
    double ttftMs = 0;
};

Predicted predictWith(const Observation &o, const CalibrationParams &p);

/// Grouped folds: every group goes to one fold, groups shuffled with a fixed seed.
std::vector<int> foldsFor(const std::vector<Observation> &obs, int folds, unsigned seed);

/// Log residual quantiles (10%, 90%) of held-out predictions, for prediction intervals. With
/// `balanceKinds`, each GPU kind weighs the same whatever its number of runs: the interval of a
/// profile that transfers to a new kind describes the error on a kind, not on the kind with the
/// most runs.
void intervalsFromHeldOut(const std::vector<HeldOut> &held, Profile &p, bool balanceKinds = false);

Prediction predictWithProfile(const Observation &o, const Profile &p, Provenance provenance,
                              const QString &text);

/// The profile a prediction uses, and how it came to it.
struct Choice
{
    const Profile *profile = nullptr;
    Provenance provenance = Provenance::Datasheet;
    QString text;
};

/// An underdetermined run's prediction over its plausible deployments within `budget` GPUs;
/// the interval spans them, each end widened by the profile's interval and by `widening`. A run
/// whose stated plan cannot hold the weights is tried with each of `plans` (deployment codes
/// the history states for its model, GPU kind and serving mode) that can.
Prediction predictSpan(const Observation &obs, const Choice &choice, int budget,
                       const SpanWidening &widening, const QStringList &plans);

/// Whether one GPU of `r`'s kind holds the weights of a worker with plan `par`. A stated plan
/// that cannot is not what ran: some exports write tp 1, ep 1 where the deployment was not
/// recorded (DeepSeek-R1 on one GB200).
bool holdsWeights(const ResolvedScenario &r, const Parallelism &par);

/// The keys of ProfileSet::statedPlans a run's plans are filed under, most specific first:
/// "model|gpu|engine|serving", "model|gpu|*|serving", "model|*|*|serving".
QStringList planKeys(const Observation &o);

/// "TPxDPxMoE-TPxEP" of one plan.
QString parallelismCode(const Parallelism &p);
/// The run's plan ("prefill/decode" when disaggregated).
QString deploymentCode(const ResolvedScenario &r);
/// Prefill and decode plans of a deployment code (the same plan twice when aggregated).
std::optional<std::pair<Parallelism, Parallelism>> parseDeploymentCode(const QString &code);

/// How far the underdetermined runs among `obs` fall outside their spans under `set` (its
/// profiles by kind and engine and its offsets), per GPU kind with >= 30 of them and over all
/// kinds with >= 20.
QMap<QString, SpanWidening> spanWidenings(const ProfileSet &set,
                                          const std::vector<Observation> &obs);

bool cancelled(const std::atomic_bool *c);

/// The key of a run's deployment and load in ProfileSet::measured: with the engine build the run
/// names, or (anyBuild) without it.
QString measuredKey(const Observation &o, bool anyBuild = false);

/// The key of a run's deployment (without its load) in ProfileSet::deploymentCorrections: with
/// the engine build the run names, or (anyBuild) without it.
QString deploymentKey(const Observation &o, bool anyBuild = false);

/// A measured run's log errors (measured / predicted), where it has the measurement.
struct LoadResidual
{
    const Observation *obs = nullptr;
    std::optional<double> tpot, ttft;
};
LoadResidual residualOf(const Observation &o, const Prediction &p);

/// The median TPOT (or TTFT) residual of `runs` (one deployment's) but those at batch
/// `skipBatch`, and how many it is over.
std::pair<double, int> otherLoadsMedian(const std::vector<LoadResidual> &runs, bool ttft,
                                        int skipBatch);

/// Fills `set`'s deployment corrections and their bands from measured runs' residuals under it
/// (ProfileSet::addDeploymentCorrections; the accuracy test feeds held-out residuals).
/// With `keepBands`, the bands are left as they are.
void setDeploymentCorrections(ProfileSet &set, const std::vector<LoadResidual> &residuals,
                              bool keepBands = false);

} // namespace moeplan::core::calib
