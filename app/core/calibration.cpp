#include "calibration.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QtConcurrent/QtConcurrentMap>

#include <Eigen/Dense>
#include <unsupported/Eigen/LevenbergMarquardt>

#include <algorithm>
#include <climits>
#include <cmath>
#include <numeric>
#include <random>
#include <set>

namespace moeplan::core {

namespace {

QString tr(const char *s, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Calibration", s, disambiguation, n);
}

// Bounds keep the physics: an efficiency above the datasheet, a negative overhead or an overlap
// over 100% would let the fit memorise the sample instead of transferring to new hardware.
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
};

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

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const auto mid = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    if (v.size() % 2)
        return *mid;
    const double hi = *mid;
    return 0.5 * (hi + *std::max_element(v.begin(), mid));
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = q * double(v.size() - 1);
    const auto i = std::size_t(std::floor(pos));
    const double f = pos - double(i);
    return i + 1 < v.size() ? v[i] * (1 - f) + v[i + 1] * f : v[i];
}

/// Quantile q of values with weights (the smallest value whose cumulative weight reaches q of
/// the total).
double weightedQuantile(std::vector<std::pair<double, double>> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    double total = 0;
    for (const auto &[value, weight] : v)
        total += weight;
    double acc = 0;
    for (const auto &[value, weight] : v) {
        acc += weight;
        if (acc >= q * total)
            return value;
    }
    return v.back().first;
}

struct Predicted
{
    bool ok = false;
    double tpotMs = 0;
    double ttftMs = 0;
};

