// The two "dmon" tables: DCGM's `dcgmi dmon -e 1002,1004,...` (NVIDIA/DCGM dcgmi/
// DeviceMonitor.cpp: a "#Entity" header of field short names from dcgmlib/src/dcgm_fields.cpp,
// an "ID" unit line, rows "GPU 0  0.812 ...", N/A for blank values, the header again every 14
// samples) and `nvidia-smi dmon` ("# gpu pwr gtemp ... sm mem ..." and "# Idx W C ..." headers,
// "-" for unsupported values, "#Date Time" columns with -o DT). docs/telemetry.md.

#include "internal.h"

#include <QDate>
#include <QDateTime>
#include <QTime>

#include <optional>
#include <vector>

namespace moeplan::core::telemetry::detail {

namespace {

struct Token
{
    size_t offset = 0; ///< in the line
    std::string_view text;
};

/// Splits on blanks (and, with `commas`, on commas too).
std::vector<Token> tokens(std::string_view s, bool commas = false)
{
    std::vector<Token> out;
    size_t i = 0;
    const auto sep = [&](char c) { return c == ' ' || c == '\t' || (commas && c == ','); };
    while (i < s.size()) {
        while (i < s.size() && sep(s[i]))
            ++i;
        if (i >= s.size())
            break;
        const size_t start = i;
        while (i < s.size() && !sep(s[i]))
            ++i;
        out.push_back({start, s.substr(start, i - start)});
    }
    return out;
}

bool allDigits(std::string_view s)
{
    if (s.empty())
        return false;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

struct Column
{
    Metric metric;
    Unit unit;
};

/// dcgm_fields.cpp short names of the fields read (ids 1002, 1004, 1005, 203, 204, 155, 1011,
/// 1012).
std::optional<Column> dcgmiColumn(std::string_view tag)
{
    if (tag == "SMACT")
        return Column{Metric::SmActive, Unit::Fraction};
    if (tag == "TENSO")
        return Column{Metric::TensorActive, Unit::Fraction};
    if (tag == "DRAMA")
        return Column{Metric::DramActive, Unit::Fraction};
    if (tag == "GPUTL")
        return Column{Metric::GpuUtil, Unit::Percent};
    if (tag == "MCUTL")
        return Column{Metric::MemCopyUtil, Unit::Percent};
    if (tag == "POWER")
        return Column{Metric::PowerW, Unit::Watt};
    if (tag == "NVLTX")
        return Column{Metric::NvlinkTxBytes, Unit::BytesPerSecond};
    if (tag == "NVLRX")
        return Column{Metric::NvlinkRxBytes, Unit::BytesPerSecond};
    return std::nullopt;
}

bool isDcgmiHeader(std::string_view t, std::string_view &after)
{
    if (t.empty() || t.front() != '#')
        return false;
    std::string_view rest = trimmed(t.substr(1));
    if (!startsWith(rest, "Entity"))
        return false;
    after = rest.substr(6);
    return true;
}

bool isMissing(std::string_view v)
{
    return v == "N/A" || v == "-" || v == "[N/A]";
}

/// Stores one value of a row; false when the file is refused.
bool storeValue(Sink &sink, int device, const Column &c, std::string_view v, int line,
                const QString &what)
{
    if (isMissing(v)) {
        sink.skipMissing(line);
        return true;
    }
    const Number n = parseNumber(v);
    if (n.kind == Number::Kind::NonFinite) {
        sink.skipNonFinite(line);
        return true;
    }
    if (n.kind == Number::Kind::Bad) {
        sink.fail(TelemetryText::tr("%1 has the value \"%2\", which is no number")
                      .arg(what, text(v.substr(0, 40))),
                  line);
        return false;
    }
    return sink.add(device, c.metric, c.unit, n.value, line, what, v);
}

} // namespace

// ---- dcgmi dmon -------------------------------------------------------------------------------

bool sniffDcgmiDmon(std::string_view head)
{
    LineReader lines(head);
    Line l;
    int looked = 0;
    std::string_view after;
    while (lines.next(l) && looked < 200) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        ++looked;
        if (isDcgmiHeader(t, after))
            return true;
    }
    return false;
}

void readDcgmiDmon(std::string_view bytes, Sink &sink)
{
    std::vector<std::optional<Column>> columns;
    std::vector<QString> names;
    std::vector<size_t> offsets; // where each field's column starts in the header line
    bool haveHeader = false, mig = false;
    qint64 otherEntities = 0;
    LineReader lines(bytes);
    Line l;
    std::string_view after;
    while (lines.next(l)) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        if (isDcgmiHeader(t, after)) {
            columns.clear();
            names.clear();
            offsets.clear();
            const size_t base = size_t(after.data() - l.text.data());
            for (const Token &tok : tokens(after)) {
                columns.push_back(dcgmiColumn(tok.text));
                names.push_back(text(tok.text));
                offsets.push_back(base + tok.offset);
            }
            haveHeader = true;
            continue;
        }
        if (t.front() == '#')
            continue;
        const std::vector<Token> row = tokens(l.text);
        if (row.size() >= 1 && (row[0].text == "ID" || row[0].text == "Id"))
            continue; // the unit line under the header
        const bool entityRow = row.size() >= 2 && !row[0].text.empty() &&
                               ((row[0].text[0] >= 'A' && row[0].text[0] <= 'Z') ||
                                (row[0].text[0] >= 'a' && row[0].text[0] <= 'z')) &&
                               allDigits(row[1].text);
        if (!entityRow) {
            sink.skipOtherLine(l.number);
            continue;
        }
        if (!haveHeader) {
            sink.fail(TelemetryText::tr("a sample comes before any \"#Entity\" header"), l.number);
            return;
        }
        const std::string_view group = row[0].text;
        QString gpu;
        if (group == "GPU") {
            gpu = text(row[1].text);
        } else if (group == "GPU-I" || group == "GPU_I" || group == "GPU-CI" || group == "GPU_CI" ||
                   group == "vGPU") {
            gpu = text(group) + QLatin1Char(' ') + text(row[1].text);
            mig = mig || group != "vGPU";
        } else {
            ++otherEntities; // Switch, CPU, links
            continue;
        }
        // Values are blank-separated; a string field with blanks in it (a device name) breaks
        // that, and then the header's column positions cut the row.
        std::vector<std::string_view> values;
        if (row.size() - 2 == columns.size()) {
            for (size_t i = 2; i < row.size(); ++i)
                values.push_back(row[i].text);
        } else {
            for (size_t i = 0; i < offsets.size(); ++i) {
                const size_t from = offsets[i];
                const size_t to = i + 1 < offsets.size() ? offsets[i + 1] : l.text.size();
                values.push_back(
                    from < l.text.size()
                        ? trimmed(l.text.substr(from, std::min(to, l.text.size()) - from))
                        : std::string_view());
            }
        }
        const int device = sink.device(gpu, QString(), gpu, QString(), QString());
        for (size_t i = 0; i < columns.size(); ++i) {
            if (!columns[i])
                continue;
            const std::string_view v = values[i];
            if (v.empty() || (row.size() - 2 != columns.size() && !isMissing(v) &&
                              parseNumber(v).kind == Number::Kind::Bad)) {
                sink.fail(
                    TelemetryText::tr("the row has %1 values where the header names %2 fields")
                        .arg(qsizetype(row.size() - 2))
                        .arg(qsizetype(columns.size())),
                    l.number);
                return;
            }
            if (!storeValue(sink, device, *columns[i], v, l.number, names[i]))
                return;
        }
    }
    if (otherEntities > 0)
        sink.note(TelemetryText::tr(
                      "%1 rows of entities that are no GPU (NVSwitch, CPU, link) were skipped.")
                      .arg(otherEntities));
    if (mig)
        sink.note(TelemetryText::tr(
            "MIG instances (GPU-I, GPU-CI rows) are kept as devices of their own; dcgmi "
            "numbers them without their parent GPU."));
}

