// Property test of the cost model (issue 16, "Model guards"): random scenarios, extremes
// included, through every public entry point of model/ as the app calls them. Each yields a
// typed refusal (an ErrorCode other than None and the internal NonFiniteResult guard, with a
// message from core::errorMessage) or an evaluation whose every number is finite, whose step is
// positive and equals the sum of its parts, and whose identities hold; no exception, no crash.
//
// The generator is seeded: MOEPLAN_PROPERTY_SEED=<n> picks another seed, and
// MOEPLAN_PROPERTY_ONLY=<i> replays scenario i of the seed alone (a failure prints both).
// MOEPLAN_PROPERTY_SCENARIOS=<n> runs more scenarios than kScenarios (never fewer).

#include "catalogloader.h"
#include "costmodel.h"
#include "messages.h"
#include "planning.h"
#include "sizing.h"
#include "sweep.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <string>
#include <vector>

using namespace moeplan;

namespace {

/// Scenarios through resolve() / evaluate() / ParamsChoice::apply() in the default run.
constexpr int kScenarios = 100000;
/// Scenarios swept over batch and GPU count (sweepBatch, withGpuCount, logSpaced, paretoFrontier).
constexpr int kSweepScenarios = 5000;
/// Sizing requests (size() is a search of thousands of evaluations each).
constexpr int kSizingRequests = 2000;
/// Valid deployments whose step must not shrink as the batch grows or bandwidth shrinks.
constexpr int kMonotoneDeployments = 3000;
constexpr std::uint64_t kDefaultSeed = 20261201;
/// Failures reported in full before the test stops collecting them.
constexpr int kMaxReported = 24;

/// Relative tolerance of "the parts sum to the step" and of the other identities. A step is a
/// sum of at most 8 non-negative components and every identity a product or quotient of a few
/// such sums (scaled by 1e3 and, after apply(), by the architecture offset), so rounding moves a
/// result by at most a few dozen units in the last place, ~1e-14 relative, with no cancellation
/// (every term is >= 0). 1e-12 leaves a margin of 100x for that and still catches any component
/// left out or counted twice unless it is a trillionth of the step.
constexpr double kRelTol = 1e-12;

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kDenorm = std::numeric_limits<double>::denorm_min();
constexpr double kTinyNormal = std::numeric_limits<double>::min();
constexpr int kIntMax = std::numeric_limits<int>::max();
constexpr int kIntMin = std::numeric_limits<int>::min();

// ---- the generator --------------------------------------------------------------------------

std::uint64_t splitmix(std::uint64_t &s) noexcept
{
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/// SplitMix64 with its own distributions, so a seed draws the same scenarios with any standard
/// library. One stream per (seed, test, index): any scenario can be replayed alone.
class Rng
{
public:
    Rng(std::uint64_t seed, std::uint64_t stream, std::uint64_t index)
    {
        std::uint64_t s = seed;
        m_state = splitmix(s) ^ (stream * 0xd1b54a32d192ed03ull);
        m_state = splitmix(m_state) ^ index;
        splitmix(m_state);
    }
    std::uint64_t next() noexcept { return splitmix(m_state); }
    double unit() noexcept { return double(next() >> 11) * 0x1.0p-53; } ///< [0, 1)
    bool chance(double p) noexcept { return unit() < p; }
    /// Uniform integer in [lo, hi].
    long long integer(long long lo, long long hi) noexcept
    {
        if (hi <= lo)
            return lo;
        const auto span = static_cast<unsigned long long>(hi - lo) + 1ull;
        return lo + static_cast<long long>(next() % span);
    }
    double uniform(double lo, double hi) noexcept { return lo + (hi - lo) * unit(); }
    /// Log-uniform in [lo, hi], lo > 0.
    double logUniform(double lo, double hi) noexcept
    {
        return std::exp(uniform(std::log(lo), std::log(hi)));
    }
    /// Log-uniform integer in [lo, hi], lo >= 1.
    int logInt(int lo, int hi) noexcept
    {
        const double v = std::floor(logUniform(double(lo), double(hi) + 1.0));
        return int(std::clamp(v, double(lo), double(hi)));
    }
    template <class C> auto pick(const C &values) -> decltype(values[0])
    {
        return values[std::size_t(integer(0, (long long)std::size(values) - 1))];
    }

private:
    std::uint64_t m_state = 0;
};

/// Doubles a field should never see, or sees only at its edge.
const std::array kSpecialDoubles{kNan,
                                 -kNan,
                                 kInf,
                                 -kInf,
                                 0.0,
                                 -0.0,
                                 kDenorm,
                                 -kDenorm,
                                 kTinyNormal,
                                 -1.0,
                                 1e-300,
                                 1e300,
                                 -1e300,
                                 std::numeric_limits<double>::max(),
                                 std::numeric_limits<double>::lowest()};
const std::array kSpecialInts{0,     -1,    1,       kIntMin, kIntMax,  kIntMax - 1, -kIntMax,
                              46341, 65536, 1 << 30, 100001,  10000001, -65536};

double specialDouble(Rng &r)
{
    return r.pick(kSpecialDoubles);
}
int specialInt(Rng &r)
{
    return r.pick(kSpecialInts);
}

/// A value in [lo, hi]: an end, a denormal above 0, uniform or log-uniform.
double inRange(Rng &r, double lo, double hi)
{
    const double u = r.unit();
    if (u < 0.08)
        return lo;
    if (u < 0.16)
        return hi;
    if (u < 0.2 && lo == 0)
        return r.chance(0.5) ? kDenorm : kTinyNormal;
    if (u < 0.6 || lo < 0)
        return r.uniform(lo, hi);
    return r.logUniform(std::max(lo, 1e-9), hi);
}

/// A count: usually log-uniform in [lo, hi], sometimes one of the edges of int.
int count(Rng &r, int lo, int hi, double special = 0.03)
{
    if (r.chance(special))
        return specialInt(r);
    return r.logInt(lo, hi);
}

// ---- calibration parameters -----------------------------------------------------------------

struct ParamField
{
    const char *name;
    double CalibrationParams::*member;
    double lo, hi; ///< the range check() accepts
};

const ParamField kParamFields[] = {
    {"hbmEfficiency", &CalibrationParams::hbmEfficiency, 1e-3, 1},
    {"computeEfficiency", &CalibrationParams::computeEfficiency, 1e-3, 1},
    {"nvlinkEfficiency", &CalibrationParams::nvlinkEfficiency, 1e-3, 1},
    {"networkEfficiency", &CalibrationParams::networkEfficiency, 1e-3, 1},
    {"moeEfficiency", &CalibrationParams::moeEfficiency, 1e-3, 1},
    {"lowPrecisionGain", &CalibrationParams::lowPrecisionGain, 0, 1},
    {"stepOverheadMs", &CalibrationParams::stepOverheadMs, 0, 1e6},
    {"layerOverheadUs", &CalibrationParams::layerOverheadUs, 0, 1e6},
    {"moeLayerOverheadUs", &CalibrationParams::moeLayerOverheadUs, 0, 1e6},
    {"draftOverheadMs", &CalibrationParams::draftOverheadMs, 0, 1e6},
    {"sequenceOverheadUs", &CalibrationParams::sequenceOverheadUs, 0, 1e6},
    {"commOverlap", &CalibrationParams::commOverlap, 0, 1},
    {"expertImbalance", &CalibrationParams::expertImbalance, 1, 64},
    {"nvlinkLatencyUs", &CalibrationParams::nvlinkLatencyUs, 0, 1e6},
    {"networkHopLatencyUs", &CalibrationParams::networkHopLatencyUs, 0, 1e6},
    {"epLatencyUs", &CalibrationParams::epLatencyUs, 0, 1e6},
    {"prefillEfficiency", &CalibrationParams::prefillEfficiency, 1e-3, 1},
    {"prefillOverheadMs", &CalibrationParams::prefillOverheadMs, 0, 1e6},
    {"queueFactor", &CalibrationParams::queueFactor, 0, 1e6},
    {"prefillQueue", &CalibrationParams::prefillQueue, 0, 100},
    {"kvTransferExposed", &CalibrationParams::kvTransferExposed, 0, 1},
    {"disaggQueueFactor", &CalibrationParams::disaggQueueFactor, 0, 1e6},
    {"poolPrefillEfficiency", &CalibrationParams::poolPrefillEfficiency, 0, 1},
    {"disaggOverheadMs", &CalibrationParams::disaggOverheadMs, 0, 1e6},
    {"weightOnlyEfficiency", &CalibrationParams::weightOnlyEfficiency, 1e-3, 1},
    {"aggPrefillShare", &CalibrationParams::aggPrefillShare, 0, 1},
    {"dpPrefillStall", &CalibrationParams::dpPrefillStall, 0, 1},
    {"promptStallMs", &CalibrationParams::promptStallMs, 0, 1e6},
    {"prefillChunkTokens", &CalibrationParams::prefillChunkTokens, 1, 1e9},
    {"memoryReserveGB", &CalibrationParams::memoryReserveGB, 0, 1e6},
};

bool paramsInRange(const CalibrationParams &p)
{
    for (const ParamField &f : kParamFields) {
        const double v = p.*f.member;
        if (!std::isfinite(v) || v < f.lo || v > f.hi)
            return false;
    }
    return true;
}

/// Datasheet, ideal, a random profile inside the ranges, every field at one end, and now and
/// then one field out of its range.
CalibrationParams randomParams(Rng &r)
{
    CalibrationParams p;
    const double u = r.unit();
    if (u < 0.25) {
        p = CalibrationParams::datasheet();
    } else if (u < 0.4) {
        p = CalibrationParams::ideal(r.chance(0.9) ? inRange(r, 0, 20) : inRange(r, 0, 1e6));
    } else if (u < 0.85) {
        for (const ParamField &f : kParamFields)
            p.*f.member =
                r.chance(0.3) ? CalibrationParams::datasheet().*f.member : inRange(r, f.lo, f.hi);
    } else {
        const bool low = r.chance(0.5);
        for (const ParamField &f : kParamFields)
            p.*f.member = low ? f.lo : f.hi;
        if (r.chance(0.5)) // every cost at its worst, every efficiency at its lowest
            for (const ParamField &f : kParamFields)
                p.*f.member = f.hi > 1 ? f.hi : f.lo;
    }
    if (r.chance(0.06)) {
        const ParamField &f = r.pick(kParamFields);
        const double bad[] = {kNan,
                              kInf,
                              -kInf,
                              f.lo - 1e-9,
                              f.hi * (1 + 1e-9),
                              f.hi + 1,
                              -kDenorm,
                              f.lo > 0 ? kDenorm : -1.0,
                              1e300};
        p.*f.member = r.pick(bad);
    }
    return p;
}

QString dump(const CalibrationParams &p)
{
    QString out;
    const CalibrationParams d = CalibrationParams::datasheet();
    for (const ParamField &f : kParamFields) {
        if (!(p.*f.member == d.*f.member))
            out += QStringLiteral(" %1=%2").arg(QLatin1String(f.name)).arg(p.*f.member, 0, 'g', 17);
    }
    return out.isEmpty() ? QStringLiteral(" (datasheet)") : out;
}

// ---- synthetic catalog entries --------------------------------------------------------------

const char *const kSynGpu = "syn-gpu";
const char *const kSynModel = "syn-model";

/// A GPU kind with extreme but representable figures (a user catalog can hold any JSON number;
/// validate() decides what is loaded), sometimes with one figure out of validate()'s range.
GpuSpec syntheticGpu(Rng &r)
{
    GpuSpec g;
    g.id = kSynGpu;
    g.name = "Synthetic";
    g.vendor = "test";
    g.sources = {"tst_modelproperties"};
    auto figure = [&](double lo, double hi) {
        const double u = r.unit();
        if (u < 0.04)
            return hi;
        if (u < 0.06) // at and below validate()'s floor
            return r.pick(std::array{kDenorm, kTinyNormal, 1e-300, 1e-6, kMinDatasheetRate});
        if (u < 0.08) // just above it
            return kMinDatasheetRate * r.uniform(1.000001, 2);
        return r.logUniform(lo, hi);
    };
    g.bf16Tflops = figure(1, 1e5);
    g.fp8Tflops = r.chance(0.3) ? 0 : std::min(2e5, g.bf16Tflops * r.uniform(1, 4));
    g.fp4Tflops =
        r.chance(0.4) || g.fp8Tflops == 0 ? 0 : std::min(4e5, g.fp8Tflops * r.uniform(1, 4));
    g.hbmGB = figure(1, 10000);
    g.hbmTBps = figure(0.01, 100);
    g.nvlinkGBps = figure(1, 1e5);
    g.nvlinkDomain =
        r.chance(0.5) ? r.pick(std::array{1, 2, 4, 8, 72, 576}) : int(r.integer(1, 576));
    g.nicGbps = figure(1, 1e5);
    g.tdpW = r.chance(0.5) ? 0 : r.uniform(1, 1e4);
    g.pricePerGpuHour = r.chance(0.5) ? 0 : r.uniform(0.01, 1000);
    g.form = r.pick(std::array{GpuForm::Hgx, GpuForm::Nvl72, GpuForm::Oam});
    if (r.chance(0.05)) { // one figure a user catalog might hold and validate() must refuse
        double *fields[] = {&g.bf16Tflops, &g.fp8Tflops,  &g.fp4Tflops, &g.hbmGB,
                            &g.hbmTBps,    &g.nvlinkGBps, &g.nicGbps};
        *r.pick(fields) = specialDouble(r);
        if (r.chance(0.3))
            g.nvlinkDomain = specialInt(r);
    }
    return g;
}

QString dump(const GpuSpec &g)
{
    return QStringLiteral("gpu{bf16 %1 fp8 %2 fp4 %3 TFLOPS, hbm %4 GB %5 TB/s, nvlink %6 GB/s "
                          "domain %7, nic %8 Gb/s, form %9}")
        .arg(g.bf16Tflops, 0, 'g', 17)
        .arg(g.fp8Tflops, 0, 'g', 17)
        .arg(g.fp4Tflops, 0, 'g', 17)
        .arg(g.hbmGB, 0, 'g', 17)
        .arg(g.hbmTBps, 0, 'g', 17)
        .arg(g.nvlinkGBps, 0, 'g', 17)
        .arg(g.nvlinkDomain)
        .arg(g.nicGbps, 0, 'g', 17)
        .arg(int(g.form));
}

/// A model with extreme but representable architecture fields: 1 to INT_MAX layers, hidden
/// sizes and experts, top-k up to every expert, no KV heads to spare, windows, linear attention,
/// tiny and wide precisions; sometimes negative counts that only validate() can refuse.
ModelSpec syntheticModel(Rng &r)
{
    ModelSpec m;
    m.id = kSynModel;
    m.name = "Synthetic";
    m.sources = {"tst_modelproperties"};
    const double u = r.unit();
    AttentionSpec &a = m.attention;
    a.kind = u < 0.35 ? AttentionKind::MLA : u < 0.8 ? AttentionKind::GQA : AttentionKind::Hybrid;
    m.layers = count(r, 1, 200);
    const double ml = r.unit();
    m.moeLayers = ml < 0.2 ? 0 : ml < 0.7 ? m.layers : int(r.integer(0, m.layers));
    m.hidden = count(r, 1, 16384);
    m.experts = r.chance(0.1) ? 1 : count(r, 1, 4096);
    m.topK = r.chance(0.1) ? m.experts : int(r.integer(1, std::max(1, std::min(m.experts, 64))));
    m.expertFfn = count(r, 1, 8192);
    m.sharedExperts = r.chance(0.5) ? 0 : count(r, 1, 4);
    m.sharedFfn = m.sharedExperts > 0 ? count(r, 1, 8192) : 0;
    m.denseFfn = m.moeLayers < m.layers || r.chance(0.5) ? count(r, 1, 65536) : 0;
    m.gatedFfn = r.chance(0.8);
    m.vocab = count(r, 1, 262144);
    m.tiedEmbeddings = r.chance(0.2);
    a.heads = count(r, 1, 256);
    if (a.kind == AttentionKind::MLA) {
        a.qLoraRank = r.chance(0.3) ? 0 : count(r, 1, 4096);
        a.kvLoraRank = count(r, 1, 2048);
        a.qkNopeHeadDim = r.chance(0.1) ? 0 : count(r, 1, 256);
        a.qkRopeHeadDim = r.chance(0.1) ? 0 : count(r, 1, 128);
        a.vHeadDim = count(r, 1, 256);
    } else {
        a.kvHeads = int(r.integer(1, std::max(1, a.heads)));
        a.headDim = count(r, 1, 512);
    }
    a.fullLayers = r.chance(0.6) ? 0 : int(r.integer(0, (long long)m.layers + 2));
    a.window = r.chance(0.7) ? 0 : count(r, 1, 1 << 20);
    if (a.kind == AttentionKind::Hybrid) {
        a.linearKeyHeads = count(r, 1, 64);
        a.linearValueHeads = r.chance(0.1) ? 0 : count(r, 1, 64);
        a.linearKeyHeadDim = count(r, 1, 256);
        a.linearValueHeadDim = count(r, 1, 256);
    }
    m.mtpLayers = r.chance(0.7) ? 0 : int(r.integer(1, 3));
    m.drafter.kind = r.pick(std::array{DrafterKind::None, DrafterKind::Mtp, DrafterKind::Eagle3});

    const char *const ids[] = {"bf16", "fp8", "fp4", "int4"};
    const int n = int(r.integer(1, 3));
    for (int i = 0; i < n; ++i) {
        PrecisionSpec p;
        p.id = ids[(i + r.integer(0, 3)) % 4];
        auto bytes = [&] {
            return r.chance(0.15) ? r.pick(std::array{kDenorm, 1e-300, 1e-6, 4.0})
                                  : r.pick(std::array{0.5, 0.5625, 1.0, 2.0, 4.0});
        };
        p.routedBytesPerParam = bytes();
        p.otherBytesPerParam = bytes();
        p.kvBytesPerElem = bytes();
        const std::array computes{ComputePrecision::BF16, ComputePrecision::FP8,
                                  ComputePrecision::FP4};
        p.routedCompute = r.pick(computes);
        p.otherCompute = r.pick(computes);
        m.precisions.push_back(p);
    }
    m.defaultPrecision = r.chance(0.98) ? m.precisions.front().id : "nope";

    // The stated total, checked against the architecture when given (derived before any field
    // is spoilt below: the app derives shapes of validated entries only).
    if (r.chance(0.2))
        m.paramsTotalB = deriveShape(m, m.precisions.front()).totalParams / 1e9 *
                         (r.chance(0.9) ? 1.0 : r.uniform(0.1, 10));

    // Fields validate() has no range for, and ones it must refuse, as a hand-written user
    // catalog or a converted config.json might hold them.
    if (r.chance(0.08)) {
        int *fields[] = {&m.layers,
                         &m.moeLayers,
                         &m.hidden,
                         &m.denseFfn,
                         &m.expertFfn,
                         &m.experts,
                         &m.topK,
                         &m.sharedExperts,
                         &m.sharedFfn,
                         &m.vocab,
                         &m.mtpLayers,
                         &a.heads,
                         &a.kvHeads,
                         &a.headDim,
                         &a.qLoraRank,
                         &a.kvLoraRank,
                         &a.qkNopeHeadDim,
                         &a.qkRopeHeadDim,
                         &a.vHeadDim,
                         &a.fullLayers,
                         &a.window,
                         &a.linearKeyHeads,
                         &a.linearValueHeads,
                         &a.linearKeyHeadDim,
                         &a.linearValueHeadDim};
        *r.pick(fields) = r.chance(0.5) ? specialInt(r) : -int(r.integer(1, 100));
    }
    if (r.chance(0.04)) {
        PrecisionSpec &p = m.precisions.front();
        double *fields[] = {&p.routedBytesPerParam, &p.otherBytesPerParam, &p.kvBytesPerElem};
        *r.pick(fields) = specialDouble(r);
    }
    return m;
}

QString dump(const ModelSpec &m)
{
    const AttentionSpec &a = m.attention;
    QString prec;
    for (const PrecisionSpec &p : m.precisions)
        prec += QStringLiteral(" %1(%2/%3/%4 %5/%6)")
                    .arg(QString::fromStdString(p.id))
                    .arg(p.routedBytesPerParam, 0, 'g', 17)
                    .arg(p.otherBytesPerParam, 0, 'g', 17)
                    .arg(p.kvBytesPerElem, 0, 'g', 17)
                    .arg(int(p.routedCompute))
                    .arg(int(p.otherCompute));
    return QStringLiteral("model{kind %1 layers %2 moe %3 hidden %4 dense %5 expertFfn %6 "
                          "experts %7 topK %8 shared %9x%10 gated %11 vocab %12 tied %13 mtp %14; "
                          "heads %15 kv %16 hd %17 qLora %18 kvLora %19 nope %20 rope %21 v %22 "
                          "full %23 window %24 linear %25/%26 %27/%28; default %29;%30}")
        .arg(int(a.kind))
        .arg(m.layers)
        .arg(m.moeLayers)
        .arg(m.hidden)
        .arg(m.denseFfn)
        .arg(m.expertFfn)
        .arg(m.experts)
        .arg(m.topK)
        .arg(m.sharedExperts)
        .arg(m.sharedFfn)
        .arg(m.gatedFfn)
        .arg(m.vocab)
        .arg(m.tiedEmbeddings)
        .arg(m.mtpLayers)
        .arg(a.heads)
        .arg(a.kvHeads)
        .arg(a.headDim)
        .arg(a.qLoraRank)
        .arg(a.kvLoraRank)
        .arg(a.qkNopeHeadDim)
        .arg(a.qkRopeHeadDim)
        .arg(a.vHeadDim)
        .arg(a.fullLayers)
        .arg(a.window)
        .arg(a.linearKeyHeads)
        .arg(a.linearValueHeads)
        .arg(a.linearKeyHeadDim)
        .arg(a.linearValueHeadDim)
        .arg(QString::fromStdString(m.defaultPrecision), prec);
}

// ---- scenarios ------------------------------------------------------------------------------

/// What one draw is: the scenario, the parameters and offsets it is evaluated with, and the
/// synthetic entries it may name.
struct Draw
{
    Scenario s;
    CalibrationParams params;
    double stepFactor = 1.0;
    double ttftFactor = 1.0;
    bool useParamsFor = false; ///< through core::paramsFor(), as the window and the CLI do
    bool synGpu = false, synModel = false;
    GpuSpec gpu;
    ModelSpec model;
    // withParallelism(), as measured runs are evaluated
    bool explicitPar = false;
    Parallelism par;
    int replicas = 1;
};

const std::array kWidths{1, 2, 3, 4, 8, 16, 32, 36, 64, 72, 128, 144, 256, 576};

int width(Rng &r)
{
    const double u = r.unit();
    if (u < 0.8)
        return r.pick(kWidths);
    if (u < 0.9)
        return int(r.integer(1, 1024));
    return specialInt(r);
}

/// One attention/MoE split: usually consistent (attnTp x attnDp == moeTp x moeEp), sometimes
/// not, sometimes at the edges of int (products that overflow it included).
Parallelism parallelism(Rng &r)
{
    Parallelism p;
    const double u = r.unit();
    if (u < 0.85) {
        const int tp = r.pick(std::array{1, 1, 2, 4, 8, 16});
        const int dp = r.pick(std::array{1, 1, 2, 4, 8, 9, 18, 36, 72});
        p.attnTp = tp;
        p.attnDp = dp;
        const int ranks = tp * dp;
        const double v = r.unit();
        if (v < 0.5) {
            p.moeTp = 1;
            p.moeEp = ranks;
        } else if (v < 0.75) {
            p.moeTp = ranks;
            p.moeEp = 1;
        } else {
            p.moeTp = tp;
            p.moeEp = dp;
        }
    } else if (u < 0.93) {
        p = {int(r.integer(0, 64)), int(r.integer(0, 64)), int(r.integer(0, 64)),
             int(r.integer(0, 64))};
    } else {
        const int big = r.pick(std::array{46341, 65536, 1 << 16, 1 << 20, kIntMax});
        const double v = r.unit();
        if (v < 0.4)
            p = {big, big, big, big}; // products overflow int
        else if (v < 0.7)
            p = {big, 1, 1, big};
        else
            p = {specialInt(r), specialInt(r), specialInt(r), specialInt(r)};
    }
    return p;
}

WorkerPlan workerPlan(Rng &r)
{
    WorkerPlan w;
    w.parallelism = parallelism(r);
    w.workers = r.chance(0.92) ? int(r.integer(1, 8)) : specialInt(r);
    const double u = r.unit();
    w.batch = u < 0.4 ? 0 : u < 0.9 ? count(r, 1, 100000, 0) : specialInt(r);
    return w;
}

Draw drawScenario(Rng &r, const Catalog &bundled)
{
    Draw d;
    Scenario &s = d.s;

    // Model and GPU kind: the catalog's, by id or alias; a synthetic one; or nothing known.
    double u = r.unit();
    const auto &models = bundled.models();
    const ModelSpec &cm = models[std::size_t(r.integer(0, (long long)models.size() - 1))];
    if (u < 0.6) {
        s.model = cm.id;
    } else if (u < 0.66) {
        s.model = cm.aliases.empty() ? cm.id : r.pick(cm.aliases);
        if (r.chance(0.3))
            s.model = "some-org/" + s.model;
    } else if (u < 0.97) {
        d.synModel = true;
        d.model = syntheticModel(r);
        s.model = kSynModel;
    } else {
        s.model = r.pick(std::array{std::string(), std::string("nope"), std::string("default"),
                                    std::string("/"), std::string("kimi-k2.6/")});
    }
    u = r.unit();
    const auto &gpus = bundled.gpus();
    const GpuSpec &cg = gpus[std::size_t(r.integer(0, (long long)gpus.size() - 1))];
    if (u < 0.6) {
        s.gpu = cg.id;
    } else if (u < 0.66) {
        s.gpu = cg.aliases.empty() ? cg.id : r.pick(cg.aliases);
    } else if (u < 0.97) {
        d.synGpu = true;
        d.gpu = syntheticGpu(r);
        s.gpu = kSynGpu;
    } else {
        s.gpu = r.pick(std::array{std::string(), std::string("nope"), std::string("B300 ")});
    }

    s.topology = r.chance(0.3) ? Topology::Nvl72 : Topology::HgxIb;
    u = r.unit();
    s.nicGbps = u < 0.65 ? 0.0 : u < 0.95 ? inRange(r, 0, 1e5) : specialDouble(r);

    s.plan = r.pick(std::array{PlanKind::TP, PlanKind::EP, PlanKind::TPReplicas});
    const int w = width(r);
    if (s.plan == PlanKind::EP) {
        s.ep = w;
        s.tp = r.chance(0.6) ? 1 : r.chance(0.9) ? r.pick(std::array{2, 4, 8, 3}) : width(r);
    } else {
        s.tp = w;
        s.ep = r.chance(0.8) ? 1 : width(r);
    }
    const long long ranks = s.plan == PlanKind::EP ? std::max(1, s.ep) : std::max(1, s.tp);
    u = r.unit();
    if (u < 0.75)
        s.gpus =
            int(std::min<long long>(kIntMax, ranks * r.pick(std::array{1, 1, 2, 3, 4, 8, 72})));
    else if (u < 0.94)
        s.gpus = r.logInt(1, kMaxGpus);
    else
        s.gpus =
            r.chance(0.5) ? r.pick(std::array{kMaxGpus, kMaxGpus + 1, 576, 577}) : specialInt(r);

    u = r.unit();
    s.batch = u < 0.88   ? r.logInt(1, kMaxBatch)
              : u < 0.95 ? r.pick(std::array{1, kMaxBatch, kMaxBatch + 1, kMaxBatch - 1})
                         : specialInt(r);

    u = r.unit();
    s.draftTokens = u < 0.5    ? 0
                    : u < 0.94 ? int(r.integer(1, 64))
                               : r.pick(std::array{64, 65, -1, kIntMax, kIntMin});
    u = r.unit();
    const double top = std::max(0, s.draftTokens) + 1.0;
    s.acceptanceLength =
        u < 0.3    ? 1.0
        : u < 0.7  ? r.uniform(1, top)
        : u < 0.86 ? top
        : u < 0.89 ? std::nextafter(top, kInf)
        : u < 0.92
            ? top + 1
            : r.pick(std::array{kNan, kInf, -kInf, 0.0, -0.0, 0.999999, kDenorm, 1e300, -1.0});

    for (int *len : {&s.isl, &s.osl}) {
        u = r.unit();
        *len = u < 0.9    ? r.logInt(1, kMaxSequence)
               : u < 0.96 ? r.pick(std::array{1, kMaxSequence, kMaxSequence + 1})
                          : specialInt(r);
    }

    u = r.unit();
    const ModelSpec *pm = d.synModel ? &d.model : bundled.model(s.model);
    if (u < 0.4 || !pm || pm->precisions.empty()) {
        s.precision = "default";
    } else if (u < 0.85) {
        const PrecisionSpec &p = r.pick(pm->precisions);
        s.precision = p.aliases.empty() || r.chance(0.5) ? p.id : r.pick(p.aliases);
    } else {
        s.precision =
            r.pick(std::array{std::string("bf16"), std::string("fp4"), std::string("int4"),
                              std::string(), std::string("bogus"), std::string("FP8")});
    }
    s.engine = r.pick(std::array{std::string("any"), std::string("trtllm"), std::string("vllm")});
    s.calibration = r.pick(std::array{std::string("datasheet"), std::string("ideal"),
                                      std::string("ideal"), std::string("auto"),
                                      std::string("Datasheet"), std::string("h200/nothing")});
    s.overheadMs = r.chance(0.9) ? inRange(r, 0, 20) : specialDouble(r);

    if (r.chance(0.25)) {
        s.serving = Serving::Disaggregated;
        s.prefill = workerPlan(r);
        s.decode = workerPlan(r);
        // GPUs the pools ask for, in double: ranks() of an unchecked split overflows int.
        auto gpusOf = [](const WorkerPlan &plan) {
            const Parallelism &p = plan.parallelism;
            return std::max(0.0, double(p.attnTp)) * std::max(0, p.attnDp) *
                   std::max(0, plan.workers);
        };
        const long long used =
            (long long)std::min(gpusOf(s.prefill) + gpusOf(s.decode), double(kIntMax));
        u = r.unit();
        s.gpus = u < 0.6   ? int(std::clamp<long long>(used, 1, kIntMax))
                 : u < 0.8 ? int(std::clamp<long long>(used + r.integer(0, 64), 1, kIntMax))
                           : specialInt(r);
    }

    d.params = randomParams(r);
    d.useParamsFor = r.chance(0.35);
    // Architecture offsets: calibration clamps log offsets to [-3, 3].
    if (r.chance(0.5)) {
        d.stepFactor = r.chance(0.1) ? r.pick(std::array{std::exp(-3.0), std::exp(3.0)})
                                     : std::exp(r.uniform(-3, 3));
        d.ttftFactor = r.chance(0.1) ? r.pick(std::array{std::exp(-3.0), std::exp(3.0)})
                                     : std::exp(r.uniform(-3, 3));
    }
    if (r.chance(0.12)) {
        d.explicitPar = true;
        d.par = parallelism(r);
        d.replicas = r.chance(0.9) ? int(r.integer(1, 16)) : specialInt(r);
    }
    return d;
}

QString dump(const Scenario &s)
{
    auto worker = [](const WorkerPlan &w) {
        return QStringLiteral("{tp %1 dp %2 moeTp %3 ep %4 x%5 batch %6}")
            .arg(w.parallelism.attnTp)
            .arg(w.parallelism.attnDp)
            .arg(w.parallelism.moeTp)
            .arg(w.parallelism.moeEp)
            .arg(w.workers)
            .arg(w.batch);
    };
    QString out =
        QStringLiteral("model '%1' gpu '%2' gpus %3 %4 nic %5, plan %6 tp %7 ep %8, batch %9, "
                       "d %10 AL %11, isl %12 osl %13, precision '%14' calibration '%15' "
                       "overhead %16, %17")
            .arg(QString::fromStdString(s.model), QString::fromStdString(s.gpu))
            .arg(s.gpus)
            .arg(QLatin1String(topologyName(s.topology)))
            .arg(s.nicGbps, 0, 'g', 17)
            .arg(QLatin1String(planName(s.plan)))
            .arg(s.tp)
            .arg(s.ep)
            .arg(s.batch)
            .arg(s.draftTokens)
            .arg(s.acceptanceLength, 0, 'g', 17)
            .arg(s.isl)
            .arg(s.osl)
            .arg(QString::fromStdString(s.precision), QString::fromStdString(s.calibration))
            .arg(s.overheadMs, 0, 'g', 17)
            .arg(QLatin1String(servingName(s.serving)));
    if (s.serving == Serving::Disaggregated)
        out += QStringLiteral(" prefill %1 decode %2").arg(worker(s.prefill), worker(s.decode));
    return out;
}

QString dump(const Draw &d)
{
    QString out = dump(d.s) + QStringLiteral("; params") +
                  (d.useParamsFor ? QStringLiteral(" from paramsFor()") : dump(d.params));
    if (d.stepFactor != 1.0 || d.ttftFactor != 1.0)
        out += QStringLiteral("; offsets step %1 ttft %2")
                   .arg(d.stepFactor, 0, 'g', 17)
                   .arg(d.ttftFactor, 0, 'g', 17);
    if (d.explicitPar)
        out += QStringLiteral("; withParallelism(%1 %2 %3 %4, x%5)")
                   .arg(d.par.attnTp)
                   .arg(d.par.attnDp)
                   .arg(d.par.moeTp)
                   .arg(d.par.moeEp)
                   .arg(d.replicas);
    if (d.synModel)
        out += QStringLiteral("; ") + dump(d.model);
    if (d.synGpu)
        out += QStringLiteral("; ") + dump(d.gpu);
    return out;
}

// ---- the properties -------------------------------------------------------------------------

bool near(double a, double b, double scale)
{
    return std::abs(a - b) <= kRelTol * scale;
}

/// Every double an Evaluation reports, by name.
void forEachDouble(const Evaluation &e, const std::function<void(const char *, double)> &f)
{
    for (int c = 0; c < kComponentCount; ++c)
        f(componentName(Component(c)).data(), e.breakdownMs[std::size_t(c)]);
    f("stepMs", e.stepMs);
    f("computeMs", e.computeMs);
    f("memoryMs", e.memoryMs);
    f("commTotalMs", e.commTotalMs);
    f("commExposedMs", e.commExposedMs);
    f("overheadMs", e.overheadMs);
    f("tokensPerStep", e.tokensPerStep);
    f("expertsTouched", e.expertsTouched);
    f("committedPerStep", e.committedPerStep);
    f("tpotMs", e.tpotMs);
    f("tokensPerSecondPerUser", e.tokensPerSecondPerUser);
    f("throughputTokensPerSecond", e.throughputTokensPerSecond);
    f("throughputPerGpu", e.throughputPerGpu);
    f("prefillMs", e.prefillMs);
    f("prefillWorkMs", e.prefillWorkMs);
    f("kvTransferMs", e.kvTransferMs);
    f("prefillQueueMs", e.prefillQueueMs);
    f("handoffMs", e.handoffMs);
    f("burstMs", e.burstMs);
    f("prefillUtilization", e.prefillUtilization);
    f("ttftMs", e.ttftMs);
    f("memoryPerGpuGB", e.memoryPerGpuGB);
    f("weightsPerGpuGB", e.weightsPerGpuGB);
    f("kvPerGpuGB", e.kvPerGpuGB);
    f("reservePerGpuGB", e.reservePerGpuGB);
    f("hbmCapacityGB", e.hbmCapacityGB);
    f("shortfallGB", e.shortfallGB);
    f("concurrency", e.concurrency);
    f("computeUtilization", e.computeUtilization);
    f("hbmUtilization", e.hbmUtilization);
    f("exposedCommShare", e.exposedCommShare);
    f("overheadShare", e.overheadShare);
}

/// The largest relative gap an identity showed, to report how far inside kRelTol they stay.
double g_worstGap = 0;

void noteGap(double a, double b, double scale)
{
    if (scale > 0)
        g_worstGap = std::max(g_worstGap, std::abs(a - b) / scale);
}

/// What an evaluation must satisfy. `raw`: straight from evaluate(), before any offsets (the
/// utilisations are fractions of datasheet peaks only then). Empty when it holds.
QString checkEvaluation(const Evaluation &e, const ResolvedScenario &r, bool raw)
{
    QString bad;
    forEachDouble(e, [&](const char *name, double v) {
        if (bad.isEmpty() && (!std::isfinite(v) || v < 0))
            bad = QStringLiteral("%1 = %2").arg(QLatin1String(name)).arg(v, 0, 'g', 17);
    });
    if (!bad.isEmpty())
        return bad;
    auto fail = [](const char *what, double a, double b) {
        return QStringLiteral("%1: %2 vs %3")
            .arg(QLatin1String(what))
            .arg(a, 0, 'g', 17)
            .arg(b, 0, 'g', 17);
    };
    const double step = e.stepMs;
    if (!(step > 0))
        return fail("step > 0", step, 0);
    const std::pair<const char *, double> positives[] = {
        {"tpotMs", e.tpotMs},
        {"tokensPerSecondPerUser", e.tokensPerSecondPerUser},
        {"throughputTokensPerSecond", e.throughputTokensPerSecond},
        {"throughputPerGpu", e.throughputPerGpu},
        {"ttftMs", e.ttftMs},
        {"committedPerStep", e.committedPerStep},
        {"tokensPerStep", e.tokensPerStep},
        {"concurrency", e.concurrency}};
    for (const auto &[name, v] : positives) {
        if (!(v > 0))
            return fail(name, v, 0);
    }

    // The parts sum to the step, in the breakdown and in the four ceilings.
    double sum = 0;
    for (double v : e.breakdownMs)
        sum += v;
    noteGap(sum, step, step);
    if (!near(sum, step, step))
        return fail("breakdown sums to the step", sum, step);
    const double ceilings = e.computeMs + e.memoryMs + e.commExposedMs + e.overheadMs;
    noteGap(ceilings, step, step);
    if (!near(ceilings, step, step))
        return fail("compute + memory + exposed comm + overhead = step", ceilings, step);
    const double comm = e.ms(Component::TpCollectives) + e.ms(Component::EpDispatchCombine);
    if (!near(comm, e.commExposedMs, step))
        return fail("TP + EP components = exposed comm", comm, e.commExposedMs);
    if (e.commExposedMs > e.commTotalMs * (1 + kRelTol))
        return fail("exposed comm <= all comm", e.commExposedMs, e.commTotalMs);
    if (!near(e.ms(Component::Overhead), e.overheadMs, step))
        return fail("overhead component = overheadMs", e.ms(Component::Overhead), e.overheadMs);
    if (!near(e.exposedCommShare * step, e.commExposedMs, step))
        return fail("exposed share x step = exposed comm", e.exposedCommShare * step,
                    e.commExposedMs);
    if (!near(e.overheadShare * step, e.overheadMs, step))
        return fail("overhead share x step = overhead", e.overheadShare * step, e.overheadMs);

    // Speeds and throughput follow from the step.
    const double AL = r.acceptanceLength;
    noteGap(e.tpotMs * AL, step, step);
    if (!near(e.tpotMs * AL, step, step))
        return fail("TPOT x AL = step", e.tpotMs * AL, step);
    if (!near(e.tokensPerSecondPerUser * e.tpotMs, 1e3, 1e3))
        return fail("tokens/s/user x TPOT = 1000", e.tokensPerSecondPerUser * e.tpotMs, 1e3);
    // The running batch: the batch, less (disaggregated) the clients waiting for their first
    // token, by Little's law within one sequence.
    if (e.runningBatch < 1 || e.runningBatch > r.batch)
        return fail("1 <= running batch <= B", e.runningBatch, r.batch);
    if (r.serving == Serving::Aggregated && e.runningBatch != r.batch)
        return fail("aggregated running batch = B", e.runningBatch, r.batch);
    if (raw && r.serving != Serving::Aggregated && e.runningBatch > 1) {
        const double decodeMs = std::max(0.0, r.osl - 1.0) / AL * step;
        const double little = r.batch * decodeMs / (decodeMs + e.ttftMs);
        if (!(little >= e.runningBatch - 1.0 - 1e-9))
            return fail("running batch <= B decode / (decode + TTFT) + 1", e.runningBatch, little);
    }
    const double thr = e.replicas * double(e.runningBatch) * AL * 1e3 / step;
    if (!near(e.throughputTokensPerSecond, thr, thr))
        return fail("throughput = replicas b AL / step", e.throughputTokensPerSecond, thr);
    if (!near(e.throughputPerGpu * e.gpusUsed, e.throughputTokensPerSecond,
              e.throughputTokensPerSecond))
        return fail("per GPU x GPUs = throughput", e.throughputPerGpu * e.gpusUsed,
                    e.throughputTokensPerSecond);
    if (e.concurrency != double(r.batch) * e.replicas)
        return fail("concurrency = B x replicas", e.concurrency, double(r.batch) * e.replicas);
    if (e.committedPerStep != e.runningBatch * AL)
        return fail("committed = b AL", e.committedPerStep, e.runningBatch * AL);
    if (e.tokensPerStep != double(e.runningBatch) * (1.0 + r.draftTokens))
        return fail("tokens per step = b (1 + d)", e.tokensPerStep,
                    double(e.runningBatch) * (1.0 + r.draftTokens));
    if (e.replicas < 1 || e.gpusUsed < 1 || e.replicas != r.decode.count ||
        e.gpusUsed != r.gpusUsed)
        return fail("replicas and GPUs as resolved", e.replicas, e.gpusUsed);
    if (e.gpusUsed < (long long)r.decode.par.ranks() * r.decode.count)
        return fail("GPUs hold the replicas", e.gpusUsed,
                    double(r.decode.par.ranks()) * r.decode.count);
    if (e.expertsTouched > (r.shape.spec ? std::max(0, r.shape.spec->experts) : 0) * (1 + kRelTol))
        return fail("experts touched <= experts", e.expertsTouched, r.shape.spec->experts);

    // Memory.
    const double mem = e.weightsPerGpuGB + e.kvPerGpuGB + e.reservePerGpuGB;
    if (!near(e.memoryPerGpuGB, mem, mem))
        return fail("memory = weights + KV + reserve", e.memoryPerGpuGB, mem);
    if (e.hbmCapacityGB != r.gpu->hbmGB)
        return fail("HBM capacity", e.hbmCapacityGB, r.gpu->hbmGB);
    if (e.shortfallGB != std::max(0.0, e.memoryPerGpuGB - e.hbmCapacityGB))
        return fail("shortfall", e.shortfallGB, e.memoryPerGpuGB - e.hbmCapacityGB);
    if (e.fits != (e.shortfallGB <= 0) || e.fits == bool(e.warnings & WarnOutOfMemory))
        return fail("fits <=> no shortfall <=> no out-of-memory warning", e.fits, e.shortfallGB);
    if (e.warnings >> kWarningCount)
        return fail("known warnings only", e.warnings, 0);

    if (raw) {
        // Fractions of datasheet peaks: nothing runs faster than the datasheet.
        if (e.computeUtilization > 1 + kRelTol || e.hbmUtilization > 1 + kRelTol)
            return fail("utilisation <= 1", e.computeUtilization, e.hbmUtilization);
        // The first token waits for its prefill and one decode step at least.
        if (e.ttftMs < (e.prefillMs + step) * (1 - kRelTol))
            return fail("TTFT >= prefill + step", e.ttftMs, e.prefillMs + step);
        // The binding ceiling follows the four readings in the seed article's order
        // (docs/diagnosis.md): compute >= 60% of peak, else HBM >= 60% of peak, else exposed
        // exchange >= 30% of the step, else overhead >= 30% of the step, else the reading
        // nearest its threshold.
        const double readings[] = {e.computeUtilization, e.hbmUtilization, e.exposedCommShare,
                                   e.overheadShare};
        const double thresholds[] = {0.6, 0.6, 0.3, 0.3};
        const Ceiling kinds[] = {Ceiling::Compute, Ceiling::Memory, Ceiling::Interconnect,
                                 Ceiling::Overhead};
        int want = -1;
        for (int i = 0; i < 4 && want < 0; ++i)
            if (readings[i] >= thresholds[i])
                want = i;
        if (want < 0) {
            double best = -1;
            for (int i = 0; i < 4; ++i)
                if (readings[i] / thresholds[i] > best) {
                    best = readings[i] / thresholds[i];
                    want = i;
                }
        }
        if (kinds[want] != e.binding)
            return fail("binding ceiling follows the ordered readings", int(e.binding), want);
    }
    return {};
}

/// A refusal must be typed, never the internal guard, and have a message for the user.
QString checkRefusal(const ModelError &e)
{
    if (e.code == ErrorCode::None)
        return QStringLiteral("refused with ErrorCode::None");
    if (e.code == ErrorCode::NonFiniteResult)
        return QStringLiteral("the internal NonFiniteResult guard fired (value %1)").arg(e.value);
    const std::string_view name = errorName(e.code);
    if (name.empty() || name == "unknown")
        return QStringLiteral("error code %1 has no name").arg(int(e.code));
    if (core::errorMessage(e).isEmpty())
        return QStringLiteral("error %1 has no message").arg(QLatin1String(name));
    return {};
}

/// Inputs out of their documented ranges: a scenario with any of them must be refused.
bool scenarioOutOfRange(const Scenario &s)
{
    const bool al = std::isnan(s.acceptanceLength) || s.acceptanceLength < 1 ||
                    s.acceptanceLength > s.draftTokens + 1.0 + 1e-9;
    return s.gpus < 1 || s.gpus > kMaxGpus || s.batch < 1 || s.batch > kMaxBatch || s.isl < 1 ||
           s.osl < 1 || s.isl > kMaxSequence || s.osl > kMaxSequence || s.draftTokens < 0 ||
           s.draftTokens > 64 || al || !std::isfinite(s.nicGbps) || s.nicGbps < 0 ||
           s.nicGbps > 1e5;
}

/// Failures collected over a run: the first kMaxReported in full, then counts by kind.
struct Failures
{
    QStringList reported;
    std::map<QString, int> byKind;
    int total = 0;

    void add(const QString &where, const QString &problem)
    {
        ++total;
        // The kind: the problem with its numbers taken out.
        static const QRegularExpression numbers(QStringLiteral("-?\\b\\d[\\d.e+-]*|nan|inf"));
        const QString kind = QString(problem).replace(numbers, QStringLiteral("#")).left(90);
        // The first example of each kind, then of any.
        if (byKind[kind]++ == 0 || reported.size() < kMaxReported / 2)
            if (reported.size() < kMaxReported)
                reported << problem + QStringLiteral("\n    at ") + where;
    }
    /// The examples in full on stderr (QTest shortens long messages), the counts in the
    /// failure message.
    QString summary(std::uint64_t seed) const
    {
        for (const QString &r : reported)
            std::fprintf(stderr, "%s\n", qPrintable(r));
        QString out = QStringLiteral("%1 failure(s) with seed %2 (MOEPLAN_PROPERTY_SEED=%2; "
                                     "MOEPLAN_PROPERTY_ONLY=<index> replays one; examples "
                                     "above):\n")
                          .arg(total)
                          .arg(seed);
        for (const auto &[kind, n] : byKind)
            out += QStringLiteral("  %1 x %2\n").arg(n).arg(kind);
        return out;
    }
};

std::uint64_t envNumber(const char *name, std::uint64_t fallback, bool *set = nullptr)
{
    bool ok = false;
    const qulonglong v = qEnvironmentVariable(name).toULongLong(&ok, 0);
    if (set)
        *set = ok;
    return ok ? v : fallback;
}

/// The catalog scenarios are evaluated against: the bundled one plus the synthetic entries,
/// replaced in place per draw (putGpu/putModel, as the user catalog does).
struct Catalogs
{
    Catalog catalog;
    bool synGpuValid = false, synModelValid = false;

    explicit Catalogs(const Catalog &bundled) : catalog(bundled) {}

    /// Installs the draw's synthetic entries; false (with the validate() issues checked) when
    /// validate() refuses one, as the user catalog and the config.json import would.
    bool install(const Draw &d, QString &problem)
    {
        auto issuesOk = [&](const std::vector<CatalogIssue> &issues) {
            for (const CatalogIssue &i : issues)
                if (i.field.empty() || catalogProblemName(i.problem) == "unknown")
                    problem = QStringLiteral("a validate() issue without a field or a reason");
        };
        // Keep names resolvable only when the entry is valid: a refused entry is never in any
        // catalog the app evaluates against.
        catalog.removeGpu(kSynGpu);
        catalog.removeModel(kSynModel);
        if (d.synGpu) {
            const auto issues = validate(d.gpu);
            issuesOk(issues);
            if (!issues.empty())
                return false;
            catalog.putGpu(d.gpu);
        }
        if (d.synModel) {
            const auto issues = validate(d.model);
            issuesOk(issues);
            if (!issues.empty())
                return false;
            catalog.putModel(d.model);
        }
        return true;
    }
};

} // namespace

class TestModelProperties final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void randomScenarios();
    void randomSweeps();
    void randomSizing();
    void stepGrowsWithBatchAndShrinkingBandwidth();

private:
    std::uint64_t m_seed = kDefaultSeed;
    bool m_only = false;
    std::uint64_t m_onlyIndex = 0;
};

