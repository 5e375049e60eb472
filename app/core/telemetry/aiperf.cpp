// AIPerf's gpu_telemetry_export.jsonl (ai-dynamo/aiperf: GPUTelemetryJSONLWriter writes each
// TelemetryRecord with orjson, exclude_none): one JSON object per GPU per collection cycle,
//   {"gpu_index":0,"gpu_uuid":"GPU-...","gpu_model_name":"...","pci_bus_id":"...",
//    "device":"nvidia0","hostname":"node1","timestamp_ns":...,"dcgm_url":"http://node1:9401/
//    metrics","telemetry_data":{"gpu_power_usage":412.3,"gpu_utilization":87.0,...}}
// Newer releases add "platform" and write "telemetry_source_url" and namespaced fields
// ("nvidia_power_usage", "nvidia_gpu_utilization", ..., "amd_power"); the first records kept
// the metrics at the top level. Utilisations are percent. docs/telemetry.md.

#include "internal.h"

#include "importers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QUrl>

#include <cmath>

namespace moeplan::core::telemetry::detail {

namespace {

struct Key
{
    const char *name;
    Metric metric;
    Unit unit;
};

// aiperf gpu_telemetry/constants.py: DCGM_TO_FIELD_MAPPING and NVIDIA_TELEMETRY_FIELD_ALIASES.
// sm_utilization is DCGM_FI_PROF_SM_ACTIVE x 100 (the DCGM collector's SCALING_FACTORS) or NVML's
// GPM SM utilisation (the pynvml collector), in percent either way.
constexpr Key kKeys[] = {
    {"gpu_utilization", Metric::GpuUtil, Unit::Percent},
    {"nvidia_gpu_utilization", Metric::GpuUtil, Unit::Percent},
    {"mem_utilization", Metric::MemCopyUtil, Unit::Percent},
    {"nvidia_memory_utilization", Metric::MemCopyUtil, Unit::Percent},
    {"sm_utilization", Metric::SmActive, Unit::Percent},
    {"nvidia_sm_utilization", Metric::SmActive, Unit::Percent},
    {"gpu_power_usage", Metric::PowerW, Unit::Watt},
    {"nvidia_power_usage", Metric::PowerW, Unit::Watt},
    {"amd_power", Metric::PowerW, Unit::Watt},
};

bool looksLikeRecord(const QJsonObject &o)
{
    return o.contains(QLatin1String("timestamp_ns")) &&
           (o.contains(QLatin1String("gpu_uuid")) || o.contains(QLatin1String("gpu_index"))) &&
           (o.contains(QLatin1String("telemetry_data")) || o.contains(QLatin1String("dcgm_url")) ||
            o.contains(QLatin1String("telemetry_source_url")));
}

} // namespace

bool sniffAiperf(std::string_view head)
{
    const std::string_view t = firstNonBlankLine(head);
    if (t.empty() || t.front() != '{' || t.find("\"timestamp_ns\"") == std::string_view::npos ||
        t.find("\"gpu_") == std::string_view::npos)
        return false;
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray(t.data(), qsizetype(t.size())));
    return d.isObject() && looksLikeRecord(d.object());
}

