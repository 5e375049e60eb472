// libFuzzer target: GPU telemetry files (app/core/telemetry.h: DCGM exporter scrapes, dcgmi and
// nvidia-smi dmon, nvidia-smi CSV, AIPerf gpu_telemetry_export.jsonl, nsys kernel summaries)
// (tests/fuzz/fuzzcommon.h; scripts/fuzz.sh runs it, seeded from tests/data/telemetry/).
// Besides crashes and sanitizer reports it aborts when a stored sample is not finite, a ratio is
// outside [0, 1] after normalisation, power or NVLink traffic is negative, a summary is not
// min <= mean <= max, a kernel share is outside [0, 1], or a refusal has no message.

#include "fuzzcommon.h"
#include "telemetry.h"

using namespace moeplan::core;
using namespace moeplan::core::telemetry;

namespace {

bool isRatio(Metric m)
{
    return m == Metric::SmActive || m == Metric::TensorActive || m == Metric::DramActive ||
           m == Metric::GpuUtil || m == Metric::MemCopyUtil;
}

void check(const Telemetry &t)
{
    for (const GpuSeries &g : t.gpus) {
        for (int i = 0; i < kMetricCount; ++i) {
            const Metric m = static_cast<Metric>(i);
            for (double v : g.series(m)) {
                if (!std::isfinite(v))
                    moeplan::fuzz::broken("telemetry sample not finite", g.label());
                if (v < 0)
                    moeplan::fuzz::broken("telemetry sample negative", QString::number(v));
                if (isRatio(m) && v > 1.0)
                    moeplan::fuzz::broken("telemetry ratio above 1", QString::number(v));
            }
        }
    }
    for (int i = 0; i < kMetricCount; ++i) {
        const Metric m = static_cast<Metric>(i);
        const std::optional<MetricSummary> s = summarise(t, m);
        const QVector<double> means = perGpuMeans(t, m);
        if (!s) {
            if (!means.isEmpty())
                moeplan::fuzz::broken("summary missing for a carried metric", metricKey(m));
            continue;
        }
        if (!(s->min <= s->mean && s->mean <= s->max) || !std::isfinite(s->mean))
            moeplan::fuzz::broken("summary not min <= mean <= max",
                                  QStringLiteral("%1 %2 %3").arg(s->min).arg(s->mean).arg(s->max));
        if (s->gpus != means.size() || s->gpus < 1 || s->samples < s->gpus)
            moeplan::fuzz::broken("summary counts inconsistent", metricKey(m));
        const double spread = s->spread();
        if (!(spread >= 0 && spread <= 1))
            moeplan::fuzz::broken("spread outside [0, 1]", QString::number(spread));
        if (isRatio(m) && (s->min < 0 || s->max > 1))
            moeplan::fuzz::broken("ratio summary outside [0, 1]", metricKey(m));
    }
    if (t.kernels) {
        const KernelShare &k = *t.kernels;
        for (double v : {k.totalNs, k.collectiveNs, k.allToAllNs, k.allReduceNs}) {
            if (!std::isfinite(v) || v < 0)
                moeplan::fuzz::broken("kernel time not finite or negative", QString::number(v));
        }
        if (k.collectiveNs > k.totalNs * (1 + 1e-12) ||
            k.allToAllNs + k.allReduceNs > k.collectiveNs * (1 + 1e-12) + 1e-9)
            moeplan::fuzz::broken("kernel subsets exceed their total");
        const double share = k.share();
        if (!(share >= 0 && share <= 1))
            moeplan::fuzz::broken("kernel share outside [0, 1]", QString::number(share));
        if (k.kernels < 1)
            moeplan::fuzz::broken("kernel summary without a kernel");
    }
}

} // namespace

MOEPLAN_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = moeplan::fuzz::bytesOf(data, size);
    const bool looks = looksLikeTelemetry(bytes);
    const ParseResult r = parse(bytes, moeplan::fuzz::inputName());
    if (!r.error.ok()) {
        if (r.error.message().isEmpty() || r.error.reason.isEmpty())
            moeplan::fuzz::broken("refusal without a reason");
        if (!r.telemetry.empty())
            moeplan::fuzz::broken("refused file with telemetry");
        return 0;
    }
    if (!looks)
        moeplan::fuzz::broken("parsed a file looksLikeTelemetry() does not claim");
    if (r.telemetry.empty())
        moeplan::fuzz::broken("accepted file without telemetry");
    check(r.telemetry);
    // The file merged with itself: every device matches itself, the invariants still hold.
    Telemetry twice = r.telemetry;
    merge(twice, r.telemetry);
    if (twice.gpus.size() != r.telemetry.gpus.size())
        moeplan::fuzz::broken("a file merged with itself changed its device count");
    check(twice);
    return 0;
}
