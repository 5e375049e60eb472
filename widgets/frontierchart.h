#pragma once
// The throughput frontier: per-user speed against aggregate throughput for the current topology
// and the other one, with the current operating point marked. Renders a PlannerResult; computes
// nothing.

#include <QPointF>
#include <QVector>
#include <QWidget>

#include <array>
#include <optional>

class QCustomPlot;
class QCPCurve;
class QCPGraph;
class QCPItemText;
class QCPItemTracer;
class QCPTextElement;

namespace moeplan::core {
struct PlannerResult;
}

namespace moeplan::widgets {

class FrontierChart final : public QWidget
{
    Q_OBJECT
public:
    /// The plotted series, in legend order. Infeasible (out-of-memory) points of a curve are a
    /// series of their own, so they are never drawn as if they fitted, nor as zero.
    enum Series
    {
        CurrentFits = 0,
        CurrentOutOfMemory,
        OtherFits,
        OtherOutOfMemory,
        SeriesCount
    };

    explicit FrontierChart(QWidget *parent = nullptr);
    ~FrontierChart() override;

    void setResult(const core::PlannerResult &result);
    void setTitle(const QString &title);
    QCustomPlot *plot() const { return m_plot; }

    // Introspection for tests: what is plotted, not how it looks.
    int curveCount() const { return SeriesCount; }
    /// (aggregate tokens/s, tokens/s per user) of one series, in sweep order.
    QVector<QPointF> curveData(int index) const;
    QString curveName(int index) const;
    /// The marked operating point, if the current scenario evaluated.
    std::optional<QPointF> operatingPoint() const;
    /// The note shown on the chart for curves that could not be drawn; empty when none.
    QString note() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();
    void rescale();
    void placeOperatingLabel();

    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    std::array<QCPCurve *, SeriesCount> m_series{};
    QCPGraph *m_operating;
    QCPItemTracer *m_operatingAnchor; ///< invisible; the label hangs off it by a pixel offset
    QCPItemText *m_operatingLabel;
    QCPItemText *m_note;
};

} // namespace moeplan::widgets
