#include "planning.h"

#include "calibration.h"
#include "historystore.h"
#include "messages.h"
#include "runscenario.h"
#include "sizing.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>
#include <cmath>
#include <numeric>

namespace moeplan::core {

/// The translation context of planning: Planning::tr("...").
struct Planning
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::Planning)
};

namespace {
QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
} // namespace

void ParamsChoice::apply(Evaluation &e) const
{
    applyOffsets(e, stepFactor, ttftFactor);
}

Result<Evaluation> ParamsChoice::evaluate(const Catalog &catalog, const Scenario &s) const
{
    auto e = moeplan::evaluate(catalog, s, params);
    if (e)
        apply(e.value());
    return e;
}

Result<Evaluation> ParamsChoice::evaluate(const ResolvedScenario &r) const
{
    auto e = moeplan::evaluate(r, params);
    if (e)
        apply(e.value());
    return e;
}

std::vector<SweepPoint> ParamsChoice::sweepBatch(const ResolvedScenario &r,
                                                 std::span<const int> batches) const
{
    std::vector<SweepPoint> points = moeplan::sweepBatch(r, params, batches);
    for (SweepPoint &pt : points)
        if (pt.error.code == ErrorCode::None)
            apply(pt.eval);
    return points;
}

namespace {
ParamsChoice chooseParams(const Scenario &s, const ProfileSet *profiles, const Catalog *catalog)
{
    ParamsChoice c;
    c.params = CalibrationParams::datasheet();
    c.provenance = Provenance::Datasheet;
    c.label = Planning::tr("datasheet (typical efficiencies, uncalibrated)");
    auto describe = [](const Profile &p) {
        return Planning::tr("%1 (fitted %2 on %Ln run(s), in-sample median TPOT error %3%)",
                            nullptr, p.runCount)
            .arg(p.name(), p.fittedAt.left(10))
            .arg(100 * p.tpotMedianApe, 0, 'f', 1);
    };
    // The architecture offset of the scenario's model and precision, fitted with the profiles.
    auto setInterval = [&s](ParamsChoice &choice, const Profile &p) {
        const Profile::Interval iv = p.interval(s.serving == Serving::Disaggregated);
        choice.tpotLogLo = iv.tpotLo;
        choice.tpotLogHi = iv.tpotHi;
        choice.ttftLogLo = iv.ttftLo;
        choice.ttftLogHi = iv.ttftHi;
    };
    // Then the engine's offset for that architecture: the scenario's engine, else the
    // profile's when it is one engine's; then the same on the profile's GPU kind.
    auto setOffsets = [&](ParamsChoice &choice, const Profile &p) {
        const ModelSpec *model = catalog ? catalog->model(s.model) : nullptr;
        const PrecisionSpec *prec = model ? model->precision(s.precision) : nullptr;
        if (!profiles || !model || !prec)
            return;
        const QString key =
            QString::fromStdString(model->id) + QLatin1Char('|') + QString::fromStdString(prec->id);
        const ModelOffset arch = profiles->modelOffsets.value(key);
        const QString engine =
            iequals(s.engine, "any") ? p.engine : QString::fromStdString(s.engine).toLower();
        const ModelOffset own =
            engine == QLatin1String("any")
                ? ModelOffset{}
                : profiles->engineModelOffsets.value(key + QLatin1Char('|') + engine);
        // And, for aggregated serving on the kind's own profile, the engine's for that
        // architecture on that kind (never transferred: it is the kind's alone).
        const ModelOffset onKind =
            engine == QLatin1String("any") || s.serving == Serving::Disaggregated ||
                    p.provenance == Provenance::Transferred
                ? ModelOffset{}
                : profiles->kindModelOffsets.value(key + QLatin1Char('|') + engine +
                                                   QLatin1Char('|') + p.gpu);
        choice.stepFactor = std::exp(arch.tpotLog + own.tpotLog + onKind.tpotLog);
        choice.ttftFactor = std::exp(arch.ttftLog + own.ttftLog + onKind.ttftLog);
    };
    if (iequals(s.calibration, "ideal")) {
        c.params = CalibrationParams::ideal(s.overheadMs);
        c.provenance = Provenance::Ideal;
        c.label = Planning::tr("ideal (datasheet peaks, overhead %1 ms)").arg(s.overheadMs);
        c.hasInterval = false;
        c.tpotLogLo = c.tpotLogHi = c.ttftLogLo = c.ttftLogHi = 0;
    } else if (iequals(s.calibration, "datasheet")) {
        // as initialised
    } else if (iequals(s.calibration, "auto")) {
        if (!profiles || profiles->profiles.isEmpty())
            return c;
        const GpuSpec *gpu = catalog ? catalog->gpu(s.gpu) : nullptr;
        const QString gpuId = QString::fromStdString(gpu ? gpu->id : s.gpu);
        const QString engine = QString::fromStdString(s.engine);
        const Profile *p = profiles->find(gpuId, engine);
        if (!p && engine == QLatin1String("any")) {
            for (const Profile &q : profiles->profiles) {
                if (q.gpu == gpuId) {
                    p = &q;
                    break;
                }
            }
        }
        if (p) {
            c.params = p->params;
            c.provenance = Provenance::Calibrated;
            c.label = Planning::tr("calibrated: %1").arg(describe(*p));
            setInterval(c, *p);
            setOffsets(c, *p);
            return c;
        }
        // The engine's profile pooled over kinds; for engine "any", the pooled profile with the
        // most runs behind it.
        for (const Profile &q : profiles->profiles) {
            if (q.provenance != Provenance::Transferred)
                continue;
            if (q.engine == engine) {
                p = &q;
                break;
            }
            if (engine == QLatin1String("any") && (!p || q.runCount > p->runCount))
                p = &q;
        }
        if (!p && catalog)
            p = profiles->nearest(*catalog, gpuId, engine);
        if (p) {
            c.params = p->params;
            c.provenance = Provenance::Transferred;
            c.label = Planning::tr("transferred from %1").arg(describe(*p));
            setInterval(c, *p);
            setOffsets(c, *p);
        }
    } else {
        const QString name = QString::fromStdString(s.calibration);
        if (profiles) {
            for (const Profile &q : profiles->profiles) {
                if (q.name().compare(name, Qt::CaseInsensitive) == 0) {
                    c.params = q.params;
                    c.provenance = q.provenance;
                    c.label = Planning::tr("profile %1").arg(describe(q));
                    setInterval(c, q);
                    setOffsets(c, q);
                    return c;
                }
            }
        }
        c.error =
            profiles
                ? Planning::tr("unknown calibration profile \"%1\" (see moeplan-cli calibrate)")
                      .arg(name)
                : Planning::tr("calibration profile \"%1\" needs --db with calibration profiles")
                      .arg(name);
    }
    return c;
}
} // namespace

