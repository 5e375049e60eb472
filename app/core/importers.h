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
    bool ok() const { return error.isEmpty(); }
};

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
