// The fit: the parameters and their bounds, the least-squares problem (Eigen's
// Levenberg-Marquardt) and its robust loop, one profile per GPU kind and engine, and the profile
// set.

#include "calibration.h"

#include "calibration/internal.h"
#include "messages.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QMap>
#include <QtConcurrent/QtConcurrentMap>

#include <Eigen/Dense>
#include <unsupported/Eigen/LevenbergMarquardt>

#include <algorithm>
#include <cmath>
#include <set>

namespace moeplan::core {

using namespace calib;

namespace calib {

const FitParamInfo kParams[kFitParamCount] = {
    {"hbm_efficiency", &CalibrationParams::hbmEfficiency, 0.25, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "HBM bandwidth achieved")},
    {"compute_efficiency", &CalibrationParams::computeEfficiency, 0.1, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Decode compute achieved")},
    {"nvlink_efficiency", &CalibrationParams::nvlinkEfficiency, 0.1, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "NVLink bandwidth achieved")},
    {"network_efficiency", &CalibrationParams::networkEfficiency, 0.1, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Network bandwidth achieved")},
    {"step_overhead_ms", &CalibrationParams::stepOverheadMs, 0.0, 40.0, "ms",
     QT_TRANSLATE_NOOP("FitParam", "Overhead per decode step")},
    {"layer_overhead_us", &CalibrationParams::layerOverheadUs, 0.0, 400.0, "us",
     QT_TRANSLATE_NOOP("FitParam", "Overhead per layer")},
    {"sequence_overhead_us", &CalibrationParams::sequenceOverheadUs, 0.0, 500.0, "us",
     QT_TRANSLATE_NOOP("FitParam", "Overhead per sequence")},
    {"comm_overlap", &CalibrationParams::commOverlap, 0.0, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Comm. hidden by compute")},
    {"expert_imbalance", &CalibrationParams::expertImbalance, 1.0, 4.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Expert imbalance (max/mean)")},
    {"prefill_efficiency", &CalibrationParams::prefillEfficiency, 0.05, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Prefill compute achieved")},
    {"prefill_overhead_ms", &CalibrationParams::prefillOverheadMs, 0.0, 2000.0, "ms",
     QT_TRANSLATE_NOOP("FitParam", "Fixed cost per prompt")},
    {"queue_factor", &CalibrationParams::queueFactor, 0.0, 2.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Opening burst, aggregated")},
    {"agg_prefill_share", &CalibrationParams::aggPrefillShare, 0.0, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Prompt chunks in decode steps")},
    {"nvlink_latency_us", &CalibrationParams::nvlinkLatencyUs, 0.5, 100.0, "us",
     QT_TRANSLATE_NOOP("FitParam", "NVLink collective latency")},
    {"network_latency_us", &CalibrationParams::networkHopLatencyUs, 1.0, 500.0, "us",
     QT_TRANSLATE_NOOP("FitParam", "Network hop latency")},
    {"ep_latency_us", &CalibrationParams::epLatencyUs, 1.0, 500.0, "us",
     QT_TRANSLATE_NOOP("FitParam", "Dispatch/combine kernel latency")},
    {"moe_efficiency", &CalibrationParams::moeEfficiency, 0.1, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Expert vs dense kernels")},
    {"moe_layer_overhead_us", &CalibrationParams::moeLayerOverheadUs, 0.0, 400.0, "us",
     QT_TRANSLATE_NOOP("FitParam", "Routing cost per MoE layer")},
    {"low_precision_gain", &CalibrationParams::lowPrecisionGain, 0.0, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "FP8/FP4 speed-up realised")},
    {"dp_prefill_stall", &CalibrationParams::dpPrefillStall, 0.0, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Prompt stall on one DP rank")},
    {"prefill_chunk_tokens", &CalibrationParams::prefillChunkTokens, 256.0, 131072.0, "tokens",
     QT_TRANSLATE_NOOP("FitParam", "Chunked-prefill budget")},
    {"prefill_queue", &CalibrationParams::prefillQueue, 0.0, 4.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Prefill-pool queueing weight")},
    {"kv_transfer_exposed", &CalibrationParams::kvTransferExposed, 0.0, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "KV transfer not overlapped")},
    {"disagg_queue_factor", &CalibrationParams::disaggQueueFactor, 0.0, 2.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Opening burst, disaggregated")},
    {"pool_prefill_efficiency", &CalibrationParams::poolPrefillEfficiency, 0.05, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Prefill-pool compute achieved")},
    {"disagg_overhead_ms", &CalibrationParams::disaggOverheadMs, 0.0, 300.0, "ms",
     QT_TRANSLATE_NOOP("FitParam", "Hand-off cost per prompt, disaggregated")},
    {"weight_only_efficiency", &CalibrationParams::weightOnlyEfficiency, 0.2, 1.0, "",
     QT_TRANSLATE_NOOP("FitParam", "Weight-only kernels vs native")},
    {"prompt_stall_ms", &CalibrationParams::promptStallMs, 0.0, 100.0, "ms",
     QT_TRANSLATE_NOOP("FitParam", "Decode stall per arriving prompt")},
};

bool readFor(FitParam p, Serving s)
{
    if (s == Serving::Aggregated) {
        return p != FitParam::PrefillQueue && p != FitParam::KvTransferExposed &&
               p != FitParam::DisaggQueueFactor && p != FitParam::PoolPrefillEfficiency &&
               p != FitParam::DisaggOverheadMs;
    }
    return p != FitParam::QueueFactor && p != FitParam::AggPrefillShare &&
           p != FitParam::DpPrefillStall && p != FitParam::PrefillChunkTokens &&
           p != FitParam::PromptStallMs;
}

} // namespace calib

namespace {

double sigmoid(double x)
{
    return 1.0 / (1.0 + std::exp(-x));
}

/// Parameter value <-> unconstrained coordinate: value = lo + (hi - lo) sigmoid(x).
double toX(const FitParamInfo &p, double v)
{
    const double u = std::clamp((v - p.lower) / (p.upper - p.lower), 1e-6, 1 - 1e-6);
    return std::log(u / (1 - u));
}

double fromX(const FitParamInfo &p, double x)
{
    return p.lower + (p.upper - p.lower) * sigmoid(x);
}

double dValueDx(const FitParamInfo &p, double x)
{
    const double s = sigmoid(x);
    return (p.upper - p.lower) * s * (1 - s);
}

/// Parameters only the TTFT of disaggregated runs depends on (fitted in a second stage).
bool isDisaggTtftParam(FitParam p)
{
    return !readFor(p, Serving::Aggregated);
}

/// The least-squares problem of one profile: log residuals of TPOT and TTFT plus a weak pull of
/// each free parameter towards its prior.
struct Problem : Eigen::DenseFunctor<double>
{
    Problem(const std::vector<const Observation *> &o, const std::vector<int> &freeParams,
            const CalibrationParams &start, const std::vector<bool> &tpot,
            const std::vector<bool> &ttft, const FitOptions &opt)
        : Eigen::DenseFunctor<double>(int(freeParams.size()),
                                      int(std::count(tpot.begin(), tpot.end(), true) +
                                          std::count(ttft.begin(), ttft.end(), true) +
                                          freeParams.size())),
          obs(o), free(freeParams), base(start), useTpot(tpot), useTtft(ttft), options(opt)
    {
        prior.resize(free.size());
        for (std::size_t j = 0; j < free.size(); ++j)
            prior[j] = toX(kParams[free[j]], base.*kParams[free[j]].member);
        // The runs each free parameter can move: a mode's own terms skip the other mode's
        // runs in the Jacobian (their columns there are exactly zero).
        movedBy.resize(free.size());
        for (std::size_t i = 0; i < obs.size(); ++i) {
            if (!useTpot[i] && !useTtft[i])
                continue;
            for (std::size_t j = 0; j < free.size(); ++j) {
                if (readFor(FitParam(free[j]), obs[i]->resolved.serving))
                    movedBy[j].push_back(i);
            }
        }
        Eigen::Index k = 0;
        firstRow.resize(obs.size(), -1);
        for (std::size_t i = 0; i < obs.size(); ++i) {
            if (!useTpot[i] && !useTtft[i])
                continue;
            firstRow[i] = k;
            k += (useTpot[i] ? 1 : 0) + (useTtft[i] ? 1 : 0);
        }
    }

    CalibrationParams params(const Eigen::VectorXd &x) const
    {
        CalibrationParams p = base;
        for (std::size_t j = 0; j < free.size(); ++j)
            p.*kParams[free[j]].member = fromX(kParams[free[j]], x[Eigen::Index(j)]);
        return p;
    }

    /// Run i's residual rows (TPOT, then TTFT, those in use) from `p`, written at `f`.
    void runResiduals(std::size_t i, const CalibrationParams &p, Eigen::VectorXd &f) const
    {
        const Predicted pr = predictWith(*obs[i], p);
        const double wt = weightTpot.empty() ? 1.0 : weightTpot[i];
        const double wf = weightTtft.empty() ? 1.0 : weightTtft[i];
        const double wTtft = std::sqrt(options.ttftWeight);
        Eigen::Index k = firstRow[i];
        if (useTpot[i])
            f[k++] = pr.ok ? wt * std::log(pr.tpotMs / obs[i]->tpotMs) : 5.0;
        if (useTtft[i])
            f[k++] = pr.ok ? wf * wTtft * std::log(pr.ttftMs / obs[i]->ttftMs) : 5.0;
    }

    int operator()(const Eigen::VectorXd &x, Eigen::VectorXd &f) const
    {
        const CalibrationParams p = params(x);
        for (std::size_t i = 0; i < obs.size(); ++i) {
            if (firstRow[i] >= 0)
                runResiduals(i, p, f);
        }
        const Eigen::Index k = values() - Eigen::Index(free.size());
        const double wPrior = std::sqrt(options.priorWeight);
        for (std::size_t j = 0; j < free.size(); ++j)
            f[k + Eigen::Index(j)] = wPrior * (x[Eigen::Index(j)] - prior[j]);
        last = {x, f};
        return 0;
    }

    /// Forward differences. f(x) is the one Eigen's solver just evaluated (kept from the last
    /// call at the same x), and a column re-evaluates only the runs its parameter can move;
    /// the Jacobian is the same, number for number, as re-evaluating everything.
    int df(const Eigen::VectorXd &x, Eigen::MatrixXd &jac) const
    {
        Eigen::VectorXd f0(values());
        if (last.first.size() == x.size() && last.first == x)
            f0 = last.second;
        else
            (*this)(x, f0);
        const Eigen::Index priorRow = values() - Eigen::Index(free.size());
        const double wPrior = std::sqrt(options.priorWeight);
        jac.setZero();
        Eigen::VectorXd f1 = f0;
        Eigen::VectorXd xh = x;
        for (Eigen::Index j = 0; j < x.size(); ++j) {
            const double h = 1e-4 * std::max(1.0, std::abs(x[j]));
            xh[j] = x[j] + h;
            const CalibrationParams p = params(xh);
            for (const std::size_t i : movedBy[std::size_t(j)])
                runResiduals(i, p, f1);
            f1[priorRow + j] = wPrior * (xh[j] - prior[std::size_t(j)]);
            for (const std::size_t i : movedBy[std::size_t(j)]) {
                const Eigen::Index r = firstRow[i];
                const int n = (useTpot[i] ? 1 : 0) + (useTtft[i] ? 1 : 0);
                jac.col(j).segment(r, n) = (f1.segment(r, n) - f0.segment(r, n)) / h;
                f1.segment(r, n) = f0.segment(r, n);
            }
            jac(priorRow + j, j) = (f1[priorRow + j] - f0[priorRow + j]) / h;
            f1[priorRow + j] = f0[priorRow + j];
            xh[j] = x[j];
        }
        return 0;
    }

    std::vector<const Observation *> obs;
    std::vector<int> free;
    CalibrationParams base;
    std::vector<bool> useTpot;
    std::vector<bool> useTtft;
    std::vector<double> weightTpot; ///< robust (IRLS) weights, sqrt-scaled; empty = 1
    std::vector<double> weightTtft;
    FitOptions options;
    std::vector<double> prior;
    std::vector<Eigen::Index> firstRow;            ///< each run's first residual row, -1 unused
    std::vector<std::vector<std::size_t>> movedBy; ///< per free parameter, the runs it can move
    mutable std::pair<Eigen::VectorXd, Eigen::VectorXd> last; ///< the last x and f(x)
};

/// TPOT with datasheet peaks, no overhead and no prefill interference: no run can be faster.
double rooflineTpotMs(const Observation &o)
{
    CalibrationParams ideal = CalibrationParams::ideal(0.0);
    ideal.aggPrefillShare = 0;
    ideal.nvlinkLatencyUs = ideal.networkHopLatencyUs = ideal.epLatencyUs = 0;
    const auto e = evaluate(o.resolved, ideal);
    return e ? e->tpotMs : 0.0;
}

struct FitCore
{
    std::vector<int> exercised; ///< runs that exercise each parameter
    CalibrationParams params;
    std::array<ParamEstimate, kFitParamCount> estimates{};
    QStringList notes;
};

FitCore fitOnce(const std::vector<const Observation *> &obs, const std::vector<bool> &useTpot,
                const std::vector<bool> &useTtft, const FitOptions &options,
                const std::vector<double> &weightTpot = {},
                const std::vector<double> &weightTtft = {},
                const CalibrationParams *start = nullptr,
                std::vector<int> *exercisedCache = nullptr)
{
    FitCore out;
    CalibrationParams prior = CalibrationParams::datasheet();
    const CalibrationParams neutral;
    for (int j = 0; j < kFitParamCount; ++j) {
        if (options.without & (std::uint64_t(1) << j))
            prior.*kParams[j].member = neutral.*kParams[j].member;
    }
    out.params = prior;
    for (int j = 0; j < kFitParamCount; ++j)
        out.estimates[std::size_t(j)] = {prior.*kParams[j].member, 0, ParamStatus::Prior, {}};

    const int nTpot = int(std::count(useTpot.begin(), useTpot.end(), true));
    const int nTtft = int(std::count(useTtft.begin(), useTtft.end(), true));
    if (nTpot + nTtft == 0) {
        out.notes << Calibration::tr("no usable runs: every parameter kept at its datasheet prior");
        return out;
    }

    // Which parameters do the runs exercise? Move each by 2% of its range: a parameter that
    // changes no prediction by 0.5% (or too few of them) keeps its prior.
    std::vector<int> exercisedBy(kFitParamCount, 0);
    if (exercisedCache && !exercisedCache->empty()) {
        exercisedBy = *exercisedCache;
    } else {
        std::vector<Predicted> base(obs.size());
        for (std::size_t i = 0; i < obs.size(); ++i)
            base[i] = predictWith(*obs[i], prior);
        for (int j = 0; j < kFitParamCount; ++j) {
            CalibrationParams moved = prior;
            const FitParamInfo &info = kParams[j];
            const double step = 0.02 * (info.upper - info.lower);
            double &v = moved.*info.member;
            v = v + step <= info.upper ? v + step : v - step;
            for (std::size_t i = 0; i < obs.size(); ++i) {
                if (!base[i].ok || (!useTpot[i] && !useTtft[i]) ||
                    !readFor(FitParam(j), obs[i]->resolved.serving))
                    continue;
                const Predicted pr = predictWith(*obs[i], moved);
                const bool t = useTpot[i] && std::abs(std::log(pr.tpotMs / base[i].tpotMs)) > 5e-3;
                const bool f = useTtft[i] && std::abs(std::log(pr.ttftMs / base[i].ttftMs)) > 5e-3;
                exercisedBy[std::size_t(j)] += (t || f) ? 1 : 0;
            }
        }
        if (exercisedCache)
            *exercisedCache = exercisedBy;
    }
    out.exercised = exercisedBy;

    // Load points: with a single one, overheads and efficiencies cannot be told apart.
    std::set<int> loads;
    for (const Observation *o : obs)
        loads.insert(o->resolved.batch);
    const bool degenerate = loads.size() < 3;
    if (degenerate)
        out.notes << Calibration::tr(
            "runs at %Ln load point(s) only: overhead and efficiencies cannot be "
            "separated; only the fixed overheads are fitted",
            nullptr, int(loads.size()));

    std::vector<int> freeParams;
    for (int j = 0; j < kFitParamCount; ++j) {
        const int exercised = exercisedBy[std::size_t(j)];
        const auto p = FitParam(j);
        const bool overhead = p == FitParam::StepOverheadMs || p == FitParam::PrefillOverheadMs;
        auto &est = out.estimates[std::size_t(j)];
        if (options.without & (std::uint64_t(1) << j)) {
            est.note = Calibration::tr("term taken out");
        } else if (degenerate && !overhead) {
            est.note = Calibration::tr("kept prior: degenerate load");
        } else if (exercised < options.minRunsPerParameter) {
            est.note = Calibration::tr("kept prior: %Ln run(s) exercise it", nullptr, exercised);
        } else {
            freeParams.push_back(j);
        }
    }
    if (freeParams.empty())
        return out;

    auto solve = [&](const std::vector<int> &freeList, const std::vector<bool> &tpotMask,
                     const std::vector<bool> &ttftMask, const CalibrationParams &base) {
        Problem problem(obs, freeList, base, tpotMask, ttftMask, options);
        problem.weightTpot = weightTpot;
        problem.weightTtft = weightTtft;
        Eigen::VectorXd x(Eigen::Index(freeList.size()));
        for (std::size_t j = 0; j < freeList.size(); ++j) {
            x[Eigen::Index(j)] =
                start ? toX(kParams[freeList[j]], (*start).*kParams[freeList[j]].member)
                      : problem.prior[j];
        }
        Eigen::LevenbergMarquardt<Problem> lm(problem);
        lm.setMaxfev(options.maxIterations * int(freeList.size() + 1));
        lm.setFtol(1e-4); // a 1e-4 relative change in the sum of squares is far below the noise
        lm.setXtol(1e-4);
        lm.minimize(x);
        for (Eigen::Index j = 0; j < x.size(); ++j) {
            if (!std::isfinite(x[j]))
                x[j] = problem.prior[std::size_t(j)];
        }
        const CalibrationParams fitted = problem.params(x);

        // Standard errors: sigma^2 (J^T J)^-1 at the solution, mapped through the bounds.
        Eigen::MatrixXd jac(problem.values(), problem.inputs());
        problem.df(x, jac);
        Eigen::VectorXd f(problem.values());
        problem(x, f);
        const Eigen::Index n = problem.values() - Eigen::Index(freeList.size());
        const double ssr = f.head(n).squaredNorm();
        const double dof = std::max<double>(1.0, double(n) - double(freeList.size()));
        const Eigen::MatrixXd jtj = jac.transpose() * jac;
        const Eigen::MatrixXd cov =
            (ssr / dof) * jtj.completeOrthogonalDecomposition().pseudoInverse();
        for (std::size_t j = 0; j < freeList.size(); ++j) {
            const FitParamInfo &info = kParams[freeList[j]];
            const double var = cov(Eigen::Index(j), Eigen::Index(j));
            double se = std::sqrt(std::max(0.0, var)) * dValueDx(info, x[Eigen::Index(j)]);
            if (!std::isfinite(se))
                se = info.upper - info.lower;
            out.estimates[std::size_t(freeList[j])] = {
                fitted.*info.member, se, ParamStatus::Fitted, {}};
        }
        return fitted;
    };
    // Two stages: every parameter on TPOT and on the TTFT of aggregated runs, then the terms
    // only disaggregated TTFT depends on (its queueing at the prefill pool, the KV transfer) on
    // the TTFT of disaggregated runs, the rest held. Fitted jointly, disaggregated TTFT's heavy
    // tail pulled the shared kernel efficiencies away from what TPOT measures (SGLang on GB200
    // left out: TPOT 21% -> 32%).
    std::vector<int> sharedFree, disaggFree;
    for (int j : freeParams)
        (isDisaggTtftParam(FitParam(j)) ? disaggFree : sharedFree).push_back(j);
    std::vector<bool> aggTtft = useTtft, disaggTtft(obs.size(), false);
    for (std::size_t i = 0; i < obs.size(); ++i) {
        if (obs[i]->resolved.serving == Serving::Disaggregated) {
            aggTtft[i] = false;
            disaggTtft[i] = useTtft[i];
        }
    }
    const std::vector<bool> none(obs.size(), false);
    CalibrationParams fitted = prior;
    if (!sharedFree.empty())
        fitted = solve(sharedFree, useTpot, aggTtft, fitted);
    if (!disaggFree.empty())
        fitted = solve(disaggFree, none, disaggTtft, fitted);
    out.params = fitted;
    return out;
}

struct Usable
{
    std::vector<bool> tpot;
    std::vector<bool> ttft;
};

/// Fit with outlier handling: runs faster than the roofline allows are left out of the TPOT fit;
/// after a first fit, runs far off the model (more than 3x and 4 robust sigmas) are flagged and
/// the fit repeated without them.
FitCore fitRobust(const std::vector<const Observation *> &obs, const FitOptions &options,
                  QVector<RunFlag> &flags, Usable &usable, const CalibrationParams *start = nullptr)
{
    usable.tpot.assign(obs.size(), false);
    usable.ttft.assign(obs.size(), false);
    for (std::size_t i = 0; i < obs.size(); ++i) {
        const Observation &o = *obs[i];
        if (o.batchAssumed || !o.missing.isEmpty()) {
            flags.push_back({o.runId, o.id,
                             Calibration::tr("underdetermined (not stated: %1): not fitted")
                                 .arg(unstatedList(o.missing))});
            continue;
        }
        usable.ttft[i] = o.ttftMs > 0;
        if (o.tpotMs <= 0)
            continue;
        const double roof = rooflineTpotMs(o);
        if (roof > 0 && o.tpotMs < 0.9 * roof) {
            flags.push_back(
                {o.runId, o.id,
                 Calibration::tr(
                     "measured TPOT %1 ms is faster than the datasheet roofline (%2 ms) for its "
                     "stated deployment: likely unrecorded speculative decoding; not fitted")
                     .arg(o.tpotMs, 0, 'f', 2)
                     .arg(roof, 0, 'f', 2)});
            continue;
        }
        usable.tpot[i] = true;
    }
    std::vector<int> exercised;
    FitCore fit = fitOnce(obs, usable.tpot, usable.ttft, options, {}, {}, start, &exercised);
    if (!options.flagOutliers)
        return fit;

    int outliers = 0;
    for (int kind = 0; kind < 2; ++kind) {
        std::vector<double> r;
        std::vector<std::size_t> idx;
        for (std::size_t i = 0; i < obs.size(); ++i) {
            if (!(kind == 0 ? usable.tpot[i] : usable.ttft[i]))
                continue;
            const Predicted p = predictWith(*obs[i], fit.params);
            if (!p.ok)
                continue;
            r.push_back(std::log((kind == 0 ? p.tpotMs : p.ttftMs) /
                                 (kind == 0 ? obs[i]->tpotMs : obs[i]->ttftMs)));
            idx.push_back(i);
        }
        if (r.size() < 10)
            continue;
        const double m = median(r);
        std::vector<double> dev(r.size());
        for (std::size_t i = 0; i < r.size(); ++i)
            dev[i] = std::abs(r[i] - m);
        const double sigma = 1.4826 * median(dev);
        const double limit = std::max(std::log(3.0), 4.0 * sigma);
        for (std::size_t i = 0; i < r.size(); ++i) {
            if (std::abs(r[i] - m) <= limit)
                continue;
            const Observation &o = *obs[idx[i]];
            ++outliers;
            (kind == 0 ? usable.tpot : usable.ttft)[idx[i]] = false;
            flags.push_back(
                {o.runId, o.id,
                 Calibration::tr("outlier: measured %1 is %2x off the fitted model; not fitted")
                     .arg(kind == 0 ? Calibration::tr("TPOT") : Calibration::tr("TTFT"))
                     .arg(std::exp(std::abs(r[i])), 0, 'f', 1)});
        }
    }
    // The reweighted fit below starts from here; refit first only when runs were dropped.
    if (outliers > 0)
        fit = fitOnce(obs, usable.tpot, usable.ttft, options, {}, {}, &fit.params, &exercised);

    // Robust refits (iteratively reweighted least squares, Cauchy weights on log residuals):
    // the sample's heavy tails (configurations the stated deployment does not describe well)
    // should not pull the fit away from the bulk.
    for (int round = 0; round < options.robustRounds; ++round) {
        std::vector<double> wt(obs.size(), 1.0), wf(obs.size(), 1.0);
        for (std::size_t i = 0; i < obs.size(); ++i) {
            const Predicted p = predictWith(*obs[i], fit.params);
            if (!p.ok)
                continue;
            const double c = 0.2;
            if (usable.tpot[i]) {
                const double r = std::log(p.tpotMs / obs[i]->tpotMs) / c;
                wt[i] = std::sqrt(1.0 / (1.0 + r * r));
            }
            if (usable.ttft[i]) {
                const double r = std::log(p.ttftMs / obs[i]->ttftMs) / (2 * c);
                wf[i] = std::sqrt(1.0 / (1.0 + r * r));
            }
        }
        fit = fitOnce(obs, usable.tpot, usable.ttft, options, wt, wf, &fit.params, &exercised);
    }
    return fit;
}

} // namespace

const FitParamInfo &fitParamInfo(FitParam p)
{
    return kParams[int(p)];
}

Profile fitProfile(const std::vector<const Observation *> &obs, const QString &gpu,
                   const QString &engine, const FitOptions &options, const CalibrationParams *start)
{
    Profile p;
    p.gpu = gpu;
    p.engine = engine;
    p.provenance = Provenance::Calibrated;
    p.fittedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    Usable usable;
    FitCore fit = fitRobust(obs, options, p.flags, usable, start);
    p.params = fit.params;
    p.estimates = fit.estimates;
    p.notes = fit.notes;
    const auto reread = std::count_if(obs.begin(), obs.end(),
                                      [](const Observation *o) { return o->deploymentReread; });
    if (reread > 0)
        p.notes << Calibration::tr(
            "%Ln run(s) state a deployment that cannot be what ran (a tensor-parallel size that "
            "does not divide the attention heads, or TP x EP written as TP, or DP x EP as DP); "
            "read as their exporters meant them (docs/model.md)",
            nullptr, int(reread));
    const auto settled = std::count_if(
        obs.begin(), obs.end(), [](const Observation *o) { return o->workersSettledBy > 0; });
    if (settled > 0)
        p.notes << Calibration::tr(
            "%Ln run(s) leave out their worker counts, which the stated runs of the same "
            "deployment settle (they all ran the same); fitted with those counts",
            nullptr, int(settled));
    std::vector<double> t, f;
    for (std::size_t i = 0; i < obs.size(); ++i) {
        if (!usable.tpot[i] && !usable.ttft[i])
            continue;
        p.runIds.push_back(obs[i]->runId);
        const Predicted pr = predictWith(*obs[i], p.params);
        if (!pr.ok)
            continue;
        if (usable.tpot[i])
            t.push_back(std::abs(pr.tpotMs / obs[i]->tpotMs - 1));
        if (usable.ttft[i])
            f.push_back(std::abs(pr.ttftMs / obs[i]->ttftMs - 1));
    }
    p.runCount = int(p.runIds.size());
    p.tpotMedianApe = median(t);
    p.ttftMedianApe = median(f);

    // Prediction intervals from an inner grouped 3-fold CV: in-sample residuals understate the
    // error on deployments the fit has not seen.
    if (options.intervalsByInnerCv && obs.size() >= 12) {
        std::vector<Observation> copy;
        copy.reserve(obs.size());
        for (const Observation *o : obs)
            copy.push_back(*o);
        // Folds: deployments (3), or the GPU kinds for a profile that transfers across kinds.
        std::vector<int> fold = foldsFor(copy, 3, 7);
        int folds = 3;
        bool byKind = false;
        if (options.intervalsByKind) {
            QMap<QString, int> kindIndex;
            for (const Observation &o : copy)
                kindIndex.insert(o.gpu, 0);
            if (kindIndex.size() >= 2) {
                int k = 0;
                for (auto it = kindIndex.begin(); it != kindIndex.end(); ++it)
                    it.value() = k++;
                folds = k;
                byKind = true;
                for (std::size_t i = 0; i < copy.size(); ++i)
                    fold[i] = kindIndex.value(copy[i].gpu);
            }
        }
        std::vector<HeldOut> held;
        std::vector<std::vector<std::size_t>> members(std::size_t(folds),
                                                      std::vector<std::size_t>{});
        for (std::size_t i = 0; i < copy.size(); ++i)
            members[std::size_t(fold[i])].push_back(i);
        // Inner fits keep the full fit's flags but start from the prior, not from the full fit:
        // a start that has seen the held-out runs keeps what it learnt from them along any
        // direction the training runs leave flat (the weight-only term on a pooled profile),
        // and the band comes out too narrow (docs/accuracy.md, "Weight-only kernels").
        FitOptions inner = options;
        inner.intervalsByInnerCv = false;
        inner.maxIterations = 20;
        for (int k = 0; k < folds; ++k) {
            std::vector<const Observation *> train;
            std::vector<bool> trainTpot, trainTtft;
            for (std::size_t i = 0; i < copy.size(); ++i) {
                if (fold[i] == k)
                    continue;
                train.push_back(obs[i]);
                trainTpot.push_back(usable.tpot[i]);
                trainTtft.push_back(usable.ttft[i]);
            }
            if (train.empty() || members[std::size_t(k)].empty())
                continue;
            std::vector<int> exercised = fit.exercised;
            const FitCore innerFit =
                fitOnce(train, trainTpot, trainTtft, inner, {}, {}, nullptr, &exercised);
            Profile tmp;
            tmp.params = innerFit.params;
            for (std::size_t i : members[std::size_t(k)]) {
                HeldOut h;
                h.obs = obs[i];
                h.prediction = predictWithProfile(*obs[i], tmp, Provenance::Calibrated, {});
                held.push_back(h);
            }
        }
        intervalsFromHeldOut(held, p, byKind);
    } else {
        // Too few runs for an inner CV: in-sample quantiles, widened by half.
        std::vector<HeldOut> held;
        for (const Observation *o : obs) {
            HeldOut h;
            h.obs = o;
            h.prediction = predictWithProfile(*o, p, Provenance::Calibrated, {});
            held.push_back(h);
        }
        intervalsFromHeldOut(held, p);
        p.disaggTpotRuns = p.disaggTtftRuns = 0; // in-sample errors, not held-out ones
        p.tpotLogLo *= 1.5;
        p.tpotLogHi *= 1.5;
        p.ttftLogLo *= 1.5;
        p.ttftLogHi *= 1.5;
        if (p.disaggTtftLog)
            p.disaggTtftLog =
                std::pair{p.disaggTtftLog->first * 1.5, p.disaggTtftLog->second * 1.5};
        if (p.disaggTpotLog)
            p.disaggTpotLog =
                std::pair{p.disaggTpotLog->first * 1.5, p.disaggTpotLog->second * 1.5};
    }
    return p;
}

const Profile *ProfileSet::find(const QString &gpu, const QString &engine) const
{
    const Profile *pooled = nullptr;
    for (const Profile &p : profiles) {
        if (p.gpu != gpu)
            continue;
        if (p.engine == engine)
            return &p;
        if (p.engine == QLatin1String("any"))
            pooled = &p;
    }
    return pooled;
}

const Profile *ProfileSet::nearest(const Catalog &catalog, const QString &gpu,
                                   const QString &engine) const
{
    const GpuSpec *target = catalog.gpu(gpu.toStdString());
    if (!target)
        return nullptr;
    // Distance in log datasheet ratios: HBM bandwidth, dense BF16 compute, NVLink, domain size.
    auto distance = [&](const GpuSpec &g) {
        auto d = [](double a, double b) {
            return a > 0 && b > 0 ? std::pow(std::log(a / b), 2) : 1.0;
        };
        return d(g.hbmTBps, target->hbmTBps) + d(g.bf16Tflops, target->bf16Tflops) +
               d(g.nvlinkGBps, target->nvlinkGBps) +
               0.25 * d(g.nvlinkDomain, target->nvlinkDomain) +
               (g.vendor != target->vendor ? 4.0 : 0.0);
    };
    const Profile *best = nullptr;
    double bestScore = INFINITY;
    for (const Profile &p : profiles) {
        if (p.gpu == gpu || p.provenance != Provenance::Calibrated)
            continue;
        const GpuSpec *g = catalog.gpu(p.gpu.toStdString());
        if (!g)
            continue;
        // Same engine first, then the kind pooled over engines.
        const double enginePenalty = p.engine == engine                 ? 0.0
                                     : p.engine == QLatin1String("any") ? 0.05
                                                                        : 1.0;
        const double score = distance(*g) + enginePenalty;
        if (score < bestScore) {
            bestScore = score;
            best = &p;
        }
    }
    return best;
}

ProfileSet fitProfiles(const std::vector<Observation> &input, const FitOptions &options,
                       const std::atomic_bool *cancel, const CalibrationProgress &progress)
{
    std::vector<Observation> obs = input;
    for (Observation &o : obs)
        o.tpotOffset = o.ttftOffset = 0;
    QMap<QString, std::vector<const Observation *>> byKind, byGpu;
    for (const Observation &o : obs) {
        byKind[o.gpu + QLatin1Char('/') + o.engine].push_back(&o);
        byGpu[o.gpu].push_back(&o);
    }
    // A kind-and-engine with a handful of runs gets no profile of its own: its runs still count
    // in the pooled profiles, and predictions for it are transferred.
    constexpr std::size_t kMinRunsForProfile = 10;
    for (auto *groups : {&byKind, &byGpu}) {
        for (auto it = groups->begin(); it != groups->end();) {
            if (it.value().size() < kMinRunsForProfile)
                it = groups->erase(it);
            else
                ++it;
        }
    }
    // The profiles of stage 2 (below): per GPU kind and engine, per kind pooled over engines,
    // and per engine pooled over kinds (what transfers to a kind without runs).
    struct Job
    {
        std::vector<const Observation *> obs;
        QString gpu;
        QString engine;
        bool pooledKinds = false;
    };
    QList<Job> jobs;
    for (auto it = byKind.begin(); it != byKind.end(); ++it)
        jobs.push_back({it.value(), it.value().front()->gpu, it.value().front()->engine, false});
    for (auto it = byGpu.begin(); it != byGpu.end(); ++it) {
        std::set<QString> engines;
        for (const Observation *o : it.value())
            engines.insert(o->engine);
        if (engines.size() >= 2) // else the single engine's profile already covers it
            jobs.push_back({it.value(), it.key(), QStringLiteral("any"), false});
    }
    QMap<QString, std::vector<const Observation *>> byEngine;
    for (const Observation &o : obs)
        byEngine[o.engine].push_back(&o);
    for (auto it = byEngine.begin(); it != byEngine.end(); ++it) {
        std::set<QString> kindsOfEngine;
        for (const Observation *o : it.value())
            kindsOfEngine.insert(o->gpu);
        if (kindsOfEngine.size() < 2)
            continue;
        const QStringList names(kindsOfEngine.begin(), kindsOfEngine.end());
        jobs.push_back({it.value(), names.join(QLatin1Char('+')), it.key(), true});
    }
    // Progress: one unit per profile fit of either stage.
    const int total = int(byKind.size() + jobs.size());
    std::atomic_int done{0};
    auto tick = [&] {
        const int n = done.fetch_add(1) + 1;
        if (progress)
            progress(n, total);
    };

    ProfileSet set;
    for (const Observation &o : obs) {
        if (!o.missing.isEmpty())
            continue;
        const QString code = deploymentCode(o.resolved);
        for (const QString &key : planKeys(o)) {
            QStringList &plans = set.statedPlans[key];
            if (!plans.contains(code))
                plans << code;
        }
        if (o.resolved.serving != Serving::Disaggregated)
            continue;
        for (const QString &key : {o.gpu, QString()}) {
            int &most = set.disaggGpus[key];
            most = std::max(most, o.resolved.gpusUsed);
        }
    }
    for (QStringList &plans : set.statedPlans)
        plans.sort();

    // Stage 1: GPU-kind profiles alone; what they leave off per model and precision, over all
    // GPU kinds, becomes that architecture's offset (shrunk towards 0 with few runs). Profiles
    // are independent: they are fitted in parallel.
    FitOptions quick = options;
    quick.intervalsByInnerCv = false;
    quick.robustRounds = 0; // only the offsets come from this pass
    const QList<QString> kinds = byKind.keys();
    struct FirstPass
    {
        CalibrationParams params;
        Usable usable; ///< the runs the fit kept (outliers and impossible runs left out)
    };
    const QList<FirstPass> firstPasses =
        QtConcurrent::blockingMapped(kinds, [&](const QString &kind) {
            FirstPass out;
            if (cancelled(cancel))
                return out;
            QVector<RunFlag> flags;
            out.params = fitRobust(byKind.value(kind), quick, flags, out.usable).params;
            tick();
            return out;
        });
    if (cancelled(cancel))
        return set;
    QMap<QString, CalibrationParams> first;
    for (qsizetype i = 0; i < kinds.size(); ++i)
        first.insert(kinds.at(i), firstPasses.at(i).params);
    // Offsets come from the runs the first pass kept: a run flagged as an outlier there must
    // not move its whole architecture on every other GPU kind. The first pass's log errors by
    // `keyOf` (runs without a key left out), less what `already` accounts for.
    using Residuals = QMap<QString, std::vector<double>>;
    auto firstPassResiduals = [&](auto keyOf, auto already) {
        Residuals t, f;
        for (qsizetype k = 0; k < kinds.size(); ++k) {
            const std::vector<const Observation *> &runs = byKind.value(kinds.at(k));
            const FirstPass &pass = firstPasses.at(k);
            for (std::size_t i = 0; i < runs.size(); ++i) {
                const Observation &o = *runs[i];
                const QString key = keyOf(o);
                if (key.isEmpty())
                    continue;
                const Predicted p = predictWith(o, pass.params);
                if (!p.ok)
                    continue;
                const ModelOffset less = already(o);
                if (pass.usable.tpot[i])
                    t[key].push_back(std::log(o.tpotMs / p.tpotMs) - less.tpotLog);
                if (pass.usable.ttft[i])
                    f[key].push_back(std::log(o.ttftMs / p.ttftMs) - less.ttftLog);
            }
        }
        return std::pair{t, f};
    };
    // The median log errors per key, shrunk towards 0 by n / (n + 20).
    constexpr double kShrink = 20.0;
    auto offsetsOf = [](const std::pair<Residuals, Residuals> &residuals) {
        const auto &[t, f] = residuals;
        QMap<QString, ModelOffset> out;
        for (auto it = t.begin(); it != t.end(); ++it) {
            ModelOffset off;
            off.runs = int(it.value().size());
            off.tpotLog = median(it.value()) * off.runs / (off.runs + kShrink);
            const std::vector<double> &ft = f.value(it.key());
            off.ttftLog =
                ft.empty() ? 0.0 : median(ft) * double(ft.size()) / (double(ft.size()) + kShrink);
            out.insert(it.key(), off);
        }
        return out;
    };
    set.modelOffsets =
        offsetsOf(firstPassResiduals([](const Observation &o) { return o.modelKey(); },
                                     [](const Observation &) { return ModelOffset{}; }));
    // What is left per engine build once the architecture's offset is in (docs/model.md,
    // "Engine builds"), from the same first-pass residuals.
    set.versionOffsets = offsetsOf(firstPassResiduals(
        [](const Observation &o) { return o.versionKey(); },
        [&set](const Observation &o) { return set.modelOffsets.value(o.modelKey()); }));
    // And what is left per model, precision and engine once both are in: the engine's own
    // kernels for that architecture (docs/model.md, "Engines per architecture"; TTFT of aggregated
    // runs 21.4% -> 19.8% in cross-validation, docs/accuracy.md).
    set.engineModelOffsets =
        offsetsOf(firstPassResiduals([](const Observation &o) { return o.engineModelKey(); },
                                     [&set](const Observation &o) {
                                         const ModelOffset m = set.modelOffsets.value(o.modelKey());
                                         const ModelOffset v =
                                             set.versionOffsets.value(o.versionKey());
                                         ModelOffset sum;
                                         sum.tpotLog = m.tpotLog + v.tpotLog;
                                         sum.ttftLog = m.ttftLog + v.ttftLog;
                                         return sum;
                                     }));
    // And, for aggregated runs, what is left per model, precision and engine on this GPU kind:
    // the engine's decode step for that architecture on that kind (on the sample x0.92-1.10, e.g.
    // SGLang's DeepSeek-V3 FP8 on H200 x0.93). TPOT only: with TTFT too, aggregated TTFT in CV
    // went 19.8 -> 20.2%; disaggregated runs keep none (H100's TPOT band in CV then held 85.1%,
    // GB200's 74.2%) (docs/accuracy.md, "Offsets per GPU kind").
    set.kindModelOffsets = offsetsOf(firstPassResiduals(
        [](const Observation &o) { return o.kindModelKey(); },
        [&set](const Observation &o) {
            ModelOffset sum;
            for (const ModelOffset &m :
                 {set.modelOffsets.value(o.modelKey()), set.versionOffsets.value(o.versionKey()),
                  set.engineModelOffsets.value(o.engineModelKey())}) {
                sum.tpotLog += m.tpotLog;
                sum.ttftLog += m.ttftLog;
            }
            return sum;
        }));
    for (ModelOffset &m : set.kindModelOffsets)
        m.ttftLog = 0;
    for (Observation &o : obs)
        set.applyOffsets(o);

    // Stage 2: the profiles, fitted with the architecture offsets in place.
    const QList<Profile> fitted = QtConcurrent::blockingMapped(jobs, [&](const Job &job) {
        if (cancelled(cancel))
            return Profile{};
        FitOptions jobOptions = options;
        jobOptions.intervalsByKind = job.pooledKinds;
        // The prompt stall belongs to an engine build on a kind (0.2-43 ms): what a pooled
        // profile averages over kinds is wrong for the kind it transfers to (GB200 left out:
        // TPOT 18.8% -> 26.2% with it; docs/accuracy.md, "A decode stall per prompt").
        if (job.pooledKinds)
            jobOptions.without |= std::uint64_t(1) << int(FitParam::PromptStallMs);
        // A kind's profile starts where its first pass ended.
        const auto firstFit = first.constFind(job.gpu + QLatin1Char('/') + job.engine);
        Profile p = fitProfile(job.obs, job.gpu, job.engine, jobOptions,
                               firstFit != first.constEnd() ? &*firstFit : nullptr);
        if (job.pooledKinds) {
            p.provenance = Provenance::Transferred;
            p.transferredFrom = p.name();
        }
        tick();
        return p;
    });
    if (cancelled(cancel))
        return set;
    for (const Profile &p : fitted)
        set.profiles.push_back(p);
    // A profile whose inner cross-validation held out too few disaggregated runs for bands of
    // their own takes its engine's, pooled over the kinds, rather than the band its aggregated
    // runs set: disaggregated TTFT carries terms aggregated runs lack (docs/accuracy.md: such
    // profiles held 2 of 16 TTFTs in the shared band).
    for (Profile &p : set.profiles) {
        if (p.provenance == Provenance::Transferred || (p.disaggTtftLog && p.disaggTpotLog))
            continue;
        for (const Profile &pooled : std::as_const(set.profiles)) {
            if (pooled.provenance != Provenance::Transferred || pooled.engine != p.engine)
                continue;
            bool borrowed = false;
            if (!p.disaggTtftLog && pooled.disaggTtftLog) {
                p.disaggTtftLog = pooled.disaggTtftLog;
                p.disaggTtftRuns = pooled.disaggTtftRuns;
                p.disaggTtftFrom = pooled.name();
                borrowed = true;
            }
            if (!p.disaggTpotLog && pooled.disaggTpotLog) {
                p.disaggTpotLog = pooled.disaggTpotLog;
                p.disaggTpotRuns = pooled.disaggTpotRuns;
                p.disaggTpotFrom = pooled.name();
                borrowed = true;
            }
            if (borrowed)
                p.notes << Calibration::tr("disaggregated intervals from %1: too few "
                                           "disaggregated runs of its own")
                               .arg(pooled.name());
        }
    }
    // Stage 3: how far the underdetermined runs fall outside the span of their plausible
    // deployments under these profiles widens the intervals of such runs.
    set.spanWidening = spanWidenings(set, input);
    return set;
}

QString Observation::versionKey() const
{
    if (engineVersion.isEmpty())
        return {};
    return engine + QLatin1Char('|') + engineVersion;
}

void ProfileSet::applyOffsets(Observation &o) const
{
    const ModelOffset m = modelOffsets.value(o.modelKey());
    const ModelOffset v = versionOffsets.value(o.versionKey());
    const ModelOffset e = engineModelOffsets.value(o.engineModelKey());
    const ModelOffset k = kindModelOffsets.value(o.kindModelKey());
    o.tpotOffset = m.tpotLog + v.tpotLog + e.tpotLog + k.tpotLog;
    o.ttftOffset = m.ttftLog + v.ttftLog + e.ttftLog + k.ttftLog;
}

QVector<std::pair<QString, ModelOffset>> ProfileSet::offsetsOn(const Profile &p) const
{
    const bool oneEngine = p.engine != QLatin1String("any");
    QVector<std::pair<QString, ModelOffset>> out;
    for (auto it = modelOffsets.begin(); it != modelOffsets.end(); ++it) {
        ModelOffset sum = it.value();
        if (oneEngine) {
            const QString key = it.key() + QLatin1Char('|') + p.engine;
            const auto own = engineModelOffsets.constFind(key);
            if (own == engineModelOffsets.constEnd())
                continue; // not an architecture this engine ran
            const ModelOffset onKind = p.provenance == Provenance::Transferred
                                           ? ModelOffset{}
                                           : kindModelOffsets.value(key + QLatin1Char('|') + p.gpu);
            sum.tpotLog += own->tpotLog + onKind.tpotLog;
            sum.ttftLog += own->ttftLog + onKind.ttftLog;
            sum.runs = own->runs;
        }
        out.push_back({it.key(), sum});
    }
    return out;
}

QString Observation::modelKey() const
{
    const PrecisionSpec *p = resolved.shape.precision;
    return model + QLatin1Char('|') + (p ? QString::fromStdString(p->id) : QString());
}

QString Observation::engineModelKey() const
{
    return modelKey() + QLatin1Char('|') + engine;
}

QString Observation::kindModelKey() const
{
    if (resolved.serving == Serving::Disaggregated)
        return {};
    return engineModelKey() + QLatin1Char('|') + gpu;
}

namespace calib {

QString measuredKey(const Observation &o, bool anyBuild)
{
    QString key = o.group + QLatin1Char('|') + QString::number(o.resolved.batch);
    if (!anyBuild && !o.engineVersion.isEmpty())
        key += QLatin1Char('|') + o.engineVersion;
    return key;
}

QString deploymentKey(const Observation &o, bool anyBuild)
{
    const QString &d = o.deployment.isEmpty() ? o.group : o.deployment;
    if (anyBuild || o.engineVersion.isEmpty())
        return d;
    return d + QLatin1Char('|') + o.engineVersion;
}

} // namespace calib

SpanWidening ProfileSet::spanWideningFor(const QString &gpu) const
{
    if (const auto it = spanWidening.constFind(gpu); it != spanWidening.constEnd())
        return *it;
    return spanWidening.value(QString());
}

std::optional<std::pair<double, double>> ProfileSet::correctedBand(bool ttft, int mode,
                                                                   const QString &gpu) const
{
    const auto &kinds = correctedBandOnKind[ttft ? 1 : 0][mode];
    if (const auto it = kinds.constFind(gpu); it != kinds.constEnd())
        return *it;
    return ttft ? correctedTtftBand[mode] : correctedTpotBand[mode];
}

QStringList ProfileSet::statedPlansFor(const Observation &o) const
{
    for (const QString &key : planKeys(o)) {
        if (const auto it = statedPlans.constFind(key); it != statedPlans.constEnd())
            return *it;
    }
    return {};
}

int ProfileSet::disaggGpuBudget(const QString &gpu) const
{
    if (const auto it = disaggGpus.constFind(gpu); it != disaggGpus.constEnd())
        return *it;
    return disaggGpus.value(QString(), 72);
}

void ProfileSet::addMeasured(const std::vector<Observation> &obs)
{
    for (const Observation &o : obs) {
        if (o.tpotMs > 0 && o.ttftMs > 0 && !o.batchAssumed && o.missing.isEmpty()) {
            // Under its build's key and under any build's: a run that names another build is
            // not answered by this measurement, one that names none is.
            measured.insert(measuredKey(o, false), {o.tpotMs, o.ttftMs});
            measured.insert(measuredKey(o, true), {o.tpotMs, o.ttftMs});
        }
    }
}

} // namespace moeplan::core