ParamsChoice paramsFor(const Scenario &s, const ProfileSet *profiles, const Catalog *catalog)
{
    ParamsChoice c = chooseParams(s, profiles, catalog);
    if (!catalog || c.provenance == Provenance::Ideal)
        return c;
    // What the user catalog contributes is the user's own figures: say so.
    const GpuSpec *gpu = catalog->gpu(s.gpu);
    if (gpu && gpu->origin == CatalogOrigin::User && c.provenance != Provenance::Calibrated) {
        c.label +=
            c.provenance == Provenance::Transferred
                ? Planning::tr("; GPU kind %1 is the user's datasheet, never measured: its 80% "
                               "interval is the one measured on GPU kinds held out of the fit")
                      .arg(QString::fromStdString(gpu->id))
                : Planning::tr("; GPU kind %1 is the user's datasheet, never measured")
                      .arg(QString::fromStdString(gpu->id));
    }
    const ModelSpec *model = catalog->model(s.model);
    if (model && model->origin == CatalogOrigin::User && c.stepFactor == 1.0)
        c.label +=
            Planning::tr("; model %1 is from the user catalog, with no fitted architecture offset")
                .arg(QString::fromStdString(model->id));
    return c;
}

std::optional<AppliedCorrection> deploymentCorrection(const ParamsChoice &c, const Scenario &s,
                                                      const QString &modelId, const QString &gpuId,
                                                      const ResolvedScenario &r,
                                                      const ProfileSet &profiles)
{
    // The corrections were taken under the profiles "auto" chooses, for one engine's runs.
    if (!iequals(s.calibration, "auto") || iequals(s.engine, "any") ||
        (c.provenance != Provenance::Calibrated && c.provenance != Provenance::Transferred) ||
        profiles.deploymentCorrections.isEmpty())
        return std::nullopt;
    const bool disagg = r.serving == Serving::Disaggregated;
    const QString key = deploymentGroup(modelId, gpuId, QString::fromStdString(s.engine).toLower(),
                                        disagg ? QStringLiteral("disagg") : QStringLiteral("agg"),
                                        QString::fromStdString(s.precision), r, s.isl, s.osl,
                                        /*replicasAsLoad*/ true);
    const auto it = profiles.deploymentCorrections.constFind(key);
    if (it == profiles.deploymentCorrections.constEnd())
        return std::nullopt;
    const int mode = disagg ? 1 : 0;
    AppliedCorrection out;
    out.runs = std::max(it->tpotRuns, it->ttftRuns);
    if (it->tpotRuns > 0) {
        out.tpotFactor = std::exp(it->tpotLog);
        if (const auto band = profiles.correctedBand(false, mode, gpuId))
            out.tpotBand = std::pair{std::min(band->first, -0.01), std::max(band->second, 0.01)};
    }
    if (it->ttftRuns > 0) {
        out.ttftFactor = std::exp(it->ttftLog);
        if (const auto band = profiles.correctedBand(true, mode, gpuId))
            out.ttftBand = std::pair{std::min(band->first, -0.01), std::max(band->second, 0.01)};
    }
    return out;
}