void readAiperf(std::string_view bytes, Sink &sink)
{
    bool amd = false, sm = false;
    LineReader lines(bytes);
    Line l;
    while (lines.next(l)) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        QByteArray json(t.data(), qsizetype(t.size()));
        QJsonParseError err{};
        QJsonDocument d = QJsonDocument::fromJson(json, &err);
        if (err.error != QJsonParseError::NoError) // Python's json writes NaN bare
            d = QJsonDocument::fromJson(quoteNonFiniteLiterals(json), &err);
        if (err.error != QJsonParseError::NoError || !d.isObject()) {
            sink.fail(TelemetryText::tr("not a JSON object (%1)")
                          .arg(err.error != QJsonParseError::NoError
                                   ? err.errorString()
                                   : TelemetryText::tr("another JSON value")),
                      l.number);
            return;
        }
        const QJsonObject o = d.object();
        if (!looksLikeRecord(o)) {
            sink.fail(
                TelemetryText::tr("not a GPU telemetry record (no timestamp_ns with gpu_uuid or "
                                  "gpu_index)"),
                l.number);
            return;
        }
        const QJsonValue index = o.value(QLatin1String("gpu_index"));
        QString gpu;
        if (index.isDouble()) {
            const double v = index.toDouble();
            if (!(v >= 0 && v < 1e6) || v != double(qint64(v))) {
                sink.fail(TelemetryText::tr("gpu_index is %1, which is no GPU index").arg(v),
                          l.number);
                return;
            }
            gpu = QString::number(qint64(v));
        } else if (index.isString()) {
            gpu = index.toString();
        }
        const QString uuid = o.value(QLatin1String("gpu_uuid")).toString();
        if (gpu.isEmpty())
            gpu = uuid;
        if (gpu.isEmpty()) {
            sink.fail(
                TelemetryText::tr("the record names no GPU (gpu_index and gpu_uuid are empty)"),
                l.number);
            return;
        }
        QString host = o.value(QLatin1String("hostname")).toString();
        if (host.isEmpty()) {
            QString url = o.value(QLatin1String("telemetry_source_url")).toString();
            if (url.isEmpty())
                url = o.value(QLatin1String("dcgm_url")).toString();
            host = QUrl(url).host();
        }
        const QString name = o.value(QLatin1String("gpu_model_name")).toString();
        const int device =
            sink.device(host + QChar(0x1f) + gpu + QChar(0x1f) + uuid, host, gpu, uuid, name);
        const QJsonValue ts = o.value(QLatin1String("timestamp_ns"));
        if (ts.isDouble() && std::isfinite(ts.toDouble()))
            sink.time(ts.toDouble() / 1e6);
        const QJsonValue data = o.value(QLatin1String("telemetry_data"));
        const QJsonObject metrics = data.isObject() ? data.toObject() : o;
        for (const Key &k : kKeys) {
            const QJsonValue v = metrics.value(QLatin1String(k.name));
            if (v.isUndefined())
                continue;
            if (v.isNull()) {
                sink.skipMissing(l.number);
                continue;
            }
            if (v.isString()) {
                const QByteArray s = v.toString().toUtf8();
                const Number n = parseNumber(viewOf(s));
                if (n.kind == Number::Kind::NonFinite) {
                    sink.skipNonFinite(l.number);
                    continue;
                }
            }
            if (!v.isDouble()) {
                sink.fail(TelemetryText::tr("%1 is not a number").arg(QLatin1String(k.name)),
                          l.number);
                return;
            }
            const QByteArray raw = QByteArray::number(v.toDouble(), 'g', 10);
            if (!sink.add(device, k.metric, k.unit, v.toDouble(), l.number, QLatin1String(k.name),
                          viewOf(raw)))
                return;
            amd = amd || k.name[0] == 'a';
            sm = sm || k.metric == Metric::SmActive;
        }
        if (metrics.contains(QLatin1String("amd_gfx_activity")) ||
            metrics.contains(QLatin1String("amd_umc_activity")))
            amd = true;
    }
    if (sm)
        sink.note(TelemetryText::tr(
            "AIPerf's sm_utilization is DCGM_FI_PROF_SM_ACTIVE (from a DCGM endpoint) "
            "or NVML's GPM SM utilisation (from pynvml), in percent; it is stored as "
            "SM activity."));
    if (amd)
        sink.note(
            TelemetryText::tr("AMD GPUs: only amd_power is read; amdsmi's activity counters "
                              "(amd_gfx_activity, amd_umc_activity) measure other quantities than "
                              "NVIDIA's."));
}

} // namespace moeplan::core::telemetry::detail
