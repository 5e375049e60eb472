#include "rundiagnosis.h"

#include "calibration.h"
#include "historystore.h"
#include "messages.h"
#include "runscenario.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace moeplan::core {

/// The translation context of the run diagnosis: RunDiagnosisText::tr("...").
struct RunDiagnosisText
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::RunDiagnosisText)
};

using telemetry::Metric;

namespace {

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 0) + QLatin1Char('%');
}

double peakTflops(const GpuSpec *gpu, const QString &precision)
{
    if (!gpu)
        return 0;
    const QString p = precision.toLower();
    if (p.contains(QLatin1String("fp4")) || p.contains(QLatin1String("nvfp4")) ||
        p.contains(QLatin1String("mxfp4")))
        return gpu->fp4Tflops > 0 ? gpu->fp4Tflops : gpu->fp8Tflops;
    if (p.contains(QLatin1String("fp8")) || p.contains(QLatin1String("int8")))
        return gpu->fp8Tflops > 0 ? gpu->fp8Tflops : gpu->bf16Tflops;
    return gpu->bf16Tflops;
}

struct Pick
{
    std::optional<double> value;
    std::optional<double> spread;
    bool upperBound = false;
    QString source;
};

/// The first of `metrics` the telemetry carries; the later ones are busy-time proxies.
Pick pick(const RunTelemetry &t, std::initializer_list<Metric> metrics, const char *const names[])
{
    Pick out;
    int i = 0;
    for (Metric m : metrics) {
        if (const auto v = t.mean(m)) {
            out.value = v;
            out.spread = t.spread(m);
            out.upperBound = i > 0;
            out.source = QString::fromLatin1(names[i]);
            return out;
        }
        ++i;
    }
    return out;
}

} // namespace

QString bindingLabel(Binding b)
{
    switch (b) {
    case Binding::Compute:
        return RunDiagnosisText::tr("compute");
    case Binding::Memory:
        return RunDiagnosisText::tr("memory bandwidth");
    case Binding::Interconnect:
        return RunDiagnosisText::tr("interconnect");
    case Binding::Overhead:
        return RunDiagnosisText::tr("per-step overhead");
    case Binding::Imbalance:
        return RunDiagnosisText::tr("load imbalance");
    }
    return {};
}

QString readingLabel(ReadingKind k)
{
    switch (k) {
    case ReadingKind::Compute:
        return RunDiagnosisText::tr("1. Compute utilisation");
    case ReadingKind::Memory:
        return RunDiagnosisText::tr("2. HBM traffic");
    case ReadingKind::Communication:
        return RunDiagnosisText::tr("3. Communication");
    case ReadingKind::StepTime:
        return RunDiagnosisText::tr("4. Step time vs tokens");
    }
    return {};
}

QString verdictLabel(ReadingVerdict v, ReadingKind k)
{
    const bool binds = v == ReadingVerdict::Binds;
    switch (v) {
    case ReadingVerdict::Uneven:
        return RunDiagnosisText::tr("uneven across GPUs");
    case ReadingVerdict::NotMeasured:
        return RunDiagnosisText::tr("not measured");
    case ReadingVerdict::Binds:
    case ReadingVerdict::RuledOut:
        break;
    }
    switch (k) {
    case ReadingKind::Compute:
        return binds ? RunDiagnosisText::tr("near its ceiling: compute binds")
                     : RunDiagnosisText::tr("rules compute out");
    case ReadingKind::Memory:
        return binds ? RunDiagnosisText::tr("near its ceiling: memory binds")
                     : RunDiagnosisText::tr("rules memory out");
    case ReadingKind::Communication:
        return binds ? RunDiagnosisText::tr("the exchange binds")
                     : RunDiagnosisText::tr("rules the exchange out");
    case ReadingKind::StepTime:
        return binds ? RunDiagnosisText::tr("time no counter accounts for")
                     : RunDiagnosisText::tr("the step is accounted for");
    }
    return {};
}

