#pragma once
// What the telemetry readers of this folder share (one file per format family): a line reader
// over the raw bytes, number parsing, and the Sink every reader stores into. The Sink owns the
// normalisation (percent to fractions of 1), the physical bounds (refusals name the file, the
// line and the value) and the notes; readers only say what a column or series is. Public face:
// telemetry.h; formats, quirks and sources: docs/telemetry.md.

#include "telemetry.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>
#include <string_view>

namespace moeplan::core {

/// The translation context of the telemetry readers' messages: TelemetryText::tr("...").
struct TelemetryText
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::TelemetryText)
};

} // namespace moeplan::core

namespace moeplan::core::telemetry::detail {

/// Format names as Telemetry::formats lists them.
inline constexpr const char *kDcgmExporter = "dcgm-exporter";
inline constexpr const char *kDcgmiDmon = "dcgmi-dmon";
inline constexpr const char *kSmiCsv = "nvidia-smi-csv";
inline constexpr const char *kSmiDmon = "nvidia-smi-dmon";
inline constexpr const char *kAiperf = "aiperf-gpu-telemetry";
inline constexpr const char *kNsys = "nsys-kernel-summary";

/// One line of the input: its bytes without the line break (and without a trailing '\r'), and
/// its 1-based number.
struct Line
{
    std::string_view text;
    int number = 0;
};

/// Walks the lines of a byte buffer once (a leading UTF-8 byte-order mark is skipped).
class LineReader
{
public:
    explicit LineReader(std::string_view bytes);
    bool next(Line &line);

private:
    std::string_view m_rest;
    int m_number = 0;
};

inline std::string_view viewOf(const QByteArray &b)
{
    return std::string_view(b.constData(), size_t(b.size()));
}
std::string_view trimmed(std::string_view s);
/// The first line of `head` that is not blank, trimmed; empty when there is none (what the
/// sniffers look at).
std::string_view firstNonBlankLine(std::string_view head);
bool startsWith(std::string_view s, std::string_view prefix);
bool iequals(std::string_view a, std::string_view b);
QString text(std::string_view s); ///< UTF-8 bytes as a QString

/// A number as the tools print it: optional sign, digits, decimals, exponent; "nan", "inf",
/// "+Inf", "-Inf" and "infinity" are NonFinite; anything else (including surrounding text) Bad.
struct Number
{
    enum class Kind
    {
        Ok,
        NonFinite,
        Bad
    };
    Kind kind = Kind::Bad;
    double value = 0;
};
Number parseNumber(std::string_view s);

/// The unit a tool printed a value in; the Sink converts to the stored unit.
enum class Unit
{
    Fraction, ///< 0..1
    Percent,  ///< 0..100, stored / 100
    Watt,
    BytesPerSecond,
};

/// Where a reader stores what it read, and what decides what a value may be.
class Sink
{
public:
    Sink(const QString &fileName, const char *format);

    /// The device with this identity, added (in first-seen order) when new. `key` tells devices
    /// apart inside the file; the other fields fill what is still empty.
    int device(const QString &key, const QString &host, const QString &gpu, const QString &uuid,
               const QString &name);

    /// Stores one sample after converting it from `unit`; `what` is the column or series name as
    /// the file writes it and `raw` the value as written, both for the refusal. Returns false (and
    /// sets the error) when the value is outside what the metric can physically be.
    bool add(int device, Metric m, Unit unit, double value, int line, const QString &what,
             std::string_view raw);

    /// Skipped samples, counted for one note each at the end.
    void skipNonFinite(int line);
    void skipBlank(int line);     ///< DCGM's "blank" sentinel values (no data)
    void skipMissing(int line);   ///< N/A, [Not Supported], "-", null
    void skipOtherLine(int line); ///< a line that is neither a header nor a sample

    void time(double msSinceEpoch); ///< widens the sampled window (UTC); absurd stamps ignored
    void note(const QString &n);    ///< once per text

    /// Refuses the file: Invalid (or `code`) at `line` (0: the whole file) for `reason`.
    void fail(const QString &reason, int line = 0,
              InputError::Code code = InputError::Code::Invalid);
    bool failed() const { return !m_error.ok(); }

    Telemetry &telemetry() { return m_t; }
    const QString &fileName() const { return m_file; }

    /// The result: NoRecords when no sample (and no kernel summary) was stored, the notes for
    /// what was skipped and for metrics the file leaves out.
    ParseResult finish();

private:
    QString m_file;
    Telemetry m_t;
    QHash<QString, int> m_index;
    InputError m_error;
    qint64 m_firstMs = 0, m_lastMs = 0;
    bool m_haveTime = false;
    struct Count
    {
        qint64 n = 0;
        int firstLine = 0;
        void add(int line)
        {
            if (n++ == 0)
                firstLine = line;
        }
    };
    Count m_nonFinite, m_blank, m_missing, m_other;
};

/// True for DCGM's blank sentinels (DCGM_INT32_BLANK.., DCGM_INT64_BLANK.., DCGM_FP64_BLANK..):
/// the host engine's "no value" that dcgm-exporter prints as a number.
bool isDcgmBlank(double v);

// ---- the formats ------------------------------------------------------------------------------
// Each `sniff` looks at the head of the file only (cheap); each `read` walks the whole file once.

bool sniffDcgmExporter(std::string_view head);
void readDcgmExporter(std::string_view bytes, Sink &sink);

bool sniffDcgmiDmon(std::string_view head);
void readDcgmiDmon(std::string_view bytes, Sink &sink);

bool sniffSmiDmon(std::string_view head);
void readSmiDmon(std::string_view bytes, Sink &sink);

bool sniffSmiCsv(std::string_view head);
void readSmiCsv(std::string_view bytes, Sink &sink);

bool sniffAiperf(std::string_view head);
void readAiperf(std::string_view bytes, Sink &sink);

bool sniffNsys(std::string_view head);
void readNsys(std::string_view bytes, Sink &sink);

/// How an nsys kernel name counts towards KernelShare.
enum class KernelKind
{
    Compute,
    AllToAll,        ///< all-to-all, send/recv, DeepEP/NVSHMEM dispatch and combine
    AllReduce,       ///< all-reduce, reduce-scatter, all-gather (and custom all-reduce)
    OtherCollective, ///< an NCCL kernel of no named collective (ncclDevKernel_Generic, Broadcast)
};
KernelKind classifyKernel(const QString &name);

} // namespace moeplan::core::telemetry::detail