// ---- nvidia-smi dmon --------------------------------------------------------------------------

namespace {

/// The column names of a "# gpu ..." / "#Date Time gpu ..." header, or empty.
std::vector<std::string_view> smiDmonHeader(std::string_view t)
{
    std::vector<std::string_view> out;
    if (t.empty() || t.front() != '#')
        return out;
    const std::vector<Token> toks = tokens(t.substr(1), true);
    for (size_t i = 0; i < toks.size() && i < 3; ++i) {
        if (toks[i].text == "gpu") {
            for (const Token &tok : toks)
                out.push_back(tok.text);
            return out;
        }
    }
    return out;
}

bool isSmiUnitLine(std::string_view t)
{
    if (t.empty() || t.front() != '#')
        return false;
    for (const Token &tok : tokens(t.substr(1), true)) {
        if (tok.text == "Idx")
            return true;
    }
    return false;
}

} // namespace

bool sniffSmiDmon(std::string_view head)
{
    LineReader lines(head);
    Line l;
    int looked = 0;
    bool header = false;
    while (lines.next(l) && looked < 200) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        ++looked;
        if (!smiDmonHeader(t).empty())
            header = true;
        else if (header && isSmiUnitLine(t))
            return true;
    }
    return false;
}

void readSmiDmon(std::string_view bytes, Sink &sink)
{
    struct Col
    {
        enum Kind
        {
            Ignored,
            Date,
            Time,
            Gpu,
            Value
        } kind = Ignored;
        Column column{Metric::PowerW, Unit::Watt};
        QString name;
    };
    std::vector<Col> cols;
    bool haveHeader = false;
    LineReader lines(bytes);
    Line l;
    while (lines.next(l)) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        if (t.front() == '#') {
            const std::vector<std::string_view> header = smiDmonHeader(t);
            if (header.empty())
                continue; // the unit line, or a comment
            cols.clear();
            for (std::string_view name : header) {
                Col c;
                c.name = text(name);
                if (name == "Date")
                    c.kind = Col::Date;
                else if (name == "Time")
                    c.kind = Col::Time;
                else if (name == "gpu")
                    c.kind = Col::Gpu;
                // nvidia-smi(1): "sm" and "mem" are the percent of time a kernel ran and the
                // memory was read or written (utilization.gpu / utilization.memory); pwr in W.
                else if (name == "sm")
                    c = {Col::Value, {Metric::GpuUtil, Unit::Percent}, c.name};
                else if (name == "mem")
                    c = {Col::Value, {Metric::MemCopyUtil, Unit::Percent}, c.name};
                else if (name == "pwr")
                    c = {Col::Value, {Metric::PowerW, Unit::Watt}, c.name};
                cols.push_back(c);
            }
            haveHeader = true;
            continue;
        }
        if (!(t.front() >= '0' && t.front() <= '9')) {
            sink.skipOtherLine(l.number);
            continue;
        }
        if (!haveHeader) {
            sink.fail(TelemetryText::tr("a sample comes before any \"# gpu\" header"), l.number);
            return;
        }
        const std::vector<Token> row = tokens(t, true);
        if (row.size() != cols.size()) {
            sink.fail(TelemetryText::tr("the row has %1 values where the header names %2 columns")
                          .arg(qsizetype(row.size()))
                          .arg(qsizetype(cols.size())),
                      l.number);
            return;
        }
        QString gpu;
        std::string_view date, time;
        for (size_t i = 0; i < cols.size(); ++i) {
            if (cols[i].kind == Col::Gpu)
                gpu = text(row[i].text);
            else if (cols[i].kind == Col::Date)
                date = row[i].text;
            else if (cols[i].kind == Col::Time)
                time = row[i].text;
        }
        if (gpu.isEmpty() || !allDigits(row[0].text.substr(0, 1))) {
            sink.fail(TelemetryText::tr("the row names no GPU index"), l.number);
            return;
        }
        if (!date.empty() && !time.empty()) {
            const QDate d = QDate::fromString(text(date), QStringLiteral("yyyyMMdd"));
            const QTime tm = QTime::fromString(text(time), QStringLiteral("HH:mm:ss"));
            if (d.isValid() && tm.isValid())
                sink.time(double(QDateTime(d, tm, Qt::UTC).toMSecsSinceEpoch()));
        }
        const int device = sink.device(gpu, QString(), gpu, QString(), QString());
        for (size_t i = 0; i < cols.size(); ++i) {
            if (cols[i].kind != Col::Value)
                continue;
            if (!storeValue(sink, device, cols[i].column, row[i].text, l.number, cols[i].name))
                return;
        }
    }
    if (!sink.telemetry().gpus.isEmpty())
        sink.note(
            TelemetryText::tr("nvidia-smi dmon's \"sm\" column is the share of time a kernel ran "
                              "(utilization.gpu), not SM activity."));
}

} // namespace moeplan::core::telemetry::detail
