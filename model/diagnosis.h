#pragma once
// Which ceiling binds: the three-ceilings document's four readings, taken in its order
// (compute utilisation, HBM traffic against its peak, the communication traces, the token
// metrics against the step time), each ruling a ceiling in or out, on measured readings where
// there are some and on the model's expected readings where there are none. The planner's
// "Bound by" label is the same procedure on the model's readings alone (docs/diagnosis.md).

#include "costmodel.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace moeplan {

/// The four readings, in the order they are taken.
enum class ReadingKind
{
    Compute,       ///< tensor pipe activity against the datasheet's peak
    Memory,        ///< HBM traffic against the datasheet's peak bandwidth
    Communication, ///< the share of the step inside collectives (exposed exchange)
    StepTime       ///< the share of the step neither counter accounts for
};
constexpr int kReadingCount = 4;
std::string_view readingName(ReadingKind k) noexcept; ///< "compute", "memory", ...

/// What a reading says about its ceiling.
enum class ReadingVerdict
{
    Binds,      ///< at or near its ceiling
    RuledOut,   ///< well below it
    Uneven,     ///< the devices disagree (communication reading: imbalance or a stalled exchange)
    NotMeasured ///< no measurement; the model's value stands in (fromModel)
};
std::string_view readingVerdictName(ReadingVerdict v) noexcept; ///< "binds", "ruled out", ...

/// The verdict: one of the three ceilings, the per-step overhead wall, or load imbalance.
enum class Binding
{
    Compute,
    Memory,
    Interconnect,
    Overhead,
    Imbalance
};
std::string_view bindingName(Binding b) noexcept; ///< "compute", ..., "imbalance"

/// What to do about it.
enum class Lever
{
    MoreCompute,      ///< compute binds: more or faster silicon pays off
    FewerBytes,       ///< memory binds: fewer bytes per token
    PlacementOverlap, ///< interconnect binds: placement and overlap, not more GPUs
    EngineOverhead,   ///< the per-step overhead wall: the engine's fixed costs
    Rebalance,        ///< imbalance: move live work between replicas
    TakeTrace         ///< the deciding reading is missing: an nsys trace tells
};
std::string_view leverName(Lever l) noexcept; ///< "more compute", ...

/// One reading's inputs, as fractions of 1 (of the peak for compute and memory, of the step for
/// the other two).
struct ReadingInput
{
    std::optional<double> measured;
    /// The measurement is a busy-time proxy (SM_ACTIVE for compute, memory copy utilisation
    /// for HBM): a low value rules the ceiling out, a high one proves nothing.
    bool upperBound = false;
    double expected = 0; ///< the model's value for the deployment
    /// Spread of the per-GPU readings, (max - min) / max; only measured readings have one.
    std::optional<double> spread;
};

struct DiagnosisInput
{
    std::array<ReadingInput, kReadingCount> readings; ///< indexed by ReadingKind
    /// The deployment has an exchange between devices at all (more than one GPU per replica).
    bool exchange = true;
    /// DCGM_FI_DEV_GPU_UTIL / utilization.gpu when measured: reported, never evidence.
    std::optional<double> gpuUtil;

    ReadingInput &operator[](ReadingKind k) { return readings[static_cast<int>(k)]; }
    const ReadingInput &operator[](ReadingKind k) const { return readings[static_cast<int>(k)]; }
};

/// Where "near its ceiling" starts, per reading (docs/diagnosis.md, "Thresholds").
struct DiagnosisThresholds
{
    double computeNear = 0.6;   ///< tensor pipe active >= 60% of the time
    double memoryNear = 0.6;    ///< HBM >= 60% of its datasheet peak
    double commBinds = 0.3;     ///< >= 30% of the step inside collectives
    double stepGap = 0.3;       ///< >= 30% of the step unaccounted for
    double uneven = 0.25;       ///< per-GPU readings spread >= 25% of the highest
    double disagreeAbs = 0.15;  ///< measured and expected differ by >= 15 points ...
    double disagreeRatio = 1.5; ///< ... and by a factor >= 1.5
    double threshold(ReadingKind k) const noexcept;
};

struct Reading
{
    ReadingKind kind = ReadingKind::Compute;
    std::optional<double> measured;
    double expected = 0;
    bool upperBound = false;
    std::optional<double> spread;
    ReadingVerdict verdict = ReadingVerdict::NotMeasured;
    /// The verdict rests on the model's value (nothing measured, or only an upper bound that
    /// does not rule the ceiling out).
    bool fromModel = true;
    /// Measured far from what the model expects: a finding of its own.
    bool disagrees = false;
    double threshold = 0;
};

struct Diagnosis
{
    Binding binding = Binding::Memory;
    /// Decided without the reading that would confirm it (no trace, or no reading at its
    /// ceiling and the nearest one chosen): "likely".
    bool likely = false;
    /// No reading reached its threshold: the binding is the one nearest its ceiling.
    bool nearestOnly = false;
    std::array<Reading, kReadingCount> readings{};
    std::vector<Lever> levers;
    /// GPU_UTIL reads busy while compute is ruled out: the collective (or memory) trap.
    bool gpuUtilMisleading = false;
    std::optional<double> gpuUtil;

    const Reading &operator[](ReadingKind k) const { return readings[static_cast<int>(k)]; }
};

/// The procedure. Never fails; every value is clamped to [0, 1] and non-finite inputs count as
/// not measured.
Diagnosis diagnose(const DiagnosisInput &in, const DiagnosisThresholds &t = {}) noexcept;

/// The model's own readings of an evaluation: compute and HBM utilisation, the exposed
/// communication share and the overhead share of the step.
DiagnosisInput expectedReadings(const Evaluation &e) noexcept;

/// The procedure on the model's readings alone, as a ceiling: what the planner's "Bound by"
/// label and Evaluation::binding say.
Ceiling bindingOfReadings(double computeUtilization, double hbmUtilization, double exposedCommShare,
                          double overheadShare) noexcept;

} // namespace moeplan
