#include "sizing.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace moeplan {

namespace {

/// The busiest a prefill pool may be in a sized deployment: above it the closed-loop wait
/// grows without bound and the decode batch would not stay full.
constexpr double kMaxPrefillUtilization = 0.9;
/// Prefill worker shapes: small, since prefill is compute-bound and its GEMMs are large.
constexpr int kMaxPrefillRanks = 32;

bool finiteNonNegative(double v) noexcept
{
    return std::isfinite(v) && v >= 0;
}

int ceilDiv(double a, double b) noexcept
{
    const double q = std::ceil(a / b - 1e-9);
    return q > 1e9 ? std::numeric_limits<int>::max() : std::max(1, static_cast<int>(q));
}

/// The candidate's offsets, and `c`, the correction of a deployment the history measured.
void applyParams(Evaluation &e, const SizingParams &p, const PlanCorrection *c) noexcept
{
    double step = p.stepFactor, ttft = p.ttftFactor;
    if (c) {
        step *= c->stepFactor;
        ttft *= c->ttftFactor;
    }
    applyOffsets(e, step, ttft);
}

struct Evaluator
{
    const SizingCandidate &cand;
    const SizingRequest &req;
    long &count;

    /// `r`, with the correction of the deployment it is, if the history measured it.
    Result<Evaluation> operator()(const ResolvedScenario &r) const
    {
        return withCorrection(r, correctionOf(cand.paramsFor(r.serving), r.serving, r.decode.par,
                                              r.decode.count, r.prefill.par));
    }
    /// `r`, with correction `c` (null: none).
    Result<Evaluation> withCorrection(const ResolvedScenario &r, const PlanCorrection *c) const
    {
        ++count;
        auto e = evaluate(r, cand.paramsFor(r.serving).params);
        if (e)
            applyParams(e.value(), cand.paramsFor(r.serving), c);
        return e;
    }
    bool meetsSpeed(const Evaluation &e) const
    {
        return e.tokensPerSecondPerUser >= req.target.minTokensPerSecondPerUser * (1 - 1e-12);
    }
    bool meetsTtft(const Evaluation &e) const
    {
        return req.target.maxTtftMs <= 0 || e.ttftMs <= req.target.maxTtftMs;
    }
};

SizingFailure speedFailure(const Evaluation &e) noexcept
{
    switch (e.binding) {
    case Ceiling::Overhead:
        return SizingFailure::OverheadWall;
    case Ceiling::Interconnect:
        return SizingFailure::Interconnect;
    default:
        return SizingFailure::Sla;
    }
}

/// What one family's search has learned, to name its failure.
struct FamilyState
{
    int bestGpus = std::numeric_limits<int>::max();
    double bestPerUser = 0;
    bool found = false;
    SizingOption best;
    bool metSpeed = false;     ///< some shape met the speed floor (alone) in memory
    bool metTtft = false;      ///< ... and the TTFT limit
    bool withinBudget = false; ///< ... and the target within the GPU budget
    bool anyFits = false;
    bool anyEvaluated = false;
    SizingFailure speedReason = SizingFailure::Sla;
    double reachedPerUser = 0;
    double reachedTokensPerSecond = 0;
    double reachedTtftMs = std::numeric_limits<double>::infinity();

    void offer(const SizingOption &o)
    {
        if (!found || o.gpus < bestGpus ||
            (o.gpus == bestGpus && o.tokensPerSecondPerUser > bestPerUser)) {
            best = o;
            bestGpus = o.gpus;
            bestPerUser = o.tokensPerSecondPerUser;
            found = true;
        }
    }
    void alone(const Evaluation &e)
    {
        anyEvaluated = true;
        if (!e.fits)
            return;
        anyFits = true;
        if (e.tokensPerSecondPerUser > reachedPerUser) {
            reachedPerUser = e.tokensPerSecondPerUser;
            speedReason = speedFailure(e);
        }
    }
    bool hasTtftLimit = false;

