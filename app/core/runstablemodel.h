#pragma once
// A lazily fetched, sortable, filterable table of the history's runs (the History page's
// table). The model holds the row ids of the whole view (HistoryStore::runIds) and reads the
// runs themselves a page at a time (HistoryStore::runsByIds) as the view scrolls.

#include "catalog.h"
#include "historystore.h"

#include <QAbstractTableModel>
#include <QSet>
#include <QString>
#include <QVector>

#include <optional>

namespace moeplan::core {

class RunsTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        MeasuredAt,
        Model,
        Precision,
        Engine,
        Gpu,
        Gpus,
        Topology,
        Plan,
        Concurrency,
        SequenceLengths,
        TpotMs,
        TtftMs,
        OutputTokS,
        Reference,
        SourceFile,
        Notes,
        ColumnCount
    };
    /// data() of this role is the run's row id (qint64) in every column.
    static constexpr int RunIdRole = Qt::UserRole;
    /// Runs read per fetchMore().
    static constexpr int kPageSize = 256;

    /// `store` must outlive the model; the model reads nothing until refresh() or setQuery().
    explicit RunsTableModel(HistoryStore *store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    /// Re-queries the store in this column's order (a column out of range: by row id).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    /// Replaces the filter and the order, and re-queries.
    void setQuery(const RunQuery &query);
    /// Shows only these runs among those the query matches (nullopt: all of them); takes
    /// effect at the next setQuery() or refresh().
    void setOnlyRuns(std::optional<QSet<qint64>> ids) { m_onlyRuns = std::move(ids); }
    /// The runs whose TPOT (TTFT) disagrees with their deployment's other measured loads
    /// (core::checkRuns): those cells are drawn in bold with a tooltip saying so. Takes effect
    /// at once.
    void setDisagreeing(QSet<qint64> tpot, QSet<qint64> ttft);
    const RunQuery &query() const { return m_query; }
    /// Re-queries the store with the current query (after the history changed): the model is
    /// reset and holds the first page again.
    void refresh();
    /// Re-reads one run already fetched (its notes changed); false when it is not shown.
    bool updateRun(qint64 id);

    /// With a catalog, models and GPU kinds it does not describe are marked "not in catalog"
    /// (their runs are stored but not calibrated on); `catalog` must outlive the model.
    void setCatalog(const Catalog *catalog) { m_catalog = catalog; }

    /// Runs in the view, fetched or not.
    int totalCount() const { return int(m_ids.size()); }
    /// The row id of a row of the view (fetched or not); 0 when out of range.
    qint64 runId(int row) const;
    /// The view's row of a run (fetched or not), -1 when the run is not in the view.
    int rowOfRun(qint64 id) const;
    /// Fetches pages until `row` is fetched (clamped to the view).
    void fetchTo(int row);
    /// A fetched row's run; nullopt when the row is not fetched.
    std::optional<RunRecord> run(int row) const;
    /// The error of the last read, or an empty string.
    QString lastError() const { return m_error; }

    /// The sort key of a column.
    static RunSortKey sortKeyFor(int column);
    /// Why the Output column shows "≈" for a run that states no throughput (its tooltip).
    static QString derivedThroughputText();
    /// A disaggregated run whose worker counts are not stated.
    static bool underdetermined(const RunRecord &r);
    /// A run's parallel plan, e.g. "TP-1 · EP-8 · DP-8" or "P 2×TP-8 / D 1×EP-16".
    static QString planText(const RunRecord &run);

signals:
    /// A read of the store failed (one line naming the file and the reason).
    void errorOccurred(const QString &message);

private:
    QString displayText(const RunRecord &run, int column) const;
    void setError(const QString &error);

    HistoryStore *m_store;
    const Catalog *m_catalog = nullptr;
    RunQuery m_query;
    QSet<qint64> m_tpotDisagreeing, m_ttftDisagreeing;
    std::optional<QSet<qint64>> m_onlyRuns;
    QVector<qint64> m_ids;     ///< the whole view
    QVector<RunRecord> m_runs; ///< the first m_runs.size() rows, fetched
    QString m_error;
    bool m_announcing = false; ///< a reset or an insert is being announced
};

} // namespace moeplan::core