QString leverText(Lever l)
{
    switch (l) {
    case Lever::MoreCompute:
        return RunDiagnosisText::tr(
            "More compute pays off: more GPUs, a faster GPU kind or a lower precision.");
    case Lever::FewerBytes:
        return RunDiagnosisText::tr(
            "Fewer bytes per token: lower-precision weights or KV cache, a larger batch "
            "per step, experts spread wider.");
    case Lever::PlacementOverlap:
        return RunDiagnosisText::tr(
            "Placement and overlap: keep the exchange inside one NVLink domain, fewer "
            "expert-parallel ranks across the network, dispatch and combine overlapped "
            "with compute. More GPUs make it worse.");
    case Lever::EngineOverhead:
        return RunDiagnosisText::tr(
            "Engine overhead: CUDA graphs, fewer kernel launches and less per-step "
            "scheduling; more tokens per step (batch, speculative decoding) amortise it.");
    case Lever::Rebalance:
        return RunDiagnosisText::tr(
            "Rebalance: move live work between replicas, or route requests by load.");
    case Lever::TakeTrace:
        return RunDiagnosisText::tr(
            "Take an Nsight Systems trace (nsys stats --report cuda_gpu_kern_sum): only "
            "the time inside collectives tells a stalled exchange from imbalance or "
            "overhead.");
    }
    return {};
}