void correctForDeployment(ParamsChoice &c, const Catalog &catalog, const Scenario &s,
                          const ProfileSet &profiles)
{
    if (!iequals(s.calibration, "auto") || iequals(s.engine, "any") ||
        (c.provenance != Provenance::Calibrated && c.provenance != Provenance::Transferred))
        return;
    // A kind the fit never saw is where one measurement helps most: with the kind left out of
    // the sample's fit, TPOT's median error falls from 14% to 9% once another load of the
    // deployment is measured (docs/accuracy.md). Say so where nothing corrects the scenario.
    const auto steer = [&c, &catalog, &s] {
        const GpuSpec *gpu = catalog.gpu(s.gpu);
        if (c.provenance == Provenance::Transferred && gpu)
            c.label += Planning::tr("; no profile of %1's own: one measured load of this "
                                    "deployment would correct the others")
                           .arg(QString::fromStdString(gpu->id));
    };
    // Nothing to correct by: no need to resolve the scenario (this runs on every drag).
    if (profiles.deploymentCorrections.isEmpty())
        return steer();
    const auto r = resolve(catalog, s);
    if (!r)
        return;
    const auto applied =
        deploymentCorrection(c, s, QString::fromStdString(r->shape.spec->id),
                             QString::fromStdString(r->gpu->id), r.value(), profiles);
    if (!applied)
        return steer();
    c.stepFactor *= applied->tpotFactor;
    if (applied->tpotBand)
        std::tie(c.tpotLogLo, c.tpotLogHi) = *applied->tpotBand;
    c.ttftFactor *= applied->ttftFactor;
    if (applied->ttftBand)
        std::tie(c.ttftLogLo, c.ttftLogHi) = *applied->ttftBand;
    c.correctedByRuns = applied->runs;
    c.label += Planning::tr("; corrected by this deployment's %Ln measured run(s) at other loads "
                            "(TPOT ×%1, TTFT ×%2)",
                            nullptr, applied->runs)
                   .arg(applied->tpotFactor, 0, 'f', 2)
                   .arg(applied->ttftFactor, 0, 'f', 2);
}

ParamsChoice deploymentParams(const Catalog &catalog, const Scenario &s, const ProfileSet *profiles)
{
    ParamsChoice params = paramsFor(s, profiles, &catalog);
    if (profiles)
        correctForDeployment(params, catalog, s, *profiles);
    return params;
}

void addHistoryCorrections(ProfileSet &profiles, const Catalog &catalog,
                           const QVector<RunRecord> &runs)
{
    std::vector<Observation> placed;
    for (Placement &p : placeRuns(catalog, runs)) {
        if (p.obs)
            placed.push_back(std::move(*p.obs));
    }
    // The bands of such corrections are the fit's, over the whole history.
    profiles.addDeploymentCorrections(catalog, placed, /*keepBands*/ true);
}

QJsonObject evaluationToJson(const Evaluation &e, const ParamsChoice &params)
{
    QJsonObject breakdown;
    for (int i = 0; i < kComponentCount; ++i)
        breakdown.insert(qs(componentName(Component(i))), e.breakdownMs[std::size_t(i)]);
    QJsonArray warnings;
    for (int b = 0; b < kWarningCount; ++b) {
        const auto w = static_cast<Warning>(1u << b);
        if (e.warnings & w)
            warnings.append(QJsonObject{{QStringLiteral("code"), qs(warningName(w))},
                                        {QStringLiteral("message"), warningMessage(w)}});
    }
    return QJsonObject{
        {QStringLiteral("step_ms"), e.stepMs},
        {QStringLiteral("breakdown_ms"), breakdown},
        {QStringLiteral("binding"), qs(ceilingName(e.binding))},
        {QStringLiteral("tpot_ms"), e.tpotMs},
        {QStringLiteral("tokens_per_s_per_user"), e.tokensPerSecondPerUser},
        {QStringLiteral("throughput_tokens_per_s"), e.throughputTokensPerSecond},
        {QStringLiteral("throughput_per_gpu"), e.throughputPerGpu},
        {QStringLiteral("prefill_ms"), e.prefillMs},
        {QStringLiteral("ttft_ms"), e.ttftMs},
        // The parts of the TTFT, which add up to it (docs/model.md, "Time to first token").
        {QStringLiteral("ttft_breakdown_ms"),
         QJsonObject{{QStringLiteral("prefill"), e.prefillMs},
                     {QStringLiteral("opening_burst"), e.burstMs},
                     {QStringLiteral("prefill_wait"), e.prefillQueueMs},
                     {QStringLiteral("kv_transfer"), e.kvTransferMs},
                     {QStringLiteral("handoff"), e.handoffMs},
                     {QStringLiteral("first_step"), e.stepMs}}},
        {QStringLiteral("fits"), e.fits},
        {QStringLiteral("memory_per_gpu_gb"), e.memoryPerGpuGB},
        {QStringLiteral("memory_breakdown_gb"),
         QJsonObject{{QStringLiteral("weights"), e.weightsPerGpuGB},
                     {QStringLiteral("kv_cache"), e.kvPerGpuGB},
                     {QStringLiteral("reserve"), e.reservePerGpuGB},
                     {QStringLiteral("capacity"), e.hbmCapacityGB},
                     {QStringLiteral("shortfall"), e.shortfallGB}}},
        {QStringLiteral("replicas"), e.replicas},
        {QStringLiteral("gpus_used"), e.gpusUsed},
        {QStringLiteral("concurrency"), e.concurrency},
        {QStringLiteral("running_batch"), e.runningBatch},
        {QStringLiteral("tokens_per_step"), e.tokensPerStep},
        {QStringLiteral("experts_touched_per_layer"), e.expertsTouched},
        {QStringLiteral("readings"),
         QJsonObject{{QStringLiteral("compute_utilization"), e.computeUtilization},
                     {QStringLiteral("hbm_bandwidth_utilization"), e.hbmUtilization},
                     {QStringLiteral("exposed_comm_share"), e.exposedCommShare},
                     {QStringLiteral("overhead_share"), e.overheadShare}}},
        {QStringLiteral("provenance"), qs(provenanceName(params.provenance))},
        {QStringLiteral("calibration"), params.label},
        {QStringLiteral("corrected_by_runs"), params.correctedByRuns},
        // The 80% interval of TPOT and TTFT ([low, high]); null for "ideal", a bound.
        {QStringLiteral("interval_80"),
         params.hasInterval
             ? QJsonValue(QJsonObject{
                   {QStringLiteral("tpot_ms"), QJsonArray{e.tpotMs * std::exp(params.tpotLogLo),
                                                          e.tpotMs * std::exp(params.tpotLogHi)}},
                   {QStringLiteral("ttft_ms"), QJsonArray{e.ttftMs * std::exp(params.ttftLogLo),
                                                          e.ttftMs * std::exp(params.ttftLogHi)}}})
             : QJsonValue()},
        {QStringLiteral("architecture_factor"), params.stepFactor},
        {QStringLiteral("warnings"), warnings},
    };
}

