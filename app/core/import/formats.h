#pragma once
// The format registry: each importer registers a content sniffer and a reader. JSON formats
// are sniffed per object (a JSON-lines file may append runs of one tool's versions); text
// formats (CSV, MLPerf summaries) on the whole file. Adding a format: one file beside this one
// with its sniffer and reader, and one line in registry.cpp.

#include "importcommon.h"
#include "importers.h"

#include <QJsonObject>
#include <QVector>

namespace moeplan::core::import {

struct JsonFormat
{
    const char *tool; ///< the source's tool id (docs/database.md)
    /// 0 when the object is not of this format; higher scores win.
    int (*score)(const QJsonObject &o);
    /// Reads one object into `record` (refusal set for a failed run); may set the file's
    /// toolVersion/host/tool.
    void (*read)(const QJsonObject &o, Record &record, Parsed &file);
};

struct TextFormat
{
    const char *tool;
    /// True when the text (the whole file, BOM removed) is of this format.
    bool (*sniff)(const QString &text);
    /// Reads the file; `path` is the file as given, for formats whose tool writes facts in the
    /// folder layout or a sibling file (MLPerf submissions, GenAI-Perf artifact folders).
    Parsed (*parse)(const QString &text, const QString &path);
};

const QVector<JsonFormat> &jsonFormats();
const QVector<TextFormat> &textFormats();

// One function per format file.
JsonFormat vllmFormat();
JsonFormat vllmSidecarFormat();
JsonFormat sglangFormat();
JsonFormat aiperfJsonFormat();
JsonFormat aiperfRecordFormat();
JsonFormat genaiPerfJsonFormat();
JsonFormat inferenceXFormat();
JsonFormat llmperfFormat();
JsonFormat sglangOneBatchFormat(); // recognised, refused: not runs
JsonFormat vllmMultiTurnStatsFormat();
JsonFormat aiperfAggregateFormat();
TextFormat aicCsvFormat();
TextFormat profileCsvFormat();
TextFormat genaiPerfAnalyzeFormat();
TextFormat mlperfSummaryFormat();
TextFormat csvDatabaseFormat();
TextFormat trtllmBenchFormat();

/// Shared by the vLLM and SGLang readers: the serving benchmarks' percentile keys
/// (mean_/median_/p99_ {ttft,tpot,itl,e2el|e2e_latency}_ms; the same without "_ms" in seconds),
/// throughputs, counts and the failed-run checks. Returns false (refusal set) for a failed run.
bool readServeMetrics(JsonFields &in, Record &rec);

/// The rows of an AIConfigurator measured-runs CSV, each finished into a run or refused
/// (importers.h, parseMeasuredRunsCsv).
QVector<CsvRowResult> measuredRunsCsvRows(const QString &text, const QString &fileName,
                                          bool requireMeasurements, bool assumeOneWorker,
                                          const NameResolver &names, QString *fileError);

} // namespace moeplan::core::import
