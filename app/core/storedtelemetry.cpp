#include "storedtelemetry.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace moeplan::core {

/// The translation context of the stored telemetry: StoredTelemetryText::tr("...").
struct StoredTelemetryText
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::StoredTelemetryText)
};

using telemetry::Metric;

namespace {

bool finiteNumber(const QJsonValue &v)
{
    return v.isDouble() && std::isfinite(v.toDouble());
}

} // namespace

const TelemetryStat *TelemetryGpu::stat(Metric m) const
{
    for (const TelemetryStat &s : stats)
        if (s.metric == m)
            return &s;
    return nullptr;
}

StoredTelemetry StoredTelemetry::from(const telemetry::Telemetry &t, const QString &fileName,
                                      const QByteArray &content)
{
    StoredTelemetry out;
    out.fileName = fileName;
    out.contentSha256 =
        QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
    out.formats = t.formats;
    out.start = t.start;
    out.end = t.end;
    out.kernels = t.kernels;
    out.notes = t.notes;
    for (const telemetry::GpuSeries &g : t.gpus) {
        TelemetryGpu gpu;
        gpu.label = g.label();
        gpu.uuid = g.uuid;
        gpu.name = g.name;
        for (int i = 0; i < telemetry::kMetricCount; ++i) {
            const QVector<double> &v = g.samples[i];
            if (v.isEmpty())
                continue;
            TelemetryStat s;
            s.metric = static_cast<Metric>(i);
            double sum = 0;
            s.min = v.front();
            s.max = v.front();
            for (double x : v) {
                sum += x;
                s.min = std::min(s.min, x);
                s.max = std::max(s.max, x);
            }
            s.samples = int(v.size());
            s.mean = sum / v.size();
            gpu.stats.append(s);
        }
        if (!gpu.stats.isEmpty())
            out.gpus.append(gpu);
    }
    return out;
}