RunDiagnosis diagnoseDeployment(const Evaluation &e, const GpuSpec *gpu, const QString &precision,
                                const RunTelemetry &t, std::optional<double> measuredTpotMs)
{
    RunDiagnosis out;
    out.expected = e;
    out.gpus = t.gpuCount();
    DiagnosisInput in = expectedReadings(e);

    static const char *const computeNames[] = {"DCGM_FI_PROF_PIPE_TENSOR_ACTIVE",
                                               "DCGM_FI_PROF_SM_ACTIVE"};
    static const char *const memoryNames[] = {"DCGM_FI_PROF_DRAM_ACTIVE",
                                              "DCGM_FI_DEV_MEM_COPY_UTIL"};
    const Pick compute = pick(t, {Metric::TensorActive, Metric::SmActive}, computeNames);
    const Pick memory = pick(t, {Metric::DramActive, Metric::MemCopyUtil}, memoryNames);
    in[ReadingKind::Compute].measured = compute.value;
    in[ReadingKind::Compute].spread = compute.spread;
    in[ReadingKind::Compute].upperBound = compute.upperBound;
    in[ReadingKind::Memory].measured = memory.value;
    in[ReadingKind::Memory].spread = memory.spread;
    in[ReadingKind::Memory].upperBound = memory.upperBound;
    out.sources[int(ReadingKind::Compute)] = compute.source;
    out.sources[int(ReadingKind::Memory)] = memory.source;
    if (const auto k = t.kernels(); k && k->totalNs > 0) {
        in[ReadingKind::Communication].measured = k->share();
        out.sources[int(ReadingKind::Communication)] =
            RunDiagnosisText::tr("nsys CUDA kernel summary");
    }
    // The token metrics against the step: the measured TPOT as a step, less what the model's
    // compute, memory and exposed exchange account for.
    if (measuredTpotMs && *measuredTpotMs > 0 && e.tpotMs > 0 && e.stepMs > 0) {
        out.measuredTpotMs = measuredTpotMs;
        const double step = *measuredTpotMs * e.stepMs / e.tpotMs;
        out.measuredStepMs = step;
        const double busy = std::max(0.0, e.stepMs - e.overheadMs);
        in[ReadingKind::StepTime].measured = std::clamp(1.0 - busy / step, 0.0, 1.0);
        out.sources[int(ReadingKind::StepTime)] = RunDiagnosisText::tr("measured TPOT");
    }
    in.gpuUtil = t.mean(Metric::GpuUtil);
    out.diagnosis = diagnose(in);

    const QLocale c = QLocale::c();
    const double tflops = peakTflops(gpu, precision);
    out.references[int(ReadingKind::Compute)] =
        tflops > 0
            ? RunDiagnosisText::tr("of %1 TFLOP/s dense peak").arg(c.toString(tflops, 'f', 0))
            : RunDiagnosisText::tr("of the dense peak");
    out.references[int(ReadingKind::Memory)] =
        gpu && gpu->hbmTBps > 0
            ? RunDiagnosisText::tr("of %1 TB/s HBM peak").arg(c.toString(gpu->hbmTBps, 'f', 1))
            : RunDiagnosisText::tr("of the HBM peak");
    out.references[int(ReadingKind::Communication)] =
        RunDiagnosisText::tr("of the step inside collectives (measured: of GPU kernel time)");
    out.references[int(ReadingKind::StepTime)] =
        RunDiagnosisText::tr("of the step no counter accounts for");

    const Diagnosis &d = out.diagnosis;
    if (d.gpuUtilMisleading)
        out.findings << RunDiagnosisText::tr(
                            "GPU_UTIL reads %1 while compute is ruled out: the devices are "
                            "occupied (waiting in a collective or on memory), not computing. "
                            "GPU_UTIL is no evidence of compute.")
                            .arg(percent(*d.gpuUtil));
    for (const Reading &r : d.readings) {
        if (!r.disagrees || !r.measured)
            continue;
        const bool below = *r.measured < r.expected;
        QString why;
        switch (r.kind) {
        case ReadingKind::Compute:
            why = below ? RunDiagnosisText::tr(
                              "the engine runs fewer FLOPs or slower kernels than modelled, or "
                              "the telemetry is of another phase")
                        : RunDiagnosisText::tr(
                              "the engine does more arithmetic than modelled (e.g. prefill "
                              "beside decode), or the telemetry is of another phase");
            break;
        case ReadingKind::Memory:
            why = below ? RunDiagnosisText::tr(
                              "the engine reads fewer bytes than modelled, or the telemetry is "
                              "of another phase")
                        : RunDiagnosisText::tr(
                              "the engine reads more bytes than modelled (KV cache, "
                              "recomputation), or the telemetry is of another phase");
            break;
        case ReadingKind::Communication:
            why =
                below
                    ? RunDiagnosisText::tr("the exchange is better hidden or smaller than modelled")
                    : RunDiagnosisText::tr(
                          "the exchange is slower or less overlapped than modelled");
            break;
        case ReadingKind::StepTime:
            why = below ? RunDiagnosisText::tr(
                              "the measured step is shorter than the model's compute, memory "
                              "and exchange: the model is slow for this deployment")
                        : RunDiagnosisText::tr(
                              "the measured step is longer than the model accounts for");
            break;
        }
        out.findings << RunDiagnosisText::tr("%1 measured %2 where the model expects %3: %4.")
                            .arg(readingLabel(r.kind).mid(3), percent(*r.measured),
                                 percent(r.expected), why);
    }
    if (compute.upperBound && d[ReadingKind::Compute].fromModel)
        out.findings << RunDiagnosisText::tr(
            "Only SM_ACTIVE was measured: SMs hosting collective kernels count "
            "as active, so a high value cannot confirm compute; the model's value "
            "stands in.");
    out.notes = [&] {
        QStringList n;
        for (const StoredTelemetry &f : t.files)
            for (const QString &s : f.notes)
                if (!n.contains(s))
                    n << s;
        return n;
    }();
    return out;
}