OtherTopology otherTopology(const Catalog &catalog, const Scenario &s)
{
    OtherTopology out;
    out.scenario = s;
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    if (!gpu) {
        out.error = errorMessage({ErrorCode::UnknownGpu});
        return out;
    }
    const Topology target = s.topology == Topology::HgxIb ? Topology::Nvl72 : Topology::HgxIb;
    out.scenario.topology = target;
    const bool placeable =
        target == Topology::Nvl72 ? gpu->nvlinkDomain >= 72 : gpu->form != GpuForm::Nvl72;
    if (!placeable) {
        const GpuSpec *sib = gpu->sibling.empty() ? nullptr : catalog.gpu(gpu->sibling);
        if (!sib) {
            out.error =
                Planning::tr("%1 has no %2 form")
                    .arg(QString::fromStdString(gpu->name),
                         target == Topology::Nvl72 ? Planning::tr("NVL72") : Planning::tr("HGX"));
            return out;
        }
        out.scenario.gpu = sib->id;
    }
    return out;
}

QString checkScenarioIds(const Catalog &catalog, const Scenario &s)
{
    const ModelSpec *model = catalog.model(s.model);
    if (!model)
        return Planning::tr("unknown model \"%1\"").arg(QString::fromStdString(s.model));
    if (!catalog.gpu(s.gpu))
        return Planning::tr("unknown GPU kind \"%1\"").arg(QString::fromStdString(s.gpu));
    if (!model->precision(s.precision))
        return Planning::tr("precision \"%1\" is not offered for %2")
            .arg(QString::fromStdString(s.precision), QString::fromStdString(model->name));
    return {};
}

QString parallelismLabel(const Parallelism &p)
{
    if (p.moeEp <= 1 && p.attnDp <= 1)
        return QStringLiteral("TP-%1").arg(p.attnTp);
    if (p.moeEp == p.ranks())
        return p.attnTp > 1 ? QStringLiteral("EP-%1 (TP-%2 attn)").arg(p.moeEp).arg(p.attnTp)
                            : QStringLiteral("EP-%1").arg(p.moeEp);
    return QStringLiteral("TP-%1 DP-%2 EP-%3").arg(p.attnTp).arg(p.attnDp).arg(p.moeEp);
}

QString planLabel(const Scenario &s)
{
    if (s.serving == Serving::Disaggregated)
        return QStringLiteral("P %1x %2 + D %3x %4")
            .arg(s.prefill.workers)
            .arg(parallelismLabel(s.prefill.parallelism))
            .arg(s.decode.workers)
            .arg(parallelismLabel(s.decode.parallelism));
    switch (s.plan) {
    case PlanKind::EP:
        return s.tp > 1 ? QStringLiteral("EP-%1 (TP-%2 attn)").arg(s.ep).arg(s.tp)
                        : QStringLiteral("EP-%1").arg(s.ep);
    case PlanKind::TP:
        return QStringLiteral("TP-%1").arg(s.tp);
    case PlanKind::TPReplicas:
        return QStringLiteral("%1x TP-%2").arg(s.gpus / std::max(1, s.tp)).arg(s.tp);
    }
    return {};
}

QString scenarioLabel(const Catalog &catalog, const Scenario &s)
{
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    const QString gpuName =
        gpu ? QString::fromStdString(gpu->id).toUpper() : QString::fromStdString(s.gpu);
    const QString topo =
        s.topology == Topology::Nvl72 ? QStringLiteral("NVL72") : QStringLiteral("HGX+IB");
    return QStringLiteral("%1 %2, %3").arg(gpuName, topo, planLabel(s));
}

