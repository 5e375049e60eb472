#pragma once
// Telemetry as the history keeps it beside a run: one record per attached file, each GPU's
// mean, lowest and highest sample per metric and the sample count, and the kernel summary's
// time shares. The samples themselves are not kept; what the diagnosis reads is (docs/
// database.md, "telemetry").

#include "telemetry.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace moeplan::core {

struct TelemetryStat
{
    telemetry::Metric metric = telemetry::Metric::SmActive;
    double mean = 0;
    double min = 0;
    double max = 0;
    int samples = 0;
};

struct TelemetryGpu
{
    QString label; ///< "host/0" or "0"
    QString uuid;
    QString name;
    QVector<TelemetryStat> stats; ///< only the metrics the file carries
    const TelemetryStat *stat(telemetry::Metric m) const;
};

struct StoredTelemetry
{
    qint64 id = 0;    ///< row id (filled when read back)
    qint64 runId = 0; ///< the run it belongs to
    QString fileName; ///< as given when attached
    QString contentSha256;
    QStringList formats;
    QDateTime start, end; ///< the sampled window when the file states times (UTC)
    QDateTime attachedAt;
    QVector<TelemetryGpu> gpus;
    std::optional<telemetry::KernelShare> kernels;
    QStringList notes;

    /// Summarises parsed telemetry (each GPU's samples into its stats).
    static StoredTelemetry from(const telemetry::Telemetry &t, const QString &fileName,
                                const QByteArray &content);
    /// The stored summary (gpus, kernels, notes) as JSON, and back; fromJson refuses what it
    /// cannot read (error set) rather than inventing values.
    QByteArray summaryJson() const;
    bool readSummaryJson(const QByteArray &json, QString *error);
};

/// Several attached files of one run, read as one: each GPU (by label) once per metric (the
/// first file that carries it), the kernel summaries added up.
struct RunTelemetry
{
    QVector<StoredTelemetry> files;

    bool empty() const { return files.isEmpty(); }
    /// The per-GPU means of `m`.
    QVector<double> means(telemetry::Metric m) const;
    /// The mean over GPUs and the spread (max - min) / max of the per-GPU means.
    std::optional<double> mean(telemetry::Metric m) const;
    std::optional<double> spread(telemetry::Metric m) const;
    std::optional<telemetry::KernelShare> kernels() const;
    int gpuCount() const;
};

} // namespace moeplan::core