std::optional<RunDiagnosis> diagnoseRun(const Catalog &catalog, const ProfileSet &profiles,
                                        const RunRecord &run, const RunTelemetry &telemetry,
                                        QString *error, const QVector<RunRecord> &sameKind)
{
    Placement placed = placeRun(catalog, run);
    if (placed.obs && !placed.obs->missing.isEmpty() && !sameKind.isEmpty()) {
        StatedWorkers stated;
        for (Placement &p : placeRuns(catalog, sameKind)) {
            if (p.obs)
                stated.add(*p.obs);
        }
        stated.settle(catalog, run, placed);
    }
    if (!placed.obs) {
        if (error)
            *error = RunDiagnosisText::tr("run %1: the model cannot place it: %2")
                         .arg(run.id)
                         .arg(placed.reason);
        return std::nullopt;
    }
    const Observation &obs = *placed.obs;
    const Prediction pred = predict(catalog, profiles, obs);
    const CalibrationParams params =
        pred.profile ? pred.profile->params : CalibrationParams::datasheet();
    const auto e = evaluate(obs.resolved, params);
    if (!e) {
        if (error)
            *error = RunDiagnosisText::tr("run %1: %2").arg(run.id).arg(errorMessage(e.error()));
        return std::nullopt;
    }
    std::optional<double> tpot;
    if (obs.tpotMs > 0 && !obs.batchAssumed)
        tpot = obs.tpotMs;
    RunDiagnosis out = diagnoseDeployment(*e, obs.resolved.gpu, run.precision, telemetry, tpot);
    const std::optional<double> conc =
        run.concurrencyConfigured ? run.concurrencyConfigured : run.concurrencyAchieved;
    out.subject = conc ? RunDiagnosisText::tr("Run %1: %2 on %3 x %4 (%5), concurrency %6")
                             .arg(run.id)
                             .arg(run.model, QString::number(run.gpus), run.gpu, run.engine)
                             .arg(*conc)
                       : RunDiagnosisText::tr("Run %1: %2 on %3 x %4 (%5), concurrency not stated")
                             .arg(run.id)
                             .arg(run.model, QString::number(run.gpus), run.gpu, run.engine);
    out.provenance = pred.ok ? pred.provenanceText : RunDiagnosisText::tr("datasheet");
    // Never a silent guess: the model's readings of a deployment the run leaves unstated are
    // those of one assumed deployment (predict() spans them; a diagnosis needs one).
    if (!obs.missing.isEmpty()) {
        const bool workers = obs.missing.contains(QLatin1String("prefill workers")) ||
                             obs.missing.contains(QLatin1String("decode workers"));
        out.findings.prepend(
            workers ? RunDiagnosisText::tr(
                          "The run leaves out %1: the model's readings assume %2 prefill and %3 "
                          "decode worker(s), %4 sequence(s) per decode worker, which may not be "
                          "what ran.")
                          .arg(unstatedList(obs.missing))
                          .arg(obs.resolved.prefill.count)
                          .arg(obs.resolved.decode.count)
                          .arg(obs.resolved.batch)
                    : RunDiagnosisText::tr("The run leaves out %1: the model's readings assume "
                                           "the stated plan, which may not be what ran.")
                          .arg(unstatedList(obs.missing)));
    }
    // Counts the history settled are in the provenance ("worker counts not stated: 1 prefill
    // and 2 decode, as the 4 stated run(s) of this deployment ran").
    return out;
}

