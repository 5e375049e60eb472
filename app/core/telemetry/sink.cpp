// The shared part of the telemetry readers: lines, numbers, and the Sink that normalises,
// bounds and stores every sample (internal.h).

#include "internal.h"

#include <QCoreApplication>

#include <QDateTime>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace moeplan::core::telemetry::detail {

LineReader::LineReader(std::string_view bytes) : m_rest(bytes)
{
    if (startsWith(m_rest, "\xEF\xBB\xBF"))
        m_rest.remove_prefix(3);
}

bool LineReader::next(Line &line)
{
    if (m_rest.empty())
        return false;
    const size_t nl = m_rest.find('\n');
    std::string_view l = nl == std::string_view::npos ? m_rest : m_rest.substr(0, nl);
    m_rest = nl == std::string_view::npos ? std::string_view() : m_rest.substr(nl + 1);
    if (!l.empty() && l.back() == '\r')
        l.remove_suffix(1);
    line.text = l;
    line.number = ++m_number;
    return true;
}

std::string_view firstNonBlankLine(std::string_view head)
{
    LineReader lines(head);
    Line l;
    while (lines.next(l)) {
        if (const std::string_view t = trimmed(l.text); !t.empty())
            return t;
    }
    return {};
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

bool iequals(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z')
            x = char(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = char(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return true;
}

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

Number parseNumber(std::string_view s)
{
    s = trimmed(s);
    Number out;
    if (s.empty())
        return out;
    std::string_view body = s;
    bool negative = false;
    if (body.front() == '+' || body.front() == '-') {
        negative = body.front() == '-';
        body.remove_prefix(1);
    }
    if (iequals(body, "nan") || iequals(body, "inf") || iequals(body, "infinity")) {
        out.kind = Number::Kind::NonFinite;
        return out;
    }
    // Only decimal digits, one point and an exponent: from_chars would also take "nan(...)".
    if (body.empty() || !((body.front() >= '0' && body.front() <= '9') || body.front() == '.'))
        return out;
    double v = 0;
    const auto [ptr, ec] =
        std::from_chars(body.data(), body.data() + body.size(), v, std::chars_format::general);
    if (ptr != body.data() + body.size())
        return out;
    if (ec == std::errc::result_out_of_range || !std::isfinite(v)) {
        out.kind = Number::Kind::NonFinite;
        return out;
    }
    if (ec != std::errc())
        return out;
    out.kind = Number::Kind::Ok;
    out.value = negative ? -v : v;
    return out;
}

bool isDcgmBlank(double v)
{
    // dcgm_structs.h: DCGM_INT32_BLANK 0x7ffffff0, DCGM_INT64_BLANK 0x7ffffffffffffff0 and
    // DCGM_FP64_BLANK 2^47, each followed by up to 15 more "not found / not supported /
    // not permissioned" codes.
    constexpr double kInt32Blank = 2147483632.0;
    constexpr double kInt64Blank = 9223372036854775792.0;
    constexpr double kFp64Blank = 140737488355328.0;
    return (v >= kInt32Blank && v <= kInt32Blank + 15) || v >= kInt64Blank ||
           (v >= kFp64Blank && v <= kFp64Blank + 15);
}

// ---- Sink -------------------------------------------------------------------------------------

Sink::Sink(const QString &fileName, const char *format) : m_file(fileName)
{
    m_t.formats << QString::fromLatin1(format);
    m_t.files << fileName;
}

int Sink::device(const QString &key, const QString &host, const QString &gpu, const QString &uuid,
                 const QString &name)
{
    const auto it = m_index.constFind(key);
    if (it != m_index.cend()) {
        GpuSeries &g = m_t.gpus[*it];
        if (g.uuid.isEmpty() && !uuid.isEmpty())
            g.uuid = uuid;
        if (g.name.isEmpty() && !name.isEmpty())
            g.name = name;
        return *it;
    }
    GpuSeries g;
    g.host = host;
    g.gpu = gpu;
    g.uuid = uuid;
    g.name = name;
    m_t.gpus << g;
    const int index = int(m_t.gpus.size()) - 1;
    m_index.insert(key, index);
    return index;
}

namespace {

bool isRatio(Metric m)
{
    switch (m) {
    case Metric::SmActive:
    case Metric::TensorActive:
    case Metric::DramActive:
    case Metric::GpuUtil:
    case Metric::MemCopyUtil:
        return true;
    case Metric::NvlinkTxBytes:
    case Metric::NvlinkRxBytes:
    case Metric::PowerW:
        return false;
    }
    return false;
}

// What rounding may add to a ratio: DCGM prints 3 decimals, nvidia-smi whole percent; a value up
// to this far past 1 (or below 0) is clamped, anything further is refused.
constexpr double kRatioSlack = 0.005;
// No GPU board draws 100 kW and no GPU moves 100 TB/s over NVLink (NVLink 5 is 1.8 TB/s).
constexpr double kMaxPowerW = 1e5;
constexpr double kMaxBytesPerS = 1e14;

} // namespace

bool Sink::add(int device, Metric m, Unit unit, double value, int line, const QString &what,
               std::string_view raw)
{
    if (device < 0 || device >= m_t.gpus.size())
        return false;
    double v = value;
    if (unit == Unit::Percent)
        v = value / 100.0;
    const auto shown = [&] { return text(trimmed(raw)); }; // only for a refusal
    if (isRatio(m)) {
        const bool percent = unit == Unit::Percent;
        if (v < -kRatioSlack) {
            fail(TelemetryText::tr("%1 is %2, below 0: a utilisation cannot be negative")
                     .arg(what, shown()),
                 line);
            return false;
        }
        if (v > 1.0 + kRatioSlack) {
            fail(
                (percent
                     ? TelemetryText::tr("%1 is %2, above 100 %: a utilisation cannot exceed 100 %")
                     : TelemetryText::tr("%1 is %2, above 1: an activity ratio cannot exceed 1"))
                    .arg(what, shown()),
                line);
            return false;
        }
        v = std::clamp(v, 0.0, 1.0);
    } else if (m == Metric::PowerW) {
        if (v < 0) {
            fail(TelemetryText::tr("%1 is %2: a power draw cannot be negative").arg(what, shown()),
                 line);
            return false;
        }
        if (v > kMaxPowerW) {
            fail(TelemetryText::tr("%1 is %2 W, more than any GPU draws").arg(what, shown()), line);
            return false;
        }
    } else {
        if (v < 0) {
            fail(
                TelemetryText::tr("%1 is %2: NVLink traffic cannot be negative").arg(what, shown()),
                line);
            return false;
        }
        if (v > kMaxBytesPerS) {
            fail(TelemetryText::tr("%1 is %2 bytes/s, more than any NVLink carries")
                     .arg(what, shown()),
                 line);
            return false;
        }
    }
    m_t.gpus[device].series(m).append(v);
    return true;
}

void Sink::skipNonFinite(int line)
{
    m_nonFinite.add(line);
}
void Sink::skipBlank(int line)
{
    m_blank.add(line);
}
void Sink::skipMissing(int line)
{
    m_missing.add(line);
}
void Sink::skipOtherLine(int line)
{
    m_other.add(line);
}

void Sink::time(double msSinceEpoch)
{
    // Before 2000 or after 2100 is no clock reading of a benchmark; such stamps are left out
    // (and a double that large never reaches the integer conversion).
    constexpr double kFrom = 946684800000.0, kTo = 4102444800000.0;
    if (!(msSinceEpoch >= kFrom && msSinceEpoch <= kTo))
        return;
    const qint64 ms = qint64(msSinceEpoch);
    if (!m_haveTime) {
        m_firstMs = m_lastMs = ms;
        m_haveTime = true;
        return;
    }
    m_firstMs = std::min(m_firstMs, ms);
    m_lastMs = std::max(m_lastMs, ms);
}

void Sink::note(const QString &n)
{
    if (!m_t.notes.contains(n))
        m_t.notes << n;
}

void Sink::fail(const QString &reason, int line, InputError::Code code)
{
    if (!m_error.ok())
        return;
    m_error = InputError::of(code, m_file, reason,
                             line > 0 ? TelemetryText::tr("line %1").arg(line) : QString());
}

ParseResult Sink::finish()
{
    ParseResult r;
    if (!m_error.ok()) {
        r.error = m_error;
        return r;
    }
    std::array<bool, kMetricCount> carried{};
    qint64 samples = 0;
    for (const GpuSeries &g : m_t.gpus) {
        for (int i = 0; i < kMetricCount; ++i) {
            carried[i] = carried[i] || !g.samples[i].isEmpty();
            samples += g.samples[i].size();
        }
    }
    if (samples == 0 && !m_t.kernels) {
        r.error = InputError::of(
            InputError::Code::NoRecords, m_file,
            TelemetryText::tr(
                "holds no sample of a metric this planner reads (SM, tensor and DRAM activity, "
                "GPU and memory utilisation, NVLink traffic, power)"));
        return r;
    }
    if (m_nonFinite.n > 0)
        note(TelemetryText::tr(
                 "%1 values were NaN or infinite and were skipped (the first at line %2).")
                 .arg(m_nonFinite.n)
                 .arg(m_nonFinite.firstLine));
    if (m_blank.n > 0)
        note(TelemetryText::tr(
                 "%1 values held DCGM's blank marker (no data) and were skipped (the first at "
                 "line %2).")
                 .arg(m_blank.n)
                 .arg(m_blank.firstLine));
    if (m_missing.n > 0)
        note(TelemetryText::tr(
                 "%1 values were not available (N/A, not supported or empty) and were skipped "
                 "(the first at line %2).")
                 .arg(m_missing.n)
                 .arg(m_missing.firstLine));
    if (m_other.n > 0)
        note(TelemetryText::tr(
                 "%1 lines that are neither a header nor a sample were ignored (the first at line "
                 "%2).")
                 .arg(m_other.n)
                 .arg(m_other.firstLine));
    const auto has = [&](Metric m) { return carried[int(m)]; };
    if (has(Metric::GpuUtil) && !has(Metric::SmActive))
        note(TelemetryText::tr(
            "The file carries GPU_UTIL but no SM activity (DCGM_FI_PROF_SM_ACTIVE). GPU_UTIL "
            "counts a GPU busy while it waits inside a collective; it is no evidence of "
            "compute."));
    if (samples > 0 && !has(Metric::NvlinkTxBytes) && !has(Metric::NvlinkRxBytes) &&
        (has(Metric::SmActive) || has(Metric::DramActive)))
        note(TelemetryText::tr(
            "The file carries no NVLink traffic (DCGM_FI_PROF_NVLINK_TX_BYTES/RX_BYTES); "
            "communication volume is unknown."));
    if (m_haveTime) {
        m_t.start = QDateTime::fromMSecsSinceEpoch(m_firstMs, Qt::UTC);
        m_t.end = QDateTime::fromMSecsSinceEpoch(m_lastMs, Qt::UTC);
    }
    r.telemetry = std::move(m_t);
    return r;
}

} // namespace moeplan::core::telemetry::detail
