#include "messages.h"

#include <QCoreApplication>

namespace moeplan::core {

namespace {
QString tr(const char *s)
{
    return QCoreApplication::translate("Model", s);
}
} // namespace

QString errorMessage(const ModelError &e)
{
    switch (e.code) {
    case ErrorCode::None:
        return {};
    case ErrorCode::NoGpus:
        return tr("GPU count must be between 1 and %2 (got %1)").arg(e.value).arg(e.limit);
    case ErrorCode::ZeroBatch:
        return tr("batch must be between 1 and %2 (got %1)")
            .arg(e.value, 0, 'f', 0)
            .arg(e.limit, 0, 'f', 0);
    case ErrorCode::PlanTooLarge:
        return tr("the plan needs %1 GPUs but only %2 are given").arg(e.limit).arg(e.value);
    case ErrorCode::PlanDoesNotDivide:
        return tr("%1 GPUs cannot be used by a plan of %2 GPUs: the count must be a multiple "
                  "of %2")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::InvalidParallelism:
        return tr("invalid parallel plan: tp %1 must be at least 1 and divide ep %2")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::AcceptanceBelowOne:
        return tr("acceptance length must be at least 1.0 (got %1)").arg(e.value);
    case ErrorCode::AcceptanceAboveDraft:
        return tr("acceptance length %1 exceeds draft tokens + 1 = %2").arg(e.value).arg(e.limit);
    case ErrorCode::NegativeDraftTokens:
        return tr("draft tokens must be between 0 and 64 (got %1)").arg(e.value);
    case ErrorCode::InvalidSequenceLength:
        return tr("isl and osl must be between 1 and 10000000 tokens (got isl %1, osl %2)")
            .arg(e.value, 0, 'f', 0)
            .arg(e.limit, 0, 'f', 0);
    case ErrorCode::UnknownModel:
        return tr("unknown model (see `moeplan-cli catalog`)");
    case ErrorCode::UnknownGpu:
        return tr("unknown GPU kind (see `moeplan-cli catalog`)");
    case ErrorCode::UnknownPrecision:
        return tr("precision not offered for this model (see `moeplan-cli catalog`)");
    case ErrorCode::TopologyUnsupported:
        return tr("topology nvl72 needs a GPU kind with a 72-GPU NVLink domain (this one has %1)")
            .arg(e.value);
    case ErrorCode::InvalidNicSpeed:
        return tr("NIC speed must be a positive number of Gb/s (got %1)").arg(e.value);
    case ErrorCode::InvalidParameter:
        return tr("calibration parameter out of range (got %1, limit %2)")
            .arg(e.value)
            .arg(e.limit);
    case ErrorCode::NonFiniteResult:
        return tr("the model produced no finite result for this scenario");
    case ErrorCode::InvalidTarget:
        return tr("sizing target out of range (got %1): the target tokens/s must be positive, "
                  "the per-user floor and the TTFT limit zero or more")
            .arg(e.value);
    }
    return tr("unknown error");
}

QString warningMessage(Warning w)
{
    switch (w) {
    case WarnOutOfMemory:
        return tr("does not fit in GPU memory");
    case WarnPrecisionEmulated:
        return tr("the GPU has no tensor cores for this precision; it runs at a wider one");
    case WarnTopologyHypothetical:
        return tr("an NVL72 GPU kind placed in 8-GPU HGX nodes is hypothetical");
    case WarnBatchBelowDpRanks:
        return tr("fewer sequences than attention data-parallel ranks: some ranks idle");
    case WarnCrossesNetwork:
        return tr("a collective spans NVLink domains over InfiniBand");
    case WarnDraftWithoutGain:
        return tr("draft tokens with acceptance length 1.0 cost time and earn nothing");
    case WarnTpExceedsKvHeads:
        return tr("tensor parallelism exceeds the KV heads: KV cache is replicated");
    case WarnNone:
        break;
    }
    return {};
}

QString componentLabel(Component c)
{
    switch (c) {
    case Component::Attention:
        return tr("Attention");
    case Component::DenseWeights:
        return tr("Dense & shared weights");
    case Component::RoutedExperts:
        return tr("Routed experts");
    case Component::PrefillChunks:
        return tr("Prefill chunks");
    case Component::TpCollectives:
        return tr("TP collectives");
    case Component::EpDispatchCombine:
        return tr("EP dispatch/combine");
    case Component::Drafter:
        return tr("Drafter");
    case Component::Overhead:
        return tr("Fixed overhead");
    case Component::Count:
        break;
    }
    return {};
}

QString ceilingLabel(Ceiling c)
{
    switch (c) {
    case Ceiling::Compute:
        return tr("compute");
    case Ceiling::Memory:
        return tr("memory bandwidth");
    case Ceiling::Interconnect:
        return tr("interconnect");
    case Ceiling::Overhead:
        return tr("fixed overhead");
    }
    return {};
}

} // namespace moeplan::core