RunScenario plannerScenarioOfRun(const Catalog &catalog, const RunRecord &run)
{
    RunScenario out;
    const RunBasics basics = runBasics(catalog, run);
    if (!basics.model || !basics.gpu) {
        out.error =
            !basics.model
                ? RunDiagnosisText::tr("run %1: the catalog does not describe the model \"%2\"")
                      .arg(run.id)
                      .arg(run.model)
                : RunDiagnosisText::tr("run %1: the catalog does not describe the GPU kind \"%2\"")
                      .arg(run.id)
                      .arg(run.gpu);
        return out;
    }
    Scenario s = basics.scenario;
    if (run.isl > 0)
        s.isl = run.isl;
    if (run.osl > 1)
        s.osl = run.osl;
    const QString engine = run.engine.toLower();
    s.engine = engine == QLatin1String("vllm") || engine == QLatin1String("sglang") ||
                       engine == QLatin1String("trtllm")
                   ? engine.toStdString()
                   : std::string("any");
    const double concurrency = basics.concurrency;
    if (run.serving == QLatin1String("disagg")) {
        if (run.prefillWorkers < 1 || run.decodeWorkers < 1) {
            out.error = RunDiagnosisText::tr(
                            "run %1 does not state its prefill and decode workers: the planner "
                            "cannot lay it out")
                            .arg(run.id);
            return out;
        }
        s.serving = Serving::Disaggregated;
        s.prefill = {statedParallelism(run.prefillTp, run.prefillDp, run.prefillEp),
                     run.prefillWorkers, 0};
        s.decode = {statedParallelism(run.decodeTp, run.decodeDp, run.decodeEp), run.decodeWorkers,
                    0};
        s.gpus = int(poolGpus(s));
        s.batch = int(std::lround(concurrency / run.decodeWorkers));
        s.decode.batch = s.batch;
    } else {
        const int tp = std::max(1, run.tp), dp = std::max(1, run.attnDp), ep = std::max(1, run.ep);
        int ranks = tp;
        if (ep > 1) {
            if (ep != tp * dp) {
                out.error = RunDiagnosisText::tr(
                                "run %1: TP-%2 x DP-%3 attention with EP-%4 experts is not a plan "
                                "the planner lays out (EP spans the attention ranks)")
                                .arg(run.id)
                                .arg(tp)
                                .arg(dp)
                                .arg(ep);
                return out;
            }
            s.plan = PlanKind::EP;
            s.tp = tp;
            s.ep = ep;
            ranks = ep;
        } else if (dp > 1) {
            out.error = RunDiagnosisText::tr(
                            "run %1: data-parallel attention without expert parallelism is not a "
                            "plan the planner lays out")
                            .arg(run.id);
            return out;
        } else {
            s.tp = tp;
            s.ep = 1;
            s.plan = run.gpus > tp ? PlanKind::TPReplicas : PlanKind::TP;
        }
        s.gpus = std::max(run.gpus, ranks);
        const int replicas = std::max(1, s.gpus / ranks);
        if (run.batchPerRank && *run.batchPerRank > 0)
            s.batch = int(std::lround(*run.batchPerRank * dp));
        else
            s.batch = int(std::lround(concurrency / replicas));
    }
    if (s.batch < 1) {
        out.error =
            RunDiagnosisText::tr("run %1 states no load (concurrency or batch)").arg(run.id);
        return out;
    }
    if (const auto r = resolve(catalog, s); !r) {
        out.error = RunDiagnosisText::tr("run %1: %2").arg(run.id).arg(errorMessage(r.error()));
        return out;
    }
    out.scenario = s;
    return out;
}

std::array<std::optional<double>, kReadingCount> measuredPercents(const RunDiagnosis &d)
{
    std::array<std::optional<double>, kReadingCount> out{};
    for (const Reading &r : d.diagnosis.readings)
        if (r.measured && std::isfinite(*r.measured))
            out[std::size_t(r.kind)] = std::clamp(*r.measured * 100.0, 0.0, 100.0);
    return out;
}

QJsonObject diagnosisToJson(const RunDiagnosis &r)
{
    const Diagnosis &d = r.diagnosis;
    QJsonArray readings;
    for (const Reading &x : d.readings) {
        const int i = int(x.kind);
        QJsonObject o{
            {QStringLiteral("name"),
             QString::fromLatin1(readingName(x.kind).data(), int(readingName(x.kind).size()))},
            {QStringLiteral("measured"),
             x.measured ? QJsonValue(std::round(*x.measured * 1000.0) / 10.0) : QJsonValue()},
            {QStringLiteral("expected"), std::round(x.expected * 1000.0) / 10.0},
            {QStringLiteral("unit"), QStringLiteral("%")},
            {QStringLiteral("reference"), r.references[i]},
            {QStringLiteral("threshold"), std::round(x.threshold * 1000.0) / 10.0},
            {QStringLiteral("verdict"),
             QString::fromLatin1(readingVerdictName(x.verdict).data(),
                                 int(readingVerdictName(x.verdict).size()))},
            {QStringLiteral("from_model"), x.fromModel},
            {QStringLiteral("upper_bound"), x.upperBound},
            {QStringLiteral("disagrees"), x.disagrees},
        };
        if (!r.sources[i].isEmpty())
            o.insert(QStringLiteral("source"), r.sources[i]);
        if (x.spread)
            o.insert(QStringLiteral("spread"), std::round(*x.spread * 1000.0) / 10.0);
        readings.append(o);
    }
    QJsonArray levers;
    for (Lever l : d.levers)
        levers.append(QString::fromLatin1(leverName(l).data(), int(leverName(l).size())));
    QJsonObject o{
        {QStringLiteral("subject"), r.subject},
        {QStringLiteral("binding"),
         QString::fromLatin1(bindingName(d.binding).data(), int(bindingName(d.binding).size()))},
        {QStringLiteral("likely"), d.likely},
        {QStringLiteral("readings"), readings},
        {QStringLiteral("levers"), levers},
        {QStringLiteral("findings"), QJsonArray::fromStringList(r.findings)},
        {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)},
        {QStringLiteral("gpus"), r.gpus},
        {QStringLiteral("model_step_ms"), r.expected.stepMs},
        {QStringLiteral("provenance"), r.provenance},
    };
    if (d.gpuUtil)
        o.insert(QStringLiteral("gpu_util"), std::round(*d.gpuUtil * 1000.0) / 10.0);
    if (r.measuredTpotMs)
        o.insert(QStringLiteral("measured_tpot_ms"), *r.measuredTpotMs);
    if (r.measuredStepMs)
        o.insert(QStringLiteral("measured_step_ms"), *r.measuredStepMs);
    return o;
}