QByteArray StoredTelemetry::summaryJson() const
{
    QJsonArray gpuArray;
    for (const TelemetryGpu &g : gpus) {
        QJsonObject metrics;
        for (const TelemetryStat &s : g.stats)
            metrics.insert(QLatin1String(telemetry::metricKey(s.metric)),
                           QJsonObject{{QStringLiteral("mean"), s.mean},
                                       {QStringLiteral("min"), s.min},
                                       {QStringLiteral("max"), s.max},
                                       {QStringLiteral("samples"), s.samples}});
        QJsonObject o{{QStringLiteral("gpu"), g.label}, {QStringLiteral("metrics"), metrics}};
        if (!g.uuid.isEmpty())
            o.insert(QStringLiteral("uuid"), g.uuid);
        if (!g.name.isEmpty())
            o.insert(QStringLiteral("name"), g.name);
        gpuArray.append(o);
    }
    QJsonObject root{{QStringLiteral("gpus"), gpuArray}};
    if (kernels)
        root.insert(QStringLiteral("kernels"),
                    QJsonObject{{QStringLiteral("total_ns"), kernels->totalNs},
                                {QStringLiteral("collective_ns"), kernels->collectiveNs},
                                {QStringLiteral("all_to_all_ns"), kernels->allToAllNs},
                                {QStringLiteral("all_reduce_ns"), kernels->allReduceNs},
                                {QStringLiteral("kernels"), kernels->kernels}});
    if (!notes.isEmpty())
        root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

bool StoredTelemetry::readSummaryJson(const QByteArray &json, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject())
        return fail(StoredTelemetryText::tr("the stored telemetry summary is not a JSON object"));
    const QJsonObject root = doc.object();
    gpus.clear();
    kernels.reset();
    notes.clear();
    for (const QJsonValue &gv : root.value(QStringLiteral("gpus")).toArray()) {
        const QJsonObject go = gv.toObject();
        TelemetryGpu g;
        g.label = go.value(QStringLiteral("gpu")).toString();
        g.uuid = go.value(QStringLiteral("uuid")).toString();
        g.name = go.value(QStringLiteral("name")).toString();
        const QJsonObject mo = go.value(QStringLiteral("metrics")).toObject();
        for (auto it = mo.begin(); it != mo.end(); ++it) {
            const auto metric = telemetry::metricFromKey(it.key());
            const QJsonObject so = it.value().toObject();
            if (!metric)
                continue; // a metric of a later build: not this build's to read
            if (!finiteNumber(so.value(QStringLiteral("mean"))) ||
                !finiteNumber(so.value(QStringLiteral("min"))) ||
                !finiteNumber(so.value(QStringLiteral("max"))))
                return fail(
                    StoredTelemetryText::tr("the stored telemetry of GPU %1 has a non-numeric %2")
                        .arg(g.label, it.key()));
            TelemetryStat s;
            s.metric = *metric;
            s.mean = so.value(QStringLiteral("mean")).toDouble();
            s.min = so.value(QStringLiteral("min")).toDouble();
            s.max = so.value(QStringLiteral("max")).toDouble();
            s.samples = so.value(QStringLiteral("samples")).toInt();
            g.stats.append(s);
        }
        gpus.append(g);
    }
    const QJsonValue kv = root.value(QStringLiteral("kernels"));
    if (kv.isObject()) {
        const QJsonObject ko = kv.toObject();
        telemetry::KernelShare k;
        k.totalNs = ko.value(QStringLiteral("total_ns")).toDouble();
        k.collectiveNs = ko.value(QStringLiteral("collective_ns")).toDouble();
        k.allToAllNs = ko.value(QStringLiteral("all_to_all_ns")).toDouble();
        k.allReduceNs = ko.value(QStringLiteral("all_reduce_ns")).toDouble();
        k.kernels = ko.value(QStringLiteral("kernels")).toInt();
        if (!std::isfinite(k.totalNs) || !std::isfinite(k.collectiveNs) || k.totalNs < 0 ||
            k.collectiveNs < 0 || k.collectiveNs > k.totalNs)
            return fail(StoredTelemetryText::tr("the stored kernel summary is inconsistent"));
        kernels = k;
    }
    for (const QJsonValue &n : root.value(QStringLiteral("notes")).toArray())
        notes << n.toString();
    return true;
}

QVector<double> RunTelemetry::means(Metric m) const
{
    QVector<double> out;
    QSet<QString> seen;
    for (const StoredTelemetry &f : files)
        for (const TelemetryGpu &g : f.gpus)
            if (const TelemetryStat *s = g.stat(m); s && !seen.contains(g.label)) {
                seen.insert(g.label);
                out.append(s->mean);
            }
    return out;
}

std::optional<double> RunTelemetry::mean(Metric m) const
{
    const QVector<double> v = means(m);
    if (v.isEmpty())
        return std::nullopt;
    double sum = 0;
    for (double x : v)
        sum += x;
    return sum / v.size();
}

std::optional<double> RunTelemetry::spread(Metric m) const
{
    const QVector<double> v = means(m);
    if (v.size() < 2)
        return std::nullopt;
    const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    return *hi > 0 ? (*hi - *lo) / *hi : 0.0;
}

std::optional<telemetry::KernelShare> RunTelemetry::kernels() const
{
    std::optional<telemetry::KernelShare> out;
    for (const StoredTelemetry &f : files) {
        if (!f.kernels)
            continue;
        if (!out)
            out = telemetry::KernelShare{};
        out->totalNs += f.kernels->totalNs;
        out->collectiveNs += f.kernels->collectiveNs;
        out->allToAllNs += f.kernels->allToAllNs;
        out->allReduceNs += f.kernels->allReduceNs;
        out->kernels += f.kernels->kernels;
    }
    return out;
}

int RunTelemetry::gpuCount() const
{
    QSet<QString> labels;
    for (const StoredTelemetry &f : files)
        for (const TelemetryGpu &g : f.gpus)
            labels.insert(g.label);
    return int(labels.size());
}

} // namespace moeplan::core
