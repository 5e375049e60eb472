#include "recommend.h"

#include "calibration.h"
#include "messages.h"
#include "scenarioio.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QLocale>
#include <QSet>

#include <cmath>
#include <optional>

namespace moeplan::core {

/// The translation context of the recommendations: Recommend::tr("...").
struct Recommend
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::Recommend)
};

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
/// In the user's locale, as the tables beside the text show their figures ("84,576"; the C
/// locale writes no group separator). The JSON carries the figures as numbers.
QString num(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

SizingParams sizingParams(const ParamsChoice &c)
{
    SizingParams p;
    p.params = c.params;
    p.stepFactor = c.stepFactor;
    p.ttftFactor = c.ttftFactor;
    p.tpotLogLo = c.hasInterval ? c.tpotLogLo : 0;
    p.tpotLogHi = c.hasInterval ? c.tpotLogHi : 0;
    p.provenance = c.provenance;
    return p;
}

/// The deployments `profiles` corrects, less their plans, lengths and replicas ("model|gpu|
/// engine|serving|precision"): a kind none of whose deployments is the workload's is skipped
/// without building a key per shape.
QSet<QString> correctedKinds(const ProfileSet &profiles)
{
    QSet<QString> out;
    for (auto it = profiles.deploymentCorrections.cbegin();
         it != profiles.deploymentCorrections.cend(); ++it)
        out.insert(it.key().section(QLatin1Char('|'), 0, 4));
    return out;
}

/// The deployments the search considers that the history measured for this workload on
/// `s.gpu`, served `s.serving` (ProfileSet::deploymentCorrections), with their corrections: an
/// option that is such a deployment is predicted as the planner predicts it. Aggregated: the
/// replica shapes of shapesUpTo(); disaggregated: the measured decode shape, decode worker count
/// and prefill shape the corrections hold (DeploymentCorrection's fields). `kinds`:
/// correctedKinds(profiles).
std::vector<PlanCorrection> measuredShapes(const Catalog &catalog, const Scenario &s,
                                           const ParamsChoice &choice, int maxGpus,
                                           const ProfileSet &profiles, const QSet<QString> &kinds)
{
    std::vector<PlanCorrection> out;
    const ModelSpec *model = catalog.model(s.model);
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    if (!model || !gpu)
        return out;
    const QString modelId = qs(model->id), gpuId = qs(gpu->id);
    const QChar bar = QLatin1Char('|');
    const QString kind = modelId + bar + gpuId + bar + qs(s.engine).toLower() + bar;
    auto add = [&](const ResolvedScenario &r) {
        const auto c = deploymentCorrection(choice, s, modelId, gpuId, r, profiles);
        if (!c)
            return;
        PlanCorrection p;
        p.serving = r.serving;
        p.shape = r.decode.par;
        if (r.serving == Serving::Disaggregated) {
            p.decodeWorkers = r.decode.count;
            p.prefillShape = r.prefill.par;
        }
        p.stepFactor = c->tpotFactor;
        p.ttftFactor = c->ttftFactor;
        if (c->tpotBand) {
            std::tie(p.tpotLogLo, p.tpotLogHi) = *c->tpotBand;
            p.hasBand = true;
        }
        p.runs = c->runs;
        out.push_back(p);
    };
    if (s.serving == Serving::Aggregated &&
        kinds.contains(kind + QLatin1String("agg|") + qs(s.precision))) {
        ResolvedScenario r;
        r.serving = Serving::Aggregated;
        for (const SizingShape &shape : shapesUpTo(maxGpus)) {
            r.decode = {shape.par, 1};
            r.prefill = r.decode;
            add(r);
        }
    }
    const QString disagg = kind + QLatin1String("disagg|") + qs(s.precision);
    if (s.serving == Serving::Disaggregated && kinds.contains(disagg)) {
        // The measured decode shape, worker count and prefill shape, as the runs were placed;
        // the prefill workers are load.
        for (auto it = profiles.deploymentCorrections.cbegin();
             it != profiles.deploymentCorrections.cend(); ++it) {
            const ProfileSet::DeploymentCorrection &c = it.value();
            if (!c.anyBuild || c.serving != Serving::Disaggregated || c.isl != s.isl ||
                c.osl != s.osl || !it.key().startsWith(disagg + bar))
                continue;
            ResolvedScenario r;
            r.serving = Serving::Disaggregated;
            r.decode = c.decode;
            r.prefill = {c.prefillShape, 1};
            if (r.decode.count < 1 || qint64(r.decode.par.ranks()) * r.decode.count >= maxGpus)
                continue;
            add(r);
        }
    }
    return out;
}

QJsonValue orNull(double v)
{
    return v > 0 && std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonObject shapeJson(const Parallelism &p)
{
    return {{QStringLiteral("attn_tp"), p.attnTp},
            {QStringLiteral("attn_dp"), p.attnDp},
            {QStringLiteral("moe_tp"), p.moeTp},
            {QStringLiteral("moe_ep"), p.moeEp}};
}

} // namespace

Recommendation recommend(const Catalog &catalog, const RecommendInput &in,
                         const ProfileSet *profiles)
{
    QElapsedTimer timer;
    timer.start();
    Recommendation out;
    out.target = in.target;
    if (const QString bad = checkScenarioIds(catalog, in.workload); !bad.isEmpty()) {
        out.error = bad;
        return out;
    }
    QStringList gpus = in.gpus;
    if (gpus.isEmpty()) {
        for (const GpuSpec &g : catalog.gpus())
            gpus << qs(g.id);
    }
    QVector<Topology> topologies = in.topologies;
    if (topologies.isEmpty())
        topologies = {Topology::HgxIb, Topology::Nvl72};

    SizingRequest req;
    req.workload = in.workload;
    req.target = in.target;
    req.maxGpus = in.maxGpus;
    req.aggregated = in.aggregated;
    req.disaggregated = in.disaggregated;
    std::optional<QSet<QString>> kinds; // correctedKinds(), once
    for (const QString &id : gpus) {
        const GpuSpec *g = catalog.gpu(id.toStdString());
        if (!g) {
            out.error =
                Recommend::tr("unknown GPU kind \"%1\" (see `moeplan-cli catalog`)").arg(id);
            return out;
        }
        for (Topology t : topologies) {
            SizingCandidate c;
            c.gpu = g->id;
            c.topology = t;
            c.economics = economicsFor(*g, in.economics);
            // A profile's offsets and intervals are per serving mode: each option is predicted
            // as the planner predicts its scenario.
            for (Serving sv : {Serving::Aggregated, Serving::Disaggregated}) {
                Scenario s = in.workload;
                s.gpu = g->id;
                s.topology = t;
                s.serving = sv;
                const ParamsChoice choice = paramsFor(s, profiles, &catalog);
                if (!choice.error.isEmpty()) {
                    out.error = choice.error;
                    return out;
                }
                SizingParams p = sizingParams(choice);
                if (profiles && !profiles->deploymentCorrections.isEmpty()) {
                    if (!kinds)
                        kinds = correctedKinds(*profiles);
                    p.corrections =
                        measuredShapes(catalog, s, choice, in.maxGpus, *profiles, *kinds);
                }
                if (sv == Serving::Aggregated) {
                    out.calibration.insert(qs(g->id), choice.label);
                    c.params = std::move(p);
                } else {
                    c.disaggregatedParams = std::move(p);
                }
            }
            req.candidates.push_back(c);
        }
    }
    auto r = size(catalog, req);
    if (!r) {
        out.error = errorMessage(r.error());
        return out;
    }
    out.result = std::move(r.value());
    out.elapsedMs = timer.nsecsElapsed() / 1e6;
    return out;
}

QString familyLabel(SizingFamily f, Serving s)
{
    QString name;
    switch (f) {
    case SizingFamily::TpReplicas:
        name = Recommend::tr("TP replicas");
        break;
    case SizingFamily::EpDpAttention:
        name = Recommend::tr("EP, DP attention");
        break;
    case SizingFamily::TpEp:
        name = Recommend::tr("TP x EP");
        break;
    }
    return s == Serving::Disaggregated ? Recommend::tr("%1, disaggregated").arg(name) : name;
}

QString optionSourceLabel(const SizingOption &o)
{
    const QString source = qs(provenanceName(o.provenance));
    if (o.correctedByRuns <= 0)
        return source;
    return Recommend::tr("%1, %Ln run(s) measured", nullptr, o.correctedByRuns).arg(source);
}

QString optionPlanLabel(const SizingOption &o)
{
    if (o.serving == Serving::Disaggregated)
        return QStringLiteral("P %1×%2 + D %3×%4")
            .arg(o.prefillWorkers)
            .arg(parallelismLabel(o.prefillShape))
            .arg(o.replicas)
            .arg(parallelismLabel(o.shape));
    return QStringLiteral("%1×%2").arg(o.replicas).arg(parallelismLabel(o.shape));
}

QString hardwareLabel(const Catalog &catalog, const std::string &gpu, Topology t)
{
    const GpuSpec *g = catalog.gpu(gpu);
    const QString name = g ? qs(g->id).toUpper() : qs(gpu);
    return QStringLiteral("%1 %2").arg(name, t == Topology::Nvl72 ? QStringLiteral("NVL72")
                                                                  : QStringLiteral("HGX+IB"));
}

QString failureKey(SizingFailure f)
{
    return qs(failureName(f));
}

QString failureText(const SizingFamilyResult &f, const SizingTarget &t)
{
    switch (f.failure) {
    case SizingFailure::None:
        return {};
    case SizingFailure::Unplaceable:
        return f.topology == Topology::Nvl72
                   ? Recommend::tr("not placeable: this GPU kind has no 72-GPU NVLink domain")
                   : Recommend::tr("not placeable: this GPU kind comes only as an NVL72 rack");
    case SizingFailure::Memory:
        return Recommend::tr(
            "memory: no plan holds the weights and one sequence's KV cache in HBM");
    case SizingFailure::OverheadWall:
        return Recommend::tr(
                   "overhead wall: at most %1 tokens/s per user at the lightest load, below the "
                   "floor of "
                   "%2; the fixed per-step overhead binds, more GPUs do not help")
            .arg(num(f.reachedPerUser, 1), num(t.minTokensPerSecondPerUser, 1));
    case SizingFailure::Interconnect:
        return Recommend::tr(
                   "interconnect: at most %1 tokens/s per user at the lightest load, below the "
                   "floor of "
                   "%2; exposed communication binds")
            .arg(num(f.reachedPerUser, 1), num(t.minTokensPerSecondPerUser, 1));
    case SizingFailure::Sla:
        return Recommend::tr(
                   "SLA: %1 tokens/s per user at most (lightest load), below the floor of %2")
            .arg(num(f.reachedPerUser, 1), num(t.minTokensPerSecondPerUser, 1));
    case SizingFailure::Ttft:
        return f.reachedTtftMs > 0 ? Recommend::tr("TTFT: at best %1 ms, above the limit of %2 ms")
                                         .arg(num(f.reachedTtftMs, 0), num(t.maxTtftMs, 0))
                                   : Recommend::tr("TTFT: no plan meets the limit of %1 ms")
                                         .arg(num(t.maxTtftMs, 0));
    case SizingFailure::GpuBudget:
        return Recommend::tr("GPU budget: %1 of the %2 tokens/s at the floor within the GPU limit")
            .arg(num(f.reachedTokensPerSecond), num(t.tokensPerSecond));
    case SizingFailure::Evaluation:
        return Recommend::tr("the model cannot evaluate this workload on this GPU kind");
    }
    return {};
}

QJsonObject optionToJson(const Catalog &catalog, const SizingOption &o)
{
    QJsonObject j{
        {QStringLiteral("scenario"), scenarioToJson(o.scenario)},
        {QStringLiteral("gpu"), qs(o.gpu)},
        {QStringLiteral("topology"), qs(topologyName(o.topology))},
        {QStringLiteral("hardware"), hardwareLabel(catalog, o.gpu, o.topology)},
        {QStringLiteral("serving"), qs(servingName(o.serving))},
        {QStringLiteral("family"), qs(familyName(o.family))},
        {QStringLiteral("plan"), optionPlanLabel(o)},
        {QStringLiteral("shape"), shapeJson(o.shape)},
        {QStringLiteral("replicas"), o.replicas},
        {QStringLiteral("batch_per_replica"), o.batch},
        {QStringLiteral("gpus"), o.gpus},
        {QStringLiteral("tokens_per_s"), o.tokensPerSecond},
        {QStringLiteral("tokens_per_s_lo"), o.tokensPerSecondLo},
        {QStringLiteral("tokens_per_s_hi"), o.tokensPerSecondHi},
        {QStringLiteral("tokens_per_s_per_user"), o.tokensPerSecondPerUser},
        {QStringLiteral("tokens_per_s_per_user_lo"), o.perUserLo},
        {QStringLiteral("tokens_per_s_per_user_hi"), o.perUserHi},
        {QStringLiteral("tpot_ms"), o.tpotMs},
        {QStringLiteral("ttft_ms"), o.ttftMs},
        {QStringLiteral("memory_per_gpu_gb"), o.memoryPerGpuGB},
        {QStringLiteral("memory_headroom_gb"), o.memoryHeadroomGB},
        {QStringLiteral("binding"), qs(ceilingName(o.binding))},
        {QStringLiteral("usd_per_hour"), orNull(o.usdPerHour)},
        {QStringLiteral("usd_per_mtok"), orNull(o.usdPerMillionTokens)},
        {QStringLiteral("power_kw"), orNull(o.powerW / 1e3)},
        {QStringLiteral("tokens_per_s_per_mw"), orNull(o.tokensPerSecondPerMW)},
        {QStringLiteral("provenance"), qs(provenanceName(o.provenance))},
        {QStringLiteral("corrected_by_runs"), o.correctedByRuns},
    };
    if (o.serving == Serving::Disaggregated) {
        j.insert(QStringLiteral("prefill_shape"), shapeJson(o.prefillShape));
        j.insert(QStringLiteral("prefill_workers"), o.prefillWorkers);
    }
    QJsonArray warnings;
    for (int b = 0; b < kWarningCount; ++b) {
        const auto w = static_cast<Warning>(1u << b);
        if (o.warnings & w)
            warnings.append(qs(warningName(w)));
    }
    j.insert(QStringLiteral("warnings"), warnings);
    return j;
}

QJsonObject recommendationToJson(const Catalog &catalog, const Recommendation &r, int top)
{
    QJsonArray options;
    for (const SizingOption &o : r.result.options) {
        if (top > 0 && options.size() >= top)
            break;
        options.append(optionToJson(catalog, o));
    }
    QJsonArray failures;
    for (const SizingFamilyResult &f : r.result.families) {
        if (f.failure == SizingFailure::None)
            continue;
        // The detail is prose in the user's language and digits; how far the family got is
        // also given as numbers (null where the failure does not measure it).
        const auto reached = [](double v) { return v > 0 ? QJsonValue(v) : QJsonValue(); };
        failures.append(QJsonObject{
            {QStringLiteral("gpu"), qs(f.gpu)},
            {QStringLiteral("topology"), qs(topologyName(f.topology))},
            {QStringLiteral("serving"), qs(servingName(f.serving))},
            {QStringLiteral("family"), qs(familyName(f.family))},
            {QStringLiteral("reason"), failureKey(f.failure)},
            {QStringLiteral("detail"), failureText(f, r.target)},
            {QStringLiteral("reached_tokens_per_s"), reached(f.reachedTokensPerSecond)},
            {QStringLiteral("reached_tokens_per_s_per_user"), reached(f.reachedPerUser)},
            {QStringLiteral("reached_ttft_ms"), reached(f.reachedTtftMs)},
        });
    }
    QJsonObject calibration;
    for (auto it = r.calibration.constBegin(); it != r.calibration.constEnd(); ++it)
        calibration.insert(it.key(), it.value());
    QJsonObject j{
        {QStringLiteral("target"),
         QJsonObject{
             {QStringLiteral("tokens_per_s"), r.target.tokensPerSecond},
             {QStringLiteral("min_tokens_per_s_per_user"), r.target.minTokensPerSecondPerUser},
             {QStringLiteral("max_ttft_ms"), orNull(r.target.maxTtftMs)}}},
        {QStringLiteral("options"), options},
        {QStringLiteral("failures"), failures},
        {QStringLiteral("calibration"), calibration},
        {QStringLiteral("evaluations"), double(r.result.evaluations)},
    };
    if (r.result.hasNearest) {
        QJsonObject n = optionToJson(catalog, r.result.nearest);
        n.insert(QStringLiteral("per_user_shortfall"), r.result.nearestPerUserShortfall);
        n.insert(QStringLiteral("throughput_shortfall"), r.result.nearestThroughputShortfall);
        n.insert(QStringLiteral("ttft_excess"), r.result.nearestTtftExcess);
        j.insert(QStringLiteral("nearest"), n);
    } else {
        j.insert(QStringLiteral("nearest"), QJsonValue(QJsonValue::Null));
    }
    return j;
}

} // namespace moeplan::core
