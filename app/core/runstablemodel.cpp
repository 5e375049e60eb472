#include "runstablemodel.h"

#include "numbertext.h"

#include <QFont>

#include <QDate>
#include <QDateTime>

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace moeplan::core {

namespace {

/// A number with as many decimals as its magnitude deserves (numberText); a whole count (a
/// client limit) without decimals.
QString number(const std::optional<double> &v, bool whole = false)
{
    if (!v || !std::isfinite(*v))
        return {};
    if (whole && *v == std::round(*v))
        return QLocale().toString(*v, 'f', 0);
    return numberText(*v);
}

QString sidePlan(int tp, int ep, int dp)
{
    QStringList parts;
    if (tp > 1)
        parts << RunsTableModel::tr("TP-%1").arg(tp);
    if (ep > 1)
        parts << RunsTableModel::tr("EP-%1").arg(ep);
    if (dp > 1)
        parts << RunsTableModel::tr("DP-%1").arg(dp);
    if (parts.isEmpty())
        parts << RunsTableModel::tr("TP-%1").arg(std::max(tp, 1));
    return parts.join(QStringLiteral("·"));
}

bool isNumeric(int column)
{
    switch (column) {
    case RunsTableModel::Gpus:
    case RunsTableModel::Concurrency:
    case RunsTableModel::SequenceLengths:
    case RunsTableModel::TpotMs:
    case RunsTableModel::TtftMs:
    case RunsTableModel::OutputTokS:
        return true;
    default:
        return false;
    }
}

} // namespace

RunsTableModel::RunsTableModel(HistoryStore *store, QObject *parent)
    : QAbstractTableModel(parent), m_store(store)
{}

int RunsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunsTableModel::derivedThroughputText()
{
    return tr("The run states no throughput: ≈ marks the one its clients imply, concurrency × "
              "OSL over each request's end-to-end time (stated, else TTFT + (OSL − 1) × TPOT), as "
              "a closed loop without think time runs.");
}

bool RunsTableModel::underdetermined(const RunRecord &r)
{
    return r.serving == QLatin1String("disagg") && (r.prefillWorkers < 1 || r.decodeWorkers < 1);
}

QString RunsTableModel::planText(const RunRecord &r)
{
    if (r.serving == QLatin1String("disagg")) {
        // Worker counts not stated (underdetermined): "?", not a guess.
        auto count = [](int n) { return n > 0 ? QString::number(n) : QStringLiteral("?"); };
        return tr("P %1×%2 / D %3×%4")
            .arg(count(r.prefillWorkers), sidePlan(r.prefillTp, r.prefillEp, r.prefillDp),
                 count(r.decodeWorkers), sidePlan(r.decodeTp, r.decodeEp, r.decodeDp));
    }
    QString text = tr("TP-%1 · EP-%2 · DP-%3").arg(r.tp).arg(r.ep).arg(r.attnDp);
    if (r.pp > 1)
        text += tr(" · PP-%1").arg(r.pp);
    const int ranks = std::max(1, r.tp * r.attnDp * r.pp);
    if (r.gpus > ranks && r.gpus % ranks == 0)
        text = tr("%1× %2").arg(r.gpus / ranks).arg(text);
    return text;
}

QString RunsTableModel::displayText(const RunRecord &r, int column) const
{
    switch (column) {
    case MeasuredAt: {
        // ISO 8601 as stored; shown to the minute (the details pane has the full stamp). A
        // source that gave only a day is stored as the day ("2026-01-14"): shown as the day, not
        // as midnight (QDateTime would read it as 00:00).
        const QString stamp = r.measuredAt.trimmed();
        if (!stamp.contains(QLatin1Char('T')) && !stamp.contains(QLatin1Char(' ')) &&
            QDate::fromString(stamp, Qt::ISODate).isValid())
            return stamp;
        const QDateTime t = QDateTime::fromString(stamp, Qt::ISODate);
        return t.isValid() ? t.toString(QStringLiteral("yyyy-MM-dd HH:mm")) : r.measuredAt;
    }
    case Model:
        return r.model;
    case Precision:
        return r.precision;
    case Engine:
        return r.engineVersion.isEmpty() ? r.engine : tr("%1 %2").arg(r.engine, r.engineVersion);
    case Gpu:
        return r.gpu;
    case Gpus:
        return underdetermined(r) ? tr("≥ %1").arg(QLocale().toString(r.gpus))
                                  : QLocale().toString(r.gpus);
    case Topology:
        return r.topology;
    case Plan:
        return planText(r);
    case Concurrency:
        return number(r.concurrencyConfigured ? r.concurrencyConfigured : r.concurrencyAchieved,
                      /*whole*/ true);
    case SequenceLengths:
        if (r.isl <= 0 && r.osl <= 0)
            return {};
        return tr("%1 / %2").arg(r.isl > 0 ? QLocale().toString(r.isl) : QStringLiteral("–"),
                                 r.osl > 0 ? QLocale().toString(r.osl) : QStringLiteral("–"));
    case TpotMs:
        return number(r.tpotMeanMs);
    case TtftMs:
        return number(r.ttftMeanMs);
    case OutputTokS:
        // Stated, else (marked) the throughput the run's closed loop implies.
        if (const std::optional<double> derived = r.derivedOutputTokS())
            return tr("≈ %1").arg(number(derived));
        return number(r.outputTokS);
    case Reference:
        return r.isReference ? tr("reference") : QString();
    case SourceFile:
        return r.sourceFile;
    case Notes: {
        const qsizetype newline = r.notes.indexOf(QLatin1Char('\n'));
        return newline < 0 ? r.notes : r.notes.left(newline) + QStringLiteral(" …");
    }
    default:
        return {};
    }
}

void RunsTableModel::setDisagreeing(QSet<qint64> tpot, QSet<qint64> ttft)
{
    if (tpot == m_tpotDisagreeing && ttft == m_ttftDisagreeing)
        return;
    m_tpotDisagreeing = std::move(tpot);
    m_ttftDisagreeing = std::move(ttft);
    if (!m_runs.isEmpty())
        emit dataChanged(index(0, TpotMs), index(int(m_runs.size()) - 1, TtftMs),
                         {Qt::FontRole, Qt::ToolTipRole});
}

QVariant RunsTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunRecord &r = m_runs.at(index.row());
    const bool uncatalogued =
        m_catalog && ((index.column() == Model && !m_catalog->model(r.model.toStdString())) ||
                      (index.column() == Gpu && !m_catalog->gpu(r.gpu.toStdString())));
    const bool disagrees = (index.column() == TpotMs && m_tpotDisagreeing.contains(r.id)) ||
                           (index.column() == TtftMs && m_ttftDisagreeing.contains(r.id));
    switch (role) {
    case Qt::DisplayRole:
        return uncatalogued ? tr("%1 (not in catalog)").arg(displayText(r, index.column()))
                            : displayText(r, index.column());
    case Qt::FontRole:
        if (uncatalogued) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        if (disagrees) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (disagrees)
            return index.column() == TpotMs
                       ? tr("This TPOT disagrees with this deployment's other measured loads; "
                            "the Model tab says by how much. Check the run (a cold start, a "
                            "warm-up, another engine build or setting?) before calibrating on it.")
                       : tr("This TTFT disagrees with this deployment's other measured loads; "
                            "the Model tab says by how much. Check the run (a cold start, a "
                            "warm-up, another engine build or setting?) before calibrating on it.");
        if (uncatalogued)
            return index.column() == Model
                       ? tr("The catalog does not describe this model: its runs are kept but not "
                            "calibrated on until it does")
                       : tr("The catalog does not describe this GPU kind: its runs are kept but "
                            "not calibrated on until it does");
        if (underdetermined(r) && (index.column() == Plan || index.column() == Gpus)) {
            const QString what =
                r.prefillWorkers < 1 && r.decodeWorkers < 1
                    ? tr("Underdetermined: the file does not state the prefill and decode "
                         "workers, so the batch per decode worker is unknown.")
                : r.prefillWorkers < 1
                    ? tr("Underdetermined: the file does not state the prefill workers, so the "
                         "batch per decode worker is unknown.")
                    : tr("Underdetermined: the file does not state the decode workers, so the "
                         "batch per decode worker is unknown.");
            return QString(what + QLatin1Char(' ') +
                           tr("When the stated runs of its deployment all ran the same worker "
                              "counts, calibration and predictions take theirs; otherwise "
                              "calibration leaves this run out and its predictions span the "
                              "worker counts the history makes plausible. GPUs is the least it "
                              "used (one worker of each)."));
        }
        if (index.column() == Notes)
            return r.notes.isEmpty() ? QVariant() : QVariant(r.notes);
        if (index.column() == OutputTokS && r.derivedOutputTokS())
            return derivedThroughputText();
        if (index.column() == Concurrency)
            return tr("Configured %1, achieved %2")
                .arg(r.concurrencyConfigured ? number(r.concurrencyConfigured, true)
                                             : tr("unknown"),
                     r.concurrencyAchieved ? number(r.concurrencyAchieved, true) : tr("unknown"));
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isNumeric(index.column())
                                       ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                       : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    case RunIdRole:
        return r.id;
    default:
        return {};
    }
}

