// `nvidia-smi --query-gpu=timestamp,index,name,uuid,utilization.gpu,utilization.memory,
// power.draw --format=csv[,noheader][,nounits] [-l N | -lms N]`: a header "timestamp, index,
// name, uuid, utilization.gpu [%], utilization.memory [%], power.draw [W]" (", " between fields,
// the unit in brackets), rows "2024/01/31 12:34:56.789, 0, NVIDIA H100 80GB HBM3, GPU-..., 87 %,
// 61 %, 412.35 W" (units dropped with nounits), "[N/A]" / "[Not Supported]" for values the GPU
// does not report, one row per GPU per loop. docs/telemetry.md.

#include "internal.h"

#include <QDateTime>

#include <vector>

namespace moeplan::core::telemetry::detail {

namespace {

struct HeaderField
{
    std::string_view property, unit;
};

/// "utilization.gpu [%]" -> {utilization.gpu, %}; false when the text is no nvidia-smi
/// property name.
bool headerField(std::string_view t, HeaderField &out)
{
    t = trimmed(t);
    if (t.empty() || !(t.front() >= 'a' && t.front() <= 'z'))
        return false;
    size_t i = 0;
    while (i < t.size() && ((t[i] >= 'a' && t[i] <= 'z') || (t[i] >= '0' && t[i] <= '9') ||
                            t[i] == '_' || t[i] == '.'))
        ++i;
    out.property = t.substr(0, i);
    out.unit = {};
    std::string_view rest = trimmed(t.substr(i));
    if (rest.empty())
        return true;
    if (rest.front() != '[' || rest.back() != ']')
        return false;
    out.unit = trimmed(rest.substr(1, rest.size() - 2));
    return true;
}

bool knownProperty(std::string_view p)
{
    static constexpr std::string_view kKnown[] = {"index",
                                                  "name",
                                                  "gpu_name",
                                                  "uuid",
                                                  "gpu_uuid",
                                                  "timestamp",
                                                  "pci.bus_id",
                                                  "gpu_bus_id",
                                                  "utilization.gpu",
                                                  "utilization.memory",
                                                  "power.draw",
                                                  "power.draw.average",
                                                  "power.draw.instant",
                                                  "memory.used",
                                                  "memory.total",
                                                  "memory.free",
                                                  "temperature.gpu",
                                                  "pstate",
                                                  "driver_version",
                                                  "clocks.sm",
                                                  "clocks.current.sm",
                                                  "clocks.mem",
                                                  "power.limit",
                                                  "fan.speed",
                                                  "serial",
                                                  "count",
                                                  "clocks.gr",
                                                  "enforced.power.limit"};
    for (std::string_view k : kKnown) {
        if (k == p)
            return true;
    }
    return false;
}

std::vector<std::string_view> splitCommas(std::string_view s)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    while (true) {
        const size_t comma = s.find(',', start);
        out.push_back(
            trimmed(s.substr(start, comma == std::string_view::npos ? s.npos : comma - start)));
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    return out;
}

bool isHeader(std::string_view line, std::vector<HeaderField> *fields = nullptr)
{
    const std::vector<std::string_view> parts = splitCommas(line);
    bool known = false;
    std::vector<HeaderField> out;
    for (std::string_view p : parts) {
        HeaderField f;
        if (!headerField(p, f))
            return false;
        known = known || knownProperty(f.property);
        out.push_back(f);
    }
    if (!known)
        return false;
    if (fields)
        *fields = std::move(out);
    return true;
}

/// A data row written with noheader: a UUID, a timestamp or nvidia-smi's bracketed markers.
bool looksLikeHeaderlessRow(std::string_view line)
{
    if (line.find(", ") == std::string_view::npos)
        return false;
    int unitValues = 0;
    for (std::string_view p : splitCommas(line)) {
        if (startsWith(p, "GPU-") && p.size() > 12 && p[12] == '-')
            return true;
        if (p == "[N/A]" || p == "[Not Supported]")
            return true;
        if (p.size() >= 19 && p[4] == '/' && p[7] == '/' && p[10] == ' ' && p[13] == ':')
            return true;
        if (p.size() > 2 && (p.substr(p.size() - 2) == " %" || p.substr(p.size() - 2) == " W"))
            ++unitValues;
    }
    return unitValues >= 2;
}

bool isMissing(std::string_view v)
{
    return v.empty() || v == "N/A" || (v.front() == '[' && v.back() == ']');
}

} // namespace

bool sniffSmiCsv(std::string_view head)
{
    const std::string_view t = firstNonBlankLine(head);
    return !t.empty() && (isHeader(t) || looksLikeHeaderlessRow(t));
}

void readSmiCsv(std::string_view bytes, Sink &sink)
{
    struct Col
    {
        enum Kind
        {
            Ignored,
            Index,
            Uuid,
            Name,
            Bus,
            Timestamp,
            Value
        } kind = Ignored;
        Metric metric = Metric::PowerW;
        Unit unit = Unit::Watt;
        std::string_view printedUnit;
        QString name;
    };
    std::vector<Col> cols;
    bool haveHeader = false, timed = false, badTime = false;
    LineReader lines(bytes);
    Line l;
    while (lines.next(l)) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        std::vector<HeaderField> fields;
        if (isHeader(t, &fields)) {
            cols.clear();
            int power = -1, powerRank = 99;
            for (const HeaderField &f : fields) {
                Col c;
                c.name = text(f.property);
                c.printedUnit = f.unit;
                const std::string_view p = f.property;
                if (p == "index")
                    c.kind = Col::Index;
                else if (p == "uuid" || p == "gpu_uuid")
                    c.kind = Col::Uuid;
                else if (p == "name" || p == "gpu_name")
                    c.kind = Col::Name;
                else if (p == "pci.bus_id" || p == "gpu_bus_id")
                    c.kind = Col::Bus;
                else if (p == "timestamp")
                    c.kind = Col::Timestamp;
                else if (p == "utilization.gpu")
                    c = {Col::Value, Metric::GpuUtil, Unit::Percent, f.unit, c.name};
                else if (p == "utilization.memory")
                    c = {Col::Value, Metric::MemCopyUtil, Unit::Percent, f.unit, c.name};
                else if (p == "power.draw" || p == "power.draw.average" ||
                         p == "power.draw.instant") {
                    // One power column is read: power.draw, else the average, else instant.
                    const int rank = p == "power.draw" ? 0 : p == "power.draw.average" ? 1 : 2;
                    if (rank < powerRank) {
                        if (power >= 0)
                            cols[size_t(power)].kind = Col::Ignored;
                        powerRank = rank;
                        power = int(cols.size());
                        c = {Col::Value, Metric::PowerW, Unit::Watt, f.unit, c.name};
                    }
                }
                cols.push_back(c);
            }
            bool identity = false;
            for (const Col &c : cols)
                identity =
                    identity || c.kind == Col::Index || c.kind == Col::Uuid || c.kind == Col::Bus;
            if (!identity) {
                sink.fail(TelemetryText::tr(
                              "the query names no GPU column (index, uuid or pci.bus_id): the rows "
                              "of different GPUs cannot be told apart"),
                          l.number);
                return;
            }
            haveHeader = true;
            continue;
        }
        if (!haveHeader) {
            sink.fail(TelemetryText::tr(
                          "the file has no header line (nvidia-smi --format=csv,noheader): its "
                          "columns cannot be named; record it again without noheader"),
                      l.number);
            return;
        }
        const std::vector<std::string_view> row = splitCommas(t);
        if (row.size() != cols.size()) {
            sink.fail(TelemetryText::tr("the row has %1 values where the header names %2 columns")
                          .arg(qsizetype(row.size()))
                          .arg(qsizetype(cols.size())),
                      l.number);
            return;
        }
        QString index, uuid, name, bus;
        for (size_t i = 0; i < cols.size(); ++i) {
            switch (cols[i].kind) {
            case Col::Index:
                index = text(row[i]);
                break;
            case Col::Uuid:
                uuid = isMissing(row[i]) ? QString() : text(row[i]);
                break;
            case Col::Name:
                name = isMissing(row[i]) ? QString() : text(row[i]);
                break;
            case Col::Bus:
                bus = isMissing(row[i]) ? QString() : text(row[i]);
                break;
            case Col::Timestamp: {
                const QString ts = text(row[i]);
                QDateTime dt = QDateTime::fromString(ts, QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"));
                if (!dt.isValid())
                    dt = QDateTime::fromString(ts, QStringLiteral("yyyy/MM/dd HH:mm:ss"));
                if (dt.isValid()) {
                    dt.setTimeSpec(Qt::UTC);
                    sink.time(double(dt.toMSecsSinceEpoch()));
                    timed = true;
                } else {
                    badTime = true;
                }
                break;
            }
            case Col::Ignored:
            case Col::Value:
                break;
            }
        }
        const QString gpu = !index.isEmpty() ? index : !uuid.isEmpty() ? uuid : bus;
        if (gpu.isEmpty() || isMissing(viewOf(gpu.toUtf8()))) {
            sink.fail(
                TelemetryText::tr("the row names no GPU (its index, uuid and bus id are empty)"),
                l.number);
            return;
        }
        const QString key = !uuid.isEmpty() ? uuid : gpu;
        const int device = sink.device(key, QString(), gpu, uuid, name);
        for (size_t i = 0; i < cols.size(); ++i) {
            const Col &c = cols[i];
            if (c.kind != Col::Value)
                continue;
            std::string_view v = row[i];
            if (isMissing(v)) {
                sink.skipMissing(l.number);
                continue;
            }
            if (!c.printedUnit.empty() && v.size() > c.printedUnit.size() &&
                v.substr(v.size() - c.printedUnit.size()) == c.printedUnit)
                v = trimmed(v.substr(0, v.size() - c.printedUnit.size()));
            const Number n = parseNumber(v);
            if (n.kind == Number::Kind::NonFinite) {
                sink.skipNonFinite(l.number);
                continue;
            }
            if (n.kind == Number::Kind::Bad) {
                sink.fail(TelemetryText::tr("%1 has the value \"%2\", which is no number")
                              .arg(c.name, text(row[i].substr(0, 40))),
                          l.number);
                return;
            }
            if (!sink.add(device, c.metric, c.unit, n.value, l.number, c.name, row[i]))
                return;
        }
    }
    if (timed)
        sink.note(TelemetryText::tr(
            "nvidia-smi's timestamps are the node's clock without a time zone; they are "
            "taken as UTC."));
    if (badTime)
        sink.note(
            TelemetryText::tr("Some timestamps could not be read and were left out of the sampled "
                              "window."));
}

} // namespace moeplan::core::telemetry::detail