    SizingFailure failure(bool disagg) const
    {
        if (found)
            return SizingFailure::None;
        if (!anyEvaluated)
            return SizingFailure::Evaluation;
        if (!anyFits)
            return SizingFailure::Memory;
        if (!metSpeed)
            return speedReason;
        if (!disagg && !metTtft)
            return SizingFailure::Ttft;
        if (!withinBudget)
            return SizingFailure::GpuBudget;
        // Disaggregated: the decode pool fits the budget; no prefill pool meets the TTFT
        // limit, or (without one) keeps up within the GPUs left.
        return hasTtftLimit && !metTtft ? SizingFailure::Ttft : SizingFailure::GpuBudget;
    }
};

/// Tracks the closest miss when nothing meets the target.
struct Nearest
{
    bool has = false;
    double score = std::numeric_limits<double>::infinity();
    SizingOption option;
    double perUser = 0, throughput = 0, ttft = 0;

    void offer(const SizingOption &o, const SizingTarget &t)
    {
        const double pu =
            t.minTokensPerSecondPerUser > 0
                ? std::max(0.0, 1 - o.tokensPerSecondPerUser / t.minTokensPerSecondPerUser)
                : 0.0;
        const double th = std::max(0.0, 1 - o.tokensPerSecond / t.tokensPerSecond);
        const double tt = t.maxTtftMs > 0 ? std::max(0.0, o.ttftMs / t.maxTtftMs - 1) : 0.0;
        const double s = pu + th + tt + 1e-9 * o.gpus;
        if (s < score) {
            score = s;
            option = o;
            perUser = pu;
            throughput = th;
            ttft = tt;
            has = true;
        }
    }
};

WorkerPlan workerPlan(const Parallelism &p, int workers, int batch)
{
    WorkerPlan w;
    w.parallelism = p;
    w.workers = workers;
    w.batch = batch;
    return w;
}

} // namespace

std::string_view familyName(SizingFamily f) noexcept
{
    switch (f) {
    case SizingFamily::TpReplicas:
        return "tp-replicas";
    case SizingFamily::EpDpAttention:
        return "ep-dp";
    case SizingFamily::TpEp:
        return "tp-ep";
    }
    return "tp-replicas";
}

std::string_view failureName(SizingFailure f) noexcept
{
    switch (f) {
    case SizingFailure::None:
        return "none";
    case SizingFailure::Unplaceable:
        return "unplaceable";
    case SizingFailure::Memory:
        return "memory";
    case SizingFailure::OverheadWall:
        return "overhead_wall";
    case SizingFailure::Interconnect:
        return "interconnect";
    case SizingFailure::Sla:
        return "sla";
    case SizingFailure::Ttft:
        return "ttft";
    case SizingFailure::GpuBudget:
        return "gpu_budget";
    case SizingFailure::Evaluation:
        return "evaluation";
    }
    return "none";
}

std::vector<SizingShape> shapesUpTo(int maxRanks)
{
    std::vector<SizingShape> out;
    for (int k = 1; k <= maxRanks; k *= 2)
        out.push_back({SizingFamily::TpReplicas, {k, 1, k, 1}});
    std::vector<int> eps;
    for (int e : {2, 4})
        if (e <= maxRanks)
            eps.push_back(e);
    for (int e = 8; e <= maxRanks; e += 8)
        eps.push_back(e);
    for (int e : eps) {
        for (int t : {1, 2, 4, 8}) {
            if (t > e || e % t != 0)
                continue;
            out.push_back(
                {t == 1 ? SizingFamily::EpDpAttention : SizingFamily::TpEp, {t, e / t, 1, e}});
        }
    }
    return out;
}

Scenario aggregatedScenario(const Scenario &workload, const std::string &gpu, Topology t,
                            const SizingShape &shape, int replicas, int batch)
{
    Scenario s = workload;
    s.gpu = gpu;
    s.topology = t;
    s.serving = Serving::Aggregated;
    s.prefill = {};
    s.decode = {};
    s.batch = batch;
    const int ranks = shape.par.ranks();
    s.gpus = ranks * replicas;
    if (shape.family == SizingFamily::TpReplicas) {
        s.plan = replicas == 1 ? PlanKind::TP : PlanKind::TPReplicas;
        s.tp = shape.par.attnTp;
        s.ep = 1;
    } else {
        s.plan = PlanKind::EP;
        s.tp = shape.par.attnTp;
        s.ep = shape.par.moeEp;
    }
    return s;
}

