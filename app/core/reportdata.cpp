#include "reportdata.h"

#include "recommend.h"

#include "catalog.h"
#include "catalogloader.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStringList>

#include <cmath>
#include <limits>

namespace moeplan::core {

/// The translation context of the report's data: ReportData::tr("...").
struct ReportData
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::ReportData)
};

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

double nan()
{
    return std::numeric_limits<double>::quiet_NaN();
}

/// A CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, quote or newline.
QString csvField(QString s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) ||
        s.contains(QLatin1Char('\n'))) {
        s.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    return s;
}

QString num(double v, int precision = 6)
{
    return std::isfinite(v) ? QString::number(v, 'g', precision) : QString();
}

QString row(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted.append(csvField(f));
    return quoted.join(QLatin1Char(',')) + QLatin1Char('\n');
}

QString modelName(const Catalog &catalog, const Scenario &s)
{
    const ModelSpec *m = catalog.model(s.model);
    return m ? qs(m->name) : qs(s.model);
}

QString gpuName(const Catalog &catalog, const Scenario &s)
{
    const GpuSpec *g = catalog.gpu(s.gpu);
    return g ? qs(g->name) : qs(s.gpu);
}

} // namespace

QString chartKindName(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Frontier:
        return QStringLiteral("frontier");
    case ChartKind::Breakdown:
        return QStringLiteral("breakdown");
    case ChartKind::Scaling:
        return QStringLiteral("scaling");
    }
    return {};
}

std::optional<ChartKind> parseChartKind(const QString &name)
{
    for (ChartKind k : {ChartKind::Frontier, ChartKind::Breakdown, ChartKind::Scaling}) {
        if (name.compare(chartKindName(k), Qt::CaseInsensitive) == 0)
            return k;
    }
    return std::nullopt;
}

QString chartTitle(const Catalog &catalog, const PlannerResult &result, ChartKind kind)
{
    const QString model = modelName(catalog, result.scenario);
    const QString deployment = scenarioLabel(catalog, result.scenario);
    switch (kind) {
    case ChartKind::Frontier:
        return ReportData::tr("Throughput frontier: %1 on %2").arg(model, deployment);
    case ChartKind::Breakdown:
        return ReportData::tr("Where the step time goes: %1 on %2").arg(model, deployment);
    case ChartKind::Scaling:
        return ReportData::tr("Scaling with GPU count: %1, %2").arg(model, deployment);
    }
    return {};
}

int deploymentGpus(const PlannerResult &result)
{
    return result.ok && result.eval.gpusUsed > 0 ? result.eval.gpusUsed : result.scenario.gpus;
}

QString assumptionsFootnote(const Catalog &catalog, const PlannerResult &result)
{
    const Scenario &s = result.scenario;
    const ModelSpec *model = catalog.model(s.model);
    const PrecisionSpec *precision = model ? model->precision(s.precision) : nullptr;
    const QString precisionText = precision ? qs(precision->id).toUpper() : qs(s.precision);
    const QString topology =
        s.topology == Topology::Nvl72
            ? ReportData::tr("NVL72 (72-GPU NVLink domains joined by InfiniBand)")
            : ReportData::tr("HGX+IB (8-GPU NVLink nodes joined by InfiniBand)");
    const QString drafter =
        s.draftTokens > 0 ? ReportData::tr("drafter %1 draft tokens per step, acceptance length %2")
                                .arg(s.draftTokens)
                                .arg(s.acceptanceLength, 0, 'f', 2)
                          : ReportData::tr("no drafter");
    QString calibration = result.params.label;
    if (calibration.isEmpty())
        calibration = qs(s.calibration);
    const QString provenance = qs(provenanceName(result.params.provenance));
    // The GPUs the deployment uses (a disaggregated one's pools) and, disaggregated, the batch
    // of each decode worker (the scenario's batch is the aggregated plans').
    const bool disagg = s.serving == Serving::Disaggregated;
    const int gpus = deploymentGpus(result);
    const QString plan = scenarioLabel(catalog, s).section(QStringLiteral(", "), 1);
    QStringList parts;
    parts
        << ReportData::tr("Model %1, precision %2").arg(modelName(catalog, s), precisionText)
        << ReportData::tr("%1 × %2 on %3").arg(QString::number(gpus), gpuName(catalog, s), topology)
        << (disagg ? ReportData::tr("plan %1 with %2 sequences in flight per decode worker")
                         .arg(plan)
                         .arg(batchOf(s))
                   : ReportData::tr("plan %1 with %2 sequences in flight per replica")
                         .arg(plan)
                         .arg(s.batch))
        << ReportData::tr("input/output %1/%2 tokens").arg(s.isl).arg(s.osl) << drafter
        << ReportData::tr("engine %1").arg(qs(s.engine))
        << ReportData::tr("calibration %1 [%2]").arg(calibration, provenance);
    if (result.params.hasInterval) {
        // Datasheet parameters have no measured error: their band is an assumption.
        parts << (result.params.provenance == Provenance::Datasheet
                      ? ReportData::tr("80% band of TPOT assumed at -33%/+50% (uncalibrated)")
                  : result.params.correctedByRuns > 0
                      ? ReportData::tr("80% band of TPOT from how far the history's measured "
                                       "loads fall from their deployments' other loads")
                      : ReportData::tr(
                            "80% band of TPOT from the calibration's cross-validated error"));
    }
    parts << ReportData::tr("MoE Planner %1 (model estimates, not measurements)")
                 .arg(QStringLiteral(MOEPLAN_VERSION));
    return parts.join(QStringLiteral(" · ")) + QLatin1Char('.');
}