QVariant RunsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(isNumeric(section)
                                       ? Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter)
                                       : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MeasuredAt:
            return tr("When the benchmark ran (ISO 8601)");
        case Gpus:
            return tr("All GPUs of the deployment (prefill and decode when disaggregated)");
        case Plan:
            return tr("Parallel plan of one replica: tensor, expert and attention data "
                      "parallel sizes; P/D: prefill and decode workers");
        case Concurrency:
            return tr("The client's concurrency limit (else the mean requests in flight)");
        case SequenceLengths:
            return tr("Input and output tokens per request");
        case TpotMs:
            return tr("Mean time per output token, milliseconds");
        case TtftMs:
            return tr("Mean time to first token, milliseconds");
        case OutputTokS:
            return tr("Output tokens per second, all requests; ≈ where the run states none and "
                      "its concurrency, TTFT and TPOT imply it");
        case Reference:
            return tr("Published reference data bundled with MoE Planner");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MeasuredAt:
        return tr("Measured");
    case Model:
        return tr("Model");
    case Precision:
        return tr("Precision");
    case Engine:
        return tr("Engine");
    case Gpu:
        return tr("GPU");
    case Gpus:
        return tr("GPUs");
    case Topology:
        return tr("Topology");
    case Plan:
        return tr("Plan");
    case Concurrency:
        return tr("Concurrency");
    case SequenceLengths:
        return tr("ISL / OSL (tokens)");
    case TpotMs:
        return tr("TPOT (ms)");
    case TtftMs:
        return tr("TTFT (ms)");
    case OutputTokS:
        return tr("Output (tokens/s)");
    case Reference:
        return tr("Reference");
    case SourceFile:
        return tr("Source file");
    case Notes:
        return tr("Notes");
    default:
        return {};
    }
}