double deploymentPowerW(const GpuEconomics &e, int gpus) noexcept
{
    if (gpus <= 0)
        return 0;
    const double perNode = std::max(1, e.gpusPerNode);
    return gpus * (std::max(0.0, e.wattsPerGpu) + std::max(0.0, e.overheadWattsPerNode) / perNode) *
           (1.0 + std::max(0.0, e.facilityOverhead));
}

const PlanCorrection *correctionOf(const SizingParams &params, Serving serving,
                                   const Parallelism &shape, int decodeWorkers,
                                   const Parallelism &prefillShape) noexcept
{
    for (const PlanCorrection &c : params.corrections) {
        if (c.serving != serving || c.shape != shape)
            continue;
        if (serving == Serving::Aggregated ||
            (c.decodeWorkers == decodeWorkers && c.prefillShape == prefillShape))
            return &c;
    }
    return nullptr;
}

void applyOffsets(Evaluation &e, double stepFactor, double ttftFactor) noexcept
{
    if (stepFactor != 1.0) {
        for (double &ms : e.breakdownMs)
            ms *= stepFactor;
        e.stepMs *= stepFactor;
        e.computeMs *= stepFactor;
        e.memoryMs *= stepFactor;
        e.commTotalMs *= stepFactor;
        e.commExposedMs *= stepFactor;
        e.overheadMs *= stepFactor;
        e.tpotMs *= stepFactor;
        e.tokensPerSecondPerUser /= stepFactor;
        e.throughputTokensPerSecond /= stepFactor;
        e.throughputPerGpu /= stepFactor;
        e.computeUtilization /= stepFactor;
        e.hbmUtilization /= stepFactor;
    }
    e.ttftMs *= ttftFactor;
}

void sortOptions(std::vector<SizingOption> &options, SizingOrder order)
{
    auto cost = [](const SizingOption &o) {
        return o.usdPerHour > 0 ? o.usdPerHour : std::numeric_limits<double>::infinity();
    };
    auto power = [](const SizingOption &o) {
        return o.powerW > 0 ? o.powerW : std::numeric_limits<double>::infinity();
    };
    std::stable_sort(
        options.begin(), options.end(), [&](const SizingOption &a, const SizingOption &b) {
            auto key = [&](const SizingOption &o) {
                switch (order) {
                case SizingOrder::Cost:
                    return std::make_tuple(cost(o), double(o.gpus), -o.tokensPerSecondPerUser);
                case SizingOrder::Gpus:
                    return std::make_tuple(double(o.gpus), cost(o), -o.tokensPerSecondPerUser);
                case SizingOrder::Power:
                    return std::make_tuple(power(o), double(o.gpus), -o.tokensPerSecondPerUser);
                }
                return std::make_tuple(0.0, 0.0, 0.0);
            };
            return key(a) < key(b);
        });
}

namespace {

/// Fills the derived columns of an option from its final evaluation.
void finish(SizingOption &o, const Evaluation &e, const SizingCandidate &c)
{
    o.tokensPerSecond = e.throughputTokensPerSecond;
    o.tokensPerSecondPerUser = e.tokensPerSecondPerUser;
    o.tpotMs = e.tpotMs;
    o.ttftMs = e.ttftMs;
    const SizingParams &params = c.paramsFor(o.serving);
    double lo = params.tpotLogLo, hi = params.tpotLogHi;
    if (const PlanCorrection *pc =
            correctionOf(params, o.serving, o.shape, o.replicas, o.prefillShape)) {
        o.correctedByRuns = pc->runs;
        if (pc->hasBand) {
            lo = pc->tpotLogLo;
            hi = pc->tpotLogHi;
        }
    }
    o.perUserLo = e.tokensPerSecondPerUser * std::exp(-hi);
    o.perUserHi = e.tokensPerSecondPerUser * std::exp(-lo);
    o.tokensPerSecondLo = e.throughputTokensPerSecond * std::exp(-hi);
    o.tokensPerSecondHi = e.throughputTokensPerSecond * std::exp(-lo);
    o.memoryPerGpuGB = e.memoryPerGpuGB;
    o.memoryHeadroomGB = e.hbmCapacityGB - e.memoryPerGpuGB;
    o.binding = e.binding;
    o.warnings = e.warnings;
    o.provenance = params.provenance;
    const double price = c.economics.pricePerGpuHour;
    o.usdPerHour = price > 0 ? price * o.gpus : 0;
    o.usdPerMillionTokens =
        price > 0 && o.tokensPerSecond > 0 ? o.usdPerHour / (o.tokensPerSecond * 3600.0 / 1e6) : 0;
    o.powerW = deploymentPowerW(c.economics, o.gpus);
    o.tokensPerSecondPerMW = o.powerW > 0 ? o.tokensPerSecond / (o.powerW / 1e6) : 0;
}

/// The largest s in [1, hi] with pred(s), given pred(1); pred is monotone (true then false).
template <class Pred> int largestTrue(int hi, Pred pred)
{
    if (pred(hi))
        return hi;
    int lo = 1; // pred(lo) true, pred(hi) false
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (pred(mid) ? lo : hi) = mid;
    }
    return lo;
}

