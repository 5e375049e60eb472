#pragma once
// The Size it page: "we must serve N output tokens/s at U tokens/s per user; what do we buy?".
// The target, the hardware to consider and its prices and power on the left; the ranked
// deployments (core::recommend) and the families that fail, with their reasons, on the right.
// Choosing a row loads it into the planner as one undo step. The page computes nothing itself:
// the search is core::recommend(), fast enough (<= 200 ms) to rerun as inputs change.

#include "frontierchart.h"
#include "recommend.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTableWidget;
class QTimer;
class QTreeWidget;

namespace moeplan::core {
class PlannerDocument;
class SizingTableModel;
} // namespace moeplan::core

namespace moeplan::widgets {

/// What the planner's frontier marks for the sizing target.
using SizingMarks = TargetMarks;

class SizingPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SizingPage(core::PlannerDocument *doc, QWidget *parent = nullptr);
    ~SizingPage() override;

    /// Runs the search now with the page's inputs and the planner's workload.
    void search();

    // Introspection for tests.
    const core::Recommendation &recommendation() const { return m_last; }
    const core::SizingTableModel *tableModel() const { return m_model; }
    QTableView *table() const { return m_table; }
    QTreeWidget *failures() const { return m_failures; }
    QString statusText() const;
    void setTarget(double tokensPerSecond, double minPerUser, double maxTtftMs = 0);
    void setGpuKinds(const QStringList &ids); ///< empty: every kind
    void setOrder(SizingOrder order);
    /// Loads the option shown at a (view) row into the planner; false when there is none.
    bool loadRow(int row);
    SizingMarks marks() const;

signals:
    /// A deployment was loaded into the planner (the window shows the planner).
    void loaded();
    /// The target or the cheapest answer changed (the planner's frontier marks them).
    void marksChanged(const moeplan::widgets::TargetMarks &marks);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void buildInputs(QWidget *host);
    void fillEconomics();
    void saveInputs();
    void scheduleSearch();
    void showRecommendation();
    core::RecommendInput input() const;

    core::PlannerDocument *m_doc;
    core::Recommendation m_last;
    core::SizingTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTimer *m_debounce = nullptr;
    bool m_loading = false;
    bool m_stale = false; ///< inputs changed while hidden

    QDoubleSpinBox *m_target = nullptr;
    QDoubleSpinBox *m_floor = nullptr;
    QSpinBox *m_ttft = nullptr;
    QSpinBox *m_maxGpus = nullptr;
    QListWidget *m_gpus = nullptr;
    QCheckBox *m_hgx = nullptr;
    QCheckBox *m_nvl72 = nullptr;
    QCheckBox *m_agg = nullptr;
    QCheckBox *m_disagg = nullptr;
    QTableWidget *m_economics = nullptr;
    QDoubleSpinBox *m_facility = nullptr;
    QLabel *m_workload = nullptr;
    QComboBox *m_order = nullptr;
    QLabel *m_status = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_load = nullptr;
    QTreeWidget *m_failures = nullptr;
};

} // namespace moeplan::widgets

Q_DECLARE_METATYPE(moeplan::widgets::TargetMarks)