QString chartCsv(const PlannerResult &result, ChartKind kind)
{
    QString out;
    switch (kind) {
    case ChartKind::Frontier: {
        out += row({QStringLiteral("series"), QStringLiteral("label"), QStringLiteral("batch"),
                    QStringLiteral("tokens_per_s_per_user"),
                    QStringLiteral("throughput_tokens_per_s"), QStringLiteral("throughput_per_gpu"),
                    QStringLiteral("tpot_ms"), QStringLiteral("fits")});
        auto curve = [&](const QString &series, const Curve &c) {
            for (const CurvePoint &p : c.points)
                out +=
                    row({series, c.label, QString::number(p.batch), num(p.tokensPerSecondPerUser),
                         num(p.throughput), num(p.throughputPerGpu), num(p.tpotMs),
                         p.fits ? QStringLiteral("1") : QStringLiteral("0")});
        };
        curve(QStringLiteral("current"), result.current);
        curve(QStringLiteral("other"), result.other);
        if (result.pinned)
            curve(QStringLiteral("pinned"), result.pinned->curve);
        break;
    }
    case ChartKind::Breakdown: {
        out += row({QStringLiteral("bar"), QStringLiteral("quantity"), QStringLiteral("value"),
                    QStringLiteral("unit")});
        auto bar = [&](const QString &name, const Evaluation &e) {
            for (int i = 0; i < kComponentCount; ++i)
                out += row({name, qs(componentName(Component(i))),
                            num(e.breakdownMs[std::size_t(i)]), QStringLiteral("ms")});
            out += row({name, QStringLiteral("step"), num(e.stepMs), QStringLiteral("ms")});
            out += row({name, QStringLiteral("binding"), qs(ceilingName(e.binding)), QString()});
            out += row({name, QStringLiteral("compute_utilization"),
                        num(100 * e.computeUtilization), QStringLiteral("%")});
            out += row({name, QStringLiteral("hbm_utilization"), num(100 * e.hbmUtilization),
                        QStringLiteral("%")});
            out += row({name, QStringLiteral("exposed_comm_share"), num(100 * e.exposedCommShare),
                        QStringLiteral("%")});
            out += row({name, QStringLiteral("overhead_share"), num(100 * e.overheadShare),
                        QStringLiteral("%")});
            out += row({name, QStringLiteral("fits"),
                        e.fits ? QStringLiteral("1") : QStringLiteral("0"), QString()});
        };
        if (result.ok)
            bar(QStringLiteral("current"), result.eval);
        if (result.pinned && result.pinned->ok)
            bar(QStringLiteral("pinned"), result.pinned->eval);
        break;
    }
    case ChartKind::Scaling: {
        out +=
            row({QStringLiteral("series"), QStringLiteral("label"), QStringLiteral("gpus"),
                 QStringLiteral("ok"), QStringLiteral("fits"),
                 QStringLiteral("single_user_tokens_per_s"), QStringLiteral("single_user_tpot_ms"),
                 QStringLiteral("throughput_tokens_per_s"), QStringLiteral("throughput_per_gpu")});
        auto curve = [&](const QString &series, const ScalingCurve &c) {
            for (const ScalingPoint &p : c.points)
                out += row({series, c.label, QString::number(p.gpus),
                            p.ok ? QStringLiteral("1") : QStringLiteral("0"),
                            p.fits ? QStringLiteral("1") : QStringLiteral("0"),
                            p.ok ? num(p.singleUserTokS) : QString(),
                            p.ok ? num(p.singleUserTpotMs) : QString(),
                            p.ok ? num(p.throughput) : QString(),
                            p.ok ? num(p.throughputPerGpu) : QString()});
        };
        curve(QStringLiteral("current"), result.scaling.current);
        curve(QStringLiteral("other"), result.scaling.other);
        break;
    }
    }
    return out;
}