bool RunsTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_runs.size() < m_ids.size();
}

void RunsTableModel::fetchMore(const QModelIndex &parent)
{
    // Listeners of the reset and insert signals (views, QAbstractItemModelTester) may ask for
    // more while a change is being announced; inserting rows then would nest two changes.
    if (m_announcing || !canFetchMore(parent))
        return;
    const qsizetype first = m_runs.size();
    const qsizetype n = std::min<qsizetype>(kPageSize, m_ids.size() - first);
    QString error;
    QVector<RunRecord> page =
        m_store ? m_store->runsByIds(m_ids.mid(first, n), &error) : QVector<RunRecord>();
    if (page.size() != n) {
        // A run went away behind our back (another connection deleted it): show what is there.
        if (error.isEmpty())
            error = tr("%1: the history changed while it was read; refresh the list")
                        .arg(m_store ? m_store->path() : QString());
        setError(error);
        QVector<qint64> present;
        for (const RunRecord &r : std::as_const(page))
            present << r.id;
        m_announcing = true;
        beginResetModel();
        m_ids = m_ids.mid(0, first) + present + m_ids.mid(first + n);
        m_runs += page;
        endResetModel();
        m_announcing = false;
        return;
    }
    m_announcing = true;
    beginInsertRows({}, int(first), int(first + n - 1));
    m_runs += page;
    endInsertRows();
    m_announcing = false;
}

