// Placing a stored run in the model: its deployment as the catalog knows it (re-read where the run
// states an impossible one) and the scenario it measured.

#include "calibration.h"

#include "calibration/internal.h"
#include "runscenario.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace moeplan::core {

using namespace calib;

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

namespace calib {

bool holdsWeights(const ResolvedScenario &r, const Parallelism &par)
{
    return weightBytesPerRank(r.shape, par) / 1e9 <= r.gpu->hbmGB;
}

QStringList planKeys(const Observation &o)
{
    const QChar bar = QLatin1Char('|');
    return {o.model + bar + o.gpu + bar + o.engine + bar + o.serving,
            o.model + bar + o.gpu + QLatin1String("|*|") + o.serving,
            o.model + QLatin1String("|*|*|") + o.serving};
}

QString parallelismCode(const Parallelism &p)
{
    return QStringLiteral("%1x%2x%3x%4").arg(p.attnTp).arg(p.attnDp).arg(p.moeTp).arg(p.moeEp);
}

QString deploymentCode(const ResolvedScenario &r)
{
    return r.serving == Serving::Disaggregated
               ? parallelismCode(r.prefill.par) + QLatin1Char('/') + parallelismCode(r.decode.par)
               : parallelismCode(r.decode.par);
}

std::optional<std::pair<Parallelism, Parallelism>> parseDeploymentCode(const QString &code)
{
    auto plan = [](const QString &text) -> std::optional<Parallelism> {
        const QStringList f = text.split(QLatin1Char('x'));
        if (f.size() != 4)
            return std::nullopt;
        int v[4];
        for (int i = 0; i < 4; ++i) {
            bool ok = false;
            v[i] = f.at(i).toInt(&ok);
            if (!ok || v[i] < 1 || v[i] > kMaxGpus)
                return std::nullopt;
        }
        if (v[0] * v[1] > kMaxGpus || v[2] * v[3] > kMaxGpus)
            return std::nullopt;
        return Parallelism{v[0], v[1], v[2], v[3]};
    };
    const QStringList sides = code.split(QLatin1Char('/'));
    if (sides.size() == 1) {
        const auto p = plan(sides.at(0));
        return p ? std::optional{std::pair{*p, *p}} : std::nullopt;
    }
    if (sides.size() != 2)
        return std::nullopt;
    const auto pf = plan(sides.at(0));
    const auto d = plan(sides.at(1));
    return pf && d ? std::optional{std::pair{*pf, *d}} : std::nullopt;
}

} // namespace calib

