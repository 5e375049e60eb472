#include "costmodel.h"

#include "diagnosis.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace moeplan {

std::string_view componentName(Component c) noexcept
{
    switch (c) {
    case Component::Attention:
        return "attention";
    case Component::DenseWeights:
        return "dense_weights";
    case Component::RoutedExperts:
        return "routed_experts";
    case Component::PrefillChunks:
        return "prefill_chunks";
    case Component::TpCollectives:
        return "tp_collectives";
    case Component::EpDispatchCombine:
        return "ep_dispatch_combine";
    case Component::Drafter:
        return "drafter";
    case Component::Overhead:
        return "overhead";
    case Component::Count:
        break;
    }
    return "unknown";
}

std::string_view ceilingName(Ceiling c) noexcept
{
    switch (c) {
    case Ceiling::Compute:
        return "compute";
    case Ceiling::Memory:
        return "memory";
    case Ceiling::Interconnect:
        return "interconnect";
    case Ceiling::Overhead:
        return "overhead";
    }
    return "unknown";
}

std::string_view warningName(Warning w) noexcept
{
    switch (w) {
    case WarnOutOfMemory:
        return "out_of_memory";
    case WarnPrecisionEmulated:
        return "precision_emulated";
    case WarnTopologyHypothetical:
        return "topology_hypothetical";
    case WarnBatchBelowDpRanks:
        return "batch_below_dp_ranks";
    case WarnCrossesNetwork:
        return "crosses_network";
    case WarnDraftWithoutGain:
        return "draft_without_gain";
    case WarnTpExceedsKvHeads:
        return "tp_exceeds_kv_heads";
    case WarnPrefillBound:
        return "prefill_bound";
    case WarnNone:
        break;
    }
    return "none";
}

std::string_view provenanceName(Provenance p) noexcept
{
    switch (p) {
    case Provenance::Measured:
        return "measured";
    case Provenance::Calibrated:
        return "calibrated";
    case Provenance::Transferred:
        return "transferred";
    case Provenance::Datasheet:
        return "datasheet";
    case Provenance::Ideal:
        return "ideal";
    }
    return "datasheet";
}

double expectedDistinctExperts(double experts, double topK, double tokens) noexcept
{
    if (!(experts > 0) || !(topK > 0) || !(tokens > 0))
        return 0;
    if (topK >= experts)
        return experts;
    return experts * -std::expm1(tokens * std::log1p(-topK / experts));
}

