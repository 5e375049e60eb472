// DCGM exporter's Prometheus text (NVIDIA/dcgm-exporter, the metrics templates of
// pkg/dcgmexporter): "# HELP"/"# TYPE" lines, then one line per series,
//   FIELD{gpu="0",UUID="GPU-...",pci_bus_id="...",device="nvidia0",modelName="...",
//         [GPU_I_PROFILE="1g.10gb",GPU_I_ID="3",]Hostname="node1"[,labels...]} VALUE [TS_MS]
// (internal/pkg/rendermetrics/render_metrics.go, gpuMetricsFormat; NVSwitch, CPU and per-link
// series have no gpu label or an nvlink one and are no GPU sample)
// Several scrapes appended to one file repeat every series: each repetition is one more sample.
// The 1.x compatibility names (dcgm_gpu_utilization{gpu=..,uuid=..}, etc/1.x-compatibility-
// metrics.csv) are read when the file carries no DCGM_FI_* name. docs/telemetry.md.

#include "internal.h"

#include <string>
#include <unordered_map>

namespace moeplan::core::telemetry::detail {

namespace {

struct Field
{
    std::string_view name;
    Metric metric;
    Unit unit;
};

// DCGM field meaning (dcgm_fields.h, dcgm-exporter etc/dcp-metrics-included.csv): the PROF
// fields are ratios of cycles, GPU_UTIL and MEM_COPY_UTIL percent, POWER_USAGE watts, the
// NVLink PROF fields bytes per second.
constexpr Field kFields[] = {
    {"DCGM_FI_PROF_SM_ACTIVE", Metric::SmActive, Unit::Fraction},
    {"DCGM_FI_PROF_PIPE_TENSOR_ACTIVE", Metric::TensorActive, Unit::Fraction},
    {"DCGM_FI_PROF_DRAM_ACTIVE", Metric::DramActive, Unit::Fraction},
    {"DCGM_FI_DEV_GPU_UTIL", Metric::GpuUtil, Unit::Percent},
    {"DCGM_FI_DEV_MEM_COPY_UTIL", Metric::MemCopyUtil, Unit::Percent},
    {"DCGM_FI_PROF_NVLINK_TX_BYTES", Metric::NvlinkTxBytes, Unit::BytesPerSecond},
    {"DCGM_FI_PROF_NVLINK_RX_BYTES", Metric::NvlinkRxBytes, Unit::BytesPerSecond},
    {"DCGM_FI_DEV_POWER_USAGE", Metric::PowerW, Unit::Watt},
};
// The 1.x exporter's names (lower case; the PROF ones are the same DCGM ratios).
constexpr Field kLegacyFields[] = {
    {"dcgm_fi_prof_sm_active", Metric::SmActive, Unit::Fraction},
    {"dcgm_fi_prof_pipe_tensor_active", Metric::TensorActive, Unit::Fraction},
    {"dcgm_fi_prof_dram_active", Metric::DramActive, Unit::Fraction},
    {"dcgm_gpu_utilization", Metric::GpuUtil, Unit::Percent},
    {"dcgm_mem_copy_utilization", Metric::MemCopyUtil, Unit::Percent},
    {"dcgm_fi_prof_nvlink_tx_bytes", Metric::NvlinkTxBytes, Unit::BytesPerSecond},
    {"dcgm_fi_prof_nvlink_rx_bytes", Metric::NvlinkRxBytes, Unit::BytesPerSecond},
    {"dcgm_power_usage", Metric::PowerW, Unit::Watt},
};

const Field *fieldOf(std::string_view name, bool legacy)
{
    // A counter exposed through an OpenMetrics encoder gains "_total".
    for (int pass = 0; pass < 2; ++pass) {
        for (const Field &f : kFields) {
            if (f.name == name)
                return &f;
        }
        if (legacy) {
            for (const Field &f : kLegacyFields) {
                if (f.name == name)
                    return &f;
            }
        }
        if (name.size() > 6 && name.substr(name.size() - 6) == "_total")
            name.remove_suffix(6);
        else
            break;
    }
    return nullptr;
}

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == ':';
}

struct Labels
{
    std::string gpu, uuid, model, host, gi, ci;
    bool link = false; ///< a per-NVLink series (linkMetricsFormat): no GPU sample
};

/// Reads `{...}` starting at s[pos] == '{'; returns the position after '}' or npos when the set
/// is broken (unclosed, a value without quotes).
size_t readLabels(std::string_view s, size_t pos, Labels &out)
{
    ++pos; // '{'
    std::string value;
    while (true) {
        while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\t' || s[pos] == ','))
            ++pos;
        if (pos >= s.size())
            return std::string_view::npos;
        if (s[pos] == '}')
            return pos + 1;
        const size_t nameStart = pos;
        while (pos < s.size() && isNameChar(s[pos]))
            ++pos;
        const std::string_view name = s.substr(nameStart, pos - nameStart);
        if (name.empty())
            return std::string_view::npos;
        while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\t'))
            ++pos;
        if (pos >= s.size() || s[pos] != '=')
            return std::string_view::npos;
        ++pos;
        while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\t'))
            ++pos;
        if (pos >= s.size() || s[pos] != '"')
            return std::string_view::npos;
        ++pos;
        value.clear();
        bool closed = false;
        while (pos < s.size()) {
            const char c = s[pos++];
            if (c == '"') {
                closed = true;
                break;
            }
            if (c == '\\' && pos < s.size()) {
                const char e = s[pos++];
                value += e == 'n' ? '\n' : e; // \\ \" \n (the exposition format's escapes)
                continue;
            }
            value += c;
        }
        if (!closed)
            return std::string_view::npos;
        if (name == "gpu" || (name == "minor_number" && out.gpu.empty()))
            out.gpu = value;
        else if (name == "UUID" || name == "uuid")
            out.uuid = value;
        else if (name == "modelName")
            out.model = value;
        else if (name == "Hostname" || name == "hostname")
            out.host = value;
        else if (name == "GPU_I_ID")
            out.gi = value;
        else if (name == "GPU_CI_ID")
            out.ci = value;
        else if (name == "nvlink")
            out.link = true;
    }
}

} // namespace