double costPerMillionTokens(double usdPerGpuHour, int gpus, double tokensPerSecond)
{
    if (!std::isfinite(usdPerGpuHour) || !std::isfinite(tokensPerSecond) ||
        !(tokensPerSecond > 0) || gpus <= 0 || usdPerGpuHour < 0)
        return nan();
    return usdPerGpuHour * gpus / (tokensPerSecond * 3600.0) * 1e6;
}

double tokensPerSecondPerMW(double tokensPerSecond, int gpus, const GpuEconomics &economics)
{
    const double watts = deploymentPowerW(economics, gpus);
    if (!std::isfinite(tokensPerSecond) || !std::isfinite(watts) || !(watts > 0) ||
        tokensPerSecond < 0)
        return nan();
    return tokensPerSecond / (watts / 1e6);
}

GpuEconomics economicsFor(const GpuSpec &gpu, const ReportSettings &settings)
{
    const QString id = qs(gpu.id);
    GpuEconomics e;
    e.pricePerGpuHour = settings.usdPerGpuHour.value(id, gpu.pricePerGpuHour);
    e.wattsPerGpu = settings.wattsPerGpu.value(id, gpu.tdpW);
    e.overheadWattsPerNode = settings.nodeOverheadW.value(id, gpu.nodeOverheadW);
    e.gpusPerNode = gpu.form == GpuForm::Nvl72 ? std::max(1, gpu.nvlinkDomain) : 8;
    e.facilityOverhead = settings.facilityOverhead;
    return e;
}

bool priceIsUserSet(const GpuSpec &gpu, const ReportSettings &settings)
{
    return settings.usdPerGpuHour.contains(qs(gpu.id));
}

CostAndPower costAndPower(const Catalog &catalog, const PlannerResult &result,
                          const ReportSettings &settings)
{
    CostAndPower c;
    const Scenario &s = result.scenario;
    const GpuSpec *gpu = catalog.gpu(s.gpu);
    if (gpu) {
        c.economics = economicsFor(*gpu, settings);
        c.priceUserSet = priceIsUserSet(*gpu, settings);
    } else {
        c.economics.facilityOverhead = settings.facilityOverhead;
    }
    const int gpus = deploymentGpus(result);
    c.powerKW = deploymentPowerW(c.economics, gpus) / 1e3;
    const double tput =
        result.ok && result.eval.fits ? result.eval.throughputTokensPerSecond : nan();
    c.tokensPerSecondPerMW = tokensPerSecondPerMW(tput, gpus, c.economics);
    if (c.economics.pricePerGpuHour > 0) {
        c.usdPerHour = c.economics.pricePerGpuHour * gpus;
        if (std::isfinite(tput))
            c.usdPerMTokens = costPerMillionTokens(c.economics.pricePerGpuHour, gpus, tput);
    }
    return c;
}