Predicted predictWith(const Observation &o, const CalibrationParams &p)
{
    const auto e = evaluate(o.resolved, p);
    if (!e)
        return {};
    return {true, e->tpotMs * std::exp(o.tpotOffset), e->ttftMs * std::exp(o.ttftOffset)};
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
    }

    CalibrationParams params(const Eigen::VectorXd &x) const
    {
        CalibrationParams p = base;
        for (std::size_t j = 0; j < free.size(); ++j)
            p.*kParams[free[j]].member = fromX(kParams[free[j]], x[Eigen::Index(j)]);
        return p;
    }

    int operator()(const Eigen::VectorXd &x, Eigen::VectorXd &f) const
    {
        const CalibrationParams p = params(x);
        Eigen::Index k = 0;
        const double wTtft = std::sqrt(options.ttftWeight);
        for (std::size_t i = 0; i < obs.size(); ++i) {
            if (!useTpot[i] && !useTtft[i])
                continue;
            const Predicted pr = predictWith(*obs[i], p);
            const double wt = weightTpot.empty() ? 1.0 : weightTpot[i];
            const double wf = weightTtft.empty() ? 1.0 : weightTtft[i];
            if (useTpot[i])
                f[k++] = pr.ok ? wt * std::log(pr.tpotMs / obs[i]->tpotMs) : 5.0;
            if (useTtft[i])
                f[k++] = pr.ok ? wf * wTtft * std::log(pr.ttftMs / obs[i]->ttftMs) : 5.0;
        }
        const double wPrior = std::sqrt(options.priorWeight);
        for (std::size_t j = 0; j < free.size(); ++j)
            f[k++] = wPrior * (x[Eigen::Index(j)] - prior[j]);
        return 0;
    }

    int df(const Eigen::VectorXd &x, Eigen::MatrixXd &jac) const
    {
        Eigen::VectorXd f0(values()), f1(values());
        (*this)(x, f0);
        Eigen::VectorXd xh = x;
        for (Eigen::Index j = 0; j < x.size(); ++j) {
            const double h = 1e-4 * std::max(1.0, std::abs(x[j]));
            xh[j] = x[j] + h;
            (*this)(xh, f1);
            jac.col(j) = (f1 - f0) / h;
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

/// Parameters only the TTFT of disaggregated runs depends on (fitted in a second stage).
bool isDisaggTtftParam(FitParam p)
{
    return p == FitParam::PrefillQueue || p == FitParam::KvTransferExposed ||
           p == FitParam::DisaggQueueFactor || p == FitParam::PoolPrefillEfficiency;
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
        out.notes << tr("no usable runs: every parameter kept at its datasheet prior");
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
                if (!base[i].ok || (!useTpot[i] && !useTtft[i]))
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
        out.notes << tr("runs at %n load point(s) only: overhead and efficiencies cannot be "
                        "separated; only the fixed overheads are fitted",
                        nullptr, int(loads.size()));

    std::vector<int> freeParams;
    for (int j = 0; j < kFitParamCount; ++j) {
        const int exercised = exercisedBy[std::size_t(j)];
        const auto p = FitParam(j);
        const bool overhead = p == FitParam::StepOverheadMs || p == FitParam::PrefillOverheadMs;
        auto &est = out.estimates[std::size_t(j)];
        if (options.without & (std::uint64_t(1) << j)) {
            est.note = tr("term taken out");
        } else if (degenerate && !overhead) {
            est.note = tr("kept prior: degenerate load");
        } else if (exercised < options.minRunsPerParameter) {
            est.note = tr("kept prior: %n run(s) exercise it", nullptr, exercised);
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
                             tr("underdetermined (%1 not stated): not fitted")
                                 .arg(o.missing.isEmpty() ? tr("batch per worker")
                                                          : o.missing.join(tr(" and ")))});
            continue;
        }
        usable.ttft[i] = o.ttftMs > 0;
        if (o.tpotMs <= 0)
            continue;
        const double roof = rooflineTpotMs(o);
        if (roof > 0 && o.tpotMs < 0.9 * roof) {
            flags.push_back(
                {o.runId, o.id,
                 tr("measured TPOT %1 ms is faster than the datasheet roofline (%2 ms) for its "
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
            flags.push_back({o.runId, o.id,
                             tr("outlier: measured %1 is %2x off the fitted model; not fitted")
                                 .arg(kind == 0 ? tr("TPOT") : tr("TTFT"))
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

/// Grouped folds: every group goes to one fold, groups shuffled with a fixed seed.
std::vector<int> foldsFor(const std::vector<Observation> &obs, int folds, unsigned seed)
{
    QMap<QString, int> groupIndex;
    for (const Observation &o : obs) {
        if (!groupIndex.contains(o.group))
            groupIndex.insert(o.group, int(groupIndex.size()));
    }
    std::vector<int> order(std::size_t(groupIndex.size()));
    std::iota(order.begin(), order.end(), 0);
    std::mt19937 rng(seed);
    std::shuffle(order.begin(), order.end(), rng);
    std::vector<int> foldOfGroup(order.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        foldOfGroup[std::size_t(order[i])] = int(i % std::size_t(folds));
    std::vector<int> out(obs.size());
    for (std::size_t i = 0; i < obs.size(); ++i)
        out[i] = foldOfGroup[std::size_t(groupIndex.value(obs[i].group))];
    return out;
}

/// Log residual quantiles (10%, 90%) of held-out predictions, for prediction intervals. With
/// `balanceKinds`, each GPU kind weighs the same whatever its number of runs: the interval of a
/// profile that transfers to a new kind describes the error on a kind, not on the kind with the
/// most runs.
void intervalsFromHeldOut(const std::vector<HeldOut> &held, Profile &p, bool balanceKinds = false)
{
    QHash<QString, int> perKind;
    for (const HeldOut &h : held)
        ++perKind[h.obs->gpu];
    std::vector<std::pair<double, double>> t, f;
    for (const HeldOut &h : held) {
        if (!h.prediction.ok)
            continue;
        if (!h.obs->missing.isEmpty())
            continue; // underdetermined: its interval is built from the span, not from these
        const double w = balanceKinds ? 1.0 / perKind.value(h.obs->gpu, 1) : 1.0;
        if (h.obs->tpotMs > 0 && !h.obs->batchAssumed)
            t.emplace_back(std::log(h.obs->tpotMs / h.prediction.tpotMs), w);
        if (h.obs->ttftMs > 0)
            f.emplace_back(std::log(h.obs->ttftMs / h.prediction.ttftMs), w);
    }
    if (t.size() >= 8) {
        p.tpotLogLo = weightedQuantile(t, 0.10);
        p.tpotLogHi = weightedQuantile(t, 0.90);
    }
    if (f.size() >= 8) {
        p.ttftLogLo = weightedQuantile(f, 0.10);
        p.ttftLogHi = weightedQuantile(f, 0.90);
    }
}

Prediction predictWithProfile(const Observation &o, const Profile &p, Provenance provenance,
                              const QString &text)
{
    Prediction out;
    const auto e = evaluate(o.resolved, p.params);
    if (!e) {
        out.reason = tr("the model cannot evaluate this deployment");
        return out;
    }
    out.ok = true;
    out.tpotMs = e->tpotMs * std::exp(o.tpotOffset);
    out.ttftMs = e->ttftMs * std::exp(o.ttftOffset);
    out.tpotLoMs = out.tpotMs * std::exp(p.tpotLogLo);
    out.tpotHiMs = out.tpotMs * std::exp(p.tpotLogHi);
    out.ttftLoMs = out.ttftMs * std::exp(p.ttftLogLo);
    out.ttftHiMs = out.ttftMs * std::exp(p.ttftLogHi);
    out.provenance = provenance;
    out.provenanceText = text;
    out.profile = &p;
    return out;
}

/// The error table row of `rows`: of the fully stated runs, or with `underdetermined` of the
/// runs that leave out what the model needs (their TPOT included: their interval spans it).
ErrorRow errorRow(const QString &group, const std::vector<const HeldOut *> &rows,
                  bool underdetermined = false)
{
    ErrorRow r;
    r.group = group;
    std::vector<double> t, f;
    int tIn = 0, fIn = 0;
    std::vector<double> tw, fw;
    for (const HeldOut *h : rows) {
        const Prediction &p = h->prediction;
        if (!p.ok || h->obs->missing.isEmpty() != !underdetermined)
            continue;
        if (p.tpotLoMs > 0)
            tw.push_back(p.tpotHiMs / p.tpotLoMs);
        if (p.ttftLoMs > 0)
            fw.push_back(p.ttftHiMs / p.ttftLoMs);
        if (h->obs->tpotMs > 0 && (underdetermined || !h->obs->batchAssumed)) {
            t.push_back(std::abs(p.tpotMs / h->obs->tpotMs - 1));
            tIn += h->obs->tpotMs >= p.tpotLoMs && h->obs->tpotMs <= p.tpotHiMs;
        }
        if (h->obs->ttftMs > 0) {
            f.push_back(std::abs(p.ttftMs / h->obs->ttftMs - 1));
            fIn += h->obs->ttftMs >= p.ttftLoMs && h->obs->ttftMs <= p.ttftHiMs;
        }
    }
    r.tpotCount = int(t.size());
    r.ttftCount = int(f.size());
    r.tpotMedianApe = median(t);
    r.tpotP90Ape = quantile(t, 0.9);
    r.ttftMedianApe = median(f);
    r.ttftP90Ape = quantile(f, 0.9);
    r.tpotCoverage = t.empty() ? 0 : double(tIn) / double(t.size());
    r.ttftCoverage = f.empty() ? 0 : double(fIn) / double(f.size());
    r.tpotMedianWidth = median(tw);
    r.ttftMedianWidth = median(fw);
    return r;
}

QVector<ErrorRow> rowsBy(const std::vector<HeldOut> &held,
                         const std::function<QString(const Observation &)> &key)
{
    QMap<QString, std::vector<const HeldOut *>> groups;
    for (const HeldOut &h : held)
        groups[key(*h.obs)].push_back(&h);
    QVector<ErrorRow> out;
    for (auto it = groups.begin(); it != groups.end(); ++it)
        out.push_back(errorRow(it.key(), it.value()));
    return out;
}

bool cancelled(const std::atomic_bool *c)
{
    return c && c->load();
}

} // namespace

const FitParamInfo &fitParamInfo(FitParam p)
{
    return kParams[int(p)];
}

namespace {
/// Stated deployments that cannot be what ran, read the way their exporters meant them (both
/// patterns are in public benchmark exports; docs/model.md, "Calibration"):
/// - Engines report the world size as the tensor-parallel size when attention runs data-parallel
///   (SGLang --enable-dp-attention, TensorRT-LLM enable_attention_dp). A stated attention TP that
///   does not divide the model's query heads cannot be tensor-parallel attention: for an MoE model
///   it is read as attention DP over the same GPUs with the experts spread over all of them
///   (wide EP, the recipe these engines publish for such deployments; a stated MoE TP of that
///   width cannot divide the experts' intermediate size either).
/// - Some exports write tp_size = TP x EP for an engine run with --tp T --ep E on T GPUs (the same
///   measurement appears elsewhere as tp T, ep E). A stated attention TP wider than the NVLink
///   domain (an all-reduce per layer over the network, which no serving recipe does) that equals
///   T x E with E dividing T is read as attention TP T with EP E on T GPUs.
/// - Likewise attention_dp_size = D x E for data-parallel attention D with EP E on E = D GPUs
///   (the same measurement appears elsewhere as dp D, ep E): a stated attention DP wider than the
///   NVLink domain whose experts are split E ways with MoE TP D (an MoE all-reduce per layer over
///   the network) is read as DP E with EP E.
Parallelism rereadDeployment(const ModelSpec &m, const GpuSpec &g, const Parallelism &p,
                             bool &reread)
{
    if (m.isMoe() && p.attnTp == 1 && p.attnDp > g.nvlinkDomain && p.moeEp > 1 &&
        p.moeTp == p.moeEp && p.moeTp * p.moeEp == p.attnDp) {
        reread = true;
        return Parallelism{1, p.moeEp, 1, p.moeEp};
    }
    if (!m.isMoe() || p.attnTp <= 1 || p.attnDp > 1)
        return p;
    if (m.attention.heads > 0 && m.attention.heads % p.attnTp != 0) {
        reread = true;
        return Parallelism{1, p.ranks(), 1, p.ranks()};
    }
    const int tp = p.moeTp; // the engine's TP when tp_size = TP x EP
    if (p.attnTp > g.nvlinkDomain && p.moeEp > 1 && tp > 1 && tp % p.moeEp == 0) {
        reread = true;
        return Parallelism{tp, 1, tp / p.moeEp, p.moeEp};
    }
    return p;
}
} // namespace

Placement placeRun(const Catalog &catalog, const RunRecord &run)
{
    Placement out;
    const ModelSpec *model = catalog.model(run.model.toStdString());
    if (!model) {
        out.reason = tr("model \"%1\" is not in the catalog (its runs join calibration once the "
                        "catalog describes it)")
                         .arg(run.model);
        return out;
    }
    const GpuSpec *gpu = catalog.gpu(run.gpu.toStdString());
    if (!gpu) {
        out.reason = tr("GPU kind \"%1\" is not in the catalog (its runs join calibration once "
                        "the catalog describes it)")
                         .arg(run.gpu);
        return out;
    }
    Scenario s;
    s.model = model->id;
    s.gpu = gpu->id;
    s.precision = run.precision.isEmpty() || !model->precision(run.precision.toStdString())
                      ? std::string("default")
                      : run.precision.toStdString();
    s.isl = std::max(1, run.isl);
    s.osl = std::max(2, run.osl);
    s.topology = run.topology == QLatin1String("nvl72") && gpu->nvlinkDomain >= 72
                     ? Topology::Nvl72
                     : Topology::HgxIb;
    if (run.acceptanceLength && *run.acceptanceLength > 1.0) {
        s.acceptanceLength = *run.acceptanceLength;
        s.draftTokens =
            std::max(run.draftTokens, int(std::ceil(*run.acceptanceLength - 1.0 - 1e-9)));
    }
    const double concurrency =
        run.concurrencyConfigured.value_or(run.concurrencyAchieved.value_or(0));

    Observation o;
    o.runId = run.id;
    o.id = run.notes.startsWith(QLatin1String("id="))
               ? run.notes.mid(3).section(QLatin1Char(';'), 0, 0)
               : QString::number(run.id);
    o.gpu = QString::fromStdString(gpu->id);
    o.engine = run.engine.isEmpty() ? QStringLiteral("any") : run.engine;
    o.model = QString::fromStdString(model->id);
    o.serving = run.serving;
    o.tpotMs = run.tpotMeanMs.value_or(run.tpotMedianMs.value_or(0));
    o.ttftMs = run.ttftMeanMs.value_or(run.ttftMedianMs.value_or(0));

    auto par = [](int tp, int dp, int ep) {
        tp = std::max(1, tp);
        dp = std::max(1, dp);
        ep = std::max(1, ep);
        Parallelism p{tp, dp, 1, ep};
        p.moeTp = (tp * dp) % ep == 0 ? tp * dp / ep : 0;
        return p;
    };
    if (run.serving == QLatin1String("disagg")) {
        s.serving = Serving::Disaggregated;
        const Parallelism decodeStated = par(run.decodeTp, run.decodeDp, run.decodeEp);
        s.prefill = {rereadDeployment(*model, *gpu,
                                      par(run.prefillTp, run.prefillDp, run.prefillEp),
                                      o.deploymentReread),
                     std::max(1, run.prefillWorkers), 0};
        s.decode = {rereadDeployment(*model, *gpu, decodeStated, o.deploymentReread),
                    std::max(1, run.decodeWorkers), 0};
        if (run.prefillWorkers < 1)
            o.missing << QStringLiteral("prefill workers");
        if (run.decodeWorkers < 1)
            o.missing << QStringLiteral("decode workers");
        o.batchAssumed = run.decodeWorkers < 1;
        o.concurrency = concurrency;
        int batch = 0;
        if (run.batchPerRank && *run.batchPerRank > 0)
            batch = int(std::lround(*run.batchPerRank * decodeStated.attnDp));
        else if (concurrency > 0)
            batch = int(std::lround(concurrency / s.decode.workers));
        if (o.concurrency <= 0 && batch > 0)
            o.concurrency = double(batch) * s.decode.workers;
        if (batch < 1) {
            out.reason = tr("run %1 has no load (concurrency or batch)").arg(o.id);
            return out;
        }
        s.decode.batch = batch;
        s.batch = batch;
        s.gpus = kMaxGpus;
        auto r = resolve(catalog, s);
        if (!r) {
            out.reason = tr("run %1: deployment cannot be evaluated (%2)")
                             .arg(o.id, QString::fromUtf8(errorName(r.error().code).data()));
            return out;
        }
        o.resolved = r.value();
    } else {
        const Parallelism stated = par(run.tp, run.attnDp, run.ep);
        const Parallelism p = rereadDeployment(*model, *gpu, stated, o.deploymentReread);
        // Replicas as stated: a re-read deployment is the same run on fewer GPUs.
        const int replicas = std::max(1, run.gpus / std::max(1, stated.ranks()));
        int batch = 0;
        if (run.batchPerRank && *run.batchPerRank > 0)
            batch = int(std::lround(*run.batchPerRank * stated.attnDp));
        else if (concurrency > 0)
            batch = int(std::lround(concurrency / replicas));
        if (batch < 1) {
            out.reason = tr("run %1 has no load (concurrency or batch)").arg(o.id);
            return out;
        }
        s.plan = PlanKind::TP;
        s.tp = 1;
        s.gpus = 1;
        s.batch = batch;
        auto base = resolve(catalog, s);
        auto r = base ? withParallelism(base.value(), p, replicas) : base;
        if (!r) {
            out.reason = tr("run %1: deployment cannot be evaluated (%2)")
                             .arg(o.id, QString::fromUtf8(errorName(r.error().code).data()));
            return out;
        }
        o.resolved = r.value();
        o.resolved.batch = batch;
        o.concurrency = double(batch) * replicas;
    }
    const Parallelism &d = o.resolved.decode.par;
    const Parallelism &pf = o.resolved.prefill.par;
    o.group = QStringLiteral("%1|%2|%3|%4|%5|%6x%7x%8x%9|%10x%11x%12x%13|%14|%15|%16")
                  .arg(o.model, o.gpu, o.engine, o.serving, QString::fromStdString(s.precision))
                  .arg(d.attnTp)
                  .arg(d.attnDp)
                  .arg(d.moeTp)
                  .arg(d.moeEp)
                  .arg(pf.attnTp)
                  .arg(pf.attnDp)
                  .arg(pf.moeTp)
                  .arg(pf.moeEp)
                  .arg(s.isl)
                  .arg(s.osl)
                  .arg(o.resolved.decode.count);
    out.obs = std::move(o);
    return out;
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
        p.notes << tr(
            "%n run(s) state a deployment that cannot be what ran (a tensor-parallel size that "
            "does not divide the attention heads, or TP x EP written as TP, or DP x EP as DP); "
            "read as their exporters meant them (docs/model.md)",
            nullptr, int(reread));
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
        // Inner fits start from the full fit and keep its flags: a few iterations suffice.
        FitOptions inner = options;
        inner.intervalsByInnerCv = false;
        inner.maxIterations = 8;
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
                fitOnce(train, trainTpot, trainTtft, inner, {}, {}, &p.params, &exercised);
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
        p.tpotLogLo *= 1.5;
        p.tpotLogHi *= 1.5;
        p.ttftLogLo *= 1.5;
        p.ttftLogHi *= 1.5;
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
        if (o.resolved.serving != Serving::Disaggregated || !o.missing.isEmpty())
            continue;
        for (const QString &key : {o.gpu, QString()}) {
            int &most = set.disaggGpus[key];
            most = std::max(most, o.resolved.gpusUsed);
        }
    }

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
    // not move its whole architecture on every other GPU kind.
    QMap<QString, std::vector<double>> rt, rf;
    for (qsizetype k = 0; k < kinds.size(); ++k) {
        const std::vector<const Observation *> &runs = byKind.value(kinds.at(k));
        const FirstPass &pass = firstPasses.at(k);
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const Observation &o = *runs[i];
            const Predicted p = predictWith(o, pass.params);
            if (!p.ok)
                continue;
            if (pass.usable.tpot[i])
                rt[o.modelKey()].push_back(std::log(o.tpotMs / p.tpotMs));
            if (pass.usable.ttft[i])
                rf[o.modelKey()].push_back(std::log(o.ttftMs / p.ttftMs));
        }
    }
    constexpr double kShrink = 20.0;
    for (auto it = rt.begin(); it != rt.end(); ++it) {
        ModelOffset off;
        off.runs = int(it.value().size());
        off.tpotLog = median(it.value()) * off.runs / (off.runs + kShrink);
        const std::vector<double> &f = rf[it.key()];
        off.ttftLog = f.empty() ? 0.0 : median(f) * double(f.size()) / (double(f.size()) + kShrink);
        set.modelOffsets.insert(it.key(), off);
    }
    for (Observation &o : obs) {
        const ModelOffset off = set.modelOffsets.value(o.modelKey());
        o.tpotOffset = off.tpotLog;
        o.ttftOffset = off.ttftLog;
    }

    // Stage 2: the profiles, fitted with the architecture offsets in place.
    const QList<Profile> fitted = QtConcurrent::blockingMapped(jobs, [&](const Job &job) {
        if (cancelled(cancel))
            return Profile{};
        FitOptions jobOptions = options;
        jobOptions.intervalsByKind = job.pooledKinds;
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
    return set;
}

QString Observation::modelKey() const
{
    const PrecisionSpec *p = resolved.shape.precision;
    return model + QLatin1Char('|') + (p ? QString::fromStdString(p->id) : QString());
}

namespace {
QString measuredKey(const Observation &o)
{
    return o.group + QLatin1Char('|') + QString::number(o.resolved.batch);
}
} // namespace

int ProfileSet::disaggGpuBudget(const QString &gpu) const
{
    if (const auto it = disaggGpus.constFind(gpu); it != disaggGpus.constEnd())
        return *it;
    return disaggGpus.value(QString(), 72);
}

void ProfileSet::addMeasured(const std::vector<Observation> &obs)
{
    for (const Observation &o : obs) {
        if (o.tpotMs > 0 && o.ttftMs > 0 && !o.batchAssumed && o.missing.isEmpty())
            measured.insert(measuredKey(o), {o.tpotMs, o.ttftMs});
    }
}

namespace {

struct Choice
{
    const Profile *profile = nullptr;
    Provenance provenance = Provenance::Datasheet;
    QString text;
};

/// The best profile for a run: its kind and engine's, else the engine's pooled over the
/// calibrated kinds, else the nearest calibrated kind's, else the datasheet.
Choice chooseProfile(const Catalog &catalog, const ProfileSet &profiles, const Observation &obs)
{
    if (const Profile *p = profiles.find(obs.gpu, obs.engine))
        return {p, Provenance::Calibrated, QStringLiteral("calibrated")};
    // A kind without runs: the engine's profile pooled over the calibrated kinds (the model
    // carries the datasheet ratios; pooled efficiencies and overheads transfer better than one
    // kind's, measured by leave-one-kind-out), else the nearest calibrated kind.
    for (const Profile &p : profiles.profiles) {
        if (p.provenance == Provenance::Transferred && p.engine == obs.engine)
            return {&p, Provenance::Transferred,
                    QStringLiteral("transferred from %1").arg(p.name())};
    }
    if (const Profile *p = profiles.nearest(catalog, obs.gpu, obs.engine))
        return {p, Provenance::Transferred, QStringLiteral("transferred from %1").arg(p->name())};
    static const Profile datasheet = [] {
        Profile p;
        p.gpu = QStringLiteral("datasheet");
        p.engine = QStringLiteral("any");
        p.params = CalibrationParams::datasheet();
        p.tpotLogLo = -0.7; // uncalibrated: a wide band (peers: rooflines 1.4-2x off)
        p.tpotLogHi = 0.7;
        p.ttftLogLo = -1.5;
        p.ttftLogHi = 1.5;
        return p;
    }();
    return {&datasheet, Provenance::Datasheet, QStringLiteral("datasheet")};
}

/// An underdetermined run (worker counts not stated): every worker count the GPU budget allows,
/// with at least one sequence per decode DP rank and a decode batch that fits in memory, is a
/// plausible deployment. The prediction is their median and the 80% interval spans them all,
/// each end widened by the profile's own interval.
Prediction predictSpan(const Observation &obs, const Choice &choice, int budget)
{
    const ResolvedScenario &base = obs.resolved;
    const Profile &p = *choice.profile;
    const bool prefillKnown = !obs.missing.contains(QLatin1String("prefill workers"));
    const bool decodeKnown = !obs.missing.contains(QLatin1String("decode workers"));
    const int prefillRanks = base.prefill.par.ranks();
    const int decodeRanks = base.decode.par.ranks();
    const double clients =
        obs.concurrency > 0 ? obs.concurrency : double(base.batch) * base.decode.count;
    static const std::vector<int> grid = {1,  2,  3,  4,  5,  6,  7,  8,  10, 12, 14,
                                          16, 20, 24, 28, 32, 40, 48, 56, 64, 96, 128};
    const std::vector<int> prefillCounts =
        prefillKnown ? std::vector<int>{base.prefill.count} : grid;
    const std::vector<int> decodeCounts = decodeKnown ? std::vector<int>{base.decode.count} : grid;
    std::vector<double> tpot, ttft;
    int pLo = INT_MAX, pHi = 0, dLo = INT_MAX, dHi = 0;
    for (int wp : prefillCounts) {
        for (int wd : decodeCounts) {
            const long long gpus = 1LL * wp * prefillRanks + 1LL * wd * decodeRanks;
            if (gpus > std::max(budget, prefillRanks + decodeRanks))
                continue;
            const int batch = int(std::lround(clients / wd));
            if (batch < std::max(1, base.decode.par.attnDp))
                continue;
            ResolvedScenario r = base;
            r.prefill.count = wp;
            r.decode.count = wd;
            r.batch = batch;
            r.gpusUsed = int(gpus);
            const auto e = evaluate(r, p.params);
            if (!e || !e->fits)
                continue;
            tpot.push_back(std::log(e->tpotMs) + obs.tpotOffset);
            ttft.push_back(std::log(e->ttftMs) + obs.ttftOffset);
            pLo = std::min(pLo, wp);
            pHi = std::max(pHi, wp);
            dLo = std::min(dLo, wd);
            dHi = std::max(dHi, wd);
        }
    }
    const QString missing = obs.missing.join(tr(" and "));
    if (tpot.empty()) {
        Prediction out = predictWithProfile(obs, p, choice.provenance, choice.text);
        out.underdetermined = true;
        out.reason = tr("underdetermined: %1 not stated, and no worker counts within %2 GPUs "
                        "hold its %3 clients in memory; one worker of each is assumed")
                         .arg(missing)
                         .arg(budget)
                         .arg(clients, 0, 'f', 0);
        return out;
    }
    Prediction out;
    out.ok = true;
    out.underdetermined = true;
    out.plausibleDeployments = int(tpot.size());
    out.tpotMs = std::exp(median(tpot));
    out.ttftMs = std::exp(median(ttft));
    out.tpotLoMs = std::exp(*std::min_element(tpot.begin(), tpot.end()) + p.tpotLogLo);
    out.tpotHiMs = std::exp(*std::max_element(tpot.begin(), tpot.end()) + p.tpotLogHi);
    out.ttftLoMs = std::exp(*std::min_element(ttft.begin(), ttft.end()) + p.ttftLogLo);
    out.ttftHiMs = std::exp(*std::max_element(ttft.begin(), ttft.end()) + p.ttftLogHi);
    out.provenance = choice.provenance;
    out.provenanceText = choice.text;
    out.profile = choice.profile;
    auto range = [](int lo, int hi) {
        return lo == hi ? QString::number(lo) : QStringLiteral("%1-%2").arg(lo).arg(hi);
    };
    out.reason = tr("underdetermined: %1 not stated; median over %n plausible deployment(s) "
                    "(%2 prefill and %3 decode workers within %4 GPUs, the most a stated "
                    "disaggregated deployment used in the history), the interval spans them all",
                    nullptr, out.plausibleDeployments)
                     .arg(missing, range(pLo, pHi), range(dLo, dHi))
                     .arg(budget);
    return out;
}

} // namespace

Prediction predict(const Catalog &catalog, const ProfileSet &profiles, const Observation &input)
{
    if (const auto it = profiles.measured.constFind(measuredKey(input));
        input.missing.isEmpty() && it != profiles.measured.constEnd()) {
        // This deployment was measured at this load: the measurement, with the run-to-run
        // spread of a calibrated profile around it where one exists.
        Prediction out;
        out.ok = true;
        out.tpotMs = it->first;
        out.ttftMs = it->second;
        const Profile *p = profiles.find(input.gpu, input.engine);
        const double tl = p ? std::min(p->tpotLogLo, -0.05) : -0.05;
        const double th = p ? std::max(p->tpotLogHi, 0.05) : 0.05;
        const double fl = p ? std::min(p->ttftLogLo, -0.1) : -0.1;
        const double fh = p ? std::max(p->ttftLogHi, 0.1) : 0.1;
        out.tpotLoMs = out.tpotMs * std::exp(0.5 * tl);
        out.tpotHiMs = out.tpotMs * std::exp(0.5 * th);
        out.ttftLoMs = out.ttftMs * std::exp(0.5 * fl);
        out.ttftHiMs = out.ttftMs * std::exp(0.5 * fh);
        out.provenance = Provenance::Measured;
        out.provenanceText = QStringLiteral("measured");
        out.profile = p;
        return out;
    }
    Observation obs = input;
    const ModelOffset off = profiles.modelOffsets.value(obs.modelKey());
    obs.tpotOffset = off.tpotLog;
    obs.ttftOffset = off.ttftLog;
    const Choice choice = chooseProfile(catalog, profiles, obs);
    if (!obs.missing.isEmpty())
        return predictSpan(obs, choice, profiles.disaggGpuBudget(obs.gpu));
    return predictWithProfile(obs, *choice.profile, choice.provenance, choice.text);
}

ValidationReport summarize(std::vector<HeldOut> heldOut, const QString &method)
{
    ValidationReport r;
    r.method = method;
    r.heldOut = std::move(heldOut);
    std::vector<const HeldOut *> all;
    for (const HeldOut &h : r.heldOut) {
        all.push_back(&h);
        r.predicted += h.prediction.ok ? 1 : 0;
    }
    r.overall = errorRow(QStringLiteral("all"), all);
    r.underdetermined = errorRow(QStringLiteral("underdetermined"), all, true);
    r.byGpu = rowsBy(r.heldOut, [](const Observation &o) { return o.gpu; });
    r.byEngine = rowsBy(r.heldOut, [](const Observation &o) { return o.engine; });
    r.byModel = rowsBy(r.heldOut, [](const Observation &o) { return o.model; });
    r.byMode = rowsBy(r.heldOut, [](const Observation &o) { return o.serving; });
    return r;
}

ValidationReport crossValidate(const Catalog &catalog, const std::vector<Observation> &obs,
                               int folds, const FitOptions &options, const std::atomic_bool *cancel,
                               const CalibrationProgress &progress)
{
    folds = std::max(2, folds);
    const std::vector<int> fold = foldsFor(obs, folds, 20261129);
    std::vector<HeldOut> held;
    std::vector<ProfileSet> sets;
    for (int k = 0; k < folds; ++k) {
        std::vector<Observation> train;
        for (std::size_t i = 0; i < obs.size(); ++i) {
            if (fold[i] != k)
                train.push_back(obs[i]);
        }
        if (cancelled(cancel))
            break;
        CalibrationProgress foldProgress;
        if (progress) {
            foldProgress = [&progress, k, folds](int done, int total) {
                progress(k * 1000 + (total > 0 ? 1000 * done / total : 1000), folds * 1000);
            };
        }
        const ProfileSet set = fitProfiles(train, options, cancel, foldProgress);
        for (std::size_t i = 0; i < obs.size(); ++i) {
            if (fold[i] != k)
                continue;
            HeldOut h;
            h.obs = &obs[i];
            h.prediction = predict(catalog, set, obs[i]);
            h.prediction.profile = nullptr; // the set dies with this fold
            held.push_back(h);
        }
    }
    return summarize(std::move(held),
                     tr("%1-fold cross-validation grouped by deployment").arg(folds));
}

ValidationReport leaveOneGpuOut(const Catalog &catalog, const std::vector<Observation> &obs,
                                const FitOptions &options, const std::atomic_bool *cancel)
{
    std::set<QString> gpus;
    for (const Observation &o : obs)
        gpus.insert(o.gpu);
    std::vector<HeldOut> held;
    for (const QString &gpu : gpus) {
        if (cancelled(cancel))
            break;
        std::vector<Observation> train;
        for (const Observation &o : obs) {
            if (o.gpu != gpu)
                train.push_back(o);
        }
        const ProfileSet set = fitProfiles(train, options, cancel);
        for (const Observation &o : obs) {
            if (o.gpu != gpu)
                continue;
            HeldOut h;
            h.obs = &o;
            h.prediction = predict(catalog, set, o);
            h.prediction.profile = nullptr;
            held.push_back(h);
        }
    }
    return summarize(std::move(held), tr("leave-one-GPU-kind-out (transferred profiles)"));
}

StoredProfile toStored(const Profile &p)
{
    StoredProfile s;
    s.name = p.name();
    s.gpu = p.gpu;
    s.engine = p.engine;
    s.fittedAt = p.fittedAt;
    s.provenance = QString::fromUtf8(provenanceName(p.provenance).data());
    s.transferredFrom = p.transferredFrom;
    QJsonObject params;
    for (int j = 0; j < kFitParamCount; ++j) {
        const ParamEstimate &e = p.estimates[std::size_t(j)];
        params.insert(QLatin1String(kParams[j].key),
                      QJsonObject{{QStringLiteral("value"), e.value},
                                  {QStringLiteral("std_error"), e.stdError},
                                  {QStringLiteral("fitted"), e.status == ParamStatus::Fitted},
                                  {QStringLiteral("note"), e.note}});
    }
    QJsonArray notes;
    for (const QString &n : p.notes)
        notes.append(n);
    const QJsonObject doc{
        {QStringLiteral("parameters"), params},
        {QStringLiteral("interval_80"), QJsonObject{{QStringLiteral("tpot_log_lo"), p.tpotLogLo},
                                                    {QStringLiteral("tpot_log_hi"), p.tpotLogHi},
                                                    {QStringLiteral("ttft_log_lo"), p.ttftLogLo},
                                                    {QStringLiteral("ttft_log_hi"), p.ttftLogHi}}},
        {QStringLiteral("flagged_runs"), int(p.flags.size())},
        {QStringLiteral("notes"), notes}};
    s.paramsJson = QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact));
    s.runCount = p.runCount;
    s.tpotMedianApe = p.tpotMedianApe;
    s.ttftMedianApe = p.ttftMedianApe;
    s.notes = p.notes.join(QStringLiteral("; "));
    s.runIds = p.runIds;
    return s;
}

std::optional<Profile> fromStored(const StoredProfile &s, QString *error)
{
    QJsonParseError perr{};
    const QJsonObject doc = QJsonDocument::fromJson(s.paramsJson.toUtf8(), &perr).object();
    if (perr.error != QJsonParseError::NoError) {
        if (error)
            *error = tr("profile %1: parameters are not valid JSON").arg(s.name);
        return std::nullopt;
    }
    Profile p;
    p.gpu = s.gpu;
    p.engine = s.engine;
    p.fittedAt = s.fittedAt;
    p.transferredFrom = s.transferredFrom;
    p.provenance = s.provenance == QLatin1String("transferred") ? Provenance::Transferred
                                                                : Provenance::Calibrated;
    p.params = CalibrationParams::datasheet();
    const QJsonObject params = doc.value(QLatin1String("parameters")).toObject();
    // A profile stored before a term existed was fitted without it: a missing parameter takes
    // the value that leaves the term out (CalibrationParams' own defaults: MoE kernels as fast
    // as dense, no per-MoE-layer cost, the full FP8/FP4 peak, no DP-prefill stall, no budget on
    // the prompt tokens a step takes).
    const CalibrationParams without;
    for (int j = 0; j < kFitParamCount; ++j) {
        const QLatin1String key(kParams[j].key);
        if (!params.contains(key)) {
            p.params.*kParams[j].member = without.*kParams[j].member;
            p.estimates[std::size_t(j)] = {without.*kParams[j].member, 0, ParamStatus::Prior, {}};
            continue;
        }
        const QJsonObject e = params.value(key).toObject();
        const double v = e.value(QLatin1String("value")).toDouble(NAN);
        if (!std::isfinite(v) || v < kParams[j].lower || v > kParams[j].upper) {
            if (error)
                *error =
                    tr("profile %1: %2 out of range").arg(s.name, QLatin1String(kParams[j].key));
            return std::nullopt;
        }
        p.params.*kParams[j].member = v;
        p.estimates[std::size_t(j)] = {
            v, e.value(QLatin1String("std_error")).toDouble(),
            e.value(QLatin1String("fitted")).toBool() ? ParamStatus::Fitted : ParamStatus::Prior,
            e.value(QLatin1String("note")).toString()};
    }
    const QJsonObject iv = doc.value(QLatin1String("interval_80")).toObject();
    p.tpotLogLo = iv.value(QLatin1String("tpot_log_lo")).toDouble(p.tpotLogLo);
    p.tpotLogHi = iv.value(QLatin1String("tpot_log_hi")).toDouble(p.tpotLogHi);
    p.ttftLogLo = iv.value(QLatin1String("ttft_log_lo")).toDouble(p.ttftLogLo);
    p.ttftLogHi = iv.value(QLatin1String("ttft_log_hi")).toDouble(p.ttftLogHi);
    p.runCount = s.runCount;
    p.runIds = s.runIds;
    p.tpotMedianApe = s.tpotMedianApe.value_or(0);
    p.ttftMedianApe = s.ttftMedianApe.value_or(0);
    for (const QJsonValue &n : doc.value(QLatin1String("notes")).toArray())
        p.notes << n.toString();
    return p;
}

QVector<StoredProfile> toStoredSet(const ProfileSet &set)
{
    QVector<StoredProfile> out;
    for (const Profile &p : set.profiles)
        out.push_back(toStored(p));
    QJsonObject offsets;
    for (auto it = set.modelOffsets.begin(); it != set.modelOffsets.end(); ++it) {
        offsets.insert(it.key(), QJsonObject{{QStringLiteral("tpot_log"), it->tpotLog},
                                             {QStringLiteral("ttft_log"), it->ttftLog},
                                             {QStringLiteral("runs"), it->runs}});
    }
    StoredProfile o;
    o.name = QLatin1String(kModelOffsetsProfile);
    o.provenance = QStringLiteral("calibrated");
    o.fittedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QJsonObject budgets;
    for (auto it = set.disaggGpus.begin(); it != set.disaggGpus.end(); ++it)
        budgets.insert(it.key().isEmpty() ? QStringLiteral("*") : it.key(), it.value());
    o.paramsJson =
        QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("model_offsets"), offsets},
                                                    {QStringLiteral("disagg_gpus"), budgets}})
                              .toJson(QJsonDocument::Compact));
    o.notes = tr("per model and precision: log factors on predicted TPOT and TTFT");
    out.push_back(o);
    return out;
}

ProfileSet fromStoredSet(const QVector<StoredProfile> &stored, QString *error)
{
    ProfileSet set;
    for (const StoredProfile &s : stored) {
        if (s.name == QLatin1String(kModelOffsetsProfile)) {
            const QJsonObject doc = QJsonDocument::fromJson(s.paramsJson.toUtf8()).object();
            const QJsonObject offsets = doc.value(QLatin1String("model_offsets")).toObject();
            const QJsonObject budgets = doc.value(QLatin1String("disagg_gpus")).toObject();
            for (auto it = budgets.begin(); it != budgets.end(); ++it) {
                const int g = it.value().toInt();
                if (g >= 1 && g <= kMaxGpus)
                    set.disaggGpus.insert(it.key() == QLatin1String("*") ? QString() : it.key(), g);
            }
            for (auto it = offsets.begin(); it != offsets.end(); ++it) {
                const QJsonObject o = it.value().toObject();
                ModelOffset off;
                off.tpotLog = std::clamp(o.value(QLatin1String("tpot_log")).toDouble(), -3.0, 3.0);
                off.ttftLog = std::clamp(o.value(QLatin1String("ttft_log")).toDouble(), -3.0, 3.0);
                off.runs = o.value(QLatin1String("runs")).toInt();
                set.modelOffsets.insert(it.key(), off);
            }
            continue;
        }
        if (s.name == QLatin1String(kValidationProfile))
            continue;
        QString err;
        if (auto p = fromStored(s, &err))
            set.profiles.push_back(std::move(*p));
        else if (error && error->isEmpty())
            *error = err;
    }
    return set;
}

namespace {

QJsonObject rowJson(const ErrorRow &r)
{
    return {{QStringLiteral("group"), r.group},
            {QStringLiteral("tpot"), QJsonArray{r.tpotCount, r.tpotMedianApe, r.tpotP90Ape,
                                                r.tpotCoverage, r.tpotMedianWidth}},
            {QStringLiteral("ttft"), QJsonArray{r.ttftCount, r.ttftMedianApe, r.ttftP90Ape,
                                                r.ttftCoverage, r.ttftMedianWidth}}};
}

ErrorRow rowFromJson(const QJsonObject &o)
{
    ErrorRow r;
    r.group = o.value(QLatin1String("group")).toString();
    const QJsonArray t = o.value(QLatin1String("tpot")).toArray();
    const QJsonArray f = o.value(QLatin1String("ttft")).toArray();
    auto at = [](const QJsonArray &a, int i) {
        const double v = a.at(i).toDouble();
        return std::isfinite(v) ? std::max(0.0, v) : 0.0;
    };
    r.tpotCount = t.at(0).toInt();
    r.tpotMedianApe = at(t, 1);
    r.tpotP90Ape = at(t, 2);
    r.tpotCoverage = at(t, 3);
    r.tpotMedianWidth = at(t, 4);
    r.ttftCount = f.at(0).toInt();
    r.ttftMedianApe = at(f, 1);
    r.ttftP90Ape = at(f, 2);
    r.ttftCoverage = at(f, 3);
    r.ttftMedianWidth = at(f, 4);
    return r;
}

QJsonArray rowsJson(const QVector<ErrorRow> &rows)
{
    QJsonArray a;
    for (const ErrorRow &r : rows)
        a.append(rowJson(r));
    return a;
}

QVector<ErrorRow> rowsFromJson(const QJsonValue &v)
{
    QVector<ErrorRow> out;
    for (const QJsonValue &r : v.toArray())
        out.push_back(rowFromJson(r.toObject()));
    return out;
}

} // namespace

StoredProfile toStoredValidation(const ValidationReport &report,
                                 const QVector<HeldOutPoint> &heldOut)
{
    // Points as arrays (a history of thousands of runs stays a few hundred kB).
    QJsonArray points;
    for (const HeldOutPoint &p : heldOut) {
        points.append(QJsonArray{double(p.runId), p.id, p.gpu, p.engine, p.model, p.serving,
                                 p.measuredTpotMs, p.measuredTtftMs, p.ok, p.tpotMs, p.tpotLoMs,
                                 p.tpotHiMs, p.ttftMs, p.ttftLoMs, p.ttftHiMs, p.provenance});
    }
    const QJsonObject doc{{QStringLiteral("method"), report.method},
                          {QStringLiteral("predicted"), report.predicted},
                          {QStringLiteral("unplaced"), report.unplaced},
                          {QStringLiteral("overall"), rowJson(report.overall)},
                          {QStringLiteral("underdetermined"), rowJson(report.underdetermined)},
                          {QStringLiteral("by_gpu"), rowsJson(report.byGpu)},
                          {QStringLiteral("by_engine"), rowsJson(report.byEngine)},
                          {QStringLiteral("by_model"), rowsJson(report.byModel)},
                          {QStringLiteral("by_mode"), rowsJson(report.byMode)},
                          {QStringLiteral("points"), points}};
    StoredProfile s;
    s.name = QLatin1String(kValidationProfile);
    s.provenance = QStringLiteral("calibrated");
    s.fittedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    s.paramsJson = QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact));
    s.runCount = int(heldOut.size());
    s.notes = tr("cross-validated errors of the profiles stored with it");
    return s;
}