bool sniffDcgmExporter(std::string_view head)
{
    LineReader lines(head);
    Line l;
    int looked = 0;
    while (lines.next(l) && looked < 400) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        ++looked;
        if (startsWith(t, "# HELP ") || startsWith(t, "# TYPE ")) {
            const std::string_view name = trimmed(t.substr(7));
            if (startsWith(name, "DCGM_FI_") || startsWith(name, "dcgm_"))
                return true;
            continue;
        }
        if (t.front() == '#')
            continue;
        if ((startsWith(t, "DCGM_FI_") || startsWith(t, "dcgm_")) &&
            t.find_first_of("{ ") != std::string_view::npos) {
            size_t i = 0;
            while (i < t.size() && isNameChar(t[i]))
                ++i;
            if (i < t.size() && (t[i] == '{' || t[i] == ' ' || t[i] == '\t'))
                return true;
        }
    }
    return false;
}

void readDcgmExporter(std::string_view bytes, Sink &sink)
{
    // The exporter writes the 1.x names beside the DCGM_FI_* ones for the same sample (its
    // AlterFieldName): read them only from a file that has nothing else.
    const bool legacy = bytes.find("DCGM_FI_") == std::string_view::npos;
    std::unordered_map<std::string, int> devices;
    std::unordered_map<const Field *, QString> names; // as messages show them, made once
    qint64 withoutGpu = 0;
    bool mig = false, usedLegacy = false;
    LineReader lines(bytes);
    Line l;
    std::string key;
    while (lines.next(l)) {
        const std::string_view t = trimmed(l.text);
        if (t.empty() || t.front() == '#')
            continue;
        size_t pos = 0;
        while (pos < t.size() && isNameChar(t[pos]))
            ++pos;
        const std::string_view name = t.substr(0, pos);
        if (name.empty()) {
            sink.fail(
                TelemetryText::tr("not a Prometheus sample line: %1").arg(text(t.substr(0, 60))),
                l.number);
            return;
        }
        const Field *field = fieldOf(name, legacy);
        if (!field)
            continue; // a series this planner does not read
        Labels labels;
        if (pos < t.size() && t[pos] == '{') {
            pos = readLabels(t, pos, labels);
            if (pos == std::string_view::npos) {
                sink.fail(TelemetryText::tr("the label set of %1 is not closed (a line cut short?)")
                              .arg(text(name)),
                          l.number);
                return;
            }
        }
        std::string_view rest = trimmed(t.substr(pos));
        const size_t space = rest.find_first_of(" \t");
        const std::string_view valueText = rest.substr(0, space);
        const std::string_view stamp =
            space == std::string_view::npos ? std::string_view() : trimmed(rest.substr(space));
        if (valueText.empty()) {
            sink.fail(TelemetryText::tr("%1 has no value (a line cut short?)").arg(text(name)),
                      l.number);
            return;
        }
        const Number value = parseNumber(valueText);
        if (value.kind == Number::Kind::Bad) {
            sink.fail(TelemetryText::tr("%1 has the value \"%2\", which is no number")
                          .arg(text(name), text(valueText.substr(0, 40))),
                      l.number);
            return;
        }
        if (!stamp.empty()) {
            const Number ts = parseNumber(stamp);
            if (ts.kind != Number::Kind::Ok || stamp.find_first_of(" \t") != std::string::npos) {
                sink.fail(TelemetryText::tr("%1 is followed by \"%2\", which is no timestamp")
                              .arg(text(name), text(stamp.substr(0, 40))),
                          l.number);
                return;
            }
            sink.time(ts.value);
        }
        if (labels.gpu.empty() || labels.link) {
            ++withoutGpu; // an NVSwitch, CPU or link series
            continue;
        }
        if (value.kind == Number::Kind::NonFinite) {
            sink.skipNonFinite(l.number);
            continue;
        }
        if (field->unit != Unit::BytesPerSecond ? isDcgmBlank(value.value)
                                                : value.value >= 140737488355328.0) {
            sink.skipBlank(l.number);
            continue;
        }
        key.clear();
        key.append(labels.host).append("\x1f").append(labels.gpu).append("\x1f");
        key.append(labels.gi).append("\x1f").append(labels.ci);
        auto it = devices.find(key);
        if (it == devices.end()) {
            QString gpu = QString::fromStdString(labels.gpu);
            if (!labels.gi.empty()) {
                gpu += QLatin1Char('/') + QString::fromStdString(labels.gi);
                mig = true;
            }
            if (!labels.ci.empty())
                gpu += QLatin1Char('/') + QString::fromStdString(labels.ci);
            const QString host = QString::fromStdString(labels.host);
            const int index = sink.device(host + QChar(0x1f) + gpu, host, gpu,
                                          QString::fromStdString(labels.uuid),
                                          QString::fromStdString(labels.model));
            it = devices.emplace(key, index).first;
        }
        usedLegacy = usedLegacy || field->name.front() == 'd';
        QString &shownName = names[field];
        if (shownName.isEmpty())
            shownName = text(field->name);
        if (!sink.add(it->second, field->metric, field->unit, value.value, l.number, shownName,
                      valueText))
            return;
    }
    if (withoutGpu > 0)
        sink.note(TelemetryText::tr(
                      "%1 samples of a metric this planner reads carry no gpu label (NVSwitch, "
                      "CPU or link entities) and were skipped.")
                      .arg(withoutGpu));
    if (mig)
        sink.note(TelemetryText::tr(
            "MIG instances (GPU_I_ID) are kept as devices of their own, \"GPU/instance\"; "
            "their activity is a share of the instance, not of the whole GPU."));
    if (usedLegacy)
        sink.note(TelemetryText::tr("The file uses the dcgm-exporter 1.x metric names."));
}

} // namespace moeplan::core::telemetry::detail
