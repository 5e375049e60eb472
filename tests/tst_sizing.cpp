// Sizing for a target (model/sizing.h, app/core/recommend.h): every answer meets the target on
// its own, the search finds what exhaustive enumeration finds, the seed's guidance comes out of
// it, and bad targets are typed errors.

#include "catalogloader.h"
#include "recommend.h"
#include "sizing.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace moeplan;

namespace {

const Catalog &catalog()
{
    return core::bundledCatalog();
}

Scenario workload(const char *model)
{
    Scenario s;
    s.model = model;
    s.calibration = "datasheet";
    return s;
}

SizingCandidate candidate(const char *gpu, Topology t)
{
    SizingCandidate c;
    c.gpu = gpu;
    c.topology = t;
    const GpuSpec *g = catalog().gpu(gpu);
    c.economics = core::economicsFor(*g, core::ReportSettings{});
    return c;
}

SizingRequest request(const char *model, double tokS, double perUser,
                      std::vector<SizingCandidate> cands)
{
    SizingRequest r;
    r.workload = workload(model);
    r.target.tokensPerSecond = tokS;
    r.target.minTokensPerSecondPerUser = perUser;
    r.candidates = std::move(cands);
    return r;
}

/// The option's scenario evaluated on its own, as `moeplan-cli eval` does.
Evaluation evaluateAlone(const SizingOption &o, const SizingParams &p)
{
    auto e = evaluate(catalog(), o.scenario, p.params);
    if (!e)
        qFatal("an option's scenario does not evaluate: %s",
               std::string(errorName(e.error().code)).c_str());
    Evaluation ev = e.value();
    applyOffsets(ev, p.stepFactor, p.ttftFactor);
    return ev;
}

/// The option's TPOT and TTFT are its scenario's alone under `p` moved by correction `c`, as
/// `moeplan-cli eval` and the planner predict a measured deployment. Check
/// QTest::currentTestFailed() after.
void checkCorrectedNumbers(const SizingOption &o, const SizingParams &p, const PlanCorrection &c)
{
    SizingParams withCorrection = p;
    withCorrection.stepFactor *= c.stepFactor;
    withCorrection.ttftFactor *= c.ttftFactor;
    const Evaluation alone = evaluateAlone(o, withCorrection);
    QCOMPARE(o.tpotMs, alone.tpotMs);
    QCOMPARE(o.ttftMs, alone.ttftMs);
}

const SizingOption *bestOf(const SizingResult &r, const char *gpu, Serving s, SizingFamily f)
{
    for (const SizingFamilyResult &row : r.families)
        if (row.gpu == gpu && row.serving == s && row.family == f && row.best >= 0)
            return &r.options[std::size_t(row.best)];
    return nullptr;
}

/// Sizes `req` (one B200 HGX candidate) with `c` as its only correction into `out`, and returns
/// the disaggregated EP family's answer if it is the deployment `c` measured (decode shape and
/// workers, prefill shape, runs); null otherwise.
const SizingOption *measuredEpAnswer(SizingRequest &req, const PlanCorrection &c, SizingResult &out)
{
    req.candidates[0].params.corrections = {c};
    auto r = size(catalog(), req);
    if (!r)
        return nullptr;
    out = r.value();
    const SizingOption *o =
        bestOf(out, "b200", Serving::Disaggregated, SizingFamily::EpDpAttention);
    if (!o || o->shape != c.shape || o->replicas != c.decodeWorkers ||
        o->prefillShape != c.prefillShape || o->scenario.prefill.parallelism != c.prefillShape ||
        o->correctedByRuns != c.runs)
        return nullptr;
    return o;
}

const SizingFamilyResult *familyOf(const SizingResult &r, const char *gpu, Serving s,
                                   SizingFamily f)
{
    for (const SizingFamilyResult &row : r.families)
        if (row.gpu == gpu && row.serving == s && row.family == f)
            return &row;
    return nullptr;
}

} // namespace

