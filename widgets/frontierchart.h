#pragma once
// The throughput frontier: per-user speed against aggregate throughput for the current topology
// and the other one, with the current operating point marked. Renders a PlannerResult; computes
// nothing.

#include "plannerdocument.h"
#include "sizing.h"

#include <QPointF>
#include <QVector>
#include <QWidget>

#include <array>
#include <optional>

class QCustomPlot;
class QCPCurve;
class QMouseEvent;
class QCheckBox;
class QComboBox;
class QCPGraph;
class QCPLayoutGrid;
class QCPItemText;
class QCPItemTracer;
class QCPTextElement;

namespace moeplan::widgets {

namespace chartannotations {
struct Obstacles;
}

/// A sizing target drawn over the frontier (the Size It page's): the per-user floor as a
/// horizontal line, the aggregate target as a vertical one, and the cheapest deployment that
/// meets both as a star.
struct TargetMarks
{
    double minPerUser = 0; ///< tokens/s per user, 0 = none
    double targetTokS = 0; ///< aggregate tokens/s, 0 = none
    bool hasCheapest = false;
    double cheapestTokS = 0;
    double cheapestPerUser = 0;
    int cheapestGpus = 0;
    QString cheapestLabel;
};

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
        Frontier, ///< best across plans
        Pinned,   ///< the pinned scenario (compare)
        Band,     ///< the 80% prediction band of the current curve, as a closed outline
        SeriesCount
    };
    /// Measured runs: of the scenario's deployment, and of other deployments of the model and GPU.
    enum Measured
    {
        MeasuredSame = 0,
        MeasuredOther,
        MeasuredCount
    };
    explicit FrontierChart(QWidget *parent = nullptr);
    ~FrontierChart() override;

    void setResult(const core::PlannerResult &result);
    void setTitle(const QString &title);
    QCustomPlot *plot() const { return m_plot; }

    /// Axis choices: x aggregate tokens/s or tokens/s per GPU; y tokens/s per user or ms per
    /// token. View settings, not part of the scenario.
    void setPerGpu(bool perGpu);
    bool perGpu() const { return m_xAxis == XAxis::PerGpu; }
    /// The x axis in InferenceX's chart language: aggregate tokens/s, tokens/s per GPU, $ per
    /// million output tokens, or tokens/s per MW of facility power (the last two need the
    /// economics of the curves' GPU kinds, setEconomics()).
    enum class XAxis
    {
        Total,
        PerGpu,
        UsdPerMtok,
        TokensPerMW
    };
    void setXAxis(XAxis axis);
    XAxis xAxis() const { return m_xAxis; }
    /// Price and power of the current curve's GPU kind and of the other topology's.
    void setEconomics(const GpuEconomics &current, const GpuEconomics &other);
    void setMsPerToken(bool msPerToken);
    bool msPerToken() const { return m_msPerToken; }
    /// Draws a sizing target (none when both its floor and its target are 0).
    void setTargetMarks(const TargetMarks &marks);
    /// The cheapest deployment's star as plotted, if shown.
    std::optional<QPointF> cheapestPoint() const;
    /// The floor's y and the target's x as plotted (NaN when not drawn).
    QPointF targetLines() const;
    /// Shows or hides the toggle buttons (hidden for exports).
    void setControlsVisible(bool visible);

    /// The measured run nearest to a widget position within a few pixels; 0 when none.
    qint64 runAt(const QPoint &pos) const;
    /// Plotted measured points (x, y as currently plotted) of one kind.
    QVector<QPointF> measuredData(int which) const;

    // Introspection for tests: what is plotted, not how it looks.
    int curveCount() const { return SeriesCount; }
    /// (aggregate tokens/s, tokens/s per user) of one series, in sweep order.
    QVector<QPointF> curveData(int index) const;
    QString curveName(int index) const;
    /// The marked operating point, if the current scenario evaluated.
    std::optional<QPointF> operatingPoint() const;
    /// The note shown on the chart for curves that could not be drawn; empty when none.
    QString note() const;
    /// The annotations' boxes (the operating point's callout) in widget pixels of plot(), as
    /// placed at the last layout; empty when none is shown.
    QVector<QRectF> annotationRects() const;
    /// The corner of the axes the legend is in (placeLegend(): where it covers least data).
    Qt::Alignment legendCorner() const { return m_legendCorner; }
    /// The legend is in rows under the axes: every corner of the axes would hide data.
    bool legendBelow() const { return m_legendRow != nullptr; }

signals:
    /// A measured point was clicked: open that run.
    void runClicked(qint64 runId);
    /// The axis toggles changed (for the window's settings).
    void axesChanged();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void render();
    void applyColours();
    void rescale();
    void placeAnnotations();
    /// Returns whether the legend moved between the axes and the rows under them (the layout
    /// changed).
    bool placeLegend(const chartannotations::Obstacles &drawn);
    chartannotations::Obstacles drawnObstacles() const;
    void moveLegendBelow(bool below);
    void arrangeLegend(bool inRows);
    void placeOperatingLabel(chartannotations::Obstacles obstacles);
    QPointF toPlot(double throughput, double throughputPerGpu, double perUser) const;

    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    std::array<QCPCurve *, SeriesCount> m_series{};
    QCPGraph *m_operating;
    QCPItemTracer *m_operatingAnchor; ///< invisible; the label hangs off it by a pixel offset
    QCPItemText *m_operatingLabel;
    QRectF m_operatingLabelRect; ///< where placeOperatingLabel() put it, in pixels
    Qt::Alignment m_legendCorner = Qt::AlignTop | Qt::AlignRight; ///< placeLegend()'s choice
    QCPLayoutGrid *m_legendRow = nullptr; ///< the row under the axes while the legend is there
    QCPItemText *m_note;
    std::array<QCPGraph *, MeasuredCount> m_measured{};
    QVector<qint64> m_measuredIds[MeasuredCount];
    QVector<QString> m_measuredLabels[MeasuredCount];
    QCPGraph *m_pinnedPoint;
    QCPGraph *m_floorLine;  ///< the target's per-user floor (horizontal)
    QCPGraph *m_targetLine; ///< the target's aggregate tokens/s (vertical)
    QCPGraph *m_cheapest;   ///< the cheapest deployment meeting the target
    TargetMarks m_marks;
    QComboBox *m_xAxisChoice;
    QCheckBox *m_msButton;
    QWidget *m_controls;
    core::PlannerResult m_result;
    XAxis m_xAxis = XAxis::Total;
    GpuEconomics m_economics[2];  ///< current, other topology
    bool m_plottingOther = false; ///< toPlot() converts with the other topology's economics
    bool m_msPerToken = false;
};

} // namespace moeplan::widgets
