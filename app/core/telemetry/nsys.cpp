// Nsight Systems' CUDA kernel summary: `nsys stats --report cuda_gpu_kern_sum --format csv`
// (reports/cuda_gpu_kern_sum.py: "Time (%)","Total Time (ns)","Instances","Avg (ns)","Med (ns)",
// "Min (ns)","Max (ns)","StdDev (ns)","Name"; the unit follows --timeunit), the older gpukernsum
// report ("Time(%)","Total Time (ns)","Instances","Average","Minimum","Maximum","Name"), the
// grid/block variant cuda_gpu_kern_gb_sum, and the same tables in nsys's console ("column")
// format with thousands separators, among the other reports of `nsys stats` / `--stats=true`.
// nsys's own "Processing [...]" and "Generating ..." lines and blank lines may come first.
// The collective kernels' time becomes KernelShare. docs/telemetry.md.

#include "internal.h"

#include <QSet>

#include <optional>
#include <string>
#include <vector>

namespace moeplan::core::telemetry::detail {

KernelKind classifyKernel(const QString &name)
{
    const QString n = name.toLower();
    const auto has = [&](const char *s) { return n.contains(QLatin1String(s)); };
    const bool nccl = has("ncclkernel") || has("nccldevkernel") || has("mscclkernel");
    const bool deepEp = has("deep_ep::");
    const bool nvshmem = has("nvshmem");
    const bool allToAll = has("alltoall") || has("all_to_all") || has("sendrecv");
    const bool allReduce = has("allreduce") || has("all_reduce") || has("reducescatter") ||
                           has("reduce_scatter") || has("allgather") || has("all_gather") ||
                           has("cross_device_reduce");
    // DeepEP's intranode/internode/internode_ll kernels: (notify_)dispatch, (cached_notify_)
    // combine; NVSHMEM-based MoE all-to-all kernels name the same steps.
    if ((deepEp || nvshmem) && (has("dispatch") || has("combine")))
        return KernelKind::AllToAll;
    if (allToAll)
        return KernelKind::AllToAll;
    if (allReduce)
        return KernelKind::AllReduce;
    if (nccl || deepEp || nvshmem)
        return KernelKind::OtherCollective;
    return KernelKind::Compute;
}

namespace {

/// One CSV record (Python's csv module: quotes around fields with commas, "" inside quotes).
std::vector<std::string> splitCsv(std::string_view s)
{
    std::vector<std::string> out;
    std::string field;
    bool quoted = false;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < s.size() && s[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            out.push_back(std::string(trimmed(field)));
            field.clear();
        } else {
            field += c;
        }
    }
    out.push_back(std::string(trimmed(field)));
    return out;
}

struct Header
{
    bool csv = true;
    std::vector<std::string> names;
    std::vector<size_t> starts; ///< column mode: where each column starts
    int total = -1, instances = -1, name = -1;
    double nsPerUnit = 1;
};

bool isRejected(const std::string &c)
{
    static const char *const kOther[] = {"Num Calls",   "Style",      "Range",  "Operation",
                                         "Category",    "Operations", "Count",  "Total (MB)",
                                         "Total (KiB)", "Total (GB)", "Num Ops"};
    for (const char *o : kOther) {
        if (c == o)
            return true;
    }
    return false;
}

/// Fills the indices from the column names; false when it is no kernel summary header.
bool classify(Header &h)
{
    bool pct = false;
    for (size_t i = 0; i < h.names.size(); ++i) {
        const std::string &c = h.names[i];
        if (isRejected(c))
            return false;
        if (startsWith(c, "Time") && c.find('%') != std::string::npos)
            pct = true;
        else if (startsWith(c, "Total Time") && h.total < 0)
            h.total = int(i);
        else if (c == "Instances")
            h.instances = int(i);
        else if (c == "Name")
            h.name = int(i);
    }
    if (!pct || h.total < 0 || h.instances < 0 || h.name < 0)
        return false;
    const std::string &t = h.names[size_t(h.total)];
    const size_t open = t.find('('), close = t.rfind(')');
    if (open != std::string::npos && close != std::string::npos && close > open) {
        const std::string_view unit =
            trimmed(std::string_view(t).substr(open + 1, close - open - 1));
        if (unit == "ns" || unit == "nsec")
            h.nsPerUnit = 1;
        else if (unit == "us" || unit == "usec" || unit == "\xC2\xB5s")
            h.nsPerUnit = 1e3;
        else if (unit == "ms" || unit == "msec")
            h.nsPerUnit = 1e6;
        else if (unit == "s" || unit == "sec")
            h.nsPerUnit = 1e9;
        else
            return false;
    }
    return true;
}

std::optional<Header> csvHeader(std::string_view t)
{
    if (t.find(',') == std::string_view::npos)
        return std::nullopt;
    Header h;
    h.names = splitCsv(t);
    if (!classify(h))
        return std::nullopt;
    return h;
}

/// The dash line under a console table header: the start of each column.
std::vector<std::pair<size_t, size_t>> dashExtents(std::string_view s)
{
    std::vector<std::pair<size_t, size_t>> out;
    size_t i = 0;
    while (i < s.size()) {
        if (s[i] == ' ') {
            ++i;
            continue;
        }
        if (s[i] != '-')
            return {};
        const size_t start = i;
        while (i < s.size() && s[i] == '-')
            ++i;
        out.push_back({start, i});
    }
    return out;
}

std::optional<Header> columnHeader(std::string_view header, std::string_view dashes)
{
    const auto ext = dashExtents(dashes);
    if (ext.size() < 4)
        return std::nullopt;
    Header h;
    h.csv = false;
    for (size_t i = 0; i < ext.size(); ++i) {
        const size_t from = i == 0 ? 0 : ext[i].first;
        const size_t to = i + 1 < ext.size() ? ext[i + 1].first : header.size();
        h.names.push_back(from < header.size()
                              ? std::string(trimmed(header.substr(from, to - from)))
                              : std::string());
        h.starts.push_back(ext[i].first);
    }
    if (!classify(h))
        return std::nullopt;
    return h;
}

std::vector<std::string> columnRow(std::string_view line, const Header &h)
{
    std::vector<std::string> out;
    for (size_t i = 0; i < h.starts.size(); ++i) {
        const size_t from = i == 0 ? 0 : h.starts[i];
        const size_t to = i + 1 < h.starts.size() ? h.starts[i + 1] : line.size();
        out.push_back(from < line.size() ? std::string(trimmed(
                                               line.substr(from, std::min(to, line.size()) - from)))
                                         : std::string());
    }
    return out;
}

enum class Section
{
    Unknown,
    Kernels,
    Other
};

/// A report title nsys prints before a table, or Unknown for any other line.
Section titleOf(std::string_view t)
{
    const bool kernel = t.find("cuda_gpu_kern_sum") != std::string_view::npos ||
                        t.find("cuda_gpu_kern_gb_sum") != std::string_view::npos ||
                        t.find("gpukernsum") != std::string_view::npos;
    const bool title = startsWith(t, "Processing [") || startsWith(t, "Running [") ||
                       startsWith(t, "** ") || t.find("Executing '") != std::string_view::npos ||
                       (startsWith(t, "[") && t.find("stats report") != std::string_view::npos);
    if (kernel && title)
        return Section::Kernels;
    return title ? Section::Other : Section::Unknown;
}

} // namespace