class TestSizing : public QObject
{
    Q_OBJECT

private slots:
    void everyOptionMeetsTheTargetOnItsOwn_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("tokS");
        QTest::addColumn<double>("perUser");
        QTest::addColumn<double>("maxTtft");
        QTest::newRow("kimi 200k at 50") << "kimi-k2.6" << 200000.0 << 50.0 << 0.0;
        QTest::newRow("kimi 200k at 50, TTFT 2 s") << "kimi-k2.6" << 200000.0 << 50.0 << 2000.0;
        QTest::newRow("deepseek 50k at 100") << "deepseek-r1" << 50000.0 << 100.0 << 0.0;
        QTest::newRow("gpt-oss 20k at 200, TTFT 500 ms")
            << "gpt-oss-120b" << 20000.0 << 200.0 << 500.0;
        QTest::newRow("qwen3 1M at 20") << "qwen3-235b-a22b" << 1e6 << 20.0 << 0.0;
    }
    void everyOptionMeetsTheTargetOnItsOwn()
    {
        QFETCH(QString, model);
        QFETCH(double, tokS);
        QFETCH(double, perUser);
        QFETCH(double, maxTtft);
        std::vector<SizingCandidate> cands;
        for (const char *g : {"h100", "h200", "b200", "b300", "gb200", "gb300"})
            for (Topology t : {Topology::HgxIb, Topology::Nvl72})
                cands.push_back(candidate(g, t));
        SizingRequest req = request(model.toStdString().c_str(), tokS, perUser, cands);
        req.target.maxTtftMs = maxTtft;
        auto r = size(catalog(), req);
        QVERIFY(r);
        const SizingResult &res = r.value();
        QVERIFY2(!res.options.empty(), "the target is reachable on some hardware");
        // 6 kinds x 2 topologies x 2 servings x 3 families, each with an outcome.
        QCOMPARE(res.families.size(), std::size_t(72));
        const SizingParams p;
        for (const SizingOption &o : res.options) {
            const Evaluation e = evaluateAlone(o, p);
            const QByteArray what = (o.gpu + " " + std::string(familyName(o.family)) + " " +
                                     std::string(servingName(o.serving)))
                                        .c_str();
            QVERIFY2(e.fits, what);
            QVERIFY2(e.throughputTokensPerSecond >= tokS * (1 - 1e-9), what);
            QVERIFY2(e.tokensPerSecondPerUser >= perUser * (1 - 1e-9), what);
            if (maxTtft > 0)
                QVERIFY2(e.ttftMs <= maxTtft, what);
            QCOMPARE(e.gpusUsed, o.gpus);
            QVERIFY(o.gpus <= req.maxGpus);
            QCOMPARE(o.scenario.gpus, o.gpus);
            QCOMPARE(o.tokensPerSecond, e.throughputTokensPerSecond);
            // Cost and power columns follow from GPUs, price and power.
            const GpuEconomics econ = candidate(o.gpu.c_str(), o.topology).economics;
            QCOMPARE(o.usdPerHour, econ.pricePerGpuHour * o.gpus);
            QVERIFY(std::abs(o.usdPerMillionTokens -
                             o.usdPerHour / (o.tokensPerSecond * 3600 / 1e6)) < 1e-9);
            QCOMPARE(o.powerW, deploymentPowerW(econ, o.gpus));
            QVERIFY(o.perUserLo < o.tokensPerSecondPerUser &&
                    o.tokensPerSecondPerUser < o.perUserHi);
        }
        // Ranked by cost.
        for (std::size_t i = 1; i < res.options.size(); ++i)
            QVERIFY(res.options[i - 1].usdPerHour <= res.options[i].usdPerHour);
    }

    /// The aggregated search against brute force: every replica shape, every batch (multiple
    /// of the DP width) and every replica count within a small budget.
    void aggregatedSearchMatchesExhaustiveEnumeration()
    {
        int found = 0, absent = 0;
        for (double perUser : {30.0, 60.0, 90.0}) {
            SizingRequest req =
                request("deepseek-r1", 30000, perUser,
                        {candidate("b200", Topology::HgxIb), candidate("gb200", Topology::Nvl72)});
            req.maxGpus = 64;
            req.disaggregated = false;
            req.maxBatchPerRank = 256;
            auto r = size(catalog(), req);
            QVERIFY(r);
            for (const SizingCandidate &c : req.candidates) {
                int brute[3] = {std::numeric_limits<int>::max(), std::numeric_limits<int>::max(),
                                std::numeric_limits<int>::max()};
                int bestBatch[3] = {0, 0, 0};
                double bestPerUser[3] = {0, 0, 0};
                for (const SizingShape &shape : shapesUpTo(req.maxGpus)) {
                    const int ranks = shape.par.ranks();
                    const int dp = shape.par.attnDp;
                    // The largest batch meeting the floor (the space's definition), found by
                    // walking every batch.
                    int largest = 0;
                    double thr = 0, speed = 0;
                    for (int s = 1; s <= req.maxBatchPerRank; ++s) {
                        const Scenario sc =
                            aggregatedScenario(req.workload, c.gpu, c.topology, shape, 1, s * dp);
                        auto e = evaluate(catalog(), sc, c.params.params);
                        if (!e || !e.value().fits ||
                            e.value().tokensPerSecondPerUser < perUser * (1 - 1e-12))
                            continue;
                        largest = s;
                        thr = e.value().throughputTokensPerSecond;
                        speed = e.value().tokensPerSecondPerUser;
                    }
                    if (largest == 0)
                        continue;
                    for (int n = 1; n * ranks <= req.maxGpus; ++n) {
                        if (n * thr >= req.target.tokensPerSecond * (1 - 1e-12)) {
                            // Ties in GPUs go to the faster per-user speed, as the search's.
                            const int f = int(shape.family);
                            if (n * ranks < brute[f] ||
                                (n * ranks == brute[f] && speed > bestPerUser[f])) {
                                brute[f] = n * ranks;
                                bestBatch[f] = largest * dp;
                                bestPerUser[f] = speed;
                            }
                            break;
                        }
                    }
                }
                for (SizingFamily f :
                     {SizingFamily::TpReplicas, SizingFamily::EpDpAttention, SizingFamily::TpEp}) {
                    const GpuSpec *g = catalog().gpu(c.gpu);
                    const SizingOption *o =
                        bestOf(r.value(), g->id.c_str(), Serving::Aggregated, f);
                    const QByteArray what = QStringLiteral("%1 %2 at %3 tok/s/user")
                                                .arg(QString::fromStdString(c.gpu))
                                                .arg(QLatin1String(familyName(f).data()))
                                                .arg(perUser)
                                                .toUtf8();
                    if (brute[int(f)] == std::numeric_limits<int>::max()) {
                        QVERIFY2(!o, what);
                    } else {
                        QVERIFY2(o, what);
                        QCOMPARE(o->gpus, brute[int(f)]);
                        QCOMPARE(o->batch, bestBatch[int(f)]);
                    }
                    ++(o ? found : absent);
                }
            }
        }
        // Both outcomes occur, so the comparison is not vacuous.
        QVERIFY(found >= 6);
        QVERIFY(absent >= 1);
    }

    /// A replica shape the history measured is sized with its deployment's correction, at any
    /// number of replicas: faster steps than the model's allow a larger batch per replica, its
    /// interval is the correction's band, and the option says it was corrected. Other shapes
    /// are sized as before.
    void aMeasuredShapeIsSizedWithItsCorrection()
    {
        SizingRequest req = request("deepseek-r1", 30000, 30, {candidate("b200", Topology::HgxIb)});
        req.disaggregated = false;
        auto plain = size(catalog(), req);
        QVERIFY(plain);
        const SizingOption *tp =
            bestOf(plain.value(), "b200", Serving::Aggregated, SizingFamily::TpReplicas);
        const SizingOption *ep =
            bestOf(plain.value(), "b200", Serving::Aggregated, SizingFamily::EpDpAttention);
        QVERIFY(tp && ep);
        QCOMPARE(tp->correctedByRuns, 0);

        PlanCorrection c;
        c.shape = tp->shape;
        c.stepFactor = 0.85; // the history measured this deployment faster than the model
        c.ttftFactor = 2.0;
        c.tpotLogLo = -0.1;
        c.tpotLogHi = 0.2;
        c.hasBand = true;
        c.runs = 4;
        req.candidates[0].params.corrections = {c};
        auto corrected = size(catalog(), req);
        QVERIFY(corrected);
        const SizingOption *tpC =
            bestOf(corrected.value(), "b200", Serving::Aggregated, SizingFamily::TpReplicas);
        const SizingOption *epC =
            bestOf(corrected.value(), "b200", Serving::Aggregated, SizingFamily::EpDpAttention);
        QVERIFY(tpC && epC);
        QCOMPARE(tpC->shape, c.shape);
        QCOMPARE(tpC->correctedByRuns, 4);
        QVERIFY2(tpC->replicas > 1, "the correction holds at any number of replicas");
        QVERIFY(tpC->batch > tp->batch);
        QVERIFY(tpC->gpus <= tp->gpus);
        // The option's numbers are its scenario's, with the correction's factors.
        checkCorrectedNumbers(*tpC, req.candidates[0].params, c);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(tpC->tokensPerSecondPerUser >= 30 * (1 - 1e-12));
        QCOMPARE(tpC->perUserLo, tpC->tokensPerSecondPerUser * std::exp(-c.tpotLogHi));
        QCOMPARE(tpC->perUserHi, tpC->tokensPerSecondPerUser * std::exp(-c.tpotLogLo));
        // Another family's shape: as before.
        QCOMPARE(epC->correctedByRuns, 0);
        QCOMPARE(epC->scenario, ep->scenario);
        QCOMPARE(epC->tpotMs, ep->tpotMs);
        QCOMPARE(epC->perUserLo, ep->perUserLo);
    }

    /// A disaggregated deployment the history measured (decode shape and workers, prefill
    /// shape) is searched with its correction: its batch meets the floor under the correction,
    /// its numbers are its scenario's with the correction's factors, and it is never offered
    /// with the model's numbers alone.
    void aMeasuredDisaggregatedDeploymentIsSizedWithItsCorrection()
    {
        SizingRequest req = request("deepseek-r1", 40000, 30, {candidate("b200", Topology::HgxIb)});
        req.aggregated = false;
        auto plain = size(catalog(), req);
        QVERIFY(plain);
        const SizingOption *before =
            bestOf(plain.value(), "b200", Serving::Disaggregated, SizingFamily::EpDpAttention);
        QVERIFY(before);
        QCOMPARE(before->correctedByRuns, 0);

        PlanCorrection c;
        c.serving = Serving::Disaggregated;
        c.shape = before->shape;
        c.decodeWorkers = before->replicas;
        c.prefillShape = before->prefillShape;
        c.stepFactor = 0.8; // the history measured this deployment faster than the model
        c.ttftFactor = 0.5;
        c.tpotLogLo = -0.1;
        c.tpotLogHi = 0.15;
        c.hasBand = true;
        c.runs = 3;
        SizingResult corrected;
        const SizingOption *o = measuredEpAnswer(req, c, corrected);
        QVERIFY(o);
        QVERIFY2(o->batch > before->batch, "a faster step holds a larger batch at the floor");
        checkCorrectedNumbers(*o, req.candidates[0].params, c);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(o->tokensPerSecondPerUser >= 30 * (1 - 1e-12));
        QVERIFY(o->tokensPerSecond >= 40000 * (1 - 1e-12));
        QCOMPARE(o->perUserLo, o->tokensPerSecondPerUser * std::exp(-c.tpotLogHi));
        // Other families are as before.
        for (SizingFamily f : {SizingFamily::TpReplicas, SizingFamily::TpEp}) {
            const SizingOption *a = bestOf(plain.value(), "b200", Serving::Disaggregated, f);
            const SizingOption *b = bestOf(corrected, "b200", Serving::Disaggregated, f);
            QCOMPARE(bool(a), bool(b));
            if (a) {
                QCOMPARE(b->scenario, a->scenario);
                QCOMPARE(b->tpotMs, a->tpotMs);
            }
        }

        // Measured far slower than the model: with its workers it cannot carry the target at
        // the floor, so it is not offered, with or without the correction.
        req.candidates[0].params.corrections[0].stepFactor = 2.5;
        auto slow = size(catalog(), req);
        QVERIFY(slow);
        for (const SizingOption &x : slow.value().options) {
            QVERIFY(!(x.shape == c.shape && x.replicas == c.decodeWorkers &&
                      x.prefillShape == c.prefillShape));
            QCOMPARE(x.correctedByRuns, 0);
        }
        // An aggregated correction of the same shape does not touch disaggregated options.
        req.candidates[0].params.corrections[0].serving = Serving::Aggregated;
        auto agg = size(catalog(), req);
        QVERIFY(agg);
        QCOMPARE(bestOf(agg.value(), "b200", Serving::Disaggregated, SizingFamily::EpDpAttention)
                     ->scenario,
                 before->scenario);
    }

    /// A measured disaggregated deployment whose prefill workers have a shape the search does
    /// not try itself (TP x EP) is offered with that shape, as measured.
    void aMeasuredPrefillShapeOutsideTheSearchIsOffered()
    {
        SizingRequest req =
            request("gpt-oss-120b", 100000, 50, {candidate("b200", Topology::HgxIb)});
        req.aggregated = false;
        auto plain = size(catalog(), req);
        QVERIFY(plain);
        const SizingOption *before =
            bestOf(plain.value(), "b200", Serving::Disaggregated, SizingFamily::EpDpAttention);
        QVERIFY(before);
        QVERIFY2(before->replicas >= 2, "fewer measured decode workers must be possible");
        for (const SizingOption &o : plain.value().options)
            QVERIFY(o.prefillShape != (Parallelism{2, 1, 1, 2}));

        // Measured twice as fast as the model, with half the decode workers and TP-2 x EP-2
        // prefill workers.
        PlanCorrection c;
        c.serving = Serving::Disaggregated;
        c.shape = before->shape;
        c.decodeWorkers = (before->replicas + 1) / 2;
        c.prefillShape = {2, 1, 1, 2};
        c.stepFactor = 0.45;
        c.ttftFactor = 0.5;
        c.runs = 2;
        SizingResult measured;
        const SizingOption *o = measuredEpAnswer(req, c, measured);
        QVERIFY(o);
        QVERIFY(o->tokensPerSecond >= 100000 * (1 - 1e-12));
        QVERIFY(o->tokensPerSecondPerUser >= 50 * (1 - 1e-12));
        checkCorrectedNumbers(*o, req.candidates[0].params, c);
        if (QTest::currentTestFailed())
            return;

        // A measured prefill shape that cannot hold the weights, or is malformed, is not
        // offered and breaks nothing.
        for (Parallelism bad : {Parallelism{0, 1, 1, 1}, Parallelism{-2, 1, 1, 2},
                                Parallelism{1 << 20, 1 << 20, 1, 1}}) {
            req.candidates[0].params.corrections[0].prefillShape = bad;
            auto r = size(catalog(), req);
            QVERIFY(r);
            for (const SizingOption &x : r.value().options)
                QCOMPARE(x.correctedByRuns, 0);
        }
    }

    /// A profile's offsets and intervals differ between serving modes: disaggregated options
    /// are predicted with the disaggregated ones, aggregated options with the others.
    void disaggregatedOptionsUseTheirModesParameters()
    {
        SizingRequest req = request("deepseek-r1", 20000, 30, {candidate("b200", Topology::HgxIb)});
        auto plain = size(catalog(), req);
        QVERIFY(plain);
        SizingParams d = req.candidates[0].params;
        d.stepFactor = 1.1;
        d.ttftFactor = 1.3;
        d.tpotLogLo = -0.3;
        d.tpotLogHi = 0.25;
        req.candidates[0].disaggregatedParams = d;
        auto r = size(catalog(), req);
        QVERIFY(r);
        int disagg = 0;
        for (const SizingOption &o : r.value().options) {
            const SizingParams &p =
                o.serving == Serving::Disaggregated ? d : req.candidates[0].params;
            const Evaluation alone = evaluateAlone(o, p);
            QCOMPARE(o.tpotMs, alone.tpotMs);
            QCOMPARE(o.ttftMs, alone.ttftMs);
            QCOMPARE(o.perUserLo, o.tokensPerSecondPerUser * std::exp(-p.tpotLogHi));
            disagg += o.serving == Serving::Disaggregated;
        }
        QVERIFY(disagg > 0 && disagg < int(r.value().options.size()));
        // The aggregated options are those of before.
        for (const SizingOption &o : plain.value().options) {
            if (o.serving != Serving::Aggregated)
                continue;
            bool same = false;
            for (const SizingOption &x : r.value().options)
                same = same || (x.scenario == o.scenario && x.tpotMs == o.tpotMs);
            QVERIFY(same);
        }
    }

    /// The disaggregated branch-and-bound against trying every prefill shape and worker count
    /// for every decode configuration.
    void disaggregatedSearchMatchesExhaustiveEnumeration()
    {
        int found = 0, absent = 0;
        for (double maxTtft : {0.0, 1500.0, 400.0}) {
            SizingRequest req =
                request("deepseek-r1", 40000, 40,
                        {candidate("gb200", Topology::Nvl72), candidate("h200", Topology::HgxIb)});
            req.maxGpus = 96;
            req.aggregated = false;
            req.maxBatchPerRank = 512;
            req.target.maxTtftMs = maxTtft;
            auto r = size(catalog(), req);
            QVERIFY(r);
            for (const SizingCandidate &c : req.candidates) {
                const GpuSpec *g = catalog().gpu(c.gpu);
                int brute[3] = {std::numeric_limits<int>::max(), std::numeric_limits<int>::max(),
                                std::numeric_limits<int>::max()};
                std::vector<SizingShape> pre;
                for (const SizingShape &q : shapesUpTo(32))
                    if (q.family != SizingFamily::TpEp) {
                        const Scenario sc =
                            aggregatedScenario(req.workload, c.gpu, c.topology, q, 1, 1);
                        auto e = evaluate(catalog(), sc, c.params.params);
                        if (e && e.value().fits)
                            pre.push_back(q);
                    }
                for (const SizingShape &shape : shapesUpTo(req.maxGpus)) {
                    const int ranks = shape.par.ranks();
                    const int dp = shape.par.attnDp;
                    Scenario s = req.workload;
                    s.gpu = c.gpu;
                    s.topology = c.topology;
                    s.serving = Serving::Disaggregated;
                    s.prefill.parallelism = {1, 1, 1, 1};
                    s.prefill.workers = 1;
                    s.decode.parallelism = shape.par;
                    s.decode.workers = 1;
                    int largest = 0;
                    double thr = 0;
                    for (int b = 1; b <= req.maxBatchPerRank; ++b) {
                        // A one-GPU prefill worker per client: none waits for its prompt.
                        s.decode.batch = s.batch = b * dp;
                        s.prefill.workers = b * dp;
                        s.gpus = ranks + b * dp;
                        auto e = evaluate(catalog(), s, c.params.params);
                        if (!e || !e.value().fits ||
                            e.value().tokensPerSecondPerUser < req.target.minTokensPerSecondPerUser)
                            continue;
                        largest = b;
                        thr = e.value().throughputTokensPerSecond;
                    }
                    if (largest == 0)
                        continue;
                    const int workers = int(std::ceil(req.target.tokensPerSecond / thr - 1e-9));
                    const int decodeGpus = workers * ranks;
                    s.decode.workers = workers;
                    s.decode.batch = s.batch = largest * dp;
                    for (const SizingShape &q : pre) {
                        for (int P = 1; decodeGpus + P * q.par.ranks() <= req.maxGpus; ++P) {
                            s.prefill.parallelism = q.par;
                            s.prefill.workers = P;
                            s.gpus = decodeGpus + P * q.par.ranks();
                            auto e = evaluate(catalog(), s, c.params.params);
                            if (!e)
                                continue;
                            if ((maxTtft > 0 && e.value().ttftMs > maxTtft) ||
                                e.value().prefillUtilization > 0.9 ||
                                e.value().throughputTokensPerSecond < req.target.tokensPerSecond)
                                continue;
                            // The least such pool; the per-user floor only gets harder with
                            // more prefill workers (the decode batch runs fuller).
                            if (e.value().tokensPerSecondPerUser >=
                                req.target.minTokensPerSecondPerUser)
                                brute[int(shape.family)] =
                                    std::min(brute[int(shape.family)], s.gpus);
                            break;
                        }
                    }
                }
                for (SizingFamily f :
                     {SizingFamily::TpReplicas, SizingFamily::EpDpAttention, SizingFamily::TpEp}) {
                    const SizingOption *o =
                        bestOf(r.value(), g->id.c_str(), Serving::Disaggregated, f);
                    const QByteArray what = QStringLiteral("%1 %2, TTFT limit %3 ms")
                                                .arg(QString::fromStdString(c.gpu))
                                                .arg(QLatin1String(familyName(f).data()))
                                                .arg(maxTtft)
                                                .toUtf8();
                    if (brute[int(f)] == std::numeric_limits<int>::max()) {
                        QVERIFY2(!o, what);
                    } else {
                        QVERIFY2(o, what);
                        QCOMPARE(o->gpus, brute[int(f)]);
                    }
                    ++(o ? found : absent);
                }
            }
        }
        QVERIFY(found >= 6);
        QVERIFY(absent >= 1);
        qInfo("disaggregated: %d families found, %d without an answer", found, absent);
    }

    /// Seed guidance 1: for wide expert parallelism NVL72 wins. Kimi K2.6 at 200k tokens/s and
    /// 50 tokens/s per user, the same Blackwell Ultra silicon in HGX nodes and in one NVL72
    /// domain: EP with DP attention needs far fewer GPUs inside the domain, and it is wide.
    void wideExpertParallelismFavoursNvl72()
    {
        const SizingRequest req =
            request("kimi-k2.6", 200000, 50,
                    {candidate("b300", Topology::HgxIb), candidate("gb300", Topology::Nvl72)});
        auto r = size(catalog(), req);
        QVERIFY(r);
        const SizingOption *hgx =
            bestOf(r.value(), "b300", Serving::Aggregated, SizingFamily::EpDpAttention);
        const SizingOption *nvl =
            bestOf(r.value(), "gb300", Serving::Aggregated, SizingFamily::EpDpAttention);
        QVERIFY(hgx && nvl);
        QVERIFY2(nvl->shape.moeEp > 8, "the NVL72 answer spreads experts beyond one HGX node");
        QVERIFY2(nvl->gpus * 2 <= hgx->gpus, "NVL72 needs at most half the GPUs");
        QVERIFY(nvl->tokensPerSecond / nvl->gpus > 2 * hgx->tokensPerSecond / hgx->gpus);
        QVERIFY(nvl->usdPerMillionTokens < hgx->usdPerMillionTokens);
        // The cheapest aggregated answer of all is on NVL72.
        for (const SizingOption &o : r.value().options)
            if (o.serving == Serving::Aggregated) {
                QCOMPARE(o.topology, Topology::Nvl72);
                break;
            }
    }

    /// Seed guidance 2: for single-user latency, more tensor-parallel GPUs hit the overhead
    /// wall. A floor of 250 tokens/s per user on GB300 NVL72: TP up to 64 GPUs gains little over
    /// TP-8 and never gets there; the search names the wall.
    void singleUserLatencyHitsTheOverheadWall()
    {
        const SizingRequest req =
            request("kimi-k2.6", 2000, 250, {candidate("gb300", Topology::Nvl72)});
        auto r = size(catalog(), req);
        QVERIFY(r);
        const SizingFamilyResult *tp =
            familyOf(r.value(), "gb300", Serving::Aggregated, SizingFamily::TpReplicas);
        QVERIFY(tp);
        QCOMPARE(tp->failure, SizingFailure::OverheadWall);
        QVERIFY(tp->reachedPerUser > 0 && tp->reachedPerUser < 250);
        auto alone = [&](int k) {
            const Scenario s = aggregatedScenario(workload("kimi-k2.6"), "gb300", Topology::Nvl72,
                                                  {SizingFamily::TpReplicas, {k, 1, k, 1}}, 1, 1);
            return evaluate(catalog(), s, CalibrationParams::datasheet()).value();
        };
        const Evaluation tp8 = alone(8), tp64 = alone(64);
        QVERIFY2(tp64.tokensPerSecondPerUser < 1.25 * tp8.tokensPerSecondPerUser,
                 "8x the GPUs buys less than 25% more speed per user");
        QCOMPARE(tp64.binding, Ceiling::Overhead);
        QVERIFY(std::abs(tp->reachedPerUser - 250) > 1);
        // Impossible: the nearest answer says how far off it is.
        QVERIFY(r.value().options.empty());
        QVERIFY(r.value().hasNearest);
        QVERIFY(r.value().nearestPerUserShortfall > 0);
        QCOMPARE(r.value().nearest.gpus, r.value().nearest.scenario.gpus);
        QVERIFY(r.value().nearest.replicas >= 1);
    }

    /// Seed guidance 3: HGX + InfiniBand suits TP-8 replicas. DeepSeek-R1 at 100 tokens/s per
    /// user on B200 HGX nodes: the cheapest answer is TP replicas inside one node, not experts
    /// spread across InfiniBand; and the same replicas run as fast as they would in NVL72.
    void hgxSuitsTpReplicas()
    {
        const SizingRequest req =
            request("deepseek-r1", 50000, 100,
                    {candidate("b200", Topology::HgxIb), candidate("gb200", Topology::Nvl72)});
        auto r = size(catalog(), req);
        QVERIFY(r);
        const SizingOption *cheapestHgx = nullptr;
        for (const SizingOption &o : r.value().options)
            if (o.gpu == "b200" && !cheapestHgx)
                cheapestHgx = &o;
        QVERIFY(cheapestHgx);
        QCOMPARE(cheapestHgx->family, SizingFamily::TpReplicas);
        QVERIFY(cheapestHgx->shape.ranks() <= 8);
        QVERIFY(cheapestHgx->replicas > 1);
        // A TP-8 replica never leaves its node: per-user speed and tokens/s per GPU are those
        // of the same replica inside an NVL72 domain, within 3% (GB200 differs a little).
        const Scenario onNvl = aggregatedScenario(req.workload, "gb200", Topology::Nvl72,
                                                  {SizingFamily::TpReplicas, cheapestHgx->shape},
                                                  cheapestHgx->replicas, cheapestHgx->batch);
        const Evaluation e = evaluate(catalog(), onNvl, CalibrationParams::datasheet()).value();
        QVERIFY(std::abs(e.tokensPerSecondPerUser / cheapestHgx->tokensPerSecondPerUser - 1) <
                0.03);
    }

    void badTargetsAreTypedErrors_data()
    {
        QTest::addColumn<double>("tokS");
        QTest::addColumn<double>("perUser");
        QTest::addColumn<double>("maxTtft");
        QTest::newRow("zero target") << 0.0 << 50.0 << 0.0;
        QTest::newRow("negative target") << -5.0 << 50.0 << 0.0;
        QTest::newRow("NaN target") << double(NAN) << 50.0 << 0.0;
        QTest::newRow("infinite target") << double(INFINITY) << 50.0 << 0.0;
        QTest::newRow("negative floor") << 1000.0 << -1.0 << 0.0;
        QTest::newRow("NaN floor") << 1000.0 << double(NAN) << 0.0;
        QTest::newRow("negative TTFT") << 1000.0 << 10.0 << -1.0;
    }
    void badTargetsAreTypedErrors()
    {
        QFETCH(double, tokS);
        QFETCH(double, perUser);
        QFETCH(double, maxTtft);
        SizingRequest req =
            request("kimi-k2.6", tokS, perUser, {candidate("b300", Topology::HgxIb)});
        req.target.maxTtftMs = maxTtft;
        auto r = size(catalog(), req);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::InvalidTarget);

        core::RecommendInput in;
        in.workload = workload("kimi-k2.6");
        in.target = req.target;
        in.gpus = {QStringLiteral("b300")};
        const core::Recommendation rec = core::recommend(catalog(), in, nullptr);
        QVERIFY(rec.error.contains(QLatin1String("sizing target out of range")));
    }

    void unknownAndUnplaceableHardwareIsSaid()
    {
        core::RecommendInput in;
        in.workload = workload("kimi-k2.6");
        in.target = {10000, 20, 0};
        in.gpus = {QStringLiteral("tpu-v9")};
        QVERIFY(core::recommend(catalog(), in, nullptr)
                    .error.contains(QLatin1String("unknown GPU kind \"tpu-v9\"")));
        in.gpus = {QStringLiteral("h100"), QStringLiteral("gb200")};
        const core::Recommendation rec = core::recommend(catalog(), in, nullptr);
        QVERIFY(rec.ok());
        int unplaceable = 0;
        for (const SizingFamilyResult &f : rec.result.families) {
            if (f.failure != SizingFailure::Unplaceable)
                continue;
            ++unplaceable;
            QVERIFY((f.gpu == "h100" && f.topology == Topology::Nvl72) ||
                    (f.gpu == "gb200" && f.topology == Topology::HgxIb));
            QVERIFY(core::failureText(f, in.target).startsWith(QLatin1String("not placeable")));
        }
        QCOMPARE(unplaceable, 12);
    }

    // The Size It page lists why families fail beside a table of grouped figures ("128,087"):
    // the reasons group theirs the same way, in the user's locale; the C locale writes plain
    // digits.
    void failureFiguresAreInTheLocale()
    {
        SizingFamilyResult f;
        f.failure = SizingFailure::GpuBudget;
        f.reachedTokensPerSecond = 84576;
        const SizingTarget target{100000, 50, 0};
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QString english = core::failureText(f, target);
        QLocale::setDefault(QLocale::c());
        const QString c = core::failureText(f, target);
        QLocale::setDefault(before);
        QCOMPARE(english,
                 QStringLiteral("GPU budget: 84,576 of the 100,000 tokens/s at the floor within "
                                "the GPU limit"));
        QVERIFY2(c.contains(QLatin1String("84576 of the 100000")), qPrintable(c));
        // `recommend --json` gives scripts the figure as a number beside the prose.
        core::Recommendation rec;
        rec.target = target;
        f.gpu = "h100";
        rec.result.families = {f};
        const QJsonObject failure = core::recommendationToJson(catalog(), rec, 3)
                                        .value(QLatin1String("failures"))
                                        .toArray()
                                        .first()
                                        .toObject();
        QCOMPARE(failure.value(QLatin1String("reason")).toString(), QStringLiteral("gpu_budget"));
        QCOMPARE(failure.value(QLatin1String("reached_tokens_per_s")).toDouble(), 84576.0);
        QVERIFY(failure.value(QLatin1String("reached_ttft_ms")).isNull());
    }

    void sortOrders()
    {
        const SizingRequest req =
            request("kimi-k2.6", 100000, 30,
                    {candidate("h200", Topology::HgxIb), candidate("b200", Topology::HgxIb),
                     candidate("gb200", Topology::Nvl72)});
        auto r = size(catalog(), req);
        QVERIFY(r);
        std::vector<SizingOption> o = r.value().options;
        QVERIFY(o.size() > 3);
        sortOptions(o, SizingOrder::Gpus);
        for (std::size_t i = 1; i < o.size(); ++i)
            QVERIFY(o[i - 1].gpus <= o[i].gpus);
        sortOptions(o, SizingOrder::Power);
        for (std::size_t i = 1; i < o.size(); ++i)
            QVERIFY(o[i - 1].powerW <= o[i].powerW);
        sortOptions(o, SizingOrder::Cost);
        for (std::size_t i = 1; i < o.size(); ++i)
            QVERIFY(o[i - 1].usdPerHour <= o[i].usdPerHour);
    }

    void powerCountsTheNodeShare()
    {
        GpuEconomics e;
        e.wattsPerGpu = 1200;
        e.overheadWattsPerNode = 33600;
        e.gpusPerNode = 72;
        e.facilityOverhead = 0.3;
        // 36 GPUs: half a rack's overhead.
        QCOMPARE(deploymentPowerW(e, 36), 36 * (1200 + 33600 / 72.0) * 1.3);
        QCOMPARE(deploymentPowerW(e, 0), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestSizing)
#include "tst_sizing.moc"
