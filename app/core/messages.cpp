#include "messages.h"

#include <QCoreApplication>

namespace moeplan::core {

/// The translation context of the model's messages: Messages::tr("...").
struct Messages
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::Messages)
};

QString errorMessage(const ModelError &e)
{
    switch (e.code) {
    case ErrorCode::None:
        return {};
    case ErrorCode::NoGpus:
        return Messages::tr("GPU count must be between 1 and %2 (got %1)")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::ZeroBatch:
        return Messages::tr("batch must be between 1 and %2 (got %1)")
            .arg(e.value, 0, 'f', 0)
            .arg(e.limit, 0, 'f', 0);
    case ErrorCode::PlanTooLarge:
        return Messages::tr("the plan needs %1 GPUs but only %2 are given")
            .arg(e.limit)
            .arg(e.value);
    case ErrorCode::PlanDoesNotDivide:
        return Messages::tr(
                   "%1 GPUs cannot be used by a plan of %2 GPUs: the count must be a multiple "
                   "of %2")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::InvalidParallelism:
        return Messages::tr("invalid parallel plan: tp %1 must be at least 1 and divide ep %2")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::AcceptanceBelowOne:
        return Messages::tr("acceptance length must be at least 1.0 (got %1)").arg(e.value);
    case ErrorCode::AcceptanceAboveDraft:
        return Messages::tr("acceptance length %1 exceeds draft tokens + 1 = %2")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::NegativeDraftTokens:
        return Messages::tr("draft tokens must be between 0 and 64 (got %1)").arg(e.value);
    case ErrorCode::InvalidSequenceLength:
        return Messages::tr(
                   "isl and osl must be between 1 and 10000000 tokens (got isl %1, osl %2)")
            .arg(e.value, 0, 'f', 0)
            .arg(e.limit, 0, 'f', 0);
    case ErrorCode::UnknownModel:
        return Messages::tr("unknown model (see `moeplan-cli catalog`)");
    case ErrorCode::UnknownGpu:
        return Messages::tr("unknown GPU kind (see `moeplan-cli catalog`)");
    case ErrorCode::UnknownPrecision:
        return Messages::tr("precision not offered for this model (see `moeplan-cli catalog`)");
    case ErrorCode::TopologyUnsupported:
        return Messages::tr(
                   "topology nvl72 needs a GPU kind with a 72-GPU NVLink domain (this one has %1)")
            .arg(e.value);
    case ErrorCode::InvalidNicSpeed:
        return Messages::tr("NIC speed must be a positive number of Gb/s (got %1)").arg(e.value);
    case ErrorCode::InvalidParameter:
        return Messages::tr("calibration parameter out of range (got %1, limit %2)")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::NonFiniteResult:
        return Messages::tr("the model produced no finite result for this scenario");
    case ErrorCode::InvalidTarget:
        return Messages::tr(
                   "sizing target out of range (got %1): the target tokens/s must be positive, "
                   "the per-user floor and the TTFT limit zero or more")
            .arg(e.value);
    }
    return Messages::tr("unknown error");
}

QString warningMessage(Warning w)
{
    switch (w) {
    case WarnOutOfMemory:
        return Messages::tr("does not fit in GPU memory");
    case WarnPrecisionEmulated:
        return Messages::tr(
            "the GPU has no tensor cores for this precision; it runs at a wider one");
    case WarnTopologyHypothetical:
        return Messages::tr("an NVL72 GPU kind placed in 8-GPU HGX nodes is hypothetical");
    case WarnBatchBelowDpRanks:
        return Messages::tr("fewer sequences than attention data-parallel ranks: some ranks idle");
    case WarnCrossesNetwork:
        return Messages::tr("a collective spans NVLink domains over InfiniBand");
    case WarnDraftWithoutGain:
        return Messages::tr("draft tokens with acceptance length 1.0 cost time and earn nothing");
    case WarnTpExceedsKvHeads:
        return Messages::tr("tensor parallelism exceeds the KV heads: KV cache is replicated");
    case WarnNone:
        break;
    }
    return {};
}

QString componentLabel(Component c)
{
    switch (c) {
    case Component::Attention:
        return Messages::tr("Attention");
    case Component::DenseWeights:
        return Messages::tr("Dense & shared weights");
    case Component::RoutedExperts:
        return Messages::tr("Routed experts");
    case Component::PrefillChunks:
        return Messages::tr("Prefill chunks");
    case Component::TpCollectives:
        return Messages::tr("TP collectives");
    case Component::EpDispatchCombine:
        return Messages::tr("EP dispatch/combine");
    case Component::Drafter:
        return Messages::tr("Drafter");
    case Component::Overhead:
        return Messages::tr("Fixed overhead");
    case Component::Count:
        break;
    }
    return {};
}

QString ceilingLabel(Ceiling c)
{
    switch (c) {
    case Ceiling::Compute:
        return Messages::tr("compute");
    case Ceiling::Memory:
        return Messages::tr("memory bandwidth");
    case Ceiling::Interconnect:
        return Messages::tr("interconnect");
    case Ceiling::Overhead:
        return Messages::tr("fixed overhead");
    }
    return {};
}

} // namespace moeplan::core