namespace {

bool finite(double v) noexcept
{
    return std::isfinite(v);
}

int ceilLog2(double n) noexcept
{
    if (!(n > 1))
        return 0;
    // ceil(log2(n) - 1e-9) from the binary exponent: n = m 2^e with m in [0.5, 1), so the
    // answer is e, or e - 1 where m <= 0.5 x 2^1e-9 (n a power of two within the tolerance;
    // 2^1e-9 = 1 + 1e-9 ln 2 to double precision). Fits call this millions of times;
    // std::log2 was a tenth of a fit.
    constexpr double kPowerOfTwoMantissa = 0.5 * (1.0 + 1e-9 * std::numbers::ln2);
    int e = 0;
    const double m = std::frexp(n, &e);
    return m <= kPowerOfTwoMantissa ? e - 1 : e;
}

/// Everything one worker group's step needs, hoisted out of the per-component arithmetic.
struct Machine
{
    double hbm;        ///< achieved HBM bytes/s
    double hbmPeak;    ///< datasheet HBM bytes/s
    double peakOther;  ///< achieved FLOP/s at the non-routed compute precision
    double peakRouted; ///< achieved FLOP/s at the routed-expert compute precision
    double rawOther;
    double rawRouted;
    double moeEfficiency; ///< routed-expert kernels against dense ones, (0, 1]
    /// Weight-only (dequantising) kernels against native ones in the decode step, (0, 1]; 1
    /// where the weights are stored as wide as the tensor cores compute.
    double routedWeightOnly;
    double otherWeightOnly;
    double nvlink; ///< achieved NVLink bytes/s per GPU per direction
    double net;    ///< achieved network bytes/s per GPU per direction
    int domain;
};

/// Weights stored narrower than the GPU's tensor cores compute them (INT4 or MXFP4 experts
/// computed in BF16, FP4 on a GPU without FP4 tensor cores): the kernels dequantise every
/// weight they read.
bool isWeightOnly(double bytesPerParam, ComputePrecision compute, const GpuSpec &g) noexcept
{
    const ComputePrecision ran = g.runsAs(compute);
    const double operandBytes = ran == ComputePrecision::FP4   ? 0.5
                                : ran == ComputePrecision::FP8 ? 1.0
                                                               : 2.0;
    return bytesPerParam > 0 && bytesPerParam < operandBytes - 1e-9;
}

Machine machineFor(const ResolvedScenario &r, const CalibrationParams &p) noexcept
{
    const GpuSpec &g = *r.gpu;
    const PrecisionSpec &prec = *r.shape.precision;
    Machine m{};
    m.hbmPeak = g.hbmTBps * 1e12;
    m.hbm = m.hbmPeak * p.hbmEfficiency;
    // FP8/FP4 peaks count only the share of their gain over BF16 that kernels realise.
    const double gain = std::clamp(p.lowPrecisionGain, 0.0, 1.0);
    auto realised = [&](ComputePrecision c) {
        const double peak = g.peakTflops(c);
        return g.bf16Tflops > 0 && peak > g.bf16Tflops ? g.bf16Tflops + gain * (peak - g.bf16Tflops)
                                                       : peak;
    };
    m.rawOther = realised(prec.otherCompute) * 1e12;
    m.rawRouted = realised(prec.routedCompute) * 1e12;
    m.moeEfficiency = std::clamp(p.moeEfficiency, 1e-3, 1.0);
    const double weightOnly = std::clamp(p.weightOnlyEfficiency, 1e-3, 1.0);
    m.routedWeightOnly =
        isWeightOnly(prec.routedBytesPerParam, prec.routedCompute, g) ? weightOnly : 1.0;
    m.otherWeightOnly =
        isWeightOnly(prec.otherBytesPerParam, prec.otherCompute, g) ? weightOnly : 1.0;
    m.peakOther = m.rawOther * p.computeEfficiency;
    m.peakRouted = m.rawRouted * p.computeEfficiency;
    m.nvlink = r.fabric.nvlinkBytesPerS * p.nvlinkEfficiency;
    m.net = r.fabric.networkBytesPerS * p.networkEfficiency;
    m.domain = r.fabric.domainSize;
    return m;
}

/// A roofline piece: time is the larger of its FLOP time and its byte time.
struct Piece
{
    double flopTime = 0;    ///< s at achieved peak
    double byteTime = 0;    ///< s at achieved bandwidth
    double rawFlopTime = 0; ///< s at datasheet peak (for the utilisation readings)
    double rawByteTime = 0;
    double time() const noexcept { return std::max(flopTime, byteTime); }
    bool computeBound() const noexcept { return flopTime >= byteTime; }
};

Piece piece(double flops, double bytes, double peak, double rawPeak, const Machine &m) noexcept
{
    Piece p;
    p.flopTime = peak > 0 ? flops / peak : 0;
    p.byteTime = m.hbm > 0 ? bytes / m.hbm : 0;
    p.rawFlopTime = rawPeak > 0 ? flops / rawPeak : 0;
    p.rawByteTime = m.hbmPeak > 0 ? bytes / m.hbmPeak : 0;
    return p;
}

/// Seconds for a ring all-reduce of `bytes` per GPU over n GPUs: 2 S (n-1)/n on the slowest
/// link the group spans, plus a fixed latency inside the NVLink domain and one per log2 step
/// across domains.
double allReduceSeconds(double bytes, int n, const Machine &m, const CalibrationParams &p,
                        bool &crossesNetwork) noexcept
{
    if (n <= 1 || bytes <= 0)
        return 0;
    const bool crosses = n > m.domain;
    crossesNetwork = crossesNetwork || crosses;
    const double bw = crosses ? std::min(m.nvlink, m.net) : m.nvlink;
    const double volume = 2.0 * bytes * (n - 1) / n;
    // Inside a node the collective's latency grows with its log2 steps up to 8 GPUs; larger
    // NVLink domains reduce in the switch (NVLS), which keeps it about flat.
    double latency = p.nvlinkLatencyUs * std::min(ceilLog2(std::min(n, m.domain)), 3) / 3.0;
    if (crosses)
        latency += p.networkHopLatencyUs * ceilLog2(double(n) / m.domain);
    return volume / bw + latency * 1e-6;
}

/// Seconds for one MoE all-to-all (dispatch or combine) moving `elems` hidden-state elements per
/// rank of `bytesPerElem` each over an EP group of n ranks, each rank itself a group of `stride`
/// GPUs (the MoE tensor-parallel size, packed innermost). A share (n-1)/n of the copies is
/// remote; the EP peers that sit in other NVLink domains receive theirs over the network while
/// the rest move over NVLink at the same time.
double allToAllSeconds(double elems, double bytesPerElem, int n, int stride, double imbalance,
                       const Machine &m, const CalibrationParams &p, bool &crossesNetwork) noexcept
{
    if (n <= 1 || elems <= 0)
        return 0;
    const double bytes = elems * bytesPerElem * imbalance;
    const int span = n * std::max(1, stride); // GPUs the group spreads over
    const int peersInDomain = std::clamp(m.domain / std::max(1, stride), 1, n);
    const double remote = double(n - 1) / n;
    const double outside = double(n - peersInDomain) / n;
    const double inside = remote - outside;
    double t = bytes * inside / m.nvlink;
    // The kernel signals every peer. Inside a node its fixed cost grows with log2 of the group up
    // to 8 ranks (x1 at 8); a switched NVLink domain reaches every peer in one hop, so it stays
    // flat beyond; each log2 step across domains adds a network hop.
    double latency = p.epLatencyUs * std::min(ceilLog2(std::min(n, m.domain)), 3) / 3.0;
    if (outside > 0) {
        crossesNetwork = true;
        t = std::max(t, bytes * outside / m.net);
        latency += p.networkHopLatencyUs * ceilLog2(double(span) / m.domain);
    }
    return t + latency * 1e-6;
}

/// Whether the ranks of an EP group hold different tokens: attention TP narrower than the GPUs
/// the group spans (EP x MoE-TP) means data-parallel attention inside it.
bool tokensPartitioned(const Parallelism &par) noexcept
{
    return par.attnTp < par.moeEp * std::max(1, par.moeTp);
}

struct StepInputs
{
    Parallelism par;
    int batch = 1; ///< sequences per worker group
    int draftTokens = 0;
    double acceptance = 1.0;
    int isl = 1024;
    int osl = 1024;
    bool aggregated = true;
};

/// Bytes of KV cache (plus linear-attention state) per sequence per attention-TP rank at context
/// `ctx` tokens.
double kvBytesPerSequence(const ModelShape &s, double ctx, int attnTp) noexcept
{
    const ModelSpec &m = *s.spec;
    const double kvB = s.precision->kvBytesPerElem;
    const double split = m.attention.kind == AttentionKind::MLA
                             ? 1.0
                             : double(std::min(attnTp, std::max(1, m.attention.kvHeads)));
    const double window = m.attention.window > 0 ? std::min(ctx, double(m.attention.window)) : ctx;
    double bytes = (s.attnFullLayers * ctx + s.attnWindowLayers * window) *
                   s.kvElemsPerTokenPerLayer * kvB / split;
    bytes += s.attnLinearLayers * s.linearStateElemsPerLayer * 2.0 / attnTp;
    return bytes;
}

/// What every term of a decode step reads: the model, the plan and the load, and the token
/// counts derived from them once.
struct DecodeShape
{
    const ModelShape &s;
    const ModelSpec &m;
    const PrecisionSpec &prec;
    const Parallelism &par;
    const StepInputs &in;
    double h;       ///< hidden size
    double q;       ///< tokens verified per sequence (1 + draft tokens)
    double bRank;   ///< sequences on the busiest attention-DP rank
    double tokRank; ///< tokens through the busiest rank's attention
    double T;       ///< tokens through each MoE layer
    double ctx;     ///< mean context: the prompt and half the output
    double window;  ///< the context a sliding-window layer reads
    int at;         ///< attention tensor-parallel size

