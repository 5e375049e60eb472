#pragma once
// Scaling with GPU count on both topologies: single-user speed (with the fixed-overhead wall it
// cannot pass) above, aggregate throughput at the scenario's load per GPU below, on one shared
// log axis of GPUs. Out-of-memory points are drawn apart (hollow, grey), counts the plan cannot
// use are gaps. Renders a PlannerResult; computes nothing.

#include <QPointF>
#include <QRectF>
#include <QVector>
#include <QWidget>

#include <array>

class QCustomPlot;
class QCPAxisRect;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;

namespace moeplan::core {
struct PlannerResult;
}

namespace moeplan::widgets {

class ScalingChart final : public QWidget
{
    Q_OBJECT
public:
    /// The plotted series of each panel, in legend order.
    enum Series
    {
        CurrentFits = 0,
        OtherFits,
        CurrentOutOfMemory,
        OtherOutOfMemory,
        SeriesCount
    };
    enum Panel
    {
        SingleUserSpeed = 0, ///< tokens/s per user (top)
        Throughput           ///< aggregate tokens/s (bottom)
    };

    explicit ScalingChart(QWidget *parent = nullptr);
    ~ScalingChart() override;

    void setResult(const core::PlannerResult &result);
    void setTitle(const QString &title);
    QCustomPlot *plot() const { return m_plot; }

    // Introspection for tests: what is plotted, not how it looks.
    /// (GPUs, value) of one series of one panel, ascending GPUs; gaps are left out.
    QVector<QPointF> seriesData(Panel panel, int series) const;
    QString seriesName(int series) const;
    /// The overhead wall in tokens/s (0 when not drawn) and its label.
    double overheadWall() const;
    QString overheadWallText() const;
    /// GPU count of the "NVL72 ahead from" marker; 0 when not drawn.
    int nvl72AheadFrom() const;
    QString nvl72Text() const;
    /// The scenario's GPU count as marked; 0 when not marked.
    int markedGpus() const;
    /// Notes shown for curves that could not be drawn (or the result's error); empty when none.
    QString note() const;
    /// The x range (GPUs) both panels share.
    std::pair<double, double> gpuRange() const;
    /// The boxes of the annotations shown (the overhead wall's label, then the "NVL72 ahead"
    /// label), in widget pixels of plot(), as placed at the last layout.
    QVector<QRectF> annotationRects() const;
    /// Entries per row of the legend: two where they fit the chart's width, else one.
    int legendColumns() const;
    /// The legend's rectangle in widget pixels of plot(), as laid out at the last replot.
    QRect legendRect() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();
    void placeAnnotations();
    void fitLegend();

    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    std::array<QCPAxisRect *, 2> m_rects{};
    std::array<std::array<QCPGraph *, SeriesCount>, 2> m_series{};
    std::array<QCPGraph *, 2> m_marker{}; ///< the scenario's point on each panel
    QCPItemStraightLine *m_wall;
    QCPItemText *m_wallLabel;
    std::array<QCPItemStraightLine *, 2> m_ahead{};
    QCPItemText *m_aheadLabel;
    std::array<QCPItemStraightLine *, 2> m_current{};
    QCPItemText *m_note;
    QRectF m_wallLabelRect; ///< where placeAnnotations() put the labels, in pixels
    QRectF m_aheadLabelRect;
    double m_wallValue = 0;
    int m_aheadFrom = 0;
    int m_markedGpus = 0;
};

} // namespace moeplan::widgets