void TestModelProperties::initTestCase()
{
    m_seed = envNumber("MOEPLAN_PROPERTY_SEED", kDefaultSeed);
    m_onlyIndex = envNumber("MOEPLAN_PROPERTY_ONLY", 0, &m_only);
    qInfo("model properties: seed %llu%s", static_cast<unsigned long long>(m_seed),
          m_only ? qPrintable(QStringLiteral(", scenario %1 only").arg(m_onlyIndex)) : "");
    QVERIFY(!core::bundledCatalog().models().empty());
    QVERIFY(!core::bundledCatalog().gpus().empty());
}

// kScenarios random draws through resolve(), evaluate() (both overloads), withParallelism(),
// core::paramsFor() and ParamsChoice::apply(): a typed refusal or a sound evaluation, before
// and after the architecture offsets; any input out of its range is refused.
void TestModelProperties::randomScenarios()
{
    const Catalog &bundled = core::bundledCatalog();
    Catalogs cats(bundled);
    const int n = int(
        std::max<std::uint64_t>(kScenarios, envNumber("MOEPLAN_PROPERTY_SCENARIOS", kScenarios)));
    Failures failures;
    std::map<ErrorCode, int> refusals;
    int evaluated = 0, catalogRefused = 0, profileRefused = 0;
    g_worstGap = 0;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < n; ++i) {
        if (m_only && std::uint64_t(i) != m_onlyIndex)
            continue;
        Rng rng(m_seed, 1, std::uint64_t(i));
        const Draw d = drawScenario(rng, bundled);
        const QString where = QStringLiteral("scenario %1: %2").arg(i).arg(dump(d));
        QString problem;
        try {
            if (!cats.install(d, problem)) {
                ++catalogRefused;
                if (!problem.isEmpty())
                    failures.add(where, problem);
                continue;
            }
            const Catalog &cat = cats.catalog;

            // The parameters: as the app chooses them, or a random profile's.
            core::ParamsChoice choice;
            if (d.useParamsFor) {
                choice = core::paramsFor(d.s, nullptr, &cat);
                if (!choice.error.isEmpty()) { // an unknown profile: the core says so
                    ++profileRefused;
                    continue;
                }
            } else {
                choice.params = d.params;
            }
            choice.stepFactor = d.stepFactor;
            choice.ttftFactor = d.ttftFactor;
            const CalibrationParams &p = choice.params;

            Result<ResolvedScenario> resolved = resolve(cat, d.s);
            if (resolved && d.explicitPar)
                resolved = withParallelism(resolved.value(), d.par, d.replicas);
            Result<Evaluation> result =
                resolved ? evaluate(resolved.value(), p) : Result<Evaluation>(resolved.error());
            // The one-call overload agrees with resolve() then evaluate().
            if (!d.explicitPar && (i % 10 == 0)) {
                const Result<Evaluation> once = evaluate(cat, d.s, p);
                if (once.ok() != result.ok() ||
                    (once.ok() ? once.value().stepMs != result.value().stepMs
                               : once.error().code != result.error().code))
                    problem = QStringLiteral("evaluate(catalog, scenario) disagrees with "
                                             "resolve() + evaluate()");
            }
            if (problem.isEmpty() && !result.ok()) {
                problem = checkRefusal(result.error());
                ++refusals[result.error().code];
            } else if (problem.isEmpty()) {
                if (scenarioOutOfRange(d.s))
                    problem = QStringLiteral("an input out of range was evaluated");
                else if (!paramsInRange(p))
                    problem = QStringLiteral("parameters out of range were accepted");
                const ResolvedScenario &rs = resolved.value();
                Evaluation e = result.value();
                if (problem.isEmpty())
                    problem = checkEvaluation(e, rs, true);
                if (problem.isEmpty()) {
                    const double rawStep = e.stepMs, rawTtft = e.ttftMs;
                    choice.apply(e);
                    problem = checkEvaluation(e, rs, false);
                    if (problem.isEmpty() && !near(e.stepMs, rawStep * d.stepFactor, e.stepMs))
                        problem = QStringLiteral("apply(): step x offset");
                    if (problem.isEmpty() && !near(e.ttftMs, rawTtft * d.ttftFactor, e.ttftMs))
                        problem = QStringLiteral("apply(): TTFT x offset");
                    if (!problem.isEmpty())
                        problem = QStringLiteral("after apply(): ") + problem;
                }
                ++evaluated;
            }
        } catch (const std::exception &ex) {
            problem = QStringLiteral("exception: %1").arg(QString::fromLocal8Bit(ex.what()));
        } catch (...) {
            problem = QStringLiteral("unknown exception");
        }
        if (!problem.isEmpty())
            failures.add(where, problem);
    }
    const qint64 ms = timer.elapsed();
    QString seen;
    for (const auto &[code, c] : refusals)
        seen += QStringLiteral(" %1=%2").arg(QLatin1String(errorName(code))).arg(c);
    qInfo("%d scenarios in %lld ms: %d evaluated, %d refused by validate(), %d unknown "
          "profiles, refusals:%s; worst relative gap of an identity %.3g (tolerance %.0e)",
          n, ms, evaluated, catalogRefused, profileRefused, qPrintable(seen), g_worstGap, kRelTol);
    QVERIFY2(failures.total == 0, qPrintable(failures.summary(m_seed)));
    if (!m_only) {
        // Both branches are exercised well: most draws reach evaluate().
        QVERIFY2(evaluated > n / 5, qPrintable(QString::number(evaluated)));
        QVERIFY2(refusals.size() >= 12, qPrintable(seen));
    }
}

