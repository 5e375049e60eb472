#pragma once
// The Size it page's table: the deployments a sizing search found, one row each, in the order
// the search ranked them (cost, GPUs or power). Display text follows the locale; SortRole
// gives the number behind each cell so a proxy sorts by value.

#include "recommend.h"

#include <QAbstractTableModel>

namespace moeplan::core {

class SizingTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Rank,
        Deployment, ///< hardware and calibration source, then the plan on a second line
        Gpus,
        Batch,
        PerUser,
        Throughput,
        Ttft,
        Headroom,
        Binding,
        UsdPerHour,
        UsdPerMtok,
        TokensPerMW,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit SizingTableModel(const Catalog &catalog, QObject *parent = nullptr);

    void setOptions(std::vector<SizingOption> options);
    const std::vector<SizingOption> &options() const { return m_options; }
    /// The option of a row; nullptr out of range.
    const SizingOption *option(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    const Catalog &m_catalog;
    std::vector<SizingOption> m_options;
};

} // namespace moeplan::core