int batchOf(const Scenario &s)
{
    return s.serving == Serving::Disaggregated && s.decode.batch > 0 ? s.decode.batch : s.batch;
}

namespace {

CurvePoint curvePoint(int batch, const Evaluation &e, const ParamsChoice &params)
{
    CurvePoint p;
    p.batch = batch;
    p.tokensPerSecondPerUser = e.tokensPerSecondPerUser;
    p.throughput = e.throughputTokensPerSecond;
    p.throughputPerGpu = e.throughputPerGpu;
    p.tpotMs = e.tpotMs;
    p.fits = e.fits;
    // A TPOT exp(lo)..exp(hi) times the prediction divides both speeds by that factor.
    const double slow = std::exp(-params.tpotLogHi), fast = std::exp(-params.tpotLogLo);
    p.perUserLo = p.tokensPerSecondPerUser * slow;
    p.perUserHi = p.tokensPerSecondPerUser * fast;
    p.throughputLo = p.throughput * slow;
    p.throughputHi = p.throughput * fast;
    return p;
}

/// The largest GPU count the planning services offer (the planner's GPU control's range).
constexpr int kOfferedMaxGpus = 576;

bool disaggregated(const Scenario &s)
{
    return s.serving == Serving::Disaggregated;
}

/// GPUs of the prefill pool (disaggregated).
int prefillGpusOf(const Scenario &s)
{
    return int(poolGpus(s.prefill));
}

/// Replicas of one replica's plan over the scenario's GPUs (0 when the plan does not divide);
/// disaggregated: the decode workers.
int replicasOf(const Scenario &s)
{
    if (disaggregated(s))
        return s.decode.workers;
    const int ranks = parallelismFor(s).ranks();
    return ranks > 0 && s.gpus % ranks == 0 ? s.gpus / ranks : 0;
}

/// The scenario at `batch` sequences per replica (per decode worker).
Scenario withBatch(Scenario s, int batch)
{
    if (disaggregated(s) && s.decode.batch > 0)
        s.decode.batch = batch;
    else
        s.batch = batch;
    return s;
}

/// Sequences in flight across the deployment (disaggregated: in the decode pool).
long long concurrencyOf(const Scenario &s)
{
    return (long long)std::max(1, replicasOf(s)) * batchOf(s);
}

} // namespace

Curve loadCurve(const Catalog &catalog, const Scenario &s, const ParamsChoice &params, int maxBatch,
                int points)
{
    Curve c;
    c.label = scenarioLabel(catalog, s);
    c.plans = {c.label};
    auto r = resolve(catalog, s);
    if (!r) {
        c.error = errorMessage(r.error());
        return c;
    }
    const std::vector<int> batches = logSpaced(1, maxBatch, points);
    const std::vector<SweepPoint> pts = params.sweepBatch(r.value(), batches);
    c.points.reserve(qsizetype(pts.size()));
    for (const SweepPoint &pt : pts) {
        if (pt.error.code != ErrorCode::None)
            continue;
        c.points.push_back(curvePoint(pt.batch, pt.eval, params));
    }
    return c;
}

Scenario withGpuCount(const Scenario &s, int gpus)
{
    Scenario out = s;
    gpus = std::clamp(gpus, 1, kMaxGpus);
    // GPU products in double and clamped: a hostile shape's product may pass int.
    auto ranksOf = [](const Parallelism &p) { return std::max(1.0, double(p.attnTp) * p.attnDp); };
    auto toCount = [](double n) { return int(std::clamp(n, 1.0, double(INT_MAX))); };
    // Whole copies of a fixed shape: the nearest count of them to `gpus`, at least one.
    auto copies = [gpus](double fixed, double size) {
        return int(std::clamp(std::round((gpus - fixed) / size), 1.0, double(kMaxGpus)));
    };
    if (disaggregated(s)) {
        // The decode pool takes what the prefill pool leaves; its workers keep their shape.
        out.decode.workers = copies(poolGpus(s.prefill), ranksOf(s.decode.parallelism));
        out.gpus = toCount(poolGpus(out));
        return out;
    }
    const double ranks = ranksOf(parallelismFor(s));
    if (s.gpus > ranks && std::fmod(double(s.gpus), ranks) == 0) {
        // Several replicas: the replica keeps its shape and the count of copies changes.
        out.gpus = toCount(ranks * copies(0, ranks));
        return out;
    }
    out.gpus = gpus;
    if (s.plan == PlanKind::EP) {
        out.ep = gpus;
        if (gpus % std::max(1, out.tp) != 0)
            out.tp = 1;
    } else if (s.plan == PlanKind::TP) {
        out.tp = gpus;
    } else if (gpus % std::max(1, s.tp) != 0) {
        out.tp = std::gcd(gpus, std::max(1, s.tp)); // TP replicas: the widest TP that divides
    }
    return out;
}