// Sweeps as the charts make them: logSpaced() batches and GPU counts (extremes included) through
// sweepBatch() and withGpuCount(), each point a typed refusal or a sound evaluation, and the
// Pareto frontier of the points (NaN and infinity mixed in) non-dominated and ordered.
void TestModelProperties::randomSweeps()
{
    const Catalog &bundled = core::bundledCatalog();
    Catalogs cats(bundled);
    Failures failures;
    int points = 0;
    for (int i = 0; i < kSweepScenarios; ++i) {
        if (m_only && std::uint64_t(i) != m_onlyIndex)
            continue;
        Rng rng(m_seed, 2, std::uint64_t(i));
        const Draw d = drawScenario(rng, bundled);
        QString where = QStringLiteral("sweep %1: %2").arg(i).arg(dump(d));
        QString problem;
        try {
            if (!cats.install(d, problem))
                continue;
            const Catalog &cat = cats.catalog;

            // logSpaced: ascending, distinct, inside [max(1, lo), max(lo, hi)], both ends kept.
            const int lo = rng.chance(0.8) ? rng.logInt(1, 1000) : specialInt(rng);
            const int hi = rng.chance(0.8) ? rng.logInt(1, kMaxBatch) : specialInt(rng);
            const int npoints = rng.chance(0.9) ? int(rng.integer(1, 300)) : specialInt(rng) % 5000;
            const std::vector<int> batches = logSpaced(lo, hi, npoints);
            // One point asked for (or fewer) is the low end alone.
            const int first = std::max(1, lo);
            const int last = npoints <= 1 ? first : std::max(first, hi);
            where += QStringLiteral("; logSpaced(%1, %2, %3)").arg(lo).arg(hi).arg(npoints);
            if (batches.empty() || batches.front() != first || batches.back() != last ||
                !std::is_sorted(batches.begin(), batches.end()) ||
                std::adjacent_find(batches.begin(), batches.end()) != batches.end() ||
                batches.size() > std::size_t(std::max(1, npoints)) + 1)
                problem = QStringLiteral("logSpaced: not ascending distinct ends-kept");

            std::vector<double> x, y;
            auto checkPoint = [&](const SweepPoint &pt, const ResolvedScenario &at) {
                ++points;
                if (pt.error.code != ErrorCode::None)
                    return checkRefusal(pt.error);
                x.push_back(pt.eval.tokensPerSecondPerUser);
                y.push_back(pt.eval.throughputPerGpu);
                return checkEvaluation(pt.eval, at, true);
            };
            const CalibrationParams &p = d.params;
            if (auto r = resolve(cat, d.s); r && problem.isEmpty()) {
                std::vector<int> bs = batches;
                for (int k = 0; k < 3; ++k)
                    bs.push_back(rng.chance(0.5) ? specialInt(rng) : rng.logInt(1, kMaxBatch));
                const std::vector<SweepPoint> sweep = sweepBatch(r.value(), p, bs);
                if (sweep.size() != bs.size())
                    problem = QStringLiteral("sweepBatch: one point per batch");
                for (std::size_t k = 0; k < sweep.size() && problem.isEmpty(); ++k) {
                    ResolvedScenario at = r.value();
                    at.batch = bs[k];
                    if (sweep[k].batch != bs[k])
                        problem = QStringLiteral("sweepBatch: point's batch");
                    else if (sweep[k].error.code == ErrorCode::None && bs[k] > kMaxBatch)
                        problem = QStringLiteral("sweepBatch: batch %1 above kMaxBatch evaluated")
                                      .arg(bs[k]);
                    else
                        problem = checkPoint(sweep[k], at);
                    if (!problem.isEmpty())
                        problem =
                            QStringLiteral("sweepBatch at batch %1: %2").arg(bs[k]).arg(problem);
                }
            }
            if (problem.isEmpty()) {
                std::vector<int> counts;
                for (int k = 0; k < 6; ++k)
                    counts.push_back(rng.chance(0.8) ? rng.pick(kWidths) * int(rng.integer(1, 4))
                                                     : specialInt(rng));
                // The GPU slider's and `sweep --gpus`' rule (core::withGpuCount), then
                // resolve() and evaluate() as the CLI does.
                for (std::size_t k = 0; k < counts.size() && problem.isEmpty(); ++k) {
                    const Scenario at = core::withGpuCount(d.s, counts[k]);
                    if (at.gpus < 1) {
                        problem = QStringLiteral("withGpuCount: %1 GPUs").arg(at.gpus);
                    } else if (const auto r = resolve(cat, at); !r) {
                        problem = checkRefusal(r.error());
                    } else {
                        SweepPoint pt;
                        pt.batch = r.value().batch;
                        pt.gpus = at.gpus;
                        if (auto e = evaluate(r.value(), p))
                            pt.eval = e.value();
                        else
                            pt.error = e.error();
                        problem = checkPoint(pt, r.value());
                    }
                    if (!problem.isEmpty())
                        problem = QStringLiteral("withGpuCount(%1) then evaluate: %2")
                                      .arg(counts[k])
                                      .arg(problem);
                }
            }
            // The frontier of what the sweeps gave, with non-finite values mixed in.
            if (problem.isEmpty()) {
                for (int k = 0; k < 3; ++k) {
                    x.push_back(rng.chance(0.5) ? specialDouble(rng) : rng.uniform(0, 100));
                    y.push_back(rng.chance(0.5) ? specialDouble(rng) : rng.uniform(0, 100));
                }
                const std::vector<std::size_t> front = paretoFrontier(x, y);
                for (std::size_t k = 0; k < front.size() && problem.isEmpty(); ++k) {
                    const std::size_t a = front[k];
                    if (a >= x.size() || !std::isfinite(x[a]) || !std::isfinite(y[a]))
                        problem = QStringLiteral("frontier: a non-finite or foreign point");
                    else if (k > 0 && !(x[front[k - 1]] <= x[a] && y[front[k - 1]] > y[a]))
                        problem = QStringLiteral("frontier: not ascending x, descending y");
                    for (std::size_t b = 0; b < x.size() && problem.isEmpty(); ++b)
                        if (std::isfinite(x[b]) && std::isfinite(y[b]) && x[b] >= x[a] &&
                            y[b] >= y[a] && (x[b] > x[a] || y[b] > y[a]))
                            problem = QStringLiteral("frontier: a dominated point");
                }
            }
        } catch (const std::exception &ex) {
            problem = QStringLiteral("exception: %1").arg(QString::fromLocal8Bit(ex.what()));
        } catch (...) {
            problem = QStringLiteral("unknown exception");
        }
        if (!problem.isEmpty())
            failures.add(where, problem);
    }
    qInfo("%d sweeps, %d points", kSweepScenarios, points);
    QVERIFY2(failures.total == 0, qPrintable(failures.summary(m_seed)));
}