ReportFigures reportFigures(const Catalog &catalog, const PlannerResult &result,
                            const ReportSettings &settings, const ProfileSet *profiles)
{
    ReportFigures f;
    const Scenario &s = result.scenario;
    const CostAndPower c = costAndPower(catalog, result, settings);
    f.economics = c.economics;
    f.priceUserSet = c.priceUserSet;
    f.powerKW = c.powerKW;
    f.tokensPerSecondPerMW = c.tokensPerSecondPerMW;
    if (f.economics.pricePerGpuHour > 0)
        f.usdPerGpuHour = f.economics.pricePerGpuHour;
    f.costPerMTokens = c.usdPerMTokens;
    // Options for a deck: what to buy for the target, whatever the plan on screen.
    if (result.ok || checkScenarioIds(catalog, s).isEmpty()) {
        RecommendInput in;
        in.workload = s;
        in.target = {settings.targetTokS, settings.minPerUserTokS, 0};
        in.economics = settings;
        const Recommendation r = recommend(catalog, in, profiles);
        if (!r.ok()) {
            f.optionsNote = r.error;
        } else {
            for (const SizingOption &o : r.result.options) {
                if (f.options.size() == 3)
                    break;
                f.options.push_back(o);
            }
            if (f.options.empty())
                f.optionsNote =
                    r.result.hasNearest
                        ? ReportData::tr(
                              "No deployment meets the target; nearest: %1, %2 on %3 GPUs, %4 "
                              "tokens/s at %5 tokens/s per user")
                              .arg(hardwareLabel(catalog, r.result.nearest.gpu,
                                                 r.result.nearest.topology),
                                   optionPlanLabel(r.result.nearest))
                              .arg(r.result.nearest.gpus)
                              .arg(QString::number(r.result.nearest.tokensPerSecond, 'f', 0),
                                   QString::number(r.result.nearest.tokensPerSecondPerUser, 'f', 1))
                        : ReportData::tr("No deployment meets the target.");
        }
    }
    return f;
}

namespace {

const QString kPricePrefix = QStringLiteral("report/usdPerGpuHour/");
const QString kWattsPrefix = QStringLiteral("report/wattsPerGpu/");
const QString kNodeOverheadPrefix = QStringLiteral("report/nodeOverheadW/");

void loadMap(QSettings &settings, const QString &prefix, QMap<QString, double> &out)
{
    settings.beginGroup(prefix.chopped(1));
    for (const QString &gpu : settings.childKeys()) {
        bool ok = false;
        const double v = settings.value(gpu).toDouble(&ok);
        if (ok && v >= 0 && std::isfinite(v))
            out.insert(gpu, v);
    }
    settings.endGroup();
}

void saveMap(QSettings &settings, const QString &prefix, const QMap<QString, double> &map)
{
    settings.remove(prefix.chopped(1));
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        settings.setValue(prefix + it.key(), it.value());
}
const QString kFacilityOverhead = QStringLiteral("report/facilityOverhead");
const QString kTargetTokS = QStringLiteral("report/targetTokensPerSecond");
const QString kMinPerUser = QStringLiteral("report/minTokensPerSecondPerUser");

} // namespace

ReportSettings ReportSettingsStore::load()
{
    ReportSettings r;
    QSettings settings;
    // Every GPU kind with a stored value, bundled or user-defined.
    loadMap(settings, kPricePrefix, r.usdPerGpuHour);
    loadMap(settings, kWattsPrefix, r.wattsPerGpu);
    loadMap(settings, kNodeOverheadPrefix, r.nodeOverheadW);
    bool ok = false;
    double v = settings.value(kFacilityOverhead).toDouble(&ok);
    if (ok && v >= 0 && std::isfinite(v))
        r.facilityOverhead = v;
    v = settings.value(kTargetTokS).toDouble(&ok);
    if (ok && v > 0 && std::isfinite(v))
        r.targetTokS = v;
    v = settings.value(kMinPerUser).toDouble(&ok);
    if (ok && v >= 0 && std::isfinite(v))
        r.minPerUserTokS = v;
    return r;
}

void ReportSettingsStore::save(const ReportSettings &r)
{
    QSettings settings;
    saveMap(settings, kPricePrefix, r.usdPerGpuHour);
    saveMap(settings, kWattsPrefix, r.wattsPerGpu);
    saveMap(settings, kNodeOverheadPrefix, r.nodeOverheadW);
    settings.setValue(kFacilityOverhead, r.facilityOverhead);
    settings.setValue(kTargetTokS, r.targetTokS);
    settings.setValue(kMinPerUser, r.minPerUserTokS);
}

} // namespace moeplan::core
