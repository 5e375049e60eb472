#include "diagnosis.h"

#include <algorithm>
#include <cmath>

namespace moeplan {

std::string_view readingName(ReadingKind k) noexcept
{
    switch (k) {
    case ReadingKind::Compute:
        return "compute";
    case ReadingKind::Memory:
        return "memory";
    case ReadingKind::Communication:
        return "communication";
    case ReadingKind::StepTime:
        return "step time";
    }
    return "compute";
}

std::string_view readingVerdictName(ReadingVerdict v) noexcept
{
    switch (v) {
    case ReadingVerdict::Binds:
        return "binds";
    case ReadingVerdict::RuledOut:
        return "ruled out";
    case ReadingVerdict::Uneven:
        return "uneven";
    case ReadingVerdict::NotMeasured:
        return "not measured";
    }
    return "not measured";
}

std::string_view bindingName(Binding b) noexcept
{
    switch (b) {
    case Binding::Compute:
        return "compute";
    case Binding::Memory:
        return "memory";
    case Binding::Interconnect:
        return "interconnect";
    case Binding::Overhead:
        return "overhead";
    case Binding::Imbalance:
        return "imbalance";
    }
    return "memory";
}

std::string_view leverName(Lever l) noexcept
{
    switch (l) {
    case Lever::MoreCompute:
        return "more compute";
    case Lever::FewerBytes:
        return "fewer bytes per token";
    case Lever::PlacementOverlap:
        return "placement and overlap";
    case Lever::EngineOverhead:
        return "engine overhead";
    case Lever::Rebalance:
        return "rebalance";
    case Lever::TakeTrace:
        return "take a trace";
    }
    return "take a trace";
}

double DiagnosisThresholds::threshold(ReadingKind k) const noexcept
{
    switch (k) {
    case ReadingKind::Compute:
        return computeNear;
    case ReadingKind::Memory:
        return memoryNear;
    case ReadingKind::Communication:
        return commBinds;
    case ReadingKind::StepTime:
        return stepGap;
    }
    return 1.0;
}

namespace {

std::optional<double> clean(std::optional<double> v) noexcept
{
    if (!v || !std::isfinite(*v))
        return std::nullopt;
    return std::clamp(*v, 0.0, 1.0);
}

double clean(double v) noexcept
{
    return std::isfinite(v) ? std::clamp(v, 0.0, 1.0) : 0.0;
}

/// One reading on its own: its value, where that value comes from, and what it says about its
/// ceiling (before the order of the procedure is applied).
Reading take(ReadingKind kind, const ReadingInput &in, const DiagnosisThresholds &t) noexcept
{
    Reading r;
    r.kind = kind;
    r.measured = clean(in.measured);
    r.expected = clean(in.expected);
    r.upperBound = in.upperBound && r.measured.has_value();
    r.spread = r.measured ? clean(in.spread) : std::nullopt;
    r.threshold = t.threshold(kind);

    if (r.measured && !r.upperBound) {
        const double m = *r.measured, e = r.expected;
        const double hi = std::max(m, e), lo = std::min(m, e);
        r.disagrees = hi - lo >= t.disagreeAbs && (lo <= 0 || hi / lo >= t.disagreeRatio);
    }

    // A measured value decides; a proxy only when it rules the ceiling out.
    const bool measuredDecides = r.measured && (!r.upperBound || *r.measured < r.threshold);
    r.fromModel = !measuredDecides;
    const double value = measuredDecides ? *r.measured : r.expected;
    r.verdict = value >= r.threshold ? ReadingVerdict::Binds : ReadingVerdict::RuledOut;
    if (!r.measured)
        r.verdict = ReadingVerdict::NotMeasured;
    return r;
}

double valueOf(const Reading &r) noexcept
{
    return r.fromModel ? r.expected : r.measured.value_or(r.expected);
}

bool reaches(const Reading &r) noexcept
{
    return valueOf(r) >= r.threshold;
}

} // namespace

Diagnosis diagnose(const DiagnosisInput &in, const DiagnosisThresholds &t) noexcept
{
    Diagnosis d;
    for (int i = 0; i < kReadingCount; ++i)
        d.readings[i] = take(static_cast<ReadingKind>(i), in.readings[i], t);
    Reading &compute = d.readings[int(ReadingKind::Compute)];
    Reading &memory = d.readings[int(ReadingKind::Memory)];
    Reading &comm = d.readings[int(ReadingKind::Communication)];
    Reading &step = d.readings[int(ReadingKind::StepTime)];
    d.gpuUtil = clean(in.gpuUtil);

    // Uneven devices: the spread of the per-GPU compute and memory readings.
    double spread = 0;
    for (const Reading *r : {&compute, &memory})
        spread = std::max(spread, r->spread.value_or(0.0));
    const bool uneven = spread >= t.uneven;
    const bool traced = comm.measured.has_value() && !comm.upperBound;
    if (uneven && (!traced || *comm.measured < t.commBinds))
        comm.verdict = ReadingVerdict::Uneven;
    if (!in.exchange) {
        // One device per replica: there is no exchange to bind.
        comm.fromModel = !traced;
        if (comm.verdict != ReadingVerdict::Uneven)
            comm.verdict = ReadingVerdict::RuledOut;
    }

    auto decide = [&](Binding b, bool likely) {
        d.binding = b;
        d.likely = likely;
    };

    if (reaches(compute)) {
        // 1. Compute near its peak: more compute pays off.
        decide(Binding::Compute, compute.fromModel && compute.measured.has_value());
    } else if (reaches(memory)) {
        // 2. HBM near its peak: the workload is bandwidth bound.
        decide(Binding::Memory, memory.fromModel && memory.measured.has_value());
    } else if (in.exchange && traced && *comm.measured >= t.commBinds) {
        // 3. The trace shows the step inside collectives: the interconnect, whether the
        // devices are even (a saturated exchange) or not (a stalled one holding the group).
        decide(Binding::Interconnect, false);
    } else if (comm.verdict == ReadingVerdict::Uneven) {
        // 3'. Uneven devices and no exchange to blame: load imbalance. Without a trace a
        // stalled exchange looks the same, and only the trace tells them apart.
        decide(Binding::Imbalance, !traced && in.exchange);
    } else if (in.exchange && !traced && step.measured && reaches(step)) {
        // 4 without 3: neither compute nor memory near its ceiling and the step long. The time
        // is most likely in the exchange; the trace is what confirms it.
        decide(Binding::Interconnect, true);
    } else if (in.exchange && !traced && !step.measured && reaches(comm)) {
        // Nothing measured past the counters: the model's exchange.
        decide(Binding::Interconnect, compute.measured || memory.measured);
    } else if (reaches(step)) {
        // 4. The step long with the exchange ruled out: the per-step overhead wall.
        decide(Binding::Overhead, step.fromModel && (compute.measured || memory.measured));
    } else {
        // No reading at its ceiling: the one nearest it.
        d.nearestOnly = true;
        double best = -1;
        for (const Reading *r : {&compute, &memory, &comm, &step}) {
            if (r == &comm && !in.exchange)
                continue;
            const double ratio = valueOf(*r) / r->threshold;
            if (ratio > best) {
                best = ratio;
                d.binding = r == &compute  ? Binding::Compute
                            : r == &memory ? Binding::Memory
                            : r == &comm   ? Binding::Interconnect
                                           : Binding::Overhead;
            }
        }
        d.likely = true;
    }

    switch (d.binding) {
    case Binding::Compute:
        d.levers.push_back(Lever::MoreCompute);
        break;
    case Binding::Memory:
        d.levers.push_back(Lever::FewerBytes);
        break;
    case Binding::Interconnect:
        d.levers.push_back(Lever::PlacementOverlap);
        break;
    case Binding::Overhead:
        d.levers.push_back(Lever::EngineOverhead);
        break;
    case Binding::Imbalance:
        d.levers.push_back(Lever::Rebalance);
        break;
    }
    const bool anyMeasured = compute.measured || memory.measured || comm.measured || step.measured;
    if (anyMeasured && !traced && in.exchange &&
        (d.binding == Binding::Interconnect || d.binding == Binding::Imbalance ||
         d.binding == Binding::Overhead))
        d.levers.push_back(Lever::TakeTrace);

    // The trap: GPU_UTIL reads busy while the compute units are ruled out.
    d.gpuUtilMisleading = d.gpuUtil && *d.gpuUtil >= 0.8 &&
                          compute.verdict == ReadingVerdict::RuledOut && !compute.fromModel;
    return d;
}

DiagnosisInput expectedReadings(const Evaluation &e) noexcept
{
    DiagnosisInput in;
    in[ReadingKind::Compute].expected = e.computeUtilization;
    in[ReadingKind::Memory].expected = e.hbmUtilization;
    in[ReadingKind::Communication].expected = e.exposedCommShare;
    in[ReadingKind::StepTime].expected = e.overheadShare;
    in.exchange = e.commTotalMs > 0;
    return in;
}

Ceiling bindingOfReadings(double computeUtilization, double hbmUtilization, double exposedCommShare,
                          double overheadShare) noexcept
{
    DiagnosisInput in;
    in[ReadingKind::Compute].expected = computeUtilization;
    in[ReadingKind::Memory].expected = hbmUtilization;
    in[ReadingKind::Communication].expected = exposedCommShare;
    in[ReadingKind::StepTime].expected = overheadShare;
    in.exchange = exposedCommShare > 0;
    switch (diagnose(in).binding) {
    case Binding::Compute:
        return Ceiling::Compute;
    case Binding::Memory:
        return Ceiling::Memory;
    case Binding::Interconnect:
        return Ceiling::Interconnect;
    case Binding::Overhead:
    case Binding::Imbalance:
        return Ceiling::Overhead;
    }
    return Ceiling::Memory;
}

} // namespace moeplan
