#pragma once
// Importers of benchmark result files into RunRecords: the public face of app/core/import/
// (one file per format there, each registered with a content sniffer; formats, fields and the
// name-normalisation rules in docs/database.md). Each file is recognised by content, never by
// its name; every record it holds is read, and each becomes a run or a refusal with its
// reason. A run of a model or GPU the catalog does not know is stored under its normalised
// name. Values the file states win; the deployment given (scenario-file keys, from
// --deployment and the flags) fills what the file leaves out, and conflicts are noted.

#include "catalog.h"
#include "historystore.h"
#include "inputerror.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace moeplan::core {

/// Files larger than this are refused; the limit holds while reading.
inline constexpr qint64 kMaxImportBytes = 200LL * 1024 * 1024;

struct ImportedFile
{
    SourceInfo source; ///< tool = the detected format
    QVector<RunRecord> runs;
    int records = 0; ///< records the file holds (runs + refused)
    /// Records that were refused, each naming the file, the record (line, row, element) and
    /// the reason; the other records are imported.
    QVector<InputError> rejectedRows;
    /// What the import should tell the user about the stored runs: conflicts between the file
    /// and the deployment given, names not in the catalog, a statistic taken for another.
    QStringList notes;
    /// The reasons records were refused for lack of a deployment (GPU kind, plan, GPU count).
    QStringList missing;
    /// Why no run could be stored (Code::None when some were). NeedsDeployment: importing it
    /// again with a complete deployment may succeed; Unrecognised: not a benchmark result.
    InputError failure;
    bool ok() const { return failure.ok(); }
    /// failure.message(): one line naming the file and the reason; empty when ok().
    QString error() const { return failure.message(); }
    bool needsDeployment() const { return failure.code == InputError::Code::NeedsDeployment; }
    bool unrecognised() const { return failure.code == InputError::Code::Unrecognised; }
};

/// One data row of a measured-runs CSV: the run, or the reason it has none.
struct CsvRowResult
{
    QString id;   ///< the row's `id` column
    int line = 0; ///< line number in the file (1 = header)
    std::optional<RunRecord> run;
    QString reason;              ///< why there is no run (empty when there is)
    bool assumedWorkers = false; ///< disaggregated row whose worker counts were taken as 1 + 1
    QStringList notes;           ///< e.g. a name not in the catalog
};

/// Parses an AIConfigurator-style measured-runs CSV (the columns of silicon_sample_train.csv)
/// row by row. With `requireMeasurements` false the silicon_ttft_ms / silicon_tpot_ms columns
/// may be absent or blank (runs to predict). A disaggregated row without worker counts is
/// rejected unless `assumeOneWorkerWhenUnknown`: then it gets 1 prefill and 1 decode worker,
/// assumedWorkers, and, when decode_batch_size is blank, a batch of concurrency / decode
/// workers per decode worker. `fileError` gets the reason the whole file is refused.
QVector<CsvRowResult> parseMeasuredRunsCsv(const QByteArray &data, const QString &fileName,
                                           bool requireMeasurements,
                                           bool assumeOneWorkerWhenUnknown, QString *fileError);

/// Reads one regular file (devices, pipes and directories are refused; the size limit holds
/// while reading). Returns the refusal (Code::Unreadable), or one that is ok().
InputError readInputFile(const QString &path, QByteArray &bytes);

/// Reads and converts one result file with the deployment (scenario keys: model, gpu, gpus,
/// topology, plan, tp, ep, serving, prefill, decode, engine, precision, isl, osl, batch,
/// draft_tokens) filling what the file leaves out. Names resolve against `catalog`.
ImportedFile importResultFile(const QString &path, const QJsonObject &deployment,
                              const Catalog &catalog);
ImportedFile importResultFile(const QString &path, const QJsonObject &deployment = {});

/// The same on bytes already read; `fileName` names the file in messages and in the source.
ImportedFile importResultBytes(const QByteArray &bytes, const QString &fileName,
                               const QJsonObject &deployment, const Catalog &catalog);
ImportedFile importResultBytes(const QByteArray &bytes, const QString &fileName,
                               const QJsonObject &deployment = {});

/// Rewrites the bare literals Infinity, -Infinity and NaN outside strings (as Python's json
/// module writes them) into the strings "Infinity", "-Infinity" and "NaN", so QJsonDocument
/// accepts the text; number readers then see a string and report the non-finite value.
QByteArray quoteNonFiniteLiterals(const QByteArray &json);

} // namespace moeplan::core