/// The least P in [lo, hi] with pred(P), or 0; pred is monotone (false then true).
template <class Pred> int leastTrue(int lo, int hi, Pred pred)
{
    if (lo > hi || !pred(hi))
        return 0;
    if (pred(lo))
        return lo;
    while (hi - lo > 1) { // pred(lo) false, pred(hi) true
        const int mid = lo + (hi - lo) / 2;
        (pred(mid) ? hi : lo) = mid;
    }
    return hi;
}

struct DecodeConfig
{
    SizingShape shape;
    int perRank = 0; ///< the largest batch per rank meeting the floor, 0: none does
    int workers = 0; ///< decode workers, 0: no configuration
    int decodeGpus = 0;
    double perUser = 0;
    double thr = 0; ///< one worker's tokens/s at perRank
    /// A deployment the history measured: its workers are the measured count, its batch the
    /// largest meeting the floor under the correction, and its prefill shape the measured one.
    const PlanCorrection *correction = nullptr;
};

} // namespace

Result<SizingResult> size(const Catalog &catalog, const SizingRequest &req)
{
    const SizingTarget &t = req.target;
    if (!std::isfinite(t.tokensPerSecond) || t.tokensPerSecond <= 0)
        return ModelError{ErrorCode::InvalidTarget, t.tokensPerSecond};
    if (!finiteNonNegative(t.minTokensPerSecondPerUser) || t.minTokensPerSecondPerUser > 1e6)
        return ModelError{ErrorCode::InvalidTarget, t.minTokensPerSecondPerUser};
    if (!finiteNonNegative(t.maxTtftMs) || t.maxTtftMs > 1e9)
        return ModelError{ErrorCode::InvalidTarget, t.maxTtftMs};
    if (req.maxGpus < 1 || req.maxGpus > kMaxGpus)
        return ModelError{ErrorCode::NoGpus, double(req.maxGpus), kMaxGpus};
    if (req.maxBatchPerRank < 1 || req.maxBatchPerRank > kMaxBatch)
        return ModelError{ErrorCode::ZeroBatch, double(req.maxBatchPerRank), kMaxBatch};

    SizingResult out;
    Nearest nearest;
    const std::vector<SizingShape> shapes = shapesUpTo(req.maxGpus);
    std::vector<SizingShape> prefillShapes;
    for (const SizingShape &s : shapesUpTo(std::min(kMaxPrefillRanks, req.maxGpus)))
        if (s.family != SizingFamily::TpEp)
            prefillShapes.push_back(s);

    for (const SizingCandidate &cand : req.candidates) {
        for (Serving sv : {Serving::Aggregated, Serving::Disaggregated}) {
            if (const ModelError e = cand.paramsFor(sv).params.check(); e.code != ErrorCode::None)
                return e;
        }
        Scenario probe = req.workload;
        probe.gpu = cand.gpu;
        probe.topology = cand.topology;
        probe.serving = Serving::Aggregated;
        probe.plan = PlanKind::TP;
        probe.tp = 1;
        probe.ep = 1;
        probe.gpus = 1;
        probe.batch = 1;
        auto base = resolve(catalog, probe);
        const GpuSpec *gpu = catalog.gpu(cand.gpu);
        const std::string gpuId = gpu ? gpu->id : cand.gpu;
        auto familyRow = [&](Serving serving, SizingFamily f) {
            SizingFamilyResult row;
            row.gpu = gpuId;
            row.topology = cand.topology;
            row.serving = serving;
            row.family = f;
            return row;
        };
        std::vector<Serving> servings;
        if (req.aggregated)
            servings.push_back(Serving::Aggregated);
        if (req.disaggregated)
            servings.push_back(Serving::Disaggregated);
        const SizingFamily families[] = {SizingFamily::TpReplicas, SizingFamily::EpDpAttention,
                                         SizingFamily::TpEp};
        if (!base) {
            if (base.error().code != ErrorCode::TopologyUnsupported)
                return base.error();
        }
        if (!base || (base.value().warnings & WarnTopologyHypothetical)) {
            for (Serving sv : servings)
                for (SizingFamily f : families) {
                    SizingFamilyResult row = familyRow(sv, f);
                    row.failure = SizingFailure::Unplaceable;
                    out.families.push_back(row);
                }
            continue;
        }
        const ResolvedScenario &r0 = base.value();
        const Evaluator eval{cand, req, out.evaluations};
        // One row per family: its best option, or why it has none. `prefillFits`: some prefill
        // shape holds the weights (disaggregated; else nothing can be served: memory).
        auto report = [&](const FamilyState(&state)[3], Serving sv, bool prefillFits) {
            for (SizingFamily f : families) {
                const FamilyState &fs = state[int(f)];
                SizingFamilyResult row = familyRow(sv, f);
                row.failure =
                    prefillFits ? fs.failure(sv == Serving::Disaggregated) : SizingFailure::Memory;
                row.reachedPerUser = fs.reachedPerUser;
                row.reachedTokensPerSecond = fs.reachedTokensPerSecond;
                row.reachedTtftMs = std::isfinite(fs.reachedTtftMs) ? fs.reachedTtftMs : 0;
                if (fs.found) {
                    row.failure = SizingFailure::None;
                    row.best = int(out.options.size());
                    out.options.push_back(fs.best);
                }
                out.families.push_back(row);
            }
        };

        auto aggResolved = [&](const Parallelism &par, int batch) {
            ResolvedScenario r = r0;
            r.serving = Serving::Aggregated;
            r.decode = {par, 1};
            r.prefill = r.decode;
            r.gpusUsed = par.ranks();
            r.batch = batch;
            return r;
        };

        // ---- Aggregated: for each replica shape, the largest batch meeting the floors, then
        // the least replicas meeting the target.
        if (req.aggregated) {
            FamilyState state[3];
            for (FamilyState &fs : state)
                fs.hasTtftLimit = t.maxTtftMs > 0;
            for (const SizingShape &shape : shapes) {
                FamilyState &fs = state[int(shape.family)];
                const int dp = shape.par.attnDp;
                const int ranks = shape.par.ranks();
                auto at = [&](int perRank) { return eval(aggResolved(shape.par, perRank * dp)); };
                auto ok = [&](int perRank) {
                    auto e = at(perRank);
                    return e && e.value().fits && eval.meetsSpeed(e.value()) &&
                           eval.meetsTtft(e.value());
                };
                auto first = at(1);
                if (!first)
                    continue;
                const Evaluation &e1 = first.value();
                fs.alone(e1);
                if (!e1.fits)
                    continue;
                const int replicasMax = req.maxGpus / ranks;
                if (!eval.meetsSpeed(e1) || !eval.meetsTtft(e1)) {
                    if (eval.meetsSpeed(e1)) {
                        fs.metSpeed = true;
                        fs.reachedTtftMs = std::min(fs.reachedTtftMs, e1.ttftMs);
                    }
                    if (replicasMax >= 1) {
                        SizingOption miss;
                        miss.gpu = gpuId;
                        miss.topology = cand.topology;
                        miss.family = shape.family;
                        miss.shape = shape.par;
                        miss.batch = dp;
                        miss.replicas = std::min(
                            replicasMax, ceilDiv(t.tokensPerSecond, e1.throughputTokensPerSecond));
                        miss.scenario = aggregatedScenario(req.workload, gpuId, cand.topology,
                                                           shape, miss.replicas, dp);
                        if (auto e = evaluate(catalog, miss.scenario, cand.params.params)) {
                            Evaluation ev = e.value();
                            applyParams(ev, cand.params,
                                        correctionOf(cand.params, Serving::Aggregated, shape.par));
                            miss.gpus = miss.scenario.gpus;
                            finish(miss, ev, cand);
                            nearest.offer(miss, t);
                        }
                    }
                    continue;
                }
                fs.metSpeed = fs.metTtft = true;
                const int hi = std::max(1, std::min(req.maxBatchPerRank, kMaxBatch / dp));
                const int perRank = largestTrue(hi, ok);
                auto best = at(perRank);
                if (!best)
                    continue;
                const double thr = best.value().throughputTokensPerSecond;
                const int replicas =
                    thr > 0 ? ceilDiv(t.tokensPerSecond, thr) : std::numeric_limits<int>::max();
                SizingOption o;
                o.gpu = gpuId;
                o.topology = cand.topology;
                o.serving = Serving::Aggregated;
                o.family = shape.family;
                o.shape = shape.par;
                o.batch = perRank * dp;
                if (replicas > replicasMax) {
                    fs.reachedTokensPerSecond =
                        std::max(fs.reachedTokensPerSecond, replicasMax * thr);
                    if (replicasMax < 1)
                        continue;
                    o.replicas = replicasMax;
                    o.gpus = replicasMax * ranks;
                    o.scenario = aggregatedScenario(req.workload, gpuId, cand.topology, shape,
                                                    replicasMax, o.batch);
                    Evaluation ev = best.value();
                    ev.throughputTokensPerSecond *= replicasMax;
                    finish(o, ev, cand);
                    nearest.offer(o, t);
                    continue;
                }
                fs.withinBudget = true;
                o.replicas = replicas;
                o.gpus = replicas * ranks;
                o.scenario = aggregatedScenario(req.workload, gpuId, cand.topology, shape, replicas,
                                                o.batch);
                if (o.gpus > fs.bestGpus)
                    continue;
                // The option as `eval` sees it: the scenario resolved and evaluated afresh.
                auto full = evaluate(catalog, o.scenario, cand.params.params);
                ++out.evaluations;
                if (!full)
                    continue;
                Evaluation ev = full.value();
                applyParams(ev, cand.params,
                            correctionOf(cand.params, Serving::Aggregated, shape.par));
                finish(o, ev, cand);
                fs.offer(o);
            }
            report(state, Serving::Aggregated, true);
        }

        // ---- Disaggregated: decode workers with the largest batch meeting the speed floor,
        // the least of them meeting the target; then, per prefill shape, the least prefill
        // workers meeting the TTFT limit and keeping up. Branch and bound on total GPUs.
        if (req.disaggregated) {
            const SizingParams &disagg = cand.paramsFor(Serving::Disaggregated);
            FamilyState state[3];
            for (FamilyState &fs : state)
                fs.hasTtftLimit = t.maxTtftMs > 0;
            std::vector<DecodeConfig> configs;
            auto disaggResolved = [&](const Parallelism &dec, int workers, int batch,
                                      const Parallelism &pre, int prefillWorkers) {
                ResolvedScenario r = r0;
                r.serving = Serving::Disaggregated;
                r.decode = {dec, workers};
                r.prefill = {pre, prefillWorkers};
                r.gpusUsed = dec.ranks() * workers + pre.ranks() * prefillWorkers;
                r.batch = batch;
                return r;
            };
            const Parallelism one{1, 1, 1, 1};
            for (const SizingShape &shape : shapes) {
                FamilyState &fs = state[int(shape.family)];
                const int dp = shape.par.attnDp;
                const int ranks = shape.par.ranks();
                // The decode worker on its own: a prefill worker per client, so no client
                // waits for one (a pool that falls behind shrinks the running batch; the
                // prefill search below then asks for the target throughput too). `c`: the
                // correction of a measured deployment of this decode shape (null: none).
                auto decodeAlone = [&](const PlanCorrection *c) {
                    DecodeConfig dc;
                    dc.shape = shape;
                    dc.correction = c;
                    auto at = [&](int perRank) {
                        const int batch = perRank * dp;
                        return eval.withCorrection(disaggResolved(shape.par, 1, batch, one, batch),
                                                   c);
                    };
                    auto ok = [&](int perRank) {
                        auto e = at(perRank);
                        return e && e.value().fits && eval.meetsSpeed(e.value());
                    };
                    auto first = at(1);
                    if (!first)
                        return dc;
                    if (!c)
                        fs.alone(first.value());
                    if (!first.value().fits || !eval.meetsSpeed(first.value()))
                        return dc;
                    const int hi = std::max(1, std::min(req.maxBatchPerRank, kMaxBatch / dp));
                    dc.perRank = largestTrue(hi, ok);
                    auto best = at(dc.perRank);
                    if (!best)
                        return dc; // met the floor; workers 0: no config
                    const double thr = best.value().throughputTokensPerSecond;
                    dc.workers =
                        thr > 0 ? ceilDiv(t.tokensPerSecond, thr) : std::numeric_limits<int>::max();
                    dc.perUser = best.value().tokensPerSecondPerUser;
                    dc.thr = thr;
                    return dc;
                };
                DecodeConfig dc = decodeAlone(nullptr);
                if (dc.perRank > 0)
                    fs.metSpeed = true;
                if (dc.workers > 0) {
                    const int workersMax = (req.maxGpus - 1) / ranks;
                    if (dc.workers > workersMax) {
                        fs.reachedTokensPerSecond =
                            std::max(fs.reachedTokensPerSecond, std::max(0, workersMax) * dc.thr);
                    } else {
                        fs.withinBudget = true;
                        dc.decodeGpus = dc.workers * ranks;
                        configs.push_back(dc);
                    }
                }
                // A measured deployment of this decode shape, with its correction, wherever
                // its measured decode workers carry the target.
                for (const PlanCorrection &c : disagg.corrections) {
                    if (c.serving != Serving::Disaggregated || c.shape != shape.par)
                        continue;
                    DecodeConfig m = decodeAlone(&c);
                    if (m.workers <= 0 || m.workers > c.decodeWorkers ||
                        static_cast<long long>(c.decodeWorkers) * ranks >= req.maxGpus)
                        continue;
                    m.workers = c.decodeWorkers;
                    m.decodeGpus = m.workers * ranks;
                    configs.push_back(m);
                }
            }
            std::sort(configs.begin(), configs.end(),
                      [](const DecodeConfig &a, const DecodeConfig &b) {
                          return a.decodeGpus != b.decodeGpus ? a.decodeGpus < b.decodeGpus
                                                              : a.perUser > b.perUser;
                      });
            // Prefill shapes that hold the weights and one prompt in HBM.
            std::vector<SizingShape> pre;
            for (const SizingShape &q : prefillShapes) {
                auto e = eval(aggResolved(q.par, 1));
                if (e && e.value().fits)
                    pre.push_back(q);
            }
            int minPrefillRanks = std::numeric_limits<int>::max();
            for (const SizingShape &q : pre)
                minPrefillRanks = std::min(minPrefillRanks, q.par.ranks());
            const int domain = r0.fabric.topology == Topology::Nvl72 ? r0.fabric.domainSize : 0;
            for (const DecodeConfig &dc : configs) {
                FamilyState &fs = state[int(dc.shape.family)];
                // A measured deployment is searched with its correction, as its own config,
                // with its measured prefill shape only, whether or not the search's own shapes
                // hold it (a TP x EP prefill worker, more than 32 ranks); never without it.
                std::vector<SizingShape> measuredPre;
                if (dc.correction) {
                    const Parallelism &mp = dc.correction->prefillShape;
                    if (checkParallelism(mp).code == ErrorCode::None && mp.ranks() <= req.maxGpus) {
                        auto e = eval(aggResolved(mp, 1));
                        if (e && e.value().fits)
                            measuredPre.push_back({dc.shape.family, mp});
                    }
                }
                const std::vector<SizingShape> &preHere = dc.correction ? measuredPre : pre;
                if (preHere.empty())
                    continue;
                const int leastRanks =
                    dc.correction ? measuredPre.front().par.ranks() : minPrefillRanks;
                if (dc.decodeGpus + leastRanks > req.maxGpus)
                    continue;
                // Bound: no prefill pool uses fewer than leastRanks GPUs.
                if (fs.found && dc.decodeGpus + leastRanks >= fs.bestGpus)
                    continue;
                const int batch = dc.perRank * dc.shape.par.attnDp;
                for (const SizingShape &q : preHere) {
                    if (!dc.correction && correctionOf(disagg, Serving::Disaggregated, dc.shape.par,
                                                       dc.workers, q.par) != nullptr)
                        continue;
                    const int rq = q.par.ranks();
                    int cap = (req.maxGpus - dc.decodeGpus) / rq;
                    if (fs.found)
                        cap = std::min(cap, (fs.bestGpus - 1 - dc.decodeGpus) / rq);
                    if (cap < 1)
                        continue;
                    auto okP = [&](int P) {
                        auto e = eval(disaggResolved(dc.shape.par, dc.workers, batch, q.par, P));
                        if (!e)
                            return false;
                        const Evaluation &ev = e.value();
                        fs.reachedTtftMs = std::min(fs.reachedTtftMs, ev.ttftMs);
                        return eval.meetsTtft(ev) &&
                               ev.prefillUtilization <= kMaxPrefillUtilization &&
                               ev.throughputTokensPerSecond >= t.tokensPerSecond * (1 - 1e-12);
                    };
                    // The KV transfer runs over NVLink while the whole deployment stays in one
                    // domain and over the NICs beyond: TTFT is monotone in P on each side.
                    int P = 0;
                    const int split = domain > 0 ? (domain - dc.decodeGpus) / rq : 0;
                    if (split >= 1)
                        P = leastTrue(1, std::min(split, cap), okP);
                    if (P == 0)
                        P = leastTrue(std::max(1, split + 1), cap, okP);
                    if (P == 0)
                        continue;
                    fs.metTtft = true;
                    SizingOption o;
                    o.gpu = gpuId;
                    o.topology = cand.topology;
                    o.serving = Serving::Disaggregated;
                    o.family = dc.shape.family;
                    o.shape = dc.shape.par;
                    o.replicas = dc.workers;
                    o.batch = batch;
                    o.prefillShape = q.par;
                    o.prefillWorkers = P;
                    o.gpus = dc.decodeGpus + P * rq;
                    Scenario s = req.workload;
                    s.gpu = gpuId;
                    s.topology = cand.topology;
                    s.serving = Serving::Disaggregated;
                    s.gpus = o.gpus;
                    s.batch = batch;
                    s.plan = PlanKind::EP;
                    s.tp = 1;
                    s.ep = 1;
                    s.prefill = workerPlan(q.par, P, 0);
                    s.decode = workerPlan(dc.shape.par, dc.workers, batch);
                    o.scenario = s;
                    auto full = evaluate(catalog, s, disagg.params);
                    ++out.evaluations;
                    if (!full)
                        continue;
                    Evaluation ev = full.value();
                    applyParams(ev, disagg, dc.correction);
                    // A faster prefill pool than the decode search assumed fills the decode
                    // batch further and slows each user; more workers only fill it more.
                    if (!eval.meetsSpeed(ev))
                        continue;
                    finish(o, ev, cand);
                    fs.offer(o);
                }
            }
            report(state, Serving::Disaggregated, !pre.empty());
        }
    }

    // Rank, keeping the families' indices pointing at their options.
    std::vector<int> order(out.options.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::vector<SizingOption> sorted = out.options;
    sortOptions(sorted, SizingOrder::Cost);
    for (SizingFamilyResult &row : out.families) {
        if (row.best < 0)
            continue;
        const SizingOption &o = out.options[std::size_t(row.best)];
        for (std::size_t i = 0; i < sorted.size(); ++i) {
            if (sorted[i].scenario == o.scenario) {
                row.best = int(i);
                break;
            }
        }
    }
    out.options = std::move(sorted);
    if (out.options.empty() && nearest.has) {
        out.hasNearest = true;
        out.nearest = nearest.option;
        out.nearestPerUserShortfall = nearest.perUser;
        out.nearestThroughputShortfall = nearest.throughput;
        out.nearestTtftExcess = nearest.ttft;
    }
    return out;
}

} // namespace moeplan