std::optional<StoredValidation> validationFromStored(const QVector<StoredProfile> &stored)
{
    for (const StoredProfile &s : stored) {
        if (s.name != QLatin1String(kValidationProfile))
            continue;
        QJsonParseError err{};
        const QJsonObject doc = QJsonDocument::fromJson(s.paramsJson.toUtf8(), &err).object();
        if (err.error != QJsonParseError::NoError || !doc.contains(QLatin1String("overall")))
            return std::nullopt;
        StoredValidation v;
        v.at = s.fittedAt;
        ValidationReport &r = v.report;
        r.method = doc.value(QLatin1String("method")).toString();
        r.predicted = doc.value(QLatin1String("predicted")).toInt();
        r.unplaced = doc.value(QLatin1String("unplaced")).toInt();
        r.overall = rowFromJson(doc.value(QLatin1String("overall")).toObject());
        r.underdetermined = rowFromJson(doc.value(QLatin1String("underdetermined")).toObject());
        r.byGpu = rowsFromJson(doc.value(QLatin1String("by_gpu")));
        r.byEngine = rowsFromJson(doc.value(QLatin1String("by_engine")));
        r.byModel = rowsFromJson(doc.value(QLatin1String("by_model")));
        r.byMode = rowsFromJson(doc.value(QLatin1String("by_mode")));
        for (const QJsonValue &pv : doc.value(QLatin1String("points")).toArray()) {
            const QJsonArray a = pv.toArray();
            if (a.size() < 16)
                continue;
            auto num = [&](int i) {
                const double d = a.at(i).toDouble();
                return std::isfinite(d) && d > 0 ? d : 0.0;
            };
            HeldOutPoint p;
            p.runId = qint64(a.at(0).toDouble());
            p.id = a.at(1).toString();
            p.gpu = a.at(2).toString();
            p.engine = a.at(3).toString();
            p.model = a.at(4).toString();
            p.serving = a.at(5).toString();
            p.measuredTpotMs = num(6);
            p.measuredTtftMs = num(7);
            p.ok = a.at(8).toBool();
            p.tpotMs = num(9);
            p.tpotLoMs = num(10);
            p.tpotHiMs = num(11);
            p.ttftMs = num(12);
            p.ttftLoMs = num(13);
            p.ttftHiMs = num(14);
            p.provenance = a.at(15).toString();
            v.heldOut.push_back(p);
        }
        return v;
    }
    return std::nullopt;
}