    DecodeShape(const ResolvedScenario &r, const StepInputs &inputs) noexcept
        : s(r.shape), m(*r.shape.spec), prec(*r.shape.precision), par(inputs.par), in(inputs),
          h(m.hidden), q(1.0 + inputs.draftTokens),
          bRank(std::ceil(double(inputs.batch) / inputs.par.attnDp)), tokRank(bRank * q),
          T(double(inputs.batch) * q), ctx(inputs.isl + 0.5 * inputs.osl),
          window(m.attention.window > 0 ? std::min(ctx, double(m.attention.window)) : ctx),
          at(inputs.par.attnTp)
    {}
};

/// Attention: projections, KV-cache reads, scores and context.
Piece attentionPiece(const DecodeShape &d, const Machine &mach) noexcept
{
    const ModelShape &s = d.s;
    const double attnParams = s.attentionParamsPerLayer * (s.attnFullLayers + s.attnWindowLayers) +
                              s.linearAttentionParamsPerLayer * s.attnLinearLayers;
    const double attnBytes = attnParams * d.prec.otherBytesPerParam / d.at +
                             d.bRank * kvBytesPerSequence(s, d.ctx, d.at);
    const double attnFlops =
        (2.0 * attnParams * d.tokRank +
         d.tokRank * (s.attnFullLayers * d.ctx + s.attnWindowLayers * d.window) *
             s.attnFlopsPerTokenPerCtx +
         d.tokRank * s.attnLinearLayers * 4.0 * s.linearStateElemsPerLayer) /
        d.at;
    return piece(attnFlops, attnBytes, mach.peakOther, mach.rawOther, mach);
}

/// Dense-FFN layers, shared experts, routers and lm_head: every rank reads its TP share.
Piece densePiece(const DecodeShape &d, const Machine &mach) noexcept
{
    const ModelShape &s = d.s;
    const double denseParams = d.m.denseLayers() * s.denseFfnParamsPerLayer +
                               d.m.moeLayers * (s.sharedParamsPerLayer + s.routerParamsPerLayer) +
                               (s.lmHeadParams > 0 ? s.lmHeadParams : s.embeddingParams);
    Piece dense =
        piece(2.0 * denseParams * d.tokRank / d.at, denseParams * d.prec.otherBytesPerParam / d.at,
              mach.peakOther, mach.rawOther, mach);
    dense.flopTime /= mach.otherWeightOnly;
    dense.byteTime /= mach.otherWeightOnly;
    return dense;
}

/// Routed experts: the busiest EP rank reads the experts its tokens touch.
Piece routedPiece(const DecodeShape &d, const CalibrationParams &p, const Machine &mach,
                  Evaluation &e) noexcept
{
    const ModelSpec &m = d.m;
    if (!m.isMoe())
        return {};
    const double imb = std::max(1.0, p.expertImbalance);
    const double perRank = double(m.experts) / d.par.moeEp;
    const double touched = perRank * -std::expm1(d.T * imb * d.s.log1mKOverE);
    const double bytes =
        touched * d.s.expertParams * d.prec.routedBytesPerParam / d.par.moeTp * m.moeLayers;
    const double flops =
        2.0 * (d.T * m.topK / d.par.moeEp * imb) * d.s.expertParams / d.par.moeTp * m.moeLayers;
    Piece routed = piece(flops, bytes, mach.peakRouted, mach.rawRouted, mach);
    routed.flopTime /= mach.moeEfficiency * mach.routedWeightOnly;
    routed.byteTime /= mach.moeEfficiency * mach.routedWeightOnly;
    e.expertsTouched = expectedDistinctExperts(m.experts, m.topK, d.T);
    return routed;
}

/// Prefill chunks sharing the step (aggregated serving): each request brings isl prompt tokens
/// over its osl/AL decode steps.
Piece aggPrefillPiece(const DecodeShape &d, const CalibrationParams &p,
                      const Machine &mach) noexcept
{
    const StepInputs &in = d.in;
    const Parallelism &par = d.par;
    const ModelShape &s = d.s;
    Piece prefill;
    if (!in.aggregated || p.aggPrefillShare <= 0)
        return prefill;
    const double arrivals = double(in.batch) * in.acceptance / in.osl; // requests per step
    const double perRank = arrivals * in.isl * p.aggPrefillShare / par.ranks();
    // The attention and dense part of a prompt runs on the data-parallel rank that owns the
    // request, and the other ranks wait for it at the next MoE layer: the step carries the
    // whole prompt work while prompts do not overlap in time, at most the rank's share of the
    // step's chunked-prefill budget once they do. Engines that balance prefill across ranks
    // spread it instead (dpPrefillStall = 0).
    double perRankOther = perRank;
    if (par.attnDp > 1) {
        const double busiest = std::min(arrivals * in.isl * p.aggPrefillShare,
                                        std::max(p.prefillChunkTokens, 1.0) / par.attnDp) /
                               par.attnTp;
        perRankOther += std::clamp(p.dpPrefillStall, 0.0, 1.0) * (busiest - perRank);
    }
    const double routedActive = d.m.isMoe() ? d.m.moeLayers * s.expertParams * d.m.topK : 0.0;
    const double otherActive = s.activeParams - routedActive;
    const double attnCtx =
        s.attnFullLayers * 0.5 * in.isl + s.attnWindowLayers * std::min(0.5 * in.isl, d.window);
    const double peakO = mach.rawOther * p.prefillEfficiency;
    const double peakR = mach.rawRouted * p.prefillEfficiency * mach.moeEfficiency;
    const double otherFlops = 2.0 * otherActive + attnCtx * s.attnPrefillFlopsPerTokenPerCtx;
    prefill.flopTime = perRankOther * otherFlops / std::max(peakO, 1.0) +
                       perRank * 2.0 * routedActive / std::max(peakR, 1.0);
    prefill.rawFlopTime =
        perRankOther * otherFlops / mach.rawOther + perRank * 2.0 * routedActive / mach.rawRouted;
    // A step that takes in prompts also stalls the batch for their pass (outside the decode
    // step's CUDA graph, scheduled on its own), once however many it batches: the chance of at
    // least one arrival, 1 - e^-arrivals. Short outputs pay for it more often (docs/model.md,
    // "Prompt stall").
    prefill.flopTime += -std::expm1(-arrivals) * std::max(0.0, p.promptStallMs) * 1e-3;
    return prefill;
}

/// Tensor-parallel collectives: attention output and FFN output of every layer.
double tpCollectiveSeconds(const DecodeShape &d, const CalibrationParams &p, const Machine &mach,
                           bool &crosses) noexcept
{
    if (d.at > 1)
        return 2.0 * d.m.layers * allReduceSeconds(d.tokRank * d.h * 2.0, d.at, mach, p, crosses);
    if (d.par.moeTp > 1 && d.m.isMoe())
        return d.m.moeLayers *
               allReduceSeconds(d.T / d.par.moeEp * d.h * 2.0, d.par.moeTp, mach, p, crosses);
    return 0;
}

/// Expert-parallel dispatch (FP8) and combine (BF16) in every MoE layer, where the EP group's
/// ranks hold different tokens (data-parallel attention). When attention TP spans the group,
/// every rank already holds every token: it runs its own experts on them and the FFN's TP
/// all-reduce sums the outputs, so there is nothing to dispatch.
double epSeconds(const DecodeShape &d, const CalibrationParams &p, const Machine &mach,
                 bool &crosses) noexcept
{
    const Parallelism &par = d.par;
    if (!d.m.isMoe() || par.moeEp <= 1 || !tokensPartitioned(par))
        return 0;
    const double elems = d.T / par.moeEp * d.m.topK * d.h;
    const double imb = std::max(1.0, p.expertImbalance);
    return d.m.moeLayers *
           (allToAllSeconds(elems, 1.0, par.moeEp, par.moeTp, imb, mach, p, crosses) +
            allToAllSeconds(elems, 2.0, par.moeEp, par.moeTp, imb, mach, p, crosses));
}

/// Drafter: d sequential passes of a one-layer head plus lm_head on the rank's sequences.
Piece drafterPiece(const DecodeShape &d, const Machine &mach) noexcept
{
    Piece drafter;
    const int n = d.in.draftTokens;
    if (n <= 0)
        return drafter;
    const ModelShape &s = d.s;
    const double ffn = d.m.denseFfn > 0 ? s.denseFfnParamsPerLayer
                                        : s.sharedParamsPerLayer + d.m.topK * s.expertParams;
    const double params = s.attentionParamsPerLayer + ffn + 2.0 * d.h * d.h +
                          (s.lmHeadParams > 0 ? s.lmHeadParams : s.embeddingParams);
    const Piece one =
        piece(2.0 * params * d.bRank / d.at, params * d.prec.otherBytesPerParam / d.at,
              mach.peakOther, mach.rawOther, mach);
    drafter.flopTime = one.flopTime * n;
    drafter.byteTime = one.byteTime * n;
    drafter.rawFlopTime = one.rawFlopTime * n;
    drafter.rawByteTime = one.rawByteTime * n;
    return drafter;
}

/// The fixed costs of a step: per step, per draft token, per layer, per MoE layer, per sequence.
double overheadSeconds(const DecodeShape &d, const CalibrationParams &p) noexcept
{
    return (p.stepOverheadMs + p.draftOverheadMs * d.in.draftTokens) * 1e-3 +
           (p.layerOverheadUs * d.m.layers + p.moeLayerOverheadUs * d.m.moeLayers +
            p.sequenceOverheadUs * d.bRank) *
               1e-6;
}

/// Fills the step's breakdown, the shares of the four ceilings, the binding one and the
/// utilisations from its terms.
void tallyStep(const Piece &attn, const Piece &dense, const Piece &routed, const Piece &prefill,
               const Piece &drafter, double tpSeconds, double epSeconds, double overheadSeconds,
               const CalibrationParams &p, Evaluation &e) noexcept
{
    // Communication overlaps compute up to the overlap fraction and the compute available.
    const double computeSeconds = attn.time() + dense.time() + routed.time() + prefill.time();
    const double commSeconds = tpSeconds + epSeconds;
    const double hidden =
        std::min(std::clamp(p.commOverlap, 0.0, 1.0) * commSeconds, computeSeconds);
    const double exposed = commSeconds - hidden;
    const double exposedShare = commSeconds > 0 ? exposed / commSeconds : 0.0;

    auto &b = e.breakdownMs;
    b[int(Component::Attention)] = attn.time() * 1e3;
    b[int(Component::DenseWeights)] = dense.time() * 1e3;
    b[int(Component::RoutedExperts)] = routed.time() * 1e3;
    b[int(Component::PrefillChunks)] = prefill.time() * 1e3;
    b[int(Component::TpCollectives)] = tpSeconds * exposedShare * 1e3;
    b[int(Component::EpDispatchCombine)] = epSeconds * exposedShare * 1e3;
    b[int(Component::Drafter)] = drafter.time() * 1e3;
    b[int(Component::Overhead)] = overheadSeconds * 1e3;

    double step = 0;
    for (double v : b)
        step += v;
    e.stepMs = step;

    const Piece *pieces[] = {&attn, &dense, &routed, &prefill, &drafter};
    e.computeMs = 0;
    e.memoryMs = 0;
    for (const Piece *pc : pieces) {
        (pc->computeBound() ? e.computeMs : e.memoryMs) += pc->time() * 1e3;
    }
    e.commTotalMs = commSeconds * 1e3;
    e.commExposedMs = exposed * 1e3;
    e.overheadMs = overheadSeconds * 1e3;

    double rawFlop = 0, rawByte = 0;
    for (const Piece *pc : pieces) {
        rawFlop += pc->rawFlopTime;
        rawByte += pc->rawByteTime;
    }
    const double stepSeconds = step * 1e-3;
    e.computeUtilization = stepSeconds > 0 ? rawFlop / stepSeconds : 0;
    e.hbmUtilization = stepSeconds > 0 ? rawByte / stepSeconds : 0;
    e.exposedCommShare = step > 0 ? e.commExposedMs / step : 0;
    e.overheadShare = step > 0 ? e.overheadMs / step : 0;

    // Binding ceiling: the four readings in the seed article's order (model/diagnosis.h), so
    // the label never contradicts the readings it is drawn beside.
    e.binding = bindingOfReadings(e.computeUtilization, e.hbmUtilization, e.exposedCommShare,
                                  e.overheadShare);
}

/// Decode step of one worker group; fills the step part of `e`: each term of the step in
/// turn, then their tally.
void decodeStep(const ResolvedScenario &r, const StepInputs &in, const CalibrationParams &p,
                const Machine &mach, Evaluation &e) noexcept
{
    const DecodeShape d(r, in);
    if (in.batch < d.par.attnDp)
        e.warnings |= WarnBatchBelowDpRanks;
    if (d.m.attention.kind != AttentionKind::MLA && d.at > d.m.attention.kvHeads)
        e.warnings |= WarnTpExceedsKvHeads;

    const Piece attn = attentionPiece(d, mach);
    const Piece dense = densePiece(d, mach);
    const Piece routed = routedPiece(d, p, mach, e);
    const Piece prefill = aggPrefillPiece(d, p, mach);
    bool crosses = false;
    const double tp = tpCollectiveSeconds(d, p, mach, crosses);
    const double ep = epSeconds(d, p, mach, crosses);
    if (crosses)
        e.warnings |= WarnCrossesNetwork;
    const Piece drafter = drafterPiece(d, mach);
    tallyStep(attn, dense, routed, prefill, drafter, tp, ep, overheadSeconds(d, p), p, e);
    e.tokensPerStep = d.T;
}

struct PrefillTime
{
    double latency = 0; ///< one prompt alone on the worker group, s
    /// The worker group's busy time per prompt when prompts are batched (FLOP time only: the
    /// weight reads and the fixed per-request cost are shared by a batch), s.
    double work = 0;
};

/// Time to prefill one prompt of `isl` tokens on one worker group.
PrefillTime prefillSeconds(const ResolvedScenario &r, const Parallelism &par, int isl,
                           const CalibrationParams &p, const Machine &mach) noexcept
{
    const ModelShape &s = r.shape;
    const ModelSpec &m = *s.spec;
    const PrecisionSpec &prec = *s.precision;
    const double R = par.ranks();
    const double L = isl;
    const double routedActive = m.isMoe() ? m.moeLayers * s.expertParams * m.topK : 0.0;
    const double otherActive = s.activeParams - routedActive;
    const double window =
        m.attention.window > 0 ? std::min(0.5 * L, double(m.attention.window)) : 0.5 * L;
    const double attnFlops = L * (s.attnFullLayers * 0.5 * L + s.attnWindowLayers * window) *
                             s.attnPrefillFlopsPerTokenPerCtx;
    const double eff = r.serving == Serving::Disaggregated && p.poolPrefillEfficiency > 0
                           ? p.poolPrefillEfficiency
                           : p.prefillEfficiency;
    const double flopSeconds =
        (2.0 * otherActive * L + attnFlops) / (R * std::max(mach.rawOther * eff, 1.0)) +
        2.0 * routedActive * L / (R * std::max(mach.rawRouted * eff * mach.moeEfficiency, 1.0));
    // Weights are read at least once.
    const double routedBytes = m.isMoe() ? s.routedBytes() : 0.0;
    const double weightBytes = routedBytes / R + s.otherBytes() / par.attnTp;
    const double byteSeconds = weightBytes / mach.hbm;
    // Communication: TP all-reduces and EP all-to-alls of the prompt's hidden states.
    bool crosses = false;
    double comm = 0;
    const double h = m.hidden;
    if (par.attnTp > 1)
        comm += 2.0 * m.layers *
                allReduceSeconds(L * h * 2.0 / par.attnDp, par.attnTp, mach, p, crosses);
    if (m.isMoe() && par.moeEp > 1 && tokensPartitioned(par)) {
        const double elems = L / par.moeEp * m.topK * h;
        comm += m.moeLayers *
                (allToAllSeconds(elems, 1.0, par.moeEp, par.moeTp, 1.0, mach, p, crosses) +
                 allToAllSeconds(elems, 2.0, par.moeEp, par.moeTp, 1.0, mach, p, crosses));
    }
    (void)prec;
    PrefillTime t;
    t.latency = std::max(flopSeconds, byteSeconds) + comm * (1.0 - 0.5 * p.commOverlap) +
                p.prefillOverheadMs * 1e-3;
    t.work = flopSeconds;
    return t;
}

/// Seconds to move one prompt's KV cache from its prefill worker to a decode worker: the bytes
/// of `isl` tokens, sent by the prefill ranks that hold distinct shards (GQA heads split by
/// attention TP; MLA's latent is replicated, one rank's copy is sent), over NVLink when both
/// pools sit in one NVLink domain, else over the ranks' NICs.
double kvTransferSeconds(const ResolvedScenario &r, const Machine &m) noexcept
{
    const ModelSpec &spec = *r.shape.spec;
    const double bytes = kvBytesPerSequence(r.shape, r.isl, 1);
    const int senders =
        spec.attention.kind == AttentionKind::MLA
            ? 1
            : std::clamp(std::min(r.prefill.par.attnTp, spec.attention.kvHeads), 1, 1 << 20);
    const bool sameDomain =
        r.fabric.topology == Topology::Nvl72 && r.gpusUsed <= r.fabric.domainSize;
    const double bw = (sameDomain ? m.nvlink : m.net) * senders;
    return bw > 0 ? bytes / bw : 0.0;
}

} // namespace

