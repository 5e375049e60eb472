#include "messages.h"

#include <QCoreApplication>

namespace moeplan::core {

/// The translation context of the model's messages: Messages::tr("...").
struct Messages
{
    Q_DECLARE_TR_FUNCTIONS(moeplan::core::Messages)
};

QString catalogIssueMessage(const CatalogIssue &i)
{
    const QString field = QString::fromStdString(i.field);
    const QString unit = QString::fromStdString(i.unit);
    const QString value = QString::number(i.value, 'g', 6);
    const QString lo = QString::number(i.lo, 'g', 6);
    const QString hi = QString::number(i.hi, 'g', 6);
    switch (i.problem) {
    case CatalogProblem::Empty:
        return Messages::tr("%1 is empty").arg(field);
    case CatalogProblem::OutOfRange:
        return Messages::tr("%1 = %2 %3 is outside (%4, %5] %3").arg(field, value, unit, lo, hi);
    case CatalogProblem::NotAboveMinimum:
        return Messages::tr("%1 = %2 %3 is not above %4 %3, the least the model takes")
            .arg(field, value, unit, lo);
    case CatalogProblem::BelowBf16Peak:
        return Messages::tr("%1 = %2 %3 is below the BF16 peak (%4 %3); dense peaks grow as "
                            "precision narrows")
            .arg(field, value, unit, lo);
    case CatalogProblem::BelowFp8Peak:
        return Messages::tr("%1 = %2 %3 is below the FP8/BF16 peak (%4 %3)")
            .arg(field, value, unit, lo);
    case CatalogProblem::CountOutOfRange:
        return Messages::tr("%1 = %2 %3 is outside [%4, %5] %3").arg(field, value, unit, lo, hi);
    case CatalogProblem::NoSource:
        return Messages::tr("%1 must cite at least one source").arg(field);
    case CatalogProblem::NotPositive:
        return Messages::tr("%1 must be positive (got %2)").arg(field, value);
    case CatalogProblem::Negative:
        return Messages::tr("%1 must not be negative (got %2)").arg(field, value);
    case CatalogProblem::MoeLayersOutOfRange:
        return Messages::tr("%1 must be between 0 and layers (got %2)").arg(field, value);
    case CatalogProblem::MlaNeedsRanks:
        return Messages::tr("%1: MLA attention needs kv_lora_rank and v_head_dim").arg(field);
    case CatalogProblem::GqaNeedsHeads:
        return Messages::tr("%1: GQA attention needs kv_heads and head_dim").arg(field);
    case CatalogProblem::KvHeadsAboveHeads:
        return Messages::tr("%1 = %2 exceeds attention.heads").arg(field, value);
    case CatalogProblem::MoeNeedsExperts:
        return Messages::tr("%1: MoE layers need experts and expert_ffn").arg(field);
    case CatalogProblem::TopKOutOfRange:
        return Messages::tr("%1 = %2 must be in [1, experts]").arg(field, value);
    case CatalogProblem::DenseNeedsFfn:
        return Messages::tr("%1: dense layers need dense_ffn").arg(field);
    case CatalogProblem::NoPrecision:
        return Messages::tr("%1 must offer at least one precision").arg(field);
    case CatalogProblem::DefaultPrecisionMissing:
        return Messages::tr("%1 is not among the offered precisions").arg(field);
    case CatalogProblem::BytesOutOfRange:
        return Messages::tr("%1 must be in (0, 4] bytes").arg(field);
    case CatalogProblem::ParamsDisagree:
        return Messages::tr("%1 = %2 %3 disagrees by more than 25% with the %4 %3 its "
                            "architecture fields add up to")
            .arg(field, value, unit, lo);
    }
    return field;
}

QString unstatedList(const QStringList &missing)
{
    QStringList words;
    for (const QString &m : missing) {
        if (m == QLatin1String("prefill workers"))
            words << Messages::tr("prefill workers");
        else if (m == QLatin1String("decode workers"))
            words << Messages::tr("decode workers");
        else if (m == QLatin1String("plan"))
            words << Messages::tr("a plan that holds the weights, which the stated one cannot");
        else
            words << m;
    }
    if (words.isEmpty())
        return Messages::tr("batch per worker");
    if (words.size() == 2)
        return Messages::tr("%1 and %2").arg(words.at(0), words.at(1));
    if (words.size() == 3)
        return Messages::tr("%1, %2 and %3").arg(words.at(0), words.at(1), words.at(2));
    return words.join(QStringLiteral(", "));
}

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
    case WarnPrefillBound:
        return Messages::tr("the prefill pool cannot keep up: clients wait for their first token "
                            "and the decode batch runs below its size");
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
