// GPU telemetry files, read by content (telemetry.h). The readers, one per format family, are
// in telemetry/; this file picks the format, and holds the summaries and the merge.

#include "telemetry.h"

#include "importers.h"
#include "telemetry/internal.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace moeplan::core::telemetry {

using namespace detail;

namespace {

constexpr const char *kKeys[kMetricCount] = {"sm_active",       "tensor_active", "dram_active",
                                             "gpu_util",        "mem_copy_util", "nvlink_tx_bytes",
                                             "nvlink_rx_bytes", "power_w"};

enum class Format
{
    None,
    DcgmExporter,
    DcgmiDmon,
    SmiCsv,
    SmiDmon,
    Aiperf,
    Nsys,
};

// The head the sniffers look at: enough for the headers and preambles the tools write.
constexpr qsizetype kHead = 256 * 1024;

Format detect(std::string_view bytes)
{
    const std::string_view head =
        bytes.substr(0, size_t(std::min<qsizetype>(kHead, qsizetype(bytes.size()))));
    if (sniffAiperf(head))
        return Format::Aiperf;
    if (sniffNsys(head))
        return Format::Nsys;
    if (sniffDcgmiDmon(head))
        return Format::DcgmiDmon;
    if (sniffSmiDmon(head))
        return Format::SmiDmon;
    if (sniffDcgmExporter(head))
        return Format::DcgmExporter;
    if (sniffSmiCsv(head))
        return Format::SmiCsv;
    return Format::None;
}

bool isBinary(std::string_view bytes)
{
    const std::string_view head = bytes.substr(0, std::min<size_t>(bytes.size(), 8192));
    return head.find('\0') != std::string_view::npos;
}

/// The mean of a series, kept inside its own range (rounding cannot push it out).
double meanOf(const QVector<double> &v)
{
    double sum = 0, lo = v.front(), hi = v.front();
    for (double x : v) {
        sum += x;
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    return std::clamp(sum / double(v.size()), lo, hi);
}

bool sameDevice(const GpuSeries &a, const GpuSeries &b)
{
    if (a.gpu != b.gpu)
        return false;
    if (!a.uuid.isEmpty() && !b.uuid.isEmpty())
        return a.uuid == b.uuid;
    return a.host == b.host || a.host.isEmpty() || b.host.isEmpty();
}

} // namespace

const char *metricKey(Metric m) noexcept
{
    const int i = static_cast<int>(m);
    return i >= 0 && i < kMetricCount ? kKeys[i] : "";
}

std::optional<Metric> metricFromKey(const QString &key) noexcept
{
    for (int i = 0; i < kMetricCount; ++i) {
        if (key == QLatin1String(kKeys[i]))
            return static_cast<Metric>(i);
    }
    return std::nullopt;
}

QString GpuSeries::label() const
{
    return host.isEmpty() ? gpu : host + QLatin1Char('/') + gpu;
}

QVector<double> perGpuMeans(const Telemetry &t, Metric m)
{
    QVector<double> out;
    for (const GpuSeries &g : t.gpus) {
        if (!g.series(m).isEmpty())
            out << meanOf(g.series(m));
    }
    return out;
}

std::optional<MetricSummary> summarise(const Telemetry &t, Metric m)
{
    const QVector<double> means = perGpuMeans(t, m);
    if (means.isEmpty())
        return std::nullopt;
    MetricSummary s;
    s.metric = m;
    s.gpus = int(means.size());
    for (const GpuSeries &g : t.gpus)
        s.samples += int(std::min<qsizetype>(g.series(m).size(), INT_MAX - s.samples));
    s.min = *std::min_element(means.begin(), means.end());
    s.max = *std::max_element(means.begin(), means.end());
    double sum = 0;
    for (double x : means)
        sum += x;
    s.mean = std::clamp(sum / double(means.size()), s.min, s.max);
    return s;
}

bool looksLikeTelemetry(const QByteArray &bytes)
{
    const std::string_view v = viewOf(bytes);
    return !v.empty() && !isBinary(v) && detect(v) != Format::None;
}

ParseResult parse(const QByteArray &bytes, const QString &fileName)
{
    ParseResult r;
    const std::string_view v = viewOf(bytes);
    if (trimmed(v).empty() || v.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        r.error = InputError::of(InputError::Code::NotAResult, fileName,
                                 TelemetryText::tr("the file is empty"));
        return r;
    }
    if (isBinary(v)) {
        r.error = InputError::of(InputError::Code::NotAResult, fileName,
                                 TelemetryText::tr("a binary file, not a telemetry text file"));
        return r;
    }
    const Format f = detect(v);
    const char *name = nullptr;
    void (*read)(std::string_view, Sink &) = nullptr;
    switch (f) {
    case Format::DcgmExporter:
        name = kDcgmExporter, read = readDcgmExporter;
        break;
    case Format::DcgmiDmon:
        name = kDcgmiDmon, read = readDcgmiDmon;
        break;
    case Format::SmiCsv:
        name = kSmiCsv, read = readSmiCsv;
        break;
    case Format::SmiDmon:
        name = kSmiDmon, read = readSmiDmon;
        break;
    case Format::Aiperf:
        name = kAiperf, read = readAiperf;
        break;
    case Format::Nsys:
        name = kNsys, read = readNsys;
        break;
    case Format::None:
        r.error = InputError::of(
            InputError::Code::Unrecognised, fileName,
            TelemetryText::tr(
                "not a GPU telemetry file this planner reads (DCGM exporter metrics, dcgmi dmon, "
                "nvidia-smi --query-gpu CSV, nvidia-smi dmon, AIPerf gpu_telemetry_export.jsonl, "
                "nsys cuda_gpu_kern_sum)"));
        return r;
    }
    Sink sink(fileName, name);
    read(v, sink);
    return sink.finish();
}

ParseResult parseFile(const QString &path)
{
    QByteArray bytes;
    if (const InputError e = readInputFile(path, bytes); !e.ok()) {
        ParseResult r;
        r.error = e;
        return r;
    }
    return parse(bytes, path);
}

void merge(Telemetry &into, const Telemetry &other)
{
    for (const QString &f : other.formats) {
        if (!into.formats.contains(f))
            into.formats << f;
    }
    into.files << other.files;
    for (const GpuSeries &g : other.gpus) {
        auto it = std::find_if(into.gpus.begin(), into.gpus.end(),
                               [&](const GpuSeries &a) { return sameDevice(a, g); });
        if (it == into.gpus.end()) {
            into.gpus << g;
            continue;
        }
        if (it->host.isEmpty())
            it->host = g.host;
        if (it->uuid.isEmpty())
            it->uuid = g.uuid;
        if (it->name.isEmpty())
            it->name = g.name;
        for (int i = 0; i < kMetricCount; ++i)
            it->samples[i] << g.samples[i];
    }
    if (other.kernels) {
        if (!into.kernels) {
            into.kernels = other.kernels;
        } else {
            KernelShare &k = *into.kernels;
            k.totalNs += other.kernels->totalNs;
            k.collectiveNs += other.kernels->collectiveNs;
            k.allToAllNs += other.kernels->allToAllNs;
            k.allReduceNs += other.kernels->allReduceNs;
            k.kernels += other.kernels->kernels;
        }
    }
    if (other.start.isValid() && (!into.start.isValid() || other.start < into.start))
        into.start = other.start;
    if (other.end.isValid() && (!into.end.isValid() || other.end > into.end))
        into.end = other.end;
    for (const QString &n : other.notes) {
        if (!into.notes.contains(n))
            into.notes << n;
    }
}

} // namespace moeplan::core::telemetry
