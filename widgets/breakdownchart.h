#pragma once
// Where the step time goes: the decode step's breakdown by component as a stacked bar (the pinned
// scenario's beside it), the binding ceiling, and the four readings the model expects (compute
// and HBM bandwidth utilisation, exposed communication and fixed overhead shares). Renders a
// PlannerResult; computes nothing.

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <array>
#include <optional>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPGraph;
class QCPItemText;
class QCPTextElement;

namespace moeplan::core {
struct PlannerResult;
}

namespace moeplan::widgets {

class BreakdownChart final : public QWidget
{
    Q_OBJECT
public:
    /// Bars of the chart, bottom to top: the current scenario, then the pinned one when set.
    enum Bar
    {
        CurrentBar = 0,
        PinnedBar = 1
    };
    static constexpr int kComponents = 8;
    static constexpr int kReadings = 4;

    explicit BreakdownChart(QWidget *parent = nullptr);
    ~BreakdownChart() override;

    void setResult(const core::PlannerResult &result);
    void setTitle(const QString &title);
    /// Measured readings of the deployment shown (a run opened from the History page), in %,
    /// drawn as markers over the current scenario's reading bars; nullopt where not measured.
    /// `name` is the legend's ("Measured: run 12").
    void setMeasured(const std::array<std::optional<double>, kReadings> &percent,
                     const QString &name);
    void clearMeasured();
    QCustomPlot *plot() const { return m_plot; }

    // Introspection for tests: what is plotted, not how it looks.
    /// Bars drawn: 0 (no evaluation), 1, or 2 with a pinned scenario.
    int barCount() const { return m_barCount; }
    QStringList barLabels() const;
    /// Milliseconds per component (Component order) of one bar; empty when the bar is not drawn.
    QVector<double> componentValues(int bar = CurrentBar) const;
    /// Legend entries, in legend order (components with time in a drawn bar).
    QStringList legendNames() const;
    /// The four readings of one bar in % (compute, HBM bandwidth, exposed comm, overhead).
    QVector<double> readings(int bar = CurrentBar) const;
    /// The measured readings drawn (NaN where not measured); empty when none are.
    QVector<double> measuredReadings() const;
    /// "Bound by memory bandwidth · step 12.3 ms"; empty when nothing is drawn.
    QString bindingText() const;
    /// The out-of-memory notice; empty when the scenario fits.
    QString memoryText() const;
    /// Why there are no bars (the result's error); empty when bars are drawn.
    QString message() const;
    /// The readings' axis title shown (the longest that fits the axes' width) and that width.
    QString readingAxisTitle() const;
    int readingAxisWidth() const;
    /// The readings' names beside their bars, as shown (two lines each, or one on a small chart),
    /// and the height of the readings' axes.
    QStringList readingKeyLabels() const;
    int readingAxisHeight() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();
    void fitAxisTitles();
    void placeMeasured();

    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    QCPTextElement *m_binding;
    QCPTextElement *m_memory;
    QCPAxisRect *m_stepRect;
    QCPAxisRect *m_readingRect;
    std::array<QCPBars *, kComponents> m_components{};
    std::array<QCPBars *, 2> m_readings{};
    QVector<QCPItemText *> m_readingLabels;
    std::array<QCPItemText *, 2> m_stepLabels{}; ///< "15.2 ms" at the end of each bar
    QCPItemText *m_message;
    QCPGraph *m_measured;                                ///< diamonds over the current reading bars
    std::array<QString, kReadings> m_currentReadingText; ///< the current bar's labels, as set
    std::array<std::optional<double>, kReadings> m_measuredPercent{};
    int m_barCount = 0;
    QStringList m_barLabels;
    QStringList m_readingTitles;      ///< longest first
    QStringList m_readingKeyTexts[2]; ///< the readings' names: in two lines, in one
};

} // namespace moeplan::widgets