RunSortKey RunsTableModel::sortKeyFor(int column)
{
    switch (column) {
    case MeasuredAt:
        return RunSortKey::MeasuredAt;
    case Model:
        return RunSortKey::Model;
    case Precision:
        return RunSortKey::Precision;
    case Engine:
        return RunSortKey::Engine;
    case Gpu:
        return RunSortKey::Gpu;
    case Gpus:
        return RunSortKey::Gpus;
    case Topology:
        return RunSortKey::Topology;
    case Plan:
        return RunSortKey::Plan;
    case Concurrency:
        return RunSortKey::Concurrency;
    case SequenceLengths:
        return RunSortKey::SequenceLengths;
    case TpotMs:
        return RunSortKey::TpotMeanMs;
    case TtftMs:
        return RunSortKey::TtftMeanMs;
    case OutputTokS:
        return RunSortKey::OutputTokS;
    case Reference:
        return RunSortKey::Reference;
    case SourceFile:
        return RunSortKey::SourceFile;
    case Notes:
        return RunSortKey::Notes;
    default:
        return RunSortKey::Id;
    }
}

void RunsTableModel::sort(int column, Qt::SortOrder order)
{
    RunQuery q = m_query;
    q.sortKey = sortKeyFor(column);
    q.descending = order == Qt::DescendingOrder;
    setQuery(q);
}

void RunsTableModel::setQuery(const RunQuery &query)
{
    m_query = query;
    refresh();
}

void RunsTableModel::refresh()
{
    QString error;
    QVector<qint64> ids = m_store ? m_store->runIds(m_query, &error) : QVector<qint64>();
    if (m_onlyRuns)
        ids.removeIf([this](qint64 id) { return !m_onlyRuns->contains(id); });
    QVector<RunRecord> page;
    if (m_store && !ids.isEmpty())
        page = m_store->runsByIds(ids.mid(0, kPageSize), &error);
    if (page.size() != std::min<qsizetype>(kPageSize, ids.size()))
        ids = ids.mid(0, page.size()); // a failed read: show what was read
    m_announcing = true;
    beginResetModel();
    m_ids = std::move(ids);
    m_runs = std::move(page);
    endResetModel();
    m_announcing = false;
    setError(error);
}

bool RunsTableModel::updateRun(qint64 id)
{
    const int row = rowOfRun(id);
    if (row < 0 || row >= m_runs.size() || !m_store)
        return false;
    QString error;
    const std::optional<RunRecord> r = m_store->runById(id, &error);
    if (!r) {
        setError(error);
        return false;
    }
    m_runs[row] = *r;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return true;
}

qint64 RunsTableModel::runId(int row) const
{
    return row >= 0 && row < m_ids.size() ? m_ids.at(row) : 0;
}

int RunsTableModel::rowOfRun(qint64 id) const
{
    return int(m_ids.indexOf(id));
}

void RunsTableModel::fetchTo(int row)
{
    row = std::min(row, int(m_ids.size()) - 1);
    while (row >= m_runs.size() && canFetchMore({})) {
        const qsizetype before = m_runs.size();
        fetchMore({});
        if (m_runs.size() <= before)
            break;
    }
}

std::optional<RunRecord> RunsTableModel::run(int row) const
{
    if (row < 0 || row >= m_runs.size())
        return std::nullopt;
    return m_runs.at(row);
}

void RunsTableModel::setError(const QString &error)
{
    m_error = error;
    if (!error.isEmpty())
        emit errorOccurred(error);
}

} // namespace moeplan::core