// Sizing requests with random workloads, targets (NaN and negatives included), candidates (the
// catalog's and synthetic kinds), budgets and parameters: a typed refusal, or options that
// each evaluate on their own to what they claim and meet the target, and family rows and a
// nearest miss with finite figures.
void TestModelProperties::randomSizing()
{
    const Catalog &bundled = core::bundledCatalog();
    Catalogs cats(bundled);
    Failures failures;
    int sized = 0, options = 0;
    long evaluations = 0;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < kSizingRequests; ++i) {
        if (m_only && std::uint64_t(i) != m_onlyIndex)
            continue;
        Rng rng(m_seed, 3, std::uint64_t(i));
        Draw d = drawScenario(rng, bundled);
        if (rng.chance(0.75)) { // mostly a workload that resolves, so the search runs
            Scenario &w = d.s;
            w.isl = rng.logInt(1, 131072);
            w.osl = rng.logInt(1, 131072);
            w.draftTokens = rng.chance(0.6) ? 0 : int(rng.integer(1, 8));
            w.acceptanceLength = rng.uniform(1, 1.0 + w.draftTokens);
            w.nicGbps = 0;
            if (!d.synModel)
                w.precision = "default";
        }
        SizingRequest req;
        req.workload = d.s;
        SizingTarget &t = req.target;
        t.tokensPerSecond = rng.chance(0.93) ? rng.logUniform(1, 1e7) : specialDouble(rng);
        t.minTokensPerSecondPerUser = rng.chance(0.3)    ? 0
                                      : rng.chance(0.93) ? rng.logUniform(1, 2000)
                                                         : specialDouble(rng);
        t.maxTtftMs = rng.chance(0.5)    ? 0
                      : rng.chance(0.93) ? rng.logUniform(10, 1e6)
                                         : specialDouble(rng);
        const double u = rng.unit();
        req.maxGpus = u < 0.6    ? rng.logInt(1, 72)
                      : u < 0.85 ? rng.logInt(72, 576)
                      : u < 0.95 ? rng.pick(std::array{144, 576})
                                 : specialInt(rng);
        req.maxBatchPerRank = rng.chance(0.9) ? rng.logInt(1, 4096) : specialInt(rng);
        req.aggregated = rng.chance(0.8);
        req.disaggregated = rng.chance(0.5);
        const int nc = int(rng.integer(1, 2));
        for (int c = 0; c < nc; ++c) {
            SizingCandidate cand;
            cand.gpu = d.synGpu && c == 0 ? std::string(kSynGpu) : rng.pick(bundled.gpus()).id;
            cand.topology = rng.chance(0.5) ? Topology::Nvl72 : Topology::HgxIb;
            // Distinct kinds and topologies: an option names its kind and topology only, so
            // it is checked against that candidate's parameters.
            if (c == 1 && cand.gpu == req.candidates[0].gpu &&
                cand.topology == req.candidates[0].topology)
                cand.topology =
                    cand.topology == Topology::Nvl72 ? Topology::HgxIb : Topology::Nvl72;
            cand.economics.pricePerGpuHour = rng.chance(0.3) ? 0 : rng.uniform(0.5, 20);
            cand.economics.wattsPerGpu = rng.chance(0.2) ? 0 : rng.uniform(100, 2000);
            cand.economics.overheadWattsPerNode = rng.uniform(0, 5000);
            cand.economics.facilityOverhead = rng.uniform(0, 0.5);
            cand.params.params = rng.chance(0.5) ? CalibrationParams::datasheet() : d.params;
            cand.params.stepFactor = d.stepFactor;
            cand.params.ttftFactor = d.ttftFactor;
            req.candidates.push_back(cand);
        }
        QString where = QStringLiteral("sizing %1: target %2 tok/s, %3 tok/s/user, TTFT %4 ms, "
                                       "max %5 GPUs, batch/rank %6, agg %7 disagg %8; candidates")
                            .arg(i)
                            .arg(t.tokensPerSecond, 0, 'g', 17)
                            .arg(t.minTokensPerSecondPerUser, 0, 'g', 17)
                            .arg(t.maxTtftMs, 0, 'g', 17)
                            .arg(req.maxGpus)
                            .arg(req.maxBatchPerRank)
                            .arg(req.aggregated)
                            .arg(req.disaggregated);
        for (const SizingCandidate &c : req.candidates)
            where += QStringLiteral(" %1/%2").arg(QString::fromStdString(c.gpu),
                                                  QLatin1String(topologyName(c.topology)));
        where += QStringLiteral("; workload ") + dump(d);
        QString problem;
        try {
            if (!cats.install(d, problem))
                continue;
            const Catalog &cat = cats.catalog;
            const Result<SizingResult> result = size(cat, req);
            if (!result) {
                problem = checkRefusal(result.error());
            } else {
                ++sized;
                const SizingResult &res = result.value();
                evaluations += res.evaluations;
                auto finiteNonNeg = [](double v) { return std::isfinite(v) && v >= 0; };
                auto checkOption = [&](const SizingOption &o, bool meets) -> QString {
                    for (double v : {o.tokensPerSecond, o.tokensPerSecondLo, o.tokensPerSecondHi,
                                     o.tokensPerSecondPerUser, o.perUserLo, o.perUserHi, o.tpotMs,
                                     o.ttftMs, o.memoryPerGpuGB, o.usdPerHour,
                                     o.usdPerMillionTokens, o.powerW, o.tokensPerSecondPerMW})
                        if (!finiteNonNeg(v))
                            return QStringLiteral("option figure %1").arg(v);
                    if (!std::isfinite(o.memoryHeadroomGB))
                        return QStringLiteral("headroom %1").arg(o.memoryHeadroomGB);
                    if (o.gpus < 1 || o.gpus > req.maxGpus || o.scenario.gpus != o.gpus)
                        return QStringLiteral("option GPUs %1 of %2").arg(o.gpus).arg(req.maxGpus);
                    if (!(o.tokensPerSecond > 0 && o.tokensPerSecondPerUser > 0 && o.tpotMs > 0))
                        return QStringLiteral("option not positive");
                    const SizingCandidate *cand = nullptr;
                    for (const SizingCandidate &c : req.candidates)
                        if (cat.gpu(c.gpu) && cat.gpu(c.gpu)->id == o.gpu &&
                            c.topology == o.topology)
                            cand = &c;
                    if (!cand)
                        return QStringLiteral("option on a kind not asked for");
                    auto alone = evaluate(cat, o.scenario, cand->params.params);
                    if (!alone)
                        return QStringLiteral("option's scenario refused on its own: ") +
                               QLatin1String(errorName(alone.error().code));
                    Evaluation e = alone.value();
                    applyOffsets(e, cand->params.stepFactor, cand->params.ttftFactor);
                    if (const auto r = resolve(cat, o.scenario); r) {
                        if (QString p = checkEvaluation(e, r.value(), false); !p.isEmpty())
                            return QStringLiteral("option's evaluation: ") + p;
                    }
                    if (!meets)
                        return {};
                    if (!e.fits)
                        return QStringLiteral("option does not fit");
                    if (e.throughputTokensPerSecond < t.tokensPerSecond * (1 - 1e-9))
                        return QStringLiteral("option below the target: %1")
                            .arg(e.throughputTokensPerSecond);
                    if (e.tokensPerSecondPerUser < t.minTokensPerSecondPerUser * (1 - 1e-9))
                        return QStringLiteral("option below the per-user floor: %1")
                            .arg(e.tokensPerSecondPerUser);
                    if (t.maxTtftMs > 0 && e.ttftMs > t.maxTtftMs * (1 + 1e-9))
                        return QStringLiteral("option over the TTFT limit: %1").arg(e.ttftMs);
                    return {};
                };
                for (const SizingOption &o : res.options) {
                    ++options;
                    problem = checkOption(o, true);
                    if (!problem.isEmpty())
                        break;
                }
                for (const SizingFamilyResult &row : res.families) {
                    if (!problem.isEmpty())
                        break;
                    if (!finiteNonNeg(row.reachedPerUser) ||
                        !finiteNonNeg(row.reachedTokensPerSecond) ||
                        !finiteNonNeg(row.reachedTtftMs))
                        problem = QStringLiteral("family row figures");
                    else if ((row.failure == SizingFailure::None) !=
                             (row.best >= 0 && row.best < int(res.options.size())))
                        problem = QStringLiteral("family row: feasible <=> an option");
                    else if (failureName(row.failure).empty())
                        problem = QStringLiteral("family row: unnamed failure");
                }
                if (problem.isEmpty() && res.hasNearest) {
                    if (!res.options.empty())
                        problem = QStringLiteral("a nearest miss beside options");
                    else if (!finiteNonNeg(res.nearestPerUserShortfall) ||
                             !finiteNonNeg(res.nearestThroughputShortfall) ||
                             !finiteNonNeg(res.nearestTtftExcess))
                        problem = QStringLiteral("nearest shortfalls");
                    else
                        problem = checkOption(res.nearest, false);
                    if (!problem.isEmpty())
                        problem = QStringLiteral("nearest: ") + problem;
                }
            }
        } catch (const std::exception &ex) {
            problem = QStringLiteral("exception: %1").arg(QString::fromLocal8Bit(ex.what()));
        } catch (...) {
            problem = QStringLiteral("unknown exception");
        }
        if (!problem.isEmpty())
            failures.add(where, problem);
    }
    qInfo("%d sizing requests in %lld ms: %d sized (%ld evaluations), %d options", kSizingRequests,
          timer.elapsed(), sized, evaluations, options);
    QVERIFY2(failures.total == 0, qPrintable(failures.summary(m_seed)));
}

