#pragma once
// What every importer shares: the deployment facts a file or the flags state, one record as a
// parser read it, the step that turns it into a stored run (names resolved, the file's facts
// first and the flags filling blanks, every value range-checked), and the number, unit, CSV and
// JSON helpers. One format per file beside this one; the registry (registry.cpp) sniffs the
// content and dispatches.

#include "historystore.h"
#include "names.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <initializer_list>
#include <optional>

namespace moeplan::core {

/// The translation context of the importers' messages (app/core/import/): Importers::tr("...").
struct Importers
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::Importers)
};

} // namespace moeplan::core

namespace moeplan::core::import {

/// A deployment as one side (the file, or the flags) states it: empty, 0 and nullopt mean "not
/// stated". Parallel sizes follow the store's convention: tp attention tensor-parallel, dp
/// attention data-parallel, ep MoE expert-parallel, per replica (decode side when disaggregated).
struct Deployment
{
    QString model, precision, engine, engineVersion, gpu, topology, serving;
    int gpus = 0, tp = 0, ep = 0, dp = 0, pp = 0;
    int prefillWorkers = 0, prefillTp = 0, prefillEp = 0, prefillDp = 0;
    int decodeWorkers = 0, decodeTp = 0, decodeEp = 0, decodeDp = 0;
    int isl = 0, osl = 0, draftTokens = 0;
    std::optional<double> batchPerReplica; ///< the flags' "batch": sequences per replica
    std::optional<double> batchPerRank;    ///< a file's batch per attention-DP rank
    QString drafterKind;
};

/// GPU counts multiplied (or added) out of a file's plan: workers x TP x DP x PP overflows an
/// int on a hostile file, so these compute in 64 bits and saturate at INT_MAX, which the store's
/// bound on a run's GPUs then refuses by name ("more GPUs than an int holds").
int countProduct(std::initializer_list<int> factors);
int countSum(std::initializer_list<int> terms);

/// Reads a deployment object of scenario-file keys (the flags, or --deployment FILE). Only the
/// keys present are stated; `error` gets the first problem.
Deployment deploymentFromJson(const QJsonObject &o, QString *error);

/// One record as a parser read it.
struct Record
{
    QString where;     ///< "line 3", "row 12", "element 2"; empty for a one-record file
    Deployment stated; ///< what the file says of the deployment
    RunRecord run;     ///< the measurements (latencies, throughputs, concurrency, lengths,
                       ///< acceptance, date, notes); deployment fields are set by finish()
    QString refusal;   ///< non-empty: the record is refused, for this reason
};

/// What a parser returns for one file. Records go to `sink` as they are read when one is set
/// (the registry finishes them one by one: a 100,000-line file is never held twice), else into
/// `records`.
struct Parsed
{
    QString tool, toolVersion, host;
    QVector<Record> records;
    std::function<void(Record &&)> sink;
    int count = 0; ///< records added
    QString error; ///< the file as a whole cannot be read (then no record was added)
    void add(Record &&r)
    {
        ++count;
        if (sink)
            sink(std::move(r));
        else
            records << std::move(r);
    }
};

/// The outcome of finishing one record.
struct Finished
{
    std::optional<RunRecord> run;
    QString refusal;
    bool needsDeployment = false; ///< refused for lack of GPU kind, plan or GPU count
    QStringList notes;            ///< conflicts between the file and the flags, names not in
                                  ///< the catalog, values taken as another statistic
};

/// Completes a record into a stored run: model and GPU names resolved (kept as written in the
/// notes when they differ), the file's deployment first and `flags` filling what it leaves out
/// (conflicts noted), the GPU count and batch per rank derived, every value range-checked.
/// With `requireMeasurement` false a record without any latency or throughput is kept (rows to
/// predict).
Finished finish(Record record, const Deployment &flags, const NameResolver &names,
                bool requireMeasurement = true);

/// A count read from a double: rounded, in [0, max]; else `error` names the field.
int countOf(double v, const QString &field, QString &error, double max = 1e7);

/// Multiplier from a time unit to milliseconds ("ms", "s", "sec", "us", "ns" ...); 0 when not
/// a time unit.
double msPerUnit(const QString &unit);

/// A number as files write it: JSON number, or a string holding one ("1,019.69", " 12 ",
/// "1.5e3"). nullopt for null, empty, "N/A", "-"; `error` set for text that is no number and for
/// NaN or infinities.
std::optional<double> numberOf(const QJsonValue &v, QString *error = nullptr);
std::optional<double> numberOfText(QString t, QString *error = nullptr);

/// Reads the values of one JSON object; the first problem is kept in `error`, named by key.
class JsonFields
{
public:
    explicit JsonFields(const QJsonObject &o) : m_o(o) {}
    bool has(const QString &k) const { return m_o.contains(k) && !m_o.value(k).isNull(); }
    /// A number, or nullopt when absent or null; non-numbers and non-finite values are errors.
    std::optional<double> number(const QString &k);
    /// The first of several spellings present, times its scale.
    std::optional<double> firstOf(std::initializer_list<std::pair<const char *, double>> keys);
    QString string(const QString &k);
    void fail(const QString &why)
    {
        if (error.isEmpty())
            error = why;
    }
    const QJsonObject &object() const { return m_o; }
    QString error;

private:
    QJsonObject m_o;
};

/// Whether the object has the key (present, null or not).
inline bool hasKey(const QJsonObject &o, const char *key)
{
    return o.contains(QLatin1String(key));
}

/// Keys only SGLang's bench_serving writes (vLLM's reader leaves such objects to SGLang's).
inline bool hasSglangKeys(const QJsonObject &o)
{
    return hasKey(o, "mean_e2e_latency_ms") || hasKey(o, "total_output_tokens_retokenized") ||
           hasKey(o, "accept_length") || hasKey(o, "random_input_len") ||
           hasKey(o, "sharegpt_output_len");
}

/// The value at a dotted path ("input_config.endpoint.model_names"); undefined when absent.
QJsonValue valueAt(const QJsonObject &o, const QString &dottedPath);
/// The first string at one of these dotted paths (an array gives its first string).
QString firstString(const QJsonObject &o, const QStringList &paths);
bool truthy(const QJsonValue &v);

/// Rewrites Python's bare Infinity, -Infinity and NaN literals outside strings into strings.
QByteArray quoteNonFiniteLiterals(const QByteArray &json);

/// CSV records (RFC 4180 quoting); `lineOf` gets each record's first line number. A blank line
/// gives an empty record (one empty field), so tables separated by blank lines stay apart.
QVector<QStringList> parseCsv(const QString &text, QVector<int> &lineOf);
/// Decodes a file's text: UTF-8 with or without BOM, or UTF-16 with BOM.
QString decodeText(const QByteArray &bytes);

/// The engine a name denotes (sglang, vllm, trtllm, or the name lower-cased); empty for a
/// client backend that names no server (openai, openai-chat, ...).
QString serverEngine(const QString &name);

/// The run's primary latencies are the means; where a file has only medians, say so once.
void noteStatistics(const RunRecord &r, QStringList &notes);

/// An ISO 8601 date-time as stored: UTC with "Z" when it has a zone or offset, else the local
/// time as written; empty when it is not one.
QString isoDateTime(const QString &text);

} // namespace moeplan::core::import

// Qt value types and optionals only: QVector may move them by memcpy.
Q_DECLARE_TYPEINFO(moeplan::core::import::Deployment, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(moeplan::core::import::Record, Q_RELOCATABLE_TYPE);
