#pragma once
// Importers of benchmark result files into RunRecords (rules in docs/database.md). Each format is
// recognised by content, not by file name:
//  - vLLM `vllm bench serve --save-result` JSON, legacy benchmark_serving.py JSON and
//    `--append-result` JSON lines;
//  - SGLang bench_serving JSON lines (bare Infinity/NaN literals included);
//  - AIConfigurator-style measured-runs CSV (silicon_* columns), which carries its deployment.
// Engine result files do not say how the model was deployed: the deployment comes from a JSON
// object with the scenario-file keys (design/architecture.md). Units are normalised to ms and
// tokens/s; model and GPU names resolve to catalog ids through core::bundledCatalog().

#include "historystore.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace moeplan::core {

/// Files larger than this are refused before they are read.
inline constexpr qint64 kMaxImportBytes = 200LL * 1024 * 1024;

struct ImportedFile
{
    SourceInfo source;
    QVector<RunRecord> runs;
    /// Rows of a multi-row file (CSV) that were skipped, one line each naming the file, the
    /// line and the reason; the other rows are imported.
    QStringList rejectedRows;
    QString error; ///< the whole file is refused: one line naming the file and the reason
    /// The file is refused because its format needs a deployment (engine result files, AIPerf
    /// and GenAI-Perf exports) and the one given lacks the GPU kind, the plan or the GPU
    /// count: importing it again with a complete deployment may succeed.
    bool needsDeployment = false;
    bool ok() const { return error.isEmpty(); }
};

/// One data row of a measured-runs CSV: the run, or the reason it has none.
struct CsvRowResult
{
    QString id;   ///< the row's `id` column
    int line = 0; ///< line number in the file (1 = header)
    std::optional<RunRecord> run;
    QString reason;              ///< why there is no run (empty when there is)
    bool assumedWorkers = false; ///< disaggregated row whose worker counts were taken as 1 + 1
};

/// Parses an AIConfigurator-style measured-runs CSV (the columns of silicon_sample_train.csv)
/// row by row. With `requireMeasurements` false the silicon_ttft_ms / silicon_tpot_ms columns
/// may be absent or blank (runs to predict). Rows with an unknown model or GPU get a reason
/// and no run. A disaggregated row without worker counts is rejected unless
/// `assumeOneWorkerWhenUnknown`: then it gets 1 prefill and 1 decode worker, assumedWorkers,
/// and, when decode_batch_size is blank, a batch of concurrency / decode workers per decode
/// worker. `fileError` gets the reason the whole file is refused (rows are then empty).
QVector<CsvRowResult> parseMeasuredRunsCsv(const QByteArray &data, const QString &fileName,
                                           bool requireMeasurements,
                                           bool assumeOneWorkerWhenUnknown, QString *fileError);

/// Reads and converts one result file. `deployment` holds scenario keys (model, gpu, gpus,
/// topology, plan, tp, ep, serving, prefill, decode, engine, precision, isl, osl, batch,
/// draft_tokens); it is ignored by formats that carry their own deployment.
ImportedFile importResultFile(const QString &path, const QJsonObject &deployment = {});

/// The same on bytes already read; `fileName` names the file in messages and in the source.
ImportedFile importResultBytes(const QByteArray &bytes, const QString &fileName,
                               const QJsonObject &deployment = {});

/// Rewrites the bare literals Infinity, -Infinity and NaN outside strings (as Python's json
/// module writes them) into the strings "Infinity", "-Infinity" and "NaN", so QJsonDocument
/// accepts the text; number readers then see a string and report the non-finite value.
QByteArray quoteNonFiniteLiterals(const QByteArray &json);

} // namespace moeplan::core