QVector<HeldOutPoint> flattenHeldOut(const std::vector<HeldOut> &heldOut)
{
    QVector<HeldOutPoint> out;
    out.reserve(qsizetype(heldOut.size()));
    for (const HeldOut &h : heldOut) {
        if (!h.obs)
            continue;
        const Observation &o = *h.obs;
        const Prediction &p = h.prediction;
        HeldOutPoint pt;
        pt.runId = o.runId;
        pt.id = o.id;
        pt.gpu = o.gpu;
        pt.engine = o.engine;
        pt.model = o.model;
        pt.serving = o.serving;
        // As errorRow() counts them: a TPOT whose batch per worker was assumed is not compared.
        pt.measuredTpotMs = o.batchAssumed ? 0.0 : o.tpotMs;
        pt.measuredTtftMs = o.ttftMs;
        pt.ok = p.ok;
        pt.tpotMs = p.tpotMs;
        pt.tpotLoMs = p.tpotLoMs;
        pt.tpotHiMs = p.tpotHiMs;
        pt.ttftMs = p.ttftMs;
        pt.ttftLoMs = p.ttftLoMs;
        pt.ttftHiMs = p.ttftHiMs;
        pt.provenance = p.ok ? p.provenanceText : p.reason;
        out.push_back(pt);
    }
    return out;
}