ModelError checkParallelism(const Parallelism &p) noexcept
{
    if (p.attnTp < 1 || p.attnDp < 1 || p.moeTp < 1 || p.moeEp < 1)
        return {ErrorCode::InvalidParallelism,
                double(std::min({p.attnTp, p.attnDp, p.moeTp, p.moeEp})), 1};
    // The products in 64 bits: two sizes of 65536 overflow int (to 0 = 0, which passed), and
    // past kMaxGpus ranks() itself would.
    const long long attn = static_cast<long long>(p.attnTp) * p.attnDp;
    const long long moe = static_cast<long long>(p.moeTp) * p.moeEp;
    if (attn != moe)
        return {ErrorCode::InvalidParallelism, double(attn), double(moe)};
    if (attn > kMaxGpus)
        return {ErrorCode::PlanTooLarge, double(kMaxGpus), double(attn)};
    return {};
}

double closedLoopWaitMs(double clients, double servers, double serviceMs, double baseMs,
                        double thinkMs, double weight) noexcept
{
    // Clients C cycle through the prefill servers (c of them, service S each) and the rest of
    // their request (Z = decode time): arrival rate lambda = C / (R + Z), utilisation
    // rho = lambda S / c, and the wait W(rho) from the M/D/c approximation
    // W = 1/2 S rho^(sqrt(2(c+1)) - 1) / (c (1 - rho)) (Sakasegawa, deterministic service),
    // scaled by the share of clients beyond the servers (no wait when C <= c). R = base + w W
    // is solved for rho in (0, 1): R(rho) = C S / (c rho) - Z falls with rho while W rises.
    if (!(clients > servers) || !(servers > 0) || !(serviceMs > 0) || !(weight > 0))
        return 0.0;
    const double c = servers;
    const double finite = 1.0 - c / clients;
    const double k = std::sqrt(2.0 * (c + 1.0)) - 1.0;
    auto wait = [&](double rho) {
        return 0.5 * serviceMs * std::exp(k * std::log(rho)) / (c * (1.0 - rho)) * finite;
    };
    // rho where R = base: the wait cannot make R shorter than that.
    const double a = clients * serviceMs / c; // R(rho) = a / rho - Z
    double hi = std::min(1.0 - 1e-12, a / std::max(baseMs + thinkMs, 1e-9));
    double lo = 0.0;
    // h(rho) = a / rho - Z - base - w W(rho), falling in rho: safeguarded Newton (a bisection
    // step whenever Newton leaves the bracket), converging in a handful of steps.
    double rho = 0.5 * hi;
    for (int i = 0; i < 40; ++i) {
        const double w = wait(rho);
        const double h = a / rho - thinkMs - baseMs - weight * w;
        if (h > 0)
            lo = rho;
        else
            hi = rho;
        const double dh = -a / (rho * rho) - weight * w * (k / rho + 1.0 / (1.0 - rho));
        double next = dh < 0 ? rho - h / dh : 0.5 * (lo + hi);
        if (!(next > lo && next < hi))
            next = 0.5 * (lo + hi);
        if (std::abs(next - rho) <= 1e-10 * rho || hi - lo <= 1e-12) {
            rho = next;
            break;
        }
        rho = next;
    }
    return rho > 0 ? wait(rho) : 0.0;
}