Placement placeRun(const Catalog &catalog, const RunRecord &run)
{
    Placement out;
    const RunBasics basics = runBasics(catalog, run);
    if (!basics.model) {
        out.group = Calibration::tr("model \"%1\" is not in the catalog").arg(run.model);
        out.reason = Calibration::tr(
                         "model \"%1\" is not in the catalog (its runs join calibration once the "
                         "catalog describes it)")
                         .arg(run.model);
        return out;
    }
    if (!basics.gpu) {
        out.group = Calibration::tr("GPU kind \"%1\" is not in the catalog").arg(run.gpu);
        out.reason =
            Calibration::tr("GPU kind \"%1\" is not in the catalog (its runs join calibration once "
                            "the catalog describes it)")
                .arg(run.gpu);
        return out;
    }
    const ModelSpec *model = basics.model;
    const GpuSpec *gpu = basics.gpu;
    Scenario s = basics.scenario;
    s.isl = std::max(1, run.isl);
    s.osl = std::max(2, run.osl);
    const double concurrency = basics.concurrency;

    Observation o;
    o.runId = run.id;
    o.id = run.notes.startsWith(QLatin1String("id="))
               ? run.notes.mid(3).section(QLatin1Char(';'), 0, 0)
               : QString::number(run.id);
    o.gpu = QString::fromStdString(gpu->id);
    o.engine = run.engine.isEmpty() ? QStringLiteral("any") : run.engine;
    o.engineVersion = run.engineVersion.trimmed();
    o.model = QString::fromStdString(model->id);
    o.serving = run.serving;
    o.tpotMs = run.tpotMeanMs.value_or(run.tpotMedianMs.value_or(0));
    o.ttftMs = run.ttftMeanMs.value_or(run.ttftMedianMs.value_or(0));

    if (run.serving == QLatin1String("disagg")) {
        s.serving = Serving::Disaggregated;
        const Parallelism decodeStated =
            statedParallelism(run.decodeTp, run.decodeDp, run.decodeEp);
        s.prefill = {
            rereadDeployment(*model, *gpu,
                             statedParallelism(run.prefillTp, run.prefillDp, run.prefillEp),
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
            out.group = Calibration::tr("no load (concurrency or batch)");
            out.reason = Calibration::tr("run %1 has no load (concurrency or batch)").arg(o.id);
            return out;
        }
        s.decode.batch = batch;
        s.batch = batch;
        s.gpus = kMaxGpus;
        auto r = resolve(catalog, s);
        if (!r) {
            const QString code = QString::fromUtf8(errorName(r.error().code).data());
            out.group = Calibration::tr("deployment cannot be evaluated (%1)").arg(code);
            out.reason =
                Calibration::tr("run %1: deployment cannot be evaluated (%2)").arg(o.id, code);
            return out;
        }
        o.resolved = r.value();
        if (!holdsWeights(o.resolved, o.resolved.prefill.par) ||
            !holdsWeights(o.resolved, o.resolved.decode.par))
            o.missing << QStringLiteral("plan");
    } else {
        const Parallelism stated = statedParallelism(run.tp, run.attnDp, run.ep);
        const Parallelism p = rereadDeployment(*model, *gpu, stated, o.deploymentReread);
        // Replicas as stated: a re-read deployment is the same run on fewer GPUs.
        const int replicas = std::max(1, run.gpus / std::max(1, stated.ranks()));
        int batch = 0;
        if (run.batchPerRank && *run.batchPerRank > 0)
            batch = int(std::lround(*run.batchPerRank * stated.attnDp));
        else if (concurrency > 0)
            batch = int(std::lround(concurrency / replicas));
        if (batch < 1) {
            out.group = Calibration::tr("no load (concurrency or batch)");
            out.reason = Calibration::tr("run %1 has no load (concurrency or batch)").arg(o.id);
            return out;
        }
        s.plan = PlanKind::TP;
        s.tp = 1;
        s.gpus = 1;
        s.batch = batch;
        auto base = resolve(catalog, s);
        auto r = base ? withParallelism(base.value(), p, replicas) : base;
        if (!r) {
            const QString code = QString::fromUtf8(errorName(r.error().code).data());
            out.group = Calibration::tr("deployment cannot be evaluated (%1)").arg(code);
            out.reason =
                Calibration::tr("run %1: deployment cannot be evaluated (%2)").arg(o.id, code);
            return out;
        }
        o.resolved = r.value();
        o.resolved.batch = batch;
        o.concurrency = double(batch) * replicas;
        if (!holdsWeights(o.resolved, o.resolved.decode.par)) {
            o.missing << QStringLiteral("plan");
            o.batchAssumed = true;
        }
    }
    o.group = deploymentGroup(o.model, o.gpu, o.engine, o.serving,
                              QString::fromStdString(s.precision), o.resolved, s.isl, s.osl);
    o.deployment = deploymentGroup(o.model, o.gpu, o.engine, o.serving,
                                   QString::fromStdString(s.precision), o.resolved, s.isl, s.osl,
                                   /*replicasAsLoad*/ true);
    out.obs = std::move(o);
    return out;
}

namespace {

/// The deployment without its load and worker counts: Observation::group less its last field.
QString workerlessGroup(const Observation &o)
{
    return o.group.section(QLatin1Char('|'), 0, -2);
}

bool missesOnlyWorkers(const Observation &o)
{
    if (o.missing.isEmpty())
        return false;
    for (const QString &m : o.missing)
        if (m != QLatin1String("prefill workers") && m != QLatin1String("decode workers"))
            return false;
    return true;
}

} // namespace

void StatedWorkers::add(const Observation &o)
{
    if (o.resolved.serving != Serving::Disaggregated || !o.missing.isEmpty() ||
        o.workersSettledBy > 0)
        return;
    m_counts[workerlessGroup(o)][{o.resolved.prefill.count, o.resolved.decode.count}] += 1;
}

void StatedWorkers::add(const std::vector<Observation> &obs)
{
    for (const Observation &o : obs)
        add(o);
}

bool StatedWorkers::settle(const Catalog &catalog, const RunRecord &run, Placement &placed) const
{
    if (!placed.obs || placed.obs->resolved.serving != Serving::Disaggregated ||
        !missesOnlyWorkers(*placed.obs))
        return false;
    const auto it = m_counts.constFind(workerlessGroup(*placed.obs));
    if (it == m_counts.constEnd())
        return false;
    // The stated runs of the deployment that agree with what the run does state.
    std::optional<std::pair<int, int>> only;
    int runs = 0;
    for (auto c = it->constBegin(); c != it->constEnd(); ++c) {
        if ((run.prefillWorkers >= 1 && c.key().first != run.prefillWorkers) ||
            (run.decodeWorkers >= 1 && c.key().second != run.decodeWorkers))
            continue;
        if (only)
            return false; // they ran several: the history does not settle it
        only = c.key();
        runs = c.value();
    }
    if (!only)
        return false;
    RunRecord stated = run;
    stated.prefillWorkers = only->first;
    stated.decodeWorkers = only->second;
    Placement p = placeRun(catalog, stated);
    if (!p.obs || !p.obs->missing.isEmpty())
        return false;
    p.obs->workersSettledBy = runs;
    placed = std::move(p);
    return true;
}

std::vector<Placement> placeRuns(const Catalog &catalog, const QVector<RunRecord> &runs)
{
    std::vector<Placement> out;
    out.reserve(std::size_t(runs.size()));
    StatedWorkers stated;
    for (const RunRecord &r : runs) {
        out.push_back(placeRun(catalog, r));
        if (out.back().obs)
            stated.add(*out.back().obs);
    }
    for (qsizetype i = 0; i < runs.size(); ++i)
        stated.settle(catalog, runs.at(i), out[std::size_t(i)]);
    return out;
}

QString deploymentGroup(const QString &model, const QString &gpu, const QString &engine,
                        const QString &serving, const QString &precision, const ResolvedScenario &r,
                        int isl, int osl, bool replicasAsLoad)
{
    const Parallelism &d = r.decode.par;
    const Parallelism &pf = r.prefill.par;
    return QStringLiteral("%1|%2|%3|%4|%5|%6x%7x%8x%9|%10x%11x%12x%13|%14|%15|%16")
        .arg(model, gpu, engine, serving, precision)
        .arg(d.attnTp)
        .arg(d.attnDp)
        .arg(d.moeTp)
        .arg(d.moeEp)
        .arg(pf.attnTp)
        .arg(pf.attnDp)
        .arg(pf.moeTp)
        .arg(pf.moeEp)
        .arg(isl)
        .arg(osl)
        .arg(replicasAsLoad && r.serving == Serving::Aggregated ? QStringLiteral("*")
                                                                : QString::number(r.decode.count));
}

} // namespace moeplan::core
