#pragma once
// The planner page: the latency-vs-throughput chart above, the step-time breakdown and the
// scaling chart below. Renders a PlannerResult; computes nothing.

#include <QWidget>

class QSplitter;

namespace moeplan::core {
struct PlannerResult;
}

namespace moeplan::widgets {

class BreakdownChart;
class FrontierChart;
class ScalingChart;

class PlannerPage final : public QWidget
{
    Q_OBJECT
public:
    explicit PlannerPage(QWidget *parent = nullptr);

    void setResult(const core::PlannerResult &result);
    FrontierChart *frontier() const { return m_frontier; }
    BreakdownChart *breakdown() const { return m_breakdown; }
    ScalingChart *scaling() const { return m_scaling; }

    QByteArray saveState() const;
    void restoreState(const QByteArray &state);

private:
    QSplitter *m_vertical;
    QSplitter *m_bottom;
    FrontierChart *m_frontier;
    BreakdownChart *m_breakdown;
    ScalingChart *m_scaling;
};

} // namespace moeplan::widgets