QVector<int> usableGpuCounts(const Catalog &catalog, const Scenario &s)
{
    QVector<int> out;
    // A fixed part plus whole copies of one shape: every count of copies that fits.
    auto copiesOf = [&](int fixed, int size) {
        for (int g = fixed + size; size > 0 && g <= kOfferedMaxGpus; g += size)
            if (resolve(catalog, withGpuCount(s, g)))
                out.push_back(g);
    };
    if (disaggregated(s)) {
        copiesOf(prefillGpusOf(s), s.decode.parallelism.ranks());
        return out;
    }
    if (replicasOf(s) > 1) {
        copiesOf(0, parallelismFor(s).ranks());
        return out;
    }
    static const int kCandidates[] = {1,  2,   4,   8,   16,  24,  32,  36,  48,  64,  72,
                                      96, 128, 144, 192, 216, 256, 288, 384, 432, 512, 576};
    for (int g : kCandidates) {
        Scenario at = withGpuCount(s, g);
        if (at.plan == PlanKind::TPReplicas && at.tp != s.tp)
            continue; // a TP-8 replica plan offers multiples of 8 only
        if (resolve(catalog, at))
            out.push_back(g);
    }
    return out;
}

QVector<Scenario> candidatePlans(const Catalog &catalog, const Scenario &s)
{
    const long long concurrency = concurrencyOf(s);
    QVector<Scenario> out;
    if (disaggregated(s)) {
        // The scenario's own pools first; the aggregated plans below use all of its GPUs.
        if (resolve(catalog, s))
            out.push_back(s);
    }
    auto add = [&](Scenario c) {
        c.serving = Serving::Aggregated;
        c.prefill = {};
        c.decode = {};
        const int replicas = std::max(1, replicasOf(c));
        c.batch = int(std::clamp<long long>((concurrency + replicas - 1) / replicas, 1, kMaxBatch));
        if (!resolve(catalog, c))
            return;
        for (const Scenario &o : out)
            if (o == c)
                return;
        out.push_back(c);
    };
    Scenario ep = s;
    ep.plan = PlanKind::EP;
    ep.tp = 1;
    ep.ep = s.gpus;
    add(ep);
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    const int domain =
        s.topology == Topology::Nvl72 ? 72 : (gpu ? std::min(8, gpu->nvlinkDomain) : 8);
    if (s.gpus <= domain) {
        Scenario tp = s;
        tp.plan = PlanKind::TP;
        tp.tp = s.gpus;
        tp.ep = 1;
        add(tp);
    }
    if (s.gpus % 8 == 0 && (s.gpus > 8 || s.gpus > domain)) { // one TP-8 replica is TP-8
        Scenario reps = s;
        reps.plan = PlanKind::TPReplicas;
        reps.tp = 8;
        reps.ep = 1;
        add(reps);
    }
    return out;
}

Scenario bestPlan(const Catalog &catalog, const Scenario &s, const ProfileSet *profiles)
{
    Scenario best = s;
    double bestThroughput = -1;
    bool bestFits = false;
    for (const Scenario &c : candidatePlans(catalog, s)) {
        auto e = deploymentParams(catalog, c, profiles).evaluate(catalog, c);
        if (!e)
            continue;
        const bool fits = e.value().fits;
        const double t = e.value().throughputTokensPerSecond;
        // A plan that fits beats one that does not; then the higher throughput.
        if ((fits && !bestFits) || (fits == bestFits && t > bestThroughput)) {
            best = c;
            bestThroughput = t;
            bestFits = fits;
        }
    }
    return best;
}

Curve frontierAcrossPlans(const Catalog &catalog, const Scenario &s, const ProfileSet *profiles,
                          int maxBatch, int points)
{
    Curve front;
    front.label = Planning::tr("Best across plans");
    std::vector<CurvePoint> all;
    for (const Scenario &c : candidatePlans(catalog, s)) {
        const Curve curve =
            loadCurve(catalog, c, deploymentParams(catalog, c, profiles), maxBatch, points);
        const int plan = int(front.plans.size());
        // Beside a disaggregated scenario's pools, the aggregated plans say what they are.
        front.plans.push_back(
            disaggregated(s) && !disaggregated(c)
                ? Planning::tr("%1 aggregated", "a plan label, e.g. EP-24 aggregated")
                      .arg(planLabel(c))
                : planLabel(c));
        for (CurvePoint p : curve.points) {
            if (!p.fits)
                continue;
            p.plan = plan;
            all.push_back(p);
        }
    }
    if (all.empty()) {
        front.error = Planning::tr("no plan fits in memory at these GPU counts");
        return front;
    }
    std::vector<double> x(all.size()), y(all.size());
    for (std::size_t i = 0; i < all.size(); ++i) {
        x[i] = all[i].throughput;
        y[i] = all[i].tokensPerSecondPerUser;
    }
    for (std::size_t i : paretoFrontier(x, y))
        front.points.push_back(all[i]);
    return front;
}

QVector<int> scalingGpuCounts()
{
    return {8, 16, 24, 32, 48, 64, 72, 96, 128, 144, 192, 216, 288, 384, 432, 576};
}

