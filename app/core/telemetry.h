#pragma once
// GPU telemetry read from the files the node's own tools write, by content: DCGM exporter's
// Prometheus text (one or many scrapes), `dcgmi dmon` text, `nvidia-smi --query-gpu=...
// --format=csv`, `nvidia-smi dmon`, AIPerf's gpu_telemetry_export.jsonl, and an Nsight Systems
// `nsys stats` CUDA kernel summary CSV (the time share of collective kernels). Values are
// normalised on the way in (ratios as fractions of 1, whatever the tool printed), per-GPU
// series are kept, and a metric the file does not carry is absent, never invented
// (docs/diagnosis.md).

#include "inputerror.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVector>

#include <array>
#include <optional>

namespace moeplan::core::telemetry {

/// What a series measures, in the unit stored: fractions of 1 for the activity ratios and
/// utilisations, W for power, bytes/s for NVLink traffic.
enum class Metric
{
    SmActive,      ///< DCGM_FI_PROF_SM_ACTIVE (1002): cycles an SM has a warp resident
    TensorActive,  ///< DCGM_FI_PROF_PIPE_TENSOR_ACTIVE (1004): tensor pipe busy cycles
    DramActive,    ///< DCGM_FI_PROF_DRAM_ACTIVE (1005): memory interface busy cycles
    GpuUtil,       ///< DCGM_FI_DEV_GPU_UTIL / utilization.gpu: a kernel was running (not work)
    MemCopyUtil,   ///< DCGM_FI_DEV_MEM_COPY_UTIL / utilization.memory: memory busy time
    NvlinkTxBytes, ///< DCGM_FI_PROF_NVLINK_TX_BYTES (1011), bytes/s
    NvlinkRxBytes, ///< DCGM_FI_PROF_NVLINK_RX_BYTES (1012), bytes/s
    PowerW,        ///< DCGM_FI_DEV_POWER_USAGE / power.draw, W
};
constexpr int kMetricCount = 8;
/// Stable lower-case key for storage and JSON: "sm_active", "tensor_active", "dram_active",
/// "gpu_util", "mem_copy_util", "nvlink_tx_bytes", "nvlink_rx_bytes", "power_w".
const char *metricKey(Metric m) noexcept;
std::optional<Metric> metricFromKey(const QString &key) noexcept;

/// One GPU's samples. `samples[m]` is empty when the file does not carry metric m for it.
struct GpuSeries
{
    QString host; ///< Hostname label / AIPerf endpoint host; empty when unknown
    QString gpu;  ///< the device index as the tool printed it ("0"), or a MIG "0/1/3"
    QString uuid; ///< "GPU-..." when the file states it
    QString name; ///< "NVIDIA H100 80GB HBM3" when the file states it
    std::array<QVector<double>, kMetricCount> samples;

    const QVector<double> &series(Metric m) const { return samples[static_cast<int>(m)]; }
    QVector<double> &series(Metric m) { return samples[static_cast<int>(m)]; }
    /// "host/gpu" or "gpu": what messages and tables call this device.
    QString label() const;
};

/// The communication share of GPU kernel time from an nsys CUDA kernel summary.
struct KernelShare
{
    double totalNs = 0;      ///< all kernels
    double collectiveNs = 0; ///< every NCCL (and NVSHMEM/DeepEP) kernel
    double allToAllNs = 0;   ///< all-to-all / dispatch / combine kernels (a subset)
    double allReduceNs = 0;  ///< all-reduce / reduce-scatter / all-gather kernels (a subset)
    int kernels = 0;         ///< distinct kernel names in the summary
    double share() const { return totalNs > 0 ? collectiveNs / totalNs : 0.0; }
};

/// One or several telemetry files, read.
struct Telemetry
{
    QStringList formats;     ///< "dcgm-exporter", "dcgmi-dmon", "nvidia-smi-csv",
                             ///< "nvidia-smi-dmon", "aiperf-gpu-telemetry", "nsys-kernel-summary"
    QStringList files;       ///< the files read, as given
    QVector<GpuSeries> gpus; ///< in the order first seen
    std::optional<KernelShare> kernels;
    QDateTime start, end; ///< the sampled window (UTC) when the file states times
    QStringList notes;    ///< translated remarks (a column the file lacks, a MIG slice...)

    bool empty() const { return gpus.isEmpty() && !kernels; }
};

/// The same metric over the GPUs: each GPU's mean, then their mean and spread.
struct MetricSummary
{
    Metric metric = Metric::SmActive;
    int gpus = 0;    ///< GPUs that carry the metric
    int samples = 0; ///< samples over all of them
    double mean = 0; ///< mean of the per-GPU means
    double min = 0;  ///< lowest per-GPU mean
    double max = 0;  ///< highest per-GPU mean
    /// (max - min) / max of the per-GPU means; 0 for one GPU or a max of 0.
    double spread() const { return max > 0 ? (max - min) / max : 0.0; }
};

/// The per-GPU mean of `m` for every GPU that carries it, in `t.gpus` order.
QVector<double> perGpuMeans(const Telemetry &t, Metric m);
/// nullopt when no GPU carries `m`.
std::optional<MetricSummary> summarise(const Telemetry &t, Metric m);

/// Parses one file's bytes; `fileName` names it in messages. The refusal says which line and
/// why (Code::Unrecognised when no telemetry format matches, Code::Invalid for a broken one,
/// Code::NoRecords for a file of the right format with no sample).
struct ParseResult
{
    Telemetry telemetry;
    InputError error;
};
ParseResult parse(const QByteArray &bytes, const QString &fileName);
/// readInputFile() then parse().
ParseResult parseFile(const QString &path);

/// Whether the bytes look like one of the telemetry formats (cheap; the importer's sniffing
/// uses it to tell a telemetry file from a result file).
bool looksLikeTelemetry(const QByteArray &bytes);

/// Adds `other` into `into`: GPUs with the same host and index (or UUID) are one device,
/// their samples appended; a second kernel summary adds up.
void merge(Telemetry &into, const Telemetry &other);

} // namespace moeplan::core::telemetry
