#include "sizingtablemodel.h"

#include "messages.h"

#include <QCoreApplication>
#include <QLocale>

namespace moeplan::core {

namespace {
QString shortCeiling(Ceiling c)
{
    switch (c) {
    case Ceiling::Compute:
        return SizingTableModel::tr("compute");
    case Ceiling::Memory:
        return SizingTableModel::tr("HBM");
    case Ceiling::Interconnect:
        return SizingTableModel::tr("interconnect");
    case Ceiling::Overhead:
        return SizingTableModel::tr("overhead");
    }
    return {};
}
} // namespace

SizingTableModel::SizingTableModel(const Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent), m_catalog(catalog)
{}

void SizingTableModel::setOptions(std::vector<SizingOption> options)
{
    beginResetModel();
    m_options = std::move(options);
    endResetModel();
}

const SizingOption *SizingTableModel::option(int row) const
{
    return row >= 0 && row < int(m_options.size()) ? &m_options[std::size_t(row)] : nullptr;
}

int SizingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int SizingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SizingTableModel::data(const QModelIndex &index, int role) const
{
    const SizingOption *o = option(index.row());
    if (!o)
        return {};
    const QLocale locale;
    auto n = [&](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    if (role == SortRole) {
        switch (index.column()) {
        case Rank:
            return index.row();
        case Deployment:
            return QString(hardwareLabel(m_catalog, o->gpu, o->topology) + optionPlanLabel(*o));
        case Gpus:
            return o->gpus;
        case Batch:
            return o->batch;
        case PerUser:
            return o->tokensPerSecondPerUser;
        case Throughput:
            return o->tokensPerSecond;
        case Ttft:
            return o->ttftMs;
        case Headroom:
            return o->memoryHeadroomGB;
        case Binding:
            return ceilingLabel(o->binding);
        case UsdPerHour:
            return o->usdPerHour > 0 ? o->usdPerHour : 1e300;
        case UsdPerMtok:
            return o->usdPerMillionTokens > 0 ? o->usdPerMillionTokens : 1e300;
        case TokensPerMW:
            return o->tokensPerSecondPerMW;
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        const int c = index.column();
        return c == Deployment || c == Binding ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                               : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case PerUser:
            return tr("%1 tokens/s per user; 80% interval %2 to %3 (TPOT %4 ms)")
                .arg(n(o->tokensPerSecondPerUser, 1), n(o->perUserLo, 1), n(o->perUserHi, 1),
                     n(o->tpotMs, 2));
        case Throughput:
            return tr("%1 output tokens/s; 80% interval %2 to %3")
                .arg(n(o->tokensPerSecond, 0), n(o->tokensPerSecondLo, 0),
                     n(o->tokensPerSecondHi, 0));
        case Headroom:
            return tr("%1 GB of HBM per GPU in use; %2 GB free")
                .arg(n(o->memoryPerGpuGB, 1), n(o->memoryHeadroomGB, 1));
        case TokensPerMW:
            return tr("%1 kW of facility power").arg(n(o->powerW / 1e3, 1));
        case Binding:
            return tr("The ceiling that binds the decode step: %1").arg(ceilingLabel(o->binding));
        case Deployment:
            if (o->correctedByRuns > 0)
                return tr("%1, %2: the history measured this deployment at %Ln other load(s); "
                          "its prediction is corrected by them, as the planner corrects it. "
                          "Double-click or press Enter to load it into the planner",
                          nullptr, o->correctedByRuns)
                    .arg(hardwareLabel(m_catalog, o->gpu, o->topology), optionPlanLabel(*o));
            [[fallthrough]];
        default:
            return tr("%1, %2: double-click or press Enter to load it into the planner")
                .arg(hardwareLabel(m_catalog, o->gpu, o->topology), optionPlanLabel(*o));
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Rank:
        return index.row() + 1;
    case Deployment:
        return tr("%1 · %2\n%3")
            .arg(hardwareLabel(m_catalog, o->gpu, o->topology), optionSourceLabel(*o),
                 optionPlanLabel(*o));
    case Gpus:
        return o->gpus;
    case Batch:
        return o->batch;
    case PerUser:
        return tr("%1 (%2-%3)")
            .arg(n(o->tokensPerSecondPerUser, 1), n(o->perUserLo, 0), n(o->perUserHi, 0));
    case Throughput:
        return n(o->tokensPerSecond, 0);
    case Ttft:
        return n(o->ttftMs, 0);
    case Headroom:
        return n(o->memoryHeadroomGB, 0);
    case Binding:
        return shortCeiling(o->binding);
    case UsdPerHour:
        return o->usdPerHour > 0 ? n(o->usdPerHour, 2) : tr("–");
    case UsdPerMtok:
        return o->usdPerMillionTokens > 0 ? n(o->usdPerMillionTokens, 3) : tr("–");
    case TokensPerMW:
        return o->tokensPerSecondPerMW > 0 ? n(o->tokensPerSecondPerMW, 0) : tr("–");
    }
    return {};
}

QVariant SizingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case PerUser:
            return tr("Tokens/s per user (1000 / TPOT) with the 80% prediction interval");
        case Headroom:
            return tr("HBM per GPU left free at this load, GB");
        case Batch:
            return tr("Sequences in flight per replica; for a disaggregated deployment (P + D), "
                      "per decode worker");
        case TokensPerMW:
            return tr("Output tokens/s per megawatt of facility power (GPUs, their share of "
                      "the node or rack, and the facility overhead)");
        case Deployment:
            return tr("Hardware and where its parameters come from (calibrated on this GPU "
                      "kind, transferred from others, or datasheet values, and the runs of the "
                      "history that measured the deployment at other loads), then the plan: "
                      "replicas x shape, or prefill (P) and decode (D) pools");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank:
        return tr("#");
    case Deployment:
        return tr("Deployment");
    case Gpus:
        return tr("GPUs");
    case Batch:
        return tr("Batch\n/replica");
    case PerUser:
        return tr("tok/s\nper user");
    case Throughput:
        return tr("tok/s\ntotal");
    case Ttft:
        return tr("TTFT\nms");
    case Headroom:
        return tr("Free\nGB");
    case Binding:
        return tr("Binding");
    case UsdPerHour:
        return tr("$\n/hour");
    case UsdPerMtok:
        return tr("$\n/Mtok");
    case TokensPerMW:
        return tr("tok/s\n/MW");
    }
    return {};
}

} // namespace moeplan::core
