// Prediction with a profile set, its intervals, and how well it predicts: cross-validation,
// leave-one-GPU-kind-out, error rows.

#include "calibration.h"

#include "calibration/internal.h"
#include "messages.h"

#include <QCoreApplication>
#include <QMap>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <climits>
#include <cmath>
#include <mutex>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <tuple>

namespace moeplan::core {

using namespace calib;

namespace calib {

Predicted predictWith(const Observation &o, const CalibrationParams &p)
{
    const auto e = evaluate(o.resolved, p);
    if (!e)
        return {};
    return {true, e->tpotMs * std::exp(o.tpotOffset), e->ttftMs * std::exp(o.ttftOffset)};
}

std::vector<int> foldsFor(const std::vector<Observation> &obs, int folds, unsigned seed)
{
    // Every load of a deployment in one fold (an aggregated deployment's replicas are load).
    QMap<QString, int> groupIndex;
    for (const Observation &o : obs) {
        const QString key = deploymentKey(o, true);
        if (!groupIndex.contains(key))
            groupIndex.insert(key, int(groupIndex.size()));
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
        out[i] = foldOfGroup[std::size_t(groupIndex.value(deploymentKey(obs[i], true)))];
    return out;
}

void intervalsFromHeldOut(const std::vector<HeldOut> &held, Profile &p, bool balanceKinds)
{
    QHash<QString, int> perKind;
    for (const HeldOut &h : held)
        ++perKind[h.obs->gpu];
    using Weighted = std::vector<std::pair<double, double>>;
    using Band = std::optional<std::pair<double, double>>;
    // An 80% band of the held-out log errors of the runs `keep` admits
    // (underdetermined runs never: their interval is built from the span), where >= 8.
    int counts[2] = {0, 0}; // TPOT and TTFT errors of the last call's runs
    auto bands = [&](auto keep) {
        Weighted t, f;
        for (const HeldOut &h : held) {
            if (!h.prediction.ok || !h.obs->missing.isEmpty() || !keep(*h.obs))
                continue;
            const double w = balanceKinds ? 1.0 / perKind.value(h.obs->gpu, 1) : 1.0;
            if (h.obs->tpotMs > 0 && !h.obs->batchAssumed)
                t.emplace_back(std::log(h.obs->tpotMs / h.prediction.tpotMs), w);
            if (h.obs->ttftMs > 0)
                f.emplace_back(std::log(h.obs->ttftMs / h.prediction.ttftMs), w);
        }
        // Two estimates of the 10% and 90% points (docs/accuracy.md, "Interval estimates").
        // Conservative: the split-conformal rank, the ceil((n+1)·0.9)-th smallest of n held-out
        // errors, bounds a new run's error with probability >= 90% (and its mirror from below,
        // the floor((n+1)·0.1)-th; n is Kish's effective number where kinds are balanced), so
        // the band does not shrink below its nominal coverage on few runs. Where the held-out
        // errors come in clusters it holds closer to 80% than an unbiased estimate does: the
        // folds of a pooled profile are GPU kinds (two to four), and TPOT errors come in runs of
        // one deployment (B200 TensorRT-LLM's ISL 8192 disaggregated runs all 0.2 over).
        // Unbiased: the plotting positions i/(n+1), where 80% of new runs fall inside on
        // average; TTFT of a kind's own profile, whose conservative bands held 85-100% of the
        // disaggregated runs in CV.
        auto band = [](const Weighted &v, bool conservative) -> Band {
            if (v.size() < 8)
                return std::nullopt;
            if (!conservative)
                return std::pair{plottingQuantile(v, 0.1), plottingQuantile(v, 0.9)};
            return conformalBand(v);
        };
        counts[0] = int(t.size());
        counts[1] = int(f.size());
        return std::pair{band(t, true), band(f, balanceKinds)};
    };
    // Disaggregated runs on their own, where there are enough of them (docs/accuracy.md: the
    // shared band held 73% of their TTFTs and 89% of their TPOTs; their own hold 75-85%).
    std::tie(p.disaggTpotLog, p.disaggTtftLog) =
        bands([](const Observation &o) { return o.resolved.serving == Serving::Disaggregated; });
    p.disaggTpotRuns = p.disaggTpotLog ? counts[0] : 0;
    p.disaggTtftRuns = p.disaggTtftLog ? counts[1] : 0;
    // The shared TPOT band then serves the aggregated runs: from their errors alone where both
    // modes have enough, so a profile whose disaggregated runs fit well does not narrow them
    // (GB200 in CV: 72% of TPOTs inside, now 78%). TTFT keeps the shared band: its aggregated
    // runs' own band held 72% of H200's TTFTs with H200 left out (docs/accuracy.md).
    const auto all = bands([](const Observation &) { return true; });
    const auto agg =
        bands([](const Observation &o) { return o.resolved.serving != Serving::Disaggregated; });
    const auto tpot = p.disaggTpotLog && agg.first ? agg.first : all.first;
    const auto ttft = all.second;
    if (tpot)
        std::tie(p.tpotLogLo, p.tpotLogHi) = *tpot;
    if (ttft)
        std::tie(p.ttftLogLo, p.ttftLogHi) = *ttft;
}

Prediction predictWithProfile(const Observation &o, const Profile &p, Provenance provenance,
                              const QString &text)
{
    Prediction out;
    const auto e = evaluate(o.resolved, p.params);
    if (!e) {
        out.reason = Calibration::tr("the model cannot evaluate this deployment");
        return out;
    }
    out.ok = true;
    out.tpotMs = e->tpotMs * std::exp(o.tpotOffset);
    out.ttftMs = e->ttftMs * std::exp(o.ttftOffset);
    const Profile::Interval iv = p.interval(o.resolved.serving == Serving::Disaggregated);
    out.tpotLoMs = out.tpotMs * std::exp(iv.tpotLo);
    out.tpotHiMs = out.tpotMs * std::exp(iv.tpotHi);
    out.ttftLoMs = out.ttftMs * std::exp(iv.ttftLo);
    out.ttftHiMs = out.ttftMs * std::exp(iv.ttftHi);
    out.provenance = provenance;
    out.provenanceText = text;
    out.profile = &p;
    return out;
}

} // namespace calib

namespace {

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

} // namespace

namespace calib {

/// An underdetermined run (worker counts or the plan not stated): every worker count (and plan,
/// where the stated one cannot hold the weights) the GPU budget allows, with at least one sequence
/// per decode DP rank and a decode batch that fits in memory, is a plausible deployment. The
/// prediction is their median and the 80% interval spans them all, each end widened by the
/// profile's own interval and by how far the history's underdetermined runs fell outside their
/// spans.
Prediction predictSpan(const Observation &obs, const Choice &choice, int budget,
                       const SpanWidening &widening, const QStringList &plans)
{
    const ResolvedScenario &base = obs.resolved;
    const Profile &p = *choice.profile;
    const bool disagg = base.serving == Serving::Disaggregated;
    const bool prefillKnown = !obs.missing.contains(QLatin1String("prefill workers"));
    const bool decodeKnown = !obs.missing.contains(QLatin1String("decode workers"));
    const bool planKnown = !obs.missing.contains(QLatin1String("plan"));
    const double clients =
        obs.concurrency > 0 ? obs.concurrency : double(base.batch) * base.decode.count;
    // The plans to try: the stated one, or those the history states for this model (the ones
    // that cannot hold the weights and clients fail the memory check below); with none, the
    // fewest GPUs per worker that hold the weights, as tensor parallelism and (MoE) as
    // data-parallel attention with expert parallelism.
    std::vector<std::pair<Parallelism, Parallelism>> candidates;
    if (planKnown) {
        candidates.emplace_back(base.prefill.par, base.decode.par);
    } else {
        for (const QString &code : plans) {
            if (const auto c = parseDeploymentCode(code))
                candidates.push_back(*c);
        }
        for (int n = 2; candidates.empty() && n <= 128; n *= 2) {
            const Parallelism tp{n, 1, n, 1};
            if (!holdsWeights(base, tp))
                continue;
            candidates.emplace_back(tp, tp);
            if (base.shape.spec->isMoe())
                candidates.emplace_back(Parallelism{1, n, 1, n}, Parallelism{1, n, 1, n});
        }
    }
    static const std::vector<int> grid = {1,  2,  3,  4,  5,  6,  7,  8,  10, 12, 14,
                                          16, 20, 24, 28, 32, 40, 48, 56, 64, 96, 128};
    const std::vector<int> prefillCounts =
        prefillKnown ? std::vector<int>{base.prefill.count} : grid;
    const std::vector<int> decodeCounts = decodeKnown ? std::vector<int>{base.decode.count} : grid;
    std::vector<double> tpot, ttft;
    int pLo = INT_MAX, pHi = 0, dLo = INT_MAX, dHi = 0;
    auto add = [&](const ResolvedScenario &r) {
        const auto e = evaluate(r, p.params);
        if (!e || !e->fits)
            return false;
        tpot.push_back(std::log(e->tpotMs) + obs.tpotOffset);
        ttft.push_back(std::log(e->ttftMs) + obs.ttftOffset);
        return true;
    };
    for (const auto &[prefillPar, decodePar] : candidates) {
        const int prefillRanks = prefillPar.ranks();
        const int decodeRanks = decodePar.ranks();
        if (!disagg) {
            // Aggregated: the stated GPUs as replicas of the plan (one at least).
            const int replicas = std::max(1, base.gpusUsed / decodeRanks);
            const int batch = int(std::lround(clients / replicas));
            if (batch < std::max(1, decodePar.attnDp))
                continue;
            ResolvedScenario r = base;
            r.decode = {decodePar, replicas};
            r.prefill = r.decode;
            r.gpusUsed = decodeRanks * replicas;
            r.batch = batch;
            if (add(r)) {
                pLo = std::min(pLo, decodeRanks);
                pHi = std::max(pHi, decodeRanks);
            }
            continue;
        }
        for (int wp : prefillCounts) {
            for (int wd : decodeCounts) {
                const long long gpus = 1LL * wp * prefillRanks + 1LL * wd * decodeRanks;
                if (gpus > std::max(budget, prefillRanks + decodeRanks))
                    continue;
                const int batch = int(std::lround(clients / wd));
                if (batch < std::max(1, decodePar.attnDp))
                    continue;
                ResolvedScenario r = base;
                r.prefill = {prefillPar, wp};
                r.decode = {decodePar, wd};
                r.batch = batch;
                r.gpusUsed = int(gpus);
                if (!add(r))
                    continue;
                pLo = std::min(pLo, wp);
                pHi = std::max(pHi, wp);
                dLo = std::min(dLo, wd);
                dHi = std::max(dHi, wd);
            }
        }
    }
    const QString missing = unstatedList(obs.missing);
    if (tpot.empty()) {
        Prediction out = predictWithProfile(obs, p, choice.provenance, choice.text);
        out.underdetermined = true;
        // An assumed worker count: the shared TPOT band, not the one fitted on disaggregated
        // runs that stated theirs.
        const Profile::Interval shared = p.interval(false);
        out.tpotLoMs = out.tpotMs * std::exp(shared.tpotLo);
        out.tpotHiMs = out.tpotMs * std::exp(shared.tpotHi);
        out.reason =
            planKnown
                ? Calibration::tr("underdetermined (not stated: %1): no worker counts within %2 "
                                  "GPUs hold its %3 clients in memory; one worker of each is "
                                  "assumed")
                      .arg(missing)
                      .arg(budget)
                      .arg(clients, 0, 'f', 0)
                : Calibration::tr("underdetermined (not stated: %1): no plan the history states "
                                  "for this model holds its weights and %2 clients; predicted "
                                  "with the stated plan")
                      .arg(missing)
                      .arg(clients, 0, 'f', 0);
        return out;
    }
    Prediction out;
    out.ok = true;
    out.underdetermined = true;
    out.plausibleDeployments = int(tpot.size());
    out.tpotMs = std::exp(median(tpot));
    out.ttftMs = std::exp(median(ttft));
    // The profile's interval over both modes: how far this kind of run falls outside its span
    // is what the widening measures (a disaggregated TTFT interval on top counts the spread of
    // the worker counts twice: x113 wide with the kind left out, against x29).
    const Profile::Interval iv = p.interval(false);
    out.tpotLoMs =
        std::exp(*std::min_element(tpot.begin(), tpot.end()) + iv.tpotLo - widening.tpotBelow);
    out.tpotHiMs =
        std::exp(*std::max_element(tpot.begin(), tpot.end()) + iv.tpotHi + widening.tpotAbove);
    out.ttftLoMs =
        std::exp(*std::min_element(ttft.begin(), ttft.end()) + iv.ttftLo - widening.ttftBelow);
    out.ttftHiMs =
        std::exp(*std::max_element(ttft.begin(), ttft.end()) + iv.ttftHi + widening.ttftAbove);
    out.provenance = choice.provenance;
    out.provenanceText = choice.text;
    out.profile = choice.profile;
    auto range = [](int lo, int hi) {
        return lo == hi ? QString::number(lo) : QStringLiteral("%1-%2").arg(lo).arg(hi);
    };
    if (!disagg) {
        out.reason =
            widening.runs > 0
                ? Calibration::tr("underdetermined (not stated: %1): median over %Ln plausible "
                                  "deployment(s) (plans of %2 GPUs per replica that the history "
                                  "states for this model), the interval spans them all, widened "
                                  "as far as %3 such runs of the history fell outside theirs",
                                  nullptr, out.plausibleDeployments)
                      .arg(missing, range(pLo, pHi))
                      .arg(widening.runs)
                : Calibration::tr("underdetermined (not stated: %1): median over %Ln plausible "
                                  "deployment(s) (plans of %2 GPUs per replica that the history "
                                  "states for this model), the interval spans them all",
                                  nullptr, out.plausibleDeployments)
                      .arg(missing, range(pLo, pHi));
        return out;
    }
    out.reason =
        widening.runs > 0
            ? Calibration::tr(
                  "underdetermined (not stated: %1): median over %Ln plausible deployment(s) "
                  "(%2 prefill and %3 decode workers within %4 GPUs, the most a stated "
                  "disaggregated deployment used in the history), the interval spans them all, "
                  "widened as far as %5 such runs of the history fell outside theirs",
                  nullptr, out.plausibleDeployments)
                  .arg(missing, range(pLo, pHi), range(dLo, dHi))
                  .arg(budget)
                  .arg(widening.runs)
            : Calibration::tr(
                  "underdetermined (not stated: %1): median over %Ln plausible deployment(s) "
                  "(%2 prefill and %3 decode workers within %4 GPUs, the most a stated "
                  "disaggregated deployment used in the history), the interval spans them all",
                  nullptr, out.plausibleDeployments)
                  .arg(missing, range(pLo, pHi), range(dLo, dHi))
                  .arg(budget);
    return out;
}

QMap<QString, SpanWidening> spanWidenings(const ProfileSet &set,
                                          const std::vector<Observation> &obs)
{
    // Underdetermined runs are never fitted, so their distance from the span under a set
    // fitted beside them is an out-of-sample error, as a held-out run's is.
    struct Gaps
    {
        std::vector<double> tpotBelow, tpotAbove, ttftBelow, ttftAbove;
    };
    QMap<QString, Gaps> gaps;
    for (const Observation &input : obs) {
        if (input.missing.isEmpty())
            continue;
        const Profile *p = set.find(input.gpu, input.engine);
        if (!p)
            continue;
        Observation o = input;
        set.applyOffsets(o);
        const Prediction s =
            predictSpan(o, {p, Provenance::Calibrated, QString()}, set.disaggGpuBudget(o.gpu),
                        SpanWidening{}, set.statedPlansFor(o));
        if (!s.ok || s.plausibleDeployments == 0)
            continue;
        for (const QString &key : {o.gpu, QString()}) {
            Gaps &g = gaps[key];
            if (o.tpotMs > 0) {
                g.tpotBelow.push_back(std::max(0.0, std::log(s.tpotLoMs / o.tpotMs)));
                g.tpotAbove.push_back(std::max(0.0, std::log(o.tpotMs / s.tpotHiMs)));
            }
            if (o.ttftMs > 0) {
                g.ttftBelow.push_back(std::max(0.0, std::log(s.ttftLoMs / o.ttftMs)));
                g.ttftAbove.push_back(std::max(0.0, std::log(o.ttftMs / s.ttftHiMs)));
            }
        }
    }
    QMap<QString, SpanWidening> out;
    for (auto it = gaps.begin(); it != gaps.end(); ++it) {
        const Gaps &g = it.value();
        const std::size_t n = std::max(g.tpotBelow.size(), g.ttftBelow.size());
        if (n < (it.key().isEmpty() ? 20u : 30u))
            continue;
        auto q90 = [](const std::vector<double> &v) { return v.empty() ? 0.0 : quantile(v, 0.93); };
        SpanWidening w;
        w.tpotBelow = q90(g.tpotBelow);
        w.tpotAbove = q90(g.tpotAbove);
        w.ttftBelow = q90(g.ttftBelow);
        w.ttftAbove = q90(g.ttftAbove);
        w.runs = int(n);
        out.insert(it.key(), w);
    }
    return out;
}

} // namespace calib

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
    profiles.applyOffsets(obs);
    const Choice choice = chooseProfile(catalog, profiles, obs);
    if (!obs.missing.isEmpty())
        return predictSpan(obs, choice, profiles.disaggGpuBudget(obs.gpu),
                           profiles.spanWideningFor(obs.gpu), profiles.statedPlansFor(obs));
    Prediction out = predictWithProfile(obs, *choice.profile, choice.provenance, choice.text);
    if (out.ok && obs.workersSettledBy > 0)
        out.provenanceText +=
            QStringLiteral("; ") +
            Calibration::tr("worker counts not stated: %1 prefill and %2 decode, as the %Ln "
                            "stated run(s) of this deployment ran",
                            nullptr, obs.workersSettledBy)
                .arg(obs.resolved.prefill.count)
                .arg(obs.resolved.decode.count);
    // A deployment measured at other loads: the model's error on them, which varies between
    // deployments far more than between the loads of one (docs/accuracy.md, "Deployments
    // measured at other loads"), moves the point; the band is that of such corrections.
    const auto c = profiles.deploymentCorrections.constFind(deploymentKey(input));
    if (!out.ok || c == profiles.deploymentCorrections.constEnd())
        return out;
    out.corrected = true;
    const int mode = obs.resolved.serving == Serving::Disaggregated ? 1 : 0;
    auto move = [](double &point, double &lo, double &hi, double log,
                   const std::optional<std::pair<double, double>> &band) {
        const double below = band ? std::min(band->first, -0.01) : std::log(lo / point);
        const double above = band ? std::max(band->second, 0.01) : std::log(hi / point);
        point *= std::exp(log);
        lo = point * std::exp(below);
        hi = point * std::exp(above);
    };
    if (c->tpotRuns > 0)
        move(out.tpotMs, out.tpotLoMs, out.tpotHiMs, c->tpotLog,
             profiles.correctedBand(false, mode, obs.gpu));
    if (c->ttftRuns > 0)
        move(out.ttftMs, out.ttftLoMs, out.ttftHiMs, c->ttftLog,
             profiles.correctedBand(true, mode, obs.gpu));
    out.provenanceText +=
        QStringLiteral("; corrected by this deployment's %1 measured run(s) at other loads "
                       "(TPOT x%2, TTFT x%3)")
            .arg(std::max(c->tpotRuns, c->ttftRuns))
            .arg(std::exp(c->tpotLog), 0, 'f', 2)
            .arg(std::exp(c->ttftLog), 0, 'f', 2);
    return out;
}

QString measureToCorrect(const Prediction &p, const QString &gpu)
{
    // Where one measurement helps most (docs/accuracy.md: TPOT with the kind left out, 14% ->
    // 9% median error once another load of the deployment is measured).
    if (!p.ok || p.corrected || p.underdetermined || p.provenance != Provenance::Transferred)
        return {};
    return Calibration::tr("no profile of %1's own: one measured load of this deployment would "
                           "correct the others")
        .arg(gpu);
}

std::vector<Observation> loadsOfDeployment(const Observation &run,
                                           const std::vector<Observation> &history)
{
    const QString deployment = deploymentKey(run, true);
    std::vector<Observation> loads;
    for (const Observation &o : history) {
        if (deploymentKey(o, true) == deployment)
            loads.push_back(o);
    }
    return loads;
}

LoadCheck checkLoad(const Catalog &catalog, const ProfileSet &profiles, const Observation &run,
                    const std::vector<Observation> &history)
{
    return LoadChecker(catalog, profiles, loadsOfDeployment(run, history)).check(run);
}

LoadChecker::LoadChecker(const Catalog &catalog, const ProfileSet &profiles,
                         std::vector<Observation> history)
    : m_catalog(&catalog), m_set(profiles), m_history(std::move(history))
{
    m_set.measured.clear();
    m_set.deploymentCorrections.clear();
    for (std::size_t i = 0; i < m_history.size(); ++i)
        m_byDeployment[deploymentKey(m_history[i], true)].push_back(i);
}

const std::vector<LoadChecker::Residual> &LoadChecker::residualsOf(const QString &deployment) const
{
    auto it = m_residuals.find(deployment);
    if (it != m_residuals.end())
        return *it;
    // As ProfileSet::addDeploymentCorrections predicts each load, once.
    std::vector<Residual> out;
    for (const std::size_t i : m_byDeployment.value(deployment)) {
        const Observation &input = m_history[i];
        if (!input.missing.isEmpty() || input.batchAssumed ||
            !(input.tpotMs > 0 || input.ttftMs > 0))
            continue;
        Observation o = input;
        m_set.applyOffsets(o);
        const Choice choice = chooseProfile(*m_catalog, m_set, o);
        const Prediction p = predictWithProfile(o, *choice.profile, choice.provenance, {});
        if (!p.ok)
            continue;
        const LoadResidual r = residualOf(input, p);
        out.push_back({i, r.tpot, r.ttft});
    }
    return *m_residuals.insert(deployment, std::move(out));
}

LoadCheck LoadChecker::check(const Observation &run) const
{
    LoadCheck out;
    out.model = predict(*m_catalog, m_set, run);
    out.model.profile = nullptr;
    if (!out.model.ok || !run.missing.isEmpty())
        return out;
    // The deployment's other loads alone (not the run's own batch): the bands are kept, so no
    // other run counts.
    std::vector<LoadResidual> others;
    for (const Residual &r : residualsOf(deploymentKey(run, true))) {
        const Observation &o = m_history[r.index];
        if (o.resolved.batch != run.resolved.batch)
            others.push_back({&o, r.tpot, r.ttft});
    }
    ProfileSet set = m_set;
    setDeploymentCorrections(set, others, /*keepBands*/ true);
    const auto c = set.deploymentCorrections.constFind(deploymentKey(run));
    if (c == set.deploymentCorrections.constEnd())
        return out;
    out.corrected = predict(*m_catalog, set, run);
    out.corrected.profile = nullptr;
    out.otherTpotLoads = c->tpotRuns;
    out.otherTtftLoads = c->ttftRuns;
    return out;
}

void ProfileSet::addDeploymentCorrections(const Catalog &catalog,
                                          const std::vector<Observation> &obs, bool keepBands)
{
    std::vector<LoadResidual> residuals;
    for (const Observation &input : obs) {
        if (!input.missing.isEmpty() || input.batchAssumed ||
            !(input.tpotMs > 0 || input.ttftMs > 0))
            continue;
        Observation o = input;
        applyOffsets(o);
        const Choice choice = chooseProfile(catalog, *this, o);
        const Prediction p = predictWithProfile(o, *choice.profile, choice.provenance, {});
        if (p.ok)
            residuals.push_back(residualOf(input, p));
    }
    setDeploymentCorrections(*this, residuals, keepBands);
}

namespace calib {

LoadResidual residualOf(const Observation &o, const Prediction &p)
{
    LoadResidual r{&o, {}, {}};
    if (o.tpotMs > 0 && !o.batchAssumed && p.tpotMs > 0)
        r.tpot = std::log(o.tpotMs / p.tpotMs);
    if (o.ttftMs > 0 && p.ttftMs > 0)
        r.ttft = std::log(o.ttftMs / p.ttftMs);
    return r;
}

std::pair<double, int> otherLoadsMedian(const std::vector<LoadResidual> &runs, bool ttft,
                                        int skipBatch)
{
    std::vector<double> v;
    for (const LoadResidual &r : runs) {
        const std::optional<double> &x = ttft ? r.ttft : r.tpot;
        if (x && r.obs->resolved.batch != skipBatch)
            v.push_back(*x);
    }
    return {v.empty() ? 0.0 : median(v), int(v.size())};
}

void setDeploymentCorrections(ProfileSet &set, const std::vector<LoadResidual> &residuals,
                              bool keepBands)
{
    QHash<QString, std::vector<LoadResidual>> byKey;
    for (const LoadResidual &r : residuals) {
        // Under the any-build key and, for a run that names its build, under that build's: a
        // run that names a build is corrected by that build's runs only.
        byKey[deploymentKey(*r.obs, true)].push_back(r);
        if (!r.obs->engineVersion.isEmpty())
            byKey[deploymentKey(*r.obs)].push_back(r);
    }
    std::vector<std::pair<double, double>> leftOut[2][2]; // [tpot, ttft][mode]
    QHash<QString, std::vector<std::pair<double, double>>> onKind[2][2];
    set.deploymentCorrections.clear();
    for (auto it = byKey.begin(); it != byKey.end(); ++it) {
        ProfileSet::DeploymentCorrection c;
        std::tie(c.tpotLog, c.tpotRuns) = otherLoadsMedian(it.value(), false, 0);
        std::tie(c.ttftLog, c.ttftRuns) = otherLoadsMedian(it.value(), true, 0);
        const Observation &first = *it.value().front().obs;
        c.serving = first.resolved.serving;
        c.decode = first.resolved.decode;
        c.prefillShape = first.resolved.prefill.par;
        c.isl = first.resolved.isl;
        c.osl = first.resolved.osl;
        c.anyBuild = it.key() == deploymentKey(first, true);
        set.deploymentCorrections.insert(it.key(), c);
        if (keepBands || !c.anyBuild)
            continue; // the bands are kept; else each run once: under its any-build key
        // Each load left out of its deployment's correction (the other loads' median): how far
        // a corrected prediction for a load not measured falls from its measurement.
        for (const LoadResidual &r : it.value()) {
            const int mode = r.obs->resolved.serving == Serving::Disaggregated ? 1 : 0;
            const int batch = r.obs->resolved.batch;
            for (int metric = 0; metric < 2; ++metric) {
                const std::optional<double> &x = metric == 1 ? r.ttft : r.tpot;
                const auto [m, n] = otherLoadsMedian(it.value(), metric == 1, batch);
                if (!x || n == 0)
                    continue;
                leftOut[metric][mode].emplace_back(*x - m, 1.0);
                onKind[metric][mode][r.obs->gpu].emplace_back(*x - m, 1.0);
            }
        }
    }
    for (int mode = 0; mode < 2 && !keepBands; ++mode) {
        for (int metric = 0; metric < 2; ++metric) {
            const auto &v = leftOut[metric][mode];
            auto &band = metric == 0 ? set.correctedTpotBand[mode] : set.correctedTtftBand[mode];
            band.reset();
            if (v.size() >= 20)
                band = std::pair{plottingQuantile(v, 0.1), plottingQuantile(v, 0.9)};
            auto &kinds = set.correctedBandOnKind[metric][mode];
            kinds.clear();
            for (auto k = onKind[metric][mode].cbegin(); k != onKind[metric][mode].cend(); ++k) {
                if (k->size() >= 30)
                    kinds.insert(k.key(),
                                 std::pair{plottingQuantile(*k, 0.1), plottingQuantile(*k, 0.9)});
            }
        }
    }
}

} // namespace calib

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
    // The folds are independent fits: they run in parallel on a pool of their own. Each fit
    // maps its profiles over the global pool and waits for them; were the folds on the global
    // pool too, waiting folds could hold every thread and the profile fits never start (a map
    // waited for does not run its queued work in the waiting thread). Progress is the sum
    // over folds, each counted in thousandths.
    std::vector<std::atomic_int> permille(static_cast<std::size_t>(folds));
    std::mutex progressMutex;
    QList<int> ks;
    for (int k = 0; k < folds; ++k)
        ks << k;
    QThreadPool foldPool;
    const QList<std::vector<HeldOut>> perFold =
        QtConcurrent::blockingMapped(&foldPool, ks, [&](int k) -> std::vector<HeldOut> {
            std::vector<HeldOut> held;
            if (cancelled(cancel))
                return held;
            std::vector<Observation> train;
            for (std::size_t i = 0; i < obs.size(); ++i) {
                if (fold[i] != k)
                    train.push_back(obs[i]);
            }
            CalibrationProgress foldProgress;
            if (progress) {
                foldProgress = [&, k](int done, int total) {
                    permille[std::size_t(k)] = total > 0 ? 1000 * done / total : 1000;
                    int sum = 0;
                    for (const std::atomic_int &p : permille)
                        sum += p.load();
                    const std::lock_guard lock(progressMutex);
                    progress(sum, folds * 1000);
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
            return held;
        });
    // In fold order, whatever order the folds finished in: the report is the same every time.
    std::vector<HeldOut> held;
    for (const std::vector<HeldOut> &h : perFold)
        held.insert(held.end(), h.begin(), h.end());
    return summarize(std::move(held),
                     Calibration::tr("%1-fold cross-validation grouped by deployment").arg(folds));
}

ValidationReport leaveOneGpuOut(const Catalog &catalog, const std::vector<Observation> &obs,
                                const FitOptions &options, const std::atomic_bool *cancel)
{
    std::set<QString> gpus;
    for (const Observation &o : obs)
        gpus.insert(o.gpu);
    // One independent fit per kind left out, in parallel like the folds (and on a pool of
    // their own for the same reason); in kind order.
    const QList<QString> kinds(gpus.begin(), gpus.end());
    QThreadPool kindPool;
    const QList<std::vector<HeldOut>> perKind = QtConcurrent::blockingMapped(
        &kindPool, kinds, [&](const QString &gpu) -> std::vector<HeldOut> {
            std::vector<HeldOut> held;
            if (cancelled(cancel))
                return held;
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
            return held;
        });
    std::vector<HeldOut> held;
    for (const std::vector<HeldOut> &h : perKind)
        held.insert(held.end(), h.begin(), h.end());
    return summarize(std::move(held),
                     Calibration::tr("leave-one-GPU-kind-out (transferred profiles)"));
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

} // namespace moeplan::core