bool sniffNsys(std::string_view head)
{
    LineReader lines(head);
    Line l;
    std::string_view previous;
    int looked = 0;
    while (lines.next(l) && looked < 2000) {
        const std::string_view t = trimmed(l.text);
        if (t.empty())
            continue;
        ++looked;
        if (titleOf(t) == Section::Kernels)
            return true;
        if (startsWith(t, "\"Time") || startsWith(t, "Time")) {
            if (csvHeader(t))
                return true;
        }
        if (!previous.empty() && startsWith(t, "--------") && columnHeader(previous, l.text))
            return true;
        previous = l.text;
    }
    return false;
}

void readNsys(std::string_view bytes, Sink &sink)
{
    KernelShare share;
    QSet<QString> names;
    int tables = 0; // kernel summary tables seen; only the first is read
    bool inTable = false;
    Section section = Section::Unknown;
    std::optional<Header> header;
    QString skipped;
    int skippedLine = 0;
    std::string_view previous;
    LineReader lines(bytes);
    Line l;
    while (lines.next(l)) {
        const std::string_view t = trimmed(l.text);
        if (inTable && (t.empty() || titleOf(t) != Section::Unknown))
            inTable = false; // a blank line or the next report's title ends the table
        if (inTable) {
            if (tables > 1)
                continue;
            const std::vector<std::string> row =
                header->csv ? splitCsv(t) : columnRow(l.text, *header);
            if (row.size() != header->names.size() || (!header->csv && row.back().empty())) {
                sink.fail(TelemetryText::tr("the row has %1 fields where the header names %2")
                              .arg(qsizetype(header->csv ? row.size() : row.size() - 1))
                              .arg(qsizetype(header->names.size())),
                          l.number);
                return;
            }
            std::string total = row[size_t(header->total)];
            std::erase(total, ',');
            const Number n = parseNumber(total);
            const double ns = n.value * header->nsPerUnit;
            if (n.kind != Number::Kind::Ok || ns < 0 || ns > 1e18) {
                sink.fail(TelemetryText::tr("Total Time is \"%1\", which is no duration")
                              .arg(QString::fromStdString(row[size_t(header->total)])),
                          l.number);
                return;
            }
            const QString name = QString::fromStdString(row[size_t(header->name)]);
            names.insert(name);
            share.totalNs += ns;
            switch (classifyKernel(name)) {
            case KernelKind::AllToAll:
                share.collectiveNs += ns;
                share.allToAllNs += ns;
                break;
            case KernelKind::AllReduce:
                share.collectiveNs += ns;
                share.allReduceNs += ns;
                break;
            case KernelKind::OtherCollective:
                share.collectiveNs += ns;
                break;
            case KernelKind::Compute:
                break;
            }
            continue;
        }
        if (t.empty()) {
            previous = {};
            continue;
        }
        if (startsWith(t, "SKIPPED")) {
            // "SKIPPED: x.sqlite does not contain CUDA kernel data." under the kernel report
            if (section != Section::Other && skipped.isEmpty()) {
                skipped = text(t);
                skippedLine = l.number;
            }
            previous = {};
            continue;
        }
        if (const Section s = titleOf(t); s != Section::Unknown) {
            section = s;
            previous = {};
            continue;
        }
        std::optional<Header> h;
        if (section != Section::Other) {
            if (startsWith(t, "\"Time") || startsWith(t, "Time"))
                h = csvHeader(t);
            if (!h && !previous.empty() && startsWith(t, "--------"))
                h = columnHeader(previous, l.text);
        }
        previous = l.text;
        if (h) {
            header = std::move(h);
            inTable = true;
            ++tables;
        }
    }
    if (tables == 0 || names.isEmpty()) {
        if (!skipped.isEmpty())
            sink.fail(TelemetryText::tr("nsys wrote no kernel summary: %1").arg(skipped),
                      skippedLine, InputError::Code::NoRecords);
        else
            sink.fail(TelemetryText::tr("holds no CUDA kernel summary row"), 0,
                      InputError::Code::NoRecords);
        return;
    }
    share.kernels = int(names.size());
    sink.telemetry().kernels = share;
    if (tables > 1)
        sink.note(TelemetryText::tr(
            "The file holds more than one kernel summary table; only the first was "
            "read."));
    if (share.collectiveNs <= 0)
        sink.note(TelemetryText::tr(
            "No kernel in the summary is a collective (NCCL, DeepEP or NVSHMEM)."));
}

} // namespace moeplan::core::telemetry::detail