double weightBytesPerRank(const ModelShape &s, const Parallelism &par) noexcept
{
    const double routed = s.spec->isMoe() ? s.routedBytes() / (double(par.moeEp) * par.moeTp) : 0.0;
    const double other =
        (s.otherBytes() + s.mtpParams * s.precision->otherBytesPerParam) / par.attnTp;
    return routed + other;
}

std::string_view topologyName(Topology t) noexcept
{
    return t == Topology::Nvl72 ? "nvl72" : "hgx-ib";
}

std::optional<Topology> parseTopology(std::string_view s) noexcept
{
    if (iequals(s, "hgx-ib") || iequals(s, "hgx"))
        return Topology::HgxIb;
    if (iequals(s, "nvl72"))
        return Topology::Nvl72;
    return std::nullopt;
}

std::string_view planName(PlanKind p) noexcept
{
    switch (p) {
    case PlanKind::TP:
        return "tp";
    case PlanKind::EP:
        return "ep";
    case PlanKind::TPReplicas:
        return "tp-replicas";
    }
    return "ep";
}

std::optional<PlanKind> parsePlan(std::string_view s) noexcept
{
    if (iequals(s, "tp"))
        return PlanKind::TP;
    if (iequals(s, "ep") || iequals(s, "dep"))
        return PlanKind::EP;
    if (iequals(s, "tp-replicas"))
        return PlanKind::TPReplicas;
    return std::nullopt;
}