namespace {

/// The GPU counts of one scaling curve: scalingGpuCounts(), or for disaggregated serving the
/// deployments withGpuCount() makes nearest to them within their range (the prefill pool plus
/// whole decode workers) and the scenario's own, each once, ascending.
QVector<int> scalingCountsFor(const Scenario &s)
{
    const QVector<int> counts = scalingGpuCounts();
    if (!disaggregated(s))
        return counts;
    const int ranks = std::max(1, s.decode.parallelism.ranks());
    QVector<int> out{s.gpus};
    for (int g : counts) {
        int at = withGpuCount(s, g).gpus;
        if (at > counts.back())
            at -= ranks; // one decode worker fewer stays in range
        if (at >= counts.front() && at <= counts.back())
            out.push_back(at);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

ScalingCurve scalingCurve(const Catalog &catalog, const Scenario &s, const ParamsChoice &params)
{
    ScalingCurve c;
    c.topology = s.topology;
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    QString plan;
    if (disaggregated(s)) // the decode pool scales ("D" as in planLabel(); short for the legend)
        plan = QStringLiteral("D Nx %1").arg(parallelismLabel(s.decode.parallelism));
    else if (s.plan == PlanKind::TPReplicas)
        plan = QStringLiteral("TP-%1 replicas").arg(s.tp);
    else if (replicasOf(s) > 1)
        plan = QStringLiteral("%1 replicas").arg(planLabel(s));
    else
        plan = s.plan == PlanKind::EP ? QStringLiteral("EP") : QStringLiteral("TP");
    c.label =
        QStringLiteral("%1 %2, %3")
            .arg(gpu ? QString::fromStdString(gpu->id).toUpper() : QString::fromStdString(s.gpu),
                 s.topology == Topology::Nvl72 ? QStringLiteral("NVL72") : QStringLiteral("HGX+IB"),
                 plan);
    // Aggregated: the scenario's sequences in flight per GPU. Disaggregated: the decode batch
    // per worker (the workers keep their shape, so their load does too).
    const double perGpuLoad = double(concurrencyOf(s)) / std::max(1, s.gpus);
    for (int g : scalingCountsFor(s)) {
        ScalingPoint pt;
        pt.gpus = g;
        Scenario at = withGpuCount(s, g);
        const int replicas = at.gpus == g ? replicasOf(at) : 0; // whole replicas only
        if (replicas > 0) {
            if (!disaggregated(at))
                at.batch = std::max(1, int(std::lround(perGpuLoad * g / replicas)));
            const Scenario one = withBatch(at, 1);
            auto single = params.evaluate(catalog, one);
            auto loaded = params.evaluate(catalog, at);
            if (single && loaded) {
                const Evaluation &e1 = single.value(), &e2 = loaded.value();
                pt.ok = true;
                pt.fits = e2.fits;
                pt.singleUserTokS = e1.tokensPerSecondPerUser;
                pt.singleUserTpotMs = e1.tpotMs;
                pt.throughput = e2.throughputTokensPerSecond;
                pt.throughputPerGpu = e2.throughputPerGpu;
            }
        }
        c.points.push_back(pt);
    }
    return c;
}

} // namespace

Scaling scaling(const Catalog &catalog, const Scenario &s, const ProfileSet *profiles)
{
    Scaling out;
    const ParamsChoice params = paramsFor(s, profiles, &catalog);
    out.current = scalingCurve(catalog, s, params);
    const OtherTopology o = otherTopology(catalog, s);
    if (o.error.isEmpty())
        out.other = scalingCurve(catalog, o.scenario, paramsFor(o.scenario, profiles, &catalog));
    else
        out.other.error = o.error;
    out.other.topology = o.scenario.topology;

    // The wall: one user at the scenario's GPU count, every cost but the overhead removed.
    const Scenario one = withBatch(s, 1);
    if (auto e = params.evaluate(catalog, one)) {
        const Evaluation &ev = e.value();
        out.overheadMs = ev.ms(Component::Overhead);
        if (out.overheadMs > 0)
            out.overheadWallTokS = ev.committedPerStep * 1e3 / out.overheadMs;
    }

    const ScalingCurve &hgx = s.topology == Topology::HgxIb ? out.current : out.other;
    const ScalingCurve &nvl = s.topology == Topology::Nvl72 ? out.current : out.other;
    if (hgx.error.isEmpty() && nvl.error.isEmpty()) {
        for (qsizetype i = hgx.points.size() - 1; i >= 0 && i < nvl.points.size(); --i) {
            const ScalingPoint &a = hgx.points.at(i), &b = nvl.points.at(i);
            if (!a.ok || !b.ok || b.singleUserTokS <= a.singleUserTokS * 1.02)
                break;
            out.nvl72AheadFrom = b.gpus;
        }
    }
    return out;
}

QVector<MeasuredPoint> collectMeasured(const Catalog &catalog, const Scenario &s,
                                       const QVector<RunRecord> &runs)
{
    QVector<MeasuredPoint> out;
    const ModelSpec *model = catalog.model(s.model);
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    if (!model || !gpu)
        return out;
    const QString modelId = QString::fromStdString(model->id);
    const QString gpuId = QString::fromStdString(gpu->id);
    const QString engine = QString::fromStdString(s.engine);
    const bool anyEngine = engine.compare(QLatin1String("any"), Qt::CaseInsensitive) == 0;
    for (const RunRecord &r : runs) {
        if (r.model != modelId || r.gpu != gpuId)
            continue;
        if (!anyEngine && r.engine.compare(engine, Qt::CaseInsensitive) != 0)
            continue;
        const std::optional<double> tpot = r.tpotMedianMs ? r.tpotMedianMs : r.tpotMeanMs;
        if (!tpot || !(*tpot > 0) || r.gpus <= 0)
            continue;
        MeasuredPoint p;
        p.throughput = r.outputTokS && *r.outputTokS > 0 ? *r.outputTokS : 0;
        if (!(p.throughput > 0)) {
            // Not stated: the throughput its closed loop implies.
            const std::optional<double> derived = r.derivedOutputTokS();
            if (!derived)
                continue;
            p.throughput = *derived;
            p.derivedThroughput = true;
        }
        if (!std::isfinite(p.throughput))
            continue;
        p.aggregated = r.serving == QLatin1String("agg");
        // A disaggregated run without worker counts states the least GPUs it used, not its
        // GPUs: no throughput per GPU.
        const bool gpusKnown = p.aggregated || (r.prefillWorkers > 0 && r.decodeWorkers > 0);
        p.runId = r.id;
        p.tpotMs = *tpot;
        p.tokensPerSecondPerUser = 1e3 / *tpot;
        p.throughputPerGpu = gpusKnown ? p.throughput / r.gpus : qQNaN();
        p.gpus = r.gpus;
        p.tp = std::max(1, r.tp);
        p.ep = std::max(1, r.ep);
        p.isl = r.isl;
        p.osl = r.osl;
        p.topology = r.topology == QLatin1String("nvl72") ? Topology::Nvl72 : Topology::HgxIb;
        if (!p.aggregated) {
            p.prefill = {statedParallelism(r.prefillTp, r.prefillDp, r.prefillEp), r.prefillWorkers,
                         0};
            p.decode = {statedParallelism(r.decodeTp, r.decodeDp, r.decodeEp), r.decodeWorkers, 0};
        }
        const QString conc = r.concurrencyConfigured ? QString::number(*r.concurrencyConfigured)
                                                     : QStringLiteral("?");
        const QString layout =
            p.aggregated ? Planning::tr("%1× %2 %3, TP-%4 EP-%5")
                               .arg(QString::number(r.gpus), r.gpu.toUpper(), r.topology,
                                    QString::number(r.tp), QString::number(r.ep))
            : gpusKnown
                ? Planning::tr("%1× %2 %3, P %4×%5 + D %6×%7")
                      .arg(QString::number(r.gpus), r.gpu.toUpper(), r.topology,
                           QString::number(r.prefillWorkers),
                           parallelismLabel(p.prefill.parallelism),
                           QString::number(r.decodeWorkers), parallelismLabel(p.decode.parallelism))
                : Planning::tr("%1 %2, disaggregated, worker counts not stated")
                      .arg(r.gpu.toUpper(), r.topology);
        p.label = Planning::tr("run %1: %2, %3, concurrency %4, %5 ms/token, %6 tokens/s")
                      .arg(QString::number(r.id), r.engine, layout, conc)
                      .arg(*tpot, 0, 'f', 1)
                      .arg(p.throughput, 0, 'f', 0);
        if (p.derivedThroughput)
            p.label += Planning::tr(" (derived: concurrency × OSL / (TTFT + (OSL − 1) × TPOT); "
                                    "the run states no throughput)");
        out.push_back(std::move(p));
    }
    return out;
}

QVector<MeasuredPoint> matchDeployment(QVector<MeasuredPoint> points, const Scenario &s, int limit)
{
    const Parallelism par = parallelismFor(s);
    const bool disagg = s.serving == Serving::Disaggregated;
    const auto samePool = [](const WorkerPlan &run, const WorkerPlan &scenario) {
        return run.workers == scenario.workers && run.parallelism == scenario.parallelism;
    };
    for (MeasuredPoint &p : points)
        p.sameDeployment = p.topology == s.topology && (p.isl <= 0 || p.isl == s.isl) &&
                           (p.osl <= 0 || p.osl == s.osl) &&
                           (disagg ? !p.aggregated && samePool(p.prefill, s.prefill) &&
                                         samePool(p.decode, s.decode)
                                   : p.aggregated && p.gpus == s.gpus && p.tp == par.attnTp &&
                                         p.ep == std::max(1, par.moeEp));
    std::stable_partition(points.begin(), points.end(),
                          [](const MeasuredPoint &p) { return p.sameDeployment; });
    if (points.size() > limit)
        points.resize(limit);
    return points;
}

QVector<MeasuredPoint> measuredPoints(const Catalog &catalog, const Scenario &s,
                                      const QVector<RunRecord> &runs, int limit)
{
    return matchDeployment(collectMeasured(catalog, s, runs), s, limit);
}

} // namespace moeplan::core