Recalibration recalibrate(HistoryStore &store, const Catalog &catalog, const FitOptions &options,
                          const RecalibrationControl &control)
{
    // Percent of the whole per stage: reading is quick; with cross-validation, its k fits of
    // ~(k-1)/k of the runs each outweigh the fit on all of them.
    const bool validate = control.folds >= 2;
    const int fitShare = validate ? 100 / (control.folds + 1) : 95;
    auto report = [&](RecalibrationStage stage, int percent) {
        if (control.progress)
            control.progress(stage, std::clamp(percent, 0, 100));
    };
    auto stopped = [&](Recalibration &out) {
        out.cancelled = cancelled(control.cancel);
        return out.cancelled;
    };

    Recalibration out;
    report(RecalibrationStage::ReadingRuns, 0);
    QString err;
    // Read before the runs: runs that change after it leave the profiles stale (next refit).
    const qint64 generation = store.runsGeneration(&err);
    const QVector<RunRecord> runs = err.isEmpty() ? store.runs({}, &err) : QVector<RunRecord>();
    if (!err.isEmpty()) {
        out.error = err;
        return out;
    }
    std::vector<Observation> obs;
    for (const RunRecord &r : runs) {
        Placement p = placeRun(catalog, r);
        if (p.obs)
            obs.push_back(std::move(*p.obs));
        else
            ++out.unplaced;
    }
    out.runs = int(obs.size());
    if (obs.empty() || stopped(out))
        return out;

    report(RecalibrationStage::Fitting, 1);
    CalibrationProgress fitProgress;
    if (control.progress) {
        fitProgress = [&](int done, int total) {
            report(RecalibrationStage::Fitting, 1 + (fitShare - 1) * done / std::max(1, total));
        };
    }
    ProfileSet set = fitProfiles(obs, options, control.cancel, fitProgress);
    if (stopped(out))
        return out;

    if (validate) {
        report(RecalibrationStage::CrossValidating, fitShare);
        CalibrationProgress cvProgress;
        if (control.progress) {
            cvProgress = [&](int done, int total) {
                report(RecalibrationStage::CrossValidating,
                       fitShare + (99 - fitShare) * done / std::max(1, total));
            };
        }
        ValidationReport cv =
            crossValidate(catalog, obs, control.folds, options, control.cancel, cvProgress);
        if (stopped(out))
            return out;
        out.heldOut = flattenHeldOut(cv.heldOut);
        cv.heldOut.clear();
        out.validation = std::move(cv);
    }

    report(RecalibrationStage::Saving, 99);
    QVector<StoredProfile> toSave = toStoredSet(set);
    if (out.validation)
        toSave.push_back(toStoredValidation(*out.validation, out.heldOut));
    out.error = store.saveProfiles(toSave, /*replaceAll*/ true, generation);
    if (out.error.isEmpty()) {
        for (const Profile &p : set.profiles)
            out.fitted << p.name();
        out.profiles = std::move(set);
        report(RecalibrationStage::Saving, 100);
    }
    return out;
}

} // namespace moeplan::core