std::string_view servingName(Serving s) noexcept
{
    return s == Serving::Disaggregated ? "disagg" : "agg";
}

std::optional<Serving> parseServing(std::string_view s) noexcept
{
    if (iequals(s, "agg"))
        return Serving::Aggregated;
    if (iequals(s, "disagg"))
        return Serving::Disaggregated;
    return std::nullopt;
}

double poolGpus(const WorkerPlan &w) noexcept
{
    return double(w.parallelism.attnTp) * w.parallelism.attnDp * std::max(0, w.workers);
}

double poolGpus(const Scenario &s) noexcept
{
    return poolGpus(s.prefill) + poolGpus(s.decode);
}

Parallelism parallelismFor(const Scenario &s) noexcept
{
    Parallelism p;
    switch (s.plan) {
    case PlanKind::TP:
    case PlanKind::TPReplicas:
        p.attnTp = s.tp;
        p.moeTp = s.tp;
        break;
    case PlanKind::EP:
        p.attnTp = s.tp;
        p.attnDp = s.tp > 0 && s.ep % s.tp == 0 ? s.ep / s.tp : 0;
        p.moeEp = s.ep;
        break;
    }
    return p;
}

Result<ResolvedScenario> resolve(const Catalog &catalog, const Scenario &s)
{
    ResolvedScenario r;
    const ModelSpec *model = catalog.model(s.model);
    if (!model)
        return ModelError{ErrorCode::UnknownModel};
    r.gpu = catalog.gpu(s.gpu);
    if (!r.gpu)
        return ModelError{ErrorCode::UnknownGpu};
    const PrecisionSpec *prec = model->precision(s.precision);
    if (!prec)
        return ModelError{ErrorCode::UnknownPrecision};

    if (s.gpus < 1 || s.gpus > kMaxGpus)
        return ModelError{ErrorCode::NoGpus, double(s.gpus), kMaxGpus};
    if (s.batch < 1 || s.batch > kMaxBatch)
        return ModelError{ErrorCode::ZeroBatch, double(s.batch), kMaxBatch};
    if (s.isl < 1 || s.osl < 1 || s.isl > kMaxSequence || s.osl > kMaxSequence)
        return ModelError{ErrorCode::InvalidSequenceLength, double(s.isl), double(s.osl)};
    if (s.draftTokens < 0 || s.draftTokens > kMaxDraftTokens)
        return ModelError{ErrorCode::NegativeDraftTokens, double(s.draftTokens)};
    if (std::isnan(s.acceptanceLength) || s.acceptanceLength < 1.0)
        return ModelError{ErrorCode::AcceptanceBelowOne, s.acceptanceLength};
    if (!finite(s.acceptanceLength) || s.acceptanceLength > s.draftTokens + 1.0 + 1e-9)
        return ModelError{ErrorCode::AcceptanceAboveDraft, s.acceptanceLength, s.draftTokens + 1.0};
    // 0 = the GPU kind's NIC; an override above kMinDatasheetRate, as validate() wants of a
    // GPU kind's (a denormal speed made every collective across nodes infinite).
    if (!finite(s.nicGbps) || s.nicGbps < 0 || s.nicGbps > 1e5 ||
        (s.nicGbps > 0 && s.nicGbps <= kMinDatasheetRate))
        return ModelError{ErrorCode::InvalidNicSpeed, s.nicGbps};

    r.shape = deriveShape(*model, *prec);
    if (!r.gpu->supportsNatively(prec->routedCompute) ||
        !r.gpu->supportsNatively(prec->otherCompute))
        r.warnings |= WarnPrecisionEmulated;

    // Fabric.
    r.fabric.topology = s.topology;
    if (s.topology == Topology::Nvl72) {
        if (r.gpu->nvlinkDomain < 72)
            return ModelError{ErrorCode::TopologyUnsupported, double(r.gpu->nvlinkDomain), 72};
        r.fabric.domainSize = r.gpu->nvlinkDomain;
    } else {
        r.fabric.domainSize = std::min(8, r.gpu->nvlinkDomain);
        if (r.gpu->form == GpuForm::Nvl72)
            r.warnings |= WarnTopologyHypothetical;
    }
    r.fabric.nvlinkBytesPerS = r.gpu->nvlinkGBps * 1e9;
    const double nic = s.nicGbps > 0 ? s.nicGbps : r.gpu->nicGbps;
    r.fabric.networkBytesPerS = nic * 1e9 / 8.0;
    if (r.fabric.networkBytesPerS <= 0)
        return ModelError{ErrorCode::InvalidNicSpeed, nic};

    r.serving = s.serving;
    r.draftTokens = s.draftTokens;
    r.acceptanceLength = s.acceptanceLength;
    r.isl = s.isl;
    r.osl = s.osl;

    if (s.serving == Serving::Aggregated) {
        if (s.tp < 1 || (s.plan == PlanKind::EP && (s.ep < 1 || s.ep % s.tp != 0)))
            return ModelError{ErrorCode::InvalidParallelism, double(s.tp), double(s.ep)};
        r.decode.par = parallelismFor(s);
        const int ranks = r.decode.par.ranks();
        if (ranks > s.gpus)
            return ModelError{ErrorCode::PlanTooLarge, double(s.gpus), double(ranks)};
        if (s.gpus % ranks != 0)
            return ModelError{ErrorCode::PlanDoesNotDivide, double(s.gpus), double(ranks)};
        r.decode.count = s.gpus / ranks;
        r.prefill = r.decode;
        r.gpusUsed = s.gpus;
        r.batch = s.batch;
    } else {
        for (const WorkerPlan *w : {&s.prefill, &s.decode}) {
            if (const ModelError e = checkParallelism(w->parallelism); e.code != ErrorCode::None)
                return e;
            if (w->workers < 1 || w->workers > kMaxGpus)
                return ModelError{ErrorCode::NoGpus, double(w->workers), kMaxGpus};
        }
        r.prefill = {s.prefill.parallelism, s.prefill.workers};
        r.decode = {s.decode.parallelism, s.decode.workers};
        // Not in int (ranks and workers up to kMaxGpus each): 2^30 decode workers of 16 GPUs
        // wrapped to a count below s.gpus and were accepted.
        const double used = poolGpus(s);
        if (used > s.gpus)
            return ModelError{ErrorCode::PlanTooLarge, double(s.gpus), used};
        r.gpusUsed = static_cast<int>(used);
        r.batch = s.decode.batch > 0 ? s.decode.batch : s.batch;
    }
    if (s.draftTokens > 0 && s.acceptanceLength <= 1.0)
        r.warnings |= WarnDraftWithoutGain;
    return r;
}