// What sizing's exactness rests on (docs/model.md, "Why the search is exact"): for a fixed
// deployment, step time and memory never fall and per-user speed never rises as the batch
// grows, nor aggregated TTFT; and less HBM bandwidth never makes a step faster.
void TestModelProperties::stepGrowsWithBatchAndShrinkingBandwidth()
{
    const Catalog &bundled = core::bundledCatalog();
    Catalogs cats(bundled);
    Failures failures;
    int checked = 0;
    for (int i = 0; i < kMonotoneDeployments * 20 && checked < kMonotoneDeployments; ++i) {
        if (m_only && std::uint64_t(i) != m_onlyIndex)
            continue;
        Rng rng(m_seed, 4, std::uint64_t(i));
        Draw d = drawScenario(rng, bundled);
        QString problem;
        if (!cats.install(d, problem) || !paramsInRange(d.params))
            continue;
        const Catalog &cat = cats.catalog;
        const auto r = resolve(cat, d.s);
        if (!r || !evaluate(r.value(), d.params))
            continue;
        ++checked;
        const QString where = QStringLiteral("deployment %1: %2").arg(i).arg(dump(d));
        std::vector<int> batches = logSpaced(1, rng.logInt(2, kMaxBatch), int(rng.integer(8, 40)));
        for (int k = 0; k < 4; ++k)
            batches.push_back(rng.logInt(1, kMaxBatch));
        std::sort(batches.begin(), batches.end());
        ResolvedScenario at = r.value();
        Evaluation prev;
        int prevBatch = 0;
        for (int b : batches) {
            at.batch = b;
            const auto e = evaluate(at, d.params);
            if (!e) {
                problem = QStringLiteral("batch %1 refused: %2")
                              .arg(b)
                              .arg(QLatin1String(errorName(e.error().code)));
                break;
            }
            const Evaluation &cur = e.value();
            // The step grows with the sequences it decodes: the batch, or (disaggregated, the
            // prefill pool behind) the running batch, which more clients can shrink as they
            // lengthen the wait for a first token.
            if (prevBatch > 0 && cur.runningBatch >= prev.runningBatch) {
                const double tol = 1 + kRelTol;
                if (cur.stepMs * tol < prev.stepMs)
                    problem = QStringLiteral("step fell from %1 to %2 ms")
                                  .arg(prev.stepMs)
                                  .arg(cur.stepMs);
                else if (cur.tokensPerSecondPerUser > prev.tokensPerSecondPerUser * tol)
                    problem = QStringLiteral("per-user speed rose");
                else if (cur.memoryPerGpuGB * tol < prev.memoryPerGpuGB)
                    problem = QStringLiteral("memory fell");
                else if (at.serving == Serving::Aggregated && cur.ttftMs * tol < prev.ttftMs)
                    problem = QStringLiteral("aggregated TTFT fell from %1 to %2 ms")
                                  .arg(prev.ttftMs)
                                  .arg(cur.ttftMs);
                if (!problem.isEmpty()) {
                    problem += QStringLiteral(" (batch %1 -> %2)").arg(prevBatch).arg(b);
                    break;
                }
            }
            prev = cur;
            prevBatch = b;
        }
        // Less HBM bandwidth: the same deployment on a copy of the GPU kind at a fraction of it.
        if (problem.isEmpty()) {
            at = r.value();
            at.batch = batches[std::size_t(rng.integer(0, (long long)batches.size() - 1))];
            GpuSpec slower = *at.gpu;
            slower.hbmTBps *= rng.uniform(0.01, 1);
            const auto fast = evaluate(at, d.params);
            ResolvedScenario slow = at;
            slow.gpu = &slower;
            const auto e = evaluate(slow, d.params);
            // At the same running batch: a slower prefill pool (HBM-bound prompts) holds more
            // clients out of the decode batch.
            if (fast && e && e.value().runningBatch >= fast.value().runningBatch &&
                e.value().stepMs * (1 + kRelTol) < fast.value().stepMs)
                problem = QStringLiteral("less HBM bandwidth, faster step: %1 < %2 ms at batch %3")
                              .arg(e.value().stepMs)
                              .arg(fast.value().stepMs)
                              .arg(at.batch);
            else if (fast && !e && validate(slower).empty())
                problem = QStringLiteral("less HBM bandwidth refused");
        }
        if (!problem.isEmpty())
            failures.add(where, problem);
    }
    qInfo("%d deployments swept for monotonicity", checked);
    QVERIFY2(failures.total == 0, qPrintable(failures.summary(m_seed)));
    if (!m_only)
        QVERIFY2(checked == kMonotoneDeployments, qPrintable(QString::number(checked)));
}

QTEST_GUILESS_MAIN(TestModelProperties)
#include "tst_modelproperties.moc"
