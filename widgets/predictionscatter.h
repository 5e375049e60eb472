#pragma once
// Predicted against measured TPOT or TTFT on log-log axes, one colour per GPU kind, with the
// y = x line and the ±20% lines: how far the held-out predictions of a cross-validation fall
// from what was measured. Renders the points it is given; computes nothing.

#include <QColor>
#include <QPointF>
#include <QRect>
#include <QStringList>
#include <QVector>
#include <QWidget>

class QCustomPlot;
class QCPGraph;
class QCPItemText;
class QMouseEvent;

namespace moeplan::core {
struct HeldOutPoint;
}

namespace moeplan::widgets {

class PredictionScatter final : public QWidget
{
    Q_OBJECT
public:
    enum class Metric
    {
        Tpot,
        Ttft
    };

    explicit PredictionScatter(QWidget *parent = nullptr);
    ~PredictionScatter() override;

    /// The held-out predictions to plot; points without a prediction or a measurement of the
    /// metric are left out.
    void setPoints(const QVector<core::HeldOutPoint> &points);
    void setMetric(Metric metric);
    Metric shownMetric() const { return m_metric; }
    /// Shown in the middle of the plot while it has no points (e.g. "after a refit").
    void setEmptyNote(const QString &note);

    // Introspection for tests: what is plotted, not how it looks.
    int pointCount() const;
    /// GPU kinds, in legend order.
    QStringList seriesNames() const;
    /// (measured, predicted) in ms of one GPU kind's series.
    QVector<QPointF> seriesData(int index) const;
    QColor seriesColor(int index) const;
    QColor referenceLineColor() const;
    QString note() const;
    /// Where the note and the axes are drawn, in widget pixels (after the last replot); the
    /// note's rectangle is empty while it is hidden.
    QRect noteRect() const;
    QRect axesRect() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void applyColours();
    void rescale();
    void showPointToolTip(QMouseEvent *event);

    QCustomPlot *m_plot;
    QCPGraph *m_identity;
    QCPGraph *m_above; ///< y = 1.2 x
    QCPGraph *m_below; ///< y = 0.8 x
    QVector<QCPGraph *> m_kinds;
    QVector<QVector<int>> m_kindPoints; ///< per series: indexes into m_points, in data order
    QCPItemText *m_note;
    QString m_emptyNote;
    QVector<core::HeldOutPoint> m_points;
    Metric m_metric = Metric::Tpot;
};

} // namespace moeplan::widgets