QStringList diagnosisLines(const RunDiagnosis &r)
{
    const Diagnosis &d = r.diagnosis;
    QStringList out;
    out << r.subject;
    // The provenance can be long ("calibrated; worker counts not stated: ..."): it goes last.
    out << RunDiagnosisText::tr("Model: step %1 ms; telemetry of %Ln GPU(s); parameters: %2",
                                nullptr, r.gpus)
               .arg(QLocale::c().toString(r.expected.stepMs, 'f', 2), r.provenance);
    if (r.gpus == 0)
        out.last() = RunDiagnosisText::tr("Model: step %1 ms; no telemetry: the model's readings; "
                                          "parameters: %2")
                         .arg(QLocale::c().toString(r.expected.stepMs, 'f', 2), r.provenance);
    for (const Reading &x : d.readings) {
        const int i = int(x.kind);
        QString line;
        if (!x.measured) {
            line = RunDiagnosisText::tr("%1: not measured (model %2 %3; near at %4)")
                       .arg(readingLabel(x.kind), percent(x.expected), r.references[i],
                            percent(x.threshold));
        } else {
            QString measured = percent(*x.measured);
            if (x.upperBound)
                measured = RunDiagnosisText::tr("%1 (an upper bound)").arg(measured);
            if (x.spread)
                measured = RunDiagnosisText::tr("%1, spread %2 across GPUs")
                               .arg(measured, percent(*x.spread));
            line = RunDiagnosisText::tr("%1: measured %2, model %3 %4 (near at %5): %6")
                       .arg(readingLabel(x.kind), measured, percent(x.expected), r.references[i],
                            percent(x.threshold), verdictLabel(x.verdict, x.kind));
        }
        if (!r.sources[i].isEmpty())
            line += RunDiagnosisText::tr(" [%1]").arg(r.sources[i]);
        if (x.disagrees)
            line += RunDiagnosisText::tr(" - far from the model");
        out << line;
    }
    if (d.gpuUtil)
        out << RunDiagnosisText::tr("GPU_UTIL %1 (shown, never counted as compute)")
                   .arg(percent(*d.gpuUtil));
    QString verdict = RunDiagnosisText::tr("Binding: %1").arg(bindingLabel(d.binding));
    if (d.nearestOnly)
        verdict += RunDiagnosisText::tr(" (no reading at its ceiling: the nearest one)");
    else if (d.likely)
        verdict += RunDiagnosisText::tr(" (likely: the confirming reading is missing)");
    out << verdict;
    for (Lever l : d.levers)
        out << RunDiagnosisText::tr("Lever: %1").arg(leverText(l));
    for (const QString &f : r.findings)
        out << RunDiagnosisText::tr("Finding: %1").arg(f);
    for (const QString &n : r.notes)
        out << RunDiagnosisText::tr("Note: %1").arg(n);
    return out;
}

} // namespace moeplan::core