Result<ResolvedScenario> withParallelism(ResolvedScenario r, const Parallelism &par, int replicas)
{
    if (const ModelError e = checkParallelism(par); e.code != ErrorCode::None)
        return e;
    if (replicas < 1 || replicas > kMaxGpus || par.ranks() > kMaxGpus / replicas)
        return ModelError{ErrorCode::NoGpus, double(replicas), kMaxGpus};
    r.serving = Serving::Aggregated;
    r.decode = {par, replicas};
    r.prefill = r.decode;
    r.gpusUsed = par.ranks() * replicas;
    return r;
}

Result<Evaluation> evaluate(const ResolvedScenario &r, const CalibrationParams &p) noexcept
{
    if (const ModelError e = p.check(); e.code != ErrorCode::None)
        return e;
    // The batch is what callers change after resolve() (sweeps, sizing): kMaxBatch holds here
    // too, or sweepBatch() evaluated batches that resolve() refuses.
    if (!r.gpu || !r.shape.spec || !r.shape.precision || r.batch < 1 || r.batch > kMaxBatch)
        return ModelError{ErrorCode::ZeroBatch, double(r.batch), kMaxBatch};

    const Machine mach = machineFor(r, p);
    Evaluation e;
    e.warnings = r.warnings;

    StepInputs in;
    in.par = r.decode.par;
    in.batch = r.batch;
    in.draftTokens = r.draftTokens;
    in.acceptance = r.acceptanceLength;
    in.isl = r.isl;
    in.osl = r.osl;
    in.aggregated = r.serving == Serving::Aggregated;
    decodeStep(r, in, p, mach, e);

    const double AL = r.acceptanceLength;
    e.replicas = r.decode.count;
    e.gpusUsed = r.gpusUsed;
    e.concurrency = double(r.batch) * r.decode.count;

    // Time to first token (docs/model.md, "Time to first token"): the prompt's prefill on a
    // prefill server, the wait for that server, the KV-cache transfer to the decode worker
    // (disaggregated) and the first decode step.
    const PrefillTime prefill = prefillSeconds(r, r.prefill.par, r.isl, p, mach);
    e.prefillMs = prefill.latency * 1e3;
    const double workMs = prefill.work * 1e3;
    e.prefillWorkMs = workMs;
    const bool disagg = r.serving != Serving::Aggregated;
    // Prefill servers: the prefill workers (disaggregated) or the replicas, which prefill
    // their own prompts between decode steps.
    const double servers = disagg ? r.prefill.count : r.decode.count;
    e.kvTransferMs =
        disagg ? kvTransferSeconds(r, mach) * std::clamp(p.kvTransferExposed, 0.0, 1.0) * 1e3 : 0;
    // The opening burst: every client sends its first request at once.
    e.burstMs = disagg ? p.disaggQueueFactor * std::max(0.0, e.concurrency / servers - 1.0) * workMs
                       : p.queueFactor * std::max(0, r.batch - 1) * e.prefillMs;
    e.handoffMs = disagg ? p.disaggOverheadMs : 0.0;
    // The TTFT's step-dependent parts for the step in `x`; returns the decode time of the
    // rest of a request.
    auto firstToken = [&](Evaluation &x) {
        const double base = x.prefillMs + x.kvTransferMs + x.handoffMs + x.stepMs + x.burstMs;
        // The steady wait: each client sends its next request when the last one finished.
        const double decodeMs = std::max(0.0, r.osl - 1.0) / AL * x.stepMs;
        x.prefillQueueMs = disagg && p.prefillQueue > 0
                               ? p.prefillQueue * closedLoopWaitMs(x.concurrency, servers, workMs,
                                                                   base, decodeMs, p.prefillQueue)
                               : 0.0;
        x.prefillUtilization =
            servers > 0 && base + x.prefillQueueMs + decodeMs > 0
                ? x.concurrency * workMs / (servers * (base + x.prefillQueueMs + decodeMs))
                : 0.0;
        x.ttftMs = base + x.prefillQueueMs;
        return decodeMs;
    };
    const double decodeMs = firstToken(e);
    e.runningBatch = r.batch;
    // Disaggregated, a client waiting for its first token holds no place in the decode batch:
    // by Little's law a decode worker runs B x decode / (TTFT + decode) of its B clients. When
    // the prefill pool cannot keep up that is far below B, and the step is that of the
    // smaller batch.
    auto share = [&](double d, const Evaluation &x) {
        return d + x.ttftMs > 0 ? d / (d + x.ttftMs) : 1.0;
    };
    if (disagg && r.batch > 1 && r.batch * share(decodeMs, e) < r.batch - 0.5) {
        // The batch b at which b = floor(B g(b)). g rises with b (a larger batch decodes longer
        // and queues less), so B g(b) - b changes sign once between 1 and B: iterate
        // b <- floor(B g(b)) from the full batch, which settles in a few steps (B g(b) is nearly
        // flat when the pool is starved, nearly b when it is not), and bisect the bracket the
        // iterates leave if it does not.
        auto at = [&](int b, Evaluation &x) {
            x = e;
            in.batch = b;
            decodeStep(r, in, p, mach, x);
            const double d = firstToken(x);
            return std::clamp(int(std::floor(r.batch * share(d, x))), 1, r.batch);
        };
        int lo = 1, hi = r.batch; // B g(lo) >= lo; B g(hi) < hi
        int b = std::clamp(int(std::floor(r.batch * share(decodeMs, e))), 1, r.batch - 1);
        Evaluation x;
        bool settled = false;
        for (int i = 0; i < 64 && hi - lo > 1; ++i) {
            const int next = at(b, x);
            if (next == b) {
                settled = true;
                break;
            }
            if (next > b)
                lo = b;
            else
                hi = b;
            // The next iterate, or the bracket's middle once iterates stop narrowing it.
            b = next > lo && next < hi && i < 6 ? next : lo + (hi - lo) / 2;
        }
        if (!settled) {
            b = lo;
            at(b, x);
        }
        x.runningBatch = b;
        e = x;
        if (e.runningBatch < 0.8 * r.batch)
            e.warnings |= WarnPrefillBound;
    }
    e.committedPerStep = e.runningBatch * AL;
    e.tpotMs = e.stepMs / AL;
    e.tokensPerSecondPerUser = 1e3 * AL / e.stepMs;
    e.throughputTokensPerSecond = e.replicas * e.committedPerStep * 1e3 / e.stepMs;
    e.throughputPerGpu = e.throughputTokensPerSecond / r.gpusUsed;

    // Memory per GPU of the decode side.
    const Parallelism &par = r.decode.par;
    const double seqPerRank = std::ceil(double(r.batch) / par.attnDp);
    e.weightsPerGpuGB = weightBytesPerRank(r.shape, par) / 1e9;
    e.kvPerGpuGB =
        seqPerRank * kvBytesPerSequence(r.shape, double(r.isl) + r.osl, par.attnTp) / 1e9;
    e.reservePerGpuGB = p.memoryReserveGB;
    e.memoryPerGpuGB = e.weightsPerGpuGB + e.kvPerGpuGB + e.reservePerGpuGB;
    e.hbmCapacityGB = r.gpu->hbmGB;
    e.shortfallGB = std::max(0.0, e.memoryPerGpuGB - e.hbmCapacityGB);
    e.fits = e.shortfallGB <= 0;
    if (!e.fits)
        e.warnings |= WarnOutOfMemory;

    for (double v : {e.stepMs, e.tpotMs, e.throughputTokensPerSecond, e.ttftMs, e.memoryPerGpuGB}) {
        if (!finite(v) || v < 0)
            return ModelError{ErrorCode::NonFiniteResult, 0};
    }
    if (e.stepMs <= 0)
        return ModelError{ErrorCode::NonFiniteResult, 0};
    return e;
}

Result<Evaluation> evaluate(const Catalog &catalog, const Scenario &s, const CalibrationParams &p)
{
    auto r = resolve(catalog, s);
    if (!r)
        return r.error();
    return evaluate(r.value(), p);
}

} // namespace moeplan
